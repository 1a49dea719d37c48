#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  CHECK_ORIGIN_TAGS_TIMEOUT_MS,
  isOffline,
  offlineTags,
  originTags,
  plannedChangelogSection
} from "./chunk-UDKX5HLU.js";
import {
  checkJson,
  checkRepository,
  progressFor,
  renderCheck,
  renderWorkspace,
  workspaceJson
} from "./chunk-POGXQ7MB.js";
import "./chunk-WPWWHQWQ.js";
import "./chunk-OHWNW6QK.js";
import "./chunk-5OPBFZVE.js";
import "./chunk-5ZHY677I.js";
import "./chunk-NRU6ZLCV.js";
import "./chunk-KHGI7K5P.js";
import "./chunk-JCLYMUD7.js";
import "./chunk-4657AF6W.js";
import "./chunk-PB6TKFMF.js";
import "./chunk-PECP7TWK.js";
import "./chunk-HSFYTKTF.js";
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
