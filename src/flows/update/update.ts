import { rm } from "node:fs/promises";
import { join } from "node:path";
import { ConfigError, GitError, ReleaseError } from "../../core/errors.ts";
import { listSome } from "../../core/text.ts";
import { hasVersionSection } from "../../edits/changelog-file.ts";
import { type FileEdit, planFileEdits } from "../../edits/file-edit.ts";
import { runGit } from "../../git/run.ts";
import {
  checkCommitIdentity,
  commitEmpty,
  commitPaths,
  describeOperationInProgress,
  readStatus,
  type StatusEntry,
  unstagePaths,
} from "../../git/worktree.ts";
import { type CheckResult, checkFlow } from "../check/check.ts";
import type { CheckOptions } from "../check/check-types.ts";
import type { FlowContext, VersionOverrides } from "../shared/context.ts";
import { faultPoint } from "../shared/fault-points.ts";
import { keepsWrittenSection, unaskedRelease } from "../shared/release-notes.ts";
import { withoutTowncrierWarning } from "../shared/towncrier.ts";
import { describeCommitFailure } from "./commit-failure.ts";
import { type ReleaseFiles, readReleaseFiles } from "./release-files.ts";
import {
  checkTowncrierRuns,
  fragmentRemovals,
  newsEdit,
  prepareTowncrierUpdate,
  previewTowncrierBuild,
  readyRemovalsForCommit,
  runTowncrierBuild,
  undoTowncrierBuild,
} from "./towncrier-update.ts";
import {
  findStrayTempFiles,
  journalPath,
  removeJournal,
  updateWrittenPaths,
  writeJournal,
} from "./update-journal.ts";
import { writeEdits } from "./write-edits.ts";

export interface UpdateOptions {
  /** Write the files but make no commit. */
  commit: boolean;
  /** Compute and show the edits; write nothing. */
  dryRun: boolean;
  /** Proceed although the working tree has changes. */
  allowDirty: boolean;
  /**
   * Origin's tag names (a version tagged only there is taken): read by `update` itself unless
   * given (release-pr hands over the listing it already read).
   */
  remoteTags?: CheckOptions["remoteTags"];
  /** `--offline`: the clone's tags alone (DESIGN 5). */
  offline?: boolean;
}

export type UpdateOutcome =
  /** No commit asks for a release. */
  | { kind: "nothing" }
  /** The files already carry the next version, committed (a second `update` finds nothing to do). */
  | { kind: "pending" }
  | { kind: "dry-run"; edits: FileEdit[]; notes: string[]; message: string; finishing: string[] }
  | {
      kind: "written";
      edits: FileEdit[];
      notes: string[];
      commit: string | undefined;
      message: string;
      /** Why this run finished an earlier, incomplete update (empty for an ordinary update). */
      finishing: string[];
    };

export interface UpdateResult {
  check: CheckResult;
  outcome: UpdateOutcome;
}

