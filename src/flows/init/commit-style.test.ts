import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../../test/helpers/repo.ts";
import { gitmojiHistory, scientificHistory } from "./commit-style.ts";
import { configText } from "./config-template.ts";
import { deepChangelogNote, findDeepChangelogs } from "./deep-changelog.ts";
import type { InitFacts } from "./init-facts.ts";
import { prTitleWorkflow } from "./pr-title-workflow.ts";

describe("gitmojiHistory: init proposes the preset when most subjects start with a gitmoji", () => {
  it("counts fastapi-like subjects", () => {
    expect(gitmojiHistory(["✨ Add x", "🐛 Fix y", "🔧 Update sponsors", "Fix typo"])).toEqual({
      gitmoji: 3,
      of: 4,
    });
  });

  it("says nothing for half or fewer, for a conventional history, or for none", () => {
    expect(gitmojiHistory(["✨ Add x", "Fix y"])).toBeUndefined();
    expect(gitmojiHistory(["feat: ✨ add x", "fix: 🐛 y", "✨ z"])).toBeUndefined();
    expect(gitmojiHistory([])).toBeUndefined();
    expect(gitmojiHistory(["Add x", "Update y", "Merge pull request #1 from a/b"])).toBeUndefined();
  });
});

describe("scientificHistory: init proposes the scientific-python preset when most subjects use its prefixes", () => {
  it("counts numpy-like subjects, joined and lower-case prefixes included", () => {
    expect(scientificHistory(["BUG: fix x (#1)", "MAINT, BUG: y", "enh: z", "Fix typo"])).toEqual({
      scientific: 3,
      of: 4,
    });
  });

  it("says nothing for half or fewer, for a conventional history (ci:, perf: too), or for none", () => {
    expect(scientificHistory(["BUG: fix x", "Fix y"])).toBeUndefined();
    expect(scientificHistory(["ci: x", "perf: y", "fix: z", "BUG: w"])).toBeUndefined();
    expect(scientificHistory([])).toBeUndefined();
  });
});

const FACTS: InitFacts = {
  releaseBranch: "master",
  tagFormat: "{version}",
  tagFormatWhy: "your tags look like 1.2.3",
  files: ["pyproject.toml", "CHANGELOG.md"],
  tool: "twine (the default)",
  toolName: "twine",
  toolPackages: ["build", "twine"],
  changelogFile: "CHANGELOG.md",
  releaserVersion: "1.0.0",
};

describe("the configuration init writes for a gitmoji history", () => {
  const facts: InitFacts = { ...FACTS, gitmoji: { gitmoji: 41, of: 50 } };

  it("has the preset with a comment saying why, in pyproject.toml and in releaser.toml", () => {
    const text = configText(facts, "tool.releaser");
    expect(text).toContain(
      "# 41 of the last 50 commits start with a gitmoji (✨ Add ..., 🐛 Fix ...), so this built-in parser\n",
    );
    expect(text).toContain('[[tool.releaser.parsers]]\npreset = "gitmoji"\n');
    expect(text.split("\n").every((line) => line.length <= 100)).toBe(true);
    const parsed = parse(`[project]\nname = "x"\n${text}`) as { tool: { releaser: Record<string, unknown> } };
    expect(parsed.tool.releaser.parsers).toEqual([{ preset: "gitmoji" }]);
    expect(parsed.tool.releaser.release_branch).toBe("master");
    expect(parse(configText(facts, "top-level")).parsers).toEqual([{ preset: "gitmoji" }]);
  });

  it("has no parsers table otherwise, and the pull-request title workflow says which titles pass", () => {
    expect(configText(FACTS, "tool.releaser")).not.toContain("parsers");
    expect(prTitleWorkflow(facts)).toContain("# must be a conventional commit or start with a gitmoji:");
    expect(prTitleWorkflow(FACTS)).toContain("# must be a conventional commit:");
  });

  it("names a changelog found deeper in docs/ in a commented line", () => {
    const text = configText({ ...FACTS, deepChangelogs: ["docs/en/docs/release-notes.md"] }, "tool.releaser");
    expect(text).toContain(
      '# changelog_file = "docs/en/docs/release-notes.md"   # found deeper in docs/ than releaser looks: uncomment to write the release notes there\n',
    );
    expect(configText(FACTS, "tool.releaser")).toContain('# changelog_file = "CHANGELOG.md"\n');
  });
});

