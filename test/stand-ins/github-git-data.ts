import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import type { GitHubState } from "./github-state.ts";

/**
 * GitHub's Git Data API and Actions workflows over the stand-in's bare repository: blobs, trees
 * and commits are written into it with git itself (`hash-object -w`, a temporary index's
 * `read-tree`/`update-index`/`write-tree`, `commit-tree`, `update-ref`), the commits it makes are
 * made as the token's identity and marked verified, and the workflows are the files of the
 * repository's `.github/workflows/`.
 */

export type Send = (status: number, body?: unknown, headers?: Record<string, string>) => undefined;

export interface GitDataRequest {
  state: GitHubState;
  method: string;
  json: Record<string, unknown> | undefined;
  send: Send;
}

const DOCS = "https://docs.github.com/rest";

/** Answers a Git Data or Actions request (`rest` below /repos/{owner}/{repo}); false when it is not one. */
export async function routeGitData(request: GitDataRequest, rest: string): Promise<boolean> {
  const { state, send } = request;
  const gitDir = state.gitDir;
  const git =
    rest.startsWith("/git/") || rest.startsWith("/commits/") || rest.startsWith("/actions/workflows");
  if (!git) return false;
  if (gitDir === undefined) {
    send(409, { message: "Git Repository is empty.", documentation_url: DOCS, status: "409" });
    return true;
  }
  await answerGitData(request, rest, gitDir);
  return true;
}

async function answerGitData(request: GitDataRequest, rest: string, gitDir: string): Promise<undefined> {
  const { state, method, send } = request;
  const body = request.json ?? {};
  const run = (args: string[], options: { input?: string | Buffer; env?: Record<string, string> } = {}) =>
    gitIn(gitDir, args, options);
  const commitPath = /^\/git\/commits\/([0-9a-f]{40})$/.exec(rest);
  const getCommitPath = /^\/commits\/([^/]+)$/.exec(rest);
  const refPath = /^\/git\/refs\/(.+)$/.exec(rest);
  const getRefPath = /^\/git\/ref\/(.+)$/.exec(rest);
  const dispatchPath = /^\/actions\/workflows\/([^/]+)\/dispatches$/.exec(rest);
  if (rest === "/git/blobs" && method === "POST") {
    const content =
      body.encoding === "base64"
        ? Buffer.from(String(body.content ?? ""), "base64")
        : Buffer.from(String(body.content ?? ""), "utf8");
    const sha = (await run(["hash-object", "-w", "--stdin"], { input: content })).stdout.trim();
    send(201, { sha, url: `${repoApi(state)}/git/blobs/${sha}` });
  } else if (rest === "/git/trees" && method === "POST") {
    await createTree(request, run, body);
  } else if (rest === "/git/commits" && method === "POST") {
    await createCommit(request, run, body);
  } else if (commitPath && method === "GET") {
    const sha = commitPath[1] as string;
    if ((await run(["cat-file", "-t", sha])).stdout.trim() !== "commit") return notFound(send);
    send(200, await commitJson(state, run, sha));
  } else if (getCommitPath && method === "GET") {
    const resolved = await run([
      "rev-parse",
      "--verify",
      "-q",
      `${decodeURIComponent(getCommitPath[1] ?? "")}^{commit}`,
    ]);
    if (resolved.code !== 0) return notFound(send);
    const sha = resolved.stdout.trim();
    const commit = await commitJson(state, run, sha);
    send(200, {
      sha,
      node_id: commit.node_id,
      url: `${repoApi(state)}/commits/${sha}`,
      html_url: commit.html_url,
      comments_url: `${repoApi(state)}/commits/${sha}/comments`,
      commit: {
        url: commit.url,
        author: commit.author,
        committer: commit.committer,
        message: commit.message,
        comment_count: 0,
        tree: commit.tree,
        verification: commit.verification,
      },
      author: null,
      committer: null,
      parents: commit.parents,
    });
  } else if (getRefPath && method === "GET") {
    const ref = `refs/${decodeURIComponent(getRefPath[1] ?? "")}`;
    const found = await run(["rev-parse", "--verify", "-q", ref]);
    if (found.code !== 0) return notFound(send);
    send(200, refJson(state, ref, found.stdout.trim()));
  } else if (rest === "/git/refs" && method === "POST") {
    const ref = String(body.ref ?? "");
    const sha = String(body.sha ?? "");
    if (!/^refs\/[^/]+\/.+/.test(ref)) return unprocessable(send, "Reference name is invalid");
    if ((await run(["cat-file", "-t", sha])).stdout.trim() !== "commit")
      return unprocessable(send, "Object does not exist");
    if ((await run(["rev-parse", "--verify", "-q", ref])).code === 0)
      return unprocessable(send, "Reference already exists");
    await run(["update-ref", ref, sha, "0".repeat(40)]);
    send(201, refJson(state, ref, sha));
  } else if (refPath && method === "PATCH") {
    const ref = `refs/${decodeURIComponent(refPath[1] ?? "")}`;
    const sha = String(body.sha ?? "");
    const now = await run(["rev-parse", "--verify", "-q", ref]);
    if (now.code !== 0) return unprocessable(send, "Reference does not exist");
    if ((await run(["cat-file", "-t", sha])).stdout.trim() !== "commit")
      return unprocessable(send, "Object does not exist");
    const old = now.stdout.trim();
    if (body.force !== true && (await run(["merge-base", "--is-ancestor", old, sha])).code !== 0)
      return unprocessable(send, "Update is not a fast forward");
    await run(["update-ref", ref, sha, old]);
    send(200, refJson(state, ref, sha));
  } else if (rest === "/actions/workflows" && method === "GET") {
    const workflows = await listWorkflows(state, run);
    send(200, { total_count: workflows.length, workflows });
  } else if (dispatchPath && method === "POST") {
    await dispatch(request, run, decodeURIComponent(dispatchPath[1] ?? ""), body);
  } else {
    notFound(send);
  }
  return undefined;
}

