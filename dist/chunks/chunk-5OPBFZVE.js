#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  styles
} from "./chunk-5ZHY677I.js";
import {
  CONTROL_CHARS
} from "./chunk-PECP7TWK.js";
import {
  isReleaseError
} from "./chunk-DSG6HE4L.js";

// src/cli/errors.ts
function reportError(error, output, json) {
  let style = styles(output.errColor);
  if (isReleaseError(error)) {
    if (output.err(
      `${style.red("error:")} ${showControl(error.message)} ${style.dim(explainPointer(error.code))}
`
    ), output.verbose) for (let line of error.details) output.err(`  ${style.dim(line)}
`);
    return json && output.out(`${JSON.stringify({ error: { code: error.code, message: error.message } })}
`), 1;
  }
  let message = error instanceof Error ? error.message : String(error);
  return output.err(
    `${style.red("internal error:")} ${showControl(message)}; this is a bug in releaser, please report it with the output of --verbose ${style.dim(explainPointer("INTERNAL_ERROR"))}
`
  ), output.verbose && error instanceof Error && error.stack && output.err(`${style.dim(error.stack)}
`), json && output.out(`${JSON.stringify({ error: { code: "INTERNAL_ERROR", message } })}
`), 1;
}
function explainPointer(code) {
  return `(releaser explain ${code})`;
}
function reportWarning(message, output) {
  output.quiet || output.err(`${styles(output.errColor).yellow("warning:")} ${showControl(message)}
`);
}
function showControl(text) {
  return text.replace(/\r\n|\n|\r/g, (b) => b === `
` ? "\\n" : b === "\r" ? "\\r" : "\\r\\n").replace(CONTROL_CHARS, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}

export {
  reportError,
  reportWarning,
  showControl
};
