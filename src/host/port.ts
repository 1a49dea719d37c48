/**
 * The code-host port: everything the release flows ask of GitHub (today), GitLab or Gitea
 * (later, as new implementations beside `github/`). Flows speak only to this interface; each
 * implementation maps its service's errors to the spec 7 taxonomy (AuthenticationError,
 * RateLimitError, GitHostError) with one line that says what to do.
 */

/** `owner/repo` on the code host. */
export interface RepositoryId {
  owner: string;
  repo: string;
}

export interface PullRequest {
  number: number;
  /** The page a person opens. */
  url: string;
  title: string;
  body: string;
  /** The branch the changes come from (without the owner). */
  head: string;
  /** The branch it merges into. */
  base: string;
  labels: string[];
  state: "open" | "closed";
  /** How the host names it in words: `merge request !3` on GitLab (default: `pull request #3`). */
  label?: string;
  /** GitHub's global id of the pull request (what its GraphQL API takes). */
  nodeId?: string;
}

export interface PullRequestInput {
  head: string;
  base: string;
  title: string;
  body: string;
}

export interface HostRelease {
  id: number;
  tag: string;
  name: string;
  body: string;
  draft: boolean;
  prerelease: boolean;
  /** The page a person opens. */
  url: string;
  /** Where assets go, as the host answered it (never a guessed public address). */
  uploadUrl: string;
  /**
   * The host keeps this published release as it is: no asset can be added, replaced or deleted
   * (GitHub's immutable releases). A draft is never immutable.
   */
  immutable: boolean;
  /**
   * Files stored for the release's tag that publishing it did not link, because they are not the
   * release's own (GitLab's package registry: an earlier run's, or put there by hand).
   */
  unlinked?: readonly string[];
}

/** One of the release's own files: its name, size and the sha256 of its bytes (hex). */
export interface ReleaseFile {
  name: string;
  size: number;
  sha256: string;
}

export interface ReleaseInput {
  tag: string;
  name: string;
  body: string;
  draft: boolean;
  prerelease: boolean;
  /** The commit the tag should point at when the host creates it. */
  target?: string;
  /** false: do not make this the repository's latest release (an older line). */
  latest?: false;
  /**
   * Publishing: the release's own files (the ones it built or took with `--dist`). A host that
   * links stored files to the release (GitLab) links exactly these, matched by name and sha256;
   * GitHub's assets are on the release itself. None given: no file is linked.
   */
  files?: readonly ReleaseFile[];
}

/** A created release, or the one another run created first (`created: false`). */
export interface CreatedRelease {
  release: HostRelease;
  created: boolean;
}

export interface ReleaseAsset {
  id: number;
  name: string;
  size: number;
  /** false: an upload that never finished (GitHub keeps such an asset until it is deleted). */
  complete: boolean;
  /** The host's digest of the stored bytes (`sha256:<hex>`), when it gives one. */
  digest: string | undefined;
}

export type FileMode = "100644" | "100755" | "120000";

/**
 * One file of a commit made through the host: its new bytes and mode (and its mode in the parent,
 * undefined when the commit adds it: GitLab's actions tell a new file from a changed one), or its
 * removal.
 */
export type CommitFile =
  | { path: string; mode: FileMode; content: Uint8Array; before: FileMode | undefined }
  | { path: string; deleted: true };

export interface HostCommitInput {
  /** The branch the commit goes on (without `refs/heads/`). */
  branch: string;
  /** The commit it goes on top of (the release branch's head) and that commit's tree. */
  parent: string;
  parentTree: string;
  message: string;
  /** What differs from the parent's tree. */
  files: readonly CommitFile[];
  /** Where the branch is now: undefined when it does not exist (it is created). */
  current: string | undefined;
}

/** A commit the host made. */
export interface HostCommit {
  sha: string;
  /** The host signed it and says so (GitHub's "Verified"). */
  verified: boolean;
}

/** A workflow of the repository, as the host lists it. */
export interface HostWorkflow {
  id: number;
  /** `.github/workflows/ci.yml`. */
  path: string;
  name: string;
}

export type MergeMethod = "squash" | "merge" | "rebase";

/**
 * Auto-merge turned on, or the host's words for refusing it (the repository's setting, a pull
 * request it cannot wait on), with what to change when the host's answer says it (`fix`).
 */
export type AutoMergeAnswer = { kind: "enabled" } | { kind: "refused"; reason: string; fix?: string };

export interface CodeHost {
  /** `github` today. */
  readonly provider: string;
  /**
   * The release's files are stored beside it and only its own are linked when it is published
   * (GitLab's package registry): another file stored there is not on the release.
   */
  readonly linksOwnFiles?: boolean;
  readonly repository: RepositoryId;
  /** The open pull request from `head` (a branch of this repository) into `base`, if any. */
  findOpenPullRequest(head: string, base: string): Promise<PullRequest | undefined>;
  /**
   * Creates the pull request; when one from `head` into `base` is already open (a race), returns
   * that one with `created: false`.
   */
  createPullRequest(input: PullRequestInput): Promise<{ pullRequest: PullRequest; created: boolean }>;
  updatePullRequest(number: number, changes: { title?: string; body?: string }): Promise<PullRequest>;
  /** Adds labels the pull request does not carry yet. */
  addLabels(number: number, labels: readonly string[]): Promise<void>;
  findReleaseByTag(tag: string): Promise<HostRelease | undefined>;
  /** Creates the release; when one for the tag already exists (a race), returns that one. */
  createRelease(input: ReleaseInput): Promise<CreatedRelease>;
  /** Changes a release; `draft: false` publishes it (as `latest` says). */
  updateRelease(id: number, input: Partial<ReleaseInput>): Promise<HostRelease>;
  listAssets(releaseId: number): Promise<ReleaseAsset[]>;
  /** Uploads one asset; undefined when the release already has an asset of that name. */
  uploadAsset(
    release: HostRelease,
    name: string,
    content: Uint8Array,
    contentType: string,
  ): Promise<ReleaseAsset | undefined>;
  deleteAsset(assetId: number): Promise<void>;
  /** The stored bytes of an asset (a re-run takes a published release's files from it). */
  downloadAsset(asset: ReleaseAsset): Promise<Uint8Array>;
  /**
   * Makes a commit through the host's API (so the host signs it) and moves `branch` to it, with
   * force; hosts that cannot leave it out (the commit is then pushed with git). The host's ref
   * move takes no expected old value, so the branch is read again just before it: one that is no
   * longer at `current` (another run, a push by hand) is not overwritten (PushError).
   */
  commitFiles?(input: HostCommitInput): Promise<HostCommit>;
  /** Whether the host marks a commit verified (a re-run reports the commit already there). */
  isCommitVerified?(sha: string): Promise<boolean>;
  /** The repository's workflows (hosts whose pipelines the token's pushes start leave it out). */
  listWorkflows?(): Promise<HostWorkflow[]>;
  /** Starts a workflow run on `ref` (a branch) through its `workflow_dispatch` trigger. */
  dispatchWorkflow?(workflow: HostWorkflow, ref: string): Promise<void>;
  /** Turns on the host's auto-merge for the pull request. */
  enableAutoMerge?(pullRequest: PullRequest, method: MergeMethod): Promise<AutoMergeAnswer>;
}
