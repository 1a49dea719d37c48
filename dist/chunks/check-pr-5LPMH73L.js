#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  checkTitleFlow,
  lintOverridesOf,
  printLintReport
} from "./chunk-ICTFZADQ.js";
import "./chunk-5D3QAQXF.js";
import "./chunk-5ZHY677I.js";
import "./chunk-QRNXJCXI.js";
import "./chunk-OUOMCRLW.js";
import "./chunk-O4HYDLSU.js";
import "./chunk-ZRAOEREK.js";
import "./chunk-UP7RG7CN.js";
import "./chunk-L5I3LTLB.js";
import "./chunk-DY55BNRB.js";
import "./chunk-QEUVSNEV.js";
import "./chunk-GW6HQE3D.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";

// src/cli/commands/check-pr.ts
async function runCheckPr(context, options, output, json) {
  let { title, result } = await checkTitleFlow(context, options.title, lintOverridesOf(options));
  return printLintReport(
    { subject: "pull request title", result, fields: { title } },
    context.env,
    output,
    json
  );
}
export {
  runCheckPr
};
