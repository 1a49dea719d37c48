#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  checkConfigPaths,
  checkConfigValues,
  findChangelogFile,
  gitEnv,
  gitFailure,
  isConfigured,
  parseVersionFileEntry,
  require_picomatch,
  resolveConfig,
  runGit,
  spawnError
} from "./chunk-5D3QAQXF.js";
import {
  OutsideRepositoryError,
  readRepoText,
  resolveRepoPath
} from "./chunk-QRNXJCXI.js";
import {
  commandLine,
  hasUserInfo,
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
} from "./chunk-EPEM7PH6.js";
import {
  compileTagFormat,
  parseCalverFormat,
  periodOf
} from "./chunk-ZRAOEREK.js";
import {
  parse,
  parseToml
} from "./chunk-UP7RG7CN.js";
import {
  CITATION_FILE,
  holdsPlaceholder,
  holdsVersion,
  incrementalVersion,
  placeholderNeedles,
  readCitationVersion,
  readPythonAssignment
} from "./chunk-R5NOPFMJ.js";
import {
  LOCKFILE_NAMES
} from "./chunk-OESMF5TY.js";
import {
  NeedsPositions,
  dataView,
  readPyprojectInfo
} from "./chunk-SK3G26I5.js";
import {
  compileVersionPattern,
  fillTemplate,
  findVersionByPattern
} from "./chunk-DY55BNRB.js";
import {
  normalisePackageName
} from "./chunk-TGOOFPRP.js";
import {
  compareVersions,
  formatVersion,
  isFinalRelease,
  parseVersion
} from "./chunk-GW6HQE3D.js";
import {
  ConfigError,
  GitError,
  PushError,
  VersionFileError
} from "./chunk-DSG6HE4L.js";
import {
  __toESM
} from "./chunk-Z7FL2XP4.js";

// src/config/package-config.ts
import { join } from "node:path";
var REPOSITORY_KEYS = [
  "packages",
  "shared_version",
  "release_branch",
  "commit_message",
  "host",
  "pr",
  "parsers",
  "allowed_types",
  "allowed_scopes",
  "require_scope",
  "strict_style"
], PACKAGE_TAG_FORMAT = "{name}-v{version}";
async function loadPackageConfig(repoRoot, folder, rootLayers) {
  let packageRoot = join(repoRoot, folder), root = folder === ".", file = root ? "pyproject.toml" : `${folder}/pyproject.toml`, text = (await readRepoText(repoRoot, file, ConfigError))?.text;
  if (text === void 0)
    throw new ConfigError(`${file}: not found; each package's folder needs its pyproject.toml`);
  let data = parseToml(text, file), own = root ? void 0 : tableAt(data, file);
  for (let key of REPOSITORY_KEYS)
    if (own !== void 0 && key in own)
      throw new ConfigError(
        `${file}: "tool.releaser.${key}" is a setting of the whole repository, not of one package; set it in the root configuration`
      );
  let layers = [...rootLayers];
  own !== void 0 && layers.push({ file, prefix: "tool.releaser", values: own });
  let config = resolveConfig(layers);
  isConfigured(layers, ["tag_format"]) || (config.tag_format = PACKAGE_TAG_FORMAT), checkConfigValues(config, layers);
  let changelog = own !== void 0 && "changelog_file" in own ? void 0 : await findChangelogFile(packageRoot, { pyproject: data });
  return changelog !== void 0 && (config.changelog_file = changelog.path), await checkConfigPaths(packageRoot, config, layers), { config, files: layers.map((l) => l.file), pyproject: { text, data }, layers, changelog };
}
function tableAt(data, file) {
  let tool = data.tool;
  if (typeof tool != "object" || tool === null) return;
  let table3 = tool.releaser;
  if (table3 !== void 0) {
    if (typeof table3 != "object" || table3 === null || Array.isArray(table3))
      throw new ConfigError(`${file}: "tool.releaser" must be a table ([tool.releaser])`);
    return table3;
  }
}

// src/git/repository.ts
import { stat as stat2 } from "node:fs/promises";

// src/git/repository-files.ts
import { lstat, readFile, realpath, stat } from "node:fs/promises";
import { dirname, join as join2 } from "node:path";
var MOVING_VARIABLES = [
  "GIT_DIR",
  "GIT_WORK_TREE",
  "GIT_COMMON_DIR",
  "GIT_CEILING_DIRECTORIES",
  "GIT_DISCOVERY_ACROSS_FILESYSTEM",
  "GIT_NAMESPACE"
], HASH = /^(?!0+\n?$)([0-9a-f]{40}|[0-9a-f]{64})\n?$/;
async function repositoryFromFiles(cwd, env) {
  if (MOVING_VARIABLES.some((name) => env[name] !== void 0)) return;
  let uid = process.getuid?.(), dir = await realpath(cwd).catch(() => {
  });
  if (dir === void 0 || uid === void 0) return;
  let device = (await stat(dir)).dev;
  for (; ; ) {
    let dotGit = join2(dir, ".git"), found = await lstat(dotGit).catch(() => {
    });
    if (found !== void 0)
      return !found.isDirectory() || found.uid !== uid ? void 0 : readPlainRepository(dir, dotGit);
    if (await exists(join2(dir, "HEAD"))) return;
    let parent = dirname(dir);
    if (parent === dir) return;
    let up = await stat(parent).catch(() => {
    });
    if (up === void 0 || up.dev !== device) return;
    dir = parent;
  }
}
async function readPlainRepository(root, gitDir) {
  let [config, headText, owner, objects, refs] = await Promise.all([
    readFile(join2(gitDir, "config"), "utf8").catch(() => {
    }),
    readFile(join2(gitDir, "HEAD"), "utf8").catch(() => {
    }),
    stat(root).catch(() => {
    }),
    isDirectory(join2(gitDir, "objects")),
    isDirectory(join2(gitDir, "refs"))
  ]);
  if (config === void 0 || headText === void 0 || owner?.uid !== process.getuid?.() || !objects || !refs || /^\s*(\[[^\]]*\]\s*)?(worktree\s*=|bare\b(?!\s*=\s*false\s*$)|\[\s*include|worktreeconfig|refstorage)/im.test(
    config
  ) || await exists(join2(gitDir, "commondir"))) return;
  let head = await resolveHead(gitDir, headText);
  if (head === void 0) return;
  let shallow = await exists(join2(gitDir, "shallow"));
  return { root, gitDir, shallow, head };
}
async function resolveHead(gitDir, text) {
  let detached = HASH.exec(text)?.[1];
  if (detached !== void 0) return detached;
  let ref = /^ref: (refs\/heads\/[^\s]+)\n?$/.exec(text)?.[1];
  if (ref === void 0 || ref.includes("..")) return;
  let loose = await readFile(join2(gitDir, ref), "utf8").catch(
    (error) => error.code === "ENOENT" ? null : void 0
  );
  if (loose === void 0) return;
  if (loose !== null) return HASH.exec(loose)?.[1];
  let packed = await readFile(join2(gitDir, "packed-refs"), "utf8").catch(() => "");
  for (let line of packed.split(`
`))
    if (line.endsWith(` ${ref}`)) {
      let hash = line.slice(0, line.length - ref.length - 1);
      return HASH.test(hash) ? hash : void 0;
    }
}
function isDirectory(path) {
  return stat(path).then(
    (s) => s.isDirectory(),
    () => !1
  );
}
function exists(path) {
  return lstat(path).then(
    () => !0,
    () => !1
  );
}

// src/git/repository.ts
async function openRepository(cwd, env) {
  if (!await stat2(cwd).then(
    (s) => s.isDirectory(),
    () => !1
  )) throw new GitError(`no such directory: ${cwd}; check the path given with -C`);
  let fromFiles = await repositoryFromFiles(cwd, env ?? process.env);
  if (fromFiles !== void 0) return fromFiles;
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
  if (result.code !== 0 || !head) throw await noCommitOnHead(root, env);
  return { root, gitDir, shallow: shallow === "true", head };
}
async function noCommitOnHead(root, env) {
  let answer = (args) => runGit(args, { cwd: root, env, allowedCodes: [1, 128] }).then(
    (r) => r.code === 0 ? r.stdout.split(`
`).filter((line) => line !== "") : [],
    () => []
  ), [branches, [current]] = await Promise.all([
    answer(["for-each-ref", "--count=3", "--format=%(refname:short)", "refs/heads"]),
    answer(["symbolic-ref", "-q", "--short", "HEAD"])
  ]), other = branches.find((branch) => branch !== current);
  return current === void 0 || other === void 0 ? new GitError(
    `the repository at ${root} has no commits yet; make a first commit, then run releaser again`
  ) : new GitError(
    `HEAD is on branch ${current}, which has no commits yet (other branches do: ${branches.filter((b) => b !== current).join(", ")}); switch to the branch to release (git switch ${other}), or commit on ${current} first`
  );
}
function notARepository(cwd) {
  return new GitError(
    `not a git repository: ${cwd}; run releaser inside your project's git checkout, or point at it with -C <dir>`
  );
}

