import { expect } from "vitest";
import { explainError } from "../../src/core/error-catalog.ts";

/**
 * An error line as the CLI prints it: `error: <message> (releaser explain <CODE>)`. Returns the
 * message and the code after checking that the code is one `releaser explain` knows.
 */
export function splitErrorLine(line: string): { message: string; code: string } {
  const match = /^(.*) \(releaser explain ([A-Z_]+)\)$/.exec(line);
  expect(match, `no "(releaser explain CODE)" at the end of: ${line}`).not.toBeNull();
  const [, message = "", code = ""] = match ?? [];
  expect(explainError(code), `releaser explain knows ${code}`).toBeDefined();
  return { message, code };
}

/** A line of the step list a command prints while it runs (piped: one line per finished step). */
export const STEP_LINE = /^ {2}[✓=~·-] \S/;

/**
 * stderr without the step list and its heading: what is left are the warnings and the error line,
 * which the tests compare whole.
 */
export function withoutSteps(stderr: string): string {
  return stderr
    .split(/(?<=\n)/)
    .filter((line) => !STEP_LINE.test(line) && !/^Release \S+ as \S+ from [0-9a-f]+:\n$/.test(line))
    .join("");
}
