import { parse } from "smol-toml";
import { ConfigError } from "../../core/errors.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";
import type { InitFile } from "./init-files.ts";

/**
 * Where the configuration goes: appended to pyproject.toml when the result still parses and
 * reads back as [tool.releaser] (a `tool` written as an inline table or an array of tables
 * cannot take another table), else a releaser.toml of its own.
 */
export async function configFile(
  root: string,
  pyprojectText: string,
  configText: (table: "tool.releaser" | "top-level") => string,
): Promise<InitFile> {
  const text = appended(pyprojectText, configText("tool.releaser"));
  let fits = false;
  try {
    const tool = (parse(pyprojectText + text) as { tool?: { releaser?: unknown } }).tool;
    fits = typeof tool?.releaser === "object" && tool.releaser !== null && !Array.isArray(tool.releaser);
  } catch {
    fits = false;
  }
  if (fits) return { path: "pyproject.toml", action: "append", text };
  if ((await readRepoText(root, "releaser.toml", ConfigError)) !== undefined) {
    throw new ConfigError(
      "pyproject.toml defines `tool` in a way a [tool.releaser] table cannot be added to (an inline table or an array), and releaser.toml exists; add the configuration by hand",
    );
  }
  return {
    path: "releaser.toml",
    action: "create",
    text: configText("top-level"),
    why: "pyproject.toml defines `tool` in a way a [tool.releaser] table cannot be added to",
  };
}

/** The text to add at the end: a blank line between the file's last table and the new one. */
export function appended(existing: string, table: string): string {
  const newline = existing.includes("\r\n") ? "\r\n" : "\n";
  const gap = existing === "" ? "" : existing.endsWith("\n") ? newline : `${newline}${newline}`;
  return `${gap}${table.replaceAll("\n", newline)}`;
}
