import { checkCommitFlow } from "../../flows/lint/lint.ts";
import type { FlowContext } from "../../flows/shared/context.ts";
import { printLintReport } from "../lint-report.ts";
import type { Output } from "../output.ts";
import { lintOverridesOf, type TitleCheckOptions } from "./title-options.ts";

/** `releaser check-commit <file>`: validates a commit message file (the commit-msg hook); 0 valid, 1 invalid. */
export async function runCheckCommit(
  context: FlowContext,
  file: string,
  options: TitleCheckOptions,
  output: Output,
  json: boolean,
): Promise<number> {
  const { result } = await checkCommitFlow(context, file, lintOverridesOf(options));
  const fields = { file, subject: result.header };
  return printLintReport({ subject: "commit message", result, fields }, context.env, output, json);
}
