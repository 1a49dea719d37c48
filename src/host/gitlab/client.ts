import { tracedFetch } from "../../runtime/trace.ts";
import {
  GitLabNoAnswer,
  GitLabRequestError,
  mayWait,
  nextWait,
  RateLimitGaveUp,
  rateLimitName,
  readRateLimit,
  type TokenKind,
} from "./errors.ts";
import { nextPageUrl, PER_PAGE } from "./pagination.ts";

export interface GitLabClientOptions {
  /** The REST API base: `https://gitlab.com/api/v4` (CI_API_V4_URL in GitLab CI). */
  apiUrl: string;
  token: string;
  /** `private`: a project, group or personal access token; `job`: CI_JOB_TOKEN. */
  tokenKind: TokenKind;
  userAgent: string;
  fetch?: typeof fetch;
  /** The retry backoff's base in ms (retry n waits n² times it). */
  retryBaseMs: number;
  /** Abort one HTTP request after this long (it is then retried like a 5xx). */
  requestTimeoutMs: number;
  /** How many milliseconds one second of a rate-limit wait lasts: 1000 (the tests shorten it). */
  rateLimitSecondMs: number;
  /** Seconds all rate-limit waits for one request may take together (host.max_rate_limit_wait). */
  maxRateLimitWait: number;
  /** Told before each rate-limit wait, so the user sees why nothing happens. */
  onWait: (seconds: number, reason: string) => void;
  /** Waits (a stand-in for the tests); setTimeout by default. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** A body sent as JSON. */
  json?: unknown;
  /** A body sent as it is (a package file); give its content-type in `headers`. */
  body?: Uint8Array | string;
  headers?: Record<string, string>;
  /**
   * A POST that may be sent again after a 5xx or a lost answer, because GitLab refuses a repeat
   * with 409 and the caller reads that as "already there": creating a merge request (409 "Another
   * open merge request already exists for this source branch") or a release (409 "Release already
   * exists"). Not a release link: its repeat is a 400 "has already been taken".
   */
  idempotent?: boolean;
  /** A successful answer's body is bytes (a package file), given as a Uint8Array. */
  binary?: boolean;
}

export interface GitLabResponse<T = unknown> {
  status: number;
  /** Names in lower case. */
  headers: Record<string, string>;
  data: T;
}

/** Tries after the first for a 5xx, a reset connection or a time-out. */
export const MAX_RETRIES = 3;

/**
 * Methods sent again after a 5xx, a reset or a time-out: those HTTP defines as idempotent (a
 * repeat leaves the same state; GitLab's PUT of a package file stores the same bytes again). A POST
 * is sent again only when the caller says GitLab refuses a repeat with 409 (`idempotent`). The
 * GitHub client retries every method (Octokit's retry plugin decides by the status alone) and
 * leaves the repeat to the callers, which read "already exists" as done; here the rule is explicit.
 */
const IDEMPOTENT = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);

/**
 * The one GitLab client of a run, on `fetch` (GitLab has no Octokit): the token in `PRIVATE-TOKEN`
 * or `JOB-TOKEN` (never in a URL), retries with backoff, rate limits waited out within
 * host.max_rate_limit_wait, redirects not followed (the token would go with them). A failure is
 * thrown as GitLabRequestError, GitLabNoAnswer or RateLimitGaveUp, for toHostError (errors.ts)
 * to say with what the call was for. No message carries the token.
 */
