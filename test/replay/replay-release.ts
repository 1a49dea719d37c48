import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { type CommitsLevel, readCommitsLevel } from "./commit-level.ts";
import {
  addedLines,
  changedLines,
  changesVersionDefine,
  changesVersionText,
  fileKind,
  mentionsVersion,
  versionFromDefines,
} from "./files.ts";
import { git } from "./git.ts";
import { type Judgement, judge, type RealRelease, type ReleaserProposal } from "./judge.ts";
import type { Release } from "./releases.ts";
import { type CommandRun, runReleaser } from "./run-releaser.ts";
import { prepareScratch } from "./scratch.ts";
import { readTagVersion, sameVersion } from "./tag-version.ts";

/** One replayed release: the record `--json` prints. */
export interface ReplayRecord {
  project: string;
  tag: string;
  real_version: string;
  proposed_version: string | null;
  verdict: Judgement["verdict"];
  reasons: string[];
  real_files: string[];
  releaser_files: string[];
  seconds: number;
  changelog: Judgement["changelog"];
  override: string | null;
  branch: string;
  release_commit: string;
  commands: Record<string, number>;
}

/** What the project's release commit did: the files whose added lines carry the version. */
export function readRealRelease(mirror: string, release: Release): RealRelease {
  const parsed = readTagVersion(release.tag);
  const releaseNumbers = parsed?.release ?? release.version.split(".").map(Number);
  const rest = release.version.slice(releaseNumbers.join(".").length);
  const real: RealRelease = { tag: release.tag, version: release.version, files: [] };
  if (release.releaseCommit === release.tagCommit && !changesVersion(mirror, release)) return real;
  const diff = git(mirror, [
    "show",
    "--format=",
    "-U0",
    "--no-renames",
    "--no-ext-diff",
    release.releaseCommit,
  ]);
  for (const [path, lines] of changedLines(diff)) {
    const hits = lines.added.filter((l) => mentionsVersion(l, releaseNumbers, rest));
    if (hits.length === 0) {
      // A header that spells the version in parts: its defines changed, and they now spell it.
      if (/\.(h|hpp)$/.test(path) && changesVersionDefine(lines)) {
        const text = git(mirror, ["show", `${release.releaseCommit}:${path}`]);
        if (sameVersion(versionFromDefines(text) ?? "", release.version)) real.files.push(path);
      }
      continue;
    }
    // A changelog gains its section; any other file counts when its version text was changed.
    if (fileKind(path) === "changelog") {
      real.files.push(path);
      real.changelogHeading ??= headingAmong(hits);
    } else if (changesVersionText(lines, releaseNumbers, rest)) real.files.push(path);
  }
  real.files.sort();
  return real;
}

/** A release the harness cannot put back fairly: said, and left out of the score. */
export class NotReplayable extends Error {}

/** What a release ships beside the version: code, and MANIFEST.in (what the sdist holds). */
const CODE = /\.(py|pyx|pxd|pyi|rs|c|h|cc|cpp|hpp)$|(^|\/)MANIFEST\.in$/;

/**
 * Where a release is replayed from. A version set in files: the release commit's parent, the state
 * a maintainer runs `update` in. A version from the tag (no version file changed): the tagged
 * commit itself, the state the tag is made on, with every commit of the release in it. A release
 * commit that also changes code (a fix and the bump in one commit) has no state before it that
 * holds the fix: NotReplayable.
 */
export function replayPoint(mirror: string, release: Release, real: RealRelease): "parent" | "tagged" {
  const versionFiles = real.files.filter((f) => fileKind(f) === "version");
  if (versionFiles.length === 0) return "tagged";
  const changed = git(mirror, ["show", "--format=", "--name-only", "--no-renames", release.releaseCommit])
    .split("\n")
    .filter(Boolean);
  const code = changed.filter((f) => CODE.test(f) && !real.files.includes(f) && fileKind(f) === "version");
  if (code.length > 0) {
    throw new NotReplayable(
      `its release commit also changes ${code.length === 1 ? code[0] : `${code.length} code files (${code.slice(0, 3).join(", ")}${code.length > 3 ? ", ..." : ""})`}: a fix and the bump in one commit, so no state before it holds the fix`,
    );
  }
  return "parent";
}

/** The tag's own commit changes any file (an empty commit tagged has no version text to read). */
function changesVersion(mirror: string, release: Release): boolean {
  return git(mirror, ["show", "--format=", "--name-only", release.releaseCommit]).trim() !== "";
}

