import { git } from "./git.ts";

/**
 * The level a range of commits asks under plain Conventional Commits, read by the harness on its
 * own (not with releaser's parser): the harness judges releaser's reading, so it must not share
 * its mistakes. `type(scope)!:` or a `BREAKING CHANGE:` / `BREAKING-CHANGE:` footer is a major,
 * `feat` a minor, `fix` and `perf` a patch, any other type none; a leading gitmoji or emoji
 * (`🐛 fix(...)`, `:bug: fix: ...`) is set aside; merges (`Merge ...`) are skipped.
 */
export type Level = "major" | "minor" | "patch" | "none";

/** What a range asks: its highest level, and how many commits asked each (breaking, feat, fix, perf). */
export interface CommitsLevel {
  level: Level;
  counts: { breaking: number; feat: number; fix: number; perf: number };
}

const RANK: Record<Level, number> = { none: 0, patch: 1, minor: 2, major: 3 };

/** A leading gitmoji, as a code (`:bug:`) or a pictograph with its modifiers (`🐛`, `⚡️`, `👷🏽`). */
const EMOJI =
  /^(?::[a-z0-9_+-]+:|\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D)*)\s*/u;
/** `type(scope)!: description`: the type in word characters, a description with a non-space. */
const HEADER = /^(\w+)(?:\([^()\r\n]*\))?(!)?: +\S/;
const FOOTER = /^BREAKING[ -]CHANGE: /m;

/** The kind one commit message is: breaking, feat, fix, perf, or none (any other type, or not conventional). */
export function commitKind(message: string): keyof CommitsLevel["counts"] | "none" {
  const [subject = "", ...body] = message.replace(/\r/g, "").split("\n");
  if (/^Merge\b/.test(subject)) return "none";
  const header = HEADER.exec(subject.trim().replace(EMOJI, ""));
  if (!header) return "none";
  if (header[2] === "!" || FOOTER.test(body.join("\n"))) return "breaking";
  const type = (header[1] ?? "").toLowerCase();
  return type === "feat" || type === "fix" || type === "perf" ? type : "none";
}

const LEVEL_OF = { breaking: "major", feat: "minor", fix: "patch", perf: "patch" } as const;

/** The level of a list of commit messages: the highest any asks. */
export function levelOf(messages: readonly string[]): CommitsLevel {
  const counts = { breaking: 0, feat: 0, fix: 0, perf: 0 };
  let level: Level = "none";
  for (const message of messages) {
    const kind = commitKind(message);
    if (kind === "none") continue;
    counts[kind]++;
    if (RANK[LEVEL_OF[kind]] > RANK[level]) level = LEVEL_OF[kind];
  }
  return { level, counts };
}

/** `1 feat, 8 fix`: the commits that asked a level, by kind. */
export function describeCounts(counts: CommitsLevel["counts"]): string {
  return (["breaking", "feat", "fix", "perf"] as const)
    .filter((k) => counts[k] > 0)
    .map((k) => `${counts[k]} ${k}`)
    .join(", ");
}

/** The level the commits after `baseTag` (all history without one) up to HEAD ask, in one `git log`. */
export function readCommitsLevel(dir: string, baseTag: string | null): CommitsLevel {
  const range = baseTag === null ? "HEAD" : `refs/tags/${baseTag}..HEAD`;
  const log = git(dir, ["log", "--format=%x1e%B", range, "--"]);
  return levelOf(
    log
      .split("\x1e")
      .slice(1)
      .map((m) => m.trim()),
  );
}
