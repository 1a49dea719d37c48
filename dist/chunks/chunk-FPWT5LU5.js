#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  insertChangelogSection
} from "./chunk-UQZDTVJV.js";
import {
  setPythonAssignment
} from "./chunk-FC6WQNDI.js";
import {
  setLockfileVersion
} from "./chunk-C3MMKN4Q.js";
import {
  setPyprojectVersion
} from "./chunk-EPIO6K3T.js";
import {
  compileVersionPattern,
  fillTemplate,
  replaceVersionByPattern
} from "./chunk-6MSAITEA.js";
import {
  setTomlValue
} from "./chunk-CY2A7K7W.js";
import {
  VersionFileError
} from "./chunk-DSG6HE4L.js";

// src/edits/file-edit.ts
function planFileEdits(input) {
  let after = /* @__PURE__ */ new Map(), notes = [], current = (path) => after.get(path) ?? input.texts.get(path);
  for (let target of input.targets) {
    let text = current(target.path);
    if (text !== void 0)
      switch (target.kind) {
        case "pyproject":
          after.set(target.path, setPyprojectVersion(text, input.version, target.path));
          break;
        case "python":
          after.set(target.path, setPythonAssignment(text, target.variable, input.version, target.path));
          break;
        case "toml":
          after.set(target.path, setTomlValue(text, target.key, input.version, target.path));
          break;
        case "text":
          after.set(target.path, text.replace(text.trim(), input.version));
          break;
        case "pattern": {
          let replaced = replaceVersionByPattern(text, compileVersionPattern(target.pattern), input.version);
          if (replaced === void 0)
            throw new VersionFileError(
              `${target.path}: the pattern ${JSON.stringify(target.pattern)} finds no version; fix the pattern or the file`
            );
          after.set(target.path, replaced);
          break;
        }
        case "template": {
          let search = fillTemplate(target.search, {
            current_version: target.current,
            new_version: input.version
          }), replace = fillTemplate(target.replace, {
            current_version: target.current,
            new_version: input.version
          });
          if (text.includes(search)) after.set(target.path, text.split(search).join(replace));
          else if (!text.includes(replace))
            throw new VersionFileError(
              `${target.path}: ${JSON.stringify(search)} (its search in ${target.why}) is not in the file, so the version cannot be replaced there; fix the file or the search in ${target.why}`
            );
          break;
        }
        case "lock": {
          let edit = setLockfileVersion(text, target.lock, target.projectName, input.version, target.path);
          edit.changed ? after.set(target.path, edit.text) : notes.push(edit.reason);
          break;
        }
      }
  }
  if (input.changelogSection !== void 0) {
    let before = current(input.changelogFile);
    after.set(
      input.changelogFile,
      insertChangelogSection(before, input.changelogSection, input.version, input.changelogFile)
    );
  }
  let edits = [];
  for (let [path, text] of after) {
    let before = input.texts.get(path);
    text !== before && edits.push({ path, before, after: text });
  }
  return { edits, notes };
}

export {
  planFileEdits
};
