import { isReleaseError } from "../../core/errors.ts";
import { asTag } from "../../core/tag-format.ts";
import { stripControl } from "../../core/text.ts";
import type { PackageCheck } from "../../flows/check/check.ts";
import {
  type PackageOutcome,
  type ReleaseOptions,
  type ReleaseOutcome,
  type ReleaseResult,
  type RepositoryRelease,
  releaseRepositoryFlow,
} from "../../flows/release/release.ts";
import type { StepReport } from "../../flows/release/steps.ts";
import type { FlowContext } from "../../flows/shared/context.ts";
import { reportError } from "../errors.ts";
import { type Output, styles } from "../output.ts";
import { progressFor, STEP_MARKS } from "../progress.ts";
import { checkJson } from "./check-report.ts";
import { workspaceJson } from "./check-workspace.ts";

export async function runRelease(
  context: FlowContext,
  options: ReleaseOptions,
  output: Output,
  json: boolean,
  /** `--package`: only these packages of several (all when empty). */
  packages: readonly string[] = [],
): Promise<number> {
  // A real run shows its steps as they happen (stderr); a dry run's list is its result (stdout).
  const progress = options.dryRun ? undefined : await progressFor(output);
  const found = await releaseRepositoryFlow(
    progress ? { ...context, progress } : context,
    options,
    {},
    packages,
  );
  // A package of several failed after others were released: the document says what was
  // released beside the error, and the error is said as every error is (DESIGN 8).
  const failure = found.kind === "workspace" && "error" in found ? found.error : undefined;
  const color = json ? output.errColor : output.color;
  const listed = progress !== undefined || output.quiet;
  const text =
    found.kind === "single"
      ? renderRelease(found.result, options, color, listed)
      : renderWorkspaceRelease(found, options, color, listed);
  const document =
    found.kind === "single" ? releaseJson(found.result, options) : workspaceReleaseJson(found, options);
  if (failure !== undefined) {
    if (json) output.err(text);
    else output.out(text);
    const code = reportError(failure, output, false);
    if (json) output.out(`${JSON.stringify({ ...document, error: errorJson(failure) }, null, 2)}\n`);
    return code;
  }
  if (json) {
    output.err(text);
    output.out(`${JSON.stringify(document, null, 2)}\n`);
  } else {
    output.out(text);
  }
  return 0;
}

/** The `error` member of a JSON document, as the one for a failed command has it. */
function errorJson(error: unknown): { code: string; message: string } {
  if (isReleaseError(error)) return { code: error.code, message: error.message };
  return { code: "INTERNAL_ERROR", message: error instanceof Error ? error.message : String(error) };
}

/**
 * `release --json` in a repository of several packages (DESIGN 2): check's workspace document,
 * each package's entry with its release fields; at the top, whether any package was released
 * and whether every package with a version to release is on the index.
 */
function workspaceReleaseJson(
  found: Extract<RepositoryRelease, { kind: "workspace" }>,
  options: ReleaseOptions,
) {
  const checks = found.packages.map((p) => p.check as PackageCheck);
  const doc = workspaceJson(found.workspace, checks);
  const fields = found.packages.map((p) => ({
    state: packageState(p.outcome, options),
    ...releaseFields({ check: p.check, outcome: reached(p.outcome) }, options),
  }));
  // The packages with a version to release (now, or finished earlier): all on the index?
  const releasing = fields.filter((f) => f.version !== null);
  return {
    ...doc,
    dry_run: options.dryRun,
    released: fields.some((f) => f.released),
    published: releasing.length > 0 && releasing.every((f) => f.published),
    // What a real run would need, once each, over every package (DESIGN 2's `needs`).
    needs: [...new Set(fields.flatMap((f) => f.needs))],
    packages: doc.packages.map((entry, i) => ({ ...entry, ...fields[i] })),
  };
}

/**
 * What became of one package of several (`state` in `release --json`): released, drafted,
 * unchanged (done before), nothing to release, a dry run's, left to another run, failed (the run
 * stopped there), or not reached (the run stopped before it).
 */
function packageState(outcome: PackageOutcome, options: ReleaseOptions): string {
  if (outcome.kind === "failed" || outcome.kind === "not-reached" || outcome.kind === "nothing")
    return outcome.kind;
  if (options.dryRun) return "dry-run";
  if (outcome.stopped) return "stopped-by-other-run";
  if (outcome.changed) return outcome.draft ? "drafted" : "released";
  return "unchanged";
}

/** A package the run did not release (failed, or not reached) has no release fields of its own. */
function reached(outcome: PackageOutcome): ReleaseOutcome {
  if (outcome.kind === "failed") return { kind: "nothing", reason: "its release failed: see the error" };
  if (outcome.kind === "not-reached")
    return { kind: "nothing", reason: "not released: the run stopped at an earlier package's failure" };
  return outcome;
}

