import { checkTitleFlow } from "../../flows/lint/lint.ts";
import type { FlowContext } from "../../flows/shared/context.ts";
import { printLintReport } from "../lint-report.ts";
import type { Output } from "../output.ts";
import { lintOverridesOf, type TitleCheckOptions } from "./title-options.ts";

/** `releaser check-pr`: validates a pull request title; 0 valid, 1 invalid. */
export async function runCheckPr(
  context: FlowContext,
  options: TitleCheckOptions,
  output: Output,
  json: boolean,
): Promise<number> {
  const { title, result } = await checkTitleFlow(context, options.title, lintOverridesOf(options));
  return printLintReport(
    { subject: "pull request title", result, fields: { title } },
    context.env,
    output,
    json,
  );
}
