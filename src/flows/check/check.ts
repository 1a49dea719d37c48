import { join } from "node:path";
import { type LoadedConfig, loadConfig } from "../../config/load.ts";
import { loadPackageConfig } from "../../config/package-config.ts";
import type { Config } from "../../config/schema.ts";
import { selectCalverBaseTag } from "../../core/calver.ts";
import type { PlanCommit } from "../../core/commit.ts";
import { compileParsers } from "../../core/custom-parser.ts";
import { ConfigError, ReleaseError } from "../../core/errors.ts";
import { planRelease } from "../../core/plan.ts";
import type { ReleasePlan } from "../../core/plan-types.ts";
import { compileTagFormat, selectBaseTag } from "../../core/tag-format.ts";
import { type History, readHistory } from "../../git/history.ts";
import { readPlanCommit } from "../../git/log-record.ts";
import { commitsTouching } from "../../git/paths-touched.ts";
import { openRepository, type Repository } from "../../git/repository.ts";
import { readTags, type TagList } from "../../git/tags.ts";
import { type Project, readProject } from "../../project/read-project.ts";
import {
  asPackageError,
  findWorkspace,
  normalisePackageName,
  type Workspace,
  type WorkspaceMember,
} from "../../workspace/members.ts";
import { type FlowContext, releaseDate, type VersionOverrides } from "../shared/context.ts";
import { inStep } from "../shared/progress-step.ts";
import { withTowncrierChangelog } from "../shared/towncrier.ts";
import { readJournal, type UpdateJournal } from "../update/update-journal.ts";
import { type DependencyUpdate, dependencyCommit, followPins } from "./follow-pins.ts";
import { ownTags, withTagShape } from "./package-tags.ts";
import { tagDerivedPendingVersion } from "./tag-derived-pending.ts";
import { workspaceWarnings } from "./workspace-warnings.ts";

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
   * The same for the packages of a repository of several (default: as `warnUnreleased`);
   * `update` leaves it out: the release commit it makes is what the warning asks for.
   */
  warnUnreleasedPackages?: boolean;
  /**
   * Show towncrier's draft as the changelog (default true); `release` reads the section the
   * release commit wrote instead, so it runs no towncrier.
   */
  towncrierDraft?: boolean;
}

/** The check of a repository: its one project, or each package of several (DESIGN 8). */
export type RepositoryCheck =
  | { kind: "single"; result: CheckResult }
  | { kind: "workspace"; workspace: Workspace; packages: PackageCheck[] };

/** One package's plan in a repository of several: the same facts as a single project's, and where it is. */
export interface PackageCheck extends CheckResult {
  member: WorkspaceMember;
  /** Exact pins on other packages that this release moves (their new versions), DESIGN 8. */
  dependencyUpdates: DependencyUpdate[];
}

export interface RepositoryCheckOptions extends CheckOptions {
  /** `--package`: only these packages (names as written or normalised); all when empty. */
  packages?: readonly string[] | undefined;
}

/**
 * The check flow of a repository of one project. A repository of several packages is refused
 * here: the flows that write (update, release-pr, release) take one project.
 */
export async function checkFlow(
  context: FlowContext,
  overrides: VersionOverrides,
  options: CheckOptions = {},
): Promise<CheckResult> {
  const found = await checkRepository(context, overrides, options);
  if (found.kind === "single") return found.result;
  throw refuseWorkspace(found.workspace);
}

/** The package a check is of, in a repository of several; undefined for the one project of a repository. */
export function memberOf(check: CheckResult): WorkspaceMember | undefined {
  return "member" in check ? (check as PackageCheck).member : undefined;
}

/** The error of a flow that takes one project, run in a repository of several packages. */
export function refuseWorkspace(workspace: Workspace, command = "this command"): ConfigError {
  const names = workspace.members.map((m) => m.name).join(", ");
  return new ConfigError(
    `this repository holds several packages (${names}; ${workspace.source}), and ${command} takes one project at the root; run it with the packages in mind (\`releaser check\`, \`update\`, \`release-pr\` and \`release\` take each of them); the root's version is left alone`,
  );
}

/**
 * The spec's check flow, for each package of the repository: load config, open the repository,
 * read commits, parse, bump, plan. A single project is a repository of one package at the root.
 */
