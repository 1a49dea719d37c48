/**
 * The version in pyproject.toml: where it lives (`[project]` per PEP 621, or `[tool.poetry]`),
 * whether it is dynamic, and a surgical rewrite of it.
 */
import { VersionFileError } from "../core/errors.ts";
import {
  describeValue,
  findEntry,
  hasTable,
  isStringValue,
  locate,
  parseTomlDocument,
  stringAt,
  type TomlDocument,
  type TomlPath,
  valueAt,
} from "./toml-document.ts";
import { setStringAt } from "./toml-key.ts";

export type VersionTable = "project" | "tool.poetry";

/** Where a dynamic version comes from, when pyproject.toml says so. */
export type DynamicVersionSource =
  /** A Python file whose `__version__` the backend reads ([tool.hatch.version] or [tool.pdm.version] path). */
  | { kind: "file"; path: string; tool: "hatch" | "pdm" }
  /** A module attribute: setuptools `version = { attr = "pkg.__version__" }`, flit's `pkg.__version__`. */
  | { kind: "attr"; attr: string; tool: "setuptools" | "flit" }
  /** A plain-text file holding only the version: setuptools `version = { file = "VERSION" }`. */
  | { kind: "text-file"; path: string; tool: "setuptools" }
  /** Computed at build time from git tags or by a plugin: there is nothing to write. */
  | { kind: "computed"; tool: string };

export type PyprojectVersion =
  | { kind: "static"; version: string; table: VersionTable; line: number }
  | { kind: "dynamic"; source: DynamicVersionSource | undefined }
  | { kind: "absent" };

export interface PyprojectInfo {
  version: PyprojectVersion;
  /** `[project].name`, else `[tool.poetry].name`. */
  name: string | undefined;
  hasProjectTable: boolean;
  /** `[tool.poetry]` exists (publish tool detection). */
  hasPoetry: boolean;
  /** `[tool.hatch]` exists (publish tool detection). */
  hasHatch: boolean;
  /** `[tool.hatch.version].path` when set (hatch reads `__version__` from it). */
  hatchVersionPath: string | undefined;
  /** `[build-system].build-backend`, e.g. `hatchling.build`. */
  buildBackend: string | undefined;
}

const PROJECT_VERSION = ["project", "version"] as const;
const POETRY_VERSION = ["tool", "poetry", "version"] as const;

/**
 * Reads the version and the facts a release needs from pyproject.toml. `path` names the file in
 * errors. Throws VersionFileError for invalid TOML or a version that is not a string.
 *
 * A `[project]` version listed in `dynamic` is dynamic even if a `version` key is also present.
 * Poetry 2 allows `dynamic = ["version"]` with the static version in `[tool.poetry]`; that
 * version is static (table `tool.poetry`) unless poetry-dynamic-versioning is enabled.
 */
export function readPyprojectVersion(text: string, path: string): PyprojectInfo {
  const doc = parseTomlDocument(text, path);
  const name = stringAt(doc, ["project", "name"]) ?? stringAt(doc, ["tool", "poetry", "name"]);
  return {
    version: versionOf(doc, name),
    name,
    hasProjectTable: hasTable(doc, ["project"]),
    hasPoetry: hasTable(doc, ["tool", "poetry"]),
    hasHatch: hasTable(doc, ["tool", "hatch"]),
    hatchVersionPath: stringAt(doc, ["tool", "hatch", "version", "path"]),
    buildBackend: stringAt(doc, ["build-system", "build-backend"]),
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
  const version = versionOf(doc, undefined);
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

function versionOf(doc: TomlDocument, name: string | undefined): PyprojectVersion {
  const dynamic = valueAt(doc, ["project", "dynamic"]);
  const isDynamic = Array.isArray(dynamic) && dynamic.includes("version");
  if (!isDynamic) {
    const project = staticVersion(doc, PROJECT_VERSION, "project");
    if (project !== undefined) return project;
  }
  if (valueAt(doc, ["tool", "poetry-dynamic-versioning", "enable"]) === true) {
    return { kind: "dynamic", source: { kind: "computed", tool: "poetry-dynamic-versioning" } };
  }
  const poetry = staticVersion(doc, POETRY_VERSION, "tool.poetry");
  if (poetry !== undefined) return poetry;
  if (isDynamic) return { kind: "dynamic", source: dynamicSource(doc, name) };
  return { kind: "absent" };
}

function staticVersion(
  doc: TomlDocument,
  keyPath: TomlPath,
  table: VersionTable,
): PyprojectVersion | undefined {
  const entry = findEntry(doc, keyPath);
  if (entry === undefined) return undefined;
  if (!isStringValue(entry.value)) {
    throw new VersionFileError(
      `${locate(doc, entry.value)}: [${table}].version is ${describeValue(entry.value)}; expected a string like "1.2.3"`,
    );
  }
  return { kind: "static", version: entry.value.value, table, line: entry.value.loc.start.line };
}

function dynamicSource(doc: TomlDocument, name: string | undefined): DynamicVersionSource | undefined {
  const hatchSource = stringAt(doc, ["tool", "hatch", "version", "source"]) ?? "regex";
  const hatchPath = stringAt(doc, ["tool", "hatch", "version", "path"]);
  if (hasTable(doc, ["tool", "hatch", "version"])) {
    if ((hatchSource === "regex" || hatchSource === "code") && hatchPath !== undefined) {
      return { kind: "file", path: hatchPath, tool: "hatch" };
    }
    return { kind: "computed", tool: `hatch (${hatchSource})` };
  }
  const pdmSource = stringAt(doc, ["tool", "pdm", "version", "source"]);
  const pdmPath = stringAt(doc, ["tool", "pdm", "version", "path"]);
  if (pdmSource === "file" && pdmPath !== undefined) return { kind: "file", path: pdmPath, tool: "pdm" };
  if (pdmSource !== undefined) return { kind: "computed", tool: `pdm (${pdmSource})` };

  const attr = stringAt(doc, ["tool", "setuptools", "dynamic", "version", "attr"]);
  if (attr !== undefined) return { kind: "attr", attr, tool: "setuptools" };
  const file = valueAt(doc, ["tool", "setuptools", "dynamic", "version", "file"]);
  const firstFile: unknown = Array.isArray(file) ? file[0] : file;
  if (typeof firstFile === "string") return { kind: "text-file", path: firstFile, tool: "setuptools" };
  if (hasTable(doc, ["tool", "setuptools_scm"]) || hasTable(doc, ["tool", "setuptools-scm"])) {
    return { kind: "computed", tool: "setuptools-scm" };
  }
  const backend = stringAt(doc, ["build-system", "build-backend"]);
  if (backend?.startsWith("flit_core")) {
    const module = stringAt(doc, ["tool", "flit", "module", "name"]) ?? name?.replace(/[-.]/g, "_");
    if (module !== undefined) return { kind: "attr", attr: `${module}.__version__`, tool: "flit" };
  }
  return undefined;
}
