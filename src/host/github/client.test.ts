import type Bottleneck from "bottleneck/light.js";
import { describe, expect, it, vi } from "vitest";
import {
  createGitHubClient,
  GITHUB_API_VERSION,
  type SpacedKind,
  spaced,
  waitOutRateLimits,
  writeSpacingMs,
} from "./client.ts";
import { RateLimitGaveUp } from "./rate-limit.ts";

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A fetch that answers from a script (the last answer repeats) and keeps every request. */
function scripted(...answers: Answer[]) {
  const seen: Array<{ method: string; url: string; headers: Record<string, string> }> = [];
  const fetcher: typeof fetch = async (input, init) => {
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    seen.push({ method: init?.method ?? "GET", url: String(input), headers });
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)] as Answer;
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { "content-type": "application/json", ...answer.headers },
    });
  };
  return { fetcher, seen };
}

const ok: Answer = { status: 200, body: { id: 1, tag_name: "v1.5.0" } };
const secondary = (headers: Record<string, string> = {}, status = 403): Answer => ({
  status,
  headers,
  body: {
    message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
    documentation_url: "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api",
  },
});

function client(answers: Answer[], maxRateLimitWait = 300) {
  const { fetcher, seen } = scripted(...answers);
  const waits: Array<[number, string]> = [];
  const slept: number[] = [];
  const github = createGitHubClient({
    baseUrl: "https://api.github.test",
    token: "ghs_client_test",
    userAgent: "releaser-test",
    maxRateLimitWait,
    onWait: (seconds, reason) => waits.push([seconds, reason]),
    retryBaseMs: 0,
    rateLimitSecondMs: 1000,
    sleep: async (ms) => {
      slept.push(ms);
    },
    now: () => new Date("2025-11-21T10:00:00Z"),
    fetch: fetcher,
  });
  const getRelease = () =>
    github.rest.repos.getReleaseByTag({ owner: "acme", repo: "widgets", tag: "v1.5.0" });
  return { github, seen, waits, slept, getRelease };
}

