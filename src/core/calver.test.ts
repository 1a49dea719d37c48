import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calverFormatProblem,
  countStart,
  fixesRaiseN,
  nextCalverVersion,
  parseCalverFormat,
  selectCalverBaseTag,
  twoPartReleases,
} from "./calver.ts";
import { inferCalverFormat } from "./calver-inference.ts";
import { planRelease } from "./plan.ts";
import type { PlanInput } from "./plan-types.ts";
import { compileTagFormat } from "./tag-format.ts";
import { commit } from "./test-builders.ts";
import { compareVersions, formatVersion, type Pep440Version, parseVersion } from "./version.ts";

function v(text: string): Pep440Version {
  const version = parseVersion(text);
  if (version === undefined) throw new Error(`not a version: ${text}`);
  return version;
}

function next(
  base: string,
  bump: "major" | "minor" | "patch",
  date: string,
  format: string,
  start: 0 | 1 = 1,
): string {
  return formatVersion(
    nextCalverVersion({ base: v(base), bump, date, format: parseCalverFormat(format), start }),
  );
}

/** The real tags of pip, structlog and black (read from their repositories), newest last. */
const PIP = ["24.3.1", "25.0", "25.0.1", "25.1", "25.1.1", "25.2", "25.3", "26.0", "26.0.1", "26.1"];
const STRUCTLOG = [
  "15.0.0",
  "15.1.0",
  "16.0.0",
  "17.1.0",
  "24.4.0",
  "25.1.0",
  "25.2.0",
  "25.3.0",
  "25.4.0",
  "25.5.0",
];
const BLACK = ["24.10.0", "25.1.0", "25.9.0", "25.11.0", "25.12.0", "26.1.0", "26.3.0", "26.3.1"];

describe("calverFormatProblem", () => {
  it.each([
    "YY.N",
    "YY.N.MICRO",
    "YY.M.MICRO",
    "YYYY.MM",
    "YYYY.MM.N",
    "YY.MICRO",
    "YYYY.M.N.MICRO",
  ])("accepts %s", (format) => expect(calverFormatProblem(format)).toBeUndefined());

  it.each([
    ["YY.X", '"YY.X" has "X"; the parts are YYYY, YY, MM, M, 0M, DD, D, 0D, N and MICRO separated by dots'],
    ["YY..N", '"YY..N" has an empty part'],
    ["N.YY", '"N.YY" must start with the year (YYYY or YY)'],
    ["YYYY", '"YYYY" needs a part after the year (M, MM, N or MICRO)'],
    [
      "YY.MICRO.N",
      '"YY.MICRO.N" must name the year, then at most one of each of month, day, N and MICRO in that order',
    ],
    ["YY.M.MM", '"YY.M.MM" must name the year, then at most one of each'],
    ["YY.yy", '"YY.yy" has "yy"'],
  ])("refuses %s, saying why", (format, words) => {
    expect(calverFormatProblem(format)).toContain(words);
    expect(() => parseCalverFormat(format)).toThrow(`calver_format ${calverFormatProblem(format)}`);
  });
});

