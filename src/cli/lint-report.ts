import type { LintResult } from "../core/lint-message.ts";
import { type Output, styles } from "./output.ts";
import { inGitHubActions, workflowCommand } from "./workflow-commands.ts";

/** What `check-pr` and `check-commit` print: ✓/✗ lines, JSON, and annotations inside GitHub Actions. */
export interface LintReport {
  /** What was checked, for people: "pull request title", "commit message". */
  subject: string;
  result: LintResult;
  /** The `--json` document: `valid`, `errors`, `warnings`, `suggestion`, `parsed` plus these keys. */
  fields: Record<string, unknown>;
}

/** Prints the report and returns the exit code: 0 valid, 1 invalid. */
export function printLintReport(
  report: LintReport,
  env: NodeJS.ProcessEnv,
  output: Output,
  json: boolean,
): number {
  const { result } = report;
  // The human report goes to stdout for a valid text (without --json), else to stderr.
  const toStdout = !json && result.valid;
  const human = renderLintReport(report, toStdout ? output.color : output.errColor, output.quiet);
  if (json) {
    output.out(`${JSON.stringify(lintJson(report), null, 2)}\n`);
    output.err(human);
  } else if (result.valid) {
    output.out(human);
  } else {
    output.err(human);
  }
  if (inGitHubActions(env)) {
    const annotations = renderAnnotations(report);
    // stdout carries the one JSON document under --json; the runner reads commands from stderr too.
    if (json) output.err(annotations);
    else output.out(annotations);
  }
  return result.valid ? 0 : 1;
}

export function lintJson({ result, fields }: LintReport) {
  return {
    valid: result.valid,
    ...fields,
    errors: result.errors.map((p) => p.message),
    warnings: result.warnings.map((p) => p.message),
    suggestion: result.suggestion ?? null,
    parsed:
      result.parts === undefined
        ? null
        : {
            type: result.parts.type,
            scope: result.parts.scope ?? null,
            scopes: result.parts.scopes,
            breaking: result.parts.breaking,
            description: result.parts.description,
          },
    ...(result.skipped === undefined ? {} : { skipped: result.skipped }),
  };
}

export function renderLintReport({ subject, result }: LintReport, color: boolean, quiet: boolean): string {
  const s = styles(color);
  const lines: string[] = [];
  const header = JSON.stringify(result.header);
  if (result.skipped !== undefined) {
    lines.push(`${s.green("✓")} ${subject} ${header} not checked: ${result.skipped}`);
  } else if (result.valid) {
    const note =
      result.warnings.length > 0 && !quiet ? `, with ${plural(result.warnings.length, "style warning")}` : "";
    lines.push(`${s.green("✓")} ${subject} ${header} follows the conventional format${note}`);
  } else {
    lines.push(`${s.red("✗")} invalid ${subject}:`);
  }
  for (const problem of result.errors) lines.push(`  ${s.red("✗")} ${problem.message}`);
  if (!quiet) for (const problem of result.warnings) lines.push(`  ${s.yellow("⚠")} ${problem.message}`);
  if (result.suggestion !== undefined && (!result.valid || !quiet)) {
    lines.push(`  ${s.dim("suggested:")} ${s.cyan(result.suggestion)}`);
  }
  return `${lines.join("\n")}\n`;
}

/** One annotation per problem, each with the corrected example, so the checks page says it all. */
export function renderAnnotations({ subject, result }: LintReport): string {
  const example = result.suggestion === undefined ? "" : ` (e.g. "${result.suggestion}")`;
  const title = capitalise(subject);
  return [
    ...result.errors.map((p) =>
      workflowCommand("error", p.message + example, { title: `Invalid ${subject}` }),
    ),
    ...result.warnings.map((p) =>
      workflowCommand("warning", p.message + example, { title: `${title} style` }),
    ),
  ].join("");
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
