/**
 * Splits a configured command into words the way a POSIX shell would (quotes, backslashes), but
 * runs no shell: no variables, globs, pipes or `;`. A character that would make a shell do more
 * than split (an unquoted `|&;<>()$\``) is refused, so the command never means something else
 * than it says. Returns the reason for a refusal instead of words.
 */
export function splitCommandLine(text: string): { words: string[] } | { problem: string } {
  const words: string[] = [];
  let word: string | undefined;
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quote === "'") {
      if (char === "'") quote = undefined;
      else word = (word ?? "") + char;
    } else if (quote === '"') {
      if (char === '"') quote = undefined;
      else if (char === "\\" && i + 1 < text.length && '"\\$`'.includes(text[i + 1] as string)) {
        i++;
        word = (word ?? "") + text[i];
      } else if (char === "$" || char === "`")
        return { problem: `${char} inside double quotes would need a shell` };
      else word = (word ?? "") + char;
    } else if (char === "'" || char === '"') {
      quote = char;
      word ??= "";
    } else if (char === "\\") {
      if (i + 1 >= text.length) return { problem: "it ends with a lone backslash" };
      word = (word ?? "") + text[++i];
    } else if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (char === "#" && word === undefined) {
      return { problem: '"#" would start a shell comment (give an argument list instead)' };
    } else if ("|&;<>()$`*?[]{}~".includes(char)) {
      return { problem: `"${char}" would need a shell (give an argument list instead)` };
    } else {
      word = (word ?? "") + char;
    }
  }
  if (quote !== undefined) return { problem: `a ${quote === "'" ? "single" : "double"} quote is not closed` };
  if (word !== undefined) words.push(word);
  if (words.length === 0) return { problem: "it is empty" };
  if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0] as string)) {
    return {
      problem: `"${words[0]}" sets a variable, which needs a shell (set it in the environment instead)`,
    };
  }
  return { words };
}
