import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, pyproject, releaser } from "../helpers/repo.ts";

/**
 * Vendored copies are not stale copies (DESIGN 5, issue 43 case 8): a vendored package that
 * happens to carry the project's version is another project's version. `check` and `update` name
 * the real stale copy beside it, never the vendored files or other packages' metadata, and never
 * advise adding them to version_files. Through the built CLI.
 */

const VENDORED = {
  "src/demo/_vendor/packaging/__init__.py": '__version__ = "1.4.2"\n',
  "src/demo/vendor/six.py": '__version__ = "1.4.2"\n',
  "lib/third_party/tomli/_version.py": 'version = "1.4.2"\n',
  "src/demo/extern/pyparsing/__init__.py": '__version__ = "1.4.2"\n',
  "vendored/attrs/__init__.py": 'VERSION = "1.4.2"\n',
  "tests/data/other-1.4.2.dist-info/METADATA": "Metadata-Version: 2.1\nName: other\nVersion: 1.4.2\n",
};

function project() {
  const repo = makeRepo({
    "pyproject.toml": pyproject("1.4.2", "demo"),
    "src/demo/__init__.py": '__version__ = "1.4.2"\n',
    "docs/conf.py": 'project = "demo"\nrelease = "1.4.2"\n',
    "CHANGELOG.md": "# Changelog\n",
    ...VENDORED,
  });
  repo.tag("v1.4.2");
  repo.commit("fix: a fix");
  return repo;
}

const WARNING =
  'warning: docs/conf.py:2 release = "1.4.2": still carries 1.4.2, which `update` would leave behind; add "src/demo/__init__.py:__version__", "docs/conf.py:release" to version_files (or derive it from the version)\n';

describe("stale copies beside vendored packages that carry the same version", () => {
  it("check names the real stale copy only, in its warning and in --json", () => {
    const repo = project();
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe(WARNING);
    expect(checkJson(repo.dir).stale_copies).toEqual([
      {
        path: "docs/conf.py",
        line: 2,
        text: 'release = "1.4.2"',
        version_files_entry: '"docs/conf.py:release"',
      },
    ]);
  });

  it("update advises only about the real copy, and leaves the vendored files as they are", () => {
    const repo = project();
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(WARNING);
    for (const word of ["_vendor", "vendor/", "third_party", "extern", "vendored", "dist-info"])
      expect(result.stdout + result.stderr).not.toContain(word);
    expect(repo.read("pyproject.toml")).toContain('version = "1.4.3"');
    expect(repo.read("src/demo/__init__.py")).toBe('__version__ = "1.4.3"\n');
    for (const [path, text] of Object.entries(VENDORED)) expect(repo.read(path)).toBe(text);
  });
});
