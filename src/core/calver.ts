/**
 * Calendar versions (DESIGN 4, `version_scheme = "calver"`): the next version from the last
 * release, the bump, the release date and the format, numbered as the project numbers its
 * releases (pip `YY.N`: 26.0, 26.0.1, 26.1; structlog `YY.N.MICRO`: 25.5.0, 26.1.0; black
 * `YY.M.MICRO`: 25.12.0, 26.1.0, 26.3.1). Pure: the date is an input.
 */
import type { Bump } from "./bump.ts";
import { ConfigError } from "./errors.ts";
import type { BaseTag, TagFormat } from "./tag-format.ts";
import {
  compareVersions,
  formatVersion,
  isFinalRelease,
  type Pep440Version,
  type PreLabel,
  sameRelease,
} from "./version.ts";

export type CalverToken = "YYYY" | "YY" | "MM" | "M" | "0M" | "DD" | "D" | "0D" | "N" | "MICRO";

/**
 * A parsed `calver_format`: the year, then at most one month, day, `N` and `MICRO`, in that order.
 * `0M` and `0D` (calver.org's zero-padded month and day) are written with a leading zero, as the
 * project's files and tags spell them (`2026.08.17`; PEP 440 reads it as 2026.8.17).
 */
export interface CalverFormat {
  readonly text: string;
  readonly year: "YYYY" | "YY";
  readonly month: boolean;
  readonly day: boolean;
  readonly n: boolean;
  readonly micro: boolean;
  readonly padMonth: boolean;
  readonly padDay: boolean;
}

