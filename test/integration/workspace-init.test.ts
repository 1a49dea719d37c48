import { describe, expect, it } from "vitest";
import { splitErrorLine } from "../helpers/error-line.ts";
import { checkJson, makeRepo, pyproject, releaser } from "../helpers/repo.ts";
import { snapshotTree } from "../helpers/tree-snapshot.ts";

/** `init` in a repository of several packages (issue 25, DESIGN 8), through the built CLI. */
const ROOT_PYPROJECT =
  '[project]\nname = "acme-root"\nversion = "0.1+private"\n\n[tool.uv.workspace]\nmembers = ["packages/*"]\n';
const ALPHA = pyproject("1.2.0", "Alpha_Lib");
const BETA = pyproject("0.3.0", "beta-lib");
const GAMMA = pyproject("2.0.0", "gamma");

/** A uv workspace: alpha tagged the default way, beta with tags of its own shape, gamma never released. */
function uvWorkspace(extra: Record<string, string> = {}) {
  const repo = makeRepo({
    "pyproject.toml": ROOT_PYPROJECT,
    "uv.lock": 'version = 1\nrequires-python = ">=3.9"\n',
    "packages/alpha/pyproject.toml": ALPHA,
    "packages/alpha/src/alpha_lib/__init__.py": '__version__ = "1.2.0"\n',
    "packages/beta/pyproject.toml": BETA,
    "packages/beta/CHANGES.md": "# Changes\n\n## 0.3.0\n\n- The first one.\n",
    "packages/gamma/pyproject.toml": GAMMA,
    ...extra,
  });
  for (const tag of ["alpha-lib-v1.2.0", "beta_lib@0.2.0", "beta_lib@0.3.0"]) repo.tag(tag);
  repo.commit("feat(alpha): a new call", { "packages/alpha/src/alpha_lib/new.py": "x = 1\n" });
  repo.commit("fix(beta): the bug", { "packages/beta/fix.py": "y = 2\n" });
  return repo;
}

