/**
 * A reST changelog (CHANGES.rst, docs/changelog.rst): put a release section in its place, in the
 * file's own style (DESIGN 4).
 *
 * - A missing or blank file becomes a `Changelog` title underlined with `=` and the section.
 * - The section goes after the title and any intro before the first section (or right after a
 *   `.. towncrier release notes start` marker), never at the end of the file.
 * - A leading `Unreleased` section keeps its heading, empty, on top; its notes move into the new
 *   section after the generated groups.
 * - A section for the same version (`1.5.0 (date)`, `Version 1.5.0`, `v1.5.0`) is replaced
 *   where it stands, never duplicated. CRLF files stay CRLF; the rest is kept byte for byte.
 */
import { type ChangelogGroup, MAINTENANCE_ENTRY } from "../core/changelog.ts";
import {
  isAdornment,
  isUnreleasedHeading,
  isVersionHeading,
  sphinxReleaseStart,
} from "./changelog-headings.ts";
import {
  labelFor,
  type RstLayout,
  rstLayout,
  sameAdornment,
  scanRstHeadings,
  sectionEnd,
} from "./changelog-rst-layout.ts";
import { adorn, type HandWritten, renderRstSection } from "./changelog-rst-render.ts";
import { afterTowncrierMarker, eolOf, splice, withEol } from "./changelog-splice.ts";
import { generatedTitles } from "./changelog-unreleased.ts";

export interface RstSectionInput {
  version: string;
  /** YYYY-MM-DD. */
  date: string;
  groups: readonly ChangelogGroup[];
}

export function insertRstSection(existing: string | undefined, input: RstSectionInput): string {
  const eol = eolOf(existing);
  if (existing === undefined || existing.trim() === "") {
    const fresh = rstLayout("");
    const title = adorn("Changelog", { char: "=", over: false });
    const section = renderRstSection(input.version, input.date, input.groups, {
      ...fresh,
      version: { char: "-", over: false },
      group: { char: "~", over: false },
    });
    return `${withEol(`${title}\n\n${section}`, eol)}${eol}`;
  }
  const layout = rstLayout(existing);
  // A file that labels every release (`.. _changelog-v1.4.2:`) gets a label for this one too.
  const label = labelFor(layout, input.version);
  const render = (hand?: HandWritten, labelled = true) => {
    const section = renderRstSection(input.version, input.date, input.groups, layout, hand);
    return withEol(labelled && label !== undefined ? `.. _${label}:\n\n${section}` : section, eol);
  };
  const generated = renderRstSection(input.version, input.date, input.groups, layout);
  const gap = sectionGap(existing, layout);

  const same = layout.headings.find((h) => h !== layout.title && isVersionHeading(h.text, input.version));
  if (same !== undefined) {
    // Replaced where it stands; what was written there by hand (a maintainer's notes for the
    // coming version, notes moved by an update that was interrupted) stays.
    const end = sectionEnd(layout, same, existing.length);
    const hand = handWritten(existing.slice(Math.min(same.next, end), end), generated, input.groups);
    return splice(existing, same.start, end, render(hand, same.label === undefined), eol, { after: gap });
  }
  const marker = afterTowncrierMarker(existing);
  if (marker !== undefined) return splice(existing, marker, marker, render(), eol);

  const first = layout.headings.find((h) => h !== layout.title && h.start >= (layout.title?.next ?? 0));
  if (first !== undefined && isUnreleasedHeading(first.text)) {
    // The notes under Unreleased ship with this release; the heading stays on top, with only the
    // template's leftovers (comments, empty sub-headings) under it, which do not ship.
    const end = sectionEnd(layout, first, existing.length);
    const { notes, leftovers } = splitRstLeftovers(existing.slice(Math.min(first.next, end), end));
    const hand = handWritten(notes, generated, input.groups);
    const body = leftovers === "" ? render(hand) : `${withEol(leftovers, eol)}${eol}${eol}${render(hand)}`;
    return splice(existing, Math.min(first.next, end), end, body, eol, { before: gap, after: gap });
  }
  // Above the labels of the release it goes before: they point at that release, not this one.
  // Releases written as Sphinx directives or `:release:` entries (no headings): above the first.
  const at = first?.labelStart ?? sphinxReleaseStart(existing, layout.title?.next ?? 0) ?? existing.length;
  return splice(existing, at, at, render(), eol, { after: gap });
}

/**
 * The blank lines the file puts between its version sections (flask's CHANGES.rst: two): the
 * most usual count before a version-level heading that follows another section; one without any.
 */
export function sectionGap(text: string, layout: RstLayout): number {
  const counts = new Map<number, number>();
  const sections = layout.headings.filter(
    (h) => h !== layout.title && sameAdornment(h.adornment, layout.version),
  );
  for (const heading of sections.slice(1)) {
    const blank = blankLinesBefore(text, heading.labelStart);
    if (blank > 0 && blank <= 3) counts.set(blank, (counts.get(blank) ?? 0) + 1);
  }
  let best = 1;
  for (const [blank, n] of counts) if (n > (counts.get(best) ?? 0)) best = blank;
  return best;
}

/**
 * The blank (or whitespace-only) lines right above the line that holds `at`, four at most: read
 * backwards from there, so a changelog of thousands of releases is not split once per heading.
 */
