import type { GitHubState } from "./github-state.ts";

/**
 * GitHub's GraphQL endpoint (`/api/graphql` beside `/api/v3`, as on GitHub Enterprise), for the one
 * mutation releaser sends: `enablePullRequestAutoMerge`. GraphQL answers 200 with `errors` for a
 * refusal, as GitHub does ("Auto merge is not allowed for this repository" when the setting is off).
 * Anything else is a violation: the stand-in knows no other query.
 */
export function answerGraphql(
  state: GitHubState,
  json: Record<string, unknown> | undefined,
  violations: string[],
): { status: number; body: unknown } {
  const query = typeof json?.query === "string" ? json.query : "";
  const variables = (json?.variables ?? {}) as Record<string, unknown>;
  if (!/^\s*mutation\b[\s\S]*\benablePullRequestAutoMerge\s*\(/.test(query)) {
    violations.push(`graphql: a query the stand-in does not know: ${query.slice(0, 80)}`);
    return { status: 200, body: { errors: [{ message: "unknown query" }] } };
  }
  const error = (type: string, message: string) => ({
    status: 200,
    body: {
      data: { enablePullRequestAutoMerge: null },
      errors: [{ type, path: ["enablePullRequestAutoMerge"], locations: [{ line: 2, column: 3 }], message }],
    },
  });
  const method = String(variables.mergeMethod ?? "");
  if (!["MERGE", "SQUASH", "REBASE"].includes(method)) {
    violations.push(`graphql: mergeMethod ${method} is not a PullRequestMergeMethod`);
    return error(
      "INVALID",
      `Variable $mergeMethod of type PullRequestMergeMethod! was provided invalid value`,
    );
  }
  const pull = state.pulls.find((p) => `PR_${p.number}` === variables.pullRequestId);
  if (pull === undefined)
    return error(
      "NOT_FOUND",
      `Could not resolve to a node with the global id of '${String(variables.pullRequestId)}'`,
    );
  if (!state.allowAutoMerge) return error("UNPROCESSABLE", "Auto merge is not allowed for this repository");
  if (pull.state !== "open") return error("UNPROCESSABLE", "Pull request is not open");
  pull.auto_merge = { merge_method: method.toLowerCase() as "merge" | "squash" | "rebase" };
  return {
    status: 200,
    body: {
      data: {
        enablePullRequestAutoMerge: {
          pullRequest: { number: pull.number, autoMergeRequest: { mergeMethod: method } },
        },
      },
    },
  };
}
