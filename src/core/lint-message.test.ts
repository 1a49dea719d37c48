import { describe, expect, it } from "vitest";
import { compileCustomParser, compileParsers } from "./custom-parser.ts";
import { imperativeOf } from "./imperative-mood.ts";
import {
  cleanCommitMessage,
  DEFAULT_LINT_RULES,
  type LintRule,
  type LintRules,
  lintCommitMessage,
  lintTitle,
} from "./lint-message.ts";

function rules(overrides: Partial<LintRules> = {}): LintRules {
  return { ...DEFAULT_LINT_RULES, ...overrides };
}

const errorRules = (title: string, options?: Partial<LintRules>) =>
  lintTitle(title, rules(options)).errors.map((p) => p.rule);
const warningRules = (title: string, options?: Partial<LintRules>) =>
  lintTitle(title, rules(options)).warnings.map((p) => p.rule);

describe("lintTitle: valid titles", () => {
  it.each([
    "feat: add x",
    "fix(parser): handle empty input",
    "feat(api)!: drop the v1 endpoints",
    "feat!: drop python 3.8",
    "docs(readme,cli): document --json",
    "Feat: capitalised types count",
    "chore(deps): bump hatchling from 1.25 to 1.26",
    "refactor: use GitHub's API",
    "perf: cache API lookups",
    "fix: handle README.md without a title",
    "revert: feat: add x",
    'Revert "feat: add x"',
    'Revert "feat: add x" (#12)',
  ])("%s", (title) => {
    const result = lintTitle(title);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.suggestion).toBeUndefined();
  });

  it("returns the parsed parts", () => {
    expect(lintTitle("feat(api,cli)!: add x").parts).toEqual({
      type: "feat",
      scope: "api,cli",
      scopes: ["api", "cli"],
      breaking: true,
      description: "add x",
    });
  });

  it("ignores trailing whitespace and anything after a newline", () => {
    expect(lintTitle("feat: add x  ").header).toBe("feat: add x");
    expect(lintTitle("feat: add x\r\nmore").valid).toBe(true);
  });
});

