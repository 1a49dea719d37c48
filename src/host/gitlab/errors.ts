import { STATUS_CODES } from "node:http";
import { AuthenticationError, GitHostError, RateLimitError, ReleaseError } from "../../core/errors.ts";

/** How the token is sent: `PRIVATE-TOKEN` (project, group or personal access token) or `JOB-TOKEN` (CI_JOB_TOKEN). */
export type TokenKind = "private" | "job";

/** What a request was for, so a failure can say it (and what the call needs). */
export interface Operation {
  /** An infinitive: "create the release merge request". */
  what: string;
  /**
   * GitLab refuses a CI/CD job token for this call (merge requests, labels: a job token reaches
   * only the endpoints its documentation lists, such as releases and the package registry).
   */
  needsApiToken?: true;
  /** The least role the call needs in the project: Developer unless said. */
  role?: string;
}

/** How the host's calls run: one operation, its failures said in GitLab's words (toHostError). */
export type Call = <T>(op: Operation, body: () => Promise<T>) => Promise<T>;

export interface ErrorContext {
  /** The REST API base: `https://gitlab.com/api/v4`. */
  apiUrl: string;
  /** The project's full path: `acme/tools/widgets`. */
  project: string;
  /** The variable the token came from (never the value). */
  tokenVariable: string;
  tokenKind: TokenKind;
  maxRateLimitWait: number;
  now: () => Date;
}

/** A request GitLab answered with a failure status (the client's retries and waits are spent). */
export class GitLabRequestError extends Error {
  constructor(
    readonly method: string,
    /** The path under the API base, query included (never a token). */
    readonly path: string,
    readonly status: number,
    /** The answer's headers, names in lower case. */
    readonly headers: Record<string, string>,
    /** The answer's body: parsed JSON, else the text. */
    readonly data: unknown,
  ) {
    super(`${method} ${path} answered ${status}: ${gitlabMessage(data, status)}`);
    this.name = "GitLabRequestError";
  }
}

/** A request that got no answer: connection refused or reset, or timed out, on every try. */
export class GitLabNoAnswer extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    /** Why, in the words of the last failure. */
    readonly reason: string,
    cause: unknown,
  ) {
    super(`${method} ${path} got no answer: ${reason}`, { cause });
    this.name = "GitLabNoAnswer";
  }
}

/**
 * Translates a failed GitLab call into the spec 7 taxonomy, one line each with what to do, in
 * GitLab's terms: 401 -> AuthenticationError (the token is missing, expired or revoked; a job
 * token where GitLab takes none); 403 -> AuthenticationError (a job token where GitLab takes
 * none, a token without the api scope, a protected branch or tag, a role too low); 404 ->
 * GitHostError about the project or the token's reach (GitLab answers 404 for both); 429 ->
 * RateLimitError saying when to run again; 5xx and no answer (already retried) -> GitHostError
 * saying it is GitLab's side and a re-run resumes; 400, 409, 422 and the rest -> GitHostError with
 * GitLab's own words (a 409 "already exists" is read by the caller before it comes here).
 */
