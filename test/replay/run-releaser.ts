import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { QUIET_GIT_ENV } from "./git.ts";

const ROOT = join(import.meta.dirname, "../..");
/** The built CLI the harness replays (`npm run replay` builds it first). */
export const CLI = process.env.RELEASER_REPLAY_CLI ?? join(ROOT, "dist/cli.js");

export interface CommandRun {
  args: string[];
  code: number;
  stdout: string;
  stderr: string;
  seconds: number;
}

/**
 * releaser as a maintainer in a terminal runs it: in the work clone, no token, no CI variables,
 * today's date the release commit's (SOURCE_DATE_EPOCH), Debian's Python tools (towncrier) on PATH.
 */
export function runReleaser(cwd: string, args: string[], moment: number, timeoutMs = 180_000): CommandRun {
  const env: NodeJS.ProcessEnv = {};
  for (const name of ["PATH", "HOME", "LANG", "TMPDIR"]) if (process.env[name]) env[name] = process.env[name];
  env.PATH = `/usr/bin:${env.PATH ?? "/bin"}`;
  Object.assign(env, QUIET_GIT_ENV, { NO_COLOR: "1", SOURCE_DATE_EPOCH: String(moment) });
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    env,
    encoding: "utf8",
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const timedOut = run.error !== undefined || run.signal !== null;
  return {
    args,
    code: run.status ?? 1,
    stdout: run.stdout ?? "",
    stderr: timedOut
      ? `${run.stderr ?? ""}\n(replay: stopped after ${timeoutMs / 1000} s)`
      : (run.stderr ?? ""),
    seconds,
  };
}
