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
import { isUnreleasedHeading, isVersionHeading } from "./changelog-headings.ts";
import {
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
  const render = (hand?: HandWritten) =>
    withEol(renderRstSection(input.version, input.date, input.groups, layout, hand), eol);
  const generated = renderRstSection(input.version, input.date, input.groups, layout);
  const gap = sectionGap(existing, layout);

  const same = layout.headings.find((h) => h !== layout.title && isVersionHeading(h.text, input.version));
  if (same !== undefined) {
    // Replaced where it stands; what was written there by hand (a maintainer's notes for the
    // coming version, notes moved by an update that was interrupted) stays.
    const end = sectionEnd(layout, same, existing.length);
    const hand = handWritten(existing.slice(Math.min(same.next, end), end), generated, input.groups);
    return splice(existing, same.start, end, render(hand), eol, { after: gap });
  }
  const marker = afterTowncrierMarker(existing);
  if (marker !== undefined) return splice(existing, marker, marker, render(), eol);

  const first = layout.headings.find((h) => h !== layout.title && h.start >= (layout.title?.next ?? 0));
  if (first !== undefined && isUnreleasedHeading(first.text)) {
    // The notes under Unreleased ship with this release; the heading stays, empty, on top.
    const end = sectionEnd(layout, first, existing.length);
    const hand = handWritten(existing.slice(Math.min(first.next, end), end), generated, input.groups);
    return splice(existing, Math.min(first.next, end), end, render(hand), eol, { before: gap, after: gap });
  }
  const at = first?.start ?? existing.length;
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
    const lines = text.slice(0, heading.start).split(/\r?\n/);
    let blank = 0;
    while (blank + 1 < lines.length && (lines[lines.length - 2 - blank] as string).trim() === "") blank++;
    if (blank > 0 && blank <= 3) counts.set(blank, (counts.get(blank) ?? 0) + 1);
  }
  let best = 1;
  for (const [blank, n] of counts) if (n > (counts.get(best) ?? 0)) best = blank;
  return best;
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
