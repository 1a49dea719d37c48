import type { ReleasePlan } from "../../core/plan-types.ts";

/** What check says besides the plan: skipped taken versions, a version nothing will release. */
export function planWarnings(
  plan: ReleasePlan,
  unreleased: boolean,
  /** The files' version as written ("3.2.0.dev"), said beside its normal form ("3.2.0.dev0"). */
  written?: string,
): string[] {
  const warnings: string[] = [];
  // A forced version asked for in another spelling (`--release-as 2.0`) is released as canonical.
  if (plan.releaseAsNote !== undefined) warnings.push(plan.releaseAsNote);
  if (plan.taken.length > 0 && plan.nextVersion !== undefined) {
    const skipped = plan.taken.map((t) => `${t.version} (${t.tag})`).join(", ");
    const are = plan.taken.length > 1 ? "are" : "is";
    warnings.push(
      `${skipped} ${are} tagged already, outside this branch's history (a release branch, or only on origin), so the next version is ${plan.nextVersion}`,
    );
  }
  const u = plan.unreleased;
  if (unreleased && u !== undefined) {
    const asWritten = written === undefined || written === u.version;
    const carried = spelled(u.version, written);
    if (u.next === u.version) {
      // Bumped ahead of the release commit (by hand, or `update --no-commit`): update finishes it.
      warnings.push(
        `the files carry ${carried}, which no tag names and no release commit set yet; \`releaser update\` (or the release pull request) makes the release commit, and \`releaser release\` releases it after that`,
      );
    } else {
      const next =
        u.next === undefined
          ? "nothing is released until a commit asks for a release (feat, fix, a breaking change)"
          : `the next release will be ${u.next}`;
      // A .devN or +local version is never released, whoever set it; any other, only when a
      // release commit set it.
      const never = u.why === "a development version" || u.why === "a local version";
      const because = never
        ? `: it never releases ${u.why}`
        : ", only a version that `update` or the merged release pull request set";
      warnings.push(
        `the files carry ${asWritten ? `${u.version} (${u.why})` : `${written} (that is ${u.version}, ${u.why})`}, which no tag names; \`releaser release\` will not release it${because}; ${next}`,
      );
    }
  }
  return warnings;
}

/** A version as the files write it ("1.5.0.dev"), its normal form beside it when that differs. */
export function spelled(version: string, written: string | undefined): string {
  return written === undefined || written === version ? version : `${written} (${version})`;
}
