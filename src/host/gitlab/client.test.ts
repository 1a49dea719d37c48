import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { RateLimitError } from "../../core/errors.ts";
import { createGitLabClient, encodeSegment, type GitLabClientOptions, MAX_RETRIES } from "./client.ts";
import { GitLabNoAnswer, GitLabRequestError, RateLimitGaveUp } from "./errors.ts";

/** One scripted answer: a response, or a failure of the connection ("reset"), or none ("hang"). */
type Answer =
  | { status: number; body?: unknown; text?: string; headers?: Record<string, string> }
  | "reset"
  | "hang";

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  redirect: RequestInit["redirect"];
  signal: AbortSignal | undefined;
}

const TOKEN = "glpat-secret-value-123";
const API = "https://gitlab.test/api/v4";

/** A fetch that answers from a script (the last answer repeats) and keeps every request. */
function scripted(...answers: Answer[]) {
  const seen: Seen[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    seen.push({
      method: init?.method ?? "GET",
      url: String(input),
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body,
      redirect: init?.redirect,
      signal: init?.signal ?? undefined,
    });
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)] as Answer;
    if (answer === "reset") {
      throw new TypeError("fetch failed", { cause: new Error(`other side closed (${TOKEN})`) });
    }
    if (answer === "hang") {
      return new Promise((_resolve, reject) => {
        const signal = init?.signal as AbortSignal;
        signal.addEventListener("abort", () => reject(signal.reason));
      });
    }
    const text = answer.text ?? JSON.stringify(answer.body ?? {});
    return new Response(answer.status === 204 ? null : text, {
      status: answer.status,
      headers: {
        ...(answer.text === undefined ? { "content-type": "application/json" } : {}),
        ...answer.headers,
      },
    });
  };
  return { fetcher, seen };
}

const ok: Answer = { status: 200, body: { tag_name: "v1.5.0" } };

function client(answers: Answer[], options: Partial<GitLabClientOptions> = {}) {
  const { fetcher, seen } = scripted(...answers);
  const waits: Array<[number, string]> = [];
  const slept: number[] = [];
  const gitlab = createGitLabClient({
    apiUrl: API,
    token: TOKEN,
    tokenKind: "private",
    userAgent: "releaser-test",
    fetch: fetcher,
    retryBaseMs: 10,
    requestTimeoutMs: 30_000,
    rateLimitSecondMs: 1000,
    maxRateLimitWait: 300,
    onWait: (seconds, reason) => waits.push([seconds, reason]),
    sleep: async (ms) => {
      slept.push(ms);
    },
    now: () => new Date("2025-11-21T10:00:00Z"),
    ...options,
  });
  return { gitlab, seen, waits, slept };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a failure"),
    (error: unknown) => error,
  );

