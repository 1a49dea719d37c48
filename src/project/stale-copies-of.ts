import { VersionFileError } from "../core/errors.ts";
import { planFileEdits } from "../edits/file-edit.ts";
import { readRepoText } from "../fs/read-repo-file.ts";
import { type GrepLine, grepTracked } from "../git/grep.ts";
import { DEFINES_NEEDLE, findStaleCopies, type StaleCopy } from "./stale-copies.ts";
import type { VersionTarget } from "./version-target.ts";

/**
 * The lines `update` would write (its planned edits, with a version no file holds), so that only
 * the other copies are stale.
 */
export async function staleCopiesOf(
  root: string,
  targets: readonly VersionTarget[],
  version: string,
  changelogFile: string,
  /** Other fixed strings the same `git grep` looks for; their lines are returned. */
  needles: readonly string[],
  /** The line of each target's version, where reading it told. */
  known: ReadonlyMap<VersionTarget, number | undefined>,
): Promise<{ copies: StaleCopy[]; lines: GrepLine[] }> {
  // The grep runs while the edits are planned (issue 45: one process less in series).
  const grep = grepTracked(root, [version, DEFINES_NEEDLE, ...needles]);
  // Awaited below on every path; a failure before then is not an unhandled rejection.
  grep.catch(() => undefined);
  const covered = new Set<string>();
  const whole = new Set<string>([changelogFile]);
  // pyproject.toml's version is one line, known from reading it: no edit is planned for it, so
  // the TOML reader with positions does not parse it again.
  const planned = targets.filter((t) => !(t.kind === "pyproject" && known.get(t) !== undefined));
  for (const target of targets)
    if (!planned.includes(target)) covered.add(`${target.path}:${known.get(target)}`);
  try {
    if (planned.length > 0) {
      const texts = new Map<string, string | undefined>();
      for (const target of planned)
        texts.set(
          target.path,
          (await readRepoText(root, target.path, VersionFileError).catch(() => undefined))?.text,
        );
      // A pattern whose groups make the version (a header's MAJOR/MINOR/PATCH defines) holds
      // numbers only: it is planned with a version of its own shape.
      const sentinel = (t: VersionTarget) =>
        t.kind === "pattern" && t.result !== undefined
          ? t.result.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, "999999999")
          : "0.0.0.dev999999999";
      const edits = [...new Set(planned.map(sentinel))].flatMap(
        (version) =>
          planFileEdits({
            version,
            targets: planned.filter((t) => sentinel(t) === version),
            texts,
            changelogFile,
            changelogSection: undefined,
          }).edits,
      );
      for (const edit of edits) {
        const before = (edit.before ?? "").split("\n");
        const after = edit.after.split("\n");
        if (before.length !== after.length) whole.add(edit.path);
        before.forEach((line, i) => {
          if (line !== after[i]) covered.add(`${edit.path}:${i + 1}`);
        });
      }
    }
  } catch {
    // A target update cannot write is reported on its own; the copies wait for it (the grep's
    // lines of the other strings are still given).
    const lines = await grep;
    return {
      copies: [],
      lines: needles.length === 0 ? [] : lines.filter((l) => needles.some((n) => l.text.includes(n))),
    };
  }
  for (const target of targets) if (target.kind === "text" || target.kind === "lock") whole.add(target.path);
  const lines = await grep;
  return { copies: await findStaleCopies(root, version, covered, whole, lines), lines };
}