describe("lintTitle: not conventional", () => {
  // [title, what the message says, suggestion]
  const rows: [string, string, string][] = [
    ["Add x", "start with a type such as", "feat: add x"],
    ["Added support for TOML", "start with a type", "feat: add support for TOML"],
    ["Fixes crash on empty input", "start with a type", "fix: fix crash on empty input"],
    ["Update README", "start with a type", "chore: update README"],
    ["Rename the config module", "start with a type", "refactor: rename the config module"],
    ["WIP", "start with a type", "feat: WIP"],
    ["feat add x", 'a colon must follow "feat"', "feat: add x"],
    ["Fix login bug", 'a colon must follow "Fix"', "fix: login bug"],
    ["feat - add x", 'a colon must follow "feat"', "feat: add x"],
    ["fix(api) handle empty body", 'a colon must follow "fix(api)"', "fix(api): handle empty body"],
    ["feat(api: add x", 'close the scope with ")"', "feat(api): add x"],
    ["feat(): add x", "the parentheses hold no scope", "feat: add x"],
    ["feat : add x", "no space is allowed", "feat: add x"],
    ["feat (api): add x", "no space is allowed", "feat(api): add x"],
    [" feat: add x", "remove the whitespace before the type", "feat: add x"],
    ["feat：add x", "ASCII colon", "feat: add x"],
    ["[feat] add x", "without brackets", "feat: add x"],
    ["feat/api: add x", 'the type "feat/api" may only contain', "feat: add x"],
    ["feat-ui: Add x", 'the type "feat-ui" may only contain', "feat: add x"],
    ["feat!(api): add x", 'put "!" after the scope', "feat(api)!: add x"],
  ];

  it.each(rows)("%s", (title, says, suggestion) => {
    const result = lintTitle(title);
    expect(result.valid).toBe(false);
    expect(result.parts).toBeUndefined();
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.rule).toBe("header-format");
    expect(result.errors[0]!.message).toContain(JSON.stringify(title));
    expect(result.errors[0]!.message).toContain('"<type>(<scope>): <description>"');
    expect(result.errors[0]!.message).toContain(says);
    expect(result.suggestion).toBe(suggestion);
  });

  it("explains the format for a plain sentence and suggests a conventional title", () => {
    const result = lintTitle("Add x");
    expect(result.errors[0]!.message).toBe(
      '"Add x" does not follow the conventional format "<type>(<scope>): <description>": ' +
        'start with a type such as "feat" or "fix", then a colon and a description',
    );
    expect(result.suggestion).toBe("feat: add x");
  });

  it("reports an empty description", () => {
    const result = lintTitle("feat:");
    expect(result.errors.map((p) => p.rule)).toEqual(["description-empty"]);
    expect(result.errors[0]!.message).toBe('"feat:" has no description after the colon');
    expect(result.suggestion).toBe("feat: <description>");
    expect(lintTitle("fix(api):   ").errors.map((p) => p.rule)).toEqual(["description-empty"]);
  });

  it("reports an empty title", () => {
    for (const title of ["", "   "]) {
      const result = lintTitle(title);
      expect(result.valid).toBe(false);
      expect(result.errors.map((p) => p.rule)).toEqual(["empty"]);
      expect(result.errors[0]!.message).toContain("the title is empty");
    }
  });

  it("suggests a required scope and an allowed type for a plain sentence", () => {
    expect(lintTitle("Add x", rules({ requireScope: true })).suggestion).toBe("feat(<scope>): add x");
    expect(lintTitle("Add x", rules({ requireScope: true, allowedScopes: ["cli", "api"] })).suggestion).toBe(
      "feat(cli): add x",
    );
    expect(lintTitle("Add x", rules({ allowedTypes: ["feature", "bugfix"] })).suggestion).toBe(
      "feature: add x",
    );
    expect(lintTitle("Tidy things", rules({ allowedTypes: ["Change", "Fix"] })).suggestion).toBe(
      "change: tidy things",
    );
  });

  it("with the gitmoji preset, takes gitmoji subjects as the project writes them: no style warning, no suggestion", () => {
    const parsers = compileParsers([{ preset: "gitmoji" }]);
    for (const title of ["✨ Add support for X", "🔧 Update sponsors", ":bug: Fix the thing"]) {
      const result = lintTitle(title, rules({ parsers }));
      expect(result, title).toMatchObject({ valid: true, warnings: [], errors: [], suggestion: undefined });
    }
    // Its type and scope rules still hold.
    const limited = lintTitle("🔧 Update sponsors", rules({ parsers, allowedTypes: ["feat", "fix"] }));
    expect(limited.errors.map((p) => p.rule)).toEqual(["type-allowed"]);
    expect(lintTitle("✨ Add x", rules({ parsers, requireScope: true })).errors.map((p) => p.rule)).toEqual([
      "scope-required",
    ]);
    // A conventional title keeps the conventional style rules, preset or not.
    expect(lintTitle("feat: Add x", rules({ parsers })).warnings.map((p) => p.rule)).toEqual([
      "lowercase-start",
    ]);
    // Without the preset, a gitmoji title is no conventional commit.
    expect(lintTitle("✨ Add support for X").valid).toBe(false);
  });

  it("accepts subjects a configured custom parser maps", () => {
    const parsers = [compileCustomParser("^\\[(?<type>\\w+)\\] (?<description>.+)$")];
    const result = lintTitle("[feat] add x", rules({ parsers }));
    expect(result.valid).toBe(true);
    expect(result.parts?.type).toBe("feat");
  });
});

