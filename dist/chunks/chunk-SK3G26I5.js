#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  HATCH_DEFAULT_PATTERN
} from "./chunk-DY55BNRB.js";

// src/project/pyproject-info.ts
var PROJECT_VERSION = ["project", "version"], POETRY_VERSION = ["tool", "poetry", "version"];
function readPyprojectInfo(view) {
  let name = stringAt(view, ["project", "name"]) ?? stringAt(view, ["tool", "poetry", "name"]);
  return {
    version: versionOf(view, name),
    name,
    hasProjectTable: view.hasTable(["project"]),
    hasPoetry: view.hasTable(["tool", "poetry"]),
    hasHatch: view.hasTable(["tool", "hatch"]),
    hatchVersionPath: stringAt(view, ["tool", "hatch", "version", "path"]),
    buildBackend: stringAt(view, ["build-system", "build-backend"])
  };
}
function versionOf(view, name) {
  let dynamic = view.value(["project", "dynamic"]), isDynamic = Array.isArray(dynamic) && dynamic.includes("version");
  if (!isDynamic) {
    let project = view.version(PROJECT_VERSION, "project");
    if (project !== void 0) return { kind: "static", ...project, table: "project" };
  }
  if (view.value(["tool", "poetry-dynamic-versioning", "enable"]) === !0)
    return { kind: "dynamic", source: { kind: "computed", tool: "poetry-dynamic-versioning" } };
  let poetry = view.version(POETRY_VERSION, "tool.poetry");
  return poetry !== void 0 ? { kind: "static", ...poetry, table: "tool.poetry" } : isDynamic ? { kind: "dynamic", source: dynamicSource(view, name) } : view.hasTable(["tool", "setuptools_scm"]) || view.hasTable(["tool", "setuptools-scm"]) ? { kind: "dynamic", source: { kind: "computed", tool: "setuptools-scm" } } : { kind: "absent" };
}
function stringAt(view, path) {
  let value = view.value(path);
  return typeof value == "string" ? value : void 0;
}
function dynamicSource(view, name) {
  let hatchSource = stringAt(view, ["tool", "hatch", "version", "source"]) ?? "regex", hatchPath = stringAt(view, ["tool", "hatch", "version", "path"]);
  if (view.hasTable(["tool", "hatch", "version"])) {
    let expression = stringAt(view, ["tool", "hatch", "version", "expression"]) ?? "__version__";
    if (hatchSource === "code" && hatchPath !== void 0)
      return expression.trim() === "__version__" ? { kind: "file", path: hatchPath, tool: "hatch" } : { kind: "computed", tool: `hatch (code: ${expression.trim()} in ${hatchPath})` };
    if (hatchSource === "regex" && hatchPath !== void 0) {
      let pattern = stringAt(view, ["tool", "hatch", "version", "pattern"]);
      return { kind: "file", path: hatchPath, tool: "hatch", pattern: pattern ?? HATCH_DEFAULT_PATTERN };
    }
    let incrementalName = stringAt(view, ["tool", "incremental", "name"]) ?? name;
    return hatchSource === "incremental" && incrementalName !== void 0 ? { kind: "incremental", package: incrementalName.toLowerCase(), tool: "hatch" } : { kind: "computed", tool: `hatch (${hatchSource})` };
  }
  let pdmSource = stringAt(view, ["tool", "pdm", "version", "source"]), pdmPath = stringAt(view, ["tool", "pdm", "version", "path"]);
  if (pdmSource === "file" && pdmPath !== void 0) return { kind: "file", path: pdmPath, tool: "pdm" };
  if (pdmSource !== void 0) return { kind: "computed", tool: `pdm (${pdmSource})` };
  let attr = stringAt(view, ["tool", "setuptools", "dynamic", "version", "attr"]);
  if (attr !== void 0) return { kind: "attr", attr, tool: "setuptools" };
  let file = view.value(["tool", "setuptools", "dynamic", "version", "file"]), firstFile = Array.isArray(file) ? file[0] : file;
  if (typeof firstFile == "string") return { kind: "text-file", path: firstFile, tool: "setuptools" };
  if (view.hasTable(["tool", "setuptools_scm"]) || view.hasTable(["tool", "setuptools-scm"]))
    return { kind: "computed", tool: "setuptools-scm" };
  if (view.hasTable(["tool", "versioningit"])) return { kind: "computed", tool: "versioningit" };
  let backend = stringAt(view, ["build-system", "build-backend"]), scikit = scikitBuildSource(view);
  if (scikit !== void 0) return scikit;
  if (backend === "maturin")
    return { kind: "cargo", manifest: (stringAt(view, ["tool", "maturin", "manifest-path"]) ?? "Cargo.toml").replace(/^\.\//, ""), tool: "maturin" };
  if (backend === "mesonpy") return { kind: "meson", tool: "meson-python" };
  if (backend?.startsWith("flit_core")) {
    let module = stringAt(view, ["tool", "flit", "module", "name"]) ?? name?.replace(/[-.]/g, "_");
    if (module !== void 0) return { kind: "attr", attr: `${module}.__version__`, tool: "flit" };
  }
}
var SCIKIT_BUILD_DEFAULT_REGEX = `(?i)^(__version__|VERSION)(?: ?\\: ?str)? *= *([\\'"])v?(?P<value>.+?)\\2`;
function scikitBuildSource(view) {
  let table = ["tool", "scikit-build", "metadata", "version"], provider = stringAt(view, [...table, "provider"]);
  if (provider === void 0) return;
  if (provider !== "scikit_build_core.metadata.regex")
    return { kind: "computed", tool: `scikit-build-core (${provider})` };
  let input = stringAt(view, [...table, "input"]), result = stringAt(view, [...table, "result"]) ?? "{value}";
  if (input === void 0) return;
  let regex = stringAt(view, [...table, "regex"]) ?? SCIKIT_BUILD_DEFAULT_REGEX, path = input.replace(/^\.\//, "");
  if (result !== "{value}") {
    let parts = [...result.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]);
    return parts.length === 0 || parts.some((name) => !regex.includes(`(?P<${name}>`)) ? void 0 : { kind: "file", path, tool: "scikit-build-core", pattern: regex, result };
  }
  let pattern = regex.replaceAll("(?P<value>", "(?P<version>").replaceAll("(?P=value)", "(?P=version)");
  return { kind: "file", path, tool: "scikit-build-core", pattern };
}
var NeedsPositions = class extends Error {
};
function isTable(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
function dataView(data, text) {
  let at = (path) => {
    let value = data;
    for (let part of path) {
      if (typeof value != "object" || value === null) return;
      value = value[part];
    }
    return value;
  };
  return {
    value: at,
    // A table, or an array of tables (`[[tool.x]]` defines tool.x as the positional reader sees it).
    hasTable(path) {
      let value = at(path);
      return isTable(value) || Array.isArray(value) && value.some(isTable);
    },
    version(path) {
      let value = at(path);
      if (value === void 0) return;
      if (typeof value != "string") throw new NeedsPositions();
      let line = versionLine(text, path, value);
      if (line === void 0) throw new NeedsPositions();
      return { version: value, line };
    }
  };
}
function versionLine(text, path, value) {
  let lines = text.split(`
`), table = "", found;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i], header = /^\s*\[\s*([A-Za-z0-9_-]+(?:\s*\.\s*[A-Za-z0-9_-]+)*)\s*\]\s*(?:#.*)?\r?$/.exec(line);
    if (header !== null) {
      table = header[1].replace(/\s+/g, "");
      continue;
    }
    if (/^\s*\[/.test(line)) {
      table = "\0";
      continue;
    }
    let key = /^\s*([A-Za-z0-9_-]+(?:\s*\.\s*[A-Za-z0-9_-]+)*)\s*=\s*(["'])(.*?)\2\s*(?:#.*)?\r?$/.exec(
      line
    );
    if (!(key === null || key[3] !== value || [
      ...table === "" ? [] : table.split("."),
      ...key[1].replace(/\s+/g, "").split(".")
    ].join("\0") !== path.join("\0"))) {
      if (found !== void 0) return;
      found = i + 1;
    }
  }
  return found;
}

export {
  PROJECT_VERSION,
  POETRY_VERSION,
  readPyprojectInfo,
  versionOf,
  NeedsPositions,
  dataView
};
