import { AuthenticationError, GitHostError, RateLimitError, ReleaseError } from "../../core/errors.ts";
import type { RepositoryId } from "../port.ts";
import {
  MAX_WAITS,
  nextWait,
  type RateLimitAnswer,
  RateLimitGaveUp,
  rateLimitName,
  readRateLimit,
} from "./rate-limit.ts";

/** What a request was for, so a failure can say it (and which permission it needs). */
export interface Operation {
  /** An infinitive: "create the release pull request". */
  what: string;
  /** The Actions permission the call needs, e.g. `pull-requests: write`. */
  permission?: string;
  /**
   * A call whose refusals GitHub gives a meaning of its own: `create-release` (a 404, or a 403
   * "Resource not accessible by integration", also means the release's commit changes workflow
   * files and the token may not; the tag is pushed by then).
   */
  kind?: "create-release";
}

export interface ErrorContext {
  apiUrl: string;
  repository: RepositoryId;
  tokenVariable: string;
  maxRateLimitWait: number;
  now: () => Date;
}

export interface RequestErrorShape {
  status: number;
  message: string;
  response?: { headers?: Record<string, string | undefined>; data?: unknown };
}

export function isRequestError(error: unknown): error is RequestErrorShape {
  return typeof (error as { status?: unknown } | null | undefined)?.status === "number";
}

/**
 * Translates a failed GitHub call into the spec 7 taxonomy, one line each with what to do:
 * 401 -> AuthenticationError; a rate limit releaser stopped waiting for (403 or 429) ->
 * RateLimitError saying which limit, how long was waited and when to run again; 403 for the
 * Actions pull-request setting, or a missing permission -> AuthenticationError naming the
 * setting or the permission; create-release's 404 (or 403) for a commit that changes workflow
 * files -> AuthenticationError; another 404 -> GitHostError about the repository or the token's
 * reach; 422 and the rest -> GitHostError with GitHub's own words; 5xx, resets and time-outs (already
 * retried) -> GitHostError.
 */
