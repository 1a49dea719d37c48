import { readRemoteHeadAndTags } from "../../git/default-branch.ts";
import { readRemoteBranchAndTags } from "../../git/remote.ts";
import type { CheckResult } from "../check/check-types.ts";
import {
  askedReleaseBranch,
  FALLBACK_BRANCH,
  knownReleaseBranch,
  type ReleaseBranch,
} from "../shared/release-branch.ts";

/**
 * The release branch, where origin has it, and origin's tags, in one `ls-remote`: with the branch
 * known (release_branch, or origin's default branch as the clone recorded it) the listing names
 * it; else origin's HEAD is asked in the same listing (with main, the fallback, beside it).
 */
export async function readOriginBranch(
  check: CheckResult,
  remote: { name: string; env: NodeJS.ProcessEnv },
  env: NodeJS.ProcessEnv,
): Promise<{ releaseBranch: ReleaseBranch; branch: string | undefined; tags: Map<string, string> }> {
  const root = check.repo.root;
  const known = await knownReleaseBranch(check, remote.name, env);
  if (known !== undefined) {
    const listing = await readRemoteBranchAndTags(root, remote.name, known.name, remote.env);
    return { releaseBranch: known, ...listing };
  }
  const listing = await readRemoteHeadAndTags(root, remote.name, [FALLBACK_BRANCH], remote.env);
  const releaseBranch = askedReleaseBranch(
    remote.name,
    listing.head,
    `${remote.name} names no default branch`,
  );
  const branch =
    listing.head?.branch === releaseBranch.name
      ? listing.head.commit
      : listing.branches.get(releaseBranch.name);
  return { releaseBranch, branch, tags: listing.tags };
}
