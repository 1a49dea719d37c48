import { describe, expect, it } from "vitest";
import { compileVersionPattern, findVersionByPattern } from "../core/version-pattern.ts";
import { entryFor } from "./stale-copies.ts";

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
  ])("%s: a pattern entry that finds the version when pasted in (%s)", (path, line) => {
    const entry = entryFor(path, line, "1.4.2", false);
    expect(entry).toMatch(/^\{ path = /);
    const pattern = /pattern = ("(?:[^"\\]|\\.)*")/.exec(entry)?.[1] as string;
    const found = findVersionByPattern(`first\n${line}\nlast\n`, compileVersionPattern(JSON.parse(pattern)));
    expect(found).toMatchObject({ value: "1.4.2", line: 2 });
  });
});
