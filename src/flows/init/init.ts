import { mkdir, unlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import { parse } from "smol-toml";
import { loadConfig } from "../../config/load.ts";
import { isConfigured } from "../../config/values.ts";
import { ConfigError } from "../../core/errors.ts";
import { compileTagFormat } from "../../core/tag-format.ts";
import { inferTagFormat } from "../../core/tag-shape.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";
import { resolveRepoPath } from "../../fs/repo-path.ts";
import { writeFileAtomic } from "../../fs/write-atomic.ts";
import { openRepository } from "../../git/repository.ts";
import { runGit } from "../../git/run.ts";
import { readTags } from "../../git/tags.ts";
import { readCurrentBranch } from "../../git/worktree.ts";
import { exists } from "../../project/build-version-sources.ts";
import { type Project, readProject, writtenFiles } from "../../project/read-project.ts";
import { parseVersionFileEntry, type VersionTarget } from "../../project/version-target.ts";
import { chooseTool, readProjectFacts } from "../../publish/tools/choose-tool.ts";
import { VERSION } from "../../runtime/version.ts";
import type { FlowContext } from "../shared/context.ts";
import { calverStyle } from "./calver-style.ts";
import { gitmojiHistory, gitmojiNote, readRecentSubjects } from "./commit-style.ts";
import { deepChangelogNote, findDeepChangelogs } from "./deep-changelog.ts";
import {
  describeExistingRelease,
  describeOwnRelease,
  type ExistingRelease,
  findExistingReleases,
  readWorkflow,
} from "./existing-releases.ts";
import { type Migration, migrateFrom } from "./migrate.ts";
import { migrateFromReleasePlease } from "./migrate-release-please.ts";
import {
  configText,
  type InitFacts,
  type PublishWith,
  prTitleWorkflow,
  releaseWorkflow,
} from "./templates.ts";
import {
  findUntaggedVersion,
  tagDerivedBy,
  tagDerivedNote,
  type UntaggedVersion,
  untaggedText,
} from "./version-report.ts";
import { plannedProject, vetMigration } from "./vet.ts";
import { placeReleaseWorkflow, type ReleasePlace } from "./workflow-place.ts";
import { refuseWorkspace } from "./workspace-refusal.ts";

/** One file `init` writes, and what happens to it. */
export interface InitFile {
  path: string;
  /**
   * create: new; append: added at the end of an existing file (the rest byte for byte);
   * overwrite: replaced (--force); keep: left as it is (it exists, or releaser is configured).
   */
  action: "create" | "append" | "overwrite" | "keep";
  /** The text written (for append: the text added). */
  text: string;
  why?: string;
}

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
  // A project described by setup.py or setup.cfg alone gets its configuration in releaser.toml.
  const setuptoolsOnly =
    pyproject === undefined &&
    ((await exists(join(repo.root, "setup.py"))) || (await exists(join(repo.root, "setup.cfg"))));
  if (pyproject === undefined && !setuptoolsOnly) {
    throw new ConfigError(
      `there is no pyproject.toml, setup.cfg or setup.py at the repository root (${repo.root}); releaser releases a Python project described there: create one first (e.g. with \`uv init\`, \`poetry init\` or \`hatch new --init\`), then run init`,
    );
  }
  const pyprojectText = pyproject?.text;
  const loaded = await loadConfig(repo.root, { configFile: context.configFile, cwd: context.cwd });
  await refuseWorkspace(repo.root, loaded);
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
        : await configFile(repo.root, pyprojectText, facts),
  ];
  if (options.workflows === false) {
    // The project keeps its own release workflow: nothing of .github/ is read or written.
    if (!options.dryRun) await writeFiles(repo.root, files, pyprojectText ?? "");
    return { facts, files, warnings, notes, existing: [], untagged };
  }
  const place = await placeReleaseWorkflow(repo.root, options.force);
  const releasePath = place.path;
  const prTitlePath = await workflowPath(repo.root, PR_TITLE_WORKFLOW);
  // The project's own release.yml kept beside releaser's is read like any other workflow, so a
  // job of it that releases or publishes is named with what to remove.
  const existingReleases = await findExistingReleases(repo.root, new Set([releasePath, prTitlePath]));
  const releaseName = releasePath.split("/").at(-1);
  warnings.push(...existingReleases.map((found) => describeExistingRelease(found, releaseName)));
  // The project's own release.yaml that publishes, replaced with --force: said what goes.
  const own = place.there === "project" ? await readWorkflow(repo.root, releasePath) : undefined;
  const ownWhat =
    own === undefined || own.releases.length === 0 ? undefined : describeOwnRelease(own.releases, own.jobs);
  const releaseWritten = await releaseFile(repo.root, place, releaseWorkflow(facts), ownWhat, options.force);
  files.push(releaseWritten);
  // PyPI matches a trusted publisher by the workflow's file name and, when it names one, the
  // environment. An earlier workflow kept as it is says nothing of either.
  if (options.publishWith === "pypa" && releaseWritten.action !== "keep") {
    notes.push(
      `the publish job of ${releaseName} uploads with trusted publishing: on PyPI, add a trusted publisher for this repository with the workflow ${releaseName} and the environment pypi`,
    );
  }
  const prTitleThere = (await readRepoText(repo.root, prTitlePath, ConfigError)) !== undefined;
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
  if (!options.dryRun) await writeFiles(repo.root, files, pyprojectText ?? "");
  return { facts, files, warnings, notes, existing: existingReleases, untagged };
}

