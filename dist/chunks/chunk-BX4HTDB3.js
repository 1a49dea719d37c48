#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));

// src/edits/changelog-file.ts
var TITLE = "# Changelog";
function insertChangelogSection(existing, section, version) {
  if (existing === void 0 || existing.trim() === "") {
    let eol2 = existing?.includes(`\r
`) ? `\r
` : `
`;
    return `${TITLE}${eol2}${eol2}${withEol(section, eol2)}${eol2}`;
  }
  let eol = existing.includes(`\r
`) ? `\r
` : `
`, body = withEol(section, eol), end = contentEnd(existing), all = scanHeadings(existing, end), headings = all[0]?.level === 1 ? all.slice(1) : all, sectionEnd = (index) => headings[index + 1]?.start ?? end, same = headings.findIndex((h) => isVersionHeading(h.text, version));
  if (same !== -1) {
    let start = headings[same].start;
    return splice(existing, start, sectionEnd(same), body, eol);
  }
  let first = headings[0], at = first === void 0 ? end : first.start;
  return first !== void 0 && isUnreleasedHeading(first.text) && (at = sectionEnd(0)), splice(existing, at, at, body, eol);
}
function splice(text, start, end, body, eol) {
  let before = text.slice(0, start), after = text.slice(end), lead = before === "" || before.endsWith(`${eol}${eol}`) ? "" : before.endsWith(eol) ? eol : eol + eol;
  if (after.trim() === "") {
    let finalNewline = text.endsWith(`
`) || end < text.length || start === end;
    return before + lead + body + (finalNewline ? eol : "") + after.replace(/^(?:\r?\n)+/, "");
  }
  return `${before}${lead}${body}${eol}${eol}${after.replace(/^(?:[ \t]*\r?\n)+/, "")}`;
}
function withEol(section, eol) {
  return section.replace(/\r\n/g, `
`).trimEnd().split(`
`).join(eol);
}
function scanHeadings(text, end) {
  let headings = [], fence, offset = 0;
  for (let line of text.slice(0, end).split(`
`)) {
    let content = line.replace(/\r$/, "");
    if (fence !== void 0) {
      let close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(content)?.[1];
      close !== void 0 && close[0] === fence[0] && close.length >= fence.length && (fence = void 0);
    } else if (/^ {0,3}(?:`{3,}[^`]*|~{3,}.*)$/.test(content))
      fence = /^ {0,3}(`+|~+)/.exec(content)?.[1];
    else {
      let heading = /^ {0,3}(#{1,2})(?:[ \t]+(.*?))?[ \t]*$/.exec(content);
      heading && headings.push({ start: offset, level: heading[1] === "#" ? 1 : 2, text: heading[2] ?? "" });
    }
    offset += line.length + 1;
  }
  return headings;
}
function contentEnd(text) {
  let lines = text.split(`
`), end = text.length, offset = text.length, sawLink = !1;
  for (let i = lines.length - 1; i >= 0; i--) {
    let line = lines[i];
    if (offset -= line.length + (i < lines.length - 1 ? 1 : 0), line.trim() !== "") {
      if (!/^ {0,3}\[[^\]]+\]:[ \t]*\S/.test(line)) break;
      sawLink = !0, end = offset;
    }
  }
  return sawLink ? end : text.length;
}
function hasVersionSection(existing, version) {
  return existing === void 0 ? !1 : scanHeadings(existing, existing.length).some((h) => isVersionHeading(h.text, version));
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function isVersionHeading(text, version) {
  let v = escapeRegExp(version.replace(/^v/i, ""));
  return new RegExp(`^(?:\\[v?${v}\\]|v?${v}(?=$|[\\s(]))`, "i").test(text);
}
function isUnreleasedHeading(text) {
  return /^\[?unreleased\]?(?=$|[\s(:-])/i.test(text);
}
function readVersionSection(text, version) {
  let end = contentEnd(text), all = scanHeadings(text, end), headings = all[0]?.level === 1 ? all.slice(1) : all, index = headings.findIndex((h) => isVersionHeading(h.text, version));
  if (index === -1) return;
  let start = headings[index].start, stop = headings[index + 1]?.start ?? end;
  return text.slice(start, stop).replace(/\r\n/g, `
`).trimEnd();
}

// src/flows/fault-points.ts
var reached = 0;
function faultPoint(env) {
  let at = env.RELEASER_KILL_AT;
  at === void 0 || at === "" || (reached++, reached === Number(at) && process.kill(process.pid, "SIGKILL"));
}

export {
  insertChangelogSection,
  hasVersionSection,
  isVersionHeading,
  readVersionSection,
  faultPoint
};
