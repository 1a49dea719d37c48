import { execFileSync } from "node:child_process";
import { mkdtempSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readRefFromFiles } from "./repository-files.ts";

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: "t",
  GIT_AUTHOR_EMAIL: "t@example.com",
  GIT_COMMITTER_NAME: "t",
  GIT_COMMITTER_EMAIL: "t@example.com",
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
};

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, env: GIT_ENV, encoding: "utf8" }).trim();
}

/** main with two commits, origin/main on the first, origin/HEAD naming origin/main. */
function repo(): { dir: string; first: string; second: string } {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "releaser-refs-")));
  git(dir, "init", "-q", "-b", "main");
  git(dir, "commit", "-q", "--allow-empty", "-m", "one");
  const first = git(dir, "rev-parse", "HEAD");
  git(dir, "commit", "-q", "--allow-empty", "-m", "two");
  git(dir, "update-ref", "refs/remotes/origin/main", first);
  git(dir, "symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/main");
  return { dir, first, second: git(dir, "rev-parse", "HEAD") };
}

describe("readRefFromFiles: a ref's commit without a git process", () => {
  it("reads loose refs, follows a symbolic one, and says null for a ref that is not there", async () => {
    const { dir, first, second } = repo();
    const gitDir = join(dir, ".git");
    expect(await readRefFromFiles(gitDir, "refs/heads/main")).toBe(second);
    expect(await readRefFromFiles(gitDir, "refs/remotes/origin/main")).toBe(first);
    expect(await readRefFromFiles(gitDir, "refs/remotes/origin/HEAD")).toBe(first);
    expect(await readRefFromFiles(gitDir, "refs/heads/trunk")).toBeNull();
    expect(await readRefFromFiles(gitDir, "refs/heads/main/x")).toBeNull();
  });

  it("reads packed-refs once the refs are packed", async () => {
    const { dir, first, second } = repo();
    git(dir, "pack-refs", "--all");
    const gitDir = join(dir, ".git");
    expect(await readRefFromFiles(gitDir, "refs/heads/main")).toBe(second);
    expect(await readRefFromFiles(gitDir, "refs/remotes/origin/HEAD")).toBe(first);
    expect(await readRefFromFiles(gitDir, "refs/remotes/origin/gone")).toBeNull();
  });

  it("leaves a linked worktree's refs (shared with the main one) and names outside refs/ to git", async () => {
    const { dir } = repo();
    const linked = join(realpathSync(mkdtempSync(join(tmpdir(), "releaser-wt-"))), "wt");
    git(dir, "worktree", "add", "-q", "-b", "side", linked);
    const linkedGitDir = git(linked, "rev-parse", "--absolute-git-dir");
    expect(await readRefFromFiles(linkedGitDir, "refs/remotes/origin/main")).toBeUndefined();
    expect(await readRefFromFiles(join(dir, ".git"), "HEAD")).toBeUndefined();
    expect(await readRefFromFiles(join(dir, ".git"), "refs/heads/../../config")).toBeUndefined();
  });
});
