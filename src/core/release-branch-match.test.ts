import { describe, expect, it } from "vitest";
import { isReleaseBranch } from "./release-branch-match.ts";

describe("a branch against release_branch's names and globs", () => {
  it.each([
    [["main", "*.x"], "1.4.x", true],
    [["main", "*.x"], "main", true],
    [["main", "*.x"], "maintenance/1.4.x", false],
    [["main", "maintenance/*"], "maintenance/1.4.x", true],
    [["main", "stable/*"], "stable/5.1.x", true],
    [["main", "*.x"], "feature/x", false],
    ["main", "1.4.x", false],
    [["main", "v[0-9]*"], "v2-maint", true],
  ] as const)("%j names %s: %s", (setting, branch, expected) => {
    expect(isReleaseBranch(setting, branch)).toBe(expected);
  });
});
