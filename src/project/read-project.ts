import { stat } from "node:fs/promises";
import { join } from "node:path";
import type { LoadedConfig } from "../config/load.ts";
import { VersionFileError } from "../core/errors.ts";
import { parseVersion } from "../core/version.ts";
import { compileVersionPattern, findVersionByPattern } from "../core/version-pattern.ts";
import { LOCKFILE_NAMES, type LockfileKind } from "../edits/lockfile-names.ts";
import { readPythonAssignment } from "../edits/python-assignment.ts";
import { readRepoText } from "../fs/read-repo-file.ts";
import { findOtherVersionCopies, findVersionModules } from "./find-version-modules.ts";
import { type PyprojectInfo, readPyproject } from "./pyproject-info.ts";
import { parseVersionFileEntry, type VersionTarget } from "./version-target.ts";

/** The Python project as found on disk: its name, where its version lives, and that version. */
export interface Project {
  name: string | undefined;
  pyproject: PyprojectInfo | undefined;
  /** Every place `update` writes the version to (CHANGELOG.md aside). */
  targets: VersionTarget[];
  /** The version the files carry: pyproject's static version, else the first other target's. */
  version: string | undefined;
  /** The version each target carries now (by path), for `update`'s checks. */
  current: Map<VersionTarget, string | undefined>;
  /** Where `version` was read, as `path:line` (or the path), for messages. */
  versionSource: string | undefined;
  warnings: string[];
}

/** Reads the project's version targets (DESIGN 5, `update`) and the version they carry. */
export async function readProject(root: string, loaded: LoadedConfig): Promise<Project> {
  const { config } = loaded;
  const pyproject = loaded.pyproject ? await readPyproject(loaded.pyproject, "pyproject.toml") : undefined;
  const name = pyproject?.name;
  const targets: VersionTarget[] = [];
  const warnings: string[] = [];

  if (pyproject?.version.kind === "static") targets.push({ kind: "pyproject", path: "pyproject.toml" });
  const explicit = config.version_files.map(parseVersionFileEntry);
  targets.push(...explicit);
  if (!explicit.some((t) => t.kind === "python" || t.kind === "text")) {
    targets.push(...(await implicitTargets(root, pyproject, warnings)));
  }
  if (name !== undefined) {
    for (const [lock, file] of Object.entries(LOCKFILE_NAMES) as [LockfileKind, string][]) {
      if (await lockHoldsProject(root, file, lock, name)) {
        targets.push({ kind: "lock", path: file, lock, projectName: name });
      }
    }
  }

  const current = new Map<VersionTarget, string | undefined>();
  const lines = new Map<VersionTarget, number>();
  for (const target of targets) {
    const found = await readTargetVersion(root, target, pyproject);
    current.set(target, found?.value);
    if (found?.line !== undefined) lines.set(target, found.line);
  }
  const primary = targets.find((t) => t.kind !== "lock" && current.get(t) !== undefined);
  const version = primary === undefined ? undefined : current.get(primary);
  const line = primary === undefined ? undefined : lines.get(primary);
  const versionSource =
    primary === undefined ? undefined : `${primary.path}${line === undefined ? "" : `:${line}`}`;
  for (const target of targets) {
    const value = current.get(target);
    // A primary version that is no version at all is an error of its own (planRelease names it).
    const usable = version !== undefined && parseVersion(version) !== undefined;
    if (target.kind !== "lock" && primary && usable && value !== undefined && value !== version) {
      warnings.push(
        `${target.path} carries version ${value} but ${primary.path} carries ${version}; \`update\` will set both to the next version`,
      );
    }
  }
  if (version !== undefined && parseVersion(version) !== undefined) {
    const written = new Map(
      targets.flatMap((t) => (t.kind === "python" ? [[t.path, t.variable] as const] : [])),
    );
    const copies = await findOtherVersionCopies(root, name, version, written);
    if (copies.length > 0) {
      warnings.push(
        `${copies.join(", ")} ${copies.length === 1 ? "holds" : "hold"} "${version}" too, which \`update\` leaves as it is; list ${copies.length === 1 ? "it" : "them"} in version_files ("path:VARIABLE") or derive ${copies.length === 1 ? "it" : "them"} from __version__`,
      );
    }
  }
  if (
    pyproject?.version.kind === "dynamic" &&
    !targets.some((t) => t.kind === "python" || t.kind === "text")
  ) {
    const source = pyproject.version.source;
    if (source?.kind !== "computed") {
      warnings.push(
        'pyproject.toml declares a dynamic version but no file holding it was found; name it with version_files = ["src/pkg/__init__.py:__version__"]',
      );
    }
  }
  return { name, pyproject, targets, version, current, versionSource, warnings };
}

