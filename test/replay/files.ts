/** What a changed file is to a release: where the version lives, the changelog, a lock file, docs. */
export type FileKind = "version" | "changelog" | "lock" | "docs";

const CHANGELOG_NAME = /^(change(s|log)?|history|news|release[-_]?notes|releases|whatsnew)([-_.]|$)/i;
const FRAGMENT_DIR = /(^|\/)(changelog\.d|changes|news|newsfragments|changelog)\//i;
const LOCK_NAME = /^(uv\.lock|poetry\.lock|pdm\.lock|cargo\.lock|pixi\.lock|requirements.*\.txt)$/i;

export function fileKind(path: string): FileKind {
  const name = path.split("/").pop() ?? path;
  if (CHANGELOG_NAME.test(name) || FRAGMENT_DIR.test(path)) return "changelog";
  if (LOCK_NAME.test(name)) return "lock";
  if (/^docs?\//i.test(path) || /^readme/i.test(name) || /\.(md|rst|txt|html)$/i.test(name)) return "docs";
  return "version";
}

/** A unified diff (`git show -U0`), as the added lines of each file. */
export function addedLines(diff: string): Map<string, string[]> {
  return new Map([...changedLines(diff)].map(([path, lines]) => [path, lines.added]));
}

/** A unified diff (`git show -U0`), as the removed and added lines of each file (a deleted file aside). */
export function changedLines(diff: string): Map<string, { removed: string[]; added: string[] }> {
  const files = new Map<string, { removed: string[]; added: string[] }>();
  let removed: string[] = [];
  let current: { removed: string[]; added: string[] } | undefined;
  for (const line of diff.split("\n")) {
    if (line.startsWith("--- ")) removed = [];
    else if (line.startsWith("+++ ")) {
      const path = line.slice(4);
      if (path === "/dev/null") current = undefined;
      else {
        current = { removed, added: [] };
        files.set(path.replace(/^b\//, ""), current);
      }
    } else if (line.startsWith("-") && current) current.removed.push(line.slice(1));
    else if (line.startsWith("+") && current) current.added.push(line.slice(1));
  }
  return files;
}

/** A line with every version in it (dotted, or a tuple of numbers) replaced: `version = "#"`. */
export function versionSkeleton(line: string): string {
  return line
    .replace(/\d+(\.\d+)+([-_.]?(a|b|rc|alpha|beta|dev|post)[-_.]?\d*)*(\+[A-Za-z0-9.]+)?/gi, "#")
    .replace(
      /\d+(\s*,\s*-?\d+)+(\s*,\s*["'][a-z]*["'](\s*,\s*\d+)?)?(\s*,\s*(release_candidate|prerelease|post|dev)\s*=\s*\d+)*/gi,
      "#",
    )
    .trim();
}

/**
 * The file's version text was changed, not merely mentioned: an added line that carries the version
 * replaces a removed line of the same shape (`version = "1.0.0"` -> `version = "1.1.0"`). A
 * docstring's new `.. versionadded:: 1.1.0` replaces nothing.
 */
export function changesVersionText(
  lines: { removed: string[]; added: string[] },
  release: readonly number[],
  rest: string,
): boolean {
  const before = new Set(lines.removed.map(versionSkeleton));
  return lines.added.some((l) => mentionsVersion(l, release, rest) && before.has(versionSkeleton(l)));
}

/**
 * A line that carries the version as files write it: dotted (`2.0.52`, or with zero-padded parts
 * after the first as calendar versions by the day write them: `2026.08.17`) or as a tuple (`2, 0, 52`, or
 * incremental's `Version("pkg", 2, 0, 52)`).
 */
export function mentionsVersion(line: string, release: readonly number[], rest: string): boolean {
  const dotted = `${dottedRelease(release)}${rest.replace(/\./g, "\\.")}`;
  if (new RegExp(`(^|[^0-9.])${dotted}($|[^0-9])`).test(line)) return true;
  // incremental's Version("name", 24, 3, 0) names the project before the numbers.
  return new RegExp(`[(\\[]\\s*(["'][^"'\\n]*["']\\s*,\\s*)?${release.join(",\\s*")}\\s*[,)\\]]`).test(line);
}

/** The release numbers as a regular expression, dotted: a part after the first may have a leading zero. */
export function dottedRelease(release: readonly number[]): string {
  return release.map((n, i) => (i === 0 ? `${n}` : `0?${n}`)).join("\\.");
}

/**
 * The version a C header spells in parts (`#define PKG_VERSION_MAJOR 3`, `_MINOR 0`, `_PATCH 2` or
 * `_MICRO 2`, a pre-release after the last: `2a0`), as `3.0.2`; undefined when it spells none. A
 * release level beside them (`_RELEASE_LEVEL PY_RELEASE_LEVEL_ALPHA` or `0xA`, with `_RELEASE_SERIAL
 * 0`), as Python's own patchlevel.h spells it, is the pre-release of a plain number: `3.1.0a0`, and a
 * final level none. PATCH wins over MICRO when both are there (a header may spell PATCH `0a0`
 * beside MICRO `0`).
 */
export function versionFromDefines(text: string): string | undefined {
  const parts = new Map<string, string>();
  for (const m of text.matchAll(
    /^[ \t]*#[ \t]*define[ \t]+\w*VERSION_(MAJOR|MINOR|PATCH|MICRO|RELEASE_LEVEL|RELEASE_SERIAL)[ \t]+(\w+)[ \t]*(?:\/\/.*|\/\*.*)?$/gm,
  )) {
    parts.set(m[1] as string, m[2] as string);
  }
  const last = parts.get("PATCH") ?? parts.get("MICRO");
  const major = parts.get("MAJOR");
  const minor = parts.get("MINOR");
  if (major === undefined || minor === undefined || last === undefined) return undefined;
  if (!/^\d+$/.test(major) || !/^\d+$/.test(minor)) return undefined;
  const level = parts.get("RELEASE_LEVEL");
  const pre = level !== undefined && /^\d+$/.test(last) ? preRelease(level, parts.get("RELEASE_SERIAL")) : "";
  return `${major}.${minor}.${last}${pre}`;
}

/** A release level define's value (`PY_RELEASE_LEVEL_BETA`, `0xB`) and serial, as PEP 440 writes them: `b1`; `` for final. */
function preRelease(level: string, serial: string | undefined): string {
  const n = serial !== undefined && /^(\d+|0x[0-9a-f]+)$/i.test(serial) ? Number(serial) : 0;
  const name = level.toUpperCase().replace(/^\w*RELEASE_LEVEL_/, "");
  if (/^(ALPHA|0XA)$/.test(name)) return `a${n}`;
  if (/^(BETA|0XB)$/.test(name)) return `b${n}`;
  if (/^(GAMMA|CANDIDATE|RC|0XC)$/.test(name)) return `rc${n}`;
  return "";
}

/** Whether a diff's added lines change a version define (`#define PKG_VERSION_PATCH 2`). */
export function changesVersionDefine(lines: { added: string[] }): boolean {
  return lines.added.some((l) => /^[ \t]*#[ \t]*define[ \t]+\w*VERSION_\w*[ \t]/.test(l));
}
