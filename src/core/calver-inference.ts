/**
 * Whether a project numbers by the calendar, and how (DESIGN 4): the `calver_format` its release
 * tags follow, read from their versions and, when known, the dates they were tagged on. Pure.
 */
import { compareVersions, formatVersion, isFinalRelease, type Pep440Version } from "./version.ts";

/**
 * The calendar format the release tags' versions follow, for `init`: the newest releases (up to
 * ten) must start with a year near `today` (two or four digits, this year or up to two before) and
 * agree on a shape. Returns the format and why, else undefined (a semver project).
 */
export function inferCalverFormat(
  versions: readonly Pep440Version[],
  today: string,
  /** The year each version was tagged in, when known (by formatVersion's text). */
  taggedYears?: ReadonlyMap<string, number>,
  /** What the tags show beyond the versions: the date each was tagged on (`YYYY-MM-DD`), and whether they write the month with a leading zero (`2026.08.17`). */
  tagged: { days?: ReadonlyMap<string, string>; padded?: boolean } = {},
): { format: string; why: string } | undefined {
  const finals = newestFinals(versions);
  const newest = finals[0];
  if (newest === undefined) return undefined;
  const year = Number(today.slice(0, 4));
  const first = newest.release[0] ?? 0;
  const yearToken = first >= 1000 ? "YYYY" : "YY";
  const asYear = yearToken === "YY" ? 2000 + first : first;
  // Without the tags' dates the versions must look like recent years; with them, a project that
  // released nothing for years (17.5.0 in 2017, then 21.3.0) still shows its calendar: each of its
  // newest tags was made in the year it names (taggedInTheirYears below).
  const dated = finals.filter((v) => taggedYears?.has(formatVersion(v))).length >= 2;
  if (asYear > year || (!dated && asYear < year - 2)) return undefined;
  const since = (dated ? asYear : year) - 3;
  const recent = finals.filter((v) => {
    const head = v.release[0] ?? 0;
    return (
      (yearToken === "YY" ? head < 1000 : head >= 1000) && (yearToken === "YY" ? 2000 + head : head) >= since
    );
  });
  if (recent.length < 2) return undefined;
  // Long past (no release in the last two years): only releases of two years or more, each tagged
  // in its year, tell a calendar from majors that happened to match a year once (19.1.0, 19.2.0).
  if (asYear < year - 2 && new Set(recent.map((v) => v.release[0])).size < 2) return undefined;
  // A calendar version's year is the year it was released in: a project whose 24.0.0 and 25.1.0
  // came out in 2026 numbers its majors, however like years they look (DESIGN 4).
  if (taggedYears !== undefined && !taggedInTheirYears(recent, yearToken, taggedYears)) return undefined;
  // Above all the newest: a 21.1.0 made in 2023 is a major that once matched a year (its 20.0.x of
  // late 2019 did), not a calendar; a calendar's newest names its year, or the one beside it (a
  // 24.12 made on 2 January, a 26.1 made on 30 December).
  const newestTagged = taggedYears?.get(formatVersion(newest));
  if (newestTagged !== undefined && Math.abs(asYear - newestTagged) > 1) return undefined;
  const allThree = recent.every((v) => v.release.length === 3);
  // A count N runs without gaps within a year (25.1.0 .. 25.5.0); months skip (black's 25.9.0,
  // 25.11.0): every second part from 1 to 12 and a gap in some year make it the month.
  const seconds = recent.map((v) => v.release[1] ?? 0);
  const monthly =
    seconds.every((m) => m >= 1 && m <= 12) && (hasGap(recent) || taggedInTheirMonths(recent, tagged.days));
  const daily = monthly && allThree && byTheDay(recent, tagged.days);
  const month = tagged.padded ? "0M" : "M";
  const format = daily
    ? `${yearToken}.${month}.${tagged.padded ? "0D" : "D"}`
    : `${yearToken}.${monthly ? month : "N"}${allThree ? ".MICRO" : ""}`;
  const shown = recent
    .slice(0, 3)
    .map((v) => formatVersion(v))
    .join(", ");
  return {
    format,
    why: `the newest release tags (${shown}) start with the year${daily ? ", the month and the day" : monthly ? " and then the month" : ""}`,
  };
}

/**
 * The releases the inference reads (up to ten, newest first): finals of two parts or more, no
 * local label. Only these are looked up in the tags' dates.
 */
