import { describe, expect, it } from "vitest";
import { bumpOfCommit, decideBump } from "./bump.ts";
import { groupCommits, renderSection } from "./changelog.ts";
import type { CustomParser } from "./commit.ts";
import { compileParsers, withPresetSections } from "./custom-parser.ts";
import { DEFAULT_LINT_RULES, lintTitle } from "./lint-message.ts";
import { parseCommit, parseSubjectCommit, toPlanCommit } from "./parse-commit.ts";
import { parseSubject } from "./parse-subject.ts";
import { cancelReverts } from "./reverts.ts";
import {
  describeScientificPrefixes,
  matchScientificPrefix,
  startsWithScientificPrefix,
} from "./scientific-prefixes.ts";

const SCIENTIFIC: CustomParser[] = compileParsers([{ preset: "scientific-python" }]);

/** What the preset reads from a subject: `type(scope)!|description`, or "none". */
function read(subject: string, parsers = SCIENTIFIC): string {
  const parts = parseSubject(subject, parsers);
  if (parts === undefined) return "none";
  const scope = parts.scope === undefined ? "" : `(${parts.scope})`;
  return `${parts.type}${scope}${parts.breaking ? "!" : ""}|${parts.description}`;
}

function planCommit(message: string, hash = "a".repeat(40), parsers = SCIENTIFIC) {
  return toPlanCommit(parseCommit({ hash, message }, parsers));
}

describe("the scientific-python preset: each prefix, its type and its bump (DESIGN 3)", () => {
  const cases: [prefix: string, type: string, bump: string][] = [
    ["ENH", "feat", "minor"],
    ["API", "api", "minor"],
    ["DEP", "deprecation", "minor"],
    ["BUG", "fix", "patch"],
    ["REV", "revert", "patch"],
    ["PERF", "perf", "patch"],
    ["MAINT", "chore", "none"],
    ["DOC", "docs", "none"],
    ["TST", "test", "none"],
    ["BLD", "build", "none"],
    ["CI", "ci", "none"],
    ["STY", "style", "none"],
    ["TYP", "typing", "none"],
    ["BENCH", "bench", "none"],
    ["DEV", "dev", "none"],
    ["REL", "release", "none"],
  ];
  for (const [prefix, type, bump] of cases) {
    it(`${prefix}: is ${type}, ${bump}`, () => {
      expect(read(`${prefix}: change things`)).toBe(`${type}|change things`);
      expect(bumpOfCommit(planCommit(`${prefix}: change things`))).toBe(bump);
    });
  }

  it("without the preset, the conventional grammar reads BUG: as a type that bumps nothing", () => {
    expect(read("BUG: fix x", [])).toBe("bug|fix x");
    expect(bumpOfCommit(planCommit("BUG: fix x", "a".repeat(40), []))).toBe("none");
    expect(bumpOfCommit(planCommit("ENH: add x", "a".repeat(40), []))).toBe("none");
    expect(read("MAINT, BUG: fix x", [])).toBe("none");
  });

  it("DOC: and MAINT: ask for nothing although docs: would ask for a patch", () => {
    expect(bumpOfCommit(planCommit("docs: fix x", "a".repeat(40), SCIENTIFIC))).toBe("patch");
    expect(bumpOfCommit(planCommit("DOC: fix x"))).toBe("none");
  });
});

describe("the subjects real projects write", () => {
  it("keeps a squash suffix, as a conventional subject does", () => {
    expect(read("BUG: fix np.foo for empty arrays (#12345)")).toBe(
      "fix|fix np.foo for empty arrays (#12345)",
    );
  });

  it("reads joined prefixes, the one asking for the most winning", () => {
    expect(read("MAINT, BUG: fix x")).toBe("fix|fix x");
    expect(read("ENH/BUG: add y")).toBe("feat|add y");
    expect(read("BUG,MAINT: fix z")).toBe("fix|fix z");
    expect(read("TST + DOC: tidy")).toBe("test|tidy");
    expect(read("DEP, API: expire the deprecation of x")).toBe("deprecation|expire the deprecation of x");
    expect(bumpOfCommit(planCommit("MAINT, BUG: fix x"))).toBe("patch");
    expect(bumpOfCommit(planCommit("BUG/ENH: add y"))).toBe("minor");
  });

  it("reads the prefixes in any case", () => {
    expect(read("bug: fix x")).toBe("fix|fix x");
    expect(read("Enh: add y")).toBe("feat|add y");
    expect(bumpOfCommit(planCommit("maint, bug: fix x"))).toBe("patch");
  });

  it("takes a (scope) and a ! as the conventional grammar does", () => {
    expect(read("BUG(linalg): fix x")).toBe("fix(linalg)|fix x");
    expect(read("API!: remove the old keyword")).toBe("api!|remove the old keyword");
    expect(bumpOfCommit(planCommit("API!: remove the old keyword"))).toBe("major");
  });

  it("is not fooled by what only looks like a prefix", () => {
    expect(read("ENH: ")).toBe("none");
    expect(read("ENH:")).toBe("none");
    expect(read("ENH")).toBe("none");
    expect(read("ENHANCE: x")).toBe("enhance|x"); // not a prefix: the conventional grammar reads it
    expect(read("MAINT, WIP: x")).toBe("none"); // an unknown prefix in a list: read by nothing
    expect(read("ENH, : x")).toBe("none");
    expect(read("ENH x: y")).toBe("none");
    expect(read("feat: add x")).toBe("feat|add x");
    expect(read("Fix the thing")).toBe("none");
  });

  it('REV: Revert "<subject>" names the reverted subject, which it cancels in the same range', () => {
    const enh = planCommit("ENH: add x", "b".repeat(40));
    const rev = planCommit('REV: Revert "ENH: add x"', "c".repeat(40));
    expect(rev.revert).toEqual({ subject: "ENH: add x" });
    expect(cancelReverts([rev, enh])).toEqual([]);
    // A revert of something released stays, and asks for a patch.
    expect(decideBump([rev]).bump).toBe("patch");
  });

  it("the fast path for one-line subjects reads them as the full parser does", () => {
    const lean = parseSubjectCommit("d".repeat(40), "MAINT, BUG: fix x", SCIENTIFIC);
    expect(lean).toEqual(planCommit("MAINT, BUG: fix x", "d".repeat(40)));
    expect(lean?.presetBump).toBe("patch");
  });
});

