import { runGit } from "./run.ts";

/**
 * The commits since `base` (all history when undefined) that touch a folder, as `git log --
 * <folder>` selects them (DESIGN 8): a commit counts for a package when its changes reach the
 * package's folder; a rename from one package to another touches both. The folder is taken
 * literally from the top of the repository (no glob magic in a folder's name).
 */
export async function commitsTouching(
  root: string,
  base: string | undefined,
  folder: string,
  env?: NodeJS.ProcessEnv,
): Promise<Set<string>> {
  const range = base === undefined ? ["HEAD"] : [`${base}..HEAD`];
  const { stdout } = await runGit(["rev-list", ...range, "--", `:(top,literal)${folder}`], {
    cwd: root,
    env,
  });
  return new Set(stdout.split("\n").filter((line) => line !== ""));
}
