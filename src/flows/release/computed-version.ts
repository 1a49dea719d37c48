import { releaseSubjectMatcher } from "../../core/release-subject.ts";
import type { compileTagFormat } from "../../core/tag-format.ts";
import { compareVersions, formatVersion, type Pep440Version } from "../../core/version.ts";
import type { CheckResult } from "../check/check-types.ts";
import { packageNameOf } from "./release-subjects.ts";

export function isComputed({ project }: CheckResult): boolean {
  return project.versionFromTag !== undefined;
}

export function computedBy({ project }: CheckResult): string {
  return project.versionFromTag ?? "the build backend";
}

/**
 * A version the build backend computes from tags (setuptools-scm, hatch-vcs) is in no file: the
 * release is the version a tag on HEAD names (a release being finished), else the next version
 * when a release commit for it was merged (`update` wrote only the changelog).
 */
export function computedVersion(
  check: CheckResult,
  tagFormat: ReturnType<typeof compileTagFormat>,
): string | undefined {
  if (!isComputed(check)) return undefined;
  const { history, repo, plan, config } = check;
  const onHead = history.tags.all
    .filter((tag) => history.tags.commits.get(tag) === repo.head)
    .map((tag) => tagFormat.parse(tag))
    .filter((v) => v !== undefined && v.release.length >= 3)
    .sort((a, b) => compareVersions(b as Pep440Version, a as Pep440Version));
  if (onHead[0] !== undefined) return formatVersion(onHead[0]);
  const next = plan.nextVersion;
  if (next === undefined) return undefined;
  const templates = [config.commit_message, config.pr.title];
  const isRelease = releaseSubjectMatcher(templates, next, packageNameOf(check));
  return plan.commits.some((c) => isRelease(c.subject)) ? next : undefined;
}
