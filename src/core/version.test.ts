import { compare as oracleCompare } from "@renovatebot/pep440";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Bump } from "./bump.ts";
import { ReleaseError } from "./errors.ts";
import {
  type BumpOptions,
  bumpVersion,
  compareVersions,
  formatVersion,
  isFinalRelease,
  type Pep440Version,
  type PreLabel,
  parseVersion,
  sameRelease,
  sameVersionText,
  spellingsOf,
} from "./version.ts";

function v(text: string): Pep440Version {
  const parsed = parseVersion(text);
  if (parsed === undefined) throw new Error(`test version ${text} does not parse`);
  return parsed;
}

describe("parseVersion and formatVersion", () => {
  it.each([
    // [input, normalised]
    ["1.2.3", "1.2.3"],
    ["0.0.0", "0.0.0"],
    ["1", "1"],
    ["1.4", "1.4"],
    ["1.2.3.4.5", "1.2.3.4.5"],
    ["v1.2.3", "1.2.3"],
    ["V1.2.3", "1.2.3"],
    ["  1.2.3\n", "1.2.3"],
    ["01.002.0003", "1.2.3"],
    ["2024.1.15", "2024.1.15"],
    ["1.5.0rc1", "1.5.0rc1"],
    ["1.5.0-rc.1", "1.5.0rc1"],
    ["1.5.0RC1", "1.5.0rc1"],
    ["1.5.0.rc1", "1.5.0rc1"],
    ["1.5.0_rc_1", "1.5.0rc1"],
    ["1.5.0rc", "1.5.0rc0"],
    ["1.5.0c1", "1.5.0rc1"],
    ["1.5.0pre2", "1.5.0rc2"],
    ["1.5.0preview3", "1.5.0rc3"],
    ["1.0a1", "1.0a1"],
    ["1.0alpha1", "1.0a1"],
    ["1.0.0-alpha.2", "1.0.0a2"],
    ["1.0b2", "1.0b2"],
    ["1.0beta", "1.0b0"],
    ["1.0.0-beta.11", "1.0.0b11"],
    ["2.0.0.post1", "2.0.0.post1"],
    ["2.0.0post1", "2.0.0.post1"],
    ["2.0.0-post1", "2.0.0.post1"],
    ["2.0.0.post", "2.0.0.post0"],
    ["2.0.0-1", "2.0.0.post1"],
    ["2.0.0.rev3", "2.0.0.post3"],
    ["2.0.0r3", "2.0.0.post3"],
    ["1.0.0.dev3", "1.0.0.dev3"],
    ["1.0.0dev3", "1.0.0.dev3"],
    ["1.0.0-dev", "1.0.0.dev0"],
    ["1.0.0.DEV3", "1.0.0.dev3"],
    ["1.0a1.dev2", "1.0a1.dev2"],
    ["1.0.post1.dev2", "1.0.post1.dev2"],
    ["1.0rc1.post2.dev3", "1.0rc1.post2.dev3"],
    ["1!2.0", "1!2.0"],
    ["0!1.0", "1.0"],
    ["2!1.0.0rc1", "2!1.0.0rc1"],
    ["1.0+ubuntu.1", "1.0+ubuntu.1"],
    ["1.0+Ubuntu-1", "1.0+ubuntu.1"],
    ["1.0+abc_007.X", "1.0+abc.7.x"],
    ["1.0+1e5", "1.0+1e5"],
    ["1.26.0.post1+cu121", "1.26.0.post1+cu121"],
    ["1.0+1001", "1.0+1001"],
    ["1.0+0100.00", "1.0+100.0"],
    ["1.0+00a1", "1.0+00a1"],
    ["1.0+01a", "1.0+01a"],
    ["1.0.0-0", "1.0.0.post0"],
    ["9007199254740991", "9007199254740991"],
  ])("%s -> %s", (input, normalised) => {
    expect(formatVersion(v(input))).toBe(normalised);
  });

  it.each([
    "",
    "   ",
    "v",
    "vv1.2.3",
    "1.",
    ".1",
    "1..2",
    "1.2.3-",
    "1.2.3rc1rc2",
    "1.2.3.post1.post2",
    "1.2.3-foo",
    "1.2.3+",
    "1.2.3+a..b",
    "1.2.3 4",
    "latest",
    "release-1.2.3",
    "1.2.3\u00a0x",
    "1!",
    "!1.0",
    "-1.0",
    "1.0+local+again",
    "9007199254740993",
    "1.9007199254740993",
    "9007199254740993.1",
    "1.0rc9007199254740993",
    "9007199254740993!1.0",
    "1.0.post9007199254740993",
    "1.0-9007199254740993",
    "1.0.dev9007199254740993",
  ])("rejects %j", (input) => {
    expect(parseVersion(input)).toBeUndefined();
  });

  it("models every segment", () => {
    expect(v("3!1.5.0rc2.post4.dev6+Local-7")).toEqual({
      epoch: 3,
      release: [1, 5, 0],
      pre: { label: "rc", number: 2 },
      post: 4,
      dev: 6,
      local: "local.7",
    });
    expect(v("1.2.3")).toEqual({ epoch: 0, release: [1, 2, 3] });
  });

  it("strict mode takes no leading v and no whitespace", () => {
    expect(parseVersion("1.5.0-rc.1", { strict: true })).toEqual(v("1.5.0rc1"));
    expect(parseVersion("v1.2.3", { strict: true })).toBeUndefined();
    expect(parseVersion(" 1.2.3", { strict: true })).toBeUndefined();
    expect(parseVersion("1.2.3\n", { strict: true })).toBeUndefined();
  });
});

