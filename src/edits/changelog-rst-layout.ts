/**
 * How a reST changelog is laid out: its section headings (underlined, maybe overlined), which
 * adornment is the title's, the version headings' and the groups', its bullet style and the shape
 * of its version headings. A new section is written in that style (DESIGN 4).
 */
import {
  headingVersion,
  isAdornment,
  isUnreleasedHeading,
  looksLikeVersionHeading,
  NOT_RELEASED,
} from "./changelog-headings.ts";
import { type Line, linesOf } from "./changelog-splice.ts";

/** A heading's adornment: the character and whether the heading is overlined too. */
export interface Adornment {
  char: string;
  over: boolean;
}

export interface RstHeading {
  /** Offset of the heading's first line (the overline when there is one). */
  start: number;
  /** Offset just after the underline's line break. */
  next: number;
  text: string;
  adornment: Adornment;
  /**
   * Where the heading's labels start (`.. _changelog-v1.4.2:` on the lines above it, which point
   * at it and go with it): `start` when it has none.
   */
  labelStart: number;
  /** The name of the label right above it (`changelog-v1.4.2`), if it has one. */
  label: string | undefined;
}

export interface RstLayout {
  headings: RstHeading[];
  title: RstHeading | undefined;
  /** The version headings' adornment (the file's, else a free one). */
  version: Adornment;
  /** The groups' heading adornment; "bold" when the file's versions have no sub-headings. */
  group: Adornment | "bold";
  /** The bullet and the space after it, as the file writes them (`- `, `*   `). */
  bullet: string;
  /** The text of the newest version heading, to write the next one the same way. */
  template: string | undefined;
  /** A dated line that opens the newest version's section (`Released 2024-11-13`), if any. */
  dateLine: string | undefined;
  /**
   * How the file labels its releases, when it labels every one (`.. _changelog-v1.4.2:` above
   * `v1.4.2 (date)`): the newest label, and the version as it is written in it (`1.4.2`, `1-4-2`).
   */
  label: { name: string; version: string; separator: string } | undefined;
}

/** Underline characters for levels the file does not have yet, most usual first. */
const SPARE = ["=", "-", "~", "^", '"', "+", "*", "#", "`", "'", ":", "."];

/** The section headings of a reST text: a title line with an underline (and maybe an overline). */
export function scanRstHeadings(text: string): RstHeading[] {
  const lines = linesOf(text);
  const headings: RstHeading[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const title = (lines[i] as (typeof lines)[number]).text;
    const under = (lines[i + 1] as (typeof lines)[number]).text.trimEnd();
    if (title.trim() === "" || isAdornment(title.trimEnd()) || !isAdornment(under)) continue;
    if (under.length < Math.min(title.trimEnd().length, 4)) continue;
    const over = i > 0 ? (lines[i - 1] as (typeof lines)[number]).text.trimEnd() : "";
    const overlined = over === under;
    // A title starts at the margin (an overlined one may be inset) after a blank line or the start.
    if (!overlined && /^\s/.test(title)) continue;
    const before = overlined ? i - 2 : i - 1;
    if (before >= 0 && (lines[before] as (typeof lines)[number]).text.trim() !== "") continue;
    const startLine = lines[overlined ? i - 1 : i] as (typeof lines)[number];
    const underLine = lines[i + 1] as (typeof lines)[number];
    const labels = labelsAbove(lines, overlined ? i - 1 : i);
    headings.push({
      start: startLine.start,
      next: Math.min(underLine.next, text.length),
      text: title.trim(),
      adornment: { char: under[0] as string, over: overlined },
      labelStart: labels?.start ?? startLine.start,
      label: labels?.name,
    });
    i++;
  }
  return headings;
}

