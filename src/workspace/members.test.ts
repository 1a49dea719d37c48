import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError } from "../core/errors.ts";
import { findWorkspace, normalisePackageName, type WorkspaceInput } from "./members.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temporary repository with the given files ("path/": an empty folder). */
function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "releaser-workspace-"));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    if (path.endsWith("/")) {
      mkdirSync(join(root, path), { recursive: true });
      continue;
    }
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const project = (name: string) => `[project]\nname = "${name}"\nversion = "1.0.0"\n`;
const uvRoot = (members: string[], exclude?: string[]) => ({
  tool: { uv: { workspace: exclude === undefined ? { members } : { members, exclude } } },
});
const uv = (members: string[], exclude?: string[]): WorkspaceInput => ({
  rootPyproject: uvRoot(members, exclude),
});
const listed = (globs: string[], rootPyproject?: Record<string, unknown>): WorkspaceInput => ({
  rootPyproject,
  packages: { globs, from: "releaser.toml" },
});

async function paths(root: string, input: WorkspaceInput): Promise<string[] | undefined> {
  return (await findWorkspace(root, input))?.members.map((member) => member.path);
}

async function refusal(root: string, input: WorkspaceInput): Promise<string> {
  const error = await findWorkspace(root, input).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConfigError);
  const message = (error as ConfigError).message;
  expect(message).not.toContain("\n");
  return message;
}

describe("normalisePackageName", () => {
  it.each([
    ["Alpha_Lib.x", "alpha-lib-x"],
    ["alpha-lib", "alpha-lib"],
    ["ALPHA__LIB", "alpha-lib"],
    ["a-_.b", "a-b"],
    ["Friendly.Bard", "friendly-bard"],
    ["pkg", "pkg"],
  ])("%s -> %s", (name, normalised) => {
    expect(normalisePackageName(name)).toBe(normalised);
  });
});

describe("findWorkspace: a single project", () => {
  it("is undefined without a uv workspace and without packages", async () => {
    const root = repo({ "pyproject.toml": project("solo") });
    expect(await findWorkspace(root, { rootPyproject: { project: { name: "solo" } } })).toBeUndefined();
    expect(await findWorkspace(root, { rootPyproject: undefined })).toBeUndefined();
  });

  it("is undefined when packages is an empty list and there is no uv workspace", async () => {
    const root = repo({});
    expect(await findWorkspace(root, listed([]))).toBeUndefined();
  });

  it("is undefined for a uv workspace of its [project] root alone (uv's own view)", async () => {
    const root = repo({ "packages/": "" });
    const rootPyproject = { project: { name: "solo" }, ...uvRoot(["packages/*"]) };
    expect(await findWorkspace(root, { rootPyproject })).toBeUndefined();
  });

  it("refuses a virtual uv root whose globs match no package", async () => {
    const root = repo({});
    expect(await refusal(root, uv(["packages/*"]))).toBe(
      "[tool.uv.workspace] members in pyproject.toml matches no folder with a pyproject.toml and the root has no [project]; there is no package to release: fix the globs",
    );
  });
});

