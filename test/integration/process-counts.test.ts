import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hostedRepo } from "../helpers/hosted-repo.ts";
import { NO_TOKENS } from "../helpers/no-tokens.ts";
import { checkJson, gitIn, makeRepo, pyproject, releaser, type TempRepo, tempDir } from "../helpers/repo.ts";

/**
 * How many git processes each command starts on fixed repositories (issue 45): counts are exact
 * and the same on any machine, so a slow path (a second read of the same fact, a walk per tag)
 * cannot come back unseen. Times stay in `npm run bench`. A `git` on PATH writes each call's
 * arguments and hands over to the real one.
 *
 * When a count changes on purpose, change it here and say why in the commit.
 */

const GIT = (() => {
  for (const dir of (process.env.PATH ?? "").split(":")) {
    try {
      readFileSync(join(dir, "git"));
      return join(dir, "git");
    } catch {}
  }
  throw new Error("git is not on PATH");
})();

/** A PATH whose `git` records every call in the file it returns. */
function recordingGit(): { path: string; log: string } {
  const bin = tempDir();
  const log = join(bin, "calls.log");
  writeFileSync(log, "");
  writeFileSync(join(bin, "git"), `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\nexec '${GIT}' "$@"\n`);
  chmodSync(join(bin, "git"), 0o755);
  return { path: `${bin}:${process.env.PATH ?? ""}`, log };
}

/** The repository cloned from a bare copy (origin with its tags, origin/HEAD recorded). */
function cloned(repo: TempRepo): string {
  const bare = join(tempDir(), "origin.git");
  gitIn(repo.dir, ["clone", "-q", "--bare", repo.dir, bare]);
  const clone = join(tempDir(), "clone");
  gitIn(tempDir(), ["clone", "-q", bare, clone]);
  gitIn(clone, ["config", "commit.gpgsign", "false"]);
  return clone;
}

/** A small project: v1.4.2 and five commits since. */
function smallProject(): string {
  const repo = makeRepo({
    "pyproject.toml": pyproject("1.4.2", "demo-pkg"),
    "src/demo_pkg/__init__.py": '__version__ = "1.4.2"\n',
    "CHANGELOG.md": "# Changelog\n\n## [1.4.2] - 2025-01-01\n\n- Old\n",
  });
  repo.tag("v1.4.2");
  for (const message of ["feat: a", "fix: b", "docs: c", "chore: d", "fix(x): e"]) repo.commit(message);
  return cloned(repo);
}

/**
 * pytest's shape: main's last ancestor release is 2.0.0; 2.1.x is cut from main, tagged 2.1.0 and
 * 2.1.1 there (a fix cherry-picked from main) and never merged back; 1.x carries old backports.
 * The next release on main takes 2.1.1 as its base and leaves the cherry-picked fix out.
 */
function releaseBranches(): string {
  const repo = makeRepo({
    "pyproject.toml": pyproject("1.0.0", "demo-pkg"),
    "src/demo_pkg/__init__.py": '__version__ = "1.0.0"\n',
  });
  repo.tag("v1.0.0");
  repo.git("branch", "1.x");
  repo.commit("feat!: two", { "two.txt": "2\n" });
  repo.tag("v2.0.0");
  repo.commit("feat: three", { "three.txt": "3\n" });
  repo.git("branch", "2.1.x");
  repo.commit("fix: the parser", { "parser.txt": "fixed\n" });
  const fix = repo.git("rev-parse", "HEAD").trim();
  repo.commit("feat: four", { "four.txt": "4\n" });
  repo.git("checkout", "-q", "2.1.x");
  repo.commit("chore(release): 2.1.0", { "release.txt": "2.1.0\n" });
  repo.tag("v2.1.0");
  repo.git("cherry-pick", "-x", fix);
  repo.tag("v2.1.1");
  repo.git("checkout", "-q", "1.x");
  repo.commit("fix: an old backport", { "old.txt": "1\n" });
  repo.tag("v1.0.1");
  repo.git("checkout", "-q", "main");
  return cloned(repo);
}

