import { constants } from "node:fs";
import { open } from "node:fs/promises";
import { ReleaseError } from "../core/errors.ts";
import { MAX_RELEASE_FILE_BYTES, sizeText } from "./release-file-size.ts";
import { OutsideRepositoryError, type RepoPath, resolveRepoPath } from "./repo-path.ts";

export interface RepoText {
  path: RepoPath;
  text: string;
}

type ErrorClass = new (message: string, options?: { cause?: unknown }) => ReleaseError;

/**
 * Reads a text file of the repository, safely: the path must stay inside the repository (links
 * included), the file must be a regular file (a FIFO would block forever), and its bytes must be
 * valid UTF-8 (decoding with replacement characters would silently change bytes we then write
 * back). Returns undefined when the file does not exist. Errors are one line naming the file,
 * of the class the caller's layer uses (ConfigError while loading config, VersionFileError for
 * the project's files).
 */
export async function readRepoText(
  root: string,
  given: string,
  ErrorType: ErrorClass = ReleaseError,
): Promise<RepoText | undefined> {
  const file = await readRepoBytes(root, given, ErrorType, "a text file");
  return file === undefined ? undefined : { path: file.path, text: decodeUtf8(file.bytes, given, ErrorType) };
}

/**
 * The bytes of a regular file of the repository (a release asset, a text file before decoding),
 * with the same guards as readRepoText; undefined when it does not exist. A file of 2 GiB or
 * more is refused before it is read (`oversize` says why in the caller's terms).
 */
export async function readRepoBytes(
  root: string,
  given: string,
  ErrorType: ErrorClass = ReleaseError,
  expected = "a regular file",
  oversize: (shown: string, bytes: number) => string | undefined = (shown, bytes) =>
    bytes < MAX_RELEASE_FILE_BYTES
      ? undefined
      : `${shown} is ${sizeText(bytes)}, more than releaser reads (under 2 GiB), so it was not read; expected ${expected}`,
): Promise<{ path: RepoPath; bytes: Buffer } | undefined> {
  const path = await resolveRepoPathOr(root, given, ErrorType);
  // O_NONBLOCK: opening a FIFO must not wait for a writer; the type check below then refuses it.
  const handle = await open(path.abs, constants.O_RDONLY | constants.O_NONBLOCK).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ENOTDIR") return undefined;
      if (error.code === "EISDIR")
        throw new ErrorType(`${given}: is a directory, expected ${expected}; nothing was changed`);
      throw new ErrorType(`${given}: cannot be read (${error.code ?? error.message})`, { cause: error });
    },
  );
  if (handle === undefined) return undefined;
  try {
    const stats = await handle.stat();
    if (stats.isDirectory())
      throw new ErrorType(`${given}: is a directory, expected ${expected}; nothing was changed`);
    if (!stats.isFile()) {
      throw new ErrorType(
        `${given}: not a regular file (${describeKind(stats)}); expected ${expected}, nothing was read`,
      );
    }
    // Refused before it is read: no file is read whole past the bound (DESIGN 10).
    const tooLarge = oversize(given, stats.size);
    if (tooLarge !== undefined) throw new ErrorType(tooLarge);
    return { path, bytes: await handle.readFile() };
  } finally {
    await handle.close();
  }
}

/** resolveRepoPath with its refusal turned into the caller's error class. */
export async function resolveRepoPathOr(
  root: string,
  given: string,
  ErrorType: ErrorClass = ReleaseError,
): Promise<RepoPath> {
  try {
    return await resolveRepoPath(root, given);
  } catch (error) {
    if (error instanceof OutsideRepositoryError) {
      throw new ErrorType(
        `${error.message}; releaser reads and writes files inside the repository only, nothing was changed`,
      );
    }
    throw error;
  }
}

const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Strict UTF-8: invalid bytes are refused with their line, never replaced. */
export function decodeUtf8(bytes: Uint8Array, given: string, ErrorType: ErrorClass = ReleaseError): string {
  try {
    return decoder.decode(bytes);
  } catch {
    const { line, byte } = firstInvalidByte(bytes);
    throw new ErrorType(
      `${given}:${line}: not valid UTF-8 (byte 0x${byte.toString(16).toUpperCase().padStart(2, "0")}); releaser edits UTF-8 text only: save the file as UTF-8, nothing was changed`,
    );
  }
}

/** The first line that does not decode, and its first non-ASCII byte. */
function firstInvalidByte(bytes: Uint8Array): { line: number; byte: number } {
  let line = 1;
  let start = 0;
  while (start <= bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end === -1) end = bytes.length;
    const lineBytes = bytes.subarray(start, end);
    try {
      decoder.decode(lineBytes);
    } catch {
      return { line, byte: lineBytes.find((b) => b >= 0x80) ?? 0 };
    }
    line++;
    start = end + 1;
  }
  return { line, byte: 0 };
}

function describeKind(stats: import("node:fs").Stats): string {
  if (stats.isFIFO()) return "a named pipe";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  return "not a file";
}
