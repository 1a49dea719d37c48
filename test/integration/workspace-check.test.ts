import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkJson, GIT_ENV, makeRepo, pyproject, releaser, tempDir } from "../helpers/repo.ts";

/**
 * `check` on a repository of several packages (DESIGN 8): a uv workspace whose root is private
 * (never released), three members; each package has its own tags, commits and next version.
 */
function uvWorkspace() {
  const repo = makeRepo({
    "pyproject.toml":
      '[project]\nname = "acme-root"\nversion = "0.1+private"\n\n[tool.uv.workspace]\nmembers = ["packages/*"]\n',
    "uv.lock":
      'version = 1\n\n[[package]]\nname = "acme-root"\nversion = "0.1+private"\nsource = { virtual = "." }\n',
    "packages/alpha/pyproject.toml": pyproject("1.2.0", "Alpha_Lib"),
    "packages/alpha/src/alpha_lib/__init__.py": "",
    "packages/beta/pyproject.toml": pyproject("0.3.0", "beta-lib"),
    "packages/beta/src/beta_lib/__init__.py": "",
    "packages/gamma/pyproject.toml": pyproject("2.0.0", "gamma"),
  });
  repo.tag("alpha-lib-v1.2.0");
  repo.tag("beta-lib-v0.3.0");
  repo.tag("gamma-v2.0.0");
  repo.commit("feat(alpha): a new call", { "packages/alpha/src/alpha_lib/new.py": "x = 1\n" });
  repo.commit("fix(beta): the bug", { "packages/beta/src/beta_lib/fix.py": "y = 2\n" });
  repo.commit("docs: the root readme", { "README.md": "# acme\n" });
  repo.commit("feat!: both at once", {
    "packages/alpha/src/alpha_lib/both.py": "",
    "packages/beta/src/beta_lib/both.py": "",
  });
  return repo;
}

type PackageDoc = Record<string, unknown> & { name: string; commits: { total: number } };
type WorkspaceDoc = Record<string, unknown> & { packages: PackageDoc[] };

function workspaceJson(dir: string, args: readonly string[] = []): WorkspaceDoc {
  return checkJson(dir, args) as unknown as WorkspaceDoc;
}

