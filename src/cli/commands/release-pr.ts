import type { ReleasePlan } from "../../core/plan-types.ts";
import type { PackageCheck } from "../../flows/check/check.ts";
import { releasePrFlow } from "../../flows/release-pr/release-pr.ts";
import type { ReleasePrOutcome, ReleasePrResult } from "../../flows/release-pr/release-pr-types.ts";
import type { FlowContext } from "../../flows/shared/context.ts";
import type { PullRequest } from "../../host/port.ts";
import { type Output, styles } from "../output.ts";
import { progressFor } from "../progress.ts";
import { checkJson } from "./check-report.ts";
import { workspaceJson } from "./check-workspace.ts";

export async function runReleasePr(
  context: FlowContext,
  options: { dryRun: boolean },
  output: Output,
  json: boolean,
): Promise<number> {
  const progress = await progressFor(output);
  const result = await releasePrFlow(progress ? { ...context, progress } : context, options);
  const text = renderReleasePr(result, json ? output.errColor : output.color);
  if (json) {
    output.err(text);
    output.out(`${JSON.stringify(releasePrJson(result, options.dryRun), null, 2)}\n`);
  } else {
    output.out(text);
  }
  const { outcome } = result;
  if (outcome.kind === "done") {
    for (const subject of outcome.replaced) {
      context.warn(`replaced a commit someone added to ${outcome.branch} by hand: "${subject}"`);
    }
  }
  return 0;
}

/**
 * The `release-pr --json` document: check's, plus `pr_url`, `pr_number` and `action` (DESIGN 2);
 * for several packages, check's document of them (with `packages`).
 */
export function releasePrJson(result: ReleasePrResult, dryRun: boolean) {
  const { outcome } = result;
  const pr = outcome.kind === "done" ? outcome.pr : outcome.kind === "planned" ? outcome.open : undefined;
  return {
    ...(result.kind === "single"
      ? checkJson(result.check)
      : workspaceJson(result.workspace, result.packages)),
    dry_run: dryRun,
    action: outcome.kind === "done" ? outcome.action : "none",
    pr_url: pr?.url ?? null,
    pr_number: pr?.number ?? null,
    branch: outcome.kind === "done" || outcome.kind === "planned" ? outcome.branch : null,
    pushed: outcome.kind === "done" ? outcome.pushed : false,
    replaced_commits: outcome.kind === "done" ? outcome.replaced : [],
    commit_verified: outcome.kind === "done" ? outcome.commitVerified : false,
    dispatched: outcome.kind === "done" ? outcome.dispatched : [],
    auto_merge: outcome.kind === "done" ? (outcome.autoMerge ?? null) : null,
    // Without a token the open PR was not looked up: a real run would create or update one.
    would:
      outcome.kind === "planned"
        ? outcome.needs !== undefined
          ? "create-or-update"
          : outcome.open
            ? "update"
            : "create"
        : null,
    needs: outcome.kind === "planned" && outcome.needs !== undefined ? [outcome.needs] : [],
  };
}

/** What the PR releases, as its title names it: the version, or the list of packages and versions. */
function releasedLabel(result: ReleasePrResult): string {
  if (result.kind === "single") return result.check.plan.nextVersion ?? "";
  return packageList(result.releases);
}

function packageList(packages: readonly PackageCheck[]): string {
  return packages.map((p) => `${p.member.normalisedName} ${p.plan.nextVersion}`).join(", ");
}

