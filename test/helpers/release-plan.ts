import type { ReleasePlan } from "../../src/core/plan-types.ts";

/**
 * A release plan for the pure checks that read one (advice, warnings, line bounds): the commits
 * chose `bump` from `base` to `next`, nothing else set; `extra` says what differs.
 */
export function releasePlan(
  base: { tag: string | undefined; version: string; file?: string | undefined },
  bump: ReleasePlan["bump"],
  next: { version: string; tag: string } | undefined,
  extra: Partial<ReleasePlan> = {},
): ReleasePlan {
  return {
    baseTag: base.tag,
    baseVersion: base.version,
    fileVersion: base.file,
    commits: [],
    cancelled: [],
    bump,
    drivers: [],
    fragmentDrivers: [],
    source: "commits",
    downgrade: false,
    nextVersion: next?.version,
    tag: next?.tag,
    pending: false,
    unreleased: undefined,
    taken: [],
    groups: [],
    changelog: undefined,
    ...extra,
  };
}
