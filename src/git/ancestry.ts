import { runGit } from "./run.ts";

/** Whether `ancestor` is reachable from `commit` (false, not an error, when it is unknown here). */
export async function isAncestor(
  cwd: string,
  ancestor: string,
  commit: string,
  env?: NodeJS.ProcessEnv,
): Promise<boolean> {
  const result = await runGit(["merge-base", "--is-ancestor", ancestor, commit], {
    cwd,
    env,
    allowedCodes: [1, 128],
  });
  return result.code === 0;
}

export type Position = "same" | "ahead" | "behind" | "diverged";

/**
 * Where HEAD stands against a remote branch's commit (read with ls-remote, so maybe not fetched):
 * no such branch counts as ahead; a commit unknown here cannot be in HEAD, so HEAD is behind.
 */
export async function comparePosition(
  cwd: string,
  head: string,
  remote: string | undefined,
  env?: NodeJS.ProcessEnv,
): Promise<Position> {
  if (remote === undefined) return "ahead";
  if (remote === head) return "same";
  if (await isAncestor(cwd, remote, head, env)) return "ahead";
  if (await isAncestor(cwd, head, remote, env)) return "behind";
  const known = await runGit(["cat-file", "-e", `${remote}^{commit}`], { cwd, env, allowedCodes: [1, 128] });
  return known.code === 0 ? "diverged" : "behind";
}

/** A commit hash as messages show it. */
export function shortCommit(commit: string): string {
  return commit.slice(0, 12);
}
