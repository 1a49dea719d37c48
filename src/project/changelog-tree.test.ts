import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/helpers/repo.ts";
import { releaseMarkers } from "../edits/changelog-headings.ts";
import { readChangelogTree } from "./changelog-tree.ts";
import { findChangelogFile } from "./find-changelog.ts";

function project(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const md = (...versions: string[]) =>
  `# Changelog\n\n${versions.map((v) => `## ${v}\n\n- A change\n`).join("\n")}`;
const rst = (...versions: string[]) =>
  `Changelog\n=========\n\n${versions.map((v) => `${v}\n${"-".repeat(v.length)}\n\n- A change\n`).join("\n")}`;
const directives = (...versions: string[]) =>
  `==========\nChangelog\n==========\n\n${versions
    .map(
      (v) =>
        `.. changelog::\n    :version: ${v}\n    :released: August 4, 2026\n\n    .. change::\n        :tags: bug\n\n        Fixed a thing.\n`,
    )
    .join("\n")}`;
const roles = (...versions: string[]) =>
  `=========\nChangelog\n=========\n\n${versions.map((v) => `- :release:\`${v} <2025-08-03>\`\n- :bug:\`12\` Fixed a thing.\n`).join("")}`;

describe("releaseMarkers", () => {
  it("names the headings' versions and the two Sphinx forms, each with its form", () => {
    expect(releaseMarkers(md("1.2.0 (2026-01-01)", "v1.1.0"))).toEqual([
      { version: "1.2.0", form: "heading" },
      { version: "1.1.0", form: "heading" },
    ]);
    expect(releaseMarkers(rst("Version 3.0.1"))).toEqual([{ version: "3.0.1", form: "heading" }]);
    expect(releaseMarkers(directives("1.19.1", "1.19.0"))).toEqual([
      { version: "1.19.1", form: "changelog-directive" },
      { version: "1.19.0", form: "changelog-directive" },
    ]);
    expect(releaseMarkers(roles("4.0.0", "3.5.1"))).toEqual([
      { version: "4.0.0", form: "release-role" },
      { version: "3.5.1", form: "release-role" },
    ]);
  });

  it("names nothing in a stub, a heading without a version, or prose that quotes the forms", () => {
    expect(releaseMarkers("See docs/news.rst\n")).toEqual([]);
    expect(releaseMarkers("# Notes\n\n## Python 3.12 support\n")).toEqual([]);
    expect(releaseMarkers("Use ``.. changelog::`` and ``:release:`` in your docs.\n")).toEqual([]);
    expect(releaseMarkers(".. changelog::\n\nno options\n")).toEqual([]);
  });
});

describe("readChangelogTree", () => {
  it("reads changelog-named files below the root that name a release, at any depth up to 4", async () => {
    const dir = project({
      "CHANGELOG.md": md("1.0.0"),
      "docs/about/changelog.md": md("1.0.3", "1.0.2"),
      "sites/www/changelog.rst": roles("4.0.0"),
      "a/b/c/d/CHANGES.md": md("9.0.0"),
      "a/b/c/d/e/CHANGES.md": md("9.9.0"),
      "docs/index.md": md("7.0.0"),
      "docs/news.md": "Nothing yet\n",
    });
    const tree = await readChangelogTree(dir);
    expect(tree.files.map((f) => [f.path, f.depth, f.versions, f.form])).toEqual([
      ["docs/about/changelog.md", 2, ["1.0.3", "1.0.2"], "heading"],
      ["sites/www/changelog.rst", 2, ["4.0.0"], "release-role"],
      ["a/b/c/d/CHANGES.md", 4, ["9.0.0"], "heading"],
    ]);
  });

  it("never looks into vendored code, tests, examples, build output, hidden folders, sub-projects, import packages or linked folders", async () => {
    const dir = project({
      "src/pkg/_vendor/lib/CHANGELOG.md": md("5.0.0"),
      "node_modules/x/CHANGELOG.md": md("5.0.0"),
      "tests/data/CHANGES.rst": rst("5.0.0"),
      ".tox/py/CHANGES.md": md("5.0.0"),
      "build/lib/pkg/CHANGES.md": md("5.0.0"),
      "examples/app/CHANGELOG.md": md("5.0.0"),
      "cextern/lib/CHANGES": md("5.0.0"),
      "src/pkg/__init__.py": "",
      "src/pkg/lib/HISTORY.md": md("5.0.0"),
      "docs/_build/html/CHANGES.md": md("5.0.0"),
      "plugins/extra/pyproject.toml": "[project]\nname = 'extra'\n",
      "plugins/extra/CHANGELOG.md": md("5.0.0"),
    });
    const outside = project({ "docs/CHANGELOG.md": md("6.0.0") });
    symlinkSync(join(outside, "docs"), join(dir, "linked"));
    symlinkSync(join(outside, "docs", "CHANGELOG.md"), join(dir, "src", "CHANGELOG.md"));
    expect((await readChangelogTree(dir)).files).toEqual([]);
  });

  it("finds a folder of one file per release, with its newest file", async () => {
    const dir = project({
      "doc/changelog/2.4.6-changelog.rst": "Contributors\n============\n",
      "doc/changelog/2.5.0-changelog.rst": "Contributors\n============\n",
      "doc/changelog/2.10.0-changelog.rst": "Contributors\n============\n",
      "doc/source/index.rst": "x\n",
    });
    expect((await readChangelogTree(dir)).perRelease).toEqual({
      folder: "doc/changelog/",
      newest: "doc/changelog/2.10.0-changelog.rst",
    });
    // Files named after versions that do not say they are notes, or a single one: no such folder.
    const data = project({ "schemas/1.0.json": "{}", "schemas/v1.0.md": "x", "schemas/v2.0.md": "x" });
    expect((await readChangelogTree(data)).perRelease).toBeUndefined();
    const one = project({ "doc/changelog/2.5.0-changelog.rst": "x\n" });
    expect((await readChangelogTree(one)).perRelease).toBeUndefined();
  });
});

describe("findChangelogFile: deeper in the tree", () => {
  it("takes the file deeper than docs/ when the root and docs/ have none", async () => {
    const dir = project({
      "docs/about/changelog.md": md("Version 1.0.3", "Version 1.0.2"),
      "README.md": "x",
    });
    expect(await findChangelogFile(dir)).toEqual({
      path: "docs/about/changelog.md",
      source: "found",
      exists: true,
    });
    const news = project({ "docs/content/news.md": md("26.1.0 - 2026-08-18"), "docs/index.md": "# Home\n" });
    expect((await findChangelogFile(news)).path).toBe("docs/content/news.md");
  });

  it("takes the docs file that goes on from a stale root changelog", async () => {
    const dir = project({
      "CHANGELOG.md": md("1.2.0", "1.1.0"),
      "docs/release/changelog.md": md("1.4.0", "1.3.0", "1.2.0", "1.1.0"),
    });
    expect((await findChangelogFile(dir)).path).toBe("docs/release/changelog.md");
    // Not a docs/ file at depth 1 either, when the root's is current or the deeper one is stale.
    const current = project({
      "CHANGELOG.md": md("1.4.0", "1.2.0"),
      "docs/changelog.md": md("1.2.0", "1.1.0"),
    });
    expect((await findChangelogFile(current)).path).toBe("CHANGELOG.md");
    const stale = project({ "CHANGELOG.md": md("1.2.0"), "docs/changelog.md": md("1.4.0", "1.2.0") });
    expect((await findChangelogFile(stale)).path).toBe("docs/changelog.md");
  });

  it("keeps the root changelog over a deeper file that does not continue its history", async () => {
    // A sub-package's or a plugin's notes with higher numbers are not the project's changelog.
    const dir = project({
      "CHANGES.rst": rst("2.3.0", "2.2.0"),
      "docs/plugins/changelog.md": md("5.0.0", "4.0.0"),
    });
    expect((await findChangelogFile(dir)).path).toBe("CHANGES.rst");
    // A vendored library's notes that happen to name the project's newest version: not enough.
    const once = project({ "CHANGES.rst": rst("7.1.0", "7.0.0"), "docs/lib/CHANGES.md": md("8.0.0", "7.1") });
    expect((await findChangelogFile(once)).path).toBe("CHANGES.rst");
    const goesOn = project({
      "CHANGES.rst": rst("7.1.0", "7.0.0"),
      "docs/lib/CHANGES.md": md("8.0.0", "7.1", "7.0"),
    });
    expect((await findChangelogFile(goesOn)).path).toBe("docs/lib/CHANGES.md");
  });

  it("takes the deeper file whose history starts at the release after the root file's newest", async () => {
    // A root NEWS that stopped at 1.9.0 years ago, and the site's changelog from 1.10.0 on.
    const moved = project({
      NEWS: rst("1.9.0", "1.8.1", "1.8.0"),
      "sites/www/changelog.rst": roles("3.2.0", "2.0.0", "1.10.1", "1.10.0"),
    });
    expect((await findChangelogFile(moved)).path).toBe("sites/www/changelog.rst");
    // The next patch and the next major start a history too.
    for (const oldest of ["1.9.1", "2.0.0"]) {
      const dir = project({ NEWS: rst("1.9.0", "1.8.0"), "docs/news/changes.md": md("2.4.0", oldest) });
      expect((await findChangelogFile(dir)).path, oldest).toBe("docs/news/changes.md");
    }
    // A gap (1.9.0, then 1.11.0) or a start inside the root's history is no continuation.
    for (const oldest of ["1.11.0", "1.8.5"]) {
      const dir = project({ NEWS: rst("1.9.0", "1.8.0"), "docs/news/changes.md": md("2.4.0", oldest) });
      expect((await findChangelogFile(dir)).path, oldest).toBe("NEWS");
    }
  });

  it("a library's changelog that starts after the root's newest by chance is not the project's (it names releases past the project's version)", async () => {
    const files = {
      "CHANGELOG.md": md("0.9.3", "0.9.2"),
      "contrib/lib/CHANGELOG.md": md("2.1.0", "1.1.0", "1.0.0"),
    };
    const at = (version: string) => ({ pyproject: { project: { name: "demo", version } } });
    expect((await findChangelogFile(project(files), at("0.9.3"))).path).toBe("CHANGELOG.md");
    // The project's history goes on there: the file names the project's version (and one coming).
    expect((await findChangelogFile(project(files), at("2.1.0"))).path).toBe("contrib/lib/CHANGELOG.md");
    const poetry = { pyproject: { tool: { poetry: { version: "1.1.0" } } } };
    expect((await findChangelogFile(project(files), poetry)).path).toBe("contrib/lib/CHANGELOG.md");
    const beyond = { pyproject: { tool: { poetry: { version: "0.9.4" } } } };
    expect((await findChangelogFile(project(files), beyond)).path).toBe("CHANGELOG.md");
  });

  it("of several deeper files, takes the one naming the newest release, then the nearest to the root", async () => {
    const dir = project({
      "docs/en/docs/release-notes.md": md("0.120.0", "0.119.0"),
      "docs/zh/docs/release-notes.md": md("0.119.0"),
      "docs/content/news.md": md("0.118.0"),
    });
    expect((await findChangelogFile(dir)).path).toBe("docs/en/docs/release-notes.md");
    const tie = project({
      "docs/content/news.md": md("26.1.0"),
      "docs/content/old/changelog.md": md("26.1.0"),
      "docs/content/history.md": md("26.1.0"),
    });
    expect((await findChangelogFile(tie)).path).toBe("docs/content/history.md");
  });

  it("takes a stub's target deep in docs and warns that its directives are not written", async () => {
    const dir = project({
      CHANGES: "=====\nMOVED\n=====\n\nPlease see:\n\n    /docs/build/changelog.rst\n",
      "docs/build/changelog.rst": directives("1.19.1", "1.19.0"),
    });
    expect(await findChangelogFile(dir)).toEqual({
      path: "docs/build/changelog.rst",
      source: "found",
      exists: true,
      warning:
        "docs/build/changelog.rst writes its releases as `.. changelog::` directives (sphinx-changelog), which releaser does not write: `update` puts a reST section with a heading above them; rewrite it in the file's form in the release commit, or set changelog_file to a file releaser may write",
    });
  });

  it("warns of a file of `:release:` entries", async () => {
    const dir = project({ "sites/www/changelog.rst": roles("4.0.0", "3.5.1") });
    const found = await findChangelogFile(dir);
    expect(found.path).toBe("sites/www/changelog.rst");
    expect(found.warning).toBe(
      "sites/www/changelog.rst writes its releases as `:release:` entries (the Sphinx releases extension), which releaser does not write: `update` puts a reST section with a heading above them; rewrite it in the file's form in the release commit, or set changelog_file to a file releaser may write",
    );
  });

  it("names a folder of one file per release when it would create CHANGELOG.md instead", async () => {
    const dir = project({
      "doc/changelog/2.4.6-changelog.rst": "x\n",
      "doc/changelog/2.5.0-changelog.rst": "x\n",
    });
    expect(await findChangelogFile(dir)).toEqual({
      path: "CHANGELOG.md",
      source: "default",
      exists: false,
      warning:
        "doc/changelog/ holds a changelog file per release (the newest: doc/changelog/2.5.0-changelog.rst), which releaser does not write: `update` writes CHANGELOG.md instead; write the release's file by hand, or set changelog_file to the file releaser should write",
    });
    // A project with a changelog of its own is not told.
    const own = project({
      "CHANGES.md": md("2.5.0"),
      "doc/changelog/2.4.6-changelog.rst": "x",
      "doc/changelog/2.5.0-changelog.rst": "x",
    });
    expect(await findChangelogFile(own)).toEqual({ path: "CHANGES.md", source: "found", exists: true });
  });

  it("says nothing of a headed changelog", async () => {
    expect(
      (await findChangelogFile(project({ "docs/about/changelog.md": md("1.0.0") }))).warning,
    ).toBeUndefined();
  });
});
