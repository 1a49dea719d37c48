/**
 * The shape of the release tags a project already has (DESIGN 5, tags the project already has):
 * `1.2.3`, `v1.2.3`, and for a named package `{name}-v1.2.3`, `{name}-1.2.3`, `{name}@1.2.3`, the
 * name compared as PEP 503 normalises it. Another package's tags are never this one's. Pure.
 */
import { compareVersions, type Pep440Version, parseVersion } from "./version.ts";

export const NO_TAG_WHY = "no release tag yet: the default";

/** The tag prefixes that carry no name: they belong to whichever package the repository releases. */
const PLAIN_PREFIXES: readonly string[] = ["", "v"];

/** What may sit between a package's name and the version (`hatch-v1.2.3`, `acme-1.2.3`, `acme@1.2.3`). */
const NAME_SEPARATORS: readonly string[] = ["-v", "-", "@"];

/** PEP 503 normalisation: lower case, runs of `-`, `_` and `.` become one `-`. */
export function normalisePackageName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}

/** A tag read as one of a package's release tag shapes. */
export interface ShapedTag {
  /** The literal text before the version, as the tag spells it: ``, `v`, `hatch-v`, `Django-`, `acme@`. */
  prefix: string;
  version: Pep440Version;
}

/**
 * The tag as a release tag of this package: plain (`1.2.3`, `v1.2.3`) or naming it (`{name}-v1.2.3`,
 * `{name}-1.2.3`, `{name}@1.2.3`, `django_debug_toolbar-1.0` for `django-debug-toolbar`). Undefined
 * for another package's tag, a tag of any other shape, and, when the name is unknown, any named tag.
 */
export function readOwnTag(tag: string, name: string | undefined): ShapedTag | undefined {
  for (const prefix of PLAIN_PREFIXES) {
    const plain = tag.startsWith(prefix) ? readAfter(tag, prefix.length) : undefined;
    if (plain !== undefined) return { prefix, version: plain };
  }
  if (name === undefined) return undefined;
  const wanted = normalisePackageName(name);
  if (wanted === "") return undefined;
  for (const named of namedReadings(tag)) {
    if (normalisePackageName(named.name) === wanted) return { prefix: named.prefix, version: named.version };
  }
  return undefined;
}

/** A Python package name: letters and digits, with `-_.` inside (PEP 508). */
const PACKAGE_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;

/**
 * Every reading of the tag as `{some name}{separator}{version}`, shortest name first: `foo-v1.0`
 * is foo's, `foo-bar-1.0` is foo-bar's (the reading as foo's leaves no version).
 */
function* namedReadings(tag: string): Generator<ShapedTag & { name: string }> {
  for (let end = 1; end < tag.length; end++) {
    if (!/[A-Za-z0-9._-]/.test(tag.charAt(end - 1))) return;
    const name = tag.slice(0, end);
    if (!PACKAGE_NAME.test(name)) continue;
    for (const separator of NAME_SEPARATORS) {
      if (!tag.startsWith(separator, end)) continue;
      const version = readAfter(tag, end + separator.length);
      if (version !== undefined) yield { name, prefix: tag.slice(0, end + separator.length), version };
    }
  }
}

/** The tag read as another package's release tag, whoever's name it carries. */
function readNamedTag(tag: string): ShapedTag | undefined {
  for (const named of namedReadings(tag)) return named;
  return undefined;
}

function readAfter(tag: string, start: number): Pep440Version | undefined {
  return parseVersion(tag.slice(start), { strict: true });
}

/** The tag format inferred from the tags, and why, in words `check` and `init` show. */
export interface InferredTagFormat {
  format: string;
  why: string;
  /** True when this package's tags decided the format; false when it is the default. */
  fromTags: boolean;
}

/**
 * The tag format this package's existing tags follow: the prefix (`v`, none, `hatch-v`, `acme@`)
 * of its newest release tag (the highest version), so a project that changed its tag shape keeps
 * the one it uses now; without tags of its own, the default `v{version}`. The prefix is kept as
 * the tags spell it (`Django-{version}`, `django_debug_toolbar-{version}`): a tag format is matched
 * literally, and these are the tags the next release must sort and compare with. Tags that name
 * another package (`hatchling-v1.27.0` for hatch) are ignored, and `why` says so when they were
 * newer; without a name only the plain shapes count, as any named tag may be another package's.
 */
export function inferTagFormat(tags: readonly string[], packageName?: string): InferredTagFormat {
  const name = packageName?.trim() === "" ? undefined : packageName;
  const byPrefix = new Map<string, { count: number; newest: Pep440Version; tag: string }>();
  const others: { tag: string; version: Pep440Version }[] = [];
  for (const tag of tags) {
    const own = readOwnTag(tag, name);
    if (own === undefined || !isReleaseShape(own.version)) {
      const other = own === undefined ? readNamedTag(tag) : undefined;
      if (other !== undefined && isReleaseShape(other.version)) others.push({ tag, version: other.version });
      continue;
    }
    const seen = byPrefix.get(own.prefix);
    if (seen === undefined) byPrefix.set(own.prefix, { count: 1, newest: own.version, tag });
    else {
      seen.count++;
      if (compareVersions(own.version, seen.newest) > 0) Object.assign(seen, { newest: own.version, tag });
    }
  }
  const shapes = [...byPrefix.entries()].sort(
    (a, b) =>
      compareVersions(b[1].newest, a[1].newest) || b[1].count - a[1].count || a[0].localeCompare(b[0]),
  );
  const [best, ...rest] = shapes;
  if (best === undefined) {
    return spelledShape(tags) ?? { format: "v{version}", why: noOwnTagWhy(others, name), fromTags: false };
  }
  const [prefix, { count, tag, newest }] = best;
  // Newer releases spelled otherwise (rel_1_0_0 after v0.9.0) decide the shape.
  const spelled = spelledShape(tags, { newest, count });
  if (spelled !== undefined) return spelled;
  const shape = `${prefix}1.2.3`;
  const what = name === undefined ? "" : ` of ${name}`;
  const why =
    rest.length === 0
      ? `${count === 1 ? `your release tag${what} looks` : `${count} of your tags${what} look`} like ${shape}`
      : // check and init put this in parentheses already: no parentheses inside.
        `your newest release tag${what}, ${tag}, looks like ${shape}; ${rest.map(([p, o]) => `${o.count} ${o.count === 1 ? "other looks" : "others look"} like ${p}1.2.3`).join(", ")}`;
  const newer = others.filter((o) => compareVersions(o.version, newest) > 0);
  return { format: `${prefix}{version}`, why: `${why}${ignoredWhy(newer, name)}`, fromTags: true };
}

