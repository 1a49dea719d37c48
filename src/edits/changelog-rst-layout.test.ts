import { describe, expect, it } from "vitest";
import { labelFor, rstLayout, sameAdornment, scanRstHeadings, sectionEnd } from "./changelog-rst-layout.ts";

describe("scanRstHeadings", () => {
  it("finds underlined and overlined headings with their offsets, text and adornment", () => {
    const text = "=========\nChangelog\n=========\n\n1.0\n---\n\n- x\n";
    expect(scanRstHeadings(text)).toEqual([
      { start: 0, next: 30, text: "Changelog", adornment: { char: "=", over: true }, labelStart: 0 },
      { start: 31, next: 39, text: "1.0", adornment: { char: "-", over: false }, labelStart: 31 },
    ]);
  });

  it("reads CRLF lines, trailing spaces, an inset overlined title and a last line without a newline", () => {
    expect(scanRstHeadings("~~~~~~~~\r\n  Inset \r\n~~~~~~~~  \r\n\r\nEnd  \r\n^^^^")).toEqual([
      { start: 0, next: 32, text: "Inset", adornment: { char: "~", over: true }, labelStart: 0 },
      { start: 34, next: 45, text: "End", adornment: { char: "^", over: false }, labelStart: 34 },
    ]);
  });

  it("takes an underline as short as a title of up to four characters, and one of four for a longer one", () => {
    expect(scanRstHeadings("Abc\n---\n").map((h) => h.text)).toEqual(["Abc"]);
    expect(scanRstHeadings("Abcd\n---\n")).toEqual([]);
    expect(scanRstHeadings("Abcdefgh\n----\n").map((h) => h.text)).toEqual(["Abcdefgh"]);
    expect(scanRstHeadings("Abcdefgh\n---\n")).toEqual([]);
  });

  it("takes no blank title, no adornment line for a title and no text for an underline", () => {
    expect(scanRstHeadings("   \n----\n")).toEqual([]);
    expect(scanRstHeadings("----\n----\n")).toEqual([]);
    expect(scanRstHeadings("Title\nText\n")).toEqual([]);
    expect(scanRstHeadings("Title\n")).toEqual([]);
  });

  it("takes no title that follows text, nor an underline as the next heading's title", () => {
    expect(scanRstHeadings("para\n\nTitle\n=====\nText\n-----\n").map((h) => h.text)).toEqual(["Title"]);
    expect(scanRstHeadings("para\nTitle\n=====\n")).toEqual([]);
    expect(scanRstHeadings("para\n=====\nTitle\n=====\n").map((h) => h.text)).toEqual(["para"]);
    expect(scanRstHeadings("\n=====\nTitle\n=====\n").map((h) => h.start)).toEqual([1]);
  });

  it("does not take an overline of another character for an overline", () => {
    expect(scanRstHeadings("\n-----\nTitle\n=====\n")).toEqual([]);
    expect(scanRstHeadings("-----\nTitle\n=====\n")).toEqual([]);
  });
});

describe("sameAdornment", () => {
  it("is the same character and the same overlining", () => {
    expect(sameAdornment({ char: "-", over: false }, { char: "-", over: false })).toBe(true);
    expect(sameAdornment({ char: "-", over: false }, { char: "-", over: true })).toBe(false);
    expect(sameAdornment({ char: "-", over: false }, { char: "=", over: false })).toBe(false);
    expect(sameAdornment({ char: "-", over: false }, "bold")).toBe(false);
    expect(sameAdornment({ char: "-", over: false }, undefined)).toBe(false);
  });
});

