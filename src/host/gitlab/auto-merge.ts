import type { AutoMergeAnswer, MergeMethod, PullRequest } from "../port.ts";
import type { GitLabClient } from "./client.ts";
import { type Call, GitLabRequestError, gitlabMessage } from "./errors.ts";

/**
 * GitLab's answers that refuse auto-merge for this merge request rather than fail the call
 * (lib/api/merge_requests.rb, "Merge a merge request"): 405 when it can neither wait for a
 * pipeline (none runs for it) nor merge at once, 406 (before GitLab 16) and 422 when the branch
 * cannot be merged, 401 when the token's user may not merge into the target branch.
 */
const REFUSALS = new Set([401, 405, 406, 422]);

/**
 * Tries after a 405: GitLab creates a merge request's pipeline asynchronously, after the push (or
 * the Commits API's commit) that starts it, so auto-merge asked for right after the commit can be
 * refused before that pipeline exists. Waited as the client's retries are (1 s, then 4 s by default).
 */
export const PIPELINE_RETRIES = 2;

/**
 * Auto-merge on a merge request: `PUT .../merge_requests/:iid/merge` with `auto_merge: true` (GitLab
 * 17 and later) and `merge_when_pipeline_succeeds: true` (its older name, which earlier GitLab reads
 * and later GitLab still takes), squashed for "squash". GitLab auto-merges when the merge request's
 * pipeline succeeds, so a project where no pipeline runs for it refuses: that refusal is the answer
 * with what to change, not an error. The merge method itself ("merge", "rebase") is the project's
 * setting on GitLab, not a per-request choice.
 */
export function gitlabAutoMerge(client: GitLabClient, project: string, call: Call) {
  return (pullRequest: PullRequest, method: MergeMethod): Promise<AutoMergeAnswer> =>
    call({ what: `turn on auto-merge for merge request !${pullRequest.number}` }, async () => {
      for (let retry = 0; ; retry++) {
        try {
          await client.request("PUT", `${project}/merge_requests/${pullRequest.number}/merge`, {
            json: { auto_merge: true, merge_when_pipeline_succeeds: true, squash: method === "squash" },
          });
          return { kind: "enabled" };
        } catch (error) {
          if (!(error instanceof GitLabRequestError && REFUSALS.has(error.status))) throw error;
          if (error.status === 405 && retry < PIPELINE_RETRIES) {
            await client.backoff(retry + 1);
            continue;
          }
          const reason = `${error.status}: ${gitlabMessage(error.data, error.status)}`;
          return { kind: "refused", reason, fix: fixFor(error.status, pullRequest.base) };
        }
      }
    });
}

function fixFor(status: number, base: string): string {
  if (status === 401)
    return `the token's user may not merge into ${base}: allow its role under Settings → Repository → Protected branches (Allowed to merge)`;
  if (status === 405)
    return "GitLab auto-merges when the merge request's pipeline succeeds, and none had started for it after two more tries: give the project a pipeline that runs for merge requests or branches (.gitlab-ci.yml), and leave the merge request out of Draft";
  return `GitLab says the branch cannot be merged: resolve what blocks it (Settings → Merge requests → Merge checks)`;
}
