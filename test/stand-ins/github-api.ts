import type { IncomingMessage, ServerResponse } from "node:http";
import { routeGitData } from "./github-git-data.ts";
import { answerGraphql } from "./github-graphql.ts";
import {
  assetJson,
  type GitHubState,
  labelJson,
  type PullState,
  pullJson,
  type ReleaseState,
  releaseJson,
  sha256Digest,
} from "./github-state.ts";
import {
  type Fault,
  type FaultRule,
  type LoggedRequest,
  type LoopbackServer,
  listen,
  maskHeaders,
  readBody,
  takeFault,
} from "./http.ts";
import { type GitHubServer, githubOracle, type Operation } from "./openapi-oracle.ts";

/**
 * A loopback stand-in for GitHub's REST API (what release-pr and release call), served under
 * `/api/v3` like GitHub Enterprise, with GitHub's status codes, error bodies and rate-limit
 * headers, a request log (authorization masked) and fault injection. State is in memory.
 *
 * Every request and every answer is checked against GitHub's own API description (see
 * openapi-oracle.ts): a request it does not allow is answered as GitHub would (404 for no such
 * operation, 400 for a body that is not JSON, 422 "Invalid request." naming what is wrong), and
 * `close()` rejects listing every violation, so a test whose requests GitHub would refuse fails
 * even when the code under test swallowed the answer.
 */
export interface GitHubStandIn {
  /** The API base URL (`http://127.0.0.1:PORT/api/v3`). */
  url: string;
  /**
   * Where uploads go, the origin `upload_url` names: `http://127.0.0.1:PORT/uploads` on the API's
   * own origin by default, another server's `http://127.0.0.1:PORT2` with `uploads: "separate"`.
   */
  uploadUrl: string;
  pulls: PullState[];
  releases: ReleaseState[];
  requests: LoggedRequest[];
  /** The logged requests that change something (not GET or HEAD). */
  writes(): LoggedRequest[];
  /** The logged uploads (to whichever upload origin is in use). */
  uploads(): LoggedRequest[];
  /** Arms a fault for the next matching requests (`times`, default 1). */
  fail(
    match: { method?: string; path?: RegExp | string; query?: Record<string, string> },
    fault: Fault,
  ): void;
  /**
   * Arms a fault for the `at`-th request from now on (1 = the next one), whatever it is, and
   * the `times - 1` requests after it (a burst hits the retries too): how the fault-injection
   * suite breaks each request of a run in turn.
   */
  failAt(at: number, fault: Fault): void;
  /**
   * The next matching uploads (`times`, default 1) fail as a gateway time-out does on GitHub: the
   * asset is left behind unfinished (`state: "open"`, no digest, size 0) and the answer is
   * `status` (default 502, an HTML page). A retry then meets its name taken (422 already_exists)
   * until the unfinished asset is deleted.
   */
  failUpload(options?: { name?: string; status?: number; times?: number }): void;
  /** Disarms every fault not yet spent (so a re-run meets a healthy server). */
  clearFaults(): void;
  /**
   * Arms rate-limit answers for the next `times` requests (default 1):
   * - `primary`: 403, `x-ratelimit-remaining: 0` and `x-ratelimit-reset` `seconds` from now;
   * - `secondary`: `status` (403 default, or 429) with `retry-after: seconds`;
   * - `secondary-no-header`: `status` (403 default, or 429) with GitHub's secondary-limit message,
   *   no `retry-after` and `x-ratelimit-remaining` above 0, as GitHub often sends it.
   */
  rateLimit(
    seconds: number,
    options?: { times?: number; kind?: "primary" | "secondary" | "secondary-no-header"; status?: 403 | 429 },
  ): void;
  /** Turns immutable releases on or off for releases published from now on. */
  setImmutableReleases(on: boolean): void;
  /** The "Allow GitHub Actions to create and approve pull requests" setting. */
  setActionsMayCreatePullRequests(on: boolean): void;
  /** The `workflow_dispatch` runs started: the workflow's path, the ref, and the commit it ran at. */
  dispatches: Array<{ workflow: string; ref: string; sha: string }>;
  /** The commits GitHub made through the Git Data API and signed (it marks them verified). */
  verifiedCommits: Set<string>;
  /** The GraphQL requests (`POST /api/graphql`). */
  graphql(): LoggedRequest[];
  /** The repository's "Allow auto-merge" setting. */
  setAllowAutoMerge(on: boolean): void;
  /** Marks a pull request merged and closed (the test moves the git refs itself). */
  merge(number: number): void;
  /** What GitHub's API description did not allow, in requests or in the stand-in's answers. */
  violations: string[];
  /** Returns the violations so far and forgets them (for a test that sends bad requests on purpose). */
  takeViolations(): string[];
  /** Stops the servers; rejects when any violation is left (see `violations`). */
  close(): Promise<void>;
}

