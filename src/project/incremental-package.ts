/**
 * Where an incremental project's placeholders are (issue 42): the package whose `_version.py`
 * holds incremental's `Version("Demo", ...)` call, and the tracked Python files of that package's
 * folder that hold its placeholders, as the one `git grep` of the project's read found them.
 * incremental's `update` replaces them in that folder only; a link is never followed.
 */
import { lstat } from "node:fs/promises";
import { join } from "node:path";
import { VersionFileError } from "../core/errors.ts";
import { holdsPlaceholder } from "../edits/incremental-placeholders.ts";
import { incrementalVersion } from "../edits/incremental-version.ts";
import { readPythonAssignment } from "../edits/python-assignment.ts";
import { readRepoText } from "../fs/read-repo-file.ts";
import type { GrepLine } from "../git/grep.ts";
import type { VersionTarget } from "./version-target.ts";

/** The version file that holds incremental's call: its path, the name the call gives, its version. */
export interface IncrementalPackage {
  path: string;
  name: string;
  current: string;
}

/** The first Python version target whose assignment is incremental's `Version(...)` call, or undefined. */
export async function findIncrementalPackage(
  root: string,
  targets: readonly VersionTarget[],
): Promise<IncrementalPackage | undefined> {
  for (const target of targets) {
    if (target.kind !== "python") continue;
    const text = (await readRepoText(root, target.path, VersionFileError).catch(() => undefined))?.text;
    const assignment = text === undefined ? undefined : readPythonAssignment(text, target.variable);
    if (assignment?.kind === "incremental")
      return { path: target.path, name: assignment.call.name, current: incrementalVersion(assignment.call) };
  }
  return undefined;
}

/**
 * The placeholder targets among the lines found: `.py` files in the version file's folder (or
 * below), regular files (no link), the version file itself aside, each once. A file that is no
 * UTF-8 text is refused (VersionFileError), as update would refuse it.
 */
export async function placeholderTargets(
  root: string,
  pkg: IncrementalPackage,
  lines: readonly GrepLine[],
): Promise<VersionTarget[]> {
  const slash = pkg.path.lastIndexOf("/");
  const folder = slash === -1 ? "" : pkg.path.slice(0, slash + 1);
  const paths: string[] = [];
  for (const { path, text } of lines) {
    if (path === pkg.path || paths.includes(path) || !path.startsWith(folder) || !path.endsWith(".py"))
      continue;
    if (!holdsPlaceholder(text, pkg.name, pkg.current)) continue;
    const stats = await lstat(join(root, path)).catch(() => undefined);
    if (!stats?.isFile()) continue;
    // update edits it as UTF-8 text: a file it cannot read so is refused here, as check's answer.
    await readRepoText(root, path, VersionFileError);
    paths.push(path);
  }
  return paths.map((path) => ({ kind: "placeholders", path, name: pkg.name, current: pkg.current }));
}
