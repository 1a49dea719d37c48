/**
 * A release section in reST, from the same groups as the Markdown one (core/changelog.ts), in the
 * file's own style: its version heading adornment and shape, its group level (or bold titles when
 * its versions have no sub-headings), its bullets.
 */
import { type ChangelogGroup, MAINTENANCE_ENTRY } from "../core/changelog.ts";
import { versionHeading } from "./changelog-headings.ts";
import { toRstInline } from "./changelog-rst-inline.ts";
import type { Adornment, RstLayout } from "./changelog-rst-layout.ts";

export { versionHeading };

/** Text written by hand that goes into a section: `intro` after its heading, `tail` after its groups. */
export interface HandWritten {
  intro: string;
  tail: string;
}

/**
 * The reST section for `version`, LF line endings, ending with a newline. A release without
 * groups gets the maintenance line, unless hand-written text says what it is.
 */
export function renderRstSection(
  version: string,
  date: string,
  groups: readonly ChangelogGroup[],
  layout: RstLayout,
  hand: HandWritten = { intro: "", tail: "" },
): string {
  const blocks = [adorn(versionHeading(layout.template, version, date), layout.version)];
  if (layout.dateLine !== undefined) blocks.push(layout.dateLine.replace(/\b\d{4}-\d{2}-\d{2}\b/, date));
  if (hand.intro !== "") blocks.push(hand.intro);
  const bare = groups.length === 0 && hand.intro === "" && hand.tail === "";
  const shown = bare ? [{ title: "", entries: [MAINTENANCE_ENTRY] }] : groups;
  for (const group of shown) {
    if (group.title !== "") {
      blocks.push(layout.group === "bold" ? `**${group.title}**` : adorn(group.title, layout.group));
    }
    blocks.push(group.entries.map((entry) => rstBullet(entry, layout.bullet)).join("\n"));
  }
  if (hand.tail !== "") blocks.push(hand.tail);
  return `${blocks.join("\n\n")}\n`;
}

/** A heading with its underline (and overline) as long as its text. */
export function adorn(text: string, adornment: Adornment): string {
  const line = adornment.char.repeat(Math.max(text.length, 3));
  return adornment.over ? `${line}\n${text}\n${line}` : `${text}\n${line}`;
}

/**
 * A Markdown entry (`- Text`, continuation lines indented two spaces) as a reST bullet: the
 * file's bullet, continuation lines under the text, each line as reST inline text
 * ({@link toRstInline}: literals, roles kept, what reST would misread escaped).
 */
export function rstBullet(entry: string, bullet: string): string {
  const [first = "", ...rest] = entry.replace(/^- /, "").split("\n");
  const indent = " ".repeat(bullet.length);
  const lines = [first, ...rest.map((line) => line.replace(/^ {2}/, ""))].map(toRstInline);
  return bullet + lines.map((line, i) => (i === 0 || line === "" ? line : indent + line)).join("\n");
}