export async function checkRepository(
  context: FlowContext,
  overrides: VersionOverrides,
  options: RepositoryCheckOptions = {},
): Promise<RepositoryCheck> {
  const repo = await openRepository(context.cwd, context.env);
  // git lists the tags while the journal and the configuration are read (start-up, issue 14).
  const tagsRead = readTags(repo.root, context.env);
  tagsRead.catch(() => undefined); // awaited below; an earlier error must not leave it unhandled
  const journal = await readJournal(repo.gitDir);
  const fromFiles = await loadConfig(repo.root, { configFile: context.configFile, cwd: context.cwd });
  const workspace = await findWorkspace(repo.root, {
    rootPyproject: fromFiles.pyproject?.data,
    packages:
      fromFiles.config.packages.length === 0
        ? undefined
        : { globs: fromFiles.config.packages, from: settingFile(fromFiles, "packages") },
  });
  const wanted = options.packages ?? [];
  if (workspace === undefined && hasUvWorkspace(fromFiles.pyproject?.data)) {
    // uv's members may match nothing yet (no packages/ folder): the root is then the one project.
    context.warn(
      "[tool.uv.workspace] lists no package here (its members match no folder with a pyproject.toml), so the root's project is released as the one project; if the root is private, add the packages first",
    );
  }
  if (workspace === undefined) {
    if (wanted.length > 0) {
      throw new ConfigError(
        `--package ${wanted[0]}: this repository releases one project at its root, not several packages; leave out --package, or list the packages with packages = ["packages/*"] in the configuration`,
      );
    }
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
    const asked = interrupted ? { releaseAs: interrupted.version, allowDowngrade: true } : overrides;
    const result = await checkPackage({ context, options, repo, tagsRead, journal, interrupted }, fromFiles, {
      overrides: asked,
    });
    return { kind: "single", result };
  }
  const members = selectMembers(workspace, wanted);
  // A bump asked for every package would release the packages no commit touched too.
  if (overrides.bump !== undefined && members.length > 1) {
    throw new ConfigError(
      `--bump ${overrides.bump} would release every package, those no commit touched included, and this repository holds ${members.length} (${members.map((m) => m.name).join(", ")}); add --package <name> for each package it is for`,
    );
  }
  if (overrides.releaseAs !== undefined && members.length > 1) {
    throw new ConfigError(
      `--release-as ${overrides.releaseAs} names one version, and this repository holds ${members.length} packages (${members.map((m) => m.name).join(", ")}); add --package <name> for the one it is for`,
    );
  }
  const shared: CheckShared = { context, options, repo, tagsRead, journal, interrupted: undefined };
  const packages: PackageCheck[] = [];
  const configs = new Map<WorkspaceMember, LoadedConfig>();
  // One package after the other: each reads the history once, and git is the work.
  for (const member of members) {
    const loaded = await loadPackageConfig(repo.root, member.path, fromFiles.layers);
    configs.set(member, loaded);
    const nested = nestedFolders(workspace, member);
    const result = await checkPackage(shared, loaded, { overrides, member, nested }).catch(
      (error: unknown) => {
        throw asPackageError(error, member.name);
      },
    );
    // A package whose range reached past a shallow clone's cut deepened it, fetching tags: the
    // packages after it read the tags as they are now.
    if (result.history.deepened !== "") shared.tagsRead = Promise.resolve(result.history.tags);
    const sharing = packages.find((p) => p.config.tag_format === result.config.tag_format);
    if (sharing !== undefined) {
      throw new ConfigError(
        `${sharing.member.name} and ${member.name} would share their tags (tag_format "${result.config.tag_format}", ${result.tagFormatWhy}), so one's release would be the other's; put {name} in tag_format ("{name}-v{version}", the default for several packages), or give each package its own in its [tool.releaser] table`,
      );
    }
    packages.push({ ...result, member, dependencyUpdates: [] });
  }
  const followed = await followPins(packages, async (p, dependencyUpdates) => {
    const loaded = configs.get(p.member) as LoadedConfig;
    const nested = nestedFolders(workspace, p.member);
    const result = await checkPackage(shared, loaded, {
      overrides,
      member: p.member,
      nested,
      dependencyUpdates,
    });
    return { ...result, member: p.member, dependencyUpdates };
  });
  const tags = followed[0]?.history.tags.all ?? [];
  for (const warning of await workspaceWarnings(repo.root, workspace, followed, tags)) context.warn(warning);
  return { kind: "workspace", workspace, packages: followed };
}

function hasUvWorkspace(pyproject: Record<string, unknown> | undefined): boolean {
  const tool = pyproject?.tool as { uv?: { workspace?: unknown } } | undefined;
  return typeof tool?.uv?.workspace === "object" && tool.uv.workspace !== null;
}

/** The folders of the other packages inside a package's folder: every other one for the root ("."). */
function nestedFolders(workspace: Workspace, member: WorkspaceMember): string[] {
  return workspace.members
    .filter((m) => m !== member && (member.path === "." || m.path.startsWith(`${member.path}/`)))
    .map((m) => m.path);
}

/** The packages `--package` names (by name as written or normalised; all when none is named). */
function selectMembers(workspace: Workspace, wanted: readonly string[]): WorkspaceMember[] {
  if (wanted.length === 0) return workspace.members;
  const chosen = wanted.map((name) => {
    const member = workspace.members.find((m) => m.normalisedName === normalisePackageName(name));
    if (member === undefined) {
      throw new ConfigError(
        `--package ${name}: no package of that name here; the packages are ${workspace.members.map((m) => m.name).join(", ")} (${workspace.source})`,
      );
    }
    return member;
  });
  // `--package a --package A_` names one package once.
  return workspace.members.filter((m) => chosen.includes(m));
}

