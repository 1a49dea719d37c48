/**
 * towncrier's news file, as text: where the section of a version is, and what `towncrier build`
 * makes of the file (for `update --dry-run`'s diff, which must not run the real build).
 */

/** A reST underline (or overline): one punctuation character repeated, at least three times. */
const UNDERLINE = /^([=\-~^*+#"'`:.!$%&,;<>?@_|/\\])\1{2,}[ \t]*$/;
const MARKDOWN_HEADING = /^(#{1,6})[ \t]+\S/;

/**
 * The section towncrier wrote for `version`, heading included (its overline too), or undefined when
 * there is none. It ends before the next heading of its level: a reST title adorned the same way
 * (the same character, overlined or not), a Markdown heading as deep or shallower.
 */
export function findNewsSection(text: string, version: string): string | undefined {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const names = versionPattern(version);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (!names.test(line)) continue;
    const heading = headingAt(lines, i);
    if (heading === undefined) continue;
    let end = lines.length;
    for (let j = i + 1; j < lines.length; j++) {
      const other = headingAt(lines, j);
      if (other !== undefined && endsSection(heading.level, other.level)) {
        end = other.start;
        break;
      }
    }
    return `${lines.slice(heading.start, end).join("\n").trimEnd()}\n`;
  }
  return undefined;
}

type Level = { kind: "rst"; char: string; over: boolean } | { kind: "md"; depth: number };

/** A heading: its level and its first line (a reST title's overline, when it has one). */
interface Heading {
  level: Level;
  start: number;
}

/**
 * The heading whose text is line `i`: a reST title (text over an underline, maybe under an
 * overline the same as the underline, after a blank line) or a Markdown `#`.
 */
function headingAt(lines: readonly string[], i: number): Heading | undefined {
  const line = lines[i] as string;
  const markdown = MARKDOWN_HEADING.exec(line);
  if (markdown) return { level: { kind: "md", depth: (markdown[1] as string).length }, start: i };
  if (line.trim() === "" || UNDERLINE.test(line)) return undefined;
  const under = UNDERLINE.exec(lines[i + 1] ?? "");
  if (under === null) return undefined;
  // An overline is the same as the underline, and the line above it is blank (an adornment right
  // after text underlines that text).
  const overlined =
    (lines[i - 1] ?? "").trimEnd() === (under[0] as string).trimEnd() && (lines[i - 2] ?? "").trim() === "";
  return { level: { kind: "rst", char: under[1] as string, over: overlined }, start: overlined ? i - 1 : i };
}

function endsSection(level: Level, other: Level): boolean {
  if (level.kind === "rst")
    return other.kind === "rst" && other.char === level.char && other.over === level.over;
  return other.kind === "md" && other.depth <= level.depth;
}

/** The version as a word of a heading: `1.5.0`, `v1.5.0`, `myproj 1.5.0 (2026-11-25)`; not `1.5.0rc1`. */
function versionPattern(version: string): RegExp {
  const escaped = version.replace(/^v/i, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w.+-])v?${escaped}(?![\\w+-]|\\.\\w)`, "i");
}

/**
 * The news file as `towncrier build` writes it (towncrier 22.12's `append_to_newsfile`): line ends
 * become LF, the text above `start_string` stays, the new section follows it, the older sections
 * come after a blank line. `section` is the draft (`towncrier build --draft`'s output, one
 * newline at its end, as towncrier's templates end).
 */
export function insertNewsDraft(existing: string | undefined, startString: string, section: string): string {
  if (existing === undefined) return section;
  const text = existing.replace(/\r\n?/g, "\n");
  const at = text.indexOf(startString);
  const header = at === -1 ? "" : `${text.slice(0, at).trimEnd()}\n\n${startString}\n`;
  const body = (at === -1 ? text : text.slice(at + startString.length)).trimStart();
  return `${header}${section}${body === "" ? "" : `\n\n${body}`}`;
}
