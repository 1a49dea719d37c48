import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { setCallTracer } from "../runtime/trace.ts";
import { openRepository, type Repository } from "./repository.ts";

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

function temp(): string {
  return realpathSync(mkdtempSync(join(tmpdir(), "releaser-repo-")));
}

/** A repository with two commits on main, a subfolder `src/pkg`. */
function plainRepo(dir = temp()): string {
  git(dir, "init", "-q", "-b", "main");
  mkdirSync(join(dir, "src", "pkg"), { recursive: true });
  writeFileSync(join(dir, "src", "pkg", "a.py"), "a = 1\n");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "feat: one");
  git(dir, "commit", "-q", "--allow-empty", "-m", "fix: two");
  return dir;
}

/** What git itself answers for `cwd`. */
function gitsAnswer(cwd: string, env: NodeJS.ProcessEnv = GIT_ENV): Repository {
  const [root, gitDir, shallow, head] = execFileSync(
    "git",
    ["rev-parse", "--show-toplevel", "--absolute-git-dir", "--is-shallow-repository", "HEAD"],
    { cwd, env, encoding: "utf8" },
  ).split("\n");
  return { root: root ?? "", gitDir: gitDir ?? "", shallow: shallow === "true", head: head ?? "" };
}

/** openRepository's answer, and the git commands it ran. */
async function opened(cwd: string, env: NodeJS.ProcessEnv = GIT_ENV) {
  const calls: string[] = [];
  const previous = setCallTracer((call) => calls.push(call.replace(/ -> .*$/, "")));
  try {
    return { repo: await openRepository(cwd, env), calls };
  } finally {
    setCallTracer(previous);
  }
}

const REV_PARSE =
  "git rev-parse --show-toplevel --absolute-git-dir --is-shallow-repository --verify -q 'HEAD^{commit}'";

afterEach(() => setCallTracer(undefined));

describe("openRepository: the plain layout read from files, no git process", () => {
  it("finds the top level, git directory and HEAD's commit from the top and from a subfolder", async () => {
    const dir = plainRepo();
    for (const cwd of [dir, join(dir, "src", "pkg")]) {
      const { repo, calls } = await opened(cwd);
      expect(repo).toEqual(gitsAnswer(cwd));
      expect(repo).toEqual({
        root: dir,
        gitDir: join(dir, ".git"),
        shallow: false,
        head: git(dir, "rev-parse", "HEAD"),
      });
      expect(calls).toEqual([]);
    }
  });

  it("follows a branch whose ref is packed, and a detached HEAD", async () => {
    const dir = plainRepo();
    git(dir, "pack-refs", "--all");
    const packed = await opened(dir);
    expect(packed.repo.head).toBe(git(dir, "rev-parse", "HEAD"));
    expect(packed.calls).toEqual([]);
    git(dir, "checkout", "-q", "--detach", "HEAD~1");
    const detached = await opened(dir);
    expect(detached.repo).toEqual(gitsAnswer(dir));
    expect(detached.repo.head).toBe(git(dir, "rev-parse", "HEAD~0"));
    expect(detached.calls).toEqual([]);
  });

  it("resolves a path through a symbolic link as git does (the real path)", async () => {
    const dir = plainRepo();
    const link = join(temp(), "link");
    symlinkSync(dir, link);
    const { repo, calls } = await opened(join(link, "src"));
    expect(repo).toEqual(gitsAnswer(join(link, "src")));
    expect(repo.root).toBe(dir);
    expect(calls).toEqual([]);
  });

  it("sees a shallow clone", async () => {
    const origin = plainRepo();
    const clone = join(temp(), "clone");
    git(temp(), "clone", "-q", "--depth", "1", `file://${origin}`, clone);
    const { repo, calls } = await opened(clone);
    expect(repo).toEqual(gitsAnswer(clone));
    expect(repo.shallow).toBe(true);
    expect(calls).toEqual([]);
  });
});

