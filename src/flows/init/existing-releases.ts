import { parse } from "yaml";
import { ConfigError } from "../../core/errors.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";
import { commandsOf } from "./run-commands.ts";
import { readWorkflowFiles } from "./workflow-folder.ts";

/**
 * Release and publish jobs the project has already (issue 23): once releaser's workflow is in
 * place, each of them would release or upload the same version a second time. They are found by
 * what they run (the `uses:` of a step or job, the commands of a `run:` script), whatever the
 * file is called; a comment, a message text or an `echo` that mentions a tool is no job.
 */
export interface ExistingRelease {
  /** The workflow file (or the release-please app's configuration). */
  path: string;
  /** The job's id; undefined for a configuration file. */
  job: string | undefined;
  /** What it runs, as written: "`cz bump`", "pypa/gh-action-pypi-publish". */
  runs: string[];
  /** release: versions, tags or creates the release as releaser does; publish: uploads to an index. */
  kind: "release" | "publish";
  /** When it runs ("when a tag is pushed"), as far as the workflow says. */
  when: string | undefined;
}

type Found = { runs: string; kind: ExistingRelease["kind"] };

/** Actions (`owner/repo`, lower case) that release or publish, and what they do. */
const ACTIONS: Record<string, ExistingRelease["kind"]> = {
  "python-semantic-release/python-semantic-release": "release",
  "python-semantic-release/publish-action": "release",
  "relekang/python-semantic-release": "release",
  "cycjimmy/semantic-release-action": "release",
  "codfish/semantic-release-action": "release",
  "commitizen-tools/commitizen-action": "release",
  "woile/commitizen-action": "release",
  "googleapis/release-please-action": "release",
  "google-github-actions/release-please-action": "release",
  "softprops/action-gh-release": "release",
  "ncipollo/release-action": "release",
  "pypa/gh-action-pypi-publish": "publish",
};

/** Commands that release or publish: the program, the sub-command ("" for none) and the kind. */
const COMMANDS: [program: string, sub: RegExp, kind: ExistingRelease["kind"]][] = [
  ["semantic-release", /^(version|publish|)$/, "release"],
  ["cz", /^bump$/, "release"],
  ["commitizen", /^bump$/, "release"],
  ["release-please", /^(release-pr|github-release)$/, "release"],
  ["gh", /^release$/, "release"],
  ["twine", /^upload$/, "publish"],
  ["uv", /^publish$/, "publish"],
  ["poetry", /^publish$/, "publish"],
  ["hatch", /^publish$/, "publish"],
  ["pdm", /^publish$/, "publish"],
  ["flit", /^publish$/, "publish"],
];

/** An upload to TestPyPI, or one that only pretends: no second release. */
const NOT_A_RELEASE = /test\.pypi\.org|testpypi|^--dry-run$|^--help$|^-h$/i;

/** The release-please GitHub App reads its settings here; installed, it releases by itself. */
const RELEASE_PLEASE_APP = [".github/release-please.yml", ".github/release-please.yaml"];

/**
 * The release and publish jobs of `.github/workflows/*.yml|yaml` (but `skip`: the files init
 * writes) and the release-please app's configuration.
 */
export async function findExistingReleases(
  root: string,
  skip: ReadonlySet<string>,
): Promise<ExistingRelease[]> {
  const found: ExistingRelease[] = [];
  for (const path of RELEASE_PLEASE_APP) {
    if ((await readRepoText(root, path, ConfigError).catch(() => undefined)) !== undefined) {
      found.push({ path, job: undefined, runs: ["release-please"], kind: "release", when: undefined });
    }
  }
  for (const { path, text } of await readWorkflowFiles(root, skip)) {
    found.push(...(parseWorkflow(path, text)?.releases ?? []));
  }
  return found;
}

/**
 * One workflow file's release and publish jobs and the ids of all its jobs; undefined when it
 * does not exist or does not parse (GitHub runs no workflow it cannot read either).
 */
export async function readWorkflow(
  root: string,
  path: string,
): Promise<{ releases: ExistingRelease[]; jobs: string[] } | undefined> {
  const text = (await readRepoText(root, path, ConfigError).catch(() => undefined))?.text;
  return text === undefined ? undefined : parseWorkflow(path, text);
}

/** One workflow's text read as readWorkflow does; undefined when it does not parse. */
function parseWorkflow(
  path: string,
  text: string,
): { releases: ExistingRelease[]; jobs: string[] } | undefined {
  let data: unknown;
  try {
    data = parse(text, { uniqueKeys: false, prettyErrors: false });
  } catch {
    return undefined;
  }
  const jobs = isRecord(data) && isRecord(data.jobs) ? Object.keys(data.jobs) : [];
  return { releases: scanWorkflow(path, data), jobs };
}

