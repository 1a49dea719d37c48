import { Ajv, type ValidateFunction } from "ajv";

/**
 * GitLab's own response schemas, as its API specs check its answers with them
 * (gitlab-org/gitlab spec/fixtures/api/schemas/: public_api/v4/release.json,
 * release/link.json, public_api/v4/commit/basic.json, public_api/v4/user/basic.json,
 * public_api/v4/merge_request.json, public_api/v4/packages/collection_package.json and
 * package_files.json), restated here: the fields each requires, their types, and where the
 * schema allows no other field. GitLab's OpenAPI description (doc/api/openapi/openapi_v2.yaml)
 * marks no response field as required, so it cannot say more than these.
 */

const str = { type: "string" };
const int = { type: "integer" };
const bool = { type: "boolean" };
const nullable = (type: string) => ({ type: [type, "null"] });

const user = {
  type: ["object", "null"],
  required: ["id", "name", "username", "state", "avatar_url", "web_url"],
  properties: { id: int, name: str, username: str, state: str, avatar_url: nullable("string"), web_url: str },
};

const commit = {
  type: "object",
  required: [
    "id",
    "short_id",
    "title",
    "created_at",
    "parent_ids",
    "message",
    "author_name",
    "author_email",
    "authored_date",
    "committer_name",
    "committer_email",
    "committed_date",
    "web_url",
  ],
  properties: {
    id: nullable("string"),
    short_id: nullable("string"),
    title: str,
    created_at: str,
    parent_ids: { type: ["array", "null"], items: str },
    message: str,
    web_url: str,
  },
};

export const linkShape = {
  type: "object",
  required: ["name", "url"],
  properties: { id: int, name: str, url: str, direct_asset_url: str, external: bool, link_type: str },
  additionalProperties: false,
};

export const releaseShape = {
  type: "object",
  required: ["name", "tag_name", "commit", "released_at"],
  properties: {
    name: str,
    tag_name: str,
    // GitLab's schema says string; a release created without a description answers null.
    description: nullable("string"),
    description_html: str,
    created_at: str,
    released_at: str,
    upcoming_release: bool,
    commit: { oneOf: [{ type: "null" }, commit] },
    author: { oneOf: [{ type: "null" }, user] },
    milestones: { type: "array" },
    commit_path: str,
    tag_path: str,
    evidences: { type: "array" },
    assets: {
      required: ["count", "links", "sources"],
      properties: { count: int, links: { type: "array", items: linkShape }, sources: { type: "array" } },
      additionalProperties: false,
    },
    _links: { properties: { edit_url: str } },
  },
  additionalProperties: false,
};

export const mergeRequestShape = {
  type: "object",
  required: [
    "id",
    "iid",
    "project_id",
    "title",
    "description",
    "state",
    "created_at",
    "updated_at",
    "target_branch",
    "source_branch",
    "upvotes",
    "downvotes",
    "author",
    "assignee",
    "source_project_id",
    "target_project_id",
    "labels",
    "work_in_progress",
    "milestone",
    "merge_when_pipeline_succeeds",
    "merge_status",
    "sha",
    "merge_commit_sha",
    "user_notes_count",
    "should_remove_source_branch",
    "force_remove_source_branch",
    "web_url",
    "squash",
  ],
  properties: {
    id: int,
    iid: int,
    project_id: int,
    title: str,
    description: nullable("string"),
    state: str,
    merged_at: nullable("string"),
    closed_at: nullable("string"),
    created_at: str,
    updated_at: str,
    target_branch: str,
    source_branch: str,
    upvotes: int,
    downvotes: int,
    author: user,
    assignee: user,
    assignees: { type: "array", items: user },
    reviewers: { type: "array", items: user },
    source_project_id: int,
    target_project_id: int,
    labels: { type: "array", items: str },
    work_in_progress: bool,
    merge_when_pipeline_succeeds: bool,
    merge_status: str,
    sha: str,
    merge_commit_sha: nullable("string"),
    user_notes_count: int,
    should_remove_source_branch: nullable("boolean"),
    force_remove_source_branch: nullable("boolean"),
    discussion_locked: nullable("boolean"),
    web_url: str,
    squash: bool,
  },
};

export const packageShape = {
  type: "object",
  required: ["name", "version", "package_type", "_links"],
  properties: {
    name: str,
    version: str,
    package_type: str,
    _links: { type: "object", required: ["web_path"] },
    created_at: str,
  },
};

export const packageFileShape = {
  type: "object",
  required: ["id", "package_id", "file_name"],
  properties: { id: int, package_id: int, file_name: str, file_sha1: str, file_sha256: str, file_md5: str },
};

const ajv = new Ajv({ allErrors: true, strict: false });
const compiled = new Map<object, ValidateFunction>();

/** The ways `value` breaks `shape`, as "path message" lines; empty when it fits. */
export function shapeErrors(shape: object, value: unknown): string[] {
  let validate = compiled.get(shape);
  if (validate === undefined) {
    validate = ajv.compile(shape);
    compiled.set(shape, validate);
  }
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`);
}
