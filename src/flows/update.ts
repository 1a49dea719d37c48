import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { GitError, ReleaseError, VersionFileError } from "../core/errors.ts";
import { type FileEdit, planFileEdits } from "../edits/file-edit.ts";
import { commitPaths, readStatus, unstagePaths } from "../git/worktree.ts";
import { type CheckResult, checkFlow } from "./check.ts";
import type { FlowContext, VersionOverrides } from "./context.ts";
import { writeEdits } from "./write-edits.ts";

export interface UpdateOptions {
  /** Write the files but make no commit. */
  commit: boolean;
  /** Compute and show the edits; write nothing. */
  dryRun: boolean;
  /** Proceed although the working tree has changes. */
  allowDirty: boolean;
}

export type UpdateOutcome =
  /** No commit asks for a release. */
  | { kind: "nothing" }
  /** The files already carry the next version (a second `update` finds nothing to do). */
  | { kind: "pending" }
  | { kind: "dry-run"; edits: FileEdit[]; notes: string[]; message: string }
  | { kind: "written"; edits: FileEdit[]; notes: string[]; commit: string | undefined; message: string };

export interface UpdateResult {
  check: CheckResult;
  outcome: UpdateOutcome;
}

/** The spec's update flow: check, then write the version files and the changelog, then commit. */
export async function updateFlow(
  context: FlowContext,
  overrides: VersionOverrides,
  options: UpdateOptions,
): Promise<UpdateResult> {
  const check = await checkFlow(context, overrides);
  const { plan, config, project, repo } = check;
  if (plan.nextVersion === undefined) return { check, outcome: { kind: "nothing" } };
  if (plan.pending) return { check, outcome: { kind: "pending" } };

  const changelogFile = config.changelog_file;
  const paths = [...new Set([...project.targets.map((t) => t.path), changelogFile])];
  const texts = new Map<string, string | undefined>();
  for (const path of paths) texts.set(path, await readText(repo.root, path));
  const { edits, notes } = planFileEdits({
    version: plan.nextVersion,
    targets: project.targets,
    texts,
    changelogFile,
    changelogSection: plan.changelog,
  });
  const message = config.commit_message.replaceAll("{version}", plan.nextVersion);
  if (options.dryRun) return { check, outcome: { kind: "dry-run", edits, notes, message } };

  if (!options.allowDirty) await refuseDirtyTree(repo.root, edits, context.env);
  const written = await writeEdits(repo.root, edits);
  if (!options.commit)
    return { check, outcome: { kind: "written", edits, notes, commit: undefined, message } };
  try {
    const commit = await commitPaths(repo.root, written.paths, message, context.env);
    return { check, outcome: { kind: "written", edits, notes, commit, message } };
  } catch (error) {
    await unstagePaths(repo.root, written.paths, context.env).catch(() => undefined);
    const restored = await written.restore();
    const reason = error instanceof ReleaseError ? error.message : String(error);
    throw new GitError(
      `the release commit failed (${reason}); restored ${restored.join(", ")}, nothing was changed. Fix the cause (a commit hook?) and run update again`,
      { cause: error, details: error instanceof ReleaseError ? error.details : [] },
    );
  }
}

async function readText(root: string, path: string): Promise<string | undefined> {
  try {
    return await readFile(join(root, path), "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return undefined;
    throw new VersionFileError(
      `${path}: cannot be read (${code === "EISDIR" ? "it is a directory" : code}); nothing was changed`,
      {
        cause: error,
      },
    );
  }
}

/** A dirty tree: any tracked change, or an untracked file where the update would write. */
async function refuseDirtyTree(
  root: string,
  edits: readonly FileEdit[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const touched = new Set(edits.map((e) => e.path));
  const entries = await readStatus(root, true, env);
  const dirty = entries.filter((e) => e.code !== "??" || touched.has(e.path)).map((e) => e.path);
  if (dirty.length === 0) return;
  const shown = dirty.slice(0, 5).join(", ") + (dirty.length > 5 ? `, and ${dirty.length - 5} more` : "");
  throw new GitError(
    `the working tree has uncommitted changes (${shown}); commit or stash them first, or pass --allow-dirty`,
  );
}
