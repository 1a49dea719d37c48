/**
 * A changelog entry's text (Markdown, as core/changelog.ts formats it) as reST inline text that
 * docutils reads back as the same words: Markdown code spans become ``literals``, reST roles
 * (:exc:`TypeError`, `x`:func:) and ``literals`` written in a commit stay as they are, and what
 * reST would misread outside them is backslash-escaped: `*` (emphasis), `|` (substitutions), a
 * stray backtick, a trailing `_` of a word (`foo_`, `a_b_`: references), `::` (a literal block
 * marker), a backslash before a letter (reST would drop it), and block starts at a line's margin
 * (`..`, `:field:`, `- `, `A. `, `(1) `, `>>>`, a line of one repeated punctuation character).
 */

const WORD = /[\p{L}\p{N}\p{M}]/u;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
/** `:role:` (names with internal `-_.:+`), right before a backtick. */
const ROLE = /^:[A-Za-z0-9](?:[\w+.-]|:(?=[A-Za-z0-9]))*:(?=`)/;

/** One line of Markdown entry text as reST. */
export function toRstInline(line: string): string {
  return escapeLineStart(convertInline(line));
}

function convertInline(line: string): string {
  let out = "";
  let i = 0;
  while (i < line.length) {
    const char = line[i] as string;
    const prev = line[i - 1] ?? "";
    if (char === ":" && !WORD.test(prev)) {
      const role = ROLE.exec(line.slice(i));
      const span = role === null ? undefined : codeSpan(line, i + role[0].length);
      if (role !== null && span !== undefined && span.ticks === 1) {
        // A reST role as written: kept byte for byte.
        out += line.slice(i, span.end);
        i = span.end;
        continue;
      }
    }
    if (char === "`") {
      const span = codeSpan(line, i);
      if (span === undefined) {
        const run = /^`+/.exec(line.slice(i))?.[0] ?? "`";
        out += "\\`".repeat(run.length);
        i += run.length;
        continue;
      }
      const suffix = span.ticks === 1 ? ROLE_SUFFIX.exec(line.slice(span.end)) : null;
      if (suffix !== null) {
        out += line.slice(i, span.end + suffix[0].length);
        i = span.end + suffix[0].length;
        continue;
      }
      out += literal(span.content, out, line[span.end] ?? "");
      i = span.end;
      continue;
    }
    if (char === "\\") {
      const next = line[i + 1];
      if (next !== undefined && ASCII_PUNCTUATION.test(next)) {
        out += `\\${next}`;
        i += 2;
      } else {
        out += "\\\\";
        i += 1;
      }
      continue;
    }
    if (char === "*" || char === "|") out += `\\${char}`;
    else if (char === "_") {
      // A run of underscores that ends a word (`foo_`, `a_b_`, `x__`) would be a reference.
      const run = /^_+/.exec(line.slice(i))?.[0] as string;
      const after = line[i + run.length] ?? "";
      out += WORD.test(after) ? run : "\\_".repeat(run.length);
      i += run.length;
      continue;
    } else if (char === ":" && line[i + 1] === ":") {
      out += ":\\:";
      i += 2;
      continue;
    } else out += char;
    i += 1;
  }
  return out;
}

/** `` `text`:role: `` — the role after the text. */
const ROLE_SUFFIX = /^:[A-Za-z0-9](?:[\w+.-]|:(?=[A-Za-z0-9]))*:(?![\w`])/;

interface CodeSpan {
  ticks: number;
  content: string;
  /** Offset after the closing backticks. */
  end: number;
}

/** The Markdown code span opening at `at` (a backtick run closed by one as long), if any. */
function codeSpan(line: string, at: number): CodeSpan | undefined {
  const ticks = /^`+/.exec(line.slice(at))?.[0].length ?? 0;
  if (ticks === 0) return undefined;
  const close = new RegExp(`(?<!\`)\`{${ticks}}(?!\`)`, "g");
  close.lastIndex = at + ticks;
  const match = close.exec(line);
  if (match === null) return undefined;
  let content = line.slice(at + ticks, match.index);
  if (/^ .*[^ ].* $|^ [^ ] $/.test(content)) content = content.slice(1, -1);
  return { ticks, content, end: match.index + ticks };
}

/**
 * ``content``, with an escaped space (`\ `, which reST drops) against a letter on either side so
 * reST sees its start and end; content a literal cannot hold (blank, spaced at an edge, with a
 * double backtick or ending with one) is written as escaped text instead.
 */
function literal(content: string, before: string, after: string): string {
  if (content.trim() === "" || /^\s|\s$|``|`$|^`/.test(content)) {
    return content.replace(/[!-/:-@[-`{-~]/g, (c) => (c === "'" || c === '"' ? c : `\\${c}`));
  }
  const lead = before !== "" && WORD.test(before.slice(-1)) ? "\\ " : "";
  const trail = WORD.test(after) ? "\\ " : "";
  return `${lead}\`\`${content}\`\`${trail}`;
}

/** Block starts reST would read at the line's margin, escaped. */
function escapeLineStart(line: string): string {
  if (/^\.\.(?:\s|$)/.test(line)) return `\\${line}`;
  if (/^[-+>](?:\s|$|-|>>)/.test(line)) return `\\${line}`;
  if (/^:(?!\\)/.test(line) && ROLE.exec(line) === null) return `\\${line}`;
  const enumerated = /^(\(?)(\d+|[A-Za-z]|[ivxlcdm]+|[IVXLCDM]+|#)([.)])(?=\s|$)/.exec(line);
  if (enumerated !== null) {
    const [whole, open = "", label = "", close = ""] = enumerated;
    return open === "" ? `${label}\\${close}${line.slice(whole.length)}` : `\\${line}`;
  }
  if (/^([!-/:-@[-`{-~])\1{3,}\s*$/.test(line)) return `\\${line}`;
  return line;
}
