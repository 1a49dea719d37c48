import { describe, expect, it } from "vitest";
import { failureSummary, lineBuffer, runTool } from "./run-tool.ts";

describe("failureSummary", () => {
  it("keeps the error line and the index's reason after it", () => {
    expect(
      failureSummary([
        "Uploading widgets-1.5.0.tar.gz",
        "ERROR HTTPError: 403 Forbidden from http://127.0.0.1/legacy/",
        "Invalid or non-existent authentication information.",
      ]),
    ).toBe(
      "ERROR HTTPError: 403 Forbidden from http://127.0.0.1/legacy/ Invalid or non-existent authentication information.",
    );
  });

  it("is the last line when no line says error, and undefined for no output", () => {
    expect(failureSummary(["compiling", "missing header foo.h"])).toBe("missing header foo.h");
    expect(failureSummary([])).toBeUndefined();
  });

  it("cuts a very long line", () => {
    const text = failureSummary([`error: ${"x".repeat(400)}`]) ?? "";
    expect(text).toHaveLength(300);
    expect(text.endsWith("...")).toBe(true);
  });
});

describe("lineBuffer", () => {
  it("passes whole lines on, so a secret is never split across two writes", () => {
    const seen: string[] = [];
    const lines = lineBuffer((text) => seen.push(text));
    lines.write("token: pypi-ab");
    lines.write("cdef\nnext ");
    lines.write("line\nrest");
    expect(seen).toEqual(["token: pypi-abcdef\n", "next line\n"]);
    lines.flush();
    expect(seen.at(-1)).toBe("rest");
  });
});

describe("runTool", () => {
  it("does not wait for a background process the command left holding its output", async () => {
    // Without the fix this waits for the 120 s sleep, past the test's time-out.
    const seen: string[] = [];
    const run = await runTool(["/bin/sh", "-c", "echo done; sleep 120 &"], {
      cwd: "/",
      env: process.env,
      stream: (text) => seen.push(text),
    });
    expect(run.code).toBe(0);
    expect(seen.join("")).toBe("done\n");
  });

  it("says a command that is not on PATH could not start", async () => {
    const run = await runTool(["no-such-command-xyz"], { cwd: "/", env: process.env, stream: () => {} });
    expect(run.startError?.code).toBe("ENOENT");
  });
});
