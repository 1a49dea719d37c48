import { describe, expect, it } from "vitest";
import { renderSection } from "../core/changelog.ts";
import { hasVersionSection, insertChangelogSection, readVersionSection } from "./changelog-file.ts";

/** Markdown changelogs of shapes seen in real projects. */

const SECTION = renderSection("1.5.0", "2026-11-25", [{ title: "Features", entries: ["- Add x"] }]);
/** The section with its heading in a file's own style (issue 43 case 17). */
const styled = (heading: string) => SECTION.replace("## [1.5.0] - 2026-11-25", heading);

describe("Markdown changelogs in the wild", () => {
  it("puts the section right after towncrier's start marker", () => {
    const existing =
      "# Changelog\n\nIntro.\n\n<!-- towncrier release notes start -->\n\n## myproj 1.4.2 (2026-10-01)\n\n- Old\n";
    expect(insertChangelogSection(existing, SECTION, "1.5.0", "CHANGES.md")).toBe(
      `# Changelog\n\nIntro.\n\n<!-- towncrier release notes start -->\n\n${styled("## myproj 1.5.0 (2026-11-25)")}\n## myproj 1.4.2 (2026-10-01)\n\n- Old\n`,
    );
  });

  it.each([
    "## Version 1.5.0",
    "## myproj 1.5.0 (2026-11-20)",
    "## v1.5.0 - 2026-11-20",
    "# 1.5.0",
  ])("replaces the section under %j instead of adding a second one", (heading) => {
    const existing = `# Changelog\n\n${heading}\n\n- Old\n\n## 1.4.2\n\n- Older\n`;
    const once = insertChangelogSection(existing, SECTION, "1.5.0", "HISTORY.md");
    // The file writes its releases `## 1.4.2`: so is the new one written.
    expect(once).toBe(`# Changelog\n\n${styled("## 1.5.0")}\n## 1.4.2\n\n- Older\n`);
    expect(hasVersionSection(existing, "1.5.0", "HISTORY.md")).toBe(true);
  });

  it("reads the section under any of these headings, not a pre-release's or a longer version's", () => {
    const text =
      "# Changes\n\n## Version 1.5.0rc1\n\n- Rc\n\n## Version 11.5.0\n\n- Far\n\n## Version 1.5.0\n\n- It\n";
    expect(readVersionSection(text, "1.5.0", "CHANGES.md")).toBe("## Version 1.5.0\n\n- It");
    expect(readVersionSection(text, "1.5.0rc1")).toBe("## Version 1.5.0rc1\n\n- Rc");
    expect(hasVersionSection(text, "1.5")).toBe(false);
  });

  it("keeps the notes of a section written ahead for the coming version", () => {
    const existing =
      "# Changelog\n\n## 1.5.0 (unreleased)\n\n- A note\n\n### Removed\n\n- Old API\n\n## 1.4.2\n\n- Older\n";
    const once = insertChangelogSection(existing, SECTION, "1.5.0", "CHANGELOG.md");
    expect(once).toBe(
      "# Changelog\n\n## 1.5.0\n\n- A note\n\n### Features\n\n- Add x\n\n### Removed\n\n- Old API\n\n## 1.4.2\n\n- Older\n",
    );
    expect(insertChangelogSection(once, SECTION, "1.5.0", "CHANGELOG.md")).toBe(once);
  });

  it("writes a Markdown section into an extension-less file with Markdown headings", () => {
    expect(insertChangelogSection("# News\n\n## 1.4.2\n\n- Old\n", SECTION, "1.5.0", "NEWS")).toBe(
      `# News\n\n${styled("## 1.5.0")}\n## 1.4.2\n\n- Old\n`,
    );
  });
});

describe("Markdown changelogs with a towncrier start marker", () => {
  const MARKER = "<!-- towncrier release notes start -->";

  it("puts the section after the marker even when a heading comes before it", () => {
    const existing = `# Changelog\n\n## About\n\nIntro.\n\n${MARKER}\n\n## 1.4.2\n\n- Old\n`;
    expect(insertChangelogSection(existing, SECTION, "1.5.0", "CHANGES.md")).toBe(
      `# Changelog\n\n## About\n\nIntro.\n\n${MARKER}\n\n${styled("## 1.5.0")}\n## 1.4.2\n\n- Old\n`,
    );
  });

  it("puts the section after a marker that ends the file", () => {
    const existing = `# Changelog\n\n## About\n\n${MARKER}`;
    expect(insertChangelogSection(existing, SECTION, "1.5.0", "CHANGES.md")).toBe(
      `${existing}\n\n${SECTION}`,
    );
  });
});

