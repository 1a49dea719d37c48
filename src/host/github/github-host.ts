import type {
  CodeHost,
  HostRelease,
  PullRequest,
  PullRequestInput,
  ReleaseAsset,
  ReleaseInput,
  RepositoryId,
} from "../port.ts";
import type { HostSettings } from "../settings.ts";
import { createGitHubClient } from "./client.ts";
import { type ErrorContext, githubMessage, type Operation, toHostError } from "./errors.ts";
import { gitDataCommits } from "./git-data.ts";
import { actionsWorkflows, autoMerge } from "./workflows.ts";

export interface GitHubHostOptions {
  userAgent: string;
  /** Told when a rate limit is waited out. */
  onWait: (seconds: number, reason: string) => void;
  now?: () => Date;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const PULLS_WRITE = "pull-requests: write";
const CONTENTS_WRITE = "contents: write";

/** The code-host port on GitHub's REST API (github.com and Enterprise). */
export function createGitHubHost(settings: HostSettings, options: GitHubHostOptions): CodeHost {
  const client = createGitHubClient({
    baseUrl: settings.apiUrl,
    token: settings.token,
    userAgent: options.userAgent,
    maxRateLimitWait: settings.maxRateLimitWait,
    retryBaseMs: settings.retryBaseMs,
    onWait: options.onWait,
    timeoutMs: options.timeoutMs ?? settings.requestTimeoutMs,
    fetch: options.fetch,
    rateLimitSecondMs: settings.rateLimitSecondMs,
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  const repository: RepositoryId = settings.repository;
  const { owner, repo } = repository;
  const context: ErrorContext = {
    apiUrl: settings.apiUrl,
    repository,
    tokenVariable: settings.tokenVariable,
    maxRateLimitWait: settings.maxRateLimitWait,
    now: options.now ?? (() => new Date()),
  };
  const call = async <T>(op: Operation, body: () => Promise<T>): Promise<T> => {
    try {
      return await body();
    } catch (error) {
      throw toHostError(error, op, context);
    }
  };

  const findOpenPullRequest = (head: string, base: string) =>
    call({ what: `look for the open pull request from ${head}` }, async () => {
      const { data } = await client.rest.pulls.list({
        owner,
        repo,
        state: "open",
        head: `${owner}:${head}`,
        base,
        per_page: 100,
      });
      const found = data.find((pr) => pr.head.ref === head && pr.base.ref === base);
      return found === undefined ? undefined : toPullRequest(found);
    });

  const findReleaseByTag = (tag: string) =>
    call({ what: `look for the release of tag ${tag}` }, async () => {
      try {
        const { data } = await client.rest.repos.getReleaseByTag({ owner, repo, tag });
        return toRelease(data);
      } catch (error) {
        if ((error as { status?: number }).status !== 404) throw error;
      }
      // Drafts have no tag yet, so the tag look-up misses them: they are searched in the list, on
      // its first page only (the 100 newest: GitHub lists the newest first, drafts included). A
      // draft for the version being released (an interrupted run's) is among them, as releases
      // are made one version after another. Paging through all would cost a request per 100
      // releases the project ever made, on every first run of a release (issue 14).
      const { data: newest } = await client.rest.repos.listReleases({ owner, repo, per_page: 100 });
      const draft = newest.find((r) => r.tag_name === tag);
      return draft === undefined ? undefined : toRelease(draft);
    });

  return {
    provider: "github",
    repository,
    ...gitDataCommits(client, repository, call),
    ...actionsWorkflows(client, repository, call),
    enableAutoMerge: autoMerge(client, call),
    findOpenPullRequest,

    createPullRequest: (input: PullRequestInput) =>
      call({ what: `create the pull request from ${input.head}`, permission: PULLS_WRITE }, async () => {
        try {
          const { data } = await client.rest.pulls.create({ owner, repo, ...input });
          return { pullRequest: toPullRequest(data), created: true };
        } catch (error) {
          // Another run opened it between our look-up and this call: use that one.
          if (isAlreadyExists(error)) {
            const existing = await findOpenPullRequest(input.head, input.base);
            if (existing !== undefined) return { pullRequest: existing, created: false };
          }
          throw error;
        }
      }),

    updatePullRequest: (number, changes) =>
      call({ what: `update pull request #${number}`, permission: PULLS_WRITE }, async () => {
        const { data } = await client.rest.pulls.update({ owner, repo, pull_number: number, ...changes });
        return toPullRequest(data);
      }),

    addLabels: (number, labels) =>
      call({ what: `label pull request #${number}`, permission: PULLS_WRITE }, async () => {
        if (labels.length === 0) return;
        await client.rest.issues.addLabels({ owner, repo, issue_number: number, labels: [...labels] });
      }),

    findReleaseByTag,

    createRelease: (input: ReleaseInput) =>
      call(
        { what: `create the release for ${input.tag}`, permission: CONTENTS_WRITE, kind: "create-release" },
        async () => {
          try {
            const { data } = await client.rest.repos.createRelease({
              owner,
              repo,
              tag_name: input.tag,
              name: input.name,
              body: input.body,
              draft: input.draft,
              prerelease: input.prerelease,
              ...(input.target === undefined ? {} : { target_commitish: input.target }),
              ...(input.latest === false ? { make_latest: "false" as const } : {}),
            });
            return { release: toRelease(data), created: true };
          } catch (error) {
            // Another run created it between our look-up and this call: use that one.
            if (isAlreadyExists(error)) {
              const existing = await findReleaseByTag(input.tag);
              if (existing !== undefined) return { release: existing, created: false };
            }
            throw error;
          }
        },
      ),

    updateRelease: (id, input) =>
      call({ what: `update release ${id}`, permission: CONTENTS_WRITE }, async () => {
        const { data } = await client.rest.repos.updateRelease({
          owner,
          repo,
          release_id: id,
          ...(input.tag === undefined ? {} : { tag_name: input.tag }),
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.body === undefined ? {} : { body: input.body }),
          ...(input.draft === undefined ? {} : { draft: input.draft }),
          ...(input.prerelease === undefined ? {} : { prerelease: input.prerelease }),
          ...(input.latest === false ? { make_latest: "false" as const } : {}),
        });
        return toRelease(data);
      }),

    listAssets: (releaseId) =>
      call({ what: `list the assets of release ${releaseId}` }, async () => {
        const assets = await client.paginate(client.rest.repos.listReleaseAssets, {
          owner,
          repo,
          release_id: releaseId,
          per_page: 100,
        });
        return assets.map(toAsset);
      }),

    uploadAsset: (release, name, content, contentType) =>
      call(
        { what: `upload ${name} to the release of ${release.tag}`, permission: CONTENTS_WRITE },
        async () => {
          // The address the release answered with, never a guessed host. It is an RFC 6570
          // template (`.../assets{?name,label}`): Octokit expands it with `name`.
          const url = /\{\?[^}]*\}$/.test(release.uploadUrl)
            ? release.uploadUrl
            : `${release.uploadUrl}{?name}`;
          try {
            const { data } = await client.request(`POST ${url}`, {
              name,
              headers: { "content-type": contentType, "content-length": content.byteLength },
              data: content,
            });
            return toAsset(data as AssetData);
          } catch (error) {
            if (isAlreadyExists(error)) return undefined;
            throw error;
          }
        },
      ),

    downloadAsset: (asset) =>
      call({ what: `download ${asset.name} from the release` }, async () => {
        // With this Accept, GitHub answers with the bytes (or a redirect to them, which fetch
        // follows without the token: it is dropped on a redirect to another origin).
        const { data } = await client.rest.repos.getReleaseAsset({
          owner,
          repo,
          asset_id: asset.id,
          headers: { accept: "application/octet-stream" },
        });
        return new Uint8Array(data as unknown as ArrayBuffer);
      }),

    deleteAsset: (assetId) =>
      call({ what: `delete release asset ${assetId}`, permission: CONTENTS_WRITE }, async () => {
        await client.rest.repos.deleteReleaseAsset({ owner, repo, asset_id: assetId });
      }),
  };
}

function isAlreadyExists(error: unknown): boolean {
  const status = (error as { status?: number }).status;
  return (
    status === 422 && /already[ _]exists/i.test(githubMessage(error as Parameters<typeof githubMessage>[0]))
  );
}

interface PullData {
  number: number;
  node_id?: string;
  html_url: string;
  title: string;
  body?: string | null;
  head: { ref: string };
  base: { ref: string };
  labels: Array<{ name?: string } | string>;
  state: string;
}

function toPullRequest(data: PullData): PullRequest {
  return {
    number: data.number,
    url: data.html_url,
    title: data.title,
    body: data.body ?? "",
    head: data.head.ref,
    base: data.base.ref,
    labels: data.labels.map((l) => (typeof l === "string" ? l : (l.name ?? ""))).filter((l) => l !== ""),
    state: data.state === "open" ? "open" : "closed",
    ...(data.node_id === undefined ? {} : { nodeId: data.node_id }),
  };
}

interface ReleaseData {
  id: number;
  tag_name: string;
  name?: string | null;
  body?: string | null;
  draft: boolean;
  prerelease: boolean;
  html_url: string;
  upload_url: string;
  /** GitHub's immutable releases (2025): absent on older servers (GitHub Enterprise). */
  immutable?: boolean | null;
}

function toRelease(data: ReleaseData): HostRelease {
  return {
    id: data.id,
    tag: data.tag_name,
    name: data.name ?? "",
    body: data.body ?? "",
    draft: data.draft,
    prerelease: data.prerelease,
    url: data.html_url,
    uploadUrl: data.upload_url,
    immutable: data.immutable === true && !data.draft,
  };
}

interface AssetData {
  id: number;
  name: string;
  size: number;
  state?: string;
  /** `sha256:<hex>` of the stored bytes (GitHub, 2025); null or absent for older assets. */
  digest?: string | null;
}

function toAsset(data: AssetData): ReleaseAsset {
  return {
    id: data.id,
    name: data.name,
    size: data.size,
    // "open": an upload that never finished; "uploaded" (or no state from an older server): done.
    complete: data.state !== "open" && data.state !== "starter",
    digest: typeof data.digest === "string" && data.digest !== "" ? data.digest : undefined,
  };
}
