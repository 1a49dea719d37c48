import { describe, expect, it } from "vitest";
import { makeRepo } from "../helpers/repo.ts";
import { commitKind, describeCounts, levelOf, readCommitsLevel } from "./commit-level.ts";

describe("the level a commit asks under plain Conventional Commits", () => {
  it.each([
    ["feat: a reader", "feat"],
    ["feat(io): a reader", "feat"],
    ["Feat: a reader", "feat"],
    ["fix: off by one", "fix"],
    ["perf(io): read in blocks", "perf"],
    ["feat!: drop the old reader", "breaking"],
    ["fix(api)!: rename a setting", "breaking"],
    ["refactor!: drop Python 3.8", "breaking"],
    ["fix: a reader\n\nBREAKING CHANGE: the old reader is gone", "breaking"],
    ["chore: tidy\n\nBREAKING-CHANGE: the config moved", "breaking"],
    ["🐛 fix(packaging): let an sdist run the tests (#685)", "fix"],
    ["✨ feat: a writer", "feat"],
    [":bug: fix: off by one", "fix"],
    ["⚡️ perf: faster", "perf"],
    ["docs: a guide", "none"],
    ["ci: add Python 3.15 to the matrix", "none"],
    ["👷 ci: add Python 3.15 to the matrix (#683)", "none"],
    ["Add a reader", "none"],
    ["feat:no space", "none"],
    ["feat: ", "none"],
    ["Merge pull request #3 from x/feat", "none"],
    ["Merge branch 'feat: a reader'", "none"],
    ["fix: a reader\n\nThe note says BREAKING CHANGE: in the middle of a line", "fix"],
  ])("%j asks %s", (message, kind) => {
    expect(commitKind(message)).toBe(kind);
  });

  it("a range asks the highest level any of its commits asks, and counts each kind", () => {
    expect(levelOf(["fix: a", "feat: b", "docs: c", "fix: d"])).toEqual({
      level: "minor",
      counts: { breaking: 0, feat: 1, fix: 2, perf: 0 },
    });
    expect(levelOf(["fix: a", "perf: b"]).level).toBe("patch");
    expect(levelOf(["feat!: a", "feat: b"])).toEqual({
      level: "major",
      counts: { breaking: 1, feat: 1, fix: 0, perf: 0 },
    });
    expect(levelOf(["docs: a", "Merge pull request #1", "ci: b"]).level).toBe("none");
    expect(levelOf([]).level).toBe("none");
    expect(describeCounts({ breaking: 0, feat: 1, fix: 8, perf: 0 })).toBe("1 feat, 8 fix");
    expect(describeCounts({ breaking: 1, feat: 0, fix: 0, perf: 2 })).toBe("1 breaking, 2 perf");
  });

  it("reads the commits after the base tag up to HEAD in one git log, bodies included", () => {
    const repo = makeRepo({ "a.txt": "1\n" });
    repo.commit("feat: before the release", { "a.txt": "2\n" });
    repo.tag("v1.0.0", "v1.0.0");
    repo.commit("fix: off by one", { "a.txt": "3\n" });
    repo.commit("docs: a guide\n\nBREAKING CHANGE: not in the subject, still breaking", { "a.txt": "4\n" });
    repo.commit("Merge feat: not a merge commit, but its subject says Merge", { "a.txt": "5\n" });
    expect(readCommitsLevel(repo.dir, "v1.0.0")).toEqual({
      level: "major",
      counts: { breaking: 1, feat: 0, fix: 1, perf: 0 },
    });
    // Without a base: all history.
    expect(readCommitsLevel(repo.dir, null).counts).toEqual({ breaking: 1, feat: 1, fix: 1, perf: 0 });
  });
});
