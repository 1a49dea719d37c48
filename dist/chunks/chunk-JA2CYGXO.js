#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  parseVersionFileEntry,
  readRepoText,
  runGit
} from "./chunk-MKK6INCF.js";
import {
  parseVersion
} from "./chunk-ABNXZSXZ.js";
import {
  readPyproject
} from "./chunk-GGKGLXSE.js";
import {
  GitError,
  VersionFileError
} from "./chunk-DSG6HE4L.js";

// src/project/read-project.ts
import { stat } from "node:fs/promises";
import { join as join2 } from "node:path";

// src/edits/lockfile-names.ts
var LOCKFILE_NAMES = {
  uv: "uv.lock",
  poetry: "poetry.lock",
  pdm: "pdm.lock"
};

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
      await exists(join2(root, file)) && targets.push({ kind: "lock", path: file, lock, projectName: name });
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
        let { readTomlValue } = await import("./toml-key-RU2R6UDR.js"), value = readTomlValue(text, target.key, target.path);
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
async function exists(path) {
  return stat(path).then(
    () => !0,
    () => !1
  );
}
function writtenFiles(project, changelogFile) {
  return [.../* @__PURE__ */ new Set([...project.targets.map((t) => t.path), changelogFile])];
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
  readTags,
  readMergedTags,
  readTagCommit,
  createAnnotatedTag,
  deleteTag,
  openRepository,
  LOCKFILE_NAMES,
  setPythonAssignment,
  readProject,
  writtenFiles,
  writeFileAtomic
};
