import { describe, expect, it } from "vitest";
import { readReleaseNotes } from "./changelog-file.ts";
import { changelogMarkup, headingVersion, looksLikeVersionHeading } from "./changelog-headings.ts";
import { inline, rstToMarkdown } from "./changelog-notes.ts";

describe("rstToMarkdown", () => {
  it("turns the version heading into ##, the group headings into ###, keeps the bullets", () => {
    const section = `Version 3.1.0
-------------

Released 2024-11-13

Features
~~~~~~~~

-   Add \`\`x\`\` to \`the docs <https://example.com/x>\`_.
    Second line.
-   See :issue:\`5623\` and :func:\`~flask.json.dumps\`.

Bug Fixes
~~~~~~~~~

* Fix z`;
    expect(rstToMarkdown(section)).toMatchInlineSnapshot(`
      "## Version 3.1.0

      Released 2024-11-13

      ### Features

      -   Add \`x\` to [the docs](https://example.com/x).
          Second line.
      -   See #5623 and \`flask.json.dumps\`.

      ### Bug Fixes

      * Fix z"
    `);
  });

  it("turns bold group titles into ### headings and handles overlined headings and CRLF", () => {
    expect(rstToMarkdown("=====\r\n1.5.0\r\n=====\r\n\r\n**Features**\r\n\r\n- A\r\n")).toBe(
      "## 1.5.0\n\n### Features\n\n- A",
    );
  });

  it.each([
    ["``code``", "`code`"],
    ["`text <https://x.y/z>`_", "[text](https://x.y/z)"],
    ["`text <https://x.y/z>`__", "[text](https://x.y/z)"],
    [":pr:`12` :issue:`#3` :gh:`4`", "#12 #3 #4"],
    [":class:`flask.Flask`", "`flask.Flask`"],
    [":meth:`!nope`", "`nope`"],
    [":py:func:`~a.b`", "`a.b`"],
    ["**bold** and *em*", "**bold** and *em*"],
    ["plain text", "plain text"],
  ])("inline %j -> %j", (input, expected) => {
    expect(inline(input)).toBe(expected);
  });
});

describe("readReleaseNotes", () => {
  it("gives Markdown for a reST changelog and the section as it is for a Markdown one", () => {
    const rst =
      "Changes\n=======\n\n1.5.0 (2026-11-25)\n------------------\n\n- ``A``\n\n1.4.0\n-----\n\n- B\n";
    expect(readReleaseNotes(rst, "1.5.0", "CHANGES.rst")).toBe("## 1.5.0 (2026-11-25)\n\n- `A`");
    expect(readReleaseNotes(rst, "1.4.0", "CHANGES.rst")).toBe("## 1.4.0\n\n- B");
    expect(readReleaseNotes(rst, "1.3.0", "CHANGES.rst")).toBeUndefined();
    const md = "# Changelog\n\n## [1.5.0] - 2026-11-25\n\n- ``A``\n";
    expect(readReleaseNotes(md, "1.5.0", "CHANGELOG.md")).toBe("## [1.5.0] - 2026-11-25\n\n- ``A``");
  });
});

describe("headings", () => {
  it.each([
    ["1.5.0 (2026-11-25)", "1.5.0"],
    ["Version 1.5.0", "1.5.0"],
    ["v1.5.0", "1.5.0"],
    ["[1.5.0] - 2026-11-25", "1.5.0"],
    ["myproj 1.5.0 (2026-11-25)", "1.5.0"],
    ["[2.0.0rc1]", "2.0.0rc1"],
    ["Release 26.2", "26.2"],
    ["Unreleased", undefined],
    ["Features", undefined],
    ["Python 3 support", undefined],
  ])("%j names %j", (text, version) => {
    expect(headingVersion(text)).toBe(version);
    expect(looksLikeVersionHeading(text)).toBe(version !== undefined);
  });

  it.each([
    ["CHANGES.rst", undefined, "rst"],
    ["docs/changelog.rst", "# x\n", "rst"],
    ["CHANGELOG.md", "Title\n=====\n", "markdown"],
    ["HISTORY.txt", "History\n=======\n\n1.0\n---\n", "rst"],
    ["NEWS", "1.0\n---\n\n- x\n", "rst"],
    ["NEWS", "# News\n\n1.0\n---\n", "markdown"],
    ["NEWS", "just text\n", "markdown"],
    ["NEWS", undefined, "markdown"],
    ["NEWS", "A title\n===\n", "markdown"],
  ])("%s with %j is %s", (path, text, markup) => {
    expect(changelogMarkup(path, text)).toBe(markup);
  });
});