/** The file that set a key last (the one whose value counts), for messages. */
function settingFile(loaded: LoadedConfig, key: string): string {
  const layer = [...loaded.layers].reverse().find((l) => key in l.values);
  return layer?.file ?? "the configuration";
}

interface CheckShared {
  context: FlowContext;
  options: CheckOptions;
  repo: Repository;
  tagsRead: Promise<TagList>;
  journal: UpdateJournal | undefined;
  interrupted: UpdateJournal | undefined;
}

/**
 * One project's plan: its configuration and files, its tags, the commits since its base (in a
 * repository of several packages, those that touch its folder), and the next version.
 */
async function checkPackage(
  { context, options, repo, tagsRead, journal, interrupted }: CheckShared,
  fromFiles: LoadedConfig,
  target: {
    overrides: VersionOverrides;
    member?: WorkspaceMember;
    /** The folders of the other packages inside this one's (all of them, for a listed root). */
    nested?: readonly string[];
    dependencyUpdates?: DependencyUpdate[];
  },
): Promise<CheckResult> {
  const { member } = target;
  const projectRoot = member === undefined ? repo.root : join(repo.root, member.path);
  const warn =
    member === undefined ? context.warn : (message: string) => context.warn(`${member.name}: ${message}`);
  // The project is read once, from the configuration as the files give it (reading it needs no
  // tag format), while the tags are listed: the tag shape needs its name, the history neither.
  const projectRead = readProject(projectRoot, fromFiles);
  projectRead.catch(() => undefined); // awaited below; an earlier error must not leave it unhandled
  const { loaded, tagFormatWhy } = await withTagShape(
    fromFiles,
    tagsRead,
    async () => (await projectRead).name,
    member,
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
  const [whole, project] = await Promise.all([
    inStep(progress, "fetch", "deepening the shallow clone to the last release", read, (found) =>
      found.deepened === ""
        ? { status: "already", detail: "the shallow clone reaches the last release" }
        : `the shallow clone was ${found.deepened} commits to reach the last release`,
    ),
    projectRead,
  ]);
  for (const warning of project.warnings) warn(warning);
  if (whole.deepened !== "" && progress === undefined)
    warn(`the shallow clone was ${whole.deepened} commits to reach the last release`);
  const history =
    member === undefined
      ? whole
      : await touchingFolder(repo.root, whole, member.path, historyEnv, target.nested ?? []);

  const plan = planRelease({
    tagFormat: config.tag_format,
    packageName: project.name,
    majorOnZero: config.major_on_zero,
    changelog: config.changelog,
    tags: ownTags(
      remoteTagsRead === undefined ? history.tags.all : [...history.tags.all, ...(await remoteTagsRead)],
      member,
    ),
    baseTag: history.baseTag,
    // A dependency's release stands in the plan as a fix of this package (follow-pins.ts).
    commits: [...(target.dependencyUpdates ?? []).map(dependencyCommit), ...history.commits],
    fileVersion:
      project.version ??
      tagDerivedPendingVersion(
        project,
        history.commits,
        [config.commit_message, config.pr.title],
        member?.normalisedName,
      ),
    fileVersionSource: project.versionSource,
    releaseSubjects: [config.commit_message, config.pr.title],
    releasePackage: member?.normalisedName,
    date,
    calver: config.version_scheme === "calver" ? config.calver_format : undefined,
    overrides: target.overrides,
  });
  const unreleased =
    member === undefined
      ? (options.warnUnreleased ?? true)
      : (options.warnUnreleasedPackages ?? options.warnUnreleased ?? true);
  for (const warning of planWarnings(plan, unreleased)) warn(warning);
  const staleJournal = journal !== undefined && interrupted === undefined;
  // With towncrier configured its news fragments are the changelog (DESIGN 4): its section, not the commits'.
  const towncrier = { root: projectRoot, pyproject: loaded.pyproject?.data, name: project.name, date };
  const shown =
    options.towncrierDraft === false
      ? plan
      : await withTowncrierChangelog(plan, { ...towncrier, env: context.env, warn });
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

/** The history of one package: the commits since its base that touch its folder (DESIGN 8). */
async function touchingFolder(
  root: string,
  history: History<PlanCommit>,
  folder: string,
  env: NodeJS.ProcessEnv,
  nested: readonly string[],
): Promise<History<PlanCommit>> {
  const base = history.baseTag === undefined ? undefined : `refs/tags/${history.baseTag}`;
  const touching = await commitsTouching(root, base, folder, env, nested);
  return { ...history, commits: history.commits.filter((c) => touching.has(c.commit.hash)) };
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
