import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ConventionalCommit, CustomParser } from "./commit.ts";
import { compileCustomParser } from "./custom-parser.ts";
import { parseCommit } from "./parse-commit.ts";
import { parseSubject } from "./parse-subject.ts";
import { anyText } from "./test-any-text.ts";

const HASH = "0123456789abcdef0123456789abcdef01234567";

function parse(message: string, parsers: readonly CustomParser[] = []): ConventionalCommit {
  return parseCommit({ hash: HASH, message }, parsers);
}

/** Every message a table below feeds to the parser, to count them. */
const covered = new Set<string>();
function cover<T extends readonly [string, ...unknown[]]>(rows: T[]): T[] {
  for (const row of rows) covered.add(row[0]);
  return rows;
}

// [subject, type ("" = not conventional), scope, breaking, description]
type SubjectRow = [string, string, string | undefined, boolean, string];

const subjects: SubjectRow[] = cover<SubjectRow>([
  ["feat: add x", "feat", undefined, false, "add x"],
  ["fix: correct y", "fix", undefined, false, "correct y"],
  ["docs: update README", "docs", undefined, false, "update README"],
  ["style: format", "style", undefined, false, "format"],
  ["refactor: split module", "refactor", undefined, false, "split module"],
  ["perf: cache lookups", "perf", undefined, false, "cache lookups"],
  ["test: cover edge cases", "test", undefined, false, "cover edge cases"],
  ["build: bump hatchling", "build", undefined, false, "bump hatchling"],
  ["ci: run on 3.13", "ci", undefined, false, "run on 3.13"],
  ["chore: tidy", "chore", undefined, false, "tidy"],
  ["custom_type: anything", "custom_type", undefined, false, "anything"],
  ["type2: digits in type", "type2", undefined, false, "digits in type"],
  ["123: numeric type", "123", undefined, false, "numeric type"],
  ["_: underscore type", "_", undefined, false, "underscore type"],
  ["Feat: capitalised", "feat", undefined, false, "capitalised"],
  ["FEAT: shouting", "feat", undefined, false, "shouting"],
  ["FiX(Parser): mixed case", "fix", "Parser", false, "mixed case"],
  ["feat(parser): add arrays", "feat", "parser", false, "add arrays"],
  ["fix(api)!: drop v1", "fix", "api", true, "drop v1"],
  ["fix!: breaking fix", "fix", undefined, true, "breaking fix"],
  ["Fix!: capital breaking", "fix", undefined, true, "capital breaking"],
  ["feat(a,b): two scopes", "feat", "a,b", false, "two scopes"],
  ["feat( a , b ): spaced scopes", "feat", " a , b ", false, "spaced scopes"],
  ["feat(a,,b,): empty scope parts", "feat", "a,,b,", false, "empty scope parts"],
  ["feat( ): blank scope", "feat", " ", false, "blank scope"],
  ["feat(ui/button): slash scope", "feat", "ui/button", false, "slash scope"],
  ["feat(a b): space in scope", "feat", "a b", false, "space in scope"],
  ["feat(a:b): colon in scope", "feat", "a:b", false, "colon in scope"],
  ["feat($@#): symbols in scope", "feat", "$@#", false, "symbols in scope"],
  ["feat(a(b): open paren in scope", "feat", "a(b", false, "open paren in scope"],
  ["fix: handle a:b in keys", "fix", undefined, false, "handle a:b in keys"],
  ["fix: a: b: c", "fix", undefined, false, "a: b: c"],
  ["fix:no space", "fix", undefined, false, "no space"],
  ["fix:\tafter a tab", "fix", undefined, false, "after a tab"],
  ["fix:    many spaces   ", "fix", undefined, false, "many spaces"],
  ["fix: x", "fix", undefined, false, "x"],
  ["feat!:x", "feat", undefined, true, "x"],
  ["feat: add x (#123)", "feat", undefined, false, "add x (#123)"],
  ["fix(cli): handle --help (#4567)", "fix", "cli", false, "handle --help (#4567)"],
  ["feat: ✨ add sparkles", "feat", undefined, false, "✨ add sparkles"],
  ["feat(🎉): party scope", "feat", "🎉", false, "party scope"],
  ["fix: 修复解析错误", "fix", undefined, false, "修复解析错误"],
  ["docs(ü): Übersetzung ergänzen", "docs", "ü", false, "Übersetzung ergänzen"],
  ["feat: emoji at end 🚀", "feat", undefined, false, "emoji at end 🚀"],
  ["feat: (parenthesised) description", "feat", undefined, false, "(parenthesised) description"],
  ["feat: description with ! mark!", "feat", undefined, false, "description with ! mark!"],
  ["revert: feat: add x", "revert", undefined, false, "feat: add x"],
  ["release: 1.2.3", "release", undefined, false, "1.2.3"],
  ["chore(release): 2.0.0", "chore", "release", false, "2.0.0"],
  [
    "chore(deps): bump requests from 2.31.0 to 2.32.0",
    "chore",
    "deps",
    false,
    "bump requests from 2.31.0 to 2.32.0",
  ],
  ["build(deps-dev): bump pytest", "build", "deps-dev", false, "bump pytest"],
  ['Revert "feat: add x"', "revert", undefined, false, "feat: add x"],
  ['Revert "feat: add x (#12)" (#13)', "revert", undefined, false, "feat: add x (#12)"],
  ['Reapply "feat: add x"', "revert", undefined, false, 'Revert "feat: add x"'],
  // not conventional
  ["", "", undefined, false, ""],
  ["   ", "", undefined, false, ""],
  ["feat: ", "", undefined, false, "feat:"],
  ["feat:", "", undefined, false, "feat:"],
  ["feat:   \t ", "", undefined, false, "feat:"],
  ["feat(): empty scope", "", undefined, false, "feat(): empty scope"],
  ["feat():", "", undefined, false, "feat():"],
  ["feat(scope: unclosed", "", undefined, false, "feat(scope: unclosed"],
  ["feat(a(b)): nested parentheses", "", undefined, false, "feat(a(b)): nested parentheses"],
  ["feat((a)): double parentheses", "", undefined, false, "feat((a)): double parentheses"],
  ["feat(a)(b): two scopes groups", "", undefined, false, "feat(a)(b): two scopes groups"],
  ["feat!(a): bang before scope", "", undefined, false, "feat!(a): bang before scope"],
  ["feat!!: double bang", "", undefined, false, "feat!!: double bang"],
  ["feat : space before colon", "", undefined, false, "feat : space before colon"],
  ["feat - dash separator", "", undefined, false, "feat - dash separator"],
  [" feat: leading space", "", undefined, false, "feat: leading space"],
  ["feat add x", "", undefined, false, "feat add x"],
  ["fëat: non-ascii type", "", undefined, false, "fëat: non-ascii type"],
  ["feat-ui: dash in type", "", undefined, false, "feat-ui: dash in type"],
  ["feat.ui: dot in type", "", undefined, false, "feat.ui: dot in type"],
  [": no type", "", undefined, false, ": no type"],
  ["(scope): no type", "", undefined, false, "(scope): no type"],
  ["✨ feat: emoji first", "", undefined, false, "✨ feat: emoji first"],
  [":sparkles: gitmoji", "", undefined, false, ":sparkles: gitmoji"],
  ["Merge pull request #12 from a/b", "", undefined, false, "Merge pull request #12 from a/b"],
  ["Merge branch 'x'", "", undefined, false, "Merge branch 'x'"],
  ["Merge branch 'main' into feature/y", "", undefined, false, "Merge branch 'main' into feature/y"],
  [
    "Merge remote-tracking branch 'origin/main'",
    "",
    undefined,
    false,
    "Merge remote-tracking branch 'origin/main'",
  ],
  ["Update README.md", "", undefined, false, "Update README.md"],
  ["Initial commit", "", undefined, false, "Initial commit"],
  ["WIP", "", undefined, false, "WIP"],
  ['Revert ""', "", undefined, false, 'Revert ""'],
  ['Revert "unterminated', "", undefined, false, 'Revert "unterminated'],
  ["Revert feat: no quotes", "", undefined, false, "Revert feat: no quotes"],
  ["breaking change: lowercase", "", undefined, false, "breaking change: lowercase"],
]);

