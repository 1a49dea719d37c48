/**
 * Turns on V8's linear-time regular-expression engine as a fallback for runaway matches: a match
 * that backtracks more than V8's threshold is rerun by the linear engine, so a user's custom parser
 * like `^(?<type>(a+)+)(?<description>!)$` answers at once on any subject instead of hanging.
 * Ordinary matches keep the fast backtracking engine. Patterns the linear engine cannot run
 * (back-references, lookaround) are refused when the config is loaded (compileCustomParser).
 *
 * A V8 flag set at run time: it is read when a regular expression is executed, so it must be set
 * before the first custom parser runs. The configuration calls this when it has custom parsers
 * (config/values.ts), before it compiles them; a library caller calls it first. Only then is
 * node:v8 loaded: the commands of a project without custom parsers do not pay for it (issue 14).
 */
let enabled = false;

export function enableLinearRegExpFallback(): void {
  if (enabled) return;
  enabled = true;
  const { setFlagsFromString } = process.getBuiltinModule("node:v8");
  setFlagsFromString("--enable-experimental-regexp-engine-on-excessive-backtracks");
  // Also lets compileCustomParser ask the engine (the `l` flag) whether a pattern fits it.
  setFlagsFromString("--enable-experimental-regexp-engine");
}
