import type { FlowContext, VersionOverrides } from "../../flows/shared/context.ts";
import type { UpdateOptions } from "../../flows/update/update.ts";
import { updateRepositoryFlow } from "../../flows/update/update-repository.ts";
import { renderDiff } from "../diff.ts";
import { type Output, styles } from "../output.ts";
import { progressFor } from "../progress.ts";
import { anyway, checkJson } from "./check-report.ts";
import { reportWorkspaceUpdate } from "./update-workspace.ts";

export async function runUpdate(
  context: FlowContext,
  overrides: VersionOverrides,
  options: UpdateOptions,
  output: Output,
  json: boolean,
  packages: readonly string[] = [],
): Promise<number> {
  const progress = await progressFor(output);
  const found = await updateRepositoryFlow(
    progress ? { ...context, progress } : context,
    overrides,
    options,
    packages,
  );
  if (found.kind === "workspace") return reportWorkspaceUpdate(found, options, output, json);
  const { check, outcome } = found.result;
  const { plan } = check;
  const s = styles(json ? output.errColor : output.color);
  const e = styles(output.errColor);
  const say = (text: string) => (json ? output.err(text) : output.out(text));

  if (outcome.kind === "nothing") {
    say(
      `Nothing to release: no commit ${plan.baseTag ? `since ${plan.baseTag} ` : ""}asks for a version bump${anyway(check.history.commits.length)}.\n`,
    );
  } else if (outcome.kind === "pending") {
    say(
      `Nothing to update: the files already carry ${plan.nextVersion} and tag ${plan.tag} does not exist yet; \`releaser release\` releases it.\n`,
    );
  } else {
    for (const note of outcome.notes) if (output.verbose) output.err(`${e.dim(note)}\n`);
    if (outcome.finishing.length > 0) {
      output.err(
        `${e.cyan("Finishing an incomplete update:")} ${outcome.finishing.join("; ")}${outcome.kind === "dry-run" ? " (dry run)" : ""}\n`,
      );
    }
    // The version the files carry, as they spell it (a candidate, 2026.08.17), else the last release's.
    const from = check.project.version ?? plan.baseVersion;
    if (outcome.kind === "dry-run") {
      say(renderDiff(outcome.edits, !json && output.color));
      say(
        `${s.yellow("Dry run:")} would update ${from} -> ${plan.nextVersion} in ${outcome.edits.map((e) => e.path).join(", ") || "no file (each carries it already)"} and commit "${outcome.message}"${options.commit ? "" : " (no: --no-commit)"}; nothing was written.\n`,
      );
    } else {
      const committed = outcome.commit
        ? `; committed ${outcome.commit.slice(0, 7)} "${outcome.message}"`
        : "; not committed (--no-commit)";
      say(
        `${s.green("Updated")} ${from} -> ${s.bold(plan.nextVersion ?? "")}: ${outcome.edits.map((e) => e.path).join(", ") || "the files carried it already"}${committed}\n`,
      );
    }
  }
  if (json) {
    const files =
      outcome.kind === "dry-run" || outcome.kind === "written" ? outcome.edits.map((e) => e.path) : [];
    output.out(
      `${JSON.stringify(
        {
          ...checkJson(check),
          dry_run: options.dryRun,
          files,
          commit: outcome.kind === "written" ? (outcome.commit ?? null) : null,
          finished_interrupted:
            outcome.kind === "written" || outcome.kind === "dry-run" ? outcome.finishing.length > 0 : false,
        },
        null,
        2,
      )}\n`,
    );
  }
  return 0;
}
