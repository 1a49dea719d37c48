import { describe, expect, it } from "vitest";
import { releaseSubjectMatcher } from "./release-subject.ts";

describe("releaseSubjectMatcher", () => {
  const templates = ["chore(release): {version}", "release {version}\n\nbody text"];
  it.each([
    ["chore(release): 1.5.0", true],
    ["chore(release): 1.5.0 (#12)", true],
    ["release 1.5.0", true],
    ["chore(release): 1.5.0rc1", false],
    ["chore(release): 1.5.0 and more", false],
    ["chore(release): 1.4.2", false],
    ["feat: 1.5.0", false],
  ])("%j -> %s", (subject, expected) => {
    expect(releaseSubjectMatcher(templates, "1.5.0")(subject)).toBe(expected);
  });

  it("never matches with an empty template", () => {
    expect(releaseSubjectMatcher(["", "\n"], "1.5.0")("")).toBe(false);
  });
});
