import type { GitLabClient } from "./client.ts";
import { encodeSegment } from "./client.ts";
import { genericPackage, type PackageFileData } from "./release-shapes.ts";

/**
 * The project's generic package registry as the store of a release's files (DESIGN 9): one package
 * per tag (the project's name, the tag as its version), where a draft's files and its record wait
 * until the release is made.
 */
export function packageRegistry(client: GitLabClient, project: string, repo: string) {
  const packageOf = (tag: string) => genericPackage(repo, tag);
  const filePath = (tag: string, fileName: string) => {
    const { name, version } = packageOf(tag);
    return `${project}/packages/generic/${encodeSegment(name)}/${encodeSegment(version)}/${encodeSegment(fileName)}`;
  };

  /** The registry's files for the tag, the newest of each name (GitLab keeps duplicates), the draft's record included. */
  const storedFiles = async (tag: string): Promise<PackageFileData[]> => {
    const { name, version } = packageOf(tag);
    const packages = await client.paginate<{ id: number; name: string; version: string }>(
      `${project}/packages`,
      { package_type: "generic", package_name: name, package_version: version },
    );
    // package_name matches by part of the name: only this exact package counts.
    const found = packages.filter((p) => p.name === name && p.version === version);
    const newest = new Map<string, PackageFileData>();
    for (const pkg of found) {
      const stored = await client.paginate<PackageFileData>(`${project}/packages/${pkg.id}/package_files`);
      for (const file of stored) {
        const seen = newest.get(file.file_name);
        if (seen === undefined || seen.id < file.id) newest.set(file.file_name, file);
      }
    }
    return [...newest.values()];
  };

  const putFile = (tag: string, fileName: string, content: Uint8Array | string, contentType: string) =>
    client.request<PackageFileData>("PUT", filePath(tag, fileName), {
      query: { select: "package_file" },
      body: content,
      headers: { "content-type": contentType },
    });

  /**
   * The file of the same name stored before `file` in its package: GitLab keeps every upload and
   * never answers "already there", so this is how a run learns that another run (or its own
   * request, answered late and sent again) stored the name first.
   */
  const storedBefore = async (file: PackageFileData): Promise<PackageFileData | undefined> => {
    const stored = await client.paginate<PackageFileData>(
      `${project}/packages/${file.package_id}/package_files`,
    );
    return stored.find((f) => f.file_name === file.file_name && f.id < file.id);
  };

  return { filePath, storedFiles, putFile, storedBefore };
}
