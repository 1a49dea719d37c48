import type { InitFacts } from "./init-facts.ts";

/** The configuration values the written table holds, as the loader will read them. */
export function plannedValues(facts: InitFacts): Record<string, unknown> {
  const m = facts.migration;
  const values: Record<string, unknown> = {
    release_branch: facts.releaseBranches ?? facts.releaseBranch,
    tag_format: facts.tagFormat,
  };
  if (facts.calver !== undefined) {
    values.version_scheme = "calver";
    values.calver_format = facts.calver.format;
  }
  // towncrier's file stays a comment in the table (the loader finds it again), but is planned.
  const changelog = m?.changelogFile ?? facts.changelogFound?.path;
  if (changelog !== undefined) values.changelog_file = changelog;
  if (facts.gitmoji !== undefined) values.parsers = [{ preset: "gitmoji" }];
  if (facts.scientific !== undefined) values.parsers = [{ preset: "scientific-python" }];
  if (m === undefined) return values;
  if (m.versionFiles.length > 0) values.version_files = m.versionFiles;
  if (m.commitMessage !== undefined) values.commit_message = m.commitMessage;
  if (m.majorOnZero !== undefined) values.major_on_zero = m.majorOnZero;
  if (m.changelogSections !== undefined || m.hiddenTypes !== undefined) {
    values.changelog = { sections: m.changelogSections ?? {}, hidden: m.hiddenTypes ?? [] };
  }
  return values;
}
