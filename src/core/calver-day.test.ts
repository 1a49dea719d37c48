import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calverFormatProblem, nextCalverVersion, parseCalverFormat, spellCalver } from "./calver.ts";
import { inferCalverFormat } from "./calver-inference.ts";
import { planRelease } from "./plan.ts";
import type { PlanInput } from "./plan-types.ts";
import { commit } from "./test-builders.ts";
import { compareVersions, formatVersion, type Pep440Version, parseVersion } from "./version.ts";

/** Calendar versions by the day (issue 42): `2026.08.17`, as a task runner's tags spell them. */

function v(text: string): Pep440Version {
  const version = parseVersion(text);
  if (version === undefined) throw new Error(`not a version: ${text}`);
  return version;
}

/** Release tags by the day, zero-padded, newest last (a task runner's shape). */
const DAILY = [
  "2024.10.09",
  "2025.02.09",
  "2025.05.01",
  "2025.10.14",
  "2025.10.16",
  "2025.11.12",
  "2026.02.09",
  "2026.04.10",
  "2026.07.11",
  "2026.08.10",
];

describe("the day tokens", () => {
  it.each([
    "YYYY.MM.DD",
    "YYYY.0M.0D",
    "YY.M.D",
    "YYYY.0M.0D.MICRO",
    "YYYY.MM.DD.N",
    "YYYY.0M",
  ])("accepts %s", (format) => expect(calverFormatProblem(format)).toBeUndefined());

  it.each([
    ["YYYY.DD", '"YYYY.DD" names a day without the month before it'],
    [
      "YYYY.DD.MM",
      '"YYYY.DD.MM" must name the year, then at most one of each of month, day, N and MICRO in that order',
    ],
    ["YYYY.MM.D.0D", '"YYYY.MM.D.0D" must name the year, then at most one of each'],
    [
      "YYYY.0M.00D",
      '"YYYY.0M.00D" has "00D"; the parts are YYYY, YY, MM, M, 0M, DD, D, 0D, N and MICRO separated by dots',
    ],
  ])("refuses %s, saying why", (format, words) => {
    expect(calverFormatProblem(format)).toContain(words);
    expect(() => parseCalverFormat(format)).toThrow(`calver_format ${calverFormatProblem(format)}`);
  });

  it.each([
    ["2026.8.10", "minor", "2026-08-17", "YYYY.0M.0D", "2026.08.17"],
    ["2026.8.10", "patch", "2026-08-17", "YYYY.MM.DD", "2026.8.17"],
    ["2026.2.9", "patch", "2026-04-10", "YYYY.0M.0D", "2026.04.10"],
    ["2025.11.12", "minor", "2026-02-09", "YYYY.0M.0D", "2026.02.09"],
    // A second release on the same day adds MICRO as a last part.
    ["2026.8.17", "patch", "2026-08-17", "YYYY.0M.0D", "2026.08.17.1"],
    ["2026.8.17.1", "minor", "2026-08-17", "YYYY.0M.0D", "2026.08.17.2"],
    ["2026.8.17", "minor", "2026-08-17", "YYYY.0M.0D.MICRO", "2026.08.17.1"],
    ["2026.8.16.3", "minor", "2026-08-17", "YYYY.0M.0D.MICRO", "2026.08.17.0"],
    ["2026.8.17.1", "minor", "2026-08-17", "YYYY.0M.0D.N", "2026.08.17.2"],
    // Only the month padded: no day in the format.
    ["2026.7.0", "minor", "2026-08-17", "YYYY.0M.MICRO", "2026.08.0"],
    ["26.8.1", "minor", "2026-10-03", "YY.M.D", "26.10.3"],
  ] as const)("%s + %s on %s (%s) is %s", (base, bump, date, formatText, expected) => {
    const format = parseCalverFormat(formatText);
    expect(spellCalver(nextCalverVersion({ base: v(base), bump, date, format, start: 1 }), format)).toBe(
      expected,
    );
  });

  it("spells a pre-release and an epoch around the padded parts", () => {
    const format = parseCalverFormat("YYYY.0M.0D");
    expect(spellCalver({ epoch: 0, release: [2026, 8, 7], pre: { label: "rc", number: 1 } }, format)).toBe(
      "2026.08.07rc1",
    );
    expect(spellCalver({ epoch: 1, release: [2026, 1, 2] }, format)).toBe("1!2026.01.02");
    expect(spellCalver(v("2026.12.25"), format)).toBe("2026.12.25");
  });

  it("is above its base, dated by the release's day, and PEP 440 reads the spelling back (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("YYYY.0M.0D", "YYYY.MM.DD", "YY.M.D", "YYYY.0M.0D.MICRO", "YYYY.MM.DD.N"),
        fc.date({
          min: new Date("2020-01-01T00:00:00Z"),
          max: new Date("2090-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom("major", "minor", "patch" as const),
        (formatText, when, daysBefore, bump) => {
          const format = parseCalverFormat(formatText);
          const date = when.toISOString().slice(0, 10);
          const before = new Date(when.getTime() - daysBefore * 86_400_000);
          const [y, m, d] = before.toISOString().slice(0, 10).split("-").map(Number) as [
            number,
            number,
            number,
          ];
          const base: Pep440Version = {
            epoch: 0,
            release: [
              formatText.startsWith("YYYY") ? y : y - 2000,
              m,
              d,
              ...(formatText.split(".").length > 3 ? [2] : []),
            ],
          };
          const result = nextCalverVersion({ base, bump, date, format, start: 1 });
          expect(compareVersions(result, base)).toBeGreaterThan(0);
          expect(result.release.slice(1, 3)).toEqual([Number(date.slice(5, 7)), Number(date.slice(8, 10))]);
          const spelled = spellCalver(result, format);
          expect(formatVersion(v(spelled))).toBe(formatVersion(result));
          if (format.padDay) expect(spelled).toContain(`.${date.slice(5, 7)}.${date.slice(8, 10)}`);
        },
      ),
    );
  });
});