/** The spec's update flow: check, then write the version files and the changelog, then commit. */
export async function updateFlow(
  context: FlowContext,
  overrides: VersionOverrides,
  options: UpdateOptions,
  /** The check already made (updateRepositoryFlow); made here when not given. */
  checked?: CheckResult,
): Promise<UpdateResult> {
  const check = checked ?? (await checkFlow(withoutTowncrierWarning(context), overrides));
  const { plan, config, project, repo } = check;
  if (check.staleJournal && !options.dryRun) await removeJournal(repo.gitDir);
  if (plan.nextVersion === undefined) return { check, outcome: { kind: "nothing" } };
  const version = plan.nextVersion;
  refuseNoVersionTarget(check);

  const files = await readReleaseFiles(repo.root, project.targets, config.changelog_file);
  // With towncrier the news fragments are the changelog: towncrier writes its news file (DESIGN 4).
  const towncrier = await prepareTowncrierUpdate(check, version, context.env);
  const releasePaths = [...new Set([...files.texts.keys(), ...(towncrier ? [towncrier.news.path] : [])])];
  if (!options.dryRun) {
    // What a killed run left half-written (its temporary files, the journal's included) goes first.
    const written = [...releasePaths.map((p) => join(repo.root, p)), journalPath(repo.gitDir)];
    for (const stray of await findStrayTempFiles(written)) await rm(stray, { force: true });
  }
  const changelogText = files.texts.get(files.changelogFile);
  const changelogName = towncrier?.news.path ?? files.changelogFile;
  const hasSection = towncrier
    ? towncrier.news.section !== undefined
    : hasVersionSection(changelogText, version);
  const finishing: string[] = [];
  // `git status` is read once, and only when a path below needs it (not on a plain dry run).
  let statusRead: ReturnType<typeof readStatus> | undefined;
  const status = () => {
    statusRead ??= readStatus(repo.root, true, context.env);
    return statusRead;
  };
  let committedPaths: string[] = [];
  // The files carry the next version, but no release commit set it (bumped by hand, or an
  // `update --no-commit`): this update finishes the files and makes the release commit, which is
  // what makes the version pending (DESIGN 5), an empty one when nothing is left to write.
  const unasked = unaskedRelease(check);
  if (check.interrupted !== undefined) {
    finishing.push(`an update to ${version} was interrupted before its commit`);
    committedPaths = dirtyReleasePaths(await status(), releasePaths);
    if (towncrier) committedPaths.push(...fragmentRemovals(towncrier, await status()));
  } else if (plan.pending || unasked) {
    // The files carry the version; the update is complete only when every file has it, the
    // changelog has its section and all of it is committed.
    committedPaths = await updateWrittenPaths(repo.root, await status(), releasePaths, version, context.env);
    if (towncrier) committedPaths.push(...fragmentRemovals(towncrier, await status()));
    if (committedPaths.length > 0) finishing.push(`${committedPaths.join(", ")} not committed`);
    if (!hasSection) finishing.push(`${changelogName} has no section for ${version}`);
  }
  const keepSection = towncrier !== undefined || keepsWrittenSection(check, hasSection);
  const { edits, notes } = planEdits(files, version, keepSection ? undefined : plan.changelog, check.date);
  if (unasked) finishing.push(`the files carry ${version}, but no release commit set it`);
  if ((plan.pending || unasked) && check.interrupted === undefined) {
    const stale = edits.filter((e) => e.path !== files.changelogFile).map((e) => e.path);
    if (stale.length > 0)
      finishing.push(`${stale.join(", ")} still carr${stale.length > 1 ? "y" : "ies"} an older version`);
    if (finishing.length === 0 && plan.pending) return { check, outcome: { kind: "pending" } };
  }
  const message = config.commit_message.replaceAll("{version}", version);
  if (options.dryRun) {
    if (towncrier?.build) {
      const preview = await previewTowncrierBuild(towncrier, plan);
      edits.push(preview.edit);
      notes.push(preview.note);
    }
    return { check, outcome: { kind: "dry-run", edits, notes, message, finishing } };
  }

  const inProgress = await describeOperationInProgress(repo.gitDir);
  if (inProgress !== undefined) throw new GitError(`${inProgress}; nothing was changed`);
  if (options.commit) await checkCommitIdentity(repo.root, context.env);
  const ours = new Set(committedPaths);
  const touched = [...edits.map((e) => e.path), ...(towncrier ? [towncrier.news.path] : [])];
  if (!options.allowDirty) refuseDirtyTree(await status(), touched, ours);
  if (towncrier) await checkTowncrierRuns(towncrier, plan);

  if (options.commit) {
    await writeJournal(repo.gitDir, { version, head: repo.head, message, paths: releasePaths });
    faultPoint(context.env);
  }
  const written = await writeEdits(repo.root, edits, () => faultPoint(context.env));
  if (towncrier?.build) {
    try {
      await runTowncrierBuild(towncrier, context.env);
    } catch (error) {
      const restored = await written.restore();
      await removeJournal(repo.gitDir);
      const restoredText = restored.length > 0 ? `restored ${restored.join(", ")}, ` : "";
      throw new ConfigError(`${(error as Error).message}; ${restoredText}nothing was changed`, {
        cause: error,
        details: error instanceof ReleaseError ? error.details : [],
      });
    }
    edits.push(await newsEdit(towncrier));
    faultPoint(context.env);
    if (options.commit) {
      const removed = fragmentRemovals(towncrier, await readStatus(repo.root, true, context.env));
      committedPaths.push(towncrier.news.path, ...removed);
    }
  }
  if (!options.commit) {
    await removeJournal(repo.gitDir);
    return { check, outcome: { kind: "written", edits, notes, commit: undefined, message, finishing } };
  }
  const toCommit = [...new Set([...written.paths, ...committedPaths])];
  if (toCommit.length === 0 && unasked) {
    const commit = await commitEmpty(repo.root, message, context.env);
    await removeJournal(repo.gitDir);
    return { check, outcome: { kind: "written", edits, notes, commit, message, finishing } };
  }
  if (toCommit.length === 0) {
    // Everything was written and committed by the interrupted run; only its record remained.
    await removeJournal(repo.gitDir);
    return { check, outcome: { kind: "pending" } };
  }
  if (towncrier) await readyRemovalsForCommit(towncrier, context.env);
  try {
    const commit = await commitPaths(repo.root, toCommit, message, context.env, () =>
      faultPoint(context.env),
    );
    faultPoint(context.env);
    await removeJournal(repo.gitDir);
    return { check, outcome: { kind: "written", edits, notes, commit, message, finishing } };
  } catch (error) {
    // git may have moved the branch and then failed (killed, a post-commit hook): then the
    // release commit exists, and undoing the files would revert it in the work tree.
    const made = await releaseCommitMade(repo.root, repo.head, message, context.env);
    if (made !== undefined) {
      await removeJournal(repo.gitDir);
      return { check, outcome: { kind: "written", edits, notes, commit: made, message, finishing } };
    }
    await unstagePaths(repo.root, toCommit, context.env).catch(() => undefined);
    const restored = await written.restore();
    if (towncrier?.build)
      restored.push(...(await undoTowncrierBuild(towncrier, context.env).catch(() => [])));
    await removeJournal(repo.gitDir);
    const reason = error instanceof ReleaseError ? error.message : String(error);
    const restoredText = restored.length > 0 ? `restored ${restored.join(", ")}, ` : "";
    throw new GitError(
      `the release commit failed (${reason}); ${restoredText}nothing was changed. ${await describeCommitFailure(repo, context.env)}`,
      { cause: error, details: error instanceof ReleaseError ? error.details : [] },
    );
  }
}

