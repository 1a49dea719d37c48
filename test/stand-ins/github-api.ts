import type { IncomingMessage } from "node:http";
import {
  assetJson,
  type GitHubState,
  type PullState,
  pullJson,
  type ReleaseState,
  releaseJson,
} from "./github-state.ts";
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
 * A loopback stand-in for GitHub's REST API (what release-pr and release call), served under
 * `/api/v3` like GitHub Enterprise, with GitHub's status codes, error bodies and rate-limit
 * headers, a request log (authorization masked) and fault injection. State is in memory.
 */
export interface GitHubStandIn {
  /** The API base URL (`http://127.0.0.1:PORT/api/v3`). */
  url: string;
  pulls: PullState[];
  releases: ReleaseState[];
  requests: LoggedRequest[];
  /** The logged requests that change something (not GET or HEAD). */
  writes(): LoggedRequest[];
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
  /** Disarms every fault not yet spent (so a re-run meets a healthy server). */
  clearFaults(): void;
  /** Arms rate-limit answers: primary (403, remaining 0, reset) or secondary (403, retry-after). */
  rateLimit(secondsUntilReset: number, options?: { times?: number; kind?: "primary" | "secondary" }): void;
  /** Marks a pull request merged and closed (the test moves the git refs itself). */
  merge(number: number): void;
  close(): Promise<void>;
}

const DOCS = "https://docs.github.com/rest";

export async function startGitHubStandIn(
  options: { token?: string; owner?: string; repo?: string } = {},
): Promise<GitHubStandIn> {
  const token = options.token ?? "test-token";
  const state: GitHubState = {
    owner: options.owner ?? "acme",
    repo: options.repo ?? "widgets",
    pulls: [],
    releases: [],
    nextId: 1000,
  };
  const requests: LoggedRequest[] = [];
  const faults: FaultRule[] = [];
  const numbered: Array<{ at: number; fault: Fault; left: number }> = [];
  let origin = "";

  const server = await listen(async (request, response) => {
    const url = new URL(request.url ?? "/", origin);
    const method = request.method ?? "GET";
    const raw = await readBody(request);
    const json = parseJson(raw, request.headers["content-type"]);
    requests.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: maskHeaders(request.headers),
      body: json ?? (raw.length > 0 ? { bytes: raw.length } : undefined),
    });
    const due = numbered.find((rule) => rule.left > 0 && requests.length >= rule.at);
    if (due) due.left--;
    const fault = due?.fault ?? takeFault(faults, method, url.pathname, Object.fromEntries(url.searchParams));
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
      response.end(body === undefined ? "" : JSON.stringify(body));
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
    route(state, origin, method, url, json, raw, request, send);
  });
  origin = server.origin;
  const apiUrl = `${origin}/api/v3`;

  return {
    url: apiUrl,
    pulls: state.pulls,
    releases: state.releases,
    requests,
    writes: () => requests.filter((r) => r.method !== "GET" && r.method !== "HEAD"),
    fail: (match, fault) => faults.push({ ...match, fault, left: fault.times ?? 1 }),
    failAt: (at, fault) => numbered.push({ at: requests.length + at, fault, left: fault.times ?? 1 }),
    clearFaults: () => {
      faults.splice(0);
      numbered.splice(0);
    },
    rateLimit: (seconds, { times = 1, kind = "primary" } = {}) => {
      const reset = String(Math.floor(Date.now() / 1000) + seconds);
      const fault: Fault =
        kind === "primary"
          ? {
              status: 403,
              times,
              headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset },
              body: { message: "API rate limit exceeded for user ID 1.", documentation_url: DOCS },
            }
          : {
              status: 403,
              times,
              headers: { "retry-after": String(seconds) },
              body: {
                message: "You have exceeded a secondary rate limit. Please wait a few minutes.",
                documentation_url: DOCS,
              },
            };
      faults.push({ fault, left: times });
    },
    merge: (number) => {
      const pull = state.pulls.find((p) => p.number === number);
      if (pull === undefined) throw new Error(`no pull request #${number}`);
      pull.state = "closed";
      pull.merged = true;
    },
    close: server.close,
  };
}

type Send = (status: number, body?: unknown, headers?: Record<string, string>) => undefined;

