import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, pyproject, releaser } from "../helpers/repo.ts";

/**
 * Issue 42: signs in the project's own tree that it is about to release a version the commits do
 * not ask for. check names the sign, one place, and the concrete `--release-as` that releases it.
 */
const DIRECTIVE_ADVICE =
  "warning: version directives already name 1.0 as the coming version (`{versionadded} 1.0` in docs/configuration/dynamic.md:3 and 2 more), and the commits ask for 0.13.0; to release it: `--release-as 1.0.0`\n";

/** A project at 0.12.2 whose docs already say what 1.0 adds, and a feature since. */
function directivesProject(version = "0.12.2") {
  const repo = makeRepo({
    "pyproject.toml": pyproject(version),
    "CHANGELOG.md": "# Changelog\n\n## 0.12.2 - 2026-01-01\n\n- Old\n",
    "docs/configuration/dynamic.md": "# Dynamic\n\n```{versionadded} 1.0\n```\n\nText.\n",
  });
  repo.tag(`v${version}`);
  repo.commit("feat: a generated metadata plugin", {
    "docs/configuration/plugins.md": "# Plugins\n\n```{versionchanged} 1.0\nRenamed.\n```\n",
    "src/demo_pkg/settings.py": 'def gen():\n    """A setting.\n\n    .. versionadded:: 1.0\n    """\n',
  });
  return repo;
}

describe("check's advice from version directives that name the coming version", () => {
  it("docs and docstrings naming 1.0 above the commits' 0.13.0: `--release-as 1.0.0`, in the human and --json runs, which works", () => {
    const repo = directivesProject();
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain(DIRECTIVE_ADVICE);
    const json = releaser(["check", "--json"], { cwd: repo.dir });
    expect(json.code, json.stderr).toBe(0);
    expect(json.stderr).toContain(DIRECTIVE_ADVICE);
    expect(JSON.parse(json.stdout)).toMatchObject({ next_version: "0.13.0" });
    expect(checkJson(repo.dir, ["--release-as", "1.0.0"])).toMatchObject({
      next_version: "1.0.0",
      tag: "v1.0.0",
    });
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  it("a project whose tag makes its version (no file carries it) reads the directives too", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[build-system]\nrequires = ["hatchling", "hatch-vcs"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "demo-pkg"\ndynamic = ["version"]\n\n[tool.hatch.version]\nsource = "vcs"\n',
      "docs/configuration/dynamic.md": "# Dynamic\n\n```{versionadded} 1.0\n```\n",
    });
    repo.tag("v0.12.2");
    repo.commit("feat: a generated metadata plugin");
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain(
      "warning: version directives already name 1.0 as the coming version (`{versionadded} 1.0` in docs/configuration/dynamic.md:3), and the commits ask for 0.13.0; to release it: `--release-as 1.0.0`\n",
    );
  });

  it("a feature documented for the next patch (`versionadded:: 0.11.2` after 0.11.1) where a feat asks 0.12.0: `--release-as 0.11.2`, which works", () => {
    const repo = makeRepo({
      "pyproject.toml": pyproject("0.11.1"),
      "CHANGELOG.md": "# Changelog\n\n## 0.11.1 - 2026-01-01\n\n- Old\n",
    });
    repo.tag("v0.11.1");
    repo.commit("feat: read the version from a regex", {
      "docs/configuration/dynamic.md": "# Dynamic\n\n```{versionadded} 0.11.2\nThe regex source.\n```\n",
    });
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain(
      "warning: version directives already name 0.11.2 as the coming version (`{versionadded} 0.11.2` in docs/configuration/dynamic.md:3), and the commits ask for 0.12.0; to release it: `--release-as 0.11.2`\n",
    );
    expect(checkJson(repo.dir, ["--release-as", "0.11.2"])).toMatchObject({ next_version: "0.11.2" });
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  it("says nothing when the commits already go there, the version is released or beyond the next major, or only the changelog names it", () => {
    const major = directivesProject();
    major.commit("feat!: the new settings");
    expect(releaser(["check"], { cwd: major.dir }).stderr).not.toContain("version directives");

    const released = directivesProject("1.0.0");
    expect(releaser(["check"], { cwd: released.dir }).stderr).not.toContain("version directives");

    const far = makeRepo({
      "pyproject.toml": pyproject("0.5.0"),
      "src/demo_pkg/api.py": '"""\n.. versionadded:: 2.0\n"""\n',
    });
    far.tag("v0.5.0");
    far.commit("feat: a thing");
    expect(releaser(["check"], { cwd: far.dir }).stderr).not.toContain("version directives");

    const changelog = makeRepo({
      "pyproject.toml": pyproject("0.12.2"),
      "docs/2026-news.md": "# News\n\n.. versionadded:: 1.0\n",
    });
    changelog.tag("v0.12.2");
    changelog.commit("feat: a thing");
    expect(releaser(["check"], { cwd: changelog.dir }).stderr).not.toContain("version directives");
  });

  it("on a maintenance branch, a directive outside its line says nothing; one in it above the commits does", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("5.6.2") });
    repo.tag("v5.6.2");
    repo.git("checkout", "-q", "-b", "5.6.x");
    repo.commit("fix: a crash", { "src/demo_pkg/a.py": '"""\n.. versionchanged:: 5.7\n"""\n' });
    expect(releaser(["check"], { cwd: repo.dir }).stderr).not.toContain("version directives");
    repo.commit("fix: another crash", { "src/demo_pkg/b.py": '"""\n.. versionadded:: 5.6.4\n"""\n' });
    expect(releaser(["check"], { cwd: repo.dir }).stderr).toContain(
      "warning: version directives already name 5.6.4 as the coming version (`.. versionadded:: 5.6.4` in src/demo_pkg/b.py:2), and the commits ask for 5.6.3; to release it: `--release-as 5.6.4`\n",
    );
  });
});

