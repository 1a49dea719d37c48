/**
 * Tag names from `tag_format` (`v{version}` by default) and back, and the choice of the base tag
 * (DESIGN.md section 4, "Base"). Pure: the caller lists the tags.
 */
import { ConfigError } from "./errors.ts";
import {
  compareVersions,
  formatVersion,
  isFinalRelease,
  type Pep440Version,
  parseVersion,
} from "./version.ts";

export const DEFAULT_TAG_FORMAT = "v{version}";

const PLACEHOLDER = "{version}";

export interface TagFormat {
  /** The `tag_format` text it was compiled from. */
  readonly source: string;
  /** The tag for a version text: `format("1.5.0")` is `v1.5.0`. The text is inserted as given. */
  format(version: string): string;
  /**
   * The version of a tag of this shape, else undefined. The literal parts must match exactly
   * (case included); the version part may be any normalisable PEP 440 spelling (`1.5.0-rc.1`,
   * `1.5.0RC1`) but takes no leading `v` of its own: with `{version}`, `v1.2.3` is not a match.
   */
  parse(tag: string): Pep440Version | undefined;
}

export interface BaseTag {
  readonly tag: string;
  readonly version: Pep440Version;
}

const NAME_PLACEHOLDER = "{name}";

/**
 * A tag format with `{name}` filled in with the package's name as PEP 503 normalises it
 * (`{name}-v{version}` for `Alpha_Lib` is `alpha-lib-v{version}`): in a repository of several
 * packages each names its own tags so (DESIGN 8). A format without `{name}` is returned as it is.
 */
export function withPackageName(format: string, normalisedName: string | undefined, from: string): string {
  if (!format.includes(NAME_PLACEHOLDER)) return format;
  if (normalisedName === undefined || normalisedName === "") {
    throw new ConfigError(
      `tag_format "${format}" (${from}) uses {name}, but the project has no name ([project] name); add the name, or write the tag's prefix in the format itself`,
    );
  }
  return format.replaceAll(NAME_PLACEHOLDER, normalisedName);
}

/** `{major}`, `{minor}` and `{patch}` in this order, each once, with what stands between them. */
const PARTS = /^(.*?)\{major\}(.*?)\{minor\}(.*?)\{patch\}(.*)$/s;

/**
 * Throws a ConfigError unless `{version}` occurs exactly once, or `{major}`, `{minor}` and
 * `{patch}` once each in this order (`rel_{major}_{minor}_{patch}` reads and writes `rel_2_0_52`),
 * and no other placeholder does.
 */
export function compileTagFormat(format: string): TagFormat {
  let compiled = compiledFormats.get(format);
  if (compiled === undefined) {
    compiled = remembering(compileUncached(format));
    compiledFormats.set(format, compiled);
  }
  return compiled;
}

/**
 * The formats compiled so far, each reading each tag once: a run reads the same tags in several
 * passes (the base, the numbering style, the released versions, the pre-releases, the calendar),
 * and a project of 5,000 tags paid a version parse per tag in each (issue 45). The versions are
 * read-only values, so one may be handed out many times.
 */
const compiledFormats = new Map<string, TagFormat>();

function remembering(format: TagFormat): TagFormat {
  const read = new Map<string, Pep440Version | undefined>();
  return {
    source: format.source,
    format: format.format,
    parse(tag) {
      if (read.has(tag)) return read.get(tag);
      const version = format.parse(tag);
      read.set(tag, version);
      return version;
    },
  };
}

