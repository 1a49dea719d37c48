import { isWordCode } from "./char-codes.ts";

/**
 * The scientific Python prefixes (DESIGN 3), the built-in `preset = "scientific-python"` parser:
 * the development guides of the scientific Python projects ask each subject to start with an
 * upper-case prefix that says the kind of change (`ENH: add x`, `BUG: fix y`, `MAINT: tidy z`).
 * `ENH:`, `API:` and `DEP:` ask for a minor release, `BUG:`, `REV:` and `PERF:` a patch, the rest
 * none. Real subjects also join prefixes (`MAINT, BUG: ...`, `ENH/BUG: ...`: the one asking for the
 * most wins), write them in lower case now and then (`bug: ...`), and end with a squash suffix
 * (`(#123)`, kept like a conventional subject keeps it). Pure; linear in the subject's length.
 */

/** The bump a prefix asks for: its own, not spec 4.6's rule for the type it maps to. */
export type PrefixBump = "minor" | "patch" | "none";

/** What the prefixes at the start of a subject say. */
export interface PrefixMatch {
  /** The type the (winning) prefix maps to: `ENH` is `feat`, `API` is `api`, `MAINT` is `chore`. */
  type: string;
  bump: PrefixBump;
  /** `!` after the prefixes (`API!: remove x`): a breaking change, as in the conventional grammar. */
  breaking: boolean;
  /** `(scope)` after the prefixes, as written; undefined when absent. */
  scope: string | undefined;
  /** The text after the colon, trimmed; never empty. */
  description: string;
}

/**
 * The prefixes, their types and bumps (DESIGN 3). The types are the conventional ones where one
 * says the same thing, so the changelog groups are the usual ones (ENH under Features, BUG under
 * Bug Fixes, DOC under Documentation, MAINT under the hidden Chores); API and DEP have groups of
 * their own (SCIENTIFIC_SECTIONS).
 */
const PREFIXES: ReadonlyArray<readonly [prefix: string, type: string, bump: PrefixBump]> = [
  ["ENH", "feat", "minor"],
  ["API", "api", "minor"],
  ["DEP", "deprecation", "minor"],
  ["BUG", "fix", "patch"],
  ["REV", "revert", "patch"],
  ["PERF", "perf", "patch"],
  ["MAINT", "chore", "none"],
  ["DOC", "docs", "none"],
  ["TST", "test", "none"],
  ["BLD", "build", "none"],
  ["CI", "ci", "none"],
  ["STY", "style", "none"],
  ["TYP", "typing", "none"],
  ["BENCH", "bench", "none"],
  ["DEV", "dev", "none"],
  ["REL", "release", "none"],
];

/** The groups of the two types no conventional type stands for; added after the built-in ones. */
export const SCIENTIFIC_SECTIONS: Readonly<Record<string, string>> = {
  api: "API Changes",
  deprecation: "Deprecations",
};

/** Prefixes that are conventional types too (`ci:`, `perf:`): no sign of this convention alone. */
const SHARED_WITH_CONVENTIONAL = new Set(["CI", "PERF"]);

const BY_PREFIX = new Map(PREFIXES.map(([prefix, type, bump]) => [prefix, { prefix, type, bump }]));
/** The first letters of the prefixes, upper case: a subject starting otherwise (`feat:`, `fix:`) is none. */
const FIRST_LETTERS = new Set(PREFIXES.map(([prefix]) => prefix.charCodeAt(0)));
/** The longest prefix: a longer first word is none. */
const LONGEST = Math.max(...PREFIXES.map(([prefix]) => prefix.length));
const RANK: Record<PrefixBump, number> = { none: 0, patch: 1, minor: 2 };

/**
 * The prefixes a subject starts with and what follows them, or undefined when it does not start
 * with one or more known prefixes (any case), joined by `,`, `/` or `+` (spaces around allowed),
 * then an optional `(scope)`, an optional `!`, a `:` and a description.
 */
export function matchScientificPrefix(subject: string): PrefixMatch | undefined {
  const found = prefixesAt(subject);
  if (found === undefined) return undefined;
  let i = found.end;
  let scope: string | undefined;
  if (subject.charCodeAt(i) === 0x28 /* ( */) {
    const close = subject.indexOf(")", i);
    if (close <= i + 1) return undefined;
    scope = subject.slice(i + 1, close);
    i = close + 1;
  }
  const breaking = subject.charCodeAt(i) === 0x21; /* ! */
  if (breaking) i++;
  if (subject.charCodeAt(i) !== 0x3a /* : */) return undefined;
  const description = subject.slice(i + 1).trim();
  if (description === "") return undefined;
  let winner = found.prefixes[0]!;
  for (const entry of found.prefixes) if (RANK[entry.bump] > RANK[winner.bump]) winner = entry;
  return { type: winner.type, bump: winner.bump, breaking, scope, description };
}

/**
 * Whether the subject is written in this convention: it starts with its prefixes, and not only
 * with those the conventional grammar has too (`ci: ...` and `perf: ...` say nothing).
 */
export function startsWithScientificPrefix(subject: string): boolean {
  const found = prefixesAt(subject);
  if (found === undefined || matchScientificPrefix(subject) === undefined) return false;
  return found.prefixes.some((entry) => !SHARED_WITH_CONVENTIONAL.has(entry.prefix));
}

/** The prefixes by bump, for the words `init` and `check` write: `ENH/API/DEP minor, ...`. */
export function describeScientificPrefixes(): string {
  const byBump = new Map<PrefixBump, string[]>();
  for (const [prefix, , bump] of PREFIXES) byBump.set(bump, [...(byBump.get(bump) ?? []), prefix]);
  return [...byBump].map(([bump, prefixes]) => `${prefixes.join("/")} ${bump}`).join(", ");
}

interface Entry {
  prefix: string;
  type: string;
  bump: PrefixBump;
}

/** The known prefixes at the start and where they end; undefined when a word is not one. */
function prefixesAt(subject: string): { prefixes: Entry[]; end: number } | undefined {
  // Asked of every commit since the base (check's convention share): most are told at once.
  const first = subject.charCodeAt(0);
  if (!FIRST_LETTERS.has(first >= 0x61 && first <= 0x7a ? first - 0x20 : first)) return undefined;
  const prefixes: Entry[] = [];
  let i = 0;
  for (;;) {
    const start = i;
    while (isWordCode(subject.charCodeAt(i))) i++;
    if (i - start > LONGEST) return undefined;
    const entry = BY_PREFIX.get(subject.slice(start, i).toUpperCase());
    if (entry === undefined) return undefined;
    prefixes.push(entry);
    let j = i;
    while (subject.charCodeAt(j) === 0x20) j++;
    const c = subject.charCodeAt(j);
    if (c !== 0x2c /* , */ && c !== 0x2f /* / */ && c !== 0x2b /* + */) return { prefixes, end: i };
    j++;
    while (subject.charCodeAt(j) === 0x20) j++;
    i = j;
  }
}
