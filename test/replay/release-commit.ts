/**
 * The commit that set a release's version (the replay's release commit, docs/replay.md "What one
 * replay does"): found by git's pickaxe over the release's range, a header's version defines, or a
 * branch of the release's line.
 */
import { changedLines, dottedRelease, fileKind, mentionsVersion, versionFromDefines } from "./files.ts";
import { git, gitYes } from "./git.ts";
import type { Tagged } from "./releases.ts";
import { sameVersion } from "./tag-version.ts";

/**
 * `git log -G`'s regular expression (extended) for the version as files write it, dotted or as a
 * tuple: one alternation, so the newest commit that sets it in either form is found.
 */
export function versionPattern(release: readonly number[], rest: string): string {
  const dotted = `${dottedRelease(release)}${rest.replace(/\./g, "\\.")}`;
  const tuple = release.join(", *");
  return `((^|[^0-9.])${dotted}($|[^0-9]))|([([] *(["'][^"']*["'] *, *)?${tuple}($|[^0-9]))`;
}

/**
 * Paths whose mention of a version does not set it: changelogs, news, docs, lock files, and the
 * tests (a test that pretends to be the coming version, `monkeypatch.setattr(m, "__version__",
 * "1.0.0")`, is written weeks before the release).
 */
export const NOT_VERSION_FILES = [
  ":(exclude,icase,glob)**/tests/**",
  ":(exclude,icase,glob)**/test/**",
  ":(exclude,icase,glob)**/change*",
  ":(exclude,icase,glob)**/history*",
  ":(exclude,icase,glob)**/news*",
  ":(exclude,icase,glob)**/release*",
  ":(exclude,icase,glob)**/whatsnew/**",
  ":(exclude,icase,glob)docs/**",
  ":(exclude,icase,glob)doc/**",
  ":(exclude,icase,glob)**/*.lock",
  ":(exclude,icase,glob)**/*.md",
];

/**
 * versionPattern on a line that names a version (`__version__ = "1.2.3"`, `version: 1.2.3`,
 * `VERSION = (1, 2, 3)`), not a docstring's `.. versionadded:: 1.2.3` nor prose.
 */
export function versionAssignmentPattern(release: readonly number[], rest: string): string {
  return `[Vv][Ee][Rr][Ss][Ii][Oo][Nn]([^A-Za-z].*)?(${versionPattern(release, rest)})`;
}

/**
 * The commit that set the version: the newest in `range` whose diff adds or removes the version
 * on a line that names a version, in a file that is not a changelog, docs or a lock file; else
 * the version anywhere in such a file; else the newest that mentions it anywhere (a
 * changelog-only release commit); else the tag's own commit (a version from the tag).
 *
 * A project that sets the next version right after a release (a "1.19.1 placeholder" commit on
 * the previous release's commit, the work following it) releases at its tag: the tag's commit,
 * which writes the changelog, is the release commit then.
 */
export function findReleaseCommit(repo: string, tag: Tagged, range: string[], below?: string): string {
  return searchReleaseCommit(repo, tag, range, below) ?? tag.commit;
}

/** findReleaseCommit, undefined when no commit of `range` sets or mentions the version. */
export function searchReleaseCommit(
  repo: string,
  tag: Tagged,
  range: string[],
  below?: string,
): string | undefined {
  const rest = tag.version.slice(tag.release.join(".").length);
  const searches: Array<[string, string[]]> = [
    [versionAssignmentPattern(tag.release, rest), NOT_VERSION_FILES],
    [versionPattern(tag.release, rest), NOT_VERSION_FILES],
    [versionPattern(tag.release, rest), []],
  ];
  // A header whose version defines come to spell the release (no dotted text): the release
  // commit when it is newer than the commit a text search finds (a `#error "... v3.1.0"` added
  // long before is no setting of the version), and before the changelog-only search.
  const header = searchHeaderDefines(repo, tag, range);
  for (const [index, [pattern, paths]] of searches.entries()) {
    let found = index === searches.length - 1 ? header : undefined;
    found ??= searchDiffs(repo, pattern, range, paths);
    if (found === undefined) continue;
    if (
      header !== undefined &&
      found !== header &&
      gitYes(repo, ["merge-base", "--is-ancestor", found, header])
    )
      found = header;
    if (below !== undefined && found !== tag.commit && setAhead(repo, found, below, tag)) return tag.commit;
    return found;
  }
  return undefined;
}

/**
 * A tag put on a commit that does not carry its version (a `v75.3.4` tag on the trunk, whose files
 * say 81.0.0), while a commit of another branch sets that version on a line that names a version:
 * that commit is the release's (a lightweight tag's date is its commit's, so when the tag was made
 * is not known), and the branch holding it its line. Undefined when no branch has one.
 */
