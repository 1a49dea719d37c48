import { join } from "node:path";
import { type LoadedConfig, loadConfig } from "../../config/load.ts";
import { PACKAGE_TAG_FORMAT } from "../../config/package-config.ts";
import { isConfigured } from "../../config/values.ts";
import { ConfigError } from "../../core/errors.ts";
import { compileTagFormat } from "../../core/tag-format.ts";
import { inferTagFormat } from "../../core/tag-shape.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";
import { openRepository } from "../../git/repository.ts";
import { readTags } from "../../git/tags.ts";
import { exists } from "../../project/build-version-sources.ts";
import { readProject, writtenFiles } from "../../project/read-project.ts";
import { parseVersionFileEntry, type VersionTarget } from "../../project/version-target.ts";
import { chooseTool, readProjectFacts } from "../../publish/tools/choose-tool.ts";
import { VERSION } from "../../runtime/version.ts";
import type { FlowContext } from "../shared/context.ts";
import { calverStyle } from "./calver-style.ts";
import { gitmojiHistory, gitmojiNote, readRecentSubjects } from "./commit-style.ts";
import { configFile } from "./config-file.ts";
import { configText } from "./config-template.ts";
import { deepChangelogNote, findDeepChangelogs } from "./deep-changelog.ts";
import { defaultBranch } from "./default-branch.ts";
import {
  describeExistingRelease,
  describeOwnRelease,
  type ExistingRelease,
  findExistingReleases,
  readWorkflow,
} from "./existing-releases.ts";
import type { InitFacts, PublishWith } from "./init-facts.ts";
import { type InitFile, writeFiles } from "./init-files.ts";
import { type Migration, migrateFrom } from "./migrate.ts";
import { migrateFromReleasePlease } from "./migrate-release-please.ts";
import { prTitleWorkflow } from "./pr-title-workflow.ts";
import { releaseWorkflow } from "./release-workflow.ts";
import {
  findUntaggedVersion,
  tagDerivedBy,
  tagDerivedNote,
  type UntaggedVersion,
  untaggedText,
  versionPlaces,
} from "./version-report.ts";
import { plannedProject, vetMigration } from "./vet.ts";
import { placeReleaseWorkflow, type ReleasePlace } from "./workflow-place.ts";
import {
  detectWorkspace,
  type FoundWorkspace,
  type PackageReport,
  setUpWorkspace,
} from "./workspace-init.ts";
import { trustedPublishersText } from "./workspace-setup.ts";

export type { InitFile };

export interface InitResult {
  facts: InitFacts;
  files: InitFile[];
  /** What the user should know before committing (printed as warnings). */
  warnings: string[];
  /** What init found and the user may want to know (printed as plain lines). */
  notes: string[];
  /** Release and publish jobs already in place, which would release a second time. */
  existing: ExistingRelease[];
  /** The files' version that has no tag and that releaser will not release. */
  untagged: UntaggedVersion | undefined;
  /** A repository of several packages: where they are listed, and each as init found it. */
  workspace?: WorkspaceResult;
}

/** A repository of several packages as init set it up. */
export interface WorkspaceResult {
  /** Where the packages are listed (`[tool.uv.workspace] members in pyproject.toml`). */
  source: string;
  /** The `packages` globs init writes; undefined when they are listed already. */
  proposed: string[] | undefined;
  packages: PackageReport[];
  /** What to set up on PyPI: a trusted publisher for each package (none with --no-workflow). */
  trustedPublishers: string | undefined;
}

export interface InitOptions {
  dryRun: boolean;
  force: boolean;
  /** false (`--no-workflow`): the configuration alone, no workflow file written or looked at. */
  workflows?: boolean;
  /**
   * `--publish-with`: releaser uploads in `release` (the default), or `pypa`: the release workflow
   * runs `release --skip-publish` and pypa/gh-action-pypi-publish uploads dist/ in its own job.
   */
  publishWith?: PublishWith;
}

export { RELEASE_WORKFLOW } from "./workflow-place.ts";
export const PR_TITLE_WORKFLOW = ".github/workflows/pr-title.yml";

/**
 * `releaser init` (issue 12): inspects the project (layout, version files, build tool, tags,
 * default branch) and writes a commented `[tool.releaser]` table at the end of pyproject.toml
 * plus the release and pull-request-title workflows (not with `workflows: false`, the config
 * alone). A workflow file the project has is not replaced unless `force`: its own release.yml
 * stays and releaser's goes beside it under a free name (workflow-place.ts), an existing
 * pr-title.yml is kept; an existing configuration is kept.
 * `dryRun` writes nothing.
 */
