/** Custom parsers from configuration (spec 4.5 rule 4): user patterns, Python syntax accepted. */
import { foldCase } from "./case-fold.ts";
import type { ChangelogOptions } from "./changelog.ts";
import type { CustomParser, ParserPreset, PatternParser } from "./commit.ts";
import { SCIENTIFIC_SECTIONS } from "./scientific-prefixes.ts";

/**
 * Whether V8's linear-time engine accepts the pattern (its `l` flag, available once the runtime
 * turned the engine on: src/runtime/regexp-engine.ts). Where the engine is off (a library caller
 * that did not enable it), nothing can be checked and the pattern is taken as it is.
 */
function runsInLinearTime(source: string, flags: string): boolean {
  try {
    new RegExp(source, `${flags}l`);
    return true;
  } catch (error) {
    return !/linear time/i.test(error instanceof Error ? error.message : "");
  }
}

/**
 * Compiles a custom parser pattern. Accepts JavaScript named groups `(?<name>...)` and Python's
 * `(?P<name>...)`, `(?P=name)`, `\A`, `\Z` and leading inline flags `(?i)`, `(?m)`, `(?s)`.
 * Throws a plain Error (the config layer wraps it) when the pattern does not compile, lacks a
 * `type` or `description` group, or needs backtracking (back-references, lookaround): the CLI
 * turns on V8's linear-time fallback for runaway matches (src/runtime/regexp-engine.ts), which
 * only works for patterns without those (and without the `i` flag, which is folded into the
 * pattern, and without counted repeats beyond its limit, which are refused), so no subject can
 * make a parser hang.
 */
export function compileCustomParser(pattern: string): PatternParser {
  const translated = translatePattern(pattern);
  // The linear engine cannot run the i flag: fold the case into the pattern instead.
  const caseless = translated.flags.includes("i");
  const source = caseless ? foldCase(translated.source) : translated.source;
  const flags = translated.flags.replace("i", "");
  let regex: RegExp;
  try {
    regex = new RegExp(source, flags);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`pattern ${JSON.stringify(pattern)} is not a valid regular expression: ${reason}`);
  }
  const slow = findBacktrackingOnly(source);
  if (slow !== undefined) {
    throw new Error(
      `pattern ${JSON.stringify(pattern)} uses ${slow}, which only a backtracking engine can run and which can take exponential time on some commit subjects; custom parsers run in linear time, so rewrite it without back-references and lookaround`,
    );
  }
  if (!runsInLinearTime(source, flags)) {
    throw new Error(
      `pattern ${JSON.stringify(pattern)} cannot run in linear time (a counted repeat too large for the linear engine, e.g. {0,40}), so some commit subjects could make it run for hours; use * or + instead of large counts`,
    );
  }
  // An empty alternative matches "" at once and reports every named group of the pattern.
  const groups = new RegExp(`${source}|`, flags).exec("")?.groups ?? {};
  const missing = ["type", "description"].filter((name) => !(name in groups));
  if (missing.length > 0) {
    const names = missing.map((name) => `(?<${name}>...)`).join(" and ");
    throw new Error(`pattern ${JSON.stringify(pattern)} needs the named group ${names}`);
  }
  return { pattern: regex };
}

/** One `[[parsers]]` entry as configured: a `pattern`, or a built-in `preset` (never both). */
export interface ParserEntry {
  pattern?: string | undefined;
  preset?: ParserPreset | undefined;
}

/**
 * The configured `parsers` entries, compiled in order (spec 4.5 rule 4): a preset is taken as it
 * is (the convention is code, src/core/gitmoji.ts), a pattern compiled. The loader has refused an
 * entry with neither or both (src/config/values.ts).
 */
export function compileParsers(entries: readonly ParserEntry[]): CustomParser[] {
  return entries.map((entry) =>
    entry.preset !== undefined ? { preset: entry.preset } : compileCustomParser(entry.pattern ?? ""),
  );
}

