import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generatedTitles, handWrittenParts, mergeUnreleased } from "./changelog-unreleased.ts";

/** Keep a Changelog's [Unreleased] notes merged into the generated section (DESIGN 4). */

const SECTION = "## [1.5.0] - 2026-11-25\n\n### Features\n\n- Add x\n\n### Bug Fixes\n\n- Fix z\n";
const MAINTENANCE = "## [1.5.0] - 2026-11-25\n\n- Maintenance release.\n";

describe("mergeUnreleased", () => {
  it("returns the section as it is when the notes hold nothing", () => {
    expect(mergeUnreleased(SECTION, "")).toBe(SECTION);
    expect(mergeUnreleased(SECTION, "\n \n\t\n")).toBe(SECTION);
    expect(mergeUnreleased(`${SECTION}\n\n`, "")).toBe(`${SECTION}\n\n`);
    expect(mergeUnreleased(MAINTENANCE, "")).toBe(MAINTENANCE);
  });

  it("returns the section as it is when the notes are only empty subsections", () => {
    expect(mergeUnreleased(SECTION, "### Added\n\n### Security\n")).toBe(SECTION);
    expect(mergeUnreleased(MAINTENANCE, "### Added\n")).toBe(MAINTENANCE);
  });

  it("returns the section as it is when every note line is in it already", () => {
    expect(mergeUnreleased(SECTION, "### Features\n\n- Add x\n")).toBe(SECTION);
    expect(mergeUnreleased(MAINTENANCE, "- Maintenance release.\n")).toBe(MAINTENANCE);
  });

  it("adds a note to the generated group of the same title, compared case-insensitively", () => {
    expect(mergeUnreleased(SECTION, "### bug fixes\n\n- Fix w by hand\n")).toBe(
      "## [1.5.0] - 2026-11-25\n\n### Features\n\n- Add x\n\n### Bug Fixes\n\n- Fix z\n- Fix w by hand\n",
    );
  });

  it("puts the other subsections after the generated groups, in the notes' order", () => {
    expect(mergeUnreleased(SECTION, "### Security\n\n- Pin y\n\n### Added\n\n- New a\n- New b\n")).toBe(
      `${SECTION}\n### Security\n\n- Pin y\n\n### Added\n\n- New a\n- New b\n`,
    );
  });

  it("drops a notes subsection without lines and keeps the ones with lines", () => {
    expect(mergeUnreleased(SECTION, "### Removed\n\n### Added\n\n- New a\n")).toBe(
      `${SECTION}\n### Added\n\n- New a\n`,
    );
    expect(mergeUnreleased(SECTION, "### Features\n\n### Added\n\n- New a\n")).toBe(
      `${SECTION}\n### Added\n\n- New a\n`,
    );
  });

  it("puts the loose notes right after the version heading, before the section's own text", () => {
    const section = "## [1.5.0] - 2026-11-25\n\nA generated line.\n\n### Features\n\n- Add x\n";
    expect(mergeUnreleased(section, "\n\nA paragraph about the release.\n\n### Added\n\n- New a\n")).toBe(
      "## [1.5.0] - 2026-11-25\n\nA paragraph about the release.\n\nA generated line.\n\n### Features\n\n- Add x\n\n### Added\n\n- New a\n",
    );
  });

  it("drops the maintenance line when the notes have content", () => {
    expect(mergeUnreleased(MAINTENANCE, "### Added\n\n- New a\n")).toBe(
      "## [1.5.0] - 2026-11-25\n\n### Added\n\n- New a\n",
    );
    expect(mergeUnreleased(MAINTENANCE, "Only a paragraph.\n")).toBe(
      "## [1.5.0] - 2026-11-25\n\nOnly a paragraph.\n",
    );
  });

  it("drops the maintenance line of the notes too (a section moved before)", () => {
    expect(mergeUnreleased(MAINTENANCE, "- Maintenance release.\n\nSaid more.\n")).toBe(
      "## [1.5.0] - 2026-11-25\n\nSaid more.\n",
    );
  });

  it("keeps the lines the section does not have and drops those it has, closing the gap they leave", () => {
    expect(mergeUnreleased(SECTION, "### Features\n\n- Add x\n- Add y by hand\n")).toBe(
      "## [1.5.0] - 2026-11-25\n\n### Features\n\n- Add x\n- Add y by hand\n\n### Bug Fixes\n\n- Fix z\n",
    );
    expect(mergeUnreleased(SECTION, "Intro.\n\n- Add x\n\n\n\nMore.\n")).toBe(
      "## [1.5.0] - 2026-11-25\n\nIntro.\n\nMore.\n\n### Features\n\n- Add x\n\n### Bug Fixes\n\n- Fix z\n",
    );
  });

  it("keeps a notes heading the section has, so the lines under it stay in their group", () => {
    expect(mergeUnreleased(SECTION, "### Bug Fixes\n\n- Fix w\n")).toBe(
      "## [1.5.0] - 2026-11-25\n\n### Features\n\n- Add x\n\n### Bug Fixes\n\n- Fix z\n- Fix w\n",
    );
  });

  it("changes nothing when merged again into its own output", () => {
    const notes = "About.\n\n### Features\n\n- Add y\n\n### Added\n\n- New a\n";
    const once = mergeUnreleased(SECTION, notes);
    expect(once).toBe(
      "## [1.5.0] - 2026-11-25\n\nAbout.\n\n### Features\n\n- Add x\n- Add y\n\n### Bug Fixes\n\n- Fix z\n\n### Added\n\n- New a\n",
    );
    expect(mergeUnreleased(once, notes)).toBe(once);
  });

  it("keeps a generated group without lines as its heading alone", () => {
    const section = "## [1.5.0] - 2026-11-25\n\n### Features\n\n### Bug Fixes\n\n- Fix z\n";
    expect(mergeUnreleased(section, "### Added\n\n- New a\n")).toBe(
      "## [1.5.0] - 2026-11-25\n\n### Features\n\n### Bug Fixes\n\n- Fix z\n\n### Added\n\n- New a\n",
    );
    expect(mergeUnreleased(section, "### Features\n\n- Add y\n")).toBe(
      "## [1.5.0] - 2026-11-25\n\n### Features\n\n- Add y\n\n### Bug Fixes\n\n- Fix z\n",
    );
  });

  it("reads a heading indented up to three spaces, or followed by a tab, and trims its end", () => {
    expect(mergeUnreleased(SECTION, "   ###\tFeatures  \n\n- Add y\n")).toBe(
      "## [1.5.0] - 2026-11-25\n\n### Features\n\n- Add x\n- Add y\n\n### Bug Fixes\n\n- Fix z\n",
    );
    expect(mergeUnreleased(SECTION, "### Added   \n\n- New a\n")).toBe(`${SECTION}\n### Added\n\n- New a\n`);
    expect(mergeUnreleased(SECTION, "  ###  Added\n\n- New a\n")).toBe(
      `${SECTION}\n  ###  Added\n\n- New a\n`,
    );
  });

  it("does not take `####`, `###x`, a bare `###` or a four-space indent for a subsection", () => {
    for (const line of ["#### Features", "###Features", "###", "### ", "    ### Features"]) {
      expect(mergeUnreleased(SECTION, `${line}\n- Add y\n`)).toBe(
        `## [1.5.0] - 2026-11-25\n\n${line.trimStart()}\n- Add y\n\n### Features\n\n- Add x\n\n### Bug Fixes\n\n- Fix z\n`,
      );
    }
  });

  it("does not split at a `###` line inside fenced code", () => {
    const notes = "### Added\n\n```sh\n### Features\n~~~\n```\n\n- New a\n";
    expect(mergeUnreleased(SECTION, notes)).toBe(`${SECTION}\n${notes}`);
  });

  it("closes a fence only with a mark of the same character at least as long", () => {
    const shorter = "### Added\n\n````\n```\n### Features\n````\n\n- New a\n";
    expect(mergeUnreleased(SECTION, shorter)).toBe(`${SECTION}\n${shorter}`);
    const tilde = "### Added\n\n~~~\n### Features\n~~~~\n### Bug Fixes\n\n- Fix w\n";
    expect(mergeUnreleased(SECTION, tilde)).toBe(
      "## [1.5.0] - 2026-11-25\n\n### Features\n\n- Add x\n\n### Bug Fixes\n\n- Fix z\n- Fix w\n\n### Added\n\n~~~\n### Features\n~~~~\n",
    );
  });

  it("reads a fence mark indented up to three spaces only", () => {
    const notes = "### Added\n\n    ```\n### Features\n\n- Add y\n";
    expect(mergeUnreleased(SECTION, notes)).toBe(
      "## [1.5.0] - 2026-11-25\n\n### Features\n\n- Add x\n- Add y\n\n### Bug Fixes\n\n- Fix z\n\n### Added\n\n    ```\n",
    );
    const three = "### Added\n\n   ```\n### Features\n   ```\n";
    expect(mergeUnreleased(SECTION, three)).toBe(`${SECTION}\n${three}`);
  });

  it("drops blank lines, spaces only too, at either end of a subsection", () => {
    expect(mergeUnreleased(SECTION, "### Added\n  \n\t\n- New a\n\n- New b\n \n\n")).toBe(
      `${SECTION}\n### Added\n\n- New a\n\n- New b\n`,
    );
  });

  it("never adds a line twice, and always ends with one newline (property)", () => {
    const line = fc.constantFrom("- Add x", "- Fix z", "- New a", "Text.", "", "### Added", "### Features");
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const merged = mergeUnreleased(SECTION, lines.join("\n"));
        expect(merged.endsWith("\n")).toBe(true);
        expect(merged.endsWith("\n\n")).toBe(false);
        expect(merged.split("\n").filter((l) => l === "- Add x")).toHaveLength(1);
        expect(mergeUnreleased(merged, lines.join("\n"))).toBe(merged);
      }),
    );
  });
});

