import type { Writable } from "node:stream";
import type { StepProgress } from "../flows/shared/context.ts";
import { now } from "../runtime/clock.ts";
import { showControl } from "./errors.ts";
import { type Output, styles } from "./output.ts";

type EndStatus = Parameters<StepProgress["end"]>[1];
type SpinnerFactory = typeof import("yocto-spinner").default;

/** The mark of a finished step, as the plain list and a dry run's list show it. */
export const STEP_MARKS: Record<EndStatus, string> = {
  done: "✓",
  already: "=",
  skipped: "-",
  would: "~",
  "not-reached": "·",
  failed: "✗",
};

/** Steps shorter than this show no time: only the long ones (fetch, push, build, upload) do. */
const SHOW_TIME_FROM_S = 0.5;

/**
 * The step list a long command shows while it runs, on stderr: live with a spinner on a terminal,
 * plain lines (one per finished step) when piped or in CI, nothing with --quiet.
 */
export async function progressFor(output: Output): Promise<StepProgress | undefined> {
  if (output.quiet) return undefined;
  if (!output.live) return createPlainProgress(output);
  // The spinner library is loaded only for a terminal: piped runs (CI, benchmarks) never pay for it.
  const { default: yoctoSpinner } = await import("yocto-spinner");
  return createLiveProgress(output, yoctoSpinner);
}

/**
 * One line per step as it ends: its mark, name, what it did and, for the long ones, the time
 * taken. No escape code unless colour is on.
 */
export function createPlainProgress(output: Output): StepProgress {
  const s = styles(output.errColor);
  let started = now();
  return {
    heading(text) {
      output.err(`${showControl(text)}\n`);
    },
    start() {
      started = now();
    },
    end(step, status, detail) {
      // The error line that follows says what failed, once; the live list crosses its spinner out.
      if (status === "failed") return;
      const mark = STEP_MARKS[status];
      const styled = status === "done" ? s.green(mark) : status === "would" ? s.yellow(mark) : s.dim(mark);
      const text = showControl(status === "would" ? `would ${detail}` : detail);
      output.err(`  ${styled} ${step.padEnd(18)}${text}${tookText(started, status, s.dim)}\n`);
    },
  };
}

/**
 * A live step list on a terminal: a spinner with the step and what it does while it runs, then a
 * check mark, an equals sign (already done), a dash (skipped) or a cross, with the time taken for
 * the long ones.
 */
export function createLiveProgress(output: Output, yoctoSpinner: SpinnerFactory): StepProgress {
  const s = styles(output.errColor);
  let spinner: ReturnType<typeof yoctoSpinner> | undefined;
  let started = now();
  // The terminal's stream (process.stderr in the CLI).
  const stream = output.stderr as Writable;
  const line = (step: string, detail: string) => output.scrub(`${step.padEnd(18)}${showControl(detail)}`);
  return {
    heading(text) {
      output.err(`${s.bold(showControl(text))}\n`);
    },
    start(step, detail) {
      started = now();
      const text = line(step, detail);
      if (spinner === undefined) {
        spinner = yoctoSpinner({ text, stream, color: "cyan" }).start();
      } else spinner.text = text;
    },
    end(step, status, detail) {
      const text = `${line(step, status === "failed" ? "failed" : status === "would" ? `would ${detail}` : detail)}${tookText(started, status, s.dim)}`;
      const current = spinner ?? yoctoSpinner({ stream }).start();
      spinner = undefined;
      if (status === "done") current.success(text);
      else if (status === "failed") current.error(text);
      else current.stop(`${s.dim(STEP_MARKS[status])} ${text}`);
    },
  };
}

function tookText(started: number, status: EndStatus, dim: (text: string) => string): string {
  const seconds = (now() - started) / 1000;
  if ((status !== "done" && status !== "failed") || seconds < SHOW_TIME_FROM_S) return "";
  return dim(` (${seconds.toFixed(1)} s)`);
}
