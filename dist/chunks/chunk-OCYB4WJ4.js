#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));

// src/core/case-fold.ts
function foldCase(source) {
  let out = [], inClass = !1, i = 0;
  for (; i < source.length; ) {
    let c = source[i];
    if (c === "\\") {
      let sequence = readEscape(source, i);
      out.push(sequence), i += sequence.length;
      continue;
    }
    if (!inClass && source.startsWith("(?<", i) && /[A-Za-z_$]/.test(source[i + 3] ?? "")) {
      let close = source.indexOf(">", i), end = close === -1 ? source.length : close + 1;
      out.push(source.slice(i, end)), i = end;
      continue;
    }
    if (inClass)
      if (c === "]")
        inClass = !1, out.push(c);
      else if (isLetter(c) && source[i + 1] === "-" && isLetter(source[i + 2] ?? "")) {
        let to = source[i + 2];
        out.push(`${c}-${to}`), sameCase(c, to) && out.push(`${swap(c)}-${swap(to)}`), i += 3;
        continue;
      } else
        out.push(isLetter(c) ? `${c}${swap(c)}` : c);
    else c === "[" ? (inClass = !0, out.push(c), source[i + 1] === "^" && (out.push("^"), i++)) : isLetter(c) && !isQuantifierBrace(source, i) ? out.push(`[${c.toLowerCase()}${c.toUpperCase()}]`) : out.push(c);
    i++;
  }
  return out.join("");
}
function readEscape(source, at) {
  let next = source[at + 1] ?? "";
  if (/[pPuk]/.test(next) && /[{<]/.test(source[at + 2] ?? "")) {
    let close = source.indexOf(source[at + 2] === "{" ? "}" : ">", at);
    return source.slice(at, close === -1 ? source.length : close + 1);
  }
  return next === "x" ? source.slice(at, at + 4) : next === "u" ? source.slice(at, at + 6) : next === "c" ? source.slice(at, at + 3) : source.slice(at, at + 2);
}
function isLetter(c) {
  return /^[A-Za-z]$/.test(c);
}
function sameCase(a, b) {
  return a === a.toLowerCase() == (b === b.toLowerCase());
}
function swap(c) {
  return c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
}
function isQuantifierBrace(source, at) {
  let open = source.lastIndexOf("{", at), close = source.lastIndexOf("}", at);
  return open > close && /^\{\d*,?\d*$/.test(source.slice(open, at));
}

// src/core/custom-parser.ts
function runsInLinearTime(source, flags) {
  try {
    return new RegExp(source, `${flags}l`), !0;
  } catch (error) {
    return !/linear time/i.test(error instanceof Error ? error.message : "");
  }
}
function compileCustomParser(pattern) {
  let translated = translatePattern(pattern), source = translated.flags.includes("i") ? foldCase(translated.source) : translated.source, flags = translated.flags.replace("i", ""), regex;
  try {
    regex = new RegExp(source, flags);
  } catch (error) {
    let reason = error instanceof Error ? error.message : String(error);
    throw new Error(`pattern ${JSON.stringify(pattern)} is not a valid regular expression: ${reason}`);
  }
  let slow = findBacktrackingOnly(source);
  if (slow !== void 0)
    throw new Error(
      `pattern ${JSON.stringify(pattern)} uses ${slow}, which only a backtracking engine can run and which can take exponential time on some commit subjects; custom parsers run in linear time, so rewrite it without back-references and lookaround`
    );
  if (!runsInLinearTime(source, flags))
    throw new Error(
      `pattern ${JSON.stringify(pattern)} cannot run in linear time (a counted repeat too large for the linear engine, e.g. {0,40}), so some commit subjects could make it run for hours; use * or + instead of large counts`
    );
  let groups = new RegExp(`${source}|`, flags).exec("")?.groups ?? {}, missing = ["type", "description"].filter((name) => !(name in groups));
  if (missing.length > 0) {
    let names = missing.map((name) => `(?<${name}>...)`).join(" and ");
    throw new Error(`pattern ${JSON.stringify(pattern)} needs the named group ${names}`);
  }
  return { pattern: regex };
}
function compileParsers(entries) {
  return entries.map(
    (entry) => entry.preset !== void 0 ? { preset: entry.preset } : compileCustomParser(entry.pattern ?? "")
  );
}
function readsGitmoji(entries) {
  return entries.some((entry) => entry.preset === "gitmoji");
}
function translatePattern(pattern) {
  let flags = "", rest = pattern, inline = /^\(\?([imsua]+)\)/.exec(pattern);
  inline !== null && (flags = [...new Set(inline[1].replace(/[ua]/g, ""))].join(""), rest = pattern.slice(inline[0].length));
  let out = [], inClass = !1;
  for (let i = 0; i < rest.length; i++) {
    let c = rest[i];
    if (c === "\\") {
      let escaped = rest[i + 1] ?? "";
      !inClass && escaped === "A" ? out.push("^") : !inClass && escaped === "Z" ? out.push("$") : out.push(c, escaped), i++;
    } else if (inClass)
      c === "]" && (inClass = !1), out.push(c);
    else if (c === "[")
      inClass = !0, out.push(c);
    else if (rest.startsWith("(?P<", i))
      out.push("(?<"), i += 3;
    else if (rest.startsWith("(?P=", i)) {
      let close = rest.indexOf(")", i);
      if (close < 0) {
        out.push(c);
        continue;
      }
      out.push(`\\k<${rest.slice(i + 4, close)}>`), i = close;
    } else
      out.push(c);
  }
  return { source: out.join(""), flags };
}
function findBacktrackingOnly(source) {
  let inClass = !1;
  for (let i = 0; i < source.length; i++) {
    let c = source[i];
    if (c === "\\") {
      let next = source[i + 1] ?? "";
      if (!inClass && /[1-9]/.test(next)) return `a back-reference (\\${next})`;
      if (!inClass && next === "k" && source[i + 2] === "<") return "a back-reference (\\k<...>)";
      i++;
    } else if (inClass)
      c === "]" && (inClass = !1);
    else if (c === "[")
      inClass = !0;
    else if (c === "(" && source[i + 1] === "?") {
      let kind = /^\(\?(=|!|<=|<!)/.exec(source.slice(i))?.[1];
      if (kind !== void 0) return `a lookaround ((?${kind}...)`;
    }
  }
}

// src/runtime/regexp-engine.ts
var enabled = !1;
function enableLinearRegExpFallback() {
  if (enabled) return;
  enabled = !0;
  let { setFlagsFromString } = process.getBuiltinModule("node:v8");
  setFlagsFromString("--enable-experimental-regexp-engine-on-excessive-backtracks"), setFlagsFromString("--enable-experimental-regexp-engine");
}

export {
  compileCustomParser,
  compileParsers,
  readsGitmoji,
  translatePattern,
  enableLinearRegExpFallback
};