interface CheckJson {
  next_version?: string | null;
  current_version?: string | null;
  last_tag?: string | null;
  bump?: string | null;
  version_scheme?: string | null;
  tag?: string | null;
  files?: string[];
  stale_copies?: Array<string | { path?: string; file?: string; line?: number }>;
  packages?: CheckJson[];
  name?: string;
}

function parseJson(run: CommandRun): CheckJson | undefined {
  try {
    return JSON.parse(run.stdout) as CheckJson;
  } catch {
    return undefined;
  }
}

/** The line an error ends with (`error: ...`), for the record. */
function errorLine(run: CommandRun): string {
  const lines = `${run.stderr}\n${run.stdout}`.split("\n").filter((l) => l.trim() !== "");
  const error = lines.find((l) => l.startsWith("error")) ?? lines[lines.length - 1] ?? `exit ${run.code}`;
  return `${run.args[0]}: ${error.slice(0, 400)}`;
}

const LEVEL = "major|minor|patch";

/**
 * The levels a text names after `--bump`: `--bump minor`, `--bump patch|minor|major`, `--bump
 * patch` (or minor, major); empty when it names none (`--bump <kind>`, a bare `--bump`).
 */
function namedLevels(text: string): { named: string[]; bare: boolean } {
  const named: string[] = [];
  let bare = false;
  const mention = new RegExp(
    String.raw`--bump\b(?:[ =]${"`"}?(${LEVEL})(?![\w-])((?:\|(?:${LEVEL}))*)${"`"}?(?:\s*\(or ((?:${LEVEL})(?:,?\s*(?:or\s+)?(?:${LEVEL}))*)\))?)?`,
    "g",
  );
  for (const m of text.matchAll(mention)) {
    if (m[1] === undefined) {
      bare = true;
      continue;
    }
    const levels = [m[1], ...(m[2] ?? "").split("|"), ...(m[3] ?? "").split(/[\s,]+/)];
    for (const level of levels) if (new RegExp(`^(${LEVEL})$`).test(level)) named.push(level);
  }
  return { named: [...new Set(named)], bare };
}

/**
 * The versions a text names after `--release-as` (or in a `Release-As:` footer it quotes):
 * `--release-as 2.0.52`; empty when it names none (`--release-as <version>`, `X.Y.Z`, a bare mention).
 */
function namedVersions(text: string, flag: RegExp): { named: string[]; bare: boolean } {
  const named: string[] = [];
  let bare = false;
  for (const m of text.matchAll(flag)) {
    const version = /^v?(\d+(?:\.\d+)*(?:[-_.+]?[A-Za-z0-9]+)*)/.exec(m[1] ?? "")?.[1];
    if (version === undefined) bare = true;
    else named.push(version.replace(/\.+$/, ""));
  }
  return { named: [...new Set(named)], bare };
}

/**
 * The overrides a message of releaser's advises, to try in this order. What the text names is
 * what is tried: `--bump minor` tries minor alone, `--release-as 2.0.52` that version alone (when
 * the named ones include the level or version that reaches the release, that one alone). A mention
 * that names none (`--bump <level>`, `--release-as <version>`, `--release-as X.Y.Z`, no argument)
 * leaves the choice to the maintainer: the level that reaches the release (`level`), the released
 * version (`realVersion`).
 */
