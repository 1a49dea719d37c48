import type { LoadedConfig } from "../../config/load.ts";
import { loadPackageConfig } from "../../config/package-config.ts";
import { isConfigured } from "../../config/values.ts";
import { ConfigError } from "../../core/errors.ts";
import { groupVersion, refuseDisagreeingVersions } from "../../core/shared-version.ts";
import { asPackageError, type Workspace, type WorkspaceMember } from "../../workspace/members.ts";
import type { VersionOverrides } from "../shared/context.ts";
import { type CheckShared, checkPackage } from "./check-package.ts";
import type { PackageCheck } from "./check-types.ts";
import { followPins } from "./follow-pins.ts";
import { nestedFolders, selectMembers } from "./package-selection.ts";
import { workspaceWarnings } from "./workspace-warnings.ts";

/*
 * The check of a repository of several packages (DESIGN 8), after check.ts found them: each package
 * planned in turn, exact pins between them followed, a shared version applied, and the warnings of
 * a plan of several. Its own module, loaded by check.ts only for such a repository (start-up,
 * issue 45: a single project's check loads neither the pins' TOML parser nor the rest).
 */

export interface MemberCheckOptions {
  overrides: VersionOverrides;
  /** The packages asked for with `--package`; none: every one. */
  wanted: readonly string[];
  /** Released together (shared_version): one version and one tag for all. */
  together: boolean;
}

/** Plans each package of the workspace (those asked for), in path order. */
export async function checkMembers(
  shared: CheckShared,
  fromFiles: LoadedConfig,
  workspace: Workspace,
  { overrides, wanted, together }: MemberCheckOptions,
): Promise<PackageCheck[]> {
  const members = selectMembers(workspace, wanted);
  // A bump asked for every package would release the packages no commit touched too.
  if (overrides.bump !== undefined && members.length > 1 && !together) {
    throw new ConfigError(
      `--bump ${overrides.bump} would release every package, those no commit touched included, and this repository holds ${members.length} (${members.map((m) => m.name).join(", ")}); add --package <name> for each package it is for`,
    );
  }
  if (overrides.releaseAs !== undefined && members.length > 1 && !together) {
    throw new ConfigError(
      `--release-as ${overrides.releaseAs} names one version, and this repository holds ${members.length} packages (${members.map((m) => m.name).join(", ")}); add --package <name> for the one it is for`,
    );
  }
  const packages: PackageCheck[] = [];
  const configs = new Map<WorkspaceMember, LoadedConfig>();
  // Each package's warnings are those of its last plan: one planned again (a dependency's new
  // version, the group's version) says its warnings once, as they stand then, not once a plan.
  // One package is planned at a time (each awaited): its warnings go to its list.
  const said = new Map<WorkspaceMember, string[]>();
  let current: string[] = [];
  const own: CheckShared = { ...shared, context: { ...shared.context, warn: (m) => current.push(m) } };
  const planned = (member: WorkspaceMember): CheckShared => {
    current = [];
    said.set(member, current);
    return own;
  };
  // Said once the packages are planned, or when planning one stops: those said before it stopped
  // may explain why.
  const flush = () => {
    const told = new Set<string>();
    for (const warning of [...said.values()].flat()) {
      if (told.has(warning)) continue;
      told.add(warning);
      shared.context.warn(warning);
    }
  };
  const planAll = async (): Promise<PackageCheck[]> => {
    // One package after the other: each reads the history once, and git is the work.
    for (const member of members) {
      const loaded = await loadPackageConfig(shared.repo.root, member.path, fromFiles.layers);
      // One tag for all: the root's shape (the tags' own, else the spec's), not {name}-v{version}.
      if (together && !isConfigured(loaded.layers, ["tag_format"]))
        loaded.config.tag_format = fromFiles.config.tag_format;
      configs.set(member, loaded);
      const nested = nestedFolders(workspace, member);
      const result = await checkPackage(planned(member), loaded, { overrides, member, nested }).catch(
        (error: unknown) => {
          throw asPackageError(error, member.name);
        },
      );
      // A package whose range reached past a shallow clone's cut deepened it, fetching tags: the
      // packages after it read the tags as they are now.
      if (result.history.deepened !== "") own.tagsRead = Promise.resolve(result.history.tags);
      const sharing = packages.find((p) => p.config.tag_format === result.config.tag_format);
      if (sharing !== undefined && !together) {
        throw new ConfigError(
          `${sharing.member.name} and ${member.name} would share their tags (tag_format "${result.config.tag_format}", ${result.tagFormatWhy}), so one's release would be the other's; put {name} in tag_format ("{name}-v{version}", the default for several packages), or give each package its own in its [tool.releaser] table`,
        );
      }
      packages.push({ ...result, member, dependencyUpdates: [] });
    }
    const followed = await followPins(packages, async (p, dependencyUpdates) => {
      const loaded = configs.get(p.member) as LoadedConfig;
      const nested = nestedFolders(workspace, p.member);
      const result = await checkPackage(planned(p.member), loaded, {
        overrides,
        member: p.member,
        nested,
        dependencyUpdates,
      });
      return { ...result, member: p.member, dependencyUpdates };
    });
    const grouped = together
      ? await withGroupVersion(followed, (p, releaseAs) =>
          checkPackage(planned(p.member), configs.get(p.member) as LoadedConfig, {
            overrides: { ...overrides, releaseAs },
            member: p.member,
            nested: nestedFolders(workspace, p.member),
            dependencyUpdates: p.dependencyUpdates,
          }).then((result) => ({ ...result, member: p.member, dependencyUpdates: p.dependencyUpdates })),
        )
      : followed;
    return grouped;
  };
  const grouped = await planAll().finally(flush);
  const tags = grouped[0]?.history.tags.all ?? [];
  for (const warning of await workspaceWarnings(shared.repo.root, workspace, grouped, tags))
    shared.context.warn(warning);
  return grouped;
}

/**
 * Every package of the group at the group's version: the files agree on the version they carry,
 * and a package whose own commits ask for less (or nothing) is planned again at the highest.
 */
async function withGroupVersion(
  packages: readonly PackageCheck[],
  again: (p: PackageCheck, releaseAs: string) => Promise<PackageCheck>,
): Promise<PackageCheck[]> {
  const grouped = packages.map((p) => ({
    name: p.member.name,
    path: p.member.path,
    fileVersion: p.project.version,
    nextVersion: p.plan.nextVersion,
  }));
  refuseDisagreeingVersions(grouped);
  const version = groupVersion(grouped);
  if (version === undefined) return [...packages];
  const result: PackageCheck[] = [];
  for (const p of packages) {
    if (p.plan.nextVersion === version) result.push(p);
    else {
      const planned = await again(p, version);
      result.push({ ...planned, plan: { ...planned.plan, source: "group" } });
    }
  }
  return result;
}
