import { describe, expect, it } from "vitest";
import { compileVersionPattern, findVersionByPattern } from "../core/version-pattern.ts";
import { entryFor, isOtherPackagePath, tiedToLine, versionFileEntryFor } from "./stale-copies.ts";

describe("the version_files entry that covers a stale copy", () => {
  it.each([
    ["docs/conf.py", 'release = "1.4.2"', '"docs/conf.py:release"'],
    ["pkg/version.py", 'VERSION = "1.4.2"  # kept in step', '"pkg/version.py:VERSION"'],
    ["pyproject.toml", "version = '1.4.2'", '"pyproject.toml:tool.other.version"'],
    ["VERSION", "1.4.2", '"VERSION"'],
  ])("%s: %s", (path, line, entry) => {
    expect(entryFor(path, line, "1.4.2", line === "1.4.2", "tool.other")).toBe(entry);
  });

  it.each([
    [".librarian/state.yaml", "  version: 1.4.2"],
    ["setup.cfg", "version = 1.4.2"],
    ["tests/test_v.py", '    VERSION = "1.4.2"'],
    ["meta.json", '{"version": "1.4.2"}'],
    ["src/_ext/src/lib.rs", '    m.add("__version__", "1.4.2")?;'],
    ["src/_ext/module.c", '    PyModule_AddStringConstant(m, "__version__", "1.4.2");'],
  ])("%s: a pattern entry that finds the version when pasted in (%s)", (path, line) => {
    const entry = entryFor(path, line, "1.4.2", false);
    expect(entry).toMatch(/^\{ path = /);
    const pattern = /pattern = ("(?:[^"\\]|\\.)*")/.exec(entry)?.[1] as string;
    const found = findVersionByPattern(`first\n${line}\nlast\n`, compileVersionPattern(JSON.parse(pattern)));
    expect(found).toMatchObject({ value: "1.4.2", line: 2 });
  });
});

describe("a pattern entry tied to its own line", () => {
  const CFF = "cff-version: 1.2.0\nversion: 1.4.3\npreferred-citation:\n  type: software\n  version: 1.4.2\n";

  it("takes the line's own indentation when the same words stand on an earlier line", () => {
    const entry = tiedToLine(
      versionFileEntryFor("CITATION.cff", "  version: 1.4.2", "1.4.2", false),
      CFF,
      5,
      "  version: 1.4.2",
    );
    expect(entry).toEqual({ path: "CITATION.cff", pattern: `^  version:\\s*(?P<version>[^"'\\s,]+)` });
    const pattern = typeof entry === "string" ? "" : entry.pattern;
    expect(findVersionByPattern(CFF, compileVersionPattern(pattern))).toMatchObject({
      value: "1.4.2",
      line: 5,
    });
  });

  it("keeps any indentation when the pattern finds its line first", () => {
    const text = "a: 1\n  version: 1.4.2\n";
    const entry = versionFileEntryFor("meta.yaml", "  version: 1.4.2", "1.4.2", false);
    expect(tiedToLine(entry, text, 2, "  version: 1.4.2")).toBe(entry);
  });
});

describe("vendored code and other packages' metadata are no stale copies (DESIGN 5)", () => {
  it.each([
    "src/pkg/_vendor/packaging/__init__.py",
    "pkg/vendor/six.py",
    "vendored/attr/__init__.py",
    "lib/third_party/tomli/_version.py",
    "src/extern/pybind11/setup.py",
    "_vendor/x.py",
    "pkg/_vendored/y/__init__.py",
    "deps/third-party/z.py",
    "tests/fixtures/site-packages/other/__init__.py",
    "web/node_modules/left-pad/package.json",
    "tests/data/other-1.4.2.dist-info/METADATA",
    "src/other.egg-info/PKG-INFO",
    "PKG-INFO",
  ])("%s", (path) => {
    expect(isOtherPackagePath(path)).toBe(true);
  });

  it.each([
    "src/pkg/__init__.py",
    "docs/conf.py",
    "src/vendors.py",
    "src/pkg/vendor.py",
    "src/my_vendor/__init__.py",
    "src/external/x.py",
    "VERSION",
  ])("%s is the project's own", (path) => {
    expect(isOtherPackagePath(path)).toBe(false);
  });
});
