import type { AutoMergeAnswer, HostWorkflow, MergeMethod, PullRequest, RepositoryId } from "../port.ts";
import type { GitHubClient } from "./client.ts";
import type { Operation } from "./errors.ts";

type Call = <T>(op: Operation, body: () => Promise<T>) => Promise<T>;

/** The repository's workflows and their `workflow_dispatch` runs (GitHub Actions' REST API). */
export function actionsWorkflows(client: GitHubClient, repository: RepositoryId, call: Call) {
  const { owner, repo } = repository;
  const listWorkflows = (): Promise<HostWorkflow[]> =>
    call({ what: "list the repository's workflows", permission: "actions: read" }, async () => {
      const workflows = await client.paginate(client.rest.actions.listRepoWorkflows, {
        owner,
        repo,
        per_page: 100,
      });
      return workflows.map((w) => ({ id: w.id, path: w.path, name: w.name }));
    });
  const dispatchWorkflow = (workflow: HostWorkflow, ref: string): Promise<void> =>
    call({ what: `start ${workflow.path} on ${ref}`, permission: "actions: write" }, async () => {
      await client.rest.actions.createWorkflowDispatch({ owner, repo, workflow_id: workflow.id, ref });
    });
  return { listWorkflows, dispatchWorkflow };
}

const ENABLE_AUTO_MERGE = `mutation($pullRequestId: ID!, $mergeMethod: PullRequestMergeMethod!) {
  enablePullRequestAutoMerge(input: {pullRequestId: $pullRequestId, mergeMethod: $mergeMethod}) {
    pullRequest { number autoMergeRequest { mergeMethod } }
  }
}`;

/**
 * Auto-merge through GitHub's GraphQL API (`enablePullRequestAutoMerge`, the one call the REST
 * API lacks). GitHub's refusals that are about the repository or the pull request (auto-merge not
 * allowed in its settings, a pull request that can be merged at once) come back as the answer, in
 * GitHub's words; the rest (a token without the permission) are errors.
 */
export function autoMerge(client: GitHubClient, call: Call) {
  return (pullRequest: PullRequest, method: MergeMethod): Promise<AutoMergeAnswer> =>
    call(
      {
        what: `turn on auto-merge for pull request #${pullRequest.number}`,
        permission: "pull-requests: write",
      },
      async () => {
        if (pullRequest.nodeId === undefined)
          throw new Error(`pull request #${pullRequest.number} has no node id`);
        try {
          await client.graphql(ENABLE_AUTO_MERGE, {
            pullRequestId: pullRequest.nodeId,
            mergeMethod: method.toUpperCase(),
          });
          return { kind: "enabled" };
        } catch (error) {
          const errors = (error as { errors?: Array<{ type?: string; message?: string }> }).errors;
          const refusal = errors?.find(
            (e) => e.type === "UNPROCESSABLE" || /auto.?merge/i.test(e.message ?? ""),
          );
          if (refusal?.message === undefined) throw error;
          return { kind: "refused", reason: refusal.message };
        }
      },
    );
}
