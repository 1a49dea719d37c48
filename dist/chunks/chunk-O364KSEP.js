#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  commandLine,
  took,
  traceCall,
  tracing
} from "./chunk-OUOMCRLW.js";
import {
  now
} from "./chunk-O4HYDLSU.js";
import {
  calverFormatProblem,
  compileTagFormat,
  withPackageName
} from "./chunk-GBNLVZVL.js";
import {
  parseToml
} from "./chunk-UP7RG7CN.js";
import {
  hasVersionHeading
} from "./chunk-WQQO3KRW.js";
import {
  compileVersionPattern
} from "./chunk-UROYSPG4.js";
import {
  compileCustomParser,
  enableLinearRegExpFallback
} from "./chunk-OCYB4WJ4.js";
import {
  ConfigError,
  GitError,
  ReleaseError
} from "./chunk-DSG6HE4L.js";

// src/fs/read-repo-file.ts
import { constants } from "node:fs";
import { open } from "node:fs/promises";

// src/fs/repo-path.ts
import { lstat, readlink, realpath } from "node:fs/promises";
import { dirname, isAbsolute, join, normalize, relative, resolve, sep } from "node:path";
var OutsideRepositoryError = class extends Error {
}, MAX_LINKS = 40;
async function resolveRepoPath(root, given) {
  if (given === "" || isAbsolute(given) || /^[A-Za-z]:[\\/]/.test(given))
    throw new OutsideRepositoryError(`"${given}" is an absolute path`);
  if (normalize(given).split(/[\\/]/).some((part) => part.toLowerCase() === ".git"))
    throw new OutsideRepositoryError(
      `"${given}" is inside the git directory (.git), which releaser never writes: git's own files there (hooks, HEAD, the index) are not project files`
    );
  let realRoot = await realpath(root), current = resolve(realRoot, normalize(given));
  if (!isInside(realRoot, current))
    throw new OutsideRepositoryError(`"${given}" points outside the repository`);
  for (let hops = 0; hops <= MAX_LINKS; hops++) {
    let link = await firstLink(realRoot, current);
    if (link === void 0) {
      if (!isInside(realRoot, current)) break;
      let rel = toRel(realRoot, current);
      if (rel.split("/").some((part) => part.toLowerCase() === ".git"))
        throw new OutsideRepositoryError(
          `"${given}" leads into the git directory (.git), which releaser never writes`
        );
      return { given, rel, abs: current };
    }
    let target = resolve(dirname(link.at), link.target);
    if (current = join(target, relative(link.at, current)), !isInside(realRoot, target))
      throw new OutsideRepositoryError(
        `"${given}" ${link.at === current0(realRoot, given) ? "is a symbolic link" : "goes through a symbolic link"} that leads outside the repository (to ${link.target})`
      );
  }
  throw new OutsideRepositoryError(`"${given}" leads outside the repository or through a loop of links`);
}
async function firstLink(root, path) {
  let parts = relative(root, path).split(sep).filter((p) => p !== ""), at = root;
  for (let part of parts) {
    at = join(at, part);
    let stats = await lstat(at).catch(() => {
    });
    if (stats === void 0) return;
    if (stats.isSymbolicLink()) return { at, target: await readlink(at) };
  }
}
function isInside(root, path) {
  let rel = relative(root, path);
  return rel === "" || !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}
function toRel(root, abs) {
  return relative(root, abs).split(sep).join("/");
}
function current0(root, given) {
  return resolve(root, normalize(given));
}

// src/fs/read-repo-file.ts
async function readRepoText(root, given, ErrorType = ReleaseError) {
  let file = await readRepoBytes(root, given, ErrorType, "a text file");
  return file === void 0 ? void 0 : { path: file.path, text: decodeUtf8(file.bytes, given, ErrorType) };
}
async function readRepoBytes(root, given, ErrorType = ReleaseError, expected = "a regular file") {
  let path = await resolveRepoPathOr(root, given, ErrorType), handle = await open(path.abs, constants.O_RDONLY | constants.O_NONBLOCK).catch(
    (error) => {
      if (!(error.code === "ENOENT" || error.code === "ENOTDIR"))
        throw error.code === "EISDIR" ? new ErrorType(`${given}: is a directory, expected ${expected}; nothing was changed`) : new ErrorType(`${given}: cannot be read (${error.code ?? error.message})`, { cause: error });
    }
  );
  if (handle !== void 0)
    try {
      let stats = await handle.stat();
      if (stats.isDirectory())
        throw new ErrorType(`${given}: is a directory, expected ${expected}; nothing was changed`);
      if (!stats.isFile())
        throw new ErrorType(
          `${given}: not a regular file (${describeKind(stats)}); expected ${expected}, nothing was read`
        );
      return { path, bytes: await handle.readFile() };
    } finally {
      await handle.close();
    }
}
async function resolveRepoPathOr(root, given, ErrorType = ReleaseError) {
  try {
    return await resolveRepoPath(root, given);
  } catch (error) {
    throw error instanceof OutsideRepositoryError ? new ErrorType(
      `${error.message}; releaser reads and writes files inside the repository only, nothing was changed`
    ) : error;
  }
}
var decoder = new TextDecoder("utf-8", { fatal: !0, ignoreBOM: !0 });
function decodeUtf8(bytes, given, ErrorType = ReleaseError) {
  try {
    return decoder.decode(bytes);
  } catch {
    let { line, byte } = firstInvalidByte(bytes);
    throw new ErrorType(
      `${given}:${line}: not valid UTF-8 (byte 0x${byte.toString(16).toUpperCase().padStart(2, "0")}); releaser edits UTF-8 text only: save the file as UTF-8, nothing was changed`
    );
  }
}
function firstInvalidByte(bytes) {
  let line = 1, start = 0;
  for (; start <= bytes.length; ) {
    let end = bytes.indexOf(10, start);
    end === -1 && (end = bytes.length);
    let lineBytes = bytes.subarray(start, end);
    try {
      decoder.decode(lineBytes);
    } catch {
      return { line, byte: lineBytes.find((b) => b >= 128) ?? 0 };
    }
    line++, start = end + 1;
  }
  return { line, byte: 0 };
}
function describeKind(stats) {
  return stats.isFIFO() ? "a named pipe" : stats.isSocket() ? "a socket" : stats.isCharacterDevice() || stats.isBlockDevice() ? "a device" : "not a file";
}

