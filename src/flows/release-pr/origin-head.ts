import type { Config } from "../../config/schema.ts";
import { type RemoteHead, readRemoteHeadAndTags } from "../../git/default-branch.ts";
import { readRemoteUrl } from "../../git/remote.ts";
import type { TagList } from "../../git/tags.ts";
import type { FlowContext } from "../shared/context.ts";
import { fetchOriginTags } from "../shared/origin-tags.ts";
import { remoteGitEnv } from "../shared/remote-auth.ts";

/** The remote release-pr reads and pushes to. */
export const REMOTE = "origin";

export interface OriginHead {
  tags: string[];
  /**
   * origin's tags this clone lacked on commits it has (a release made since its last fetch),
   * fetched just now, as `git fetch --tags` would: the plan reads them as the clone's own.
   */
  fetched: string[];
  /** Why some of them could not be fetched (said once the plan stands, as check says it). */
  warning?: string;
  head: RemoteHead | undefined;
  /** Every branch of origin with its commit, read in the same listing (empty when unread). */
  branches: Map<string, string>;
  /** Why there is no head (said when the release branch falls back to main). */
  why: string;
  /** origin was not read (it did not answer, or was not asked): its tags are not known. */
  unread: boolean;
}

/**
 * origin's tag names (for the taken versions), its HEAD (the default release branch) and its
 * branches (where the release branch and the PR branch are), in one `ls-remote`; none when there
 * is no origin or it cannot be read: the push (or the API) that follows says what is wrong with
 * the remote in its own words, and `-v` shows this `ls-remote` and its answer.
 */
export async function readOriginHead(
  root: string,
  config: Config,
  context: FlowContext,
  /** The clone's tags, when read already (origin's tags it lacks are fetched). */
  local?: Promise<TagList>,
): Promise<OriginHead> {
  const none = { tags: [], fetched: [], head: undefined, branches: new Map<string, string>() };
  if ((await readRemoteUrl(root, REMOTE, context.env)) === undefined) {
    return { ...none, why: `there is no "${REMOTE}" remote`, unread: false };
  }
  try {
    const env = await remoteGitEnv(root, config, context.env);
    const listing = await readRemoteHeadAndTags(root, REMOTE, "all", env);
    const known = local === undefined ? undefined : (await local.catch(() => undefined))?.all;
    return {
      tags: [...listing.tags.keys()],
      ...(await fetchOriginTags(root, listing.tags, env, known)),
      head: listing.head,
      branches: listing.branches,
      why: `${REMOTE} names no default branch`,
      unread: false,
    };
  } catch {
    return { ...none, why: `${REMOTE} could not be read`, unread: true };
  }
}