/** A release version has at least two parts (1.2, 1.2.3): a date or build number is no release. */
function isReleaseShape(version: Pep440Version): boolean {
  return version.release.length >= 2 && version.local === undefined;
}

function noOwnTagWhy(others: readonly { tag: string; version: Pep440Version }[], name: string | undefined) {
  if (others.length === 0) return NO_TAG_WHY;
  const newest = newestOf(others);
  const more = others.length === 1 ? "" : ` and ${others.length - 1} more`;
  return name === undefined
    ? `no release tag of a plain shape (1.2.3, v1.2.3) yet, and ${newest}${more} may be another package's (the package's name is unknown): the default`
    : `no release tag of ${name} yet (${newest}${more} ${others.length === 1 ? "names" : "name"} another package): the default`;
}

/** The clause that says newer tags were passed over as another package's. */
function ignoredWhy(newer: readonly { tag: string; version: Pep440Version }[], name: string | undefined) {
  if (newer.length === 0) return "";
  const newest = newestOf(newer);
  const more = newer.length === 1 ? "" : ` and ${newer.length - 1} more`;
  return name === undefined
    ? `; the newer ${newest}${more} may be another package's (the package's name is unknown)`
    : `; the newer ${newest}${more} ${newer.length === 1 ? "names" : "name"} another package, not ${name}`;
}

function newestOf(tags: readonly { tag: string; version: Pep440Version }[]): string {
  let best = tags[0] as { tag: string; version: Pep440Version };
  for (const t of tags) if (compareVersions(t.version, best.version) > 0) best = t;
  return best.tag;
}

/** A tag that spells the version's numbers with `_` or `-` between them: `rel_2_0_52`, `release-1-2-3`. */
const SPELLED = /^([A-Za-z][A-Za-z0-9]*[_-])?(\d+)([_-])(\d+)\3(\d+)((?:a|b|rc)\d+)?$/;

interface SpelledShape {
  format: string;
  count: number;
  newest: Pep440Version;
  tag: string;
}

/**
 * The shapes of tags that spell the version otherwise, most tags first: a shape needs two tags at
 * least (one stray tag decides nothing), and a dashed date (`nightly-2024-01-15`) is no version.
 */
function spelledShapes(tags: readonly string[]): SpelledShape[] {
  const shapes = new Map<string, SpelledShape>();
  for (const tag of tags) {
    const m = SPELLED.exec(tag);
    if (m === null) continue;
    const [, prefix = "", major = "", separator = "_", minor = "", patch = "", pre = ""] = m;
    // A date (nightly_2024_01_15, nightly-2024-01-15) is no version.
    if (Number(major) >= 1970 && Number(minor) <= 12 && Number(patch) <= 31) continue;
    const version = parseVersion(`${major}.${minor}.${patch}${pre}`, { strict: true });
    if (version === undefined) continue;
    const format = `${prefix}{major}${separator}{minor}${separator}{patch}`;
    const seen = shapes.get(format);
    if (seen === undefined) shapes.set(format, { format, count: 1, newest: version, tag });
    else {
      seen.count++;
      if (compareVersions(version, seen.newest) > 0) Object.assign(seen, { newest: version, tag });
    }
  }
  return [...shapes.values()]
    .filter((s) => s.count >= 2)
    .sort((a, b) => b.count - a.count || compareVersions(b.newest, a.newest));
}

/**
 * The shape of tags that spell the version otherwise (`rel_{major}_{minor}_{patch}`): the shape most
 * such tags have, when the project has no dotted release tag or its newest release is one of these
 * (a project that moved from `v0.9.0` to `rel_1_0_0`). Undefined: no such shape.
 */
export function spelledShape(
  tags: readonly string[],
  dotted?: { newest: Pep440Version; count: number },
): InferredTagFormat | undefined {
  const [best] = spelledShapes(tags);
  if (best === undefined) return undefined;
  // Over a dotted shape only with newer releases and as many tags (a project that moved to it),
  // never two stray tags beside a project's releases.
  if (dotted !== undefined && (compareVersions(best.newest, dotted.newest) <= 0 || best.count < dotted.count))
    return undefined;
  const looks = best.format.replace("{major}", "1").replace("{minor}", "2").replace("{patch}", "3");
  return {
    format: best.format,
    why: `${best.count} of your tags look like ${looks} (the newest ${best.tag})`,
    fromTags: true,
  };
}
