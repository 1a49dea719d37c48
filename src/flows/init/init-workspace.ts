import { join } from "node:path";
import type { LoadedConfig } from "../../config/load.ts";
import { PACKAGE_TAG_FORMAT } from "../../config/package-config.ts";
import { isConfigured } from "../../config/values.ts";
import { ConfigError } from "../../core/errors.ts";
import { trunkOf } from "../../core/release-lines.ts";
import { readRemoteUrl } from "../../git/remote.ts";
import { readTags } from "../../git/tags.ts";
import { resolveProvider } from "../../host/settings.ts";
import { exists } from "../../project/build-version-sources.ts";
import { readProject } from "../../project/read-project.ts";
import { chooseTool, readProjectFacts } from "../../publish/tools/choose-tool.ts";
import { VERSION } from "../../runtime/version.ts";
import { findWorkspace, normalisePackageName } from "../../workspace/members.ts";
import type { FlowContext } from "../shared/context.ts";
import { FALLBACK_BRANCH } from "../shared/release-branch.ts";
import {
  gitmojiHistory,
  gitmojiNote,
  readRecentSubjects,
  scientificHistory,
  scientificNote,
} from "./commit-style.ts";
import { defaultBranch } from "./default-branch.ts";
import type { InitFacts } from "./init-facts.ts";
import { type InitFile, writeFiles } from "./init-files.ts";
import type { InitOptions, InitResult } from "./init-types.ts";
import { migrateFrom } from "./migrate.ts";
import { type GroupCandidate, groupByPlainTags, type ReleaseGroup } from "./release-group.ts";
import { tagDerivedBy } from "./version-report.ts";
import { withWorkflows } from "./workflow-files.ts";
import { type FoundWorkspace, type PackageReport, setUpWorkspace } from "./workspace-init.ts";
import { tagsOfPackage, trustedPublishersText } from "./workspace-setup.ts";

/**
 * init in a repository of several packages (DESIGN 8): each package reported as `check` will
 * read it, the root's configuration (and a package's own tag_format where its tags need it), and
 * the same workflows as a single project's: release-pr and release take every package.
 */
export async function initWorkspace(
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
    ? {
        name: trunkOf(loaded.config.release_branch) ?? FALLBACK_BRANCH,
        why: `from ${loaded.files.at(-1)}`,
        list: typeof loaded.config.release_branch === "string" ? undefined : loaded.config.release_branch,
      }
    : await defaultBranch(root, context.env);
  const { tool, why } = chooseTool(loaded.config, await readProjectFacts(root, loaded));
  const facts: InitFacts = {
    releaseBranch: branch.name,
    releaseBranches: "list" in branch ? branch.list : undefined,
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
    submodules: await exists(join(root, ".gitmodules")),
  };
  const notes: string[] = [];
  if (!configured) {
    const subjects = await readRecentSubjects(root, context.env);
    facts.gitmoji = gitmojiHistory(subjects);
    if (facts.gitmoji !== undefined) notes.push(gitmojiNote(facts.gitmoji));
    facts.scientific = scientificHistory(subjects);
    if (facts.scientific !== undefined) notes.push(scientificNote(facts.scientific));
    const migration = migrateFrom(loaded.pyproject?.data);
    if (migration !== undefined) {
      notes.push(
        `the root's ${migration.from} settings are not taken over: they describe one project, and each package here is released on its own (its tags, version files and changelog in its folder); remove them once releaser releases`,
      );
    }
  }
  let setup = await setUpWorkspace(root, loaded, found, tags.all, facts);
  // Release tags that carry no package's name release the packages of their version (DESIGN 8).
  const regrouped = configured ? undefined : await regroup(root, loaded, found, setup.packages, tags.all);
  if (regrouped !== undefined) {
    setup = await setUpWorkspace(root, loaded, regrouped.found, tags.all, facts, regrouped.group);
  }
  const files = setup.files;
  const warnings = [...setup.warnings];
  notes.push(...setup.notes);
  // On GitLab (the origin's host, or host.provider), GitLab CI configuration instead of workflows.
  const origin = await readRemoteUrl(root, "origin", context.env);
  const provider = resolveProvider(loaded.config, context.env, origin);
  const existing = await withWorkflows(root, options, facts, files, warnings, notes, provider, origin);
  if (!options.dryRun) await writeFiles(root, files, loaded.pyproject?.text ?? "");
  const workspace = {
    source: setup.source,
    proposed: setup.proposed,
    packages: setup.packages,
    // PyPI matches a trusted publisher by project, repository and workflow: one per package.
    trustedPublishers:
      options.workflows === false
        ? undefined
        : trustedPublishersText(
            setup.packages.map((p) => p.name),
            releaseFileName(files),
          ),
  };
  return { facts, files, warnings, notes, existing, untagged: undefined, workspace };
}

/**
 * The packages the repository's plain release tags release (release-group.ts), as the workspace
 * init then configures: undefined when there are no such tags, no package carries their version,
 * or the one package they release is already the list's only one.
 */
async function regroup(
  root: string,
  loaded: LoadedConfig,
  found: FoundWorkspace,
  packages: readonly PackageReport[],
  tags: readonly string[],
): Promise<{ found: FoundWorkspace; group: ReleaseGroup } | undefined> {
  const candidates: GroupCandidate[] = packages.map((p) => ({
    name: p.name,
    path: p.path,
    version: p.version,
    fromTag: p.versionFromTag !== undefined,
    // Tags that carry its name (a lone member's release tags are the plain ones: not its own).
    ownTags: tagsOfPackage(tags, normalisePackageName(p.name)).length,
  }));
  const rootName = (loaded.pyproject?.data.project as { name?: unknown } | undefined)?.name;
  if (typeof rootName === "string" && !packages.some((p) => p.path === ".")) {
    const project = await readProject(root, loaded);
    candidates.unshift({
      name: rootName,
      path: ".",
      version: project.version,
      fromTag: tagDerivedBy(project) !== undefined,
      ownTags: 0,
    });
  }
  const group = groupByPlainTags(tags, candidates);
  if (group === undefined) return undefined;
  const members = found.workspace.members.map((m) => m.path);
  if (!group.shared && group.paths.length === members.length && group.paths.every((p) => members.includes(p)))
    return undefined;
  const workspace = await findWorkspace(root, {
    rootPyproject: loaded.pyproject?.data,
    packages: { globs: group.paths, from: "the configuration init writes" },
  });
  if (workspace === undefined) return undefined;
  const listed = group.shared ? workspace.members.map((m) => ({ ...m, sole: true })) : workspace.members;
  return { found: { workspace: { ...workspace, members: listed }, proposed: group.paths }, group };
}

/** The release workflow's file name (release.yml, or releaser.yml beside the project's own). */
function releaseFileName(files: readonly InitFile[]): string {
  const path = files.find((f) =>
    /^\.github\/workflows\/(release|releaser|release-releaser)\.ya?ml$/.test(f.path),
  )?.path;
  return path?.split("/").at(-1) ?? "release.yml";
}
