import { readdir } from "node:fs/promises";
import { ConfigError } from "../../core/errors.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";
import { resolveRepoPath } from "../../fs/repo-path.ts";

/**
 * The project's GitHub workflows (`.github/workflows/*.yml|yaml`), in name order, with their text:
 * what init reads to find other release jobs, platform-wheel builds and the checks release-pr
 * cannot start. `skip`: the files init writes itself. A folder or file that cannot be read (or
 * leads outside the repository) is no workflow.
 */
export async function readWorkflowFiles(
  root: string,
  skip: ReadonlySet<string> = new Set(),
): Promise<Array<{ path: string; text: string }>> {
  const folder = await resolveRepoPath(root, ".github/workflows").catch(() => undefined);
  const names = folder === undefined ? [] : await readdir(folder.abs).catch(() => [] as string[]);
  const found: Array<{ path: string; text: string }> = [];
  for (const name of names.filter((n) => /\.ya?ml$/i.test(n)).sort()) {
    const path = `.github/workflows/${name}`;
    if (skip.has(path)) continue;
    const text = (await readRepoText(root, path, ConfigError).catch(() => undefined))?.text;
    if (text !== undefined) found.push({ path, text });
  }
  return found;
}
