import { describe, expect, it } from "vitest";
import { compileParsers, type ParserEntry } from "../../core/custom-parser.ts";
import { parseCommit, toPlanCommit } from "../../core/parse-commit.ts";
import { conventionAdvice, conventionShare } from "./convention-advice.ts";

function share(subjects: readonly string[], entries: ParserEntry[] = []) {
  const parsers = compileParsers(entries);
  const commits = subjects.map((message, n) =>
    toPlanCommit(parseCommit({ hash: `${n}`.padStart(40, "0"), message }, parsers)),
  );
  return conventionShare(commits, entries);
}

const FASTAPI = [
  "✨ Add support for X",
  "🐛 Fix Y",
  "📝 Update docs for Z",
  "🔧 Update sponsors",
  "Merge pull request #1 from a/b",
];

describe("check's advice on a history that is mostly not conventional", () => {
  it("counts the commits, merges aside, and the gitmoji subjects", () => {
    expect(share([...FASTAPI, "feat: x"])).toEqual({
      considered: 5,
      conventional: 1,
      gitmoji: 4,
      following: 1,
      preset: false,
      scientific: 0,
      scientificPreset: false,
      bracketed: 0,
    });
    expect(share([...FASTAPI, "feat: x"], [{ preset: "gitmoji" }])).toEqual({
      considered: 5,
      conventional: 5,
      gitmoji: 4,
      following: 5,
      preset: true,
      scientific: 0,
      scientificPreset: false,
      bracketed: 0,
    });
  });

  it("proposes the gitmoji preset when most subjects start with a gitmoji", () => {
    expect(conventionAdvice(share(FASTAPI), "since v1.0.0")).toBe(
      '0 of the 4 commits since v1.0.0 (merges aside) follow the conventional-commit convention, but 4 start with a gitmoji: add `[[tool.releaser.parsers]]` with `preset = "gitmoji"` to the configuration to read them (✨ feat, 🐛/🚑 fix, 💥 breaking, ⚡ perf, 📝 docs, ♻ refactor, ⬆ build, ⏪ revert; other gitmojis ask for no release), or force this release\'s bump with `--bump patch|minor|major`.',
    );
  });

  it("proposes --bump, and a parser only as a general way, for a history of prose subjects", () => {
    expect(conventionAdvice(share(["Add x", "Fix y", "feat: z"]), "in all history")).toBe(
      "1 of the 3 commits in all history (merges aside) follow the conventional-commit convention (`feat: ...`, `fix: ...`), and releaser bumps and writes the changelog from those only: write subjects that way (or, for another form that names the type, add a `[[tool.releaser.parsers]]` pattern), or force this release's bump with `--bump patch|minor|major`.",
    );
  });

  it("gives the bracket parser's pattern when most subjects name their type in brackets", () => {
    const subjects = ["[feat] add x", "[Fix] y", "Update z", "feat: w"];
    expect(share(subjects).bracketed).toBe(2);
    expect(conventionAdvice(share(subjects), "since v1")).toBe(
      "1 of the 4 commits since v1 (merges aside) follow the conventional-commit convention (`feat: ...`, `fix: ...`), and releaser bumps and writes the changelog from those only: 2 name their type in brackets, which a parser reads (`[[tool.releaser.parsers]]` with `pattern = '^\\[(?P<type>\\w+)\\] (?P<description>.+)$'` in the configuration), or write subjects that way, or force this release's bump with `--bump patch|minor|major`.",
    );
  });

  it("says nothing when half or more follow the convention, or there is nothing to count", () => {
    expect(conventionAdvice(share(["Add x", "feat: z"]), "since v1")).toBeUndefined();
    expect(conventionAdvice(share(["Merge branch 'x'"]), "since v1")).toBeUndefined();
    expect(conventionAdvice(share([]), "since v1")).toBeUndefined();
    // With the preset, a gitmoji that asks for no release follows the convention too.
    expect(
      conventionAdvice(
        share(["🔧 Update sponsors", "👥 Update people"], [{ preset: "gitmoji" }]),
        "since v1",
      ),
    ).toBeUndefined();
  });

  it("with the preset, a history still mostly outside both conventions gets the words for both", () => {
    const advice = conventionAdvice(
      share(["Add x", "Fix y", "✨ Add z"], [{ preset: "gitmoji" }]),
      "since v1",
    );
    expect(advice).toMatch(
      /^1 of the 3 commits since v1 \(merges aside\) follow the conventional-commit or the gitmoji convention/,
    );
    expect(advice).not.toContain('preset = "gitmoji"');
  });
});

