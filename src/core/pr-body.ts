import { escapeMentions } from "./changelog.ts";

/** GitHub refuses a pull request body longer than this (characters). */
export const MAX_BODY = 65_536;

export interface PrBodyInput {
  version: string;
  tag: string;
  releaseBranch: string;
  /** The changelog section of the release (already escaped for mentions and structure). */
  changelog: string;
}

/**
 * The release pull request's body: the changelog section, then a short footer on how the
 * release proceeds. A section too long for GitHub is cut at an entry or group boundary, with a
 * note, so the request is never refused.
 */
export function renderPrBody(input: PrBodyInput): string {
  const footer = [
    "---",
    "",
    `Merging this pull request releases **${input.version}**: \`releaser release\` then tags \`${input.tag}\`, creates the release and publishes the package.`,
    `This branch is rewritten by \`releaser release-pr\` on every push to \`${input.releaseBranch}\`; commits added to it by hand are replaced.`,
  ].join("\n");
  const section = escapeMentions(input.changelog.trimEnd());
  const whole = `${section}\n\n${footer}\n`;
  if (whole.length <= MAX_BODY) return whole;
  const note =
    "\n\n_The changelog is cut here to fit GitHub's limit; CHANGELOG.md on this branch has all of it._";
  const room = MAX_BODY - footer.length - note.length - 3;
  return `${cutAtBoundary(section, room)}${note}\n\n${footer}\n`;
}

/** The longest prefix of `text` within `room` characters that ends before an entry or a group. */
function cutAtBoundary(text: string, room: number): string {
  const window = text.slice(0, room + 1);
  const at = Math.max(window.lastIndexOf("\n- "), window.lastIndexOf("\n### "));
  return (at > 0 ? text.slice(0, at) : text.slice(0, room)).trimEnd();
}

/** One package's part of a release pull request in a repository of several (DESIGN 8). */
export interface PackagePrSection {
  /** The package's name as the release commit lists it (normalised). */
  name: string;
  version: string;
  tag: string;
  /** The package's changelog section (as in PrBodyInput). */
  changelog: string;
  /** Where its changelog file is, from the repository's root (named when the section is cut). */
  changelogPath: string;
}

export interface WorkspacePrBodyInput {
  releaseBranch: string;
  /** In the order of the release commit's list. */
  packages: readonly PackagePrSection[];
}

/**
 * The release pull request's body for several packages: one section per package (a heading with
 * its name, version and tag, then its changelog section), then the footer. When the whole is too
 * long for GitHub, the longest sections are cut (each at an entry or group boundary, with a note)
 * until it fits, so every package keeps its heading and the short sections stay whole.
 */
export function renderWorkspacePrBody(input: WorkspacePrBodyInput): string {
  const releases = input.packages.map((p) => `**${p.name} ${p.version}**`);
  const tags = input.packages.map((p) => `\`${p.tag}\``);
  const footer = [
    "---",
    "",
    `Merging this pull request releases ${joinWords(releases)}: \`releaser release\` then tags ${joinWords(tags)}, creates ${input.packages.length === 1 ? "the release" : "each release"} and publishes ${input.packages.length === 1 ? "the package" : "the packages"}.`,
    `This branch is rewritten by \`releaser release-pr\` on every push to \`${input.releaseBranch}\`; commits added to it by hand are replaced.`,
  ].join("\n");
  const parts = input.packages.map((p) => ({
    heading: `# ${p.name} ${p.version} (tag \`${p.tag}\`)`,
    section: escapeMentions(p.changelog.trimEnd()),
    note: `\n\n_${p.name}'s changelog is cut here to fit GitHub's limit; ${p.changelogPath} on this branch has all of it._`,
  }));
  const assemble = (sections: readonly string[]) =>
    `${parts.map((part, i) => `${part.heading}\n\n${sections[i]}`).join("\n\n")}\n\n${footer}\n`;
  const whole = assemble(parts.map((p) => p.section));
  if (whole.length <= MAX_BODY) return whole;
  // What is left for the sections once the headings, the notes and the footer are counted.
  const fixed = assemble(parts.map((p) => p.note)).length;
  const rooms = fairShares(
    parts.map((p) => p.section.length),
    MAX_BODY - fixed,
  );
  return assemble(
    parts.map((part, i) => {
      const room = rooms[i] as number;
      return part.section.length <= room ? part.section : `${cutAtBoundary(part.section, room)}${part.note}`;
    }),
  );
}

/**
 * Shares `total` among sections of the given lengths: a section shorter than an even share keeps
 * its length, and what it leaves goes to the longer ones (the longest are the ones cut).
 */
function fairShares(lengths: readonly number[], total: number): number[] {
  const rooms = lengths.map(() => 0);
  const order = lengths.map((length, i) => ({ length, i })).sort((a, b) => a.length - b.length);
  let left = Math.max(0, total);
  order.forEach(({ length, i }, k) => {
    const share = Math.floor(left / (order.length - k));
    rooms[i] = Math.min(length, share);
    left -= rooms[i] as number;
  });
  return rooms;
}

/** `a`, `a and b`, `a, b and c`. */
function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
