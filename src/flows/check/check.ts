import { type LoadedConfig, loadConfig } from "../../config/load.ts";
import { ConfigError, ReleaseError } from "../../core/errors.ts";
import { openRepository } from "../../git/repository.ts";
import { readTags } from "../../git/tags.ts";
import { findWorkspace, type Workspace, type WorkspaceMember } from "../../workspace/members.ts";
import type { FlowContext, VersionOverrides } from "../shared/context.ts";
import { readJournal } from "../update/update-journal.ts";
import { type CheckShared, checkPackage } from "./check-package.ts";
import type {
  CheckOptions,
  CheckResult,
  PackageCheck,
  RepositoryCheck,
  RepositoryCheckOptions,
} from "./check-types.ts";

// What check takes and finds (check-types.ts), re-exported for the many flows and commands that
// import them beside the check flow.
export type {
  CheckOptions,
  CheckResult,
  PackageCheck,
  RepositoryCheck,
  RepositoryCheckOptions,
} from "./check-types.ts";

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
  const found = await findWorkspace(repo.root, {
    rootPyproject: fromFiles.pyproject?.data,
    packages:
      fromFiles.config.packages.length === 0
        ? undefined
        : { globs: fromFiles.config.packages, from: settingFile(fromFiles, "packages") },
  });
  const wanted = options.packages ?? [];
  const together = found !== undefined && fromFiles.config.shared_version;
  // Released together (shared_version): the tags that carry no name are every package's own.
  const workspace = together ? releasedTogether(found, wanted) : found;
  if (workspace === undefined && hasUvWorkspace(fromFiles.pyproject?.data)) {
    // uv's members may match nothing yet (no packages/ folder): the root is then the one project.
    context.warn(
      "[tool.uv.workspace] lists no package here (its members match no folder with a pyproject.toml), so the root's project is released as the one project; if the root is private, add the packages first",
    );
  }
  if (workspace === undefined && fromFiles.config.shared_version) {
    context.warn(
      `shared_version (${settingFile(fromFiles, "shared_version")}) links the packages of a repository of several, and this one releases one project at its root, so it changes nothing; remove it, or list the packages with packages = ["packages/*"]`,
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
  const shared: CheckShared = { context, options, repo, tagsRead, journal, interrupted: undefined };
  // The packages' own flow (pins between them, a shared version, their warnings) loads only for a
  // repository of several: a single project's check never needs it (start-up, issue 45).
  const { checkMembers } = await import("./check-members.ts");
  const packages = await checkMembers(shared, fromFiles, workspace, { overrides, wanted, together });
  return { kind: "workspace", workspace, packages };
}

/**
 * The workspace of packages released together (shared_version, DESIGN 8): each package reads the
 * tags that carry no name as its own, and a release takes them all, so `--package` is refused.
 */
function releasedTogether(workspace: Workspace, wanted: readonly string[]): Workspace {
  const names = workspace.members.map((m) => m.name).join(", ");
  if (wanted.length > 0) {
    throw new ConfigError(
      `--package ${wanted[0]}: shared_version releases the packages together (${names}), one version and one tag for all, so a release takes every one; leave out --package`,
    );
  }
  return { ...workspace, members: workspace.members.map((m) => ({ ...m, sole: true })) };
}

function hasUvWorkspace(pyproject: Record<string, unknown> | undefined): boolean {
  const tool = pyproject?.tool as { uv?: { workspace?: unknown } } | undefined;
  return typeof tool?.uv?.workspace === "object" && tool.uv.workspace !== null;
}

/** The file that set a key last (the one whose value counts), for messages. */
function settingFile(loaded: LoadedConfig, key: string): string {
  const layer = [...loaded.layers].reverse().find((l) => key in l.values);
  return layer?.file ?? "the configuration";
}
