import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkJson, gitIn, makeRepo, pyproject, releaser, type TempRepo, tempDir } from "../helpers/repo.ts";
import { snapshotTree } from "../helpers/tree-snapshot.ts";

/**
 * A history that is not conventional (DESIGN 5) and the gitmoji preset (DESIGN 3): fastapi writes
 * `✨ Add support for X`, `🐛 Fix Y`, `📝 Update docs for Z`. Through the built CLI.
 */

const FASTAPI_SUBJECTS = [
  "🔧 Update sponsors",
  "✨ Add support for X",
  "👥 Update FastAPI People",
  "🐛 Fix Y",
  "📝 Update docs for Z",
];

function gitmojiProject(extra = ""): TempRepo {
  const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0", "fastapi-like", extra) });
  repo.tag("v1.0.0", "1.0.0");
  for (const subject of FASTAPI_SUBJECTS) repo.commit(subject);
  return repo;
}

describe("check on a history that is mostly not conventional", () => {
  it("says how many commits follow the convention and proposes the gitmoji preset", () => {
    const repo = gitmojiProject();
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("Nothing to release:");
    expect(result.stdout).toContain(
      'Not conventional: 0 of the 5 commits since v1.0.0 (merges aside) follow the conventional-commit convention, but 5 start with a gitmoji: add `[[tool.releaser.parsers]]` with `preset = "gitmoji"` to the configuration to read them (✨ feat, 🐛/🚑 fix, 💥 breaking, ⚡ perf, 📝 docs, ♻ refactor, ⬆ build, ⏪ revert; other gitmojis ask for no release), or force this release\'s bump with `--bump patch|minor|major`.',
    );
    expect(checkJson(repo.dir).commits).toMatchObject({ total: 5, conventional: 0, gitmoji: 5 });
  });

  it("proposes --bump or a parser for a history of another form, and nothing for a conventional one", () => {
    const plain = makeRepo({ "pyproject.toml": pyproject("1.0.0") });
    plain.tag("v1.0.0", "1.0.0");
    for (const subject of ["Add x", "Fix y", "Merge branch 'dev'", "feat: z"]) plain.commit(subject);
    const text = releaser(["check"], { cwd: plain.dir }).stdout;
    expect(text).toContain(
      "Not conventional: 1 of the 3 commits since v1.0.0 (merges aside) follow the conventional-commit convention (`feat: ...`, `fix: ...`), and releaser bumps and writes the changelog from those only",
    );
    expect(text).toContain("--bump patch|minor|major");
    expect(text).not.toContain("gitmoji");
    plain.commit("fix: w");
    plain.commit("docs: v");
    expect(releaser(["check"], { cwd: plain.dir }).stdout).not.toContain("Not conventional");
  });

  it("with the preset configured, a gitmoji history gets no advice", () => {
    const repo = gitmojiProject('\n[[tool.releaser.parsers]]\npreset = "gitmoji"\n');
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).not.toContain("Not conventional");
    expect(result.stdout).toContain("next version  1.1.0");
  });
});

describe("init proposes the preset, and a gitmoji history is released with it", () => {
  it("init writes [[tool.releaser.parsers]] preset = gitmoji; check, update and release read the history", () => {
    const repo = gitmojiProject();
    const origin = tempDir();
    gitIn(origin, ["init", "-q", "--bare"]);
    repo.git("remote", "add", "origin", origin);
    repo.git("push", "-q", "origin", "main", "--tags");

    const init = releaser(["init"], { cwd: repo.dir });
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain(
      'Note: 5 of the last 6 commits start with a gitmoji: the configuration reads them with `[[tool.releaser.parsers]] preset = "gitmoji"`',
    );
    const config = repo.read("pyproject.toml");
    expect(config).toContain("# 5 of the last 6 commits start with a gitmoji (✨ Add ..., 🐛 Fix ...), so");
    expect(config).toContain('\n[[tool.releaser.parsers]]\npreset = "gitmoji"\n');
    expect(repo.read(".github/workflows/pr-title.yml")).toContain("or start with a gitmoji");
    repo.git("add", "-A");
    repo.commit("🔧 Add releaser's configuration");
    repo.git("push", "-q", "origin", "main");

    const check = checkJson(repo.dir);
    expect(check).toMatchObject({ bump: "minor", next_version: "1.1.0", tag: "v1.1.0" });
    expect(check.commits).toMatchObject({ total: 6, conventional: 6, gitmoji: 6 });
    expect(check.changelog).toBe(
      "## [1.1.0] - 2025-11-21\n\n### Features\n\n- Add support for X\n\n### Bug Fixes\n\n- Fix Y\n\n### Documentation\n\n- Update docs for Z\n",
    );
    expect(releaser(["check"], { cwd: repo.dir }).stdout).not.toContain("Not conventional");

    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toContain('version = "1.1.0"');
    expect(repo.read("CHANGELOG.md")).toContain("### Features\n\n- Add support for X\n");
    const release = releaser(["release", "--skip-host-release", "--skip-build"], { cwd: repo.dir });
    expect(release.code, release.stderr).toBe(0);
    expect(gitIn(origin, ["tag", "--list"]).trim().split("\n")).toEqual(["v1.0.0", "v1.1.0"]);
  });

  it("init proposes nothing for a conventional history", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0") });
    repo.commit("feat: a");
    repo.commit("✨ Add b");
    const init = releaser(["init", "--dry-run"], { cwd: repo.dir });
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).not.toContain("parsers");
    expect(init.stdout).not.toContain("gitmoji");
  });
});

