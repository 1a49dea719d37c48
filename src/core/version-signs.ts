import { inLine } from "./release-lines.ts";
import { canonicalRelease } from "./taken-versions.ts";
import {
  compareVersions,
  formatVersion,
  isFinalRelease,
  type Pep440Version,
  parseVersion,
} from "./version.ts";

/**
 * Signs in a project's own tree that it is about to release a version the commits do not ask for
 * (issue 42): version directives that name the coming version (`.. versionadded:: 1.0`, MyST's
 * `{versionadded} 1.0`), and removals promised for a version (`will be removed in 26.0`, Yore's
 * `# YORE: Bump 2`) that are carried out.
 */

/** One line of a file that holds a sign (a `git grep` line). */
export interface SignLine {
  path: string;
  /** 1-based. */
  line: number;
  text: string;
}

/** The fixed strings a directive line holds (case as Sphinx and MyST write them). */
export const DIRECTIVE_NEEDLES = ["versionadded", "versionchanged", "deprecated::", "{deprecated}"] as const;
/** The fixed strings a removal promise holds (the same on HEAD's tree and the base's). */
export const REMOVAL_NEEDLES = ["removed in", "Removed in", "removal in", "YORE: Bump"] as const;
export const SIGN_NEEDLES: readonly string[] = [...DIRECTIVE_NEEDLES, ...REMOVAL_NEEDLES];

/** A version a line names, as written there and canonical (`1.0` -> 1.0.0). */
export interface NamedVersion {
  version: Pep440Version;
  /** The version as the line spells it (`1.0`, `2` for `YORE: Bump 2`). */
  spelled: string;
  /** The words that name it (`{versionadded} 1.0`, `will be removed in Gunicorn 26.0`). */
  words: string;
  path: string;
  line: number;
}

/**
 * A version number of two or three parts, not the start of a longer one nor of a pre-, post-,
 * dev- or local release (`1.0rc1`, `1.0.0.post1`, `2.0.dev0`, `1.0+ubuntu`, `1.0-1`) or a line
 * (`1.0.x`): those name no final release to advise. A sentence's full stop may follow (`in 26.0.`).
 */
const NUMBER = String.raw`v?(\d+\.\d+(?:\.\d+)?)(?!\.?\d|[\w+!]|[.-][\dA-Za-z])`;
const DIRECTIVE = new RegExp(
  String.raw`(?:\.\.\s*(?:versionadded|versionchanged|deprecated)::?|\{(?:versionadded|versionchanged|deprecated)\}` +
    "`?" +
    String.raw`)\s*${NUMBER}`,
);
/**
 * "will be removed in [Name] [v]X.Y", "scheduled for removal in X.Y", "removed in X.Y": a name
 * before the number is the project's (Gunicorn 26.0), never Python's (removed in Python 3.12).
 */
const REMOVAL = new RegExp(
  String.raw`\b(?:(?:will|to)\s+be\s+removed|(?:scheduled|planned)\s+for\s+removal|removed|removal)\s+(?:in|by|for)\s+(?:(?!python\b)([a-z][\w.-]*?)\s+)?${NUMBER}`,
  "i",
);
/** Yore's removal markers: `# YORE: Bump 2: Remove block.` is carried out for version 2. */
const YORE = /YORE:\s*Bump\s+(\d+(?:\.\d+){0,2})(?![.\d])/;

/** The version a directive names (`.. versionadded:: 1.0`, ```` ```{versionchanged} 1.0 ````), if any. */
export function readDirective(line: SignLine): NamedVersion | undefined {
  const match = DIRECTIVE.exec(line.text);
  return match === null ? undefined : named(line, match[1], match[0]);
}

/**
 * The version a removal promise names (`will be removed in 26.0`, `YORE: Bump 2`), if any. With
 * the project's name, a name before the number must be it (`Gunicorn 26.0` in gunicorn) or
 * `version`: `removed in Django 5.0` in a Django app is Django's promise, not the app's.
 */
