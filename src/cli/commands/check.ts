import { checkRepository } from "../../flows/check/check.ts";
import type { FlowContext, VersionOverrides } from "../../flows/shared/context.ts";
import {
  CHECK_ORIGIN_TAGS_TIMEOUT_MS,
  isOffline,
  offlineTags,
  originTags,
} from "../../flows/shared/origin-tags.ts";
import { plannedChangelogSection } from "../../flows/shared/release-notes.ts";
import type { Output } from "../output.ts";
import { progressFor } from "../progress.ts";
import { checkJson, renderCheck } from "./check-report.ts";
import { renderWorkspace, workspaceJson } from "./check-workspace.ts";

/** `releaser check`: the next release of the project, or of each package of several. */
export async function runCheck(
  context: FlowContext,
  overrides: VersionOverrides,
  output: Output,
  json: boolean,
  packages: readonly string[] = [],
  offline = false,
): Promise<number> {
  const progress = await progressFor(output);
  const found = await checkRepository(progress ? { ...context, progress } : context, overrides, {
    packages,
    remoteTags: isOffline(offline, context.env)
      ? offlineTags()
      : originTags(context, CHECK_ORIGIN_TAGS_TIMEOUT_MS),
    // A preview: a towncrier draft that fails is a warning, the plan still shown.
    towncrierDraft: "preview",
  });
  if (found.kind === "single") {
    if (json) output.out(`${JSON.stringify(checkJson(found.result), null, 2)}\n`);
    else {
      // The section as update will write it into the file (its markup and heading), when it can be read.
      const section = await plannedChangelogSection(found.result, found.result.repo.root).catch(
        () => undefined,
      );
      output.out(renderCheck(found.result, output.color, undefined, section));
    }
    return 0;
  }
  if (json) output.out(`${JSON.stringify(workspaceJson(found.workspace, found.packages), null, 2)}\n`);
  else output.out(renderWorkspace(found.workspace, found.packages, output.color));
  return 0;
}
