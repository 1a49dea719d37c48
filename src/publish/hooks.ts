import { runTool } from "./run-tool.ts";

/** The environment a hook gets besides the caller's (DESIGN 3, hooks). */
export interface HookFacts {
  version: string;
  tag: string;
  previousVersion: string;
}

export interface HookFailure {
  command: string;
  /** The exit code, or the signal that ended it. */
  ended: string;
  /** The last lines it printed (stdout and stderr), for the error message. */
  lastLines: string[];
}

/**
 * Runs configured hook commands one by one through the shell (the one place a shell runs, by the
 * user's choice), in the repository, with RELEASER_VERSION, RELEASER_TAG and
 * RELEASER_PREVIOUS_VERSION set. Commit text is never put into the command: it reaches a hook only
 * through those variables. Output streams to `stream` as it comes. Stops at the first failure and
 * returns it (undefined: all succeeded).
 */
export async function runHooks(
  commands: readonly string[],
  facts: HookFacts,
  options: { cwd: string; env: NodeJS.ProcessEnv; stream: (text: string) => void },
): Promise<HookFailure | undefined> {
  const env = {
    ...options.env,
    RELEASER_VERSION: facts.version,
    RELEASER_TAG: facts.tag,
    RELEASER_PREVIOUS_VERSION: facts.previousVersion,
  };
  for (const command of commands) {
    const run = await runTool(["/bin/sh", "-c", command], { cwd: options.cwd, env, stream: options.stream });
    if (run.code === 0) continue;
    const ended = run.startError
      ? `could not start: ${run.startError.message}`
      : run.signal
        ? `killed by ${run.signal}`
        : `exit code ${run.code}`;
    return { command, ended, lastLines: run.lastLines.slice(-5) };
  }
  return undefined;
}
