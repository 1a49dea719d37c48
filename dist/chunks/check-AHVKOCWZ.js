#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  checkJson,
  checkRepository,
  renderCheck
} from "./chunk-BYG7G5KM.js";
import "./chunk-HIPGYDJI.js";
import "./chunk-PHSAG7GJ.js";
import {
  styles
} from "./chunk-5ZHY677I.js";
import "./chunk-OUOMCRLW.js";
import "./chunk-O4HYDLSU.js";
import {
  maxBump
} from "./chunk-KQMECYQM.js";
import "./chunk-WKNHIKGV.js";
import "./chunk-7LN7AZCI.js";
import "./chunk-UP7RG7CN.js";
import "./chunk-3G4I5FCV.js";
import "./chunk-JYB3BNSY.js";
import "./chunk-WQQO3KRW.js";
import "./chunk-UVYUOTYD.js";
import {
  stripControl
} from "./chunk-PECP7TWK.js";
import "./chunk-RQLYAUQM.js";
import "./chunk-UROYSPG4.js";
import "./chunk-OCYB4WJ4.js";
import "./chunk-HLQ36IDT.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";

// src/cli/commands/check-workspace.ts
function workspaceJson(workspace, packages) {
  let seen = /* @__PURE__ */ new Map();
  for (let p of packages) for (let c of p.plan.commits) seen.set(c.commit.hash, c.conventional);
  return {
    workspace: { source: workspace.source, packages: workspace.members.map((m) => m.name) },
    last_tag: null,
    current_version: null,
    bump: highestBump(packages.map((p) => p.plan.bump)),
    next_version: null,
    pending: packages.some((p) => p.plan.pending),
    commits: {
      total: seen.size,
      conventional: [...seen.values()].filter(Boolean).length
    },
    changelog: null,
    packages: packages.map((p) => {
      let doc = checkJson(p), files = doc.files.map((file) => `${p.member.path}/${file}`), stale = doc.stale_copies.map((c) => ({ ...c, path: `${p.member.path}/${c.path}` }));
      return { name: p.member.name, path: p.member.path, ...doc, files, stale_copies: stale };
    })
  };
}
function highestBump(bumps) {
  return bumps.reduce(maxBump, "none");
}
function renderWorkspace(workspace, packages, color) {
  let s = styles(color), blocks = packages.map((p) => renderCheck(p, color, p.member.path)), releasing = packages.filter((p) => p.plan.nextVersion !== void 0), summary = releasing.length === 0 ? `${s.yellow("Nothing to release")} in ${packages.length} package${packages.length === 1 ? "" : "s"}.` : `${s.bold("Next releases:")} ${releasing.map((p) => `${stripControl(p.member.name)} ${s.green(p.plan.nextVersion ?? "")}`).join(", ")}${releasing.length < packages.length ? `; nothing for ${packages.filter((p) => p.plan.nextVersion === void 0).map((p) => stripControl(p.member.name)).join(", ")}` : ""}.`;
  return `${s.dim(
    `${packages.length} of ${workspace.members.length} packages (${stripControl(workspace.source)})`
  )}

${blocks.join(`
`)}
${summary}
`;
}

// src/cli/commands/check.ts
async function runCheck(context, overrides, output, json, packages = []) {
  let { progressFor } = await import("./progress-XJBBCFAR.js"), progress = await progressFor(output), found = await checkRepository(progress ? { ...context, progress } : context, overrides, { packages });
  return found.kind === "single" ? (json ? output.out(`${JSON.stringify(checkJson(found.result), null, 2)}
`) : output.out(renderCheck(found.result, output.color)), 0) : (json ? output.out(`${JSON.stringify(workspaceJson(found.workspace, found.packages), null, 2)}
`) : output.out(renderWorkspace(found.workspace, found.packages, output.color)), 0);
}
export {
  runCheck
};
