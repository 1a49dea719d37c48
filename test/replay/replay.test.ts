import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { makeRepo, pyproject, type TempRepo, tempDir } from "../helpers/repo.ts";
import { git } from "./git.ts";
import { findReleases, lineBranchName, type Release } from "./releases.ts";
import { commitsOfChoice, replayRelease } from "./replay-release.ts";

/**
 * The replay harness on repositories built here with a known history: the release it finds (tag,
 * release commit, branch), the state it replays from, and the verdict it gives.
 */
function released(
  repo: TempRepo,
  version: string,
  files: Record<string, string>,
  message = `chore(release): ${version}`,
) {
  repo.commit(message, files);
  repo.tag(`v${version}`, `v${version}`);
}

function changelog(...versions: string[]): string {
  return `# Changelog\n\n${versions.map((v) => `## [${v}] - 2025-11-21\n\n- Change\n`).join("\n")}`;
}

/** A conventional project: 1.0.0, a feature, 1.1.0 made by a release commit. */
function conventional(extra: (v: string) => Record<string, string> = () => ({})): TempRepo {
  const repo = makeRepo({
    "pyproject.toml": pyproject("1.0.0", "demo"),
    "CHANGELOG.md": changelog("1.0.0"),
    ...extra("1.0.0"),
  });
  repo.tag("v1.0.0", "v1.0.0");
  repo.commit("feat: stream reader", { "src/demo/io.py": "x = 1\n" });
  released(repo, "1.1.0", {
    "pyproject.toml": pyproject("1.1.0", "demo"),
    "CHANGELOG.md": changelog("1.1.0", "1.0.0"),
    ...extra("1.1.0"),
  });
  return repo;
}

function replayNewest(repo: TempRepo) {
  const found = findReleases(repo.dir, 1);
  const release = found.releases[0];
  if (!release) throw new Error("no release found");
  return {
    found,
    record: replayRelease("demo", repo.dir, release, found.defaultBranch, tempDir("replay-scratch-")),
  };
}

