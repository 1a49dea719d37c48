/**
 * What pyproject.toml says about the version (where it lives: `[project]` per PEP 621 or
 * `[tool.poetry]`; whether it is dynamic and where the build reads it) and the facts a release
 * needs. One reading of those rules over a `PyprojectView`: the parsed data that loading the
 * configuration made already (no second parse, no positional parser at start-up: issue 14), or the
 * positional document (edits/pyproject.ts) when a message must point at a place in the file.
 */
import { HATCH_DEFAULT_PATTERN } from "../core/version-pattern.ts";
import type { TomlPath } from "../edits/toml-document.ts";

export type VersionTable = "project" | "tool.poetry";

/** Where a dynamic version comes from, when pyproject.toml says so. */
export type DynamicVersionSource =
  /**
   * A file the backend reads the version from: hatch's `[tool.hatch.version] path` with its
   * `pattern` (undefined: hatch's default, which takes `__version__` or `VERSION`), pdm's
   * `[tool.pdm.version] path` (`__version__`).
   */
  | {
      kind: "file";
      path: string;
      tool: "hatch" | "pdm" | "scikit-build-core";
      pattern?: string | undefined;
      /** scikit-build-core's `result`: the version made from the pattern's named groups. */
      result?: string | undefined;
    }
  /**
   * maturin's version from Cargo: `[package] version` of the crate's manifest
   * (`[tool.maturin] manifest-path`, else `Cargo.toml`), or of the workspace's manifest when the
   * crate says `version.workspace = true`.
   */
  | { kind: "cargo"; manifest: string; tool: "maturin" }
  /** meson-python's version: `version:` in meson.build's `project()`. */
  | { kind: "meson"; tool: "meson-python" }
  /** A module attribute: setuptools `version = { attr = "pkg.__version__" }`, flit's `pkg.__version__`. */
  | { kind: "attr"; attr: string; tool: "setuptools" | "flit" }
  /**
   * incremental's hatch source (`[tool.hatch.version] source = "incremental"`): its `Version(...)`
   * in `_version.py` of the package named by `[tool.incremental] name`, else the project's name,
   * lower-cased, under `src/` or at the root.
   */
  | { kind: "incremental"; package: string; tool: "hatch" }
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

/** How the rules below read the file. */
export interface PyprojectView {
  /** The plain value at `path`; undefined when the key is absent. */
  value(path: TomlPath): unknown;
  /** Whether the table at `path` is defined (a header, a dotted key or an inline table). */
  hasTable(path: TomlPath): boolean;
  /**
   * The version string at `path` and its line; undefined when absent. Throws VersionFileError
   * (with the place) when the value is no string.
   */
  version(path: TomlPath, table: VersionTable): { version: string; line: number } | undefined;
}

export const PROJECT_VERSION = ["project", "version"] as const;
export const POETRY_VERSION = ["tool", "poetry", "version"] as const;

/**
 * Reads the version and the facts a release needs.
 *
 * A `[project]` version listed in `dynamic` is dynamic even if a `version` key is also present.
 * Poetry 2 allows `dynamic = ["version"]` with the static version in `[tool.poetry]`; that
 * version is static (table `tool.poetry`) unless poetry-dynamic-versioning is enabled.
 */
export function readPyprojectInfo(view: PyprojectView): PyprojectInfo {
  const name = stringAt(view, ["project", "name"]) ?? stringAt(view, ["tool", "poetry", "name"]);
  return {
    version: versionOf(view, name),
    name,
    hasProjectTable: view.hasTable(["project"]),
    hasPoetry: view.hasTable(["tool", "poetry"]),
    hasHatch: view.hasTable(["tool", "hatch"]),
    hatchVersionPath: stringAt(view, ["tool", "hatch", "version", "path"]),
    buildBackend: stringAt(view, ["build-system", "build-backend"]),
  };
}

