import { releaseSubjectMatcher } from "../../core/release-subject.ts";
import { isAncestor } from "../../git/ancestry.ts";
import { runGit } from "../../git/run.ts";

/** Where the tag of a pending version goes (DESIGN 5: the commit that set the version). */
export interface CommitToTag {
  /** The commit the tag goes on: the release commit, or the merge that brought it in. */
  commit: string;
  /** The release commit itself (its subject names the version). */
  releaseCommit: string;
}

export interface ReleaseCommitQuery {
  /** The subject templates of release commits (`commit_message`, `pr.title`). */
  templates: readonly string[];
  version: string;
  /** The commit the search walks back from (HEAD, or a tag's commit). */
  head: string;
  /** Commits not to search (the base tag's commit, or a commit's first parent); none: all. */
  exclude: readonly string[];
  env: NodeJS.ProcessEnv;
  /** A package of several: its normalised name, as a release commit's list names it (DESIGN 8). */
  packageName?: string | undefined;
}

/**
 * The commit that released `version` sits on: the newest release commit for it among `head`'s
 * history, when it is on `head`'s first-parent line (a fast-forward, a squash merge, `update` on
 * the branch). A release commit off that line came in through a merge; that merge is tagged when
 * it brings nothing else (its other parents are in the release commit and its tree is the release
 * commit's: the release branch was up to date), else the release commit itself is, so what the
 * branch gained meanwhile stays out of a release whose notes do not list it. Undefined: no release
 * commit for the version.
 */
export async function findCommitToTag(
  root: string,
  query: ReleaseCommitQuery,
): Promise<CommitToTag | undefined> {
  const { head, env } = query;
  const releaseCommit = await newestReleaseCommit(root, query);
  if (releaseCommit === undefined) return undefined;
  if (releaseCommit === head) return { commit: head, releaseCommit };
  const line = await firstParentLine(root, releaseCommit, head, env);
  const oldest = line.at(-1);
  let commit = releaseCommit;
  if (oldest !== undefined && oldest.parents[0] !== releaseCommit) {
    const merge = await mergeThatBroughtIn(root, releaseCommit, head, line, env);
    if (merge !== undefined && (await bringsNothingElse(root, merge, releaseCommit, env)))
      commit = merge.commit;
  }
  return { commit, releaseCommit };
}

/** The newest commit (topologically) in the range whose subject is a release subject for the version. */
async function newestReleaseCommit(root: string, query: ReleaseCommitQuery): Promise<string | undefined> {
  const isRelease = releaseSubjectMatcher(query.templates, query.version, query.packageName);
  const log = async (args: string[]) =>
    (await runGit(["log", "--format=%H%x00%s", ...args, "--"], { cwd: root, env: query.env })).stdout;
  // HEAD is the release commit in most runs: one commit read, no walk of the range.
  const [first = "", firstSubject = ""] = (await log(["-1", query.head])).trim().split("\0");
  if (first !== "" && isRelease(firstSubject)) return first;
  const exclude = query.exclude.map((commit) => `^${commit}`);
  for (const record of (await log(["--topo-order", query.head, ...exclude])).split("\n")) {
    const [hash = "", subject = ""] = record.split("\0");
    if (hash !== "" && isRelease(subject)) return hash;
  }
  return undefined;
}

interface LineCommit {
  commit: string;
  parents: string[];
}

/** `head`'s first-parent line down to (not including) what `since` reaches, newest first. */
async function firstParentLine(
  root: string,
  since: string,
  head: string,
  env: NodeJS.ProcessEnv,
): Promise<LineCommit[]> {
  const { stdout } = await runGit(["rev-list", "--first-parent", "--parents", `${since}..${head}`], {
    cwd: root,
    env,
  });
  return stdout
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      const [commit = "", ...parents] = line.split(" ");
      return { commit, parents };
    });
}

/** The oldest commit of the first-parent line that descends from `releaseCommit`: the merge that brought it in. */
async function mergeThatBroughtIn(
  root: string,
  releaseCommit: string,
  head: string,
  line: readonly LineCommit[],
  env: NodeJS.ProcessEnv,
): Promise<LineCommit | undefined> {
  const { stdout } = await runGit(["rev-list", "--ancestry-path", `${releaseCommit}..${head}`], {
    cwd: root,
    env,
  });
  const descendants = new Set(stdout.split("\n").filter((hash) => hash !== ""));
  // Newest first, and every commit of the line after the merge descends from it.
  let merge: LineCommit | undefined;
  for (const entry of line) {
    if (!descendants.has(entry.commit)) break;
    merge = entry;
  }
  return merge;
}

/** The merge adds nothing to the release commit: each parent is in it and the trees are the same. */
async function bringsNothingElse(
  root: string,
  merge: LineCommit,
  releaseCommit: string,
  env: NodeJS.ProcessEnv,
): Promise<boolean> {
  for (const parent of merge.parents) {
    if (parent !== releaseCommit && !(await isAncestor(root, parent, releaseCommit, env))) return false;
  }
  return sameTree(root, merge.commit, releaseCommit, env);
}

/** Whether two commits hold the same tree (the files are the same, whatever the history). */
export async function sameTree(root: string, a: string, b: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  if (a === b) return true;
  const { stdout } = await runGit(["rev-parse", `${a}^{tree}`, `${b}^{tree}`], { cwd: root, env });
  const [first, second] = stdout.trim().split("\n");
  return first !== undefined && first === second;
}

/** The first parent of a commit (undefined for a root commit). */
export async function firstParent(
  root: string,
  commit: string,
  env: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  const { stdout } = await runGit(["log", "-1", "--format=%P", commit], { cwd: root, env });
  const parent = stdout.trim().split(" ")[0];
  return parent === "" ? undefined : parent;
}

/** The warning of a release whose tag is not on HEAD: the later commits wait for the next release. */
export function laterCommitsWarning(
  n: number,
  commit: string,
  version: string,
  short: (commit: string) => string,
): string {
  return `${n} ${n === 1 ? "commit" : "commits"} after the release commit ${short(commit)} ${n === 1 ? "is" : "are"} not in ${version}; ${n === 1 ? "it goes" : "they go"} into the next release`;
}
