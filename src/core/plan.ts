import { type Bump, compareBumps, decideBump } from "./bump.ts";
import { type ChangelogGroup, type ChangelogOptions, groupCommits, renderSection } from "./changelog.ts";
import type { PlanCommit } from "./commit.ts";
import { ReleaseError, TagExistsError } from "./errors.ts";
import { releaseSubjectMatcher } from "./release-subject.ts";
import { cancelReverts } from "./reverts.ts";
import { compileTagFormat, findTagForVersion, preReleaseVersions } from "./tag-format.ts";
import {
  bumpVersion,
  compareVersions,
  formatVersion,
  type Pep440Version,
  type PreLabel,
  parseVersion,
} from "./version.ts";

/** What the user asked for on the command line. */
export interface PlanOverrides {
  bump?: Exclude<Bump, "none"> | undefined;
  releaseAs?: string | undefined;
  prerelease?: PreLabel | undefined;
  /** `--allow-downgrade`: accept a `--release-as` version below the last release. */
  allowDowngrade?: boolean | undefined;
}

/** Everything the plan needs, gathered beforehand: no I/O happens while planning. */
export interface PlanInput {
  tagFormat: string;
  majorOnZero: boolean;
  changelog: ChangelogOptions;
  /** Every tag name of the repository. */
  tags: readonly string[];
  /** The base tag (newest final release merged into HEAD), when there is one. */
  baseTag: string | undefined;
  /** The commits after the base tag, newest first, parsed (parseCommit) while they were read. */
  commits: readonly PlanCommit[];
  /** The version the project's files carry, when they carry one. */
  fileVersion: string | undefined;
  /** Where that version was read (`pyproject.toml:3`), for messages. */
  fileVersionSource?: string | undefined;
  /** Subjects that mark a release commit for a version (from `commit_message` and `pr.title`). */
  releaseSubjects: readonly string[];
  /** The changelog date, YYYY-MM-DD. */
  date: string;
  overrides: PlanOverrides;
}

/** Why the next version is what it is. */
export type VersionSource = "commits" | "bump-flag" | "release-as-flag" | "release-as-footer" | "pending";

export interface ReleasePlan {
  baseTag: string | undefined;
  /** The version the next one is computed from (the base tag's; else the files'; else 0.0.0). */
  baseVersion: string;
  fileVersion: string | undefined;
  /** Every commit in the range, parsed, newest first. */
  commits: PlanCommit[];
  /** Commits cancelled by a revert inside the range (both sides of each pair). */
  cancelled: PlanCommit[];
  bump: Bump;
  /** The commits that decide the bump (empty when a flag decided it). */
  drivers: PlanCommit[];
  source: VersionSource;
  /** The version forced by `--release-as` is below the base (allowed by `--allow-downgrade`). */
  downgrade: boolean;
  /** The version to release; undefined when there is nothing to release. */
  nextVersion: string | undefined;
  /** Its tag. */
  tag: string | undefined;
  /** The files already carry `nextVersion` and its tag does not exist: `update` has run. */
  pending: boolean;
  groups: ChangelogGroup[];
  /** The changelog section for `nextVersion`; undefined when there is nothing to release. */
  changelog: string | undefined;
}

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
  const decision = decideBump(counted);

  const pending = fileVersion !== undefined && isPending(input, tagFormat, base, fileVersion, counted);
  const chosen = chooseVersion(input, decision.bump, baseVersion, fileVersion, pending, counted);

  const plan: ReleasePlan = {
    baseTag: input.baseTag,
    baseVersion: formatVersion(baseVersion),
    fileVersion: fileVersion === undefined ? undefined : formatVersion(fileVersion),
    commits,
    cancelled,
    bump: chosen.bump,
    drivers: chosen.source === "commits" ? decision.drivers : [],
    source: chosen.source,
    downgrade: chosen.version !== undefined && compareVersions(chosen.version, baseVersion) < 0,
    nextVersion: undefined,
    tag: undefined,
    pending: chosen.source === "pending",
    groups: [],
    changelog: undefined,
  };
  if (chosen.version === undefined) return plan;
  const nextVersion = formatVersion(chosen.version);
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

/**
 * The files carry a version whose tag does not exist yet (DESIGN 5). With a base tag, that version
 * must be above it; without one, a release commit for it must be in the range (a maintainer's
 * hand-set first version is the base, not a pending release).
 */
function isPending(
  input: PlanInput,
  tagFormat: ReturnType<typeof compileTagFormat>,
  base: Pep440Version | undefined,
  fileVersion: Pep440Version,
  counted: readonly PlanCommit[],
): boolean {
  if (findTagForVersion(input.tags, tagFormat, fileVersion) !== undefined) return false;
  if (base !== undefined) return compareVersions(fileVersion, base) > 0;
  const version = formatVersion(fileVersion);
  const isRelease = releaseSubjectMatcher(input.releaseSubjects, version);
  return counted.some((c) => isRelease(c.subject));
}

