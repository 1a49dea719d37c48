import { createHash } from "node:crypto";

/**
 * The project state the GitLab stand-in keeps (branches and tags as name -> commit SHA, merge
 * requests, releases with their links, generic packages with their files) and the JSON GitLab
 * answers for each. Field sets follow GitLab's entities (lib/api/entities) as its own response
 * schemas pin them (spec/fixtures/api/schemas/public_api/v4/*.json); tests may read and seed
 * every array and record here.
 */

/** GitLab's roles and their access levels (doc/api/members.md). */
export const ACCESS_LEVELS = { guest: 10, reporter: 20, developer: 30, maintainer: 40, owner: 50 } as const;
export type Role = keyof typeof ACCESS_LEVELS;

/** A token the stand-in accepts: a personal/project access token, or a CI/CD job token. */
export interface TokenGrant {
  kind: "access" | "job";
  /** The role of the token's user in the project (a job token: the user who ran the pipeline). */
  role: Role;
  /** An access token's scopes (`api`, `read_api`, ...); job tokens have none. */
  scopes: string[];
}

export type MergeRequestStatus = "opened" | "closed" | "merged" | "locked";

export interface MergeRequestState {
  id: number;
  iid: number;
  title: string;
  description: string | null;
  source_branch: string;
  target_branch: string;
  labels: string[];
  state: MergeRequestStatus;
  created_at: string;
  updated_at: string;
  merged_at: string | null;
  closed_at: string | null;
  /** Auto-merge is on: the merge request merges when its pipeline succeeds (squashed or not). */
  auto_merge?: { squash: boolean };
}

export type LinkType = "other" | "runbook" | "image" | "package";
export const LINK_TYPES: readonly LinkType[] = ["other", "runbook", "image", "package"];

export interface ReleaseLinkState {
  id: number;
  name: string;
  url: string;
  /** The permanent path below `/-/releases/<tag>/downloads` (GitLab's `filepath`), or null. */
  filepath: string | null;
  link_type: LinkType;
  created_at: string;
}

export interface ReleaseState {
  tag_name: string;
  name: string;
  description: string | null;
  /** The commit the tag points at. */
  sha: string;
  created_at: string;
  released_at: string;
  links: ReleaseLinkState[];
}

export interface PackageFileState {
  id: number;
  package_id: number;
  file_name: string;
  size: number;
  content: Buffer;
  file_md5: string;
  file_sha1: string;
  file_sha256: string;
  created_at: string;
}

export interface PackageState {
  id: number;
  name: string;
  version: string;
  package_type: "generic";
  status: "default" | "hidden";
  created_at: string;
  package_files: PackageFileState[];
}

export interface GitLabState {
  projectId: number;
  /** The project's full path (`acme/widgets`). */
  path: string;
  /** `http://127.0.0.1:PORT` (the web URLs) and `http://127.0.0.1:PORT/api/v4`. */
  webOrigin: string;
  apiUrl: string;
  visibility: "private" | "internal" | "public";
  defaultBranch: string;
  branches: Record<string, string>;
  tags: Record<string, string>;
  /** Protected tag name patterns (`v*`): only Maintainers may create them. */
  protectedTags: string[];
  /** The bare repository the Commits API writes into (none: the repository is empty to it). */
  gitDir: string | undefined;
  /** Branches only Maintainers may push to. */
  protectedBranches: string[];
  /** GitLab signs the commits it makes (GitLab.com's web commit signing). */
  signsWebCommits: boolean;
  /** The commits GitLab made and signed. */
  signedCommits: Set<string>;
  /** A pipeline runs for merge requests (auto-merge waits for it). */
  pipelines: boolean;
  /** Auto-merge requests still to refuse with 405 before the pipeline exists (see gitlab-api.ts). */
  pipelineLag: number;
  mergeRequests: MergeRequestState[];
  releases: ReleaseState[];
  packages: PackageState[];
  nextId: number;
}

export const projectWebUrl = (state: GitLabState) => `${state.webOrigin}/${state.path}`;

export function digests(content: Buffer) {
  const hash = (algorithm: string) => createHash(algorithm).update(content).digest("hex");
  return { file_md5: hash("md5"), file_sha1: hash("sha1"), file_sha256: hash("sha256") };
}

