import { type LoadedConfig, loadConfig } from "../../config/load.ts";
import type { Config } from "../../config/schema.ts";
import { isConfigured } from "../../config/values.ts";
import { selectCalverBaseTag } from "../../core/calver.ts";
import type { PlanCommit } from "../../core/commit.ts";
import { compileParsers } from "../../core/custom-parser.ts";
import { ConfigError, ReleaseError } from "../../core/errors.ts";
import { planRelease, type ReleasePlan } from "../../core/plan.ts";
import { compileTagFormat, selectBaseTag } from "../../core/tag-format.ts";
import { inferTagFormat } from "../../core/tag-shape.ts";
import type { Pep440Version } from "../../core/version.ts";
import { type History, readHistory } from "../../git/history.ts";
import { readPlanCommit } from "../../git/log-record.ts";
import { openRepository, type Repository } from "../../git/repository.ts";
import { readTags, type TagList } from "../../git/tags.ts";
import { type Project, readProject } from "../../project/read-project.ts";
import { type FlowContext, releaseDate, type VersionOverrides } from "../shared/context.ts";
import { inStep } from "../shared/progress-step.ts";
import { withTowncrierChangelog } from "../shared/towncrier.ts";
import { readJournal, type UpdateJournal } from "../update/update-journal.ts";
import { tagDerivedPendingVersion } from "./tag-derived-pending.ts";

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
  /** Where `config.tag_format` comes from: a file, or the shape of the tags the project has. */
  tagFormatWhy: string;
}

/** The spec's check flow: load config, open the repository, read commits, parse, bump, plan. */
export interface CheckOptions {
  /**
   * The environment git deepens a shallow clone in: release-pr and release hand it the token,
   * as they do for their pushes (a checkout without persisted credentials has none of its own).
   */
  fetchEnv?: (config: Config, root: string) => Promise<NodeJS.ProcessEnv>;
  /**
   * The remote's tag names, read while the history is (release-pr): a version tagged only on the
   * remote, or on a branch this clone never fetched, is taken too (DESIGN 5).
   */
  remoteTags?: (config: Config, root: string) => Promise<readonly string[]>;
  /**
   * Warn about a version the files carry that nothing will release (default true); `release`
   * says it in its own reason instead.
   */
  warnUnreleased?: boolean;
  /**
   * Show towncrier's draft as the changelog (default true); `release` reads the section the
   * release commit wrote instead, so it runs no towncrier.
   */
  towncrierDraft?: boolean;
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
  const fromFiles = await loadConfig(repo.root, { configFile: context.configFile, cwd: context.cwd });
  // The project is read once, from the configuration as the files give it (reading it needs no
  // tag format), while the tags are listed: the tag shape needs its name, the history neither.
  const projectRead = readProject(repo.root, fromFiles);
  projectRead.catch(() => undefined); // awaited below; an earlier error must not leave it unhandled
  const { loaded, tagFormatWhy } = await withTagShape(
    fromFiles,
    tagsRead,
    async () => (await projectRead).name,
  );
  const { config } = loaded;
  const date = releaseDate(context.env, context.now);
  const tagFormat = compileTagFormat(config.tag_format);
  const parsers = compileParsers(config.parsers);
  const historyEnv = options.fetchEnv ? await options.fetchEnv(config, repo.root) : context.env;
  const read = () =>
    readHistory(
      repo,
      (merged) =>
        (config.version_scheme === "calver" ? selectCalverBaseTag : selectBaseTag)(merged, tagFormat)?.tag,
      (bytes, start, end) => readPlanCommit(bytes, start, end, parsers),
      historyEnv,
      tagsRead,
      [
        `refs/heads/${config.release_branch}`,
        `refs/remotes/origin/${config.release_branch}`,
        "refs/remotes/origin/HEAD",
      ],
    );
  // Deepening a shallow clone is the one long step of reading: shown as a step when there is a list.
  const progress = repo.shallow ? context.progress : undefined;
  const remoteTagsRead = options.remoteTags?.(config, repo.root);
  remoteTagsRead?.catch(() => undefined); // awaited below
  const [history, project] = await Promise.all([
    inStep(progress, "fetch", "deepening the shallow clone to the last release", read, (found) =>
      found.deepened === ""
        ? { status: "already", detail: "the shallow clone reaches the last release" }
        : `the shallow clone was ${found.deepened} commits to reach the last release`,
    ),
    projectRead,
  ]);
  for (const warning of project.warnings) context.warn(warning);
  if (history.deepened !== "" && progress === undefined)
    context.warn(`the shallow clone was ${history.deepened} commits to reach the last release`);

  const plan = planRelease({
    tagFormat: config.tag_format,
    packageName: project.name,
    majorOnZero: config.major_on_zero,
    changelog: config.changelog,
    tags: remoteTagsRead === undefined ? history.tags.all : [...history.tags.all, ...(await remoteTagsRead)],
    baseTag: history.baseTag,
    commits: history.commits,
    fileVersion:
      project.version ??
      tagDerivedPendingVersion(project, history.commits, [config.commit_message, config.pr.title]),
    fileVersionSource: project.versionSource,
    releaseSubjects: [config.commit_message, config.pr.title],
    date,
    calver: config.version_scheme === "calver" ? config.calver_format : undefined,
    overrides: wanted,
  });
  for (const warning of planWarnings(plan, options.warnUnreleased ?? true)) context.warn(warning);
  const staleJournal = journal !== undefined && interrupted === undefined;
  // With towncrier configured its news fragments are the changelog (DESIGN 4): its section, not the commits'.
  const towncrier = { root: repo.root, pyproject: loaded.pyproject?.data, name: project.name, date };
  const shown =
    options.towncrierDraft === false
      ? plan
      : await withTowncrierChangelog(plan, { ...towncrier, env: context.env, warn: context.warn });
  return {
    repo,
    loaded,
    config,
    history,
    project,
    plan: shown,
    date,
    interrupted,
    staleJournal,
    tagFormatWhy,
  };
}

