import type { Config } from "../../config/schema.ts";
import type { CodeHost, MergeMethod, PullRequest } from "../../host/port.ts";
import type { FlowContext } from "../shared/context.ts";
import { inStep } from "../shared/progress-step.ts";
import { turnOnAutoMerge } from "./auto-merge.ts";
import { dispatchChecks, shouldDispatch } from "./dispatch-checks.ts";

/** What was done for the release PR once it stood: the checks started, auto-merge turned on. */
export interface AfterPullRequest {
  /** The workflows started on the PR branch (their paths). */
  dispatched: string[];
  /** The merge method auto-merge was turned on with; undefined when it was not. */
  autoMerge: MergeMethod | undefined;
}

/**
 * The steps after the pull request (DESIGN 5): when the branch moved, its checks are started
 * (`pr.dispatch_checks`); when the pull request was created or updated, auto-merge is turned on
 * (`pr.auto_merge`). Neither blocks: what the host refuses is a warning.
 */
export async function afterPullRequest(
  context: FlowContext,
  host: CodeHost,
  config: Config,
  want: { root: string; head: string; branch: string; moved: boolean; pr: PullRequest; changed: boolean },
): Promise<AfterPullRequest> {
  let dispatched: string[] = [];
  const { listWorkflows, dispatchWorkflow } = host;
  if (
    want.moved &&
    listWorkflows !== undefined &&
    dispatchWorkflow !== undefined &&
    shouldDispatch(config.pr.dispatch_checks, context.env)
  ) {
    const workflows = { ...host, listWorkflows, dispatchWorkflow };
    dispatched = await inStep(
      context.progress,
      "checks",
      `starting the pull request's checks on ${want.branch}`,
      () =>
        dispatchChecks(workflows, want.root, want.head, want.branch, context.env, context.warn, want.pr.base),
      (paths) => (paths.length === 0 ? "no workflow to start" : `started ${paths.join(", ")}`),
    );
  }
  let autoMerge: MergeMethod | undefined;
  const method = config.pr.auto_merge;
  if (method !== "" && want.changed) {
    autoMerge = await inStep(
      context.progress,
      "auto-merge",
      `turning on auto-merge (${method})`,
      () => turnOnAutoMerge(host, want.pr, method, context.warn),
      (on) => (on ? `${method} once the required checks pass` : "not turned on (see the warning)"),
    );
  }
  return { dispatched, autoMerge };
}
