#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  compareVersions,
  parseVersion
} from "./chunk-HSFYTKTF.js";
import {
  ConfigError
} from "./chunk-DSG6HE4L.js";

// src/core/shared-version.ts
function refuseDisagreeingVersions(packages) {
  let carrying = packages.filter((p) => p.fileVersion !== void 0), first = carrying[0];
  if (first === void 0) return;
  let same = (a, b) => {
    let [x, y] = [parseVersion(a), parseVersion(b)];
    return x !== void 0 && y !== void 0 ? compareVersions(x, y) === 0 : a === b;
  };
  if (carrying.every((p) => same(p.fileVersion, first.fileVersion))) return;
  let listed = carrying.map((p) => `${p.name} ${p.fileVersion} (${p.path})`).join(", ");
  throw new ConfigError(
    `shared_version: the packages released together carry different versions (${listed}), and one tag names one version; set every package's files to the same version, or remove shared_version to release each package on its own`
  );
}
function groupVersion(packages) {
  let best;
  for (let p of packages) {
    if (p.nextVersion === void 0) continue;
    let version = parseVersion(p.nextVersion);
    version !== void 0 && (best === void 0 || compareVersions(version, best.version) > 0) && (best = { text: p.nextVersion, version });
  }
  return best?.text;
}
function groupReleaseNotes(sections) {
  let first = sections[0];
  return first === void 0 ? "" : sections.every((s) => s.notes.trim() === first.notes.trim()) ? first.notes : sections.map(({ name, notes }) => {
    let lines = notes.trim().split(`
`), body = /^#{1,6}\s/.test(lines[0] ?? "") ? lines.slice(1).join(`
`).trim() : notes.trim();
    return `## ${name}

${body === "" ? "No changes of its own." : body}`;
  }).join(`

`);
}

export {
  refuseDisagreeingVersions,
  groupVersion,
  groupReleaseNotes
};
