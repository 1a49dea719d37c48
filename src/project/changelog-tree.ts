import type { Dirent } from "node:fs";
import { lstat, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { compareVersions, type Pep440Version, parseVersion } from "../core/version.ts";
import { type ReleaseMarker, releaseMarkers } from "../edits/changelog-headings.ts";
import { rankChangelogName } from "./changelog-names.ts";

/**
 * The changelogs of a project's tree below its root (`docs/about/changelog.md`,
 * `sites/www/changelog.rst`, `docs/build/changelog.rst`), read for the releases they name, so the
 * changelog search can take the one that holds the newest release (DESIGN 4). A bounded look: a few
 * levels, a limited number of folders, never a symbolic link (folder or file), never a folder
 * that is vendored code, tests, a build's output, a project of its own (a `pyproject.toml` or
 * `setup.py` of its own: a sub-project's notes are not this project's) or an import package (an
 * `__init__.py`: a vendored library's notes inside the code).
 */

/** Folders below the root looked into: `docs/en/docs/` is 3 deep. */
const LEVELS = 4;
/** A tree of thousands of folders is not walked whole. */
const MAX_FOLDERS = 400;
/** A candidate larger than this is not read. */
const MAX_READ_BYTES = 4 * 1024 * 1024;
/** Folders that hold someone else's files, tests, examples or generated output. */
const SKIPPED = new Set([
  "node_modules",
  "vendor",
  "vendored",
  "_vendor",
  "third_party",
  "third-party",
  "thirdparty",
  "extern",
  "externals",
  "cextern",
  "site-packages",
  "venv",
  "tests",
  "test",
  "testing",
  "fixtures",
  "examples",
  "example",
  "_build",
  "htmlcov",
  "__pycache__",
]);
/** A build's output at the root (`docs/build/` is the sources of a Sphinx project's docs). */
const OUTPUT = new Set(["build", "dist"]);
/**
 * A file that makes its folder a project of its own, or an import package (a changelog inside
 * the package's code is a vendored library's, never the project's).
 */
const PROJECT_FILES = new Set(["pyproject.toml", "setup.py", "__init__.py"]);
/** A version in a file's name (`2.5.0-changelog.rst`, `v1.4.md`, `changes-1.2.3.rst`). */
const VERSION_IN_NAME = /(?:^|[^\d.])v?(\d+\.\d+(?:\.\d+)*)(?=$|[^\d])/i;
const LOG_WORD = /change|news|history|release|notes/i;

export interface TreeChangelog {
  /** Relative to the root, `/`-separated. */
  path: string;
  /** Folders between the root and the file (`docs/changelog.md`: 1). */
  depth: number;
  /** rankChangelogName of its name. */
  rank: number;
  /** The versions its release markers name, as written. */
  versions: string[];
  /** The newest of them (undefined: none, or none that reads as a version). */
  newest: Pep440Version | undefined;
  /** How it writes its releases: headings, or a Sphinx form releaser does not write. */
  form: ReleaseMarker["form"] | undefined;
}

/** A folder that holds one changelog file per release (`doc/changelog/2.5.0-changelog.rst`). */
export interface PerReleaseFolder {
  folder: string;
  /** Its file for the newest version. */
  newest: string;
}

export interface ChangelogTree {
  /** The changelog-named files below the root that name a release, shallowest first. */
  files: TreeChangelog[];
  /** The shallowest folder of one file per release, when there is one. */
  perRelease: PerReleaseFolder | undefined;
}

/** Walks the folders below `root` (breadth first) for changelogs; see the module's comment. */
export async function readChangelogTree(root: string): Promise<ChangelogTree> {
  const files: TreeChangelog[] = [];
  let perRelease: PerReleaseFolder | undefined;
  let queue = (await listFolder(root, ""))
    .filter((e) => isWalked(e) && !OUTPUT.has(e.name.toLowerCase()))
    .map((e) => e.name)
    .sort();
  let folders = 0;
  for (let depth = 1; depth <= LEVELS && queue.length > 0 && folders < MAX_FOLDERS; depth++) {
    const next: string[] = [];
    for (const rel of queue) {
      if (++folders > MAX_FOLDERS) break;
      const entries = await listFolder(root, rel);
      if (entries.some((e) => PROJECT_FILES.has(e.name))) continue;
      for (const entry of entries) {
        if (isWalked(entry)) next.push(`${rel}/${entry.name}`);
        else if (entry.isFile() && rankChangelogName(entry.name) !== undefined) {
          const read = await readTreeChangelog(root, `${rel}/${entry.name}`, depth);
          if (read !== undefined) files.push(read);
        }
      }
      perRelease ??= perReleaseFolder(rel, entries);
    }
    queue = next.sort();
  }
  return { files, perRelease };
}

function isWalked(entry: Dirent): boolean {
  return entry.isDirectory() && !entry.name.startsWith(".") && !SKIPPED.has(entry.name.toLowerCase());
}

async function readTreeChangelog(
  root: string,
  path: string,
  depth: number,
): Promise<TreeChangelog | undefined> {
  const text = await readSmallFile(root, path);
  if (text === undefined) return undefined;
  const markers = releaseMarkers(text);
  if (markers.length === 0) return undefined;
  let newest: Pep440Version | undefined;
  for (const marker of markers) {
    const version = parseVersion(marker.version);
    if (version !== undefined && (newest === undefined || compareVersions(version, newest) > 0))
      newest = version;
  }
  const name = path.slice(path.lastIndexOf("/") + 1);
  return {
    path,
    depth,
    rank: rankChangelogName(name) as number,
    versions: markers.map((m) => m.version),
    newest,
    form: markerForm(markers),
  };
}

/** The form most of a file's markers take (headings when as many). */
export function markerForm(markers: readonly ReleaseMarker[]): ReleaseMarker["form"] | undefined {
  const count = (form: ReleaseMarker["form"]) => markers.filter((m) => m.form === form).length;
  let best: ReleaseMarker["form"] | undefined;
  for (const form of ["heading", "changelog-directive", "release-role"] as const) {
    if (count(form) > 0 && (best === undefined || count(form) > count(best))) best = form;
  }
  return best;
}

/**
 * `folder` when two or more of its files are named after a version and say what they are
 * (`2.5.0-changelog.rst`, `1.4.md` in a `changelog/` folder); its newest one.
 */
export function perReleaseFolder(folder: string, entries: readonly Dirent[]): PerReleaseFolder | undefined {
  const named = LOG_WORD.test(folder.slice(folder.lastIndexOf("/") + 1));
  let count = 0;
  let newest: { name: string; version: Pep440Version } | undefined;
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(?:md|rst|txt)$/i.test(entry.name)) continue;
    const match = VERSION_IN_NAME.exec(entry.name);
    const version = match === null ? undefined : parseVersion(match[1] as string);
    if (version === undefined || !(named || LOG_WORD.test(entry.name))) continue;
    count++;
    if (newest === undefined || compareVersions(version, newest.version) > 0)
      newest = { name: entry.name, version };
  }
  return count >= 2 && newest !== undefined
    ? { folder: `${folder}/`, newest: `${folder}/${newest.name}` }
    : undefined;
}

/** A real folder's entries (not a link to one); [] when it cannot be read. */
async function listFolder(root: string, rel: string): Promise<Dirent[]> {
  try {
    const dir = rel === "" ? root : join(root, rel);
    if (!(await lstat(dir)).isDirectory()) return [];
    return await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** A regular file's text (not a link), when it is small enough to read. */
async function readSmallFile(root: string, rel: string): Promise<string | undefined> {
  try {
    const info = await lstat(join(root, rel));
    if (!info.isFile() || info.size > MAX_READ_BYTES) return undefined;
    return await readFile(join(root, rel), "utf8");
  } catch {
    return undefined;
  }
}
