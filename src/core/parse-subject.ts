import { dropCarriageReturn, isDigitCode, isWordCode } from "./char-codes.ts";
import type { CustomParser } from "./commit.ts";
import { matchGitmoji } from "./gitmoji.ts";
import { matchScientificPrefix, type PrefixBump } from "./scientific-prefixes.ts";

/**
 * The subject line of a commit or a pull-request title (spec 4.5 rule 1): the conventional grammar
 * `type(scope)!: description`, git's own `Revert "<subject>"`, then the custom parsers.
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

/**
 * What the scanners find: the parts but the scope's split, which the plan never reads (the
 * callers that do split it, `splitScopes`): no array per scoped commit of a long history.
 */
export interface SubjectMatch extends Omit<SubjectParts, "scopes"> {
  /** For git's `Revert "<subject>"` / `Reapply "<subject>"`: the subject of the reverted commit. */
  reverted?: string;
  /** The bump the scientific-python preset gives the subject's prefix (`API:` minor, `DOC:` none). */
  bump?: PrefixBump;
}

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
  const { type, scope, breaking, description } = match;
  return { type, scope, scopes: splitScopes(scope), breaking, description };
}

export function matchSubject(subject: string, parsers: readonly CustomParser[]): SubjectMatch | undefined {
  // The scientific prefixes come first: the conventional grammar would read `BUG: x` as type `bug`.
  if (parsers.length > 0 && readsScientificPrefixes(parsers)) {
    const scientific = matchScientific(subject);
    if (scientific !== undefined) return scientific;
  }
  const conventional = matchConventional(subject);
  if (conventional !== undefined) {
    return parsers.length > 0 ? withoutLeadingGitmoji(conventional, parsers) : conventional;
  }
  return matchGitRevert(subject) ?? matchCustom(subject, parsers);
}

/**
 * `feat: ✨ add x` in a project that reads gitmojis: the emoji says again what the type says, so
 * the changelog entry is the text after it (`Add x`), as for `✨ Add x`.
 */
function withoutLeadingGitmoji(match: SubjectMatch, parsers: readonly CustomParser[]): SubjectMatch {
  if (!parsers.some((p) => "preset" in p && p.preset === "gitmoji")) return match;
  const rest = matchGitmoji(match.description)?.rest;
  return rest === undefined || rest === "" ? match : { ...match, description: rest };
}

/** `type(scope)!: description`, scanned left to right once. */
function matchConventional(subject: string): SubjectMatch | undefined {
  // Past the end charCodeAt gives NaN, which is no word character: no bound check needed.
  let i = 0;
  while (isWordCode(subject.charCodeAt(i))) i++;
  if (i === 0) return undefined;
  const type = knownType(subject, i) ?? subject.slice(0, i).toLowerCase();
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
  return { type, scope, breaking, description };
}

/** The types of spec table 2.7, for `knownType`. */
const KNOWN_TYPES = [
  "feat",
  "fix",
  "docs",
  "style",
  "refactor",
  "perf",
  "test",
  "build",
  "ci",
  "chore",
  "revert",
];

/**
 * The type of `subject[0..end)` when it is one of spec table 2.7's in any case (`Feat` is
 * `feat`): the one string of it, so 100k commits hold 11 type strings, not 100k (issue 45).
 */
function knownType(subject: string, end: number): string | undefined {
  for (const type of KNOWN_TYPES) {
    if (type.length !== end) continue;
    let k = 0;
    while (k < end && (subject.charCodeAt(k) | 0x20) === type.charCodeAt(k)) k++;
    if (k === end) return type;
  }
  return undefined;
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
  return { type: "revert", scope: undefined, breaking: false, description: reverted, reverted };
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
  for (const parser of parsers) {
    if ("preset" in parser) {
      if (parser.preset !== "gitmoji") continue; // read before the conventional grammar
      const match = matchPreset(subject);
      if (match !== undefined) return match;
      continue;
    }
    const { pattern } = parser;
    pattern.lastIndex = 0; // harmless for plain patterns; keeps a stray `g`/`y` flag stateless
    const groups = pattern.exec(subject)?.groups;
    if (groups === undefined) continue;
    const type = groups["type"]?.trim().toLowerCase();
    const description = groups["description"]?.trim();
    if (!type || !description) continue;
    const scope = groups["scope"] === "" ? undefined : groups["scope"];
    const breaking = (groups["breaking"] ?? "") !== "";
    return { type, scope, breaking, description };
  }
  return undefined;
}

/**
 * The gitmoji preset: `✨ Add x` is a feature described `Add x`. A gitmoji that maps to no
 * conventional type (🎨, 🔧, ...) has its shortcode as the type (`wrench`), which asks for no
 * bump and has no changelog section unless one is configured. After the emoji, a conventional
 * header (`✨ feat(api): add x`) is read as one; `⏪️ Revert "<subject>"` names the reverted
 * subject, as git's own revert does.
 */
function matchPreset(subject: string): SubjectMatch | undefined {
  const gitmoji = matchGitmoji(subject);
  if (gitmoji === undefined || gitmoji.rest === "") return undefined;
  const { type, rest, breaking, scope } = gitmoji;
  const inner = matchConventional(rest);
  if (inner !== undefined) return { ...inner, breaking: inner.breaking || breaking };
  const reverted = type === "revert" ? matchGitRevert(rest)?.reverted : undefined;
  return {
    type,
    scope,
    breaking,
    description: rest,
    ...(reverted === undefined ? {} : { reverted }),
  };
}

function readsScientificPrefixes(parsers: readonly CustomParser[]): boolean {
  return parsers.some((p) => "preset" in p && p.preset === "scientific-python");
}

/**
 * The scientific-python preset: `BUG: fix x` is a fix described `fix x` that asks for a patch;
 * `MAINT, BUG: ...` takes the prefix that asks for the most; `REV: Revert "<subject>"` names the
 * reverted subject, as git's own revert does.
 */
function matchScientific(subject: string): SubjectMatch | undefined {
  const found = matchScientificPrefix(subject);
  if (found === undefined) return undefined;
  const { type, bump, breaking, scope, description } = found;
  const reverted = type === "revert" ? matchGitRevert(description)?.reverted : undefined;
  return {
    type,
    scope,
    breaking,
    description,
    bump,
    ...(reverted === undefined ? {} : { reverted }),
  };
}

/** Shared by the commits without a scope: frozen, so a mutation would throw. */
const NO_SCOPES = Object.freeze([]) as unknown as string[];

export function splitScopes(scope: string | undefined): string[] {
  if (scope === undefined) return NO_SCOPES;
  if (!scope.includes(",")) {
    const trimmed = scope.trim();
    return trimmed === "" ? NO_SCOPES : [trimmed];
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
