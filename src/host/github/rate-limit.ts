/**
 * GitHub's rate limits as its REST API documentation describes them ("Rate limits for the REST
 * API", "Best practices for using the REST API"): a refusal comes as 403 or 429. With
 * `retry-after`, wait that many seconds; else with `x-ratelimit-remaining: 0`, wait until
 * `x-ratelimit-reset`; else (a secondary limit, often sent without any header) wait at least a
 * minute, longer each time the same request is refused again.
 */

/** Primary: the hourly quota is spent. Secondary: too much too fast (no quota, no announced end). */
export type RateLimitKind = "primary" | "secondary";

/** What a rate-limit refusal said about when to try again. */
export interface RateLimitAnswer {
  kind: RateLimitKind;
  /** Seconds GitHub asked to wait (`retry-after`), when it said. */
  retryAfter?: number;
  /** When the spent quota comes back (`x-ratelimit-reset`, with `x-ratelimit-remaining: 0`). */
  resetAt?: Date;
}

type Headers = Record<string, string | number | undefined>;

/** The first wait for a refusal that names no time, in seconds; each refusal after doubles it. */
export const FIRST_UNANNOUNCED_WAIT = 60;
/** Waits for one request at most, whatever their length (a `retry-after: 0` cannot loop forever). */
export const MAX_WAITS = 5;

/** The rate-limit refusal in a failed answer, or undefined when the answer is something else. */
export function readRateLimit(
  status: number,
  headers: Headers,
  message: string,
): RateLimitAnswer | undefined {
  if (status !== 403 && status !== 429) return undefined;
  const retryAfter = wholeSeconds(headers["retry-after"]);
  const spent = String(headers["x-ratelimit-remaining"]) === "0";
  // The message is the only sign of a secondary limit sent without headers; "abuse detection" is
  // the older wording of the same thing.
  const secondary = /secondary rate limit|abuse detection/i.test(message);
  const limited =
    status === 429 || spent || secondary || retryAfter !== undefined || /rate limit/i.test(message);
  if (!limited) return undefined;
  const reset = wholeSeconds(headers["x-ratelimit-reset"]);
  return {
    kind: spent && !secondary ? "primary" : "secondary",
    ...(retryAfter === undefined ? {} : { retryAfter }),
    // A reset of 0 (or none) is no time.
    ...(spent && reset ? { resetAt: new Date(reset * 1000) } : {}),
  };
}

/**
 * Seconds to wait before the next try, after `waits` earlier waits for the same request:
 * `retry-after` as given, else until the reset (plus a second, so the try comes after it), else
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

/**
 * A request given up on under a rate limit: the answer, how long was already waited and what the
 * next wait would have been, for the message (errors.ts) to say. `cause` is GitHub's refusal.
 */
export class RateLimitGaveUp extends Error {
  constructor(
    readonly answer: RateLimitAnswer,
    /** Seconds already waited for this request. */
    readonly waited: number,
    /** Waits already made for this request. */
    readonly waits: number,
    /** The wait that did not fit, in seconds. */
    readonly next: number,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = "RateLimitGaveUp";
  }
}

/** What the step line says while waiting: "GitHub's secondary rate limit". */
export function rateLimitName(kind: RateLimitKind): string {
  return kind === "secondary" ? "GitHub's secondary rate limit" : "GitHub's rate limit";
}

function wholeSeconds(value: string | number | undefined): number | undefined {
  const text = String(value).trim(); // "undefined" when absent: no number either
  return /^\d+$/.test(text) ? Number(text) : undefined;
}
