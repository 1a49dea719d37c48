import type { ReplayRecord } from "./replay-release.ts";

const VERDICTS = ["right", "right-with-override", "choice", "wrong", "blocked"] as const;

export interface ProjectScore {
  project: string;
  releases: number;
  counts: Record<(typeof VERDICTS)[number], number>;
  /** Median seconds of each command over the project's releases. */
  commands: Record<string, number>;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function scoreProjects(records: readonly ReplayRecord[]): ProjectScore[] {
  const byProject = new Map<string, ReplayRecord[]>();
  for (const r of records) byProject.set(r.project, [...(byProject.get(r.project) ?? []), r]);
  return [...byProject.entries()]
    .sort((a, b) => a[0].toLowerCase().localeCompare(b[0].toLowerCase()))
    .map(([project, rs]) => {
      const counts = { right: 0, "right-with-override": 0, choice: 0, wrong: 0, blocked: 0 };
      for (const r of rs) counts[r.verdict]++;
      const commands: Record<string, number> = {};
      for (const name of ["init", "check", "update"]) {
        commands[name] = Number(median(rs.map((r) => r.commands[name] ?? 0)).toFixed(2));
      }
      return { project, releases: rs.length, counts, commands };
    });
}

/**
 * The totals line: releases, those right or right with an override and their share of all the
 * releases replayed, then the maintainer's choices (counted apart, never as right), wrong, blocked.
 */
export function totals(records: readonly ReplayRecord[]): string {
  const count = (v: (typeof VERDICTS)[number]) => records.filter((r) => r.verdict === v).length;
  const good = count("right") + count("right-with-override");
  const share = records.length === 0 ? 0 : (100 * good) / records.length;
  return `${records.length} releases of ${new Set(records.map((r) => r.project)).size} projects: ${good} right or right with an override (${share.toFixed(1)}%: ${count("right")} right, ${count("right-with-override")} with an override), ${count("choice")} choice, ${count("wrong")} wrong, ${count("blocked")} blocked`;
}

/** The summary table a terminal shows: one row per project. */
export function summaryTable(records: readonly ReplayRecord[]): string {
  const rows = scoreProjects(records).map((s) => [
    s.project,
    String(s.releases),
    ...VERDICTS.map((v) => String(s.counts[v])),
    `${s.commands.init?.toFixed(2)} / ${s.commands.check?.toFixed(2)} / ${s.commands.update?.toFixed(2)}`,
  ]);
  const head = ["project", "releases", ...VERDICTS, "s init / check / update"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(head), ...rows.map(line), "", totals(records)].join("\n");
}

/** The same table in Markdown, with every release that was not right listed with its reasons. */
export function markdownScore(
  records: readonly ReplayRecord[],
  notReplayed: readonly { project: string; tag: string; why: string }[] = [],
): string {
  const lines = [
    "| project | releases | right | with override | choice | wrong | blocked | init s | check s | update s |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const s of scoreProjects(records)) {
    lines.push(
      `| ${s.project} | ${s.releases} | ${s.counts.right} | ${s.counts["right-with-override"]} | ${s.counts.choice} | ${s.counts.wrong} | ${s.counts.blocked} | ${s.commands.init} | ${s.commands.check} | ${s.commands.update} |`,
    );
  }
  lines.push("", `**${totals(records)}.**`, "");
  const notRight = records.filter((r) => r.verdict !== "right");
  if (notRight.length > 0) {
    lines.push("### Every release that was not right", "");
    lines.push("| project | tag | verdict | releaser proposed | reasons |", "|---|---|---|---|---|");
    for (const r of notRight) {
      // Inert in the page: a heading quoted in a reason is no link (`[1.1.0]({url})`).
      const reasons = r.reasons.join("; ").replace(/\|/g, "\\|").replace(/\n/g, " ").replace(/\]\(/g, "] (");
      lines.push(`| ${r.project} | ${r.tag} | ${r.verdict} | ${r.proposed_version ?? "—"} | ${reasons} |`);
    }
    lines.push("");
  }
  if (notReplayed.length > 0) {
    lines.push(`### Releases not replayed (${notReplayed.length}), and why`, "");
    lines.push("| project | tag | why |", "|---|---|---|");
    for (const n of notReplayed) lines.push(`| ${n.project} | ${n.tag} | ${n.why.replace(/\|/g, "\\|")} |`);
    lines.push("");
  }
  return lines.join("\n");
}
