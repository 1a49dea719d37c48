/**
 * towncrier's news file, as text: where the section of a version is, and what `towncrier build`
 * makes of the file (for `update --dry-run`'s diff, which must not run the real build).
 */

/** A reST underline (or overline): one punctuation character repeated, at least three times. */
const UNDERLINE = /^([=\-~^*+#"'`:.!$%&,;<>?@_|/\\])\1{2,}[ \t]*$/;
const MARKDOWN_HEADING = /^(#{1,6})[ \t]+\S/;

/** The section towncrier wrote for `version`, heading included, or undefined when there is none. */
export function findNewsSection(text: string, version: string): string | undefined {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const names = versionPattern(version);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (!names.test(line)) continue;
    const level = headingLevel(lines, i);
    if (level === undefined) continue;
    let end = lines.length;
    for (let j = i + 1; j < lines.length; j++) {
      const other = headingLevel(lines, j);
      if (other !== undefined && endsSection(level, other)) {
        end = j;
        break;
      }
    }
    return `${lines.slice(i, end).join("\n").trimEnd()}\n`;
  }
  return undefined;
}

type Level = { kind: "rst"; char: string } | { kind: "md"; depth: number };

/** The heading that starts on line `i`: a reST title (text over an underline) or a Markdown `#`. */
function headingLevel(lines: readonly string[], i: number): Level | undefined {
  const line = lines[i] as string;
  const markdown = MARKDOWN_HEADING.exec(line);
  if (markdown) return { kind: "md", depth: (markdown[1] as string).length };
  if (line.trim() === "" || UNDERLINE.test(line)) return undefined;
  const under = UNDERLINE.exec(lines[i + 1] ?? "");
  return under ? { kind: "rst", char: under[1] as string } : undefined;
}

function endsSection(level: Level, other: Level): boolean {
  if (level.kind === "rst") return other.kind === "rst" && other.char === level.char;
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
