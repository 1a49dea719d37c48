import { mkdir, rm, stat } from "node:fs/promises";
import { join, posix } from "node:path";
import { ReleaseError } from "../../core/errors.ts";
import type { ReleasePlan } from "../../core/plan-types.ts";
import type { FileEdit } from "../../edits/file-edit.ts";
import { insertNewsDraft } from "../../edits/towncrier-news.ts";
import { resolveRepoPath } from "../../fs/repo-path.ts";
import { runGit } from "../../git/run.ts";
import { readStatus, type StatusEntry, unstagePaths } from "../../git/worktree.ts";
import { isFragmentPath, type TowncrierConfig } from "../../project/towncrier-config.ts";
import type { CheckResult } from "../check/check.ts";
import {
  buildTowncrierNews,
  detectTowncrier,
  draftedByTowncrier,
  readNewsSection,
  renderTowncrierDraft,
  requireTowncrier,
  type TowncrierRelease,
} from "../shared/towncrier.ts";

/**
 * `update` with towncrier (DESIGN 4): the version files are written as always, then the real
 * `towncrier build --yes` writes the news file and `git rm`s the fragments, and the one release
 * commit takes all of it. A run that finds the news file already holding the version's section
 * (an update interrupted after towncrier ran) does not build again: it commits what is there.
 */
export interface TowncrierUpdate {
  config: TowncrierConfig;
  release: TowncrierRelease;
  /** The news file (relative to the root), its text now, and the version's section in it. */
  news: { path: string; text: string | undefined; section: string | undefined };
  /** towncrier has still to build: the news file has no section for the version. */
  build: boolean;
  /** The news file's folder, when this update created it (undone with the build). */
  createdFolder?: string | undefined;
}

/** Creates the news file's folder when it is missing (inside the repository only); returns it then. */
async function ensureNewsFolder(step: TowncrierUpdate): Promise<string | undefined> {
  const folder = posix.dirname(step.news.path);
  if (folder === "." || step.news.text !== undefined) return undefined;
  // readNewsSection read the news file's path through the same check: it is inside the repository.
  const real = await resolveRepoPath(step.release.root, folder);
  if (
    await stat(real.abs).then(
      () => true,
      () => false,
    )
  )
    return undefined;
  await mkdir(real.abs, { recursive: true });
  return real.abs;
}

/** The towncrier part of this update, or undefined when the project does not use towncrier. */
export async function prepareTowncrierUpdate(
  check: CheckResult,
  version: string,
  env: NodeJS.ProcessEnv,
): Promise<TowncrierUpdate | undefined> {
  const root = check.repo.root;
  const config = await detectTowncrier(root, check.loaded.pyproject?.data);
  if (config === undefined) return undefined;
  const release = { root, env, version, date: check.date, name: check.project.name };
  const news = await readNewsSection(config, release);
  return { config, release, news, build: news.section === undefined };
}

/**
 * The news file as the build would write it, for `update --dry-run` (towncrier runs only with
 * --draft): the draft the plan carries when check made it, else a new one (which also stops on a
 * missing towncrier). The fragments towncrier would remove are named in a note.
 */
export async function previewTowncrierBuild(
  step: TowncrierUpdate,
  plan: ReleasePlan,
): Promise<{ edit: FileEdit; note: string }> {
  requireTowncrier(plan);
  const planned = draftedByTowncrier(plan) ? plan.changelog : undefined;
  const draft = planned ?? (await renderTowncrierDraft(step.config, step.release));
  const after = insertNewsDraft(step.news.text, step.config.startString, draft);
  return {
    edit: { path: step.news.path, before: step.news.text, after },
    note: `towncrier build writes ${step.news.path} and removes the news fragments it used (git rm), in the release commit`,
  };
}

/**
 * Before anything is written: towncrier is there (else the clear error), and its settings and
 * fragments render (check's draft said so, or a draft now).
 */
export async function checkTowncrierRuns(step: TowncrierUpdate, plan: ReleasePlan): Promise<void> {
  if (!step.build) return;
  requireTowncrier(plan);
  if (!draftedByTowncrier(plan)) await renderTowncrierDraft(step.config, step.release);
}

/**
 * Runs the real build. A failure undoes what towncrier did (the news file, the fragments) and
 * throws; the caller restores the version files it wrote.
 */
export async function runTowncrierBuild(step: TowncrierUpdate, env: NodeJS.ProcessEnv): Promise<void> {
  try {
    // A news file that does not exist yet, in a folder that does not either (`docs/changes.rst` in
    // a project without docs/): towncrier creates the file, not the folder.
    step.createdFolder = await ensureNewsFolder(step);
    await buildTowncrierNews(step.config, step.release);
  } catch (error) {
    await undoTowncrierBuild(step, env).catch(() => undefined);
    throw error;
  }
}

/** The fragments towncrier removed (deleted in the work tree or the index). */
export function fragmentRemovals(step: TowncrierUpdate, entries: readonly StatusEntry[]): string[] {
  return entries
    .filter((e) => e.code.includes("D") && isFragmentPath(step.config, e.path))
    .map((e) => e.path);
}

/**
 * Right before the commit: the fragments `git rm` took out of the index are put back in it, so
 * that `commitPaths` stages their removal with the rest (`git add` refuses a path that is in
 * neither the work tree nor the index).
 */
export async function readyRemovalsForCommit(step: TowncrierUpdate, env: NodeJS.ProcessEnv): Promise<void> {
  const entries = await readStatus(step.release.root, true, env);
  const staged = entries
    .filter((e) => e.code.startsWith("D") && isFragmentPath(step.config, e.path))
    .map((e) => e.path);
  if (staged.length > 0) await unstagePaths(step.release.root, staged, env);
}

/**
 * Puts the news file and the fragments back as HEAD has them (a failed build or commit); a news
 * file towncrier created is removed. Returns the paths put back.
 */
export async function undoTowncrierBuild(step: TowncrierUpdate, env: NodeJS.ProcessEnv): Promise<string[]> {
  const root = step.release.root;
  const entries = await readStatus(root, true, env);
  const fragments = fragmentRemovals(step, entries);
  const news = entries.some((e) => e.path === step.news.path) ? [step.news.path] : [];
  const paths = [...fragments, ...news];
  if (paths.length === 0) return [];
  await unstagePaths(root, paths, env);
  const tracked = step.news.text === undefined ? fragments : paths;
  if (tracked.length > 0) await runGit(["checkout", "--", ...tracked], { cwd: root, env });
  if (step.news.text === undefined && news.length > 0) await rm(join(root, step.news.path), { force: true });
  if (step.createdFolder !== undefined) await rm(step.createdFolder, { recursive: true, force: true });
  return paths;
}

/** The news file as towncrier wrote it, as an edit (for the output's list of written files). */
export async function newsEdit(step: TowncrierUpdate): Promise<FileEdit> {
  const after = await readNewsSection(step.config, step.release);
  if (after.text === undefined) {
    throw new ReleaseError(
      `towncrier build ran but ${step.news.path} is not there; check filename in ${step.config.source}`,
    );
  }
  return { path: step.news.path, before: step.news.text, after: after.text };
}
