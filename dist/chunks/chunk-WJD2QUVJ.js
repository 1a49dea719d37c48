#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  checkConfigPaths,
  checkConfigValues,
  findChangelogFile,
  isConfigured,
  parseToml,
  readRepoText,
  resolveConfig
} from "./chunk-JCLYMUD7.js";
import {
  ConfigError
} from "./chunk-DSG6HE4L.js";

// src/config/package-config.ts
import { join } from "node:path";
var REPOSITORY_KEYS = [
  "packages",
  "shared_version",
  "release_branch",
  "commit_message",
  "host",
  "pr",
  "parsers",
  "allowed_types",
  "allowed_scopes",
  "require_scope",
  "strict_style"
], PACKAGE_TAG_FORMAT = "{name}-v{version}";
async function loadPackageConfig(repoRoot, folder, rootLayers) {
  let packageRoot = join(repoRoot, folder), root = folder === ".", file = root ? "pyproject.toml" : `${folder}/pyproject.toml`, text = (await readRepoText(repoRoot, file, ConfigError))?.text;
  if (text === void 0)
    throw new ConfigError(`${file}: not found; each package's folder needs its pyproject.toml`);
  let data = parseToml(text, file), own = root ? void 0 : tableAt(data, file);
  for (let key of REPOSITORY_KEYS)
    if (own !== void 0 && key in own)
      throw new ConfigError(
        `${file}: "tool.releaser.${key}" is a setting of the whole repository, not of one package; set it in the root configuration`
      );
  let layers = [...rootLayers];
  own !== void 0 && layers.push({ file, prefix: "tool.releaser", values: own });
  let config = resolveConfig(layers);
  isConfigured(layers, ["tag_format"]) || (config.tag_format = PACKAGE_TAG_FORMAT), checkConfigValues(config, layers);
  let changelog = own !== void 0 && "changelog_file" in own ? void 0 : await findChangelogFile(packageRoot, { pyproject: data });
  return changelog !== void 0 && (config.changelog_file = changelog.path), await checkConfigPaths(packageRoot, config, layers), { config, files: layers.map((l) => l.file), pyproject: { text, data }, layers, changelog };
}
function tableAt(data, file) {
  let tool = data.tool;
  if (typeof tool != "object" || tool === null) return;
  let table = tool.releaser;
  if (table !== void 0) {
    if (typeof table != "object" || table === null || Array.isArray(table))
      throw new ConfigError(`${file}: "tool.releaser" must be a table ([tool.releaser])`);
    return table;
  }
}

export {
  PACKAGE_TAG_FORMAT,
  loadPackageConfig
};
