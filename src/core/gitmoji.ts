/**
 * The gitmoji convention (gitmoji.dev), the built-in `preset = "gitmoji"` parser: a subject that
 * starts with an emoji, in its unicode form (`✨ Add x`) or its `:shortcode:` (`:sparkles: Add x`),
 * says the kind of change. The emojis that mean a release-worthy change map to a conventional type
 * (✨ feat, 🐛 fix, ...); every other gitmoji is recognised too, with its shortcode as the type
 * (🔧 `wrench`, 🌐 `globe_with_meridians`): no default section has that type and no bump rule names
 * it, so it asks for no bump and makes no changelog entry, while the subject still follows the
 * convention (`check-pr` accepts it) and `[changelog] sections = { globe_with_meridians =
 * "Translations" }` can list it. Pure; linear in the subject's length.
 */

/** What the emoji at the start of a subject says. */
export interface GitmojiMatch {
  /** The conventional type it stands for (✨ `feat`), else its shortcode (🔧 `wrench`). */
  type: string;
  /** It maps to a conventional type (the table of DESIGN 3), rather than standing for itself. */
  mapped: boolean;
  /** 💥 (:boom:): a breaking change. */
  breaking: boolean;
  /** The text after the emoji, the optional `(scope)` and an optional `:`; trimmed, maybe empty. */
  rest: string;
  /** The `(scope)` after the emoji, as written; undefined when absent. */
  scope: string | undefined;
}

/**
 * The type of a breaking gitmoji (💥): one with no changelog section of its own, so the change is
 * listed once, under "⚠ Breaking Changes", as `feat!:` would be listed there.
 */
export const BREAKING_GITMOJI_TYPE = "breaking";

/** The gitmojis that map to a type (DESIGN 3). Emojis are written without U+FE0F. */
const MAPPED: ReadonlyArray<readonly [emoji: string, code: string, type: string]> = [
  ["✨", "sparkles", "feat"],
  ["🐛", "bug", "fix"],
  ["🚑", "ambulance", "fix"],
  ["💥", "boom", BREAKING_GITMOJI_TYPE],
  ["⚡", "zap", "perf"],
  ["📝", "memo", "docs"],
  ["♻", "recycle", "refactor"],
  ["⬆", "arrow_up", "build"],
  ["⏪", "rewind", "revert"],
];

/** Every other gitmoji of gitmoji.dev: its shortcode is its type. Emojis without U+FE0F. */
const OTHERS: ReadonlyArray<readonly [emoji: string, code: string]> = [
  ["🎨", "art"],
  ["🔥", "fire"],
  ["🚀", "rocket"],
  ["💄", "lipstick"],
  ["🎉", "tada"],
  ["✅", "white_check_mark"],
  ["🔒", "lock"],
  ["🔐", "closed_lock_with_key"],
  ["🔖", "bookmark"],
  ["🚨", "rotating_light"],
  ["🚧", "construction"],
  ["💚", "green_heart"],
  ["⬇", "arrow_down"],
  ["📌", "pushpin"],
  ["👷", "construction_worker"],
  ["📈", "chart_with_upwards_trend"],
  ["➕", "heavy_plus_sign"],
  ["➖", "heavy_minus_sign"],
  ["🔧", "wrench"],
  ["🔨", "hammer"],
  ["🌐", "globe_with_meridians"],
  ["✏", "pencil2"],
  ["💩", "poop"],
  ["🔀", "twisted_rightwards_arrows"],
  ["📦", "package"],
  ["👽", "alien"],
  ["🚚", "truck"],
  ["📄", "page_facing_up"],
  ["🍱", "bento"],
  ["♿", "wheelchair"],
  ["💡", "bulb"],
  ["🍻", "beers"],
  ["💬", "speech_balloon"],
  ["🗃", "card_file_box"],
  ["🔊", "loud_sound"],
  ["🔇", "mute"],
  ["👥", "busts_in_silhouette"],
  ["🚸", "children_crossing"],
  ["🏗", "building_construction"],
  ["📱", "iphone"],
  ["🤡", "clown_face"],
  ["🥚", "egg"],
  ["🙈", "see_no_evil"],
  ["📸", "camera_flash"],
  ["⚗", "alembic"],
  ["🔍", "mag"],
  ["🏷", "label"],
  ["🌱", "seedling"],
  ["🚩", "triangular_flag_on_post"],
  ["🥅", "goal_net"],
  ["💫", "dizzy"],
  ["🗑", "wastebasket"],
  ["🛂", "passport_control"],
  ["🩹", "adhesive_bandage"],
  ["🧐", "monocle_face"],
  ["⚰", "coffin"],
  ["🧪", "test_tube"],
  ["👔", "necktie"],
  ["🩺", "stethoscope"],
  ["🧱", "bricks"],
  ["🧑\u200d💻", "technologist"],
  ["💸", "money_with_wings"],
  ["🧵", "thread"],
  ["🦺", "safety_vest"],
  ["✈", "airplane"],
];

