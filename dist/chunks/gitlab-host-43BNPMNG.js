#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  movedMeanwhile
} from "./chunk-TLIVFNVH.js";
import {
  tracedFetch
} from "./chunk-V7J7FPVE.js";
import {
  AuthenticationError,
  ConfigError,
  GitHostError,
  RateLimitError,
  ReleaseError
} from "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";

// src/host/gitlab/errors.ts
import { STATUS_CODES } from "node:http";
var GitLabRequestError = class extends Error {
  constructor(method, path, status, headers, data) {
    super(`${method} ${path} answered ${status}: ${gitlabMessage(data, status)}`);
    this.method = method;
    this.path = path;
    this.status = status;
    this.headers = headers;
    this.data = data;
    this.name = "GitLabRequestError";
  }
  method;
  path;
  status;
  headers;
  data;
}, GitLabNoAnswer = class extends Error {
  constructor(method, path, reason, cause) {
    super(`${method} ${path} got no answer: ${reason}`, { cause });
    this.method = method;
    this.path = path;
    this.reason = reason;
    this.name = "GitLabNoAnswer";
  }
  method;
  path;
  reason;
};
function toHostError(error, op, context) {
  if (error instanceof RateLimitGaveUp)
    return new RateLimitError(rateLimitMessage(error, op.what, context.maxRateLimitWait), { cause: error });
  if (error instanceof ReleaseError) return error;
  if (error instanceof GitLabNoAnswer)
    return new GitHostError(
      `GitLab did not answer when trying to ${op.what}, even after retries (${error.reason}); ${GITLAB_SIDE}`,
      { cause: error }
    );
  if (!(error instanceof GitLabRequestError)) {
    let reason = error instanceof Error ? error.message : String(error);
    return new GitHostError(`could not ${op.what} on GitLab (${reason})`, { cause: error });
  }
  let status = error.status, said = `${status}: ${gitlabMessage(error.data, status)}`, jobToken = context.tokenKind === "job";
  if ((status === 401 || status === 403) && jobToken && op.needsApiToken)
    return new AuthenticationError(
      `GitLab does not let CI_JOB_TOKEN ${op.what} (${said}): give a project or personal access token with the api scope in GITLAB_TOKEN (a masked CI/CD variable)`,
      { cause: error }
    );
  if (status === 401 && jobToken)
    return new AuthenticationError(
      `GitLab refused the job token in ${context.tokenVariable} (${said}) when trying to ${op.what}; a job token is valid only while its job runs: run the job again, or give a project or personal access token with the api scope in GITLAB_TOKEN`,
      { cause: error }
    );
  if (status === 401)
    return new AuthenticationError(
      `GitLab refused the token in ${context.tokenVariable} (${said}) when trying to ${op.what}; it is missing, expired or revoked: give a project or personal access token with the api scope in ${context.tokenVariable}`,
      { cause: error }
    );
  if (status === 429) {
    let answer = readRateLimit(status, error.headers), now = context.now(), stop = { answer, waited: 0, waits: 0, next: nextWait(answer, 0, now), refusal: error, at: now };
    return new RateLimitError(rateLimitMessage(stop, op.what, context.maxRateLimitWait), { cause: error });
  }
  if (status === 403 && insufficientScope(error.data))
    return new AuthenticationError(
      `GitLab refused to ${op.what} (${said}): the token in ${context.tokenVariable} lacks the api scope; give a project or personal access token with the api scope`,
      { cause: error }
    );
  let who = jobToken ? "the user who started the pipeline" : "the token's user";
  if (status === 403 && PROTECTED.test(gitlabMessage(error.data, status)))
    return new AuthenticationError(
      `GitLab refused to ${op.what} (${said}): the branch or tag is protected and ${who} may not push or create it; allow that role under Settings \u2192 Repository \u2192 Protected branches or Protected tags, or use a token of someone allowed`,
      { cause: error }
    );
  if (status === 403)
    return new AuthenticationError(
      `GitLab refused to ${op.what} (${said}): ${who} has too low a role in project ${context.project}; it needs at least the ${op.role ?? "Developer"} role (Manage \u2192 Members; a project access token's role is chosen when it is created)`,
      { cause: error }
    );
  if (status === 404) {
    let reach = jobToken ? "CI_JOB_TOKEN cannot reach it, as a job token reaches only its own project and those whose job token allowlist names it" : `the token in ${context.tokenVariable} cannot see it`;
    return new GitHostError(
      `GitLab answered 404 when trying to ${op.what} (GitLab says 404 both when project ${context.project} does not exist at ${context.apiUrl} and when ${reach}); check host.repository (or the origin remote) and the token's access`,
      { cause: error }
    );
  }
  return status >= 500 ? new GitHostError(
    `GitLab did not answer when trying to ${op.what}, even after retries (${said}); ${GITLAB_SIDE}`,
    { cause: error }
  ) : status >= 300 && status < 400 ? new GitHostError(
    `GitLab answered ${status} (a redirect to ${error.headers.location ?? "nowhere"}) when trying to ${op.what}; releaser sends its token to no other address: set host.api_url to the API's own address`,
    { cause: error }
  ) : new GitHostError(`GitLab refused to ${op.what} (${said})`, { cause: error });
}
var GITLAB_SIDE = "the fault is on GitLab's side or on the way to it: run again later, releaser picks up where it stopped", PROTECTED = /protected|not allowed to push/i;
function insufficientScope(data) {
  return data?.error === "insufficient_scope";
}
function isConflict(error) {
  return error instanceof GitLabRequestError && error.status === 409;
}
function gitlabMessage(data, status) {
  let said = bodyWords(data).trim();
  return (said.startsWith(`${status} `) ? said.slice(`${status} `.length) : said) || (STATUS_CODES[status] ?? "");
}
function bodyWords(data) {
  if (typeof data == "string")
    return data.trimStart().startsWith("<") ? "" : data.trim().split(`
`)[0];
  if (typeof data != "object" || data === null) return "";
  let body = data, message = fieldWords(void 0, body.message);
  return message !== "" ? message : typeof body.error != "string" ? "" : typeof body.error_description == "string" ? `${body.error}: ${body.error_description}` : body.error;
}
function fieldWords(field, value) {
  let prefix = field === void 0 || field === "base" || field === "error" ? "" : `${field} `;
  return typeof value == "string" ? `${prefix}${value}` : Array.isArray(value) ? value.map((item) => fieldWords(field, item)).filter(Boolean).join("; ") : typeof value != "object" || value === null || field !== void 0 ? "" : Object.entries(value).map(([name, item]) => fieldWords(name, item)).filter(Boolean).join("; ");
}
var FIRST_UNANNOUNCED_WAIT = 60, MAX_WAITS = 5;
function readRateLimit(status, headers) {
  if (status !== 429) return;
  let retryAfter = wholeSeconds(headers["retry-after"]), reset = wholeSeconds(headers["ratelimit-reset"]), name = headers["ratelimit-name"]?.trim();
  return {
    ...retryAfter === void 0 ? {} : { retryAfter },
    // A reset of 0 (or none) is no time.
    ...reset ? { resetAt: new Date(reset * 1e3) } : {},
    ...name ? { name } : {}
  };
}
function nextWait(answer, waits, now) {
  return answer.retryAfter !== void 0 ? Math.max(1, answer.retryAfter) : answer.resetAt !== void 0 ? Math.max(1, Math.ceil((answer.resetAt.getTime() - now.getTime()) / 1e3) + 1) : FIRST_UNANNOUNCED_WAIT * 2 ** waits;
}
function mayWait(next, waited, waits, maxWait) {
  return waits < MAX_WAITS && waited + next <= maxWait;
}
function rateLimitName(answer) {
  return answer.name === void 0 ? "GitLab's rate limit" : `GitLab's rate limit (${answer.name})`;
}
var RateLimitGaveUp = class extends RateLimitError {
  constructor(answer, waited, waits, next, refusal, at, maxWait) {
    let what = `${refusal.method} ${refusal.path}`;
    super(rateLimitMessage({ answer, waited, waits, next, refusal, at }, what, maxWait), { cause: refusal });
    this.answer = answer;
    this.waited = waited;
    this.waits = waits;
    this.next = next;
    this.refusal = refusal;
    this.at = at;
  }
  answer;
  waited;
  waits;
  next;
  refusal;
  at;
};
function rateLimitMessage(stop, what, maxWait) {
  let refusal = stop.refusal, head = `${rateLimitName(stop.answer)} stopped releaser from trying to ${what} (429: ${gitlabMessage(refusal.data, 429)})`, inAll = stop.waited > 0 ? " for one request in all" : "", bound = `beyond the ${maxWait} s releaser waits${inAll} (host.max_rate_limit_wait)`;
  return `${head}; releaser waited ${stop.waited} s, and ${whenAgain(stop, bound)}`;
}
function whenAgain(stop, bound) {
  let { answer, at } = stop;
  if (stop.waits >= MAX_WAITS)
    return `GitLab still refused after ${stop.waits} waits: ${RUN_AGAIN_LATER}`;
  if (answer.retryAfter !== void 0)
    return `GitLab asks for a wait of ${stop.next} s (until ${clock(new Date(at.getTime() + stop.next * 1e3))} UTC), ${bound}: run again after that, releaser picks up where it stopped`;
  if (answer.resetAt !== void 0) {
    let inSeconds = Math.max(0, Math.ceil((answer.resetAt.getTime() - at.getTime()) / 1e3));
    return `it resets at ${clock(answer.resetAt)} UTC, in ${inSeconds} s, ${bound}: run again after that, releaser picks up where it stopped`;
  }
  return `the next wait (${stop.next} s, longer each time as GitLab names no time) would go ${bound}: ${RUN_AGAIN_LATER}`;
}
var RUN_AGAIN_LATER = "run again in a few minutes, releaser picks up where it stopped";
function clock(time) {
  return time.toISOString().slice(11, 19);
}
function wholeSeconds(value) {
  let text = String(value).trim();
  return /^\d+$/.test(text) ? Number(text) : void 0;
}

