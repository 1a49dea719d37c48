import { describe, expect, it } from "vitest";
import { inLine, lineOfBranch, lineText, newerThanBranchLine, trunkOf } from "./release-lines.ts";
import { type Pep440Version, parseVersion } from "./version.ts";

describe("release branches as names and globs", () => {
  it("the trunk is the first name; a list of globs alone has none", () => {
    expect(trunkOf("main")).toBe("main");
    expect(trunkOf(["*.x", "master", "main"])).toBe("master");
    expect(trunkOf(["*.x", "stable/*"])).toBeUndefined();
  });
});

describe("the line a branch names", () => {
  it.each([
    ["1.4.x", [1, 4]],
    ["maintenance/2.5.x", [2, 5]],
    ["stable/5.1.x", [5, 1]],
    ["v2.x", [2]],
    ["3.X", [3]],
  ])("%s -> %j", (branch, line) => {
    expect(lineOfBranch(branch)).toEqual(line);
  });

  it.each(["main", "1.4", "feature/1.4.x-fix", "x", "1.4.y", "release-1.4"])("%s names no line", (branch) => {
    expect(lineOfBranch(branch)).toBeUndefined();
  });

  it("a version is in the line when its release starts with the line's numbers", () => {
    expect(inLine([1, 4], "1.4.3")).toBe(true);
    expect(inLine([1, 4], "1.4.3rc1")).toBe(true);
    expect(inLine([1, 4], "1.5.0")).toBe(false);
    expect(inLine([2], "2.9.1")).toBe(true);
    expect(inLine([2], "3.0.0")).toBe(false);
    expect(inLine([1, 4], "not a version")).toBe(false);
    expect(lineText([1, 4])).toBe("1.4");
  });
});

describe("newerThanBranchLine", () => {
  const v = (text: string) => parseVersion(text) as Pep440Version;
  it.each([
    ["2.13.5", "v2.12", true],
    ["3.0.0", "v2.12", true],
    ["2.12.3", "v2.12", false],
    ["2.2.0", "release-2.3", false],
    ["2.4.0", "release-2.3", true],
    ["1.5.0", "maint/1.4", true],
    ["1.4.9", "1.4.x", false],
    ["9.9.9", "main", false],
    ["9.9.9", "feature/x", false],
  ])("%s beside %s: %s", (version, branch, newer) => {
    expect(newerThanBranchLine(v(version), branch)).toBe(newer);
  });
});
