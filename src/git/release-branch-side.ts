import { runGit } from "./run.ts";

/*
 * The release branch's side of a release tagged there (DESIGN 4, pytest's 9.0.x): whether the
 * trunk ever took the tag in, and which commits of HEAD's side it released as cherry-picks. Few
 * processes and little work: one walk of the branch's own commits (few), and the patches of only
 * the commits whose subjects match (a cherry-pick keeps its message), never a patch id for every
 * commit of the trunk's side.
 */

/** A commit of the release branch's side, as the walk read it. */
export interface SideCommit {
  hash: string;
  /** As git's `%s` prints it: the first paragraph, its lines joined by spaces. */
  subject: string;
  /** The whole message, as `%B` prints it. */
  body: string;
}

/**
 * The commits reachable from the tag's commit but not from HEAD or the trunk's refs (missing refs
 * ignored), newest first; `merged` when the tag's commit is reachable from one of those refs.
 */
export async function readBranchSide(
  cwd: string,
  tagCommit: string,
  mainLine: readonly string[],
  env?: NodeJS.ProcessEnv,
): Promise<{ merged: boolean; commits: SideCommit[] }> {
  const { stdout } = await runGit(
    [
      "-c",
      "log.showSignature=false",
      "log",
      "--ignore-missing",
      "--no-color",
      "--encoding=UTF-8",
      "--format=%x01%H%x02%s%x02%B",
      tagCommit,
      "--not",
      "HEAD",
      ...mainLine,
      "--",
    ],
    { cwd, env },
  );
  const commits: SideCommit[] = [];
  for (const record of stdout.split("\x01").slice(1)) {
    const [hash = "", subject = "", body = ""] = record.split("\x02");
    commits.push({ hash, subject, body });
  }
  return { merged: !commits.some((c) => c.hash === tagCommit), commits };
}

/**
 * The commits of HEAD's side that the branch already released: named by a `(cherry picked from
 * commit <sha>)` line there, or carrying the subject of a commit there and the same change (the
 * lines added and removed, per file, whitespace aside; an empty change is never "the same").
 */
export async function releasedAsCherryPicks(
  cwd: string,
  side: readonly SideCommit[],
  mine: ReadonlyArray<{ hash: string; subject: string }>,
  env?: NodeJS.ProcessEnv,
): Promise<Set<string>> {
  const released = new Set<string>();
  for (const c of side)
    for (const m of c.body.matchAll(/\(cherry picked from commit ([0-9a-f]{40})\)/g))
      released.add(m[1] as string);
  const bySubject = new Map<string, string[]>();
  for (const c of side) {
    const list = bySubject.get(c.subject) ?? [];
    list.push(c.hash);
    bySubject.set(c.subject, list);
  }
  const pairs = mine
    .filter((c) => !released.has(c.hash) && bySubject.has(c.subject))
    .map((c) => ({ hash: c.hash, theirs: bySubject.get(c.subject) ?? [] }));
  if (pairs.length === 0) return released;
  const wanted = [...new Set(pairs.flatMap((p) => [p.hash, ...p.theirs]))];
  const changes = await readChanges(cwd, wanted, env);
  for (const pair of pairs) {
    const change = changes.get(pair.hash);
    if (change === undefined || change === "") continue;
    if (pair.theirs.some((hash) => changes.get(hash) === change)) released.add(pair.hash);
  }
  return released;
}

/**
 * Each commit's change as one comparable text: per file, its added and removed lines, whitespace
 * aside. Merges are left out (none has a change, so none is ever the same as another).
 */
async function readChanges(
  cwd: string,
  hashes: readonly string[],
  env?: NodeJS.ProcessEnv,
): Promise<Map<string, string>> {
  const { stdout } = await runGit(
    ["show", "--no-merges", "--no-color", "--no-ext-diff", "--format=%x01%H", "--patch", "--stdin"],
    { cwd, env, input: `${hashes.join("\n")}\n` },
  );
  const changes = new Map<string, string>();
  for (const record of stdout.split("\x01").slice(1)) {
    const newline = record.indexOf("\n");
    const hash = (newline === -1 ? record : record.slice(0, newline)).trim();
    changes.set(hash, normaliseDiff(newline === -1 ? "" : record.slice(newline + 1)));
  }
  return changes;
}

/** The diff's file names and changed lines, whitespace removed: what a cherry-pick keeps. */
export function normaliseDiff(diff: string): string {
  const kept: string[] = [];
  for (const line of diff.split("\n")) {
    if (line.startsWith("diff --git ")) kept.push(line);
    else if (line.startsWith("+++") || line.startsWith("---")) continue;
    else if (line.startsWith("+") || line.startsWith("-")) kept.push(line.replace(/\s+/g, ""));
  }
  return kept.join("\n");
}

/**
 * A message's subject as git's `%s` prints it: the lines of its first paragraph, each without its
 * trailing whitespace, joined by spaces.
 */
export function gitSubject(message: string): string {
  const lines: string[] = [];
  for (const line of message.split("\n")) {
    const trimmed = line.replace(/[ \t\r]+$/, ""); // git's whitespace, not Unicode's
    if (trimmed === "") break;
    lines.push(trimmed);
  }
  return lines.join(" ");
}
