/**
 * PEP 440 versions: parsing (every normalisable spelling), the normalised form, ordering, and the
 * semver-style bump on the release segment (DESIGN.md section 4, "Versions" and "Bump").
 * Pure: no I/O.
 */
import type { Bump } from "./bump.ts";
import { ReleaseError } from "./errors.ts";

export type PreLabel = "a" | "b" | "rc";

export interface PreRelease {
  readonly label: PreLabel;
  readonly number: number;
}

/** A PEP 440 version, already normalised (labels spelled `a|b|rc`, numbers without leading zeros). */
export interface Pep440Version {
  /** 0 when the version has no `N!` prefix. */
  readonly epoch: number;
  /** At least one component: `1.4.2` is `[1, 4, 2]`. */
  readonly release: readonly number[];
  readonly pre?: PreRelease;
  readonly post?: number;
  readonly dev?: number;
  /** The local label in normalised form: lower case, `.`-separated, numeric parts without leading zeros. */
  readonly local?: string;
}

export interface ParseOptions {
  /**
   * Accept only the version itself: no surrounding whitespace and no leading `v`. Used for the
   * `{version}` part of a tag, whose literal parts are matched exactly.
   */
  readonly strict?: boolean;
}

export interface BumpOptions {
  /** false: on 0.x a major bump becomes a minor one. */
  readonly majorOnZero: boolean;
  /** Make the result a pre-release: `<release><label>N`. */
  readonly prerelease?: PreLabel;
  /** Versions already released (typically the pre-release tags); they number the next pre-release. */
  readonly existing?: readonly Pep440Version[];
}

/** The PEP 440 appendix B pattern, without the optional leading `v`. */
const VERSION_BODY =
  "(?:(?<epoch>[0-9]+)!)?" +
  "(?<release>[0-9]+(?:\\.[0-9]+)*)" +
  "(?:[-_.]?(?<preL>alpha|a|beta|b|preview|pre|c|rc)[-_.]?(?<preN>[0-9]+)?)?" +
  "(?:-(?<postN1>[0-9]+)|[-_.]?(?<postL>post|rev|r)[-_.]?(?<postN2>[0-9]+)?)?" +
  "(?:[-_.]?(?<devL>dev)[-_.]?(?<devN>[0-9]+)?)?" +
  "(?:\\+(?<local>[a-z0-9]+(?:[-_.][a-z0-9]+)*))?";

const STRICT_PATTERN = new RegExp(`^${VERSION_BODY}$`, "i");
const LENIENT_PATTERN = new RegExp(`^\\s*v?${VERSION_BODY}\\s*$`, "i");

const PRE_SPELLINGS: Readonly<Record<string, PreLabel>> = {
  a: "a",
  alpha: "a",
  b: "b",
  beta: "b",
  c: "rc",
  rc: "rc",
  pre: "rc",
  preview: "rc",
};

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const PRE_RANK: Readonly<Record<PreLabel, number>> = { a: 0, b: 1, rc: 2 };

/**
 * Parses any normalisable PEP 440 spelling (`1.5.0-rc.1`, `1.5.0RC1`, `v1.2.3`, `2.0.0.post1`,
 * `1!2.0`, `1.0-1`). Returns undefined for anything else, and for numbers too large to be exact
 * (past `Number.MAX_SAFE_INTEGER`).
 */
export function parseVersion(text: string, options: ParseOptions = {}): Pep440Version | undefined {
  const groups = (options.strict ? STRICT_PATTERN : LENIENT_PATTERN).exec(text)?.groups;
  if (groups === undefined) return undefined;
  const epoch = toNumber(groups["epoch"]);
  const release = parseRelease(groups["release"]!);
  if (epoch === undefined || release === undefined) return undefined;
  const version: Mutable<Pep440Version> = { epoch, release };
  const preLabel = groups["preL"];
  if (preLabel !== undefined) {
    const number = toNumber(groups["preN"]);
    if (number === undefined) return undefined;
    // The pattern admits only the spellings PRE_SPELLINGS lists.
    version.pre = { label: PRE_SPELLINGS[preLabel.toLowerCase()]!, number };
  }
  if (groups["postN1"] !== undefined || groups["postL"] !== undefined) {
    version.post = toNumber(groups["postN1"] ?? groups["postN2"]);
    if (version.post === undefined) return undefined;
  }
  if (groups["devL"] !== undefined) {
    version.dev = toNumber(groups["devN"]);
    if (version.dev === undefined) return undefined;
  }
  const local = groups["local"];
  if (local !== undefined) version.local = normaliseLocal(local);
  return version;
}

