import { describe, expect, it } from "vitest";
import type { ConventionalCommit, CustomParser } from "./commit.ts";
import { parseCommit } from "./parse-commit.ts";
import { parseSubject } from "./parse-subject.ts";

/**
 * The edges of the grammar: messages that almost parse, and what the parser must not take for a
 * revert, a footer or a breaking change. (The main tables are in parse-commit.test.ts.)
 */

function parse(message: string, parsers: readonly CustomParser[] = []): ConventionalCommit {
  return parseCommit({ hash: "0".repeat(40), message }, parsers);
}

type Expected = { [K in keyof ConventionalCommit]?: unknown };

describe("what is and is not a revert subject", () => {
  it.each<[string, Expected]>([
    // Only git's own `Revert "` / `Reapply "` openings count.
    ['Updated "README"', { conventional: false, type: "", revert: undefined }],
    ['Reverted "feat: x"', { conventional: false, revert: undefined }],
    ['revert "feat: x"', { conventional: false }],
    // The quotes must hold something.
    ['Revert "   "', { conventional: false }],
    ['Revert "', { conventional: false }],
    // GitHub's squash suffix is ` (#<digits>)` and nothing else.
    ['Revert "feat: x" (#abc)', { conventional: false }],
    ['Revert "feat: x" (#)', { conventional: false }],
    ['Revert "feat: x" (#12', { conventional: false }],
    ['Revert "feat: x" (#1a2)', { conventional: false }],
    ['Revert "feat: x" (#12)', { type: "revert", revert: { subject: "feat: x" } }],
    ['Revert "feat: x"  ', { type: "revert", revert: { subject: "feat: x" } }],
    ['Revert "feat: x" (#12)  ', { type: "revert", revert: { subject: "feat: x" } }],
    ['Revert "feat: (#1) in the middle"', { revert: { subject: "feat: (#1) in the middle" } }],
    ['Reapply "feat: x" (#7)', { revert: { subject: 'Revert "feat: x"' } }],
  ])("%j", (message, expected) => {
    expect(parse(message)).toMatchObject(expected);
    expect(parse(`${message}\n\nbody`)).toMatchObject(expected);
  });

  it("has no scope, no breaking marker and no footers of its own", () => {
    expect(parse('Revert "feat(api)!: x"')).toMatchObject({
      scope: undefined,
      scopes: [],
      breaking: false,
      revert: { subject: "feat(api)!: x" },
    });
  });
});

describe("the reverted subject of `revert: <subject>`", () => {
  it.each<[string, string]>([
    ["revert: feat: x", "feat: x"],
    ['revert: "feat: x"', "feat: x"],
    ['revert: " feat: x "', "feat: x"],
    // Quotes that do not wrap the whole subject are part of it.
    ['revert: feat: quote "x"', 'feat: quote "x"'],
    ['revert: "x" is quoted', '"x" is quoted'],
    ['revert: "', '"'],
    ['revert: ""', ""],
  ])("%j reverts %j", (message, subject) => {
    expect(parse(message).revert).toEqual({ subject });
    expect(parse(`${message}\n\nbody`).revert).toEqual({ subject });
  });
});

describe("the reverted hash", () => {
  it.each<[string, string | undefined]>([
    ["This reverts commit abcdef1.", "abcdef1"],
    ["This reverts commit ABCDEF1234567.", "abcdef1234567"],
    ["Context first.\nThis reverts commit abcdef1.", "abcdef1"],
    ["This reverts commit abcdef1.\nThis reverts commit 1234567.", "abcdef1"],
    ["This reverts commit abc12.", undefined],
    ["This reverts commit abcdef1x.", undefined],
    // Mentioned inside a sentence, a hash is not the revert's target.
    ["As noted in This reverts commit abcdef1.", undefined],
    ['It says "This reverts commit abcdef1." somewhere', undefined],
    ["  This reverts commit abcdef1.", undefined],
  ])("%j -> %s", (body, hash) => {
    const revert = parse(`Revert "feat: x"\n\n${body}`).revert;
    expect(revert).toEqual(hash === undefined ? { subject: "feat: x" } : { subject: "feat: x", hash });
  });
});

