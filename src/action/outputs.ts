import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";

/** The outputs of action.yml. */
export interface ActionOutputs {
  released: boolean;
  version: string;
  tag: string;
  "pr-url": string;
  "release-url": string;
}

/**
 * The outputs from a command's `--json` document: `next_version` and `tag` (check's plan),
 * `pr_url` (release-pr), `release_url` and `released` (release). Missing keys give "" or false.
 */
export function outputsOf(document: unknown): ActionOutputs {
  const doc = typeof document === "object" && document !== null ? (document as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    released: doc.released === true,
    version: text(doc.next_version ?? doc.version),
    tag: text(doc.tag),
    "pr-url": text(doc.pr_url),
    "release-url": text(doc.release_url),
  };
}

/** The GITHUB_OUTPUT file format: `name<<delimiter`, the value, the delimiter, each on its own line. */
export function formatOutputs(outputs: ActionOutputs, delimiter = `ghadelimiter_${randomUUID()}`): string {
  return Object.entries(outputs)
    .map(([name, value]) => {
      const text = String(value);
      if (text.includes(delimiter)) throw new Error(`output ${name} contains the delimiter ${delimiter}`);
      return `${name}<<${delimiter}\n${text}\n${delimiter}\n`;
    })
    .join("");
}

/** Appends the outputs to the file at GITHUB_OUTPUT; does nothing outside Actions (no such file). */
export function writeOutputs(path: string | undefined, outputs: ActionOutputs): void {
  if (path === undefined || path === "") return;
  appendFileSync(path, formatOutputs(outputs), "utf8");
}
