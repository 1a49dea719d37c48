import { describe, expect, it } from "vitest";
import { renderSection } from "../core/changelog.ts";
import { insertChangelogSection } from "./changelog-file.ts";
import { updateCompareLinks } from "./changelog-links.ts";
import { mergeUnreleased, splitLeftovers } from "./changelog-unreleased.ts";

/** Keep a Changelog files: the [Unreleased] notes and the compare links (DESIGN 4). */

const SECTION = renderSection("1.5.0", "2026-11-25", [
  { title: "Features", entries: ["- Add x"] },
  { title: "Bug Fixes", entries: ["- Fix z"] },
]);

const KAC = `# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/).

## [Unreleased]

### Added

- A hand-written feature note.

### Security

- Pin a dependency.

## [1.4.0] - 2026-10-01

### Fixed

- Something.

## [1.3.0] - 2026-09-01

- Older.

[Unreleased]: https://github.com/o/r/compare/v1.4.0...HEAD
[1.4.0]: https://github.com/o/r/compare/v1.3.0...v1.4.0
[1.3.0]: https://github.com/o/r/releases/tag/v1.3.0
`;

describe("Keep a Changelog", () => {
  it("moves the notes into the new section, keeps an empty [Unreleased] on top, updates the links", () => {
    const once = insertChangelogSection(KAC, SECTION, "1.5.0");
    expect(once).toMatchInlineSnapshot(`
      "# Changelog

      All notable changes to this project will be documented in this file.

      The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/).

      ## [Unreleased]

      ## [1.5.0] - 2026-11-25

      ### Features

      - Add x

      ### Bug Fixes

      - Fix z

      ### Added

      - A hand-written feature note.

      ### Security

      - Pin a dependency.

      ## [1.4.0] - 2026-10-01

      ### Fixed

      - Something.

      ## [1.3.0] - 2026-09-01

      - Older.

      [Unreleased]: https://github.com/o/r/compare/v1.5.0...HEAD
      [1.5.0]: https://github.com/o/r/compare/v1.4.0...v1.5.0
      [1.4.0]: https://github.com/o/r/compare/v1.3.0...v1.4.0
      [1.3.0]: https://github.com/o/r/releases/tag/v1.3.0
      "
    `);
    expect(insertChangelogSection(once, SECTION, "1.5.0")).toBe(once);
  });

  it("merges a hand-written group with the generated group of the same title", () => {
    const notes = "\n### Features\n\n- Hand feature\n\n### Removed\n\n- Old API\n\n";
    expect(mergeUnreleased(SECTION, notes)).toMatchInlineSnapshot(`
      "## [1.5.0] - 2026-11-25

      ### Features

      - Add x
      - Hand feature

      ### Bug Fixes

      - Fix z

      ### Removed

      - Old API
      "
    `);
  });

  it("puts loose notes right after the heading, and drops the maintenance line when notes exist", () => {
    expect(
      mergeUnreleased(renderSection("1.4.1", "2026-11-25", []), "\nThis release drops Python 3.8.\n"),
    ).toBe("## [1.4.1] - 2026-11-25\n\nThis release drops Python 3.8.\n");
    expect(mergeUnreleased(SECTION, "\n\n  \n")).toBe(SECTION);
  });

  it("keeps fenced code in the notes whole", () => {
    const notes = "\n### Changed\n\n```toml\n### not a heading\n```\n";
    expect(mergeUnreleased(SECTION, notes)).toContain("### Changed\n\n```toml\n### not a heading\n```\n");
  });

  it("works with CRLF files", () => {
    const once = insertChangelogSection(KAC.replace(/\n/g, "\r\n"), SECTION, "1.5.0");
    expect(once).toBe(insertChangelogSection(KAC, SECTION, "1.5.0").replace(/\n/g, "\r\n"));
  });

  it("keeps the [Unreleased] heading first when it is empty", () => {
    const text = "# Changelog\n\n## [Unreleased]\n\n## [1.4.0] - 2026-10-01\n\n- x\n";
    expect(insertChangelogSection(text, SECTION, "1.5.0")).toBe(
      `# Changelog\n\n## [Unreleased]\n\n${SECTION}\n## [1.4.0] - 2026-10-01\n\n- x\n`,
    );
  });
});