describe("the new heading in the file's own style (issue 43 case 17)", () => {
  const file = (heading: string) =>
    `# Changelog\n\n## [Unreleased]\n\n- A note.\n\n${heading}\n\n- Old\n\n## 1.4.1\n\n- Older\n`;
  it.each([
    ["## Version 1.4.2", "## Version 1.5.0"],
    ["## v1.4.2 (2026-10-01)", "## v1.5.0 (2026-11-25)"],
    ["## 1.4.2 - 2026-10-01", "## 1.5.0 - 2026-11-25"],
    ["## 1.4.2 (October 1, 2026)", "## 1.5.0 (November 25, 2026)"],
    ["## Release 1.4.2 — 01.10.2026", "## Release 1.5.0 — 25.11.2026"],
    // Keep a Changelog's own heading, a link in it, a date it cannot write: the rendered heading.
    ["## [1.4.2] - 2026-10-01", "## [1.5.0] - 2026-11-25"],
    ["## [1.4.2](https://github.com/o/r/compare/v1.4.1...v1.4.2) (2026-10-01)", "## [1.5.0] - 2026-11-25"],
    ["## 1.4.2 (10/01/2026)", "## [1.5.0] - 2026-11-25"],
  ])("%j gives %j", (heading, expected) => {
    expect(insertChangelogSection(file(heading), SECTION, "1.5.0")).toBe(
      `# Changelog\n\n## [Unreleased]\n\n${styled(expected).replace("\n### Features", "\n- A note.\n\n### Features")}\n${heading}\n\n- Old\n\n## 1.4.1\n\n- Older\n`,
    );
  });

  it("takes the newest released heading, not one written ahead of its release", () => {
    const text = "# Changelog\n\n## 1.6.0 (unreleased)\n\n## Version 1.4.2 (2026-10-01)\n\n- Old\n";
    expect(insertChangelogSection(text, SECTION, "1.5.0")).toBe(
      `# Changelog\n\n${styled("## Version 1.5.0 (2026-11-25)")}\n## 1.6.0 (unreleased)\n\n## Version 1.4.2 (2026-10-01)\n\n- Old\n`,
    );
  });
});

describe("a hand-written HISTORY.md in setext headings (issue 43 case 17)", () => {
  const HISTORY = `Release History
===============

1.4.2 (2026-10-01)
------------------

**Bugfixes**

- An old fix.

1.4.1 (2026-09-01)
------------------

- Older.
`;

  it("gets its section at the top, after the title, underlined as its releases are, groups in bold", () => {
    const once = insertChangelogSection(HISTORY, SECTION, "1.5.0", "HISTORY.md");
    expect(once).toBe(`Release History
===============

1.5.0 (2026-11-25)
------------------

**Features**

- Add x

1.4.2 (2026-10-01)
------------------

**Bugfixes**

- An old fix.

1.4.1 (2026-09-01)
------------------

- Older.
`);
    expect(insertChangelogSection(once, SECTION, "1.5.0", "HISTORY.md")).toBe(once);
    expect(readVersionSection(once, "1.4.2", "HISTORY.md")).toBe(
      "1.4.2 (2026-10-01)\n------------------\n\n**Bugfixes**\n\n- An old fix.",
    );
  });

  it("keeps ### groups in a file that has them, and = underlines", () => {
    const text = "v1.4.2\n======\n\n### Fixed\n\n- Old\n";
    expect(insertChangelogSection(text, SECTION, "1.5.0", "HISTORY.md")).toBe(
      "v1.5.0\n======\n\n### Features\n\n- Add x\n\nv1.4.2\n======\n\n### Fixed\n\n- Old\n",
    );
  });

  it("takes a rule after a blank line, a list item or a quote over dashes for no heading", () => {
    const text = "# Changelog\n\n## 1.4.2\n\n- Fix\n---\n\n> Quote\n---\n\nText.\n\n---\n";
    expect(insertChangelogSection(text, SECTION, "1.5.0", "CHANGELOG.md")).toBe(
      `# Changelog\n\n${styled("## 1.5.0")}\n${text.slice("# Changelog\n\n".length)}`,
    );
  });
});

describe("a setext HISTORY.md with a dev section (issue 43 case 17)", () => {
  it("moves dev's notes into the release and leaves its placeholder bullet under it", () => {
    const text =
      "Release History\n===============\n\ndev\n---\n\n- \\[Short description of non-trivial change.\\]\n- A real note.\n\n1.4.2 (2026-10-01)\n------------------\n\n- Old.\n";
    expect(insertChangelogSection(text, SECTION, "1.5.0", "HISTORY.md")).toBe(
      "Release History\n===============\n\ndev\n---\n\n- \\[Short description of non-trivial change.\\]\n\n1.5.0 (2026-11-25)\n------------------\n\n- A real note.\n\n**Features**\n\n- Add x\n\n1.4.2 (2026-10-01)\n------------------\n\n- Old.\n",
    );
  });
});
