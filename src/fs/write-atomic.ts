import { type FileHandle, open, rename, stat, unlink } from "node:fs/promises";

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

/** Eight hex digits that differ for every call in this process. */
function tempSuffix(): string {
  written = (written + 1) % 0x100;
  return ((((Date.now() % 0x1000000) << 8) | written) >>> 0).toString(16).padStart(8, "0");
}

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
  // `<name>.releaser-<pid>-<8 hex>.tmp` (the shape update-journal.ts cleans up after a kill): the
  // hex from the clock and a counter, not node:crypto, whose loading costs every command ~15 ms of
  // start-up (issue 14). "wx" never follows or reuses what exists there: a name taken is skipped.
  let temp = "";
  let handle: FileHandle | undefined;
  for (let attempt = 0; handle === undefined; attempt++) {
    temp = `${path}.releaser-${process.pid}-${tempSuffix()}.tmp`;
    handle = await open(temp, "wx", mode).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST" || attempt >= 20) throw error;
      return undefined;
    });
  }
  try {
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
