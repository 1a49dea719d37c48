import { describe, expect, it } from "vitest";
import { ConfigError } from "../../core/errors.ts";
import type { StepProgress } from "../shared/context.ts";
import { type Applied, type Observation, type ReleaseStep, runSteps, type StepName } from "./steps.ts";

/**
 * One log of everything the runner does, in order: each step's observe and apply, `afterEffect`,
 * warnings and the progress lines. The order is the contract (a fault point comes right after an
 * effect, a step line ends before the next one starts), so the tests compare whole logs.
 */
function recorder() {
  const log: string[] = [];
  const progress: StepProgress = {
    start: (step, detail) => log.push(`start ${step}: ${detail}`),
    end: (step, status, detail) => log.push(`end ${step} ${status}: ${detail}`),
  };
  const options = {
    warn: (message: string) => log.push(`warn ${message}`),
    afterEffect: () => log.push("afterEffect"),
    progress,
  };
  /** A step whose observe answers `observation`; a "todo" without `apply` gets one answering `applied`. */
  const step = (
    name: StepName,
    observation: Omit<Extract<Observation, { state: "todo" }>, "apply"> | Observation,
    applied: Applied = { detail: `did ${name}` },
  ): ReleaseStep => ({
    name,
    observe: async () => {
      log.push(`observe ${name}`);
      if ("apply" in observation || observation.state !== "todo") return observation as Observation;
      return {
        ...observation,
        apply: async () => {
          log.push(`apply ${name}`);
          return applied;
        },
      };
    },
  });
  return { log, options, step };
}

describe("runSteps: observe, then apply what is missing", () => {
  it("observes each step and applies only the todo ones, in list order", async () => {
    const { log, options, step } = recorder();
    const run = await runSteps(
      [
        step("tag", { state: "todo", detail: "create tag v1" }, { detail: "tagged v1" }),
        step("push", { state: "done", detail: "origin has v1" }),
        step("host-release", { state: "skipped", detail: "--skip-host-release" }),
        step("assets", { state: "todo", detail: "upload 2 files" }, { detail: "uploaded 2 files" }),
      ],
      { ...options, dryRun: false },
    );
    expect(run).toEqual({
      stopped: false,
      reports: [
        { step: "tag", status: "done", detail: "tagged v1" },
        { step: "push", status: "already", detail: "origin has v1" },
        { step: "host-release", status: "skipped", detail: "--skip-host-release" },
        { step: "assets", status: "done", detail: "uploaded 2 files" },
      ],
    });
    expect(log).toEqual([
      "start tag: looking",
      "observe tag",
      "start tag: create tag v1",
      "apply tag",
      "afterEffect",
      "end tag done: tagged v1",
      "start push: looking",
      "observe push",
      "end push already: origin has v1",
      "start host-release: looking",
      "observe host-release",
      "end host-release skipped: --skip-host-release",
      "start assets: looking",
      "observe assets",
      "start assets: upload 2 files",
      "apply assets",
      "afterEffect",
      "end assets done: uploaded 2 files",
    ]);
  });

  it("an empty list is a run that did nothing and was not stopped", async () => {
    const { log, options } = recorder();
    expect(await runSteps([], { ...options, dryRun: false })).toEqual({ reports: [], stopped: false });
    expect(log).toEqual([]);
  });

  it("runs without a progress line at all", async () => {
    const { log, step } = recorder();
    const run = await runSteps(
      [
        step("tag", { state: "todo", detail: "create tag v1" }),
        step("push", { state: "done", detail: "pushed" }),
      ],
      { dryRun: false, warn: () => {}, afterEffect: () => {} },
    );
    expect(run.reports.map((r) => r.status)).toEqual(["done", "already"]);
    expect(log).toEqual(["observe tag", "apply tag", "observe push"]);
  });

  it("reports a done step's warning, and no warning for a done step without one", async () => {
    const { log, options, step } = recorder();
    const run = await runSteps(
      [
        step("tag", { state: "done", detail: "v1 is there", warning: "v1 is not annotated" }),
        step("push", { state: "done", detail: "origin has v1" }),
      ],
      { ...options, dryRun: false },
    );
    expect(run.reports).toEqual([
      { step: "tag", status: "already", detail: "v1 is there" },
      { step: "push", status: "already", detail: "origin has v1" },
    ]);
    expect(log.filter((line) => line.startsWith("warn"))).toEqual(["warn v1 is not annotated"]);
    expect(log.slice(0, 3)).toEqual(["start tag: looking", "observe tag", "warn v1 is not annotated"]);
  });

  it("an apply that finds the work done reports already, and its warning after the fault point", async () => {
    const { log, options, step } = recorder();
    const run = await runSteps(
      [
        step(
          "host-release",
          { state: "todo", detail: "create release v1" },
          { detail: "release v1 was made by another run", already: true, warning: "notes differ" },
        ),
        step("assets", { state: "todo", detail: "upload" }, { detail: "uploaded", already: false }),
      ],
      { ...options, dryRun: false },
    );
    expect(run).toEqual({
      stopped: false,
      reports: [
        { step: "host-release", status: "already", detail: "release v1 was made by another run" },
        { step: "assets", status: "done", detail: "uploaded" },
      ],
    });
    expect(log.slice(0, 7)).toEqual([
      "start host-release: looking",
      "observe host-release",
      "start host-release: create release v1",
      "apply host-release",
      "afterEffect",
      "warn notes differ",
      "end host-release already: release v1 was made by another run",
    ]);
    expect(log.filter((line) => line.startsWith("warn"))).toEqual(["warn notes differ"]);
  });

  it("stop: the step's own report, then every later step not reached, left to the other run", async () => {
    const { log, options, step } = recorder();
    const run = await runSteps(
      [
        step("tag", { state: "done", detail: "v1 is there" }),
        step("push", { state: "todo", detail: "push v1" }, { detail: "another run pushed v1", stop: true }),
        step("host-release", { state: "todo", detail: "create release v1" }),
        step("assets", { state: "skipped", detail: "no assets" }),
      ],
      { ...options, dryRun: false },
    );
    expect(run).toEqual({
      stopped: true,
      reports: [
        { step: "tag", status: "already", detail: "v1 is there" },
        { step: "push", status: "done", detail: "another run pushed v1" },
        { step: "host-release", status: "not-reached", detail: "left to the other run" },
        { step: "assets", status: "not-reached", detail: "left to the other run" },
      ],
    });
    expect(log.slice(-5)).toEqual([
      "apply push",
      "afterEffect",
      "end push done: another run pushed v1",
      "end host-release not-reached: left to the other run",
      "end assets not-reached: left to the other run",
    ]);
    expect(log.filter((line) => line.startsWith("observe"))).toEqual(["observe tag", "observe push"]);
  });

  it("stop on the last step: nothing is left, and the run is still reported stopped", async () => {
    const { options, step } = recorder();
    const run = await runSteps(
      [
        step(
          "tag",
          { state: "todo", detail: "tag" },
          { detail: "another run tagged", already: true, stop: true },
        ),
      ],
      { ...options, dryRun: false },
    );
    expect(run).toEqual({
      stopped: true,
      reports: [{ step: "tag", status: "already", detail: "another run tagged" }],
    });
  });
});