/** A project at 25.3.0 whose code promised to remove a worker in 26.0, and fixes since. */
function promisedRemoval() {
  const repo = makeRepo({
    "pyproject.toml": pyproject("25.3.0"),
    "CHANGELOG.md":
      "# Changelog\n\n## 25.0.0 - 2026-01-01\n\n- The eventlet worker is deprecated and will be removed in Gunicorn 26.0\n",
    "src/demo_pkg/config.py":
      'WORKERS = """\n* ``sync``\n* ``eventlet`` - **DEPRECATED: will be removed in 26.0**.\n"""\n',
    "src/demo_pkg/workers/geventlet.py":
      'import warnings\n\nwarnings.warn(\n    "The eventlet worker is deprecated and will be removed in Gunicorn 26.0. "\n)\n',
  });
  repo.tag("v25.3.0");
  repo.commit("fix: a crash on reload", { "src/demo_pkg/reload.py": "x = 1\n" });
  return repo;
}

const REMOVAL_ADVICE =
  'warning: the removals promised for 26.0 are carried out since v25.3.0 (src/demo_pkg/config.py:3 said "will be removed in 26.0"), and the commits ask for 25.3.1; to release that version: `--release-as 26.0.0`\n';

describe("check's advice from removals promised for a version and carried out since the last release", () => {
  it("a `chore: remove` commit deletes every promise of 26.0: `--release-as 26.0.0`, in the human and --json runs, which works", () => {
    const repo = promisedRemoval();
    repo.git("rm", "-q", "src/demo_pkg/workers/geventlet.py");
    repo.commit("chore: remove eventlet worker", {
      "src/demo_pkg/config.py": 'WORKERS = """\n* ``sync``\n"""\n',
    });
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain(REMOVAL_ADVICE);
    const json = releaser(["check", "--json"], { cwd: repo.dir });
    expect(json.code, json.stderr).toBe(0);
    expect(json.stderr).toContain(REMOVAL_ADVICE);
    expect(JSON.parse(json.stdout)).toMatchObject({ next_version: "25.3.1" });
    expect(checkJson(repo.dir, ["--release-as", "26.0.0"])).toMatchObject({
      next_version: "26.0.0",
      tag: "v26.0.0",
    });
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  it("Yore's `YORE: Bump 2` markers all carried out: `--release-as 2.0.0`", () => {
    const repo = makeRepo({
      "pyproject.toml": pyproject("1.15.0"),
      "src/demo_pkg/__init__.py": "# YORE: Bump 2: Remove block.\ndef old(): ...\n",
      "docs/contributing.md": "Write `# YORE: Bump 5: Remove line.` above it.\n",
    });
    repo.tag("v1.15.0");
    repo.commit("feat: a new option", { "src/demo_pkg/new.py": "y = 2\n" });
    repo.commit("refactor: Remove deprecated code", { "src/demo_pkg/__init__.py": "" });
    expect(releaser(["check"], { cwd: repo.dir }).stderr).toContain(
      'warning: the removals promised for 2 are carried out since v1.15.0 (src/demo_pkg/__init__.py:1 said "YORE: Bump 2"), and the commits ask for 1.16.0; to release that version: `--release-as 2.0.0`\n',
    );
  });

  it("says nothing when a promise was moved, is left, no commit says it removes, or Python's or a dependency's version was named", () => {
    const moved = promisedRemoval();
    moved.git("rm", "-q", "src/demo_pkg/workers/geventlet.py");
    moved.commit("chore: remove the eventlet module", {
      "src/demo_pkg/workers/__init__.py": '"""The eventlet worker will be removed in Gunicorn 26.0."""\n',
    });
    expect(releaser(["check"], { cwd: moved.dir }).stderr).not.toContain("removals promised");

    const left = promisedRemoval();
    left.git("rm", "-q", "src/demo_pkg/workers/geventlet.py");
    left.commit("chore: remove the eventlet module");
    expect(releaser(["check"], { cwd: left.dir }).stderr).not.toContain("removals promised");

    const unsaid = promisedRemoval();
    unsaid.git("rm", "-q", "src/demo_pkg/workers/geventlet.py");
    unsaid.commit("chore: tidy the workers", {
      "src/demo_pkg/config.py": 'WORKERS = """\n* ``sync``\n"""\n',
    });
    expect(releaser(["check"], { cwd: unsaid.dir }).stderr).not.toContain("removals promised");

    const other = makeRepo({
      "pyproject.toml": pyproject("4.2.0", "demo-app"),
      "src/demo_app/compat.py": "# This shim will be removed in Django 5.0\ndef shim(): ...\n",
    });
    other.tag("v4.2.0");
    other.commit("fix: drop the old shim", { "src/demo_app/compat.py": "x = 1\n" });
    expect(releaser(["check"], { cwd: other.dir }).stderr).toBe("");

    const python = makeRepo({
      "pyproject.toml": pyproject("3.12.0"),
      "src/demo_pkg/loop.py": "# get_event_loop() will be removed in Python 3.14\n",
    });
    python.tag("v3.12.0");
    python.commit("fix: drop the event loop shim", { "src/demo_pkg/loop.py": "" });
    expect(releaser(["check"], { cwd: python.dir }).stderr).not.toContain("removals promised");
  });
});

describe("check's advice from a changelog section written ahead of its release", () => {
  /** 1.2.0, then a fix whose changelog section is headed by the version its maintainers mean. */
  function writtenAhead(heading: string, subject = "fix: drop the old reader") {
    const repo = makeRepo({
      "pyproject.toml": pyproject("1.2.0"),
      "CHANGELOG.md": "# Changelog\n\n## 1.2.0 - 2026-01-02\n\n- Old\n",
    });
    repo.tag("v1.2.0");
    repo.commit(subject, {
      "CHANGELOG.md": `# Changelog\n\n## ${heading}\n\n- Drop the old reader\n\n## 1.2.0 - 2026-01-02\n\n- Old\n`,
    });
    return repo;
  }

  it("a section for 2.0.0 above the commits' 1.2.1: `--release-as 2.0.0`, which fills that section in place", () => {
    const repo = writtenAhead("2.0.0 - unreleased");
    const check = releaser(["check", "--json"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toBe(
      "warning: the changelog has a section written ahead for 2.0.0 (CHANGELOG.md:3 `2.0.0 - unreleased`), and the commits ask for 1.2.1; to release the version it names: `--release-as 2.0.0`\n",
    );
    const update = releaser(["update", "--release-as", "2.0.0"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("CHANGELOG.md")).toMatch(
      /^# Changelog\n\n## 2\.0\.0 - \d{4}-\d\d-\d\d\n\n### Bug Fixes\n\n- Drop the old reader\n\n## 1\.2\.0 - 2026-01-02\n/,
    );
  });

  it("a section for 1.2.1 below the commits' 2.0.0: said, with both ways out", () => {
    const repo = writtenAhead("1.2.1 (unreleased)", "feat!: drop the old reader");
    const before = repo.read("CHANGELOG.md");
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain(
      "warning: the changelog has a section written ahead for 1.2.1 (CHANGELOG.md:3 `1.2.1 (unreleased)`), and the commits ask for 2.0.0, so `update` would write 2.0.0's section above it: to release the version it names, `--release-as 1.2.1`; else rename its heading to 2.0.0\n",
    );
    expect(repo.read("CHANGELOG.md")).toBe(before);
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  it("a section written ahead in a page beside the changelog that holds the same history is read too", () => {
    const released = "## 1.2.0 - 2026-01-02\n\n- Old\n";
    const repo = makeRepo({
      "pyproject.toml": pyproject(
        "1.2.0",
        "demo-pkg",
        '\n[tool.releaser]\nchangelog_file = "docs/news.md"\n',
      ),
      "docs/news.md": `# News\n\n${released}`,
      "docs/2026-news.md": `# 2026\n\n${released}`,
    });
    repo.tag("v1.2.0");
    repo.commit("fix: drop the old reader", {
      "docs/2026-news.md": `# 2026\n\n## 2.0.0 - unreleased\n\n- Drop the old reader\n\n${released}`,
    });
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain(
      "warning: the changelog has a section written ahead for 2.0.0 (docs/2026-news.md:3 `2.0.0 - unreleased`), and the commits ask for 1.2.1; to release the version it names: `--release-as 2.0.0`\n",
    );
    // A page of another history (its newest release is not the changelog's) is not read so.
    repo.commit("docs: an old page", {
      "docs/2026-news.md": "# 2026\n\n## 2.0.0 - unreleased\n\n## 0.9.0 - 2025-01-01\n",
    });
    expect(releaser(["check"], { cwd: repo.dir }).stderr).not.toContain("written ahead");
  });

  it("says nothing when the section names the commits' version, a released one, or is released itself", () => {
    for (const heading of ["1.2.1 - unreleased", "1.2.0 (unreleased)", "1.3.0 - 2026-02-01"]) {
      const check = releaser(["check"], { cwd: writtenAhead(heading).dir });
      expect(check.code, check.stderr).toBe(0);
      expect(check.stderr, heading).not.toContain("written ahead");
    }
  });
});

describe("the signs of a package inside another's folder are its own", () => {
  it("a listed root says nothing of its plugin's directives and removals; the plugin is advised", () => {
    const repo = makeRepo({
      "releaser.toml": 'packages = [".", "plugins/*"]\n',
      "pyproject.toml": pyproject("0.5.0", "acme"),
      "plugins/alpha/pyproject.toml": pyproject("0.3.0", "alpha"),
      "plugins/alpha/src/alpha/old.py": '"""Will be removed in 1.0."""\n',
    });
    repo.tag("acme-v0.5.0");
    repo.tag("alpha-v0.3.0");
    repo.commit("feat: a root option", { "src/acme/option.py": "x = 1\n" });
    repo.git("rm", "-q", "plugins/alpha/src/alpha/old.py");
    repo.commit("fix: remove the old call", { "plugins/alpha/docs/a.rst": ".. versionadded:: 1.0\n" });
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toBe(
      "warning: alpha: version directives already name 1.0 as the coming version (`.. versionadded:: 1.0` in docs/a.rst:1), and the commits ask for 0.3.1; to release it: `--release-as 1.0.0`\n",
    );
    expect(check.stdout).toContain("next version  0.6.0 (tag acme-v0.6.0)");
    expect(repo.git("status", "--porcelain")).toBe("");
  });
});
