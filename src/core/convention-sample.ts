import type { PlanCommit } from "./commit.ts";
import { isDependencyBotSubject } from "./dependency-bot.ts";

/*
 * Whether the commits since the base are too few to tell the project's convention by (issue 42,
 * the replay): a release of 3 commits, `docs:` and `build:` ones and a skipped `Add an option`,
 * reads as conventional, though 5 of the 50 commits before it follow the convention, and its
 * patch missed the minor the skipped commit asked for. Pure: read from the subjects alone.
 */

/** Fewer of the people's commits since the base than this are too few to judge the convention by. */
export const SHORT_RANGE = 10;

/** How many commits before the base (merges aside) check reads then. */
export const EARLIER_WINDOW = 50;

/** git's own merge subjects: `Merge pull request #1 from ...`, `Merge branch 'x'`, ... */
const MERGE_SUBJECT = /^Merge (?:pull request|branch|branches|remote-tracking branch|tag|commit) /;

/** A subject git wrote for a merge, not the author's. */
export function isGitMergeSubject(subject: string): boolean {
  return MERGE_SUBJECT.test(subject);
}

/** The commits a person wrote: neither git's merges nor a dependency bot's (their forms are not the project's). */
export function peoplesCommits<T extends Pick<PlanCommit, "subject" | "conventional">>(
  commits: readonly T[],
): T[] {
  return commits.filter(
    (c) => !isDependencyBotSubject(c.subject) && (c.conventional || !isGitMergeSubject(c.subject)),
  );
}

/**
 * The range since the base is short (fewer than SHORT_RANGE of the people's commits), mostly
 * conventional, and yet releaser skipped one of them: the commits before the base tell whether
 * the project follows the convention at all.
 */
export function mayMisjudgeConvention(commits: readonly PlanCommit[]): boolean {
  const people = peoplesCommits(commits);
  const following = people.filter((c) => c.conventional).length;
  return people.length < SHORT_RANGE && following < people.length && following * 2 >= people.length;
}