describe("parseCommit: subject", () => {
  it.each(subjects)("%j", (message, type, scope, breaking, description) => {
    const parsed = parse(message);
    expect(parsed).toMatchObject({ type, scope, breaking, description, conventional: type !== "" });
    expect(parsed.subject).toBe(message.trim() === "" ? "" : message);
    const parts = parseSubject(message);
    if (type === "") expect(parts).toBeUndefined();
    else expect(parts).toMatchObject({ type, scope, breaking, description });
  });

  it.each(
    cover<[string, string[]]>([
      ["feat(a,b): x", ["a", "b"]],
      ["feat( a , b ): spaced", ["a", "b"]],
      ["feat(a,,b,): drop empties", ["a", "b"]],
      ["feat( ): blank", []],
      ["feat(core, cli ,docs): three", ["core", "cli", "docs"]],
      ["feat: none", []],
    ]),
  )("scopes of %j", (message, scopes) => {
    expect(parse(message).scopes).toEqual(scopes);
  });

  it("uses the first non-blank line, drops a trailing CR and keeps the subject as written", () => {
    expect(parse("\n\nfeat: late subject\n\nbody")).toMatchObject({
      subject: "feat: late subject",
      body: "body",
    });
    expect(parse("feat: crlf\r\n")).toMatchObject({ subject: "feat: crlf", description: "crlf" });
    expect(parse("fix:  spaced  ").subject).toBe("fix:  spaced  ");
    expect(parseSubject("feat(x)!: a title\r")).toEqual({
      type: "feat",
      scope: "x",
      scopes: ["x"],
      breaking: true,
      description: "a title",
    });
    expect(parseSubject("feat: first\nsecond line")?.description).toBe("first");
  });
});

