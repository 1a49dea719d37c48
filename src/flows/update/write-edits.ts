import { mkdir, rm, rmdir } from "node:fs/promises";
import { dirname } from "node:path";
import { ReleaseError } from "../../core/errors.ts";
import type { FileEdit } from "../../edits/file-edit.ts";
import { resolveRepoPathOr } from "../../fs/read-repo-file.ts";
import { writeFileAtomic } from "../../fs/write-atomic.ts";

/** The files a set of edits wrote, and how to put them back. */
export interface WrittenEdits {
  paths: string[];
  /** Restores every written file to its text before the edits (deletes the ones that were new). */
  restore(): Promise<string[]>;
}

/**
 * Writes each edit atomically (temp file + rename). When a write fails, the files already
 * written are restored and the error says which file failed and that the others were restored.
 */
export async function writeEdits(
  root: string,
  edits: readonly FileEdit[],
  /** Called between two effects (a fault point for the interruption tests). */
  between: () => void = () => {},
): Promise<WrittenEdits> {
  const done: FileEdit[] = [];
  /** Folders made for new files (a changelog in docs/ that does not exist yet), deepest first. */
  const folders: string[] = [];
  const restore = async () => {
    const restored: string[] = [];
    for (const edit of [...done].reverse()) {
      // Restored where it was written, checked again: a link swapped in meanwhile is refused.
      const path = (await resolveRepoPathOr(root, edit.path)).abs;
      if (edit.before === undefined) await rm(path, { force: true });
      else await writeFileAtomic(path, edit.before);
      restored.push(edit.path);
    }
    // Only empty ones go: rmdir refuses a folder that holds anything.
    for (const folder of folders.splice(0)) await rmdir(folder).catch(() => undefined);
    return restored;
  };
  for (const edit of edits) {
    try {
      // The path is checked again where it is written: it must still lead inside the repository.
      const target = await resolveRepoPathOr(root, edit.path);
      if (edit.before === undefined) folders.unshift(...(await makeFolders(dirname(target.abs))));
      await writeFileAtomic(target.abs, edit.after, between);
    } catch (error) {
      if (error instanceof ReleaseError) {
        await restore();
        throw error;
      }
      const code = (error as NodeJS.ErrnoException).code;
      if (code === undefined) throw error;
      const restored = await restore();
      throw new ReleaseError(
        `could not write ${edit.path} (${code}); ${restored.length > 0 ? `restored ${restored.join(", ")}, ` : ""}nothing was changed`,
        { cause: error },
      );
    }
    done.push(edit);
    between();
  }
  return { paths: done.map((e) => e.path), restore };
}

/** Makes the folder and its missing parents; returns the ones made, deepest first. */
async function makeFolders(folder: string): Promise<string[]> {
  const first = await mkdir(folder, { recursive: true });
  if (first === undefined) return [];
  const made: string[] = [];
  for (let at = folder; ; at = dirname(at)) {
    made.push(at);
    if (at === first || dirname(at) === at) return made;
  }
}
