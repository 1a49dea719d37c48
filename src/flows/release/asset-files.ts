import { lstat, readdir } from "node:fs/promises";
import { basename, join } from "node:path";
import picomatch from "picomatch";
import { ConfigError } from "../../core/errors.ts";
import { readRepoBytes, resolveRepoPathOr } from "../../fs/read-repo-file.ts";
import { oversizeRefusal } from "../../fs/release-file-size.ts";

/** A file to attach to the release: its name there, its bytes, and where it was found. */
export interface AssetFile {
  /** The asset's name on the release: the file name. */
  name: string;
  /** The path relative to the repository root. */
  path: string;
  bytes: Buffer;
  contentType: string;
}

/**
 * The files `release.assets` names, matched inside the repository only. Each pattern's fixed
 * directory is walked without following symbolic links; a link that matches is resolved and must
 * stay inside the repository (else a ConfigError: a CI machine's file is never uploaded), and
 * `.git` is never entered. Two files with one name would be one asset: that is an error too.
 */
export async function readAssetFiles(
  root: string,
  patterns: readonly string[],
  onNoMatch: (pattern: string) => void = () => {},
): Promise<AssetFile[]> {
  const paths = new Set<string>();
  for (const pattern of patterns) {
    const matched = await matchPattern(root, pattern);
    if (matched.length === 0) onNoMatch(pattern);
    for (const path of matched) paths.add(path);
  }
  const files: AssetFile[] = [];
  const byName = new Map<string, string>();
  for (const path of [...paths].sort()) {
    const file = await readRepoBytes(
      root,
      path,
      ConfigError,
      "a file to upload (release.assets)",
      oversizeRefusal,
    );
    if (file === undefined) continue; // gone since the listing
    const name = basename(path);
    const other = byName.get(name);
    if (other !== undefined) {
      throw new ConfigError(
        `release.assets matches two files named ${name} (${other} and ${path}); a release has one asset per name: narrow the globs`,
      );
    }
    byName.set(name, path);
    files.push({ name, path, bytes: file.bytes, contentType: contentTypeOf(name) });
  }
  return files;
}

/** The repository-relative paths of files (and links) that `pattern` matches. */
async function matchPattern(root: string, pattern: string): Promise<string[]> {
  const normalised = pattern.replace(/\\/g, "/").replace(/^\.\//, "");
  const { base } = picomatch.scan(normalised);
  const matches = picomatch(normalised, { dot: false });
  const found: string[] = [];
  /** Lists `real` (a directory inside the repository) under the name `dir` the pattern uses. */
  const walk = async (dir: string, real: string): Promise<void> => {
    const entries = await readdir(join(root, real), { withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT" || error.code === "ENOTDIR") return [];
        throw error;
      },
    );
    for (const entry of entries) {
      const path = dir === "" ? entry.name : `${dir}/${entry.name}`;
      if (entry.name === ".git") continue;
      if (entry.isDirectory()) await walk(path, real === "" ? entry.name : `${real}/${entry.name}`);
      else if ((entry.isFile() || entry.isSymbolicLink()) && matches(path)) found.push(path);
    }
  };
  // A pattern without glob characters names one path: it may itself be a link.
  if (picomatch.scan(normalised).isGlob) {
    // The fixed directory itself may be a link: it must lead inside the repository to be listed.
    const real = base === "" ? "" : (await resolveRepoPathOr(root, base, ConfigError)).rel;
    await walk(base, real);
  } else if (await lstat(join(root, normalised)).catch(() => undefined)) found.push(normalised);
  return found;
}

const TYPES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\.(whl|zip)$/i, "application/zip"],
  [/\.(tar\.gz|tgz)$/i, "application/gzip"],
  [/\.tar$/i, "application/x-tar"],
  [/\.json$/i, "application/json"],
  [/\.(txt|md|asc|sha256|sha512)$/i, "text/plain"],
  [/\.(intoto\.)?jsonl$/i, "application/jsonl"],
];

/** The content type an asset is uploaded with (GitHub serves it back with it). */
export function contentTypeOf(name: string): string {
  return TYPES.find(([pattern]) => pattern.test(name))?.[1] ?? "application/octet-stream";
}