describe("where the footers begin", () => {
  it.each<[string, Expected]>([
    // A closing paragraph of prose is body, even after trailers.
    ["fix: x\n\nRefs: #1\n\nThanks, all", { body: "Refs: #1\n\nThanks, all", footers: [] }],
    ["fix: x\n\nThanks, all", { body: "Thanks, all", footers: [] }],
    ["fix: x\n\nThanks all", { body: "Thanks all", footers: [] }],
    ["fix: x\n\nPlease  note", { body: "Please  note", footers: [] }],
    ["fix: x\n\nIssue:#12", { body: "Issue:#12", footers: [] }],
    ["fix: x\n\nRefs:   \t", { body: "Refs:", footers: [] }],
    ["fix: x\n\nRefs", { body: "Refs", footers: [] }],
    // Trailing blank lines do not hide the footers.
    ["fix: x\n\nRefs: #1\n\n\n", { body: "", footers: [{ token: "Refs", separator: ": ", value: "#1" }] }],
    ["fix: x\n\nbody\n\nRefs: #1\n \n", { body: "body", footers: [{ token: "Refs", value: "#1" }] }],
    // Values are trimmed, continuation lines kept.
    ["fix: x\n\nRefs:   #1   ", { footers: [{ token: "Refs", separator: ": ", value: "#1" }] }],
    ["fix: x\n\nNote: first   \nsecond", { footers: [{ token: "Note", value: "first\nsecond" }] }],
    ["fix: x\n\nCloses #12  ", { footers: [{ token: "Closes", separator: " #", value: "12" }] }],
    ["fix: x\n\n1Token: digit first", { footers: [{ token: "1Token", value: "digit first" }] }],
    ["fix: x\n\nA: one letter", { footers: [{ token: "A", value: "one letter" }] }],
    ["fix: x\n\nRelease-As #2.0.0", { releaseAs: undefined, footers: [{ token: "Release-As" }] }],
  ])("%j", (message, expected) => {
    expect(parse(message)).toMatchObject(expected);
  });
});

describe("breaking-change notes", () => {
  it.each<[string, string[]]>([
    ["feat: x\n\nBREAKING CHANGE: first   \nsecond", ["first\nsecond"]],
    ["feat: x\n\nBREAKING CHANGE:    spaced   ", ["spaced"]],
    // In the body (prose follows, so they are not footers).
    ["feat: x\n\nBREAKING CHANGE: first   \n  second  \n\nMore prose.", ["first\n  second"]],
    ["feat: x\n\nBREAKING CHANGE:\nthe text\n\nMore prose.", ["the text"]],
    ["feat: x\n\nBREAKING CHANGE:\n\nMore prose.", []],
    ["feat: x\n\nBREAKING CHANGE:   \n\nMore prose.", []],
  ])("%j -> %j", (message, notes) => {
    expect(parse(message)).toMatchObject({ breaking: true, breakingNotes: notes });
  });
});

describe("blank first lines", () => {
  it.each(["\t\n", "\v\n", "\f\n", " \n", "\t\nfix: x", "\t\n\nfix: x"])("%j", (message) => {
    const expected = message.includes("fix") ? "fix: x" : "";
    expect(parse(message).subject).toBe(expected);
  });
});

describe("custom parsers' groups", () => {
  const loose: CustomParser = { pattern: /^(?<type>[A-Za-z ]+)\|(?<scope>[a-z]*)\|(?<description>.*)$/ };
  const optional: CustomParser = {
    pattern: /^(?:(?<type>\w+)>)?(?<description>[^<]*)(?:<(?<scope>\w*)>)?(?<breaking>!?)$/,
  };

  it.each<[string, CustomParser, Expected]>([
    [" Feat |ui| add x ", loose, { type: "feat", scope: "ui", scopes: ["ui"], description: "add x" }],
    ["feat||add x", loose, { type: "feat", scope: undefined, scopes: [] }],
    ["feat|| ", loose, { conventional: false }],
    ["   |ui|add x", loose, { conventional: false }],
    ["no type here", optional, { conventional: false }],
    ["feat", { pattern: /^(?<type>\w+)(?:: (?<description>.+))?$/ }, { conventional: false }],
    ["fix>y", optional, { type: "fix", scope: undefined, breaking: false, description: "y" }],
    ["fix>y<>!", optional, { type: "fix", scope: undefined, breaking: true }],
    ["fix>y<api>", optional, { scope: "api", breaking: false }],
  ])("%j", (message, parser, expected) => {
    expect(parse(message, [parser])).toMatchObject({ conventional: true, ...expected });
    expect(parseSubject(message, [parser])).toEqual(
      expected.conventional === false ? undefined : expect.objectContaining({ ...expected }),
    );
  });

  it("sees only the first line of a subject", () => {
    const anywhere: CustomParser = { pattern: /\[(?<type>\w+)\] (?<description>.+)/ };
    expect(parseSubject("[feat] x", [anywhere])?.type).toBe("feat");
    expect(parseSubject("\n[feat] x", [anywhere])).toBeUndefined();
    expect(parseSubject("\r\n[feat] x", [anywhere])).toBeUndefined();
  });
});