export function readRemovalPromise(line: SignLine, project?: string): NamedVersion | undefined {
  const removal = REMOVAL.exec(line.text);
  if (removal !== null) {
    const name = removal[1];
    if (project !== undefined && name !== undefined && !namesProject(name, project)) return undefined;
    return named(line, removal[2], removal[0]);
  }
  const yore = YORE.exec(line.text);
  return yore === null ? undefined : named(line, yore[1], yore[0]);
}

function namesProject(name: string, project: string): boolean {
  const normal = (text: string) => text.toLowerCase().replace(/[-_.]+/g, "-");
  return normal(name) === "version" || normal(name) === normal(project);
}

function named(line: SignLine, spelled: string | undefined, words: string): NamedVersion | undefined {
  const parsed = spelled === undefined ? undefined : parseVersion(spelled);
  if (spelled === undefined || parsed === undefined) return undefined;
  return {
    version: canonicalRelease(parsed),
    spelled,
    words: words.trim(),
    path: line.path,
    line: line.line,
  };
}

/** What the project has released, for which versions a sign may name. */
export interface ReleasedVersions {
  /** Every version the project's tags name. */
  tagged: readonly Pep440Version[];
  /** On a maintenance branch (1.4.x), its line: [1, 4]. */
  line?: readonly number[] | undefined;
}

/**
 * A version a sign may name as the coming one: above every final release (of the branch's line,
 * on a maintenance branch), never tagged, in the line, and no further than the next major of the
 * last release (a 1.x whose docs name 2.14.0 states a plan, not the next release).
 */
export function isComingVersion(version: Pep440Version, released: ReleasedVersions): boolean {
  const { line } = released;
  const finals = released.tagged.filter(
    (v) => isFinalRelease(v) && v.local === undefined && (line === undefined || inLine(line, v)),
  );
  if (finals.length === 0) return false;
  if (released.tagged.some((v) => compareVersions(v, version) === 0)) return false;
  if (line !== undefined && !inLine(line, version)) return false;
  const last = finals.reduce((a, b) => (compareVersions(a, b) >= 0 ? a : b));
  if (compareVersions(version, last) <= 0) return false;
  const nextMajor: Pep440Version = { epoch: last.epoch, release: [(last.release[0] ?? 0) + 1, 0, 0] };
  return compareVersions(version, nextMajor) <= 0;
}

/** The lowest coming version the directives name, the first line that names it, and how many do. */
export function directivesComing(
  lines: readonly SignLine[],
  released: ReleasedVersions,
): { sign: NamedVersion; count: number } | undefined {
  const found = lines
    .flatMap((l) => readDirective(l) ?? [])
    .filter((n) => isComingVersion(n.version, released));
  const lowest = lowestOf(found);
  if (lowest === undefined) return undefined;
  const count = found.filter((n) => compareVersions(n.version, lowest.version) === 0).length;
  return { sign: lowest, count };
}

/**
 * The lowest coming version whose removal was promised at the base (its tree's lines) and whose
 * promises are all gone at HEAD: a moved promise (deleted here, written there) is still one.
 */
export function removalsCarriedOut(
  atBase: readonly SignLine[],
  atHead: readonly SignLine[],
  released: ReleasedVersions,
  /** The project's name: a promise naming another (`Django 5.0`) is not its own. */
  project?: string,
): NamedVersion | undefined {
  const promised = atBase
    .flatMap((l) => readRemovalPromise(l, project) ?? [])
    .filter((n) => isComingVersion(n.version, released));
  const left = atHead.flatMap((l) => readRemovalPromise(l, project) ?? []);
  const done = promised.filter((p) => !left.some((n) => compareVersions(n.version, p.version) === 0));
  return lowestOf(done);
}

function lowestOf(found: readonly NamedVersion[]): NamedVersion | undefined {
  let lowest: NamedVersion | undefined;
  for (const n of found)
    if (lowest === undefined || compareVersions(n.version, lowest.version) < 0) lowest = n;
  return lowest;
}

/** The canonical text of a sign's version (`1.0` -> `1.0.0`). */
export function signVersion(sign: NamedVersion): string {
  return formatVersion(sign.version);
}
