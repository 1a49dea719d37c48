/**
 * Keep a Changelog's compare links (the link reference definitions at the end of the file) after
 * a release section was written: `[Unreleased]` (`.../compare/v1.4.0...HEAD`, or `...main`) then
 * compares from the new tag, and the new version gets its own
 * `[1.5.0]: .../compare/v1.4.0...v1.5.0` when the previous version's link has that very shape.
 * Only links that clearly follow the pattern are touched; no URL is invented.
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

  const own = definitions.findIndex((d) => d !== null && d[1] === version);
  const prior = definitions.findIndex((d) => d !== null && d[1]?.replace(/^v/i, "") === previous);
  const priorUrl = prior === -1 ? undefined : (definitions[prior] as RegExpExecArray)[2];
  // The previous version's own link compares the same way: `<base><older>...<fromTag>`.
  const rest = priorUrl?.startsWith(base) ? priorUrl.slice(base.length) : "";
  const samePattern = /^[^/]+\.\.\.[^/]+$/.test(rest) && rest.endsWith(`...${fromTag}`);
  if (own === -1 && samePattern) {
    const indent = /^ */.exec(lines[prior] as string)?.[0] ?? "";
    lines.splice(prior, 0, `${indent}[${version}]: ${base}${fromTag}...${newTag}`);
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