describe("createGitHubClient", () => {
  it(`sends X-GitHub-Api-Version: ${GITHUB_API_VERSION} on every request, the upload too`, async () => {
    expect(GITHUB_API_VERSION).toBe("2022-11-28");
    const c = client([ok]);
    await c.getRelease();
    await c.github.request("POST https://uploads.github.test/repos/acme/widgets/releases/1/assets{?name}", {
      name: "a.whl",
      headers: { "content-type": "application/zip" },
      data: new Uint8Array([1, 2, 3]),
    });
    expect(c.seen.map((r) => r.headers["x-github-api-version"])).toEqual(["2022-11-28", "2022-11-28"]);
    expect(c.seen[0]?.headers.authorization).toBe("token ghs_client_test");
  });

  it("a 403 secondary limit without headers: a minute, then two, then the answer", async () => {
    const c = client([secondary(), secondary(), ok]);
    const { data } = await c.getRelease();
    expect(data).toMatchObject({ tag_name: "v1.5.0" });
    expect(c.waits).toEqual([
      [60, "GitHub's secondary rate limit"],
      [120, "GitHub's secondary rate limit"],
    ]);
    expect(c.slept).toEqual([60_000, 120_000]);
    expect(c.seen).toHaveLength(3);
  });

  it("a 429 without headers is a secondary limit too", async () => {
    const c = client([{ status: 429, body: { message: "Too Many Requests" } }, ok]);
    await c.getRelease();
    expect(c.waits).toEqual([[60, "GitHub's secondary rate limit"]]);
    expect(c.seen).toHaveLength(2);
  });

  it("waits retry-after when given", async () => {
    const c = client([secondary({ "retry-after": "7" }, 429), ok]);
    await c.getRelease();
    expect(c.waits).toEqual([[7, "GitHub's secondary rate limit"]]);
    expect(c.slept).toEqual([7000]);
  });

  it("waits for the primary limit's reset", async () => {
    const reset = String(Date.parse("2025-11-21T10:00:30Z") / 1000);
    const c = client([
      {
        status: 403,
        headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset },
        body: { message: "API rate limit exceeded for user ID 1." },
      },
      ok,
    ]);
    await c.getRelease();
    expect(c.waits).toEqual([[31, "GitHub's rate limit"]]);
  });

  it("gives up when the next wait would go beyond host.max_rate_limit_wait, saying how long it waited", async () => {
    const c = client([secondary()], 300);
    const error = await c.getRelease().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitGaveUp);
    expect(error).toMatchObject({ waited: 180, waits: 2, next: 240, answer: { kind: "secondary" } });
    expect((error as RateLimitGaveUp).cause).toMatchObject({ status: 403 });
    expect(c.waits.map(([seconds]) => seconds)).toEqual([60, 120]);
    expect(c.seen).toHaveLength(3);
  });

  it("with no wait allowed, one request and no wait at all (the throttling plugin adds none)", async () => {
    const c = client([secondary()], 0);
    const error = await c.getRelease().catch((e: unknown) => e);
    expect(error).toMatchObject({ waited: 0, waits: 0, next: 60 });
    expect(c.seen).toHaveLength(1);
    expect(c.waits).toEqual([]);
  });

  it("keeps Octokit quiet: errors are translated and told once", () => {
    // Octokit's default warn and error are console's, bound when its module loads (no spy sees
    // them): each level must be releaser's own silent function.
    const { log } = client([ok]).github;
    expect([log.debug, log.info, log.warn, log.error].map((f) => f.name)).toEqual([
      "silent",
      "silent",
      "silent",
      "silent",
    ]);
  });

  it("retries a 502 after retryBaseMs, not a second", async () => {
    const { fetcher, seen } = scripted({ status: 502, body: { message: "Bad Gateway" } }, ok);
    const github = createGitHubClient({
      baseUrl: "https://api.github.test",
      token: "t",
      userAgent: "releaser-test",
      maxRateLimitWait: 0,
      onWait: () => {},
      retryBaseMs: 5,
      fetch: fetcher,
    });
    // The timers scheduled, not the wall clock (a loaded machine makes any time slow).
    const timers = vi.spyOn(globalThis, "setTimeout");
    let delays: number[] = [];
    try {
      await github.rest.repos.getReleaseByTag({ owner: "acme", repo: "widgets", tag: "v1.5.0" });
    } finally {
      delays = timers.mock.calls.map((call) => Number(call[1] ?? 0));
      timers.mockRestore();
    }
    expect(seen).toHaveLength(2);
    // The retry's wait was scheduled (retryBaseMs), and nothing of a second or more.
    expect(delays).toContain(5);
    expect(delays.filter((ms) => ms >= 900)).toEqual([]);
  });

  it("a request given its own signal is aborted by it (and by the time-out)", async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        const signal = init?.signal as AbortSignal;
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener("abort", () => reject(signal.reason));
      });
    const github = createGitHubClient({
      baseUrl: "https://api.github.test",
      token: "t",
      userAgent: "releaser-test",
      maxRateLimitWait: 0,
      onWait: () => {},
      retryBaseMs: 0,
      timeoutMs: 60_000,
      fetch: hanging,
    });
    const aborted = await github
      .request("GET /repos/{owner}/{repo}", {
        owner: "a",
        repo: "b",
        request: { signal: AbortSignal.abort() },
      })
      .catch((e: unknown) => e);
    expect(aborted).toBeInstanceOf(Error);
    const quick = createGitHubClient({
      baseUrl: "https://api.github.test",
      token: "t",
      userAgent: "releaser-test",
      maxRateLimitWait: 0,
      onWait: () => {},
      retryBaseMs: 0,
      timeoutMs: 20,
      fetch: hanging,
    });
    const timedOut = await quick
      .request("GET /repos/{owner}/{repo}", { owner: "a", repo: "b" })
      .catch((e: unknown) => e);
    expect(timedOut).toMatchObject({ status: 500 });
  });

  it("a 403 about permissions is not waited for, nor retried", async () => {
    const c = client([{ status: 403, body: { message: "Resource not accessible by integration" } }]);
    const error = await c.getRelease().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403 });
    expect(error).not.toBeInstanceOf(RateLimitGaveUp);
    expect(c.seen).toHaveLength(1);
    expect(c.waits).toEqual([]);
  });
});

