import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { afterTowncrierMarker, eolOf, linesOf, splice, withEol } from "./changelog-splice.ts";

describe("eolOf", () => {
  it("is CRLF when the text has one, else LF", () => {
    expect(eolOf(undefined)).toBe("\n");
    expect(eolOf("")).toBe("\n");
    expect(eolOf("a\nb")).toBe("\n");
    expect(eolOf("a\rb")).toBe("\n");
    expect(eolOf("a\nb\r\nc")).toBe("\r\n");
  });
});

describe("withEol", () => {
  it("drops trailing blank lines, keeps leading space, and writes the line ending given", () => {
    expect(withEol("  a\r\nb\n\n \n", "\r\n")).toBe("  a\r\nb");
    expect(withEol("  a\r\nb\n\n", "\n")).toBe("  a\nb");
    expect(withEol("a", "\r\n")).toBe("a");
  });
});

describe("splice", () => {
  it("puts a section alone in an empty file, with a final newline", () => {
    expect(splice("", 0, 0, "B", "\n")).toBe("B\n");
    expect(splice("", 0, 0, "B", "\r\n")).toBe("B\r\n");
  });

  it("puts one blank line before a section added at the end, and a final newline", () => {
    expect(splice("X", 1, 1, "B", "\n")).toBe("X\n\nB\n");
    expect(splice("X\n", 2, 2, "B", "\n")).toBe("X\n\nB\n");
    expect(splice("X\r\n", 3, 3, "B", "\r\n")).toBe("X\r\n\r\nB\r\n");
    expect(splice("X\r\n\r\n", 6, 6, "B", "\r\n")).toBe("X\r\n\r\nB\r\n");
  });

  it("keeps the file's final newline, or its absence, when the last section is replaced", () => {
    expect(splice("A\n\nOld", 3, 6, "New", "\n")).toBe("A\n\nNew");
    expect(splice("A\n\nOld\n", 3, 7, "New", "\n")).toBe("A\n\nNew\n");
    expect(splice("A\n\nOld\n\n\n", 3, 6, "New", "\n")).toBe("A\n\nNew\n");
    expect(splice("A\r\n\r\nOld\r\n\r\n", 5, 8, "New", "\r\n")).toBe("A\r\n\r\nNew\r\n");
    expect(splice("A\n\nOld  ", 3, 6, "New", "\n")).toBe("A\n\nNew\n  ");
    expect(splice("A\n\nOld  \n\n", 3, 6, "New", "\n")).toBe("A\n\nNew\n  \n\n");
  });

  it("puts one blank line between the section and what follows, dropping blank lines there", () => {
    expect(splice("T\n\nOld\n\nNext\n", 3, 8, "New", "\n")).toBe("T\n\nNew\n\nNext\n");
    expect(splice("T\n\nOld\n  \n\t\n\nNext\n", 3, 7, "New", "\n")).toBe("T\n\nNew\n\nNext\n");
    expect(splice("T\r\n\r\nOld\r\n \r\nNext", 5, 8, "New", "\r\n")).toBe("T\r\n\r\nNew\r\n\r\nNext");
    expect(splice("T\n\nNext\n", 3, 3, "New", "\n")).toBe("T\n\nNew\n\nNext\n");
    expect(splice("Next\n", 0, 0, "New", "\n")).toBe("New\n\nNext\n");
  });

  it("keeps what follows on the same line, and its indentation", () => {
    expect(splice("T\n\nOld  Next\n", 3, 6, "New", "\n")).toBe("T\n\nNew\n\n  Next\n");
  });

  it("takes the blank lines around it from the gap, keeping more before it that are there", () => {
    expect(splice("T\nNext", 2, 2, "B", "\n", { before: 0, after: 0 })).toBe("T\nB\nNext");
    expect(splice("T\nNext", 2, 2, "B", "\n", { before: 2, after: 2 })).toBe("T\n\n\nB\n\n\nNext");
    expect(splice("T\n\n\n\nNext", 5, 5, "B", "\n", { before: 1 })).toBe("T\n\n\n\nB\n\nNext");
    expect(splice("T\n\nNext", 3, 3, "B", "\n", { after: 0 })).toBe("T\n\nB\nNext");
    expect(splice("T", 1, 1, "B", "\n", { before: 0 })).toBe("T\nB\n");
    expect(splice("T\r\n", 3, 3, "B", "\r\n", { before: 2 })).toBe("T\r\n\r\n\r\nB\r\n");
  });

  it("keeps the blank lines before it that are there, however many, adding none", () => {
    const twelve = `T${"\n".repeat(13)}Next`;
    expect(splice(twelve, 14, 14, "B", "\n", { before: 12 })).toBe(`T${"\n".repeat(13)}B\n\nNext`);
    expect(splice(twelve, 14, 14, "B", "\n", { before: 3 })).toBe(`T${"\n".repeat(13)}B\n\nNext`);
    const ten = `T${"\n".repeat(11)}Next`;
    expect(splice(ten, 12, 12, "B", "\n", { before: 10 })).toBe(`T${"\n".repeat(11)}B\n\nNext`);
    expect(splice(ten, 12, 12, "B", "\n", { before: 11 })).toBe(`T${"\n".repeat(12)}B\n\nNext`);
    const crlf = `T${"\r\n".repeat(11)}`;
    expect(splice(crlf, crlf.length, crlf.length, "B", "\r\n", { before: 10 })).toBe(`${crlf}B\r\n`);
  });
});

