/**
 * Release commits are recognised by their subject: the configured `commit_message` (or the
 * release PR's `pr.title`, which a squash merge turns into the subject) with the version filled
 * in, optionally followed by GitHub's ` (#123)` merge suffix.
 */
export function isReleaseSubject(subject: string, templates: readonly string[], version: string): boolean {
  return templates.some((template) => {
    const wanted = (template.split("\n")[0] ?? "").replaceAll("{version}", version).trim();
    return wanted !== "" && (subject === wanted || subject.startsWith(`${wanted} (#`));
  });
}
