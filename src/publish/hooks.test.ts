import { describe, expect, it } from "vitest";
import { runHooks } from "./hooks.ts";

const facts = { version: "1.5.0", tag: "v1.5.0", previousVersion: "1.4.2" };

describe("runHooks", () => {
  const run = (commands: string[], cwd = process.cwd()) => {
    const streamed: string[] = [];
    const result = runHooks(commands, facts, {
      cwd,
      env: { PATH: process.env.PATH, CALLER: "kept" },
      stream: (text) => streamed.push(text),
    });
    return { result, streamed };
  };

  it("runs each command through the shell with the release's facts in the environment", async () => {
    const { result, streamed } = run([
      'echo "$RELEASER_VERSION $RELEASER_TAG $RELEASER_PREVIOUS_VERSION $CALLER"',
      "echo second | tr a-z A-Z",
    ]);
    expect(await result).toBeUndefined();
    expect(streamed.join("")).toBe("1.5.0 v1.5.0 1.4.2 kept\nSECOND\n");
  });

  it("stops at the first failure and returns its command, exit and last five lines", async () => {
    const { result, streamed } = run(["for i in 1 2 3 4 5 6 7; do echo line $i; done; exit 4", "echo never"]);
    expect(await result).toEqual({
      command: "for i in 1 2 3 4 5 6 7; do echo line $i; done; exit 4",
      ended: "exit code 4",
      lastLines: ["line 3", "line 4", "line 5", "line 6", "line 7"],
    });
    expect(streamed.join("")).not.toContain("never");
  });

  it("a hook killed by a signal says so", async () => {
    const { result } = run(["kill -KILL $$"]);
    expect(await result).toEqual({ command: "kill -KILL $$", ended: "killed by SIGKILL", lastLines: [] });
  });

  it("a hook that cannot start says why", async () => {
    const { result } = run(["true"], "/nonexistent/releaser-hooks");
    expect(await result).toMatchObject({
      command: "true",
      ended: expect.stringMatching(/^could not start: spawn \/bin\/sh ENOENT/),
    });
  });

  it("no commands: nothing runs", async () => {
    expect(await run([]).result).toBeUndefined();
  });
});