describe("findReleases", () => {
  it("finds the newest final releases of the main tag shape, each with the commit that set its version", () => {
    const repo = conventional();
    repo.commit("fix: off by one", { "src/demo/io.py": "x = 2\n" });
    repo.commit("chore(release): 1.1.1", { "pyproject.toml": pyproject("1.1.1", "demo") });
    repo.commit("docs: after the bump");
    repo.tag("v1.1.1", "v1.1.1");
    repo.tag("v1.2.0rc1", "a pre-release is not a final release");
    repo.tag("nightly", "not a version");
    const found = findReleases(repo.dir, 5);
    expect(found.shape).toBe("v{version}");
    expect(found.releases.map((r) => [r.tag, r.version, r.branch, r.onTrunk])).toEqual([
      ["v1.1.1", "1.1.1", "main", true],
      ["v1.1.0", "1.1.0", "main", true],
    ]);
    // 1.0.0 was set by the first commit: there is no state before it to replay.
    expect(found.skipped).toEqual([{ tag: "v1.0.0", reason: "its release commit is the first commit" }]);
    const [newest] = found.releases;
    // The release commit is the bump, not the docs commit the tag sits on.
    expect(git(repo.dir, ["show", "-s", "--format=%s", newest?.releaseCommit ?? ""]).trim()).toBe(
      "chore(release): 1.1.1",
    );
    expect(newest?.tagCommit).toBe(repo.git("rev-parse", "v1.1.1^{commit}").trim());
  });

  it("a version set ahead, right after the release below, is released at its tag", () => {
    const repo = conventional();
    repo.commit("Version 1.1.1 placeholder", { "pyproject.toml": pyproject("1.1.1", "demo") });
    repo.commit("fix: off by one", { "src/demo/io.py": "x = 2\n" });
    repo.commit("- 1.1.1", { "CHANGELOG.md": changelog("1.1.1", "1.1.0", "1.0.0") });
    repo.tag("v1.1.1", "v1.1.1");
    const [newest] = findReleases(repo.dir, 1).releases;
    expect(newest?.releaseCommit).toBe(repo.git("rev-parse", "v1.1.1^{commit}").trim());
  });

  it("a fix and the bump in one commit right after the release below is no placeholder", () => {
    const repo = conventional();
    repo.commit("fix fonts", { "pyproject.toml": pyproject("1.1.1", "demo"), "src/demo/io.py": "x = 2\n" });
    repo.commit("Merge pull request #3 from fonts");
    repo.tag("v1.1.1", "v1.1.1");
    const [newest] = findReleases(repo.dir, 1).releases;
    expect(git(repo.dir, ["show", "-s", "--format=%s", newest?.releaseCommit ?? ""]).trim()).toBe(
      "fix fonts",
    );
  });

  it("the version on a line that names it beats a docstring's versionadded in a later commit", () => {
    const repo = conventional();
    repo.commit("fix: off by one", { "src/demo/io.py": "x = 2\n" });
    repo.commit("chore(release): 1.1.1", { "pyproject.toml": pyproject("1.1.1", "demo") });
    repo.commit("add a reader", { "src/demo/read.py": '"""Reads.\n\n.. versionadded:: 1.1.1\n"""\n' });
    repo.tag("v1.1.1", "v1.1.1");
    const [newest] = findReleases(repo.dir, 1).releases;
    expect(git(repo.dir, ["show", "-s", "--format=%s", newest?.releaseCommit ?? ""]).trim()).toBe(
      "chore(release): 1.1.1",
    );
  });

  it("a test that pretends to be the coming version, long before the release, does not set it", () => {
    const dynamic = '[project]\nname = "demo"\ndynamic = ["version"]\n';
    const repo = makeRepo({ "pyproject.toml": dynamic, "docs/changelog.md": changelog("1.0.0") });
    repo.tag("v1.0.0", "v1.0.0");
    repo.commit("feat: a reader", { "src/demo/read.py": "y = 1\n" });
    repo.commit("feat: rename a setting", {
      "tests/test_settings.py": 'monkeypatch.setattr(settings, "__version__", "1.1.0")\n',
    });
    repo.commit("fix: off by one", { "src/demo/io.py": "x = 2\n" });
    released(repo, "1.1.0", { "docs/changelog.md": changelog("1.1.0", "1.0.0") }, "docs: prepare for 1.1.0");
    const [newest] = findReleases(repo.dir, 1).releases;
    expect(git(repo.dir, ["show", "-s", "--format=%s", newest?.releaseCommit ?? ""]).trim()).toBe(
      "docs: prepare for 1.1.0",
    );
  });

  it("a header that spells the version in parts: the commit that set its defines is the release commit", () => {
    const header = (patch: string) =>
      `#define DEMO_VERSION_MAJOR 1\n#define DEMO_VERSION_MINOR 1\n#define DEMO_VERSION_PATCH ${patch}\n`;
    const repo = conventional(() => ({ "include/demo/version.h": header("0") }));
    repo.commit("fix: off by one", { "src/demo/io.py": "x = 2\n" });
    repo.commit("Bump version to 1.1.1", { "include/demo/version.h": header("1") });
    repo.commit("docs: the 1.1.1 changelog", { "CHANGELOG.md": changelog("1.1.1", "1.1.0", "1.0.0") });
    repo.tag("v1.1.1", "v1.1.1");
    const [newest] = findReleases(repo.dir, 1).releases;
    expect(git(repo.dir, ["show", "-s", "--format=%s", newest?.releaseCommit ?? ""]).trim()).toBe(
      "Bump version to 1.1.1",
    );
  });

  it("a header's development version (a release level of alpha) is not the release: the commit that makes it final is", () => {
    const header = (level: string, patch: string) =>
      `#define DEMO_VERSION_MAJOR 1\n#define DEMO_VERSION_MINOR 2\n#define DEMO_VERSION_MICRO 0\n` +
      `#define DEMO_VERSION_RELEASE_LEVEL PY_RELEASE_LEVEL_${level}\n#define DEMO_VERSION_RELEASE_SERIAL 0\n` +
      `#define DEMO_VERSION_PATCH ${patch}\n`;
    const repo = conventional(() => ({ "include/demo/common.h": header("FINAL", "0") }));
    repo.commit("chore: start 1.2.0", { "include/demo/common.h": header("ALPHA", "0a0") });
    // A message that names the coming version on a line with VERSION in it: no setting of the version.
    repo.commit("fix: require a newer internals version", {
      "include/demo/internals.h": '#error "DEMO_INTERNALS_VERSION 12 is the minimum for demo v1.2.0"\n',
    });
    repo.commit("fix: off by one", { "src/demo/io.py": "x = 2\n" });
    repo.commit("chore: prepare 1.2.0 release", {
      "include/demo/common.h": header("FINAL", "0"),
      "CHANGELOG.md": changelog("1.2.0", "1.1.0", "1.0.0"),
    });
    repo.tag("v1.2.0", "v1.2.0");
    const [newest] = findReleases(repo.dir, 1).releases;
    expect(git(repo.dir, ["show", "-s", "--format=%s", newest?.releaseCommit ?? ""]).trim()).toBe(
      "chore: prepare 1.2.0 release",
    );
  });

  it("a floating tag moved to each patch release is no release of its own", () => {
    const repo = conventional();
    repo.commit("fix: off by one", { "src/demo/io.py": "x = 2\n" });
    released(repo, "1.1.1", { "pyproject.toml": pyproject("1.1.1", "demo") });
    repo.git("tag", "-f", "v1.1", "v1.1.1^{commit}");
    const found = findReleases(repo.dir, 5);
    expect(found.releases.map((r) => r.tag)).toEqual(["v1.1.1", "v1.1.0"]);
    expect(found.skipped).toContainEqual({
      tag: "v1.1",
      reason: "a floating tag on the commit of a longer version's tag",
    });
  });

  it("reads tags that spell the version with underscores, and takes the shape most releases have", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("2.0.51", "demo") });
    repo.tag("rel_2_0_51", "rel_2_0_51");
    released(repo, "2.0.52", { "pyproject.toml": pyproject("2.0.52", "demo") }, "Bump to 2.0.52");
    repo.git("tag", "-d", "v2.0.52");
    repo.tag("rel_2_0_52", "rel_2_0_52");
    repo.tag("other-1.0.0", "one tag of another shape");
    const found = findReleases(repo.dir, 5);
    expect(found.shape).toBe('rel_{version} (parts joined by "_")');
    expect(found.releases.map((r) => [r.tag, r.version])).toEqual([["rel_2_0_52", "2.0.52"]]);
    expect(found.skipped.map((s) => s.tag)).toEqual(["rel_2_0_51"]);
  });

  it("a release made on a maintenance line is replayed on that line", () => {
    const repo = conventional();
    repo.git("checkout", "-q", "-b", "1.0.x", "v1.0.0");
    repo.commit("fix: backport", { "src/demo/io.py": "x = 3\n" });
    released(repo, "1.0.1", { "pyproject.toml": pyproject("1.0.1", "demo") });
    repo.git("checkout", "-q", "main");
    const found = findReleases(repo.dir, 5);
    const backport = found.releases.find((r) => r.tag === "v1.0.1");
    expect(backport).toMatchObject({ branch: "1.0.x", onTrunk: false });
    expect(found.defaultBranch).toBe("main");
  });
});

