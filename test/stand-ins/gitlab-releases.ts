import {
  type Answer,
  apiError,
  json,
  missing,
  nextId,
  notFound,
  paginate,
  paramError,
  type Route,
  type RouteContext,
  recordNotFound,
  text,
} from "./gitlab-http.ts";
import {
  ACCESS_LEVELS,
  isProtectedTag,
  LINK_TYPES,
  type LinkType,
  linkJson,
  type ReleaseLinkState,
  type ReleaseState,
  releaseJson,
  sortedLinks,
} from "./gitlab-state.ts";

/**
 * The releases API and its links (doc/api/releases/_index.md, doc/api/releases/links.md;
 * lib/api/releases.rb, lib/api/release/links.rb, app/services/releases/*). Every route takes a
 * CI/CD job token. Creating and updating needs the Developer role, deleting a release Maintainer.
 */

const FILEPATH = /^\/(?:[-.\w]+\/?)*[\da-zA-Z]+$/;

const findRelease = (context: RouteContext): ReleaseState | undefined =>
  context.state.releases.find((r) => r.tag_name === context.params.tag_name);

function list(context: RouteContext): Answer {
  const q = context.url.searchParams;
  const orderBy = q.get("order_by") ?? "released_at";
  const sort = q.get("sort") ?? "desc";
  if (orderBy !== "released_at" && orderBy !== "created_at")
    return paramError("order_by does not have a valid value");
  if (sort !== "asc" && sort !== "desc") return paramError("sort does not have a valid value");
  const key = orderBy as "released_at" | "created_at";
  const ordered = [...context.state.releases].sort(
    (a, b) => (sort === "asc" ? 1 : -1) * (Date.parse(a[key]) - Date.parse(b[key])),
  );
  const now = context.now();
  return paginate(
    context,
    ordered.map((release) => releaseJson(context.state, release, now)),
  );
}

