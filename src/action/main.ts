import { resolve } from "node:path";
import { Writable } from "node:stream";
import { explainPointer } from "../cli/errors.ts";
import { runCli } from "../cli/run.ts";
import { workflowCommand } from "../cli/workflow-commands.ts";
import { enableLinearRegExpFallback } from "../runtime/regexp-engine.ts";
import { cliArgv, readInputs } from "./inputs.ts";
import { outputsOf, writeOutputs } from "./outputs.ts";
import { forAction, reportOf, writeSummary } from "./summary.ts";

/**
 * The GitHub Action (action.yml): inputs -> the same command line the CLI runs (with --json) ->
 * outputs in GITHUB_OUTPUT; a failure becomes an `::error` annotation and exit code 1.
 */
async function main(env: NodeJS.ProcessEnv): Promise<number> {
  enableLinearRegExpFallback();
  const inputs = readInputs(env);
  // stdout holds the JSON document: kept for the outputs and the summary, not dumped in the log.
  const stdout = capture();
  // The Action's words in its log: "the working-directory input" for the CLI's -C, unless the
  // user gave -C in args themselves.
  const ownCwd = inputs.args.some((arg) => arg === "-C" || arg.startsWith("--cwd"));
  const stderr = capture(process.stderr, ownCwd ? undefined : forAction);
  const command = inputs.command[0] ?? "check";
  const code = await runCli(cliArgv(inputs), {
    stdout: stdout.stream,
    stderr: stderr.stream,
    // The flows read the token from GITHUB_TOKEN; the output scrubber masks it (and the input).
    env: {
      ...env,
      GITHUB_ACTIONS: env.GITHUB_ACTIONS || "true",
      ...(inputs.githubToken === "" ? {} : { GITHUB_TOKEN: inputs.githubToken }),
    },
    cwd: resolve(process.cwd(), inputs.workingDirectory),
    isTTY: false,
  });
  const document = parseDocument(stdout.text());
  writeOutputs(env.GITHUB_OUTPUT, outputsOf(document));
  // check-pr and check-commit report (and annotate) each of their problems themselves.
  const failed = code !== 0 && !isLintDocument(document);
  const raw = failed
    ? (failureMessage(document, stderr.text()) ?? `failed with exit code ${code}`)
    : undefined;
  const message = raw === undefined || ownCwd ? raw : forAction(raw);
  const report = reportOf(command, document, message);
  if (!failed) process.stdout.write(report.log);
  const summaryProblem = writeSummary(env.GITHUB_STEP_SUMMARY, report.markdown);
  if (summaryProblem !== undefined) process.stdout.write(workflowCommand("warning", summaryProblem));
  if (code === 0) return 0;
  if (message !== undefined) {
    process.stdout.write(workflowCommand("error", message, { title: `releaser ${command}` }));
  }
  return 1;
}

/**
 * Keeps a copy of what is written; with a `target`, also passes it on there (error lines through
 * `shown`, so the log speaks of the Action's inputs).
 */
function capture(
  target?: NodeJS.WritableStream,
  shown: (line: string) => string = (line) => line,
): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      const text = chunk.toString();
      chunks.push(text);
      target?.write(text.replace(/^error: .*$/gm, (line) => shown(line)));
      callback();
    },
  });
  return { stream, text: () => chunks.join("") };
}

function parseDocument(text: string): unknown {
  try {
    return text.trim() === "" ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isLintDocument(document: unknown): boolean {
  return typeof document === "object" && document !== null && "valid" in document;
}

/**
 * The error the CLI reported: from the JSON document (with the `releaser explain` pointer the
 * terminal line ends with), else its last `error:` line (usage errors).
 */
function failureMessage(document: unknown, stderr: string): string | undefined {
  const error = (document as { error?: { message?: unknown; code?: unknown } } | undefined)?.error;
  if (typeof error?.message === "string") {
    return typeof error.code === "string" ? `${error.message} ${explainPointer(error.code)}` : error.message;
  }
  const lines = stderr.split("\n").filter((line) => /^error: /.test(line));
  return lines.at(-1)?.replace(/^error: /, "");
}

try {
  process.exitCode = await main(process.env);
} catch (error) {
  process.stdout.write(workflowCommand("error", error instanceof Error ? error.message : String(error)));
  process.exitCode = 1;
}
