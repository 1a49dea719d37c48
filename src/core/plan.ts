import { type Bump, compareBumps, decideBump } from "./bump.ts";
import { asPreRelease, countStart, nextCalverVersion, parseCalverFormat, twoPartReleases } from "./calver.ts";
import { type ChangelogGroup, type ChangelogOptions, groupCommits, renderSection } from "./changelog.ts";
import type { PlanCommit } from "./commit.ts";
import { ReleaseError, TagExistsError } from "./errors.ts";
import { type ForcedFrom, forcedLabel, readForcedVersion } from "./forced-version.ts";
import { releaseSubjectMatcher } from "./release-subject.ts";
import { cancelReverts } from "./reverts.ts";
import { compileTagFormat, findTagForVersion, preReleaseVersions } from "./tag-format.ts";
import { canonicalRelease, nextFree, releasedVersions, type TakenVersion } from "./taken-versions.ts";
import {
  bumpVersion,
  compareVersions,
  formatVersion,
  type Pep440Version,
  type PreLabel,
  parseVersion,
} from "./version.ts";
import { finishing, inTheMaking } from "./version-in-making.ts";

/** What the user asked for on the command line. */
export interface PlanOverrides {
  bump?: Exclude<Bump, "none"> | undefined;
  releaseAs?: string | undefined;
  prerelease?: PreLabel | undefined;
  /** `--allow-downgrade`: accept a `--release-as` or `Release-As:` version below the last release. */
  allowDowngrade?: boolean | undefined;
}

/** Everything the plan needs, gathered beforehand: no I/O happens while planning. */
export interface PlanInput {
  tagFormat: string;
  /**
   * The package's name, when known: its tags of any shape (`acme-v1.5.0`, `acme@1.5.0`, plain)
   * name taken versions, another package's never (DESIGN 5).
   */
  packageName?: string | undefined;
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
  /**
   * In a repository of several packages, this package's normalised name: a release commit of
   * several (`chore(release): alpha-lib 1.3.0, beta-lib 0.3.1`) counts for each it names.
   */
  releasePackage?: string | undefined;
  /** The changelog date, YYYY-MM-DD; with `calver`, also the date the version is numbered by. */
  date: string;
  /** `calver_format` when `version_scheme = "calver"` (DESIGN 4, calendar versions); else semver. */
  calver?: string | undefined;
  overrides: PlanOverrides;
}

/** Why the next version is what it is. */
export type VersionSource = "commits" | "bump-flag" | "release-as-flag" | "release-as-footer" | "pending";

/**
 * The files carry a version that no tag names and that no release commit set (a hand bump, a
 * development version, one left by another tool): releaser does not release it (DESIGN 5).
 */
