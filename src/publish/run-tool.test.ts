import { afterEach, describe, expect, it } from "vitest";
import { setCallTracer } from "../runtime/trace.ts";
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

describe("failureSummary: which lines", () => {
  it("is only the last line when none says error, however many there are", () => {
    expect(failureSummary(["compiling", "linking", "done badly"])).toBe("done badly");
  });

  it("finds an error on the first line, and keeps it with the two after it", () => {
    expect(failureSummary(["Error: no wheel", "see the log", "at /tmp/x", "bye"])).toBe(
      "Error: no wheel see the log at /tmp/x",
    );
    expect(failureSummary(["Upload failed", "Failure: retry", "later"])).toBe("Failure: retry later");
  });

  it("runs of spaces become one and the ends are trimmed", () => {
    expect(failureSummary(["  error   in\tthe  build  "])).toBe("error in the build");
  });

  it("keeps a 300-character line whole", () => {
    const line = `error ${"y".repeat(294)}`;
    expect(failureSummary([line])).toBe(line);
  });
});

describe("lineBuffer: output without line ends", () => {
  it("keeps up to 64 KiB, then passes it on in one piece and starts again", () => {
    const seen: string[] = [];
    const lines = lineBuffer((text) => seen.push(text));
    lines.write("a".repeat(65_536));
    expect(seen).toEqual([]);
    lines.write("b");
    expect(seen).toEqual([`${"a".repeat(65_536)}b`]);
    lines.write("c");
    lines.flush();
    lines.flush();
    expect(seen).toEqual([`${"a".repeat(65_536)}b`, "c"]);
  });

  it("flushes nothing when nothing is pending", () => {
    const seen: string[] = [];
    const lines = lineBuffer((text) => seen.push(text));
    lines.write("whole\n");
    lines.flush();
    expect(seen).toEqual(["whole\n"]);
  });
});

describe("runTool: what it keeps and tells", () => {
  const quiet = { cwd: "/", env: process.env, stream: () => {} };
  afterEach(() => {
    setCallTracer(undefined);
  });

  it("keeps the last six lines, trimmed, without colour codes or progress redraws", async () => {
    const output = [
      "one",
      "two",
      "\\033[1;31mERROR\\033[0m   boom   ",
      "progress 10%%\\rprogress 100%%",
      "",
      "   ",
      "\\033[33mwarn\\033[m",
      "five",
      "six",
    ].join("\\n");
    const run = await runTool(["/bin/sh", "-c", `printf '${output}\\n'; exit 4`], quiet);
    expect(run).toEqual({
      code: 4,
      lastLines: ["ERROR   boom", "progress 10%", "progress 100%", "warn", "five", "six"],
    });
  });

  it("keeps only the output's last 8 KiB", async () => {
    // Six lines of 2,000 characters: the tail begins 187 characters before the third line.
    const run = await runTool(
      ["/bin/sh", "-c", 'for i in 1 2 3 4 5 6; do printf "%02000d\\n" 0; done'],
      quiet,
    );
    expect(run.lastLines.map((line) => line.length)).toEqual([187, 2000, 2000, 2000, 2000]);
  });

  it("gives the tool no input: one that reads it finds its end", async () => {
    const seen: string[] = [];
    const run = await runTool(["/bin/sh", "-c", "cat; echo read"], { ...quiet, stream: (t) => seen.push(t) });
    expect(run.code).toBe(0);
    expect(seen.join("")).toBe("read\n");
  });

  it("a tool killed by a signal has exit code -1 and the signal", async () => {
    const run = await runTool(["/bin/sh", "-c", "kill -TERM $$"], quiet);
    expect(run).toEqual({ code: -1, signal: "SIGTERM", lastLines: [] });
  });

  it("a command that cannot start has exit code -1", async () => {
    const run = await runTool(["no-such-command-xyz"], quiet);
    expect(run).toMatchObject({ code: -1, lastLines: [] });
  });

  it("tells the tracer the command as typed and how it ended", async () => {
    const calls: string[] = [];
    setCallTracer((call) => calls.push(call));
    await runTool(["/bin/sh", "-c", "exit 3"], quiet);
    await runTool(["/bin/sh", "-c", "kill -KILL $$"], quiet);
    // Only this test's runs: an earlier test's child may still close while this one traces.
    calls.splice(0, calls.length, ...calls.filter((call) => call.startsWith("run /bin/sh")));
    expect(calls).toHaveLength(4);
    expect(calls[0]).toBe("run /bin/sh -c 'exit 3'");
    expect(calls[1]).toMatch(/^run \/bin\/sh -> exit 3 \(\d+ ms\)$/);
    expect(calls[2]).toBe("run /bin/sh -c 'kill -KILL $$'");
    expect(calls[3]).toMatch(/^run \/bin\/sh -> killed by SIGKILL \(\d+ ms\)$/);
  });
});
