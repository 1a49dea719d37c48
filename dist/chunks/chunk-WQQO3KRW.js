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
  return /^\[?unreleased\]?(?=$|[\s(:-])/i.test(text.trim());
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

export {
  isVersionHeading,
  looksLikeVersionHeading,
  headingVersion,
  isUnreleasedHeading,
  NOT_RELEASED,
  changelogMarkup,
  isAdornment,
  hasVersionHeading
};
