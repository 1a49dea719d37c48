import { describe, expect, it } from "vitest";
import { tagDerivedPendingVersion } from "./tag-derived-pending.ts";

const hatchVcs = {
  version: undefined,
  versionFromTag: "hatch-vcs",
} as unknown as Parameters<typeof tagDerivedPendingVersion>[0];
const templates = ["chore(release): {version}", "chore(release): {version}"];
const commits = (...subjects: string[]) => subjects.map((subject) => ({ subject }));

describe("tagDerivedPendingVersion", () => {
  it("the newest release commit's version, for a version computed from tags", () => {
    expect(
      tagDerivedPendingVersion(
        hatchVcs,
        commits("docs: x", "chore(release): 1.6.0 (#4)", "chore(release): 1.5.0", "feat: a"),
        templates,
      ),
    ).toBe("1.6.0");
  });

  it("nothing without a release commit, or with a subject that is no version", () => {
    expect(tagDerivedPendingVersion(hatchVcs, commits("feat: a"), templates)).toBeUndefined();
    expect(tagDerivedPendingVersion(hatchVcs, commits("chore(release): next"), templates)).toBeUndefined();
  });

  it("nothing for a version a file carries: the files say it there", () => {
    const stat = { version: "1.4.0", versionFromTag: undefined } as unknown as Parameters<
      typeof tagDerivedPendingVersion
    >[0];
    expect(tagDerivedPendingVersion(stat, commits("chore(release): 1.5.0"), templates)).toBeUndefined();
    const dynamicFile = {
      version: undefined,
      versionFromTag: undefined,
    } as unknown as Parameters<typeof tagDerivedPendingVersion>[0];
    expect(
      tagDerivedPendingVersion(dynamicFile, commits("chore(release): 1.5.0"), templates),
    ).toBeUndefined();
  });
});
