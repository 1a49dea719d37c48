import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { splitErrorLine } from "../helpers/error-line.ts";
import { hostedRepo } from "../helpers/hosted-repo.ts";
import { checkJson, gitIn, makeRepo, pyproject, releaser, tempDir } from "../helpers/repo.ts";

/**
 * DESIGN 5 as changed for issue 23: a version is released only when a release commit set it, and
 * no command proposes, writes or tags a version whose tag exists anywhere.
 */

const NO_TOKENS = { GITHUB_TOKEN: "", GH_TOKEN: "", PYPI_TOKEN: "" };

function projectAt(version: string) {
  const repo = makeRepo({
    "pyproject.toml": pyproject("1.4.0", "demo-pkg"),
    "src/demo_pkg/__init__.py": '__version__ = "1.4.0"\n',
    "CHANGELOG.md": "# Changelog\n\n## [1.4.0] - 2026-01-01\n\n- Old\n",
  });
  repo.tag("v1.4.0");
  repo.commit(`chore: start ${version}`, {
    "pyproject.toml": pyproject(version, "demo-pkg"),
    "src/demo_pkg/__init__.py": `__version__ = "${version}"\n`,
  });
  return repo;
}

describe("a version nobody asked for is never released", () => {
  it.each([
    ["1.5.0.dev0", "a development version"],
    ["1.4.1", "no release commit set it"],
  ])("files at %s set by an ordinary commit: check warns, update proposes the next release", (version, why) => {
    const repo = projectAt(version);
    const json = checkJson(repo.dir);
    expect(json).toMatchObject({
      pending: false,
      bump: "none",
      next_version: null,
      unreleased_version: { version, why, next: null },
    });
    const text = releaser(["check"], { cwd: repo.dir });
    expect(text.code).toBe(0);
    expect(text.stderr).toContain(`the files carry ${version} (${why}), which no tag names`);
    expect(text.stderr).toContain("`releaser release` will not release it");

    repo.commit("feat: add a thing");
    expect(checkJson(repo.dir)).toMatchObject({
      next_version: "1.5.0",
      pending: false,
      unreleased_version: { version, next: "1.5.0" },
    });
  });

  it.each([
    "1.5.0.dev0",
    "1.4.1",
    "1.5.0+local",
  ])("release with files at %s releases nothing and says why (exit 0, no tag, no request that writes)", async (version) => {
    const hosted = await hostedRepo();
    const { repo } = hosted;
    repo.commit(`chore: set ${version}`, {
      "pyproject.toml": readFileSync(join(repo.dir, "pyproject.toml"), "utf8").replace(
        'version = "1.4.2"',
        `version = "${version}"`,
      ),
      "src/widgets/__init__.py": `__version__ = "${version}"\n`,
    });
    await hosted.push("main");
    for (const args of [["release", "--dry-run"], ["release"]]) {
      const result = await hosted.run(args);
      expect(result.code, result.stderr).toBe(0);
      expect(`${result.stdout}${result.stderr}`).toMatch(/nothing to release: the files carry/i);
    }
    if (version !== "1.4.1") {
      // Without any token (a maintainer's shell): a .dev0 or +local version is said to be no
      // release before origin or the code host is asked.
      const bare = await hosted.run(["release"], { GITHUB_TOKEN: "", GH_TOKEN: "" });
      expect(bare.code, bare.stderr).toBe(0);
      expect(bare.stdout + bare.stderr).toMatch(/nothing to release: the files carry/i);
    }
    expect(repo.git("tag", "-l").trim()).toBe("v1.4.2");
    expect(await hosted.remoteGit("ls-remote", "--tags", "origin")).not.toContain(version);
    expect(hosted.github.releases).toHaveLength(0);
    expect(hosted.github.requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it.each([
    ["1.5.0.dev0", "a development version"],
    ["1.4.3", "a hand bump"],
  ])("the workflow init writes releases nothing on the first push with %s (%s): its steps run against the stand-ins", async (version) => {
    const hosted = await hostedRepo();
    const { repo } = hosted;
    repo.commit(`chore: open ${version}`, {
      "pyproject.toml": readFileSync(join(repo.dir, "pyproject.toml"), "utf8").replace(
        'version = "1.4.2"',
        `version = "${version}"`,
      ),
      "src/widgets/__init__.py": `__version__ = "${version}"\n`,
    });
    const init = releaser(["init"], { cwd: repo.dir, env: NO_TOKENS });
    expect(init.code, init.stderr).toBe(0);
    expect(`${init.stdout}${init.stderr}`).toContain(`the files carry ${version}`);
    repo.git("add", "-A");
    repo.git("commit", "-q", "-m", "ci: release with releaser");
    await hosted.push("main");

    // The steps of the workflow, in order, as GitHub Actions would run them on that push.
    const workflow = repo.read(".github/workflows/release.yml");
    const steps = [...workflow.matchAll(/run: npx --yes py-releaser@\S+ (.+)$/gm)].map((m) =>
      (m[1] as string).trim().split(/\s+/),
    );
    expect(steps).toEqual([["release-pr"], ["release"]]);
    const results = [];
    for (const args of steps) results.push(await hosted.run(args, { CI: "true" }));
    for (const result of results) expect(result.code, result.stderr).toBe(0);
    // release-pr proposes the release the commits ask for (1.5.0, a feat: since v1.4.2), never the
    // version the files carry.
    expect(hosted.github.pulls.map((p) => p.title)).toEqual(["chore(release): 1.5.0"]);
    expect(results[1]?.stdout + (results[1]?.stderr ?? "")).toMatch(
      new RegExp(`nothing to release: the files carry ${version.replaceAll(".", "\\.")}`, "i"),
    );
    expect(repo.git("tag", "-l").trim()).toBe("v1.4.2");
    const remoteTags = await hosted.remoteGit("ls-remote", "--tags", "origin");
    expect(remoteTags).not.toMatch(/1\.5\.0/);
    expect(remoteTags).not.toContain(version);
    expect(hosted.github.releases).toHaveLength(0);
    expect(
      // The release PR's own writes aside (its commit through the Git Data API, its labels): no
      // release, no tag, no asset.
      hosted.github.requests.filter(
        (r) =>
          r.method !== "GET" &&
          !r.path.includes("/pulls") &&
          !r.path.includes("/labels") &&
          !r.path.includes("/git/"),
      ),
    ).toEqual([]);
  });

  it.each([
    "1.5.0.dev0",
    "1.4.1",
  ])("release with files at %s in a clone whose origin names no code-host repository: nothing to release, not a config error", (version) => {
    const repo = projectAt(version);
    const origin = makeRepo();
    origin.git("config", "receive.denyCurrentBranch", "ignore");
    repo.git("remote", "add", "origin", origin.dir);
    repo.git("push", "-q", "origin", "HEAD:refs/heads/main", "--tags");
    for (const args of [["release", "--dry-run"], ["release"]]) {
      const result = releaser(args, { cwd: repo.dir, env: NO_TOKENS });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout + result.stderr).toMatch(/nothing to release: the files carry/i);
      expect(result.stdout + result.stderr).not.toContain("CONFIG_ERROR");
    }
    expect(repo.git("tag", "-l").trim()).toBe("v1.4.0");
    expect(origin.git("tag", "-l").trim()).toBe("v1.4.0");
  });

  it("a release commit makes it pending, also squash-merged with (#N)", () => {
    const repo = projectAt("1.4.0");
    repo.commit("feat: a");
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(checkJson(repo.dir)).toMatchObject({
      pending: true,
      next_version: "1.5.0",
      unreleased_version: null,
    });
    // The same commit as GitHub's squash merge writes it.
    repo.git("commit", "-q", "--amend", "-m", "chore(release): 1.5.0 (#12)");
    expect(checkJson(repo.dir)).toMatchObject({ pending: true, next_version: "1.5.0" });
  });
});

describe("a version whose tag exists anywhere is never proposed", () => {
  /**
   * v1.5.0 tagged on a branch cut before main's own last release (v1.4.0 here is tagged after the
   * cut): an older line, so not main's base (DESIGN 4), but its version is taken.
   */
  function withMaintenanceTag() {
    const repo = projectAt("1.4.0");
    repo.git("tag", "-d", "v1.4.0");
    repo.git("checkout", "-q", "-b", "stable", "HEAD~1");
    repo.commit("fix: backport");
    repo.tag("v1.5.0", "1.5.0 from stable");
    repo.git("checkout", "-q", "main");
    repo.tag("v1.4.0");
    repo.commit("feat: new thing");
    return repo;
  }

  it("check and update step over v1.5.0 tagged on a maintenance branch, and say why", () => {
    const repo = withMaintenanceTag();
    expect(checkJson(repo.dir)).toMatchObject({
      last_tag: "v1.4.0",
      next_version: "1.6.0",
      tag: "v1.6.0",
      taken_versions: [{ version: "1.5.0", tag: "v1.5.0" }],
    });
    const text = releaser(["check"], { cwd: repo.dir });
    expect(text.stdout).toContain("1.5.0 (v1.5.0 exists)");
    expect(text.stderr).toContain("1.5.0 (v1.5.0) is tagged already, outside this branch's history");
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toContain('version = "1.6.0"');
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("chore(release): 1.6.0");
  });

  it("--release-as a taken version is refused with TAG_EXISTS and changes nothing", () => {
    const repo = withMaintenanceTag();
    const head = repo.git("rev-parse", "HEAD");
    const result = releaser(["update", "--release-as", "1.5.0"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(splitErrorLine(result.stderr.trim().split("\n").at(-1) as string).code).toBe("TAG_EXISTS");
    expect(repo.git("rev-parse", "HEAD")).toBe(head);
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  it("release-pr steps over a version tagged only on origin (never fetched here)", async () => {
    const hosted = await hostedRepo();
    const { repo } = hosted;
    // Another clone released 1.5.0 from a maintenance branch and pushed only the tag.
    const main = repo.git("rev-parse", "HEAD").trim();
    repo.git("checkout", "-q", "-b", "stable", "v1.4.2");
    repo.commit("fix: backport");
    repo.tag("v1.5.0", "1.5.0");
    await hosted.push("refs/tags/v1.5.0");
    repo.git("checkout", "-q", "main");
    repo.git("tag", "-d", "v1.5.0");
    repo.git("branch", "-D", "stable");
    // The backport's commit is gone from this clone too, as if another clone had made it: the
    // fetch brings it with the tag.
    repo.git("reflog", "expire", "--expire=now", "--all");
    repo.git("gc", "-q", "--prune=now");
    expect(repo.git("rev-parse", "HEAD").trim()).toBe(main);
    expect(repo.git("tag", "--list", "v1.5.0")).toBe(""); // this clone never fetched it

    // check and update ask origin too (DESIGN 5) and fetch its tags, as `git fetch --tags` would:
    // 1.5.0, released on a branch cut from v1.4.2, is then the base, as in a whole clone.
    const check = await hosted.run(["check", "--json"]);
    expect(check.code, check.stderr).toBe(0);
    expect(JSON.parse(check.stdout)).toMatchObject({ last_tag: "v1.5.0", next_version: "1.6.0" });
    expect(repo.git("tag", "--list", "v1.5.0").trim()).toBe("v1.5.0");
    const update = await hosted.run(["update", "--dry-run"]);
    expect(update.code, update.stderr).toBe(0);
    expect(update.stdout).toContain('+version = "1.6.0"');
    expect(update.stdout).not.toContain('+version = "1.5.0"');

    const result = await hosted.run(["release-pr", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ next_version: "1.6.0", action: "created" });
    expect(hosted.github.pulls.map((p) => p.title)).toEqual(["chore(release): 1.6.0"]);
    // The release commit made in release-pr's worktree plans with origin's tags too.
    const pushed = await hosted.fetch("releaser/main");
    expect(repo.git("show", `${pushed}:pyproject.toml`)).toContain('version = "1.6.0"');
    expect(repo.git("show", `${pushed}:CHANGELOG.md`)).not.toMatch(/\[1\.5\.0\]/);
  });

  it.each([
    "1.5.0.dev0",
    "1.4.1",
  ])("release with files at %s and no origin at all: nothing to release (exit 0), not a missing remote", (version) => {
    const repo = projectAt(version);
    for (const args of [["release", "--dry-run"], ["release"]]) {
      const result = releaser(args, { cwd: repo.dir, env: NO_TOKENS });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout + result.stderr).toMatch(/nothing to release: the files carry/i);
    }
    expect(repo.git("tag", "-l").trim()).toBe("v1.4.0");
    // A version that was asked for still needs the remote, and says so.
    const asked = projectAt("1.4.0");
    asked.commit("feat: a");
    expect(releaser(["update"], { cwd: asked.dir, env: NO_TOKENS }).code).toBe(0);
    const refused = releaser(["release", "--dry-run"], { cwd: asked.dir, env: NO_TOKENS });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('there is no "origin" remote to push the release tag to');
  });

  it("a version written in another spelling is named as the files write it, its normal form beside it", () => {
    const repo = projectAt("1.5.0.dev");
    const check = releaser(["check"], { cwd: repo.dir, env: NO_TOKENS });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain(
      "the files carry 1.5.0.dev (that is 1.5.0.dev0, a development version), which no tag names",
    );
    const release = releaser(["release", "--dry-run"], { cwd: repo.dir, env: NO_TOKENS });
    expect(release.code, release.stderr).toBe(0);
    expect(release.stdout + release.stderr).toContain(
      "othing to release: the files carry 1.5.0.dev (1.5.0.dev0), a development version, which is never released",
    );
  });

  it.each([
    ["check", ["check", "--json"]],
    ["update", ["update", "--dry-run"]],
    ["release-pr", ["release-pr", "--json"]],
  ])("%s fetches a release tagged on origin since this clone's last fetch, on a commit it has: the base, not a version to skip", async (_, args) => {
    const hosted = await hostedRepo();
    const { repo } = hosted;
    // CI released 1.5.0 from main's HEAD; this clone has the commit, not the tag.
    repo.tag("v1.5.0", "1.5.0");
    await hosted.push("refs/tags/v1.5.0");
    repo.git("tag", "-d", "v1.5.0");
    repo.commit("fix: after 1.5.0");
    await hosted.push("main");
    const result = await hosted.run(args as string[]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain("tagged already");
    if (args[0] === "update") {
      expect(result.stdout).toContain('+version = "1.5.1"');
      expect(result.stdout).not.toContain("feat: b");
    } else {
      expect(JSON.parse(result.stdout)).toMatchObject({ next_version: "1.5.1" });
    }
    if (args[0] === "check") {
      expect(JSON.parse(result.stdout)).toMatchObject({ taken_versions: [], commits: { total: 1 } });
    }
    expect(repo.git("tag", "--list", "v1.5.0").trim()).toBe("v1.5.0");
  });

  it("a single-branch clone plans as a whole clone does: releases on a branch it never fetched are placed, never passed below", () => {
    // pytest's shape: main's last release is 1.3.0; 1.4.0 and 1.4.1 are tagged on 1.4.x, cut from
    // main after it; main goes on with a feat.
    const origin = makeRepo({
      "pyproject.toml": pyproject("1.3.0", "demo-pkg"),
      "src/demo_pkg/__init__.py": '__version__ = "1.3.0"\n',
    });
    origin.tag("v1.3.0");
    origin.commit("feat: a");
    origin.git("checkout", "-q", "-b", "1.4.x");
    origin.commit("chore(release): 1.4.0", { "pyproject.toml": pyproject("1.4.0", "demo-pkg") });
    origin.tag("v1.4.0");
    origin.commit("fix: b");
    origin.commit("chore(release): 1.4.1", { "pyproject.toml": pyproject("1.4.1", "demo-pkg") });
    origin.tag("v1.4.1");
    origin.git("checkout", "-q", "main");
    origin.commit("feat: c");
    const whole = tempDir();
    gitIn(whole, ["clone", "-q", `file://${origin.dir}`, "."]);
    const single = tempDir();
    gitIn(single, ["clone", "-q", "--no-tags", "--single-branch", "-b", "main", `file://${origin.dir}`, "."]);
    gitIn(single, ["fetch", "-q", "origin", "refs/tags/v1.3.0:refs/tags/v1.3.0"]);
    const expected = checkJson(whole, [], NO_TOKENS);
    expect(expected).toMatchObject({ last_tag: "v1.4.1", next_version: "1.5.0" });
    const got = checkJson(single, [], NO_TOKENS);
    expect({ last_tag: got.last_tag, next_version: got.next_version, taken: got.taken_versions }).toEqual({
      last_tag: expected.last_tag,
      next_version: expected.next_version,
      taken: expected.taken_versions,
    });
  });

  it("an origin that cannot be read leaves check and update with this clone's tags, and one warning", () => {
    const repo = projectAt("1.4.0");
    repo.commit("feat: a");
    repo.git("remote", "add", "origin", join(repo.dir, "no-such-remote.git"));
    const before = repo.git("status", "--porcelain");
    for (const args of [["check"], ["update", "--dry-run"]]) {
      const result = releaser(args, { cwd: repo.dir, env: NO_TOKENS });
      expect(result.code, result.stderr).toBe(0);
      const warnings = result.stderr.split("\n").filter((l) => l.includes("origin's tags were not read"));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(
        "`git fetch --tags` brings them; release-pr and release ask origin again",
      );
      expect(warnings[0]).toContain('could not read the remote "origin"');
      expect(result.stdout).toContain("1.5.0");
    }
    // A check that fails says only its error, not the warning too.
    const failed = releaser(["check", "--release-as", "1.4.0"], { cwd: repo.dir, env: NO_TOKENS });
    expect(failed.code).toBe(1);
    expect(failed.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(failed.stderr).toMatch(/^error: /);
    expect(repo.git("status", "--porcelain")).toBe(before);
  });
});

describe("update finishes a version set without its release commit", () => {
  it("after update --no-commit, update commits the files as the release commit", () => {
    const repo = projectAt("1.4.0");
    repo.commit("feat: a");
    expect(releaser(["update", "--no-commit"], { cwd: repo.dir }).code).toBe(0);
    expect(checkJson(repo.dir)).toMatchObject({ pending: false, unreleased_version: { version: "1.5.0" } });
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("chore(release): 1.5.0");
    expect(repo.git("status", "--porcelain")).toBe("");
    expect(checkJson(repo.dir)).toMatchObject({ pending: true, next_version: "1.5.0" });
  });

  it("a hand bump committed with its changelog section gets an empty release commit, nothing else", () => {
    const repo = projectAt("1.4.0");
    repo.commit("feat: a");
    repo.commit("chore: bump to 1.5.0", {
      "pyproject.toml": pyproject("1.5.0", "demo-pkg"),
      "src/demo_pkg/__init__.py": '__version__ = "1.5.0"\n',
      "CHANGELOG.md":
        "# Changelog\n\n## [1.5.0] - 2026-02-02\n\n- Written by hand\n\n## [1.4.0] - 2026-01-01\n\n- Old\n",
    });
    repo.write("unrelated.txt", "staged, not part of the release\n");
    repo.git("add", "unrelated.txt");
    const dry = releaser(["update", "--dry-run", "--allow-dirty"], { cwd: repo.dir });
    expect(dry.stdout).toContain("no file (each carries it already)");
    const update = releaser(["update", "--allow-dirty"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.git("show", "--stat", "--format=%s", "HEAD").trim()).toBe("chore(release): 1.5.0");
    expect(repo.git("status", "--porcelain")).toBe("A  unrelated.txt\n");
    expect(repo.read("CHANGELOG.md")).toContain("- Written by hand");
    expect(checkJson(repo.dir)).toMatchObject({ pending: true, next_version: "1.5.0" });
  });
});
