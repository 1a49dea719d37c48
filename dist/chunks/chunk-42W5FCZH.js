#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  isStringValue,
  parseTomlDocument,
  replaceStrings
} from "./chunk-KHGI7K5P.js";
import {
  normalisePackageName
} from "./chunk-4657AF6W.js";

// src/edits/member-pins.ts
var EXACT_PIN = /^(\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(?:\[[^\]]*\])?\s*\(?\s*==\s*)([A-Za-z0-9.+!_-]+)(?=\s*\)?\s*(?:;.*)?$)/s;
function requirementLists(entries) {
  let lists = [];
  for (let entry of entries) {
    if (entry.value.type !== "TOMLArray") continue;
    let where = listName(entry.path);
    where !== void 0 && lists.push({ where, value: entry.value });
  }
  return lists;
}
function listName(path) {
  let [first, second, third] = path;
  if (first === "project" && second === "dependencies" && path.length === 2) return "project.dependencies";
  if (first === "project" && second === "optional-dependencies" && path.length === 3)
    return `project.optional-dependencies.${String(third)}`;
  if (first === "dependency-groups" && path.length === 2) return `dependency-groups.${String(second)}`;
}
function findMemberPins(text, file, members) {
  let doc = parseTomlDocument(text, file), pins = [];
  for (let { where, value } of requirementLists(doc.entries))
    for (let element of value.elements) {
      if (!isStringValue(element)) continue;
      let match = EXACT_PIN.exec(element.value), name = match?.[2] === void 0 ? void 0 : normalisePackageName(match[2]);
      match === null || name === void 0 || !members.has(name) || pins.push({ name, version: match[3], where });
    }
  return pins;
}
function setMemberPins(text, file, versions) {
  let doc = parseTomlDocument(text, file), replacements = [];
  for (let { value } of requirementLists(doc.entries))
    for (let element of value.elements) {
      if (!isStringValue(element)) continue;
      let match = EXACT_PIN.exec(element.value), name = match?.[2] === void 0 ? void 0 : normalisePackageName(match[2]), version = name === void 0 ? void 0 : versions.get(name);
      if (match === null || version === void 0 || match[3] === version) continue;
      let lead = match[1], rest = element.value.slice(lead.length + match[3].length);
      replacements.push({ value: element, newValue: `${lead}${version}${rest}` });
    }
  return replacements.length === 0 ? text : replaceStrings(text, replacements);
}

export {
  findMemberPins,
  setMemberPins
};
