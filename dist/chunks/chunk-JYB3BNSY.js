#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  VersionFileError
} from "./chunk-DSG6HE4L.js";

// src/edits/python-assignment.ts
var IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
function readPythonAssignment(text, variable) {
  return readPythonAssignments(text, variable).at(-1);
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
  if (last.kind === "expression")
    throw new VersionFileError(
      `${path}:${last.line}: ${variable} is assigned ${last.expression}; expected a string literal like "1.2.3"`
    );
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
    let end = text.slice(valueStart).search(/\r?\n|$/);
    return { kind: "expression", expression: text.slice(valueStart, valueStart + end).trim(), line };
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

export {
  readPythonAssignment,
  setPythonAssignment
};
