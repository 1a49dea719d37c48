import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { RawCommit } from "../core/commit.ts";
import { GitError } from "../core/errors.ts";
import { readCommits } from "./log.ts";
import type { Repository } from "./repository.ts";
import { runGit } from "./run.ts";
import { readTags, type TagList } from "./tags.ts";

export interface History<T extends { commit: RawCommit } = { commit: RawCommit }> {
  tags: TagList;
  /** The base tag chosen by `chooseBase` from the merged tags, if any. */
  baseTag: string | undefined;
  /** Commits after the base tag (all history without one), newest first, as `map` made them. */
  commits: T[];
  /** How the clone was deepened to reach the base, for the report ("" when it was not). */
  deepened: string;
}

/** Picks the base tag name from the tags merged into HEAD (pure; supplied by the caller). */
export type ChooseBase = (mergedTags: readonly string[]) => string | undefined;

const DEEPEN_STEPS = [100, 400, 1600, 6400];

/**
 * Reads the tags and the commits since the base tag. In a shallow clone the history is deepened
 * from the remote until the range is whole (no commit of it lost its parents to the cut), so a
 * version is never computed from a cut history.
 */
export async function readHistory<T extends { commit: RawCommit }>(
  repo: Repository,
  chooseBase: ChooseBase,
  map: (commit: RawCommit) => T,
  env?: NodeJS.ProcessEnv,
): Promise<History<T>> {
  let shallow = repo.shallow;
  let deepened = "";
  for (let step = 0; ; step++) {
    const tags = await readTags(repo.root, env);
    const baseTag = chooseBase(tags.merged);
    const since = baseTag === undefined ? undefined : `refs/tags/${baseTag}`;
    const commits = await readCommits(repo.root, since, map, env);
    if (!shallow) return { tags, baseTag, commits, deepened };

    const cut = await readShallowCommits(repo.gitDir);
    if (!commits.some((c) => cut.has(c.commit.hash))) return { tags, baseTag, commits, deepened };

    const remote = await chooseRemote(repo.root, env);
    const depth = DEEPEN_STEPS[step];
    const args =
      depth === undefined
        ? ["fetch", "--quiet", "--tags", "--unshallow", remote]
        : ["fetch", "--quiet", "--tags", `--deepen=${depth}`, remote];
    await runGit(args, { cwd: repo.root, env }).catch((error: unknown) => {
      throw new GitError(
        `this is a shallow clone and deepening it from "${remote}" failed, so the commits since the last release cannot be read; fetch the whole history (actions/checkout: \`fetch-depth: 0\`, or \`git fetch --unshallow --tags\`)`,
        { cause: error, details: error instanceof GitError ? [error.message, ...error.details] : [] },
      );
    });
    deepened =
      depth === undefined
        ? "unshallowed"
        : `deepened by ${DEEPEN_STEPS.slice(0, step + 1).reduce((a, b) => a + b, 0)}`;
    if (depth === undefined) shallow = false;
    else shallow = (await readShallowCommits(repo.gitDir)).size > 0;
  }
}

async function readShallowCommits(gitDir: string): Promise<Set<string>> {
  try {
    const text = await readFile(join(gitDir, "shallow"), "utf8");
    return new Set(text.split("\n").filter((line) => line !== ""));
  } catch {
    return new Set();
  }
}

async function chooseRemote(root: string, env?: NodeJS.ProcessEnv): Promise<string> {
  const remotes = (await runGit(["remote"], { cwd: root, env })).stdout.split("\n").filter(Boolean);
  const remote = remotes.includes("origin") ? "origin" : remotes[0];
  if (remote === undefined) {
    throw new GitError(
      "this is a shallow clone with no remote to deepen it from, so the commits since the last release cannot be read; clone the whole history (actions/checkout: `fetch-depth: 0`)",
    );
  }
  return remote;
}
