import { VersionFileError } from "../../core/errors.ts";
import { readRepoText, resolveRepoPathOr } from "../../fs/read-repo-file.ts";
import type { VersionTarget } from "../../project/version-target.ts";

/** The files a release writes, at their real paths inside the repository, with their texts. */
export interface ReleaseFiles {
  /** The version targets, each path replaced by the real one (links inside the repository followed). */
  targets: VersionTarget[];
  /** The changelog's real path. */
  changelogFile: string;
  /** Every path above -> its text (undefined: the file does not exist yet). */
  texts: Map<string, string | undefined>;
}

/**
 * Reads the version targets and the changelog through readRepoText: a path or link leading
 * outside the repository, a FIFO or a file that is not UTF-8 is refused with one line, and a link
 * inside the repository is followed, so the edit lands in (and commits) the file it points to.
 */
export async function readReleaseFiles(
  root: string,
  targets: readonly VersionTarget[],
  changelogFile: string,
): Promise<ReleaseFiles> {
  const texts = new Map<string, string | undefined>();
  const real = async (given: string) => {
    const read = await readRepoText(root, given, VersionFileError);
    const path = read?.path.rel ?? (await resolveRepoPathOr(root, given, VersionFileError)).rel;
    texts.set(path, read?.text);
    return path;
  };
  const resolved: VersionTarget[] = [];
  for (const target of targets) resolved.push({ ...target, path: await real(target.path) });
  return { targets: resolved, changelogFile: await real(changelogFile), texts };
}
