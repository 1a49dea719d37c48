import { lstat, readFile, realpath, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Repository } from "./repository-types.ts";

/*
 * The repository of a directory found by reading files, as `git rev-parse --show-toplevel
 * --absolute-git-dir --is-shallow-repository HEAD` would find it, for the plain layout only: a
 * `.git` directory owned by this user, HEAD on a branch with a commit (or detached), ref files
 * and packed-refs. Undefined whenever anything is unusual (a `.git` file of a linked worktree or a
 * submodule, GIT_DIR and the other variables that move the repository, a bare repository, a
 * reftable or a configured work tree, another user's directory, a filesystem boundary, an unborn
 * branch): the caller asks git then, which also gives the errors.
 */

/** Variables that change where git looks for the repository or what it takes as one. */
const MOVING_VARIABLES = [
  "GIT_DIR",
  "GIT_WORK_TREE",
  "GIT_COMMON_DIR",
  "GIT_CEILING_DIRECTORIES",
  "GIT_DISCOVERY_ACROSS_FILESYSTEM",
  "GIT_NAMESPACE",
] as const;

/** A commit's name; the null name (all zeros) is none, and git says so. */
const HASH = /^(?!0+\n?$)([0-9a-f]{40}|[0-9a-f]{64})\n?$/;

export async function repositoryFromFiles(
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<Repository | undefined> {
  if (MOVING_VARIABLES.some((name) => env[name] !== undefined)) return undefined;
  const uid = process.getuid?.();
  let dir = await realpath(cwd).catch(() => undefined);
  if (dir === undefined || uid === undefined) return undefined;
  const device = (await stat(dir)).dev;
  for (;;) {
    const dotGit = join(dir, ".git");
    const found = await lstat(dotGit).catch(() => undefined);
    if (found !== undefined) {
      // A `.git` file (linked worktree, submodule) or link, or another user's: git decides.
      if (!found.isDirectory() || found.uid !== uid) return undefined;
      return readPlainRepository(dir, dotGit);
    }
    // A directory that is itself a git directory (a bare repository, or inside .git): git's to say.
    if (await exists(join(dir, "HEAD"))) return undefined;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    const up = await stat(parent).catch(() => undefined);
    if (up === undefined || up.dev !== device) return undefined;
    dir = parent;
  }
}

async function readPlainRepository(root: string, gitDir: string): Promise<Repository | undefined> {
  const [config, headText, owner, objects, refs] = await Promise.all([
    readFile(join(gitDir, "config"), "utf8").catch(() => undefined),
    readFile(join(gitDir, "HEAD"), "utf8").catch(() => undefined),
    stat(root).catch(() => undefined),
    isDirectory(join(gitDir, "objects")),
    isDirectory(join(gitDir, "refs")),
  ]);
  if (config === undefined || headText === undefined || owner?.uid !== process.getuid?.()) return undefined;
  // What git takes for a git directory (else it looks further up): objects and refs beside HEAD.
  if (!objects || !refs) return undefined;
  // A configured work tree, a bare repository, includes, a per-worktree config, another ref
  // storage: what git reads from the configuration before it answers.
  // A key may follow its section's header on the same line; `bare` alone is true.
  if (
    /^\s*(\[[^\]]*\]\s*)?(worktree\s*=|bare\b(?!\s*=\s*false\s*$)|\[\s*include|worktreeconfig|refstorage)/im.test(
      config,
    )
  )
    return undefined;
  if (await exists(join(gitDir, "commondir"))) return undefined;
  const head = await resolveHead(gitDir, headText);
  if (head === undefined) return undefined;
  // git takes the repository for shallow as soon as the file is there, even empty.
  const shallow = await exists(join(gitDir, "shallow"));
  return { root, gitDir, shallow, head };
}

/** HEAD's commit: detached, or through one branch ref (its file, else packed-refs). */
async function resolveHead(gitDir: string, text: string): Promise<string | undefined> {
  const detached = HASH.exec(text)?.[1];
  if (detached !== undefined) return detached;
  const ref = /^ref: (refs\/heads\/[^\s]+)\n?$/.exec(text)?.[1];
  if (ref === undefined || ref.includes("..")) return undefined;
  const loose = await readFile(join(gitDir, ref), "utf8").catch((error: NodeJS.ErrnoException) =>
    error.code === "ENOENT" ? null : undefined,
  );
  if (loose === undefined) return undefined;
  if (loose !== null) return HASH.exec(loose)?.[1];
  return (await packedRef(gitDir, ref)) ?? undefined; // none: an unborn branch, git says so
}

/**
 * The commit a ref names, read from its file or packed-refs, a symbolic ref
 * (`refs/remotes/origin/HEAD`) followed: null when there is no such ref, undefined when the files
 * cannot tell (another form, a linked worktree, whose refs are shared, a loop): git's to say then.
 */
export async function readRefFromFiles(gitDir: string, ref: string): Promise<string | null | undefined> {
  if (await exists(join(gitDir, "commondir"))) return undefined;
  let name = ref;
  for (let depth = 0; depth < 5; depth++) {
    if (!name.startsWith("refs/") || name.includes("..")) return undefined;
    const loose = await readFile(join(gitDir, name), "utf8").catch((error: NodeJS.ErrnoException) =>
      error.code === "ENOENT" || error.code === "ENOTDIR" ? null : undefined,
    );
    if (loose === undefined) return undefined;
    if (loose === null) return packedRef(gitDir, name);
    const target = /^ref: (refs\/\S+)\n?$/.exec(loose)?.[1];
    if (target === undefined) return HASH.exec(loose)?.[1];
    name = target;
  }
  return undefined;
}

/** A ref's line in packed-refs: its commit, null when it has none, undefined when it is no hash. */
async function packedRef(gitDir: string, ref: string): Promise<string | null | undefined> {
  const packed = await readFile(join(gitDir, "packed-refs"), "utf8").catch(() => "");
  for (const line of packed.split("\n")) {
    if (line.endsWith(` ${ref}`)) {
      const hash = line.slice(0, line.length - ref.length - 1);
      return HASH.test(hash) ? hash : undefined;
    }
  }
  return null;
}

function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}
