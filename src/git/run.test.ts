import { describe, expect, it } from "vitest";
import { GitError } from "../core/errors.ts";
import { runGit } from "./run.ts";

describe("runGit's time limit", () => {
  it("stops a git that has no answer and says so at once, however long its helper waits", async () => {
    const started = Date.now();
    // A remote whose transport never answers (git's ext:: helper runs a command of ours).
    const run = runGit(["-c", "protocol.ext.allow=always", "ls-remote", "ext::sh -c sleep% 20"], {
      cwd: process.cwd(),
      timeoutMs: 400,
    });
    await expect(run).rejects.toThrow(GitError);
    await expect(run).rejects.toThrow("`git ls-remote` had no answer in 0.4 s and was stopped");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("leaves a git that answers in time alone", async () => {
    const result = await runGit(["--version"], { cwd: process.cwd(), timeoutMs: 10_000 });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^git version /);
  });
});
