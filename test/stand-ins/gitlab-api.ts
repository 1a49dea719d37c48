import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import { commitRoutes } from "./gitlab-commits.ts";
import {
  type Answer,
  apiError,
  forbidden,
  json,
  matchPattern,
  notFound,
  type Route,
  type RouteContext,
} from "./gitlab-http.ts";
import { mergeRequestRoutes } from "./gitlab-merge-requests.ts";
import { packageRoutes } from "./gitlab-packages.ts";
import { releaseRoutes } from "./gitlab-releases.ts";
import {
  ACCESS_LEVELS,
  type GitLabState,
  type MergeRequestState,
  projectJson,
  type Role,
  type TokenGrant,
} from "./gitlab-state.ts";
import {
  type Fault,
  type FaultRule,
  type LoggedRequest,
  listen,
  maskHeaders,
  readBody,
  takeFault,
} from "./http.ts";

/**
 * A loopback stand-in for GitLab's REST API v4 (what a GitLab provider calls): the project (by
 * numeric id or URL-encoded path), merge requests, releases and their links, the generic package
 * registry and the packages API, with GitLab's authentication (PRIVATE-TOKEN, Bearer, JOB-TOKEN
 * where a route takes job tokens, Basic on the package registry), roles, error bodies, offset
 * pagination and rate-limit answers; a request log with every token masked, and fault injection.
 * State is in memory and open to tests (`state`). Git pushes are not part of it.
 */
export interface GitLabStandIn {
  /** The API base URL (`http://127.0.0.1:PORT/api/v4`), what `CI_API_V4_URL` holds in a job. */
  url: string;
  /** The instance URL (`http://127.0.0.1:PORT`), what `CI_SERVER_URL` holds. */
  serverUrl: string;
  state: GitLabState;
  requests: LoggedRequest[];
  /** The logged requests that change something (not GET or HEAD). */
  writes(): LoggedRequest[];
  /** Arms a fault for the next matching requests (`times`, default 1); `path` is the raw path. */
  fail(
    match: { method?: string; path?: RegExp | string; query?: Record<string, string> },
    fault: Fault,
  ): void;
  /** Arms a fault for the `at`-th request from now (1 = the next), and the `times - 1` after it. */
  failAt(at: number, fault: Fault): void;
  /** Disarms every fault and rate limit not yet spent. */
  clearFaults(): void;
  /**
   * The next `times` requests (default 1) are throttled:
   * - `throttle` (default): Rack::Attack's 429, plain-text `Retry later`, `Retry-After: seconds`,
   *   `RateLimit-Reset` (Unix time) and `RateLimit-ResetTime`, `RateLimit-Remaining: 0`;
   * - `application`: an application limit's 429, a JSON message and no `Retry-After`.
   */
  rateLimit(seconds: number, options?: { times?: number; kind?: "throttle" | "application" }): void;
  /** Adds (or replaces) a token the stand-in accepts. */
  addToken(token: string, grant: Partial<TokenGrant> & { kind: TokenGrant["kind"] }): void;
  /** Marks a merge request merged (the test moves the git refs itself). */
  merge(iid: number): MergeRequestState;
  close(): Promise<void>;
}

export interface GitLabStandInOptions {
  /** An access token with the `api` scope (default `test-token`, Developer). */
  token?: string;
  /** Its role (default developer). */
  role?: Role;
  /** A CI/CD job token (default `test-job-token`); its user's role is `jobRole` (default developer). */
  jobToken?: string;
  jobRole?: Role;
  /** The project's full path (default `acme/widgets`) and numeric id (default 4242). */
  path?: string;
  projectId?: number;
  /** Default private: an anonymous request gets 404 Project Not Found (401 where a route authenticates first). */
  visibility?: GitLabState["visibility"];
  defaultBranch?: string;
  /** Branch name -> commit SHA (default `{ main: "a".repeat(40) }`). */
  branches?: Record<string, string>;
  tags?: Record<string, string>;
  protectedTags?: string[];
  /**
   * The repository's branches and tags as a real remote holds them, read before each request (the
   * end-to-end suites push to a git stand-in; GitLab sees what was pushed).
   */
  refs?: () => Promise<{ branches: Record<string, string>; tags: Record<string, string> }>;
  /**
   * The bare repository the git remote serves: the Commits API writes its commits there (without
   * it, the API answers as for an empty repository).
   */
  gitDir?: string;
  /** Branches only Maintainers may push to (the Commits API refuses the others with 403). */
  protectedBranches?: string[];
  /** GitLab signs the commits it makes (web and API commits, as GitLab.com does; default true). */
  signsWebCommits?: boolean;
  /** A pipeline runs for merge requests, so auto-merge can wait for it (default true). */
  pipelines?: boolean;
  /**
   * How many auto-merge requests GitLab refuses with 405 before the merge request's pipeline
   * exists (GitLab creates it asynchronously after the commit; default 0).
   */
  pipelineLag?: number;
  /** The clock for `created_at`/`released_at` and `upcoming_release` (default `new Date()`). */
  now?: () => Date;
}

