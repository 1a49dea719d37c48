import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gitIn } from "./github-git-data.ts";
import {
  type Answer,
  apiError,
  json,
  missing,
  paramError,
  type Route,
  type RouteContext,
  recordNotFound,
} from "./gitlab-http.ts";
import { ACCESS_LEVELS, type GitLabState, mergeRequestJson, projectWebUrl } from "./gitlab-state.ts";

/**
 * The Commits API's "Create a commit with multiple files and actions" (doc/api/commits.md;
 * lib/api/commits.rb, Commits::CreateService, Files::MultiService, Gitaly's UserCommitFiles), its
 * signature endpoint, and "Merge a merge request" with auto-merge (lib/api/merge_requests.rb), over
 * the bare repository the git remote serves: the commit is written with git itself (a temporary
 * index on the start commit's tree, `commit-tree`, `update-ref`), as the token's user, and signed
 * when the instance signs web commits. Neither takes a CI/CD job token.
 */

const ACTIONS = ["create", "update", "move", "delete", "chmod"];
const USER = { name: "releaser bot", email: "releaser@example.com" };

type Run = (
  args: string[],
  options?: { input?: string | Buffer; env?: Record<string, string> },
) => Promise<{ stdout: string; code: number }>;

/** A Grape boolean (`true`, `"true"`, `1`). */
const truthy = (value: unknown) => value === true || value === "true" || value === 1 || value === "1";

async function createCommit(context: RouteContext): Promise<Answer> {
  const { state, input } = context;
  const absent = missing(input, ["branch", "commit_message", "actions"]);
  if (absent) return absent;
  if (input.start_branch !== undefined && input.start_sha !== undefined)
    return paramError("start_branch, start_sha are mutually exclusive");
  if (!Array.isArray(input.actions)) return paramError("actions is invalid");
  const actions = input.actions as Array<Record<string, unknown>>;
  for (const [index, action] of actions.entries()) {
    if (!ACTIONS.includes(String(action.action)))
      return paramError(`actions[${index}][action] does not have a valid value`);
    if (typeof action.file_path !== "string") return paramError(`actions[${index}][file_path] is missing`);
    if (action.encoding !== undefined && action.encoding !== "text" && action.encoding !== "base64")
      return paramError(`actions[${index}][encoding] does not have a valid value`);
  }
  const branch = String(input.branch);
  // authorize_push_to_branch!: before the service looks at anything.
  if (state.protectedBranches.includes(branch) && context.caller?.role !== "maintainer")
    return apiError(403, "403 Forbidden - You are not allowed to push into this branch");
  const gitDir = state.gitDir;
  if (gitDir === undefined)
    return apiError(400, "You can only create or edit files when you are on a branch");
  const run: Run = (args, options = {}) => gitIn(gitDir, args, options);
  const resolve = async (ref: string) => {
    const found = await run(["rev-parse", "--verify", "-q", `${ref}^{commit}`]);
    return found.code === 0 ? found.stdout.trim() : undefined;
  };

  // Commits::CreateService#validate!
  const startSha = input.start_sha === undefined ? undefined : String(input.start_sha);
  const startBranch =
    input.start_branch === undefined ? (startSha ? undefined : branch) : String(input.start_branch);
  if (startSha !== undefined) {
    if (!/^[0-9a-f]{7,40}$/.test(startSha)) return apiError(400, `Invalid start_sha '${startSha}'`);
    if ((await resolve(startSha)) === undefined) return apiError(400, `Cannot find start_sha '${startSha}'`);
  }
  if (startBranch !== undefined && (await resolve(`refs/heads/${startBranch}`)) === undefined)
    return apiError(400, "You can only create or edit files when you are on a branch");
  const current = await resolve(`refs/heads/${branch}`);
  const differentBranch = startBranch !== branch || startSha !== undefined;
  if (differentBranch && current !== undefined && !truthy(input.force))
    return apiError(
      400,
      `A branch called '${branch}' already exists. Switch to that branch in order to make changes`,
    );
  if ((await run(["check-ref-format", `refs/heads/${branch}`])).code !== 0)
    return apiError(
      400,
      `Something went wrong when we tried to create '${branch}' for you: Branch name is invalid`,
    );
  const start = (await resolve(startSha ?? `refs/heads/${startBranch}`)) as string;
  // With force the commit goes on the start; without, on the branch itself when it is the start.
  const parent = truthy(input.force) || current === undefined ? start : current;

  const index = mkdtempSync(join(tmpdir(), "gitlab-stand-in-index-"));
  const env = { GIT_INDEX_FILE: join(index, "index") };
  try {
    await run(["read-tree", parent], { env });
    for (const action of actions) {
      const refused = await applyAction(run, env, action);
      if (refused !== undefined) return apiError(400, refused);
    }
    const tree = (await run(["write-tree"], { env })).stdout.trim();
    const date = context.now().toISOString();
    const made = await run(["commit-tree", tree, "-p", parent, "-F", "-"], {
      input: String(input.commit_message),
      env: {
        GIT_AUTHOR_NAME: String(input.author_name ?? USER.name),
        GIT_AUTHOR_EMAIL: String(input.author_email ?? USER.email),
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_NAME: USER.name,
        GIT_COMMITTER_EMAIL: USER.email,
        GIT_COMMITTER_DATE: date,
      },
    });
    const sha = made.stdout.trim();
    await run(["update-ref", `refs/heads/${branch}`, sha, current ?? "0".repeat(40)]);
    state.branches[branch] = sha;
    // GitLab signs the commit it made, and only when no author was given (the author is the user).
    if (state.signsWebCommits && input.author_email === undefined && input.author_name === undefined)
      state.signedCommits.add(sha);
    return json(201, await commitDetail(state, run, sha));
  } finally {
    rmSync(index, { recursive: true, force: true });
  }
}

