import type { MergeMethod, PullRequest } from "../../host/port.ts";
import type { Workspace } from "../../workspace/members.ts";
import type { CheckResult, PackageCheck } from "../check/check-types.ts";
import type { ReleaseBranch } from "../shared/release-branch.ts";

export type ReleasePrAction = "created" | "updated" | "unchanged" | "none";

export type ReleasePrOutcome =
  /** No commit asks for a release: nothing is pushed, an open release PR is left alone. */
  | { kind: "nothing" }
  /**
   * The release branch already carries an untagged version: the PR was merged, `release` is next.
   * `originUnread`: origin's tags could not be read, so the tag may be there (nothing is claimed).
   */
  | { kind: "pending"; originUnread: boolean }
  /** HEAD is behind the remote release branch (an older push's run): nothing is changed. */
  | { kind: "behind"; remote: string }
  | {
      kind: "planned";
      branch: string;
      title: string;
      body: string;
      /** The open release PR the run would update (else it would create one). */
      open: PullRequest | undefined;
      /** The PR branch exists on the remote (it would be replaced). */
      branchExists: boolean;
      /** A dry run without a token: the open PR was not looked up; a real run would need this. */
      needs?: string;
    }
  | {
      kind: "done";
      action: Exclude<ReleasePrAction, "none">;
      pr: PullRequest;
      branch: string;
      /** The branch was pushed (false: it already held exactly this release commit). */
      pushed: boolean;
      /** Subjects of commits someone added to the PR branch by hand, now replaced. */
      replaced: string[];
      /** The branch's commit is one the host made and marks verified (GitHub's Git Data API). */
      commitVerified: boolean;
      /** The workflows started on the PR branch by `workflow_dispatch` (their paths). */
      dispatched: string[];
      /** The merge method auto-merge was turned on with (undefined: not turned on). */
      autoMerge: MergeMethod | undefined;
    };

interface ReleasePrCommon {
  /** The branch the PR goes into: release_branch, else origin's default branch, else main. */
  releaseBranch: ReleaseBranch;
  outcome: ReleasePrOutcome;
}

/** The release PR of a repository of one project: its plan. */
export interface SingleReleasePr extends ReleasePrCommon {
  kind: "single";
  check: CheckResult;
}

/** The release PR of a repository of several packages (DESIGN 8): one PR, a section per package. */
export interface WorkspaceReleasePr extends ReleasePrCommon {
  kind: "workspace";
  workspace: Workspace;
  /** Every package's plan, as `check` shows them. */
  packages: PackageCheck[];
  /** The packages the PR releases: a next version that is not set yet. */
  releases: PackageCheck[];
  /** The packages whose next version is set and not tagged (the PR was merged): `release` is next. */
  pending: PackageCheck[];
}

export type ReleasePrResult = SingleReleasePr | WorkspaceReleasePr;
