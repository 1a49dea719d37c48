import type {
  ConventionalCommit,
  CustomParser,
  Footer,
  PlanCommit,
  RawCommit,
  RevertReference,
} from "./commit.ts";

/**
 * Commit-message parsing (spec 4.5, DESIGN 4): the subject by the conventional grammar, then the
 * custom parsers; the body and the footers by Conventional Commits 1.0.0 and git's trailer habits.
 * Pure and linear in the message length: hand-written scanners, no backtracking regular expressions.
 */

/** The parts of a conventional subject line. A pull-request title is a subject too. */
export interface SubjectParts {
  /** Lower-cased (`Feat` is `feat`). */
  type: string;
  /** The raw text inside the parentheses; undefined when absent. */
  scope: string | undefined;
  /** The scope split on commas, trimmed, empty parts dropped. */
  scopes: string[];
  /** `!` before the colon (or a custom parser's non-empty `breaking` group). */
  breaking: boolean;
  /** Trimmed; never empty. */
  description: string;
}

interface SubjectMatch extends SubjectParts {
  /** For git's `Revert "<subject>"` / `Reapply "<subject>"`: the subject of the reverted commit. */
  reverted?: string;
}

/** The footer tokens that announce a breaking change; case-sensitive (CC 1.0.0 rule 15). */
const BREAKING_TOKENS = ["BREAKING CHANGE", "BREAKING-CHANGE"] as const;

/**
 * Parses one subject line (only its first line is looked at; a trailing `\r` is dropped): the
 * conventional grammar of spec 4.5 rule 1, then git's own `Revert "<subject>"` form (as type
 * `revert`), then the custom parsers in order. Undefined when nothing matches.
 */
export function parseSubject(
  subject: string,
  parsers: readonly CustomParser[] = [],
): SubjectParts | undefined {
  const match = matchSubject(firstLine(subject), parsers);
  if (match === undefined) return undefined;
  const { type, scope, scopes, breaking, description } = match;
  return { type, scope, scopes, breaking, description };
}

/** Parses a commit message: subject, body, footers, breaking changes, revert and `Release-As`. */
export function parseCommit(commit: RawCommit, parsers: readonly CustomParser[] = []): ConventionalCommit {
  const single = singleLineSubject(commit.message);
  if (single !== undefined) return parseSubjectOnly(commit, single, parsers);
  const lines = commit.message.split("\n").map(dropCarriageReturn);
  let first = 0;
  while (first < lines.length && isBlank(lines[first]!)) first++;
  const subject = lines[first] ?? "";
  const rest = lines.slice(first + 1);
  const { body, footers, bodyNotes, bodyBreaking } = parseBodyAndFooters(rest);
  const releaseAs = findReleaseAs(footers);
  const match = matchSubject(subject, parsers);

  if (match === undefined) {
    // Non-conventional commits produce no bump (DESIGN 4): a BREAKING CHANGE footer stays in
    // `footers` but does not make the commit breaking.
    return {
      commit,
      subject,
      type: "",
      scope: undefined,
      scopes: [],
      description: subject.trim(),
      body,
      footers,
      breaking: false,
      breakingNotes: [],
      conventional: false,
      revert: undefined,
      releaseAs,
    };
  }

  const footerNotes: string[] = [];
  let footerBreaking = false;
  for (const footer of footers) {
    if (!isBreakingToken(footer.token)) continue;
    footerBreaking = true;
    if (footer.value !== "") footerNotes.push(footer.value);
  }
  return {
    commit,
    subject,
    type: match.type,
    scope: match.scope,
    scopes: match.scopes,
    description: match.description,
    body,
    footers,
    breaking: match.breaking || bodyBreaking || footerBreaking,
    breakingNotes: [...bodyNotes, ...footerNotes],
    conventional: true,
    revert: match.type === "revert" ? revertReference(match, rest) : undefined,
    releaseAs,
  };
}

/**
 * The subject of a message that is one line and nothing else (most commits), else undefined. A fast
 * path: no split into lines, no body or footer scan; the result equals the general path's.
 */
