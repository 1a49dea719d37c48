/**
 * Released versions and the next free one (DESIGN 5, taken versions): no version whose tag exists
 * (here or on origin, in any of this package's tag shapes) is proposed. Pure.
 */
import type { Bump } from "./bump.ts";
import type { TagFormat } from "./tag-format.ts";
import { readOwnTag } from "./tag-shape.ts";
import { type BumpOptions, bumpVersion, formatVersion, type Pep440Version } from "./version.ts";

/** A version skipped because a tag already names it (on another branch, or only on origin). */
export interface TakenVersion {
  version: string;
  tag: string;
}

/**
 * Every released version of this package the tags name (normalised text -> tag); floating tags
 * (`v1.4`) are none. A version tagged in any shape of this package counts (DESIGN 5: `1.5.0`,
 * `v1.5.0`, `acme-v1.5.0`, `acme-1.5.0` and `acme@1.5.0` are one release of acme), another
 * package's never. Without the package's name, the plain shapes count only beside a plain format:
 * a `name-v` format then speaks for its package alone, as plain tags may be another package's.
 */
export function releasedVersions(
  tags: readonly string[],
  tagFormat: TagFormat,
  formatText: string,
  packageName?: string,
): Map<string, string> {
  const family = packageName !== undefined || PLAIN_SHAPES.includes(formatText);
  const released = new Map<string, string>();
  for (const tag of tags) {
    const version = tagFormat.parse(tag) ?? (family ? readOwnTag(tag, packageName)?.version : undefined);
    if (version === undefined || version.release.length < 3 || version.local !== undefined) continue;
    const text = formatVersion(canonicalRelease(version));
    if (!released.has(text) || tag === tagFormat.format(text)) released.set(text, tag);
  }
  return released;
}

const PLAIN_SHAPES: readonly string[] = ["v{version}", "{version}"];

/**
 * The bumped version, or when its release is tagged already (on another branch, or on origin
 * only), the next free one at the same level: `1.5.0` tagged on `stable` and a `feat:` give
 * `1.6.0` (DESIGN 5). Returns the versions skipped with their tags.
 */
export function nextFree(
  first: Pep440Version | undefined,
  base: Pep440Version,
  bump: Exclude<Bump, "none">,
  options: BumpOptions,
  released: ReadonlyMap<string, string>,
): { version: Pep440Version; taken: TakenVersion[] } {
  const taken: TakenVersion[] = [];
  let version = first ?? bumpVersion(base, bump, options);
  for (let i = 0; i < 10_000; i++) {
    const final: Pep440Version = { epoch: version.epoch, release: version.release };
    const tag = released.get(formatVersion(canonicalRelease(final)));
    if (tag === undefined) return { version, taken };
    taken.push({ version: formatVersion(final), tag });
    version = bumpVersion(final, bump, options);
  }
  return { version, taken };
}

/** The version with its release segment written as three parts (1.4.2.0 -> 1.4.2, 1.1 -> 1.1.0). */
export function canonicalRelease(version: Pep440Version): Pep440Version {
  const release = [...version.release];
  while (release.length > 3 && release[release.length - 1] === 0) release.pop();
  while (release.length < 3) release.push(0);
  return { ...version, release };
}