describe("findReleases: a release merged forward", () => {
  it("a release made on its line after a higher one and merged forward into main is replayed on the line", () => {
    const repo = conventional();
    repo.git("checkout", "-q", "-b", "1.0", "v1.0.0");
    repo.commit("fix: backport", { "src/demo/io.py": "x = 3\n" });
    released(repo, "1.0.1", { "pyproject.toml": pyproject("1.0.1", "demo") });
    repo.git("checkout", "-q", "main");
    repo.git("merge", "-q", "--no-ff", "-s", "ours", "-m", "Merge branch 1.0", "1.0");
    const found = findReleases(repo.dir, 5);
    expect(found.releases.find((r) => r.tag === "v1.0.1")).toMatchObject({ branch: "1.0", onTrunk: false });
    // main's own release stays main's.
    expect(found.releases.find((r) => r.tag === "v1.1.0")).toMatchObject({ branch: "main", onTrunk: true });
  });

  it("its line's branch deleted since: replayed on that branch made again, where releaser proposes it", () => {
    const repo = conventional();
    repo.git("checkout", "-q", "-b", "1.0", "v1.0.0");
    repo.commit("fix: backport", { "src/demo/io.py": "x = 3\n" });
    released(repo, "1.0.1", { "pyproject.toml": pyproject("1.0.1", "demo") });
    repo.git("checkout", "-q", "main");
    repo.git("merge", "-q", "--no-ff", "-s", "ours", "-m", "Merge branch 1.0", "1.0");
    repo.git("branch", "-D", "1.0");
    const found = findReleases(repo.dir, 5);
    const release = found.releases.find((r) => r.tag === "v1.0.1");
    expect(release).toMatchObject({ branch: "1.0.x", onTrunk: false });
    const record = replayRelease(
      "demo",
      repo.dir,
      release as Release,
      found.defaultBranch,
      tempDir("replay-"),
    );
    expect(record).toMatchObject({ branch: "1.0.x", proposed_version: "1.0.1" });
  });
});

