/**
 * The level a changelog's hand-written Unreleased section asks for by the kinds of change its
 * headings name (issue 42): Keep a Changelog's kinds and the common ones. Pure.
 *
 * Keep a Changelog's Changed and Deprecated are decided as python `keepachangelog`'s release
 * bump decides them: Removed or Changed is a breaking change (major); anything but bug fixes alone
 * (Added, Deprecated) is minor. Security is a patch, as bug fixes are.
 */
import { type Bump, compareBumps, maxBump } from "./bump.ts";

const LEVELS: ReadonlyMap<string, Exclude<Bump, "none">> = new Map([
  ["breaking changes", "major"],
  ["breaking change", "major"],
  ["breaking", "major"],
  ["removed", "major"],
  ["changed", "major"],
  ["added", "minor"],
  ["features", "minor"],
  ["feature", "minor"],
  ["new features", "minor"],
  ["new feature", "minor"],
  ["enhancements", "minor"],
  ["deprecated", "minor"],
  ["fixed", "patch"],
  ["fixes", "patch"],
  ["bug fixes", "patch"],
  ["bug fix", "patch"],
  ["bugfixes", "patch"],
  ["security", "patch"],
]);

export interface KindsBump {
  /** The highest level the headings ask for (none: no heading names a kind known here). */
  bump: Bump;
  /** The headings that name a kind, as written, in the section's order. */
  kinds: string[];
}

/** The level of one heading's kind (`### New Features`, `### 🐛 Bug fixes:`), else none. */
export function kindLevel(title: string): Bump {
  const key = title
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim();
  return LEVELS.get(key) ?? "none";
}

/** The level a section's headings ask for, and those that name a kind. */
export function kindsBump(titles: readonly string[]): KindsBump {
  let bump: Bump = "none";
  const kinds: string[] = [];
  for (const title of titles) {
    const level = kindLevel(title);
    if (compareBumps(level, "none") === 0) continue;
    kinds.push(title.trim());
    bump = maxBump(bump, level);
  }
  return { bump, kinds };
}
