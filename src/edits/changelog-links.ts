/**
 * Keep a Changelog's compare links (the link reference definitions at the end of the file) after
 * a release section was written: `[Unreleased]` (`.../compare/v1.4.0...HEAD`, or `...main`) then
 * compares from the new tag, and the new version gets its own `[1.5.0]: .../compare/v1.4.0...v1.5.0`,
 * derived from the `[Unreleased]` link (whatever the previous version's link looks like: a first
 * release's `releases/tag/v1.4.0` too). The tags are the project's, as the `[Unreleased]` link
 * names them (`v1.4.0`, `release-1.4.0`). Without such a link nothing is touched: no URL is invented.
 */
import { headingVersion, isVersionHeading } from "./changelog-headings.ts";
import { contentEnd, sectionHeadings } from "./changelog-markdown-scan.ts";
import { eolOf } from "./changelog-splice.ts";

/** `[label]: url` at the start of a line (Markdown link reference definition). */
const DEFINITION = /^ {0,3}\[([^\]]+)\]:[ \t]*(\S+)[ \t]*$/;

export function updateCompareLinks(text: string, version: string): string {
  const end = contentEnd(text);
  if (end === text.length) return text;
  const previous = previousVersion(text, end, version);
  if (previous === undefined) return text;

  const eol = eolOf(text);
  const footer = text.slice(end).split(/\r?\n/);
  const definitions = footer.map((line) => DEFINITION.exec(line));
  const unreleased = definitions.findIndex((d) => d !== null && d[1]?.toLowerCase() === "unreleased");
  if (unreleased === -1) return text;
  const compare = /^(.+\/)([^/]+?)\.\.\.(HEAD|main|master|trunk|develop)$/.exec(
    (definitions[unreleased] as RegExpExecArray)[2] as string,
  );
  if (compare === null) return text;
  const [, base = "", fromTag = "", branch = "HEAD"] = compare;
  // The tag the link compares from must be the previous version's (`v1.4.0` for 1.4.0).
  if (
    !fromTag.toLowerCase().endsWith(previous.toLowerCase()) ||
    fromTag === tagFor(fromTag, previous, version)
  ) {
    return text;
  }
  const newTag = tagFor(fromTag, previous, version);
  const lines = [...footer];
  lines[unreleased] = (lines[unreleased] as string).replace(
    `${fromTag}...${branch}`,
    `${newTag}...${branch}`,
  );

  // The new version compares from the previous tag, as [Unreleased] did, whatever shape the
  // previous version's own link has (a first release's `releases/tag/v1.4.0`).
  const own = definitions.findIndex((d) => d !== null && d[1]?.replace(/^v/i, "") === version);
  if (own === -1) {
    const prior = definitions.findIndex((d) => d !== null && d[1]?.replace(/^v/i, "") === previous);
    // Next to the previous version's link, on the side [Unreleased] is (newest first, or last).
    const at = prior === -1 ? unreleased + 1 : prior < unreleased ? prior + 1 : prior;
    const indent = /^ */.exec(lines[prior === -1 ? unreleased : prior] as string)?.[0] ?? "";
    lines.splice(at, 0, `${indent}[${version}]: ${base}${fromTag}...${newTag}`);
  }
  return text.slice(0, end) + lines.join(eol);
}

/** `v1.4.0` with 1.4.0 -> `v1.5.0`: the previous tag with its version part replaced. */
function tagFor(fromTag: string, previous: string, version: string): string {
  return fromTag.slice(0, fromTag.length - previous.length) + version;
}

/** The version of the first version section below the new one's heading. */
function previousVersion(text: string, end: number, version: string): string | undefined {
  const headings = sectionHeadings(text, end);
  const at = headings.findIndex((h) => isVersionHeading(h.text, version));
  if (at === -1) return undefined;
  for (const heading of headings.slice(at + 1)) {
    const found = headingVersion(heading.text);
    if (found !== undefined) return found;
  }
  return undefined;
}
