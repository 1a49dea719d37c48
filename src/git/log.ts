import { spawn } from "node:child_process";
import type { RawCommit } from "../core/commit.ts";
import { createRecordSplitter } from "./record-splitter.ts";
import { gitEnv, gitFailure, spawnError } from "./run.ts";

/** `<hash> <parents...>\n<message>`, one NUL-terminated record per commit. */
const LOG_ARGS = [
  "-c",
  "log.showSignature=false",
  "log",
  "-z",
  "--no-color",
  "--encoding=UTF-8",
  "--format=%H %P%n%B",
];

/** Parses one record of LOG_ARGS' output. */
export function parseLogRecord(record: string): RawCommit {
  const newline = record.indexOf("\n");
  const header = newline === -1 ? record : record.slice(0, newline);
  const message = newline === -1 ? "" : record.slice(newline + 1);
  const space = header.indexOf(" ");
  const hash = space === -1 ? header : header.slice(0, space);
  const rest = space === -1 ? "" : header.slice(space + 1);
  return { hash, parents: rest === "" ? [] : rest.split(" "), message };
}

/**
 * Reads every commit reachable from HEAD and not from `since` (all history when undefined), newest
 * first, in one streamed `git log` process. `map` runs on each commit as it arrives, so parsing
 * overlaps with git's own work.
 */
export function readCommits<T>(
  cwd: string,
  since: string | undefined,
  map: (commit: RawCommit) => T,
  env?: NodeJS.ProcessEnv,
): Promise<T[]> {
  const range = since === undefined ? "HEAD" : `${since}..HEAD`;
  const args = [...LOG_ARGS, range, "--"];
  return new Promise((resolvePromise, reject) => {
    const commits: T[] = [];
    const splitter = createRecordSplitter((record) => commits.push(map(parseLogRecord(record))));
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
      resolvePromise(commits);
    });
  });
}
