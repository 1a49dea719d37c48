import { readRecordedDefaultBranch } from "../../git/default-branch.ts";
import { runGit } from "../../git/run.ts";
import { readCurrentBranch } from "../../git/worktree.ts";

/** Where init looks for the release branch when origin names none, in order of preference. */
const CANDIDATES = [
  "refs/remotes/origin/main",
  "refs/remotes/origin/master",
  "refs/heads/main",
  "refs/heads/master",
];

/**
 * The branch releases are made from: origin's default branch (origin/HEAD, as a clone sets it),
 * else origin's or the repository's main or master, else the current branch, else main. One
 * for-each-ref tells which of the candidates exist (origin/HEAD is read from its file).
 */
export async function defaultBranch(
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<{ name: string; why: string }> {
  const fromOrigin = await readRecordedDefaultBranch(root, "origin", env);
  if (fromOrigin !== undefined) return { name: fromOrigin, why: "origin's default branch" };
  const listed = await runGit(["for-each-ref", "--format=%(refname)", ...CANDIDATES], {
    cwd: root,
    env,
    allowedCodes: [128],
  });
  // A pattern matches the refs below it too (refs/heads/main/x): only the names themselves count.
  const existing = new Set(listed.code === 0 ? listed.stdout.split("\n") : []);
  const ref = CANDIDATES.find((c) => existing.has(c));
  if (ref !== undefined) {
    return {
      name: ref.split("/").at(-1) as string,
      why: `${ref.replace(/^refs\/(remotes\/|heads\/)/, "")} exists; origin names no default branch`,
    };
  }
  const current = await readCurrentBranch(root, env);
  return current === undefined
    ? { name: "main", why: "no branch to go by: the default" }
    : { name: current, why: "the current branch; origin names no default branch" };
}
