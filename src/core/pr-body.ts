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
