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
  /**
   * A format that builds the version from the pattern's named groups (scikit-build-core's
   * `result`, `{major}.{minor}.{patch}` over three `#define`s); undefined: the `version` group.
   */
  result?: string | undefined;
}

/** The group names a `result` format takes (`{major}.{minor}` -> major, minor). */
function resultGroups(result: string): string[] {
  return [...result.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1] as string);
}

/** Compiles a version pattern; a plain Error says why it cannot be used (the config layer names the key). */
export function compileVersionPattern(pattern: string, result?: string): VersionPattern {
  const { source, flags } = translatePattern(pattern, { verbose: true });
  let regex: RegExp;
  try {
    regex = new RegExp(source, [...new Set(`${flags}dm`)].join(""));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`pattern ${JSON.stringify(pattern)} is not a valid regular expression: ${reason}`);
  }
  const groups = new RegExp(`${source}|`, flags).exec("")?.groups ?? {};
  if (result !== undefined) {
    const names = resultGroups(result);
    const missing = names.find((name) => !(name in groups));
    if (names.length === 0 || missing !== undefined) {
      throw new Error(
        `pattern ${JSON.stringify(pattern)} needs a named group (?P<${missing ?? "value"}>...) for each part of the result ${JSON.stringify(result)}`,
      );
    }
    return { text: pattern, regex, linear: linearTwin(source, flags), result };
  }
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
  if (pattern.result !== undefined) {
    const parts = findVersionParts(text, pattern, pattern.result);
    if (parts === undefined) return undefined;
    const first = parts.spans[0] as PartSpan;
    return { value: parts.value, start: first.start, end: first.end, line: parts.line };
  }
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
  if (pattern.result !== undefined) return replaceVersionParts(text, pattern, pattern.result, version);
  const found = findVersionByPattern(text, pattern);
  if (found === undefined) return undefined;
  return `${text.slice(0, found.start)}${version}${text.slice(found.end)}`;
}

interface PartSpan {
  name: string;
  start: number;
  end: number;
}

/** The groups a `result` format names, where the pattern finds them, and the version they make. */
function findVersionParts(
  text: string,
  pattern: VersionPattern,
  result: string,
): { value: string; line: number; spans: PartSpan[] } | undefined {
  pattern.regex.lastIndex = 0;
  const match = pattern.regex.exec(text);
  const indices = match?.indices?.groups;
  if (match === null || indices === undefined) return undefined;
  const spans: PartSpan[] = [];
  for (const name of new Set(resultGroups(result))) {
    const span = indices[name];
    if (span === undefined) return undefined;
    spans.push({ name, start: span[0], end: span[1] });
  }
  spans.sort((a, b) => a.start - b.start);
  const value = result.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const span = spans.find((s) => s.name === name) as PartSpan;
    return text.slice(span.start, span.end);
  });
  const first = spans[0] as PartSpan;
  return { value, line: text.slice(0, first.start).split("\n").length, spans };
}

/**
 * `text` with each group the `result` format names set to its part of `version`: the version is
 * split along the format's literal text (`3.1.0rc1` over `{major}.{minor}.{patch}` gives 3, 1 and
 * 0rc1). Undefined when the pattern finds no version; a plain Error when the version cannot be
 * spelled through the groups (the file would not read back as `version`).
 */
export function replaceVersionParts(
  text: string,
  pattern: VersionPattern,
  result: string,
  version: string,
): string | undefined {
  const found = findVersionParts(text, pattern, result);
  if (found === undefined) return undefined;
  const names = resultGroups(result);
  const literal = result.split(/\{[A-Za-z_][A-Za-z0-9_]*\}/);
  const literalText = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const seen = new Set<string>();
  const source = literal
    .map((part, i) => {
      const name = names[i];
      if (name === undefined) return literalText(part);
      if (seen.has(name)) return `${literalText(part)}\\k<${name}>`;
      seen.add(name);
      return `${literalText(part)}(?<${name}>${i === names.length - 1 ? ".+" : ".+?"})`;
    })
    .join("");
  const parts = new RegExp(`^${source}$`, "s").exec(version)?.groups;
  const cannot = () =>
    new Error(`${version} cannot be written through the groups of ${JSON.stringify(result)}`);
  if (parts === undefined) throw cannot();
  let out = text;
  for (const span of [...found.spans].reverse()) {
    out = `${out.slice(0, span.start)}${parts[span.name] ?? ""}${out.slice(span.end)}`;
  }
  if (findVersionParts(out, pattern, result)?.value !== version) throw cannot();
  return out;
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