describe("runSteps in a dry run", () => {
  it("reports would for each todo step and applies nothing; done and skipped as in a real run", async () => {
    const { log, options, step } = recorder();
    const run = await runSteps(
      [
        step("tag", { state: "todo", detail: "create tag v1", observed: true }),
        step("push", { state: "done", detail: "origin has v1", warning: "stale" }),
        step("host-release", {
          state: "todo",
          detail: "create release v1",
          needs: ["GITHUB_TOKEN (or GH_TOKEN)"],
          observed: false,
        }),
        step("assets", { state: "skipped", detail: "no files match release.assets: nothing to upload" }),
        step("upload", {
          state: "todo",
          detail: "upload 2 files",
          needs: ["PYPI_TOKEN or trusted publishing"],
        }),
      ],
      { ...options, dryRun: true },
    );
    expect(run).toEqual({
      stopped: false,
      reports: [
        { step: "tag", status: "would", detail: "create tag v1" },
        { step: "push", status: "already", detail: "origin has v1" },
        {
          step: "host-release",
          status: "would",
          detail: "create release v1",
          needs: ["GITHUB_TOKEN (or GH_TOKEN)"],
          observed: false,
        },
        { step: "assets", status: "skipped", detail: "no files match release.assets: nothing to upload" },
        {
          step: "upload",
          status: "would",
          detail: "upload 2 files",
          needs: ["PYPI_TOKEN or trusted publishing"],
        },
      ],
    });
    expect(log).toEqual([
      "start tag: looking",
      "observe tag",
      "end tag would: create tag v1",
      "start push: looking",
      "observe push",
      "warn stale",
      "end push already: origin has v1",
      "start host-release: looking",
      "observe host-release",
      "end host-release would: create release v1",
      "start assets: looking",
      "observe assets",
      "end assets skipped: no files match release.assets: nothing to upload",
      "start upload: looking",
      "observe upload",
      "end upload would: upload 2 files",
    ]);
  });

  it("keeps a would report's keys exact: no needs or observed key unless set (the --json output)", async () => {
    const { options, step } = recorder();
    const run = await runSteps([step("tag", { state: "todo", detail: "create tag v1" })], {
      ...options,
      dryRun: true,
    });
    expect(Object.keys(run.reports[0] ?? {})).toEqual(["step", "status", "detail"]);
  });
});

