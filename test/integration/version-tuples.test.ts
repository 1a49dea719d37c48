import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, releaser } from "../helpers/repo.ts";

/**
 * Versions spelled as a tuple (issue 43, case 6; DESIGN 5): the shapes, built here, of a framework
 * whose `__version__ = get_version(VERSION)` reads `VERSION = (5, 1, 4, "final", 0)`, and of a
 * server whose `__version__` joins `version_info = (23, 0, 0)` with dots. check reads the version
 * there, update writes the tuple in its own form and nothing else.
 */
const FRAMEWORK_INIT = `from .utils.version import get_version

VERSION = (5, 1, 4, "final", 0)

__version__ = get_version(VERSION)
`;
const SERVER_INIT = `version_info = (23, 0, 0)
__version__ = ".".join([str(v) for v in version_info])
SERVER = "gserver/%s" % __version__
`;

describe("version tuples", () => {
  it('get_version(VERSION): check reads 5.1.4 there, update writes (5, 1, 5, "final", 0)', () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "webframe"\ndynamic = ["version"]\n\n[tool.setuptools.dynamic]\nversion = { attr = "webframe.__version__" }\n',
      "webframe/__init__.py": FRAMEWORK_INIT,
    });
    repo.tag("5.1.4");
    repo.commit("fix: escape the admin's titles", { "webframe/admin.py": "x = 1\n" });
    const check = checkJson(repo.dir);
    expect(check).toMatchObject({
      current_version: "5.1.4",
      next_version: "5.1.5",
      files: ["webframe/__init__.py", "CHANGELOG.md"],
    });
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("webframe/__init__.py")).toBe(
      FRAMEWORK_INIT.replace('(5, 1, 4, "final", 0)', '(5, 1, 5, "final", 0)'),
    );
    expect(repo.git("show", "--name-only", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "CHANGELOG.md",
      "webframe/__init__.py",
    ]);
    // A pre-release is spelled with the tuple's level.
    repo.tag("5.1.5");
    repo.commit("feat: a new admin");
    const rc = releaser(["update", "--prerelease", "rc"], { cwd: repo.dir });
    expect(rc.code, rc.stderr).toBe(0);
    expect(repo.read("webframe/__init__.py")).toContain('VERSION = (5, 2, 0, "rc", 1)');
  });

  it('".".join(version_info): update writes (23, 1, 0) and leaves the lines that use it', () => {
    const repo = makeRepo({
      "setup.py":
        'from setuptools import setup\nfrom gserver import __version__\nsetup(name="gserver", version=__version__)\n',
      "pyproject.toml":
        '[project]\nname = "gserver"\ndynamic = ["version"]\n\n[tool.setuptools.dynamic]\nversion = { attr = "gserver.__version__" }\n',
      "gserver/__init__.py": SERVER_INIT,
    });
    repo.tag("23.0.0");
    repo.commit("feat: graceful reloads", { "gserver/arbiter.py": "x = 1\n" });
    expect(checkJson(repo.dir)).toMatchObject({ current_version: "23.0.0", next_version: "23.1.0" });
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("gserver/__init__.py")).toBe(SERVER_INIT.replace("(23, 0, 0)", "(23, 1, 0)"));
  });

  it("a version the tuple cannot spell stops update with one line, and nothing is written", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "gserver"\ndynamic = ["version"]\n\n[tool.setuptools.dynamic]\nversion = { attr = "gserver.__version__" }\n',
      "gserver/__init__.py": SERVER_INIT,
    });
    repo.tag("23.0.0");
    repo.commit("feat: graceful reloads");
    const head = repo.git("rev-parse", "HEAD");
    const update = releaser(["update", "--prerelease", "rc"], { cwd: repo.dir });
    expect(update.code).toBe(1);
    expect(update.stderr).toMatch(
      /^error: gserver\/__init__\.py:1: 23\.1\.0rc1 is a pre-release, and the version tuple there has no release level to spell it/m,
    );
    expect(repo.git("rev-parse", "HEAD")).toBe(head);
    expect(repo.git("status", "--porcelain")).toBe("");
  });
});

