import { describe, expect, it } from "vitest";
import { makeRepo, pyproject, releaser } from "../helpers/repo.ts";

/**
 * The changelog file's own style (issue 43 case 17, DESIGN 4), through the built CLI's `update`:
 * a template's leftovers stay out of the release, the new heading is written as the file writes
 * its releases, a reST label stays with its release, a setext HISTORY.md gets its section on top.
 */
function updated(file: string, text: string): string {
  const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2", "widgets"), [file]: text });
  repo.tag("v1.4.2");
  repo.commit("feat: add the frobnicator");
  const result = releaser(["update"], { cwd: repo.dir });
  expect(result.code, result.stderr).toBe(0);
  expect(repo.git("status", "--porcelain")).toBe("");
  return repo.read(file);
}

describe("update writes the changelog in the file's own style", () => {
  it("leaves a Keep a Changelog template's comments and empty sub-headings under [Unreleased]", () => {
    const text = updated(
      "CHANGELOG.md",
      "# Changelog\n\n## [Unreleased]\n\n<!-- Add your notes here. -->\n\n### Added\n\n- A note.\n\n### Fixed\n\n## [1.4.2] - 2025-01-01\n\n- Old\n",
    );
    expect(text).toBe(
      "# Changelog\n\n## [Unreleased]\n\n<!-- Add your notes here. -->\n\n### Fixed\n\n## [1.5.0] - 2025-11-21\n\n### Features\n\n- Add the frobnicator\n\n### Added\n\n- A note.\n\n## [1.4.2] - 2025-01-01\n\n- Old\n",
    );
  });
});

describe("update writes the new heading as the file writes its releases", () => {
  it.each([
    ["## Version 1.4.2", "## Version 1.5.0"],
    ["## v1.4.2 (2025-01-02)", "## v1.5.0 (2025-11-21)"],
    ["## 1.4.2 - January 2, 2025", "## 1.5.0 - November 21, 2025"],
  ])("%j gives %j", (old, heading) => {
    const text = updated("CHANGELOG.md", `# Changelog\n\n${old}\n\n- Old\n`);
    expect(text).toBe(
      `# Changelog\n\n${heading}\n\n### Features\n\n- Add the frobnicator\n\n${old}\n\n- Old\n`,
    );
  });
});

describe("update keeps a reST label with its release", () => {
  it("writes the new section above the previous release's label, labelled as the file labels its releases", () => {
    const old =
      ".. _changelog-v1.4.2:\n\nv1.4.2 (2025-01-02)\n===================\n\n* Old fix\n\n.. _changelog-v1.4.1:\n\nv1.4.1 (2024-12-01)\n===================\n\n* Older\n";
    const text = updated("CHANGELOG.rst", `=========\nCHANGELOG\n=========\n\n${old}`);
    expect(text).toBe(
      `=========\nCHANGELOG\n=========\n\n.. _changelog-v1.5.0:\n\nv1.5.0 (2025-11-21)\n===================\n\n**Features**\n\n* Add the frobnicator\n\n${old}`,
    );
  });
});

describe("update writes a setext HISTORY.md's section on top, in its style", () => {
  it("underlines the new heading as the file does, writes its groups in bold, moves dev's notes", () => {
    const old =
      "1.4.2 (2025-01-02)\n------------------\n\n**Bugfixes**\n\n- An old fix.\n\n1.4.1 (2024-12-01)\n------------------\n\n- Older.\n";
    const dev = "dev\n---\n\n- \\[Short description of non-trivial change.\\]\n";
    const text = updated(
      "HISTORY.md",
      `Release History\n===============\n\n${dev}- A note by hand.\n\n${old}`,
    );
    // The dev section's notes ship; its placeholder stays under it for the next release.
    expect(text).toBe(
      `Release History\n===============\n\n${dev}\n1.5.0 (2025-11-21)\n------------------\n\n- A note by hand.\n\n**Features**\n\n- Add the frobnicator\n\n${old}`,
    );
  });
});
