import { isReleaseError } from "../core/errors.ts";
import { type Output, styles } from "./output.ts";

/** The one place errors become text and an exit code (DESIGN 2 and 6). */
export function reportError(error: unknown, output: Output, json: boolean): number {
  const style = styles(output.color);
  if (isReleaseError(error)) {
    output.err(`${style.red("error:")} ${error.message}\n`);
    if (output.verbose) {
      for (const line of error.details) output.err(`  ${style.dim(line)}\n`);
      if (error.stack) output.err(`${style.dim(error.stack)}\n`);
    }
    if (json) output.out(`${JSON.stringify({ error: { code: error.code, message: error.message } })}\n`);
    return 1;
  }
  const message = error instanceof Error ? error.message : String(error);
  output.err(
    `${style.red("internal error:")} ${message}; this is a bug in releaser, please report it with the output of --verbose\n`,
  );
  if (output.verbose && error instanceof Error && error.stack) output.err(`${style.dim(error.stack)}\n`);
  if (json) output.out(`${JSON.stringify({ error: { code: "INTERNAL_ERROR", message } })}\n`);
  return 1;
}

/** A recoverable problem: reported, and the flow goes on. */
export function reportWarning(message: string, output: Output): void {
  if (output.quiet) return;
  output.err(`${styles(output.color).yellow("warning:")} ${message}\n`);
}
