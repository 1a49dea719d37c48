import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { GitError } from "../core/errors.ts";
import { type CommitRange, type MapRecord, readRange, readRangeAndSide } from "./log.ts";
import { readBranchSide, releasedAsCherryPicks, type SideCommit } from "./release-branch-side.ts";
import type { Repository } from "./repository.ts";
import { readRefFromFiles } from "./repository-files.ts";
import { runGit } from "./run.ts";
import { readMergedTags, readTags, type TagList } from "./tags.ts";

export interface History<T extends Hashed = Hashed> {
  tags: TagList;
  /**
   * The base tag: the one `chooseBase` picks among the tags that are ancestors of HEAD, or a
   * higher release tagged on a release branch cut from HEAD's line since then (`releasedOnBranch`).
   */
  baseTag: string | undefined;
  /** Set when the base is a release tagged on a release branch: what was left out of the range. */
  releasedOnBranch?: { cherryPicks: number } | undefined;
  /** Commits after the base tag (all history without one), newest first, as `map` made them. */
  commits: T[];
  /** How the clone was deepened to reach the base, for the report ("" when it was not). */
  deepened: string;
}

/** What a history keeps of each commit: at least its hash. */
type Hashed = { commit: { hash: string } };

/**
 * Picks the base tag name among tag names (pure; supplied by the caller). `all` is every tag of
 * the repository, for what only all of them can say (the numbering style); the same array each
 * time within one reading, so the chooser may keep what it reads of it.
 */
export type ChooseBase = (tags: readonly string[], all: readonly string[]) => string | undefined;

const DEEPEN_STEPS = [100, 400, 1600, 6400];

/**
 * Reads the tags and the commits since the base tag. In a shallow clone the history is deepened
 * from the remote until the range is whole (no commit of it lost its parents to the cut), so a
 * version is never computed from a cut history.
 */
export async function readHistory<T extends Hashed>(
  repo: Repository,
  chooseBase: ChooseBase,
  map: MapRecord<T>,
  env?: NodeJS.ProcessEnv,
  /** The tags, when the caller started reading them earlier (beside its own start-up work). */
  tagsRead?: Promise<TagList>,
  /**
   * The refs of the line releases are made from (`refs/heads/main`, `refs/remotes/origin/main`):
   * a higher release reachable from them is the main line's own, never a release branch's.
   */
  mainLine: readonly string[] = [],
  /**
   * Whether a tag belongs to a newer line than the branch HEAD is on (`v2.13.5` beside branch
   * `v2.12`): such a release, tagged on its own release branch, is never this branch's base.
   */
  newerLine?: (tag: string, branch: string) => boolean,
): Promise<History<T>> {
  let shallow = repo.shallow;
  let deepened = "";
  for (let step = 0; ; step++) {
    const tags = step === 0 && tagsRead !== undefined ? await tagsRead : await readTags(repo.root, env);
    const { baseTag, range, releasedOnBranch } = await readSinceBase(
      repo,
      tags,
      chooseBase,
      map,
      env,
      mainLine,
      newerLine,
    );
    const history = { tags, baseTag, commits: range.commits, deepened, releasedOnBranch };
    if (!shallow) return history;

    const cut = await readShallowCommits(repo.gitDir);
    if (!range.commits.some((c) => cut.has(c.commit.hash))) return history;

    const remote = await chooseRemote(repo.root, env);
    const depth = DEEPEN_STEPS[step];
    const how = depth === undefined ? "--unshallow" : `--deepen=${depth}`;
    await runGit(["fetch", "--quiet", "--tags", how, remote], { cwd: repo.root, env }).catch(
      (error: unknown) => {
        throw new GitError(
          `this is a shallow clone and deepening it from "${remote}" failed, so the commits since the last release cannot be read; fetch the whole history (actions/checkout: \`fetch-depth: 0\`, or \`git fetch --unshallow --tags\`)`,
          { cause: error, details: error instanceof GitError ? [error.message, ...error.details] : [] },
        );
      },
    );
    const total = DEEPEN_STEPS.slice(0, step + 1).reduce((a, b) => a + b, 0);
    // git fetches at most this many more commits (fewer when the history is shorter).
    deepened = depth === undefined ? "unshallowed" : `deepened by up to ${total}`;
    shallow = depth !== undefined && (await readShallowCommits(repo.gitDir)).size > 0;
  }
}