// src/host/gitlab/auto-merge.ts
var REFUSALS = /* @__PURE__ */ new Set([401, 405, 406, 422]), PIPELINE_RETRIES = 2;
function gitlabAutoMerge(client, project, call) {
  return (pullRequest, method) => call({ what: `turn on auto-merge for merge request !${pullRequest.number}` }, async () => {
    for (let retry = 0; ; retry++)
      try {
        return await client.request("PUT", `${project}/merge_requests/${pullRequest.number}/merge`, {
          json: { auto_merge: !0, merge_when_pipeline_succeeds: !0, squash: method === "squash" }
        }), { kind: "enabled" };
      } catch (error) {
        if (!(error instanceof GitLabRequestError && REFUSALS.has(error.status))) throw error;
        if (error.status === 405 && retry < PIPELINE_RETRIES) {
          await client.backoff(retry + 1);
          continue;
        }
        return { kind: "refused", reason: `${error.status}: ${gitlabMessage(error.data, error.status)}`, fix: fixFor(error.status, pullRequest.base) };
      }
  });
}
function fixFor(status, base) {
  return status === 401 ? `the token's user may not merge into ${base}: allow its role under Settings \u2192 Repository \u2192 Protected branches (Allowed to merge)` : status === 405 ? "GitLab auto-merges when the merge request's pipeline succeeds, and none had started for it after two more tries: give the project a pipeline that runs for merge requests or branches (.gitlab-ci.yml), and leave the merge request out of Draft" : "GitLab says the branch cannot be merged: resolve what blocks it (Settings \u2192 Merge requests \u2192 Merge checks)";
}