describe("findWorkspace: uv workspaces", () => {
  it("finds the members of a `*` glob, with names and normalised names, the virtual root left out", async () => {
    const root = repo({
      "packages/beta/pyproject.toml": project("Beta_Lib"),
      "packages/alpha/pyproject.toml": project("alpha-lib"),
      "packages/README.md": "not a folder",
    });
    expect(await findWorkspace(root, uv(["packages/*"]))).toEqual({
      source: "[tool.uv.workspace] members in pyproject.toml",
      members: [
        { path: "packages/alpha", name: "alpha-lib", normalisedName: "alpha-lib" },
        { path: "packages/beta", name: "Beta_Lib", normalisedName: "beta-lib" },
      ],
    });
  });

  it("leaves out a root with [project] that no entry lists", async () => {
    const root = repo({ "pyproject.toml": project("root"), "libs/a/pyproject.toml": project("a") });
    const rootPyproject = { project: { name: "root" }, ...uvRoot(["libs/*"]) };
    expect(await paths(root, { rootPyproject })).toEqual(["libs/a"]);
  });

  it("takes the root when an entry is '.' (or './'), named from the parsed root data", async () => {
    const root = repo({ "pyproject.toml": project("root-app"), "libs/a/pyproject.toml": project("a") });
    for (const dot of [".", "./"]) {
      const rootPyproject = { project: { name: "Root.App" }, ...uvRoot([dot, "libs/*"]) };
      expect((await findWorkspace(root, { rootPyproject }))?.members).toEqual([
        { path: ".", name: "Root.App", normalisedName: "root-app" },
        { path: "libs/a", name: "a", normalisedName: "a" },
      ]);
    }
  });

  it("removes what exclude matches, by glob or plain path", async () => {
    const root = repo({
      "packages/a/pyproject.toml": project("a"),
      "packages/seeds/pyproject.toml": project("seeds"),
      "packages/scratch/notes.txt": "no project here",
      "packages/b/pyproject.toml": project("b"),
    });
    expect(await paths(root, uv(["packages/*"], ["packages/seeds", "packages/scr*"]))).toEqual([
      "packages/a",
      "packages/b",
    ]);
  });

  it("walks nested folders for `libs/**`, stopping at each package (its fixtures are not packages)", async () => {
    const root = repo({
      "libs/group/one/pyproject.toml": project("one"),
      "libs/group/two/deeper/pyproject.toml": project("two"),
      "libs/group/one/tests/fixture/pyproject.toml": project("fixture"),
      "libs/top/pyproject.toml": project("top"),
      "libs/docs/index.md": "between packages",
    });
    expect(await paths(root, uv(["libs/**"]))).toEqual([
      "libs/group/one",
      "libs/group/two/deeper",
      "libs/top",
    ]);
  });

  it("walks only as deep as a glob without `**` has parts", async () => {
    const root = repo({
      "pkgs/a/pyproject.toml": project("a"),
      "pkgs/a/inner/pyproject.toml": project("inner"),
    });
    expect(await paths(root, uv(["pkgs/*"]))).toEqual(["pkgs/a"]);
    expect(await paths(root, uv(["pkgs/*/*"]))).toEqual(["pkgs/a/inner"]);
  });

  it("matches globs with several wildcard parts and plain paths", async () => {
    const root = repo({
      "services/api/py/pyproject.toml": project("api"),
      "services/web/js/package.json": "{}",
      "tools/cli/pyproject.toml": project("cli"),
    });
    expect(await paths(root, uv(["services/*/py", "tools/cli"]))).toEqual(["services/api/py", "tools/cli"]);
  });

  it("sorts by path and lists a folder two entries match once", async () => {
    const root = repo({
      "z/pyproject.toml": project("z"),
      "a-b/pyproject.toml": project("ab"),
      "a/pyproject.toml": project("a"),
      "B/pyproject.toml": project("upper-b"),
    });
    expect(await paths(root, uv(["*", "z", "./a"]))).toEqual(["B", "a", "a-b", "z"]);
  });

  it("never takes hidden folders, .venv or node_modules", async () => {
    const root = repo({
      "packages/a/pyproject.toml": project("a"),
      "packages/.hypothesis/pyproject.toml": project("hidden"),
      "packages/.venv/pyproject.toml": project("venv"),
      "packages/node_modules/pyproject.toml": project("modules"),
      "packages/.cache/junk.txt": "x",
      ".venv/lib/pyproject.toml": project("deep-venv"),
      "node_modules/x/pyproject.toml": project("deep-modules"),
      "src/b/pyproject.toml": project("b"),
    });
    expect(await paths(root, uv(["packages/*"]))).toEqual(["packages/a"]);
    expect(await paths(root, uv(["**"]))).toEqual(["packages/a", "src/b"]);
  });

  it("passes over a matched folder with no file in it, as uv does", async () => {
    const root = repo({ "packages/a/pyproject.toml": project("a"), "packages/left-over/empty/": "" });
    expect(await paths(root, uv(["packages/*"]))).toEqual(["packages/a"]);
  });

  it("refuses a matched folder that has files but no pyproject.toml, as uv does", async () => {
    const root = repo({ "packages/a/pyproject.toml": project("a"), "packages/c/src/c.py": "" });
    expect(await refusal(root, uv(["packages/*"]))).toBe(
      '[tool.uv.workspace] members entry "packages/*" (pyproject.toml) matches packages/c, which has no pyproject.toml (uv refuses the workspace too); add one, or list the folder in [tool.uv.workspace] exclude',
    );
  });

  it("refuses members or exclude that are not a list of strings", async () => {
    const root = repo({});
    const rootPyproject = { tool: { uv: { workspace: { members: "packages/*" } } } };
    expect(await refusal(root, { rootPyproject })).toBe(
      'pyproject.toml: [tool.uv.workspace] members must be a list of strings (globs of folders); write it as members = ["packages/*"]',
    );
    const badExclude = { tool: { uv: { workspace: { members: ["a"], exclude: [1] } } } };
    expect(await refusal(root, { rootPyproject: badExclude })).toContain(
      "[tool.uv.workspace] exclude must be",
    );
  });
});