/** The PEP 440 normalised form: `1!2.0`, `1.5.0rc1`, `2.0.0.post1`, `1.0.0.dev3`, `1.0+ubuntu.1`. */
export function formatVersion(version: Pep440Version): string {
  let text = version.epoch === 0 ? "" : `${version.epoch}!`;
  text += version.release.join(".");
  if (version.pre !== undefined) text += `${version.pre.label}${version.pre.number}`;
  if (version.post !== undefined) text += `.post${version.post}`;
  if (version.dev !== undefined) text += `.dev${version.dev}`;
  if (version.local !== undefined) text += `+${version.local}`;
  return text;
}

/**
 * PEP 440 ordering: negative when `a` sorts before `b`, 0 when they are equal (`1.0 == 1.0.0`),
 * positive otherwise. Within one release: `.devN` < `aN` < `bN` < `rcN` < final < `.postN`, and a
 * local label sorts after the same public version without one.
 */
export function compareVersions(a: Pep440Version, b: Pep440Version): number {
  return (
    a.epoch - b.epoch ||
    compareReleases(a.release, b.release) ||
    comparePre(a, b) ||
    compareOptional(a.post, b.post, -1) ||
    compareOptional(a.dev, b.dev, 1) ||
    compareLocals(a.local, b.local)
  );
}

/** A final release has no pre-release and no dev segment; a post-release is final. */
export function isFinalRelease(version: Pep440Version): boolean {
  return version.pre === undefined && version.dev === undefined;
}

/** Two spellings of one version (2026.08.12 and 2026.8.12); texts that are no version compare as text. */
export function sameVersionText(a: string, b: string): boolean {
  const x = parseVersion(a);
  const y = parseVersion(b);
  return x !== undefined && y !== undefined ? compareVersions(x, y) === 0 : a === b;
}

/**
 * The texts a version goes by: itself, and the files' spelling of it when they write the same
 * version otherwise (a calendar's zero-padded 2026.02.03 for 2026.2.3), which release commits,
 * headings and tags then carry.
 */
export function spellingsOf(version: string, written: string | undefined): string[] {
  return written !== undefined && written !== version && sameVersionText(written, version)
    ? [version, written]
    : [version];
}

/** Whether two versions have the same epoch and release segment (`1.5` and `1.5.0` do). */
export function sameRelease(a: Pep440Version, b: Pep440Version): boolean {
  return a.epoch === b.epoch && compareReleases(a.release, b.release) === 0;
}

/**
 * The next version: semver rules on the release segment padded to three parts (major `X+1.0.0`,
 * minor `X.Y+1.0`, patch `X.Y.Z+1`; a fourth or later component, pre, post, dev and local are
 * dropped; the epoch is kept). On 0.x with `majorOnZero: false`, major becomes minor.
 *
 * With `prerelease`, the result is the bumped release plus `<label>N`, N being one more than the
 * highest number among `existing` versions with the same release and label (`rc2` after `rc1`;
 * a new label starts at 1). It throws a ReleaseError when that pre-release would sort before one
 * already in `existing` (asking for `a` after `1.5.0rc1`).
 *
 * Bump `none` means there is nothing to release: the base comes back unchanged, `prerelease`
 * included or not.
 */
