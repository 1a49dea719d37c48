import type { LockfileKind } from "../edits/lockfile-names.ts";

/** A place that holds the project's version: the data `update` turns into edits. */
export type VersionTarget =
  | { kind: "pyproject"; path: string }
  | { kind: "python"; path: string; variable: string }
  | { kind: "toml"; path: string; key: string }
  /** A plain-text file that holds only the version (setuptools `version = { file = "VERSION" }`). */
  | { kind: "text"; path: string }
  | { kind: "lock"; path: string; lock: LockfileKind; projectName: string };

/** Parses a `version_files` entry: `path:VARIABLE` for Python, `path.toml:dotted.key` for TOML. */
export function parseVersionFileEntry(entry: string): VersionTarget {
  const path = versionFilePath(entry);
  const name = entry.slice(entry.lastIndexOf(":") + 1);
  return path.endsWith(".toml")
    ? { kind: "toml", path, key: name }
    : { kind: "python", path, variable: name };
}

/** The path part of a `version_files` entry (`./` dropped). */
export function versionFilePath(entry: string): string {
  const colon = entry.lastIndexOf(":");
  return entry.slice(0, colon).replace(/^\.\//, "");
}
