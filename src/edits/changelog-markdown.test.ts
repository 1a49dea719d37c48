import { describe, expect, it } from "vitest";
import { renderSection } from "../core/changelog.ts";
import { hasVersionSection, insertChangelogSection, readVersionSection } from "./changelog-file.ts";

/** Markdown changelogs of shapes seen in real projects. */

const SECTION = renderSection("1.5.0", "2026-11-25", [{ title: "Features", entries: ["- Add x"] }]);

describe("Markdown changelogs in the wild", () => {
  it("puts the section right after towncrier's start marker", () => {
    const existing =
      "# Changelog\n\nIntro.\n\n<!-- towncrier release notes start -->\n\n## myproj 1.4.2 (2026-10-01)\n\n- Old\n";
    expect(insertChangelogSection(existing, SECTION, "1.5.0", "CHANGES.md")).toBe(
      `# Changelog\n\nIntro.\n\n<!-- towncrier release notes start -->\n\n${SECTION}\n## myproj 1.4.2 (2026-10-01)\n\n- Old\n`,
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
    expect(once).toBe(`# Changelog\n\n${SECTION}\n## 1.4.2\n\n- Older\n`);
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
      "# Changelog\n\n## [1.5.0] - 2026-11-25\n\n- A note\n\n### Features\n\n- Add x\n\n### Removed\n\n- Old API\n\n## 1.4.2\n\n- Older\n",
    );
    expect(insertChangelogSection(once, SECTION, "1.5.0", "CHANGELOG.md")).toBe(once);
  });

  it("writes a Markdown section into an extension-less file with Markdown headings", () => {
    expect(insertChangelogSection("# News\n\n## 1.4.2\n\n- Old\n", SECTION, "1.5.0", "NEWS")).toBe(
      `# News\n\n${SECTION}\n## 1.4.2\n\n- Old\n`,
    );
  });
});

describe("Markdown changelogs with a towncrier start marker", () => {
  const MARKER = "<!-- towncrier release notes start -->";

  it("puts the section after the marker even when a heading comes before it", () => {
    const existing = `# Changelog\n\n## About\n\nIntro.\n\n${MARKER}\n\n## 1.4.2\n\n- Old\n`;
    expect(insertChangelogSection(existing, SECTION, "1.5.0", "CHANGES.md")).toBe(
      `# Changelog\n\n## About\n\nIntro.\n\n${MARKER}\n\n${SECTION}\n## 1.4.2\n\n- Old\n`,
    );
  });

  it("puts the section after a marker that ends the file", () => {
    const existing = `# Changelog\n\n## About\n\n${MARKER}`;
    expect(insertChangelogSection(existing, SECTION, "1.5.0", "CHANGES.md")).toBe(
      `${existing}\n\n${SECTION}`,
    );
  });
});
