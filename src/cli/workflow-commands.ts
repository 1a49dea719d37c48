/**
 * GitHub Actions workflow commands (`::error title=...::message`), escaped as the Actions
 * toolkit escapes them: `%`, `\r` and `\n` in the message; also `:` and `,` in property values.
 * The runner reads them from both stdout and stderr.
 */
export type WorkflowCommand = "error" | "warning" | "notice";

export function workflowCommand(
  command: WorkflowCommand,
  message: string,
  properties: Readonly<Record<string, string>> = {},
): string {
  const props = Object.entries(properties)
    .filter(([, value]) => value !== "")
    .map(([name, value]) => `${name}=${escapeProperty(value)}`)
    .join(",");
  return `::${command}${props === "" ? "" : ` ${props}`}::${escapeData(message)}\n`;
}

export function escapeData(text: string): string {
  return text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}

export function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(":", "%3A").replaceAll(",", "%2C");
}

/** Running inside GitHub Actions (the runner sets GITHUB_ACTIONS=true). */
export function inGitHubActions(env: NodeJS.ProcessEnv): boolean {
  return env.GITHUB_ACTIONS === "true";
}