describe("findWorkspace: packages in the configuration", () => {
  it("wins over uv's list", async () => {
    const root = repo({
      "packages/a/pyproject.toml": project("a"),
      "tools/cli/pyproject.toml": project("cli"),
    });
    const workspace = await findWorkspace(root, listed(["tools/cli"], uvRoot(["packages/*"])));
    expect(workspace).toEqual({
      source: "packages in releaser.toml",
      members: [{ path: "tools/cli", name: "cli", normalisedName: "cli", sole: true }],
    });
  });

  it("takes globs and plain paths, and passes over folders without pyproject.toml a glob matches", async () => {
    const root = repo({
      "packages/a/pyproject.toml": project("a"),
      "packages/docs/index.md": "",
      "tools/cli/pyproject.toml": project("cli"),
    });
    expect(await paths(root, listed(["packages/*", "tools/cli/", "tools\\cli"]))).toEqual([
      "packages/a",
      "tools/cli",
    ]);
  });

  it("takes the root only when listed as '.'", async () => {
    const root = repo({ "pyproject.toml": project("root"), "packages/a/pyproject.toml": project("a") });
    const rootPyproject = { project: { name: "root" } };
    expect(await paths(root, listed(["packages/*"], rootPyproject))).toEqual(["packages/a"]);
    expect(await paths(root, listed([".", "packages/*"], rootPyproject))).toEqual([".", "packages/a"]);
  });

  it("refuses '.' when the root has no pyproject.toml", async () => {
    const root = repo({});
    expect(await refusal(root, listed(["."]))).toBe(
      'packages entry "." (releaser.toml): . has no pyproject.toml; a package needs one: add it, or fix the entry',
    );
  });

  it("refuses a plain path that does not exist", async () => {
    const root = repo({ "packages/a/pyproject.toml": project("a") });
    expect(await refusal(root, listed(["packages/a", "tools/cli"]))).toBe(
      'packages entry "tools/cli" (releaser.toml): there is no folder tools/cli in the repository; fix the path or remove the entry',
    );
  });

  it("refuses a plain path without pyproject.toml", async () => {
    const root = repo({ "tools/cli/main.py": "" });
    expect(await refusal(root, listed(["tools/cli"]))).toBe(
      'packages entry "tools/cli" (releaser.toml): tools/cli has no pyproject.toml; a package needs one: add it, or fix the entry',
    );
  });

  it("refuses a glob that matches no folder with a pyproject.toml", async () => {
    const root = repo({ "libs/x/readme.md": "", "packages/a/pyproject.toml": project("a") });
    expect(await refusal(root, listed(["packages/*", "libs/*"]))).toBe(
      'packages entry "libs/*" (releaser.toml) matches no folder with a pyproject.toml; fix the glob or remove the entry',
    );
    expect(await refusal(root, listed(["nothing/**"]))).toBe(
      'packages entry "nothing/**" (releaser.toml) matches no folder with a pyproject.toml; fix the glob or remove the entry',
    );
  });
});

