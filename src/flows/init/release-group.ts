import { readOwnTag } from "../../core/tag-shape.ts";
import { compareVersions, isFinalRelease, type Pep440Version, parseVersion } from "../../core/version.ts";

/**
 * Which packages of a repository the release tags that carry no package's name (`2.2.0`,
 * `v2.13.4`) release (DESIGN 8): those whose files carry the newest such tag's version, or whose
 * build takes its version from the tag, and that have no tags of their own. Two or more are
 * released together (`shared_version`); one alone is the repository's one package. A package of
 * another version (a Rust-built core with its own numbering and tags) is left out of the list.
 */

/** A package (or the root's own project) as the decision needs it. */
export interface GroupCandidate {
  name: string;
  /** Its folder from the repository's root; "." for the root's own project. */
  path: string;
  /** The version its files carry; undefined when none does. */
  version: string | undefined;
  /** Its build takes the version from the tag. */
  fromTag: boolean;
  /** How many release tags carry its name (`core-v2.46.3` is not one of a plain tag's packages). */
  ownTags: number;
}

export interface ReleaseGroup {
  /** The `packages` entries: the packages the plain tags release, in the candidates' order. */
  paths: string[];
  /** Two packages or more: released together, one version, one tag. */
  shared: boolean;
  /** The newest plain release tag, and the version it names. */
  tag: string;
  version: string;
  /** The packages left out: another version than the tags', or tags of their own. */
  apart: { name: string; path: string; why: string }[];
}

/**
 * The packages the plain release tags release, or undefined when there are no such tags or no
 * package carries their version. The version is the newest final tag's, or that of a newer
 * pre-release tag a package's files carry (`2.13.0b3` on the way to 2.13.0).
 */
export function groupByPlainTags(
  tags: readonly string[],
  candidates: readonly GroupCandidate[],
): ReleaseGroup | undefined {
  const plain = plainReleaseTags(tags);
  const newest = plain.find((t) => isFinalRelease(t.version));
  if (newest === undefined) return undefined;
  // The versions the tags give the packages: the newest final, and the pre-releases after it.
  const tagged = plain.filter((t) => t === newest || compareVersions(t.version, newest.version) > 0);
  const carried = (candidate: GroupCandidate) => {
    const version = candidate.version === undefined ? undefined : parseVersion(candidate.version);
    return version === undefined ? undefined : tagged.find((t) => compareVersions(t.version, version) === 0);
  };
  // The highest of them a package carries is the group's; else the newest final's (builds that read the tag).
  const at =
    candidates
      .filter((c) => c.ownTags === 0)
      .map(carried)
      .reduce<PlainTag | undefined>(
        (best, t) =>
          t !== undefined && (best === undefined || compareVersions(t.version, best.version) > 0) ? t : best,
        undefined,
      ) ?? newest;
  const together: GroupCandidate[] = [];
  const apart: ReleaseGroup["apart"] = [];
  for (const candidate of candidates) {
    if (candidate.ownTags > 0) {
      apart.push({ ...named(candidate), why: "it has release tags of its own" });
    } else if (candidate.fromTag || carried(candidate) === at) {
      together.push(candidate);
    } else if (candidate.version !== undefined) {
      apart.push({
        ...named(candidate),
        why: `its files carry ${candidate.version}, not the ${at.text} of the release tags`,
      });
    }
  }
  if (together.length === 0) return undefined;
  return {
    paths: together.map((c) => c.path),
    shared: together.length > 1,
    tag: at.tag,
    version: at.text,
    apart,
  };
}

function named(candidate: GroupCandidate): { name: string; path: string } {
  return { name: candidate.name, path: candidate.path };
}

interface PlainTag {
  tag: string;
  version: Pep440Version;
  /** The version as the tag spells it. */
  text: string;
}

/** The release tags that carry no name (two parts at least: 1.2, 1.2.3), newest first. */
function plainReleaseTags(tags: readonly string[]): PlainTag[] {
  const read: PlainTag[] = [];
  for (const tag of tags) {
    const own = readOwnTag(tag, undefined);
    if (own === undefined || own.version.release.length < 2) continue;
    read.push({ tag, version: own.version, text: tag.slice(own.prefix.length) });
  }
  return read.sort((a, b) => compareVersions(b.version, a.version));
}
