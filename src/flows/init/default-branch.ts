import { runGit } from "../../git/run.ts";
import { readCurrentBranch } from "../../git/worktree.ts";

/**
 * The branch releases are made from: origin's default branch (origin/HEAD, as a clone sets it),
 * else origin's or the repository's main or master, else the current branch, else main.
 */
export async function defaultBranch(
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<{ name: string; why: string }> {
  const remote = await runGit(["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"], {
    cwd: root,
    env,
    allowedCodes: [1, 128],
  });
  const fromOrigin = remote.code === 0 ? remote.stdout.trim().replace(/^origin\//, "") : "";
  if (fromOrigin !== "") return { name: fromOrigin, why: "origin's default branch" };
  for (const ref of [
    "refs/remotes/origin/main",
    "refs/remotes/origin/master",
    "refs/heads/main",
    "refs/heads/master",
  ]) {
    const found = await runGit(["rev-parse", "--verify", "--quiet", ref], {
      cwd: root,
      env,
      allowedCodes: [1, 128],
    });
    if (found.code === 0) {
      return {
        name: ref.split("/").at(-1) as string,
        why: `${ref.replace(/^refs\/(remotes\/|heads\/)/, "")} exists; origin names no default branch`,
      };
    }
  }
  const current = await readCurrentBranch(root, env);
  return current === undefined
    ? { name: "main", why: "no branch to go by: the default" }
    : { name: current, why: "the current branch; origin names no default branch" };
}
