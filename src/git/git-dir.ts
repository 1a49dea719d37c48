import { readFile, stat } from "node:fs/promises";
import { isAbsolute, join, resolve } from "node:path";

/*
 * The git directories of a work tree's top level, found by reading files, for the facts `check`
 * asks on every run that a file holds (HEAD's branch, origin's recorded HEAD, a remote's URL): no
 * git process for them. Undefined whenever the layout is not the plain one (GIT_DIR set, a
 * reftable repository, an odd `.git` file): the caller asks git then.
 */

/** The worktree's own git directory (HEAD lives there) and the common one (config, refs). */
export interface GitDirs {
  own: string;
  common: string;
}

export async function gitDirsOf(root: string, env: NodeJS.ProcessEnv): Promise<GitDirs | undefined> {
  if (env.GIT_DIR || env.GIT_COMMON_DIR) return undefined;
  const dotGit = join(root, ".git");
  const asFile = await readFile(dotGit, "utf8").catch((error: NodeJS.ErrnoException) =>
    error.code === "EISDIR" ? null : undefined,
  );
  let dirs: GitDirs;
  if (asFile === null) dirs = { own: dotGit, common: dotGit };
  else {
    if (asFile === undefined) return undefined;
    const gitdir = /^gitdir:\s*(.+?)\s*$/m.exec(asFile)?.[1];
    if (gitdir === undefined) return undefined;
    const own = isAbsolute(gitdir) ? gitdir : resolve(root, gitdir);
    const common = (await readFile(join(own, "commondir"), "utf8").catch(() => undefined))?.trim();
    dirs = { own, common: common === undefined ? own : isAbsolute(common) ? common : resolve(own, common) };
  }
  // A reftable repository keeps no ref files: only git reads it.
  if (
    await stat(join(dirs.common, "reftable")).then(
      () => true,
      () => false,
    )
  )
    return undefined;
  return dirs;
}

/** A symbolic ref's target as its file says it (`ref: refs/heads/main`); undefined: no such file or not symbolic. */
export async function readSymbolicRefFile(dir: string, ref: string): Promise<string | undefined> {
  const text = await readFile(join(dir, ref), "utf8").catch(() => undefined);
  return text === undefined ? undefined : /^ref: (\S+)\s*$/.exec(text)?.[1];
}
