import { calverFormatProblem } from "../core/calver.ts";
import { compileCustomParser } from "../core/custom-parser.ts";
import { ConfigError } from "../core/errors.ts";
import { branchNameProblem } from "../core/ref-name.ts";
import { isBranchGlob, releaseBranchEntries, trunkOf } from "../core/release-lines.ts";
import { compileTagFormat, withPackageName } from "../core/tag-format.ts";
import { compileVersionPattern } from "../core/version-pattern.ts";
import { enableLinearRegExpFallback } from "../runtime/regexp-engine.ts";
import type { Config, VersionFileEntry } from "./schema.ts";
import type { ConfigLayer } from "./sources.ts";

/**
 * Checks what the schema's types cannot: patterns that compile, a tag format with one
 * `{version}`, `version_files` entries of a known form. Errors name the file that set it.
 */
export function checkConfigValues(config: Config, layers: readonly ConfigLayer[]): void {
  const fail = (path: string[], problem: string): never => {
    throw configValueError(layers, path, problem);
  };

  let tag = "";
  try {
    tag = compileTagFormat(withPackageName(config.tag_format, "pkg", "")).format("1.0.0rc1");
  } catch (error) {
    fail(["tag_format"], (error as Error).message.replace(/\.$/, ""));
  }
  const tagProblem = branchNameProblem(tag);
  if (tagProblem !== undefined) {
    fail(
      ["tag_format"],
      `"${config.tag_format}" makes tags git refuses (${tag}: ${tagProblem}), e.g. "v{version}"`,
    );
  }
  const calverProblem = calverFormatProblem(config.calver_format);
  if (calverProblem !== undefined) fail(["calver_format"], calverProblem);
  // Custom parsers run with V8's linear-time fallback, which must be on before they compile.
  if (config.parsers.some((parser) => parser.pattern !== undefined)) enableLinearRegExpFallback();
  config.parsers.forEach((parser, index) => {
    const problem = parserProblem(parser);
    if (problem !== undefined) fail(["parsers"], `entry ${index + 1}: ${problem}`);
  });
  config.version_files.forEach((entry, index) => {
    const problem = versionFileProblem(entry);
    if (problem !== undefined) fail(["version_files"], `entry ${index + 1}: ${problem}`);
  });
  for (const key of ["commit_message", "changelog_file"] as const) {
    if (config[key].trim() === "") fail([key], "must not be empty");
  }
  if (typeof config.release_branch === "string" && isBranchGlob(config.release_branch)) {
    fail(
      ["release_branch"],
      `"${config.release_branch}" is a pattern, and one release_branch names one branch; to add maintenance lines, give a list with the trunk first: release_branch = ["main", ${JSON.stringify(config.release_branch)}]`,
    );
  }
  if (typeof config.release_branch !== "string" && config.release_branch.length === 0) {
    fail(
      ["release_branch"],
      'an empty list names no branch; give at least one, e.g. ["main"] or ["main", "*.x"]',
    );
  }
  for (const entry of releaseBranchEntries(config.release_branch)) {
    if (entry.trim() === "") fail(["release_branch"], "must not be empty");
    // A glob (`*.x`) names branches; its letters must still be a branch's.
    const branchProblem = branchNameProblem(isBranchGlob(entry) ? entry.replace(/[*?[\]{}]/g, "x") : entry);
    if (branchProblem !== undefined) {
      fail(["release_branch"], `"${entry}" cannot be a git branch name: ${branchProblem}, e.g. "main"`);
    }
  }
  checkPullRequestValues(config, fail);
}

/** What is wrong with a `parsers` entry: neither or both of `pattern` and `preset`, a bad pattern. */
function parserProblem(parser: Config["parsers"][number]): string | undefined {
  const example = `pattern = '^\\[(?P<type>\\w+)\\] (?P<description>.+)$' or preset = "gitmoji"`;
  if (parser.pattern === undefined && parser.preset === undefined) {
    return `a parser needs a pattern or a preset: give one, e.g. ${example}`;
  }
  if (parser.pattern !== undefined && parser.preset !== undefined) {
    return "a parser is a pattern or a preset, not both: put each in its own [[parsers]] table";
  }
  if (parser.pattern === undefined) return undefined;
  try {
    compileCustomParser(parser.pattern);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * What is wrong with a `version_files` entry: a `path:NAME` with either part empty, an empty path, a
 * pattern that does not compile or has no `version` group.
 */
function versionFileProblem(entry: VersionFileEntry): string | undefined {
  const forms =
    '"path.py:VARIABLE", "path.toml:dotted.key", "path" (a file holding just the version) or { path = "...", pattern = "...(?P<version>...)..." }';
  if (typeof entry !== "string") {
    if (entry.path.trim() === "") return `the path is empty; an entry is ${forms}`;
    try {
      compileVersionPattern(entry.pattern, entry.result);
    } catch (error) {
      return (error as Error).message;
    }
    return undefined;
  }
  const colon = entry.lastIndexOf(":");
  if (entry.trim() === "" || colon === 0 || (colon !== -1 && colon === entry.length - 1)) {
    return `"${entry}" must be ${forms}`;
  }
  return undefined;
}

/** pr.branch must make a branch name (with {branch} filled in); the title one line; labels words. */
function checkPullRequestValues(config: Config, fail: (path: string[], problem: string) => never): void {
  const { branch, title, labels } = config.pr;
  const unknown = (text: string, allowed: string) =>
    [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[0]).filter((p) => p !== allowed);
  const extraInBranch = unknown(branch, "{branch}");
  if (extraInBranch.length > 0) {
    fail(
      ["pr", "branch"],
      `"${branch}" has ${extraInBranch.join(", ")}; only {branch} (the release branch) is filled in, e.g. "releaser/{branch}"`,
    );
  }
  const problem = branchNameProblem(branch.replaceAll("{branch}", trunkOf(config.release_branch) ?? "main"));
  if (problem !== undefined) {
    fail(["pr", "branch"], `"${branch}" cannot be a git branch name: ${problem} (e.g. "releaser/{branch}")`);
  }
  if (title.trim() === "" || /[\r\n]/.test(title)) {
    fail(["pr", "title"], 'must be one non-empty line, e.g. "chore(release): {version}"');
  }
  const extraInTitle = unknown(title, "{version}");
  if (extraInTitle.length > 0) {
    fail(["pr", "title"], `"${title}" has ${extraInTitle.join(", ")}; only {version} is filled in`);
  }
  for (const label of labels) {
    if (label.trim() === "" || label.length > 50 || /[\r\n,]/.test(label)) {
      fail(
        ["pr", "labels"],
        `${JSON.stringify(label)} is not a label: give names of 1 to 50 characters, without commas or line breaks`,
      );
    }
  }
}

/** A ConfigError naming the file that set `path` (the highest layer that has it) and the key. */
export function configValueError(layers: readonly ConfigLayer[], path: readonly string[], problem: string) {
  const layer = [...layers].reverse().find((l) => hasPath(l.values, path));
  const file = layer?.file ?? "configuration";
  const key = [layer?.prefix ?? "", ...path].filter((p) => p !== "").join(".");
  return new ConfigError(`${file}: key "${key}": ${problem}`);
}

/** Whether any configuration file sets `path` (else the default is in force). */
export function isConfigured(layers: readonly ConfigLayer[], path: readonly string[]): boolean {
  return layers.some((l) => hasPath(l.values, path));
}

function hasPath(values: Record<string, unknown>, path: readonly string[]): boolean {
  let current: unknown = values;
  for (const key of path) {
    if (typeof current !== "object" || current === null || !(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}
