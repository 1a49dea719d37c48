#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  lockfileName
} from "./chunk-OESMF5TY.js";
import {
  normalisePackageName
} from "./chunk-TGOOFPRP.js";
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

// src/edits/lockfile-scan.ts
var STRING = /^"([^"\\\r\n]*)"\s*(?:#.*)?$/;
function scanLockPackages(text) {
  if (text.includes('"""') || text.includes("'''")) return;
  let packages = [], current, ownKeys = !1, offset = 0;
  for (let line of text.split(`
`)) {
    let start = offset;
    offset += line.length + 1;
    let trimmed = line.replace(/\r$/, "");
    if (trimmed === "" || /^\s/.test(trimmed) || trimmed.startsWith("#") || /^[\]}]/.test(trimmed)) continue;
    if (trimmed.startsWith("[")) {
      if (/^\[\[package\]\]\s*(?:#.*)?$/.test(trimmed))
        current = { name: void 0, version: void 0, sourceKeys: [], hasSource: !1 }, packages.push(current), ownKeys = !0;
      else if (/^(?:\[package\.[A-Za-z0-9_.-]+\]|\[\[package\.[A-Za-z0-9_.-]+\]\])\s*(?:#.*)?$/.test(trimmed))
        ownKeys = !1;
      else if (/^(?:\[[A-Za-z0-9_.-]+\]|\[\[[A-Za-z0-9_.-]+\]\])\s*(?:#.*)?$/.test(trimmed))
        current = void 0, ownKeys = !1;
      else return;
      continue;
    }
    let entry = /^([A-Za-z0-9_-]+)\s*=\s*(.*)$/.exec(trimmed);
    if (entry === null) return;
    if (current === void 0 || !ownKeys) continue;
    let [, key = "", value = ""] = entry;
    if (key === "name") {
      let m = STRING.exec(value);
      if (m === null) return;
      current.name = m[1];
    } else if (key === "version") {
      let m = STRING.exec(value);
      if (m === null) return;
      let at = start + trimmed.indexOf('"', key.length) + 1;
      current.version = { value: m[1] ?? "", start: at, end: at + (m[1] ?? "").length };
    } else if (key === "source") {
      if (current.hasSource = !0, value.startsWith("{")) {
        if (!/^\{.*\}\s*(?:#.*)?$/.test(value)) return;
        current.sourceKeys = [...value.matchAll(/(?:^\{|,)\s*([A-Za-z0-9_-]+)\s*=/g)].map(
          (k) => k[1]
        );
      } else if (STRING.exec(value) === null) return;
    }
  }
  return packages;
}

// src/edits/lockfile.ts
var normalizeProjectName = normalisePackageName;
function setLockfileVersion(text, kind, projectName, newVersion, path) {
  let fast = setByScan(text, kind, projectName, newVersion);
  if (fast !== void 0) return fast;
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
  let scanned = scanLockPackages(text);
  if (scanned !== void 0)
    return scanned.some((pkg) => isOwn(kind, pkg, projectName) && pkg.version !== void 0);
  let doc;
  try {
    doc = parseTomlDocument(text, lockfileName(kind));
  } catch {
    return !0;
  }
  return packageEntries(doc).some((pkg) => isOwn(kind, pkg, projectName) && pkg.version !== void 0);
}
function setByScan(text, kind, projectName, newVersion) {
  if (/["\\\r\n]/.test(newVersion)) return;
  let scanned = scanLockPackages(text);
  if (scanned === void 0) return;
  let own = scanned.filter((pkg) => isOwn(kind, pkg, projectName));
  if (own.length === 0) return;
  let stale = own.flatMap(
    (pkg) => pkg.version !== void 0 && pkg.version.value !== newVersion ? [pkg.version] : []
  );
  if (stale.length === 0) return;
  let out = text;
  for (let at of stale.sort((a, b) => b.start - a.start))
    out = out.slice(0, at.start) + newVersion + out.slice(at.end);
  return { changed: !0, text: out, entries: stale.length };
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
