import { parseCalverFormat, spellCalver } from "./calver.ts";
import { ReleaseError } from "./errors.ts";
import { formatVersion, type Pep440Version, parseVersion } from "./version.ts";

/**
 * The version a user forces, with `--release-as X` or a `Release-As: X` footer: one rule for both
 * (issue 24). A forced version is written into the files and becomes a tag, so it must be one that
 * releaser itself reads back as a release: three release numbers (a tag `v2.0` reads as a floating
 * tag, and the next `check` would start from the older release again), no local label (the index
 * refuses `+local` versions), no `.devN` (a development version is never released). Spellings
 * PEP 440 normalises (`v2.0.0`, `2.0.0-rc1`, `2.0`) are taken in their canonical form, with a note.
 */

/** Where a forced version came from, as the messages name it. */
export type ForcedFrom = { kind: "flag" } | { kind: "footer"; commit: string };

export interface ForcedVersion {
  version: Pep440Version;
  /** Set when the version was asked for in another spelling: says what was taken and why. */
  note: string | undefined;
}

/** How the asked-for text is named in messages: `--release-as 2.0`, `Release-As: 2.0 (commit abc1234)`. */
export function forcedLabel(text: string, from: ForcedFrom): string {
  return from.kind === "flag"
    ? `--release-as ${text}`
    : `Release-As: ${text} (commit ${from.commit.slice(0, 7)})`;
}

/**
 * The canonical version for the asked-for text, or a ReleaseError naming what to ask for instead.
 * `calver` (its `calver_format`): a calendar project writes its versions as its format does (pip's
 * `26.2`, nox's zero-padded `2026.08.17`), so a short release segment is kept there, and the note
 * names the version as the files and the tag will spell it.
 */
export function readForcedVersion(text: string, from: ForcedFrom, calver: string | undefined): ForcedVersion {
  const label = forcedLabel(text, from);
  const parsed = parseVersion(text.trim());
  if (parsed === undefined) {
    throw new ReleaseError(
      `${label} is not a PEP 440 version; ask for a release version such as 1.5.0 (or a pre-release such as 2.0.0rc1)`,
    );
  }
  const { local, dev, ...rest } = parsed;
  const publicVersion: Pep440Version = rest;
  if (local !== undefined) {
    throw new ReleaseError(
      `${label} has a local label (+${local}), which no release carries (the index refuses local versions); ask for ${formatVersion(padded(publicVersion, calver !== undefined))}`,
    );
  }
  if (dev !== undefined) {
    throw new ReleaseError(
      `${label} is a development version, which releaser never releases; ask for ${formatVersion(padded(publicVersion, calver !== undefined))} (a pre-release such as 2.0.0rc1 is a release)`,
    );
  }
  const version = padded(publicVersion, calver !== undefined);
  // As the files and the tag will carry it: a calendar format's zero-padded month and day kept.
  const canonical =
    calver === undefined ? formatVersion(version) : spellCalver(version, parseCalverFormat(calver));
  if (canonical === text) return { version, note: undefined };
  const why =
    version.release.length > parsed.release.length
      ? "a release has three numbers (a two-part tag reads as a floating tag, like v2.0 for the newest 2.0.x, not as a release)"
      : calver === undefined
        ? "its canonical PEP 440 spelling, which the files and the tag carry"
        : `its PEP 440 spelling in calver_format ${calver}, which the files and the tag carry`;
  return { version, note: `${label} is taken as ${canonical}: ${why}` };
}

/** A semantic version's release segment padded to three numbers (`2.0` -> `2.0.0`). */
function padded(version: Pep440Version, calver: boolean): Pep440Version {
  if (calver || version.release.length >= 3) return version;
  const release = [...version.release];
  while (release.length < 3) release.push(0);
  return { ...version, release };
}
