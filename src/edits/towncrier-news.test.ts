import { describe, expect, it } from "vitest";
import { findNewsSection, insertNewsDraft } from "./towncrier-news.ts";

const START = ".. towncrier release notes start\n";
const SECTION = "p 2.0 (d)\n=========\n\nFeatures\n--------\n\n- Add x. (#1)\n";

describe("insertNewsDraft: the news file as towncrier 22.12 writes it", () => {
  // Each expected text is what the real `towncrier build --yes --version 2.0 --date d --name p`
  // wrote for the same file and fragment (checked by hand on Debian's towncrier 22.12).
  it("no file yet: the section alone", () => {
    expect(insertNewsDraft(undefined, START, SECTION)).toBe(SECTION);
  });

  it("no start marker: the section on top, the old text after a blank line, CRLF read as LF", () => {
    const before = "Intro\r\n\r\nOld 1.0 (d)\r\n===========\r\n\r\n- old\r\n";
    expect(insertNewsDraft(before, START, SECTION)).toBe(
      "p 2.0 (d)\n=========\n\nFeatures\n--------\n\n- Add x. (#1)\n\n\nIntro\n\nOld 1.0 (d)\n===========\n\n- old\n",
    );
  });

  it("with the marker: the title and marker stay on top, then the section, then the older ones", () => {
    const before =
      "Release notes\n=============\n\n.. towncrier release notes start\n\nOld 1.0 (d)\n===========\n";
    expect(insertNewsDraft(before, START, SECTION)).toBe(
      `Release notes\n=============\n\n.. towncrier release notes start\n\n${SECTION}\n\nOld 1.0 (d)\n===========\n`,
    );
  });

  it("a marker and nothing after it", () => {
    expect(insertNewsDraft("Title\n=====\n\n.. towncrier release notes start\n", START, SECTION)).toBe(
      `Title\n=====\n\n.. towncrier release notes start\n\n${SECTION}`,
    );
  });
});

describe("findNewsSection", () => {
  const news = [
    "Release notes",
    "=============",
    "",
    ".. towncrier release notes start",
    "",
    "myproj 1.5.0 (2026-11-25)",
    "=========================",
    "",
    "Features",
    "--------",
    "",
    "- Add x. (#1)",
    "",
    "",
    "myproj 1.5.0rc1 (2026-11-01)",
    "============================",
    "",
    "- Pre.",
    "",
    "myproj 1.4.2 (2025-01-01)",
    "=========================",
    "",
    "- Old.",
    "",
  ].join("\n");

  it("takes the version's heading down to the next heading of its level", () => {
    expect(findNewsSection(news, "1.5.0")).toBe(
      "myproj 1.5.0 (2026-11-25)\n=========================\n\nFeatures\n--------\n\n- Add x. (#1)\n",
    );
    expect(findNewsSection(news, "1.4.2")).toBe(
      "myproj 1.4.2 (2025-01-01)\n=========================\n\n- Old.\n",
    );
  });

  it("a pre-release or a longer version is not the version", () => {
    expect(findNewsSection(news, "1.5.0rc1")).toBe(
      "myproj 1.5.0rc1 (2026-11-01)\n============================\n\n- Pre.\n",
    );
    expect(findNewsSection(news, "1.5")).toBeUndefined();
    expect(findNewsSection(news, "11.5.0")).toBeUndefined();
    expect(findNewsSection(news.replace("1.4.2", "1.4.20"), "1.4.2")).toBeUndefined();
  });

  it("a text line that names the version is no heading; a Markdown file's headings count", () => {
    expect(findNewsSection("Notes\n\n- Fixed in 2.0.0 already.\n", "2.0.0")).toBeUndefined();
    const md = "# Changes\n\n## v2.0.0 (2026-01-01)\n\n### Features\n\n- X\n\n## 1.0.0\n\n- Y\n";
    expect(findNewsSection(md, "2.0.0")).toBe("## v2.0.0 (2026-01-01)\n\n### Features\n\n- X\n");
  });

  it("reads CRLF files", () => {
    expect(findNewsSection("p 2.0 (d)\r\n=========\r\n\r\n- A\r\n", "2.0")).toBe(
      "p 2.0 (d)\n=========\n\n- A\n",
    );
  });
});