/** Whether the configured parsers include the gitmoji preset. */
export function readsGitmoji(entries: readonly ParserEntry[]): boolean {
  return entries.some((entry) => entry.preset === "gitmoji");
}

/** Whether the configured parsers include the scientific-python preset. */
export function readsScientificPrefixes(entries: readonly ParserEntry[]): boolean {
  return entries.some((entry) => entry.preset === "scientific-python");
}

/**
 * The changelog's options with the groups a configured preset brings (scientific-python's "API
 * Changes" and "Deprecations"); a title the configuration gives the same type wins.
 */
export function withPresetSections(
  changelog: ChangelogOptions,
  entries: readonly ParserEntry[],
): ChangelogOptions {
  if (!readsScientificPrefixes(entries)) return changelog;
  return { ...changelog, sections: { ...SCIENTIFIC_SECTIONS, ...changelog.sections } };
}

/**
 * Python regular-expression syntax that JavaScript spells differently. A leading `(?x)` (verbose),
 * where the caller takes it (version patterns; a commit parser's is refused), is applied here: whitespace and `#` comments outside a class are dropped, `\#` and `\ ` stand
 * for themselves (scikit-build-core's regex over several `#define` lines is written so).
 */
export function translatePattern(
  pattern: string,
  { verbose: takesVerbose = false }: { verbose?: boolean } = {},
): { source: string; flags: string } {
  let flags = "";
  let rest = pattern;
  const inline = (takesVerbose ? /^\(\?([imsuax]+)\)/ : /^\(\?([imsua]+)\)/).exec(pattern);
  if (inline !== null) {
    flags = [...new Set(inline[1]!.replace(/[ua]/g, ""))].join("");
    rest = pattern.slice(inline[0].length);
  }
  const verbose = flags.includes("x");
  flags = flags.replace("x", "");
  const out: string[] = [];
  let inClass = false;
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i]!;
    if (c === "\\") {
      const escaped = rest[i + 1] ?? "";
      // The subject is one line, so the start and end of the text are ^ and $.
      if (!inClass && escaped === "A") out.push("^");
      else if (!inClass && escaped === "Z") out.push("$");
      else if (verbose && (escaped === "#" || escaped === " ")) out.push(escaped);
      else out.push(c, escaped);
      i++;
    } else if (verbose && !inClass && /\s/.test(c)) {
      // verbose: whitespace outside a class is no part of the pattern
    } else if (verbose && !inClass && c === "#") {
      const end = rest.indexOf("\n", i);
      i = end === -1 ? rest.length : end;
    } else if (inClass) {
      if (c === "]") inClass = false;
      out.push(c);
    } else if (c === "[") {
      inClass = true;
      out.push(c);
    } else if (rest.startsWith("(?P<", i)) {
      out.push("(?<");
      i += 3;
    } else if (rest.startsWith("(?P=", i)) {
      const close = rest.indexOf(")", i);
      if (close < 0) {
        out.push(c);
        continue;
      }
      out.push(`\\k<${rest.slice(i + 4, close)}>`);
      i = close;
    } else {
      out.push(c);
    }
  }
  return { source: out.join(""), flags };
}

/**
 * The first construct of a (translated) pattern that the linear-time engine cannot run:
 * a back-reference (`\1`, `\k<name>`) or a lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`).
 */
export function findBacktrackingOnly(source: string): string | undefined {
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      const next = source[i + 1] ?? "";
      if (!inClass && /[1-9]/.test(next)) return `a back-reference (\\${next})`;
      if (!inClass && next === "k" && source[i + 2] === "<") return "a back-reference (\\k<...>)";
      i++;
    } else if (inClass) {
      if (c === "]") inClass = false;
    } else if (c === "[") {
      inClass = true;
    } else if (c === "(" && source[i + 1] === "?") {
      const kind = /^\(\?(=|!|<=|<!)/.exec(source.slice(i))?.[1];
      if (kind !== undefined) return `a lookaround ((?${kind}...)`;
    }
  }
  return undefined;
}
