import { setFlagsFromString } from "node:v8";

/**
 * Turns on V8's linear-time regular-expression engine as a fallback for runaway matches: a match
 * that backtracks more than V8's threshold is rerun by the linear engine, so a user's custom parser
 * like `^(?<type>(a+)+)(?<description>!)$` answers at once on any subject instead of hanging.
 * Ordinary matches keep the fast backtracking engine. Patterns the linear engine cannot run
 * (back-references, lookaround) are refused when the config is loaded (compileCustomParser).
 *
 * A V8 flag set at run time: it is read when a regular expression is executed, so it must be set
 * before the first custom parser runs; each entry point (CLI, Action, library) calls this first.
 */
export function enableLinearRegExpFallback(): void {
  setFlagsFromString("--enable-experimental-regexp-engine-on-excessive-backtracks");
  // Also lets compileCustomParser ask the engine (the `l` flag) whether a pattern fits it.
  setFlagsFromString("--enable-experimental-regexp-engine");
}
