import { rm } from "node:fs/promises";
import { join } from "node:path";
import { ConfigError, GitError, ReleaseError } from "../../core/errors.ts";
import { packageReleaseList } from "../../core/release-subject.ts";
import { type FileEdit, planFileEdits } from "../../edits/file-edit.ts";
import { lockfileHoldsProject, setLockfileVersion } from "../../edits/lockfile.ts";
import { LOCKFILE_NAMES, type LockfileKind } from "../../edits/lockfile-names.ts";
import { findMemberPins, setMemberPins } from "../../edits/member-pins.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";
import {
  checkCommitIdentity,
  commitEmpty,
  commitPaths,
  describeOperationInProgress,
  readStatus,
  unstagePaths,
} from "../../git/worktree.ts";
import { pathInRepository } from "../../workspace/members.ts";
import type { PackageCheck } from "../check/check.ts";
import type { FlowContext } from "../shared/context.ts";
import { faultPoint } from "../shared/fault-points.ts";
import { describeCommitFailure } from "./commit-failure.ts";
import { readReleaseFiles } from "./release-files.ts";
import { refuseDirtyTree, releaseCommitMade, type UpdateOptions } from "./update.ts";
import { findStrayTempFiles } from "./update-journal.ts";
import { writeEdits } from "./write-edits.ts";

/** One package released by a workspace update: its plan and the version it gets. */
export interface PackageRelease {
  check: PackageCheck;
  version: string;
}

export type WorkspaceUpdateOutcome =
  /** No package has a commit that asks for a release. */
  | { kind: "nothing" }
  /** Every package with a next version carries it already, committed: `release` is next. */
  | { kind: "pending"; pending: PackageCheck[] }
  | { kind: "dry-run"; releases: PackageRelease[]; edits: FileEdit[]; notes: string[]; message: string }
  | {
      kind: "written";
      releases: PackageRelease[];
      edits: FileEdit[];
      notes: string[];
      commit: string | undefined;
      message: string;
    };

/**
 * `update` in a repository of several packages (DESIGN 8): every package with a next version gets
 * its version files and changelog written (paths inside its folder), the root lock file's entries
 * of those packages follow, and one release commit names them all
 * (`chore(release): alpha-lib 1.3.0, beta-lib 0.3.1`). The workspace root's own version is never
 * touched. A package whose version is pending already is left as it is.
 */
export async function updateWorkspace(
  context: FlowContext,
  packages: readonly PackageCheck[],
  options: UpdateOptions,
): Promise<WorkspaceUpdateOutcome> {
  const releases: PackageRelease[] = packages.flatMap((check) =>
    check.plan.nextVersion === undefined || check.plan.pending
      ? []
      : [{ check, version: check.plan.nextVersion }],
  );
  if (releases.length === 0) {
    const pending = packages.filter((p) => p.plan.pending);
    return pending.length > 0 ? { kind: "pending", pending } : { kind: "nothing" };
  }
  const first = releases[0] as PackageRelease;
  const { repo } = first.check;
  const edits: FileEdit[] = [];
  const notes: string[] = [];
  /** Every file the releases write, whether or not it needs a change now. */
  const releasePaths = new Set<string>();
  for (const release of releases) {
    const planned = await packageEdits(release);
    edits.push(...planned.edits);
    notes.push(...planned.notes);
    for (const path of planned.paths) releasePaths.add(path);
  }
  const lock = await rootLockEdits(repo.root, releases);
  edits.push(...lock.edits);
  for (const path of lock.paths) releasePaths.add(path);
  const rootPins = await rootPinEdits(repo.root, releases);
  edits.push(...rootPins.edits);
  for (const path of rootPins.paths) releasePaths.add(path);
  const list = packageReleaseList(
    releases.map((r) => ({ name: r.check.member.normalisedName, version: r.version })),
  );
  const message = first.check.config.commit_message.replaceAll("{version}", list);
  if (options.dryRun) return { kind: "dry-run", releases, edits, notes, message };

  const inProgress = await describeOperationInProgress(repo.gitDir);
  if (inProgress !== undefined) throw new GitError(`${inProgress}; nothing was changed`);
  if (options.commit) await checkCommitIdentity(repo.root, context.env);
  // A release file that is changed already and needs no edit holds what this update writes: an
  // interrupted run (killed between its writes and its commit), or `update --no-commit`. Such
  // files are committed with the rest, so a re-run finishes the job; any other change is the
  // user's and stops the update.
  const edited = new Set(edits.map((e) => e.path));
  const status = await readStatus(repo.root, true, context.env);
  const ours = status.filter((e) => releasePaths.has(e.path) && !edited.has(e.path)).map((e) => e.path);
  if (!options.allowDirty) refuseDirtyTree(status, [...edited], new Set(ours));
  // What a killed run left half-written (its temporary files) goes first.
  const absolute = [...releasePaths].map((p) => join(repo.root, p));
  for (const stray of await findStrayTempFiles(absolute)) await rm(stray, { force: true });
  const written = await writeEdits(repo.root, edits, () => faultPoint(context.env));
  if (!options.commit) return { kind: "written", releases, edits, notes, commit: undefined, message };
  const toCommit = [...new Set([...written.paths, ...ours])];
  try {
    // Files that carry the versions already, committed (bumped by hand): the release commit is
    // what makes them pending (DESIGN 5), an empty one.
    const commit =
      toCommit.length === 0
        ? await commitEmpty(repo.root, message, context.env)
        : await commitPaths(repo.root, toCommit, message, context.env, () => faultPoint(context.env));
    faultPoint(context.env);
    return { kind: "written", releases, edits, notes, commit, message };
  } catch (error) {
    // git may have moved the branch and then failed: then the release commit exists.
    const made = await releaseCommitMade(repo.root, repo.head, message, context.env);
    if (made !== undefined) return { kind: "written", releases, edits, notes, commit: made, message };
    await unstagePaths(repo.root, toCommit, context.env).catch(() => undefined);
    const restored = await written.restore();
    const reason = error instanceof ReleaseError ? error.message : String(error);
    const restoredText = restored.length > 0 ? `restored ${restored.join(", ")}, ` : "";
    throw new GitError(
      `the release commit failed (${reason}); ${restoredText}nothing was changed. ${await describeCommitFailure(repo, context.env)}`,
      { cause: error, details: error instanceof ReleaseError ? error.details : [] },
    );
  }
}

