/**
 * The kinds of change a Markdown changelog's hand-written Unreleased section names (issue 42):
 * the titles of its `###` subsections that hold notes (`### New Features` over entries), as the
 * section `update` moves into the release (DESIGN 4, Keep a Changelog). A template's leftovers
 * (an empty `### Added`, comments, placeholder bullets) name nothing. Pure.
 */
import { isUnreleasedHeading } from "./changelog-headings.ts";
import { contentEnd, sectionHeadings } from "./changelog-markdown-scan.ts";
import { splitLeftovers } from "./changelog-unreleased.ts";

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
