import { describe, expect, it } from "vitest";
import { AuthenticationError, GitHostError, RateLimitError } from "../../core/errors.ts";
import { toHostError } from "./errors.ts";

const context = {
  apiUrl: "https://api.github.com",
  repository: { owner: "acme", repo: "widgets" },
  tokenVariable: "GITHUB_TOKEN",
  maxRateLimitWait: 300,
  now: () => new Date("2025-11-21T10:00:00Z"),
};
const op = { what: "create the pull request from releaser/main", permission: "pull-requests: write" };

const failure = (status: number, data: unknown, headers: Record<string, string> = {}) =>
  Object.assign(new Error(`HttpError ${status}`), { status, response: { headers, data } });

describe("toHostError", () => {
  it.each([
    [
      failure(401, { message: "Bad credentials" }),
      AuthenticationError,
      "GitHub refused the token in GITHUB_TOKEN (401 Bad credentials) when trying to create the pull request from releaser/main; it is wrong, expired or revoked: give a valid token",
    ],
    [
      failure(403, { message: "Resource not accessible by integration" }),
      AuthenticationError,
      'GitHub refused to create the pull request from releaser/main (403: Resource not accessible by integration); the token lacks the permission pull-requests: write: in GitHub Actions add it under "permissions:" in the workflow, or use a token that has it',
    ],
    [
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
      failure(429, { message: "You have exceeded a secondary rate limit" }, { "retry-after": "900" }),
      RateLimitError,
      "GitHub's rate limit stopped releaser from trying to create the pull request from releaser/main (429: You have exceeded a secondary rate limit); it resets at 10:15:00 UTC, in 900 s, beyond the 300 s releaser waits (host.max_rate_limit_wait): run again after that",
    ],
    [
      failure(404, { message: "Not Found" }),
      GitHostError,
      "GitHub answered 404 when trying to create the pull request from releaser/main: repository acme/widgets does not exist at https://api.github.com, or the token in GITHUB_TOKEN cannot see it; check host.repository (or the origin remote) and the token's access",
    ],
    [
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
      failure(422, {
        message: "Validation Failed",
        errors: [{ resource: "ReleaseAsset", code: "already_exists", field: "name" }],
      }),
      GitHostError,
      "GitHub refused to create the pull request from releaser/main (422: Validation Failed: ReleaseAsset name already_exists)",
    ],
    [
      failure(502, { message: "Bad Gateway" }),
      GitHostError,
      "GitHub did not answer when trying to create the pull request from releaser/main, even after retries (502 Bad Gateway); it may be down or unreachable: run again later, releaser picks up where it stopped",
    ],
    [
      Object.assign(new Error("other side closed"), { status: 500 }),
      GitHostError,
      "GitHub did not answer when trying to create the pull request from releaser/main, even after retries (other side closed); it may be down or unreachable: run again later, releaser picks up where it stopped",
    ],
  ])("%#", (error, type, message) => {
    const translated = toHostError(error, op, context);
    expect(translated).toBeInstanceOf(type);
    expect(translated.message).toBe(message);
    expect(translated.recoverable).toBe(false);
  });

  it("a 403 without a known permission points at the token's permissions", () => {
    expect(toHostError(failure(403, { message: "Forbidden" }), { what: "read" }, context).message).toBe(
      "GitHub refused to read (403: Forbidden); check the token's permissions",
    );
  });
});