describe("findWorkspace: member names", () => {
  it("takes [tool.poetry] name when there is no [project] name", async () => {
    const root = repo({
      "packages/p/pyproject.toml": '[tool.poetry]\nname = "Poetry_Pkg"\nversion = "0.1.0"\n',
    });
    expect((await findWorkspace(root, uv(["packages/*"])))?.members).toEqual([
      { path: "packages/p", name: "Poetry_Pkg", normalisedName: "poetry-pkg", sole: true },
    ]);
  });

  it("prefers [project] name over [tool.poetry] name", async () => {
    const root = repo({
      "packages/p/pyproject.toml": '[project]\nname = "from-project"\n[tool.poetry]\nname = "from-poetry"\n',
    });
    expect((await findWorkspace(root, uv(["packages/*"])))?.members[0]?.name).toBe("from-project");
  });

  it("refuses a member without a name", async () => {
    const root = repo({ "packages/alpha/pyproject.toml": '[project]\nversion = "1.0.0"\n' });
    expect(await refusal(root, uv(["packages/*"]))).toBe(
      'packages/alpha/pyproject.toml has no [project] name; a package releaser releases needs one: add name = "..." to its [project] table',
    );
  });

  it("refuses a name that is not a string", async () => {
    const root = repo({ "packages/alpha/pyproject.toml": "[project]\nname = 3\n" });
    expect(await refusal(root, uv(["packages/*"]))).toBe(
      'packages/alpha/pyproject.toml: the package name must be a non-empty string; write it as name = "..."',
    );
  });

  it("refuses the root listed as '.' when its [project] has no name", async () => {
    const root = repo({ "pyproject.toml": "[project]\n" });
    expect(await refusal(root, listed(["."], { project: {} }))).toBe(
      'pyproject.toml has no [project] name; a package releaser releases needs one: add name = "..." to its [project] table',
    );
  });

  it("reports invalid TOML in a member with its file and line", async () => {
    const root = repo({ "packages/a/pyproject.toml": '[project]\nname = "a"\nversion = \n' });
    expect(await refusal(root, uv(["packages/*"]))).toMatch(
      /^packages\/a\/pyproject\.toml:3:\d+: invalid TOML: .*; fix the syntax at that position$/,
    );
  });

  it("refuses two members whose names normalise alike, naming both folders", async () => {
    const root = repo({
      "packages/alpha/pyproject.toml": project("Alpha_Lib"),
      "libs/alpha-lib/pyproject.toml": project("alpha.lib"),
    });
    expect(await refusal(root, uv(["packages/*", "libs/*"]))).toBe(
      "two packages are named alpha-lib (libs/alpha-lib and packages/alpha, names compared as PEP 503 normalises them); each package needs its own name: rename one or leave it out of the list",
    );
  });
});

