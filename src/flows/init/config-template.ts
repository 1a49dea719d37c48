import type { VersionFileEntry } from "../../config/schema.ts";
import { describeGitmojiTypes } from "../../core/gitmoji.ts";
import { describeScientificPrefixes } from "../../core/scientific-prefixes.ts";
import type { InitFacts } from "./init-facts.ts";
import type { Migration } from "./migrate.ts";
import { commentText, tomlString, wrapComment } from "./toml-text.ts";

/** The `[tool.releaser]` table appended to pyproject.toml (or, without the prefix, releaser.toml). */
export function configText(facts: InitFacts, table: "tool.releaser" | "top-level"): string {
  const head = table === "tool.releaser" ? "[tool.releaser]\n" : "";
  const sub = (name: string) => (table === "tool.releaser" ? `[tool.releaser.${name}]` : `[${name}]`);
  const m = facts.migration;
  const set = (key: string, value: unknown, fallback: string, note = "") =>
    value === undefined ? `# ${key} = ${fallback}${note}` : `${key} = ${tomlString(value)}${note}`;
  const from =
    m === undefined
      ? ""
      : `# Taken over from ${m.from} (leave it or remove it: releaser does not read it).\n`;
  const left =
    m === undefined || m.left.length === 0
      ? ""
      : wrapComment(`Not taken over from ${m.from}:`, m.left.map(commentText));
  const versionFiles =
    m !== undefined && m.versionFiles.length > 0
      ? `version_files = [${m.versionFiles.map(versionFileText).join(", ")}]`
      : '# version_files = ["src/pkg/version.py:VERSION"]   # more places that carry the version';
  return `${head}# Written by \`releaser init\`. Every key is optional; the commented lines show the defaults.
${from}${left}release_branch = ${releaseBranchValue(facts)}   # release-pr and release run on ${facts.releaseBranches === undefined ? "this branch" : "these branches"} only${facts.releaseBranchWhy === undefined ? "" : ` (${commentText(facts.releaseBranchWhy)})`}
tag_format = ${tomlString(facts.tagFormat)}   # ${commentText(facts.tagFormatWhy)}
${calverLines(facts)}${writesLine(facts)}
${versionFiles}
${changelogLine(facts)}
${set("commit_message", m?.commitMessage, '"chore(release): {version}"')}
${set("major_on_zero", m?.majorOnZero, "true", "   # false: a breaking change on 0.x bumps the minor version")}
${parsersTable(facts, table)}${changelogTable(m, sub)}${releaseTable(m, sub)}
${sub("publish")}
# tool = "auto"   # found: ${commentText(facts.tool)}
${set("build_command", m?.buildCommand, '""')}
${uploadLines(facts)}`;
}

/** A `version_files` entry as TOML: a string, or an inline `{ path, pattern }` table. */
function versionFileText(entry: VersionFileEntry): string {
  return typeof entry === "string"
    ? tomlString(entry)
    : `{ path = ${tomlString(entry.path)}, pattern = ${tomlString(entry.pattern)}${entry.result === undefined ? "" : `, result = ${tomlString(entry.result)}`} }`;
}

/** What the root configuration of a repository of several packages says about them. */
export interface WorkspaceConfigFacts {
  /** Where the packages are listed ([tool.uv.workspace] members), or undefined when init lists them. */
  detectedFrom: string | undefined;
  /** The `packages` globs init writes (no uv workspace lists the packages). */
  packages: readonly string[] | undefined;
  /** Each package, "alpha-lib (packages/alpha)". */
  members: readonly string[];
  /** The packages are released together under the plain tags (shared_version): the newest of them. */
  sharedTag?: string | undefined;
}

/**
 * The root `[tool.releaser]` of a repository of several packages (DESIGN 8): the settings of the
 * whole repository, `packages` only when no uv workspace lists them, and no per-package key
 * (tag_format, version_files, changelog_file: each package's own table sets those).
 */
