import { describe, expect, it } from "vitest";
import { AuthenticationError, GitHostError, RateLimitError, ReleaseError } from "../../core/errors.ts";
import { githubMessage, toHostError } from "./errors.ts";
import { RateLimitGaveUp } from "./rate-limit.ts";

const context = {
  apiUrl: "https://api.github.com",
  repository: { owner: "acme", repo: "widgets" },
  tokenVariable: "GITHUB_TOKEN",
  maxRateLimitWait: 300,
  now: () => new Date("2025-11-21T10:00:00Z"),
};
const op = { what: "create the pull request from releaser/main", permission: "pull-requests: write" };
const createRelease = {
  what: "create the release for v1.5.0",
  permission: "contents: write",
  kind: "create-release" as const,
};

const failure = (status: number, data: unknown, headers: Record<string, string> = {}) =>
  Object.assign(new Error(`HttpError ${status}`), { status, response: { headers, data } });
const SECONDARY = "You have exceeded a secondary rate limit";
const WORKFLOW_FIX =
  "the tag is already pushed: run releaser release again with a token that may (a personal access token with the workflow scope, or a GitHub App token with Workflows: write), releaser picks up where it stopped";

/** Translates and checks what every translation keeps: one line, not recoverable, the cause. */
function translate(error: unknown, operation: Parameters<typeof toHostError>[1] = op): ReleaseError {
  const translated = toHostError(error, operation, context);
  expect(translated.recoverable).toBe(false);
  expect(translated.cause).toBe(error);
  expect(translated.message).not.toContain("\n");
  return translated;
}