describe("createGitLabClient: requests", () => {
  it("sends the token in PRIVATE-TOKEN, never in the URL", async () => {
    const c = client([ok]);
    const answer = await c.gitlab.request("GET", "/projects/acme%2Fwidgets/releases/v1.5.0");
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ tag_name: "v1.5.0" });
    expect(answer.headers["content-type"]).toBe("application/json");
    expect(c.seen).toHaveLength(1);
    expect(c.seen[0]).toMatchObject({
      method: "GET",
      url: "https://gitlab.test/api/v4/projects/acme%2Fwidgets/releases/v1.5.0",
      headers: { accept: "application/json", "user-agent": "releaser-test", "PRIVATE-TOKEN": TOKEN },
      body: undefined,
      redirect: "manual",
    });
    expect(Object.keys(c.seen[0]?.headers ?? {})).toEqual(["accept", "user-agent", "PRIVATE-TOKEN"]);
    expect(c.seen[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it("sends CI_JOB_TOKEN in JOB-TOKEN", async () => {
    const c = client([ok], { tokenKind: "job", token: "job-token-value" });
    await c.gitlab.request("GET", "/projects/42/releases");
    expect(c.seen[0]?.headers["JOB-TOKEN"]).toBe("job-token-value");
    expect(c.seen[0]?.headers["PRIVATE-TOKEN"]).toBeUndefined();
  });

  it("a caller's header cannot replace the token's", async () => {
    const c = client([ok]);
    await c.gitlab.request("GET", "/user", { headers: { "PRIVATE-TOKEN": "other", "x-extra": "1" } });
    expect(c.seen[0]?.headers).toMatchObject({ "PRIVATE-TOKEN": TOKEN, "x-extra": "1" });
  });

  it("sends a JSON body as JSON, with its content-type", async () => {
    const c = client([{ status: 201, body: { iid: 7 } }]);
    const answer = await c.gitlab.request("POST", "/projects/acme%2Fwidgets/merge_requests", {
      json: { source_branch: "releaser/main", target_branch: "main", labels: "autorelease: pending" },
    });
    expect(answer.data).toEqual({ iid: 7 });
    expect(answer.status).toBe(201);
    expect(c.seen[0]).toMatchObject({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"source_branch":"releaser/main","target_branch":"main","labels":"autorelease: pending"}',
    });
  });

  it("sends a file's bytes as they are, with the caller's content-type", async () => {
    const c = client([{ status: 201, body: { message: "201 Created" } }]);
    const bytes = new Uint8Array([80, 75, 3, 4]);
    await c.gitlab.request("PUT", "/projects/42/packages/generic/widgets/1.5.0/widgets-1.5.0.tar.gz", {
      body: bytes,
      headers: { "content-type": "application/octet-stream" },
    });
    expect(c.seen[0]?.body).toBe(bytes);
    expect(c.seen[0]?.headers["content-type"]).toBe("application/octet-stream");
  });

  it("adds the query, leaving out what is undefined", async () => {
    const c = client([ok, ok]);
    await c.gitlab.request("GET", "/projects/acme%2Fwidgets/merge_requests", {
      query: { state: "opened", source_branch: "releaser/main", wip: undefined, per_page: 100, draft: false },
    });
    await c.gitlab.request("GET", "/version", { query: { only: undefined } });
    expect(c.seen.map((r) => r.url)).toEqual([
      "https://gitlab.test/api/v4/projects/acme%2Fwidgets/merge_requests?state=opened&source_branch=releaser%2Fmain&per_page=100&draft=false",
      "https://gitlab.test/api/v4/version",
    ]);
  });

  it("takes the API address with or without a trailing slash", async () => {
    const c = client([ok], { apiUrl: "https://gitlab.example.com/gitlab/api/v4//" });
    await c.gitlab.request("GET", "/version");
    expect(c.seen[0]?.url).toBe("https://gitlab.example.com/gitlab/api/v4/version");
  });

  it("answers text when the body is no JSON, and an empty JSON body as empty text", async () => {
    const c = client([
      { status: 200, text: "plain words", headers: { "content-type": "text/plain" } },
      { status: 204 },
      { status: 200, text: "not json {", headers: { "content-type": "application/json; charset=utf-8" } },
      { status: 200, text: '{"a":1}', headers: { "content-type": "application/vnd.api+json" } },
      { status: 200, text: '{"a":1}', headers: { "content-type": "text/jsonish" } },
      { status: 200, text: '{"a":1}' },
      { status: 200, text: "[2]", headers: { "content-type": "Application/JSON" } },
    ]);
    const data = [];
    for (let i = 0; i < 7; i++) data.push((await c.gitlab.request("GET", "/x")).data);
    expect(data).toEqual(["plain words", "", "not json {", { a: 1 }, '{"a":1}', '{"a":1}', [2]]);
  });

  it("a 300 is no success either", async () => {
    const c = client([{ status: 300, text: "choose" }]);
    await expect(c.gitlab.request("GET", "/x")).rejects.toMatchObject({ status: 300, data: "choose" });
  });

  it("does not follow a redirect: the token would go with it", async () => {
    const c = client([{ status: 301, text: "", headers: { location: "https://elsewhere.test/api/v4/x" } }]);
    const error = await failureOf(c.gitlab.request("GET", "/x"));
    expect(error).toBeInstanceOf(GitLabRequestError);
    expect(error).toMatchObject({ status: 301, headers: { location: "https://elsewhere.test/api/v4/x" } });
    expect(c.seen).toHaveLength(1);
  });

  it("a 4xx is thrown at once with GitLab's answer, never retried", async () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      const c = client([{ status, body: { message: "404 Project Not Found" } }, ok]);
      const error = await failureOf(c.gitlab.request("GET", "/projects/acme%2Fwidgets"));
      expect(error).toBeInstanceOf(GitLabRequestError);
      expect(error).toMatchObject({
        method: "GET",
        path: "/projects/acme%2Fwidgets",
        status,
        data: { message: "404 Project Not Found" },
      });
      expect(c.seen).toHaveLength(1);
      expect(c.slept).toEqual([]);
    }
  });

  it("a project's full path is one encoded segment, subgroups included", async () => {
    expect(encodeSegment("acme/widgets")).toBe("acme%2Fwidgets");
    expect(encodeSegment("acme/tools/py.widgets-2")).toBe("acme%2Ftools%2Fpy.widgets-2");
    expect(encodeSegment("v1.5.0+build/1")).toBe("v1.5.0%2Bbuild%2F1");
    const c = client([ok]);
    await c.gitlab.request(
      "GET",
      `/projects/${encodeSegment("acme/tools/widgets")}/releases/${encodeSegment("v1.5.0")}`,
    );
    expect(c.seen[0]?.url).toBe("https://gitlab.test/api/v4/projects/acme%2Ftools%2Fwidgets/releases/v1.5.0");
  });
});

