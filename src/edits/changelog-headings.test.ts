import { describe, expect, it } from "vitest";
import {
  changelogMarkup,
  hasVersionHeading,
  headingVersion,
  isAdornment,
  isUnreleasedHeading,
  isVersionHeading,
  looksLikeVersionHeading,
  NOT_RELEASED,
} from "./changelog-headings.ts";

describe("isVersionHeading", () => {
  it.each([
    "1.5.0",
    "[1.5.0]",
    "[v1.5.0]",
    "[V1.5.0] - 2026-11-21",
    "[1.5.0](https://example.com/compare/v1.4.0...v1.5.0) (2026-11-21)",
    "v1.5.0",
    "V1.5.0",
    "  1.5.0  ",
    "Version 1.5.0",
    "Version\t1.5.0",
    "Release v1.5.0",
    "myproj 1.5.0 (2026-11-25)",
    "myproj version 1.5.0",
    "my-proj.x 1.5.0",
    "1.5.0 (2026-11-25)",
    "1.5.0(2026-11-25)",
    "1.5.0 [yanked]",
    "1.5.0: codename",
    "1.5.0:codename",
    "1.5.0, the big one",
    "1.5.0; the big one",
    "1.5.0 / 2026-11-25",
    "1.5.0 - 2026-11-25",
    "1.5.0  - 2026-11-25",
    "1.5.0 \u2013 2026-11-25",
    "1.5.0 \u2014 2026-11-25",
    "1.5.0 2026-11-25",
    "1.5.0   2026-11-25",
    "1.5.0 released",
    "1.5.0  unreleased",
    "1.5.0 final",
    "1.5.0 yanked",
    "1.5.0 RELEASED",
  ])("%j names 1.5.0", (text) => {
    expect(isVersionHeading(text, "1.5.0")).toBe(true);
  });

  it.each([
    "1.5.0rc1",
    "1.5.0.1",
    "11.5.0",
    "[11.5.0]",
    "[1.5.0.1]",
    "21.5.0 (date)",
    "1x5x0",
    "1.5.0-2",
    "1.5.0 finalized",
    "1.5.0 releases",
    "1.5.0 support",
    "Python 1.5.0 support",
    "my proj version 1.5.0",
    "see notes about 1.5.0",
    "2 1.5.0",
    "Unreleased",
    "",
  ])("%j does not name 1.5.0", (text) => {
    expect(isVersionHeading(text, "1.5.0")).toBe(false);
  });

  it("takes the version with or without a leading v, and its regex characters literally", () => {
    expect(isVersionHeading("v1.5.0", "v1.5.0")).toBe(true);
    expect(isVersionHeading("1.5.0", "V1.5.0")).toBe(true);
    expect(isVersionHeading("1.0.dev1", "1.0.dev1")).toBe(true);
    expect(isVersionHeading("Version 1.0.dev1 (date)", "1.0.dev1")).toBe(true);
    expect(isVersionHeading("1.0.0+local", "1.0.0+local")).toBe(true);
    expect(isVersionHeading("1.0.00local", "1.0.0+local")).toBe(false);
    expect(isVersionHeading("[1.0.0+local.1]", "1.0.0+local.1")).toBe(true);
    expect(isVersionHeading("(1.5.0)", "(1.5.0)")).toBe(true);
    expect(isVersionHeading("1.5.0", "(1.5.0)")).toBe(false);
    expect(isVersionHeading("1.5.0", "1.5.0|x")).toBe(false);
    expect(isVersionHeading("1.5.0", "1.5.*")).toBe(false);
    expect(isVersionHeading("1.5.5", "1.5?")).toBe(false);
    expect(isVersionHeading("1.5", "1.5?")).toBe(false);
    expect(isVersionHeading("1.5", "^1.5")).toBe(false);
    expect(isVersionHeading("1.5.0", "1.5.0$")).toBe(false);
    expect(isVersionHeading("1.5.0", "[1].5.0")).toBe(false);
    expect(isVersionHeading("1.5.0", "{1}.5.0")).toBe(false);
    expect(isVersionHeading("11.5.0", "1{2}.5.0")).toBe(false);
    expect(isVersionHeading("1\\.5.0", "1\\.5.0")).toBe(true);
  });
});