/** Each package's release under its name: its steps (a dry run, or no progress list), its summary. */
function renderWorkspaceRelease(
  found: Extract<RepositoryRelease, { kind: "workspace" }>,
  options: ReleaseOptions,
  color: boolean,
  listed: boolean,
): string {
  const s = styles(color);
  return found.packages
    .map((p) => {
      const text = renderRelease({ check: p.check, outcome: reached(p.outcome) }, options, color, listed);
      const name = s.bold(stripControl(p.member.name));
      return p.outcome.kind === "nothing" || listed
        ? `${name}: ${text}`
        : `${name} (${stripControl(p.member.path)}):\n${text}`;
    })
    .join(listed ? "" : "\n");
}

/**
 * The `release --json` document: check's, plus `tag`, `release_url`, `published` (DESIGN 2),
 * `released` (this run completed a release), `version`, and each step with what it did.
 */
export function releaseJson(result: ReleaseResult, options: ReleaseOptions) {
  return { ...checkJson(result.check), ...releaseFields(result, options) };
}

/** What a release adds to check's document, for one project or one package of several. */
function releaseFields(result: ReleaseResult, options: ReleaseOptions) {
  const { outcome } = result;
  const ran = outcome.kind === "ran" ? outcome : undefined;
  return {
    dry_run: options.dryRun,
    version: ran?.version ?? null,
    tag: ran?.tag ?? null,
    // A release left a draft is not released: nobody can see it yet.
    released: ran?.changed === true && !ran.stopped && !options.dryRun && !ran.draft,
    release_draft: ran?.draft ?? false,
    release_url: ran?.releaseUrl ?? null,
    published: ran?.published ?? false,
    // The notes that ship (DESIGN 4): the tag's message and the release's body, one text; the
    // changelog is that text too, not the commits' rendering.
    notes: ran?.notes ?? null,
    ...(ran === undefined ? {} : { changelog: ran.notes }),
    stopped_by_other_run: ran?.stopped ?? false,
    reason: outcome.kind === "nothing" ? outcome.reason : null,
    needs: ran === undefined ? [] : allNeeds(ran.reports),
    steps: (ran?.reports ?? []).map((r) => ({
      step: r.step,
      status: r.status,
      detail: r.detail,
      needs: r.needs?.join("; ") ?? null,
      observed: r.observed !== false,
    })),
  };
}

/** What the steps would need, each once, in step order. */
function allNeeds(reports: readonly StepReport[]): string[] {
  return [...new Set(reports.flatMap((r) => r.needs ?? []))];
}

function renderRelease(
  { outcome }: ReleaseResult,
  options: ReleaseOptions,
  color: boolean,
  /** The steps were shown as they ran (or --quiet): only the summary is left to say. */
  listed: boolean,
): string {
  const s = styles(color);
  if (outcome.kind === "nothing") return `${capitalise(outcome.reason)}.\n`;
  const lines = listed
    ? []
    : [
        `${options.dryRun ? `${s.yellow("Dry run:")} release` : "Release"} ${s.bold(outcome.version)} ${asTag(outcome.version, outcome.tag)} from ${outcome.head.slice(0, 12)}:`,
      ];
  for (const report of listed ? [] : outcome.reports) {
    const mark = STEP_MARKS[report.status];
    const styled =
      report.status === "done" ? s.green(mark) : report.status === "would" ? s.yellow(mark) : s.dim(mark);
    lines.push(
      `  ${styled} ${report.step.padEnd(18)}${report.status === "would" ? "would " : ""}${report.detail}`,
    );
    if (report.needs !== undefined)
      lines.push(`${" ".repeat(22)}${s.yellow(`would need ${report.needs.join("; ")}`)}`);
  }
  // A blank line between the list and the summary, when there is a list above it.
  const gap = listed ? [] : [""];
  if (options.dryRun) {
    lines.push(...gap, "Nothing was tagged, pushed or uploaded.");
    const needs = allNeeds(outcome.reports);
    if (needs.length > 0) lines.push(`A real run would need: ${needs.join("; ")}.`);
  } else if (outcome.stopped)
    lines.push(...gap, `Another run is releasing ${outcome.tag}; this one stopped without changing more.`);
  else if (outcome.changed && outcome.draft)
    lines.push(
      ...gap,
      `${s.yellow("Drafted")} ${outcome.version}: the release is a draft (release.draft = true); publish it on the code host${outcome.releaseUrl ? `: ${outcome.releaseUrl}` : ""}`,
    );
  else if (outcome.changed)
    lines.push(
      ...gap,
      `${s.green("Released")} ${outcome.version}${outcome.releaseUrl ? `: ${outcome.releaseUrl}` : ""}`,
    );
  else
    lines.push(
      ...gap,
      `${outcome.version} was already released${outcome.releaseUrl ? `: ${outcome.releaseUrl}` : ""}; nothing changed.`,
    );
  return `${lines.join("\n")}\n`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