describe("findNewsSection: headings and levels", () => {
  it("ends a reST section at the next title of the same underline only", () => {
    const text = "1.5.0\n=====\n\nFeatures\n--------\n\n- A\n\nFixes\n~~~~~\n\n- B\n\n1.4.0\n=====\n\n- C\n";
    expect(findNewsSection(text, "1.5.0")).toBe(
      "1.5.0\n=====\n\nFeatures\n--------\n\n- A\n\nFixes\n~~~~~\n\n- B\n",
    );
  });

  it("runs a section with no later heading of its level to the end of the file", () => {
    expect(findNewsSection("1.5.0\n=====\n\nFeatures\n--------\n\n- A\n\n\n", "1.5.0")).toBe(
      "1.5.0\n=====\n\nFeatures\n--------\n\n- A\n",
    );
    expect(findNewsSection("## 1.5.0\n- A", "1.5.0")).toBe("## 1.5.0\n- A\n");
  });

  it("does not end a reST section at a Markdown heading, nor a Markdown one at a reST title", () => {
    expect(findNewsSection("1.5.0\n=====\n\n# Not a title here\n\n1.4.0\n=====\n", "1.5.0")).toBe(
      "1.5.0\n=====\n\n# Not a title here\n",
    );
    expect(findNewsSection("## 1.5.0\n\nNotes\n=====\n\n## 1.4.0\n", "1.5.0")).toBe(
      "## 1.5.0\n\nNotes\n=====\n",
    );
  });

  it("ends a Markdown section at a heading of the same depth or shallower, not a deeper one", () => {
    const md = "## 1.5.0\n\n### A\n\n#### B\n\n# Older releases\n\n## 1.4.0\n";
    expect(findNewsSection(md, "1.5.0")).toBe("## 1.5.0\n\n### A\n\n#### B\n");
    expect(findNewsSection("## 1.5.0\n\n- x\n\n## 1.4.0\n", "1.5.0")).toBe("## 1.5.0\n\n- x\n");
  });

  it("skips a line naming the version that is no heading and takes the heading after it", () => {
    const text = "See 1.5.0 below.\n\n1.5.0 (d)\n=========\n\n- A\n";
    expect(findNewsSection(text, "1.5.0")).toBe("1.5.0 (d)\n=========\n\n- A\n");
    expect(findNewsSection("Last line 1.5.0", "1.5.0")).toBeUndefined();
    expect(findNewsSection("1.5.0\n==\n", "1.5.0")).toBeUndefined();
  });

  it("takes an underline with trailing spaces, and any punctuation character, as an underline", () => {
    expect(findNewsSection("1.5.0\n***** \n\n- A\n\n1.4.0\n*****\n", "1.5.0")).toBe("1.5.0\n***** \n\n- A\n");
    expect(findNewsSection("1.5.0\n+++++\n\n- A\n", "1.5.0")).toBe("1.5.0\n+++++\n\n- A\n");
  });

  it("reads the version with or without a v, in any case, as a whole word", () => {
    expect(findNewsSection("V1.5.0\n======\n", "v1.5.0")).toBe("V1.5.0\n======\n");
    expect(findNewsSection("## Release 1.5.0.\n", "1.5.0")).toBe("## Release 1.5.0.\n");
    for (const other of [
      "x1.5.0",
      "1.1.5.0",
      "-1.5.0",
      "+1.5.0",
      "1.5.0-1",
      "1.5.0+local",
      "1.5.0.1",
      "1.5.0a",
      "1x5x0",
    ]) {
      expect(findNewsSection(`## ${other}\n`, "1.5.0")).toBeUndefined();
    }
  });

  it("reads an old Mac file's CR line ends", () => {
    expect(findNewsSection("## 2.0\r\r- A\r", "2.0")).toBe("## 2.0\n\n- A\n");
  });
});

describe("insertNewsDraft: line ends and spacing", () => {
  it("reads CR and CRLF line ends as LF, and closes the gap after the marker", () => {
    expect(insertNewsDraft("T\r\r.. marker\r\r\r\rOld\r", ".. marker", "New\n")).toBe(
      "T\n\n.. marker\nNew\n\n\nOld\n",
    );
  });

  it("a file without a marker that is only blank: the section alone", () => {
    expect(insertNewsDraft("\n\n", START, SECTION)).toBe(SECTION);
    expect(insertNewsDraft("", START, SECTION)).toBe(SECTION);
  });
});

