/**
 * A Markdown changelog (CHANGELOG.md): put a rendered release section in its place (DESIGN 4).
 *
 * - A missing or blank file becomes `# Changelog`, a blank line and the section.
 * - The section goes after the title block (the title and any intro before the first `## `
 *   heading), or right after a towncrier start marker (`<!-- towncrier release notes start -->`).
 * - Keep a Changelog: the notes under a leading `## [Unreleased]` move into the new section (see
 *   mergeUnreleased) and the empty heading stays on top; the trailing link references follow
 *   (updateCompareLinks).
 * - A section for the same version (`## [1.5.0] - date`, `## [1.5.0](compare-url) (date)`,
 *   `## 1.5.0`, `## v1.5.0`, `## Version 1.5.0`) is replaced where it stands, never duplicated.
 * - One blank line separates sections; CRLF files stay CRLF; the rest of the file, including a
 *   trailing block of link reference definitions (`[1.4.0]: https://...`), is kept byte for byte.
 */
import {
  headingLike,
  isUnreleasedHeading,
  isVersionHeading,
  looksLikeVersionHeading,
  NOT_RELEASED,
} from "./changelog-headings.ts";
import { updateCompareLinks } from "./changelog-links.ts";
import {
  contentEnd,
  type MarkdownHeading,
  scanHeadings,
  sectionHeadings,
} from "./changelog-markdown-scan.ts";
import { afterTowncrierMarker, eolOf, splice, withEol } from "./changelog-splice.ts";
import { handWrittenParts, mergeUnreleased, splitLeftovers } from "./changelog-unreleased.ts";

const TITLE = "# Changelog";

export function insertMarkdownSection(
  existing: string | undefined,
  section: string,
  version: string,
): string {
  if (existing === undefined || existing.trim() === "") {
    const eol = eolOf(existing);
    return `${TITLE}${eol}${eol}${withEol(section, eol)}${eol}`;
  }
  const eol = eolOf(existing);
  const end = contentEnd(existing);
  const headings = sectionHeadings(existing, end);
  // The new heading as the file writes its releases (`## Version 1.5.0`, `## v1.5.0 (date)`).
  section = inFileStyle(section, version, headings, existing);
  const body = withEol(section, eol);
  const sectionEnd = (index: number) => headings[index + 1]?.start ?? end;

  const same = headings.findIndex((h) => isVersionHeading(h.text, version));
  if (same !== -1) {
    // Replaced where it stands; subsections written by hand in it (notes moved from [Unreleased]
    // by an update that was interrupted) stay, after the generated groups, and all the notes of
    // a section written ahead for the coming version (`## 1.5.0 (unreleased)`).
    const { start, next, text } = headings[same] as MarkdownHeading;
    const old = existing.slice(Math.min(next, sectionEnd(same)), sectionEnd(same)).replace(/\r\n/g, "\n");
    // A template's leftovers (comments, empty sub-headings) do not ship.
    const hand = splitLeftovers(handWrittenParts(old, section, NOT_RELEASED.test(text))).notes;
    const merged = withEol(mergeUnreleased(section, hand), eol);
    return updateCompareLinks(splice(existing, start, sectionEnd(same), merged, eol), version);
  }

  const marker = afterTowncrierMarker(existing);
  if (marker !== undefined && marker <= end) return splice(existing, marker, marker, body, eol);

  const first = headings[0];
  if (first !== undefined && isUnreleasedHeading(first.text)) {
    // The notes written under [Unreleased] ship with this release; the heading stays on top, with
    // only the template's leftovers (comments, empty sub-headings) under it, which do not ship.
    const { notes, leftovers } = splitLeftovers(
      existing.slice(first.next, sectionEnd(0)).replace(/\r\n/g, "\n"),
    );
    const released = mergeUnreleased(section, notes);
    const merged = withEol(leftovers === "" ? released : `${leftovers}\n\n${released}`, eol);
    const at = Math.min(first.next, sectionEnd(0));
    return updateCompareLinks(splice(existing, at, sectionEnd(0), merged, eol), version);
  }
  const at = first === undefined ? end : first.start;
  return updateCompareLinks(splice(existing, at, at, body, eol), version);
}

/**
 * The rendered section with its heading (`## [1.5.0] - 2026-11-25`) shaped like the file's newest
 * released version heading (headingLike: `## Version 1.5.0`, `## v1.5.0 (2026-11-25)`,
 * `## 1.5.0 - November 25, 2026`), at its level. A file that underlines its version headings
 * (setext: `1.5.0 (2026-11-25)` over `------------------`) gets the heading so, and its groups as
 * bold titles (`**Features**`) unless it has `###` headings. Keep a Changelog's `[1.4.2]` headings
 * (a link or not), a file without a version heading and a template headingLike cannot follow
 * keep the rendered heading.
 */
function inFileStyle(
  section: string,
  version: string,
  headings: readonly MarkdownHeading[],
  existing: string,
): string {
  const rendered = /^## \[.+\] - (\S+)[ \t]*(?=\r?\n|$)/.exec(section);
  if (rendered === null) return section;
  // Another release's heading: one for this very version may be a note written ahead of it.
  const versions = headings.filter(
    (h) => looksLikeVersionHeading(h.text) && !isVersionHeading(h.text, version),
  );
  const template = versions.find((h) => !NOT_RELEASED.test(h.text)) ?? versions[0];
  const text = template?.text.trim();
  if (template === undefined || text === undefined || text.includes("](")) return section;
  if (text.startsWith("[") && template.setext === undefined) return section;
  const heading = text.startsWith("[") ? undefined : headingLike(text, version, rendered[1] as string);
  const rest = section.slice(rendered[0].length);
  if (template.setext === undefined) {
    return heading === undefined ? section : `${"#".repeat(template.level)} ${heading}${rest}`;
  }
  const title = heading ?? (rendered[0] as string).slice(3);
  const underline = template.setext.repeat(Math.max(title.length, 3));
  const groups = /^ {0,3}###[ \t]/m.test(existing) ? rest : rest.replace(/^### (.+)$/gm, "**$1**");
  return `${title}\n${underline}${groups}`;
}

/** Whether a Markdown changelog has a section heading that names `version`. */
export function hasMarkdownSection(text: string, version: string): boolean {
  return scanHeadings(text, text.length).some((h) => isVersionHeading(h.text, version));
}

/**
 * The section for `version` as the changelog has it now (heading included, trailing blank lines
 * dropped, line endings as LF), or undefined when no heading names it.
 */
export function readMarkdownSection(text: string, version: string): string | undefined {
  const end = contentEnd(text);
  const headings = sectionHeadings(text, end);
  const index = headings.findIndex((h) => isVersionHeading(h.text, version));
  if (index === -1) return undefined;
  const start = (headings[index] as MarkdownHeading).start;
  const stop = headings[index + 1]?.start ?? end;
  return text.slice(start, stop).replace(/\r\n/g, "\n").trimEnd();
}