/**
 * With no `tag_format` configured, the tags the project already has decide it (DESIGN 5): a project
 * tagged `1.2.3` keeps `1.2.3`, never a first release from all history under `v{version}`, and
 * only this package's tags count (`hatch-v1.2.3` for hatch, never hatchling's newer ones). The
 * name is asked for only when the tags are looked at for a shape.
 */
async function withTagShape(
  loaded: LoadedConfig,
  tagsRead: Promise<TagList>,
  packageName: () => Promise<string | undefined>,
): Promise<{ loaded: LoadedConfig; tagFormatWhy: string }> {
  const tags = (await tagsRead).all;
  if (isConfigured(loaded.layers, ["tag_format"])) {
    const from = loaded.files.at(-1) ?? "the configuration";
    await refuseShapeMatchingNothing(loaded.config.tag_format, from, tags, packageName);
    return { loaded, tagFormatWhy: `from ${from}` };
  }
  // The newest release decides, as init does: a project that moved from v1.2.3 to 1.2.3 (one
  // stray v-tag among bare ones included) keeps the shape it uses now, never an old base.
  // But one stray tag of another shape (a lone `9.0.0` beside v-tags) does not move a project off
  // the default shape its releases have: the newer shape must name two releases at least.
  const inferred = inferTagFormat(tags, await packageName());
  if (inferred.format === loaded.config.tag_format) return { loaded, tagFormatWhy: inferred.why };
  const releases = (format: string) => {
    const compiled = compileTagFormat(format);
    return tags.filter((tag) => isReleaseVersion(compiled.parse(tag))).length;
  };
  const defaults = releases(loaded.config.tag_format);
  if (defaults > 0 && releases(inferred.format) < 2) {
    return {
      loaded,
      tagFormatWhy: `the default: your release tags look like ${loaded.config.tag_format.replace("{version}", "1.2.3")}`,
    };
  }
  const config = { ...loaded.config, tag_format: inferred.format };
  return { loaded: { ...loaded, config }, tagFormatWhy: inferred.why };
}

/**
 * A configured tag_format that names none of the tags while this package's release tags have
 * another shape (`1.2.3`, `v1.2.3`, `acme-v1.2.3`, `acme@1.2.3`) would count all history as
 * unreleased and re-release old versions: an error that names the shape the tags have (DESIGN 4).
 * Another package's tags (`other-v1.2.3`) are no sign.
 */
async function refuseShapeMatchingNothing(
  format: string,
  from: string,
  tags: readonly string[],
  packageName: () => Promise<string | undefined>,
): Promise<void> {
  const configured = compileTagFormat(format);
  if (tags.some((tag) => isReleaseVersion(configured.parse(tag)))) return;
  const inferred = inferTagFormat(tags, await packageName());
  if (!inferred.fromTags || inferred.format === format) return;
  const shape = compileTagFormat(inferred.format);
  const count = tags.filter((tag) => isReleaseVersion(shape.parse(tag))).length;
  if (count === 0) return;
  throw new ConfigError(
    `tag_format "${format}" (${from}) matches none of your ${count} release tag${count === 1 ? "" : "s"}; they look like "${inferred.format}" (${inferred.format.replace("{version}", "1.2.3")}), so every commit would count as unreleased; set tag_format = "${inferred.format}", or remove the setting and releaser reads the shape from the tags`,
  );
}

function isReleaseVersion(version: Pep440Version | undefined): boolean {
  return version !== undefined && version.release.length >= 3 && version.local === undefined;
}

/** What check says besides the plan: skipped taken versions, a version nothing will release. */
export function planWarnings(plan: ReleasePlan, unreleased: boolean): string[] {
  const warnings: string[] = [];
  // A forced version asked for in another spelling (`--release-as 2.0`) is released as canonical.
  if (plan.releaseAsNote !== undefined) warnings.push(plan.releaseAsNote);
  if (plan.taken.length > 0 && plan.nextVersion !== undefined) {
    const skipped = plan.taken.map((t) => `${t.version} (${t.tag})`).join(", ");
    const are = plan.taken.length > 1 ? "are" : "is";
    warnings.push(
      `${skipped} ${are} tagged already, outside this branch's history (a release branch, or only on origin), so the next version is ${plan.nextVersion}`,
    );
  }
  const u = plan.unreleased;
  if (unreleased && u !== undefined) {
    if (u.next === u.version) {
      // Bumped ahead of the release commit (by hand, or `update --no-commit`): update finishes it.
      warnings.push(
        `the files carry ${u.version}, which no tag names and no release commit set yet; \`releaser update\` (or the release pull request) makes the release commit, and \`releaser release\` releases it after that`,
      );
    } else {
      const next =
        u.next === undefined
          ? "nothing is released until a commit asks for a release (feat, fix, a breaking change)"
          : `the next release will be ${u.next}`;
      warnings.push(
        `the files carry ${u.version} (${u.why}), which no tag names; \`releaser release\` will not release it, only a version that \`update\` or the merged release pull request set; ${next}`,
      );
    }
  }
  return warnings;
}