/** incremental's generated `_version.py` (issue 43 case 7; DESIGN 5). */
const INCREMENTAL_VERSION = `"""
Provides demo version information.
"""

# This file is auto-generated! Do not edit!
# Use \`python -m incremental.update demo\` to change this file.

from incremental import Version

__version__ = Version("demo", 24, 7, 2)
__all__ = ["__version__"]
`;

describe("incremental's Version(...)", () => {
  function incrementalProject() {
    const repo = makeRepo({
      "pyproject.toml":
        '[build-system]\nrequires = ["setuptools >= 61.0", "incremental >= 24.7.2"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\nname = "demo"\ndynamic = ["version"]\n\n[tool.incremental]\n',
      "src/demo/__init__.py": "from ._version import __version__\n",
      "src/demo/_version.py": INCREMENTAL_VERSION,
    });
    repo.tag("demo-24.7.2");
    return repo;
  }

  it("check reads 24.7.2 from _version.py (not 'from the tag'), and update writes only the numbers", () => {
    const repo = incrementalProject();
    repo.commit("fix: a fix");
    const check = checkJson(repo.dir);
    expect(check).toMatchObject({
      current_version: "24.7.2",
      file_version: "24.7.2",
      next_version: "24.7.3",
      version_from_tag: false,
      files: ["src/demo/_version.py", "CHANGELOG.md"],
    });
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(update.stderr).not.toContain("warning");
    expect(repo.read("src/demo/_version.py")).toBe(
      INCREMENTAL_VERSION.replace('Version("demo", 24, 7, 2)', 'Version("demo", 24, 7, 3)'),
    );
  });

  it("a release candidate is release_candidate=N, and the final release drops it", () => {
    const repo = incrementalProject();
    repo.commit("feat: a feature");
    const rc = releaser(["update", "--prerelease", "rc"], { cwd: repo.dir });
    expect(rc.code, rc.stderr).toBe(0);
    expect(repo.read("src/demo/_version.py")).toContain(
      '__version__ = Version("demo", 24, 8, 0, release_candidate=1)',
    );
    expect(checkJson(repo.dir)).toMatchObject({ file_version: "24.8.0rc1", pending: true });
    repo.tag("demo-24.8.0rc1");
    repo.commit("fix: after the candidate");
    const final = releaser(["update"], { cwd: repo.dir });
    expect(final.code, final.stderr).toBe(0);
    expect(repo.read("src/demo/_version.py")).toContain('__version__ = Version("demo", 24, 8, 0)');
  });

  it("hatch's incremental source reads _version.py of the lower-cased project name, not 'from the tag'", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[build-system]\nrequires = ["hatchling", "incremental >= 24.7.0"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "Demo"\ndynamic = ["version"]\n\n[tool.hatch.version]\nsource = "incremental"\n',
      "src/demo/__init__.py": "# the demo package\n",
      "src/demo/_version.py": INCREMENTAL_VERSION.replace(
        'Version("demo", 24, 7, 2)',
        'Version("demo", 24, 7, 2, release_candidate=1)',
      ),
    });
    repo.tag("demo-24.3.0");
    repo.commit("fix: a fix");
    expect(checkJson(repo.dir)).toMatchObject({
      file_version: "24.7.2rc1",
      next_version: "24.7.2",
      version_from_tag: false,
      files: ["src/demo/_version.py", "CHANGELOG.md"],
    });
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("src/demo/_version.py")).toBe(INCREMENTAL_VERSION);
  });

  it("an alpha cannot be spelled by incremental: one line, nothing written", () => {
    const repo = incrementalProject();
    repo.commit("feat: a feature");
    const before = repo.read("src/demo/_version.py");
    const result = releaser(["update", "--prerelease", "a"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "src/demo/_version.py:10: 24.8.0a1 cannot be written as incremental's Version(...) there (it spells three numbers and an optional release candidate, post and dev release; no alpha or beta)",
    );
    expect(repo.read("src/demo/_version.py")).toBe(before);
    expect(repo.git("status", "--porcelain")).toBe("");
  });
});
