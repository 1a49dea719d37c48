import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { splitErrorLine } from "../helpers/error-line.ts";
import { checkJson, makeRepo, releaser, tempDir } from "../helpers/repo.ts";

/**
 * `init` after a stranger's attack (issue 12): what it takes over is checked before it is written,
 * what it writes is TOML that reads back, the workflow installs the tool `release` will use, and
 * the surprises are said.
 */
const json = (stdout: string) => JSON.parse(stdout) as Record<string, unknown> & { not_migrated: string[] };

describe("releaser init checks what it takes over", () => {
  it("a value releaser would refuse is listed, not written: check works right after init", () => {
    const repo = makeRepo({
      "pyproject.toml": `[project]\nname = "p"\nversion = "1.0.0"\n\n[tool.semantic_release]\nchangelog_file = "../outside.md"\nversion_variable = "../x.py:V"\nbranch = "a..b"\ntag_format = "release {version}"\n`,
    });
    repo.commit("fix: a fix");
    const result = releaser(["init", "--json"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    const out = json(result.stdout);
    expect(out.not_migrated).toHaveLength(4);
    expect(out.not_migrated.join("\n")).toMatch(/^tag_format "release \{version\}" \(.*git refuses/m);
    expect(out.not_migrated.join("\n")).toMatch(/^release_branch "a\.\.b" \(/m);
    expect(out.not_migrated.join("\n")).toMatch(
      /^changelog_file "\.\.\/outside\.md" \(.*outside the repository/m,
    );
    expect(out.not_migrated.join("\n")).toMatch(/^version file "\.\.\/x\.py:V" \(.*outside the repository/m);
    expect(checkJson(repo.dir)).toMatchObject({ next_version: "1.0.1" });
  });

  it("a version entry releaser cannot read (setup.py's keyword argument) is listed with the reason", () => {
    const repo = makeRepo({
      "setup.py": 'from setuptools import setup\nsetup(\n    name="pkg",\n    version="0.3.0",\n)\n',
      "pyproject.toml":
        '[project]\nname = "pkg"\nversion = "0.3.0"\n\n[tool.semantic_release]\nversion_variable = "setup.py:version"\nbranch = "main"\n',
    });
    repo.tag("v0.3.0");
    repo.commit("feat: x");
    const result = releaser(["init", "--json"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(json(result.stdout).not_migrated).toEqual([
      expect.stringMatching(
        /^version file "setup\.py:version" \(setup\.py: no top-level assignment of version/,
      ),
    ]);
    expect(checkJson(repo.dir)).toMatchObject({
      next_version: "0.4.0",
      files: ["pyproject.toml", "CHANGELOG.md"],
    });
  });

  it("python-semantic-release 7's commit_subject is the subject, its commit_message the body", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "p"\nversion = "1.0.0"\n\n[tool.semantic_release]\nversion_toml = "pyproject.toml:project.version"\nbranch = "main"\ncommit_subject = "chore(release): v{version}"\ncommit_message = "Automatically generated"\n',
    });
    repo.tag("v1.0.0");
    repo.commit("fix: a");
    expect(releaser(["init"], { cwd: repo.dir }).code).toBe(0);
    repo.git("add", "-A");
    repo.commit("ci: releaser");
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.git("log", "-1", "--format=%B").trim()).toBe(
      "chore(release): v1.0.1\n\nAutomatically generated",
    );
  });

  it("text TOML cannot hold raw (DEL, control characters) is escaped: the file reads back", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "p"\nversion = "1.0.0"\n\n[tool.semantic_release]\ncommit_message = "a\\u007fb {version}"\n"odd\\rkey" = 1\n',
    });
    repo.commit("fix: a");
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("added [tool.releaser] to pyproject.toml");
    expect(repo.read("pyproject.toml")).toContain('commit_message = "a\\u007fb {version}"');
    expect(checkJson(repo.dir)).toMatchObject({ next_version: "1.0.1" });
  });

  it("the files it names after a migration are the ones update will write", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "p"\nversion = "1.0.0"\n\n[tool.semantic_release]\nversion_variable = "p/v.py:VERSION"\nchangelog_file = "HISTORY.md"\n',
      "p/v.py": 'VERSION = "1.0.0"\n',
      "p/__init__.py": '__version__ = "1.0.0"\n',
    });
    const result = releaser(["init", "--dry-run", "--json"], { cwd: repo.dir });
    expect(json(result.stdout).version_files).toEqual([
      "pyproject.toml",
      "p/__init__.py",
      "p/v.py",
      "HISTORY.md",
    ]);
  });

  it("says when no file carries the version (commitizen kept it in its own table)", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "p"\ndynamic = ["version"]\n\n[tool.commitizen]\nname = "cz_conventional_commits"\nversion = "1.2.0"\n',
    });
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /^warning: no file carries the version releaser would write: add `version = "1.2.3"` to \[project\]/m,
    );
  });

  it("warns about the old tool's release workflow", () => {
    const repo = makeRepo({
      "pyproject.toml": '[project]\nname = "p"\nversion = "1.0.0"\n',
      ".github/workflows/release-please.yml":
        "on: push\njobs:\n  r:\n    steps:\n      - uses: googleapis/release-please-action@v4\n",
    });
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      "warning: .github/workflows/release-please.yml: job r runs googleapis/release-please-action on every push; it releases as releaser's release.yml now does, so every version would be released twice: remove that job (or the file)",
    );
  });

  it("installs the build tool release will use in the workflow (hatch here)", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "hh"\ndynamic = ["version"]\n\n[tool.hatch.version]\npath = "src/hh/__about__.py"\n',
      "src/hh/__about__.py": '__version__ = "2.0.0"\n',
    });
    expect(releaser(["init"], { cwd: repo.dir }).code).toBe(0);
    expect(repo.read(".github/workflows/release.yml")).toContain(
      "run: python -m pip install --upgrade hatch\n",
    );
  });

  it("takes origin's main over the feature branch checked out when origin names no default", () => {
    const repo = makeRepo({ "pyproject.toml": '[project]\nname = "p"\nversion = "1.0.0"\n' });
    const origin = tempDir();
    repo.git("init", "-q", "--bare", origin);
    repo.git("remote", "add", "origin", origin);
    repo.git("push", "-q", "origin", "main");
    repo.git("checkout", "-q", "-b", "feature");
    const result = releaser(["init", "--dry-run", "--json"], { cwd: repo.dir });
    expect(json(result.stdout)).toMatchObject({
      release_branch: "main",
      release_branch_why: expect.stringContaining("origin/main"),
    });
  });

  it("reads the --config file it is given", () => {
    const repo = makeRepo({
      "pyproject.toml": '[project]\nname = "p"\nversion = "1.0.0"\n',
      "ci/rel.toml": 'tag_format = "rel-{version}"\n',
    });
    const result = releaser(["--config", "ci/rel.toml", "init", "--dry-run", "--json"], { cwd: repo.dir });
    expect(json(result.stdout)).toMatchObject({ tag_format: "rel-{version}" });
  });

  it("a migrated changelog in a folder that does not exist yet: update makes the folder", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "p"\nversion = "1.0.0"\n\n[tool.semantic_release.changelog.default_templates]\nchangelog_file = "docs/notes/CHANGES.md"\n',
    });
    repo.tag("v1.0.0");
    repo.commit("fix: a");
    expect(releaser(["init"], { cwd: repo.dir }).code).toBe(0);
    repo.git("add", "-A");
    repo.commit("ci: releaser");
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("docs/notes/CHANGES.md")).toMatch(/^# Changelog|## \[1\.0\.1\]/m);
    expect(repo.git("show", "--name-only", "--format=", "HEAD").split("\n")).toContain(
      "docs/notes/CHANGES.md",
    );
  });

  it("a dry run says where releaser's workflow would go beside the project's own release.yml", () => {
    const repo = makeRepo({
      "pyproject.toml": '[project]\nname = "p"\nversion = "1.0.0"\n',
      ".github/workflows/release.yml": "on: push\n",
    });
    const result = releaser(["init", "--dry-run"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      "would create .github/workflows/releaser.yml (.github/workflows/release.yml is the project's own (with no jobs), left as it is, so releaser's workflow goes in releaser.yml;",
    );
    expect(result.stdout).not.toContain("would stop");
  });

  it("a pyproject.toml it cannot write: the workflows it made are removed again", () => {
    const big = `[project]\nname = "p"\nversion = "1.0.0"\n# ${"x".repeat(40_000)}\n`;
    const repo = makeRepo({ "pyproject.toml": big });
    const result = releaser(["init"], { cwd: repo.dir, ulimitFileKb: 20 });
    expect(result.code).toBe(1);
    expect(splitErrorLine(result.stderr.trimEnd()).message).toMatch(
      /^error: could not write pyproject\.toml \(EFBIG\); \.github\/workflows\/release\.yml and \.github\/workflows\/pr-title\.yml removed again; nothing else was written/,
    );
    expect(existsSync(join(repo.dir, ".github/workflows/release.yml"))).toBe(false);
    expect(repo.read("pyproject.toml")).toBe(big);
  });
});
