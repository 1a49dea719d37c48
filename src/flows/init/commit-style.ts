import { matchGitmoji } from "../../core/gitmoji.ts";
import { parseSubject } from "../../core/parse-subject.ts";
import { startsWithScientificPrefix } from "../../core/scientific-prefixes.ts";
import { runGit } from "../../git/run.ts";

/**
 * The convention the project's recent subjects follow (DESIGN 5): `init` proposes the gitmoji
 * preset when most of them start with a gitmoji (fastapi writes `✨ Add ...`, `🐛 Fix ...`), the
 * scientific-python preset when most start with the scientific Python prefixes (`ENH: ...`).
 */

/** How many recent commits init reads: enough to see a habit, few enough to stay instant. */
export const RECENT_COMMITS = 50;

/** What the recent subjects say about the gitmoji preset. */
export interface GitmojiHistory {
  /** Subjects that start with a gitmoji. */
  gitmoji: number;
  /** The subjects read (non-merge commits, newest first, at most RECENT_COMMITS). */
  of: number;
}

/** The subjects of the last `count` commits that are not merges, newest first ([] before any). */
export async function readRecentSubjects(
  root: string,
  env: NodeJS.ProcessEnv,
  count = RECENT_COMMITS,
): Promise<string[]> {
  const result = await runGit(["log", "--no-merges", `-n${count}`, "--format=%s", "HEAD", "--"], {
    cwd: root,
    env,
    allowedCodes: [128], // no commit yet
  });
  if (result.code !== 0) return [];
  return result.stdout.split("\n").filter((line) => line.trim() !== "");
}

/**
 * The gitmoji history when most subjects start with a gitmoji and more of them than follow the
 * conventional grammar (`feat: ✨ add x` counts as conventional); undefined otherwise.
 */
export function gitmojiHistory(subjects: readonly string[]): GitmojiHistory | undefined {
  let gitmoji = 0;
  let conventional = 0;
  for (const subject of subjects) {
    if (parseSubject(subject) !== undefined) conventional++;
    else if (matchGitmoji(subject) !== undefined) gitmoji++;
  }
  if (gitmoji * 2 <= subjects.length || gitmoji <= conventional) return undefined;
  return { gitmoji, of: subjects.length };
}

/** What init says when it writes the preset into the configuration. */
export function gitmojiNote(found: GitmojiHistory): string {
  return `${found.gitmoji} of the last ${found.of} commits start with a gitmoji: the configuration reads them with \`[[tool.releaser.parsers]] preset = "gitmoji"\` (✨ is a feature, 🐛 a fix, 💥 a breaking change, ...)`;
}

/** What the recent subjects say about the scientific-python preset. */
export interface ScientificHistory {
  /** Subjects that start with the scientific Python prefixes (`ENH:`, `BUG:`, `MAINT, BUG:`). */
  scientific: number;
  /** The subjects read (non-merge commits, newest first, at most RECENT_COMMITS). */
  of: number;
}

/**
 * The scientific-prefix history when most subjects start with those prefixes (the conventional
 * grammar reads `BUG: x` too, as a type that bumps nothing: no count against it); undefined otherwise.
 */
export function scientificHistory(subjects: readonly string[]): ScientificHistory | undefined {
  const scientific = subjects.filter(startsWithScientificPrefix).length;
  return scientific * 2 > subjects.length ? { scientific, of: subjects.length } : undefined;
}

/** What init says when it writes the scientific-python preset into the configuration. */
export function scientificNote(found: ScientificHistory): string {
  return `${found.scientific} of the last ${found.of} commits start with the scientific Python prefixes: the configuration reads them with \`[[tool.releaser.parsers]] preset = "scientific-python"\` (ENH: is a feature, BUG: a fix, MAINT: no release, ...)`;
}
