import { createTwoFilesPatch } from "diff";
import type { FileEdit } from "../edits/file-edit.ts";
import { styles } from "./output.ts";

/** A unified diff of the edits, as `git diff` would show them. */
export function renderDiff(edits: readonly FileEdit[], color: boolean): string {
  const s = styles(color);
  return edits
    .map((edit) => {
      const patch = createTwoFilesPatch(
        edit.before === undefined ? "/dev/null" : `a/${edit.path}`,
        `b/${edit.path}`,
        edit.before ?? "",
        edit.after,
        undefined,
        undefined,
        { context: 3 },
      );
      return patch
        .split("\n")
        .slice(1) // the "=====" separator line
        .map((line) => {
          if (line.startsWith("+++") || line.startsWith("---")) return s.bold(line);
          if (line.startsWith("+")) return s.green(line);
          if (line.startsWith("-")) return s.red(line);
          if (line.startsWith("@@")) return s.cyan(line);
          return line;
        })
        .join("\n");
    })
    .join("");
}
