import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCommit } from "./parse-commit.ts";
import { parseSubject } from "./parse-subject.ts";

const HASH = "0123456789abcdef0123456789abcdef01234567";
const KNOWN = ["feat", "fix", "docs", "style", "refactor", "perf", "test", "build", "ci", "chore", "revert"];

/** A type word: a known type in any case, cut short, run on, or any word. */
const typeWord = fc.oneof(
  fc
    .tuple(fc.constantFrom(...KNOWN), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }))
    .map(([type, upper]) => [...type].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join("")),
  fc.tuple(fc.constantFrom(...KNOWN), fc.integer({ min: 1, max: 7 })).map(([type, n]) => type.slice(0, n)),
  fc
    .tuple(fc.constantFrom(...KNOWN), fc.stringMatching(/^[A-Za-z0-9_]{1,3}$/), fc.boolean())
    .map(([type, more, before]) => (before ? `${more}${type}` : `${type}${more}`)),
  fc.stringMatching(/^[A-Za-z0-9_]{1,10}$/),
);

describe("parseSubject's type and scopes (issue 45: one string per known type, scopes split on demand)", () => {
  it("the type is the word lower-cased, whatever its case and however near a known type (property)", () => {
    fc.assert(
      fc.property(typeWord, (word) => {
        expect(parseSubject(`${word}: do x`)?.type).toBe(word.toLowerCase());
        expect(parseCommit({ hash: HASH, message: `${word}(api): do x\n\nbody\n` }).type).toBe(
          word.toLowerCase(),
        );
      }),
    );
  });

  it("the scopes are the scope split on commas, trimmed, the empty ones dropped (property)", () => {
    const scope = fc.stringMatching(/^[a-z ,]{1,12}$/);
    fc.assert(
      fc.property(scope, (text) => {
        const want = text
          .split(",")
          .map((part) => part.trim())
          .filter((part) => part !== "");
        expect(parseSubject(`fix(${text}): do x`)?.scopes).toEqual(want);
        expect(parseCommit({ hash: HASH, message: `fix(${text}): do x` }).scopes).toEqual(want);
        expect(parseCommit({ hash: HASH, message: `fix(${text}): do x\n\nbody\n` }).scopes).toEqual(want);
      }),
    );
  });

  it("a commit with no scope, or a revert, has no scopes", () => {
    expect(parseSubject("feat: x")?.scopes).toEqual([]);
    expect(parseCommit({ hash: HASH, message: 'Revert "feat(api): x"' }).scopes).toEqual([]);
    expect(parseCommit({ hash: HASH, message: "just words" }).scopes).toEqual([]);
  });
});
