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

/** What the changelog holds of the coming release, found by findChangelogNotes. */
export interface ChangelogNotes {
  /** Its Unreleased notes' kinds, else those of a page beside it of the same history. */
  unreleased?: UnreleasedNotes | undefined;
  /** Its section written ahead of its release (`## 2.0.0 - unreleased`), else a page's, with its file. */
  ahead?: (AheadSection & { path: string }) | undefined;
}

/**
 * The changelog's Unreleased notes and its section written ahead of its release, each else from a
 * page beside it that holds the same history; every file read once, the pages only when the
 * changelog lacks one of the two.
 */
export async function findChangelogNotes(root: string, changelog: string): Promise<ChangelogNotes> {
  const text = await readText(root, changelog);
  if (text === undefined) return {};
  const kinds = changelogMarkup(changelog, text) === "rst" ? unreleasedRstKinds(text) : unreleasedKinds(text);
  const found: ChangelogNotes = {
    unreleased: kinds.length > 0 ? { path: changelog, titles: kinds } : undefined,
    ahead: withPath(aheadSection(text), changelog),
  };
  const newest = newestRelease(text);
  if (newest === undefined || (found.unreleased !== undefined && found.ahead !== undefined)) return found;
  for (const path of await pagesBeside(root, changelog)) {
    const page = await readText(root, path);
    if (page === undefined) continue;
    const ahead = aheadSection(page);
    // A page of the same history: below a section written ahead, its newest release is the changelog's.
    const released = page.replace(/\r\n/g, "\n").split("\n");
    if (ahead !== undefined) released.splice(ahead.line - 1, 1);
    if (newestRelease(released.join("\n")) !== newest) continue;
    const titles = unreleasedKinds(page);
    if (found.unreleased === undefined && titles.length > 0) found.unreleased = { path, titles };
    found.ahead ??= withPath(ahead, path);
    if (found.unreleased !== undefined && found.ahead !== undefined) break;
  }
  return found;
}

function withPath<T extends object>(value: T | undefined, path: string): (T & { path: string }) | undefined {
  return value === undefined ? undefined : { ...value, path };
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