describe("looksLikeVersionHeading and headingVersion", () => {
  it.each([
    ["1.4.2 (2026-10-01)", "1.4.2"],
    ["Version 2.3.1", "2.3.1"],
    ["[1.0.0] - 2026-01-01", "1.0.0"],
    ["[v1.0.0] - 2026-01-01", "1.0.0"],
    ["[V1.0.0]", "1.0.0"],
    ["v1.2", "1.2"],
    ["V1.2.3", "1.2.3"],
    ["  myproj 1.2.3  ", "1.2.3"],
    ["myproj version 1.2.3 (date)", "1.2.3"],
    ["1.0.0a1", "1.0.0a1"],
    ["1.0.0b2", "1.0.0b2"],
    ["1.0.0c1", "1.0.0c1"],
    ["1.0.0rc1", "1.0.0rc1"],
    ["1.0.0-alpha.1", "1.0.0-alpha.1"],
    ["1.0.0-beta", "1.0.0-beta"],
    ["1.0.0pre", "1.0.0pre"],
    ["1.0.0.preview2", "1.0.0.preview2"],
    ["1.0.0.post1", "1.0.0.post1"],
    ["1.0.dev1", "1.0.dev1"],
    ["1.0.0rc1.dev2", "1.0.0rc1.dev2"],
    ["1.0.0RC1", "1.0.0RC1"],
    ["1.0.0+local.1", "1.0.0+local.1"],
    ["[1.0.0+local_2]", "1.0.0+local_2"],
    ["1.2.3.4.5 - date", "1.2.3.4.5"],
    ["10.20.30 released", "10.20.30"],
  ])("%j names version %j", (text, version) => {
    expect(headingVersion(text)).toBe(version);
    expect(looksLikeVersionHeading(text)).toBe(true);
  });

  it.each([
    "Python 3.12 support",
    "Version 1",
    "1",
    "v",
    "1.",
    ".1",
    "Bug Fixes",
    "Unreleased",
    "[Unreleased]",
    "see the notes of 1.2.3",
    "1.0.0x",
    "1.0.0-gamma",
    "1.0.0+",
    "[1.0.0",
    "[x1.0.0]",
    "",
  ])("%j names no version", (text) => {
    expect(headingVersion(text)).toBeUndefined();
    expect(looksLikeVersionHeading(text)).toBe(false);
  });
});

describe("isUnreleasedHeading", () => {
  it.each([
    "[Unreleased]",
    "Unreleased",
    "unreleased",
    "UNRELEASED",
    "[Unreleased",
    "Unreleased]",
    "  Unreleased  ",
    "Unreleased changes",
    "Unreleased\tchanges",
    "Unreleased (2026)",
    "Unreleased(2026)",
    "Unreleased: soon",
    "Unreleased - soon",
    "[Unreleased] - soon",
    "Latest Changes",
    "latest changes",
  ])("%j is the unreleased section", (text) => {
    expect(isUnreleasedHeading(text)).toBe(true);
  });

  it.each([
    "Unreleasedx",
    "Not unreleased",
    "x Unreleased",
    "Unreleased.",
    "[[Unreleased]",
    "Released",
    "Latest",
    "Latest changes in 2.0",
    "",
  ])("%j is not", (text) => {
    expect(isUnreleasedHeading(text)).toBe(false);
  });
});

describe("NOT_RELEASED", () => {
  it.each([
    ["1.5.0 (unreleased)", true],
    ["v2.0 - TBD", true],
    ["v2.0 - tba", true],
    ["1.5.0 (not yet released)", true],
    ["1.5.0 (in development)", true],
    ["1.5.0 (2026-11-25)", false],
    ["1.5.0 (tbx)", false],
    ["1.5.0 (xunreleased)", false],
  ])("%j: %j", (text, expected) => {
    expect(NOT_RELEASED.test(text)).toBe(expected);
  });
});

