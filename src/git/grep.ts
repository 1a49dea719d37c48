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
 */
export async function grepTracked(root: string, needles: readonly string[]): Promise<GrepLine[]> {
  if (needles.length === 0) return [];
  const args = [
    "grep",
    "-n",
    "-I",
    "-F",
    "--no-color",
    "-z",
    ...needles.flatMap((n) => ["-e", n]),
    "--",
    ".",
  ];
  const result = await runGit(args, { cwd: root, allowedCodes: [1, 128] }).catch(() => undefined);
  if (result === undefined || result.code !== 0) return [];
  const lines: GrepLine[] = [];
  for (const record of result.stdout.split("\n")) {
    // -z: path NUL line NUL text
    const [path, lineText, ...rest] = record.split("\0");
    if (path === undefined || lineText === undefined || rest.length === 0) continue;
    lines.push({ path, line: Number(lineText), text: rest.join("\0") });
  }
  return lines;
}
