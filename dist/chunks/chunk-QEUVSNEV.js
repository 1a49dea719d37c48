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

// src/core/char-codes.ts
function dropCarriageReturn(line) {
  return line.endsWith("\r") ? line.slice(0, -1) : line;
}
function isBlank(line) {
  return line.trim() === "";
}
function isSpaceCode(c) {
  return c === 32 || c >= 9 && c <= 13;
}
function isDigitCode(c) {
  return c >= 48 && c <= 57;
}
function isAlphanumericCode(c) {
  return isDigitCode(c) || c >= 65 && c <= 90 || c >= 97 && c <= 122;
}
function isWordCode(c) {
  return isAlphanumericCode(c) || c === 95;
}
function isTokenCode(c) {
  return isWordCode(c) || c === 45;
}

// src/core/scientific-prefixes.ts
var PREFIXES = [
  ["ENH", "feat", "minor"],
  ["API", "api", "minor"],
  ["DEP", "deprecation", "minor"],
  ["BUG", "fix", "patch"],
  ["REV", "revert", "patch"],
  ["PERF", "perf", "patch"],
  ["MAINT", "chore", "none"],
  ["DOC", "docs", "none"],
  ["TST", "test", "none"],
  ["BLD", "build", "none"],
  ["CI", "ci", "none"],
  ["STY", "style", "none"],
  ["TYP", "typing", "none"],
  ["BENCH", "bench", "none"],
  ["DEV", "dev", "none"],
  ["REL", "release", "none"]
], SCIENTIFIC_SECTIONS = {
  api: "API Changes",
  deprecation: "Deprecations"
}, SHARED_WITH_CONVENTIONAL = /* @__PURE__ */ new Set(["CI", "PERF"]), BY_PREFIX = new Map(PREFIXES.map(([prefix, type, bump]) => [prefix, { prefix, type, bump }])), FIRST_LETTERS = new Set(PREFIXES.map(([prefix]) => prefix.charCodeAt(0))), LONGEST = Math.max(...PREFIXES.map(([prefix]) => prefix.length)), RANK = { none: 0, patch: 1, minor: 2 };
function matchScientificPrefix(subject) {
  let found = prefixesAt(subject);
  if (found === void 0) return;
  let i = found.end, scope;
  if (subject.charCodeAt(i) === 40) {
    let close = subject.indexOf(")", i);
    if (close <= i + 1) return;
    scope = subject.slice(i + 1, close), i = close + 1;
  }
  let breaking = subject.charCodeAt(i) === 33;
  if (breaking && i++, subject.charCodeAt(i) !== 58) return;
  let description = subject.slice(i + 1).trim();
  if (description === "") return;
  let winner = found.prefixes[0];
  for (let entry of found.prefixes) RANK[entry.bump] > RANK[winner.bump] && (winner = entry);
  return { type: winner.type, bump: winner.bump, breaking, scope, description };
}
function startsWithScientificPrefix(subject) {
  let found = prefixesAt(subject);
  return found === void 0 || matchScientificPrefix(subject) === void 0 ? !1 : found.prefixes.some((entry) => !SHARED_WITH_CONVENTIONAL.has(entry.prefix));
}
function describeScientificPrefixes() {
  let byBump = /* @__PURE__ */ new Map();
  for (let [prefix, , bump] of PREFIXES) byBump.set(bump, [...byBump.get(bump) ?? [], prefix]);
  return [...byBump].map(([bump, prefixes]) => `${prefixes.join("/")} ${bump}`).join(", ");
}
function prefixesAt(subject) {
  let first = subject.charCodeAt(0);
  if (!FIRST_LETTERS.has(first >= 97 && first <= 122 ? first - 32 : first)) return;
  let prefixes = [], i = 0;
  for (; ; ) {
    let start = i;
    for (; isWordCode(subject.charCodeAt(i)); ) i++;
    if (i - start > LONGEST) return;
    let entry = BY_PREFIX.get(subject.slice(start, i).toUpperCase());
    if (entry === void 0) return;
    prefixes.push(entry);
    let j = i;
    for (; subject.charCodeAt(j) === 32; ) j++;
    let c = subject.charCodeAt(j);
    if (c !== 44 && c !== 47 && c !== 43) return { prefixes, end: i };
    for (j++; subject.charCodeAt(j) === 32; ) j++;
    i = j;
  }
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
function readsScientificPrefixes(entries) {
  return entries.some((entry) => entry.preset === "scientific-python");
}
function withPresetSections(changelog, entries) {
  return readsScientificPrefixes(entries) ? { ...changelog, sections: { ...SCIENTIFIC_SECTIONS, ...changelog.sections } } : changelog;
}
function translatePattern(pattern, { verbose: takesVerbose = !1 } = {}) {
  let flags = "", rest = pattern, inline = (takesVerbose ? /^\(\?([imsuax]+)\)/ : /^\(\?([imsua]+)\)/).exec(pattern);
  inline !== null && (flags = [...new Set(inline[1].replace(/[ua]/g, ""))].join(""), rest = pattern.slice(inline[0].length));
  let verbose = flags.includes("x");
  flags = flags.replace("x", "");
  let out = [], inClass = !1;
  for (let i = 0; i < rest.length; i++) {
    let c = rest[i];
    if (c === "\\") {
      let escaped = rest[i + 1] ?? "";
      !inClass && escaped === "A" ? out.push("^") : !inClass && escaped === "Z" ? out.push("$") : verbose && (escaped === "#" || escaped === " ") ? out.push(escaped) : out.push(c, escaped), i++;
    } else if (!(verbose && !inClass && /\s/.test(c)))
      if (verbose && !inClass && c === "#") {
        let end = rest.indexOf(`
`, i);
        i = end === -1 ? rest.length : end;
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
  dropCarriageReturn,
  isBlank,
  isSpaceCode,
  isDigitCode,
  isAlphanumericCode,
  isWordCode,
  isTokenCode,
  matchScientificPrefix,
  startsWithScientificPrefix,
  describeScientificPrefixes,
  compileCustomParser,
  compileParsers,
  readsGitmoji,
  readsScientificPrefixes,
  withPresetSections,
  translatePattern,
  enableLinearRegExpFallback
};
