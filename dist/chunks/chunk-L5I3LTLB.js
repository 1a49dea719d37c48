#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));

// src/edits/changelog-headings.ts
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
var PREFIX = "(?:[A-Za-z][\\w.-]*[ \\t]+){0,2}", AFTER = "(?=\\s*$|\\s*[([:,;/]|\\s+[-\u2013\u2014]|\\s+\\d|\\s+(?:released|unreleased|final|yanked)\\b)", ANY_VERSION = "v?\\d+(?:\\.\\d+)+(?:[-.]?(?:a|b|c|rc|alpha|beta|pre|preview|post|dev)\\.?\\d*)*(?:\\+[\\w.]+)?";
function isVersionHeading(text, version) {
  let v = escapeRegExp(version.replace(/^v/i, ""));
  return new RegExp(`^(?:\\[v?${v}\\]|${PREFIX}v?${v}${AFTER})`, "i").test(text.trim());
}
function looksLikeVersionHeading(text) {
  return new RegExp(`^(?:\\[${ANY_VERSION}\\]|${PREFIX}${ANY_VERSION}${AFTER})`, "i").test(text.trim());
}
function headingVersion(text) {
  let match = new RegExp(`^(?:\\[(${ANY_VERSION})\\]|${PREFIX}(${ANY_VERSION})${AFTER})`, "i").exec(
    text.trim()
  );
  return (match?.[1] ?? match?.[2])?.replace(/^v/i, "");
}
function isUnreleasedHeading(text) {
  return /^(?:\[?unreleased\]?(?=$|[\s(:-])|dev$)/i.test(text.trim());
}
var NOT_RELEASED = /\b(?:unreleased|not yet released|in development|tb[ad])\b/i;
function changelogMarkup(path, text) {
  let name = (path.split("/").pop() ?? path).toLowerCase();
  return name.endsWith(".rst") || name.endsWith(".rest") ? "rst" : /\.(?:md|markdown|mdx)$/.test(name) || text === void 0 || /^ {0,3}#{1,6}[ \t]+\S/m.test(text) ? "markdown" : hasRstHeading(text) ? "rst" : "markdown";
}
function hasRstHeading(text) {
  let lines = text.replace(/\r\n/g, `
`).split(`
`);
  for (let i = 1; i < lines.length; i++) {
    let under = lines[i].trimEnd(), title = lines[i - 1].trimEnd();
    if (isAdornment(under) && title.trim() !== "" && !isAdornment(title) && under.length >= title.length)
      return !0;
  }
  return !1;
}
function isAdornment(line) {
  return /^([!-/:-@[-`{-~])\1{2,}$/.test(line);
}
function hasVersionHeading(text) {
  let lines = text.replace(/\r\n/g, `
`).split(`
`);
  return lines.some((line, i) => {
    let atx = /^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/.exec(line);
    if (atx !== null) return looksLikeVersionHeading(atx[1]);
    let under = (lines[i + 1] ?? "").trimEnd();
    return line.trim() !== "" && isAdornment(under) && looksLikeVersionHeading(line);
  });
}
function releaseMarkers(text) {
  let lines = text.replace(/\r\n/g, `
`).split(`
`), found = [];
  return lines.forEach((line, i) => {
    let atx = /^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/.exec(line), under = (lines[i + 1] ?? "").trimEnd(), heading = atx !== null ? atx[1] : isAdornment(under) ? line : void 0, version = heading === void 0 || heading.trim() === "" ? void 0 : headingVersion(heading);
    if (version !== void 0 && found.push({ version, form: "heading" }), /^\.\.[ \t]+changelog::[ \t]*$/.test(line))
      for (let j = i + 1; j < lines.length && /^[ \t]+:/.test(lines[j]); j++) {
        let option = /^[ \t]+:version:[ \t]+v?(\S+)[ \t]*$/.exec(lines[j]);
        option !== null && found.push({ version: option[1], form: "changelog-directive" });
      }
    let role = /^[-*][ \t]+:release:`v?(\d[^\s<`]*)[ \t]*(?:<[^>`]*>)?`/.exec(line);
    role !== null && found.push({ version: role[1], form: "release-role" });
  }), found;
}
function sphinxReleaseStart(text, from = 0) {
  let pattern = /^(?:\.\.[ \t]+changelog::[ \t]*\r?$|[-*][ \t]+:release:`)/gm;
  return pattern.lastIndex = from, pattern.exec(text)?.index;
}
function versionHeading(template, version, date) {
  return headingLike(template, version, date) ?? `${version} (${date})`;
}
function headingLike(template, version, date) {
  if (template === void 0) return;
  let match = /(^|[\s[(])v?(\d+(?:\.\d+)+[^\s\])]*)/i.exec(template);
  if (match === null) return;
  let at = match.index + match[1].length, old = template.slice(at, at + match[0].length - match[1].length), prefix = /^v/i.test(old) ? old[0] : "", text = `${template.slice(0, at)}${prefix}${version}${template.slice(at + old.length)}`, dated = redate(text, date);
  if (!(/\b(?:19|20)\d{2}\b/.test(dated.rest) || MONTH.test(dated.rest)))
    return dated.text;
}
var MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December"
], MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i, MONTH_NAME = "(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)([a-z]*)(\\.?)";
function redate(text, date) {
  let [y = "", m = "", d = ""] = date.split("-"), month = MONTHS[Number(m) - 1] ?? "", day = String(Number(d)), named = (_abbr, tail, dot) => tail === "" ? `${month.slice(0, 3)}${dot}` : month, forms = [
    [/\b\d{4}-\d{2}-\d{2}\b/, () => date],
    [/\b\d{4}\/\d{2}\/\d{2}\b/, () => `${y}/${m}/${d}`],
    [/\b\d{2}\.\d{2}\.\d{4}\b/, () => `${d}.${m}.${y}`],
    [
      new RegExp(`\\b${MONTH_NAME} \\d{1,2}, \\d{4}\\b`, "i"),
      (_, a = "", t = "", p = "") => `${named(a, t, p)} ${day}, ${y}`
    ],
    [
      new RegExp(`\\b\\d{1,2} ${MONTH_NAME} \\d{4}\\b`, "i"),
      (_, a = "", t = "", p = "") => `${day} ${named(a, t, p)} ${y}`
    ]
  ];
  for (let [pattern, write] of forms) {
    let found = pattern.exec(text);
    if (found === null) continue;
    let written = write(...found);
    return {
      text: text.slice(0, found.index) + written + text.slice(found.index + found[0].length),
      rest: text.slice(0, found.index) + text.slice(found.index + found[0].length)
    };
  }
  let word = NOT_RELEASED.exec(text);
  return word !== null ? {
    text: text.slice(0, word.index) + date + text.slice(word.index + word[0].length),
    rest: text.slice(0, word.index) + text.slice(word.index + word[0].length)
  } : { text, rest: text };
}

export {
  isVersionHeading,
  looksLikeVersionHeading,
  headingVersion,
  isUnreleasedHeading,
  NOT_RELEASED,
  changelogMarkup,
  isAdornment,
  hasVersionHeading,
  releaseMarkers,
  sphinxReleaseStart,
  versionHeading,
  headingLike
};
