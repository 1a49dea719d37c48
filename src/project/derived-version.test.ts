import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/helpers/repo.ts";
import { derivedName, followDerived, importOf, returnedBy } from "./derived-version.ts";

describe("derivedName", () => {
  it.each<[string, string | undefined]>([
    ["version.short()", "version"],
    ["__version__.public()", "__version__"],
    ["str(version)", "version"],
    ["version", "version"],
    ['get_versions()["version"]', undefined],
    ["version.short(1)", undefined],
    ['"1.2.3"', undefined],
    ["a + b", undefined],
  ])("%s -> %s", (expression, name) => expect(derivedName(expression)).toBe(name));
});

describe("returnedBy", () => {
  it("the first return of a top-level function", () => {
    const text =
      'def _setuptools_version():  # type: () -> str\n    """Doc."""\n    return __version__.public()\n\n\nx = 1\n';
    expect(returnedBy(text, "_setuptools_version")).toBe("__version__.public()");
  });

  it("nothing past the function's end, nor for a name defined otherwise", () => {
    expect(returnedBy("def v():\n    pass\n\nreturn_value = 2\n", "v")).toBeUndefined();
    expect(returnedBy("v = 1\n", "v")).toBeUndefined();
  });
});

describe("importOf", () => {
  it.each<[string, string, { module: string; name: string } | undefined]>([
    [
      "from pkg._version import __version__ as version\n",
      "version",
      { module: "pkg._version", name: "__version__" },
    ],
    [
      "from ._version import __version__  # noqa: E402\n",
      "__version__",
      { module: "._version", name: "__version__" },
    ],
    ["from .v import (\n    a,\n    __version__ as ver,\n)\n", "ver", { module: ".v", name: "__version__" }],
    ["from pkg._version import __version__ as version\n", "__version__", undefined],
    ["import version\n", "version", undefined],
  ])("%j names %s", (text, name, expected) => expect(importOf(text, name)).toEqual(expected));
});

describe("followDerived", () => {
  function tree(files: Record<string, string>): string {
    const root = tempDir("releaser-derived-");
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }
  const VERSION_PY =
    'from incremental import Version\n\n__version__ = Version("Pkg", 24, 3, 0)\n__all__ = ["__version__"]\n';
  /** Absolute modules live under src/, as a src layout keeps them. */
  const find = (root: string) => async (module: string) => {
    const candidate = `src/${module.replaceAll(".", "/")}.py`;
    return existsSync(join(root, candidate)) ? candidate : undefined;
  };

  it("an __init__.py whose __version__ is the short() of incremental's Version imported from _version.py", async () => {
    const root = tree({
      "src/pkg/__init__.py":
        "from pkg._version import __version__ as version\n\n__version__ = version.short()\n",
      "src/pkg/_version.py": VERSION_PY,
    });
    expect(await followDerived(root, "src/pkg/__init__.py", "__version__", find(root))).toEqual({
      path: "src/pkg/_version.py",
      variable: "__version__",
    });
  });

  it("a function setuptools' attr: names, returning the public() of a relatively imported version", async () => {
    const root = tree({
      "src/pkg/__init__.py":
        "from ._version import __version__  # noqa: E402\n\n\ndef _setuptools_version():  # type: () -> str\n    return __version__.public()\n",
      "src/pkg/_version.py": VERSION_PY,
    });
    expect(await followDerived(root, "src/pkg/__init__.py", "_setuptools_version", find(root))).toEqual({
      path: "src/pkg/_version.py",
      variable: "__version__",
    });
  });

  it("a name of the same file that holds the version", async () => {
    const root = tree({ "pkg/__init__.py": 'VERSION = "1.2.0"\n__version__ = str(VERSION)\n' });
    expect(await followDerived(root, "pkg/__init__.py", "__version__", find(root))).toEqual({
      path: "pkg/__init__.py",
      variable: "VERSION",
    });
  });

  it("nothing for a literal version, a computed one, or an origin that holds none", async () => {
    const root = tree({
      "a/__init__.py": '__version__ = "1.0.0"\n',
      "b/__init__.py": 'from ._version import get_versions\n__version__ = get_versions()["version"]\n',
      "c/__init__.py": "from ._version import version\n__version__ = version.short()\n",
      "c/_version.py": "version = compute()\n",
    });
    for (const path of ["a/__init__.py", "b/__init__.py", "c/__init__.py"]) {
      expect(await followDerived(root, path, "__version__", find(root))).toBeUndefined();
    }
  });
});
