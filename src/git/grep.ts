import { runGit } from "./run.ts";

/** One line of a tracked file that holds one of the strings searched for. */
export interface GrepLine {
  path: string;
  /** 1-based. */
  line: number;
  text: string;
}

/**
 * The lines of the tracked text files (binary files aside) that hold any of `needles`, taken as
 * fixed strings, by one `git grep` over the work tree; [] when there is none or git cannot say.
 * Several needles are one extended pattern (`a|b`), each escaped: git's `-F` with several `-e`
 * takes time quadratic in the matching lines (20k lines 3 s, 80k lines 50 s, a 50 MB log of them
 * past git's 10-minute limit), one alternation stays linear.
 */
export async function grepTracked(root: string, needles: readonly string[]): Promise<GrepLine[]> {
  return grepIn(root, undefined, needles);
}

/**
 * The same lines in the tree of a commit (a release's tag: `v1.4.0`) instead of the work tree,
 * below `root` as the work tree's are; [] when there is none or git cannot say.
 */
export async function grepTree(root: string, rev: string, needles: readonly string[]): Promise<GrepLine[]> {
  return grepIn(root, rev, needles);
}

async function grepIn(
  root: string,
  rev: string | undefined,
  needles: readonly string[],
): Promise<GrepLine[]> {
  if (needles.length === 0) return [];
  const args = [
    "grep",
    "-n",
    "-I",
    ...(needles.length === 1
      ? ["-F", "-e", needles[0] as string]
      : ["-E", "-e", needles.map(literal).join("|")]),
    "--no-color",
    "-z",
    ...(rev === undefined ? [] : [rev]),
    "--",
    ".",
  ];
  const result = await runGit(args, { cwd: root, allowedCodes: [1, 128] }).catch(() => undefined);
  if (result === undefined || result.code !== 0) return [];
  // With a tree, each path is written after the name given and a colon (`v1.4.0:src/a.py`).
  const prefix = rev === undefined ? "" : `${rev}:`;
  const lines: GrepLine[] = [];
  for (const record of result.stdout.split("\n")) {
    // -z: path NUL line NUL text
    const [named, lineText, ...rest] = record.split("\0");
    if (named === undefined || lineText === undefined || rest.length === 0) continue;
    const path = named.startsWith(prefix) ? named.slice(prefix.length) : named;
    lines.push({ path, line: Number(lineText), text: rest.join("\0") });
  }
  return lines;
}

/** A fixed string as an extended regular expression that matches just it. */
function literal(needle: string): string {
  return needle.replace(/[\\^$.|?*+()[\]{}]/g, "\\$&");
}