describe("findWorkspace: nothing outside the repository", () => {
  function outside(): string {
    const dir = mkdtempSync(join(tmpdir(), "releaser-outside-"));
    dirs.push(dir);
    writeFileSync(join(dir, "pyproject.toml"), project("stolen"));
    return dir;
  }

  it("refuses an absolute entry", async () => {
    const root = repo({});
    expect(await refusal(root, listed(["/etc"]))).toBe(
      'packages entry "/etc" (releaser.toml) is an absolute path; packages are folders inside the repository: write it relative to the repository root',
    );
    expect(await refusal(root, uv(["/tmp/*"]))).toBe(
      '[tool.uv.workspace] members entry "/tmp/*" (pyproject.toml) is an absolute path; packages are folders inside the repository: write it relative to the repository root',
    );
  });

  it("refuses an entry whose `..` leads out (uv would follow it)", async () => {
    const root = repo({});
    expect(await refusal(root, uv(["../sibling"]))).toBe(
      '[tool.uv.workspace] members entry "../sibling" (pyproject.toml) leads outside the repository; releaser reads packages inside the repository only: list folders inside it',
    );
    expect(await refusal(root, listed(["libs/../../*"]))).toBe(
      'packages entry "libs/../../*" (releaser.toml) leads outside the repository; releaser reads packages inside the repository only: list folders inside it',
    );
  });

  it("takes a `..` that stays inside", async () => {
    const root = repo({ "packages/a/pyproject.toml": project("a") });
    expect(await paths(root, listed(["libs/../packages/*"]))).toEqual(["packages/a"]);
  });

  it("refuses a symbolic link a glob matches that leads outside", async () => {
    const away = outside();
    const root = repo({ "packages/a/pyproject.toml": project("a") });
    symlinkSync(away, join(root, "packages", "ext"));
    expect(await refusal(root, uv(["packages/*"]))).toBe(
      `[tool.uv.workspace] members entry "packages/*" (pyproject.toml): "packages/ext" is a symbolic link that leads outside the repository (to ${away}); releaser reads packages inside the repository only: remove the link or narrow the entry`,
    );
  });

  it("refuses a plain path and a glob's fixed folder that are links leading outside", async () => {
    const away = outside();
    const root = repo({});
    symlinkSync(away, join(root, "vendor"));
    expect(await refusal(root, listed(["vendor"]))).toContain(
      'packages entry "vendor" (releaser.toml): "vendor" is a symbolic link that leads outside the repository',
    );
    expect(await refusal(root, listed(["vendor/*"]))).toContain(
      'packages entry "vendor/*" (releaser.toml): "vendor" is a symbolic link that leads outside the repository',
    );
  });

  it("does not resolve an outside link the glob does not match", async () => {
    const away = outside();
    const root = repo({ "packages/alpha/pyproject.toml": project("alpha") });
    symlinkSync(away, join(root, "packages", "zeta"));
    expect(await paths(root, uv(["packages/a*"]))).toEqual(["packages/alpha"]);
  });

  it("never walks into hidden folders or .git under `**`, so links there are never followed", async () => {
    const away = outside();
    const root = repo({ "libs/a/pyproject.toml": project("a"), ".git/refs/": "", ".cache/x/": "" });
    symlinkSync(away, join(root, ".cache", "x", "ext"));
    symlinkSync(away, join(root, ".git", "refs", "ext"));
    expect(await paths(root, uv(["**"]))).toEqual(["libs/a"]);
  });

  it("lists a folder reached through a link inside the repository once, by its real path", async () => {
    const root = repo({ "real/a/pyproject.toml": project("a") });
    mkdirSync(join(root, "packages"));
    symlinkSync(join(root, "real", "a"), join(root, "packages", "a-link"));
    symlinkSync(join(root, "real"), join(root, "mirror"));
    expect(await paths(root, uv(["packages/*", "real/*", "mirror/*"]))).toEqual(["real/a"]);
  });

  it("ends on a link loop under a `**` glob", async () => {
    const root = repo({ "libs/a/pyproject.toml": project("a"), "libs/b/c/": "" });
    symlinkSync(join(root, "libs"), join(root, "libs", "b", "c", "loop"));
    expect(await paths(root, uv(["libs/**"]))).toEqual(["libs/a"]);
  });

  it("reads only the member pyproject.toml files (no file is written)", async () => {
    const root = repo({ "packages/a/pyproject.toml": project("a") });
    const before = readdirSync(root, { recursive: true }).sort();
    await findWorkspace(root, uv(["packages/*"]));
    expect(readdirSync(root, { recursive: true }).sort()).toEqual(before);
  });
});

describe("folders that are no package", () => {
  it("passes over uv's package = false and a pyproject.toml without a project, where a glob found them", async () => {
    const root = repo({
      "packages/alpha/pyproject.toml": '[project]\nname = "alpha"\nversion = "1.0.0"\n',
      "packages/docs/pyproject.toml":
        '[project]\nname = "docs"\nversion = "0"\n\n[tool.uv]\npackage = false\n',
      "packages/tooling/pyproject.toml": "[tool.ruff]\nline-length = 100\n",
    });
    const found = await findWorkspace(root, uv(["packages/*"]));
    expect(found?.members.map((m) => m.name)).toEqual(["alpha"]);
  });

  it("refuses a list that names no package at all", async () => {
    const root = repo({ "packages/tooling/pyproject.toml": "[tool.ruff]\nline-length = 100\n" });
    expect(await refusal(root, uv(["packages/*"]))).toContain("names no package releaser can release");
  });

  it.each([
    "bëta lib",
    "-beta-",
    "beta lib",
    "beta\u001b[31m",
  ])("refuses the name %j, which no tag could carry", async (name) => {
    const root = repo({ "packages/beta/pyproject.toml": `[project]\nname = ${JSON.stringify(name)}\n` });
    expect(await refusal(root, uv(["packages/*"]))).toContain("is not a valid package name (PEP 508");
  });
});
