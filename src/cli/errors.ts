import { isReleaseError } from "../core/errors.ts";
import { CONTROL_CHARS } from "../core/text.ts";
import { type Output, styles } from "./output.ts";

/** The one place errors become text and an exit code (DESIGN 2 and 6). */
export function reportError(error: unknown, output: Output, json: boolean): number {
  const style = styles(output.color);
  if (isReleaseError(error)) {
    output.err(
      `${style.red("error:")} ${showControl(error.message)} ${style.dim(explainPointer(error.code))}\n`,
    );
    if (output.verbose) {
      for (const line of error.details) output.err(`  ${style.dim(line)}\n`);
      if (error.stack) output.err(`${style.dim(error.stack)}\n`);
    }
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
  output.err(`${styles(output.color).yellow("warning:")} ${showControl(message)}\n`);
}

/**
 * Control characters from files or commits shown as escapes (`\x1b`), so an error or warning that
 * quotes them cannot move the cursor, change colours or ring the terminal's bell.
 */
export function showControl(text: string): string {
  return text.replace(CONTROL_CHARS, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}