// The examples of https://www.conventionalcommits.org/en/v1.0.0/ (website and repository versions).
/** What `toMatchObject` checks: any subset of the fields, nested objects partial too. */
type Expected = { [K in keyof ConventionalCommit]?: unknown };
type ExampleRow = [string, Expected];
const specExamples: ExampleRow[] = cover<ExampleRow>([
  [
    "feat: allow provided config object to extend other configs\n\nBREAKING CHANGE: `extends` key in config file is now used for extending other config files",
    {
      type: "feat",
      breaking: true,
      body: "",
      breakingNotes: ["`extends` key in config file is now used for extending other config files"],
    },
  ],
  [
    "feat!: send an email to the customer when a product is shipped",
    { type: "feat", scope: undefined, breaking: true, breakingNotes: [] },
  ],
  [
    "feat(api)!: send an email to the customer when a product is shipped",
    {
      type: "feat",
      scope: "api",
      breaking: true,
      description: "send an email to the customer when a product is shipped",
    },
  ],
  [
    "chore!: drop support for Node 6\n\nBREAKING CHANGE: use JavaScript features not available in Node 6.",
    { type: "chore", breaking: true, breakingNotes: ["use JavaScript features not available in Node 6."] },
  ],
  [
    "refactor!: drop support for Node 6",
    { type: "refactor", breaking: true, description: "drop support for Node 6" },
  ],
  ["refactor(runtime)!: drop support for Node 6", { type: "refactor", scope: "runtime", breaking: true }],
  [
    "refactor!: drop support for Node 6\n\nBREAKING CHANGE: refactor to use JavaScript features not available in Node 6.",
    { breaking: true, breakingNotes: ["refactor to use JavaScript features not available in Node 6."] },
  ],
  [
    "docs: correct spelling of CHANGELOG",
    { type: "docs", description: "correct spelling of CHANGELOG", body: "" },
  ],
  ["feat(lang): add Polish language", { type: "feat", scope: "lang", description: "add Polish language" }],
  ["feat(lang): add polish language", { type: "feat", scope: "lang", description: "add polish language" }],
  [
    "fix: prevent racing of requests\n\nIntroduce a request id and a reference to latest request. Dismiss\nincoming responses other than from latest request.\n\nRemove timeouts which were used to mitigate the racing issue but are\nobsolete now.\n\nReviewed-by: Z\nRefs: #123",
    {
      type: "fix",
      breaking: false,
      body: "Introduce a request id and a reference to latest request. Dismiss\nincoming responses other than from latest request.\n\nRemove timeouts which were used to mitigate the racing issue but are\nobsolete now.",
      footers: [
        { token: "Reviewed-by", separator: ": ", value: "Z" },
        { token: "Refs", separator: ": ", value: "#123" },
      ],
    },
  ],
  [
    "fix: correct minor typos in code\n\nsee the issue for details\n\non typos fixed.\n\nReviewed-by: Z\nRefs #133",
    {
      body: "see the issue for details\n\non typos fixed.",
      footers: [
        { token: "Reviewed-by", separator: ": ", value: "Z" },
        { token: "Refs", separator: " #", value: "133" },
      ],
    },
  ],
  [
    "revert: let us never again speak of the noodle incident\n\nRefs: 676104e, a215868",
    {
      type: "revert",
      description: "let us never again speak of the noodle incident",
      revert: { subject: "let us never again speak of the noodle incident" },
      footers: [{ token: "Refs", separator: ": ", value: "676104e, a215868" }],
      body: "",
    },
  ],
]);

describe("parseCommit: Conventional Commits 1.0.0 examples", () => {
  it.each(specExamples)("%j", (message, expected) => {
    expect(parse(message)).toMatchObject({ conventional: true, ...expected });
  });
});