describe("compareVersions", () => {
  // Each list is strictly increasing.
  const chains: string[][] = [
    ["1.0.dev0", "1.0a0.dev0", "1.0a0", "1.0a1", "1.0a2.dev1", "1.0a2", "1.0a12", "1.0b1", "1.0rc1", "1.0"],
    ["1.0", "1.0+abc", "1.0+abc.5", "1.0+5", "1.0.post0.dev0", "1.0.post0", "1.0.post1", "1.0.1"],
    ["1.0rc1", "1.0rc1.post1.dev1", "1.0rc1.post1", "1.0rc2.dev0", "1.0rc2"],
    ["0.9.9", "0.10.0", "1.0.0", "1.0.1", "1.1", "1.10", "2.0.0.dev1", "2.0.0", "10.0.0"],
    ["1.2.3.4", "1.2.4", "1.3.0", "2.0"],
    ["2024.12.31", "2025.1.1", "1!0.0.1", "1!1.0", "2!0.1"],
    ["1.0+a", "1.0+a.1", "1.0+b", "1.0+1", "1.0+2", "1.0+10", "1.0+10.a"],
    ["1.0+1a", "1.0+a1", "1.0+b", "1.0+9", "1.0+10"],
    ["1.0.dev1", "1.0.dev2", "1.0.dev10", "1.0a1"],
  ];
  for (const chain of chains) {
    it(`orders ${chain.join(" < ")}`, () => {
      for (let i = 0; i < chain.length; i++) {
        for (let j = 0; j < chain.length; j++) {
          const order = Math.sign(compareVersions(v(chain[i]!), v(chain[j]!)));
          expect(order, `${chain[i]} vs ${chain[j]}`).toBe(Math.sign(i - j));
        }
      }
    });
  }

  it.each([
    ["1.0", "1.0.0"],
    ["1.0.0", "1.0.0.0.0"],
    ["0!1.0", "1.0"],
    ["1.0rc1", "1.0.0-rc.1"],
    ["1.0+Abc-01", "1.0+abc.1"],
  ])("%s == %s", (a, b) => {
    expect(compareVersions(v(a), v(b))).toBe(0);
  });

  it("sorts a real-world list", () => {
    const list = ["2.0.0", "1.5.0rc1", "1.4.2", "1.5.0", "1.5.0.post1", "1.5.0a1", "1.5.0.dev3", "0.9.0"];
    const sorted = list.map(v).sort(compareVersions).map(formatVersion);
    expect(sorted).toEqual([
      "0.9.0",
      "1.4.2",
      "1.5.0.dev3",
      "1.5.0a1",
      "1.5.0rc1",
      "1.5.0",
      "1.5.0.post1",
      "2.0.0",
    ]);
  });
});

