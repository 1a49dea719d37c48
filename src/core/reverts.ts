import type { PlanCommit, RevertReference } from "./commit.ts";

/** Abbreviated hashes shorter than this are not trusted to name a commit. */
const MIN_HASH_LENGTH = 7;

/**
 * Drops each revert together with the commit it reverts when both are in `commits` (DESIGN 4).
 * `commits` is newest-first, as `git log` lists them; the result keeps that order.
 *
 * A revert names its target by hash (`This reverts commit <sha>.`, an abbreviation of at least 7
 * characters is enough) or, when it names no hash or a hash not in the list (the branch was rebased),
 * by the reverted subject: the nearest older commit with exactly that subject. Reverts are resolved
 * newest first, so a revert that is itself reverted does nothing: `Revert "Revert "feat: x""`
 * cancels the inner revert and `feat: x` stays. A revert whose target is not found stays (it is
 * listed under Reverts). O(n) with full hashes; O(n log n) once an abbreviated one is used.
 */
export function cancelReverts<T extends PlanCommit>(commits: readonly T[]): T[] {
  const cancelled = new Uint8Array(commits.length);
  const index = indexCommits(commits);
  if (index === undefined) return [...commits];
  for (let i = 0; i < commits.length; i++) {
    const revert = commits[i]!.revert;
    if (cancelled[i] === 1 || revert === undefined) continue;
    const target = findTarget(index, cancelled, i, revert);
    if (target === undefined) continue;
    cancelled[i] = 1;
    cancelled[target] = 1;
  }
  return commits.filter((_, i) => cancelled[i] === 0);
}

interface CommitIndex {
  /** Lower-cased hashes, by position in the list. */
  hashes: string[];
  /** Full hash -> indices, for the hashes some revert names. */
  byHash: Map<string, number[]>;
  /** Indices sorted by hash, for abbreviated hashes; built on first need. */
  sortedByHash: number[] | undefined;
  /** Trimmed subject -> indices in ascending (newest to oldest) order, for the reverted subjects. */
  bySubject: Map<string, number[]>;
  /** Per subject, the first position in `bySubject` that may still be a target. */
  subjectCursor: Map<string, number>;
}

/** Indexes only what some revert asks for; undefined when there is no revert at all. */
function indexCommits(commits: readonly PlanCommit[]): CommitIndex | undefined {
  const wantedHashes = new Set<string>();
  const wantedSubjects = new Set<string>();
  for (const { revert } of commits) {
    if (revert?.hash !== undefined) wantedHashes.add(revert.hash.toLowerCase());
    if (revert?.subject !== undefined) wantedSubjects.add(revert.subject.trim());
  }
  if (wantedHashes.size === 0 && wantedSubjects.size === 0) return undefined;
  const index: CommitIndex = {
    hashes: [],
    byHash: new Map(),
    sortedByHash: undefined,
    bySubject: new Map(),
    subjectCursor: new Map(),
  };
  commits.forEach((commit, i) => {
    const hash = commit.commit.hash.toLowerCase();
    index.hashes.push(hash);
    if (wantedHashes.has(hash)) push(index.byHash, hash, i);
    const subject = commit.subject.trim();
    if (wantedSubjects.has(subject)) push(index.bySubject, subject, i);
  });
  return index;
}

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

function findTarget(
  index: CommitIndex,
  cancelled: Uint8Array,
  revertIndex: number,
  revert: RevertReference,
): number | undefined {
  const hash = revert.hash?.toLowerCase() ?? "";
  if (hash.length >= MIN_HASH_LENGTH) {
    const named = index.byHash.get(hash) ?? withHashPrefix(index, hash);
    // The hash names a commit of the list: that one or nothing (it may already be cancelled).
    if (named.length > 0) return named.find((j) => j > revertIndex && cancelled[j] === 0);
  }
  if (revert.subject === undefined) return undefined;
  return findBySubject(index, cancelled, revertIndex, revert.subject.trim());
}

/** The indices of the commits whose hash starts with `prefix`, by binary search. */
function withHashPrefix(index: CommitIndex, prefix: string): number[] {
  const { hashes } = index;
  // Hashes are distinct, so "less than" is all the comparator needs to say.
  index.sortedByHash ??= hashes.map((_, i) => i).sort((a, b) => (hashes[a]! < hashes[b]! ? -1 : 1));
  const sorted = index.sortedByHash;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (hashes[sorted[middle]!]! < prefix) low = middle + 1;
    else high = middle;
  }
  const found: number[] = [];
  for (let k = low; k < sorted.length && hashes[sorted[k]!]!.startsWith(prefix); k++) found.push(sorted[k]!);
  return found.sort((a, b) => a - b);
}

/** The nearest older commit not yet cancelled with this subject; the cursor only moves forward. */
function findBySubject(
  index: CommitIndex,
  cancelled: Uint8Array,
  revertIndex: number,
  subject: string,
): number | undefined {
  const list = index.bySubject.get(subject);
  if (list === undefined) return undefined;
  let cursor = index.subjectCursor.get(subject) ?? 0;
  while (cursor < list.length && (list[cursor]! <= revertIndex || cancelled[list[cursor]!] === 1)) cursor++;
  index.subjectCursor.set(subject, cursor);
  return list[cursor];
}
