import { describe, expect, it } from "vitest";
import { ConfigError } from "../../core/errors.ts";
import { type Observation, type ReleaseStep, runSteps, type StepName } from "./steps.ts";

/** A step that observes `observation` and counts how often its work was applied. */
function step(
  name: StepName,
  observation: Omit<Extract<Observation, { state: "todo" }>, "apply"> | Observation,
) {
  const applied: string[] = [];
  const made: ReleaseStep = {
    name,
    observe: async () =>
      "apply" in observation || observation.state !== "todo"
        ? (observation as Observation)
        : {
            ...observation,
            apply: async () => {
              applied.push(name);
              return { detail: `did ${name}` };
            },
          },
  };
  return { step: made, applied };
}

const quiet = { warn: () => {}, afterEffect: () => {} };

describe("runSteps with steps that would need a credential", () => {
  it("a dry run reports each step's need and whether it could look; nothing is applied", async () => {
    const host = step("host-release", {
      state: "todo",
      detail: "create release v1",
      needs: "GITHUB_TOKEN (or GH_TOKEN)",
      observed: false,
    });
    const tag = step("tag", { state: "todo", detail: "create tag v1" });
    const assets = step("assets", {
      state: "skipped",
      detail: "no files match release.assets: nothing to upload",
    });
    const run = await runSteps([tag.step, host.step, assets.step], { ...quiet, dryRun: true });
    expect(run.reports).toEqual([
      { step: "tag", status: "would", detail: "create tag v1" },
      {
        step: "host-release",
        status: "would",
        detail: "create release v1",
        needs: "GITHUB_TOKEN (or GH_TOKEN)",
        observed: false,
      },
      { step: "assets", status: "skipped", detail: "no files match release.assets: nothing to upload" },
    ]);
    expect([...tag.applied, ...host.applied]).toEqual([]);
  });

  it("a real run never applies a step that needs a missing credential: it stops there", async () => {
    const tag = step("tag", { state: "todo", detail: "create tag v1" });
    const upload = step("upload", {
      state: "todo",
      detail: "upload",
      needs: "PYPI_TOKEN or trusted publishing",
    });
    await expect(runSteps([tag.step, upload.step], { ...quiet, dryRun: false })).rejects.toThrow(
      new ConfigError(
        "the upload step needs PYPI_TOKEN or trusted publishing, which is not set; set it and run again",
      ),
    );
    expect(tag.applied).toEqual(["tag"]);
    expect(upload.applied).toEqual([]);
  });
});
