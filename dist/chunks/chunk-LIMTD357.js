#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  afterTowncrierMarker,
  contentEnd,
  eolOf,
  handWrittenParts,
  hasRstSection,
  insertRstSection,
  mergeUnreleased,
  readRstSection,
  scanHeadings,
  scanRstHeadings,
  sectionHeadings,
  splice,
  splitLeftovers,
  withEol
} from "./chunk-WW5EZLRN.js";
import {
  NOT_RELEASED,
  changelogMarkup,
  headingLike,
  headingVersion,
  isUnreleasedHeading,
  isVersionHeading,
  looksLikeVersionHeading
} from "./chunk-L5I3LTLB.js";
import {
  parseSection
} from "./chunk-UVYUOTYD.js";

// src/edits/changelog-links.ts
var DEFINITION = /^ {0,3}\[([^\]]+)\]:[ \t]*(\S+)[ \t]*$/;
function updateCompareLinks(text, version) {
  let end = contentEnd(text);
  if (end === text.length) return text;
  let previous = previousVersion(text, end, version);
  if (previous === void 0) return text;
  let eol = eolOf(text), footer = text.slice(end).split(/\r?\n/), definitions = footer.map((line) => DEFINITION.exec(line)), unreleased = definitions.findIndex((d) => d !== null && d[1]?.toLowerCase() === "unreleased");
  if (unreleased === -1) return text;
  let compare = /^(.+\/)([^/]+?)\.\.\.(HEAD|main|master|trunk|develop)$/.exec(
    definitions[unreleased][2]
  );
  if (compare === null) return text;
  let [, base = "", fromTag = "", branch = "HEAD"] = compare;
  if (!fromTag.toLowerCase().endsWith(previous.toLowerCase()) || fromTag === tagFor(fromTag, previous, version))
    return text;
  let newTag = tagFor(fromTag, previous, version), lines = [...footer];
  if (lines[unreleased] = lines[unreleased].replace(
    `${fromTag}...${branch}`,
    `${newTag}...${branch}`
  ), definitions.findIndex((d) => d !== null && d[1]?.replace(/^v/i, "") === version) === -1) {
    let prior = definitions.findIndex((d) => d !== null && d[1]?.replace(/^v/i, "") === previous), at = prior === -1 ? unreleased + 1 : prior < unreleased ? prior + 1 : prior, indent = /^ */.exec(lines[prior === -1 ? unreleased : prior])?.[0] ?? "";
    lines.splice(at, 0, `${indent}[${version}]: ${base}${fromTag}...${newTag}`);
  }
  return text.slice(0, end) + lines.join(eol);
}
function tagFor(fromTag, previous, version) {
  return fromTag.slice(0, fromTag.length - previous.length) + version;
}
function previousVersion(text, end, version) {
  let headings = sectionHeadings(text, end), at = headings.findIndex((h) => isVersionHeading(h.text, version));
  if (at !== -1)
    for (let heading of headings.slice(at + 1)) {
      let found = headingVersion(heading.text);
      if (found !== void 0) return found;
    }
}

