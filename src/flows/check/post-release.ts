/**
 * A post-release (PEP 440 `1.2.2.post1`): the release that republishes what changed around the
 * code (the README the index shows, the docs' build, metadata, CI) without a new version of the
 * code itself (issue 42: the replay found such releases made by hand, `.post1` and `.post2`).
 * check names it when nothing since the base touches the package's code and the commits ask no
 * more than a patch. Pure but for the one `git diff` that lists the changed paths.
 */
import { parseCalverFormat, spellCalver } from "../../core/calver.ts";
import type { ReleasePlan } from "../../core/plan-types.ts";
import { formatVersion, isFinalRelease, parseVersion, sameVersionText } from "../../core/version.ts";
import { planFileEdits } from "../../edits/file-edit.ts";
import { runGit } from "../../git/run.ts";
import type { VersionTarget } from "../../project/version-target.ts";
import { readReleaseFiles } from "../update/release-files.ts";

/** Folders at the root whose files never go into the package: docs, tests, CI, news fragments. */
const AROUND_FOLDERS =
  /^(?:docs?|documentation|sites?|tests?|testing|benchmarks?|\.github|\.gitlab|\.circleci|\.azure-pipelines|changelog\.d|changes|news|newsfragments)\//i;

/** Files at the root that are about the project, its tools or its metadata, not its code. */
const AROUND_FILES =
  /^(?:readme|license|licence|copying|authors|contributors|changelog|changes|history|news|contributing|code_of_conduct|security|notice|citation)(?:\.[\w.]+)?$|^(?:tox\.ini|noxfile\.py|pytest\.ini|mypy\.ini|\.flake8|\.coveragerc|\.editorconfig|\.gitignore|\.gitattributes|\.git-blame-ignore-revs|\.mailmap|\.pre-commit-config\.ya?ml|\.readthedocs\.ya?ml|\.?codecov\.ya?ml|renovate\.json5?|pyproject\.toml|setup\.cfg|manifest\.in|(?:[\w-]*-)?requirements(?:-[\w-]+)?\.(?:txt|in))$/i;

/** Whether a changed path (from the repository's root) is around the code, not in it. */
export function isAroundTheCode(path: string): boolean {
  if (AROUND_FOLDERS.test(path)) return true;
  return !path.includes("/") && AROUND_FILES.test(path);
}

/** Commit types that say they change the code: a range with one is a release of the code. */
const CODE_TYPES = new Set(["feat", "fix", "perf", "refactor", "revert"]);

/**
 * Whether the plan may be one: the commits chose at most a patch since a final (or post) release,
 * and none says it changes the code (a `fix:`): only then are the changed paths asked for.
 */
export function mayBePostRelease(plan: ReleasePlan): boolean {
  if (plan.source !== "commits" || plan.baseTag === undefined) return false;
  if (plan.bump !== "none" && plan.bump !== "patch") return false;
  if (plan.commits.some((c) => c.conventional && (c.breaking || CODE_TYPES.has(c.type)))) return false;
  // Files that carry another version (a hand-set 1.2.3) name the next release of the code already.
  if (plan.fileVersion !== undefined && !sameVersionText(plan.fileVersion, plan.baseVersion)) return false;
  const base = parseVersion(plan.baseVersion);
  return base !== undefined && isFinalRelease(base) && base.local === undefined;
}

/** The paths that differ between the base tag and HEAD (`git diff --name-only`); [] when git cannot say. */
export async function changedSince(root: string, baseTag: string): Promise<string[]> {
  const result = await runGit(
    ["diff", "--name-only", "-z", "--no-renames", `refs/tags/${baseTag}`, "HEAD", "--"],
    {
      cwd: root,
    },
  ).catch(() => undefined);
  return result === undefined ? [] : result.stdout.split("\0").filter((p) => p !== "");
}

/**
 * The post-release after the base (1.2.2 -> 1.2.2.post1, 1.2.2.post3 -> 1.2.2.post4), spelled as
 * a calendar format writes it (`calver`: 2024.01.05.post1 under YYYY.0M.0D).
 */
export function nextPostRelease(plan: ReleasePlan, calver?: string): string | undefined {
  const base = parseVersion(plan.baseVersion);
  if (base === undefined) return undefined;
  const post = { ...base, post: (base.post ?? 0) + 1 };
  return calver === undefined ? formatVersion(post) : spellCalver(post, parseCalverFormat(calver));
}

/**
 * Whether update can write `version` into every version file: a tuple `(1, 2, 2)` or a pattern's
 * `{major}.{minor}.{patch}` groups have no place for a `.post1`, and advice update then refuses
 * helps no one. Reads the files as update does; false when they cannot be read.
 */
export async function versionFilesSpell(
  root: string,
  targets: readonly VersionTarget[],
  changelogFile: string,
  version: string,
): Promise<boolean> {
  try {
    const files = await readReleaseFiles(root, targets, changelogFile);
    planFileEdits({ ...files, version, changelogSection: undefined });
    return true;
  } catch {
    return false;
  }
}

/** The advice, when every changed path is around the code; undefined otherwise. */
export function postReleaseAdvice(
  plan: ReleasePlan,
  changed: readonly string[],
  calver?: string,
): string | undefined {
  if (!mayBePostRelease(plan) || changed.length === 0 || !changed.every(isAroundTheCode)) return undefined;
  const post = nextPostRelease(plan, calver);
  if (post === undefined) return undefined;
  const files = `${changed.length} file${changed.length === 1 ? "" : "s"}`;
  return `only docs, tests, CI and metadata changed since ${plan.baseTag} (${files}, none of the package's code): a post-release republishes them under the same version of the code: \`--release-as ${post}\``;
}
