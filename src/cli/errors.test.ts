import { describe, expect, it } from "vitest";
import { GitError } from "../core/errors.ts";
import { reportError } from "./errors.ts";
import { createOutput } from "./output.ts";

function verboseOutput() {
  const err: string[] = [];
  const out: string[] = [];
  const stream = (into: string[]) =>
    ({ write: (text: string) => into.push(text) }) as unknown as NodeJS.WritableStream;
  const output = createOutput({
    stdout: stream(out),
    stderr: stream(err),
    env: {},
    color: false,
    verbose: true,
    quiet: false,
  });
  return { output, err: () => err.join(""), out: () => out.join("") };
}

describe("reportError with --verbose (DESIGN 6)", () => {
  it("a known error: its line and its details, no stack trace", () => {
    const { output, err } = verboseOutput();
    const error = new GitError("`git push` failed: rejected", {
      details: ["command: git push origin v1.5.0"],
    });
    expect(reportError(error, output, false)).toBe(1);
    expect(err()).toBe(
      "error: `git push` failed: rejected (releaser explain GIT_ERROR)\n  command: git push origin v1.5.0\n",
    );
  });

  it("an internal error: its line, then the stack trace to report", () => {
    const { output, err } = verboseOutput();
    const error = new TypeError("x is undefined");
    expect(reportError(error, output, false)).toBe(1);
    const lines = err().split("\n");
    expect(lines[0]).toBe(
      "internal error: x is undefined; this is a bug in releaser, please report it with the output of --verbose (releaser explain INTERNAL_ERROR)",
    );
    expect(lines[1]).toBe("TypeError: x is undefined");
    expect(lines[2]).toMatch(/^ {4}at /);
  });
});