// src/edits/changelog-markdown.ts
var TITLE = "# Changelog";
function insertMarkdownSection(existing, section, version) {
  if (existing === void 0 || existing.trim() === "") {
    let eol2 = eolOf(existing);
    return `${TITLE}${eol2}${eol2}${withEol(section, eol2)}${eol2}`;
  }
  let eol = eolOf(existing), end = contentEnd(existing), headings = sectionHeadings(existing, end);
  section = inFileStyle(section, version, headings, existing);
  let body = withEol(section, eol), sectionEnd = (index) => headings[index + 1]?.start ?? end, same = headings.findIndex((h) => isVersionHeading(h.text, version));
  if (same !== -1) {
    let { start, next, text } = headings[same], old = existing.slice(Math.min(next, sectionEnd(same)), sectionEnd(same)).replace(/\r\n/g, `
`), hand = splitLeftovers(handWrittenParts(old, section, NOT_RELEASED.test(text))).notes, merged = withEol(mergeUnreleased(section, hand), eol);
    return updateCompareLinks(splice(existing, start, sectionEnd(same), merged, eol), version);
  }
  let marker = afterTowncrierMarker(existing);
  if (marker !== void 0 && marker <= end) return splice(existing, marker, marker, body, eol);
  let first = headings[0];
  if (first !== void 0 && isUnreleasedHeading(first.text)) {
    let { notes, leftovers } = splitLeftovers(
      existing.slice(first.next, sectionEnd(0)).replace(/\r\n/g, `
`)
    ), released = mergeUnreleased(section, notes), merged = withEol(leftovers === "" ? released : `${leftovers}

${released}`, eol), at2 = Math.min(first.next, sectionEnd(0));
    return updateCompareLinks(splice(existing, at2, sectionEnd(0), merged, eol), version);
  }
  let at = first === void 0 ? end : first.start;
  return updateCompareLinks(splice(existing, at, at, body, eol), version);
}
function inFileStyle(section, version, headings, existing) {
  let rendered = /^## \[.+\] - (\S+)[ \t]*(?=\r?\n|$)/.exec(section);
  if (rendered === null) return section;
  let versions = headings.filter(
    (h) => looksLikeVersionHeading(h.text) && !isVersionHeading(h.text, version)
  ), template = versions.find((h) => !NOT_RELEASED.test(h.text)) ?? versions[0], text = template?.text.trim();
  if (template === void 0 || text === void 0 || text.includes("](") || text.startsWith("[") && template.setext === void 0) return section;
  let heading = text.startsWith("[") ? void 0 : headingLike(text, version, rendered[1]), rest = section.slice(rendered[0].length);
  if (template.setext === void 0)
    return heading === void 0 ? section : `${"#".repeat(template.level)} ${heading}${rest}`;
  let title = heading ?? rendered[0].slice(3), underline = template.setext.repeat(Math.max(title.length, 3)), groups = /^ {0,3}###[ \t]/m.test(existing) ? rest : rest.replace(/^### (.+)$/gm, "**$1**");
  return `${title}
${underline}${groups}`;
}
function hasMarkdownSection(text, version) {
  return scanHeadings(text, text.length).some((h) => isVersionHeading(h.text, version));
}
function readMarkdownSection(text, version) {
  let end = contentEnd(text), headings = sectionHeadings(text, end), index = headings.findIndex((h) => isVersionHeading(h.text, version));
  if (index === -1) return;
  let start = headings[index].start, stop = headings[index + 1]?.start ?? end;
  return text.slice(start, stop).replace(/\r\n/g, `
`).trimEnd();
}

// src/edits/changelog-notes.ts
function rstToMarkdown(section) {
  let text = section.replace(/\r\n/g, `
`), headings = scanRstHeadings(text), out = [], offset = 0;
  for (let [index, heading] of headings.entries())
    out.push(...convertLines(text.slice(offset, heading.start))), out.push(`${index === 0 ? "##" : "###"} ${inline(heading.text)}`), offset = heading.next;
  return out.push(...convertLines(text.slice(offset))), out.join(`
`).replace(/\n{3,}/g, `

`).trim();
}
function convertLines(chunk) {
  return chunk === "" ? [] : chunk.replace(/\n$/, "").split(`
`).map((line) => {
    let bold = /^\*\*([^*]+)\*\*:?[ \t]*$/.exec(line);
    return bold === null ? inline(line) : `### ${bold[1]}`;
  });
}
function inline(line) {
  return line.replace(/(?<![\w`:])`((?:[a-z][a-z\d+.-]*:\/\/|mailto:)[^\s`<>]+)`__?(?![\w`])/gi, "<$1>").replace(/``(.+?)``/g, (_, code) => `\`${code}\``).replace(/`([^`<]+?)\s*<([^`>]+)>`__?/g, (_, label, url) => `[${label.trim()}](${url})`).replace(/:(?:issue|pr|pull|gh):`#?(\d+)`/g, "#$1").replace(/:[\w.+-]+(?::[\w.+-]+)?:`[~!]?([^`]+)`/g, (_, target) => `\`${target}\``);
}

// src/edits/changelog-file.ts
function insertChangelogSection(existing, section, version, path = "CHANGELOG.md") {
  if (changelogMarkup(path, existing) === "rst") {
    let parsed = parseSection(section);
    if (parsed === void 0)
      throw new Error(`internal: not a rendered changelog section: ${section.slice(0, 40)}`);
    return insertRstSection(existing, { version, date: parsed.date, groups: parsed.groups });
  }
  return insertMarkdownSection(existing, section, version);
}
function hasVersionSection(existing, version, path = "") {
  return existing === void 0 ? !1 : changelogMarkup(path, existing) === "rst" ? hasRstSection(existing, version) : hasMarkdownSection(existing, version);
}
function readVersionSection(text, version, path = "") {
  return changelogMarkup(path, text) === "rst" ? readRstSection(text, version) : readMarkdownSection(text, version);
}
function readReleaseNotes(text, version, path = "") {
  let section = readVersionSection(text, version, path);
  if (section !== void 0)
    return changelogMarkup(path, text) === "rst" ? rstToMarkdown(section) : section;
}

export {
  insertChangelogSection,
  hasVersionSection,
  readVersionSection,
  readReleaseNotes
};
