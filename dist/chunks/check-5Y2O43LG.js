#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  CHECK_ORIGIN_TAGS_TIMEOUT_MS,
  isOffline,
  offlineTags,
  originTags,
  plannedChangelogSection
} from "./chunk-4RRCWHTR.js";
import {
  checkJson,
  checkRepository,
  progressFor,
  renderCheck,
  renderWorkspace,
  workspaceJson
} from "./chunk-BKH3XCMJ.js";
import "./chunk-DR2XYCXX.js";
import "./chunk-ZU7ZZCX2.js";
import "./chunk-5OPBFZVE.js";
import "./chunk-5ZHY677I.js";
import "./chunk-7N2RF3KV.js";
import "./chunk-Z556HBK3.js";
import "./chunk-HLKJBM4A.js";
import "./chunk-2CHBM346.js";
import "./chunk-SLJ247WS.js";
import "./chunk-PECP7TWK.js";
import "./chunk-GW6HQE3D.js";
import "./chunk-KVTZWJTW.js";
import "./chunk-V7J7FPVE.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";

// src/cli/commands/check.ts
async function runCheck(context, overrides, output, json, packages = [], offline = !1) {
  let progress = await progressFor(output), found = await checkRepository(progress ? { ...context, progress } : context, overrides, {
    packages,
    remoteTags: isOffline(offline, context.env) ? offlineTags() : originTags(context, CHECK_ORIGIN_TAGS_TIMEOUT_MS),
    // A preview: a towncrier draft that fails is a warning, the plan still shown.
    towncrierDraft: "preview"
  });
  if (found.kind === "single") {
    if (json) output.out(`${JSON.stringify(checkJson(found.result), null, 2)}
`);
    else {
      let section = await plannedChangelogSection(found.result, found.result.repo.root).catch(
        () => {
        }
      );
      output.out(renderCheck(found.result, output.color, void 0, section));
    }
    return 0;
  }
  return json ? output.out(`${JSON.stringify(workspaceJson(found.workspace, found.packages), null, 2)}
`) : output.out(renderWorkspace(found.workspace, found.packages, output.color)), 0;
}
export {
  runCheck
};