type Run = (
  args: string[],
  options?: { input?: string | Buffer; env?: Record<string, string> },
) => Promise<{ stdout: string; code: number }>;

async function createTree(request: GitDataRequest, run: Run, body: Record<string, unknown>): Promise<void> {
  const { state, send } = request;
  const entries = Array.isArray(body.tree) ? (body.tree as Array<Record<string, unknown>>) : [];
  const index = mkdtempSync(join(tmpdir(), "github-stand-in-index-"));
  const env = { GIT_INDEX_FILE: join(index, "index") };
  try {
    if (typeof body.base_tree === "string") {
      if ((await run(["read-tree", body.base_tree], { env })).code !== 0) {
        unprocessable(send, "Invalid tree info");
        return;
      }
    }
    for (const entry of entries) {
      const path = String(entry.path ?? "");
      if (entry.sha === null) {
        // A removal; `update-index --force-remove` needs a work tree, and the remote is bare:
        // an --index-info line of mode 0 removes the path (GitHub deletes it from the tree).
        const removed = await run(["update-index", "--index-info"], {
          env,
          input: `0 ${"0".repeat(40)}\t${path}\n`,
        });
        if (removed.code !== 0) {
          unprocessable(send, `tree.path ${path} is not valid`);
          return;
        }
        continue;
      }
      let sha = typeof entry.sha === "string" ? entry.sha : undefined;
      if (sha === undefined && typeof entry.content === "string")
        sha = (await run(["hash-object", "-w", "--stdin"], { input: entry.content })).stdout.trim();
      if (sha === undefined || (await run(["cat-file", "-t", sha])).stdout.trim() !== "blob") {
        unprocessable(send, "tree.sha is not a valid blob");
        return;
      }
      const added = await run(
        ["update-index", "--add", "--cacheinfo", `${String(entry.mode)},${sha},${path}`],
        {
          env,
        },
      );
      if (added.code !== 0) {
        unprocessable(send, `tree.path ${path} is not valid`);
        return;
      }
    }
    const tree = (await run(["write-tree"], { env })).stdout.trim();
    const listed = (await run(["ls-tree", "-r", "--full-tree", tree])).stdout
      .split("\n")
      .filter((l) => l !== "");
    send(201, {
      sha: tree,
      url: `${repoApi(state)}/git/trees/${tree}`,
      truncated: false,
      tree: listed.map((line) => {
        const [info = "", path = ""] = line.split("\t");
        const [mode = "", type = "", sha = ""] = info.split(" ");
        return { path, mode, type, sha, url: `${repoApi(state)}/git/${type}s/${sha}` };
      }),
    });
  } finally {
    rmSync(index, { recursive: true, force: true });
  }
}

