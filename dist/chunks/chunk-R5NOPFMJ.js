#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  VersionFileError
} from "./chunk-DSG6HE4L.js";

// src/edits/citation-cff.ts
var CITATION_FILE = "CITATION.cff", VERSION_LINE = /^version:[ \t]*(['"]?)(v?)([^'"\s#]+)\1[ \t]*(?:#.*)?$/m, DATE_LINE = /^date-released:[ \t]*(['"]?)(\d{4}-\d{2}-\d{2})\1[ \t]*(?:#.*)?$/m;
function readCitationVersion(text) {
  let found = VERSION_LINE.exec(text);
  if (found !== null)
    return { value: found[3], line: text.slice(0, found.index).split(`
`).length };
}
function setCitationVersion(text, version, date) {
  let found = VERSION_LINE.exec(text);
  if (found === null) return;
  let [, quote = "", v = ""] = found, start = found.index + found[0].indexOf(`${quote}${v}${found[3]}`) + quote.length + v.length, out = `${text.slice(0, start)}${version}${text.slice(start + found[3].length)}`, dated = date === void 0 ? null : DATE_LINE.exec(out);
  if (dated !== null && date !== void 0) {
    let at = dated.index + dated[0].indexOf(dated[2], 14);
    out = `${out.slice(0, at)}${date}${out.slice(at + dated[2].length)}`;
  }
  return out;
}

// src/edits/incremental-version.ts
var CALL = /^((?:incremental\.)?Version)\(\s*(["'])([^"'\\\r\n]+)\2\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*((?:,\s*(?:release_candidate|prerelease|post|dev)\s*=\s*\d+\s*)*),?\s*\)$/;
function parseIncrementalVersion(expression) {
  let m = CALL.exec(expression.trim());
  if (m === null) return;
  let keywords = /* @__PURE__ */ new Map(), rcKeyword = "release_candidate";
  for (let k of (m[7] ?? "").matchAll(/(release_candidate|prerelease|post|dev)\s*=\s*(\d+)/g)) {
    let key = k[1];
    key === "prerelease" && (rcKeyword = key), keywords.set(key === "prerelease" ? "release_candidate" : key, Number(k[2]));
  }
  return {
    callee: m[1],
    name: m[3],
    quote: m[2],
    numbers: [Number(m[4]), Number(m[5]), Number(m[6])],
    rcKeyword,
    rc: keywords.get("release_candidate"),
    post: keywords.get("post"),
    dev: keywords.get("dev"),
    separator: /,(\s*)/.exec(expression)?.[0] ?? ", ",
    wrapped: expression.includes(`
`) ? /\(\s*\n([ \t]+)/.exec(expression)?.[1] ?? "    " : void 0
  };
}
function incrementalVersion(call) {
  let rc = call.rc === void 0 ? "" : `rc${call.rc}`, post = call.post === void 0 ? "" : `.post${call.post}`, dev = call.dev === void 0 ? "" : `.dev${call.dev}`;
  return `${call.numbers.join(".")}${rc}${post}${dev}`;
}
function writeIncrementalVersion(call, version, where) {
  let m = /^(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:rc(\d+))?(?:\.post(\d+))?(?:\.dev(\d+))?$/.exec(version);
  if (m === null)
    throw new VersionFileError(
      `${where}: ${version} cannot be written as incremental's Version(...) there (it spells three numbers and an optional release candidate, post and dev release; no alpha or beta)`
    );
  let args = [
    `${call.quote}${call.name}${call.quote}`,
    m[1],
    m[2] ?? "0",
    m[3] ?? "0",
    ...m[4] === void 0 ? [] : [`${call.rcKeyword}=${m[4]}`],
    ...m[5] === void 0 ? [] : [`post=${m[5]}`],
    ...m[6] === void 0 ? [] : [`dev=${m[6]}`]
  ];
  return call.wrapped !== void 0 ? `${call.callee}(
${args.map((a) => `${call.wrapped}${a},
`).join("")})` : `${call.callee}(${args.join(call.separator)})`;
}

// src/edits/incremental-placeholders.ts
var QUOTES = ['"', "'"];
function reprOf(name, quote, version, where) {
  let shape = parseIncrementalVersion(`Version(${quote}${name}${quote}, 0, 0, 0)`);
  if (shape === void 0) throw new Error(`not a package name incremental spells: ${name}`);
  return writeIncrementalVersion(shape, version, where);
}
function publicSpellings(name, version, where) {
  let call = parseIncrementalVersion(reprOf(name, '"', version, where));
  if (call === void 0) return [];
  let now = incrementalVersion(call), rc = call.rc === void 0 ? "" : `.rc${call.rc}`, post = call.post === void 0 ? "" : `.post${call.post}`, dev = call.dev === void 0 ? "" : `.dev${call.dev}`, old = `${call.numbers.join(".")}${rc}${post}${dev}`;
  return old === now ? [now] : [now, old];
}
function escapeRegex(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function textForm(name, version) {
  return new RegExp(`(?<![\\w.-])${escapeRegex(`${name} ${version}`)}(?!\\w)`, "g");
}
function isCandidate(name, current, where) {
  if (current === void 0) return !1;
  try {
    return parseIncrementalVersion(reprOf(name, '"', current, where))?.rc !== void 0;
  } catch {
    return !1;
  }
}
function placeholderNeedles(name, current) {
  let needles = [...QUOTES.map((q) => `Version(${q}${name}${q}, ${q}NEXT${q}, 0, 0)`), `${name} NEXT`];
  return isCandidate(name, current, "") && (needles.push(...QUOTES.map((q) => reprOf(name, q, current, ""))), needles.push(...publicSpellings(name, current, "").map((p) => `${name} ${p}`))), needles;
}
function holdsPlaceholder(line, name, current) {
  return replacePlaceholders(line, name, current, "0.0.0", "") !== line;
}
function replacePlaceholders(text, name, current, version, where) {
  let result = text, call = (quote) => reprOf(name, quote, version, where), words = () => `${name} ${publicSpellings(name, version, where)[0] ?? version}`, swap = (from, to) => {
    result.includes(from) && (result = result.split(from).join(to()));
  }, swapWords = (from) => {
    result = result.replace(textForm(name, from), words);
  };
  if (isCandidate(name, current, where)) {
    for (let q of QUOTES) swap(reprOf(name, q, current, where), () => call(q));
    for (let spelled of publicSpellings(name, current, where)) swapWords(spelled);
  }
  for (let q of QUOTES) swap(`Version(${q}${name}${q}, ${q}NEXT${q}, 0, 0)`, () => call(q));
  return swapWords("NEXT"), result;
}

// src/edits/version-tuple.ts
var LEVEL_OF = {
  alpha: "a",
  beta: "b",
  candidate: "rc",
  rc: "rc",
  c: "rc",
  final: ""
}, TUPLE = /^\(\s*(\d+(?:\s*,\s*\d+)*)(?:\s*,\s*(["'])(alpha|beta|candidate|rc|c|final)\2(?:\s*,\s*(\d+))?)?\s*(,)?\s*\)$/;
function parseVersionTuple(literal) {
  let m = TUPLE.exec(literal.trim());
  if (m === null) return;
  let numbers = m[1].split(",").map((n) => Number(n.trim()));
  if (numbers.length < 2 || numbers.some((n) => !Number.isSafeInteger(n))) return;
  let separator = /,(\s*)/.exec(literal)?.[0] ?? ", ", tuple = { numbers, separator, trailingComma: m[5] !== void 0 };
  return m[3] !== void 0 && (tuple.level = {
    word: m[3],
    quote: m[2],
    serial: m[4] === void 0 ? void 0 : Number(m[4])
  }), tuple;
}
function tupleVersion(tuple) {
  let release = tuple.numbers.join("."), level = tuple.level === void 0 ? "" : LEVEL_OF[tuple.level.word] ?? "";
  return level === "" ? release : `${release}${level}${tuple.level?.serial ?? 0}`;
}
function writeVersionTuple(tuple, version, where) {
  let m = /^(\d+(?:\.\d+)*)(?:(a|b|rc)(\d+))?$/.exec(version);
  if (m === null)
    throw new VersionFileError(
      `${where}: ${version} cannot be written in the version tuple there (it spells a release and an optional a/b/rc level only)`
    );
  let release = m[1].split(".").map(Number);
  for (; release.length > tuple.numbers.length && release.at(-1) === 0; ) release.pop();
  if (release.length > tuple.numbers.length)
    throw new VersionFileError(
      `${where}: ${version} has more numbers than the version tuple there (${tuple.numbers.length})`
    );
  for (; release.length < tuple.numbers.length; ) release.push(0);
  let items = release.map(String);
  if (tuple.level !== void 0) {
    let word = m[2] === void 0 ? "final" : levelWord(m[2], tuple.level.word), serial = m[3] === void 0 ? 0 : Number(m[3]);
    if (tuple.level.serial === void 0 && serial !== 0)
      throw new VersionFileError(
        `${where}: ${version} needs a pre-release number, and the version tuple there has no place for it after its level`
      );
    items.push(`${tuple.level.quote}${word}${tuple.level.quote}`), tuple.level.serial !== void 0 && items.push(String(serial));
  } else if (m[2] !== void 0)
    throw new VersionFileError(
      `${where}: ${version} is a pre-release, and the version tuple there has no release level to spell it`
    );
  return `(${items.join(tuple.separator)}${tuple.trailingComma ? "," : ""})`;
}
function levelWord(pep440, current) {
  return pep440 === "a" ? "alpha" : pep440 === "b" ? "beta" : current === "candidate" || current === "c" ? current : "rc";
}

// src/edits/python-assignment.ts
var IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
function readPythonAssignment(text, variable) {
  let last = readPythonAssignments(text, variable).at(-1);
  if (last?.kind !== "expression") return last;
  let call = parseIncrementalVersion(last.expression);
  return call !== void 0 ? { ...last, kind: "incremental", value: incrementalVersion(call), call } : asVersionTuple(text, variable, last) ?? last;
}
function holdsVersion(assignment) {
  return assignment?.kind === "string" || assignment?.kind === "tuple" || assignment?.kind === "incremental";
}
function asVersionTuple(text, variable, assignment) {
  let own = parseVersionTuple(assignment.expression);
  if (own !== void 0)
    return { ...assignment, kind: "tuple", value: tupleVersion(own), source: variable, tuple: own };
  let code = assignment.expression.replace(/(["'])(?:(?!\1).)*\1/g, "");
  if (/[A-Za-z0-9_]\s*\[/.test(code)) return;
  let names = new Set(
    [...code.matchAll(/(?<![.\w])[A-Za-z_][A-Za-z0-9_]*/g)].map((m) => m[0]).filter((n) => n !== variable)
  ), tuples = [];
  for (let name of names) {
    let last = readPythonAssignments(text, name).at(-1), tuple = last?.kind === "expression" ? parseVersionTuple(last.expression) : void 0;
    last?.kind === "expression" && tuple !== void 0 && tuples.push({ ...last, kind: "tuple", value: tupleVersion(tuple), source: name, tuple });
  }
  return tuples.length === 1 ? tuples[0] : void 0;
}
function readPythonAssignments(text, variable) {
  if (!IDENTIFIER.test(variable))
    throw new VersionFileError(
      `"${variable}" is not a Python variable name; expected an identifier like __version__`
    );
  let head = new RegExp(`${variable}(?![A-Za-z0-9_])[ \\t]*(?::[^=\\r\\n#]*)?=(?!=)[ \\t]*`, "y"), found = [];
  for (let start of statementStarts(text))
    head.lastIndex = start, head.exec(text) && found.push(describeAssignment(text, start, head.lastIndex));
  return found;
}
function setPythonAssignment(text, variable, newValue, path) {
  let all = readPythonAssignments(text, variable), last = all.at(-1);
  if (last === void 0)
    throw new VersionFileError(
      `${path}: no top-level assignment of ${variable} (like ${variable} = "1.2.3")`
    );
  if (last.kind === "expression") {
    let tuple = readPythonAssignment(text, variable);
    if (tuple?.kind === "incremental") {
      let [start, end] = tuple.range;
      return text.slice(0, start) + writeIncrementalVersion(tuple.call, newValue, `${path}:${tuple.line}`) + text.slice(end);
    }
    if (tuple?.kind === "tuple") {
      let [start, end] = tuple.range;
      return text.slice(0, start) + writeVersionTuple(tuple.tuple, newValue, `${path}:${tuple.line}`) + text.slice(end);
    }
    throw new VersionFileError(
      `${path}:${last.line}: ${variable} is assigned ${last.expression}; expected a string literal like "1.2.3"`
    );
  }
  let targets = all.filter(
    (a) => a.kind === "string" && a.value === last.value
  ), out = text;
  for (let assignment of targets.reverse()) {
    if (newValue.includes(assignment.quote) || /[\\\r\n]/.test(newValue))
      throw new VersionFileError(
        `${path}:${assignment.line}: cannot write ${JSON.stringify(newValue)} as ${variable}`
      );
    let [start, end] = assignment.range;
    out = out.slice(0, start) + newValue + out.slice(end);
  }
  return out;
}
function describeAssignment(text, start, valueStart) {
  let line = lineOf(text, start), literal = /[uUrR]?(?:"([^"\\\r\n]*)"|'([^'\\\r\n]*)')(?=[ \t]*(?:[#;\r\n]|$))/y;
  literal.lastIndex = valueStart;
  let match = literal.exec(text);
  if (match === null) {
    let end = text.slice(valueStart).search(/\r?\n|$/), rest = text.slice(valueStart, valueStart + end), code = /^(?:[^#"']|"[^"\r\n]*"|'[^'\r\n]*')*/.exec(rest)?.[0] ?? rest, closed = bracketsOpen(code) > 0 ? closingBracket(text, valueStart) : void 0, expression = closed === void 0 ? code.trimEnd() : text.slice(valueStart, closed + 1);
    return { kind: "expression", expression, line, range: [valueStart, valueStart + expression.length] };
  }
  let double = match[1] !== void 0, value = (double ? match[1] : match[2]) ?? "", open = match.index + match[0].length - value.length - 1;
  return { kind: "string", value, quote: double ? '"' : "'", line, range: [open, open + value.length] };
}
function lineOf(text, index) {
  let line = 1;
  for (let i = text.indexOf(`
`); i !== -1 && i < index; i = text.indexOf(`
`, i + 1)) line++;
  return line;
}
function* statementStarts(text) {
  let depth = 0, lineStart = !0, i = text.startsWith("\uFEFF") ? 1 : 0;
  for (; i < text.length; ) {
    let char = text[i];
    if (lineStart && depth === 0 && !/[ \t\f\r\n#]/.test(char) && (yield i), lineStart = !1, char === `
`)
      lineStart = depth === 0, i++;
    else if (char === "#") {
      let end = text.indexOf(`
`, i);
      i = end === -1 ? text.length : end;
    } else char === '"' || char === "'" ? i = skipString(text, i) : char === "\\" ? i += text[i + 1] === "\r" && text[i + 2] === `
` ? 3 : 2 : ("([{".includes(char) ? depth++ : ")]}".includes(char) && (depth = Math.max(0, depth - 1)), i++);
  }
}
function skipString(text, start) {
  let quote = text[start], triple = text.startsWith(quote.repeat(3), start), i = start + (triple ? 3 : 1);
  for (; i < text.length; ) {
    let char = text[i];
    if (char === "\\")
      i += 2;
    else {
      if (triple ? text.startsWith(quote.repeat(3), i) : char === quote)
        return i + (triple ? 3 : 1);
      if (!triple && char === `
`)
        return i;
      i++;
    }
  }
  return text.length;
}
function bracketsOpen(code) {
  let depth = 0;
  for (let char of code.replace(/"[^"\r\n]*"|'[^'\r\n]*'/g, ""))
    "([{".includes(char) ? depth++ : ")]}".includes(char) && depth--;
  return depth;
}
function closingBracket(text, start) {
  let depth = 0, i = start;
  for (; i < text.length; ) {
    let char = text[i];
    if (char === "#") {
      let end = text.indexOf(`
`, i);
      i = end === -1 ? text.length : end;
      continue;
    }
    if (char === '"' || char === "'") {
      i = skipString(text, i);
      continue;
    }
    if ("([{".includes(char)) depth++;
    else if (")]}".includes(char) && (depth--, depth === 0))
      return i;
    i++;
  }
}

export {
  CITATION_FILE,
  readCitationVersion,
  setCitationVersion,
  incrementalVersion,
  placeholderNeedles,
  holdsPlaceholder,
  replacePlaceholders,
  readPythonAssignment,
  holdsVersion,
  setPythonAssignment
};
