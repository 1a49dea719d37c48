import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ReleaseError, TagExistsError } from "./errors.ts";
import { planRelease } from "./plan.ts";
import type { PlanInput } from "./plan-types.ts";
import { commit } from "./test-builders.ts";
import { compareVersions as comparePep440, parseVersion } from "./version.ts";

/** Compares two version strings under PEP 440. */
function compareVersions(a: string, b: string): number {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  if (x === undefined || y === undefined) throw new Error(`not a version: ${a} or ${b}`);
  return comparePep440(x, y);
}

const HIDDEN = ["style", "test", "ci", "chore"];

/** A plan input with the defaults a fresh project has; `fields` says what differs. */
function input(fields: Partial<PlanInput> = {}): PlanInput {
  return {
    tagFormat: "v{version}",
    majorOnZero: true,
    changelog: { sections: {}, hidden: HIDDEN },
    tags: [],
    baseTag: undefined,
    commits: [],
    fileVersion: undefined,
    releaseSubjects: ["chore(release): {version}"],
    date: "2026-11-21",
    overrides: {},
    ...fields,
  };
}

/** A repository whose last release is v1.4.2, with `commits` since. */
function sinceV142(messages: string[], fields: Partial<PlanInput> = {}): PlanInput {
  return input({
    tags: ["v1.4.2"],
    baseTag: "v1.4.2",
    fileVersion: "1.4.2",
    commits: messages.map((m) => commit(m)),
    ...fields,
  });
}

