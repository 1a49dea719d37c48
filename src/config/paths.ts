import { ConfigError } from "../core/errors.ts";
import { OutsideRepositoryError, resolveRepoPath } from "../fs/repo-path.ts";
import { versionFilePath } from "../project/version-target.ts";
import type { Config } from "./schema.ts";
import type { ConfigLayer } from "./sources.ts";
import { configValueError, isConfigured } from "./values.ts";

/**
 * Refuses, when the config is loaded, every configured path that leads outside the repository
 * (absolute, `..`, or through a symbolic link), naming the file and the key. Reading and writing
 * check again (readRepoText, writeEdits), so a path found by detection is guarded too.
 */
export async function checkConfigPaths(
  root: string,
  config: Config,
  layers: readonly ConfigLayer[],
): Promise<void> {
  const check = async (key: string[], path: string) => {
    try {
      await resolveRepoPath(root, path);
    } catch (error) {
      if (!(error instanceof OutsideRepositoryError)) throw error;
      if (!isConfigured(layers, key)) {
        // A default path that a link in the repository sends elsewhere: the repository's doing.
        throw new ConfigError(
          `${error.message}; releaser reads and writes files inside the repository only, nothing was changed`,
        );
      }
      throw configValueError(
        layers,
        key,
        `${error.message}; give a path inside the repository, relative to its root`,
      );
    }
  };
  for (const entry of config.version_files) await check(["version_files"], versionFilePath(entry));
  await check(["changelog_file"], config.changelog_file);
  for (const pattern of config.release.assets) {
    // A glob is matched inside the repository later; here only its fixed part can be checked.
    const fixed = pattern.split(/[*?[{]/)[0] ?? "";
    const escapes = /(^|[\\/])\.\.([\\/]|$)/.test(pattern);
    if (escapes || fixed.startsWith("/") || /^[A-Za-z]:[\\/]/.test(fixed) || fixed.startsWith("~")) {
      throw configValueError(
        layers,
        ["release", "assets"],
        `"${pattern}" points outside the repository; asset globs are relative to the repository root and must stay inside it`,
      );
    }
  }
}
