import type { IncomingMessage } from "node:http";
import type { GitLabState, Role, TokenGrant } from "./gitlab-state.ts";

/**
 * What the GitLab stand-in's routes share: the route table's shape, the request as a route
 * sees it, GitLab's error bodies and its offset pagination (doc/api/rest/_index.md).
 */

export interface Answer {
  status: number;
  /** JSON (serialised), a Buffer (sent as is) or a string (text/plain). */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RouteContext {
  state: GitLabState;
  method: string;
  /** The request URL as received (for pagination links). */
  url: URL;
  /** The named path segments of the route, decoded (`:iid`, `:tag_name`, `*file`). */
  params: Record<string, string>;
  /** Query parameters, then the JSON or form body over them (GitLab reads both). */
  input: Record<string, unknown>;
  raw: Buffer;
  request: IncomingMessage;
  caller: TokenGrant | undefined;
  now: () => Date;
}

export interface Route {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Segments after `/projects/:id`: literals, `:name` (one segment), `*name` (the rest). */
  pattern: string;
  /** The route takes CI/CD job tokens (`route_setting :authentication, job_token_allowed: true`). */
  jobToken: boolean;
  /** `before { authenticate_non_get! }`: an anonymous non-GET request gets 401. */
  authenticateNonGet: boolean;
  /** The least role that may call it; a lower one gets 403 "403 Forbidden". */
  role: Role;
  handle(context: RouteContext): Answer | Promise<Answer>;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  body,
  headers,
});

/** `render_api_error!`: `{"message": ...}` (a string, or the model's full messages as an array). */
export const apiError = (status: number, message: string | string[]): Answer => json(status, { message });

/** A Grape parameter error (`requires`, `values`, `regexp`): 400 `{"error": ...}`. */
export const paramError = (message: string): Answer => json(400, { error: message });

export const forbidden = (): Answer => apiError(403, "403 Forbidden");
/** `not_found!` (a helper's message) and ActiveRecord::RecordNotFound (lib/api/api.rb) differ in case. */
export const notFound = (resource?: string): Answer =>
  apiError(404, resource === undefined ? "404 Not Found" : `404 ${resource} Not Found`);
export const recordNotFound = (): Answer => apiError(404, "404 Not found");

/** Grape's message for missing `requires` parameters, in declaration order. */
export function missing(input: Record<string, unknown>, names: string[]): Answer | undefined {
  const absent = names.filter((name) => input[name] === undefined || input[name] === null);
  return absent.length === 0 ? undefined : paramError(absent.map((name) => `${name} is missing`).join(", "));
}

export const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;

/** A `labels`-style parameter: a comma-separated string or an array of names. */
export function labelList(value: unknown): string[] | undefined {
  const items = Array.isArray(value)
    ? value.map(String)
    : typeof value === "string"
      ? value.split(",")
      : undefined;
  if (items === undefined) return undefined;
  return [...new Set(items.map((item) => item.trim()).filter((item) => item !== ""))];
}

/**
 * One page of a list with GitLab's offset pagination: `page` (default 1) and `per_page`
 * (default 20, at most 100); headers x-page, x-per-page, x-prev-page and x-next-page (empty at
 * the ends), x-total, x-total-pages, and a Link header with prev and next (where they apply),
 * first and last, in that order, built from the request URL.
 */
export function paginate(context: RouteContext, items: unknown[]): Answer {
  const read = (name: string, fallback: number): number | undefined => {
    const value = context.url.searchParams.get(name);
    if (value === null || value === "") return fallback;
    return /^\d+$/.test(value.trim()) ? Number(value) : undefined;
  };
  const pageParam = read("page", 1);
  const perPageParam = read("per_page", 20);
  if (pageParam === undefined) return paramError("page is invalid");
  if (perPageParam === undefined) return paramError("per_page is invalid");
  const perPage = Math.min(100, perPageParam < 1 ? 20 : perPageParam);
  const page = Math.max(1, pageParam);
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  // Gitlab::Pagination::OffsetHeaderBuilder: the request's parameters with page and per_page
  // set, through Rails' to_query, which sorts them by name.
  const at = (n: number) => {
    const link = new URL(context.url);
    const query = new URLSearchParams(context.url.searchParams);
    query.set("page", String(n));
    query.set("per_page", String(perPage));
    query.sort();
    link.search = query.toString();
    return `<${link}>`;
  };
  const links: string[] = [];
  if (page > 1) links.push(`${at(page - 1)}; rel="prev"`);
  if (page < totalPages) links.push(`${at(page + 1)}; rel="next"`);
  links.push(`${at(1)}; rel="first"`, `${at(totalPages)}; rel="last"`);
  return json(200, items.slice((page - 1) * perPage, page * perPage), {
    link: links.join(", "),
    "x-page": String(page),
    "x-per-page": String(perPage),
    "x-prev-page": page > 1 ? String(page - 1) : "",
    "x-next-page": page < totalPages ? String(page + 1) : "",
    "x-total": String(items.length),
    "x-total-pages": String(totalPages),
  });
}

/** Matches `segments` against a route pattern; the named segments, or undefined. */
export function matchPattern(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = pattern === "" ? [] : pattern.split("/");
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if (part.startsWith("*")) {
      const rest = segments.slice(index);
      if (rest.length === 0) return undefined;
      params[part.slice(1)] = rest.join("/");
      return params;
    }
    const segment = segments[index];
    if (segment === undefined) return undefined;
    if (part.startsWith(":")) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return segments.length === parts.length ? params : undefined;
}

export function nextId(state: GitLabState): number {
  state.nextId += 1;
  return state.nextId;
}
