import { releaseSubjectVersion } from "../../core/release-subject.ts";
import { parseVersion } from "../../core/version.ts";
import type { Project } from "../../project/read-project.ts";

/**
 * The pending version of a project whose version the build computes from tags (hatch-vcs,
 * setuptools-scm: `dynamic = ["version"]`, no file carries it). `update` writes only the changelog
 * there, so its release commit's subject (`chore(release): 1.5.0`) is what says which version was
 * asked for: the newest release commit since the base names it. check passes it to the plan in
 * place of the files' version, so `check`, `update` and `release` agree on the pending release
 * as they do for a static version (DESIGN 5: pending means a release commit set it). Undefined
 * for any other project, and when no release commit came after the base.
 */
export function tagDerivedPendingVersion(
  project: Pick<Project, "version" | "versionFromTag">,
  commits: readonly { subject: string }[],
  templates: readonly string[],
  /** In a repository of several packages, the package's normalised name. */
  packageName?: string,
): string | undefined {
  if (project.version !== undefined || project.versionFromTag === undefined) return undefined;
  const named = releaseSubjectVersion(templates, packageName);
  for (const commit of commits) {
    const version = named(commit.subject);
    if (version !== undefined) return parseVersion(version) === undefined ? undefined : version;
  }
  return undefined;
}
