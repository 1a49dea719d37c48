import { lstat, readdir } from "node:fs/promises";
import { join } from "node:path";
import { VersionFileError } from "../core/errors.ts";
import { holdsVersion, readPythonAssignment } from "../edits/python-assignment.ts";
import { readRepoText } from "../fs/read-repo-file.ts";

/**
 * The files DESIGN 5 looks in for `__version__`, inside a package directory; `__version__.py`
 * (requests, commitizen) and `version.py` are where real projects keep it too (issue 12).
 */
const VERSION_MODULES = ["__init__.py", "_version.py", "__about__.py", "__version__.py", "version.py"];

const NOT_PACKAGES = new Set([
  "tests",
  "test",
  "docs",
  "doc",
  "examples",
  "scripts",
  "build",
  "dist",
  "node_modules",
]);

/**
 * The files of the project's package that assign `__version__` a string, found from the layout:
 * `src/<name>/` or `<name>/` for the project's import name; without a match, the package folders
 * the build lists (`listed`: a distribution whose import package has another name, issue 42); then
 * every package directory at the top level and under `src/`. Paths are relative to the root.
 */
export async function findVersionModules(
  root: string,
  projectName: string | undefined,
  listed: readonly string[] = [],
): Promise<string[]> {
  let found = await assigningVersion(root, namedDirs(projectName));
  if (found.length === 0) found = await assigningVersion(root, listed);
  if (found.length === 0) found = await assigningVersion(root, await everyPackageDir(root));
  return found;
}

/** `src/<import name>` and `<import name>` for the project's name. */
function namedDirs(projectName: string | undefined): string[] {
  const importName = projectName?.toLowerCase().replace(/[-.]+/g, "_");
  return importName ? [`src/${importName}`, importName] : [];
}

async function everyPackageDir(root: string): Promise<string[]> {
  return [...(await packageDirs(root, "src")), ...(await packageDirs(root, ""))];
}

/** The version modules that exist in `dirs`, with their text. */
async function versionModules(
  root: string,
  dirs: readonly string[],
): Promise<Array<{ path: string; text: string }>> {
  const modules: Array<{ path: string; text: string }> = [];
  for (const dir of dirs) {
    for (const file of VERSION_MODULES) {
      const path = dir === "" ? file : `${dir}/${file}`;
      const text = (await readRepoText(root, path, VersionFileError))?.text;
      if (text !== undefined) modules.push({ path, text });
    }
  }
  return modules;
}

async function assigningVersion(root: string, dirs: readonly string[]): Promise<string[]> {
  return (await versionModules(root, dirs))
    .filter(({ text }) => holdsVersion(readPythonAssignment(text, "__version__")))
    .map(({ path }) => path);
}

async function packageDirs(root: string, base: string): Promise<string[]> {
  const entries = await readdir(join(root, base), { withFileTypes: true }).catch(() => []);
  const dirs: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith(".") || NOT_PACKAGES.has(entry.name)) continue;
    const path = base === "" ? entry.name : `${base}/${entry.name}`;
    const init = await lstat(join(root, path, "__init__.py")).catch(() => undefined);
    if (init?.isFile()) dirs.push(path);
  }
  return dirs.sort();
}
