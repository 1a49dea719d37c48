import type { PlanCommit } from "../../core/commit.ts";
import { parseCommit, toPlanCommit } from "../../core/parse-commit.ts";

/*
 * A dependency's release as a commit of the package that pins it (DESIGN 8). Apart from
 * follow-pins.ts, which finds the pins, so that planning one package (check-package.ts) does not
 * load the TOML parser that reads them (start-up, issue 45).
 */

/** A pin of one member on another that the release moves: the package's pin follows in its release commit. */
export interface DependencyUpdate {
  /** The pinned member's normalised name. */
  name: string;
  /** Its new version. */
  version: string;
}

/** No commit of git's: the dependency's release is the reason, not a commit of this package. */
const NO_COMMIT = "0".repeat(40);

/**
 * The commit that stands in the plan for a dependency's release (DESIGN 8): a fix, so a package
 * with no release of its own gets a patch release, with "Dependency alpha-lib updated to 1.3.0"
 * in its changelog.
 */
export function dependencyCommit(update: DependencyUpdate): PlanCommit {
  const message = `fix: dependency ${update.name} updated to ${update.version}`;
  return toPlanCommit(parseCommit({ hash: NO_COMMIT, message }));
}
