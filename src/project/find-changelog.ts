import type { Dirent } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { parseToml } from "../config/toml.ts";
import { ConfigError } from "../core/errors.ts";
import {
  bumpVersion,
  compareVersions,
  isFinalRelease,
  type Pep440Version,
  parseVersion,
} from "../core/version.ts";
import { hasVersionHeading, type ReleaseMarker, releaseMarkers } from "../edits/changelog-headings.ts";
import { readRepoText } from "../fs/read-repo-file.ts";
import { OutsideRepositoryError, resolveRepoPath } from "../fs/repo-path.ts";
import { pickChangelogName, rankChangelogName } from "./changelog-names.ts";
import { type ChangelogTree, markerForm, readChangelogTree } from "./changelog-tree.ts";

export { pickChangelogName, rankChangelogName } from "./changelog-names.ts";

/** The changelog a project has (DESIGN 4), as `update` should write it. */
export interface ChangelogDiscovery {
  /** Relative to the repository root, `/`-separated (`CHANGES.rst`, `docs/changelog.rst`). */
  path: string;
  /**
   * How it was chosen: an existing file with a changelog's name (`found`), towncrier's
   * `filename` (`towncrier`, which may not exist yet), or nothing found (`default`: `CHANGELOG.md`,
   * created with a `# Changelog` title).
   */
  source: "found" | "towncrier" | "default";
  /** Whether the file exists now. */
  exists: boolean;
  /** What the user should know of it (a form releaser does not write), to be said by check. */
  warning?: string;
}

export interface FindChangelogOptions {
  /**
   * pyproject.toml's parsed data when the caller has already read it (the loader has); undefined:
   * read it here if the root lists it.
   */
  pyproject?: Record<string, unknown> | undefined;
}

export const DEFAULT_CHANGELOG = "CHANGELOG.md";

/**
 * Finds the project's changelog: towncrier's news file when `[tool.towncrier]` is configured
 * (towncrier.toml, else pyproject.toml, as towncrier looks), else the file of its tree that names
 * the newest release (see {@link settleChangelog}) over the best-ranked file of
 * {@link rankChangelogName} at the root, else in `docs/`, else `CHANGELOG.md`; of several at the
 * root or in `docs/`, the best-ranked one that has a version section (a stub `CHANGELOG.md` saying
 * "See CHANGES.rst" gives way to the file with the history). Only regular files count (a
 * `changes/` fragment folder does not); a root or `docs/` candidate that is a symbolic link
 * leading outside the repository is refused with a ConfigError, never followed.
 */
export async function findChangelogFile(
  root: string,
  options: FindChangelogOptions = {},
): Promise<ChangelogDiscovery> {
  const rootEntries = await listDir(root);
  const towncrier = await readTowncrierFile(root, rootEntries, options.pyproject);
  if (towncrier !== undefined) {
    // Whether it exists, without reading it (a news file of thousands of lines is read by update).
    const exists = await isFileInside(root, towncrier);
    return { path: towncrier, source: "towncrier", exists };
  }
  const shallow = await findShallowChangelog(root, rootEntries);
  const text = shallow.exists
    ? await readRepoText(root, shallow.path, ConfigError).catch(() => undefined)
    : undefined;
  return settleChangelog(
    shallow,
    releaseMarkers(text?.text ?? ""),
    await readChangelogTree(root),
    staticVersion(options.pyproject),
  );
}

/**
 * The version pyproject.toml writes out (`[project] version`, else `[tool.poetry] version`), when
 * the caller read it: the project's own release, which a changelog of its history names or stops below.
 */
function staticVersion(data: Record<string, unknown> | undefined): Pep440Version | undefined {
  const table = (value: unknown) =>
    typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
  const version = table(data?.project)?.version ?? table(table(data?.tool)?.poetry)?.version;
  return typeof version === "string" ? parseVersion(version) : undefined;
}

/**
 * The changelog of the root or `docs/`, unless a file deeper in the tree names a newer release:
 * one that continues its history (it names the shallow file's two newest releases and a newer one;
 * a stale root CHANGELOG.md gives way to the docs' changelog that goes on; or it starts at the
 * release after the shallow file's newest: startsAfter), or any that names a
 * release when the shallow file names none. Of several, the one naming the newest release, then
 * the nearest to the root, then the best name. The file chosen says, as a warning, when it writes
 * its releases in a Sphinx form releaser does not write; a project with none but a folder of one
 * file per release is told that releaser writes its own file instead.
 */
