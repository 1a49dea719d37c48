import { ConfigError } from "../../core/errors.ts";
import type { CommitFile } from "../port.ts";

/** One entry of `actions[]` of GitLab's "Create a commit with multiple files and actions". */
export type CommitAction =
  | { action: "create" | "update"; file_path: string; content: string; encoding: "text" | "base64" }
  | { action: "delete"; file_path: string }
  | { action: "chmod"; file_path: string; execute_filemode: boolean };

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The actions that turn the parent's tree into the commit's (GitLab's Commits API, doc/api/commits.md):
 * a new file is `create`, a changed one `update` (GitLab refuses either on the wrong side: "A file
 * with this name already exists" / "doesn't exist"), a removed one `delete`. Text goes as it is;
 * bytes that are not UTF-8 text (or hold a NUL) go base64-encoded. The executable bit is a
 * `chmod` after the content (a new file is made without it; a changed file keeps its mode unless
 * told). GitLab's actions cannot make a symbolic link: such a file is refused before any request.
 */
export function commitActions(files: readonly CommitFile[]): CommitAction[] {
  const actions: CommitAction[] = [];
  for (const file of files) {
    if ("deleted" in file) {
      actions.push({ action: "delete", file_path: file.path });
      continue;
    }
    if (file.mode === "120000") {
      throw new ConfigError(
        `the release commit changes the symbolic link ${file.path}, which GitLab's Commits API cannot write; set pr.commit = "git" so the commit is pushed`,
      );
    }
    const text = asText(file.content);
    actions.push({
      action: file.before === undefined ? "create" : "update",
      file_path: file.path,
      ...(text === undefined
        ? { content: Buffer.from(file.content).toString("base64"), encoding: "base64" as const }
        : { content: text, encoding: "text" as const }),
    });
    const executable = file.mode === "100755";
    const was = file.before === "100755";
    if (executable !== was && (executable || file.before !== undefined)) {
      actions.push({ action: "chmod", file_path: file.path, execute_filemode: executable });
    }
  }
  return actions;
}

/** The bytes as text when they are UTF-8 without a NUL; undefined for anything else. */
function asText(content: Uint8Array): string | undefined {
  if (content.includes(0)) return undefined;
  try {
    return utf8.decode(content);
  } catch {
    return undefined;
  }
}
