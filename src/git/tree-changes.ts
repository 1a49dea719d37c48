import { execFile } from "node:child_process";
import { gitEnv, gitFailure, runGit } from "./run.ts";

export type FileMode = "100644" | "100755" | "120000";

/**
 * A file a commit changed from its parent: its new mode and blob (and its mode before, undefined
 * when the file is new), or its removal.
 */
export type TreeChange =
  | { path: string; mode: FileMode; blob: string; before: FileMode | undefined }
  | { path: string; deleted: true };

/**
 * What differs between two commits' trees, file by file (`git diff-tree -r -z --no-renames`):
 * a rename is a removal and an addition. Submodules (mode 160000) are never changed by a release.
 */
export async function readTreeChanges(
  cwd: string,
  from: string,
  to: string,
  env: NodeJS.ProcessEnv,
): Promise<TreeChange[]> {
  const { stdout } = await runGit(["diff-tree", "-r", "-z", "--no-renames", "--no-commit-id", from, to], {
    cwd,
    env,
  });
  const fields = stdout.split("\0");
  const changes: TreeChange[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    // ":100644 100644 <old> <new> M", then the path
    const [old = "", mode = "", , blob = "", status = ""] = (fields[i] ?? "").slice(1).split(" ");
    const path = fields[i + 1] ?? "";
    if (status === "D") changes.push({ path, deleted: true });
    else if (isFileMode(mode)) changes.push({ path, mode, blob, before: isFileMode(old) ? old : undefined });
  }
  return changes;
}

function isFileMode(mode: string): mode is FileMode {
  return mode === "100644" || mode === "100755" || mode === "120000";
}

/** A blob's bytes, as they are (not decoded as text). */
export function readBlob(cwd: string, blob: string, env: NodeJS.ProcessEnv): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      ["cat-file", "blob", blob],
      { cwd, env: gitEnv(env), encoding: "buffer", maxBuffer: 512 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          reject(
            gitFailure(["cat-file", "blob", blob], { stdout: "", stderr: stderr.toString("utf8"), code: 1 }),
          );
        } else resolve(stdout);
      },
    );
  });
}