describe("toHostError", () => {
  it.each([
    [
      "401 with GitHub's words",
      failure(401, { message: "Bad credentials" }),
      AuthenticationError,
      "GitHub refused the token in GITHUB_TOKEN (401 Bad credentials) when trying to create the pull request from releaser/main; it is wrong, expired or revoked: give a valid token",
    ],
    [
      "401 without a message",
      failure(401, ""),
      AuthenticationError,
      "GitHub refused the token in GITHUB_TOKEN (401 HttpError 401) when trying to create the pull request from releaser/main; it is wrong, expired or revoked: give a valid token",
    ],
    [
      "401 with an empty message",
      Object.assign(new Error(""), { status: 401 }),
      AuthenticationError,
      "GitHub refused the token in GITHUB_TOKEN (401 Bad credentials) when trying to create the pull request from releaser/main; it is wrong, expired or revoked: give a valid token",
    ],
    [
      "403 for a missing permission",
      failure(403, { message: "Resource not accessible by integration" }),
      AuthenticationError,
      'GitHub refused to create the pull request from releaser/main (403: Resource not accessible by integration); the token lacks the permission pull-requests: write: in GitHub Actions add it under "permissions:" in the workflow, or use a token that has it',
    ],
    [
      "403 with the Actions pull-request setting off",
      failure(403, {
        message: "GitHub Actions is not permitted to create or approve pull requests.",
        documentation_url: "https://docs.github.com/rest/pulls/pulls#create-a-pull-request",
        status: "403",
      }),
      AuthenticationError,
      `GitHub refused to create the pull request from releaser/main (403: GitHub Actions is not permitted to create or approve pull requests.): the repository does not let GitHub Actions create pull requests; turn on "Allow GitHub Actions to create and approve pull requests" in the repository's Settings → Actions → General → Workflow permissions (an organisation can lock it off: then in the organisation's Settings → Actions → General), or give a personal access token or a GitHub App token in GITHUB_TOKEN instead`,
    ],
    [
      "the primary limit (x-ratelimit-remaining 0) with its reset",
      failure(
        403,
        { message: "API rate limit exceeded for user ID 1." },
        {
          "x-ratelimit-remaining": "0",
          "x-ratelimit-reset": String(Date.parse("2025-11-21T10:20:00Z") / 1000),
        },
      ),
      RateLimitError,
      "GitHub's rate limit stopped releaser from trying to create the pull request from releaser/main (403: API rate limit exceeded for user ID 1.); it resets at 10:20:00 UTC, in 1200 s, beyond the 300 s releaser waits (host.max_rate_limit_wait): run again after that",
    ],
    [
      "a secondary limit with retry-after",
      failure(429, { message: SECONDARY }, { "retry-after": "900" }),
      RateLimitError,
      "GitHub's secondary rate limit stopped releaser from trying to create the pull request from releaser/main (429: You have exceeded a secondary rate limit); releaser waited 0 s, and GitHub asks for a wait of 900 s (until 10:15:00 UTC), beyond the 300 s releaser waits (host.max_rate_limit_wait): run again after that, releaser picks up where it stopped",
    ],
    [
      "a secondary limit by its message alone",
      failure(403, { message: SECONDARY }),
      RateLimitError,
      "GitHub's secondary rate limit stopped releaser from trying to create the pull request from releaser/main (403: You have exceeded a secondary rate limit); releaser waited 0 s, and the next wait (60 s, longer each time as GitHub advises when it names no time) would go beyond the 300 s releaser waits (host.max_rate_limit_wait): run again in a few minutes, releaser picks up where it stopped",
    ],
    [
      "a 429 without headers",
      failure(429, { message: "Too Many Requests" }),
      RateLimitError,
      "GitHub's secondary rate limit stopped releaser from trying to create the pull request from releaser/main (429: Too Many Requests); releaser waited 0 s, and the next wait (60 s, longer each time as GitHub advises when it names no time) would go beyond the 300 s releaser waits (host.max_rate_limit_wait): run again in a few minutes, releaser picks up where it stopped",
    ],
    [
      "404 of a repository out of reach",
      failure(404, { message: "Not Found" }),
      GitHostError,
      "GitHub answered 404 when trying to create the pull request from releaser/main: repository acme/widgets does not exist at https://api.github.com, or the token in GITHUB_TOKEN cannot see it; check host.repository (or the origin remote) and the token's access",
    ],
    [
      "422 with {resource, code, message}",
      failure(422, {
        message: "Validation Failed",
        errors: [
          { resource: "PullRequest", code: "custom", message: "No commits between main and releaser/main" },
        ],
      }),
      GitHostError,
      "GitHub refused to create the pull request from releaser/main (422: Validation Failed: No commits between main and releaser/main)",
    ],
    [
      "422 with {resource, field, code}",
      failure(422, {
        message: "Validation Failed",
        errors: [{ resource: "ReleaseAsset", code: "already_exists", field: "name" }],
      }),
      GitHostError,
      "GitHub refused to create the pull request from releaser/main (422: Validation Failed: ReleaseAsset name already_exists)",
    ],
    [
      "422 with a string error",
      failure(422, {
        message: "Validation Failed",
        errors: ["Cannot upload assets to an immutable release."],
      }),
      GitHostError,
      "GitHub refused to create the pull request from releaser/main (422: Validation Failed: Cannot upload assets to an immutable release.)",
    ],
    [
      "502 with an answer",
      failure(502, { message: "Bad Gateway" }),
      GitHostError,
      "GitHub did not answer when trying to create the pull request from releaser/main, even after retries (502 Bad Gateway); it may be down or unreachable: run again later, releaser picks up where it stopped",
    ],
    [
      "500 with an answer",
      failure(500, { message: "Internal Server Error" }),
      GitHostError,
      "GitHub did not answer when trying to create the pull request from releaser/main, even after retries (500 Internal Server Error); it may be down or unreachable: run again later, releaser picks up where it stopped",
    ],
    [
      "a connection cut (Octokit's 500 without an answer)",
      Object.assign(new Error("other side closed"), { status: 500 }),
      GitHostError,
      "GitHub did not answer when trying to create the pull request from releaser/main, even after retries (other side closed); it may be down or unreachable: run again later, releaser picks up where it stopped",
    ],
    [
      "503 without an answer",
      Object.assign(new Error("Service Unavailable"), { status: 503 }),
      GitHostError,
      "GitHub did not answer when trying to create the pull request from releaser/main, even after retries (503 Service Unavailable); it may be down or unreachable: run again later, releaser picks up where it stopped",
    ],
    [
      "422 with the Actions setting's words is told as a 422",
      failure(422, { message: "GitHub Actions is not permitted to create or approve pull requests." }),
      GitHostError,
      "GitHub refused to create the pull request from releaser/main (422: GitHub Actions is not permitted to create or approve pull requests.)",
    ],
    [
      "a 403 without any message",
      { status: 403 },
      AuthenticationError,
      'GitHub refused to create the pull request from releaser/main (403: ); the token lacks the permission pull-requests: write: in GitHub Actions add it under "permissions:" in the workflow, or use a token that has it',
    ],
    [
      "another status",
      failure(410, { message: "Gone" }),
      GitHostError,
      "GitHub refused to create the pull request from releaser/main (410: Gone)",
    ],
    [
      "499, just below the server errors",
      failure(499, { message: "Client Closed" }),
      GitHostError,
      "GitHub refused to create the pull request from releaser/main (499: Client Closed)",
    ],
    [
      "an error without a status",
      new TypeError("fetch failed"),
      GitHostError,
      "could not create the pull request from releaser/main on GitHub (fetch failed)",
    ],
    [
      "something thrown that is no error",
      "socket hang up",
      GitHostError,
      "could not create the pull request from releaser/main on GitHub (socket hang up)",
    ],
    ["null", null, GitHostError, "could not create the pull request from releaser/main on GitHub (null)"],
    [
      "a status that is not a number",
      Object.assign(new Error("odd"), { status: "404" }),
      GitHostError,
      "could not create the pull request from releaser/main on GitHub (odd)",
    ],
  ])("%s", (_name, error, type, message) => {
    const translated = translate(error);
    expect(translated).toBeInstanceOf(type);
    expect(translated.constructor).toBe(type);
    expect(translated.message).toBe(message);
  });

  it("a 403 without a known permission points at the token's permissions", () => {
    const translated = translate(failure(403, { message: "Forbidden" }), { what: "read" });
    expect(translated).toBeInstanceOf(AuthenticationError);
    expect(translated.message).toBe("GitHub refused to read (403: Forbidden); check the token's permissions");
  });

  it("passes an already translated error through unchanged (the same object)", () => {
    const inner = new GitHostError("GitHub answered 404 when trying to look for the open pull request");
    expect(toHostError(inner, op, context)).toBe(inner);
    const other = new ReleaseError("anything of releaser's own");
    expect(toHostError(other, op, context)).toBe(other);
  });

  describe("create-release", () => {
    it("a 404 is GitHub's rule for a commit that changes workflow files: the tag is pushed, run again with a token that may", () => {
      const translated = translate(failure(404, { message: "Not Found" }), createRelease);
      expect(translated).toBeInstanceOf(AuthenticationError);
      expect(translated.message).toBe(
        `GitHub answered 404 when trying to create the release for v1.5.0, as it does when the release's commit changes files under .github/workflows/ and the token in GITHUB_TOKEN may not change workflows (a workflow's own GITHUB_TOKEN never may); ${WORKFLOW_FIX}`,
      );
    });

    it("a 403 'Resource not accessible by integration' is the missing permission or that rule", () => {
      const refusal = failure(
        403,
        { message: "Resource not accessible by integration" },
        { "x-accepted-github-permissions": "contents=write; contents=write,workflows=write" },
      );
      expect(translate(refusal, createRelease).message).toBe(
        `GitHub refused to create the release for v1.5.0 (403: Resource not accessible by integration): the token lacks contents: write (add it under "permissions:" in the workflow), or the release's commit changes files under .github/workflows/ and the token in GITHUB_TOKEN may not change workflows (a workflow's own GITHUB_TOKEN never may); ${WORKFLOW_FIX}`,
      );
      const { permission: _, ...withoutPermission } = createRelease;
      expect(translate(refusal, withoutPermission).message).toBe(
        `GitHub refused to create the release for v1.5.0 (403: Resource not accessible by integration): the release's commit changes files under .github/workflows/ and the token in GITHUB_TOKEN may not change workflows (a workflow's own GITHUB_TOKEN never may); ${WORKFLOW_FIX}`,
      );
    });

    it("another 403, a 422 and a rate limit are told as for any call", () => {
      expect(translate(failure(403, { message: "Must have admin rights" }), createRelease).message).toBe(
        'GitHub refused to create the release for v1.5.0 (403: Must have admin rights); the token lacks the permission contents: write: in GitHub Actions add it under "permissions:" in the workflow, or use a token that has it',
      );
      expect(translate(failure(422, { message: "Validation Failed" }), createRelease).message).toBe(
        "GitHub refused to create the release for v1.5.0 (422: Validation Failed)",
      );
      expect(
        translate(failure(422, { message: "Resource not accessible by integration" }), createRelease).message,
      ).toBe("GitHub refused to create the release for v1.5.0 (422: Resource not accessible by integration)");
      expect(translate(failure(403, { message: SECONDARY }), createRelease)).toBeInstanceOf(RateLimitError);
    });

    it("a 404 of any other call keeps the wording about the repository", () => {
      expect(translate(failure(404, { message: "Not Found" }), { what: "update release 7" }).message).toMatch(
        /^GitHub answered 404 when trying to update release 7: repository acme\/widgets does not exist/,
      );
    });
  });

  describe("a rate limit the client stopped waiting for", () => {
    const gaveUp = (
      refusal: ReturnType<typeof failure>,
      answer: ConstructorParameters<typeof RateLimitGaveUp>[0],
      waited: number,
      waits: number,
      next: number,
    ) => new RateLimitGaveUp(answer, waited, waits, next, refusal);

    it("says it was the secondary limit, how long releaser waited, and to run again later", () => {
      const stop = gaveUp(failure(403, { message: SECONDARY }), { kind: "secondary" }, 180, 2, 240);
      const translated = translate(stop);
      expect(translated).toBeInstanceOf(RateLimitError);
      expect(translated.message).toBe(
        "GitHub's secondary rate limit stopped releaser from trying to create the pull request from releaser/main (403: You have exceeded a secondary rate limit); releaser waited 180 s, and the next wait (240 s, longer each time as GitHub advises when it names no time) would go beyond the 300 s releaser waits for one request in all (host.max_rate_limit_wait): run again in a few minutes, releaser picks up where it stopped",
      );
      expect(translated.message).not.toMatch(/no announced reset/);
    });

    it("with retry-after: the time GitHub asked for", () => {
      const stop = gaveUp(
        failure(429, { message: SECONDARY }, { "retry-after": "600" }),
        { kind: "secondary", retryAfter: 600 },
        60,
        1,
        600,
      );
      expect(translate(stop).message).toBe(
        "GitHub's secondary rate limit stopped releaser from trying to create the pull request from releaser/main (429: You have exceeded a secondary rate limit); releaser waited 60 s, and GitHub asks for a wait of 600 s (until 10:10:00 UTC), beyond the 300 s releaser waits for one request in all (host.max_rate_limit_wait): run again after that, releaser picks up where it stopped",
      );
    });

    it("the primary limit after a wait: the reset", () => {
      const reset = new Date("2025-11-21T10:30:00Z");
      const stop = gaveUp(
        failure(403, { message: "API rate limit exceeded for user ID 1." }, { "x-ratelimit-remaining": "0" }),
        { kind: "primary", resetAt: reset },
        120,
        1,
        1801,
      );
      expect(translate(stop).message).toBe(
        "GitHub's rate limit stopped releaser from trying to create the pull request from releaser/main (403: API rate limit exceeded for user ID 1.); releaser waited 120 s, and it resets at 10:30:00 UTC, in 1800 s, beyond the 300 s releaser waits for one request in all (host.max_rate_limit_wait): run again after that",
      );
    });

    it("a reset already past counts as 0 s", () => {
      const stop = gaveUp(
        failure(403, { message: "API rate limit exceeded" }, { "x-ratelimit-remaining": "0" }),
        { kind: "primary", resetAt: new Date("2025-11-21T09:59:00Z") },
        0,
        0,
        1,
      );
      expect(translate(stop).message).toContain("it resets at 09:59:00 UTC, in 0 s, beyond the 300 s");
    });

    it("after the most waits: GitHub still refuses", () => {
      const stop = gaveUp(
        failure(403, { message: SECONDARY }),
        { kind: "secondary", retryAfter: 1 },
        5,
        5,
        1,
      );
      expect(translate(stop).message).toBe(
        "GitHub's secondary rate limit stopped releaser from trying to create the pull request from releaser/main (403: You have exceeded a secondary rate limit); releaser waited 5 s, and GitHub still refused after 5 waits: run again in a few minutes, releaser picks up where it stopped",
      );
    });
  });
});

