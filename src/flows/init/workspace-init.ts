import { join } from "node:path";
import type { LoadedConfig } from "../../config/load.ts";
import { loadPackageConfig, PACKAGE_TAG_FORMAT } from "../../config/package-config.ts";
import { isConfigured } from "../../config/values.ts";
import { ConfigError } from "../../core/errors.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";
import { exists } from "../../project/build-version-sources.ts";
import { readProject } from "../../project/read-project.ts";
import { chooseTool, type ProjectFacts, readProjectFacts } from "../../publish/tools/choose-tool.ts";
import {
  findWorkspace,
  pathInRepository,
  type Workspace,
  type WorkspaceMember,
} from "../../workspace/members.ts";
import { configFile } from "./config-file.ts";
import { workspaceConfigText } from "./config-template.ts";
import type { InitFacts } from "./init-facts.ts";
import type { InitFile } from "./init-files.ts";
import { findPackageFolders } from "./package-folders.ts";
import type { ReleaseGroup } from "./release-group.ts";
import { tagDerivedBy, tagDerivedNote, versionPlaces } from "./version-report.ts";
import {
  packageReleaseTags,
  packageTagFormatEdit,
  packageTagShape,
  proposePackageGlobs,
  rootProjectNote,
  unnamedTagsWarning,
} from "./workspace-setup.ts";

/** A repository of several packages as init found it. */
export interface FoundWorkspace {
  workspace: Workspace;
  /** The `packages` globs init writes; undefined when the configuration or uv lists the packages. */
  proposed: string[] | undefined;
}

/**
 * The packages of the repository: those the configuration or `[tool.uv.workspace]` lists, else,
 * when the root is no project and nothing is configured, the package folders below it
 * (`packages/*`), which init then lists in `packages`. Undefined for a single project.
 */
export async function detectWorkspace(
  root: string,
  loaded: LoadedConfig,
): Promise<FoundWorkspace | undefined> {
  const globs = loaded.config.packages;
  const listed = await findWorkspace(root, {
    rootPyproject: loaded.pyproject?.data,
    packages: globs.length === 0 ? undefined : { globs, from: loaded.files.at(-1) ?? "the configuration" },
  });
  if (listed !== undefined) return { workspace: listed, proposed: undefined };
  // A configuration that exists decides; a root that is a project is the one project.
  if (loaded.files.length > 0 || (await rootIsProject(root, loaded))) return undefined;
  const folders = await findPackageFolders(root);
  if (folders.length === 0) return undefined;
  const proposed = proposePackageGlobs(folders);
  const workspace = await findWorkspace(root, {
    rootPyproject: loaded.pyproject?.data,
    packages: { globs: proposed, from: "the configuration init writes" },
  });
  return workspace === undefined ? undefined : { workspace, proposed };
}

async function rootIsProject(root: string, loaded: LoadedConfig): Promise<boolean> {
  const data = loaded.pyproject?.data as { project?: unknown; tool?: { poetry?: unknown } } | undefined;
  if (data?.project !== undefined || data?.tool?.poetry !== undefined) return true;
  return (await exists(join(root, "setup.py"))) || (await exists(join(root, "setup.cfg")));
}

/** What init found for one package, as it reports it. */
export interface PackageReport {
  name: string;
  /** Its folder, from the repository's root. */
  path: string;
  /** The version its files carry (undefined: none, or it comes from the tag). */
  version: string | undefined;
  /** Where the version lives and why, from the repository's root. */
  versionPlaces: string[];
  /** The tool the build takes the version from the tag with. */
  versionFromTag: string | undefined;
  /** Its tag format, with its name written out, and why. */
  tagFormat: string;
  tagFormatWhy: string;
  /** Its release tags of that shape, newest first. */
  releaseTags: string[];
  /** Its changelog, from the repository's root, and whether it exists now (else `update` creates it). */
  changelog: { path: string; exists: boolean; towncrier: boolean };
  /** The build tool its release uses, and why. */
  tool: string;
}

/** The root's configuration and the packages' files init writes, and what it says about them. */
export interface WorkspaceSetup {
  source: string;
  proposed: string[] | undefined;
  packages: PackageReport[];
  files: InitFile[];
  warnings: string[];
  notes: string[];
}

/**
 * Each package as `check` will read it (its configuration over the root's, its version files,
 * its tags and their shape, its changelog), and the files that make it so: the root's
 * configuration (the whole repository's keys, `packages` when init found the folders), and a
 * package's own `tag_format` when its tags have another shape than `{name}-v{version}`. The
 * root's version is never read for a release nor written.
 */