export function versionOf(view: PyprojectView, name: string | undefined): PyprojectVersion {
  const dynamic = view.value(["project", "dynamic"]);
  const isDynamic = Array.isArray(dynamic) && dynamic.includes("version");
  if (!isDynamic) {
    const project = view.version(PROJECT_VERSION, "project");
    if (project !== undefined) return { kind: "static", ...project, table: "project" };
  }
  if (view.value(["tool", "poetry-dynamic-versioning", "enable"]) === true) {
    return { kind: "dynamic", source: { kind: "computed", tool: "poetry-dynamic-versioning" } };
  }
  const poetry = view.version(POETRY_VERSION, "tool.poetry");
  if (poetry !== undefined) return { kind: "static", ...poetry, table: "tool.poetry" };
  if (isDynamic) return { kind: "dynamic", source: dynamicSource(view, name) };
  // No [project] version, and setuptools-scm configured here: setup.py or setup.cfg builds with
  // use_scm_version, and the version comes from the tag (found by the replay).
  if (view.hasTable(["tool", "setuptools_scm"]) || view.hasTable(["tool", "setuptools-scm"])) {
    return { kind: "dynamic", source: { kind: "computed", tool: "setuptools-scm" } };
  }
  return { kind: "absent" };
}

function stringAt(view: PyprojectView, path: TomlPath): string | undefined {
  const value = view.value(path);
  return typeof value === "string" ? value : undefined;
}