export function newestFinals(versions: readonly Pep440Version[]): Pep440Version[] {
  // The ten kept in order as they come (no sort of thousands of tags): equal versions in the order given.
  const newest: Pep440Version[] = [];
  for (const v of versions) {
    if (!isFinalRelease(v) || v.local !== undefined || v.release.length < 2) continue;
    const last = newest.at(-1);
    if (newest.length === NEWEST && last !== undefined && compareVersions(v, last) <= 0) continue;
    let at = newest.length;
    while (at > 0 && compareVersions(v, newest[at - 1] as Pep440Version) > 0) at--;
    newest.splice(at, 0, v);
    if (newest.length > NEWEST) newest.pop();
  }
  return newest;
}

const NEWEST = 10;

/**
 * Whether year.month.third releases name their day in the third part: each is a day of the month,
 * and the tags were made on those days (within three days after) when their dates are known; else
 * none is 0 and some is past 12, which a count of fixes hardly reaches (black's 25.9.0, 26.3.1).
 */
function byTheDay(
  versions: readonly Pep440Version[],
  days: ReadonlyMap<string, string> | undefined,
): boolean {
  const thirds = versions.map((v) => v.release[2] ?? 0);
  if (!thirds.every((d) => d >= 1 && d <= 31)) return false;
  let known = 0;
  let matching = 0;
  for (const v of versions) {
    const date = days?.get(formatVersion(v));
    if (date === undefined) continue;
    known++;
    // In their own years: 2025.12.31 tagged on 2026-01-01 is a day late, not a year early.
    const first = v.release[0] ?? 0;
    const named = Date.UTC(first < 1000 ? 2000 + first : first, (v.release[1] ?? 1) - 1, v.release[2] ?? 1);
    const [y, m, d] = date.split("-").map(Number);
    const taggedOn = Date.UTC(y ?? 2000, (m ?? 1) - 1, d ?? 1);
    const late = (taggedOn - named) / 86_400_000;
    if (late >= 0 && late <= 3) matching++;
  }
  if (known > 0) return matching * 2 > known;
  return thirds.some((d) => d > 12);
}

/** Whether some year's second parts (distinct, sorted) skip a number. */
function hasGap(versions: readonly Pep440Version[]): boolean {
  const byYear = new Map<number, Set<number>>();
  for (const v of versions) {
    const year = v.release[0] ?? 0;
    const seen = byYear.get(year) ?? new Set<number>();
    seen.add(v.release[1] ?? 0);
    byYear.set(year, seen);
  }
  for (const seen of byYear.values()) {
    const sorted = [...seen].sort((a, b) => a - b);
    if (sorted.some((value, i) => i > 0 && value - (sorted[i - 1] ?? 0) > 1)) return true;
  }
  return false;
}

/**
 * Whether most of the versions whose tag dates are known name the month they were tagged in, as
 * their second part (16.9.0 tagged in September 2016, 17.5.0 in May 2017; a tag made early in
 * the next month counts): the calendar's month, even where no gap shows it.
 */
function taggedInTheirMonths(
  versions: readonly Pep440Version[],
  days: ReadonlyMap<string, string> | undefined,
): boolean {
  if (days === undefined) return false;
  let known = 0;
  let matching = 0;
  for (const v of versions) {
    const day = days.get(formatVersion(v));
    if (day === undefined) continue;
    known++;
    const month = Number(day.slice(5, 7));
    const named = v.release[1] ?? 0;
    if (named === month || named === month - 1) matching++;
  }
  return known >= 2 && matching * 2 > known;
}

/**
 * Whether the releases were tagged in the years their versions name (the year's release in late
 * December of the year before counts too): most of those whose dates are known.
 */
function taggedInTheirYears(
  versions: readonly Pep440Version[],
  yearToken: "YYYY" | "YY",
  taggedYears: ReadonlyMap<string, number>,
): boolean {
  let known = 0;
  let matching = 0;
  for (const v of versions) {
    const tagged = taggedYears.get(formatVersion(v));
    if (tagged === undefined) continue;
    known++;
    const head = v.release[0] ?? 0;
    const named = yearToken === "YY" ? 2000 + head : head;
    if (named === tagged || named === tagged + 1) matching++;
  }
  return known === 0 || matching * 2 > known;
}
