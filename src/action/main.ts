import { resolve } from "node:path";
import { Writable } from "node:stream";
import { explainPointer } from "../cli/errors.ts";
import { runCli } from "../cli/run.ts";
import { workflowCommand } from "../cli/workflow-commands.ts";
import { enableLinearRegExpFallback } from "../runtime/regexp-engine.ts";
import { cliArgv, readInputs } from "./inputs.ts";
import { outputsOf, writeOutputs } from "./outputs.ts";

/**
 * The GitHub Action (action.yml): inputs -> the same command line the CLI runs (with --json) ->
 * outputs in GITHUB_OUTPUT; a failure becomes an `::error` annotation and exit code 1.
 */
async function main(env: NodeJS.ProcessEnv): Promise<number> {
  enableLinearRegExpFallback();
  const inputs = readInputs(env);
  const stdout = tee(process.stdout);
  const stderr = tee(process.stderr);
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
  if (code === 0) return 0;
  // check-pr and check-commit annotate each of their problems themselves.
  if (!isLintDocument(document)) {
    const message = failureMessage(document, stderr.text()) ?? `failed with exit code ${code}`;
    process.stdout.write(workflowCommand("error", message, { title: `releaser ${command}` }));
  }
  return 1;
}

/** Passes everything through to `target` and keeps a copy. */
function tee(target: NodeJS.WritableStream): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      const text = chunk.toString();
      chunks.push(text);
      target.write(text);
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
