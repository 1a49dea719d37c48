import { compileCustomParser } from "../core/custom-parser.ts";
import { ConfigError } from "../core/errors.ts";
import { compileTagFormat } from "../core/tag-format.ts";
import type { Config } from "./schema.ts";
import type { ConfigLayer } from "./sources.ts";

/**
 * Checks what the schema's types cannot: patterns that compile, a tag format with one
 * `{version}`, `version_files` entries of the `path:NAME` form. Errors name the file that set it.
 */
export function checkConfigValues(config: Config, layers: readonly ConfigLayer[]): void {
  const fail = (path: string[], problem: string): never => {
    throw configValueError(layers, path, problem);
  };

  try {
    compileTagFormat(config.tag_format);
  } catch (error) {
    fail(["tag_format"], `${(error as Error).message} (e.g. "v{version}")`);
  }
  config.parsers.forEach((parser, index) => {
    try {
      compileCustomParser(parser.pattern);
    } catch (error) {
      fail(["parsers"], `entry ${index + 1}: ${(error as Error).message}`);
    }
  });
  for (const entry of config.version_files) {
    const colon = entry.lastIndexOf(":");
    if (colon <= 0 || colon === entry.length - 1) {
      fail(
        ["version_files"],
        `"${entry}" must be "path:VARIABLE" (e.g. "src/pkg/__init__.py:__version__") or "path.toml:dotted.key"`,
      );
    }
  }
  for (const key of ["release_branch", "commit_message", "changelog_file"] as const) {
    if (config[key].trim() === "") fail([key], "must not be empty");
  }
}

/** A ConfigError naming the file that set `path` (the highest layer that has it) and the key. */
export function configValueError(layers: readonly ConfigLayer[], path: readonly string[], problem: string) {
  const layer = [...layers].reverse().find((l) => hasPath(l.values, path));
  const file = layer?.file ?? "configuration";
  const key = [layer?.prefix ?? "", ...path].filter((p) => p !== "").join(".");
  return new ConfigError(`${file}: key "${key}": ${problem}`);
}

/** Whether any configuration file sets `path` (else the default is in force). */
export function isConfigured(layers: readonly ConfigLayer[], path: readonly string[]): boolean {
  return layers.some((l) => hasPath(l.values, path));
}

function hasPath(values: Record<string, unknown>, path: readonly string[]): boolean {
  let current: unknown = values;
  for (const key of path) {
    if (typeof current !== "object" || current === null || !(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}
