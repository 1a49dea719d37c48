import { describe, expect, it } from "vitest";
import { checkJson, gitIn, makeRepo, pyproject, releaser, tempDir } from "../helpers/repo.ts";

function acceptanceRepo() {
  const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2") });
  repo.tag("v1.4.2");
  for (const message of ["fix: a", "feat(api): b", "docs: c", "chore: d"]) repo.commit(message);
  return repo;
}

describe("releaser check", () => {
  it("computes the minor release of the acceptance scenario", () => {
    const repo = acceptanceRepo();
    const result = checkJson(repo.dir);
    expect(result).toMatchObject({
      last_tag: "v1.4.2",
      current_version: "1.4.2",
      bump: "minor",
      next_version: "1.5.0",
      commits: { total: 4, conventional: 4 },
    });
    expect(result.changelog).toBe(
      "## [1.5.0] - 2025-11-21\n\n### Features\n\n- B\n\n### Bug Fixes\n\n- A\n\n### Documentation\n\n- C\n",
    );
  });

  it("makes a breaking refactor a major release with the breaking group first", () => {
    const repo = acceptanceRepo();
    repo.commit("refactor!: e");
    const result = checkJson(repo.dir);
    expect(result.next_version).toBe("2.0.0");
    expect(result.bump).toBe("major");
    expect(result.changelog).toBe(
      "## [2.0.0] - 2025-11-21\n\n### ⚠ Breaking Changes\n\n- E\n\n### Features\n\n- B\n\n### Bug Fixes\n\n- A\n\n" +
        "### Documentation\n\n- C\n\n### Refactoring\n\n- E\n",
    );
  });

  it("previews the changelog section as update writes it into the file: a reST changelog gets reST (the JSON keeps the rendered Markdown)", () => {
    const repo = makeRepo({
      "pyproject.toml": pyproject("1.4.2"),
      "CHANGELOG.rst": "Changelog\n=========\n\n1.4.2 (2025-01-01)\n------------------\n\n- Old.\n",
    });
    repo.tag("v1.4.2");
    repo.commit("feat: add b");
    const human = releaser(["check"], { cwd: repo.dir });
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toContain("\n1.5.0 (2025-11-21)\n------------------\n\n**Features**\n\n- Add b\n");
    const dry = releaser(["update", "--dry-run"], { cwd: repo.dir });
    expect(dry.stdout).toContain("+1.5.0 (2025-11-21)\n+------------------\n+\n+**Features**\n+\n+- Add b\n");
    expect(checkJson(repo.dir).changelog).toBe("## [1.5.0] - 2025-11-21\n\n### Features\n\n- Add b\n");
  });

  it("prints a readable preview for a person", () => {
    const repo = acceptanceRepo();
    repo.commit("Update README");
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("last release  v1.4.2 (1.4.2)");
    expect(result.stdout).toContain("5 since v1.4.2 (4 conventional, 1 skipped)");
    expect(result.stdout).toMatch(/bump {10}minor, from:\n {14}[0-9a-f]{7} feat\(api\): b/);
    expect(result.stdout).toContain("next version  1.5.0 (tag v1.5.0)");
    expect(result.stdout).toMatch(/skipped \(not conventional\): 1\n {2}[0-9a-f]{7} Update README/);
  });

  it("says there is nothing to release, exit 0, with only hidden types", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2") });
    repo.tag("v1.4.2");
    repo.commit("chore: tidy");
    repo.commit("ci: speed up");
    const result = checkJson(repo.dir);
    expect(result).toMatchObject({ bump: "none", next_version: null, changelog: null });
    const human = releaser(["check"], { cwd: repo.dir });
    expect(human.code).toBe(0);
    expect(human.stdout).toContain("Nothing to release");
  });

  it("counts merges like git rev-list --count and parses their subjects", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2") });
    repo.tag("v1.4.2");
    repo.git("checkout", "-q", "-b", "topic");
    repo.commit("feat: on a branch", { "a.txt": "a" });
    repo.git("checkout", "-q", "main");
    repo.commit("fix: on main", { "b.txt": "b" });
    repo.git("merge", "-q", "--no-ff", "-m", "Merge branch 'topic'", "topic");
    const result = checkJson(repo.dir);
    const count = Number(repo.git("rev-list", "--count", "v1.4.2..HEAD").trim());
    expect(result.commits).toMatchObject({ total: count, conventional: 2 });
    expect(count).toBe(3);
    expect(result.next_version).toBe("1.5.0");
  });

  it("ignores pre-release, floating and foreign tags when choosing the base", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2") });
    repo.tag("v1.4.2");
    repo.commit("feat: x");
    repo.tag("v1.5.0rc1");
    repo.tag("v1");
    repo.tag("v1.5");
    repo.tag("nightly");
    repo.commit("fix: y");
    const result = checkJson(repo.dir);
    expect(result).toMatchObject({ last_tag: "v1.4.2", next_version: "1.5.0", commits: { total: 2 } });
    expect(checkJson(repo.dir, ["--prerelease", "rc"]).next_version).toBe("1.5.0rc2");
  });

  it("takes the newest final tag that is an ancestor of HEAD, not one on a branch of an older line", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.1") });
    repo.tag("v1.4.1");
    repo.git("checkout", "-q", "-b", "other");
    repo.commit("feat: elsewhere");
    repo.tag("v9.0.0");
    repo.git("checkout", "-q", "main");
    repo.commit("fix: one");
    repo.tag("v1.4.2");
    repo.commit("fix: here");
    expect(checkJson(repo.dir)).toMatchObject({ last_tag: "v1.4.2", next_version: "1.4.3" });
  });

  it("a newer release tagged on a branch cut since HEAD's last release is the base (DESIGN 4)", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2") });
    repo.tag("v1.4.2");
    repo.git("checkout", "-q", "-b", "9.0.x");
    repo.commit("feat: elsewhere");
    repo.tag("v9.0.0");
    repo.git("checkout", "-q", "main");
    repo.commit("fix: here");
    expect(checkJson(repo.dir)).toMatchObject({ last_tag: "v9.0.0", next_version: "9.0.1" });
  });

  it("annotated tags and a custom tag_format work", () => {
    const repo = makeRepo({
      "pyproject.toml": pyproject(
        "1.4.2",
        "demo-pkg",
        '\n[tool.releaser]\ntag_format = "release-{version}"\n',
      ),
    });
    repo.tag("release-1.4.2", "Release 1.4.2");
    repo.tag("v7.0.0");
    repo.commit("feat: z");
    expect(checkJson(repo.dir)).toMatchObject({
      last_tag: "release-1.4.2",
      next_version: "1.5.0",
      tag: "release-1.5.0",
    });
  });

  it("without a tag, bumps the version in the files over all history", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("0.3.0") });
    repo.commit("feat: first feature");
    const result = checkJson(repo.dir);
    expect(result).toMatchObject({ last_tag: null, current_version: "0.3.0", next_version: "0.4.0" });
    expect(result.commits.total).toBe(2);
  });

  it("without a tag or a version, starts from 0.0.0", () => {
    const repo = makeRepo({ "README.md": "hi" });
    repo.commit("feat: first");
    expect(checkJson(repo.dir)).toMatchObject({ current_version: "0.0.0", next_version: "0.1.0" });
  });

  it("shows a pending version instead of bumping again", () => {
    const repo = acceptanceRepo();
    repo.commit("chore(release): 1.5.0", { "pyproject.toml": pyproject("1.5.0") });
    const result = checkJson(repo.dir);
    expect(result).toMatchObject({
      pending: true,
      next_version: "1.5.0",
      bump: "minor",
      version_source: "pending",
    });
    expect(releaser(["check"], { cwd: repo.dir }).stdout).toContain("Pending:");
  });

  it("honours --bump, --release-as and a Release-As footer", () => {
    const repo = acceptanceRepo();
    expect(checkJson(repo.dir, ["--bump", "major"]).next_version).toBe("2.0.0");
    expect(checkJson(repo.dir, ["--release-as", "3.1.0"]).next_version).toBe("3.1.0");
    repo.commit("chore: cut\n\nRelease-As: 1.9.0");
    expect(checkJson(repo.dir)).toMatchObject({ next_version: "1.9.0", version_source: "release-as-footer" });
  });

  it("keeps 0.x on minor for breaking changes when major_on_zero is false", () => {
    const repo = makeRepo({
      "pyproject.toml": pyproject("0.4.1", "demo-pkg", "\n[tool.releaser]\nmajor_on_zero = false\n"),
    });
    repo.tag("v0.4.1");
    repo.commit("feat!: drop python 3.8");
    expect(checkJson(repo.dir).next_version).toBe("0.5.0");
  });

  it("cancels a feature and its revert inside the range", () => {
    const repo = acceptanceRepo();
    const hash = repo.commit("feat: risky thing");
    repo.commit(`Revert "feat: risky thing"\n\nThis reverts commit ${hash}.`);
    const result = checkJson(repo.dir);
    expect(result.changelog).not.toContain("Risky");
    expect(result.commits).toMatchObject({ total: 6, cancelled: 2 });
  });

  it("maps non-conventional subjects with a custom parser from the config", () => {
    const repo = makeRepo({
      "pyproject.toml": pyproject("1.0.0"),
      ".releaser.toml": "[[parsers]]\npattern = '^\\[(?P<type>\\w+)\\] (?P<description>.+)$'\n",
    });
    repo.tag("v1.0.0");
    repo.commit("[feat] add a knob");
    expect(checkJson(repo.dir)).toMatchObject({ next_version: "1.1.0", commits: { conventional: 1 } });
  });

  it("works on a detached HEAD, as CI checks out pull requests", () => {
    const repo = acceptanceRepo();
    repo.git("checkout", "-q", "--detach", "HEAD~1");
    expect(checkJson(repo.dir)).toMatchObject({ next_version: "1.5.0", commits: { total: 3 } });
  });

  it("reads the version from __version__ when pyproject declares it dynamic", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "dyn"\ndynamic = ["version"]\n[tool.hatch.version]\npath = "src/dyn/__about__.py"\n',
      "src/dyn/__about__.py": '__version__ = "2.1.0"\n',
      "src/dyn/__init__.py": "",
    });
    repo.commit("fix: x");
    expect(checkJson(repo.dir)).toMatchObject({ file_version: "2.1.0", next_version: "2.1.1" });
  });

  it("runs from a subdirectory and with -C", () => {
    const repo = acceptanceRepo();
    repo.write("src/pkg/mod.py", "");
    expect(checkJson(`${repo.dir}/src`).next_version).toBe("1.5.0");
    const other = tempDir();
    expect(checkJson(other, ["-C", repo.dir]).next_version).toBe("1.5.0");
  });
});

describe("releaser check: git errors", () => {
  it("outside a git repository", () => {
    const dir = tempDir();
    const result = releaser(["check"], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `error: not a git repository: ${dir}; run releaser inside your project's git checkout, or point at it with -C <dir> (releaser explain GIT_ERROR)\n`,
    );
  });

  it("in a repository with no commits", () => {
    const dir = tempDir();
    gitIn(dir, ["init", "-q"]);
    const result = releaser(["check", "--json"], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error: the repository at .* has no commits yet; make a first commit/);
    expect(JSON.parse(result.stdout)).toMatchObject({ error: { code: "GIT_ERROR" } });
  });

  it("a usage error exits 2", () => {
    const repo = acceptanceRepo();
    const result = releaser(["check", "--bump", "huge"], { cwd: repo.dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("huge");
    expect(releaser(["chek"], { cwd: repo.dir })).toMatchObject({ code: 2 });
  });

  it("--version and --help exit 0", () => {
    const dir = tempDir();
    expect(releaser(["--version"], { cwd: dir })).toMatchObject({ code: 0, stdout: "0.1.0\n" });
    expect(releaser(["--help"], { cwd: dir }).code).toBe(0);
  });
});
