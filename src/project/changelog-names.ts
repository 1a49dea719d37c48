/** The names a changelog file goes by (DESIGN 4), ranked. */

/** The base names, most preferred first (compared case-insensitively; `-` and `_` alike). */
const NAMES = ["changelog", "changes", "history", "news", "release-notes", "releases"];
/** The extensions, most preferred first. */
const EXTENSIONS = [".md", ".rst", ".txt", ""];

/**
 * The rank of a file name as a changelog (lower is better), or undefined when it is none:
 * `CHANGELOG`, `CHANGES`, `HISTORY`, `NEWS`, `RELEASE-NOTES`/`RELEASE_NOTES`, `RELEASES`, any case,
 * with `.md`, `.rst`, `.txt` or no extension (name first, then extension).
 */
export function rankChangelogName(name: string): number | undefined {
  const lower = name.toLowerCase().replace(/_/g, "-");
  for (const [e, ext] of EXTENSIONS.entries()) {
    if (ext !== "" && !lower.endsWith(ext)) continue;
    const base = ext === "" ? lower : lower.slice(0, -ext.length);
    const n = NAMES.indexOf(base);
    if (n !== -1) return n * EXTENSIONS.length + e;
  }
  return undefined;
}

/** The best changelog name of a listing (ties between cases: code-point order), if any. */
export function pickChangelogName(names: readonly string[]): string | undefined {
  let best: { name: string; rank: number } | undefined;
  for (const name of names) {
    const rank = rankChangelogName(name);
    if (rank === undefined) continue;
    if (best === undefined || rank < best.rank || (rank === best.rank && name < best.name))
      best = { name, rank };
  }
  return best?.name;
}
