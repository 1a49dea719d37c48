import { type ExistingRelease, scanWorkflow } from "./existing-releases.ts";
import { commandsOf } from "./run-commands.ts";

/**
 * What a project's own GitLab CI file already does: jobs that release or publish (found by what
 * they run), and jobs whose names would merge with releaser's.
 */

/** The jobs (and the template) releaser's file defines: a job of the same name would merge with it. */
export const GITLAB_JOBS = [".releaser-job", "release-pr", "release", "publish", "merge-request-title"];

/** Top-level keys of a GitLab CI file that are no job. */
const KEYWORDS = new Set([
  "default",
  "include",
  "stages",
  "variables",
  "workflow",
  "image",
  "services",
  "cache",
  "before_script",
  "after_script",
  "spec",
]);

/**
 * The jobs of a project's own GitLab CI file (parsed) that release or publish, found as on GitHub
 * (existing-releases.ts: by the commands their scripts run) plus GitLab's own ways: the `release:`
 * keyword, `release-cli create` and `glab release create`. Hidden jobs (`.name`) run only through
 * `extends`, so they are read where a job extends them no more than GitLab does: not at all.
 */
export function scanGitlabCi(path: string, data: unknown): ExistingRelease[] {
  if (!isRecord(data)) return [];
  const found: ExistingRelease[] = [];
  for (const [job, body] of Object.entries(data)) {
    if (job.startsWith(".") || KEYWORDS.has(job) || !isRecord(body)) continue;
    const script = ["before_script", "script", "after_script"].flatMap((key) => lines(body[key])).join("\n");
    const asWorkflow = { on: "push", jobs: { [job]: { steps: [{ run: script }] } } };
    const scanned = scanWorkflow(path, asWorkflow);
    const runs = scanned.flatMap((f) => f.runs);
    const gitlab = [
      ...(isRecord(body.release) ? ["GitLab's `release:` keyword"] : []),
      ...commandsOf(script).flatMap(([program = "", sub = "", what = ""]) =>
        (program === "release-cli" && sub === "create") ||
        (program === "glab" && sub === "release" && what === "create")
          ? [`\`${program} ${program === "glab" ? "release create" : "create"}\``]
          : [],
      ),
    ];
    const all = [...new Set([...gitlab, ...runs])];
    if (all.length === 0) continue;
    const releases = gitlab.length > 0 || scanned.some((f) => f.kind === "release");
    found.push({ path, job, runs: all, kind: releases ? "release" : "publish", when: gitlabWhen(body) });
  }
  return found;
}

/** One warning for a release or publish job of the project's GitLab CI file. */
export function describeGitlabRelease(found: ExistingRelease): string {
  const when = found.when === undefined ? "" : ` ${found.when}`;
  const why =
    found.kind === "release"
      ? "it releases as releaser's release job now does, so every version would be released twice"
      : "releaser's release job publishes too, so every version would be uploaded twice";
  return `${found.path}: job ${found.job} runs ${found.runs.join(" and ")}${when}; ${why}: remove that job`;
}

/** The project's jobs named as one of releaser's: GitLab would merge the two into one job. */
export function clashingJobs(data: unknown): string[] {
  return isRecord(data) ? GITLAB_JOBS.filter((name) => name in data) : [];
}

/** When a job runs, as far as its rules or `only:` tell: tags, else nothing said. */
function gitlabWhen(body: Record<string, unknown>): string | undefined {
  const rules = Array.isArray(body.rules) ? body.rules : [];
  const tagRule = rules.some(
    (rule) =>
      isRecord(rule) &&
      typeof rule.if === "string" &&
      /\$CI_COMMIT_TAG\b/.test(rule.if) &&
      rule.when !== "never",
  );
  const only = Array.isArray(body.only)
    ? body.only
    : isRecord(body.only) && Array.isArray(body.only.refs)
      ? body.only.refs
      : [];
  return tagRule || only.includes("tags") ? "when a tag is pushed" : undefined;
}

/** A script entry as lines: a string, or a list of strings and lists (what `!reference` makes). */
function lines(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.flatMap(lines) : [];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
