/**
 * Stale copies (DESIGN 5): tracked files that still assign the current version but are no
 * version file, so `update` would leave them behind and the release would ship two versions
 * (faker's `docs/conf.py`, a `VERSION = "1.4.2"` beside `__version__`). Found with one
 * `git grep` for the version; the lines `update` itself rewrites, the changelog, lock files,
 * vendored code and other packages' metadata are left out.
 */
import type { VersionFileEntry } from "../config/schema.ts";
import { compileVersionPattern, findVersionByPattern } from "../core/version-pattern.ts";
import { readRepoText } from "../fs/read-repo-file.ts";
import { type GrepLine, grepTracked } from "../git/grep.ts";
import type { VersionTarget } from "./version-target.ts";

export interface StaleCopy {
  path: string;
  line: number;
  /** The line as it is (trimmed). */
  text: string;
  /** The `version_files` entry that would cover it (TOML syntax). */
  entry: string;
}

/** Lock files and the like: other packages' versions, never ours to write. */
const NOT_COPIES =
  /(^|\/)(uv\.lock|poetry\.lock|pdm\.lock|Pipfile\.lock|package-lock\.json|yarn\.lock|pnpm-lock\.yaml|Cargo\.lock|requirements[^/]*\.txt|constraints[^/]*\.txt)$|\.lock$/;

/**
 * Vendored code and other packages' metadata (DESIGN 5): a vendored `packaging` that happens to
 * carry the same version as the project is another project's version, never ours to write. Any
 * path segment counts (`src/pkg/_vendor/packaging/__init__.py`), and so does a `.dist-info` or
 * `.egg-info` folder, a `PKG-INFO` and an installed tree (`site-packages/`, `node_modules/`).
 */
const OTHER_PACKAGES =
  /(^|\/)(_vendor|_vendored|vendor|vendored|third_party|third-party|extern|site-packages|node_modules|[^/]+\.dist-info|[^/]+\.egg-info)\/|(^|\/)PKG-INFO$/;

