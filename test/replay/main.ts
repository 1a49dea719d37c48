import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { git } from "./git.ts";
import { findReleases } from "./releases.ts";
import { NotReplayable, type ReplayRecord, replayRelease } from "./replay-release.ts";
import { markdownScore, summaryTable, totals } from "./report.ts";

/** A release the harness left out, and why. */
export interface NotReplayed {
  project: string;
  tag: string;
  why: string;
}

/** One project of the corpus: the repository and the snapshot's commit the score was taken on. */
export interface CorpusEntry {
  repo: string;
  commit: string;
  shapes: string[];
}

const USAGE = `usage: npm run replay -- [--releases N] [--json] [--corpus FILE [--mirrors DIR]] [--docs FILE] [--from FILE] [MIRROR...]

Replays the last N final releases (default 5) of each MIRROR (a git repository of a Python
project: a bare mirror or any clone): the repository just before each release, then releaser's
init, check --json and update --dry-run, compared with what the project released.
  --corpus FILE   the projects of FILE (bench/replay-corpus.json), found as DIR/<owner>+<name>/repo
  --mirrors DIR   where the corpus's mirrors are (default /work/.mirror)
  --docs FILE     write the score into FILE's generated section (docs/replay.md)
  --json          one JSON object per release on stdout
  --scratch DIR   where the scratch repositories go (default: the system's temp folder)
  --from FILE     no replay: the table (and --docs) from a saved run's --json lines`;

/** The name a mirror's folder gives it: /x/owner+name/repo -> owner/name. */
export function projectName(mirror: string): string {
  const path = resolve(mirror);
  const folder =
    basename(path) === "repo" || basename(path) === ".git" ? basename(dirname(path)) : basename(path);
  return folder.replace(/\.git$/, "").replace(/\+/, "/");
}

/** A mistake in what the harness was given: one line, exit 2 (or 1 for a file it cannot use). */
export class ReplayInputError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 2,
  ) {
    super(message);
  }
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        releases: { type: "string", default: "5" },
        json: { type: "boolean", default: false },
        corpus: { type: "string" },
        mirrors: { type: "string", default: "/work/.mirror" },
        docs: { type: "string" },
        scratch: { type: "string" },
        from: { type: "string" },
        help: { type: "boolean", default: false },
      },
    });
  } catch (error) {
    throw new ReplayInputError(`${(error as Error).message.split("\n")[0]}; see --help`);
  }
}

/** The records of a saved run (--json's lines), each checked to be one, and the releases it left out. */
export function readSavedRun(file: string): { records: ReplayRecord[]; notReplayed: NotReplayed[] } {
  const text = readInput(file, "a saved run (--json's lines)");
  const records: ReplayRecord[] = [];
  const notReplayed: NotReplayed[] = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      throw new ReplayInputError(`${file}:${index + 1} is not a JSON line of a replay run`, 1);
    }
    const r = record as (Partial<ReplayRecord> & Partial<NotReplayed>) | null;
    if (
      r !== null &&
      typeof r === "object" &&
      r.verdict === ("not-replayed" as string) &&
      typeof r.why === "string"
    ) {
      notReplayed.push({ project: String(r.project), tag: String(r.tag), why: r.why });
      return;
    }
    if (
      r === null ||
      typeof r !== "object" ||
      typeof r.project !== "string" ||
      typeof r.verdict !== "string" ||
      typeof r.commands !== "object" ||
      r.commands === null
    ) {
      throw new ReplayInputError(
        `${file}:${index + 1} is not a replay record (it needs project, verdict and commands)`,
        1,
      );
    }
    records.push(r as ReplayRecord);
  });
  return { records, notReplayed };
}

