import picomatch from "picomatch";
import { isBranchGlob, type ReleaseBranchSetting, releaseBranchEntries } from "./release-lines.ts";

/*
 * Matching a branch against `release_branch` (DESIGN 3), in its own module: the glob matcher is
 * for release-pr and release, which ask which branch they run on; check, which reads the setting's
 * trunk and lines only, never loads it (start-up, issue 45). Pure.
 */

/** Whether `branch` is one of the release branches the setting names (a name, or a glob's match). */
export function isReleaseBranch(setting: ReleaseBranchSetting, branch: string): boolean {
  if (typeof setting === "string") return setting === branch;
  return releaseBranchEntries(setting).some((entry) =>
    isBranchGlob(entry) ? picomatch.isMatch(branch, entry, { dot: true }) : entry === branch,
  );
}
