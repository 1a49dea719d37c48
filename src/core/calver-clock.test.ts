import { describe, expect, it } from "vitest";
import { parseCalverFormat } from "./calver.ts";
import { dateIn, inferReleaseClock, type TaggedAt, utcName } from "./calver-clock.ts";
import { type Pep440Version, parseVersion } from "./version.ts";

/** Issue 42: a calendar version dated in the clock the project's tags were made on. */

function v(text: string): Pep440Version {
  const version = parseVersion(text);
  if (version === undefined) throw new Error(`not a version: ${text}`);
  return version;
}

/** A tag `version` made at `iso` (with its offset, as git records it: `2026-08-17T23:06:44-04:00`). */
function tag(version: string, iso: string): TaggedAt {
  const match = /([+-])(\d\d):(\d\d)$/.exec(iso);
  const offset =
    match === null ? 0 : (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  return { version: v(version), seconds: Date.parse(iso) / 1000, offset };
}

const DAILY = parseCalverFormat("YYYY.0M.0D");
/** 2026-08-18T03:06:44Z: 23:06 on 2026-08-17 in UTC-4. */
const LATE_EVENING = Date.parse("2026-08-18T03:06:44Z") / 1000;

describe("inferReleaseClock", () => {
  it("a day-named tag made late in the evening in UTC-4 (the next day in UTC) dates releases in UTC-4", () => {
    const tags = [
      tag("2026.04.10", "2026-04-10T13:41:16-04:00"),
      tag("2026.07.11", "2026-07-11T20:26:20-04:00"),
      tag("2026.08.10", "2026-08-10T17:50:00-04:00"),
    ];
    expect(inferReleaseClock(DAILY, tags, LATE_EVENING)).toEqual({
      offset: -240,
      why: "dated in UTC-4, the clock the project's tags were made in",
    });
  });

  it("tags all made at midday name their day on both clocks: no evidence, UTC", () => {
    const tags = [
      tag("2026.04.10", "2026-04-10T12:00:00-04:00"),
      tag("2026.07.11", "2026-07-11T12:00:00-04:00"),
      tag("2026.08.10", "2026-08-10T12:00:00-04:00"),
    ];
    expect(inferReleaseClock(DAILY, tags, LATE_EVENING)).toBeUndefined();
  });

  it("tags made in UTC (a release job's) give no other clock", () => {
    const tags = [
      tag("2026.07.11", "2026-07-11T23:30:00+00:00"),
      tag("2026.08.10", "2026-08-10T01:00:00+00:00"),
    ];
    expect(inferReleaseClock(DAILY, tags, LATE_EVENING)).toBeUndefined();
  });

  it("tags that name the UTC day where their own clock's differs keep UTC", () => {
    // Made at 00:37 in UTC+1 on the 3rd, named for the 2nd: UTC's day, not the clock's.
    const tags = [
      tag("2026.03.02", "2026-03-03T00:37:06+01:00"),
      tag("2026.05.04", "2026-05-05T00:10:00+02:00"),
      tag("2026.07.11", "2026-07-11T20:26:20-04:00"),
    ];
    expect(inferReleaseClock(DAILY, tags, LATE_EVENING)).toBeUndefined();
  });

  it("one tag on the UTC day is outvoted by more on their own clock's", () => {
    const tags = [
      tag("2026.03.02", "2026-03-03T00:37:06+01:00"),
      tag("2026.05.01", "2026-05-01T22:32:35-04:00"),
      tag("2026.07.11", "2026-07-11T20:26:20-04:00"),
    ];
    expect(inferReleaseClock(DAILY, tags, LATE_EVENING)?.offset).toBe(-240);
  });

  it("the midnight boundary: a tag at 23:59:59 local counts, one at 00:00:00 local names the same day in UTC-4 and UTC", () => {
    const before = [tag("2026.07.11", "2026-07-11T23:59:59-04:00")];
    expect(inferReleaseClock(DAILY, before, LATE_EVENING)?.offset).toBe(-240);
    // 00:00 in UTC-4 is 04:00 UTC, the same day: nothing tells the clocks apart.
    const after = [tag("2026.07.12", "2026-07-12T00:00:00-04:00")];
    expect(inferReleaseClock(DAILY, after, LATE_EVENING)).toBeUndefined();
  });

  it("takes the newest tag's offset", () => {
    const tags = [
      tag("2025.06.01", "2025-06-01T23:00:00-07:00"),
      tag("2026.07.11", "2026-07-11T20:26:20-04:00"),
      tag("2026.08.10", "2026-08-10T12:00:00+02:00"),
    ];
    // The newest was made in UTC+2 (another maintainer): the next release is dated there.
    expect(inferReleaseClock(DAILY, tags, LATE_EVENING)).toEqual({
      offset: 120,
      why: "dated in UTC+2, the clock the project's tags were made in",
    });
  });

  describe("daylight saving time: tags an hour apart (-0400 in summer, -0500 in winter)", () => {
    const tags = [
      tag("2025.02.09", "2025-02-09T13:59:06-05:00"),
      tag("2025.10.14", "2025-10-14T23:09:25-04:00"),
      tag("2025.11.12", "2025-11-12T13:35:20-05:00"),
      tag("2026.02.09", "2026-02-09T23:22:01-05:00"),
      tag("2026.07.11", "2026-07-11T20:26:20-04:00"),
    ];

    it("a release in February is dated in UTC-5, the offset of the tags made in winter", () => {
      const february = Date.parse("2027-02-10T04:30:00Z") / 1000;
      expect(inferReleaseClock(DAILY, tags, february)).toEqual({
        offset: -300,
        why: "dated in UTC-5, the clock the project's tags were made in at this time of year (UTC-4 in the other season: daylight saving time)",
      });
    });

    it("a release in August is dated in UTC-4, though the newest tags were made in winter", () => {
      const winterNewest = [...tags, tag("2026.12.01", "2026-12-01T22:00:00-05:00")];
      expect(inferReleaseClock(DAILY, winterNewest, LATE_EVENING)).toEqual({
        offset: -240,
        why: "dated in UTC-4, the clock the project's tags were made in at this time of year (UTC-5 in the other season: daylight saving time)",
      });
    });
  });

  it("two maintainers an hour apart in the same season are two clocks, not daylight saving time: the newest tag's", () => {
    const tags = [
      tag("2026.06.02", "2026-06-02T23:10:00-05:00"),
      tag("2026.06.20", "2026-06-20T22:40:00-04:00"),
      tag("2026.07.03", "2026-07-03T23:30:00-05:00"),
      tag("2026.07.30", "2026-07-30T21:00:00-04:00"),
      tag("2026.08.10", "2026-08-10T23:15:00-05:00"),
    ];
    const february = Date.parse("2027-02-10T04:30:00Z") / 1000;
    expect(inferReleaseClock(DAILY, tags, february)).toEqual({
      offset: -300,
      why: "dated in UTC-5, the clock the project's tags were made in",
    });
  });

  it("tags made in the weeks the clocks change prove nothing either way (a -0400 tag on 3 November, a -0500 one on 12 November)", () => {
    const tags = [
      tag("2025.11.03", "2025-11-03T22:10:00-04:00"),
      tag("2025.11.12", "2025-11-12T13:35:20-05:00"),
      tag("2026.04.10", "2026-04-10T13:41:16-04:00"),
      tag("2026.07.11", "2026-07-11T20:26:20-04:00"),
    ];
    expect(inferReleaseClock(DAILY, tags, LATE_EVENING)).toEqual({
      offset: -240,
      why: "dated in UTC-4, the clock the project's tags were made in at this time of year (UTC-5 in the other season: daylight saving time)",
    });
  });

  it("the southern hemisphere's daylight saving time (+1100 in its summer, January) is read too", () => {
    const tags = [
      tag("2026.01.12", "2026-01-12T08:00:00+11:00"),
      tag("2026.06.15", "2026-06-15T07:30:00+10:00"),
      tag("2026.07.20", "2026-07-20T06:45:00+10:00"),
    ];
    const january = Date.parse("2027-01-20T21:30:00Z") / 1000; // 08:30 on the 21st in UTC+11
    expect(inferReleaseClock(DAILY, tags, january)).toEqual({
      offset: 660,
      why: "dated in UTC+11, the clock the project's tags were made in at this time of year (UTC+10 in the other season: daylight saving time)",
    });
  });

  it("a format by the month reads the month: 25.9.0 tagged on the evening of 30 September in UTC-4", () => {
    const monthly = parseCalverFormat("YY.M.MICRO");
    const tags = [tag("25.7.0", "2025-07-08T10:00:00-04:00"), tag("25.9.0", "2025-09-30T22:15:00-04:00")];
    expect(inferReleaseClock(monthly, tags, LATE_EVENING)?.offset).toBe(-240);
    // The same tags made at midday tell nothing.
    const midday = [tag("25.7.0", "2025-07-08T10:00:00-04:00"), tag("25.9.0", "2025-09-30T12:15:00-04:00")];
    expect(inferReleaseClock(monthly, midday, LATE_EVENING)).toBeUndefined();
  });

  it("pre-releases are no evidence", () => {
    const tags = [tag("2026.7.11rc1", "2026-07-11T20:26:20-04:00")];
    expect(inferReleaseClock(DAILY, tags, LATE_EVENING)).toBeUndefined();
  });

  it("no tags: UTC", () => {
    expect(inferReleaseClock(DAILY, [], LATE_EVENING)).toBeUndefined();
  });
});

describe("dateIn and utcName", () => {
  it("the day of a moment on a clock: 03:59:59 UTC is the day before in UTC-4, 04:00 the day itself", () => {
    expect(dateIn(Date.parse("2026-08-18T03:59:59Z") / 1000, -240)).toBe("2026-08-17");
    expect(dateIn(Date.parse("2026-08-18T04:00:00Z") / 1000, -240)).toBe("2026-08-18");
    expect(dateIn(Date.parse("2026-08-17T18:30:00Z") / 1000, 330)).toBe("2026-08-18");
  });

  it("names offsets as UTC-4, UTC+5:30, UTC", () => {
    expect([utcName(-240), utcName(330), utcName(-570), utcName(0)]).toEqual([
      "UTC-4",
      "UTC+5:30",
      "UTC-9:30",
      "UTC",
    ]);
  });
});
