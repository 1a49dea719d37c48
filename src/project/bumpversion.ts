/**
 * A bump-my-version / bumpversion configuration, read as it is (DESIGN 5): its `current_version`
 * is a version file, and so is each file it lists, with its `search`/`replace` (default: the
 * version itself). Looked for where those tools look, in their order: `.bumpversion.toml`,
 * `.bumpversion.cfg`, `setup.cfg [bumpversion]`, `[tool.bumpversion]` in pyproject.toml. Pure: the
 * caller reads the texts.
 */
import { iniValuePattern, parseIni } from "./ini-file.ts";

export { fillTemplate } from "../core/version-pattern.ts";

import { compareVersions, parseVersion } from "../core/version.ts";
import type { VersionTarget } from "./version-target.ts";

export const BUMPVERSION_FILES = [
  ".bumpversion.toml",
  ".bumpversion.cfg",
  "setup.cfg",
  "pyproject.toml",
] as const;

export interface BumpversionConfig {
  /** The file the configuration is in. */
  file: string;
  currentVersion: string;
  /** The version files it names (its own `current_version` first). */
  targets: VersionTarget[];
  /** Files it lists that releaser cannot write as it would (a glob, a regex search, a placeholder it does not fill). */
  skipped: string[];
}

/** A search or replace template with only the placeholders releaser fills (and `{{ }}` escapes). */
function unsupportedPlaceholder(template: string): string | undefined {
  const rest = template.replace(/\{\{|\}\}/g, "").replace(/\{(current_version|new_version)\}/g, "");
  return /\{[^}]*\}/.exec(rest)?.[0];
}

interface FileEntry {
  path: string | undefined;
  glob: string | undefined;
  search: string | undefined;
  replace: string | undefined;
  regex: boolean;
  /** Its own `serialize`/`parse` (scrapy's `{major}.{minor}` in SECURITY.md): a version releaser does not write. */
  ownFormat: boolean;
}

function build(
  file: string,
  currentVersion: string,
  own: VersionTarget,
  defaults: { search: string; replace: string },
  entries: readonly FileEntry[],
): BumpversionConfig {
  const targets: VersionTarget[] = [own];
  const skipped: string[] = [];
  for (const entry of entries) {
    if (entry.path === undefined) {
      if (entry.glob !== undefined) skipped.push(`${entry.glob} (a glob; list its files in version_files)`);
      continue;
    }
    const search = entry.search ?? defaults.search;
    const replace = entry.replace ?? defaults.replace;
    const odd = unsupportedPlaceholder(search) ?? unsupportedPlaceholder(replace);
    // An entry that does not write the version (a date stamp in a changelog) is no version file.
    if (!search.includes("{current_version}")) continue;
    if (entry.regex) skipped.push(`${entry.path} (a regex search)`);
    else if (entry.ownFormat) skipped.push(`${entry.path} (its own serialize/parse)`);
    else if (odd !== undefined) skipped.push(`${entry.path} (its search/replace uses ${odd})`);
    else
      targets.push({
        kind: "template",
        path: entry.path.replace(/^\.\//, ""),
        search,
        replace,
        current: currentVersion,
        why: file,
      });
  }
  return { file, currentVersion, targets, skipped };
}

/** `.bumpversion.cfg` or `setup.cfg`: `[bumpversion]` and its `[bumpversion:file:PATH]` sections. */
export function readBumpversionIni(file: string, text: string): BumpversionConfig | undefined {
  const ini = parseIni(text);
  const main = ini.get("bumpversion");
  const current = main?.get("current_version")?.value;
  if (main === undefined || current === undefined || current === "") return undefined;
  const defaults = {
    search: main.get("search")?.value ?? "{current_version}",
    replace: main.get("replace")?.value ?? "{new_version}",
  };
  const entries: FileEntry[] = [];
  for (const [name, section] of ini) {
    // bumpversion:file:PATH, bump-my-version's bumpversion:file(label):PATH, bumpversion:glob:PATTERN
    const match = /^bumpversion:(file|glob)(?:\([^)]*\))?:(.+)$/.exec(name);
    if (match === null) continue;
    const target = (match[2] as string).trim();
    entries.push({
      path: match[1] === "file" ? target : undefined,
      glob: match[1] === "glob" ? target : undefined,
      search: section.get("search")?.value,
      replace: section.get("replace")?.value,
      regex: /^(true|yes|1)$/i.test(section.get("regex")?.value ?? ""),
      ownFormat: section.has("serialize") || section.has("parse"),
    });
  }
  // bumpversion's older form: `files = a b c` in [bumpversion], each with the default search.
  for (const path of (main.get("files")?.value ?? "").split(/\s+/).filter((p) => p !== "")) {
    if (entries.some((e) => e.path === path)) continue;
    entries.push({
      path,
      glob: undefined,
      search: undefined,
      replace: undefined,
      regex: false,
      ownFormat: false,
    });
  }
  const own: VersionTarget = {
    kind: "pattern",
    path: file,
    pattern: iniValuePattern("bumpversion", "current_version"),
    why: `current_version in ${file}`,
  };
  return build(file, current, own, defaults, entries);
}