// src/host/gitlab/pagination.ts
function nextPageUrl(current, headers) {
  let next = String(headers["x-next-page"]).trim();
  if (/^\d+$/.test(next)) {
    let url2 = new URL(current);
    return url2.searchParams.set("page", next), url2.toString();
  }
  let link = linkTo("next", headers.link);
  if (link === void 0) return;
  let url = new URL(link, current);
  return url.origin === new URL(current).origin ? url.toString() : void 0;
}
function linkTo(rel, header) {
  for (let part of String(header).split(",")) {
    let match = /^\s*<([^>]*)>(.*)/.exec(part);
    if (match === null) continue;
    if (/;\s*rel\s*=\s*"?([^";]*)"?/i.exec(match[2])?.[1]?.split(/\s/).includes(rel)) return match[1];
  }
}

// src/host/gitlab/client.ts
var MAX_RETRIES = 3, IDEMPOTENT = /* @__PURE__ */ new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);
function createGitLabClient(options) {
  let fetcher = tracedFetch(options.fetch ?? fetch), sleep = options.sleep ?? ((ms) => new Promise((done) => setTimeout(done, ms))), now = options.now ?? (() => /* @__PURE__ */ new Date()), base = options.apiUrl.replace(/\/+$/, ""), redact = (text) => options.token === "" ? text : text.replaceAll(options.token, "[token]"), pathOf = (url) => redact(url.startsWith(base) ? url.slice(base.length) : url), auth = options.tokenKind === "job" ? "JOB-TOKEN" : "PRIVATE-TOKEN", attempt = async (url, init, binary) => {
    let response = await fetcher(url, { ...init, signal: AbortSignal.timeout(options.requestTimeoutMs) }), headers = {};
    if (response.headers.forEach((value, name) => {
      headers[name] = value;
    }), binary && response.status < 300)
      return { status: response.status, headers, data: new Uint8Array(await response.arrayBuffer()) };
    let text = await response.text(), json = /\bjson\b/i.test(String(headers["content-type"]));
    return { status: response.status, headers, data: json ? parseJson(text) : text };
  }, send = async (method, url, request2) => {
    let path = pathOf(url), headers = {
      accept: "application/json",
      "user-agent": options.userAgent,
      ...request2.json === void 0 ? {} : { "content-type": "application/json" },
      ...request2.headers,
      [auth]: options.token
    }, body = request2.json === void 0 ? request2.body : JSON.stringify(request2.json), init = { method, headers, redirect: "manual", body }, retryable = IDEMPOTENT.has(method) || request2.idempotent === !0, retries = 0, waits = 0, waited = 0;
    for (; ; ) {
      let answer;
      try {
        answer = await attempt(url, init, request2.binary === !0);
      } catch (error) {
        if (retryable && retries < MAX_RETRIES) {
          retries++, await sleep(retries ** 2 * options.retryBaseMs);
          continue;
        }
        throw new GitLabNoAnswer(method, path, redact(reasonOf(error)), error);
      }
      if (answer.status < 300) return answer;
      if (answer.status >= 500 && retryable && retries < MAX_RETRIES) {
        retries++, await sleep(retries ** 2 * options.retryBaseMs);
        continue;
      }
      let refusal = new GitLabRequestError(
        method,
        path,
        answer.status,
        answer.headers,
        redactData(answer.data, redact)
      ), limit = readRateLimit(answer.status, answer.headers);
      if (limit === void 0) throw refusal;
      let next = nextWait(limit, waits, now());
      if (!mayWait(next, waited, waits, options.maxRateLimitWait))
        throw new RateLimitGaveUp(limit, waited, waits, next, refusal, now(), options.maxRateLimitWait);
      options.onWait(next, rateLimitName(limit)), await sleep(next * options.rateLimitSecondMs), waits++, waited += next;
    }
  };
  return { request: (method, path, requestOptions = {}) => send(method, `${base}${path}${queryString(requestOptions.query)}`, requestOptions), paginate: async (path, query = {}) => {
    let items = [], seen = /* @__PURE__ */ new Set(), url = `${base}${path}${queryString({ ...query, per_page: 100 })}`;
    for (; url !== void 0 && !seen.has(url); ) {
      seen.add(url);
      let page = await send("GET", url, {});
      if (!Array.isArray(page.data))
        throw new Error(`GET ${pathOf(url)} answered ${page.status} without a list`);
      items.push(...page.data), url = nextPageUrl(url, page.headers);
    }
    return items;
  }, backoff: (retry) => sleep(retry ** 2 * options.retryBaseMs) };
}
function encodeSegment(value) {
  return encodeURIComponent(value);
}
function queryString(query) {
  let params = new URLSearchParams();
  for (let [name, value] of Object.entries(query ?? {}))
    value !== void 0 && params.append(name, String(value));
  let text = params.toString();
  return text === "" ? "" : `?${text}`;
}
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
function reasonOf(error) {
  return error instanceof Error && error.name === "TimeoutError" ? "timed out" : error instanceof Error && error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error instanceof Error ? error.message : String(error);
}
function redactData(data, redact) {
  return typeof data == "string" ? redact(data) : Array.isArray(data) ? data.map((item) => redactData(item, redact)) : typeof data != "object" || data === null ? data : Object.fromEntries(
    Object.entries(data).map(([name, value]) => [redact(name), redactData(value, redact)])
  );
}

