import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { Octokit } from "@octokit/rest";
import { tracedFetch } from "../../runtime/trace.ts";

export interface ClientOptions {
  baseUrl: string;
  token: string;
  userAgent: string;
  /** Seconds a rate limit may be waited out (per request, twice at most). */
  maxRateLimitWait: number;
  /** Told before each wait, so the user sees why nothing happens. */
  onWait: (seconds: number, reason: string) => void;
  /** The retry backoff's base in ms (retry n waits n² times it). */
  retryBaseMs?: number;
  /** Abort one HTTP request after this long (it is then retried like a 5xx). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The one GitHub client of a run: Octokit with the retry plugin (5xx, resets and time-outs
 * retried with backoff) and the throttling plugin (rate limits waited out up to a bound, write
 * requests spaced as GitHub asks). Built only by the commands that talk to the host, so `check`
 * never loads it. Octokit's own console logging is silenced: errors are translated and told once.
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
  const onLimit =
    (kind: string) => (retryAfter: number, _options: unknown, _octokit: unknown, retryCount: number) => {
      if (retryCount >= 2 || retryAfter > options.maxRateLimitWait) return false;
      options.onWait(retryAfter, kind);
      return true;
    };
  const silent = () => {};
  return new Client({
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
      onRateLimit: onLimit("GitHub's rate limit"),
      onSecondaryRateLimit: onLimit("GitHub's secondary rate limit"),
    },
  });
}

export type GitHubClient = ReturnType<typeof createGitHubClient>;
