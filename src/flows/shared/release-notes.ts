import { VersionFileError } from "../../core/errors.ts";
import {
  hasVersionSection,
  insertChangelogSection,
  readReleaseNotes,
  readVersionSection,
} from "../../edits/changelog-file.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";
import type { CheckResult } from "../check/check-types.ts";
import { plannedNewsFile } from "./towncrier.ts";

/**
 * The files carry the next version, but no release commit set it (bumped by hand, or an
 * `update --no-commit`): `update` finishes that release rather than planning a new one.
 */
export function unaskedRelease({ plan, interrupted }: Pick<CheckResult, "plan" | "interrupted">): boolean {
  return !plan.pending && interrupted === undefined && plan.unreleased?.version === plan.nextVersion;
}

/**
 * Whether `update` leaves the changelog's section for the version as it stands (a release it
 * finishes, whose file has the section already) rather than writing the plan's.
 */
export function keepsWrittenSection(
  check: Pick<CheckResult, "plan" | "interrupted">,
  hasSection: boolean,
): boolean {
  return (check.plan.pending || unaskedRelease(check)) && check.interrupted === undefined && hasSection;
}

/**
 * The notes that ship (DESIGN 4) for the plan's version, before the release commit is made: the
 * section the changelog file gets (towncrier's news file as its build leaves it; else the file
 * with the plan's section put in as `update` puts it, the notes moved out of Unreleased
 * included), read back with the reader `release` uses on the merged file (readReleaseNotes: a
 * reST section as Markdown). So the release PR's body is the text the tag and the code-host
 * release will carry. `keep`: the file's own section stays (keepsWrittenSection); a package of
 * several always gets the plan's. Undefined when there is nothing to release.
 */
export async function plannedReleaseNotes(
  check: CheckResult,
  projectRoot: string,
  keep: "as-update" | "never" = "as-update",
): Promise<string | undefined> {
  const planned = await plannedChangelog(check, projectRoot, keep);
  if (planned === undefined) return undefined;
  return readReleaseNotes(planned.text, planned.version, planned.path) ?? check.plan.changelog?.trimEnd();
}

/**
 * The section the changelog file gets for the plan's version, in the file's own markup and heading
 * (a reST section underlined, `## Version 3.1.1 (November 28, 2026)` where the file heads its
 * releases so): what `check` previews. Undefined when there is nothing to release.
 */
export async function plannedChangelogSection(
  check: CheckResult,
  projectRoot: string,
): Promise<string | undefined> {
  const planned = await plannedChangelog(check, projectRoot, "as-update");
  if (planned === undefined) return undefined;
  return readVersionSection(planned.text, planned.version, planned.path) ?? check.plan.changelog?.trimEnd();
}

/** The changelog file's text after the update the plan makes (towncrier's news file as its build leaves it). */
async function plannedChangelog(
  check: CheckResult,
  projectRoot: string,
  keep: "as-update" | "never",
): Promise<{ text: string; version: string; path: string } | undefined> {
  const { plan, config } = check;
  const version = plan.nextVersion;
  if (version === undefined || plan.changelog === undefined) return undefined;
  const news = plannedNewsFile(plan);
  if (news !== undefined) return { text: news.text, version, path: news.path };
  const read = await readRepoText(projectRoot, config.changelog_file, VersionFileError);
  const path = read?.path.rel ?? config.changelog_file;
  const kept =
    keep === "as-update" && keepsWrittenSection(check, hasVersionSection(read?.text, version, path));
  const text = kept
    ? (read?.text as string)
    : insertChangelogSection(read?.text, plan.changelog, version, path);
  return { text, version, path };
}
