import { describe, expect, it } from "vitest";
import { unreleasedKinds } from "./unreleased-kinds.ts";

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