const messages: ExampleRow[] = cover<ExampleRow>([
  ["feat: x\n\nJust a body.", { body: "Just a body.", footers: [], breaking: false }],
  ["feat: x\n\n  indented body  \n\n", { body: "indented body" }],
  ["feat: x\nbody without blank line", { body: "body without blank line" }],
  ["feat: x\n\n\n\nfar body\n\n\n", { body: "far body" }],
  [
    "feat: x\r\n\r\nbody line one\r\nbody line two\r\n\r\nRefs: #1\r\n",
    {
      subject: "feat: x",
      body: "body line one\nbody line two",
      footers: [{ token: "Refs", separator: ": ", value: "#1" }],
    },
  ],
  [
    "feat!: crlf\r\n\r\nBREAKING CHANGE: first line\r\n  second line\r\n",
    { breaking: true, breakingNotes: ["first line\n  second line"] },
  ],
  [
    "feat: x\n\nBREAKING CHANGE: the config file moved.\nRun `releaser migrate` to convert it.\n\nCloses #12",
    {
      breaking: true,
      breakingNotes: ["the config file moved.\nRun `releaser migrate` to convert it."],
      footers: [
        {
          token: "BREAKING CHANGE",
          separator: ": ",
          value: "the config file moved.\nRun `releaser migrate` to convert it.",
        },
        { token: "Closes", separator: " #", value: "12" },
      ],
    },
  ],
  [
    "feat: x\n\nBREAKING-CHANGE: hyphenated token",
    {
      breaking: true,
      breakingNotes: ["hyphenated token"],
      footers: [{ token: "BREAKING-CHANGE", separator: ": ", value: "hyphenated token" }],
    },
  ],
  [
    "fix: x\n\nBREAKING CHANGE:\nthe text starts\non the next line",
    { breaking: true, breakingNotes: ["the text starts\non the next line"] },
  ],
  ["fix: x\n\nBREAKING CHANGE:no space", { breaking: true, breakingNotes: ["no space"] }],
  ["fix: x\n\nBREAKING CHANGE:", { breaking: true, breakingNotes: [] }],
  ["fix: x\n\nBREAKING CHANGE: one\nBREAKING-CHANGE: two", { breaking: true, breakingNotes: ["one", "two"] }],
  [
    "fix: x\n\nbreaking change: lowercase is not the token",
    { breaking: false, breakingNotes: [], footers: [] },
  ],
  [
    "fix: x\n\nbreaking-change: lowercase hyphenated",
    {
      breaking: false,
      footers: [{ token: "breaking-change", separator: ": ", value: "lowercase hyphenated" }],
    },
  ],
  ["fix: x\n\nBreaking Change: title case", { breaking: false }],
  ["fix: x\n\nBREAKING CHANGES: plural is not the token", { breaking: false, footers: [] }],
  ["fix: x\n\n  BREAKING CHANGE: indented is not a footer", { breaking: false }],
  ["fix: x\n\nThis has a BREAKING CHANGE: mid-line", { breaking: false }],
  [
    "fix: x\nBREAKING CHANGE: right after the subject",
    { breaking: true, body: "", breakingNotes: ["right after the subject"] },
  ],
  [
    "feat: x\n\nSome context.\nBREAKING CHANGE: removed the foo option\nuse bar instead\n\nMore explanation after.",
    {
      breaking: true,
      breakingNotes: ["removed the foo option\nuse bar instead"],
      footers: [],
      body: "Some context.\nBREAKING CHANGE: removed the foo option\nuse bar instead\n\nMore explanation after.",
    },
  ],
  [
    "feat: x\n\nBREAKING CHANGE: in the body\nRefs: #4\nstill refs\n\nFinal prose paragraph.",
    { breaking: true, breakingNotes: ["in the body"], footers: [] },
  ],
  [
    "feat: x\n\nBREAKING CHANGE: body note\n\nmiddle\n\nBREAKING CHANGE: footer note",
    {
      breaking: true,
      breakingNotes: ["body note", "footer note"],
      body: "BREAKING CHANGE: body note\n\nmiddle",
    },
  ],
  [
    "docs: x\n\nIntro.\n\nBREAKING CHANGE: mid body\n\nOutro.",
    { breaking: true, breakingNotes: ["mid body"] },
  ],
  ["feat(api)!: x\n\nBREAKING CHANGE: both markers", { breaking: true, breakingNotes: ["both markers"] }],
  [
    "fix: x\n\nReviewed-by: Z\n\nRefs #123\n\nCo-authored-by: A <a@example.com>",
    {
      body: "",
      footers: [
        { token: "Reviewed-by", separator: ": ", value: "Z" },
        { token: "Refs", separator: " #", value: "123" },
        { token: "Co-authored-by", separator: ": ", value: "A <a@example.com>" },
      ],
    },
  ],
  [
    "fix: x\n\nFixes #1\nCloses #2\nResolves: #3",
    {
      footers: [
        { token: "Fixes", separator: " #", value: "1" },
        { token: "Closes", separator: " #", value: "2" },
        { token: "Resolves", separator: ": ", value: "#3" },
      ],
    },
  ],
  [
    "fix: x\n\nbody\n\nSigned-off-by: A <a@example.com>\nSigned-off-by: B <b@example.com>",
    { body: "body", footers: [{ value: "A <a@example.com>" }, { value: "B <b@example.com>" }] },
  ],
  [
    "fix: x\n\nNote: a footer value\n  that continues\nand continues",
    {
      body: "",
      footers: [{ token: "Note", separator: ": ", value: "a footer value\n  that continues\nand continues" }],
    },
  ],
  [
    "fix: x\n\nRefs: #1\n\nA closing prose paragraph.",
    { body: "Refs: #1\n\nA closing prose paragraph.", footers: [] },
  ],
  ["fix: x\n\nExplain the fix.\nFixes #12", { body: "Explain the fix.\nFixes #12", footers: [] }],
  [
    "fix: x\n\nSee https://example.com/a:b for details",
    { body: "See https://example.com/a:b for details", footers: [] },
  ],
  ["fix: x\n\nhttps://example.com/issue", { body: "https://example.com/issue", footers: [] }],
  ["fix: x\n\nRefs: ", { body: "Refs:", footers: [] }],
  ["fix: x\n\nIssue #", { body: "Issue #", footers: [] }],
  ["fix: x\n\n-Token: leading dash", { footers: [] }],
  ["fix: x\n\nsnake_case_token: value", { footers: [{ token: "snake_case_token", value: "value" }] }],
  ["fix: x\n\nRefs:\t#9", { footers: [{ token: "Refs", separator: ": ", value: "#9" }] }],
  ["chore(release): 2.0.0\n\nRelease-As: 2.0.0", { releaseAs: "2.0.0" }],
  ["chore: x\n\nrelease-as:   3.1.0  ", { releaseAs: "3.1.0" }],
  ["chore: x\n\nRELEASE-AS: 4.0.0rc1\nRelease-As: 4.0.0", { releaseAs: "4.0.0" }],
  ["chore: x\n\nRelease-As 2.0.0", { releaseAs: undefined }],
  ["chore: x\n\nWe should Release-As: 2.0.0 soon", { releaseAs: undefined }],
  ["fix: x\n\nrefs: not release-as", { releaseAs: undefined }],
  [
    "feat: add x (#45)\n\n* feat: add x\n\n* fix: typo\n\n---------\n\nCo-authored-by: B <b@example.com>",
    {
      description: "add x (#45)",
      body: "* feat: add x\n\n* fix: typo\n\n---------",
      footers: [{ token: "Co-authored-by" }],
    },
  ],
  [
    "build(deps): bump requests from 2.31.0 to 3.0.0\n\nBumps [requests](https://example.com) from 2.31.0 to 3.0.0.\n- [Commits](https://example.com/c)\n\n---\nupdated-dependencies:\n- dependency-name: requests\n  update-type: version-update:semver-major\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
    {
      type: "build",
      scope: "deps",
      breaking: false,
      footers: [{ token: "Signed-off-by", separator: ": ", value: "dependabot[bot] <support@github.com>" }],
    },
  ],
  [
    "Merge pull request #12 from a/b\n\nfeat!: add y\n\nBREAKING CHANGE: y replaces z",
    {
      conventional: false,
      type: "",
      breaking: false,
      breakingNotes: [],
      footers: [{ token: "BREAKING CHANGE" }],
    },
  ],
  [
    "Merge branch 'feature'\n\n# Conflicts:\n#\tsrc/a.py",
    { conventional: false, description: "Merge branch 'feature'" },
  ],
  ["Update docs\n\nBREAKING CHANGE: ignored for non-conventional", { conventional: false, breaking: false }],
  ["Release 2.0\n\nRelease-As: 2.0.0", { conventional: false, releaseAs: "2.0.0" }],
  ["\n", { subject: "", conventional: false, body: "", footers: [] }],
  ["\r\n\r\n", { subject: "", conventional: false }],
]);