export interface GitHubStandInOptions {
  token?: string;
  owner?: string;
  repo?: string;
  /**
   * `same-origin` (default): uploads under `/uploads/` on the API's origin. `separate`: on a
   * second server, at `/repos/...` like uploads.github.com, which `upload_url` points at.
   */
  uploads?: "same-origin" | "separate";
  /**
   * GitHub's immutable releases: a release published (created with `draft: false`, or a draft
   * PATCHed to `draft: false`) gets `immutable: true`; uploads to it and deleting its assets are
   * refused (422), as are moving its tag and turning it back into a draft. Drafts are unaffected.
   */
  immutableReleases?: boolean;
  /**
   * The bare repository the Git Data API (blobs, trees, commits, refs) writes into and the Actions
   * workflows are read from: the one the git remote stand-in serves. Without it those requests
   * answer 409 "Git Repository is empty.".
   */
  gitDir?: string;
  /** Who the token is: the author of the commits made through the API (default: the Actions bot). */
  identity?: { name: string; email: string };
  /** The "Allow auto-merge" setting (default true). */
  allowAutoMerge?: boolean;
  /** `false`: POST /pulls is refused with 403 as with the Actions setting off (default true). */
  actionsMayCreatePullRequests?: boolean;
  /**
   * `true`: assets report `digest: "sha256:<hex>"` of their bytes, as api.github.com does since
   * 2025. Default false: `digest: null`, as GitHub Enterprise Server and older assets answer.
   */
  digests?: boolean;
  /**
   * `false`: requests and answers are not checked against GitHub's API description, for a test
   * that sends malformed requests on purpose and wants the stand-in's own answers (default true).
   */
  oracle?: boolean;
}

const DOCS = "https://docs.github.com/rest";
const SECONDARY_DOCS =
  "https://docs.github.com/free-pro-team@latest/rest/using-the-rest-api/rate-limits-for-the-rest-api#about-secondary-rate-limits";

