import { compareBumps, decideBump, maxBump } from "./bump.ts";
import { parseCalverFormat, spellCalver, twoPartReleases } from "./calver.ts";
import { groupCommits, renderSection } from "./changelog.ts";
import { chooseVersion } from "./choose-version.ts";
import { ReleaseError } from "./errors.ts";
import { decideFragmentBump } from "./news-fragments.ts";
import { isPending, unreleasedFileVersion } from "./pending-version.ts";
import type { PlanInput, ReleasePlan } from "./plan-types.ts";
import { cancelReverts } from "./reverts.ts";
import { compileTagFormat, usesTwoPartReleases } from "./tag-format.ts";
import { releasedVersions } from "./taken-versions.ts";
import { compareVersions, formatVersion, type Pep440Version, parseVersion } from "./version.ts";
import { finalOfMaking, inTheMaking } from "./version-in-making.ts";

/** Gather's output -> what the release would be (spec 4.2 check, 4.6, 4.7; DESIGN 4 and 5). Pure. */
export function planRelease(input: PlanInput): ReleasePlan {
  const tagFormat = compileTagFormat(input.tagFormat);
  const base = input.baseTag === undefined ? undefined : tagFormat.parse(input.baseTag);
  const fileVersion =
    input.fileVersion === undefined
      ? undefined
      : parseVersionOrThrow(input.fileVersion, input.fileVersionSource ?? "the project files");
  const baseVersion = base ?? fileVersion ?? ZERO;

  const commits = [...input.commits];
  const counted = cancelReverts(commits);
  const countedSet = counted.length === commits.length ? undefined : new Set(counted);
  const cancelled = countedSet === undefined ? [] : commits.filter((c) => !countedSet.has(c));
  const byCommits = decideBump(counted);
  // The fragments count like commits of their kind: the bump is the higher of the two (DESIGN 4).
  const byFragments = decideFragmentBump(input.fragments ?? []);
  const bump = maxBump(byCommits.bump, byFragments.bump);
  const decision = {
    bump,
    drivers: compareBumps(byCommits.bump, bump) === 0 ? byCommits.drivers : [],
    fragmentDrivers: compareBumps(byFragments.bump, bump) === 0 ? byFragments.drivers : [],
  };

  const released = releasedVersions(input.tags, tagFormat, input.tagFormat, input.packageName);
  // A calendar project's two-part tags (pip's 26.0) are releases, not floating tags; so are the
  // two-part tags of a project that tags its .0 releases so (2.0, 2.1 beside 2.0.1).
  const twoPartStyle = input.calver === undefined && usesTwoPartReleases(input.tags, tagFormat);
  if (input.calver !== undefined || twoPartStyle) {
    for (const [text, tag] of twoPartReleases(input.tags, tagFormat))
      if (!released.has(text)) released.set(text, tag);
  }
  const pending = fileVersion !== undefined && isPending(input, released, base, fileVersion, counted);
  const chosen = chooseVersion(
    input,
    decision.bump,
    baseVersion,
    base,
    fileVersion,
    pending,
    counted,
    released,
  );

  const plan: ReleasePlan = {
    baseTag: input.baseTag,
    baseVersion: formatVersion(baseVersion),
    fileVersion: fileVersion === undefined ? undefined : formatVersion(fileVersion),
    commits,
    cancelled,
    bump: chosen.bump,
    drivers: chosen.source === "commits" ? decision.drivers : [],
    fragmentDrivers: chosen.source === "commits" ? decision.fragmentDrivers : [],
    source: chosen.source,
    ...(chosen.note === undefined ? {} : { releaseAsNote: chosen.note }),
    downgrade: chosen.version !== undefined && compareVersions(chosen.version, baseVersion) < 0,
    nextVersion: undefined,
    tag: undefined,
    pending: chosen.source === "pending",
    unreleased: undefined,
    taken: chosen.taken,
    groups: [],
    changelog: undefined,
  };
  // A version as the project writes it: two parts for its .0 releases, a calendar one padded.
  const spell = (version: Pep440Version) =>
    twoPartStyle
      ? asTwoPart(version)
      : input.calver !== undefined
        ? spellCalver(version, parseCalverFormat(input.calver))
        : formatVersion(version);
  if (fileVersion !== undefined && !plan.pending) {
    // The next release as check's next_version spells it (2026.08.17, not 2026.8.17).
    const spelled = chosen.version === undefined ? undefined : spell(chosen.version);
    plan.unreleased = unreleasedFileVersion(fileVersion, base, released, spelled);
  }
  // A version in the making, or a release set by hand that nothing releases (3.1.0, no release commit).
  const making =
    inTheMaking(fileVersion, base) ??
    (plan.unreleased !== undefined && fileVersion?.dev === undefined && fileVersion?.local === undefined
      ? fileVersion
      : undefined);
  const final = making === undefined ? undefined : finalOfMaking(making, released);
  if (making !== undefined && final !== undefined)
    plan.making = { version: formatVersion(making), final: spell(final) };
  if (chosen.version === undefined) return plan;
  const nextVersion = spell(chosen.version);
  const groups = groupCommits(counted, input.changelog);
  return {
    ...plan,
    nextVersion,
    tag: tagFormat.format(nextVersion),
    groups,
    changelog: renderSection(nextVersion, input.date, groups),
  };
}

const ZERO: Pep440Version = { epoch: 0, release: [0, 0, 0] };

/** A `.0` release written as the project writes its `.0` releases: 2.1.0 as `2.1`. */
function asTwoPart(version: Pep440Version): string {
  const { release } = version;
  const plain = version.pre === undefined && version.post === undefined && version.dev === undefined;
  return plain && release.length === 3 && release[2] === 0
    ? formatVersion({ ...version, release: release.slice(0, 2) })
    : formatVersion(version);
}

function parseVersionOrThrow(text: string, where: string): Pep440Version {
  const version = parseVersion(text);
  if (version === undefined) {
    throw new ReleaseError(`${where}: "${text}" is not a valid PEP 440 version (e.g. 1.5.0, 2.0.0rc1)`);
  }
  return version;
}