export function setOnAnotherBranch(
  repo: string,
  tag: Tagged,
): { commit: string; branch: string } | undefined {
  // Only branches that do not hold the tag (a commit made on top of it later names a version
  // released) and whose name names the release's line (`maint/75.3`): a pickaxe search of every
  // other branch's own history (old feature branches of thousands of commits) takes many minutes.
  const [major, minor] = tag.release;
  const lineName = new RegExp(`(^|[^0-9])${major}\\.${minor}($|[^0-9])`);
  const others = git(repo, ["for-each-ref", "--no-contains", tag.commit, "--format=%(refname)", "refs/heads"])
    .split("\n")
    .filter((ref) => ref !== "" && lineName.test(ref.replace(/^refs\/heads\//, "")));
  if (others.length === 0) return undefined;
  const rest = tag.version.slice(tag.release.join(".").length);
  const commit = searchDiffs(
    repo,
    versionAssignmentPattern(tag.release, rest),
    [...others, `^${tag.commit}`],
    NOT_VERSION_FILES,
  );
  if (commit === undefined) return undefined;
  const branch = lineOf(holdersOf(repo, commit), tag);
  return branch === undefined ? undefined : { commit, branch };
}

/** The branches that hold a commit. */
export function holdersOf(repo: string, commit: string): string[] {
  return git(repo, ["for-each-ref", "--contains", commit, "--format=%(refname:short)", "refs/heads"])
    .split("\n")
    .filter(Boolean);
}

/** Among branches that hold a release, the one of its line (`75.3`), else one with a number, else the first. */
export function lineOf(holders: readonly string[], tag: Tagged): string | undefined {
  const [major, minor] = tag.release;
  const lineName = new RegExp(`(^|[^0-9])${major}\\.${minor}($|[^0-9])`);
  return holders.find((b) => lineName.test(b)) ?? holders.find((b) => /\d/.test(b)) ?? holders[0];
}

/**
 * The newest commit of `range` that changes a C header's version define (`#define PKG_VERSION_PATCH
 * 3`, or its release level) so that its parts spell the release (versionFromDefines: `3.1.0a0`, a
 * development version, is not `3.1.0`).
 */
function searchHeaderDefines(repo: string, tag: Tagged, range: string[]): string | undefined {
  const define =
    "#[[:space:]]*define[[:space:]]+[A-Za-z0-9_]*VERSION_(MAJOR|MINOR|PATCH|MICRO|RELEASE_LEVEL|RELEASE_SERIAL)[[:space:]]";
  try {
    const commits = git(repo, [
      "log",
      "--format=%H",
      "--no-merges",
      "-G",
      define,
      ...range,
      "--",
      "*.h",
      "*.hpp",
    ])
      .split("\n")
      .filter(Boolean)
      .slice(0, 20);
    for (const commit of commits) {
      const headers = git(repo, ["show", "--format=", "--name-only", commit, "--", "*.h", "*.hpp"])
        .split("\n")
        .filter(Boolean);
      for (const path of headers) {
        const text = git(repo, ["show", `${commit}:${path}`]);
        if (sameVersion(versionFromDefines(text) ?? "", tag.version)) return commit;
      }
    }
  } catch {
    // A snapshot that lacks a blob: no header found this way.
  }
  return undefined;
}

/**
 * Whether `commit` set the version ahead: it came straight after the release below (its first
 * parent is that release's commit) and changed nothing but the version (each file it changed
 * carries the version in its added lines, or is a changelog or docs). A fix and the bump in one
 * commit is no placeholder.
 */
function setAhead(repo: string, commit: string, below: string, tag: Tagged): boolean {
  if (git(repo, ["rev-parse", `${commit}^`]).trim() !== below) return false;
  const rest = tag.version.slice(tag.release.join(".").length);
  const diff = git(repo, ["show", "--format=", "-U0", "--no-renames", "--no-ext-diff", commit]);
  return [...changedLines(diff)].every(
    ([path, lines]) =>
      fileKind(path) !== "version" || lines.added.some((l) => mentionsVersion(l, tag.release, rest)),
  );
}

/**
 * The newest commit of `range` whose diff matches `pattern`. A snapshot may lack the blobs of its
 * largest files: when git cannot read one, the commits are searched one by one, skipping those
 * it cannot read.
 */
function searchDiffs(repo: string, pattern: string, range: string[], paths: string[]): string | undefined {
  const args = ["--format=%H", "--no-merges", "-G", pattern];
  try {
    return (
      git(repo, ["log", "-n", "1", ...args, ...range, "--", ...paths])
        .trim()
        .split("\n")[0] || undefined
    );
  } catch {
    const revisions = range.filter((r, i) => r !== "-n" && range[i - 1] !== "-n");
    const commits = git(repo, ["rev-list", "--no-merges", "-n", "300", ...revisions])
      .split("\n")
      .filter(Boolean);
    for (const commit of commits) {
      try {
        // --no-walk: this commit alone, never one of its ancestors.
        if (git(repo, ["log", "--no-walk", ...args, commit, "--", ...paths]).trim() === commit) return commit;
      } catch {
        // A commit whose blobs the snapshot lacks: not the one.
      }
    }
    return undefined;
  }
}