/** Releases::Links::Params and the Releases::Link validations: the errors GitLab lists. */
function linkErrors(
  release: ReleaseState,
  link: Omit<ReleaseLinkState, "id" | "created_at">,
  id?: number,
): string[] {
  const others = release.links.filter((l) => l.id !== id);
  const errors: string[] = [];
  if (!/^(https?|ftp):\/\//i.test(link.url))
    errors.push("Url is blocked: Only allowed schemes are http, https, ftp");
  else if (others.some((l) => l.url === link.url)) errors.push("Url has already been taken");
  if (others.some((l) => l.name === link.name)) errors.push("Name has already been taken");
  if (link.filepath !== null) {
    if (others.some((l) => l.filepath === link.filepath)) errors.push("Filepath has already been taken");
    if (!FILEPATH.test(link.filepath) || link.filepath.length > 128) errors.push("Filepath is invalid");
  }
  return errors;
}

/** A link's parameters as the create and update endpoints read them (`link_type` defaults to other). */
function readLink(input: Record<string, unknown>): Omit<ReleaseLinkState, "id" | "created_at"> | string {
  const linkType = text(input.link_type) ?? "other";
  if (!LINK_TYPES.includes(linkType as LinkType)) return "link_type does not have a valid value";
  const path = text(input.direct_asset_path) ?? text(input.filepath);
  return {
    name: text(input.name) ?? "",
    url: text(input.url) ?? "",
    filepath: path === undefined || path === "" ? null : path.startsWith("/") ? path : `/${path}`,
    link_type: linkType as LinkType,
  };
}

function create(context: RouteContext): Answer {
  const { state, input, caller } = context;
  const absent = missing(input, ["tag_name"]);
  if (absent) return absent;
  const tag = String(input.tag_name);
  if (
    isProtectedTag(state, tag) &&
    (caller === undefined || ACCESS_LEVELS[caller.role] < ACCESS_LEVELS.maintainer)
  )
    return apiError(403, "You are not allowed to create this tag as it is protected.");
  if (state.releases.some((r) => r.tag_name === tag)) return apiError(409, "Release already exists");
  const links: Array<Omit<ReleaseLinkState, "id" | "created_at">> = [];
  const assets = input.assets as { links?: unknown } | undefined;
  for (const [index, raw] of (Array.isArray(assets?.links) ? assets.links : []).entries()) {
    const entry = (raw ?? {}) as Record<string, unknown>;
    const absentLink = ["name", "url"].filter((name) => text(entry[name]) === undefined);
    if (absentLink.length > 0)
      return paramError(absentLink.map((name) => `assets[links][${index}][${name}] is missing`).join(", "));
    const link = readLink(entry);
    if (typeof link === "string") return paramError(link);
    links.push(link);
  }
  let sha = state.tags[tag];
  if (sha === undefined) {
    const ref = text(input.ref);
    if (ref === undefined || ref === "") return apiError(422, "Ref is not specified");
    sha = state.branches[ref] ?? state.tags[ref] ?? (/^[0-9a-f]{40}$/.test(ref) ? ref : undefined);
    if (sha === undefined) return apiError(400, `Target ${ref} is invalid`);
  }
  const now = context.now().toISOString();
  const releasedAt = text(input.released_at);
  if (releasedAt !== undefined && Number.isNaN(Date.parse(releasedAt)))
    return paramError("released_at is invalid");
  const release: ReleaseState = {
    tag_name: tag,
    name: text(input.name) ?? tag,
    description: text(input.description) ?? null,
    sha,
    created_at: now,
    released_at: releasedAt === undefined ? now : new Date(releasedAt).toISOString(),
    links: [],
  };
  for (const link of links) {
    const errors = linkErrors(release, link);
    if (errors.length > 0)
      return apiError(
        400,
        `Validation failed: ${errors.map((e) => `Links ${e.charAt(0).toLowerCase()}${e.slice(1)}`).join(", ")}`,
      );
    release.links.push({ ...link, id: nextId(state), created_at: now });
  }
  state.tags[tag] = sha;
  state.releases.push(release);
  return json(201, releaseJson(state, release, context.now()));
}

/** Releases::UpdateService: the tag must exist, then the release, then something to change. */
function update(context: RouteContext): Answer {
  const { state, input } = context;
  if (state.tags[context.params.tag_name ?? ""] === undefined) return apiError(404, "Tag does not exist");
  const release = findRelease(context);
  if (release === undefined) return apiError(404, "Release does not exist");
  const fields = ["name", "description", "released_at", "milestones", "milestone_ids"];
  if (!fields.some((field) => input[field] !== undefined)) return apiError(400, "params is empty");
  const releasedAt = text(input.released_at);
  if (releasedAt !== undefined && Number.isNaN(Date.parse(releasedAt)))
    return paramError("released_at is invalid");
  if (text(input.name) !== undefined) release.name = String(input.name);
  if (input.description !== undefined) release.description = text(input.description) ?? null;
  if (releasedAt !== undefined) release.released_at = new Date(releasedAt).toISOString();
  return json(200, releaseJson(state, release, context.now()));
}

function createLink(context: RouteContext): Answer {
  const { state, input } = context;
  const absent = missing(input, ["name", "url"]);
  if (absent) return absent;
  const release = findRelease(context);
  if (release === undefined) return recordNotFound();
  const link = readLink(input);
  if (typeof link === "string") return paramError(link);
  const errors = linkErrors(release, link);
  if (errors.length > 0) return apiError(400, errors);
  const stored: ReleaseLinkState = { ...link, id: nextId(state), created_at: context.now().toISOString() };
  release.links.push(stored);
  return json(201, linkJson(state, release, stored));
}

/** PUT takes `name` or `url`; `link_type`, which has a default, is reset to other when left out. */
function updateLink(context: RouteContext, release: ReleaseState, link: ReleaseLinkState): Answer {
  const { state, input } = context;
  if (input.name === undefined && input.url === undefined)
    return paramError("name, url are missing, at least one parameter must be provided");
  const read = readLink({ name: link.name, url: link.url, filepath: link.filepath ?? undefined, ...input });
  if (typeof read === "string") return paramError(read);
  const errors = linkErrors(release, read, link.id);
  if (errors.length > 0) return apiError(400, errors);
  Object.assign(link, read);
  return json(200, linkJson(state, release, link));
}

function withLink(
  context: RouteContext,
  act: (release: ReleaseState, link: ReleaseLinkState) => Answer,
): Answer {
  const release = findRelease(context);
  const link = release?.links.find((l) => String(l.id) === context.params.link_id);
  if (!/^\d+$/.test(context.params.link_id ?? "")) return paramError("link_id is invalid");
  return release === undefined || link === undefined ? recordNotFound() : act(release, link);
}

const releaseRoute = (
  method: Route["method"],
  pattern: string,
  role: Route["role"],
  handle: Route["handle"],
): Route => ({ method, pattern, jobToken: true, authenticateNonGet: false, role, handle });

export const releaseRoutes: Route[] = [
  releaseRoute("GET", "releases", "guest", list),
  releaseRoute("POST", "releases", "developer", create),
  releaseRoute("GET", "releases/:tag_name", "guest", (context) => {
    const release = findRelease(context);
    return release === undefined ? notFound() : json(200, releaseJson(context.state, release, context.now()));
  }),
  releaseRoute("PUT", "releases/:tag_name", "developer", update),
  releaseRoute("DELETE", "releases/:tag_name", "maintainer", (context) => {
    const release = findRelease(context);
    if (release === undefined) return notFound();
    context.state.releases.splice(context.state.releases.indexOf(release), 1);
    return json(200, releaseJson(context.state, release, context.now()));
  }),
  releaseRoute("GET", "releases/:tag_name/assets/links", "guest", (context) => {
    const release = findRelease(context);
    if (release === undefined) return recordNotFound();
    return paginate(
      context,
      sortedLinks(release).map((link) => linkJson(context.state, release, link)),
    );
  }),
  releaseRoute("POST", "releases/:tag_name/assets/links", "developer", createLink),
  releaseRoute("GET", "releases/:tag_name/assets/links/:link_id", "guest", (context) =>
    withLink(context, (release, link) => json(200, linkJson(context.state, release, link))),
  ),
  releaseRoute("PUT", "releases/:tag_name/assets/links/:link_id", "developer", (context) =>
    withLink(context, (release, link) => updateLink(context, release, link)),
  ),
  releaseRoute("DELETE", "releases/:tag_name/assets/links/:link_id", "developer", (context) =>
    withLink(context, (release, link) => {
      release.links.splice(release.links.indexOf(link), 1);
      return json(200, linkJson(context.state, release, link));
    }),
  ),
];