describe("generatedTitles", () => {
  it("holds the built-in group titles, the breaking one and the given ones, trimmed and in lower case", () => {
    const titles = generatedTitles(["  Custom Group ", "Features"]);
    expect(titles.has("features")).toBe(true);
    expect(titles.has("bug fixes")).toBe(true);
    expect(titles.has("⚠ breaking changes")).toBe(true);
    expect(titles.has("custom group")).toBe(true);
    expect(titles.has("added")).toBe(false);
    expect(titles.has("Features")).toBe(false);
    expect([...titles].every((t) => t === t.trim().toLowerCase())).toBe(true);
  });
});

describe("handWrittenParts", () => {
  it("keeps the hand-written subsections and the loose lines of releaser's own section", () => {
    const old = "## [1.5.0] - 2026-11-24\n\nAbout.\n\n### Features\n\n- Add x\n\n### Added\n\n- New a\n";
    expect(handWrittenParts(old, SECTION)).toBe("## [1.5.0] - 2026-11-24\n\nAbout.\n\n### Added\n\n- New a");
  });

  it("recognises releaser's section by a group the new section does not have", () => {
    const old = "## [1.5.0]\n\nAbout.\n\n### Documentation\n\n- Doc\n\n### Added\n\n- New a\n";
    expect(handWrittenParts(old, SECTION)).toBe("## [1.5.0]\n\nAbout.\n\n### Added\n\n- New a");
    const custom = "## [1.5.0]\n\nAbout.\n\n### Chores\n\n- c\n";
    expect(handWrittenParts(custom, "## [1.5.0]\n\n### Chores\n\n- d\n")).toBe("## [1.5.0]\n\nAbout.");
  });

  it("keeps only the subsections of a section of another shape", () => {
    const old = "## [1.5.0]\n\nAbout.\n\n### Added\n\n- New a\n\n### Security\n\n- Pin\n";
    expect(handWrittenParts(old, SECTION)).toBe("### Added\n\n- New a\n\n### Security\n\n- Pin");
    expect(handWrittenParts("## [1.5.0]\n\nAbout.\n", SECTION)).toBe("");
  });

  it("keeps the loose lines when the new section has no group, or the old one was written ahead", () => {
    const old = "## [1.5.0]\n\nAbout.\n\n### Added\n\n- New a\n";
    expect(handWrittenParts(old, MAINTENANCE)).toBe("## [1.5.0]\n\nAbout.\n\n### Added\n\n- New a");
    expect(handWrittenParts(old, SECTION, true)).toBe("## [1.5.0]\n\nAbout.\n\n### Added\n\n- New a");
    expect(handWrittenParts(old, SECTION, false)).toBe("### Added\n\n- New a");
  });

  it("keeps a hand-written subsection without lines as its heading and a blank line", () => {
    expect(handWrittenParts("### Added\n", SECTION)).toBe("### Added\n\n");
  });

  it("replaces the breaking group and the built-in groups the new section lacks", () => {
    const old = "### ⚠ Breaking Changes\n\n- Drop y\n\n### Performance\n\n- Faster\n\n### Removed\n\n- Old\n";
    expect(handWrittenParts(old, SECTION)).toBe("### Removed\n\n- Old");
  });

  it("gives nothing for nothing", () => {
    expect(handWrittenParts("", SECTION)).toBe("");
    expect(handWrittenParts("", MAINTENANCE, true)).toBe("");
  });
});