describe("init --no-workflow", () => {
  it("writes the configuration alone, and says so", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0") });
    repo.write(".github/workflows/release.yml", "# our own release\non: push\n");
    repo.git("add", "-A");
    repo.commit("ci: our release workflow");
    const result = releaser(["init", "--no-workflow"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("added [tool.releaser] to pyproject.toml\n");
    expect(result.stdout).toContain(
      "wrote no workflow (--no-workflow): run `releaser release-pr` and `releaser release` from your own workflow",
    );
    expect(result.stdout).toContain("Next: commit pyproject.toml;");
    expect(result.stdout).not.toContain("pr-title.yml");
    expect(repo.read(".github/workflows/release.yml")).toBe("# our own release\non: push\n");
    expect(repo.git("status", "--porcelain")).toBe(" M pyproject.toml\n");
  });

  it("--dry-run --no-workflow shows the configuration alone and writes nothing", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0") });
    const before = snapshotTree(repo.dir);
    const result = releaser(["init", "--dry-run", "--no-workflow"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("would add [tool.releaser] to pyproject.toml");
    expect(result.stdout).toContain("would write no workflow (--no-workflow)");
    expect(result.stdout).not.toContain(".github");
    expect(snapshotTree(repo.dir)).toEqual(before);
    const json = JSON.parse(
      releaser(["init", "--dry-run", "--no-workflow", "--json"], { cwd: repo.dir }).stdout,
    );
    expect(json).toMatchObject({ dry_run: true, workflows: false });
    expect(json.files.map((f: { path: string }) => f.path)).toEqual(["pyproject.toml"]);
  });
});

describe("init and a changelog deep in docs/", () => {
  const NOTES = "# Release Notes\n\n## Latest Changes\n\n## 0.115.0\n\n### Features\n\n- Add x\n";

  it("takes docs/en/docs/release-notes.md, which names a release, and writes the line set", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0"), "docs/en/docs/release-notes.md": NOTES });
    const result = releaser(["init", "--no-workflow"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    // The changelog search goes that deep now (DESIGN 4): no note that it does not.
    expect(result.stdout).not.toContain("deeper in docs/");
    expect(repo.read("pyproject.toml")).toContain(
      'changelog_file = "docs/en/docs/release-notes.md"   # the changelog the project has',
    );
    const json = JSON.parse(releaser(["init", "--dry-run", "--json"], { cwd: repo.dir }).stdout);
    expect(json.deep_changelogs).toEqual([]);
  });

  it("does not look when the search found the changelog, nor through a link out of the repository", () => {
    const found = makeRepo({
      "pyproject.toml": pyproject("1.0.0"),
      "CHANGES.md": "## 1.0.0\n",
      "docs/en/docs/release-notes.md": NOTES,
    });
    const json = JSON.parse(releaser(["init", "--dry-run", "--json"], { cwd: found.dir }).stdout);
    expect(json.deep_changelogs).toEqual([]);
    expect(json.version_files).toContain("CHANGES.md");

    const outside = tempDir();
    makeRepo({ "en/docs/release-notes.md": NOTES }, outside);
    const linked = makeRepo({ "pyproject.toml": pyproject("1.0.0") });
    symlinkSync(outside, join(linked.dir, "docs"));
    const result = JSON.parse(releaser(["init", "--dry-run", "--json"], { cwd: linked.dir }).stdout);
    expect(result.deep_changelogs).toEqual([]);
    expect(result.notes.join("\n")).not.toContain("release-notes");
  });
});
