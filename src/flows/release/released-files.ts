import { mkdir, rm, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { ConfigError } from "../../core/errors.ts";
import { compareVersions, parseVersion } from "../../core/version.ts";
import { resolveRepoPath } from "../../fs/repo-path.ts";
import type { CodeHost, HostRelease, ReleaseAsset } from "../../host/port.ts";
import { type BuiltFile, normaliseName, parseDistName } from "../../publish/dist-files.ts";

/** A published release's distributions of this version, found on the code host. */
export interface ReleasedFiles {
  release: HostRelease;
  assets: ReleaseAsset[];
}

/**
 * The distributions of this project and version that a published release of the tag carries
 * (complete uploads only), or undefined: no release, a draft (whose files may still be replaced),
 * or none of its assets is one. A re-run after the release was published takes these rather than
 * building again: a new build differs by its timestamps, and a published (immutable) release's
 * files are the release.
 */
export async function findReleasedFiles(
  host: CodeHost,
  tag: string,
  project: { name: string; version: string },
): Promise<ReleasedFiles | undefined> {
  const release = await host.findReleaseByTag(tag);
  if (release === undefined || release.draft) return undefined;
  const assets = (await host.listAssets(release.id)).filter(
    (asset) => asset.complete && isDistributionOf(asset.name, project),
  );
  return assets.length === 0 ? undefined : { release, assets };
}

/** Downloads the files into a clean dist/ (as a build would leave it) and returns them. */
export async function takeReleasedFiles(
  root: string,
  host: CodeHost,
  found: ReleasedFiles,
): Promise<BuiltFile[]> {
  const files: BuiltFile[] = [];
  for (const asset of found.assets) files.push({ name: asset.name, bytes: await host.downloadAsset(asset) });
  await fillDist(root, files);
  return files;
}

/**
 * Puts the release's files into a clean dist/ of `root`, as a build would leave it (files taken
 * from a published release, or from `release --dist DIR`), so the steps after the build read
 * them where they read a build's.
 */
export async function fillDist(root: string, files: readonly BuiltFile[]): Promise<void> {
  const dist = await resolveRepoPath(root, "dist").catch((error: Error) => {
    throw new ConfigError(`dist/ cannot be used for the release's files: ${error.message}`);
  });
  await rm(dist.abs, { recursive: true, force: true });
  await mkdir(dist.abs, { recursive: true });
  for (const file of files) await writeFile(join(dist.abs, file.name), file.bytes);
}

function isDistributionOf(name: string, project: { name: string; version: string }): boolean {
  // A plain file name only (an asset name never leads out of dist/).
  if (basename(name) !== name || name.startsWith(".")) return false;
  const parsed = parseDistName(name);
  const wanted = parseVersion(project.version);
  const other = parsed === undefined ? undefined : parseVersion(parsed.version);
  return (
    parsed !== undefined &&
    parsed.name === normaliseName(project.name) &&
    wanted !== undefined &&
    other !== undefined &&
    compareVersions(other, wanted) === 0
  );
}
