import type { PlanCommit } from "./commit.ts";
import { escapeBlockStart, stripControl } from "./text.ts";

/** Section titles by type, in the order of spec table 2.7. */
export const DEFAULT_SECTIONS: ReadonlyArray<readonly [type: string, title: string]> = [
  ["feat", "Features"],
  ["fix", "Bug Fixes"],
  ["docs", "Documentation"],
  ["style", "Styles"],
  ["refactor", "Refactoring"],
  ["perf", "Performance"],
  ["test", "Tests"],
  ["build", "Build"],
  ["ci", "CI"],
  ["chore", "Chores"],
  ["revert", "Reverts"],
];

export const BREAKING_TITLE = "⚠ Breaking Changes";

export interface ChangelogOptions {
  /** Overrides and additions: type -> section title. A type not listed here or by default has no section. */
  sections: Readonly<Record<string, string>>;
  /** Types left out (spec 2.7's "hidden"). */
  hidden: readonly string[];
}

export interface ChangelogGroup {
  title: string;
  entries: string[];
}

/**
 * Groups commits into sections (spec 4.7): breaking changes first, then one group per type in
 * the order of table 2.7 (extra configured types after), entries in input order (newest first).
 */
export function groupCommits(commits: readonly PlanCommit[], options: ChangelogOptions): ChangelogGroup[] {
  const hidden = new Set(options.hidden.map((t) => t.toLowerCase()));
  const titles = new Map<string, string>(DEFAULT_SECTIONS);
  for (const [type, title] of Object.entries(options.sections)) titles.set(type.toLowerCase(), title);

  const breaking: string[] = [];
  const byType = new Map<string, string[]>();
  for (const commit of commits) {
    if (!commit.conventional) continue;
    if (commit.breaking) {
      const notes = commit.breakingNotes.length > 0 ? commit.breakingNotes : [commit.description];
      for (const note of notes) breaking.push(formatEntry(note));
    }
    if (hidden.has(commit.type) || !titles.has(commit.type)) continue;
    const list = byType.get(commit.type) ?? [];
    if (list.length === 0) byType.set(commit.type, list);
    list.push(formatEntry(commit.description));
  }

  const groups: ChangelogGroup[] = [];
  if (breaking.length > 0) groups.push({ title: BREAKING_TITLE, entries: breaking });
  for (const [type, title] of titles) {
    const entries = byType.get(type);
    if (entries) groups.push({ title, entries });
  }
  return groups;
}

/**
 * `- <Description>`, first letter capitalised; a multi-line text is indented under its bullet, and
 * no line of it can form a heading, a fence or a link definition in the file (escaped), nor carry
 * control characters (dropped).
 */
export function formatEntry(text: string): string {
  if (!isPlainLine(text)) return escapedEntry(text);
  // isPlainLine: the first character is ASCII. One string built per entry (100k of them, issue 45).
  const first = text.charCodeAt(0);
  return first >= 0x61 && first <= 0x7a
    ? (BULLET_CAPITAL[first - 0x61] as string) + text.slice(1)
    : `- ${text}`;
}

/** `- A` to `- Z`: the start of an entry whose text starts with a lower-case ASCII letter. */
const BULLET_CAPITAL = Array.from({ length: 26 }, (_, i) => `- ${String.fromCharCode(0x41 + i)}`);

/** formatEntry's general path: control characters, mentions and block starts escaped. */
export function escapedEntry(text: string): string {
  const trimmed = stripControl(text).trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  const [first = "", ...rest] = escapeMentions(capitalised).split("\n");
  return `- ${[first, ...rest].map(escapeBlockStart).join("\n  ")}`;
}

/**
 * A text formatEntry leaves as it is but for the capital (most commit descriptions): one line with
 * no control character, no `@`, no `` ` ``, no `\\`, an ASCII first character that cannot open a
 * block, and no space at either end (ASCII or Unicode: `trim` would take it). The general path
 * gives the same for it (a property test compares).
 */
export function isPlainLine(text: string): boolean {
  const length = text.length;
  if (length === 0) return false;
  const first = text.charCodeAt(0);
  // # ` ~ < [ = - open blocks at the start of a line; non-ASCII may change length when upper-cased.
  if (first <= 0x20 || first >= 0x7f || first === 0x23 || first === 0x7e || first === 0x3c) return false;
  if (first === 0x5b || first === 0x3d || first === 0x2d) return false;
  if (isSpaceCode(text.charCodeAt(length - 1))) return false;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    // Controls (tab, CR and LF included), DEL and C1, @, backtick, backslash.
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x40 || c === 0x60 || c === 0x5c) return false;
  }
  return true;
}