function dynamicSource(view: PyprojectView, name: string | undefined): DynamicVersionSource | undefined {
  const hatchSource = stringAt(view, ["tool", "hatch", "version", "source"]) ?? "regex";
  const hatchPath = stringAt(view, ["tool", "hatch", "version", "path"]);
  if (view.hasTable(["tool", "hatch", "version"])) {
    // hatch's code source evaluates `expression` (default __version__) in the file: a call such
    // as get_version() computes the version at build time, and there is nothing to write.
    const expression = stringAt(view, ["tool", "hatch", "version", "expression"]) ?? "__version__";
    if (hatchSource === "code" && hatchPath !== undefined) {
      return expression.trim() === "__version__"
        ? { kind: "file", path: hatchPath, tool: "hatch" }
        : { kind: "computed", tool: `hatch (code: ${expression.trim()} in ${hatchPath})` };
    }
    if (hatchSource === "regex" && hatchPath !== undefined) {
      const pattern = stringAt(view, ["tool", "hatch", "version", "pattern"]);
      return { kind: "file", path: hatchPath, tool: "hatch", pattern: pattern ?? HATCH_DEFAULT_PATTERN };
    }
    const incrementalName = stringAt(view, ["tool", "incremental", "name"]) ?? name;
    if (hatchSource === "incremental" && incrementalName !== undefined)
      return { kind: "incremental", package: incrementalName.toLowerCase(), tool: "hatch" };
    return { kind: "computed", tool: `hatch (${hatchSource})` };
  }
  const pdmSource = stringAt(view, ["tool", "pdm", "version", "source"]);
  const pdmPath = stringAt(view, ["tool", "pdm", "version", "path"]);
  if (pdmSource === "file" && pdmPath !== undefined) return { kind: "file", path: pdmPath, tool: "pdm" };
  if (pdmSource !== undefined) return { kind: "computed", tool: `pdm (${pdmSource})` };

  const attr = stringAt(view, ["tool", "setuptools", "dynamic", "version", "attr"]);
  if (attr !== undefined) return { kind: "attr", attr, tool: "setuptools" };
  const file = view.value(["tool", "setuptools", "dynamic", "version", "file"]);
  const firstFile: unknown = Array.isArray(file) ? file[0] : file;
  if (typeof firstFile === "string") return { kind: "text-file", path: firstFile, tool: "setuptools" };
  if (view.hasTable(["tool", "setuptools_scm"]) || view.hasTable(["tool", "setuptools-scm"])) {
    return { kind: "computed", tool: "setuptools-scm" };
  }
  if (view.hasTable(["tool", "versioningit"])) return { kind: "computed", tool: "versioningit" };
  const backend = stringAt(view, ["build-system", "build-backend"]);
  const scikit = scikitBuildSource(view);
  if (scikit !== undefined) return scikit;
  if (backend === "maturin") {
    const manifest = stringAt(view, ["tool", "maturin", "manifest-path"]) ?? "Cargo.toml";
    return { kind: "cargo", manifest: manifest.replace(/^\.\//, ""), tool: "maturin" };
  }
  if (backend === "mesonpy") return { kind: "meson", tool: "meson-python" };
  if (backend?.startsWith("flit_core")) {
    const module = stringAt(view, ["tool", "flit", "module", "name"]) ?? name?.replace(/[-.]/g, "_");
    if (module !== undefined) return { kind: "attr", attr: `${module}.__version__`, tool: "flit" };
  }
  return undefined;
}

/** scikit-build-core's default `regex` for a version (its `value` group is the version). */
export const SCIKIT_BUILD_DEFAULT_REGEX = `(?i)^(__version__|VERSION)(?: ?\\: ?str)? *= *([\\'"])v?(?P<value>.+?)\\2`;

/**
 * scikit-build-core's `[tool.scikit-build.metadata.version]`: the regex provider names a file and
 * a regular expression whose `value` group is the version (written through a `version` group, as
 * releaser's patterns name it); a provider that computes the version (setuptools-scm, a plugin)
 * leaves nothing to write. A `result` other than "{value}" builds the version from several groups
 * (`{major}.{minor}.{patch}` over a C header's `#define`s): each group is written with its part.
 */
function scikitBuildSource(view: PyprojectView): DynamicVersionSource | undefined {
  const table = ["tool", "scikit-build", "metadata", "version"];
  const provider = stringAt(view, [...table, "provider"]);
  if (provider === undefined) return undefined;
  if (provider !== "scikit_build_core.metadata.regex")
    return { kind: "computed", tool: `scikit-build-core (${provider})` };
  const input = stringAt(view, [...table, "input"]);
  const result = stringAt(view, [...table, "result"]) ?? "{value}";
  if (input === undefined) return undefined;
  const regex = stringAt(view, [...table, "regex"]) ?? SCIKIT_BUILD_DEFAULT_REGEX;
  const path = input.replace(/^\.\//, "");
  if (result !== "{value}") {
    // Each part of the result must be a group of the regex, else scikit-build-core cannot build it either.
    const parts = [...result.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]);
    if (parts.length === 0 || parts.some((name) => !regex.includes(`(?P<${name}>`))) return undefined;
    return { kind: "file", path, tool: "scikit-build-core", pattern: regex, result };
  }
  const pattern = regex.replaceAll("(?P<value>", "(?P<version>").replaceAll("(?P=value)", "(?P=version)");
  return { kind: "file", path, tool: "scikit-build-core", pattern };
}

/** The data view cannot answer alone (a version that is no string, or a line it cannot place). */
/** The data cannot answer: the caller reads the file with the positional parser instead. */
export class NeedsPositions extends Error {}

function isTable(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** The parsed data as the rules' view: tables are plain objects, arrays of tables arrays. */
export function dataView(data: Record<string, unknown>, text: string): PyprojectView {
  const at = (path: TomlPath): unknown => {
    let value: unknown = data;
    for (const part of path) {
      if (typeof value !== "object" || value === null) return undefined;
      value = (value as Record<string | number, unknown>)[part];
    }
    return value;
  };
  return {
    value: at,
    // A table, or an array of tables (`[[tool.x]]` defines tool.x as the positional reader sees it).
    hasTable(path) {
      const value = at(path);
      return isTable(value) || (Array.isArray(value) && value.some(isTable));
    },
    version(path) {
      const value = at(path);
      if (value === undefined) return undefined;
      if (typeof value !== "string") throw new NeedsPositions();
      const line = versionLine(text, path, value);
      if (line === undefined) throw new NeedsPositions();
      return { version: value, line };
    },
  };
}

/**
 * The line of `version = "<value>"` for `["project", "version"]` or `["tool", "poetry", "version"]`,
 * written under its table header or as a dotted key from an enclosing table; undefined unless
 * exactly one line fits (an inline table, a quoted key or a multi-line string: the caller asks the
 * positional parser).
 */
function versionLine(text: string, path: TomlPath, value: string): number | undefined {
  const lines = text.split("\n");
  let table = "";
  let found: number | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const header = /^\s*\[\s*([A-Za-z0-9_-]+(?:\s*\.\s*[A-Za-z0-9_-]+)*)\s*\]\s*(?:#.*)?\r?$/.exec(line);
    if (header !== null) {
      table = (header[1] as string).replace(/\s+/g, "");
      continue;
    }
    if (/^\s*\[/.test(line)) {
      table = "\0"; // an array of tables or a header with quoted keys: nothing to match under it
      continue;
    }
    const key = /^\s*([A-Za-z0-9_-]+(?:\s*\.\s*[A-Za-z0-9_-]+)*)\s*=\s*(["'])(.*?)\2\s*(?:#.*)?\r?$/.exec(
      line,
    );
    if (key === null || key[3] !== value) continue;
    const full = [
      ...(table === "" ? [] : table.split(".")),
      ...(key[1] as string).replace(/\s+/g, "").split("."),
    ];
    if (full.join("\0") !== path.join("\0")) continue;
    if (found !== undefined) return undefined;
    found = i + 1;
  }
  return found;
}
