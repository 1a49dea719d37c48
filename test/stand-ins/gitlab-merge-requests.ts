import {
  type Answer,
  apiError,
  json,
  labelList,
  missing,
  nextId,
  paginate,
  paramError,
  type Route,
  type RouteContext,
  recordNotFound,
  text,
} from "./gitlab-http.ts";
import { type MergeRequestState, mergeRequestJson } from "./gitlab-state.ts";

/**
 * The merge requests API (doc/api/merge_requests.md, lib/api/merge_requests.rb). A job token
 * may list and read merge requests (doc/ci/jobs/ci_job_token.md) but not create or update one:
 * those routes do not read JOB-TOKEN at all, so the request is anonymous and answered 401.
 */

const STATES = ["opened", "closed", "locked", "merged", "all"];
const UPDATABLE = [
  "add_labels",
  "allow_collaboration",
  "assignee_id",
  "assignee_ids",
  "description",
  "discussion_locked",
  "labels",
  "milestone_id",
  "remove_labels",
  "remove_source_branch",
  "reviewer_ids",
  "squash",
  "state_event",
  "target_branch",
  "title",
];

function list(context: RouteContext): Answer {
  const { state, url } = context;
  const q = url.searchParams;
  const wanted = q.get("state") ?? "all";
  if (!STATES.includes(wanted)) return paramError("state does not have a valid value");
  const labels = labelList(q.get("labels") ?? undefined) ?? [];
  const found = state.mergeRequests
    .filter(
      (mr) =>
        (wanted === "all" || mr.state === wanted) &&
        (q.get("source_branch") === null || mr.source_branch === q.get("source_branch")) &&
        (q.get("target_branch") === null || mr.target_branch === q.get("target_branch")) &&
        labels.every((label) => mr.labels.includes(label)),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.iid - a.iid);
  return paginate(
    context,
    found.map((mr) => mergeRequestJson(state, mr)),
  );
}

/**
 * MergeRequest#validate_branches (app/models/merge_request.rb): the same branch on both sides is
 * a branch_conflict (422); another open merge request from the same source into the same target
 * is a validate_branches error, which the API answers with 409 and the messages as an array.
 */
function branchErrors(context: RouteContext, mr: Omit<MergeRequestState, "id" | "iid">, iid?: number) {
  const { state } = context;
  if (mr.source_branch === mr.target_branch)
    return apiError(422, ["You can't use same project/branch for source and target"]);
  const other = state.mergeRequests.find(
    (m) =>
      m.iid !== iid &&
      m.state === "opened" &&
      m.source_branch === mr.source_branch &&
      m.target_branch === mr.target_branch,
  );
  if (mr.state === "opened" && other !== undefined)
    return apiError(409, [`Another open merge request already exists for this source branch: !${other.iid}`]);
  return undefined;
}

function create(context: RouteContext): Answer {
  const { state, input } = context;
  const absent = missing(input, ["title", "source_branch", "target_branch"]);
  if (absent) return absent;
  const source = String(input.source_branch);
  const target = String(input.target_branch);
  // MergeRequests::BuildService: the branches must exist (errors on :base, answered 422).
  const unknown = [
    ...(state.branches[source] === undefined ? [`Source branch "${source}" does not exist`] : []),
    ...(state.branches[target] === undefined ? [`Target branch "${target}" does not exist`] : []),
  ];
  if (unknown.length > 0) return apiError(422, unknown);
  const now = context.now().toISOString();
  const draft: Omit<MergeRequestState, "id" | "iid"> = {
    title: String(input.title),
    description: text(input.description) ?? null,
    source_branch: source,
    target_branch: target,
    labels: labelList(input.labels) ?? [],
    state: "opened",
    created_at: now,
    updated_at: now,
    merged_at: null,
    closed_at: null,
  };
  const refused = branchErrors(context, draft);
  if (refused) return refused;
  const mr: MergeRequestState = {
    id: nextId(state) + 100_000,
    iid: Math.max(0, ...state.mergeRequests.map((m) => m.iid)) + 1,
    ...draft,
  };
  state.mergeRequests.push(mr);
  return json(201, mergeRequestJson(state, mr));
}

function find(context: RouteContext): MergeRequestState | undefined {
  const iid = context.params.iid ?? "";
  return /^\d+$/.test(iid) ? context.state.mergeRequests.find((mr) => mr.iid === Number(iid)) : undefined;
}

function update(context: RouteContext): Answer {
  const { state, input } = context;
  if (!/^\d+$/.test(context.params.iid ?? "")) return paramError("merge_request_iid is invalid");
  if (!UPDATABLE.some((name) => input[name] !== undefined))
    return paramError(`${UPDATABLE.join(", ")} are missing, at least one parameter must be provided`);
  const mr = find(context);
  if (mr === undefined) return recordNotFound();
  const event = text(input.state_event);
  if (event !== undefined && event !== "close" && event !== "reopen")
    return paramError("state_event does not have a valid value");
  const next = { ...mr };
  if (text(input.title) !== undefined) next.title = String(input.title);
  if (input.description !== undefined) next.description = text(input.description) ?? null;
  if (text(input.target_branch) !== undefined) next.target_branch = String(input.target_branch);
  const labels = labelList(input.labels);
  if (labels !== undefined) next.labels = labels;
  const add = labelList(input.add_labels) ?? [];
  const remove = new Set(labelList(input.remove_labels) ?? []);
  next.labels = [...new Set([...next.labels, ...add])].filter((label) => !remove.has(label));
  if (event === "close" && mr.state === "opened") next.state = "closed";
  if (event === "reopen" && mr.state === "closed") next.state = "opened";
  const refused = branchErrors(context, next, mr.iid);
  if (refused) return refused;
  const now = context.now().toISOString();
  next.updated_at = now;
  if (next.state === "closed" && mr.state !== "closed") next.closed_at = now;
  if (next.state === "opened") next.closed_at = null;
  Object.assign(mr, next);
  return json(200, mergeRequestJson(state, mr));
}

export const mergeRequestRoutes: Route[] = [
  {
    method: "GET",
    pattern: "merge_requests",
    jobToken: true,
    authenticateNonGet: true,
    role: "reporter",
    handle: list,
  },
  {
    method: "POST",
    pattern: "merge_requests",
    jobToken: false,
    authenticateNonGet: true,
    role: "developer",
    handle: create,
  },
  {
    method: "GET",
    pattern: "merge_requests/:iid",
    jobToken: true,
    authenticateNonGet: true,
    role: "reporter",
    handle: (context) => {
      const mr = find(context);
      return mr === undefined ? recordNotFound() : json(200, mergeRequestJson(context.state, mr));
    },
  },
  {
    method: "PUT",
    pattern: "merge_requests/:iid",
    jobToken: false,
    authenticateNonGet: true,
    role: "developer",
    handle: update,
  },
];
