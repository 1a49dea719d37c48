import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, releaser, type TempRepo } from "../helpers/repo.ts";

/**
 * incremental's placeholders (issue 42; DESIGN 5): a package versioned with incremental marks new
 * and deprecated APIs with `Version("Demo", "NEXT", 0, 0)` and `Demo NEXT`, which incremental's
 * update replaces in the package's files with the release (and a release candidate's call and
 * text, when the release follows one). update does the same, in the release commit; check lists
 * the files, update --dry-run shows them in its diff. Files outside the package's folder, another
 * package's placeholders and links are left alone.
 */
const versionFile = (call: string) => `"""
Provides Demo version information.
"""

# This file is auto-generated! Do not edit!
# Use \`incremental\` to change this file.

from incremental import Version

__version__ = ${call}
__all__ = ["__version__"]
`;

const API = `from incremental import Version

@deprecated(Version("Demo", "NEXT", 0, 0))
def old(): ...

deprecatedModuleAttribute(Version("Other", "NEXT", 0, 0), "Other's own.", __name__, "x")

def new():
    """
    @since: Demo NEXT
    """
`;
const TEST = `def test_deprecation():
    assert message == "demo.api.old was deprecated in Demo NEXT"
`;
const DOCS = ".. versionadded:: Demo NEXT\n";
const TOOL = 'SINCE = Version("Demo", "NEXT", 0, 0)\n';

function placeholderProject(call = 'Version("Demo", 24, 3, 0)', tag = "demo-24.3.0"): TempRepo {
  const repo = makeRepo({
    "pyproject.toml":
      '[build-system]\nrequires = ["setuptools >= 61.0", "incremental >= 24.7.2"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\nname = "demo"\ndynamic = ["version"]\n\n[tool.incremental]\n',
    "src/demo/__init__.py": "from ._version import __version__\n",
    "src/demo/_version.py": versionFile(call),
    "src/demo/api.py": API,
    "src/demo/tests/test_api.py": TEST,
    "docs/howto.rst": DOCS,
    "tools/since.py": TOOL,
  });
  symlinkSync("../../tools/since.py", join(repo.dir, "src/demo/linked.py"));
  repo.git("add", "-A");
  repo.commit("chore: a link to the tool");
  repo.tag(tag);
  repo.commit("feat: a new API");
  return repo;
}

