/**
 * Builders for the domain objects tests need (test-only: imported by *.test.ts files, never by the
 * product; excluded from mutation testing).
 */
import type { ConventionalCommit } from "./commit.ts";
import { parseCommit } from "./parse-commit.ts";

let counter = 0;

/** A fresh, distinct 40-character hash. */
export function freshHash(): string {
  counter += 1;
  return counter.toString(16).padStart(40, "c");
}

/** A commit as the parser reads `message`, with a fresh hash unless one is given. */
export function commit(message: string, hash: string = freshHash()): ConventionalCommit {
  return parseCommit({ hash, message });
}

/**
 * A commit built field by field, for callers of the library API that make their own commits:
 * conventional with type `chore` and nothing else unless `fields` says otherwise.
 */
export function commitWith(fields: Partial<ConventionalCommit>): ConventionalCommit {
  const subject = fields.subject ?? `${fields.type ?? "chore"}: something`;
  return {
    commit: { hash: freshHash(), message: subject },
    subject,
    type: "chore",
    scope: undefined,
    scopes: [],
    description: "something",
    body: "",
    footers: [],
    breaking: false,
    breakingNotes: [],
    conventional: true,
    revert: undefined,
    releaseAs: undefined,
    ...fields,
  };
}