/** Whether a tag name matches a protected-tag pattern (`*` is GitLab's only wildcard). */
export function isProtectedTag(state: GitLabState, tag: string): boolean {
  return state.protectedTags.some((pattern) => {
    const source = pattern
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*");
    return new RegExp(`^${source}$`).test(tag);
  });
}

/** Entities::UserBasic: the token's user, named as author everywhere. */
export function userJson(state: GitLabState) {
  return {
    id: 1,
    username: "releaser-bot",
    name: "releaser bot",
    state: "active",
    locked: false,
    avatar_url: null,
    web_url: `${state.webOrigin}/releaser-bot`,
  };
}

/** Entities::ProjectWithAccess, the fields a client reads (GET /projects/:id). */
export function projectJson(state: GitLabState, role: Role | undefined) {
  const web = projectWebUrl(state);
  const [namespace = "", name = ""] = splitPath(state.path);
  return {
    id: state.projectId,
    description: null,
    name,
    name_with_namespace: `${namespace} / ${name}`,
    path: name,
    path_with_namespace: state.path,
    created_at: "2024-01-01T00:00:00.000Z",
    default_branch: state.defaultBranch,
    tag_list: [],
    topics: [],
    ssh_url_to_repo: `git@127.0.0.1:${state.path}.git`,
    http_url_to_repo: `${web}.git`,
    web_url: web,
    readme_url: null,
    visibility: state.visibility,
    namespace: { id: 2, name: namespace, path: namespace, kind: "group", full_path: namespace },
    _links: {
      self: `${state.apiUrl}/projects/${state.projectId}`,
      merge_requests: `${state.apiUrl}/projects/${state.projectId}/merge_requests`,
    },
    merge_requests_enabled: true,
    permissions: {
      project_access:
        role === undefined ? null : { access_level: ACCESS_LEVELS[role], notification_level: 3 },
      group_access: null,
    },
  };
}

function splitPath(path: string): [string, string] {
  const at = path.lastIndexOf("/");
  return [path.slice(0, at), path.slice(at + 1)];
}

/** Entities::MergeRequestBasic (merge_request.json: every required field). */
export function mergeRequestJson(state: GitLabState, mr: MergeRequestState) {
  const user = userJson(state);
  return {
    id: mr.id,
    iid: mr.iid,
    project_id: state.projectId,
    title: mr.title,
    description: mr.description,
    state: mr.state,
    created_at: mr.created_at,
    updated_at: mr.updated_at,
    merged_by: mr.state === "merged" ? user : null,
    merge_user: mr.state === "merged" ? user : null,
    merged_at: mr.merged_at,
    closed_by: mr.state === "closed" ? user : null,
    closed_at: mr.closed_at,
    target_branch: mr.target_branch,
    source_branch: mr.source_branch,
    user_notes_count: 0,
    upvotes: 0,
    downvotes: 0,
    author: user,
    assignees: [],
    assignee: null,
    reviewers: [],
    source_project_id: state.projectId,
    target_project_id: state.projectId,
    labels: [...mr.labels].sort(),
    draft: /^(draft:|\[draft\]|\(draft\))/i.test(mr.title),
    imported: false,
    imported_from: "none",
    work_in_progress: /^(draft:|\[draft\]|\(draft\))/i.test(mr.title),
    milestone: null,
    merge_when_pipeline_succeeds: mr.auto_merge !== undefined,
    merge_status: "can_be_merged",
    detailed_merge_status: mr.state === "opened" ? "mergeable" : "not_open",
    sha: state.branches[mr.source_branch] ?? "0".repeat(40),
    merge_commit_sha: null,
    squash_commit_sha: null,
    discussion_locked: null,
    should_remove_source_branch: null,
    force_remove_source_branch: null,
    prepared_at: mr.created_at,
    reference: `!${mr.iid}`,
    references: { short: `!${mr.iid}`, relative: `!${mr.iid}`, full: `${state.path}!${mr.iid}` },
    web_url: `${projectWebUrl(state)}/-/merge_requests/${mr.iid}`,
    time_stats: {
      time_estimate: 0,
      total_time_spent: 0,
      human_time_estimate: null,
      human_total_time_spent: null,
    },
    squash: mr.auto_merge?.squash ?? false,
    squash_on_merge: mr.auto_merge?.squash ?? false,
    task_completion_status: { count: 0, completed_count: 0 },
    has_conflicts: false,
    blocking_discussions_resolved: true,
  };
}

