/**
 * What a changelog's headings say, in either markup: which one names a given version, which one
 * is a version heading at all, which one is the unreleased section (DESIGN 4).
 */

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Up to two words before the version: `Version 1.5.0`, `Release v1.5.0`, towncrier's
 * `myproj 1.5.0 (date)`, `myproj version 1.5.0`. A word starts with a letter, so `11.5.0` never
 * reads as `1.5.0` behind a prefix.
 */
const PREFIX = "(?:[A-Za-z][\\w.-]*[ \\t]+){0,2}";
/**
 * What may follow the version: the end, a date or a note in parentheses or after a dash, colon or
 * slash (` (2026-11-25)`, ` - 2026-11-25`, `: codename`), a date or number, or a release word. Not
 * other words: `Python 3.12 support` is no version heading.
 */
const AFTER =
  "(?=\\s*$|\\s*[([:,;/]|\\s+[-\u2013\u2014]|\\s+\\d|\\s+(?:released|unreleased|final|yanked)\\b)";
/** A PEP 440 or semver-like version, for telling version headings from others. */
const ANY_VERSION =
  "v?\\d+(?:\\.\\d+)+(?:[-.]?(?:a|b|c|rc|alpha|beta|pre|preview|post|dev)\\.?\\d*)*(?:\\+[\\w.]+)?";

/**
 * Whether a heading's text names `version`: `[1.5.0] - 2026-11-21`, `[1.5.0](url) (date)`,
 * `1.5.0`, `v1.5.0 (date)`, `Version 1.5.0`, `myproj 1.5.0 (2026-11-25)`; never `1.5.0rc1`,
 * `1.5.0.1` or `11.5.0` for `1.5.0`.
 */
export function isVersionHeading(text: string, version: string): boolean {
  const v = escapeRegExp(version.replace(/^v/i, ""));
  return new RegExp(`^(?:\\[v?${v}\\]|${PREFIX}v?${v}${AFTER})`, "i").test(text.trim());
}

/** Whether a heading's text names some version (`1.4.2 (date)`, `Version 2.3.1`, `[1.0.0] - date`). */
export function looksLikeVersionHeading(text: string): boolean {
  return new RegExp(`^(?:\\[${ANY_VERSION}\\]|${PREFIX}${ANY_VERSION}${AFTER})`, "i").test(text.trim());
}

/** The version a version heading names (`Version 2.3.1` -> `2.3.1`), as written, `v` dropped. */
export function headingVersion(text: string): string | undefined {
  const match = new RegExp(`^(?:\\[(${ANY_VERSION})\\]|${PREFIX}(${ANY_VERSION})${AFTER})`, "i").exec(
    text.trim(),
  );
  return (match?.[1] ?? match?.[2])?.replace(/^v/i, "");
}

/**
 * `[Unreleased]`, `Unreleased`, `Unreleased changes`: Keep a Changelog's upcoming section; `dev`,
 * as a hand-written HISTORY.md heads its own; `Latest Changes`, which the latest-changes action
 * fills with each merged pull request and the release puts its version heading under.
 */
