import { appendFileSync } from "node:fs";

/**
 * What the Action shows a person: a few readable log lines and a job summary (the Markdown of
 * GITHUB_STEP_SUMMARY) for each command, made from the command's `--json` document, instead of
 * the raw document in the log.
 */
export interface ActionReport {
  /** Plain lines for the job's log. */
  log: string;
  /** Markdown for the job summary. */
  markdown: string;
}

type Doc = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const count = (value: unknown): number => (typeof value === "number" ? value : 0);

export function reportOf(command: string, document: unknown, error?: string): ActionReport {
  const doc: Doc = typeof document === "object" && document !== null ? (document as Doc) : {};
  if (error !== undefined) {
    return {
      log: `releaser ${command} failed: ${error}\n`,
      markdown: `### ❌ releaser ${command} failed\n\n${escapeMarkdown(error)}\n`,
    };
  }
  if ("valid" in doc) return lintReport(command, doc);
  switch (command) {
    case "release-pr":
      return releasePrReport(doc);
    case "release":
      return releaseReport(doc);
    default:
      return previewReport(command, doc);
  }
}

/** check and update: the next version, why, and its changelog section. */
function previewReport(command: string, doc: Doc): ActionReport {
  const next = text(doc.next_version);
  const base = text(doc.last_tag) || "the start of the history";
  const commits = (doc.commits ?? {}) as Doc;
  const counted = `${count(commits.total)} commits since ${base} (${count(commits.conventional)} conventional)`;
  if (next === "") {
    const line = `Nothing to release: ${counted}, none asks for a version bump.`;
    return { log: `${line}\n`, markdown: `### releaser ${command}\n\n${escapeMarkdown(line)}\n` };
  }
  const verb = command === "update" ? "Updated to" : "Next release:";
  const line = `${verb} ${next} (${text(doc.bump)} bump, tag ${text(doc.tag)}), from ${counted}.`;
  const changelog = text(doc.changelog);
  return {
    log: `${line}\n`,
    markdown: `### releaser ${command}: ${next}\n\n${escapeMarkdown(line)}\n${changelog === "" ? "" : `\n<details><summary>Changelog section</summary>\n\n${fenced(changelog.trimEnd())}\n\n</details>\n`}`,
  };
}

function releasePrReport(doc: Doc): ActionReport {
  const url = text(doc.pr_url);
  const action = text(doc.action);
  if (url === "") {
    const line = `No release pull request: ${text(doc.next_version) === "" ? "nothing to release" : "nothing to change"}.`;
    return { log: `${line}\n`, markdown: `### releaser release-pr\n\n${line}\n` };
  }
  const verb = { created: "Created", updated: "Updated", unchanged: "Unchanged:" }[action] ?? "Release";
  const line = `${verb} release pull request #${count(doc.pr_number)} for ${text(doc.next_version)}: ${url}`;
  return {
    log: `${line}\n`,
    markdown: `### releaser release-pr\n\n${verb} [release pull request #${count(doc.pr_number)}](${url}) for **${text(doc.next_version)}**.\n`,
  };
}

function releaseReport(doc: Doc): ActionReport {
  const version = text(doc.version);
  const url = text(doc.release_url);
  if (version === "") {
    const line = `Nothing to release${text(doc.reason) === "" ? "" : `: ${text(doc.reason)}`}.`;
    return { log: `${line}\n`, markdown: `### releaser release\n\n${escapeMarkdown(line)}\n` };
  }
  const released = doc.released === true;
  const head = released ? `Released ${version}` : `${version} was already released`;
  const line = `${head}${url === "" ? "" : `: ${url}`}${doc.published === true ? " (published to the package index)" : ""}`;
  const steps = Array.isArray(doc.steps) ? (doc.steps as Doc[]) : [];
  const table =
    steps.length === 0
      ? ""
      : `\n| step | | what |\n|---|---|---|\n${steps
          .map(
            (s) =>
              `| ${text(s.step)} | ${text(s.status)} | ${escapeMarkdown(text(s.detail)).replaceAll("|", "\\|")} |`,
          )
          .join("\n")}\n`;
  return {
    log: `${line}\n`,
    markdown: `### releaser release: ${version}\n\n${released ? "Released" : "Already released"} ${url === "" ? `**${version}**` : `[**${version}**](${url})`} as \`${text(doc.tag)}\`.\n${table}`,
  };
}

function lintReport(command: string, doc: Doc): ActionReport {
  const what = command === "check-pr" ? "Pull request title" : "Commit message";
  const errors = Array.isArray(doc.errors) ? doc.errors.map(text) : [];
  const warnings = Array.isArray(doc.warnings) ? doc.warnings.map(text) : [];
  const verdict =
    doc.valid === true
      ? `${what} follows the conventional format`
      : `${what} does not follow the conventional format`;
  const items = [
    ...errors.map((e) => `- ❌ ${escapeMarkdown(e)}`),
    ...warnings.map((w) => `- ⚠️ ${escapeMarkdown(w)}`),
  ];
  const suggestion = text(doc.suggestion);
  return {
    log: `${verdict}.\n`,
    markdown: `### releaser ${command}\n\n${doc.valid === true ? "✅" : "❌"} ${verdict}.\n${items.length === 0 ? "" : `\n${items.join("\n")}\n`}${suggestion === "" ? "" : `\nSuggested: \`${suggestion.replaceAll("`", "'")}\`\n`}`,
  };
}

/**
 * Text shown as it is, in a fenced block longer than any run of backticks in it: commit text in
 * the changelog can then neither close the block, nor the summary's <details>, nor show HTML,
 * images or links.
 */
export function fenced(text: string, info = "markdown"): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${info}\n${text}\n${fence}`;
}

/** Text from commits or servers shown as text, not as Markdown or HTML. */
export function escapeMarkdown(value: string): string {
  return value.replace(/[\\`*_{}[\]<>#|!]/g, (c) => `\\${c}`).replace(/@(?=\w)/g, "@\u200b");
}

/**
 * Appends to GITHUB_STEP_SUMMARY; nothing outside Actions (no such file). A summary that cannot
 * be written is a warning: it must not turn a finished release into a failed step.
 */
export function writeSummary(path: string | undefined, markdown: string): string | undefined {
  if (path === undefined || path === "") return undefined;
  try {
    appendFileSync(path, `${markdown}\n`, "utf8");
    return undefined;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    return `the job summary could not be written to GITHUB_STEP_SUMMARY (${path}: ${reason}); the command's own result stands`;
  }
}

/** An error message for the Action's user: the CLI's -C is the working-directory input here. */
export function forAction(message: string): string {
  return message.replace(/-C <dir>|(?<=\s|^)-C\b/g, "the working-directory input");
}