function compileUncached(format: string): TagFormat {
  const parts = format.includes(PLACEHOLDER) ? null : PARTS.exec(format);
  if (parts !== null) return compilePartsFormat(format, parts);
  const part = /\{(major|minor|patch)\}/i.exec(format);
  if (part !== null && !format.includes(PLACEHOLDER)) {
    throw new ConfigError(
      `tag_format "${format}" uses ${part[0]}: a format that spells the version's numbers needs {major}, {minor} and {patch}, in this order, each once, in lower case, with a separator between them (like rel_{major}_{minor}_{patch}); else use {version}.`,
    );
  }
  const count = format.split(PLACEHOLDER).length - 1;
  if (count !== 1) {
    throw new ConfigError(
      `tag_format "${format}" must contain {version} exactly once (found ${count === 0 ? "none" : count}).`,
      { details: [`For example "${DEFAULT_TAG_FORMAT}" or "release-{version}".`] },
    );
  }
  const index = format.indexOf(PLACEHOLDER);
  const prefix = format.slice(0, index);
  const suffix = format.slice(index + PLACEHOLDER.length);
  refuseUnknownPlaceholder(format, prefix + suffix);
  return {
    source: format,
    format: (version) => `${prefix}${version}${suffix}`,
    // Fixed literal parts are compared as strings, so no regex metacharacter in them has effect.
    parse(tag) {
      if (!tag.startsWith(prefix) || !tag.endsWith(suffix)) return undefined;
      // When prefix and suffix overlap in `tag` the slice is "", which is no version.
      return parseVersion(tag.slice(prefix.length, tag.length - suffix.length), { strict: true });
    },
  };
}

function refuseUnknownPlaceholder(format: string, literal: string): void {
  const unknown = /\{[A-Za-z_][A-Za-z0-9_]*\}/.exec(literal);
  if (unknown !== null) {
    throw new ConfigError(
      `tag_format "${format}" uses ${unknown[0]}; the placeholders are {version}, or {major}, {minor} and {patch} together, and {name} (the package's name).`,
    );
  }
}

/**
 * A format that spells the release's numbers with its own separators: `rel_{major}_{minor}_{patch}`
 * reads `rel_2_0_52` as 2.0.52 and `rel_2_1_0b3` as 2.1.0b3, and writes 2.0.53 as `rel_2_0_53`.
 */
function compilePartsFormat(format: string, parts: RegExpExecArray): TagFormat {
  const [, prefix = "", first = "", second = "", suffix = ""] = parts;
  refuseUnknownPlaceholder(format, prefix + first + second + suffix);
  if (first === "" || second === "") {
    throw new ConfigError(
      `tag_format "${format}" needs a separator between {major}, {minor} and {patch} (like rel_{major}_{minor}_{patch}).`,
    );
  }
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const numbers = new RegExp(`^(\\d+)${literal(first)}(\\d+)${literal(second)}(\\d+)(.*)$`, "s");
  return {
    source: format,
    format(version) {
      // Three numbers and a pre-, post- or dev-release part; more numbers, an epoch or a local
      // part would make a tag this format cannot read back.
      const m = /^(\d+)\.(\d+)(?:\.(\d+))?((?:[._-]?(?:a|b|rc|post|dev)\d*)*)$/.exec(version);
      if (m === null) {
        throw new ConfigError(
          `tag_format "${format}" cannot name ${version}: it spells three numbers and a pre-, post- or dev-release part; choose a version of that shape, or set tag_format with {version}`,
        );
      }
      return `${prefix}${m[1]}${first}${m[2]}${second}${m[3] ?? "0"}${m[4]}${suffix}`;
    },
    parse(tag) {
      if (!tag.startsWith(prefix) || !tag.endsWith(suffix)) return undefined;
      const m = numbers.exec(tag.slice(prefix.length, tag.length - suffix.length));
      // The rest is a pre-, post- or dev-release part (`b3`, `.post1`), never more numbers.
      if (m === null || /^[._-]?\d/.test(m[4] as string)) return undefined;
      return parseVersion(`${m[1]}.${m[2]}.${m[3]}${m[4]}`, { strict: true });
    },
  };
}