export function toHostError(error: unknown, op: Operation, context: ErrorContext): ReleaseError {
  if (error instanceof RateLimitGaveUp) {
    return new RateLimitError(rateLimitMessage(error, op.what, context.maxRateLimitWait), { cause: error });
  }
  if (error instanceof ReleaseError) return error; // already translated by a nested call
  if (error instanceof GitLabNoAnswer) {
    return new GitHostError(
      `GitLab did not answer when trying to ${op.what}, even after retries (${error.reason}); ${GITLAB_SIDE}`,
      { cause: error },
    );
  }
  if (!(error instanceof GitLabRequestError)) {
    const reason = error instanceof Error ? error.message : String(error);
    return new GitHostError(`could not ${op.what} on GitLab (${reason})`, { cause: error });
  }
  const status = error.status;
  const said = `${status}: ${gitlabMessage(error.data, status)}`;
  const jobToken = context.tokenKind === "job";
  if ((status === 401 || status === 403) && jobToken && op.needsApiToken) {
    return new AuthenticationError(
      `GitLab does not let CI_JOB_TOKEN ${op.what} (${said}): give a project or personal access token with the api scope in GITLAB_TOKEN (a masked CI/CD variable)`,
      { cause: error },
    );
  }
  if (status === 401 && jobToken) {
    return new AuthenticationError(
      `GitLab refused the job token in ${context.tokenVariable} (${said}) when trying to ${op.what}; a job token is valid only while its job runs: run the job again, or give a project or personal access token with the api scope in GITLAB_TOKEN`,
      { cause: error },
    );
  }
  if (status === 401) {
    return new AuthenticationError(
      `GitLab refused the token in ${context.tokenVariable} (${said}) when trying to ${op.what}; it is missing, expired or revoked: give a project or personal access token with the api scope in ${context.tokenVariable}`,
      { cause: error },
    );
  }
  if (status === 429) {
    const answer = readRateLimit(status, error.headers) as RateLimitAnswer;
    const now = context.now();
    // Not waited out by the client (one built without it): said as a limit met at once.
    const stop = { answer, waited: 0, waits: 0, next: nextWait(answer, 0, now), refusal: error, at: now };
    return new RateLimitError(rateLimitMessage(stop, op.what, context.maxRateLimitWait), { cause: error });
  }
  if (status === 403 && insufficientScope(error.data)) {
    return new AuthenticationError(
      `GitLab refused to ${op.what} (${said}): the token in ${context.tokenVariable} lacks the api scope; give a project or personal access token with the api scope`,
      { cause: error },
    );
  }
  const who = jobToken ? "the user who started the pipeline" : "the token's user";
  if (status === 403 && PROTECTED.test(gitlabMessage(error.data, status))) {
    return new AuthenticationError(
      `GitLab refused to ${op.what} (${said}): the branch or tag is protected and ${who} may not push or create it; allow that role under Settings → Repository → Protected branches or Protected tags, or use a token of someone allowed`,
      { cause: error },
    );
  }
  if (status === 403) {
    return new AuthenticationError(
      `GitLab refused to ${op.what} (${said}): ${who} has too low a role in project ${context.project}; it needs at least the ${op.role ?? "Developer"} role (Manage → Members; a project access token's role is chosen when it is created)`,
      { cause: error },
    );
  }
  if (status === 404) {
    const reach = jobToken
      ? "CI_JOB_TOKEN cannot reach it, as a job token reaches only its own project and those whose job token allowlist names it"
      : `the token in ${context.tokenVariable} cannot see it`;
    return new GitHostError(
      `GitLab answered 404 when trying to ${op.what} (GitLab says 404 both when project ${context.project} does not exist at ${context.apiUrl} and when ${reach}); check host.repository (or the origin remote) and the token's access`,
      { cause: error },
    );
  }
  if (status >= 500) {
    return new GitHostError(
      `GitLab did not answer when trying to ${op.what}, even after retries (${said}); ${GITLAB_SIDE}`,
      { cause: error },
    );
  }
  if (status >= 300 && status < 400) {
    return new GitHostError(
      `GitLab answered ${status} (a redirect to ${error.headers.location ?? "nowhere"}) when trying to ${op.what}; releaser sends its token to no other address: set host.api_url to the API's own address`,
      { cause: error },
    );
  }
  return new GitHostError(`GitLab refused to ${op.what} (${said})`, { cause: error });
}

const GITLAB_SIDE =
  "the fault is on GitLab's side or on the way to it: run again later, releaser picks up where it stopped";
/** GitLab's words for a protected branch or tag ("You are not allowed to push into this branch"). */
const PROTECTED = /protected|not allowed to push/i;

/** `{"error": "insufficient_scope", ...}`: a token without the scope the call needs. */
function insufficientScope(data: unknown): boolean {
  return (data as { error?: unknown } | null | undefined)?.error === "insufficient_scope";
}