// src/host/gitlab/commit-actions.ts
var utf8 = new TextDecoder("utf-8", { fatal: !0 });
function commitActions(files) {
  let actions = [];
  for (let file of files) {
    if ("deleted" in file) {
      actions.push({ action: "delete", file_path: file.path });
      continue;
    }
    if (file.mode === "120000")
      throw new ConfigError(
        `the release commit changes the symbolic link ${file.path}, which GitLab's Commits API cannot write; set pr.commit = "git" so the commit is pushed`
      );
    let text = asText(file.content);
    actions.push({
      action: file.before === void 0 ? "create" : "update",
      file_path: file.path,
      ...text === void 0 ? { content: Buffer.from(file.content).toString("base64"), encoding: "base64" } : { content: text, encoding: "text" }
    });
    let executable = file.mode === "100755", was = file.before === "100755";
    executable !== was && (executable || file.before !== void 0) && actions.push({ action: "chmod", file_path: file.path, execute_filemode: executable });
  }
  return actions;
}
function asText(content) {
  if (!content.includes(0))
    try {
      return utf8.decode(content);
    } catch {
      return;
    }
}

// src/host/gitlab/commits.ts
function gitlabCommits(client, project, call) {
  let isCommitVerified = (sha) => call({ what: `read the signature of commit ${sha.slice(0, 12)}` }, () => signed(sha)), signed = async (sha) => {
    try {
      let { data } = await client.request(
        "GET",
        `${project}/repository/commits/${sha}/signature`
      );
      return VERIFIED.has(String(data.verification_status));
    } catch (error) {
      if (error instanceof GitLabRequestError && error.status === 404) return !1;
      throw error;
    }
  }, readBranch = async (branch) => {
    try {
      let { data } = await client.request(
        "GET",
        `${project}/repository/branches/${encodeSegment(branch)}`
      );
      return data.commit.id;
    } catch (error) {
      if (error instanceof GitLabRequestError && error.status === 404 && /branch/i.test(gitlabMessage(error.data, 404)))
        return;
      throw error;
    }
  };
  return { commitFiles: async (input) => {
    let what = `make the release commit on ${input.branch}`, actions = commitActions(input.files);
    return call({ what, needsApiToken: !0 }, async () => {
      if (await readBranch(input.branch) !== input.current) throw movedMeanwhile(input.branch);
      let made;
      try {
        ({ data: made } = await client.request("POST", `${project}/repository/commits`, {
          json: {
            branch: input.branch,
            commit_message: input.message,
            start_sha: input.parent,
            force: !0,
            actions,
            stats: !1
          },
          // A repeat (after a 5xx or a lost answer) resets the branch onto the same start again.
          idempotent: !0
        }));
      } catch (error) {
        throw error instanceof GitLabRequestError && error.status === 400 ? refusedActions(what, error) : error;
      }
      return { sha: made.id, verified: await signed(made.id) };
    });
  }, isCommitVerified };
}
var VERIFIED = /* @__PURE__ */ new Set(["verified", "verified_system"]);
function refusedActions(what, error) {
  return new GitHostError(
    `GitLab refused to ${what} (400: ${gitlabMessage(error.data, 400)}); nothing was changed on GitLab: run release-pr again, and if GitLab refuses it again set pr.commit = "git" to push the commit instead`,
    { cause: error }
  );
}

