import { describe, expect, it, vi } from "vitest";
import { renderSection } from "../core/changelog.ts";
import { hasVersionSection, insertChangelogSection, readVersionSection } from "./changelog-file.ts";
import { hasRstSection, insertRstSection, readRstSection, sectionGap } from "./changelog-rst.ts";
import { rstLayout } from "./changelog-rst-layout.ts";
import { versionHeading } from "./changelog-rst-render.ts";

const GROUPS = [
  { title: "Features", entries: ["- Add `x` to the API", "- Add y\n  over two lines"] },
  { title: "Bug Fixes", entries: ["- Fix z"] },
];
const SECTION = renderSection("1.5.0", "2026-11-25", GROUPS);
const insert = (existing: string | undefined, path = "CHANGES.rst", section = SECTION, version = "1.5.0") =>
  insertChangelogSection(existing, section, version, path);

describe("insertChangelogSection: reST", () => {
  it("creates a missing .rst file with a title", () => {
    expect(insert(undefined)).toMatchInlineSnapshot(`
      "Changelog
      =========

      1.5.0 (2026-11-25)
      ------------------

      Features
      ~~~~~~~~

      - Add \`\`x\`\` to the API
      - Add y
        over two lines

      Bug Fixes
      ~~~~~~~~~

      - Fix z
      "
    `);
  });

  it("writes after the title in the file's adornments: = title, - versions, ~ groups", () => {
    const existing = `Changelog
=========

1.4.2 (2026-10-01)
------------------

Bug Fixes
~~~~~~~~~

* Fix y
`;
    expect(insert(existing)).toMatchInlineSnapshot(`
      "Changelog
      =========

      1.5.0 (2026-11-25)
      ------------------

      Features
      ~~~~~~~~

      * Add \`\`x\`\` to the API
      * Add y
        over two lines

      Bug Fixes
      ~~~~~~~~~

      * Fix z

      1.4.2 (2026-10-01)
      ------------------

      Bug Fixes
      ~~~~~~~~~

      * Fix y
      "
    `);
  });

  it("keeps an overlined title and an intro, and follows overlined version headings", () => {
    const existing = `=========
 History
=========

All notable changes.

.. contents::

=====
2.3.1
=====

- Fix
`;
    expect(insert(existing)).toMatchInlineSnapshot(`
      "=========
       History
      =========

      All notable changes.

      .. contents::

      =====
      1.5.0
      =====

      **Features**

      - Add \`\`x\`\` to the API
      - Add y
        over two lines

      **Bug Fixes**

      - Fix z

      =====
      2.3.1
      =====

      - Fix
      "
    `);
  });

  it("writes flask's shape: no title, `Version X` headings, a Released line, bold-free groups, wide bullets", () => {
    const existing = `Version 3.1.0
-------------

Released 2024-11-13

-   Drop support for Python 3.8. :pr:\`5623\`
-   Update minimum dependency versions to latest feature releases.
    Werkzeug >= 3.1.


Version 3.0.3
-------------

Released 2024-04-07

-   The default \`\`hashlib.sha1\`\` may not be available.
`;
    expect(insert(existing)).toMatchInlineSnapshot(`
      "Version 1.5.0
      -------------

      Released 2026-11-25

      **Features**

      -   Add \`\`x\`\` to the API
      -   Add y
          over two lines

      **Bug Fixes**

      -   Fix z


      Version 3.1.0
      -------------

      Released 2024-11-13

      -   Drop support for Python 3.8. :pr:\`5623\`
      -   Update minimum dependency versions to latest feature releases.
          Werkzeug >= 3.1.


      Version 3.0.3
      -------------

      Released 2024-04-07

      -   The default \`\`hashlib.sha1\`\` may not be available.
      "
    `);
  });

  it("writes towncrier's shape after its start marker", () => {
    const existing = `Changelog
=========

Versions follow Semantic Versioning.

.. towncrier release notes start

myproj 1.4.2 (2026-10-01)
=========================

Bugfixes
--------

- Fix y (#12)
`;
    expect(insert(existing)).toMatchInlineSnapshot(`
      "Changelog
      =========

      Versions follow Semantic Versioning.

      .. towncrier release notes start

      myproj 1.5.0 (2026-11-25)
      =========================

      Features
      --------

      - Add \`\`x\`\` to the API
      - Add y
        over two lines

      Bug Fixes
      ---------

      - Fix z

      myproj 1.4.2 (2026-10-01)
      =========================

      Bugfixes
      --------

      - Fix y (#12)
      "
    `);
  });

  it("replaces a section for the same version where it stands, keeping what was written by hand", () => {
    const existing = `Changes
=======

Version 1.5.0
-------------

Unreleased

-   Hand-written note for the coming release.

Version 1.4.2
-------------

-   Fix y
`;
    const once = insert(existing);
    expect(once).toMatchInlineSnapshot(`
      "Changes
      =======

      Version 1.5.0
      -------------

      -   Hand-written note for the coming release.

      **Features**

      -   Add \`\`x\`\` to the API
      -   Add y
          over two lines

      **Bug Fixes**

      -   Fix z

      Version 1.4.2
      -------------

      -   Fix y
      "
    `);
    expect(insert(once)).toBe(once);
    expect(once.match(/Version 1\.5\.0/g)).toHaveLength(1);
  });

  it("is idempotent on what it wrote, and never takes 1.5.0rc1 or 11.5.0 for 1.5.0", () => {
    const existing =
      "Changelog\n=========\n\n1.5.0rc1 (2026-11-01)\n---------------------\n\n- Rc\n\n11.5.0\n------\n\n- Far\n";
    const once = insert(existing);
    expect(insert(once)).toBe(once);
    expect(once.indexOf("1.5.0 (2026-11-25)")).toBeLessThan(once.indexOf("1.5.0rc1"));
    expect(once).toContain("- Rc\n\n11.5.0\n------\n\n- Far\n");
  });

  it("moves an Unreleased section's notes into the new section; the heading stays, empty", () => {
    const existing = `Changelog
=========

Unreleased
----------

- Note by hand

1.4.2
-----

- Fix
`;
    expect(insert(existing)).toMatchInlineSnapshot(`
      "Changelog
      =========

      Unreleased
      ----------

      1.5.0
      -----

      - Note by hand

      **Features**

      - Add \`\`x\`\` to the API
      - Add y
        over two lines

      **Bug Fixes**

      - Fix z

      1.4.2
      -----

      - Fix
      "
    `);
  });

  it("keeps CRLF and a missing final newline", () => {
    const existing = "Changelog\r\n=========\r\n\r\n1.4.2\r\n-----\r\n\r\n- Fix";
    expect(insert(existing)).toBe(
      "Changelog\r\n=========\r\n\r\n1.5.0\r\n-----\r\n\r\n**Features**\r\n\r\n- Add ``x`` to the API\r\n- Add y\r\n  over two lines\r\n\r\n**Bug Fixes**\r\n\r\n- Fix z\r\n\r\n1.4.2\r\n-----\r\n\r\n- Fix",
    );
  });

  it("writes 'Maintenance release.' for a release without groups", () => {
    const existing = "Changelog\n=========\n\n1.4.2\n-----\n\n* Fix\n";
    expect(insert(existing, "CHANGES.rst", renderSection("1.4.3", "2026-11-25", []), "1.4.3")).toBe(
      "Changelog\n=========\n\n1.4.3\n-----\n\n* Maintenance release.\n\n1.4.2\n-----\n\n* Fix\n",
    );
  });

  it("reads a .txt or extension-less file with underlined headings as reST, else as Markdown", () => {
    const rst = "History\n=======\n\n1.4.2\n-----\n\n- Fix\n";
    expect(insert(rst, "HISTORY.txt")).toContain("\n1.5.0\n-----\n\n**Features**\n");
    expect(insert(rst, "NEWS")).toContain("\n1.5.0\n-----\n\n**Features**\n");
    expect(insert("# News\n\n## 1.4.2\n", "NEWS")).toContain("## 1.5.0\n");
    expect(insert(undefined, "NEWS")).toMatch(/^# Changelog\n\n## \[1\.5\.0\]/);
    // A .md file is Markdown even when it has setext headings: written in them (issue 43 case 17).
    expect(insert(rst, "HISTORY.md")).toBe(
      "History\n=======\n\n1.5.0\n-----\n\n**Features**\n\n- Add `x` to the API\n- Add y\n  over two lines\n\n**Bug Fixes**\n\n- Fix z\n\n1.4.2\n-----\n\n- Fix\n",
    );
  });
});

describe("rstLayout", () => {
  it.each([
    ["Title\n=====\n\n1.0\n---\n\nAdded\n^^^^^\n\n* x\n", "=", "-", "^", "* "],
    ["1.0 (2020-01-01)\n++++++++++++++++\n\n-  x\n", undefined, "+", "bold", "-  "],
    ["Title\n#####\n", "#", "=", "-", "- "],
    ["Only text\n", undefined, "=", "-", "- "],
  ])("%j", (text, title, version, group, bullet) => {
    const layout = rstLayout(text);
    expect(layout.title?.adornment.char).toBe(title);
    expect(layout.version.char).toBe(version);
    expect(layout.group === "bold" ? "bold" : layout.group.char).toBe(group);
    expect(layout.bullet).toBe(bullet);
  });

  it("takes no indented line, no paragraph continuation and no short underline for a heading", () => {
    expect(rstLayout("text\nmore\n----\n").headings).toEqual([]);
    expect(rstLayout("  indented\n----------\n").headings).toEqual([]);
    expect(rstLayout("A long title\n===\n").headings).toEqual([]);
    expect(rstLayout("Ok\n====\n").headings).toHaveLength(1);
  });
});

describe("versionHeading", () => {
  it.each([
    [undefined, "1.5.0 (2026-11-25)"],
    ["Version 3.1.0", "Version 1.5.0"],
    ["v1.4.2 (2026-10-01)", "v1.5.0 (2026-11-25)"],
    ["myproj 1.4.2 (2026-10-01)", "myproj 1.5.0 (2026-11-25)"],
    ["[1.4.2] - 2026-10-01", "[1.5.0] - 2026-11-25"],
    ["1.4.2 (2026/10/01)", "1.5.0 (2026/11/25)"],
    ["1.4.2 (01.10.2026)", "1.5.0 (25.11.2026)"],
    ["Version 1.4.2 - October 1, 2026", "Version 1.5.0 - November 25, 2026"],
    ["1.4.2 (Oct. 1, 2026)", "1.5.0 (Nov. 25, 2026)"],
    ["1.4.2 — 1 October 2026", "1.5.0 — 25 November 2026"],
    ["1.4.2 (10/01/2026)", "1.5.0 (2026-11-25)"],
    ["1.4.2 - October 1st", "1.5.0 (2026-11-25)"],
    ["Release notes", "1.5.0 (2026-11-25)"],
    ["1.5.0 (unreleased)", "1.5.0 (2026-11-25)"],
    ["v1.5.0 - TBD", "v1.5.0 - 2026-11-25"],
  ])("%j -> %j", (template, expected) => {
    expect(versionHeading(template, "1.5.0", "2026-11-25")).toBe(expected);
  });
});

describe("hasVersionSection / readVersionSection: reST", () => {
  const file = `Changelog
=========

Version 2.3.1
-------------

Features
~~~~~~~~

- A

Version 2.3.0
-------------

- B
`;
  it("finds reST version headings, by name or by text", () => {
    expect(hasVersionSection(file, "2.3.1", "CHANGES.rst")).toBe(true);
    expect(hasVersionSection(file, "2.3.1")).toBe(true);
    expect(hasVersionSection(file, "2.3")).toBe(false);
    expect(hasVersionSection(file, "3.1")).toBe(false);
    expect(readVersionSection(file, "2.3.1", "CHANGES.rst")).toBe(
      "Version 2.3.1\n-------------\n\nFeatures\n~~~~~~~~\n\n- A",
    );
    expect(readVersionSection(file, "2.3.0")).toBe("Version 2.3.0\n-------------\n\n- B");
    expect(readVersionSection(file.replace(/\n/g, "\r\n"), "2.3.0", "x.rst")).toBe(
      "Version 2.3.0\n-------------\n\n- B",
    );
    expect(readVersionSection(file, "2.2.0", "x.rst")).toBeUndefined();
  });

  it("finds what insertChangelogSection wrote", () => {
    const written = insert(file);
    expect(readVersionSection(written, "1.5.0", "CHANGES.rst")).toMatchInlineSnapshot(`
      "Version 1.5.0
      -------------

      Features
      ~~~~~~~~

      - Add \`\`x\`\` to the API
      - Add y
        over two lines

      Bug Fixes
      ~~~~~~~~~

      - Fix z"
    `);
  });
});

describe("insertChangelogSection: reST, more shapes", () => {
  it("dates flask's coming version like its released ones, and keeps its notes", () => {
    const existing = `Version 1.5.0
-------------

Unreleased

-   A note for the coming release.


Version 1.4.2
-------------

Released 2025-01-01

-   Old.
`;
    expect(insert(existing)).toMatchInlineSnapshot(`
      "Version 1.5.0
      -------------

      Released 2026-11-25

      -   A note for the coming release.

      **Features**

      -   Add \`\`x\`\` to the API
      -   Add y
          over two lines

      **Bug Fixes**

      -   Fix z


      Version 1.4.2
      -------------

      Released 2025-01-01

      -   Old.
      "
    `);
  });

  it("keeps the file's blank lines between version sections (flask's two), one by default", () => {
    const flask =
      "Version 1.5.0\n-------------\n\nUnreleased\n\n-   Note.\n\n\nVersion 1.4.2\n-------------\n\n-   Old.\n\n\nVersion 1.4.1\n-------------\n\n-   Older.\n";
    const once = insert(flask);
    expect(once).toContain("-   Fix z\n\n\nVersion 1.4.2\n");
    expect(once.endsWith("-   Old.\n\n\nVersion 1.4.1\n-------------\n\n-   Older.\n")).toBe(true);
    expect(insert(once)).toBe(once);
    // A new section on top, and one under an empty Unreleased heading.
    const released = "Changes\n=======\n\n1.4.2\n-----\n\n- Old\n\n\n1.4.1\n-----\n\n- Older\n";
    expect(insert(released)).toContain("\n=======\n\n1.5.0\n-----\n");
    expect(insert(released)).toContain("- Fix z\n\n\n1.4.2\n-----\n");
    const unreleased = `Changes\n=======\n\nUnreleased\n----------\n\n\n${released.slice(17)}`;
    expect(insert(unreleased)).toContain("\nUnreleased\n----------\n\n\n1.5.0\n-----\n");
    expect(insert(unreleased)).toContain("- Fix z\n\n\n1.4.2\n-----\n");
    // One blank line, or a single section: one.
    expect(insert(released.replace(/\n\n\n/g, "\n\n"))).toContain("- Fix z\n\n1.4.2\n");
    expect(insert("1.4.2\n-----\n\n- Old\n")).toContain("- Fix z\n\n1.4.2\n");
  });

  it("dates a heading that said unreleased", () => {
    const existing =
      "Changes\n=======\n\n1.5.0 (unreleased)\n------------------\n\n- Note\n\n1.4.2 (2025-01-01)\n------------------\n\n- Old\n";
    expect(insert(existing)).toContain(
      "\n1.5.0 (2026-11-25)\n------------------\n\n- Note\n\n**Features**\n",
    );
  });

  it("writes towncrier's NEWS.rst shape without a title: = versions, - categories", () => {
    const existing =
      "myproj 1.4.2 (2026-10-01)\n=========================\n\nBugfixes\n--------\n\n- Fix y (#12)\n";
    expect(insert(existing, "NEWS.rst")).toBe(
      `myproj 1.5.0 (2026-11-25)\n=========================\n\nFeatures\n--------\n\n- Add \`\`x\`\` to the API\n- Add y\n  over two lines\n\nBug Fixes\n---------\n\n- Fix z\n\n${existing}`,
    );
  });

  it("puts an Unreleased section's sub-headed notes after the generated groups", () => {
    const existing =
      "Changelog\n=========\n\nUnreleased\n----------\n\nA paragraph about it.\n\nDeprecations\n~~~~~~~~~~~~\n\n- Old API\n\n1.4.2\n-----\n\nFixes\n~~~~~\n\n- Fix\n";
    const once = insert(existing);
    expect(once).toBe(
      "Changelog\n=========\n\nUnreleased\n----------\n\n1.5.0\n-----\n\nA paragraph about it.\n\nFeatures\n~~~~~~~~\n\n- Add ``x`` to the API\n- Add y\n  over two lines\n\nBug Fixes\n~~~~~~~~~\n\n- Fix z\n\nDeprecations\n~~~~~~~~~~~~\n\n- Old API\n\n1.4.2\n-----\n\nFixes\n~~~~~\n\n- Fix\n",
    );
    // Written again (an interrupted update run again): the hand-written parts are kept once.
    expect(insert(once)).toBe(once);
  });

  it("replaces the maintenance line, not hand-written notes, on a release without groups", () => {
    const existing = "Changelog\n=========\n\nUnreleased\n----------\n\n- By hand\n\n1.4.2\n-----\n\n- Fix\n";
    const section = renderSection("1.4.3", "2026-11-25", []);
    const once = insert(existing, "CHANGES.rst", section, "1.4.3");
    expect(once).toBe(
      "Changelog\n=========\n\nUnreleased\n----------\n\n1.4.3\n-----\n\n- By hand\n\n1.4.2\n-----\n\n- Fix\n",
    );
    expect(insert(once, "CHANGES.rst", section, "1.4.3")).toBe(once);
  });

  it("is idempotent on many generated files", () => {
    const titles = [undefined, ["=", false], ["#", true]] as const;
    const versions = [
      ["-", false],
      ["=", false],
      ["*", true],
    ] as const;
    for (const title of titles) {
      for (const [char, over] of versions) {
        for (const bullet of ["- ", "* ", "-   "]) {
          const heading = (text: string, c: string, o: boolean) => {
            const line = c.repeat(text.length);
            return o ? `${line}\n${text}\n${line}` : `${text}\n${line}`;
          };
          const head = title === undefined ? "" : `${heading("Changelog", title[0], title[1])}\n\n`;
          const existing = `${head}${heading("1.4.2 (2026-10-01)", char, over)}\n\n${bullet}Fix\n\n${heading("1.4.1", char, over)}\n\n${bullet}Older\n`;
          const once = insert(existing);
          expect(insert(once), existing).toBe(once);
          expect(once.startsWith(head), existing).toBe(true);
          expect(once.endsWith(existing.slice(head.length)), existing).toBe(true);
          expect(once, existing).toContain(`${heading("1.5.0 (2026-11-25)", char, over)}\n`);
          expect(once, existing).toContain(`\n${bullet}Fix z\n`);
          expect(readVersionSection(once, "1.5.0", "CHANGES.rst")?.startsWith(over ? char : "1.5.0")).toBe(
            true,
          );
        }
      }
    }
  });
});

describe("insertRstSection", () => {
  const groups = [{ title: "Features", entries: ["- Add x"] }];
  const input = { version: "1.5.0", date: "2026-11-25", groups };

  it("treats a blank file like a missing one", () => {
    expect(insertRstSection("  \n\n", input)).toBe(
      "Changelog\n=========\n\n1.5.0 (2026-11-25)\n------------------\n\nFeatures\n~~~~~~~~\n\n- Add x\n",
    );
  });

  it("writes after a title with no section under it yet, at the end of the file, in free adornments", () => {
    expect(insertRstSection("Changelog\n=========\n\nAll notable changes.\n", input)).toBe(
      "Changelog\n=========\n\nAll notable changes.\n\n1.5.0 (2026-11-25)\n------------------\n\nFeatures\n~~~~~~~~\n\n- Add x\n",
    );
  });

  it("writes after towncrier's start marker, not before a section that comes ahead of it", () => {
    const existing =
      "Changelog\n=========\n\nAbout\n-----\n\nText.\n\n.. towncrier release notes start\n\n1.4.2 (2026-10-01)\n------------------\n\n- Old\n";
    expect(insertRstSection(existing, input)).toBe(
      "Changelog\n=========\n\nAbout\n-----\n\nText.\n\n.. towncrier release notes start\n\n1.5.0 (2026-11-25)\n------------------\n\n**Features**\n\n- Add x\n\n1.4.2 (2026-10-01)\n------------------\n\n- Old\n",
    );
  });

  it("never takes the title for a version section, even when it names the version", () => {
    const existing = "MyLib 2\n=======\n\nIntro.\n";
    const written = insertRstSection(existing, { ...input, version: "2" });
    expect(written).toBe(
      "MyLib 2\n=======\n\nIntro.\n\n2 (2026-11-25)\n--------------\n\nFeatures\n~~~~~~~~\n\n- Add x\n",
    );
    expect(hasRstSection(existing, "2")).toBe(false);
    expect(readRstSection(existing, "2")).toBeUndefined();
    expect(hasRstSection(written, "2")).toBe(true);
    expect(readRstSection(written, "2")).toBe(
      "2 (2026-11-25)\n--------------\n\nFeatures\n~~~~~~~~\n\n- Add x",
    );
  });

  const unreleased = (notes: string) =>
    `Changelog\n=========\n\nUnreleased\n----------\n\n${notes}\n\n1.4.2\n-----\n\nFixes\n~~~~~\n\n- Fix\n`;
  const moved = (notes: string) => {
    const written = insertRstSection(unreleased(notes), input);
    const head = "Changelog\n=========\n\nUnreleased\n----------\n\n1.5.0\n-----\n\n";
    const tail = "\n\n1.4.2\n-----\n\nFixes\n~~~~~\n\n- Fix\n";
    expect(written.startsWith(head), written).toBe(true);
    expect(written.endsWith(tail), written).toBe(true);
    return written.slice(head.length, -tail.length);
  };

  it("drops Unreleased and Released lines from the notes it moves, and keeps other lines that mention them", () => {
    const notes = [
      "Unreleased",
      "",
      "Released 2025-01-01",
      "",
      "Released: 2025-01-02  ",
      "",
      "Still unreleased.",
      "Unreleased work is below.",
      "Status:unreleased",
    ].join("\n");
    expect(moved(notes)).toBe(
      "Still unreleased.\nUnreleased work is below.\nStatus:unreleased\n\nFeatures\n~~~~~~~~\n\n- Add x",
    );
  });

  it("drops the bold titles of generated groups from the notes it moves, and keeps other bold lines", () => {
    const notes = [
      "**Features**",
      "",
      "**Bug Fixes**: ",
      "",
      "**Note**",
      "",
      "Bug **Fixes**",
      "**Bug** Fixes",
    ].join("\n");
    // The empty ones are a template's leftovers: they stay under Unreleased (issue 43 case 17).
    const written = insertRstSection(unreleased(notes), input);
    expect(written).toBe(
      "Changelog\n=========\n\nUnreleased\n----------\n\n**Features**\n\n**Bug Fixes**:\n\n1.5.0\n-----\n\n**Note**\n\nBug **Fixes**\n**Bug** Fixes\n\nFeatures\n~~~~~~~~\n\n- Add x\n\n1.4.2\n-----\n\nFixes\n~~~~~\n\n- Fix\n",
    );
  });

  it("keeps the paragraphs of moved notes apart, with one blank line between them", () => {
    expect(moved("First paragraph,\nover two lines.\n\n\n\nSecond paragraph.")).toBe(
      "First paragraph,\nover two lines.\n\nSecond paragraph.\n\nFeatures\n~~~~~~~~\n\n- Add x",
    );
  });

  it("moves each sub-headed block of the notes once, after the generated groups", () => {
    const notes = "Deprecations\n~~~~~~~~~~~~\n\n- Old API  \n\n\nRemovals\n~~~~~~~~\n\n- Gone";
    expect(moved(notes)).toBe(
      "Features\n~~~~~~~~\n\n- Add x\n\nDeprecations\n~~~~~~~~~~~~\n\n- Old API\n\nRemovals\n~~~~~~~~\n\n- Gone",
    );
  });

  it("reads the notes of a CRLF file line by line", () => {
    const existing = unreleased("A note,\nover two lines.").replace(/\n/g, "\r\n");
    expect(insertRstSection(existing, input)).toBe(
      "Changelog\n=========\n\nUnreleased\n----------\n\n1.5.0\n-----\n\nA note,\nover two lines.\n\nFeatures\n~~~~~~~~\n\n- Add x\n\n1.4.2\n-----\n\nFixes\n~~~~~\n\n- Fix\n".replace(
        /\n/g,
        "\r\n",
      ),
    );
  });
});

describe("sectionGap", () => {
  const gap = (text: string) => sectionGap(text, rstLayout(text));
  const file = (...gaps: number[]) =>
    gaps.reduce((text, n, i) => `${text}${"\n".repeat(n)}1.${9 - i}\n---\n\n- x\n`, "1.9\n---\n\n- x\n");

  it("is the most usual count of blank lines before a version heading, up to three", () => {
    expect(gap(file(2, 2))).toBe(2);
    expect(gap(file(3, 3))).toBe(3);
    expect(gap(file(4, 4))).toBe(1);
    expect(gap(file(1, 2, 2))).toBe(2);
  });

  it("takes the first seen of two counts as usual as each other", () => {
    expect(gap(file(2, 3))).toBe(2);
    expect(gap(file(3, 2))).toBe(3);
  });

  it("reads a changelog of 20,000 releases without one split of the text per heading (it was quadratic)", () => {
    const sections = Array.from({ length: 20_000 }, (_, i) => `1.${20_000 - i}.0\n-------\n\n- x\n`);
    const text = `Changelog\n=========\n\n${sections.join("\n\n")}`;
    const layout = rstLayout(text);
    // Pinned by what it does, not by a clock: the lines above each heading are read backwards,
    // and the text is never split (the old reading split everything before each heading).
    const split = vi.spyOn(String.prototype, "split");
    try {
      expect(sectionGap(text, layout)).toBe(2);
      expect(split).not.toHaveBeenCalled();
    } finally {
      split.mockRestore();
    }
  });

  it("counts CRLF lines and a blank first line as other lines", () => {
    expect(gap("1.2\r\n---\r\n\r\n- x\r\n\r\n\r\n1.1\r\n---\r\n\r\n- y\r\n")).toBe(2);
  });

  it("counts whitespace-only lines as blank", () => {
    expect(gap("1.2\n---\n\n- x\n  \n\n1.1\n---\n\n- y\n")).toBe(2);
  });

  it("does not count the blank lines after the title, even when it is adorned like the versions", () => {
    expect(gap("Changelog\n=========\n\n1.2\n===\n\n- x\n\n\n1.1\n===\n\n- y\n")).toBe(2);
  });
});
