import type { VersionFileEntry } from "../../config/schema.ts";
import { translatePattern } from "../../core/custom-parser.ts";
import { ConfigError } from "../../core/errors.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";
import { tomlTableAt, versionFileEntryFor } from "../../project/stale-copies.ts";
import { enableLinearRegExpFallback } from "../../runtime/regexp-engine.ts";
import type { Migration, VersionLinesEntry } from "./migrate.ts";

/**
 * commitizen's `version_files` (issue 42): `path` or `path:regex`, where commitizen replaces the
 * current version in every line of the file the regex finds (every line, with no regex). init
 * reads the file and writes each such line as an entry of releaser's own: `path.py:NAME` for an
 * assignment, `path.toml:key`, the path of a file that is just the version, else a pattern that
 * takes the text before the version on the line, tied by a lookahead to commitizen's regex so
 * only that line matches (`rev: v4.16.2  # automatically updated by Commitizen` among other
 * hooks' `rev:` lines). An entry with no such line is listed as not taken over, with why.
 */
export async function takeVersionLines(
  root: string,
  migration: Migration,
  version: string | undefined,
): Promise<void> {
  for (const line of migration.versionLines ?? []) {
    const file = /[*?[]/.test(line.path)
      ? undefined
      : await readRepoText(root, line.path, ConfigError).catch(() => undefined);
    const found =
      version === undefined
        ? { reason: "no current version to find in it" }
        : file === undefined
          ? { reason: /[*?[]/.test(line.path) ? "a glob: name each file" : `there is no file ${line.path}` }
          : versionLineEntries(line, file.text, version);
    if ("reason" in found) {
      migration.left.push(`version_files entry ${JSON.stringify(line.entry)} (${found.reason})`);
      continue;
    }
    for (const entry of found.entries) {
      const text = JSON.stringify(entry);
      if (!migration.versionFiles.some((e) => JSON.stringify(e) === text)) migration.versionFiles.push(entry);
    }
  }
  delete migration.versionLines;
}

/** The entries that write the lines a commitizen entry picks in `text` (pure), or why there are none. */
export function versionLineEntries(
  line: VersionLinesEntry,
  text: string,
  version: string,
): { entries: VersionFileEntry[] } | { reason: string } {
  let picks: RegExp | undefined;
  if (line.regex !== undefined) {
    if (/^\(\?[a-zA-Z]+\)/.test(line.regex))
      return { reason: "a regex with flags releaser cannot tie to one line" };
    let source: string;
    try {
      const translated = translatePattern(line.regex);
      source = translated.source;
      picks = new RegExp(source, translated.flags);
    } catch {
      return { reason: "not a regular expression releaser can read" };
    }
    // The tie below is a lookahead, which only the backtracking engine runs: a repeat of a repeat
    // (`(x+x+)+y`) would make init's and every update's search of a long line run for minutes.
    if (repeatsARepeat(source))
      return {
        reason:
          "a regex that repeats a repeat or a choice, which can take exponential time on a long line; name the line with a version_files pattern of your own",
      };
    picks = linearTwin(source) ?? picks;
  }
  const entries: VersionFileEntry[] = [];
  const rows = text.split("\n");
  rows.forEach((row, index) => {
    if (!row.includes(version) || (picks !== undefined && !picks.test(row))) return;
    const whole = index === 0 && row.trim() === version;
    const table = line.path.endsWith(".toml") ? tomlTableAt(text, index + 1) : undefined;
    const entry = versionFileEntryFor(line.path, row, version, whole, table);
    const tied =
      typeof entry === "string" || line.regex === undefined
        ? entry
        : {
            path: entry.path,
            pattern: `^(?=.*(?:${unnamed(line.regex)}))${entry.pattern.replace(/^\^/, "")}`,
          };
    if (!entries.some((e) => JSON.stringify(e) === JSON.stringify(tied))) entries.push(tied);
  });
  if (entries.length === 0)
    return {
      reason: `no line of ${line.path} carries ${version}${line.regex === undefined ? "" : " where the regex finds it"}`,
    };
  return { entries };
}

/** The regex on V8's linear-time engine, when that engine can run it. */
function linearTwin(source: string): RegExp | undefined {
  enableLinearRegExpFallback();
  try {
    return new RegExp(source, "l");
  } catch {
    return undefined;
  }
}

/**
 * Whether a (translated) regex repeats without bound a group that itself repeats without bound
 * or chooses (`(x+x+)+`, `(a|aa)*`, `(\\d+){2,}`): the shapes that backtrack exponentially.
 */
export function repeatsARepeat(source: string): boolean {
  const open: boolean[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      i++;
    } else if (inClass) {
      if (c === "]") inClass = false;
    } else if (c === "[") {
      inClass = true;
    } else if (c === "(") {
      open.push(false);
    } else if (c === "|") {
      if (open.length > 0) open[open.length - 1] = true;
    } else if (c === ")") {
      const risky = open.pop() ?? false;
      const repeated = unboundedAt(source, i + 1);
      if (risky && repeated) return true;
      if ((risky || repeated) && open.length > 0) open[open.length - 1] = true;
    } else if (unboundedAt(source, i) && open.length > 0) {
      open[open.length - 1] = true;
    }
  }
  return false;
}

/** Whether an unbounded quantifier (`+`, `*`, `{n,}`) starts at `i`. */
function unboundedAt(source: string, i: number): boolean {
  return source[i] === "+" || source[i] === "*" || /^\{\d*,\}/.test(source.slice(i));
}

/** A Python regex with its named groups as plain groups (the tied pattern has its own `version`). */
function unnamed(regex: string): string {
  return regex.replace(/\(\?P?<(?![=!])[A-Za-z_][A-Za-z0-9_]*>/g, "(");
}
