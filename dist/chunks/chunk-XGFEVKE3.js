#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  showControl
} from "./chunk-5OPBFZVE.js";
import {
  styles
} from "./chunk-5ZHY677I.js";
import {
  now
} from "./chunk-O4HYDLSU.js";

// src/cli/progress.ts
var STEP_MARKS = {
  done: "\u2713",
  already: "=",
  skipped: "-",
  would: "~",
  "not-reached": "\xB7",
  failed: "\u2717"
}, SHOW_TIME_FROM_S = 0.5;
async function progressFor(output) {
  if (output.quiet) return;
  if (!output.live) return createPlainProgress(output);
  let { default: yoctoSpinner } = await import("./yocto-spinner-WZPGUQKN.js");
  return createLiveProgress(output, yoctoSpinner);
}
function createPlainProgress(output) {
  let s = styles(output.errColor), started = now();
  return {
    heading(text) {
      output.err(`${showControl(text)}
`);
    },
    start() {
      started = now();
    },
    end(step, status, detail) {
      if (status === "failed") return;
      let mark = STEP_MARKS[status], styled = status === "done" ? s.green(mark) : status === "would" ? s.yellow(mark) : s.dim(mark), text = showControl(status === "would" ? `would ${detail}` : detail);
      output.err(`  ${styled} ${step.padEnd(18)}${text}${tookText(started, status, s.dim)}
`);
    }
  };
}
function createLiveProgress(output, yoctoSpinner) {
  let s = styles(output.errColor), spinner, started = now(), stream = output.stderr, line = (step, detail) => output.scrub(`${step.padEnd(18)}${showControl(detail)}`);
  return {
    heading(text) {
      output.err(`${s.bold(showControl(text))}
`);
    },
    start(step, detail) {
      started = now();
      let text = line(step, detail);
      spinner === void 0 ? spinner = yoctoSpinner({ text, stream, color: "cyan" }).start() : spinner.text = text;
    },
    end(step, status, detail) {
      let text = `${line(step, status === "failed" ? "failed" : status === "would" ? `would ${detail}` : detail)}${tookText(started, status, s.dim)}`, current = spinner ?? yoctoSpinner({ stream }).start();
      spinner = void 0, status === "done" ? current.success(text) : status === "failed" ? current.error(text) : current.stop(`${s.dim(STEP_MARKS[status])} ${text}`);
    }
  };
}
function tookText(started, status, dim) {
  let seconds = (now() - started) / 1e3;
  return status !== "done" && status !== "failed" || seconds < SHOW_TIME_FROM_S ? "" : dim(` (${seconds.toFixed(1)} s)`);
}

export {
  STEP_MARKS,
  progressFor,
  createPlainProgress,
  createLiveProgress
};
