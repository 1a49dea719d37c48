import { type Pep440Version, parseVersion } from "./version.ts";

/*
 * Release branches and maintenance lines (DESIGN 3 and 4): `release_branch` is one branch name, or
 * a list of names and globs (`["main", "*.x", "maintenance/*", "stable/*"]`). The first plain name
 * is the trunk; the others let `release-pr` and `release` run on maintenance lines too. A branch
 * that names a line (`1.4.x`, `maintenance/2.5.x`, `stable/5.1.x`) keeps its releases in it. Pure.
 */

/** The release branch when nothing names one (DESIGN 3). */
export const FALLBACK_BRANCH = "main";

/** `release_branch` as configured: one name, or names and globs. */
export type ReleaseBranchSetting = string | readonly string[];

/** The entries of the setting, in order. */
export function releaseBranchEntries(setting: ReleaseBranchSetting): readonly string[] {
  return typeof setting === "string" ? [setting] : setting;
}

/** Whether an entry is a glob (`*.x`, `stable/*`) rather than one branch's name. */
export function isBranchGlob(entry: string): boolean {
  return /[*?[]/.test(entry);
}

/** The trunk: the first entry that names one branch; undefined when every entry is a glob. */
export function trunkOf(setting: ReleaseBranchSetting): string | undefined {
  if (typeof setting === "string") return setting; // one name, whatever its characters
  return releaseBranchEntries(setting).find((entry) => !isBranchGlob(entry));
}

/**
 * The release line a branch names: the numbers before its final `.x` (`1.4.x` -> [1, 4],
 * `maintenance/2.5.x` -> [2, 5], `stable/v5.x` -> [5]); undefined for any other branch (`main`,
 * `feature/x`, `1.4`).
 */
export function lineOfBranch(branch: string): number[] | undefined {
  const last = branch.split("/").at(-1) ?? "";
  const match = /^v?(\d+(?:\.\d+)*)\.x$/i.exec(last);
  if (match === null) return undefined;
  return (match[1] ?? "").split(".").map(Number);
}

/**
 * Whether a version is of a newer line than the branch's name tells, in the looser way branches
 * of maintenance lines are named (`v2.12`, `release-2.3`, `2.12.x`, `maint/1.4`: the first
 * `<major>.<minor>` of its last part): 2.13.5 beside `v2.12` is; 2.2.0 beside `release-2.3` and
 * anything beside `main` are not.
 */
export function newerThanBranchLine(version: Pep440Version, branch: string): boolean {
  const last = branch.split("/").at(-1) ?? "";
  const match = /(?:^|[^\d.])(\d+)\.(\d+)(?![\d])/.exec(last);
  if (match === null) return false;
  const line = [Number(match[1]), Number(match[2])];
  for (let i = 0; i < line.length; i++) {
    const d = (version.release[i] ?? 0) - (line[i] ?? 0);
    if (d !== 0) return d > 0;
  }
  return false;
}

/** Whether a version belongs to the line: its release segment starts with the line's numbers. */
export function inLine(line: readonly number[], version: string | Pep440Version): boolean {
  const parsed = typeof version === "string" ? parseVersion(version) : version;
  if (parsed === undefined) return false;
  return line.every((part, i) => (parsed.release[i] ?? 0) === part);
}

/** The line as people write it: [1, 4] -> "1.4". */
export function lineText(line: readonly number[]): string {
  return line.join(".");
}
