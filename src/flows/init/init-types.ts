import type { ExistingRelease } from "./existing-releases.ts";
import type { InitFacts, PublishWith } from "./init-facts.ts";
import type { InitFile } from "./init-files.ts";
import type { UntaggedVersion } from "./version-report.ts";
import type { PackageReport } from "./workspace-init.ts";

export interface InitResult {
  facts: InitFacts;
  files: InitFile[];
  /** What the user should know before committing (printed as warnings). */
  warnings: string[];
  /** What init found and the user may want to know (printed as plain lines). */
  notes: string[];
  /** Release and publish jobs already in place, which would release a second time. */
  existing: ExistingRelease[];
  /** The files' version that has no tag and that releaser will not release. */
  untagged: UntaggedVersion | undefined;
  /** A repository of several packages: where they are listed, and each as init found it. */
  workspace?: WorkspaceResult;
}

/** A repository of several packages as init set it up. */
export interface WorkspaceResult {
  /** Where the packages are listed (`[tool.uv.workspace] members in pyproject.toml`). */
  source: string;
  /** The `packages` globs init writes; undefined when they are listed already. */
  proposed: string[] | undefined;
  packages: PackageReport[];
  /** What to set up on PyPI: a trusted publisher for each package (none with --no-workflow). */
  trustedPublishers: string | undefined;
}

export interface InitOptions {
  dryRun: boolean;
  force: boolean;
  /** false (`--no-workflow`): the configuration alone, no workflow file written or looked at. */
  workflows?: boolean;
  /**
   * `--publish-with`: releaser uploads in `release` (the default), or `pypa`: the release workflow
   * runs `release --skip-publish` and pypa/gh-action-pypi-publish uploads dist/ in its own job.
   */
  publishWith?: PublishWith;
  /**
   * `--dispatch-checks`: add `workflow_dispatch:` to the workflows that run on pull requests
   * without it, so release-pr can start the release pull request's checks (DESIGN 5).
   */
  dispatchChecks?: boolean;
}
