import { type Bump, maxBump } from "./bump.ts";

/*
 * towncrier's news fragments as a bump (DESIGN 4): a fragment's type counts like a commit of its
 * kind, so a `breaking` fragment with only non-conventional commits still asks for a major release.
 * Pure: the files are listed by the caller.
 */

/** A fragment type of the towncrier settings: its folder/file name part and its section title. */
export interface FragmentType {
  /** The name in fragment file names (`123.feature.rst`): towncrier's `directory` of a type. */
  directory: string;
  /** The section title (`Features`). */
  name: string;
}

/** A news fragment the next release's notes are made of. */
export interface NewsFragment {
  /** Relative to the project's root, `/`-separated. */
  path: string;
  type: string;
  bump: Bump;
}

/** towncrier's types when its settings name none. */
export const DEFAULT_FRAGMENT_TYPES: readonly FragmentType[] = [
  { directory: "feature", name: "Features" },
  { directory: "bugfix", name: "Bugfixes" },
  { directory: "doc", name: "Improved Documentation" },
  { directory: "removal", name: "Deprecations and Removals" },
  { directory: "misc", name: "Misc" },
];

/**
 * The type a fragment file names (`123.feature.rst`, `+orphan.bugfix.md`, `1.2.removal.1`), as
 * towncrier reads it: the last dot-separated part after the first that is a type's name; undefined
 * for a file that is no fragment (`.gitkeep`, `README.rst`, `template.jinja`, any hidden file).
 */
export function fragmentTypeOf(basename: string, types: readonly string[]): string | undefined {
  if (basename.startsWith(".")) return undefined; // .gitkeep, .feature: hidden files are no fragments
  const parts = basename.split(".");
  const known = new Set(types);
  for (let i = parts.length - 1; i >= 1; i--) {
    const part = parts[i] ?? "";
    if (known.has(part)) return part;
  }
  return undefined;
}

const BREAKING_NAMES = new Set(["breaking", "removal", "incompatible"]);
const MINOR_NAMES = new Set(["feature", "feat", "improvement", "deprecation", "change", "enhancement"]);
const PATCH_NAMES = new Set(["bugfix", "fix", "vendor", "security"]);

/**
 * The bump a fragment of this type asks for: `fragment_bumps` first, then the type's name
 * (plural or with a suffix: `features`, `breaking-change`), then its title ("Backwards-incompatible
 * Changes", "Removals", "Features", "Bug Fixes"); any other type asks for none.
 */
export function bumpOfFragmentType(type: FragmentType, overrides: Readonly<Record<string, string>>): Bump {
  const given = overrides[type.directory];
  if (given === "major" || given === "minor" || given === "patch" || given === "none") return given;
  const word = type.directory.toLowerCase().split(/[-_.]/)[0] ?? "";
  const singular = word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
  if (BREAKING_NAMES.has(singular)) return "major";
  if (MINOR_NAMES.has(singular)) return "minor";
  if (PATCH_NAMES.has(singular) || singular === "bugfixe") return "patch";
  const title = type.name.toLowerCase().trim();
  if (/^(backwards?[- ]incompatible|breaking|removals?\b|incompatible)/.test(title)) return "major";
  if (/^(new )?(features?|improvements?|enhancements?|deprecations?)\b/.test(title)) return "minor";
  if (/^(bug ?fix(es)?|bugs? fixed|fixes|security)\b/.test(title)) return "patch";
  return "none";
}

/** The highest bump the fragments ask for, and the fragments that ask for it. */
export function decideFragmentBump(fragments: readonly NewsFragment[]): {
  bump: Bump;
  drivers: NewsFragment[];
} {
  let bump: Bump = "none";
  for (const fragment of fragments) bump = maxBump(bump, fragment.bump);
  return { bump, drivers: bump === "none" ? [] : fragments.filter((f) => f.bump === bump) };
}