const NUMPY_LIKE = [
  "BUG: fix x (#12)",
  "MAINT, BUG: fix y",
  "ENH: add z",
  "DOC: explain w",
  "Merge pull request #3 from a/b",
];

describe("check's advice on a history in the scientific Python prefixes", () => {
  it("proposes the preset although the conventional grammar reads most of the subjects", () => {
    const found = share([...NUMPY_LIKE, "fix: v"]);
    expect(found).toMatchObject({ considered: 5, conventional: 4, following: 4, scientific: 4 });
    expect(conventionAdvice(found, "since v1.0.0")).toBe(
      '4 of the 5 commits since v1.0.0 (merges aside) start with the scientific Python prefixes (`ENH:`, `BUG:`, `MAINT:`, ...), which the conventional-commit convention reads as types that ask for no release: add `[[tool.releaser.parsers]]` with `preset = "scientific-python"` to the configuration to read them (ENH/API/DEP minor, BUG/REV/PERF patch, MAINT/DOC/TST/BLD/CI/STY/TYP/BENCH/DEV/REL none), or force this release\'s bump with `--bump patch|minor|major`.',
    );
  });

  it("says nothing once the preset reads them, nor for a conventional history with ci: and perf:", () => {
    const entries = [{ preset: "scientific-python" as const }];
    const read = share(NUMPY_LIKE, entries);
    expect(read).toMatchObject({ considered: 4, conventional: 4, following: 4, scientificPreset: true });
    expect(conventionAdvice(read, "since v1.0.0")).toBeUndefined();
    expect(conventionAdvice(share(["ci: x", "perf: y", "fix: z"]), "since v1")).toBeUndefined();
  });

  it("with the preset, a history mostly in neither convention names both", () => {
    const entries = [{ preset: "scientific-python" as const }];
    expect(conventionAdvice(share(["Add x", "Fix y", "ENH: z"], entries), "since v1")).toBe(
      "1 of the 3 commits since v1 (merges aside) follow the conventional-commit convention or the scientific Python prefixes, and releaser bumps and writes the changelog from those only: start subjects with a prefix (ENH/API/DEP minor, BUG/REV/PERF patch, MAINT/DOC/TST/BLD/CI/STY/TYP/BENCH/DEV/REL none) or write `feat: ...`, `fix: ...`, or force this release's bump with `--bump patch|minor|major`.",
    );
  });
});

describe("check's advice on a short range in a history that is mostly not conventional", () => {
  const since = share(["docs: improve onboarding", "Add an option", "build: bump pytest"]);
  const prose = Array.from({ length: 10 }, (_, n) => `Add thing ${n}`);

  it("names both counts and advises --bump when the commits before the base mostly do not follow", () => {
    const before = share([...prose, "fix: one", "docs: two"]);
    expect(conventionAdvice(since, "since v2.38.0", { base: "v2.38.0", share: before })).toBe(
      "2 of the 3 commits since v2.38.0 (merges aside) follow the conventional-commit convention, but only 2 of the 12 before v2.38.0 (merges and a dependency bot's aside) do, and releaser bumps and writes the changelog from those only: the one it skipped may ask for more; write subjects that way (`feat: ...`, `fix: ...`), or force this release's bump with `--bump patch|minor|major`.",
    );
  });

  it("says nothing when the commits before follow it, are too few to tell, or nothing was skipped", () => {
    const conventional = share([...prose.slice(0, 4), ...prose.map((s) => `fix: ${s}`)]);
    expect(conventionAdvice(since, "since v1", { base: "v1", share: conventional })).toBeUndefined();
    const few = share(prose.slice(0, 9));
    expect(conventionAdvice(since, "since v1", { base: "v1", share: few })).toBeUndefined();
    const all = share(["docs: a", "fix: b"]);
    expect(conventionAdvice(all, "since v1", { base: "v1", share: share(prose) })).toBeUndefined();
    expect(conventionAdvice(since, "since v1")).toBeUndefined();
  });
});
