import { describe, expect, it } from "vitest";
import { sphinxReleaseStart } from "./changelog-headings.ts";
import { insertRstSection } from "./changelog-rst.ts";

/** Changelogs that write their releases in a Sphinx form, not headings: the section goes above the newest. */

const INPUT = { version: "1.1.0", date: "2025-11-21", groups: [{ title: "Bug Fixes", entries: ["A"] }] };

describe("a reST changelog of Sphinx release forms", () => {
  it("gets the section above the first `:release:` entry, not at the end", () => {
    const roles =
      "=========\nChangelog\n=========\n\n- :release:`1.0.3 <2025-08-03>`\n- :bug:`12` Fixed a thing.\n";
    expect(insertRstSection(roles, INPUT)).toBe(
      "=========\nChangelog\n=========\n\n1.1.0 (2025-11-21)\n==================\n\nBug Fixes\n---------\n\n- A\n\n- :release:`1.0.3 <2025-08-03>`\n- :bug:`12` Fixed a thing.\n",
    );
  });

  it("gets the section above the first `.. changelog::` directive, not at the end", () => {
    const directives =
      "==========\nChangelog\n==========\n\n.. changelog::\n    :version: 1.0.3\n    :released: August 4, 2025\n\n    .. change::\n        :tags: bug\n\n        Fixed.\n";
    const out = insertRstSection(directives, INPUT);
    expect(out.indexOf("1.1.0 (2025-11-21)\n")).toBeLessThan(out.indexOf(".. changelog::"));
    expect(out.endsWith("    .. change::\n        :tags: bug\n\n        Fixed.\n")).toBe(true);
  });

  it("finds where the first release of either form starts, after an offset", () => {
    const text = "Intro mentions .. changelog:: inline\n\n.. changelog::\n    :version: 1\n";
    expect(sphinxReleaseStart(text)).toBe(text.indexOf("\n.. changelog::") + 1);
    expect(sphinxReleaseStart("x\n* :release:`2.0 <2020-01-01>`\n")).toBe(2);
    expect(sphinxReleaseStart("- :bug:`1` x\n")).toBeUndefined();
    expect(sphinxReleaseStart("- :release:`1.0 <d>`\n", 1)).toBeUndefined();
  });
});
