import { describe, expect, it } from "vitest";
import { unreleasedKinds, unreleasedRstKinds } from "./unreleased-kinds.ts";

describe("unreleasedKinds", () => {
  it("names the subsections with notes of an Unreleased section on top", () => {
    const text = [
      '<span id="news-2026"></span>',
      "# Changelog - 2026",
      "",
      "## Unreleased",
      "",
      "### New Features",
      "",
      "- **Glob patterns**: entries with `*` are patterns.",
      "",
      "### Bug Fixes",
      "",
      "- **Reload**: the logger is set up again.",
      "",
      "### Documentation",
      "",
      "```",
      "### not a heading",
      "```",
      "",
      "## 1.4.0 - 2026-05-05",
      "",
      "### Breaking Changes",
      "",
      "- Old worker removed.",
      "",
    ].join("\r\n");
    expect(unreleasedKinds(text)).toEqual(["New Features", "Bug Fixes", "Documentation"]);
  });

  it("names nothing for a template's leftovers, a section of a release, or no Unreleased on top", () => {
    const template =
      "# Changelog\n\n## [Unreleased]\n\n### Added\n\n<!-- notes here -->\n\n### Fixed\n\n-\n\n## [1.4.0] - 2026-01-02\n\n### Fixed\n\n- a\n";
    expect(unreleasedKinds(template)).toEqual([]);
    expect(unreleasedKinds("# Changelog\n\n## [1.4.0] - 2026-01-02\n\n### Added\n\n- a\n")).toEqual([]);
    expect(unreleasedKinds("")).toEqual([]);
  });
});

describe("unreleasedRstKinds", () => {
  it("names the underlined and bold titles with notes of a reST Unreleased section on top", () => {
    const text = [
      "Changelog",
      "=========",
      "",
      "Unreleased",
      "----------",
      "",
      ".. add notes here",
      "",
      "Removed",
      "~~~~~~~",
      "",
      "- The old API.",
      "",
      "Added",
      "~~~~~",
      "",
      "**Deprecated**",
      "",
      "- The ``x`` option.",
      "",
      "1.2.0 (2026-01-01)",
      "------------------",
      "",
      "Changed",
      "~~~~~~~",
      "",
      "- A change.",
      "",
    ].join("\r\n");
    expect(unreleasedRstKinds(text)).toEqual(["Removed", "Deprecated"]);
  });

  it("names nothing when the first section is a release, or the Unreleased one has only leftovers", () => {
    expect(unreleasedRstKinds("Changelog\n=========\n\n1.2.0\n-----\n\nAdded\n~~~~~\n\n- a\n")).toEqual([]);
    expect(
      unreleasedRstKinds("Unreleased\n----------\n\n.. notes\n\nAdded\n~~~~~\n\n1.2.0\n-----\n\n- a\n"),
    ).toEqual([]);
    expect(unreleasedRstKinds("")).toEqual([]);
  });
});
