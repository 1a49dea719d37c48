#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  checkConfigPaths,
  checkConfigValues,
  decodeUtf8,
  findChangelogFile,
  isConfigured,
  parseToml,
  readRepoText,
  resolveConfig
} from "./chunk-JCLYMUD7.js";
import {
  ConfigError
} from "./chunk-DSG6HE4L.js";

// src/config/load.ts
import { readFile, stat } from "node:fs/promises";
import { basename, isAbsolute, relative, resolve } from "node:path";

// src/config/sources.ts
var CONFIG_SOURCES = [
  { file: "pyproject.toml", table: ["tool", "releaser"] },
  { file: "releaser.toml" },
  { file: ".releaser.toml" }
];

// src/config/load.ts
async function loadConfig(root, options = {}) {
  let pyprojectText = (await readRepoText(root, "pyproject.toml", ConfigError))?.text, pyproject = pyprojectText === void 0 ? void 0 : { text: pyprojectText, data: parseToml(pyprojectText, "pyproject.toml") }, layers = [];
  if (options.configFile !== void 0) {
    let path = isAbsolute(options.configFile) ? options.configFile : resolve(options.cwd ?? root, options.configFile), shown = displayPath(root, path), text = await readOptional(path, shown);
    if (text === void 0)
      throw new ConfigError(`${shown}: config file not found (given by --config); check the path`);
    let source = basename(path) === "pyproject.toml" ? { file: shown, table: ["tool", "releaser"] } : { file: shown }, layer = toLayer(source, parseToml(text, shown));
    layer && layers.push(layer);
  } else
    for (let source of CONFIG_SOURCES) {
      if (source.file === "pyproject.toml") {
        let layer2 = pyproject && toLayer(source, pyproject.data);
        layer2 && layers.push(layer2);
        continue;
      }
      let text = (await readRepoText(root, source.file, ConfigError))?.text;
      if (text === void 0) continue;
      let layer = toLayer(source, parseToml(text, source.file));
      layer && layers.push(layer);
    }
  let config = resolveConfig(layers);
  checkConfigValues(config, layers);
  let changelog;
  return options.findChangelog !== !1 && !isConfigured(layers, ["changelog_file"]) && (changelog = await findChangelogFile(root, { pyproject: pyproject?.data }), config.changelog_file = changelog.path), await checkConfigPaths(root, config, layers), { config, files: layers.map((l) => l.file), pyproject, layers, changelog };
}
async function validateConfigValues(root, values, file = "pyproject.toml") {
  let layers = [{ file, prefix: "tool.releaser", values }], config = resolveConfig(layers);
  return checkConfigValues(config, layers), await checkConfigPaths(root, config, layers), config;
}
function toLayer(source, data) {
  if (!source.table) return { file: source.file, prefix: "", values: data };
  let values = data;
  for (let key of source.table) {
    if (typeof values != "object" || values === null) return;
    values = values[key];
  }
  if (values === void 0) return;
  let prefix = source.table.join(".");
  if (typeof values != "object" || values === null || Array.isArray(values))
    throw new ConfigError(
      `${source.file}: "${prefix}" must be a table ([${prefix}]), not a ${typeof values}`
    );
  return { file: source.file, prefix, values };
}
async function readOptional(path, shown) {
  try {
    let stats = await stat(path);
    if (!stats.isFile() && !stats.isDirectory())
      throw new ConfigError(`${shown}: not a regular file; expected a TOML file`);
    return decodeUtf8(await readFile(path), shown, ConfigError);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    let code = error.code;
    if (code === "ENOENT") return;
    throw code === "EISDIR" ? new ConfigError(`${shown}: is a directory, expected a TOML file`) : new ConfigError(`${shown}: cannot be read (${code ?? String(error)})`, { cause: error });
  }
}
function displayPath(root, path) {
  let rel = relative(root, path);
  return rel.startsWith("..") ? path : rel;
}

export {
  loadConfig,
  validateConfigValues
};
