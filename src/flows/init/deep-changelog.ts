import type { Dirent } from "node:fs";
import { lstat, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { hasVersionHeading } from "../../edits/changelog-headings.ts";
import { rankChangelogName } from "../../project/changelog-names.ts";

/**
 * A changelog deeper in `docs/` than the changelog search goes (fastapi keeps
 * `docs/en/docs/release-notes.md`): `init` looks for one when the search found nothing, and says
 * that `changelog_file` would use it. Only a look, bounded: a few levels, a limited number of
 * folders, Markdown and reST files that name a version in a heading. Symbolic links are never
 * followed (neither folders nor files), so nothing outside the repository is read.
 */

/** Folders below `docs/` looked into: `docs/en/docs/` is 2 below, so 4 leaves room. */
export const DEEP_LEVELS = 4;
/** A documentation tree of thousands of folders is not walked whole. */
const MAX_FOLDERS = 400;
/** A changelog candidate larger than this is not read to check its headings. */
const MAX_READ_BYTES = 4 * 1024 * 1024;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const PLAIN_NAME = /^[^\u0000-\u001f\u007f"\\`]+$/;

/**
 * The changelog-named files (`release-notes.md`, `changes.rst`, ...) under `docs/` between 2 and
 * DEEP_LEVELS + 1 folders deep (`docs/` itself is the search's), that have a version heading;
 * shallowest first, then by name rank, then by path.
 */
export async function findDeepChangelogs(root: string): Promise<string[]> {
  const found: { path: string; depth: number; rank: number }[] = [];
  let queue: { rel: string; depth: number }[] = [{ rel: "docs", depth: 0 }];
  let folders = 0;
  while (queue.length > 0 && folders < MAX_FOLDERS) {
    const next: typeof queue = [];
    for (const { rel, depth } of queue) {
      if (++folders > MAX_FOLDERS) break;
      const entries = await listRealFolder(root, rel);
      for (const entry of entries) {
        // A name a comment or a note could not show as it is (a line break, a quote) is passed by.
        if (!PLAIN_NAME.test(entry.name)) continue;
        const path = `${rel}/${entry.name}`;
        if (entry.isDirectory()) {
          if (depth < DEEP_LEVELS && !entry.name.startsWith(".")) next.push({ rel: path, depth: depth + 1 });
          continue;
        }
        // docs/ itself is the changelog search's (find-changelog.ts): only the folders below it here.
        if (depth === 0 || !entry.isFile()) continue;
        const rank = rankChangelogName(entry.name);
        if (rank === undefined || !/\.(md|rst)$/i.test(entry.name)) continue;
        if (await namesAVersion(root, path)) found.push({ path, depth, rank });
      }
    }
    queue = next.sort((a, b) => (a.rel < b.rel ? -1 : 1));
  }
  return found
    .sort((a, b) => a.depth - b.depth || a.rank - b.rank || (a.path < b.path ? -1 : 1))
    .map((f) => f.path);
}

/** The entries of a folder that is a real folder (not a link to one); [] when it cannot be read. */
async function listRealFolder(root: string, rel: string): Promise<Dirent[]> {
  try {
    if (!(await lstat(join(root, rel))).isDirectory()) return [];
    return await readdir(join(root, rel), { withFileTypes: true });
  } catch {
    return [];
  }
}

/** Whether the file (a regular file, not a link) reads as a changelog: a heading names a version. */
async function namesAVersion(root: string, rel: string): Promise<boolean> {
  try {
    const info = await lstat(join(root, rel));
    if (!info.isFile() || info.size > MAX_READ_BYTES) return false;
    return hasVersionHeading(await readFile(join(root, rel), "utf8"));
  } catch {
    return false;
  }
}

/**
 * What init says of the changelogs found deep in docs/ (best first). They are named, not set: a
 * file found by its name that deep may be a translation's or a sub-project's notes, and `update`
 * would write its sections into it; the user who knows takes it by uncommenting the line.
 */
export function deepChangelogNote(deep: readonly string[], changelogFile: string): string {
  const [first, ...rest] = deep;
  const others =
    rest.length > 0 ? ` (also found: ${rest.slice(0, 3).join(", ")}${rest.length > 3 ? ", ..." : ""})` : "";
  return `${first} looks like the project's changelog${others}, deeper in docs/ than releaser looks: \`changelog_file = "${first}"\` makes \`update\` write the release notes there (the configuration has the line, commented); until then it writes ${changelogFile}`;
}