describe("waitOutRateLimits", () => {
  const refusal = (status: number, message: string, headers: Record<string, string> = {}) =>
    Object.assign(new Error(message), { status, response: { headers, data: { message } } });

  it("runs once when the answer comes", async () => {
    let runs = 0;
    const result = await waitOutRateLimits(
      async () => {
        runs++;
        return "done";
      },
      { maxRateLimitWait: 300, onWait: () => {} },
    );
    expect(result).toBe("done");
    expect(runs).toBe(1);
  });

  it("scales each second of waiting by rateLimitSecondMs", async () => {
    const slept: number[] = [];
    let runs = 0;
    await waitOutRateLimits(
      async () => {
        if (runs++ < 1) throw refusal(403, "You have exceeded a secondary rate limit");
        return "done";
      },
      {
        maxRateLimitWait: 300,
        onWait: () => {},
        rateLimitSecondMs: 2,
        sleep: async (ms) => void slept.push(ms),
      },
    );
    expect(slept).toEqual([120]);
  });

  it("really sleeps by default, for rateLimitSecondMs per second", async () => {
    let runs = 0;
    // The timer it sets, not the wall clock (a loaded machine makes any time slow).
    const timers = vi.spyOn(globalThis, "setTimeout");
    let delays: number[] = [];
    try {
      await waitOutRateLimits(
        async () => {
          if (runs++ < 1) throw refusal(429, "Too Many Requests", { "retry-after": "2" });
          return "done";
        },
        { maxRateLimitWait: 300, onWait: () => {}, rateLimitSecondMs: 25 },
      );
    } finally {
      delays = timers.mock.calls.map((call) => Number(call[1] ?? 0));
      timers.mockRestore();
    }
    expect(runs).toBe(2);
    expect(delays).toContain(50);
  });

  it("reads the reset against the real clock by default", async () => {
    const waits: number[] = [];
    let runs = 0;
    await waitOutRateLimits(
      async () => {
        if (runs++ < 1) {
          const reset = String(Math.ceil(Date.now() / 1000) + 3);
          throw refusal(403, "API rate limit exceeded", {
            "x-ratelimit-remaining": "0",
            "x-ratelimit-reset": reset,
          });
        }
        return "done";
      },
      { maxRateLimitWait: 300, onWait: (seconds) => waits.push(seconds), sleep: async () => {} },
    );
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(3);
    expect(waits[0]).toBeLessThanOrEqual(5);
  });

  it("passes on what is no rate limit at once, thrown things that are no errors too", async () => {
    for (const thrown of [
      new Error("fetch failed"),
      "text",
      null,
      refusal(404, "Not Found"),
      { status: 403 },
    ]) {
      let runs = 0;
      const outcome = await waitOutRateLimits(
        async () => {
          runs++;
          throw thrown;
        },
        { maxRateLimitWait: 300, onWait: () => {}, sleep: async () => {} },
      ).catch((e: unknown) => e);
      expect(outcome).toBe(thrown);
      expect(runs).toBe(1);
    }
  });

  it("stops after the most waits however short they are", async () => {
    let runs = 0;
    const outcome = await waitOutRateLimits(
      async () => {
        runs++;
        throw refusal(429, "Too Many Requests", { "retry-after": "0" });
      },
      { maxRateLimitWait: 300, onWait: () => {}, sleep: async () => {} },
    ).catch((e: unknown) => e);
    expect(outcome).toMatchObject({ waits: 5, waited: 5 });
    expect(runs).toBe(6);
  });
});

