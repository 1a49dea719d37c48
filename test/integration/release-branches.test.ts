import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, releaser, type TempRepo } from "../helpers/repo.ts";

/**
 * Releases tagged on release branches (DESIGN 4, issue 32; pytest tags 9.0.x, cut from main and
 * never merged back): the newest release of such a branch cut after main's own last release is the
 * base, and what it released as cherry-picks is neither counted nor listed again.
 */
const pyproject = (version: string) => `[project]\nname = "acme"\nversion = "${version}"\n`;

/** main: v1.4.0, a feat; 2.0.x cut there: a breaking change released as 2.0.0, a fix of main cherry-picked as 2.0.1. */
function releaseBranchRepo(): { repo: TempRepo; fix: string } {
  const repo = makeRepo({ "pyproject.toml": pyproject("1.4.0") });
  repo.tag("v1.4.0");
  repo.commit("feat: before the cut", { "a.txt": "a\n" });
  repo.git("checkout", "-q", "-b", "2.0.x");
  repo.commit("feat!: two", { "b.txt": "b\n" });
  repo.commit("chore(release): 2.0.0", { "pyproject.toml": pyproject("2.0.0") });
  repo.tag("v2.0.0");
  repo.git("checkout", "-q", "main");
  repo.commit("fix: a bug on main", { "c.txt": "fixed\n" });
  const fix = repo.git("rev-parse", "HEAD").trim();
  repo.git("checkout", "-q", "2.0.x");
  repo.git("-c", "user.name=T", "-c", "user.email=t@example.com", "cherry-pick", "-x", fix);
  repo.commit("chore(release): 2.0.1", { "pyproject.toml": pyproject("2.0.1") });
  repo.tag("v2.0.1");
  repo.git("checkout", "-q", "main");
  repo.commit("feat: new on main", { "d.txt": "d\n" });
  return { repo, fix };
}

