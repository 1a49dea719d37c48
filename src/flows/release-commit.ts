import { rm } from "node:fs/promises";
import { join } from "node:path";
import { ReleaseError } from "../core/errors.ts";
import { withActionsIdentity } from "../git/identity.ts";
import type { Repository } from "../git/repository.ts";
import { runGit } from "../git/run.ts";
import type { FlowContext } from "./context.ts";
import { updateFlow } from "./update.ts";

/** The release commit made for a release PR: on top of the release branch's head, not on a branch. */
export interface ReleaseCommit {
  commit: string;
  tree: string;
  message: string;
}

/**
 * Runs the `update` flow in a temporary worktree (inside the git directory) detached at HEAD, so
 * the release commit is made without touching the user's checkout, branch or index; the worktree
 * is removed afterwards. The commit stays in the object store until it is pushed.
 */
export async function buildReleaseCommit(context: FlowContext, repo: Repository): Promise<ReleaseCommit> {
  const dir = join(repo.gitDir, "releaser", "release-pr-worktree");
  const git = (args: string[]) => runGit(args, { cwd: repo.root, env: context.env });
  await removeWorktree(repo.root, dir, context.env);
  await git(["worktree", "add", "--quiet", "--detach", dir, repo.head]);
  try {
    const env = await withActionsIdentity(dir, context.env);
    const seen = new Set<string>();
    const { outcome } = await updateFlow(
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
      { commit: true, dryRun: false, allowDirty: false },
    );
    if (outcome.kind !== "written" || outcome.commit === undefined) {
      throw new ReleaseError(
        `the release commit could not be made on a clean copy of ${repo.head.slice(0, 7)} (${outcome.kind})`,
      );
    }
    const { stdout } = await runGit(["rev-parse", `${outcome.commit}^{tree}`], { cwd: dir, env });
    return { commit: outcome.commit, tree: stdout.trim(), message: outcome.message };
  } finally {
    await removeWorktree(repo.root, dir, context.env);
  }
}

async function removeWorktree(root: string, dir: string, env: NodeJS.ProcessEnv): Promise<void> {
  await runGit(["worktree", "remove", "--force", dir], { cwd: root, env, allowedCodes: [128] }).catch(
    () => undefined,
  );
  await rm(dir, { recursive: true, force: true });
  await runGit(["worktree", "prune"], { cwd: root, env }).catch(() => undefined);
}
