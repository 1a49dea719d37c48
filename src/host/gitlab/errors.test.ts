import { describe, expect, it } from "vitest";
import { AuthenticationError, GitHostError, RateLimitError, ReleaseError } from "../../core/errors.ts";
import {
  type ErrorContext,
  FIRST_UNANNOUNCED_WAIT,
  GitLabNoAnswer,
  GitLabRequestError,
  gitlabMessage,
  isConflict,
  MAX_WAITS,
  mayWait,
  nextWait,
  type Operation,
  RateLimitGaveUp,
  rateLimitMessage,
  rateLimitName,
  readRateLimit,
  toHostError,
} from "./errors.ts";

const context: ErrorContext = {
  apiUrl: "https://gitlab.com/api/v4",
  project: "acme/widgets",
  tokenVariable: "GITLAB_TOKEN",
  tokenKind: "private",
  maxRateLimitWait: 300,
  now: () => new Date("2025-11-21T10:00:00Z"),
};
const jobContext: ErrorContext = { ...context, tokenVariable: "CI_JOB_TOKEN", tokenKind: "job" };
const mergeRequest: Operation = { what: "create the merge request from releaser/main", needsApiToken: true };
const release: Operation = { what: "create the release for v1.5.0" };

const failure = (status: number, data: unknown, headers: Record<string, string> = {}) =>
  new GitLabRequestError("POST", "/projects/acme%2Fwidgets/merge_requests", status, headers, data);
const SIDE =
  "the fault is on GitLab's side or on the way to it: run again later, releaser picks up where it stopped";
const MR = "create the merge request from releaser/main";

/** Translates and checks what every translation keeps: one line, not recoverable, the cause. */
function translate(error: unknown, op: Operation = mergeRequest, ctx: ErrorContext = context): ReleaseError {
  const translated = toHostError(error, op, ctx);
  expect(translated.recoverable).toBe(false);
  expect(translated.cause).toBe(error);
  expect(translated.message).not.toContain("\n");
  return translated;
}