/**
 * The base and the range since it, in one history walk in the usual case: the best tag of all is
 * tried first, and the walk's boundary tells whether it is an ancestor of HEAD.
 *
 * When it is not (the newest releases were tagged on maintenance branches), the walk still tells
 * a lot: every tag on a commit it read or on its boundary is an ancestor of HEAD, and every other
 * ancestor of HEAD lies below that boundary. So the best of those tags is the base unless a tag
 * that would beat it is an ancestor too, which one short walk (`git rev-list <those tags> --not
 * HEAD`) settles for all of them at once. When the boundary is that base's commit alone, the
 * range read is already the base's range. This replaces a walk of the whole history
 * (`for-each-ref --merged`) and a second read of the range (issue 14); the answer is the same.
 * On the trunk the walk is `<best>...HEAD` and also reads the best tag's side, which a release
 * branch's release needs (its cherry-pick lines and subjects): no second walk for it (issue 45).
 */
async function readSinceBase<T extends Hashed>(
  repo: Repository,
  tags: TagList,
  chooseBase: ChooseBase,
  map: MapRecord<T>,
  env: NodeJS.ProcessEnv | undefined,
  mainLine: readonly string[],
  newerLine: ((tag: string, branch: string) => boolean) | undefined,
): Promise<{
  baseTag: string | undefined;
  range: CommitRange<T>;
  releasedOnBranch?: { cherryPicks: number } | undefined;
}> {
  const best = chooseBase(tags.all, tags.all);
  if (best === undefined)
    return { baseTag: undefined, range: await readRange(repo.root, undefined, map, env) };
  const commit = tags.commits.get(best);
  if (commit === repo.head) return { baseTag: best, range: { commits: [], boundary: new Set() } };
  // On the trunk, the walk of the range also reads the best tag's side (nothing when it is an
  // ancestor of HEAD, as it mostly is): what a release branch's release needs, in the same process.
  const head =
    mainLine[0] === undefined
      ? ""
      : (await readFile(join(repo.gitDir, "HEAD"), "utf8").catch(() => "")).trim();
  const onTrunk = mainLine[0] !== undefined && head === `ref: ${mainLine[0]}`;
  // DESIGN 4: on another branch (a maintenance line such as 2.12.x), a release tagged on a newer
  // line's release branch is never the base; an older line's is (release-2.3 after 2.2.0, tagged
  // on release-2.2). A detached HEAD (a CI checkout) is no other branch.
  const otherBranch =
    !onTrunk &&
    head.startsWith("ref: refs/heads/") &&
    (newerLine?.(best, head.slice("ref: refs/heads/".length)) ?? false);
  // The trunk's refs, read from their files beside the walk (for its side: ancestorsOfHead).
  const trunkRefs = onTrunk
    ? Promise.all(mainLine.map((ref) => readRefFromFiles(repo.gitDir, ref).catch(() => undefined)))
    : undefined;
  const rangeOnly = () => readRange(repo.root, `refs/tags/${best}`, map, env);
  const read: CommitRange<T> & { side?: SideCommit[] } = onTrunk
    ? // A tag on a tree has no merge base with HEAD: git refuses the walk of both sides.
      await readRangeAndSide(repo.root, `refs/tags/${best}`, map, env).catch(rangeOnly)
    : await rangeOnly();
  const range = { commits: read.commits, boundary: read.boundary };
  if (commit !== undefined && range.boundary.has(commit)) return { baseTag: best, range };
  const inRange = new Set(range.commits.map((c) => c.commit.hash));

  // DESIGN 4, release branches: the best release was tagged on a branch cut from HEAD's line after
  // HEAD's own last release (pytest tags 9.0.x, never merged back): it is the base, and the range
  // is what it already read, less the commits released there as cherry-picks.
  const sideOf = async () => {
    // HEAD ahead of the fork (the range holds a commit), and the histories meet (a boundary).
    if (otherBranch || commit === undefined || range.commits.length === 0 || range.boundary.size === 0)
      return undefined;
    const side =
      read.side !== undefined &&
      trunkRefs !== undefined &&
      ancestorsOfHead(repo, await trunkRefs, inRange, range.boundary)
        ? { merged: !read.side.some((c) => c.hash === commit), commits: read.side }
        : await readBranchSide(repo.root, commit, mainLine, env);
    if (side.merged) return undefined;
    const mine = range.commits.map((c) => ({ hash: c.commit.hash, subject: subjectOf(c) }));
    const released = await releasedAsCherryPicks(repo.root, side.commits, mine, env);
    const commits = range.commits.filter((c) => !released.has(c.commit.hash));
    return {
      baseTag: best,
      range: { commits, boundary: range.boundary },
      releasedOnBranch: { cherryPicks: range.commits.length - commits.length },
    };
  };
  // The branch was cut after HEAD's last release exactly when that release is no commit of the
  // range: the range is HEAD's history less the best tag's, and HEAD's last release is in HEAD's
  // history. The best tag HEAD is known to have (on a commit read or on the boundary) or one that
  // would beat it is that release; those that would beat it are no commits of the range (they
  // would be known), so when the known one is none either, the branch is cut after it whichever
  // it is, and which tags beat it need not be asked first.
  const cutAfter = (tag: string | undefined) =>
    tag === undefined || !inRange.has(tags.commits.get(tag) ?? "");
  const merged = mergedCandidates(repo, tags, best, range, chooseBase, read.side ?? []);
  if (cutAfter(merged.found)) {
    const onBranch = await sideOf();
    if (onBranch !== undefined) return onBranch;
  }
  const baseTag = await chooseMergedBase(repo, tags, merged, chooseBase, env);
  if (!cutAfter(merged.found) && cutAfter(baseTag)) {
    const onBranch = await sideOf();
    if (onBranch !== undefined) return onBranch;
  }
  if (baseTag === undefined) return { baseTag, range: await readRange(repo.root, undefined, map, env) };
  const baseCommit = tags.commits.get(baseTag);
  if (baseCommit === repo.head) return { baseTag, range: { commits: [], boundary: new Set() } };
  // Everything below the boundary is below the base: the commits read are exactly its range.
  if (range.boundary.size === 1 && baseCommit !== undefined && range.boundary.has(baseCommit)) {
    return { baseTag, range };
  }
  return { baseTag, range: await readRange(repo.root, `refs/tags/${baseTag}`, map, env) };
}