export async function initFlow(context: FlowContext, options: InitOptions): Promise<InitResult> {
  if (options.publishWith === "pypa" && options.workflows === false) {
    throw new ConfigError(
      "--publish-with pypa sets up the upload in the release workflow, and --no-workflow writes no workflow; drop one of them (without a workflow, your own runs `releaser release --skip-publish` and uploads dist/)",
    );
  }
  const repo = await openRepository(context.cwd, context.env);
  const pyproject = await readRepoText(repo.root, "pyproject.toml", ConfigError);
  const pyprojectText = pyproject?.text;
  const loaded = await loadConfig(repo.root, { configFile: context.configFile, cwd: context.cwd });
  // A repository of several packages (DESIGN 8) is set up for each of them.
  const found = await detectWorkspace(repo.root, loaded);
  if (found !== undefined) return initWorkspace(context, options, repo.root, loaded, found);
  // A project described by setup.py or setup.cfg alone gets its configuration in releaser.toml.
  const setuptoolsOnly =
    pyproject === undefined &&
    ((await exists(join(repo.root, "setup.py"))) || (await exists(join(repo.root, "setup.cfg"))));
  if (pyproject === undefined && !setuptoolsOnly) {
    throw new ConfigError(
      `there is no pyproject.toml, setup.cfg or setup.py at the repository root (${repo.root}); releaser releases a Python project described there: create one first (e.g. with \`uv init\`, \`poetry init\` or \`hatch new --init\`), then run init`,
    );
  }
  const project = await readProject(repo.root, loaded);
  const tags = await readTags(repo.root, context.env);
  const { tool, why } = chooseTool(loaded.config, await readProjectFacts(repo.root, loaded));
  const configured = loaded.files.length > 0;
  const migration = configured
    ? undefined
    : (migrateFrom(loaded.pyproject?.data) ??
      (await migrateFromReleasePlease(
        async (path) => (await readRepoText(repo.root, path, ConfigError).catch(() => undefined))?.text,
      )));
  if (migration !== undefined) {
    keepFoundModules(migration, project.targets);
    await vetMigration(repo.root, loaded, migration);
  }
  // A configuration that exists decides; then the tool used before; then the tags and origin.
  const tagStyle = configured
    ? { format: loaded.config.tag_format, why: `from ${loaded.files.at(-1)}` }
    : migratedTagFormat(migration, tags.all, project.name);
  const branch = isConfigured(loaded.layers, ["release_branch"])
    ? { name: loaded.config.release_branch, why: `from ${loaded.files.at(-1)}` }
    : migration?.releaseBranch !== undefined
      ? { name: migration.releaseBranch, why: `from ${migration.from}` }
      : await defaultBranch(repo.root, context.env);
  const facts: InitFacts = {
    migration,
    releaseBranch: branch.name,
    releaseBranchWhy: branch.why,
    tagFormat: tagStyle.format,
    tagFormatWhy: tagStyle.why,
    calver: configured ? undefined : calverStyle(tags.all, tagStyle.format, context),
    files: writtenFiles(project, loaded.config.changelog_file),
    versionPlaces: versionPlaces(project),
    tool: `${tool.name} (${why})`,
    toolName: tool.name,
    toolPackages: tool.pipPackages,
    changelogFile: loaded.config.changelog_file,
    releaserVersion: VERSION,
    versionFromTag: tagDerivedBy(project),
    publishWith: options.publishWith,
    projectName: project.name,
  };
  const warnings: string[] = [];
  const notes: string[] = [];
  if (!configured) {
    // The changelog the project has (DESIGN 4): init writes down what the loader found.
    const found = loaded.changelog;
    if (found !== undefined && found.source !== "default")
      facts.changelogFound = { path: found.path, source: found.source };
    else if (migration?.changelogFile === undefined) {
      // Deeper in docs/ than the search goes: named in a comment and a note, not set (deepChangelogNote).
      facts.deepChangelogs = await findDeepChangelogs(repo.root);
      if (facts.deepChangelogs.length > 0)
        notes.push(deepChangelogNote(facts.deepChangelogs, facts.changelogFile));
    }
    facts.gitmoji = gitmojiHistory(await readRecentSubjects(repo.root, context.env));
    if (facts.gitmoji !== undefined) notes.push(gitmojiNote(facts.gitmoji));
  }
  // What the written configuration will make of the project: the files update writes.
  // Every value was vetted: a refusal here is releaser's own mistake, said rather than written.
  const planned = configured
    ? { config: loaded.config, project }
    : await plannedProject(repo.root, loaded, plannedValues(facts));
  facts.files = writtenFiles(planned.project, planned.config.changelog_file);
  facts.versionPlaces = versionPlaces(planned.project);
  const bumpversion = planned.project.bumpversionFile;
  if (bumpversion !== undefined) {
    notes.push(
      `${bumpversion} (bumpversion) is read as it is: \`update\` writes its current_version and the files it lists, so bump-my-version is no longer needed for a release`,
    );
  }
  for (const copy of planned.project.staleCopies) {
    warnings.push(
      `${copy.path}:${copy.line} ${copy.text} carries the version too, and \`update\` would leave it behind: add ${copy.entry} to version_files`,
    );
  }
  facts.changelogFile = planned.config.changelog_file;
  if (facts.versionFromTag !== undefined) notes.push(tagDerivedNote(facts.versionFromTag));
  else if (!configured && planned.project.version === undefined) {
    warnings.push(
      `no file carries the version releaser would write: add \`version = "1.2.3"\` to [project] in pyproject.toml, or name the file with version_files ("path.py:VARIABLE", "path/VERSION", or { path, pattern }); \`update\` stops until then`,
    );
  }
  const untagged = await findUntaggedVersion(context, repo, planned.config, planned.project);
  if (untagged !== undefined) warnings.push(untaggedText(untagged));

  const files: InitFile[] = [
    configured
      ? {
          path: loaded.files.at(-1) as string,
          action: "keep",
          text: "",
          why: "releaser is configured here already; init leaves it as it is",
        }
      : pyprojectText === undefined
        ? {
            path: "releaser.toml",
            action: "create",
            text: configText(facts, "top-level"),
            why: "there is no pyproject.toml: the project is described by setup.py/setup.cfg",
          }
        : await configFile(repo.root, pyprojectText, (table) => configText(facts, table)),
  ];
  const existing = await withWorkflows(repo.root, options, facts, files, warnings, notes);
  if (!options.dryRun) await writeFiles(repo.root, files, pyprojectText ?? "");
  return { facts, files, warnings, notes, existing, untagged };
}