describe("inferCalverFormat by the day", () => {
  const days = (tags: readonly string[], late = 0) =>
    new Map(
      tags.map((tag) => {
        const [y, m, d] = tag.split(".").map(Number) as [number, number, number];
        return [formatVersion(v(tag)), new Date(Date.UTC(y, m - 1, d + late)).toISOString().slice(0, 10)];
      }),
    );

  it("reads zero-padded tags made on the days they name as YYYY.0M.0D", () => {
    expect(
      inferCalverFormat(DAILY.map(v), "2026-08-17", undefined, { days: days(DAILY), padded: true }),
    ).toEqual({
      format: "YYYY.0M.0D",
      why: "the newest release tags (2026.8.10, 2026.7.11, 2026.4.10) start with the year, the month and the day",
    });
    expect(inferCalverFormat(DAILY.map(v), "2026-08-17", undefined, { days: days(DAILY, 2) })?.format).toBe(
      "YYYY.M.D",
    );
  });

  it("without dates, a third part past 12 that is never 0 is a day; black's fixes are not", () => {
    expect(inferCalverFormat(DAILY.map(v), "2026-08-17", undefined, { padded: true })?.format).toBe(
      "YYYY.0M.0D",
    );
    const black = ["24.10.0", "25.1.0", "25.9.0", "25.11.0", "25.12.0", "26.1.0", "26.3.0", "26.3.1"];
    expect(inferCalverFormat(black.map(v), "2026-05-20")?.format).toBe("YY.M.MICRO");
    expect(inferCalverFormat(["2025.3.1", "2025.5.2", "2026.1.3"].map(v), "2026-05-20")?.format).toBe(
      "YYYY.M.MICRO",
    );
  });

  it("a release of Dec 31 tagged on Jan 1 was tagged a day late, not a year early", () => {
    const tags = ["2024.12.31", "2025.12.31", "2026.1.5", "2026.3.20"];
    const tagged = new Map([
      ["2024.12.31", "2025-01-01"],
      ["2025.12.31", "2026-01-01"],
      ["2026.1.5", "2026-01-05"],
      ["2026.3.20", "2026-03-20"],
    ]);
    expect(inferCalverFormat(tags.map(v), "2026-04-01", undefined, { days: tagged })?.format).toBe(
      "YYYY.M.D",
    );
  });

  it("tags made on other days than their third part names are no days", () => {
    const far = days(DAILY, 20);
    expect(inferCalverFormat(DAILY.map(v), "2026-08-17", undefined, { days: far })?.format).toBe(
      "YYYY.M.MICRO",
    );
  });
});

describe("planRelease by the day", () => {
  function input(fields: Partial<PlanInput>): PlanInput {
    return {
      tagFormat: "{version}",
      majorOnZero: true,
      changelog: { sections: {}, hidden: ["chore"] },
      tags: DAILY,
      baseTag: "2026.08.10",
      commits: [commit("fix: x")],
      fileVersion: "2026.08.10",
      releaseSubjects: ["chore(release): {version}"],
      date: "2026-08-17",
      calver: "YYYY.0M.0D",
      overrides: {},
      ...fields,
    };
  }

  it("proposes the release's day, written and tagged as the project spells it", () => {
    const plan = planRelease(input({}));
    expect([plan.nextVersion, plan.tag, plan.changelog?.split("\n")[0]]).toEqual([
      "2026.08.17",
      "2026.08.17",
      "## [2026.08.17] - 2026-08-17",
    ]);
  });

  it("a second release on a tagged day gets a last part, and a tag taken elsewhere is skipped", () => {
    expect(planRelease(input({ tags: [...DAILY, "2026.08.17"], baseTag: "2026.08.17" })).nextVersion).toBe(
      "2026.08.17.1",
    );
    const plan = planRelease(input({ tags: [...DAILY, "2026.08.17"] }));
    expect([plan.nextVersion, plan.taken]).toEqual([
      "2026.08.17.1",
      [{ version: "2026.8.17", tag: "2026.08.17" }],
    ]);
  });
});
