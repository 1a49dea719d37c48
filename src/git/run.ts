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
  /** Stop git after this many milliseconds (a remote that never answers): a GitError says so. */
  timeoutMs?: number;
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
      // With a time limit git leads a process group of its own, so stopping it stops the helpers
      // it started too (git-remote-https, ssh), not git alone.
      detached: options.timeoutMs !== undefined && process.platform !== "win32",
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
    let timedOut = false;
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            // Said at once: a helper git started (git-remote-https, ssh) may hold the pipes open
            // until its own network wait ends, and `close` waits for that.
            timedOut = true;
            stopGroup(child);
            child.stdout.destroy();
            child.stderr.destroy();
            const seconds = (options.timeoutMs ?? 0) / 1000;
            reject(
              new GitError(
                `\`git ${subcommand(args)}\` had no answer in ${seconds} s and was stopped; check the network and the remote's URL (\`git remote -v\`)`,
              ),
            );
          }, options.timeoutMs);
    child.on("close", (code) => {
      if (timer !== undefined) clearTimeout(timer);
      if (timedOut) return;
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

/** Stops a git started with a time limit, and every process it started. */
function stopGroup(child: { pid?: number | undefined; kill: (signal: NodeJS.Signals) => boolean }): void {
  try {
    if (child.pid !== undefined && process.platform !== "win32") process.kill(-child.pid, "SIGTERM");
    else child.kill("SIGTERM");
  } catch {
    child.kill("SIGTERM"); // the group is gone already: git alone, if it is still there
  }
}

/** The git command a list of arguments runs (`ls-remote` of `-c k=v ls-remote origin`). */
function subcommand(args: readonly string[]): string {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg === "-c" || arg === "-C") i++;
    else if (!arg.startsWith("-")) return arg;
  }
  return "";
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
