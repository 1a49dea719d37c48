import { ConfigError } from "../../core/errors.ts";
import { compareVersions, type Pep440Version, parseVersion } from "../../core/version.ts";
import { findMemberPins } from "../../edits/member-pins.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";
import { pathInRepository, type Workspace } from "../../workspace/members.ts";
import type { PlannedPackage } from "./follow-pins.ts";

/**
 * What a plan of several packages should say besides each plan: a package left out by `--package`
 * that pins a released one exactly (its pin would go stale), and a package whose changelog
 * towncrier keeps (update does not run towncrier for a package of several).
 */
export async function workspaceWarnings(
  root: string,
  workspace: Workspace,
  planned: readonly (PlannedPackage & {
    member: { name: string };
    loaded: {
      pyproject?: { data: Record<string, unknown> } | undefined;
      changelog?: { source: string } | undefined;
    };
    config: { tag_format: string };
  })[],
  /** Every tag of the repository. */
  tags: readonly string[] = [],
): Promise<string[]> {
  const warnings: string[] = [];
  warnings.push(...tagsOfNoPackage(planned, tags));
  const versions = new Map(
    planned.flatMap((p) =>
      p.plan.nextVersion === undefined ? [] : [[p.member.normalisedName, p.plan.nextVersion] as const],
    ),
  );
  const chosen = new Set(planned.map((p) => p.member.normalisedName));
  for (const member of workspace.members) {
    if (chosen.has(member.normalisedName) || versions.size === 0) continue;
    const file = pathInRepository(member.path, "pyproject.toml");
    const text = (await readRepoText(root, file, ConfigError))?.text;
    if (text === undefined) continue;
    for (const pin of findMemberPins(text, file, new Set(versions.keys()))) {
      const version = versions.get(pin.name);
      if (version === undefined || version === pin.version) continue;
      warnings.push(
        `${member.name} pins ${pin.name}==${pin.version} (${pin.where}), and ${pin.name} becomes ${version}; leave out --package, or add --package ${member.name}, so the pin follows`,
      );
    }
  }
  for (const p of planned) {
    const tool = p.loaded.pyproject?.data.tool as Record<string, unknown> | undefined;
    const towncrier = tool?.towncrier !== undefined || p.loaded.changelog?.source === "towncrier";
    if (towncrier && p.plan.nextVersion !== undefined) {
      warnings.push(
        `${p.member.name} keeps its changelog with towncrier, which \`releaser update\` does not run for a package of several yet: it will stop there; set changelog_file in its [tool.releaser] table to a file releaser writes`,
      );
    }
  }
  return warnings;
}

/**
 * Release tags that name no package (`v2.0.0`, `2.0.0`: from before the repository held several,
 * or a package released with the repository's tags) beside a package with no tag of its own: its
 * whole history counts and its next version starts low, below what may be on the index already
 * (a version its build reads from the tags, hatch-vcs and the like, is that tag's). Said, with the
 * setting that takes those tags as the package's.
 */
function tagsOfNoPackage(
  planned: readonly {
    member: { name: string };
    plan: { baseTag?: string | undefined; nextVersion?: string | undefined };
    config: { tag_format: string };
  }[],
  tags: readonly string[],
): string[] {
  const plain = tags
    .filter((tag) => /^v?\d+(\.\d+){2,}$/.test(tag))
    .map((tag) => ({ tag, version: parseVersion(tag.replace(/^v/, "")) }))
    .filter((t): t is { tag: string; version: Pep440Version } => t.version !== undefined)
    .sort((a, b) => compareVersions(b.version, a.version));
  const newest = plain[0];
  if (newest === undefined) return [];
  const more = plain.length > 1 ? ` (and ${plain.length - 1} more)` : "";
  const format = newest.tag.startsWith("v") ? "v{version}" : "{version}";
  return planned
    .filter((p) => p.plan.baseTag === undefined && p.plan.nextVersion !== undefined)
    .map(
      (p) =>
        `${p.member.name} has no release tag of its own (${p.config.tag_format.replace("{version}", "1.2.3")}), so all its history counts and its next version is ${p.plan.nextVersion}, while the repository's tag ${newest.tag}${more} names no package; if those are ${p.member.name}'s releases (a build that reads its version from git tags starts from ${newest.tag}), set tag_format = "${format}" in its [tool.releaser] table, or --release-as with --package ${p.member.name}`,
    );
}
