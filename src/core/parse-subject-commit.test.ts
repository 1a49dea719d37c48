import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CustomParser } from "./commit.ts";
import { compileCustomParser, compileParsers, readsGitmoji } from "./custom-parser.ts";
import { parseCommit, parseSubjectCommit, toPlanCommit } from "./parse-commit.ts";
import { anyText } from "./test-any-text.ts";

const HASH = "0123456789abcdef0123456789abcdef01234567";

/** What the general path gives for a commit whose whole message is this subject. */
function general(subject: string, parsers: readonly CustomParser[] = []) {
  return toPlanCommit(parseCommit({ hash: HASH, message: subject }, parsers));
}

const SUBJECTS = [
  "feat: add x",
  "feat(api): add x",
  "fix(api,cli): correct y",
  "feat!: drop the old API",
  "chore(deps)!: bump",
  "  docs: explain z  ",
  "Update README",
  "Merge pull request #3 from a/feat",
  "fix:no space",
  "✨ add support for X",
  ":bug: fix y",
  "",
];

describe("parseSubjectCommit: the plan's view of a one-line commit", () => {
  for (const subject of SUBJECTS) {
    it(`equals the general path for ${JSON.stringify(subject)}`, () => {
      expect(parseSubjectCommit(HASH, subject, [])).toEqual(general(subject));
    });
  }

  it("reads type, scope, description and breaking from the subject, and nothing from a body", () => {
    expect(parseSubjectCommit(HASH, "feat(api)!: drop the old API", [])).toEqual({
      commit: { hash: HASH },
      subject: "feat(api)!: drop the old API",
      type: "feat",
      scope: "api",
      description: "drop the old API",
      breaking: true,
      breakingNotes: [],
      conventional: true,
      revert: undefined,
      releaseAs: undefined,
    });
  });

  it("takes a subject that is not conventional as its own trimmed description, type empty", () => {
    const commit = parseSubjectCommit(HASH, "  Update README ", []);
    expect(commit).toMatchObject({
      type: "",
      description: "Update README",
      breaking: false,
      conventional: false,
    });
    expect(commit?.scope).toBeUndefined();
  });

  it("is undefined for a revert (its body may name the reverted commit)", () => {
    expect(parseSubjectCommit(HASH, 'revert: "feat: add x"', [])).toBeUndefined();
    expect(parseSubjectCommit(HASH, "revert: feat: add x", [])).toBeUndefined();
  });

  it("reads with the configured parsers, as the general path does", () => {
    const parsers = [compileCustomParser("^\\[(?P<type>\\w+)\\] (?P<description>.+)$")];
    expect(parseSubjectCommit(HASH, "[feat] add x", parsers)).toMatchObject({
      type: "feat",
      description: "add x",
      conventional: true,
    });
    expect(parseSubjectCommit(HASH, "[feat] add x", parsers)).toEqual(general("[feat] add x", parsers));
    const gitmoji = compileParsers([{ preset: "gitmoji" }]);
    expect(parseSubjectCommit(HASH, "✨ add x", gitmoji)).toEqual(general("✨ add x", gitmoji));
    expect(parseSubjectCommit(HASH, "✨ add x", gitmoji)).toMatchObject({ type: "feat", conventional: true });
  });

  // The caller takes this path only for a subject with something on it (log-record.ts, mayBeBlank).
  it("equals the general path for any one-line subject that is no revert and not blank (property)", () => {
    const line = anyText({ maxLength: 40 }).map((text) => text.replace(/[\r\n]/g, " "));
    const conventional = fc
      .tuple(
        fc.constantFrom("feat", "fix", "docs", "chore", "Feat"),
        fc.option(fc.stringMatching(/^[a-z]{1,6}$/), { nil: undefined }),
        fc.boolean(),
        line,
      )
      .map(
        ([type, scope, bang, rest]) =>
          `${type}${scope === undefined ? "" : `(${scope})`}${bang ? "!" : ""}: ${rest}`,
      );
    fc.assert(
      fc.property(
        fc.oneof(line, conventional).filter((subject) => subject.trim() !== ""),
        (subject) => {
          const lean = parseSubjectCommit(HASH, subject, []);
          const full = general(subject);
          if (full.revert !== undefined || full.type === "revert") expect(lean).toBeUndefined();
          else expect(lean).toEqual(full);
        },
      ),
    );
  });
});

describe("compileParsers and readsGitmoji", () => {
  it("keeps a preset as it is and compiles a pattern, in the configured order", () => {
    const parsers = compileParsers([
      { pattern: "^(?P<type>\\w+)- (?P<description>.+)$" },
      { preset: "gitmoji" },
    ]);
    expect(parsers).toHaveLength(2);
    expect(parsers[1]).toEqual({ preset: "gitmoji" });
    expect(parsers[0]).toEqual(compileCustomParser("^(?P<type>\\w+)- (?P<description>.+)$"));
    expect("preset" in (parsers[0] as object)).toBe(false);
  });

  it("says whether the gitmoji preset is among the parsers", () => {
    expect(readsGitmoji([])).toBe(false);
    expect(readsGitmoji([{ pattern: "^(?P<type>\\w+): (?P<description>.+)$" }])).toBe(false);
    expect(readsGitmoji([{ pattern: "x" }, { preset: "gitmoji" }])).toBe(true);
  });
});
