#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  gitEnv,
  gitFailure,
  parseVersionFileEntry,
  runGit,
  spawnError
} from "./chunk-PPZVA23M.js";
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
  parseCommit,
  parseSubjectCommit,
  toPlanCommit
} from "./chunk-QDUHDVGP.js";
import {
  readPythonAssignment
} from "./chunk-JYB3BNSY.js";
import {
  NeedsPositions,
  dataView,
  readPyprojectInfo
} from "./chunk-RQLYAUQM.js";
import {
  compileVersionPattern,
  fillTemplate,
  findVersionByPattern
} from "./chunk-UROYSPG4.js";
import {
  LOCKFILE_NAMES
} from "./chunk-HLQ36IDT.js";
import {
  readRepoText
} from "./chunk-UK4ZTTJS.js";
import {
  parseVersion
} from "./chunk-7LN7AZCI.js";
import {
  ConfigError,
  GitError,
  VersionFileError
} from "./chunk-DSG6HE4L.js";

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
import { join } from "node:path";

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
async function readHistory(repo, chooseBase, map, env, tagsRead, mainLine = []) {
  let shallow = repo.shallow, deepened = "";
  for (let step = 0; ; step++) {
    let tags = step === 0 && tagsRead !== void 0 ? await tagsRead : await readTags(repo.root, env), { baseTag, range, releasedOnBranch } = await readSinceBase(
      repo,
      tags,
      chooseBase,
      map,
      env,
      mainLine
    ), history = { tags, baseTag, commits: range.commits, deepened, releasedOnBranch };
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
async function readSinceBase(repo, tags, chooseBase, map, env, mainLine) {
  let best = chooseBase(tags.all);
  if (best === void 0)
    return { baseTag: void 0, range: await readRange(repo.root, void 0, map, env) };
  let commit = tags.commits.get(best);
  if (commit === repo.head) return { baseTag: best, range: { commits: [], boundary: /* @__PURE__ */ new Set() } };
  let range = await readRange(repo.root, `refs/tags/${best}`, map, env);
  if (commit !== void 0 && range.boundary.has(commit)) return { baseTag: best, range };
  let baseTag = await chooseMergedBase(repo, tags, best, range, chooseBase, env);
  if (commit !== void 0 && range.boundary.size > 0 && await cutAfter(repo.root, baseTag === void 0 ? void 0 : tags.commits.get(baseTag), commit, env) && !await reachableFromAny(repo.root, commit, mainLine, env)) {
    let released = await releasedAsCherryPicks(repo.root, best, env), commits = range.commits.filter((c) => !released.has(c.commit.hash));
    return {
      baseTag: best,
      range: { commits, boundary: range.boundary },
      releasedOnBranch: { cherryPicks: range.commits.length - commits.length }
    };
  }
  if (baseTag === void 0) return { baseTag, range: await readRange(repo.root, void 0, map, env) };
  let baseCommit = tags.commits.get(baseTag);
  return baseCommit === repo.head ? { baseTag, range: { commits: [], boundary: /* @__PURE__ */ new Set() } } : range.boundary.size === 1 && baseCommit !== void 0 && range.boundary.has(baseCommit) ? { baseTag, range } : { baseTag, range: await readRange(repo.root, `refs/tags/${baseTag}`, map, env) };
}
async function cutAfter(cwd, mergedBase, tagCommit, env) {
  let fork = await runGit(["merge-base", tagCommit, "HEAD"], { cwd, env, allowedCodes: [1] }), at = fork.stdout.trim();
  return fork.code !== 0 || at === "" ? !1 : mergedBase === void 0 ? !0 : (await runGit(["merge-base", "--is-ancestor", mergedBase, at], {
    cwd,
    env,
    allowedCodes: [1]
  })).code === 0;
}
async function reachableFromAny(cwd, commit, refs, env) {
  for (let ref of refs)
    if ((await runGit(["merge-base", "--is-ancestor", commit, ref], {
      cwd,
      env,
      allowedCodes: [1, 128]
    })).code === 0) return !0;
  return !1;
}
async function releasedAsCherryPicks(cwd, tag, env) {
  let symmetric = `refs/tags/${tag}...HEAD`, [mine, unpicked, theirs] = await Promise.all([
    runGit(["log", "--right-only", "--no-merges", "--format=%H", "--name-only", symmetric], { cwd, env }),
    runGit(["rev-list", "--cherry-pick", "--right-only", "--no-merges", symmetric], { cwd, env }),
    runGit(["log", "--format=%B", `HEAD..refs/tags/${tag}`], { cwd, env })
  ]), kept = new Set(unpicked.stdout.split(`
`).filter(Boolean)), changing = /* @__PURE__ */ new Set(), last = "";
  for (let line of mine.stdout.split(`
`))
    /^[0-9a-f]{40}$/.test(line) ? last = line : line !== "" && changing.add(last);
  let released = new Set([...changing].filter((c) => !kept.has(c)));
  for (let m of theirs.stdout.matchAll(/\(cherry picked from commit ([0-9a-f]{40})\)/g))
    released.add(m[1]);
  return released;
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
    let text = await readFile(join(gitDir, "shallow"), "utf8");
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
import { stat } from "node:fs/promises";
async function openRepository(cwd, env) {
  if (!await stat(cwd).then(
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

// src/project/build-version-sources.ts
import { stat as stat2 } from "node:fs/promises";
import { join as join3 } from "node:path";

// src/project/find-version-modules.ts
import { lstat, readdir } from "node:fs/promises";
import { join as join2 } from "node:path";
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
  let entries = await readdir(join2(root, base), { withFileTypes: !0 }).catch(() => []), dirs = [];
  for (let entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith(".") || NOT_PACKAGES.has(entry.name)) continue;
    let path = base === "" ? entry.name : `${base}/${entry.name}`;
    (await lstat(join2(root, path, "__init__.py")).catch(() => {
    }))?.isFile() && dirs.push(path);
  }
  return dirs.sort();
}

// src/project/build-version-sources.ts
async function implicitTargets(root, sources, name, warnings) {
  let { pyproject, setupCfg, setupPy } = sources, source = pyproject?.version.kind === "dynamic" ? pyproject.version.source : void 0;
  if (source?.kind === "file") {
    if (source.pattern !== void 0) {
      let why = "[tool.hatch.version] path and pattern in pyproject.toml";
      return [[{ kind: "pattern", path: source.path, pattern: source.pattern, why }, why]];
    }
    return [
      [
        { kind: "python", path: source.path, variable: "__version__" },
        `[tool.${source.tool}.version] path in pyproject.toml`
      ]
    ];
  }
  if (source?.kind === "text-file")
    return [[{ kind: "text", path: source.path }, "version = { file } in [tool.setuptools.dynamic]"]];
  if (source?.kind === "computed") return [];
  let hatchPath = pyproject?.hatchVersionPath;
  if (hatchPath !== void 0)
    return [
      [
        { kind: "python", path: hatchPath, variable: "__version__" },
        "[tool.hatch.version] path in pyproject.toml"
      ]
    ];
  if (source?.kind === "attr") {
    let found2 = await attrTarget(root, source.attr, `${source.tool} reads ${source.attr}`, warnings);
    return found2 === void 0 ? [] : [found2];
  }
  let cfgVersion = setupCfg?.ini.get("metadata")?.get("version")?.value, cfgSource = cfgVersion === void 0 ? void 0 : /^(attr|file)\s*:\s*(.+)$/.exec(cfgVersion);
  if (cfgSource) {
    let value = cfgSource[2].split(",")[0]?.trim() ?? "";
    if (cfgSource[1] === "attr") {
      let found2 = await attrTarget(root, value, `version = attr: ${value} in setup.cfg`, warnings);
      return found2 === void 0 ? [] : [found2];
    }
    return [[{ kind: "text", path: value.replace(/^\.\//, "") }, `version = file: ${value} in setup.cfg`]];
  }
  let declared = pyproject?.version.kind === "static" || cfgVersion !== void 0;
  if (!declared && setupPy?.version?.kind === "literal") {
    let why = "the literal version= of setup() in setup.py";
    return [[{ kind: "pattern", path: "setup.py", pattern: setupPy.version.pattern, why }, why]];
  }
  if (!declared && setupPy?.version?.kind === "variable")
    return [
      [
        { kind: "python", path: "setup.py", variable: setupPy.version.variable },
        `${setupPy.version.variable}, which setup() takes as its version, in setup.py`
      ]
    ];
  let read = declared ? [] : await filesSetupPyReads(root, setupPy?.versionPaths ?? []);
  if (read.length > 0) return read;
  let found = await findVersionModules(root, name);
  if (found.length > 1)
    throw new VersionFileError(
      `several files assign __version__: ${found.join(", ")}; choose the one to update with version_files = ["${found[0]}:__version__"] in [tool.releaser]`
    );
  return [...found.map((path) => [
    { kind: "python", path, variable: "__version__" },
    "the package's __version__"
  ]), ...await plainVersionFiles(root, name)];
}
async function attrTarget(root, attr, why, warnings) {
  let [module, variable] = splitAttr(attr), path = await findModuleFile(root, module);
  if (path === void 0) {
    warnings.push(
      `${why.replace(/ reads /, " reads the version from ")} but no file for module ${module} was found`
    );
    return;
  }
  let followed = await followReexport(root, module, path, variable);
  return [
    { kind: "python", path: followed ?? path, variable },
    followed === void 0 ? why : `${why}, which ${path} takes from ${followed}`
  ];
}
async function followReexport(root, module, path, variable) {
  let text = (await readRepoText(root, path, VersionFileError).catch(() => {
  }))?.text;
  if (text === void 0 || readPythonAssignment(text, variable)?.kind === "string") return;
  let name = variable.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), imported = new RegExp(`^from\\s+(\\.+|[\\w.]+)\\s+import\\s+.*\\b${name}\\b`, "m").exec(text), attribute = new RegExp(`^${name}\\s*=\\s*(\\w+)\\.${name}\\s*$`, "m").exec(text), packageOf = path.endsWith("__init__.py") ? module : module.split(".").slice(0, -1).join("."), target;
  if (imported !== null) {
    let from = imported[1];
    target = from.startsWith(".") ? [
      ...packageOf.split(".").slice(0, packageOf.split(".").length - (from.length - from.replace(/^\.+/, "").length) + 1),
      from.replace(/^\.+/, "")
    ].filter(Boolean).join(".") : from;
  } else attribute !== null && (target = `${packageOf}.${attribute[1]}`);
  if (target === void 0 || target === module) return;
  let file = await findModuleFile(root, target);
  if (file === void 0) return;
  let found = (await readRepoText(root, file, VersionFileError).catch(() => {
  }))?.text;
  return found !== void 0 && readPythonAssignment(found, variable)?.kind === "string" ? file : void 0;
}
async function filesSetupPyReads(root, paths) {
  let found = [];
  for (let path of paths) {
    let text = (await readRepoText(root, path, VersionFileError).catch(() => {
    }))?.text;
    if (text === void 0) continue;
    let why = `setup.py reads the version from ${path}`;
    if (path.endsWith(".py")) {
      let variable = ["__version__", "VERSION", "version"].find(
        (v) => readPythonAssignment(text, v)?.kind === "string"
      );
      variable !== void 0 && found.push([{ kind: "python", path, variable }, why]);
    } else isPlainVersion(text) && found.push([{ kind: "text", path }, why]);
  }
  return found;
}
function isPlainVersion(text) {
  return /^\s*v?\d[^\s]*\s*$/.test(text) && parseVersion(text.trim().replace(/^v/, "")) !== void 0;
}
var PLAIN_FILE_WHY = (path) => `${path} holds just the version`;
async function plainVersionFiles(root, name) {
  let importName = name?.toLowerCase().replace(/[-.]+/g, "_"), dirs = ["", ...importName ? [`src/${importName}/`, `${importName}/`] : []], found = [];
  for (let dir of dirs)
    for (let file of ["VERSION", "VERSION.txt", "version.txt"]) {
      let path = `${dir}${file}`, text = (await readRepoText(root, path, VersionFileError).catch(() => {
      }))?.text;
      text !== void 0 && isPlainVersion(text) && found.push([{ kind: "text", path }, PLAIN_FILE_WHY(path)]);
    }
  return found;
}
function splitAttr(attr) {
  let dot = attr.lastIndexOf(".");
  return dot === -1 ? [attr, "__version__"] : [attr.slice(0, dot), attr.slice(dot + 1)];
}
async function findModuleFile(root, module) {
  let rel = module.replaceAll(".", "/");
  for (let base of ["src/", ""])
    for (let candidate of [`${base}${rel}/__init__.py`, `${base}${rel}.py`])
      if (await exists(join3(root, candidate))) return candidate;
}
async function exists(path) {
  return stat2(path).then(
    () => !0,
    () => !1
  );
}

// src/project/read-project.ts
import { join as join4 } from "node:path";

// src/project/ini-file.ts
function parseIni(text) {
  let sections = /* @__PURE__ */ new Map(), current, last;
  return text.split(`
`).forEach((raw, index) => {
    let line = raw.replace(/\r$/, "");
    if (/^\s*[#;]/.test(line)) return;
    if (line.trim() === "") {
      last = void 0;
      return;
    }
    let header = /^\[([^\]]+)\]\s*$/.exec(line);
    if (header !== null) {
      let name = header[1].trim();
      current = sections.get(name) ?? /* @__PURE__ */ new Map(), sections.set(name, current), last = void 0;
      return;
    }
    if (/^\s/.test(line) && last !== void 0) {
      last.value = `${last.value}
${line.trim()}`.trim();
      return;
    }
    let pair = /^([^=:]+?)\s*[=:]\s*(.*)$/.exec(line);
    pair === null || current === void 0 || (last = { value: pair[2].trim(), line: index + 1 }, current.set(pair[1].trim().toLowerCase(), last));
  }), sections;
}
function iniValuePattern(section, key) {
  let quote = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `^\\[${quote(section)}\\][ \\t]*\\r?\\n(?:(?!\\[)[^\\n]*\\n)*?[ \\t]*${quote(key)}[ \\t]*[=:][ \\t]*(?P<version>[^\\s#;]+)`;
}

// src/project/bumpversion.ts
var BUMPVERSION_FILES = [
  ".bumpversion.toml",
  ".bumpversion.cfg",
  "setup.cfg",
  "pyproject.toml"
];
function unsupportedPlaceholder(template) {
  let rest = template.replace(/\{\{|\}\}/g, "").replace(/\{(current_version|new_version)\}/g, "");
  return /\{[^}]*\}/.exec(rest)?.[0];
}
function build(file, currentVersion, own, defaults, entries) {
  let targets = [own], skipped = [];
  for (let entry of entries) {
    if (entry.path === void 0) {
      entry.glob !== void 0 && skipped.push(`${entry.glob} (a glob; list its files in version_files)`);
      continue;
    }
    let search = entry.search ?? defaults.search, replace = entry.replace ?? defaults.replace, odd = unsupportedPlaceholder(search) ?? unsupportedPlaceholder(replace);
    search.includes("{current_version}") && (entry.regex ? skipped.push(`${entry.path} (a regex search)`) : entry.ownFormat ? skipped.push(`${entry.path} (its own serialize/parse)`) : odd !== void 0 ? skipped.push(`${entry.path} (its search/replace uses ${odd})`) : targets.push({
      kind: "template",
      path: entry.path.replace(/^\.\//, ""),
      search,
      replace,
      current: currentVersion,
      why: file
    }));
  }
  return { file, currentVersion, targets, skipped };
}
function readBumpversionIni(file, text) {
  let ini = parseIni(text), main = ini.get("bumpversion"), current = main?.get("current_version")?.value;
  if (main === void 0 || current === void 0 || current === "") return;
  let defaults = {
    search: main.get("search")?.value ?? "{current_version}",
    replace: main.get("replace")?.value ?? "{new_version}"
  }, entries = [];
  for (let [name, section] of ini) {
    let match = /^bumpversion:(file|glob)(?:\([^)]*\))?:(.+)$/.exec(name);
    if (match === null) continue;
    let target = match[2].trim();
    entries.push({
      path: match[1] === "file" ? target : void 0,
      glob: match[1] === "glob" ? target : void 0,
      search: section.get("search")?.value,
      replace: section.get("replace")?.value,
      regex: /^(true|yes|1)$/i.test(section.get("regex")?.value ?? ""),
      ownFormat: section.has("serialize") || section.has("parse")
    });
  }
  for (let path of (main.get("files")?.value ?? "").split(/\s+/).filter((p) => p !== ""))
    entries.some((e) => e.path === path) || entries.push({
      path,
      glob: void 0,
      search: void 0,
      replace: void 0,
      regex: !1,
      ownFormat: !1
    });
  let own = {
    kind: "pattern",
    path: file,
    pattern: iniValuePattern("bumpversion", "current_version"),
    why: `current_version in ${file}`
  };
  return build(file, current, own, defaults, entries);
}
function readBumpversionToml(file, data) {
  let tool = data.tool?.bumpversion, current = tool?.current_version;
  if (tool === void 0 || typeof current != "string" || current === "") return;
  let text = (value) => typeof value == "string" ? value : void 0, defaults = {
    search: text(tool.search) ?? "{current_version}",
    replace: text(tool.replace) ?? "{new_version}"
  }, entries = (Array.isArray(tool.files) ? tool.files : []).map((entry) => ({
    path: text(entry.filename),
    glob: text(entry.glob),
    search: text(entry.search),
    replace: text(entry.replace),
    regex: entry.regex === !0,
    ownFormat: entry.serialize !== void 0 || entry.parse !== void 0
  }));
  return build(file, current, { kind: "toml", path: file, key: "tool.bumpversion.current_version" }, defaults, entries);
}

// src/project/read-pyproject.ts
async function readPyproject(pyproject, path) {
  try {
    return readPyprojectInfo(dataView(pyproject.data, pyproject.text));
  } catch (error) {
    if (!(error instanceof NeedsPositions)) throw error;
    let { readPyprojectVersion } = await import("./pyproject-UZVFD6F3.js");
    return readPyprojectVersion(pyproject.text, path);
  }
}

// src/project/setup-py.ts
function keyword(text, key) {
  let call = /\bsetup(?:tools\.setup)?\s*\(/.exec(text);
  if (call === null) return;
  let rest = text.slice(call.index), literal = new RegExp(`[(,\\s]${key}\\s*=\\s*(["'])([^"'\\n]+)\\1`).exec(rest), variable = new RegExp(`[(,\\s]${key}\\s*=\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*[,)\\n]`).exec(rest);
  return literal !== null && (variable === null || literal.index <= variable.index) ? { literal: literal[2] } : variable === null ? void 0 : { variable: variable[1] };
}
function stringAssignment(text, variable) {
  let found = readPythonAssignment(text, variable);
  return found?.kind === "string" ? found.value : void 0;
}
function readSetupPy(text) {
  let name = keyword(text, "name"), version = keyword(text, "version"), versionFacts;
  if (version !== void 0 && "literal" in version)
    versionFacts = {
      kind: "literal",
      value: version.literal,
      pattern: `\\bsetup(?:tools\\.setup)?\\s*\\([\\s\\S]*?[(,\\s]version\\s*=\\s*(["'])(?P<version>[^"'\\n]+)\\1`
    };
  else if (version !== void 0) {
    let value = stringAssignment(text, version.variable);
    value !== void 0 && (versionFacts = { kind: "variable", variable: version.variable, value });
  }
  let versionPaths = [
    ...new Set(
      [...text.matchAll(/(["'])([A-Za-z0-9_./-]*version[A-Za-z0-9_.-]*)\1/gi)].map((m) => m[2].replace(/^\.\//, "")).filter((path) => /(^|\/)(_{0,2}version_{0,2}\.py|VERSION(\.txt)?|version\.txt)$/i.test(path))
    )
  ];
  return {
    name: name === void 0 ? void 0 : "literal" in name ? name.literal : stringAssignment(text, name.variable),
    version: versionFacts,
    versionPaths
  };
}

// src/project/stale-copies.ts
var NOT_COPIES = /(^|\/)(uv\.lock|poetry\.lock|pdm\.lock|Pipfile\.lock|package-lock\.json|yarn\.lock|pnpm-lock\.yaml|Cargo\.lock|requirements[^/]*\.txt|constraints[^/]*\.txt)$|\.lock$/;
function escapeRegex(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function entryFor(path, lineText, version, whole, table) {
  if (whole) return JSON.stringify(path);
  let python = /^([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*[^=]+)?=\s*(['"])/.exec(lineText);
  if (path.endsWith(".py") && python !== null) return JSON.stringify(`${path}:${python[1]}`);
  let tomlKey = /^\s*([A-Za-z0-9_-]+)\s*=/.exec(lineText);
  if (path.endsWith(".toml") && tomlKey !== null)
    return JSON.stringify(`${path}:${table ? `${table}.` : ""}${tomlKey[1]}`);
  let at = lineText.indexOf(version), prefix = lineText.slice(0, at).trimStart(), pattern = `^\\s*${escapeRegex(prefix).replace(/\s+/g, "\\s*")}(?P<version>[^"'\\s,]+)`;
  return `{ path = ${JSON.stringify(path)}, pattern = ${JSON.stringify(pattern)} }`;
}
function tomlTableAt(text, line) {
  let table;
  for (let row of text.split(`
`).slice(0, line - 1)) {
    let header = /^\s*\[\s*([A-Za-z0-9_.-]+)\s*\]\s*(?:#.*)?\r?$/.exec(row);
    header !== null ? table = header[1] : /^\s*\[/.test(row) && (table = void 0);
  }
  return table;
}
async function findStaleCopies(root, version, covered, skip) {
  let result = await runGit(["grep", "-n", "-I", "-F", "--no-color", "-z", "-e", version, "--", "."], {
    cwd: root,
    allowedCodes: [1, 128]
  }).catch(() => {
  });
  if (result === void 0 || result.code !== 0) return [];
  let v = escapeRegex(version), assignment = new RegExp(
    `^\\s*(?:[{,]\\s*)?["']?(?:__version__|version|release)["']?\\s*[:=]\\s*["']?v?${v}(?![\\w.+-]*\\d)["']?\\s*[,;}]?\\s*(?:#.*)?$`,
    "i"
  ), whole = new RegExp(`^\\s*v?${v}\\s*$`), copies = [];
  for (let record of result.stdout.split(`
`)) {
    let [path, lineText, ...rest] = record.split("\0");
    if (path === void 0 || lineText === void 0 || rest.length === 0) continue;
    let text = rest.join("\0"), line = Number(lineText);
    if (skip.has(path) || NOT_COPIES.test(path) || covered.has(`${path}:${line}`)) continue;
    let isWhole = whole.test(text) && line === 1;
    if (!isWhole && !assignment.test(text)) continue;
    let table = path.endsWith(".toml") ? tomlTableAt((await readRepoText(root, path).catch(() => {
    }))?.text ?? "", line) : void 0;
    copies.push({ path, line, text: text.trim(), entry: entryFor(path, text, version, isWhole, table) });
  }
  return copies;
}

// src/project/read-project.ts
async function readProject(root, loaded) {
  let { config } = loaded, sources = await readSources(root, loaded), { pyproject, setupCfg, setupPy } = sources, metadata = setupCfg?.ini.get("metadata"), name = pyproject?.name ?? nonEmpty(metadata?.get("name")?.value) ?? setupPy?.name, reasons = /* @__PURE__ */ new Map(), targets = [], warnings = [], add = (target, why) => {
    targets.some((t) => sameTarget(t, target)) || (targets.push(target), reasons.set(target, why));
  };
  pyproject?.version.kind === "static" && add(
    { kind: "pyproject", path: "pyproject.toml" },
    `the static version in [${pyproject.version.table}] of pyproject.toml`
  );
  let cfgVersion = metadata?.get("version")?.value;
  cfgVersion !== void 0 && !/^(attr|file)\s*:/.test(cfgVersion) && pyproject?.version.kind !== "static" && add(
    {
      kind: "pattern",
      path: "setup.cfg",
      pattern: iniValuePattern("metadata", "version"),
      why: "[metadata] version in setup.cfg"
    },
    "the static version in [metadata] of setup.cfg"
  );
  let explicit = config.version_files.map(parseVersionFileEntry);
  for (let target of explicit) add(target, "listed in version_files");
  if (!explicit.some((t) => t.kind !== "toml"))
    for (let [target, why] of await implicitTargets(root, sources, name, warnings)) add(target, why);
  let bump = await readBumpversion(root, sources);
  if (bump !== void 0) {
    for (let target of bump.targets.filter(
      (t) => t.kind !== "template" || t.path !== config.changelog_file
    ))
      add(
        target,
        target.kind === "template" ? `bumpversion lists it in ${bump.file}` : `bumpversion's current_version in ${bump.file}`
      );
    bump.skipped.length > 0 && warnings.push(
      `${bump.file} lists ${bump.skipped.join(", ")}, which releaser does not write; name ${bump.skipped.length === 1 ? "it" : "them"} in version_files`
    );
  }
  if (name !== void 0)
    for (let [lock, file] of Object.entries(LOCKFILE_NAMES))
      await lockHoldsProject(root, file, lock, name) && add({ kind: "lock", path: file, lock, projectName: name }, `the project's entry in ${file}`);
  let current = /* @__PURE__ */ new Map(), lines = /* @__PURE__ */ new Map();
  for (let target of targets) {
    let found = await readTargetVersion(root, target, pyproject);
    current.set(target, found?.value), found?.line !== void 0 && lines.set(target, found.line);
  }
  for (let target of [...targets]) {
    let found = targets.find((t) => t.kind !== "lock" && t !== target && current.get(t) !== void 0);
    reasons.get(target) === PLAIN_FILE_WHY(target.path) && found !== void 0 && current.get(found) !== current.get(target) && targets.splice(targets.indexOf(target), 1);
  }
  let primary = targets.find((t) => t.kind !== "lock" && current.get(t) !== void 0), version = primary === void 0 ? void 0 : current.get(primary), line = primary === void 0 ? void 0 : lines.get(primary), versionSource = primary === void 0 ? void 0 : `${primary.path}${line === void 0 ? "" : `:${line}`}`, usable = version !== void 0 && parseVersion(version) !== void 0;
  for (let target of targets) {
    let value = current.get(target);
    target.kind !== "lock" && primary && usable && value !== void 0 && value !== version && warnings.push(
      `${target.path} carries version ${value} but ${primary.path} carries ${version}; \`update\` will set both to the next version`
    ), target.kind === "template" && value === void 0 && warnings.push(
      `${target.path} (listed in ${target.why}) does not contain ${JSON.stringify(fillTemplate(target.search, { current_version: target.current, new_version: "" }))}; \`update\` stops there until the file or its search is fixed`
    );
  }
  let staleCopies = usable ? await staleCopiesOf(root, targets, version, config.changelog_file) : [];
  if (staleCopies.length > 0) {
    let list = staleCopies.map((c) => `${c.path}:${c.line} ${c.text}`).join("; "), entries = [...new Set(staleCopies.map((c) => c.entry))].join(", ");
    warnings.push(
      `${list}: ${staleCopies.length === 1 ? "still carries" : "still carry"} ${version}, which \`update\` would leave behind; add ${entries} to version_files (or derive ${staleCopies.length === 1 ? "it" : "them"} from the version)`
    );
  }
  pyproject?.version.kind === "dynamic" && !targets.some((t) => t.kind !== "lock" && t.kind !== "pyproject" && t.kind !== "toml") ? pyproject.version.source?.kind !== "computed" && warnings.push(
    'pyproject.toml declares a dynamic version but no file holding it was found; name it with version_files = ["src/pkg/__init__.py:__version__"]'
  ) : pyproject?.version.kind !== "dynamic" && (setupPy !== void 0 || setupCfg !== void 0) && !targets.some((t) => t.kind !== "lock") && warnings.push(
    'no file carries the version that releaser can read (setup.py computes it); `update` stops until one is named: version_files = ["pkg/VERSION"] or { path = "...", pattern = "...(?P<version>...)..." }'
  );
  let setuptoolsFiles = [
    ...setupPy === void 0 ? [] : ["setup.py"],
    ...setupCfg === void 0 ? [] : ["setup.cfg"]
  ];
  return {
    name,
    pyproject,
    targets,
    version,
    current,
    versionSource,
    reasons,
    staleCopies,
    bumpversionFile: bump?.file,
    setuptoolsFiles,
    warnings
  };
}
function nonEmpty(text) {
  return text === void 0 || text.trim() === "" ? void 0 : text.trim();
}
function sameTarget(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
async function readSources(root, loaded) {
  let pyproject = loaded.pyproject ? await readPyproject(loaded.pyproject, "pyproject.toml") : void 0, cfgText = (await readRepoText(root, "setup.cfg", VersionFileError))?.text, pyText = (await readRepoText(root, "setup.py", VersionFileError))?.text;
  return {
    pyproject,
    pyprojectData: loaded.pyproject?.data,
    setupCfg: cfgText === void 0 ? void 0 : { text: cfgText, ini: parseIni(cfgText) },
    setupPy: pyText === void 0 ? void 0 : readSetupPy(pyText)
  };
}
async function readBumpversion(root, sources) {
  for (let file of BUMPVERSION_FILES) {
    if (file === "pyproject.toml")
      return sources.pyprojectData === void 0 ? void 0 : readBumpversionToml(file, sources.pyprojectData);
    if (file === "setup.cfg") {
      let found = sources.setupCfg === void 0 ? void 0 : readBumpversionIni(file, sources.setupCfg.text);
      if (found !== void 0) return found;
      continue;
    }
    let text = (await readRepoText(root, file, VersionFileError))?.text;
    if (text !== void 0)
      if (file.endsWith(".toml")) {
        let { parseToml } = await import("./toml-XQQEGPKK.js"), found = readBumpversionToml(file, parseToml(text, file));
        if (found !== void 0) return found;
      } else {
        let found = readBumpversionIni(file, text);
        if (found !== void 0) return found;
      }
  }
}
async function staleCopiesOf(root, targets, version, changelogFile) {
  let texts = /* @__PURE__ */ new Map();
  for (let target of targets)
    texts.set(
      target.path,
      (await readRepoText(root, target.path, VersionFileError).catch(() => {
      }))?.text
    );
  let covered = /* @__PURE__ */ new Set(), whole = /* @__PURE__ */ new Set([changelogFile]);
  try {
    let { planFileEdits } = await import("./file-edit-UHDOVWWG.js"), plan = planFileEdits({
      version: "0.0.0.dev999999999",
      targets,
      texts,
      changelogFile,
      changelogSection: void 0
    });
    for (let edit of plan.edits) {
      let before = (edit.before ?? "").split(`
`), after = edit.after.split(`
`);
      before.length !== after.length && whole.add(edit.path), before.forEach((line, i) => {
        line !== after[i] && covered.add(`${edit.path}:${i + 1}`);
      });
    }
  } catch {
    return [];
  }
  for (let target of targets) (target.kind === "text" || target.kind === "lock") && whole.add(target.path);
  return findStaleCopies(root, version, covered, whole);
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
      if (target.kind === "template") {
        let search = fillTemplate(target.search, { current_version: target.current, new_version: "" }), at = text.indexOf(search);
        return at === -1 ? void 0 : { value: target.current, line: text.slice(0, at).split(`
`).length };
      }
      if (target.kind === "pattern") {
        let found = findVersionByPattern(text, compileVersionPattern(target.pattern));
        if (found === void 0)
          throw new VersionFileError(
            `${target.path}: the pattern ${JSON.stringify(target.pattern)}${target.why === void 0 ? " (version_files)" : ` (${target.why})`} finds no version; fix the pattern or the file`
          );
        return { value: found.value, line: found.line };
      }
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
async function lockHoldsProject(root, file, lock, name) {
  if (!await exists(join4(root, file))) return !1;
  let read = await readRepoText(root, file, VersionFileError).catch(() => null);
  if (read === null) return !0;
  let text = read?.text;
  if (text === void 0) return !1;
  let spelled = name.split(/[-_.]+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[-_.]+");
  if (!new RegExp(`["']${spelled}\\s*(?:\\[[^\\]]*\\])?["']`, "i").test(text)) return !1;
  let { lockfileHoldsProject } = await import("./lockfile-YBUZCZAG.js");
  return lockfileHoldsProject(text, lock, name);
}
function writtenFiles(project, changelogFile) {
  return [.../* @__PURE__ */ new Set([...project.targets.map((t) => t.path), changelogFile])];
}

// src/flows/shared/context.ts
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
  readPlanCommit,
  readTags,
  readTagCommit,
  createAnnotatedTag,
  deleteTag,
  readHistory,
  openRepository,
  exists,
  findStaleCopies,
  readProject,
  writtenFiles,
  releaseDate,
  writeFileAtomic
};
