import { readdir, rm, rmdir } from "node:fs/promises";
import { join } from "node:path";
import { ReleaseError } from "../../core/errors.ts";
import { withActionsIdentity } from "../../git/identity.ts";
import type { Repository } from "../../git/repository.ts";
import { runGit } from "../../git/run.ts";
import type { FlowContext } from "../shared/context.ts";
import { updateRepositoryFlow } from "../update/update-repository.ts";

/** The release commit made for a release PR: on top of the release branch's head, not on a branch. */
export interface ReleaseCommit {
  commit: string;
  tree: string;
  message: string;
}

/**
 * Runs the `update` flow (of the one project, or of each package of several) in a temporary
 * worktree (inside the git directory) detached at HEAD, so the release commit is made without
 * touching the user's checkout, branch or index; the worktree is removed afterwards. The commit
 * stays in the object store until it is pushed.
 */
export async function buildReleaseCommit(
  context: FlowContext,
  repo: Repository,
  /** Origin's tag names as release-pr read them: the update in the worktree plans with them too. */
  originTags: readonly string[],
): Promise<ReleaseCommit> {
  const parent = join(repo.gitDir, "releaser");
  // One directory per process: runs side by side in one clone do not meet; ones left by a killed
  // run are removed here.
  const dir = join(parent, `release-pr-worktree-${process.pid}`);
  const git = (args: string[]) => runGit(args, { cwd: repo.root, env: context.env });
  await removeStaleWorktrees(repo.root, parent, context.env);
  await git(["worktree", "add", "--quiet", "--detach", dir, repo.head]);
  try {
    const env = await withActionsIdentity(dir, context.env);
    const seen = new Set<string>();
    const update = await updateRepositoryFlow(
      {
        ...context,
        cwd: dir,
        env,
        // The same warnings were told while planning on the release branch: say each once.
        warn: (message) => {
          if (!seen.has(message)) seen.add(message);
        },
      },
      {},
      { commit: true, dryRun: false, allowDirty: false, remoteTags: async () => ({ names: originTags }) },
    );
    // One project's update, or the one commit of every package with a next version (DESIGN 8).
    const outcome = update.kind === "single" ? update.result.outcome : update.outcome;
    if (outcome.kind !== "written" || outcome.commit === undefined) {
      throw new ReleaseError(
        `the release commit could not be made on a clean copy of ${repo.head.slice(0, 7)} (${outcome.kind})`,
      );
    }
    const { stdout } = await runGit(["rev-parse", `${outcome.commit}^{tree}`], { cwd: dir, env });
    return { commit: outcome.commit, tree: stdout.trim(), message: outcome.message };
  } finally {
    await removeWorktree(repo.root, dir, context.env);
    await rmdir(parent).catch(() => undefined); // only when empty
  }
}

/** Worktrees of runs that are gone (killed, interrupted): their process no longer exists. */
async function removeStaleWorktrees(root: string, parent: string, env: NodeJS.ProcessEnv): Promise<void> {
  const names = await readdir(parent).catch(() => [] as string[]);
  for (const name of names) {
    const match = /^release-pr-worktree(?:-(\d+))?$/.exec(name);
    if (match === null) continue;
    const pid = Number(match[1] ?? 0);
    if (pid !== 0 && pid !== process.pid && isAlive(pid)) continue;
    await removeWorktree(root, join(parent, name), env);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function removeWorktree(root: string, dir: string, env: NodeJS.ProcessEnv): Promise<void> {
  await runGit(["worktree", "remove", "--force", dir], { cwd: root, env, allowedCodes: [128] }).catch(
    () => undefined,
  );
  await rm(dir, { recursive: true, force: true });
  await runGit(["worktree", "prune"], { cwd: root, env }).catch(() => undefined);
}