export function settleChangelog(
  shallow: ChangelogDiscovery,
  own: readonly ReleaseMarker[],
  tree: ChangelogTree,
  current?: Pep440Version,
): ChangelogDiscovery {
  const latest = newestFirst(own.map((m) => m.version)).slice(0, 2);
  const newest = latest[0];
  // Goes on from the shallow file: names its two newest releases (one when it has one), and a newer.
  const deeper = tree.files.filter(
    (f) =>
      f.path !== shallow.path &&
      f.newest !== undefined &&
      (newest === undefined ||
        (compareVersions(f.newest, newest) > 0 &&
          (latest.every((v) => f.versions.some((w) => sameVersion(w, v))) ||
            (startsAfter(f.versions, newest) && reachesNoFurther(f, current))))),
  );
  deeper.sort(
    (a, b) =>
      compareVersions(b.newest as Pep440Version, a.newest as Pep440Version) ||
      a.depth - b.depth ||
      a.rank - b.rank ||
      (a.path < b.path ? -1 : 1),
  );
  const best = deeper[0];
  const form = best !== undefined ? best.form : markerForm(own);
  const chosen: ChangelogDiscovery =
    best !== undefined ? { path: best.path, source: "found", exists: true } : { ...shallow };
  const warning =
    form === "changelog-directive" || form === "release-role"
      ? formWarning(chosen.path, form)
      : chosen.source === "default" && tree.perRelease !== undefined
        ? `${tree.perRelease.folder} holds a changelog file per release (the newest: ${tree.perRelease.newest}), which releaser does not write: \`update\` writes ${chosen.path} instead; write the release's file by hand, or set changelog_file to the file releaser should write`
        : undefined;
  return warning === undefined ? chosen : { ...chosen, warning };
}

/**
 * The history goes on in this file from where the other stopped: its oldest release is the next
 * one after the other's newest (a root NEWS up to 1.9.0, then `sites/www/changelog.rst` from 1.10.0
 * on). Exactly the next patch, minor or major: a vendored library's changelog of other numbers
 * does not pass for it.
 */
function startsAfter(versions: readonly string[], newest: Pep440Version): boolean {
  const oldest = newestFirst(versions).at(-1);
  if (oldest === undefined || !isFinalRelease(newest)) return false;
  return (["patch", "minor", "major"] as const).some(
    (step) => compareVersions(oldest, bumpVersion(newest, step, { majorOnZero: true })) === 0,
  );
}

/**
 * A history that starts where the root's stopped is the project's only up to the project's own
 * version: it names that version, or stops below it. A library's changelog kept in the tree
 * (1.0.0 to 2.1.0 beside a project at 0.9.3) starts after the root's 0.9.3 by chance.
 */
function reachesNoFurther(
  file: { versions: readonly string[]; newest?: Pep440Version },
  current?: Pep440Version,
) {
  if (current === undefined || file.newest === undefined) return true;
  return compareVersions(file.newest, current) <= 0 || file.versions.some((v) => sameVersion(v, current));
}

function formWarning(path: string, form: "changelog-directive" | "release-role"): string {
  const how =
    form === "changelog-directive"
      ? "`.. changelog::` directives (sphinx-changelog)"
      : "`:release:` entries (the Sphinx releases extension)";
  return `${path} writes its releases as ${how}, which releaser does not write: \`update\` puts a reST section with a heading above them; rewrite it in the file's form in the release commit, or set changelog_file to a file releaser may write`;
}

/** The versions that read as versions, newest first. */
function newestFirst(versions: readonly string[]): Pep440Version[] {
  return versions
    .map((text) => parseVersion(text))
    .filter((v): v is Pep440Version => v !== undefined)
    .sort((a, b) => compareVersions(b, a));
}

function sameVersion(text: string, version: Pep440Version): boolean {
  const parsed = parseVersion(text);
  return parsed !== undefined && compareVersions(parsed, version) === 0;
}

/** The changelog of the root, else of `docs/`, as the search found it before looking deeper. */
async function findShallowChangelog(
  root: string,
  rootEntries: readonly Dirent[],
): Promise<ChangelogDiscovery> {
  const atRoot = await pickFile(root, "", rootEntries);
  if (atRoot?.history === true) return { path: atRoot.path, source: "found", exists: true };
  const docs = rootEntries.find((e) => e.name === "docs");
  const inDocs =
    docs !== undefined && (docs.isDirectory() || docs.isSymbolicLink())
      ? await pickFile(root, "docs/", await listDir(root, "docs"))
      : undefined;
  // A root stub (scrapy's NEWS: "See docs/news.rst") gives way to a docs/ file with the history.
  if (
    atRoot !== undefined &&
    inDocs !== undefined &&
    (await isPointer(root, atRoot)) &&
    (await hasHistory(root, inDocs))
  ) {
    return { path: inDocs.path, source: "found", exists: true };
  }
  const found = atRoot ?? inDocs;
  if (found !== undefined) return { path: found.path, source: "found", exists: true };
  return { path: DEFAULT_CHANGELOG, source: "default", exists: false };
}

/** A file with text but no version section: a pointer to the real changelog ("See docs/news.rst"). */
async function isPointer(root: string, picked: PickedFile): Promise<boolean> {
  if (picked.history === true) return false;
  const text = await readRepoText(root, picked.path, ConfigError).catch(() => undefined);
  return text !== undefined && text.text.trim() !== "" && !hasVersionHeading(text.text);
}