export async function setUpWorkspace(
  root: string,
  loaded: LoadedConfig,
  found: FoundWorkspace,
  tags: readonly string[],
  facts: InitFacts,
  /** The packages the plain release tags release, when init found them (release-group.ts). */
  group?: ReleaseGroup,
): Promise<WorkspaceSetup> {
  const { workspace, proposed } = found;
  const warnings: string[] = [];
  const notes: string[] = [];
  const packages: PackageReport[] = [];
  const packageFiles: InitFile[] = [];
  const tools = new Map<string, readonly string[]>();
  const rootFacts = await readProjectFacts(root, loaded);
  const fromTag = new Map<string, string[]>();
  for (const member of workspace.members) {
    const report = await packageReport(
      root,
      loaded,
      member,
      tags,
      rootFacts,
      warnings,
      group?.shared === true,
    );
    packages.push(report.report);
    tools.set(report.tool.name, report.tool.pipPackages);
    if (report.file !== undefined) packageFiles.push(report.file);
    const by = report.report.versionFromTag;
    if (by !== undefined) fromTag.set(by, [...(fromTag.get(by) ?? []), member.name]);
  }
  for (const [by, names] of fromTag) {
    // A build outside a release reads git's tags by itself: the newest of any package, unless told.
    // Released together, every package's build reads the one tag: nothing to tell apart.
    const apart = group?.shared
      ? ""
      : "; a build outside a release reads the newest tag of any package unless its tool is given the package's tag pattern (setuptools-scm tag_regex, hatch-vcs tag-pattern, uv-dynamic-versioning pattern-prefix)";
    notes.push(`${names.join(", ")}: ${tagDerivedNote(by)}${apart}`);
  }
  for (const left of group?.apart ?? []) {
    notes.push(
      `${left.name} (${left.path}) is left out of packages: ${left.why}, so it is not released with the release tags (the newest ${group?.tag}); releaser leaves its files alone`,
    );
  }
  const unnamed = unnamedTagsWarning(
    tags,
    packages.filter((p) => p.releaseTags.length === 0).map((p) => p.name),
  );
  if (unnamed !== undefined) warnings.push(unnamed);
  const rootName = (loaded.pyproject?.data.project as { name?: unknown } | undefined)?.name;
  if (typeof rootName === "string" && !workspace.members.some((m) => m.path === ".")) {
    notes.push(
      rootProjectNote(
        rootName,
        workspace.members.map((m) => m.path),
      ),
    );
  }
  const rootFormat = loaded.config.tag_format;
  if (isConfigured(loaded.layers, ["tag_format"]) && !rootFormat.includes("{name}")) {
    warnings.push(
      `tag_format "${rootFormat}" (${loaded.files.at(-1)}) names no package, so the packages would share their tags and \`check\` refuses them; remove it (the default for several packages is ${PACKAGE_TAG_FORMAT}) or put {name} in it`,
    );
  }
  facts.toolName = [...tools.keys()].join(" and ");
  facts.toolPackages = [...new Set([...tools.values()].flat())];
  facts.tool = packages.length === 0 ? facts.tool : summariseTools(packages);
  facts.files = packages.flatMap((p) => p.versionPlaces.map((place) => place.split(" (")[0] as string));
  const configured = loaded.files.length > 0;
  const configFacts = {
    detectedFrom: proposed === undefined ? workspace.source : undefined,
    packages: proposed,
    members: workspace.members.map((m) => `${m.name} (${m.path})`),
    sharedTag: group?.shared === true ? group.tag : undefined,
  };
  const pyprojectText = loaded.pyproject?.text;
  const rootFile: InitFile = configured
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
          text: workspaceConfigText(facts, configFacts, "top-level"),
          why: "there is no pyproject.toml at the repository's root",
        }
      : await configFile(root, pyprojectText, (table) => workspaceConfigText(facts, configFacts, table));
  return {
    source: workspace.source,
    proposed,
    packages,
    files: [rootFile, ...packageFiles],
    warnings,
    notes,
  };
}

/** "uv (uv.lock) for alpha-lib, beta-lib; hatch ([tool.hatch]) for gamma". */
function summariseTools(packages: readonly PackageReport[]): string {
  const byTool = new Map<string, string[]>();
  for (const p of packages) byTool.set(p.tool, [...(byTool.get(p.tool) ?? []), p.name]);
  if (byTool.size === 1) return packages[0]?.tool ?? "";
  return [...byTool].map(([tool, names]) => `${tool} for ${names.join(", ")}`).join("; ");
}