describe("updateCompareLinks", () => {
  const file = (footer: string) =>
    `# Changelog\n\n## [Unreleased]\n\n${SECTION}\n## [1.4.0] - 2026-10-01\n\n- x\n\n${footer}`;

  it("moves [Unreleased] to the new tag and adds the version's compare link", () => {
    expect(
      updateCompareLinks(
        file(
          "[unreleased]: https://gitlab.com/o/r/-/compare/release-1.4.0...HEAD\n[1.4.0]: https://gitlab.com/o/r/-/compare/release-1.3.0...release-1.4.0\n",
        ),
        "1.5.0",
      ),
    ).toContain(
      "[unreleased]: https://gitlab.com/o/r/-/compare/release-1.5.0...HEAD\n[1.5.0]: https://gitlab.com/o/r/-/compare/release-1.4.0...release-1.5.0\n[1.4.0]: https://gitlab.com/o/r/-/compare/release-1.3.0...release-1.4.0\n",
    );
  });

  it("keeps the branch an [Unreleased] link compares to", () => {
    const footer =
      "[Unreleased]: https://github.com/o/r/compare/v1.4.0...main\n[1.4.0]: https://github.com/o/r/compare/v1.3.0...v1.4.0\n";
    expect(updateCompareLinks(file(footer), "1.5.0")).toBe(
      file(
        "[Unreleased]: https://github.com/o/r/compare/v1.5.0...main\n[1.5.0]: https://github.com/o/r/compare/v1.4.0...v1.5.0\n[1.4.0]: https://github.com/o/r/compare/v1.3.0...v1.4.0\n",
      ),
    );
  });

  it.each([
    ["no [Unreleased] link", "[1.4.0]: https://github.com/o/r/compare/v1.3.0...v1.4.0\n"],
    ["[Unreleased] not a compare", "[Unreleased]: https://github.com/o/r/commits/main\n"],
    ["[Unreleased] from another tag", "[Unreleased]: https://github.com/o/r/compare/v1.3.0...HEAD\n"],
    ["already moved", "[Unreleased]: https://github.com/o/r/compare/v1.5.0...HEAD\n"],
  ])("changes nothing with %s", (_, footer) => {
    expect(updateCompareLinks(file(footer), "1.5.0")).toBe(file(footer));
  });

  it("derives the version's link from [Unreleased] when the previous one has another shape, or there is none", () => {
    const footer =
      "[Unreleased]: https://github.com/o/r/compare/v1.4.0...HEAD\n[1.4.0]: https://github.com/o/r/releases/tag/v1.4.0\n";
    expect(updateCompareLinks(file(footer), "1.5.0")).toBe(
      file(
        "[Unreleased]: https://github.com/o/r/compare/v1.5.0...HEAD\n[1.5.0]: https://github.com/o/r/compare/v1.4.0...v1.5.0\n[1.4.0]: https://github.com/o/r/releases/tag/v1.4.0\n",
      ),
    );
    const alone = "[Unreleased]: https://github.com/o/r/compare/1.4.0...HEAD";
    expect(updateCompareLinks(file(alone), "1.5.0")).toBe(
      file(
        "[Unreleased]: https://github.com/o/r/compare/1.5.0...HEAD\n[1.5.0]: https://github.com/o/r/compare/1.4.0...1.5.0",
      ),
    );
    // Oldest first, [Unreleased] last: the new link goes after the previous one.
    const ascending =
      "[1.4.0]: https://x/r/releases/tag/pkg-v1.4.0\n[Unreleased]: https://x/r/compare/pkg-v1.4.0...main\n";
    expect(updateCompareLinks(file(ascending), "1.5.0")).toBe(
      file(
        "[1.4.0]: https://x/r/releases/tag/pkg-v1.4.0\n[1.5.0]: https://x/r/compare/pkg-v1.4.0...pkg-v1.5.0\n[Unreleased]: https://x/r/compare/pkg-v1.5.0...main\n",
      ),
    );
  });

  it("does not add the version's link twice", () => {
    const footer =
      "[Unreleased]: https://github.com/o/r/compare/v1.4.0...HEAD\n[1.5.0]: https://github.com/o/r/compare/v1.4.0...v1.5.0\n[1.4.0]: https://github.com/o/r/compare/v1.3.0...v1.4.0\n";
    expect(updateCompareLinks(file(footer), "1.5.0")).toBe(
      file(footer.replace("v1.4.0...HEAD", "v1.5.0...HEAD")),
    );
  });
});

