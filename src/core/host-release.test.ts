import { describe, expect, it } from "vitest";
import { MAX_RELEASE_BODY, planHostRelease } from "./host-release.ts";

const facts = {
  version: "1.5.0",
  tag: "v1.5.0",
  notes: "## [1.5.0] - 2026-11-21\n\n### Features\n\n- Add x, thanks @octocat",
  draft: false,
  prerelease: false,
  tagFormat: "v{version}",
  tags: ["v1.4.2", "v1.5.0rc1"],
};

describe("planHostRelease", () => {
  it("is the spec 2.6 body: the tag as tag and name, the notes with mentions escaped", () => {
    expect(planHostRelease(facts)).toEqual({
      tag: "v1.5.0",
      name: "v1.5.0",
      body: "## [1.5.0] - 2026-11-21\n\n### Features\n\n- Add x, thanks `@octocat`",
      draft: false,
      prerelease: false,
      latest: undefined,
    });
  });

  it.each([
    ["1.5.0rc1", true],
    ["1.5.0a2", true],
    ["1.5.0b1", true],
    ["1.5.0.dev3", true],
    ["1.5.0", false],
    ["1.5.0.post1", false],
  ])("marks %s as a pre-release: %s", (version, prerelease) => {
    expect(planHostRelease({ ...facts, version, tag: `v${version}` }).prerelease).toBe(prerelease);
  });

  it("follows release.draft and release.prerelease", () => {
    expect(planHostRelease({ ...facts, draft: true, prerelease: true })).toMatchObject({
      draft: true,
      prerelease: true,
    });
  });

  it("keeps an older line from becoming the latest release", () => {
    const tags = ["v1.4.2", "v2.0.0", "v2.1.0rc1"];
    expect(planHostRelease({ ...facts, version: "1.4.3", tag: "v1.4.3", tags }).latest).toBe(false);
    // Only a newer final release counts: a newer pre-release does not.
    expect(planHostRelease({ ...facts, version: "2.0.1", tag: "v2.0.1", tags }).latest).toBeUndefined();
    // Tags of another shape are not releases of this project.
    const other = ["pkg-3.0.0", "v1.4.2"];
    expect(planHostRelease({ ...facts, tags: other }).latest).toBeUndefined();
    expect(planHostRelease({ ...facts, tags: ["v1.5.0"] }).latest).toBeUndefined();
  });

  it("cuts notes longer than GitHub takes at a line end, saying where the rest is", () => {
    const notes = `## [1.5.0]\n\n${"- an entry that is rather long\n".repeat(6000)}`;
    const body = planHostRelease({ ...facts, notes }).body;
    expect(body.length).toBeLessThanOrEqual(MAX_RELEASE_BODY);
    expect(body).toMatch(
      /- an entry that is rather long\n\n… \(cut to fit GitHub's limit: the full notes are in the changelog\)$/,
    );
    expect(planHostRelease({ ...facts, notes: "short" }).body).toBe("short");
  });

  it("cuts one line longer than the limit where it must", () => {
    const body = planHostRelease({ ...facts, notes: "x".repeat(MAX_RELEASE_BODY + 10) }).body;
    expect(body.length).toBeLessThanOrEqual(MAX_RELEASE_BODY);
    expect(body.startsWith("xxx")).toBe(true);
    expect(planHostRelease({ ...facts, notes: "y".repeat(MAX_RELEASE_BODY) }).body).toHaveLength(
      MAX_RELEASE_BODY,
    );
  });

  it("counts a newer final release only, of this tag shape, and a pre-release is never latest-blocking", () => {
    const tags = ["v2.0.0rc1", "v2.0.0.dev1", "2.0.0", "vX"];
    expect(planHostRelease({ ...facts, tags }).latest).toBeUndefined();
  });
});
