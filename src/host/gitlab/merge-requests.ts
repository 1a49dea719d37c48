import type { CodeHost, PullRequestInput } from "../port.ts";
import type { GitLabClient } from "./client.ts";
import { type Call, isConflict } from "./errors.ts";
import { type MergeRequestData, toPullRequest } from "./merge-request-shapes.ts";

/**
 * The release merge request on GitLab: found by its source and target branches (in this project,
 * never a fork's), created (or, when GitLab says one is open already, that one), updated and
 * labelled. The code host port's pull-request calls, in GitLab's words.
 */
export function gitlabMergeRequests(
  client: GitLabClient,
  project: string,
  call: Call,
): Pick<CodeHost, "findOpenPullRequest" | "createPullRequest" | "updatePullRequest" | "addLabels"> {
  const findOpenPullRequest = (head: string, base: string) =>
    call({ what: `look for the open merge request from ${head}` }, async () => {
      const found = await client.paginate<MergeRequestData>(`${project}/merge_requests`, {
        state: "opened",
        source_branch: head,
        target_branch: base,
      });
      const own = found.find(
        (mr) =>
          mr.source_branch === head &&
          mr.target_branch === base &&
          (mr.source_project_id === undefined || mr.source_project_id === mr.target_project_id),
      );
      return own === undefined ? undefined : toPullRequest(own);
    });

  return {
    findOpenPullRequest,

    createPullRequest: (input: PullRequestInput) =>
      call({ what: `create the merge request from ${input.head}`, needsApiToken: true }, async () => {
        try {
          const { data } = await client.request<MergeRequestData>("POST", `${project}/merge_requests`, {
            json: {
              source_branch: input.head,
              target_branch: input.base,
              title: input.title,
              description: input.body,
              remove_source_branch: true,
            },
            idempotent: true,
          });
          return { pullRequest: toPullRequest(data), created: true };
        } catch (error) {
          // "Another open merge request already exists for this source branch": use that one.
          if (isConflict(error)) {
            const existing = await findOpenPullRequest(input.head, input.base);
            if (existing !== undefined) return { pullRequest: existing, created: false };
          }
          throw error;
        }
      }),

    updatePullRequest: (number, changes) =>
      call({ what: `update merge request !${number}`, needsApiToken: true }, async () => {
        const { data } = await client.request<MergeRequestData>(
          "PUT",
          `${project}/merge_requests/${number}`,
          {
            json: {
              ...(changes.title === undefined ? {} : { title: changes.title }),
              ...(changes.body === undefined ? {} : { description: changes.body }),
            },
          },
        );
        return toPullRequest(data);
      }),

    addLabels: (number, labels) =>
      call({ what: `label merge request !${number}`, needsApiToken: true }, async () => {
        if (labels.length === 0) return;
        // GitLab creates a label the project lacks.
        await client.request("PUT", `${project}/merge_requests/${number}`, {
          json: { add_labels: labels.join(",") },
        });
      }),
  };
}