const ROUTES: Route[] = [...mergeRequestRoutes, ...commitRoutes, ...releaseRoutes, ...packageRoutes];
const SECRET_HEADERS = new Set(["private-token", "job-token", "deploy-token", "authorization"]);
const SECRET_PARAMS = new Set(["private_token", "job_token", "access_token"]);

/** The 403 an access token without the needed scope gets (Gitlab::Auth::InsufficientScopeError). */
const insufficientScope = (scope: string): Answer =>
  json(403, {
    error: "insufficient_scope",
    error_description: "The request requires higher privileges than provided by the access token.",
    scope,
  });

export async function startGitLabStandIn(options: GitLabStandInOptions = {}): Promise<GitLabStandIn> {
  const now = options.now ?? (() => new Date());
  const tokens = new Map<string, TokenGrant>([
    [options.token ?? "test-token", { kind: "access", role: options.role ?? "developer", scopes: ["api"] }],
    [options.jobToken ?? "test-job-token", { kind: "job", role: options.jobRole ?? "developer", scopes: [] }],
  ]);
  const state: GitLabState = {
    projectId: options.projectId ?? 4242,
    path: options.path ?? "acme/widgets",
    webOrigin: "",
    apiUrl: "",
    visibility: options.visibility ?? "private",
    defaultBranch: options.defaultBranch ?? "main",
    branches: { ...(options.branches ?? { main: "a".repeat(40) }) },
    tags: { ...(options.tags ?? {}) },
    protectedTags: [...(options.protectedTags ?? [])],
    gitDir: options.gitDir,
    protectedBranches: [...(options.protectedBranches ?? [])],
    signsWebCommits: options.signsWebCommits ?? true,
    signedCommits: new Set(),
    pipelines: options.pipelines ?? true,
    pipelineLag: options.pipelineLag ?? 0,
    mergeRequests: [],
    releases: [],
    packages: [],
    nextId: 1000,
  };
  const requests: LoggedRequest[] = [];
  const faults: FaultRule[] = [];
  const numbered: Array<{ at: number; fault: Fault; left: number }> = [];
  const throttles: Array<{ answer: Answer; left: number }> = [];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (options.refs !== undefined) {
      const refs = await options.refs();
      Object.assign(state.branches, refs.branches);
      Object.assign(state.tags, refs.tags);
    }
    const url = new URL(request.url ?? "/", state.webOrigin);
    const method = request.method ?? "GET";
    const raw = await readBody(request);
    const body = parseBody(raw, request.headers["content-type"]);
    const query = Object.fromEntries(url.searchParams);
    requests.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, SECRET_PARAMS.has(k) ? "***" : v])),
      headers: masked(request.headers),
      body: body ?? (raw.length > 0 ? { bytes: raw.length } : undefined),
    });
    const send = (answer: Answer) => {
      const payload =
        answer.body === undefined
          ? ""
          : Buffer.isBuffer(answer.body) || typeof answer.body === "string"
            ? answer.body
            : JSON.stringify(answer.body);
      response.writeHead(answer.status, {
        "content-type": typeof answer.body === "string" ? "text/plain" : "application/json",
        "x-request-id": `stand-in-${requests.length}`,
        "cache-control": "no-cache",
        ...rateLimitHeaders(new Date(now().getTime() + 60_000)),
        ...answer.headers,
      });
      response.end(payload);
    };

    // Rack::Attack answers before the application sees the request.
    const throttle = throttles.find((t) => t.left > 0);
    if (throttle) {
      throttle.left--;
      send(throttle.answer);
      return;
    }
    const due = numbered.find((rule) => rule.left > 0 && requests.length >= rule.at);
    if (due) due.left--;
    const fault = due?.fault ?? takeFault(faults, method, url.pathname, query);
    if (fault && "reset" in fault) {
      request.socket.destroy();
      return;
    }
    if (fault && "delayMs" in fault) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault && "status" in fault) {
      send({
        status: fault.status,
        body: fault.body ?? { message: `${fault.status} ${STATUS_CODES[fault.status] ?? "Error"}` },
        ...(fault.headers === undefined ? {} : { headers: fault.headers }),
      });
      return;
    }
    const answer = await route(
      request,
      url,
      method,
      raw,
      body ?? formBody(raw, request.headers["content-type"]),
    );
    if (fault && "resetAfter" in fault) {
      request.socket.destroy();
      return;
    }
    send(answer);
  };

  const route = (
    request: IncomingMessage,
    url: URL,
    method: string,
    raw: Buffer,
    body: Record<string, unknown> | undefined,
  ): Answer | Promise<Answer> => {
    const segments = url.pathname.split("/").slice(1);
    if (
      segments[0] !== "api" ||
      segments[1] !== "v4" ||
      segments[2] !== "projects" ||
      segments[3] === undefined
    )
      return json(404, { error: "404 Not Found" });
    let decoded: string[];
    let projectId: string;
    try {
      projectId = decodeURIComponent(segments[3]);
      decoded = segments.slice(4).map((segment) => decodeURIComponent(segment));
    } catch {
      return json(400, { error: "Bad Request" });
    }
    const rest = decoded.join("/") === "" ? [] : decoded;
    const found =
      rest.length === 0
        ? undefined
        : ROUTES.map((r) => ({ route: r, params: matchPattern(r.pattern, rest) })).filter(
            (m) => m.params !== undefined,
          );
    if (found !== undefined && found.length === 0) return json(404, { error: "404 Not Found" });
    const match = found?.find((m) => m.route.method === method);
    if (found !== undefined && match === undefined) return json(405, { error: "405 Not Allowed" });
    if (found === undefined && method !== "GET") return json(405, { error: "405 Not Allowed" });

    const identity = identify(request, url, tokens, match?.route.jobToken === true);
    if (identity === "invalid") return apiError(401, "401 Unauthorized");
    const caller = identity;
    if (caller === undefined && match?.route.authenticateNonGet === true && method !== "GET")
      return apiError(401, "401 Unauthorized");
    const isProject =
      projectId === String(state.projectId) || projectId.toLowerCase() === state.path.toLowerCase();
    if (!isProject || (caller === undefined && state.visibility === "private")) return notFound("Project");
    if (caller?.kind === "access") {
      const write = method !== "GET" && method !== "HEAD";
      if (!caller.scopes.includes("api") && (write || !caller.scopes.includes("read_api")))
        return insufficientScope("api");
    }
    if (match === undefined) return json(200, projectJson(state, caller?.role));
    // An anonymous reader of a public or internal project reads what a Reporter reads.
    const role = caller?.role ?? (method === "GET" ? ("reporter" as const) : undefined);
    if (role === undefined || ACCESS_LEVELS[role] < ACCESS_LEVELS[match.route.role]) return forbidden();
    const context: RouteContext = {
      state,
      method,
      url,
      params: match.params ?? {},
      input: { ...Object.fromEntries(url.searchParams), ...(body ?? {}) },
      raw,
      request,
      caller,
      now,
    };
    return match.route.handle(context);
  };

  const server = await listen(handle);
  state.webOrigin = server.origin;
  state.apiUrl = `${server.origin}/api/v4`;

  return {
    url: state.apiUrl,
    serverUrl: server.origin,
    state,
    requests,
    writes: () => requests.filter((r) => r.method !== "GET" && r.method !== "HEAD"),
    fail: (match, fault) => faults.push({ ...match, fault, left: fault.times ?? 1 }),
    failAt: (at, fault) => numbered.push({ at: requests.length + at, fault, left: fault.times ?? 1 }),
    clearFaults: () => {
      faults.splice(0);
      numbered.splice(0);
      throttles.splice(0);
    },
    rateLimit: (seconds, { times = 1, kind = "throttle" } = {}) => {
      const reset = new Date(now().getTime() + seconds * 1000);
      const answer: Answer =
        kind === "throttle"
          ? {
              status: 429,
              body: "Retry later\n",
              headers: {
                ...rateLimitHeaders(reset, 0),
                "ratelimit-resettime": reset.toUTCString(),
                "retry-after": String(seconds),
              },
            }
          : json(429, {
              message: { error: "This endpoint has been requested too many times. Try again later." },
            });
      throttles.push({ answer, left: times });
    },
    addToken: (token, grant) =>
      tokens.set(token, {
        kind: grant.kind,
        role: grant.role ?? "developer",
        scopes: grant.scopes ?? (grant.kind === "access" ? ["api"] : []),
      }),
    merge: (iid) => {
      const mr = state.mergeRequests.find((m) => m.iid === iid);
      if (mr === undefined) throw new Error(`no merge request !${iid}`);
      mr.state = "merged";
      mr.merged_at = now().toISOString();
      mr.updated_at = mr.merged_at;
      return mr;
    },
    close: () => server.close(),
  };
}

