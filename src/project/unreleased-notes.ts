/**
 * Where the project writes its hand-written Unreleased notes (issue 42): the changelog's own
 * Unreleased section, else a page beside it that holds the same history and the notes the
 * changelog lacks (a year's page `2026-news.md` beside the latest releases' `news.md`, both
 * naming the newest release). check reads the kinds of change there for the level they ask for;
 * `update` writes the changelog alone.
 */
import { readdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { VersionFileError } from "../core/errors.ts";
import { compareVersions, formatVersion, type Pep440Version, parseVersion } from "../core/version.ts";
import { type AheadSection, aheadSection } from "../edits/changelog-ahead.ts";
import { changelogMarkup, releaseMarkers } from "../edits/changelog-headings.ts";
import { unreleasedKinds, unreleasedRstKinds } from "../edits/unreleased-kinds.ts";
import { readRepoText } from "../fs/read-repo-file.ts";

/** A page beside the changelog that says it is one (`2026-news.md`, `changelog-2.x.md`). */
const LOG_PAGE = /(?:change|news|history|release).*\.md$/i;
/** A folder of thousands of files is not read through for this. */
const MAX_PAGES = 50;

export interface UnreleasedNotes {
  /** Relative to the root, `/`-separated. */
  path: string;
  /** The titles with notes (unreleasedKinds, unreleasedRstKinds for a reST changelog). */
  titles: string[];
}

/** The changelog's Unreleased notes, else those of a page beside it of the same history; else undefined. */
export async function findUnreleasedNotes(
  root: string,
  changelog: string,
): Promise<UnreleasedNotes | undefined> {
  const text = await readText(root, changelog);
  if (text === undefined) return undefined;
  const own = changelogMarkup(changelog, text) === "rst" ? unreleasedRstKinds(text) : unreleasedKinds(text);
  if (own.length > 0) return { path: changelog, titles: own };
  const newest = newestRelease(text);
  if (newest === undefined) return undefined;
  const pages = await pagesBeside(root, changelog);
  for (const path of pages) {
    const page = await readText(root, path);
    if (page === undefined || newestRelease(page) !== newest) continue;
    const titles = unreleasedKinds(page);
    if (titles.length > 0) return { path, titles };
  }
  return undefined;
}

/**
 * The changelog's section written ahead of its release (`## 2.0.0 - unreleased`), else one in a
 * page beside it of the same history (as findUnreleasedNotes looks); with the file it is in.
 */
export async function findAheadSection(
  root: string,
  changelog: string,
): Promise<(AheadSection & { path: string }) | undefined> {
  const text = await readText(root, changelog);
  if (text === undefined) return undefined;
  const own = aheadSection(text);
  if (own !== undefined) return { ...own, path: changelog };
  const newest = newestRelease(text);
  if (newest === undefined) return undefined;
  const pages = await pagesBeside(root, changelog);
  for (const path of pages) {
    const page = await readText(root, path);
    const ahead = page === undefined ? undefined : aheadSection(page);
    if (page === undefined || ahead === undefined) continue;
    // A page of the same history: below the section, its newest release is the changelog's.
    const released = page.replace(/\r\n/g, "\n").split("\n");
    released.splice(ahead.line - 1, 1);
    if (newestRelease(released.join("\n")) === newest) return { ...ahead, path };
  }
  return undefined;
}

/** The pages beside the changelog that say they are one, as repository paths, in name order. */
async function pagesBeside(root: string, changelog: string): Promise<string[]> {
  const folder = dirname(changelog) === "." ? "" : `${dirname(changelog)}/`;
  const names = await readdir(join(root, folder)).catch(() => [] as string[]);
  return names
    .filter((name) => `${folder}${name}` !== changelog && LOG_PAGE.test(name))
    .sort()
    .slice(0, MAX_PAGES)
    .map((name) => `${folder}${name}`);
}

/** The newest release a changelog names, in its normal form. */
function newestRelease(text: string): string | undefined {
  let best: Pep440Version | undefined;
  for (const marker of releaseMarkers(text)) {
    const version = parseVersion(marker.version);
    if (version !== undefined && (best === undefined || compareVersions(version, best) > 0)) best = version;
  }
  return best === undefined ? undefined : formatVersion(best);
}

/** A file's text, or undefined when it is not there or cannot be read as text. */
async function readText(root: string, path: string): Promise<string | undefined> {
  return (await readRepoText(root, path, VersionFileError).catch(() => undefined))?.text;
}
