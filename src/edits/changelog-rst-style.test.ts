// The file's own style in reST (issue 43 case 17): an Unreleased section's template leftovers,
// and labels above release headings. The other reST shapes are in changelog-rst.test.ts.
import { describe, expect, it } from "vitest";
import { renderSection } from "../core/changelog.ts";
import { insertChangelogSection } from "./changelog-file.ts";
import { readRstSection, splitRstLeftovers } from "./changelog-rst.ts";

const GROUPS = [
  { title: "Features", entries: ["- Add `x` to the API", "- Add y\n  over two lines"] },
  { title: "Bug Fixes", entries: ["- Fix z"] },
];
const SECTION = renderSection("1.5.0", "2026-11-25", GROUPS);
const insert = (existing: string | undefined, path = "CHANGES.rst", section = SECTION, version = "1.5.0") =>
  insertChangelogSection(existing, section, version, path);

describe("an Unreleased section's template leftovers in reST (issue 43 case 17)", () => {
  it("ships the notes only; comments and empty titles stay under Unreleased", () => {
    const existing = `Changelog
=========

Unreleased
----------

.. Add the notes of the next release below.
   One bullet per change.

**Added**

- A hand-written note.

**Removed**

1.4.2
-----

- Fix
`;
    expect(insert(existing)).toBe(`Changelog
=========

Unreleased
----------

.. Add the notes of the next release below.
   One bullet per change.

**Removed**

1.5.0
-----

**Added**

- A hand-written note.

**Features**

- Add \`\`x\`\` to the API
- Add y
  over two lines

**Bug Fixes**

- Fix z

1.4.2
-----

- Fix
`);
  });

  it("tells a comment from a label, a directive and a substitution", () => {
    expect(
      splitRstLeftovers(
        ".. note:: kept\n\n.. _label:\n\n.. |sub| image:: x.png\n\n..\n   an empty one\n\nAdded\n~~~~~\n",
      ),
    ).toEqual({
      notes: ".. note:: kept\n\n.. _label:\n\n.. |sub| image:: x.png\n",
      leftovers: "..\n   an empty one\n\nAdded\n~~~~~",
    });
  });
});

describe("reST labels above release headings (issue 43 case 17)", () => {
  const LABELLED = `.. _changelog:

=========
CHANGELOG
=========

.. _changelog-v1.4.2:

v1.4.2 (2025-01-01)
===================

Bug Fixes
---------

* Old fix


.. _changelog-v1.4.1:

v1.4.1 (2024-12-01)
===================

* Older
`;

  it("writes the new section above the previous release's label, with a label of its own", () => {
    const once = insert(LABELLED);
    expect(once).toBe(`.. _changelog:

=========
CHANGELOG
=========

.. _changelog-v1.5.0:

v1.5.0 (2026-11-25)
===================

Features
--------

* Add \`\`x\`\` to the API
* Add y
  over two lines

Bug Fixes
---------

* Fix z


.. _changelog-v1.4.2:

v1.4.2 (2025-01-01)
===================

Bug Fixes
---------

* Old fix


.. _changelog-v1.4.1:

v1.4.1 (2024-12-01)
===================

* Older
`);
    expect(insert(once)).toBe(once);
    // The section read back ends before the next release's label.
    expect(readRstSection(once, "1.4.2")).toBe(
      "v1.4.2 (2025-01-01)\n===================\n\nBug Fixes\n---------\n\n* Old fix",
    );
  });

  it("labels nothing when not every release has a label, and still leaves the label with its release", () => {
    const text = "Changes\n=======\n\n.. _latest:\n\n1.4.2\n-----\n\n- Fix\n\n1.4.1\n-----\n\n- Older\n";
    expect(insert(text)).toBe(
      "Changes\n=======\n\n1.5.0\n-----\n\n**Features**\n\n- Add ``x`` to the API\n- Add y\n  over two lines\n\n**Bug Fixes**\n\n- Fix z\n\n.. _latest:\n\n1.4.2\n-----\n\n- Fix\n\n1.4.1\n-----\n\n- Older\n",
    );
  });
});
