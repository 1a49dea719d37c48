/*
 * Commits a dependency bot writes (Dependabot, Renovate, pre-commit.ci): their subjects follow the
 * bot's own form, whatever the maintainers write, so they say nothing of the project's convention.
 * Pure: read from the subject alone.
 */

/** `build(deps): bump x from 1 to 2`, `chore(deps-dev): update dependency y to v3`, `fix(deps): ...`. */
const CONVENTIONAL_BUMP =
  /^[a-z]+\((deps|deps-dev|dependencies)\)!?: (bump|update|pin|lock file maintenance)\b/i;
/** Dependabot's plain subject: `Bump x from 1.2 to 1.3` (`Bump the pip group with 2 updates`). */
const PLAIN_BUMP = /^Bump \S+ (from \S+ to \S+|with \d+ updates?)\b|^Bump the \S+ group\b/;
/** pre-commit.ci's hook updates: `[pre-commit.ci] pre-commit autoupdate`. */
const PRE_COMMIT_CI = /^\[pre-commit\.ci\]/;

/** True for a subject a dependency bot wrote (see above); a person's `fix(deps): pin x` counts too. */
export function isDependencyBotSubject(subject: string): boolean {
  return CONVENTIONAL_BUMP.test(subject) || PLAIN_BUMP.test(subject) || PRE_COMMIT_CI.test(subject);
}
