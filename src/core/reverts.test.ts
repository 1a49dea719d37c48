import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ConventionalCommit, RevertReference } from "./commit.ts";
import { parseCommit } from "./parse-commit.ts";
import { cancelReverts } from "./reverts.ts";

let counter = 0;
/** A commit with a fresh 40-character hash (or the given one). */
function commit(message: string, hash = (++counter).toString(16).padStart(40, "c")): ConventionalCommit {
  return parseCommit({ hash, message });
}

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

  it("handles 100,000 commits quickly", () => {
    const template = commit("feat: template");
    const fake = (hash: string, subject: string, revert?: RevertReference): ConventionalCommit => ({
      ...template,
      commit: { hash, message: subject },
      subject,
      revert,
    });
    const hashOf = (i: number): string => `${(i * 2654435761).toString(16)}${i.toString(16)}`.padEnd(40, "0");
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
    const start = performance.now();
    const result = cancelReverts(list);
    // Linear work takes a fraction of a second even on a busy CI runner; quadratic work, minutes.
    expect(performance.now() - start).toBeLessThan(3000);
    expect(result).toHaveLength(20_000);
    expect(result.every((c) => c.subject === "fix: same subject everywhere")).toBe(true);
  });

  it("finds abbreviated hashes among many similar ones", () => {
    const list: ConventionalCommit[] = [];
    const hashOf = (i: number): string =>
      `${"a".repeat(30)}${i.toString(16).padStart(4, "0")}${"b".repeat(6)}`;
    for (let i = 0; i < 2_000; i++) list.push(commit(`feat: f${i}`, hashOf(i)));
    const target = list[1_500]!.commit.hash.slice(0, 34);
    const revert = commit(`revert: something else\n\nThis reverts commit ${target}.`);
    expect(cancelReverts([revert, ...list])).toHaveLength(1_999);
    expect(cancelReverts([revert, ...list])).not.toContain(list[1_500]);
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
