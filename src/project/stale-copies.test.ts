import { describe, expect, it } from "vitest";
import { compileVersionPattern, findVersionByPattern } from "../core/version-pattern.ts";
import {
  entryFor,
  isOtherPackagePath,
  targetEntryText,
  tiedToLine,
  versionDefinesCopy,
  versionFileEntryFor,
} from "./stale-copies.ts";

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

describe("a C header that spells the version as MAJOR/MINOR/PATCH defines (issue 42)", () => {
  const HEADER = `#pragma once
#define LIB_VERSION_MAJOR 2
#define LIB_VERSION_MINOR 13
#define LIB_VERSION_PATCH 4 // the third number
#define LIB_VERSION_HEX 0x020D0400
`;
  const ENTRY = `{ path = "include/lib/common.h", pattern = "(?s)#\\\\s*define\\\\s+LIB_VERSION_MAJOR\\\\s+(?P<major>\\\\d+)\\\\b.*?#\\\\s*define\\\\s+LIB_VERSION_MINOR\\\\s+(?P<minor>\\\\d+)\\\\b.*?#\\\\s*define\\\\s+LIB_VERSION_PATCH\\\\s+(?P<patch>\\\\d+)\\\\b", result = "{major}.{minor}.{patch}" }`;

  it("is a copy of 2.13.4, named at its MAJOR line with the entry whose groups make the version", () => {
    expect(
      versionDefinesCopy("include/lib/common.h", 2, "#define LIB_VERSION_MAJOR 2", HEADER, "2.13.4"),
    ).toEqual({
      path: "include/lib/common.h",
      line: 2,
      text: "#define LIB_VERSION_MAJOR 2, #define LIB_VERSION_MINOR 13, #define LIB_VERSION_PATCH 4 // the third number",
      entry: ENTRY,
    });
  });

  it("whose pattern reads the header back as the version", () => {
    const pattern = JSON.parse(/pattern = ("(?:[^"\\]|\\.)*")/.exec(ENTRY)?.[1] as string);
    expect(
      findVersionByPattern(HEADER, compileVersionPattern(pattern, "{major}.{minor}.{patch}")),
    ).toMatchObject({ value: "2.13.4", line: 2 });
  });

  it("takes MICRO for the third number", () => {
    const micro = "#define V_MAJOR 3\n#define V_MINOR 1\n#define V_MICRO 0\n";
    expect(versionDefinesCopy("v.hpp", 1, "#define V_MAJOR 3", micro, "3.1.0")?.entry).toContain(
      "V_MICRO\\\\s+(?P<patch>",
    );
  });

  it.each([
    ["another version", "include/lib/common.h", "2.13.5"],
    ["a version of two numbers", "include/lib/common.h", "2.13"],
    ["a pre-release", "include/lib/common.h", "2.13.4rc1"],
    ["no header", "src/lib/common.c", "2.13.4"],
  ])("is none for %s", (_, path, version) => {
    expect(versionDefinesCopy(path, 2, "#define LIB_VERSION_MAJOR 2", HEADER, version)).toBeUndefined();
  });

  it("is none when MINOR or PATCH is missing, or PATCH is no number", () => {
    const noPatch = HEADER.replace(/#define LIB_VERSION_PATCH.*\n/, "");
    const devPatch = HEADER.replace("PATCH 4 // the third number", "PATCH 4.dev1");
    for (const text of [noPatch, devPatch, HEADER.replace("MINOR", "MINOR_X")])
      expect(
        versionDefinesCopy("include/lib/common.h", 2, "#define LIB_VERSION_MAJOR 2", text, "2.13.4"),
      ).toBeUndefined();
  });
});

describe("a target found on its own as a version_files entry", () => {
  it.each([
    [
      { kind: "python", path: "src/pkg/_version.py", variable: "__version__" },
      '"src/pkg/_version.py:__version__"',
    ],
    [{ kind: "text", path: "VERSION" }, '"VERSION"'],
    [
      { kind: "pattern", path: "v.h", pattern: "(?P<a>\\d+)", result: "{a}" },
      '{ path = "v.h", pattern = "(?P<a>\\\\d+)", result = "{a}" }',
    ],
    [{ kind: "pyproject", path: "pyproject.toml" }, undefined],
  ] as const)("%o", (target, entry) => {
    expect(targetEntryText(target)).toBe(entry);
  });
});