function blankLinesBefore(text: string, at: number): number {
  let start = text.lastIndexOf("\n", at - 1) + 1;
  let blank = 0;
  while (start > 0 && blank < 4) {
    const end = start - 1;
    const previous = end === 0 ? 0 : text.lastIndexOf("\n", end - 1) + 1;
    if (text.slice(previous, end).trim() !== "") break;
    blank++;
    start = previous;
  }
  return blank;
}

/**
 * What was written by hand in a section (an old one for the same version, or Unreleased), to
 * keep: its loose text (goes right after the version heading) and its sub-headed blocks (after
 * the generated groups), without the lines the new section has, the groups releaser generates
 * (headings or bold titles), a bare "Unreleased" or "Released <date>" line, or the maintenance line.
 */
function handWritten(old: string, section: string, groups: readonly ChangelogGroup[]): HandWritten {
  const text = old.replace(/\r\n/g, "\n");
  const titles = generatedTitles(groups.map((g) => g.title));
  const known = new Set(section.split("\n").filter((l) => l.trim() !== ""));
  known.add(MAINTENANCE_ENTRY);
  const headings = scanRstHeadings(text);
  const loose = text
    .slice(0, headings[0]?.start ?? text.length)
    .split("\n")
    .filter((line) => !known.has(line) && !/^\s*(?:unreleased\.?|released:? \S+)\s*$/i.test(line))
    .filter(
      (line) =>
        !/^\*\*[^*]+\*\*:?\s*$/.test(line) || !titles.has(line.replace(/[*:]/g, "").trim().toLowerCase()),
    );
  const blocks = headings
    .map((h, i) => ({ h, body: text.slice(h.start, headings[i + 1]?.start ?? text.length).trim() }))
    .filter(({ h }) => !titles.has(h.text.toLowerCase()))
    .map(({ body }) => body);
  const tidy = (t: string) => t.replace(/\n(?:[ \t]*\n){2,}/g, "\n\n").trim();
  return { intro: tidy(loose.join("\n")), tail: tidy(blocks.join("\n\n")) };
}

/**
 * A reST Unreleased section's text split into the notes that ship and the template's leftovers
 * that stay under its heading (DESIGN 4): comments (`.. add notes here`, with their indented
 * lines), and sub-headings or bold titles (`**Bugfixes**`) with nothing under them. LF line endings.
 */
export function splitRstLeftovers(text: string): { notes: string; leftovers: string } {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const leftover = lines.map(() => false);
  for (let i = 0; i < lines.length; i++) {
    if (!COMMENT_START.test(lines[i] as string)) continue;
    leftover[i] = true;
    while (i + 1 < lines.length && /^[ \t]+\S/.test(lines[i + 1] as string)) leftover[++i] = true;
  }
  // Titles (a heading's two or three lines, a bold line) and where each one's content is.
  const titles: Array<{ from: number; to: number }> = [];
  for (let i = 0; i < lines.length; i++) {
    if (leftover[i]) continue;
    const line = lines[i] as string;
    const under = (lines[i + 1] ?? "").trimEnd();
    if (BOLD_TITLE.test(line)) titles.push({ from: i, to: i + 1 });
    else if (
      line.trim() !== "" &&
      /^\S/.test(line) &&
      isAdornment(under) &&
      under.length >= line.trimEnd().length
    ) {
      const over = i > 0 && (lines[i - 1] as string).trimEnd() === under;
      titles.push({ from: over ? i - 1 : i, to: i + 2 });
      i++;
    }
  }
  titles.forEach((title, k) => {
    const next = titles[k + 1]?.from ?? lines.length;
    const content = lines
      .slice(title.to, next)
      .some((line, j) => !leftover[title.to + j] && line.trim() !== "");
    if (!content) for (let i = title.from; i < title.to; i++) leftover[i] = true;
  });
  const chunks = (keep: boolean) =>
    lines
      .map((line, i) => (leftover[i] === keep ? line : ""))
      .join("\n")
      .replace(/\n(?:[ \t]*\n){2,}/g, "\n\n")
      .trim();
  const notes = chunks(false);
  return { notes: notes === "" ? "" : `${notes}\n`, leftovers: chunks(true) };
}

/** A reST comment's first line: `..` then text that makes it no directive, target or substitution. */
const COMMENT_START = /^\.\.(?:[ \t]*$|[ \t]+(?![_[|])(?!\S+::))/;
const BOLD_TITLE = /^\*\*[^*]+\*\*:?[ \t]*$/;

/** Whether a reST changelog has a section heading that names `version`. */
export function hasRstSection(text: string, version: string): boolean {
  const layout = rstLayout(text);
  return layout.headings.some((h) => h !== layout.title && isVersionHeading(h.text, version));
}

/**
 * The section for `version` as the file has it now (heading and adornments included, trailing
 * blank lines dropped, LF line endings), or undefined when no heading names it.
 */
export function readRstSection(text: string, version: string): string | undefined {
  const layout = rstLayout(text);
  const heading = layout.headings.find((h) => h !== layout.title && isVersionHeading(h.text, version));
  if (heading === undefined) return undefined;
  return text
    .slice(heading.start, sectionEnd(layout, heading, text.length))
    .replace(/\r\n/g, "\n")
    .trimEnd();
}