export async function startGitHubStandIn(options: GitHubStandInOptions = {}): Promise<GitHubStandIn> {
  const token = options.token ?? "test-token";
  const settings = {
    immutable: options.immutableReleases === true,
    actionsMayCreatePullRequests: options.actionsMayCreatePullRequests !== false,
  };
  const state: GitHubState = {
    owner: options.owner ?? "acme",
    repo: options.repo ?? "widgets",
    apiUrl: "",
    pulls: [],
    releases: [],
    nextId: 1000,
    digests: options.digests === true,
    ...(options.gitDir === undefined ? {} : { gitDir: options.gitDir }),
    identity: options.identity ?? {
      name: "github-actions[bot]",
      email: "41898282+github-actions[bot]@users.noreply.github.com",
    },
    verifiedCommits: new Set(),
    workflowIds: new Map(),
    dispatches: [],
    allowAutoMerge: options.allowAutoMerge !== false,
  };
  const oracle = options.oracle === false ? undefined : githubOracle();
  const requests: LoggedRequest[] = [];
  const violations: string[] = [];
  const faults: FaultRule[] = [];
  const numbered: Array<{ at: number; fault: Fault; left: number }> = [];
  const brokenUploads: BrokenUpload[] = [];
  const origins = { api: "", uploads: "" };

  const handle = async (server: GitHubServer, request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", server === "api" ? origins.api : origins.uploads);
    const method = request.method ?? "GET";
    const raw = await readBody(request);
    const json = parseJson(raw, request.headers["content-type"]);
    const query = Object.fromEntries(url.searchParams);
    requests.push({
      server,
      method,
      path: url.pathname,
      query,
      headers: maskHeaders(request.headers),
      body: json ?? (raw.length > 0 ? { bytes: raw.length } : undefined),
    });
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        "content-type": "application/json; charset=utf-8",
        "x-github-request-id": `REQ-${requests.length}`,
        "x-ratelimit-limit": "5000",
        "x-ratelimit-remaining": "4999",
        "x-ratelimit-reset": String(Math.floor(Date.now() / 1000) + 3600),
        "x-ratelimit-used": "1",
        "x-ratelimit-resource": "core",
        ...headers,
      });
      response.end(body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body));
    };

    if (server === "api" && url.pathname === "/api/graphql") {
      const auth = request.headers.authorization ?? "";
      if (auth !== `token ${token}` && auth !== `bearer ${token}` && auth !== `Bearer ${token}`) {
        reply(401, { message: "Bad credentials", documentation_url: DOCS });
        return;
      }
      if (method !== "POST") violations.push(`graphql: ${method} ${url.pathname}, GitHub takes POST`);
      const answer = answerGraphql(state, json, violations);
      reply(answer.status, answer.body);
      return;
    }
    // Where the request is in GitHub's terms: the API host below /api/v3, or the upload host.
    const sameOriginUpload = server === "api" && url.pathname.startsWith("/uploads/");
    const host: GitHubServer = sameOriginUpload ? "uploads" : server;
    const apiPath =
      server === "uploads"
        ? url.pathname
        : sameOriginUpload
          ? url.pathname.slice("/uploads".length)
          : url.pathname.startsWith("/api/v3/")
            ? url.pathname.slice("/api/v3".length)
            : undefined;
    let operation: Operation | undefined;
    if (oracle) {
      const check =
        apiPath === undefined
          ? { violations: [`${method} ${url.pathname}: not under the API root /api/v3`] }
          : oracle.checkRequest({
              server: host,
              method,
              path: apiPath,
              query,
              headers: request.headers,
              body: raw,
            });
      operation = "operation" in check ? check.operation : undefined;
      if (check.violations.length > 0) {
        violations.push(...check.violations.map((v) => `request ${v}`));
        if (operation === undefined)
          reply(404, { message: "Not Found", documentation_url: DOCS, status: "404" });
        else if ("unparsable" in check && check.unparsable)
          reply(400, { message: "Problems parsing JSON", documentation_url: DOCS, status: "400" });
        else
          reply(422, {
            message: `Invalid request.\n\n${check.violations.join("\n")}`,
            documentation_url: DOCS,
            status: "422",
          });
        return;
      }
    }

    const due = numbered.find((rule) => rule.left > 0 && requests.length >= rule.at);
    if (due) due.left--;
    const fault = due?.fault ?? takeFault(faults, method, url.pathname, query);
    if (fault && "reset" in fault) {
      request.socket.destroy();
      return;
    }
    if (fault && "delayMs" in fault) await new Promise((r) => setTimeout(r, fault.delayMs));
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}): undefined => {
      if (fault && "resetAfter" in fault) {
        request.socket.destroy();
        return;
      }
      if (oracle && operation && !(fault && "status" in fault))
        violations.push(
          ...oracle.checkResponse(operation, status, body, headers).map((v) => `stand-in answer: ${v}`),
        );
      reply(status, body, headers);
    };
    if (fault && "status" in fault) {
      send(fault.status, fault.body ?? { message: "injected", documentation_url: DOCS }, fault.headers);
      return;
    }
    const auth = request.headers.authorization ?? "";
    if (auth !== `token ${token}` && auth !== `Bearer ${token}` && auth !== `bearer ${token}`) {
      send(401, { message: "Bad credentials", documentation_url: DOCS, status: "401" });
      return;
    }
    const context: Context = {
      state,
      settings,
      origins,
      brokenUploads,
      url,
      method,
      json,
      raw,
      request,
      send,
      reply,
      bytes: (content, contentType) => {
        response.writeHead(200, { "content-type": contentType, "content-length": String(content.length) });
        response.end(content);
      },
    };
    if (host === "uploads") routeUpload(context, apiPath ?? "");
    else if (!(await routeRepositoryGit(context, apiPath ?? ""))) route(context, apiPath ?? "");
  };

  const api = await listen((request, response) => handle("api", request, response));
  origins.api = api.origin;
  state.apiUrl = `${api.origin}/api/v3`;
  const servers: LoopbackServer[] = [api];
  if (options.uploads === "separate") {
    const uploads = await listen((request, response) => handle("uploads", request, response));
    servers.push(uploads);
    origins.uploads = uploads.origin;
  } else {
    origins.uploads = `${api.origin}/uploads`;
  }

  return {
    url: state.apiUrl,
    uploadUrl: origins.uploads,
    pulls: state.pulls,
    releases: state.releases,
    requests,
    writes: () => requests.filter((r) => r.method !== "GET" && r.method !== "HEAD"),
    uploads: () =>
      requests.filter(
        (r) => r.server === "uploads" || (r.server === "api" && r.path.startsWith("/uploads/")),
      ),
    fail: (match, fault) => faults.push({ ...match, fault, left: fault.times ?? 1 }),
    failAt: (at, fault) => numbered.push({ at: requests.length + at, fault, left: fault.times ?? 1 }),
    failUpload: ({ name, status = 502, times = 1 } = {}) =>
      brokenUploads.push({ ...(name === undefined ? {} : { name }), status, left: times }),
    clearFaults: () => {
      faults.splice(0);
      numbered.splice(0);
      brokenUploads.splice(0);
    },
    rateLimit: (seconds, { times = 1, kind = "primary", status = 403 } = {}) => {
      const reset = String(Math.floor(Date.now() / 1000) + seconds);
      const secondary = {
        message:
          "You have exceeded a secondary rate limit. Please wait a few minutes before you try again. " +
          "If you reach out to GitHub Support for help, please include the request ID 0000:0000:0000000:0000000:00000000.",
        documentation_url: SECONDARY_DOCS,
      };
      const fault: Fault =
        kind === "primary"
          ? {
              status: 403,
              times,
              headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset },
              body: { message: "API rate limit exceeded for user ID 1.", documentation_url: DOCS },
            }
          : kind === "secondary"
            ? { status, times, headers: { "retry-after": String(seconds) }, body: secondary }
            : { status, times, body: secondary };
      faults.push({ fault, left: times });
    },
    setImmutableReleases: (on) => {
      settings.immutable = on;
    },
    setActionsMayCreatePullRequests: (on) => {
      settings.actionsMayCreatePullRequests = on;
    },
    dispatches: state.dispatches,
    verifiedCommits: state.verifiedCommits,
    graphql: () => requests.filter((r) => r.path === "/api/graphql"),
    setAllowAutoMerge: (on) => {
      state.allowAutoMerge = on;
    },
    merge: (number) => {
      const pull = state.pulls.find((p) => p.number === number);
      if (pull === undefined) throw new Error(`no pull request #${number}`);
      pull.state = "closed";
      pull.merged = true;
    },
    violations,
    takeViolations: () => violations.splice(0),
    close: async () => {
      for (const server of servers) await server.close();
      if (violations.length > 0) {
        const list = violations.splice(0);
        throw new Error(
          `the GitHub stand-in saw ${list.length} thing(s) GitHub's API description does not allow:\n- ${list.join("\n- ")}`,
        );
      }
    },
  };
}

