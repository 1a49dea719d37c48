import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { Octokit } from "@octokit/rest";
import Bottleneck from "bottleneck/light.js";
import { tracedFetch } from "../../runtime/trace.ts";
import { githubMessage, isRequestError } from "./errors.ts";
import { mayWait, nextWait, RateLimitGaveUp, rateLimitName, readRateLimit } from "./rate-limit.ts";

/** The REST API version releaser is written against, sent on every request (GitHub's advice). */
export const GITHUB_API_VERSION = "2022-11-28";

export interface ClientOptions {
  baseUrl: string;
  token: string;
  userAgent: string;
  /** Seconds all rate-limit waits for one request may take together (host.max_rate_limit_wait). */
  maxRateLimitWait: number;
  /** Told before each wait, so the user sees why nothing happens. */
  onWait: (seconds: number, reason: string) => void;
  /** The retry backoff's base in ms (retry n waits n² times it). */
  retryBaseMs?: number;
  /** Abort one HTTP request after this long (it is then retried like a 5xx). */
  timeoutMs?: number;
  /**
   * How many milliseconds one second of a rate-limit wait lasts: 1000; the tests shorten it so a
   * minute's wait takes milliseconds while the messages still count GitHub's seconds. Write
   * requests are spaced by one such second.
   */
  rateLimitSecondMs?: number;
  /**
   * Builds the limiter group that spaces one kind of request (`write`, or `notifications` for the
   * requests that notify people) `minTime` ms apart: `spaced` unless a test records what is
   * scheduled through it.
   */
  limiterGroup?: (kind: SpacedKind, minTime: number) => Bottleneck.Group;
  /** Waits out a rate limit (a stand-in for the tests). */
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
  fetch?: typeof fetch;
}

/**
 * The one GitHub client of a run: Octokit with the retry plugin (5xx, resets and time-outs
 * retried with backoff), the throttling plugin (write requests spaced as GitHub asks) and
 * releaser's own rate-limit waits (rate-limit.ts: `retry-after`, the reset, or a minute and
 * longer for a secondary limit sent without a header, within host.max_rate_limit_wait). Built
 * only by the commands that talk to the host, so `check` never loads it. Octokit's own console
 * logging is silenced: errors are translated and told once.
 */
export function createGitHubClient(options: ClientOptions) {
  const Client = Octokit.plugin(retry, throttling);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const baseFetch = tracedFetch(options.fetch ?? fetch);
  const timedFetch: typeof fetch = (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return baseFetch(input, { ...init, signal });
  };
  const silent = () => {};
  // The throttling plugin only spaces requests: its own waits (a fixed 60 s for a secondary limit
  // it recognises by the message, none for a 429 without one) are turned down, the wrap below waits.
  const refuse = () => false;
  const spacing = writeSpacingMs(options.rateLimitSecondMs);
  const group = options.limiterGroup ?? ((_kind: SpacedKind, minTime: number) => spaced(minTime));
  const client = new Client({
    auth: options.token,
    baseUrl: options.baseUrl,
    userAgent: options.userAgent,
    request: { fetch: timedFetch },
    log: { debug: silent, info: silent, warn: silent, error: silent },
    retry: {
      retries: 3,
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
      retryAfterBaseValue: options.retryBaseMs ?? 1000,
    },
    throttle: {
      onRateLimit: refuse,
      onSecondaryRateLimit: refuse,
      // GitHub asks for a second between write requests (its secondary limits), and the plugin
      // spaces requests that notify people (creating a release, a pull request) by three: in
      // rate-limit seconds here, so the tests' shortened second shortens them too (the plugin's
      // own groups are fixed at 1000 and 3000 ms).
      write: group("write", spacing.write),
      notifications: group("notifications", spacing.notifications),
    },
  });
  client.hook.before("request", (request) => {
    request.headers["x-github-api-version"] = GITHUB_API_VERSION;
  });
  client.hook.wrap("request", (request, requestOptions) =>
    waitOutRateLimits(async () => request(requestOptions), options),
  );
  return client;
}

/**
 * The milliseconds between two write requests (GitHub asks for a second) and between two that
 * notify people (the throttling plugin's three seconds), in rate-limit seconds of `secondMs`.
 */
export function writeSpacingMs(secondMs = 1000): { write: number; notifications: number } {
  return { write: secondMs, notifications: 3 * secondMs };
}

/** The two kinds of request the throttling plugin spaces in releaser's rate-limit seconds. */
export type SpacedKind = "write" | "notifications";

/** One request at a time, `ms` apart (a limiter group of the throttling plugin). */
export function spaced(ms: number): Bottleneck.Group {
  return new Bottleneck.Group({ maxConcurrent: 1, minTime: ms });
}

export type RateLimitPolicy = Pick<
  ClientOptions,
  "maxRateLimitWait" | "onWait" | "rateLimitSecondMs" | "sleep" | "now"
>;

/**
 * Runs a request, and again after each rate-limit refusal as long as the waits fit the bound
 * (rate-limit.ts decides how long); gives up with RateLimitGaveUp, which says how long was waited.
 */
export async function waitOutRateLimits<T>(run: () => Promise<T>, policy: RateLimitPolicy): Promise<T> {
  const sleep = policy.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const secondMs = policy.rateLimitSecondMs ?? 1000;
  const now = policy.now ?? (() => new Date());
  let waited = 0;
  for (let waits = 0; ; waits++) {
    try {
      return await run();
    } catch (error) {
      const answer = rateLimitIn(error);
      if (answer === undefined) throw error;
      const next = nextWait(answer, waits, now());
      if (!mayWait(next, waited, waits, policy.maxRateLimitWait)) {
        throw new RateLimitGaveUp(answer, waited, waits, next, error);
      }
      policy.onWait(next, rateLimitName(answer.kind));
      await sleep(next * secondMs);
      waited += next;
    }
  }
}

function rateLimitIn(error: unknown) {
  if (!isRequestError(error)) return undefined;
  return readRateLimit(error.status, error.response?.headers ?? {}, githubMessage(error));
}

export type GitHubClient = ReturnType<typeof createGitHubClient>;
