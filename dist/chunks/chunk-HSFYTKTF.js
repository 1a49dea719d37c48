#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  ReleaseError
} from "./chunk-DSG6HE4L.js";

// src/core/version.ts
var VERSION_BODY = "(?:(?<epoch>[0-9]+)!)?(?<release>[0-9]+(?:\\.[0-9]+)*)(?:[-_.]?(?<preL>alpha|a|beta|b|preview|pre|c|rc)[-_.]?(?<preN>[0-9]+)?)?(?:-(?<postN1>[0-9]+)|[-_.]?(?<postL>post|rev|r)[-_.]?(?<postN2>[0-9]+)?)?(?:[-_.]?(?<devL>dev)[-_.]?(?<devN>[0-9]+)?)?(?:\\+(?<local>[a-z0-9]+(?:[-_.][a-z0-9]+)*))?", STRICT_PATTERN = new RegExp(`^${VERSION_BODY}$`, "i"), LENIENT_PATTERN = new RegExp(`^\\s*v?${VERSION_BODY}\\s*$`, "i"), PRE_SPELLINGS = {
  a: "a",
  alpha: "a",
  b: "b",
  beta: "b",
  c: "rc",
  rc: "rc",
  pre: "rc",
  preview: "rc"
}, PRE_RANK = { a: 0, b: 1, rc: 2 };
function parseVersion(text, options = {}) {
  let groups = (options.strict ? STRICT_PATTERN : LENIENT_PATTERN).exec(text)?.groups;
  if (groups === void 0) return;
  let epoch = toNumber(groups.epoch), release = parseRelease(groups.release);
  if (epoch === void 0 || release === void 0) return;
  let version = { epoch, release }, preLabel = groups.preL;
  if (preLabel !== void 0) {
    let number = toNumber(groups.preN);
    if (number === void 0) return;
    version.pre = { label: PRE_SPELLINGS[preLabel.toLowerCase()], number };
  }
  if ((groups.postN1 !== void 0 || groups.postL !== void 0) && (version.post = toNumber(groups.postN1 ?? groups.postN2), version.post === void 0) || groups.devL !== void 0 && (version.dev = toNumber(groups.devN), version.dev === void 0))
    return;
  let local = groups.local;
  return local !== void 0 && (version.local = normaliseLocal(local)), version;
}
function formatVersion(version) {
  let text = version.epoch === 0 ? "" : `${version.epoch}!`;
  return text += version.release.join("."), version.pre !== void 0 && (text += `${version.pre.label}${version.pre.number}`), version.post !== void 0 && (text += `.post${version.post}`), version.dev !== void 0 && (text += `.dev${version.dev}`), version.local !== void 0 && (text += `+${version.local}`), text;
}
function compareVersions(a, b) {
  return a.epoch - b.epoch || compareReleases(a.release, b.release) || comparePre(a, b) || compareOptional(a.post, b.post, -1) || compareOptional(a.dev, b.dev, 1) || compareLocals(a.local, b.local);
}
function isFinalRelease(version) {
  return version.pre === void 0 && version.dev === void 0;
}
function sameVersionText(a, b) {
  let x = parseVersion(a), y = parseVersion(b);
  return x !== void 0 && y !== void 0 ? compareVersions(x, y) === 0 : a === b;
}
function spellingsOf(version, written) {
  return written !== void 0 && written !== version && sameVersionText(written, version) ? [version, written] : [version];
}
function sameRelease(a, b) {
  return a.epoch === b.epoch && compareReleases(a.release, b.release) === 0;
}
function bumpVersion(base, bump, options) {
  if (bump === "none") return base;
  let [major = 0, minor = 0, patch = 0] = base.release, effective = bump === "major" && major === 0 && !options.majorOnZero ? "minor" : bump, release;
  effective === "major" ? release = [major + 1, 0, 0] : effective === "minor" ? release = [major, minor + 1, 0] : release = [major, minor, patch + 1];
  let next = { epoch: base.epoch, release };
  return options.prerelease === void 0 ? next : nextPreRelease(next, options.prerelease, options.existing ?? []);
}
function nextPreRelease(release, label, existing) {
  let highest = 0, latest;
  for (let other of existing)
    other.pre === void 0 || !sameRelease(other, release) || (other.pre.label === label && (highest = Math.max(highest, other.pre.number)), (latest === void 0 || compareVersions(other, latest) > 0) && (latest = other));
  let next = { ...release, pre: { label, number: highest + 1 } };
  if (latest !== void 0 && compareVersions(next, latest) < 0)
    throw new ReleaseError(
      `The pre-release ${formatVersion(next)} would sort before the existing ${formatVersion(latest)}.`,
      { details: [`Use the label "${latest.pre.label}" or a later one (a < b < rc).`] }
    );
  return next;
}
function parseRelease(text) {
  let release = [], n = 0;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    code === 46 ? (release.push(n), n = 0) : n = n * 10 + (code - 48);
  }
  return release.push(n), release.every(Number.isSafeInteger) ? release : void 0;
}
function toNumber(digits) {
  if (digits === void 0) return 0;
  let n = Number(digits);
  return Number.isSafeInteger(n) ? n : void 0;
}
function normaliseLocal(local) {
  return local.toLowerCase().split(/[-_.]/).map((part) => /^[0-9]+$/.test(part) ? part.replace(/^0+(?=[0-9])/, "") : part).join(".");
}
function compareOptional(a, b, missing) {
  return a === b ? 0 : a === void 0 ? missing : b === void 0 ? -missing : a - b;
}
function compareReleases(a, b) {
  let length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
function comparePre(a, b) {
  let keyA = preKey(a), keyB = preKey(b);
  return keyA[0] - keyB[0] || keyA[1] - keyB[1];
}
function preKey(v) {
  return v.pre !== void 0 ? [PRE_RANK[v.pre.label], v.pre.number] : v.post === void 0 && v.dev !== void 0 ? [-1, 0] : [3, 0];
}
function compareLocals(a, b) {
  if (a === b) return 0;
  if (a === void 0) return -1;
  if (b === void 0) return 1;
  let partsA = a.split("."), partsB = b.split("."), length = Math.min(partsA.length, partsB.length);
  for (let i = 0; i < length; i++) {
    let diff = compareLocalParts(partsA[i], partsB[i]);
    if (diff !== 0) return diff;
  }
  return partsA.length - partsB.length;
}
function compareLocalParts(a, b) {
  let numericA = /^[0-9]+$/.test(a), numericB = /^[0-9]+$/.test(b);
  return numericA !== numericB ? numericA ? 1 : -1 : numericA && a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
}

export {
  parseVersion,
  formatVersion,
  compareVersions,
  isFinalRelease,
  sameVersionText,
  spellingsOf,
  sameRelease,
  bumpVersion
};
