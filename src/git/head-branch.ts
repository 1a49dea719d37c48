import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Repository } from "./repository.ts";
import { readCurrentBranch } from "./worktree.ts";

/**
 * The branch HEAD is on, read from the git directory's HEAD file (`ref: refs/heads/1.4.x`): no git
 * process for a fact `check` asks on every run. A HEAD file of another form (a reftable
 * repository's placeholder) is asked of git. GitLab CI checks out the pipeline's commit detached:
 * there HEAD at CI_COMMIT_SHA counts as on CI_COMMIT_BRANCH. Undefined: detached anywhere else.
 */
export async function readHeadBranchOf(
  repo: Pick<Repository, "root" | "gitDir" | "head">,
  env: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  const text = await readFile(join(repo.gitDir, "HEAD"), "utf8").catch(() => undefined);
  const ref = text === undefined ? undefined : /^ref: refs\/heads\/(.+)\n?$/.exec(text)?.[1];
  const current =
    ref !== undefined && ref !== ".invalid"
      ? ref
      : text !== undefined && /^[0-9a-f]{40,64}\n?$/.test(text)
        ? undefined
        : await readCurrentBranch(repo.root, env);
  if (current !== undefined || env.GITLAB_CI !== "true") return current;
  const branch = env.CI_COMMIT_BRANCH?.trim();
  const commit = env.CI_COMMIT_SHA?.trim();
  return branch && commit && commit === repo.head ? branch : undefined;
}
