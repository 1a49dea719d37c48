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
}

export interface GitHubState {
  owner: string;
  repo: string;
  pulls: PullState[];
  releases: ReleaseState[];
  nextId: number;
}

export function pullJson(state: GitHubState, pull: PullState) {
  return {
    ...pull,
    labels: pull.labels.map((name, i) => ({ id: i + 1, name, color: "ededed" })),
    merged_at: pull.merged ? new Date(0).toISOString() : null,
    user: { login: "releaser-test" },
    head: { ...pull.head, repo: { full_name: `${state.owner}/${state.repo}` } },
    base: { ...pull.base, repo: { full_name: `${state.owner}/${state.repo}` } },
  };
}

export function assetJson(asset: AssetState) {
  const { content: _content, ...rest } = asset;
  return rest;
}

export function releaseJson(release: ReleaseState) {
  return { ...release, assets: release.assets.map(assetJson) };
}
