import type { FlowContext } from "../../flows/context.ts";
import { checkTitleFlow, type LintOverrides } from "../../flows/lint.ts";
import { printLintReport } from "../lint-report.ts";
import type { Output } from "../output.ts";
import type { TitleCheckOptions } from "../run.ts";

/** `releaser check-pr`: validates a pull request title; 0 valid, 1 invalid. */
export async function runCheckPr(
  context: FlowContext,
  options: TitleCheckOptions,
  output: Output,
  json: boolean,
): Promise<number> {
  const { title, result } = await checkTitleFlow(context, options.title, overridesOf(options));
  return printLintReport(
    { subject: "pull request title", result, fields: { title } },
    context.env,
    output,
    json,
  );
}

export function overridesOf(options: TitleCheckOptions): LintOverrides {
  return { requireScope: options.requireScope, types: options.types, strict: options.strict };
}