export function isUnreleasedHeading(text: string): boolean {
  return /^(?:\[?unreleased\]?(?=$|[\s(:-])|dev$|latest changes$)/i.test(text.trim());
}

/** Words that mark a version heading as not released yet: `1.5.0 (unreleased)`, `v2.0 - TBD`. */
export const NOT_RELEASED = /\b(?:unreleased|not yet released|in development|tb[ad])\b/i;

export type ChangelogMarkup = "markdown" | "rst";

/**
 * The markup of a changelog: `.rst` is reST and `.md`/`.markdown` Markdown; a `.txt` or
 * extension-less file is reST when its headings are reST underlined headings (and it has no
 * Markdown `#` headings), else Markdown.
 */
export function changelogMarkup(path: string, text: string | undefined): ChangelogMarkup {
  const name = (path.split("/").pop() ?? path).toLowerCase();
  if (name.endsWith(".rst") || name.endsWith(".rest")) return "rst";
  if (/\.(?:md|markdown|mdx)$/.test(name)) return "markdown";
  if (text === undefined || /^ {0,3}#{1,6}[ \t]+\S/m.test(text)) return "markdown";
  return hasRstHeading(text) ? "rst" : "markdown";
}

/** A line of text followed by an underline of one punctuation character at least as long. */
function hasRstHeading(text: string): boolean {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  for (let i = 1; i < lines.length; i++) {
    const under = (lines[i] as string).trimEnd();
    const title = (lines[i - 1] as string).trimEnd();
    if (isAdornment(under) && title.trim() !== "" && !isAdornment(title) && under.length >= title.length) {
      return true;
    }
  }
  return false;
}

/** A reST section adornment: one repeated punctuation character, at least 3 long (docutils' set). */
export function isAdornment(line: string): boolean {
  return /^([!-/:-@[-`{-~])\1{2,}$/.test(line);
}

/**
 * Whether a changelog has a version section: a Markdown `#` heading, or a line underlined like a
 * reST (or setext) heading, that names a version. A stub (`See CHANGES.rst`) has none.
 */
export function hasVersionHeading(text: string): boolean {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  return lines.some((line, i) => {
    const atx = /^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/.exec(line);
    if (atx !== null) return looksLikeVersionHeading(atx[1] as string);
    const under = (lines[i + 1] ?? "").trimEnd();
    return line.trim() !== "" && isAdornment(under) && looksLikeVersionHeading(line);
  });
}

/**
 * The versions a changelog names as releases, in the file's order: its version headings (Markdown
 * `#` or underlined), and the two Sphinx forms that are no headings, the sphinx-changelog directive
 * (`.. changelog::` then `:version: 1.18.5`) and the releases extension's role
 * (`- :release:\`4.0.0 <2025-08-03>\``), each with the form it is written in.
 */
export function releaseMarkers(text: string): ReleaseMarker[] {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const found: ReleaseMarker[] = [];
  lines.forEach((line, i) => {
    const atx = /^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/.exec(line);
    const under = (lines[i + 1] ?? "").trimEnd();
    const heading = atx !== null ? (atx[1] as string) : isAdornment(under) ? line : undefined;
    const version = heading === undefined || heading.trim() === "" ? undefined : headingVersion(heading);
    if (version !== undefined) found.push({ version, form: "heading" });
    if (/^\.\.[ \t]+changelog::[ \t]*$/.test(line)) {
      // Its options follow, indented: `:version:` among them.
      for (let j = i + 1; j < lines.length && /^[ \t]+:/.test(lines[j] as string); j++) {
        const option = /^[ \t]+:version:[ \t]+v?(\S+)[ \t]*$/.exec(lines[j] as string);
        if (option !== null) found.push({ version: option[1] as string, form: "changelog-directive" });
      }
    }
    const role = /^[-*][ \t]+:release:`v?(\d[^\s<`]*)[ \t]*(?:<[^>`]*>)?`/.exec(line);
    if (role !== null) found.push({ version: role[1] as string, form: "release-role" });
  });
  return found;
}

/**
 * Where the first release written in a Sphinx form (a `.. changelog::` directive, a `:release:`
 * entry) starts at or after `from`, or undefined: a section goes above it as above a heading.
 */
export function sphinxReleaseStart(text: string, from = 0): number | undefined {
  const pattern = /^(?:\.\.[ \t]+changelog::[ \t]*\r?$|[-*][ \t]+:release:`)/gm;
  pattern.lastIndex = from;
  return pattern.exec(text)?.index;
}

export interface ReleaseMarker {
  /** As written, a leading `v` dropped. */
  version: string;
  /** A heading releaser writes, or a Sphinx form it does not. */
  form: "heading" | "changelog-directive" | "release-role";
}

/**
 * The new version's heading, shaped like the file's newest one (`Version 3.1.0` gives
 * `Version 3.2.0`; `myproj 1.4.2 (2026-10-01)` gives `myproj 1.5.0 (2026-11-25)`, and
 * `1.5.0 (unreleased)` gives `1.5.0 (2026-11-25)`), its date in the template's format
 * (`2026/11/25`, `25.11.2026`, `November 25, 2026`, `Nov 25, 2026`, `25 November 2026`); without
 * one, or when that one carries a date in a format not known here, `1.5.0 (2026-11-25)`.
 */
export function versionHeading(template: string | undefined, version: string, date: string): string {
  return headingLike(template, version, date) ?? `${version} (${date})`;
}

/** versionHeading's heading from the template, or undefined when the template cannot give one. */
export function headingLike(template: string | undefined, version: string, date: string): string | undefined {
  if (template === undefined) return undefined;
  const match = /(^|[\s[(])v?(\d+(?:\.\d+)+[^\s\])]*)/i.exec(template);
  if (match === null) return undefined;
  const at = match.index + (match[1] as string).length;
  const old = template.slice(at, at + match[0].length - (match[1] as string).length);
  const prefix = /^v/i.test(old) ? old[0] : "";
  const text = `${template.slice(0, at)}${prefix}${version}${template.slice(at + old.length)}`;
  const dated = redate(text, date);
  // Any other date shape (`November 13th`, `11/13/2024`) would be left stale: no heading.
  if (/\b(?:19|20)\d{2}\b/.test(dated.rest) || MONTH.test(dated.rest)) return undefined;
  return dated.text;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;
const MONTH_NAME = "(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)([a-z]*)(\\.?)";

/**
 * The first date of `text` (or its "unreleased"/"TBD" word) as `date` (YYYY-MM-DD) written in
 * that date's format; `rest` is the text without the new date, to tell a date left stale.
 */
function redate(text: string, date: string): { text: string; rest: string } {
  const [y = "", m = "", d = ""] = date.split("-");
  const month = MONTHS[Number(m) - 1] ?? "";
  const day = String(Number(d));
  // A full name stays a full name; an abbreviation (`Oct`, `Oct.`) gives one.
  const named = (_abbr: string, tail: string, dot: string) =>
    tail === "" ? `${month.slice(0, 3)}${dot}` : month;
  const forms: Array<[RegExp, (...g: string[]) => string]> = [
    [/\b\d{4}-\d{2}-\d{2}\b/, () => date],
    [/\b\d{4}\/\d{2}\/\d{2}\b/, () => `${y}/${m}/${d}`],
    [/\b\d{2}\.\d{2}\.\d{4}\b/, () => `${d}.${m}.${y}`],
    [
      new RegExp(`\\b${MONTH_NAME} \\d{1,2}, \\d{4}\\b`, "i"),
      (_, a = "", t = "", p = "") => `${named(a, t, p)} ${day}, ${y}`,
    ],
    [
      new RegExp(`\\b\\d{1,2} ${MONTH_NAME} \\d{4}\\b`, "i"),
      (_, a = "", t = "", p = "") => `${day} ${named(a, t, p)} ${y}`,
    ],
  ];
  for (const [pattern, write] of forms) {
    const found = pattern.exec(text);
    if (found === null) continue;
    const written = write(...found);
    return {
      text: text.slice(0, found.index) + written + text.slice(found.index + found[0].length),
      rest: text.slice(0, found.index) + text.slice(found.index + found[0].length),
    };
  }
  const word = NOT_RELEASED.exec(text);
  if (word !== null) {
    return {
      text: text.slice(0, word.index) + date + text.slice(word.index + word[0].length),
      rest: text.slice(0, word.index) + text.slice(word.index + word[0].length),
    };
  }
  return { text, rest: text };
}
