import { ReleaseError } from "../../core/errors.ts";
import { runGit } from "../../git/run.ts";
import type { CodeHost, HostWorkflow } from "../../host/port.ts";
import { readWorkflowTriggers, type WorkflowTriggers } from "../shared/workflow-triggers.ts";

export type DispatchMode = "auto" | "always" | "never";

/** `auto` starts the checks only in GitHub Actions, where the Actions token's events start none. */
export function shouldDispatch(mode: DispatchMode, env: NodeJS.ProcessEnv): boolean {
  return mode === "always" || (mode === "auto" && env.GITHUB_ACTIONS === "true");
}

/** A workflow that runs on pull requests, and why a dispatch cannot start it. */
export interface Undispatchable {
  path: string;
  triggers: Exclude<WorkflowTriggers, { kind: "dispatchable" | "not-on-pull-requests" | "unreadable" }>;
}

/**
 * Starts the PR's checks (DESIGN 5): each workflow of the repository that runs on pull requests and
 * accepts `workflow_dispatch` is dispatched on the PR branch, so its runs report on the branch's
 * head commit. The workflows' files are read from the release branch head in the clone (the
 * release commit changes none of them). The ones that run on pull requests but cannot be started
 * are named in one warning with the line to add. A dispatch GitHub refuses is a warning too: the
 * pull request is made by then.
 */
export async function dispatchChecks(
  host: CodeHost & Required<Pick<CodeHost, "listWorkflows" | "dispatchWorkflow">>,
  root: string,
  head: string,
  branch: string,
  env: NodeJS.ProcessEnv,
  warn: (message: string) => void,
  /** The branch the pull request merges into: a workflow whose filter leaves it out is not one of its checks. */
  base?: string,
): Promise<string[]> {
  let workflows: HostWorkflow[];
  try {
    workflows = await host.listWorkflows();
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    warn(`the pull request's checks were not started: ${error.message}`);
    return [];
  }
  const dispatched: string[] = [];
  const cannot: Undispatchable[] = [];
  for (const workflow of workflows) {
    const text = await readAtHead(root, head, workflow.path, env);
    if (text === undefined) continue; // not a file of the branch (GitHub's own dynamic workflows)
    const triggers = readWorkflowTriggers(text, base);
    if (triggers.kind === "no-dispatch" || triggers.kind === "required-inputs") {
      cannot.push({ path: workflow.path, triggers });
      continue;
    }
    if (triggers.kind !== "dispatchable") continue;
    try {
      await host.dispatchWorkflow(workflow, branch);
      dispatched.push(workflow.path);
    } catch (error) {
      if (!(error instanceof ReleaseError)) throw error;
      warn(`${workflow.path} was not started on ${branch}: ${error.message}`);
    }
  }
  if (cannot.length > 0) warn(undispatchableWarning(cannot, branch));
  return dispatched;
}

/** The one warning that names the workflows a dispatch cannot start, with what to change. */
export function undispatchableWarning(cannot: readonly Undispatchable[], branch: string): string {
  const items = cannot.map(({ path, triggers }) =>
    triggers.kind === "no-dispatch"
      ? `${path} (add \`workflow_dispatch:\` under \`on:\`)`
      : `${path} (its workflow_dispatch requires ${triggers.inputs.map((i) => `\`${i}\``).join(", ")}: give ${triggers.inputs.length === 1 ? "it" : "them"} a default)`,
  );
  return `${cannot.length === 1 ? "a workflow runs" : `${cannot.length} workflows run`} on pull requests but cannot be started on ${branch}, so ${cannot.length === 1 ? "its checks" : "their checks"} will not report on the release pull request: ${items.join("; ")}; \`releaser init --dispatch-checks\` adds the trigger`;
}

async function readAtHead(root: string, head: string, path: string, env: NodeJS.ProcessEnv) {
  const { stdout, code } = await runGit(["cat-file", "blob", `${head}:${path}`], {
    cwd: root,
    env,
    allowedCodes: [128],
  });
  return code === 0 ? stdout : undefined;
}