export function createGitLabClient(options: GitLabClientOptions) {
  const fetcher = tracedFetch(options.fetch ?? fetch);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const now = options.now ?? (() => new Date());
  const base = options.apiUrl.replace(/\/+$/, "");
  const redact = (text: string) => (options.token === "" ? text : text.replaceAll(options.token, "[token]"));
  const pathOf = (url: string) => redact(url.startsWith(base) ? url.slice(base.length) : url);
  const auth = options.tokenKind === "job" ? "JOB-TOKEN" : "PRIVATE-TOKEN";

  const attempt = async (url: string, init: RequestInit, binary: boolean): Promise<GitLabResponse> => {
    const response = await fetcher(url, { ...init, signal: AbortSignal.timeout(options.requestTimeoutMs) });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    if (binary && response.status < 300) {
      return { status: response.status, headers, data: new Uint8Array(await response.arrayBuffer()) };
    }
    const text = await response.text();
    const json = /\bjson\b/i.test(String(headers["content-type"]));
    return { status: response.status, headers, data: json ? parseJson(text) : text };
  };

  const send = async (method: string, url: string, request: RequestOptions): Promise<GitLabResponse> => {
    const path = pathOf(url);
    const headers: Record<string, string> = {
      accept: "application/json",
      "user-agent": options.userAgent,
      ...(request.json === undefined ? {} : { "content-type": "application/json" }),
      ...request.headers,
      [auth]: options.token,
    };
    const body = request.json === undefined ? request.body : JSON.stringify(request.json);
    const init: RequestInit = { method, headers, redirect: "manual", body };
    const retryable = IDEMPOTENT.has(method) || request.idempotent === true;
    let retries = 0;
    let waits = 0;
    let waited = 0;
    for (;;) {
      let answer: GitLabResponse;
      try {
        answer = await attempt(url, init, request.binary === true);
      } catch (error) {
        if (retryable && retries < MAX_RETRIES) {
          retries++;
          await sleep(retries ** 2 * options.retryBaseMs);
          continue;
        }
        throw new GitLabNoAnswer(method, path, redact(reasonOf(error)), error);
      }
      if (answer.status < 300) return answer;
      if (answer.status >= 500 && retryable && retries < MAX_RETRIES) {
        retries++;
        await sleep(retries ** 2 * options.retryBaseMs);
        continue;
      }
      // A 429 is a refusal before any effect: waited out for every method, POST included.
      const refusal = new GitLabRequestError(
        method,
        path,
        answer.status,
        answer.headers,
        redactData(answer.data, redact),
      );
      const limit = readRateLimit(answer.status, answer.headers);
      if (limit === undefined) throw refusal;
      const next = nextWait(limit, waits, now());
      if (!mayWait(next, waited, waits, options.maxRateLimitWait)) {
        throw new RateLimitGaveUp(limit, waited, waits, next, refusal, now(), options.maxRateLimitWait);
      }
      options.onWait(next, rateLimitName(limit));
      await sleep(next * options.rateLimitSecondMs);
      waits++;
      waited += next;
    }
  };

  const request = <T = unknown>(method: string, path: string, requestOptions: RequestOptions = {}) =>
    send(method, `${base}${path}${queryString(requestOptions.query)}`, requestOptions) as Promise<
      GitLabResponse<T>
    >;

  /** Every item of a list, page after page (`per_page=100`). */
  const paginate = async <T = unknown>(path: string, query: RequestOptions["query"] = {}): Promise<T[]> => {
    const items: T[] = [];
    const seen = new Set<string>();
    let url: string | undefined = `${base}${path}${queryString({ ...query, per_page: PER_PAGE })}`;
    while (url !== undefined && !seen.has(url)) {
      seen.add(url);
      const page = await send("GET", url, {});
      if (!Array.isArray(page.data)) {
        throw new Error(`GET ${pathOf(url)} answered ${page.status} without a list`);
      }
      items.push(...(page.data as T[]));
      url = nextPageUrl(url, page.headers);
    }
    return items;
  };

  /** The wait before retry n (n² times the backoff's base): for callers that retry an answer themselves. */
  const backoff = (retry: number) => sleep(retry ** 2 * options.retryBaseMs);

  return { request, paginate, backoff };
}

export type GitLabClient = ReturnType<typeof createGitLabClient>;

/**
 * A project's full path as GitLab takes it in place of the numeric id (`acme/tools/widgets` ->
 * `acme%2Ftools%2Fwidgets`); the same for a tag, branch or file name in a path.
 */
export function encodeSegment(value: string): string {
  return encodeURIComponent(value);
}

function queryString(query: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(name, String(value));
  }
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Why a request got no answer: undici's cause ("other side closed"), a time-out, or the error's own words. */
function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError") return "timed out";
  if (error instanceof Error && error.cause instanceof Error)
    return `${error.message}: ${error.cause.message}`;
  return error instanceof Error ? error.message : String(error);
}

/** A body with the token taken out of every text in it, wherever GitLab echoed it. */
function redactData(data: unknown, redact: (text: string) => string): unknown {
  if (typeof data === "string") return redact(data);
  if (Array.isArray(data)) return data.map((item) => redactData(item, redact));
  if (typeof data !== "object" || data === null) return data;
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => [redact(name), redactData(value, redact)]),
  );
}
