import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, releaser } from "../helpers/repo.ts";

/** Shapes a stranger found on real projects (issue 31's attack): each read as the build reads it. */
describe("where the version is, as real projects write it", () => {
  it.each([
    ["from ._version import __version__", "reexp/_version.py"],
    ["from . import _version\n__version__ = _version.__version__", "reexp/_version.py"],
    ["from reexp._version import __version__", "reexp/_version.py"],
  ])("setuptools attr: on a package that re-exports it (%s) writes the module that assigns it", (init, file) => {
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "reexp"\ndynamic = ["version"]\n[tool.setuptools.dynamic]\nversion = {attr = "reexp.__version__"}\n',
      "reexp/__init__.py": `${init}\n`,
      "reexp/_version.py": '__version__ = "0.2.0"\n',
    });
    repo.tag("v0.2.0");
    repo.commit("fix: x", { "x.txt": "x\n" });
    expect(checkJson(repo.dir)).toMatchObject({
      current_version: "0.2.0",
      next_version: "0.2.1",
      files: [file, "CHANGELOG.md"],
    });
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read(file)).toBe('__version__ = "0.2.1"\n');
  });

  it("a static [project] version beside a [tool.hatch.version] path hatch never reads (its file was never made): the static version alone", () => {
    const pyproject =
      '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "gen"\nversion = "0.3.0"\n\n[tool.hatch.version]\npath = "src/gen/version/__init__.py"\n';
    const repo = makeRepo({ "pyproject.toml": pyproject, "src/gen/__init__.py": "" });
    repo.tag("v0.3.0");
    repo.commit("fix: x", { "x.txt": "x\n" });
    expect(checkJson(repo.dir)).toMatchObject({
      current_version: "0.3.0",
      next_version: "0.3.1",
      files: ["pyproject.toml", "CHANGELOG.md"],
    });
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toBe(pyproject.replace('version = "0.3.0"', 'version = "0.3.1"'));
  });

  it("hatch's code source on an __init__.py whose __version__ is incremental's Version(...).short() writes _version.py (issue 42)", () => {
    const init =
      '"""Pkg."""\n\nfrom derive._version import __version__ as version\n\n__version__ = version.short()\n';
    const versionPy =
      '"""Provides version information."""\n\nfrom incremental import Version\n\n__version__ = Version("Derive", 24, 3, 0)\n__all__ = ["__version__"]\n';
    const repo = makeRepo({
      "pyproject.toml":
        '[build-system]\nrequires = ["hatchling", "incremental"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "Derive"\ndynamic = ["version"]\n\n[tool.hatch.version]\nsource = "code"\npath = "src/derive/__init__.py"\nsearch-paths = ["src"]\n',
      "src/derive/__init__.py": init,
      "src/derive/_version.py": versionPy,
    });
    repo.tag("derive-24.3.0");
    repo.commit("feat: x", { "x.txt": "x\n" });
    expect(checkJson(repo.dir)).toMatchObject({
      current_version: "24.3.0",
      next_version: "24.4.0",
      files: ["src/derive/_version.py", "CHANGELOG.md"],
    });
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("src/derive/_version.py")).toBe(versionPy.replace("24, 3, 0", "24, 4, 0"));
    expect(repo.read("src/derive/__init__.py")).toBe(init);
  });

  it("setup.cfg's attr: on a function that returns __version__.public() writes the _version.py it imports (issue 42)", () => {
    const init =
      "from ._version import __version__  # noqa: E402\n\n\ndef _setuptools_version():  # type: () -> str\n    return __version__.public()\n";
    const versionPy = 'from incremental import Version\n\n__version__ = Version("Incr", 22, 10, 0)\n';
    const repo = makeRepo({
      "setup.cfg":
        "[metadata]\nname = incr\nversion = attr: incr._setuptools_version\n\n[options]\npackage_dir = =src\npackages = find:\n\n[options.packages.find]\nwhere = src\n",
      "setup.py": "from setuptools import setup\n\nsetup()\n",
      "src/incr/__init__.py": init,
      "src/incr/_version.py": versionPy,
    });
    repo.tag("incr-22.10.0");
    repo.commit("fix: x", { "x.txt": "x\n" });
    const init1 = releaser(["init", "--dry-run"], { cwd: repo.dir });
    expect(init1.code, init1.stderr).toBe(0);
    expect(checkJson(repo.dir)).toMatchObject({
      current_version: "22.10.0",
      next_version: "22.10.1",
      files: ["src/incr/_version.py", "CHANGELOG.md"],
    });
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("src/incr/_version.py")).toBe(versionPy.replace("22, 10, 0", "22, 10, 1"));
    expect(repo.read("src/incr/__init__.py")).toBe(init);
  });

  it.each([
    ["setup.cfg's package_dir = =lib", "[options]\npackage_dir =\n    =lib\npackages = find:\n", ""],
    [
      "setup.cfg's [options.packages.find] where = lib",
      "[options]\npackages = find:\n\n[options.packages.find]\nwhere = lib\n",
      "",
    ],
    ["pyproject's package-dir", "", '\n[tool.setuptools]\npackage-dir = {"" = "lib"}\n'],
  ])("setup.cfg's attr: on a package in lib/ (%s) writes lib/<package>/__init__.py (issue 42)", (_, options, tool) => {
    const repo = makeRepo({
      "setup.cfg": `[metadata]\nname = DataKit\nversion = attr: datakit.__version__\n\n${options}`,
      "pyproject.toml": `[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n${tool}`,
      "lib/datakit/__init__.py": '"""DataKit."""\n\n__version__ = "2.0.51"\n',
    });
    repo.tag("rel_2_0_51");
    repo.commit("fix: x", { "x.txt": "x\n" });
    expect(checkJson(repo.dir)).toMatchObject({
      current_version: "2.0.51",
      next_version: "2.0.52",
      files: ["lib/datakit/__init__.py", "CHANGELOG.md"],
    });
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("lib/datakit/__init__.py")).toBe('"""DataKit."""\n\n__version__ = "2.0.52"\n');
  });

  it("setup.cfg's attr: on a package_dir that leads outside the repository is not followed, and the warning names setup.cfg, not a setup.py there is none of", () => {
    const repo = makeRepo({
      "setup.cfg":
        "[metadata]\nname = DataKit\nversion = attr: datakit.__version__\n\n[options]\npackage_dir =\n    =../elsewhere\n",
      "pyproject.toml":
        '[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n',
      "lib/datakit/__init__.py": '__version__ = "2.0.51"\n',
    });
    repo.tag("v2.0.51");
    repo.commit("fix: x", { "x.txt": "x\n" });
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr.trim().split("\n")).toEqual([
      "warning: version = attr: datakit.__version__ in setup.cfg but no file for module datakit was found",
      'warning: no file carries the version that releaser can read (setup.cfg names no file releaser found); `update` stops until one is named: version_files = ["pkg/VERSION"] or { path = "...", pattern = "...(?P<version>...)..." }',
    ]);
  });

  it("a bumpversion configuration left behind (current_version 1.0.0 in a project at 1.5.0) is not written", () => {
    const pyproject = `[build-system]\nrequires = ["flit_core"]\nbuild-backend = "flit_core.buildapi"\n\n[project]\nname = "buildit"\ndynamic = ["version"]\n\n[tool.bumpversion]\ncurrent_version = "1.0.0"\n\n[[tool.bumpversion.files]]\nfilename = "src/buildit/__init__.py"\nsearch = "__version__ = '{current_version}'"\n`;
    const repo = makeRepo({
      "pyproject.toml": pyproject,
      "src/buildit/__init__.py": "__version__ = '1.5.0'\n",
    });
    repo.tag("1.5.0");
    repo.commit("fix: x", { "x.txt": "x\n" });
    const check = releaser(["check", "--json"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(JSON.parse(check.stdout)).toMatchObject({
      next_version: "1.5.1",
      files: ["src/buildit/__init__.py", "CHANGELOG.md"],
    });
    expect(check.stderr).toContain(
      "warning: pyproject.toml's current_version 1.0.0 is not the version src/buildit/__init__.py carries (1.5.0): bumpversion's settings are left as they are, and its files are not written; remove them, or set current_version to 1.5.0 for releaser to keep them current",
    );
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toBe(pyproject);
    expect(repo.read("src/buildit/__init__.py")).toBe("__version__ = '1.5.1'\n");
  });

  it("a bumpversion entry with its own serialize is named and skipped; update writes the rest (scrapy)", () => {
    const repo = makeRepo({
      "pyproject.toml": [
        '[project]\nname = "trawl"\ndynamic = ["version"]',
        '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"',
        '[tool.hatch.version]\npath = "trawl/VERSION"\npattern = "^(?P<version>.+)$"',
        '[tool.bumpversion]\ncurrent_version = "2.18.0"',
        '[[tool.bumpversion.files]]\nfilename = "trawl/VERSION"',
        '[[tool.bumpversion.files]]\nfilename = "SECURITY.md"\nparse = """(?P<major>0|[1-9]\\\\d*)\\\\.(?P<minor>0|[1-9]\\\\d*)"""\nserialize = ["{major}.{minor}"]',
        '[[tool.bumpversion.files]]\nfilename = "docs/news.rst"\nsearch = "(unreleased)"\nreplace = "({now:%Y-%m-%d})"\n',
      ].join("\n\n"),
      "trawl/VERSION": "2.18.0\n",
      "SECURITY.md": "| 2.18.x | yes |\n",
      NEWS: "See docs/news.rst\n",
      "docs/news.rst": "Release notes\n=============\n\n2.18.0 (2026-01-01)\n-------------------\n\n- Old\n",
    });
    repo.tag("2.18.0");
    repo.commit("fix: x", { "x.txt": "x\n" });
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain("SECURITY.md (its own serialize/parse)");
    expect(check.stderr).not.toContain("docs/news.rst");
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("trawl/VERSION")).toBe("2.18.1\n");
    expect(repo.read("pyproject.toml")).toContain('current_version = "2.18.1"');
    expect(repo.read("SECURITY.md")).toBe("| 2.18.x | yes |\n");
    // The changelog is the one with the history, not the root pointer to it.
    expect(repo.read("NEWS")).toBe("See docs/news.rst\n");
    expect(repo.read("docs/news.rst")).toContain("2.18.1");
  });
});

describe("setuptools-scm with setup.py and no [project] table (a plugin library's shape)", () => {
  it("check says the version comes from the tag, and update writes the changelog only", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[build-system]\nrequires = ["setuptools>=45.0", "setuptools-scm[toml]>=6.2.3"]\nbuild-backend = "setuptools.build_meta"\n\n[tool.setuptools_scm]\nwrite_to = "src/plugy/_version.py"\n',
      "setup.py":
        'from setuptools import setup\n\nif __name__ == "__main__":\n    setup(use_scm_version={"write_to": "src/plugy/_version.py"})\n',
      "setup.cfg": "[metadata]\nname = plugy\n",
      "src/plugy/__init__.py": "",
    });
    repo.tag("1.4.0");
    repo.commit("fix: hook order", { "src/plugy/hooks.py": "x = 1\n" });
    const check = releaser(["check", "--json"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).not.toContain("no file carries the version");
    expect(JSON.parse(check.stdout)).toMatchObject({
      next_version: "1.4.1",
      files: ["CHANGELOG.md"],
      version_from_tag: true,
    });
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.git("show", "--name-only", "--format=", "HEAD").trim()).toBe("CHANGELOG.md");
  });
});
