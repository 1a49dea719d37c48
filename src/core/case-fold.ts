/**
 * A case-insensitive pattern rewritten as a case-sensitive one (ASCII letters): `feat` becomes
 * `[fF][eE][aA][tT]`, `[a-z]` becomes `[a-zA-Z]`. V8's linear-time engine cannot run the `i`
 * flag, so a custom parser written with `(?i)` is folded this way and keeps the linear-time
 * guarantee. Escapes (`\w`, `\p{...}`, `\u{...}`, `\x41`, `\cJ`) and group names stay as written.
 * Letters outside ASCII keep their case (a documented difference from Python's `re.I`).
 */
export function foldCase(source: string): string {
  const out: string[] = [];
  let inClass = false;
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (c === "\\") {
      const sequence = readEscape(source, i);
      out.push(sequence);
      i += sequence.length;
      continue;
    }
    if (!inClass && source.startsWith("(?<", i) && /[A-Za-z_$]/.test(source[i + 3] ?? "")) {
      const close = source.indexOf(">", i);
      const end = close === -1 ? source.length : close + 1;
      out.push(source.slice(i, end));
      i = end;
      continue;
    }
    if (inClass) {
      if (c === "]") {
        inClass = false;
        out.push(c);
      } else if (isLetter(c) && source[i + 1] === "-" && isLetter(source[i + 2] ?? "")) {
        const to = source[i + 2] as string;
        out.push(`${c}-${to}`);
        if (sameCase(c, to)) out.push(`${swap(c)}-${swap(to)}`);
        i += 3;
        continue;
      } else {
        out.push(isLetter(c) ? `${c}${swap(c)}` : c);
      }
    } else if (c === "[") {
      inClass = true;
      out.push(c);
      if (source[i + 1] === "^") {
        out.push("^");
        i++;
      }
    } else if (isLetter(c) && !isQuantifierBrace(source, i)) {
      out.push(`[${c.toLowerCase()}${c.toUpperCase()}]`);
    } else {
      out.push(c);
    }
    i++;
  }
  return out.join("");
}

function readEscape(source: string, at: number): string {
  const next = source[at + 1] ?? "";
  if (/[pPuk]/.test(next) && /[{<]/.test(source[at + 2] ?? "")) {
    const close = source.indexOf(source[at + 2] === "{" ? "}" : ">", at);
    return source.slice(at, close === -1 ? source.length : close + 1);
  }
  if (next === "x") return source.slice(at, at + 4);
  if (next === "u") return source.slice(at, at + 6);
  if (next === "c") return source.slice(at, at + 3);
  return source.slice(at, at + 2);
}

function isLetter(c: string): boolean {
  return /^[A-Za-z]$/.test(c);
}

function sameCase(a: string, b: string): boolean {
  return (a === a.toLowerCase()) === (b === b.toLowerCase());
}

function swap(c: string): string {
  return c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
}

/** Letters never appear inside `{2,5}`; this guards the odd literal brace all the same. */
function isQuantifierBrace(source: string, at: number): boolean {
  const open = source.lastIndexOf("{", at);
  const close = source.lastIndexOf("}", at);
  return open > close && /^\{\d*,?\d*$/.test(source.slice(open, at));
}
