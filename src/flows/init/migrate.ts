import type { VersionFileEntry } from "../../config/schema.ts";
import { splitCommandLine } from "../../publish/command-line.ts";

/**
 * `releaser init` reads the release settings of the tool a project used before (issue 12):
 * python-semantic-release's `[tool.semantic_release]` and commitizen's `[tool.commitizen]` here,
 * release-please's files in migrate-release-please.ts, and translates what has an equivalent.
 * What has none is listed, so nothing is dropped unsaid.
 */
export interface Migration {
  /** The table read, e.g. "[tool.commitizen]". */
  from: string;
  tagFormat?: string;
  releaseBranch?: string;
  versionFiles: VersionFileEntry[];
  /**
   * commitizen's `version_files` entries that name a file and, after a colon, a regex: in every
   * line the regex finds (any line without one), the current version is replaced. Turned into
   * entries of releaser's own by reading the file (version-lines.ts).
   */
  versionLines?: VersionLinesEntry[];
  changelogFile?: string;
  commitMessage?: string;
  majorOnZero?: boolean;
  buildCommand?: string;
  /** Changelog section titles by commit type, and the types left out (release-please). */
  changelogSections?: Record<string, string>;
  hiddenTypes?: string[];
  /** GitHub releases made as drafts / marked pre-release (release-please). */
  draft?: boolean;
  prerelease?: boolean;
  /** Settings with no equivalent, each with why. */
  left: string[];
}

export interface VersionLinesEntry {
  /** As the tool wrote it. */
  entry: string;
  path: string;
  /** Python syntax; undefined: every line with the version. */
  regex: string | undefined;
}

export type Table = Record<string, unknown>;

export const isTable = (value: unknown): value is Table =>
  typeof value === "object" && value !== null && !Array.isArray(value);
export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The migration from the first tool table found in pyproject.toml's data, if any. */
export function migrateFrom(pyproject: Table | undefined): Migration | undefined {
  const tool = isTable(pyproject?.tool) ? pyproject.tool : undefined;
  if (isTable(tool?.semantic_release)) return fromSemanticRelease(tool.semantic_release);
  if (isTable(tool?.commitizen)) return fromCommitizen(tool.commitizen, buildReadsVersion(pyproject));
  return undefined;
}

function fromSemanticRelease(table: Table): Migration {
  const migration: Migration = { from: "[tool.semantic_release]", versionFiles: [], left: [] };
  for (const [key, value] of Object.entries(table)) {
    switch (key) {
      case "tag_format":
        if (typeof value === "string" && value.includes("{version}")) migration.tagFormat = value;
        else migration.left.push(`tag_format (${JSON.stringify(value)} has no {version})`);
        break;
      case "version_variables":
      case "version_variable": // python-semantic-release 7: a string or a list
        for (const entry of typeof value === "string"
          ? value.split(",").map((e) => e.trim())
          : strings(value)) {
          // python-semantic-release 9+: `path:VARIABLE:tf` holds the whole tag, `:nf` the number.
          const [path, variable, format = "nf", ...more] = entry.split(":");
          if (
            path?.endsWith(".py") &&
            variable &&
            IDENTIFIER.test(variable) &&
            format === "nf" &&
            more.length === 0
          ) {
            migration.versionFiles.push(`${path}:${variable}`);
          } else {
            migration.left.push(
              `version_variables entry ${JSON.stringify(entry)} (releaser edits Python files: path.py:VARIABLE)`,
            );
          }
        }
        break;
      case "version_toml":
        for (const entry of typeof value === "string"
          ? value.split(",").map((e) => e.trim())
          : strings(value)) {
          if (/^pyproject\.toml:(project|tool\.poetry)\.version$/.test(entry)) continue; // found by itself
          if (/^[^:]+\.toml:[\w.-]+$/.test(entry)) migration.versionFiles.push(entry);
          else migration.left.push(`version_toml entry ${JSON.stringify(entry)}`);
        }
        break;
      case "branches": {
        const names = isTable(value)
          ? Object.values(value).flatMap((b) => (isTable(b) && typeof b.match === "string" ? [b.match] : []))
          : [];
        const plain = names.find((n) => /^[\w./-]+$/.test(n) && !(isTable(value) && isPrerelease(value, n)));
        if (plain !== undefined) migration.releaseBranch = plain;
        const others = names.filter((n) => n !== plain);
        if (others.length > 0)
          migration.left.push(
            `branches ${others.map((n) => JSON.stringify(n)).join(", ")} (releaser releases from one branch)`,
          );
        break;
      }
      case "changelog": {
        const file = isTable(value)
          ? (value.changelog_file ??
            (isTable(value.default_templates) ? value.default_templates.changelog_file : undefined))
          : undefined;
        if (typeof file === "string") migration.changelogFile = file;
        const rest = isTable(value)
          ? Object.keys(value).filter((k) => k !== "changelog_file" && k !== "default_templates")
          : [];
        if (rest.length > 0)
          migration.left.push(
            `changelog.${rest.join(", changelog.")} (releaser writes Keep a Changelog sections of its own)`,
          );
        break;
      }
      case "branch": // python-semantic-release 7
        if (typeof value === "string" && /^[\w./-]+$/.test(value)) migration.releaseBranch = value;
        else migration.left.push(`branch (${JSON.stringify(value)})`);
        break;
      case "changelog_file": // python-semantic-release 7
        if (typeof value === "string") migration.changelogFile = value;
        else migration.left.push(`changelog_file (${JSON.stringify(value)} is no path)`);
        break;
      case "version_source":
        break; // releaser reads the files and takes the last tag as the base either way
      case "commit_message":
      case "commit_subject":
        break; // read together below: python-semantic-release 7 split the message in two
      case "major_on_zero":
        if (typeof value === "boolean") migration.majorOnZero = value;
        break;
      case "build_command":
        // releaser runs one command without a shell: only what its own splitter takes is taken over.
        if (value === false) {
          migration.left.push(
            "build_command = false (releaser builds and publishes in `release`; pass --skip-publish to leave that out)",
          );
        } else if (typeof value === "string" && value.trim() !== "") {
          const split = splitCommandLine(value);
          if ("words" in split) migration.buildCommand = value;
          else
            migration.left.push(
              `build_command (${JSON.stringify(value)}: ${split.problem}; put it in a script, or in hooks.pre_release)`,
            );
        }
        break;
      default:
        migration.left.push(key);
    }
  }
  takeCommitMessage(table, migration);
  return migration;
}

