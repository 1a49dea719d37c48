/** Custom parsers from configuration (spec 4.5 rule 4): user patterns, Python syntax accepted. */
import type { CustomParser } from "./commit.ts";

/**
 * Compiles a custom parser pattern. Accepts JavaScript named groups `(?<name>...)` and Python's
 * `(?P<name>...)`, `(?P=name)`, `\A`, `\Z` and leading inline flags `(?i)`, `(?m)`, `(?s)`.
 * Throws a plain Error (the config layer wraps it) when the pattern does not compile or lacks a
 * `type` or `description` group.
 */
export function compileCustomParser(pattern: string): CustomParser {
  const { source, flags } = translatePattern(pattern);
  let regex: RegExp;
  try {
    regex = new RegExp(source, flags);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`pattern ${JSON.stringify(pattern)} is not a valid regular expression: ${reason}`);
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

/** Python regular-expression syntax that JavaScript spells differently. */
function translatePattern(pattern: string): { source: string; flags: string } {
  let flags = "";
  let rest = pattern;
  const inline = /^\(\?([imsua]+)\)/.exec(pattern);
  if (inline !== null) {
    flags = [...new Set(inline[1]!.replace(/[ua]/g, ""))].join("");
    rest = pattern.slice(inline[0].length);
  }
  const out: string[] = [];
  let inClass = false;
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i]!;
    if (c === "\\") {
      const escaped = rest[i + 1] ?? "";
      if (!inClass && escaped === "A") out.push("(?<![\\s\\S])");
      else if (!inClass && escaped === "Z") out.push("(?![\\s\\S])");
      else out.push(c, escaped);
      i++;
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
