/**
 * Keep a Changelog's hand-written `## [Unreleased]` notes ship with the release (DESIGN 4): they
 * move into the new version's section, after the generated groups.
 */
import { BREAKING_TITLE, DEFAULT_SECTIONS, MAINTENANCE_ENTRY } from "../core/changelog.ts";

interface Subsection {
  /** The heading line (`### Added`). */
  heading: string;
  /** Its title, compared case-insensitively (`added`). */
  key: string;
  /** The lines under it, blank lines at either end dropped. */
  body: string;
}

interface Blocks {
  /** Text before the first `### ` heading (for a section: its heading line first). */
  intro: string;
  subsections: Subsection[];
}

/**
 * The generated section (`## [1.5.0] - date`, `### Features`, ...) with the unreleased notes
 * merged in, LF line endings both ways:
 * - a notes subsection whose title a generated group has (`### Features`) adds its lines to that
 *   group; the others (`### Added`, `### Security`) follow the generated groups, in their order;
 * - text before the notes' first subsection (a paragraph about the release) comes right after the
 *   version heading;
 * - when the notes have content, the "Maintenance release." line of a release without commits goes;
 * - lines the section already has are not added again, so merging into a section that holds the
 *   notes already (an update run again after an interruption) changes nothing.
 * Notes that hold nothing new change nothing.
 */
export function mergeUnreleased(section: string, notes: string): string {
  const generated = splitBlocks(section.trimEnd());
  // Lines the section has already (a re-run over the notes moved before) are not added again.
  const known = new Set(section.split("\n").filter((l) => l.trim() !== ""));
  known.add(MAINTENANCE_ENTRY);
  const hand = splitBlocks(withoutLines(notes, known));
  if (hand.intro === "" && hand.subsections.every((s) => s.body === "")) return section;
  const [title = "", ...lines] = generated.intro.split("\n");
  // A setext heading is its text and its underline.
  const setext = /^ {0,3}(?:={3,}|-{3,})[ \t]*$/.test(lines[0] ?? "");
  const head = setext ? `${title}\n${lines[0]}` : title;
  const rest = setext ? lines.slice(1) : lines;
  let intro = rest.join("\n").trim();
  if (intro === MAINTENANCE_ENTRY) intro = "";

  const subsections = generated.subsections.map((s) => ({ ...s }));
  for (const note of hand.subsections) {
    const same = subsections.find((s) => s.key === note.key);
    if (same === undefined) {
      if (note.body !== "") subsections.push(note);
    } else if (note.body !== "") same.body = same.body === "" ? note.body : `${same.body}\n${note.body}`;
  }
  const parts = [head, hand.intro.trim(), intro];
  for (const s of subsections) parts.push(s.body === "" ? s.heading : `${s.heading}\n\n${s.body}`);
  return `${parts.filter((p) => p !== "").join("\n\n")}\n`;
}

/** What an Unreleased section holds: the notes that ship, and the template's leftovers that stay. */
export interface UnreleasedParts {
  notes: string;
  /** HTML comments, placeholder bullets, sub-headings with nothing under them: in the file's order, blank lines between. */
  leftovers: string;
}

const COMMENT = /<!--[\s\S]*?-->/g;
const COMMENT_AND_SPACE = /[ \t]*<!--[\s\S]*?-->/g;
/**
 * A template's placeholder bullet: one with no text (`-` alone under `### Added`), or whose text is
 * all in escaped brackets (`- \\[Short description of non-trivial change.\\]`).
 */
const PLACEHOLDER_LINE = /^[ \t]*[-*+](?:[ \t]+\\\[.*\\\])?[ \t]*$/;
const PLACEHOLDER = /^[ \t]*[-*+](?:[ \t]+\\\[[^\n]*\\\])?[ \t]*$/gm;

/**
 * An Unreleased section's text split into the notes that ship and the template's leftovers that
 * do not (DESIGN 4): HTML comments (`<!-- add notes here -->`), placeholder bullets, and
 * sub-headings with nothing else under them (`### Added` alone). The leftovers stay under the
 * Unreleased heading, the file's template for the next release. LF line endings.
 */
