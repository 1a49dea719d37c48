import { execFileSync } from "node:child_process";

/** The environment every git and releaser child of the harness gets: no user or system config. */
export const QUIET_GIT_ENV: Record<string, string> = {
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_TERMINAL_PROMPT: "0",
  GIT_AUTHOR_NAME: "Replay",
  GIT_AUTHOR_EMAIL: "replay@example.com",
  GIT_COMMITTER_NAME: "Replay",
  GIT_COMMITTER_EMAIL: "replay@example.com",
};

/** git in `dir` (a work tree or a bare repository); its stdout, or a thrown error with its stderr. */
export function git(dir: string, args: readonly string[], input?: string): string {
  return execFileSync("git", ["-C", dir, ...args], {
    encoding: "utf8",
    env: { ...process.env, ...QUIET_GIT_ENV },
    maxBuffer: 512 * 1024 * 1024,
    stdio: ["pipe", "pipe", "pipe"],
    input,
  });
}

/** git's answer to a yes/no question (`merge-base --is-ancestor`): exit 0 is yes, 1 is no. */
export function gitYes(dir: string, args: readonly string[]): boolean {
  try {
    git(dir, args);
    return true;
  } catch (error) {
    if ((error as { status?: number }).status === 1) return false;
    throw error;
  }
}