describe("releases tagged on release branches", () => {
  it("a feat on main after 2.0.0/2.0.1 were released on 2.0.x gives 2.1.0, listing neither released change", () => {
    const { repo } = releaseBranchRepo();
    const doc = checkJson(repo.dir);
    expect(doc).toMatchObject({
      last_tag: "v2.0.1",
      next_version: "2.1.0",
      bump: "minor",
      commits: { total: 1, conventional: 1 },
      released_on_branch: { cherry_picks: 1 },
      taken_versions: [],
    });
    expect(doc.changelog).toContain("- New on main");
    expect(doc.changelog).not.toContain("A bug on main");
    expect(doc.changelog).not.toContain("Two");
    const text = releaser(["check"], { cwd: repo.dir });
    expect(text.stdout).toContain(
      "last release  v2.0.1 (2.0.1), tagged on a release branch cut from this line; 1 commit released there as a cherry-pick is left out",
    );
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toContain('version = "2.1.0"');
  });

  it("a pick whose patch changed (a conflict resolved) is still known by its (cherry picked from commit) line", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0"), "f.txt": "one\n" });
    repo.tag("v1.0.0");
    repo.git("checkout", "-q", "-b", "1.1.x");
    repo.commit("feat: branch work", { "f.txt": "branch\n" });
    repo.git("checkout", "-q", "main");
    repo.commit("fix: on main", { "f.txt": "main\n" });
    const fix = repo.git("rev-parse", "HEAD").trim();
    repo.git("checkout", "-q", "1.1.x");
    // The same fix, written differently on the branch, with git's trailer naming main's commit.
    repo.commit(`fix: on main\n\n(cherry picked from commit ${fix})`, { "f.txt": "branch and main\n" });
    repo.commit("chore(release): 1.1.0", { "pyproject.toml": pyproject("1.1.0") });
    repo.tag("v1.1.0");
    repo.git("checkout", "-q", "main");
    repo.commit("fix: another", { "g.txt": "g\n" });
    expect(checkJson(repo.dir)).toMatchObject({
      last_tag: "v1.1.0",
      next_version: "1.1.1",
      commits: { total: 1 },
      released_on_branch: { cherry_picks: 1 },
    });
  });

  it("a pick without -x is known by its subject and the same change; the same subject with another change is not", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0"), "f.txt": "one\n", "g.txt": "g\n" });
    repo.tag("v1.0.0");
    repo.git("checkout", "-q", "-b", "1.1.x");
    repo.commit("chore(release): 1.1.0", { "pyproject.toml": pyproject("1.1.0") });
    repo.tag("v1.1.0");
    repo.git("checkout", "-q", "main");
    repo.commit("fix: the same change", { "f.txt": "fixed\n" });
    const same = repo.git("rev-parse", "HEAD").trim();
    repo.commit("fix: typo", { "g.txt": "g on main\n" });
    repo.git("checkout", "-q", "1.1.x");
    // Picked without -x (no trailer): the same subject and change, whitespace aside.
    repo.git("-c", "user.name=T", "-c", "user.email=t@example.com", "cherry-pick", same);
    // Another commit that happens to share a subject with one of main's, with another change.
    repo.commit("fix: typo", { "g.txt": "g on the branch\n" });
    repo.commit("chore(release): 1.1.1", { "pyproject.toml": pyproject("1.1.1") });
    repo.tag("v1.1.1");
    repo.git("checkout", "-q", "main");
    const doc = checkJson(repo.dir);
    expect(doc).toMatchObject({
      last_tag: "v1.1.1",
      next_version: "1.1.2",
      commits: { total: 1 },
      released_on_branch: { cherry_picks: 1 },
    });
    expect(doc.changelog).toContain("- Typo");
    expect(doc.changelog).not.toContain("The same change");
  });

  it("main behind origin/main, whose newer release is main's own: not a release branch's, with origin/main read from its files", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0") });
    repo.tag("v1.0.0");
    repo.commit("feat: released on main", { "b.txt": "b\n" });
    repo.commit("chore(release): 1.1.0", { "pyproject.toml": pyproject("1.1.0") });
    repo.tag("v1.1.0");
    // origin/main (fetched, as a symbolic origin/HEAD names it) has the release; main does not yet.
    repo.git("update-ref", "refs/remotes/origin/main", "HEAD");
    repo.git("symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/main");
    repo.git("reset", "-q", "--hard", "v1.0.0");
    repo.commit("fix: local", { "c.txt": "c\n" });
    const result = releaser(["check", "--json", "-v"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      last_tag: "v1.0.0",
      next_version: "1.0.1",
      commits: { total: 1 },
      released_on_branch: null,
    });
    // origin/main is none of the commits the walk read: git is asked what origin/main reaches.
    expect(result.stderr).toContain("--left-right");
    expect(result.stderr).toContain(
      "--not HEAD refs/heads/main refs/remotes/origin/main refs/remotes/origin/HEAD",
    );
  });

  it("on main, a release branch's side is read in the walk of the range: no second walk", () => {
    const { repo } = releaseBranchRepo();
    const result = releaser(["check", "--json", "-v"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      last_tag: "v2.0.1",
      released_on_branch: { cherry_picks: 1 },
    });
    const calls = result.stderr.split("\n").filter((l) => l.startsWith("  > git "));
    expect(calls.filter((c) => / log /.test(c))).toHaveLength(1);
    expect(calls.find((c) => / log /.test(c))).toContain("--left-right --boundary refs/tags/v2.0.1...HEAD");
    expect(result.stderr).not.toContain("--ignore-missing");
  });

  it("on a maintenance branch of an older line, main's newer release is not its base", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.1.0") });
    repo.tag("v1.1.0");
    repo.git("checkout", "-q", "-b", "1.1.x");
    repo.git("checkout", "-q", "main");
    repo.commit("feat: main feature", { "m.txt": "m\n" });
    repo.commit("chore(release): 1.2.0", { "pyproject.toml": pyproject("1.2.0") });
    repo.tag("v1.2.0");
    repo.git("checkout", "-q", "1.1.x");
    repo.commit("fix: backport", { "b.txt": "b\n" });
    expect(checkJson(repo.dir)).toMatchObject({
      last_tag: "v1.1.0",
      next_version: "1.1.1",
      released_on_branch: null,
    });
  });

  it("on a maintenance branch, a newer line's release tagged on its own release branch is not its base either", () => {
    // main: v2.12.0; 2.12.x cut there for fixes; 2.13.x cut later, 2.13.0 tagged there, never merged back.
    const repo = makeRepo({ "pyproject.toml": pyproject("2.12.0") });
    repo.tag("v2.12.0");
    repo.git("checkout", "-q", "-b", "2.12.x");
    repo.git("checkout", "-q", "main");
    repo.commit("feat: main feature", { "m.txt": "m\n" });
    repo.git("checkout", "-q", "-b", "2.13.x");
    repo.commit("chore(release): 2.13.0", { "pyproject.toml": pyproject("2.13.0") });
    repo.tag("v2.13.0");
    repo.git("checkout", "-q", "2.12.x");
    repo.commit("fix: backport", { "b.txt": "b\n" });
    expect(checkJson(repo.dir)).toMatchObject({
      last_tag: "v2.12.0",
      next_version: "2.12.1",
      released_on_branch: null,
    });
  });

  it("on the next line's release branch, the older line's release tagged on its own branch is still the base", () => {
    // main (old tags only); release-2.2 cut and 2.2.0 tagged there; later release-2.3 cut from main.
    const repo = makeRepo({ "pyproject.toml": pyproject("0.4.0") });
    repo.tag("v0.4.0");
    repo.commit("feat: the 2.2 work", { "a.txt": "a\n" });
    repo.git("checkout", "-q", "-b", "release-2.2");
    repo.commit("chore(release): 2.2.0", { "pyproject.toml": pyproject("2.2.0") });
    repo.tag("v2.2.0");
    repo.git("checkout", "-q", "main");
    repo.commit("feat: the 2.3 work", { "b.txt": "b\n" });
    repo.git("checkout", "-q", "-b", "release-2.3");
    expect(checkJson(repo.dir)).toMatchObject({ last_tag: "v2.2.0", next_version: "2.3.0" });
  });

  it("a release branch cut before main's own last release is an older line: main keeps its base", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0") });
    repo.tag("v1.0.0");
    repo.git("checkout", "-q", "-b", "old");
    repo.git("checkout", "-q", "main");
    repo.commit("feat: x", { "x.txt": "x\n" });
    repo.commit("chore(release): 1.1.0", { "pyproject.toml": pyproject("1.1.0") });
    repo.tag("v1.1.0");
    repo.git("checkout", "-q", "old");
    repo.commit("feat!: a rewrite that went nowhere", { "r.txt": "r\n" });
    repo.tag("v2.0.0");
    repo.git("checkout", "-q", "main");
    repo.commit("fix: y", { "y.txt": "y\n" });
    // 2.0.0 is taken (never proposed again), but main's line goes on from 1.1.0.
    expect(checkJson(repo.dir)).toMatchObject({
      last_tag: "v1.1.0",
      next_version: "1.1.1",
      released_on_branch: null,
    });
  });
});
