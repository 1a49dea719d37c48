/**
 * The pattern form of `version_files` (`{ path, pattern }`) and hatch's `[tool.hatch.version]`
 * `pattern`: a regular expression whose `version` group is the version. Python syntax is accepted
 * (`(?P<version>...)`, a leading `(?i)`), and, as hatch does, the pattern is searched with `^` and
 * `$` at line boundaries. Pure.
 */
import { enableLinearRegExpFallback } from "../runtime/regexp-engine.ts";
import { translatePattern } from "./custom-parser.ts";

/** hatch's default: `__version__` or `VERSION`, any case, `=` and a quoted value, an optional `v`. */
export const HATCH_DEFAULT_PATTERN = `(?i)^(__version__|VERSION) *= *(['"])v?(?P<version>.+?)\\2`;

export interface VersionPattern {
  /** As configured (for messages). */
  text: string;
  /** With match indices (`d`), to place the version group. */
  regex: RegExp;
  /**
   * The same pattern on V8's linear-time engine when it can run it: a pattern with nested repeats
   * (`^(a+)+b(?P<version>.+)$`) cannot make a file's search run for minutes. Undefined for a
   * pattern only the backtracking engine runs (a back-reference, as hatch's default has).
   */
  linear: RegExp | undefined;
}

/** Compiles a version pattern; a plain Error says why it cannot be used (the config layer names the key). */
export function compileVersionPattern(pattern: string): VersionPattern {
  const { source, flags } = translatePattern(pattern);
  let regex: RegExp;
  try {
    regex = new RegExp(source, [...new Set(`${flags}dm`)].join(""));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`pattern ${JSON.stringify(pattern)} is not a valid regular expression: ${reason}`);
  }
  const groups = new RegExp(`${source}|`, flags).exec("")?.groups ?? {};
  if (!("version" in groups)) {
    throw new Error(
      `pattern ${JSON.stringify(pattern)} needs a named group (?P<version>...) around the version`,
    );
  }
  return { text: pattern, regex, linear: linearTwin(source, flags) };
}

function linearTwin(source: string, flags: string): RegExp | undefined {
  enableLinearRegExpFallback();
  try {
    return new RegExp(source, [...new Set(`${flags}ml`)].join(""));
  } catch {
    return undefined;
  }
}

/** Where the pattern finds the version in `text`: its value, offsets and 1-based line. */
export function findVersionByPattern(
  text: string,
  pattern: VersionPattern,
): { value: string; start: number; end: number; line: number } | undefined {
  // The linear engine finds the match; the version group is then placed within that match alone.
  let from = 0;
  let region = text;
  if (pattern.linear !== undefined) {
    pattern.linear.lastIndex = 0;
    const found = pattern.linear.exec(text);
    if (found === null) return undefined;
    const lineStart = text.lastIndexOf("\n", found.index - 1) + 1;
    from = lineStart;
    region = text.slice(lineStart, found.index + found[0].length);
  }
  pattern.regex.lastIndex = 0;
  const match = pattern.regex.exec(region);
  const span = match?.indices?.groups?.version;
  if (match === null || span === undefined) return undefined;
  const [start, end] = [span[0] + from, span[1] + from];
  return { value: text.slice(start, end), start, end, line: text.slice(0, start).split("\n").length };
}

/** `text` with the version the pattern finds replaced; undefined when the pattern finds none. */
export function replaceVersionByPattern(
  text: string,
  pattern: VersionPattern,
  version: string,
): string | undefined {
  const found = findVersionByPattern(text, pattern);
  if (found === undefined) return undefined;
  return `${text.slice(0, found.start)}${version}${text.slice(found.end)}`;
}

/** A bumpversion search/replace template with `{current_version}`/`{new_version}` (and `{{ }}`) filled in. */
export function fillTemplate(
  template: string,
  values: { current_version: string; new_version: string },
): string {
  return template
    .replace(/\{(current_version|new_version)\}/g, (_, key: "current_version" | "new_version") => values[key])
    .replace(/\{\{/g, "{")
    .replace(/\}\}/g, "}");
}