describe("version headings are not other headings with a number", () => {
  it.each([
    ["Python 3.12 support", false],
    ["Drop Python 3.8 and 3.9", false],
    ["Version 2.0 migration guide", false],
    ["1.5.0 \u2014 2026-11-25", true],
    ["1.5.0 / 2026-11-25", true],
    ["1.5.0 2026-11-25", true],
    ["1.5.0 (unreleased)", true],
    ["v1.5.0 Unreleased", true],
    ["1.5.0: codename", true],
  ])("%j: %s", (text, expected) => {
    expect(looksLikeVersionHeading(text)).toBe(expected);
  });
});

describe("rstToMarkdown: the details", () => {
  it("gives the first heading ## and every later one ###, converting their inline markup", () => {
    expect(rstToMarkdown("1.5.0 ``final``\n===============\n\nAdded\n-----\n\nFixed\n~~~~~\n\n- x\n")).toBe(
      "## 1.5.0 `final`\n\n### Added\n\n### Fixed\n\n- x",
    );
  });

  it("keeps and converts the text before the first heading", () => {
    expect(rstToMarkdown("See ``x``.\n\n1.5.0\n=====\n\n- y\n")).toBe("See `x`.\n\n## 1.5.0\n\n- y");
  });

  it("makes a bold line, with a colon or trailing spaces, a ### heading, and leaves other bold text", () => {
    expect(rstToMarkdown("**Features**:  \n\n- a\n\n**Fixes**\t\n\n**Note** this\n\n- **b**\n")).toBe(
      "### Features\n\n- a\n\n### Fixes\n\n**Note** this\n\n- **b**",
    );
  });

  it("closes runs of blank lines to one and trims the ends", () => {
    expect(rstToMarkdown("\n\n- a\n\n\n\n- b\n\n\n")).toBe("- a\n\n- b");
    expect(rstToMarkdown("- a\n")).toBe("- a");
    expect(rstToMarkdown("")).toBe("");
  });

  it("gives a heading alone, with nothing after it", () => {
    expect(rstToMarkdown("1.5.0\n=====\n")).toBe("## 1.5.0");
  });
});

describe("inline: the details", () => {
  it.each([
    ["``a`` and ``b``", "`a` and `b`"],
    ["`` spaced ``", "` spaced `"],
    ["`  text   <https://x.y>`_ after", "[text](https://x.y) after"],
    ["`a <u1>`_ and `b <u2>`__", "[a](u1) and [b](u2)"],
    [":pull:`7`", "#7"],
    [":issue:`abc`", "`abc`"],
    [":ref:`Some text`", "`Some text`"],
    [":py:class:`!x.Y` and :doc:`~z`", "`x.Y` and `z`"],
    ["a :role:`x` b :issue:`9` c", "a `x` b #9 c"],
    ["`no link`_", "`no link`_"],
    ["`the docs<https://x.y>`_", "[the docs](https://x.y)"],
  ])("%j -> %j", (input, expected) => {
    expect(inline(input)).toBe(expected);
  });
});

describe("inline: a reference to a bare URL", () => {
  it.each([
    ["`https://x.y/z`_", "<https://x.y/z>"],
    ["`https://x.y/z`__", "<https://x.y/z>"],
    ["see `http://x.y/a_b?c=1#d`_.", "see <http://x.y/a_b?c=1#d>."],
    ["(`git+ssh://x.y/r.git`__)", "(<git+ssh://x.y/r.git>)"],
    ["mail `mailto:a@x.y`_ or `HTTPS://X.Y`_", "mail <mailto:a@x.y> or <HTTPS://X.Y>"],
    ["`https://a.b`_ and `text <https://c.d>`_", "<https://a.b> and [text](https://c.d)"],
  ])("%j -> %j", (input, expected) => {
    expect(inline(input)).toBe(expected);
  });

  it.each([
    // Not a URL: a reference name, a path, a scheme without `//`.
    ["`no link`_", "`no link`_"],
    ["`x.y/z`_", "`x.y/z`_"],
    ["`pep:8`_", "`pep:8`_"],
    ["`https://x.y z`_", "`https://x.y z`_"],
    ["`1http://x.y`_", "`1http://x.y`_"],
    // Not a reference: no underscore, a word against either end, a literal, a role.
    ["`https://x.y`", "`https://x.y`"],
    ["a`https://x.y`_", "a`https://x.y`_"],
    ["`https://x.y`_b", "`https://x.y`_b"],
    ["`https://x.y`___", "`https://x.y`___"],
    ["``https://x.y``_", "`https://x.y`_"],
    [":ref:`https://x.y`_", "`https://x.y`_"],
  ])("leaves %j as %j", (input, expected) => {
    expect(inline(input)).toBe(expected);
  });

  it("gives the release notes an autolink", () => {
    expect(rstToMarkdown("1.5.0\n=====\n\n- See `https://x.y/z`__ for more.\n")).toBe(
      "## 1.5.0\n\n- See <https://x.y/z> for more.",
    );
  });
});