describe("lintTitle: types", () => {
  it("accepts any type when none are configured, warning about non-standard ones", () => {
    const result = lintTitle("wip: try things");
    expect(result.valid).toBe(true);
    expect(result.warnings.map((p) => p.rule)).toEqual(["type-unknown"]);
    expect(result.warnings[0]!.message).toContain('has type "wip", which is not a standard type');
  });

  it("enforces allowed_types, case-insensitively", () => {
    const allowedTypes = ["feat", "fix", "Docs"];
    expect(lintTitle("FEAT: add x", rules({ allowedTypes })).valid).toBe(true);
    expect(lintTitle("docs: add x", rules({ allowedTypes })).valid).toBe(true);
    const result = lintTitle("chore: tidy", rules({ allowedTypes }));
    expect(result.valid).toBe(false);
    expect(result.errors[0]!.message).toBe(
      '"chore: tidy" has type "chore", which is not allowed; use one of: feat, fix, docs',
    );
  });

  it.each([
    ["feature: add x", "feat: add x"],
    ["bugfix: handle x", "fix: handle x"],
    ["fxi: handle x", "fix: handle x"],
    ["doc: explain x", "docs: explain x"],
  ])("suggests the closest allowed type for %s", (title, suggestion) => {
    const result = lintTitle(title, rules({ allowedTypes: ["feat", "fix", "docs"] }));
    expect(result.errors.map((p) => p.rule)).toEqual(["type-allowed"]);
    expect(result.suggestion).toBe(suggestion);
  });

  it("does not warn about unknown types when allowed_types is configured", () => {
    expect(warningRules("wip: x", { allowedTypes: ["wip"] })).toEqual([]);
  });
});

describe("lintTitle: scopes", () => {
  it("names the missing scope when one is required", () => {
    const result = lintTitle("feat: add x", rules({ requireScope: true }));
    expect(result.valid).toBe(false);
    expect(result.errors.map((p) => p.rule)).toEqual(["scope-required"]);
    expect(result.errors[0]!.message).toBe('"feat: add x" has no scope, but a scope is required');
    expect(result.suggestion).toBe("feat(<scope>): add x");
  });

  it("keeps the breaking marker in the suggestion", () => {
    expect(lintTitle("feat!: drop x", rules({ requireScope: true })).suggestion).toBe(
      "feat(<scope>)!: drop x",
    );
  });

  it("lists and uses the allowed scopes when a scope is required", () => {
    const result = lintTitle("feat: add x", rules({ requireScope: true, allowedScopes: ["api", "cli"] }));
    expect(result.errors[0]!.message).toBe(
      '"feat: add x" has no scope, but a scope is required (one of: api, cli)',
    );
    expect(result.suggestion).toBe("feat(api): add x");
  });

  it("accepts a title with a scope when one is required", () => {
    expect(lintTitle("feat(api): add x", rules({ requireScope: true })).valid).toBe(true);
    expect(lintTitle("feat(api,cli): add x", rules({ requireScope: true })).valid).toBe(true);
  });

  it("enforces allowed_scopes on every scope, case-insensitively", () => {
    const allowedScopes = ["api", "cli", "parser"];
    expect(lintTitle("feat(API): add x", rules({ allowedScopes })).valid).toBe(true);
    expect(lintTitle("feat(api, cli): add x", rules({ allowedScopes })).valid).toBe(true);
    const result = lintTitle("feat(api,parsr,web): add x", rules({ allowedScopes }));
    expect(result.errors.map((p) => p.rule)).toEqual(["scope-allowed"]);
    expect(result.errors[0]!.message).toBe(
      '"feat(api,parsr,web): add x" has scope "parsr", "web", which are not allowed; use one of: api, cli, parser',
    );
    expect(result.suggestion).toBe("feat(api,parser,api): add x");
  });

  it("does not require a scope unless asked", () => {
    expect(errorRules("feat: add x", { allowedScopes: ["api"] })).toEqual([]);
  });

  it("reports a blank scope once", () => {
    expect(errorRules("feat( ): add x")).toEqual(["scope-empty"]);
    expect(errorRules("feat( ): add x", { requireScope: true })).toEqual(["scope-empty"]);
    expect(lintTitle("feat( ): add x", rules({ requireScope: true })).suggestion).toBe(
      "feat(<scope>): add x",
    );
  });

  it("accepts git's and GitHub's revert titles whatever the rules", () => {
    const strict = rules({ requireScope: true, allowedTypes: ["feat"], strict: true });
    expect(lintTitle('Revert "feat(api): Added a thing."', strict).valid).toBe(true);
  });
});