type Send = (status: number, body?: unknown, headers?: Record<string, string>) => undefined;

interface BrokenUpload {
  name?: string;
  status: number;
  left: number;
}

interface Context {
  state: GitHubState;
  settings: { immutable: boolean; actionsMayCreatePullRequests: boolean };
  origins: { api: string; uploads: string };
  brokenUploads: BrokenUpload[];
  url: URL;
  method: string;
  json: Record<string, unknown> | undefined;
  raw: Buffer;
  request: IncomingMessage;
  send: Send;
  /** Answers without the response check (a gateway's page is no API answer). */
  reply: (status: number, body: unknown, headers?: Record<string, string>) => void;
  /** Answers with raw bytes (an asset's download). */
  bytes: (content: Buffer, contentType: string) => void;
}

const notFound = (send: Send): undefined =>
  send(404, { message: "Not Found", documentation_url: DOCS, status: "404" });

/** A Git Data or Actions workflows request of the repository: answered from its bare repository. */
function routeRepositoryGit(context: Context, path: string): Promise<boolean> {
  const { state } = context;
  const api = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path);
  if (api === null || api[1] !== state.owner || api[2] !== state.repo) return Promise.resolve(false);
  return routeGitData(context, api[3] ?? "");
}

/** A request to the API host, `path` below /api/v3. */
function route(context: Context, path: string): undefined {
  const { state, origins, method, url, send } = context;
  const api = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path);
  if (api === null || api[1] !== state.owner || api[2] !== state.repo) return notFound(send);
  const repoUrl = `${origins.api}/${state.owner}/${state.repo}`;
  const rest = api[3] ?? "";
  const body = context.json ?? {};
  const pullPath = /^\/pulls\/(\d+)$/.exec(rest);
  const labelsPath = /^\/issues\/(\d+)\/labels$/.exec(rest);
  if (rest === "" && method === "GET") {
    send(200, {
      id: 1,
      node_id: "R_1",
      name: state.repo,
      full_name: `${state.owner}/${state.repo}`,
      default_branch: "main",
      html_url: repoUrl,
      url: `${state.apiUrl}/repos/${state.owner}/${state.repo}`,
      permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
    });
  } else if (rest === "/pulls" && method === "GET") {
    const q = url.searchParams;
    const want = q.get("state") ?? "open";
    const list = state.pulls.filter(
      (p) =>
        (want === "all" || p.state === want) &&
        (!q.get("head") || p.head.label === q.get("head")) &&
        (!q.get("base") || p.base.ref === q.get("base")),
    );
    sendPage(
      list.map((p) => pullJson(state, p)),
      url,
      send,
    );
  } else if (rest === "/pulls" && method === "POST") {
    createPull(context, body, repoUrl);
  } else if (pullPath) {
    const pull = state.pulls.find((p) => p.number === Number(pullPath[1]));
    if (pull === undefined) return notFound(send);
    if (method === "PATCH") {
      if (typeof body.title === "string") pull.title = body.title;
      if (typeof body.body === "string") pull.body = body.body;
      if (body.state === "open" || body.state === "closed") pull.state = body.state;
      if (typeof body.base === "string") pull.base = { ref: body.base };
    }
    send(200, pullJson(state, pull));
  } else if (labelsPath && (method === "POST" || method === "PUT")) {
    const pull = state.pulls.find((p) => p.number === Number(labelsPath[1]));
    if (pull === undefined) return notFound(send);
    const labels = Array.isArray(body.labels) ? body.labels.map(String) : [];
    pull.labels = method === "PUT" ? labels : [...new Set([...pull.labels, ...labels])];
    send(
      200,
      pull.labels.map((name, i) => labelJson(state, name, i)),
    );
  } else {
    routeReleases(context, rest, body);
  }
}

