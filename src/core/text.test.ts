import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyText } from "./test-any-text.ts";
import { CONTROL_CHARS, escapeBlockStart, listSome, stripControl } from "./text.ts";

describe("stripControl", () => {
  it.each([
    ["plain text", "plain text"],
    ["a\r\nb\rc\nd", "a\nb\nc\nd"],
    ["tab\tstays", "tab\tstays"],
    ["\u0000nul\u0001\u0008", "nul"],
    ["\u000bvt\u000cff\u001f", "vtff"],
    ["\u001b[2Jclear", "[2Jclear"],
    ["del\u007f c1\u0080\u009b\u009f", "del c1"],
    [" ~\u00a0é\u2028", " ~\u00a0é\u2028"], // printable neighbours of the ranges stay
  ])("%j -> %j", (text, expected) => {
    expect(stripControl(text)).toBe(expected);
  });

  it("leaves nothing but tab and newline below space, and no DEL or C1 character", () => {
    fc.assert(
      fc.property(anyText({ maxLength: 40 }), (text) => {
        const out = stripControl(text);
        for (const char of out) {
          const code = char.codePointAt(0) as number;
          expect(code >= 0x20 || char === "\t" || char === "\n").toBe(true);
          expect(code >= 0x7f && code <= 0x9f).toBe(false);
        }
        // Nothing printable is lost.
        expect(out.replace(/\n/g, "")).toBe(text.replace(/[\r\n]/g, "").replace(CONTROL_CHARS, ""));
      }),
    );
  });
});

describe("escapeBlockStart", () => {
  it.each([
    ["# heading", "\\# heading"],
    ["## [1.4.2] - 2020-01-01", "\\## [1.4.2] - 2020-01-01"],
    ["   ## indented", "   \\## indented"],
    ["\t#tabbed", "\t\\#tabbed"],
    ["```", "\\```"],
    ["````js", "\\````js"],
    ["~~~", "\\~~~"],
    ["<div>", "\\<div>"],
    ["[1.4.2]: https://example.com", "\\[1.4.2]: https://example.com"],
    ["[]: x", "\\[]: x"],
    ["=", "\\="],
    ["=== \t", "\\=== \t"],
    ["--", "\\--"],
    ["----  ", "\\----  "],
    // Not a block start: left as written.
    ["plain", "plain"],
    ["a # b", "a # b"],
    ["``", "``"],
    ["~~", "~~"],
    ["[x] done", "[x] done"],
    ["[a] b]: c", "[a] b]: c"],
    ["= x", "= x"],
    ["==x", "==x"],
    ["-", "-"],
    ["- item", "- item"],
    ["-- x", "-- x"],
    ["", ""],
  ])("%j -> %j", (line, expected) => {
    expect(escapeBlockStart(line)).toBe(expected);
  });
});

describe("listSome", () => {
  it("shows the first five and counts the rest", () => {
    expect(listSome([])).toBe("");
    expect(listSome(["a", "b"])).toBe("a, b");
    expect(listSome(["1", "2", "3", "4", "5"])).toBe("1, 2, 3, 4, 5");
    expect(listSome(["1", "2", "3", "4", "5", "6", "7"])).toBe("1, 2, 3, 4, 5, and 2 more");
    expect(listSome(["x", "y", "z"], 2)).toBe("x, y, and 1 more");
  });
});