describe("parseCommit: body and footers", () => {
  it.each(messages)("%j", (message, expected) => {
    expect(parse(message)).toMatchObject(expected);
  });
});

const reverts: ExampleRow[] = cover<ExampleRow>([
  [
    'Revert "feat: add x"\n\nThis reverts commit 1234567890abcdef1234567890abcdef12345678.\n',
    {
      type: "revert",
      conventional: true,
      revert: { subject: "feat: add x", hash: "1234567890abcdef1234567890abcdef12345678" },
      body: "This reverts commit 1234567890abcdef1234567890abcdef12345678.",
    },
  ],
  ['Revert "fix(api): y"', { revert: { subject: "fix(api): y" } }],
  [
    'Revert "Revert "feat: add x""\n\nThis reverts commit abcdef1.',
    { description: 'Revert "feat: add x"', revert: { subject: 'Revert "feat: add x"', hash: "abcdef1" } },
  ],
  [
    'Reapply "feat: add x"\n\nThis reverts commit ABCDEF1234.',
    { revert: { subject: 'Revert "feat: add x"', hash: "abcdef1234" } },
  ],
  [
    'Revert "Merge pull request #3 from a/b"\n\nThis reverts commit 1111111111, reversing\nchanges made to 2222222222.',
    { revert: { subject: "Merge pull request #3 from a/b", hash: "1111111111" } },
  ],
  ['Revert "feat: add x (#12)" (#13)\n\nReverts owner/repo#12', { revert: { subject: "feat: add x (#12)" } }],
  [
    "revert: feat: add x\n\nThis reverts commit deadbeef.",
    { revert: { subject: "feat: add x", hash: "deadbeef" } },
  ],
  ['revert: "feat: quoted"', { description: '"feat: quoted"', revert: { subject: "feat: quoted" } }],
  ["revert(api)!: fix: y", { breaking: true, scope: "api", revert: { subject: "fix: y" } }],
  [
    'Revert "feat: add x"\r\n\r\nThis reverts commit abcdef0123.\r\n',
    { revert: { subject: "feat: add x", hash: "abcdef0123" } },
  ],
  ["revert: feat: z\n\nThis reverts commit abc.", { revert: { subject: "feat: z" } }],
  ["feat: x\n\nThis reverts commit abcdef1.", { revert: undefined }],
  ["Revert the thing", { conventional: false, revert: undefined }],
]);

