import type { HostRelease, ReleaseFile } from "../port.ts";

/** What GitLab answers for a release (Entities::Release), the fields read here. */
export interface ReleaseData {
  tag_name: string;
  name?: string | null;
  description?: string | null;
  upcoming_release?: boolean;
  _links?: { self?: string };
}

/** A published GitLab release as the port sees it: never a draft, never immutable. */
export function toRelease(data: ReleaseData, id: number): HostRelease {
  return {
    id,
    tag: data.tag_name,
    name: data.name ?? "",
    body: data.description ?? "",
    draft: false,
    // GitLab has no pre-release flag: a pre-release is told by its version.
    prerelease: false,
    url: data._links?.self ?? "",
    uploadUrl: "",
    immutable: false,
  };
}

/** The characters GitLab takes in a generic package's name and file names. */
const NAME_CHARACTER = /[^A-Za-z0-9._-]/g;
/** A generic package's version: word characters, `.`, `+` and `-`, not starting or ending in a dot run. */
const VERSION_CHARACTER = /[^\w.+-]/g;

/**
 * The generic package that holds a release's files: named after the project, versioned by the
 * tag (`widgets` / `v1.4.3`; a monorepo's `alpha-lib-v1.0.0` stays apart from `beta-lib-v1.0.0`).
 * Characters GitLab refuses become `_` (`pkg==1.0` -> `pkg__1.0`).
 */
export function genericPackage(project: string, tag: string): { name: string; version: string } {
  const name = project.replace(NAME_CHARACTER, "_") || "release";
  const version = tag.replace(VERSION_CHARACTER, "_").replace(/^\.+|\.+$/g, "") || "_";
  return { name, version };
}

/** A release not yet made on GitLab: its files wait in the package registry (see createGitLabHost). */
export interface Pending {
  tag: string;
  name: string;
  body: string;
  prerelease: boolean;
  target: string | undefined;
}

/** A package file as GitLab answers it (Entities::PackageFile), the fields read here. */
export interface PackageFileData {
  id: number;
  package_id: number;
  file_name: string;
  size: number;
  file_sha256?: string | null;
}

/** The file names GitLab's generic package registry takes (Gitlab::Regex.maven_file_name_regex). */
export const FILE_NAME = /^[A-Za-z0-9._+-]+$/;

/** The registry file that holds a draft's title and notes until the release is made. */
export const DRAFT_RECORD = "releaser-draft.json";

/** A draft's record as saveDraft wrote it; anything else reads as a draft with no title or notes. */
export function readRecord(text: string, tag: string): Pending {
  let data: Partial<Record<keyof Pending, unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === "object" && parsed !== null) data = parsed as typeof data;
  } catch {
    // A record someone else wrote: the release step gives the title and notes again.
  }
  return {
    tag,
    name: typeof data.name === "string" ? data.name : "",
    body: typeof data.body === "string" ? data.body : "",
    prerelease: data.prerelease === true,
    target: typeof data.target === "string" ? data.target : undefined,
  };
}

/** A stored package file is this one of the release's own: same name, same bytes (sha256; size when GitLab gives no digest). */
export function isOwnFile(file: PackageFileData, own: ReleaseFile): boolean {
  if (file.file_name !== own.name) return false;
  if (typeof file.file_sha256 === "string" && file.file_sha256 !== "")
    return file.file_sha256.toLowerCase() === own.sha256.toLowerCase();
  return file.size === own.size;
}
