import type { PlanCommit } from "./commit.ts";
import type { PlanInput, UnreleasedFileVersion } from "./plan-types.ts";
import { releaseSubjectMatcher } from "./release-subject.ts";
import { canonicalRelease } from "./taken-versions.ts";
import { compareVersions, formatVersion, type Pep440Version, spellingsOf } from "./version.ts";

/**
 * The files carry a version that was asked for and not yet released (DESIGN 5): no tag names it,
 * it is a release (no `.devN`, no local `+label`), it is above the base tag, and a release commit
 * for it (`update`'s, or the merged release pull request's, a squash merge's ` (#N)` allowed) is
 * among the commits since the base. A version bumped by hand or left by another tool is not.
 */
export function isPending(
  input: PlanInput,
  released: ReadonlyMap<string, string>,
  base: Pep440Version | undefined,
  fileVersion: Pep440Version,
  counted: readonly PlanCommit[],
): boolean {
  if (fileVersion.dev !== undefined || fileVersion.local !== undefined) return false;
  if (released.has(formatVersion(canonicalRelease(fileVersion)))) return false;
  if (base !== undefined && compareVersions(fileVersion, base) <= 0) return false;
  // The release commit names the version as the files spell it (a calendar's 2026.02.03), or
  // in its canonical form (2026.2.3).
  const matchers = spellingsOf(formatVersion(fileVersion), input.fileVersion).map((v) =>
    releaseSubjectMatcher(input.releaseSubjects, v, input.releasePackage),
  );
  return counted.some((c) => matchers.some((isRelease) => isRelease(c.subject)));
}

/** The files' version when no tag names it and nothing releases it (UnreleasedFileVersion), else undefined. */
export function unreleasedFileVersion(
  fileVersion: Pep440Version,
  base: Pep440Version | undefined,
  released: ReadonlyMap<string, string>,
  next: string | undefined,
): UnreleasedFileVersion | undefined {
  const version = formatVersion(fileVersion);
  if (released.has(formatVersion(canonicalRelease(fileVersion)))) return undefined;
  // Without a base tag the files' version is the base: a first version set by hand is where the
  // history starts, not a release to make; only a version above the base tag is worth a word.
  if (base === undefined && fileVersion.dev === undefined && fileVersion.local === undefined)
    return undefined;
  if (base !== undefined && compareVersions(fileVersion, base) <= 0) return undefined;
  const why =
    fileVersion.dev !== undefined
      ? "a development version"
      : fileVersion.local !== undefined
        ? "a local version"
        : "no release commit set it";
  return { version, why, next };
}
