import { type ChildProcessByStdio, spawn } from "node:child_process";
import type { Readable, Writable } from "node:stream";
import { ConfigError, GitError } from "../core/errors.ts";
import { now } from "../runtime/clock.ts";
import { commandLine, took, traceCall, tracing } from "../runtime/trace.ts";

export interface GitOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Exit codes that are answers, not failures (e.g. 1 for `merge-base --is-ancestor`). */
  allowedCodes?: readonly number[];
  /** Text written to git's standard input (e.g. a tag message for `-F -`). */
  input?: string;
  /**
   * Stop git after this many milliseconds (a remote that never answers): a GitError says so.
   * Every git has a limit anyway (`defaultLimitMs`, DESIGN 5: no child runs unbounded); this one
   * counts when it is shorter.
   */
  timeoutMs?: number;
}

/** The git commands that talk to a remote: they wait on the network, so they get its limits. */
const REMOTE_LIMIT_MS: Readonly<Record<string, number>> = {
  "ls-remote": 120_000,
  fetch: 300_000,
  push: 300_000,
  pull: 300_000,
};

/** Any other git command (local work, which a hook or a huge history may make long). */
const LOCAL_LIMIT_MS = 600_000;

/**
 * The time limit of a git command no caller limited: `RELEASER_GIT_TIMEOUT_MS` (in the command's
 * environment) for the ones that talk to a remote, else the defaults above.
 */
export function defaultLimitMs(args: readonly string[], env: NodeJS.ProcessEnv = process.env): number {
  const remote = REMOTE_LIMIT_MS[subcommand(args)];
  if (remote === undefined) return LOCAL_LIMIT_MS;
  const asked = env.RELEASER_GIT_TIMEOUT_MS;
  if (asked === undefined || asked === "") return remote;
  const value = Number(asked);
  if (!Number.isInteger(value) || value < 100 || value > 3_600_000) {
    throw new ConfigError(
      `RELEASER_GIT_TIMEOUT_MS = "${asked}" is not a whole number of milliseconds from 100 to 3600000; set it to one (e.g. 120000) or unset it`,
    );
  }
  return value;
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

/**
 * Runs `git <args>` (argv, never a shell) and returns its output; a failure throws GitError. Every
 * git has a time limit (`timeoutMs`, else `defaultLimitMs`) and ends with the command: it leads a
 * process group of its own (so stopping it stops the helpers it started, git-remote-https, ssh),
 * and the groups still running when releaser exits or is stopped by a signal are stopped too.
 */
export function runGit(args: readonly string[], options: GitOptions): Promise<GitResult> {
  return new Promise((resolvePromise, reject) => {
    // A caller's limit may only be shorter than the command's own (check waits 3 s for origin).
    const limitMs = Math.min(
      options.timeoutMs ?? Number.POSITIVE_INFINITY,
      defaultLimitMs(args, options.env),
    );
    const child = spawn("git", args, {
      cwd: options.cwd,
      env: gitEnv(options.env),
      stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
      detached: process.platform !== "win32",
    }) as ChildProcessByStdio<Writable | null, Readable, Readable>;
    running.add(child);
    watchExit();
    if (options.input !== undefined) {
      child.stdin?.on("error", () => undefined); // git may exit before reading it all
      child.stdin?.end(options.input);
    }
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error) => {
      running.delete(child);
      clearTimeout(timer);
      reject(spawnError(error, options.cwd));
    });
    const started = now();
    let timedOut = false;
    const timer = setTimeout(() => {
      // Said at once: a helper git started (git-remote-https, ssh) may hold the pipes open
      // until its own network wait ends, and `close` waits for that.
      timedOut = true;
      stopGroup(child);
      running.delete(child);
      child.stdout.destroy();
      child.stderr.destroy();
      reject(timeoutError(args, limitMs));
    }, limitMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      running.delete(child);
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

/** The one line for a git stopped at its limit: a remote's wait, or a local command's. */
function timeoutError(args: readonly string[], limitMs: number): GitError {
  const command = subcommand(args);
  const seconds = limitMs / 1000;
  return REMOTE_LIMIT_MS[command] === undefined
    ? new GitError(
        `\`git ${command}\` did not finish in ${seconds} s and was stopped; look for what holds the repository (a hook, a lock, a filesystem that does not answer) and run again`,
      )
    : new GitError(
        `\`git ${command}\` had no answer in ${seconds} s and was stopped; check the network and the remote's URL (\`git remote -v\`)`,
      );
}

type Child = { pid?: number | undefined; kill: (signal: NodeJS.Signals) => boolean };

/** The git processes running now, each the leader of its group. */
const running = new Set<Child>();
const SIGNALS: readonly NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];
let watching = false;

/**
 * Once a git runs: when releaser exits, or a signal stops it, the git groups still running are
 * stopped first. A signal's own effect then follows (the handler steps aside and raises it again),
 * unless the program listens for it itself.
 */
function watchExit(): void {
  if (watching) return;
  watching = true;
  process.on("exit", stopRunning);
  for (const signal of SIGNALS) {
    const onSignal = () => {
      stopRunning();
      for (const each of SIGNALS) process.removeListener(each, handlers[each] as () => void);
      process.removeListener("exit", stopRunning);
      watching = false;
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
    handlers[signal] = onSignal;
    process.on(signal, onSignal);
  }
}
const handlers: Partial<Record<NodeJS.Signals, () => void>> = {};

function stopRunning(): void {
  for (const child of running) stopGroup(child);
  running.clear();
}

/** Stops a git, and every process it started. */
function stopGroup(child: Child): void {
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
  const damage = MISSING_OBJECT.test(result.stderr)
    ? `; ${DAMAGED}`
    : BROKEN_PACKED_REFS.test(result.stderr)
      ? `; ${DAMAGED_REFS}`
      : "";
  return new GitError(`\`git ${subcommand(args)}\` failed: ${reason}${damage}`, {
    details: [`command: git ${args.join(" ")}`, ...result.stderr.trim().split("\n").filter(Boolean)],
  });
}

/**
 * What git says when an object a ref or another object names is not in the repository. A range
 * whose end is a name git does not know says "unknown revision" instead: "Invalid revision range"
 * is a full hash with no object behind it, as a branch left pointing at a lost commit has. A loose
 * object whose bytes are damaged is "unable to unpack <hash> header" (after zlib's own error line).
 */
const MISSING_OBJECT =
  /^(?:fatal|error): (?:Invalid revision range|bad object|missing object|Could not read [0-9a-f]{7,}|unable to read [0-9a-f]{7,}|unable to unpack [0-9a-f]{7,}|(?:loose )?object [0-9a-f]{7,} is corrupt)/m;
const DAMAGED =
  "the repository is damaged (an object a branch, tag or commit names is missing or unreadable): `git fsck` lists what is missing or corrupt, and a fresh clone (or fetching the branch again) mends it";

/** A line of `.git/packed-refs` git cannot read (a disk error, a hand edit, a half-written file). */
const BROKEN_PACKED_REFS = /^fatal: unexpected line in \S*packed-refs/m;
const DAMAGED_REFS =
  "the repository is damaged (its list of packed refs holds a line git cannot read): look at that line of .git/packed-refs (a branch or tag whose line it was must be fetched again), or make a fresh clone";

function firstErrorLine(stderr: string): string | undefined {
  const lines = stderr.split("\n").map((l) => l.trim());
  const line = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines.find((l) => l !== "");
  return line?.replace(/^(fatal|error):\s*/, "");
}