/**
 * init in a repository of several packages (DESIGN 8): each package reported as `check` will
 * read it, the root's configuration (and a package's own tag_format where its tags need it), and
 * the same workflows as a single project's: release-pr and release take every package.
 */
async function initWorkspace(
  context: FlowContext,
  options: InitOptions,
  root: string,
  loaded: LoadedConfig,
  found: FoundWorkspace,
): Promise<InitResult> {
  const names = found.workspace.members.map((m) => m.name);
  if (options.publishWith === "pypa") {
    throw new ConfigError(
      `--publish-with pypa uploads one dist/ folder from its own job, and this repository releases several packages (${names.join(", ")}); nothing was written: leave out --publish-with, and releaser uploads each package's files as it releases it`,
    );
  }
  const configured = loaded.files.length > 0;
  const tags = await readTags(root, context.env);
  const branch = isConfigured(loaded.layers, ["release_branch"])
    ? { name: loaded.config.release_branch, why: `from ${loaded.files.at(-1)}` }
    : await defaultBranch(root, context.env);
  const { tool, why } = chooseTool(loaded.config, await readProjectFacts(root, loaded));
  const facts: InitFacts = {
    releaseBranch: branch.name,
    releaseBranchWhy: branch.why,
    tagFormat: PACKAGE_TAG_FORMAT,
    tagFormatWhy: "the default for a package of several",
    files: [],
    tool: `${tool.name} (${why})`,
    toolName: tool.name,
    toolPackages: tool.pipPackages,
    changelogFile: loaded.config.changelog_file,
    releaserVersion: VERSION,
    publishWith: options.publishWith,
  };
  const notes: string[] = [];
  if (!configured) {
    facts.gitmoji = gitmojiHistory(await readRecentSubjects(root, context.env));
    if (facts.gitmoji !== undefined) notes.push(gitmojiNote(facts.gitmoji));
    const migration = migrateFrom(loaded.pyproject?.data);
    if (migration !== undefined) {
      notes.push(
        `the root's ${migration.from} settings are not taken over: they describe one project, and each package here is released on its own (its tags, version files and changelog in its folder); remove them once releaser releases`,
      );
    }
  }
  const setup = await setUpWorkspace(root, loaded, found, tags.all, facts);
  const files = setup.files;
  const warnings = [...setup.warnings];
  notes.push(...setup.notes);
  const existing = await withWorkflows(root, options, facts, files, warnings, notes);
  if (!options.dryRun) await writeFiles(root, files, loaded.pyproject?.text ?? "");
  const workspace = {
    source: setup.source,
    proposed: setup.proposed,
    packages: setup.packages,
    // PyPI matches a trusted publisher by project, repository and workflow: one per package.
    trustedPublishers:
      options.workflows === false ? undefined : trustedPublishersText(names, releaseFileName(files)),
  };
  return { facts, files, warnings, notes, existing, untagged: undefined, workspace };
}

