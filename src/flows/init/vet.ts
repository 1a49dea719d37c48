import { type LoadedConfig, validateConfigValues } from "../../config/load.ts";
import type { Config, VersionFileEntry } from "../../config/schema.ts";
import { type Project, readProject } from "../../project/read-project.ts";
import { describeVersionFileEntry, versionFilePath } from "../../project/version-target.ts";
import type { Migration } from "./migrate.ts";

/**
 * What `init` takes over is checked before anything is written (issue 12): each value alone
 * through the configuration's own checks (schema, values, paths inside the repository), and each
 * version file by reading it as `update` would. A value releaser would refuse is not written: it
 * joins the "not taken over" list with the reason, so `check` never meets a configuration `init`
 * wrote and the loader refuses.
 */
export async function vetMigration(root: string, loaded: LoadedConfig, migration: Migration): Promise<void> {
  const refuse = async (label: string, values: Record<string, unknown>): Promise<string | undefined> => {
    try {
      await validateConfigValues(root, values);
      return undefined;
    } catch (error) {
      return `${label} (${reason(error)})`;
    }
  };
  const single: [keyof Migration, string, (value: never) => Record<string, unknown>][] = [
    ["tagFormat", "tag_format", (value) => ({ tag_format: value })],
    ["releaseBranch", "release_branch", (value) => ({ release_branch: value })],
    ["changelogFile", "changelog_file", (value) => ({ changelog_file: value })],
    ["commitMessage", "commit_message", (value) => ({ commit_message: value })],
    ["majorOnZero", "major_on_zero", (value) => ({ major_on_zero: value })],
    ["buildCommand", "publish.build_command", (value) => ({ publish: { build_command: value } })],
    ["draft", "release.draft", (value) => ({ release: { draft: value } })],
    ["prerelease", "release.prerelease", (value) => ({ release: { prerelease: value } })],
  ];
  for (const [field, key, values] of single) {
    const value = migration[field];
    if (value === undefined) continue;
    const problem = await refuse(`${key} ${JSON.stringify(value)}`, values(value as never));
    if (problem === undefined) continue;
    delete migration[field];
    migration.left.push(problem);
  }
  if (migration.changelogSections !== undefined || migration.hiddenTypes !== undefined) {
    const changelog = { sections: migration.changelogSections ?? {}, hidden: migration.hiddenTypes ?? [] };
    const problem = await refuse("changelog sections", { changelog });
    if (problem !== undefined) {
      delete migration.changelogSections;
      delete migration.hiddenTypes;
      migration.left.push(problem);
    }
  }
  const kept: VersionFileEntry[] = [];
  for (const entry of migration.versionFiles) {
    const problem = await readable(root, loaded, entry);
    if (problem === undefined) kept.push(entry);
    else migration.left.push(problem);
  }
  migration.versionFiles = kept;
}

/** Whether the loader takes this entry and `update` could read the version from it; else why not. */
async function readable(
  root: string,
  loaded: LoadedConfig,
  entry: VersionFileEntry,
): Promise<string | undefined> {
  try {
    const { project } = await plannedProject(root, loaded, { version_files: [entry] });
    const path = versionFilePath(entry);
    const target = project.targets.find((t) => t.path === path);
    if (target !== undefined && project.current.get(target) === undefined) {
      return `version file ${shown(entry)} (no version there releaser can read)`;
    }
    return undefined;
  } catch (error) {
    return `version file ${shown(entry)} (${reason(error)})`;
  }
}

/** The configuration `init` will write, as the loader will read it, and the project it describes. */
export async function plannedProject(
  root: string,
  loaded: LoadedConfig,
  values: Record<string, unknown>,
): Promise<{ config: Config; project: Project }> {
  const config = await validateConfigValues(root, values);
  return { config, project: await readProject(root, { ...loaded, config }) };
}

/** An entry as the configuration writes it: a quoted path, or the `{ path, pattern }` table. */
function shown(entry: VersionFileEntry): string {
  return typeof entry === "string" ? JSON.stringify(entry) : describeVersionFileEntry(entry);
}

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // The loader's messages start with the file and key this check made up: keep what follows.
  return message.replace(/^pyproject\.toml: key "tool\.releaser\.[^"]*": /, "").replace(/\.$/, "");
}