interface Entry {
  type: string;
  mapped: boolean;
}

const BY_EMOJI = new Map<string, Entry>();
const BY_CODE = new Map<string, Entry>();
for (const [emoji, code, type] of MAPPED) {
  BY_EMOJI.set(emoji, { type, mapped: true });
  BY_CODE.set(code, { type, mapped: true });
}
for (const [emoji, code] of OTHERS) {
  BY_EMOJI.set(emoji, { type: code, mapped: false });
  BY_CODE.set(code, { type: code, mapped: false });
}
/** The longest emoji in code units (the technologist's ZWJ sequence). */
const LONGEST = Math.max(...[...BY_EMOJI.keys()].map((e) => e.length));
/** The longest shortcode, colons aside. */
const LONGEST_CODE = Math.max(...[...BY_CODE.keys()].map((c) => c.length));

const VARIATION_SELECTOR = 0xfe0f;
/**
 * The code units an emoji key starts with: a subject starting with any other (every ASCII word,
 * so every conventional subject) starts with no gitmoji, told without building a key (`check`
 * asks it of every commit since the base, issue 45).
 */
const FIRST_UNITS = new Set([...BY_EMOJI.keys()].map((e) => e.charCodeAt(0)));

/**
 * The gitmoji a subject starts with and what follows it, or undefined when it starts with none.
 * Accepted: the emoji with or without U+FE0F (`⚡️`, `⚡`), or its `:shortcode:`; then optional
 * spaces, an optional `(scope)` and an optional `:` (gitmoji-cli's `✨ (api): add x`).
 */
export function matchGitmoji(subject: string): GitmojiMatch | undefined {
  const found = subject.charCodeAt(0) === 0x3a /* : */ ? shortcodeAt(subject) : emojiAt(subject);
  if (found === undefined) return undefined;
  let i = found.end;
  while (isSpace(subject.charCodeAt(i))) i++;
  let scope: string | undefined;
  if (subject.charCodeAt(i) === 0x28 /* ( */) {
    const close = subject.indexOf(")", i);
    if (close > i + 1) {
      scope = subject.slice(i + 1, close);
      i = close + 1;
    }
  }
  if (subject.charCodeAt(i) === 0x3a /* : */ && !startsShortcode(subject, i)) i++;
  const { type, mapped } = found.entry;
  return { type, mapped, breaking: type === BREAKING_GITMOJI_TYPE, rest: subject.slice(i).trim(), scope };
}

/** Whether the subject starts with a gitmoji (any of them, mapped or not). */
export function startsWithGitmoji(subject: string): boolean {
  return matchGitmoji(subject) !== undefined;
}

/** The gitmojis that map to a type, for the words `init` and `check` write: `✨ feat, 🐛 fix, ...`. */
export function describeGitmojiTypes(): string {
  const byType = new Map<string, string[]>();
  for (const [emoji, , type] of MAPPED) byType.set(type, [...(byType.get(type) ?? []), emoji]);
  return [...byType].map(([type, emojis]) => `${emojis.join("/")} ${type}`).join(", ");
}

function emojiAt(subject: string): { entry: Entry; end: number } | undefined {
  // Longest first: the key is the emoji's code units with every U+FE0F dropped.
  let first = 0;
  while (subject.charCodeAt(first) === VARIATION_SELECTOR) first++;
  if (!FIRST_UNITS.has(subject.charCodeAt(first))) return undefined;
  let key = "";
  let best: { entry: Entry; end: number } | undefined;
  for (let i = 0; i < subject.length && key.length < LONGEST; i++) {
    const code = subject.charCodeAt(i);
    if (code !== VARIATION_SELECTOR) key += subject[i];
    const entry = BY_EMOJI.get(key);
    if (entry !== undefined) best = { entry, end: i + 1 };
  }
  if (best === undefined) return undefined;
  let end = best.end;
  while (subject.charCodeAt(end) === VARIATION_SELECTOR) end++;
  return { entry: best.entry, end };
}

function shortcodeAt(subject: string): { entry: Entry; end: number } | undefined {
  const close = subject.indexOf(":", 1);
  if (close < 2 || close > LONGEST_CODE + 1) return undefined;
  const entry = BY_CODE.get(subject.slice(1, close).toLowerCase());
  return entry === undefined ? undefined : { entry, end: close + 1 };
}

/** A `:` that opens another shortcode (`:sparkles: :bug: x`) is text, not a separator. */
function startsShortcode(subject: string, at: number): boolean {
  const close = subject.indexOf(":", at + 1);
  return close > at + 1 && BY_CODE.has(subject.slice(at + 1, close).toLowerCase());
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09;
}
