/**
 * Where the build of a compiled project reads the version (DESIGN 5, issue 29):
 * - maturin with a dynamic version takes it from Cargo: the crate's `[package] version`, or the
 *   workspace's `[workspace.package] version` when the crate says `version.workspace = true`; the
 *   crate's own entry in Cargo.lock follows it (other crates are left alone).
 * - meson-python takes `version:` from `project()` in meson.build.
 * (scikit-build-core's regex provider names a file and a pattern: pyproject-info.ts reads it.)
 */
import { dirname, join } from "node:path";
import { parse } from "smol-toml";
import { VersionFileError } from "../core/errors.ts";
import { lockfileHoldsProject } from "../edits/lockfile.ts";
import { readRepoText } from "../fs/read-repo-file.ts";
import type { VersionTarget } from "./version-target.ts";

type Found = Array<[VersionTarget, string]>;

/** The Cargo manifests' version and the crate's Cargo.lock entry, for maturin. */
export async function cargoTargets(root: string, manifest: string, warnings: string[]): Promise<Found> {
  const crate = await readManifest(root, manifest);
  if (crate === undefined) {
    warnings.push(
      `maturin builds from ${manifest} (the version is dynamic), which does not exist; set [tool.maturin] manifest-path or name the version's file in version_files`,
    );
    return [];
  }
  const pkg = table(crate.data.package);
  const name = typeof pkg?.name === "string" ? pkg.name : undefined;
  const version = pkg?.version;
  const found: Found = [];
  let lockDir = dirname(manifest);
  if (typeof version === "string") {
    found.push([
      { kind: "toml", path: manifest, key: "package.version" },
      `[package] version in ${manifest}, which maturin builds the version from`,
    ]);
    const workspace =
      table(crate.data.workspace) === undefined ? await findWorkspace(root, manifest) : manifest;
    if (workspace !== undefined) lockDir = dirname(workspace);
  } else if (table(version)?.workspace === true) {
    const workspace =
      table(crate.data.workspace) !== undefined ? manifest : await findWorkspace(root, manifest);
    const shared =
      workspace === undefined
        ? undefined
        : table(table(table((await readManifest(root, workspace))?.data.workspace)?.package))?.version;
    if (workspace === undefined || typeof shared !== "string") {
      warnings.push(
        `${manifest} takes its version from the Cargo workspace (version.workspace = true), but no workspace manifest with [workspace.package] version was found in the repository; name the file in version_files`,
      );
      return [];
    }
    found.push([
      { kind: "toml", path: workspace, key: "workspace.package.version" },
      `[workspace.package] version in ${workspace}, which ${manifest} (built by maturin) takes its version from`,
    ]);
    lockDir = dirname(workspace);
  } else {
    warnings.push(
      `${manifest} has no [package] version, which maturin builds the version from; add one or name the version's file in version_files`,
    );
    return [];
  }
  const lock = join(lockDir, "Cargo.lock").replace(/^\.\//, "");
  if (name !== undefined && (await lockHoldsCrate(root, lock, name))) {
    found.push([
      { kind: "lock", path: lock, lock: "cargo", projectName: name },
      `the crate ${name}'s entry in ${lock}`,
    ]);
  }
  return found;
}

/**
 * meson-python's version: a literal `version: '...'` in the `project()` call meson.build starts
 * with. A version meson computes (`version: run_command(...)`, a file read at configure time)
 * leaves nothing to write.
 */
export async function mesonTargets(root: string, warnings: string[]): Promise<Found> {
  const file = await readRepoText(root, "meson.build", VersionFileError);
  if (file === undefined) {
    warnings.push(
      "meson-python builds the version from meson.build's project(), and there is no meson.build at the project's root; name the version's file in version_files",
    );
    return [];
  }
  const call = projectCall(file.text);
  if (call === undefined || !MESON_LITERAL_VERSION.test(call)) return [];
  return [
    [
      {
        kind: "pattern",
        path: "meson.build",
        pattern: MESON_VERSION_PATTERN,
        why: "version: in meson.build's project()",
      },
      "version: in meson.build's project(), which meson-python builds the version from",
    ],
  ];
}

/** `version: '...'` in project(): the first argument list of the file, strings and comments skipped. */
export const MESON_VERSION_PATTERN = String.raw`^\s*project\s*\((?:[^()'#]|'[^'\n]*'|#[^\n]*)*?\bversion\s*:\s*'(?P<version>[^'\n]+)'`;
const MESON_LITERAL_VERSION = /\bversion\s*:\s*'[^'\n]+'/;

/** The text of the `project(...)` call, or undefined when the file does not start with one. */
export function projectCall(text: string): string | undefined {
  const start = /^\s*project\s*\(/m.exec(text);
  if (start === null) return undefined;
  let depth = 0;
  for (let i = start.index + start[0].length - 1; i < text.length; i++) {
    const c = text[i];
    if (c === "'") {
      const close = text.indexOf("'", i + 1);
      if (close === -1) return undefined;
      i = close;
    } else if (c === "#") {
      const end = text.indexOf("\n", i);
      if (end === -1) return undefined;
      i = end;
    } else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return text.slice(start.index, i + 1);
  }
  return undefined;
}

async function readManifest(
  root: string,
  path: string,
): Promise<{ data: Record<string, unknown> } | undefined> {
  const file = await readRepoText(root, path, VersionFileError);
  if (file === undefined) return undefined;
  try {
    return { data: parse(file.text) as Record<string, unknown> };
  } catch (error) {
    throw new VersionFileError(`${path} is not valid TOML (${firstLine(error)}); fix it and run again`);
  }
}

/** The nearest Cargo.toml above the crate's with a [workspace] table, inside the repository. */
async function findWorkspace(root: string, manifest: string): Promise<string | undefined> {
  let dir = dirname(manifest);
  while (dir !== "." && dir !== "") {
    dir = dirname(dir);
    const candidate = dir === "." ? "Cargo.toml" : join(dir, "Cargo.toml");
    const found = await readManifest(root, candidate);
    if (found !== undefined && table(found.data.workspace) !== undefined) return candidate;
  }
  return undefined;
}

/** Whether Cargo.lock lists the crate as a package of this tree (no `source`: not from a registry or git). */
async function lockHoldsCrate(root: string, lock: string, name: string): Promise<boolean> {
  const file = await readRepoText(root, lock, VersionFileError);
  if (file === undefined) return false;
  return lockfileHoldsProject(file.text, "cargo", name);
}

function table(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
}
