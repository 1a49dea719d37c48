import { imperativeOf } from "./imperative-mood.ts";

/**
 * Why a header (a pull-request title, a commit subject) that does not parse as conventional is
 * wrong, said as precisely as the common mistakes allow, and the parts of a corrected header.
 * Pure; used by lint-message.ts.
 */

export const FORMAT = "<type>(<scope>): <description>";
export const PLACEHOLDER = "<description>";

/** What a corrected header is made of. */
export interface Draft {
  type: string;
  scope: string | undefined;
  breaking: boolean;
  description: string;
}

export interface Diagnosis {
  rule: "header-format" | "description-empty";
  message: string;
  draft: Draft;
}

export interface DiagnosisOptions {
  /** Lower-case type names that count as types when a colon is missing (`feat add x`). */
  knownTypes: readonly string[];
  /** The type to suggest when the first word does not hint at one (default `feat`). */
  fallbackType?: string | undefined;
}

/** Explains a header that `parseSubject` rejected. */
export function diagnoseHeader(header: string, options: DiagnosisOptions): Diagnosis {
  const q = quote(header);
  const text = header.trim();
  const fail = (hint: string, draft: Draft): Diagnosis => ({
    rule: "header-format",
    message: `${q} does not follow the conventional format "${FORMAT}": ${hint}`,
    draft,
  });

  const bracketed = /^\[([A-Za-z0-9_]+)\]\s*:?\s*(.*)$/s.exec(text);
  if (bracketed !== null) {
    const draft = draftOf(bracketed[1]!, undefined, bracketed[2]! || PLACEHOLDER);
    return fail("write the type without brackets, followed by a colon", draft);
  }
  const bangFirst = /^([A-Za-z0-9_]+)!\(([^()]*)\)\s*:\s*(.*)$/s.exec(text);
  if (bangFirst !== null) {
    const [, type, scope, description] = bangFirst;
    const draft = draftOf(type!, scope!.trim() || undefined, description! || PLACEHOLDER);
    return fail(`put "!" after the scope: "${type}(${scope})!:"`, { ...draft, breaking: true });
  }

  const shape = /^([A-Za-z0-9_]+)(\s*)(?:\(([^()]*)(\)?))?(\s*)(!?)(\s*)([:：]?)(.*)$/s.exec(text);
  if (shape !== null) {
    const [, word, gapBeforeScope, scope, close, gapAfterScope, bang, gapBeforeColon, colon, rest] = shape;
    const type = word!.toLowerCase();
    if (scope !== undefined && close === "") {
      const cut = scope.search(/[:：]/);
      const inner = cut < 0 ? scope : scope.slice(0, cut);
      const after = cut < 0 ? "" : scope.slice(cut + 1);
      return fail(
        `close the scope with ")"`,
        draftOf(type, inner.trim() || undefined, after.trim() || PLACEHOLDER),
      );
    }
    // `text` is trimmed, so only the start of the rest needs cleaning.
    const description = rest!.replace(/^[-–—:\s]+/, "");
    const named = scope !== undefined && scope.trim() !== "" ? scope.trim() : undefined;
    const draft: Draft = {
      type,
      scope: named,
      breaking: bang === "!",
      description: description || PLACEHOLDER,
    };
    const indented = header.trimStart() !== header;
    if (colon !== "") {
      if (description === "" && !indented) {
        return { rule: "description-empty", message: `${q} has no description after the colon`, draft };
      }
      if (indented) return fail("remove the whitespace before the type", draft);
      if (scope !== undefined && named === undefined) {
        return fail("the parentheses hold no scope: name one or remove them", draft);
      }
      if (colon === "：") return fail(`use an ASCII colon ":" after the type`, draft);
      if (gapBeforeScope !== "" || gapAfterScope !== "" || gapBeforeColon !== "") {
        return fail("no space is allowed between the type, the scope and the colon", draft);
      }
    }
    const separated = gapBeforeScope !== "" || scope !== undefined;
    const typeLike = options.knownTypes.includes(type) || scope !== undefined;
    if (colon === "" && separated && typeLike && description !== "") {
      return fail(`a colon must follow "${word}${named === undefined ? "" : `(${named})`}${bang}"`, draft);
    }
  }

  const colonAt = text.search(/[:：]\s/);
  const prefix = text.slice(0, Math.max(colonAt, 0));
  if (colonAt > 0 && prefix.length <= 20 && !/\s/.test(prefix)) {
    // `feat/api: x`, `feat-ui: x`: a type with characters the grammar does not allow.
    const word = /[A-Za-z0-9_]+/.exec(prefix)?.[0].toLowerCase();
    const description = text.slice(colonAt + 1).trim();
    const known: readonly (string | undefined)[] = options.knownTypes;
    const type = known.includes(word) ? word! : guessType(description, options.fallbackType);
    return fail(`the type "${prefix}" may only contain letters, digits and "_"`, {
      ...draftOf(type, undefined, description || PLACEHOLDER),
    });
  }
  return fail(
    `start with a type such as "feat" or "fix", then a colon and a description`,
    draftOf(guessType(text, options.fallbackType), undefined, text),
  );
}

/** Types to suggest for a plain sentence, by its first verb. */
const TYPE_BY_VERB: Readonly<Record<string, string>> = {
  add: "feat",
  allow: "feat",
  create: "feat",
  enable: "feat",
  implement: "feat",
  introduce: "feat",
  support: "feat",
  fix: "fix",
  correct: "fix",
  handle: "fix",
  prevent: "fix",
  resolve: "fix",
  avoid: "fix",
  document: "docs",
  docs: "docs",
  refactor: "refactor",
  rename: "refactor",
  move: "refactor",
  simplify: "refactor",
  extract: "refactor",
  restructure: "refactor",
  remove: "refactor",
  optimize: "perf",
  speed: "perf",
  test: "test",
  tests: "test",
  bump: "build",
  upgrade: "build",
  downgrade: "build",
  pin: "build",
  revert: "revert",
  format: "style",
  update: "chore",
  release: "chore",
};

function guessType(text: string, fallback: string | undefined): string {
  const word = text
    .split(/\s/, 1)[0]!
    .toLowerCase()
    .replace(/[^a-z]+$/, "");
  return TYPE_BY_VERB[imperativeOf(word) ?? word] ?? fallback ?? "feat";
}

function draftOf(type: string, scope: string | undefined, description: string): Draft {
  return { type: type.toLowerCase(), scope, breaking: false, description };
}

/** The candidate closest to `value`: a prefix or part of it, else the smallest edit distance. */
export function nearest(value: string, candidates: readonly string[]): string {
  const lower = value.toLowerCase();
  // A candidate `value` starts with is also one it includes.
  const related = candidates.find((c) => c.startsWith(lower) || lower.includes(c));
  if (related !== undefined) return related;
  let best = candidates[0] ?? value;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** A header as messages quote it. */
export function quote(text: string): string {
  return JSON.stringify(text);
}
