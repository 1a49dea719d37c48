#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  looksLikeVersionHeading
} from "./chunk-L5I3LTLB.js";
import {
  BREAKING_TITLE,
  DEFAULT_SECTIONS,
  MAINTENANCE_ENTRY
} from "./chunk-UVYUOTYD.js";

// src/edits/changelog-markdown-scan.ts
function sectionHeadings(text, end) {
  let all = scanHeadings(text, end), first = all[0];
  return first?.level === 1 && !looksLikeVersionHeading(first.text) ? all.slice(1) : all;
}
function scanHeadings(text, end) {
  let headings = [], fence, offset = 0, title, blankBefore = !0;
  for (let line of text.slice(0, end).split(`
`)) {
    let content = line.replace(/\r$/, ""), candidate = title;
    title = void 0;
    let afterBlank = blankBefore;
    blankBefore = content.trim() === "";
    let underline = fence === void 0 ? SETEXT_UNDERLINE.exec(content)?.[1] : void 0;
    if (candidate !== void 0 && underline !== void 0) {
      headings.push({
        start: candidate.start,
        next: Math.min(offset + line.length + 1, text.length),
        level: underline === "=" ? 1 : 2,
        text: candidate.text,
        setext: underline
      }), offset += line.length + 1;
      continue;
    }
    if (fence === void 0 && afterBlank && SETEXT_TEXT.test(content) && (title = { text: content.trim(), start: offset }), fence !== void 0) {
      let close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(content)?.[1];
      close !== void 0 && close[0] === fence[0] && close.length >= fence.length && (fence = void 0);
    } else if (/^ {0,3}(?:`{3,}[^`]*|~{3,}.*)$/.test(content))
      fence = /^ {0,3}(`+|~+)/.exec(content)?.[1];
    else {
      let heading = /^ {0,3}(#{1,2})(?:[ \t]+(.*?))?[ \t]*$/.exec(content);
      heading && headings.push({
        start: offset,
        next: Math.min(offset + line.length + 1, text.length),
        level: heading[1] === "#" ? 1 : 2,
        text: heading[2] ?? ""
      });
    }
    offset += line.length + 1;
  }
  return headings;
}
var SETEXT_UNDERLINE = /^ {0,3}([=-])\1{2,}[ \t]*$/, SETEXT_TEXT = /^ {0,3}(?![-*+>#<|=`~]|\d+[.)](?:\s|$))\S/;
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

// src/edits/changelog-unreleased.ts
function mergeUnreleased(section, notes) {
  let generated = splitBlocks(section.trimEnd()), known = new Set(section.split(`
`).filter((l) => l.trim() !== ""));
  known.add(MAINTENANCE_ENTRY);
  let hand = splitBlocks(withoutLines(notes, known));
  if (hand.intro === "" && hand.subsections.every((s) => s.body === "")) return section;
  let [title = "", ...lines] = generated.intro.split(`
`), setext = /^ {0,3}(?:={3,}|-{3,})[ \t]*$/.test(lines[0] ?? ""), head = setext ? `${title}
${lines[0]}` : title, intro = (setext ? lines.slice(1) : lines).join(`
`).trim();
  intro === MAINTENANCE_ENTRY && (intro = "");
  let subsections = generated.subsections.map((s) => ({ ...s }));
  for (let note of hand.subsections) {
    let same = subsections.find((s) => s.key === note.key);
    same === void 0 ? note.body !== "" && subsections.push(note) : note.body !== "" && (same.body = same.body === "" ? note.body : `${same.body}
${note.body}`);
  }
  let parts = [head, hand.intro.trim(), intro];
  for (let s of subsections) parts.push(s.body === "" ? s.heading : `${s.heading}

${s.body}`);
  return `${parts.filter((p) => p !== "").join(`

`)}
`;
}
var COMMENT = /<!--[\s\S]*?-->/g, COMMENT_AND_SPACE = /[ \t]*<!--[\s\S]*?-->/g, PLACEHOLDER_LINE = /^[ \t]*[-*+](?:[ \t]+\\\[.*\\\])?[ \t]*$/, PLACEHOLDER = /^[ \t]*[-*+](?:[ \t]+\\\[[^\n]*\\\])?[ \t]*$/gm;
function splitLeftovers(text) {
  let found = [];
  for (let match of text.matchAll(COMMENT)) found.push({ at: match.index, text: match[0] });
  let masked = text.replace(COMMENT, (comment) => comment.replace(/[^\n]/g, " "));
  for (let match of masked.matchAll(PLACEHOLDER)) found.push({ at: match.index, text: match[0].trim() });
  let bare = text.replace(COMMENT_AND_SPACE, "").split(`
`).filter((line) => !PLACEHOLDER_LINE.test(line)).join(`
`), blocks = splitBlocks(bare), from = 0, kept = [];
  for (let block of blocks.subsections) {
    let at = masked.indexOf(block.heading, from);
    from = at + block.heading.length, block.body === "" ? found.push({ at, text: block.heading }) : kept.push(`${block.heading}

${block.body}`);
  }
  let notes = [blocks.intro, ...kept].filter((p) => p !== "").join(`

`), leftovers = found.sort((a, b) => a.at - b.at).map((f) => f.text).join(`

`);
  return { notes: notes === "" ? "" : `${notes.replace(/\n(?:[ \t]*\n){2,}/g, `

`)}
`, leftovers };
}
function generatedTitles(titles) {
  return new Set(
    [...DEFAULT_SECTIONS.map(([, t]) => t), BREAKING_TITLE, ...titles].map((t) => t.trim().toLowerCase())
  );
}
function handWrittenParts(old, section, comingVersion = !1) {
  let generated = splitBlocks(section), titles = generatedTitles(generated.subsections.map((s) => s.key)), blocks = splitBlocks(old), ours = comingVersion || generated.subsections.length === 0 || blocks.subsections.some((s) => titles.has(s.key)), kept = blocks.subsections.filter((s) => !titles.has(s.key)).map((s) => `${s.heading}

${s.body}`);
  return [ours ? blocks.intro : "", ...kept].filter((p) => p !== "").join(`

`);
}
function withoutLines(text, known) {
  return text.split(`
`).filter((line) => !known.has(line) || /^ {0,3}###[ \t]/.test(line)).join(`
`).replace(/\n(?:[ \t]*\n){2,}/g, `

`);
}
function splitBlocks(text) {
  let lines = text.split(`
`), intro = [], subsections = [], fence;
  for (let line of lines) {
    let fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    fenceMark !== void 0 && (fence === void 0 ? fence = fenceMark : fenceMark[0] === fence[0] && fenceMark.length >= fence.length && (fence = void 0)), fence === void 0 && /^ {0,3}###[ \t]+\S/.test(line) ? subsections.push({ heading: line.trimEnd(), lines: [] }) : (subsections.at(-1)?.lines ?? intro).push(line);
  }
  return {
    intro: trimBlankLines(intro),
    subsections: subsections.map((s) => ({
      heading: s.heading,
      key: s.heading.replace(/^ {0,3}###[ \t]+/, "").trim().toLowerCase(),
      body: trimBlankLines(s.lines)
    }))
  };
}
function trimBlankLines(lines) {
  let start = 0, end = lines.length;
  for (; start < end && lines[start].trim() === ""; ) start++;
  for (; end > start && lines[end - 1].trim() === ""; ) end--;
  return lines.slice(start, end).join(`
`);
}

export {
  sectionHeadings,
  scanHeadings,
  contentEnd,
  mergeUnreleased,
  splitLeftovers,
  generatedTitles,
  handWrittenParts
};
