import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { splitErrorLine } from "../helpers/error-line.ts";
import { makeRepo, releaser } from "../helpers/repo.ts";
import { snapshotTree } from "../helpers/tree-snapshot.ts";

/**
 * `init` next to a release workflow the project has (issue 32: pip, python-gitlab): the
 * configuration and releaser's workflow are written, the project's release.yml stays and is named
 * with what it does and what to remove. The python-gitlab shape (python-semantic-release 10, a
 * `branch` key left from 7) also carries its release commit message through to `update`.
 */
const GITLAB_PYPROJECT = `[project]
name = "python-gitlab"
version = "8.3.0"

[tool.semantic_release]
branch = "main"
version_variables = ["gitlab/_version.py:__version__"]
commit_message = "chore: release v{version}"
`;
const PSR_WORKFLOW = `name: Release
on:
  push:
    branches: [main]
jobs:
  release:
    runs-on: ubuntu-latest
    concurrency: release
    steps:
      - uses: actions/checkout@v4
      - uses: python-semantic-release/python-semantic-release@v10
`;
const warnings = (stderr: string) =>
  stderr
    .split("\n")
    .filter((l) => l.startsWith("warning: "))
    .map((l) => l.slice("warning: ".length));

function gitlab() {
  const repo = makeRepo({
    "pyproject.toml": GITLAB_PYPROJECT,
    "gitlab/__init__.py": "",
    "gitlab/_version.py": '__version__ = "8.3.0"\n',
    ".github/workflows/release.yml": PSR_WORKFLOW,
  });
  repo.tag("v8.3.0");
  repo.commit("feat: a feature");
  return repo;
}

describe("init beside the project's own release.yml", () => {
  it("python-gitlab: config and releaser.yml written, release.yml kept and named; the release commit is `chore: release v8.4.0`", () => {
    const repo = gitlab();
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(warnings(result.stderr)).toContain(
      ".github/workflows/release.yml: job release runs python-semantic-release/python-semantic-release on every push to main; it releases as releaser's releaser.yml now does, so every version would be released twice: remove that job (or the file)",
    );
    expect(result.stdout).toContain(
      "created .github/workflows/releaser.yml (.github/workflows/release.yml is the project's own (with job release), left as it is, so releaser's workflow goes in releaser.yml; a PyPI trusted publisher names releaser.yml; it releases too, so every version would go out twice: remove its job release (or the file), or pass --force to put releaser's workflow in .github/workflows/release.yml instead)",
    );
    expect(result.stdout).toContain("created .github/workflows/pr-title.yml");
    expect(repo.read(".github/workflows/release.yml")).toBe(PSR_WORKFLOW);
    expect(repo.read(".github/workflows/releaser.yml")).toContain("py-releaser@");
    expect(repo.read("pyproject.toml")).toContain('commit_message = "chore: release v{version}"');

    // The user follows the note: the old job goes, releaser's workflow stays.
    repo.git("rm", "-q", ".github/workflows/release.yml");
    repo.git("add", "-A");
    repo.commit("ci: releaser");
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.git("log", "-1", "--format=%B").trim()).toBe("chore: release v8.4.0");
    expect(repo.read("gitlab/_version.py")).toBe('__version__ = "8.4.0"\n');

    // A rerun finds releaser's workflow in releaser.yml and makes no second one.
    const again = releaser(["init"], { cwd: repo.dir });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(
      "kept .github/workflows/releaser.yml (releaser's workflow from an earlier init",
    );
    expect(existsSync(join(repo.dir, ".github/workflows/release.yml"))).toBe(false);
    expect(existsSync(join(repo.dir, ".github/workflows/release-releaser.yml"))).toBe(false);
  });

  it("releaser.yml taken too: release-releaser.yml; all three taken: one error, nothing written", () => {
    const repo = gitlab();
    repo.write(".github/workflows/releaser.yaml", "on: push\njobs: {}\n");
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      "created .github/workflows/release-releaser.yml (.github/workflows/release.yml is the project's own (with job release)",
    );
    expect(repo.read(".github/workflows/releaser.yaml")).toBe("on: push\njobs: {}\n");

    const full = gitlab();
    full.write(".github/workflows/releaser.yml", "on: push\n");
    full.write(".github/workflows/release-releaser.yml", "on: push\n");
    const before = snapshotTree(full.dir);
    const refused = releaser(["init"], { cwd: full.dir });
    expect(refused.code).toBe(1);
    const { message, code } = splitErrorLine(refused.stderr.trimEnd());
    expect(code).toBe("CONFIG_ERROR");
    expect(message).toBe(
      "error: .github/workflows/release.yml is the project's own and .github/workflows/releaser.yml and .github/workflows/release-releaser.yml exist too, none of them releaser's: init has no free name for its release workflow; pass --force to replace .github/workflows/release.yml, or --no-workflow to write the configuration alone",
    );
    expect(snapshotTree(full.dir)).toEqual(before);
    // --no-workflow writes the configuration alone, whatever .github holds.
    const alone = releaser(["init", "--no-workflow"], { cwd: full.dir });
    expect(alone.code, alone.stderr).toBe(0);
    expect(full.read("pyproject.toml")).toContain("[tool.releaser]");
    expect(existsSync(join(full.dir, ".github/workflows/pr-title.yml"))).toBe(false);
  });

  it("--no-workflow beside release.yml: the configuration alone; --force replaces release.yml", () => {
    const repo = gitlab();
    const alone = releaser(["init", "--no-workflow"], { cwd: repo.dir });
    expect(alone.code, alone.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toContain("[tool.releaser]");
    expect(existsSync(join(repo.dir, ".github/workflows/releaser.yml"))).toBe(false);
    expect(repo.read(".github/workflows/release.yml")).toBe(PSR_WORKFLOW);

    const forced = gitlab();
    const result = releaser(["init", "--force"], { cwd: forced.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      "replaced .github/workflows/release.yml (the project's own release workflow: job release runs python-semantic-release/python-semantic-release on every push to main; releaser's workflow releases instead)",
    );
    expect(forced.read(".github/workflows/release.yml")).toContain("py-releaser@");
    expect(existsSync(join(forced.dir, ".github/workflows/releaser.yml"))).toBe(false);
    expect(warnings(result.stderr)).toEqual([]);
  });
});