describe("mergeUnreleased: the edges of lines and fences", () => {
  it("drops trailing spaces at the end of the section, keeping its other lines as they are", () => {
    expect(mergeUnreleased("## [1.5.0]\n\n### Features\n\n- Add x  \n\n", "### Added\n\n- New a\n")).toBe(
      "## [1.5.0]\n\n### Features\n\n- Add x\n\n### Added\n\n- New a\n",
    );
  });

  it("keeps the section's own text of several lines under its heading", () => {
    expect(mergeUnreleased("## [1.5.0]\nLine one\nLine two\n### Features\n\n- Add x\n", "- New a\n")).toBe(
      "## [1.5.0]\n\n- New a\n\nLine one\nLine two\n\n### Features\n\n- Add x\n",
    );
  });

  it("does not take a blank line of spaces in the section for a line the notes have already", () => {
    expect(mergeUnreleased("## [1.5.0]\n  \n### Features\n\n- Add x\n", "### Added\n\n- a\n  \n- b\n")).toBe(
      "## [1.5.0]\n\n### Features\n\n- Add x\n\n### Added\n\n- a\n  \n- b\n",
    );
  });

  it("drops a known line that holds `### ` inside it like any other known line", () => {
    const section = "## [1.5.0]\n\n### Features\n\n- Use ### headings\n";
    expect(mergeUnreleased(section, "### Added\n\n- Use ### headings\n- New a\n")).toBe(
      `${section}\n### Added\n\n- New a\n`,
    );
  });

  it("drops a single line of spaces at either end of a subsection", () => {
    expect(mergeUnreleased(SECTION, "### Added\n \n- New a\n\t\n")).toBe(
      `${SECTION}\n### Added\n\n- New a\n`,
    );
  });

  it("opens a fence with three marks, not with two", () => {
    const notes = "### Added\n\n~~ about\n\n### Bug Fixes\n\n- Fix w\n";
    expect(mergeUnreleased(SECTION, notes)).toBe(
      "## [1.5.0] - 2026-11-25\n\n### Features\n\n- Add x\n\n### Bug Fixes\n\n- Fix z\n- Fix w\n\n### Added\n\n~~ about\n",
    );
  });

  it("closes a fence with a mark as long as the opening one, and splits again after it", () => {
    const notes = "### Added\n\n```\n### Features\n```\n\n### Bug Fixes\n\n- Fix w\n";
    expect(mergeUnreleased(SECTION, notes)).toBe(
      "## [1.5.0] - 2026-11-25\n\n### Features\n\n- Add x\n\n### Bug Fixes\n\n- Fix z\n- Fix w\n\n### Added\n\n```\n### Features\n```\n",
    );
  });

  it("does not close a backtick fence with tildes", () => {
    const notes = "### Added\n\n```\n~~~\n### Features\n```\n";
    expect(mergeUnreleased(SECTION, notes)).toBe(`${SECTION}\n${notes}`);
  });
});