describe("an Unreleased section's template leftovers (issue 43 case 17)", () => {
  const TEMPLATE = `# Changelog

## [Unreleased]

<!-- Add the notes of the next release here. -->

### Added

- A hand-written note.

### Changed

-

### Fixed

<!--
### Removed
-->

## [1.4.0] - 2026-10-01

- x
`;

  it("ships the notes only; the comments and the empty sub-headings stay under [Unreleased]", () => {
    expect(insertChangelogSection(TEMPLATE, SECTION, "1.5.0")).toBe(`# Changelog

## [Unreleased]

<!-- Add the notes of the next release here. -->

### Changed

-

### Fixed

<!--
### Removed
-->

## [1.5.0] - 2026-11-25

### Features

- Add x

### Bug Fixes

- Fix z

### Added

- A hand-written note.

## [1.4.0] - 2026-10-01

- x
`);
  });

  it("ships nothing of a section that holds only its template, which stays as it was", () => {
    const text =
      "# Changelog\n\n## [Unreleased]\n\n<!-- notes go here -->\n\n### Added\n\n### Fixed\n\n## [1.4.0] - 2026-10-01\n\n- x\n";
    expect(insertChangelogSection(text, SECTION, "1.5.0")).toBe(
      `# Changelog\n\n## [Unreleased]\n\n<!-- notes go here -->\n\n### Added\n\n### Fixed\n\n${SECTION}\n## [1.4.0] - 2026-10-01\n\n- x\n`,
    );
  });

  it("drops a comment from a section written ahead for the version", () => {
    const text =
      "# Changelog\n\n## 1.5.0 (unreleased)\n\n<!-- write here -->\n\n### Added\n\n- Ahead.\n\n## [1.4.0] - 2026-10-01\n\n- x\n";
    const once = insertChangelogSection(text, SECTION, "1.5.0");
    expect(once).not.toContain("write here");
    expect(once).toContain("### Added\n\n- Ahead.\n");
  });
});

describe("splitLeftovers", () => {
  it("keeps a placeholder bullet in escaped brackets with the template, not one inside a comment", () => {
    expect(
      splitLeftovers("- \\[Short description of the change.\\]\n- A real note\n<!--\n- \\[x\\]\n-->\n"),
    ).toEqual({
      notes: "- A real note\n",
      leftovers: "- \\[Short description of the change.\\]\n\n<!--\n- \\[x\\]\n-->",
    });
  });

  it("tells notes from leftovers, inline comments included, in the file's order", () => {
    expect(
      splitLeftovers("\nSome <!-- hidden --> words.\n\n### Added\n\n- \n\n### Fixed\n\n- Fix\n"),
    ).toEqual({
      notes: "Some words.\n\n### Fixed\n\n- Fix\n",
      leftovers: "<!-- hidden -->\n\n### Added\n\n-",
    });
    expect(splitLeftovers("\n\n")).toEqual({ notes: "", leftovers: "" });
  });
});
