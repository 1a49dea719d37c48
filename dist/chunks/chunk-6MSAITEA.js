#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  enableLinearRegExpFallback,
  translatePattern
} from "./chunk-STJGK76M.js";

// src/core/version-pattern.ts
var HATCH_DEFAULT_PATTERN = `(?i)^(__version__|VERSION) *= *(['"])v?(?P<version>.+?)\\2`;
function compileVersionPattern(pattern) {
  let { source, flags } = translatePattern(pattern), regex;
  try {
    regex = new RegExp(source, [...new Set(`${flags}dm`)].join(""));
  } catch (error) {
    let reason = error instanceof Error ? error.message : String(error);
    throw new Error(`pattern ${JSON.stringify(pattern)} is not a valid regular expression: ${reason}`);
  }
  if (!("version" in (new RegExp(`${source}|`, flags).exec("")?.groups ?? {})))
    throw new Error(
      `pattern ${JSON.stringify(pattern)} needs a named group (?P<version>...) around the version`
    );
  return { text: pattern, regex, linear: linearTwin(source, flags) };
}
function linearTwin(source, flags) {
  enableLinearRegExpFallback();
  try {
    return new RegExp(source, [...new Set(`${flags}ml`)].join(""));
  } catch {
    return;
  }
}
function findVersionByPattern(text, pattern) {
  let from = 0, region = text;
  if (pattern.linear !== void 0) {
    pattern.linear.lastIndex = 0;
    let found = pattern.linear.exec(text);
    if (found === null) return;
    let lineStart = text.lastIndexOf(`
`, found.index - 1) + 1;
    from = lineStart, region = text.slice(lineStart, found.index + found[0].length);
  }
  pattern.regex.lastIndex = 0;
  let match = pattern.regex.exec(region), span = match?.indices?.groups?.version;
  if (match === null || span === void 0) return;
  let [start, end] = [span[0] + from, span[1] + from];
  return { value: text.slice(start, end), start, end, line: text.slice(0, start).split(`
`).length };
}
function replaceVersionByPattern(text, pattern, version) {
  let found = findVersionByPattern(text, pattern);
  if (found !== void 0)
    return `${text.slice(0, found.start)}${version}${text.slice(found.end)}`;
}
function fillTemplate(template, values) {
  return template.replace(/\{(current_version|new_version)\}/g, (_, key) => values[key]).replace(/\{\{/g, "{").replace(/\}\}/g, "}");
}

export {
  HATCH_DEFAULT_PATTERN,
  compileVersionPattern,
  findVersionByPattern,
  replaceVersionByPattern,
  fillTemplate
};
