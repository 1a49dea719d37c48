#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  ReleaseError
} from "./chunk-DSG6HE4L.js";

// src/fs/read-repo-file.ts
import { constants } from "node:fs";
import { open } from "node:fs/promises";

// src/fs/release-file-size.ts
function sizeText(bytes) {
  return bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GiB` : bytes >= 1024 ** 2 ? `${(bytes / 1024 ** 2).toFixed(1)} MiB` : `${bytes} bytes`;
}
function oversizeRefusal(shown, bytes) {
  if (!(bytes < 2147483648))
    return `${shown} is ${sizeText(bytes)}; a release file must be smaller than 2 GiB (GitHub's limit for a release asset; package indexes take far less), so nothing was tagged: leave it out, or split it`;
}

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

// src/fs/read-repo-file.ts
async function readRepoText(root, given, ErrorType = ReleaseError) {
  let file = await readRepoBytes(root, given, ErrorType, "a text file");
  return file === void 0 ? void 0 : { path: file.path, text: decodeUtf8(file.bytes, given, ErrorType) };
}
async function readRepoBytes(root, given, ErrorType = ReleaseError, expected = "a regular file", oversize = (shown, bytes) => bytes < 2147483648 ? void 0 : `${shown} is ${sizeText(bytes)}, more than releaser reads (under 2 GiB), so it was not read; expected ${expected}`) {
  let path = await resolveRepoPathOr(root, given, ErrorType), handle = await open(path.abs, constants.O_RDONLY | constants.O_NONBLOCK).catch(
    (error) => {
      if (!(error.code === "ENOENT" || error.code === "ENOTDIR"))
        throw error.code === "EISDIR" ? new ErrorType(`${given}: is a directory, expected ${expected}; nothing was changed`) : new ErrorType(`${given}: cannot be read (${error.code ?? error.message})`, { cause: error });
    }
  );
  if (handle !== void 0)
    try {
      let stats = await handle.stat();
      if (stats.isDirectory())
        throw new ErrorType(`${given}: is a directory, expected ${expected}; nothing was changed`);
      if (!stats.isFile())
        throw new ErrorType(
          `${given}: not a regular file (${describeKind(stats)}); expected ${expected}, nothing was read`
        );
      let tooLarge = oversize(given, stats.size);
      if (tooLarge !== void 0) throw new ErrorType(tooLarge);
      return { path, bytes: await handle.readFile() };
    } finally {
      await handle.close();
    }
}
async function resolveRepoPathOr(root, given, ErrorType = ReleaseError) {
  try {
    return await resolveRepoPath(root, given);
  } catch (error) {
    throw error instanceof OutsideRepositoryError ? new ErrorType(
      `${error.message}; releaser reads and writes files inside the repository only, nothing was changed`
    ) : error;
  }
}
var decoder = new TextDecoder("utf-8", { fatal: !0, ignoreBOM: !0 });
function decodeUtf8(bytes, given, ErrorType = ReleaseError) {
  try {
    return decoder.decode(bytes);
  } catch {
    let { line, byte } = firstInvalidByte(bytes);
    throw new ErrorType(
      `${given}:${line}: not valid UTF-8 (byte 0x${byte.toString(16).toUpperCase().padStart(2, "0")}); releaser edits UTF-8 text only: save the file as UTF-8, nothing was changed`
    );
  }
}
function firstInvalidByte(bytes) {
  let line = 1, start = 0;
  for (; start <= bytes.length; ) {
    let end = bytes.indexOf(10, start);
    end === -1 && (end = bytes.length);
    let lineBytes = bytes.subarray(start, end);
    try {
      decoder.decode(lineBytes);
    } catch {
      return { line, byte: lineBytes.find((b) => b >= 128) ?? 0 };
    }
    line++, start = end + 1;
  }
  return { line, byte: 0 };
}
function describeKind(stats) {
  return stats.isFIFO() ? "a named pipe" : stats.isSocket() ? "a socket" : stats.isCharacterDevice() || stats.isBlockDevice() ? "a device" : "not a file";
}

export {
  oversizeRefusal,
  OutsideRepositoryError,
  resolveRepoPath,
  readRepoText,
  readRepoBytes,
  resolveRepoPathOr,
  decodeUtf8
};