/** One package's version files and changelog, as edits with paths from the repository's root. */
async function packageEdits({
  check,
  version,
}: PackageRelease): Promise<{ edits: FileEdit[]; notes: string[]; paths: string[] }> {
  const { member, project, config, loaded, repo } = check;
  const tool = loaded.pyproject?.data.tool as Record<string, unknown> | undefined;
  if (loaded.changelog?.source === "towncrier" || tool?.towncrier !== undefined) {
    throw new ConfigError(
      `${member.name} (${member.path}) keeps its changelog with towncrier, which releaser does not run for a package of several yet; set changelog_file in its [tool.releaser] table to a file releaser writes, or release it on its own`,
    );
  }
  if (!project.targets.some((t) => t.kind !== "lock")) {
    if (project.versionFromTag === undefined) {
      throw new ConfigError(
        `no file of ${member.name} (${member.path}) carries its version (no static version in its pyproject.toml, no file its build reads it from); name it with version_files in its [tool.releaser] table, e.g. "src/pkg/__init__.py:__version__"`,
      );
    }
  }
  const root = join(repo.root, member.path);
  const files = await readReleaseFiles(root, project.targets, config.changelog_file);
  const planned = planFileEdits({
    version,
    targets: files.targets,
    texts: files.texts,
    changelogFile: files.changelogFile,
    changelogSection: check.plan.changelog,
    date: check.date,
  });
  const edits = await withPinsMoved(root, planned.edits, check);
  const inRoot = (path: string) => pathInRepository(member.path, path);
  return {
    edits: edits.map((edit) => ({ ...edit, path: inRoot(edit.path) })),
    notes: planned.notes.map((note) => `${member.name}: ${note}`),
    paths: [...files.texts.keys(), ...(check.dependencyUpdates.length > 0 ? ["pyproject.toml"] : [])].map(
      inRoot,
    ),
  };
}

/** The package's exact pins on other packages follow their new versions (DESIGN 8), in its pyproject.toml. */
async function withPinsMoved(root: string, edits: FileEdit[], check: PackageCheck): Promise<FileEdit[]> {
  if (check.dependencyUpdates.length === 0) return edits;
  const versions = new Map(check.dependencyUpdates.map((u) => [u.name, u.version]));
  const file = "pyproject.toml";
  const existing = edits.find((e) => e.path === file);
  const before = existing?.before ?? (await readRepoText(root, file, ConfigError))?.text;
  if (before === undefined) return edits;
  const after = setMemberPins(existing?.after ?? before, pathInRepository(check.member.path, file), versions);
  if (existing !== undefined) return edits.map((e) => (e === existing ? { ...e, after } : e));
  return after === before ? edits : [{ path: file, before, after }, ...edits];
}

/**
 * The workspace root, when it is no package itself, may pin a member exactly (an application over
 * its libraries): the pin follows the member's release, so the workspace still resolves; the
 * root's own version is never touched.
 */
async function rootPinEdits(
  root: string,
  releases: readonly PackageRelease[],
): Promise<{ edits: FileEdit[]; paths: string[] }> {
  if (releases.some((r) => r.check.member.path === ".")) return { edits: [], paths: [] };
  const read = await readRepoText(root, "pyproject.toml", ConfigError);
  if (read === undefined) return { edits: [], paths: [] };
  const versions = new Map(releases.map((r) => [r.check.member.normalisedName, r.version]));
  const pins = findMemberPins(read.text, "pyproject.toml", new Set(versions.keys()));
  if (pins.length === 0) return { edits: [], paths: [] };
  const after = setMemberPins(read.text, "pyproject.toml", versions);
  const edits = after === read.text ? [] : [{ path: read.path.rel, before: read.text, after }];
  return { edits, paths: [read.path.rel] };
}

/**
 * The workspace's own lock file (uv.lock at the root) lists every member: the entry of each
 * released package takes its new version, the others stay as they are.
 */
async function rootLockEdits(
  root: string,
  releases: readonly PackageRelease[],
): Promise<{ edits: FileEdit[]; paths: string[] }> {
  const edits: FileEdit[] = [];
  const paths: string[] = [];
  for (const [kind, file] of Object.entries(LOCKFILE_NAMES) as [LockfileKind, string][]) {
    const read = await readRepoText(root, file, ConfigError);
    if (read === undefined) continue;
    let text = read.text;
    for (const { check, version } of releases) {
      const name = check.member.name;
      if (!lockfileHoldsProject(text, kind, name)) continue;
      const edit = setLockfileVersion(text, kind, name, version, file);
      text = edit.text;
      if (!paths.includes(read.path.rel)) paths.push(read.path.rel);
    }
    if (text !== read.text) edits.push({ path: read.path.rel, before: read.text, after: text });
  }
  return { edits, paths };
}
