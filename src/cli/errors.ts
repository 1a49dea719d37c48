import { isReleaseError } from "../core/errors.ts";
import { CONTROL_CHARS } from "../core/text.ts";
import { type Output, styles } from "./output.ts";

/** The one place errors become text and an exit code (DESIGN 2 and 6). */
export function reportError(error: unknown, output: Output, json: boolean): number {
  const style = styles(output.errColor);
  if (isReleaseError(error)) {
    output.err(
      `${style.red("error:")} ${showControl(error.message)} ${style.dim(explainPointer(error.code))}\n`,
    );
    // Its details, never a stack trace: a known error is said by its line (DESIGN 6); only an
    // internal error, a bug in releaser, shows where it happened.
    if (output.verbose) for (const line of error.details) output.err(`  ${style.dim(line)}\n`);
    if (json) output.out(`${JSON.stringify({ error: { code: error.code, message: error.message } })}\n`);
    return 1;
  }
  const message = error instanceof Error ? error.message : String(error);
  output.err(
    `${style.red("internal error:")} ${showControl(message)}; this is a bug in releaser, please report it with the output of --verbose ${style.dim(explainPointer("INTERNAL_ERROR"))}\n`,
  );
  if (output.verbose && error instanceof Error && error.stack) output.err(`${style.dim(error.stack)}\n`);
  if (json) output.out(`${JSON.stringify({ error: { code: "INTERNAL_ERROR", message } })}\n`);
  return 1;
}

/**
 * The end of every error line: the error's code, as the command that explains it (DESIGN 6), so a
 * person reading a CI log finds the cause and the fix without a link.
 */
export function explainPointer(code: string): string {
  return `(releaser explain ${code})`;
}

/** A recoverable problem: reported, and the flow goes on. */
export function reportWarning(message: string, output: Output): void {
  if (output.quiet) return;
  output.err(`${styles(output.errColor).yellow("warning:")} ${showControl(message)}\n`);
}

/**
 * Control characters from files, commits or servers shown as escapes (`\x1b`), so an error,
 * warning or step line that quotes them cannot move the cursor, change colours or ring the
 * terminal's bell; and line breaks as `\n`, so it stays the one line it is meant to be (a quoted
 * value cannot start a line that looks like another error).
 */
export function showControl(text: string): string {
  return text
    .replace(/\r\n|\n|\r/g, (b) => (b === "\n" ? "\\n" : b === "\r" ? "\\r" : "\\r\\n"))
    .replace(CONTROL_CHARS, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}
