import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, pyproject, releaser } from "../helpers/repo.ts";

/** `update` in a uv workspace (DESIGN 8): each package with a next version, one commit, the root alone. */
const ROOT_PYPROJECT =
  '[project]\nname = "acme-root"\nversion = "0.1+private"\n\n[tool.uv.workspace]\nmembers = ["packages/*"]\n';
const UV_LOCK = `version = 1
requires-python = ">=3.9"

[manifest]
members = ["acme-root", "alpha-lib", "beta-lib", "gamma"]

[[package]]
name = "acme-root"
version = "0.1+private"
source = { virtual = "." }

[[package]]
name = "alpha-lib"
version = "1.2.0"
source = { editable = "packages/alpha" }

[[package]]
name = "beta-lib"
version = "0.3.0"
source = { editable = "packages/beta" }

[[package]]
name = "gamma"
version = "2.0.0"
source = { editable = "packages/gamma" }
`;

function uvWorkspace() {
  const repo = makeRepo({
    "pyproject.toml": ROOT_PYPROJECT,
    "uv.lock": UV_LOCK,
    "packages/alpha/pyproject.toml": pyproject("1.2.0", "Alpha_Lib"),
    "packages/alpha/src/alpha_lib/__init__.py": '__version__ = "1.2.0"\n',
    "packages/beta/pyproject.toml": pyproject("0.3.0", "beta-lib"),
    "packages/beta/CHANGES.md": "# Changes\n\n## 0.3.0\n\n- The first one.\n",
    "packages/gamma/pyproject.toml": pyproject("2.0.0", "gamma"),
  });
  for (const tag of ["alpha-lib-v1.2.0", "beta-lib-v0.3.0", "gamma-v2.0.0"]) repo.tag(tag);
  repo.commit("feat(alpha): a new call", { "packages/alpha/src/alpha_lib/new.py": "x = 1\n" });
  repo.commit("fix(beta): the bug", { "packages/beta/fix.py": "y = 2\n" });
  repo.commit("docs: the root readme", { "README.md": "# acme\n" });
  return repo;
}