function createPull(context: Context, body: Record<string, unknown>, repoUrl: string): undefined {
  const { state, settings, send } = context;
  if (!settings.actionsMayCreatePullRequests) {
    return send(403, {
      message: "GitHub Actions is not permitted to create or approve pull requests.",
      documentation_url: "https://docs.github.com/rest/pulls/pulls#create-a-pull-request",
      status: "403",
    });
  }
  const head = String(body.head ?? "");
  const base = String(body.base ?? "");
  if (head === "" || base === "" || typeof body.title !== "string") {
    return send(
      422,
      validation("PullRequest", "missing_field", head === "" ? "head" : base === "" ? "base" : "title"),
    );
  }
  const label = head.includes(":") ? head : `${state.owner}:${head}`;
  if (state.pulls.some((p) => p.state === "open" && p.head.label === label && p.base.ref === base)) {
    return send(422, {
      message: "Validation Failed",
      errors: [
        { resource: "PullRequest", code: "custom", message: `A pull request already exists for ${label}.` },
      ],
      documentation_url: DOCS,
      status: "422",
    });
  }
  const number = state.pulls.length + 1;
  const pull: PullState = {
    number,
    state: "open",
    merged: false,
    title: body.title,
    body: typeof body.body === "string" ? body.body : "",
    draft: body.draft === true,
    head: { ref: label.split(":")[1] ?? head, label },
    base: { ref: base },
    labels: [],
    html_url: `${repoUrl}/pull/${number}`,
    url: `${state.apiUrl}/repos/${state.owner}/${state.repo}/pulls/${number}`,
  };
  state.pulls.push(pull);
  return send(201, pullJson(state, pull));
}