describe("isFinalRelease and sameRelease", () => {
  it.each([
    ["1.2.3", true],
    ["2.0.0.post1", true],
    ["1.0+local", true],
    ["1!1.0", true],
    ["1.5.0rc1", false],
    ["1.5.0a1", false],
    ["1.0.0.dev3", false],
    ["1.0.0.post1.dev1", false],
  ])("%s final: %s", (text, final) => {
    expect(isFinalRelease(v(text))).toBe(final);
  });

  it("compares release segments with trailing zeros ignored and epochs", () => {
    expect(sameRelease(v("1.5"), v("1.5.0rc1"))).toBe(true);
    expect(sameRelease(v("1.5.1"), v("1.5.0"))).toBe(false);
    expect(sameRelease(v("1!1.5"), v("1.5"))).toBe(false);
  });
});

describe("bumpVersion", () => {
  const onZero: BumpOptions = { majorOnZero: true };
  const notOnZero: BumpOptions = { majorOnZero: false };

  it.each<[string, Bump, BumpOptions, string]>([
    ["1.4.2", "major", onZero, "2.0.0"],
    ["1.4.2", "minor", onZero, "1.5.0"],
    ["1.4.2", "patch", onZero, "1.4.3"],
    ["1.4.2", "none", onZero, "1.4.2"],
    ["1.4.2", "major", notOnZero, "2.0.0"],
    ["0.3.7", "major", onZero, "1.0.0"],
    ["0.3.7", "major", notOnZero, "0.4.0"],
    ["0.3.7", "minor", notOnZero, "0.4.0"],
    ["0.3.7", "patch", notOnZero, "0.3.8"],
    ["0.0.0", "major", notOnZero, "0.1.0"],
    ["0.0.0", "major", onZero, "1.0.0"],
    ["0.0.0", "minor", onZero, "0.1.0"],
    ["0.0.0", "patch", onZero, "0.0.1"],
    ["0.0.0", "none", onZero, "0.0.0"],
    ["1", "patch", onZero, "1.0.1"],
    ["1", "minor", onZero, "1.1.0"],
    ["1.4", "patch", onZero, "1.4.1"],
    ["1.4", "major", onZero, "2.0.0"],
    ["1.2.3.4", "patch", onZero, "1.2.4"],
    ["1.2.3.4", "minor", onZero, "1.3.0"],
    ["2.0.0.post1", "patch", onZero, "2.0.1"],
    ["2.0.0.post1", "minor", onZero, "2.1.0"],
    ["2.0.0.post1", "none", onZero, "2.0.0.post1"],
    ["1.0.0+local.1", "patch", onZero, "1.0.1"],
    ["1.5.0rc1", "patch", onZero, "1.5.1"],
    ["1.0.0.dev3", "minor", onZero, "1.1.0"],
    ["1!1.4.2", "minor", onZero, "1!1.5.0"],
    ["1!0.4.2", "major", notOnZero, "1!0.5.0"],
    ["2024.1.15", "patch", onZero, "2024.1.16"],
    ["1.9.9", "minor", onZero, "1.10.0"],
  ])("%s %s %o -> %s", (base, bump, options, expected) => {
    expect(formatVersion(bumpVersion(v(base), bump, options))).toBe(expected);
  });

  it.each<[string, Bump, PreLabel, string[], string]>([
    ["1.4.2", "minor", "rc", [], "1.5.0rc1"],
    ["1.4.2", "minor", "rc", ["1.5.0rc1"], "1.5.0rc2"],
    ["1.4.2", "minor", "rc", ["1.5.0rc1", "1.5.0rc3", "1.5.0rc2"], "1.5.0rc4"],
    ["1.4.2", "minor", "rc", ["1.5.0a1", "1.5.0a2", "1.5.0b1"], "1.5.0rc1"],
    ["1.4.2", "minor", "b", ["1.5.0a1", "1.5.0a2"], "1.5.0b1"],
    ["1.4.2", "minor", "a", ["1.5.0a1", "1.5.0a2"], "1.5.0a3"],
    ["1.4.2", "minor", "rc", ["1.5rc4"], "1.5.0rc5"],
    ["1.4.2", "minor", "rc", ["1.5.0rc1.post1"], "1.5.0rc2"],
    ["1.4.2", "minor", "rc", ["1.5.0rc0"], "1.5.0rc1"],
    ["1.4.2", "minor", "rc", ["1.4.3rc7", "2.0.0rc9", "1!1.5.0rc3"], "1.5.0rc1"],
    ["1.4.2", "major", "rc", ["1.5.0rc2"], "2.0.0rc1"],
    ["1.4.2", "patch", "a", [], "1.4.3a1"],
    ["0.4.2", "major", "rc", ["0.5.0rc1"], "0.5.0rc2"],
    ["1!1.4.2", "minor", "rc", ["1!1.5.0rc1", "1.5.0rc5"], "1!1.5.0rc2"],
    ["2.0.0.post1", "patch", "rc", ["2.0.1rc1"], "2.0.1rc2"],
  ])("%s %s --prerelease %s after %j -> %s", (base, bump, label, existing, expected) => {
    const next = bumpVersion(v(base), bump, {
      majorOnZero: false,
      prerelease: label,
      existing: existing.map(v),
    });
    expect(formatVersion(next)).toBe(expected);
  });

  it("returns the base unchanged for bump none, prerelease or not", () => {
    const base = v("1.4.2");
    expect(
      bumpVersion(base, "none", { majorOnZero: true, prerelease: "rc", existing: [v("1.4.3rc1")] }),
    ).toBe(base);
  });

  it("refuses a pre-release that would sort before an existing one", () => {
    const run = () =>
      bumpVersion(v("1.4.2"), "minor", { majorOnZero: true, prerelease: "a", existing: [v("1.5.0rc1")] });
    expect(run).toThrow(ReleaseError);
    expect(run).toThrow("The pre-release 1.5.0a1 would sort before the existing 1.5.0rc1.");
  });

  it.each<[PreLabel, string[], string, string]>([
    ["a", ["1.5.0rc1", "1.5.0a1"], "1.5.0a2", "1.5.0rc1"],
    ["a", ["1.5.0a1", "1.5.0rc1"], "1.5.0a2", "1.5.0rc1"],
    ["a", ["1.5.0a1", "1.5.0b2", "1.5.0a3"], "1.5.0a4", "1.5.0b2"],
    ["b", ["1.5.0rc2", "1.5.0b1", "1.5.0a7"], "1.5.0b2", "1.5.0rc2"],
    ["b", ["1.5.0a7", "1.5.0b1", "1.5.0rc2"], "1.5.0b2", "1.5.0rc2"],
  ])("refuses --prerelease %s after %j (whatever their order): %s < %s", (label, existing, next, latest) => {
    let error: unknown;
    try {
      bumpVersion(v("1.4.2"), "minor", { majorOnZero: true, prerelease: label, existing: existing.map(v) });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ReleaseError);
    expect((error as ReleaseError).message).toBe(
      `The pre-release ${next} would sort before the existing ${latest}.`,
    );
    const latestLabel = v(latest).pre?.label;
    expect((error as ReleaseError).details).toEqual([
      `Use the label "${latestLabel}" or a later one (a < b < rc).`,
    ]);
  });

  it("numbers a pre-release by the pre-releases only: finals and dev releases of the release do not count", () => {
    const next = bumpVersion(v("1.4.2"), "minor", {
      majorOnZero: true,
      prerelease: "rc",
      existing: [v("1.5.0.dev3"), v("1.5.0"), v("1.5.0.post1"), v("1.5.0rc2.dev1")],
    });
    expect(formatVersion(next)).toBe("1.5.0rc3");
  });
});