describe("runSteps when a step cannot go on", () => {
  it("a real run never applies a step that needs a missing credential: the error names the step", async () => {
    const { log, options, step } = recorder();
    const failed = runSteps(
      [
        step("tag", { state: "todo", detail: "create tag v1" }),
        step("upload", { state: "todo", detail: "upload", needs: ["PYPI_TOKEN or trusted publishing"] }),
        step("assets", { state: "todo", detail: "upload assets" }),
      ],
      { ...options, dryRun: false },
    );
    await expect(failed).rejects.toThrow(
      new ConfigError(
        "the upload step needs PYPI_TOKEN or trusted publishing, which is not set; set it and run again",
      ),
    );
    await expect(failed).rejects.toBeInstanceOf(ConfigError);
    expect(log.filter((line) => /^(observe|apply)/.test(line))).toEqual([
      "observe tag",
      "apply tag",
      "observe upload",
    ]);
  });

  it("a failing observe is rethrown as is, ends its line failed, and no later step runs", async () => {
    const { log, options, step } = recorder();
    const cause = new Error("git ls-remote failed: network down");
    const failing: ReleaseStep = {
      name: "push",
      observe: async () => {
        log.push("observe push");
        throw cause;
      },
    };
    const failed = runSteps(
      [
        step("tag", { state: "done", detail: "v1 is there" }),
        failing,
        step("assets", { state: "todo", detail: "x" }),
      ],
      { ...options, dryRun: false },
    );
    await expect(failed).rejects.toBe(cause);
    expect(log).toEqual([
      "start tag: looking",
      "observe tag",
      "end tag already: v1 is there",
      "start push: looking",
      "observe push",
      "end push failed: git ls-remote failed: network down",
    ]);
  });

  it("a failing apply is rethrown as is, ends its line failed, with no fault point and no later step", async () => {
    const { log, options, step } = recorder();
    const cause = new Error("422 Validation Failed");
    const failing: ReleaseStep = {
      name: "host-release",
      observe: async () => {
        log.push("observe host-release");
        return {
          state: "todo",
          detail: "create release v1",
          apply: async () => {
            log.push("apply host-release");
            throw cause;
          },
        };
      },
    };
    const failed = runSteps(
      [
        step("tag", { state: "todo", detail: "tag" }),
        failing,
        step("assets", { state: "todo", detail: "x" }),
      ],
      {
        ...options,
        dryRun: false,
      },
    );
    await expect(failed).rejects.toBe(cause);
    expect(log).toEqual([
      "start tag: looking",
      "observe tag",
      "start tag: tag",
      "apply tag",
      "afterEffect",
      "end tag done: did tag",
      "start host-release: looking",
      "observe host-release",
      "start host-release: create release v1",
      "apply host-release",
      "end host-release failed: 422 Validation Failed",
    ]);
  });

  it("without a progress line, a failing observe or apply still rethrows its own error", async () => {
    const quiet = { dryRun: false, warn: () => {}, afterEffect: () => {} };
    const cause = new Error("refused");
    const observeFails: ReleaseStep = {
      name: "tag",
      observe: async () => {
        throw cause;
      },
    };
    await expect(runSteps([observeFails], quiet)).rejects.toBe(cause);
    const applyFails: ReleaseStep = {
      name: "tag",
      observe: async () => ({
        state: "todo",
        detail: "tag",
        apply: async () => {
          throw cause;
        },
      }),
    };
    await expect(runSteps([applyFails], quiet)).rejects.toBe(cause);
  });

  it("a thrown value that is not an Error is shown as text on the failed line", async () => {
    const { log, options } = recorder();
    const observeThrows: ReleaseStep = {
      name: "tag",
      observe: async () => {
        throw "tag refused";
      },
    };
    await expect(runSteps([observeThrows], { ...options, dryRun: false })).rejects.toBe("tag refused");
    const applyThrows: ReleaseStep = {
      name: "push",
      observe: async () => ({
        state: "todo",
        detail: "push v1",
        apply: async () => {
          throw 403;
        },
      }),
    };
    await expect(runSteps([applyThrows], { ...options, dryRun: false })).rejects.toBe(403);
    expect(log.filter((line) => line.startsWith("end"))).toEqual([
      "end tag failed: tag refused",
      "end push failed: 403",
    ]);
  });
});
