import picomatch from "picomatch";
import { ConfigError } from "../core/errors.ts";
import { holdsNoFile, isGlob, type MatchedFolder, matchFolders } from "./folder-glob.ts";

/*
 * The folders a workspace's list of packages matches (uv's `members` and `exclude`, or releaser's
 * `packages`): loaded by members.ts only when a repository has such a list, so the glob matcher
 * stays out of a single project's start-up (issue 45).
 */

/** One entry of the list, with the words that name it in messages. */
export interface Entry {
  glob: string;
  label: string;
}

/** How the list's entries are read: uv's rules, or releaser's own `packages`. */
export interface MemberList {
  source: string;
  kind: "uv" | "packages";
  entries: Entry[];
  excludes: Entry[];
}

/**
 * The folders of every entry, once each, by their path from the root; `named` holds the folders an
 * entry names as they are (no glob): a package there is required, not looked for.
 */
export async function matchMembers(
  root: string,
  list: MemberList,
): Promise<{ folders: Map<string, MatchedFolder>; named: Set<string> }> {
  const folders = new Map<string, MatchedFolder>();
  const named = new Set<string>();
  for (const entry of list.entries) {
    for (const folder of await membersOf(root, entry, list)) {
      if (!folders.has(folder.rel)) folders.set(folder.rel, folder);
      if (!isGlob(entry.glob)) named.add(folder.rel);
    }
  }
  return { folders, named };
}

/** The folders one entry brings in, after uv's `exclude`, checked as the list's rules say. */
async function membersOf(root: string, entry: Entry, list: MemberList): Promise<MatchedFolder[]> {
  const excluded = list.excludes.map((exclude) => picomatch(exclude.glob, { dot: true }));
  const matched = (await matchFolders(root, entry.glob, entry.label)).filter(
    (folder) => !excluded.some((test) => test(folder.given) || test(folder.rel)),
  );
  const members: MatchedFolder[] = [];
  for (const folder of matched) {
    if (folder.hasPyproject) members.push(folder);
    else if (list.kind === "uv") await refuseUvFolder(entry, folder);
    else if (!isGlob(entry.glob)) {
      throw new ConfigError(
        `${entry.label}: ${folder.rel} has no pyproject.toml; a package needs one: add it, or fix the entry`,
      );
    }
  }
  if (list.kind === "packages" && members.length === 0) {
    if (!isGlob(entry.glob) && matched.length === 0) {
      throw new ConfigError(
        `${entry.label}: there is no folder ${entry.glob} in the repository; fix the path or remove the entry`,
      );
    }
    throw new ConfigError(
      `${entry.label} matches no folder with a pyproject.toml; fix the glob or remove the entry`,
    );
  }
  return members;
}

/**
 * uv refuses a workspace whose member glob matches a folder without pyproject.toml ("Workspace
 * member ... is missing a `pyproject.toml`"), except a folder with no file in it (uv 0.10+ passes
 * those over: left behind by a branch switch). Under a `**` glob the folders between packages are
 * passed over too: releaser takes the folders that hold one.
 */
async function refuseUvFolder(entry: Entry, folder: MatchedFolder): Promise<void> {
  if (folder.deep || (await holdsNoFile(folder.abs))) return;
  throw new ConfigError(
    `${entry.label} matches ${folder.rel}, which has no pyproject.toml (uv refuses the workspace too); add one, or list the folder in [tool.uv.workspace] exclude`,
  );
}
