import { ConfigError } from "../../core/errors.ts";
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
  })[],
): Promise<string[]> {
  const warnings: string[] = [];
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