/** Whether a failure is GitLab's 409 Conflict: the merge request or release already exists. */
export function isConflict(error: unknown): boolean {
  return error instanceof GitLabRequestError && error.status === 409;
}

/**
 * GitLab's words in a failure's body, without the status it often repeats ("404 Project Not
 * Found" -> "Project Not Found"): `{"message": "..."}`; `{"message": {"title": ["is too long"]}}`
 * (a model's validation, said "title is too long"; `base` and `error` without their name);
 * `{"error": "...", "error_description": "..."}`; a text body's first line. Otherwise the
 * status's name.
 */
export function gitlabMessage(data: unknown, status: number): string {
  const said = bodyWords(data).trim();
  const words = said.startsWith(`${status} `) ? said.slice(`${status} `.length) : said;
  return words || (STATUS_CODES[status] ?? "");
}

function bodyWords(data: unknown): string {
  if (typeof data === "string") {
    // An HTML page (a proxy's 502) says nothing worth a line.
    return data.trimStart().startsWith("<") ? "" : (data.trim().split("\n")[0] as string);
  }
  if (typeof data !== "object" || data === null) return "";
  const body = data as { message?: unknown; error?: unknown; error_description?: unknown };
  const message = fieldWords(undefined, body.message);
  if (message !== "") return message;
  if (typeof body.error !== "string") return "";
  return typeof body.error_description === "string" ? `${body.error}: ${body.error_description}` : body.error;
}

/** A message, a list of them, or `{field: [messages]}`, as one line. */
function fieldWords(field: string | undefined, value: unknown): string {
  const prefix = field === undefined || field === "base" || field === "error" ? "" : `${field} `;
  if (typeof value === "string") return `${prefix}${value}`;
  if (Array.isArray(value))
    return value
      .map((item) => fieldWords(field, item))
      .filter(Boolean)
      .join("; ");
  if (typeof value !== "object" || value === null || field !== undefined) return "";
  return Object.entries(value)
    .map(([name, item]) => fieldWords(name, item))
    .filter(Boolean)
    .join("; ");
}

/**
 * GitLab's rate limits ("Rate limits", "User and IP rate limits"; GitLab.com's own page): a
 * refusal is a 429, with `Retry-After` (seconds) and `RateLimit-Reset` (Unix time) when GitLab
 * sends them (not every limit does), and `RateLimit-Name` naming the throttle.
 */
export interface RateLimitAnswer {
  /** Seconds GitLab asked to wait (`Retry-After`), when it said. */
  retryAfter?: number;
  /** When the spent quota comes back (`RateLimit-Reset`). */
  resetAt?: Date;
  /** The throttle's name (`RateLimit-Name`: `throttle_authenticated_api`). */
  name?: string;
}

/** The first wait for a refusal that names no time, in seconds (GitLab's limits count per minute); each refusal after doubles it. */
export const FIRST_UNANNOUNCED_WAIT = 60;
/** Waits for one request at most, whatever their length (a `Retry-After: 0` cannot loop forever). */
export const MAX_WAITS = 5;

/** The rate-limit refusal in an answer, or undefined when the answer is something else. */
export function readRateLimit(status: number, headers: Record<string, string>): RateLimitAnswer | undefined {
  if (status !== 429) return undefined;
  const retryAfter = wholeSeconds(headers["retry-after"]);
  const reset = wholeSeconds(headers["ratelimit-reset"]);
  const name = headers["ratelimit-name"]?.trim();
  return {
    ...(retryAfter === undefined ? {} : { retryAfter }),
    // A reset of 0 (or none) is no time.
    ...(reset ? { resetAt: new Date(reset * 1000) } : {}),
    ...(name ? { name } : {}),
  };
}

/**
 * Seconds to wait before the next try, after `waits` earlier waits for the same request:
 * `Retry-After` as given, else until the reset (plus a second, so the try comes after it), else
 * one minute doubled for each earlier wait. Never less than a second.
 */
