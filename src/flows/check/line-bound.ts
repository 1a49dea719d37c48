import { ReleaseError } from "../../core/errors.ts";
import type { ReleasePlan } from "../../core/plan-types.ts";
import { inLine, lineOfBranch, lineText } from "../../core/release-lines.ts";

/**
 * A maintenance line keeps its releases in it (DESIGN 4): on `1.4.x` (or `maintenance/1.4.x`), a
 * bump that would leave the 1.4 line (a `feat:` that asks for 1.5.0) is refused before anything is
 * written, naming the line and the ways to stay in it. `--release-as` decides for itself.
 */
export function refuseLeavingLine(plan: ReleasePlan, branch: string | undefined): void {
  if (branch === undefined || plan.nextVersion === undefined || plan.pending) return;
  if (plan.source === "release-as-flag" || plan.source === "release-as-footer") return;
  const line = lineOfBranch(branch);
  if (line === undefined || inLine(line, plan.nextVersion)) return;
  const asked =
    plan.source === "bump-flag" ? `--bump ${plan.bump}` : `the commits since ${plan.baseTag ?? "the start"}`;
  const stay = stayingVersion(plan.baseVersion, line);
  const first = stay === undefined ? firstOfLine(plan.baseVersion, line) : undefined;
  const keep =
    stay !== undefined
      ? `--bump patch or --release-as ${stay} (or a Release-As: ${stay} footer in a commit message, which release-pr reads)`
      : first !== undefined
        ? `its first release, --release-as ${first} (or a Release-As: ${first} footer in a commit message, which release-pr reads)`
        : "--release-as X.Y.Z (or a Release-As: X.Y.Z footer in a commit message, which release-pr reads)";
  throw new ReleaseError(
    `${branch} is the ${lineText(line)} line, but ${asked} ${plan.source === "bump-flag" ? "asks" : "ask"} for a ${plan.bump} release (${plan.nextVersion}), which leaves it; release that from the trunk, or keep it in the line with ${keep}; nothing was written`,
  );
}

/**
 * A line above its base has not released yet (8.0.x cut from the trunk after 7.2.0): its first
 * release is the line's own number (8.0.0).
 */
function firstOfLine(base: string, line: readonly number[]): string | undefined {
  const first = [...line];
  while (first.length < 3) first.push(0);
  const parts = numbers(base);
  for (let i = 0; i < 3; i++) {
    if ((first[i] ?? 0) !== (parts[i] ?? 0))
      return (first[i] ?? 0) > (parts[i] ?? 0) ? first.join(".") : undefined;
  }
  return undefined;
}

function numbers(version: string): number[] {
  return version
    .split(/[^0-9]+/)
    .slice(0, 3)
    .map(Number);
}

/** The next patch release of the line from its base (1.4.2 -> 1.4.3), when the base is in the line. */
function stayingVersion(base: string, line: readonly number[]): string | undefined {
  if (!inLine(line, base)) return undefined;
  const parts = numbers(base);
  while (parts.length < 3) parts.push(0);
  const [major = 0, minor = 0, patch = 0] = parts;
  return `${major}.${minor}.${patch + 1}`;
}
