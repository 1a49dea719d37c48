#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  NOT_RELEASED,
  headingVersion,
  isAdornment,
  isUnreleasedHeading,
  isVersionHeading,
  looksLikeVersionHeading,
  sphinxReleaseStart,
  versionHeading
} from "./chunk-L5I3LTLB.js";
import {
  BREAKING_TITLE,
  DEFAULT_SECTIONS,
  MAINTENANCE_ENTRY
} from "./chunk-UVYUOTYD.js";

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
    let startLine = lines[overlined ? i - 1 : i], underLine = lines[i + 1], labels = labelsAbove(lines, overlined ? i - 1 : i);
    headings.push({
      start: startLine.start,
      next: Math.min(underLine.next, text.length),
      text: title.trim(),
      adornment: { char: under[0], over: overlined },
      labelStart: labels?.start ?? startLine.start,
      label: labels?.name
    }), i++;
  }
  return headings;
}
var LABEL = /^\.\. _([^:`]+|`[^`]+`):[ \t]*$/;
function labelsAbove(lines, at) {
  let found;
  for (let i = at - 1; i >= 0; i--) {
    let line = lines[i].text;
    if (line.trim() === "") continue;
    let label = LABEL.exec(line);
    if (label === null) break;
    found = { start: lines[i].start, name: found?.name ?? label[1].replace(/`/g, "") };
  }
  return found;
}
function sameAdornment(a, b) {
  return b !== void 0 && b !== "bold" && a.char === b.char && a.over === b.over;
}
function rstLayout(text) {
  let headings = scanRstHeadings(text), first = headings[0], firstVersion = headings.find((h) => looksLikeVersionHeading(h.text)), title = first !== void 0 && !looksLikeVersionHeading(first.text) && !isUnreleasedHeading(first.text) ? first : void 0, used = headings.map((h) => h.adornment), spare = (taken) => ({ char: SPARE.find((c) => !taken.some((a) => a.char === c && !a.over)) ?? "~", over: !1 }), sections = headings.filter((h) => h !== title), version = firstVersion?.adornment ?? sections[0]?.adornment ?? spare(used), group, versionAt = sections.findIndex((h) => sameAdornment(h.adornment, version)), sub = sections.slice(versionAt + 1).find((h) => !sameAdornment(h.adornment, version) && !sameAdornment(h.adornment, title?.adornment));
  sub !== void 0 ? group = sub.adornment : versionAt !== -1 && sections.some((h) => looksLikeVersionHeading(h.text)) ? group = "bold" : group = spare([...used, version]);
  let from = firstVersion?.next ?? title?.next ?? 0, bullet = /^([-*+])([ \t]+)\S/m.exec(text.slice(from))?.slice(1, 3).join("") ?? "- ", versions = headings.filter((h) => looksLikeVersionHeading(h.text)), template = (versions.find((h) => !NOT_RELEASED.test(h.text)) ?? firstVersion)?.text, dateLine = versions.map((h) => text.slice(h.next).trimStart().split(/\r?\n/, 1)[0] ?? "").find((line) => line.length <= 60 && /^[A-Za-z][\w ]*\b\d{4}-\d{2}-\d{2}\b/.test(line))?.trimEnd();
  return { headings, title, version, group, bullet, template, dateLine, label: labelTemplate(versions) };
}
function labelTemplate(versions) {
  let released = versions.filter((h) => !NOT_RELEASED.test(h.text)), written = released.map((h) => {
    let version = headingVersion(h.text);
    if (!(h.label === void 0 || version === void 0))
      for (let separator of [".", "-", "_", ""]) {
        let form = version.split(".").join(separator);
        if (h.label.includes(form)) return { name: h.label, version: form, separator };
      }
  });
  return released.length > 0 && written.every((w) => w !== void 0) ? written[0] : void 0;
}
function labelFor(layout, version) {
  let { label } = layout;
  return label === void 0 ? void 0 : label.name.replace(label.version, version.split(".").join(label.separator));
}
function sectionEnd(layout, heading, textLength) {
  let at = layout.headings.indexOf(heading);
  return layout.headings.slice(at + 1).find(
    (h) => sameAdornment(h.adornment, heading.adornment) || sameAdornment(h.adornment, layout.version) || layout.title !== void 0 && sameAdornment(h.adornment, layout.title.adornment)
  )?.labelStart ?? textLength;
}

// src/edits/changelog-rst-inline.ts
var WORD = /[\p{L}\p{N}\p{M}]/u, ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/, ROLE = /^:[A-Za-z0-9](?:[\w+.-]|:(?=[A-Za-z0-9]))*:(?=`)/;
function toRstInline(line) {
  return escapeLineStart(convertInline(line));
}
function convertInline(line) {
  let out = "", i = 0;
  for (; i < line.length; ) {
    let char = line[i], prev = line[i - 1] ?? "";
    if (char === ":" && !WORD.test(prev)) {
      let role = ROLE.exec(line.slice(i)), span = role === null ? void 0 : codeSpan(line, i + role[0].length);
      if (role !== null && span !== void 0 && span.ticks === 1) {
        out += line.slice(i, span.end), i = span.end;
        continue;
      }
    }
    if (char === "`") {
      let span = codeSpan(line, i);
      if (span === void 0) {
        let run = /^`+/.exec(line.slice(i))?.[0] ?? "`";
        out += "\\`".repeat(run.length), i += run.length;
        continue;
      }
      let suffix = span.ticks === 1 ? ROLE_SUFFIX.exec(line.slice(span.end)) : null;
      if (suffix !== null) {
        out += line.slice(i, span.end + suffix[0].length), i = span.end + suffix[0].length;
        continue;
      }
      out += literal(span.content, out, line[span.end] ?? ""), i = span.end;
      continue;
    }
    if (char === "\\") {
      let next = line[i + 1];
      next !== void 0 && ASCII_PUNCTUATION.test(next) ? (out += `\\${next}`, i += 2) : (out += "\\\\", i += 1);
      continue;
    }
    if (char === "*" || char === "|") out += `\\${char}`;
    else if (char === "_") {
      let run = /^_+/.exec(line.slice(i))?.[0], after = line[i + run.length] ?? "";
      out += WORD.test(after) ? run : "\\_".repeat(run.length), i += run.length;
      continue;
    } else if (char === ":" && line[i + 1] === ":") {
      out += ":\\:", i += 2;
      continue;
    } else out += char;
    i += 1;
  }
  return out;
}
var ROLE_SUFFIX = /^:[A-Za-z0-9](?:[\w+.-]|:(?=[A-Za-z0-9]))*:(?![\w`])/;
function codeSpan(line, at) {
  let ticks = /^`+/.exec(line.slice(at))?.[0].length ?? 0;
  if (ticks === 0) return;
  let close = new RegExp(`(?<!\`)\`{${ticks}}(?!\`)`, "g");
  close.lastIndex = at + ticks;
  let match = close.exec(line);
  if (match === null) return;
  let content = line.slice(at + ticks, match.index);
  return /^ .*[^ ].* $|^ [^ ] $/.test(content) && (content = content.slice(1, -1)), { ticks, content, end: match.index + ticks };
}
function literal(content, before, after) {
  if (content.trim() === "" || /^\s|\s$|``|`$|^`/.test(content))
    return content.replace(/[!-/:-@[-`{-~]/g, (c) => c === "'" || c === '"' ? c : `\\${c}`);
  let lead = before !== "" && WORD.test(before.slice(-1)) ? "\\ " : "", trail = WORD.test(after) ? "\\ " : "";
  return `${lead}\`\`${content}\`\`${trail}`;
}
function escapeLineStart(line) {
  if (/^\.\.(?:\s|$)/.test(line)) return `\\${line}`;
  if (/^[-+>](?:\s|$|-|>>)/.test(line)) return `\\${line}`;
  if (/^:(?!\\)/.test(line) && ROLE.exec(line) === null) return `\\${line}`;
  let enumerated = /^(\(?)(\d+|[A-Za-z]|[ivxlcdm]+|[IVXLCDM]+|#)([.)])(?=\s|$)/.exec(line);
  if (enumerated !== null) {
    let [whole, open = "", label = "", close = ""] = enumerated;
    return open === "" ? `${label}\\${close}${line.slice(whole.length)}` : `\\${line}`;
  }
  return /^([!-/:-@[-`{-~])\1{3,}\s*$/.test(line) ? `\\${line}` : line;
}

// src/edits/changelog-rst-render.ts
function renderRstSection(version, date, groups, layout, hand = { intro: "", tail: "" }) {
  let blocks = [adorn(versionHeading(layout.template, version, date), layout.version)];
  layout.dateLine !== void 0 && blocks.push(layout.dateLine.replace(/\b\d{4}-\d{2}-\d{2}\b/, date)), hand.intro !== "" && blocks.push(hand.intro);
  let shown = groups.length === 0 && hand.intro === "" && hand.tail === "" ? [{ title: "", entries: [MAINTENANCE_ENTRY] }] : groups;
  for (let group of shown)
    group.title !== "" && blocks.push(layout.group === "bold" ? `**${group.title}**` : adorn(group.title, layout.group)), blocks.push(group.entries.map((entry) => rstBullet(entry, layout.bullet)).join(`
`));
  return hand.tail !== "" && blocks.push(hand.tail), `${blocks.join(`

`)}
`;
}
function adorn(text, adornment) {
  let line = adornment.char.repeat(Math.max(text.length, 3));
  return adornment.over ? `${line}
${text}
${line}` : `${text}
${line}`;
}
function rstBullet(entry, bullet) {
  let [first = "", ...rest] = entry.replace(/^- /, "").split(`
`), indent = " ".repeat(bullet.length), lines = [first, ...rest.map((line) => line.replace(/^ {2}/, ""))].map(toRstInline);
  return bullet + lines.map((line, i) => i === 0 || line === "" ? line : indent + line).join(`
`);
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

// src/edits/changelog-rst.ts
function insertRstSection(existing, input) {
  let eol = eolOf(existing);
  if (existing === void 0 || existing.trim() === "") {
    let fresh = rstLayout(""), title = adorn("Changelog", { char: "=", over: !1 }), section = renderRstSection(input.version, input.date, input.groups, {
      ...fresh,
      version: { char: "-", over: !1 },
      group: { char: "~", over: !1 }
    });
    return `${withEol(`${title}

${section}`, eol)}${eol}`;
  }
  let layout = rstLayout(existing), label = labelFor(layout, input.version), render = (hand, labelled = !0) => {
    let section = renderRstSection(input.version, input.date, input.groups, layout, hand);
    return withEol(labelled && label !== void 0 ? `.. _${label}:

${section}` : section, eol);
  }, generated = renderRstSection(input.version, input.date, input.groups, layout), gap = sectionGap(existing, layout), same = layout.headings.find((h) => h !== layout.title && isVersionHeading(h.text, input.version));
  if (same !== void 0) {
    let end = sectionEnd(layout, same, existing.length), hand = handWritten(existing.slice(Math.min(same.next, end), end), generated, input.groups);
    return splice(existing, same.start, end, render(hand, same.label === void 0), eol, { after: gap });
  }
  let marker = afterTowncrierMarker(existing);
  if (marker !== void 0) return splice(existing, marker, marker, render(), eol);
  let first = layout.headings.find((h) => h !== layout.title && h.start >= (layout.title?.next ?? 0));
  if (first !== void 0 && isUnreleasedHeading(first.text)) {
    let end = sectionEnd(layout, first, existing.length), { notes, leftovers } = splitRstLeftovers(existing.slice(Math.min(first.next, end), end)), hand = handWritten(notes, generated, input.groups), body = leftovers === "" ? render(hand) : `${withEol(leftovers, eol)}${eol}${eol}${render(hand)}`;
    return splice(existing, Math.min(first.next, end), end, body, eol, { before: gap, after: gap });
  }
  let at = first?.labelStart ?? sphinxReleaseStart(existing, layout.title?.next ?? 0) ?? existing.length;
  return splice(existing, at, at, render(), eol, { after: gap });
}
function sectionGap(text, layout) {
  let counts = /* @__PURE__ */ new Map(), sections = layout.headings.filter(
    (h) => h !== layout.title && sameAdornment(h.adornment, layout.version)
  );
  for (let heading of sections.slice(1)) {
    let lines = text.slice(0, heading.labelStart).split(/\r?\n/), blank = 0;
    for (; blank + 1 < lines.length && lines[lines.length - 2 - blank].trim() === ""; ) blank++;
    blank > 0 && blank <= 3 && counts.set(blank, (counts.get(blank) ?? 0) + 1);
  }
  let best = 1;
  for (let [blank, n] of counts) n > (counts.get(best) ?? 0) && (best = blank);
  return best;
}
function handWritten(old, section, groups) {
  let text = old.replace(/\r\n/g, `
`), titles = generatedTitles(groups.map((g) => g.title)), known = new Set(section.split(`
`).filter((l) => l.trim() !== ""));
  known.add(MAINTENANCE_ENTRY);
  let headings = scanRstHeadings(text), loose = text.slice(0, headings[0]?.start ?? text.length).split(`
`).filter((line) => !known.has(line) && !/^\s*(?:unreleased\.?|released:? \S+)\s*$/i.test(line)).filter(
    (line) => !/^\*\*[^*]+\*\*:?\s*$/.test(line) || !titles.has(line.replace(/[*:]/g, "").trim().toLowerCase())
  ), blocks = headings.map((h, i) => ({ h, body: text.slice(h.start, headings[i + 1]?.start ?? text.length).trim() })).filter(({ h }) => !titles.has(h.text.toLowerCase())).map(({ body }) => body), tidy = (t) => t.replace(/\n(?:[ \t]*\n){2,}/g, `

`).trim();
  return { intro: tidy(loose.join(`
`)), tail: tidy(blocks.join(`

`)) };
}
function splitRstLeftovers(text) {
  let lines = text.replace(/\r\n/g, `
`).split(`
`), leftover = lines.map(() => !1);
  for (let i = 0; i < lines.length; i++)
    if (COMMENT_START.test(lines[i]))
      for (leftover[i] = !0; i + 1 < lines.length && /^[ \t]+\S/.test(lines[i + 1]); ) leftover[++i] = !0;
  let titles = [];
  for (let i = 0; i < lines.length; i++) {
    if (leftover[i]) continue;
    let line = lines[i], under = (lines[i + 1] ?? "").trimEnd();
    if (BOLD_TITLE.test(line)) titles.push({ from: i, to: i + 1 });
    else if (line.trim() !== "" && /^\S/.test(line) && isAdornment(under) && under.length >= line.trimEnd().length) {
      let over = i > 0 && lines[i - 1].trimEnd() === under;
      titles.push({ from: over ? i - 1 : i, to: i + 2 }), i++;
    }
  }
  titles.forEach((title, k) => {
    let next = titles[k + 1]?.from ?? lines.length;
    if (!lines.slice(title.to, next).some((line, j) => !leftover[title.to + j] && line.trim() !== "")) for (let i = title.from; i < title.to; i++) leftover[i] = !0;
  });
  let chunks = (keep) => lines.map((line, i) => leftover[i] === keep ? line : "").join(`
`).replace(/\n(?:[ \t]*\n){2,}/g, `

`).trim(), notes = chunks(!1);
  return { notes: notes === "" ? "" : `${notes}
`, leftovers: chunks(!0) };
}
var COMMENT_START = /^\.\.(?:[ \t]*$|[ \t]+(?![_[|])(?!\S+::))/, BOLD_TITLE = /^\*\*[^*]+\*\*:?[ \t]*$/;
function hasRstSection(text, version) {
  let layout = rstLayout(text);
  return layout.headings.some((h) => h !== layout.title && isVersionHeading(h.text, version));
}
function readRstSection(text, version) {
  let layout = rstLayout(text), heading = layout.headings.find((h) => h !== layout.title && isVersionHeading(h.text, version));
  if (heading !== void 0)
    return text.slice(heading.start, sectionEnd(layout, heading, text.length)).replace(/\r\n/g, `
`).trimEnd();
}

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

export {
  sectionHeadings,
  scanHeadings,
  contentEnd,
  eolOf,
  withEol,
  splice,
  afterTowncrierMarker,
  mergeUnreleased,
  splitLeftovers,
  handWrittenParts,
  scanRstHeadings,
  rstLayout,
  sectionEnd,
  insertRstSection,
  splitRstLeftovers,
  hasRstSection,
  readRstSection
};
