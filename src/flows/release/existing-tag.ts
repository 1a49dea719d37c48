import type { PlanCommit } from "../../core/commit.ts";
import { mayHaveReleaseSubject, releaseSubjectMatcher } from "../../core/release-subject.ts";
import { isVersionHeading } from "../../edits/changelog-file.ts";
import { runGit } from "../../git/run.ts";
import type { CheckResult } from "../check/check-types.ts";
import { findCommitToTag, firstParent } from "./release-commit.ts";
import { packageNameOf, releaseTemplates } from "./release-subjects.ts";

/**
 * Whether a tagged commit is the one `release` tags for the version: a release commit for it, or
 * the merge that brought one in (searched among what the commit adds to its first parent).
 */
export async function isReleaseCommit(
  check: CheckResult,
  commit: string,
  version: string,
  env: NodeJS.ProcessEnv,
): Promise<boolean> {
  const parent = await firstParent(check.repo.root, commit, env);
  const found = await findCommitToTag(check.repo.root, {
    templates: releaseTemplates(check),
    version,
    head: commit,
    exclude: parent === undefined ? [] : [parent],
    env,
    packageName: packageNameOf(check),
  });
  return found?.commit === commit;
}

/** The tag is one `release` makes: annotated, its message the changelog section of `version`. */
export async function madeByRelease(
  root: string,
  tag: string,
  version: string,
  env: NodeJS.ProcessEnv,
): Promise<boolean> {
  const result = await runGit(["tag", "-l", "--format=%(objecttype) %(contents:subject)", tag], {
    cwd: root,
    env,
  });
  const line = result.stdout.trim();
  return line.startsWith("tag ") && isVersionHeading(line.slice(4).replace(/^#+\s*/, ""), version);
}

/**
 * Whether a release commit for `version` came after `commit` (its subject, as `git log --format=%s`
 * gives it, is a release subject): the tag predates the release. `since`: the commits of that
 * range when check has read them (`commit` is the base tag's); their first lines settle it unless
 * one may begin a release subject (`%s` is the whole first paragraph): only then is git asked.
 */
export async function releaseCommitSince(
  check: CheckResult,
  commit: string,
  since: readonly PlanCommit[] | undefined,
  version: string,
  env: NodeJS.ProcessEnv,
): Promise<boolean> {
  const { repo, config } = check;
  const templates = [config.commit_message, config.pr.title];
  const packageName = packageNameOf(check);
  // A list subject of several packages begins with no single version's subject: git is asked.
  if (since !== undefined && packageName === undefined) {
    const may = mayHaveReleaseSubject(templates, version);
    if (!since.some((c) => may(c.subject))) return false;
  }
  const { stdout } = await runGit(["log", "--format=%s", `${commit}..HEAD`], { cwd: repo.root, env });
  return stdout.split("\n").some(releaseSubjectMatcher(templates, version, packageName));
}