describe("createGitHubClient: write requests spaced in rate-limit seconds", () => {
  /**
   * What the client hands its limiters when it sends `creates` releases (they notify people), then
   * `edits`: each group's kind and spacing, and the requests scheduled through it, in order.
   * What is scheduled is asserted, never measured gaps: a timer may fire a little early against
   * the clock a test reads, and a loaded machine stretches everything.
   */
  async function scheduledWrites(secondMs: number, creates: number, edits: number) {
    const groups: Array<{ kind: SpacedKind; minTime: number; options: unknown; jobs: number }> = [];
    const sent: string[] = [];
    const { fetcher } = scripted({ status: 201, body: { id: 1 } });
    const recorded: typeof fetch = async (input, init) => {
      if ((init?.method ?? "GET") !== "GET") sent.push(`${init?.method} ${new URL(String(input)).pathname}`);
      return fetcher(input, init);
    };
    const github = createGitHubClient({
      baseUrl: "https://api.github.test",
      token: "ghs_client_test",
      userAgent: "releaser-test",
      maxRateLimitWait: 300,
      onWait: () => {},
      retryBaseMs: 0,
      rateLimitSecondMs: secondMs,
      fetch: recorded,
      limiterGroup: (kind, minTime) => {
        const made = spaced(minTime);
        const record = {
          kind,
          minTime,
          options: (made as unknown as { limiterOptions: unknown }).limiterOptions,
          jobs: 0,
        };
        groups.push(record);
        made.on("created", (limiter: Bottleneck) => {
          limiter.on("executing", () => {
            record.jobs++;
          });
        });
        return made;
      },
    });
    for (let i = 0; i < creates; i++) {
      await github.rest.repos.createRelease({ owner: "acme", repo: "widgets", tag_name: `v1.${i}.0` });
    }
    for (let i = 0; i < edits; i++) {
      await github.rest.repos.updateRelease({ owner: "acme", repo: "widgets", release_id: 1, draft: false });
    }
    return { groups, sent };
  }

  it("one second between two writes, as GitHub asks (here a second of 60 ms): every write goes through a one-at-a-time limiter 60 ms apart", async () => {
    const { groups, sent } = await scheduledWrites(60, 0, 3);
    expect(sent).toEqual(Array(3).fill("PATCH /repos/acme/widgets/releases/1"));
    expect(groups).toEqual([
      {
        kind: "write",
        minTime: 60,
        options: expect.objectContaining({ maxConcurrent: 1, minTime: 60 }),
        jobs: 3,
      },
      {
        kind: "notifications",
        minTime: 180,
        options: expect.objectContaining({ maxConcurrent: 1, minTime: 180 }),
        jobs: 0,
      },
    ]);
  });

  it("three seconds between two requests that notify people (creating a release): both limiters", async () => {
    const { groups, sent } = await scheduledWrites(60, 2, 0);
    expect(sent).toEqual(Array(2).fill("POST /repos/acme/widgets/releases"));
    expect(groups).toEqual([
      {
        kind: "write",
        minTime: 60,
        options: expect.objectContaining({ maxConcurrent: 1, minTime: 60 }),
        jobs: 2,
      },
      {
        kind: "notifications",
        minTime: 180,
        options: expect.objectContaining({ maxConcurrent: 1, minTime: 180 }),
        jobs: 2,
      },
    ]);
  });

  it("the spacing is built from the rate-limit second: 1 s and 3 s by default, 1 ms and 3 ms for the tests", () => {
    expect(writeSpacingMs()).toEqual({ write: 1000, notifications: 3000 });
    expect(writeSpacingMs(1)).toEqual({ write: 1, notifications: 3 });
    expect(writeSpacingMs(60)).toEqual({ write: 60, notifications: 180 });
  });
});
