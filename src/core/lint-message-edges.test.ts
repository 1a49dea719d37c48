import { describe, expect, it } from "vitest";
import type { CustomParser } from "./commit.ts";
import {
  cleanCommitMessage,
  DEFAULT_LINT_RULES,
  type LintRules,
  lintCommitMessage,
  lintTitle,
} from "./lint-message.ts";

/** Edge cases of titles and commit messages (the main cases are in lint-message.test.ts). */

function rules(overrides: Partial<LintRules> = {}): LintRules {
  return { ...DEFAULT_LINT_RULES, ...overrides };
}

const ruleNames = (problems: readonly { rule: string }[]) => problems.map((p) => p.rule);

describe("the header that is checked", () => {
  it.each([
    ["feat: add x\nmore text", "feat: add x"],
    ["feat: add x\r\nsecond line\nthird", "feat: add x"],
    ["feat: add x  \n", "feat: add x"],
  ])("title %j -> %j", (title, header) => {
    expect(lintTitle(title).header).toBe(header);
  });

  it.each([
    ["feat: add x\r\rbody\r", "feat: add x"],
    ["  \n\t\nfeat: add x\n", "feat: add x"],
    ["feat: add x  \n", "feat: add x"],
    [" feat: add x\n", " feat: add x"],
  ])("commit message %j -> %j", (message, header) => {
    expect(lintCommitMessage(message).header).toBe(header);
  });

  it("reports the whitespace before the type of a commit subject", () => {
    expect(ruleNames(lintCommitMessage(" feat: add x\n").errors)).toEqual(["header-format"]);
  });

  it("gives the whole result of an empty title", () => {
    expect(lintTitle("")).toEqual({
      valid: false,
      header: "",
      parts: undefined,
      errors: [
        {
          rule: "empty",
          message: 'the title is empty; write "<type>(<scope>): <description>", e.g. "feat: add x"',
        },
      ],
      warnings: [],
      suggestion: undefined,
      skipped: undefined,
    });
  });
});

