import { spawn } from "node:child_process";
import { now } from "../runtime/clock.ts";
import { commandLine, took, traceCall, tracing } from "../runtime/trace.ts";
import { decodeRawCommit } from "./log-record.ts";
import { createRecordSplitter, type OnRecord } from "./record-splitter.ts";
import { gitSubject, type SideCommit } from "./release-branch-side.ts";
import { gitEnv, gitFailure, spawnError } from "./run.ts";

/**
 * `git log` printing `<mark><hash>\n<message>`, one NUL-terminated record per
 * commit; the mark is `-` for a boundary commit (`--boundary`: a parent of the range outside it).
 */
export const LOG_ARGS = [
  "-c",
  "log.showSignature=false",
  "log",
  "-z",
  "--no-color",
  "--encoding=UTF-8",
  "--format=%m%H%n%B",
];

export interface CommitRange<T> {
  /** The commits reachable from HEAD and not from `since`, newest first, as `map` made them. */
  commits: T[];
  /** The boundary: commits outside the range that are parents of commits in it. */
  boundary: Set<string>;
}

export interface GitStream {
  /** Resolves when git exits 0 (or was stopped with `stop`); rejects with a GitError otherwise. */
  done: Promise<void>;
  /** Ends the process early: what it printed so far has been delivered. */
  stop(): void;
}

/**
 * Runs git and hands each NUL-terminated record of its output to `onRecord` as it arrives (bytes).
 * git writes its output in full buffers (`GIT_FLUSH=0`): on a pipe it would otherwise write each
 * record with a system call of its own, and this side read them a few at a time (issue 45: on
 * 100k commits, 100k writes and 16k reads, where full buffers take 3k and 1.7k).
 */
export function streamGit(
  cwd: string,
  args: readonly string[],
  onRecord: OnRecord,
  env?: NodeJS.ProcessEnv,
): GitStream {
  const splitter = createRecordSplitter(onRecord);
  const child = spawn("git", args, {
    cwd,
    env: { ...gitEnv(env), GIT_FLUSH: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stopped = false;
  const started = now();
  const done = new Promise<void>((resolvePromise, reject) => {
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => {
      if (!stopped) splitter.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error) => reject(spawnError(error, cwd)));
    child.on("close", (code) => {
      if (tracing())
        traceCall(`git ${commandLine(args)} -> ${stopped ? "stopped" : `exit ${code}`} (${took(started)})`);
      if (stopped) return resolvePromise();
      if (code !== 0) {
        const stderr = Buffer.concat(err).toString("utf8");
        return reject(gitFailure(args, { stdout: "", stderr, code: code ?? 1 }));
      }
      splitter.end();
      resolvePromise();
    });
  });
  return {
    done,
    stop() {
      stopped = true;
      child.kill();
    },
  };
}

/**
 * Makes what is kept of one commit from its record's bytes, `<hash>\n<message>` in
 * bytes[start..end) (see log-record.ts); the bytes are valid only during the call.
 */
export type MapRecord<T> = (bytes: Buffer, start: number, end: number) => T;

/**
 * Reads every commit reachable from HEAD and not from `since` (all history when undefined), newest
 * first, in one streamed `git log` process, with the range's boundary: `since` is an ancestor of
 * HEAD exactly when it is in the boundary (or is HEAD). `map` runs on each commit as it arrives.
 */
export async function readRange<T>(
  cwd: string,
  since: string | undefined,
  map: MapRecord<T>,
  env?: NodeJS.ProcessEnv,
): Promise<CommitRange<T>> {
  const { commits, boundary } = await walk(
    cwd,
    since === undefined ? ["HEAD"] : ["--boundary", `${since}..HEAD`],
    map,
    env,
  );
  return { commits, boundary };
}

/**
 * The range since `since` (an ancestor of HEAD or not) and, in the same walk, the other side: the
 * commits reachable from `since` and not from HEAD, newest first (`git log --left-right
 * --boundary <since>...HEAD`). The boundary is then every commit outside both sides that is a
 * parent of a commit of either: each is an ancestor of HEAD as well. When `since` is an ancestor
 * of HEAD the other side is empty and the range is what readRange reads.
 */
export function readRangeAndSide<T>(
  cwd: string,
  since: string,
  map: MapRecord<T>,
  env?: NodeJS.ProcessEnv,
): Promise<CommitRange<T> & { side: SideCommit[] }> {
  return walk(cwd, ["--left-right", "--boundary", `${since}...HEAD`], map, env);
}

/**
 * The newest `count` commits reachable from `from` (itself included), merges aside, newest first,
 * `map`ped; with `paths`, only those that touch them.
 */
export async function readRecent<T>(
  cwd: string,
  from: string,
  count: number,
  map: MapRecord<T>,
  env?: NodeJS.ProcessEnv,
  paths: readonly string[] = [],
): Promise<T[]> {
  const commits: T[] = [];
  const stream = streamGit(
    cwd,
    [...LOG_ARGS, "--no-merges", "-n", String(count), from, "--", ...paths],
    (bytes, start, end) => commits.push(map(bytes, start + 1, end)),
    env,
  );
  await stream.done;
  return commits;
}

/** One streamed `git log` of `revisions`: its commits (`map`ped), its boundary (`-`) and left side (`<`). */
async function walk<T>(
  cwd: string,
  revisions: readonly string[],
  map: MapRecord<T>,
  env?: NodeJS.ProcessEnv,
): Promise<CommitRange<T> & { side: SideCommit[] }> {
  const commits: T[] = [];
  const boundary = new Set<string>();
  const side: SideCommit[] = [];
  const stream = streamGit(
    cwd,
    [...LOG_ARGS, ...revisions, "--"],
    (bytes, start, end) => {
      const mark = bytes[start];
      if (mark === 0x2d /* - */) boundary.add(decodeRawCommit(bytes, start + 1, end).hash);
      else if (mark === 0x3c /* < */) {
        const { hash, message } = decodeRawCommit(bytes, start + 1, end);
        side.push({ hash, subject: gitSubject(message), body: message });
      } else commits.push(map(bytes, start + 1, end));
    },
    env,
  );
  await stream.done;
  return { commits, boundary, side };
}