/**
 * Whether each of the trunk's refs (their commits as their files give them) is missing or an
 * ancestor of HEAD as the walk knows it (HEAD, a commit of the range, or one on its boundary):
 * then leaving out what they reach leaves the best tag's side as the walk read it. Otherwise git
 * is asked (readBranchSide).
 */
function ancestorsOfHead(
  repo: Repository,
  commits: ReadonlyArray<string | null | undefined>,
  inRange: ReadonlySet<string>,
  boundary: ReadonlySet<string>,
): boolean {
  return commits.every(
    (c) => c === null || (c !== undefined && (c === repo.head || inRange.has(c) || boundary.has(c))),
  );
}

/** A commit's subject, when the history's records carry it (the plan's commits do). */
function subjectOf(record: Hashed): string {
  const subject = (record as { subject?: unknown }).subject;
  return typeof subject === "string" ? subject : "";
}

/**
 * What the walk of the range knows of HEAD's tags: the best it saw, and the tags that would beat
 * it (asked only when needed: a comparison with each tag).
 */
interface MergedCandidates {
  known: string[];
  found: string | undefined;
  rivals: () => string[];
}

function mergedCandidates(
  repo: Repository,
  tags: TagList,
  best: string,
  range: CommitRange<Hashed>,
  chooseBase: ChooseBase,
  /** Commits known to be no ancestors of HEAD (the best tag's side): their tags are no candidates. */
  outside: readonly SideCommit[],
): MergedCandidates {
  const notHeads = new Set(outside.map((c) => c.hash));
  const seen = new Set(range.boundary);
  for (const c of range.commits) seen.add(c.commit.hash);
  seen.add(repo.head);
  const known = tags.all.filter((tag) => seen.has(tags.commits.get(tag) ?? ""));
  const knownSet = new Set(known);
  const found = chooseBase(known, tags.all);
  // The tags that would beat it (or that are it, spelled otherwise): are any of them ancestors?
  const rivals = () =>
    tags.all.filter(
      (tag) =>
        tag !== best &&
        !knownSet.has(tag) &&
        !notHeads.has(tags.commits.get(tag) ?? "") &&
        (found === undefined
          ? chooseBase([tag], tags.all) === tag
          : chooseBase([found, tag], tags.all) === tag),
    );
  return { known, found, rivals };
}

