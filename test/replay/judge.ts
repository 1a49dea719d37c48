import { type CommitsLevel, describeCounts } from "./commit-level.ts";
import { type FileKind, fileKind } from "./files.ts";
import { readTagVersion, sameVersion } from "./tag-version.ts";

/**
 * `choice`: the project released another level than its commits ask and releaser proposes, with
 * nothing in the repository that says so (choiceReason); shown apart, never counted as right.
 */
export type Verdict = "right" | "right-with-override" | "choice" | "wrong" | "blocked";

/** What the project itself did in its release. */
export interface RealRelease {
  tag: string;
  version: string;
  /** Files whose added lines carry the version, in the release commit (none when the tag set it). */
  files: string[];
  /** The heading of the changelog section the release added, when it added one. */
  changelogHeading?: string;
}

/** What releaser would do, from `check --json` and `update --dry-run` (after an override it advised). */
export interface ReleaserProposal {
  /** The error line when the command stopped, and no advised override got it going. */
  error?: string;
  version: string | null;
  tag: string | null;
  files: string[];
  /** Files `check` names as stale copies of the version (path:line). */
  staleCopies: string[];
  /** The override releaser advised and the harness took (`--bump minor`, `--release-as 2.0.52`). */
  override?: string;
  changelogHeading?: string;
  /** Overrides releaser advised that did not give the project's version (`--bump minor`). */
  advised?: string[];
  /** What the plain `check --json` (no override) said of the base: where releaser's range starts. */
  base?: ReleaserBase;
}

/** The base of releaser's proposal, from `check --json`'s fields. */
export interface ReleaserBase {
  /** `last_tag`: the commits after it are the range (all history when null). */
  lastTag: string | null;
  /** `current_version`: the version the bump is applied to. */
  currentVersion: string | null;
  /** `bump`: the level releaser read, before a 0.x major becomes a minor (major_on_zero = false). */
  bump: string | null;
  /** `version_scheme`: semver or calver. */
  scheme: string | null;
}

export interface Judgement {
  verdict: Verdict;
  reasons: string[];
  /** How the changelog compares: the same heading style, another style, another file, not compared. */
  changelog: "same" | "other-heading" | "other-file" | "not-compared";
}

const byKind = (files: readonly string[], kind: FileKind) => files.filter((f) => fileKind(f) === kind).sort();

/**
 * The verdict on one release: `right` when releaser proposes the version, the version files and the
 * tag the project released; `right-with-override` when it does so after the override it advised,
 * or names each file it would miss as a stale copy; `choice` when only the version is wrong and
 * the project chose another level than the commits ask (choiceReason, from `commits`: the level
 * the harness reads in releaser's range); `wrong` otherwise; `blocked` when it stopped with no
 * advice that works. The changelog's heading style is compared and reported apart.
 */
export function judge(real: RealRelease, ours: ReleaserProposal, commits?: CommitsLevel): Judgement {
  const reasons: string[] = [];
  if (ours.error !== undefined) {
    return { verdict: "blocked", reasons: [ours.error], changelog: "not-compared" };
  }
  let wrong = false;
  // Wrong for another reason than the version alone: never a choice.
  let wrongBesides = false;
  let warned = ours.override !== undefined;
  if (ours.override) reasons.push(`after ${ours.override}, as releaser advised`);
  const versionWrong = ours.version === null || !sameVersion(ours.version, real.version);
  if (versionWrong) {
    wrong = true;
    reasons.push(
      `version: releaser proposes ${ours.version ?? "no release"}, the project released ${real.version}`,
    );
    // The tag is releaser's with the project's version in it: the same shape, or a wrong tag too.
    if (ours.version === null || ours.tag?.replace(ours.version, real.version) !== real.tag)
      wrongBesides = true;
  }
  if (!wrong && ours.tag !== real.tag) {
    wrong = wrongBesides = true;
    reasons.push(`tag: releaser would tag ${ours.tag ?? "nothing"}, the project tagged ${real.tag}`);
  }
  const realVersionFiles = byKind(real.files, "version");
  const ourVersionFiles = byKind(ours.files, "version");
  const stale = new Set(ours.staleCopies.map((s) => s.replace(/:\d+$/, "")));
  for (const file of realVersionFiles.filter((f) => !ourVersionFiles.includes(f))) {
    if (stale.has(file)) {
      warned = true;
      reasons.push(`files: ${file} is named as a stale copy (add it to version_files)`);
    } else {
      wrong = wrongBesides = true;
      reasons.push(`files: the release changed the version in ${file}; releaser would not`);
    }
  }
  for (const file of ourVersionFiles.filter((f) => !realVersionFiles.includes(f))) {
    wrong = wrongBesides = true;
    reasons.push(`files: releaser would change ${file}; the release did not`);
  }
  const realLog = byKind(real.files, "changelog");
  const ourLog = byKind(ours.files, "changelog");
  let changelog: Judgement["changelog"] = "not-compared";
  if (realLog.length > 0 && ourLog.length > 0) {
    if (!ourLog.some((f) => realLog.includes(f))) {
      changelog = "other-file";
      wrong = wrongBesides = true;
      reasons.push(
        `changelog: releaser writes ${ourLog.join(", ")}, the release wrote ${realLog.join(", ")}`,
      );
    } else if (real.changelogHeading !== undefined && ours.changelogHeading !== undefined) {
      const a = headingStyle(real.changelogHeading, real.version);
      const b = headingStyle(ours.changelogHeading, real.version);
      changelog = a === b ? "same" : "other-heading";
      if (a !== b) reasons.push(`changelog heading: releaser writes "${b}", the project "${a}"`);
    }
  }
  if (wrong && !wrongBesides) {
    const choice = choiceReason(real, ours, commits);
    if (choice !== undefined) return { verdict: "choice", reasons: [choice, ...reasons], changelog };
  }
  return { verdict: wrong ? "wrong" : warned ? "right-with-override" : "right", reasons, changelog };
}