/** A uv workspace of two packages, each with its tag and a change since. */
function severalPackages(): string {
  const member = (name: string, version: string) => `[project]\nname = "${name}"\nversion = "${version}"\n`;
  const repo = makeRepo({
    "pyproject.toml":
      '[project]\nname = "root"\nversion = "0.0.0"\n\n[tool.uv.workspace]\nmembers = ["packages/*"]\n',
    "packages/alpha-lib/pyproject.toml": member("alpha-lib", "1.2.0"),
    "packages/beta-lib/pyproject.toml": member("beta-lib", "0.3.0"),
  });
  repo.tag("alpha-lib-v1.2.0");
  repo.tag("beta-lib-v0.3.0");
  repo.commit("feat: alpha grows", { "packages/alpha-lib/a.py": "a = 1\n" });
  repo.commit("fix: beta mends", { "packages/beta-lib/b.py": "b = 1\n" });
  return cloned(repo);
}

/**
 * A package versioned with incremental whose module holds its NEXT placeholders: the small
 * project's history, the placeholders searched by the stale copies' one git grep.
 */
function incrementalPlaceholders(): string {
  const repo = makeRepo({
    "pyproject.toml": '[project]\nname = "demo"\ndynamic = ["version"]\n\n[tool.incremental]\n',
    "src/demo/__init__.py": "from ._version import __version__\n",
    "src/demo/_version.py": 'from incremental import Version\n\n__version__ = Version("Demo", 1, 4, 2)\n',
    "src/demo/api.py": '@deprecated(Version("Demo", "NEXT", 0, 0))\ndef old(): ...\n',
    "CHANGELOG.md": "# Changelog\n\n## [1.4.2] - 2025-01-01\n\n- Old\n",
  });
  repo.tag("v1.4.2");
  for (const message of ["feat: a", "fix: b", "docs: c", "chore: d", "fix(x): e"]) repo.commit(message);
  return cloned(repo);
}

const COMMANDS = [
  ["check", "--json"],
  ["update", "--dry-run"],
  ["release-pr", "--dry-run"],
  ["release", "--dry-run", "--skip-build"],
] as const;

function counts(dir: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const args of COMMANDS) {
    const git = recordingGit();
    const result = releaser(args, { cwd: dir, env: { ...NO_TOKENS, PATH: git.path } });
    expect(result.code, `${args.join(" ")}: ${result.stderr}`).toBeLessThanOrEqual(1);
    out[args.join(" ")] = readFileSync(git.log, "utf8")
      .split("\n")
      .filter((l) => l !== "").length;
  }
  return out;
}