/** The best tag that is an ancestor of HEAD, knowing that the best of all is not and what the range read. */
async function chooseMergedBase(
  repo: Repository,
  tags: TagList,
  { known, found, rivals }: MergedCandidates,
  chooseBase: ChooseBase,
  env?: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  const candidates = rivals();
  if (candidates.length === 0) return found;
  const merged = await mergedAmong(repo.root, candidates, tags, env);
  if (merged === undefined) return chooseBase(await readMergedTags(repo.root, env), tags.all);
  return chooseBase([...known, ...merged], tags.all);
}

/**
 * Which of the tags are ancestors of HEAD: the commits reachable from them but not from HEAD are
 * listed (`git rev-list --stdin`: the tags' commits and `^HEAD`), and a tag whose commit is not
 * among them is one. Undefined when git refuses (a tag on
 * something that is no commit): the caller falls back to `for-each-ref --merged`.
 */
async function mergedAmong(
  cwd: string,
  candidates: readonly string[],
  tags: TagList,
  env?: NodeJS.ProcessEnv,
): Promise<string[] | undefined> {
  const commits = [...new Set(candidates.map((tag) => tags.commits.get(tag) ?? ""))].filter((c) => c !== "");
  const result = await runGit(["rev-list", "--stdin"], {
    cwd,
    env,
    // `^{commit}`: a tag on a tree or blob makes git refuse (it would be listed as merged).
    input: `${commits.map((c) => `${c}^{commit}`).join("\n")}\n^HEAD\n`,
    allowedCodes: [128],
  });
  if (result.code !== 0) return undefined;
  const outside = new Set(result.stdout.split("\n"));
  return candidates.filter((tag) => {
    const c = tags.commits.get(tag);
    return c !== undefined && !outside.has(c);
  });
}

async function readShallowCommits(gitDir: string): Promise<Set<string>> {
  try {
    const text = await readFile(join(gitDir, "shallow"), "utf8");
    return new Set(text.split("\n").filter((line) => line !== ""));
  } catch {
    return new Set();
  }
}

async function chooseRemote(root: string, env?: NodeJS.ProcessEnv): Promise<string> {
  const remotes = (await runGit(["remote"], { cwd: root, env })).stdout.split("\n").filter(Boolean);
  const remote = remotes.includes("origin") ? "origin" : remotes[0];
  if (remote === undefined) {
    throw new GitError(
      "this is a shallow clone with no remote to deepen it from, so the commits since the last release cannot be read; clone the whole history (actions/checkout: `fetch-depth: 0`)",
    );
  }
  return remote;
}
