#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));

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

export {
  dropCarriageReturn,
  isBlank,
  isSpaceCode,
  isAlphanumericCode,
  isTokenCode,
  parseSubject,
  matchSubject
};
