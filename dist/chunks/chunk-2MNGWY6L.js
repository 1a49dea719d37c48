#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  gitEnv,
  gitFailure,
  parseVersionFileEntry,
  readRepoText,
  runGit,
  spawnError
} from "./chunk-3RESZQ4T.js";
import {
  commandLine,
  took,
  traceCall,
  tracing
} from "./chunk-OUOMCRLW.js";
import {
  parseCommit,
  parseSubjectCommit,
  toPlanCommit
} from "./chunk-4X7O6EJ2.js";
import {
  compareVersions,
  parseVersion
} from "./chunk-ABNXZSXZ.js";
import {
  readPyproject
} from "./chunk-ZLKWCXRL.js";
import {
  LOCKFILE_NAMES
} from "./chunk-HLQ36IDT.js";
import {
  now
} from "./chunk-O4HYDLSU.js";
import {
  ConfigError,
  GitError,
  VersionFileError
} from "./chunk-DSG6HE4L.js";

// src/project/read-project.ts
import { stat } from "node:fs/promises";
import { join as join2 } from "node:path";

// src/edits/python-assignment.ts
var IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
function readPythonAssignment(text, variable) {
  return readPythonAssignments(text, variable).at(-1);
}
function readPythonAssignments(text, variable) {
  if (!IDENTIFIER.test(variable))
    throw new VersionFileError(
      `"${variable}" is not a Python variable name; expected an identifier like __version__`
    );
  let head = new RegExp(`${variable}(?![A-Za-z0-9_])[ \\t]*(?::[^=\\r\\n#]*)?=(?!=)[ \\t]*`, "y"), found = [];
  for (let start of statementStarts(text))
    head.lastIndex = start, head.exec(text) && found.push(describeAssignment(text, start, head.lastIndex));
  return found;
}
function setPythonAssignment(text, variable, newValue, path) {
  let all = readPythonAssignments(text, variable), last = all.at(-1);
  if (last === void 0)
    throw new VersionFileError(
      `${path}: no top-level assignment of ${variable} (like ${variable} = "1.2.3")`
    );
  if (last.kind === "expression")
    throw new VersionFileError(
      `${path}:${last.line}: ${variable} is assigned ${last.expression}; expected a string literal like "1.2.3"`
    );
  let targets = all.filter(
    (a) => a.kind === "string" && a.value === last.value
  ), out = text;
  for (let assignment of targets.reverse()) {
    if (newValue.includes(assignment.quote) || /[\\\r\n]/.test(newValue))
      throw new VersionFileError(
        `${path}:${assignment.line}: cannot write ${JSON.stringify(newValue)} as ${variable}`
      );
    let [start, end] = assignment.range;
    out = out.slice(0, start) + newValue + out.slice(end);
  }
  return out;
}
function describeAssignment(text, start, valueStart) {
  let line = lineOf(text, start), literal = /[uUrR]?(?:"([^"\\\r\n]*)"|'([^'\\\r\n]*)')(?=[ \t]*(?:[#;\r\n]|$))/y;
  literal.lastIndex = valueStart;
  let match = literal.exec(text);
  if (match === null) {
    let end = text.slice(valueStart).search(/\r?\n|$/);
    return { kind: "expression", expression: text.slice(valueStart, valueStart + end).trim(), line };
  }
  let double = match[1] !== void 0, value = (double ? match[1] : match[2]) ?? "", open2 = match.index + match[0].length - value.length - 1;
  return { kind: "string", value, quote: double ? '"' : "'", line, range: [open2, open2 + value.length] };
}
function lineOf(text, index) {
  let line = 1;
  for (let i = text.indexOf(`
`); i !== -1 && i < index; i = text.indexOf(`
`, i + 1)) line++;
  return line;
}
function* statementStarts(text) {
  let depth = 0, lineStart = !0, i = text.startsWith("\uFEFF") ? 1 : 0;
  for (; i < text.length; ) {
    let char = text[i];
    if (lineStart && depth === 0 && !/[ \t\f\r\n#]/.test(char) && (yield i), lineStart = !1, char === `
`)
      lineStart = depth === 0, i++;
    else if (char === "#") {
      let end = text.indexOf(`
`, i);
      i = end === -1 ? text.length : end;
    } else char === '"' || char === "'" ? i = skipString(text, i) : char === "\\" ? i += text[i + 1] === "\r" && text[i + 2] === `
` ? 3 : 2 : ("([{".includes(char) ? depth++ : ")]}".includes(char) && (depth = Math.max(0, depth - 1)), i++);
  }
}
function skipString(text, start) {
  let quote = text[start], triple = text.startsWith(quote.repeat(3), start), i = start + (triple ? 3 : 1);
  for (; i < text.length; ) {
    let char = text[i];
    if (char === "\\")
      i += 2;
    else {
      if (triple ? text.startsWith(quote.repeat(3), i) : char === quote)
        return i + (triple ? 3 : 1);
      if (!triple && char === `
`)
        return i;
      i++;
    }
  }
  return text.length;
}

// src/project/find-version-modules.ts
import { lstat, readdir } from "node:fs/promises";
import { join } from "node:path";
var VERSION_MODULES = ["__init__.py", "_version.py", "__about__.py", "__version__.py", "version.py"], NOT_PACKAGES = /* @__PURE__ */ new Set([
  "tests",
  "test",
  "docs",
  "doc",
  "examples",
  "scripts",
  "build",
  "dist",
  "node_modules"
]);
async function findVersionModules(root, projectName) {
  let found = await assigningVersion(root, namedDirs(projectName));
  return found.length === 0 && (found = await assigningVersion(root, await everyPackageDir(root))), found;
}
async function findOtherVersionCopies(root, projectName, version, skip) {
  let dirs = [.../* @__PURE__ */ new Set([...namedDirs(projectName), ...await everyPackageDir(root)])], quoted = [`"${version}"`, `'${version}'`], copies = [];
  for (let { path, text } of await versionModules(root, dirs)) {
    let variable = skip.get(path), written2 = new Set(
      variable === void 0 ? [] : readPythonAssignments(text, variable).map((a) => a.line)
    );
    text.split(`
`).forEach((line, index) => {
      !written2.has(index + 1) && quoted.some((q) => line.includes(q)) && copies.push(`${path}:${index + 1}`);
    });
  }
  return copies;
}
function namedDirs(projectName) {
  let importName = projectName?.toLowerCase().replace(/[-.]+/g, "_");
  return importName ? [`src/${importName}`, importName] : [];
}
async function everyPackageDir(root) {
  return [...await packageDirs(root, "src"), ...await packageDirs(root, "")];
}
async function versionModules(root, dirs) {
  let modules = [];
  for (let dir of dirs)
    for (let file of VERSION_MODULES) {
      let path = dir === "" ? file : `${dir}/${file}`, text = (await readRepoText(root, path, VersionFileError))?.text;
      text !== void 0 && modules.push({ path, text });
    }
  return modules;
}
async function assigningVersion(root, dirs) {
  return (await versionModules(root, dirs)).filter(({ text }) => readPythonAssignment(text, "__version__")?.kind === "string").map(({ path }) => path);
}
async function packageDirs(root, base) {
  let entries = await readdir(join(root, base), { withFileTypes: !0 }).catch(() => []), dirs = [];
  for (let entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith(".") || NOT_PACKAGES.has(entry.name)) continue;
    let path = base === "" ? entry.name : `${base}/${entry.name}`;
    (await lstat(join(root, path, "__init__.py")).catch(() => {
    }))?.isFile() && dirs.push(path);
  }
  return dirs.sort();
}

// src/project/read-project.ts
async function readProject(root, loaded) {
  let { config } = loaded, pyproject = loaded.pyproject ? await readPyproject(loaded.pyproject, "pyproject.toml") : void 0, name = pyproject?.name, targets = [], warnings = [];
  pyproject?.version.kind === "static" && targets.push({ kind: "pyproject", path: "pyproject.toml" });
  let explicit = config.version_files.map(parseVersionFileEntry);
  if (targets.push(...explicit), explicit.some((t) => t.kind === "python" || t.kind === "text") || targets.push(...await implicitTargets(root, pyproject, warnings)), name !== void 0)
    for (let [lock, file] of Object.entries(LOCKFILE_NAMES))
      await lockHoldsProject(root, file, lock, name) && targets.push({ kind: "lock", path: file, lock, projectName: name });
  let current = /* @__PURE__ */ new Map(), lines = /* @__PURE__ */ new Map();
  for (let target of targets) {
    let found = await readTargetVersion(root, target, pyproject);
    current.set(target, found?.value), found?.line !== void 0 && lines.set(target, found.line);
  }
  let primary = targets.find((t) => t.kind !== "lock" && current.get(t) !== void 0), version = primary === void 0 ? void 0 : current.get(primary), line = primary === void 0 ? void 0 : lines.get(primary), versionSource = primary === void 0 ? void 0 : `${primary.path}${line === void 0 ? "" : `:${line}`}`;
  for (let target of targets) {
    let value = current.get(target), usable = version !== void 0 && parseVersion(version) !== void 0;
    target.kind !== "lock" && primary && usable && value !== void 0 && value !== version && warnings.push(
      `${target.path} carries version ${value} but ${primary.path} carries ${version}; \`update\` will set both to the next version`
    );
  }
  if (version !== void 0 && parseVersion(version) !== void 0) {
    let written2 = new Map(
      targets.flatMap((t) => t.kind === "python" ? [[t.path, t.variable]] : [])
    ), copies = await findOtherVersionCopies(root, name, version, written2);
    copies.length > 0 && warnings.push(
      `${copies.join(", ")} ${copies.length === 1 ? "holds" : "hold"} "${version}" too, which \`update\` leaves as it is; list ${copies.length === 1 ? "it" : "them"} in version_files ("path:VARIABLE") or derive ${copies.length === 1 ? "it" : "them"} from __version__`
    );
  }
  return pyproject?.version.kind === "dynamic" && !targets.some((t) => t.kind === "python" || t.kind === "text") && pyproject.version.source?.kind !== "computed" && warnings.push(
    'pyproject.toml declares a dynamic version but no file holding it was found; name it with version_files = ["src/pkg/__init__.py:__version__"]'
  ), { name, pyproject, targets, version, current, versionSource, warnings };
}
async function implicitTargets(root, pyproject, warnings) {
  let source = pyproject?.version.kind === "dynamic" ? pyproject.version.source : void 0;
  if (source?.kind === "file") return [{ kind: "python", path: source.path, variable: "__version__" }];
  if (source?.kind === "text-file") return [{ kind: "text", path: source.path }];
  if (source?.kind === "computed") return [];
  let hatchPath = pyproject?.hatchVersionPath;
  if (hatchPath !== void 0) return [{ kind: "python", path: hatchPath, variable: "__version__" }];
  if (source?.kind === "attr") {
    let [module, variable] = splitAttr(source.attr), path = await findModuleFile(root, module);
    return path === void 0 ? (warnings.push(
      `${source.tool} reads the version from ${source.attr} but no file for module ${module} was found`
    ), []) : [{ kind: "python", path, variable }];
  }
  let found = await findVersionModules(root, pyproject?.name);
  if (found.length > 1)
    throw new VersionFileError(
      `several files assign __version__: ${found.join(", ")}; choose the one to update with version_files = ["${found[0]}:__version__"] in [tool.releaser]`
    );
  return found.map((path) => ({ kind: "python", path, variable: "__version__" }));
}
async function readTargetVersion(root, target, pyproject) {
  switch (target.kind) {
    case "pyproject":
      return pyproject?.version.kind === "static" ? { value: pyproject.version.version, line: pyproject.version.line } : void 0;
    case "lock":
      return;
    default: {
      let text = await readTargetText(root, target.path);
      if (target.kind === "text") return { value: text.trim() };
      if (target.kind === "toml") {
        let { readTomlValue } = await import("./toml-key-V2DO2L3F.js"), value = readTomlValue(text, target.key, target.path);
        if (typeof value != "string")
          throw new VersionFileError(
            `${target.path}: key ${target.key} holds no version string (from version_files)`
          );
        return { value };
      }
      let assignment = readPythonAssignment(text, target.variable);
      if (assignment === void 0)
        throw new VersionFileError(
          `${target.path}: no top-level assignment of ${target.variable} (like ${target.variable} = "1.2.3"); fix version_files or the file`
        );
      return assignment.kind === "string" ? { value: assignment.value, line: assignment.line } : void 0;
    }
  }
}
async function readTargetText(root, path) {
  let read = await readRepoText(root, path, VersionFileError);
  if (read === void 0)
    throw new VersionFileError(
      `${path}: version file not found; fix the path in version_files (relative to the repository root)`
    );
  return read.text;
}
function splitAttr(attr) {
  let dot = attr.lastIndexOf(".");
  return dot === -1 ? [attr, "__version__"] : [attr.slice(0, dot), attr.slice(dot + 1)];
}
async function findModuleFile(root, module) {
  let rel = module.replaceAll(".", "/");
  for (let base of ["src/", ""])
    for (let candidate of [`${base}${rel}/__init__.py`, `${base}${rel}.py`])
      if (await exists(join2(root, candidate))) return candidate;
}
async function lockHoldsProject(root, file, lock, name) {
  if (!await exists(join2(root, file))) return !1;
  let read = await readRepoText(root, file, VersionFileError).catch(() => null);
  if (read === null) return !0;
  let text = read?.text;
  if (text === void 0) return !1;
  let spelled = name.split(/[-_.]+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[-_.]+");
  if (!new RegExp(`["']${spelled}\\s*(?:\\[[^\\]]*\\])?["']`, "i").test(text)) return !1;
  let { lockfileHoldsProject } = await import("./lockfile-3V3YN6TO.js");
  return lockfileHoldsProject(text, lock, name);
}
async function exists(path) {
  return stat(path).then(
    () => !0,
    () => !1
  );
}
function writtenFiles(project, changelogFile) {
  return [.../* @__PURE__ */ new Set([...project.targets.map((t) => t.path), changelogFile])];
}

// src/core/tag-shape.ts
var NO_TAG_WHY = "no release tag yet: the default";
function inferTagFormat(tags) {
  let byPrefix = /* @__PURE__ */ new Map();
  for (let tag2 of tags) {
    let match = /^(.*?)(\d+(?:\.\d+)+(?:[-._+]?[a-zA-Z0-9.+-]*)?)$/.exec(tag2);
    if (match === null) continue;
    let [, prefix2 = "", text = ""] = match, version = parseVersion(text);
    if (version === void 0 || /[{}]/.test(prefix2)) continue;
    let seen = byPrefix.get(prefix2);
    seen === void 0 ? byPrefix.set(prefix2, { count: 1, newest: version, tag: tag2 }) : (seen.count++, compareVersions(version, seen.newest) > 0 && Object.assign(seen, { newest: version, tag: tag2 }));
  }
  let shapes = [...byPrefix.entries()].sort(
    (a, b) => compareVersions(b[1].newest, a[1].newest) || b[1].count - a[1].count || a[0].localeCompare(b[0])
  ), [best, ...others] = shapes;
  if (best === void 0) return { format: "v{version}", why: NO_TAG_WHY };
  let [prefix, { count, tag }] = best, why = others.length === 0 ? `${count === 1 ? "your release tag looks" : `${count} of your tags look`} like ${prefix}1.2.3` : `your newest release tag, ${tag}, looks like ${prefix}1.2.3 (${others.map(([p, o]) => `${o.count} look like ${p}1.2.3`).join(", ")})`;
  return { format: `${prefix}{version}`, why };
}

// src/git/log-record.ts
function decodeRawCommit(bytes, start, end) {
  let newline = bytes.indexOf(10, start);
  return newline === -1 || newline >= end ? { hash: bytes.toString("latin1", start, end), message: "" } : {
    hash: bytes.toString("latin1", start, newline),
    message: bytes.toString("utf8", newline + 1, end)
  };
}
function readPlanCommit(bytes, start, end, parsers) {
  let hashEnd = bytes.indexOf(10, start);
  if (hashEnd !== -1 && hashEnd < end) {
    let subjectStart = hashEnd + 1, subjectEnd = bytes.indexOf(10, subjectStart);
    if ((subjectEnd === -1 || subjectEnd > end) && (subjectEnd = end), !mayNeedBody(bytes, subjectEnd, end) && !mayBeBlank(bytes, subjectStart, subjectEnd)) {
      let cut = subjectEnd > subjectStart && bytes[subjectEnd - 1] === 13 ? 1 : 0, subject = bytes.toString("utf8", subjectStart, subjectEnd - cut), lean = parseSubjectCommit(bytes.toString("latin1", start, hashEnd), subject, parsers);
      if (lean !== void 0) return lean;
    }
  }
  return toPlanCommit(parseCommit(decodeRawCommit(bytes, start, end), parsers));
}
var BREAKING = Buffer.from("BREAKING"), RELEASE_AS = Buffer.from("release-as");
function mayNeedBody(bytes, from, to) {
  for (let i = from; i < to; i++) {
    let byte = bytes[i];
    if (byte === 66 && startsWithBytes(bytes, i, to, BREAKING, !1) || (byte | 32) === 114 && startsWithBytes(bytes, i, to, RELEASE_AS, !0)) return !0;
  }
  return !1;
}
function startsWithBytes(bytes, at, to, word, anyCase) {
  if (at + word.length > to) return !1;
  for (let k = 0; k < word.length; k++) {
    let byte = bytes[at + k], want = word[k];
    if (byte !== want && !(anyCase && (byte | 32) === want)) return !1;
  }
  return !0;
}
function mayBeBlank(bytes, from, to) {
  for (let i = from; i < to; i++) {
    let byte = bytes[i];
    if (byte < 128 && !(byte === 32 || byte >= 9 && byte <= 13)) return !1;
  }
  return !0;
}

// src/git/tags.ts
async function readTags(cwd, env) {
  let { stdout } = await runGit(
    ["for-each-ref", "--format=%(refname:strip=2)%00%(objectname)%00%(*objectname)", "refs/tags"],
    { cwd, env }
  ), all = [], commits = /* @__PURE__ */ new Map();
  for (let line of stdout.split(`
`)) {
    if (line === "") continue;
    let [name = "", object = "", peeled = ""] = line.split("\0");
    all.push(name), commits.set(name, peeled === "" ? object : peeled);
  }
  return { all, commits };
}
async function readMergedTags(cwd, env) {
  let { stdout } = await runGit(
    ["for-each-ref", "--format=%(refname:strip=2)", "--merged=HEAD", "refs/tags"],
    {
      cwd,
      env
    }
  );
  return stdout.split(`
`).filter((line) => line !== "");
}
async function readTagCommit(cwd, tag, env) {
  let result = await runGit(["rev-parse", "--verify", "-q", `refs/tags/${tag}^{commit}`], {
    cwd,
    env,
    allowedCodes: [1, 128]
  });
  return result.code === 0 ? result.stdout.trim() : void 0;
}
async function createAnnotatedTag(cwd, tag, commit, message, options) {
  await runGit(["tag", options.sign ? "-s" : "-a", "--cleanup=verbatim", "-F", "-", tag, commit], {
    cwd,
    env: options.env,
    input: message.endsWith(`
`) ? message : `${message}
`
  });
}
async function deleteTag(cwd, tag, env) {
  await runGit(["tag", "-d", tag], { cwd, env, allowedCodes: [1] });
}

// src/git/history.ts
import { readFile } from "node:fs/promises";
import { join as join3 } from "node:path";

// src/git/log.ts
import { spawn } from "node:child_process";

// src/git/record-splitter.ts
function createRecordSplitter(onRecord) {
  let pending = [], pendingLength = 0, emit = (buffer, start, end) => {
    if (pendingLength === 0) {
      onRecord(buffer, start, end);
      return;
    }
    pending.push(buffer.subarray(start, end));
    let whole = Buffer.concat(pending, pendingLength + end - start);
    pending = [], pendingLength = 0, onRecord(whole, 0, whole.length);
  };
  return {
    push(chunk) {
      let buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength), start = 0;
      for (; ; ) {
        let nul = buffer.indexOf(0, start);
        if (nul === -1) break;
        emit(buffer, start, nul), start = nul + 1;
      }
      start < buffer.length && (pending.push(buffer.subarray(start)), pendingLength += buffer.length - start);
    },
    end() {
      if (pendingLength === 0) return;
      let record = Buffer.concat(pending, pendingLength);
      pending = [], pendingLength = 0, record.some((byte) => !isSpaceByte(byte)) && onRecord(record, 0, record.length);
    }
  };
}
function isSpaceByte(byte) {
  return byte === 32 || byte >= 9 && byte <= 13;
}

// src/git/log.ts
var LOG_ARGS = [
  "-c",
  "log.showSignature=false",
  "log",
  "-z",
  "--no-color",
  "--encoding=UTF-8",
  "--format=%m%H%n%B"
];
function streamGit(cwd, args, onRecord, env) {
  let splitter = createRecordSplitter(onRecord), child = spawn("git", args, { cwd, env: gitEnv(env), stdio: ["ignore", "pipe", "pipe"] }), stopped = !1, started = now();
  return {
    done: new Promise((resolvePromise, reject) => {
      let err = [];
      child.stdout.on("data", (chunk) => {
        stopped || splitter.push(chunk);
      }), child.stderr.on("data", (chunk) => err.push(chunk)), child.on("error", (error) => reject(spawnError(error, cwd))), child.on("close", (code) => {
        if (tracing() && traceCall(`git ${commandLine(args)} -> ${stopped ? "stopped" : `exit ${code}`} (${took(started)})`), stopped) return resolvePromise();
        if (code !== 0) {
          let stderr = Buffer.concat(err).toString("utf8");
          return reject(gitFailure(args, { stdout: "", stderr, code: code ?? 1 }));
        }
        splitter.end(), resolvePromise();
      });
    }),
    stop() {
      stopped = !0, child.kill();
    }
  };
}
async function readRange(cwd, since, map, env) {
  let range = since === void 0 ? ["HEAD"] : ["--boundary", `${since}..HEAD`], commits = [], boundary = /* @__PURE__ */ new Set();
  return await streamGit(
    cwd,
    [...LOG_ARGS, ...range, "--"],
    (bytes, start, end) => {
      bytes[start] === 45 ? boundary.add(decodeRawCommit(bytes, start + 1, end).hash) : commits.push(map(bytes, start + 1, end));
    },
    env
  ).done, { commits, boundary };
}

// src/git/history.ts
var DEEPEN_STEPS = [100, 400, 1600, 6400];
async function readHistory(repo, chooseBase, map, env, tagsRead) {
  let shallow = repo.shallow, deepened = "";
  for (let step = 0; ; step++) {
    let tags = step === 0 && tagsRead !== void 0 ? await tagsRead : await readTags(repo.root, env), { baseTag, range } = await readSinceBase(repo, tags, chooseBase, map, env), history = { tags, baseTag, commits: range.commits, deepened };
    if (!shallow) return history;
    let cut = await readShallowCommits(repo.gitDir);
    if (!range.commits.some((c) => cut.has(c.commit.hash))) return history;
    let remote = await chooseRemote(repo.root, env), depth = DEEPEN_STEPS[step], how = depth === void 0 ? "--unshallow" : `--deepen=${depth}`;
    await runGit(["fetch", "--quiet", "--tags", how, remote], { cwd: repo.root, env }).catch(
      (error) => {
        throw new GitError(
          `this is a shallow clone and deepening it from "${remote}" failed, so the commits since the last release cannot be read; fetch the whole history (actions/checkout: \`fetch-depth: 0\`, or \`git fetch --unshallow --tags\`)`,
          { cause: error, details: error instanceof GitError ? [error.message, ...error.details] : [] }
        );
      }
    );
    let total = DEEPEN_STEPS.slice(0, step + 1).reduce((a, b) => a + b, 0);
    deepened = depth === void 0 ? "unshallowed" : `deepened by up to ${total}`, shallow = depth !== void 0 && (await readShallowCommits(repo.gitDir)).size > 0;
  }
}
async function readSinceBase(repo, tags, chooseBase, map, env) {
  let best = chooseBase(tags.all);
  if (best === void 0)
    return { baseTag: void 0, range: await readRange(repo.root, void 0, map, env) };
  let commit = tags.commits.get(best);
  if (commit === repo.head) return { baseTag: best, range: { commits: [], boundary: /* @__PURE__ */ new Set() } };
  let range = await readRange(repo.root, `refs/tags/${best}`, map, env);
  if (commit !== void 0 && range.boundary.has(commit)) return { baseTag: best, range };
  let baseTag = await chooseMergedBase(repo, tags, best, range, chooseBase, env);
  if (baseTag === void 0) return { baseTag, range: await readRange(repo.root, void 0, map, env) };
  let baseCommit = tags.commits.get(baseTag);
  return baseCommit === repo.head ? { baseTag, range: { commits: [], boundary: /* @__PURE__ */ new Set() } } : range.boundary.size === 1 && baseCommit !== void 0 && range.boundary.has(baseCommit) ? { baseTag, range } : { baseTag, range: await readRange(repo.root, `refs/tags/${baseTag}`, map, env) };
}
async function chooseMergedBase(repo, tags, best, range, chooseBase, env) {
  let seen = new Set(range.boundary);
  for (let c of range.commits) seen.add(c.commit.hash);
  seen.add(repo.head);
  let known = tags.all.filter((tag) => seen.has(tags.commits.get(tag) ?? "")), knownSet = new Set(known), found = chooseBase(known), rivals = tags.all.filter(
    (tag) => tag !== best && !knownSet.has(tag) && (found === void 0 ? chooseBase([tag]) === tag : chooseBase([found, tag]) === tag)
  );
  if (rivals.length === 0) return found;
  let merged = await mergedAmong(repo.root, rivals, tags, env);
  return chooseBase(merged === void 0 ? await readMergedTags(repo.root, env) : [...known, ...merged]);
}
async function mergedAmong(cwd, candidates, tags, env) {
  let commits = [...new Set(candidates.map((tag) => tags.commits.get(tag) ?? ""))].filter((c) => c !== ""), result = await runGit(["rev-list", "--stdin"], {
    cwd,
    env,
    // `^{commit}`: a tag on a tree or blob makes git refuse (it would be listed as merged).
    input: `${commits.map((c) => `${c}^{commit}`).join(`
`)}
^HEAD
`,
    allowedCodes: [128]
  });
  if (result.code !== 0) return;
  let outside = new Set(result.stdout.split(`
`));
  return candidates.filter((tag) => {
    let c = tags.commits.get(tag);
    return c !== void 0 && !outside.has(c);
  });
}
async function readShallowCommits(gitDir) {
  try {
    let text = await readFile(join3(gitDir, "shallow"), "utf8");
    return new Set(text.split(`
`).filter((line) => line !== ""));
  } catch {
    return /* @__PURE__ */ new Set();
  }
}
async function chooseRemote(root, env) {
  let remotes = (await runGit(["remote"], { cwd: root, env })).stdout.split(`
`).filter(Boolean), remote = remotes.includes("origin") ? "origin" : remotes[0];
  if (remote === void 0)
    throw new GitError(
      "this is a shallow clone with no remote to deepen it from, so the commits since the last release cannot be read; clone the whole history (actions/checkout: `fetch-depth: 0`)"
    );
  return remote;
}

// src/git/repository.ts
import { stat as stat2 } from "node:fs/promises";
async function openRepository(cwd, env) {
  if (!await stat2(cwd).then(
    (s) => s.isDirectory(),
    () => !1
  )) throw new GitError(`no such directory: ${cwd}; check the path given with -C`);
  let result = await runGit(
    [
      "rev-parse",
      "--show-toplevel",
      "--absolute-git-dir",
      "--is-shallow-repository",
      "--verify",
      "-q",
      "HEAD^{commit}"
    ],
    { cwd, env, allowedCodes: [1, 128] }
  ).catch((error) => {
    throw error instanceof GitError && /not a git repository|No such file/i.test(error.details.join(`
`)) ? notARepository(cwd) : error;
  });
  if (result.code === 128 && /not a git repository/i.test(result.stderr)) throw notARepository(cwd);
  if (result.code === 128 && /must be run in a work tree/i.test(result.stderr))
    throw new GitError(
      `${cwd} is a bare git repository (no working tree, so no files to read or release); run releaser in a clone with a working tree (git clone ${cwd} <dir>)`
    );
  if (/safe\.directory|dubious ownership/.test(result.stderr))
    throw new GitError(
      `git refuses to read ${cwd}: the directory is owned by another user; run \`git config --global --add safe.directory ${cwd}\``
    );
  let [root, gitDir, shallow, head] = result.stdout.split(`
`);
  if (!root || !gitDir) throw notARepository(cwd);
  if (result.code !== 0 || !head)
    throw new GitError(
      `the repository at ${root} has no commits yet; make a first commit, then run releaser again`
    );
  return { root, gitDir, shallow: shallow === "true", head };
}
function notARepository(cwd) {
  return new GitError(
    `not a git repository: ${cwd}; run releaser inside your project's git checkout, or point at it with -C <dir>`
  );
}

// src/flows/context.ts
var MAX_EPOCH = 253402300799;
function releaseDate(env, now2) {
  let epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== void 0 && epoch !== "") {
    let seconds = /^\d+$/.test(epoch.trim()) ? Number(epoch.trim()) : Number.NaN;
    if (!(seconds <= MAX_EPOCH))
      throw new ConfigError(
        `SOURCE_DATE_EPOCH="${epoch}" is not a whole number of seconds between 1970 and the end of 9999; unset it or give e.g. 1763683200`
      );
    return new Date(seconds * 1e3).toISOString().slice(0, 10);
  }
  return now2().toISOString().slice(0, 10);
}

