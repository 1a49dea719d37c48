import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planRelease } from "./plan.ts";
import type { PlanInput } from "./plan-types.ts";
import { commit } from "./test-builders.ts";

/** DESIGN 5: a version is released only when asked for, and never one whose tag exists. */

function input(fields: Partial<PlanInput> = {}): PlanInput {
  return {
    tagFormat: "v{version}",
    majorOnZero: true,
    changelog: { sections: {}, hidden: ["chore"] },
    tags: [],
    baseTag: undefined,
    commits: [],
    fileVersion: undefined,
    releaseSubjects: ["chore(release): {version}"],
    date: "2026-11-25",
    overrides: {},
    ...fields,
  };
}

function plan(messages: string[], fields: Partial<PlanInput> = {}) {
  return planRelease(input({ commits: messages.map((m) => commit(m)), ...fields }));
}

describe("taken versions: the next free one at the same level", () => {
  it.each([
    // [tags, base tag, commits, overrides, next, taken]
    [["v1.4.0", "v1.5.0"], "v1.4.0", ["feat: a"], {}, "1.6.0", ["1.5.0 v1.5.0"]],
    [["v1.4.0", "v1.5.0", "v1.6.0"], "v1.4.0", ["feat: a"], {}, "1.7.0", ["1.5.0 v1.5.0", "1.6.0 v1.6.0"]],
    [["v1.4.0", "v1.4.1"], "v1.4.0", ["fix: a"], {}, "1.4.2", ["1.4.1 v1.4.1"]],
    [["v1.4.0", "v2.0.0"], "v1.4.0", ["feat!: a"], {}, "3.0.0", ["2.0.0 v2.0.0"]],
    // A floating tag (v1.5) is no release of 1.5.0; a pre-release tag takes nothing but its number.
    [["v1.4.0", "v1.5"], "v1.4.0", ["feat: a"], {}, "1.5.0", []],
    [["v1.4.0", "v1.5.0rc1"], "v1.4.0", ["feat: a"], {}, "1.5.0", []],
    // Spelled another way, the same version is taken (1.5.0.0, 1.5.0 with a leading v off the format).
    [["v1.4.0", "v1.5.0.0"], "v1.4.0", ["feat: a"], {}, "1.6.0", ["1.5.0 v1.5.0.0"]],
    // --bump and --prerelease step over taken versions too.
    [["v1.4.0", "v1.5.0"], "v1.4.0", ["fix: a"], { bump: "minor" }, "1.6.0", ["1.5.0 v1.5.0"]],
    [["v1.4.0", "v1.5.0"], "v1.4.0", ["feat: a"], { prerelease: "rc" }, "1.6.0rc1", ["1.5.0 v1.5.0"]],
    [
      ["v1.4.0", "v1.5.0", "v1.6.0rc1"],
      "v1.4.0",
      ["feat: a"],
      { prerelease: "rc" },
      "1.6.0rc2",
      ["1.5.0 v1.5.0"],
    ],
  ] as const)("tags %j, base %s, %j %j -> %s", (tags, baseTag, messages, overrides, next, taken) => {
    const result = plan([...messages], { tags: [...tags], baseTag, fileVersion: "1.4.0", overrides });
    expect(result.nextVersion).toBe(next);
    expect(result.taken.map((t) => `${t.version} ${t.tag}`)).toEqual(taken);
    expect(result.tag).toBe(`v${next}`);
  });

  it("skips taken versions of the shape the format gives only (other packages' tags are not this one's)", () => {
    const result = plan(["feat: a"], {
      tagFormat: "alpha-v{version}",
      tags: ["alpha-v1.4.0", "beta-v1.5.0"],
      baseTag: "alpha-v1.4.0",
      fileVersion: "1.4.0",
    });
    expect(result).toMatchObject({ nextVersion: "1.5.0", taken: [] });
  });

  it("ignores a Release-As footer whose version is released, and steps over it", () => {
    const result = plan(["feat: a\n\nRelease-As: 1.5.0"], {
      tags: ["v1.4.0", "v1.5.0"],
      baseTag: "v1.4.0",
      fileVersion: "1.4.0",
    });
    expect(result).toMatchObject({ nextVersion: "1.6.0", source: "commits" });
  });

  it("never proposes a tagged version (property)", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.tuple(
            fc.integer({ min: 1, max: 3 }),
            fc.integer({ min: 0, max: 4 }),
            fc.integer({ min: 0, max: 4 }),
          ),
        ),
        fc.constantFrom("feat: a", "fix: a", "feat!: a"),
        (versions, message) => {
          const tags = ["v1.0.0", ...versions.map(([a, b, c]) => `v${a}.${b}.${c}`)];
          const result = plan([message], { tags, baseTag: "v1.0.0", fileVersion: "1.0.0" });
          expect(result.nextVersion).toBeDefined();
          expect(tags).not.toContain(`v${result.nextVersion}`);
          // Each skipped version's tag exists, and the skips are in order.
          for (const t of result.taken) expect(tags).toContain(t.tag);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("pending means asked for; other untagged versions are reported, not released", () => {
  it("reports a development version in the files, and the next release from the commits", () => {
    const result = plan(["feat: a", "chore: start 8.5.0.dev0"], {
      tags: ["v8.4.0"],
      baseTag: "v8.4.0",
      fileVersion: "8.5.0.dev0",
    });
    expect(result).toMatchObject({
      pending: false,
      nextVersion: "8.5.0",
      unreleased: { version: "8.5.0.dev0", why: "a development version", next: "8.5.0" },
    });
  });

  it("reports a hand bump above the last tag, with nothing to release yet", () => {
    const result = plan(["chore: bump to 2.29.1"], {
      tags: ["v2.29.0"],
      baseTag: "v2.29.0",
      fileVersion: "2.29.1",
    });
    expect(result).toMatchObject({
      pending: false,
      nextVersion: undefined,
      unreleased: { version: "2.29.1", why: "no release commit set it", next: undefined },
    });
  });

  it("does not report a pending version, a tagged one, one at the base, or a hand-set first version", () => {
    const at = (fileVersion: string, messages: string[], tags = ["v1.4.0"]) =>
      plan(messages, { tags, baseTag: tags.includes("v1.4.0") ? "v1.4.0" : undefined, fileVersion })
        .unreleased;
    expect(at("1.5.0", ["chore(release): 1.5.0"])).toBeUndefined();
    expect(at("1.4.0", ["fix: a"])).toBeUndefined();
    expect(at("1.5.0", ["fix: a"], ["v1.4.0", "v1.5.0"])).toBeUndefined();
    expect(at("1.0.0", ["feat: a"], [])).toBeUndefined();
    expect(at("1.4.0.post1", ["fix: a"])).toMatchObject({ why: "no release commit set it" });
  });

  it.each([
    // Without a tag the files' version is the base: a version in the making is finished by a bump at its level.
    ["8.5.0.dev0", "feat: a", {}, "8.5.0"],
    ["8.5.0.dev0", "fix: a", {}, "8.5.0"],
    ["8.5.0.dev0", "feat!: a", {}, "9.0.0"],
    ["8.5.1.dev0", "feat: a", {}, "8.6.0"],
    ["9.0.0.dev0", "feat!: a", {}, "9.0.0"],
    ["2.0.0rc1", "fix: a", {}, "2.0.0"],
    // The files' pre-release counts, tagged or not (DESIGN 4: 2.1.0b3 and --prerelease b give 2.1.0b4).
    ["2.0.0rc1", "feat: a", { prerelease: "rc" }, "2.0.0rc2"],
    ["0.3.0.dev0", "feat!: a", {}, "1.0.0"],
    ["0.3.0.dev0", "feat!: a", { majorOnZero: false }, "0.3.0"],
    ["1.4.0.post1", "fix: a", {}, "1.4.1"],
    ["1.4.0", "fix: a", {}, "1.4.1"],
  ] as const)("no tag, files at %s, %s %j -> %s", (fileVersion, message, fields, next) => {
    const { majorOnZero, ...overrides } = fields as { majorOnZero?: boolean; prerelease?: "rc" };
    const result = plan([message], { fileVersion, overrides, majorOnZero: majorOnZero ?? true });
    expect(result.nextVersion).toBe(next);
  });
});

describe("never below a version in the making that the files carry (DESIGN 4, never lower)", () => {
  it.each([
    // [base tag, tags, files, commit, overrides, next]
    ["v3.1.3", ["v3.1.3"], "3.2.0.dev0", "fix: a", {}, "3.2.0"],
    ["v3.1.3", ["v3.1.3"], "3.2.0.dev0", "feat: a", {}, "3.2.0"],
    ["v3.1.3", ["v3.1.3"], "3.2.0.dev0", "feat!: a", {}, "4.0.0"],
    ["v3.0.0", ["v3.0.0"], "3.2.1.dev0", "feat: a", {}, "3.3.0"],
    ["v2.13.0", ["v2.13.0", "v2.14.0a1"], "2.14.0a1", "fix: a", {}, "2.14.0"],
    ["v2.13.0", ["v2.13.0", "v2.14.0a1"], "2.14.0a1", "fix: a", { prerelease: "b" }, "2.14.0b1"],
    ["v2.13.0", ["v2.13.0", "v2.14.0a1"], "2.14.0a1", "fix: a", { prerelease: "a" }, "2.14.0a2"],
    // A version in the making below the base (a stale file) or a post-release is no guide.
    ["v3.1.3", ["v3.1.3"], "3.1.0.dev0", "fix: a", {}, "3.1.4"],
    ["v3.1.3", ["v3.1.3"], "3.1.3.post1", "fix: a", {}, "3.1.4"],
  ] as const)("base %s, files %s, %s %j -> %s", (baseTag, tags, fileVersion, message, overrides, next) => {
    const result = plan([message], { baseTag, tags: [...tags], fileVersion, overrides });
    expect(result.nextVersion).toBe(next);
  });
});

describe("the version the files are making (plan.making, for check's advice)", () => {
  it.each([
    // [tags, files, commit, making]
    [["v1.4.0"], "1.5.0a0", "feat!: a", { version: "1.5.0a0", final: "1.5.0" }],
    [["v1.4.0"], "1.5.0.dev0", "fix: a", { version: "1.5.0.dev0", final: "1.5.0" }],
    [["v1.4.0", "v2.0.0rc1"], "2.0.0rc1", "chore: a", { version: "2.0.0rc1", final: "2.0.0" }],
    // A release set by hand that nothing releases is what the files are making too.
    [["v1.4.0"], "1.5.0", "feat!: a", { version: "1.5.0", final: "1.5.0" }],
    // Not one: the last release's version, a final that is tagged, a version below the base.
    [["v1.4.0"], "1.4.0", "feat!: a", undefined],
    [["v1.4.0", "v1.5.0"], "1.5.0a0", "feat!: a", undefined],
    [["v1.4.0"], "1.3.0a0", "feat!: a", undefined],
  ] as const)("tags %j, files %s, %s -> %j", (tags, fileVersion, message, making) => {
    expect(plan([message], { tags: [...tags], baseTag: "v1.4.0", fileVersion }).making).toEqual(making);
  });
});

describe("a version tagged in the other plain shape is taken too", () => {
  it.each([
    ["v{version}", ["v1.4.0", "1.5.0"], "1.6.0", "1.5.0 1.5.0"],
    ["{version}", ["1.4.0", "v1.5.0"], "1.6.0", "1.5.0 v1.5.0"],
  ])("format %s, tags %j -> %s", (tagFormat, tags, next, taken) => {
    const result = plan(["feat: a"], { tagFormat, tags, baseTag: tags[0], fileVersion: "1.4.0" });
    expect(result.nextVersion).toBe(next);
    expect(result.taken.map((t) => `${t.version} ${t.tag}`)).toEqual([taken]);
  });

  it("a name-v format speaks for its package alone", () => {
    const result = plan(["feat: a"], {
      tagFormat: "alpha-v{version}",
      tags: ["alpha-v1.4.0", "1.5.0", "v1.5.0"],
      baseTag: "alpha-v1.4.0",
      fileVersion: "1.4.0",
    });
    expect(result.nextVersion).toBe("1.5.0");
  });
});
