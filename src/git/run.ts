import { type ChildProcessByStdio, spawn } from "node:child_process";
import type { Readable, Writable } from "node:stream";
import { GitError } from "../core/errors.ts";
import { now } from "../runtime/clock.ts";
import { commandLine, took, traceCall, tracing } from "../runtime/trace.ts";

export interface GitOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Exit codes that are answers, not failures (e.g. 1 for `merge-base --is-ancestor`). */
  allowedCodes?: readonly number[];
  /** Text written to git's standard input (e.g. a tag message for `-F -`). */
  input?: string;
}

export interface GitResult {
  stdout: string;
  stderr: string;
  code: number;
}

/** Environment that keeps git's messages parseable and never lets it wait for a person. */
export function gitEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, LC_ALL: "C", GIT_TERMINAL_PROMPT: "0", GIT_OPTIONAL_LOCKS: "0" };
}

/** Runs `git <args>` (argv, never a shell) and returns its output; a failure throws GitError. */
export function runGit(args: readonly string[], options: GitOptions): Promise<GitResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn("git", args, {
      cwd: options.cwd,
      env: gitEnv(options.env),
      stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    }) as ChildProcessByStdio<Writable | null, Readable, Readable>;
    if (options.input !== undefined) {
      child.stdin?.on("error", () => undefined); // git may exit before reading it all
      child.stdin?.end(options.input);
    }
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error) => reject(spawnError(error, options.cwd)));
    const started = now();
    child.on("close", (code) => {
      if (tracing()) traceCall(`git ${commandLine(args)} -> exit ${code} (${took(started)})`);
      const result = {
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
        code: code ?? 1,
      };
      if (result.code === 0 || options.allowedCodes?.includes(result.code)) resolvePromise(result);
      else reject(gitFailure(args, result));
    });
  });
}

export function spawnError(error: NodeJS.ErrnoException, cwd: string): GitError {
  if (error.code === "ENOENT") {
    return new GitError("git was not found on PATH; install git (e.g. `apt-get install git`) and try again", {
      cause: error,
    });
  }
  return new GitError(`git could not be started in ${cwd}: ${error.message}`, { cause: error });
}

/** A GitError whose message carries git's own first error line, for context. */
export function gitFailure(args: readonly string[], result: GitResult): GitError {
  const reason = firstErrorLine(result.stderr) ?? `exit code ${result.code}`;
  return new GitError(`\`git ${args[0] ?? ""}\` failed: ${reason}`, {
    details: [`command: git ${args.join(" ")}`, ...result.stderr.trim().split("\n").filter(Boolean)],
  });
}

function firstErrorLine(stderr: string): string | undefined {
  const lines = stderr.split("\n").map((l) => l.trim());
  const line = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines.find((l) => l !== "");
  return line?.replace(/^(fatal|error):\s*/, "");
}