describe("lintTitle: style guidance", () => {
  it.each<[string, LintRule[], string]>([
    ["feat: added x", ["imperative-mood"], "feat: add x"],
    ["feat: adds x", ["imperative-mood"], "feat: add x"],
    ["feat: adding x", ["imperative-mood"], "feat: add x"],
    ["fix: fixed the parser", ["imperative-mood"], "fix: fix the parser"],
    ["fix: fixes #12", ["imperative-mood"], "fix: fix #12"],
    ["chore: updated deps", ["imperative-mood"], "chore: update deps"],
    ["chore: updates deps", ["imperative-mood"], "chore: update deps"],
    ["refactor: removed dead code", ["imperative-mood"], "refactor: remove dead code"],
    ["refactor: simplified lookups", ["imperative-mood"], "refactor: simplify lookups"],
    ["build: dropped python 3.8", ["imperative-mood"], "build: drop python 3.8"],
    ["docs: wrote a guide", ["imperative-mood"], "docs: write a guide"],
    ["feat: Add x", ["lowercase-start"], "feat: add x"],
    ["feat: Added x", ["imperative-mood", "lowercase-start"], "feat: add x"],
    ["feat: add x.", ["trailing-period"], "feat: add x"],
    ["feat(api): Added x.", ["imperative-mood", "lowercase-start", "trailing-period"], "feat(api): add x"],
  ])("%s", (title, expected, suggestion) => {
    const result = lintTitle(title);
    expect(result.valid).toBe(true);
    expect(result.warnings.map((p) => p.rule)).toEqual(expected);
    expect(result.suggestion).toBe(suggestion);
    for (const warning of result.warnings) expect(warning.message).toContain(JSON.stringify(title));
  });

  it("names the imperative form", () => {
    expect(lintTitle("feat: added x").warnings[0]!.message).toBe(
      '"feat: added x": write the description in the imperative mood ("add", not "added")',
    );
  });

  it.each([
    "feat: README covers install",
    "feat: API tokens in env",
    "feat: GitHub releases",
    "feat: I18n support",
    "feat: add support for etc...",
    "feat: settings for x",
    "feat: tests for the parser",
    "docs: changelog",
  ])("leaves %s alone", (title) => {
    expect(lintTitle(title).warnings).toEqual([]);
  });

  it("limits the description, not the header, to under 50 characters", () => {
    const ok = "a".repeat(49);
    expect(warningRules(`feat(a-long-scope-name): ${ok}`)).toEqual([]);
    const long = "a".repeat(50);
    const result = lintTitle(`feat: ${long}`);
    expect(result.warnings.map((p) => p.rule)).toEqual(["description-length"]);
    expect(result.warnings[0]!.message).toContain("the description is 50 characters long; keep it under 50");
    expect(result.suggestion).toBeUndefined();
  });

  it("counts characters, not UTF-16 units", () => {
    expect(warningRules(`feat: ${"🎉".repeat(49)}`)).toEqual([]);
  });

  it("fails on style only when strict", () => {
    const result = lintTitle("feat: Added x.", rules({ strict: true }));
    expect(result.valid).toBe(false);
    expect(result.errors.map((p) => p.rule)).toEqual([
      "imperative-mood",
      "lowercase-start",
      "trailing-period",
    ]);
    expect(result.warnings).toEqual([]);
    expect(result.suggestion).toBe("feat: add x");
  });

  it("keeps a non-standard type a warning even when strict", () => {
    const result = lintTitle("wip: try", rules({ strict: true }));
    expect(result.valid).toBe(true);
    expect(result.warnings.map((p) => p.rule)).toEqual(["type-unknown"]);
  });
});

