import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileParsers } from "../core/custom-parser.ts";
import { parseCommit, toPlanCommit } from "../core/parse-commit.ts";
import { readPlanCommit } from "./log-record.ts";

/** readPlanCommit's lean path equals the general one with the gitmoji preset too (issue 14's property). */
const HASH = "0123456789abcdef0123456789abcdef01234567";
const GITMOJI = compileParsers([{ preset: "gitmoji" }]);

function record(message: string): { bytes: Buffer; start: number; end: number } {
  const before = Buffer.from("-junk before\0");
  const body = Buffer.from(`${HASH}\n${message}`);
  return {
    bytes: Buffer.concat([before, body, Buffer.from("\0✨ next\n")]),
    start: before.length,
    end: before.length + body.length,
  };
}

describe("readPlanCommit with the gitmoji preset", () => {
  it("equals the general path for any message (property)", () => {
    const piece = fc.constantFrom(
      "✨",
      "⚡",
      "\uFE0F",
      "💥",
      "⏪",
      "🔧",
      ":sparkles:",
      ":boom:",
      ":",
      " ",
      "(api)",
      "feat: ",
      'Revert "',
      '"',
      "Add x",
      "\n",
      "\n\nBREAKING CHANGE: y\n",
      "This reverts commit abcdef1234.",
    );
    const message = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(message, (text) => {
        const { bytes, start, end } = record(text);
        expect(readPlanCommit(bytes, start, end, GITMOJI)).toEqual(
          toPlanCommit(parseCommit({ hash: HASH, message: text }, GITMOJI)),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
