import { type LoadedConfig, loadConfig } from "../config/load.ts";
import type { Config } from "../config/schema.ts";
import type { PlanCommit } from "../core/commit.ts";
import { compileCustomParser } from "../core/custom-parser.ts";
import { ReleaseError } from "../core/errors.ts";
import { planRelease, type ReleasePlan } from "../core/plan.ts";
import { compileTagFormat, selectBaseTag } from "../core/tag-format.ts";
import { type History, readHistory } from "../git/history.ts";
import { readPlanCommit } from "../git/log-record.ts";
import { openRepository, type Repository } from "../git/repository.ts";
import { readTags } from "../git/tags.ts";
import { type Project, readProject } from "../project/read-project.ts";
import { type FlowContext, releaseDate, type VersionOverrides } from "./context.ts";
import { inStep } from "./progress-step.ts";
import { readJournal, type UpdateJournal } from "./update-journal.ts";

/** Everything gathered for a plan, and the plan: what `check` shows and `update` applies. */
export interface CheckResult {
  repo: Repository;
  loaded: LoadedConfig;
  config: Config;
  history: History<PlanCommit>;
  project: Project;
  plan: ReleasePlan;
  date: string;
  /** An `update` of this HEAD that was interrupted before its commit: the plan finishes it. */
  interrupted: UpdateJournal | undefined;
  /** A journal left by an update whose commit was made (or whose HEAD moved on): to remove. */
  staleJournal: boolean;
}

/** The spec's check flow: load config, open the repository, read commits, parse, bump, plan. */
export interface CheckOptions {
  /**
   * The environment git deepens a shallow clone in: release-pr and release hand it the token,
   * as they do for their pushes (a checkout without persisted credentials has none of its own).
   */
  fetchEnv?: (config: Config, root: string) => Promise<NodeJS.ProcessEnv>;
}

export async function checkFlow(
  context: FlowContext,
  overrides: VersionOverrides,
  options: CheckOptions = {},
): Promise<CheckResult> {
  const repo = await openRepository(context.cwd, context.env);
  // git lists the tags while the journal and the configuration are read (start-up, issue 14).
  const tagsRead = readTags(repo.root, context.env);
  tagsRead.catch(() => undefined); // awaited below; an earlier error must not leave it unhandled
  const journal = await readJournal(repo.gitDir);
  const interrupted = journal?.head === repo.head ? journal : undefined;
  // Finishing an interrupted update releases the version it was writing, whatever else was asked.
  if (
    interrupted &&
    (overrides.bump !== undefined ||
      (overrides.releaseAs ?? interrupted.version) !== interrupted.version ||
      overrides.prerelease !== undefined)
  ) {
    throw new ReleaseError(
      `an update to ${interrupted.version} was interrupted before its commit; finish it first with \`releaser update\` (no --bump, --release-as or --prerelease), or discard it: \`git checkout -- .\` and delete .git/releaser-update.json`,
    );
  }
  const wanted = interrupted ? { releaseAs: interrupted.version, allowDowngrade: true } : overrides;
  const loaded = await loadConfig(repo.root, { configFile: context.configFile, cwd: context.cwd });
  const { config } = loaded;
  const date = releaseDate(context.env, context.now);
  const tagFormat = compileTagFormat(config.tag_format);
  const parsers = config.parsers.map((p) => compileCustomParser(p.pattern));
  const historyEnv = options.fetchEnv ? await options.fetchEnv(config, repo.root) : context.env;
  const read = () =>
    readHistory(
      repo,
      (merged) => selectBaseTag(merged, tagFormat)?.tag,
      (bytes, start, end) => readPlanCommit(bytes, start, end, parsers),
      historyEnv,
      tagsRead,
    );
  // Deepening a shallow clone is the one long step of reading: shown as a step when there is a list.
  const progress = repo.shallow ? context.progress : undefined;
  const [history, project] = await Promise.all([
    inStep(progress, "fetch", "deepening the shallow clone to the last release", read, (found) =>
      found.deepened === ""
        ? { status: "already", detail: "the shallow clone reaches the last release" }
        : `the shallow clone was ${found.deepened} commits to reach the last release`,
    ),
    readProject(repo.root, loaded),
  ]);
  for (const warning of project.warnings) context.warn(warning);
  if (history.deepened !== "" && progress === undefined)
    context.warn(`the shallow clone was ${history.deepened} commits to reach the last release`);

  const plan = planRelease({
    tagFormat: config.tag_format,
    majorOnZero: config.major_on_zero,
    changelog: config.changelog,
    tags: history.tags.all,
    baseTag: history.baseTag,
    commits: history.commits,
    fileVersion: project.version,
    fileVersionSource: project.versionSource,
    releaseSubjects: [config.commit_message, config.pr.title],
    date,
    overrides: wanted,
  });
  const staleJournal = journal !== undefined && interrupted === undefined;
  return { repo, loaded, config, history, project, plan, date, interrupted, staleJournal };
}
