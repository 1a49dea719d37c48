import { join } from "node:path";
import { loadConfig } from "../../config/load.ts";
import { isConfigured } from "../../config/values.ts";
import { ConfigError } from "../../core/errors.ts";
import { trunkOf } from "../../core/release-lines.ts";
import { inferTagFormat } from "../../core/tag-shape.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";
import { readRemoteUrl } from "../../git/remote.ts";
import { openRepository } from "../../git/repository.ts";
import { readTags } from "../../git/tags.ts";
import { resolveProvider } from "../../host/settings.ts";
import { exists } from "../../project/build-version-sources.ts";
import { readProject, writtenFiles } from "../../project/read-project.ts";
import { chooseTool, readProjectFacts } from "../../publish/tools/choose-tool.ts";
import { VERSION } from "../../runtime/version.ts";
import { calverStyle } from "../shared/calver-style.ts";
import type { FlowContext } from "../shared/context.ts";
import { FALLBACK_BRANCH } from "../shared/release-branch.ts";
import { detectTowncrier } from "../shared/towncrier.ts";
import {
  gitmojiHistory,
  gitmojiNote,
  readRecentSubjects,
  scientificHistory,
  scientificNote,
} from "./commit-style.ts";
import { configFile } from "./config-file.ts";
import { configText } from "./config-template.ts";
import { deepChangelogNote, findDeepChangelogs } from "./deep-changelog.ts";
import { defaultBranch } from "./default-branch.ts";
import { compiledBackend, type InitFacts } from "./init-facts.ts";
import { type InitFile, writeFiles } from "./init-files.ts";
import type { InitOptions, InitResult } from "./init-types.ts";
import { initWorkspace } from "./init-workspace.ts";
import { migrateFrom } from "./migrate.ts";
import { migrateFromReleasePlease } from "./migrate-release-please.ts";
import { keepFoundModules, migratedTagFormat } from "./migrated-settings.ts";
import { plannedValues } from "./planned-values.ts";
import { findPlatformWheelBuilds } from "./platform-wheels.ts";
import { takeVersionLines } from "./version-lines.ts";
import {
  findUntaggedVersion,
  tagDerivedBy,
  tagDerivedNote,
  untaggedText,
  versionPlaces,
} from "./version-report.ts";
import { plannedProject, vetMigration } from "./vet.ts";
import { withWorkflows } from "./workflow-files.ts";
import { detectWorkspace } from "./workspace-init.ts";

export { PR_TITLE_WORKFLOW } from "./workflow-files.ts";
export { RELEASE_WORKFLOW } from "./workflow-place.ts";
export type { InitFile };

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
    await takeVersionLines(repo.root, migration, project.version);
    keepFoundModules(migration, project.targets);
    await vetMigration(repo.root, loaded, migration);
  }
  // A configuration that exists decides; then the tool used before; then the tags and origin.
  const tagStyle = configured
    ? { format: loaded.config.tag_format, why: `from ${loaded.files.at(-1)}` }
    : migratedTagFormat(migration, tags.all, project.name);
  const branch = isConfigured(loaded.layers, ["release_branch"])
    ? {
        name: trunkOf(loaded.config.release_branch) ?? FALLBACK_BRANCH,
        why: `from ${loaded.files.at(-1)}`,
        list: typeof loaded.config.release_branch === "string" ? undefined : loaded.config.release_branch,
      }
    : migration?.releaseBranch !== undefined
      ? { name: migration.releaseBranch, why: `from ${migration.from}` }
      : await defaultBranch(repo.root, context.env);
  const facts: InitFacts = {
    migration,
    releaseBranch: branch.name,
    releaseBranches: "list" in branch ? branch.list : undefined,
    releaseBranchWhy: branch.why,
    tagFormat: tagStyle.format,
    tagFormatWhy: tagStyle.why,
    calver: configured ? undefined : calverStyle(tags.all, tagStyle.format, context, tags.dates),
    files: writtenFiles(project, loaded.config.changelog_file),
    versionPlaces: versionPlaces(project),
    tool: `${tool.name} (${why})`,
    toolName: tool.name,
    toolPackages: tool.pipPackages,
    changelogFile: loaded.config.changelog_file,
    releaserVersion: VERSION,
    versionFromTag: tagDerivedBy(project),
    publishWith: options.publishWith,
    repositoryUrl: loaded.config.publish.repository_url,
    projectName: project.name,
    compiled: compiledBackend(project.pyproject?.buildBackend),
    towncrier: (await detectTowncrier(repo.root, loaded.pyproject?.data)) !== undefined,
    submodules: await exists(join(repo.root, ".gitmodules")),
  };
  const warnings: string[] = [];
  const notes: string[] = [];
  // Said only where releaser writes a GitHub workflow (not with --no-workflow, not on GitLab).
  let wheelsNote: string | undefined;
  if (facts.compiled === undefined) {
    // The project's own workflow builds platform wheels (cibuildwheel, mypyc, maturin): releaser's
    // builds them the same way, never only an sdist and a pure wheel.
    const [wheels] = await findPlatformWheelBuilds(repo.root);
    if (wheels !== undefined) {
      facts.compiled = wheels.builder;
      wheelsNote = `${wheels.path}: job ${wheels.job} builds platform wheels with ${wheels.builder}, so releaser's workflow builds them the same way (a matrix of ${wheels.builder} jobs and the sdist) and releases every file with \`release --dist\`; compare its matrix with that job's before you remove the job`;
    }
  }
  if (!configured) {
    // The changelog the project has (DESIGN 4): init writes down what the loader found.
    const found = loaded.changelog;
    // A changelog in a form releaser does not write, or a folder of one file per release: said.
    if (found?.warning !== undefined) notes.push(found.warning);
    if (found !== undefined && found.source !== "default")
      facts.changelogFound = { path: found.path, source: found.source };
    else if (migration?.changelogFile === undefined) {
      // Deeper in docs/ than the search goes: named in a comment and a note, not set (deepChangelogNote).
      facts.deepChangelogs = await findDeepChangelogs(repo.root);
      if (facts.deepChangelogs.length > 0)
        notes.push(deepChangelogNote(facts.deepChangelogs, facts.changelogFile));
    }
    const subjects = await readRecentSubjects(repo.root, context.env);
    facts.gitmoji = gitmojiHistory(subjects);
    if (facts.gitmoji !== undefined) notes.push(gitmojiNote(facts.gitmoji));
    facts.scientific = scientificHistory(subjects);
    if (facts.scientific !== undefined) notes.push(scientificNote(facts.scientific));
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
  const untagged = await findUntaggedVersion(context, repo, planned.config, planned.project, tags);
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
  // On GitLab (the origin's host, or host.provider), GitLab CI configuration instead of workflows.
  const origin = await readRemoteUrl(repo.root, "origin", context.env);
  const provider = resolveProvider(loaded.config, context.env, origin);
  if (wheelsNote !== undefined && options.workflows !== false && provider === "github")
    notes.push(wheelsNote);
  const existing = await withWorkflows(repo.root, options, facts, files, warnings, notes, provider, origin);
  if (!options.dryRun) await writeFiles(repo.root, files, pyprojectText ?? "");
  return { facts, files, warnings, notes, existing, untagged };
}

export { inferTagFormat };
