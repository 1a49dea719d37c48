import type { Bump } from "./bump.ts";
import type { ChangelogGroup, ChangelogOptions } from "./changelog.ts";
import type { PlanCommit } from "./commit.ts";
import type { NewsFragment } from "./news-fragments.ts";
import type { TakenVersion } from "./taken-versions.ts";
import type { PreLabel } from "./version.ts";

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
  /** towncrier's news fragments for the next release, with the bump each asks for (DESIGN 4). */
  fragments?: readonly NewsFragment[] | undefined;
  overrides: PlanOverrides;
}

/** Why the next version is what it is. */
/** `group`: the version of the packages released together (shared_version), which another package's commits asked for. */
export type VersionSource =
  | "commits"
  | "bump-flag"
  | "release-as-flag"
  | "release-as-footer"
  | "pending"
  | "group";

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
  /** The news fragments that decide the bump (a `breaking` fragment), beside or instead of commits. */
  fragmentDrivers: NewsFragment[];
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
  /**
   * The files carry a version in the making above the last release (3.1.0a0, 22.10.0rc1), or a
   * release set by hand that nothing releases (3.1.0), whose final release no tag names: what they
   * carry and that final (3.1.0), for check's advice.
   */
  making?: { version: string; final: string } | undefined;
  /** Versions the bump landed on whose tags exist, skipped for the next free one (oldest first). */
  taken: TakenVersion[];
  groups: ChangelogGroup[];
  /** The changelog section for `nextVersion`; undefined when there is nothing to release. */
  changelog: string | undefined;
}
