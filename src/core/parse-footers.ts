import { isAlphanumericCode, isBlank, isTokenCode } from "./char-codes.ts";
import type { Footer } from "./commit.ts";

/**
 * The body and the footers of a commit message (Conventional Commits 1.0.0 and git's trailer
 * habits): which trailing paragraphs are footers, breaking-change texts, and `Release-As`.
 */

/** The footer tokens that announce a breaking change; case-sensitive (CC 1.0.0 rule 15). */
const BREAKING_TOKENS = ["BREAKING CHANGE", "BREAKING-CHANGE"] as const;

interface BodyAndFooters {
  body: string;
  footers: Footer[];
  /** Breaking-change texts written at the start of a line inside the body. */
  bodyNotes: string[];
  bodyBreaking: boolean;
}

/**
 * The footers are the trailing paragraphs whose first line is a footer (`Token: value`,
 * `Token #value`, `BREAKING CHANGE: text`); inside them a line that is not a footer continues the
 * previous footer's value. Everything between the subject and the footers is the body.
 */
export function parseBodyAndFooters(lines: readonly string[]): BodyAndFooters {
  let footerStart = lines.length;
  let k = lines.length - 1;
  for (;;) {
    while (k >= 0 && isBlank(lines[k]!)) k--;
    if (k < 0) break;
    let start = k;
    while (start > 0 && !isBlank(lines[start - 1]!)) start--;
    if (parseFooterLine(lines[start]!) === undefined) break;
    footerStart = start;
    k = start - 1;
  }

  const footers: Footer[] = [];
  let current: { footer: Footer; lines: string[] } | undefined;
  const close = (): void => {
    if (current === undefined) return;
    current.footer.value = current.lines.join("\n").trim();
    footers.push(current.footer);
  };
  for (let i = footerStart; i < lines.length; i++) {
    const line = lines[i]!;
    const footer = parseFooterLine(line);
    if (footer === undefined) {
      current?.lines.push(line);
      continue;
    }
    close();
    current = { footer, lines: [footer.value] };
  }
  close();

  const bodyLines = lines.slice(0, footerStart);
  return { body: bodyLines.join("\n").trim(), footers, ...scanBodyForBreakingChanges(bodyLines) };
}

/** A `BREAKING CHANGE:` line inside the body: its text runs to a blank line or the next footer line. */
function scanBodyForBreakingChanges(lines: readonly string[]): {
  bodyNotes: string[];
  bodyBreaking: boolean;
} {
  const bodyNotes: string[] = [];
  let bodyBreaking = false;
  let note: string[] | undefined;
  const flush = (): void => {
    if (note === undefined) return;
    const text = note.join("\n").trim();
    if (text !== "") bodyNotes.push(text);
    note = undefined;
  };
  for (const line of lines) {
    const footer = parseFooterLine(line);
    if (footer !== undefined) {
      flush();
      if (isBreakingToken(footer.token)) {
        bodyBreaking = true;
        note = [footer.value];
      }
    } else if (isBlank(line)) {
      flush();
    } else {
      note?.push(line);
    }
  }
  flush();
  return { bodyNotes, bodyBreaking };
}

/**
 * One footer line, or undefined. `BREAKING CHANGE:` / `BREAKING-CHANGE:` (uppercase) may have its
 * text on the following lines; other tokens are letters, digits, `-` and `_` starting with a letter
 * or digit, then `: ` or ` #`, then a non-blank value.
 */
function parseFooterLine(line: string): Footer | undefined {
  for (const token of BREAKING_TOKENS) {
    if (line.startsWith(token) && line.charCodeAt(token.length) === 0x3a /* : */) {
      return { token, separator: ": ", value: line.slice(token.length + 1).trim() };
    }
  }
  if (!isAlphanumericCode(line.charCodeAt(0))) return undefined;
  let i = 1;
  while (isTokenCode(line.charCodeAt(i))) i++;
  const at = line.charCodeAt(i);
  const next = line.charCodeAt(i + 1);
  let separator: Footer["separator"];
  if (at === 0x3a /* : */ && (next === 0x20 || next === 0x09)) separator = ": ";
  else if (at === 0x20 && next === 0x23 /* # */) separator = " #";
  else return undefined;
  const value = line.slice(i + 2).trim();
  if (value === "") return undefined;
  return { token: line.slice(0, i), separator, value };
}

export function isBreakingToken(token: string): boolean {
  return token === "BREAKING CHANGE" || token === "BREAKING-CHANGE";
}

/** The last `Release-As: X.Y.Z` footer (token case-insensitive). */
export function findReleaseAs(footers: readonly Footer[]): string | undefined {
  for (let i = footers.length - 1; i >= 0; i--) {
    const footer = footers[i]!;
    if (footer.separator === ": " && footer.token.toLowerCase() === "release-as") return footer.value;
  }
  return undefined;
}
