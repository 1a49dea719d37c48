#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));

// src/core/parse-commit.ts
var BREAKING_TOKENS = ["BREAKING CHANGE", "BREAKING-CHANGE"];
function parseSubject(subject, parsers = []) {
  let match = matchSubject(firstLine(subject), parsers);
  if (match === void 0) return;
  let { type, scope, scopes, breaking, description } = match;
  return { type, scope, scopes, breaking, description };
}
function parseCommit(commit, parsers = []) {
  let single = singleLineSubject(commit.message);
  if (single !== void 0) return parseSubjectOnly(commit, single, parsers);
  let lines = commit.message.split(`
`).map(dropCarriageReturn), first = 0;
  for (; first < lines.length && isBlank(lines[first]); ) first++;
  let subject = lines[first] ?? "", rest = lines.slice(first + 1), { body, footers, bodyNotes, bodyBreaking } = parseBodyAndFooters(rest), releaseAs = findReleaseAs(footers), match = matchSubject(subject, parsers);
  if (match === void 0)
    return {
      commit,
      subject,
      type: "",
      scope: void 0,
      scopes: [],
      description: subject.trim(),
      body,
      footers,
      breaking: !1,
      breakingNotes: [],
      conventional: !1,
      revert: void 0,
      releaseAs
    };
  let footerNotes = [], footerBreaking = !1;
  for (let footer of footers)
    isBreakingToken(footer.token) && (footerBreaking = !0, footer.value !== "" && footerNotes.push(footer.value));
  return {
    commit,
    subject,
    type: match.type,
    scope: match.scope,
    scopes: match.scopes,
    description: match.description,
    body,
    footers,
    breaking: match.breaking || bodyBreaking || footerBreaking,
    breakingNotes: [...bodyNotes, ...footerNotes],
    conventional: !0,
    revert: match.type === "revert" ? revertReference(match, rest) : void 0,
    releaseAs
  };
}
function singleLineSubject(message) {
  let first = message.charCodeAt(0);
  if (message.length === 0 || isSpaceCode(first)) return;
  let end = message.indexOf(`
`);
  end === -1 && (end = message.length);
  for (let i = end; i < message.length; i++) if (!isSpaceCode(message.charCodeAt(i))) return;
  return message.charCodeAt(end - 1) === 13 ? message.slice(0, end - 1) : message.slice(0, end);
}
var NO_FOOTERS = Object.freeze([]), NO_NOTES = Object.freeze([]);
function parseSubjectOnly(commit, subject, parsers) {
  let match = matchSubject(subject, parsers);
  return {
    commit,
    subject,
    type: match?.type ?? "",
    scope: match?.scope,
    scopes: match?.scopes ?? NO_NOTES,
    description: match?.description ?? subject.trim(),
    body: "",
    footers: NO_FOOTERS,
    breaking: match?.breaking ?? !1,
    breakingNotes: NO_NOTES,
    conventional: match !== void 0,
    revert: match?.type === "revert" ? { subject: match.reverted ?? unquote(match.description) } : void 0,
    releaseAs: void 0
  };
}
function parseSubjectCommit(hash, subject, parsers) {
  let match = matchSubject(subject, parsers);
  if (match?.type !== "revert")
    return planCommit(
      hash,
      subject,
      match?.type ?? "",
      match?.scope,
      match?.description ?? subject.trim(),
      match?.breaking ?? !1,
      NO_NOTES,
      match !== void 0,
      void 0,
      void 0
    );
}
function toPlanCommit(c) {
  return planCommit(
    c.commit.hash,
    c.subject,
    c.type,
    c.scope,
    c.description,
    c.breaking,
    c.breakingNotes,
    c.conventional,
    c.revert,
    c.releaseAs
  );
}
function planCommit(hash, subject, type, scope, description, breaking, breakingNotes, conventional, revert, releaseAs) {
  return {
    commit: { hash },
    subject,
    type,
    scope,
    description,
    breaking,
    breakingNotes,
    conventional,
    revert,
    releaseAs
  };
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
function parseBodyAndFooters(lines) {
  let footerStart = lines.length, k = lines.length - 1;
  for (; ; ) {
    for (; k >= 0 && isBlank(lines[k]); ) k--;
    if (k < 0) break;
    let start = k;
    for (; start > 0 && !isBlank(lines[start - 1]); ) start--;
    if (parseFooterLine(lines[start]) === void 0) break;
    footerStart = start, k = start - 1;
  }
  let footers = [], current, close = () => {
    current !== void 0 && (current.footer.value = current.lines.join(`
`).trim(), footers.push(current.footer));
  };
  for (let i = footerStart; i < lines.length; i++) {
    let line = lines[i], footer = parseFooterLine(line);
    if (footer === void 0) {
      current?.lines.push(line);
      continue;
    }
    close(), current = { footer, lines: [footer.value] };
  }
  close();
  let bodyLines = lines.slice(0, footerStart);
  return { body: bodyLines.join(`
`).trim(), footers, ...scanBodyForBreakingChanges(bodyLines) };
}
function scanBodyForBreakingChanges(lines) {
  let bodyNotes = [], bodyBreaking = !1, note, flush = () => {
    if (note === void 0) return;
    let text = note.join(`
`).trim();
    text !== "" && bodyNotes.push(text), note = void 0;
  };
  for (let line of lines) {
    let footer = parseFooterLine(line);
    footer !== void 0 ? (flush(), isBreakingToken(footer.token) && (bodyBreaking = !0, note = [footer.value])) : isBlank(line) ? flush() : note?.push(line);
  }
  return flush(), { bodyNotes, bodyBreaking };
}
function parseFooterLine(line) {
  for (let token of BREAKING_TOKENS)
    if (line.startsWith(token) && line.charCodeAt(token.length) === 58)
      return { token, separator: ": ", value: line.slice(token.length + 1).trim() };
  if (!isAlphanumericCode(line.charCodeAt(0))) return;
  let i = 1;
  for (; isTokenCode(line.charCodeAt(i)); ) i++;
  let at = line.charCodeAt(i), next = line.charCodeAt(i + 1), separator;
  if (at === 58 && (next === 32 || next === 9)) separator = ": ";
  else if (at === 32 && next === 35) separator = " #";
  else return;
  let value = line.slice(i + 2).trim();
  if (value !== "")
    return { token: line.slice(0, i), separator, value };
}
function isBreakingToken(token) {
  return token === "BREAKING CHANGE" || token === "BREAKING-CHANGE";
}
function findReleaseAs(footers) {
  for (let i = footers.length - 1; i >= 0; i--) {
    let footer = footers[i];
    if (footer.separator === ": " && footer.token.toLowerCase() === "release-as") return footer.value;
  }
}
var REVERTS_COMMIT = /^This reverts commit ([0-9a-fA-F]{7,64})\b/;
function revertReference(match, rest) {
  let reference = { subject: match.reverted ?? unquote(match.description) };
  for (let line of rest) {
    let found = REVERTS_COMMIT.exec(line);
    if (found !== null) {
      reference.hash = found[1].toLowerCase();
      break;
    }
  }
  return reference;
}
function unquote(text) {
  return text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1).trim() : text;
}
function splitScopes(scope) {
  if (scope === void 0) return NO_NOTES;
  if (!scope.includes(",")) {
    let trimmed = scope.trim();
    return trimmed === "" ? NO_NOTES : [trimmed];
  }
  return scope.split(",").map((part) => part.trim()).filter((part) => part !== "");
}
function firstLine(text) {
  let newline = text.indexOf(`
`);
  return dropCarriageReturn(newline < 0 ? text : text.slice(0, newline));
}
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

export {
  parseSubject,
  parseCommit,
  parseSubjectCommit,
  toPlanCommit
};
