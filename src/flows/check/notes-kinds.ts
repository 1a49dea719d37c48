import { type Bump, compareBumps } from "../../core/bump.ts";
import { kindsBump } from "../../core/changelog-kinds.ts";
import type { ReleasePlan } from "../../core/plan-types.ts";
import { bumpVersion, formatVersion, parseVersion } from "../../core/version.ts";

/**
 * A changelog's hand-written Unreleased section names kinds of change (`### New Features`,
 * `### Bug Fixes`) that ask for another level than the commits (issue 42): said with the concrete
 * `--bump` that releases at the notes' level, and why (the file, the section, its headings).
 * Only when the commits chose the version (no flag, no pending release, no footer).
 */
export function notesKindsWarning(
  plan: ReleasePlan,
  notes: { path: string; titles: readonly string[] },
  majorOnZero: boolean,
): string | undefined {
  if (plan.source !== "commits") return undefined;
  const { bump, kinds } = kindsBump(notes.titles);
  if (bump === "none") return undefined;
  // On 0.x without major_on_zero a major is a minor: the same release either way.
  const onZero = !majorOnZero && (parseVersion(plan.baseVersion)?.release[0] ?? 0) === 0;
  const level = (b: Bump): Bump => (onZero && b === "major" ? "minor" : b);
  if (compareBumps(level(bump), level(plan.bump)) === 0) return undefined;
  const commits =
    plan.bump === "none" || plan.nextVersion === undefined
      ? "no commit asks for a release"
      : `the commits ask for a ${plan.bump} release (${plan.nextVersion})`;
  const said = `the Unreleased section of ${notes.path} lists ${listed(kinds)}, which ${kinds.length === 1 ? "asks" : "ask"} for a ${bump} release, and ${commits}`;
  // On 0.x (major_on_zero: a major makes 1.0.0), a Changed or Removed section is how a 0.x project
  // tells its breaking release, which it mostly makes a minor one (0.12.5 -> 0.13.0): that first,
  // 1.0.0 beside it, never 1.0.0 alone.
  const zero = parseVersion(plan.baseVersion);
  if (majorOnZero && bump === "major" && zero !== undefined && zero.release[0] === 0) {
    const minor = formatVersion(bumpVersion(zero, "minor", { majorOnZero }));
    const major = formatVersion(bumpVersion(zero, "major", { majorOnZero }));
    return plan.bump === "minor"
      ? `${said}, which is how a 0.x project mostly releases a breaking change; to release it as ${major}: \`--bump major\``
      : `${said}; on 0.x a breaking change mostly makes a minor release: \`--bump minor\` (${minor}), or \`--bump major\` for ${major}`;
  }
  return `${said}; to release it as a ${bump} release: \`--bump ${bump}\``;
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
