/**
 * A changelog section written ahead of its release (DESIGN 4): the file's newest version heading
 * marked as not released yet (`## 2.0.0 - unreleased`, `2.0.0 (in development)` underlined), which
 * names the version its maintainers mean to release next. `update` fills that section in place
 * when it releases that version; check says when the commits ask for another.
 */
import { headingVersion, isAdornment, NOT_RELEASED } from "./changelog-headings.ts";

export interface AheadSection {
  /** The version its heading names, as written (`v` dropped). */
  version: string;
  /** The heading's text, trimmed. */
  heading: string;
  /** 1-based. */
  line: number;
}

/**
 * The section written ahead, or undefined: the first version heading of the file (Markdown `#` or
 * underlined) when its text says it is not released yet. A released heading above it, or none
 * marked so, gives undefined.
 */
export function aheadSection(text: string): AheadSection | undefined {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const atx = /^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/.exec(line);
    const under = (lines[i + 1] ?? "").trimEnd();
    const heading =
      atx !== null ? (atx[1] as string) : line.trim() !== "" && isAdornment(under) ? line : undefined;
    if (heading === undefined || isAdornment(line.trimEnd())) continue;
    const version = headingVersion(heading);
    if (version === undefined) continue;
    return NOT_RELEASED.test(heading) ? { version, heading: heading.trim(), line: i + 1 } : undefined;
  }
  return undefined;
}