export function advisedOverrides(text: string, realVersion: string, level: string): string[][] {
  const overrides: string[][] = [];
  const pick = (named: string[], bare: boolean, real: string, same: (a: string, b: string) => boolean) => {
    const hit = named.find((n) => same(n, real));
    if (hit !== undefined) return [hit];
    return bare ? [...named, real] : named;
  };
  const bump = namedLevels(text);
  for (const l of pick(bump.named, bump.bare, level, (a, b) => a === b)) overrides.push(["--bump", l]);
  const releaseAs = namedVersions(text, /--release-as\b(?:[ =]`?([^\s`'",;)]*))?/g);
  for (const v of pick(releaseAs.named, releaseAs.bare, realVersion, sameVersion))
    overrides.push(["--release-as", v]);
  if (/--allow-downgrade\b/.test(text)) {
    const asked = namedVersions(text, /(?:--release-as|Release-As:)(?:[ =]`?([^\s`'",;)]*))?/g);
    const versions =
      asked.named.length === 0 ? [realVersion] : pick(asked.named, false, realVersion, sameVersion);
    for (const v of versions) overrides.push(["--release-as", v, "--allow-downgrade"]);
  }
  return overrides;
}

/** The bump from `from` to `to` as releaser's `--bump` names it. */
export function bumpLevel(from: string | null | undefined, to: string): string {
  const a = (from ?? "0.0.0").split(".").map((n) => Number.parseInt(n, 10) || 0);
  const b = to.split(".").map((n) => Number.parseInt(n, 10) || 0);
  if ((a[0] ?? 0) !== (b[0] ?? 0)) return "major";
  if ((a[1] ?? 0) !== (b[1] ?? 0)) return "minor";
  return "patch";
}

/**
 * The heading releaser gives the version in an update dry run's diff: the first added line of the
 * changelog that carries the version and is no bullet; else, when it replaced a section the file
 * had for the version where it stands, that section's heading, kept (a context line of the diff).
 * Never an entry that quotes the version (`- Fill in the 1.0.3 changelog`): releaser writes no
 * heading as a bullet.
 */
export function changelogHeadingOf(diff: string, version: string): string | undefined {
  const parsed = readTagVersion(version);
  if (!parsed) return undefined;
  const rest = version.slice(parsed.release.join(".").length);
  const carries = (l: string) => mentionsVersion(l, parsed.release, rest) && isHeadingLine(l);
  for (const [path, lines] of addedLines(diff)) {
    if (fileKind(path) !== "changelog") continue;
    const hit = lines.find(carries);
    if (hit !== undefined) return hit;
  }
  let path: string | undefined;
  for (const line of diff.split("\n")) {
    if (line.startsWith("+++ ")) path = line.slice(4).replace(/^b\//, "");
    else if (
      line.startsWith(" ") &&
      path !== undefined &&
      fileKind(path) === "changelog" &&
      carries(line.slice(1))
    )
      return line.slice(1);
  }
  return undefined;
}

/** Not a bullet of a list, nor a reST label above a heading (`.. _v1.1.0:`). */
function isHeadingLine(line: string): boolean {
  return !/^\s*([-*+]|\d+\.)\s/.test(line) && !/^\.\.\s/.test(line);
}

/** The line that heads a release's section among lines that carry its version: not a bullet of a list. */
export function headingAmong(lines: readonly string[]): string | undefined {
  return lines.find(isHeadingLine) ?? lines[0];
}

function staleOf(json: CheckJson): string[] {
  return (json.stale_copies ?? []).map((s) => (typeof s === "string" ? s : (s.path ?? s.file ?? "")));
}

/**
 * Replays one release: the scratch repository just before it, then what a maintainer adopting
 * releaser does (`init` with its defaults; `check --json`; `update --dry-run`), then the
 * override releaser advises when its proposal is not the project's. The scratch folder is removed.
 */
export function replayRelease(
  project: string,
  mirror: string,
  release: Release,
  defaultBranch: string,
  scratchRoot: string,
): ReplayRecord {
  const started = process.hrtime.bigint();
  const dir = mkdtempSync(join(scratchRoot, "release-"));
  const commands: Record<string, number> = {};
  const timed = (name: string, run: CommandRun) => {
    commands[name] = Number(((commands[name] ?? 0) + run.seconds).toFixed(3));
    return run;
  };
  try {
    const real = readRealRelease(mirror, release);
    const at = replayPoint(mirror, release, real);
    const work = prepareScratch(mirror, release, defaultBranch, dir, at);
    const run = (name: string, args: string[]) => timed(name, runReleaser(work, args, release.moment));
    const ours: ReleaserProposal = { version: null, tag: null, files: [], staleCopies: [] };
    const init = run("init", ["init"]);
    if (init.code !== 0) ours.error = errorLine(init);
    // init's files stay uncommitted: a commit of them would count as one more (conventional)
    // commit in the history releaser reads; the dry runs read the configuration from the tree.
    else proposeWith(run, [], ours, real);
    const judgement = judge(real, ours, commitsOfChoice(work, real, ours));
    return {
      project,
      tag: release.tag,
      real_version: release.version,
      proposed_version: ours.version,
      verdict: judgement.verdict,
      reasons: judgement.reasons,
      real_files: real.files,
      releaser_files: ours.files,
      seconds: Number((Number(process.hrtime.bigint() - started) / 1e9).toFixed(2)),
      changelog: judgement.changelog,
      override: ours.override ?? null,
      branch: release.branch,
      release_commit: release.releaseCommit,
      commands,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The level the commits of releaser's range ask (read by the harness, one `git log`), when the
 * release may be a maintainer's choice: releaser proposed another version than the project's, with
 * no override taken or advised. Otherwise undefined: no choice to judge, no git run.
 */
export function commitsOfChoice(
  work: string,
  real: RealRelease,
  ours: ReleaserProposal,
): CommitsLevel | undefined {
  if (ours.error !== undefined || ours.override !== undefined || (ours.advised ?? []).length > 0)
    return undefined;
  if (ours.base === undefined || ours.version === null || sameVersion(ours.version, real.version))
    return undefined;
  try {
    return readCommitsLevel(work, ours.base.lastTag);
  } catch {
    // A base the work clone cannot name (a tag releaser read elsewhere): no reading, so no choice;
    // the row keeps its verdict rather than leave the score.
    return undefined;
  }
}

/** `check --json` and `update --dry-run` with `extra`; then, if the version is not the project's, the advised override. */
function proposeWith(
  run: (name: string, args: string[]) => CommandRun,
  extra: string[],
  ours: ReleaserProposal,
  real: RealRelease,
): void {
  const check = run("check", ["check", "--json", ...extra]);
  const json = parseJson(check);
  const pick = json ? pickPackage(json, real) : undefined;
  if (check.code !== 0 || !pick) {
    const advice = advisedOverrides(
      `${check.stderr}\n${check.stdout}`,
      real.version,
      bumpLevel(pick?.current_version, real.version),
    );
    if (extra.length === 0 && tryOverrides(run, advice, ours, real)) return;
    ours.error = errorLine(check) + (ours.error ? ` (${ours.error})` : "");
    return;
  }
  ours.version = pick.next_version ?? null;
  ours.tag = pick.tag ?? null;
  // The base of a single project's range. A package of several counts only the commits that touch
  // its folder, which one range of the harness does not read: no base, so never a choice.
  if (extra.length === 0 && (json?.packages ?? []).length === 0) {
    ours.base = {
      lastTag: pick.last_tag ?? null,
      currentVersion: pick.current_version ?? null,
      bump: pick.bump ?? null,
      scheme: pick.version_scheme ?? null,
    };
  }
  ours.files = [...(pick.files ?? [])].sort();
  ours.staleCopies = staleOf(pick);
  const update = run("update", ["update", "--dry-run", ...extra]);
  if (update.code !== 0) {
    const advice = advisedOverrides(
      `${update.stderr}\n${update.stdout}`,
      real.version,
      bumpLevel(pick.current_version, real.version),
    );
    if (extra.length === 0 && tryOverrides(run, advice, ours, real)) return;
    ours.error = errorLine(update) + (ours.error ? ` (${ours.error})` : "");
    return;
  }
  // What update would write, as its diff shows: a file that already carries the version (set
  // ahead of the release) is one `check` names and `update` leaves as it is.
  const written = [...changedLines(update.stdout).keys()];
  if (written.length > 0) ours.files = written.sort();
  const heading = changelogHeadingOf(update.stdout, real.version);
  if (heading !== undefined) ours.changelogHeading = heading;
  if (extra.length > 0 || (ours.version !== null && sameVersion(ours.version, real.version))) return;
  const human = run("check", ["check", ...extra]);
  const advice = advisedOverrides(
    `${human.stdout}\n${human.stderr}`,
    real.version,
    bumpLevel(pick.current_version, real.version),
  );
  tryOverrides(run, advice, ours, real);
}

/** Takes the first advised override that gives the project's version; true when one did. */
function tryOverrides(
  run: (name: string, args: string[]) => CommandRun,
  advice: string[][],
  ours: ReleaserProposal,
  real: RealRelease,
): boolean {
  let stopped: string | undefined;
  for (const override of advice) {
    const trial: ReleaserProposal = { version: null, tag: null, files: [], staleCopies: [] };
    proposeWith(run, override, trial, real);
    if (trial.error === undefined && trial.version !== null && sameVersion(trial.version, real.version)) {
      Object.assign(ours, trial, { override: override.join(" ") });
      delete ours.error;
      return true;
    }
    stopped ??=
      trial.error === undefined ? undefined : `with ${override.join(" ")}, as advised: ${trial.error}`;
  }
  // The advice led to an error: the release is blocked by it, not merely proposed otherwise.
  if (stopped !== undefined) ours.error = stopped;
  // Advice that gives another version than the project's: releaser said something of this
  // release, so it is never a maintainer's choice.
  if (advice.length > 0) ours.advised = advice.map((o) => o.join(" "));
  return false;
}

/** A workspace's check names each package: the one whose tag or version is the release's. */
function pickPackage(json: CheckJson, real: RealRelease): CheckJson | undefined {
  if (!json.packages || json.packages.length === 0) return json;
  return (
    json.packages.find((p) => p.tag === real.tag) ??
    json.packages.find((p) => p.next_version === real.version) ??
    json.packages[0]
  );
}
