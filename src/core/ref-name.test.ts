import { describe, expect, it } from "vitest";
import { branchNameProblem } from "./ref-name.ts";

describe("branchNameProblem", () => {
  it.each([
    "releaser/main",
    "release-please--branches--main",
    "a.b/c_d-1",
    "releaser/1.x",
  ])("accepts %j", (name) => {
    expect(branchNameProblem(name)).toBeUndefined();
  });

  it.each([
    ["", "it is empty"],
    ["has space", "it contains whitespace"],
    ["  main  ", "it contains whitespace"],
    ["x\ny", "it contains whitespace"],
    ["a:b", "it contains one of ~ ^ : ? * [ \\ or a control character"],
    ["a~1", "it contains one of ~ ^ : ? * [ \\ or a control character"],
    ["a\u0001b", "it contains one of ~ ^ : ? * [ \\ or a control character"],
    ["bad..name", 'it contains ".."'],
    ["a@{b", 'it contains "@{" or is "@"'],
    ["@", 'it contains "@{" or is "@"'],
    ["releaser/", "it has an empty path component"],
    ["/x", "it has an empty path component"],
    ["a//b", "it has an empty path component"],
    ["-x", 'it starts with "-"'],
    ["x.", 'it ends with "."'],
    ["a/.hidden", 'a component starts with "." or ends with ".lock"'],
    ["a.lock/b", 'a component starts with "." or ends with ".lock"'],
    ["HEAD", "it names HEAD or a full ref, not a branch"],
    ["refs/heads/x", "it names HEAD or a full ref, not a branch"],
  ])("refuses %j: %s", (name, problem) => {
    expect(branchNameProblem(name)).toBe(problem);
  });
});