// src/fs/write-atomic.ts
import { open, rename, stat as stat3, unlink } from "node:fs/promises";
var written = 0;
function tempSuffix() {
  return written = (written + 1) % 256, ((Date.now() % 16777216 << 8 | written) >>> 0).toString(16).padStart(8, "0");
}
async function writeFileAtomic(path, text, beforeRename = () => {
}) {
  let mode = await stat3(path).then(
    (s) => s.mode & 4095,
    () => 438
  ), temp = "", handle;
  for (let attempt = 0; handle === void 0; attempt++)
    temp = `${path}.releaser-${process.pid}-${tempSuffix()}.tmp`, handle = await open(temp, "wx", mode).catch((error) => {
      if (error.code !== "EEXIST" || attempt >= 20) throw error;
    });
  try {
    try {
      await handle.writeFile(text, "utf8"), await handle.sync();
    } finally {
      await handle.close();
    }
    beforeRename(), await rename(temp, path);
  } catch (error) {
    throw await unlink(temp).catch(() => {
    }), error;
  }
}

export {
  NO_TAG_WHY,
  inferTagFormat,
  readPlanCommit,
  readTags,
  readTagCommit,
  createAnnotatedTag,
  deleteTag,
  readHistory,
  openRepository,
  setPythonAssignment,
  readProject,
  writtenFiles,
  releaseDate,
  writeFileAtomic
};