/**
 * The newest (highest by PEP 440) final-release tag of this shape: not a pre-release (`v1.5.0rc1`),
 * not a dev release, not a local version (`v1.2.3+build`), not a floating tag with fewer than three
 * release components (`v1`, `v1.4`). Post-releases count. Among tags of equal versions
 * (`v1.2.3`, `v1.2.3.0`, `v01.2.3`) the one spelled in normalised form wins, then the first given.
 */
export function selectBaseTag(
  tagNames: readonly string[],
  tagFormat: string | TagFormat,
  /**
   * Whether the project tags its .0 releases with two parts, when the caller read it from all its
   * tags (`usesTwoPartReleases`): a subset of them (the tags merged into HEAD, two tags compared)
   * cannot say it, as `3.39` beside `3.35.2` is a release only when `3.35` beside `3.35.1` shows
   * the style. Read from `tagNames` when not given.
   */
  twoPartReleases?: boolean,
): BaseTag | undefined {
  const compiled = toTagFormat(tagFormat);
  // One pass: each tag parsed once, then read twice (for the style, and for the base).
  const parsed: Array<{ tag: string; version: Pep440Version }> = [];
  for (const tag of tagNames) {
    const version = compiled.parse(tag);
    if (version !== undefined) parsed.push({ tag, version });
  }
  const twoPart = twoPartReleases ?? twoPartStyle(parsed.map((p) => p.version));
  let best: (BaseTag & { canonical: boolean }) | undefined;
  for (const { tag, version } of parsed) {
    if (!isBaseCandidate(version) && !(twoPart && isTwoPartRelease(version))) continue;
    const order = best === undefined ? 1 : compareVersions(version, best.version);
    if (order < 0) continue;
    const canonical = compiled.format(formatVersion(version)) === tag;
    if (order > 0 || (canonical && !best?.canonical)) best = { tag, version, canonical };
  }
  return best === undefined ? undefined : { tag: best.tag, version: best.version };
}

/**
 * The base tag's name among some of the project's tags (`tags`), the style of numbering read once
 * from all of them (`all`): what `readHistory` asks for each subset it weighs.
 */
export function baseTagChooser(
  tagFormat: string | TagFormat,
): (tags: readonly string[], all: readonly string[]) => string | undefined {
  const compiled = toTagFormat(tagFormat);
  const styles = new WeakMap<readonly string[], boolean>();
  return (tags, all) => {
    let twoPart = styles.get(all);
    if (twoPart === undefined) {
      twoPart = usesTwoPartReleases(all, compiled);
      styles.set(all, twoPart);
    }
    return selectBaseTag(tags, compiled, twoPart)?.tag;
  };
}

/** The pre-release versions among the tags of this shape, in the order given (they number the next one). */
export function preReleaseVersions(
  tagNames: readonly string[],
  tagFormat: string | TagFormat,
): Pep440Version[] {
  const compiled = toTagFormat(tagFormat);
  const versions: Pep440Version[] = [];
  for (const tag of tagNames) {
    const version = compiled.parse(tag);
    if (version?.pre !== undefined) versions.push(version);
  }
  return versions;
}

/**
 * The tag of this shape that names exactly this version, else undefined. Versions are compared in
 * normalised form, so `v1.5.0-rc.1` names `1.5.0rc1`; `v1.5` does not name `1.5.0` (a floating tag
 * is not a release tag). The tag spelled exactly as `format` would write it is preferred.
 */
export function findTagForVersion(
  tagNames: readonly string[],
  tagFormat: string | TagFormat,
  version: Pep440Version,
): string | undefined {
  const compiled = toTagFormat(tagFormat);
  const wanted = formatVersion(version);
  const exact = compiled.format(wanted);
  let found: string | undefined;
  for (const tag of tagNames) {
    if (tag === exact) return tag;
    if (found !== undefined) continue;
    const parsed = compiled.parse(tag);
    if (parsed !== undefined && formatVersion(parsed) === wanted) found = tag;
  }
  return found;
}

function toTagFormat(tagFormat: string | TagFormat): TagFormat {
  return typeof tagFormat === "string" ? compileTagFormat(tagFormat) : tagFormat;
}

