#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));

// src/cli/output.ts
function createOutput(options) {
  let learnt = [], scrub = createScrubber(options.env);
  return {
    out: (text) => options.stdout.write(scrub(text)),
    err: (text) => options.stderr.write(scrub(text)),
    color: options.color,
    errColor: options.errColor ?? options.color,
    verbose: options.verbose,
    quiet: options.quiet,
    addSecret: (value) => {
      learnt.push(value), scrub = createScrubber(options.env, learnt);
    },
    scrub: (text) => scrub(text),
    // -v writes a line per call: a live display would be torn by them, so it lists plainly.
    live: options.stderrIsTTY === !0 && (options.errColor ?? options.color) && !options.quiet && !options.verbose,
    stderr: options.stderr
  };
}
var SECRET_NAME = /(TOKEN|SECRET|PASSWORD|PASSWD|API_KEY|PRIVATE_KEY|CREDENTIALS?)$/i;
function createScrubber(env, extra = []) {
  let secrets = [
    ...Object.entries(env).filter(([name, value]) => SECRET_NAME.test(name) && value !== void 0 && value.length >= 8).map(([, value]) => value),
    ...extra.filter((value) => value.length >= 8)
  ].sort((a, b) => b.length - a.length);
  return secrets.length === 0 ? (text) => text : (text) => {
    let result = text;
    for (let secret of secrets) result = result.split(secret).join("***");
    return result;
  };
}
function styles(color) {
  let wrap = (open, close) => (text) => color ? `\x1B[${open}m${text}\x1B[${close}m` : text;
  return {
    bold: wrap(1, 22),
    dim: wrap(2, 22),
    red: wrap(31, 39),
    green: wrap(32, 39),
    yellow: wrap(33, 39),
    cyan: wrap(36, 39)
  };
}

export {
  createOutput,
  styles
};
