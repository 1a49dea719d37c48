import { existsSync, lstatSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findCommitToTag } from "../../src/flows/release/release-commit.ts";
import { withReleaseTree } from "../../src/flows/release/release-tree.ts";
import { GIT_ENV, gitIn, makeRepo, type TempRepo } from "../helpers/repo.ts";

/**
 * The commit a release tags, and the files its build runs on (issue 24, "never claim what is not
 * so" 4), with real git in temporary repositories.
 */

const env = { ...process.env, ...GIT_ENV };
const TEMPLATES = ["chore(release): {version}", "chore(release): {version}"];
const rev = (repo: TempRepo, ref: string) => repo.git("rev-parse", ref).trim();
const find = (repo: TempRepo, exclude: string[] = []) =>
  findCommitToTag(repo.dir, {
    templates: TEMPLATES,
    version: "1.5.0",
    head: rev(repo, "HEAD"),
    exclude,
    env,
  });

function base(): TempRepo {
  const repo = makeRepo({ "code.py": "A = 1\n", ".gitignore": "dist/\n" });
  repo.commit("feat: b", { "code.py": "A = 2\n" });
  return repo;
}

describe("findCommitToTag", () => {
  it("the release commit on the first-parent line, whatever came after it", async () => {
    const repo = base();
    const release = repo.commit("chore(release): 1.5.0", { VERSION: "1.5.0\n" });
    expect(await find(repo)).toEqual({ commit: release, releaseCommit: release });
    repo.commit("fix: later", { "code.py": "A = 3\n" });
    repo.commit("docs: more");
    expect(await find(repo)).toEqual({ commit: release, releaseCommit: release });
  });

  it("none: no commit since the excluded one has a release subject for the version", async () => {
    const repo = base();
    const old = repo.commit("chore(release): 1.5.0", { VERSION: "1.5.0\n" });
    repo.commit("fix: later", { "code.py": "A = 3\n" });
    expect(await find(repo, [old])).toBeUndefined();
    repo.commit("chore(release): 1.4.0");
    expect(await find(repo, [old])).toBeUndefined();
  });

  it("a merge that brings in only an up-to-date release commit is tagged; one that brings more is not", async () => {
    const repo = base();
    repo.git("checkout", "-q", "-b", "release");
    const release = repo.commit("chore(release): 1.5.0", { VERSION: "1.5.0\n" });
    repo.git("checkout", "-q", "main");
    repo.git("merge", "-q", "--no-ff", "-m", "Merge release", "release");
    const merge = rev(repo, "HEAD");
    expect(await find(repo)).toEqual({ commit: merge, releaseCommit: release });

    const other = base();
    other.git("checkout", "-q", "-b", "release");
    const release2 = other.commit("chore(release): 1.5.0", { VERSION: "1.5.0\n" });
    other.git("checkout", "-q", "main");
    other.commit("fix: meanwhile", { "other.py": "B = 1\n" });
    other.git("merge", "-q", "--no-ff", "-m", "Merge release", "release");
    expect(await find(other)).toEqual({ commit: release2, releaseCommit: release2 });
  });

  it("a merge whose files differ from the release commit's (changed while merging) is not tagged", async () => {
    const repo = base();
    repo.git("checkout", "-q", "-b", "release");
    const release = repo.commit("chore(release): 1.5.0", { VERSION: "1.5.0\n" });
    repo.git("checkout", "-q", "main");
    repo.git("merge", "-q", "--no-ff", "--no-commit", "release");
    writeFileSync(join(repo.dir, "code.py"), "A = 99\n");
    repo.git("add", "code.py");
    repo.git("commit", "-q", "-m", "Merge release");
    expect(await find(repo)).toEqual({ commit: release, releaseCommit: release });
  });
});

describe("withReleaseTree", () => {
  it("runs in the checkout when HEAD's files are the commit's", async () => {
    const repo = base();
    const release = repo.commit("chore(release): 1.5.0", { VERSION: "1.5.0\n" });
    repo.commit("chore: empty");
    const seen = await withReleaseTree(repo.dir, join(repo.dir, ".git"), release, env, async (tree) => tree);
    expect(seen).toEqual({ dir: repo.dir, separate: false });
  });

  it("runs on a clean copy of the commit when later commits changed files, brings dist/ back, leaves no worktree", async () => {
    const repo = base();
    const release = repo.commit("chore(release): 1.5.0", { VERSION: "1.5.0\n" });
    repo.commit("fix: later", { "code.py": "A = 3\n" });
    writeFileSync(join(repo.dir, "untracked.txt"), "mine\n");
    repo.write("dist/old.whl", "old");
    const seen = await withReleaseTree(
      repo.dir,
      join(repo.dir, ".git"),
      release,
      env,
      async (tree) => {
        // The build sees the release commit's code, not the later fix, nor untracked files.
        const code = readFileSync(join(tree.dir, "code.py"), "utf8");
        expect(existsSync(join(tree.dir, "untracked.txt"))).toBe(false);
        // A clean checkout's `.git` is a folder, which builds leave out; a worktree's is a file
        // naming this machine's path, which some put in the sdist (DESIGN 10).
        expect(lstatSync(join(tree.dir, ".git")).isDirectory()).toBe(true);
        expect(gitIn(tree.dir, ["rev-parse", "HEAD"]).trim()).toBe(release);
        expect(gitIn(tree.dir, ["status", "--porcelain"])).toBe("");
        repo.write(join(tree.dir.slice(repo.dir.length + 1), "dist", "widgets-1.5.0.whl"), code);
        return tree;
      },
      ["dist"],
    );
    expect(seen.separate).toBe(true);
    expect(readdirSync(join(repo.dir, "dist"))).toEqual(["widgets-1.5.0.whl"]);
    expect(readFileSync(join(repo.dir, "dist", "widgets-1.5.0.whl"), "utf8")).toBe("A = 2\n");
    // The checkout is as it was: HEAD, its files, the untracked one; the worktree is gone.
    expect(rev(repo, "HEAD")).not.toBe(release);
    expect(readFileSync(join(repo.dir, "code.py"), "utf8")).toBe("A = 3\n");
    expect(existsSync(seen.dir)).toBe(false);
    expect(repo.git("worktree", "list").trim().split("\n")).toHaveLength(1);
  });

  it("removes the worktree when the work fails, and the failure goes through", async () => {
    const repo = base();
    const release = repo.commit("chore(release): 1.5.0", { VERSION: "1.5.0\n" });
    repo.commit("fix: later", { "code.py": "A = 3\n" });
    let dir = "";
    await expect(
      withReleaseTree(repo.dir, join(repo.dir, ".git"), release, env, async (tree) => {
        dir = tree.dir;
        throw new Error("build failed");
      }),
    ).rejects.toThrow("build failed");
    expect(existsSync(dir)).toBe(false);
    expect(repo.git("worktree", "list").trim().split("\n")).toHaveLength(1);
  });
});
