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
): Promise<string> {
  await runGit(["add", "--", ...paths], { cwd, env });
  await runGit(["commit", "--quiet", "-m", message, "--", ...paths], { cwd, env });
  return (await runGit(["rev-parse", "HEAD"], { cwd, env })).stdout.trim();
}

/** Puts the index entries of these paths back to HEAD's (after a failed commit). */
export async function unstagePaths(
  cwd: string,
  paths: readonly string[],
  env?: NodeJS.ProcessEnv,
): Promise<void> {
  await runGit(["reset", "--quiet", "--", ...paths], { cwd, env, allowedCodes: [1] });
}
