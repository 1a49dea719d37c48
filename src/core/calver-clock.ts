/**
 * The clock a calendar project dates its releases in (DESIGN 2 "Dates", 4): UTC, unless its tags
 * show that their versions name the day (or month, or year) of the clock they were made on, where
 * UTC's differs (a `2026.08.17` tagged at 23:06 UTC-4, 2026-08-18 in UTC). Pure: the tags' moments
 * and the release's are inputs.
 */
import { type CalverFormat, periodOf } from "./calver.ts";
import { isFinalRelease, type Pep440Version } from "./version.ts";

/** A release tag's version and when it was made (an annotated tag's date, else its commit's). */
export interface TaggedAt {
  version: Pep440Version;
  /** Seconds since 1970. */
  seconds: number;
  /** The offset from UTC of the clock it was made on, in minutes east (`-0400` is -240). */
  offset: number;
}

/** The clock the next release is dated in: its offset from UTC and why, for `check`. */
export interface ReleaseClock {
  /** Minutes east of UTC (-240 for UTC-4). */
  offset: number;
  why: string;
}

/** How many of the newest release tags are read: those of the project's recent habits. */
const NEWEST = 10;
const DAY = 86_400;

/**
 * The clock the release at `moment` (seconds since 1970) is dated in, or undefined for UTC. Of the
 * newest final releases, those whose period the two clocks tell apart (tagged in the hours around
 * midnight) decide: at least one names its own clock's period and not UTC's, and more do so than
 * the other way round (a release tagged a day late by someone in another zone is outvoted). The
 * offset is the newest tag's; when the tags also show one an hour away by the seasons (daylight
 * saving time: -0400 in summer, -0500 in winter), the offset of the tag made nearest this time of
 * year. Two offsets an hour apart in the same season are two maintainers' clocks: the newest's.
 */
export function inferReleaseClock(
  format: CalverFormat,
  tagged: readonly TaggedAt[],
  moment: number,
): ReleaseClock | undefined {
  const newest = tagged
    .filter((t) => isFinalRelease(t.version) && t.version.local === undefined)
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, NEWEST);
  let local = 0;
  let utc = 0;
  for (const t of newest) {
    const inOwn = names(t.version, format, dateIn(t.seconds, t.offset));
    const inUtc = names(t.version, format, dateIn(t.seconds, 0));
    if (inOwn && !inUtc) local++;
    if (inUtc && !inOwn) utc++;
  }
  const last = newest[0];
  if (last === undefined || local === 0 || local <= utc) return undefined;
  const partner = newest.find(
    (t) => Math.abs(t.offset - last.offset) === 60 && bySeason(newest, Math.max(t.offset, last.offset)),
  );
  const offset =
    partner === undefined ? last.offset : nearestInYear(newest, [last.offset, partner.offset], moment);
  const other = partner === undefined ? undefined : offset === last.offset ? partner.offset : last.offset;
  const why =
    other === undefined
      ? `dated in ${utcName(offset)}, the clock the project's tags were made in`
      : `dated in ${utcName(offset)}, the clock the project's tags were made in at this time of year (${utcName(other)} in the other season: daylight saving time)`;
  return { offset, why };
}

/** The date (`YYYY-MM-DD`) of a moment on a clock `offset` minutes east of UTC. */
export function dateIn(seconds: number, offset: number): string {
  return new Date((seconds + offset * 60) * 1000).toISOString().slice(0, 10);
}

/** `UTC-4`, `UTC+5:30`, `UTC` for an offset in minutes east. */
export function utcName(offset: number): string {
  if (offset === 0) return "UTC";
  const abs = Math.abs(offset);
  const minutes = abs % 60;
  return `UTC${offset < 0 ? "-" : "+"}${Math.floor(abs / 60)}${minutes === 0 ? "" : `:${String(minutes).padStart(2, "0")}`}`;
}

/** Whether the version names the period (year, and month and day when the format has them) of `date`. */
function names(version: Pep440Version, format: CalverFormat, date: string): boolean {
  const period = periodOf(date, format);
  const [first = 0, second = 0, third = 0] = version.release;
  const year = format.year === "YY" ? 2000 + first : first;
  return (
    year === period.year &&
    (!format.month || second === period.month) &&
    (!format.day || third === period.day)
  );
}

/**
 * Whether the tags an hour apart split by the seasons, as one clock's daylight saving time does:
 * every tag with the `summer` offset made outside winter and every one with the offset an hour
 * behind made outside summer, and each season seen, in one hemisphere or the other. The weeks
 * around the changes of clock prove nothing either way.
 */
function bySeason(tags: readonly TaggedAt[], summer: number): boolean {
  const winter = summer - 60;
  const season = (t: TaggedAt): "summer" | "winter" | undefined => {
    const day = dayOfYear(t.seconds);
    // Outside every zone's weeks of change (the USA's in March and early November, Europe's at
    // the ends of March and October, Australia's in early April and October).
    if (day >= 98 && day <= 273) return "summer"; // 8 April to 30 September
    if (day < 66 || day > 311) return "winter"; // 8 November to 6 March
    return undefined;
  };
  for (const [high, low] of [
    ["summer", "winter"],
    ["winter", "summer"], // the southern hemisphere's summer is the northern's winter
  ] as const) {
    const ofSummer = tags.filter((t) => t.offset === summer).map(season);
    const ofWinter = tags.filter((t) => t.offset === winter).map(season);
    if (
      !ofSummer.includes(low) &&
      !ofWinter.includes(high) &&
      ofSummer.includes(high) &&
      ofWinter.includes(low)
    )
      return true;
  }
  return false;
}

/** The day of the year (0 for 1 January) of a moment in UTC. */
function dayOfYear(seconds: number): number {
  const date = new Date(seconds * 1000);
  return (date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / 1000 / DAY;
}

/** Of the tags with one of `offsets`, the offset of the one made nearest the moment's day of the year. */
function nearestInYear(tags: readonly TaggedAt[], offsets: readonly number[], moment: number): number {
  const today = dayOfYear(moment);
  let best: TaggedAt | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const t of tags) {
    if (!offsets.includes(t.offset)) continue;
    const apart = Math.abs(dayOfYear(t.seconds) - today);
    const distance = Math.min(apart, 365 - apart);
    if (distance < bestDistance) {
      best = t;
      bestDistance = distance;
    }
  }
  return best?.offset ?? offsets[0] ?? 0;
}
