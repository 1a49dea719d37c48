import { runGit } from "./run.ts";

export interface TagList {
  /** Every tag name in the repository. */
  all: string[];
  /** The commit each tag points at (annotated tags peeled). */
  commits: Map<string, string>;
  /** When each tag was made (an annotated tag's date, else its commit's), in seconds since 1970. */
  dates?: Map<string, number>;
  /** The offset from UTC of the clock each was made on (git's `-0400`), in minutes east: -240. */
  offsets?: Map<string, number>;
}

/** Reads every tag and its commit in one call (no history walk: milliseconds on any repository). */
export async function readTags(cwd: string, env?: NodeJS.ProcessEnv): Promise<TagList> {
  const { stdout } = await runGit(
    [
      "for-each-ref",
      "--format=%(refname:strip=2)%00%(objectname)%00%(*objectname)%00%(creatordate:raw)",
      "refs/tags",
    ],
    { cwd, env },
  );
  const all: string[] = [];
  const commits = new Map<string, string>();
  const dates = new Map<string, number>();
  const offsets = new Map<string, number>();
  for (const line of stdout.split("\n")) {
    if (line === "") continue;
    const [name = "", object = "", peeled = "", date = ""] = line.split("\0");
    all.push(name);
    commits.set(name, peeled === "" ? object : peeled);
    // git's raw date, `1787022404 -0400`: the moment, and the offset of the clock it was made on.
    const raw = /^(\d+) ([+-])(\d\d)(\d\d)$/.exec(date);
    if (raw === null) continue;
    dates.set(name, Number(raw[1]));
    offsets.set(name, (raw[2] === "-" ? -1 : 1) * (Number(raw[3]) * 60 + Number(raw[4])));
  }
  return { all, commits, dates, offsets };
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

/** The commit a local tag points at (peeled), or undefined when there is no such tag. */
export async function readTagCommit(
  cwd: string,
  tag: string,
  env?: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  const result = await runGit(["rev-parse", "--verify", "-q", `refs/tags/${tag}^{commit}`], {
    cwd,
    env,
    allowedCodes: [1, 128],
  });
  return result.code === 0 ? result.stdout.trim() : undefined;
}

/**
 * Creates an annotated tag on `commit` whose message is `message`, kept verbatim (git's default
 * clean-up would drop the changelog's `## ` headings as comments). `sign` uses git's own `-s`
 * (user.signingkey, gpg.format). Fails if the tag exists: a tag is never moved.
 */
export async function createAnnotatedTag(
  cwd: string,
  tag: string,
  commit: string,
  message: string,
  options: { sign: boolean; env?: NodeJS.ProcessEnv },
): Promise<void> {
  await runGit(["tag", options.sign ? "-s" : "-a", "--cleanup=verbatim", "-F", "-", tag, commit], {
    cwd,
    env: options.env,
    input: message.endsWith("\n") ? message : `${message}\n`,
  });
}

/** Deletes a local tag (one this run made and could not push). */
export async function deleteTag(cwd: string, tag: string, env?: NodeJS.ProcessEnv): Promise<void> {
  await runGit(["tag", "-d", tag], { cwd, env, allowedCodes: [1] });
}
