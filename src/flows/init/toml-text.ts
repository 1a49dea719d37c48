/** A surrogate that is not half of a pair: neither TOML nor UTF-8 can hold it. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A TOML basic string: `"`, `\` and every control character escaped (JSON's quoting leaves DEL
 * and lone surrogates as they are, which TOML refuses), a lone surrogate replaced by U+FFFD.
 */
export function tomlString(value: unknown): string {
  if (typeof value !== "string") return String(value);
  const text = value.replace(LONE_SURROGATE, "\uFFFD");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: escaping control characters is the point
  const escaped = text.replace(/["\\\u0000-\u001f\u007f]/g, (c: string) => {
    return TOML_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
  return `"${escaped}"`;
}

const TOML_ESCAPES: Record<string, string> = {
  '"': '\\"',
  "\\": "\\\\",
  "\b": "\\b",
  "\t": "\\t",
  "\n": "\\n",
  "\f": "\\f",
  "\r": "\\r",
};

/** Text for a `#` comment: one line, no control characters. */
export function commentText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters is the point
  return value.replace(LONE_SURROGATE, "\uFFFD").replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
}

/** The widest a comment line `init` writes may get (a long single item alone may be wider). */
export const COMMENT_WIDTH = 100;

/**
 * A `#` comment of a heading and items, wrapped at COMMENT_WIDTH columns: the items follow the
 * heading separated by "; ", and a line that would get too wide goes on with "#   ".
 */
export function wrapComment(heading: string, items: readonly string[]): string {
  const lines: string[] = [];
  let line = `# ${heading}`;
  items.forEach((item, index) => {
    const piece = `${item}${index < items.length - 1 ? ";" : ""}`;
    for (const word of piece.split(" ")) {
      if (line.length + 1 + word.length > COMMENT_WIDTH && line.trim() !== "#") {
        lines.push(line);
        line = "#  ";
      }
      line += ` ${word}`;
    }
  });
  lines.push(line);
  return `${lines.join("\n")}\n`;
}