function routeReleases(context: Context, rest: string, body: Record<string, unknown>): undefined {
  const { state, method, url, send } = context;
  const byId = (id: string | undefined) => state.releases.find((r) => r.id === Number(id));
  const tagPath = /^\/releases\/tags\/(.+)$/.exec(rest);
  const releasePath = /^\/releases\/(\d+)$/.exec(rest);
  const assetsPath = /^\/releases\/(\d+)\/assets$/.exec(rest);
  const assetPath = /^\/releases\/assets\/(\d+)$/.exec(rest);
  if (rest === "/releases" && method === "GET") {
    sendPage(
      [...state.releases].reverse().map((r) => releaseJson(state, r)),
      url,
      send,
    );
  } else if (rest === "/releases" && method === "POST") {
    createRelease(context, body);
  } else if (tagPath && method === "GET") {
    const release = state.releases.find(
      (r) => r.tag_name === decodeURIComponent(tagPath[1] ?? "") && !r.draft,
    );
    if (release === undefined) return notFound(send);
    send(200, releaseJson(state, release));
  } else if (releasePath && (method === "GET" || method === "PATCH")) {
    const release = byId(releasePath[1]);
    if (release === undefined) return notFound(send);
    if (method === "PATCH") return updateRelease(context, release, body);
    send(200, releaseJson(state, release));
  } else if (assetsPath && method === "GET") {
    const release = byId(assetsPath[1]);
    if (release === undefined) return notFound(send);
    sendPage(
      release.assets.map((a) => assetJson(state, a)),
      url,
      send,
    );
  } else if (assetPath && method === "GET") {
    // With `Accept: application/octet-stream` the asset's bytes (GitHub redirects to its storage
    // with a 302; the stand-in answers them itself, which a client following redirects sees the
    // same), else the asset's JSON.
    const asset = state.releases.flatMap((r) => r.assets).find((a) => a.id === Number(assetPath[1]));
    if (asset === undefined) return notFound(send);
    if ((context.request.headers.accept ?? "").includes("application/octet-stream")) {
      context.bytes(asset.content, asset.content_type);
      return;
    }
    send(200, assetJson(state, asset));
  } else if (assetPath && method === "DELETE") {
    const release = state.releases.find((r) => r.assets.some((a) => a.id === Number(assetPath[1])));
    if (release === undefined) return notFound(send);
    if (release.immutable === true) {
      return send(422, {
        message: "Cannot delete asset from an immutable release.",
        documentation_url: DOCS,
        status: "422",
      });
    }
    release.assets.splice(
      release.assets.findIndex((a) => a.id === Number(assetPath[1])),
      1,
    );
    send(204);
  } else {
    notFound(send);
  }
}

function createRelease(context: Context, body: Record<string, unknown>): undefined {
  const { state, settings, origins, send } = context;
  const tag = typeof body.tag_name === "string" ? body.tag_name : "";
  if (tag === "") return send(422, validation("Release", "missing_field", "tag_name"));
  if (state.releases.some((r) => r.tag_name === tag))
    return send(422, validation("Release", "already_exists", "tag_name"));
  const id = state.nextId++;
  const now = new Date().toISOString();
  const draft = body.draft === true;
  const release: ReleaseState = {
    id,
    tag_name: tag,
    target_commitish: typeof body.target_commitish === "string" ? body.target_commitish : "main",
    name: typeof body.name === "string" ? body.name : tag,
    body: typeof body.body === "string" ? body.body : "",
    draft,
    prerelease: body.prerelease === true,
    make_latest: typeof body.make_latest === "string" ? body.make_latest : "true",
    html_url: `${origins.api}/${state.owner}/${state.repo}/releases/tag/${encodeURIComponent(tag)}`,
    url: `${state.apiUrl}/repos/${state.owner}/${state.repo}/releases/${id}`,
    upload_url: `${origins.uploads}/repos/${state.owner}/${state.repo}/releases/${id}/assets{?name,label}`,
    assets: [],
    created_at: now,
    published_at: draft ? null : now,
    immutable: !draft && settings.immutable,
  };
  state.releases.push(release);
  return send(201, releaseJson(state, release));
}

/** PATCH /releases/{id}: `draft: false` publishes (and freezes it, with immutable releases on). */
function updateRelease(context: Context, release: ReleaseState, body: Record<string, unknown>): undefined {
  const { state, settings, send } = context;
  if (release.immutable === true) {
    if (typeof body.tag_name === "string" && body.tag_name !== release.tag_name)
      return send(422, custom("Release", "tag_name", "tag_name cannot be changed when release is immutable"));
    if (body.draft === true)
      return send(422, custom("Release", "draft", "state cannot be changed when release is immutable"));
  }
  for (const key of ["tag_name", "name", "body", "target_commitish", "make_latest"] as const) {
    if (typeof body[key] === "string") release[key] = body[key] as string;
  }
  if (typeof body.prerelease === "boolean") release.prerelease = body.prerelease;
  if (typeof body.draft === "boolean" && body.draft !== release.draft) {
    release.draft = body.draft;
    release.published_at = body.draft ? null : new Date().toISOString();
    if (!body.draft && settings.immutable) release.immutable = true;
  }
  return send(200, releaseJson(state, release));
}