type Step = "major" | "minor" | "patch";

/** The step from one final version to another: the first release number that differs. */
function stepBetween(from: readonly number[], to: readonly number[]): Step | undefined {
  for (const [i, step] of (["major", "minor", "patch"] as const).entries())
    if ((from[i] ?? 0) !== (to[i] ?? 0)) return step;
  return undefined;
}

/** `--bump <step>` from a final version, as semver bumps its release numbers. */
function applyStep(from: readonly number[], step: Step): number[] {
  const [major = 0, minor = 0, patch = 0] = from;
  if (step === "major") return [major + 1, 0, 0];
  if (step === "minor") return [major, minor + 1, 0];
  return [major, minor, patch + 1];
}

function finalNumbers(version: string): number[] | undefined {
  const parsed = readTagVersion(version);
  return parsed?.final && parsed.version === parsed.release.join(".") ? parsed.release : undefined;
}

const same = (a: readonly number[], b: readonly number[]) => sameVersion(a.join("."), b.join("."));

/**
 * Why a release whose version alone is wrong is the maintainer's choice, or undefined when it is
 * not one. All must hold: releaser took no override and advised none; the commits of its range
 * (read by the harness, commit-level.ts) ask a level, and releaser's proposal is exactly that
 * step from its current version (on 0.x a major may be a minor: check's `bump` says major and the
 * step is a minor, as `major_on_zero = false` makes it); and the project's version is exactly one
 * other step from the same version, so `--bump` alone makes it. A 0.x project's 1.0.0 is never one:
 * whether `--bump major` gives it depends on `major_on_zero`, which check does not show. Calendar
 * versions have no such steps.
 */
export function choiceReason(
  real: RealRelease,
  ours: ReleaserProposal,
  commits: CommitsLevel | undefined,
): string | undefined {
  const base = ours.base;
  if (commits === undefined || base === undefined || commits.level === "none") return undefined;
  if (ours.override !== undefined || (ours.advised ?? []).length > 0) return undefined;
  if (base.scheme === "calver" || base.currentVersion === null || ours.version === null) return undefined;
  const current = finalNumbers(base.currentVersion);
  const proposed = finalNumbers(ours.version);
  const released = finalNumbers(real.version);
  if (current === undefined || proposed === undefined || released === undefined) return undefined;
  const ourStep = stepBetween(current, proposed);
  if (ourStep === undefined || !same(applyStep(current, ourStep), proposed)) return undefined;
  const onZero = current[0] === 0;
  const mapped = commits.level === "major" && onZero && base.bump === "major" && ourStep === "minor";
  if (ourStep !== commits.level && !mapped) return undefined;
  const theirStep = stepBetween(current, released);
  if (theirStep === undefined || theirStep === ourStep) return undefined;
  if (!same(applyStep(current, theirStep), released) || (onZero && theirStep === "major")) return undefined;
  const asked = `a ${commits.level} (${describeCounts(commits.counts)}${mapped ? "; a minor on 0.x, as releaser is configured" : ""})`;
  return `choice: the commits ask ${asked}, as releaser proposes; the project released a ${theirStep}; nothing in the repository says so (releaser advises no override; --bump ${theirStep} makes it)`;
}

/** A heading's style: the version and any date replaced, so two releases' headings compare. */
export function headingStyle(heading: string, version: string): string {
  const dotted = version.replace(/\./g, "\\.");
  return (
    heading
      .trim()
      // A link in the heading (a compare URL, a release page) is the project's, not its style.
      .replace(/https?:\/\/[^\s)>\]]+/g, "{url}")
      .replace(new RegExp(dotted, "g"), "{version}")
      .replace(/\d{4}-\d{2}-\d{2}/g, "{date}")
      .replace(
        /\b(\d{1,2} )?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2},? \d{4}\b/gi,
        "{date}",
      )
      .replace(
        /\d{1,2}(st|nd|rd|th)? (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{4}/gi,
        "{date}",
      )
  );
}