export interface UnreleasedFileVersion {
  version: string;
  /** Why it is not a release to make, as a clause: "a development version", "set by hand". */
  why: string;
  /** The version the next release will have as things stand (undefined: nothing to release yet). */
  next: string | undefined;
}

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
  /**
   * The forced version was asked for in another spelling (`--release-as 2.0` is released as
   * 2.0.0): what was taken and why, for check to say.
   */
  releaseAsNote?: string | undefined;
  /** The version to release; undefined when there is nothing to release. */
  nextVersion: string | undefined;
  /** Its tag. */
  tag: string | undefined;
  /**
   * The files carry `nextVersion`, its tag does not exist, and a release commit set it (`update`'s
   * or the merged release pull request's): `release` releases it.
   */
  pending: boolean;
  /** The files' version when it is untagged but not pending: nothing releases it. */
  unreleased: UnreleasedFileVersion | undefined;
  /** Versions the bump landed on whose tags exist, skipped for the next free one (oldest first). */
  taken: TakenVersion[];
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

  const released = releasedVersions(input.tags, tagFormat, input.tagFormat, input.packageName);
  // A calendar project's two-part tags (pip's 26.0) are releases, not floating tags.
  if (input.calver !== undefined) {
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
  const nextText = chosen.version === undefined ? undefined : formatVersion(chosen.version);
  if (fileVersion !== undefined && !plan.pending) {
    plan.unreleased = unreleasedFileVersion(fileVersion, base, released, nextText);
  }
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
 * The files carry a version that was asked for and not yet released (DESIGN 5): no tag names it,
 * it is a release (no `.devN`, no local `+label`), it is above the base tag, and a release commit
 * for it (`update`'s, or the merged release pull request's, a squash merge's ` (#N)` allowed) is
 * among the commits since the base. A version bumped by hand or left by another tool is not.
 */
function isPending(
  input: PlanInput,
  released: ReadonlyMap<string, string>,
  base: Pep440Version | undefined,
  fileVersion: Pep440Version,
  counted: readonly PlanCommit[],
): boolean {
  if (fileVersion.dev !== undefined || fileVersion.local !== undefined) return false;
  if (released.has(formatVersion(canonicalRelease(fileVersion)))) return false;
  if (base !== undefined && compareVersions(fileVersion, base) <= 0) return false;
  const isRelease = releaseSubjectMatcher(
    input.releaseSubjects,
    formatVersion(fileVersion),
    input.releasePackage,
  );
  return counted.some((c) => isRelease(c.subject));
}

function unreleasedFileVersion(
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

interface Choice {
  bump: Bump;
  version: Pep440Version | undefined;
  source: VersionSource;
  taken: TakenVersion[];
  /** The forced version's spelling note (readForcedVersion). */
  note?: string | undefined;
}

function chooseVersion(
  input: PlanInput,
  commitBump: Bump,
  baseVersion: Pep440Version,
  base: Pep440Version | undefined,
  fileVersion: Pep440Version | undefined,
  pending: boolean,
  counted: readonly PlanCommit[],
  released: ReadonlyMap<string, string>,
): Choice {
  const { overrides } = input;
  const bumpOptions = {
    majorOnZero: input.majorOnZero,
    prerelease: overrides.prerelease,
    existing: preReleaseVersions(input.tags, input.tagFormat),
  };
  // A development or pre-release version in the files above the base (8.5.0.dev0, 2.14.0a1) is
  // the next release in the making: a bump at its level finishes it, a larger one goes on from it,
  // so the proposal is never below it (DESIGN 4, never lower).
  const making = inTheMaking(fileVersion, base);
  const bumpFrom = (bump: Exclude<Bump, "none">) =>
    input.calver !== undefined
      ? nextFreeCalver(input, input.calver, baseVersion, bump, released)
      : nextFree(
          making === undefined
            ? undefined
            : (finishing(making, bump, bumpOptions) ??
                bumpVersion({ epoch: making.epoch, release: making.release }, bump, bumpOptions)),
          baseVersion,
          bump,
          bumpOptions,
          released,
        );
  if (overrides.releaseAs !== undefined) {
    const from: ForcedFrom = { kind: "flag" };
    const { version, note } = readForcedVersion(overrides.releaseAs, from, input.calver !== undefined);
    checkForcedVersion(input, version, baseVersion, overrides.releaseAs, from);
    return {
      bump: bumpBetween(baseVersion, version, commitBump),
      version,
      source: "release-as-flag",
      taken: [],
      note,
    };
  }
  if (overrides.bump !== undefined) {
    const { version, taken } = bumpFrom(overrides.bump);
    return { bump: overrides.bump, version, source: "bump-flag", taken };
  }
  if (pending && fileVersion !== undefined) {
    return {
      bump: bumpBetween(baseVersion, fileVersion, commitBump),
      version: fileVersion,
      source: "pending",
      taken: [],
    };
  }
  const footer = counted.find((c) => c.releaseAs !== undefined);
  if (footer?.releaseAs !== undefined) {
    const from: ForcedFrom = { kind: "footer", commit: footer.commit.hash };
    const { version, note } = readForcedVersion(footer.releaseAs, from, input.calver !== undefined);
    // A footer whose version is released (its tag exists, here or on another branch) asked for
    // that release: it is done, and the commits decide the next one. Any other footer is held to
    // the rule of --release-as (issue 24): below the current version it needs --allow-downgrade.
    if (!released.has(formatVersion(canonicalRelease(version)))) {
      checkForcedVersion(input, version, baseVersion, footer.releaseAs, from);
      return {
        bump: bumpBetween(baseVersion, version, commitBump),
        version,
        source: "release-as-footer",
        taken: [],
        note,
      };
    }
  }
  if (commitBump === "none") return { bump: "none", version: undefined, source: "commits", taken: [] };
  const { version, taken } = bumpFrom(commitBump);
  return { bump: commitBump, version, source: "commits", taken };
}

/**
 * The next calendar version (DESIGN 4), or when a tag names it already (on another branch, or on
 * origin only), the next one after it in the same way: pip's 26.1 tagged elsewhere and a `feat:`
 * give 26.2. N starts where the project's tags start it (countStart).
 */
function nextFreeCalver(
  input: PlanInput,
  formatText: string,
  base: Pep440Version,
  bump: Exclude<Bump, "none">,
  released: ReadonlyMap<string, string>,
): { version: Pep440Version; taken: TakenVersion[] } {
  const format = parseCalverFormat(formatText);
  const releases = [...released.keys()].flatMap((text) => parseVersion(text) ?? []);
  const start = countStart(releases, format);
  const taken: TakenVersion[] = [];
  let version = nextCalverVersion({ base, bump, date: input.date, format, start });
  for (let i = 0; i < 10_000; i++) {
    const tag = released.get(formatVersion(canonicalRelease(version)));
    if (tag === undefined) break;
    taken.push({ version: formatVersion(version), tag });
    version = nextCalverVersion({ base: version, bump, date: input.date, format, start });
  }
  const { prerelease } = input.overrides;
  if (prerelease === undefined) return { version, taken };
  return {
    version: asPreRelease(version, prerelease, preReleaseVersions(input.tags, input.tagFormat)),
    taken,
  };
}

/**
 * A forced version (`--release-as`, a `Release-As:` footer) may not re-release a version that has
 * a tag (its changelog section would be replaced and history lost), nor go below the base version
 * unless `--allow-downgrade` says so. `asked` is the version as the user wrote it.
 */
function checkForcedVersion(
  input: PlanInput,
  version: Pep440Version,
  baseVersion: Pep440Version,
  asked: string,
  from: ForcedFrom,
): void {
  const label = forcedLabel(asked, from);
  const tagFormat = compileTagFormat(input.tagFormat);
  // PEP 440 equality: 1.4.2.0 and 1.4.2 are one version (a floating v1.4 is not a release of 1.4.0).
  const tag =
    findTagForVersion(input.tags, tagFormat, version) ??
    findTagForVersion(input.tags, tagFormat, canonicalRelease(version));
  const text = formatVersion(version);
  if (tag !== undefined) {
    throw new TagExistsError(
      `${label}: tag ${tag} already exists, so ${text} is released; choose a version above ${formatVersion(baseVersion)}`,
    );
  }
  if (compareVersions(version, baseVersion) < 0 && input.overrides.allowDowngrade !== true) {
    throw new ReleaseError(
      `${label} is below the current version ${formatVersion(baseVersion)}${input.baseTag ? ` (${input.baseTag})` : ""}; pass --allow-downgrade if you mean to release a lower version`,
      // A footer stays in the history: the way past a mistaken one without a downgrade.
      from.kind === "footer"
        ? { details: ["--release-as or --bump outranks the footer: either chooses the version instead"] }
        : {},
    );
  }
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
