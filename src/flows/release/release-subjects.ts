import { memberOf } from "../check/check.ts";
import type { CheckResult } from "../check/check-types.ts";

/** The subjects a release commit is made with: `commit_message` and the release PR's `pr.title`. */
export function releaseTemplates({ config }: CheckResult): string[] {
  return [config.commit_message, config.pr.title];
}

/**
 * A package of several: its normalised name, by which a release commit of several lists it
 * (`chore(release): alpha-lib 1.3.0, beta-lib 0.3.1`); undefined for a repository's one project.
 */
export function packageNameOf(check: CheckResult): string | undefined {
  return memberOf(check)?.normalisedName;
}