describe("findReleases: the release below made on a line's branch", () => {
  it("searches the trunk's commits since the line forked, not all history (another package's old bump of the same version)", () => {
    // Two packages: the app's version comes from its tags (its release commit writes only the
    // changelog), the library's from its __about__.py, which once went from 1.2.0 to 1.2.1.
    const repo = makeRepo({
      "pyproject.toml": pyproject("0.0.0", "demo"),
      "CHANGELOG.md": changelog("1.0.0"),
      "lib/src/lib/__about__.py": "__version__ = '1.2.0'\n",
    });
    repo.tag("v1.0.0", "v1.0.0");
    repo.commit("release the library 1.2.1", { "lib/src/lib/__about__.py": "__version__ = '1.2.1'\n" });
    repo.commit("feat: stream reader", { "src/demo/io.py": "x = 1\n" });
    released(repo, "1.1.0", { "CHANGELOG.md": changelog("1.1.0", "1.0.0") });
    repo.git("checkout", "-q", "-b", "1.1.x", "v1.1.0");
    repo.commit("fix: backport", { "src/demo/io.py": "x = 3\n" });
    released(repo, "1.1.1", { "CHANGELOG.md": changelog("1.1.1", "1.1.0", "1.0.0") });
    repo.git("checkout", "-q", "main");
    repo.commit("feat: a writer", { "src/demo/write.py": "y = 1\n" });
    released(
      repo,
      "1.2.0",
      { "CHANGELOG.md": changelog("1.2.0", "1.1.0", "1.0.0") },
      "release the app 1.2.0",
    );
    repo.commit("docs: after the release");
    const found = findReleases(repo.dir, 5);
    const release = found.releases.find((r) => r.tag === "v1.2.0");
    expect(git(repo.dir, ["show", "-s", "--format=%s", release?.releaseCommit ?? ""]).trim()).toBe(
      "release the app 1.2.0",
    );
    expect(release).toMatchObject({ branch: "main", onTrunk: true });
  });
});