export function bumpVersion(base: Pep440Version, bump: Bump, options: BumpOptions): Pep440Version {
  if (bump === "none") return base;
  const [major = 0, minor = 0, patch = 0] = base.release;
  const effective = bump === "major" && major === 0 && !options.majorOnZero ? "minor" : bump;
  let release: number[];
  if (effective === "major") release = [major + 1, 0, 0];
  else if (effective === "minor") release = [major, minor + 1, 0];
  else release = [major, minor, patch + 1];
  const next: Pep440Version = { epoch: base.epoch, release };
  return options.prerelease === undefined
    ? next
    : nextPreRelease(next, options.prerelease, options.existing ?? []);
}

function nextPreRelease(
  release: Pep440Version,
  label: PreLabel,
  existing: readonly Pep440Version[],
): Pep440Version {
  let highest = 0;
  /** The highest existing pre-release of this release (it has a `pre`). */
  let latest: Pep440Version | undefined;
  for (const other of existing) {
    if (other.pre === undefined || !sameRelease(other, release)) continue;
    if (other.pre.label === label) highest = Math.max(highest, other.pre.number);
    if (latest === undefined || compareVersions(other, latest) > 0) latest = other;
  }
  const next: Pep440Version = { ...release, pre: { label, number: highest + 1 } };
  if (latest !== undefined && compareVersions(next, latest) < 0) {
    throw new ReleaseError(
      `The pre-release ${formatVersion(next)} would sort before the existing ${formatVersion(latest)}.`,
      { details: [`Use the label "${latest.pre!.label}" or a later one (a < b < rc).`] },
    );
  }
  return next;
}

/** `1.2.3` (already matched as digits and dots) to `[1, 2, 3]`; a hot path when listing many tags. */
function parseRelease(text: string): number[] | undefined {
  const release: number[] = [];
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 46 /* . */) {
      release.push(n);
      n = 0;
    } else {
      n = n * 10 + (code - 48);
    }
  }
  release.push(n);
  return release.every(Number.isSafeInteger) ? release : undefined;
}

/** A number group of the pattern; an absent number is 0 (`1.0rc` is `1.0rc0`). */
function toNumber(digits: string | undefined): number | undefined {
  if (digits === undefined) return 0;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : undefined;
}

function normaliseLocal(local: string): string {
  return local
    .toLowerCase()
    .split(/[-_.]/)
    .map((part) => (/^[0-9]+$/.test(part) ? part.replace(/^0+(?=[0-9])/, "") : part))
    .join(".");
}

/** Compares two optional numbers; a missing one sorts before (`missing` -1) or after (1) every present one. */
function compareOptional(a: number | undefined, b: number | undefined, missing: -1 | 1): number {
  if (a === b) return 0;
  if (a === undefined) return missing;
  if (b === undefined) return -missing;
  return a - b;
}

function compareReleases(a: readonly number[], b: readonly number[]): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The pre segment's sort key: a dev-only release sorts before any pre-release of its release. */
function comparePre(a: Pep440Version, b: Pep440Version): number {
  const keyA = preKey(a);
  const keyB = preKey(b);
  return keyA[0] - keyB[0] || keyA[1] - keyB[1];
}

function preKey(v: Pep440Version): [number, number] {
  if (v.pre !== undefined) return [PRE_RANK[v.pre.label], v.pre.number];
  if (v.post === undefined && v.dev !== undefined) return [-1, 0];
  return [3, 0];
}

/** PEP 440 local ordering: none first; by part, alphanumeric < numeric; a prefix sorts first. */
function compareLocals(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return -1;
  if (b === undefined) return 1;
  const partsA = a.split(".");
  const partsB = b.split(".");
  const length = Math.min(partsA.length, partsB.length);
  for (let i = 0; i < length; i++) {
    const diff = compareLocalParts(partsA[i]!, partsB[i]!);
    if (diff !== 0) return diff;
  }
  return partsA.length - partsB.length;
}

function compareLocalParts(a: string, b: string): number {
  const numericA = /^[0-9]+$/.test(a);
  const numericB = /^[0-9]+$/.test(b);
  if (numericA !== numericB) return numericA ? 1 : -1;
  // Numeric parts carry no leading zeros, so a longer one is larger.
  if (numericA && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