describe("createGitLabClient: retries", () => {
  it(`retries a 5xx up to ${MAX_RETRIES} times, waiting n² × retryBaseMs`, async () => {
    const c = client([
      { status: 502, text: "<html>Bad Gateway</html>" },
      { status: 500, body: { message: "500 Internal Server Error" } },
      { status: 503 },
      ok,
    ]);
    const answer = await c.gitlab.request("GET", "/x");
    expect(answer.data).toEqual({ tag_name: "v1.5.0" });
    expect(c.seen).toHaveLength(4);
    expect(c.slept).toEqual([10, 40, 90]);
    expect(c.waits).toEqual([]);
  });

  it("gives up after the last retry with GitLab's last answer", async () => {
    const c = client([
      { status: 500 },
      { status: 502 },
      { status: 503 },
      { status: 504, body: { message: "gone" } },
    ]);
    const error = await failureOf(c.gitlab.request("GET", "/x"));
    expect(error).toBeInstanceOf(GitLabRequestError);
    expect(error).toMatchObject({ status: 504, data: { message: "gone" } });
    expect(c.seen).toHaveLength(4);
    expect(c.slept).toEqual([10, 40, 90]);
  });

  it("a 499 is no server error and is not retried", async () => {
    const c = client([{ status: 499 }, ok]);
    await expect(c.gitlab.request("GET", "/x")).rejects.toMatchObject({ status: 499 });
    expect(c.seen).toHaveLength(1);
  });

  it("retries a reset connection, then says why there was no answer, without the token", async () => {
    const c = client(["reset"]);
    const error = await failureOf(c.gitlab.request("GET", "/x"));
    expect(error).toBeInstanceOf(GitLabNoAnswer);
    expect(error).toMatchObject({
      method: "GET",
      path: "/x",
      reason: "fetch failed: other side closed ([token])",
      message: "GET /x got no answer: fetch failed: other side closed ([token])",
    });
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    expect(c.seen).toHaveLength(4);
    expect(c.slept).toEqual([10, 40, 90]);
  });

  it("a reset, then an answer", async () => {
    const c = client(["reset", ok]);
    expect((await c.gitlab.request("GET", "/x")).status).toBe(200);
    expect(c.slept).toEqual([10]);
  });

  it("retries a request that takes longer than requestTimeoutMs, then says it timed out", async () => {
    const c = client(["hang"], { requestTimeoutMs: 5 });
    const error = await failureOf(c.gitlab.request("GET", "/x"));
    expect(error).toBeInstanceOf(GitLabNoAnswer);
    expect(error).toMatchObject({ reason: "timed out" });
    expect(c.seen).toHaveLength(4);
    expect(c.seen.every((r) => r.signal?.aborted)).toBe(true);
  });

  it("a failure that is no Error is said as it is", async () => {
    const fetcher: typeof fetch = async () => {
      throw "connection refused";
    };
    const c = client([], { fetch: fetcher });
    await expect(c.gitlab.request("GET", "/x")).rejects.toMatchObject({ reason: "connection refused" });
    const plain: typeof fetch = async () => {
      throw new Error("getaddrinfo ENOTFOUND gitlab.test");
    };
    const d = client([], { fetch: plain });
    await expect(d.gitlab.request("GET", "/x")).rejects.toMatchObject({
      reason: "getaddrinfo ENOTFOUND gitlab.test",
    });
  });

  it.each(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"])("retries %s, idempotent by HTTP", async (method) => {
    const c = client([{ status: 503 }, "reset", { status: 200, text: "" }]);
    expect((await c.gitlab.request(method, "/x")).status).toBe(200);
    expect(c.seen.map((r) => r.method)).toEqual([method, method, method]);
  });

  it.each(["POST", "PATCH"])("does not retry a %s: it may have taken effect", async (method) => {
    const c = client([{ status: 502 }, ok]);
    await expect(c.gitlab.request(method, "/x", { json: {} })).rejects.toMatchObject({ status: 502 });
    const d = client(["reset", ok]);
    await expect(d.gitlab.request(method, "/x", { json: {} })).rejects.toBeInstanceOf(GitLabNoAnswer);
    expect([c.seen.length, d.seen.length]).toEqual([1, 1]);
    expect([c.slept, d.slept]).toEqual([[], []]);
  });

  it("retries a POST GitLab refuses to repeat with 409 (idempotent), sending the same body", async () => {
    const c = client([
      { status: 502 },
      "reset",
      { status: 409, body: { message: ["Release already exists"] } },
    ]);
    const error = await failureOf(
      c.gitlab.request("POST", "/projects/42/releases", { json: { tag_name: "v1.5.0" }, idempotent: true }),
    );
    expect(error).toMatchObject({ status: 409 });
    expect(c.seen.map((r) => r.body)).toEqual(Array(3).fill('{"tag_name":"v1.5.0"}'));
    const d = client([{ status: 502 }, ok]);
    await expect(d.gitlab.request("POST", "/x", { idempotent: false })).rejects.toMatchObject({
      status: 502,
    });
  });

  it("waits with real timers by default, for the backoff", async () => {
    const timers = vi.spyOn(globalThis, "setTimeout");
    let delays: number[] = [];
    try {
      const { fetcher } = scripted({ status: 502 }, { status: 502 }, ok);
      const gitlab = createGitLabClient({
        apiUrl: API,
        token: TOKEN,
        tokenKind: "private",
        userAgent: "t",
        fetch: fetcher,
        retryBaseMs: 3,
        requestTimeoutMs: 30_000,
        rateLimitSecondMs: 1000,
        maxRateLimitWait: 0,
        onWait: () => {},
      });
      await gitlab.request("GET", "/x");
    } finally {
      delays = timers.mock.calls.map((call) => Number(call[1] ?? 0));
      timers.mockRestore();
    }
    expect(delays).toContain(3);
    expect(delays).toContain(12);
    expect(delays.filter((ms) => ms >= 900)).toEqual([]);
  });
});