/**
 * Keys of python-semantic-release before 8 (the `[semantic_release]` of setup.cfg moved into
 * pyproject.toml). Version 8 rewrote the configuration and ignores these when they stay behind.
 */
const SEVEN_ONLY = [
  "commit_subject",
  "version_variable",
  "branch",
  "version_source",
  "upload_to_pypi",
  "upload_to_release",
  "hvcs",
  "check_build_status",
  "commit_version_number",
];

/** Keys only python-semantic-release 8 and later read: with one of them, the setup is 8+. */
const EIGHT_ON = [
  "version_variables",
  "branches",
  "remote",
  "publish",
  "commit_parser_options",
  "allow_zero_version",
  "no_git_verify",
  "assets",
  "logging_use_named_masks",
  "build_command_env",
];

/**
 * The release commit's message, which python-semantic-release built in two ways (read from its
 * code, `vcs_helpers.commit_new_version` then `get_formatted_commit`):
 * - 4.10 to 7: `commit_subject` (default "{version}") formatted, a blank line, then
 *   `commit_message` formatted (the body; empty: no body). Before 4.10 the subject was always the
 *   version. So a setup of that age gets the two joined, subject first.
 * - 8 on: `commit_message` is the whole message, formatted with `version` alone (its default
 *   "{version}\n\nAutomatically generated by python-semantic-release"). A leftover
 *   `branch = "main"` next to 8's keys (python-gitlab) does not make it 7: 8 ignores that key.
 * Both formatted with Python's `str.format(version=...)`: `{version}` is releaser's placeholder
 * too, `{{`/`}}` are literal braces; anything else cannot be taken over and is listed.
 */
function takeCommitMessage(table: Table, migration: Migration): void {
  const subject = table.commit_subject;
  const message = table.commit_message;
  for (const [key, value] of [
    ["commit_subject", subject],
    ["commit_message", message],
  ] as const) {
    if (value !== undefined && typeof value !== "string") {
      migration.left.push(`${key} (${JSON.stringify(value)} is no text)`);
    }
  }
  // 7 read version_toml as a comma-separated string too; 8 takes a list, and a changelog table.
  const eight =
    EIGHT_ON.some((key) => key in table) || isTable(table.changelog) || Array.isArray(table.version_toml);
  const seven = !eight && SEVEN_ONLY.some((key) => key in table);
  if (eight && typeof subject === "string") {
    migration.left.push("commit_subject (python-semantic-release 8 and later ignore it; so does releaser)");
  }
  const parts: { key: string; template: string }[] = [];
  if (seven && (typeof subject === "string" || typeof message === "string")) {
    parts.push({ key: "commit_subject", template: typeof subject === "string" ? subject : "{version}" });
  }
  if (typeof message === "string") parts.push({ key: "commit_message", template: message });
  const texts: string[] = [];
  for (const { key, template } of parts) {
    const text = fromPythonFormat(template);
    if (text === undefined) {
      migration.left.push(
        `${key} (${JSON.stringify(template)}: releaser fills only {version}: set commit_message by hand)`,
      );
      return;
    }
    texts.push(text);
  }
  const joined = withoutBoilerplate(texts.join("\n\n"));
  if (joined !== "") migration.commitMessage = joined;
}

/**
 * A python-semantic-release template, written for Python's `str.format(version=...)`, as
 * releaser's: `{version}` stays, `{{` and `}}` become the braces they stand for. Undefined when
 * it has another field (`{version!r}`, `{name}`), or a literal `{version}` releaser would fill.
 */
