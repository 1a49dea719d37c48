import { describe, expect, it } from "vitest";
import { compileVersionPattern, findVersionByPattern } from "../../core/version-pattern.ts";
import { repeatsARepeat, versionLineEntries } from "./version-lines.ts";

const HOOKS = `repos:
  - repo: https://example.org/other/hooks
    rev: v4.16.2
    hooks:
      - id: other
  - repo: https://example.org/self/tool
    rev: v4.16.2 # automatically updated by Commitizen; Please do not touch
    hooks:
      - id: tool-branch
`;

const line = (path: string, regex?: string) => ({
  entry: regex === undefined ? path : `${path}:${regex}`,
  path,
  regex,
});

describe("commitizen's version_files entries as releaser's own (issue 42)", () => {
  it("a regex ties the pattern to the line it picks, not to another hook's rev: line", () => {
    const found = versionLineEntries(
      line(".pre-commit-config.yaml", "rev:.+Please do not touch"),
      HOOKS,
      "4.16.2",
    );
    expect(found).toEqual({
      entries: [
        {
          path: ".pre-commit-config.yaml",
          pattern: `^(?=.*(?:rev:.+Please do not touch))\\s*rev:\\s*v(?P<version>[^"'\\s,]+)`,
        },
      ],
    });
    const entry = "entries" in found ? found.entries[0] : undefined;
    const pattern = typeof entry === "object" ? entry.pattern : "";
    expect(findVersionByPattern(HOOKS, compileVersionPattern(pattern))).toMatchObject({
      value: "4.16.2",
      line: 7,
    });
  });

  it.each([
    ["src/tool/__version__.py", '__version__ = "4.16.2"\n', undefined, "src/tool/__version__.py:__version__"],
    ["VERSION", "4.16.2\n", undefined, "VERSION"],
    [
      "extra.toml",
      'name = "x"\n[tool.thing]\nversion = "4.16.2"\n',
      "version",
      "extra.toml:tool.thing.version",
    ],
    ["docs/conf.py", 'project = "x"\nrelease = "4.16.2"\n', "release", "docs/conf.py:release"],
  ])("%s with regex %s: %s", (path, text, regex, entry) => {
    expect(versionLineEntries(line(path, regex), text, "4.16.2")).toEqual({ entries: [entry] });
  });

  it("no regex: every line that carries the version, once each entry", () => {
    const text = "version: 4.16.2\nimage: tool:4.16.2\nversion: 4.16.2\n";
    expect(versionLineEntries(line("chart.yaml"), text, "4.16.2")).toEqual({
      entries: [
        { path: "chart.yaml", pattern: `^\\s*version:\\s*(?P<version>[^"'\\s,]+)` },
        { path: "chart.yaml", pattern: `^\\s*image:\\s*tool:(?P<version>[^"'\\s,]+)` },
      ],
    });
  });

  it.each([
    [
      line("chart.yaml", "appVersion"),
      "version: 4.16.2\n",
      "no line of chart.yaml carries 4.16.2 where the regex finds it",
    ],
    [line("chart.yaml"), "version: 4.16.1\n", "no line of chart.yaml carries 4.16.2"],
    [
      line("chart.yaml", "(?i)version"),
      "version: 4.16.2\n",
      "a regex with flags releaser cannot tie to one line",
    ],
    [line("chart.yaml", "version("), "version: 4.16.2\n", "not a regular expression releaser can read"],
    [
      line("notes.txt", "(x+x+)+y"),
      `${"x".repeat(40)} 4.16.2\n`,
      "a regex that repeats a repeat or a choice, which can take exponential time on a long line; name the line with a version_files pattern of your own",
    ],
  ])("%j: %s", (entry, text, reason) => {
    expect(versionLineEntries(entry, text, "4.16.2")).toEqual({ reason });
  });

  it("a regex with a named group of its own is tied as a plain group (no second version group)", () => {
    const found = versionLineEntries(
      line("chart.yaml", "(?P<key>app)Version"),
      "appVersion: 4.16.2\n",
      "4.16.2",
    );
    const entry = "entries" in found ? found.entries[0] : undefined;
    expect(entry).toEqual({
      path: "chart.yaml",
      pattern: `^(?=.*(?:(app)Version))\\s*appVersion:\\s*(?P<version>[^"'\\s,]+)`,
    });
    const pattern = typeof entry === "object" ? entry.pattern : "";
    expect(findVersionByPattern("appVersion: 4.16.2\n", compileVersionPattern(pattern))).toMatchObject({
      value: "4.16.2",
    });
  });

  it.each([
    ["(x+x+)+y", true],
    ["(a|aa)*$", true],
    ["(\\d+){2,}", true],
    ["((a+)b)+", true],
    ["rev:.+Please do not touch", false],
    ["(foo)+bar", false],
    ["[(+]+x", false],
    ["\\(a+\\)+", false],
    ["(a+){2}", false],
  ])("repeatsARepeat(%s) is %s", (regex, risky) => {
    expect(repeatsARepeat(regex)).toBe(risky);
  });
});