describe("findNewsSection: more edges", () => {
  it("strips only a leading v from the version it looks for", () => {
    expect(findNewsSection("## 1.5.0.dev1\n\n- A\n", "1.5.0.dev1")).toBe("## 1.5.0.dev1\n\n- A\n");
  });

  it("takes neither a blank line nor an underline for a title, whatever follows them", () => {
    expect(findNewsSection("1.5.0\n=====\n\n- A\n  \n=====\n\n- B\n", "1.5.0")).toBe(
      "1.5.0\n=====\n\n- A\n  \n=====\n\n- B\n",
    );
    expect(findNewsSection("1.5.0\n=====\n\n- A\n\n=====\n=====\n", "1.5.0")).toBe(
      "1.5.0\n=====\n\n- A\n\n=====\n=====\n",
    );
  });
});

describe("findNewsSection: overlined titles", () => {
  const overlined = "=====\n1.5.0\n=====\n\n- A\n\n=====\n1.4.0\n=====\n\n- B\n";

  it("starts an overlined section at its overline and ends it before the next one's overline", () => {
    expect(findNewsSection(overlined, "1.5.0")).toBe("=====\n1.5.0\n=====\n\n- A\n");
    expect(findNewsSection(overlined, "1.4.0")).toBe("=====\n1.4.0\n=====\n\n- B\n");
    expect(findNewsSection(overlined.replace(/\n/g, "\r\n"), "1.5.0")).toBe("=====\n1.5.0\n=====\n\n- A\n");
  });

  it("takes an inset title, adornments with trailing spaces, and a line of spaces above the overline", () => {
    const news =
      "Notes\n=====\n\n=========  \n  1.5.0  \n=========\n\n- A\n\n=========\n  1.4.0\n=========\n";
    expect(findNewsSection(news, "1.5.0")).toBe("=========  \n  1.5.0  \n=========\n\n- A\n");
    expect(findNewsSection("=====\n1.5.0\n===== \t\n\n- A\n", "1.5.0")).toBe(
      "=====\n1.5.0\n===== \t\n\n- A\n",
    );
    expect(findNewsSection("Notes\n \t\n=====\n1.5.0\n=====\n\n- A\n", "1.5.0")).toBe(
      "=====\n1.5.0\n=====\n\n- A\n",
    );
  });

  it("keeps the sub-headings of an overlined section and ends it at the next overlined title", () => {
    const news = [
      "Release notes",
      "=============",
      "",
      ".. towncrier release notes start",
      "",
      "==================",
      "myproj 1.5.0 (d)",
      "==================",
      "",
      "Features",
      "--------",
      "",
      "- A",
      "",
      "==================",
      "myproj 1.4.0 (d)",
      "==================",
      "",
      "- B",
      "",
    ].join("\n");
    expect(findNewsSection(news, "1.5.0")).toBe(
      "==================\nmyproj 1.5.0 (d)\n==================\n\nFeatures\n--------\n\n- A\n",
    );
    expect(findNewsSection(news, "1.4.0")).toBe(
      "==================\nmyproj 1.4.0 (d)\n==================\n\n- B\n",
    );
  });

  it("reads an overlined and an underlined title of one character as two levels, as reST does", () => {
    expect(findNewsSection("=====\n1.5.0\n=====\n\n- A\n\n1.4.0\n=====\n\n- B\n", "1.5.0")).toBe(
      "=====\n1.5.0\n=====\n\n- A\n\n1.4.0\n=====\n\n- B\n",
    );
    expect(findNewsSection("1.5.0\n=====\n\n- A\n\n=====\nOlder\n=====\n\n1.4.0\n=====\n", "1.5.0")).toBe(
      "1.5.0\n=====\n\n- A\n\n=====\nOlder\n=====\n",
    );
  });

  it("takes no overline that differs from the underline, nor one right under text", () => {
    expect(findNewsSection("=======\n1.5.0\n=====\n\n- A\n", "1.5.0")).toBe("1.5.0\n=====\n\n- A\n");
    expect(findNewsSection("-----\n1.5.0\n=====\n\n- A\n", "1.5.0")).toBe("1.5.0\n=====\n\n- A\n");
    expect(findNewsSection("Title\n=====\n1.5.0\n=====\n\n- A\n", "1.5.0")).toBe("1.5.0\n=====\n\n- A\n");
    expect(findNewsSection("Notes\n\n=====\n1.5.0\n=====\n\n- A\n", "1.5.0")).toBe(
      "=====\n1.5.0\n=====\n\n- A\n",
    );
  });
});
