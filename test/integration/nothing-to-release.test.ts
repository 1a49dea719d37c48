import { describe, expect, it } from "vitest";
import { makeRepo, pyproject, releaser } from "../helpers/repo.ts";

/**
 * Commits that ask for no bump (chores, tests, CI) are no release, and the projects that release
 * them anyway (a dependency refresh, a rebuilt wheel) learn how from the message itself (found by
 * the replay: six real releases of conventional projects were only chores).
 */
describe("nothing to release", () => {
  it("check and update say how to release the commits anyway, with --bump", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2", "demo") });
    repo.tag("v1.4.2");
    repo.commit("chore: refresh the lock file");
    repo.commit("ci: test on Python 3.14");
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code).toBe(0);
    expect(check.stdout).toContain(
      "Nothing to release: no commit since v1.4.2 asks for a version bump (feat, fix, docs, perf or a breaking change); to release them anyway, force the bump with `--bump patch` (or minor, major).",
    );
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code).toBe(0);
    expect(update.stdout).toBe(
      "Nothing to release: no commit since v1.4.2 asks for a version bump; to release them anyway, force the bump with `--bump patch` (or minor, major).\n",
    );
    const forced = releaser(["update", "--bump", "patch", "--dry-run"], { cwd: repo.dir });
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain("would update 1.4.2 -> 1.4.3");
  });

  it("with no commit since the last release there is nothing to force", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2", "demo") });
    repo.tag("v1.4.2");
    expect(releaser(["update"], { cwd: repo.dir }).stdout).toBe(
      "Nothing to release: no commit since v1.4.2 asks for a version bump.\n",
    );
    repo.commit("chore: one");
    expect(releaser(["check"], { cwd: repo.dir }).stdout).toContain("; to release it anyway, force the bump");
  });
  it("only docs, CI and metadata since the release: check names the post-release, which update makes", () => {
    const repo = makeRepo({
      "pyproject.toml": pyproject("24.3.0", "demo"),
      "src/demo/__init__.py": '__version__ = "24.3.0"\n',
      "docs/conf.py": "project = 'demo'\n",
    });
    repo.tag("24.3.0");
    repo.commit("Improve the docs build", { "docs/conf.py": "project = 'demo'\nhtml_theme = 'furo'\n" });
    repo.commit("RTD: fetch tags", { ".readthedocs.yaml": "version: 2\n" });
    const said =
      "warning: only docs, tests, CI and metadata changed since 24.3.0 (2 files, none of the package's code): a post-release republishes them under the same version of the code: `--release-as 24.3.0.post1`\n";
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain(said);
    const update = releaser(["update", "--release-as", "24.3.0.post1"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("src/demo/__init__.py")).toBe('__version__ = "24.3.0.post1"\n');
    // A change to the package's own code is a release of the code: no such advice.
    const code = makeRepo({ "pyproject.toml": pyproject("24.3.0", "demo"), "src/demo/__init__.py": "" });
    code.tag("24.3.0");
    code.commit("docs: say more", { "docs/index.md": "# Demo\n", "src/demo/core.py": "X = 1\n" });
    const other = releaser(["check"], { cwd: code.dir });
    expect(other.code, other.stderr).toBe(0);
    expect(other.stderr).not.toContain("post-release");
  });
  it("a version tuple has no place for a post-release: check does not name one that update would refuse", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "demo"\ndynamic = ["version"]\n\n[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n\n[tool.setuptools.dynamic]\nversion = {attr = "demo.__version__"}\n',
      "src/demo/__init__.py": 'VERSION = (1, 2, 2)\n__version__ = ".".join(map(str, VERSION))\n',
      "docs/index.md": "# Demo\n",
    });
    repo.tag("1.2.2");
    repo.commit("docs: say more", { "docs/index.md": "# Demo\n\nMore.\n" });
    const update = releaser(["update", "--release-as", "1.2.2.post1", "--dry-run"], { cwd: repo.dir });
    expect(update.code).toBe(1);
    expect(update.stderr).toContain("1.2.2.post1 cannot be written in the version tuple there");
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toContain("next version  1.2.3 (tag 1.2.3)");
    expect(check.stderr).not.toContain("post-release");
  });
});
