/**
 * The kinds of change a changelog's hand-written Unreleased section names (issue 42): the titles
 * of its subsections that hold notes (Markdown's `### New Features` over entries; reST's
 * underlined or bold titles), as the section `update` moves into the release (DESIGN 4, Keep a
 * Changelog). A template's leftovers (an empty `### Added`, comments, placeholder bullets) name
 * nothing. Pure.
 */
import { isUnreleasedHeading } from "./changelog-headings.ts";
import { contentEnd, sectionHeadings } from "./changelog-markdown-scan.ts";
import { splitRstLeftovers } from "./changelog-rst.ts";
import { rstLayout, scanRstHeadings, sectionEnd } from "./changelog-rst-layout.ts";
import { splitLeftovers } from "./changelog-unreleased.ts";

/**
 * The titles with notes under a reST changelog's first section when it is Unreleased (the
 * section update's insertRstSection moves into the release), else []: its sub-headings and bold
 * titles (`**Added**`) that have notes under them.
 */
export function unreleasedRstKinds(text: string): string[] {
  const lf = text.replace(/\r\n/g, "\n");
  const layout = rstLayout(lf);
  const first = layout.headings.find((h) => h !== layout.title && h.start >= (layout.title?.next ?? 0));
  if (first === undefined || !isUnreleasedHeading(first.text)) return [];
  const end = sectionEnd(layout, first, lf.length);
  const { notes } = splitRstLeftovers(lf.slice(Math.min(first.next, end), end));
  const headings = scanRstHeadings(notes).map((h) => ({ at: h.start, title: h.text }));
  const bold = [...notes.matchAll(/^\*\*([^*]+)\*\*:?[ \t]*$/gm)].map((m) => ({
    at: m.index ?? 0,
    title: (m[1] as string).trim(),
  }));
  return [...headings, ...bold].sort((a, b) => a.at - b.at).map((t) => t.title);
}

/** The `###` titles with notes under the file's first section when it is Unreleased, else []. */
export function unreleasedKinds(text: string): string[] {
  const lf = text.replace(/\r\n/g, "\n");
  const end = contentEnd(lf);
  const [first, second] = sectionHeadings(lf, end);
  if (first === undefined || !isUnreleasedHeading(first.text)) return [];
  const { notes } = splitLeftovers(lf.slice(first.next, second?.start ?? end));
  const titles: string[] = [];
  let fence: string | undefined;
  for (const line of notes.split("\n")) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined) {
      if (fence === undefined) fence = marker;
      else if (marker.startsWith(fence)) fence = undefined;
      continue;
    }
    const heading = fence === undefined ? /^ {0,3}###[ \t]+(.*?)[ \t#]*$/.exec(line) : null;
    if (heading !== null && heading[1] !== "") titles.push(heading[1] as string);
  }
  return titles;
}
