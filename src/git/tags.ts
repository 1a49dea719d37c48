import { runGit } from "./run.ts";

export interface TagList {
  /** Every tag name in the repository. */
  all: string[];
  /** The commit each tag points at (annotated tags peeled). */
  commits: Map<string, string>;
}

/** Reads every tag and its commit in one call (no history walk: milliseconds on any repository). */
export async function readTags(cwd: string, env?: NodeJS.ProcessEnv): Promise<TagList> {
  const { stdout } = await runGit(
    ["for-each-ref", "--format=%(refname:strip=2)%00%(objectname)%00%(*objectname)", "refs/tags"],
    { cwd, env },
  );
  const all: string[] = [];
  const commits = new Map<string, string>();
  for (const line of stdout.split("\n")) {
    if (line === "") continue;
    const [name = "", object = "", peeled = ""] = line.split("\0");
    all.push(name);
    commits.set(name, peeled === "" ? object : peeled);
  }
  return { all, commits };
}

/**
 * The tags whose commit is an ancestor of (or is) HEAD. This walks the history (as long as
 * `git log` of it), so it is only the fallback when the newest tag is not an ancestor.
 */
export async function readMergedTags(cwd: string, env?: NodeJS.ProcessEnv): Promise<string[]> {
  const { stdout } = await runGit(
    ["for-each-ref", "--format=%(refname:strip=2)", "--merged=HEAD", "refs/tags"],
    {
      cwd,
      env,
    },
  );
  return stdout.split("\n").filter((line) => line !== "");
}