/**
 * Who is calling (Gitlab::Auth::AuthFinders): an access token in PRIVATE-TOKEN, `private_token`
 * or `Authorization: Bearer`; a job token in JOB-TOKEN, `job_token`, Bearer or Basic
 * `gitlab-ci-token:<token>`, read only by routes that take job tokens (elsewhere the request is
 * anonymous); Basic `<anyone>:<access token>` on the package registry. A token that is given but
 * unknown is "invalid" (401), wherever it is.
 */
function identify(
  request: IncomingMessage,
  url: URL,
  tokens: Map<string, TokenGrant>,
  jobTokenAllowed: boolean,
): TokenGrant | "invalid" | undefined {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const authorization = header("authorization") ?? "";
  const bearer = /^Bearer (.+)$/i.exec(authorization)?.[1];
  const basic = /^Basic (.+)$/i.exec(authorization)?.[1];
  const [user, password] = basic === undefined ? [] : splitBasic(basic);
  const access = header("private-token") ?? url.searchParams.get("private_token") ?? undefined;
  if (access !== undefined) {
    const grant = tokens.get(access);
    return grant?.kind === "access" ? grant : "invalid";
  }
  if (bearer !== undefined) {
    const grant = tokens.get(bearer);
    if (grant === undefined) return "invalid";
    return grant.kind === "access" || jobTokenAllowed ? grant : undefined;
  }
  const job = header("job-token") ?? url.searchParams.get("job_token") ?? undefined;
  if (job !== undefined && jobTokenAllowed) {
    const grant = tokens.get(job);
    return grant?.kind === "job" ? grant : "invalid";
  }
  if (password !== undefined && jobTokenAllowed && url.pathname.includes("/packages/")) {
    const grant = tokens.get(password);
    if (grant === undefined) return "invalid";
    return user === "gitlab-ci-token"
      ? grant.kind === "job"
        ? grant
        : "invalid"
      : grant.kind === "access"
        ? grant
        : "invalid";
  }
  return undefined;
}

