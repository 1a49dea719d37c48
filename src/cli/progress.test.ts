import { PassThrough } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { inStep } from "../flows/shared/progress-step.ts";
import { createOutput } from "./output.ts";
import { createPlainProgress, progressFor } from "./progress.ts";

function capture(options: { quiet?: boolean; color?: boolean; tty?: boolean; verbose?: boolean } = {}) {
  let text = "";
  const stderr = new PassThrough();
  stderr.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });
  const output = createOutput({
    stdout: new PassThrough(),
    stderr,
    env: { GITHUB_TOKEN: "ghs_secretsecret123" },
    color: options.color ?? false,
    verbose: options.verbose ?? false,
    quiet: options.quiet ?? false,
    stderrIsTTY: options.tty ?? false,
  });
  return { output, text: () => text };
}

describe("the plain step list (piped, CI)", () => {
  it("prints one line per finished step with its mark, the time only for long steps, no failure line", async () => {
    vi.useFakeTimers({ toFake: ["hrtime"] });
    try {
      const { output, text } = capture();
      const progress = createPlainProgress(output);
      progress.heading?.("Release 1.5.0 as v1.5.0 from abc:");
      progress.start("tag", "creating");
      progress.end("tag", "done", "created tag v1.5.0");
      progress.start("build", "building");
      vi.advanceTimersByTime(2500);
      progress.end("build", "done", "built 2 files");
      progress.end("push", "already", "v1.5.0 is on origin");
      progress.end("assets", "skipped", "no assets");
      progress.end("upload", "would", "upload 2 files");
      progress.start("upload", "uploading");
      vi.advanceTimersByTime(3000);
      progress.end("upload", "failed", "the index refused ghs_secretsecret123");
      expect(text()).toBe(
        [
          "Release 1.5.0 as v1.5.0 from abc:",
          "  ✓ tag               created tag v1.5.0",
          "  ✓ build             built 2 files (2.5 s)",
          "  = push              v1.5.0 is on origin",
          "  - assets            no assets",
          "  ~ upload            would upload 2 files",
          "",
        ].join("\n"),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("masks secrets and colours only when asked", () => {
    const plain = capture();
    createPlainProgress(plain.output).end("push", "done", "pushed with ghs_secretsecret123");
    expect(plain.text()).toBe("  ✓ push              pushed with ***\n");
    const coloured = capture({ color: true });
    createPlainProgress(coloured.output).end("push", "done", "pushed");
    expect(coloured.text()).toBe("  \u001b[32m✓\u001b[39m push              pushed\n");
  });

  it("is chosen when stderr is no terminal; none with --quiet", async () => {
    expect(await progressFor(capture({ quiet: true }).output)).toBeUndefined();
    const piped = capture();
    (await progressFor(piped.output))?.end("tag", "done", "x");
    expect(piped.text()).toBe("  ✓ tag               x\n");
    // -v on a terminal lists plainly too: the call lines would tear a live display.
    const verbose = capture({ tty: true, verbose: true });
    (await progressFor(verbose.output))?.end("tag", "done", "x");
    expect(verbose.text()).toBe("  ✓ tag               x\n");
  });
});

describe("inStep", () => {
  it("starts, ends with what the work returned, and passes its result on", async () => {
    const events: string[] = [];
    const progress = {
      start: (step: string, detail: string) => events.push(`start ${step}: ${detail}`),
      end: (step: string, status: string, detail: string) => events.push(`end ${step} ${status}: ${detail}`),
    };
    expect(
      await inStep(
        progress,
        "push",
        "pushing",
        async () => 3,
        (n) => `pushed ${n}`,
      ),
    ).toBe(3);
    await inStep(
      progress,
      "pr",
      "looking",
      async () => 0,
      () => ({ status: "already", detail: "up to date" }),
    );
    await expect(
      inStep(
        progress,
        "fetch",
        "fetching",
        () => Promise.reject(new Error("cut")),
        () => "never",
      ),
    ).rejects.toThrow("cut");
    expect(events).toEqual([
      "start push: pushing",
      "end push done: pushed 3",
      "start pr: looking",
      "end pr already: up to date",
      "start fetch: fetching",
      "end fetch failed: cut",
    ]);
    // Without a list the work still runs.
    expect(
      await inStep(
        undefined,
        "x",
        "y",
        async () => "ok",
        () => "never",
      ),
    ).toBe("ok");
  });
});