describe("splice: the text around the section", () => {
  const eols = fc.constantFrom("\n", "\r\n");
  /** Non-blank lines (maybe indented), joined with the file's line ending. */
  const line = fc.constantFrom("Text", "- item  ", "  indented", "1.4.0", "=====", "## [1.4.0]", "\tx");
  const lines = (eol: string) => fc.array(line, { minLength: 1, maxLength: 4 }).map((ls) => ls.join(eol));
  const blankLine = fc.constantFrom("", " ", "\t", "  \t");
  const gap = fc.option(fc.nat({ max: 30 }), { nil: undefined });

  it("changes no text outside the section and keeps the file's own spacing before it", () => {
    fc.assert(
      fc.property(
        eols.chain((eol) =>
          fc.record({
            eol: fc.constant(eol),
            head: fc.option(lines(eol), { nil: undefined }),
            breaks: fc.nat({ max: 40 }),
            old: fc.option(lines(eol), { nil: "" }),
            blanks: fc.array(blankLine, { maxLength: 5 }),
            tail: fc.option(lines(eol), { nil: undefined }),
            body: lines(eol),
            before: gap,
            after: gap,
          }),
        ),
        ({ eol, head, breaks, old, blanks, tail, body, before, after }) => {
          const prefix = head === undefined ? "" : head + eol.repeat(breaks);
          const suffix = tail === undefined ? eol : blanks.map((b) => b + eol).join("") + tail + eol;
          const text = prefix + old + suffix;
          const result = splice(text, prefix.length, prefix.length + old.length, body, eol, {
            before,
            after,
          });
          // The text before the range stays as it is, and what follows its blank lines too.
          expect(result.startsWith(prefix)).toBe(true);
          expect(result.endsWith(tail === undefined ? `${body}${eol}` : `${tail}${eol}`)).toBe(true);
          // Between them: the blank lines already there (none added) or the gap asked for, the
          // section, and the gap asked for after it when more text follows.
          const lead = head === undefined ? "" : head + eol.repeat(Math.max(breaks, (before ?? 1) + 1));
          const trail = tail === undefined ? "" : eol.repeat(after ?? 1) + tail + eol;
          expect(result).toBe(`${lead}${body}${eol}${trail}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("leaves a gap of any size as it is when it is as wide as the one asked for or wider", () => {
    fc.assert(
      fc.property(fc.nat({ max: 40 }), fc.nat({ max: 40 }), (blank, wanted) => {
        const text = `Head${"\n".repeat(blank + 1)}Tail\n`;
        const at = 5 + blank;
        const result = splice(text, at, at, "New", "\n", { before: wanted, after: 0 });
        // Taking the section out again gives the text back, its gap widened only when too narrow.
        const widened = `Head${"\n".repeat(Math.max(blank, wanted) + 1)}Tail\n`;
        expect(result.replace("New\n", "")).toBe(blank >= wanted ? text : widened);
      }),
    );
  });
});

describe("linesOf", () => {
  it("gives each line with its offsets, \\r dropped", () => {
    expect(linesOf("")).toEqual([{ text: "", start: 0, end: 0, next: 1 }]);
    expect(linesOf("ab")).toEqual([{ text: "ab", start: 0, end: 2, next: 3 }]);
    expect(linesOf("a\n")).toEqual([
      { text: "a", start: 0, end: 1, next: 2 },
      { text: "", start: 2, end: 2, next: 3 },
    ]);
    expect(linesOf("a\r\nbc\n\nd")).toEqual([
      { text: "a", start: 0, end: 2, next: 3 },
      { text: "bc", start: 3, end: 5, next: 6 },
      { text: "", start: 6, end: 6, next: 7 },
      { text: "d", start: 7, end: 8, next: 9 },
    ]);
  });

  it("keeps a \\r that does not end the line", () => {
    expect(linesOf("a\rb\r")).toEqual([{ text: "a\rb", start: 0, end: 4, next: 5 }]);
  });
});

describe("afterTowncrierMarker", () => {
  it("is the offset after the marker's line, in either markup", () => {
    const rst = "Changes\n=======\n\n.. towncrier release notes start\n\n1.4.2\n";
    expect(afterTowncrierMarker(rst)).toBe(rst.indexOf("\n1.4.2"));
    const md = "# Changelog\r\n<!-- towncrier release notes start -->  \r\n## 1.4.2\r\n";
    expect(afterTowncrierMarker(md)).toBe(md.indexOf("## 1.4.2"));
    expect(afterTowncrierMarker(".. towncrier release notes start")).toBe(32);
    expect(afterTowncrierMarker(".. towncrier release notes start \t")).toBe(34);
    expect(afterTowncrierMarker("<!-- towncrier release notes start -->\nx")).toBe(39);
  });

  it("is undefined without a marker alone at the start of a line", () => {
    expect(afterTowncrierMarker("# Changelog\n")).toBeUndefined();
    expect(afterTowncrierMarker("x .. towncrier release notes start\n")).toBeUndefined();
    expect(afterTowncrierMarker(".. towncrier release notes start here\n")).toBeUndefined();
    expect(afterTowncrierMarker("<!-- towncrier release notes start\n")).toBeUndefined();
  });
});
