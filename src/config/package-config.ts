import { join } from "node:path";
import { ConfigError } from "../core/errors.ts";
import { readRepoText } from "../fs/read-repo-file.ts";
import { findChangelogFile } from "../project/find-changelog.ts";
import type { LoadedConfig } from "./load.ts";
import { checkConfigPaths } from "./paths.ts";
import { resolveConfig } from "./resolve.ts";
import type { ConfigLayer } from "./sources.ts";
import { parseToml } from "./toml.ts";
import { checkConfigValues, isConfigured } from "./values.ts";

/**
 * Settings of the whole repository, never of one package: the release branch and pull request,
 * the code host, the release commit, how commits are read and checked (one history for all), and
 * the list of packages itself.
 */
const REPOSITORY_KEYS = [
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
  "strict_style",
] as const;

/** The default tag of a package of several (DESIGN 8): its normalised name, then `-v` and the version. */
export const PACKAGE_TAG_FORMAT = "{name}-v{version}";

/**
 * One package's configuration in a repository of several (DESIGN 8): the root's layers, then the
 * package's own `[tool.releaser]` table over them. Paths in it (version_files, changelog_file)
 * are relative to the package's folder, and stay inside it; without a changelog_file the
 * package's own changelog is looked for in its folder.
 */
export async function loadPackageConfig(
  repoRoot: string,
  folder: string,
  rootLayers: readonly ConfigLayer[],
): Promise<LoadedConfig> {
  const packageRoot = join(repoRoot, folder);
  // The root listed as a package ("."): its own table is the root configuration's already.
  const root = folder === ".";
  const file = root ? "pyproject.toml" : `${folder}/pyproject.toml`;
  const text = (await readRepoText(repoRoot, file, ConfigError))?.text;
  if (text === undefined)
    throw new ConfigError(`${file}: not found; each package's folder needs its pyproject.toml`);
  const data = parseToml(text, file);
  const own = root ? undefined : tableAt(data, file);
  for (const key of REPOSITORY_KEYS) {
    if (own !== undefined && key in own) {
      throw new ConfigError(
        `${file}: "tool.releaser.${key}" is a setting of the whole repository, not of one package; set it in the root configuration`,
      );
    }
  }
  const layers: ConfigLayer[] = [...rootLayers];
  if (own !== undefined) layers.push({ file, prefix: "tool.releaser", values: own });
  const config = resolveConfig(layers);
  if (!isConfigured(layers, ["tag_format"])) config.tag_format = PACKAGE_TAG_FORMAT;
  checkConfigValues(config, layers);
  const changelog =
    own !== undefined && "changelog_file" in own
      ? undefined
      : await findChangelogFile(packageRoot, { pyproject: data });
  if (changelog !== undefined) config.changelog_file = changelog.path;
  await checkConfigPaths(packageRoot, config, layers);
  return { config, files: layers.map((l) => l.file), pyproject: { text, data }, layers, changelog };
}

function tableAt(data: Record<string, unknown>, file: string): Record<string, unknown> | undefined {
  const tool = data.tool;
  if (typeof tool !== "object" || tool === null) return undefined;
  const table = (tool as Record<string, unknown>).releaser;
  if (table === undefined) return undefined;
  if (typeof table !== "object" || table === null || Array.isArray(table)) {
    throw new ConfigError(`${file}: "tool.releaser" must be a table ([tool.releaser])`);
  }
  return table as Record<string, unknown>;
}
