/**
 * A version in the making: a development or pre-release version the files carry above the last
 * release (8.5.0.dev0, 2.14.0a1), which the next release finishes and never goes below (DESIGN 4,
 * never lower). Pure.
 */
import type { Bump } from "./bump.ts";
import { canonicalRelease } from "./taken-versions.ts";
import {
  type BumpOptions,
  bumpVersion,
  compareVersions,
  formatVersion,
  type Pep440Version,
  type PreLabel,
} from "./version.ts";

/** The files' version when it is a pre-release or development version above the base tag. */
export function inTheMaking(
  fileVersion: Pep440Version | undefined,
  base: Pep440Version | undefined,
): Pep440Version | undefined {
  if (fileVersion === undefined || fileVersion.post !== undefined || fileVersion.local !== undefined)
    return undefined;
  if (fileVersion.pre === undefined && fileVersion.dev === undefined) return undefined;
  return base === undefined || compareVersions(fileVersion, base) > 0 ? fileVersion : undefined;
}

/**
 * The final release a version in the making leads to (3.1.0 for 3.1.0a0, 0.26.0 for
 * 0.26.0rc0.dev0), unless a tag names it already (`released`: normal form -> tag).
 */
export function finalOfMaking(
  making: Pep440Version,
  released: ReadonlyMap<string, string>,
): Pep440Version | undefined {
  const final: Pep440Version = { epoch: making.epoch, release: making.release };
  return released.has(formatVersion(canonicalRelease(final))) ? undefined : final;
}

/**
 * A bump from a version that is not a final release (only the files' version can be): `2.0.0rc1` or
 * `8.5.0.dev0` becomes its own release when the bump does not reach past it (a `feat:` on
 * `8.5.0.dev0` gives `8.5.0`; a breaking change gives `9.0.0`), as semver finishes a pre-release.
 */
export function finishing(
  base: Pep440Version,
  bump: Exclude<Bump, "none">,
  options: BumpOptions,
): Pep440Version | undefined {
  // Only a version before its release is finished; 1.4.0.post1 and 1.4.0+local are past 1.4.0.
  if (base.pre === undefined && base.dev === undefined) return undefined;
  if (base.post !== undefined) return undefined;
  const [major = 0, minor = 0, patch = 0] = base.release;
  const effective = bump === "major" && major === 0 && !options.majorOnZero ? "minor" : bump;
  const reaches =
    effective === "patch" ||
    (effective === "minor" && patch === 0) ||
    (effective === "major" && minor === 0 && patch === 0);
  if (!reaches) return undefined;
  const release: Pep440Version = { epoch: base.epoch, release: [major, minor, patch] };
  return options.prerelease === undefined ? release : nextPreReleaseOf(release, options);
}

/** `release` as a pre-release with the options' label, numbered after the existing ones. */
function nextPreReleaseOf(release: Pep440Version, options: BumpOptions): Pep440Version {
  // bumpVersion numbers pre-releases of the version it computes; ask it for this one by stepping
  // from just below it at the level that lands on it.
  const [major = 0, minor = 0, patch = 0] = release.release;
  if (patch > 0)
    return bumpVersion({ epoch: release.epoch, release: [major, minor, patch - 1] }, "patch", options);
  if (minor > 0)
    return bumpVersion({ epoch: release.epoch, release: [major, minor - 1, 0] }, "minor", options);
  if (major > 0)
    return bumpVersion({ epoch: release.epoch, release: [major - 1, 0, 0] }, "major", {
      ...options,
      majorOnZero: true,
    });
  return { ...release, pre: { label: options.prerelease as PreLabel, number: 1 } };
}
