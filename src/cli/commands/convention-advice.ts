import type { PlanCommit } from "../../core/commit.ts";
import { isGitMergeSubject, SHORT_RANGE } from "../../core/convention-sample.ts";
import { type ParserEntry, readsGitmoji, readsScientificPrefixes } from "../../core/custom-parser.ts";
import { describeGitmojiTypes, startsWithGitmoji } from "../../core/gitmoji.ts";
import { describeScientificPrefixes, startsWithScientificPrefix } from "../../core/scientific-prefixes.ts";

/**
 * A history that is mostly not conventional (DESIGN 5): how much of it releaser can read, and
 * what to do when that is less than half. Pure: `check` renders the words.
 */
export interface ConventionShare {
  /** The commits since the base, merges aside (their subjects are git's, not the author's). */
  considered: number;
  /** Those that parse: the conventional grammar, git's revert, or a configured parser. */
  conventional: number;
  /** Those whose subject starts with a gitmoji, mapped or not. */
  gitmoji: number;
  /**
   * Those that follow the convention releaser reads: the conventional ones, and with the preset
   * every gitmoji subject (which the preset parses; counted here too, so the words stay right for
   * a subject such as `🔧` alone that it cannot parse).
   */
  following: number;
  /** The gitmoji preset is configured. */
  preset: boolean;
  /** Those whose subject starts with the scientific Python prefixes (`ENH:`, `BUG:`, `MAINT, BUG:`). */
  scientific: number;
  /** The scientific-python preset is configured. */
  scientificPreset: boolean;
  /** Those whose subject names its type in brackets first (`[feat] add x`), a form a parser reads. */
  bracketed: number;
}

/** `[feat] add x`, `[Fix] y`: a type in brackets, then the description. */
const BRACKETED = /^\[[A-Za-z]+\] \S/;

export function conventionShare(
  commits: readonly PlanCommit[],
  parsers: readonly ParserEntry[],
): ConventionShare {
  const preset = readsGitmoji(parsers);
  const scientificPreset = readsScientificPrefixes(parsers);
  const share = {
    considered: 0,
    conventional: 0,
    gitmoji: 0,
    following: 0,
    preset,
    scientific: 0,
    scientificPreset,
    bracketed: 0,
  };
  for (const commit of commits) {
    if (!commit.conventional && isGitMergeSubject(commit.subject)) continue;
    share.considered++;
    const gitmoji = startsWithGitmoji(commit.subject);
    if (commit.conventional) share.conventional++;
    if (gitmoji) share.gitmoji++;
    if (startsWithScientificPrefix(commit.subject)) share.scientific++;
    if (!commit.conventional && BRACKETED.test(commit.subject)) share.bracketed++;
    if (commit.conventional || (preset && gitmoji)) share.following++;
  }
  return share;
}

/**
 * The advice, when fewer than half of the commits follow the convention releaser reads (with the
 * preset, a gitmoji that asks for nothing still follows it), or when most start with the scientific
 * Python prefixes and the preset that reads them is not configured; undefined otherwise. `since` is
 * "since v1.2.0" or "in all history".
 */
export function conventionAdvice(
  share: ConventionShare,
  since: string,
  /** The commits before the base (merges and a dependency bot's aside), read for a short range. */
  earlier?: { base: string; share: ConventionShare },
): string | undefined {
  const { considered, following, gitmoji, preset, scientific, scientificPreset } = share;
  if (considered === 0) return undefined;
  const commits = `${considered} commit${considered === 1 ? "" : "s"} ${since} (merges aside)`;
  const force = "or force this release's bump with `--bump patch|minor|major`";
  // `BUG: fix x` parses as a conventional type `bug` that bumps nothing: follows, but misread.
  if (!scientificPreset && scientific * 2 > considered) {
    return `${scientific} of the ${commits} start with the scientific Python prefixes (\`ENH:\`, \`BUG:\`, \`MAINT:\`, ...), which the conventional-commit convention reads as types that ask for no release: add \`[[tool.releaser.parsers]]\` with \`preset = "scientific-python"\` to the configuration to read them (${describeScientificPrefixes()}), ${force}.`;
  }
  if (following * 2 >= considered) return earlierAdvice(share, since, earlier);
  const of = `${following} of the ${commits}`;
  if (scientificPreset) {
    return `${of} follow the conventional-commit convention or the scientific Python prefixes, and releaser bumps and writes the changelog from those only: start subjects with a prefix (${describeScientificPrefixes()}) or write \`feat: ...\`, \`fix: ...\`, ${force}.`;
  }
  if (preset) {
    return `${of} follow the conventional-commit or the gitmoji convention, and releaser bumps and writes the changelog from those only: start subjects with a gitmoji it maps (${describeGitmojiTypes()}) or write \`feat: ...\`, \`fix: ...\`, ${force}.`;
  }
  if (gitmoji * 2 > considered) {
    return `${of} follow the conventional-commit convention, but ${gitmoji} start with a gitmoji: add \`[[tool.releaser.parsers]]\` with \`preset = "gitmoji"\` to the configuration to read them (${describeGitmojiTypes()}; other gitmojis ask for no release), ${force}.`;
  }
  const convention = `${of} follow the conventional-commit convention (\`feat: ...\`, \`fix: ...\`), and releaser bumps and writes the changelog from those only`;
  // The parser's example only where the subjects have that form: a type in brackets. Prose
  // (`Add x`, `Fix y`) names no type a parser could read.
  if (share.bracketed * 2 > considered - following) {
    return `${convention}: ${share.bracketed} name their type in brackets, which a parser reads (\`[[tool.releaser.parsers]]\` with \`pattern = '^\\[(?P<type>\\w+)\\] (?P<description>.+)$'\` in the configuration), or write subjects that way, ${force}.`;
  }
  return `${convention}: write subjects that way (or, for another form that names the type, add a \`[[tool.releaser.parsers]]\` pattern), ${force}.`;
}

/**
 * A short range since the base that reads as conventional, with a commit releaser skipped, in a
 * history that mostly is not (issue 42): the few conventional ones (a `docs:`, a `build:`) are no
 * sign the skipped one (`Add an option`) asks for no more than they do. Undefined otherwise, and
 * when too few commits before the base were read to tell.
 */
function earlierAdvice(
  share: ConventionShare,
  since: string,
  earlier: { base: string; share: ConventionShare } | undefined,
): string | undefined {
  const { considered, following } = share;
  if (earlier === undefined || following >= considered) return undefined;
  const before = earlier.share;
  if (before.considered < SHORT_RANGE || before.following * 2 >= before.considered) return undefined;
  const skipped = considered - following;
  const convention =
    share.preset || share.scientificPreset
      ? "the convention releaser reads"
      : "the conventional-commit convention";
  return `${following} of the ${considered} commit${considered === 1 ? "" : "s"} ${since} (merges aside) follow ${convention}, but only ${before.following} of the ${before.considered} before ${earlier.base} (merges and a dependency bot's aside) do, and releaser bumps and writes the changelog from those only: the ${skipped === 1 ? "one" : skipped} it skipped may ask for more; write subjects that way (\`feat: ...\`, \`fix: ...\`), or force this release's bump with \`--bump patch|minor|major\`.`;
}
