import type { Dirent } from "node:fs";
import { readdir, realpath, stat } from "node:fs/promises";
import { join } from "node:path";
import picomatch from "picomatch";
import { ConfigError } from "../core/errors.ts";
import { OutsideRepositoryError, type RepoPath, resolveRepoPath } from "../fs/repo-path.ts";

/** A folder a workspace entry matched, as the glob saw it and where it really is. */
export interface MatchedFolder {
  /** The path the glob matched (through links, as written). */
  given: string;
  /** The real folder relative to the root, POSIX separators; "." for the root. */
  rel: string;
  abs: string;
  /** Whether the folder holds a pyproject.toml (a file, or a link to one). */
  hasPyproject: boolean;
  /** Whether the glob has `**` (then only folders with a pyproject.toml are packages). */
  deep: boolean;
}

/** Folder names a glob never walks into: tools' caches and environments, never packages. */
const NEVER_WALKED = new Set(["node_modules"]);

/** True when the entry has glob characters (else it names one folder). */
export function isGlob(entry: string): boolean {
  return picomatch.scan(entry).isGlob;
}

/**
 * The folders `glob` (normalised) matches inside the repository. The walk starts at the glob's
 * fixed prefix and goes only as deep as the glob needs: one level per part, every level under a
 * `**` glob. Hidden folders and node_modules are never walked into. A symbolic link that a match
 * or a descent would go through is resolved and must stay inside the repository (else a
 * ConfigError naming the entry); each real folder is listed once, so a link loop ends. Under a
 * `**` glob a folder holding a pyproject.toml is a package and its subfolders are its contents
 * (a test fixture's pyproject.toml is not another package).
 */
export async function matchFolders(root: string, glob: string, label: string): Promise<MatchedFolder[]> {
  if (glob === ".") return [await folderAt(await rootPath(root), ".")];
  const scan = picomatch.scan(glob);
  if (!scan.isGlob) {
    const path = await resolveInside(root, glob, label);
    if (!(await isDirectory(path.abs))) return [];
    return [await folderAt(path, glob)];
  }
  const rest = scan.glob.split("/");
  const deep = rest.includes("**") || scan.glob.includes("**");
  const parts = rest.map((part) => picomatch(part, { dot: false }));
  const whole = picomatch(glob, { dot: false });
  const base = scan.base === "" ? await rootPath(root) : await resolveInside(root, scan.base, label);
  const seen = new Set<string>([base.rel]);
  const found: MatchedFolder[] = [];

  const visit = async (given: string, real: RepoPath, depth: number): Promise<void> => {
    const entries = await listDir(real.abs);
    const hasPyproject = holdsPyproject(entries);
    if (depth > 0 && (deep ? whole(given) : depth === parts.length)) {
      found.push({ given, rel: real.rel === "" ? "." : real.rel, abs: real.abs, hasPyproject, deep });
      if (deep && hasPyproject) return;
    }
    if (!deep && depth >= parts.length) return;
    for (const entry of entries) {
      if (entry.name.startsWith(".") || NEVER_WALKED.has(entry.name)) continue;
      if (!(entry.isDirectory() || entry.isSymbolicLink())) continue;
      if (!deep && !parts[depth]?.(entry.name)) continue;
      const childGiven = given === "" ? entry.name : `${given}/${entry.name}`;
      const child = entry.isSymbolicLink()
        ? await resolveInside(root, childGiven, label)
        : inside(real, entry.name);
      if (entry.isSymbolicLink() && !(await isDirectory(child.abs))) continue;
      if (seen.has(child.rel)) continue;
      seen.add(child.rel);
      await visit(childGiven, child, depth + 1);
    }
  };
  if (await isDirectory(base.abs)) await visit(scan.base, base, 0);
  return found;
}

/**
 * True when the folder holds no file at all, only (nested) empty folders: uv passes such a member
 * over (a folder a branch switch left behind) instead of refusing it.
 */
export async function holdsNoFile(abs: string): Promise<boolean> {
  for (const entry of await listDir(abs)) {
    if (!entry.isDirectory()) return false;
    if (!(await holdsNoFile(join(abs, entry.name)))) return false;
  }
  return true;
}

/** The one folder a plain path (or ".") names. */
async function folderAt(path: RepoPath, given: string): Promise<MatchedFolder> {
  const hasPyproject = holdsPyproject(await listDir(path.abs));
  return { given, rel: path.rel === "" ? "." : path.rel, abs: path.abs, hasPyproject, deep: false };
}

async function rootPath(root: string): Promise<RepoPath> {
  return { given: ".", rel: "", abs: await realpath(root) };
}

/** A plain subfolder of a real folder: no link on the way, so its real path is known. */
function inside(parent: RepoPath, name: string): RepoPath {
  const rel = parent.rel === "" ? name : `${parent.rel}/${name}`;
  return { given: rel, rel, abs: join(parent.abs, name) };
}

async function resolveInside(root: string, given: string, label: string): Promise<RepoPath> {
  try {
    return await resolveRepoPath(root, given);
  } catch (error) {
    if (error instanceof OutsideRepositoryError) {
      throw new ConfigError(
        `${label}: ${error.message}; releaser reads packages inside the repository only: remove the link or narrow the entry`,
      );
    }
    throw error;
  }
}

function holdsPyproject(entries: readonly Dirent[]): boolean {
  return entries.some((entry) => entry.name === "pyproject.toml" && !entry.isDirectory());
}

async function listDir(abs: string): Promise<Dirent[]> {
  return readdir(abs, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") return [];
    throw error;
  });
}

async function isDirectory(abs: string): Promise<boolean> {
  return (await stat(abs).catch(() => undefined))?.isDirectory() ?? false;
}