describe("openRepository: anything unusual is asked of git, with git's answer", () => {
  it("a linked worktree (a .git file) and a submodule", async () => {
    const dir = plainRepo();
    const tree = join(temp(), "tree");
    git(dir, "worktree", "add", "-q", "-b", "other", tree);
    const worktree = await opened(tree);
    expect(worktree.repo).toEqual(gitsAnswer(tree));
    expect(worktree.repo.gitDir).toBe(join(dir, ".git", "worktrees", "tree"));
    expect(worktree.calls).toEqual([REV_PARSE]);

    const outer = plainRepo();
    git(outer, "-c", "protocol.file.allow=always", "submodule", "add", "-q", dir, "inner");
    const inner = join(outer, "inner", "src");
    const submodule = await opened(inner);
    expect(submodule.repo).toEqual(gitsAnswer(inner));
    expect(submodule.repo.root).toBe(join(outer, "inner"));
    expect(submodule.calls).toEqual([REV_PARSE]);
  });

  it("GIT_DIR and GIT_WORK_TREE set (a hook's environment)", async () => {
    const dir = plainRepo();
    const elsewhere = plainRepo();
    const env = { ...GIT_ENV, GIT_DIR: join(elsewhere, ".git"), GIT_WORK_TREE: elsewhere };
    const { repo, calls } = await opened(dir, env);
    expect(repo.head).toBe(git(elsewhere, "rev-parse", "HEAD"));
    expect(repo.root).toBe(elsewhere);
    expect(calls).toEqual([REV_PARSE]);
  });

  it("a configured work tree (core.worktree) is git's to place", async () => {
    const dir = plainRepo();
    const tree = temp();
    git(dir, "config", "core.worktree", tree);
    const { repo, calls } = await opened(dir);
    expect(repo.root).toBe(tree);
    expect(calls).toEqual([REV_PARSE]);
  });

  it("a bare repository: git's error, one line", async () => {
    const bare = join(temp(), "bare.git");
    git(temp(), "clone", "-q", "--bare", plainRepo(), bare);
    const calls: string[] = [];
    setCallTracer((call) => calls.push(call.replace(/ -> .*$/, "")));
    await expect(openRepository(bare, GIT_ENV)).rejects.toThrow(
      `${bare} is a bare git repository (no working tree, so no files to read or release); run releaser in a clone with a working tree (git clone ${bare} <dir>)`,
    );
    expect(calls).toEqual([REV_PARSE]);
  });

  it("a .git folder that is no git directory (no objects): git looks further up, and so does releaser", async () => {
    const outer = plainRepo();
    const inner = join(outer, "src", "pkg");
    mkdirSync(join(inner, ".git", "refs", "heads"), { recursive: true });
    writeFileSync(join(inner, ".git", "HEAD"), "ref: refs/heads/main\n");
    writeFileSync(join(inner, ".git", "refs", "heads", "main"), `${git(outer, "rev-parse", "HEAD")}\n`);
    writeFileSync(join(inner, ".git", "config"), "[core]\n\tbare = false\n");
    const { repo, calls } = await opened(inner);
    expect(repo).toEqual(gitsAnswer(inner));
    expect(repo.root).toBe(outer);
    expect(calls).toEqual([REV_PARSE]);
  });

  it("core.bare written as `bare` alone, and core.worktree on its section's header line: git's reading", async () => {
    const bare = plainRepo();
    const config = readFileSync(join(bare, ".git", "config"), "utf8");
    writeFileSync(join(bare, ".git", "config"), config.replace(/bare = false/, "bare"));
    await expect(openRepository(bare, GIT_ENV)).rejects.toThrow(
      `${bare} is a bare git repository (no working tree, so no files to read or release); run releaser in a clone with a working tree (git clone ${bare} <dir>)`,
    );

    const dir = plainRepo();
    const tree = temp();
    const text = readFileSync(join(dir, ".git", "config"), "utf8");
    writeFileSync(join(dir, ".git", "config"), text.replace("[core]\n", `[core] worktree = ${tree}\n`));
    const { repo, calls } = await opened(dir);
    expect(repo.root).toBe(tree);
    expect(calls).toEqual([REV_PARSE]);
  });

  it("an empty shallow file is shallow to git, and a branch at the null name has no commit", async () => {
    const dir = plainRepo();
    writeFileSync(join(dir, ".git", "shallow"), "");
    const shallow = await opened(dir);
    expect(shallow.repo).toEqual(gitsAnswer(dir));
    expect(shallow.repo.shallow).toBe(true);
    expect(shallow.calls).toEqual([]);

    const nulled = plainRepo();
    writeFileSync(join(nulled, ".git", "refs", "heads", "main"), `${"0".repeat(40)}\n`);
    await expect(openRepository(nulled, GIT_ENV)).rejects.toThrow(
      `the repository at ${nulled} has no commits yet; make a first commit, then run releaser again`,
    );
  });

  it("an unborn branch (no commit yet): git's answer, the one-line error", async () => {
    const dir = temp();
    git(dir, "init", "-q", "-b", "main");
    await expect(openRepository(dir, GIT_ENV)).rejects.toThrow(
      `the repository at ${dir} has no commits yet; make a first commit, then run releaser again`,
    );
  });

  it("HEAD on a branch without commits while others have some (an orphan branch, a branch gone): not an empty repository", async () => {
    const dir = plainRepo();
    git(dir, "checkout", "-q", "--orphan", "pages");
    await expect(openRepository(dir, GIT_ENV)).rejects.toThrow(
      "HEAD is on branch pages, which has no commits yet (other branches do: main); switch to the branch to release (git switch main), or commit on pages first",
    );
    writeFileSync(join(dir, ".git", "HEAD"), "ref: refs/heads/gone\n");
    await expect(openRepository(join(dir, "src"), GIT_ENV)).rejects.toThrow(
      "HEAD is on branch gone, which has no commits yet (other branches do: main); switch to the branch to release (git switch main), or commit on gone first",
    );
  });

  it("no repository at all", async () => {
    const dir = temp();
    await expect(
      openRepository(dir, { ...GIT_ENV, GIT_CEILING_DIRECTORIES: dirnameOf(dir) }),
    ).rejects.toThrow(
      `not a git repository: ${dir}; run releaser inside your project's git checkout, or point at it with -C <dir>`,
    );
  });
});

function dirnameOf(path: string): string {
  return path.slice(0, path.lastIndexOf("/"));
}
