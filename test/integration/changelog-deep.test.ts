import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeRepo, pyproject, releaser, type TempRepo } from "../helpers/repo.ts";

/**
 * The changelog deeper in the tree than the root or docs/ (DESIGN 4), through the built CLI: the
 * file that names the newest release is found (check names it, update writes it in its style),
 * a stale root changelog gives way to the docs' one that goes on, and the forms releaser does not
 * write (Sphinx directives, `:release:` entries, one file per release) are said, nothing written.
 */

/** A project at v1.0.3 with the given files, then `fix: a` and `feat: b`. */
function released(files: Record<string, string>): TempRepo {
  const repo = makeRepo({ "pyproject.toml": pyproject("1.0.3"), ...files });
  repo.tag("v1.0.3");
  repo.commit("fix: a");
  repo.commit("feat: b");
  return repo;
}

function check(repo: TempRepo) {
  const result = releaser(["check", "--json"], { cwd: repo.dir });
  expect(result.code, result.stderr).toBe(0);
  return { json: JSON.parse(result.stdout) as { files: string[] }, stderr: result.stderr };
}

const MD = "# Changelog\n\n## Version 1.0.3\n\nFixes:\n\n- Fix c\n\n## Version 1.0.2\n\n- Fix d\n";

describe("a changelog deeper than docs/", () => {
  it("docs/about/changelog.md: check names it, update writes its heading style (no date, as its headings) and no CHANGELOG.md", () => {
    const repo = released({ "docs/about/changelog.md": MD, "docs/index.md": "# Home\n" });
    const { json, stderr } = check(repo);
    expect(json.files).toEqual(["pyproject.toml", "docs/about/changelog.md"]);
    expect(stderr).not.toContain("warning:");
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(join(repo.dir, "CHANGELOG.md"))).toBe(false);
    expect(repo.read("docs/about/changelog.md")).toBe(
      `# Changelog\n\n## Version 1.1.0\n\n### Features\n\n- B\n\n### Bug Fixes\n\n- A\n\n${MD.slice("# Changelog\n\n".length)}`,
    );
  });

  it("a stale root CHANGELOG.md gives way to docs/release/changelog.md, which goes on from it", () => {
    const stale = "# Changelog\n\n## 1.0.1\n\n- Old\n";
    const docs = "# Changelog\n\n## 1.0.3\n\n- New\n\n## 1.0.2\n\n- New\n\n## 1.0.1\n\n- Old\n";
    const repo = released({ "CHANGELOG.md": stale, "docs/release/changelog.md": docs });
    expect(check(repo).json.files).toEqual(["pyproject.toml", "docs/release/changelog.md"]);
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(repo.read("CHANGELOG.md")).toBe(stale);
    expect(repo.read("docs/release/changelog.md")).toBe(
      `# Changelog\n\n## 1.1.0\n\n### Features\n\n- B\n\n### Bug Fixes\n\n- A\n\n## 1.0.3\n\n- New\n\n## 1.0.2\n\n- New\n\n## 1.0.1\n\n- Old\n`,
    );
  });

  it("sites/www/changelog.rst of `:release:` entries: found, said by check and update, the section above them", () => {
    const roles =
      "=========\nChangelog\n=========\n\n- :release:`1.0.3 <2025-08-03>`\n- :bug:`12` Fixed a thing.\n";
    const repo = released({ "sites/www/changelog.rst": roles });
    const { json, stderr } = check(repo);
    expect(json.files).toEqual(["pyproject.toml", "sites/www/changelog.rst"]);
    expect(stderr).toContain(
      "warning: sites/www/changelog.rst writes its releases as `:release:` entries (the Sphinx releases extension), which releaser does not write: `update` puts a reST section with a heading above them; rewrite it in the file's form in the release commit, or set changelog_file to a file releaser may write",
    );
    expect(repo.read("sites/www/changelog.rst")).toBe(roles);
    expect(repo.git("status", "--porcelain")).toBe("");
    // update says it too, and puts the section above the newest release, not at the file's end.
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      "warning: sites/www/changelog.rst writes its releases as `:release:` entries",
    );
    expect(repo.read("sites/www/changelog.rst")).toBe(
      "=========\nChangelog\n=========\n\n1.1.0 (2025-11-21)\n==================\n\nFeatures\n--------\n\n- B\n\nBug Fixes\n---------\n\n- A\n\n- :release:`1.0.3 <2025-08-03>`\n- :bug:`12` Fixed a thing.\n",
    );
  });

  it("docs/build/changelog.rst of `.. changelog::` directives behind a root stub: found, and said", () => {
    const directives =
      "==========\nChangelog\n==========\n\n.. changelog::\n    :version: 1.0.4\n    :include_notes_from: unreleased\n\n.. changelog::\n    :version: 1.0.3\n    :released: August 4, 2025\n\n    .. change::\n        :tags: bug\n\n        Fixed a thing.\n";
    const repo = released({
      CHANGES: "=====\nMOVED\n=====\n\nPlease see:\n\n    /docs/build/changelog.rst\n",
      "docs/build/changelog.rst": directives,
    });
    const { json, stderr } = check(repo);
    expect(json.files).toEqual(["pyproject.toml", "docs/build/changelog.rst"]);
    expect(stderr).toContain(
      "warning: docs/build/changelog.rst writes its releases as `.. changelog::` directives (sphinx-changelog), which releaser does not write:",
    );
    expect(repo.git("status", "--porcelain")).toBe("");
    // init configures the file it found and says the same in its notes.
    const init = releaser(["init", "--dry-run", "--json"], { cwd: repo.dir });
    expect(init.code, init.stderr).toBe(0);
    const notes = (JSON.parse(init.stdout) as { notes: string[] }).notes;
    expect(notes).toContain(
      "docs/build/changelog.rst writes its releases as `.. changelog::` directives (sphinx-changelog), which releaser does not write: `update` puts a reST section with a heading above them; rewrite it in the file's form in the release commit, or set changelog_file to a file releaser may write",
    );
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  it("a folder of one file per release: check names it beside the CHANGELOG.md it would create", () => {
    const repo = released({
      "doc/changelog/1.0.2-changelog.rst": "Contributors\n============\n",
      "doc/changelog/1.0.3-changelog.rst": "Contributors\n============\n",
    });
    const { json, stderr } = check(repo);
    expect(json.files).toEqual(["pyproject.toml", "CHANGELOG.md"]);
    expect(stderr).toContain(
      "warning: doc/changelog/ holds a changelog file per release (the newest: doc/changelog/1.0.3-changelog.rst), which releaser does not write: `update` writes CHANGELOG.md instead; write the release's file by hand, or set changelog_file to the file releaser should write",
    );
    expect(repo.git("status", "--porcelain")).toBe("");
  });
});
