import { describe, expect, it } from "vitest";
import { compileVersionPattern, findVersionByPattern, replaceVersionByPattern } from "./version-pattern.ts";

/**
 * scikit-build-core's regex provider with a `result` (issue 42): the version is made from named
 * groups over several lines (a C header's `#define`s), read and written group by group.
 */
const REGEX = `(?sx)
\\#define \\s+ LIB_VERSION_MAJOR \\s+ (?P<major>\\d+) .*?
\\#define \\s+ LIB_VERSION_MINOR \\s+ (?P<minor>\\d+) .*?
\\#define \\s+ LIB_VERSION_PATCH \\s+ (?P<patch>\\S+)
`;
const RESULT = "{major}.{minor}.{patch}";

const header = (major: string, minor: string, patch: string) => `#pragma once
// version constants
#define LIB_VERSION_MAJOR ${major}
#define LIB_VERSION_MINOR ${minor}
#define LIB_VERSION_MICRO 0
// String version of the patch part, e.g.: 0a0, 0b1, 0rc1, 0
#define LIB_VERSION_PATCH ${patch}
#define LIB_VERSION_HEX 0x030100F0
`;

const pattern = compileVersionPattern(REGEX, RESULT);

describe("a version made from named groups (scikit-build-core's result)", () => {
  it.each([
    [header("3", "1", "0a0"), "3.1.0a0", 3],
    [header("3", "0", "4"), "3.0.4", 3],
    [header("12", "10", "0rc1"), "12.10.0rc1", 3],
  ])("reads %#: %s", (text, value, line) => {
    expect(findVersionByPattern(text, pattern)).toMatchObject({ value, line });
  });

  it.each([
    ["3.1.0", header("3", "1", "0")],
    ["3.2.0rc1", header("3", "2", "0rc1")],
    ["4.0.0", header("4", "0", "0")],
    ["10.11.12.dev3", header("10", "11", "12.dev3")],
  ])("writes %s into each #define, nothing else", (version, expected) => {
    expect(replaceVersionByPattern(header("3", "1", "0a0"), pattern, version)).toBe(expected);
  });

  it("a group named twice in the result takes one value", () => {
    const twice = compileVersionPattern("^V=(?P<a>\\d+)\\.(?P<b>\\d+)$", "{a}.{b}-{a}");
    expect(findVersionByPattern("V=1.2\n", twice)).toMatchObject({ value: "1.2-1" });
    expect(replaceVersionByPattern("V=1.2\n", twice, "1.3-1")).toBe("V=1.3\n");
    expect(() => replaceVersionByPattern("V=1.2\n", twice, "1.3-2")).toThrow(
      '1.3-2 cannot be written through the groups of "{a}.{b}-{a}"',
    );
  });

  it("a version the groups cannot hold is refused, the file not half-written", () => {
    expect(() => replaceVersionByPattern(header("3", "1", "0"), pattern, "3.1")).toThrow(
      '3.1 cannot be written through the groups of "{major}.{minor}.{patch}"',
    );
    // major is \d+: "3!1" would not read back.
    expect(() => replaceVersionByPattern(header("3", "1", "0"), pattern, "1!3.1.0")).toThrow(
      '1!3.1.0 cannot be written through the groups of "{major}.{minor}.{patch}"',
    );
  });

  it("finds nothing in a file without the defines", () => {
    expect(findVersionByPattern("#pragma once\n", pattern)).toBeUndefined();
    expect(replaceVersionByPattern("#pragma once\n", pattern, "3.1.0")).toBeUndefined();
  });

  it("a result naming a group the regex lacks is refused", () => {
    expect(() => compileVersionPattern("(?P<major>\\d+)", "{major}.{minor}")).toThrow(
      'pattern "(?P<major>\\\\d+)" needs a named group (?P<minor>...) for each part of the result "{major}.{minor}"',
    );
  });
});

describe("Python's verbose flag (?x)", () => {
  it("drops whitespace and comments, keeps \\# and \\  as themselves", () => {
    const verbose = compileVersionPattern(
      "(?x) ^ \\#define \\  V \\s+ (?P<version> [0-9.]+ )  # the version\n",
    );
    expect(findVersionByPattern("x\n#define  V 1.2.3\n", verbose)).toBeUndefined();
    expect(findVersionByPattern("x\n#define V 1.2.3\n", verbose)).toMatchObject({ value: "1.2.3", line: 2 });
  });

  it("keeps whitespace inside a class", () => {
    const verbose = compileVersionPattern("(?x) v = [ ]? (?P<version>\\S+)");
    expect(findVersionByPattern("v= 2.0\n", verbose)).toMatchObject({ value: "2.0" });
  });
});