function renderReleasePr(result: ReleasePrResult, color: boolean): string {
  const { outcome } = result;
  switch (outcome.kind) {
    case "pending":
      // origin's tags were not read: the version may be tagged there, so no merge is claimed.
      if (outcome.originUnread) return renderUnknownPending(result);
      return result.kind === "single"
        ? renderSingleIdle(result.check.plan, outcome.kind, result.releaseBranch.name)
        : renderWorkspaceIdle(result.pending, outcome.kind);
    case "nothing":
      return result.kind === "single"
        ? renderSingleIdle(result.check.plan, outcome.kind, result.releaseBranch.name)
        : renderWorkspaceIdle(result.pending, outcome.kind);
    case "behind": {
      const head = result.kind === "single" ? result.check.repo.head : result.packages[0]?.repo.head;
      return `Nothing changed: HEAD (${head?.slice(0, 12)}) is behind origin/${result.releaseBranch.name} (${outcome.remote.slice(0, 12)}), so a newer push's run keeps the release pull request current; to run it from here, pull first (git pull --ff-only).\n`;
    }
    default:
      return renderPullRequest(releasedLabel(result), result.releaseBranch.name, outcome, color);
  }
}

function renderSingleIdle(plan: ReleasePlan, kind: "nothing" | "pending", base: string): string {
  return kind === "nothing"
    ? `Nothing to release: no commit ${plan.baseTag ? `since ${plan.baseTag} ` : ""}asks for a version bump; an open release pull request is left as it is.\n`
    : `${base} already carries ${plan.nextVersion} and tag ${plan.tag} does not exist yet: the release pull request was merged. \`releaser release\` is next.\n`;
}

/** A version set and not tagged here, when origin's tags could not be read: said as not known. */
function renderUnknownPending(result: ReleasePrResult): string {
  const what =
    result.kind === "single"
      ? `${result.releaseBranch.name} carries ${result.check.plan.nextVersion}, and tag ${result.check.plan.tag} is not in this clone`
      : `${packageList(result.pending)} ${result.pending.length === 1 ? "is" : "are"} set, and not tagged in this clone`;
  return `${what}; origin's tags could not be read, so whether it is released already is not known. Nothing changed: when origin answers, run release-pr again, or \`releaser release\` (which asks origin) to release it.\n`;
}

function renderWorkspaceIdle(pending: readonly PackageCheck[], kind: "nothing" | "pending"): string {
  return kind === "nothing"
    ? "Nothing to release: no commit since each package's last release asks for a version bump; an open release pull request is left as it is.\n"
    : `${packageList(pending)} ${pending.length === 1 ? "is" : "are"} set and not tagged yet: the release pull request was merged. \`releaser release\` releases ${pending.length === 1 ? "it" : "them"}.\n`;
}

function renderPullRequest(
  label: string,
  base: string,
  outcome: Extract<ReleasePrOutcome, { kind: "planned" | "done" }>,
  color: boolean,
): string {
  const s = styles(color);
  if (outcome.kind === "planned") {
    const target =
      outcome.needs !== undefined
        ? "create a pull request, or update the open one (not looked up: no token)"
        : outcome.open
          ? `update ${nameOf(outcome.open)} (${outcome.open.url})`
          : "create a pull request";
    return [
      `${s.yellow("Dry run:")} would ${outcome.branchExists ? "replace" : "create"} branch ${outcome.branch} with the release commit for ${label} on ${base}, and ${target} into ${base}:`,
      "",
      `${s.bold(outcome.title)}`,
      "",
      outcome.body.trimEnd(),
      "",
      "Nothing was pushed or written.",
      ...(outcome.needs === undefined
        ? []
        : [
            `${s.yellow(`would need ${outcome.needs}`)}: the open pull request was not looked up, and a real run needs it to open or update one.`,
          ]),
      "",
    ].join("\n");
  }
  const verb = { created: "Created", updated: "Updated", unchanged: "Unchanged:" }[outcome.action];
  const push = outcome.pushed ? `pushed ${outcome.branch}` : `${outcome.branch} already up to date`;
  return `${s.green(verb)} ${nameOf(outcome.pr)} for ${label} (${push}): ${outcome.pr.url}\n`;
}

/** The pull request in words, as its host names it ("merge request !3" on GitLab). */
function nameOf(pr: PullRequest): string {
  return pr.label ?? `pull request #${pr.number}`;
}
