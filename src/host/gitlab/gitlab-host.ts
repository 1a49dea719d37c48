import { ConfigError } from "../../core/errors.ts";
import type {
  CodeHost,
  HostRelease,
  ReleaseAsset,
  ReleaseFile,
  ReleaseInput,
  RepositoryId,
} from "../port.ts";
import type { HostSettings } from "../settings.ts";
import { gitlabAutoMerge } from "./auto-merge.ts";
import { createGitLabClient, encodeSegment } from "./client.ts";
import { gitlabCommits } from "./commits.ts";
import { type ErrorContext, GitLabRequestError, isConflict, type Operation, toHostError } from "./errors.ts";
import { messageOf } from "./merge-request-shapes.ts";
import { gitlabMergeRequests } from "./merge-requests.ts";
import { packageRegistry } from "./package-registry.ts";
import {
  DRAFT_RECORD,
  FILE_NAME,
  isOwnFile,
  type PackageFileData,
  type Pending,
  type ReleaseData,
  readRecord,
  toRelease,
} from "./release-shapes.ts";

export interface GitLabHostOptions {
  userAgent: string;
  /** Told when a rate limit is waited out. */
  onWait: (seconds: number, reason: string) => void;
  now?: () => Date;
  fetch?: typeof fetch;
}

/** Where a package file lives, to download or delete it by the id the port hands back. */
interface StoredFile {
  packageId: number;
  fileName: string;
  tag: string;
}

/**
 * The code-host port on GitLab's REST API v4 (gitlab.com and self-managed; DESIGN 9).
 *
 * Merge requests stand for pull requests (`number` is the iid). GitLab has no draft releases, and
 * a release is best made once, with its files: so a "draft" here is a release not yet made, whose
 * files are uploaded to the project's generic package registry (package = the project's name,
 * version = the tag). Publishing the draft creates the GitLab release with the changelog as its
 * description and a `package` link to each file. A re-run finds the draft again from the registry
 * (files for the tag, no release yet) and finishes it. A GitLab release is never immutable: a file
 * added to a published release gets its link at once.
 */
