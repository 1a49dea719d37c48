import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, releaser } from "../helpers/repo.ts";

/**
 * Issue 12's corpus: project layouts made like the real ones. For each, `check --json` names the
 * files `update` will write (`files`), and `update` writes exactly those (and says so when the
 * version comes from the tag: only the changelog is written).
 */
const V = "1.4.2";
const project = (name: string, extra = "") => `[project]\nname = "${name}"\nversion = "${V}"\n${extra}`;
const dynamic = (name: string, extra: string) =>
  `[project]\nname = "${name}"\ndynamic = ["version"]\n${extra}`;
const HATCH = '\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n';
const SETUPTOOLS =
  '\n[build-system]\nrequires = ["setuptools>=61"]\nbuild-backend = "setuptools.build_meta"\n';

const LAYOUTS: Array<[string, Record<string, string>, string[], boolean?]> = [
  [
    "src layout, hatchling, __init__.py",
    {
      "pyproject.toml": project("acme-tools", HATCH),
      "src/acme_tools/__init__.py": `__version__ = "${V}"\n`,
    },
    ["pyproject.toml", "src/acme_tools/__init__.py", "CHANGELOG.md"],
  ],
  [
    "flat layout, __init__.py",
    { "pyproject.toml": project("flatpkg", SETUPTOOLS), "flatpkg/__init__.py": `__version__ = "${V}"\n` },
    ["pyproject.toml", "flatpkg/__init__.py", "CHANGELOG.md"],
  ],
  [
    "hatchling dynamic version from [tool.hatch.version] path",
    {
      "pyproject.toml": dynamic(
        "hatched",
        `${HATCH}\n[tool.hatch.version]\npath = "src/hatched/__about__.py"\n`,
      ),
      "src/hatched/__init__.py": "",
      "src/hatched/__about__.py": `__version__ = "${V}"\n`,
    },
    ["src/hatched/__about__.py", "CHANGELOG.md"],
  ],
  [
    "setuptools attr:",
    {
      "pyproject.toml": dynamic(
        "attrpkg",
        `${SETUPTOOLS}\n[tool.setuptools.dynamic]\nversion = {attr = "attrpkg.__version__"}\n`,
      ),
      "src/attrpkg/__init__.py": `__version__ = "${V}"\n`,
    },
    ["src/attrpkg/__init__.py", "CHANGELOG.md"],
  ],
  [
    "setuptools file: VERSION",
    {
      "pyproject.toml": dynamic(
        "filepkg",
        `${SETUPTOOLS}\n[tool.setuptools.dynamic]\nversion = {file = "VERSION"}\n`,
      ),
      VERSION: `${V}\n`,
      "filepkg/__init__.py": "",
    },
    ["VERSION", "CHANGELOG.md"],
  ],
  [
    "poetry [tool.poetry] version",
    {
      "pyproject.toml": `[tool.poetry]\nname = "poetic"\nversion = "${V}"\ndescription = ""\nauthors = []\n\n[build-system]\nrequires = ["poetry-core"]\nbuild-backend = "poetry.core.masonry.api"\n`,
      "poetic/__init__.py": "",
    },
    ["pyproject.toml", "CHANGELOG.md"],
  ],
  [
    "pdm [tool.pdm.version] source file",
    {
      "pyproject.toml": dynamic(
        "pdmpkg",
        '\n[build-system]\nrequires = ["pdm-backend"]\nbuild-backend = "pdm.backend"\n\n[tool.pdm.version]\nsource = "file"\npath = "src/pdmpkg/__init__.py"\n',
      ),
      "src/pdmpkg/__init__.py": `__version__ = "${V}"\n`,
    },
    ["src/pdmpkg/__init__.py", "CHANGELOG.md"],
  ],
  [
    "flit: __version__ in the module",
    {
      "pyproject.toml": `[project]\nname = "flitpkg"\ndynamic = ["version", "description"]\n\n[build-system]\nrequires = ["flit_core>=3.4"]\nbuild-backend = "flit_core.buildapi"\n`,
      "flitpkg/__init__.py": `"""A flit package."""\n\n__version__ = "${V}"\n`,
    },
    ["flitpkg/__init__.py", "CHANGELOG.md"],
  ],
  [
    "setuptools-scm: the version comes from the tag",
    {
      "pyproject.toml": dynamic(
        "scmpkg",
        '\n[build-system]\nrequires = ["setuptools>=64", "setuptools-scm>=8"]\nbuild-backend = "setuptools.build_meta"\n\n[tool.setuptools_scm]\n',
      ),
      "src/scmpkg/__init__.py": "",
    },
    ["CHANGELOG.md"],
    true,
  ],
  [
    "hatch-vcs: the version comes from the tag",
    {
      "pyproject.toml": dynamic(
        "vcspkg",
        '\n[build-system]\nrequires = ["hatchling", "hatch-vcs"]\nbuild-backend = "hatchling.build"\n\n[tool.hatch.version]\nsource = "vcs"\n',
      ),
      "src/vcspkg/__init__.py": "",
    },
    ["CHANGELOG.md"],
    true,
  ],
  [
    "__version__.py (requests)",
    {
      "pyproject.toml": project("requests", SETUPTOOLS),
      "src/requests/__init__.py": "from .__version__ import __title__, __version__\n",
      "src/requests/__version__.py": `__title__ = "requests"\n__version__ = "${V}"\n`,
    },
    ["pyproject.toml", "src/requests/__version__.py", "CHANGELOG.md"],
  ],
  [
    "version.py",
    {
      "pyproject.toml": project("verpkg", HATCH),
      "verpkg/__init__.py": "from verpkg.version import __version__\n",
      "verpkg/version.py": `__version__ = "${V}"\n`,
    },
    ["pyproject.toml", "verpkg/version.py", "CHANGELOG.md"],
  ],
  [
    "__init__ imports the version from _version.py",
    {
      "pyproject.toml": project("importer", HATCH),
      "src/importer/__init__.py": 'from ._version import __version__\n\n__all__ = ["__version__"]\n',
      "src/importer/_version.py": `__version__ = "${V}"\n`,
    },
    ["pyproject.toml", "src/importer/_version.py", "CHANGELOG.md"],
  ],
];

