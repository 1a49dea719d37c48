import { open, rename, stat, unlink } from "node:fs/promises";

/**
 * Writes a file atomically: the text goes to a temporary file beside it, which is flushed to disk
 * and renamed over the target, so a reader sees the old file or the new one, never a part.
 * The existing file's mode is kept.
 *
 * Written here rather than with write-file-atomic 7: that package issues one write() and ignores a
 * short write, so under a file-size limit it "succeeded" with a truncated file (seen in our tests).
 * FileHandle.writeFile loops until every byte is written and fails with the real error otherwise.
 */
let written = 0;

export async function writeFileAtomic(
  path: string,
  text: string,
  /** Called after the temporary file is written, before the rename (a fault point in tests). */
  beforeRename: () => void = () => {},
): Promise<void> {
  const mode = await stat(path).then(
    (s) => s.mode & 0o7777,
    () => 0o666,
  );
  // A name no other writer uses at once (pid, and a counter within the process); "wx" refuses to
  // follow or reuse anything that exists there. node:crypto is left out: loading it costs every
  // command ~15 ms of start-up (issue 14).
  const temp = `${path}.releaser-${process.pid}-${(++written).toString(36)}${Date.now().toString(36)}.tmp`;
  try {
    const handle = await open(temp, "wx", mode);
    try {
      await handle.writeFile(text, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    beforeRename();
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}
