import { ConfigError } from "../core/errors.ts";

/** The inputs of action.yml, as the runner passes them: `INPUT_<NAME>`, upper-cased, hyphens kept. */
export interface ActionInputs {
  /** The releaser command and any words after it, e.g. ["check-pr"]. */
  command: string[];
  requireScope: boolean;
  /** Allowed types, comma-separated; "" keeps the configuration's. */
  types: string;
  githubToken: string;
  workingDirectory: string;
  /** Extra command-line arguments. */
  args: string[];
}

/** The commands that take --require-scope and --types. */
const TITLE_COMMANDS = new Set(["check-pr", "check-commit"]);

export function readInputs(env: NodeJS.ProcessEnv): ActionInputs {
  const command = splitArgs(input(env, "command"), "command");
  return {
    command: command.length > 0 ? command : ["check"],
    requireScope: booleanInput(env, "require-scope"),
    types: input(env, "types")
      .split(/[\s,]+/)
      .filter((type) => type !== "")
      .join(","),
    githubToken: input(env, "github-token"),
    workingDirectory: input(env, "working-directory") || ".",
    args: splitArgs(input(env, "args"), "args"),
  };
}

/** The releaser command line for the inputs: one JSON document on stdout, for the outputs. */
export function cliArgv(inputs: ActionInputs): string[] {
  const argv = ["--json", ...inputs.command];
  if (TITLE_COMMANDS.has(inputs.command[0] ?? "")) {
    if (inputs.requireScope) argv.push("--require-scope");
    if (inputs.types !== "") argv.push("--types", inputs.types);
  }
  return [...argv, ...inputs.args];
}

export function input(env: NodeJS.ProcessEnv, name: string): string {
  return (env[`INPUT_${name.replaceAll(" ", "_").toUpperCase()}`] ?? "").trim();
}

/** YAML 1.2 booleans, as the Actions toolkit's getBooleanInput accepts them; empty is false. */
function booleanInput(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = input(env, name);
  if (["true", "True", "TRUE"].includes(value)) return true;
  if (["false", "False", "FALSE", ""].includes(value)) return false;
  throw new ConfigError(`input "${name}" must be 'true' or 'false', not ${JSON.stringify(value)}`);
}

/** Splits on whitespace; single or double quotes group words (`--title 'feat: x'`), without escapes. */
export function splitArgs(text: string, name = "args"): string[] {
  const args: string[] = [];
  let current = "";
  let started = false;
  let quote: string | undefined;
  for (const char of text) {
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
      else current += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      started = true;
    } else if (/\s/.test(char)) {
      if (started) args.push(current);
      current = "";
      started = false;
    } else {
      current += char;
      started = true;
    }
  }
  if (quote !== undefined) throw new ConfigError(`input "${name}" has an unclosed ${quote} quote`);
  if (started) args.push(current);
  return args;
}
