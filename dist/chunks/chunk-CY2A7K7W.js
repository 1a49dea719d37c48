#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  describeValue,
  findEntry,
  formatPath,
  isStringValue,
  locate,
  parseDottedKey,
  parseTomlDocument,
  replaceStrings,
  staticValue
} from "./chunk-EOZ6U6J6.js";
import {
  VersionFileError
} from "./chunk-DSG6HE4L.js";

// src/edits/toml-key.ts
function toPath(key, file) {
  return typeof key == "string" ? parseDottedKey(key, file) : key;
}
function readTomlValue(text, key, path) {
  let entry = findEntry(parseTomlDocument(text, path), toPath(key, path));
  return entry === void 0 ? void 0 : staticValue(entry.value);
}
function setTomlValue(text, key, newValue, path) {
  return setStringAt(parseTomlDocument(text, path), toPath(key, path), newValue);
}
function setStringAt(doc, keyPaths, newValue) {
  let paths = isPathList(keyPaths) ? keyPaths : [keyPaths], replacements = paths.map((keyPath) => {
    let entry = findEntry(doc, keyPath);
    if (entry === void 0)
      throw new VersionFileError(`${doc.file}: no key ${formatPath(keyPath)} to hold the version`);
    if (!isStringValue(entry.value))
      throw new VersionFileError(
        `${locate(doc, entry.value)}: ${formatPath(keyPath)} is ${describeValue(entry.value)}; expected a string`
      );
    return { value: entry.value, newValue };
  }), result = replaceStrings(doc.text, replacements);
  for (let keyPath of paths) assertWritten(result, keyPath, newValue, doc.file);
  return result;
}
function isPathList(value) {
  return Array.isArray(value[0]);
}
function assertWritten(text, keyPath, expected, file) {
  let entry = findEntry(parseTomlDocument(text, file), keyPath);
  if (entry === void 0 || staticValue(entry.value) !== expected)
    throw new VersionFileError(`${file}: rewriting ${formatPath(keyPath)} did not give "${expected}"`);
}

export {
  readTomlValue,
  setTomlValue,
  setStringAt,
  assertWritten
};