/** The version the plan would release, or the error's class and message. */
function outcome(plan: PlanInput): string {
  try {
    return planRelease(plan).nextVersion ?? "nothing";
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

describe("planRelease: the base and the bump", () => {
  it("releases a fix after v1.4.2 as 1.4.3, with the whole plan", () => {
    const fix = commit("fix: handle @octocat's empty config");
    const chore = commit("chore: tidy");
    const plan = planRelease(sinceV142([], { commits: [fix, chore] }));
    expect(plan).toEqual({
      baseTag: "v1.4.2",
      baseVersion: "1.4.2",
      fileVersion: "1.4.2",
      commits: [fix, chore],
      cancelled: [],
      bump: "patch",
      drivers: [fix],
      fragmentDrivers: [],
      source: "commits",
      downgrade: false,
      nextVersion: "1.4.3",
      tag: "v1.4.3",
      pending: false,
      unreleased: undefined,
      taken: [],
      groups: [{ title: "Bug Fixes", entries: ["- Handle `@octocat`'s empty config"] }],
      changelog: "## [1.4.3] - 2026-11-21\n\n### Bug Fixes\n\n- Handle `@octocat`'s empty config\n",
    });
  });

  it("says there is nothing to release when no commit asks for a bump", () => {
    const plan = planRelease(sinceV142(["chore: tidy", "ci: cache", "not conventional"]));
    expect(plan).toMatchObject({
      baseVersion: "1.4.2",
      bump: "none",
      drivers: [],
      source: "commits",
      downgrade: false,
      nextVersion: undefined,
      tag: undefined,
      pending: false,
      groups: [],
      changelog: undefined,
    });
    expect(plan.commits).toHaveLength(3);
  });

  it.each([
    // [base tag, file version, commits, expected next version, base version]
    ["v1.4.2", "1.0.0", ["fix: x"], "1.4.3", "1.4.2"], // the tag wins over stale files
    ["v1.4.2", undefined, ["feat: x"], "1.5.0", "1.4.2"],
    [undefined, "1.0.0", ["fix: x"], "1.0.1", "1.0.0"], // no tag: the files are the base
    [undefined, undefined, ["feat: x"], "0.1.0", "0.0.0"], // nothing at all: 0.0.0
    ["v1.4.2", "1.4.2.0", ["fix: x"], "1.4.3", "1.4.2"], // the same version spelled longer: not pending
    ["v1.4.2", "1.4.0", ["fix: x"], "1.4.3", "1.4.2"], // files behind the tag: not pending
  ] as const)("base tag %s, files %s, %j -> %s", (baseTag, fileVersion, messages, next, baseVersion) => {
    const plan = planRelease(
      input({
        tags: baseTag ? [baseTag] : [],
        baseTag,
        fileVersion,
        commits: messages.map((m) => commit(m)),
      }),
    );
    expect(plan).toMatchObject({ nextVersion: next, baseVersion, source: "commits", pending: false });
  });

  it("reads the base tag through tag_format and writes the next tag with it", () => {
    const plan = planRelease(
      input({
        tagFormat: "release-{version}",
        tags: ["release-2.0.0"],
        baseTag: "release-2.0.0",
        commits: [commit("feat!: drop Python 3.8")],
      }),
    );
    expect(plan).toMatchObject({ baseVersion: "2.0.0", nextVersion: "3.0.0", tag: "release-3.0.0" });
  });

  it("keeps breaking changes on minor in 0.x only when major_on_zero is off", () => {
    const zero = (majorOnZero: boolean) =>
      planRelease(input({ fileVersion: "0.3.1", majorOnZero, commits: [commit("feat!: new api")] }));
    expect(zero(false)).toMatchObject({ bump: "major", nextVersion: "0.4.0" });
    expect(zero(true)).toMatchObject({ bump: "major", nextVersion: "1.0.0" });
  });

  it("lists the commits that drive the bump", () => {
    const feats = [commit("feat: a"), commit("feat(cli): b")];
    const plan = planRelease(sinceV142([], { commits: [commit("fix: c"), ...feats, commit("docs: d")] }));
    expect(plan.drivers).toEqual(feats);
    expect(plan.bump).toBe("minor");
  });

  it("names where an invalid version was read", () => {
    expect(outcome(input({ fileVersion: "banana", fileVersionSource: "pyproject.toml:3" }))).toBe(
      'ReleaseError: pyproject.toml:3: "banana" is not a valid PEP 440 version (e.g. 1.5.0, 2.0.0rc1)',
    );
    expect(outcome(input({ fileVersion: "banana" }))).toBe(
      'ReleaseError: the project files: "banana" is not a valid PEP 440 version (e.g. 1.5.0, 2.0.0rc1)',
    );
    expect(() => planRelease(input({ fileVersion: "1.x" }))).toThrow(ReleaseError);
  });
});

describe("planRelease: reverts", () => {
  it("drops a commit and its revert from the bump and the changelog, and lists both", () => {
    const feat = commit("feat: add export");
    const revert = commit(`revert: feat: add export\n\nThis reverts commit ${feat.commit.hash}.`);
    const fix = commit("fix: keep import");
    const plan = planRelease(sinceV142([], { commits: [revert, fix, feat] }));
    expect(plan).toMatchObject({
      commits: [revert, fix, feat],
      cancelled: [revert, feat],
      bump: "patch",
      drivers: [fix],
      nextVersion: "1.4.3",
      groups: [{ title: "Bug Fixes", entries: ["- Keep import"] }],
    });
  });

  it("ignores the Release-As footer of a cancelled commit", () => {
    const forced = commit("fix: x\n\nRelease-As: 3.0.0");
    const revert = commit(`revert: fix: x\n\nThis reverts commit ${forced.commit.hash}.`);
    const plan = planRelease(sinceV142([], { commits: [revert, commit("fix: y"), forced] }));
    expect(plan).toMatchObject({ nextVersion: "1.4.3", source: "commits" });
  });
});

describe("planRelease: the Release-As footer", () => {
  it.each([
    // [commits, next version, bump, source]
    [["fix: x\n\nRelease-As: 2.0.0"], "2.0.0", "major", "release-as-footer"],
    [["chore: x\n\nRelease-As: 1.6.0"], "1.6.0", "minor", "release-as-footer"],
    [["chore: x\n\nRelease-As: 1.4.5"], "1.4.5", "patch", "release-as-footer"],
    // Same release segment: the commits' bump is shown (patch when they ask for none).
    [["feat: x\n\nRelease-As: 1.4.2.post1"], "1.4.2.post1", "minor", "release-as-footer"],
    [["chore: x\n\nRelease-As: 1.4.2.post1"], "1.4.2.post1", "patch", "release-as-footer"],
    // The newest footer wins, wherever it is in the range.
    [["fix: a\n\nRelease-As: 2.0.0", "fix: b\n\nRelease-As: 3.0.0"], "2.0.0", "major", "release-as-footer"],
    [["fix: newer", "chore: x\n\nRelease-As: 2.0.0"], "2.0.0", "major", "release-as-footer"],
    // A footer naming a released version (the base's tag, another tag) asked for that release:
    // it is done, and the commits decide.
    [["fix: x\n\nRelease-As: 1.4.2"], "1.4.3", "patch", "commits"],
    [["chore: x\n\nRelease-As: 1.4.2"], undefined, "none", "commits"],
    [["feat: x\n\nRelease-As: 1.0.0"], "1.5.0", "minor", "commits"],
    [["fix: x\n\nRelease-As: 1.5.0rc1"], "1.4.3", "patch", "commits"],
  ])("%j -> %s (%s, %s)", (messages, nextVersion, bump, source) => {
    const tags = ["v1.4.2", "v1.0.0", "v1.5.0rc1"];
    expect(planRelease(sinceV142(messages, { tags }))).toMatchObject({
      nextVersion,
      bump,
      source,
      downgrade: false,
    });
  });

  it("refuses an invalid footer, naming it and its commit", () => {
    const forced = commit("fix: x\n\nRelease-As: soon", "abcdef0123456789abcdef0123456789abcdef01");
    expect(outcome(sinceV142([], { commits: [forced] }))).toBe(
      "ReleaseError: Release-As: soon (commit abcdef0) is not a PEP 440 version; ask for a release version such as 1.5.0 (or a pre-release such as 2.0.0rc1)",
    );
  });

  it("holds a footer below the current version to the rule of --release-as, with the same message", () => {
    const forced = commit("fix: x\n\nRelease-As: 1.2.0", "abcdef0123456789abcdef0123456789abcdef01");
    expect(outcome(sinceV142([], { commits: [forced] }))).toBe(
      "ReleaseError: Release-As: 1.2.0 (commit abcdef0) is below the current version 1.4.2 (v1.4.2); pass --allow-downgrade if you mean to release a lower version",
    );
    expect(() => planRelease(sinceV142([], { commits: [forced] }))).toThrow(
      expect.objectContaining({
        details: ["--release-as or --bump outranks the footer: either chooses the version instead"],
      }),
    );
    const allowed = sinceV142([], { commits: [forced], overrides: { allowDowngrade: true } });
    expect(planRelease(allowed)).toMatchObject({
      nextVersion: "1.2.0",
      source: "release-as-footer",
      downgrade: true,
    });
    // --release-as and --bump outrank the footer, so either is a way past it.
    expect(outcome(sinceV142([], { commits: [forced], overrides: { releaseAs: "1.5.0" } }))).toBe("1.5.0");
    expect(outcome(sinceV142([], { commits: [forced], overrides: { bump: "patch" } }))).toBe("1.4.3");
  });

  it.each([
    ["2.0", "2.0.0", "a release has three numbers"],
    ["v2.0.0", "2.0.0", "its canonical PEP 440 spelling"],
    ["2.0.0-rc1", "2.0.0rc1", "its canonical PEP 440 spelling"],
  ])("takes the footer %s as %s, with a note", (asked, version, why) => {
    const forced = commit(`fix: x\n\nRelease-As: ${asked}`, "abcdef0123456789abcdef0123456789abcdef01");
    const plan = planRelease(sinceV142([], { commits: [forced] }));
    expect(plan).toMatchObject({ nextVersion: version, tag: `v${version}`, source: "release-as-footer" });
    expect(plan.releaseAsNote).toBe(
      `Release-As: ${asked} (commit abcdef0) is taken as ${version}: ${why}${why.startsWith("a release") ? " (a two-part tag reads as a floating tag, like v2.0 for the newest 2.0.x, not as a release)" : ", which the files and the tag carry"}`,
    );
  });

  it.each([
    [
      "1.5.0+local.1",
      "has a local label (+local.1), which no release carries (the index refuses local versions); ask for 1.5.0",
    ],
    [
      "2.0.dev1",
      "is a development version, which releaser never releases; ask for 2.0.0 (a pre-release such as 2.0.0rc1 is a release)",
    ],
  ])("refuses the footer %s as the flag would", (asked, why) => {
    const forced = commit(`fix: x\n\nRelease-As: ${asked}`, "abcdef0123456789abcdef0123456789abcdef01");
    expect(outcome(sinceV142([], { commits: [forced] }))).toBe(
      `ReleaseError: Release-As: ${asked} (commit abcdef0) ${why}`,
    );
    expect(outcome(sinceV142([], { overrides: { releaseAs: asked } }))).toBe(
      `ReleaseError: --release-as ${asked} ${why}`,
    );
  });

  it("is outranked by --bump", () => {
    const plan = planRelease(sinceV142(["fix: x\n\nRelease-As: 3.0.0"], { overrides: { bump: "minor" } }));
    expect(plan).toMatchObject({ nextVersion: "1.5.0", source: "bump-flag" });
  });
});

describe("planRelease: --release-as", () => {
  const releaseAs = (version: string, fields: Partial<PlanInput> = {}, messages = ["fix: x"]) =>
    sinceV142(messages, {
      tags: ["v1.4.2", "v1.5.0", "v1.6", "v1.3.0"],
      ...fields,
      overrides: { releaseAs: version, ...fields.overrides },
    });

  it.each([
    // [version, commits, expected next version, bump]
    ["2.0.0", ["fix: x"], "2.0.0", "major"],
    ["1.6.0", ["fix: x"], "1.6.0", "minor"], // a floating v1.6 is no release of 1.6.0
    ["1.4.9", ["feat: x"], "1.4.9", "patch"],
    ["1.5.0.1", ["fix: x"], "1.5.0.1", "minor"], // 1.5.0.1 is not 1.5.0
    ["1.4.2.post1", ["feat: x"], "1.4.2.post1", "minor"],
    ["1.4.2.post1", ["chore: x"], "1.4.2.post1", "patch"],
    ["1.7.0", [], "1.7.0", "minor"],
  ])("%s with %j -> %s (%s)", (version, messages, nextVersion, bump) => {
    expect(planRelease(releaseAs(version, {}, messages))).toMatchObject({
      nextVersion,
      tag: `v${nextVersion}`,
      bump,
      source: "release-as-flag",
      drivers: [],
      downgrade: false,
      pending: false,
    });
  });

  it.each([
    ["1.5.0", "v1.5.0", "1.5.0"],
    ["1.5.0.0", "v1.5.0", "1.5.0.0"], // the same version under PEP 440
    ["1.5", "v1.5.0", "1.5.0"], // taken as 1.5.0
    ["1.3.0", "v1.3.0", "1.3.0"], // a tag exists: refused even with --allow-downgrade
  ])("refuses %s because %s exists", (version, tag, text) => {
    const plan = releaseAs(version, { overrides: { allowDowngrade: true } });
    expect(() => planRelease(plan)).toThrow(TagExistsError);
    expect(outcome(plan)).toBe(
      `TagExistsError: --release-as ${version}: tag ${tag} already exists, so ${text} is released; choose a version above 1.4.2`,
    );
  });

  it("refuses a version below the base unless --allow-downgrade", () => {
    expect(outcome(releaseAs("1.2.0"))).toBe(
      "ReleaseError: --release-as 1.2.0 is below the current version 1.4.2 (v1.4.2); pass --allow-downgrade if you mean to release a lower version",
    );
    expect(outcome(releaseAs("1.2.0", { baseTag: undefined, tags: [] }))).toBe(
      "ReleaseError: --release-as 1.2.0 is below the current version 1.4.2; pass --allow-downgrade if you mean to release a lower version",
    );
    expect(outcome(releaseAs("1.2.0", { overrides: { allowDowngrade: false } }))).toMatch(/is below/);
  });

  it.each([
    [["feat: x"], "minor"],
    [["fix: x"], "patch"],
    [["chore: x"], "patch"],
    [[], "patch"],
  ])("allows a downgrade when asked: %j shows %s", (messages, bump) => {
    expect(planRelease(releaseAs("1.2.0", { overrides: { allowDowngrade: true } }, messages))).toMatchObject({
      nextVersion: "1.2.0",
      tag: "v1.2.0",
      bump,
      downgrade: true,
      source: "release-as-flag",
    });
  });

  it("releases the base version itself when it has no tag (a first release)", () => {
    const plan = planRelease(releaseAs("1.4.2", { baseTag: undefined, tags: [] }, []));
    expect(plan).toMatchObject({ nextVersion: "1.4.2", bump: "patch", downgrade: false });
  });

  it("refuses an invalid version, naming the option", () => {
    expect(outcome(releaseAs("next"))).toBe(
      "ReleaseError: --release-as next is not a PEP 440 version; ask for a release version such as 1.5.0 (or a pre-release such as 2.0.0rc1)",
    );
  });

  it.each([
    ["2.0", "2.0.0", "major"],
    ["v2.0.0", "2.0.0", "major"],
    ["1.5.0-rc.1", "1.5.0rc1", "minor"],
    ["1.5.0RC1", "1.5.0rc1", "minor"],
    ["1.6", "1.6.0", "minor"], // not the floating v1.6
  ])("takes %s as %s, with a note, and tags the canonical form", (asked, version, bump) => {
    const plan = planRelease(releaseAs(asked));
    expect(plan).toMatchObject({ nextVersion: version, tag: `v${version}`, bump, source: "release-as-flag" });
    expect(plan.releaseAsNote).toMatch(
      new RegExp(`^--release-as ${asked.replaceAll(".", "\\.")} is taken as ${version}: `),
    );
  });

  it("keeps a calendar project's short version as it is written (pip's 26.2)", () => {
    const plan = planRelease(
      input({
        tags: ["26.1"],
        baseTag: "26.1",
        tagFormat: "{version}",
        calver: "YY.N",
        overrides: { releaseAs: "26.2" },
      }),
    );
    expect(plan).toMatchObject({ nextVersion: "26.2", tag: "26.2" });
    expect(plan.releaseAsNote).toBeUndefined();
  });

  it("gives no note for a canonical version", () => {
    expect(planRelease(releaseAs("2.0.0")).releaseAsNote).toBeUndefined();
  });

  it("outranks --bump, a pending release and the footer", () => {
    const plan = sinceV142(["chore(release): 1.5.0", "feat: x\n\nRelease-As: 3.0.0"], {
      fileVersion: "1.5.0",
      overrides: { releaseAs: "2.0.0", bump: "patch" },
    });
    expect(planRelease(plan)).toMatchObject({ nextVersion: "2.0.0", source: "release-as-flag" });
  });
});

describe("planRelease: --bump and --prerelease", () => {
  it.each([
    ["major", ["fix: x"], "2.0.0"],
    ["minor", [], "1.5.0"],
    ["patch", ["feat!: x"], "1.4.3"],
  ] as const)("--bump %s with %j -> %s", (bump, messages, nextVersion) => {
    expect(planRelease(sinceV142([...messages], { overrides: { bump } }))).toMatchObject({
      nextVersion,
      bump,
      source: "bump-flag",
      drivers: [],
    });
  });

  it("keeps --bump major on minor in 0.x when major_on_zero is off", () => {
    const plan = input({ fileVersion: "0.3.0", majorOnZero: false, overrides: { bump: "major" } });
    expect(planRelease(plan).nextVersion).toBe("0.4.0");
  });

  it.each([
    [["v1.4.2"], "rc", "1.5.0rc1"],
    [["v1.4.2", "v1.5.0rc1"], "rc", "1.5.0rc2"],
    [["v1.4.2", "v1.5.0rc1", "v1.5.0rc2", "v1.4.0rc7"], "rc", "1.5.0rc3"],
    [["v1.4.2", "v1.5.0a1"], "b", "1.5.0b1"],
  ] as const)("numbers the pre-release from the tags %j (--prerelease %s) -> %s", (tags, label, next) => {
    const plan = sinceV142(["feat: x"], { tags: [...tags], overrides: { prerelease: label } });
    expect(planRelease(plan)).toMatchObject({ nextVersion: next, tag: `v${next}`, source: "commits" });
  });

  it.each([
    [[], "2.1.0b3", "b", "2.1.0b4"],
    [[], "2.1.0b3", "rc", "2.1.0rc1"],
    [[], "2.1.0rc2", "rc", "2.1.0rc3"],
    [["v2.0.0"], "2.1.0b3", "b", "2.1.0b4"],
    [["v2.0.0", "v2.1.0b5"], "2.1.0b3", "b", "2.1.0b6"],
  ] as const)("never lower, also without tags: tags %j, the files at %s, --prerelease %s -> %s (issue 43, case 2)", (tags, fileVersion, label, next) => {
    const plan = input({
      tags: [...tags],
      baseTag: tags[0],
      fileVersion,
      commits: [commit("fix: x")],
      overrides: { prerelease: label },
    });
    expect(planRelease(plan)).toMatchObject({ nextVersion: next, source: "commits", downgrade: false });
  });

  it("a pre-release label below the files' pre-release is refused, naming it", () => {
    const plan = input({
      fileVersion: "2.1.0b3",
      commits: [commit("fix: x")],
      overrides: { prerelease: "a" },
    });
    expect(outcome(plan)).toBe(
      "ReleaseError: The pre-release 2.1.0a1 would sort before the existing 2.1.0b3.",
    );
  });

  it("numbers a pre-release forced by --bump the same way", () => {
    const plan = sinceV142([], {
      tags: ["v1.4.2", "v2.0.0rc1"],
      overrides: { bump: "major", prerelease: "rc" },
    });
    expect(planRelease(plan).nextVersion).toBe("2.0.0rc2");
  });
});

describe("planRelease: a pending release (update has run, no tag yet)", () => {
  it("with a base tag: files ahead of it and untagged are pending", () => {
    const release = commit("chore(release): 1.5.0");
    const feat = commit("feat: x");
    const plan = planRelease(sinceV142([], { fileVersion: "1.5.0", commits: [release, feat] }));
    expect(plan).toMatchObject({
      baseVersion: "1.4.2",
      fileVersion: "1.5.0",
      pending: true,
      source: "pending",
      bump: "minor",
      drivers: [],
      nextVersion: "1.5.0",
      tag: "v1.5.0",
      downgrade: false,
      changelog: "## [1.5.0] - 2026-11-21\n\n### Features\n\n- X\n",
    });
  });

  it.each([
    // [file version, tags, commits, expected next version, pending]
    ["1.5.0", ["v1.4.2"], ["chore(release): 1.5.0", "chore: x"], "1.5.0", true],
    ["1.5.0", ["v1.4.2"], ["chore: x", "chore(release): 1.5.0 (#12)"], "1.5.0", true],
    ["1.4.3", ["v1.4.2"], ["chore(release): 1.4.3", "fix: x"], "1.4.3", true],
    // A version no release commit set (bumped by hand, left by another tool) is never pending.
    ["1.5.0", ["v1.4.2"], ["chore: x"], "nothing", false],
    ["2.29.1", ["v1.4.2"], ["chore: bump version to 2.29.1", "fix: x"], "1.4.3", false],
    ["1.5.0", ["v1.4.2"], ["chore(release): 1.4.9", "fix: x"], "1.4.3", false],
    // Development and local versions are never releases, whatever commit set them.
    ["1.5.0.dev0", ["v1.4.2"], ["chore(release): 1.5.0.dev0", "feat: x"], "1.5.0", false],
    ["1.5.0+local", ["v1.4.2"], ["chore(release): 1.5.0+local", "feat: x"], "1.5.0", false],
    ["1.5.0", ["v1.4.2", "v1.5.0"], ["fix: x"], "1.4.3", false], // its tag exists (not merged in)
    ["1.4.2", ["v1.4.2"], ["fix: x"], "1.4.3", false],
  ] as const)("files at %s, tags %j, %j -> %s (pending: %s)", (fileVersion, tags, messages, next, pending) => {
    const plan = planRelease(sinceV142([...messages], { fileVersion, tags: [...tags] }));
    expect(plan).toMatchObject({ nextVersion: next === "nothing" ? undefined : next, pending });
    expect(plan.source).toBe(pending ? "pending" : "commits");
  });

  it.each([
    // Without a base tag, only a release commit for the files' version in the range makes it pending.
    [["chore(release): 1.0.0", "feat: a"], "1.0.0", true],
    [["chore(release): 1.0.0 (#12)", "feat: a"], "1.0.0", true],
    [["release 1.0.0", "feat: a"], "1.0.0", true],
    [["chore(release): 1.0.0 and more", "feat: a"], "1.1.0", false],
    [["chore(release): 0.9.0", "feat: a"], "1.1.0", false],
    [["feat: a"], "1.1.0", false], // a hand-set first version is the base
    [[], "nothing", false],
  ])("without a base tag, files at 1.0.0, %j -> %s (pending: %s)", (messages, next, pending) => {
    const plan = input({
      fileVersion: "1.0.0",
      commits: messages.map((m) => commit(m)),
      releaseSubjects: ["  chore(release): {version} ", "release {version}"],
    });
    expect(outcome(plan)).toBe(next);
    expect(planRelease(plan).pending).toBe(pending);
  });

  it("is not pending when the release commit was reverted", () => {
    const release = commit("chore(release): 1.0.0");
    const revert = commit(`Revert "chore(release): 1.0.0"\n\nThis reverts commit ${release.commit.hash}.`);
    const plan = input({ fileVersion: "1.0.0", commits: [revert, commit("fix: a"), release] });
    expect(planRelease(plan)).toMatchObject({ pending: false, nextVersion: "1.0.1" });
  });

  it("gives way to --bump and outranks the footer", () => {
    const pending = (overrides: PlanInput["overrides"]) =>
      planRelease(
        sinceV142(["fix: x\n\nRelease-As: 3.0.0", "chore(release): 1.5.0"], {
          fileVersion: "1.5.0",
          overrides,
        }),
      );
    expect(pending({})).toMatchObject({ nextVersion: "1.5.0", source: "pending", pending: true });
    expect(pending({ bump: "patch" })).toMatchObject({
      nextVersion: "1.4.3",
      source: "bump-flag",
      pending: false,
    });
  });
});

describe("plan properties (fast-check)", () => {
  const message = fc.constantFrom(
    "feat: a",
    "feat(api): b",
    "fix: c",
    "perf: d",
    "docs: e",
    "chore: f",
    "refactor!: g",
    "fix: h\n\nBREAKING CHANGE: i",
    "Update README",
    "revert: feat: a",
  );
  const base = fc
    .tuple(fc.nat(3), fc.nat(9), fc.nat(9))
    .map(([major, minor, patch]) => `${major}.${minor}.${patch}`);

  it("the next version is above the last release whenever there is one (1000 runs)", () => {
    fc.assert(
      fc.property(
        base,
        fc.array(message, { maxLength: 12 }),
        fc.boolean(),
        (version, messages, majorOnZero) => {
          const plan = planRelease(
            input({
              tags: [`v${version}`],
              baseTag: `v${version}`,
              fileVersion: version,
              majorOnZero,
              commits: messages.map((m) => commit(m)),
            }),
          );
          if (plan.nextVersion === undefined) expect(plan.bump).toBe("none");
          else expect(compareVersions(plan.nextVersion, version)).toBeGreaterThan(0);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("a commit added on top never lowers the next version (1000 runs)", () => {
    fc.assert(
      fc.property(base, fc.array(message, { maxLength: 10 }), message, (version, messages, extra) => {
        const plan = (list: string[]) =>
          planRelease(
            input({
              tags: [`v${version}`],
              baseTag: `v${version}`,
              fileVersion: version,
              // Newest first: the extra commit is the newest.
              commits: list.map((m) => commit(m)),
            }),
          ).nextVersion ?? version;
        const before = plan(messages);
        const after = plan([extra, ...messages]);
        // A revert on top may cancel what it reverts; every other commit only adds.
        if (!extra.startsWith("revert")) expect(compareVersions(after, before)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1000 },
    );
  });
});
