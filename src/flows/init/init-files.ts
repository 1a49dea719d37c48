import { mkdir, unlink } from "node:fs/promises";
import { dirname } from "node:path";
import { ConfigError } from "../../core/errors.ts";
import { resolveRepoPath } from "../../fs/repo-path.ts";
import { writeFileAtomic } from "../../fs/write-atomic.ts";

/** One file `init` writes, and what happens to it. */
export interface InitFile {
  path: string;
  /**
   * create: new; append: added at the end of an existing file (the rest byte for byte);
   * overwrite: replaced (--force); keep: left as it is (it exists, or releaser is configured);
   * insert: lines added inside an existing file (a package's [tool.releaser] table, the rest byte
   * for byte).
   */
  action: "create" | "append" | "overwrite" | "keep" | "insert";
  /** The text written (for append and insert: the text added). */
  text: string;
  why?: string;
  /**
   * The file's whole new text, for a file other than the root's pyproject.toml that is appended
   * to or inserted into (a package's pyproject.toml); the root's is made from its text as read.
   */
  whole?: string;
  /** That file's text as read, put back when a later write fails. */
  before?: string;
}

/**
 * Writes the files: every folder made and every target checked first, then the workflows, then
 * the packages' pyproject.toml, and the root's pyproject.toml last, so a refusal on the way leaves
 * the project's own files as they were.
 */
export async function writeFiles(
  root: string,
  files: readonly InitFile[],
  pyprojectText: string,
): Promise<void> {
  const writes = files.filter((f) => f.action !== "keep");
  const targets = new Map<InitFile, string>();
  for (const file of writes) {
    const target = await resolveRepoPath(root, file.path).catch((error: Error) => {
      throw new ConfigError(`${file.path}: ${error.message}; nothing was written`);
    });
    await mkdir(dirname(target.abs), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      throw new ConfigError(
        `cannot make the folder for ${file.path} (${error.code ?? error.message}: is a part of ${dirname(file.path)} a file?); nothing was written`,
      );
    });
    targets.set(file, target.abs);
  }
  const last = (file: InitFile) =>
    file.path === "pyproject.toml" ? 2 : file.path.endsWith("/pyproject.toml") ? 1 : 0;
  const created: InitFile[] = [];
  const replaced: InitFile[] = [];
  const edited: InitFile[] = [];
  for (const file of [...writes].sort((a, b) => last(a) - last(b))) {
    const text = file.whole ?? (file.action === "append" ? pyprojectText + file.text : file.text);
    try {
      await writeFileAtomic(targets.get(file) as string, text);
      (file.action === "create" ? created : file.before !== undefined ? edited : replaced).push(file);
    } catch (error) {
      // The files this run created go again, and a package's file it edited is put back, so a
      // second run starts from the same project.
      for (const done of created) await unlink(targets.get(done) as string).catch(() => undefined);
      const restored: InitFile[] = [];
      for (const done of edited) {
        const back = await writeFileAtomic(targets.get(done) as string, done.before as string).then(
          () => true,
          () => false,
        );
        if (back) restored.push(done);
      }
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      const paths = (list: InitFile[]) => list.map((f) => f.path).join(" and ");
      const undone = created.length > 0 ? `; ${paths(created)} removed again` : "";
      const putBack =
        restored.length > 0
          ? `; ${paths(restored)} put back as ${restored.length === 1 ? "it was" : "they were"}`
          : "";
      const left = edited.filter((f) => !restored.includes(f));
      const changed =
        left.length > 0
          ? `; ${paths(left)} could not be put back: undo the [tool.releaser] lines init added`
          : "";
      const kept = replaced.length > 0 ? `; ${paths(replaced)} replaced already (--force)` : "";
      throw new ConfigError(
        `could not write ${file.path} (${code})${undone}${putBack}${changed}${kept}; nothing else was written`,
      );
    }
  }
}