async function createCommit(request: GitDataRequest, run: Run, body: Record<string, unknown>): Promise<void> {
  const { state, send } = request;
  const tree = String(body.tree ?? "");
  if ((await run(["cat-file", "-t", tree])).stdout.trim() !== "tree") {
    unprocessable(send, "Tree SHA does not exist");
    return;
  }
  const parents = Array.isArray(body.parents) ? body.parents.map(String) : [];
  for (const parent of parents) {
    if ((await run(["cat-file", "-t", parent])).stdout.trim() !== "commit") {
      unprocessable(send, "Parent SHA does not exist or is not a commit object");
      return;
    }
  }
  // Without author and committer GitHub commits as the token's identity and signs the commit.
  const signed = body.author === undefined && body.committer === undefined;
  const who = (key: "author" | "committer") => {
    const given = body[key] as { name?: string; email?: string; date?: string } | undefined;
    return given ?? state.identity;
  };
  const author = who("author");
  const committer = body.committer === undefined ? author : who("committer");
  const date = new Date().toISOString();
  const made = await run(["commit-tree", tree, ...parents.flatMap((p) => ["-p", p]), "-F", "-"], {
    input: String(body.message ?? ""),
    env: {
      GIT_AUTHOR_NAME: author.name ?? "",
      GIT_AUTHOR_EMAIL: author.email ?? "",
      GIT_AUTHOR_DATE: (author as { date?: string }).date ?? date,
      GIT_COMMITTER_NAME: committer.name ?? "",
      GIT_COMMITTER_EMAIL: committer.email ?? "",
      GIT_COMMITTER_DATE: (committer as { date?: string }).date ?? date,
    },
  });
  const sha = made.stdout.trim();
  if (signed) state.verifiedCommits.add(sha);
  send(201, await commitJson(state, run, sha));
}

async function commitJson(state: GitHubState, run: Run, sha: string) {
  const format = "%T%x00%P%x00%an%x00%ae%x00%aI%x00%cn%x00%ce%x00%cI%x00%B";
  const [tree = "", parents = "", an = "", ae = "", ad = "", cn = "", ce = "", cd = "", message = ""] = (
    await run(["log", "-1", `--format=${format}`, sha])
  ).stdout.split("\0");
  const verified = state.verifiedCommits.has(sha);
  const web = state.apiUrl.replace(/\/api\/v3$/, "");
  return {
    sha,
    node_id: `C_${sha.slice(0, 12)}`,
    url: `${repoApi(state)}/git/commits/${sha}`,
    html_url: `${web}/${state.owner}/${state.repo}/commit/${sha}`,
    author: { name: an, email: ae, date: ad },
    committer: { name: cn, email: ce, date: cd },
    tree: { sha: tree, url: `${repoApi(state)}/git/trees/${tree}` },
    // git log's %B ends with a line end GitHub does not keep.
    message: message.replace(/\n$/, ""),
    parents: parents
      .split(" ")
      .filter((p) => p !== "")
      .map((p) => ({
        sha: p,
        url: `${repoApi(state)}/git/commits/${p}`,
        html_url: `${web}/${state.owner}/${state.repo}/commit/${p}`,
      })),
    verification: verified
      ? {
          verified: true,
          reason: "valid",
          signature: "-----BEGIN PGP SIGNATURE-----\n(the stand-in's)\n-----END PGP SIGNATURE-----",
          payload: `tree ${tree}\n`,
          verified_at: cd,
        }
      : { verified: false, reason: "unsigned", signature: null, payload: null, verified_at: null },
  };
}

function refJson(state: GitHubState, ref: string, sha: string) {
  return {
    ref,
    node_id: `REF_${ref}`,
    url: `${repoApi(state)}/git/${ref}`,
    object: { type: "commit", sha, url: `${repoApi(state)}/git/commits/${sha}` },
  };
}

