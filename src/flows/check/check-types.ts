import type { LoadedConfig } from "../../config/load.ts";
import type { Config } from "../../config/schema.ts";
import type { ReleaseClock } from "../../core/calver-clock.ts";
import type { PlanCommit } from "../../core/commit.ts";
import type { ReleasePlan } from "../../core/plan-types.ts";
import type { History } from "../../git/history.ts";
import type { Repository } from "../../git/repository.ts";
import type { TagList } from "../../git/tags.ts";
import type { Project } from "../../project/read-project.ts";
import type { Workspace, WorkspaceMember } from "../../workspace/members.ts";
import type { UpdateJournal } from "../update/update-journal.ts";
import type { DependencyUpdate } from "./dependency-commit.ts";

/** Everything gathered for a plan, and the plan: what `check` shows and `update` applies. */
export interface CheckResult {
  repo: Repository;
  loaded: LoadedConfig;
  config: Config;
  history: History<PlanCommit>;
  project: Project;
  plan: ReleasePlan;
  date: string;
  /** An `update` of this HEAD that was interrupted before its commit: the plan finishes it. */
  interrupted: UpdateJournal | undefined;
  /** A journal left by an update whose commit was made (or whose HEAD moved on): to remove. */
  staleJournal: boolean;
  /** Where `config.tag_format` comes from: a file, or the shape of the tags the project has. */
  tagFormatWhy: string;
  /** Where `config.version_scheme` comes from: a file, the dated tags, or the default. */
  schemeWhy: string;
  /** The clock a calendar project's tags show it dates releases in (`date` is on it); undefined: UTC. */
  clock?: ReleaseClock | undefined;
  /**
   * The commits before the base (the newest EARLIER_WINDOW of it, merges aside), read when the range
   * since it is short and reads as conventional though a commit of it was skipped; else undefined.
   */
  earlier?: { base: string; commits: PlanCommit[] } | undefined;
}

/** The spec's check flow: load config, open the repository, read commits, parse, bump, plan. */
export interface CheckOptions {
  /**
   * The environment git deepens a shallow clone in: release-pr and release hand it the token,
   * as they do for their pushes (a checkout without persisted credentials has none of its own).
   */
  fetchEnv?: (config: Config, root: string) => Promise<NodeJS.ProcessEnv>;
  /**
   * The remote's tag names, read while the history is (release-pr): a version tagged only on the
   * remote, or on a branch this clone never fetched, is taken too (DESIGN 5).
   */
  remoteTags?: (config: Config, root: string, local?: Promise<TagList>) => Promise<RemoteTagNames>;
  /**
   * Warn about a version the files carry that nothing will release (default true); `release`
   * says it in its own reason instead.
   */
  warnUnreleased?: boolean;
  /**
   * The same for the packages of a repository of several (default: as `warnUnreleased`);
   * `update` leaves it out: the release commit it makes is what the warning asks for.
   */
  warnUnreleasedPackages?: boolean;
  /**
   * Show towncrier's draft as the changelog (default true); `release` reads the section the
   * release commit wrote instead, so it runs no towncrier. "preview" (`check`): a draft towncrier
   * cannot build is a warning, and the plan is shown without a section.
   */
  towncrierDraft?: boolean | "preview";
}

/** The check of a repository: its one project, or each package of several (DESIGN 8). */
export type RepositoryCheck =
  | { kind: "single"; result: CheckResult }
  | { kind: "workspace"; workspace: Workspace; packages: PackageCheck[] };

/** One package's plan in a repository of several: the same facts as a single project's, and where it is. */
export interface PackageCheck extends CheckResult {
  member: WorkspaceMember;
  /** Exact pins on other packages that this release moves (their new versions), DESIGN 8. */
  dependencyUpdates: DependencyUpdate[];
}

export interface RepositoryCheckOptions extends CheckOptions {
  /** `--package`: only these packages (names as written or normalised); all when empty. */
  packages?: readonly string[] | undefined;
}

/** The remote's tag names, as CheckOptions.remoteTags gives them. */
export interface RemoteTagNames {
  names: readonly string[];
  /**
   * The remote's tags this clone lacked on commits it has, fetched just now (a release tagged
   * since its last fetch): the check reads its tags again.
   */
  fetched?: readonly string[];
  /**
   * Why the remote's tags could not be read: warned once the plan is made, so a check that fails
   * says only its error.
   */
  warning?: string;
}