// src/core/ref-name.ts
function branchNameProblem(name) {
  if (name === "") return "it is empty";
  if (/\s/.test(name)) return "it contains whitespace";
  if (/[\u0000-\u001f\u007f~^:?*[\\]/.test(name))
    return "it contains one of ~ ^ : ? * [ \\ or a control character";
  if (name.includes("..")) return 'it contains ".."';
  if (name.includes("@{") || name === "@") return 'it contains "@{" or is "@"';
  if (name.startsWith("/") || name.endsWith("/") || name.includes("//"))
    return "it has an empty path component";
  if (name.startsWith("-")) return 'it starts with "-"';
  if (name.endsWith(".")) return 'it ends with "."';
  if (name.split("/").some((part) => part.startsWith(".") || part.endsWith(".lock")))
    return 'a component starts with "." or ends with ".lock"';
  if (name === "HEAD" || name.startsWith("refs/")) return "it names HEAD or a full ref, not a branch";
}

// src/config/values.ts
function checkConfigValues(config, layers) {
  let fail = (path, problem) => {
    throw configValueError(layers, path, problem);
  }, tag = "";
  try {
    tag = compileTagFormat(withPackageName(config.tag_format, "pkg", "")).format("1.0.0rc1");
  } catch (error) {
    fail(["tag_format"], error.message.replace(/\.$/, ""));
  }
  let tagProblem = branchNameProblem(tag);
  tagProblem !== void 0 && fail(
    ["tag_format"],
    `"${config.tag_format}" makes tags git refuses (${tag}: ${tagProblem}), e.g. "v{version}"`
  );
  let calverProblem = calverFormatProblem(config.calver_format);
  calverProblem !== void 0 && fail(["calver_format"], calverProblem), config.parsers.some((parser2) => parser2.pattern !== void 0) && enableLinearRegExpFallback(), config.parsers.forEach((parser2, index) => {
    let problem = parserProblem(parser2);
    problem !== void 0 && fail(["parsers"], `entry ${index + 1}: ${problem}`);
  }), config.version_files.forEach((entry, index) => {
    let problem = versionFileProblem(entry);
    problem !== void 0 && fail(["version_files"], `entry ${index + 1}: ${problem}`);
  });
  for (let key of ["release_branch", "commit_message", "changelog_file"])
    config[key].trim() === "" && fail([key], "must not be empty");
  let branchProblem = branchNameProblem(config.release_branch);
  branchProblem !== void 0 && fail(
    ["release_branch"],
    `"${config.release_branch}" cannot be a git branch name: ${branchProblem}, e.g. "main"`
  ), checkPullRequestValues(config, fail);
}
function parserProblem(parser2) {
  let example = `pattern = '^\\[(?P<type>\\w+)\\] (?P<description>.+)$' or preset = "gitmoji"`;
  if (parser2.pattern === void 0 && parser2.preset === void 0)
    return `a parser needs a pattern or a preset: give one, e.g. ${example}`;
  if (parser2.pattern !== void 0 && parser2.preset !== void 0)
    return "a parser is a pattern or a preset, not both: put each in its own [[parsers]] table";
  if (parser2.pattern !== void 0)
    try {
      compileCustomParser(parser2.pattern);
      return;
    } catch (error) {
      return error.message;
    }
}
function versionFileProblem(entry) {
  let forms = '"path.py:VARIABLE", "path.toml:dotted.key", "path" (a file holding just the version) or { path = "...", pattern = "...(?P<version>...)..." }';
  if (typeof entry != "string") {
    if (entry.path.trim() === "") return `the path is empty; an entry is ${forms}`;
    try {
      compileVersionPattern(entry.pattern);
    } catch (error) {
      return error.message;
    }
    return;
  }
  let colon = entry.lastIndexOf(":");
  if (entry.trim() === "" || colon === 0 || colon !== -1 && colon === entry.length - 1)
    return `"${entry}" must be ${forms}`;
}
function checkPullRequestValues(config, fail) {
  let { branch, title, labels } = config.pr, unknown = (text2, allowed) => [...text2.matchAll(/\{([^{}]*)\}/g)].map((m) => m[0]).filter((p) => p !== allowed), extraInBranch = unknown(branch, "{branch}");
  extraInBranch.length > 0 && fail(
    ["pr", "branch"],
    `"${branch}" has ${extraInBranch.join(", ")}; only {branch} (the release branch) is filled in, e.g. "releaser/{branch}"`
  );
  let problem = branchNameProblem(branch.replaceAll("{branch}", config.release_branch));
  problem !== void 0 && fail(["pr", "branch"], `"${branch}" cannot be a git branch name: ${problem} (e.g. "releaser/{branch}")`), (title.trim() === "" || /[\r\n]/.test(title)) && fail(["pr", "title"], 'must be one non-empty line, e.g. "chore(release): {version}"');
  let extraInTitle = unknown(title, "{version}");
  extraInTitle.length > 0 && fail(["pr", "title"], `"${title}" has ${extraInTitle.join(", ")}; only {version} is filled in`);
  for (let label of labels)
    (label.trim() === "" || label.length > 50 || /[\r\n,]/.test(label)) && fail(
      ["pr", "labels"],
      `${JSON.stringify(label)} is not a label: give names of 1 to 50 characters, without commas or line breaks`
    );
}
function configValueError(layers, path, problem) {
  let layer = [...layers].reverse().find((l) => hasPath(l.values, path)), file = layer?.file ?? "configuration", key = [layer?.prefix ?? "", ...path].filter((p) => p !== "").join(".");
  return new ConfigError(`${file}: key "${key}": ${problem}`);
}
function isConfigured(layers, path) {
  return layers.some((l) => hasPath(l.values, path));
}
function hasPath(values, path) {
  let current = values;
  for (let key of path) {
    if (typeof current != "object" || current === null || !(key in current)) return !1;
    current = current[key];
  }
  return !0;
}

// src/config/load.ts
import { readFile, stat as stat2 } from "node:fs/promises";
import { basename, isAbsolute as isAbsolute2, relative as relative2, resolve as resolve2 } from "node:path";

// src/project/find-changelog.ts
import { readdir, stat } from "node:fs/promises";
var DEFAULT_CHANGELOG = "CHANGELOG.md", NAMES = ["changelog", "changes", "history", "news", "release-notes", "releases"], EXTENSIONS = [".md", ".rst", ".txt", ""];
async function findChangelogFile(root, options = {}) {
  let rootEntries = await listDir(root), towncrier = await readTowncrierFile(root, rootEntries, options.pyproject);
  if (towncrier !== void 0) {
    let exists = await isFileInside(root, towncrier);
    return { path: towncrier, source: "towncrier", exists };
  }
  let atRoot = await pickFile(root, "", rootEntries);
  if (atRoot?.history === !0) return { path: atRoot.path, source: "found", exists: !0 };
  let docs = rootEntries.find((e) => e.name === "docs"), inDocs = docs !== void 0 && (docs.isDirectory() || docs.isSymbolicLink()) ? await pickFile(root, "docs/", await listDir(root, "docs")) : void 0;
  if (atRoot !== void 0 && inDocs !== void 0 && await isPointer(root, atRoot) && await hasHistory(root, inDocs))
    return { path: inDocs.path, source: "found", exists: !0 };
  let found = atRoot ?? inDocs;
  return found !== void 0 ? { path: found.path, source: "found", exists: !0 } : { path: DEFAULT_CHANGELOG, source: "default", exists: !1 };
}
async function isPointer(root, picked) {
  if (picked.history === !0) return !1;
  let text2 = await readRepoText(root, picked.path, ConfigError).catch(() => {
  });
  return text2 !== void 0 && text2.text.trim() !== "" && !hasVersionHeading(text2.text);
}
async function hasHistory(root, picked) {
  if (picked.history !== void 0) return picked.history;
  let text2 = await readRepoText(root, picked.path, ConfigError).catch(() => {
  });
  return text2 !== void 0 && hasVersionHeading(text2.text);
}
function rankChangelogName(name) {
  let lower = name.toLowerCase().replace(/_/g, "-");
  for (let [e, ext] of EXTENSIONS.entries()) {
    if (ext !== "" && !lower.endsWith(ext)) continue;
    let base = ext === "" ? lower : lower.slice(0, -ext.length), n = NAMES.indexOf(base);
    if (n !== -1) return n * EXTENSIONS.length + e;
  }
}
function pickChangelogName(names) {
  let best;
  for (let name of names) {
    let rank = rankChangelogName(name);
    rank !== void 0 && (best === void 0 || rank < best.rank || rank === best.rank && name < best.name) && (best = { name, rank });
  }
  return best?.name;
}
function towncrierNewsFile(data) {
  let tool = data.tool;
  if (!isTable(tool) || !isTable(tool.towncrier)) return;
  let settings = tool.towncrier;
  return settings.single_file === !1 ? void 0 : (typeof settings.filename == "string" && settings.filename.trim() !== "" ? settings.filename : "NEWS.rst").replace(/\\/g, "/").replace(/^(?:\.\/)+/, "");
}
async function readTowncrierFile(root, entries, pyproject) {
  let names = new Set(entries.map((e) => e.name));
  if (names.has("towncrier.toml")) {
    let text3 = (await readRepoText(root, "towncrier.toml", ConfigError))?.text;
    if (text3 !== void 0) return towncrierNewsFile(parseToml(text3, "towncrier.toml"));
  }
  if (pyproject !== void 0) return towncrierNewsFile(pyproject);
  if (!names.has("pyproject.toml")) return;
  let text2 = (await readRepoText(root, "pyproject.toml", ConfigError))?.text;
  return text2 === void 0 ? void 0 : towncrierNewsFile(parseToml(text2, "pyproject.toml"));
}
async function listCandidates(root, prefix, entries) {
  let candidates = entries.filter((e) => rankChangelogName(e.name) !== void 0 && (e.isFile() || e.isSymbolicLink())).map((e) => e.name), found = [];
  for (; candidates.length > 0; ) {
    let name = pickChangelogName(candidates);
    candidates.splice(candidates.indexOf(name), 1), (entries.find((e) => e.name === name).isFile() || await isFileInside(root, prefix + name).catch(passOver(found))) && found.push(prefix + name);
  }
  return found;
}
function passOver(found) {
  return (error) => {
    if (found.length === 0) throw error;
    return !1;
  };
}
async function pickFile(root, prefix, entries) {
  let candidates = await listCandidates(root, prefix, entries);
  if (candidates.length !== 0) {
    if (candidates.length === 1) return { path: candidates[0], history: void 0 };
    for (let path of candidates) {
      let text2 = await readRepoText(root, path, ConfigError).catch(() => {
      });
      if (text2 !== void 0 && hasVersionHeading(text2.text)) return { path, history: !0 };
    }
    return { path: candidates[0], history: !1 };
  }
}
async function isFileInside(root, given) {
  try {
    let path = await resolveRepoPath(root, given);
    return (await stat(path.abs).catch(() => {
    }))?.isFile() === !0;
  } catch (error) {
    throw error instanceof OutsideRepositoryError ? new ConfigError(
      `${error.message}; releaser reads and writes files inside the repository only, nothing was changed`
    ) : error;
  }
}
async function listDir(root, folder) {
  let dir = root;
  if (folder !== void 0) {
    let path = await resolveRepoPath(root, folder).catch(() => {
    });
    if (path === void 0) return [];
    dir = path.abs;
  }
  return readdir(dir, { withFileTypes: !0 }).catch(() => []);
}
function isTable(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}

// src/project/version-target.ts
function parseVersionFileEntry(entry) {
  if (typeof entry != "string")
    return { kind: "pattern", path: normalisePath(entry.path), pattern: entry.pattern };
  let path = versionFilePath(entry);
  if (!entry.includes(":")) return { kind: "text", path };
  let name = entry.slice(entry.lastIndexOf(":") + 1);
  return path.endsWith(".toml") ? { kind: "toml", path, key: name } : { kind: "python", path, variable: name };
}
function versionFilePath(entry) {
  if (typeof entry != "string") return normalisePath(entry.path);
  let colon = entry.lastIndexOf(":");
  return normalisePath(colon === -1 ? entry : entry.slice(0, colon));
}
function normalisePath(path) {
  return path.replace(/^\.\//, "");
}

// src/config/paths.ts
async function checkConfigPaths(root, config, layers) {
  let check = async (key, path) => {
    try {
      await resolveRepoPath(root, path);
    } catch (error) {
      throw error instanceof OutsideRepositoryError ? isConfigured(layers, key) ? configValueError(
        layers,
        key,
        `${error.message}; give a path inside the repository, relative to its root`
      ) : new ConfigError(
        `${error.message}; releaser reads and writes files inside the repository only, nothing was changed`
      ) : error;
    }
  };
  for (let entry of config.version_files) await check(["version_files"], versionFilePath(entry));
  await check(["changelog_file"], config.changelog_file);
  for (let pattern of config.release.assets) {
    let fixed = pattern.split(/[*?[{]/)[0] ?? "";
    if (/(^|[\\/])\.\.([\\/]|$)/.test(pattern) || fixed.startsWith("/") || /^[A-Za-z]:[\\/]/.test(fixed) || fixed.startsWith("~"))
      throw configValueError(
        layers,
        ["release", "assets"],
        `"${pattern}" points outside the repository; asset globs are relative to the repository root and must stay inside it`
      );
  }
}

// node_modules/valibot/dist/index.mjs
var store$4, DEFAULT_CONFIG = {
  lang: void 0,
  message: void 0,
  abortEarly: void 0,
  abortPipeEarly: void 0
};
// @__NO_SIDE_EFFECTS__
function getGlobalConfig(config$1) {
  return !config$1 && !store$4 ? DEFAULT_CONFIG : {
    lang: config$1?.lang ?? store$4?.lang,
    message: config$1?.message,
    abortEarly: config$1?.abortEarly ?? store$4?.abortEarly,
    abortPipeEarly: config$1?.abortPipeEarly ?? store$4?.abortPipeEarly
  };
}
var store$3;
// @__NO_SIDE_EFFECTS__
function getGlobalMessage(lang) {
  return store$3?.get(lang);
}
var store$2;
// @__NO_SIDE_EFFECTS__
function getSchemaMessage(lang) {
  return store$2?.get(lang);
}
var store$1;
// @__NO_SIDE_EFFECTS__
function getSpecificMessage(reference, lang) {
  return store$1?.get(reference)?.get(lang);
}
// @__NO_SIDE_EFFECTS__
function _stringify(input) {
  let type = typeof input;
  return type === "string" ? `"${input}"` : type === "number" || type === "bigint" || type === "boolean" ? `${input}` : type === "object" || type === "function" ? (input && Object.getPrototypeOf(input)?.constructor?.name) ?? "null" : type;
}
function _addIssue(context, label, dataset, config$1, other) {
  let input = other && "input" in other ? other.input : dataset.value, expected = other?.expected ?? context.expects ?? null, received = other?.received ?? /* @__PURE__ */ _stringify(input), issue = {
    kind: context.kind,
    type: context.type,
    input,
    expected,
    received,
    message: `Invalid ${label}: ${expected ? `Expected ${expected} but r` : "R"}eceived ${received}`,
    requirement: context.requirement,
    path: other?.path,
    issues: other?.issues,
    lang: config$1.lang,
    abortEarly: config$1.abortEarly,
    abortPipeEarly: config$1.abortPipeEarly
  }, isSchema = context.kind === "schema", message$1 = other?.message ?? context.message ?? /* @__PURE__ */ getSpecificMessage(context.reference, issue.lang) ?? (isSchema ? /* @__PURE__ */ getSchemaMessage(issue.lang) : null) ?? config$1.message ?? /* @__PURE__ */ getGlobalMessage(issue.lang);
  message$1 !== void 0 && (issue.message = typeof message$1 == "function" ? message$1(issue) : message$1), isSchema && (dataset.typed = !1), dataset.issues ? dataset.issues.push(issue) : dataset.issues = [issue];
}
// @__NO_SIDE_EFFECTS__
function _isValidObjectKey(object$1, key) {
  return Object.prototype.hasOwnProperty.call(object$1, key) && key !== "__proto__" && key !== "prototype" && key !== "constructor";
}
// @__NO_SIDE_EFFECTS__
function _joinExpects(values$1, separator) {
  let list = [...new Set(values$1)];
  return list.length > 1 ? `(${list.join(` ${separator} `)})` : list[0] ?? "never";
}
function _standardSchema(schema) {
  return schema["~standard"] = {
    version: 1,
    vendor: "valibot",
    validate: (value$1) => schema["~run"]({ value: value$1 }, /* @__PURE__ */ getGlobalConfig())
  }, schema;
}
var ValiError = class extends Error {
  /**
  * Creates a Valibot error with useful information.
  *
  * @param issues The error issues.
  */
  constructor(issues) {
    super(issues[0].message), this.name = "ValiError", this.issues = issues;
  }
};
var EMOJI_REGEX = new RegExp("^(?:[\\u{1F1E6}-\\u{1F1FF}]{2}|\\u{1F3F4}[\\u{E0061}-\\u{E007A}]{2}[\\u{E0030}-\\u{E0039}\\u{E0061}-\\u{E007A}]{1,3}\\u{E007F}|(?:\\p{Emoji}\\uFE0F\\u20E3?|\\p{Emoji_Modifier_Base}\\p{Emoji_Modifier}?|(?![\\p{Emoji_Modifier_Base}\\u{1F1E6}-\\u{1F1FF}])\\p{Emoji_Presentation})(?:\\u200D(?:\\p{Emoji}\\uFE0F\\u20E3?|\\p{Emoji_Modifier_Base}\\p{Emoji_Modifier}?|(?![\\p{Emoji_Modifier_Base}\\u{1F1E6}-\\u{1F1FF}])\\p{Emoji_Presentation}))*)+$", "u");
// @__NO_SIDE_EFFECTS__
function integer(message$1) {
  return {
    kind: "validation",
    type: "integer",
    reference: integer,
    async: !1,
    expects: null,
    requirement: Number.isInteger,
    message: message$1,
    "~run"(dataset, config$1) {
      return dataset.typed && !this.requirement(dataset.value) && _addIssue(this, "integer", dataset, config$1), dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function minValue(requirement, message$1) {
  return {
    kind: "validation",
    type: "min_value",
    reference: minValue,
    async: !1,
    expects: `>=${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
    requirement,
    message: message$1,
    "~run"(dataset, config$1) {
      return dataset.typed && !(dataset.value >= this.requirement) && _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) }), dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function getFallback(schema, dataset, config$1) {
  return typeof schema.fallback == "function" ? schema.fallback(dataset, config$1) : schema.fallback;
}
// @__NO_SIDE_EFFECTS__
function getDefault(schema, dataset, config$1) {
  return typeof schema.default == "function" ? schema.default(dataset, config$1) : schema.default;
}
// @__NO_SIDE_EFFECTS__
function array(item, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "array",
    reference: array,
    expects: "Array",
    async: !1,
    item,
    message: message$1,
    "~run"(dataset, config$1) {
      let input = dataset.value;
      if (Array.isArray(input)) {
        dataset.typed = !0, dataset.value = [];
        for (let key = 0; key < input.length; key++) {
          let value$1 = input[key], itemDataset = this.item["~run"]({ value: value$1 }, config$1);
          if (itemDataset.issues) {
            let pathItem = {
              type: "array",
              origin: "value",
              input,
              key,
              value: value$1
            };
            for (let issue of itemDataset.issues)
              issue.path ? issue.path.unshift(pathItem) : issue.path = [pathItem], dataset.issues?.push(issue);
            if (dataset.issues || (dataset.issues = itemDataset.issues), config$1.abortEarly) {
              dataset.typed = !1;
              break;
            }
          }
          itemDataset.typed || (dataset.typed = !1), dataset.value.push(itemDataset.value);
        }
      } else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function boolean(message$1) {
  return _standardSchema({
    kind: "schema",
    type: "boolean",
    reference: boolean,
    expects: "boolean",
    async: !1,
    message: message$1,
    "~run"(dataset, config$1) {
      return typeof dataset.value == "boolean" ? dataset.typed = !0 : _addIssue(this, "type", dataset, config$1), dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function number(message$1) {
  return _standardSchema({
    kind: "schema",
    type: "number",
    reference: number,
    expects: "number",
    async: !1,
    message: message$1,
    "~run"(dataset, config$1) {
      return typeof dataset.value == "number" && !isNaN(dataset.value) ? dataset.typed = !0 : _addIssue(this, "type", dataset, config$1), dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function optional(wrapped, default_) {
  return _standardSchema({
    kind: "schema",
    type: "optional",
    reference: optional,
    expects: `(${wrapped.expects} | undefined)`,
    async: !1,
    wrapped,
    default: default_,
    "~run"(dataset, config$1) {
      return dataset.value === void 0 && (this.default !== void 0 && (dataset.value = /* @__PURE__ */ getDefault(this, dataset, config$1)), dataset.value === void 0) ? (dataset.typed = !0, dataset) : this.wrapped["~run"](dataset, config$1);
    }
  });
}
// @__NO_SIDE_EFFECTS__
function picklist(options, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "picklist",
    reference: picklist,
    expects: /* @__PURE__ */ _joinExpects(options.map(_stringify), "|"),
    async: !1,
    options,
    message: message$1,
    "~run"(dataset, config$1) {
      return this.options.includes(dataset.value) ? dataset.typed = !0 : _addIssue(this, "type", dataset, config$1), dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function record(key, value$1, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "record",
    reference: record,
    expects: "Object",
    async: !1,
    key,
    value: value$1,
    message: message$1,
    "~run"(dataset, config$1) {
      let input = dataset.value;
      if (input && typeof input == "object") {
        dataset.typed = !0, dataset.value = {};
        for (let entryKey in input) if (/* @__PURE__ */ _isValidObjectKey(input, entryKey)) {
          let entryValue = input[entryKey], keyDataset = this.key["~run"]({ value: entryKey }, config$1);
          if (keyDataset.issues) {
            let pathItem = {
              type: "object",
              origin: "key",
              input,
              key: entryKey,
              value: entryValue
            };
            for (let issue of keyDataset.issues)
              issue.path = [pathItem], dataset.issues?.push(issue);
            if (dataset.issues || (dataset.issues = keyDataset.issues), config$1.abortEarly) {
              dataset.typed = !1;
              break;
            }
          }
          let valueDataset = this.value["~run"]({ value: entryValue }, config$1);
          if (valueDataset.issues) {
            let pathItem = {
              type: "object",
              origin: "value",
              input,
              key: entryKey,
              value: entryValue
            };
            for (let issue of valueDataset.issues)
              issue.path ? issue.path.unshift(pathItem) : issue.path = [pathItem], dataset.issues?.push(issue);
            if (dataset.issues || (dataset.issues = valueDataset.issues), config$1.abortEarly) {
              dataset.typed = !1;
              break;
            }
          }
          (!keyDataset.typed || !valueDataset.typed) && (dataset.typed = !1), keyDataset.typed && (dataset.value[keyDataset.value] = valueDataset.value);
        }
      } else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function strictObject(entries$1, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "strict_object",
    reference: strictObject,
    expects: "Object",
    async: !1,
    entries: entries$1,
    message: message$1,
    "~run"(dataset, config$1) {
      let input = dataset.value;
      if (input && typeof input == "object") {
        dataset.typed = !0, dataset.value = {};
        for (let key in this.entries) {
          let valueSchema = this.entries[key];
          if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
            let value$1 = key in input ? input[key] : /* @__PURE__ */ getDefault(valueSchema), valueDataset = valueSchema["~run"]({ value: value$1 }, config$1);
            if (valueDataset.issues) {
              let pathItem = {
                type: "object",
                origin: "value",
                input,
                key,
                value: value$1
              };
              for (let issue of valueDataset.issues)
                issue.path ? issue.path.unshift(pathItem) : issue.path = [pathItem], dataset.issues?.push(issue);
              if (dataset.issues || (dataset.issues = valueDataset.issues), config$1.abortEarly) {
                dataset.typed = !1;
                break;
              }
            }
            valueDataset.typed || (dataset.typed = !1), dataset.value[key] = valueDataset.value;
          } else if (valueSchema.fallback !== void 0) dataset.value[key] = /* @__PURE__ */ getFallback(valueSchema);
          else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish" && (_addIssue(this, "key", dataset, config$1, {
            input: void 0,
            expected: `"${key}"`,
            path: [{
              type: "object",
              origin: "key",
              input,
              key,
              value: input[key]
            }]
          }), config$1.abortEarly))
            break;
        }
        if (!dataset.issues || !config$1.abortEarly) {
          for (let key in input) if (!Object.prototype.hasOwnProperty.call(this.entries, key)) {
            _addIssue(this, "key", dataset, config$1, {
              input: key,
              expected: "never",
              path: [{
                type: "object",
                origin: "key",
                input,
                key,
                value: input[key]
              }]
            });
            break;
          }
        }
      } else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function string(message$1) {
  return _standardSchema({
    kind: "schema",
    type: "string",
    reference: string,
    expects: "string",
    async: !1,
    message: message$1,
    "~run"(dataset, config$1) {
      return typeof dataset.value == "string" ? dataset.typed = !0 : _addIssue(this, "type", dataset, config$1), dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function _subIssues(datasets) {
  let issues;
  if (datasets) for (let dataset of datasets) if (issues) for (let issue of dataset.issues) issues.push(issue);
  else issues = dataset.issues;
  return issues;
}
// @__NO_SIDE_EFFECTS__
function union(options, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "union",
    reference: union,
    expects: /* @__PURE__ */ _joinExpects(options.map((option) => option.expects), "|"),
    async: !1,
    options,
    message: message$1,
    "~run"(dataset, config$1) {
      let validDataset, typedDatasets, untypedDatasets;
      for (let schema of this.options) {
        let optionDataset = schema["~run"]({ value: dataset.value }, config$1);
        if (optionDataset.typed) if (optionDataset.issues) typedDatasets ? typedDatasets.push(optionDataset) : typedDatasets = [optionDataset];
        else {
          validDataset = optionDataset;
          break;
        }
        else untypedDatasets ? untypedDatasets.push(optionDataset) : untypedDatasets = [optionDataset];
      }
      if (validDataset) return validDataset;
      if (typedDatasets) {
        if (typedDatasets.length === 1) return typedDatasets[0];
        _addIssue(this, "type", dataset, config$1, { issues: /* @__PURE__ */ _subIssues(typedDatasets) }), dataset.typed = !0;
      } else {
        if (untypedDatasets?.length === 1) return untypedDatasets[0];
        _addIssue(this, "type", dataset, config$1, { issues: /* @__PURE__ */ _subIssues(untypedDatasets) });
      }
      return dataset;
    }
  });
}
function parse(schema, input, config$1) {
  let dataset = schema["~run"]({ value: input }, /* @__PURE__ */ getGlobalConfig(config$1));
  if (dataset.issues) throw new ValiError(dataset.issues);
  return dataset.value;
}
// @__NO_SIDE_EFFECTS__
function pipe(...pipe$1) {
  return _standardSchema({
    ...pipe$1[0],
    pipe: pipe$1,
    "~run"(dataset, config$1) {
      for (let item of pipe$1) if (item.kind !== "metadata") {
        if (dataset.issues && (item.kind === "schema" || item.kind === "transformation")) {
          dataset.typed = !1;
          break;
        }
        (!dataset.issues || !config$1.abortEarly && !config$1.abortPipeEarly) && (dataset = item["~run"](dataset, config$1));
      }
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function safeParse(schema, input, config$1) {
  let dataset = schema["~run"]({ value: input }, /* @__PURE__ */ getGlobalConfig(config$1));
  return {
    typed: dataset.typed,
    success: !dataset.issues,
    output: dataset.value,
    issues: dataset.issues
  };
}

// src/config/schema.ts
var text = string(), textList = array(string()), argv = union([string(), array(string())]), versionFile = union([string(), strictObject({ path: text, pattern: text })]), changelog = strictObject({
  /** Section titles by commit type (overrides and additions to spec table 2.7). */
  sections: optional(record(string(), text), {}),
  /** Types left out of the changelog. */
  hidden: optional(textList, ["style", "test", "ci", "chore"])
}), parser = strictObject({ pattern: optional(text), preset: optional(picklist(["gitmoji"])) }), host = strictObject({
  /** `auto`: GitLab when origin is on gitlab.com or GitLab CI's server (DESIGN 9), else GitHub. */
  provider: optional(picklist(["auto", "github", "gitlab"]), "auto"),
  api_url: optional(text, "https://api.github.com"),
  /** owner/repo; default: parsed from the origin remote. */
  repository: optional(text, ""),
  token_env: optional(text, "GITHUB_TOKEN"),
  /** Seconds releaser waits out a rate limit before it gives up with RateLimitError. */
  max_rate_limit_wait: optional(pipe(number(), integer(), minValue(0)), 300)
}), pr = strictObject({
  branch: optional(text, "releaser/{branch}"),
  title: optional(text, "chore(release): {version}"),
  labels: optional(textList, ["release"])
}), release = strictObject({
  assets: optional(textList, ["dist/*"]),
  draft: optional(boolean(), !1),
  prerelease: optional(boolean(), !1),
  /** Sign release tags with git's own `-s` (user.signingkey, gpg.format). */
  sign_tags: optional(boolean(), !1)
}), publish = strictObject({
  tool: optional(picklist(["auto", "uv", "poetry", "hatch", "pdm", "twine"]), "auto"),
  repository_url: optional(text, ""),
  build_command: optional(argv, ""),
  publish_command: optional(argv, ""),
  trusted_publishing: optional(picklist(["auto", "always", "never"]), "auto"),
  token_env: optional(text, "PYPI_TOKEN"),
  /** GitLab CI: the variable holding the OIDC ID token for trusted publishing. */
  id_token_env: optional(text, "PYPI_ID_TOKEN"),
  skip_existing: optional(boolean(), !0)
}), hooks = strictObject({
  pre_release: optional(textList, []),
  post_release: optional(textList, [])
}), configSchema = strictObject({
  tag_format: optional(text, "v{version}"),
  /** How versions are numbered: semver's major.minor.patch, or by the calendar (calver_format). */
  version_scheme: optional(picklist(["semver", "calver"]), "semver"),
  /** The calendar format (YYYY, YY, MM, M, N, MICRO), read when version_scheme is "calver". */
  calver_format: optional(text, "YY.N.MICRO"),
  release_branch: optional(text, "main"),
  commit_message: optional(text, "chore(release): {version}"),
  major_on_zero: optional(boolean(), !0),
  version_files: optional(array(versionFile), []),
  changelog_file: optional(text, "CHANGELOG.md"),
  allowed_types: optional(textList, []),
  allowed_scopes: optional(textList, []),
  /** check-pr/check-commit require a scope. */
  require_scope: optional(boolean(), !1),
  /** check-pr/check-commit fail on style warnings (mood, case, length, period). */
  strict_style: optional(boolean(), !1),
  changelog: optional(changelog, {}),
  parsers: optional(array(parser), []),
  host: optional(host, {}),
  pr: optional(pr, {}),
  release: optional(release, {}),
  publish: optional(publish, {}),
  hooks: optional(hooks, {}),
  /**
   * The folders of the packages released from this repository, globs relative to the root
   * (DESIGN 8); empty: a uv workspace's members, else the one project at the root.
   */
  packages: optional(textList, [])
});

// src/config/resolve.ts
function resolveConfig(layers) {
  for (let layer of layers) {
    let result = safeParse(configSchema, layer.values);
    if (!result.success) throw layerError(layer, result.issues);
  }
  let merged = layers.reduce((acc, layer) => mergeTables(acc, layer.values), {});
  return parse(configSchema, merged);
}
var DEFAULT_CONFIG2 = parse(configSchema, {});
function mergeTables(low, high) {
  let out = { ...low };
  for (let [key, value] of Object.entries(high)) {
    let below = out[key];
    out[key] = isTable2(below) && isTable2(value) ? mergeTables(below, value) : value;
  }
  return out;
}
function isTable2(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}
function layerError(layer, issues) {
  let lines = issues.map((issue) => describeIssue(layer, issue)), [first, ...rest] = lines, more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length > 1 ? "s" : ""})` : "";
  return new ConfigError(`${first}${more}`, { details: rest });
}
function describeIssue(layer, issue) {
  let path = (issue.path ?? []).map((item) => String(item.key));
  if (issue.type === "strict_object" && issue.expected === "never") {
    let key = path[path.length - 1] ?? "", listed = knownKeys(path.slice(0, -1)), known = listed.length === 0 && path[0] === "version_files" ? ["path", "pattern"] : listed, suggestion = closest(key, known);
    return `${layer.file}: unknown key ${quoteKey(layer, path)}${suggestion ? ` (did you mean "${suggestion}"?)` : ""}; known keys here: ${known.join(", ")}`;
  }
  let where = `${layer.file}: key ${quoteKey(layer, path)}`, got = describeValue(valueAt(layer.values, path));
  if (issue.type === "picklist") {
    let options = (issue.expected ?? "").replace(/^\(|\)$/g, "").split(" | ");
    return `${where}: expected one of ${options.join(", ")}, got ${got}`;
  }
  if (issue.type === "union") {
    let value = valueAt(layer.values, path), inTable = isTable2(value) ? (issue.issues ?? []).find((sub) => sub.type === "strict_object") : void 0;
    if (inTable !== void 0) {
      let full = { ...inTable, path: [...issue.path ?? [], ...inTable.path ?? []] }, key = full.path?.at(-1)?.key;
      return inTable.expected !== "never" && valueAt(layer.values, [...path, String(key)]) === void 0 ? `${layer.file}: key ${quoteKey(layer, [...path, String(key)])} is missing: a table entry needs ${Object.keys(value).includes("path") ? "a pattern" : "a path"} as well` : describeIssue(layer, full);
    }
    return path[0] === "version_files" ? `${where}: expected a string ("path.py:NAME", "path.toml:key" or "path") or a table { path, pattern }, got ${got}` : `${where}: expected a string or a list of strings, got ${got}`;
  }
  let expected = issue.type === "strict_object" || issue.type === "record" ? "a table" : issue.expected;
  return `${where}: expected ${expected}, got ${got}`;
}
function quoteKey(layer, path) {
  return `"${[layer.prefix, ...path.map((p) => /^\d+$/.test(p) ? `[${p}]` : p)].filter((p) => p !== "").join(".").replace(/\.\[/g, "[")}"`;
}
function valueAt(values, path) {
  let current = values;
  for (let key of path) {
    if (typeof current != "object" || current === null) return;
    current = current[key];
  }
  return current;
}
function describeValue(value) {
  return value === void 0 ? "nothing" : Array.isArray(value) ? `a list ${truncate(JSON.stringify(value))}` : typeof value == "object" && value !== null ? "a table" : `${typeof value} ${truncate(JSON.stringify(value))}`;
}
function truncate(text2) {
  return text2.length > 40 ? `${text2.slice(0, 37)}...` : text2;
}
function knownKeys(path) {
  let schema = unwrap(configSchema);
  for (let key of path) {
    let next = /^\d+$/.test(key) ? schema?.item : schema?.entries?.[key];
    schema = unwrap(next);
  }
  return Object.keys(schema?.entries ?? {});
}
function unwrap(schema) {
  let current = schema;
  for (; current?.wrapped !== void 0; ) current = current.wrapped;
  return current;
}
function closest(word, candidates) {
  let best, bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (let candidate of candidates) {
    let distance = editDistance(word.toLowerCase(), candidate);
    distance < bestDistance && (best = candidate, bestDistance = distance);
  }
  return best;
}
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let current = [i];
    for (let j = 1; j <= b.length; j++) {
      let cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[b.length];
}

// src/config/sources.ts
var CONFIG_SOURCES = [
  { file: "pyproject.toml", table: ["tool", "releaser"] },
  { file: "releaser.toml" },
  { file: ".releaser.toml" }
];

// src/config/load.ts
async function loadConfig(root, options = {}) {
  let pyprojectText = (await readRepoText(root, "pyproject.toml", ConfigError))?.text, pyproject = pyprojectText === void 0 ? void 0 : { text: pyprojectText, data: parseToml(pyprojectText, "pyproject.toml") }, layers = [];
  if (options.configFile !== void 0) {
    let path = isAbsolute2(options.configFile) ? options.configFile : resolve2(options.cwd ?? root, options.configFile), shown = displayPath(root, path), text2 = await readOptional(path, shown);
    if (text2 === void 0)
      throw new ConfigError(`${shown}: config file not found (given by --config); check the path`);
    let source = basename(path) === "pyproject.toml" ? { file: shown, table: ["tool", "releaser"] } : { file: shown }, layer = toLayer(source, parseToml(text2, shown));
    layer && layers.push(layer);
  } else
    for (let source of CONFIG_SOURCES) {
      if (source.file === "pyproject.toml") {
        let layer2 = pyproject && toLayer(source, pyproject.data);
        layer2 && layers.push(layer2);
        continue;
      }
      let text2 = (await readRepoText(root, source.file, ConfigError))?.text;
      if (text2 === void 0) continue;
      let layer = toLayer(source, parseToml(text2, source.file));
      layer && layers.push(layer);
    }
  let config = resolveConfig(layers);
  checkConfigValues(config, layers);
  let changelog2;
  return options.findChangelog !== !1 && !isConfigured(layers, ["changelog_file"]) && (changelog2 = await findChangelogFile(root, { pyproject: pyproject?.data }), config.changelog_file = changelog2.path), await checkConfigPaths(root, config, layers), { config, files: layers.map((l) => l.file), pyproject, layers, changelog: changelog2 };
}
async function validateConfigValues(root, values, file = "pyproject.toml") {
  let layers = [{ file, prefix: "tool.releaser", values }], config = resolveConfig(layers);
  return checkConfigValues(config, layers), await checkConfigPaths(root, config, layers), config;
}
function toLayer(source, data) {
  if (!source.table) return { file: source.file, prefix: "", values: data };
  let values = data;
  for (let key of source.table) {
    if (typeof values != "object" || values === null) return;
    values = values[key];
  }
  if (values === void 0) return;
  let prefix = source.table.join(".");
  if (typeof values != "object" || values === null || Array.isArray(values))
    throw new ConfigError(
      `${source.file}: "${prefix}" must be a table ([${prefix}]), not a ${typeof values}`
    );
  return { file: source.file, prefix, values };
}
async function readOptional(path, shown) {
  try {
    let stats = await stat2(path);
    if (!stats.isFile() && !stats.isDirectory())
      throw new ConfigError(`${shown}: not a regular file; expected a TOML file`);
    return decodeUtf8(await readFile(path), shown, ConfigError);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    let code = error.code;
    if (code === "ENOENT") return;
    throw code === "EISDIR" ? new ConfigError(`${shown}: is a directory, expected a TOML file`) : new ConfigError(`${shown}: cannot be read (${code ?? String(error)})`, { cause: error });
  }
}
function displayPath(root, path) {
  let rel = relative2(root, path);
  return rel.startsWith("..") ? path : rel;
}

// src/git/run.ts
import { spawn } from "node:child_process";
function gitEnv(env = process.env) {
  return { ...env, LC_ALL: "C", GIT_TERMINAL_PROMPT: "0", GIT_OPTIONAL_LOCKS: "0" };
}
function runGit(args, options) {
  return new Promise((resolvePromise, reject) => {
    let child = spawn("git", args, {
      cwd: options.cwd,
      env: gitEnv(options.env),
      stdio: [options.input === void 0 ? "ignore" : "pipe", "pipe", "pipe"],
      // With a time limit git leads a process group of its own, so stopping it stops the helpers
      // it started too (git-remote-https, ssh), not git alone.
      detached: options.timeoutMs !== void 0 && process.platform !== "win32"
    });
    options.input !== void 0 && (child.stdin?.on("error", () => {
    }), child.stdin?.end(options.input));
    let out = [], err = [];
    child.stdout.on("data", (chunk) => out.push(chunk)), child.stderr.on("data", (chunk) => err.push(chunk)), child.on("error", (error) => reject(spawnError(error, options.cwd)));
    let started = now(), timedOut = !1, timer = options.timeoutMs === void 0 ? void 0 : setTimeout(() => {
      timedOut = !0, stopGroup(child), child.stdout.destroy(), child.stderr.destroy();
      let seconds = (options.timeoutMs ?? 0) / 1e3;
      reject(
        new GitError(
          `\`git ${subcommand(args)}\` had no answer in ${seconds} s and was stopped; check the network and the remote's URL (\`git remote -v\`)`
        )
      );
    }, options.timeoutMs);
    child.on("close", (code) => {
      if (timer !== void 0 && clearTimeout(timer), timedOut) return;
      tracing() && traceCall(`git ${commandLine(args)} -> exit ${code} (${took(started)})`);
      let result = {
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
        code: code ?? 1
      };
      result.code === 0 || options.allowedCodes?.includes(result.code) ? resolvePromise(result) : reject(gitFailure(args, result));
    });
  });
}
function stopGroup(child) {
  try {
    child.pid !== void 0 && process.platform !== "win32" ? process.kill(-child.pid, "SIGTERM") : child.kill("SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
}
function subcommand(args) {
  for (let i = 0; i < args.length; i++) {
    let arg = args[i] ?? "";
    if (arg === "-c" || arg === "-C") i++;
    else if (!arg.startsWith("-")) return arg;
  }
  return "";
}
function spawnError(error, cwd) {
  return error.code === "ENOENT" ? new GitError("git was not found on PATH; install git (e.g. `apt-get install git`) and try again", {
    cause: error
  }) : new GitError(`git could not be started in ${cwd}: ${error.message}`, { cause: error });
}
function gitFailure(args, result) {
  let reason = firstErrorLine(result.stderr) ?? `exit code ${result.code}`;
  return new GitError(`\`git ${args[0] ?? ""}\` failed: ${reason}`, {
    details: [`command: git ${args.join(" ")}`, ...result.stderr.trim().split(`
`).filter(Boolean)]
  });
}
function firstErrorLine(stderr) {
  let lines = stderr.split(`
`).map((l) => l.trim());
  return (lines.find((l) => /^(fatal|error):/.test(l)) ?? lines.find((l) => l !== ""))?.replace(/^(fatal|error):\s*/, "");
}

export {
  OutsideRepositoryError,
  resolveRepoPath,
  readRepoText,
  readRepoBytes,
  resolveRepoPathOr,
  findChangelogFile,
  rankChangelogName,
  parseVersionFileEntry,
  versionFilePath,
  checkConfigValues,
  isConfigured,
  checkConfigPaths,
  resolveConfig,
  loadConfig,
  validateConfigValues,
  gitEnv,
  runGit,
  spawnError,
  gitFailure
};
