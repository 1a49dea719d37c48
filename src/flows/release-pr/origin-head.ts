import type { Config } from "../../config/schema.ts";
import { type RemoteHead, readRemoteHeadAndTags } from "../../git/default-branch.ts";
import { readRemoteUrl } from "../../git/remote.ts";
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
  /** Why there is no head (said when the release branch falls back to main). */
  why: string;
  /** origin was not read (it did not answer, or was not asked): its tags are not known. */
  unread: boolean;
}

/**
 * origin's tag names (for the taken versions) and its HEAD (the default release branch), in one
 * `ls-remote`; none when there is no origin or it cannot be read: the push (or the API) that
 * follows says what is wrong with the remote in its own words, and `-v` shows this `ls-remote`
 * and its answer.
 */
export async function readOriginHead(
  root: string,
  config: Config,
  context: FlowContext,
): Promise<OriginHead> {
  if ((await readRemoteUrl(root, REMOTE, context.env)) === undefined) {
    return { tags: [], fetched: [], head: undefined, why: `there is no "${REMOTE}" remote`, unread: false };
  }
  try {
    const env = await remoteGitEnv(root, config, context.env);
    const listing = await readRemoteHeadAndTags(root, REMOTE, [], env);
    return {
      tags: [...listing.tags.keys()],
      ...(await fetchOriginTags(root, listing.tags, env)),
      head: listing.head,
      why: `${REMOTE} names no default branch`,
      unread: false,
    };
  } catch {
    return { tags: [], fetched: [], head: undefined, why: `${REMOTE} could not be read`, unread: true };
  }
}