describe("nextCalverVersion: how pip, structlog and black number", () => {
  it.each([
    // pip, YY.N with N from 0: a fix adds MICRO as a last part, a feat raises N, a new year starts at 0.
    ["26.0", "patch", "2026-03-01", "YY.N", 0, "26.0.1"],
    ["26.0.1", "patch", "2026-03-01", "YY.N", 0, "26.0.2"],
    ["26.0.1", "minor", "2026-04-01", "YY.N", 0, "26.1"],
    ["26.1.2", "major", "2026-07-01", "YY.N", 0, "26.2"],
    ["25.3", "minor", "2026-01-30", "YY.N", 0, "26.0"],
    ["25.3", "patch", "2026-01-30", "YY.N", 0, "26.0"],
    // structlog, YY.N.MICRO with N from 1: MICRO always written.
    ["25.5.0", "minor", "2026-01-15", "YY.N.MICRO", 1, "26.1.0"],
    ["26.1.0", "patch", "2026-02-01", "YY.N.MICRO", 1, "26.1.1"],
    ["26.1.1", "minor", "2026-02-01", "YY.N.MICRO", 1, "26.2.0"],
    // black, YY.M.MICRO: the month, MICRO for every release within it.
    ["25.12.0", "minor", "2026-01-18", "YY.M.MICRO", 1, "26.1.0"],
    ["26.1.0", "minor", "2026-03-02", "YY.M.MICRO", 1, "26.3.0"],
    ["26.3.0", "patch", "2026-03-20", "YY.M.MICRO", 1, "26.3.1"],
    ["26.3.1", "minor", "2026-03-28", "YY.M.MICRO", 1, "26.3.2"],
    // Four-digit years and months with a count.
    ["2025.12.3", "minor", "2026-01-01", "YYYY.MM.N", 1, "2026.1.1"],
    ["2026.1.1", "minor", "2026-01-09", "YYYY.MM.N", 1, "2026.1.2"],
    // A semver past (pip's 10.0.1 before 18.0) or no release at all: the release's period starts.
    ["10.0.1", "minor", "2018-03-30", "YY.N", 0, "18.0"],
    ["0.0.0", "patch", "2026-05-05", "YY.N.MICRO", 1, "26.1.0"],
    // A base dated after the release (a clock behind): never lower, it goes on from the base.
    ["26.5.0", "patch", "2026-03-01", "YY.M.MICRO", 1, "26.5.1"],
    ["27.1", "minor", "2026-12-31", "YY.N", 0, "27.2"],
  ] as const)("%s + %s on %s (%s, from %d) is %s", (base, bump, date, format, start, expected) => {
    expect(next(base, bump, date, format, start)).toBe(expected);
  });

  it("is always above its base and written with the format's parts (property)", () => {
    const formats = ["YY.N", "YY.N.MICRO", "YY.M.MICRO", "YYYY.MM.N", "YY.MM", "YYYY.N.MICRO"];
    fc.assert(
      fc.property(
        fc.constantFrom(...formats),
        fc.integer({ min: 2020, max: 2098 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 4, maxLength: 4 }),
        fc.constantFrom("major", "minor", "patch" as const),
        fc.integer({ min: -1, max: 2 }),
        fc.constantFrom(0, 1 as const),
        (formatText, year, month, numbers, bump, yearsLater, start) => {
          const format = parseCalverFormat(formatText);
          const parts = formatText.split(".");
          const release = parts.map((part, i) =>
            part === "YYYY"
              ? year
              : part === "YY"
                ? year - 2000
                : part.startsWith("M") && part !== "MICRO"
                  ? month
                  : (numbers[i] ?? 0),
          );
          const base: Pep440Version = { epoch: 0, release };
          const releaseYear = Math.max(2000, year + yearsLater);
          const date = `${releaseYear}-${String(month).padStart(2, "0")}-15`;
          const result = nextCalverVersion({ base, bump, date, format, start: start as 0 | 1 });
          expect(compareVersions(result, base)).toBeGreaterThan(0);
          const hasMicro = parts.includes("MICRO");
          expect(result.release.length).toBeGreaterThanOrEqual(parts.length);
          expect(result.release.length).toBeLessThanOrEqual(hasMicro ? parts.length : parts.length + 1);
        },
      ),
    );
  });
});

describe("countStart: where the project starts N in a new year", () => {
  it("is 0 for pip and 1 for structlog, from their tags", () => {
    expect(countStart(PIP.map(v), parseCalverFormat("YY.N"))).toBe(0);
    expect(countStart(STRUCTLOG.map(v), parseCalverFormat("YY.N.MICRO"))).toBe(1);
  });

  it("follows the newest year, whatever older years did (structlog's 15.0.0, then 17.1.0 on)", () => {
    expect(countStart(["15.0.0", "16.0.0", "17.1.0"].map(v), parseCalverFormat("YY.N.MICRO"))).toBe(1);
    expect(countStart(["24.1.0", "25.0.0", "25.1.0"].map(v), parseCalverFormat("YY.N.MICRO"))).toBe(0);
  });

  it("is 1 without evidence: no tags, or a year whose first release is not among them", () => {
    expect(countStart([], parseCalverFormat("YY.N"))).toBe(1);
    expect(countStart(["26.4", "26.5"].map(v), parseCalverFormat("YY.N"))).toBe(1);
    // Not of the format's shape: a pre-release, a version with too many parts, a year out of range.
    expect(countStart(["26.0rc1", "26.0.0.1", "1000.0"].map(v), parseCalverFormat("YY.N"))).toBe(1);
  });
});