// src/host/gitlab/merge-request-shapes.ts
function toPullRequest(data) {
  return {
    number: data.iid,
    url: data.web_url,
    title: data.title,
    body: data.description ?? "",
    head: data.source_branch,
    base: data.target_branch,
    labels: (data.labels ?? []).map((l) => typeof l == "string" ? l : l.name ?? "").filter((l) => l !== ""),
    state: data.state === "opened" ? "open" : "closed",
    label: `merge request !${data.iid}`
  };
}
function messageOf(error) {
  let data = error.data;
  return typeof data == "string" ? data : String(data?.message ?? data?.error ?? "");
}

// src/host/gitlab/merge-requests.ts
function gitlabMergeRequests(client, project, call) {
  let findOpenPullRequest = (head, base) => call({ what: `look for the open merge request from ${head}` }, async () => {
    let own = (await client.paginate(`${project}/merge_requests`, {
      state: "opened",
      source_branch: head,
      target_branch: base
    })).find(
      (mr) => mr.source_branch === head && mr.target_branch === base && (mr.source_project_id === void 0 || mr.source_project_id === mr.target_project_id)
    );
    return own === void 0 ? void 0 : toPullRequest(own);
  });
  return {
    findOpenPullRequest,
    createPullRequest: (input) => call({ what: `create the merge request from ${input.head}`, needsApiToken: !0 }, async () => {
      try {
        let { data } = await client.request("POST", `${project}/merge_requests`, {
          json: {
            source_branch: input.head,
            target_branch: input.base,
            title: input.title,
            description: input.body,
            remove_source_branch: !0
          },
          idempotent: !0
        });
        return { pullRequest: toPullRequest(data), created: !0 };
      } catch (error) {
        if (isConflict(error)) {
          let existing = await findOpenPullRequest(input.head, input.base);
          if (existing !== void 0) return { pullRequest: existing, created: !1 };
        }
        throw error;
      }
    }),
    updatePullRequest: (number, changes) => call({ what: `update merge request !${number}`, needsApiToken: !0 }, async () => {
      let { data } = await client.request(
        "PUT",
        `${project}/merge_requests/${number}`,
        {
          json: {
            ...changes.title === void 0 ? {} : { title: changes.title },
            ...changes.body === void 0 ? {} : { description: changes.body }
          }
        }
      );
      return toPullRequest(data);
    }),
    addLabels: (number, labels) => call({ what: `label merge request !${number}`, needsApiToken: !0 }, async () => {
      labels.length !== 0 && await client.request("PUT", `${project}/merge_requests/${number}`, {
        json: { add_labels: labels.join(",") }
      });
    })
  };
}

