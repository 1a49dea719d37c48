/**
 * Where the build reads the version (DESIGN 5), in its own terms: a dynamic version's file (hatch's
 * path and pattern, setuptools `attr:`/`file:` in pyproject.toml or setup.cfg, pdm, flit,
 * scikit-build-core's regex; maturin's Cargo.toml and meson-python's meson.build), what
 * setup.py names or reads, the package's `__version__`, a plain VERSION file.
 */

import { lstat, stat } from "node:fs/promises";
import { join } from "node:path";
import { VersionFileError } from "../core/errors.ts";
import { parseVersion } from "../core/version.ts";
import { holdsVersion, readPythonAssignment } from "../edits/python-assignment.ts";
import { readRepoText } from "../fs/read-repo-file.ts";
import { cargoTargets, mesonTargets } from "./compiled-version-sources.ts";
import { followDerived } from "./derived-version.ts";
import { findVersionModules } from "./find-version-modules.ts";
import type { IniFile } from "./ini-file.ts";
import { packagesTheBuildLists } from "./listed-packages.ts";
import type { PyprojectInfo } from "./pyproject-info.ts";
import type { SetupPyFacts } from "./setup-py.ts";
import type { VersionTarget } from "./version-target.ts";

/** What the project's metadata files say, read once. */
export interface Sources {
  pyproject: PyprojectInfo | undefined;
  pyprojectData: Record<string, unknown> | undefined;
  setupCfg: { text: string; ini: IniFile } | undefined;
  setupPy: SetupPyFacts | undefined;
}

