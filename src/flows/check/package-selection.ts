import { ConfigError } from "../../core/errors.ts";
import { normalisePackageName, type Workspace, type WorkspaceMember } from "../../workspace/members.ts";

/** The folders of the other packages inside a package's folder: every other one for the root ("."). */
export function nestedFolders(workspace: Workspace, member: WorkspaceMember): string[] {
  return workspace.members
    .filter((m) => m !== member && (member.path === "." || m.path.startsWith(`${member.path}/`)))
    .map((m) => m.path);
}

/** The packages `--package` names (by name as written or normalised; all when none is named). */
export function selectMembers(workspace: Workspace, wanted: readonly string[]): WorkspaceMember[] {
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
