/**
 * incremental's placeholders (issue 42): a project versioned with incremental marks new and
 * deprecated APIs with `Version("Demo", "NEXT", 0, 0)` or the text `Demo NEXT`, and incremental's
 * `update` replaces them in the package's files with the release: the call with the release's
 * call, the text with the name and the release's public version. Releasing from a release
 * candidate, it also replaces the candidate's call (`Version("Demo", 1, 2, 0,
 * release_candidate=1)`) and text (`Demo 1.2.0rc1`, or `Demo 1.2.0.rc1` as incremental up to 22.10
 * spelled it). The same replacements with incremental's text: its call as its repr writes it (the
 * quotes the file used) and its public version. Only the project's own name, as its `_version.py`
 * spells it: `Version("Other", "NEXT", 0, 0)` and `Other NEXT` are another package's. Pure.
 */
import {
  incrementalVersion,
  parseIncrementalVersion,
  writeIncrementalVersion,
} from "./incremental-version.ts";

const QUOTES = ['"', "'"] as const;

/** The call incremental's repr writes for `version` (`Version("Demo", 1, 2, 0, release_candidate=1)`). */
function reprOf(name: string, quote: string, version: string, where: string): string {
  const shape = parseIncrementalVersion(`Version(${quote}${name}${quote}, 0, 0, 0)`);
  if (shape === undefined) throw new Error(`not a package name incremental spells: ${name}`);
  return writeIncrementalVersion(shape, version, where);
}

/** The public versions incremental wrote for `version`: its own (1.2.0rc1) and its old one (1.2.0.rc1). */
function publicSpellings(name: string, version: string, where: string): string[] {
  const call = parseIncrementalVersion(reprOf(name, '"', version, where));
  if (call === undefined) return [];
  const now = incrementalVersion(call);
  const rc = call.rc === undefined ? "" : `.rc${call.rc}`;
  const post = call.post === undefined ? "" : `.post${call.post}`;
  const dev = call.dev === undefined ? "" : `.dev${call.dev}`;
  const old = `${call.numbers.join(".")}${rc}${post}${dev}`;
  return old === now ? [now] : [now, old];
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** `Demo NEXT` as words: not the tail of another name (`OtherDemo NEXT`), not `Demo NEXTS`. */
function textForm(name: string, version: string): RegExp {
  return new RegExp(`(?<![\\w.-])${escapeRegex(`${name} ${version}`)}(?!\\w)`, "g");
}

/** Whether `current` is a release candidate, whose call and text incremental replaces too. */
function isCandidate(name: string, current: string | undefined, where: string): current is string {
  if (current === undefined) return false;
  try {
    return parseIncrementalVersion(reprOf(name, '"', current, where))?.rc !== undefined;
  } catch {
    return false;
  }
}

/**
 * The fixed strings a line holding one of the placeholders contains (for one `git grep -F`):
 * the NEXT call in either quote, `name NEXT`, and a release candidate's call and text.
 */
export function placeholderNeedles(name: string, current: string | undefined): string[] {
  const needles = [...QUOTES.map((q) => `Version(${q}${name}${q}, ${q}NEXT${q}, 0, 0)`), `${name} NEXT`];
  if (isCandidate(name, current, "")) {
    needles.push(...QUOTES.map((q) => reprOf(name, q, current, "")));
    needles.push(...publicSpellings(name, current, "").map((p) => `${name} ${p}`));
  }
  return needles;
}

/** Whether a line holds one of the placeholders `replacePlaceholders` replaces. */
export function holdsPlaceholder(line: string, name: string, current: string | undefined): boolean {
  return replacePlaceholders(line, name, current, "0.0.0", "") !== line;
}

/**
 * The text with incremental's placeholders for `name` replaced by `version`, in incremental's
 * order: a release candidate's call and text (when `current`, the version the files carry, is
 * one), then the NEXT call, then `name NEXT`. Throws VersionFileError (naming `where`) for a
 * version incremental cannot spell, when the text holds a placeholder.
 */
export function replacePlaceholders(
  text: string,
  name: string,
  current: string | undefined,
  version: string,
  where: string,
): string {
  let result = text;
  const call = (quote: string) => reprOf(name, quote, version, where);
  const words = () => `${name} ${publicSpellings(name, version, where)[0] ?? version}`;
  const swap = (from: string, to: () => string) => {
    if (result.includes(from)) result = result.split(from).join(to());
  };
  const swapWords = (from: string) => {
    result = result.replace(textForm(name, from), words);
  };
  if (isCandidate(name, current, where)) {
    for (const q of QUOTES) swap(reprOf(name, q, current, where), () => call(q));
    for (const spelled of publicSpellings(name, current, where)) swapWords(spelled);
  }
  for (const q of QUOTES) swap(`Version(${q}${name}${q}, ${q}NEXT${q}, 0, 0)`, () => call(q));
  swapWords("NEXT");
  return result;
}
