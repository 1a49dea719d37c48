import type { Workspace } from "../../workspace/members.ts";
import { checkRepository, type PackageCheck } from "../check/check.ts";
import type { FlowContext, VersionOverrides } from "../shared/context.ts";
import { isOffline, offlineTags, originTags } from "../shared/origin-tags.ts";
import { withoutTowncrierWarning } from "../shared/towncrier.ts";
import { type UpdateOptions, type UpdateResult, updateFlow } from "./update.ts";
import { updateWorkspace, type WorkspaceUpdateOutcome } from "./workspace-update.ts";

/** `update` of the repository: its one project, or each package of several with a next version. */
export type RepositoryUpdate =
  | { kind: "single"; result: UpdateResult }
  | { kind: "workspace"; workspace: Workspace; packages: PackageCheck[]; outcome: WorkspaceUpdateOutcome };

export async function updateRepositoryFlow(
  context: FlowContext,
  overrides: VersionOverrides,
  options: UpdateOptions,
  /** `--package`: only these packages (all when empty). */
  packages: readonly string[] = [],
): Promise<RepositoryUpdate> {
  const found = await checkRepository(withoutTowncrierWarning(context), overrides, {
    packages,
    warnUnreleasedPackages: false,
    remoteTags:
      options.remoteTags ?? (isOffline(options.offline, context.env) ? offlineTags() : originTags(context)),
  });
  if (found.kind === "single") {
    return { kind: "single", result: await updateFlow(context, overrides, options, found.result) };
  }
  const outcome = await updateWorkspace(context, found.packages, options);
  return { kind: "workspace", workspace: found.workspace, packages: found.packages, outcome };
}