describe("the changelog of a scientific history", () => {
  it("groups ENH under Features, BUG under Bug Fixes, API and DEP under their own, MAINT hidden", () => {
    const commits = [
      "ENH: add np.foo",
      "BUG: fix x (#12)",
      "API: change the default of y",
      "DEP: deprecate z",
      "MAINT: tidy",
      "DOC: explain w",
      "PERF: speed up v",
      "TST: test u",
    ].map((message, n) => planCommit(message, `${n}`.padStart(40, "e")));
    const options = withPresetSections({ sections: {}, hidden: ["style", "test", "ci", "chore"] }, [
      { preset: "scientific-python" },
    ]);
    expect(decideBump(commits).bump).toBe("minor");
    expect(renderSection("2.1.0", "2025-11-21", groupCommits(commits, options))).toBe(
      "## [2.1.0] - 2025-11-21\n\n### Features\n\n- Add np.foo\n\n### Bug Fixes\n\n- Fix x (#12)\n\n### Documentation\n\n- Explain w\n\n### Performance\n\n- Speed up v\n\n### API Changes\n\n- Change the default of y\n\n### Deprecations\n\n- Deprecate z\n",
    );
  });

  it("a configured title wins over the preset's, and no preset adds nothing", () => {
    const changelog = { sections: { deprecation: "Deprecated" }, hidden: [] };
    expect(withPresetSections(changelog, [{ preset: "scientific-python" }]).sections).toEqual({
      api: "API Changes",
      deprecation: "Deprecated",
    });
    expect(withPresetSections(changelog, [{ preset: "gitmoji" }])).toBe(changelog);
  });
});

describe("what init and check count", () => {
  it("counts subjects with the prefixes, not ci: and perf: alone, which conventional projects write", () => {
    expect(startsWithScientificPrefix("BUG: x")).toBe(true);
    expect(startsWithScientificPrefix("MAINT, BUG: x")).toBe(true);
    expect(startsWithScientificPrefix("maint: x")).toBe(true);
    expect(startsWithScientificPrefix("CI, MAINT: x")).toBe(true);
    expect(startsWithScientificPrefix("ci: x")).toBe(false);
    expect(startsWithScientificPrefix("perf: x")).toBe(false);
    expect(startsWithScientificPrefix("fix: x")).toBe(false);
    expect(startsWithScientificPrefix("docs: x")).toBe(false);
    expect(startsWithScientificPrefix("BUG:")).toBe(false);
  });

  it("describes the prefixes by bump", () => {
    expect(describeScientificPrefixes()).toBe(
      "ENH/API/DEP minor, BUG/REV/PERF patch, MAINT/DOC/TST/BLD/CI/STY/TYP/BENCH/DEV/REL none",
    );
    expect(matchScientificPrefix("ENH: x")).toEqual({
      type: "feat",
      bump: "minor",
      breaking: false,
      scope: undefined,
      description: "x",
    });
  });
});

describe("check-pr and check-commit with the preset", () => {
  it("accept the prefixes as the project's convention, joined and in capitals", () => {
    const rules = { ...DEFAULT_LINT_RULES, parsers: SCIENTIFIC };
    for (const title of ["MAINT, BUG: Fix the thing.", "ENH: Added x", "TYP: annotate y"]) {
      const verdict = lintTitle(title, rules);
      expect([...verdict.errors, ...verdict.warnings], title).toEqual([]);
      expect(verdict.valid, title).toBe(true);
    }
    // Without the preset, the joined form is no conventional subject.
    expect(lintTitle("MAINT, BUG: Fix the thing.").valid).toBe(false);
  });
});