/** Whether a tracked path is another package's (vendored code, metadata): no copy of ours. */
export function isOtherPackagePath(path: string): boolean {
  return OTHER_PACKAGES.test(path);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The entry that would make `update` write this line, as TOML text (`table`: the TOML table the line is in). */
export function entryFor(
  path: string,
  lineText: string,
  version: string,
  whole: boolean,
  table?: string,
): string {
  return entryText(versionFileEntryFor(path, lineText, version, whole, table));
}

/** A target found on its own as the `version_files` entry that names it (TOML text); undefined: none does. */
export function targetEntryText(target: VersionTarget): string | undefined {
  switch (target.kind) {
    case "python":
      return entryText(`${target.path}:${target.variable}`);
    case "text":
      return entryText(target.path);
    case "pattern":
      return entryText({
        path: target.path,
        pattern: target.pattern,
        ...(target.result === undefined ? {} : { result: target.result }),
      });
    default:
      return undefined;
  }
}

function entryText(entry: VersionFileEntry): string {
  return typeof entry === "string"
    ? JSON.stringify(entry)
    : `{ path = ${JSON.stringify(entry.path)}, pattern = ${JSON.stringify(entry.pattern)}${entry.result === undefined ? "" : `, result = ${JSON.stringify(entry.result)}`} }`;
}

/**
 * The `version_files` entry that would make `update` write this line: `path.py:NAME` for a
 * top-level assignment, `path.toml:table.key` for a TOML key, the bare path for a file that is
 * just the version, else a pattern that takes the text before the version on the line.
 */
export function versionFileEntryFor(
  path: string,
  lineText: string,
  version: string,
  whole: boolean,
  table?: string,
): VersionFileEntry {
  if (whole) return path;
  // Only a top-level assignment is one `path.py:NAME` covers.
  const python = /^([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*[^=]+)?=\s*(['"])/.exec(lineText);
  if (path.endsWith(".py") && python !== null) return `${path}:${python[1]}`;
  const tomlKey = /^\s*([A-Za-z0-9_-]+)\s*=/.exec(lineText);
  if (path.endsWith(".toml") && tomlKey !== null) return `${path}:${table ? `${table}.` : ""}${tomlKey[1]}`;
  const at = lineText.indexOf(version);
  const prefix = lineText.slice(0, at).trimStart();
  return { path, pattern: `^\\s*${escapeRegex(prefix).replace(/\s+/g, "\\s*")}(?P<version>[^"'\\s,]+)` };
}

/** The `[table]` a line of a TOML text is in (undefined: the top level, or an array of tables). */
export function tomlTableAt(text: string, line: number): string | undefined {
  let table: string | undefined;
  for (const row of text.split("\n").slice(0, line - 1)) {
    const header = /^\s*\[\s*([A-Za-z0-9_.-]+)\s*\]\s*(?:#.*)?\r?$/.exec(row);
    if (header !== null) table = header[1];
    else if (/^\s*\[/.test(row)) table = undefined;
  }
  return table;
}

/**
 * A pattern entry that finds this line (1-based) of `text` first: one that takes any indentation
 * (`^\\s*version:`) but finds an earlier line of the same words (CITATION.cff's top-level
 * `version:` above `preferred-citation:`'s indented one) takes the line's own indentation instead.
 */
export function tiedToLine(
  entry: VersionFileEntry,
  text: string,
  line: number,
  lineText: string,
): VersionFileEntry {
  if (typeof entry === "string" || !entry.pattern.startsWith("^\\s*")) return entry;
  const findsLine = (pattern: string) => {
    try {
      return findVersionByPattern(text, compileVersionPattern(pattern))?.line === line;
    } catch {
      return false;
    }
  };
  if (findsLine(entry.pattern)) return entry;
  const indent = /^[ \t]*/.exec(lineText)?.[0] ?? "";
  const own = `^${indent.replace(/\t/g, "\\t")}${entry.pattern.slice("^\\s*".length)}`;
  return findsLine(own) ? { path: entry.path, pattern: own } : entry;
}

/** The fixed string the stale copies' `git grep` also looks for: a header's `#define <PREFIX>MAJOR n`. */
export const DEFINES_NEEDLE = "MAJOR";

const HEADER = /\.(h|hh|hpp|hxx|h\.in)$/i;
const DEFINE = (name: string) =>
  new RegExp(`^[ \\t]*#[ \\t]*define[ \\t]+(${name})[ \\t]+(\\d+)[ \\t]*(?:\\/\\/.*|\\/\\*.*)?$`, "m");

/**
 * A C/C++ header that spells `version` as defines (issue 42): `#define <PREFIX>MAJOR 2`,
 * `<PREFIX>MINOR 13` and `<PREFIX>PATCH 4` (or MICRO) for 2.13.4, which a build reads (CMake's
 * `file(STRINGS)`, scikit-build-core's regex with a `result`). The copy is named at its MAJOR line,
 * with the pattern entry whose groups `update` writes (and the header's HEX and other defines
 * with them). Undefined when the line is no such define or the header spells another version.
 */
export function versionDefinesCopy(
  path: string,
  line: number,
  lineText: string,
  fileText: string,
  version: string,
): StaleCopy | undefined {
  if (!HEADER.test(path)) return undefined;
  const parts = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  const major = DEFINE("\\w*MAJOR").exec(lineText);
  if (parts === null || major === null || Number(major[2]) !== Number(parts[1])) return undefined;
  const prefix = (major[1] as string).slice(0, -"MAJOR".length);
  const minor = DEFINE(`${prefix}MINOR`).exec(fileText);
  const patch = DEFINE(`${prefix}(?:PATCH|MICRO)`).exec(fileText);
  if (minor === null || patch === null) return undefined;
  if (Number(minor[2]) !== Number(parts[2]) || Number(patch[2]) !== Number(parts[3])) return undefined;
  const at = (found: RegExpExecArray) => fileText.slice(0, found.index).split("\n").length;
  const defines = [
    { name: major[1] as string, group: "major", line },
    { name: minor[1] as string, group: "minor", line: at(minor) },
    { name: patch[1] as string, group: "patch", line: at(patch) },
  ].sort((a, b) => a.line - b.line);
  const pattern = `(?s)${defines
    .map((d) => `#\\s*define\\s+${d.name}\\s+(?P<${d.group}>\\d+)\\b`)
    .join(".*?")}`;
  const text = [major[0], minor[0], patch[0]].map((t) => t.trim()).join(", ");
  return { path, line, text, entry: entryText({ path, pattern, result: "{major}.{minor}.{patch}" }) };
}

/**
 * Lines of tracked text files that assign `version` (`version`, `release`, `__version__`,
 * `VERSION` and the like, with `=` or `:`, the key quoted or not), that hand it to Python by a
 * call with the name and the version (`m.add("__version__", "4.2.1")` in a Rust or C module), or
 * files that hold just it.
 * `covered` holds `path:line` of the lines `update` writes; `skip` the paths left out entirely.
 */
export async function findStaleCopies(
  root: string,
  version: string,
  covered: ReadonlySet<string>,
  skip: ReadonlySet<string>,
  /**
   * The lines a `git grep` that searched for the version and DEFINES_NEEDLE (among others) found;
   * default one of its own.
   */
  grepped?: readonly GrepLine[],
): Promise<StaleCopy[]> {
  const lines = grepped ?? (await grepTracked(root, [version, DEFINES_NEEDLE]));
  const v = escapeRegex(version);
  const assignment = new RegExp(
    `^\\s*(?:[{,]\\s*)?["']?(?:__version__|version|release)["']?\\s*[:=]\\s*["']?v?${v}(?![\\w.+-]*\\d)["']?\\s*[,;}]?\\s*(?:#.*)?$`,
    "i",
  );
  // A compiled module's version handed to Python by a call: `m.add("__version__", "4.2.1")?;` in Rust.
  const call = new RegExp(`[(,]\\s*["'](?:__version\\w*__|version)["']\\s*,\\s*["']v?${v}["']\\s*\\)`, "i");
  const whole = new RegExp(`^\\s*v?${v}\\s*$`);
  const copies: StaleCopy[] = [];
  for (const { path, line, text } of lines) {
    if (skip.has(path) || NOT_COPIES.test(path) || isOtherPackagePath(path)) continue;
    if (covered.has(`${path}:${line}`)) continue;
    if (text.includes(DEFINES_NEEDLE) && HEADER.test(path) && DEFINE("\\w*MAJOR").test(text)) {
      const header = (await readRepoText(root, path).catch(() => undefined))?.text ?? "";
      const copy = versionDefinesCopy(path, line, text, header, version);
      if (copy !== undefined) copies.push(copy);
      continue;
    }
    if (!text.includes(version)) continue;
    const isWhole = whole.test(text) && line === 1;
    if (!isWhole && !assignment.test(text) && !call.test(text)) continue;
    const fileText = (await readRepoText(root, path).catch(() => undefined))?.text ?? "";
    const table = path.endsWith(".toml") ? tomlTableAt(fileText, line) : undefined;
    const entry = tiedToLine(versionFileEntryFor(path, text, version, isWhole, table), fileText, line, text);
    copies.push({ path, line, text: text.trim(), entry: entryText(entry) });
  }
  return copies;
}
