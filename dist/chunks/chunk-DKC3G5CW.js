#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));

// src/core/bump.ts
var RANK = { none: 0, patch: 1, minor: 2, major: 3 }, PATCH_TYPES = /* @__PURE__ */ new Set(["fix", "docs", "perf"]);
function bumpOfCommit(commit) {
  return commit.breaking ? "major" : commit.conventional ? commit.presetBump !== void 0 ? commit.presetBump : commit.type === "feat" ? "minor" : PATCH_TYPES.has(commit.type) ? "patch" : "none" : "none";
}
function maxBump(a, b) {
  return RANK[a] >= RANK[b] ? a : b;
}
function compareBumps(a, b) {
  return RANK[a] - RANK[b];
}
function decideBump(commits) {
  let bump = "none";
  for (let commit of commits) bump = maxBump(bump, bumpOfCommit(commit));
  let drivers = bump === "none" ? [] : commits.filter((c) => bumpOfCommit(c) === bump);
  return { bump, drivers };
}

// src/core/news-fragments.ts
var DEFAULT_FRAGMENT_TYPES = [
  { directory: "feature", name: "Features" },
  { directory: "bugfix", name: "Bugfixes" },
  { directory: "doc", name: "Improved Documentation" },
  { directory: "removal", name: "Deprecations and Removals" },
  { directory: "misc", name: "Misc" }
];
function fragmentTypeOf(basename, types) {
  if (basename.startsWith(".")) return;
  let parts = basename.split("."), known = new Set(types);
  for (let i = parts.length - 1; i >= 1; i--) {
    let part = parts[i] ?? "";
    if (known.has(part)) return part;
  }
}
var BREAKING_NAMES = /* @__PURE__ */ new Set(["breaking", "removal", "incompatible"]), MINOR_NAMES = /* @__PURE__ */ new Set(["feature", "feat", "improvement", "deprecation", "change", "enhancement"]), PATCH_NAMES = /* @__PURE__ */ new Set(["bugfix", "fix", "vendor", "security"]);
function bumpOfFragmentType(type, overrides) {
  let given = overrides[type.directory];
  if (given === "major" || given === "minor" || given === "patch" || given === "none") return given;
  let word = type.directory.toLowerCase().split(/[-_.]/)[0] ?? "", singular = word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
  if (BREAKING_NAMES.has(singular)) return "major";
  if (MINOR_NAMES.has(singular)) return "minor";
  if (PATCH_NAMES.has(singular) || singular === "bugfixe") return "patch";
  let title = type.name.toLowerCase().trim();
  return /^(backwards?[- ]incompatible|breaking|removals?\b|incompatible)/.test(title) ? "major" : /^(new )?(features?|improvements?|enhancements?|deprecations?)\b/.test(title) ? "minor" : /^(bug ?fix(es)?|bugs? fixed|fixes|security)\b/.test(title) ? "patch" : "none";
}
function decideFragmentBump(fragments) {
  let bump = "none";
  for (let fragment of fragments) bump = maxBump(bump, fragment.bump);
  return { bump, drivers: bump === "none" ? [] : fragments.filter((f) => f.bump === bump) };
}

export {
  bumpOfCommit,
  maxBump,
  compareBumps,
  decideBump,
  DEFAULT_FRAGMENT_TYPES,
  fragmentTypeOf,
  bumpOfFragmentType,
  decideFragmentBump
};