describe("the layout of a commit message", () => {
  it("accepts a one-line message without a newline", () => {
    const result = lintCommitMessage("feat: add x");
    expect(result.valid).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it("takes a whitespace-only second line for the blank line", () => {
    expect(lintCommitMessage("feat: add x\n  \nbody\n").warnings).toEqual([]);
  });

  it("says what to do when the body follows the subject directly", () => {
    expect(lintCommitMessage("feat: add x\nbody\n").warnings).toEqual([
      {
        rule: "body-leading-blank",
        message: '"feat: add x": leave a blank line between the subject and the body',
      },
    ]);
  });

  it("does not read the subject as a footer", () => {
    expect(ruleNames(lintCommitMessage("breaking change: drop x\n").errors)).toEqual(["header-format"]);
  });
});

describe("breaking-change footers", () => {
  it.each([
    "feat!: x\n\nBREAKING CHANGE: gone",
    "feat!: x\n\nBREAKING CHANGE:\nthe Refs: field moved\n",
    "feat!: x\n\nBREAKING CHANGE:\n  gone, use y",
    "feat: x\n\nWe avoid a breaking change: see the notes.\n",
  ])("accepts %j", (message) => {
    expect(lintCommitMessage(message).errors).toEqual([]);
  });

  it.each([
    "feat!: x\n\nBREAKING CHANGE:",
    "feat!: x\n\nBREAKING CHANGE:\n   \nbody\n",
    "feat!: x\n\nBREAKING CHANGE:\nRefs: #1\n",
  ])("finds no text in %j", (message) => {
    expect(ruleNames(lintCommitMessage(message).errors)).toEqual(["breaking-footer-empty"]);
  });

  it.each([
    ["BreakingChange: x is gone", "BREAKING CHANGE: x is gone"],
    ["BREAKING CHANGE : x is gone", "BREAKING CHANGE: x is gone"],
    ["Breaking change: x is gone  ", "BREAKING CHANGE: x is gone"],
    ["breaking_changes:x is gone", "BREAKING CHANGE:x is gone"],
    ["breaking change: see BREAKING CHANGE: docs", "BREAKING CHANGE: see BREAKING CHANGE: docs"],
  ])("corrects the misspelt %j", (footer, corrected) => {
    const result = lintCommitMessage(`feat: x\n\n${footer}\n`);
    expect(result.errors).toEqual([
      {
        rule: "breaking-footer-format",
        message: `${JSON.stringify(footer.trim())} is not a breaking-change footer; write "${corrected}" (in capitals, one space)`,
      },
    ]);
  });
});

describe("messages git writes itself", () => {
  it.each([
    ["Merge branch 'main'\n", "a merge commit written by git"],
    ["Merge feature-x into main\n", "a merge commit"],
    ["fixup! feat: add x\n", "a fixup commit (git commit --fixup/--squash), squashed before it lands"],
  ])("%j is %s", (message, skipped) => {
    expect(lintCommitMessage(message, rules({ strict: true }))).toEqual({
      valid: true,
      header: message.trimEnd(),
      parts: undefined,
      errors: [],
      warnings: [],
      suggestion: undefined,
      skipped,
    });
  });

  it.each([
    "docs: how to Merge branch x\n",
    "docs: explain Merge a into b\n",
    "docs: a fixup! commit\n",
    "Merge  x into y\n",
    "Merge x into  \n",
  ])("%j is checked", (message) => {
    expect(lintCommitMessage(message).skipped).toBeUndefined();
  });
});

describe("cleanCommitMessage", () => {
  it.each([
    ["feat: add x\r\rbody\r", "feat: add x\n\nbody\n"],
    ["feat: add x\n\nbody", "feat: add x\n\nbody\n"],
    ["# ------------------------ >8 ------------------------\nfeat: add x\n", ""],
  ])("%j -> %j", (text, cleaned) => {
    expect(cleanCommitMessage(text)).toBe(cleaned);
  });
});

describe("types, scopes and reverts", () => {
  it("keeps an allowed type even when another allowed type starts with it", () => {
    expect(lintTitle("feat add x", rules({ allowedTypes: ["feature", "feat"] })).suggestion).toBe(
      "feat: add x",
    );
  });

  it("names every standard type for an unknown one", () => {
    expect(lintTitle("wip: try").warnings[0]!.message).toBe(
      '"wip: try" has type "wip", which is not a standard type (feat, fix, docs, style, refactor, perf, test, build, ci, chore, revert); it will not bump the version',
    );
  });

  it("quotes an empty scope", () => {
    expect(lintTitle("feat( ): add x").errors[0]!.message).toBe(
      '"feat( ): add x" has an empty scope "( )"; name a scope or remove the parentheses',
    );
  });

  it("names one scope that is not allowed", () => {
    expect(lintTitle("feat(web): add x", rules({ allowedScopes: ["api", "cli"] })).errors[0]!.message).toBe(
      '"feat(web): add x" has scope "web", which is not allowed; use one of: api, cli',
    );
  });

  it("keeps the given scope when a scope is required", () => {
    expect(lintTitle("feat(api): Added x", rules({ requireScope: true })).suggestion).toBe(
      "feat(api): add x",
    );
  });

  it("checks a `revert:` title like any other", () => {
    expect(ruleNames(lintTitle("revert: Added x.").warnings)).toEqual([
      "imperative-mood",
      "lowercase-start",
      "trailing-period",
    ]);
    expect(ruleNames(lintTitle('revert: Revert "feat: x".').warnings)).toContain("trailing-period");
  });

  it("checks a custom parser's type even on a header that starts like git's revert", () => {
    const parser: CustomParser = { pattern: /^(?<type>R)evert "(?<description>.+)$/ };
    expect(ruleNames(lintTitle('Revert "unterminated', rules({ parsers: [parser] })).warnings)).toEqual([
      "type-unknown",
    ]);
  });
});

describe("style guidance", () => {
  it("quotes and corrects the verb without its punctuation", () => {
    const result = lintTitle("feat: added, then x");
    expect(result.warnings[0]!.message).toBe(
      '"feat: added, then x": write the description in the imperative mood ("add", not "added")',
    );
    expect(result.suggestion).toBe("feat: add, then x");
    const dots = lintTitle("feat: added... support");
    expect(dots.warnings[0]!.message).toContain('("add", not "added")');
    expect(dots.suggestion).toBe("feat: add... support");
  });

  it.each([
    ["feat: add x .", ["trailing-period"], "feat: add x"],
    ["feat: .", ["trailing-period"], "feat: <description>"],
    ["feat: Support, finally", ["lowercase-start"], "feat: support, finally"],
    ["feat: Python3 support", [], undefined],
    ["feat: I, too, want x", [], undefined],
    ["feat: A. b", [], undefined],
  ])("%j", (title, warnings, suggestion) => {
    const result = lintTitle(title);
    expect(ruleNames(result.warnings)).toEqual(warnings);
    expect(result.suggestion).toBe(suggestion);
  });
});