function singleLineSubject(message: string): string | undefined {
  const first = message.charCodeAt(0);
  if (message.length === 0 || isSpaceCode(first)) return undefined;
  let end = message.indexOf("\n");
  if (end === -1) end = message.length;
  for (let i = end; i < message.length; i++) if (!isSpaceCode(message.charCodeAt(i))) return undefined;
  return message.charCodeAt(end - 1) === 0x0d ? message.slice(0, end - 1) : message.slice(0, end);
}

/** Shared by the one-line commits (most of a history): frozen, so a mutation would throw. */
const NO_FOOTERS = Object.freeze([]) as unknown as Footer[];
const NO_NOTES = Object.freeze([]) as unknown as string[];

function parseSubjectOnly(
  commit: RawCommit,
  subject: string,
  parsers: readonly CustomParser[],
): ConventionalCommit {
  const match = matchSubject(subject, parsers);
  return {
    commit,
    subject,
    type: match?.type ?? "",
    scope: match?.scope,
    scopes: match?.scopes ?? NO_NOTES,
    description: match?.description ?? subject.trim(),
    body: "",
    footers: NO_FOOTERS,
    breaking: match?.breaking ?? false,
    breakingNotes: NO_NOTES,
    conventional: match !== undefined,
    revert: match?.type === "revert" ? { subject: match.reverted ?? unquote(match.description) } : undefined,
    releaseAs: undefined,
  };
}

/**
 * The plan's view of a commit whose message is its subject line and a body with no footer in it
 * (the caller knows: no `:` and no `#` after the subject): equal to `toPlanCommit(parseCommit(...))`
 * of that message. Undefined for a revert, whose body may name the reverted commit.
 */
export function parseSubjectCommit(
  hash: string,
  subject: string,
  parsers: readonly CustomParser[],
): PlanCommit | undefined {
  const match = matchSubject(subject, parsers);
  if (match?.type === "revert") return undefined;
  return planCommit(
    hash,
    subject,
    match?.type ?? "",
    match?.scope,
    match?.description ?? subject.trim(),
    match?.breaking ?? false,
    NO_NOTES,
    match !== undefined,
    undefined,
    undefined,
  );
}

/** What a release plan keeps of a parsed commit (the message, body and footers left behind). */
export function toPlanCommit(c: ConventionalCommit): PlanCommit {
  return planCommit(
    c.commit.hash,
    c.subject,
    c.type,
    c.scope,
    c.description,
    c.breaking,
    c.breakingNotes,
    c.conventional,
    c.revert,
    c.releaseAs,
  );
}

/** One constructor, so every PlanCommit has the same shape (one hidden class for 100k of them). */
function planCommit(
  hash: string,
  subject: string,
  type: string,
  scope: string | undefined,
  description: string,
  breaking: boolean,
  breakingNotes: string[],
  conventional: boolean,
  revert: RevertReference | undefined,
  releaseAs: string | undefined,
): PlanCommit {
  return {
    commit: { hash },
    subject,
    type,
    scope,
    description,
    breaking,
    breakingNotes,
    conventional,
    revert,
    releaseAs,
  };
}

function matchSubject(subject: string, parsers: readonly CustomParser[]): SubjectMatch | undefined {
  return matchConventional(subject) ?? matchGitRevert(subject) ?? matchCustom(subject, parsers);
}

/** `type(scope)!: description`, scanned left to right once. */
function matchConventional(subject: string): SubjectMatch | undefined {
  // Past the end charCodeAt gives NaN, which is no word character: no bound check needed.
  let i = 0;
  while (isWordCode(subject.charCodeAt(i))) i++;
  if (i === 0) return undefined;
  const type = subject.slice(0, i).toLowerCase();
  let scope: string | undefined;
  if (subject.charCodeAt(i) === 0x28 /* ( */) {
    const close = subject.indexOf(")", i);
    if (close <= i + 1) return undefined; // unclosed, or `()`
    scope = subject.slice(i + 1, close);
    i = close + 1;
  }
  const breaking = subject.charCodeAt(i) === 0x21; /* ! */
  if (breaking) i++;
  if (subject.charCodeAt(i) !== 0x3a /* : */) return undefined;
  const description = subject.slice(i + 1).trim();
  if (description === "") return undefined;
  return { type, scope, scopes: splitScopes(scope), breaking, description };
}

/**
 * git's `Revert "<subject>"` and (git >= 2.43, reverting a revert) `Reapply "<subject>"`,
 * optionally followed by GitHub's squash suffix ` (#123)`.
 */
