import { isConfigured } from "../../config/values.ts";
import { GitError } from "../../core/errors.ts";
import { isReleaseBranch } from "../../core/release-branch-match.ts";
import {
  FALLBACK_BRANCH,
  type ReleaseBranchSetting,
  releaseBranchEntries,
  trunkOf,
} from "../../core/release-lines.ts";
import { type RemoteHead, readRecordedDefaultBranch } from "../../git/default-branch.ts";
import { readHeadBranchAt, readHeadBranchOf } from "../../git/head-branch.ts";
import { traceCall } from "../../runtime/trace.ts";
import type { CheckResult } from "../check/check.ts";

/** The branch `release-pr` and `release` run on, and where its name came from (DESIGN 3). */
export interface ReleaseBranch {
  name: string;
  /** Where the name came from, as the refusal says it: "release_branch", "origin's default branch", ... */
  from: string;
  /** Set in a configuration file (else a user may set it to choose another). */
  configured: boolean;
  /** The configured setting, when it is one (a list names maintenance lines too). */
  setting?: ReleaseBranchSetting;
  /** A maintenance line of the list (`1.4.x` by `*.x`), not the trunk: its releases are never "Latest". */
  line?: boolean;
}

/**
 * The release branch known without asking the remote: `release_branch` when a file sets it, else
 * origin's default branch as the clone recorded it. Undefined: only the remote can tell.
 */
export async function knownReleaseBranch(
  check: CheckResult,
  remote: string,
  env: NodeJS.ProcessEnv,
): Promise<ReleaseBranch | undefined> {
  const setting = check.config.release_branch;
  if (isConfigured(check.loaded.layers, ["release_branch"])) {
    // A maintenance line the list names (`*.x`) is the release branch of a run on it.
    const current = await readHeadBranchOf(check.repo, env);
    if (current !== undefined && current !== trunkOf(setting) && isReleaseBranch(setting, current)) {
      return { name: current, from: "release_branch", configured: true, setting, line: true };
    }
    const trunk = trunkOf(setting);
    if (trunk !== undefined) return { name: trunk, from: "release_branch", configured: true, setting };
  }
  const recorded = await readRecordedDefaultBranch(check.repo.root, remote, env);
  if (recorded === undefined) return undefined;
  // A configured list of globs alone (["*.x"]): the trunk is origin's, the setting still the user's.
  const listed = isConfigured(check.loaded.layers, ["release_branch"]) ? { configured: true, setting } : {};
  return told(
    { name: recorded, from: `${remote}'s default branch`, configured: false, ...listed },
    `refs/remotes/${remote}/HEAD`,
  );
}

/**
 * The release branch from the remote's answer: the branch its HEAD names, else "main", with
 * `why` the remote gave none (no origin, unreadable, an empty repository).
 */
export function askedReleaseBranch(remote: string, head: RemoteHead | undefined, why: string): ReleaseBranch {
  if (head !== undefined) {
    return told(
      { name: head.branch, from: `${remote}'s default branch`, configured: false },
      `asked of ${remote}`,
    );
  }
  return told(
    { name: FALLBACK_BRANCH, from: `the default, as ${why}`, configured: false },
    "release_branch is not set",
  );
}

/**
 * The branch HEAD is on. GitLab CI checks out the pipeline's commit detached: there, HEAD at
 * CI_COMMIT_SHA counts as on CI_COMMIT_BRANCH (a branch pipeline's branch), as a checkout of the
 * branch would be. Undefined: detached anywhere else.
 */
export function readHeadBranch(root: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  return readHeadBranchAt(root, env);
}

/** The one-line refusal to run off the release branch, naming where the branch came from. */
export function offReleaseBranch(
  command: "release" | "release-pr",
  branch: ReleaseBranch,
  current: string | undefined,
): GitError {
  const { name } = branch;
  const entries = branch.setting === undefined ? [name] : releaseBranchEntries(branch.setting);
  // On a branch of its own (a maintenance line, 1.4.x), the way out is the setting that adds it.
  const adding = !branch.configured
    ? ", or set release_branch to the branch releases are made from"
    : current === undefined
      ? ""
      : `, or, to release from "${current}" too, add it to the setting: release_branch = ${tomlList([...entries, current])}`;
  return new GitError(
    `${command} runs on the release branch "${name}" (${branch.from}), but HEAD is ${current === undefined ? "detached" : `on "${current}"`}; check out ${name}${adding} (in GitHub Actions, run it on push to ${name}; in GitLab CI, in a pipeline for ${name})`,
  );
}

function tomlList(entries: readonly string[]): string {
  return `[${entries.map((e) => JSON.stringify(e)).join(", ")}]`;
}

export { FALLBACK_BRANCH };

/** `-v` says which branch was taken and how it was found, when no file set it. */
function told(branch: ReleaseBranch, how: string): ReleaseBranch {
  traceCall(`release branch ${branch.name}: ${branch.from} (${how})`);
  return branch;
}
