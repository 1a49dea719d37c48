import { cp, readdir, rm, rmdir } from "node:fs/promises";
import { join } from "node:path";
import { runGit } from "../../git/run.ts";
import { sameTree } from "./release-commit.ts";

/** Where the work runs: the checkout itself, or a clean copy of the commit to tag. */
export interface ReleaseTree {
  /** The directory to run the hooks and the build in. */
  dir: string;
  /** Whether `dir` is a temporary clone of the commit (the checkout's files differ from it). */
  separate: boolean;
}

/**
 * Runs `work` on the files of `commit`, the commit the tag goes on: in the checkout when HEAD's
 * tree is the commit's (nothing after it changed a file), else in a temporary clone detached at
 * the commit, so what is built is what is tagged and not the later commits' code, and what a clean
 * checkout of it builds. The tree is inside the git directory (one per process; those of runs that
 * are gone are removed first) and is removed afterwards; `bringBack` (e.g. "dist") is then copied
 * into the checkout in place of what was there, for the steps that read it from there (assets,
 * upload).
 */
export async function withReleaseTree<T>(
  root: string,
  gitDir: string,
  commit: string,
  env: NodeJS.ProcessEnv,
  work: (tree: ReleaseTree) => Promise<T>,
  bringBack: readonly string[] = [],
): Promise<T> {
  if (await sameTree(root, "HEAD", commit, env)) return await work({ dir: root, separate: false });
  const parent = join(gitDir, "releaser");
  const dir = join(parent, `release-tree-${process.pid}`);
  await removeStaleTrees(root, parent, env);
  // A clone, not `git worktree add`: a worktree's `.git` is a file naming this machine's path,
  // which build backends that leave out only `.git` folders put in the sdist (DESIGN 10). A clone
  // sharing this repository's objects costs little and has a `.git` folder, as a checkout has.
  await runGit(["clone", "--quiet", "--shared", "--no-checkout", root, dir], { cwd: root, env });
  await runGit(["checkout", "--quiet", "--detach", commit], { cwd: dir, env });
  try {
    const result = await work({ dir, separate: true });
    for (const path of bringBack) {
      await rm(join(root, path), { recursive: true, force: true });
      await cp(join(dir, path), join(root, path), { recursive: true }).catch(
        (error: NodeJS.ErrnoException) => {
          // Nothing made there (a build that wrote elsewhere): nothing to bring.
          if (error.code !== "ENOENT") throw error;
        },
      );
    }
    return result;
  } finally {
    await removeTree(root, dir, env);
    await rmdir(parent).catch(() => undefined); // only when empty
  }
}

/** Trees of runs that are gone (killed, interrupted): their process no longer exists. */
async function removeStaleTrees(root: string, parent: string, env: NodeJS.ProcessEnv): Promise<void> {
  const names = await readdir(parent).catch(() => [] as string[]);
  for (const name of names) {
    const match = /^release-tree-(\d+)$/.exec(name);
    if (match === null) continue;
    const pid = Number(match[1]);
    if (pid !== process.pid && isAlive(pid)) continue;
    await removeTree(root, join(parent, name), env);
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

/** Removes a tree; `worktree prune` forgets one an older releaser made with `git worktree add`. */
async function removeTree(root: string, dir: string, env: NodeJS.ProcessEnv): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await runGit(["worktree", "prune"], { cwd: root, env, allowedCodes: [128] });
}