describe("createGitLabClient: rate limits", () => {
  const limited = (headers: Record<string, string> = {}): Answer => ({
    status: 429,
    text: "Retry later\n",
    headers: { "content-type": "text/plain", ...headers },
  });

  it("waits Retry-After, telling why, then answers", async () => {
    const c = client([limited({ "retry-after": "7", "ratelimit-name": "throttle_authenticated_api" }), ok]);
    const answer = await c.gitlab.request("GET", "/x");
    expect(answer.status).toBe(200);
    expect(c.waits).toEqual([[7, "GitLab's rate limit (throttle_authenticated_api)"]]);
    expect(c.slept).toEqual([7000]);
    expect(c.seen).toHaveLength(2);
  });

  it("waits until RateLimit-Reset and a second", async () => {
    const reset = String(Date.parse("2025-11-21T10:00:30Z") / 1000);
    const c = client([limited({ "ratelimit-reset": reset }), ok], { rateLimitSecondMs: 2 });
    await c.gitlab.request("GET", "/x");
    expect(c.waits).toEqual([[31, "GitLab's rate limit"]]);
    expect(c.slept).toEqual([62]);
  });

  it("without a header: a minute, then two, then gives up when the next wait would pass the bound", async () => {
    const c = client([limited()]);
    const error = await failureOf(c.gitlab.request("GET", "/projects/acme%2Fwidgets/releases"));
    expect(error).toBeInstanceOf(RateLimitGaveUp);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ waited: 180, waits: 2, next: 240, answer: {} });
    expect((error as RateLimitGaveUp).refusal).toMatchObject({ status: 429, data: "Retry later\n" });
    expect((error as Error).message).toBe(
      "GitLab's rate limit stopped releaser from trying to GET /projects/acme%2Fwidgets/releases (429: Retry later); releaser waited 180 s, and the next wait (240 s, longer each time as GitLab names no time) would go beyond the 300 s releaser waits for one request in all (host.max_rate_limit_wait): run again in a few minutes, releaser picks up where it stopped",
    );
    expect(c.waits).toEqual([
      [60, "GitLab's rate limit"],
      [120, "GitLab's rate limit"],
    ]);
    expect(c.seen).toHaveLength(3);
  });

  it("with no wait allowed: one request and no wait", async () => {
    const c = client([limited({ "retry-after": "1" })], { maxRateLimitWait: 0 });
    const error = await failureOf(c.gitlab.request("POST", "/x", { json: {} }));
    expect(error).toMatchObject({ waited: 0, waits: 0, next: 1, answer: { retryAfter: 1 } });
    expect((error as RateLimitGaveUp).at).toEqual(new Date("2025-11-21T10:00:00Z"));
    expect(c.seen).toHaveLength(1);
    expect(c.waits).toEqual([]);
  });

  it("a wait that fits exactly is made", async () => {
    const c = client([limited({ "retry-after": "300" }), ok]);
    await c.gitlab.request("GET", "/x");
    expect(c.waits).toEqual([[300, "GitLab's rate limit"]]);
  });

  it("stops after the most waits however short they are", async () => {
    const c = client([limited({ "retry-after": "0" })]);
    const error = await failureOf(c.gitlab.request("GET", "/x"));
    expect(error).toMatchObject({ waits: 5, waited: 5 });
    expect(c.seen).toHaveLength(6);
  });

  it("rate-limit waits and retries are counted apart, and a POST waits out a limit too", async () => {
    const c = client([
      { status: 502 },
      limited({ "retry-after": "2" }),
      { status: 502 },
      { status: 503 },
      ok,
    ]);
    expect((await c.gitlab.request("GET", "/x")).status).toBe(200);
    expect(c.slept).toEqual([10, 2000, 40, 90]);
    const d = client([limited({ "retry-after": "2" }), { status: 201, body: {} }]);
    expect((await d.gitlab.request("POST", "/x", { json: {} })).status).toBe(201);
  });

  it("really sleeps by default, for rateLimitSecondMs per second, against the real clock", async () => {
    const timers = vi.spyOn(globalThis, "setTimeout");
    const waits: number[] = [];
    let delays: number[] = [];
    try {
      const { fetcher } = scripted(limited({ "retry-after": "2" }), ok);
      const gitlab = createGitLabClient({
        apiUrl: API,
        token: TOKEN,
        tokenKind: "private",
        userAgent: "t",
        fetch: fetcher,
        retryBaseMs: 0,
        requestTimeoutMs: 30_000,
        rateLimitSecondMs: 25,
        maxRateLimitWait: 300,
        onWait: (seconds) => waits.push(seconds),
      });
      await gitlab.request("GET", "/x");
    } finally {
      delays = timers.mock.calls.map((call) => Number(call[1] ?? 0));
      timers.mockRestore();
    }
    expect(waits).toEqual([2]);
    expect(delays).toContain(50);
  });

  it("reads the reset against the real clock by default", async () => {
    const reset = String(Math.ceil(Date.now() / 1000) + 3);
    const c = client([limited({ "ratelimit-reset": reset }), ok], { now: undefined });
    await c.gitlab.request("GET", "/x");
    expect(c.waits).toHaveLength(1);
    expect(c.waits[0]?.[0]).toBeGreaterThanOrEqual(3);
    expect(c.waits[0]?.[0]).toBeLessThanOrEqual(5);
  });
});