export function fromPythonFormat(template: string): string | undefined {
  let out = "";
  let fields = 0;
  for (const piece of template.split(/(\{\{|\}\}|\{[^{}]*\})/)) {
    if (piece === "{{") out += "{";
    else if (piece === "}}") out += "}";
    else if (piece === "{version}") {
      out += piece;
      fields += 1;
    } else if (piece.startsWith("{") && piece.endsWith("}") && piece.length > 1) return undefined;
    else out += piece;
  }
  return out.split("{version}").length - 1 === fields ? out : undefined;
}

/**
 * Lines a release tool writes to say it made the commit ("Automatically generated by
 * python-semantic-release", release-please's "generated with Release Please"): releaser made the
 * commit now, so they go, with the blank lines they leave at the end.
 */
const BOILERPLATE =
  /^[ \t]*(?:automatically generated by (?:python-)?semantic[- ]release|this (?:pr|pull request|commit) was (?:automatically )?generated (?:with|by) \[?release[- ]please\]?|generated by commitizen)\b.*$/gim;

export function withoutBoilerplate(message: string): string {
  return message
    .replace(BOILERPLATE, "")
    .replace(/\n(?:[ \t]*\n){2,}/g, "\n\n")
    .replace(/\s+$/, "");
}

function isPrerelease(branches: Table, match: string): boolean {
  return Object.values(branches).some((b) => isTable(b) && b.match === match && b.prerelease === true);
}

/**
 * The build has a version of its own: a static [project] version, or a dynamic one with a source
 * it reads (hatch, setuptools, pdm, a VCS plugin). Then commitizen's `version` key is a copy.
 */
function buildReadsVersion(pyproject: Table | undefined): boolean {
  const project = isTable(pyproject?.project) ? pyproject.project : undefined;
  if (typeof project?.version === "string") return true;
  const tool = isTable(pyproject?.tool) ? pyproject.tool : {};
  const setuptools = isTable(tool.setuptools) ? tool.setuptools : {};
  return (
    isTable(isTable(tool.hatch) ? tool.hatch.version : undefined) ||
    isTable(isTable(tool.pdm) ? tool.pdm.version : undefined) ||
    isTable(setuptools.dynamic) ||
    [
      "setuptools_scm",
      "setuptools-scm",
      "uv-dynamic-versioning",
      "poetry-dynamic-versioning",
      "versioningit",
    ].some((name) => isTable(tool[name]))
  );
}

function fromCommitizen(table: Table, buildVersion: boolean): Migration {
  // commitizen's own default tag is the bare version ($version).
  const migration: Migration = {
    from: "[tool.commitizen]",
    versionFiles: [],
    left: [],
    ...(table.tag_format === undefined ? { tagFormat: "{version}" } : {}),
  };
  for (const [key, value] of Object.entries(table)) {
    switch (key) {
      case "tag_format": {
        const format =
          typeof value === "string" ? value.replace(/\$\{version\}|\$version/g, "{version}") : "";
        if (format.includes("{version}") && !format.includes("$")) migration.tagFormat = format;
        else migration.left.push(`tag_format (${JSON.stringify(value)})`);
        break;
      }
      case "version_files":
        for (const entry of strings(value)) {
          // commitizen splits at the first colon: the path, then a regex that picks the lines.
          const colon = entry.indexOf(":");
          const path = colon < 0 ? entry : entry.slice(0, colon);
          const regex = colon < 0 ? "" : entry.slice(colon + 1);
          if (path === "pyproject.toml") continue; // found by itself
          if (IDENTIFIER.test(regex) && path.endsWith(".py")) {
            migration.versionFiles.push(`${path}:${regex}`);
          } else {
            // Which lines carry the version is read from the file (version-lines.ts).
            migration.versionLines = [
              ...(migration.versionLines ?? []),
              { entry, path, regex: regex === "" ? undefined : regex },
            ];
          }
        }
        break;
      case "changelog_file":
        if (typeof value === "string") migration.changelogFile = value;
        break;
      case "major_version_zero":
        // commitizen's major_version_zero = true keeps breaking changes on 0.x minor.
        if (typeof value === "boolean") migration.majorOnZero = !value;
        break;
      case "name":
        if (value !== "cz_conventional_commits") {
          migration.left.push(`name ${JSON.stringify(value)} (releaser reads Conventional Commits only)`);
        }
        break;
      case "version":
        // commitizen's own provider keeps the version in this key: kept current with the rest, so
        // a `cz` still run for its commit checks reads the released version (found by the replay).
        // With no other source of the build's version, the key is no copy: init says no file carries it.
        if (
          buildVersion &&
          typeof value === "string" &&
          [undefined, "commitizen"].includes(table.version_provider as string)
        ) {
          migration.versionFiles.push("pyproject.toml:tool.commitizen.version");
        }
        break;
      case "version_provider":
      case "version_scheme":
      case "update_changelog_on_bump":
        break; // the version is read from the project's files; the conventional rules are releaser's own
      default:
        migration.left.push(key);
    }
  }
  return migration;
}
