#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  require_picomatch
} from "./chunk-ZCSJLFPS.js";
import {
  OutsideRepositoryError,
  resolveRepoPath
} from "./chunk-KVTZWJTW.js";
import {
  ConfigError
} from "./chunk-DSG6HE4L.js";
import {
  __toESM
} from "./chunk-Z7FL2XP4.js";

// src/workspace/member-folders.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);

// src/workspace/folder-glob.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { readdir, realpath, stat } from "node:fs/promises";
import { join } from "node:path";
var NEVER_WALKED = /* @__PURE__ */ new Set(["node_modules"]);
function isGlob(entry) {
  return import_picomatch.default.scan(entry).isGlob;
}
async function matchFolders(root, glob, label) {
  if (glob === ".") return [await folderAt(await rootPath(root), ".")];
  let scan = import_picomatch.default.scan(glob);
  if (!scan.isGlob) {
    let path = await resolveInside(root, glob, label);
    return await isDirectory(path.abs) ? [await folderAt(path, glob)] : [];
  }
  let rest = scan.glob.split("/"), deep = rest.includes("**") || scan.glob.includes("**"), parts = rest.map((part) => (0, import_picomatch.default)(part, { dot: !1 })), whole = (0, import_picomatch.default)(glob, { dot: !1 }), base = scan.base === "" ? await rootPath(root) : await resolveInside(root, scan.base, label), seen = /* @__PURE__ */ new Set([base.rel]), found = [], visit = async (given, real, depth) => {
    let entries = await listDir(real.abs), hasPyproject = holdsPyproject(entries);
    if (!(depth > 0 && (deep ? whole(given) : depth === parts.length) && (found.push({ given, rel: real.rel === "" ? "." : real.rel, abs: real.abs, hasPyproject, deep }), deep && hasPyproject)) && !(!deep && depth >= parts.length))
      for (let entry of entries) {
        if (entry.name.startsWith(".") || NEVER_WALKED.has(entry.name) || !(entry.isDirectory() || entry.isSymbolicLink()) || !deep && !parts[depth]?.(entry.name)) continue;
        let childGiven = given === "" ? entry.name : `${given}/${entry.name}`, child = entry.isSymbolicLink() ? await resolveInside(root, childGiven, label) : inside(real, entry.name);
        entry.isSymbolicLink() && !await isDirectory(child.abs) || seen.has(child.rel) || (seen.add(child.rel), await visit(childGiven, child, depth + 1));
      }
  };
  return await isDirectory(base.abs) && await visit(scan.base, base, 0), found;
}
async function holdsNoFile(abs) {
  for (let entry of await listDir(abs))
    if (!entry.isDirectory() || !await holdsNoFile(join(abs, entry.name))) return !1;
  return !0;
}
async function folderAt(path, given) {
  let hasPyproject = holdsPyproject(await listDir(path.abs));
  return { given, rel: path.rel === "" ? "." : path.rel, abs: path.abs, hasPyproject, deep: !1 };
}
async function rootPath(root) {
  return { given: ".", rel: "", abs: await realpath(root) };
}
function inside(parent, name) {
  let rel = parent.rel === "" ? name : `${parent.rel}/${name}`;
  return { given: rel, rel, abs: join(parent.abs, name) };
}
async function resolveInside(root, given, label) {
  try {
    return await resolveRepoPath(root, given);
  } catch (error) {
    throw error instanceof OutsideRepositoryError ? new ConfigError(
      `${label}: ${error.message}; releaser reads packages inside the repository only: remove the link or narrow the entry`
    ) : error;
  }
}
function holdsPyproject(entries) {
  return entries.some((entry) => entry.name === "pyproject.toml" && !entry.isDirectory());
}
async function listDir(abs) {
  return readdir(abs, { withFileTypes: !0 }).catch((error) => {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") return [];
    throw error;
  });
}
async function isDirectory(abs) {
  return (await stat(abs).catch(() => {
  }))?.isDirectory() ?? !1;
}

// src/workspace/member-folders.ts
async function matchMembers(root, list) {
  let folders = /* @__PURE__ */ new Map(), named = /* @__PURE__ */ new Set();
  for (let entry of list.entries)
    for (let folder of await membersOf(root, entry, list))
      folders.has(folder.rel) || folders.set(folder.rel, folder), isGlob(entry.glob) || named.add(folder.rel);
  return { folders, named };
}
async function membersOf(root, entry, list) {
  let excluded = list.excludes.map((exclude) => (0, import_picomatch2.default)(exclude.glob, { dot: !0 })), matched = (await matchFolders(root, entry.glob, entry.label)).filter(
    (folder) => !excluded.some((test) => test(folder.given) || test(folder.rel))
  ), members = [];
  for (let folder of matched)
    if (folder.hasPyproject) members.push(folder);
    else if (list.kind === "uv") await refuseUvFolder(entry, folder);
    else if (!isGlob(entry.glob))
      throw new ConfigError(
        `${entry.label}: ${folder.rel} has no pyproject.toml; a package needs one: add it, or fix the entry`
      );
  if (list.kind === "packages" && members.length === 0)
    throw !isGlob(entry.glob) && matched.length === 0 ? new ConfigError(
      `${entry.label}: there is no folder ${entry.glob} in the repository; fix the path or remove the entry`
    ) : new ConfigError(
      `${entry.label} matches no folder with a pyproject.toml; fix the glob or remove the entry`
    );
  return members;
}
async function refuseUvFolder(entry, folder) {
  if (!(folder.deep || await holdsNoFile(folder.abs)))
    throw new ConfigError(
      `${entry.label} matches ${folder.rel}, which has no pyproject.toml (uv refuses the workspace too); add one, or list the folder in [tool.uv.workspace] exclude`
    );
}
export {
  matchMembers
};