/** The release workflow's file name (release.yml, or releaser.yml beside the project's own). */
function releaseFileName(files: readonly InitFile[]): string {
  const path = files.find((f) =>
    /^\.github\/workflows\/(release|releaser|release-releaser)\.ya?ml$/.test(f.path),
  )?.path;
  return path?.split("/").at(-1) ?? "release.yml";
}

/**
 * The release and pull-request-title workflows added to `files` (none with `workflows: false`:
 * nothing of .github/ is read or written), with the warnings and notes they bring; the release
 * and publish jobs the project has already.
 */
async function withWorkflows(
  root: string,
  options: InitOptions,
  facts: InitFacts,
  files: InitFile[],
  warnings: string[],
  notes: string[],
): Promise<ExistingRelease[]> {
  if (options.workflows === false) {
    // The project keeps its own release workflow: nothing of .github/ is read or written.
    return [];
  }
  const place = await placeReleaseWorkflow(root, options.force);
  const releasePath = place.path;
  const prTitlePath = await workflowPath(root, PR_TITLE_WORKFLOW);
  // The project's own release.yml kept beside releaser's is read like any other workflow, so a
  // job of it that releases or publishes is named with what to remove.
  const existingReleases = await findExistingReleases(root, new Set([releasePath, prTitlePath]));
  const releaseName = releasePath.split("/").at(-1);
  warnings.push(...existingReleases.map((found) => describeExistingRelease(found, releaseName)));
  // The project's own release.yaml that publishes, replaced with --force: said what goes.
  const own = place.there === "project" ? await readWorkflow(root, releasePath) : undefined;
  const ownWhat =
    own === undefined || own.releases.length === 0 ? undefined : describeOwnRelease(own.releases, own.jobs);
  const releaseWritten = await releaseFile(root, place, releaseWorkflow(facts), ownWhat, options.force);
  files.push(releaseWritten);
  // PyPI matches a trusted publisher by the workflow's file name and, when it names one, the
  // environment. An earlier workflow kept as it is says nothing of either.
  if (options.publishWith === "pypa" && releaseWritten.action !== "keep") {
    notes.push(
      `the publish job of ${releaseName} uploads with trusted publishing: on PyPI, add a trusted publisher for this repository with the workflow ${releaseName} and the environment pypi`,
    );
  }
  const prTitleThere = (await readRepoText(root, prTitlePath, ConfigError)) !== undefined;
  const prTitleText = prTitleWorkflow(facts);
  files.push(
    prTitleThere && !options.force
      ? {
          path: prTitlePath,
          action: "keep",
          text: prTitleText,
          why: "there already: init leaves it as it is; --force replaces it with the text below",
        }
      : { path: prTitlePath, action: prTitleThere ? "overwrite" : "create", text: prTitleText },
  );
  return existingReleases;
}

/**
 * releaser's release workflow as a file to write: new, releaser's own from an earlier init (kept;
 * --force writes it afresh), the project's own (only with --force: replaced, saying what goes),
 * or new beside the project's own release.yml, which is named with its jobs: both would release
 * the same commits, and the warnings say which job to remove.
 */
