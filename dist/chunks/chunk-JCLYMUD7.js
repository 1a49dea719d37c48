#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  calverFormatProblem,
  compileCustomParser,
  compileTagFormat,
  enableLinearRegExpFallback,
  translatePattern,
  withPackageName
} from "./chunk-PB6TKFMF.js";
import {
  bumpVersion,
  compareVersions,
  isFinalRelease,
  parseVersion
} from "./chunk-HSFYTKTF.js";
import {
  OutsideRepositoryError,
  resolveRepoPath
} from "./chunk-KVTZWJTW.js";
import {
  commandLine,
  now,
  took,
  traceCall,
  tracing
} from "./chunk-V7J7FPVE.js";
import {
  ConfigError,
  GitError,
  ReleaseError
} from "./chunk-DSG6HE4L.js";

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

// src/core/release-lines.ts
var FALLBACK_BRANCH = "main";
function releaseBranchEntries(setting) {
  return typeof setting == "string" ? [setting] : setting;
}
function isBranchGlob(entry) {
  return /[*?[]/.test(entry);
}
function trunkOf(setting) {
  return typeof setting == "string" ? setting : releaseBranchEntries(setting).find((entry) => !isBranchGlob(entry));
}
function lineOfBranch(branch) {
  let last = branch.split("/").at(-1) ?? "", match = /^v?(\d+(?:\.\d+)*)\.x$/i.exec(last);
  if (match !== null)
    return (match[1] ?? "").split(".").map(Number);
}
function newerThanBranchLine(version, branch) {
  let last = branch.split("/").at(-1) ?? "", match = /(?:^|[^\d.])(\d+)\.(\d+)(?![\d])/.exec(last);
  if (match === null) return !1;
  let line = [Number(match[1]), Number(match[2])];
  for (let i = 0; i < line.length; i++) {
    let d = (version.release[i] ?? 0) - (line[i] ?? 0);
    if (d !== 0) return d > 0;
  }
  return !1;
}
function inLine(line, version) {
  let parsed = typeof version == "string" ? parseVersion(version) : version;
  return parsed === void 0 ? !1 : line.every((part, i) => (parsed.release[i] ?? 0) === part);
}
function lineText(line) {
  return line.join(".");
}

// src/core/version-pattern.ts
var HATCH_DEFAULT_PATTERN = `(?i)^(__version__|VERSION) *= *(['"])v?(?P<version>.+?)\\2`;
function resultGroups(result) {
  return [...result.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]);
}
function compileVersionPattern(pattern, result) {
  let { source, flags } = translatePattern(pattern, { verbose: !0 }), regex;
  try {
    regex = new RegExp(source, [...new Set(`${flags}dm`)].join(""));
  } catch (error) {
    let reason = error instanceof Error ? error.message : String(error);
    throw new Error(`pattern ${JSON.stringify(pattern)} is not a valid regular expression: ${reason}`);
  }
  let groups = new RegExp(`${source}|`, flags).exec("")?.groups ?? {};
  if (result !== void 0) {
    let names = resultGroups(result), missing = names.find((name) => !(name in groups));
    if (names.length === 0 || missing !== void 0)
      throw new Error(
        `pattern ${JSON.stringify(pattern)} needs a named group (?P<${missing ?? "value"}>...) for each part of the result ${JSON.stringify(result)}`
      );
    return { text: pattern, regex, linear: linearTwin(source, flags), result };
  }
  if (!("version" in groups))
    throw new Error(
      `pattern ${JSON.stringify(pattern)} needs a named group (?P<version>...) around the version`
    );
  return { text: pattern, regex, linear: linearTwin(source, flags) };
}
function linearTwin(source, flags) {
  enableLinearRegExpFallback();
  try {
    return new RegExp(source, [...new Set(`${flags}ml`)].join(""));
  } catch {
    return;
  }
}
function findVersionByPattern(text2, pattern) {
  if (pattern.result !== void 0) {
    let parts = findVersionParts(text2, pattern, pattern.result);
    if (parts === void 0) return;
    let first = parts.spans[0];
    return { value: parts.value, start: first.start, end: first.end, line: parts.line };
  }
  let from = 0, region = text2;
  if (pattern.linear !== void 0) {
    pattern.linear.lastIndex = 0;
    let found = pattern.linear.exec(text2);
    if (found === null) return;
    let lineStart = text2.lastIndexOf(`
`, found.index - 1) + 1;
    from = lineStart, region = text2.slice(lineStart, found.index + found[0].length);
  }
  pattern.regex.lastIndex = 0;
  let match = pattern.regex.exec(region), span = match?.indices?.groups?.version;
  if (match === null || span === void 0) return;
  let [start, end] = [span[0] + from, span[1] + from];
  return { value: text2.slice(start, end), start, end, line: text2.slice(0, start).split(`
`).length };
}
function replaceVersionByPattern(text2, pattern, version) {
  if (pattern.result !== void 0) return replaceVersionParts(text2, pattern, pattern.result, version);
  let found = findVersionByPattern(text2, pattern);
  if (found !== void 0)
    return `${text2.slice(0, found.start)}${version}${text2.slice(found.end)}`;
}
function findVersionParts(text2, pattern, result) {
  pattern.regex.lastIndex = 0;
  let match = pattern.regex.exec(text2), indices = match?.indices?.groups;
  if (match === null || indices === void 0) return;
  let spans = [];
  for (let name of new Set(resultGroups(result))) {
    let span = indices[name];
    if (span === void 0) return;
    spans.push({ name, start: span[0], end: span[1] });
  }
  spans.sort((a, b) => a.start - b.start);
  let value = result.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name) => {
    let span = spans.find((s) => s.name === name);
    return text2.slice(span.start, span.end);
  }), first = spans[0];
  return { value, line: text2.slice(0, first.start).split(`
`).length, spans };
}
function replaceVersionParts(text2, pattern, result, version) {
  let found = findVersionParts(text2, pattern, result);
  if (found === void 0) return;
  let names = resultGroups(result), literal = result.split(/\{[A-Za-z_][A-Za-z0-9_]*\}/), literalText = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), seen = /* @__PURE__ */ new Set(), source = literal.map((part, i) => {
    let name = names[i];
    return name === void 0 ? literalText(part) : seen.has(name) ? `${literalText(part)}\\k<${name}>` : (seen.add(name), `${literalText(part)}(?<${name}>${i === names.length - 1 ? ".+" : ".+?"})`);
  }).join(""), parts = new RegExp(`^${source}$`, "s").exec(version)?.groups, cannot = () => new Error(`${version} cannot be written through the groups of ${JSON.stringify(result)}`);
  if (parts === void 0) throw cannot();
  let out = text2;
  for (let span of [...found.spans].reverse())
    out = `${out.slice(0, span.start)}${parts[span.name] ?? ""}${out.slice(span.end)}`;
  if (findVersionParts(out, pattern, result)?.value !== version) throw cannot();
  return out;
}
function fillTemplate(template, values) {
  return template.replace(/\{(current_version|new_version)\}/g, (_, key) => values[key]).replace(/\{\{/g, "{").replace(/\}\}/g, "}");
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
  for (let key of ["commit_message", "changelog_file"])
    config[key].trim() === "" && fail([key], "must not be empty");
  typeof config.release_branch == "string" && isBranchGlob(config.release_branch) && fail(
    ["release_branch"],
    `"${config.release_branch}" is a pattern, and one release_branch names one branch; to add maintenance lines, give a list with the trunk first: release_branch = ["main", ${JSON.stringify(config.release_branch)}]`
  ), typeof config.release_branch != "string" && config.release_branch.length === 0 && fail(
    ["release_branch"],
    'an empty list names no branch; give at least one, e.g. ["main"] or ["main", "*.x"]'
  );
  for (let entry of releaseBranchEntries(config.release_branch)) {
    entry.trim() === "" && fail(["release_branch"], "must not be empty");
    let branchProblem = branchNameProblem(isBranchGlob(entry) ? entry.replace(/[*?[\]{}]/g, "x") : entry);
    branchProblem !== void 0 && fail(["release_branch"], `"${entry}" cannot be a git branch name: ${branchProblem}, e.g. "main"`);
  }
  checkPullRequestValues(config, fail);
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
      compileVersionPattern(entry.pattern, entry.result);
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
  let problem = branchNameProblem(branch.replaceAll("{branch}", trunkOf(config.release_branch) ?? "main"));
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

// src/fs/read-repo-file.ts
import { constants } from "node:fs";
import { open } from "node:fs/promises";

// src/fs/release-file-size.ts
function sizeText(bytes) {
  return bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GiB` : bytes >= 1024 ** 2 ? `${(bytes / 1024 ** 2).toFixed(1)} MiB` : `${bytes} bytes`;
}
function oversizeRefusal(shown, bytes) {
  if (!(bytes < 2147483648))
    return `${shown} is ${sizeText(bytes)}; a release file must be smaller than 2 GiB (GitHub's limit for a release asset; package indexes take far less), so nothing was tagged: leave it out, or split it`;
}

// src/fs/read-repo-file.ts
async function readRepoText(root, given, ErrorType = ReleaseError) {
  let file = await readRepoBytes(root, given, ErrorType, "a text file");
  return file === void 0 ? void 0 : { path: file.path, text: decodeUtf8(file.bytes, given, ErrorType) };
}
async function readRepoBytes(root, given, ErrorType = ReleaseError, expected = "a regular file", oversize = (shown, bytes) => bytes < 2147483648 ? void 0 : `${shown} is ${sizeText(bytes)}, more than releaser reads (under 2 GiB), so it was not read; expected ${expected}`) {
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
      let tooLarge = oversize(given, stats.size);
      if (tooLarge !== void 0) throw new ErrorType(tooLarge);
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

// node_modules/smol-toml/dist/error.js
function getLineColFromPtr(string2, ptr) {
  let lines = string2.slice(0, ptr).split(/\r?\n/);
  return [lines.length, lines.pop().length + 1];
}
function makeCodeBlock(string2, line, column) {
  let lines = string2.split(/\r?\n/), codeblock = "", numberLen = (Math.log10(line + 1) | 0) + 1;
  for (let i = line - 1; i <= line + 1; i++) {
    let l = lines[i - 1];
    l && (codeblock += i.toString().padEnd(numberLen, " "), codeblock += ":  ", codeblock += l, codeblock += `
`, i === line && (codeblock += " ".repeat(numberLen + column + 2), codeblock += `^
`));
  }
  return codeblock;
}
var TomlError = class _TomlError extends Error {
  line;
  column;
  codeblock;
  constructor(message, options) {
    let [line, column] = getLineColFromPtr(options.toml, options.ptr), codeblock = makeCodeBlock(options.toml, line, column);
    super(`Invalid TOML document: ${message}

${codeblock}`, options), this.line = line, this.column = column, this.codeblock = codeblock;
  }
  /** @internal */
  static x(message, ctx, ptr) {
    throw new _TomlError(message, { toml: ctx.s, ptr: ptr ?? ctx.p });
  }
};

// node_modules/smol-toml/dist/primitive.js
function parseString(ctx) {
  let startPtr = ctx.p, c = ctx.s.charCodeAt(ctx.p++), first = c, isLiteral = c === 39, isMultiline = c === ctx.s.charCodeAt(ctx.p) && c === ctx.s.charCodeAt(ctx.p + 1);
  isMultiline && ((c = ctx.s.charCodeAt(ctx.p += 2)) === 10 ? ctx.p++ : c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10 && (ctx.p += 2));
  let parsed = "", sliceStart = ctx.p, state = 0;
  for (; ctx.p < ctx.s.length; ctx.p++)
    if (c = ctx.s.charCodeAt(ctx.p), isMultiline && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10))
      state = state && 3;
    else if (c < 32 && c !== 9 || c === 127)
      TomlError.x("control characters are not allowed in strings", ctx);
    else if ((!state || state === 3) && c === first && (!isMultiline || ctx.s.charCodeAt(ctx.p + 1) === first && ctx.s.charCodeAt(ctx.p + 2) === first)) {
      if (isMultiline && (ctx.s.charCodeAt(ctx.p + 3) === first && ctx.p++, ctx.s.charCodeAt(ctx.p + 3) === first && ctx.p++), !state) {
        let s = ctx.s.slice(sliceStart, ctx.p);
        parsed = parsed ? parsed + s : s;
      }
      return ctx.p += isMultiline ? 3 : 1, parsed;
    } else if (!state)
      !isLiteral && c === 92 && (parsed += ctx.s.slice(sliceStart, sliceStart = ctx.p), state = 1);
    else if (state === 1)
      if (c === 120 || c === 117 || c === 85) {
        let errPtr = ctx.p++ - 1, value = 0, len = c === 120 ? 2 : c === 117 ? 4 : 8;
        for (let j = 0; j < len; j++, ctx.p++) {
          let hex = ctx.s.charCodeAt(ctx.p), digit = (
            /* 0-9 */
            hex >= 48 && hex <= 57 ? hex - 48 : (
              /* A-F */
              hex >= 65 && hex <= 70 ? hex - 65 + 10 : (
                /* a-f */
                hex >= 97 && hex <= 102 ? hex - 97 + 10 : -1
              )
            )
          );
          digit < 0 && TomlError.x("invalid non-hex character in unicode escape", ctx), value = value << 4 | digit;
        }
        (value < 0 || value > 1114111 || value >= 55296 && value <= 57343) && TomlError.x("invalid unicode escape", ctx, errPtr), parsed += String.fromCodePoint(value), sliceStart = ctx.p--, state = 0;
      } else isMultiline && (c === 32 || c === 9) ? state = 2 : (c === 98 ? parsed += "\b" : c === 116 ? parsed += "	" : c === 110 ? parsed += `
` : c === 102 ? parsed += "\f" : c === 114 ? parsed += "\r" : c === 101 ? parsed += "\x1B" : c === 34 ? parsed += '"' : c === 92 ? parsed += "\\" : TomlError.x("unrecognised escape sequence", ctx), sliceStart = ctx.p + 1, state = 0);
    else c !== 32 && c !== 9 && (state === 2 && TomlError.x("invalid escape: only line-ending whitespace may be escaped", ctx, sliceStart), state = !isLiteral && c === 92 ? 1 : 0, sliceStart = ctx.p);
  TomlError.x("unfinished string", ctx, startPtr);
}

// node_modules/smol-toml/dist/date.js
var DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i, TomlDate = class _TomlDate extends Date {
  #hasDate = !1;
  #hasTime = !1;
  #offset = null;
  constructor(date, fasttype, unsafeDelim) {
    let hasDate = !0, hasTime = !0, offset = "Z", c;
    if (typeof date == "string")
      if (fasttype)
        prep: {
          if (fasttype < 3) {
            if (+date.slice(11, 13) > 23) {
              date = "";
              break prep;
            }
            fasttype === 2 ? (offset = null, date += "Z") : (c = date.charCodeAt(date.length - 1)) !== 90 && c !== 122 && (offset = date.slice(date.length - 6)), unsafeDelim && (date = date.slice(0, 10) + "T" + date.slice(11));
          } else fasttype === 4 && (date = +date.slice(0, 2) > 23 ? "" : `0000-01-01T${date}Z`);
          hasDate = fasttype !== 4, hasTime = fasttype !== 3;
        }
      else {
        let match = date.match(DATE_TIME_RE);
        match ? (match[1] || (hasDate = !1, date = `0000-01-01T${date}`), hasTime = !!match[2], hasTime && date[10] === " " && (date = date.replace(" ", "T")), match[2] && +match[2] > 23 ? date = "" : (offset = match[3] || null, !offset && hasTime && (date += "Z"))) : date = "";
      }
    super(date), isNaN(this.getTime()) || (this.#hasDate = hasDate, this.#hasTime = hasTime, this.#offset = offset);
  }
  isDateTime() {
    return this.#hasDate && this.#hasTime;
  }
  isLocal() {
    return !this.#hasDate || !this.#hasTime || !this.#offset;
  }
  isDate() {
    return this.#hasDate && !this.#hasTime;
  }
  isTime() {
    return this.#hasTime && !this.#hasDate;
  }
  isValid() {
    return this.#hasDate || this.#hasTime;
  }
  toISOString() {
    let iso = super.toISOString();
    if (this.isDate())
      return iso.slice(0, 10);
    if (this.isTime())
      return iso.slice(11, 23);
    if (this.#offset === null)
      return iso.slice(0, -1);
    if (this.#offset === "Z" || this.#offset === "z")
      return iso;
    let offset = +this.#offset.slice(1, 3) * 60 + +this.#offset.slice(4, 6);
    return offset = this.#offset[0] === "-" ? offset : -offset, new Date(this.getTime() - offset * 6e4).toISOString().slice(0, -1) + this.#offset;
  }
  static wrapAsOffsetDateTime(jsDate, offset = "Z") {
    let date = new _TomlDate(jsDate);
    return date.#offset = offset, date;
  }
  static wrapAsLocalDateTime(jsDate) {
    let date = new _TomlDate(jsDate);
    return date.#offset = null, date;
  }
  static wrapAsLocalDate(jsDate) {
    let date = new _TomlDate(jsDate);
    return date.#hasTime = !1, date.#offset = null, date;
  }
  static wrapAsLocalTime(jsDate) {
    let date = new _TomlDate(jsDate);
    return date.#hasDate = !1, date.#offset = null, date;
  }
};

// node_modules/smol-toml/dist/extract.js
function isDigit(char, base = 10) {
  return base === 16 ? char > 47 && char < 58 || char > 64 && char < 71 || char > 96 && char < 103 : char > 47 && char < 48 + base;
}
function isEndOfValue(char, delim) {
  return char === 32 || char === 9 || char === 10 || char === 13 || // Structure end or next value delimiter
  delim && (char === delim || char === 44) || // Comment
  char === 35;
}
function extractValue(ctx, end) {
  let errPtr = ctx.p, c = ctx.s.charCodeAt(ctx.p);
  if (c === 91 || c === 123) {
    ctx.d-- || TomlError.x("document contains excessively nested structures. aborting.", ctx);
    let value = c === 91 ? parseArray(ctx) : parseInlineTable(ctx);
    return ctx.d++, value;
  }
  return c === 34 || c === 39 ? parseString(ctx) : c === 116 ? ((ctx.s.charCodeAt(++ctx.p) !== 114 || ctx.s.charCodeAt(++ctx.p) !== 117 || ctx.s.charCodeAt(++ctx.p) !== 101) && TomlError.x("invalid value", ctx, errPtr), ctx.p++, !0) : c === 102 ? ((ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 108 || ctx.s.charCodeAt(++ctx.p) !== 115 || ctx.s.charCodeAt(++ctx.p) !== 101) && TomlError.x("invalid value", ctx, errPtr), ctx.p++, !1) : c === 43 || c === 45 ? parseNumber(ctx, ctx.p, ctx.s.charCodeAt(++ctx.p), 44 - c, end) : ctx.s.charCodeAt(ctx.p + 4) === 45 && ctx.s.charCodeAt(ctx.p + 7) === 45 ? parseDate(ctx, c, end) : ctx.s.charCodeAt(ctx.p + 2) === 58 ? parseTime(ctx, c, end) : parseNumber(ctx, ctx.p, c, 0, end);
}
function parseNumber(ctx, startPtr, startChr, sign, endChr) {
  let c = startChr, state = 0, hasUnderscores = !1;
  if (c === 105)
    return (ctx.s.charCodeAt(++ctx.p) !== 110 || ctx.s.charCodeAt(++ctx.p) !== 102) && TomlError.x("invalid value", ctx, startPtr), ctx.p++, (sign || 1) / 0;
  if (c === 110)
    return (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 110) && TomlError.x("invalid value", ctx, startPtr), ctx.p++, NaN;
  if (c === 48) {
    if (++ctx.p >= ctx.s.length || isEndOfValue(c = ctx.s.charCodeAt(ctx.p), endChr))
      return ctx.bi === !0 ? 0n : 0;
    if (!sign) {
      if (c === 120)
        return parseIntegerBaseN(ctx, startPtr, 16, endChr);
      if (c === 98)
        return parseIntegerBaseN(ctx, startPtr, 2, endChr);
      if (c === 111)
        return parseIntegerBaseN(ctx, startPtr, 8, endChr);
    }
    c === 46 ? state = 2 : c === 101 || c === 69 ? state = 4 : TomlError.x("illegal leading zero", ctx, startPtr);
  } else isDigit(c) || TomlError.x("invalid value", ctx, startPtr);
  for (; ++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr)); )
    state || (state = 1), c === 95 ? (state & 1 || TomlError.x("illegal underscore", ctx), state += 11, hasUnderscores = !0) : state === 1 && c === 46 ? state = 2 : (state === 1 || state === 3) && (c === 101 || c === 69) ? state = 4 : state === 4 && (c === 43 || c === 45) ? state = 6 : isDigit(c) ? state > 9 ? state -= 11 : state & 1 || state++ : TomlError.x("illegal character in numeric literal", ctx);
  if (!state) {
    let val = (startChr - 48) * (sign || 1);
    return ctx.bi === !0 ? BigInt(val) : val;
  }
  state & 1 || TomlError.x("unfinished numeric value", ctx, startPtr);
  let str = ctx.s.slice(startPtr, ctx.p);
  return hasUnderscores && (str = str.replaceAll("_", "")), state > 1 ? parseFloat(str) : parseInteger(ctx, str, 10, startPtr);
}
function parseIntegerBaseN(ctx, startPtr, base, endChr) {
  let c, underscore = 1;
  for (; ++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr)); )
    c === 95 ? (underscore & 1 && TomlError.x("illegal underscore", ctx), underscore = 3) : isDigit(c, base) ? underscore & 1 && underscore-- : TomlError.x("illegal character in numeric literal", ctx);
  underscore & 1 && TomlError.x("unfinished numeric value", ctx);
  let str = ctx.s.slice(startPtr + 2, ctx.p);
  return underscore && (str = str.replaceAll("_", "")), parseInteger(ctx, str, base, startPtr);
}
function parseInteger(ctx, str, base, startPtr) {
  if (ctx.bi !== !0)
    int: {
      let val = parseInt(str, base);
      if (!Number.isSafeInteger(val)) {
        if (ctx.bi)
          break int;
        TomlError.x("integer value cannot be represented losslessly", ctx, startPtr);
      }
      return val;
    }
  return BigInt(base === 10 ? str : (base === 2 ? "0b" : base === 8 ? "0o" : "0x") + str);
}
function parseDate(ctx, c, endChr) {
  let startPtr = ctx.p++, unsafeSeparator;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++)))
    return parseNumber(ctx, ctx.p = startPtr, c, 0, endChr);
  if (ctx.p += 5, isDigit(ctx.s.charCodeAt(ctx.p++)) || TomlError.x("invalid date-time: date part is malformed", ctx, startPtr), ctx.p >= ctx.s.length || ((c = ctx.s.charCodeAt(ctx.p)) !== 32 || (unsafeSeparator = !0, !isDigit(ctx.s.charCodeAt(ctx.p + 1)))) && c !== 84 && c !== 116) {
    let t2 = ctx.s.slice(startPtr, ctx.p);
    return readDate(ctx, t2, 3, !1, startPtr);
  }
  if (ctx.s.charCodeAt(ctx.p += 3) !== 58 && TomlError.x("invalid date-time: time part is malformed", ctx, startPtr), ctx.s.charCodeAt(ctx.p += 3) === 58 && (ctx.p += 3), ctx.s.charCodeAt(ctx.p) === 46)
    for (; isDigit(ctx.s.charCodeAt(++ctx.p)); )
      ;
  if (c = ctx.s.charCodeAt(ctx.p)) {
    if (c === 90 || c === 122) {
      let t2 = ctx.s.slice(startPtr, ++ctx.p);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, "[+00:00]");
    }
    if (c === 43 || c === 45) {
      let t2 = ctx.s.slice(startPtr, ctx.p += 6);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, !ctx.ld && "[" + ctx.s.slice(ctx.p - 6, ctx.p) + "]");
    }
  }
  let t = ctx.s.slice(startPtr, ctx.p);
  return readDate(ctx, t, 2, unsafeSeparator, startPtr);
}
function parseTime(ctx, c, endChr) {
  let start = ctx.p;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(++ctx.p)))
    return parseNumber(ctx, --ctx.p, c, 0, endChr);
  if (ctx.s.charCodeAt(ctx.p += 4) === 58 && (ctx.p += 3), ctx.s.charCodeAt(ctx.p) === 46)
    for (; isDigit(ctx.s.charCodeAt(++ctx.p)); )
      ;
  let t = ctx.s.slice(start, ctx.p);
  return readDate(ctx, t, 4, !1, start);
}
function readDate(ctx, str, type, unsafeDelim, errPtr, temporalSuffix) {
  if (ctx.ld) {
    let date = new TomlDate(str, type, unsafeDelim);
    return date.isValid() || TomlError.x("invalid date", ctx, errPtr), date;
  }
  try {
    switch (temporalSuffix && (str += temporalSuffix), type) {
      case 1:
        return Temporal.ZonedDateTime.from(str);
      case 2:
        return Temporal.PlainDateTime.from(str);
      case 3:
        return Temporal.PlainDate.from(str);
      case 4:
        return Temporal.PlainTime.from(str);
    }
  } catch (e) {
    TomlError.x(e instanceof Error ? e.message : "" + e, ctx, errPtr);
  }
}

