import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, pyproject, releaser } from "../helpers/repo.ts";

/**
 * Several packages released together under one plain tag (`shared_version`, DESIGN 8): two
 * pyproject packages that share one version and the repository's `2.1.0` tags, beside a
 * Rust-built package with its own version that is not released with them.
 */
const CORE_PYPROJECT = [
  '[project]\nname = "acme-core"\ndynamic = ["version"]\n',
  '[build-system]\nrequires = ["maturin>=1,<2"]\nbuild-backend = "maturin"\n',
].join("\n");
const CARGO = '[package]\nname = "acme-core"\nversion = "0.46.3"\nedition = "2021"\n';

function rootPyproject(settings: string): string {
  return `[tool.uv.workspace]\nmembers = ["packages/*"]\n${settings}`;
}

const TOGETHER = '\n[tool.releaser]\npackages = ["packages/alpha", "packages/beta"]\nshared_version = true\n';

function togetherRepo(settings = TOGETHER, betaVersion = "2.1.0") {
  const repo = makeRepo({
    "pyproject.toml": rootPyproject(settings),
    "packages/alpha/pyproject.toml": pyproject("2.1.0", "alpha-lib"),
    "packages/beta/pyproject.toml": pyproject(betaVersion, "beta-lib"),
    "packages/beta/src/beta_lib/__init__.py": `__version__ = "${betaVersion}"\n`,
    "packages/core/pyproject.toml": CORE_PYPROJECT,
    "packages/core/Cargo.toml": CARGO,
  });
  repo.tag("2.1.0");
  repo.commit("fix(alpha): the bug", { "packages/alpha/fix.py": "y = 2\n" });
  repo.commit("feat(beta): a new call", { "packages/beta/src/beta_lib/new.py": "x = 1\n" });
  return repo;
}

describe("packages released together (shared_version)", () => {
  it("init configures the packages that carry the plain tags' version as released together, the Rust one left out", () => {
    const repo = togetherRepo("");
    const init = releaser(["init", "--no-workflow"], { cwd: repo.dir });
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain(
      "Note: acme-core (packages/core) is left out of packages: its files carry 0.46.3, not the 2.1.0 of the release tags, so it is not released with the release tags (the newest 2.1.0); releaser leaves its files alone.",
    );
    const written = repo.read("pyproject.toml");
    expect(written).toContain(
      '\npackages = ["packages/alpha", "packages/beta"]\nshared_version = true   # one version, one tag, one release commit and one release for all of them\n',
    );
    // No package's own tag_format: the root's shape is theirs.
    expect(repo.read("packages/alpha/pyproject.toml")).toBe(pyproject("2.1.0", "alpha-lib"));
    const json = checkJson(repo.dir) as unknown as {
      packages: { name: string; next_version: string; tag: string }[];
    };
    expect(json.packages.map((p) => [p.name, p.next_version, p.tag])).toEqual([
      ["alpha-lib", "2.2.0", "2.2.0"],
      ["beta-lib", "2.2.0", "2.2.0"],
    ]);
  });

  it("check plans one version and the one plain tag for every package", () => {
    const repo = togetherRepo();
    const run = releaser(["check"], { cwd: repo.dir });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe("");
    // alpha-lib's own commit is a fix: its version is the group's, which beta-lib's feature asked for.
    expect(run.stdout).toContain("bump          minor (the version of the packages released together)");
    const json = checkJson(repo.dir);
    const packages = (json as unknown as { packages: { name: string; next_version: string; tag: string }[] })
      .packages;
    expect(packages.map((p) => [p.name, p.next_version, p.tag])).toEqual([
      ["alpha-lib", "2.2.0", "2.2.0"],
      ["beta-lib", "2.2.0", "2.2.0"],
    ]);
  });

  it("update writes every package's version files at the group's version and leaves the Rust package alone", () => {
    const repo = togetherRepo();
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(repo.read("packages/alpha/pyproject.toml")).toBe(pyproject("2.2.0", "alpha-lib"));
    expect(repo.read("packages/beta/pyproject.toml")).toBe(pyproject("2.2.0", "beta-lib"));
    expect(repo.read("packages/beta/src/beta_lib/__init__.py")).toBe('__version__ = "2.2.0"\n');
    expect(repo.read("packages/core/Cargo.toml")).toBe(CARGO);
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe(
      "chore(release): alpha-lib 2.2.0, beta-lib 2.2.0",
    );
    expect(repo.git("status", "--porcelain").trim()).toBe("");
  });

  it("--bump takes every package at once, with no --package", () => {
    const repo = togetherRepo();
    const json = checkJson(repo.dir, ["--bump", "major"]);
    const packages = (json as unknown as { packages: { name: string; next_version: string }[] }).packages;
    expect(packages.map((p) => p.next_version)).toEqual(["3.0.0", "3.0.0"]);
  });

  it("refuses packages whose files carry different versions, and update writes nothing", () => {
    const repo = togetherRepo(TOGETHER, "2.0.5");
    const head = repo.git("rev-parse", "HEAD");
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      "error: shared_version: the packages released together carry different versions (alpha-lib 2.1.0 (packages/alpha), beta-lib 2.0.5 (packages/beta)), and one tag names one version; set every package's files to the same version, or remove shared_version to release each package on its own (releaser explain CONFIG_ERROR)",
    );
    expect(repo.git("rev-parse", "HEAD")).toBe(head);
    expect(repo.git("status", "--porcelain").trim()).toBe("");
  });

  it("says shared_version changes nothing in a repository of one project", () => {
    const repo = makeRepo({
      "pyproject.toml": pyproject("2.1.0", "solo", "\n[tool.releaser]\nshared_version = true\n"),
    });
    repo.tag("2.1.0");
    repo.commit("fix: the bug", { "fix.py": "y = 2\n" });
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe(
      'warning: shared_version (pyproject.toml) links the packages of a repository of several, and this one releases one project at its root, so it changes nothing; remove it, or list the packages with packages = ["packages/*"]\n',
    );
  });

  it("refuses --package: a release takes every package of the group", () => {
    const repo = togetherRepo();
    const result = releaser(["check", "--package", "alpha-lib"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      "error: --package alpha-lib: shared_version releases the packages together (alpha-lib, beta-lib), one version and one tag for all, so a release takes every one; leave out --package (releaser explain CONFIG_ERROR)",
    );
  });
});
