import { lstat } from "node:fs/promises";
import { join } from "node:path";
import { GitError } from "../core/errors.ts";
import { runGit } from "./run.ts";

export interface StatusEntry {
  /** Two-letter porcelain code, e.g. " M", "A ", "??". */
  code: string;
  path: string;
}

/** `git status --porcelain`: tracked changes, and untracked files when asked. */
export async function readStatus(
  cwd: string,
  untracked: boolean,
  env?: NodeJS.ProcessEnv,
): Promise<StatusEntry[]> {
  const { stdout } = await runGit(
    ["status", "--porcelain=v1", "-z", `--untracked-files=${untracked ? "all" : "no"}`],
    { cwd, env },
  );
  const entries: StatusEntry[] = [];
  const fields = stdout.split("\0");
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] ?? "";
    if (field.length < 4) continue;
    const code = field.slice(0, 2);
    entries.push({ code, path: field.slice(3) });
    if (code.startsWith("R") || code.startsWith("C")) i++; // the rename's source path follows
  }
  return entries;
}

/** Stages exactly these paths and commits only them; returns the new commit's hash. */
export async function commitPaths(
  cwd: string,
  paths: readonly string[],
  message: string,
  env?: NodeJS.ProcessEnv,
  /** Called between staging and committing (a fault point for the interruption tests). */
  afterStage?: () => void,
): Promise<string> {
  await runGit(["add", "--", ...paths], { cwd, env });
  afterStage?.();
  await runGit(["commit", "--quiet", "-m", message, "--", ...paths], { cwd, env });
  return (await runGit(["rev-parse", "HEAD"], { cwd, env })).stdout.trim();
}

/**
 * The release commit alone, when every file already carries the release (committed by hand):
 * empty, whatever else is staged (`--only` with no paths leaves the index out).
 */
export async function commitEmpty(root: string, message: string, env?: NodeJS.ProcessEnv): Promise<string> {
  await runGit(["commit", "--quiet", "--allow-empty", "--only", "-m", message], { cwd: root, env });
  return (await runGit(["rev-parse", "HEAD"], { cwd: root, env })).stdout.trim();
}

/** Puts the index entries of these paths back to HEAD's (after a failed commit). */
export async function unstagePaths(
  cwd: string,
  paths: readonly string[],
  env?: NodeJS.ProcessEnv,
): Promise<void> {
  await runGit(["reset", "--quiet", "--", ...paths], { cwd, env, allowedCodes: [1] });
}

/** Git operations that leave the work tree mid-way; a release commit must not land inside one. */
const IN_PROGRESS: ReadonlyArray<readonly [file: string, what: string, finish: string]> = [
  ["rebase-merge", "a rebase", "git rebase --continue or git rebase --abort"],
  ["rebase-apply", "a rebase or git am", "git rebase --continue (git am --continue) or --abort"],
  ["MERGE_HEAD", "a merge", "git commit to conclude it, or git merge --abort"],
  ["CHERRY_PICK_HEAD", "a cherry-pick", "git cherry-pick --continue or git cherry-pick --abort"],
  ["REVERT_HEAD", "a revert", "git revert --continue or git revert --abort"],
  [
    "index.lock",
    "another git command (index.lock exists)",
    "wait for it; if no git process is running, delete .git/index.lock",
  ],
];

/**
 * The operation in progress in the work tree (rebase, merge, cherry-pick, revert, a held index
 * lock), described for an error message; undefined when there is none.
 */
export async function describeOperationInProgress(gitDir: string): Promise<string | undefined> {
  for (const [file, what, finish] of IN_PROGRESS) {
    if (
      await lstat(join(gitDir, file)).then(
        () => true,
        () => false,
      )
    ) {
      return `${what} is in progress in this repository; finish it first (${finish})`;
    }
  }
  return undefined;
}

/**
 * Fails with a clear message when git has no identity to make a commit with (user.name and
 * user.email unset and no GIT_AUTHOR_*), before any file is written.
 */
export async function checkCommitIdentity(cwd: string, env?: NodeJS.ProcessEnv): Promise<void> {
  for (const variable of ["GIT_AUTHOR_IDENT", "GIT_COMMITTER_IDENT"]) {
    const result = await runGit(["var", variable], { cwd, env, allowedCodes: [128] });
    if (result.code !== 0) {
      throw new GitError(
        `git has no ${variable === "GIT_AUTHOR_IDENT" ? "author" : "committer"} identity to make the release commit with; set one with \`git config user.name "Your Name"\` and \`git config user.email you@example.com\` (in CI, e.g. the github-actions[bot] identity), nothing was changed`,
      );
    }
  }
}

/** The branch HEAD is on, or undefined when HEAD is detached. */
export async function readCurrentBranch(cwd: string, env?: NodeJS.ProcessEnv): Promise<string | undefined> {
  const result = await runGit(["symbolic-ref", "--quiet", "--short", "HEAD"], {
    cwd,
    env,
    allowedCodes: [1],
  });
  return result.code === 0 ? result.stdout.trim() : undefined;
}
