import { describe, expect, it } from "vitest";
import {
  compileVersionPattern,
  fillTemplate,
  findVersionByPattern,
  HATCH_DEFAULT_PATTERN,
  replaceVersionByPattern,
} from "./version-pattern.ts";

describe("version patterns (version_files tables, hatch's pattern)", () => {
  it.each([
    [
      "a whole-line pattern on a plain VERSION file (scrapy)",
      "^(?P<version>.+)$",
      "2.13.3\n",
      "2.13.3",
      "2.0.0\n",
    ],
    [
      "hatch's default on __version__",
      HATCH_DEFAULT_PATTERN,
      '"""Doc."""\n__version__ = "1.4.2"\n',
      "1.4.2",
      '"""Doc."""\n__version__ = "2.0.0"\n',
    ],
    [
      "hatch's default on VERSION (django-debug-toolbar)",
      HATCH_DEFAULT_PATTERN,
      "import x\nVERSION = '7.0.0'\n",
      "7.0.0",
      "import x\nVERSION = '2.0.0'\n",
    ],
    [
      "hatch's default is case-blind and takes a leading v",
      HATCH_DEFAULT_PATTERN,
      'version = "v3.1.0"\n',
      "3.1.0",
      'version = "v2.0.0"\n',
    ],
    [
      "a YAML key",
      "^version: (?P<version>\\S+)",
      "name: x\nversion: 0.3.1\n",
      "0.3.1",
      "name: x\nversion: 2.0.0\n",
    ],
  ])("%s", (_, pattern, text, found, after) => {
    const compiled = compileVersionPattern(pattern);
    expect(findVersionByPattern(text, compiled)?.value).toBe(found);
    expect(replaceVersionByPattern(text, compiled, "2.0.0")).toBe(after);
  });

  it("gives the line of the version", () => {
    expect(
      findVersionByPattern("a\nb\nVERSION = '1.0'\n", compileVersionPattern(HATCH_DEFAULT_PATTERN))?.line,
    ).toBe(3);
  });

  it("finds nothing where the pattern does not match", () => {
    const compiled = compileVersionPattern("^release = (?P<version>.+)$");
    expect(findVersionByPattern("version = 1\n", compiled)).toBeUndefined();
    expect(replaceVersionByPattern("version = 1\n", compiled, "2")).toBeUndefined();
  });

  it("refuses a pattern without a version group, or one that does not compile", () => {
    expect(() => compileVersionPattern("^(.+)$")).toThrow(
      'pattern "^(.+)$" needs a named group (?P<version>...) around the version',
    );
    expect(() => compileVersionPattern("(?P<version>.+")).toThrow("is not a valid regular expression");
  });

  it("fills bumpversion templates, {{ }} kept as braces", () => {
    expect(
      fillTemplate('v = "{current_version}" {{x}}', { current_version: "1.0", new_version: "2.0" }),
    ).toBe('v = "1.0" {x}');
    expect(fillTemplate("{new_version}", { current_version: "1.0", new_version: "2.0" })).toBe("2.0");
  });
});

describe("a pattern with nested repeats", () => {
  it("answers at once on a file made to make it backtrack", () => {
    const pattern = compileVersionPattern("^(a+)+b(?P<version>.+)$");
    expect(findVersionByPattern(`${"a".repeat(40)}c\n`, pattern)).toBeUndefined();
    expect(findVersionByPattern("x\naaab1.2.3\n", pattern)).toMatchObject({ value: "1.2.3", line: 2 });
  });
});