export function splitLeftovers(text: string): UnreleasedParts {
  const found: Array<{ at: number; text: string }> = [];
  for (const match of text.matchAll(COMMENT)) found.push({ at: match.index, text: match[0] });
  // The comments blanked out, offsets kept: a heading inside one is no heading.
  const masked = text.replace(COMMENT, (comment) => comment.replace(/[^\n]/g, " "));
  for (const match of masked.matchAll(PLACEHOLDER)) found.push({ at: match.index, text: match[0].trim() });
  const bare = text
    .replace(COMMENT_AND_SPACE, "")
    .split("\n")
    .filter((line) => !PLACEHOLDER_LINE.test(line))
    .join("\n");
  const blocks = splitBlocks(bare);
  let from = 0;
  const kept: string[] = [];
  for (const block of blocks.subsections) {
    const at = masked.indexOf(block.heading, from);
    from = at + block.heading.length;
    if (block.body === "") found.push({ at, text: block.heading });
    else kept.push(`${block.heading}\n\n${block.body}`);
  }
  const notes = [blocks.intro, ...kept].filter((p) => p !== "").join("\n\n");
  const leftovers = found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.text)
    .join("\n\n");
  return { notes: notes === "" ? "" : `${notes.replace(/\n(?:[ \t]*\n){2,}/g, "\n\n")}\n`, leftovers };
}

/** Group titles releaser writes (lower case): the built-in ones and those of `titles`. */
export function generatedTitles(titles: readonly string[]): Set<string> {
  return new Set(
    [...DEFAULT_SECTIONS.map(([, t]) => t), BREAKING_TITLE, ...titles].map((t) => t.trim().toLowerCase()),
  );
}

/**
 * What was written by hand in an old section for the same version (notes moved from [Unreleased]
 * by an update that was interrupted), for mergeUnreleased: its subsections releaser does not
 * generate (`### Added`), and, when the old section is releaser's own (it has a generated group)
 * or the new one has no group (its one line would replace notes), or the old one was written
 * ahead for the coming version (`comingVersion`: `## 1.5.0 (unreleased)`), its loose lines. Its generated groups, and everything of a section of another shape, are replaced.
 */
export function handWrittenParts(old: string, section: string, comingVersion = false): string {
  const generated = splitBlocks(section);
  const titles = generatedTitles(generated.subsections.map((s) => s.key));
  const blocks = splitBlocks(old);
  // A release without groups is one line; notes in its place were moved there (or say more).
  const ours =
    comingVersion || generated.subsections.length === 0 || blocks.subsections.some((s) => titles.has(s.key));
  const kept = blocks.subsections.filter((s) => !titles.has(s.key)).map((s) => `${s.heading}\n\n${s.body}`);
  return [ours ? blocks.intro : "", ...kept].filter((p) => p !== "").join("\n\n");
}

/** The text without the lines of `known` (a run of blank lines left behind becomes one). */
function withoutLines(text: string, known: ReadonlySet<string>): string {
  return text
    .split("\n")
    .filter((line) => !known.has(line) || /^ {0,3}###[ \t]/.test(line))
    .join("\n")
    .replace(/\n(?:[ \t]*\n){2,}/g, "\n\n");
}

/** Splits Markdown text at its `### ` headings (outside fenced code). */
function splitBlocks(text: string): Blocks {
  const lines = text.split("\n");
  const intro: string[] = [];
  const subsections: { heading: string; lines: string[] }[] = [];
  let fence: string | undefined;
  for (const line of lines) {
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark !== undefined) {
      if (fence === undefined) fence = fenceMark;
      else if (fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
    }
    if (fence === undefined && /^ {0,3}###[ \t]+\S/.test(line)) {
      subsections.push({ heading: line.trimEnd(), lines: [] });
    } else {
      (subsections.at(-1)?.lines ?? intro).push(line);
    }
  }
  return {
    intro: trimBlankLines(intro),
    subsections: subsections.map((s) => ({
      heading: s.heading,
      key: s.heading
        .replace(/^ {0,3}###[ \t]+/, "")
        .trim()
        .toLowerCase(),
      body: trimBlankLines(s.lines),
    })),
  };
}

/** The lines joined, blank lines at the start and the end dropped (inner ones kept). */
function trimBlankLines(lines: readonly string[]): string {
  let start = 0;
  let end = lines.length;
  while (start < end && (lines[start] as string).trim() === "") start++;
  while (end > start && (lines[end - 1] as string).trim() === "") end--;
  return lines.slice(start, end).join("\n");
}