/** `.bumpversion.toml` or pyproject.toml: `[tool.bumpversion]` and its `[[tool.bumpversion.files]]`. */
export function readBumpversionToml(
  file: string,
  data: Record<string, unknown>,
): BumpversionConfig | undefined {
  const tool = (data.tool as Record<string, unknown> | undefined)?.bumpversion as
    | Record<string, unknown>
    | undefined;
  const current = tool?.current_version;
  if (tool === undefined || typeof current !== "string" || current === "") return undefined;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const defaults = {
    search: text(tool.search) ?? "{current_version}",
    replace: text(tool.replace) ?? "{new_version}",
  };
  const files = Array.isArray(tool.files) ? (tool.files as Record<string, unknown>[]) : [];
  const entries = files.map((entry) => ({
    path: text(entry.filename),
    glob: text(entry.glob),
    search: text(entry.search),
    replace: text(entry.replace),
    regex: entry.regex === true,
    ownFormat: entry.serialize !== undefined || entry.parse !== undefined,
  }));
  const own: VersionTarget = { kind: "toml", path: file, key: "tool.bumpversion.current_version" };
  return build(file, current, own, defaults, entries);
}

/**
 * A bumpversion configuration left behind: its `current_version` is not the version the build
 * reads (a `[tool.bumpversion] current_version = "1.0.0"` in a project at 1.5.0 that bumps its
 * files otherwise). Its targets are not written, and a warning says why (found by the replay).
 */
export function dropStaleBumpversion(
  targets: VersionTarget[],
  reasons: Map<VersionTarget, string>,
  current: Map<VersionTarget, string | undefined>,
  file: string | undefined,
  warnings: string[],
): void {
  if (file === undefined) return;
  const fromBump = (t: VersionTarget) => (reasons.get(t) ?? "").startsWith("bumpversion");
  const own = targets.find((t) => (reasons.get(t) ?? "").startsWith("bumpversion's current_version"));
  const build = targets.find((t) => t.kind !== "lock" && !fromBump(t) && current.get(t) !== undefined);
  const stale = own === undefined ? undefined : current.get(own);
  const version = build === undefined ? undefined : current.get(build);
  if (stale === undefined || version === undefined || stale === version) return;
  // The same version spelled otherwise (1.5 and 1.5.0, 1.5.0-rc1 and 1.5.0rc1) is no stale copy.
  const a = parseVersion(stale);
  const b = parseVersion(version);
  if (a === undefined || b === undefined || compareVersions(a, b) === 0) return;
  for (const target of targets.filter(fromBump)) targets.splice(targets.indexOf(target), 1);
  warnings.push(
    `${file}'s current_version ${stale} is not the version ${build?.path} carries (${version}): bumpversion's settings are left as they are, and its files are not written; remove them, or set current_version to ${version} for releaser to keep them current`,
  );
}