// node_modules/smol-toml/dist/util.js
function skipComment(ctx) {
  for (; ctx.p < ctx.s.length; ctx.p++) {
    let c = ctx.s.charCodeAt(ctx.p);
    if (c === 10)
      break;
    if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10) {
      ctx.p++;
      break;
    }
    (c < 32 && c !== 9 || c === 127) && TomlError.x("control characters are not allowed in comments", ctx);
  }
}
function skipVoid(ctx, banNewLines, banComments) {
  let c;
  for (; ctx.p < ctx.s.length; ) {
    for (; ctx.p < ctx.s.length && ((c = ctx.s.charCodeAt(ctx.p)) === 32 || c === 9 || !banNewLines && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)); )
      ctx.p++;
    if (banComments || c !== 35)
      break;
    skipComment(ctx);
  }
}

// node_modules/smol-toml/dist/struct.js
function parseKey(ctx, end = 61) {
  let startPtr, state = 0, parsed = [], sliceStart, c = ctx.s.charCodeAt(startPtr = ctx.p);
  do {
    if (c === end)
      return state || TomlError.x("unexpected end of key", ctx), state === 1 && parsed.push(ctx.s.slice(sliceStart, ctx.p)), ctx.p++, parsed;
    c === 46 ? (state || TomlError.x("illegal empty bare key", ctx), state === 1 && parsed.push(ctx.s.slice(sliceStart, ctx.p)), state = 0) : !state && (c === 34 || c === 39) ? (c === ctx.s.charCodeAt(ctx.p + 1) && c === ctx.s.charCodeAt(ctx.p + 2) && TomlError.x("illegal quoted key: multiline strings are not allowed", ctx), parsed.push(parseString(ctx)), state = 2, ctx.p--) : c === 32 || c === 9 ? state === 1 && (parsed.push(ctx.s.slice(sliceStart, ctx.p)), state = 2) : state === 2 || c < 48 && c !== 45 || c > 57 && c < 65 || c > 90 && c < 97 && c !== 95 || c > 122 ? TomlError.x("illegal character in key", ctx) : state || (state = 1, sliceStart = ctx.p);
  } while (c = ctx.s.charCodeAt(++ctx.p));
  TomlError.x("incomplete key-value: cannot find end of key", ctx, startPtr);
}
function parseInlineTable(ctx) {
  let startPtr = ctx.p++, res = /* @__PURE__ */ Object.create(null), seen = /* @__PURE__ */ new Set(), c;
  for (; ctx.p < ctx.s.length; ) {
    if (skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p)) === 125)
      return ctx.p++, res;
    let k, t = res, hasOwn = !1, errPtr = ctx.p, key = parseKey(ctx);
    for (let i = 0; i < key.length; i++) {
      i && (t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null)), k = key[i], (hasOwn = Object.hasOwn(t, k)) && (typeof t[k] != "object" || seen.has(t[k])) && TomlError.x("trying to redefine an already defined value", ctx, errPtr);
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor")) {
        t = ctx.uk !== 1 && TomlError.x("document contains an unsafe property", ctx, errPtr);
        break;
      }
      !hasOwn && unsafe && Object.defineProperty(t, k, { enumerable: !0, configurable: !0, writable: !0 });
    }
    hasOwn && TomlError.x("trying to redefine an already defined value", ctx, errPtr), skipVoid(ctx, !0, !0);
    let value = extractValue(
      ctx,
      125
      /* } */
    );
    if (t && typeof (t[k] = value) == "object" && seen.add(value), skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p++)) === 125)
      return res;
    c !== 44 && TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished table", ctx, startPtr);
}
function parseArray(ctx) {
  let startPtr = ctx.p++, res = [], c;
  for (; ctx.p < ctx.s.length; ) {
    if (skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p)) === 93)
      return ctx.p++, res;
    if (res.push(extractValue(
      ctx,
      93
      /* ] */
    )), skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p++)) === 93)
      return res;
    c !== 44 && TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished array", ctx, startPtr);
}

