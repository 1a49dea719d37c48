import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Bump, compareBumps, decideBump, maxBump } from "./bump.ts";
import { commit, commitWith } from "./test-builders.ts";

const ORDER: Bump[] = ["none", "patch", "minor", "major"];

describe("decideBump: one commit (spec 4.6)", () => {
  it.each<[string, Bump]>([
    ["feat: add x", "minor"],
    ["Feat(api): add x", "minor"],
    ["fix: correct y", "patch"],
    ["FIX: correct y", "patch"],
    ["docs: explain z", "patch"],
    ["perf: cache lookups", "patch"],
    ["refactor: split module", "none"],
    ["style: format", "none"],
    ["test: cover x", "none"],
    ["build: bump hatchling", "none"],
    ["ci: run on 3.13", "none"],
    ["chore: tidy", "none"],
    ["revert: feat: add x", "none"],
    ["feature: not the feat type", "none"],
    ["fixes: not the fix type", "none"],
    ["feat!: drop the old API", "major"],
    ["chore!: drop Python 3.8", "major"],
    ["docs: x\n\nBREAKING CHANGE: the docs site moved", "major"],
    ["refactor: x\n\nBREAKING-CHANGE: renamed the module", "major"],
    ["Add a feature", "none"],
    ["Merge pull request #3 from a/feat", "none"],
  ])("%j -> %s", (message, bump) => {
    const parsed = commit(message);
    expect(decideBump([parsed])).toEqual({ bump, drivers: bump === "none" ? [] : [parsed] });
  });

  it("gives no bump for a commit marked not conventional, whatever its type says", () => {
    // Library callers may build their own commits (decideBump is part of the public API).
    expect(decideBump([commitWith({ type: "feat", conventional: false })]).bump).toBe("none");
    expect(decideBump([commitWith({ type: "fix", conventional: false })]).bump).toBe("none");
  });
});

describe("decideBump: many commits", () => {
  it("is none, with no drivers, for no commits or only commits that bump nothing", () => {
    expect(decideBump([])).toEqual({ bump: "none", drivers: [] });
    expect(decideBump([commit("chore: a"), commit("style: b"), commit("Initial commit")])).toEqual({
      bump: "none",
      drivers: [],
    });
  });

  it("takes the highest bump; the drivers are the commits asking for it, in the given order", () => {
    const chore = commit("chore: tidy");
    const docs = commit("docs: explain");
    const fix = commit("fix: crash");
    const perf = commit("perf: faster");
    const feat = commit("feat: add x");
    const feat2 = commit("feat(cli): add y");
    const breaking = commit("fix!: drop z");
    expect(decideBump([chore, docs, fix, perf])).toEqual({ bump: "patch", drivers: [docs, fix, perf] });
    expect(decideBump([fix, feat, chore, feat2])).toEqual({ bump: "minor", drivers: [feat, feat2] });
    expect(decideBump([feat, breaking, fix])).toEqual({ bump: "major", drivers: [breaking] });
    expect(decideBump([breaking, feat])).toEqual({ bump: "major", drivers: [breaking] });
  });

  it("equals the highest single-commit bump, whatever the order (property)", () => {
    const messages = fc.constantFrom(
      "feat: a",
      "fix: b",
      "docs: c",
      "perf: d",
      "chore: e",
      "refactor!: f",
      "Update README",
      "revert: feat: a",
    );
    fc.assert(
      fc.property(fc.array(messages, { maxLength: 12 }), (list) => {
        const commits = list.map((m) => commit(m));
        const each = commits.map((c) => decideBump([c]).bump);
        const highest = each.reduce<Bump>((a, b) => (ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b), "none");
        const decision = decideBump(commits);
        expect(decision.bump).toBe(highest);
        expect(decision.drivers).toEqual(
          highest === "none" ? [] : commits.filter((_, i) => each[i] === highest),
        );
        expect(decideBump([...commits].reverse()).bump).toBe(highest);
      }),
    );
  });
});

describe("compareBumps and maxBump", () => {
  const pairs = ORDER.flatMap((a, i) => ORDER.map((b, j): [Bump, Bump, number] => [a, b, Math.sign(i - j)]));

  it.each(pairs)("%s vs %s: %i", (a, b, order) => {
    expect(Math.sign(compareBumps(a, b))).toBe(order);
    expect(maxBump(a, b)).toBe(order >= 0 ? a : b);
  });
});