/** Whether a picked file has a version section (read now when the pick did not read it). */
async function hasHistory(root: string, picked: PickedFile): Promise<boolean> {
  if (picked.history !== undefined) return picked.history;
  const text = await readRepoText(root, picked.path, ConfigError).catch(() => undefined);
  return text !== undefined && hasVersionHeading(text.text);
}

interface PickedFile {
  path: string;
  /** It has a version section (undefined: a single candidate, taken unread). */
  history: boolean | undefined;
}

/**
 * towncrier's news file from its configuration, as towncrier 22.12 reads it: `towncrier.toml`
 * when the root has one, else pyproject.toml; `[tool.towncrier] filename`, default `NEWS.rst`,
 * relative to the root (`directory` names the fragments' folder, not the news file). A
 * configuration with `single_file = false` (one file per version) names no single file: undefined.
 */
export function towncrierNewsFile(data: Record<string, unknown>): string | undefined {
  const tool = data.tool;
  if (!isTable(tool) || !isTable(tool.towncrier)) return undefined;
  const settings = tool.towncrier;
  if (settings.single_file === false) return undefined;
  const filename =
    typeof settings.filename === "string" && settings.filename.trim() !== "" ? settings.filename : "NEWS.rst";
  return filename.replace(/\\/g, "/").replace(/^(?:\.\/)+/, "");
}

async function readTowncrierFile(
  root: string,
  entries: readonly Dirent[],
  pyproject: Record<string, unknown> | undefined,
): Promise<string | undefined> {
  const names = new Set(entries.map((e) => e.name));
  if (names.has("towncrier.toml")) {
    const text = (await readRepoText(root, "towncrier.toml", ConfigError))?.text;
    if (text !== undefined) return towncrierNewsFile(parseToml(text, "towncrier.toml"));
  }
  if (pyproject !== undefined) return towncrierNewsFile(pyproject);
  if (!names.has("pyproject.toml")) return undefined;
  const text = (await readRepoText(root, "pyproject.toml", ConfigError))?.text;
  return text === undefined ? undefined : towncrierNewsFile(parseToml(text, "pyproject.toml"));
}

/**
 * The regular files among `entries` (of the folder `prefix`) with a changelog's name, best-ranked
 * first, following a symbolic link only when it stays inside the repository; a candidate link
 * leading outside is refused, unless a better-ranked candidate came before it.
 */
async function listCandidates(root: string, prefix: string, entries: readonly Dirent[]): Promise<string[]> {
  const candidates = entries
    .filter((e) => rankChangelogName(e.name) !== undefined && (e.isFile() || e.isSymbolicLink()))
    .map((e) => e.name);
  const found: string[] = [];
  while (candidates.length > 0) {
    const name = pickChangelogName(candidates) as string;
    candidates.splice(candidates.indexOf(name), 1);
    const entry = entries.find((e) => e.name === name) as Dirent;
    // A link leading outside is refused when it would be the changelog; below one, it is passed over.
    const inside = entry.isFile() || (await isFileInside(root, prefix + name).catch(passOver(found)));
    if (inside) found.push(prefix + name);
  }
  return found;
}

function passOver(found: readonly string[]): (error: unknown) => boolean {
  return (error) => {
    if (found.length === 0) throw error;
    return false;
  };
}

/**
 * The changelog among the regular files of `entries` (of the folder `prefix`) with a changelog's
 * name: the best-ranked one with a version section, else the best-ranked one; a single candidate
 * is taken unread.
 */
async function pickFile(
  root: string,
  prefix: string,
  entries: readonly Dirent[],
): Promise<PickedFile | undefined> {
  const candidates = await listCandidates(root, prefix, entries);
  if (candidates.length === 0) return undefined;
  if (candidates.length === 1) return { path: candidates[0] as string, history: undefined };
  for (const path of candidates) {
    const text = await readRepoText(root, path, ConfigError).catch(() => undefined);
    if (text !== undefined && hasVersionHeading(text.text)) return { path, history: true };
  }
  return { path: candidates[0] as string, history: false };
}

/** Whether a link leads to a regular file inside the repository; one leading outside is refused. */
async function isFileInside(root: string, given: string): Promise<boolean> {
  try {
    const path = await resolveRepoPath(root, given);
    return (await stat(path.abs).catch(() => undefined))?.isFile() === true;
  } catch (error) {
    if (!(error instanceof OutsideRepositoryError)) throw error;
    // The same words as for any path that leads outside (config/paths.ts): one refusal, one message.
    throw new ConfigError(
      `${error.message}; releaser reads and writes files inside the repository only, nothing was changed`,
    );
  }
}

/** A folder's entries; a missing folder, one that is no folder, or one outside the repository: none. */
async function listDir(root: string, folder?: string): Promise<Dirent[]> {
  let dir = root;
  if (folder !== undefined) {
    const path = await resolveRepoPath(root, folder).catch(() => undefined);
    if (path === undefined) return [];
    dir = path.abs;
  }
  return readdir(dir, { withFileTypes: true }).catch(() => []);
}

function isTable(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
