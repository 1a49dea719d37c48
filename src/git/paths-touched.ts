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
  /** Folders inside `folder` that are not its (other packages': the root's folder holds them all). */
  excluded: readonly string[] = [],
): Promise<Set<string>> {
  const range = base === undefined ? ["HEAD"] : [`${base}..HEAD`];
  const paths = [
    folder === "." ? ":(top)" : `:(top,literal)${folder}`,
    ...excluded.map((path) => `:(top,literal,exclude)${path}`),
  ];
  const { stdout } = await runGit(["rev-list", ...range, "--", ...paths], { cwd: root, env });
  return new Set(stdout.split("\n").filter((line) => line !== ""));
}
