/**
 * Released versions and the next free one (DESIGN 5, taken versions): no version whose tag exists
 * (here or on origin, in this package's tag shape or the other plain one) is proposed. Pure.
 */
import type { Bump } from "./bump.ts";
import { compileTagFormat } from "./tag-format.ts";
import { type BumpOptions, bumpVersion, formatVersion, type Pep440Version } from "./version.ts";

/** A version skipped because a tag already names it (on another branch, or only on origin). */
export interface TakenVersion {
  version: string;
  tag: string;
}

/** Every released version the tags name (normalised text -> tag); floating tags (`v1.4`) are none. */
export function releasedVersions(
  tags: readonly string[],
  tagFormat: ReturnType<typeof compileTagFormat>,
  formatText: string,
): Map<string, string> {
  // `1.2.3` and `v1.2.3` name the same release of a one-package project (DESIGN 5: a version
  // tagged in any of the shapes is taken); a `name-v` format speaks for its package alone.
  const shapes = PLAIN_SHAPES.includes(formatText)
    ? [tagFormat, ...PLAIN_SHAPES.filter((f) => f !== formatText).map((f) => compileTagFormat(f))]
    : [tagFormat];
  const released = new Map<string, string>();
  for (const tag of tags) {
    for (const shape of shapes) {
      const version = shape.parse(tag);
      if (version === undefined || version.release.length < 3 || version.local !== undefined) continue;
      const text = formatVersion(canonicalRelease(version));
      if (!released.has(text) || tag === tagFormat.format(text)) released.set(text, tag);
      break;
    }
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