describe("two-part releases and the base tag of a calendar project", () => {
  const plain = compileTagFormat("{version}");

  it("names pip's 26.0 a release (keyed as taken versions are) and passes over pre-releases", () => {
    expect(Object.fromEntries(twoPartReleases(["26.0", "26.0.1", "26.1b1", "v26.2"], plain))).toEqual({
      "26.0.0": "26.0",
    });
  });

  it("takes the newest final release, two parts counting", () => {
    expect(selectCalverBaseTag(["25.3", "26.0", "26.1rc1", "25.3.1"], plain)?.tag).toBe("26.0");
    expect(selectCalverBaseTag(["26.1a1", "other"], plain)).toBeUndefined();
  });
});

describe("inferCalverFormat: what init writes", () => {
  it.each([
    [PIP, "YY.N"],
    [STRUCTLOG, "YY.N.MICRO"],
    [BLACK, "YY.M.MICRO"],
    [["2025.1.0", "2025.2.0", "2026.1.0"], "YYYY.N.MICRO"],
  ])("reads %j as %s", (tags, format) => {
    expect(inferCalverFormat(tags.map(v), "2026-05-20")?.format).toBe(format);
  });

  it("a project that released nothing for years still shows its calendar when its tags were made in their years", () => {
    const tags = ["16.9.0", "16.9.1", "16.10.0", "16.10.1", "17.5.0"];
    const years = new Map(tags.map((t) => [t, 2000 + Number(t.split(".")[0])]));
    const days = new Map(
      tags.map((t) => [t, `20${t.split(".")[0]}-${t.split(".")[1]?.padStart(2, "0")}-18`]),
    );
    expect(inferCalverFormat(tags.map(v), "2021-03-01", years, { days })?.format).toBe("YY.M.MICRO");
    // The years alone show a calendar, not yet its month (no gap within a year).
    expect(inferCalverFormat(tags.map(v), "2021-03-01", years)?.format).toBe("YY.N.MICRO");
    // Without the dates, versions four years old are no evidence of a calendar; nor are dates of other years.
    expect(inferCalverFormat(tags.map(v), "2021-03-01")).toBeUndefined();
    expect(inferCalverFormat(tags.map(v), "2021-03-01", new Map())).toBeUndefined();
    const semver = new Map(tags.map((t) => [t, 2020]));
    expect(inferCalverFormat(tags.map(v), "2021-03-01", semver)).toBeUndefined();
  });

  it("majors that once matched the years they were made in are no calendar when the newest was made years after its number", () => {
    // 19.9.0 in 2018, 20.0.x late in 2019 (each a year before its number: a calendar allows it),
    // then 20.1.0 in 2021 and 21.x in 2023.
    const made: Array<[string, number]> = [
      ["19.8.0", 2018],
      ["19.9.0", 2018],
      ["20.0.0", 2019],
      ["20.0.1", 2019],
      ["20.0.2", 2019],
      ["20.0.3", 2019],
      ["20.0.4", 2019],
      ["20.1.0", 2021],
      ["21.0.0", 2023],
      ["21.0.1", 2023],
      ["21.1.0", 2023],
    ];
    const tags = made.map(([t]) => t);
    expect(inferCalverFormat(tags.map(v), "2023-08-01", new Map(made))).toBeUndefined();
    // The same numbers, the newest made in its year (or the one beside it): a calendar.
    const calendar = new Map(made.map(([t]) => [t, 2000 + Number(t.split(".")[0])]));
    expect(inferCalverFormat(tags.map(v), "2023-08-01", calendar)?.format).toBe("YY.N.MICRO");
    calendar.set("21.1.0", 2022);
    expect(inferCalverFormat(tags.map(v), "2023-08-01", calendar)?.format).toBe("YY.N.MICRO");
  });

  it("says why, naming the newest tags", () => {
    expect(inferCalverFormat(STRUCTLOG.map(v), "2026-05-20")?.why).toBe(
      "the newest release tags (25.5.0, 25.4.0, 25.3.0) start with the year",
    );
    expect(inferCalverFormat(BLACK.map(v), "2026-05-20")?.why).toContain("and then the month");
  });

  it.each([
    [["1.4.2", "1.5.0", "2.0.0"]],
    [["22.1.0", "23.1.0"]], // years, but long ago: no sign the project still numbers by them
    [["27.0.0", "27.1.0"]], // a year to come: a semver project that reached 27
    [["26.1"]], // one release is no pattern
    [[]],
  ])("is undefined for %j", (tags) => {
    expect(inferCalverFormat(tags.map(v), "2026-05-20")).toBeUndefined();
  });
});

