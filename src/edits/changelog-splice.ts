/** Text splicing shared by the changelog markups: line endings and blank lines around a section. */

/** The file's line ending: CRLF when it has one, else LF. */
export function eolOf(text: string | undefined): string {
  return text?.includes("\r\n") ? "\r\n" : "\n";
}

/** The section text with its trailing blank lines dropped and the file's line ending. */
export function withEol(section: string, eol: string): string {
  return section.replace(/\r\n/g, "\n").trimEnd().split("\n").join(eol);
}

/** Blank lines to put around a spliced section (the file's spacing between sections). */
export interface Gap {
  before?: number;
  after?: number;
}

/**
 * Replaces `[start, end)` with `body`, with `gap.before` blank lines before it (one by default;
 * none when it opens the file, and more already there stay, however many) and `gap.after` blank
 * lines after it (one by default) when more content follows. Whitespace-only text in the replaced
 * range goes; text outside it stays.
 */
export function splice(
  text: string,
  start: number,
  end: number,
  body: string,
  eol: string,
  gap: Gap = {},
): string {
  const before = text.slice(0, start);
  const after = text.slice(end);
  let breaks = 0;
  while (before.slice(0, before.length - breaks * eol.length).endsWith(eol)) breaks++;
  const lead = before === "" ? "" : eol.repeat(Math.max(0, (gap.before ?? 1) + 1 - breaks));
  if (after.trim() === "") {
    // The section becomes the last thing in the file: keep the file's final newline (or its absence).
    const finalNewline = text.endsWith("\n") || end < text.length || start === end;
    return before + lead + body + (finalNewline ? eol : "") + after.replace(/^(?:\r?\n)+/, "");
  }
  return `${before}${lead}${body}${eol.repeat((gap.after ?? 1) + 1)}${after.replace(/^(?:[ \t]*\r?\n)+/, "")}`;
}

/** A line of a text with its offsets (`end` before the line break, `next` after it). */
export interface Line {
  text: string;
  start: number;
  end: number;
  next: number;
}

/** The lines of a text, `\r` dropped from each, with offsets into the original. */
export function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    const nl = text.indexOf("\n", start);
    const next = nl === -1 ? text.length + 1 : nl + 1;
    const raw = text.slice(start, nl === -1 ? text.length : nl);
    lines.push({ text: raw.replace(/\r$/, ""), start, end: start + raw.length, next });
    if (nl === -1) break;
    start = next;
  }
  return lines;
}

/** Where the towncrier start marker's line ends (the section goes after it), if the text has one. */
export function afterTowncrierMarker(text: string): number | undefined {
  const match =
    /^(?:\.\. towncrier release notes start|<!-- towncrier release notes start -->)[ \t]*(?:\r?\n|$)/m.exec(
      text,
    );
  return match === null ? undefined : match.index + match[0].length;
}
