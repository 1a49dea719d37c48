#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  lockfileName
} from "./chunk-OESMF5TY.js";
import {
  normalisePackageName
} from "./chunk-L37HI2WG.js";
import {
  describeValue,
  formatPath,
  isStringValue,
  locate,
  parseTomlDocument,
  replaceStrings
} from "./chunk-EOZ6U6J6.js";
import {
  VersionFileError
} from "./chunk-DSG6HE4L.js";

// src/edits/lockfile.ts
var normalizeProjectName = normalisePackageName;
function setLockfileVersion(text, kind, projectName, newVersion, path) {
  let doc = parseTomlDocument(text, path), own = packageEntries(doc).filter((pkg) => isOwn(kind, pkg, projectName));
  if (own.length === 0) {
    let why = kind === "uv" ? `has no editable or virtual entry for ${projectName}` : kind === "cargo" ? `has no entry for the crate ${projectName}` : `does not list ${projectName} itself (${lockfileName(kind)} only lists dependencies)`;
    return { changed: !1, text, reason: `${path} ${why}` };
  }
  let replacements = [];
  for (let pkg of own)
    if (pkg.version !== void 0) {
      if (!isStringValue(pkg.version.value))
        throw new VersionFileError(
          `${locate(doc, pkg.version.value)}: ${formatPath(pkg.version.path)} is ${describeValue(pkg.version.value)}; expected a string`
        );
      pkg.version.value.value !== newVersion && replacements.push({ value: pkg.version.value, newValue: newVersion });
    }
  if (replacements.length === 0) {
    let why = own.some((pkg) => pkg.version !== void 0) ? `already records ${projectName} ${newVersion}` : `records no version for ${projectName} (a dynamic version)`;
    return { changed: !1, text, reason: `${path} ${why}` };
  }
  let edited = replaceStrings(text, replacements);
  return parseTomlDocument(edited, path), { changed: !0, text: edited, entries: replacements.length };
}
function lockfileHoldsProject(text, kind, projectName) {
  let doc;
  try {
    doc = parseTomlDocument(text, lockfileName(kind));
  } catch {
    return !0;
  }
  return packageEntries(doc).some((pkg) => isOwn(kind, pkg, projectName) && pkg.version !== void 0);
}
function packageEntries(doc) {
  let packages = /* @__PURE__ */ new Map();
  for (let entry of doc.entries) {
    let [table, index, key, sub] = entry.path;
    if (table !== "package" || typeof index != "number" || typeof key != "string") continue;
    let pkg = packages.get(index);
    pkg === void 0 && (pkg = { name: void 0, version: void 0, sourceKeys: [], hasSource: !1 }, packages.set(index, pkg)), entry.path.length === 3 && key === "name" && isStringValue(entry.value) && (pkg.name = entry.value.value), entry.path.length === 3 && key === "version" && (pkg.version = entry), key === "source" && (pkg.hasSource = !0), entry.path.length === 4 && key === "source" && typeof sub == "string" && pkg.sourceKeys.push(sub);
  }
  return [...packages.values()];
}
var LOCAL_SOURCES = ["editable", "virtual", "directory"];
function isOwn(kind, pkg, projectName) {
  return pkg.name === void 0 ? !1 : kind === "cargo" ? pkg.name === projectName && !pkg.hasSource : normalizeProjectName(stripExtras(pkg.name)) !== normalizeProjectName(projectName) ? !1 : kind === "uv" ? pkg.sourceKeys.some((key) => LOCAL_SOURCES.includes(key)) : !0;
}
function stripExtras(name) {
  return name.replace(/\[.*$/, "").trim();
}

export {
  normalizeProjectName,
  setLockfileVersion,
  lockfileHoldsProject
};
