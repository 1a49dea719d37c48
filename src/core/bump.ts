import type { PlanCommit } from "./commit.ts";

/** The spec's BumpType, as users see it. */
export type Bump = "major" | "minor" | "patch" | "none";

const RANK: Record<Bump, number> = { none: 0, patch: 1, minor: 2, major: 3 };

/** Types that give a patch bump (spec 4.6 rule 3). */
const PATCH_TYPES = new Set(["fix", "docs", "perf"]);

/** The bump a single commit asks for, by spec 4.6 (first matching rule wins). */
export function bumpOfCommit(commit: PlanCommit): Bump {
  if (commit.breaking) return "major";
  if (!commit.conventional) return "none";
  // A preset's prefix says its own bump (scientific-python's `API:` minor, `DOC:` none).
  if (commit.presetBump !== undefined) return commit.presetBump;
  if (commit.type === "feat") return "minor";
  if (PATCH_TYPES.has(commit.type)) return "patch";
  return "none";
}

export function maxBump(a: Bump, b: Bump): Bump {
  return RANK[a] >= RANK[b] ? a : b;
}

export function compareBumps(a: Bump, b: Bump): number {
  return RANK[a] - RANK[b];
}

export interface BumpDecision {
  bump: Bump;
  /** The commits whose own bump equals the decided bump: the ones that drive it. */
  drivers: PlanCommit[];
}

/** Spec 4.6 over all commits: the highest bump any commit asks for. */
export function decideBump(commits: readonly PlanCommit[]): BumpDecision {
  let bump: Bump = "none";
  for (const commit of commits) bump = maxBump(bump, bumpOfCommit(commit));
  const drivers = bump === "none" ? [] : commits.filter((c) => bumpOfCommit(c) === bump);
  return { bump, drivers };
}
