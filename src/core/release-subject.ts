/**
 * Release commits are recognised by their subject: the configured `commit_message` (or the
 * release PR's `pr.title`, which a squash merge turns into the subject) with the version filled
 * in, optionally followed by GitHub's ` (#123)` merge suffix. The subjects are worked out once;
 * the returned test runs per commit.
 */
export function releaseSubjectMatcher(
  templates: readonly string[],
  version: string,
): (subject: string) => boolean {
  const wanted = templates
    .map((template) => (template.split("\n")[0] ?? "").replaceAll("{version}", version).trim())
    .filter((subject) => subject !== "");
  return (subject) => wanted.some((w) => subject === w || subject.startsWith(`${w} (#`));
}
