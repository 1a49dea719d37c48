import type { Writable } from "node:stream";
import yoctoSpinner from "yocto-spinner";
import type { StepProgress } from "../flows/context.ts";
import { type Output, styles } from "./output.ts";

/**
 * A live step list on a terminal: a spinner with the step and what it does while it runs, then a
 * check mark, an equals sign (already done), a dash (skipped) or a cross, with the time taken for
 * the long ones. Only used when stderr is a terminal; piped output gets the plain list instead.
 */
export function createLiveProgress(output: Output): StepProgress {
  const s = styles(output.color);
  let spinner: ReturnType<typeof yoctoSpinner> | undefined;
  let started = 0;
  // The terminal's stream (process.stderr in the CLI).
  const stream = output.stderr as Writable;
  const line = (step: string, detail: string) => output.scrub(`${step.padEnd(18)}${detail}`);
  return {
    start(step, detail) {
      started = Date.now();
      const text = line(step, detail);
      if (spinner === undefined) {
        spinner = yoctoSpinner({ text, stream, color: "cyan" }).start();
      } else spinner.text = text;
    },
    end(step, status, detail) {
      const seconds = (Date.now() - started) / 1000;
      const took = status === "done" && seconds >= 0.5 ? s.dim(` (${seconds.toFixed(1)} s)`) : "";
      const text = `${line(step, status === "would" ? `would ${detail}` : detail)}${took}`;
      const current = spinner ?? yoctoSpinner({ stream }).start();
      spinner = undefined;
      if (status === "done") current.success(text);
      else if (status === "failed") current.error(text);
      else current.stop(`${s.dim(status === "already" ? "=" : status === "would" ? "~" : "-")} ${text}`);
    },
  };
}