describe("findReleases: a maintenance line whose branch is gone", () => {
  /** 1.1.0 on main, then main moves on; 1.1.1 released from a line's branch, deleted since. */
  function deletedLine(lineBranch: string, others: string[] = []): TempRepo {
    const repo = conventional();
    for (const other of others) repo.git("branch", other, "v1.0.0");
    repo.commit("feat: a writer", { "src/demo/write.py": "y = 1\n" });
    repo.git("checkout", "-q", "-b", lineBranch, "v1.1.0");
    repo.commit("fix: off by one", { "src/demo/io.py": "x = 2\n" });
    released(repo, "1.1.1", {
      "pyproject.toml": pyproject("1.1.1", "demo"),
      "CHANGELOG.md": changelog("1.1.1", "1.1.0", "1.0.0"),
    });
    repo.git("checkout", "-q", "main");
    repo.git("branch", "-D", lineBranch);
    return repo;
  }

  it("is replayed on the line's branch made again, named as the project names its other lines", () => {
    const repo = deletedLine("maint/1.1", ["maint/0.9", "maint/1.0", "feature/x"]);
    const found = findReleases(repo.dir, 5);
    expect(found.skipped).toEqual([{ tag: "v1.0.0", reason: "its release commit is the first commit" }]);
    const release = found.releases.find((r) => r.tag === "v1.1.1");
    expect(release).toMatchObject({ branch: "maint/1.1", onTrunk: false });
    const record = replayRelease(
      "demo",
      repo.dir,
      release as Release,
      found.defaultBranch,
      tempDir("replay-"),
    );
    expect(record).toMatchObject({ branch: "maint/1.1", proposed_version: "1.1.1", verdict: "right" });
    // The mirror is only read: no branch was made in it.
    expect(repo.git("branch", "--list", "maint/1.1").trim()).toBe("");
  });

  it("is named <major>.<minor>.x when no branch names a line", () => {
    const repo = deletedLine("release-fixes");
    expect(findReleases(repo.dir, 5).releases.find((r) => r.tag === "v1.1.1")).toMatchObject({
      branch: "1.1.x",
      onTrunk: false,
    });
    expect(lineBranchName(repo.dir, [2, 3, 1], "main")).toBe("2.3.x");
    repo.git("branch", "2.0", "v1.0.0");
    repo.git("branch", "1.9", "v1.0.0");
    repo.git("branch", "maint/1.x", "v1.0.0");
    expect(lineBranchName(repo.dir, [2, 3, 1], "main")).toBe("2.3");
  });

  it("a version from the tag: a later commit on the tag's branch that names the version is not its release", () => {
    const dynamic = '[project]\nname = "demo"\ndynamic = ["version"]\n';
    const repo = makeRepo({ "pyproject.toml": dynamic });
    repo.tag("v1.0.0", "v1.0.0");
    repo.commit("fix: off by one", { "src/demo/io.py": "x = 2\n" });
    repo.tag("v1.1.0", "v1.1.0");
    repo.commit("Cite the release", { "CITATION.cff": "cff-version: 1.2.0\nversion: 1.1.0\n" });
    repo.git("branch", "1.0.x", "v1.0.0");
    const release = findReleases(repo.dir, 5).releases.find((r) => r.tag === "v1.1.0");
    expect(release).toMatchObject({ branch: "main", onTrunk: true });
    expect(release?.releaseCommit).toBe(repo.git("rev-parse", "v1.1.0^{commit}").trim());
  });

  it("a tag put on a trunk commit that does not carry its version: the line's commit that set it is the release's", () => {
    const repo = conventional();
    repo.git("checkout", "-q", "-b", "maint/1.0", "v1.0.0");
    repo.commit("fix: backport", { "src/demo/io.py": "x = 3\n" });
    repo.commit("Bump version: 1.0.0 → 1.0.1", { "pyproject.toml": pyproject("1.0.1", "demo") });
    repo.git("checkout", "-q", "main");
    repo.commit("chore: lint", { "src/demo/lint.py": "z = 1\n" });
    repo.git("tag", "v1.0.1");
    const release = findReleases(repo.dir, 5).releases.find((r) => r.tag === "v1.0.1");
    expect(release).toMatchObject({ branch: "maint/1.0", onTrunk: false });
    expect(git(repo.dir, ["show", "-s", "--format=%s", release?.releaseCommit ?? ""]).trim()).toBe(
      "Bump version: 1.0.0 → 1.0.1",
    );
  });
});

