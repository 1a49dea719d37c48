import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileCustomParser } from "../core/custom-parser.ts";
import { parseCommit, toPlanCommit } from "../core/parse-commit.ts";
import { decodeRawCommit, mayBeBlank, mayNeedBody, readPlanCommit } from "./log-record.ts";

const HASH = "0123456789abcdef0123456789abcdef01234567";

/** A record as git prints it (mark removed), placed inside a larger chunk like a stream's. */
function record(message: string): { bytes: Buffer; start: number; end: number } {
  const before = Buffer.from("-junk before\nBREAKING CHANGE: x\0");
  const body = Buffer.from(`${HASH}\n${message}`);
  const after = Buffer.from("\0feat: next\nRelease-As: 9.9.9\n");
  return {
    bytes: Buffer.concat([before, body, after]),
    start: before.length,
    end: before.length + body.length,
  };
}

function viaGeneralPath(message: string, parsers = []) {
  return toPlanCommit(parseCommit({ hash: HASH, message }, parsers));
}

describe("readPlanCommit", () => {
  it.each([
    ["feat(api): add x\n"],
    ["fix: y\n\nA body: with a colon.\n\nRefs: #12\n"],
    ["feat: z\n\nBREAKING CHANGE: the config moved\n"],
    ["feat: z\n\nsome text\nBREAKING-CHANGE: moved\n"],
    ["fix: z\n\nRelease-As: 2.0.0\n"],
    ["fix: z\n\nrelease-as: 2.0.0\n"],
    ['Revert "feat: a"\n\nThis reverts commit 0123456789abcdef.\n'],
    ["revert: feat: a\n\nThis reverts commit abcdef0.\n"],
    ["\n\nfeat: after blank lines\n"],
    ["feat: crlf\r\n\r\nbody\r\n"],
    ["\u00a0\nfeat: after a no-break space line\n"],
    ["Update README.md\n"],
    ["feat!: breaking by bang\n\nbody\n"],
    ["  feat: leading space\n"],
    [""],
  ])("%j: the same as the general path", (message) => {
    const { bytes, start, end } = record(message);
    expect(readPlanCommit(bytes, start, end, [])).toEqual(viaGeneralPath(message));
    expect(decodeRawCommit(bytes, start, end)).toEqual({ hash: HASH, message });
  });

  it("equals the general path for any message (property)", () => {
    const piece = fc.constantFrom(
      "feat",
      "fix",
      "(api)",
      "!",
      ": ",
      " #",
      "x",
      "\n",
      "\r\n",
      "\n\n",
      " ",
      "\t",
      "\u00a0",
      "\u2028",
      "BREAKING CHANGE: ",
      "BREAKING-CHANGE:",
      "BREAKING",
      "Release-As: 1.2.3",
      "RELEASE-AS: 2.0.0",
      "release-as",
      'Revert "',
      '"',
      "revert: ",
      "This reverts commit abcdef1234.",
      "Refs: #1",
      "é",
      "日本",
    );
    const message = fc.oneof(
      fc.array(piece, { maxLength: 16 }).map((parts) => parts.join("")),
      fc.string({ maxLength: 40 }),
    );
    const parsers = [compileCustomParser("^\\[(?<type>\\w+)\\] (?<description>.+)$")];
    fc.assert(
      fc.property(message, fc.boolean(), (text, custom) => {
        const { bytes, start, end } = record(text);
        const use = custom ? parsers : [];
        expect(readPlanCommit(bytes, start, end, use)).toEqual(
          toPlanCommit(parseCommit({ hash: HASH, message: text }, use)),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("a record without a newline is a hash alone", () => {
    const bytes = Buffer.from(`xx${HASH}\0feat: next\n`);
    expect(decodeRawCommit(bytes, 2, 2 + HASH.length)).toEqual({ hash: HASH, message: "" });
  });

  it("decides from the bytes when the body can matter, within the record only", () => {
    const has = (text: string) => {
      const bytes = Buffer.from(`${text}|BREAKING release-as`);
      return mayNeedBody(bytes, 0, Buffer.byteLength(text));
    };
    for (const text of [
      "BREAKING CHANGE: x",
      "a\nBREAKING-CHANGE: y",
      "Release-As: 1.0.0",
      "RELEASE-AS",
      "x release-as",
    ]) {
      expect(has(text), text).toBe(true);
    }
    for (const text of [
      "",
      "breaking change: x",
      "Refs: #12",
      "BREAKIN",
      "release-a",
      "releases as",
      "B",
      "r",
    ]) {
      expect(has(text), text).toBe(false);
    }
    const blank = (text: string) => {
      const bytes = Buffer.from(`${text}x`);
      return mayBeBlank(bytes, 0, Buffer.byteLength(text));
    };
    for (const text of ["", " ", "\t\r\f\v", "\u00a0", " \u3000 "])
      expect(blank(text), JSON.stringify(text)).toBe(true);
    for (const text of ["a", " a ", "\u00a0.", "\u0000", "\u001f"])
      expect(blank(text), JSON.stringify(text)).toBe(false);
  });

  it("keeps nothing of the body: no message, body or footers on what it returns", () => {
    const { bytes, start, end } = record("fix: y\n\nA long body that is not kept\n");
    // Nor the fields the commit does not have: no scope, revert, Release-As or preset bump (issue 45).
    expect(Object.keys(readPlanCommit(bytes, start, end, [])).sort()).toEqual([
      "breaking",
      "breakingNotes",
      "commit",
      "conventional",
      "description",
      "subject",
      "type",
    ]);
  });

  it("keeps the rarer fields a commit has: its scope, the commit it reverts, its Release-As, its preset's bump", () => {
    const revert = record(
      'revert(api): "feat: x"\n\nThis reverts commit abcdef1234567.\n\nRelease-As: 2.0.0\n',
    );
    expect(readPlanCommit(revert.bytes, revert.start, revert.end, [])).toEqual({
      commit: { hash: HASH },
      subject: 'revert(api): "feat: x"',
      type: "revert",
      scope: "api",
      description: '"feat: x"',
      breaking: false,
      breakingNotes: [],
      conventional: true,
      revert: { subject: "feat: x", hash: "abcdef1234567" },
      releaseAs: "2.0.0",
    });
    const scientific = record("API: drop x\n");
    expect(
      readPlanCommit(scientific.bytes, scientific.start, scientific.end, [{ preset: "scientific-python" }]),
    ).toMatchObject({ type: "api", presetBump: "minor" });
  });
});