/** A plan input of a calendar project; `fields` says what differs. */
function calverInput(fields: Partial<PlanInput>): PlanInput {
  return {
    tagFormat: "{version}",
    majorOnZero: true,
    changelog: { sections: {}, hidden: ["chore"] },
    tags: [],
    baseTag: undefined,
    commits: [],
    fileVersion: undefined,
    releaseSubjects: ["chore(release): {version}"],
    date: "2026-03-10",
    calver: "YY.N",
    overrides: {},
    ...fields,
  };
}

describe("planRelease with version_scheme = calver", () => {
  it("gives a pip-shaped project's fix 26.0.1 and its feat 26.1", () => {
    const shape = { tags: PIP.slice(0, 8), baseTag: "26.0", fileVersion: "26.0" };
    const fix = planRelease(calverInput({ ...shape, commits: [commit("fix: x")] }));
    expect([fix.nextVersion, fix.tag, fix.changelog?.split("\n")[0]]).toEqual([
      "26.0.1",
      "26.0.1",
      "## [26.0.1] - 2026-03-10",
    ]);
    expect(planRelease(calverInput({ ...shape, commits: [commit("feat: x")] })).nextVersion).toBe("26.1");
  });

  it("a project whose YY.N releases never had a MICRO raises N for a fix too (26.1 then 26.2)", () => {
    const NEVER_MICRO = ["23.0", "23.1", "23.2", "24.0", "24.1", "24.2", "25.0", "26.0rc1", "26.0", "26.1"];
    const fix = planRelease(
      calverInput({ tags: NEVER_MICRO, baseTag: "26.1", fileVersion: "26.1", commits: [commit("fix: x")] }),
    );
    expect([fix.nextVersion, fix.tag]).toEqual(["26.2", "26.2"]);
    // One release with a MICRO, anywhere in its history, and fixes raise MICRO (pip).
    const once = planRelease(
      calverInput({ tags: [...NEVER_MICRO, "24.2.1"], baseTag: "26.1", commits: [commit("fix: x")] }),
    );
    expect(once.nextVersion).toBe("26.1.1");
  });

  it("fixesRaiseN: three final releases at least, none with a part beyond the format's, and a format with N and no MICRO", () => {
    const yyN = parseCalverFormat("YY.N");
    expect(fixesRaiseN(["25.0", "25.1", "26.0"].map(v), yyN)).toBe(true);
    expect(fixesRaiseN(["25.0", "26.0"].map(v), yyN)).toBe(false);
    expect(fixesRaiseN(["25.0", "25.1", "26.0rc1", "26.0.post1"].map(v), yyN)).toBe(false);
    expect(fixesRaiseN(PIP.map(v), yyN)).toBe(false);
    expect(fixesRaiseN(["25.0.0", "25.1.0", "26.1.0"].map(v), parseCalverFormat("YY.N.MICRO"))).toBe(false);
    expect(fixesRaiseN(["25.1", "25.9", "26.3"].map(v), parseCalverFormat("YY.M"))).toBe(false);
  });

  it("starts a new year at 0 for pip and at 1 for structlog", () => {
    const pip = calverInput({
      tags: PIP.slice(0, 7),
      baseTag: "25.3",
      date: "2026-01-30",
      commits: [commit("fix: x")],
    });
    expect(planRelease(pip).nextVersion).toBe("26.0");
    const structlog = calverInput({
      tags: STRUCTLOG,
      baseTag: "25.5.0",
      calver: "YY.N.MICRO",
      date: "2026-01-15",
      commits: [commit("feat: x")],
    });
    expect(planRelease(structlog).nextVersion).toBe("26.1.0");
  });

  it("skips a version tagged elsewhere, two-part tags included, and says so", () => {
    const plan = planRelease(
      calverInput({ tags: [...PIP.slice(0, 8), "26.1"], baseTag: "26.0", commits: [commit("feat: x")] }),
    );
    expect([plan.nextVersion, plan.taken]).toEqual(["26.2", [{ version: "26.1", tag: "26.1" }]]);
  });

  it("numbers a pre-release of the calendar version", () => {
    const plan = planRelease(
      calverInput({
        tags: [...STRUCTLOG, "26.1.0rc1"],
        baseTag: "25.5.0",
        calver: "YY.N.MICRO",
        commits: [commit("feat: x")],
        overrides: { prerelease: "rc" },
      }),
    );
    expect(plan.nextVersion).toBe("26.1.0rc2");
  });

  it("still follows --bump, --release-as and nothing to release", () => {
    const shape = { tags: PIP.slice(0, 8), baseTag: "26.0", fileVersion: "26.0" };
    expect(planRelease(calverInput({ ...shape, overrides: { bump: "patch" } })).nextVersion).toBe("26.0.1");
    expect(planRelease(calverInput({ ...shape, overrides: { releaseAs: "26.5" } })).nextVersion).toBe("26.5");
    expect(planRelease(calverInput({ ...shape, commits: [commit("chore: x")] })).nextVersion).toBeUndefined();
  });

  it("finishes a calendar pre-release the files carry as it is, whatever the month of its final", () => {
    // YY.M.MICRO: the candidate 24.7.0rc1 was made in July, its final comes in August.
    const shape = {
      tags: ["23.10.0", "24.3.0"],
      baseTag: "24.3.0",
      calver: "YY.M.MICRO",
      date: "2024-08-08",
      commits: [commit("fix: x")],
    };
    const finish = (fileVersion: string, overrides: PlanInput["overrides"] = {}) =>
      planRelease(calverInput({ ...shape, fileVersion, overrides })).nextVersion;
    expect(finish("24.7.0rc1")).toBe("24.7.0");
    // --bump numbers by the date, as without a candidate (a final renumbered on its day).
    expect(finish("24.7.0rc1", { bump: "minor" })).toBe("24.8.0");
    expect(finish("24.7.0rc1", { prerelease: "rc" })).toBe("24.7.0rc2");
    // A development version is no candidate: the date numbers the release, as without one.
    expect(finish("24.7.0.dev0")).toBe("24.8.0");
    // A candidate whose final is tagged (elsewhere) or below the last release is no guide either.
    expect(
      planRelease(calverInput({ ...shape, tags: [...shape.tags, "24.7.0"], fileVersion: "24.7.0rc1" }))
        .nextVersion,
    ).toBe("24.8.0");
    expect(finish("24.2.0rc1")).toBe("24.8.0");
  });

  it("refuses a calver_format it cannot read, naming it", () => {
    expect(() =>
      planRelease(calverInput({ calver: "N.YY", baseTag: "26.0", commits: [commit("fix: x")] })),
    ).toThrow('calver_format "N.YY" must start with the year');
  });
});
