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
  // One list of lines for all the files, joined once: the diff of a changelog section of 100k
  // lines is built once, not once per file and again for the whole (issue 45).
  const lines: string[] = [];
  for (const edit of edits) {
    lines.push(
      s.bold(edit.before === undefined ? "--- /dev/null" : `--- a/${edit.path}`),
      s.bold(`+++ b/${edit.path}`),
    );
    for (const hunk of diffHunks(edit.before ?? "", edit.after)) {
      lines.push(s.cyan(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`));
      for (const line of hunk.lines) {
        if (line.startsWith("+")) lines.push(s.green(line));
        else if (line.startsWith("-")) lines.push(s.red(line));
        else lines.push(line);
      }
    }
  }
  if (lines.length === 0) return "";
  lines.push(""); // the last line's newline
  return lines.join("\n");
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
  // Lines of the window's new side that no old line equals can only be added lines: each run of
  // them is diffed as one stand-in line and put back after (a changelog section of 100,000 lines
  // inserted next to a few context lines: jsdiff's Myers diff of it costs ~100 ms otherwise).
  const oldWindow = a.slice(start, a.length - keep);
  const known = new Set(oldWindow);
  const runs: string[][] = [];
  const newWindow: string[] = [];
  for (const line of b.slice(start, b.length - keep)) {
    // A last line without its newline stays as it is: jsdiff marks it.
    if (known.has(line) || !line.endsWith("\n")) newWindow.push(line);
    else if (newWindow.at(-1) === STAND_IN(runs.length - 1)) runs.at(-1)?.push(line);
    else {
      runs.push([line]);
      newWindow.push(STAND_IN(runs.length - 1));
    }
  }
  const patch = structuredPatch("a", "b", oldWindow.join(""), newWindow.join(""), undefined, undefined, {
    context: CONTEXT,
  });
  // As `diff -u` writes it: an empty side's start is the line before (jsdiff's formatPatch does so).
  let shift = 0; // added lines the stand-ins of earlier hunks stood for, beyond one each
  return patch.hunks.map((hunk) => {
    const lines = hunk.lines.flatMap((line) => standInRun(line, runs) ?? [line]);
    const added = lines.length - hunk.lines.length;
    const newLines = hunk.newLines + added;
    const result = {
      oldStart: hunk.oldStart + start - (hunk.oldLines === 0 ? 1 : 0),
      oldLines: hunk.oldLines,
      newStart: hunk.newStart + shift + start - (newLines === 0 ? 1 : 0),
      newLines,
      lines,
    };
    shift += added;
    return result;
  });
}

/** A line no text holds (it has a NUL), standing in for the run of added lines numbered `n`. */
const STAND_IN = (n: number) => `\0releaser-run-${n}\n`;

/** The added lines a `+` stand-in line of jsdiff's hunk stands for, as hunk lines. */
function standInRun(line: string, runs: readonly string[][]): string[] | undefined {
  const match = /^\+\0releaser-run-(\d+)$/.exec(line);
  if (match === null) return undefined;
  const run = runs[Number(match[1])] as string[];
  return run.map((text) => `+${text.endsWith("\n") ? text.slice(0, -1) : text}`);
}

/**
 * Lines with their terminators kept, so a missing final newline survives. Each is one slice of
 * the text (no copy, no concatenation): a changelog section of 100k lines is diffed in a few
 * megabytes less (issue 45).
 */
function splitLines(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  while (start < text.length) {
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline + 1;
    lines.push(text.slice(start, end));
    start = end;
  }
  return lines;
}
