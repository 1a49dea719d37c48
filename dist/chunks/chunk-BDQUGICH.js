#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  POETRY_VERSION,
  PROJECT_VERSION,
  readPyprojectInfo,
  versionOf
} from "./chunk-SK3G26I5.js";
import {
  setStringAt
} from "./chunk-CY2A7K7W.js";
import {
  describeValue,
  findEntry,
  hasTable,
  isStringValue,
  locate,
  parseTomlDocument,
  valueAt
} from "./chunk-EOZ6U6J6.js";
import {
  VersionFileError
} from "./chunk-DSG6HE4L.js";

// src/edits/pyproject.ts
function readPyprojectVersion(text, path) {
  return readPyprojectInfo(documentView(parseTomlDocument(text, path)));
}
function documentView(doc) {
  return {
    value: (path) => valueAt(doc, path),
    hasTable: (path) => hasTable(doc, path),
    version(path, table) {
      let entry = findEntry(doc, path);
      if (entry !== void 0) {
        if (!isStringValue(entry.value))
          throw new VersionFileError(
            `${locate(doc, entry.value)}: [${table}].version is ${describeValue(entry.value)}; expected a string like "1.2.3"`
          );
        return { version: entry.value.value, line: entry.value.loc.start.line };
      }
    }
  };
}
function setPyprojectVersion(text, newVersion, path) {
  let doc = parseTomlDocument(text, path), version = versionOf(documentView(doc), void 0);
  if (version.kind === "dynamic") {
    let why = version.source?.kind === "computed" ? version.source.tool : "listed in [project].dynamic";
    throw new VersionFileError(
      `${path}: the version is dynamic (${why}); there is no version to rewrite here`
    );
  }
  if (version.kind === "absent")
    throw new VersionFileError(`${path}: no version in [project] or [tool.poetry] to rewrite`);
  if (version.table === "tool.poetry") return setStringAt(doc, POETRY_VERSION, newVersion);
  let mirror = findEntry(doc, POETRY_VERSION), paths = mirror !== void 0 && isStringValue(mirror.value) ? [PROJECT_VERSION, POETRY_VERSION] : [PROJECT_VERSION];
  return setStringAt(doc, paths, newVersion);
}

export {
  readPyprojectVersion,
  setPyprojectVersion
};