export function nextWait(answer: RateLimitAnswer, waits: number, now: Date): number {
  if (answer.retryAfter !== undefined) return Math.max(1, answer.retryAfter);
  if (answer.resetAt !== undefined) {
    return Math.max(1, Math.ceil((answer.resetAt.getTime() - now.getTime()) / 1000) + 1);
  }
  return FIRST_UNANNOUNCED_WAIT * 2 ** waits;
}

/** Whether the next wait still fits: all waits for one request together stay within `maxWait` seconds. */
export function mayWait(next: number, waited: number, waits: number, maxWait: number): boolean {
  return waits < MAX_WAITS && waited + next <= maxWait;
}

/** What the step line says while waiting: "GitLab's rate limit (throttle_authenticated_api)". */
export function rateLimitName(answer: RateLimitAnswer): string {
  return answer.name === undefined ? "GitLab's rate limit" : `GitLab's rate limit (${answer.name})`;
}

/** A request given up on under a rate limit: the answer, how long was waited, what the next wait would have been. */
export interface RateLimitStop {
  answer: RateLimitAnswer;
  /** Seconds already waited for this request. */
  waited: number;
  /** Waits already made for this request. */
  waits: number;
  /** The wait that did not fit, in seconds. */
  next: number;
  /** GitLab's last refusal. */
  refusal: GitLabRequestError;
  /** When it was given up on (the times in the message count from it). */
  at: Date;
}

/**
 * A request given up on under a rate limit, thrown by the client: already a RateLimitError, which
 * names the request; toHostError says it again with what the request was for. `cause` is
 * GitLab's refusal.
 */
export class RateLimitGaveUp extends RateLimitError implements RateLimitStop {
  constructor(
    readonly answer: RateLimitAnswer,
    readonly waited: number,
    readonly waits: number,
    readonly next: number,
    readonly refusal: GitLabRequestError,
    readonly at: Date,
    maxWait: number,
  ) {
    const what = `${refusal.method} ${refusal.path}`;
    super(rateLimitMessage({ answer, waited, waits, next, refusal, at }, what, maxWait), { cause: refusal });
  }
}

/** A rate limit releaser stopped waiting for: which limit, how long was waited, when to try again. */
export function rateLimitMessage(stop: RateLimitStop, what: string, maxWait: number): string {
  const refusal = stop.refusal;
  const head = `${rateLimitName(stop.answer)} stopped releaser from trying to ${what} (429: ${gitlabMessage(refusal.data, 429)})`;
  const inAll = stop.waited > 0 ? " for one request in all" : "";
  const bound = `beyond the ${maxWait} s releaser waits${inAll} (host.max_rate_limit_wait)`;
  return `${head}; releaser waited ${stop.waited} s, and ${whenAgain(stop, bound)}`;
}

function whenAgain(stop: RateLimitStop, bound: string): string {
  const { answer, at } = stop;
  if (stop.waits >= MAX_WAITS) {
    return `GitLab still refused after ${stop.waits} waits: ${RUN_AGAIN_LATER}`;
  }
  if (answer.retryAfter !== undefined) {
    return `GitLab asks for a wait of ${stop.next} s (until ${clock(new Date(at.getTime() + stop.next * 1000))} UTC), ${bound}: run again after that, releaser picks up where it stopped`;
  }
  if (answer.resetAt !== undefined) {
    const inSeconds = Math.max(0, Math.ceil((answer.resetAt.getTime() - at.getTime()) / 1000));
    return `it resets at ${clock(answer.resetAt)} UTC, in ${inSeconds} s, ${bound}: run again after that, releaser picks up where it stopped`;
  }
  return `the next wait (${stop.next} s, longer each time as GitLab names no time) would go ${bound}: ${RUN_AGAIN_LATER}`;
}

const RUN_AGAIN_LATER = "run again in a few minutes, releaser picks up where it stopped";

function clock(time: Date): string {
  return time.toISOString().slice(11, 19);
}

function wholeSeconds(value: string | undefined): number | undefined {
  const text = String(value).trim(); // "undefined" when absent: no number either
  return /^\d+$/.test(text) ? Number(text) : undefined;
}
