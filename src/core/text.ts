/**
 * Text from commits made safe for a terminal and for the Markdown files and bodies we write:
 * control characters (ESC, BEL, NUL, DEL, the C1 range) are dropped, line endings become `\n`.
 * Tabs and newlines stay.
 */
export function stripControl(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(CONTROL_CHARS, "");
}

/** C0 controls but tab and newline, DEL, and the C1 range. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * A line of commit text continued under a changelog bullet, escaped so that it cannot open a
 * block of its own at the top level of the file: a heading (`## [1.4.2] - ...` would end or fake a
 * release section), a code fence (which would hide every heading after it), a link reference
 * definition (taken for the file's footer), an HTML block or a setext underline. The first line
 * (after `- `) is escaped the same way: inside a list item it would open the same blocks.
 */
export function escapeBlockStart(line: string): string {
  return line.replace(/^([ \t]*)(?=#|`{3}|~{3}|<|\[[^\]]*\]:|=+[ \t]*$|-{2,}[ \t]*$)/, "$1\\");
}

/** The first few items of a list, and how many more there are: `a, b, c, d, e, and 3 more`. */
export function listSome(items: readonly string[], shown = 5): string {
  const more = items.length - shown;
  return items.slice(0, shown).join(", ") + (more > 0 ? `, and ${more} more` : "");
}