/** Entities::Commit (commit/basic.json: every required field). */
export function commitJson(state: GitLabState, sha: string) {
  return {
    id: sha,
    short_id: sha.slice(0, 8),
    created_at: "2024-01-01T00:00:00.000Z",
    parent_ids: [],
    title: "stand-in commit",
    message: "stand-in commit",
    author_name: "releaser bot",
    author_email: "releaser@example.com",
    authored_date: "2024-01-01T00:00:00.000Z",
    committer_name: "releaser bot",
    committer_email: "releaser@example.com",
    committed_date: "2024-01-01T00:00:00.000Z",
    trailers: {},
    extended_trailers: {},
    web_url: `${projectWebUrl(state)}/-/commit/${sha}`,
  };
}

/** Entities::Releases::Link (release/link.json). `external` is gone since GitLab 16.0. */
export function linkJson(state: GitLabState, release: ReleaseState, link: ReleaseLinkState) {
  return {
    id: link.id,
    name: link.name,
    url: link.url,
    direct_asset_url:
      link.filepath === null
        ? link.url
        : `${projectWebUrl(state)}/-/releases/${encodeURIComponent(release.tag_name)}/downloads${link.filepath}`,
    link_type: link.link_type,
  };
}

/** Links newest first, as `release.links.sorted` orders them (created_at desc). */
export function sortedLinks(release: ReleaseState): ReleaseLinkState[] {
  return [...release.links].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

const ARCHIVES = ["zip", "tar.gz", "tar.bz2", "tar"];

/** Entities::Release (release.json: no field beyond those it lists). */
export function releaseJson(state: GitLabState, release: ReleaseState, now = new Date()) {
  const web = projectWebUrl(state);
  const tag = encodeURIComponent(release.tag_name);
  const [, name = ""] = splitPath(state.path);
  const self = `${web}/-/releases/${tag}`;
  const issues = `${web}/-/issues?release_tag=${tag}&scope=all`;
  const mrs = `${web}/-/merge_requests?release_tag=${tag}&scope=all`;
  return {
    name: release.name,
    tag_name: release.tag_name,
    description: release.description,
    created_at: release.created_at,
    released_at: release.released_at,
    upcoming_release: Date.parse(release.released_at) > now.getTime(),
    author: userJson(state),
    commit: commitJson(state, release.sha),
    commit_path: `/${state.path}/-/commit/${release.sha}`,
    tag_path: `/${state.path}/-/tags/${tag}`,
    assets: {
      count: ARCHIVES.length + release.links.length,
      sources: ARCHIVES.map((format) => ({
        format,
        url: `${web}/-/archive/${tag}/${name}-${tag}.${format}`,
      })),
      links: sortedLinks(release).map((link) => linkJson(state, release, link)),
    },
    evidences: [],
    _links: {
      closed_issues_url: `${issues}&state=closed`,
      closed_merge_requests_url: `${mrs}&state=closed`,
      edit_url: `${self}/edit`,
      merged_merge_requests_url: `${mrs}&state=merged`,
      opened_issues_url: `${issues}&state=opened`,
      opened_merge_requests_url: `${mrs}&state=opened`,
      self,
    },
  };
}

/** Entities::Package (packages/collection_package.json). */
export function packageJson(state: GitLabState, pkg: PackageState) {
  return {
    id: pkg.id,
    name: pkg.name,
    version: pkg.version,
    package_type: pkg.package_type,
    status: pkg.status,
    _links: {
      web_path: `/${state.path}/-/packages/${pkg.id}`,
      delete_api_path: `${state.apiUrl}/projects/${state.projectId}/packages/${pkg.id}`,
    },
    created_at: pkg.created_at,
    last_downloaded_at: null,
    tags: [],
  };
}

/** Entities::PackageFile (packages/package_files.json), with its three digests. */
export function packageFileJson(file: PackageFileState) {
  const { content: _content, ...rest } = file;
  return { ...rest, pipelines: [] };
}
