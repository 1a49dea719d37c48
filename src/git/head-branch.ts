import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gitDirsOf } from "./git-dir.ts";
import type { Repository } from "./repository.ts";
import { runGit } from "./run.ts";
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
  return onBranch(repo, env, await readFile(join(repo.gitDir, "HEAD"), "utf8").catch(() => undefined));
}

/** The same, from the work tree's top level alone (its git directory found by gitDirsOf). */
export async function readHeadBranchAt(root: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const dirs = await gitDirsOf(root, env);
  const text =
    dirs === undefined ? undefined : await readFile(join(dirs.own, "HEAD"), "utf8").catch(() => undefined);
  return onBranch({ root, head: undefined }, env, text);
}

async function onBranch(
  repo: { root: string; head: string | undefined },
  env: NodeJS.ProcessEnv,
  text: string | undefined,
): Promise<string | undefined> {
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
  if (!branch || !commit) return undefined;
  const head = repo.head ?? (await readHeadCommit(repo.root, env));
  return commit === head ? branch : undefined;
}

async function readHeadCommit(root: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const head = await runGit(["rev-parse", "--verify", "--quiet", "HEAD"], {
    cwd: root,
    env,
    allowedCodes: [1],
  });
  return head.stdout.trim() || undefined;
}
