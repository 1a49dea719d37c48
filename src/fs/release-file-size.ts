/**
 * The size bound of a file a release ships (DESIGN 10): under 2 GiB, GitHub's limit for a release
 * asset (package indexes take far less). A larger file is refused with one line before it is read,
 * so no file is ever read whole past that bound.
 */
export const MAX_RELEASE_FILE_BYTES = 2 * 1024 ** 3;

/** A size in the unit a person reads it in (`3.0 GiB`, `12.4 MiB`, `900 bytes`). */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  return `${bytes} bytes`;
}

/** Why a file of this size cannot be released; undefined when it can. */
export function oversizeRefusal(shown: string, bytes: number): string | undefined {
  if (bytes < MAX_RELEASE_FILE_BYTES) return undefined;
  return `${shown} is ${sizeText(bytes)}; a release file must be smaller than 2 GiB (GitHub's limit for a release asset; package indexes take far less), so nothing was tagged: leave it out, or split it`;
}