/** The release and publish jobs of one parsed workflow. */
export function scanWorkflow(path: string, data: unknown): ExistingRelease[] {
  if (!isRecord(data) || !isRecord(data.jobs)) return [];
  const triggers = describeTriggers(data.on);
  const found: ExistingRelease[] = [];
  for (const [job, body] of Object.entries(data.jobs)) {
    if (!isRecord(body)) continue;
    const hits: Found[] = [];
    if (typeof body.uses === "string") hits.push(...usesHits(body.uses, body.with));
    for (const step of Array.isArray(body.steps) ? body.steps : []) {
      if (!isRecord(step)) continue;
      if (typeof step.uses === "string") hits.push(...usesHits(step.uses, step.with));
      if (typeof step.run === "string") hits.push(...runHits(step.run));
    }
    if (hits.length === 0) continue;
    const runs = [...new Set(hits.map((h) => h.runs))];
    const kind = hits.some((h) => h.kind === "release") ? "release" : "publish";
    found.push({ path, job, runs, kind, when: jobTrigger(body.if) ?? triggers });
  }
  return found;
}

/** One line for each: where, what it runs, why it is a problem now, and what to remove. */
export function describeExistingRelease(found: ExistingRelease, workflow = "release.yml"): string {
  const runs = found.runs.join(" and ");
  if (found.job === undefined) {
    return `${found.path} configures the ${runs} GitHub App, which opens release pull requests and creates releases as releaser now does: remove the file (and the app's access to this repository), or every version would be released twice`;
  }
  const when = found.when === undefined ? "" : ` ${found.when}`;
  const why =
    found.kind === "release"
      ? `it releases as releaser's ${workflow} now does, so every version would be released twice`
      : `releaser's ${workflow} publishes too, so every version would be uploaded twice`;
  return `${found.path}: job ${found.job} runs ${runs}${when}; ${why}: remove that job (or the file)`;
}

/**
 * The project's own release workflow that --force replaces with releaser's (init puts releaser's
 * beside it otherwise): what it does and what goes with it.
 */
export function describeOwnRelease(own: readonly ExistingRelease[], jobs: readonly string[]): string {
  const what = own.map((f) => `job ${f.job} runs ${f.runs.join(" and ")}${f.when ? ` ${f.when}` : ""}`);
  const releases = own.some((f) => f.kind === "release");
  const others = jobs.filter((job) => !own.some((f) => f.job === job));
  const also =
    others.length === 0
      ? ""
      : `; ${others.length === 1 ? "job" : "jobs"} ${others.join(", ")} ${others.length === 1 ? "goes" : "go"} too`;
  return `the project's own ${releases ? "release" : "publish"} workflow: ${what.join("; ")}; releaser's workflow ${releases ? "releases" : "builds and publishes"} instead${also}`;
}

function usesHits(uses: string, inputs: unknown): Found[] {
  const action = uses.trim().split("@")[0]?.toLowerCase().split("/").slice(0, 2).join("/") ?? "";
  const kind = ACTIONS[action];
  if (kind === undefined) return [];
  const values = isRecord(inputs) ? Object.values(inputs).map(String) : [];
  if (kind === "publish" && values.some((v) => NOT_A_RELEASE.test(v))) return [];
  return [{ runs: action, kind }];
}

function runHits(script: string): Found[] {
  const hits: Found[] = [];
  for (const words of commandsOf(script)) {
    const [program = "", ...args] = words;
    const name = program.split("/").at(-1) ?? "";
    const sub = args.find((a) => !a.startsWith("-")) ?? "";
    for (const [command, subs, kind] of COMMANDS) {
      if (name !== command || !subs.test(sub)) continue;
      if (command === "gh" && args[args.indexOf(sub) + 1] !== "create") continue;
      if (args.some((a) => NOT_A_RELEASE.test(a))) continue;
      const shown = command === "gh" ? "gh release create" : sub === "" ? command : `${command} ${sub}`;
      hits.push({ runs: `\`${shown}\``, kind });
    }
  }
  return hits;
}

/** A job condition that limits it to tags or releases says more than the workflow's triggers. */
function jobTrigger(condition: unknown): string | undefined {
  if (typeof condition !== "string") return undefined;
  if (/refs\/tags\//.test(condition)) return "when a tag is pushed";
  if (/event_name\s*==\s*['"]release['"]/.test(condition)) return "when a GitHub release is published";
  return undefined;
}

/** The workflow's `on:` in words, for the events that run it by themselves. */
function describeTriggers(on: unknown): string | undefined {
  const events: Record<string, unknown> =
    typeof on === "string"
      ? { [on]: null }
      : Array.isArray(on)
        ? Object.fromEntries(on.map((e) => [String(e), null]))
        : isRecord(on)
          ? on
          : {};
  const words: string[] = [];
  const push = events.push;
  if ("push" in events) {
    const filters = isRecord(push) ? push : {};
    if (filters.tags !== undefined && filters.branches === undefined) words.push("when a tag is pushed");
    else if (filters.branches !== undefined && filters.tags === undefined) {
      const branches = Array.isArray(filters.branches)
        ? filters.branches.map(String)
        : [String(filters.branches)];
      words.push(`on every push to ${branches.join(", ")}`);
    } else words.push("on every push");
  }
  if ("release" in events) words.push("when a GitHub release is published");
  if ("workflow_run" in events) words.push("after another workflow");
  if ("schedule" in events) words.push("on a schedule");
  if ("workflow_call" in events) words.push("when another workflow calls it");
  if (words.length === 0 && "workflow_dispatch" in events) words.push("when started by hand");
  return words.length === 0 ? undefined : words.join(" or ");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
