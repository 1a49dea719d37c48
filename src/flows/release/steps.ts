import { ConfigError } from "../../core/errors.ts";
import type { StepProgress } from "../shared/context.ts";

/**
 * The release as a list of steps that reconcile (STYLE "Effects as steps that reconcile"): each
 * step first looks at the world and says what is missing; only then, and only outside a dry run,
 * does it do that. A re-run after any failure therefore resumes by construction, and a dry run is
 * "observe and print".
 */
export type StepName =
  | "pre-release-hooks"
  | "build"
  | "credentials"
  | "tag"
  | "push"
  | "host-release"
  | "assets"
  | "publish-release"
  | "upload";

export type Observation =
  /** Nothing to do. `warning`: a recoverable condition to report (spec 7 rule 2). */
  | { state: "done"; detail: string; warning?: string }
  /** Left out on purpose (`--skip-host-release`). */
  | { state: "skipped"; detail: string }
  /** What is missing, and how to do it. */
  | {
      state: "todo";
      detail: string;
      apply: () => Promise<Applied>;
      /**
       * What a real run would need for this step and this (dry) run lacks, each as the user would
       * set it: "GITHUB_TOKEN (or GH_TOKEN)", "PYPI_TOKEN or trusted publishing", "uv on PATH".
       */
      needs?: readonly string[];
      /** False: the step could not look whether its work is already done (no token, nothing built). */
      observed?: boolean;
    };

export interface Applied {
  detail: string;
  /**
   * The work was found done when the step came to do it (another run, or a retried request whose
   * first answer was lost): reported as "already", so a run never claims work it cannot prove.
   */
  already?: boolean;
  warning?: string;
  /** Another run is doing this release: end here, successfully, without the later steps. */
  stop?: boolean;
}

export interface ReleaseStep {
  name: StepName;
  observe(): Promise<Observation>;
}

export type StepStatus = "done" | "already" | "skipped" | "would" | "not-reached";

export interface StepReport {
  step: StepName;
  status: StepStatus;
  detail: string;
  /** A dry run without a credential or a tool: what a real run would need for this step. */
  needs?: readonly string[];
  /** False: the step did not look whether its work is already done (see Observation). */
  observed?: boolean;
}

export interface StepRun {
  reports: StepReport[];
  /** A step found that another run is releasing this version (the later steps were not run). */
  stopped: boolean;
}

/**
 * Runs the steps in order: observe, then apply what is missing (or, in a dry run, report it).
 * `afterEffect` runs after each applied step (the fault points of the interruption tests).
 */
export async function runSteps(
  steps: readonly ReleaseStep[],
  options: {
    dryRun: boolean;
    warn: (message: string) => void;
    afterEffect: () => void;
    progress?: StepProgress | undefined;
  },
): Promise<StepRun> {
  const reports: StepReport[] = [];
  const progress = options.progress;
  const report = (entry: StepReport) => {
    reports.push(entry);
    progress?.end(entry.step, entry.status, entry.detail);
  };
  for (const [index, step] of steps.entries()) {
    progress?.start(step.name, "looking");
    let observed: Observation;
    try {
      observed = await step.observe();
    } catch (error) {
      progress?.end(step.name, "failed", error instanceof Error ? error.message : String(error));
      throw error;
    }
    if (observed.state !== "todo") {
      if (observed.state === "done" && observed.warning) options.warn(observed.warning);
      report({
        step: step.name,
        status: observed.state === "done" ? "already" : "skipped",
        detail: observed.detail,
      });
      continue;
    }
    if (options.dryRun) {
      report({
        step: step.name,
        status: "would",
        detail: observed.detail,
        ...(observed.needs === undefined ? {} : { needs: observed.needs }),
        ...(observed.observed === false ? { observed: false } : {}),
      });
      continue;
    }
    if (observed.needs !== undefined) {
      // Only a dry run goes without credentials; a real run checked them before the first step.
      throw new ConfigError(
        `the ${step.name} step needs ${observed.needs.join("; ")}, which is not set; set it and run again`,
      );
    }
    progress?.start(step.name, observed.detail);
    let applied: Applied;
    try {
      applied = await observed.apply();
    } catch (error) {
      progress?.end(step.name, "failed", error instanceof Error ? error.message : String(error));
      throw error;
    }
    options.afterEffect();
    if (applied.warning) options.warn(applied.warning);
    report({ step: step.name, status: applied.already ? "already" : "done", detail: applied.detail });
    if (applied.stop) {
      for (const later of steps.slice(index + 1)) {
        report({ step: later.name, status: "not-reached", detail: "left to the other run" });
      }
      return { reports, stopped: true };
    }
  }
  return { reports, stopped: false };
}
