import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  hasVersionSection,
  insertChangelogSection,
  isVersionHeading,
  readVersionSection,
} from "./changelog-file.ts";
import { scanHeadings } from "./changelog-markdown-scan.ts";

const SECTION = "## [1.5.0] - 2026-11-21\n\n### Features\n\n- Add x\n";

describe("insertChangelogSection", () => {
  it("creates the file with a title", () => {
    const expected = "# Changelog\n\n## [1.5.0] - 2026-11-21\n\n### Features\n\n- Add x\n";
    expect(insertChangelogSection(undefined, SECTION, "1.5.0")).toBe(expected);
    expect(insertChangelogSection("", SECTION, "1.5.0")).toBe(expected);
    expect(insertChangelogSection("\n\n", SECTION, "1.5.0")).toBe(expected);
    expect(insertChangelogSection("\r\n", SECTION, "1.5.0")).toBe(expected.replace(/\n/g, "\r\n"));
  });

  it("puts the section after the title and its intro, before older sections", () => {
    const existing = `# Changelog

All notable changes to this project are documented here.
Versions follow PEP 440.

## [1.4.2] - 2026-10-01

### Bug Fixes

- Fix y
`;
    expect(insertChangelogSection(existing, SECTION, "1.5.0")).toMatchInlineSnapshot(`
      "# Changelog

      All notable changes to this project are documented here.
      Versions follow PEP 440.

      ## [1.5.0] - 2026-11-21

      ### Features

      - Add x

      ## [1.4.2] - 2026-10-01

      ### Bug Fixes

      - Fix y
      "
    `);
  });

  it("moves Keep-a-Changelog [Unreleased] notes into the section, the empty heading stays on top", () => {
    const existing = `# Changelog
All notable changes to this project will be documented in this file.

## [Unreleased]

### Added

- Something not released yet

## [1.4.2] - 2026-10-01

- Fix y

[unreleased]: https://example.com/compare/v1.4.2...HEAD
[1.4.2]: https://example.com/releases/v1.4.2
`;
    expect(insertChangelogSection(existing, SECTION, "1.5.0")).toMatchInlineSnapshot(`
      "# Changelog
      All notable changes to this project will be documented in this file.

      ## [Unreleased]

      ## [1.5.0] - 2026-11-21

      ### Features

      - Add x

      ### Added

      - Something not released yet

      ## [1.4.2] - 2026-10-01

      - Fix y

      [unreleased]: https://example.com/compare/v1.5.0...HEAD
      [1.5.0]: https://example.com/compare/v1.4.2...v1.5.0
      [1.4.2]: https://example.com/releases/v1.4.2
      "
    `);
  });

  it("adds the first section after an empty [Unreleased] heading, above the link references", () => {
    const existing = "# Changelog\n\n## [Unreleased]\n\n[unreleased]: https://example.com/compare/HEAD\n";
    expect(insertChangelogSection(existing, SECTION, "1.5.0")).toBe(
      `# Changelog\n\n## [Unreleased]\n\n${SECTION}\n[unreleased]: https://example.com/compare/HEAD\n`,
    );
  });

  it.each([
    ["## [1.5.0] - 2026-11-20"],
    ["## [1.5.0]"],
    ["## 1.5.0"],
    ["## v1.5.0 (2026-11-20)"],
    ["## [1.5.0](https://github.com/o/r/compare/v1.4.2...v1.5.0) (2026-11-20)"],
  ])("replaces an existing section for the same version in place: %s", (heading) => {
    const existing = `# Changelog\n\n${heading}\n\n### Features\n\n- Old entry\n\n\n## [1.4.2] - 2026-10-01\n\n- Fix y\n`;
    expect(insertChangelogSection(existing, SECTION, "1.5.0")).toBe(
      `# Changelog\n\n${SECTION}\n## [1.4.2] - 2026-10-01\n\n- Fix y\n`,
    );
  });

  it("replaces a section that is not the newest where it stands", () => {
    const existing = "# Changelog\n\n## [1.6.0]\n\n- New\n\n## [1.5.0]\n\n- Old\n\n## [1.4.0]\n\n- Older\n";
    expect(insertChangelogSection(existing, SECTION, "1.5.0")).toBe(
      `# Changelog\n\n## [1.6.0]\n\n- New\n\n${SECTION}\n## [1.4.0]\n\n- Older\n`,
    );
  });

  it("replaces the last section and keeps a missing final newline", () => {
    const existing = "# Changelog\n\n## [1.5.0]\n\n- Old";
    expect(insertChangelogSection(existing, SECTION, "1.5.0")).toBe(`# Changelog\n\n${SECTION.trimEnd()}`);
  });

  it("does not take a pre-release or a longer version for the same version", () => {
    const existing = "# Changelog\n\n## [1.5.0rc1] - 2026-11-01\n\n- Rc\n\n## 1.5.0.post1\n\n- Post\n";
    expect(insertChangelogSection(existing, SECTION, "1.5.0")).toBe(
      `# Changelog\n\n${SECTION}\n## [1.5.0rc1] - 2026-11-01\n\n- Rc\n\n## 1.5.0.post1\n\n- Post\n`,
    );
  });

  it("keeps CRLF line endings", () => {
    const existing = "# Changelog\r\n\r\n## [1.4.2] - 2026-10-01\r\n\r\n- Fix y\r\n";
    expect(insertChangelogSection(existing, SECTION, "1.5.0")).toBe(
      "# Changelog\r\n\r\n## [1.5.0] - 2026-11-21\r\n\r\n### Features\r\n\r\n- Add x\r\n\r\n## [1.4.2] - 2026-10-01\r\n\r\n- Fix y\r\n",
    );
  });

  it("adds a blank line after a title that has none, and after a title without a final newline", () => {
    expect(insertChangelogSection("# Changelog\n## [1.4.2]\n- Fix\n", SECTION, "1.5.0")).toBe(
      `# Changelog\n\n${SECTION}\n## [1.4.2]\n- Fix\n`,
    );
    expect(insertChangelogSection("# Changelog", SECTION, "1.5.0")).toBe(`# Changelog\n\n${SECTION}`);
  });

  it("inserts at the top of a file without a title", () => {
    expect(insertChangelogSection("## 1.4.2\n\n- Fix\n", SECTION, "1.5.0")).toBe(
      `${SECTION.replace("## [1.5.0] - 2026-11-21", "## 1.5.0")}\n## 1.4.2\n\n- Fix\n`,
    );
  });

  it("treats level-1 version headings after the title as sections", () => {
    // Written as the file writes its releases: `# 1.5.0` (issue 43 case 17).
    const own = SECTION.replace("## [1.5.0] - 2026-11-21", "# 1.5.0");
    expect(insertChangelogSection("# Changelog\n\n# 1.4.2\n\n- Fix\n", SECTION, "1.5.0")).toBe(
      `# Changelog\n\n${own}\n# 1.4.2\n\n- Fix\n`,
    );
    expect(insertChangelogSection("# History\n\n# v1.5.0\n\n- Old\n\n# 1.4.2\n", SECTION, "1.5.0")).toBe(
      `# History\n\n${own}\n# 1.4.2\n`,
    );
  });

  it("ignores headings inside fenced code blocks", () => {
    const existing = "# Changelog\n\n```md\n## [1.5.0]\n```\n\n## [1.4.2]\n\n- Fix\n";
    expect(insertChangelogSection(existing, SECTION, "1.5.0")).toBe(
      `# Changelog\n\n\`\`\`md\n## [1.5.0]\n\`\`\`\n\n${SECTION}\n## [1.4.2]\n\n- Fix\n`,
    );
  });

  it("is idempotent and keeps every other line of the file", () => {
    const line = fc.stringMatching(/^[a-z0-9 .,:()-]{1,20}$/).map((s) => `- ${s}`);
    const version = fc.tuple(fc.nat(9), fc.nat(9), fc.nat(9)).map(([a, b, c]) => `${a}.${b}.${c}`);
    const oldSection = fc
      .tuple(version, fc.constantFrom("[v]", "[v] - 2026-01-01", "v", "vv"), fc.array(line, { maxLength: 3 }))
      .map(([v, style, lines]) => {
        const heading = style.replace("vv", `v${v}`).replace("v]", `${v}]`).replace(/^v$/, v);
        return [`## ${heading}`, "", ...lines].join("\n");
      });
    const existing = fc.record({
      intro: fc.array(line, { maxLength: 2 }),
      unreleased: fc.boolean(),
      sections: fc.array(oldSection, { maxLength: 4 }),
      eol: fc.constantFrom("\n", "\r\n"),
    });
    fc.assert(
      fc.property(existing, version, (e, v) => {
        const text = [
          "# Changelog",
          "",
          ...e.intro,
          ...(e.unreleased ? ["", "## [Unreleased]", "", "- Wip"] : []),
          ...e.sections.flatMap((s) => ["", s]),
          "",
        ].join(e.eol);
        const section = `## [${v}] - 2026-11-21\n\n### Features\n\n- Add x\n`;
        const once = insertChangelogSection(text, section, v);
        expect(insertChangelogSection(once, section, v)).toBe(once);
        // One heading names v (in the file's style, issue 43 case 17).
        const named = once
          .split(/\r?\n/)
          .filter((l) => /^#{1,2} /.test(l) && isVersionHeading(l.replace(/^#+ /, ""), v));
        expect(named).toHaveLength(1);
        expect(once.includes("\r\n")).toBe(e.eol === "\r\n");
        // Every line of the file that is not part of a section for v is still there, in order.
        const kept = text.split(e.eol).filter((l) => l !== "" && !isVersionHeading(l.slice(3), v));
        const result = once.split(e.eol);
        let at = 0;
        for (const l of kept.filter((l) => !l.startsWith("- ") || !sectionsOf(text, v, e.eol).has(l))) {
          at = result.indexOf(l, at);
          expect(at).toBeGreaterThanOrEqual(0);
        }
        if (e.unreleased)
          expect(once.indexOf("## [Unreleased]")).toBeLessThan(once.indexOf(named[0] as string));
      }),
    );
  });
});

/** The bullet lines under headings for `version` (they may legitimately disappear). */
function sectionsOf(text: string, version: string, eol: string): Set<string> {
  const bullets = new Set<string>();
  let inside = false;
  for (const line of text.split(eol)) {
    if (line.startsWith("## ")) inside = isVersionHeading(line.slice(3), version);
    else if (inside) bullets.add(line);
  }
  return bullets;
}

describe("isVersionHeading", () => {
  it.each([
    ["[1.5.0] - 2026-11-21", true],
    ["[v1.5.0]", true],
    ["1.5.0", true],
    ["V1.5.0 (2026)", true],
    ["[1.5.0](https://x) (2026-11-21)", true],
    ["[1.5.0rc1]", false],
    ["1.5.0.post1", false],
    ["11.5.0", false],
    ["1.5.01", false],
    ["[Unreleased]", false],
    ["1x5x0", false],
    ["1.5.0-final", false],
    ["v1.5.0\t(2026)", true],
    ["x 1.5.0", true],
    ["Version 1.5.0", true],
    ["version 1.5.0 - 2026-11-25", true],
    ["myproj 1.5.0 (2026-11-25)", true],
    ["myproj version v1.5.0", true],
    ["Release v1.5.0:", true],
    ["a b c 1.5.0", false],
    ["Version 1.5.0rc1", false],
    ["Version 11.5.0", false],
    ["myproj 1.5.0.post1 (2026-11-25)", false],
    ["1.5.0-rc.1", false],
    ["Changes 1.5", false],
  ])("%s -> %s", (text, expected) => {
    expect(isVersionHeading(text, "1.5.0")).toBe(expected);
  });

  it.each([
    ["[1.5.0]", "v1.5.0", true],
    ["1.5.0", "V1.5.0", true],
    ["[1.5.0.dev1] - 2026-11-21", "1.5.0.dev1", true],
    ["[1.5.0.dev1]", "1.5.0.de1", false],
    ["[2!1.0.0+local.v2]", "2!1.0.0+local.v2", true],
  ])("%s names version %s: %s", (text, version, expected) => {
    expect(isVersionHeading(text, version)).toBe(expected);
  });
});

describe("insertChangelogSection: where the section goes", () => {
  const OLD = "## [1.4.2] - 2026-10-01\n\n- Fix y\n";

  it("appends to a non-empty file that has no heading at all", () => {
    expect(insertChangelogSection("Release notes of acme.\n", SECTION, "1.5.0")).toBe(
      `Release notes of acme.\n\n${SECTION}`,
    );
  });

  it.each([
    ["Unreleased", true],
    ["[Unreleased]", true],
    ["[Unreleased] - next", true],
    ["unreleased (main)", true],
    ["UNRELEASED: soon", true],
    ["Unreleased-changes", true],
    ["Unreleased\tnext", true],
    ["[Unreleased", true],
    ["Unreleasedx", false],
    ["[Unreleased]x", false],
    ["Not unreleased", false],
    ["Upcoming", false],
  ])("keeps a first section headed %j first, its notes moved: %s", (title, kept) => {
    const existing = `# Changelog\n\n## ${title}\n\n- Wip\n\n${OLD}`;
    expect(insertChangelogSection(existing, SECTION, "1.5.0")).toBe(
      kept
        ? `# Changelog\n\n## ${title}\n\n## [1.5.0] - 2026-11-21\n\n- Wip\n\n### Features\n\n- Add x\n\n${OLD}`
        : `# Changelog\n\n${SECTION}\n## ${title}\n\n- Wip\n\n${OLD}`,
    );
  });

  it("keeps an Unreleased section that is the only one first, above the link references", () => {
    const existing =
      "# Changelog\r\n\r\n## [Unreleased]\r\n\r\n- Wip\r\n\r\n[unreleased]: https://x/compare\r\n\r\n[1.4.0]: https://x/1.4.0\r\n";
    expect(insertChangelogSection(existing, SECTION, "1.5.0")).toBe(
      "# Changelog\r\n\r\n## [Unreleased]\r\n\r\n## [1.5.0] - 2026-11-21\r\n\r\n- Wip\r\n\r\n### Features\r\n\r\n- Add x\r\n\r\n[unreleased]: https://x/compare\r\n\r\n[1.4.0]: https://x/1.4.0\r\n",
    );
  });

  it.each([
    // [the file, what it becomes]
    ["[1.4.0]: https://x/1.4.0\n", `${SECTION}\n[1.4.0]: https://x/1.4.0\n`],
    [
      "# Changelog\n\n## [1.5.0]\n\n- Old\n\n[1.5.0]: https://x\n",
      `# Changelog\n\n${SECTION}\n[1.5.0]: https://x\n`,
    ],
    [
      "# Changelog\n\n## [1.5.0]\n\n- Old\n\n[1.5.0]: https://x",
      `# Changelog\n\n${SECTION}\n[1.5.0]: https://x`,
    ],
    // Not link definitions: an empty one, and text after the footer.
    ["# Changelog\n\n[a]:\n", `# Changelog\n\n[a]:\n\n${SECTION}`],
    ["# Changelog\n\n[a]: https://x\nthe end\n", `# Changelog\n\n[a]: https://x\nthe end\n\n${SECTION}`],
    ["# Changelog\n\n[a]:https://x\n", `# Changelog\n\n${SECTION}\n[a]:https://x\n`],
    ["# Changelog\n\n   [a]: x\n", `# Changelog\n\n${SECTION}\n   [a]: x\n`],
  ])("keeps a trailing block of link definitions last: %j", (existing, expected) => {
    expect(insertChangelogSection(existing, SECTION, "1.5.0")).toBe(expected);
  });

  it("keeps the link definitions of a CRLF file last, byte for byte", () => {
    const existing =
      "# Changelog\r\n\r\n## [1.5.0]\r\n\r\n- Old\r\n\r\n[1.5.0]: https://x\r\n[1.4.0]: https://y";
    expect(insertChangelogSection(existing, SECTION, "1.5.0")).toBe(
      "# Changelog\r\n\r\n## [1.5.0] - 2026-11-21\r\n\r\n### Features\r\n\r\n- Add x\r\n\r\n[1.5.0]: https://x\r\n[1.4.0]: https://y",
    );
  });

  it("writes the section with the file's line endings and no trailing blank lines", () => {
    const crlfSection = "## [1.5.0] - 2026-11-21\r\n\r\n- Add x\r\n\r\n\r\n";
    expect(insertChangelogSection(`# Changelog\n\n${OLD}`, crlfSection, "1.5.0")).toBe(
      `# Changelog\n\n## [1.5.0] - 2026-11-21\n\n- Add x\n\n${OLD}`,
    );
    expect(insertChangelogSection(`# Changelog\n\n${OLD}`, `${SECTION}\n \n\t\n`, "1.5.0")).toBe(
      `# Changelog\n\n${SECTION}\n${OLD}`,
    );
  });

  it.each([
    ["## [1.5.0.dev1] - 2026-11-01", "1.5.0.dev1"],
    ["##  1.5.0", "1.5.0"],
    ["## \t[1.5.0]  ", "1.5.0"],
    ["   ## [1.5.0]", "1.5.0"],
  ])("replaces the section under %j instead of adding a second one", (heading, version) => {
    const section = SECTION.replace("1.5.0", version);
    const existing = `# Changelog\n\n${heading}\n\n- Old\n\n${OLD}`;
    expect(insertChangelogSection(existing, section, version)).toBe(`# Changelog\n\n${section}\n${OLD}`);
  });

  it("takes an empty `##` line for a section heading and `#x` for none", () => {
    expect(insertChangelogSection(`# Changelog\n\n##\n\n${OLD}`, SECTION, "1.5.0")).toBe(
      `# Changelog\n\n${SECTION}\n##\n\n${OLD}`,
    );
    expect(insertChangelogSection(`# Changelog\n\n#1.5.0\n\n${OLD}`, SECTION, "1.5.0")).toBe(
      `# Changelog\n\n#1.5.0\n\n${SECTION}\n${OLD}`,
    );
  });
});

describe("insertChangelogSection: code fences", () => {
  /** Whether the `## [1.5.0]` line after `lines` is seen as a heading (then replaced). */
  const seen = (lines: string[]) => {
    const existing = ["# Changelog", "", ...lines, "## [1.5.0]", "", "- Old", ""].join("\n");
    return !insertChangelogSection(existing, SECTION, "1.5.0").includes("- Old");
  };

  it.each([
    // Lines that open no fence: the heading after them is seen.
    [["```foo``` bar"], true], // inline code
    [["``` `x` ```"], true],
    [["see ```"], true],
    [["``"], true],
    [["~~"], true],
    [["    ```"], true], // indented code, no fence
    // Fences that are closed before the heading.
    [["```", "x", "```"], true],
    [["```python", "## [1.5.0]", "```"], true],
    [["   ~~~", "x", "~~~~"], true],
    [["~~~", "x", "~~~  \t"], true],
    [["````", "```", "`````"], true],
    [["```", "x", "   ```"], true],
    // Fences still open: the heading is inside them.
    [["```"], false],
    [["~~~"], false],
    [["   ```python"], false],
    [["~~~ info with ``` inside"], false],
    [["````", "```"], false], // a shorter run does not close
    [["~~~~", "~~~"], false],
    [["~~~", "```"], false], // nor the other character
    [["```", "~~~"], false],
    [["```", "``` x"], false], // nor a run with text after it
    [["```", "x ```"], false],
    [["```", "    ```"], false], // nor an indented one
  ])("%j: the heading after it is seen: %s", (lines, expected) => {
    expect(seen(lines)).toBe(expected);
  });
});

describe("insertChangelogSection: twice is once", () => {
  it.each([
    ["a missing file", undefined],
    ["a title only", "# Changelog"],
    ["links and CRLF", "# Changelog\r\n\r\n## [1.4.2]\r\n\r\n- Fix\r\n\r\n[1.4.2]: https://x\r\n"],
    ["an Unreleased section", "# Changelog\n\n## Unreleased\n\n- Wip\n"],
    ["a fence and inline code", "# Changelog\n\n```foo``` bar\n\n```\n## [1.5.0]\n```\n\n## 1.4.2\n"],
    ["no heading", "Notes.\n"],
    ["a .dev section", "# Changelog\n\n## [1.5.0.dev1]\n\n- Dev\n"],
  ])("%s", (_, existing) => {
    for (const version of ["1.5.0", "1.5.0.dev1"]) {
      const section = SECTION.replace("1.5.0", version);
      const once = insertChangelogSection(existing, section, version);
      expect(insertChangelogSection(once, section, version)).toBe(once);
      const named = scanHeadings(once, once.length).filter((h) => isVersionHeading(h.text, version));
      expect(named).toHaveLength(1);
      expect(hasVersionSection(once, version)).toBe(true);
    }
  });
});

describe("hasVersionSection", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["# Changelog\n", false],
    ["# Changelog\n\n## [1.4.2]\n\n## [1.5.0] - 2026-11-21\n", true],
    ["# Changelog\n\n# v1.5.0\n", true],
    ["# Changelog\n\n## [1.5.0rc1]\n", false],
    ["# Changelog\n\n```\n## [1.5.0]\n```\n", false],
    ["# Changelog\n\n### [1.5.0]\n", false],
    ["# Changelog\n\nSee [1.5.0]\n", false],
  ])("%j -> %s", (existing, expected) => {
    expect(hasVersionSection(existing, "1.5.0")).toBe(expected);
  });
});

