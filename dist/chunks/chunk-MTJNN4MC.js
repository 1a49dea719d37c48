#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  checkJson,
  renderCheck
} from "./chunk-ESBTIPVF.js";
import {
  styles
} from "./chunk-5ZHY677I.js";
import {
  maxBump
} from "./chunk-QDUHDVGP.js";
import {
  stripControl
} from "./chunk-PECP7TWK.js";
import {
  pathInRepository
} from "./chunk-TO5OBJYM.js";

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
      let doc = checkJson(p), files = doc.files.map((file) => pathInRepository(p.member.path, file)), stale = doc.stale_copies.map((c) => ({ ...c, path: pathInRepository(p.member.path, c.path) }));
      return {
        name: p.member.name,
        path: p.member.path,
        ...doc,
        files: p.dependencyUpdates.length > 0 && !files.includes(pathInRepository(p.member.path, "pyproject.toml")) ? [pathInRepository(p.member.path, "pyproject.toml"), ...files] : files,
        stale_copies: stale,
        /** Exact pins on other packages that follow their new versions in the release commit. */
        dependency_updates: p.dependencyUpdates
      };
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

export {
  workspaceJson,
  renderWorkspace
};