// node_modules/smol-toml/dist/parse.js
function peekTable(ctx, key, table, meta, type) {
  let t = table, m = meta, k, hasOwn = !1, state;
  for (let i = 0; i < key.length; i++) {
    if (i) {
      if (t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null), m = (state = m[k]).c, type === 0 && (state.t === 1 || state.t === 2))
        return null;
      if (state.t === 2) {
        let l = t.length - 1;
        t = t[l], m = m[l].c;
      }
    }
    if (k = key[i], (hasOwn = Object.hasOwn(t, k)) && m[k]?.t === 0 && m[k]?.d)
      return null;
    if (!hasOwn) {
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor"))
        return !1;
      unsafe && (Object.defineProperty(t, k, { enumerable: !0, configurable: !0, writable: !0 }), Object.defineProperty(m, k, { enumerable: !0, configurable: !0, writable: !0 })), m[k] = {
        t: i < key.length - 1 && type === 2 ? 3 : type,
        d: !1,
        i: 0,
        c: /* @__PURE__ */ Object.create(null)
      };
    }
  }
  if (state = m[k], state.t !== type && !(type === 1 && state.t === 3) || (type === 2 && (state.d || (state.d = !0, t[k] = []), t[k].push(t = /* @__PURE__ */ Object.create(null)), state.c[state.i++] = state = { t: 1, d: !1, i: 0, c: /* @__PURE__ */ Object.create(null) }), state.d))
    return null;
  if (state.d = !0, type === 1)
    t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
  else if (type === 0 && hasOwn)
    return null;
  return [k, t, state.c];
}
function validateTablePeek(ctx, peek, ptr) {
  (peek === null || ctx.uk === 2) && TomlError.x(peek === null ? "trying to redefine an already defined table or value" : "document contains an unsafe property", ctx, ptr);
}
function parse(toml, options = {}) {
  let ctx = {
    s: toml,
    p: 0,
    d: options.maxDepth ?? 1e3,
    bi: options.integersAsBigInt ?? !1,
    ld: options.useLegacyDate ?? !0,
    uk: options.unsafeKeyBehaviour === "throw" ? 2 : options.unsafeKeyBehaviour === "drop" ? 1 : 0
  }, res = /* @__PURE__ */ Object.create(null), meta = /* @__PURE__ */ Object.create(null), tmp, skipping = !1, tbl = res, m = meta;
  for (toml.charCodeAt(0) === 65279 && ctx.p++, skipVoid(ctx); ctx.p < toml.length; ) {
    if (toml.charCodeAt(ctx.p) === 91) {
      let isTableArray = toml.charCodeAt(++ctx.p) === 91;
      tmp = ctx.p += +isTableArray, skipping = !1;
      let k = parseKey(
        ctx,
        93
        /* ] */
      );
      isTableArray && (toml.charCodeAt(ctx.p) !== 93 && TomlError.x("expected end of table array declaration", ctx), ctx.p++);
      let p = peekTable(
        ctx,
        k,
        res,
        meta,
        isTableArray ? 2 : 1
        /* Type.EXPLICIT */
      );
      p ? (m = p[2], tbl = p[1]) : (validateTablePeek(ctx, p, tmp), skipping = !0);
    } else {
      tmp = ctx.p;
      let k = parseKey(ctx), p = peekTable(
        ctx,
        k,
        tbl,
        m,
        0
        /* Type.DOTTED */
      );
      !p && !skipping && validateTablePeek(ctx, p, tmp), skipVoid(ctx, !0, !0);
      let v = extractValue(ctx, void 0);
      p && !skipping && (p[1][p[0]] = v);
    }
    skipVoid(ctx, !0), ctx.p < toml.length && (tmp = toml.charCodeAt(ctx.p)) !== 10 && (tmp !== 13 || toml.charCodeAt(ctx.p + 1) !== 10) && TomlError.x("each key-value declaration must be followed by an end-of-line", ctx), skipVoid(ctx);
  }
  return res;
}

