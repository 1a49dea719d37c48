#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  enableLinearRegExpFallback,
  translatePattern
} from "./chunk-QEUVSNEV.js";

// src/core/version-pattern.ts
var HATCH_DEFAULT_PATTERN = `(?i)^(__version__|VERSION) *= *(['"])v?(?P<version>.+?)\\2`;
function resultGroups(result) {
  return [...result.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]);
}
function compileVersionPattern(pattern, result) {
  let { source, flags } = translatePattern(pattern, { verbose: !0 }), regex;
  try {
    regex = new RegExp(source, [...new Set(`${flags}dm`)].join(""));
  } catch (error) {
    let reason = error instanceof Error ? error.message : String(error);
    throw new Error(`pattern ${JSON.stringify(pattern)} is not a valid regular expression: ${reason}`);
  }
  let groups = new RegExp(`${source}|`, flags).exec("")?.groups ?? {};
  if (result !== void 0) {
    let names = resultGroups(result), missing = names.find((name) => !(name in groups));
    if (names.length === 0 || missing !== void 0)
      throw new Error(
        `pattern ${JSON.stringify(pattern)} needs a named group (?P<${missing ?? "value"}>...) for each part of the result ${JSON.stringify(result)}`
      );
    return { text: pattern, regex, linear: linearTwin(source, flags), result };
  }
  if (!("version" in groups))
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
  if (pattern.result !== void 0) {
    let parts = findVersionParts(text, pattern, pattern.result);
    if (parts === void 0) return;
    let first = parts.spans[0];
    return { value: parts.value, start: first.start, end: first.end, line: parts.line };
  }
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
  if (pattern.result !== void 0) return replaceVersionParts(text, pattern, pattern.result, version);
  let found = findVersionByPattern(text, pattern);
  if (found !== void 0)
    return `${text.slice(0, found.start)}${version}${text.slice(found.end)}`;
}
function findVersionParts(text, pattern, result) {
  pattern.regex.lastIndex = 0;
  let match = pattern.regex.exec(text), indices = match?.indices?.groups;
  if (match === null || indices === void 0) return;
  let spans = [];
  for (let name of new Set(resultGroups(result))) {
    let span = indices[name];
    if (span === void 0) return;
    spans.push({ name, start: span[0], end: span[1] });
  }
  spans.sort((a, b) => a.start - b.start);
  let value = result.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name) => {
    let span = spans.find((s) => s.name === name);
    return text.slice(span.start, span.end);
  }), first = spans[0];
  return { value, line: text.slice(0, first.start).split(`
`).length, spans };
}
function replaceVersionParts(text, pattern, result, version) {
  let found = findVersionParts(text, pattern, result);
  if (found === void 0) return;
  let names = resultGroups(result), literal = result.split(/\{[A-Za-z_][A-Za-z0-9_]*\}/), literalText = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), seen = /* @__PURE__ */ new Set(), source = literal.map((part, i) => {
    let name = names[i];
    return name === void 0 ? literalText(part) : seen.has(name) ? `${literalText(part)}\\k<${name}>` : (seen.add(name), `${literalText(part)}(?<${name}>${i === names.length - 1 ? ".+" : ".+?"})`);
  }).join(""), parts = new RegExp(`^${source}$`, "s").exec(version)?.groups, cannot = () => new Error(`${version} cannot be written through the groups of ${JSON.stringify(result)}`);
  if (parts === void 0) throw cannot();
  let out = text;
  for (let span of [...found.spans].reverse())
    out = `${out.slice(0, span.start)}${parts[span.name] ?? ""}${out.slice(span.end)}`;
  if (findVersionParts(out, pattern, result)?.value !== version) throw cannot();
  return out;
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