describe("init in a uv workspace", () => {
  it("reports each package, writes the root's table without `packages`, beta's tag_format, and check reads it", () => {
    const repo = uvWorkspace();
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(
      /^releaser init: 3 packages \(listed in \[tool\.uv\.workspace\] members in pyproject\.toml, so no `packages` is needed\), release branch main/,
    );
    expect(result.stdout).toContain(
      [
        "  Alpha_Lib in packages/alpha/",
        "    version 1.2.0 in packages/alpha/pyproject.toml (the static version in [project] of pyproject.toml), packages/alpha/src/alpha_lib/__init__.py (the package's __version__)",
        "    tags alpha-lib-v{version} (your release tag of Alpha_Lib looks like alpha-lib-v1.2.3); 1 release tag, newest alpha-lib-v1.2.0",
        "    changelog packages/alpha/CHANGELOG.md (the first release creates it), build with uv (uv.lock)",
        "  beta-lib in packages/beta/",
        "    version 0.3.0 in packages/beta/pyproject.toml (the static version in [project] of pyproject.toml)",
        "    tags beta_lib@{version} (2 of your tags of beta-lib look like beta_lib@1.2.3); 2 release tags, newest beta_lib@0.3.0",
        "    changelog packages/beta/CHANGES.md, build with uv (uv.lock)",
        "  gamma in packages/gamma/",
        "    version 2.0.0 in packages/gamma/pyproject.toml (the static version in [project] of pyproject.toml)",
        "    tags gamma-v{version} (no release tag of gamma yet: the default for a package of several); no release tag yet",
      ].join("\n"),
    );
    expect(result.stdout).toContain(
      "added [tool.releaser] to pyproject.toml\nadded [tool.releaser] to packages/beta/pyproject.toml (beta-lib's tags look like beta_lib@1.2.3, not beta-lib-v1.2.3: its tag_format)\ncreated .github/workflows/release.yml\ncreated .github/workflows/pr-title.yml\n",
    );
    expect(result.stdout).toContain(
      "on PyPI, add a trusted publisher to each package, with this repository and the workflow release.yml: Alpha_Lib, beta-lib, gamma",
    );
    expect(result.stdout).toContain(
      'Note: the root\'s own project, acme-root, is not released: a workspace root is released only when it is listed; to release it too, set packages = [".", "packages/alpha", "packages/beta", "packages/gamma"] in the root\'s [tool.releaser].',
    );
    // The root: its own text byte for byte (its version never), then the table, with no packages key.
    const root = repo.read("pyproject.toml");
    expect(root.startsWith(ROOT_PYPROJECT)).toBe(true);
    expect(root.slice(ROOT_PYPROJECT.length)).toMatch(/^\n\[tool\.releaser\]\n# Written by `releaser init`/);
    expect(root).not.toMatch(/^packages =/m);
    expect(root).not.toMatch(/^tag_format =/m);
    expect(root).toContain('release_branch = "main"');
    expect(repo.read("packages/beta/pyproject.toml")).toBe(
      `${BETA}\n[tool.releaser]\ntag_format = "beta_lib@{version}"   # 2 of your tags of beta-lib look like beta_lib@1.2.3\n`,
    );
    expect(repo.read("packages/alpha/pyproject.toml")).toBe(ALPHA);
    expect(repo.read("packages/gamma/pyproject.toml")).toBe(GAMMA);
    expect(repo.read(".github/workflows/release.yml")).toContain("release-pr");
    // check right after init: each package, with the shape init wrote down.
    const check = checkJson(repo.dir) as unknown as {
      packages: { name: string; tag: string | null; tag_format: string; next_version: string | null }[];
    };
    expect(check.packages.map((p) => [p.name, p.tag_format, p.tag])).toEqual([
      ["Alpha_Lib", "alpha-lib-v{version}", "alpha-lib-v1.3.0"],
      ["beta-lib", "beta_lib@{version}", "beta_lib@0.3.1"],
      ["gamma", "gamma-v{version}", null],
    ]);
    const human = releaser(["check"], { cwd: repo.dir });
    expect(human.code, human.stderr).toBe(0);
    for (const name of ["Alpha_Lib (packages/alpha)", "beta-lib (packages/beta)", "gamma (packages/gamma)"])
      expect(human.stdout).toContain(`releaser check ${name}`);
  });

  it("--dry-run shows the same files and writes nothing", () => {
    const repo = uvWorkspace();
    const before = snapshotTree(repo.dir);
    const result = releaser(["init", "--dry-run"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("would add [tool.releaser] to pyproject.toml\n\n    [tool.releaser]\n");
    expect(result.stdout).toContain(
      'would add [tool.releaser] to packages/beta/pyproject.toml (beta-lib\'s tags look like beta_lib@1.2.3, not beta-lib-v1.2.3: its tag_format)\n\n    [tool.releaser]\n    tag_format = "beta_lib@{version}"',
    );
    expect(result.stdout).toMatch(
      /Nothing was written\. Once written: on PyPI, add a trusted publisher to each package/,
    );
    expect(snapshotTree(repo.dir)).toEqual(before);
  });

  it("adds tag_format inside a package's own [tool.releaser] table, the rest of it byte for byte", () => {
    const beta = `${BETA}\n[tool.releaser]  # beta's own\nmajor_on_zero = false\n`;
    const repo = uvWorkspace({ "packages/beta/pyproject.toml": beta });
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("added tag_format to [tool.releaser] of packages/beta/pyproject.toml");
    expect(repo.read("packages/beta/pyproject.toml")).toBe(
      beta.replace(
        "# beta's own\n",
        '# beta\'s own\ntag_format = "beta_lib@{version}"   # 2 of your tags of beta-lib look like beta_lib@1.2.3\n',
      ),
    );
    expect((checkJson(repo.dir) as unknown as { packages: { tag: string }[] }).packages[1]?.tag).toBe(
      "beta_lib@0.3.1",
    );
  });

  it("a second init keeps what the first wrote and writes nothing", () => {
    const repo = uvWorkspace();
    expect(releaser(["init"], { cwd: repo.dir }).code).toBe(0);
    const before = snapshotTree(repo.dir);
    const again = releaser(["init"], { cwd: repo.dir });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("kept pyproject.toml (releaser is configured here already");
    expect(again.stdout).toContain(
      "    tags beta_lib@{version} (from packages/beta/pyproject.toml); 2 release tags, newest beta_lib@0.3.0\n",
    );
    expect(again.stdout).not.toContain("packages/beta/pyproject.toml (beta-lib's tags");
    expect(snapshotTree(repo.dir)).toEqual(before);
  });

  it("--json lists each package as init found it", () => {
    const repo = uvWorkspace();
    const result = releaser(["init", "--json", "--dry-run"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(json.workspace).toMatchObject({
      source: "[tool.uv.workspace] members in pyproject.toml",
      packages_written: null,
    });
    expect(json.workspace.packages[1]).toEqual({
      name: "beta-lib",
      path: "packages/beta",
      version: "0.3.0",
      version_places: ["packages/beta/pyproject.toml (the static version in [project] of pyproject.toml)"],
      version_from_tag: null,
      tag_format: "beta_lib@{version}",
      tag_format_why: "2 of your tags of beta-lib look like beta_lib@1.2.3",
      release_tags: ["beta_lib@0.3.0", "beta_lib@0.2.0"],
      changelog: "packages/beta/CHANGES.md",
      changelog_exists: true,
      towncrier: false,
      build_tool: "uv (uv.lock)",
    });
    expect(json.files.map((f: { path: string; action: string }) => `${f.action} ${f.path}`)).toEqual([
      "append pyproject.toml",
      "append packages/beta/pyproject.toml",
      "create .github/workflows/release.yml",
      "create .github/workflows/pr-title.yml",
    ]);
  });

  it("warns that a towncrier package is not run for several packages yet", () => {
    const repo = uvWorkspace({
      "packages/gamma/pyproject.toml": `${GAMMA}\n[tool.towncrier]\nfilename = "NEWS.md"\n`,
    });
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      "gamma: its changelog is kept with towncrier, which releaser does not run for a package of several yet",
    );
    expect(result.stdout).toContain("    changelog packages/gamma/NEWS.md (towncrier's)");
  });

  it("says a package's version comes from the tag, and what its build outside a release reads", () => {
    const repo = uvWorkspace({
      "packages/delta/pyproject.toml":
        '[build-system]\nrequires = ["hatchling", "hatch-vcs"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "delta"\ndynamic = ["version"]\n\n[tool.hatch.version]\nsource = "vcs"\n',
    });
    const result = releaser(["init", "--dry-run"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("  delta in packages/delta/\n    version from the tag (hatch (vcs))\n");
    expect(result.stdout).toContain(
      "Note: delta: the version comes from the tag (hatch (vcs)): `releaser release` makes the tag the build reads, and `update` writes only the changelog; a build outside a release reads the newest tag of any package unless its tool is given the package's tag pattern",
    );
  });

  it("puts a package's pyproject.toml back when the root's cannot be written", () => {
    // The root's file grows past the 1 KB the shell allows; beta's stays under it.
    const rootText = `${ROOT_PYPROJECT}# ${"x".repeat(1100)}\n`;
    const repo = uvWorkspace({ "pyproject.toml": rootText });
    const before = snapshotTree(repo.dir);
    const result = releaser(["init", "--no-workflow"], { cwd: repo.dir, ulimitFileKb: 1 });
    expect(result.code).toBe(1);
    expect(splitErrorLine(result.stderr.trimEnd()).message).toBe(
      "error: could not write pyproject.toml (EFBIG); packages/beta/pyproject.toml put back as it was; nothing else was written",
    );
    expect(snapshotTree(repo.dir)).toEqual(before);
  });

  it("refuses --publish-with pypa (one dist/ upload for several packages) and writes nothing", () => {
    const repo = uvWorkspace();
    const before = snapshotTree(repo.dir);
    const result = releaser(["init", "--publish-with", "pypa"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(splitErrorLine(result.stderr.trimEnd()).message).toBe(
      "error: --publish-with pypa uploads one dist/ folder from its own job, and this repository releases several packages (Alpha_Lib, beta-lib, gamma); nothing was written: leave out --publish-with, and releaser uploads each package's files as it releases it",
    );
    expect(snapshotTree(repo.dir)).toEqual(before);
  });
});

describe("init in a workspace it cannot set up", () => {
  it("refuses a member glob that matches a folder with no pyproject.toml, as uv does, and writes nothing", () => {
    const repo = uvWorkspace({ "packages/stray/README.md": "no project here\n" });
    const before = snapshotTree(repo.dir);
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(splitErrorLine(result.stderr.trimEnd()).message).toBe(
      'error: [tool.uv.workspace] members entry "packages/*" (pyproject.toml) matches packages/stray, which has no pyproject.toml (uv refuses the workspace too); add one, or list the folder in [tool.uv.workspace] exclude',
    );
    expect(snapshotTree(repo.dir)).toEqual(before);
  });

  it("warns when the root's tag_format names no package: the packages would share their tags", () => {
    const rootText = `${ROOT_PYPROJECT}\n[tool.releaser]\ntag_format = "v{version}"\n`;
    const repo = uvWorkspace({ "pyproject.toml": rootText });
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      'warning: tag_format "v{version}" (pyproject.toml) names no package, so the packages would share their tags and `check` refuses them; remove it (the default for several packages is {name}-v{version}) or put {name} in it',
    );
    expect(repo.read("pyproject.toml")).toBe(rootText);
  });
});

/** Packages in folders with no uv workspace: hatchling members, no project at the root. */
function packagesLayout(root: Record<string, string> = {}) {
  const hatch = (version: string, name: string) =>
    pyproject(
      version,
      name,
      '\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n',
    );
  const repo = makeRepo({
    ...root,
    "packages/alpha/pyproject.toml": hatch("1.0.0", "alpha"),
    "packages/beta/pyproject.toml": hatch("0.1.0", "beta"),
    "tools/cli/pyproject.toml": hatch("3.0.0", "acme-cli"),
    // A sample project of the tests and a folder with no project are no packages.
    "tests/fixtures/sample/pyproject.toml": pyproject("0.0.1", "sample"),
    "packages/notes/pyproject.toml": "[tool.ruff]\nline-length = 100\n",
    "README.md": "# acme\n",
  });
  repo.tag("alpha-v1.0.0");
  // From when the repository released one project: no package's tag.
  repo.tag("v0.9.0");
  repo.commit("feat: alpha grows", { "packages/alpha/a.py": "a = 1\n" });
  repo.commit("fix: the cli", { "tools/cli/c.py": "c = 1\n" });
  return repo;
}

describe("init with package folders and no uv workspace", () => {
  it("writes packages = [...] in releaser.toml when the root has no pyproject.toml, and check reads each package", () => {
    const repo = packagesLayout();
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /^releaser init: 3 packages \(found in their folders; the configuration lists them: packages = \["packages\/\*", "tools\/cli"\]\)/,
    );
    expect(result.stdout).toContain(
      "created releaser.toml (there is no pyproject.toml at the repository's root)",
    );
    expect(result.stdout).not.toContain("sample");
    expect(result.stderr).toBe(
      "warning: the release tag v0.9.0 carries no package's name, so no package counts it as its release: beta, acme-cli have no release tag of their own, and the first release of each is planned from its files and all its commits; each package is tagged on its own ({name}-v{version}); packages that carry the tags' version are released together under them with shared_version = true\n",
    );
    expect(repo.read("releaser.toml")).toMatch(/^packages = \["packages\/\*", "tools\/cli"\]$/m);
    const check = checkJson(repo.dir) as unknown as { packages: { name: string; tag: string | null }[] };
    expect(check.packages.map((p) => [p.name, p.tag])).toEqual([
      ["alpha", "alpha-v1.1.0"],
      ["beta", null],
      ["acme-cli", "acme-cli-v3.0.1"],
    ]);
  });

  it("appends [tool.releaser] with packages to a root pyproject.toml that is no project", () => {
    const rootText = "[tool.ruff]\nline-length = 100\n";
    const repo = packagesLayout({ "pyproject.toml": rootText });
    const result = releaser(["init", "--no-workflow"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    const root = repo.read("pyproject.toml");
    expect(root.startsWith(rootText)).toBe(true);
    expect(root).toMatch(/^packages = \["packages\/\*", "tools\/cli"\]$/m);
    expect(result.stdout).toContain(
      "added [tool.releaser] to pyproject.toml\nwrote no workflow (--no-workflow)",
    );
    expect(result.stdout).toContain(
      "give it a trusted publisher on PyPI for each package (alpha, beta, acme-cli) (or a PYPI_TOKEN secret)",
    );
    expect(checkJson(repo.dir).workspace).toMatchObject({ packages: ["alpha", "beta", "acme-cli"] });
  });

  it("a root that is a project stays one project: its package folders are not proposed", () => {
    const repo = packagesLayout({ "pyproject.toml": pyproject("4.0.0", "acme") });
    const result = releaser(["init", "--dry-run"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^releaser init: release branch main .*, tags v\{version\}/);
    expect(result.stdout).not.toContain("packages =");
  });
});
