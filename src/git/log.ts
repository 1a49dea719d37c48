import { spawn } from "node:child_process";
import type { RawCommit } from "../core/commit.ts";
import { createRecordSplitter } from "./record-splitter.ts";
import { gitEnv, gitFailure, spawnError } from "./run.ts";

/**
 * `<mark><hash> <parents...>\n<message>`, one NUL-terminated record per commit; the mark is `-`
 * for a boundary commit (`--boundary`: a parent of the range outside it), else `>`.
 */
const LOG_ARGS = [
  "-c",
  "log.showSignature=false",
  "log",
  "-z",
  "--no-color",
  "--encoding=UTF-8",
  "--format=%m%H %P%n%B",
];

/** Parses one record (its mark removed): `<hash> <parents...>\n<message>`. */
export function parseLogRecord(record: string): RawCommit {
  const newline = record.indexOf("\n");
  const header = newline === -1 ? record : record.slice(0, newline);
  const message = newline === -1 ? "" : record.slice(newline + 1);
  const space = header.indexOf(" ");
  const hash = space === -1 ? header : header.slice(0, space);
  const rest = space === -1 ? "" : header.slice(space + 1);
  return { hash, parents: rest === "" ? [] : rest.split(" "), message };
}

const HASH_LENGTH = /^[0-9a-f]*/;

export interface CommitRange<T> {
  /** The commits reachable from HEAD and not from `since`, newest first, as `map` made them. */
  commits: T[];
  /** The boundary: commits outside the range that are parents of commits in it. */
  boundary: Set<string>;
}

/**
 * Reads every commit reachable from HEAD and not from `since` (all history when undefined), newest
 * first, in one streamed `git log` process. `map` runs on each commit as it arrives, so parsing
 * overlaps with git's own walk. The boundary comes with it: `since` is an ancestor of HEAD exactly
 * when it is in the boundary (or is HEAD), so one walk both checks the base and reads the range.
 */
export function readRange<T>(
  cwd: string,
  since: string | undefined,
  map: (commit: RawCommit) => T,
  env?: NodeJS.ProcessEnv,
): Promise<CommitRange<T>> {
  const range = since === undefined ? ["HEAD"] : ["--boundary", `${since}..HEAD`];
  const args = [...LOG_ARGS, ...range, "--"];
  return new Promise((resolvePromise, reject) => {
    const commits: T[] = [];
    const boundary = new Set<string>();
    const splitter = createRecordSplitter((record) => {
      if (record.charCodeAt(0) === 0x2d /* - */)
        boundary.add(record.slice(1, 1 + HASH_LENGTH.exec(record.slice(1))![0].length));
      else commits.push(map(parseLogRecord(record.slice(1))));
    });
    const child = spawn("git", args, { cwd, env: gitEnv(env), stdio: ["ignore", "pipe", "pipe"] });
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => splitter.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error) => reject(spawnError(error, cwd)));
    child.on("close", (code) => {
      if (code !== 0) {
        reject(
          gitFailure(args, { stdout: "", stderr: Buffer.concat(err).toString("utf8"), code: code ?? 1 }),
        );
        return;
      }
      splitter.end();
      resolvePromise({ commits, boundary });
    });
  });
}