// node_modules/smol-toml/dist/stringify.js
var HAS_WELLFORMED = !!"".isWellFormed;

// src/config/toml.ts
function parseToml(text2, file) {
  try {
    return parse(text2);
  } catch (error) {
    if (error instanceof TomlError) {
      let reason = firstLine(error.message.replace(/^Invalid TOML document:\s*/, ""));
      throw new ConfigError(
        `${file}:${error.line}:${error.column}: invalid TOML: ${reason}; fix the syntax at that position`,
        { details: error.message.split(`
`).slice(1), cause: error }
      );
    }
    throw error;
  }
}
function firstLine(text2) {
  return text2.split(`
`, 1)[0] ?? text2;
}

// src/project/find-changelog.ts
import { readdir as readdir2, stat } from "node:fs/promises";

// src/edits/changelog-headings.ts
function escapeRegExp(text2) {
  return text2.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
var PREFIX = "(?:[A-Za-z][\\w.-]*[ \\t]+){0,2}", AFTER = "(?=\\s*$|\\s*[([:,;/]|\\s+[-\u2013\u2014]|\\s+\\d|\\s+(?:released|unreleased|final|yanked)\\b)", ANY_VERSION = "v?\\d+(?:\\.\\d+)+(?:[-.]?(?:a|b|c|rc|alpha|beta|pre|preview|post|dev)\\.?\\d*)*(?:\\+[\\w.]+)?";
function isVersionHeading(text2, version) {
  let v = escapeRegExp(version.replace(/^v/i, ""));
  return new RegExp(`^(?:\\[v?${v}\\]|${PREFIX}v?${v}${AFTER})`, "i").test(text2.trim());
}
function looksLikeVersionHeading(text2) {
  return new RegExp(`^(?:\\[${ANY_VERSION}\\]|${PREFIX}${ANY_VERSION}${AFTER})`, "i").test(text2.trim());
}
function headingVersion(text2) {
  let match = new RegExp(`^(?:\\[(${ANY_VERSION})\\]|${PREFIX}(${ANY_VERSION})${AFTER})`, "i").exec(
    text2.trim()
  );
  return (match?.[1] ?? match?.[2])?.replace(/^v/i, "");
}
function isUnreleasedHeading(text2) {
  return /^(?:\[?unreleased\]?(?=$|[\s(:-])|dev$|latest changes$)/i.test(text2.trim());
}
var NOT_RELEASED = /\b(?:unreleased|not yet released|in development|tb[ad])\b/i;
function changelogMarkup(path, text2) {
  let name = (path.split("/").pop() ?? path).toLowerCase();
  return name.endsWith(".rst") || name.endsWith(".rest") ? "rst" : /\.(?:md|markdown|mdx)$/.test(name) || text2 === void 0 || /^ {0,3}#{1,6}[ \t]+\S/m.test(text2) ? "markdown" : hasRstHeading(text2) ? "rst" : "markdown";
}
function hasRstHeading(text2) {
  let lines = text2.replace(/\r\n/g, `
`).split(`
`);
  for (let i = 1; i < lines.length; i++) {
    let under = lines[i].trimEnd(), title = lines[i - 1].trimEnd();
    if (isAdornment(under) && title.trim() !== "" && !isAdornment(title) && under.length >= title.length)
      return !0;
  }
  return !1;
}
function isAdornment(line) {
  return /^([!-/:-@[-`{-~])\1{2,}$/.test(line);
}
function hasVersionHeading(text2) {
  let lines = text2.replace(/\r\n/g, `
`).split(`
`);
  return lines.some((line, i) => {
    let atx = /^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/.exec(line);
    if (atx !== null) return looksLikeVersionHeading(atx[1]);
    let under = (lines[i + 1] ?? "").trimEnd();
    return line.trim() !== "" && isAdornment(under) && looksLikeVersionHeading(line);
  });
}
function releaseMarkers(text2) {
  let lines = text2.replace(/\r\n/g, `
`).split(`
`), found = [];
  return lines.forEach((line, i) => {
    let atx = /^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/.exec(line), under = (lines[i + 1] ?? "").trimEnd(), heading = atx !== null ? atx[1] : isAdornment(under) ? line : void 0, version = heading === void 0 || heading.trim() === "" ? void 0 : headingVersion(heading);
    if (version !== void 0 && found.push({ version, form: "heading" }), /^\.\.[ \t]+changelog::[ \t]*$/.test(line))
      for (let j = i + 1; j < lines.length && /^[ \t]+:/.test(lines[j]); j++) {
        let option = /^[ \t]+:version:[ \t]+v?(\S+)[ \t]*$/.exec(lines[j]);
        option !== null && found.push({ version: option[1], form: "changelog-directive" });
      }
    let role = /^[-*][ \t]+:release:`v?(\d[^\s<`]*)[ \t]*(?:<[^>`]*>)?`/.exec(line);
    role !== null && found.push({ version: role[1], form: "release-role" });
  }), found;
}
function sphinxReleaseStart(text2, from = 0) {
  let pattern = /^(?:\.\.[ \t]+changelog::[ \t]*\r?$|[-*][ \t]+:release:`)/gm;
  return pattern.lastIndex = from, pattern.exec(text2)?.index;
}
function versionHeading(template, version, date) {
  return headingLike(template, version, date) ?? `${version} (${date})`;
}
function headingLike(template, version, date) {
  if (template === void 0) return;
  let match = /(^|[\s[(])v?(\d+(?:\.\d+)+[^\s\])]*)/i.exec(template);
  if (match === null) return;
  let at = match.index + match[1].length, old = template.slice(at, at + match[0].length - match[1].length), prefix = /^v/i.test(old) ? old[0] : "", text2 = `${template.slice(0, at)}${prefix}${version}${template.slice(at + old.length)}`, dated = redate(text2, date);
  if (!(/\b(?:19|20)\d{2}\b/.test(dated.rest) || MONTH.test(dated.rest)))
    return dated.text;
}
var MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December"
], MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i, MONTH_NAME = "(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)([a-z]*)(\\.?)";
function redate(text2, date) {
  let [y = "", m = "", d = ""] = date.split("-"), month = MONTHS[Number(m) - 1] ?? "", day = String(Number(d)), named = (_abbr, tail, dot) => tail === "" ? `${month.slice(0, 3)}${dot}` : month, forms = [
    [/\b\d{4}-\d{2}-\d{2}\b/, () => date],
    [/\b\d{4}\/\d{2}\/\d{2}\b/, () => `${y}/${m}/${d}`],
    [/\b\d{2}\.\d{2}\.\d{4}\b/, () => `${d}.${m}.${y}`],
    [
      new RegExp(`\\b${MONTH_NAME} \\d{1,2}, \\d{4}\\b`, "i"),
      (_, a = "", t = "", p = "") => `${named(a, t, p)} ${day}, ${y}`
    ],
    [
      new RegExp(`\\b\\d{1,2} ${MONTH_NAME} \\d{4}\\b`, "i"),
      (_, a = "", t = "", p = "") => `${day} ${named(a, t, p)} ${y}`
    ]
  ];
  for (let [pattern, write] of forms) {
    let found = pattern.exec(text2);
    if (found === null) continue;
    let written = write(...found);
    return {
      text: text2.slice(0, found.index) + written + text2.slice(found.index + found[0].length),
      rest: text2.slice(0, found.index) + text2.slice(found.index + found[0].length)
    };
  }
  let word = NOT_RELEASED.exec(text2);
  return word !== null ? {
    text: text2.slice(0, word.index) + date + text2.slice(word.index + word[0].length),
    rest: text2.slice(0, word.index) + text2.slice(word.index + word[0].length)
  } : { text: text2, rest: text2 };
}

// src/project/changelog-names.ts
var NAMES = ["changelog", "changes", "history", "news", "release-notes", "releases"], EXTENSIONS = [".md", ".rst", ".txt", ""];
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

// src/project/changelog-tree.ts
import { lstat, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
var LEVELS = 4, MAX_FOLDERS = 400, MAX_READ_BYTES = 4 * 1024 * 1024, SKIPPED = /* @__PURE__ */ new Set([
  "node_modules",
  "vendor",
  "vendored",
  "_vendor",
  "third_party",
  "third-party",
  "thirdparty",
  "extern",
  "externals",
  "cextern",
  "site-packages",
  "venv",
  "tests",
  "test",
  "testing",
  "fixtures",
  "examples",
  "example",
  "_build",
  "htmlcov",
  "__pycache__"
]), OUTPUT = /* @__PURE__ */ new Set(["build", "dist"]), PROJECT_FILES = /* @__PURE__ */ new Set(["pyproject.toml", "setup.py", "__init__.py"]), VERSION_IN_NAME = /(?:^|[^\d.])v?(\d+\.\d+(?:\.\d+)*)(?=$|[^\d])/i, LOG_WORD = /change|news|history|release|notes/i;
async function readChangelogTree(root) {
  let files = [], perRelease, queue = (await listFolder(root, "")).filter((e) => isWalked(e) && !OUTPUT.has(e.name.toLowerCase())).map((e) => e.name).sort(), folders = 0;
  for (let depth = 1; depth <= LEVELS && queue.length > 0 && folders < MAX_FOLDERS; depth++) {
    let next = [];
    for (let rel of queue) {
      if (++folders > MAX_FOLDERS) break;
      let entries = await listFolder(root, rel);
      if (!entries.some((e) => PROJECT_FILES.has(e.name))) {
        for (let entry of entries)
          if (isWalked(entry)) next.push(`${rel}/${entry.name}`);
          else if (entry.isFile() && rankChangelogName(entry.name) !== void 0) {
            let read = await readTreeChangelog(root, `${rel}/${entry.name}`, depth);
            read !== void 0 && files.push(read);
          }
        perRelease ??= perReleaseFolder(rel, entries);
      }
    }
    queue = next.sort();
  }
  return { files, perRelease };
}
function isWalked(entry) {
  return entry.isDirectory() && !entry.name.startsWith(".") && !SKIPPED.has(entry.name.toLowerCase());
}
async function readTreeChangelog(root, path, depth) {
  let text2 = await readSmallFile(root, path);
  if (text2 === void 0) return;
  let markers = releaseMarkers(text2);
  if (markers.length === 0) return;
  let newest;
  for (let marker of markers) {
    let version = parseVersion(marker.version);
    version !== void 0 && (newest === void 0 || compareVersions(version, newest) > 0) && (newest = version);
  }
  let name = path.slice(path.lastIndexOf("/") + 1);
  return {
    path,
    depth,
    rank: rankChangelogName(name),
    versions: markers.map((m) => m.version),
    newest,
    form: markerForm(markers)
  };
}
function markerForm(markers) {
  let count = (form) => markers.filter((m) => m.form === form).length, best;
  for (let form of ["heading", "changelog-directive", "release-role"])
    count(form) > 0 && (best === void 0 || count(form) > count(best)) && (best = form);
  return best;
}
function perReleaseFolder(folder, entries) {
  let named = LOG_WORD.test(folder.slice(folder.lastIndexOf("/") + 1)), count = 0, newest;
  for (let entry of entries) {
    if (!entry.isFile() || !/\.(?:md|rst|txt)$/i.test(entry.name)) continue;
    let match = VERSION_IN_NAME.exec(entry.name), version = match === null ? void 0 : parseVersion(match[1]);
    version === void 0 || !(named || LOG_WORD.test(entry.name)) || (count++, (newest === void 0 || compareVersions(version, newest.version) > 0) && (newest = { name: entry.name, version }));
  }
  return count >= 2 && newest !== void 0 ? { folder: `${folder}/`, newest: `${folder}/${newest.name}` } : void 0;
}
async function listFolder(root, rel) {
  try {
    let dir = rel === "" ? root : join(root, rel);
    return (await lstat(dir)).isDirectory() ? await readdir(dir, { withFileTypes: !0 }) : [];
  } catch {
    return [];
  }
}
async function readSmallFile(root, rel) {
  try {
    let info = await lstat(join(root, rel));
    return !info.isFile() || info.size > MAX_READ_BYTES ? void 0 : await readFile(join(root, rel), "utf8");
  } catch {
    return;
  }
}

// src/project/find-changelog.ts
var DEFAULT_CHANGELOG = "CHANGELOG.md";
async function findChangelogFile(root, options = {}) {
  let rootEntries = await listDir(root), towncrier = await readTowncrierFile(root, rootEntries, options.pyproject);
  if (towncrier !== void 0) {
    let exists = await isFileInside(root, towncrier);
    return { path: towncrier, source: "towncrier", exists };
  }
  let shallow = await findShallowChangelog(root, rootEntries), text2 = shallow.exists ? await readRepoText(root, shallow.path, ConfigError).catch(() => {
  }) : void 0;
  return settleChangelog(
    shallow,
    releaseMarkers(text2?.text ?? ""),
    await readChangelogTree(root),
    staticVersion(options.pyproject)
  );
}
function staticVersion(data) {
  let table = (value) => typeof value == "object" && value !== null ? value : void 0, version = table(data?.project)?.version ?? table(table(data?.tool)?.poetry)?.version;
  return typeof version == "string" ? parseVersion(version) : void 0;
}
function settleChangelog(shallow, own, tree, current) {
  let latest = newestFirst(own.map((m) => m.version)).slice(0, 2), newest = latest[0], deeper = tree.files.filter(
    (f) => f.path !== shallow.path && f.newest !== void 0 && (newest === void 0 || compareVersions(f.newest, newest) > 0 && (latest.every((v) => f.versions.some((w) => sameVersion(w, v))) || startsAfter(f.versions, newest) && reachesNoFurther(f, current)))
  );
  deeper.sort(
    (a, b) => compareVersions(b.newest, a.newest) || a.depth - b.depth || a.rank - b.rank || (a.path < b.path ? -1 : 1)
  );
  let best = deeper[0], form = best !== void 0 ? best.form : markerForm(own), chosen = best !== void 0 ? { path: best.path, source: "found", exists: !0 } : { ...shallow }, warning = form === "changelog-directive" || form === "release-role" ? formWarning(chosen.path, form) : chosen.source === "default" && tree.perRelease !== void 0 ? `${tree.perRelease.folder} holds a changelog file per release (the newest: ${tree.perRelease.newest}), which releaser does not write: \`update\` writes ${chosen.path} instead; write the release's file by hand, or set changelog_file to the file releaser should write` : void 0;
  return warning === void 0 ? chosen : { ...chosen, warning };
}
function startsAfter(versions, newest) {
  let oldest = newestFirst(versions).at(-1);
  return oldest === void 0 || !isFinalRelease(newest) ? !1 : ["patch", "minor", "major"].some(
    (step) => compareVersions(oldest, bumpVersion(newest, step, { majorOnZero: !0 })) === 0
  );
}
function reachesNoFurther(file, current) {
  return current === void 0 || file.newest === void 0 ? !0 : compareVersions(file.newest, current) <= 0 || file.versions.some((v) => sameVersion(v, current));
}
function formWarning(path, form) {
  return `${path} writes its releases as ${form === "changelog-directive" ? "`.. changelog::` directives (sphinx-changelog)" : "`:release:` entries (the Sphinx releases extension)"}, which releaser does not write: \`update\` puts a reST section with a heading above them; rewrite it in the file's form in the release commit, or set changelog_file to a file releaser may write`;
}
function newestFirst(versions) {
  return versions.map((text2) => parseVersion(text2)).filter((v) => v !== void 0).sort((a, b) => compareVersions(b, a));
}
function sameVersion(text2, version) {
  let parsed = parseVersion(text2);
  return parsed !== void 0 && compareVersions(parsed, version) === 0;
}
async function findShallowChangelog(root, rootEntries) {
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
  return readdir2(dir, { withFileTypes: !0 }).catch(() => []);
}
function isTable(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}

// src/project/version-target.ts
function parseVersionFileEntry(entry) {
  if (typeof entry != "string") {
    let result = entry.result === void 0 ? {} : { result: entry.result };
    return { kind: "pattern", path: normalisePath(entry.path), pattern: entry.pattern, ...result };
  }
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
function describeVersionFileEntry(entry) {
  if (typeof entry == "string") return entry;
  let result = entry.result === void 0 ? "" : `, result = "${entry.result}"`;
  return `{ path = "${entry.path}", pattern = '${entry.pattern}'${result} }`;
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
function parse2(schema, input, config$1) {
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
var text = string(), textList = array(string()), argv = union([string(), array(string())]), versionFile = union([
  string(),
  strictObject({ path: text, pattern: text, result: optional(text) })
]), changelog = strictObject({
  /** Section titles by commit type (overrides and additions to spec table 2.7). */
  sections: optional(record(string(), text), {}),
  /** Types left out of the changelog. */
  hidden: optional(textList, ["style", "test", "ci", "chore"]),
  /** towncrier fragment types -> the bump a fragment of that type asks for (DESIGN 4): `{ type = "minor" }`. */
  fragment_bumps: optional(record(string(), picklist(["major", "minor", "patch", "none"])), {})
}), parser = strictObject({
  pattern: optional(text),
  preset: optional(picklist(["gitmoji", "scientific-python"]))
}), host = strictObject({
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
  labels: optional(textList, ["release"]),
  /** `api`: the release commit is made by the host (GitHub's Git Data API, GitLab's Commits API); `git`: pushed. */
  commit: optional(picklist(["api", "git"]), "api"),
  /** Start the PR's `pull_request` workflows by `workflow_dispatch`: `auto` in GitHub Actions only. */
  dispatch_checks: optional(picklist(["auto", "always", "never"]), "auto"),
  /** The host's auto-merge for the release PR, with this merge method; "" leaves it off. */
  auto_merge: optional(picklist(["", "squash", "merge", "rebase"]), "")
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
  /** One branch name, or names and globs (`["main", "*.x"]`): the first name is the trunk (DESIGN 3). */
  release_branch: optional(union([text, textList]), "main"),
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
  packages: optional(textList, []),
  /**
   * The packages are released together (DESIGN 8): one version, one tag of the root's shape, one
   * code-host release; every package's version files are written and its dists published.
   */
  shared_version: optional(boolean(), !1)
});

// src/config/resolve.ts
function resolveConfig(layers) {
  for (let layer of layers) {
    let result = safeParse(configSchema, layer.values);
    if (!result.success) throw layerError(layer, result.issues);
  }
  let merged = layers.reduce((acc, layer) => mergeTables(acc, layer.values), {});
  return parse2(configSchema, merged);
}
var DEFAULT_CONFIG2 = parse2(configSchema, {});
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
    let key = path[path.length - 1] ?? "", listed = knownKeys(path.slice(0, -1)), known = listed.length === 0 && path[0] === "version_files" ? ["path", "pattern", "result"] : listed, suggestion = closest(key, known);
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

// src/git/run.ts
import { spawn } from "node:child_process";
var REMOTE_LIMIT_MS = {
  "ls-remote": 12e4,
  fetch: 3e5,
  push: 3e5,
  pull: 3e5
}, LOCAL_LIMIT_MS = 6e5;
function defaultLimitMs(args, env = process.env) {
  let remote = REMOTE_LIMIT_MS[subcommand(args)];
  if (remote === void 0) return LOCAL_LIMIT_MS;
  let asked = env.RELEASER_GIT_TIMEOUT_MS;
  if (asked === void 0 || asked === "") return remote;
  let value = Number(asked);
  if (!Number.isInteger(value) || value < 100 || value > 36e5)
    throw new ConfigError(
      `RELEASER_GIT_TIMEOUT_MS = "${asked}" is not a whole number of milliseconds from 100 to 3600000; set it to one (e.g. 120000) or unset it`
    );
  return value;
}
function gitEnv(env = process.env) {
  return { ...env, LC_ALL: "C", GIT_TERMINAL_PROMPT: "0", GIT_OPTIONAL_LOCKS: "0" };
}
function runGit(args, options) {
  return new Promise((resolvePromise, reject) => {
    let limitMs = Math.min(
      options.timeoutMs ?? Number.POSITIVE_INFINITY,
      defaultLimitMs(args, options.env)
    ), child = spawn("git", args, {
      cwd: options.cwd,
      env: gitEnv(options.env),
      stdio: [options.input === void 0 ? "ignore" : "pipe", "pipe", "pipe"],
      detached: process.platform !== "win32"
    });
    running.add(child), watchExit(), options.input !== void 0 && (child.stdin?.on("error", () => {
    }), child.stdin?.end(options.input));
    let out = [], err = [];
    child.stdout.on("data", (chunk) => out.push(chunk)), child.stderr.on("data", (chunk) => err.push(chunk)), child.on("error", (error) => {
      running.delete(child), clearTimeout(timer), reject(spawnError(error, options.cwd));
    });
    let started = now(), timedOut = !1, timer = setTimeout(() => {
      timedOut = !0, stopGroup(child), running.delete(child), child.stdout.destroy(), child.stderr.destroy(), reject(timeoutError(args, limitMs));
    }, limitMs);
    child.on("close", (code) => {
      if (clearTimeout(timer), running.delete(child), timedOut) return;
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
function timeoutError(args, limitMs) {
  let command = subcommand(args), seconds = limitMs / 1e3;
  return REMOTE_LIMIT_MS[command] === void 0 ? new GitError(
    `\`git ${command}\` did not finish in ${seconds} s and was stopped; look for what holds the repository (a hook, a lock, a filesystem that does not answer) and run again`
  ) : new GitError(
    `\`git ${command}\` had no answer in ${seconds} s and was stopped; check the network and the remote's URL (\`git remote -v\`)`
  );
}
var running = /* @__PURE__ */ new Set(), SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"], watching = !1;
function watchExit() {
  if (!watching) {
    watching = !0, process.on("exit", stopRunning);
    for (let signal of SIGNALS) {
      let onSignal = () => {
        stopRunning();
        for (let each of SIGNALS) process.removeListener(each, handlers[each]);
        process.removeListener("exit", stopRunning), watching = !1, process.listenerCount(signal) === 0 && process.kill(process.pid, signal);
      };
      handlers[signal] = onSignal, process.on(signal, onSignal);
    }
  }
}
var handlers = {};
function stopRunning() {
  for (let child of running) stopGroup(child);
  running.clear();
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
  let reason = firstErrorLine(result.stderr) ?? `exit code ${result.code}`, damage = MISSING_OBJECT.test(result.stderr) ? `; ${DAMAGED}` : BROKEN_PACKED_REFS.test(result.stderr) ? `; ${DAMAGED_REFS}` : "";
  return new GitError(`\`git ${subcommand(args)}\` failed: ${reason}${damage}`, {
    details: [`command: git ${args.join(" ")}`, ...result.stderr.trim().split(`
`).filter(Boolean)]
  });
}
var MISSING_OBJECT = /^(?:fatal|error): (?:Invalid revision range|bad object|missing object|Could not read [0-9a-f]{7,}|unable to read [0-9a-f]{7,}|unable to unpack [0-9a-f]{7,}|(?:loose )?object [0-9a-f]{7,} is corrupt)/m, DAMAGED = "the repository is damaged (an object a branch, tag or commit names is missing or unreadable): `git fsck` lists what is missing or corrupt, and a fresh clone (or fetching the branch again) mends it", BROKEN_PACKED_REFS = /^fatal: unexpected line in \S*packed-refs/m, DAMAGED_REFS = "the repository is damaged (its list of packed refs holds a line git cannot read): look at that line of .git/packed-refs (a branch or tag whose line it was must be fetched again), or make a fresh clone";
function firstErrorLine(stderr) {
  let lines = stderr.split(`
`).map((l) => l.trim());
  return (lines.find((l) => /^(fatal|error):/.test(l)) ?? lines.find((l) => l !== ""))?.replace(/^(fatal|error):\s*/, "");
}

export {
  oversizeRefusal,
  readRepoText,
  readRepoBytes,
  resolveRepoPathOr,
  decodeUtf8,
  parse,
  parseToml,
  isVersionHeading,
  looksLikeVersionHeading,
  headingVersion,
  isUnreleasedHeading,
  NOT_RELEASED,
  changelogMarkup,
  isAdornment,
  hasVersionHeading,
  releaseMarkers,
  sphinxReleaseStart,
  versionHeading,
  headingLike,
  rankChangelogName,
  findChangelogFile,
  parseVersionFileEntry,
  versionFilePath,
  describeVersionFileEntry,
  FALLBACK_BRANCH,
  releaseBranchEntries,
  isBranchGlob,
  trunkOf,
  lineOfBranch,
  newerThanBranchLine,
  inLine,
  lineText,
  HATCH_DEFAULT_PATTERN,
  compileVersionPattern,
  findVersionByPattern,
  replaceVersionByPattern,
  fillTemplate,
  checkConfigValues,
  isConfigured,
  checkConfigPaths,
  resolveConfig,
  gitEnv,
  runGit,
  spawnError,
  gitFailure
};
