import { memberOf } from "../check/check.ts";
import type { CheckResult } from "../check/check-types.ts";
import { spelled } from "../check/plan-warnings.ts";

/** Why the files' version is not a release to make, and what to run instead (DESIGN 5: pending means asked for). */
export function notPendingReason(check: CheckResult, version: string): string {
  const { plan } = check;
  const name = memberOf(check)?.name;
  const only = name === undefined ? "" : ` --package ${name}`;
  const unreleased = plan.unreleased;
  const carried = spelled(version, check.project.version);
  if (
    unreleased !== undefined &&
    (unreleased.why === "a development version" || unreleased.why === "a local version")
  ) {
    return `nothing to release: the files carry ${carried}, ${unreleased.why}, which is never released; ${nextRelease(plan)}`;
  }
  if (unreleased !== undefined) {
    return `nothing to release: the files carry ${carried}, which no tag names, but no release commit set it (a version bumped by hand or by another tool is not released); ${nextRelease(plan)}, or to release ${version} as it is: \`releaser update --release-as ${version}${only}\` and merge or push that commit`;
  }
  if (plan.baseTag !== undefined) {
    return `nothing to release: the files carry ${version}, not above ${plan.baseTag}, and no tag names it; set the version with \`releaser update\` (or merge the release pull request), then release`;
  }
  return `nothing to release: the files carry ${version}, but no release commit made it and no tag names it (a first version set by hand is the base); to release it as it is, run \`releaser update --release-as ${version}${only}\` first`;
}

function nextRelease(plan: CheckResult["plan"]): string {
  return plan.nextVersion === undefined
    ? "the next release comes once a commit asks for one (feat, fix, a breaking change), through `releaser release-pr` or `update`"
    : `the next release is ${plan.nextVersion}: run \`releaser release-pr\` (or \`update\`) and merge it`;
}
