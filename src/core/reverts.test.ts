import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ConventionalCommit, RevertReference } from "./commit.ts";
import { cancelReverts } from "./reverts.ts";
import { commit, commitWith } from "./test-builders.ts";

function subjects(commits: readonly ConventionalCommit[]): string[] {
  return cancelReverts(commits).map((c) => c.subject);
}

describe("cancelReverts", () => {
  it("cancels a git revert and the commit its hash names", () => {
    const feat = commit("feat: add x");
    const revert = commit(`Revert "feat: add x"\n\nThis reverts commit ${feat.commit.hash}.`);
    const fix = commit("fix: y");
    expect(cancelReverts([fix, revert, feat])).toEqual([fix]);
  });

  it("matches an abbreviated hash of at least 7 characters, whatever the subject", () => {
    const feat = commit("feat: add x", "abcdef0123456789abcdef0123456789abcdef01");
    const revert = commit("revert: undo the x feature\n\nThis reverts commit ABCDEF0.");
    expect(cancelReverts([revert, feat])).toEqual([]);
  });

  it("resolves an abbreviated hash shared by several commits to the nearest older one", () => {
    const low = `abcdef0${"0".repeat(33)}`;
    const high = `abcdef0${"f".repeat(33)}`;
    const revert = commit("revert: undo it\n\nThis reverts commit abcdef0.");
    for (const [newer, older] of [
      [low, high],
      [high, low],
    ] as const) {
      const newerTarget = commit("feat: newer", newer);
      const olderTarget = commit("feat: older", older);
      expect(cancelReverts([revert, newerTarget, olderTarget])).toEqual([olderTarget]);
      // A commit newer than the revert cannot be its target, whatever its hash.
      expect(cancelReverts([newerTarget, revert, olderTarget])).toEqual([newerTarget]);
    }
  });

  it("finds abbreviated hashes whatever the order of the hashes in the list", () => {
    // Hashes in no particular order; each revert names its target by the shortest unique prefix.
    const hashes = Array.from({ length: 64 }, (_, i) =>
      ((i * 37) % 64).toString(16).padStart(2, "0").repeat(20),
    );
    const targets = hashes.map((hash, i) => commit(`feat: f${i}`, hash));
    const reverts = [5, 0, 63, 17, 40].map((i) =>
      commit(`revert: undo f${i}\n\nThis reverts commit ${hashes[i]!.slice(0, 7).toUpperCase()}.`),
    );
    const kept = cancelReverts([...reverts, ...targets]);
    expect(kept.map((c) => c.subject)).toEqual(
      targets.filter((_, i) => ![5, 0, 63, 17, 40].includes(i)).map((c) => c.subject),
    );
  });

  it("matches an abbreviation of the highest hash in the list", () => {
    const low = commit("feat: low", "1".repeat(40));
    const high = commit("feat: high", "f".repeat(40));
    const revert = commit("revert: undo high\n\nThis reverts commit fffffff.", "0".repeat(40));
    expect(cancelReverts([revert, high, low])).toEqual([low]);
  });

  it("never pairs a revert with itself", () => {
    const self = commit("revert: x\n\nThis reverts commit 5555555.", `5555555${"0".repeat(33)}`);
    const older = commit("feat: x", `5555555${"1".repeat(33)}`);
    expect(cancelReverts([self, older])).toEqual([]);
    expect(cancelReverts([self])).toEqual([self]);
    // A commit built by a library caller whose reverted subject is its own.
    const own = commitWith({ subject: "feat: y", revert: { subject: "feat: y" } });
    expect(cancelReverts([own])).toEqual([own]);
    const y = commit("feat: y");
    expect(cancelReverts([own, y])).toEqual([]);
  });

  it("takes a revert that names only a hash (built by a library caller)", () => {
    const feat = commit("feat: x");
    const byHash = commitWith({ type: "revert", revert: { hash: feat.commit.hash.toUpperCase() } });
    expect(cancelReverts([byHash, feat])).toEqual([]);
    const unknown = commitWith({ type: "revert", revert: { hash: "9".repeat(40) } });
    expect(cancelReverts([unknown, feat])).toEqual([unknown, feat]);
  });

  it("compares subjects without surrounding whitespace", () => {
    const spaced = commit("feat: x  ");
    expect(cancelReverts([commit('Revert "feat: x"'), spaced])).toEqual([]);
    const plain = commit("feat: x");
    const revert = commitWith({ type: "revert", revert: { subject: "  feat: x " } });
    expect(cancelReverts([revert, plain])).toEqual([]);
  });

  it("skips an already cancelled match of an abbreviated hash for the next older one", () => {
    const first = commit("feat: first", `1234567${"a".repeat(33)}`);
    const second = commit("feat: second", `1234567${"b".repeat(33)}`);
    const byFullHash = commit(`revert: feat: first\n\nThis reverts commit ${first.commit.hash}.`);
    const byPrefix = commit("revert: something\n\nThis reverts commit 1234567.");
    expect(cancelReverts([byFullHash, byPrefix, first, second])).toEqual([]);
  });

  it("ignores a hash shorter than 7 characters and falls back to the subject", () => {
    const feat = commit("feat: add x", "abcdef0123456789abcdef0123456789abcdef01");
    const revert = commit("revert: feat: add x");
    const short = { ...revert, revert: { subject: "feat: other", hash: "abcdef" } };
    expect(cancelReverts([short, feat])).toEqual([short, feat]);
    expect(cancelReverts([{ ...short, revert: { subject: "feat: add x", hash: "abc" } }, feat])).toEqual([]);
  });

  it("cancels by subject when the revert names no hash", () => {
    expect(subjects([commit("fix: z"), commit("revert: feat: add x"), commit("feat: add x")])).toEqual([
      "fix: z",
    ]);
    expect(subjects([commit('Revert "feat: add x"'), commit("docs: a"), commit("feat: add x")])).toEqual([
      "docs: a",
    ]);
  });

  it("falls back to the subject when the named hash is not in the list (a rebased branch)", () => {
    const revert = commit(`Revert "feat: add x"\n\nThis reverts commit ${"9".repeat(40)}.`);
    expect(subjects([revert, commit("feat: add x")])).toEqual([]);
  });

  it("does not fall back when the named commit is in the list but already cancelled", () => {
    const feat = commit("feat: add x");
    const first = commit(`Revert "feat: add x"\n\nThis reverts commit ${feat.commit.hash}.`);
    const second = commit(`Revert "feat: add x"\n\nThis reverts commit ${feat.commit.hash}.`);
    const older = commit("feat: add x");
    expect(cancelReverts([second, first, feat, older])).toEqual([first, older]);
  });

  it("keeps a revert whose target is not in the list (already released)", () => {
    const revert = commit('Revert "feat: released long ago"\n\nThis reverts commit 1234567.');
    const feat = commit("feat: other");
    expect(cancelReverts([revert, feat])).toEqual([revert, feat]);
  });

  it("only cancels an older commit: a newer commit with the same subject stays", () => {
    const again = commit("feat: add x");
    const revert = commit('Revert "feat: add x"');
    expect(cancelReverts([again, revert])).toEqual([again, revert]);
  });

  it("cancels the nearest older commit with that subject", () => {
    const revert = commit("revert: feat: add x");
    const newer = commit("feat: add x");
    const older = commit("feat: add x");
    expect(cancelReverts([revert, newer, older])).toEqual([older]);
  });

  it("pairs two reverts with two commits of the same subject", () => {
    const list = [
      commit('Revert "feat: add x"'),
      commit('Revert "feat: add x"'),
      commit("feat: add x"),
      commit("feat: add x"),
    ];
    expect(cancelReverts(list)).toEqual([]);
  });

  it("lets a revert of a revert cancel that revert and keep the original", () => {
    const feat = commit("feat: add x");
    const revert = commit(`Revert "feat: add x"\n\nThis reverts commit ${feat.commit.hash}.`);
    const again = commit(`Revert "Revert "feat: add x""\n\nThis reverts commit ${revert.commit.hash}.`);
    expect(cancelReverts([again, revert, feat])).toEqual([feat]);
    expect(
      subjects([commit('Revert "Revert "feat: y""'), commit('Revert "feat: y"'), commit("feat: y")]),
    ).toEqual(["feat: y"]);
  });

  it("handles git's Reapply subject for a revert of a revert", () => {
    const feat = commit("feat: add x");
    const revert = commit('Revert "feat: add x"');
    expect(cancelReverts([commit('Reapply "feat: add x"'), revert, feat])).toEqual([feat]);
  });

  it("resolves three levels: the newest revert wins, the oldest pair cancels too", () => {
    const list = [
      commit('Revert "Revert "Revert "feat: x"""'),
      commit('Revert "Revert "feat: x""'),
      commit('Revert "feat: x"'),
      commit("feat: x"),
    ];
    expect(cancelReverts(list)).toEqual([]);
  });

  it("keeps an unmatched revert of a revert", () => {
    const list = [commit('Revert "Revert "feat: x""'), commit("feat: x")];
    expect(cancelReverts(list)).toEqual(list);
  });

  it("cancels GitHub's squash-merged revert pull request", () => {
    const list = [
      commit('Revert "feat: add x (#12)" (#13)\n\nReverts owner/repo#12'),
      commit("feat: add x (#12)"),
    ];
    expect(cancelReverts(list)).toEqual([]);
  });

  it("keeps the order of what remains and returns a new array", () => {
    const list = [
      commit("fix: a"),
      commit("revert: feat: b"),
      commit("docs: c"),
      commit("feat: b"),
      commit("perf: d"),
    ];
    const result = cancelReverts(list);
    expect(result.map((c) => c.subject)).toEqual(["fix: a", "docs: c", "perf: d"]);
    expect(result).not.toBe(list);
    expect(result[0]).toBe(list[0]);
    expect(cancelReverts([])).toEqual([]);
  });

  // A guard against quadratic work, not a check of the result: mutation runs leave it out.
  it.skipIf(process.env.MUTATION_AREA !== undefined)(
    "pairs 40,000 reverts among 100,000 commits, by hash and by subject",
    () => {
      const template = commit("feat: template");
      const fake = (hash: string, subject: string, revert?: RevertReference): ConventionalCommit => ({
        ...template,
        commit: { hash, message: subject },
        subject,
        revert,
      });
      const hashOf = (i: number): string =>
        `${(i * 2654435761).toString(16)}${i.toString(16)}`.padEnd(40, "0");
      const list: ConventionalCommit[] = [];
      for (let i = 0; i < 20_000; i++) {
        list.push(
          fake(hashOf(4 * i), `Revert "feat: f${i}"`, { subject: `feat: f${i}`, hash: hashOf(4 * i + 3) }),
        );
        list.push(fake(hashOf(4 * i + 1), "fix: same subject everywhere"));
        list.push(fake(hashOf(4 * i + 2), `revert: feat: g${i}`, { subject: `feat: g${i}` }));
        list.push(fake(hashOf(4 * i + 3), `feat: f${i}`));
      }
      for (let i = 0; i < 20_000; i++) list.push(fake(hashOf(80_000 + i), `feat: g${i}`));
      // No clock: a quadratic pairing of 100,000 commits would run into the test timeout. Every one of
      // the 40,000 reverts must find its own target.
      const result = cancelReverts(list);
      expect(result).toHaveLength(20_000);
      expect(result.every((c) => c.subject === "fix: same subject everywhere")).toBe(true);
    },
  );

  it("finds abbreviated hashes among many similar ones", () => {
    const list: ConventionalCommit[] = [];
    const hashOf = (i: number): string =>
      `${"a".repeat(30)}${i.toString(16).padStart(4, "0")}${"b".repeat(6)}`;
    // Mutation runs (MUTATION_AREA) take fewer: each of the scan's mutants runs this test.
    const many = process.env.MUTATION_AREA === undefined ? 2_000 : 200;
    for (let i = 0; i < many; i++) list.push(commit(`feat: f${i}`, hashOf(i)));
    const target = list[many * 0.75]!.commit.hash.slice(0, 34);
    const revert = commit(`revert: something else\n\nThis reverts commit ${target}.`);
    expect(cancelReverts([revert, ...list])).toHaveLength(many - 1);
    expect(cancelReverts([revert, ...list])).not.toContain(list[many * 0.75]);
  });

  it("returns a subsequence and removes commits in pairs (property)", () => {
    const message = fc.constantFrom(
      "feat: a",
      "feat: b",
      "fix: c",
      "revert: feat: a",
      'Revert "feat: a"',
      'Revert "feat: b"',
      'Revert "Revert "feat: a""',
      'Reapply "feat: a"',
    );
    fc.assert(
      fc.property(fc.array(message, { maxLength: 30 }), (messages) => {
        const list = messages.map((m) => commit(m));
        const result = cancelReverts(list);
        expect((list.length - result.length) % 2).toBe(0);
        let at = 0;
        for (const kept of result) {
          at = list.indexOf(kept, at) + 1;
          expect(at).toBeGreaterThan(0);
        }
      }),
    );
  });
});
