import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, pyproject, releaser } from "../helpers/repo.ts";

/**
 * Issue 42: the kinds of change a changelog's hand-written Unreleased section names ask for a
 * level; when the commits ask for another, check says the concrete `--bump` and why.
 */
const DATE = { SOURCE_DATE_EPOCH: "1786000000" }; // 2026-08-06

const NOTES = [
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
].join("\n");
const RELEASED = "## 1.4.0 - 2026-05-05\n\n### Bug Fixes\n\n- An old fix.\n";

describe("the level the Unreleased section's kinds ask for", () => {
  it("features in the changelog's notes and only fixes in the commits: `--bump minor`, and update moves the notes", () => {
    const repo = makeRepo({
      "pyproject.toml": pyproject("1.4.0"),
      "CHANGELOG.md": `# Changelog\n\n${NOTES}\n${RELEASED}`,
    });
    repo.tag("v1.4.0");
    repo.commit("fix: reject truncated bodies");
    repo.commit("Support glob patterns");
    const check = releaser(["check"], { cwd: repo.dir, env: DATE });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain(
      "warning: the Unreleased section of CHANGELOG.md lists New Features and Bug Fixes, which ask for a minor release, and the commits ask for a patch release (1.4.1); to release it as a minor release: `--bump minor`\n",
    );
    expect(repo.git("status", "--porcelain")).toBe("");
    expect(checkJson(repo.dir, ["--bump", "minor"], DATE)).toMatchObject({ next_version: "1.5.0" });
    // update writes the notes into the release, after its own groups, and keeps the heading on top.
    const update = releaser(["update", "--bump", "minor"], { cwd: repo.dir, env: DATE });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("CHANGELOG.md")).toBe(
      [
        "# Changelog",
        "",
        "## Unreleased",
        "",
        "## 1.5.0 - 2026-08-06",
        "",
        "### Bug Fixes",
        "",
        "- Reject truncated bodies",
        "- **Reload**: the logger is set up again.",
        "",
        "### New Features",
        "",
        "- **Glob patterns**: entries with `*` are patterns.",
        "",
        RELEASED,
      ].join("\n"),
    );
  });

  it("the notes on a year's page beside the changelog of the same history are read; update writes the changelog", () => {
    const latest = `# Changelog\n\n${RELEASED}`;
    const year = `# Changelog - 2026\n\n${NOTES}\n${RELEASED}`;
    const repo = makeRepo({
      "pyproject.toml": pyproject("1.4.0"),
      "docs/news.md": latest,
      "docs/2026-news.md": year,
      // A page of another history (its newest release is not the changelog's) is not read.
      "docs/2025-news.md": `# Changelog - 2025\n\n## Unreleased\n\n### Removed\n\n- a\n\n## 1.3.0 - 2025-10-01\n`,
    });
    repo.tag("v1.4.0");
    repo.commit("fix: reject truncated bodies");
    const check = releaser(["check"], { cwd: repo.dir, env: DATE });
    expect(check.stderr).toContain(
      "warning: the Unreleased section of docs/2026-news.md lists New Features and Bug Fixes, which ask for a minor release, and the commits ask for a patch release (1.4.1); to release it as a minor release: `--bump minor`\n",
    );
    const update = releaser(["update", "--bump", "minor"], { cwd: repo.dir, env: DATE });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("docs/news.md")).toContain(
      "## 1.5.0 - 2026-08-06\n\n### Bug Fixes\n\n- Reject truncated bodies\n",
    );
    expect(repo.read("docs/2026-news.md")).toBe(year);
  });

  it("says nothing when the notes and the commits agree, or the notes are a template's empty headings", () => {
    const agree = makeRepo({
      "pyproject.toml": pyproject("1.4.0"),
      "CHANGELOG.md": `# Changelog\n\n## [Unreleased]\n\n### Added\n\n- An option.\n\n### Fixed\n\n- A crash.\n\n${RELEASED}`,
    });
    agree.tag("v1.4.0");
    agree.commit("feat: an option");
    expect(releaser(["check"], { cwd: agree.dir, env: DATE }).stderr).not.toContain("Unreleased section");
    const template = makeRepo({
      "pyproject.toml": pyproject("1.4.0"),
      "CHANGELOG.md": `# Changelog\n\n## [Unreleased]\n\n### Added\n\n### Removed\n\n${RELEASED}`,
    });
    template.tag("v1.4.0");
    template.commit("fix: a crash");
    expect(releaser(["check"], { cwd: template.dir, env: DATE }).stderr).not.toContain("Unreleased section");
  });

  it("a reST changelog's Unreleased titles ask for their level too, and the advised --bump releases them", () => {
    const rst = [
      "Changelog",
      "=========",
      "",
      "Unreleased",
      "----------",
      "",
      "Removed",
      "~~~~~~~",
      "",
      "- The old API.",
      "",
      "1.4.0 (2026-05-05)",
      "------------------",
      "",
      "- An old fix.",
      "",
    ].join("\n");
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.0"), "CHANGELOG.rst": rst });
    repo.tag("v1.4.0");
    repo.commit("fix: reject truncated bodies");
    const check = releaser(["check"], { cwd: repo.dir, env: DATE });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain(
      "warning: the Unreleased section of CHANGELOG.rst lists Removed, which asks for a major release, and the commits ask for a patch release (1.4.1); to release it as a major release: `--bump major`\n",
    );
    expect(repo.git("status", "--porcelain")).toBe("");
    const update = releaser(["update", "--bump", "major"], { cwd: repo.dir, env: DATE });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("CHANGELOG.rst")).toBe(
      [
        "Changelog",
        "=========",
        "",
        "Unreleased",
        "----------",
        "",
        "2.0.0 (2026-08-06)",
        "------------------",
        "",
        "Bug Fixes",
        "~~~~~~~~~",
        "",
        "- Reject truncated bodies",
        "",
        "Removed",
        "~~~~~~~",
        "",
        "- The old API.",
        "",
        "1.4.0 (2026-05-05)",
        "------------------",
        "",
        "- An old fix.",
        "",
      ].join("\n"),
    );
  });

  it("on 0.x, a Changed section over fix commits advises the minor (0.x's breaking release) first and 1.0.0 beside it", () => {
    const notes =
      "## [unreleased]\n\n### Changed\n\n- Expect our own error from a custom encoder.\n\n### Fixed\n\n- Keep the nested table.\n\n";
    const repo = makeRepo({
      "pyproject.toml": pyproject("0.12.5"),
      "CHANGELOG.md": `# Change Log\n\n${notes}## [0.12.5] - 2026-05-08\n\n### Fixed\n\n- An old fix.\n`,
    });
    repo.tag("0.12.5");
    repo.commit("fix: keep the nested out of order table");
    const check = releaser(["check"], { cwd: repo.dir, env: DATE });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain(
      "warning: the Unreleased section of CHANGELOG.md lists Changed and Fixed, which ask for a major release, and the commits ask for a patch release (0.12.6); on 0.x a breaking change mostly makes a minor release: `--bump minor` (0.13.0), or `--bump major` for 1.0.0\n",
    );
    expect(repo.git("status", "--porcelain")).toBe("");
    expect(checkJson(repo.dir, ["--bump", "minor"], DATE)).toMatchObject({ next_version: "0.13.0" });
    expect(checkJson(repo.dir, ["--bump", "major"], DATE)).toMatchObject({ next_version: "1.0.0" });
  });
});