export function toHostError(error: unknown, op: Operation, context: ErrorContext): ReleaseError {
  if (error instanceof ReleaseError) return error; // already translated by a nested call
  if (error instanceof RateLimitGaveUp) return rateLimitError(error, op, context, error);
  if (!isRequestError(error)) {
    const reason = error instanceof Error ? error.message : String(error);
    return new GitHostError(`could not ${op.what} on GitHub (${reason})`, { cause: error });
  }
  const message = githubMessage(error);
  const status = error.status;
  if (status === 401) {
    return new AuthenticationError(
      `GitHub refused the token in ${context.tokenVariable} (401 ${message || "Bad credentials"}) when trying to ${op.what}; it is wrong, expired or revoked: give a valid token`,
      { cause: error },
    );
  }
  const limit = readRateLimit(status, error.response?.headers ?? {}, message);
  if (limit !== undefined) {
    // Not waited out by the client (one built without it): said as a limit met at once.
    const gaveUp = new RateLimitGaveUp(limit, 0, 0, nextWait(limit, 0, context.now()), error);
    return rateLimitError(gaveUp, op, context, error);
  }
  if (status === 403 && ACTIONS_MAY_NOT_CREATE_PULLS.test(message)) {
    return new AuthenticationError(
      `GitHub refused to ${op.what} (403: ${message}): the repository does not let GitHub Actions create pull requests; turn on "Allow GitHub Actions to create and approve pull requests" in the repository's Settings → Actions → General → Workflow permissions (an organisation can lock it off: then in the organisation's Settings → Actions → General), or give a personal access token or a GitHub App token in ${context.tokenVariable} instead`,
      { cause: error },
    );
  }
  if (op.kind === "create-release" && status === 404) {
    return new AuthenticationError(
      `GitHub answered 404 when trying to ${op.what}, as it does when ${WORKFLOW_RULE(context)}; ${PUSHED_RUN_AGAIN}`,
      { cause: error },
    );
  }
  if (op.kind === "create-release" && status === 403 && NOT_ACCESSIBLE.test(message)) {
    const permission = op.permission
      ? `the token lacks ${op.permission} (add it under "permissions:" in the workflow), or `
      : "";
    return new AuthenticationError(
      `GitHub refused to ${op.what} (403: ${message}): ${permission}${WORKFLOW_RULE(context)}; ${PUSHED_RUN_AGAIN}`,
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
    const repo = `${context.repository.owner}/${context.repository.repo}`;
    return new GitHostError(
      `GitHub answered 404 when trying to ${op.what}: repository ${repo} does not exist at ${context.apiUrl}, or the token in ${context.tokenVariable} cannot see it; check host.repository (or the origin remote) and the token's access`,
      { cause: error },
    );
  }
  if (status >= 500) {
    const reason = status === 500 && !error.response ? message : `${status} ${message}`;
    return new GitHostError(
      `GitHub did not answer when trying to ${op.what}, even after retries (${reason}); it may be down or unreachable: run again later, releaser picks up where it stopped`,
      { cause: error },
    );
  }
  return new GitHostError(`GitHub refused to ${op.what} (${status}: ${message})`, { cause: error });
}

/** GitHub's words when "Allow GitHub Actions to create and approve pull requests" is off. */
const ACTIONS_MAY_NOT_CREATE_PULLS = /GitHub Actions is not permitted to create or approve pull requests/i;
/** GitHub's words for a token (an Actions or App token) without the permission a call needs. */
const NOT_ACCESSIBLE = /Resource not accessible by integration/i;
/** GitHub's rule for create-release (its API description of `repos/create-release`). */
const WORKFLOW_RULE = (context: ErrorContext) =>
  `the release's commit changes files under .github/workflows/ and the token in ${context.tokenVariable} may not change workflows (a workflow's own GITHUB_TOKEN never may)`;
const PUSHED_RUN_AGAIN =
  "the tag is already pushed: run releaser release again with a token that may (a personal access token with the workflow scope, or a GitHub App token with Workflows: write), releaser picks up where it stopped";

/**
 * A rate limit releaser stopped waiting for: which limit, how long was waited, when to try again.
 * The primary limit's reset is a known time; a secondary limit has none unless `retry-after` gave it.
 */
function rateLimitError(
  stop: RateLimitGaveUp,
  op: Operation,
  context: ErrorContext,
  cause: unknown,
): RateLimitError {
  const refusal = stop.cause as RequestErrorShape;
  const head = `${rateLimitName(stop.answer.kind)} stopped releaser from trying to ${op.what} (${refusal.status}: ${githubMessage(refusal)})`;
  const waited =
    stop.waited > 0 || stop.answer.kind === "secondary" ? `releaser waited ${stop.waited} s, and ` : "";
  const inAll = stop.waited > 0 ? " for one request in all" : "";
  const bound = `beyond the ${context.maxRateLimitWait} s releaser waits${inAll} (host.max_rate_limit_wait)`;
  return new RateLimitError(`${head}; ${waited}${whenAgain(stop, context.now(), bound)}`, { cause });
}

function whenAgain(stop: RateLimitGaveUp, now: Date, bound: string): string {
  const answer: RateLimitAnswer = stop.answer;
  if (stop.waits >= MAX_WAITS) {
    return `GitHub still refused after ${stop.waits} waits: run again in a few minutes, releaser picks up where it stopped`;
  }
  if (answer.retryAfter !== undefined) {
    return `GitHub asks for a wait of ${stop.next} s (until ${clock(now, stop.next)} UTC), ${bound}: run again after that, releaser picks up where it stopped`;
  }
  if (answer.resetAt !== undefined) {
    const inSeconds = Math.max(0, Math.ceil((answer.resetAt.getTime() - now.getTime()) / 1000));
    return `it resets at ${answer.resetAt.toISOString().slice(11, 19)} UTC, in ${inSeconds} s, ${bound}: run again after that`;
  }
  return `the next wait (${stop.next} s, longer each time as GitHub advises when it names no time) would go ${bound}: run again in a few minutes, releaser picks up where it stopped`;
}

function clock(now: Date, seconds: number): string {
  return new Date(now.getTime() + seconds * 1000).toISOString().slice(11, 19);
}

/** GitHub's `message`, with the `errors[]` details of a 422 ("Validation Failed: A pull request already exists..."). */
export function githubMessage(error: RequestErrorShape): string {
  const data = error.response?.data;
  // Octokit's own message when the body is not JSON: GitHub's words and a link to its documentation.
  const own = String(error.message ?? "");
  if (typeof data !== "object" || data === null) return own.replace(/ - https:\/\/docs\.github\.com\S*$/, "");
  const body = data as { message?: unknown; errors?: unknown };
  const parts: string[] = [];
  if (typeof body.message === "string") parts.push(body.message);
  if (Array.isArray(body.errors)) {
    for (const item of body.errors) {
      if (typeof item === "string") {
        parts.push(item);
        continue;
      }
      const e = (item ?? {}) as { message?: unknown; code?: unknown; field?: unknown; resource?: unknown };
      if (typeof e.message === "string") parts.push(e.message);
      else if (typeof e.code === "string")
        parts.push([e.resource, e.field, e.code].filter((x) => typeof x === "string").join(" "));
    }
  }
  return parts.join(": ") || own;
}
