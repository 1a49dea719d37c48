import { type Bump, compareBumps } from "./bump.ts";
import { asPreRelease, countStart, fixesRaiseN, nextCalverVersion, parseCalverFormat } from "./calver.ts";
import type { PlanCommit } from "./commit.ts";
import { ReleaseError, TagExistsError } from "./errors.ts";
import { type ForcedFrom, forcedLabel, readForcedVersion } from "./forced-version.ts";
import type { PlanInput, VersionSource } from "./plan-types.ts";
import { compileTagFormat, findTagForVersion, preReleaseVersions } from "./tag-format.ts";
import { canonicalRelease, nextFree, type TakenVersion } from "./taken-versions.ts";
import {
  bumpVersion,
  compareVersions,
  formatVersion,
  type Pep440Version,
  type PreLabel,
  parseVersion,
} from "./version.ts";
import { finalOfMaking, finishing, inTheMaking } from "./version-in-making.ts";

/** The next version and why: its bump, where it came from, and the taken versions it skipped. */
export interface Choice {
  bump: Bump;
  version: Pep440Version | undefined;
  source: VersionSource;
  taken: TakenVersion[];
  /** The forced version's spelling note (readForcedVersion). */
  note?: string | undefined;
}

/**
 * The next version, by precedence: `--release-as`, `--bump`, a pending version in the files, a
 * `Release-As:` footer, else the commits' bump (none: nothing to release).
 */
export function chooseVersion(
  input: PlanInput,
  commitBump: Bump,
  baseVersion: Pep440Version,
  base: Pep440Version | undefined,
  fileVersion: Pep440Version | undefined,
  pending: boolean,
  counted: readonly PlanCommit[],
  released: ReadonlyMap<string, string>,
): Choice {
  const { overrides } = input;
  const bumpOptions = {
    majorOnZero: input.majorOnZero,
    prerelease: overrides.prerelease,
    // The files' own pre-release counts too (2.1.0b3 in the files, --prerelease b: 2.1.0b4), with
    // or without a tag for it (DESIGN 4, never lower).
    existing: withFilePreRelease(preReleaseVersions(input.tags, input.tagFormat), fileVersion),
  };
  // A development or pre-release version in the files above the base (8.5.0.dev0, 2.14.0a1) is
  // the next release in the making: a bump at its level finishes it, a larger one goes on from it,
  // so the proposal is never below it (DESIGN 4, never lower).
  const making = inTheMaking(fileVersion, base);
  // A calendar candidate is finished by the commits; `--bump` asks for the date's version instead.
  const bumpFrom = (bump: Exclude<Bump, "none">, flag = false) =>
    input.calver !== undefined
      ? ((flag ? undefined : finishedCalver(making, released, bumpOptions)) ??
        nextFreeCalver(input, input.calver, baseVersion, bump, released))
      : nextFree(
          making === undefined
            ? undefined
            : (finishing(making, bump, bumpOptions) ??
                bumpVersion({ epoch: making.epoch, release: making.release }, bump, bumpOptions)),
          baseVersion,
          bump,
          bumpOptions,
          released,
        );
  if (overrides.releaseAs !== undefined) {
    const from: ForcedFrom = { kind: "flag" };
    const { version, note } = readForcedVersion(overrides.releaseAs, from, input.calver);
    checkForcedVersion(input, version, baseVersion, overrides.releaseAs, from);
    return {
      bump: bumpBetween(baseVersion, version, commitBump),
      version,
      source: "release-as-flag",
      taken: [],
      note,
    };
  }
  if (overrides.bump !== undefined) {
    const { version, taken } = bumpFrom(overrides.bump, true);
    return { bump: overrides.bump, version, source: "bump-flag", taken };
  }
  if (pending && fileVersion !== undefined) {
    return {
      bump: bumpBetween(baseVersion, fileVersion, commitBump),
      version: fileVersion,
      source: "pending",
      taken: [],
    };
  }
  const footer = counted.find((c) => c.releaseAs !== undefined);
  if (footer?.releaseAs !== undefined) {
    const from: ForcedFrom = { kind: "footer", commit: footer.commit.hash };
    const { version, note } = readForcedVersion(footer.releaseAs, from, input.calver);
    // A footer whose version is released (its tag exists, here or on another branch) asked for
    // that release: it is done, and the commits decide the next one. Any other footer is held to
    // the rule of --release-as (issue 24): below the current version it needs --allow-downgrade.
    if (!released.has(formatVersion(canonicalRelease(version)))) {
      checkForcedVersion(input, version, baseVersion, footer.releaseAs, from);
      return {
        bump: bumpBetween(baseVersion, version, commitBump),
        version,
        source: "release-as-footer",
        taken: [],
        note,
      };
    }
  }
  if (commitBump === "none") return { bump: "none", version: undefined, source: "commits", taken: [] };
  const { version, taken } = bumpFrom(commitBump);
  return { bump: commitBump, version, source: "commits", taken };
}

