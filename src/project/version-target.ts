import type { LockfileKind } from "../edits/lockfile.ts";

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
  const colon = entry.lastIndexOf(":");
  const path = entry.slice(0, colon).replace(/^\.\//, "");
  const name = entry.slice(colon + 1);
  return path.endsWith(".toml")
    ? { kind: "toml", path, key: name }
    : { kind: "python", path, variable: name };
}