async function packageReport(
  root: string,
  rootLoaded: LoadedConfig,
  member: WorkspaceMember,
  tags: readonly string[],
  rootFacts: ProjectFacts,
  warnings: string[],
  /** Released together (shared_version): the root's tag shape is every package's, none written. */
  together: boolean,
): Promise<{
  report: PackageReport;
  tool: { name: string; pipPackages: readonly string[] };
  file?: InitFile;
}> {
  const loaded = await loadPackageConfig(root, member.path, rootLoaded.layers);
  const folder = join(root, member.path);
  const project = await readProject(folder, loaded);
  const inRepo = (path: string) => pathInRepository(member.path, path);
  const warn = (text: string) => warnings.push(`${member.name}: ${text}`);
  for (const warning of project.warnings) warn(warning);
  const configuredFormat = isConfigured(loaded.layers, ["tag_format"]);
  const configured = loaded.config.tag_format.replace("{name}", member.normalisedName);
  const shape = configuredFormat
    ? {
        format: configured,
        why: `from ${loaded.files.at(-1)}`,
        write: false,
        releases: packageReleaseTags(tags, member, configured),
      }
    : together
      ? { ...packageTagShape(tags, member), write: false }
      : packageTagShape(tags, member);
  // The package's own pyproject.toml takes its tag_format when the tags say so.
  let file: InitFile | undefined;
  const pyproject = inRepo("pyproject.toml");
  // The root as the one package reads its tags' shape as a single project does: no line needed,
  // and its pyproject.toml is the one the root configuration goes in.
  if (shape.write && !(member.path === "." && member.sole === true)) {
    const text = (await readRepoText(root, pyproject, ConfigError))?.text ?? "";
    const edit = packageTagFormatEdit(text, shape.format, shape.why);
    if (edit === undefined) {
      warn(
        `its tags look like ${shape.format.replace("{version}", "1.2.3")}; init could not add tag_format to ${pyproject} (its tool.releaser is not a [tool.releaser] table): add tag_format = "${shape.format}" there`,
      );
    } else {
      file = {
        path: pyproject,
        action: edit.action,
        text: edit.text,
        whole: edit.whole,
        before: text,
        why: `${member.name}'s tags look like ${shape.format.replace("{version}", "1.2.3")}, not ${PACKAGE_TAG_FORMAT.replace("{name}", member.normalisedName).replace("{version}", "1.2.3")}: its tag_format`,
      };
    }
  }
  const versionFromTag = tagDerivedBy(project);
  if (versionFromTag === undefined && project.version === undefined) {
    warn(
      `no file carries its version: add \`version = "1.2.3"\` to [project] in ${pyproject}, or name the file with version_files in its [tool.releaser] table; \`update\` stops until then`,
    );
  }
  for (const copy of project.staleCopies) {
    warn(
      `${inRepo(copy.path)}:${copy.line} ${copy.text} carries the version too, and \`update\` would leave it behind: add ${copy.entry} to version_files in its [tool.releaser] table`,
    );
  }
  const changelog = loaded.config.changelog_file;
  const data = loaded.pyproject?.data as { tool?: { towncrier?: unknown } } | undefined;
  const towncrier = loaded.changelog?.source === "towncrier" || data?.tool?.towncrier !== undefined;
  if (towncrier) {
    warn(
      `its changelog is kept with towncrier, which releaser does not run for a package of several yet: \`update\` stops at it; set changelog_file in its [tool.releaser] table to a file releaser writes, or release it on its own`,
    );
  }
  const changelogExists = await exists(join(folder, changelog));
  const facts = await readProjectFacts(folder, loaded);
  const { tool, why } = chooseTool(loaded.config, {
    files: new Set([...facts.files, ...rootFacts.files]),
    toolTables: facts.toolTables,
  });
  return {
    report: {
      name: member.name,
      path: member.path,
      version: project.version,
      versionPlaces: versionPlaces(project).map(inRepo),
      versionFromTag,
      tagFormat: shape.format,
      tagFormatWhy: shape.why,
      releaseTags: shape.releases,
      changelog: { path: inRepo(changelog), exists: changelogExists, towncrier },
      tool: `${tool.name} (${why})`,
    },
    tool,
    ...(file === undefined ? {} : { file }),
  };
}
