#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  plannedNewsFile
} from "./chunk-YCLWT3EH.js";
import {
  readRepoText
} from "./chunk-QRNXJCXI.js";
import {
  hasVersionSection,
  insertChangelogSection,
  readReleaseNotes,
  readVersionSection
} from "./chunk-LIMTD357.js";
import {
  VersionFileError
} from "./chunk-DSG6HE4L.js";

// src/flows/shared/release-notes.ts
function unaskedRelease({ plan, interrupted }) {
  return !plan.pending && interrupted === void 0 && plan.unreleased?.version === plan.nextVersion;
}
function keepsWrittenSection(check, hasSection) {
  return (check.plan.pending || unaskedRelease(check)) && check.interrupted === void 0 && hasSection;
}
async function plannedReleaseNotes(check, projectRoot, keep = "as-update") {
  let planned = await plannedChangelog(check, projectRoot, keep);
  if (planned !== void 0)
    return readReleaseNotes(planned.text, planned.version, planned.path) ?? check.plan.changelog?.trimEnd();
}
async function plannedChangelogSection(check, projectRoot) {
  let planned = await plannedChangelog(check, projectRoot, "as-update");
  if (planned !== void 0)
    return readVersionSection(planned.text, planned.version, planned.path) ?? check.plan.changelog?.trimEnd();
}
async function plannedChangelog(check, projectRoot, keep) {
  let { plan, config } = check, version = plan.nextVersion;
  if (version === void 0 || plan.changelog === void 0) return;
  let news = plannedNewsFile(plan);
  if (news !== void 0) return { text: news.text, version, path: news.path };
  let read = await readRepoText(projectRoot, config.changelog_file, VersionFileError), path = read?.path.rel ?? config.changelog_file;
  return { text: keep === "as-update" && keepsWrittenSection(check, hasVersionSection(read?.text, version, path)) ? read?.text : insertChangelogSection(read?.text, plan.changelog, version, path), version, path };
}

export {
  unaskedRelease,
  keepsWrittenSection,
  plannedReleaseNotes,
  plannedChangelogSection
};
