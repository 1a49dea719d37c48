/**
 * `release --dist DIR`: the distributions a CI matrix built (maturin-action, cibuildwheel), downloaded
 * into one folder of the checkout, released instead of a build of this machine's (issue 29). Every
 * file is checked before anything is tagged: each is a wheel or an sdist, a wheel's tags are
 * well-formed, and (validateDist) each is named for this project and version with metadata that
 * says the same.
 */
import { lstat, readdir, readFile, realpath } from "node:fs/promises";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { BuildError, ConfigError } from "../core/errors.ts";
import { oversizeRefusal } from "../fs/release-file-size.ts";
import { resolveRepoPath } from "../fs/repo-path.ts";
import { type BuiltFile, parseDistName, validateDist } from "./dist-files.ts";

export interface DistDirRequest {
  /** The checkout the folder is in (the repository's root). */
  root: string;
  /** The folder, as given (relative to the root). */
  dir: string;
  project: { name: string; version: string };
  /** false: wheels alone (`--no-sdist`). */
  sdist: boolean;
}

/**
 * `--dist DIR` as a path relative to the repository (DESIGN 10): relative as given, or absolute
 * inside the repository (CI passes `$CI_PROJECT_DIR/wheelhouse`); an absolute path outside it is
 * refused. Links are followed on both sides, so a checkout reached through one is still inside.
 */
export async function distDirOf(root: string, given: string): Promise<string> {
  if (!isAbsolute(given)) return given;
  const realRoot = await realpath(root).catch(() => resolve(root));
  const real = await realpath(given).catch(() => resolve(given));
  for (const [base, path] of [
    [realRoot, real],
    [resolve(root), resolve(given)],
  ] as const) {
    const rel = relative(base, path);
    if (rel === "") return ".";
    if (!rel.startsWith("..") && !isAbsolute(rel)) return rel.split(sep).join("/");
  }
  throw new ConfigError(
    `--dist ${given} is outside the repository (${root}); give a folder inside it, relative to the repository or absolute, and nothing was tagged`,
  );
}

/** The folder's files, every one checked; a BuildError names the first that is wrong. */
export async function readDistDir(request: DistDirRequest): Promise<BuiltFile[]> {
  const shown = request.dir.replace(/\/+$/, "");
  const folder = await resolveRepoPath(request.root, shown).catch((error: Error) => {
    throw new ConfigError(`--dist ${shown} cannot be used: ${error.message}`);
  });
  const entries = await readdir(folder.abs, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    throw new BuildError(
      error.code === "ENOENT"
        ? `--dist ${shown}: there is no such folder; download the build jobs' artifacts into it first (actions/download-artifact with merge-multiple: true)`
        : `--dist ${shown} cannot be read: ${error.message}`,
    );
  });
  const files: BuiltFile[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(folder.abs, entry.name);
    const stat = await lstat(path);
    if (stat.isDirectory()) {
      throw new BuildError(
        `${shown}/${entry.name} is a folder; --dist takes the distributions directly in ${shown}/ (download the artifacts with merge-multiple: true)`,
      );
    }
    if (!stat.isFile()) {
      throw new BuildError(`${shown}/${entry.name} is not a regular file (a link?); --dist takes files only`);
    }
    const refusal = distFileRefusal(entry.name);
    if (refusal !== undefined)
      throw new BuildError(`${shown}/${entry.name} ${refusal}; remove it from ${shown}/`);
    // Refused before it is read: no file is read whole past the bound (DESIGN 10).
    const oversize = oversizeRefusal(`${shown}/${entry.name}`, stat.size);
    if (oversize !== undefined) throw new BuildError(oversize);
    files.push({ name: entry.name, bytes: await readFile(path) });
  }
  if (files.length === 0) {
    throw new BuildError(
      `--dist ${shown} holds no distributions; download the build jobs' artifacts into it first`,
    );
  }
  return validateDist(files, request.project, { sdist: request.sdist, from: shown });
}

/** Why a file cannot be released as a distribution; undefined when it can. */
export function distFileRefusal(name: string): string | undefined {
  const parsed = parseDistName(name);
  if (parsed === undefined) return "is neither a wheel (.whl) nor an sdist (.tar.gz)";
  if (parsed.kind === "sdist" && !name.endsWith(".tar.gz"))
    return "is a .zip sdist, which the index no longer accepts";
  if (parsed.kind === "wheel") {
    const parts = name.slice(0, -".whl".length).split("-");
    const [python, abi, platform] = parts.slice(-3) as [string, string, string];
    if (parts.length === 6 && !/^\d\w*$/.test(parts[2] as string)) {
      return `has build tag "${parts[2]}", which must start with a digit`;
    }
    if (!TAG.test(python) || !TAG.test(abi) || !TAG.test(platform)) {
      return `has malformed tags (${python}-${abi}-${platform}); a wheel's name ends in python-abi-platform tags such as cp312-cp312-manylinux_2_17_x86_64`;
    }
  }
  return undefined;
}

/** A compressed tag set: tags of letters, digits and `_`, joined by dots (`py2.py3`, `manylinux_2_17_x86_64.manylinux2014_x86_64`). */
const TAG = /^[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*$/;
