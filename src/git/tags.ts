import { runGit } from "./run.ts";

export interface TagList {
  /** Every tag name in the repository. */
  all: string[];
  /** The tags whose commit is an ancestor of (or is) HEAD. */
  merged: string[];
}

/** Reads the tag names, all of them and those merged into HEAD, in two parallel calls. */
export async function readTags(cwd: string, env?: NodeJS.ProcessEnv): Promise<TagList> {
  const list = (extra: string[]) =>
    runGit(["for-each-ref", "--format=%(refname:strip=2)", ...extra, "refs/tags"], { cwd, env }).then((r) =>
      r.stdout.split("\n").filter((line) => line !== ""),
    );
  const [all, merged] = await Promise.all([list([]), list(["--merged=HEAD"])]);
  return { all, merged };
}

/** The commit a tag points at (peeled), or undefined when the tag does not exist. */
export async function readTagCommit(
  cwd: string,
  tag: string,
  env?: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  const result = await runGit(["rev-parse", "-q", "--verify", `refs/tags/${tag}^{commit}`], {
    cwd,
    env,
    allowedCodes: [1],
  });
  return result.code === 0 ? result.stdout.trim() : undefined;
}