function matchGitRevert(subject: string): SubjectMatch | undefined {
  const reapply = subject.startsWith('Reapply "');
  if (!reapply && !subject.startsWith('Revert "')) return undefined;
  const start = reapply ? 9 : 8;
  const end = endBeforePullRequestSuffix(subject);
  if (subject.charCodeAt(end - 1) !== 0x22 /* " */) return undefined;
  const inner = subject.slice(start, end - 1); // "" when the only quote is the opening one
  if (inner.trim() === "") return undefined;
  const reverted = reapply ? `Revert "${inner}"` : inner;
  return { type: "revert", scope: undefined, scopes: [], breaking: false, description: reverted, reverted };
}

/** The index where a trailing ` (#123)` begins, or the length when there is none. */
function endBeforePullRequestSuffix(subject: string): number {
  const end = subject.trimEnd().length;
  if (subject.charCodeAt(end - 1) !== 0x29 /* ) */) return end;
  const open = subject.lastIndexOf(" (#");
  if (open < 0 || open + 3 >= end - 1) return end;
  for (let i = open + 3; i < end - 1; i++) if (!isDigitCode(subject.charCodeAt(i))) return end;
  return open;
}

function matchCustom(subject: string, parsers: readonly CustomParser[]): SubjectMatch | undefined {
  for (const { pattern } of parsers) {
    pattern.lastIndex = 0; // harmless for plain patterns; keeps a stray `g`/`y` flag stateless
    const groups = pattern.exec(subject)?.groups;
    if (groups === undefined) continue;
    const type = groups["type"]?.trim().toLowerCase();
    const description = groups["description"]?.trim();
    if (!type || !description) continue;
    const scope = groups["scope"] === "" ? undefined : groups["scope"];
    const breaking = (groups["breaking"] ?? "") !== "";
    return { type, scope, scopes: splitScopes(scope), breaking, description };
  }
  return undefined;
}

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
function parseBodyAndFooters(lines: readonly string[]): BodyAndFooters {
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

function isBreakingToken(token: string): boolean {
  return token === "BREAKING CHANGE" || token === "BREAKING-CHANGE";
}

/** The last `Release-As: X.Y.Z` footer (token case-insensitive). */
function findReleaseAs(footers: readonly Footer[]): string | undefined {
  for (let i = footers.length - 1; i >= 0; i--) {
    const footer = footers[i]!;
    if (footer.separator === ": " && footer.token.toLowerCase() === "release-as") return footer.value;
  }
  return undefined;
}

const REVERTS_COMMIT = /^This reverts commit ([0-9a-fA-F]{7,64})\b/;

function revertReference(match: SubjectMatch, rest: readonly string[]): RevertReference {
  const reference: RevertReference = { subject: match.reverted ?? unquote(match.description) };
  for (const line of rest) {
    const found = REVERTS_COMMIT.exec(line);
    if (found !== null) {
      reference.hash = found[1]!.toLowerCase();
      break;
    }
  }
  return reference;
}

/** `revert: "feat: x"` reverts `feat: x`. */
function unquote(text: string): string {
  return text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1).trim() : text;
}

function splitScopes(scope: string | undefined): string[] {
  if (scope === undefined) return NO_NOTES;
  if (!scope.includes(",")) {
    const trimmed = scope.trim();
    return trimmed === "" ? NO_NOTES : [trimmed];
  }
  return scope
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

function firstLine(text: string): string {
  const newline = text.indexOf("\n");
  return dropCarriageReturn(newline < 0 ? text : text.slice(0, newline));
}

function dropCarriageReturn(line: string): string {
  return line.endsWith("\r") ? line.slice(0, -1) : line;
}

function isBlank(line: string): boolean {
  return line.trim() === "";
}

/** Space, tab, CR, LF, vertical tab, form feed. */
function isSpaceCode(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

function isDigitCode(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isAlphanumericCode(c: number): boolean {
  return isDigitCode(c) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** `[A-Za-z0-9_]`: the spec's word characters. */
function isWordCode(c: number): boolean {
  return isAlphanumericCode(c) || c === 0x5f;
}

function isTokenCode(c: number): boolean {
  return isWordCode(c) || c === 0x2d; /* - */
}