/** The period a release belongs to: its year, and its month and day when the format names them (else 0). */
interface Period {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const TOKENS: readonly CalverToken[] = ["YYYY", "YY", "MM", "M", "0M", "DD", "D", "0D", "N", "MICRO"];
/** The position each token may take: year, month, day, release number, micro. */
const RANK: Readonly<Record<CalverToken, number>> = {
  YYYY: 0,
  YY: 0,
  MM: 1,
  M: 1,
  "0M": 1,
  DD: 2,
  D: 2,
  "0D": 2,
  N: 3,
  MICRO: 4,
};

/**
 * What is wrong with a `calver_format`, else undefined: parts separated by dots, the year first,
 * then in this order at most one month (`MM` or `M`), `N` and `MICRO`, and something after the year
 * (else two releases in one year would have one version).
 */
export function calverFormatProblem(text: string): string | undefined {
  const parts = text.split(".");
  const unknown = parts.find((part) => !TOKENS.includes(part as CalverToken));
  const example =
    'e.g. "YY.N" (pip), "YY.N.MICRO" (structlog), "YY.M.MICRO" (black) or "YYYY.0M.0D" (by the day)';
  if (unknown !== undefined) {
    return `"${text}" has ${unknown === "" ? "an empty part" : `"${unknown}"`}; the parts are YYYY, YY, MM, M, 0M, DD, D, 0D, N and MICRO separated by dots, ${example}`;
  }
  const ranks = parts.map((part) => RANK[part as CalverToken]);
  if (ranks[0] !== 0) return `"${text}" must start with the year (YYYY or YY), ${example}`;
  if (ranks.length < 2) return `"${text}" needs a part after the year (M, MM, N or MICRO), ${example}`;
  for (let i = 1; i < ranks.length; i++) {
    if ((ranks[i] ?? 0) <= (ranks[i - 1] ?? 0)) {
      return `"${text}" must name the year, then at most one of each of month, day, N and MICRO in that order, ${example}`;
    }
  }
  if (ranks.includes(2) && !ranks.includes(1))
    return `"${text}" names a day without the month before it, ${example}`;
  return undefined;
}

/** The format, or a ConfigError naming what is wrong with it. */
export function parseCalverFormat(text: string): CalverFormat {
  const problem = calverFormatProblem(text);
  if (problem !== undefined) throw new ConfigError(`calver_format ${problem}`);
  const parts = text.split(".");
  return {
    text,
    year: parts[0] === "YYYY" ? "YYYY" : "YY",
    month: parts.some((part) => RANK[part as CalverToken] === 1),
    day: parts.some((part) => RANK[part as CalverToken] === 2),
    n: parts.includes("N"),
    micro: parts.includes("MICRO"),
    padMonth: parts.includes("0M"),
    padDay: parts.includes("0D"),
  };
}

/** The release date (`YYYY-MM-DD`, the plan's date, SOURCE_DATE_EPOCH's when set) as a period. */
export function periodOf(date: string, format: CalverFormat): Period {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (match === null) throw new ConfigError(`the release date "${date}" is not YYYY-MM-DD`);
  return {
    year: Number(match[1]),
    month: format.month ? Number(match[2]) : 0,
    day: format.day ? Number(match[3]) : 0,
  };
}

/**
 * The version as the project spells it: the format's zero-padded month and day with their leading
 * zero (`2026.08.17`, `2026.08.17.1`), everything else as PEP 440 writes it.
 */
export function spellCalver(version: Pep440Version, format: CalverFormat): string {
  const text = formatVersion(version);
  if (!format.padMonth && !format.padDay) return text;
  const plain = version.release.join(".");
  const padded = version.release
    .map((part, i) =>
      (i === 1 && format.padMonth) || (i === 2 && format.month && format.padDay)
        ? String(part).padStart(2, "0")
        : String(part),
    )
    .join(".");
  const at = text.indexOf(plain);
  return at === -1 ? text : `${text.slice(0, at)}${padded}${text.slice(at + plain.length)}`;
}

/** A version read through the format: its period, its N and its MICRO (0 when the format has none). */
interface CalverParts {
  readonly period: Period;
  readonly n: number;
  readonly micro: number;
}

function readParts(version: Pep440Version, format: CalverFormat): CalverParts {
  const at = (index: number) => version.release[index] ?? 0;
  const first = at(0);
  const year = format.year === "YY" ? 2000 + first : first;
  let index = 1;
  const month = format.month ? at(index++) : 0;
  const day = format.day ? at(index++) : 0;
  const n = format.n ? at(index++) : 0;
  // A format without MICRO still has one for bug fixes, as a last part (pip's 26.2.1).
  const micro = at(index);
  return { period: { year, month, day }, n, micro };
}

/** How many parts the format writes (MICRO included when it names it). */
function writtenParts(format: CalverFormat): number {
  return 1 + Number(format.month) + Number(format.day) + Number(format.n) + Number(format.micro);
}

function comparePeriods(a: Period, b: Period): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Where the project starts the count `N` in a new period: the first release of the newest period
 * its tags show is numbered 0 (pip's 26.0) or 1 (structlog's 26.1.0). The newest period decides,
 * as projects change their habit (structlog had 15.0.0 and 16.0.0, then 17.1.0 onwards). Without
 * any such evidence it is 1: the first release of a year is its first, which is how most `N`
 * formats count (attrs, structlog); pip's 0 shows in its tags.
 */
export function countStart(versions: readonly Pep440Version[], format: CalverFormat): 0 | 1 {
  const lowest = new Map<string, { period: Period; n: number }>();
  for (const version of versions) {
    if (!isCalverShaped(version, format)) continue;
    const { period, n } = readParts(version, format);
    const key = `${period.year}.${period.month}.${period.day}`;
    const known = lowest.get(key);
    if (known === undefined || n < known.n) lowest.set(key, { period, n });
  }
  const newestFirst = [...lowest.values()].sort((a, b) => comparePeriods(b.period, a.period));
  for (const { n } of newestFirst) if (n === 0 || n === 1) return n;
  return 1;
}

/**
 * A final release written in the format's shape: as many parts as the format writes (one more for
 * a fix when it has no MICRO), a year that could be this century's, a month from 1 to 12.
 */
function isCalverShaped(version: Pep440Version, format: CalverFormat): boolean {
  if (!isFinalRelease(version) || version.local !== undefined) return false;
  const length = version.release.length;
  const written = writtenParts(format);
  if (length < written || length > (format.micro ? written : written + 1)) return false;
  const { period } = readParts(version, format);
  if (period.year < 2000 || period.year > 2999) return false;
  if (format.day && (period.day < 1 || period.day > 31)) return false;
  return !format.month || (period.month >= 1 && period.month <= 12);
}

export interface CalverBumpInput {
  /** The version the next one comes from: the last release, else the files', else 0.0.0. */
  readonly base: Pep440Version;
  readonly bump: Exclude<Bump, "none">;
  /** The release date, YYYY-MM-DD. */
  readonly date: string;
  readonly format: CalverFormat;
  /** Where N starts in a new period (countStart of the project's releases). */
  readonly start: 0 | 1;
  /**
   * The project never releases a MICRO its format does not name (fixesRaiseN: packaging's 26.0,
   * 26.1, 26.2, never a 26.1.1): a `fix:` raises N as a feature does.
   */
  readonly fixesRaiseN?: boolean;
}

/** Fewer final releases than this say nothing of how the project numbers its fixes. */
const FIXES_RAISE_N_EVIDENCE = 3;

/**
 * Whether the project's releases show that a fix raises N: its format has N and no MICRO, and of
 * at least three final releases of the format none carries a MICRO as a last part (pip's 26.0.1
 * does; packaging's YY.N never has). Few releases say nothing: a fix then raises MICRO (DESIGN 4).
 */
export function fixesRaiseN(versions: readonly Pep440Version[], format: CalverFormat): boolean {
  if (!format.n || format.micro) return false;
  const parts = writtenParts(format);
  const finals = versions.filter((v) => isFinalRelease(v) && v.post === undefined);
  if (finals.length < FIXES_RAISE_N_EVIDENCE) return false;
  return finals.every((v) => v.release.length <= parts);
}

/**
 * The next calendar version. A release in a later period than the base's starts the period's
 * count (N at `start`, MICRO 0) whatever the bump; within the base's period (or when the base is
 * dated later than the release, never going lower) a breaking change or `feat:` raises N (MICRO
 * back to 0) and a `fix:` raises MICRO (N, when the project never released a MICRO: fixesRaiseN);
 * a format without N raises MICRO for both. The version has
 * the format's parts, and a MICRO the format does not name only when it is not 0 (26.2, 26.2.1).
 */
export function nextCalverVersion(input: CalverBumpInput): Pep440Version {
  const { base, format } = input;
  const release = periodOf(input.date, format);
  const from = readParts(base, format);
  let parts: CalverParts;
  if (comparePeriods(release, from.period) > 0) {
    parts = { period: release, n: input.start, micro: 0 };
  } else if ((input.bump !== "patch" || input.fixesRaiseN === true) && format.n) {
    parts = { period: from.period, n: from.n + 1, micro: 0 };
  } else {
    parts = { period: from.period, n: from.n, micro: from.micro + 1 };
  }
  return { epoch: base.epoch, release: writeParts(parts, format) };
}

function writeParts(parts: CalverParts, format: CalverFormat): number[] {
  const release = [format.year === "YY" ? parts.period.year - 2000 : parts.period.year];
  if (format.month) release.push(parts.period.month);
  if (format.day) release.push(parts.period.day);
  if (format.n) release.push(parts.n);
  if (format.micro || parts.micro > 0) release.push(parts.micro);
  return release;
}

/**
 * The release as a pre-release (`--prerelease rc`): the next number of that label among the
 * existing pre-releases of the same release (26.1.0rc1, rc2, ...).
 */
export function asPreRelease(
  release: Pep440Version,
  label: PreLabel,
  existing: readonly Pep440Version[],
): Pep440Version {
  let highest = 0;
  for (const other of existing) {
    if (other.pre?.label === label && sameRelease(other, release))
      highest = Math.max(highest, other.pre.number);
  }
  return { ...release, pre: { label, number: highest + 1 } };
}

/**
 * The final releases of this shape that a calendar project tags with two parts (pip's `26.0`),
 * which the semver reading passes over as floating tags: normalised text (three parts, as the taken
 * versions are keyed) -> tag.
 */
export function twoPartReleases(tags: readonly string[], tagFormat: TagFormat): Map<string, string> {
  const released = new Map<string, string>();
  for (const tag of tags) {
    const version = tagFormat.parse(tag);
    if (version === undefined || version.release.length !== 2) continue;
    if (!isFinalRelease(version) || version.local !== undefined) continue;
    released.set(formatVersion({ epoch: version.epoch, release: [...version.release, 0] }), tag);
  }
  return released;
}

/**
 * The base tag of a calendar project: the newest final release of this shape, two parts counting
 * (pip's `26.0`). What `selectBaseTag` is for semver, where `v1.4` is a floating tag.
 */
export function selectCalverBaseTag(tagNames: readonly string[], tagFormat: TagFormat): BaseTag | undefined {
  let best: BaseTag | undefined;
  for (const tag of tagNames) {
    const version = tagFormat.parse(tag);
    if (version === undefined || version.release.length < 2) continue;
    if (!isFinalRelease(version) || version.local !== undefined) continue;
    if (best === undefined || compareVersions(version, best.version) > 0) best = { tag, version };
  }
  return best;
}
