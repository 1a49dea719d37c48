#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  CHECK_ORIGIN_TAGS_TIMEOUT_MS,
  isOffline,
  offlineTags,
  originTags
} from "./chunk-3TLYX7D5.js";
import {
  checkJson,
  checkRepository,
  renderCheck,
  renderWorkspace,
  workspaceJson
} from "./chunk-4RQ6KLYP.js";
import "./chunk-5A2WFVSQ.js";
import "./chunk-5D3QAQXF.js";
import "./chunk-5ZHY677I.js";
import "./chunk-YCLWT3EH.js";
import "./chunk-QRNXJCXI.js";
import "./chunk-OUOMCRLW.js";
import "./chunk-O4HYDLSU.js";
import "./chunk-EPEM7PH6.js";
import "./chunk-ZRAOEREK.js";
import "./chunk-DKC3G5CW.js";
import "./chunk-UP7RG7CN.js";
import "./chunk-R5NOPFMJ.js";
import "./chunk-WW5EZLRN.js";
import "./chunk-L5I3LTLB.js";
import "./chunk-UVYUOTYD.js";
import "./chunk-PECP7TWK.js";
import "./chunk-OESMF5TY.js";
import "./chunk-SK3G26I5.js";
import "./chunk-DY55BNRB.js";
import "./chunk-QEUVSNEV.js";
import "./chunk-RY6I3XHJ.js";
import "./chunk-TGOOFPRP.js";
import "./chunk-GW6HQE3D.js";
import "./chunk-EOZ6U6J6.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";

// src/cli/commands/check.ts
async function runCheck(context, overrides, output, json, packages = [], offline = !1) {
  let { progressFor } = await import("./progress-KKVNGIMA.js"), progress = await progressFor(output), found = await checkRepository(progress ? { ...context, progress } : context, overrides, {
    packages,
    remoteTags: isOffline(offline, context.env) ? offlineTags() : originTags(context, CHECK_ORIGIN_TAGS_TIMEOUT_MS),
    // A preview: a towncrier draft that fails is a warning, the plan still shown.
    towncrierDraft: "preview"
  });
  if (found.kind === "single") {
    if (json) output.out(`${JSON.stringify(checkJson(found.result), null, 2)}
`);
    else {
      let { plannedChangelogSection } = await import("./release-notes-5RSMSEPJ.js"), section = await plannedChangelogSection(found.result, found.result.repo.root).catch(
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
