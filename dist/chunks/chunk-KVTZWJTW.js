#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));

// src/fs/repo-path.ts
import { lstat, readlink, realpath } from "node:fs/promises";
import { dirname, isAbsolute, join, normalize, relative, resolve, sep } from "node:path";
var OutsideRepositoryError = class extends Error {
}, MAX_LINKS = 40;
async function resolveRepoPath(root, given) {
  if (given === "" || isAbsolute(given) || /^[A-Za-z]:[\\/]/.test(given))
    throw new OutsideRepositoryError(`"${given}" is an absolute path`);
  if (normalize(given).split(/[\\/]/).some((part) => part.toLowerCase() === ".git"))
    throw new OutsideRepositoryError(
      `"${given}" is inside the git directory (.git), which releaser never writes: git's own files there (hooks, HEAD, the index) are not project files`
    );
  let realRoot = await realpath(root), current = resolve(realRoot, normalize(given));
  if (!isInside(realRoot, current))
    throw new OutsideRepositoryError(`"${given}" points outside the repository`);
  for (let hops = 0; hops <= MAX_LINKS; hops++) {
    let link = await firstLink(realRoot, current);
    if (link === void 0) {
      if (!isInside(realRoot, current)) break;
      let rel = toRel(realRoot, current);
      if (rel.split("/").some((part) => part.toLowerCase() === ".git"))
        throw new OutsideRepositoryError(
          `"${given}" leads into the git directory (.git), which releaser never writes`
        );
      return { given, rel, abs: current };
    }
    let target = resolve(dirname(link.at), link.target);
    if (current = join(target, relative(link.at, current)), !isInside(realRoot, target))
      throw new OutsideRepositoryError(
        `"${given}" ${link.at === current0(realRoot, given) ? "is a symbolic link" : "goes through a symbolic link"} that leads outside the repository (to ${link.target})`
      );
  }
  throw new OutsideRepositoryError(`"${given}" leads outside the repository or through a loop of links`);
}
async function firstLink(root, path) {
  let parts = relative(root, path).split(sep).filter((p) => p !== ""), at = root;
  for (let part of parts) {
    at = join(at, part);
    let stats = await lstat(at).catch(() => {
    });
    if (stats === void 0) return;
    if (stats.isSymbolicLink()) return { at, target: await readlink(at) };
  }
}
function isInside(root, path) {
  let rel = relative(root, path);
  return rel === "" || !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}
function toRel(root, abs) {
  return relative(root, abs).split(sep).join("/");
}
function current0(root, given) {
  return resolve(root, normalize(given));
}

export {
  OutsideRepositoryError,
  resolveRepoPath
};