describe("findDeepChangelogs", () => {
  function tree(files: Record<string, string>): string {
    const dir = tempDir();
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  }
  const NOTES = "# Release Notes\n\n## Latest Changes\n\n## 0.115.0\n\n- Add x\n";

  it("finds fastapi's docs/en/docs/release-notes.md, shallowest first, and passes over what is no changelog", async () => {
    const dir = tree({
      "docs/en/docs/release-notes.md": NOTES,
      "docs/en/docs/history.md": "# History of the project\n\nIt began in 2018.\n",
      "docs/a/b/c/d/changes.rst": "Changes\n=======\n\n1.0.0\n-----\n\n- x\n",
      "docs/a/b/c/d/e/changelog.md": "## 1.0.0\n",
      "docs/en/docs/release-notes.txt": NOTES,
      "docs/changelog.md": "## 1.0.0\n",
      "docs/sub/CHANGES.md": "## 2.0.0\n",
    });
    expect(await findDeepChangelogs(dir)).toEqual([
      "docs/sub/CHANGES.md",
      "docs/en/docs/release-notes.md",
      "docs/a/b/c/d/changes.rst",
    ]);
  });

  it("follows no symbolic link, to a folder or to a file, inside or outside the repository", async () => {
    const outside = tree({ "notes/release-notes.md": NOTES, "CHANGES.md": NOTES });
    const dir = tree({ "docs/index.md": "# Docs\n" });
    symlinkSync(join(outside, "notes"), join(dir, "docs/linked"));
    mkdirSync(join(dir, "docs/en"));
    symlinkSync(join(outside, "CHANGES.md"), join(dir, "docs/en/CHANGES.md"));
    expect(await findDeepChangelogs(dir)).toEqual([]);
    const linkedDocs = tree({});
    symlinkSync(join(outside, "notes"), join(linkedDocs, "docs"));
    expect(await findDeepChangelogs(linkedDocs)).toEqual([]);
  });

  it("names the best one in its note, and a few of the others", () => {
    expect(deepChangelogNote(["docs/en/docs/release-notes.md"], "CHANGELOG.md")).toBe(
      'docs/en/docs/release-notes.md looks like the project\'s changelog, deeper in docs/ than releaser looks: `changelog_file = "docs/en/docs/release-notes.md"` makes `update` write the release notes there (the configuration has the line, commented); until then it writes CHANGELOG.md',
    );
    expect(deepChangelogNote(["a/x.md", "b/x.md", "c/x.md", "d/x.md", "e/x.md"], "CHANGELOG.md")).toMatch(
      /^a\/x\.md looks like the project's changelog \(also found: b\/x\.md, c\/x\.md, d\/x\.md, \.\.\.\), deeper/,
    );
  });

  it("finds nothing without docs/", async () => {
    expect(await findDeepChangelogs(tree({ "README.md": "x" }))).toEqual([]);
  });
});

describe("the configuration init writes for a scientific-prefix history", () => {
  const facts: InitFacts = { ...FACTS, scientific: { scientific: 44, of: 50 } };

  it("has the preset with a comment saying why, and the title workflow names the prefixes", () => {
    const text = configText(facts, "tool.releaser");
    expect(text).toContain(
      "# 44 of the last 50 commits start with the scientific Python prefixes (ENH: ..., BUG: ..., MAINT:\n",
    );
    expect(text).toContain('[[tool.releaser.parsers]]\npreset = "scientific-python"\n');
    expect(text.split("\n").every((line) => line.length <= 100)).toBe(true);
    const parsed = parse(`[project]\nname = "x"\n${text}`) as { tool: { releaser: Record<string, unknown> } };
    expect(parsed.tool.releaser.parsers).toEqual([{ preset: "scientific-python" }]);
    expect(parse(configText(facts, "top-level")).parsers).toEqual([{ preset: "scientific-python" }]);
    expect(prTitleWorkflow(facts)).toContain(
      "# must start with a scientific Python prefix (ENH:, BUG:, MAINT: ...) or be a conventional commit:",
    );
  });
});
