import { PushError } from "../core/errors.ts";

/**
 * The PR branch is no longer where the run read it (another release-pr run, a push by hand): the
 * host's commit does not overwrite it. The flow looks at where it went (its own release commit,
 * made by another run, is fine).
 */
export function movedMeanwhile(branch: string): PushError {
  return new PushError(
    `${branch} changed on the code host while this run made the release commit (another release-pr run, or a push by hand), so it was not overwritten; run release-pr again to bring it up to date`,
  );
}
