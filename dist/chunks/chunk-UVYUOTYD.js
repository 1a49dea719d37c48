#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  escapeBlockStart,
  stripControl
} from "./chunk-PECP7TWK.js";

// src/core/changelog.ts
var DEFAULT_SECTIONS = [
  ["feat", "Features"],
  ["fix", "Bug Fixes"],
  ["docs", "Documentation"],
  ["style", "Styles"],
  ["refactor", "Refactoring"],
  ["perf", "Performance"],
  ["test", "Tests"],
  ["build", "Build"],
  ["ci", "CI"],
  ["chore", "Chores"],
  ["revert", "Reverts"]
], BREAKING_TITLE = "\u26A0 Breaking Changes";
function groupCommits(commits, options) {
  let hidden = new Set(options.hidden.map((t) => t.toLowerCase())), titles = new Map(DEFAULT_SECTIONS);
  for (let [type, title] of Object.entries(options.sections)) titles.set(type.toLowerCase(), title);
  let breaking = [], byType = /* @__PURE__ */ new Map();
  for (let commit of commits) {
    if (!commit.conventional) continue;
    if (commit.breaking) {
      let notes = commit.breakingNotes.length > 0 ? commit.breakingNotes : [commit.description];
      for (let note of notes) breaking.push(formatEntry(note));
    }
    if (hidden.has(commit.type) || !titles.has(commit.type)) continue;
    let list = byType.get(commit.type) ?? [];
    list.length === 0 && byType.set(commit.type, list), list.push(formatEntry(commit.description));
  }
  let groups = [];
  breaking.length > 0 && groups.push({ title: BREAKING_TITLE, entries: breaking });
  for (let [type, title] of titles) {
    let entries = byType.get(type);
    entries && groups.push({ title, entries });
  }
  return groups;
}
function formatEntry(text) {
  return isPlainLine(text) ? `- ${text.charAt(0).toUpperCase()}${text.slice(1)}` : escapedEntry(text);
}
function escapedEntry(text) {
  let trimmed = stripControl(text).trim(), capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1), [first = "", ...rest] = escapeMentions(capitalised).split(`
`);
  return `- ${[first, ...rest].map(escapeBlockStart).join(`
  `)}`;
}
function isPlainLine(text) {
  let length = text.length;
  if (length === 0) return !1;
  let first = text.charCodeAt(0);
  if (first <= 32 || first >= 127 || first === 35 || first === 126 || first === 60 || first === 91 || first === 61 || first === 45 || isSpaceCode(text.charCodeAt(length - 1))) return !1;
  for (let i = 0; i < length; i++) {
    let c = text.charCodeAt(i);
    if (c < 32 || c >= 127 && c <= 159 || c === 64 || c === 96 || c === 92) return !1;
  }
  return !0;
}
function isSpaceCode(c) {
  return c === 32 || c >= 9 && c <= 13 || c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
function escapeMentions(text) {
  if (!text.includes("@")) return text;
  let parts = [], strays = [], escaped = !1, afterMention = !1, i = 0;
  for (; i < text.length; ) {
    let char = text[i];
    if (char === "\\" && text[i + 1] === "@") {
      if (MENTION_START.test(text[i + 2] ?? "")) {
        i++;
        continue;
      }
      parts.push("\\@"), i += 2;
    } else if ((char === "h" || char === "H") && (i === 0 || !MENTION_BLOCKER.test(text[i - 1])) && URL_START.test(text.slice(i, i + 8))) {
      let end = text.slice(i).search(/[\s<>]/), url = end === -1 ? text.slice(i) : text.slice(i, i + end);
      parts.push(url), i += url.length;
    } else if (char === "\\" && i + 1 < text.length && ASCII_PUNCTUATION.test(text[i + 1]))
      parts.push(text.slice(i, i + 2)), i += 2;
    else if (char === "`") {
      let run = backtickRun(text, i), close = findClosingRun(text, i + run, run);
      if (close === void 0) {
        for (let k = 0; k < run; k++) strays.push(parts.push("`") - 1);
        i += run;
      } else
        parts.push(text.slice(i, close)), i = close;
    } else if (char === "@" && (afterMention || i === 0 || !MENTION_BLOCKER.test(text[i - 1]))) {
      MENTION.lastIndex = i + 1;
      let name = MENTION.exec(text)?.[0];
      if (name === void 0)
        parts.push(char), i++;
      else {
        let last = parts.length - 1;
        parts[last]?.endsWith("`") && !strays.includes(last) && parts.push(" "), parts.push(`\`@${name}\``), i += 1 + name.length, text[i] === "`" && findClosingRun(text, i + backtickRun(text, i), backtickRun(text, i)) && parts.push(" "), escaped = !0, afterMention = !0;
        continue;
      }
    } else
      parts.push(char), i++;
    afterMention = !1;
  }
  if (!escaped) return text;
  for (let index of strays) parts[index] = "\\`";
  return parts.join("");
}
var MENTION = /[A-Za-z0-9][A-Za-z0-9-]*(?:\/[\w.-]+)?/y, MENTION_START = /[A-Za-z0-9]/, URL_START = /^https?:\/\//i, MENTION_BLOCKER = /\w/, ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
function backtickRun(text, at) {
  let end = at;
  for (; text[end] === "`"; ) end++;
  return end - at;
}
function findClosingRun(text, from, length) {
  let i = from;
  for (; i < text.length; ) {
    if (text[i] !== "`") {
      i++;
      continue;
    }
    let run = backtickRun(text, i);
    if (run === length) return i + run;
    i += run;
  }
}
function sectionHeading(version, date) {
  return `## [${version}] - ${date}`;
}
var MAINTENANCE_ENTRY = "- Maintenance release.";
function renderSection(version, date, groups) {
  let parts = [sectionHeading(version, date)];
  for (let group of groups) parts.push(`### ${group.title}`, group.entries.join(`
`));
  return groups.length === 0 && parts.push(MAINTENANCE_ENTRY), `${parts.join(`

`)}
`;
}
function parseSection(text) {
  let lines = text.replace(/\r\n/g, `
`).split(`
`), heading = /^## \[(.+)\] - (\S+)$/.exec(lines[0] ?? "");
  if (heading === null) return;
  let groups = [], group;
  for (let line of lines.slice(1))
    if (line !== "")
      if (line.startsWith("### "))
        group = { title: line.slice(4), entries: [] }, groups.push(group);
      else if (line.startsWith("  ") && group !== void 0 && group.entries.length > 0) {
        let last = group.entries.length - 1;
        group.entries[last] = `${group.entries[last]}
${line}`;
      } else
        group === void 0 && (group = { title: "", entries: [] }, groups.push(group)), group.entries.push(line);
  let bare = groups.length === 1 && groups[0]?.title === "" && groups[0].entries.join() === MAINTENANCE_ENTRY;
  return { version: heading[1], date: heading[2], groups: bare ? [] : groups };
}

export {
  DEFAULT_SECTIONS,
  BREAKING_TITLE,
  groupCommits,
  escapeMentions,
  MAINTENANCE_ENTRY,
  renderSection,
  parseSection
};