/** One action on the index; GitLab's (Gitaly's) words when it refuses it. */
async function applyAction(
  run: Run,
  env: Record<string, string>,
  action: Record<string, unknown>,
): Promise<string | undefined> {
  const path = String(action.file_path).replace(/^\//, "");
  if (path === "" || path.split("/").includes("..")) return "Path cannot include directory traversal";
  const entry = async (at: string) => {
    const listed = (await run(["ls-files", "-s", "--", at], { env })).stdout.trim();
    if (listed === "") return undefined;
    const [mode = "", sha = ""] = listed.split(/\s+/);
    return { mode, sha };
  };
  const existing = await entry(path);
  const write = async (mode: string) => {
    const content =
      action.encoding === "base64"
        ? Buffer.from(String(action.content ?? ""), "base64")
        : Buffer.from(String(action.content ?? ""), "utf8");
    const blob = (await run(["hash-object", "-w", "--stdin"], { input: content })).stdout.trim();
    await run(["update-index", "--add", "--cacheinfo", `${mode},${blob},${path}`], { env });
  };
  const remove = (at: string) =>
    run(["update-index", "--index-info"], { env, input: `0 ${"0".repeat(40)}\t${at}\n` });
  switch (action.action) {
    case "create":
      if (existing !== undefined) return "A file with this name already exists";
      await write("100644");
      return undefined;
    case "update":
      if (existing === undefined) return "A file with this name doesn't exist";
      await write(existing.mode);
      return undefined;
    case "delete":
      if (existing === undefined) return "A file with this name doesn't exist";
      await remove(path);
      return undefined;
    case "chmod": {
      if (existing === undefined) return "A file with this name doesn't exist";
      const mode = truthy(action.execute_filemode) ? "100755" : "100644";
      await run(["update-index", "--cacheinfo", `${mode},${existing.sha},${path}`], { env });
      return undefined;
    }
    default: {
      const from = String(action.previous_path ?? "").replace(/^\//, "");
      const old = await entry(from);
      if (old === undefined) return "A file with this name doesn't exist";
      if (existing !== undefined) return "A file with this name already exists";
      await remove(from);
      if (action.content === undefined)
        await run(["update-index", "--add", "--cacheinfo", `${old.mode},${old.sha},${path}`], { env });
      else await write(old.mode);
      return undefined;
    }
  }
}

/** Entities::CommitDetail for a commit of the repository. */
async function commitDetail(state: GitLabState, run: Run, sha: string) {
  const format = "%P%x00%an%x00%ae%x00%aI%x00%cn%x00%ce%x00%cI%x00%s%x00%B";
  const [parents = "", an = "", ae = "", ad = "", cn = "", ce = "", cd = "", title = "", message = ""] = (
    await run(["log", "-1", `--format=${format}`, sha])
  ).stdout.split("\0");
  return {
    id: sha,
    short_id: sha.slice(0, 8),
    created_at: cd,
    parent_ids: parents.split(" ").filter((p) => p !== ""),
    title,
    message: message.replace(/\n$/, ""),
    author_name: an,
    author_email: ae,
    authored_date: ad,
    committer_name: cn,
    committer_email: ce,
    committed_date: cd,
    trailers: {},
    extended_trailers: {},
    web_url: `${projectWebUrl(state)}/-/commit/${sha}`,
    status: null,
    project_id: state.projectId,
    last_pipeline: null,
  };
}

/** Entities::CommitSignature for a commit GitLab signed; 404 Signature Not Found for the rest. */
async function signature(context: RouteContext): Promise<Answer> {
  const { state } = context;
  const sha = context.params.sha ?? "";
  const gitDir = state.gitDir;
  const found =
    gitDir === undefined
      ? undefined
      : await gitIn(gitDir, ["rev-parse", "--verify", "-q", `${sha}^{commit}`], {});
  if (found === undefined || found.code !== 0) return apiError(404, "404 Commit Not Found");
  const full = found.stdout.trim();
  if (!state.signedCommits.has(full)) return apiError(404, "404 Signature Not Found");
  return json(200, {
    signature_type: "SSH",
    verification_status: "verified_system",
    key: null,
    commit_source: "gitaly",
  });
}

/**
 * "Merge a merge request" as far as auto-merge goes: with `auto_merge` (or its older name
 * `merge_when_pipeline_succeeds`) and a pipeline running for the merge request, auto-merge is set
 * (squashed when asked); without a pipeline (none runs, or it is not created yet: `pipelineLag`)
 * GitLab can neither wait nor merge at once: 405. A
 * merge request that is not open is 405 too. Merging at once is not modelled (the tests merge
 * with git and `merge(iid)`).
 */
function merge(context: RouteContext): Answer {
  const { state, input } = context;
  const iid = context.params.iid ?? "";
  const mr = /^\d+$/.test(iid) ? state.mergeRequests.find((m) => m.iid === Number(iid)) : undefined;
  if (mr === undefined) return recordNotFound();
  // MergeRequest#can_be_merged_by?: GitLab answers a user who may not merge with 401.
  if (context.caller === undefined || ACCESS_LEVELS[context.caller.role] < ACCESS_LEVELS.developer)
    return apiError(401, "401 Unauthorized");
  const auto = truthy(input.auto_merge) || truthy(input.merge_when_pipeline_succeeds);
  if (mr.state !== "opened" || (auto && !state.pipelines)) return apiError(405, "405 Method Not Allowed");
  // The pipeline is not created yet (GitLab makes it asynchronously after the commit).
  if (auto && state.pipelineLag > 0) {
    state.pipelineLag--;
    return apiError(405, "405 Method Not Allowed");
  }
  if (!auto) return apiError(422, "Branch cannot be merged");
  mr.auto_merge = { squash: truthy(input.squash) };
  mr.updated_at = context.now().toISOString();
  return json(200, mergeRequestJson(state, mr));
}

/**
 * "Get a single repository branch" (Entities::Branch): the branch as the repository holds it now,
 * or 404 Branch Not Found.
 */
async function branch(context: RouteContext): Promise<Answer> {
  const { state } = context;
  const name = context.params.branch ?? "";
  const gitDir = state.gitDir;
  let sha = state.branches[name];
  if (gitDir !== undefined) {
    const found = await gitIn(gitDir, ["rev-parse", "--verify", "-q", `refs/heads/${name}^{commit}`], {});
    sha = found.code === 0 ? found.stdout.trim() : undefined;
  }
  if (sha === undefined) return apiError(404, "404 Branch Not Found");
  return json(200, {
    name,
    commit:
      gitDir === undefined
        ? { id: sha }
        : await commitDetail(state, (args, options = {}) => gitIn(gitDir, args, options), sha),
    merged: false,
    protected: state.protectedBranches.includes(name),
    developers_can_push: !state.protectedBranches.includes(name),
    developers_can_merge: !state.protectedBranches.includes(name),
    can_push: !state.protectedBranches.includes(name) || context.caller?.role === "maintainer",
    default: name === state.defaultBranch,
    web_url: `${projectWebUrl(state)}/-/tree/${name}`,
  });
}

export const commitRoutes: Route[] = [
  {
    method: "GET",
    pattern: "repository/branches/:branch",
    jobToken: true,
    authenticateNonGet: true,
    role: "reporter",
    handle: branch,
  },
  {
    method: "POST",
    pattern: "repository/commits",
    jobToken: false,
    authenticateNonGet: true,
    role: "developer",
    handle: createCommit,
  },
  {
    method: "GET",
    pattern: "repository/commits/:sha/signature",
    jobToken: false,
    authenticateNonGet: true,
    role: "reporter",
    handle: signature,
  },
  {
    method: "PUT",
    pattern: "merge_requests/:iid/merge",
    jobToken: false,
    authenticateNonGet: true,
    role: "reporter",
    handle: merge,
  },
];