export function createGitLabHost(settings: HostSettings, options: GitLabHostOptions): CodeHost {
  const client = createGitLabClient({
    apiUrl: settings.apiUrl,
    token: settings.token,
    tokenKind: settings.tokenKind,
    userAgent: options.userAgent,
    retryBaseMs: settings.retryBaseMs,
    requestTimeoutMs: settings.requestTimeoutMs,
    rateLimitSecondMs: settings.rateLimitSecondMs,
    maxRateLimitWait: settings.maxRateLimitWait,
    onWait: options.onWait,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  const repository: RepositoryId = settings.repository;
  const projectPath = `${repository.owner}/${repository.repo}`;
  const project = `/projects/${encodeSegment(projectPath)}`;
  const webUrl = `${new URL(settings.apiUrl).origin}/${projectPath}`;
  const context: ErrorContext = {
    apiUrl: settings.apiUrl,
    project: projectPath,
    tokenVariable: settings.tokenVariable,
    tokenKind: settings.tokenKind,
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

  // The port names releases by number; GitLab names them by tag. Each tag met gets a number here.
  const tags: string[] = [];
  const idOf = (tag: string) => {
    const known = tags.indexOf(tag);
    if (known >= 0) return known + 1;
    tags.push(tag);
    return tags.length;
  };
  const tagOf = (id: number) => {
    const tag = tags[id - 1];
    if (tag === undefined) throw new Error(`no release ${id} was looked up or created by this run`);
    return tag;
  };
  const files = new Map<number, StoredFile>();
  const { filePath, storedFiles, putFile, storedBefore } = packageRegistry(client, project, repository.repo);

  const releasePath = (tag: string) => `${project}/releases/${encodeSegment(tag)}`;

  const draftOf = (item: Pending, packageId?: number): HostRelease => ({
    id: idOf(item.tag),
    tag: item.tag,
    name: item.name,
    body: item.body,
    draft: true,
    prerelease: item.prerelease,
    url: packageId === undefined ? `${webUrl}/-/packages` : `${webUrl}/-/packages/${packageId}`,
    uploadUrl: "",
    immutable: false,
  });

  /** The published release of the tag, or undefined (GitLab answers 404 for no release). */
  const getRelease = async (tag: string): Promise<HostRelease | undefined> => {
    try {
      const { data } = await client.request<ReleaseData>("GET", releasePath(tag));
      return toRelease(data, idOf(tag));
    } catch (error) {
      // "404 Project Not Found" is the project out of reach, not a missing release.
      if (error instanceof GitLabRequestError && error.status === 404 && !/project/i.test(messageOf(error)))
        return undefined;
      throw error;
    }
  };

  const listFiles = async (tag: string): Promise<ReleaseAsset[]> =>
    (await storedFiles(tag)).filter((f) => f.file_name !== DRAFT_RECORD).map((f) => remember(f, tag));

  const remember = (file: PackageFileData, tag: string): ReleaseAsset => {
    files.set(file.id, { packageId: file.package_id, fileName: file.file_name, tag });
    return {
      id: file.id,
      name: file.file_name,
      size: file.size,
      complete: true,
      digest:
        typeof file.file_sha256 === "string" && file.file_sha256 !== ""
          ? `sha256:${file.file_sha256}`
          : undefined,
    };
  };

  /** Keeps the draft's title and notes in the registry beside its files, for a re-run to finish it. */
  const saveDraft = async (item: Pending): Promise<HostRelease> => (await storeDraft(item)).release;
  const storeDraft = async (item: Pending) => {
    const { data } = await putFile(item.tag, DRAFT_RECORD, JSON.stringify(item), "application/json");
    drafts.set(item.tag, { item, packageId: data.package_id });
    return { release: draftOf(item, data.package_id), stored: data };
  };

  // The drafts this run saved or read: publishing one needs no second look (a race with another
  // run that published it meanwhile is GitLab's 409, which publish reads as done).
  const drafts = new Map<string, { item: Pending; packageId: number }>();

  /** The draft of an interrupted run: its record in the registry, if any. */
  const readRecordOf = async (tag: string): Promise<{ item: Pending; packageId: number } | undefined> => {
    const record = (await storedFiles(tag)).find((f) => f.file_name === DRAFT_RECORD);
    if (record === undefined) return undefined;
    const { data } = await client.request<Uint8Array>("GET", filePath(tag, DRAFT_RECORD), { binary: true });
    const found = { item: readRecord(Buffer.from(data).toString("utf8"), tag), packageId: record.package_id };
    drafts.set(tag, found);
    return found;
  };
  const readDraft = async (tag: string): Promise<HostRelease | undefined> => {
    const found = await readRecordOf(tag);
    return found === undefined ? undefined : draftOf(found.item, found.packageId);
  };

  const linkFor = (tag: string, fileName: string) => ({
    name: fileName,
    url: `${settings.apiUrl}${filePath(tag, fileName)}`,
    link_type: "package",
    direct_asset_path: `/${fileName}`,
  });

  /** Links the files the release lacks a link for (a re-run after a cut, or an upload to a published release). */
  const addMissingLinks = async (tag: string, fileNames: readonly string[]) => {
    const links = await client.paginate<{ name: string }>(`${releasePath(tag)}/assets/links`);
    for (const fileName of fileNames) {
      if (links.some((link) => link.name === fileName)) continue;
      try {
        await client.request("POST", `${releasePath(tag)}/assets/links`, { json: linkFor(tag, fileName) });
      } catch (error) {
        // Taken meanwhile (another run, or our own request answered late): the link is there.
        if (!(error instanceof GitLabRequestError && error.status === 400 && /taken/i.test(messageOf(error))))
          throw error;
      }
    }
  };

  /**
   * Makes the GitLab release of a draft, with a link to each of its own files stored for the tag
   * (DESIGN 9): another file there (an earlier run's, or planted) is not linked, and is named in
   * the answer's `unlinked`.
   */
  const publish = async (item: Pending, own: readonly ReleaseFile[]): Promise<HostRelease> => {
    const stored = (await storedFiles(item.tag)).filter((f) => f.file_name !== DRAFT_RECORD);
    const assets = stored.filter((file) => own.some((mine) => isOwnFile(file, mine)));
    const unlinked = stored.filter((file) => !assets.includes(file)).map((file) => file.file_name);
    const withUnlinked = (release: HostRelease): HostRelease =>
      unlinked.length === 0 ? release : { ...release, unlinked };
    let made: HostRelease | undefined;
    try {
      const { data } = await client.request<ReleaseData>("POST", `${project}/releases`, {
        json: {
          tag_name: item.tag,
          name: item.name,
          description: item.body,
          ...(item.target === undefined ? {} : { ref: item.target }),
          assets: { links: assets.map((file) => linkFor(item.tag, file.file_name)) },
        },
        idempotent: true,
      });
      made = toRelease(data, idOf(item.tag));
    } catch (error) {
      if (!isConflict(error)) throw error;
      // Made meanwhile (another run, or our own create answered late): its links are completed.
      await addMissingLinks(
        item.tag,
        assets.map((file) => file.file_name),
      );
      made = await getRelease(item.tag);
      if (made === undefined)
        throw new Error(`GitLab said the release of ${item.tag} exists, then did not find it`);
    }
    drafts.delete(item.tag);
    // The record stays beside the files: deleting a package file takes the Maintainer role, which
    // a release job's token seldom has, and a re-run finds the release before any record.
    return withUnlinked(made);
  };

  // Tags this run looked up and found nothing for: creating their draft needs no second look (a
  // draft saved twice holds the same; a release made meanwhile answers publishing with 409).
  const absent = new Set<string>();
  const findReleaseByTag = (tag: string) =>
    call({ what: `look for the release of tag ${tag}` }, async () => {
      const found = (await getRelease(tag)) ?? (await readDraft(tag));
      if (found === undefined) absent.add(tag);
      else absent.delete(tag);
      return found;
    });

  return {
    provider: "gitlab",
    linksOwnFiles: true,
    repository,
    // The release commit is GitLab's own; its pipelines run for the token's commits (no dispatch).
    ...gitlabCommits(client, project, call),
    enableAutoMerge: gitlabAutoMerge(client, project, call),
    ...gitlabMergeRequests(client, project, call),

    findReleaseByTag,

    createRelease: (input: ReleaseInput) =>
      call({ what: `create the release for ${input.tag}` }, async () => {
        const existing = input.draft && absent.has(input.tag) ? undefined : await findReleaseByTag(input.tag);
        if (existing !== undefined) return { release: existing, created: false };
        const item: Pending = {
          tag: input.tag,
          name: input.name,
          body: input.body,
          prerelease: input.prerelease,
          target: input.target,
        };
        // A draft is its record in the registry: the files join it there, the release comes last.
        if (!input.draft) return { release: await publish(item, input.files ?? []), created: true };
        const { release, stored } = await storeDraft(item);
        // Another run saved a draft first: this one is the same release, not made by this run.
        return { release, created: (await storedBefore(stored)) === undefined };
      }),

    updateRelease: (id, input) =>
      call({ what: `update the release of ${tags[id - 1] ?? `release ${id}`}` }, async () => {
        const tag = tagOf(id);
        const cached = drafts.get(tag);
        const published = cached === undefined ? await getRelease(tag) : undefined;
        if (published === undefined) {
          const found = cached ?? (await readRecordOf(tag));
          if (found === undefined) throw new Error(`GitLab has no release or draft of ${tag}`);
          const draft = found.item;
          const item: Pending = {
            tag,
            name: input.name ?? draft.name,
            body: input.body ?? draft.body,
            prerelease: input.prerelease ?? draft.prerelease,
            target: input.target ?? draft.target,
          };
          // Publishing a draft creates the GitLab release: a refusal is said as the create's.
          if (input.draft === false)
            return await call({ what: `create the release for ${tag}` }, () =>
              publish(item, input.files ?? []),
            );
          const changed =
            item.name !== draft.name ||
            item.body !== draft.body ||
            item.prerelease !== draft.prerelease ||
            item.target !== draft.target;
          return changed ? await saveDraft(item) : draftOf(draft, found.packageId);
        }
        const changes = {
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.body === undefined ? {} : { description: input.body }),
        };
        if (Object.keys(changes).length === 0) return published;
        const { data } = await client.request<ReleaseData>("PUT", releasePath(tag), { json: changes });
        return toRelease(data, id);
      }),

    listAssets: (releaseId) =>
      call(
        { what: `list the files of the release of ${tags[releaseId - 1] ?? `release ${releaseId}`}` },
        () => listFiles(tagOf(releaseId)),
      ),

    uploadAsset: (release, name, content, contentType) =>
      call({ what: `upload ${name} to the package registry for ${release.tag}` }, async () => {
        if (!FILE_NAME.test(name)) {
          throw new ConfigError(
            `GitLab's package registry takes file names of letters, digits and . _ + - only, so "${name}" cannot be attached to the release of ${release.tag}; rename the file (release.assets names it) and run again, which finishes the release`,
          );
        }
        const { data } = await putFile(release.tag, name, content, contentType);
        const asset = remember(data, release.tag);
        // A published release gets the file's link at once (GitLab's releases take links any time).
        if (!release.draft) await addMissingLinks(release.tag, [name]);
        // The same bytes stored under the name first (another run): not this run's upload.
        const before = await storedBefore(data);
        if (before !== undefined && before.file_sha256 === data.file_sha256) return undefined;
        return asset;
      }),

    downloadAsset: (asset) =>
      call({ what: `download ${asset.name} from the package registry` }, async () => {
        const stored = files.get(asset.id);
        if (stored === undefined) throw new Error(`${asset.name} was not listed by this run`);
        const { data } = await client.request<Uint8Array>("GET", filePath(stored.tag, stored.fileName), {
          headers: { accept: "application/octet-stream" },
          binary: true,
        });
        return data;
      }),

    deleteAsset: (assetId) =>
      call({ what: `delete package file ${assetId}`, role: "Maintainer" }, async () => {
        const stored = files.get(assetId);
        if (stored === undefined) throw new Error(`package file ${assetId} was not listed by this run`);
        try {
          await client.request("DELETE", `${project}/packages/${stored.packageId}/package_files/${assetId}`);
        } catch (error) {
          // Deleting a package file takes the Maintainer role. Without it the old file stays: the
          // upload that replaces it is a newer file of the same name, which is the one GitLab
          // serves and the one listAssets reports.
          if (!(error instanceof GitLabRequestError && error.status === 403)) throw error;
        }
        files.delete(assetId);
      }),
  };
}
