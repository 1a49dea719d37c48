import { structuredPatch } from "diff";
import type { FileEdit } from "../edits/file-edit.ts";
import { styles } from "./output.ts";

const CONTEXT = 3;

/**
 * A unified diff of the edits, as `git diff` would show them. Lines common to the start and the end
 * are trimmed before diffing, so a changelog section of 100,000 lines inserted into a long file
 * costs a scan, not a quadratic diff.
 */
export function renderDiff(edits: readonly FileEdit[], color: boolean): string {
  const s = styles(color);
  return edits
    .map((edit) => {
      const lines = [
        s.bold(edit.before === undefined ? "--- /dev/null" : `--- a/${edit.path}`),
        s.bold(`+++ b/${edit.path}`),
      ];
      for (const hunk of diffHunks(edit.before ?? "", edit.after)) {
        lines.push(s.cyan(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`));
        for (const line of hunk.lines) {
          if (line.startsWith("+")) lines.push(s.green(line));
          else if (line.startsWith("-")) lines.push(s.red(line));
          else lines.push(line);
        }
      }
      return `${lines.join("\n")}\n`;
    })
    .join("");
}

interface Hunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines: string[];
}

/** The hunks between two texts, diffing only the window where they differ (plus context). */
export function diffHunks(before: string, after: string): Hunk[] {
  const a = splitLines(before);
  const b = splitLines(after);
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    a[a.length - 1 - suffix] === b[b.length - 1 - suffix]
  ) {
    suffix++;
  }
  const start = Math.max(0, prefix - CONTEXT);
  const keep = Math.max(0, suffix - CONTEXT);
  const patch = structuredPatch(
    "a",
    "b",
    a.slice(start, a.length - keep).join(""),
    b.slice(start, b.length - keep).join(""),
    undefined,
    undefined,
    { context: CONTEXT },
  );
  // As `diff -u` writes it: an empty side's start is the line before (jsdiff's formatPatch does so).
  return patch.hunks.map((hunk) => ({
    ...hunk,
    oldStart: hunk.oldStart + start - (hunk.oldLines === 0 ? 1 : 0),
    newStart: hunk.newStart + start - (hunk.newLines === 0 ? 1 : 0),
  }));
}

/** Lines with their terminators kept, so a missing final newline survives. */
function splitLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n").map((line) => `${line}\n`);
  const last = lines.length - 1;
  if (text.endsWith("\n")) lines.pop();
  else lines[last] = (lines[last] ?? "").slice(0, -1);
  return lines;
}