/** Each place the version lives, with why it is one (the build's own terms). */
function versionPlaces(project: Project): string[] {
  const byPath = new Map<string, string[]>();
  for (const target of project.targets) {
    const whys = byPath.get(target.path) ?? [];
    const why = project.reasons.get(target);
    if (why !== undefined && !whys.includes(why)) whys.push(why);
    byPath.set(target.path, whys);
  }
  return [...byPath].map(([path, whys]) => (whys.length === 0 ? path : `${path} (${whys.join("; ")})`));
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
 * Where the configuration goes: appended to pyproject.toml when the result still parses and
 * reads back as [tool.releaser] (a `tool` written as an inline table or an array of tables
 * cannot take another table), else a releaser.toml of its own.
 */
async function configFile(root: string, pyprojectText: string, facts: InitFacts): Promise<InitFile> {
  const text = appended(pyprojectText, configText(facts, "tool.releaser"));
  let fits = false;
  try {
    const tool = (parse(pyprojectText + text) as { tool?: { releaser?: unknown } }).tool;
    fits = typeof tool?.releaser === "object" && tool.releaser !== null && !Array.isArray(tool.releaser);
  } catch {
    fits = false;
  }
  if (fits) return { path: "pyproject.toml", action: "append", text };
  if ((await readRepoText(root, "releaser.toml", ConfigError)) !== undefined) {
    throw new ConfigError(
      "pyproject.toml defines `tool` in a way a [tool.releaser] table cannot be added to (an inline table or an array), and releaser.toml exists; add the configuration by hand",
    );
  }
  return {
    path: "releaser.toml",
    action: "create",
    text: configText(facts, "top-level"),
    why: "pyproject.toml defines `tool` in a way a [tool.releaser] table cannot be added to",
  };
}

/**
 * Writes the files: every folder made and every target checked first, then the workflows, and
 * pyproject.toml last, so a refusal on the way leaves the project's own file as it was.
 */
async function writeFiles(root: string, files: readonly InitFile[], pyprojectText: string): Promise<void> {
  const writes = files.filter((f) => f.action !== "keep");
  const targets = new Map<InitFile, string>();
  for (const file of writes) {
    const target = await resolveRepoPath(root, file.path).catch((error: Error) => {
      throw new ConfigError(`${file.path}: ${error.message}; nothing was written`);
    });
    await mkdir(dirname(target.abs), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      throw new ConfigError(
        `cannot make the folder for ${file.path} (${error.code ?? error.message}: is a part of ${dirname(file.path)} a file?); nothing was written`,
      );
    });
    targets.set(file, target.abs);
  }
  const last = (file: InitFile) => Number(file.path === "pyproject.toml");
  const created: InitFile[] = [];
  const replaced: InitFile[] = [];
  for (const file of [...writes].sort((a, b) => last(a) - last(b))) {
    const text = file.action === "append" ? pyprojectText + file.text : file.text;
    try {
      await writeFileAtomic(targets.get(file) as string, text);
      (file.action === "create" ? created : replaced).push(file);
    } catch (error) {
      // The files this run created go again, so a second run starts from the same project.
      for (const done of created) await unlink(targets.get(done) as string).catch(() => undefined);
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      const paths = (list: InitFile[]) => list.map((f) => f.path).join(" and ");
      const undone = created.length > 0 ? `; ${paths(created)} removed again` : "";
      const kept = replaced.length > 0 ? `; ${paths(replaced)} replaced already (--force)` : "";
      throw new ConfigError(
        `could not write ${file.path} (${code})${undone}${kept}; nothing else was written`,
      );
    }
  }
}

/** The text to add at the end: a blank line between the file's last table and the new one. */
function appended(existing: string, table: string): string {
  const newline = existing.includes("\r\n") ? "\r\n" : "\n";
  const gap = existing === "" ? "" : existing.endsWith("\n") ? newline : `${newline}${newline}`;
  return `${gap}${table.replaceAll("\n", newline)}`;
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

/**
 * The branch releases are made from: origin's default branch (origin/HEAD, as a clone sets it),
 * else origin's or the repository's main or master, else the current branch, else main.
 */
async function defaultBranch(root: string, env: NodeJS.ProcessEnv): Promise<{ name: string; why: string }> {
  const remote = await runGit(["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"], {
    cwd: root,
    env,
    allowedCodes: [1, 128],
  });
  const fromOrigin = remote.code === 0 ? remote.stdout.trim().replace(/^origin\//, "") : "";
  if (fromOrigin !== "") return { name: fromOrigin, why: "origin's default branch" };
  for (const ref of [
    "refs/remotes/origin/main",
    "refs/remotes/origin/master",
    "refs/heads/main",
    "refs/heads/master",
  ]) {
    const found = await runGit(["rev-parse", "--verify", "--quiet", ref], {
      cwd: root,
      env,
      allowedCodes: [1, 128],
    });
    if (found.code === 0) {
      return {
        name: ref.split("/").at(-1) as string,
        why: `${ref.replace(/^refs\/(remotes\/|heads\/)/, "")} exists; origin names no default branch`,
      };
    }
  }
  const current = await readCurrentBranch(root, env);
  return current === undefined
    ? { name: "main", why: "no branch to go by: the default" }
    : { name: current, why: "the current branch; origin names no default branch" };
}

export { inferTagFormat };
