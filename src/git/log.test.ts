import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readRange, streamGit } from "./log.ts";
import { decodeRawCommit } from "./log-record.ts";

const root = mkdtempSync(join(tmpdir(), "releaser-log-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A `git` that prints, as one NUL-terminated record, the GIT_FLUSH it was started with. */
function flushReportingGit(): string {
  const bin = mkdtempSync(join(root, "bin-"));
  writeFileSync(join(bin, "git"), `#!/bin/sh\nprintf 'GIT_FLUSH=%s\\0' "\${GIT_FLUSH-unset}"\n`);
  chmodSync(join(bin, "git"), 0o755);
  return bin;
}

async function recordsOf(env: NodeJS.ProcessEnv): Promise<string[]> {
  const records: string[] = [];
  const stream = streamGit(
    root,
    ["log"],
    (bytes, start, end) => records.push(bytes.toString("utf8", start, end)),
    env,
  );
  await stream.done;
  return records;
}

describe("streamGit", () => {
  it("has git write its output in full buffers, not a write per record (GIT_FLUSH=0, issue 45)", async () => {
    const bin = flushReportingGit();
    expect(await recordsOf({ ...process.env, PATH: `${bin}:${process.env.PATH ?? ""}` })).toEqual([
      "GIT_FLUSH=0",
    ]);
    // Whatever the environment asks for: the reader takes the records as they come, whole or not.
    expect(
      await recordsOf({ ...process.env, PATH: `${bin}:${process.env.PATH ?? ""}`, GIT_FLUSH: "1" }),
    ).toEqual(["GIT_FLUSH=0"]);
  });
});

describe("readRange", () => {
  it("reads every commit since the base, newest first, with the boundary, in full buffers", async () => {
    const repo = mkdtempSync(join(root, "repo-"));
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
    git("init", "-q");
    // Enough commits that git's output spans many buffers and records are cut between reads
    // (fast-import: one process for all of them).
    const messages = Array.from({ length: 400 }, (_, i) =>
      i % 3 === 0 ? `feat: thing ${i}\n\nBody ${"x".repeat(i + 1)}\n\nBREAKING CHANGE: ${i}` : `fix: ${i}`,
    );
    const commits = ["chore: base", ...messages].map((message, i) => {
      const data = Buffer.byteLength(message);
      const from = i === 0 ? "" : `from :${i}\n`;
      return `commit refs/heads/main\nmark :${i + 1}\ncommitter A <a@example.org> ${1_700_000_000 + i} +0000\ndata ${data}\n${message}\n${from}\n`;
    });
    execFileSync("git", ["fast-import", "--quiet"], { cwd: repo, input: commits.join("") });
    git("tag", "v1.0.0", ":/chore: base");
    git("symbolic-ref", "HEAD", "refs/heads/main");
    const base = git("rev-parse", "v1.0.0");
    const range = await readRange(repo, "refs/tags/v1.0.0", (bytes, start, end) =>
      decodeRawCommit(bytes, start, end),
    );
    expect(range.boundary).toEqual(new Set([base]));
    expect(range.commits.map((c) => c.message.trimEnd())).toEqual([...messages].reverse());
    expect(range.commits[0]?.hash).toBe(git("rev-parse", "HEAD"));
  });
});
