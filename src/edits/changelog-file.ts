/**
 * CHANGELOG.md: put a rendered release section in its place (DESIGN 4).
 *
 * - A missing or blank file becomes `# Changelog`, a blank line and the section.
 * - The section goes after the title block (the title and any intro before the first `## `
 *   heading) and after a Keep-a-Changelog `## [Unreleased]` section, which stays first.
 * - A section for the same version (`## [1.5.0] - date`, `## [1.5.0](compare-url) (date)`,
 *   `## 1.5.0`, `## v1.5.0`) is replaced where it stands, never duplicated.
 * - One blank line separates sections; CRLF files stay CRLF; the rest of the file, including a
 *   trailing block of link reference definitions (`[1.4.0]: https://...`), is kept byte for byte.
 */

const TITLE = "# Changelog";

interface Heading {
  /** Offset of the first character of the heading line. */
  start: number;
  level: 1 | 2;
  text: string;
}

export function insertChangelogSection(
  existing: string | undefined,
  section: string,
  version: string,
): string {
  if (existing === undefined || existing.trim() === "") {
    const eol = existing?.includes("\r\n") ? "\r\n" : "\n";
    return `${TITLE}${eol}${eol}${withEol(section, eol)}${eol}`;
  }
  const eol = existing.includes("\r\n") ? "\r\n" : "\n";
  const body = withEol(section, eol);
  const end = contentEnd(existing);
  const all = scanHeadings(existing, end);
  // The title is the first heading when it is a level-1 one; every other heading opens a section
  // (level 2 normally; some files use level 1 for versions).
  const headings = all[0]?.level === 1 ? all.slice(1) : all;
  const sectionEnd = (index: number) => headings[index + 1]?.start ?? end;

  const same = headings.findIndex((h) => isVersionHeading(h.text, version));
  if (same !== -1) {
    const start = (headings[same] as Heading).start;
    return splice(existing, start, sectionEnd(same), body, eol);
  }

  const first = headings[0];
  let at = first === undefined ? end : first.start;
  if (first !== undefined && isUnreleasedHeading(first.text)) at = sectionEnd(0);
  return splice(existing, at, at, body, eol);
}

/**
 * Replaces `[start, end)` with `body`, with one blank line before it (unless it opens the file)
 * and one blank line after it when more content follows. Whitespace-only text in the replaced
 * range goes; text outside it stays.
 */
function splice(text: string, start: number, end: number, body: string, eol: string): string {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === "" || before.endsWith(`${eol}${eol}`) ? "" : before.endsWith(eol) ? eol : eol + eol;
  if (after.trim() === "") {
    // The section becomes the last thing in the file: keep the file's final newline (or its absence).
    const finalNewline = text.endsWith("\n") || end < text.length || start === end;
    return before + lead + body + (finalNewline ? eol : "") + after.replace(/^(?:\r?\n)+/, "");
  }
  return `${before}${lead}${body}${eol}${eol}${after.replace(/^(?:[ \t]*\r?\n)+/, "")}`;
}

/** The section text with its trailing blank lines dropped and the file's line ending. */
function withEol(section: string, eol: string): string {
  return section.replace(/\r\n/g, "\n").trimEnd().split("\n").join(eol);
}

/** ATX headings of level 1 and 2, outside fenced code blocks, before `end`. */
function scanHeadings(text: string, end: number): Heading[] {
  const headings: Heading[] = [];
  let fence: string | undefined;
  let offset = 0;
  for (const line of text.slice(0, end).split("\n")) {
    const content = line.replace(/\r$/, "");
    if (fence !== undefined) {
      // Only a bare run of the same character, at least as long, closes a fence (CommonMark).
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(content)?.[1];
      if (close !== undefined && close[0] === fence[0] && close.length >= fence.length) fence = undefined;
    } else if (/^ {0,3}(?:`{3,}[^`]*|~{3,}.*)$/.test(content)) {
      // An opening fence; a backtick run followed by more backticks is inline code, not a fence.
      fence = /^ {0,3}(`+|~+)/.exec(content)?.[1];
    } else {
      const heading = /^ {0,3}(#{1,2})(?:[ \t]+(.*?))?[ \t]*$/.exec(content);
      if (heading)
        headings.push({ start: offset, level: heading[1] === "#" ? 1 : 2, text: heading[2] ?? "" });
    }
    offset += line.length + 1;
  }
  return headings;
}

/**
 * Where the sections end: before a trailing block of link reference definitions
 * (`[1.4.0]: https://...`, Keep a Changelog's footer), which stays at the very end.
 */
function contentEnd(text: string): number {
  const lines = text.split("\n");
  let end = text.length;
  let offset = text.length;
  let sawLink = false;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i] as string;
    offset -= line.length + (i < lines.length - 1 ? 1 : 0);
    if (line.trim() === "") continue;
    if (!/^ {0,3}\[[^\]]+\]:[ \t]*\S/.test(line)) break;
    sawLink = true;
    end = offset;
  }
  return sawLink ? end : text.length;
}

/** Whether the changelog already has a section for `version` (a heading that names it). */
export function hasVersionSection(existing: string | undefined, version: string): boolean {
  if (existing === undefined) return false;
  return scanHeadings(existing, existing.length).some((h) => isVersionHeading(h.text, version));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** `[1.5.0] - 2026-11-21`, `[1.5.0](url) (date)`, `1.5.0`, `v1.5.0 (date)`; not `1.5.0rc1`. */
export function isVersionHeading(text: string, version: string): boolean {
  const v = escapeRegExp(version.replace(/^v/i, ""));
  return new RegExp(`^(?:\\[v?${v}\\]|v?${v}(?=$|[\\s(]))`, "i").test(text);
}

function isUnreleasedHeading(text: string): boolean {
  return /^\[?unreleased\]?(?=$|[\s(:-])/i.test(text);
}

/**
 * The section for `version` as the changelog has it now (heading included, trailing blank lines
 * dropped, line endings as LF), or undefined when no heading names it: the release notes and the
 * tag message, so wording a maintainer edited in the release PR is what ships.
 */
export function readVersionSection(text: string, version: string): string | undefined {
  const end = contentEnd(text);
  const all = scanHeadings(text, end);
  const headings = all[0]?.level === 1 ? all.slice(1) : all;
  const index = headings.findIndex((h) => isVersionHeading(h.text, version));
  if (index === -1) return undefined;
  const start = (headings[index] as Heading).start;
  const stop = headings[index + 1]?.start ?? end;
  return text.slice(start, stop).replace(/\r\n/g, "\n").trimEnd();
}