/** The workflows of the default branch's `.github/workflows/` (GitHub lists those). */
async function listWorkflows(state: GitHubState, run: Run) {
  const listed = await run(["ls-tree", "--name-only", "main", ".github/workflows/"]);
  const paths = listed.stdout
    .split("\n")
    .filter((p) => /\.ya?ml$/.test(p))
    .sort();
  const web = state.apiUrl.replace(/\/api\/v3$/, "");
  const workflows = [];
  for (const path of paths) {
    const text = (await run(["cat-file", "blob", `main:${path}`])).stdout;
    let name = path;
    try {
      const doc = parse(text) as { name?: unknown } | null;
      if (typeof doc?.name === "string") name = doc.name;
    } catch {
      // GitHub lists a workflow it cannot parse under its path
    }
    workflows.push({
      id: workflowId(state, path),
      node_id: `W_${workflowId(state, path)}`,
      name,
      path,
      state: "active",
      created_at: "1970-01-01T00:00:00.000Z",
      updated_at: "1970-01-01T00:00:00.000Z",
      url: `${repoApi(state)}/actions/workflows/${workflowId(state, path)}`,
      html_url: `${web}/${state.owner}/${state.repo}/blob/main/${path}`,
      badge_url: `${web}/${state.owner}/${state.repo}/workflows/${encodeURIComponent(name)}/badge.svg`,
    });
  }
  return workflows;
}

function workflowId(state: GitHubState, path: string): number {
  let id = state.workflowIds.get(path);
  if (id === undefined) {
    id = 9000 + state.workflowIds.size;
    state.workflowIds.set(path, id);
  }
  return id;
}

/**
 * `workflow_dispatch` as GitHub takes it: the workflow (by id or file name) read at `ref`; one
 * without the trigger is refused with 422, as is a run missing a required input.
 */
async function dispatch(
  request: GitDataRequest,
  run: Run,
  id: string,
  body: Record<string, unknown>,
): Promise<void> {
  const { state, send } = request;
  const path = /^\d+$/.test(id)
    ? [...state.workflowIds].find(([, known]) => known === Number(id))?.[0]
    : `.github/workflows/${id}`;
  if (path === undefined) {
    notFound(send);
    return;
  }
  const ref = String(body.ref ?? "");
  const resolved = await run(["rev-parse", "--verify", "-q", `refs/heads/${ref}^{commit}`]);
  const at =
    resolved.code === 0 ? resolved : await run(["rev-parse", "--verify", "-q", `refs/tags/${ref}^{commit}`]);
  if (at.code !== 0) {
    unprocessable(send, `No ref found for: ${ref}`);
    return;
  }
  const file = await run(["cat-file", "blob", `${at.stdout.trim()}:${path}`]);
  if (file.code !== 0) {
    notFound(send);
    return;
  }
  const doc = parse(file.stdout) as { on?: unknown } | null;
  const on = doc?.on;
  const events: Record<string, unknown> =
    typeof on === "string"
      ? { [on]: null }
      : Array.isArray(on)
        ? Object.fromEntries(on.map((e) => [String(e), null]))
        : ((on ?? {}) as Record<string, unknown>);
  if (!("workflow_dispatch" in events)) {
    unprocessable(send, "Workflow does not have 'workflow_dispatch' trigger");
    return;
  }
  const declared = ((
    events.workflow_dispatch as { inputs?: Record<string, { required?: boolean; default?: unknown }> } | null
  )?.inputs ?? {}) as Record<string, { required?: boolean; default?: unknown } | null>;
  const given = (body.inputs ?? {}) as Record<string, unknown>;
  for (const [name, input] of Object.entries(declared)) {
    if (input?.required === true && input.default === undefined && !(name in given)) {
      unprocessable(send, `Required input '${name}' not provided`);
      return;
    }
  }
  state.dispatches.push({ workflow: path, ref, sha: at.stdout.trim() });
  send(204);
}

function repoApi(state: GitHubState): string {
  return `${state.apiUrl}/repos/${state.owner}/${state.repo}`;
}

function notFound(send: Send): undefined {
  return send(404, { message: "Not Found", documentation_url: DOCS, status: "404" });
}

function unprocessable(send: Send, message: string): undefined {
  return send(422, { message, documentation_url: DOCS, status: "422" });
}

/** Runs git on a bare repository, without the user's or the system's configuration. */
export function gitIn(
  gitDir: string,
  args: string[],
  options: { input?: string | Buffer; env?: Record<string, string> },
): Promise<{ stdout: string; code: number }> {
  return new Promise((resolve) => {
    const child = execFile(
      "git",
      ["--git-dir", gitDir, ...args],
      {
        env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null", ...options.env },
        maxBuffer: 256 * 1024 * 1024,
      },
      (error, stdout) => {
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : 1;
        resolve({ stdout, code });
      },
    );
    child.stdin?.on("error", () => undefined);
    child.stdin?.end(options.input ?? "");
  });
}
