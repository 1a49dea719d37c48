import { spawn } from "node:child_process";
import { lineBuffer } from "./run-tool.ts";

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

const KEPT_LINES = 5;

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
  for (const command of commands) {
    const failure = await runHook(command, facts, options);
    if (failure !== undefined) return failure;
  }
  return undefined;
}

function runHook(
  command: string,
  facts: HookFacts,
  options: { cwd: string; env: NodeJS.ProcessEnv; stream: (text: string) => void },
): Promise<HookFailure | undefined> {
  return new Promise((resolve) => {
    const child = spawn("/bin/sh", ["-c", command], {
      cwd: options.cwd,
      env: {
        ...options.env,
        RELEASER_VERSION: facts.version,
        RELEASER_TAG: facts.tag,
        RELEASER_PREVIOUS_VERSION: facts.previousVersion,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let tail = "";
    const lines = lineBuffer(options.stream);
    const take = (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      lines.write(text);
      tail = (tail + text).slice(-4096);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("error", (error) =>
      resolve({ command, ended: `could not start: ${error.message}`, lastLines: [] }),
    );
    child.on("close", (code, signal) => {
      lines.flush();
      if (code === 0) return resolve(undefined);
      const lastLines = tail
        .split(/\r?\n/)
        .map((line) => line.trimEnd())
        .filter((line) => line !== "")
        .slice(-KEPT_LINES);
      resolve({ command, ended: signal ? `killed by ${signal}` : `exit code ${code}`, lastLines });
    });
  });
}