// src/host/gitlab/release-shapes.ts
function toRelease(data, id) {
  return {
    id,
    tag: data.tag_name,
    name: data.name ?? "",
    body: data.description ?? "",
    draft: !1,
    // GitLab has no pre-release flag: a pre-release is told by its version.
    prerelease: !1,
    url: data._links?.self ?? "",
    uploadUrl: "",
    immutable: !1
  };
}
var NAME_CHARACTER = /[^A-Za-z0-9._-]/g, VERSION_CHARACTER = /[^\w.+-]/g;
function genericPackage(project, tag) {
  let name = project.replace(NAME_CHARACTER, "_") || "release", version = tag.replace(VERSION_CHARACTER, "_").replace(/^\.+|\.+$/g, "") || "_";
  return { name, version };
}
var FILE_NAME = /^[A-Za-z0-9._+-]+$/, DRAFT_RECORD = "releaser-draft.json";
function readRecord(text, tag) {
  let data = {};
  try {
    let parsed = JSON.parse(text);
    typeof parsed == "object" && parsed !== null && (data = parsed);
  } catch {
  }
  return {
    tag,
    name: typeof data.name == "string" ? data.name : "",
    body: typeof data.body == "string" ? data.body : "",
    prerelease: data.prerelease === !0,
    target: typeof data.target == "string" ? data.target : void 0
  };
}
function isOwnFile(file, own) {
  return file.file_name !== own.name ? !1 : typeof file.file_sha256 == "string" && file.file_sha256 !== "" ? file.file_sha256.toLowerCase() === own.sha256.toLowerCase() : file.size === own.size;
}

// src/host/gitlab/package-registry.ts
function packageRegistry(client, project, repo) {
  let packageOf = (tag) => genericPackage(repo, tag), filePath = (tag, fileName) => {
    let { name, version } = packageOf(tag);
    return `${project}/packages/generic/${encodeSegment(name)}/${encodeSegment(version)}/${encodeSegment(fileName)}`;
  };
  return { filePath, storedFiles: async (tag) => {
    let { name, version } = packageOf(tag), found = (await client.paginate(
      `${project}/packages`,
      { package_type: "generic", package_name: name, package_version: version }
    )).filter((p) => p.name === name && p.version === version), newest = /* @__PURE__ */ new Map();
    for (let pkg of found) {
      let stored = await client.paginate(`${project}/packages/${pkg.id}/package_files`);
      for (let file of stored) {
        let seen = newest.get(file.file_name);
        (seen === void 0 || seen.id < file.id) && newest.set(file.file_name, file);
      }
    }
    return [...newest.values()];
  }, putFile: (tag, fileName, content, contentType) => client.request("PUT", filePath(tag, fileName), {
    query: { select: "package_file" },
    body: content,
    headers: { "content-type": contentType }
  }), storedBefore: async (file) => (await client.paginate(
    `${project}/packages/${file.package_id}/package_files`
  )).find((f) => f.file_name === file.file_name && f.id < file.id) };
}