describe("rstLayout", () => {
  it("gives a fresh file free adornments, dash bullets and no template", () => {
    expect(rstLayout("")).toEqual({
      headings: [],
      title: undefined,
      version: { char: "=", over: false },
      group: { char: "-", over: false },
      bullet: "- ",
      template: undefined,
      dateLine: undefined,
    });
  });

  it("takes the first heading for the title unless it is a version or Unreleased", () => {
    expect(rstLayout("Unreleased\n----------\n\n- x\n").title).toBeUndefined();
    expect(rstLayout("1.0\n---\n\n- x\n").title).toBeUndefined();
    expect(rstLayout("News\n====\n\n1.0\n---\n").title?.text).toBe("News");
  });

  it("takes the version headings' adornment from the first version, else the first section", () => {
    expect(rstLayout("News\n====\n\nUpcoming\n~~~~~~~~\n\n1.0\n---\n").version).toEqual({
      char: "-",
      over: false,
    });
    expect(rstLayout("News\n====\n\nUpcoming\n~~~~~~~~\n").version).toEqual({ char: "~", over: false });
    expect(rstLayout("News\n====\n").version).toEqual({ char: "-", over: false });
    expect(rstLayout("News\n----\n").version).toEqual({ char: "=", over: false });
    // An overlined = does not take the plain = away.
    expect(rstLayout("====\nNews\n====\n").version).toEqual({ char: "=", over: false });
  });

  it("takes the groups' adornment from a sub-heading under a version, not from the title's or the versions'", () => {
    const text = "News\n====\n\n1.1\n---\n\nAdded\n^^^^^\n\n- x\n\n1.0\n---\n\nNews\n====\n";
    expect(rstLayout(text).group).toEqual({ char: "^", over: false });
    expect(rstLayout("Intro\n^^^^^\n\n1.1\n---\n\n- x\n").group).toBe("bold");
    expect(rstLayout("News\n====\n\n1.1\n---\n\n- x\n\nNews\n====\n\nMore\n~~~~\n").group).toEqual({
      char: "~",
      over: false,
    });
    expect(rstLayout("News\n====\n\nUpcoming\n---------\n").group).toEqual({ char: "~", over: false });
  });

  it("takes the bullet from the versions' sections, not from the intro", () => {
    expect(rstLayout("News\n====\n\n* intro\n\n1.0\n---\n\n+  x\n").bullet).toBe("+  ");
    expect(rstLayout("News\n====\n\n*\tx\n").bullet).toBe("*\t");
    expect(rstLayout("* intro\n\nNews\n====\n\nText\n").bullet).toBe("- ");
    expect(rstLayout("* intro\n").bullet).toBe("* ");
    expect(rstLayout("News\n====\n\n-x\n").bullet).toBe("- ");
  });

  it("takes the template from the newest version heading not marked unreleased, and a dated line under one", () => {
    const flask =
      "Version 1.5.0\n-------------\n\nUnreleased\n\n- a\n\nVersion 1.4.2\n-------------\n\nReleased 2025-01-01\n\n- b\n";
    expect(rstLayout(flask).template).toBe("Version 1.5.0");
    expect(rstLayout(flask).dateLine).toBe("Released 2025-01-01");
    expect(rstLayout("1.5.0 (unreleased)\n------------------\n\n- a\n").template).toBe("1.5.0 (unreleased)");
    expect(
      rstLayout("1.5.0 (unreleased)\n------------------\n\n1.4.2 (2025-01-01)\n------------------\n")
        .template,
    ).toBe("1.4.2 (2025-01-01)");
    expect(rstLayout("1.0\n---\n\nReleased on 2025-01-01.   \n").dateLine).toBe("Released on 2025-01-01.");
    expect(rstLayout("1.0\n---\n\n- 2025-01-01\n").dateLine).toBeUndefined();
    expect(rstLayout("1.0\n---\n\nReleased 2025-1-1\n").dateLine).toBeUndefined();
    expect(rstLayout(`1.0\n---\n\nReleased 2025-01-01 ${"x".repeat(41)}\n`).dateLine).toBeUndefined();
    expect(rstLayout(`1.0\n---\n\nReleased 2025-01-01 ${"x".repeat(40)}\n`).dateLine).toBe(
      `Released 2025-01-01 ${"x".repeat(40)}`,
    );
    expect(rstLayout("1.0\n---\n\nReleased\n2025-01-01\n").dateLine).toBeUndefined();
  });
});