/**
 * A calendar pre-release in the files above the last release (24.7.0rc1) is finished as it is: its
 * final keeps its version (24.7.0) whatever the commits' bump and the date (the final comes out a
 * month after its candidate), unless a tag names it; with `--prerelease` the next pre-release of
 * it. (`--bump` numbers by the date, as without a candidate: a final renumbered on its day.)
 */
function finishedCalver(
  making: Pep440Version | undefined,
  released: ReadonlyMap<string, string>,
  options: { prerelease?: PreLabel | undefined; existing: readonly Pep440Version[] },
): { version: Pep440Version; taken: TakenVersion[] } | undefined {
  if (making?.pre === undefined) return undefined;
  const final = finalOfMaking(making, released);
  if (final === undefined) return undefined;
  const version =
    options.prerelease === undefined ? final : asPreRelease(final, options.prerelease, options.existing);
  return { version, taken: [] };
}

/**
 * The next calendar version (DESIGN 4), or when a tag names it already (on another branch, or on
 * origin only), the next one after it in the same way: pip's 26.1 tagged elsewhere and a `feat:`
 * give 26.2. N starts where the project's tags start it (countStart).
 */
function nextFreeCalver(
  input: PlanInput,
  formatText: string,
  base: Pep440Version,
  bump: Exclude<Bump, "none">,
  released: ReadonlyMap<string, string>,
): { version: Pep440Version; taken: TakenVersion[] } {
  const format = parseCalverFormat(formatText);
  const releases = [...released.keys()].flatMap((text) => parseVersion(text) ?? []);
  const start = countStart(releases, format);
  // As the tags spell them (the released map's versions have three parts: 26.1 is 26.1.0 there).
  const tagFormat = compileTagFormat(input.tagFormat);
  const fixesN = fixesRaiseN(
    input.tags.flatMap((tag) => tagFormat.parse(tag) ?? []),
    format,
  );
  const taken: TakenVersion[] = [];
  const next = (from: Pep440Version) =>
    nextCalverVersion({ base: from, bump, date: input.date, format, start, fixesRaiseN: fixesN });
  let version = next(base);
  for (let i = 0; i < 10_000; i++) {
    const tag = released.get(formatVersion(canonicalRelease(version)));
    if (tag === undefined) break;
    taken.push({ version: formatVersion(version), tag });
    version = next(version);
  }
  const { prerelease } = input.overrides;
  if (prerelease === undefined) return { version, taken };
  return {
    version: asPreRelease(
      version,
      prerelease,
      withFilePreRelease(
        preReleaseVersions(input.tags, input.tagFormat),
        parseVersion(input.fileVersion ?? ""),
      ),
    ),
    taken,
  };
}

/**
 * A forced version (`--release-as`, a `Release-As:` footer) may not re-release a version that has
 * a tag (its changelog section would be replaced and history lost), nor go below the base version
 * unless `--allow-downgrade` says so. `asked` is the version as the user wrote it.
 */
function checkForcedVersion(
  input: PlanInput,
  version: Pep440Version,
  baseVersion: Pep440Version,
  asked: string,
  from: ForcedFrom,
): void {
  const label = forcedLabel(asked, from);
  const tagFormat = compileTagFormat(input.tagFormat);
  // PEP 440 equality: 1.4.2.0 and 1.4.2 are one version (a floating v1.4 is not a release of 1.4.0).
  const tag =
    findTagForVersion(input.tags, tagFormat, version) ??
    findTagForVersion(input.tags, tagFormat, canonicalRelease(version));
  const text = formatVersion(version);
  if (tag !== undefined) {
    throw new TagExistsError(
      `${label}: tag ${tag} already exists, so ${text} is released; choose a version above ${formatVersion(baseVersion)}`,
    );
  }
  if (compareVersions(version, baseVersion) < 0 && input.overrides.allowDowngrade !== true) {
    throw new ReleaseError(
      `${label} is below the current version ${formatVersion(baseVersion)}${input.baseTag ? ` (${input.baseTag})` : ""}; pass --allow-downgrade if you mean to release a lower version`,
      // A footer stays in the history: the way past a mistaken one without a downgrade.
      from.kind === "footer"
        ? { details: ["--release-as or --bump outranks the footer: either chooses the version instead"] }
        : {},
    );
  }
}

/**
 * The kind of step from one version up to another (major/minor/patch), else the commits' bump.
 * A step down (an allowed downgrade) is no major/minor/patch step: the commits' bump is shown.
 */
function bumpBetween(from: Pep440Version, to: Pep440Version, fallback: Bump): Bump {
  if (compareVersions(to, from) < 0) return compareBumps(fallback, "none") > 0 ? fallback : "patch";
  for (const [index, bump] of [
    [0, "major"],
    [1, "minor"],
    [2, "patch"],
  ] as const) {
    if ((to.release[index] ?? 0) !== (from.release[index] ?? 0)) return bump;
  }
  return compareBumps(fallback, "none") > 0 ? fallback : "patch";
}

/** The pre-releases the tags name, and the one the files carry. */
function withFilePreRelease(
  tagged: readonly Pep440Version[],
  fileVersion: Pep440Version | undefined,
): Pep440Version[] {
  return fileVersion?.pre === undefined ? [...tagged] : [...tagged, fileVersion];
}
