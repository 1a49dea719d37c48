#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  compareVersions,
  formatVersion,
  isFinalRelease,
  parseVersion
} from "./chunk-ABNXZSXZ.js";
import {
  ConfigError
} from "./chunk-DSG6HE4L.js";

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

// src/core/parse-subject.ts
function parseSubject(subject, parsers = []) {
  let match = matchSubject(firstLine(subject), parsers);
  if (match === void 0) return;
  let { type, scope, scopes, breaking, description } = match;
  return { type, scope, scopes, breaking, description };
}
function matchSubject(subject, parsers) {
  return matchConventional(subject) ?? matchGitRevert(subject) ?? matchCustom(subject, parsers);
}
function matchConventional(subject) {
  let i = 0;
  for (; isWordCode(subject.charCodeAt(i)); ) i++;
  if (i === 0) return;
  let type = subject.slice(0, i).toLowerCase(), scope;
  if (subject.charCodeAt(i) === 40) {
    let close = subject.indexOf(")", i);
    if (close <= i + 1) return;
    scope = subject.slice(i + 1, close), i = close + 1;
  }
  let breaking = subject.charCodeAt(i) === 33;
  if (breaking && i++, subject.charCodeAt(i) !== 58) return;
  let description = subject.slice(i + 1).trim();
  if (description !== "")
    return { type, scope, scopes: splitScopes(scope), breaking, description };
}
function matchGitRevert(subject) {
  let reapply = subject.startsWith('Reapply "');
  if (!reapply && !subject.startsWith('Revert "')) return;
  let start = reapply ? 9 : 8, end = endBeforePullRequestSuffix(subject);
  if (subject.charCodeAt(end - 1) !== 34) return;
  let inner = subject.slice(start, end - 1);
  if (inner.trim() === "") return;
  let reverted = reapply ? `Revert "${inner}"` : inner;
  return { type: "revert", scope: void 0, scopes: [], breaking: !1, description: reverted, reverted };
}
function endBeforePullRequestSuffix(subject) {
  let end = subject.trimEnd().length;
  if (subject.charCodeAt(end - 1) !== 41) return end;
  let open = subject.lastIndexOf(" (#");
  if (open < 0 || open + 3 >= end - 1) return end;
  for (let i = open + 3; i < end - 1; i++) if (!isDigitCode(subject.charCodeAt(i))) return end;
  return open;
}
function matchCustom(subject, parsers) {
  for (let { pattern } of parsers) {
    pattern.lastIndex = 0;
    let groups = pattern.exec(subject)?.groups;
    if (groups === void 0) continue;
    let type = groups.type?.trim().toLowerCase(), description = groups.description?.trim();
    if (!type || !description) continue;
    let scope = groups.scope === "" ? void 0 : groups.scope, breaking = (groups.breaking ?? "") !== "";
    return { type, scope, scopes: splitScopes(scope), breaking, description };
  }
}
var NO_SCOPES = Object.freeze([]);
function splitScopes(scope) {
  if (scope === void 0) return NO_SCOPES;
  if (!scope.includes(",")) {
    let trimmed = scope.trim();
    return trimmed === "" ? NO_SCOPES : [trimmed];
  }
  return scope.split(",").map((part) => part.trim()).filter((part) => part !== "");
}
function firstLine(text) {
  let newline = text.indexOf(`
`);
  return dropCarriageReturn(newline < 0 ? text : text.slice(0, newline));
}

// src/core/tag-format.ts
var DEFAULT_TAG_FORMAT = "v{version}", PLACEHOLDER = "{version}";
function compileTagFormat(format) {
  let count = format.split(PLACEHOLDER).length - 1;
  if (count !== 1)
    throw new ConfigError(
      `tag_format "${format}" must contain {version} exactly once (found ${count === 0 ? "none" : count}).`,
      { details: [`For example "${DEFAULT_TAG_FORMAT}" or "release-{version}".`] }
    );
  let index = format.indexOf(PLACEHOLDER), prefix = format.slice(0, index), suffix = format.slice(index + PLACEHOLDER.length), unknown = /\{[A-Za-z_][A-Za-z0-9_]*\}/.exec(prefix + suffix);
  if (unknown !== null)
    throw new ConfigError(`tag_format "${format}" uses ${unknown[0]}; the only placeholder is {version}.`);
  return {
    source: format,
    format: (version) => `${prefix}${version}${suffix}`,
    // Fixed literal parts are compared as strings, so no regex metacharacter in them has effect.
    parse(tag) {
      if (!(!tag.startsWith(prefix) || !tag.endsWith(suffix)))
        return parseVersion(tag.slice(prefix.length, tag.length - suffix.length), { strict: !0 });
    }
  };
}
function selectBaseTag(tagNames, tagFormat) {
  let compiled = toTagFormat(tagFormat), best;
  for (let tag of tagNames) {
    let version = compiled.parse(tag);
    if (version === void 0 || !isBaseCandidate(version)) continue;
    let order = best === void 0 ? 1 : compareVersions(version, best.version);
    if (order < 0) continue;
    let canonical = compiled.format(formatVersion(version)) === tag;
    (order > 0 || canonical && !best?.canonical) && (best = { tag, version, canonical });
  }
  return best === void 0 ? void 0 : { tag: best.tag, version: best.version };
}
function preReleaseVersions(tagNames, tagFormat) {
  let compiled = toTagFormat(tagFormat), versions = [];
  for (let tag of tagNames) {
    let version = compiled.parse(tag);
    version?.pre !== void 0 && versions.push(version);
  }
  return versions;
}
function findTagForVersion(tagNames, tagFormat, version) {
  let compiled = toTagFormat(tagFormat), wanted = formatVersion(version), exact = compiled.format(wanted), found;
  for (let tag of tagNames) {
    if (tag === exact) return tag;
    if (found !== void 0) continue;
    let parsed = compiled.parse(tag);
    parsed !== void 0 && formatVersion(parsed) === wanted && (found = tag);
  }
  return found;
}
function toTagFormat(tagFormat) {
  return typeof tagFormat == "string" ? compileTagFormat(tagFormat) : tagFormat;
}
function isBaseCandidate(version) {
  return isFinalRelease(version) && version.local === void 0 && version.release.length >= 3;
}
function findPreviousVersion(tagNames, tagFormat, version) {
  let compiled = toTagFormat(tagFormat), best;
  for (let tag of tagNames) {
    let parsed = compiled.parse(tag);
    parsed === void 0 || parsed.release.length < 3 || parsed.local !== void 0 || compareVersions(parsed, version) >= 0 || (best === void 0 || compareVersions(parsed, best) > 0) && (best = parsed);
  }
  return best === void 0 ? "" : formatVersion(best);
}

export {
  compileCustomParser,
  compileTagFormat,
  selectBaseTag,
  preReleaseVersions,
  findTagForVersion,
  findPreviousVersion,
  enableLinearRegExpFallback,
  dropCarriageReturn,
  isBlank,
  isSpaceCode,
  isAlphanumericCode,
  isTokenCode,
  parseSubject,
  matchSubject
};