const preLabel = fc.constantFrom<PreLabel>("a", "b", "rc");
const smallNat = fc.nat({ max: 12 });
const localLabel = fc
  .array(fc.oneof(fc.nat({ max: 20 }).map(String), fc.stringMatching(/^[a-z][a-z0-9]{0,3}$/)), {
    minLength: 1,
    maxLength: 3,
  })
  .map((parts) => parts.join("."));

const versionArb: fc.Arbitrary<Pep440Version> = fc
  .record(
    {
      epoch: fc.oneof({ weight: 5, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat({ max: 2 }) }),
      release: fc.array(smallNat, { minLength: 1, maxLength: 5 }),
      pre: fc.record({ label: preLabel, number: smallNat }),
      post: smallNat,
      dev: smallNat,
      local: localLabel,
    },
    { requiredKeys: ["epoch", "release"] },
  )
  .map((version) => version as Pep440Version);

const bumpArb = fc.constantFrom<Bump>("major", "minor", "patch");

describe("properties", () => {
  it("format(parse(format(v))) is stable and parse(format(v)) equals v", () => {
    fc.assert(
      fc.property(versionArb, (version) => {
        const text = formatVersion(version);
        const reparsed = parseVersion(text);
        expect(reparsed).toEqual(version);
        expect(formatVersion(reparsed!)).toBe(text);
        expect(compareVersions(reparsed!, version)).toBe(0);
      }),
    );
  });

  it("compare is reflexive and antisymmetric", () => {
    fc.assert(
      fc.property(versionArb, versionArb, (a, b) => {
        expect(compareVersions(a, a)).toBe(0);
        expect(Math.sign(compareVersions(a, b))).toBe(-Math.sign(compareVersions(b, a)));
      }),
    );
  });

  it("compare is transitive", () => {
    fc.assert(
      fc.property(versionArb, versionArb, versionArb, (a, b, c) => {
        const [x, y, z] = [a, b, c].sort(compareVersions) as [Pep440Version, Pep440Version, Pep440Version];
        expect(compareVersions(x, y)).toBeLessThanOrEqual(0);
        expect(compareVersions(y, z)).toBeLessThanOrEqual(0);
        expect(compareVersions(x, z)).toBeLessThanOrEqual(0);
        if (compareVersions(x, y) < 0 || compareVersions(y, z) < 0)
          expect(compareVersions(x, z)).toBeLessThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it("agrees with @renovatebot/pep440 on public versions", () => {
    const publicVersion = versionArb.map(({ local: _local, ...rest }) => rest as Pep440Version);
    fc.assert(
      fc.property(publicVersion, publicVersion, (a, b) => {
        const expected = Math.sign(oracleCompare(formatVersion(a), formatVersion(b)));
        expect(Math.sign(compareVersions(a, b))).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("a major, minor or patch bump is always greater than the base", () => {
    fc.assert(
      fc.property(
        versionArb,
        bumpArb,
        fc.boolean(),
        fc.option(preLabel, { nil: undefined }),
        (base, bump, majorOnZero, prerelease) => {
          const next = bumpVersion(base, bump, { majorOnZero, prerelease });
          expect(compareVersions(next, base)).toBeGreaterThan(0);
          expect(next.epoch).toBe(base.epoch);
          expect(next.release).toHaveLength(3);
          expect(next.post).toBeUndefined();
          expect(next.dev).toBeUndefined();
          expect(next.local).toBeUndefined();
          expect(next.pre?.label).toBe(prerelease);
        },
      ),
    );
  });

  it("the next pre-release is greater than every existing one of its label and release", () => {
    fc.assert(
      fc.property(
        bumpArb,
        preLabel,
        fc.array(fc.record({ label: fc.constant<PreLabel>("rc"), number: smallNat })),
        (bump, label, pres) => {
          const base = v("1.4.2");
          const release = bumpVersion(base, bump, { majorOnZero: true }).release;
          const existing = pres.map((pre): Pep440Version => ({ epoch: 0, release, pre }));
          const run = () => bumpVersion(base, bump, { majorOnZero: true, prerelease: label, existing });
          if (label !== "rc" && existing.length > 0) {
            expect(run).toThrow(ReleaseError);
            return;
          }
          const next = run();
          for (const other of existing) expect(compareVersions(next, other)).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe("sameVersionText", () => {
  it("two spellings of one version are the same; other versions and other texts are not", () => {
    expect(sameVersionText("2026.08.12", "2026.8.12")).toBe(true);
    expect(sameVersionText("1.0", "1.0.0")).toBe(true);
    expect(sameVersionText("1.0.1", "1.0.0")).toBe(false);
    expect(sameVersionText("next", "next")).toBe(true);
    expect(sameVersionText("next", "1.0.0")).toBe(false);
  });
});

describe("spellingsOf", () => {
  it("is the version, and the files' other spelling of the same version", () => {
    expect(spellingsOf("2026.2.3", "2026.02.03")).toEqual(["2026.2.3", "2026.02.03"]);
    expect(spellingsOf("2026.2.3", "2026.2.3")).toEqual(["2026.2.3"]);
    expect(spellingsOf("2026.2.3", "2026.2.4")).toEqual(["2026.2.3"]);
    expect(spellingsOf("1.5.0", undefined)).toEqual(["1.5.0"]);
  });
});