/** Targets found from the build's own settings or the package layout, with why each is one. */
export async function implicitTargets(
  root: string,
  sources: Sources,
  name: string | undefined,
  warnings: string[],
): Promise<Array<[VersionTarget, string]>> {
  const { pyproject, setupCfg, setupPy } = sources;
  const source = pyproject?.version.kind === "dynamic" ? pyproject.version.source : undefined;
  if (source?.kind === "file") {
    if (source.pattern !== undefined) {
      const why =
        source.tool !== "scikit-build-core"
          ? "[tool.hatch.version] path and pattern in pyproject.toml"
          : source.result !== undefined
            ? `[tool.scikit-build.metadata.version] input and regex in pyproject.toml, the version made as ${source.result}`
            : "[tool.scikit-build.metadata.version] input and regex in pyproject.toml";
      const result = source.result === undefined ? {} : { result: source.result };
      return [[{ kind: "pattern", path: source.path, pattern: source.pattern, why, ...result }, why]];
    }
    return [await derivedTarget(root, source.path, `[tool.${source.tool}.version] path in pyproject.toml`)];
  }
  if (source?.kind === "text-file")
    return [[{ kind: "text", path: source.path }, "version = { file } in [tool.setuptools.dynamic]"]];
  if (source?.kind === "computed") return [];
  if (source?.kind === "incremental") {
    const path = await incrementalVersionFile(root, source.package);
    if (path !== undefined) {
      const why = `incremental's ${path}, which hatch reads ([tool.hatch.version] source = "incremental")`;
      return [[{ kind: "python", path, variable: "__version__" }, why]];
    }
    // Not where incremental looks: the package's __version__, looked for below.
  }
  if (source?.kind === "cargo") return cargoTargets(root, source.manifest, warnings);
  if (source?.kind === "meson") {
    const found = await mesonTargets(root, warnings);
    if (found.length > 0) return found;
    // meson computes the version (a script that reads the package's __version__, issue 42): the
    // package's own file is the one to write, looked for below.
  }
  // hatch reads [tool.hatch.version] only for a dynamic version: beside a static one it is unused
  // (a workspace member's path to a file that was never made).
  const hatchPath = pyproject?.version.kind === "static" ? undefined : pyproject?.hatchVersionPath;
  if (hatchPath !== undefined)
    return [await derivedTarget(root, hatchPath, "[tool.hatch.version] path in pyproject.toml")];
  if (source?.kind === "attr") {
    const found = await attrTarget(
      moduleRoots(root, sources.pyprojectData, setupCfg?.ini),
      source.attr,
      `${source.tool} reads ${source.attr}`,
      warnings,
    );
    return found === undefined ? [] : [found];
  }
  const cfgVersion = setupCfg?.ini.get("metadata")?.get("version")?.value;
  const cfgSource = cfgVersion === undefined ? undefined : /^(attr|file)\s*:\s*(.+)$/.exec(cfgVersion);
  if (cfgSource) {
    const value = (cfgSource[2] as string).split(",")[0]?.trim() ?? "";
    if (cfgSource[1] === "attr") {
      const found = await attrTarget(
        moduleRoots(root, sources.pyprojectData, setupCfg?.ini),
        value,
        `version = attr: ${value} in setup.cfg`,
        warnings,
      );
      return found === undefined ? [] : [found];
    }
    return [[{ kind: "text", path: value.replace(/^\.\//, "") }, `version = file: ${value} in setup.cfg`]];
  }
  const declared = pyproject?.version.kind === "static" || cfgVersion !== undefined;
  if (!declared && setupPy?.version?.kind === "literal") {
    const why = "the literal version= of setup() in setup.py";
    return [[{ kind: "pattern", path: "setup.py", pattern: setupPy.version.pattern, why }, why]];
  }
  if (!declared && setupPy?.version?.kind === "variable") {
    return [
      [
        { kind: "python", path: "setup.py", variable: setupPy.version.variable },
        `${setupPy.version.variable}, which setup() takes as its version, in setup.py`,
      ],
    ];
  }
  const read = declared ? [] : await filesSetupPyReads(root, setupPy?.versionPaths ?? []);
  if (read.length > 0) return read;
  const found = await findVersionModules(
    root,
    name,
    await packagesTheBuildLists(root, sources.pyprojectData),
  );
  if (found.length > 1) {
    throw new VersionFileError(
      `several files assign __version__: ${found.join(", ")}; choose the one to update with version_files = ["${found[0]}:__version__"] in [tool.releaser]`,
    );
  }
  const modules = found.map((path): [VersionTarget, string] => [
    { kind: "python", path, variable: "__version__" },
    "the package's __version__",
  ]);
  return [...modules, ...(await plainVersionFiles(root, name))];
}

/** The repository and the folders setuptools finds packages in (`[tool.setuptools.packages.find] where`). */
interface ModuleRoots {
  root: string;
  where: string[];
}

function moduleRoots(
  root: string,
  pyprojectData: Record<string, unknown> | undefined,
  setupCfg?: IniFile,
): ModuleRoots {
  const setuptools = (
    pyprojectData?.tool as
      | { setuptools?: { packages?: { find?: { where?: unknown } }; "package-dir"?: unknown } }
      | undefined
  )?.setuptools;
  const find = setuptools?.packages?.find?.where;
  // The root package folder setuptools maps (`package-dir = {"" = "lib"}`, setup.cfg's
  // `package_dir = =lib` and `[options.packages.find] where = lib`): sqlalchemy keeps lib/sqlalchemy.
  const packageDir = setuptools?.["package-dir"];
  const mapped =
    packageDir !== null && typeof packageDir === "object"
      ? (packageDir as Record<string, unknown>)[""]
      : undefined;
  const cfgOptions = setupCfg?.get("options");
  const cfgRoots = (cfgOptions?.get("package_dir")?.value ?? "")
    .split("\n")
    .flatMap((line) => /^\s*=\s*(\S+)\s*$/.exec(line)?.[1] ?? []);
  const cfgWhere = (setupCfg?.get("options.packages.find")?.get("where")?.value ?? "")
    .split("\n")
    .map((w) => w.trim());
  const where = [
    ...(Array.isArray(find) ? find : []),
    ...(typeof mapped === "string" ? [mapped] : []),
    ...cfgRoots,
    ...cfgWhere,
  ]
    .filter((w): w is string => typeof w === "string")
    .map((w) => w.replace(/^\.\//, "").replace(/\/+$/, ""))
    // Inside the repository only: a folder that climbs out of it is never looked in.
    .filter((w) => w !== "" && w !== "." && !w.startsWith("/") && !w.split("/").includes(".."));
  return { root, where };
}

async function attrTarget(
  { root, where }: ModuleRoots,
  attr: string,
  why: string,
  warnings: string[],
): Promise<[VersionTarget, string] | undefined> {
  const [module, variable] = splitAttr(attr);
  const path = await findModuleFile(root, module, where);
  if (path === undefined) {
    warnings.push(
      `${why.replace(/ reads /, " reads the version from ")} but no file for module ${module} was found`,
    );
    return undefined;
  }
  const followed = await followReexport(root, module, path, variable, where);
  if (followed !== undefined)
    return [{ kind: "python", path: followed, variable }, `${why}, which ${path} takes from ${followed}`];
  const derived = await followDerived(root, path, variable, (name) => findModuleFile(root, name, where));
  if (derived !== undefined) {
    return [
      { kind: "python", path: derived.path, variable: derived.variable },
      `${why}, which ${path} derives from ${derived.variable} in ${derived.path}`,
    ];
  }
  return [{ kind: "python", path, variable }, why];
}

/**
 * The `__version__` of the file the build reads; when it is derived from another name
 * (`version.short()` of incremental's `Version` imported from `_version.py`), that name's file.
 */
async function derivedTarget(root: string, path: string, why: string): Promise<[VersionTarget, string]> {
  const derived = await followDerived(root, path, "__version__", (name) => findModuleFile(root, name));
  if (derived === undefined) return [{ kind: "python", path, variable: "__version__" }, why];
  return [
    { kind: "python", path: derived.path, variable: derived.variable },
    `${why}, whose __version__ derives from ${derived.variable} in ${derived.path}`,
  ];
}

/**
 * The module a package's `__init__.py` re-exports the version from, when it assigns no string
 * itself: `from ._version import __version__`, `from pkg._version import __version__`, or
 * `from . import _version` with `__version__ = _version.__version__` (Pillow). Undefined: none.
 */
async function followReexport(
  root: string,
  module: string,
  path: string,
  variable: string,
  where: readonly string[],
): Promise<string | undefined> {
  const text = (await readRepoText(root, path, VersionFileError).catch(() => undefined))?.text;
  if (text === undefined || holdsVersion(readPythonAssignment(text, variable))) return undefined;
  const name = variable.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const imported = new RegExp(`^from\\s+(\\.+|[\\w.]+)\\s+import\\s+.*\\b${name}\\b`, "m").exec(text);
  const attribute = new RegExp(`^${name}\\s*=\\s*(\\w+)\\.${name}\\s*$`, "m").exec(text);
  const packageOf = path.endsWith("__init__.py") ? module : module.split(".").slice(0, -1).join(".");
  let target: string | undefined;
  if (imported !== null) {
    const from = imported[1] as string;
    target = from.startsWith(".")
      ? [
          ...packageOf
            .split(".")
            .slice(0, packageOf.split(".").length - (from.length - from.replace(/^\.+/, "").length) + 1),
          from.replace(/^\.+/, ""),
        ]
          .filter(Boolean)
          .join(".")
      : from;
  } else if (attribute !== null) {
    target = `${packageOf}.${attribute[1]}`;
  }
  if (target === undefined || target === module) return undefined;
  const file = await findModuleFile(root, target, where);
  if (file === undefined) return undefined;
  const found = (await readRepoText(root, file, VersionFileError).catch(() => undefined))?.text;
  return found !== undefined && holdsVersion(readPythonAssignment(found, variable)) ? file : undefined;
}

/** The files a setup.py names that hold the version: a Python module's `__version__`, or a plain VERSION file. */
async function filesSetupPyReads(
  root: string,
  paths: readonly string[],
): Promise<Array<[VersionTarget, string]>> {
  const found: Array<[VersionTarget, string]> = [];
  for (const path of paths) {
    const text = (await readRepoText(root, path, VersionFileError).catch(() => undefined))?.text;
    if (text === undefined) continue;
    const why = `setup.py reads the version from ${path}`;
    if (path.endsWith(".py")) {
      const variable = ["__version__", "VERSION", "version"].find((v) =>
        holdsVersion(readPythonAssignment(text, v)),
      );
      if (variable !== undefined) found.push([{ kind: "python", path, variable }, why]);
    } else if (isPlainVersion(text)) {
      found.push([{ kind: "text", path }, why]);
    }
  }
  return found;
}

/** A file that holds exactly one PEP 440 version (and a line end). */
function isPlainVersion(text: string): boolean {
  return /^\s*v?\d[^\s]*\s*$/.test(text) && parseVersion(text.trim().replace(/^v/, "")) !== undefined;
}

export const PLAIN_FILE_WHY = (path: string) => `${path} holds just the version`;

/**
 * A plain `VERSION` / `version.txt` at the root or in the package folder, holding exactly a
 * version: what setup.py, a Makefile or the docs often read.
 */
async function plainVersionFiles(
  root: string,
  name: string | undefined,
): Promise<Array<[VersionTarget, string]>> {
  const importName = name?.toLowerCase().replace(/[-.]+/g, "_");
  const dirs = ["", ...(importName ? [`src/${importName}/`, `${importName}/`] : [])];
  const found: Array<[VersionTarget, string]> = [];
  for (const dir of dirs) {
    for (const file of ["VERSION", "VERSION.txt", "version.txt"]) {
      const path = `${dir}${file}`;
      const text = (await readRepoText(root, path, VersionFileError).catch(() => undefined))?.text;
      if (text !== undefined && isPlainVersion(text))
        found.push([{ kind: "text", path }, PLAIN_FILE_WHY(path)]);
    }
  }
  return found;
}

function splitAttr(attr: string): [module: string, variable: string] {
  const dot = attr.lastIndexOf(".");
  return dot === -1 ? [attr, "__version__"] : [attr.slice(0, dot), attr.slice(dot + 1)];
}

async function findModuleFile(
  root: string,
  module: string,
  where: readonly string[] = [],
): Promise<string | undefined> {
  const rel = module.replaceAll(".", "/");
  for (const base of [...where.map((w) => `${w}/`), "src/", ""]) {
    for (const candidate of [`${base}${rel}/__init__.py`, `${base}${rel}.py`]) {
      if (await exists(join(root, candidate))) return candidate;
    }
  }
  return undefined;
}

/** Whether a path exists (any kind of file). */
export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * The `_version.py` incremental reads for a package: `src/<name>/_version.py`, else
 * `<name>/_version.py`, the name in lower case as the package folder is; a regular file only
 * (never one through a link).
 */
async function incrementalVersionFile(root: string, name: string | undefined): Promise<string | undefined> {
  if (name === undefined || !/^[A-Za-z0-9_.-]+$/.test(name) || name.includes("..")) return undefined;
  const folder = name.toLowerCase().replaceAll("-", "_");
  for (const path of [`src/${folder}/_version.py`, `${folder}/_version.py`]) {
    const found = await lstat(join(root, path)).catch(() => undefined);
    if (found?.isFile()) return path;
  }
  return undefined;
}