// src/host/gitlab/gitlab-host.ts
function createGitLabHost(settings, options) {
  let client = createGitLabClient({
    apiUrl: settings.apiUrl,
    token: settings.token,
    tokenKind: settings.tokenKind,
    userAgent: options.userAgent,
    retryBaseMs: settings.retryBaseMs,
    requestTimeoutMs: settings.requestTimeoutMs,
    rateLimitSecondMs: settings.rateLimitSecondMs,
    maxRateLimitWait: settings.maxRateLimitWait,
    onWait: options.onWait,
    ...options.fetch === void 0 ? {} : { fetch: options.fetch },
    ...options.now === void 0 ? {} : { now: options.now }
  }), repository = settings.repository, projectPath = `${repository.owner}/${repository.repo}`, project = `/projects/${encodeSegment(projectPath)}`, webUrl = `${new URL(settings.apiUrl).origin}/${projectPath}`, context = {
    apiUrl: settings.apiUrl,
    project: projectPath,
    tokenVariable: settings.tokenVariable,
    tokenKind: settings.tokenKind,
    maxRateLimitWait: settings.maxRateLimitWait,
    now: options.now ?? (() => /* @__PURE__ */ new Date())
  }, call = async (op, body) => {
    try {
      return await body();
    } catch (error) {
      throw toHostError(error, op, context);
    }
  }, tags = [], idOf = (tag) => {
    let known = tags.indexOf(tag);
    return known >= 0 ? known + 1 : (tags.push(tag), tags.length);
  }, tagOf = (id) => {
    let tag = tags[id - 1];
    if (tag === void 0) throw new Error(`no release ${id} was looked up or created by this run`);
    return tag;
  }, files = /* @__PURE__ */ new Map(), { filePath, storedFiles, putFile, storedBefore } = packageRegistry(client, project, repository.repo), releasePath = (tag) => `${project}/releases/${encodeSegment(tag)}`, draftOf = (item, packageId) => ({
    id: idOf(item.tag),
    tag: item.tag,
    name: item.name,
    body: item.body,
    draft: !0,
    prerelease: item.prerelease,
    url: packageId === void 0 ? `${webUrl}/-/packages` : `${webUrl}/-/packages/${packageId}`,
    uploadUrl: "",
    immutable: !1
  }), getRelease = async (tag) => {
    try {
      let { data } = await client.request("GET", releasePath(tag));
      return toRelease(data, idOf(tag));
    } catch (error) {
      if (error instanceof GitLabRequestError && error.status === 404 && !/project/i.test(messageOf(error)))
        return;
      throw error;
    }
  }, listFiles = async (tag) => (await storedFiles(tag)).filter((f) => f.file_name !== DRAFT_RECORD).map((f) => remember(f, tag)), remember = (file, tag) => (files.set(file.id, { packageId: file.package_id, fileName: file.file_name, tag }), {
    id: file.id,
    name: file.file_name,
    size: file.size,
    complete: !0,
    digest: typeof file.file_sha256 == "string" && file.file_sha256 !== "" ? `sha256:${file.file_sha256}` : void 0
  }), saveDraft = async (item) => (await storeDraft(item)).release, storeDraft = async (item) => {
    let { data } = await putFile(item.tag, DRAFT_RECORD, JSON.stringify(item), "application/json");
    return drafts.set(item.tag, { item, packageId: data.package_id }), { release: draftOf(item, data.package_id), stored: data };
  }, drafts = /* @__PURE__ */ new Map(), readRecordOf = async (tag) => {
    let record = (await storedFiles(tag)).find((f) => f.file_name === DRAFT_RECORD);
    if (record === void 0) return;
    let { data } = await client.request("GET", filePath(tag, DRAFT_RECORD), { binary: !0 }), found = { item: readRecord(Buffer.from(data).toString("utf8"), tag), packageId: record.package_id };
    return drafts.set(tag, found), found;
  }, readDraft = async (tag) => {
    let found = await readRecordOf(tag);
    return found === void 0 ? void 0 : draftOf(found.item, found.packageId);
  }, linkFor = (tag, fileName) => ({
    name: fileName,
    url: `${settings.apiUrl}${filePath(tag, fileName)}`,
    link_type: "package",
    direct_asset_path: `/${fileName}`
  }), addMissingLinks = async (tag, fileNames) => {
    let links = await client.paginate(`${releasePath(tag)}/assets/links`);
    for (let fileName of fileNames)
      if (!links.some((link) => link.name === fileName))
        try {
          await client.request("POST", `${releasePath(tag)}/assets/links`, { json: linkFor(tag, fileName) });
        } catch (error) {
          if (!(error instanceof GitLabRequestError && error.status === 400 && /taken/i.test(messageOf(error))))
            throw error;
        }
  }, publish = async (item, own) => {
    let stored = (await storedFiles(item.tag)).filter((f) => f.file_name !== DRAFT_RECORD), assets = stored.filter((file) => own.some((mine) => isOwnFile(file, mine))), unlinked = stored.filter((file) => !assets.includes(file)).map((file) => file.file_name), withUnlinked = (release) => unlinked.length === 0 ? release : { ...release, unlinked }, made;
    try {
      let { data } = await client.request("POST", `${project}/releases`, {
        json: {
          tag_name: item.tag,
          name: item.name,
          description: item.body,
          ...item.target === void 0 ? {} : { ref: item.target },
          assets: { links: assets.map((file) => linkFor(item.tag, file.file_name)) }
        },
        idempotent: !0
      });
      made = toRelease(data, idOf(item.tag));
    } catch (error) {
      if (!isConflict(error)) throw error;
      if (await addMissingLinks(
        item.tag,
        assets.map((file) => file.file_name)
      ), made = await getRelease(item.tag), made === void 0)
        throw new Error(`GitLab said the release of ${item.tag} exists, then did not find it`);
    }
    return drafts.delete(item.tag), withUnlinked(made);
  }, absent = /* @__PURE__ */ new Set(), findReleaseByTag = (tag) => call({ what: `look for the release of tag ${tag}` }, async () => {
    let found = await getRelease(tag) ?? await readDraft(tag);
    return found === void 0 ? absent.add(tag) : absent.delete(tag), found;
  });
  return {
    provider: "gitlab",
    linksOwnFiles: !0,
    repository,
    // The release commit is GitLab's own; its pipelines run for the token's commits (no dispatch).
    ...gitlabCommits(client, project, call),
    enableAutoMerge: gitlabAutoMerge(client, project, call),
    ...gitlabMergeRequests(client, project, call),
    findReleaseByTag,
    createRelease: (input) => call({ what: `create the release for ${input.tag}` }, async () => {
      let existing = input.draft && absent.has(input.tag) ? void 0 : await findReleaseByTag(input.tag);
      if (existing !== void 0) return { release: existing, created: !1 };
      let item = {
        tag: input.tag,
        name: input.name,
        body: input.body,
        prerelease: input.prerelease,
        target: input.target
      };
      if (!input.draft) return { release: await publish(item, input.files ?? []), created: !0 };
      let { release, stored } = await storeDraft(item);
      return { release, created: await storedBefore(stored) === void 0 };
    }),
    updateRelease: (id, input) => call({ what: `update the release of ${tags[id - 1] ?? `release ${id}`}` }, async () => {
      let tag = tagOf(id), cached = drafts.get(tag), published = cached === void 0 ? await getRelease(tag) : void 0;
      if (published === void 0) {
        let found = cached ?? await readRecordOf(tag);
        if (found === void 0) throw new Error(`GitLab has no release or draft of ${tag}`);
        let draft = found.item, item = {
          tag,
          name: input.name ?? draft.name,
          body: input.body ?? draft.body,
          prerelease: input.prerelease ?? draft.prerelease,
          target: input.target ?? draft.target
        };
        return input.draft === !1 ? await call(
          { what: `create the release for ${tag}` },
          () => publish(item, input.files ?? [])
        ) : item.name !== draft.name || item.body !== draft.body || item.prerelease !== draft.prerelease || item.target !== draft.target ? await saveDraft(item) : draftOf(draft, found.packageId);
      }
      let changes = {
        ...input.name === void 0 ? {} : { name: input.name },
        ...input.body === void 0 ? {} : { description: input.body }
      };
      if (Object.keys(changes).length === 0) return published;
      let { data } = await client.request("PUT", releasePath(tag), { json: changes });
      return toRelease(data, id);
    }),
    listAssets: (releaseId) => call(
      { what: `list the files of the release of ${tags[releaseId - 1] ?? `release ${releaseId}`}` },
      () => listFiles(tagOf(releaseId))
    ),
    uploadAsset: (release, name, content, contentType) => call({ what: `upload ${name} to the package registry for ${release.tag}` }, async () => {
      if (!FILE_NAME.test(name))
        throw new ConfigError(
          `GitLab's package registry takes file names of letters, digits and . _ + - only, so "${name}" cannot be attached to the release of ${release.tag}; rename the file (release.assets names it) and run again, which finishes the release`
        );
      let { data } = await putFile(release.tag, name, content, contentType), asset = remember(data, release.tag);
      release.draft || await addMissingLinks(release.tag, [name]);
      let before = await storedBefore(data);
      if (!(before !== void 0 && before.file_sha256 === data.file_sha256))
        return asset;
    }),
    downloadAsset: (asset) => call({ what: `download ${asset.name} from the package registry` }, async () => {
      let stored = files.get(asset.id);
      if (stored === void 0) throw new Error(`${asset.name} was not listed by this run`);
      let { data } = await client.request("GET", filePath(stored.tag, stored.fileName), {
        headers: { accept: "application/octet-stream" },
        binary: !0
      });
      return data;
    }),
    deleteAsset: (assetId) => call({ what: `delete package file ${assetId}`, role: "Maintainer" }, async () => {
      let stored = files.get(assetId);
      if (stored === void 0) throw new Error(`package file ${assetId} was not listed by this run`);
      try {
        await client.request("DELETE", `${project}/packages/${stored.packageId}/package_files/${assetId}`);
      } catch (error) {
        if (!(error instanceof GitLabRequestError && error.status === 403)) throw error;
      }
      files.delete(assetId);
    })
  };
}
export {
  createGitLabHost
};