interface Choice {
  bump: Bump;
  version: Pep440Version | undefined;
  source: VersionSource;
}

function chooseVersion(
  input: PlanInput,
  commitBump: Bump,
  baseVersion: Pep440Version,
  fileVersion: Pep440Version | undefined,
  pending: boolean,
  counted: readonly PlanCommit[],
): Choice {
  const { overrides } = input;
  const bumpOptions = {
    majorOnZero: input.majorOnZero,
    prerelease: overrides.prerelease,
    existing: preReleaseVersions(input.tags, input.tagFormat),
  };
  if (overrides.releaseAs !== undefined) {
    const version = parseVersionOrThrow(overrides.releaseAs, "--release-as");
    checkForcedVersion(input, version, baseVersion);
    return { bump: bumpBetween(baseVersion, version, commitBump), version, source: "release-as-flag" };
  }
  if (overrides.bump !== undefined) {
    return {
      bump: overrides.bump,
      version: bumpVersion(baseVersion, overrides.bump, bumpOptions),
      source: "bump-flag",
    };
  }
  if (pending && fileVersion !== undefined) {
    return {
      bump: bumpBetween(baseVersion, fileVersion, commitBump),
      version: fileVersion,
      source: "pending",
    };
  }
  const footer = counted.find((c) => c.releaseAs !== undefined)?.releaseAs;
  if (footer !== undefined) {
    const version = parseVersionOrThrow(footer, "the Release-As footer");
    if (compareVersions(version, baseVersion) > 0) {
      return { bump: bumpBetween(baseVersion, version, commitBump), version, source: "release-as-footer" };
    }
  }
  if (commitBump === "none") return { bump: "none", version: undefined, source: "commits" };
  return { bump: commitBump, version: bumpVersion(baseVersion, commitBump, bumpOptions), source: "commits" };
}

/**
 * `--release-as` may not re-release a version that has a tag (its changelog section would be
 * replaced and history lost), nor go below the base version unless `--allow-downgrade` says so.
 */
function checkForcedVersion(input: PlanInput, version: Pep440Version, baseVersion: Pep440Version): void {
  const tagFormat = compileTagFormat(input.tagFormat);
  // PEP 440 equality: 1.4.2.0 and 1.4.2 are one version (a floating v1.4 is not a release of 1.4.0).
  const tag =
    findTagForVersion(input.tags, tagFormat, version) ??
    findTagForVersion(input.tags, tagFormat, canonicalRelease(version));
  const text = formatVersion(version);
  if (tag !== undefined) {
    throw new TagExistsError(
      `--release-as ${text}: tag ${tag} already exists, so ${text} is released; choose a version above ${formatVersion(baseVersion)}`,
    );
  }
  if (compareVersions(version, baseVersion) < 0 && input.overrides.allowDowngrade !== true) {
    throw new ReleaseError(
      `--release-as ${text} is below the current version ${formatVersion(baseVersion)}${input.baseTag ? ` (${input.baseTag})` : ""}; pass --allow-downgrade if you mean to release a lower version`,
    );
  }
}

/** The version with its release segment written as three parts (1.4.2.0 -> 1.4.2, 1.1 -> 1.1.0). */
function canonicalRelease(version: Pep440Version): Pep440Version {
  const release = [...version.release];
  while (release.length > 3 && release[release.length - 1] === 0) release.pop();
  while (release.length < 3) release.push(0);
  return { ...version, release };
}

/**
 * The kind of step from one version up to another (major/minor/patch), else the commits' bump.
 * A step down (an allowed downgrade) is no major/minor/patch step: the commits' bump is shown.
 */
function bumpBetween(from: Pep440Version, to: Pep440Version, fallback: Bump): Bump {
  if (compareVersions(to, from) < 0) return compareBumps(fallback, "none") > 0 ? fallback : "patch";
  for (const [index, bump] of [
    [0, "major"],
    [1, "minor"],
    [2, "patch"],
  ] as const) {
    if ((to.release[index] ?? 0) !== (from.release[index] ?? 0)) return bump;
  }
  return compareBumps(fallback, "none") > 0 ? fallback : "patch";
}

function parseVersionOrThrow(text: string, where: string): Pep440Version {
  const version = parseVersion(text);
  if (version === undefined) {
    throw new ReleaseError(`${where}: "${text}" is not a valid PEP 440 version (e.g. 1.5.0, 2.0.0rc1)`);
  }
  return version;
}
