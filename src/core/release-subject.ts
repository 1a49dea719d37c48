/**
 * Release commits are recognised by their subject: the configured `commit_message` (or the
 * release PR's `pr.title`, which a squash merge turns into the subject) with the version filled
 * in, optionally followed by GitHub's ` (#123)` merge suffix. The subjects are worked out once;
 * the returned test runs per commit.
 */
export function releaseSubjectMatcher(
  templates: readonly string[],
  version: string,
  /**
   * In a repository of several packages, the package's normalised name: the release commit of
   * several names each as `<name> <version>` in a list where `{version}` goes
   * (`chore(release): alpha-lib 1.3.0, beta-lib 0.3.1`, see `packageReleaseList`).
   */
  packageName?: string,
): (subject: string) => boolean {
  const wanted = releaseSubjects(templates, version);
  const listed = packageName === undefined ? undefined : listedReleases(templates);
  const item = `${packageName} ${version}`;
  return (subject) =>
    wanted.some((w) => subject === w || subject.startsWith(`${w} (#`)) ||
    (listed?.(subject)?.includes(item) ?? false);
}

/**
 * What a release commit of several packages puts where `{version}` goes: each package's
 * normalised name and new version, in the order given (`alpha-lib 1.3.0, beta-lib 0.3.1`).
 */
export function packageReleaseList(releases: readonly { name: string; version: string }[]): string {
  return releases.map((r) => `${r.name} ${r.version}`).join(", ");
}

/** The `<name> <version>` items of a release commit of several packages; undefined for another subject. */
function listedReleases(templates: readonly string[]): (subject: string) => string[] | undefined {
  const patterns = templatePatterns(templates, "(.+?)");
  return (subject) => {
    for (const pattern of patterns) {
      const list = pattern.exec(subject)?.[1];
      if (list !== undefined) return list.split(", ");
    }
    return undefined;
  };
}

/** Each template's first line as a whole-subject pattern, `{version}` as `group`, GitHub's ` (#12)` allowed. */
function templatePatterns(templates: readonly string[], group: string): RegExp[] {
  return templates
    .map((template) => (template.split("\n")[0] ?? "").trim())
    .filter((line) => line.includes("{version}"))
    .map((line) => {
      const parts = line.split("{version}").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      return new RegExp(`^${parts.join(group)}(?: \\(#\\d+\\))?$`);
    });
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
export function releaseSubjectVersion(
  templates: readonly string[],
  /** In a repository of several packages, the package's normalised name (see releaseSubjectMatcher). */
  packageName?: string,
): (subject: string) => string | undefined {
  // Every `{version}` of one template names the same version.
  const patterns = templatePatterns(templates, "(\\S+)");
  const listed = packageName === undefined ? undefined : listedReleases(templates);
  return (subject) => {
    for (const pattern of patterns) {
      const match = pattern.exec(subject);
      const [, first, ...more] = match ?? [];
      if (first !== undefined && more.every((v) => v === first)) return first;
    }
    const item = listed?.(subject)?.find((i) => i.startsWith(`${packageName} `));
    return item?.slice(`${packageName} `.length);
  };
}
