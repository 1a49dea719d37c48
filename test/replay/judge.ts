import { type FileKind, fileKind } from "./files.ts";
import { sameVersion } from "./tag-version.ts";

export type Verdict = "right" | "right-with-override" | "wrong" | "blocked";

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
 * or names each file it would miss as a stale copy; `wrong` otherwise; `blocked` when it stopped
 * with no advice that works. The changelog's heading style is compared and reported apart.
 */
export function judge(real: RealRelease, ours: ReleaserProposal): Judgement {
  const reasons: string[] = [];
  if (ours.error !== undefined) {
    return { verdict: "blocked", reasons: [ours.error], changelog: "not-compared" };
  }
  let wrong = false;
  let warned = ours.override !== undefined;
  if (ours.override) reasons.push(`after ${ours.override}, as releaser advised`);
  if (ours.version === null || !sameVersion(ours.version, real.version)) {
    wrong = true;
    reasons.push(
      `version: releaser proposes ${ours.version ?? "no release"}, the project released ${real.version}`,
    );
  }
  if (!wrong && ours.tag !== real.tag) {
    wrong = true;
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
      wrong = true;
      reasons.push(`files: the release changed the version in ${file}; releaser would not`);
    }
  }
  for (const file of ourVersionFiles.filter((f) => !realVersionFiles.includes(f))) {
    wrong = true;
    reasons.push(`files: releaser would change ${file}; the release did not`);
  }
  const realLog = byKind(real.files, "changelog");
  const ourLog = byKind(ours.files, "changelog");
  let changelog: Judgement["changelog"] = "not-compared";
  if (realLog.length > 0 && ourLog.length > 0) {
    if (!ourLog.some((f) => realLog.includes(f))) {
      changelog = "other-file";
      wrong = true;
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
  return { verdict: wrong ? "wrong" : warned ? "right-with-override" : "right", reasons, changelog };
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
