/** Where a Markdown changelog's sections are: its level-1 and level-2 headings and its footer. */
import { looksLikeVersionHeading } from "./changelog-headings.ts";

export interface MarkdownHeading {
  /** Offset of the first character of the heading line. */
  start: number;
  /** Offset just after the heading line's line break. */
  next: number;
  level: 1 | 2;
  text: string;
  /** A setext heading's underline character (`Title` over `=====` or `-----`); undefined for `#`. */
  setext?: "=" | "-";
}

/**
 * The headings that open sections: level 1 and 2, the title (a leading level-1 heading that names
 * no version: `v1.4.2` over `======` is a release) left out.
 */
export function sectionHeadings(text: string, end: number): MarkdownHeading[] {
  const all = scanHeadings(text, end);
  const first = all[0];
  return first?.level === 1 && !looksLikeVersionHeading(first.text) ? all.slice(1) : all;
}

/**
 * Headings of level 1 and 2, outside fenced code blocks, before `end`: ATX (`## 1.4.2`) and setext
 * (a one-line paragraph over a run of at least three `=` or `-`: `1.4.2 (2024-01-02)` over
 * `------------------`, as a hand-written HISTORY.md has them; a run after a blank line is a rule).
 */
export function scanHeadings(text: string, end: number): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  let fence: string | undefined;
  let offset = 0;
  // The line before, when it may be a setext heading's text: a one-line paragraph.
  let title: { text: string; start: number } | undefined;
  let blankBefore = true;
  for (const line of text.slice(0, end).split("\n")) {
    const content = line.replace(/\r$/, "");
    const candidate = title;
    title = undefined;
    const afterBlank = blankBefore;
    blankBefore = content.trim() === "";
    const underline = fence === undefined ? SETEXT_UNDERLINE.exec(content)?.[1] : undefined;
    if (candidate !== undefined && underline !== undefined) {
      headings.push({
        start: candidate.start,
        next: Math.min(offset + line.length + 1, text.length),
        level: underline === "=" ? 1 : 2,
        text: candidate.text,
        setext: underline as "=" | "-",
      });
      offset += line.length + 1;
      continue;
    }
    if (fence === undefined && afterBlank && SETEXT_TEXT.test(content)) {
      title = { text: content.trim(), start: offset };
    }
    if (fence !== undefined) {
      // Only a bare run of the same character, at least as long, closes a fence (CommonMark).
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(content)?.[1];
      if (close !== undefined && close[0] === fence[0] && close.length >= fence.length) fence = undefined;
    } else if (/^ {0,3}(?:`{3,}[^`]*|~{3,}.*)$/.test(content)) {
      // An opening fence; a backtick run followed by more backticks is inline code, not a fence.
      fence = /^ {0,3}(`+|~+)/.exec(content)?.[1];
    } else {
      const heading = /^ {0,3}(#{1,2})(?:[ \t]+(.*?))?[ \t]*$/.exec(content);
      if (heading) {
        headings.push({
          start: offset,
          next: Math.min(offset + line.length + 1, text.length),
          level: heading[1] === "#" ? 1 : 2,
          text: heading[2] ?? "",
        });
      }
    }
    offset += line.length + 1;
  }
  return headings;
}

const SETEXT_UNDERLINE = /^ {0,3}([=-])\1{2,}[ \t]*$/;
/** A line that may be a setext heading's text: not indented code, no block start of its own. */
const SETEXT_TEXT = /^ {0,3}(?![-*+>#<|=`~]|\d+[.)](?:\s|$))\S/;

/**
 * Where the sections end: before a trailing block of link reference definitions
 * (`[1.4.0]: https://...`, Keep a Changelog's footer), which stays at the very end.
 */
export function contentEnd(text: string): number {
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
