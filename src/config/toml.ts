import { parse, TomlError } from "smol-toml";
import { ConfigError } from "../core/errors.ts";

/** Parses TOML; a syntax error becomes a ConfigError naming `file:line:column` and the problem. */
export function parseToml(text: string, file: string): Record<string, unknown> {
  try {
    return parse(text) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof TomlError) {
      const reason = firstLine(error.message.replace(/^Invalid TOML document:\s*/, ""));
      throw new ConfigError(
        `${file}:${error.line}:${error.column}: invalid TOML: ${reason}; fix the syntax at that position`,
        { details: error.message.split("\n").slice(1), cause: error },
      );
    }
    throw error;
  }
}

function firstLine(text: string): string {
  return text.split("\n", 1)[0] ?? text;
}
