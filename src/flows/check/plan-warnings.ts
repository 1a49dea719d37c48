import type { ReleasePlan } from "../../core/plan-types.ts";
import {
  bumpVersion,
  compareVersions,
  formatVersion,
  parseVersion,
  sameVersionText,
} from "../../core/version.ts";

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
    if (u.next !== undefined && sameVersionText(u.next, u.version)) {
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
        `the files carry ${asWritten ? `${u.version} (${u.why})` : `${written} (that is ${u.version}, ${u.why})`}, which no tag names; \`releaser release\` will not release it${because}; ${next}${patchBelow(plan)}`,
      );
    }
  }
  if (unreleased) warnings.push(...makingAdvice(plan));
  return warnings;
}

/**
 * The version the files are making says another version than the commits (DESIGN 4): the commits
 * go past its final (3.1.0a0 in the files, or 3.1.0 set by hand, and a breaking change: 4.0.0), or nothing asks for a
 * release while the files carry a release candidate, whose final is the usual next step. Each says
 * the concrete `--release-as` that releases the files' final.
 */
function makingAdvice(plan: ReleasePlan): string[] {
  const { making } = plan;
  if (making === undefined) return [];
  const { final } = making;
  const next = plan.nextVersion === undefined ? undefined : parseVersion(plan.nextVersion);
  const finalVersion = parseVersion(final);
  if (next !== undefined && finalVersion !== undefined) {
    if (plan.source !== "commits" || compareVersions(next, finalVersion) <= 0) return [];
    const carry =
      making.version === final
        ? `the files carry ${final}`
        : `the files are making ${final} (they carry ${making.version})`;
    return [
      `${carry}, and the commits go past it to ${plan.nextVersion}; to release ${final} instead: \`--release-as ${final}\``,
    ];
  }
  if (plan.nextVersion !== undefined || !isCandidate(making.version)) return [];
  const since = plan.baseTag === undefined ? "" : ` since ${plan.baseTag}`;
  return [
    `the files carry ${making.version}, a release candidate, and no commit${since} asks for another release; its final is the usual next step: \`--release-as ${final}\``,
  ];
}

/** A release candidate (2.0.0rc1), not a development version on the way to one (2.0.0rc0.dev0). */
function isCandidate(text: string): boolean {
  const version = parseVersion(text);
  return version?.pre?.label === "rc" && version.dev === undefined;
}

/** A version as the files write it ("1.5.0.dev"), its normal form beside it when that differs. */
export function spelled(version: string, written: string | undefined): string {
  return written === undefined || written === version ? version : `${written} (${version})`;
}

/**
 * A patch bump that finishes the version in the making above it (0.26.0rc0.dev0 in the files:
 * `--bump patch` gives 0.26.0) is not a patch of the last release: how to make that one instead
 * (a bug-fix release from the trunk before the next minor, 0.25.1). Said too when nothing asks
 * for a release and check advises `--bump patch` for the commits there are, unless the files
 * carry a release candidate (its final is the advice then: makingAdvice).
 */
function patchBelow(plan: ReleasePlan): string {
  if (plan.baseTag === undefined) return "";
  const advised = plan.bump === "none" && plan.commits.length > 0 && !isCandidate(plan.making?.version ?? "");
  const asked = plan.bump === "patch" ? plan.nextVersion : advised ? plan.making?.final : undefined;
  if (asked === undefined) return "";
  const base = parseVersion(plan.baseVersion);
  const next = parseVersion(asked);
  if (base === undefined || next === undefined) return "";
  const [major = 0, minor = 0] = base.release;
  const fix = formatVersion(bumpVersion(base, "patch", { majorOnZero: true }));
  const [nextMajor = 0, nextMinor = 0] = next.release;
  if (nextMajor === major && nextMinor === minor) return "";
  const gives = plan.bump === "none" ? `\`--bump patch\` gives ${asked}; ` : "";
  return ` (${gives}a patch of ${plan.baseVersion} is ${fix}: \`--release-as ${fix}\`)`;
}
