import { lstat, readlink, realpath } from "node:fs/promises";
import { dirname, isAbsolute, join, normalize, relative, resolve, sep } from "node:path";

/**
 * Where a repository-relative path really leads. Every file releaser reads or writes in a
 * repository goes through here, so no configured path, glob or symbolic link can make it read or
 * write outside the repository (a hostile repository must not pull a CI machine's files into a
 * commit).
 */
export interface RepoPath {
  /** The path as given (configured or detected), for messages. */
  given: string;
  /** The real path relative to the root, after following symbolic links inside the repository. */
  rel: string;
  /** The real absolute path. */
  abs: string;
}

/** Why a path was refused; the caller turns it into the error class of its layer. */
export class OutsideRepositoryError extends Error {}

const MAX_LINKS = 40;

/**
 * Resolves `given` (relative to `root`) through `..` and symbolic links. Throws
 * OutsideRepositoryError when it is absolute, or when it or any link on the way leads outside the
 * repository. A path that does not exist yet resolves through its nearest existing parent.
 */
export async function resolveRepoPath(root: string, given: string): Promise<RepoPath> {
  if (given === "" || isAbsolute(given) || /^[A-Za-z]:[\\/]/.test(given)) {
    throw new OutsideRepositoryError(`"${given}" is an absolute path`);
  }
  if (
    normalize(given)
      .split(/[\\/]/)
      .some((part) => part.toLowerCase() === ".git")
  ) {
    throw new OutsideRepositoryError(
      `"${given}" is inside the git directory (.git), which releaser never writes: git's own files there (hooks, HEAD, the index) are not project files`,
    );
  }
  const realRoot = await realpath(root);
  let current = resolve(realRoot, normalize(given));
  if (!isInside(realRoot, current)) {
    throw new OutsideRepositoryError(`"${given}" points outside the repository`);
  }
  // Follow links one component at a time, so a dangling link or one into a missing directory
  // outside is caught too (realpath alone fails on those without saying where they lead).
  for (let hops = 0; hops <= MAX_LINKS; hops++) {
    const link = await firstLink(realRoot, current);
    if (link === undefined) {
      if (!isInside(realRoot, current)) break;
      const rel = toRel(realRoot, current);
      if (rel.split("/").some((part) => part.toLowerCase() === ".git")) {
        throw new OutsideRepositoryError(
          `"${given}" leads into the git directory (.git), which releaser never writes`,
        );
      }
      return { given, rel, abs: current };
    }
    const target = resolve(dirname(link.at), link.target);
    current = join(target, relative(link.at, current));
    if (!isInside(realRoot, target)) {
      throw new OutsideRepositoryError(
        `"${given}" ${link.at === current0(realRoot, given) ? "is a symbolic link" : "goes through a symbolic link"} that leads outside the repository (to ${link.target})`,
      );
    }
  }
  throw new OutsideRepositoryError(`"${given}" leads outside the repository or through a loop of links`);
}

/** The first symbolic link on the way from `root` down to `path`, when there is one. */
async function firstLink(root: string, path: string): Promise<{ at: string; target: string } | undefined> {
  const parts = relative(root, path)
    .split(sep)
    .filter((p) => p !== "");
  let at = root;
  for (const part of parts) {
    at = join(at, part);
    const stats = await lstat(at).catch(() => undefined);
    if (stats === undefined) return undefined; // nothing exists below here: no link to follow
    if (stats.isSymbolicLink()) return { at, target: await readlink(at) };
  }
  return undefined;
}

export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
}

function toRel(root: string, abs: string): string {
  return relative(root, abs).split(sep).join("/");
}

function current0(root: string, given: string): string {
  return resolve(root, normalize(given));
}