describe("changelogMarkup", () => {
  const RST = "Changes\n=======\n\n1.4.2\n-----\n\n- Old\n";

  it("tells the markup from the extension, in any case, whatever the text", () => {
    expect(changelogMarkup("CHANGES.rst", "# Title\n")).toBe("rst");
    expect(changelogMarkup("docs/CHANGES.REST", undefined)).toBe("rst");
    expect(changelogMarkup("docs/Changes.Rst", undefined)).toBe("rst");
    expect(changelogMarkup("CHANGELOG.md", RST)).toBe("markdown");
    expect(changelogMarkup("CHANGELOG.MARKDOWN", RST)).toBe("markdown");
    expect(changelogMarkup("docs/changelog.mdx", RST)).toBe("markdown");
  });

  it("reads the extension of the file's own name, not of its folder or the middle of its name", () => {
    expect(changelogMarkup("docs.rst/CHANGES", undefined)).toBe("markdown");
    expect(changelogMarkup("docs.md/CHANGES", RST)).toBe("rst");
    expect(changelogMarkup("CHANGES.md.txt", RST)).toBe("rst");
    expect(changelogMarkup("CHANGES.rst.txt", "Changes\n")).toBe("markdown");
    expect(changelogMarkup("CHANGESmd", RST)).toBe("rst");
    expect(changelogMarkup("notes.xmd", RST)).toBe("rst");
  });

  it("reads a .txt or extension-less file as reST when it has underlined headings and no # headings", () => {
    expect(changelogMarkup("CHANGES.txt", RST)).toBe("rst");
    expect(changelogMarkup("CHANGES", RST)).toBe("rst");
    expect(changelogMarkup("CHANGES", RST.replace(/\n/g, "\r\n"))).toBe("rst");
    expect(changelogMarkup("CHANGES", undefined)).toBe("markdown");
    expect(changelogMarkup("CHANGES", "")).toBe("markdown");
    expect(changelogMarkup("CHANGES", "Just text.\nMore text.\n")).toBe("markdown");
    expect(changelogMarkup("HISTORY", `# News\n\n${RST}`)).toBe("markdown");
    expect(changelogMarkup("HISTORY", `${RST}\n   ###### Six\n`)).toBe("markdown");
    expect(changelogMarkup("HISTORY", `${RST}\n#\tTabbed\n`)).toBe("markdown");
    expect(changelogMarkup("HISTORY", `${RST}\n##  Two spaces\n`)).toBe("markdown");
  });

  it("does not take lines that only look like # headings for them", () => {
    expect(changelogMarkup("HISTORY", `${RST}\n    # Indented code\n`)).toBe("rst");
    expect(changelogMarkup("HISTORY", `${RST}\n####### Seven\n`)).toBe("rst");
    expect(changelogMarkup("HISTORY", `${RST}\n#hashtag\n`)).toBe("rst");
    expect(changelogMarkup("HISTORY", `${RST}\n# \n`)).toBe("rst");
    expect(changelogMarkup("HISTORY", `${RST}\nsee # this\n`)).toBe("rst");
  });

  it("needs an underline at least as long as its title, under a non-blank title", () => {
    expect(changelogMarkup("CHANGES", "Title\n=====\n")).toBe("rst");
    expect(changelogMarkup("CHANGES", "Title\n====\n")).toBe("markdown");
    expect(changelogMarkup("CHANGES", "Title   \n=====\n")).toBe("rst");
    expect(changelogMarkup("CHANGES", "Title\n=====   \n")).toBe("rst");
    expect(changelogMarkup("CHANGES", "Title\n======\n")).toBe("rst");
    expect(changelogMarkup("CHANGES", "\n=====\n")).toBe("markdown");
    expect(changelogMarkup("CHANGES", "   \n=====\n")).toBe("markdown");
    expect(changelogMarkup("CHANGES", "=====\n=====\n")).toBe("markdown");
    expect(changelogMarkup("CHANGES", "=====\nTitle\n=====\n")).toBe("rst");
    expect(changelogMarkup("CHANGES", "Intro\n\nTitle\n-----")).toBe("rst");
    expect(changelogMarkup("CHANGES", "Ti\n==\n")).toBe("markdown");
    expect(changelogMarkup("CHANGES", "=====")).toBe("markdown");
  });
});

describe("isAdornment", () => {
  it.each([
    "===",
    "---",
    "~~~~~~",
    "!!!",
    "///",
    ":::",
    "@@@",
    "[[[",
    "```",
    "{{{",
    "~~~",
    "^^^",
    "***",
  ])("%j is an adornment", (line) => {
    expect(isAdornment(line)).toBe(true);
  });

  it.each([
    "==",
    "=",
    "",
    "=-=",
    "==-",
    "aaa",
    "AAA",
    "000",
    " ===",
    "=== ",
    "x===",
    "===x",
    "   ",
  ])("%j is not", (line) => {
    expect(isAdornment(line)).toBe(false);
  });
});

describe("hasVersionHeading", () => {
  it.each([
    "# Changelog\n\n## 1.5.0\n",
    "## [1.5.0] - 2026-11-21",
    "   ## 1.5.0",
    "###### 1.5.0",
    "## 1.5.0 ##",
    "##\t1.5.0\t#",
    "Changes\n=======\n\n1.5.0 (2026-11-25)\n------------------\n",
    "1.5.0\n=====",
    "1.5.0\r\n=====\r\n",
    "## 1.5.0\r\n\r\n- x\r\n",
    "Version 1.5.0\n~~~~~~~~~~~~~\n",
    "1.5.0\n=====   \n",
  ])("%j has one", (text) => {
    expect(hasVersionHeading(text)).toBe(true);
  });

  it.each([
    "See CHANGES.rst",
    "# Changelog\n\nSee CHANGES.rst\n",
    "    ## 1.5.0",
    "####### 1.5.0",
    "##1.5.0",
    "## Python 3.12 support",
    "1.5.0",
    "1.5.0\n",
    "1.5.0\n\n=====",
    "1.5.0\n==",
    "Changes\n=======\n",
    "## Intro\n1.5.0",
    "\n=====\n",
    "",
  ])("%j has none", (text) => {
    expect(hasVersionHeading(text)).toBe(false);
  });
});
