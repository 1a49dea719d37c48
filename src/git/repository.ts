import { stat } from "node:fs/promises";
import { GitError } from "../core/errors.ts";
import { repositoryFromFiles } from "./repository-files.ts";
import type { Repository } from "./repository-types.ts";
import { runGit } from "./run.ts";

export type { Repository } from "./repository-types.ts";

/** Finds the repository containing `cwd`; clear errors for "not a repository" and "no commits". */
export async function openRepository(cwd: string, env?: NodeJS.ProcessEnv): Promise<Repository> {
  const isDirectory = await stat(cwd).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDirectory) throw new GitError(`no such directory: ${cwd}; check the path given with -C`);
  // The plain layout is read from its files (no git process on every run); anything else is git's.
  const fromFiles = await repositoryFromFiles(cwd, env ?? process.env);
  if (fromFiles !== undefined) return fromFiles;
  const result = await runGit(
    [
      "rev-parse",
      "--show-toplevel",
      "--absolute-git-dir",
      "--is-shallow-repository",
      "--verify",
      "-q",
      "HEAD^{commit}",
    ],
    { cwd, env, allowedCodes: [1, 128] },
  ).catch((error: unknown) => {
    throw error instanceof GitError && /not a git repository|No such file/i.test(error.details.join("\n"))
      ? notARepository(cwd)
      : error;
  });
  if (result.code === 128 && /not a git repository/i.test(result.stderr)) throw notARepository(cwd);
  if (result.code === 128 && /must be run in a work tree/i.test(result.stderr)) {
    throw new GitError(
      `${cwd} is a bare git repository (no working tree, so no files to read or release); run releaser in a clone with a working tree (git clone ${cwd} <dir>)`,
    );
  }
  if (/safe\.directory|dubious ownership/.test(result.stderr)) {
    throw new GitError(
      `git refuses to read ${cwd}: the directory is owned by another user; run \`git config --global --add safe.directory ${cwd}\``,
    );
  }
  const [root, gitDir, shallow, head] = result.stdout.split("\n");
  if (!root || !gitDir) throw notARepository(cwd);
  if (result.code !== 0 || !head) throw await noCommitOnHead(root, env);
  return { root, gitDir, shallow: shallow === "true", head };
}

/**
 * HEAD has no commit: a repository without any, or HEAD on a branch that has none while others do
 * (an orphan branch, a HEAD edited to a branch that is gone), which is no empty repository.
 */
async function noCommitOnHead(root: string, env: NodeJS.ProcessEnv | undefined): Promise<GitError> {
  const answer = (args: string[]) =>
    runGit(args, { cwd: root, env, allowedCodes: [1, 128] }).then(
      (r) => (r.code === 0 ? r.stdout.split("\n").filter((line) => line !== "") : []),
      () => [],
    );
  const [branches, [current]] = await Promise.all([
    answer(["for-each-ref", "--count=3", "--format=%(refname:short)", "refs/heads"]),
    answer(["symbolic-ref", "-q", "--short", "HEAD"]),
  ]);
  const other = branches.find((branch) => branch !== current);
  if (current === undefined || other === undefined) {
    return new GitError(
      `the repository at ${root} has no commits yet; make a first commit, then run releaser again`,
    );
  }
  return new GitError(
    `HEAD is on branch ${current}, which has no commits yet (other branches do: ${branches.filter((b) => b !== current).join(", ")}); switch to the branch to release (git switch ${other}), or commit on ${current} first`,
  );
}

function notARepository(cwd: string): GitError {
  return new GitError(
    `not a git repository: ${cwd}; run releaser inside your project's git checkout, or point at it with -C <dir>`,
  );
}
