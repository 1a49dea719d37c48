import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { GitError } from "../core/errors.ts";
import { runGit } from "./run.ts";

describe("runGit's time limit", () => {
  it("stops a git that has no answer and says so at once, however long its helper waits", async () => {
    // A remote whose transport never answers (git's ext:: helper runs a command of ours).
    const run = runGit(["-c", "protocol.ext.allow=always", "ls-remote", "ext::sh -c sleep% 20"], {
      cwd: process.cwd(),
      timeoutMs: 400,
    });
    await expect(run).rejects.toThrow(GitError);
    await expect(run).rejects.toThrow("`git ls-remote` had no answer in 0.4 s and was stopped");
  });

  it("stops the helpers git started with it (no transport left behind)", async () => {
    const marker = `releaser-run-test-${process.pid}-${Date.now()}`;
    const run = runGit(["-c", "protocol.ext.allow=always", "ls-remote", `ext::sh -c sleep% 30% #${marker}`], {
      cwd: process.cwd(),
      timeoutMs: 300,
    });
    await expect(run).rejects.toThrow("had no answer");
    await new Promise((done) => setTimeout(done, 200));
    const { stdout } = await runGit(["--version"], { cwd: process.cwd() }); // git still runs
    expect(stdout).toMatch(/^git version/);
    const left = execFileSync("ps", ["-eo", "args"], { encoding: "utf8" })
      .split("\n")
      .filter((line) => line.includes(marker) && !line.includes("ps -eo"));
    expect(left).toEqual([]);
  });

  it("leaves a git that answers in time alone", async () => {
    const result = await runGit(["--version"], { cwd: process.cwd(), timeoutMs: 10_000 });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^git version /);
  });
});
