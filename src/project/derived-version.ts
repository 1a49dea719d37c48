/**
 * A version the build reads from a name that is derived from another (issue 42):
 * `__version__ = version.short()` after `from pkg._version import __version__ as version`
 * (incremental's `Version(...)` in `_version.py`), or `def _setuptools_version(): return
 * __version__.public()` that setuptools' `attr:` names. The file to write is the one the name comes
 * from. Read as text, never run.
 */
import { dirname } from "node:path";
import { VersionFileError } from "../core/errors.ts";
import { holdsVersion, readPythonAssignment } from "../edits/python-assignment.ts";
import { readRepoText } from "../fs/read-repo-file.ts";

/** Where the version really is: a file of the repository and the name there. */
export interface DerivedFrom {
  path: string;
  variable: string;
}

/** Finds the file of an absolute module name (`pkg._version`), or undefined. */
export type ModuleFinder = (module: string) => Promise<string | undefined>;

/**
 * The file and name `variable` in `path` is derived from, when it holds no version itself: its
 * assignment (or the function's `return`) starts from one other name, which the same file assigns
 * a version or imports from a module that does. Undefined when it holds a version, or the origin
 * is not found or holds none.
 */
export async function followDerived(
  root: string,
  path: string,
  variable: string,
  findModule: ModuleFinder,
): Promise<DerivedFrom | undefined> {
  const text = await readText(root, path);
  if (text === undefined) return undefined;
  const assignment = readPythonAssignment(text, variable);
  if (holdsVersion(assignment)) return undefined;
  const expression = assignment?.kind === "expression" ? assignment.expression : returnedBy(text, variable);
  const name = expression === undefined ? undefined : derivedName(expression);
  if (name === undefined || name === variable) return undefined;
  if (holdsVersion(readPythonAssignment(text, name))) return { path, variable: name };
  const imported = importOf(text, name);
  if (imported === undefined) return undefined;
  const file = imported.module.startsWith(".")
    ? await relativeModule(root, path, imported.module)
    : await findModule(imported.module);
  if (file === undefined || file === path) return undefined;
  const origin = await readText(root, file);
  return origin !== undefined && holdsVersion(readPythonAssignment(origin, imported.name))
    ? { path: file, variable: imported.name }
    : undefined;
}

/**
 * The one name an expression derives from: `version.short()`, `version.public()`, `str(version)`,
 * `version` itself. A call of the name (`get_versions()["version"]`) computes the version: none.
 */
export function derivedName(expression: string): string | undefined {
  const inner = /^str\s*\(\s*(.+?)\s*\)$/.exec(expression.trim())?.[1] ?? expression.trim();
  const match = /^([A-Za-z_]\w*)(\s*\.\s*[A-Za-z_]\w*\s*\(\s*\))?$/.exec(inner);
  return match?.[1];
}

/** The expression a top-level `def name(...)` returns first, or undefined. */
export function returnedBy(text: string, name: string): string | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const def = new RegExp(`^def\\s+${escaped}\\s*\\(`, "m").exec(text);
  if (def === null) return undefined;
  const body = text.slice(def.index).split("\n").slice(1);
  for (const line of body) {
    if (line.trim() !== "" && !/^\s/.test(line)) return undefined;
    const found = /^\s+return\s+([^#\n]+?)\s*(#.*)?$/.exec(line);
    if (found) return found[1];
  }
  return undefined;
}

/** `from module import original as name` (or `import original`, named `name`), parentheses allowed. */
export function importOf(text: string, name: string): { module: string; name: string } | undefined {
  for (const match of text.matchAll(/^from\s+(\.+[\w.]*|[\w.]+)\s+import\s+(\([^)]*\)|[^\n]*)/gm)) {
    const names = (match[2] as string)
      .replace(/[()]/g, "")
      .replace(/#[^\n]*/g, "")
      .split(",");
    for (const entry of names) {
      const [original, alias] = entry.trim().split(/\s+as\s+/);
      if (original !== undefined && original !== "" && (alias ?? original) === name) {
        return { module: match[1] as string, name: original };
      }
    }
  }
  return undefined;
}

/** The file a relative import names from `path` (`.` its folder, `..` the one above). */
async function relativeModule(root: string, path: string, module: string): Promise<string | undefined> {
  const dots = /^\.+/.exec(module)?.[0].length ?? 0;
  let dir = dirname(path);
  for (let i = 1; i < dots; i++) dir = dirname(dir);
  const rest = module.slice(dots).split(".").filter(Boolean).join("/");
  const base = dir === "." ? rest : rest === "" ? dir : `${dir}/${rest}`;
  if (base === "" || base.split("/").includes("..")) return undefined;
  for (const candidate of [`${base}.py`, `${base}/__init__.py`]) {
    if ((await readText(root, candidate)) !== undefined) return candidate;
  }
  return undefined;
}

async function readText(root: string, path: string): Promise<string | undefined> {
  return (await readRepoText(root, path, VersionFileError).catch(() => undefined))?.text;
}
