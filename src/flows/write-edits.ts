import { rm } from "node:fs/promises";
import { ReleaseError } from "../core/errors.ts";
import type { FileEdit } from "../edits/file-edit.ts";
import { resolveRepoPathOr } from "../fs/read-repo-file.ts";
import { writeFileAtomic } from "../fs/write-atomic.ts";

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
  const restore = async () => {
    const restored: string[] = [];
    for (const edit of [...done].reverse()) {
      // Restored where it was written, checked again: a link swapped in meanwhile is refused.
      const path = (await resolveRepoPathOr(root, edit.path)).abs;
      if (edit.before === undefined) await rm(path, { force: true });
      else await writeFileAtomic(path, edit.before);
      restored.push(edit.path);
    }
    return restored;
  };
  for (const edit of edits) {
    try {
      // The path is checked again where it is written: it must still lead inside the repository.
      const target = await resolveRepoPathOr(root, edit.path);
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
