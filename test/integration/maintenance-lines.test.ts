import { describe, expect, it } from "vitest";
import { splitErrorLine } from "../helpers/error-line.ts";
import { hostedRepo } from "../helpers/hosted-repo.ts";
import { makeRepo, pyproject, releaser, type TempRepo } from "../helpers/repo.ts";
import { snapshotTree } from "../helpers/tree-snapshot.ts";

/**
 * Maintenance lines as release branches (issue 43 case 5, DESIGN 3 and 4): `release_branch` takes
 * names and globs; a release on a line stays in it; a line's release is never "Latest"; off every
 * release branch, the error names the setting to add.
 */

const LINES = '\n[tool.releaser]\nrelease_branch = ["main", "*.x"]\n';

/** v1.4.2, then v1.5.0 on main, and branch 1.4.x cut at v1.4.2 with `commits` on it (checked out). */
function lineProject(config: string, commits: string[]): TempRepo {
  const repo = makeRepo({
    "pyproject.toml": pyproject("1.4.2", "demo-pkg", config),
    "src/demo_pkg/__init__.py": '__version__ = "1.4.2"\n',
  });
  repo.tag("v1.4.2");
  repo.git("branch", "1.4.x");
  repo.commit("feat: new on main");
  repo.commit("chore(release): 1.5.0", {
    "pyproject.toml": pyproject("1.5.0", "demo-pkg", config),
    "src/demo_pkg/__init__.py": '__version__ = "1.5.0"\n',
  });
  repo.tag("v1.5.0");
  repo.git("checkout", "-q", "1.4.x");
  for (const message of commits) repo.commit(message);
  return repo;
}

describe("a release on a maintenance line stays in it", () => {
  it("a fix on 1.4.x gives 1.4.3, whatever main released", () => {
    const repo = lineProject(LINES, ["fix: a backport"]);
    const result = releaser(["check", "--json"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ last_tag: "v1.4.2", next_version: "1.4.3" });
  });

  it("a feat on 1.4.x is refused by check and update with one line naming the line and the ways to stay; nothing changes", () => {
    const repo = lineProject(LINES, ["feat: a feature on the old line"]);
    const before = snapshotTree(repo.dir);
    const head = repo.git("rev-parse", "HEAD");
    for (const args of [["check"], ["update"], ["update", "--dry-run"]]) {
      const result = releaser(args, { cwd: repo.dir });
      expect(result.code, args.join(" ")).toBe(1);
      expect(splitErrorLine(result.stderr.trim()).message).toBe(
        "error: 1.4.x is the 1.4 line, but the commits since v1.4.2 ask for a minor release (1.6.0), which leaves it; release that from the trunk, or keep it in the line with --bump patch or --release-as 1.4.3 (or a Release-As: 1.4.3 footer in a commit message, which release-pr reads); nothing was written",
      );
    }
    expect(snapshotTree(repo.dir)).toEqual(before);
    expect(repo.git("rev-parse", "HEAD")).toBe(head);
    // The ways out the line names work.
    const patch = releaser(["check", "--json", "--bump", "patch"], { cwd: repo.dir });
    expect(JSON.parse(patch.stdout)).toMatchObject({ next_version: "1.4.3" });
    const forced = releaser(["check", "--json", "--release-as", "1.4.3"], { cwd: repo.dir });
    expect(JSON.parse(forced.stdout)).toMatchObject({ next_version: "1.4.3" });
  });

  it("the line is read from the branch's name under a folder too (maintenance/1.4.x), and --bump minor is refused there", () => {
    const repo = lineProject('\n[tool.releaser]\nrelease_branch = ["main", "maintenance/*"]\n', []);
    repo.git("checkout", "-q", "-b", "maintenance/1.4.x");
    repo.commit("fix: x");
    const result = releaser(["check", "--bump", "minor"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "error: maintenance/1.4.x is the 1.4 line, but --bump minor asks for a minor release",
    );
  });
});

describe("release-pr and release on a maintenance line", () => {
  it("a list with *.x lets release-pr open the PR into 1.4.x, and release makes 1.4.3, not marked latest", async () => {
    const h = await hostedRepo(LINES);
    // main: v1.4.2, fix, feat (hostedRepo's history); released as 1.5.0 there.
    await h.repo.gitAsync("tag", "v1.5.0");
    await h.push("--tags");
    await h.repo.gitAsync("checkout", "-q", "-b", "1.4.x", "v1.4.2");
    await h.repo.commitAsync("fix: a backport");
    await h.push("1.4.x");
    await h.repo.gitAsync("branch", "-q", "--set-upstream-to=origin/1.4.x");
    const pr = await h.run(["release-pr", "--json"]);
    expect(pr.code, pr.stderr).toBe(0);
    const opened = h.github.pulls[0];
    expect(opened).toMatchObject({
      base: { ref: "1.4.x" },
      head: { ref: "releaser/1.4.x" },
      title: "chore(release): 1.4.3",
    });
    // Merged into the line: the line's head moves to the PR's commit.
    await h.remoteGit("fetch", "-q", "origin", "releaser/1.4.x");
    await h.repo.gitAsync("merge", "-q", "--ff-only", "FETCH_HEAD");
    await h.push("1.4.x");
    h.github.merge(opened?.number ?? 0);
    const release = await h.run(["release", "--skip-build"]);
    expect(release.code, release.stderr).toBe(0);
    const made = h.github.releases.find((r) => r.tag_name === "v1.4.3");
    expect(made?.make_latest).toBe("false");
  });

  it("off every release branch, release-pr names the setting to add (a list, with the branch)", async () => {
    const h = await hostedRepo('\n[tool.releaser]\nrelease_branch = "main"\n');
    await h.repo.gitAsync("checkout", "-q", "-b", "1.4.x", "v1.4.2");
    await h.repo.commitAsync("fix: a backport");
    const result = await h.run(["release-pr"]);
    expect(result.code).toBe(1);
    expect(splitErrorLine(result.stderr.trim().split("\n").at(-1) ?? "").message).toBe(
      'error: release-pr runs on the release branch "main" (release_branch), but HEAD is on "1.4.x"; check out main, or, to release from "1.4.x" too, add it to the setting: release_branch = ["main", "1.4.x"] (in GitHub Actions, run it on push to main; in GitLab CI, in a pipeline for main)',
    );
    expect(h.github.pulls).toEqual([]);
  });
});

describe("the setting", () => {
  it.each([
    ["release_branch = []", 'key "tool.releaser.release_branch"'],
    ['release_branch = ["main", "a..b"]', '"a..b" cannot be a git branch name'],
    ['release_branch = ["main", ""]', "must not be empty"],
    [
      'release_branch = "*.x"',
      'one release_branch names one branch; to add maintenance lines, give a list with the trunk first: release_branch = ["main", "*.x"]',
    ],
    ["release_branch = []", "an empty list names no branch"],
  ])("%s is one error line naming the key, and nothing changes", (line, expected) => {
    const repo = makeRepo({
      "pyproject.toml": pyproject("1.0.0", "demo-pkg", `\n[tool.releaser]\n${line}\n`),
    });
    repo.commit("fix: x");
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(expected);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("init keeps a configured list, and the workflow's push filter names every entry", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0", "demo-pkg", LINES) });
    const result = releaser(["init", "--dry-run"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("would keep pyproject.toml");
    expect(result.stdout).toContain('branches: ["main", "*.x"]');
  });
});