describe("toHostError", () => {
  it.each([
    [
      "401 with GitLab's words (the status it repeats left out)",
      failure(401, { message: "401 Unauthorized" }),
      AuthenticationError,
      `GitLab refused the token in GITLAB_TOKEN (401: Unauthorized) when trying to ${MR}; it is missing, expired or revoked: give a project or personal access token with the api scope in GITLAB_TOKEN`,
    ],
    [
      "401 without a body: the status's name",
      failure(401, ""),
      AuthenticationError,
      `GitLab refused the token in GITLAB_TOKEN (401: Unauthorized) when trying to ${MR}; it is missing, expired or revoked: give a project or personal access token with the api scope in GITLAB_TOKEN`,
    ],
    [
      "403 insufficient_scope: the api scope",
      failure(403, {
        error: "insufficient_scope",
        error_description: "The request requires higher privileges than provided by the access token.",
        scope: "api",
      }),
      AuthenticationError,
      `GitLab refused to ${MR} (403: insufficient_scope: The request requires higher privileges than provided by the access token.): the token in GITLAB_TOKEN lacks the api scope; give a project or personal access token with the api scope`,
    ],
    [
      "403 for a role too low",
      failure(403, { message: "403 Forbidden" }),
      AuthenticationError,
      `GitLab refused to ${MR} (403: Forbidden): the token's user has too low a role in project acme/widgets; it needs at least the Developer role (Manage → Members; a project access token's role is chosen when it is created)`,
    ],
    [
      "403 for a protected branch",
      failure(403, { message: "You are not allowed to push into this branch" }),
      AuthenticationError,
      `GitLab refused to ${MR} (403: You are not allowed to push into this branch): the branch or tag is protected and the token's user may not push or create it; allow that role under Settings → Repository → Protected branches or Protected tags, or use a token of someone allowed`,
    ],
    [
      "403 for a protected tag, said with a capital",
      failure(403, { message: "Protected tags cannot be updated." }),
      AuthenticationError,
      `GitLab refused to ${MR} (403: Protected tags cannot be updated.): the branch or tag is protected and the token's user may not push or create it; allow that role under Settings → Repository → Protected branches or Protected tags, or use a token of someone allowed`,
    ],
    [
      "404 of a project out of reach",
      failure(404, { message: "404 Project Not Found" }),
      GitHostError,
      `GitLab answered 404 when trying to ${MR} (GitLab says 404 both when project acme/widgets does not exist at https://gitlab.com/api/v4 and when the token in GITLAB_TOKEN cannot see it); check host.repository (or the origin remote) and the token's access`,
    ],
    [
      "409 is left to the caller and told with GitLab's words otherwise",
      failure(409, { message: ["Another open merge request already exists for this source branch: !7"] }),
      GitHostError,
      `GitLab refused to ${MR} (409: Another open merge request already exists for this source branch: !7)`,
    ],
    [
      "400 with a model's validation, fields named",
      failure(400, {
        message: { title: ["can't be blank", "is too short"], base: ["Source branch does not exist"] },
      }),
      GitHostError,
      `GitLab refused to ${MR} (400: title can't be blank; title is too short; Source branch does not exist)`,
    ],
    [
      "400 with Grape's {error}",
      failure(400, { error: "title is missing" }),
      GitHostError,
      `GitLab refused to ${MR} (400: title is missing)`,
    ],
    [
      "422 with a message",
      failure(422, { message: "Tag name invalid" }),
      GitHostError,
      `GitLab refused to ${MR} (422: Tag name invalid)`,
    ],
    [
      "410, another status",
      failure(410, { message: "410 Gone" }),
      GitHostError,
      `GitLab refused to ${MR} (410: Gone)`,
    ],
    [
      "499, just below the server errors",
      failure(499, "Client Closed Request"),
      GitHostError,
      `GitLab refused to ${MR} (499: Client Closed Request)`,
    ],
    [
      "400, just above the redirects",
      failure(400, {}),
      GitHostError,
      `GitLab refused to ${MR} (400: Bad Request)`,
    ],
    [
      "500 with an answer",
      failure(500, { message: "500 Internal Server Error" }),
      GitHostError,
      `GitLab did not answer when trying to ${MR}, even after retries (500: Internal Server Error); ${SIDE}`,
    ],
    [
      "502 with a proxy's HTML page",
      failure(502, "<html><body><h1>502 Bad Gateway</h1>\n</body></html>"),
      GitHostError,
      `GitLab did not answer when trying to ${MR}, even after retries (502: Bad Gateway); ${SIDE}`,
    ],
    [
      "no answer at all, after the retries",
      new GitLabNoAnswer(
        "POST",
        "/projects/acme%2Fwidgets/merge_requests",
        "fetch failed: other side closed",
        null,
      ),
      GitHostError,
      `GitLab did not answer when trying to ${MR}, even after retries (fetch failed: other side closed); ${SIDE}`,
    ],
    [
      "a redirect (not followed: the token would go with it)",
      failure(302, "", { location: "https://gitlab.example.com/api/v4/projects" }),
      GitHostError,
      `GitLab answered 302 (a redirect to https://gitlab.example.com/api/v4/projects) when trying to ${MR}; releaser sends its token to no other address: set host.api_url to the API's own address`,
    ],
    [
      "a redirect without a location",
      failure(300, ""),
      GitHostError,
      `GitLab answered 300 (a redirect to nowhere) when trying to ${MR}; releaser sends its token to no other address: set host.api_url to the API's own address`,
    ],
    [
      "399, the last redirect",
      failure(399, "", { location: "/elsewhere" }),
      GitHostError,
      `GitLab answered 399 (a redirect to /elsewhere) when trying to ${MR}; releaser sends its token to no other address: set host.api_url to the API's own address`,
    ],
    [
      "an error that is no answer of GitLab's",
      new TypeError("Invalid URL"),
      GitHostError,
      `could not ${MR} on GitLab (Invalid URL)`,
    ],
    [
      "something thrown that is no error",
      "socket hang up",
      GitHostError,
      `could not ${MR} on GitLab (socket hang up)`,
    ],
    ["null", null, GitHostError, `could not ${MR} on GitLab (null)`],
    [
      "an object with a status is no answer either",
      Object.assign(new Error("odd"), { status: 404 }),
      GitHostError,
      `could not ${MR} on GitLab (odd)`,
    ],
  ])("%s", (_name, error, type, message) => {
    const translated = translate(error);
    expect(translated).toBeInstanceOf(type);
    expect(translated.constructor).toBe(type);
    expect(translated.message).toBe(message);
  });

  it("a 403 names the role the call needs when it is not Developer", () => {
    const translated = translate(failure(403, { message: "403 Forbidden" }), {
      what: "protect the tag v1.5.0",
      role: "Maintainer",
    });
    expect(translated.message).toBe(
      "GitLab refused to protect the tag v1.5.0 (403: Forbidden): the token's user has too low a role in project acme/widgets; it needs at least the Maintainer role (Manage → Members; a project access token's role is chosen when it is created)",
    );
  });

  it("a 403 for a protected tag on creating a release (Releases::CreateService's words)", () => {
    const refusal = failure(403, { message: "You are not allowed to create this tag as it is protected." });
    expect(translate(refusal, release).message).toBe(
      "GitLab refused to create the release for v1.5.0 (403: You are not allowed to create this tag as it is protected.): the branch or tag is protected and the token's user may not push or create it; allow that role under Settings → Repository → Protected branches or Protected tags, or use a token of someone allowed",
    );
  });

  it("a scope or protection named in another status than 403 is told with GitLab's words", () => {
    expect(translate(failure(400, { error: "insufficient_scope" })).message).toBe(
      `GitLab refused to ${MR} (400: insufficient_scope)`,
    );
    expect(translate(failure(422, { message: "Protected branch cannot be the target" })).message).toBe(
      `GitLab refused to ${MR} (422: Protected branch cannot be the target)`,
    );
  });

  it("a success status thrown by mistake is no redirect", () => {
    expect(translate(failure(299, {})).message).toBe(`GitLab refused to ${MR} (299: )`);
    expect(translate(failure(204, { message: "odd" })).message).toBe(`GitLab refused to ${MR} (204: odd)`);
  });

  it("an insufficient_scope that is not GitLab's error field is a role too low", () => {
    const translated = translate(failure(403, { message: "insufficient_scope" }));
    expect(translated.message).toMatch(/: the token's user has too low a role in project acme\/widgets;/);
    expect(translate(failure(403, null)).message).toMatch(
      /^GitLab refused to .* \(403: Forbidden\): the token's user/,
    );
  });

  describe("with CI_JOB_TOKEN", () => {
    it.each([401, 403])("a %i where GitLab takes no job token says to give GITLAB_TOKEN", (status) => {
      const words = status === 401 ? "Unauthorized" : "Forbidden";
      const translated = translate(
        failure(status, { message: `${status} ${words}` }),
        mergeRequest,
        jobContext,
      );
      expect(translated).toBeInstanceOf(AuthenticationError);
      expect(translated.message).toBe(
        `GitLab does not let CI_JOB_TOKEN create the merge request from releaser/main (${status}: ${words}): give a project or personal access token with the api scope in GITLAB_TOKEN (a masked CI/CD variable)`,
      );
    });

    it("a 401 where GitLab takes the job token: it is valid only while its job runs", () => {
      const translated = translate(failure(401, { message: "401 Unauthorized" }), release, jobContext);
      expect(translated).toBeInstanceOf(AuthenticationError);
      expect(translated.message).toBe(
        "GitLab refused the job token in CI_JOB_TOKEN (401: Unauthorized) when trying to create the release for v1.5.0; a job token is valid only while its job runs: run the job again, or give a project or personal access token with the api scope in GITLAB_TOKEN",
      );
    });

    it("a 403 where GitLab takes the job token: the role of the user who started the pipeline", () => {
      expect(translate(failure(403, { message: "Access Denied" }), release, jobContext).message).toBe(
        "GitLab refused to create the release for v1.5.0 (403: Access Denied): the user who started the pipeline has too low a role in project acme/widgets; it needs at least the Developer role (Manage → Members; a project access token's role is chosen when it is created)",
      );
      const tag = failure(403, { message: "You are not allowed to create this tag as it is protected." });
      expect(translate(tag, release, jobContext).message).toBe(
        "GitLab refused to create the release for v1.5.0 (403: You are not allowed to create this tag as it is protected.): the branch or tag is protected and the user who started the pipeline may not push or create it; allow that role under Settings → Repository → Protected branches or Protected tags, or use a token of someone allowed",
      );
    });

    it("a 404: the job token reaches its own project and the allowlisted ones", () => {
      const translated = translate(failure(404, { message: "404 Project Not Found" }), release, jobContext);
      expect(translated).toBeInstanceOf(GitHostError);
      expect(translated.message).toBe(
        "GitLab answered 404 when trying to create the release for v1.5.0 (GitLab says 404 both when project acme/widgets does not exist at https://gitlab.com/api/v4 and when CI_JOB_TOKEN cannot reach it, as a job token reaches only its own project and those whose job token allowlist names it); check host.repository (or the origin remote) and the token's access",
      );
    });

    it("a 404, 409 or 5xx of a call that needs an API token is told as for any call", () => {
      expect(translate(failure(404, {}), mergeRequest, jobContext).message).toMatch(/^GitLab answered 404 /);
      expect(translate(failure(409, {}), mergeRequest, jobContext).message).toBe(
        `GitLab refused to ${MR} (409: Conflict)`,
      );
      expect(translate(failure(503, {}), mergeRequest, jobContext).message).toBe(
        `GitLab did not answer when trying to ${MR}, even after retries (503: Service Unavailable); ${SIDE}`,
      );
    });

    it("a personal token where GitLab takes no job token is told as a refused token", () => {
      expect(translate(failure(401, {}), mergeRequest, context).message).toMatch(
        /^GitLab refused the token in GITLAB_TOKEN \(401: Unauthorized\)/,
      );
    });
  });

  it("passes an already translated error through unchanged (the same object)", () => {
    const inner = new GitHostError("GitLab answered 404 when trying to look for the open merge request");
    expect(toHostError(inner, mergeRequest, context)).toBe(inner);
    const other = new ReleaseError("anything of releaser's own");
    expect(toHostError(other, mergeRequest, context)).toBe(other);
  });

  describe("a rate limit", () => {
    it.each([
      [
        "Retry-After: the time GitLab asked for",
        { "retry-after": "900" },
        "Retry later\n",
        "GitLab's rate limit stopped releaser from trying to create the merge request from releaser/main (429: Retry later); releaser waited 0 s, and GitLab asks for a wait of 900 s (until 10:15:00 UTC), beyond the 300 s releaser waits (host.max_rate_limit_wait): run again after that, releaser picks up where it stopped",
      ],
      [
        "RateLimit-Reset, with the throttle's name",
        {
          "ratelimit-reset": String(Date.parse("2025-11-21T10:20:00Z") / 1000),
          "ratelimit-name": "throttle_authenticated_api",
        },
        "Retry later",
        "GitLab's rate limit (throttle_authenticated_api) stopped releaser from trying to create the merge request from releaser/main (429: Retry later); releaser waited 0 s, and it resets at 10:20:00 UTC, in 1200 s, beyond the 300 s releaser waits (host.max_rate_limit_wait): run again after that, releaser picks up where it stopped",
      ],
      [
        "no header: a minute, longer each time",
        {},
        { message: { error: "This endpoint has been requested too many times. Try again later." } },
        "GitLab's rate limit stopped releaser from trying to create the merge request from releaser/main (429: This endpoint has been requested too many times. Try again later.); releaser waited 0 s, and the next wait (60 s, longer each time as GitLab names no time) would go beyond the 300 s releaser waits (host.max_rate_limit_wait): run again in a few minutes, releaser picks up where it stopped",
      ],
    ])("a 429 not waited for, %s", (_name, headers, body, message) => {
      const refusal = failure(429, body, headers);
      const translated = translate(refusal);
      expect(translated).toBeInstanceOf(RateLimitError);
      expect(translated.constructor).toBe(RateLimitError);
      expect(translated.message).toBe(message);
    });

    it("one the client stopped waiting for is said again with what the call was for", () => {
      const refusal = new GitLabRequestError(
        "GET",
        "/projects/acme%2Fwidgets/releases",
        429,
        {},
        "Retry later",
      );
      const stop = new RateLimitGaveUp({}, 180, 2, 240, refusal, new Date("2025-11-21T10:03:00Z"), 300);
      expect(stop).toBeInstanceOf(RateLimitError);
      expect(stop.cause).toBe(refusal);
      expect(stop.message).toBe(
        "GitLab's rate limit stopped releaser from trying to GET /projects/acme%2Fwidgets/releases (429: Retry later); releaser waited 180 s, and the next wait (240 s, longer each time as GitLab names no time) would go beyond the 300 s releaser waits for one request in all (host.max_rate_limit_wait): run again in a few minutes, releaser picks up where it stopped",
      );
      const translated = translate(
        stop,
        { what: "list the releases" },
        { ...context, maxRateLimitWait: 200 },
      );
      expect(translated).toBeInstanceOf(RateLimitError);
      expect(translated.constructor).toBe(RateLimitError);
      expect(translated.message).toBe(
        "GitLab's rate limit stopped releaser from trying to list the releases (429: Retry later); releaser waited 180 s, and the next wait (240 s, longer each time as GitLab names no time) would go beyond the 200 s releaser waits for one request in all (host.max_rate_limit_wait): run again in a few minutes, releaser picks up where it stopped",
      );
    });

    it("the times count from when the client gave up, not from the translation", () => {
      const refusal = failure(429, "Retry later", { "retry-after": "600" });
      const stop = new RateLimitGaveUp(
        { retryAfter: 600 },
        60,
        1,
        600,
        refusal,
        new Date("2025-11-21T09:00:00Z"),
        300,
      );
      expect(rateLimitMessage(stop, "list the releases", 300)).toBe(
        "GitLab's rate limit stopped releaser from trying to list the releases (429: Retry later); releaser waited 60 s, and GitLab asks for a wait of 600 s (until 09:10:00 UTC), beyond the 300 s releaser waits for one request in all (host.max_rate_limit_wait): run again after that, releaser picks up where it stopped",
      );
    });

    it("a reset already past counts as 0 s", () => {
      const resetAt = new Date("2025-11-21T09:59:00Z");
      const stop = new RateLimitGaveUp({ resetAt }, 0, 0, 1, failure(429, ""), context.now(), 0);
      expect(rateLimitMessage(stop, "read", 0)).toBe(
        "GitLab's rate limit stopped releaser from trying to read (429: Too Many Requests); releaser waited 0 s, and it resets at 09:59:00 UTC, in 0 s, beyond the 0 s releaser waits (host.max_rate_limit_wait): run again after that, releaser picks up where it stopped",
      );
    });

    it("after the most waits: GitLab still refuses", () => {
      const stop = new RateLimitGaveUp(
        { retryAfter: 1 },
        5,
        5,
        1,
        failure(429, "Retry later"),
        context.now(),
        300,
      );
      expect(rateLimitMessage(stop, "read", 300)).toBe(
        "GitLab's rate limit stopped releaser from trying to read (429: Retry later); releaser waited 5 s, and GitLab still refused after 5 waits: run again in a few minutes, releaser picks up where it stopped",
      );
      const fewer = new RateLimitGaveUp(
        { retryAfter: 1 },
        4,
        4,
        1,
        failure(429, "Retry later"),
        context.now(),
        300,
      );
      expect(rateLimitMessage(fewer, "read", 300)).toMatch(
        /and GitLab asks for a wait of 1 s \(until 10:00:01 UTC\)/,
      );
    });
  });
});

describe("GitLabRequestError and GitLabNoAnswer", () => {
  it("say the request, the status and GitLab's words, and keep the answer", () => {
    const error = new GitLabRequestError(
      "GET",
      "/projects/acme%2Fwidgets",
      404,
      { "x-request-id": "r1" },
      {
        message: "404 Project Not Found",
      },
    );
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("GitLabRequestError");
    expect(error.message).toBe("GET /projects/acme%2Fwidgets answered 404: Project Not Found");
    expect(error).toMatchObject({ method: "GET", status: 404, headers: { "x-request-id": "r1" } });
    const cause = new TypeError("fetch failed");
    const none = new GitLabNoAnswer("PUT", "/projects/1/packages/generic/w/1.0/a.whl", "timed out", cause);
    expect(none.name).toBe("GitLabNoAnswer");
    expect(none.message).toBe("PUT /projects/1/packages/generic/w/1.0/a.whl got no answer: timed out");
    expect(none.cause).toBe(cause);
    expect(none.reason).toBe("timed out");
  });
});

describe("isConflict", () => {
  it("is GitLab's 409 only", () => {
    expect(isConflict(failure(409, { message: "Release already exists" }))).toBe(true);
    expect(isConflict(failure(422, {}))).toBe(false);
    expect(isConflict(Object.assign(new Error("x"), { status: 409 }))).toBe(false);
    expect(isConflict(undefined)).toBe(false);
  });
});

describe("gitlabMessage", () => {
  it.each([
    ["a message", { message: "Release already exists" }, 409, "Release already exists"],
    ["a message repeating the status", { message: "404 Project Not Found" }, 404, "Project Not Found"],
    ["another status at its start is kept", { message: "404 Not found" }, 403, "404 Not found"],
    ["the status without a space after it is kept", { message: "404Project" }, 404, "404Project"],
    ["a list of messages", { message: ["first", "", "second"] }, 409, "first; second"],
    [
      "fields with their messages",
      { message: { title: ["can't be blank"], tag_name: "is invalid", base: ["one"], error: "two" } },
      400,
      "title can't be blank; tag_name is invalid; one; two",
    ],
    ["a field nested deeper says nothing", { message: { title: { deep: ["x"] } } }, 400, "Bad Request"],
    ["a field's message that is no text", { message: { title: [7, "ok"] } }, 400, "title ok"],
    [
      "a field with nothing to say among others",
      { message: { title: ["x"], other: { deep: 1 } } },
      400,
      "title x",
    ],
    ["a message that is null", { message: null }, 400, "Bad Request"],
    ["an empty message falls to error", { message: "", error: "title is missing" }, 400, "title is missing"],
    [
      "error with its description",
      { error: "invalid_token", error_description: "Token was revoked. You have to re-authorize." },
      401,
      "invalid_token: Token was revoked. You have to re-authorize.",
    ],
    [
      "error whose description is no text",
      { error: "invalid_token", error_description: 7 },
      401,
      "invalid_token",
    ],
    ["error that is no text", { error: 7 }, 400, "Bad Request"],
    ["a message that is a number", { message: 7 }, 400, "Bad Request"],
    ["a text body's first line, trimmed", "  Retry later\nsecond line\n", 429, "Retry later"],
    ["an HTML page", "\n  <!DOCTYPE html><p>oops</p>", 502, "Bad Gateway"],
    ["whitespace only", "   ", 503, "Service Unavailable"],
    ["null", null, 500, "Internal Server Error"],
    ["a number", 42, 500, "Internal Server Error"],
    ["a status without a name", undefined, 599, ""],
    ["the words trimmed", { message: "  spaced  " }, 400, "spaced"],
  ])("%s", (_name, data, status, words) => {
    expect(gitlabMessage(data, status)).toBe(words);
  });
});

describe("rate limits", () => {
  it("only a 429 is one (GitLab's 403 is about access)", () => {
    expect(readRateLimit(403, { "retry-after": "5" })).toBeUndefined();
    expect(readRateLimit(503, { "retry-after": "5" })).toBeUndefined();
    expect(readRateLimit(429, {})).toEqual({});
  });

  it("reads Retry-After, RateLimit-Reset and RateLimit-Name", () => {
    expect(
      readRateLimit(429, {
        "retry-after": " 30 ",
        "ratelimit-reset": "1763719200",
        "ratelimit-name": " throttle_authenticated_api ",
      }),
    ).toEqual({
      retryAfter: 30,
      resetAt: new Date("2025-11-21T10:00:00Z"),
      name: "throttle_authenticated_api",
    });
  });

  it("leaves out what is no whole number of seconds, a reset of 0 and an empty name", () => {
    expect(
      readRateLimit(429, {
        "retry-after": "Fri, 21 Nov 2025 10:00:00 GMT",
        "ratelimit-reset": "0",
        "ratelimit-name": " ",
      }),
    ).toEqual({});
    expect(readRateLimit(429, { "retry-after": "1.5", "ratelimit-reset": "-5" })).toEqual({});
    expect(readRateLimit(429, { "retry-after": "0" })).toStrictEqual({ retryAfter: 0 });
    expect(readRateLimit(429, { "retry-after": "5x" })).toStrictEqual({});
    expect(readRateLimit(429, { "retry-after": "x5" })).toStrictEqual({});
    expect(Object.keys(readRateLimit(429, {}) as object)).toEqual([]);
  });

  it("waits Retry-After, else until the reset and a second, else a minute doubled; never under a second", () => {
    const now = new Date("2025-11-21T10:00:00Z");
    expect(nextWait({ retryAfter: 30, resetAt: new Date("2025-11-21T11:00:00Z") }, 3, now)).toBe(30);
    expect(nextWait({ retryAfter: 0 }, 0, now)).toBe(1);
    expect(nextWait({ resetAt: new Date("2025-11-21T10:00:30Z") }, 0, now)).toBe(31);
    expect(nextWait({ resetAt: new Date("2025-11-21T10:00:29.200Z") }, 0, now)).toBe(31);
    expect(nextWait({ resetAt: new Date("2025-11-21T09:00:00Z") }, 0, now)).toBe(1);
    expect([0, 1, 2].map((waits) => nextWait({}, waits, now))).toEqual([60, 120, 240]);
    expect(FIRST_UNANNOUNCED_WAIT).toBe(60);
  });

  it("may wait while all waits fit the bound and fewer than the most were made", () => {
    expect(MAX_WAITS).toBe(5);
    expect(mayWait(60, 240, 1, 300)).toBe(true);
    expect(mayWait(61, 240, 1, 300)).toBe(false);
    expect(mayWait(1, 0, 4, 300)).toBe(true);
    expect(mayWait(1, 0, 5, 300)).toBe(false);
  });

  it("names the throttle when GitLab does", () => {
    expect(rateLimitName({})).toBe("GitLab's rate limit");
    expect(rateLimitName({ name: "throttle_authenticated_api" })).toBe(
      "GitLab's rate limit (throttle_authenticated_api)",
    );
  });
});
