import { dropCarriageReturn, isBlank, isSpaceCode } from "./char-codes.ts";
import type {
  ConventionalCommit,
  CustomParser,
  Footer,
  PlanCommit,
  RawCommit,
  RevertReference,
} from "./commit.ts";
import { findReleaseAs, isBreakingToken, parseBodyAndFooters } from "./parse-footers.ts";
import { matchSubject, type SubjectMatch, splitScopes } from "./parse-subject.ts";

/**
 * Commit-message parsing (spec 4.5, DESIGN 4): the subject (parse-subject.ts), then the body and
 * the footers (parse-footers.ts), into the spec's ParsedCommit, or the slimmer PlanCommit a release
 * plan keeps. Pure and linear in the message length: hand-written scanners, no backtracking
 * regular expressions.
 */

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
    scopes: splitScopes(match.scope),
    description: match.description,
    body,
    footers,
    breaking: match.breaking || bodyBreaking || footerBreaking,
    breakingNotes: [...bodyNotes, ...footerNotes],
    conventional: true,
    revert: match.type === "revert" ? revertReference(match, rest) : undefined,
    releaseAs,
    presetBump: match.bump,
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
    scopes: splitScopes(match?.scope),
    description: match?.description ?? subject.trim(),
    body: "",
    footers: NO_FOOTERS,
    breaking: match?.breaking ?? false,
    breakingNotes: NO_NOTES,
    conventional: match !== undefined,
    revert: match?.type === "revert" ? { subject: match.reverted ?? unquote(match.description) } : undefined,
    releaseAs: undefined,
    presetBump: match?.bump,
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
    match?.bump,
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
    c.presetBump,
  );
}

/**
 * One constructor, so the PlanCommits share a few shapes (one hidden class for most of 100k). The
 * fields most commits do not have (scope, revert, Release-As, a preset's bump) are left out when
 * undefined: four fields less on each of 100k objects to allocate and collect (issue 45).
 */
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
  presetBump: PlanCommit["presetBump"],
): PlanCommit {
  const commit: PlanCommit = {
    commit: { hash },
    subject,
    type,
    description,
    breaking,
    breakingNotes,
    conventional,
  };
  if (scope !== undefined) commit.scope = scope;
  if (revert !== undefined) commit.revert = revert;
  if (releaseAs !== undefined) commit.releaseAs = releaseAs;
  if (presetBump !== undefined) commit.presetBump = presetBump;
  return commit;
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