describe("githubMessage", () => {
  const shape = (data: unknown, message = "HttpError") => ({ status: 422, message, response: { data } });

  it("GitHub's message, with each of the errors[] shapes after it", () => {
    expect(
      githubMessage(
        shape({
          message: "Validation Failed",
          errors: [
            "plain words",
            { message: "its own message", code: "custom" },
            { resource: "Release", field: "tag_name", code: "already_exists" },
            { resource: "Release", code: "missing" },
            { field: 7, code: "invalid" },
            { resource: "Release" },
            null,
            42,
          ],
        }),
      ),
    ).toBe(
      "Validation Failed: plain words: its own message: Release tag_name already_exists: Release missing: invalid",
    );
  });

  it("the errors alone, without a message", () => {
    expect(githubMessage(shape({ errors: [{ message: "only this" }] }))).toBe("only this");
  });

  it("errors that are not a list are left out", () => {
    expect(githubMessage(shape({ message: "Validation Failed", errors: "nope" }))).toBe("Validation Failed");
  });

  it("the error's own message when the body says nothing", () => {
    expect(githubMessage(shape({}, "HttpError: nothing"))).toBe("HttpError: nothing");
    expect(githubMessage(shape({ message: 7 }, "fallback"))).toBe("fallback");
  });

  it("without a JSON body: the error's message without Octokit's documentation link", () => {
    expect(
      githubMessage({
        status: 403,
        message: "Forbidden - https://docs.github.com/rest/pulls/pulls#create-a-pull-request",
        response: { data: "Forbidden" },
      }),
    ).toBe("Forbidden");
    expect(githubMessage({ status: 500, message: "other side closed" })).toBe("other side closed");
    expect(githubMessage({ status: 502, message: "Bad Gateway", response: { data: null } })).toBe(
      "Bad Gateway",
    );
    expect(githubMessage({ status: 403 } as Parameters<typeof githubMessage>[0])).toBe("");
    expect(githubMessage({ status: 403, message: "a - https://docs.github.com/x then more" })).toBe(
      "a - https://docs.github.com/x then more",
    );
    expect(githubMessage({ status: 403, message: "see https://docs.github.com/x in the middle" })).toBe(
      "see https://docs.github.com/x in the middle",
    );
    expect(githubMessage({ status: 403, message: "a - https://example.com/docs" })).toBe(
      "a - https://example.com/docs",
    );
  });
});