describe("readVersionSection", () => {
  const file = [
    "# Changelog",
    "",
    "## [Unreleased]",
    "",
    "- Soon",
    "",
    "## [1.5.0] - 2026-11-21",
    "",
    "### Features",
    "",
    "- Add x (edited by hand)",
    "",
    "```md",
    "## [1.4.2] inside a fence",
    "```",
    "",
    "## [1.5.0rc1] - 2026-11-01",
    "",
    "- Pre",
    "",
    "[1.5.0]: https://example.com/compare/v1.4.2...v1.5.0",
    "",
  ].join("\n");

  it("is the heading and everything up to the next section, fences kept whole", () => {
    expect(readVersionSection(file, "1.5.0")).toBe(
      "## [1.5.0] - 2026-11-21\n\n### Features\n\n- Add x (edited by hand)\n\n```md\n## [1.4.2] inside a fence\n```",
    );
  });

  it("stops before the link definitions at the end", () => {
    expect(readVersionSection(file, "1.5.0rc1")).toBe("## [1.5.0rc1] - 2026-11-01\n\n- Pre");
  });

  it("is undefined for a version without a section, and reads CRLF files as LF", () => {
    expect(readVersionSection(file, "1.4.2")).toBeUndefined();
    expect(readVersionSection("# Changelog\r\n\r\n## 2.0.0\r\n\r\n- A\r\n", "2.0.0")).toBe("## 2.0.0\n\n- A");
  });

  it("finds what insertChangelogSection wrote", () => {
    const section = "## [1.6.0] - 2026-12-01\n\n### Bug Fixes\n\n- Fix y";
    // The notes under [Unreleased] moved into it.
    expect(readVersionSection(insertChangelogSection(file, section, "1.6.0"), "1.6.0")).toBe(
      "## [1.6.0] - 2026-12-01\n\n- Soon\n\n### Bug Fixes\n\n- Fix y",
    );
  });
});

describe("insertChangelogSection: the markup", () => {
  const RST = "Changes\n=======\n\n1.4.0\n-----\n\n- Old\n";

  it("writes Markdown into a file it is given no name for; underlined headings are setext Markdown then", () => {
    // Read as Markdown with setext headings (issue 43 case 17): the section goes on top, underlined.
    expect(insertChangelogSection(RST, "## [1.5.0] - 2026-11-25\n\n- Add x\n", "1.5.0")).toBe(
      "Changes\n=======\n\n1.5.0\n-----\n\n- Add x\n\n1.4.0\n-----\n\n- Old\n",
    );
  });

  it("refuses a section that is not a rendered one for a reST file, naming its first 40 characters", () => {
    const section = "Some text that is not a rendered section at all, really";
    expect(() => insertChangelogSection(RST, section, "1.5.0", "CHANGES.rst")).toThrow(
      new Error("internal: not a rendered changelog section: Some text that is not a rendered section"),
    );
  });
});
