import { git, gitYes } from "./git.ts";
import { holdersOf, lineOf, searchReleaseCommit, setOnAnotherBranch } from "./release-commit.ts";
import { readTagVersion, type TagVersion, tagShape } from "./tag-version.ts";

/** One real release of a project, as the harness replays it. */
export interface Release {
  tag: string;
  version: string;
  /** The commit the tag names. */
  tagCommit: string;
  /** The commit that set the version: the newest before the tag whose diff adds the version text; else the tag's. */
  releaseCommit: string;
  /** Its committer time (unix seconds): every tag made after it is deleted in the replay. */
  moment: number;
  /** The branch the release was made on: the default branch, or the maintenance line holding the tag. */
  branch: string;
  onTrunk: boolean;
}

export interface ProjectReleases {
  defaultBranch: string;
  /** The tag shape replayed (the one most of the newest final releases have). */
  shape: string;
  releases: Release[];
  /** Releases of that shape left out, each with why (no branch holds it). */
  skipped: Array<{ tag: string; reason: string }>;
}

export interface Tagged extends TagVersion {
  commit: string;
  date: number;
}

/** Every tag of the repository that spells a version, with its commit and its date. */
export function readVersionTags(repo: string): Tagged[] {
  const out = git(repo, [
    "for-each-ref",
    "refs/tags",
    "--format=%(refname:short)%00%(objectname)%00%(*objectname)%00%(creatordate:unix)%00%(objecttype)%00%(*objecttype)",
  ]);
  const tags: Tagged[] = [];
  for (const line of out.split("\n")) {
    const [name = "", object = "", peeled = "", date = "0", type = "", peeledType = ""] = line.split("\0");
    if (name === "" || (type === "tag" ? peeledType : type) !== "commit") continue;
    const version = readTagVersion(name);
    if (version) tags.push({ ...version, commit: peeled || object, date: Number(date) });
  }
  return tags;
}