function readInput(file: string, what: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw new ReplayInputError(
      `cannot read ${file}, ${what}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      1,
    );
  }
}

/** The docs page's text, checked for its generated section before anything is replayed. */
function docsPage(file: string): string {
  const text = readInput(file, "the docs page to write the score into");
  if (text.indexOf(BEGIN) === -1 || text.indexOf(END) < text.indexOf(BEGIN)) {
    throw new ReplayInputError(
      `${file} has no generated section to write the score into (${BEGIN} ... ${END})`,
      1,
    );
  }
  return text;
}

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv);
  if (values.docs) docsPage(values.docs);
  if (values.from) {
    // A saved run (--json's lines): the table and the docs again, without replaying.
    const saved = readSavedRun(values.from);
    process.stdout.write(`${summaryTable(saved.records)}\n`);
    if (values.docs) writeDocs(values.docs, saved.records, saved.notReplayed);
    return 0;
  }
  if (values.help || (positionals.length === 0 && !values.corpus)) {
    process.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  if (!/^[1-9]\d*$/.test(values.releases)) {
    throw new ReplayInputError("--releases takes a whole number of releases, 1 or more");
  }
  const count = Number(values.releases);
  if (values.scratch !== undefined && !existsSync(values.scratch)) {
    throw new ReplayInputError(`--scratch ${values.scratch}: there is no such folder`);
  }
  const targets: Array<{ project: string; mirror: string; commit?: string }> = positionals.map((m) => ({
    project: projectName(m),
    mirror: resolve(m),
  }));
  if (values.corpus) {
    let corpus: { projects: CorpusEntry[] };
    try {
      corpus = JSON.parse(readInput(values.corpus, "the corpus")) as { projects: CorpusEntry[] };
      if (!Array.isArray(corpus.projects)) throw new Error("no projects list");
    } catch (error) {
      if (error instanceof ReplayInputError) throw error;
      throw new ReplayInputError(
        `${values.corpus} is not a corpus file (a JSON object with a projects list)`,
        1,
      );
    }
    for (const entry of corpus.projects) {
      targets.push({
        project: entry.repo,
        mirror: join(values.mirrors, entry.repo.replace("/", "+"), "repo"),
        commit: entry.commit,
      });
    }
  }
  const scratchRoot = mkdtempSync(join(values.scratch ?? tmpdir(), "releaser-replay-"));
  // Interrupted (Ctrl-C, a CI time-out): the scratch repositories go too. A signal waits for the
  // release being replayed to end (its commands run synchronously), then the folder is removed.
  const interrupted = (signal: NodeJS.Signals, code: number) => () => {
    process.stderr.write(`\ninterrupted (${signal}): removing ${scratchRoot}\n`);
    rmSync(scratchRoot, { recursive: true, force: true });
    process.exit(code);
  };
  const handlers = [
    ["SIGINT", interrupted("SIGINT", 130)],
    ["SIGTERM", interrupted("SIGTERM", 143)],
    ["SIGHUP", interrupted("SIGHUP", 129)],
  ] as const;
  for (const [signal, handler] of handlers) process.once(signal, handler);
  const records: ReplayRecord[] = [];
  const missing: string[] = [];
  const notReplayed: NotReplayed[] = [];
  try {
    for (const target of targets) {
      if (!existsSync(target.mirror)) {
        missing.push(`${target.project} (no repository at ${target.mirror}; fetch it first)`);
        continue;
      }
      if (target.commit) {
        const head = git(target.mirror, ["rev-parse", "HEAD"]).trim();
        if (head !== target.commit)
          process.stderr.write(
            `warning: ${target.project}'s mirror is at ${head.slice(0, 12)}, the corpus names ${target.commit.slice(0, 12)}: the score may differ\n`,
          );
      }
      let found: ReturnType<typeof findReleases>;
      try {
        found = findReleases(target.mirror, count);
      } catch (error) {
        missing.push(`${target.project} (its releases could not be read: ${firstLine(error)})`);
        continue;
      }
      for (const s of found.skipped) missing.push(`${target.project} ${s.tag} (${s.reason})`);
      if (found.releases.length === 0) {
        missing.push(`${target.project} (no final release tag to replay)`);
        continue;
      }
      for (const release of found.releases) {
        // The commands run synchronously: a signal is handled here, between two releases.
        await new Promise((resolve) => setImmediate(resolve));
        let record: ReplayRecord;
        try {
          record = replayRelease(target.project, target.mirror, release, found.defaultBranch, scratchRoot);
        } catch (error) {
          // A release that cannot be put back fairly, or the harness's own failure (a snapshot
          // that lacks a blob the checkout needs): no verdict, said.
          const why = error instanceof NotReplayable ? error.message : firstLine(error);
          missing.push(`${target.project} ${release.tag} (not replayed: ${why})`);
          notReplayed.push({ project: target.project, tag: release.tag, why });
          continue;
        }
        records.push(record);
        if (values.json) process.stdout.write(`${JSON.stringify(record)}\n`);
        else
          process.stderr.write(
            `${record.verdict.padEnd(19)} ${target.project} ${record.tag} (${record.seconds} s)${record.reasons.length ? `: ${record.reasons.join("; ")}` : ""}\n`,
          );
      }
    }
  } finally {
    rmSync(scratchRoot, { recursive: true, force: true });
    for (const [signal, handler] of handlers) process.removeListener(signal, handler);
  }
  for (const m of missing) process.stderr.write(`skipped: ${m}\n`);
  if (!values.json) process.stdout.write(`${summaryTable(records)}\n`);
  else process.stderr.write(`${totals(records)}\n`);
  if (records.length === 0) {
    process.stderr.write("error: no release was replayed (see the skipped lines above)\n");
    return 1;
  }
  if (values.json)
    for (const n of notReplayed)
      process.stdout.write(`${JSON.stringify({ ...n, verdict: "not-replayed" })}\n`);
  if (values.docs) writeDocs(values.docs, records, notReplayed);
  return 0;
}

function firstLine(error: unknown): string {
  const text =
    error instanceof Error
      ? `${(error as { stderr?: string }).stderr ?? ""}\n${error.message}`
      : String(error);
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "");
  return (
    lines.find((l) => l.startsWith("fatal:") || l.startsWith("error:")) ??
    lines[0] ??
    "an unknown failure"
  ).slice(0, 300);
}

const BEGIN = "<!-- replay:score:begin (written by npm run replay -- --docs; do not edit) -->";
const END = "<!-- replay:score:end -->";

/** Replaces the generated section of the docs page with this run's score. */
function writeDocs(
  file: string,
  records: readonly ReplayRecord[],
  notReplayed: readonly NotReplayed[],
): void {
  const text = docsPage(file);
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (start === -1 || end < start) throw new Error(`${file} has no generated section (${BEGIN} ... ${END})`);
  const section = `${BEGIN}\n\n${markdownScore(records, notReplayed)}\n${END}`;
  writeFileSync(file, text.slice(0, start) + section + text.slice(end + END.length));
}