function isBaseCandidate(version: Pep440Version): boolean {
  return isFinalRelease(version) && version.local === undefined && version.release.length >= 3;
}

/**
 * The newest release version below `version` among the tags of this shape (pre-releases included,
 * floating tags like `v1` not), as text; "" when there is none. What hooks get as RELEASER_PREVIOUS_VERSION.
 */
export function findPreviousVersion(
  tagNames: readonly string[],
  tagFormat: string | TagFormat,
  version: Pep440Version,
): string {
  const compiled = toTagFormat(tagFormat);
  let best: Pep440Version | undefined;
  for (const tag of tagNames) {
    const parsed = compiled.parse(tag);
    // A floating tag (v1, v1.4) or a local version is no release.
    if (parsed === undefined || parsed.release.length < 3 || parsed.local !== undefined) continue;
    if (compareVersions(parsed, version) >= 0) continue;
    if (best === undefined || compareVersions(parsed, best) > 0) best = parsed;
  }
  return best === undefined ? "" : formatVersion(best);
}

/** How a release heading names its tag: "as v1.5.0", and "as tag 1.5.0" where the tag is the version itself. */
export function asTag(version: string, tag: string): string {
  return tag === version ? `as tag ${tag}` : `as ${tag}`;
}

function isTwoPartRelease(version: Pep440Version): boolean {
  return version.release.length === 2 && isFinalRelease(version) && version.local === undefined;
}

/**
 * The project tags its `.0` releases with two parts (`2.0`, `2.1` beside `2.0.1`): its two-part
 * tags are releases, not floating tags. Said when a two-part final tag of this shape has patch
 * releases after it (`2.0` then `2.0.1`) and none has an `X.Y.0` tag beside it (a floating `v1.4`
 * always does: `v1.4.0` was released).
 */
export function usesTwoPartReleases(tagNames: readonly string[], tagFormat: string | TagFormat): boolean {
  const compiled = toTagFormat(tagFormat);
  const versions: Pep440Version[] = [];
  for (const tag of tagNames) {
    const version = compiled.parse(tag);
    if (version !== undefined) versions.push(version);
  }
  return twoPartStyle(versions);
}

/**
 * usesTwoPartReleases on versions already read. The project's newest release line decides (flask
 * tagged 0.10 long ago and 3.1.0 now): its .0 release is tagged with two parts and without an X.Y.0
 * beside it, and some two-part tag has patch releases after it (or no tag has three parts: a
 * project numbered 1.0, 1.1, 2.0). A project with floating majors
 * (`v1`, `v2`) floats its minors too.
 */
function twoPartStyle(versions: readonly Pep440Version[]): boolean {
  const lines = new Map<string, { line: Pep440Version; two: boolean; zero: boolean; patched: boolean }>();
  for (const version of versions) {
    if (version.local !== undefined || !isFinalRelease(version)) continue;
    if (version.release.length === 1) return false;
    if (version.release.length > 3) continue;
    const [major = 0, minor = 0, patch] = version.release;
    const key = `${version.epoch}!${major}.${minor}`;
    const line = lines.get(key) ?? {
      line: { epoch: version.epoch, release: [major, minor] },
      two: false,
      zero: false,
      patched: false,
    };
    if (patch === undefined) line.two = true;
    else if (patch === 0) line.zero = true;
    else line.patched = true;
    lines.set(key, line);
  }
  const released = [...lines.values()].filter((l) => l.two || l.zero);
  const newest = released.sort((a, b) => compareVersions(b.line, a.line))[0];
  // Some two-part tag has patch releases after it, or no tag has three parts at all (1.0, 1.1, 2.0:
  // a project that numbers with two parts only; floating minors float over three-part releases).
  const threeParts = [...lines.values()].some((l) => l.zero || l.patched);
  return newest?.two === true && !newest.zero && (released.some((l) => l.two && l.patched) || !threeParts);
}