describe("update in a repository of several packages", () => {
  it("writes each package's files and the root lock's entries in one release commit", () => {
    const repo = uvWorkspace();
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Updated Alpha_Lib 1.2.0 -> 1.3.0, beta-lib 0.3.0 -> 0.3.1");
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe(
      "chore(release): alpha-lib 1.3.0, beta-lib 0.3.1",
    );
    expect(repo.git("show", "--name-only", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "packages/alpha/CHANGELOG.md",
      "packages/alpha/pyproject.toml",
      "packages/alpha/src/alpha_lib/__init__.py",
      "packages/beta/CHANGES.md",
      "packages/beta/pyproject.toml",
      "uv.lock",
    ]);
    expect(repo.read("packages/alpha/pyproject.toml")).toContain('version = "1.3.0"');
    expect(repo.read("packages/alpha/src/alpha_lib/__init__.py")).toBe('__version__ = "1.3.0"\n');
    expect(repo.read("packages/beta/CHANGES.md")).toMatch(
      /^# Changes\n\n## \[?0\.3\.1\]?.*\n[\s\S]*- The bug[\s\S]*## 0\.3\.0/,
    );
    expect(repo.read("packages/alpha/CHANGELOG.md")).toContain("- A new call");
    expect(repo.read("packages/alpha/CHANGELOG.md")).not.toContain("The bug");
    // The root's version and its lock entry, and the untouched package's, stay.
    expect(repo.read("pyproject.toml")).toBe(ROOT_PYPROJECT);
    expect(repo.read("packages/gamma/pyproject.toml")).toBe(pyproject("2.0.0", "gamma"));
    expect(repo.read("uv.lock")).toBe(
      UV_LOCK.replace('version = "1.2.0"', 'version = "1.3.0"').replace(
        'version = "0.3.0"',
        'version = "0.3.1"',
      ),
    );
    expect(repo.git("status", "--porcelain")).toBe("");

    // Now both are pending: the next check says so, and a second update has nothing to do.
    const doc = checkJson(repo.dir) as unknown as {
      packages: { name: string; pending: boolean; next_version: string | null }[];
    };
    expect(doc.packages.map((p) => [p.name, p.pending, p.next_version])).toEqual([
      ["Alpha_Lib", true, "1.3.0"],
      ["beta-lib", true, "0.3.1"],
      ["gamma", false, null],
    ]);
    const again = releaser(["update"], { cwd: repo.dir });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(
      "Nothing to update: Alpha_Lib 1.3.0, beta-lib 0.3.1 are set and not tagged yet",
    );
  });

  it("shows the diff and writes nothing with --dry-run; --package limits it", () => {
    const repo = uvWorkspace();
    const head = repo.git("rev-parse", "HEAD");
    const result = releaser(["update", "--dry-run", "--package", "beta-lib"], { cwd: repo.dir });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('+version = "0.3.1"');
    expect(result.stdout).toContain(
      'Dry run: would update beta-lib 0.3.0 -> 0.3.1 in packages/beta/pyproject.toml, packages/beta/CHANGES.md, uv.lock and commit "chore(release): beta-lib 0.3.1"',
    );
    expect(repo.git("rev-parse", "HEAD")).toBe(head);
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  it("refuses a dirty tree and changes nothing", () => {
    const repo = uvWorkspace();
    repo.write("packages/alpha/pyproject.toml", `${pyproject("1.2.0", "Alpha_Lib")}# local edit\n`);
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "the working tree has uncommitted changes (packages/alpha/pyproject.toml)",
    );
    expect(repo.git("status", "--porcelain").trim()).toBe("M packages/alpha/pyproject.toml");
    expect(repo.read("uv.lock")).toBe(UV_LOCK);
  });

  it("reports in JSON which packages it released", () => {
    const repo = uvWorkspace();
    const result = releaser(["update", "--json"], { cwd: repo.dir });
    expect(result.code).toBe(0);
    const doc = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(doc.released_packages).toEqual([
      { name: "Alpha_Lib", version: "1.3.0" },
      { name: "beta-lib", version: "0.3.1" },
    ]);
    expect(doc.commit).toBe(repo.git("rev-parse", "HEAD").trim());
  });

  it("a member planned again for its pin says its warnings once, as its last plan has them", () => {
    const repo = makeRepo({
      "pyproject.toml": ROOT_PYPROJECT,
      "packages/alpha/pyproject.toml": pyproject("1.2.0", "alpha-lib"),
      "packages/gamma/pyproject.toml": pyproject(
        "2.0.1.dev0",
        "gamma",
        'dependencies = ["alpha-lib==1.2.0"]\n',
      ),
    });
    for (const tag of ["alpha-lib-v1.2.0", "gamma-v2.0.0"]) repo.tag(tag);
    repo.commit("feat(alpha): a new call", { "packages/alpha/new.py": "x = 1\n" });
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe(
      "warning: gamma: the files carry 2.0.1.dev0 (a development version), which no tag names; `releaser release` will not release it: it never releases a development version; the next release will be 2.0.1\n",
    );
  });

  it("moves a member's exact pin on a released member, with a patch release of its own", () => {
    const gammaPyproject = pyproject(
      "2.0.0",
      "gamma",
      'dependencies = [\n  "alpha-lib==1.2.0",  # in step with alpha\n  "beta-lib>=0.3",\n]\n',
    );
    const repo = makeRepo({
      "pyproject.toml": ROOT_PYPROJECT,
      "packages/alpha/pyproject.toml": pyproject("1.2.0", "Alpha_Lib"),
      "packages/beta/pyproject.toml": pyproject("0.3.0", "beta-lib"),
      "packages/gamma/pyproject.toml": gammaPyproject,
      "packages/delta/pyproject.toml": pyproject("0.1.0", "delta", 'dependencies = ["gamma==2.0.0"]\n'),
    });
    for (const tag of ["alpha-lib-v1.2.0", "beta-lib-v0.3.0", "gamma-v2.0.0", "delta-v0.1.0"]) repo.tag(tag);
    repo.commit("feat(alpha): a new call", { "packages/alpha/new.py": "x = 1\n" });

    const doc = checkJson(repo.dir) as unknown as {
      packages: {
        name: string;
        next_version: string | null;
        dependency_updates: unknown[];
        changelog: string;
      }[];
    };
    expect(doc.packages.map((p) => [p.name, p.next_version])).toEqual([
      ["Alpha_Lib", "1.3.0"],
      ["beta-lib", null],
      ["delta", "0.1.1"],
      ["gamma", "2.0.1"],
    ]);
    const gamma = doc.packages.find((p) => p.name === "gamma");
    expect(gamma?.dependency_updates).toEqual([{ name: "alpha-lib", version: "1.3.0" }]);
    expect(gamma?.changelog).toContain("- Dependency alpha-lib updated to 1.3.0");

    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.code).toBe(0);
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe(
      "chore(release): alpha-lib 1.3.0, delta 0.1.1, gamma 2.0.1",
    );
    expect(repo.read("packages/gamma/pyproject.toml")).toBe(
      gammaPyproject
        .replace('version = "2.0.0"', 'version = "2.0.1"')
        .replace("alpha-lib==1.2.0", "alpha-lib==1.3.0"),
    );
    expect(repo.read("packages/delta/pyproject.toml")).toContain('dependencies = ["gamma==2.0.1"]');
    expect(repo.read("packages/gamma/CHANGELOG.md")).toContain("- Dependency alpha-lib updated to 1.3.0");
    expect(repo.read("packages/beta/pyproject.toml")).toBe(pyproject("0.3.0", "beta-lib"));
  });

  it("finishes after being killed at any point: the same commit as a run that was not", () => {
    const clean = uvWorkspace();
    expect(releaser(["update"], { cwd: clean.dir }).code).toBe(0);
    const tree = clean.git("rev-parse", "HEAD^{tree}").trim();
    let points = 0;
    for (let at = 1; at < 40; at++) {
      const repo = uvWorkspace();
      const killed = releaser(["update"], { cwd: repo.dir, env: { RELEASER_KILL_AT: String(at) } });
      if (killed.code === 0) break;
      points++;
      const rerun = releaser(["update"], { cwd: repo.dir });
      // A half-written tree may be named in a warning (one file carries the new version, another
      // the old one); the re-run finishes it.
      expect(rerun.stderr, `killed at point ${at}`).not.toMatch(/error/i);
      expect(rerun.code).toBe(0);
      expect(repo.git("log", "-1", "--format=%s").trim()).toBe(
        "chore(release): alpha-lib 1.3.0, beta-lib 0.3.1",
      );
      expect(repo.git("rev-parse", "HEAD^{tree}").trim(), `killed at point ${at}`).toBe(tree);
      expect(repo.git("status", "--porcelain")).toBe("");
    }
    expect(points).toBeGreaterThan(5);
  });

  it("commits what update --no-commit wrote on the next update", () => {
    const repo = uvWorkspace();
    expect(releaser(["update", "--no-commit"], { cwd: repo.dir }).code).toBe(0);
    expect(repo.git("status", "--porcelain")).not.toBe("");
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe(
      "chore(release): alpha-lib 1.3.0, beta-lib 0.3.1",
    );
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  it("moves the root's exact pins on released members, never the root's version", () => {
    const root = `[project]\nname = "acme-app"\nversion = "0.1+private"\ndependencies = ["alpha-lib==1.2.0", "beta-lib==0.3.0"]\n\n[tool.uv.workspace]\nmembers = ["packages/*"]\n`;
    const repo = makeRepo({
      "pyproject.toml": root,
      "packages/alpha/pyproject.toml": pyproject("1.2.0", "alpha-lib"),
      "packages/beta/pyproject.toml": pyproject("0.3.0", "beta-lib", 'dependencies = ["alpha-lib==1.2.0"]\n'),
    });
    repo.tag("alpha-lib-v1.2.0");
    repo.tag("beta-lib-v0.3.0");
    repo.commit("feat(alpha): a new call", { "packages/alpha/new.py": "" });

    // Limited to alpha-lib, beta-lib's pin would go stale: check says so.
    const limited = releaser(["check", "--package", "alpha-lib"], { cwd: repo.dir });
    expect(limited.stderr).toContain(
      "warning: beta-lib pins alpha-lib==1.2.0 (project.dependencies), and alpha-lib becomes 1.3.0; leave out --package, or add --package beta-lib, so the pin follows",
    );

    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.code).toBe(0);
    expect(repo.read("pyproject.toml")).toBe(
      root.replace("alpha-lib==1.2.0", "alpha-lib==1.3.0").replace("beta-lib==0.3.0", "beta-lib==0.3.1"),
    );
    expect(repo.git("show", "--name-only", "--format=", "HEAD")).toContain("pyproject.toml\n");
  });

  it("refuses a package folder that is a git submodule, before anything is written", () => {
    const sub = makeRepo({ "pyproject.toml": pyproject("1.0.0", "sub-lib") });
    const repo = makeRepo({
      "releaser.toml": 'packages = ["packages/*"]\n',
      "packages/alpha/pyproject.toml": pyproject("1.2.0", "alpha-lib"),
    });
    repo.git("-c", "protocol.file.allow=always", "submodule", "add", "-q", sub.dir, "packages/sub");
    repo.commit("chore: add the submodule");
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("packages/sub is a git submodule (another repository)");
  });
});
