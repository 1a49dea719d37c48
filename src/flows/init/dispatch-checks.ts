import { addWorkflowDispatch } from "../../edits/workflow-dispatch.ts";
import { readWorkflowTriggers } from "../shared/workflow-triggers.ts";
import type { InitFile } from "./init-files.ts";
import { readWorkflowFiles } from "./workflow-folder.ts";

/**
 * The project's workflows that run on pull requests and lack `workflow_dispatch` (DESIGN 5):
 * release-pr cannot start their checks on the release pull request. With `--dispatch-checks` each
 * gets the trigger (a surgical edit of `on:`, comments kept) as a file init writes; without, one
 * note names them and the flag. `skip`: the files init writes itself.
 */
export async function withDispatchChecks(
  root: string,
  add: boolean,
  skip: ReadonlySet<string>,
  files: InitFile[],
  notes: string[],
): Promise<void> {
  const lacking = (await readWorkflowFiles(root, skip)).filter(
    ({ text }) => readWorkflowTriggers(text).kind === "no-dispatch",
  );
  if (lacking.length === 0) return;
  if (!add) {
    notes.push(
      `${lacking.map((w) => w.path).join(", ")} ${lacking.length === 1 ? "runs" : "run"} on pull requests without \`workflow_dispatch:\`, so release-pr cannot start ${lacking.length === 1 ? "its checks" : "their checks"} on the release pull request (events made with the Actions token start no workflow): \`releaser init --dispatch-checks\` adds it`,
    );
    return;
  }
  const unedited: string[] = [];
  for (const { path, text } of lacking) {
    const whole = addWorkflowDispatch(text);
    if (whole === undefined) unedited.push(path);
    else files.push({ path, action: "insert", text: "workflow_dispatch", whole, before: text });
  }
  if (unedited.length > 0) {
    notes.push(
      `${unedited.join(", ")}: its \`on:\` is not one init can add to without rewriting it: add \`workflow_dispatch:\` under \`on:\` by hand`,
    );
  }
}
