import { describe, expect, it } from "vitest";
import {
  bumpOfFragmentType,
  DEFAULT_FRAGMENT_TYPES,
  decideFragmentBump,
  fragmentTypeOf,
  type NewsFragment,
} from "./news-fragments.ts";
import { planRelease } from "./plan.ts";
import { commit } from "./test-builders.ts";

const TYPES = ["feature", "bugfix", "doc", "removal", "misc", "breaking"];

describe("fragmentTypeOf: the type a fragment file names, as towncrier reads it", () => {
  it.each([
    ["123.feature.rst", "feature"],
    ["123.feature", "feature"],
    ["123.feature.1.md", "feature"],
    ["+orphan.bugfix.md", "bugfix"],
    ["1.2.removal", "removal"],
    ["feature.doc.md", "doc"],
    ["42.breaking.md", "breaking"],
  ])("%s -> %s", (name, type) => {
    expect(fragmentTypeOf(name, TYPES)).toBe(type);
  });

  it.each([
    ".gitkeep",
    "README.rst",
    "template.jinja",
    "feature",
    "123.unknown.md",
    ".feature",
  ])("%s is no fragment", (name) => {
    expect(fragmentTypeOf(name, TYPES)).toBeUndefined();
  });
});

describe("bumpOfFragmentType (DESIGN 4)", () => {
  it.each([
    ["breaking", "Backwards incompatible changes", "major"],
    ["removal", "Deprecations and Removals", "major"],
    ["incompatible", "Changes", "major"],
    ["breaking-change", "Whatever", "major"],
    ["feature", "Features", "minor"],
    ["features", "New", "minor"],
    ["feat", "New", "minor"],
    ["improvement", "Improvements", "minor"],
    ["deprecation", "Deprecations", "minor"],
    ["change", "Changes", "minor"],
    ["bugfix", "Bugfixes", "patch"],
    ["bugfixes", "Bug fixes", "patch"],
    ["fix", "Fixes", "patch"],
    ["vendor", "Vendored Libraries", "patch"],
    ["security", "Security", "patch"],
    ["doc", "Improved Documentation", "none"],
    ["misc", "Misc", "none"],
    ["trivial", "Trivial Changes", "none"],
    ["process", "Process Changes", "none"],
    ["contrib", "Contributor-facing changes", "none"],
    ["packaging", "Packaging updates and notes for downstreams", "none"],
    // Unknown names: the title decides.
    ["api", "Backwards-incompatible Changes", "major"],
    ["gone", "Removals", "major"],
    ["new", "Features", "minor"],
    ["bf", "Bug Fixes", "patch"],
    ["other", "Other", "none"],
  ])("%s (%s) asks for %s", (directory, name, bump) => {
    expect(bumpOfFragmentType({ directory, name }, {})).toBe(bump);
  });

  it("fragment_bumps overrides the name and the title", () => {
    expect(bumpOfFragmentType({ directory: "removal", name: "Removals" }, { removal: "minor" })).toBe(
      "minor",
    );
    expect(bumpOfFragmentType({ directory: "doc", name: "Docs" }, { doc: "patch" })).toBe("patch");
    expect(bumpOfFragmentType({ directory: "feature", name: "Features" }, { feature: "none" })).toBe("none");
  });

  it("towncrier's default types: removal major, feature minor, bugfix patch, doc and misc none", () => {
    expect(DEFAULT_FRAGMENT_TYPES.map((t) => bumpOfFragmentType(t, {}))).toEqual([
      "minor",
      "patch",
      "none",
      "major",
      "none",
    ]);
  });
});

const fragment = (path: string, bump: NewsFragment["bump"]): NewsFragment => ({
  path,
  type: path.split(".")[1] ?? "",
  bump,
});

describe("decideFragmentBump", () => {
  it("the highest bump, and the fragments that ask for it", () => {
    const fix = fragment("news/1.bugfix.md", "patch");
    const breaking = fragment("news/2.breaking.md", "major");
    const doc = fragment("news/3.doc.md", "none");
    expect(decideFragmentBump([fix, breaking, doc])).toEqual({ bump: "major", drivers: [breaking] });
    expect(decideFragmentBump([doc])).toEqual({ bump: "none", drivers: [] });
    expect(decideFragmentBump([])).toEqual({ bump: "none", drivers: [] });
  });
});

describe("planRelease with fragments", () => {
  const base = {
    tagFormat: "v{version}",
    majorOnZero: true,
    changelog: { sections: {}, hidden: [] },
    tags: ["v1.4.2"],
    baseTag: "v1.4.2",
    fileVersion: "1.4.2",
    releaseSubjects: ["chore(release): {version}"],
    date: "2026-11-27",
    overrides: {},
  };
  const docs = commit("Update the docs");
  const fix = commit("fix: x");

  it("a breaking fragment with only non-conventional commits is a major release, driven by the fragment", () => {
    const breaking = fragment("news/7.breaking.md", "major");
    const plan = planRelease({ ...base, commits: [docs], fragments: [breaking] });
    expect(plan).toMatchObject({
      bump: "major",
      nextVersion: "2.0.0",
      drivers: [],
      fragmentDrivers: [breaking],
    });
  });

  it("the higher of commits and fragments decides; equal bumps name both", () => {
    const feature = fragment("news/8.feature.md", "minor");
    expect(planRelease({ ...base, commits: [fix], fragments: [feature] })).toMatchObject({
      bump: "minor",
      drivers: [],
      fragmentDrivers: [feature],
    });
    const bugfix = fragment("news/9.bugfix.md", "patch");
    expect(planRelease({ ...base, commits: [fix], fragments: [bugfix] })).toMatchObject({
      bump: "patch",
      drivers: [fix],
      fragmentDrivers: [bugfix],
    });
  });

  it("fragments that ask for nothing release nothing", () => {
    const plan = planRelease({ ...base, commits: [docs], fragments: [fragment("n/1.doc.md", "none")] });
    expect(plan).toMatchObject({ bump: "none", nextVersion: undefined, fragmentDrivers: [] });
  });
});
