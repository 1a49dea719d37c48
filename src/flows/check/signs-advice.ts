import type { ReleasePlan } from "../../core/plan-types.ts";
import {
  bumpVersion,
  compareVersions,
  formatVersion,
  isFinalRelease,
  parseVersion,
} from "../../core/version.ts";
import {
  directivesComing,
  isComingVersion,
  type NamedVersion,
  type ReleasedVersions,
  removalsCarriedOut,
  type SignLine,
  signVersion,
} from "../../core/version-signs.ts";
import type { AheadSection } from "../../edits/changelog-ahead.ts";
import { isOtherPackagePath } from "../../project/stale-copies.ts";

/**
 * check's advice from signs in the project's own tree that it is about to release a version the
 * commits do not ask for (issue 42): version directives that name it, or removals promised for it
 * that are carried out. Said only when the commits chose the version and the sign's is above it
 * (raise), or is the base's next patch where the commits ask more (isNextPatch), with the concrete
 * `--release-as` that releases it.
 */
export function signsAdvice(
  plan: ReleasePlan,
  signs: {
    /** HEAD's lines that hold a sign's needle. */
    head: readonly SignLine[];
    /** The base tag's lines that hold a removal needle; undefined when its tree was not read. */
    base?: readonly SignLine[] | undefined;
    released: ReleasedVersions;
    changelogFile: string;
    /** The changelog's section written ahead of its release (`## 2.0.0 - unreleased`). */
    ahead?: (AheadSection & { path: string }) | undefined;
    /** The project's name, which a removal promise may give before its version. */
    project?: string | undefined;
  },
): string[] {
  const next = plan.nextVersion === undefined ? undefined : parseVersion(plan.nextVersion);
  if (plan.source !== "commits" || next === undefined) return [];
  const outside = (lines: readonly SignLine[]) =>
    lines.filter(
      (l) =>
        !isChangelogPath(l.path, signs.changelogFile) && !isTestPath(l.path) && !isOtherPackagePath(l.path),
    );
  const above = (sign: NamedVersion) => compareVersions(sign.version, next) > 0;
  const advice: string[] = [];
  // The maintainers' own word for the next version: said whichever way it differs, and first.
  const ahead = signs.ahead === undefined ? undefined : parseVersion(signs.ahead.version);
  if (
    signs.ahead !== undefined &&
    ahead !== undefined &&
    compareVersions(ahead, next) !== 0 &&
    isComingVersion(ahead, signs.released)
  ) {
    const written = `the changelog has a section written ahead for ${signs.ahead.version} (${signs.ahead.path}:${signs.ahead.line} \`${signs.ahead.heading}\`), and the commits ask for ${plan.nextVersion}`;
    const release = `\`--release-as ${formatVersion(ahead)}\``;
    advice.push(
      compareVersions(ahead, next) > 0
        ? `${written}; to release the version it names: ${release}`
        : `${written}, so \`update\` would write ${plan.nextVersion}'s section above it: to release the version it names, ${release}; else rename its heading to ${plan.nextVersion}`,
    );
    return advice;
  }
  const coming = directivesComing(outside(signs.head), signs.released);
  if (coming !== undefined && (above(coming.sign) || isNextPatch(coming.sign, plan))) {
    const { sign, count } = coming;
    const more = count > 1 ? ` and ${count - 1} more` : "";
    advice.push(
      `version directives already name ${sign.spelled} as the coming version (\`${sign.words}\` in ${sign.path}:${sign.line}${more}), and the commits ask for ${plan.nextVersion}; to release it: \`--release-as ${signVersion(sign)}\``,
    );
  }
  const done =
    signs.base === undefined
      ? undefined
      : removalsCarriedOut(outside(signs.base), outside(signs.head), signs.released, signs.project);
  if (done !== undefined && above(done) && (coming === undefined || !sameVersion(coming.sign, done))) {
    const since = plan.baseTag === undefined ? "" : ` since ${plan.baseTag}`;
    advice.push(
      `the removals promised for ${done.spelled} are carried out${since} (${done.path}:${done.line} said "${done.words}"), and the commits ask for ${plan.nextVersion}; to release that version: \`--release-as ${signVersion(done)}\``,
    );
  }
  return advice;
}

