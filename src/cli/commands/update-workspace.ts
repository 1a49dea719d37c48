import { stripControl } from "../../core/text.ts";
import type { UpdateOptions } from "../../flows/update/update.ts";
import type { RepositoryUpdate } from "../../flows/update/update-repository.ts";
import { renderDiff } from "../diff.ts";
import { type Output, styles } from "../output.ts";
import { workspaceJson } from "./check-workspace.ts";

/** What `update` did in a repository of several packages, for a person or (`--json`) a script. */
export function reportWorkspaceUpdate(
  found: Extract<RepositoryUpdate, { kind: "workspace" }>,
  options: UpdateOptions,
  output: Output,
  json: boolean,
): number {
  const { outcome } = found;
  const s = styles(json ? output.errColor : output.color);
  const say = (text: string) => (json ? output.err(text) : output.out(text));
  const names = (list: readonly { member: { name: string } }[]) =>
    list.map((p) => stripControl(p.member.name)).join(", ");
  if (outcome.kind === "nothing") {
    say(`Nothing to release: no commit asks for a version bump in ${names(found.packages)}.\n`);
  } else if (outcome.kind === "pending") {
    say(
      `Nothing to update: ${outcome.pending.map((p) => `${stripControl(p.member.name)} ${p.plan.nextVersion}`).join(", ")} ${outcome.pending.length === 1 ? "is" : "are"} set and not tagged yet; \`releaser release\` releases ${outcome.pending.length === 1 ? "it" : "them"}.\n`,
    );
  } else {
    if (output.verbose)
      for (const note of outcome.notes) output.err(`${styles(output.errColor).dim(note)}\n`);
    const moves = outcome.releases
      .map((r) => `${stripControl(r.check.member.name)} ${r.check.plan.baseVersion} -> ${s.bold(r.version)}`)
      .join(", ");
    const paths = outcome.edits.map((e) => stripControl(e.path)).join(", ") || "the files carried it already";
    if (outcome.kind === "dry-run") {
      say(renderDiff(outcome.edits, !json && output.color));
      say(
        `${s.yellow("Dry run:")} would update ${moves} in ${paths} and commit "${stripControl(outcome.message)}"${options.commit ? "" : " (no: --no-commit)"}; nothing was written.\n`,
      );
    } else {
      const committed = outcome.commit
        ? `; committed ${outcome.commit.slice(0, 7)} "${stripControl(outcome.message)}"`
        : "; not committed (--no-commit)";
      say(`${s.green("Updated")} ${moves}: ${paths}${committed}\n`);
    }
  }
  if (json) {
    const written = outcome.kind === "dry-run" || outcome.kind === "written" ? outcome : undefined;
    output.out(
      `${JSON.stringify(
        {
          ...workspaceJson(found.workspace, found.packages),
          dry_run: options.dryRun,
          files: written?.edits.map((e) => e.path) ?? [],
          commit: outcome.kind === "written" ? (outcome.commit ?? null) : null,
          released_packages:
            written?.releases.map((r) => ({ name: r.check.member.name, version: r.version })) ?? [],
        },
        null,
        2,
      )}\n`,
    );
  }
  return 0;
}