describe("parseCommit: reverts", () => {
  it.each(reverts)("%j", (message, expected) => {
    expect(parse(message)).toMatchObject(expected);
  });

  it("keeps the hash out of the reference when the message names none", () => {
    expect(parse('Revert "fix(api): y"').revert).toEqual({ subject: "fix(api): y" });
  });
});

const jira = compileCustomParser("^(?<scope>[A-Z]+-\\d+) (?<type>\\w+)(?<breaking>!?): (?<description>.+)$");
const bracket = compileCustomParser("^\\[(?<type>\\w+)\\] (?<description>.+)$");
const python = compileCustomParser("(?i)^(?P<type>added|fixed)(?P<breaking>!)? (?P<description>.+)$");
const emoji = compileCustomParser("^:sparkles: (?<description>.+)(?<type>)$");

type CustomRow = [string, CustomParser[], Expected];
const customs: CustomRow[] = cover<CustomRow>([
  [
    "PROJ-12 feat: add y",
    [jira],
    { type: "feat", scope: "PROJ-12", scopes: ["PROJ-12"], breaking: false, description: "add y" },
  ],
  ["PROJ-13 fix!: drop z", [jira], { type: "fix", breaking: true, description: "drop z" }],
  ["[Feature] Add sidebar", [bracket], { type: "feature", scope: undefined, description: "Add sidebar" }],
  ["[fix]  trailing  ", [bracket], { type: "fix", description: "trailing" }],
  ["[revert] feat: add x", [bracket], { type: "revert", revert: { subject: "feat: add x" } }],
  ["Added dark mode", [python], { type: "added", description: "dark mode", breaking: false }],
  ["FIXED! the crash", [python], { type: "fixed", breaking: true, description: "the crash" }],
  ["[feat] first parser wins", [bracket, python], { type: "feat" }],
  ["Fixed second parser", [bracket, python], { type: "fixed" }],
  [":sparkles: empty type group", [emoji], { conventional: false, type: "" }],
  ["feat: conventional first", [bracket], { type: "feat", description: "conventional first" }],
  ["no parser matches", [bracket, python], { conventional: false, type: "" }],
  [
    "[feat] with body\n\nBREAKING CHANGE: custom breaking",
    [bracket],
    { breaking: true, breakingNotes: ["custom breaking"] },
  ],
]);

describe("parseCommit: custom parsers", () => {
  it.each(customs)("%j", (message, parsers, expected) => {
    expect(parse(message, parsers)).toMatchObject({ conventional: expected.type !== "", ...expected });
  });

  it("ignores a stray global flag's state", () => {
    const sticky: CustomParser = { pattern: /^\[(?<type>\w+)\] (?<description>.+)$/g };
    expect(parse("[feat] one", [sticky]).type).toBe("feat");
    expect(parse("[feat] two", [sticky]).type).toBe("feat");
  });

  it("lets parseSubject use custom parsers (a pull-request title is a subject)", () => {
    expect(parseSubject("[docs] Fix typo", [bracket])).toEqual({
      type: "docs",
      scope: undefined,
      scopes: [],
      breaking: false,
      description: "Fix typo",
    });
    expect(parseSubject("[docs] Fix typo")).toBeUndefined();
  });
});

