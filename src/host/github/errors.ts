import { AuthenticationError, GitHostError, RateLimitError, ReleaseError } from "../../core/errors.ts";
import type { RepositoryId } from "../port.ts";

/** What a request was for, so a failure can say it (and which permission it needs). */
export interface Operation {
  /** An infinitive: "create the release pull request". */
  what: string;
  /** The Actions permission the call needs, e.g. `pull-requests: write`. */
  permission?: string;
}

export interface ErrorContext {
  apiUrl: string;
  repository: RepositoryId;
  tokenVariable: string;
  maxRateLimitWait: number;
  now: () => Date;
}

interface RequestErrorShape {
  status: number;
  message: string;
  response?: { headers?: Record<string, string | undefined>; data?: unknown };
}

function isRequestError(error: unknown): error is RequestErrorShape {
  return (
    typeof error === "object" && error !== null && typeof (error as { status?: unknown }).status === "number"
  );
}

/**
 * Translates a failed GitHub call into the spec 7 taxonomy, one line each with what to do:
 * 401 -> AuthenticationError; 403 for a missing permission -> AuthenticationError naming it; a
 * rate limit beyond the wait -> RateLimitError with the reset time; 404 -> GitHostError about the
 * repository or the token's reach; 422 -> GitHostError with GitHub's own words; 5xx, resets and
 * time-outs (already retried) -> GitHostError.
 */
export function toHostError(error: unknown, op: Operation, context: ErrorContext): ReleaseError {
  const repo = `${context.repository.owner}/${context.repository.repo}`;
  if (error instanceof ReleaseError) return error; // already translated by a nested call
  if (!isRequestError(error)) {
    const reason = error instanceof Error ? error.message : String(error);
    return new GitHostError(`could not ${op.what} on GitHub (${reason})`, { cause: error });
  }
  const headers = error.response?.headers ?? {};
  const message = githubMessage(error);
  const status = error.status;
  if (status === 401) {
    return new AuthenticationError(
      `GitHub refused the token in ${context.tokenVariable} (401 ${message || "Bad credentials"}) when trying to ${op.what}; it is wrong, expired or revoked: give a valid token`,
      { cause: error },
    );
  }
  if ((status === 403 || status === 429) && isRateLimit(headers, message)) {
    const reset = resetTime(headers, context.now());
    const when = reset
      ? `it resets at ${reset.toISOString().slice(11, 19)} UTC, in ${Math.max(0, Math.ceil((reset.getTime() - context.now().getTime()) / 1000))} s`
      : "it has no announced reset time";
    return new RateLimitError(
      `GitHub's rate limit stopped releaser from trying to ${op.what} (${status}: ${message}); ${when}, beyond the ${context.maxRateLimitWait} s releaser waits (host.max_rate_limit_wait): run again after that`,
      { cause: error },
    );
  }
  if (status === 403) {
    const permission = op.permission
      ? `; the token lacks the permission ${op.permission}: in GitHub Actions add it under "permissions:" in the workflow, or use a token that has it`
      : "; check the token's permissions";
    return new AuthenticationError(`GitHub refused to ${op.what} (403: ${message})${permission}`, {
      cause: error,
    });
  }
  if (status === 404) {
    return new GitHostError(
      `GitHub answered 404 when trying to ${op.what}: repository ${repo} does not exist at ${context.apiUrl}, or the token in ${context.tokenVariable} cannot see it; check host.repository (or the origin remote) and the token's access`,
      { cause: error },
    );
  }
  if (status === 422) {
    return new GitHostError(`GitHub refused to ${op.what} (422: ${message})`, { cause: error });
  }
  if (status >= 500 || status === 429) {
    const reason = status === 500 && !error.response ? message : `${status} ${message}`.trim();
    return new GitHostError(
      `GitHub did not answer when trying to ${op.what}, even after retries (${reason}); it may be down or unreachable: run again later, releaser picks up where it stopped`,
      { cause: error },
    );
  }
  return new GitHostError(`GitHub refused to ${op.what} (${status}: ${message})`, { cause: error });
}

/** GitHub's `message`, with the `errors[]` details of a 422 ("Validation Failed: A pull request already exists..."). */
export function githubMessage(error: RequestErrorShape): string {
  const data = error.response?.data;
  if (typeof data !== "object" || data === null)
    return error.message.replace(/ - https:\/\/docs\.github\.com\S*$/, "");
  const body = data as { message?: unknown; errors?: unknown };
  const parts: string[] = [];
  if (typeof body.message === "string") parts.push(body.message);
  if (Array.isArray(body.errors)) {
    for (const item of body.errors) {
      if (typeof item === "string") parts.push(item);
      else if (typeof item === "object" && item !== null) {
        const e = item as { message?: unknown; code?: unknown; field?: unknown; resource?: unknown };
        if (typeof e.message === "string") parts.push(e.message);
        else if (typeof e.code === "string")
          parts.push([e.resource, e.field, e.code].filter((x) => typeof x === "string").join(" "));
      }
    }
  }
  return parts.join(": ") || error.message;
}

function isRateLimit(headers: Record<string, string | undefined>, message: string): boolean {
  return (
    headers["x-ratelimit-remaining"] === "0" ||
    headers["retry-after"] !== undefined ||
    /rate limit/i.test(message)
  );
}

function resetTime(headers: Record<string, string | undefined>, now: Date): Date | undefined {
  const retryAfter = Number(headers["retry-after"]);
  if (Number.isFinite(retryAfter) && headers["retry-after"] !== undefined)
    return new Date(now.getTime() + retryAfter * 1000);
  const reset = Number(headers["x-ratelimit-reset"]);
  return Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : undefined;
}