describe("git processes per command (issue 45: counts, never times)", () => {
  it("a small project", () => {
    // for-each-ref (tags), git grep (stale copies), log (the range), ls-remote (origin's tags,
    // beside the rest); release-pr adds status (its origin read takes the clone's tags from the
    // first for-each-ref: was 7). The repository is found by reading .git, not by rev-parse (was 5).
    expect(counts(smallProject())).toEqual({
      "check --json": 4,
      "update --dry-run": 4,
      "release-pr --dry-run": 5,
      "release --dry-run --skip-build": 3,
    });
  });

  it("incremental's NEXT placeholders: found by the stale copies' git grep, no process of their own", () => {
    const dir = incrementalPlaceholders();
    expect(checkJson(dir).files).toEqual(["src/demo/_version.py", "src/demo/api.py", "CHANGELOG.md"]);
    expect(counts(dir)).toEqual({
      "check --json": 4,
      "update --dry-run": 4,
      "release-pr --dry-run": 5,
      "release --dry-run --skip-build": 3,
    });
  });

  it("a commit that says it removes something: one git grep of the base's tree, beside the rest", () => {
    // The small project's four, and the base tag's tree searched for removal promises (issue 42),
    // only because a commit's subject says it removes something.
    const repo = makeRepo({
      "pyproject.toml": pyproject("1.4.2", "demo-pkg"),
      "src/demo_pkg/old.py": '"""Will be removed in 1.6."""\n',
    });
    repo.tag("v1.4.2");
    repo.commit("fix: a");
    repo.commit("chore: remove the old module", { "src/demo_pkg/old.py": "" });
    const dir = cloned(repo);
    const git = recordingGit();
    const result = releaser(["check", "--json"], { cwd: dir, env: { ...NO_TOKENS, PATH: git.path } });
    expect(result.code, result.stderr).toBe(0);
    const calls = readFileSync(git.log, "utf8")
      .split("\n")
      .filter((l) => l !== "");
    expect(calls.map((c) => c.split(" ")[0]).sort()).toEqual([
      "-c",
      "for-each-ref",
      "grep",
      "grep",
      "ls-remote",
    ]);
    expect(calls.filter((c) => c.startsWith("grep") && c.includes("refs/tags/v1.4.2"))).toHaveLength(1);
    expect(result.stderr).toContain("`--release-as 1.6.0`");
  });

  it("commits that say nothing of the code (docs, ci): one git diff of the paths, for a post-release", () => {
    // The small project's four, and the paths changed since the base (issue 42): asked only when
    // no commit says it changes the code (a fix: or a feat: is a release of the code).
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2", "demo-pkg"), "docs/index.md": "# Demo\n" });
    repo.tag("v1.4.2");
    repo.commit("docs: say more", { "docs/index.md": "# Demo\n\nMore.\n" });
    repo.commit("ci: test on Python 3.14", { ".github/workflows/test.yml": "on: push\n" });
    const dir = cloned(repo);
    const git = recordingGit();
    const result = releaser(["check", "--json"], { cwd: dir, env: { ...NO_TOKENS, PATH: git.path } });
    expect(result.code, result.stderr).toBe(0);
    const calls = readFileSync(git.log, "utf8")
      .split("\n")
      .filter((l) => l !== "");
    expect(calls.map((c) => c.split(" ")[0]).sort()).toEqual([
      "-c",
      "diff",
      "for-each-ref",
      "grep",
      "ls-remote",
    ]);
    expect(result.stderr).toContain("`--release-as 1.4.2.post1`");
  });

  it("a project whose tag makes its version: one git grep for the signs of the coming version, beside the history", () => {
    // No file carries the version, so there is no stale-copies grep to ride on: the signs of the
    // coming version (issue 42) are searched by a grep of their own, started with the history read.
    // Was 3 for check and update (for-each-ref, log, ls-remote), 4 for release-pr; release (2) does
    // not read them.
    const repo = makeRepo({
      "pyproject.toml":
        '[build-system]\nrequires = ["hatchling", "hatch-vcs"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "demo-pkg"\ndynamic = ["version"]\n\n[tool.hatch.version]\nsource = "vcs"\n',
      "CHANGELOG.md": "# Changelog\n\n## [1.4.2] - 2025-01-01\n\n- Old\n",
    });
    repo.tag("v1.4.2");
    for (const message of ["feat: a", "fix: b", "docs: c", "chore: d", "fix(x): e"]) repo.commit(message);
    expect(counts(cloned(repo))).toEqual({
      "check --json": 4,
      "update --dry-run": 4,
      "release-pr --dry-run": 5,
      "release --dry-run --skip-build": 2,
    });
  });

  it("release branches", () => {
    // The small project's four: on main, the walk of the range (log --left-right <tag>...HEAD)
    // reads the branch's side too (never merged into main; its cherry-pick lines), main's refs read
    // from their files, where a log of the side was (was 5). main's last release is on no commit of
    // the range, so the branch was cut after it whichever better tag main has: neither rev-list
    // --stdin (which better tags are ancestors) nor merge-base --is-ancestor is asked (was 7; 14,
    // then 8 before, issue 45).
    expect(counts(releaseBranches())).toEqual({
      "check --json": 4,
      "update --dry-run": 4,
      "release-pr --dry-run": 5,
      "release --dry-run --skip-build": 3,
    });
  });

  it("several packages", () => {
    // Per package: log (its range), git grep (stale copies), rev-list (the commits touching its folder).
    expect(counts(severalPackages())).toEqual({
      "check --json": 8,
      "update --dry-run": 8,
      "release-pr --dry-run": 9,
      "release --dry-run --skip-build": 7,
    });
  });

  it("init --dry-run: the default branch from one for-each-ref, the tags listed once", () => {
    const calls = (dir: string) => {
      const git = recordingGit();
      const result = releaser(["init", "--dry-run"], { cwd: dir, env: { ...NO_TOKENS, PATH: git.path } });
      expect(result.code, result.stderr).toBe(0);
      return readFileSync(git.log, "utf8")
        .split("\n")
        .filter((l) => l !== "");
    };
    // git grep (stale copies), for-each-ref (tags), log -n50 (gitmoji, scientific subjects), git
    // grep (the planned configuration's stale copies), log (the range): origin/HEAD is read from
    // its file, and the version report takes the tags read first (was 8); the repository is found
    // by reading .git (was 6, with rev-parse).
    const cloned = calls(smallProject());
    expect(cloned.map((c) => c.split(" ")[0])).toEqual(["grep", "for-each-ref", "log", "grep", "-c"]);
    // Without origin: which of origin/main, origin/master, main, master exist, in one for-each-ref
    // (was symbolic-ref and a rev-parse per candidate: 11 in all).
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2", "demo-pkg") });
    repo.tag("v1.4.2");
    repo.commit("feat: a");
    const local = calls(repo.dir);
    expect(local).toContain(
      "for-each-ref --format=%(refname) refs/remotes/origin/main refs/remotes/origin/master refs/heads/main refs/heads/master",
    );
    expect(local).toHaveLength(6);
    expect(releaser(["init", "--dry-run"], { cwd: repo.dir, env: NO_TOKENS }).stdout).toContain(
      "release branch main (main exists; origin names no default branch)",
    );
  });

  it("release-pr on a code host asks origin once: its tags, HEAD and branches in one listing", async () => {
    const h = await hostedRepo();
    const git = recordingGit();
    const before = h.git.requests.length;
    const result = await h.run(["release-pr", "--dry-run"], { PATH: git.path });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /^Dry run: would create branch releaser\/main with the release commit for 1\.5\.0/,
    );
    const calls = readFileSync(git.log, "utf8")
      .split("\n")
      .filter((l) => l !== "");
    // The small project's five: the branches' ls-remote after the PR look-up and the origin read's
    // second for-each-ref are gone (was 8), and rev-parse (was 6).
    expect(calls.filter((c) => c.startsWith("ls-remote"))).toEqual([
      "ls-remote --symref origin HEAD refs/heads/* refs/tags/*",
    ]);
    expect(calls).toHaveLength(5);
    // One round trip to origin (the listing), where there were two.
    expect(
      h.git.requests
        .slice(before)
        .map((r) => `${r.method} ${r.path.replace(/^.*\.git/, "")}?${r.query.service}`),
    ).toEqual(["GET /info/refs?git-upload-pack"]);
  });

  it("--offline (or RELEASER_OFFLINE=1) asks origin nothing, and says so once", () => {
    const dir = smallProject();
    for (const [args, env] of [
      [["check", "--json", "--offline"], {}],
      [["update", "--dry-run"], { RELEASER_OFFLINE: "1" }],
    ] as const) {
      const git = recordingGit();
      const result = releaser(args, { cwd: dir, env: { ...NO_TOKENS, ...env, PATH: git.path } });
      expect(result.code, result.stderr).toBe(0);
      const calls = readFileSync(git.log, "utf8")
        .split("\n")
        .filter((l) => l !== "");
      expect(calls.filter((c) => c.startsWith("ls-remote"))).toEqual([]);
      expect(calls).toHaveLength(3);
      expect(result.stderr.split("\n").filter((l) => l.startsWith("warning: offline"))).toEqual([
        "warning: offline: only this clone's tags were read, so a version tagged only on origin is not seen (drop --offline, or unset RELEASER_OFFLINE, to ask origin)",
      ]);
    }
  });
});