describe("sectionEnd", () => {
  const text = "News\n====\n\n1.1\n---\n\nAdded\n~~~~~\n\n- x\n\n1.0\n---\n\n- y\n\nMore\n====\n\nz\n";
  const layout = rstLayout(text);
  const at = (heading: string) => layout.headings.find((h) => h.text === heading) ?? layout.headings[0]!;

  it("is the next heading of the section's level or above, else the end of the text", () => {
    expect(sectionEnd(layout, at("1.1"), text.length)).toBe(text.indexOf("1.0\n"));
    expect(sectionEnd(layout, at("Added"), text.length)).toBe(text.indexOf("1.0\n"));
    expect(sectionEnd(layout, at("1.0"), text.length)).toBe(text.indexOf("More"));
    expect(sectionEnd(layout, at("More"), text.length)).toBe(text.length);
  });
});

describe("the reST layout, edge cases", () => {
  it("reads adornments and blank lines with trailing whitespace", () => {
    expect(scanRstHeadings("=====  \nTitle\n=====\n")).toEqual([
      { start: 0, next: 20, text: "Title", adornment: { char: "=", over: true }, labelStart: 0 },
    ]);
    expect(scanRstHeadings("para\n   \nTitle\n=====\n").map((h) => h.text)).toEqual(["Title"]);
    expect(scanRstHeadings("Ab  \n---\n").map((h) => h.text)).toEqual(["Ab"]);
    expect(scanRstHeadings("----  \n----\n")).toEqual([]);
    expect(scanRstHeadings("\n-----\n     \n-----\n")).toEqual([]);
  });

  it("takes the groups' level only from headings after the first version heading", () => {
    const text = "Unreleased\n~~~~~~~~~~\n\n1.0\n---\n\n- x\n";
    expect(rstLayout(text).version).toEqual({ char: "-", over: false });
    expect(rstLayout(text).group).toBe("bold");
  });

  it("takes a bullet only at a line's margin, and a dated line only when it starts with a word", () => {
    expect(rstLayout("1.0\n---\n\nSee a - b\n\n* x\n").bullet).toBe("* ");
    expect(rstLayout("1.0\n---\n\n- Fixed on 2025-01-01\n").dateLine).toBeUndefined();
  });

  it("ends a section of a file without a title at the next version heading", () => {
    const text = "1.1\n---\n\nAdded\n~~~~~\n\n- x\n\n1.0\n---\n\n- y\n";
    const layout = rstLayout(text);
    expect(sectionEnd(layout, layout.headings[0]!, text.length)).toBe(text.indexOf("1.0\n"));
    expect(sectionEnd(layout, layout.headings[1]!, text.length)).toBe(text.indexOf("1.0\n"));
  });
});

describe("labels above headings (issue 43 case 17)", () => {
  it("finds a heading's labels, blank lines between them allowed, and the nearest one's name", () => {
    const text =
      "Intro.\n\n.. _old-name:\n.. _changelog-v1.4.2:\n\nv1.4.2\n------\n\n.. _target: https://x\n\nv1.4.1\n------\n";
    const [first, second] = scanRstHeadings(text);
    expect(first).toMatchObject({ text: "v1.4.2", labelStart: 8, label: "changelog-v1.4.2" });
    // A hyperlink target with a URL is no label.
    expect(second).toMatchObject({ text: "v1.4.1", label: undefined });
    expect(second?.labelStart).toBe(second?.start);
  });

  it("takes the labels' style only when every release heading has a label naming its version", () => {
    const labelled = ".. _v1-4-2:\n\n1.4.2\n-----\n\n.. _v1-4-1:\n\n1.4.1\n-----\n";
    expect(rstLayout(labelled).label).toEqual({ name: "v1-4-2", version: "1-4-2", separator: "-" });
    expect(labelFor(rstLayout(labelled), "1.5.0")).toBe("v1-5-0");
    expect(rstLayout(".. _v1-4-2:\n\n1.4.2\n-----\n\n1.4.1\n-----\n").label).toBeUndefined();
    expect(rstLayout(".. _latest:\n\n1.4.2\n-----\n").label).toBeUndefined();
  });
});