/** The group of tags a project releases with: the shape most of its 30 newest final tags have. */
export function mainShape(tags: readonly Tagged[]): string | undefined {
  const newest = tags
    .filter((t) => t.final)
    .sort((a, b) => b.date - a.date || compareRelease(b.release, a.release))
    .slice(0, 30);
  const counts = new Map<string, number>();
  for (const t of newest) counts.set(tagShape(t), (counts.get(tagShape(t)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * The name a project gives the branch of a maintenance line, for a line whose branch was deleted
 * after its release: the shape most of its branches that name a line have (`maint/44.x` and
 * `maint/75.3` give `maint/{major}.{minor}` or `maint/{major}.x` as counted; `1.4.x`; `3.3`); the
 * newest branch of the shape decides a tie. `<major>.<minor>.x` when no branch names a line.
 */
export function lineBranchName(repo: string, release: readonly number[], defaultBranch: string): string {
  const [major = 0, minor = 0] = release;
  const counts = new Map<string, { count: number; newest: number }>();
  const refs = git(repo, ["for-each-ref", "refs/heads", "--format=%(refname:short)%00%(committerdate:unix)"]);
  for (const line of refs.split("\n")) {
    const [name = "", date = "0"] = line.split("\0");
    if (name === "" || name === defaultBranch) continue;
    const m = /(^|[^0-9.])(\d+)\.(\d+|x)(\.x)?($|[^0-9.])/.exec(name);
    if (!m) continue;
    const at = m.index + (m[1] ?? "").length;
    const numbers = `${m[2]}.${m[3]}${m[4] ?? ""}`;
    const shape = `${name.slice(0, at)}${m[3] === "x" ? "{major}.x" : `{major}.{minor}${m[4] ?? ""}`}${name.slice(at + numbers.length)}`;
    const seen = counts.get(shape) ?? { count: 0, newest: 0 };
    counts.set(shape, { count: seen.count + 1, newest: Math.max(seen.newest, Number(date)) });
  }
  const shape =
    [...counts.entries()].sort((a, b) => b[1].count - a[1].count || b[1].newest - a[1].newest)[0]?.[0] ??
    "{major}.{minor}.x";
  return shape.replace("{major}", String(major)).replace("{minor}", String(minor));
}

/**
 * The branch of a release's own line (`3.3`, `3.3.x`, `maintenance/3.3.x`) that holds its tag, when
 * a higher release of the shape had been tagged before it: a release made on the line and merged
 * forward into the trunk. Undefined otherwise.
 */
function forwardMergedLine(
  repo: string,
  tag: Tagged,
  group: readonly Tagged[],
  moment: number,
  defaultBranch: string,
): string | undefined {
  const higherBefore = group.some((t) => compareRelease(t.release, tag.release) > 0 && t.date <= moment);
  if (!higherBefore) return undefined;
  const [major, minor] = tag.release;
  const lineName = new RegExp(`(^|[^0-9])${major}\\.${minor}($|[^0-9])`);
  const branch = git(repo, [
    "for-each-ref",
    "--contains",
    tag.commit,
    "--format=%(refname:short)",
    "refs/heads",
  ])
    .split("\n")
    .filter((b) => b !== "" && b !== defaultBranch)
    .find((b) => lineName.test(b));
  if (branch !== undefined) return branch;
  // The line's branch deleted since it was merged forward: made again, when a higher release made
  // before it is on another line (not built on this one: 2.3.0 on main before 2.2.5 on 2.2.x).
  const after = new Set(
    git(repo, ["tag", "--contains", tag.commit, "--format=%(refname:strip=2)"]).split("\n").filter(Boolean),
  );
  const apart = group.some(
    (t) => compareRelease(t.release, tag.release) > 0 && t.date <= moment && !after.has(t.tag),
  );
  return apart ? lineBranchName(repo, tag.release, defaultBranch) : undefined;
}

/** The last `count` final releases of a repository's main tag shape, newest first. */
export function findReleases(repo: string, count: number): ProjectReleases {
  const defaultBranch = readDefaultBranch(repo);
  const tags = readVersionTags(repo);
  const shape = mainShape(tags);
  const skipped: ProjectReleases["skipped"] = [];
  if (shape === undefined) return { defaultBranch, shape: "", releases: [], skipped };
  const group = tags
    .filter((t) => t.final && tagShape(t) === shape)
    .sort((a, b) => b.date - a.date || compareRelease(b.release, a.release));
  const seen = new Set<string>();
  const releases: Release[] = [];
  for (const tag of group) {
    if (releases.length >= count) break;
    if (seen.has(tag.version)) continue;
    seen.add(tag.version);
    // A floating tag (`v10.6` moved to each 10.6.x release) is no release of its own.
    if (
      group.some(
        (t) =>
          t.commit === tag.commit &&
          t.release.length > tag.release.length &&
          t.version.startsWith(`${tag.version}.`),
      )
    ) {
      skipped.push({ tag: tag.tag, reason: "a floating tag on the commit of a longer version's tag" });
      continue;
    }
    // The range since the release just below it: its commits the tag holds and the release below
    // does not, also when that one was made on a line's branch (1.15.1 on `1.13.x`, then 1.16.0 on
    // the trunk: the trunk's commits since the line forked; a search of all history found another
    // package's `__version__ = '1.16.0'` of years before). Else the newest 300.
    const below = group
      .filter((t) => compareRelease(t.release, tag.release) < 0)
      .sort((a, b) => compareRelease(b.release, a.release))[0];
    const range = below ? [tag.commit, `^${below.commit}`] : ["-n", "300", tag.commit];
    const searched = searchReleaseCommit(
      repo,
      tag,
      range,
      below && gitYes(repo, ["merge-base", "--is-ancestor", below.commit, tag.commit])
        ? below.commit
        : undefined,
    );
    const elsewhere = searched === undefined ? setOnAnotherBranch(repo, tag) : undefined;
    const releaseCommit = elsewhere?.commit ?? searched ?? tag.commit;
    if (!gitYes(repo, ["rev-parse", "-q", "--verify", `${releaseCommit}^`])) {
      skipped.push({ tag: tag.tag, reason: "its release commit is the first commit" });
      continue;
    }
    const moment = Number(git(repo, ["show", "-s", "--format=%ct", releaseCommit]).trim());
    let onTrunk =
      elsewhere === undefined && gitYes(repo, ["merge-base", "--is-ancestor", tag.commit, defaultBranch]);
    let branch = elsewhere?.branch ?? defaultBranch;
    // Released on its line's branch and merged forward into the trunk (3.3.2 after 3.4.0, from
    // branch 3.3): the trunk had moved past it, so it is replayed on the line.
    const line = onTrunk ? forwardMergedLine(repo, tag, group, moment, defaultBranch) : undefined;
    if (line !== undefined) {
      onTrunk = false;
      branch = line;
    }
    if (!onTrunk && line === undefined && elsewhere === undefined) {
      // A line whose branch was deleted after its release (merged, or dropped): the scratch
      // repository gets it back at the release commit's parent, named as the project names its lines.
      branch = lineOf(holdersOf(repo, tag.commit), tag) ?? lineBranchName(repo, tag.release, defaultBranch);
    }
    releases.push({
      tag: tag.tag,
      version: tag.version,
      tagCommit: tag.commit,
      releaseCommit,
      moment,
      branch,
      onTrunk,
    });
  }
  return { defaultBranch, shape, releases, skipped };
}

export function compareRelease(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The branch HEAD names; for a detached HEAD, the first branch that holds it. */
function readDefaultBranch(repo: string): string {
  try {
    return git(repo, ["symbolic-ref", "--short", "HEAD"]).trim();
  } catch {
    const holders = git(repo, [
      "for-each-ref",
      "--contains",
      "HEAD",
      "--format=%(refname:short)",
      "refs/heads",
    ])
      .split("\n")
      .filter(Boolean);
    const branch = holders.find((b) => b === "main" || b === "master") ?? holders[0];
    if (branch === undefined) throw new Error("fatal: HEAD is detached and no branch holds it");
    return branch;
  }
}