/** Targets found from pyproject's dynamic-version settings or the package layout. */
async function implicitTargets(
  root: string,
  pyproject: PyprojectInfo | undefined,
  warnings: string[],
): Promise<VersionTarget[]> {
  const source = pyproject?.version.kind === "dynamic" ? pyproject.version.source : undefined;
  if (source?.kind === "file") return [{ kind: "python", path: source.path, variable: "__version__" }];
  if (source?.kind === "text-file") return [{ kind: "text", path: source.path }];
  if (source?.kind === "computed") return [];
  const hatchPath = pyproject?.hatchVersionPath;
  if (hatchPath !== undefined) return [{ kind: "python", path: hatchPath, variable: "__version__" }];
  if (source?.kind === "attr") {
    const [module, variable] = splitAttr(source.attr);
    const path = await findModuleFile(root, module);
    if (path === undefined) {
      warnings.push(
        `${source.tool} reads the version from ${source.attr} but no file for module ${module} was found`,
      );
      return [];
    }
    return [{ kind: "python", path, variable }];
  }
  const found = await findVersionModules(root, pyproject?.name);
  if (found.length > 1) {
    throw new VersionFileError(
      `several files assign __version__: ${found.join(", ")}; choose the one to update with version_files = ["${found[0]}:__version__"] in [tool.releaser]`,
    );
  }
  return found.map((path) => ({ kind: "python", path, variable: "__version__" }));
}

async function readTargetVersion(
  root: string,
  target: VersionTarget,
  pyproject: PyprojectInfo | undefined,
): Promise<{ value: string; line?: number } | undefined> {
  switch (target.kind) {
    case "pyproject":
      return pyproject?.version.kind === "static"
        ? { value: pyproject.version.version, line: pyproject.version.line }
        : undefined;
    case "lock":
      return undefined;
    default: {
      const text = await readTargetText(root, target.path);
      if (target.kind === "text") return { value: text.trim() };
      if (target.kind === "pattern") {
        const found = findVersionByPattern(text, compileVersionPattern(target.pattern));
        if (found === undefined) {
          throw new VersionFileError(
            `${target.path}: the pattern ${JSON.stringify(target.pattern)}${target.why === undefined ? " (version_files)" : ` (${target.why})`} finds no version; fix the pattern or the file`,
          );
        }
        return { value: found.value, line: found.line };
      }
      if (target.kind === "toml") {
        // The positional TOML reader is loaded only for a TOML version file (start-up, issue 14).
        const { readTomlValue } = await import("../edits/toml-key.ts");
        const value = readTomlValue(text, target.key, target.path);
        if (typeof value !== "string") {
          throw new VersionFileError(
            `${target.path}: key ${target.key} holds no version string (from version_files)`,
          );
        }
        return { value };
      }
      const assignment = readPythonAssignment(text, target.variable);
      if (assignment === undefined) {
        throw new VersionFileError(
          `${target.path}: no top-level assignment of ${target.variable} (like ${target.variable} = "1.2.3"); fix version_files or the file`,
        );
      }
      return assignment.kind === "string" ? { value: assignment.value, line: assignment.line } : undefined;
    }
  }
}

async function readTargetText(root: string, path: string): Promise<string> {
  const read = await readRepoText(root, path, VersionFileError);
  if (read === undefined) {
    throw new VersionFileError(
      `${path}: version file not found; fix the path in version_files (relative to the repository root)`,
    );
  }
  return read.text;
}

function splitAttr(attr: string): [module: string, variable: string] {
  const dot = attr.lastIndexOf(".");
  return dot === -1 ? [attr, "__version__"] : [attr.slice(0, dot), attr.slice(dot + 1)];
}

async function findModuleFile(root: string, module: string): Promise<string | undefined> {
  const rel = module.replaceAll(".", "/");
  for (const base of ["src/", ""]) {
    for (const candidate of [`${base}${rel}/__init__.py`, `${base}${rel}.py`]) {
      if (await exists(join(root, candidate))) return candidate;
    }
  }
  return undefined;
}

/**
 * A lock file is a target only when it holds the project's own entry (`update` writes nothing
 * else there). The text is searched for the name first, so the TOML reader is loaded only for a
 * lock file that may hold it.
 */
async function lockHoldsProject(
  root: string,
  file: string,
  lock: LockfileKind,
  name: string,
): Promise<boolean> {
  if (!(await exists(join(root, file)))) return false;
  // A lock file releaser cannot read stays listed: `update` reads it and says why it cannot.
  const read = await readRepoText(root, file, VersionFileError).catch(() => null);
  if (read === null) return true;
  const text = read?.text;
  if (text === undefined) return false;
  const spelled = name
    .split(/[-_.]+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[-_.]+");
  if (!new RegExp(`["']${spelled}\\s*(?:\\[[^\\]]*\\])?["']`, "i").test(text)) return false;
  const { lockfileHoldsProject } = await import("../edits/lockfile.ts");
  return lockfileHoldsProject(text, lock, name);
}

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** The files `update` writes the next version to, CHANGELOG.md last (issue 12). */
export function writtenFiles(project: Project, changelogFile: string): string[] {
  return [...new Set([...project.targets.map((t) => t.path), changelogFile])];
}