/** A label (an internal hyperlink target with no link): `.. _changelog-v1.4.2:`. */
const LABEL = /^\.\. _([^:`]+|`[^`]+`):[ \t]*$/;

/** The labels on the lines right above line `at` (blank lines between them allowed): where they start, the nearest's name. */
function labelsAbove(lines: readonly Line[], at: number): { start: number; name: string } | undefined {
  let found: { start: number; name: string } | undefined;
  for (let i = at - 1; i >= 0; i--) {
    const line = (lines[i] as Line).text;
    if (line.trim() === "") continue;
    const label = LABEL.exec(line);
    if (label === null) break;
    found = { start: (lines[i] as Line).start, name: found?.name ?? (label[1] as string).replace(/`/g, "") };
  }
  return found;
}

export function sameAdornment(a: Adornment, b: Adornment | "bold" | undefined): boolean {
  return b !== undefined && b !== "bold" && a.char === b.char && a.over === b.over;
}

/** The layout of a reST changelog (an empty text: a fresh file's defaults). */
export function rstLayout(text: string): RstLayout {
  const headings = scanRstHeadings(text);
  const first = headings[0];
  const firstVersion = headings.find((h) => looksLikeVersionHeading(h.text));
  // The first heading is the title unless it is a section itself (a version, Unreleased).
  const title =
    first !== undefined && !looksLikeVersionHeading(first.text) && !isUnreleasedHeading(first.text)
      ? first
      : undefined;
  const used = headings.map((h) => h.adornment);
  const spare = (taken: Adornment[]): Adornment => {
    const char = SPARE.find((c) => !taken.some((a) => a.char === c && !a.over)) ?? "~";
    return { char, over: false };
  };

  const sections = headings.filter((h) => h !== title);
  const version = firstVersion?.adornment ?? sections[0]?.adornment ?? spare(used);
  let group: Adornment | "bold";
  const versionAt = sections.findIndex((h) => sameAdornment(h.adornment, version));
  const sub = sections
    .slice(versionAt + 1)
    .find((h) => !sameAdornment(h.adornment, version) && !sameAdornment(h.adornment, title?.adornment));
  if (sub !== undefined) group = sub.adornment;
  else if (versionAt !== -1 && sections.some((h) => looksLikeVersionHeading(h.text))) group = "bold";
  else group = spare([...used, version]);

  const from = firstVersion?.next ?? title?.next ?? 0;
  const bullet = /^([-*+])([ \t]+)\S/m.exec(text.slice(from))?.slice(1, 3).join("") ?? "- ";
  // The shape of a released version's heading and dated first line (`Released 2024-11-13`); the
  // newest section may be the coming version's, not dated yet (flask's `Unreleased`).
  const versions = headings.filter((h) => looksLikeVersionHeading(h.text));
  const template = (versions.find((h) => !NOT_RELEASED.test(h.text)) ?? firstVersion)?.text;
  const dateLine = versions
    .map((h) => text.slice(h.next).trimStart().split(/\r?\n/, 1)[0] ?? "")
    .find((line) => line.length <= 60 && /^[A-Za-z][\w ]*\b\d{4}-\d{2}-\d{2}\b/.test(line))
    ?.trimEnd();
  return { headings, title, version, group, bullet, template, dateLine, label: labelTemplate(versions) };
}

/** The file's label of its newest release, when every release heading has one that names its version. */
function labelTemplate(versions: readonly RstHeading[]): RstLayout["label"] {
  const released = versions.filter((h) => !NOT_RELEASED.test(h.text));
  const written = released.map((h) => {
    const version = headingVersion(h.text);
    if (h.label === undefined || version === undefined) return undefined;
    for (const separator of [".", "-", "_", ""]) {
      const form = version.split(".").join(separator);
      if (h.label.includes(form)) return { name: h.label, version: form, separator };
    }
    return undefined;
  });
  return released.length > 0 && written.every((w) => w !== undefined) ? written[0] : undefined;
}

/** The label of a new release in the file's labels' style (layout.label), if it has one. */
export function labelFor(layout: RstLayout, version: string): string | undefined {
  const { label } = layout;
  return label === undefined
    ? undefined
    : label.name.replace(label.version, version.split(".").join(label.separator));
}

/**
 * Where the section that opens with `heading` ends: at the next heading of its level or above
 * (the version level or the title's), else at the end of the text.
 */
export function sectionEnd(layout: RstLayout, heading: RstHeading, textLength: number): number {
  const at = layout.headings.indexOf(heading);
  const next = layout.headings
    .slice(at + 1)
    .find(
      (h) =>
        sameAdornment(h.adornment, heading.adornment) ||
        sameAdornment(h.adornment, layout.version) ||
        (layout.title !== undefined && sameAdornment(h.adornment, layout.title.adornment)),
    );
  return next?.labelStart ?? textLength;
}