export function workspaceConfigText(
  facts: InitFacts,
  workspace: WorkspaceConfigFacts,
  table: "tool.releaser" | "top-level",
): string {
  const head = table === "tool.releaser" ? "[tool.releaser]\n" : "";
  const sub = (name: string) => (table === "tool.releaser" ? `[tool.releaser.${name}]` : `[${name}]`);
  const shared = workspace.sharedTag;
  const packages =
    shared !== undefined
      ? `${wrapComment(`The packages, released together under one tag (the release tags carry no package's name; the newest is ${commentText(shared)}):`, workspace.members.map(commentText))}packages = [${(workspace.packages ?? []).map((p) => tomlString(p)).join(", ")}]\nshared_version = true   # one version, one tag, one release commit and one release for all of them\n`
      : workspace.packages === undefined
        ? wrapComment(
            `The packages, found in ${commentText(workspace.detectedFrom ?? "")} (no \`packages\` needed):`,
            workspace.members.map(commentText),
          )
        : `${wrapComment("The packages, each released on its own:", workspace.members.map(commentText))}packages = [${workspace.packages.map((p) => tomlString(p)).join(", ")}]\n`;
  return `${head}# Written by \`releaser init\`. Every key is optional; the commented lines show the defaults.
${packages}release_branch = ${releaseBranchValue(facts)}   # release-pr and release run on ${facts.releaseBranches === undefined ? "this branch" : "these branches"} only${facts.releaseBranchWhy === undefined ? "" : ` (${commentText(facts.releaseBranchWhy)})`}
${shared !== undefined ? "# tag_format: the shape of the release tags the repository has" : `# tag_format = "{name}-v{version}"   # each package's tags: its name (PEP 503), then -v and the version`}
# A package's own settings (tag_format, version_files, changelog_file) go in the [tool.releaser]
# table of its pyproject.toml, with paths from its folder.
${parsersTable(facts, table)}
${sub("publish")}
# tool = "auto"   # found: ${commentText(facts.tool)}
${uploadLines(facts)}`;
}

/** How the upload is made: releaser's credentials, or the workflow's pypa job that needs none here. */
function uploadLines(facts: InitFacts): string {
  if (facts.publishWith === "pypa") {
    return `# The release workflow runs \`release --skip-publish\`: the build is checked and kept in dist/
# (attached to the GitHub release by release.assets); pypa/gh-action-pypi-publish uploads it.
`;
  }
  return `# trusted_publishing = "auto"   # in GitHub Actions with "id-token: write"; else the token below
# token_env = "PYPI_TOKEN"
`;
}

/** `version_scheme = "calver"` and its format when the tags number by the calendar, else nothing. */
function calverLines(facts: InitFacts): string {
  if (facts.calver === undefined) return "";
  return `version_scheme = "calver"   # ${commentText(facts.calver.why)}
calver_format = ${tomlString(facts.calver.format)}   # ${calverHow(facts.calver.format)}
`;
}

/** What the release tags' calendar format does, in a few words. */
function calverHow(format: string): string {
  const parts = format.split(".");
  const period = parts.some((p) => ["D", "DD", "0D"].includes(p))
    ? "day"
    : parts.some((p) => ["M", "MM", "0M"].includes(p))
      ? "month"
      : "year";
  return parts.includes("N")
    ? `a new ${period} starts the count N again; a feat raises N, a fix MICRO`
    : `a new ${period} starts MICRO at 0; each release after it in the ${period} raises MICRO`;
}

/** `changelog_file`: taken over, the project's own (written down), towncrier's, or the default. */
function changelogLine(facts: InitFacts): string {
  const taken = facts.migration?.changelogFile;
  if (taken !== undefined) return `changelog_file = ${tomlString(taken)}`;
  const found = facts.changelogFound;
  if (found?.source === "found") {
    return `changelog_file = ${tomlString(found.path)}   # the changelog the project has`;
  }
  if (found?.source === "towncrier") {
    return `# changelog_file = ${tomlString(found.path)}   # towncrier's filename: \`update\` runs towncrier`;
  }
  const deep = facts.deepChangelogs?.[0];
  if (deep !== undefined) {
    return `# changelog_file = ${tomlString(deep)}   # found deeper in docs/ than releaser looks: uncomment to write the release notes there`;
  }
  return `# changelog_file = ${tomlString(facts.changelogFile)}`;
}

/**
 * `[[parsers]]` with the gitmoji preset when most recent subjects start with a gitmoji (the
 * scientific-python preset when most start with those prefixes), with the reason and what it reads
 * in a comment.
 */
function parsersTable(facts: InitFacts, table: "tool.releaser" | "top-level"): string {
  const name = table === "tool.releaser" ? "[[tool.releaser.parsers]]" : "[[parsers]]";
  const scientific = facts.scientific;
  if (scientific !== undefined) {
    const why = `of the last ${scientific.of} commits start with the scientific Python prefixes (ENH: ..., BUG: ..., MAINT: ...), so this built-in parser reads them: ${describeScientificPrefixes()}; joined prefixes (MAINT, BUG: ...) take the one that asks for the most. Conventional subjects (feat: ...) are read as well.`;
    return `
${wrapComment(String(scientific.scientific), [why])}${name}
preset = "scientific-python"
`;
  }
  const found = facts.gitmoji;
  if (found === undefined) return "";
  const why = `of the last ${found.of} commits start with a gitmoji (✨ Add ..., 🐛 Fix ...), so this built-in parser reads them: ${describeGitmojiTypes()}; other gitmojis ask for no release (their type is their shortcode: [changelog] sections = { globe_with_meridians = "Translations" } lists 🌐). Conventional subjects (feat: ...) are read as well.`;
  return `
${wrapComment(String(found.gitmoji), [why])}${name}
preset = "gitmoji"
`;
}

/** The comment saying what `update` writes. */
function writesLine(facts: InitFacts): string {
  const files = facts.files.map((f) => tomlString(f)).join(", ");
  return facts.versionFromTag === undefined
    ? `# \`update\` writes the version and the changelog to: ${files}`
    : `# The version comes from the tag (${commentText(facts.versionFromTag)}); \`update\` writes only: ${files}`;
}

/** `[changelog]` when section titles or hidden types were taken over (release-please). */
function changelogTable(m: Migration | undefined, sub: (name: string) => string): string {
  if (m?.changelogSections === undefined && m?.hiddenTypes === undefined) return "";
  const sections = Object.entries(m.changelogSections ?? {})
    .map(([type, title]) => `${tomlString(type)} = ${tomlString(title)}`)
    .join(", ");
  const hidden = (m.hiddenTypes ?? []).map((t) => tomlString(t)).join(", ");
  return `\n${sub("changelog")}\nsections = { ${sections} }   # section titles by commit type\nhidden = [${hidden}]   # types left out of the changelog\n`;
}

/** `[release]` when draft or pre-release GitHub releases were taken over (release-please). */
function releaseTable(m: Migration | undefined, sub: (name: string) => string): string {
  if (m?.draft === undefined && m?.prerelease === undefined) return "";
  const lines = [
    m.draft === undefined ? "" : `draft = ${m.draft}\n`,
    m.prerelease === undefined ? "" : `prerelease = ${m.prerelease}\n`,
  ];
  return `\n${sub("release")}\n${lines.join("")}`;
}

/** The release branch, or the configured list of them, as TOML. */
function releaseBranchValue(facts: InitFacts): string {
  const list = facts.releaseBranches;
  return list === undefined
    ? tomlString(facts.releaseBranch)
    : `[${list.map((b) => tomlString(b)).join(", ")}]`;
}