describe("compileCustomParser", () => {
  it.each([
    ["^(?P<type>\\w+) - (?P<description>.+)$", "fix - y", "fix"],
    ["\\A(?P<type>\\w+)=(?P<description>.+)\\Z", "feat=z", "feat"],
    ["(?is)^(?P<type>FEAT) (?P<description>.+)$", "feat Y", "feat"],
    ["^[(?P<x>]*(?<type>\\w+) (?<description>.+)$", "(?P<x>feat y", "feat"],
    ["^\\(?P<type>\\w+\\) (?<description>.+)(?<type2>)$", "P<type>feat) y", undefined],
  ])("compiles %j", (pattern, subject, type) => {
    if (type === undefined) {
      expect(() => compileCustomParser(pattern)).toThrow(/needs the named group \(\?<type>\.\.\.\)/);
      return;
    }
    expect(parse(subject, [compileCustomParser(pattern)]).type).toBe(type);
  });

  it.each([
    ["^(?<type>\\w+", /is not a valid regular expression/],
    ["^(?P<type>\\w+)(", /is not a valid regular expression/],
    ["^(?<type>\\w+) (?<type>x)$", /is not a valid regular expression/],
    ["^(?<description>.+)$", /needs the named group \(\?<type>\.\.\.\)$/],
    ["^(?<type>\\w+)$", /needs the named group \(\?<description>\.\.\.\)$/],
    ["^(\\w+): (.+)$", /\(\?<type>\.\.\.\) and \(\?<description>\.\.\.\)/],
    ["(?x)^(?<type>\\w+) (?<description>.+)$", /is not a valid regular expression/],
    // Back-references need a backtracking engine: custom parsers must run in linear time.
    ["^(?P<type>\\w+) (?P=type) (?P<description>.+)$", /uses a back-reference/],
  ])("rejects %j", (pattern, message) => {
    expect(() => compileCustomParser(pattern)).toThrow(message);
    expect(() => compileCustomParser(pattern)).toThrow(Error);
  });
});

describe("coverage", () => {
  it("feeds at least 120 distinct commit messages through the tables", () => {
    expect(covered.size).toBeGreaterThanOrEqual(120);
  });
});

describe("adversarial messages: linear scanners give the right answer on 100,000 characters", () => {
  // No clock here: a quadratic scan of these inputs would run for minutes and hit the test timeout;
  // the assertions check that the long input was read to its end and understood.
  // Mutation runs (MUTATION_AREA) run these for every mutant of the parser: 10,000 characters still
  // make a quadratic mutant time out, at a tenth of the cost for all the others.
  const big = process.env.MUTATION_AREA === undefined ? 100_000 : 10_000;
  const notConventional = (message: string): Expected => ({
    conventional: false,
    type: "",
    description: message.trim(),
  });
  it.each<[string, string, (message: string) => Expected]>([
    ["open parentheses", `feat(${"(".repeat(big)}`, notConventional],
    ["word characters", "a".repeat(big), notConventional],
    ["bangs", `feat${"!".repeat(big)}:`, notConventional],
    ["unclosed scope", `feat(${"a".repeat(big)}`, notConventional],
    ["spaces after the colon", `feat:${" ".repeat(big)}`, () => notConventional("feat:")],
    [
      "revert quotes",
      `Revert "${'"'.repeat(big)}`,
      () => ({ type: "revert", revert: { subject: '"'.repeat(big - 1) } }),
    ],
    ["squash suffixes", `Revert "x${" (#1)".repeat(big / 5)}`, notConventional],
    [
      "footer-like lines",
      `fix: x\n\n${"Refs: #1\n".repeat(big / 10)}`,
      () => ({ body: "", footers: Array(big / 10).fill({ token: "Refs", separator: ": ", value: "#1" }) }),
    ],
    [
      "breaking lines",
      `fix: x\n\n${"BREAKING CHANGE: a\nb\n".repeat(big / 10)}`,
      () => ({ breaking: true, body: "", breakingNotes: Array(big / 10).fill("a\nb") }),
    ],
    ["blank lines", `fix: x${"\n \n".repeat(big / 3)}`, () => ({ type: "fix", body: "", footers: [] })],
    [
      "token-like words",
      `fix: x\n\n${"Word-".repeat(big / 5)}`,
      () => ({ body: "Word-".repeat(big / 5), footers: [] }),
    ],
    [
      "revert hash",
      `revert: x\n\nThis reverts commit ${"a".repeat(big)}`,
      () => ({ revert: { subject: "x" } }),
    ],
  ])("%s", (_, message, expected) => {
    const parsed = parse(message);
    expect(parsed).toMatchObject(expected(message));
    if (parsed.revert !== undefined) expect(parsed.revert.hash).toBeUndefined();
  });

  it("parses many commits in a row without one leaking into the next", () => {
    const samples = [...covered];
    const once = samples.map((message) => parse(message));
    const interleaved = [...samples].reverse().map((message) => parse(message));
    expect([...interleaved].reverse()).toEqual(once);
  });
});

const wordChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
const noNewline = (text: string): boolean => !text.includes("\n");

describe("properties", () => {
  it("round-trips any conventional subject to its parts", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: wordChar, minLength: 1, maxLength: 12 }),
        fc.option(
          anyText({ minLength: 1 }).filter((s) => noNewline(s) && !s.includes(")")),
          { nil: undefined },
        ),
        fc.boolean(),
        anyText({ minLength: 1 }).filter((s) => noNewline(s) && s.trim() !== ""),
        (type, scope, bang, description) => {
          const subject = `${type}${scope === undefined ? "" : `(${scope})`}${bang ? "!" : ""}: ${description}`;
          const expected = {
            type: type.toLowerCase(),
            scope,
            breaking: bang,
            description: description.trim(),
          };
          expect(parseSubject(subject)).toMatchObject(expected);
          expect(parse(subject)).toMatchObject({
            ...expected,
            conventional: true,
            subject: subject.replace(/\r$/, ""),
          });
        },
      ),
    );
  });

  const fragments = fc.constantFrom(
    ...'feat|fix|(|)|!|:| |\n|\r\n|\r|a|#|-|"|BREAKING CHANGE: |BREAKING-CHANGE:|Refs #|Release-As: |Revert "|Reapply "|This reverts commit abcdef1.| (#1)|(?P<|\\'.split(
      "|",
    ),
  );
  const messagesArbitrary = fc.oneof(
    anyText(),
    fc.array(fragments, { maxLength: 40 }).map((parts) => parts.join("")),
  );

  it("never throws, and a non-conventional commit has an empty type and no bump markers", () => {
    fc.assert(
      fc.property(messagesArbitrary, (message) => {
        const parsed = parse(message);
        if (!parsed.conventional) {
          expect(parsed.type).toBe("");
          expect(parsed.breaking).toBe(false);
          expect(parsed.revert).toBeUndefined();
        } else {
          expect(parsed.type).not.toBe("");
          expect(parsed.description).not.toBe("");
        }
        expect(parsed.subject.includes("\n")).toBe(false);
        expect(parsed.scopes.every((s) => s !== "" && s === s.trim())).toBe(true);
        expect(parsed.body).toBe(parsed.body.trim());
      }),
      { numRuns: 500 },
    );
  });

  it("parses a CRLF message like its LF twin", () => {
    fc.assert(
      fc.property(
        fc.array(
          fragments.filter((f) => !f.includes("\r")),
          { maxLength: 40 },
        ),
        (parts) => {
          const lf = parts.join("");
          const { commit: _a, ...viaLf } = parse(lf);
          const { commit: _b, ...viaCrlf } = parse(lf.replaceAll("\n", "\r\n"));
          expect(viaCrlf).toEqual(viaLf);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("the one-line fast path", () => {
  const strip = (c: ConventionalCommit) => ({ ...c, commit: undefined });
  const slowAndFast = (message: string) => {
    const fast = parseCommit({ hash: "f".repeat(40), message });
    // A leading blank line sends the same message down the general path.
    const slow = parseCommit({ hash: "f".repeat(40), message: `\n${message}` });
    return { fast: strip(fast), slow: strip(slow) };
  };

  it.each([
    "feat(api)!: add x\n",
    "fix: y",
    'Revert "feat: x"\n',
    "revert: feat: x\r\n",
    "Merge branch 'x'\n\n",
    "docs(a, b): c  \n \t\n",
    "fix: y\n\u0001",
    "fix: y\n\u000e",
  ])("gives what the general path gives: %j", (message) => {
    const { fast, slow } = slowAndFast(message);
    expect(fast).toEqual(slow);
  });

  it("gives what the general path gives for any one-line subject (property)", () => {
    const subject = fc.oneof(
      anyText({ maxLength: 60 }).map((s) => s.replace(/[\n\r]/g, "")),
      fc
        .tuple(
          fc.constantFrom("feat", "Fix", "revert", "docs"),
          fc.option(fc.string({ maxLength: 8 })),
          fc.boolean(),
          fc.string({ maxLength: 30 }),
        )
        .map(
          ([t, scope, bang, d]) =>
            `${t}${scope === null ? "" : `(${scope.replace(/[()\n\r]/g, "")})`}${bang ? "!" : ""}: ${d.replace(/[\n\r]/g, "")}`,
        ),
    );
    const tail = fc.constantFrom("", "\n", "\r\n", "\n\n", " \n");
    fc.assert(
      fc.property(subject, tail, (s, t) => {
        const { fast, slow } = slowAndFast(s.trimStart() + t);
        expect(fast).toEqual(slow);
      }),
      { numRuns: 500 },
    );
  });
});
