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
