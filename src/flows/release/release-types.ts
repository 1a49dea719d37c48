import type { openCodeHost } from "../../host/open-host.ts";
import type { CheckResult } from "../check/check-types.ts";
import type { StepReport } from "./steps.ts";

/** What `release` is asked (its flags), what one project's release ends with, and the steps' seams. */

export interface ReleaseOptions {
  /** Observe and print the steps; change nothing (GET requests and `ls-remote` only). */
  dryRun: boolean;
  /** Leave out the upload to the package index (the build runs; dist/ stays for a later step). */
  skipPublish: boolean;
  /** Leave out the build and the upload (dist/ as found is attached). */
  skipBuild?: boolean;
  /** Leave out the code-host release and its assets (tag and push only). */
  skipHostRelease: boolean;
  /** `--dist DIR`: release the distributions in DIR (a CI matrix built them) instead of building. */
  dist?: string;
  /** `--no-sdist` (with `--dist`): wheels alone are released. */
  sdist?: boolean;
}

export type ReleaseOutcome =
  | { kind: "nothing"; reason: string }
  | {
      kind: "ran";
      version: string;
      tag: string;
      head: string;
      reports: StepReport[];
      /** Another run is releasing this version; this one stopped early, successfully. */
      stopped: boolean;
      /** Some step changed something (false: everything was already done, or a dry run). */
      changed: boolean;
      releaseUrl: string | undefined;
      /** The code-host release is a draft at the end (release.draft = true, or a dry run). */
      draft: boolean;
      /** Every built file is on the package index. */
      published: boolean;
      /** The notes that ship: the tag's message and the code-host release's body (readNotes). */
      notes: string;
    };

export interface ReleaseResult {
  check: CheckResult;
  outcome: ReleaseOutcome;
}

export interface ReleaseDeps {
  openHost?: typeof openCodeHost;
}

/**
 * One project's release, validated and ready to run, or the reason there is none. A repository of
 * several packages prepares every package before the first one runs: a refusal of any of them
 * (a tag elsewhere, a missing token, a dirty tree) stops the run while nothing has changed yet.
 */
export type PreparedRelease =
  | { kind: "nothing"; check: CheckResult; outcome: Extract<ReleaseOutcome, { kind: "nothing" }> }
  | { kind: "ready"; check: CheckResult; version: string; tag: string; run: () => Promise<ReleaseOutcome> };