/**
 * A directive below the commits' version names the next patch of the base (`versionadded::
 * 0.11.2` after 0.11.1, where a feat asks 0.12.0): the maintainers documented the feature for that
 * patch release. Never over a breaking change: a patch would hide it. The one case the signs lower the proposal: any other lower version (a minor the
 * commits passed, 2.14 where they ask 3.0.0) may be a plan that was given up.
 */
function isNextPatch(sign: NamedVersion, plan: ReleasePlan): boolean {
  const base = parseVersion(plan.baseVersion);
  if (base === undefined || plan.baseTag === undefined || plan.bump !== "minor") return false;
  // A breaking change (a major, or 0.x's minor without major_on_zero) is never a patch release.
  if (plan.commits.some((c) => c.breaking)) return false;
  if (!isFinalRelease(base)) return false;
  const patch = bumpVersion(base, "patch", { majorOnZero: true });
  return compareVersions(sign.version, patch) === 0 && sign.version.release.length === 3;
}

function sameVersion(a: NamedVersion, b: NamedVersion): boolean {
  return compareVersions(a.version, b.version) === 0;
}

/**
 * The lines outside the folders of the other packages inside this one's (`nested`, from the
 * repository's root; the package is at `folder`): their docs and promises are theirs, not this
 * package's.
 */
export function outsideNested<L extends { path: string }>(
  lines: readonly L[],
  folder: string,
  nested: readonly string[],
): L[] {
  if (nested.length === 0) return [...lines];
  const own = folder === "." ? "" : `${folder}/`;
  const prefixes = nested.map((n) => `${n.startsWith(own) ? n.slice(own.length) : n}/`);
  return lines.filter((l) => !prefixes.some((p) => l.path.startsWith(p)));
}

/** Commit subjects that say they take something away: only then is the base's tree searched. */
const REMOVING = /\b(?:remove|removes|removed|drop|drops|delete)\b/i;

/**
 * Whether the removal promises of the base's tree are worth reading: the commits chose a version
 * below a major, and one of them says in its subject that it removes something.
 */
export function mayCarryOutRemovals(plan: ReleasePlan): boolean {
  if (plan.source !== "commits" || plan.nextVersion === undefined || plan.bump === "major") return false;
  if (plan.baseTag === undefined) return false;
  return plan.commits.some((c) => REMOVING.test(c.subject));
}

/**
 * A file in the tests' folders (`tests/`, `test/`, `testing/`, `fixtures/`, `testdata/`): its
 * directives and promises are data a test reads (a Sphinx extension's sample pages), not the
 * project's own.
 */
export function isTestPath(path: string): boolean {
  return path
    .split("/")
    .slice(0, -1)
    .some((folder) => /^(?:tests?|testing|fixtures|testdata)$/i.test(folder));
}

/** Names a changelog keeps its releases' notes under (its file, a year's page, a fragments folder). */
const LOG_NAME = /(?:change|news|history|release)/i;

/**
 * A changelog's lines say what releases did: the changelog file, a page named like one
 * (`docs/2026-news.md`, `HISTORY.rst`), or a file in a folder of fragments (`changelog.d/`,
 * `newsfragments/`).
 */
export function isChangelogPath(path: string, changelogFile: string): boolean {
  if (path === changelogFile) return true;
  const parts = path.split("/");
  const name = parts.at(-1) ?? "";
  const dot = name.lastIndexOf(".");
  const extension = dot <= 0 ? "" : name.slice(dot).toLowerCase();
  if (LOG_NAME.test(name) && ["", ".md", ".rst", ".txt"].includes(extension)) return true;
  return parts
    .slice(0, -1)
    .some((folder) => /^(?:changelog|changes|news|newsfragments)(?:\.d)?$/i.test(folder));
}