describe("check names the files update writes, on layouts like real projects'", () => {
  it.each(LAYOUTS)("%s", (_name, files, written, fromTag = false) => {
    const repo = makeRepo({ ...files, "CHANGELOG.md": "# Changelog\n" });
    repo.tag(`v${V}`);
    repo.commit("feat: a feature");
    const preview = checkJson(repo.dir);
    expect(preview).toMatchObject({ next_version: "1.5.0", files: written, version_from_tag: fromTag });
    const human = releaser(["check"], { cwd: repo.dir });
    expect(human.stdout).toContain(`\nwrites        ${written.join(", ")}`);
    if (fromTag) expect(human.stdout).toContain("(the build takes the version from the tag)");

    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    const changed = repo.git("show", "--name-only", "--format=", "HEAD").trim().split("\n");
    expect(changed.sort()).toEqual([...written].sort());
    for (const file of written.filter((f) => f !== "CHANGELOG.md"))
      expect(repo.read(file)).toContain("1.5.0");
  });

  it("covers at least 12 layouts", () => {
    expect(LAYOUTS.length).toBeGreaterThanOrEqual(12);
  });

  it("warns about another copy of the version in the package's version modules, which update leaves alone", () => {
    const repo = makeRepo({
      "pyproject.toml": project("copies", HATCH),
      "src/copies/__init__.py": `__version__ = "${V}"\n`,
      "src/copies/version.py": `VERSION = "${V}"\nversion_info = (1, 4, 2)\n`,
      "CHANGELOG.md": "# Changelog\n",
    });
    repo.tag(`v${V}`);
    repo.commit("fix: a fix");
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      `warning: src/copies/version.py:1 VERSION = "${V}": still carries ${V}, which \`update\` would leave behind; add "src/copies/__init__.py:__version__", "src/copies/version.py:VERSION" to version_files (or derive it from the version)\n`,
    );
    // Named in version_files (with the module found on its own, which the list turns off), it is
    // written and the warning goes.
    repo.commit("chore: name it", {
      "pyproject.toml": project(
        "copies",
        `${HATCH}\n[tool.releaser]\nversion_files = ["src/copies/__init__.py:__version__", "src/copies/version.py:VERSION"]\n`,
      ),
    });
    const named = releaser(["check", "--json"], { cwd: repo.dir });
    expect(named.stderr).toBe("");
    expect(JSON.parse(named.stdout).files).toEqual([
      "pyproject.toml",
      "src/copies/__init__.py",
      "src/copies/version.py",
      "CHANGELOG.md",
    ]);
  });
});
