#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  NOT_RELEASED,
  isAdornment,
  isUnreleasedHeading,
  looksLikeVersionHeading
} from "./chunk-WQQO3KRW.js";

// src/edits/changelog-splice.ts
function eolOf(text) {
  return text?.includes(`\r
`) ? `\r
` : `
`;
}
function withEol(section, eol) {
  return section.replace(/\r\n/g, `
`).trimEnd().split(`
`).join(eol);
}
function splice(text, start, end, body, eol, gap = {}) {
  let before = text.slice(0, start), after = text.slice(end), breaks = 0;
  for (; before.slice(0, before.length - breaks * eol.length).endsWith(eol); ) breaks++;
  let lead = before === "" ? "" : eol.repeat(Math.max(0, (gap.before ?? 1) + 1 - breaks));
  if (after.trim() === "") {
    let finalNewline = text.endsWith(`
`) || end < text.length || start === end;
    return before + lead + body + (finalNewline ? eol : "") + after.replace(/^(?:\r?\n)+/, "");
  }
  return `${before}${lead}${body}${eol.repeat((gap.after ?? 1) + 1)}${after.replace(/^(?:[ \t]*\r?\n)+/, "")}`;
}
function linesOf(text) {
  let lines = [], start = 0;
  for (; start <= text.length; ) {
    let nl = text.indexOf(`
`, start), next = nl === -1 ? text.length + 1 : nl + 1, raw = text.slice(start, nl === -1 ? text.length : nl);
    if (lines.push({ text: raw.replace(/\r$/, ""), start, end: start + raw.length, next }), nl === -1) break;
    start = next;
  }
  return lines;
}
function afterTowncrierMarker(text) {
  let match = /^(?:\.\. towncrier release notes start|<!-- towncrier release notes start -->)[ \t]*(?:\r?\n|$)/m.exec(
    text
  );
  return match === null ? void 0 : match.index + match[0].length;
}

// src/edits/changelog-rst-layout.ts
var SPARE = ["=", "-", "~", "^", '"', "+", "*", "#", "`", "'", ":", "."];
function scanRstHeadings(text) {
  let lines = linesOf(text), headings = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    let title = lines[i].text, under = lines[i + 1].text.trimEnd();
    if (title.trim() === "" || isAdornment(title.trimEnd()) || !isAdornment(under) || under.length < Math.min(title.trimEnd().length, 4)) continue;
    let overlined = (i > 0 ? lines[i - 1].text.trimEnd() : "") === under;
    if (!overlined && /^\s/.test(title)) continue;
    let before = overlined ? i - 2 : i - 1;
    if (before >= 0 && lines[before].text.trim() !== "") continue;
    let startLine = lines[overlined ? i - 1 : i], underLine = lines[i + 1];
    headings.push({
      start: startLine.start,
      next: Math.min(underLine.next, text.length),
      text: title.trim(),
      adornment: { char: under[0], over: overlined }
    }), i++;
  }
  return headings;
}
function sameAdornment(a, b) {
  return b !== void 0 && b !== "bold" && a.char === b.char && a.over === b.over;
}
function rstLayout(text) {
  let headings = scanRstHeadings(text), first = headings[0], firstVersion = headings.find((h) => looksLikeVersionHeading(h.text)), title = first !== void 0 && !looksLikeVersionHeading(first.text) && !isUnreleasedHeading(first.text) ? first : void 0, used = headings.map((h) => h.adornment), spare = (taken) => ({ char: SPARE.find((c) => !taken.some((a) => a.char === c && !a.over)) ?? "~", over: !1 }), sections = headings.filter((h) => h !== title), version = firstVersion?.adornment ?? sections[0]?.adornment ?? spare(used), group, versionAt = sections.findIndex((h) => sameAdornment(h.adornment, version)), sub = sections.slice(versionAt + 1).find((h) => !sameAdornment(h.adornment, version) && !sameAdornment(h.adornment, title?.adornment));
  sub !== void 0 ? group = sub.adornment : versionAt !== -1 && sections.some((h) => looksLikeVersionHeading(h.text)) ? group = "bold" : group = spare([...used, version]);
  let from = firstVersion?.next ?? title?.next ?? 0, bullet = /^([-*+])([ \t]+)\S/m.exec(text.slice(from))?.slice(1, 3).join("") ?? "- ", versions = headings.filter((h) => looksLikeVersionHeading(h.text)), template = (versions.find((h) => !NOT_RELEASED.test(h.text)) ?? firstVersion)?.text, dateLine = versions.map((h) => text.slice(h.next).trimStart().split(/\r?\n/, 1)[0] ?? "").find((line) => line.length <= 60 && /^[A-Za-z][\w ]*\b\d{4}-\d{2}-\d{2}\b/.test(line))?.trimEnd();
  return { headings, title, version, group, bullet, template, dateLine };
}
function sectionEnd(layout, heading, textLength) {
  let at = layout.headings.indexOf(heading);
  return layout.headings.slice(at + 1).find(
    (h) => sameAdornment(h.adornment, heading.adornment) || sameAdornment(h.adornment, layout.version) || layout.title !== void 0 && sameAdornment(h.adornment, layout.title.adornment)
  )?.start ?? textLength;
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

export {
  eolOf,
  withEol,
  splice,
  afterTowncrierMarker,
  scanRstHeadings,
  sameAdornment,
  rstLayout,
  sectionEnd,
  rstToMarkdown
};
