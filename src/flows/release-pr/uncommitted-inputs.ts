import { GitError } from "../../core/errors.ts";
import { listSome } from "../../core/text.ts";
import { readStatus } from "../../git/worktree.ts";

/**
 * The plan reads the working tree but the release commit is made from HEAD: a tracked change, or
 * an untracked configuration or project file, would make them differ. Refused, before anything.
 */
export async function refuseUncommittedInputs(root: string, env: NodeJS.ProcessEnv): Promise<void> {
  const inputs = new Set(["pyproject.toml", "releaser.toml", ".releaser.toml"]);
  const dirty = (await readStatus(root, true, env))
    .filter((e) => e.code !== "??" || inputs.has(e.path))
    .map((e) => e.path);
  if (dirty.length === 0) return;
  throw new GitError(
    `the working tree has uncommitted changes (${listSome(dirty)}); release-pr makes the release commit from HEAD, so commit or stash them first`,
  );
}
