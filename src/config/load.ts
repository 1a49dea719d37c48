import { readFile, stat } from "node:fs/promises";
import { basename, isAbsolute, relative, resolve } from "node:path";
import { ConfigError } from "../core/errors.ts";
import { decodeUtf8, readRepoText } from "../fs/read-repo-file.ts";
import { type ChangelogDiscovery, findChangelogFile } from "../project/find-changelog.ts";
import { checkConfigPaths } from "./paths.ts";
import { resolveConfig } from "./resolve.ts";
import type { Config } from "./schema.ts";
import { CONFIG_SOURCES, type ConfigLayer, type ConfigSource } from "./sources.ts";
import { parseToml } from "./toml.ts";
import { checkConfigValues, isConfigured } from "./values.ts";

export interface LoadedConfig {
  config: Config;
  /** The files that contributed, lowest precedence first (empty: defaults only). */
  files: string[];
  /** pyproject.toml as read while loading (its text and parsed data), for the version readers. */
  pyproject: { text: string; data: Record<string, unknown> } | undefined;
  /** The layers as read, to tell a configured value from a default (isConfigured). */
  layers: ConfigLayer[];
  /** How `changelog_file` was found when it is not configured (undefined: configured, or not looked for). */
  changelog: ChangelogDiscovery | undefined;
}

export interface LoadConfigOptions {
  /** `--config <file>`: use this file alone (over the defaults) instead of the lookup. */
  configFile?: string | undefined;
  /** Where a relative `configFile` is resolved from (the process's cwd). */
  cwd?: string;
  /**
   * Look for the project's changelog when `changelog_file` is not configured (default true);
   * check-pr and check-commit never touch it, so a commit-msg hook lists no folder for it.
   */
  findChangelog?: boolean;
}

/** Loads and validates configuration from the repository root (spec 2.8, DESIGN 3). */
export async function loadConfig(root: string, options: LoadConfigOptions = {}): Promise<LoadedConfig> {
  const pyprojectText = (await readRepoText(root, "pyproject.toml", ConfigError))?.text;
  const pyproject =
    pyprojectText === undefined
      ? undefined
      : { text: pyprojectText, data: parseToml(pyprojectText, "pyproject.toml") };

  const layers: ConfigLayer[] = [];
  if (options.configFile !== undefined) {
    const path = isAbsolute(options.configFile)
      ? options.configFile
      : resolve(options.cwd ?? root, options.configFile);
    const shown = displayPath(root, path);
    const text = await readOptional(path, shown);
    if (text === undefined) {
      throw new ConfigError(`${shown}: config file not found (given by --config); check the path`);
    }
    const source: ConfigSource =
      basename(path) === "pyproject.toml" ? { file: shown, table: ["tool", "releaser"] } : { file: shown };
    const layer = toLayer(source, parseToml(text, shown));
    if (layer) layers.push(layer);
  } else {
    for (const source of CONFIG_SOURCES) {
      if (source.file === "pyproject.toml") {
        const layer = pyproject && toLayer(source, pyproject.data);
        if (layer) layers.push(layer);
        continue;
      }
      const text = (await readRepoText(root, source.file, ConfigError))?.text;
      if (text === undefined) continue;
      const layer = toLayer(source, parseToml(text, source.file));
      if (layer) layers.push(layer);
    }
  }
  const config = resolveConfig(layers);
  checkConfigValues(config, layers);
  // Not configured: the changelog the project has (DESIGN 4), CHANGELOG.md when it has none.
  let changelog: ChangelogDiscovery | undefined;
  if (options.findChangelog !== false && !isConfigured(layers, ["changelog_file"])) {
    changelog = await findChangelogFile(root, { pyproject: pyproject?.data });
    config.changelog_file = changelog.path;
  }
  await checkConfigPaths(root, config, layers);
  return { config, files: layers.map((l) => l.file), pyproject, layers, changelog };
}

/**
 * Validates configuration values as if a file held them (schema, values, paths), without reading
 * any file: `init` vets what it would write before writing it. Throws the ConfigError the loader
 * would (naming `file` and the key).
 */
export async function validateConfigValues(
  root: string,
  values: Record<string, unknown>,
  file = "pyproject.toml",
): Promise<Config> {
  const layers: ConfigLayer[] = [{ file, prefix: "tool.releaser", values }];
  const config = resolveConfig(layers);
  checkConfigValues(config, layers);
  await checkConfigPaths(root, config, layers);
  return config;
}

function toLayer(source: ConfigSource, data: Record<string, unknown>): ConfigLayer | undefined {
  if (!source.table) return { file: source.file, prefix: "", values: data };
  let values: unknown = data;
  for (const key of source.table) {
    if (typeof values !== "object" || values === null) return undefined;
    values = (values as Record<string, unknown>)[key];
  }
  if (values === undefined) return undefined;
  const prefix = source.table.join(".");
  if (typeof values !== "object" || values === null || Array.isArray(values)) {
    throw new ConfigError(
      `${source.file}: "${prefix}" must be a table ([${prefix}]), not a ${typeof values}`,
    );
  }
  return { file: source.file, prefix, values: values as Record<string, unknown> };
}

/** The `--config` file: the user's own choice of path, so it may lie outside the repository. */
async function readOptional(path: string, shown: string): Promise<string | undefined> {
  try {
    const stats = await stat(path);
    if (!stats.isFile() && !stats.isDirectory()) {
      throw new ConfigError(`${shown}: not a regular file; expected a TOML file`);
    }
    return decodeUtf8(await readFile(path), shown, ConfigError);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return undefined;
    if (code === "EISDIR") throw new ConfigError(`${shown}: is a directory, expected a TOML file`);
    throw new ConfigError(`${shown}: cannot be read (${code ?? String(error)})`, { cause: error });
  }
}

function displayPath(root: string, path: string): string {
  const rel = relative(root, path);
  return rel.startsWith("..") ? path : rel;
}
