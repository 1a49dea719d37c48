/**
 * GitLab's offset pagination (REST API "Pagination"): `page` and `per_page` (at most 100) in the
 * query; the answer says the next page in `x-next-page` (empty on the last page), and in the
 * `Link` header (`<url>; rel="next"`), which is also the only sign on endpoints that page by
 * keyset and on lists past 10,000 items, where GitLab leaves the totals out.
 */

/** The most items GitLab gives in one page. */
export const PER_PAGE = 100;

/**
 * The address of the page after the one at `current`, or undefined on the last page. From
 * `x-next-page` when GitLab sends a number there, else from the `Link` header's next link, which
 * is followed only on the API's own origin (the token goes with the request).
 */
export function nextPageUrl(current: string, headers: Record<string, string>): string | undefined {
  const next = String(headers["x-next-page"]).trim(); // "undefined" when absent: no number either
  if (/^\d+$/.test(next)) {
    const url = new URL(current);
    url.searchParams.set("page", next);
    return url.toString();
  }
  const link = linkTo("next", headers.link);
  if (link === undefined) return undefined;
  const url = new URL(link, current);
  return url.origin === new URL(current).origin ? url.toString() : undefined;
}

/** The target of the link with relation `rel` in a `Link` header (RFC 8288), if there is one. */
export function linkTo(rel: string, header: string | undefined): string | undefined {
  for (const part of String(header).split(",")) {
    const match = /^\s*<([^>]*)>(.*)/.exec(part);
    if (match === null) continue;
    const rels = /;\s*rel\s*=\s*"?([^";]*)"?/i.exec(match[2] as string)?.[1];
    if (rels?.split(/\s/).includes(rel)) return match[1];
  }
  return undefined;
}
