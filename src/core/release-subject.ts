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
  const wanted = releaseSubjects(templates, version);
  return (subject) => wanted.some((w) => subject === w || subject.startsWith(`${w} (#`));
}

/**
 * Whether a commit whose first non-blank line is `line` may have a release subject (as
 * `releaseSubjectMatcher` tells) in git's `%s`, which is the message's whole first paragraph:
 * its lines, each cut of its trailing white space, joined by spaces. Such a subject begins with
 * the line (cut), so either the line begins a wanted subject or a wanted subject begins the
 * line. False settles it from the first line alone; true means the message must be asked.
 */
export function mayHaveReleaseSubject(
  templates: readonly string[],
  version: string,
): (line: string) => boolean {
  const wanted = releaseSubjects(templates, version);
  return (line) => {
    const cut = line.trimEnd();
    return cut !== "" && wanted.some((w) => cut.startsWith(w) || w.startsWith(cut));
  };
}

function releaseSubjects(templates: readonly string[], version: string): string[] {
  return templates
    .map((template) => (template.split("\n")[0] ?? "").replaceAll("{version}", version).trim())
    .filter((subject) => subject !== "");
}

/**
 * The version a release commit's subject names, read back through the templates (the inverse of
 * `releaseSubjectMatcher`): `chore(release): 1.5.0 (#12)` gives "1.5.0". For a version computed
 * from tags (hatch-vcs, setuptools-scm) no file carries it, so the release commit is where the
 * pending version is written down. Undefined for any other subject, and for a template without
 * `{version}` (its subject names no version).
 */
export function releaseSubjectVersion(templates: readonly string[]): (subject: string) => string | undefined {
  const patterns = templates
    .map((template) => (template.split("\n")[0] ?? "").trim())
    .filter((line) => line.includes("{version}"))
    .map((line) => {
      const parts = line.split("{version}").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      // Every `{version}` of one template names the same version.
      return new RegExp(`^${parts.join("(\\S+)")}(?: \\(#\\d+\\))?$`);
    });
  return (subject) => {
    for (const pattern of patterns) {
      const match = pattern.exec(subject);
      const [, first, ...more] = match ?? [];
      if (first !== undefined && more.every((v) => v === first)) return first;
    }
    return undefined;
  };
}