// src/git/tags.ts
async function readTags(cwd, env) {
  let { stdout } = await runGit(
    [
      "for-each-ref",
      "--format=%(refname:strip=2)%00%(objectname)%00%(*objectname)%00%(creatordate:raw)",
      "refs/tags"
    ],
    { cwd, env }
  ), all = [], commits = /* @__PURE__ */ new Map(), dates = /* @__PURE__ */ new Map(), offsets = /* @__PURE__ */ new Map();
  for (let line of stdout.split(`
`)) {
    if (line === "") continue;
    let [name = "", object = "", peeled = "", date = ""] = line.split("\0");
    all.push(name), commits.set(name, peeled === "" ? object : peeled);
    let raw = /^(\d+) ([+-])(\d\d)(\d\d)$/.exec(date);
    raw !== null && (dates.set(name, Number(raw[1])), offsets.set(name, (raw[2] === "-" ? -1 : 1) * (Number(raw[3]) * 60 + Number(raw[4]))));
  }
  return { all, commits, dates, offsets };
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

// src/workspace/members.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);
import { lstat as lstat2 } from "node:fs/promises";
import { join as join4 } from "node:path";

// src/workspace/folder-glob.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { readdir, realpath as realpath2, stat as stat3 } from "node:fs/promises";
import { isAbsolute, join as join3, posix } from "node:path";
var NEVER_WALKED = /* @__PURE__ */ new Set(["node_modules"]);
function normaliseEntry(entry, label) {
  let slashed = entry.trim().replace(/\\/g, "/");
  if (slashed.startsWith("/") || /^[A-Za-z]:\//.test(slashed) || isAbsolute(entry))
    throw new ConfigError(
      `${label} is an absolute path; packages are folders inside the repository: write it relative to the repository root`
    );
  let folded = posix.normalize(slashed === "" ? "." : slashed).replace(/\/+$/, "");
  if (folded === ".." || folded.startsWith("../"))
    throw new ConfigError(
      `${label} leads outside the repository; releaser reads packages inside the repository only: list folders inside it`
    );
  return folded === "" ? "." : folded;
}
function isGlob(entry) {
  return import_picomatch.default.scan(entry).isGlob;
}
async function matchFolders(root, glob, label) {
  if (glob === ".") return [await folderAt(await rootPath(root), ".")];
  let scan = import_picomatch.default.scan(glob);
  if (!scan.isGlob) {
    let path = await resolveInside(root, glob, label);
    return await isDirectory2(path.abs) ? [await folderAt(path, glob)] : [];
  }
  let rest = scan.glob.split("/"), deep = rest.includes("**") || scan.glob.includes("**"), parts = rest.map((part) => (0, import_picomatch.default)(part, { dot: !1 })), whole = (0, import_picomatch.default)(glob, { dot: !1 }), base = scan.base === "" ? await rootPath(root) : await resolveInside(root, scan.base, label), seen = /* @__PURE__ */ new Set([base.rel]), found = [], visit = async (given, real, depth) => {
    let entries = await listDir(real.abs), hasPyproject = holdsPyproject(entries);
    if (!(depth > 0 && (deep ? whole(given) : depth === parts.length) && (found.push({ given, rel: real.rel === "" ? "." : real.rel, abs: real.abs, hasPyproject, deep }), deep && hasPyproject)) && !(!deep && depth >= parts.length))
      for (let entry of entries) {
        if (entry.name.startsWith(".") || NEVER_WALKED.has(entry.name) || !(entry.isDirectory() || entry.isSymbolicLink()) || !deep && !parts[depth]?.(entry.name)) continue;
        let childGiven = given === "" ? entry.name : `${given}/${entry.name}`, child = entry.isSymbolicLink() ? await resolveInside(root, childGiven, label) : inside(real, entry.name);
        entry.isSymbolicLink() && !await isDirectory2(child.abs) || seen.has(child.rel) || (seen.add(child.rel), await visit(childGiven, child, depth + 1));
      }
  };
  return await isDirectory2(base.abs) && await visit(scan.base, base, 0), found;
}
async function holdsNoFile(abs) {
  for (let entry of await listDir(abs))
    if (!entry.isDirectory() || !await holdsNoFile(join3(abs, entry.name))) return !1;
  return !0;
}
async function folderAt(path, given) {
  let hasPyproject = holdsPyproject(await listDir(path.abs));
  return { given, rel: path.rel === "" ? "." : path.rel, abs: path.abs, hasPyproject, deep: !1 };
}
async function rootPath(root) {
  return { given: ".", rel: "", abs: await realpath2(root) };
}
function inside(parent, name) {
  let rel = parent.rel === "" ? name : `${parent.rel}/${name}`;
  return { given: rel, rel, abs: join3(parent.abs, name) };
}
async function resolveInside(root, given, label) {
  try {
    return await resolveRepoPath(root, given);
  } catch (error) {
    throw error instanceof OutsideRepositoryError ? new ConfigError(
      `${label}: ${error.message}; releaser reads packages inside the repository only: remove the link or narrow the entry`
    ) : error;
  }
}
function holdsPyproject(entries) {
  return entries.some((entry) => entry.name === "pyproject.toml" && !entry.isDirectory());
}
async function listDir(abs) {
  return readdir(abs, { withFileTypes: !0 }).catch((error) => {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") return [];
    throw error;
  });
}
async function isDirectory2(abs) {
  return (await stat3(abs).catch(() => {
  }))?.isDirectory() ?? !1;
}

// src/workspace/members.ts
async function findWorkspace(root, input) {
  let list = memberList(input);
  if (list === void 0) return;
  let folders = /* @__PURE__ */ new Map(), named = /* @__PURE__ */ new Set();
  for (let entry of list.entries)
    for (let folder of await membersOf(root, entry, list))
      folders.has(folder.rel) || folders.set(folder.rel, folder), isGlob(entry.glob) || named.add(folder.rel);
  if (folders.size === 0) {
    if (isProject(input.rootPyproject)) return;
    throw new ConfigError(
      `${list.source} matches no folder with a pyproject.toml and the root has no [project]; there is no package to release: fix the globs`
    );
  }
  let members = [];
  for (let folder of [...folders.values()].sort((a, b) => compare(a.rel, b.rel))) {
    let data = folder.rel === "." ? input.rootPyproject : await readPyproject(root, folder.rel);
    table(table(data, "tool"), "uv")?.package !== !1 && (!named.has(folder.rel) && folder.rel !== "." && !isProject(data) && projectName(data) === void 0 || (await refuseSubmodule(folder), members.push(memberOf(folder.rel, data))));
  }
  if (members.length === 0)
    throw new ConfigError(
      `${list.source} names no package releaser can release (each folder's pyproject.toml is a virtual project, [tool.uv] package = false, or has no [project] name); fix the list`
    );
  return refuseSameNames(members), members.length === 1 && (members[0].sole = !0), { source: list.source, members };
}
function memberList(input) {
  let packages = input.packages;
  if (packages !== void 0 && packages.globs.length > 0) {
    let label = (glob) => `packages entry "${glob}" (${packages.from})`;
    return {
      source: `packages in ${packages.from}`,
      kind: "packages",
      entries: packages.globs.map((glob) => ({
        glob: normaliseEntry(glob, label(glob)),
        label: label(glob)
      })),
      excludes: []
    };
  }
  let uv = table(table(table(input.rootPyproject, "tool"), "uv"), "workspace");
  if (uv === void 0) return;
  let globs = (key) => stringList(uv[key], `[tool.uv.workspace] ${key}`).map((glob) => {
    let label = `[tool.uv.workspace] ${key} entry "${glob}" (pyproject.toml)`;
    return { glob: normaliseEntry(glob, label), label };
  });
  return {
    source: "[tool.uv.workspace] members in pyproject.toml",
    kind: "uv",
    entries: globs("members"),
    excludes: globs("exclude")
  };
}
async function membersOf(root, entry, list) {
  let excluded = list.excludes.map((exclude) => (0, import_picomatch2.default)(exclude.glob, { dot: !0 })), matched = (await matchFolders(root, entry.glob, entry.label)).filter(
    (folder) => !excluded.some((test) => test(folder.given) || test(folder.rel))
  ), members = [];
  for (let folder of matched)
    if (folder.hasPyproject) members.push(folder);
    else if (list.kind === "uv") await refuseUvFolder(entry, folder);
    else if (!isGlob(entry.glob))
      throw new ConfigError(
        `${entry.label}: ${folder.rel} has no pyproject.toml; a package needs one: add it, or fix the entry`
      );
  if (list.kind === "packages" && members.length === 0)
    throw !isGlob(entry.glob) && matched.length === 0 ? new ConfigError(
      `${entry.label}: there is no folder ${entry.glob} in the repository; fix the path or remove the entry`
    ) : new ConfigError(
      `${entry.label} matches no folder with a pyproject.toml; fix the glob or remove the entry`
    );
  return members;
}
async function refuseUvFolder(entry, folder) {
  if (!(folder.deep || await holdsNoFile(folder.abs)))
    throw new ConfigError(
      `${entry.label} matches ${folder.rel}, which has no pyproject.toml (uv refuses the workspace too); add one, or list the folder in [tool.uv.workspace] exclude`
    );
}
async function readPyproject(root, rel) {
  let file = `${rel}/pyproject.toml`, text = await readRepoText(root, file, ConfigError);
  return text === void 0 ? void 0 : parseToml(text.text, file);
}
function memberOf(path, data) {
  let file = path === "." ? "pyproject.toml" : `${path}/pyproject.toml`;
  if (data === void 0)
    throw new ConfigError(
      `${file} does not exist; a package releaser releases needs one: add it, or fix the entry`
    );
  let name = projectName(data);
  if (name === void 0)
    throw new ConfigError(
      `${file} has no [project] name; a package releaser releases needs one: add name = "..." to its [project] table`
    );
  if (typeof name != "string" || name.trim() === "")
    throw new ConfigError(`${file}: the package name must be a non-empty string; write it as name = "..."`);
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/.test(name.trim()))
    throw new ConfigError(
      `${file}: "${name}" is not a valid package name (PEP 508: letters, digits, and ".", "_" or "-" between them); fix the name`
    );
  return { path, name: name.trim(), normalisedName: normalisePackageName(name.trim()) };
}
async function refuseSubmodule(folder) {
  if (!(folder.rel === "." || await lstat2(join4(folder.abs, ".git")).catch(() => {
  }) === void 0))
    throw new ConfigError(
      `${folder.rel} is a git submodule (another repository), so its files cannot go into this repository's release commit; release it from its own repository, and leave it out of the list`
    );
}
function projectName(data) {
  return table(data, "project")?.name ?? table(table(data, "tool"), "poetry")?.name;
}
function pathInRepository(folder, path) {
  return folder === "." ? path : `${folder}/${path}`;
}
function refuseSameNames(members) {
  let byName = /* @__PURE__ */ new Map();
  for (let member of members) {
    let other = byName.get(member.normalisedName);
    if (other !== void 0)
      throw new ConfigError(
        `two packages are named ${member.normalisedName} (${other} and ${member.path}, names compared as PEP 503 normalises them); each package needs its own name: rename one or leave it out of the list`
      );
    byName.set(member.normalisedName, member.path);
  }
}
function isProject(data) {
  return table(data, "project") !== void 0;
}
function table(data, key) {
  let value = data?.[key];
  return typeof value == "object" && value !== null && !Array.isArray(value) ? value : void 0;
}
function stringList(value, key) {
  if (value === void 0) return [];
  if (Array.isArray(value) && value.every((item) => typeof item == "string")) return value;
  throw new ConfigError(
    `pyproject.toml: ${key} must be a list of strings (globs of folders); write it as ${key.split(" ")[1]} = ["packages/*"]`
  );
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function asPackageError(error, name) {
  return !(error instanceof Error) || !("code" in error) || error.message.startsWith(`${name}:`) || (error.message = `${name}: ${error.message}`), error;
}

// src/project/build-version-sources.ts
import { lstat as lstat4, stat as stat4 } from "node:fs/promises";
import { join as join7 } from "node:path";

// src/project/compiled-version-sources.ts
import { dirname as dirname2, join as join5 } from "node:path";
async function cargoTargets(root, manifest, warnings) {
  let crate = await readManifest(root, manifest);
  if (crate === void 0)
    return warnings.push(
      `maturin builds from ${manifest} (the version is dynamic), which does not exist; set [tool.maturin] manifest-path or name the version's file in version_files`
    ), [];
  let pkg = table2(crate.data.package), name = typeof pkg?.name == "string" ? pkg.name : void 0, version = pkg?.version, found = [], lockDir = dirname2(manifest);
  if (typeof version == "string") {
    found.push([
      { kind: "toml", path: manifest, key: "package.version" },
      `[package] version in ${manifest}, which maturin builds the version from`
    ]);
    let workspace = table2(crate.data.workspace) === void 0 ? await findWorkspace2(root, manifest) : manifest;
    workspace !== void 0 && (lockDir = dirname2(workspace));
  } else if (table2(version)?.workspace === !0) {
    let workspace = table2(crate.data.workspace) !== void 0 ? manifest : await findWorkspace2(root, manifest), shared = workspace === void 0 ? void 0 : table2(table2(table2((await readManifest(root, workspace))?.data.workspace)?.package))?.version;
    if (workspace === void 0 || typeof shared != "string")
      return warnings.push(
        `${manifest} takes its version from the Cargo workspace (version.workspace = true), but no workspace manifest with [workspace.package] version was found in the repository; name the file in version_files`
      ), [];
    found.push([
      { kind: "toml", path: workspace, key: "workspace.package.version" },
      `[workspace.package] version in ${workspace}, which ${manifest} (built by maturin) takes its version from`
    ]), lockDir = dirname2(workspace);
  } else
    return warnings.push(
      `${manifest} has no [package] version, which maturin builds the version from; add one or name the version's file in version_files`
    ), [];
  let lock = join5(lockDir, "Cargo.lock").replace(/^\.\//, "");
  return name !== void 0 && await lockHoldsCrate(root, lock, name) && found.push([
    { kind: "lock", path: lock, lock: "cargo", projectName: name },
    `the crate ${name}'s entry in ${lock}`
  ]), found;
}
async function mesonTargets(root, warnings) {
  let file = await readRepoText(root, "meson.build", VersionFileError);
  if (file === void 0)
    return warnings.push(
      "meson-python builds the version from meson.build's project(), and there is no meson.build at the project's root; name the version's file in version_files"
    ), [];
  let call = projectCall(file.text);
  return call === void 0 || !MESON_LITERAL_VERSION.test(call) ? [] : [
    [
      {
        kind: "pattern",
        path: "meson.build",
        pattern: MESON_VERSION_PATTERN,
        why: "version: in meson.build's project()"
      },
      "version: in meson.build's project(), which meson-python builds the version from"
    ]
  ];
}
var MESON_VERSION_PATTERN = String.raw`^\s*project\s*\((?:[^()'#]|'[^'\n]*'|#[^\n]*)*?\bversion\s*:\s*'(?P<version>[^'\n]+)'`, MESON_LITERAL_VERSION = /\bversion\s*:\s*'[^'\n]+'/;
function projectCall(text) {
  let start = /^\s*project\s*\(/m.exec(text);
  if (start === null) return;
  let depth = 0;
  for (let i = start.index + start[0].length - 1; i < text.length; i++) {
    let c = text[i];
    if (c === "'") {
      let close = text.indexOf("'", i + 1);
      if (close === -1) return;
      i = close;
    } else if (c === "#") {
      let end = text.indexOf(`
`, i);
      if (end === -1) return;
      i = end;
    } else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return text.slice(start.index, i + 1);
  }
}
async function readManifest(root, path) {
  let file = await readRepoText(root, path, VersionFileError);
  if (file !== void 0)
    try {
      return { data: parse(file.text) };
    } catch (error) {
      throw new VersionFileError(`${path} is not valid TOML (${firstLine(error)}); fix it and run again`);
    }
}
async function findWorkspace2(root, manifest) {
  let dir = dirname2(manifest);
  for (; dir !== "." && dir !== ""; ) {
    dir = dirname2(dir);
    let candidate = dir === "." ? "Cargo.toml" : join5(dir, "Cargo.toml"), found = await readManifest(root, candidate);
    if (found !== void 0 && table2(found.data.workspace) !== void 0) return candidate;
  }
}
async function lockHoldsCrate(root, lock, name) {
  let file = await readRepoText(root, lock, VersionFileError);
  if (file === void 0) return !1;
  let { lockfileHoldsProject } = await import("./lockfile-C2BH4NGA.js");
  return lockfileHoldsProject(file.text, "cargo", name);
}
function table2(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value) ? value : void 0;
}
function firstLine(error) {
  return (error instanceof Error ? error.message : String(error)).split(`
`)[0] ?? "";
}

// src/project/derived-version.ts
import { dirname as dirname3 } from "node:path";
async function followDerived(root, path, variable, findModule) {
  let text = await readText(root, path);
  if (text === void 0) return;
  let assignment = readPythonAssignment(text, variable);
  if (holdsVersion(assignment)) return;
  let expression = assignment?.kind === "expression" ? assignment.expression : returnedBy(text, variable), name = expression === void 0 ? void 0 : derivedName(expression);
  if (name === void 0 || name === variable) return;
  if (holdsVersion(readPythonAssignment(text, name))) return { path, variable: name };
  let imported = importOf(text, name);
  if (imported === void 0) return;
  let file = imported.module.startsWith(".") ? await relativeModule(root, path, imported.module) : await findModule(imported.module);
  if (file === void 0 || file === path) return;
  let origin = await readText(root, file);
  return origin !== void 0 && holdsVersion(readPythonAssignment(origin, imported.name)) ? { path: file, variable: imported.name } : void 0;
}
function derivedName(expression) {
  let inner = /^str\s*\(\s*(.+?)\s*\)$/.exec(expression.trim())?.[1] ?? expression.trim();
  return /^([A-Za-z_]\w*)(\s*\.\s*[A-Za-z_]\w*\s*\(\s*\))?$/.exec(inner)?.[1];
}
function returnedBy(text, name) {
  let escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), def = new RegExp(`^def\\s+${escaped}\\s*\\(`, "m").exec(text);
  if (def === null) return;
  let body = text.slice(def.index).split(`
`).slice(1);
  for (let line of body) {
    if (line.trim() !== "" && !/^\s/.test(line)) return;
    let found = /^\s+return\s+([^#\n]+?)\s*(#.*)?$/.exec(line);
    if (found) return found[1];
  }
}
function importOf(text, name) {
  for (let match of text.matchAll(/^from\s+(\.+[\w.]*|[\w.]+)\s+import\s+(\([^)]*\)|[^\n]*)/gm)) {
    let names2 = match[2].replace(/[()]/g, "").replace(/#[^\n]*/g, "").split(",");
    for (let entry of names2) {
      let [original, alias] = entry.trim().split(/\s+as\s+/);
      if (original !== void 0 && original !== "" && (alias ?? original) === name)
        return { module: match[1], name: original };
    }
  }
}
async function relativeModule(root, path, module) {
  let dots = /^\.+/.exec(module)?.[0].length ?? 0, dir = dirname3(path);
  for (let i = 1; i < dots; i++) dir = dirname3(dir);
  let rest = module.slice(dots).split(".").filter(Boolean).join("/"), base = dir === "." ? rest : rest === "" ? dir : `${dir}/${rest}`;
  if (!(base === "" || base.split("/").includes(".."))) {
    for (let candidate of [`${base}.py`, `${base}/__init__.py`])
      if (await readText(root, candidate) !== void 0) return candidate;
  }
}
async function readText(root, path) {
  return (await readRepoText(root, path, VersionFileError).catch(() => {
  }))?.text;
}

// src/project/find-version-modules.ts
import { lstat as lstat3, readdir as readdir2 } from "node:fs/promises";
import { join as join6 } from "node:path";
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
async function findVersionModules(root, projectName2, listed = []) {
  let found = await assigningVersion(root, namedDirs(projectName2));
  return found.length === 0 && (found = await assigningVersion(root, listed)), found.length === 0 && (found = await assigningVersion(root, await everyPackageDir(root))), found;
}
function namedDirs(projectName2) {
  let importName = projectName2?.toLowerCase().replace(/[-.]+/g, "_");
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
  return (await versionModules(root, dirs)).filter(({ text }) => holdsVersion(readPythonAssignment(text, "__version__"))).map(({ path }) => path);
}
async function packageDirs(root, base) {
  let entries = await readdir2(join6(root, base), { withFileTypes: !0 }).catch(() => []), dirs = [];
  for (let entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith(".") || NOT_PACKAGES.has(entry.name)) continue;
    let path = base === "" ? entry.name : `${base}/${entry.name}`;
    (await lstat3(join6(root, path, "__init__.py")).catch(() => {
    }))?.isFile() && dirs.push(path);
  }
  return dirs.sort();
}

// src/project/listed-packages.ts
async function packagesTheBuildLists(root, pyprojectData) {
  let meson = (await readRepoText(root, "meson.build", VersionFileError).catch(() => {
  }))?.text, listed = [
    ...meson === void 0 ? [] : mesonSubdirs(meson),
    ...pyprojectPackages(pyprojectData ?? {})
  ];
  return [...new Set(listed.map(clean).filter((path) => path !== void 0))];
}
function mesonSubdirs(text) {
  return [...text.replace(/#[^\n]*/g, "").matchAll(/\bsubdir\s*\(\s*'([^'\n]+)'\s*\)/g)].map((m) => m[1]);
}
function pyprojectPackages(data) {
  let tool = record(data.tool), setuptools = strings(record(tool?.setuptools)?.packages), where = strings(record(record(record(tool?.setuptools)?.packages)?.find)?.where), bases = where.length > 0 ? where : ["src", ""], fromSetuptools = setuptools.filter((name) => !name.includes(".")).flatMap((name) => bases.map((base) => base === "" ? name : `${base}/${name}`)), hatch = strings(record(record(record(record(tool?.hatch)?.build)?.targets)?.wheel)?.packages), poetryPackages = record(tool?.poetry)?.packages, poetry = (Array.isArray(poetryPackages) ? poetryPackages : []).flatMap((entry) => {
    let include = record(entry)?.include, from = record(entry)?.from;
    return typeof include != "string" || /[*?[]/.test(include) ? [] : [typeof from == "string" ? `${from}/${include}` : include];
  }), flitName = record(record(tool?.flit)?.module)?.name, flit = typeof flitName == "string" && !flitName.includes(".") ? [`src/${flitName}`, flitName] : [];
  return [...fromSetuptools, ...hatch, ...poetry, ...flit];
}
function clean(path) {
  let trimmed = path.replace(/^\.\//, "").replace(/\/+$/, "");
  if (!(trimmed === "" || trimmed === "." || trimmed.startsWith("/") || trimmed.split("/").includes("..")))
    return trimmed;
}
function record(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value) ? value : void 0;
}
function strings(value) {
  return Array.isArray(value) ? value.filter((v) => typeof v == "string") : [];
}

// src/project/build-version-sources.ts
async function implicitTargets(root, sources, name, warnings) {
  let { pyproject, setupCfg, setupPy } = sources, source = pyproject?.version.kind === "dynamic" ? pyproject.version.source : void 0;
  if (source?.kind === "file") {
    if (source.pattern !== void 0) {
      let why = source.tool !== "scikit-build-core" ? "[tool.hatch.version] path and pattern in pyproject.toml" : source.result !== void 0 ? `[tool.scikit-build.metadata.version] input and regex in pyproject.toml, the version made as ${source.result}` : "[tool.scikit-build.metadata.version] input and regex in pyproject.toml", result = source.result === void 0 ? {} : { result: source.result };
      return [[{ kind: "pattern", path: source.path, pattern: source.pattern, why, ...result }, why]];
    }
    return [await derivedTarget(root, source.path, `[tool.${source.tool}.version] path in pyproject.toml`)];
  }
  if (source?.kind === "text-file")
    return [[{ kind: "text", path: source.path }, "version = { file } in [tool.setuptools.dynamic]"]];
  if (source?.kind === "computed") return [];
  if (source?.kind === "incremental") {
    let path = await incrementalVersionFile(root, source.package);
    if (path !== void 0) {
      let why = `incremental's ${path}, which hatch reads ([tool.hatch.version] source = "incremental")`;
      return [[{ kind: "python", path, variable: "__version__" }, why]];
    }
  }
  if (source?.kind === "cargo") return cargoTargets(root, source.manifest, warnings);
  if (source?.kind === "meson") {
    let found2 = await mesonTargets(root, warnings);
    if (found2.length > 0) return found2;
  }
  let hatchPath = pyproject?.hatchVersionPath;
  if (hatchPath !== void 0)
    return [await derivedTarget(root, hatchPath, "[tool.hatch.version] path in pyproject.toml")];
  if (source?.kind === "attr") {
    let found2 = await attrTarget(
      moduleRoots(root, sources.pyprojectData, setupCfg?.ini),
      source.attr,
      `${source.tool} reads ${source.attr}`,
      warnings
    );
    return found2 === void 0 ? [] : [found2];
  }
  let cfgVersion = setupCfg?.ini.get("metadata")?.get("version")?.value, cfgSource = cfgVersion === void 0 ? void 0 : /^(attr|file)\s*:\s*(.+)$/.exec(cfgVersion);
  if (cfgSource) {
    let value = cfgSource[2].split(",")[0]?.trim() ?? "";
    if (cfgSource[1] === "attr") {
      let found2 = await attrTarget(
        moduleRoots(root, sources.pyprojectData, setupCfg?.ini),
        value,
        `version = attr: ${value} in setup.cfg`,
        warnings
      );
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
  let found = await findVersionModules(
    root,
    name,
    await packagesTheBuildLists(root, sources.pyprojectData)
  );
  if (found.length > 1)
    throw new VersionFileError(
      `several files assign __version__: ${found.join(", ")}; choose the one to update with version_files = ["${found[0]}:__version__"] in [tool.releaser]`
    );
  return [...found.map((path) => [
    { kind: "python", path, variable: "__version__" },
    "the package's __version__"
  ]), ...await plainVersionFiles(root, name)];
}
function moduleRoots(root, pyprojectData, setupCfg) {
  let setuptools = pyprojectData?.tool?.setuptools, find = setuptools?.packages?.find?.where, packageDir = setuptools?.["package-dir"], mapped = packageDir !== null && typeof packageDir == "object" ? packageDir[""] : void 0, cfgRoots = (setupCfg?.get("options")?.get("package_dir")?.value ?? "").split(`
`).flatMap((line) => /^\s*=\s*(\S+)\s*$/.exec(line)?.[1] ?? []), cfgWhere = (setupCfg?.get("options.packages.find")?.get("where")?.value ?? "").split(`
`).map((w) => w.trim()), where = [
    ...Array.isArray(find) ? find : [],
    ...typeof mapped == "string" ? [mapped] : [],
    ...cfgRoots,
    ...cfgWhere
  ].filter((w) => typeof w == "string").map((w) => w.replace(/^\.\//, "").replace(/\/+$/, "")).filter((w) => w !== "" && w !== "." && !w.startsWith("/") && !w.split("/").includes(".."));
  return { root, where };
}
async function attrTarget({ root, where }, attr, why, warnings) {
  let [module, variable] = splitAttr(attr), path = await findModuleFile(root, module, where);
  if (path === void 0) {
    warnings.push(
      `${why.replace(/ reads /, " reads the version from ")} but no file for module ${module} was found`
    );
    return;
  }
  let followed = await followReexport(root, module, path, variable, where);
  if (followed !== void 0)
    return [{ kind: "python", path: followed, variable }, `${why}, which ${path} takes from ${followed}`];
  let derived = await followDerived(root, path, variable, (name) => findModuleFile(root, name, where));
  return derived !== void 0 ? [
    { kind: "python", path: derived.path, variable: derived.variable },
    `${why}, which ${path} derives from ${derived.variable} in ${derived.path}`
  ] : [{ kind: "python", path, variable }, why];
}
async function derivedTarget(root, path, why) {
  let derived = await followDerived(root, path, "__version__", (name) => findModuleFile(root, name));
  return derived === void 0 ? [{ kind: "python", path, variable: "__version__" }, why] : [
    { kind: "python", path: derived.path, variable: derived.variable },
    `${why}, whose __version__ derives from ${derived.variable} in ${derived.path}`
  ];
}
async function followReexport(root, module, path, variable, where) {
  let text = (await readRepoText(root, path, VersionFileError).catch(() => {
  }))?.text;
  if (text === void 0 || holdsVersion(readPythonAssignment(text, variable))) return;
  let name = variable.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), imported = new RegExp(`^from\\s+(\\.+|[\\w.]+)\\s+import\\s+.*\\b${name}\\b`, "m").exec(text), attribute = new RegExp(`^${name}\\s*=\\s*(\\w+)\\.${name}\\s*$`, "m").exec(text), packageOf = path.endsWith("__init__.py") ? module : module.split(".").slice(0, -1).join("."), target;
  if (imported !== null) {
    let from = imported[1];
    target = from.startsWith(".") ? [
      ...packageOf.split(".").slice(0, packageOf.split(".").length - (from.length - from.replace(/^\.+/, "").length) + 1),
      from.replace(/^\.+/, "")
    ].filter(Boolean).join(".") : from;
  } else attribute !== null && (target = `${packageOf}.${attribute[1]}`);
  if (target === void 0 || target === module) return;
  let file = await findModuleFile(root, target, where);
  if (file === void 0) return;
  let found = (await readRepoText(root, file, VersionFileError).catch(() => {
  }))?.text;
  return found !== void 0 && holdsVersion(readPythonAssignment(found, variable)) ? file : void 0;
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
        (v) => holdsVersion(readPythonAssignment(text, v))
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
async function findModuleFile(root, module, where = []) {
  let rel = module.replaceAll(".", "/");
  for (let base of [...where.map((w) => `${w}/`), "src/", ""])
    for (let candidate of [`${base}${rel}/__init__.py`, `${base}${rel}.py`])
      if (await exists2(join7(root, candidate))) return candidate;
}
async function exists2(path) {
  return stat4(path).then(
    () => !0,
    () => !1
  );
}
async function incrementalVersionFile(root, name) {
  if (name === void 0 || !/^[A-Za-z0-9_.-]+$/.test(name) || name.includes("..")) return;
  let folder = name.toLowerCase().replaceAll("-", "_");
  for (let path of [`src/${folder}/_version.py`, `${folder}/_version.py`])
    if ((await lstat4(join7(root, path)).catch(() => {
    }))?.isFile()) return path;
}

// src/project/read-project.ts
import { join as join9 } from "node:path";

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
function dropStaleBumpversion(targets, reasons, current, file, warnings) {
  if (file === void 0) return;
  let fromBump = (t) => (reasons.get(t) ?? "").startsWith("bumpversion"), own = targets.find((t) => (reasons.get(t) ?? "").startsWith("bumpversion's current_version")), build2 = targets.find((t) => t.kind !== "lock" && !fromBump(t) && current.get(t) !== void 0), stale = own === void 0 ? void 0 : current.get(own), version = build2 === void 0 ? void 0 : current.get(build2);
  if (stale === void 0 || version === void 0 || stale === version) return;
  let a = parseVersion(stale), b = parseVersion(version);
  if (!(a === void 0 || b === void 0 || compareVersions(a, b) === 0)) {
    for (let target of targets.filter(fromBump)) targets.splice(targets.indexOf(target), 1);
    warnings.push(
      `${file}'s current_version ${stale} is not the version ${build2?.path} carries (${version}): bumpversion's settings are left as they are, and its files are not written; remove them, or set current_version to ${version} for releaser to keep them current`
    );
  }
}

// src/project/citation-target.ts
async function citationTarget(root, version, targets) {
  if (targets.some((t) => t.path === CITATION_FILE)) return;
  let file = await readRepoText(root, CITATION_FILE, VersionFileError).catch(() => {
  }), found = file === void 0 ? void 0 : readCitationVersion(file.text);
  if (!(found === void 0 || found.value !== version))
    return { target: { kind: "citation", path: CITATION_FILE }, line: found.line };
}

// src/project/incremental-package.ts
import { lstat as lstat5 } from "node:fs/promises";
import { join as join8 } from "node:path";
async function findIncrementalPackage(root, targets) {
  for (let target of targets) {
    if (target.kind !== "python") continue;
    let text = (await readRepoText(root, target.path, VersionFileError).catch(() => {
    }))?.text, assignment = text === void 0 ? void 0 : readPythonAssignment(text, target.variable);
    if (assignment?.kind === "incremental")
      return { path: target.path, name: assignment.call.name, current: incrementalVersion(assignment.call) };
  }
}
async function placeholderTargets(root, pkg, lines) {
  let slash = pkg.path.lastIndexOf("/"), folder = slash === -1 ? "" : pkg.path.slice(0, slash + 1), paths = [];
  for (let { path, text } of lines)
    path === pkg.path || paths.includes(path) || !path.startsWith(folder) || !path.endsWith(".py") || !holdsPlaceholder(text, pkg.name, pkg.current) || !(await lstat5(join8(root, path)).catch(() => {
    }))?.isFile() || (await readRepoText(root, path, VersionFileError), paths.push(path));
  return paths.map((path) => ({ kind: "placeholders", path, name: pkg.name, current: pkg.current }));
}

// src/project/read-pyproject.ts
async function readPyproject2(pyproject, path) {
  try {
    return readPyprojectInfo(dataView(pyproject.data, pyproject.text));
  } catch (error) {
    if (!(error instanceof NeedsPositions)) throw error;
    let { readPyprojectVersion } = await import("./pyproject-QBSQJTXV.js");
    return readPyprojectVersion(pyproject.text, path);
  }
}

// src/project/setup-py.ts
function tagVersionTool(text) {
  let code = text.replace(/#[^\n]*/g, "");
  if (/\buse_scm_version\s*=\s*(?!False\b|None\b)/.test(code))
    return "setuptools-scm (use_scm_version in setup.py)";
  if (/\bversioneer\.get_version\s*\(/.test(code)) return "versioneer (versioneer.get_version() in setup.py)";
}
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
      // String literals, a subscript's key (`ns["version"]`) aside.
      [...text.matchAll(/(?<!\[\s*)(["'])([A-Za-z0-9_./-]+)\1/g)].map((m) => m[2].replace(/^\.\//, "")).filter(
        (path) => (
          // A version module or file, or a package's __init__.py / __about__.py that setup.py
          // opens and runs (`exec(open("pkg/__init__.py").read(), ns)`).
          /(^|\/)(_{0,2}version_{0,2}\.py|VERSION(\.txt)?|version\.txt)$/i.test(path) || /(^|\/)__(init|about)__\.py$/.test(path) && !path.startsWith("/") && !path.includes("..")
        )
      )
    )
  ];
  return {
    name: name === void 0 ? void 0 : "literal" in name ? name.literal : stringAssignment(text, name.variable),
    version: versionFacts,
    versionPaths,
    versionFromTag: tagVersionTool(text)
  };
}

// src/git/grep.ts
async function grepTracked(root, needles) {
  if (needles.length === 0) return [];
  let args = [
    "grep",
    "-n",
    "-I",
    "-F",
    "--no-color",
    "-z",
    ...needles.flatMap((n) => ["-e", n]),
    "--",
    "."
  ], result = await runGit(args, { cwd: root, allowedCodes: [1, 128] }).catch(() => {
  });
  if (result === void 0 || result.code !== 0) return [];
  let lines = [];
  for (let record2 of result.stdout.split(`
`)) {
    let [path, lineText, ...rest] = record2.split("\0");
    path === void 0 || lineText === void 0 || rest.length === 0 || lines.push({ path, line: Number(lineText), text: rest.join("\0") });
  }
  return lines;
}

// src/project/stale-copies.ts
var NOT_COPIES = /(^|\/)(uv\.lock|poetry\.lock|pdm\.lock|Pipfile\.lock|package-lock\.json|yarn\.lock|pnpm-lock\.yaml|Cargo\.lock|requirements[^/]*\.txt|constraints[^/]*\.txt)$|\.lock$/, OTHER_PACKAGES = /(^|\/)(_vendor|_vendored|vendor|vendored|third_party|third-party|extern|site-packages|node_modules|[^/]+\.dist-info|[^/]+\.egg-info)\/|(^|\/)PKG-INFO$/;
function isOtherPackagePath(path) {
  return OTHER_PACKAGES.test(path);
}
function escapeRegex(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function entryText(entry) {
  return typeof entry == "string" ? JSON.stringify(entry) : `{ path = ${JSON.stringify(entry.path)}, pattern = ${JSON.stringify(entry.pattern)} }`;
}
function versionFileEntryFor(path, lineText, version, whole, table3) {
  if (whole) return path;
  let python = /^([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*[^=]+)?=\s*(['"])/.exec(lineText);
  if (path.endsWith(".py") && python !== null) return `${path}:${python[1]}`;
  let tomlKey = /^\s*([A-Za-z0-9_-]+)\s*=/.exec(lineText);
  if (path.endsWith(".toml") && tomlKey !== null) return `${path}:${table3 ? `${table3}.` : ""}${tomlKey[1]}`;
  let at = lineText.indexOf(version), prefix = lineText.slice(0, at).trimStart();
  return { path, pattern: `^\\s*${escapeRegex(prefix).replace(/\s+/g, "\\s*")}(?P<version>[^"'\\s,]+)` };
}
function tomlTableAt(text, line) {
  let table3;
  for (let row of text.split(`
`).slice(0, line - 1)) {
    let header = /^\s*\[\s*([A-Za-z0-9_.-]+)\s*\]\s*(?:#.*)?\r?$/.exec(row);
    header !== null ? table3 = header[1] : /^\s*\[/.test(row) && (table3 = void 0);
  }
  return table3;
}
function tiedToLine(entry, text, line, lineText) {
  if (typeof entry == "string" || !entry.pattern.startsWith("^\\s*")) return entry;
  let findsLine = (pattern) => {
    try {
      return findVersionByPattern(text, compileVersionPattern(pattern))?.line === line;
    } catch {
      return !1;
    }
  };
  if (findsLine(entry.pattern)) return entry;
  let own = `^${(/^[ \t]*/.exec(lineText)?.[0] ?? "").replace(/\t/g, "\\t")}${entry.pattern.slice(4)}`;
  return findsLine(own) ? { path: entry.path, pattern: own } : entry;
}
async function findStaleCopies(root, version, covered, skip, grepped) {
  let lines = grepped ?? await grepTracked(root, [version]), v = escapeRegex(version), assignment = new RegExp(
    `^\\s*(?:[{,]\\s*)?["']?(?:__version__|version|release)["']?\\s*[:=]\\s*["']?v?${v}(?![\\w.+-]*\\d)["']?\\s*[,;}]?\\s*(?:#.*)?$`,
    "i"
  ), call = new RegExp(`[(,]\\s*["'](?:__version\\w*__|version)["']\\s*,\\s*["']v?${v}["']\\s*\\)`, "i"), whole = new RegExp(`^\\s*v?${v}\\s*$`), copies = [];
  for (let { path, line, text } of lines) {
    if (!text.includes(version) || skip.has(path) || NOT_COPIES.test(path) || isOtherPackagePath(path) || covered.has(`${path}:${line}`)) continue;
    let isWhole = whole.test(text) && line === 1;
    if (!isWhole && !assignment.test(text) && !call.test(text)) continue;
    let fileText = (await readRepoText(root, path).catch(() => {
    }))?.text ?? "", table3 = path.endsWith(".toml") ? tomlTableAt(fileText, line) : void 0, entry = tiedToLine(versionFileEntryFor(path, text, version, isWhole, table3), fileText, line, text);
    copies.push({ path, line, text: text.trim(), entry: entryText(entry) });
  }
  return copies;
}

// src/project/stale-copies-of.ts
async function staleCopiesOf(root, targets, version, changelogFile, needles, known) {
  let grep = grepTracked(root, [version, ...needles]);
  grep.catch(() => {
  });
  let covered = /* @__PURE__ */ new Set(), whole = /* @__PURE__ */ new Set([changelogFile]), planned = targets.filter((t) => !(t.kind === "pyproject" && known.get(t) !== void 0));
  for (let target of targets)
    planned.includes(target) || covered.add(`${target.path}:${known.get(target)}`);
  try {
    if (planned.length > 0) {
      let texts = /* @__PURE__ */ new Map();
      for (let target of planned)
        texts.set(
          target.path,
          (await readRepoText(root, target.path, VersionFileError).catch(() => {
          }))?.text
        );
      let { planFileEdits } = await import("./file-edit-UKVLGKC7.js"), plan = planFileEdits({
        version: "0.0.0.dev999999999",
        targets: planned,
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
    }
  } catch {
    let lines2 = await grep;
    return {
      copies: [],
      lines: needles.length === 0 ? [] : lines2.filter((l) => needles.some((n) => l.text.includes(n)))
    };
  }
  for (let target of targets) (target.kind === "text" || target.kind === "lock") && whole.add(target.path);
  let lines = await grep;
  return { copies: await findStaleCopies(root, version, covered, whole, lines), lines };
}

// src/project/target-version.ts
async function readTargetVersion(root, target, pyproject) {
  switch (target.kind) {
    case "pyproject":
      return pyproject?.version.kind === "static" ? { value: pyproject.version.version, line: pyproject.version.line } : void 0;
    case "lock":
    case "placeholders":
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
        let found = findVersionByPattern(text, compileVersionPattern(target.pattern, target.result));
        if (found === void 0)
          throw new VersionFileError(
            `${target.path}: the pattern ${JSON.stringify(target.pattern)}${target.why === void 0 ? " (version_files)" : ` (${target.why})`} finds no version; fix the pattern or the file`
          );
        return { value: found.value, line: found.line };
      }
      if (target.kind === "citation") return readCitationVersion(text);
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
      return assignment.kind === "expression" ? void 0 : { value: assignment.value, line: assignment.line };
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

// src/project/read-project.ts
async function readProject(root, loaded, named) {
  let { config } = loaded, sources = await readSources(root, loaded), { pyproject, setupCfg, setupPy } = sources, metadata = setupCfg?.ini.get("metadata"), name = pyproject?.name ?? nonEmpty(metadata?.get("name")?.value) ?? setupPy?.name;
  named?.(name);
  let reasons = /* @__PURE__ */ new Map(), targets = [], warnings = [], add = (target, why) => {
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
    let found2 = await readTargetVersion(root, target, pyproject);
    current.set(target, found2?.value), found2?.line !== void 0 && lines.set(target, found2.line);
  }
  for (let target of [...targets]) {
    let found2 = targets.find((t) => t.kind !== "lock" && t !== target && current.get(t) !== void 0);
    reasons.get(target) === PLAIN_FILE_WHY(target.path) && found2 !== void 0 && current.get(found2) !== current.get(target) && targets.splice(targets.indexOf(target), 1);
  }
  dropStaleBumpversion(targets, reasons, current, bump?.file, warnings);
  let primary = targets.find((t) => t.kind !== "lock" && current.get(t) !== void 0), version = primary === void 0 ? void 0 : current.get(primary), line = primary === void 0 ? void 0 : lines.get(primary), versionSource = primary === void 0 ? void 0 : `${primary.path}${line === void 0 ? "" : `:${line}`}`, usable = version !== void 0 && parseVersion(version) !== void 0;
  if (usable) {
    let citation = await citationTarget(root, version, targets);
    citation !== void 0 && (targets.push(citation.target), reasons.set(citation.target, `${CITATION_FILE}'s version, which says which release to cite`), current.set(citation.target, version), lines.set(citation.target, citation.line));
  }
  for (let target of targets) {
    let value = current.get(target);
    target.kind !== "lock" && primary && usable && value !== void 0 && value !== version && warnings.push(
      `${target.path} carries version ${value} but ${primary.path} carries ${version}; \`update\` will set both to the next version`
    ), target.kind === "template" && value === void 0 && warnings.push(
      `${target.path} (listed in ${target.why}) does not contain ${JSON.stringify(fillTemplate(target.search, { current_version: target.current, new_version: "" }))}; \`update\` stops there until the file or its search is fixed`
    );
  }
  let incremental = usable ? await findIncrementalPackage(root, targets) : void 0, needles = incremental === void 0 ? [] : placeholderNeedles(incremental.name, incremental.current), { copies: staleCopies, lines: found } = usable ? await staleCopiesOf(root, targets, version, config.changelog_file, needles, lines) : { copies: [], lines: [] };
  if (incremental !== void 0)
    for (let target of await placeholderTargets(root, incremental, found))
      add(
        target,
        `it holds ${incremental.name}'s NEXT placeholders (or its release candidate's version), which incremental's update replaces with the release`
      ), current.set(target, void 0);
  if (staleCopies.length > 0) {
    let list = staleCopies.map((c) => `${c.path}:${c.line} ${c.text}`).join("; "), entries = [...new Set(staleCopies.map((c) => c.entry))].join(", ");
    warnings.push(
      `${list}: ${staleCopies.length === 1 ? "still carries" : "still carry"} ${version}, which \`update\` would leave behind; add ${entries} to version_files (or derive ${staleCopies.length === 1 ? "it" : "them"} from the version)`
    );
  }
  if (pyproject?.version.kind === "dynamic" && // A TOML value in pyproject.toml itself is no file the build reads a dynamic version from; a
  // Cargo manifest (maturin) is.
  !targets.some(
    (t) => t.kind !== "lock" && t.kind !== "pyproject" && !(t.kind === "toml" && t.path === "pyproject.toml")
  )) {
    let source = pyproject.version.source;
    source?.kind !== "computed" && source?.kind !== "meson" && warnings.push(
      'pyproject.toml declares a dynamic version but no file holding it was found; name it with version_files = ["src/pkg/__init__.py:__version__"]'
    );
  } else if (pyproject?.version.kind !== "dynamic" && (setupPy !== void 0 || setupCfg !== void 0) && !targets.some((t) => t.kind !== "lock") && tagVersionTool2(sources, targets) === void 0) {
    let why = setupPy !== void 0 ? "setup.py computes it" : "setup.cfg names no file releaser found";
    warnings.push(
      `no file carries the version that releaser can read (${why}); \`update\` stops until one is named: version_files = ["pkg/VERSION"] or { path = "...", pattern = "...(?P<version>...)..." }`
    );
  }
  let versionFromTag = tagVersionTool2(sources, targets), setuptoolsFiles = [
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
    versionFromTag,
    warnings
  };
}
function tagVersionTool2(sources, targets) {
  let version = sources.pyproject?.version;
  if (version?.kind === "dynamic")
    return version.source?.kind === "computed" ? version.source.tool : void 0;
  if (!(version?.kind === "static" || targets.some((t) => t.kind !== "lock")))
    return sources.setupPy?.versionFromTag !== void 0 ? sources.setupPy.versionFromTag : sources.setupCfg?.ini.has("versioneer") ? "versioneer ([versioneer] in setup.cfg)" : void 0;
}
function nonEmpty(text) {
  return text === void 0 || text.trim() === "" ? void 0 : text.trim();
}
function sameTarget(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
async function readSources(root, loaded) {
  let pyproject = loaded.pyproject ? await readPyproject2(loaded.pyproject, "pyproject.toml") : void 0, cfgText = (await readRepoText(root, "setup.cfg", VersionFileError))?.text, pyText = (await readRepoText(root, "setup.py", VersionFileError))?.text;
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
        let { parseToml: parseToml2 } = await import("./toml-XQQEGPKK.js"), found = readBumpversionToml(file, parseToml2(text, file));
        if (found !== void 0) return found;
      } else {
        let found = readBumpversionIni(file, text);
        if (found !== void 0) return found;
      }
  }
}
async function lockHoldsProject(root, file, lock, name) {
  if (!await exists2(join9(root, file))) return !1;
  let read = await readRepoText(root, file, VersionFileError).catch(() => null);
  if (read === null) return !0;
  let text = read?.text;
  if (text === void 0) return !1;
  let spelled = name.split(/[-_.]+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[-_.]+");
  if (!new RegExp(`["']${spelled}\\s*(?:\\[[^\\]]*\\])?["']`, "i").test(text)) return !1;
  let { lockfileHoldsProject } = await import("./lockfile-C2BH4NGA.js");
  return lockfileHoldsProject(text, lock, name);
}
function writtenFiles(project, changelogFile) {
  return [.../* @__PURE__ */ new Set([...project.targets.map((t) => t.path), changelogFile])];
}

// src/core/calver-clock.ts
var NEWEST = 10, DAY = 86400;
function inferReleaseClock(format, tagged, moment) {
  let newest = tagged.filter((t) => isFinalRelease(t.version) && t.version.local === void 0).sort((a, b) => b.seconds - a.seconds).slice(0, NEWEST), local = 0, utc = 0;
  for (let t of newest) {
    let inOwn = names(t.version, format, dateIn(t.seconds, t.offset)), inUtc = names(t.version, format, dateIn(t.seconds, 0));
    inOwn && !inUtc && local++, inUtc && !inOwn && utc++;
  }
  let last = newest[0];
  if (last === void 0 || local === 0 || local <= utc) return;
  let partner = newest.find((t) => Math.abs(t.offset - last.offset) === 60), offset = partner === void 0 ? last.offset : nearestInYear(newest, [last.offset, partner.offset], moment), other = partner === void 0 ? void 0 : offset === last.offset ? partner.offset : last.offset, why = other === void 0 ? `dated in ${utcName(offset)}, the clock the project's tags were made in` : `dated in ${utcName(offset)}, the clock the project's tags were made in at this time of year (${utcName(other)} in the other season: daylight saving time)`;
  return { offset, why };
}
function dateIn(seconds, offset) {
  return new Date((seconds + offset * 60) * 1e3).toISOString().slice(0, 10);
}
function utcName(offset) {
  if (offset === 0) return "UTC";
  let abs = Math.abs(offset), minutes = abs % 60;
  return `UTC${offset < 0 ? "-" : "+"}${Math.floor(abs / 60)}${minutes === 0 ? "" : `:${String(minutes).padStart(2, "0")}`}`;
}
function names(version, format, date) {
  let period = periodOf(date, format), [first = 0, second = 0, third = 0] = version.release;
  return (format.year === "YY" ? 2e3 + first : first) === period.year && (!format.month || second === period.month) && (!format.day || third === period.day);
}
function nearestInYear(tags, offsets, moment) {
  let dayOfYear = (seconds) => {
    let date = new Date(seconds * 1e3);
    return (date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / 1e3 / DAY;
  }, today = dayOfYear(moment), best, bestDistance = Number.POSITIVE_INFINITY;
  for (let t of tags) {
    if (!offsets.includes(t.offset)) continue;
    let apart = Math.abs(dayOfYear(t.seconds) - today), distance = Math.min(apart, 365 - apart);
    distance < bestDistance && (best = t, bestDistance = distance);
  }
  return best?.offset ?? offsets[0] ?? 0;
}

// src/core/calver-inference.ts
function inferCalverFormat(versions, today, taggedYears, tagged = {}) {
  let finals = newestFinals(versions), newest = finals[0];
  if (newest === void 0) return;
  let year = Number(today.slice(0, 4)), first = newest.release[0] ?? 0, yearToken = first >= 1e3 ? "YYYY" : "YY", asYear = yearToken === "YY" ? 2e3 + first : first, dated = finals.filter((v) => taggedYears?.has(formatVersion(v))).length >= 2;
  if (asYear > year || !dated && asYear < year - 2) return;
  let since = (dated ? asYear : year) - 3, recent = finals.filter((v) => {
    let head = v.release[0] ?? 0;
    return (yearToken === "YY" ? head < 1e3 : head >= 1e3) && (yearToken === "YY" ? 2e3 + head : head) >= since;
  });
  if (recent.length < 2 || asYear < year - 2 && new Set(recent.map((v) => v.release[0])).size < 2 || taggedYears !== void 0 && !taggedInTheirYears(recent, yearToken, taggedYears)) return;
  let allThree = recent.every((v) => v.release.length === 3), monthly = recent.map((v) => v.release[1] ?? 0).every((m) => m >= 1 && m <= 12) && (hasGap(recent) || taggedInTheirMonths(recent, tagged.days)), daily = monthly && allThree && byTheDay(recent, tagged.days), month = tagged.padded ? "0M" : "M", format = daily ? `${yearToken}.${month}.${tagged.padded ? "0D" : "D"}` : `${yearToken}.${monthly ? month : "N"}${allThree ? ".MICRO" : ""}`, shown = recent.slice(0, 3).map((v) => formatVersion(v)).join(", ");
  return {
    format,
    why: `the newest release tags (${shown}) start with the year${daily ? ", the month and the day" : monthly ? " and then the month" : ""}`
  };
}
function newestFinals(versions) {
  let newest = [];
  for (let v of versions) {
    if (!isFinalRelease(v) || v.local !== void 0 || v.release.length < 2) continue;
    let last = newest.at(-1);
    if (newest.length === NEWEST2 && last !== void 0 && compareVersions(v, last) <= 0) continue;
    let at = newest.length;
    for (; at > 0 && compareVersions(v, newest[at - 1]) > 0; ) at--;
    newest.splice(at, 0, v), newest.length > NEWEST2 && newest.pop();
  }
  return newest;
}
var NEWEST2 = 10;
function byTheDay(versions, days) {
  let thirds = versions.map((v) => v.release[2] ?? 0);
  if (!thirds.every((d) => d >= 1 && d <= 31)) return !1;
  let known = 0, matching = 0;
  for (let v of versions) {
    let date = days?.get(formatVersion(v));
    if (date === void 0) continue;
    known++;
    let first = v.release[0] ?? 0, named = Date.UTC(first < 1e3 ? 2e3 + first : first, (v.release[1] ?? 1) - 1, v.release[2] ?? 1), [y, m, d] = date.split("-").map(Number), late = (Date.UTC(y ?? 2e3, (m ?? 1) - 1, d ?? 1) - named) / 864e5;
    late >= 0 && late <= 3 && matching++;
  }
  return known > 0 ? matching * 2 > known : thirds.some((d) => d > 12);
}
function hasGap(versions) {
  let byYear = /* @__PURE__ */ new Map();
  for (let v of versions) {
    let year = v.release[0] ?? 0, seen = byYear.get(year) ?? /* @__PURE__ */ new Set();
    seen.add(v.release[1] ?? 0), byYear.set(year, seen);
  }
  for (let seen of byYear.values()) {
    let sorted = [...seen].sort((a, b) => a - b);
    if (sorted.some((value, i) => i > 0 && value - (sorted[i - 1] ?? 0) > 1)) return !0;
  }
  return !1;
}
function taggedInTheirMonths(versions, days) {
  if (days === void 0) return !1;
  let known = 0, matching = 0;
  for (let v of versions) {
    let day = days.get(formatVersion(v));
    if (day === void 0) continue;
    known++;
    let month = Number(day.slice(5, 7)), named = v.release[1] ?? 0;
    (named === month || named === month - 1) && matching++;
  }
  return known >= 2 && matching * 2 > known;
}
function taggedInTheirYears(versions, yearToken, taggedYears) {
  let known = 0, matching = 0;
  for (let v of versions) {
    let tagged = taggedYears.get(formatVersion(v));
    if (tagged === void 0) continue;
    known++;
    let head = v.release[0] ?? 0, named = yearToken === "YY" ? 2e3 + head : head;
    (named === tagged || named === tagged + 1) && matching++;
  }
  return known === 0 || matching * 2 > known;
}

// src/flows/shared/context.ts
var MAX_EPOCH = 253402300799;
function releaseDate(env, now2, offset = 0) {
  return dateIn(releaseMoment(env, now2), offset);
}
function releaseMoment(env, now2) {
  let epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== void 0 && epoch !== "") {
    let seconds = /^\d+$/.test(epoch.trim()) ? Number(epoch.trim()) : Number.NaN;
    if (!(seconds <= MAX_EPOCH))
      throw new ConfigError(
        `SOURCE_DATE_EPOCH="${epoch}" is not a whole number of seconds between 1970 and the end of 9999; unset it or give e.g. 1763683200`
      );
    return seconds;
  }
  return Math.floor(now2().getTime() / 1e3);
}

// src/flows/shared/calver-style.ts
function calverStyle(tags, tagFormat, context, dates) {
  let parsed = [], taggedYears = /* @__PURE__ */ new Map(), taggedDays = /* @__PURE__ */ new Map(), padded = !1;
  try {
    let format = compileTagFormat(tagFormat);
    for (let tag of tags) {
      let version = format.parse(tag);
      if (version === void 0) continue;
      parsed.push({ tag, version });
      let [first, second] = version.release;
      second !== void 0 && second < 10 && tag.includes(`${first}.0${second}.`) && (padded = !0);
    }
  } catch {
    return;
  }
  let versions = parsed.map((p) => p.version);
  if (dates !== void 0) {
    let read = newestFinals(versions).map((v) => v.release);
    for (let { tag, version } of parsed) {
      if (!read.some((release) => sameNumbers(release, version.release))) continue;
      let date = dates.get(tag);
      if (date === void 0) continue;
      let day = new Date(date * 1e3).toISOString().slice(0, 10);
      taggedYears.set(formatVersion(version), Number(day.slice(0, 4))), taggedDays.set(formatVersion(version), day);
    }
  }
  return inferCalverFormat(
    versions,
    releaseDate(context.env, context.now),
    dates === void 0 ? void 0 : taggedYears,
    { days: dates === void 0 ? void 0 : taggedDays, padded }
  );
}
function withVersionScheme(loaded, tags, context, tagged = {}) {
  let { config, layers } = loaded, schemeSet = isConfigured(layers, ["version_scheme"]), formatSet = isConfigured(layers, ["calver_format"]), from = loaded.files.at(-1) ?? "the configuration";
  if (schemeSet && (config.version_scheme === "semver" || formatSet)) {
    let clock2 = config.version_scheme === "calver" ? releaseClock(tags, config.tag_format, config.calver_format, context, tagged) : void 0;
    return { loaded, schemeWhy: `from ${from}`, ...clock2 === void 0 ? {} : { clock: clock2 } };
  }
  let style = calverStyle(tags, config.tag_format, context, tagged.dates);
  if (style === void 0)
    return { loaded, schemeWhy: schemeSet ? `from ${from}` : "the default: the tags are not dated" };
  let clock = releaseClock(tags, config.tag_format, style.format, context, tagged);
  return {
    loaded: { ...loaded, config: { ...config, version_scheme: "calver", calver_format: style.format } },
    schemeWhy: style.why,
    ...clock === void 0 ? {} : { clock }
  };
}
function releaseClock(tags, tagFormat, calverFormat, context, tagged) {
  let { dates, offsets } = tagged;
  if (dates === void 0 || offsets === void 0) return;
  let format, calendar;
  try {
    format = compileTagFormat(tagFormat), calendar = parseCalverFormat(calverFormat);
  } catch {
    return;
  }
  let moments = tags.flatMap((tag) => {
    let version = format.parse(tag), seconds = dates.get(tag), offset = offsets.get(tag);
    return version === void 0 || seconds === void 0 || offset === void 0 ? [] : [{ version, seconds, offset }];
  });
  return inferReleaseClock(calendar, moments, releaseMoment(context.env, context.now));
}
function sameNumbers(a, b) {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}

// src/git/remote-url.ts
import { readFile as readFile3 } from "node:fs/promises";
import { homedir } from "node:os";
import { join as join11 } from "node:path";

// src/git/git-dir.ts
import { readFile as readFile2, stat as stat5 } from "node:fs/promises";
import { isAbsolute as isAbsolute2, join as join10, resolve } from "node:path";
async function gitDirsOf(root, env) {
  if (env.GIT_DIR || env.GIT_COMMON_DIR) return;
  let dotGit = join10(root, ".git"), asFile = await readFile2(dotGit, "utf8").catch(
    (error) => error.code === "EISDIR" ? null : void 0
  ), dirs;
  if (asFile === null) dirs = { own: dotGit, common: dotGit };
  else {
    if (asFile === void 0) return;
    let gitdir = /^gitdir:\s*(.+?)\s*$/m.exec(asFile)?.[1];
    if (gitdir === void 0) return;
    let own = isAbsolute2(gitdir) ? gitdir : resolve(root, gitdir), common = (await readFile2(join10(own, "commondir"), "utf8").catch(() => {
    }))?.trim();
    dirs = { own, common: common === void 0 ? own : isAbsolute2(common) ? common : resolve(own, common) };
  }
  if (!await stat5(join10(dirs.common, "reftable")).then(
    () => !0,
    () => !1
  ))
    return dirs;
}
async function readSymbolicRefFile(dir, ref) {
  let text = await readFile2(join10(dir, ref), "utf8").catch(() => {
  });
  return text === void 0 ? void 0 : /^ref: (\S+)\s*$/.exec(text)?.[1];
}

// src/git/remote-url.ts
async function readRemoteUrlFromConfig(cwd, name, env) {
  if (env.GIT_DIR || env.GIT_CONFIG_COUNT || env.GIT_CONFIG_PARAMETERS || env.GIT_CONFIG) return;
  let dirs = await gitDirsOf(cwd, env);
  if (dirs === void 0) return;
  let own = await readFile3(join11(dirs.common, "config"), "utf8").catch(() => {
  });
  if (!(own === void 0 || mayRewrite(own))) {
    for (let file of globalConfigFiles(env)) {
      let text = await readFile3(file, "utf8").catch(() => "");
      if (mayRewrite(text)) return;
    }
    return remoteUrlIn(own, name);
  }
}
function mayRewrite(text) {
  return /insteadof|^\s*\[\s*include/im.test(text);
}
function globalConfigFiles(env) {
  let home = env.HOME ?? homedir(), files = [env.GIT_CONFIG_GLOBAL ?? join11(home, ".gitconfig")];
  return files.push(join11(env.XDG_CONFIG_HOME || join11(home, ".config"), "git", "config")), env.GIT_CONFIG_NOSYSTEM || files.push(env.GIT_CONFIG_SYSTEM ?? "/etc/gitconfig"), files;
}
function remoteUrlIn(text, name) {
  let inSection = !1;
  for (let raw of text.split(/\r?\n/)) {
    let line = raw.trim();
    if (line.startsWith("[")) {
      let section = /^\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]\s*([#;].*)?$/.exec(line);
      if (section === null) return;
      inSection = section[1]?.toLowerCase() === "remote" && (section[2] ?? "").replace(/\\(.)/g, "$1") === name;
      continue;
    }
    if (!inSection) continue;
    let entry = /^url\s*=\s*(.*)$/i.exec(line);
    if (entry !== null)
      return unquote(entry[1] ?? "");
  }
  return null;
}
function unquote(raw) {
  if (/\\/.test(raw)) return;
  let out = "", quoted = !1;
  for (let char of raw)
    if (char === '"') quoted = !quoted;
    else {
      if (!quoted && (char === "#" || char === ";")) break;
      out += char;
    }
  return out.trim();
}

// src/git/remote.ts
async function readRemoteUrl(cwd, name, env) {
  let fromConfig = await readRemoteUrlFromConfig(cwd, name, env ?? process.env);
  if (fromConfig !== void 0) return fromConfig ?? void 0;
  let result = await runGit(["remote", "get-url", name], { cwd, env, allowedCodes: [2, 128] });
  return result.code === 0 ? result.stdout.trim() : void 0;
}
function gitAuthEnv(remoteUrl, token, env, user = "x-access-token") {
  let origin;
  try {
    let url = new URL(remoteUrl);
    if (url.protocol !== "https:" && url.protocol !== "http:") return {};
    origin = `${url.protocol}//${url.host}/`;
  } catch {
    return {};
  }
  let count = Number(env.GIT_CONFIG_COUNT ?? "0") || 0, header = `AUTHORIZATION: basic ${Buffer.from(`${user}:${token}`).toString("base64")}`, key = `http.${origin}.extraheader`;
  return {
    GIT_CONFIG_COUNT: String(count + 2),
    [`GIT_CONFIG_KEY_${count}`]: key,
    [`GIT_CONFIG_VALUE_${count}`]: "",
    [`GIT_CONFIG_KEY_${count + 1}`]: key,
    [`GIT_CONFIG_VALUE_${count + 1}`]: header
  };
}
async function fetchRemoteBranch(cwd, remote, branch, into, env) {
  await runGit(
    ["fetch", "--quiet", "--no-tags", "--no-write-fetch-head", remote, `+refs/heads/${branch}:${into}`],
    {
      cwd,
      env
    }
  );
}
async function forcePushBranch(cwd, remote, commit, branch, expected, env, provider) {
  let ref = `refs/heads/${branch}`, result = await runGit(
    [
      "push",
      "--porcelain",
      "--quiet",
      `--force-with-lease=${ref}:${expected ?? ""}`,
      remote,
      `${commit}:${ref}`
    ],
    { cwd, env, allowedCodes: [1, 128] }
  );
  if (result.code !== 0) throw pushFailure(branch, remote, result, provider);
}
function pushFailure(branch, remote, result, provider) {
  let lines = `${result.stdout}
${result.stderr}`.split(`
`).map((l) => l.trim()), rejected = lines.find((l) => l.startsWith("!"))?.split("	").at(-1), fatal = lines.find((l) => /^(fatal|error|remote):/.test(l))?.replace(/^(fatal|error):\s*/, ""), said = lines.filter((l) => l.startsWith("remote:")).map((l) => l.slice(7).trim()).filter((l) => l !== "" && !/^-+$/.test(l)).slice(0, 2).join(" "), reason = `${rejected ?? fatal ?? `exit code ${result.code}`}${said ? `: ${said}` : ""}`;
  return /stale info/.test(reason) ? new PushError(
    `the push of ${branch} to ${remote} was refused because ${branch} changed on ${remote} while this run worked (${reason}); run again`,
    { details: lines.filter((l) => l !== "") }
  ) : new PushError(
    `the push of ${branch} to ${remote} was rejected (${reason}); ${provider === "gitlab" || GITLAB_SAYS.test(result.stderr) ? GITLAB_PUSH : `check the token's "contents: write" permission and branch protection`}, then run again`,
    { details: lines.filter((l) => l !== "") }
  );
}
async function readRemoteRefs(cwd, remote, refs, env) {
  let patterns = refs.flatMap((ref) => ref.startsWith("refs/tags/") ? [ref, `${ref}^{}`] : [ref]), wanted = new Set(refs);
  return parseListing(await listRemote(cwd, remote, patterns, env), (ref) => wanted.has(ref));
}
async function readRemoteBranchAndTags(cwd, remote, branch, env) {
  let branchRef = `refs/heads/${branch}`, found = parseListing(
    await listRemote(cwd, remote, [branchRef, "refs/tags/*"], env),
    (ref) => ref === branchRef || ref.startsWith("refs/tags/")
  ), tags = /* @__PURE__ */ new Map();
  for (let [ref, commit] of found)
    ref.startsWith("refs/tags/") && tags.set(ref.slice(10), commit);
  return { branch: found.get(branchRef), tags };
}
async function readRemoteTags(cwd, remote, env, timeoutMs) {
  let found = parseListing(
    await listRemote(cwd, remote, ["refs/tags/*"], env, timeoutMs),
    (ref) => ref.startsWith("refs/tags/")
  );
  return new Map([...found].map(([ref, commit]) => [ref.slice(10), commit]));
}
var REMOTE_LIST_TIMEOUT_MS = 12e4;
async function listRemote(cwd, remote, patterns, env, timeoutMs = REMOTE_LIST_TIMEOUT_MS) {
  let result = await runGit(["ls-remote", remote, ...patterns], {
    cwd,
    env,
    allowedCodes: [128],
    timeoutMs
  });
  if (result.code !== 0) {
    let reason = result.stderr.split(`
`).map((l) => l.trim()).find((l) => /^(fatal|error|remote):/.test(l))?.replace(/^(fatal|error):\s*/, "") ?? "exit code 128", refused = /Authentication failed|could not read Username|403|401/i.test(result.stderr);
    throw new GitError(
      refused ? refusedCredentials(remote, reason, result.stderr) : `could not read the remote "${remote}" (${reason}); check the network, the remote URL and that the token may read the repository`
    );
  }
  return result.stdout;
}
function parseListing(stdout, keep) {
  let found = /* @__PURE__ */ new Map();
  for (let line of stdout.split(`
`)) {
    let [commit = "", ref = ""] = line.split("	"), name = ref.endsWith("^{}") ? ref.slice(0, -3) : ref;
    commit === "" || !keep(name) || (ref.endsWith("^{}") || !found.has(name)) && found.set(name, commit);
  }
  return found;
}
async function pushReleaseRefs(cwd, remote, refs, env, provider) {
  let specs = [];
  if (refs.tag !== void 0 && specs.push(`refs/tags/${refs.tag}:refs/tags/${refs.tag}`), refs.branch && specs.push(`${refs.branch.commit}:refs/heads/${refs.branch.name}`), specs.length === 0) return { upToDate: [] };
  let result = await runGit(
    ["push", "--porcelain", ...specs.length > 1 ? ["--atomic"] : [], remote, ...specs],
    { cwd, env, allowedCodes: [1, 128] }
  );
  if (result.code !== 0) {
    let what = [refs.tag, refs.branch?.name].filter((x) => x !== void 0).join(" and ");
    throw pushFailure(what, remote, result, provider);
  }
  return { upToDate: result.stdout.split(`
`).filter((line) => line.startsWith("=	")).map((line) => (line.split("	")[1] ?? "").split(":").at(-1) ?? "").map((ref) => ref.replace(/^refs\/(tags|heads)\//, "")) };
}
var GITLAB_SAYS = /\bGitLab\b|HTTP Basic: Access denied/, GITLAB_PUSH = 'check that the token may push there on GitLab: the Developer role, Maintainer (or a role allowed under Settings \u2192 Repository \u2192 Protected branches or Protected tags) for a protected branch or tag; for CI_JOB_TOKEN, "Allow Git push requests to the repository" under Settings \u2192 CI/CD \u2192 Job token permissions, or give GITLAB_TOKEN';
function refusedCredentials(remote, reason, stderr) {
  let variables = GITLAB_SAYS.test(stderr) ? "host.token_env, GITLAB_TOKEN or GL_TOKEN, or CI_JOB_TOKEN in GitLab CI" : "host.token_env, GITHUB_TOKEN or GH_TOKEN";
  return `the remote "${remote}" refused the credentials (${reason}); give a token that may read and push the repository (${variables})`;
}

// src/core/loopback.ts
function isLoopbackAddress(url) {
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(url.hostname) || url.hostname === "[::1]";
}
function isSafeForToken(url) {
  return url.protocol === "https:" || url.protocol === "http:" && isLoopbackAddress(url);
}

// src/host/remote-url.ts
function parseRemoteUrl(url, nested = !1) {
  let text = url.trim(), scheme, host, path, scp = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/\/)(.+)$/.exec(text);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    let parsed;
    try {
      parsed = new URL(text);
    } catch {
      return;
    }
    scheme = parsed.protocol.replace(/:$/, "").toLowerCase(), host = parsed.hostname, path = decodeURIComponent(parsed.pathname);
  } else if (scp !== null)
    scheme = "ssh", host = scp[1], path = scp[2];
  else
    return;
  let parts = path.replace(/\/+$/, "").replace(/\.git$/, "").split("/").filter((p) => p !== "");
  if (parts.length < 2 || host === "") return;
  let owners = nested ? parts.slice(0, -1) : parts.slice(-2, -1), repo = parts[parts.length - 1];
  if (!(!owners.every((o) => SEGMENT.test(o)) || !SEGMENT.test(repo)))
    return { scheme, host, owner: owners.join("/"), repo };
}
var SEGMENT = /^[A-Za-z0-9_.-]+$/;
function parseRepositoryName(text, nested = !1) {
  let parts = text.trim().replace(/\.git$/, "").split("/");
  if (!(parts.length < 2 || !nested && parts.length > 2) && parts.every((p) => SEGMENT.test(p)))
    return { owner: parts.slice(0, -1).join("/"), repo: parts[parts.length - 1] };
}

// src/host/settings.ts
var PUBLIC_API = "https://api.github.com", GITLAB_COM = "gitlab.com";
function resolveHostSettings(config, env, originUrl) {
  let target = resolveHostTarget(config, env, originUrl), found = findHostToken(config, env, originUrl);
  if (found === void 0)
    throw target.provider === "gitlab" ? new ConfigError(
      `no token for GitLab: set ${privateTokenNeed(config)} to a project or personal access token with the api scope (host.token_env names the variable); in GitLab CI, CI_JOB_TOKEN is used for releases and the package registry, and release-pr's merge requests need GITLAB_TOKEN as a masked CI/CD variable`
    ) : new ConfigError(
      `no token for the code host: set ${config.host.token_env}${config.host.token_env === "GH_TOKEN" ? "" : " or GH_TOKEN"} (host.token_env names the variable); in GitHub Actions pass GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }} in env and give the workflow "permissions: contents: write, pull-requests: write"`
    );
  return { ...target, token: found.token, tokenVariable: found.variable, tokenKind: found.kind };
}
function resolveHostTarget(config, env, originUrl) {
  let host = config.host, provider = resolveProvider(config, env, originUrl), repository = resolveRepository(config, env, originUrl, provider), apiUrl = resolveApiUrl(config, env, originUrl), example = provider === "gitlab" ? "https://HOST/api/v4" : "https://HOST/api/v3";
  if (!/^https?:\/\/[^/\s]/.test(apiUrl) || !URL.canParse(apiUrl))
    throw new ConfigError(
      `${apiUrlSource(config, env, provider)} = "${apiUrl}" is not an http(s) URL (e.g. ${example})`
    );
  if (hasUserInfo(apiUrl))
    throw new ConfigError(
      `${apiUrlSource(config, env, provider)} carries a user name or password; remove them from the URL and give the token in ${tokenVariables(config, provider)[0]?.variable} (host.token_env names the variable)`
    );
  if (!isSafeForToken(new URL(apiUrl)))
    throw new ConfigError(
      `${apiUrlSource(config, env, provider)} = "${apiUrl}" is plain http, which would send the code host's token unencrypted; use https (plain http is allowed only to a loopback address such as 127.0.0.1 or [::1], not to a name, not even localhost)`
    );
  return {
    provider,
    apiUrl,
    repository,
    maxRateLimitWait: host.max_rate_limit_wait,
    retryBaseMs: milliseconds("RELEASER_RETRY_DELAY_MS", env.RELEASER_RETRY_DELAY_MS, 1e3, 0, 6e4),
    requestTimeoutMs: milliseconds(
      "RELEASER_HTTP_TIMEOUT_MS",
      env.RELEASER_HTTP_TIMEOUT_MS,
      3e4,
      100,
      6e5
    ),
    rateLimitSecondMs: milliseconds(
      "RELEASER_RATE_LIMIT_SECOND_MS",
      env.RELEASER_RATE_LIMIT_SECOND_MS,
      1e3,
      0,
      1e3
    )
  };
}
function resolveProvider(config, env, originUrl) {
  let chosen = config.host.provider;
  if (chosen !== "auto") return chosen;
  if (/\/api\/v4\/*$/.test(config.host.api_url)) return "gitlab";
  let origin = originUrl === void 0 ? void 0 : parseRemoteUrl(originUrl);
  if (origin === void 0) return "github";
  let host = origin.host.toLowerCase();
  if (isGitLabCom(host)) return "gitlab";
  let server = env.CI_SERVER_URL?.trim();
  return server && URL.canParse(server) && new URL(server).hostname.toLowerCase() === host ? "gitlab" : "github";
}
var isGitLabCom = (host) => {
  let name = host.toLowerCase();
  return name === GITLAB_COM || name.endsWith(`.${GITLAB_COM}`);
};
function resolveRepository(config, env, originUrl, provider) {
  let host = config.host, nested = provider === "gitlab", shape = nested ? '"group/project" (subgroups allowed: "group/sub/project")' : '"owner/repo"';
  if (host.repository !== "") {
    let named = parseRepositoryName(host.repository, nested);
    if (named === void 0)
      throw new ConfigError(
        `host.repository = "${host.repository}" is not of the form ${shape}; fix it or remove it to use the origin remote`
      );
    return named;
  }
  let fromCi = nested ? env.CI_PROJECT_PATH?.trim() : void 0;
  if (fromCi) {
    let named = parseRepositoryName(fromCi, !0);
    if (named === void 0)
      throw new ConfigError(
        `CI_PROJECT_PATH = "${fromCi}" is not a GitLab project path; set host.repository = "group/project" in [tool.releaser]`
      );
    return named;
  }
  if (originUrl === void 0)
    throw new ConfigError(
      `cannot tell which repository to release: there is no "origin" remote; add one (git remote add origin URL) or set host.repository = ${shape} in [tool.releaser]`
    );
  let parsed = parseRemoteUrl(originUrl, nested);
  if (parsed !== void 0 && !nested && isGitLabCom(parsed.host))
    throw new ConfigError(
      `origin is on ${parsed.host} but host.provider = "github"; set host.provider = "gitlab" (or remove it), or name the GitHub repository in host.repository = "owner/repo"`
    );
  if (parsed === void 0)
    throw new ConfigError(
      `cannot tell which repository to release from the "origin" remote URL; set host.repository = ${shape} in [tool.releaser]`
    );
  return { owner: parsed.owner, repo: parsed.repo };
}
function apiUrlSource(config, env, provider) {
  return config.host.api_url !== PUBLIC_API ? "host.api_url" : provider === "gitlab" ? env.CI_API_V4_URL?.trim() ? "CI_API_V4_URL" : "host.api_url" : env.GITHUB_API_URL ? "GITHUB_API_URL" : "host.api_url";
}
function tokenVariables(config, provider) {
  let named = config.host.token_env;
  if (provider === "github")
    return [.../* @__PURE__ */ new Set([named, "GH_TOKEN"])].map((variable) => ({ variable, kind: "private" }));
  let first = named === "GITHUB_TOKEN" ? [] : [named];
  return [.../* @__PURE__ */ new Set([...first, "GITLAB_TOKEN", "GL_TOKEN", "CI_JOB_TOKEN"])].map((variable) => ({
    variable,
    kind: variable === "CI_JOB_TOKEN" ? "job" : "private"
  }));
}
function hostTokenNeed(config, provider = "github") {
  let [first, ...rest] = tokenVariables(config, provider).map((t) => t.variable);
  return rest.length === 0 ? first : `${first} (or ${rest.join(", ")})`;
}
function privateTokenNeed(config) {
  let [first, ...rest] = tokenVariables(config, "gitlab").filter((t) => t.kind === "private").map((t) => t.variable);
  return rest.length === 0 ? first : `${first} (or ${rest.join(", ")})`;
}
function milliseconds(name, value, fallback, min, max) {
  if (value === void 0 || value.trim() === "") return fallback;
  let ms = Number(value);
  if (!Number.isInteger(ms) || ms < min || ms > max)
    throw new ConfigError(
      `${name}="${value}" is not a whole number of milliseconds from ${min} to ${max}; unset it (default ${fallback})`
    );
  return ms;
}
function resolveApiUrl(config, env, originUrl) {
  let configured = config.host.api_url, apiUrl = configured;
  if (configured === PUBLIC_API)
    if (resolveProvider(config, env, originUrl) === "gitlab") {
      let host = gitlabHost(originUrl);
      apiUrl = env.CI_API_V4_URL?.trim() || `${host.startsWith("http://") ? host : `https://${host}`}/api/v4`;
    } else env.GITHUB_API_URL && (apiUrl = env.GITHUB_API_URL);
  return apiUrl.replace(/\/+$/, "");
}
function gitlabHost(originUrl) {
  let origin = originUrl === void 0 ? void 0 : parseRemoteUrl(originUrl);
  if (origin === void 0 || originUrl === void 0) return GITLAB_COM;
  if (origin.scheme === "https" || origin.scheme === "http") {
    let url = new URL(originUrl.trim());
    return origin.scheme === "http" ? `http://${url.host}` : url.host;
  }
  return origin.host;
}
function findHostToken(config, env, originUrl) {
  for (let { variable, kind } of tokenVariables(config, resolveProvider(config, env, originUrl))) {
    let token = env[variable]?.trim();
    if (token) return { token, variable, kind };
  }
}

// src/fs/write-atomic.ts
import { open, rename, stat as stat6, unlink } from "node:fs/promises";
var written = 0;
function tempSuffix() {
  return written = (written + 1) % 256, ((Date.now() % 16777216 << 8 | written) >>> 0).toString(16).padStart(8, "0");
}
async function writeFileAtomic(path, text, beforeRename = () => {
}) {
  let mode = await stat6(path).then(
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

// src/git/worktree.ts
import { lstat as lstat6 } from "node:fs/promises";
import { join as join12 } from "node:path";
async function readStatus(cwd, untracked, env) {
  let { stdout } = await runGit(
    ["status", "--porcelain=v1", "-z", `--untracked-files=${untracked ? "all" : "no"}`],
    { cwd, env }
  ), entries = [], fields = stdout.split("\0");
  for (let i = 0; i < fields.length; i++) {
    let field = fields[i] ?? "";
    if (field.length < 4) continue;
    let code = field.slice(0, 2);
    entries.push({ code, path: field.slice(3) }), (code.startsWith("R") || code.startsWith("C")) && i++;
  }
  return entries;
}
async function commitPaths(cwd, paths, message, env, afterStage) {
  return await runGit(["add", "--", ...paths], { cwd, env }), afterStage?.(), await runGit(["commit", "--quiet", "-m", message, "--", ...paths], { cwd, env }), (await runGit(["rev-parse", "HEAD"], { cwd, env })).stdout.trim();
}
async function commitEmpty(root, message, env) {
  return await runGit(["commit", "--quiet", "--allow-empty", "--only", "-m", message], { cwd: root, env }), (await runGit(["rev-parse", "HEAD"], { cwd: root, env })).stdout.trim();
}
async function unstagePaths(cwd, paths, env) {
  await runGit(["reset", "--quiet", "--", ...paths], { cwd, env, allowedCodes: [1] });
}
var IN_PROGRESS = [
  ["rebase-merge", "a rebase", "git rebase --continue or git rebase --abort"],
  ["rebase-apply", "a rebase or git am", "git rebase --continue (git am --continue) or --abort"],
  ["MERGE_HEAD", "a merge", "git commit to conclude it, or git merge --abort"],
  ["CHERRY_PICK_HEAD", "a cherry-pick", "git cherry-pick --continue or git cherry-pick --abort"],
  ["REVERT_HEAD", "a revert", "git revert --continue or git revert --abort"],
  [
    "index.lock",
    "another git command (index.lock exists)",
    "wait for it; if no git process is running, delete .git/index.lock"
  ]
];
async function describeOperationInProgress(gitDir) {
  for (let [file, what, finish] of IN_PROGRESS)
    if (await lstat6(join12(gitDir, file)).then(
      () => !0,
      () => !1
    ))
      return `${what} is in progress in this repository; finish it first (${finish})`;
}
async function checkCommitIdentity(cwd, env) {
  for (let variable of ["GIT_AUTHOR_IDENT", "GIT_COMMITTER_IDENT"])
    if ((await runGit(["var", variable], { cwd, env, allowedCodes: [128] })).code !== 0)
      throw new GitError(
        `git has no ${variable === "GIT_AUTHOR_IDENT" ? "author" : "committer"} identity to make the release commit with; set one with \`git config user.name "Your Name"\` and \`git config user.email you@example.com\` (in CI, e.g. the github-actions[bot] identity), nothing was changed`
      );
}
async function readCurrentBranch(cwd, env) {
  let result = await runGit(["symbolic-ref", "--quiet", "--short", "HEAD"], {
    cwd,
    env,
    allowedCodes: [1]
  });
  return result.code === 0 ? result.stdout.trim() : void 0;
}

// src/git/head-branch.ts
import { readFile as readFile4 } from "node:fs/promises";
import { join as join13 } from "node:path";
async function readHeadBranchOf(repo, env) {
  return onBranch(repo, env, await readFile4(join13(repo.gitDir, "HEAD"), "utf8").catch(() => {
  }));
}
async function readHeadBranchAt(root, env) {
  let dirs = await gitDirsOf(root, env), text = dirs === void 0 ? void 0 : await readFile4(join13(dirs.own, "HEAD"), "utf8").catch(() => {
  });
  return onBranch({ root, head: void 0 }, env, text);
}
async function onBranch(repo, env, text) {
  let ref = text === void 0 ? void 0 : /^ref: refs\/heads\/(.+)\n?$/.exec(text)?.[1], current = ref !== void 0 && ref !== ".invalid" ? ref : text !== void 0 && /^[0-9a-f]{40,64}\n?$/.test(text) ? void 0 : await readCurrentBranch(repo.root, env);
  if (current !== void 0 || env.GITLAB_CI !== "true") return current;
  let branch = env.CI_COMMIT_BRANCH?.trim(), commit = env.CI_COMMIT_SHA?.trim();
  if (!branch || !commit) return;
  let head = repo.head ?? await readHeadCommit(repo.root, env);
  return commit === head ? branch : void 0;
}
async function readHeadCommit(root, env) {
  return (await runGit(["rev-parse", "--verify", "--quiet", "HEAD"], {
    cwd: root,
    env,
    allowedCodes: [1]
  })).stdout.trim() || void 0;
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

// src/git/history.ts
import { readFile as readFile5 } from "node:fs/promises";
import { join as join14 } from "node:path";

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
      let record2 = Buffer.concat(pending, pendingLength);
      pending = [], pendingLength = 0, record2.some((byte) => !isSpaceByte(byte)) && onRecord(record2, 0, record2.length);
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

// src/git/release-branch-side.ts
async function readBranchSide(cwd, tagCommit, mainLine, env) {
  let { stdout } = await runGit(
    [
      "-c",
      "log.showSignature=false",
      "log",
      "--ignore-missing",
      "--no-color",
      "--encoding=UTF-8",
      "--format=%x01%H%x02%P%x02%s%x02%B",
      tagCommit,
      "--not",
      "HEAD",
      ...mainLine,
      "--"
    ],
    { cwd, env }
  ), commits = [];
  for (let record2 of stdout.split("").slice(1)) {
    let [hash = "", parents = "", subject = "", body = ""] = record2.split("");
    commits.push({ hash, subject, body, merge: parents.trim().split(" ").length > 1 });
  }
  return { merged: !commits.some((c) => c.hash === tagCommit), commits };
}
async function releasedAsCherryPicks(cwd, side, mine, env) {
  let released = /* @__PURE__ */ new Set();
  for (let c of side)
    for (let m of c.body.matchAll(/\(cherry picked from commit ([0-9a-f]{40})\)/g))
      released.add(m[1]);
  let bySubject = /* @__PURE__ */ new Map();
  for (let c of side) {
    if (c.merge) continue;
    let list = bySubject.get(c.subject) ?? [];
    list.push(c.hash), bySubject.set(c.subject, list);
  }
  let pairs = mine.filter((c) => !released.has(c.hash) && bySubject.has(c.subject)).map((c) => ({ hash: c.hash, theirs: bySubject.get(c.subject) ?? [] }));
  if (pairs.length === 0) return released;
  let wanted = [...new Set(pairs.flatMap((p) => [p.hash, ...p.theirs]))], changes = await readChanges(cwd, wanted, env);
  for (let pair of pairs) {
    let change = changes.get(pair.hash);
    change === void 0 || change === "" || pair.theirs.some((hash) => changes.get(hash) === change) && released.add(pair.hash);
  }
  return released;
}
async function readChanges(cwd, hashes, env) {
  let { stdout } = await runGit(
    ["show", "--no-color", "--no-ext-diff", "--format=%x01%H", "--patch", "--stdin"],
    { cwd, env, input: `${hashes.join(`
`)}
` }
  ), changes = /* @__PURE__ */ new Map();
  for (let record2 of stdout.split("").slice(1)) {
    let newline = record2.indexOf(`
`), hash = (newline === -1 ? record2 : record2.slice(0, newline)).trim();
    changes.set(hash, normaliseDiff(newline === -1 ? "" : record2.slice(newline + 1)));
  }
  return changes;
}
function normaliseDiff(diff) {
  let kept = [];
  for (let line of diff.split(`
`))
    if (line.startsWith("diff --git ")) kept.push(line);
    else {
      if (line.startsWith("+++") || line.startsWith("---")) continue;
      (line.startsWith("+") || line.startsWith("-")) && kept.push(line.replace(/\s+/g, ""));
    }
  return kept.join(`
`);
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
  let best = chooseBase(tags.all, tags.all);
  if (best === void 0)
    return { baseTag: void 0, range: await readRange(repo.root, void 0, map, env) };
  let commit = tags.commits.get(best);
  if (commit === repo.head) return { baseTag: best, range: { commits: [], boundary: /* @__PURE__ */ new Set() } };
  let range = await readRange(repo.root, `refs/tags/${best}`, map, env);
  if (commit !== void 0 && range.boundary.has(commit)) return { baseTag: best, range };
  let baseTag = await chooseMergedBase(repo, tags, best, range, chooseBase, env);
  if (commit !== void 0 && range.boundary.size > 0 && await cutAfter(repo.root, baseTag === void 0 ? void 0 : tags.commits.get(baseTag), commit, env)) {
    let side = await readBranchSide(repo.root, commit, mainLine, env);
    if (!side.merged) {
      let mine = range.commits.map((c) => ({ hash: c.commit.hash, subject: subjectOf(c) })), released = await releasedAsCherryPicks(repo.root, side.commits, mine, env), commits = range.commits.filter((c) => !released.has(c.commit.hash));
      return {
        baseTag: best,
        range: { commits, boundary: range.boundary },
        releasedOnBranch: { cherryPicks: range.commits.length - commits.length }
      };
    }
  }
  if (baseTag === void 0) return { baseTag, range: await readRange(repo.root, void 0, map, env) };
  let baseCommit = tags.commits.get(baseTag);
  return baseCommit === repo.head ? { baseTag, range: { commits: [], boundary: /* @__PURE__ */ new Set() } } : range.boundary.size === 1 && baseCommit !== void 0 && range.boundary.has(baseCommit) ? { baseTag, range } : { baseTag, range: await readRange(repo.root, `refs/tags/${baseTag}`, map, env) };
}
async function cutAfter(cwd, mergedBase, tagCommit, env) {
  return mergedBase === void 0 ? !0 : (await runGit(["merge-base", "--is-ancestor", mergedBase, tagCommit], {
    cwd,
    env,
    allowedCodes: [1]
  })).code === 0;
}
function subjectOf(record2) {
  let subject = record2.subject;
  return typeof subject == "string" ? subject : "";
}
async function chooseMergedBase(repo, tags, best, range, chooseBase, env) {
  let seen = new Set(range.boundary);
  for (let c of range.commits) seen.add(c.commit.hash);
  seen.add(repo.head);
  let known = tags.all.filter((tag) => seen.has(tags.commits.get(tag) ?? "")), knownSet = new Set(known), found = chooseBase(known, tags.all), rivals = tags.all.filter(
    (tag) => tag !== best && !knownSet.has(tag) && (found === void 0 ? chooseBase([tag], tags.all) === tag : chooseBase([found, tag], tags.all) === tag)
  );
  if (rivals.length === 0) return found;
  let merged = await mergedAmong(repo.root, rivals, tags, env);
  return chooseBase(merged === void 0 ? await readMergedTags(repo.root, env) : [...known, ...merged], tags.all);
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
    let text = await readFile5(join14(gitDir, "shallow"), "utf8");
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

export {
  PACKAGE_TAG_FORMAT,
  loadPackageConfig,
  openRepository,
  readTags,
  readTagCommit,
  createAnnotatedTag,
  deleteTag,
  findWorkspace,
  pathInRepository,
  asPackageError,
  writeFileAtomic,
  gitDirsOf,
  readSymbolicRefFile,
  readStatus,
  commitPaths,
  commitEmpty,
  unstagePaths,
  describeOperationInProgress,
  checkCommitIdentity,
  readCurrentBranch,
  readHeadBranchOf,
  readHeadBranchAt,
  readPlanCommit,
  readHistory,
  exists2 as exists,
  versionFileEntryFor,
  tomlTableAt,
  findStaleCopies,
  readProject,
  writtenFiles,
  releaseDate,
  calverStyle,
  withVersionScheme,
  releaseClock,
  readRemoteUrl,
  gitAuthEnv,
  fetchRemoteBranch,
  forcePushBranch,
  readRemoteRefs,
  readRemoteBranchAndTags,
  readRemoteTags,
  REMOTE_LIST_TIMEOUT_MS,
  pushReleaseRefs,
  refusedCredentials,
  isLoopbackAddress,
  isSafeForToken,
  parseRemoteUrl,
  resolveHostSettings,
  resolveHostTarget,
  resolveProvider,
  hostTokenNeed,
  resolveApiUrl,
  findHostToken
};
