#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  checkCommitFlow,
  lintOverridesOf,
  printLintReport
} from "./chunk-P3YMERMX.js";
import "./chunk-OHWNW6QK.js";
import "./chunk-5ZHY677I.js";
import "./chunk-JCLYMUD7.js";
import "./chunk-PB6TKFMF.js";
import "./chunk-HSFYTKTF.js";
import "./chunk-KVTZWJTW.js";
import "./chunk-V7J7FPVE.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";

// src/cli/commands/check-commit.ts
async function runCheckCommit(context, file, options, output, json) {
  let { result } = await checkCommitFlow(context, file, lintOverridesOf(options)), fields = { file, subject: result.header };
  return printLintReport({ subject: "commit message", result, fields }, context.env, output, json);
}
export {
  runCheckCommit
};