/** A request to the upload host, `path` like uploads.github.com's. */
function routeUpload(context: Context, path: string): undefined {
  const { state, url, raw, request, send } = context;
  const upload = /^\/repos\/([^/]+)\/([^/]+)\/releases\/(\d+)\/assets$/.exec(path);
  if (upload === null || upload[1] !== state.owner || upload[2] !== state.repo || context.method !== "POST")
    return notFound(send);
  const release = state.releases.find((r) => r.id === Number(upload[3]));
  if (release === undefined) return notFound(send);
  const name = url.searchParams.get("name") ?? "";
  if (name === "") return send(422, validation("ReleaseAsset", "missing_field", "name"));
  if (request.headers["content-length"] === undefined)
    return send(411, { message: "Length Required", documentation_url: DOCS });
  if (release.immutable === true) {
    return send(422, {
      message: "Cannot upload assets to an immutable release.",
      documentation_url: DOCS,
      status: "422",
    });
  }
  if (release.assets.some((a) => a.name === name))
    return send(422, validation("ReleaseAsset", "already_exists", "name"));
  const broken = context.brokenUploads.find((b) => b.left > 0 && (b.name === undefined || b.name === name));
  const assetId = state.nextId++;
  release.assets.push({
    id: assetId,
    name,
    label: url.searchParams.get("label") ?? "",
    size: broken ? 0 : raw.length,
    content: broken ? Buffer.alloc(0) : raw,
    content_type: String(request.headers["content-type"] ?? "application/octet-stream"),
    state: broken ? "open" : "uploaded",
    browser_download_url: `${context.origins.api}/${state.owner}/${state.repo}/releases/download/${release.tag_name}/${name}`,
    url: `${state.apiUrl}/repos/${state.owner}/${state.repo}/releases/assets/${assetId}`,
    created_at: new Date().toISOString(),
    digest: broken ? null : sha256Digest(raw),
  });
  if (broken) {
    broken.left--;
    context.reply(broken.status, `<html><body><h1>${broken.status} Bad Gateway</h1></body></html>`, {
      "content-type": "text/html",
    });
    return;
  }
  const asset = release.assets.at(-1);
  return send(201, asset && assetJson(state, asset));
}

function validation(resource: string, code: string, field: string) {
  return {
    message: "Validation Failed",
    errors: [{ resource, code, field }],
    documentation_url: DOCS,
    status: "422",
  };
}

function custom(resource: string, field: string, message: string) {
  return {
    message: "Validation Failed",
    errors: [{ resource, code: "custom", field, message }],
    documentation_url: DOCS,
    status: "422",
  };
}

/**
 * One page of a list (`per_page` up to 100, default 30; `page` from 1), with GitHub's Link
 * header: `prev`, `next`, `last` and `first`, each that applies, in that order.
 */
function sendPage(items: unknown[], url: URL, send: Send): undefined {
  const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get("per_page") ?? "30") || 30));
  const page = Math.max(1, Number(url.searchParams.get("page") ?? "1") || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const at = (n: number) => {
    const link = new URL(url);
    link.searchParams.set("page", String(n));
    return `<${link}>`;
  };
  const links: string[] = [];
  if (page > 1) links.push(`${at(Math.min(page - 1, last))}; rel="prev"`);
  if (page < last) links.push(`${at(page + 1)}; rel="next"`, `${at(last)}; rel="last"`);
  if (page > 1) links.push(`${at(1)}; rel="first"`);
  send(
    200,
    items.slice((page - 1) * perPage, page * perPage),
    links.length > 0 ? { link: links.join(", ") } : {},
  );
}

function parseJson(raw: Buffer, type: string | undefined): Record<string, unknown> | undefined {
  if (raw.length === 0 || !(type ?? "").includes("json")) return undefined;
  try {
    return JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
