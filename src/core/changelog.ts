import type { ConventionalCommit } from "./commit.ts";
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
export function groupCommits(
  commits: readonly ConventionalCommit[],
  options: ChangelogOptions,
): ChangelogGroup[] {
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
  const trimmed = stripControl(text).trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  const [first = "", ...rest] = escapeMentions(capitalised).split("\n");
  return `- ${[first, ...rest].map(escapeBlockStart).join("\n  ")}`;
}

/**
 * Wraps `@name` in backticks so that release notes and PR bodies ping nobody. An e-mail address
 * (`a@b.c`) and text already in backticks are left alone.
 */
export function escapeMentions(text: string): string {
  if (!text.includes("@")) return text;
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/(^|[^\w`@/.-])@([A-Za-z0-9][A-Za-z0-9-]*(?:\/[\w.-]+)?)/g, "$1`@$2`"),
    )
    .join("");
}

/** The heading of a version's section: `## [<version>] - <YYYY-MM-DD>`. */
export function sectionHeading(version: string, date: string): string {
  return `## [${version}] - ${date}`;
}

/** The whole changelog section (spec 4.7 template), ending with a newline. */
export function renderSection(version: string, date: string, groups: readonly ChangelogGroup[]): string {
  const parts = [sectionHeading(version, date)];
  for (const group of groups) parts.push(`### ${group.title}`, group.entries.join("\n"));
  return `${parts.join("\n\n")}\n`;
}