describe("check in a repository of several packages", () => {
  it("plans each package from the commits that touch its folder, with its own tags", () => {
    const repo = uvWorkspace();
    const doc = workspaceJson(repo.dir);
    expect(doc.workspace).toEqual({
      source: "[tool.uv.workspace] members in pyproject.toml",
      packages: ["Alpha_Lib", "beta-lib", "gamma"],
    });
    expect(doc.bump).toBe("major");
    expect(doc.commits).toEqual({ total: 3, conventional: 3 });
    const byName = Object.fromEntries(doc.packages.map((p) => [p.name, p]));
    expect(byName.Alpha_Lib).toMatchObject({
      path: "packages/alpha",
      last_tag: "alpha-lib-v1.2.0",
      bump: "major",
      next_version: "2.0.0",
      tag: "alpha-lib-v2.0.0",
      tag_format: "alpha-lib-v{version}",
      commits: { total: 2 },
      files: ["packages/alpha/pyproject.toml", "packages/alpha/CHANGELOG.md"],
    });
    expect(byName["beta-lib"]).toMatchObject({ bump: "major", next_version: "1.0.0", commits: { total: 2 } });
    expect(byName.gamma).toMatchObject({ bump: "none", next_version: null, commits: { total: 0 } });
    expect(String(byName.Alpha_Lib?.changelog)).toContain("- A new call");
    expect(String(byName.Alpha_Lib?.changelog)).not.toContain("The bug");
  });

  it("never plans the workspace root, and a release of the packages leaves it alone", () => {
    const repo = uvWorkspace();
    const doc = workspaceJson(repo.dir);
    expect(doc.packages.map((p) => p.name)).not.toContain("acme-root");
    const before = repo.read("pyproject.toml");
    // The packages are released (test/e2e/workspace-release.test.ts); with no remote to push
    // their tags to, the run stops before anything, the root's files as they were.
    const release = releaser(["release", "--dry-run"], { cwd: repo.dir });
    expect(release.code).toBe(1);
    expect(release.stderr).toContain('there is no "origin" remote to push the release tag to');
    expect(release.stderr).not.toContain("acme-root");
    expect(repo.read("pyproject.toml")).toBe(before);
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  it("limits the plan to the packages --package names, and --release-as to one package", () => {
    const repo = uvWorkspace();
    const doc = workspaceJson(repo.dir, ["--package", "alpha-lib"]);
    expect(doc.packages.map((p) => p.name)).toEqual(["Alpha_Lib"]);
    const forced = workspaceJson(repo.dir, ["--package", "gamma", "--release-as", "3.0.0"]);
    expect(forced.packages[0]).toMatchObject({ name: "gamma", next_version: "3.0.0", tag: "gamma-v3.0.0" });

    const unknown = releaser(["check", "--package", "delta"], { cwd: repo.dir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(
      "--package delta: no package of that name here; the packages are Alpha_Lib, beta-lib, gamma",
    );
    const both = releaser(["check", "--release-as", "3.0.0"], { cwd: repo.dir });
    expect(both.code).toBe(1);
    expect(both.stderr).toContain("add --package <name> for the one it is for");
  });

  it("shows one block per package and the next releases for a person", () => {
    const repo = uvWorkspace();
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("releaser check Alpha_Lib (packages/alpha)");
    expect(result.stdout).toContain("releaser check gamma (packages/gamma)");
    expect(result.stdout).toContain("Next releases: Alpha_Lib 2.0.0, beta-lib 1.0.0; nothing for gamma.");
  });

  it("reads a packages list, and a package's own table over the root's keys", () => {
    const repo = makeRepo({
      "releaser.toml": 'packages = ["libs/*", "tools/cli"]\nmajor_on_zero = false\n',
      "libs/one/pyproject.toml": pyproject(
        "0.4.0",
        "one",
        '\n[tool.releaser]\ntag_format = "one@{version}"\n',
      ),
      "tools/cli/pyproject.toml": pyproject("0.9.0", "acme-cli"),
    });
    repo.tag("one@0.4.0");
    repo.commit("feat!: reshape", { "libs/one/x.py": "", "tools/cli/x.py": "" });
    const doc = workspaceJson(repo.dir);
    expect(doc.packages.map((p) => [p.name, p.last_tag, p.next_version])).toEqual([
      ["one", "one@0.4.0", "0.5.0"],
      ["acme-cli", null, "0.10.0"],
    ]);
  });

  it("refuses a repository-wide key in a package's table, naming the file", () => {
    const repo = makeRepo({
      "releaser.toml": 'packages = ["libs/*"]\n',
      "libs/one/pyproject.toml": pyproject("0.4.0", "one", '\n[tool.releaser]\nrelease_branch = "dev"\n'),
    });
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'libs/one/pyproject.toml: "tool.releaser.release_branch" is a setting of the whole repository, not of one package; set it in the root configuration',
    );
  });

  it("keeps --package for repositories of several packages", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0") });
    const result = releaser(["check", "--package", "demo-pkg"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("this repository releases one project at its root, not several packages");
  });

  it("counts a move from one package to another for both", () => {
    const repo = makeRepo({
      "releaser.toml": 'packages = ["libs/*"]\n',
      "libs/one/pyproject.toml": pyproject("1.0.0", "one"),
      "libs/one/shared.py": "def f():\n    return 1\n",
      "libs/two/pyproject.toml": pyproject("1.0.0", "two"),
    });
    repo.tag("one-v1.0.0");
    repo.tag("two-v1.0.0");
    repo.git("mv", "libs/one/shared.py", "libs/two/shared.py");
    repo.commit("fix: move the helper where it is used");
    const doc = workspaceJson(repo.dir);
    expect(doc.packages.map((p) => [p.name, p.next_version])).toEqual([
      ["one", "1.0.1"],
      ["two", "1.0.1"],
    ]);
  });

  it("refuses one tag shape shared by several packages", () => {
    const repo = makeRepo({
      "releaser.toml": 'packages = ["libs/*"]\ntag_format = "v{version}"\n',
      "libs/one/pyproject.toml": pyproject("1.0.0", "one"),
      "libs/two/pyproject.toml": pyproject("1.0.0", "two"),
    });
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('one and two would share their tags (tag_format "v{version}"');
    expect(result.stderr).toContain("put {name} in tag_format");
  });

  it("releases the root when it is listed, from the commits outside the other packages", () => {
    const repo = makeRepo({
      "pyproject.toml": `${pyproject("0.4.0", "acme-app")}\n[tool.releaser]\npackages = [".", "libs/*"]\n`,
      "libs/one/pyproject.toml": pyproject("1.0.0", "one"),
    });
    repo.tag("acme-app-v0.4.0");
    repo.tag("one-v1.0.0");
    repo.commit("feat: an app screen", { "src/app.py": "" });
    repo.commit("fix: a library bug", { "libs/one/x.py": "" });
    const doc = workspaceJson(repo.dir);
    expect(doc.packages.map((p) => [p.name, p.path, p.next_version, p.commits.total])).toEqual([
      ["acme-app", ".", "0.5.0", 1],
      ["one", "libs/one", "1.0.1", 1],
    ]);
    expect(releaser(["update"], { cwd: repo.dir }).code).toBe(0);
    expect(repo.read("pyproject.toml")).toContain('version = "0.5.0"');
    expect(repo.read("CHANGELOG.md")).toContain("- An app screen");
    expect(repo.read("CHANGELOG.md")).not.toContain("A library bug");
  });

  it("takes only the tags that carry a package's name: a plain tag from before is no package's", () => {
    const repo = makeRepo({
      "releaser.toml": 'packages = ["packages/*"]\n',
      "packages/alpha/pyproject.toml": pyproject("1.2.0", "alpha-lib"),
      "packages/beta/pyproject.toml": pyproject("0.3.0", "beta-lib"),
    });
    repo.commit("feat: old alpha", { "packages/alpha/o.py": "" });
    repo.tag("v1.2.0");
    repo.commit("feat: old beta", { "packages/beta/o.py": "" });
    repo.tag("beta-lib@0.3.0");
    repo.tag("v0.3.1");
    repo.commit("fix: new beta", { "packages/beta/n.py": "" });
    const result = releaser(["check", "--json", "--package", "beta-lib", "--package", "Beta_Lib"], {
      cwd: repo.dir,
    });
    expect(result.stderr).toBe("");
    const doc = JSON.parse(result.stdout) as WorkspaceDoc;
    expect(doc.packages).toHaveLength(1);
    expect(doc.packages[0]).toMatchObject({
      last_tag: "beta-lib@0.3.0",
      tag_format: "beta-lib@{version}",
      next_version: "0.3.1",
      taken_versions: [],
    });
  });

  it("plans every package from a shallow clone as from a full one", () => {
    const source = makeRepo({
      "releaser.toml": 'packages = ["packages/*"]\n',
      "packages/alpha/pyproject.toml": pyproject("1.2.0", "alpha-lib"),
      "packages/beta/pyproject.toml": pyproject("0.3.0", "beta-lib"),
    });
    source.commit("feat: beta old feature", { "packages/beta/old.py": "" });
    source.tag("alpha-lib-v1.2.0");
    source.tag("beta-lib-v0.3.0");
    source.commit("fix: alpha fix", { "packages/alpha/a.py": "" });
    source.commit("fix: beta fix", { "packages/beta/b.py": "" });
    const full = workspaceJson(source.dir).packages.map((p) => [p.name, p.next_version]);
    const clone = join(tempDir(), "shallow");
    execFileSync("git", ["clone", "-q", "--depth", "1", `file://${source.dir}`, clone], {
      env: { ...process.env, ...GIT_ENV },
    });
    expect(workspaceJson(clone).packages.map((p) => [p.name, p.next_version])).toEqual(full);
    expect(full).toEqual([
      ["alpha-lib", "1.2.1"],
      ["beta-lib", "0.3.1"],
    ]);
  });

  it("refuses --bump for several packages: it would release the untouched ones too", () => {
    const repo = uvWorkspace();
    const all = releaser(["update", "--bump", "major"], { cwd: repo.dir });
    expect(all.code).toBe(1);
    expect(all.stderr).toContain(
      "--bump major would release every package, those no commit touched included, and this repository holds 3 (Alpha_Lib, beta-lib, gamma); add --package <name> for each package it is for",
    );
    expect(repo.git("status", "--porcelain")).toBe("");
    const one = workspaceJson(repo.dir, ["--bump", "major", "--package", "gamma"]);
    expect(one.packages.map((p) => [p.name, p.next_version])).toEqual([["gamma", "3.0.0"]]);
  });

  it("warns when a package without tags of its own sits beside release tags that name no package", () => {
    const repo = uvWorkspace();
    repo.tag("v2.0.0", "an old release");
    repo.git("tag", "-d", "gamma-v2.0.0");
    repo.commit("fix(gamma): a fix", { "packages/gamma/fix.py": "z = 3\n" });
    const result = releaser(["check", "--package", "gamma"], { cwd: repo.dir });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      "warning: gamma has no release tag of its own (gamma-v1.2.3), so all its history counts and its next version is 2.0.1, while the repository's tag v2.0.0 names no package; if those are gamma's releases (a build that reads its version from git tags starts from v2.0.0), set tag_format = \"v{version}\" in its [tool.releaser] table, or --release-as with --package gamma",
    );
    // A package with tags of its own is not warned about.
    expect(result.stderr).not.toContain("beta-lib has no release tag");
  });

  it("names the package an error of its own files belongs to", () => {
    const repo = uvWorkspace();
    repo.commit("chore: a version file without the version", {
      "packages/beta/pyproject.toml": `${pyproject("0.3.0", "beta-lib")}\n[tool.releaser]\nversion_files = ["src/beta_lib/__init__.py:__version__"]\n`,
    });
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: beta-lib: src\/beta_lib\/__init__\.py: /m);
  });

  it("warns when uv's workspace lists no package: the root's project is then the one released", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "acme-root"\nversion = "0.1.0"\n\n[tool.uv.workspace]\nmembers = ["packages/*"]\n',
    });
    repo.commit("fix: a bug");
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      "warning: [tool.uv.workspace] lists no package here (its members match no folder with a pyproject.toml), so the root's project is released as the one project",
    );
  });
});
