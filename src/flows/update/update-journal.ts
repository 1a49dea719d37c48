import { readdir, readFile, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { writeFileAtomic } from "../../fs/write-atomic.ts";
import { runGit } from "../../git/run.ts";
import type { StatusEntry } from "../../git/worktree.ts";

/**
 * The record of an `update` under way, in the git directory (`.git/releaser-update.json`): written
 * before the first file changes, removed after the release commit. A run that finds it for the
 * same HEAD knows the previous one was interrupted (killed, out of disk, the machine lost) and
 * finishes that update instead of planning a new one from half-written files, which would skip
 * the changelog ("nothing to update") or bump twice.
 */
export interface UpdateJournal {
  /** The version being written. */
  version: string;
  /** The commit the update started from: the release commit's parent. */
  head: string;
  /** The release commit's message. */
  message: string;
  /** The files it writes, relative to the root. */
  paths: string[];
}

const FILE = "releaser-update.json";

export function journalPath(gitDir: string): string {
  return join(gitDir, FILE);
}

export async function readJournal(gitDir: string): Promise<UpdateJournal | undefined> {
  const text = await readFile(journalPath(gitDir), "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const data = JSON.parse(text) as Partial<UpdateJournal>;
    if (
      typeof data.version === "string" &&
      typeof data.head === "string" &&
      typeof data.message === "string" &&
      Array.isArray(data.paths) &&
      data.paths.every((p) => typeof p === "string")
    ) {
      return { version: data.version, head: data.head, message: data.message, paths: data.paths };
    }
  } catch {
    // A journal cut short by the interruption itself: as if there were none (it is rewritten).
  }
  return undefined;
}

export async function writeJournal(gitDir: string, journal: UpdateJournal): Promise<void> {
  await writeFileAtomic(journalPath(gitDir), `${JSON.stringify(journal, null, 2)}\n`);
}

export async function removeJournal(gitDir: string): Promise<void> {
  await rm(journalPath(gitDir), { force: true });
}

/** `<name>.releaser-<pid>-<hex>.tmp`: what writeFileAtomic leaves when it is killed mid-write. */
const TEMP = /^(.+)\.releaser-(\d+)-[0-9a-f]{8}\.tmp$/;

/**
 * Temporary files of an interrupted write beside the given files (absolute paths), left by a
 * process that no longer runs.
 */
export async function findStrayTempFiles(files: readonly string[]): Promise<string[]> {
  const stray: string[] = [];
  const byDir = new Map<string, Set<string>>();
  for (const file of files) {
    const names = byDir.get(dirname(file)) ?? new Set<string>();
    names.add(basename(file));
    byDir.set(dirname(file), names);
  }
  for (const [dir, names] of byDir) {
    for (const entry of await readdir(dir).catch(() => [] as string[])) {
      const match = TEMP.exec(entry);
      if (match && names.has(match[1] as string) && !isRunning(Number(match[2])))
        stray.push(join(dir, entry));
    }
  }
  return stray.sort();
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The release files whose uncommitted change is an update's own unfinished write (`update
 * --no-commit`, or a run stopped before its commit): a new file, or a change that adds a line
 * carrying the version. Any other change (the [tool.releaser] table `init` appends, a hand edit)
 * is the user's: the tree is just dirty, and `update` says so as it always does.
 */
export async function updateWrittenPaths(
  root: string,
  entries: readonly StatusEntry[],
  paths: readonly string[],
  version: string,
  env: NodeJS.ProcessEnv,
): Promise<string[]> {
  const wanted = new Set(paths);
  const found: string[] = [];
  for (const entry of entries) {
    if (!wanted.has(entry.path)) continue;
    if (entry.code === "??" || (await addsVersion(root, entry.path, version, env))) found.push(entry.path);
  }
  return found;
}

async function addsVersion(root: string, path: string, version: string, env: NodeJS.ProcessEnv) {
  const diff = await runGit(
    ["diff", "HEAD", "--no-color", "--no-ext-diff", "--unified=0", "--", `:(literal)${path}`],
    { cwd: root, env, allowedCodes: [128] },
  );
  if (diff.code !== 0) return true; // no HEAD to compare with: as before, the update's
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const carries = new RegExp(`(?<![\\w.+-])${escaped}(?![\\w+-]|\\.\\w)`);
  return diff.stdout.split("\n").some((line) => /^\+(?!\+\+ )/.test(line) && carries.test(line));
}