/** What `String.prototype.trim` removes: ASCII and Unicode white space, line separators, BOM. */
function isSpaceCode(c: number): boolean {
  return (
    c === 0x20 ||
    (c >= 0x09 && c <= 0x0d) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/**
 * Wraps `@name` in backticks so that release notes and PR bodies ping nobody. The text is scanned
 * as CommonMark reads it: code spans (a run of n backticks up to the next run of exactly n) and
 * backslash escapes are left alone; an e-mail address (`a@b.c`) is no mention, any `@name` after
 * a non-word character is. A mention right
 * after an escaped one (`@alice@bob`) is escaped too, and when anything is escaped, backticks that
 * open no code span are backslash-escaped, so the added backticks cannot pair with them and leave
 * a mention bare. Escaping escaped text changes nothing.
 */
export function escapeMentions(text: string): string {
  if (!text.includes("@")) return text;
  const parts: string[] = [];
  const strays: number[] = [];
  let escaped = false;
  let afterMention = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === "\\" && text[i + 1] === "@") {
      // `\@name` renders as `@name` and pings: drop the backslash, the @ is looked at next.
      if (MENTION_START.test(text[i + 2] ?? "")) {
        i++;
        continue;
      }
      parts.push("\\@");
      i += 2;
    } else if (
      (char === "h" || char === "H") &&
      (i === 0 || !MENTION_BLOCKER.test(text[i - 1] as string)) &&
      URL_START.test(text.slice(i, i + 8))
    ) {
      // A URL is left whole (https://github.com/@someone stays a working link).
      const end = text.slice(i).search(/[\s<>]/);
      const url = end === -1 ? text.slice(i) : text.slice(i, i + end);
      parts.push(url);
      i += url.length;
    } else if (char === "\\" && i + 1 < text.length && ASCII_PUNCTUATION.test(text[i + 1] as string)) {
      parts.push(text.slice(i, i + 2));
      i += 2;
    } else if (char === "`") {
      const run = backtickRun(text, i);
      const close = findClosingRun(text, i + run, run);
      if (close === undefined) {
        for (let k = 0; k < run; k++) strays.push(parts.push("`") - 1);
        i += run;
      } else {
        parts.push(text.slice(i, close));
        i = close;
      }
    } else if (char === "@" && (afterMention || i === 0 || !MENTION_BLOCKER.test(text[i - 1] as string))) {
      MENTION.lastIndex = i + 1;
      const name = MENTION.exec(text)?.[0];
      if (name === undefined) {
        parts.push(char);
        i++;
      } else {
        // A code span right before or after would merge its backticks with ours: keep a space.
        const last = parts.length - 1;
        if (parts[last]?.endsWith("`") && !strays.includes(last)) parts.push(" ");
        parts.push(`\`@${name}\``);
        i += 1 + name.length;
        if (text[i] === "`" && findClosingRun(text, i + backtickRun(text, i), backtickRun(text, i))) {
          parts.push(" ");
        }
        escaped = true;
        afterMention = true;
        continue;
      }
    } else {
      parts.push(char);
      i++;
    }
    afterMention = false;
  }
  if (!escaped) return text;
  for (const index of strays) parts[index] = "\\`";
  return parts.join("");
}

const MENTION = /[A-Za-z0-9][A-Za-z0-9-]*(?:\/[\w.-]+)?/y;
const MENTION_START = /[A-Za-z0-9]/;
const URL_START = /^https?:\/\//i;
/**
 * A character right before `@` that makes it no mention: a word character (an e-mail address).
 * Anything else may start one on GitHub (its rule is "start of text or a non-word character"),
 * so `a-@b`, `x.@y` and a literal backtick before `@b` are escaped too.
 */
const MENTION_BLOCKER = /\w/;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

function backtickRun(text: string, at: number): number {
  let end = at;
  while (text[end] === "`") end++;
  return end - at;
}

/** The end of the first run of exactly `length` backticks from `from`, if there is one. */
function findClosingRun(text: string, from: number, length: number): number | undefined {
  let i = from;
  while (i < text.length) {
    if (text[i] !== "`") {
      i++;
      continue;
    }
    const run = backtickRun(text, i);
    if (run === length) return i + run;
    i += run;
  }
  return undefined;
}

/** The heading of a version's section: `## [<version>] - <YYYY-MM-DD>`. */
export function sectionHeading(version: string, date: string): string {
  return `## [${version}] - ${date}`;
}

/** The one line of a release that has no commit for the changelog (`--bump patch` alone). */
export const MAINTENANCE_ENTRY = "- Maintenance release.";

/**
 * The whole changelog section (spec 4.7 template), ending with a newline. A release with no group
 * gets the single line {@link MAINTENANCE_ENTRY}, never an empty section.
 */
export function renderSection(version: string, date: string, groups: readonly ChangelogGroup[]): string {
  const parts = [sectionHeading(version, date)];
  for (const group of groups) parts.push(`### ${group.title}`, group.entries.join("\n"));
  if (groups.length === 0) parts.push(MAINTENANCE_ENTRY);
  return `${parts.join("\n\n")}\n`;
}

/** A section as renderSection wrote it, read back: what other markups are rendered from. */
export interface RenderedSection {
  version: string;
  date: string;
  /** The groups (none for the maintenance line alone); entries before any group heading have the title "". */
  groups: ChangelogGroup[];
}

/**
 * Reads back a section renderSection produced (the inverse: groups with their `- ` entries, a
 * multi-line entry's continuation lines joined to it). Undefined when the text does not start
 * with renderSection's heading.
 */
export function parseSection(text: string): RenderedSection | undefined {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const heading = /^## \[(.+)\] - (\S+)$/.exec(lines[0] ?? "");
  if (heading === null) return undefined;
  const groups: ChangelogGroup[] = [];
  let group: ChangelogGroup | undefined;
  for (const line of lines.slice(1)) {
    // A blank line inside a multi-line entry is written as two spaces (formatEntry): it stays.
    if (line === "") continue;
    if (line.startsWith("### ")) {
      group = { title: line.slice(4), entries: [] };
      groups.push(group);
    } else if (line.startsWith("  ") && group !== undefined && group.entries.length > 0) {
      const last = group.entries.length - 1;
      group.entries[last] = `${group.entries[last]}\n${line}`;
    } else {
      if (group === undefined) {
        group = { title: "", entries: [] };
        groups.push(group);
      }
      group.entries.push(line);
    }
  }
  // renderSection's line for a release without groups reads back as no groups.
  const bare =
    groups.length === 1 && groups[0]?.title === "" && groups[0].entries.join() === MAINTENANCE_ENTRY;
  return { version: heading[1] as string, date: heading[2] as string, groups: bare ? [] : groups };
}