async function releaseFile(
  root: string,
  place: ReleasePlace,
  text: string,
  ownWhat: string | undefined,
  force: boolean,
): Promise<InitFile> {
  const { path } = place;
  if (place.there === "releaser") {
    return force
      ? { path, action: "overwrite", text }
      : {
          path,
          action: "keep",
          text,
          why: "releaser's workflow from an earlier init: left as it is; --force replaces it with the text below",
        };
  }
  if (place.there === "project")
    return { path, action: "overwrite", text, ...(ownWhat ? { why: ownWhat } : {}) };
  if (place.beside === undefined) return { path, action: "create", text };
  const beside = await readWorkflow(root, place.beside);
  const jobs =
    beside === undefined
      ? "which does not parse"
      : beside.jobs.length === 0
        ? "with no jobs"
        : `with ${beside.jobs.length === 1 ? "job" : "jobs"} ${beside.jobs.join(", ")}`;
  const name = path.split("/").at(-1);
  const doubles =
    beside !== undefined && beside.releases.length > 0
      ? `; it ${beside.releases.some((r) => r.kind === "release") ? "releases" : "publishes"} too, so every version would go out twice: remove its ${beside.releases.length === 1 ? "job" : "jobs"} ${beside.releases.map((r) => r.job).join(", ")} (or the file), or pass --force to put releaser's workflow in ${place.beside} instead`
      : "; it neither releases nor publishes, so both can stay";
  return {
    path,
    action: "create",
    text,
    why: `${place.beside} is the project's own (${jobs}), left as it is, so releaser's workflow goes in ${name}; a PyPI trusted publisher names ${name}${doubles}`,
  };
}

/**
 * Where a workflow goes: the `.yaml` twin of its name when that exists and the `.yml` does not,
 * so the project's own pr-title.yaml is kept (or, with --force, replaced), never doubled.
 */
async function workflowPath(root: string, path: string): Promise<string> {
  const twin = path.replace(/\.yml$/, ".yaml");
  const there = async (p: string) =>
    (await readRepoText(root, p, ConfigError).catch(() => undefined)) !== undefined;
  return !(await there(path)) && (await there(twin)) ? twin : path;
}

/** The configuration values the written table holds, as the loader will read them. */
function plannedValues(facts: InitFacts): Record<string, unknown> {
  const m = facts.migration;
  const values: Record<string, unknown> = {
    release_branch: facts.releaseBranch,
    tag_format: facts.tagFormat,
  };
  if (facts.calver !== undefined) {
    values.version_scheme = "calver";
    values.calver_format = facts.calver.format;
  }
  // towncrier's file stays a comment in the table (the loader finds it again), but is planned.
  const changelog = m?.changelogFile ?? facts.changelogFound?.path;
  if (changelog !== undefined) values.changelog_file = changelog;
  if (facts.gitmoji !== undefined) values.parsers = [{ preset: "gitmoji" }];
  if (m === undefined) return values;
  if (m.versionFiles.length > 0) values.version_files = m.versionFiles;
  if (m.commitMessage !== undefined) values.commit_message = m.commitMessage;
  if (m.majorOnZero !== undefined) values.major_on_zero = m.majorOnZero;
  if (m.changelogSections !== undefined || m.hiddenTypes !== undefined) {
    values.changelog = { sections: m.changelogSections ?? {}, hidden: m.hiddenTypes ?? [] };
  }
  return values;
}

/**
 * Python version_files replace releaser's own search for `__version__` (DESIGN 5), so the
 * modules that search finds now are listed first: the migrated setting adds places, it does not
 * drop the package's own `__version__` (which release-please's Python strategy writes too).
 */
function keepFoundModules(migration: Migration, found: readonly VersionTarget[]): void {
  const entries = migration.versionFiles.map(parseVersionFileEntry);
  if (!entries.some((t) => t.kind === "python")) return;
  const listed = new Set(entries.map((t) => t.path));
  const modules = found.flatMap((t) =>
    t.kind === "python" && !listed.has(t.path) ? [`${t.path}:${t.variable}`] : [],
  );
  migration.versionFiles.unshift(...modules);
}

/**
 * The tag format taken over from the tool used before, unless the existing tags say otherwise:
 * when none of them has the migrated shape but release tags of another shape exist, the tags
 * win (the history that tool really made must keep working).
 */
function migratedTagFormat(
  migration: Migration | undefined,
  tags: readonly string[],
  name: string | undefined,
): { format: string; why: string } {
  const inferred = inferTagFormat(tags, name);
  if (migration?.tagFormat === undefined) return inferred;
  const taken = { format: migration.tagFormat, why: `from ${migration.from}` };
  let shaped = false;
  try {
    const format = compileTagFormat(migration.tagFormat);
    shaped = tags.some((tag) => format.parse(tag) !== undefined);
  } catch {
    return inferred; // not a usable format: the tags decide
  }
  const tagged = inferred.format !== migration.tagFormat && inferred.fromTags;
  return shaped || !tagged
    ? taken
    : {
        format: inferred.format,
        why: `${inferred.why}; ${migration.from} would make ${migration.tagFormat.replace("{version}", "1.2.3")}, which no tag looks like`,
      };
}

export { inferTagFormat };
