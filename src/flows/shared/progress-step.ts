import type { ReleasePlan } from "../../core/plan-types.ts";
import type { StepProgress } from "./context.ts";

/** How a step ended: done (it changed something or read what it had to), or found it done. */
export interface StepEnd {
  status?: "done" | "already";
  detail: string;
}

/**
 * Runs `work` as one step of the command's step list: started with what it is doing, ended with
 * what it did (or a cross, if it throws; the error itself is reported once, by the CLI).
 */
export async function inStep<T>(
  progress: StepProgress | undefined,
  step: string,
  doing: string,
  work: () => Promise<T>,
  ended: (result: T) => StepEnd | string,
): Promise<T> {
  progress?.start(step, doing);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    progress?.end(step, "failed", error instanceof Error ? error.message : String(error));
    throw error;
  }
  if (progress) {
    const end = ended(result);
    const { status = "done", detail } = typeof end === "string" ? { detail: end } : end;
    progress.end(step, status, detail);
  }
  return result;
}

/** What reading the history found, in a few words: "3 commits since v1.4.2: minor, 1.5.0 next". */
export function historySummary(plan: ReleasePlan): string {
  const count = `${plan.commits.length} commit${plan.commits.length === 1 ? "" : "s"}`;
  const range = plan.baseTag === undefined ? "in all history" : `since ${plan.baseTag}`;
  return plan.nextVersion === undefined
    ? `${count} ${range}: nothing to release`
    : `${count} ${range}: ${plan.nextVersion} next (${plan.bump})`;
}
