/**
 * The version in pyproject.toml: where it lives (`[project]` per PEP 621, or `[tool.poetry]`),
 * whether it is dynamic, and a surgical rewrite of it.
 */
import { VersionFileError } from "../core/errors.ts";
import {
  POETRY_VERSION,
  PROJECT_VERSION,
  type PyprojectInfo,
  type PyprojectView,
  readPyprojectInfo,
  versionOf,
} from "../project/pyproject-info.ts";
import {
  describeValue,
  findEntry,
  hasTable,
  isStringValue,
  locate,
  parseTomlDocument,
  type TomlDocument,
  valueAt,
} from "./toml-document.ts";
import { setStringAt } from "./toml-key.ts";

export type {
  DynamicVersionSource,
  PyprojectInfo,
  PyprojectVersion,
  VersionTable,
} from "../project/pyproject-info.ts";

/**
 * Reads the version and the facts a release needs from pyproject.toml with positions: `path`
 * names the file in errors. Throws VersionFileError for invalid TOML or a version that is not a
 * string (naming its line and column). `check` reads the parsed data instead
 * (project/pyproject-info.ts) and comes here only for such a message.
 */
export function readPyprojectVersion(text: string, path: string): PyprojectInfo {
  return readPyprojectInfo(documentView(parseTomlDocument(text, path)));
}

/** The positional document as the rules' view of pyproject.toml. */
function documentView(doc: TomlDocument): PyprojectView {
  return {
    value: (path) => valueAt(doc, path),
    hasTable: (path) => hasTable(doc, path),
    version(path, table) {
      const entry = findEntry(doc, path);
      if (entry === undefined) return undefined;
      if (!isStringValue(entry.value)) {
        throw new VersionFileError(
          `${locate(doc, entry.value)}: [${table}].version is ${describeValue(entry.value)}; expected a string like "1.2.3"`,
        );
      }
      return { version: entry.value.value, line: entry.value.loc.start.line };
    },
  };
}

/**
 * Rewrites the static version in pyproject.toml, changing only the characters between its quotes.
 * With a static `[project].version`, a `[tool.poetry].version` string next to it (poetry 2
 * ignores it) is kept in step. Throws VersionFileError when the version is dynamic or absent: callers check
 * `readPyprojectVersion(...).version.kind === "static"` first.
 */
export function setPyprojectVersion(text: string, newVersion: string, path: string): string {
  const doc = parseTomlDocument(text, path);
  const version = versionOf(documentView(doc), undefined);
  if (version.kind === "dynamic") {
    const why = version.source?.kind === "computed" ? version.source.tool : "listed in [project].dynamic";
    throw new VersionFileError(
      `${path}: the version is dynamic (${why}); there is no version to rewrite here`,
    );
  }
  if (version.kind === "absent") {
    throw new VersionFileError(`${path}: no version in [project] or [tool.poetry] to rewrite`);
  }
  if (version.table === "tool.poetry") return setStringAt(doc, POETRY_VERSION, newVersion);
  // Poetry 2 ignores [tool.poetry].version next to [project].version; a stale copy would only mislead.
  const mirror = findEntry(doc, POETRY_VERSION);
  const paths =
    mirror !== undefined && isStringValue(mirror.value)
      ? [PROJECT_VERSION, POETRY_VERSION]
      : [PROJECT_VERSION];
  return setStringAt(doc, paths, newVersion);
}