describe("lintCommitMessage", () => {
  it("checks the subject like a title", () => {
    expect(lintCommitMessage("feat(api): add x\n").valid).toBe(true);
    const result = lintCommitMessage("Add x\n\nBecause.\n");
    expect(result.valid).toBe(false);
    expect(result.header).toBe("Add x");
    expect(result.suggestion).toBe("feat: add x");
    expect(lintCommitMessage("feat: add x\n", rules({ requireScope: true })).errors[0]!.rule).toBe(
      "scope-required",
    );
  });

  it("accepts a body and trailers", () => {
    const message = [
      "fix(parser): handle empty input",
      "",
      "The parser crashed on an empty file; return an empty result instead.",
      "",
      "Closes #12",
      "Refs #10",
      "Reviewed-by: Ada",
      "Co-authored-by: Grace Hopper <grace@example.com>",
      "Signed-off-by: Test <test@example.com>",
      "",
    ].join("\n");
    const result = lintCommitMessage(message);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it("accepts BREAKING CHANGE footers with text, also on the next lines", () => {
    expect(lintCommitMessage("feat!: drop x\n\nBREAKING CHANGE: x is gone\n").valid).toBe(true);
    expect(lintCommitMessage("feat!: drop x\n\nBREAKING-CHANGE: x is gone\n").valid).toBe(true);
    expect(lintCommitMessage("feat!: drop x\n\nBREAKING CHANGE:\n  x is gone, use y\n").valid).toBe(true);
  });

  it("rejects BREAKING CHANGE footers without text", () => {
    for (const message of [
      "feat!: drop x\n\nBREAKING CHANGE:\n",
      "feat!: drop x\n\nBREAKING CHANGE:   \nRefs #1\n",
      "feat!: drop x\n\nBREAKING-CHANGE:\n\nbody text after a blank line\n",
    ]) {
      const result = lintCommitMessage(message);
      expect(result.valid, message).toBe(false);
      expect(result.errors.map((p) => p.rule)).toEqual(["breaking-footer-empty"]);
    }
    expect(lintCommitMessage("feat!: drop x\n\nBREAKING CHANGE:\n").errors[0]!.message).toContain(
      'the "BREAKING CHANGE:" footer has no text',
    );
  });

  it("rejects misspelt breaking-change footers, which would be ignored", () => {
    for (const footer of [
      "Breaking change: x is gone",
      "BREAKING CHANGES: x is gone",
      "breaking-change: x is gone",
    ]) {
      const result = lintCommitMessage(`feat: drop x\n\n${footer}\n`);
      expect(
        result.errors.map((p) => p.rule),
        footer,
      ).toEqual(["breaking-footer-format"]);
      expect(result.errors[0]!.message).toContain('write "BREAKING CHANGE: x is gone"');
    }
  });

  it("warns when the body is not separated from the subject", () => {
    const result = lintCommitMessage("feat: add x\nmore text\n");
    expect(result.valid).toBe(true);
    expect(result.warnings.map((p) => p.rule)).toEqual(["body-leading-blank"]);
    expect(lintCommitMessage("feat: add x\nmore text\n", rules({ strict: true })).valid).toBe(false);
  });

  it("skips messages git writes itself", () => {
    for (const message of [
      "Merge branch 'main' into feature\n",
      "Merge pull request #12 from owner/branch\n",
      "Merge remote-tracking branch 'origin/main'\n",
      "Merge tag 'v1.2.0'\n",
      "fixup! feat: add x\n",
      "squash! Add x\n",
      "amend! feat: add x\n",
    ]) {
      const result = lintCommitMessage(message, rules({ requireScope: true, strict: true }));
      expect(result.valid, message).toBe(true);
      expect(result.skipped, message).toBeDefined();
    }
  });

  it("accepts git's revert message", () => {
    const message = 'Revert "feat: add x"\n\nThis reverts commit 0123456789abcdef0123456789abcdef01234567.\n';
    expect(lintCommitMessage(message, rules({ requireScope: true })).valid).toBe(true);
  });

  it("reports an empty message", () => {
    const result = lintCommitMessage("\n\n");
    expect(result.valid).toBe(false);
    expect(result.errors[0]!.message).toContain("the commit message is empty");
  });

  it("skips leading blank lines and handles CRLF", () => {
    expect(lintCommitMessage("\r\n\r\nfeat: add x\r\n\r\nbody\r\n").valid).toBe(true);
    expect(lintCommitMessage("\r\n\r\nfeat: add x\r\n\r\nbody\r\n").header).toBe("feat: add x");
  });
});

describe("cleanCommitMessage", () => {
  it("drops comment lines", () => {
    const text = [
      "feat: add x",
      "",
      "# Please enter the commit message for your changes. Lines starting",
      "# with '#' will be ignored, and an empty message aborts the commit.",
      "#",
      "# On branch main",
      "",
    ].join("\n");
    expect(cleanCommitMessage(text)).toBe("feat: add x\n");
  });

  it("keeps lines where # is not the first character", () => {
    expect(cleanCommitMessage("fix: handle x\n\nFixes #12\n  # indented\n")).toBe(
      "fix: handle x\n\nFixes #12\n  # indented\n",
    );
  });

  it("cuts everything from the scissors line on", () => {
    const text = [
      "feat: add x",
      "",
      "Body.",
      "# ------------------------ >8 ------------------------",
      "# Do not modify or remove the line above.",
      "diff --git a/x b/x",
      "+BREAKING CHANGE:",
      "Add x",
    ].join("\n");
    expect(cleanCommitMessage(text)).toBe("feat: add x\n\nBody.\n");
  });

  it("converts CRLF, strips trailing whitespace, collapses and trims blank lines", () => {
    const text = "\r\n\r\nfeat: add x   \r\n\r\n\r\n\r\nbody line\t\r\n\r\nRefs #1 \r\n\r\n";
    expect(cleanCommitMessage(text)).toBe("feat: add x\n\nbody line\n\nRefs #1\n");
  });

  it("honours another comment character", () => {
    expect(cleanCommitMessage("feat: add x\n; comment\n# kept\n", ";")).toBe("feat: add x\n# kept\n");
    expect(
      cleanCommitMessage("feat: add x\n; ------------------------ >8 ------------------------\nx\n", ";"),
    ).toBe("feat: add x\n");
  });

  it("returns an empty string for a message of comments only", () => {
    expect(cleanCommitMessage("# nothing\n#\n\n")).toBe("");
  });

  it("prepares messages for lintCommitMessage", () => {
    const text = "Added x\r\n# comment\r\n";
    expect(lintCommitMessage(cleanCommitMessage(text)).suggestion).toBe("feat: add x");
  });
});

describe("imperativeOf", () => {
  it.each([
    ["added", "add"],
    ["Adds", "add"],
    ["adding", "add"],
    ["fixed", "fix"],
    ["fixes", "fix"],
    ["updated,", "update"],
    ["updates", "update"],
    ["updating", "update"],
    ["removed", "remove"],
    ["dropped", "drop"],
    ["stopping", "stop"],
    ["simplified", "simplify"],
    ["simplifies", "simplify"],
    ["made", "make"],
    ["rewritten", "rewrite"],
    ["ran", "run"],
    ["uses", "use"],
  ])("%s -> %s", (word, base) => {
    expect(imperativeOf(word)).toBe(base);
  });

  it.each([
    "add",
    "fix",
    "update",
    "tests",
    "set",
    "readme",
    "api",
    "changelog",
    "",
  ])("%s is not flagged", (word) => {
    expect(imperativeOf(word)).toBeUndefined();
  });
});