/** HEAD, when it is a new commit with our message on top of `before`; else undefined. */
export async function releaseCommitMade(
  root: string,
  before: string,
  message: string,
  env: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  const result = await runGit(["log", "-1", "--format=%H%x00%P%x00%B", "HEAD"], { cwd: root, env }).catch(
    () => undefined,
  );
  const [hash = "", parents = "", body = ""] = (result?.stdout ?? "").split("\0");
  return hash !== before && parents.trim() === before && body.trim() === message.trim() ? hash : undefined;
}

function planEdits(files: ReleaseFiles, version: string, changelogSection: string | undefined, date: string) {
  return planFileEdits({
    version,
    targets: files.targets,
    texts: files.texts,
    changelogFile: files.changelogFile,
    changelogSection,
    date,
  });
}

/** Release files with changes not in HEAD (staged, unstaged, or new and untracked). */
function dirtyReleasePaths(entries: readonly StatusEntry[], paths: readonly string[]): string[] {
  const wanted = new Set(paths);
  return entries.filter((e) => wanted.has(e.path)).map((e) => e.path);
}

/**
 * A dirty tree: any tracked change, or an untracked file where the update would write. The
 * release files of an update being finished (`ours`) are expected to be dirty.
 */
export function refuseDirtyTree(
  entries: readonly StatusEntry[],
  paths: readonly string[],
  ours: ReadonlySet<string>,
): void {
  const touched = new Set(paths);
  const dirty = entries
    .filter((e) => (e.code !== "??" || touched.has(e.path)) && !ours.has(e.path))
    .map((e) => e.path);
  if (dirty.length === 0) return;
  throw new GitError(
    `the working tree has uncommitted changes (${listSome(dirty)}); commit or stash them first, or pass --allow-dirty`,
  );
}

/**
 * A release commit must move the version: with no file to write it to (no pyproject.toml at the
 * repository root, no __version__, no version_files) it would carry only a changelog. A version a
 * build backend computes from the tag (setuptools-scm, hatch-vcs) is the exception.
 */
function refuseNoVersionTarget({ project, repo }: CheckResult): void {
  if (project.targets.some((t) => t.kind !== "lock") || project.versionFromTag !== undefined) return;
  throw new ConfigError(
    project.pyproject === undefined && project.setuptoolsFiles.length === 0
      ? `there is no pyproject.toml, setup.cfg or setup.py at the repository root (${repo.root}), so no file would carry the new version; releaser releases the project at the root of the repository: add one, or name the files with version_files`
      : 'no file carries the version (no static version, no file the build reads it from, no __version__ or VERSION file found); name it with version_files: "src/pkg/__init__.py:__version__", "src/pkg/VERSION" (a file holding just the version) or { path = "...", pattern = "version: (?P<version>.+)" }',
  );
}
