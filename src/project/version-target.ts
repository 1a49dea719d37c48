import type { VersionFileEntry } from "../config/schema.ts";
import type { LockfileKind } from "../edits/lockfile-names.ts";

/** A place that holds the project's version: the data `update` turns into edits. */
export type VersionTarget =
  | { kind: "pyproject"; path: string }
  | { kind: "python"; path: string; variable: string }
  | { kind: "toml"; path: string; key: string }
  /** A plain-text file that holds only the version (setuptools `version = { file = "VERSION" }`). */
  | { kind: "text"; path: string }
  /** A regular expression whose `version` group is the version (hatch's `pattern`, a bumpversion `search`). */
  | {
      kind: "pattern";
      path: string;
      pattern: string;
      why?: string;
      /** A format that builds the version from the pattern's named groups (scikit-build-core's `result`). */
      result?: string;
    }
  /**
   * A bumpversion file entry: every occurrence of `search` (with `{current_version}` filled in) is
   * replaced with `replace` (with `{new_version}`), as bump-my-version does.
   */
  | { kind: "template"; path: string; search: string; replace: string; current: string; why: string }
  | { kind: "lock"; path: string; lock: LockfileKind; projectName: string }
  /** CITATION.cff's top-level `version:` (and `date-released:`), written when it carries the version. */
  | { kind: "citation"; path: string }
  /**
   * A file of an incremental package that holds its placeholders (`Version("Demo", "NEXT", 0, 0)`,
   * `Demo NEXT`, or the release candidate's `current` call and text), which incremental's `update`
   * replaces with the release: no version of its own.
   */
  | { kind: "placeholders"; path: string; name: string; current: string };

/**
 * Parses a `version_files` entry: `path:VARIABLE` for Python, `path.toml:dotted.key` for TOML, a
 * bare `path` for a file that holds just the version, `{ path, pattern }` for a regular expression.
 */
export function parseVersionFileEntry(entry: VersionFileEntry): VersionTarget {
  if (typeof entry !== "string") {
    const result = entry.result === undefined ? {} : { result: entry.result };
    return { kind: "pattern", path: normalisePath(entry.path), pattern: entry.pattern, ...result };
  }
  const path = versionFilePath(entry);
  if (!entry.includes(":")) return { kind: "text", path };
  const name = entry.slice(entry.lastIndexOf(":") + 1);
  return path.endsWith(".toml")
    ? { kind: "toml", path, key: name }
    : { kind: "python", path, variable: name };
}

/** The path part of a `version_files` entry (`./` dropped). */
export function versionFilePath(entry: VersionFileEntry): string {
  if (typeof entry !== "string") return normalisePath(entry.path);
  const colon = entry.lastIndexOf(":");
  return normalisePath(colon === -1 ? entry : entry.slice(0, colon));
}

/** The entry as written in messages and in the config `init` writes. */
export function describeVersionFileEntry(entry: VersionFileEntry): string {
  if (typeof entry === "string") return entry;
  const result = entry.result === undefined ? "" : `, result = "${entry.result}"`;
  return `{ path = "${entry.path}", pattern = '${entry.pattern}'${result} }`;
}

function normalisePath(path: string): string {
  return path.replace(/^\.\//, "");
}
