import { createHash } from "node:crypto";

/** The repository state the GitHub stand-in keeps: pull requests, releases and their assets. */

export interface PullState {
  number: number;
  state: "open" | "closed";
  merged: boolean;
  title: string;
  body: string;
  draft: boolean;
  head: { ref: string; label: string };
  base: { ref: string };
  labels: string[];
  html_url: string;
  url: string;
  /** Auto-merge turned on (GraphQL `enablePullRequestAutoMerge`), with its method. */
  auto_merge?: { merge_method: "merge" | "squash" | "rebase" } | null;
}

export interface AssetState {
  id: number;
  name: string;
  label: string;
  size: number;
  content: Buffer;
  content_type: string;
  /** "open": an upload that never finished (GitHub's "starter" asset). */
  state: "uploaded" | "open";
  browser_download_url: string;
  url: string;
  /** When it was stored (ISO); the epoch when absent. */
  created_at?: string;
  /** `sha256:<hex>` of the bytes (sent only with the stand-in's `digests: true`). */
  digest?: string | null;
}

export interface ReleaseState {
  id: number;
  tag_name: string;
  target_commitish: string;
  name: string;
  body: string;
  draft: boolean;
  prerelease: boolean;
  /** What the create call asked for ("true" when it said nothing). */
  make_latest: string;
  html_url: string;
  url: string;
  upload_url: string;
  assets: AssetState[];
  /** When it was created (ISO); the epoch when absent. */
  created_at?: string;
  /** When it was published (ISO): null while a draft. Absent: the epoch when published. */
  published_at?: string | null;
  /** Published on a repository with immutable releases on: assets and tag are frozen. */
  immutable?: boolean;
}

export interface GitHubState {
  owner: string;
  repo: string;
  /** The API base URL (`http://127.0.0.1:PORT/api/v3`), for the `url` fields. */
  apiUrl: string;
  pulls: PullState[];
  releases: ReleaseState[];
  nextId: number;
  /** Whether assets carry their `digest` (api.github.com) or null (an older server). */
  digests: boolean;
  /** The bare repository the Git Data API writes into (none: those requests answer 409). */
  gitDir?: string;
  /** The token's identity: who the commits made through the API are by. */
  identity: { name: string; email: string };
  /** The commits the API made without an author given: GitHub signed them (verified). */
  verifiedCommits: Set<string>;
  /** Workflow ids by path, given when first listed. */
  workflowIds: Map<string, number>;
  /** The `workflow_dispatch` runs started: the workflow's path, the ref, the commit it ran at. */
  dispatches: Array<{ workflow: string; ref: string; sha: string }>;
  /** The "Allow auto-merge" setting. */
  allowAutoMerge: boolean;
}

const EPOCH = new Date(0).toISOString();

export function sha256Digest(content: Buffer): string {
  return `sha256:${createHash("sha256").update(content).digest("hex")}`;
}

/** The account every object names as its author (GitHub's simple-user, every required field). */
export function userJson(state: Pick<GitHubState, "apiUrl">, login = "releaser-test", id = 1) {
  const web = state.apiUrl.replace(/\/api\/v3$/, "");
  const api = `${state.apiUrl}/users/${login}`;
  return {
    login,
    id,
    node_id: `U_${id}`,
    avatar_url: `${web}/avatars/${login}`,
    gravatar_id: "",
    url: api,
    html_url: `${web}/${login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: "Bot",
    site_admin: false,
  };
}

export function labelJson(state: GitHubState, name: string, index: number) {
  return {
    id: index + 1,
    node_id: `LA_${index + 1}`,
    url: `${state.apiUrl}/repos/${state.owner}/${state.repo}/labels/${encodeURIComponent(name)}`,
    name,
    // A string, not null: the label objects inside a pull request may not be null there.
    description: "",
    color: "ededed",
    default: false,
  };
}

function repoJson(state: GitHubState) {
  return {
    id: 1,
    node_id: "R_1",
    name: state.repo,
    full_name: `${state.owner}/${state.repo}`,
    private: false,
    html_url: `${state.apiUrl.replace(/\/api\/v3$/, "")}/${state.owner}/${state.repo}`,
    url: `${state.apiUrl}/repos/${state.owner}/${state.repo}`,
  };
}

export function pullJson(state: GitHubState, pull: PullState) {
  return {
    ...pull,
    auto_merge:
      pull.auto_merge == null
        ? null
        : { ...pull.auto_merge, enabled_by: userJson(state), commit_title: pull.title, commit_message: "" },
    id: 5000 + pull.number,
    node_id: `PR_${pull.number}`,
    labels: pull.labels.map((name, i) => labelJson(state, name, i)),
    merged_at: pull.merged ? EPOCH : null,
    user: userJson(state),
    head: { ...pull.head, sha: "0".repeat(40), repo: repoJson(state), user: userJson(state, state.owner, 2) },
    base: {
      ...pull.base,
      label: `${state.owner}:${pull.base.ref}`,
      sha: "0".repeat(40),
      repo: repoJson(state),
      user: userJson(state, state.owner, 2),
    },
  };
}

export function assetJson(state: GitHubState, asset: AssetState) {
  const { content, ...rest } = asset;
  return {
    ...rest,
    node_id: `RA_${asset.id}`,
    label: asset.label,
    digest: state.digests && asset.state === "uploaded" ? (asset.digest ?? sha256Digest(content)) : null,
    download_count: 0,
    created_at: asset.created_at ?? EPOCH,
    updated_at: asset.created_at ?? EPOCH,
    uploader: userJson(state),
  };
}

export function releaseJson(state: GitHubState, release: ReleaseState) {
  const { make_latest: _latest, immutable, ...rest } = release;
  const web = state.apiUrl.replace(/\/api\/v3$/, "");
  return {
    ...rest,
    node_id: `RE_${release.id}`,
    assets_url: `${release.url}/assets`,
    tarball_url: `${web}/${state.owner}/${state.repo}/tarball/${encodeURIComponent(release.tag_name)}`,
    zipball_url: `${web}/${state.owner}/${state.repo}/zipball/${encodeURIComponent(release.tag_name)}`,
    created_at: release.created_at ?? EPOCH,
    published_at: release.draft ? null : (release.published_at ?? EPOCH),
    immutable: immutable === true,
    author: userJson(state),
    assets: release.assets.map((asset) => assetJson(state, asset)),
  };
}
