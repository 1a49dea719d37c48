import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { splitErrorLine } from "../helpers/error-line.ts";
import { checkJson, makeRepo, releaser, type TempRepo, tempDir } from "../helpers/repo.ts";
import { snapshotTree } from "../helpers/tree-snapshot.ts";

/** `releaser init` (issue 12) on a project that has not met releaser yet. */
const PYPROJECT =
  '[project]\nname = "acme"\nversion = "1.4.2"  # keep me\n\n[tool.ruff]\nline-length = 100\n';

function project(pyproject = PYPROJECT): TempRepo {
  const repo = makeRepo({ "pyproject.toml": pyproject, "src/acme/__init__.py": '__version__ = "1.4.2"\n' });
  repo.tag("acme-v1.4.2");
  repo.commit("feat: a feature");
  return repo;
}

describe("releaser init", () => {
  it("appends a commented [tool.releaser] (the rest byte for byte) and writes the two workflows", () => {
    const repo = project();
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /^releaser init: release branch main \(main exists; origin names no default branch\), tags acme-v\{version\}, version in pyproject\.toml \(the static version in \[project\] of pyproject\.toml\), src\/acme\/__init__\.py \(the package's __version__\), changelog CHANGELOG\.md/,
    );
    expect(result.stdout).toContain(
      "added [tool.releaser] to pyproject.toml\ncreated .github/workflows/release.yml\ncreated .github/workflows/pr-title.yml\n",
    );
    const pyproject = repo.read("pyproject.toml");
    expect(pyproject.startsWith(PYPROJECT)).toBe(true);
    expect(pyproject.slice(PYPROJECT.length)).toMatch(/^\n\[tool\.releaser\]\n# Written by `releaser init`/);
    expect(pyproject).toContain(
      'tag_format = "acme-v{version}"   # your release tag of acme looks like acme-v1.2.3',
    );
    // The configuration it wrote is the one releaser reads: the tags are found with it.
    expect(checkJson(repo.dir)).toMatchObject({
      last_tag: "acme-v1.4.2",
      next_version: "1.5.0",
      tag: "acme-v1.5.0",
    });
    const version = JSON.parse(readFileSync(join(import.meta.dirname, "../../package.json"), "utf8")).version;
    const workflow = repo.read(".github/workflows/release.yml");
    expect(workflow).toContain(`branches: ["main"]`);
    expect(workflow).toContain(`npx --yes py-releaser@${version} release-pr`);
    expect(repo.read(".github/workflows/pr-title.yml")).toContain(
      `npx --yes py-releaser@${version} check-pr`,
    );
  });

  it("--dry-run shows the text and writes nothing", () => {
    const repo = project();
    const before = snapshotTree(repo.dir);
    const result = releaser(["init", "--dry-run"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("would add [tool.releaser] to pyproject.toml\n\n    [tool.releaser]\n");
    expect(result.stdout).toContain("would create .github/workflows/release.yml");
    expect(result.stdout).toContain("Nothing was written.");
    expect(snapshotTree(repo.dir)).toEqual(before);
  });

  it("a rerun keeps releaser's workflows and the configuration; --force writes them afresh", () => {
    const repo = project();
    expect(releaser(["init"], { cwd: repo.dir }).code).toBe(0);
    const before = snapshotTree(repo.dir);
    const again = releaser(["init"], { cwd: repo.dir });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(
      "kept .github/workflows/release.yml (releaser's workflow from an earlier init: left as it is; --force replaces it with the text below)",
    );
    expect(again.stdout).toContain(
      "kept .github/workflows/pr-title.yml (there already: init leaves it as it is; --force replaces it with the text below)",
    );
    expect(snapshotTree(repo.dir)).toEqual(before);
    writeFileSync(join(repo.dir, ".github/workflows/pr-title.yml"), "# mine\n");
    const forced = releaser(["init", "--force"], { cwd: repo.dir });
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain(
      "kept pyproject.toml (releaser is configured here already; init leaves it as it is)",
    );
    expect(forced.stdout).toMatch(/^replaced \.github\/workflows\/release\.yml$/m);
    expect(repo.read(".github/workflows/pr-title.yml")).toContain("check-pr");
    expect(repo.read("pyproject.toml").match(/\[tool\.releaser\]/g)).toHaveLength(1);
  });

  it("a release.yml of the project's own stays; releaser's workflow goes in releaser.yml, or in release.yml with --force", () => {
    const repo = project();
    repo.write(".github/workflows/release.yml", "# mine\n");
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      "created .github/workflows/releaser.yml (.github/workflows/release.yml is the project's own (with no jobs), left as it is, so releaser's workflow goes in releaser.yml; a PyPI trusted publisher names releaser.yml; it neither releases nor publishes, so both can stay)",
    );
    expect(repo.read(".github/workflows/release.yml")).toBe("# mine\n");
    expect(repo.read(".github/workflows/releaser.yml")).toContain("name: Release");
    expect(repo.read("pyproject.toml")).toContain("[tool.releaser]");

    const fresh = project();
    fresh.write(".github/workflows/release.yml", "# mine\n");
    const forced = releaser(["init", "--force"], { cwd: fresh.dir });
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/^replaced \.github\/workflows\/release\.yml$/m);
    expect(fresh.read(".github/workflows/release.yml")).toContain("py-releaser@");
    expect(readFileSync(join(fresh.dir, "pyproject.toml"), "utf8")).toContain("[tool.releaser]");
  });

  it("keeps CRLF line ends when it appends", () => {
    const crlf = PYPROJECT.replaceAll("\n", "\r\n");
    const repo = project(crlf);
    expect(releaser(["init"], { cwd: repo.dir }).code).toBe(0);
    const text = repo.read("pyproject.toml");
    expect(text.startsWith(crlf)).toBe(true);
    expect(text.slice(crlf.length)).not.toMatch(/[^\r]\n/);
  });

  it("needs a pyproject.toml, a setup.cfg or a setup.py", () => {
    const repo = makeRepo({ "README.md": "x\n" });
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(splitErrorLine(result.stderr.trimEnd()).message).toMatch(
      /^error: there is no pyproject\.toml, setup\.cfg or setup\.py at the repository root \(.*\); releaser releases a Python project described there/,
    );
    expect(releaser(["init"], { cwd: tempDir() }).code).toBe(1);
  });

  it("writes releaser.toml when pyproject's `tool` cannot take another table, and never breaks pyproject", () => {
    for (const tool of ["tool = {ruff = {line-length = 1}}\n", 'tool = "x"\n']) {
      const text = `${tool}[project]\nname = "acme"\nversion = "1.4.2"\n`;
      const repo = project(text);
      const result = releaser(["init"], { cwd: repo.dir });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(
        "created releaser.toml (pyproject.toml defines `tool` in a way a [tool.releaser] table cannot be added to)",
      );
      expect(repo.read("pyproject.toml")).toBe(text);
      expect(repo.read("releaser.toml")).toMatch(/^# Written by `releaser init`/);
      expect(checkJson(repo.dir)).toMatchObject({ last_tag: "acme-v1.4.2", next_version: "1.5.0" });
    }
  });

  it("takes the branch and tag format from a configuration that exists, and quotes the branch for YAML", () => {
    const repo = project(
      `${PYPROJECT}\n[tool.releaser]\nrelease_branch = "dev,el!op"\ntag_format = "rel-{version}"\n`,
    );
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /^releaser init: release branch dev,el!op \(from pyproject.toml\), tags rel-\{version\}/,
    );
    expect(repo.read(".github/workflows/release.yml")).toContain('branches: ["dev,el\\\\!op"]');
  });

  it("a .github that is a file: one clear error, and pyproject.toml unchanged", () => {
    const repo = project();
    writeFileSync(join(repo.dir, ".github"), "not a folder\n");
    const before = snapshotTree(repo.dir);
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(splitErrorLine(result.stderr.trimEnd()).message).toMatch(
      /^error: cannot make the folder for \.github\/workflows\/release\.yml \((ENOTDIR|EEXIST): is a part of \.github\/workflows a file\?\); nothing was written$/,
    );
    expect(snapshotTree(repo.dir)).toEqual(before);
  });

  it("takes over a commitizen setup: its tags keep working and its version file is written", () => {
    const text = `[project]\nname = "acme"\nversion = "1.4.2"\n\n[tool.commitizen]\nname = "cz_conventional_commits"\ntag_format = "$version"\nversion_files = ["src/acme/__init__.py:__version__", "VERSION"]\nupdate_changelog_on_bump = true\n`;
    const repo = makeRepo({ "pyproject.toml": text, "src/acme/__init__.py": '__version__ = "1.4.2"\n' });
    repo.tag("1.4.2");
    repo.commit("feat: a feature");
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      'Taken over from [tool.commitizen]; not taken over: version_files entry "VERSION" (there is no file VERSION)',
    );
    const pyproject = repo.read("pyproject.toml");
    expect(pyproject.startsWith(text)).toBe(true);
    expect(pyproject).toContain('tag_format = "{version}"   # from [tool.commitizen]');
    expect(pyproject).toContain('version_files = ["src/acme/__init__.py:__version__"]');
    expect(checkJson(repo.dir)).toMatchObject({
      last_tag: "1.4.2",
      tag: "1.5.0",
      files: ["pyproject.toml", "src/acme/__init__.py", "CHANGELOG.md"],
    });
  });

  it("takes over a release-please setup: tags, version files, changelog sections, 0.x bumps", () => {
    const config = {
      packages: {
        ".": {
          "release-type": "python",
          "package-name": "acme",
          "bump-minor-pre-major": true,
          "extra-files": ["src/acme/_meta.py", "docs/conf.json"],
          "changelog-sections": [
            { type: "feat", section: "New" },
            { type: "fix", section: "Fixed" },
            { type: "chore", section: "Misc", hidden: true },
          ],
        },
      },
    };
    const repo = makeRepo({
      "pyproject.toml": '[project]\nname = "acme"\nversion = "0.4.1"\n',
      "src/acme/__init__.py": '__version__ = "0.4.1"\n',
      "src/acme/_meta.py": 'RELEASE = "0.4.1"  # x-release-please-version\n',
      "release-please-config.json": JSON.stringify(config, null, 2),
      ".release-please-manifest.json": '{".": "0.4.1"}\n',
    });
    repo.tag("acme-v0.4.1");
    repo.commit("feat!: a new config format");
    repo.commit("docs: a guide");
    const result = releaser(["init", "--json"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      tag_format: "acme-v{version}",
      migrated_from: "release-please-config.json",
      not_migrated: [
        'extra-files entry "docs/conf.json" (releaser edits a Python file\'s VARIABLE = "version" line or a TOML key)',
      ],
    });
    const check = checkJson(repo.dir);
    // release-please: a breaking change on 0.x with bump-minor-pre-major is a minor bump.
    expect(check).toMatchObject({
      last_tag: "acme-v0.4.1",
      next_version: "0.5.0",
      files: ["pyproject.toml", "src/acme/__init__.py", "src/acme/_meta.py", "CHANGELOG.md"],
    });
    // Only the listed sections: the docs commit has none (release-please leaves it out too).
    expect(check.changelog).toContain("### New");
    expect(check.changelog).not.toContain("Documentation");
  });

  it("the existing tags win over the tag shape a migrated configuration implies", () => {
    const repo = makeRepo({
      "pyproject.toml": '[project]\nname = "acme"\nversion = "1.4.2"\n',
      "release-please-config.json": '{"packages": {".": {"package-name": "acme"}}}',
    });
    repo.tag("v1.4.1");
    repo.tag("v1.4.2");
    repo.commit("fix: a fix");
    const result = releaser(["init", "--json"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ tag_format: "v{version}" });
    expect(repo.read("pyproject.toml")).toContain(
      'tag_format = "v{version}"   # 2 of your tags of acme look like v1.2.3; release-please-config.json would make acme-v1.2.3, which no tag looks like',
    );
    expect(checkJson(repo.dir)).toMatchObject({ last_tag: "v1.4.2", next_version: "1.4.3" });
  });

  it("takes over a python-semantic-release setup: branch, tag format, changelog file", () => {
    const text = `[project]\nname = "acme"\nversion = "1.4.2"\n\n[tool.semantic_release]\nversion_variables = ["src/acme/__init__.py:__version__"]\nversion_toml = ["pyproject.toml:project.version"]\ntag_format = "acme-v{version}"\n\n[tool.semantic_release.branches.release]\nmatch = "stable"\n\n[tool.semantic_release.changelog]\nchangelog_file = "HISTORY.md"\n`;
    const repo = makeRepo({ "pyproject.toml": text, "src/acme/__init__.py": '__version__ = "1.4.2"\n' });
    repo.tag("acme-v1.4.2");
    repo.commit("fix: a fix");
    const result = releaser(["init", "--json"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      release_branch: "stable",
      tag_format: "acme-v{version}",
      migrated_from: "[tool.semantic_release]",
      not_migrated: [],
    });
    expect(repo.read(".github/workflows/release.yml")).toContain('branches: ["stable"]');
    expect(checkJson(repo.dir)).toMatchObject({
      last_tag: "acme-v1.4.2",
      next_version: "1.4.3",
      files: ["pyproject.toml", "src/acme/__init__.py", "HISTORY.md"],
    });
  });
});