describe("createGitLabClient: the token never in a message", () => {
  it("takes it out of an echoed body and of the path", async () => {
    const c = client([{ status: 400, body: { message: `token ${TOKEN} is malformed`, list: [TOKEN] } }]);
    const error = (await failureOf(c.gitlab.request("GET", `/x/${TOKEN}`))) as GitLabRequestError;
    expect(error.data).toEqual({ message: "token [token] is malformed", list: ["[token]"] });
    expect(error.path).toBe("/x/[token]");
    expect(error.message).toBe("GET /x/[token] answered 400: token [token] is malformed");
    const text = client([{ status: 500, text: `Error near ${TOKEN}` }], { retryBaseMs: 0 });
    const failure = (await failureOf(text.gitlab.request("GET", "/x"))) as GitLabRequestError;
    expect(failure.data).toBe("Error near [token]");
    expect(JSON.stringify([error.message, failure.message])).not.toContain(TOKEN);
  });

  it("no token GitLab hands out shows in a failure, wherever the answer echoes it", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^(glpat-|glcbt-|)[A-Za-z0-9_-]{20}$/),
        fc.constantFrom(400, 401, 403, 404, 422, 500),
        async (token, status) => {
          const echo = `Token ${token} (${token}) refused`;
          const c = client([{ status, body: { message: echo, error_description: [token] } }], {
            token,
            retryBaseMs: 0,
          });
          const error = (await failureOf(c.gitlab.request("GET", `/x?t=${token}`))) as GitLabRequestError;
          const shown = JSON.stringify([error.message, error.path, error.data]);
          expect(shown).not.toContain(token);
          expect(error.message).toBe(`GET /x?t=[token] answered ${status}: Token [token] ([token]) refused`);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("takes it out of every text of a JSON answer, names included, leaving the rest", async () => {
    const body = { [TOKEN]: [1, null, true, { deep: `x${TOKEN}y` }], n: 12.5 };
    const c = client([{ status: 422, body }]);
    const error = (await failureOf(c.gitlab.request("GET", "/x"))) as GitLabRequestError;
    expect(error.data).toStrictEqual({ "[token]": [1, null, true, { deep: "x[token]y" }], n: 12.5 });
    const none = client([{ status: 400, text: "null", headers: { "content-type": "application/json" } }]);
    expect(await failureOf(none.gitlab.request("GET", "/x"))).toMatchObject({ data: null });
  });

  it("an empty token takes nothing out", async () => {
    const c = client([{ status: 400, body: { message: "bad" } }], { token: "" });
    const error = (await failureOf(c.gitlab.request("GET", "/x"))) as GitLabRequestError;
    expect(error.message).toBe("GET /x answered 400: bad");
  });
});

describe("createGitLabClient: paginate", () => {
  const page = (items: unknown[], headers: Record<string, string> = {}): Answer => ({
    status: 200,
    body: items,
    headers,
  });

  it("follows x-next-page, 100 at a time, keeping the query", async () => {
    const c = client([
      page([1, 2], { "x-next-page": "2", "x-page": "1" }),
      page([3], { "x-next-page": "3" }),
      page([4, 5], { "x-next-page": "" }),
    ]);
    const items = await c.gitlab.paginate<number>("/projects/acme%2Fwidgets/merge_requests", {
      state: "opened",
      source_branch: "releaser/main",
    });
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(c.seen.map((r) => r.method)).toEqual(["GET", "GET", "GET"]);
    expect(c.seen.map((r) => r.url)).toEqual([
      "https://gitlab.test/api/v4/projects/acme%2Fwidgets/merge_requests?state=opened&source_branch=releaser%2Fmain&per_page=100",
      "https://gitlab.test/api/v4/projects/acme%2Fwidgets/merge_requests?state=opened&source_branch=releaser%2Fmain&per_page=100&page=2",
      "https://gitlab.test/api/v4/projects/acme%2Fwidgets/merge_requests?state=opened&source_branch=releaser%2Fmain&per_page=100&page=3",
    ]);
    expect(c.seen.every((r) => r.headers["PRIVATE-TOKEN"] === TOKEN)).toBe(true);
  });

  it("falls back to the Link header (keyset pages, lists past 10,000)", async () => {
    const c = client([
      page([1], { link: `<${API}/projects/42/releases?per_page=100&cursor=abc>; rel="next"` }),
      page([2], { link: `<${API}/projects/42/releases?per_page=100>; rel="first"` }),
    ]);
    expect(await c.gitlab.paginate("/projects/42/releases")).toEqual([1, 2]);
    expect(c.seen[1]?.url).toBe("https://gitlab.test/api/v4/projects/42/releases?per_page=100&cursor=abc");
  });

  it("one page without a next link is all", async () => {
    const c = client([page([])]);
    expect(await c.gitlab.paginate("/projects/42/releases")).toEqual([]);
    expect(c.seen).toHaveLength(1);
  });

  it("stops when the next page is one already read", async () => {
    const c = client([page([1], { "x-next-page": "2" }), page([2], { "x-next-page": "2" })]);
    expect(await c.gitlab.paginate("/x")).toEqual([1, 2]);
    expect(c.seen).toHaveLength(2);
  });

  it("an answer without a list is an error", async () => {
    const c = client([{ status: 200, body: { message: "not a list" } }]);
    const error = await failureOf(c.gitlab.paginate("/x", {}));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("GET /x?per_page=100 answered 200 without a list");
  });

  it("a failed page is thrown as the request's failure", async () => {
    const c = client([
      page([1], { "x-next-page": "2" }),
      { status: 404, body: { message: "404 Not found" } },
    ]);
    await expect(c.gitlab.paginate("/x")).rejects.toMatchObject({
      status: 404,
      path: "/x?per_page=100&page=2",
    });
  });

  it("a page on another address keeps its whole address in a failure", async () => {
    const c = client([
      page([1], { link: '<https://gitlab.test/other/api?page=2>; rel="next"' }),
      { status: 200, body: {} },
    ]);
    await expect(c.gitlab.paginate("/x")).rejects.toThrow(
      "GET https://gitlab.test/other/api?page=2 answered 200 without a list",
    );
  });
});