function route(
  state: GitHubState,
  origin: string,
  method: string,
  url: URL,
  json: Record<string, unknown> | undefined,
  raw: Buffer,
  request: IncomingMessage,
  send: Send,
): undefined {
  const upload = /^\/uploads\/repos\/([^/]+)\/([^/]+)\/releases\/(\d+)\/assets$/.exec(url.pathname);
  const api = /^\/api\/v3\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(url.pathname);
  const match = upload ?? api;
  if (match === null || match[1] !== state.owner || match[2] !== state.repo) {
    send(404, { message: "Not Found", documentation_url: DOCS, status: "404" });
    return;
  }
  const repoUrl = `${origin}/${state.owner}/${state.repo}`;
  if (upload) {
    uploadAsset(state, origin, Number(upload[3]), url, raw, request, send);
    return;
  }
  const rest = api?.[3] ?? "";
  const body = json ?? {};
  const pullPath = /^\/pulls\/(\d+)$/.exec(rest);
  const labelsPath = /^\/issues\/(\d+)\/labels$/.exec(rest);
  if (rest === "" && method === "GET") {
    send(200, {
      full_name: `${state.owner}/${state.repo}`,
      default_branch: "main",
      html_url: repoUrl,
      permissions: { push: true },
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
    const head = String(body.head ?? "");
    const base = String(body.base ?? "");
    if (head === "" || base === "" || typeof body.title !== "string") {
      send(
        422,
        validation("PullRequest", "missing_field", head === "" ? "head" : base === "" ? "base" : "title"),
      );
      return;
    }
    const label = head.includes(":") ? head : `${state.owner}:${head}`;
    if (state.pulls.some((p) => p.state === "open" && p.head.label === label && p.base.ref === base)) {
      send(422, {
        message: "Validation Failed",
        errors: [
          { resource: "PullRequest", code: "custom", message: `A pull request already exists for ${label}.` },
        ],
        documentation_url: DOCS,
        status: "422",
      });
      return;
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
      url: `${origin}/api/v3/repos/${state.owner}/${state.repo}/pulls/${number}`,
    };
    state.pulls.push(pull);
    send(201, pullJson(state, pull));
  } else if (pullPath) {
    const pull = state.pulls.find((p) => p.number === Number(pullPath[1]));
    if (pull === undefined)
      return send(404, { message: "Not Found", documentation_url: DOCS, status: "404" });
    if (method === "PATCH") {
      if (typeof body.title === "string") pull.title = body.title;
      if (typeof body.body === "string") pull.body = body.body;
      if (body.state === "open" || body.state === "closed") pull.state = body.state;
      if (typeof body.base === "string") pull.base = { ref: body.base };
    }
    send(200, pullJson(state, pull));
  } else if (labelsPath && (method === "POST" || method === "PUT")) {
    const pull = state.pulls.find((p) => p.number === Number(labelsPath[1]));
    if (pull === undefined)
      return send(404, { message: "Not Found", documentation_url: DOCS, status: "404" });
    const labels = Array.isArray(body.labels) ? body.labels.map(String) : [];
    pull.labels = method === "PUT" ? labels : [...new Set([...pull.labels, ...labels])];
    send(
      200,
      pull.labels.map((name, i) => ({ id: i + 1, name })),
    );
  } else {
    routeReleases(state, origin, method, rest, url, body, send);
  }
}

function routeReleases(
  state: GitHubState,
  origin: string,
  method: string,
  rest: string,
  url: URL,
  body: Record<string, unknown>,
  send: Send,
): undefined {
  const notFound = (): undefined =>
    send(404, { message: "Not Found", documentation_url: DOCS, status: "404" });
  const byId = (id: string | undefined) => state.releases.find((r) => r.id === Number(id));
  const tagPath = /^\/releases\/tags\/(.+)$/.exec(rest);
  const releasePath = /^\/releases\/(\d+)$/.exec(rest);
  const assetsPath = /^\/releases\/(\d+)\/assets$/.exec(rest);
  const assetPath = /^\/releases\/assets\/(\d+)$/.exec(rest);
  if (rest === "/releases" && method === "GET") {
    sendPage([...state.releases].reverse().map(releaseJson), url, send);
  } else if (rest === "/releases" && method === "POST") {
    const tag = typeof body.tag_name === "string" ? body.tag_name : "";
    if (tag === "") {
      send(422, validation("Release", "missing_field", "tag_name"));
      return;
    }
    if (state.releases.some((r) => r.tag_name === tag))
      return send(422, validation("Release", "already_exists", "tag_name"));
    const id = state.nextId++;
    const release: ReleaseState = {
      id,
      tag_name: tag,
      target_commitish: typeof body.target_commitish === "string" ? body.target_commitish : "main",
      name: typeof body.name === "string" ? body.name : tag,
      body: typeof body.body === "string" ? body.body : "",
      draft: body.draft === true,
      prerelease: body.prerelease === true,
      make_latest: typeof body.make_latest === "string" ? body.make_latest : "true",
      html_url: `${origin}/${state.owner}/${state.repo}/releases/tag/${encodeURIComponent(tag)}`,
      url: `${origin}/api/v3/repos/${state.owner}/${state.repo}/releases/${id}`,
      upload_url: `${origin}/uploads/repos/${state.owner}/${state.repo}/releases/${id}/assets{?name,label}`,
      assets: [],
    };
    state.releases.push(release);
    send(201, releaseJson(release));
  } else if (tagPath && method === "GET") {
    const release = state.releases.find(
      (r) => r.tag_name === decodeURIComponent(tagPath[1] ?? "") && !r.draft,
    );
    if (release === undefined) {
      notFound();
      return;
    }
    send(200, releaseJson(release));
  } else if (releasePath) {
    const release = byId(releasePath[1]);
    if (release === undefined) {
      notFound();
      return;
    }
    if (method === "PATCH") {
      for (const key of ["tag_name", "name", "body", "target_commitish"] as const) {
        if (typeof body[key] === "string") release[key] = body[key] as string;
      }
      for (const key of ["draft", "prerelease"] as const) {
        if (typeof body[key] === "boolean") release[key] = body[key] as boolean;
      }
    }
    send(200, releaseJson(release));
  } else if (assetsPath && method === "GET") {
    const release = byId(assetsPath[1]);
    if (release === undefined) {
      notFound();
      return;
    }
    sendPage(release.assets.map(assetJson), url, send);
  } else if (assetPath && method === "DELETE") {
    for (const release of state.releases) {
      const index = release.assets.findIndex((a) => a.id === Number(assetPath[1]));
      if (index !== -1) {
        release.assets.splice(index, 1);
        send(204);
        return;
      }
    }
    notFound();
  } else {
    notFound();
  }
}

function uploadAsset(
  state: GitHubState,
  origin: string,
  id: number,
  url: URL,
  raw: Buffer,
  request: IncomingMessage,
  send: Send,
): undefined {
  const release = state.releases.find((r) => r.id === id);
  if (release === undefined)
    return send(404, { message: "Not Found", documentation_url: DOCS, status: "404" });
  const name = url.searchParams.get("name") ?? "";
  if (name === "") {
    send(422, validation("ReleaseAsset", "missing_field", "name"));
    return;
  }
  if (request.headers["content-length"] === undefined) {
    return send(411, { message: "Length Required", documentation_url: DOCS });
  }
  if (release.assets.some((a) => a.name === name))
    return send(422, validation("ReleaseAsset", "already_exists", "name"));
  const assetId = state.nextId++;
  const asset = {
    id: assetId,
    name,
    label: url.searchParams.get("label") ?? "",
    size: raw.length,
    content: raw,
    content_type: String(request.headers["content-type"] ?? "application/octet-stream"),
    state: "uploaded" as const,
    browser_download_url: `${origin}/${state.owner}/${state.repo}/releases/download/${release.tag_name}/${name}`,
    url: `${origin}/api/v3/repos/${state.owner}/${state.repo}/releases/assets/${assetId}`,
  };
  release.assets.push(asset);
  send(201, assetJson(asset));
}

function validation(resource: string, code: string, field: string) {
  return {
    message: "Validation Failed",
    errors: [{ resource, code, field }],
    documentation_url: DOCS,
    status: "422",
  };
}

/** One page of a list, with GitHub's Link header when there are more. */
function sendPage(items: unknown[], url: URL, send: Send): undefined {
  const perPage = Math.min(100, Number(url.searchParams.get("per_page") ?? "30") || 30);
  const page = Math.max(1, Number(url.searchParams.get("page") ?? "1") || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const headers: Record<string, string> = {};
  if (page < last) {
    const next = new URL(url);
    next.searchParams.set("page", String(page + 1));
    const end = new URL(url);
    end.searchParams.set("page", String(last));
    headers.link = `<${next}>; rel="next", <${end}>; rel="last"`;
  }
  send(200, items.slice((page - 1) * perPage, page * perPage), headers);
}

function parseJson(raw: Buffer, type: string | undefined): Record<string, unknown> | undefined {
  if (raw.length === 0 || !(type ?? "").includes("json")) return undefined;
  try {
    return JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