describe("incremental's NEXT placeholders", () => {
  it("check lists the package's files that hold them; update --dry-run shows them and writes nothing", () => {
    const repo = placeholderProject();
    expect(checkJson(repo.dir)).toMatchObject({
      next_version: "24.4.0",
      files: ["src/demo/_version.py", "src/demo/api.py", "src/demo/tests/test_api.py", "CHANGELOG.md"],
    });
    const head = repo.git("rev-parse", "HEAD");
    const dry = releaser(["update", "--dry-run"], { cwd: repo.dir });
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(
      '-@deprecated(Version("Demo", "NEXT", 0, 0))\n+@deprecated(Version("Demo", 24, 4, 0))',
    );
    expect(dry.stdout).toContain("-    @since: Demo NEXT\n+    @since: Demo 24.4.0");
    expect(dry.stdout).toContain(
      '-    assert message == "demo.api.old was deprecated in Demo NEXT"\n+    assert message == "demo.api.old was deprecated in Demo 24.4.0"',
    );
    expect(dry.stdout).not.toContain("tools/since.py");
    expect(dry.stdout).not.toContain("linked.py");
    expect(repo.read("src/demo/api.py")).toBe(API);
    expect(repo.git("rev-parse", "HEAD")).toBe(head);
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  it("init names _version.py as the place of the version, not the files that hold placeholders", () => {
    const repo = placeholderProject();
    const init = releaser(["init", "--dry-run", "--no-workflow", "--json"], { cwd: repo.dir });
    expect(init.code, init.stderr).toBe(0);
    expect(JSON.parse(init.stdout).version_places).toEqual([
      "src/demo/_version.py (the package's __version__)",
    ]);
  });

  it("update replaces them in the release commit, with incremental's text; nothing else changes", () => {
    const repo = placeholderProject();
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("src/demo/_version.py")).toBe(versionFile('Version("Demo", 24, 4, 0)'));
    expect(repo.read("src/demo/api.py")).toBe(
      API.replace('Version("Demo", "NEXT", 0, 0)', 'Version("Demo", 24, 4, 0)').replace(
        "Demo NEXT",
        "Demo 24.4.0",
      ),
    );
    expect(repo.read("src/demo/api.py")).toContain('Version("Other", "NEXT", 0, 0)');
    expect(repo.read("src/demo/tests/test_api.py")).toBe(TEST.replace("Demo NEXT", "Demo 24.4.0"));
    expect(repo.read("docs/howto.rst")).toBe(DOCS);
    expect(repo.read("tools/since.py")).toBe(TOOL);
    expect(repo.git("show", "--name-only", "--format=%s", "HEAD").trim().split("\n")).toEqual([
      "chore(release): 24.4.0",
      "",
      "CHANGELOG.md",
      "src/demo/_version.py",
      "src/demo/api.py",
      "src/demo/tests/test_api.py",
    ]);
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  it("the final release after a candidate replaces the candidate's call and text, as incremental does", () => {
    const candidate = 'Version("Demo", 24, 7, 0, release_candidate=2)';
    const repo = makeRepo({
      "pyproject.toml": '[project]\nname = "demo"\ndynamic = ["version"]\n\n[tool.incremental]\n',
      "src/demo/__init__.py": "from ._version import __version__\n",
      "src/demo/_version.py": versionFile(candidate),
      "src/demo/defer.py": `@deprecated(${candidate})\ndef returnValue(): ...\n\n# Since Demo 24.7.0rc2 it is possible.\n# Not Demo 24.7.0rc1.\n`,
      "src/demo/web.py": "# was deprecated at Demo 24.7.0.rc2\n",
    });
    repo.tag("demo-24.3.0");
    repo.commit("chore(release): 24.7.0rc2");
    repo.tag("demo-24.7.0rc2");
    repo.commit("fix: after the candidate");
    expect(checkJson(repo.dir)).toMatchObject({
      next_version: "24.7.0",
      files: ["src/demo/_version.py", "src/demo/defer.py", "src/demo/web.py", "CHANGELOG.md"],
    });
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("src/demo/defer.py")).toBe(
      '@deprecated(Version("Demo", 24, 7, 0))\ndef returnValue(): ...\n\n# Since Demo 24.7.0 it is possible.\n# Not Demo 24.7.0rc1.\n',
    );
    expect(repo.read("src/demo/web.py")).toBe("# was deprecated at Demo 24.7.0\n");
  });

  it("a version incremental cannot spell is refused in one line and nothing is written", () => {
    const repo = placeholderProject();
    const result = releaser(["update", "--prerelease", "a"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "src/demo/_version.py:10: 24.4.0a1 cannot be written as incremental's Version(...) there (it spells three numbers and an optional release candidate, post and dev release; no alpha or beta)",
    );
    expect(repo.read("src/demo/api.py")).toBe(API);
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  it("a file of the package not in UTF-8 that holds one: check refuses it as update would, in one line, before anything is written", () => {
    const repo = placeholderProject();
    const legacy = Buffer.from("# -*- coding: latin-1 -*-\nCAFE = 'caf\xe9'\n# since Demo NEXT\n", "latin1");
    writeFileSync(join(repo.dir, "src/demo/legacy.py"), legacy);
    repo.git("add", "-A");
    repo.commit("fix: a legacy module");
    const message =
      "error: src/demo/legacy.py:2: not valid UTF-8 (byte 0xE9); releaser edits UTF-8 text only: save the file as UTF-8, nothing was changed (releaser explain VERSION_FILE_ERROR)\n";
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code).toBe(1);
    expect(check.stderr).toBe(message);
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code).toBe(1);
    expect(update.stderr).toBe(message);
    expect(readFileSync(join(repo.dir, "src/demo/legacy.py"))).toEqual(legacy);
    expect(repo.git("status", "--porcelain")).toBe("");
  });
});

describe('hatch\'s [tool.hatch.version] source = "incremental"', () => {
  it("reads and writes incremental's _version.py of the package (the project's name in lower case), not a version from the tag", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[build-system]\nrequires = ["hatchling", "incremental >= 24.7.0"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "Demo"\ndynamic = ["version"]\n\n[tool.hatch.version]\nsource = "incremental"\n',
      "src/demo/__init__.py": "from demo._version import __version__\n",
      "src/demo/_version.py": versionFile('Version("Demo", 24, 3, 0)'),
    });
    repo.tag("demo-24.3.0");
    repo.commit("fix: a repair");
    const check = checkJson(repo.dir);
    expect(check).toMatchObject({ current_version: "24.3.0", next_version: "24.3.1" });
    expect(check.files).toContain("src/demo/_version.py");
    const update = releaser(["update", "--no-commit"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("src/demo/_version.py")).toBe(versionFile('Version("Demo", 24, 3, 1)'));
  });
});
