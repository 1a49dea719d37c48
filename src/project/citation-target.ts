import { VersionFileError } from "../core/errors.ts";
import { CITATION_FILE, readCitationVersion } from "../edits/citation-cff.ts";
import { readRepoText } from "../fs/read-repo-file.ts";
import type { VersionTarget } from "./version-target.ts";

/** CITATION.cff at the root when it carries `version` and no target writes it yet. */
export async function citationTarget(
  root: string,
  version: string,
  targets: readonly VersionTarget[],
): Promise<{ target: VersionTarget; line: number } | undefined> {
  if (targets.some((t) => t.path === CITATION_FILE)) return undefined;
  const file = await readRepoText(root, CITATION_FILE, VersionFileError).catch(() => undefined);
  const found = file === undefined ? undefined : readCitationVersion(file.text);
  if (found === undefined || found.value !== version) return undefined;
  return { target: { kind: "citation", path: CITATION_FILE }, line: found.line };
}
