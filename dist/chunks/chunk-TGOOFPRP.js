#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  compareVersions,
  parseVersion
} from "./chunk-GW6HQE3D.js";

// src/core/tag-shape.ts
var NO_TAG_WHY = "no release tag yet: the default", PLAIN_PREFIXES = ["", "v"], NAME_SEPARATORS = ["-v", "-", "@"];
function normalisePackageName(name) {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}
function readOwnTag(tag, name) {
  for (let prefix of PLAIN_PREFIXES) {
    let plain = tag.startsWith(prefix) ? readAfter(tag, prefix.length) : void 0;
    if (plain !== void 0) return { prefix, version: plain };
  }
  if (name === void 0) return;
  let wanted = normalisePackageName(name);
  if (wanted !== "") {
    for (let named of namedReadings(tag))
      if (normalisePackageName(named.name) === wanted) return { prefix: named.prefix, version: named.version };
  }
}
var PACKAGE_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
function* namedReadings(tag) {
  for (let end = 1; end < tag.length; end++) {
    if (!/[A-Za-z0-9._-]/.test(tag.charAt(end - 1))) return;
    let name = tag.slice(0, end);
    if (PACKAGE_NAME.test(name))
      for (let separator of NAME_SEPARATORS) {
        if (!tag.startsWith(separator, end)) continue;
        let version = readAfter(tag, end + separator.length);
        version !== void 0 && (yield { name, prefix: tag.slice(0, end + separator.length), version });
      }
  }
}
function readNamedTag(tag) {
  for (let named of namedReadings(tag)) return named;
}
function readAfter(tag, start) {
  return parseVersion(tag.slice(start), { strict: !0 });
}
function inferTagFormat(tags, packageName) {
  let name = packageName?.trim() === "" ? void 0 : packageName, byPrefix = /* @__PURE__ */ new Map(), others = [];
  for (let tag2 of tags) {
    let own = readOwnTag(tag2, name);
    if (own === void 0 || !isReleaseShape(own.version)) {
      let other = own === void 0 ? readNamedTag(tag2) : void 0;
      other !== void 0 && isReleaseShape(other.version) && others.push({ tag: tag2, version: other.version });
      continue;
    }
    let seen = byPrefix.get(own.prefix);
    seen === void 0 ? byPrefix.set(own.prefix, { count: 1, newest: own.version, tag: tag2 }) : (seen.count++, compareVersions(own.version, seen.newest) > 0 && Object.assign(seen, { newest: own.version, tag: tag2 }));
  }
  let shapes = [...byPrefix.entries()].sort(
    (a, b) => compareVersions(b[1].newest, a[1].newest) || b[1].count - a[1].count || a[0].localeCompare(b[0])
  ), [best, ...rest] = shapes;
  if (best === void 0)
    return spelledShape(tags) ?? { format: "v{version}", why: noOwnTagWhy(others, name), fromTags: !1 };
  let [prefix, { count, tag, newest }] = best, spelled = spelledShape(tags, { newest, count });
  if (spelled !== void 0) return spelled;
  let shape = `${prefix}1.2.3`, what = name === void 0 ? "" : ` of ${name}`, why = rest.length === 0 ? `${count === 1 ? `your release tag${what} looks` : `${count} of your tags${what} look`} like ${shape}` : (
    // check and init put this in parentheses already: no parentheses inside.
    `your newest release tag${what}, ${tag}, looks like ${shape}; ${rest.map(([p, o]) => `${o.count} ${o.count === 1 ? "other looks" : "others look"} like ${p}1.2.3`).join(", ")}`
  ), newer = others.filter((o) => compareVersions(o.version, newest) > 0);
  return { format: `${prefix}{version}`, why: `${why}${ignoredWhy(newer, name)}`, fromTags: !0 };
}
function isReleaseShape(version) {
  return version.release.length >= 2 && version.local === void 0;
}
function noOwnTagWhy(others, name) {
  if (others.length === 0) return NO_TAG_WHY;
  let newest = newestOf(others), more = others.length === 1 ? "" : ` and ${others.length - 1} more`;
  return name === void 0 ? `no release tag of a plain shape (1.2.3, v1.2.3) yet, and ${newest}${more} may be another package's (the package's name is unknown): the default` : `no release tag of ${name} yet (${newest}${more} ${others.length === 1 ? "names" : "name"} another package): the default`;
}
function ignoredWhy(newer, name) {
  if (newer.length === 0) return "";
  let newest = newestOf(newer), more = newer.length === 1 ? "" : ` and ${newer.length - 1} more`;
  return name === void 0 ? `; the newer ${newest}${more} may be another package's (the package's name is unknown)` : `; the newer ${newest}${more} ${newer.length === 1 ? "names" : "name"} another package, not ${name}`;
}
function newestOf(tags) {
  let best = tags[0];
  for (let t of tags) compareVersions(t.version, best.version) > 0 && (best = t);
  return best.tag;
}
var SPELLED = /^([A-Za-z][A-Za-z0-9]*[_-])?(\d+)([_-])(\d+)\3(\d+)((?:a|b|rc)\d+)?$/;
function spelledShapes(tags) {
  let shapes = /* @__PURE__ */ new Map();
  for (let tag of tags) {
    let m = SPELLED.exec(tag);
    if (m === null) continue;
    let [, prefix = "", major = "", separator = "_", minor = "", patch = "", pre = ""] = m;
    if (Number(major) >= 1970 && Number(minor) <= 12 && Number(patch) <= 31) continue;
    let version = parseVersion(`${major}.${minor}.${patch}${pre}`, { strict: !0 });
    if (version === void 0) continue;
    let format = `${prefix}{major}${separator}{minor}${separator}{patch}`, seen = shapes.get(format);
    seen === void 0 ? shapes.set(format, { format, count: 1, newest: version, tag }) : (seen.count++, compareVersions(version, seen.newest) > 0 && Object.assign(seen, { newest: version, tag }));
  }
  return [...shapes.values()].filter((s) => s.count >= 2).sort((a, b) => b.count - a.count || compareVersions(b.newest, a.newest));
}
function spelledShape(tags, dotted) {
  let [best] = spelledShapes(tags);
  if (best === void 0 || dotted !== void 0 && (compareVersions(best.newest, dotted.newest) <= 0 || best.count < dotted.count))
    return;
  let looks = best.format.replace("{major}", "1").replace("{minor}", "2").replace("{patch}", "3");
  return {
    format: best.format,
    why: `${best.count} of your tags look like ${looks} (the newest ${best.tag})`,
    fromTags: !0
  };
}

export {
  normalisePackageName,
  readOwnTag,
  inferTagFormat
};