function splitBasic(encoded: string): [string, string] | [] {
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const at = decoded.indexOf(":");
  return at === -1 ? [] : [decoded.slice(0, at), decoded.slice(at + 1)];
}

/** The RateLimit-* headers GitLab sends with every answer (doc/administration/settings/user_and_ip_rate_limits.md). */
function rateLimitHeaders(reset: Date, remaining = 1999): Record<string, string> {
  return {
    "ratelimit-name": "throttle_authenticated_api",
    "ratelimit-limit": "2000",
    "ratelimit-observed": String(2000 - remaining),
    "ratelimit-remaining": String(remaining),
    "ratelimit-reset": String(Math.ceil(reset.getTime() / 1000)),
  };
}

function masked(headers: IncomingMessage["headers"]): Record<string, string> {
  const out = maskHeaders(headers);
  for (const name of Object.keys(out)) if (SECRET_HEADERS.has(name)) out[name] = "***";
  return out;
}

function parseBody(raw: Buffer, type: string | undefined): Record<string, unknown> | undefined {
  if (raw.length === 0 || !(type ?? "").includes("json")) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw.toString("utf8"));
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A form-encoded body (`--data name=value`), which GitLab reads like JSON parameters. */
function formBody(raw: Buffer, type: string | undefined): Record<string, unknown> | undefined {
  if (raw.length === 0 || !(type ?? "").includes("application/x-www-form-urlencoded")) return undefined;
  return Object.fromEntries(new URLSearchParams(raw.toString("utf8")));
}
