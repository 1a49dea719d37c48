/**
 * The project's changelog, in its own markup (DESIGN 4): the section a release writes, whether a
 * version has one, and the section as release notes. Markdown files (changelog-markdown.ts) get
 * the rendered section as it is; reST files (changelog-rst.ts) get the same groups in reST.
 */
import { parseSection } from "../core/changelog.ts";
import { changelogMarkup } from "./changelog-headings.ts";
import { hasMarkdownSection, insertMarkdownSection, readMarkdownSection } from "./changelog-markdown.ts";
import { rstToMarkdown } from "./changelog-notes.ts";
import { hasRstSection, insertRstSection, readRstSection } from "./changelog-rst.ts";

export { changelogMarkup, isVersionHeading } from "./changelog-headings.ts";

/**
 * The changelog with the release section for `version` in its place. `section` is the Markdown
 * section core/changelog.ts renders; `path` (the file's name) decides the markup, with its text
 * for a `.txt` or extension-less file. Pure.
 */
export function insertChangelogSection(
  existing: string | undefined,
  section: string,
  version: string,
  path = "CHANGELOG.md",
): string {
  if (changelogMarkup(path, existing) === "rst") {
    const parsed = parseSection(section);
    if (parsed === undefined)
      throw new Error(`internal: not a rendered changelog section: ${section.slice(0, 40)}`);
    return insertRstSection(existing, { version, date: parsed.date, groups: parsed.groups });
  }
  return insertMarkdownSection(existing, section, version);
}

/**
 * Whether the changelog already has a section for `version` (a heading that names it). Without
 * `path`, the markup is told from the text.
 */
export function hasVersionSection(existing: string | undefined, version: string, path = ""): boolean {
  if (existing === undefined) return false;
  return changelogMarkup(path, existing) === "rst"
    ? hasRstSection(existing, version)
    : hasMarkdownSection(existing, version);
}

/**
 * The section for `version` as the changelog has it now (heading included, trailing blank lines
 * dropped, line endings as LF), in the file's markup, or undefined when no heading names it: so
 * wording a maintainer edited in the release PR is what ships.
 */
export function readVersionSection(text: string, version: string, path = ""): string | undefined {
  return changelogMarkup(path, text) === "rst"
    ? readRstSection(text, version)
    : readMarkdownSection(text, version);
}

/** The section for `version` as Markdown (a reST section converted), for release notes and tag messages. */
export function readReleaseNotes(text: string, version: string, path = ""): string | undefined {
  const section = readVersionSection(text, version, path);
  if (section === undefined) return undefined;
  return changelogMarkup(path, text) === "rst" ? rstToMarkdown(section) : section;
}
