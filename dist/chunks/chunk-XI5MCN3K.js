#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  insertChangelogSection
} from "./chunk-LIMTD357.js";
import {
  replacePlaceholders,
  setCitationVersion,
  setPythonAssignment
} from "./chunk-R5NOPFMJ.js";
import {
  setLockfileVersion
} from "./chunk-E6DDP3GQ.js";
import {
  setPyprojectVersion
} from "./chunk-BDQUGICH.js";
import {
  compileVersionPattern,
  fillTemplate,
  replaceVersionByPattern
} from "./chunk-DY55BNRB.js";
import {
  setTomlValue
} from "./chunk-CY2A7K7W.js";
import {
  parseVersion
} from "./chunk-GW6HQE3D.js";
import {
  VersionFileError
} from "./chunk-DSG6HE4L.js";

// src/edits/c-version-defines.ts
var LEVELS = { a: ["ALPHA", 10], b: ["BETA", 11], rc: ["GAMMA", 12] };
function setVersionDefines(text, version) {
  let parsed = parseVersion(version, { strict: !0 });
  if (parsed === void 0 || parsed.epoch !== 0 || parsed.release.length > 3 || parsed.dev !== void 0 || parsed.post !== void 0 || parsed.local !== void 0)
    return text;
  let prefix = /^[ \t]*#[ \t]*define[ \t]+(\w*)MAJOR[ \t]+\d+[ \t]*$/m.exec(text)?.[1];
  if (prefix === void 0 || !new RegExp(`^[ \\t]*#[ \\t]*define[ \\t]+${prefix}MINOR[ \\t]`, "m").test(text))
    return text;
  let [major = 0, minor = 0, micro = 0] = parsed.release, [levelName, level] = parsed.pre === void 0 ? ["FINAL", 15] : LEVELS[parsed.pre.label], serial = parsed.pre?.number ?? 0, hex = (major & 255) << 24 | (minor & 255) << 16 | (micro & 255) << 8 | level << 4 | serial, out = text, set = (name, value, next) => {
    out = out.replace(
      new RegExp(
        `^([ \\t]*#[ \\t]*define[ \\t]+${prefix}${name}[ \\t]+)(${value.source})([ \\t]*(?:\\/\\/.*|\\/\\*.*)?)$`,
        "m"
      ),
      (_, head, old, tail) => `${head}${next(old)}${tail}`
    );
  };
  return set("MICRO", /\d+/, () => String(micro)), set("RELEASE_LEVEL", /PY_RELEASE_LEVEL_[A-Z]+/, () => `PY_RELEASE_LEVEL_${levelName}`), set("RELEASE_SERIAL", /\d+/, () => String(serial)), set("HEX", /0x[0-9A-Fa-f]{8}/, (old) => {
    let digits = (hex >>> 0).toString(16).padStart(8, "0");
    return `0x${/[a-f]/.test(old) ? digits : digits.toUpperCase()}`;
  }), out;
}

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
          let pattern = compileVersionPattern(target.pattern, target.result), replaced;
          try {
            replaced = replaceVersionByPattern(text, pattern, input.version), replaced !== void 0 && target.result !== void 0 && (replaced = setVersionDefines(replaced, input.version));
          } catch (error) {
            throw new VersionFileError(
              `${target.path}: ${error instanceof Error ? error.message : String(error)}; choose a version these groups can hold (--release-as), or name the file with version_files`
            );
          }
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
        case "citation": {
          let written = setCitationVersion(text, input.version, input.date);
          if (written === void 0)
            throw new VersionFileError(
              `${target.path}: no top-level version: line to write the version to; add one or remove the file from version_files`
            );
          after.set(target.path, written);
          break;
        }
        case "placeholders":
          after.set(
            target.path,
            replacePlaceholders(text, target.name, target.current, input.version, target.path)
          );
          break;
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