describe("replayRelease", () => {
  it("right: releaser proposes the version, files and tag the conventional project released", () => {
    const { record } = replayNewest(conventional());
    expect(record).toMatchObject({
      project: "demo",
      tag: "v1.1.0",
      real_version: "1.1.0",
      proposed_version: "1.1.0",
      verdict: "right",
      real_files: ["CHANGELOG.md", "pyproject.toml"],
      releaser_files: ["CHANGELOG.md", "pyproject.toml"],
      override: null,
      branch: "main",
    });
    expect(Object.keys(record.commands).sort()).toEqual(["check", "init", "update"]);
  });

  it("wrong: the release changed the version in a file releaser does not write", () => {
    const { record } = replayNewest(
      conventional((v) => ({ "src/demo/build_info.py": `SHIPPED = "${v}"\n` })),
    );
    expect(record.verdict).toBe("wrong");
    expect(record.real_files).toEqual(["CHANGELOG.md", "pyproject.toml", "src/demo/build_info.py"]);
    expect(record.reasons).toContain(
      "files: the release changed the version in src/demo/build_info.py; releaser would not",
    );
  });

  it("right-with-override: a history that is not conventional, and the --bump releaser advises", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0", "demo") });
    repo.tag("v1.0.0", "v1.0.0");
    repo.commit("Add a stream reader", { "src/demo/io.py": "x = 1\n" });
    released(repo, "1.1.0", { "pyproject.toml": pyproject("1.1.0", "demo") }, "Release 1.1.0");
    const { record } = replayNewest(repo);
    expect(record).toMatchObject({
      verdict: "right-with-override",
      override: "--bump minor",
      proposed_version: "1.1.0",
    });
  });

  it("replays from the release commit's parent, with the tags made after it gone, and removes its scratch folder", () => {
    const repo = conventional();
    const scratch = tempDir("replay-scratch-");
    const found = findReleases(repo.dir, 1);
    const release = found.releases[0];
    if (!release) throw new Error("no release");
    const record = replayRelease("demo", repo.dir, release, found.defaultBranch, scratch);
    // The newest tag the replay saw is the one before the release.
    expect(record.proposed_version).toBe("1.1.0");
    expect(readdirSync(scratch)).toEqual([]);
    // The mirror is only read: its tags and branches are as they were.
    expect(repo.git("tag", "--list").trim().split("\n")).toEqual(["v1.0.0", "v1.1.0"]);
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  it("a release tagged twice (v1.1.0 and 1.1.0 on its commit): both are gone in the replay, so it comes out right", () => {
    const repo = conventional();
    repo.tag("1.1.0", "an alias");
    const found = findReleases(repo.dir, 5);
    const release = found.releases.find((r) => r.version === "1.1.0");
    if (!release) throw new Error("no release");
    const record = replayRelease("demo", repo.dir, release, found.defaultBranch, tempDir("replay-scratch-"));
    expect(record).toMatchObject({ verdict: "right", proposed_version: "1.1.0" });
  });

  it("a release commit that fixes and bumps in one commit is not replayed, and says why", () => {
    const repo = conventional();
    repo.commit("fix: off by one, and 1.1.1", {
      "src/demo/io.py": "x = 2\n",
      "pyproject.toml": pyproject("1.1.1", "demo"),
    });
    repo.tag("v1.1.1", "v1.1.1");
    const found = findReleases(repo.dir, 1);
    const release = found.releases[0];
    if (!release) throw new Error("no release");
    expect(() =>
      replayRelease("demo", repo.dir, release, found.defaultBranch, tempDir("replay-scratch-")),
    ).toThrow(
      "its release commit also changes src/demo/io.py: a fix and the bump in one commit, so no state before it holds the fix",
    );
  });

  it("a release commit that also changes MANIFEST.in (what the sdist ships) is not replayed either", () => {
    const repo = conventional();
    repo.commit("1.1.1: ship the test certificates", {
      "MANIFEST.in": "recursive-include tests/certs *\n",
      "pyproject.toml": pyproject("1.1.1", "demo"),
    });
    repo.tag("v1.1.1", "v1.1.1");
    const found = findReleases(repo.dir, 1);
    const release = found.releases[0];
    if (!release) throw new Error("no release");
    expect(() =>
      replayRelease("demo", repo.dir, release, found.defaultBranch, tempDir("replay-scratch-")),
    ).toThrow("its release commit also changes MANIFEST.in: a fix and the bump in one commit");
  });

  it("a version from the tag (no version file changed) is replayed at the tagged commit, its fix included", () => {
    const repo = makeRepo({
      "pyproject.toml": '[project]\nname = "demo"\ndynamic = ["version"]\n\n[tool.setuptools_scm]\n',
    });
    repo.commit("chore: start", { "src/demo/__init__.py": "" });
    repo.tag("v1.0.0", "v1.0.0");
    repo.commit("fix: off by one", { "src/demo/io.py": "x = 2\n" });
    repo.tag("v1.0.1", "v1.0.1");
    const { record } = replayNewest(repo);
    expect(record).toMatchObject({
      tag: "v1.0.1",
      proposed_version: "1.0.1",
      real_files: [],
      verdict: "right",
    });
  });

  it("choice: a feat's range the project released as a patch; releaser proposed the minor the commits ask", () => {
    const repo = makeRepo({
      "pyproject.toml": pyproject("1.0.0", "demo"),
      "CHANGELOG.md": changelog("1.0.0"),
    });
    repo.tag("v1.0.0", "v1.0.0");
    repo.commit("feat: stream reader", { "src/demo/io.py": "x = 1\n" });
    repo.commit("fix: off by one", { "src/demo/io.py": "x = 2\n" });
    repo.commit("Merge feat: a subject that says Merge is no commit of the range", { "src/demo/a.py": "" });
    released(repo, "1.0.1", {
      "pyproject.toml": pyproject("1.0.1", "demo"),
      "CHANGELOG.md": changelog("1.0.1", "1.0.0"),
    });
    const { record } = replayNewest(repo);
    expect(record).toMatchObject({
      verdict: "choice",
      proposed_version: "1.1.0",
      override: null,
      reasons: [
        "choice: the commits ask a minor (1 feat, 1 fix), as releaser proposes; the project released a patch; nothing in the repository says so (releaser advises no override; --bump patch makes it)",
        "version: releaser proposes 1.1.0, the project released 1.0.1",
      ],
    });
  });

  it("wrong: releaser reads another level than the commits ask under plain Conventional Commits", () => {
    // Most subjects are gitmoji: releaser reads them with its gitmoji preset (💥 a breaking change);
    // the harness reads only the conventional `fix:`, a patch, so releaser's major is no choice.
    const repo = makeRepo({
      "pyproject.toml": pyproject("1.0.0", "demo"),
      "CHANGELOG.md": changelog("1.0.0"),
    });
    repo.tag("v1.0.0", "v1.0.0");
    repo.commit("fix: off by one", { "src/demo/io.py": "x = 1\n" });
    repo.commit("💥 Remove the old reader", { "src/demo/io.py": "x = 2\n" });
    repo.commit("✨ Add a writer", { "src/demo/w.py": "y = 1\n" });
    repo.commit("🐛 Fix the writer", { "src/demo/w.py": "y = 2\n" });
    released(repo, "1.1.0", {
      "pyproject.toml": pyproject("1.1.0", "demo"),
      "CHANGELOG.md": changelog("1.1.0", "1.0.0"),
    });
    const { record } = replayNewest(repo);
    expect(record).toMatchObject({
      verdict: "wrong",
      proposed_version: "2.0.0",
      reasons: ["version: releaser proposes 2.0.0, the project released 1.1.0"],
    });
  });

  it("the commits of a possible choice are read from check's base; a base the clone cannot name reads none", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0", "demo") });
    repo.tag("v1.0.0", "v1.0.0");
    repo.commit("feat: stream reader", { "src/demo/io.py": "x = 1\n" });
    const real = { tag: "v1.0.1", version: "1.0.1", files: ["pyproject.toml"] };
    const ours = (lastTag: string) => ({
      version: "1.1.0",
      tag: "v1.1.0",
      files: ["pyproject.toml"],
      staleCopies: [],
      base: { lastTag, currentVersion: "1.0.0", bump: "minor", scheme: "semver" },
    });
    expect(commitsOfChoice(repo.dir, real, ours("v1.0.0"))?.level).toBe("minor");
    expect(commitsOfChoice(repo.dir, real, ours("v0.9.0"))).toBeUndefined();
    // No reading at all where no choice can be: the version right, or an override advised.
    expect(commitsOfChoice(repo.dir, { ...real, version: "1.1.0" }, ours("v1.0.0"))).toBeUndefined();
    expect(commitsOfChoice(repo.dir, real, { ...ours("v1.0.0"), advised: ["--bump major"] })).toBeUndefined();
  });

  it("blocked: releaser stops with no advice that works", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0", "demo") });
    repo.tag("v1.0.0", "v1.0.0");
    repo.commit("feat: x", { "pyproject.toml": '[project\nname = "demo"\nversion = "1.0.0"\n' });
    released(repo, "1.1.0", { "pyproject.toml": pyproject("1.1.0", "demo") });
    const { record } = replayNewest(repo);
    expect(record.verdict).toBe("blocked");
    expect(record.reasons).toEqual([expect.stringMatching(/^init: error: .*pyproject\.toml/)]);
  });
});
