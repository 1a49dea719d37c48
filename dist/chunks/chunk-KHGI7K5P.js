#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  HATCH_DEFAULT_PATTERN,
  NOT_RELEASED,
  changelogMarkup,
  compileVersionPattern,
  fillTemplate,
  findVersionByPattern,
  gitEnv,
  gitFailure,
  headingLike,
  headingVersion,
  inLine,
  isAdornment,
  isConfigured,
  isUnreleasedHeading,
  isVersionHeading,
  looksLikeVersionHeading,
  parse,
  parseToml,
  parseVersionFileEntry,
  readRepoText,
  replaceVersionByPattern,
  runGit,
  spawnError,
  sphinxReleaseStart,
  versionHeading
} from "./chunk-JCLYMUD7.js";
import {
  BREAKING_TITLE,
  DEFAULT_FRAGMENT_TYPES,
  DEFAULT_SECTIONS,
  MAINTENANCE_ENTRY,
  bumpOfCommit,
  bumpOfFragmentType,
  canonicalRelease,
  fragmentTypeOf,
  normalisePackageName,
  parseCommit,
  parseSection,
  parseSubjectCommit,
  toPlanCommit
} from "./chunk-4657AF6W.js";
import {
  compileTagFormat,
  parseCalverFormat,
  periodOf
} from "./chunk-PB6TKFMF.js";
import {
  compareVersions,
  formatVersion,
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
  VersionFileError
} from "./chunk-DSG6HE4L.js";

// src/workspace/members.ts
import { lstat } from "node:fs/promises";
import { join } from "node:path";

// src/workspace/entry-path.ts
import { isAbsolute, posix } from "node:path";
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

// src/workspace/members.ts
async function findWorkspace(root, input) {
  let list = memberList(input);
  if (list === void 0) return;
  let { matchMembers } = await import("./member-folders-E4YGRFOS.js"), { folders, named: named2 } = await matchMembers(root, list);
  if (folders.size === 0) {
    if (isProject(input.rootPyproject)) return;
    throw new ConfigError(
      `${list.source} matches no folder with a pyproject.toml and the root has no [project]; there is no package to release: fix the globs`
    );
  }
  let members = [];
  for (let folder of [...folders.values()].sort((a, b) => compare(a.rel, b.rel))) {
    let data = folder.rel === "." ? input.rootPyproject : await readPyproject(root, folder.rel);
    table(table(data, "tool"), "uv")?.package !== !1 && (!named2.has(folder.rel) && folder.rel !== "." && !isProject(data) && projectName(data) === void 0 || (await refuseSubmodule(folder), members.push(memberOf(folder.rel, data))));
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
  if (!(folder.rel === "." || await lstat(join(folder.abs, ".git")).catch(() => {
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

// src/core/version-signs.ts
var DIRECTIVE_NEEDLES = ["versionadded", "versionchanged", "deprecated::", "{deprecated}"], REMOVAL_NEEDLES = ["removed in", "Removed in", "removal in", "YORE: Bump"], SIGN_NEEDLES = [...DIRECTIVE_NEEDLES, ...REMOVAL_NEEDLES], NUMBER = String.raw`v?(\d+\.\d+(?:\.\d+)?)(?!\.?\d|[\w+!]|[.-][\dA-Za-z])`, DIRECTIVE = new RegExp(
  String.raw`(?:\.\.\s*(?:versionadded|versionchanged|deprecated)::?|\{(?:versionadded|versionchanged|deprecated)\}` + "`?" + String.raw`)\s*${NUMBER}`
), REMOVAL = new RegExp(
  String.raw`\b(?:(?:will|to)\s+be\s+removed|(?:scheduled|planned)\s+for\s+removal|removed|removal)\s+(?:in|by|for)\s+(?:(?!python\b)([a-z][\w.-]*?)\s+)?${NUMBER}`,
  "i"
), YORE = /YORE:\s*Bump\s+(\d+(?:\.\d+){0,2})(?![.\d])/;
function readDirective(line) {
  let match = DIRECTIVE.exec(line.text);
  return match === null ? void 0 : named(line, match[1], match[0]);
}
function readRemovalPromise(line, project) {
  let removal = REMOVAL.exec(line.text);
  if (removal !== null) {
    let name = removal[1];
    return project !== void 0 && name !== void 0 && !namesProject(name, project) ? void 0 : named(line, removal[2], removal[0]);
  }
  let yore = YORE.exec(line.text);
  return yore === null ? void 0 : named(line, yore[1], yore[0]);
}
function namesProject(name, project) {
  let normal = (text) => text.toLowerCase().replace(/[-_.]+/g, "-");
  return normal(name) === "version" || normal(name) === normal(project);
}
function named(line, spelled, words) {
  let parsed = spelled === void 0 ? void 0 : parseVersion(spelled);
  if (!(spelled === void 0 || parsed === void 0))
    return {
      version: canonicalRelease(parsed),
      spelled,
      words: words.trim(),
      path: line.path,
      line: line.line
    };
}
function isComingVersion(version, released) {
  let { line } = released, finals = released.tagged.filter(
    (v) => isFinalRelease(v) && v.local === void 0 && (line === void 0 || inLine(line, v))
  );
  if (finals.length === 0 || released.tagged.some((v) => compareVersions(v, version) === 0) || line !== void 0 && !inLine(line, version)) return !1;
  let last2 = finals.reduce((a, b) => compareVersions(a, b) >= 0 ? a : b);
  if (compareVersions(version, last2) <= 0) return !1;
  let nextMajor = { epoch: last2.epoch, release: [(last2.release[0] ?? 0) + 1, 0, 0] };
  return compareVersions(version, nextMajor) <= 0;
}
function directivesComing(lines, released) {
  let found = lines.flatMap((l) => readDirective(l) ?? []).filter((n) => isComingVersion(n.version, released)), lowest = lowestOf(found);
  if (lowest === void 0) return;
  let count = found.filter((n) => compareVersions(n.version, lowest.version) === 0).length;
  return { sign: lowest, count };
}
function removalsCarriedOut(atBase, atHead, released, project) {
  let promised = atBase.flatMap((l) => readRemovalPromise(l, project) ?? []).filter((n) => isComingVersion(n.version, released)), left = atHead.flatMap((l) => readRemovalPromise(l, project) ?? []), done = promised.filter((p) => !left.some((n) => compareVersions(n.version, p.version) === 0));
  return lowestOf(done);
}
function lowestOf(found) {
  let lowest;
  for (let n of found)
    (lowest === void 0 || compareVersions(n.version, lowest.version) < 0) && (lowest = n);
  return lowest;
}
function signVersion(sign) {
  return formatVersion(sign.version);
}

// src/git/grep.ts
async function grepTracked(root, needles) {
  return grepIn(root, void 0, needles);
}
async function grepTree(root, rev, needles) {
  return grepIn(root, rev, needles);
}
async function grepIn(root, rev, needles) {
  if (needles.length === 0) return [];
  let args = [
    "grep",
    "-n",
    "-I",
    ...needles.length === 1 ? ["-F", "-e", needles[0]] : ["-E", "-e", needles.map(literal).join("|")],
    "--no-color",
    "-z",
    ...rev === void 0 ? [] : [rev],
    "--",
    "."
  ], result = await runGit(args, { cwd: root, allowedCodes: [1, 128] }).catch(() => {
  });
  if (result === void 0 || result.code !== 0) return [];
  let prefix = rev === void 0 ? "" : `${rev}:`, lines = [];
  for (let record2 of result.stdout.split(`
`)) {
    let [named2, lineText, ...rest] = record2.split("\0");
    if (named2 === void 0 || lineText === void 0 || rest.length === 0) continue;
    let path = named2.startsWith(prefix) ? named2.slice(prefix.length) : named2;
    lines.push({ path, line: Number(lineText), text: rest.join("\0") });
  }
  return lines;
}
function literal(needle) {
  return needle.replace(/[\\^$.|?*+()[\]{}]/g, "\\$&");
}

// src/git/head-branch.ts
import { readFile as readFile2 } from "node:fs/promises";
import { join as join4 } from "node:path";

// src/git/git-dir.ts
import { readFile, stat } from "node:fs/promises";
import { isAbsolute as isAbsolute2, join as join2, resolve } from "node:path";
async function gitDirsOf(root, env) {
  if (env.GIT_DIR || env.GIT_COMMON_DIR) return;
  let dotGit = join2(root, ".git"), asFile = await readFile(dotGit, "utf8").catch(
    (error) => error.code === "EISDIR" ? null : void 0
  ), dirs;
  if (asFile === null) dirs = { own: dotGit, common: dotGit };
  else {
    if (asFile === void 0) return;
    let gitdir = /^gitdir:\s*(.+?)\s*$/m.exec(asFile)?.[1];
    if (gitdir === void 0) return;
    let own = isAbsolute2(gitdir) ? gitdir : resolve(root, gitdir), common = (await readFile(join2(own, "commondir"), "utf8").catch(() => {
    }))?.trim();
    dirs = { own, common: common === void 0 ? own : isAbsolute2(common) ? common : resolve(own, common) };
  }
  if (!await stat(join2(dirs.common, "reftable")).then(
    () => !0,
    () => !1
  ))
    return dirs;
}
async function readSymbolicRefFile(dir, ref) {
  let text = await readFile(join2(dir, ref), "utf8").catch(() => {
  });
  return text === void 0 ? void 0 : /^ref: (\S+)\s*$/.exec(text)?.[1];
}

// src/git/worktree.ts
import { lstat as lstat2 } from "node:fs/promises";
import { join as join3 } from "node:path";
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
    if (await lstat2(join3(gitDir, file)).then(
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
async function readHeadBranchOf(repo, env) {
  return onBranch(repo, env, await readFile2(join4(repo.gitDir, "HEAD"), "utf8").catch(() => {
  }));
}
async function readHeadBranchAt(root, env) {
  let dirs = await gitDirsOf(root, env), text = dirs === void 0 ? void 0 : await readFile2(join4(dirs.own, "HEAD"), "utf8").catch(() => {
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
      "--format=%x01%H%x02%s%x02%B",
      tagCommit,
      "--not",
      "HEAD",
      ...mainLine,
      "--"
    ],
    { cwd, env }
  ), commits = [];
  for (let record2 of stdout.split("").slice(1)) {
    let [hash = "", subject = "", body = ""] = record2.split("");
    commits.push({ hash, subject, body });
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
    ["show", "--no-merges", "--no-color", "--no-ext-diff", "--format=%x01%H", "--patch", "--stdin"],
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
function gitSubject(message) {
  let lines = [];
  for (let line of message.split(`
`)) {
    let trimmed = line.replace(/[ \t\r]+$/, "");
    if (trimmed === "") break;
    lines.push(trimmed);
  }
  return lines.join(" ");
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
  let splitter = createRecordSplitter(onRecord), child = spawn("git", args, {
    cwd,
    env: { ...gitEnv(env), GIT_FLUSH: "0" },
    stdio: ["ignore", "pipe", "pipe"]
  }), stopped = !1, started = now();
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
  let { commits, boundary } = await walk(
    cwd,
    since === void 0 ? ["HEAD"] : ["--boundary", `${since}..HEAD`],
    map,
    env
  );
  return { commits, boundary };
}
function readRangeAndSide(cwd, since, map, env) {
  return walk(cwd, ["--left-right", "--boundary", `${since}...HEAD`], map, env);
}
async function readRecent(cwd, from, count, map, env, paths = []) {
  let commits = [];
  return await streamGit(
    cwd,
    [...LOG_ARGS, "--no-merges", "-n", String(count), from, "--", ...paths],
    (bytes, start, end) => commits.push(map(bytes, start + 1, end)),
    env
  ).done, commits;
}
async function walk(cwd, revisions, map, env) {
  let commits = [], boundary = /* @__PURE__ */ new Set(), side = [];
  return await streamGit(
    cwd,
    [...LOG_ARGS, ...revisions, "--"],
    (bytes, start, end) => {
      let mark = bytes[start];
      if (mark === 45) boundary.add(decodeRawCommit(bytes, start + 1, end).hash);
      else if (mark === 60) {
        let { hash, message } = decodeRawCommit(bytes, start + 1, end);
        side.push({ hash, subject: gitSubject(message), body: message });
      } else commits.push(map(bytes, start + 1, end));
    },
    env
  ).done, { commits, boundary, side };
}

// src/git/history.ts
import { readFile as readFile4 } from "node:fs/promises";
import { join as join6 } from "node:path";

// src/git/repository-files.ts
import { lstat as lstat3, readFile as readFile3, realpath, stat as stat2 } from "node:fs/promises";
import { dirname, join as join5 } from "node:path";
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
  let device = (await stat2(dir)).dev;
  for (; ; ) {
    let dotGit = join5(dir, ".git"), found = await lstat3(dotGit).catch(() => {
    });
    if (found !== void 0)
      return !found.isDirectory() || found.uid !== uid ? void 0 : readPlainRepository(dir, dotGit);
    if (await exists(join5(dir, "HEAD"))) return;
    let parent = dirname(dir);
    if (parent === dir) return;
    let up = await stat2(parent).catch(() => {
    });
    if (up === void 0 || up.dev !== device) return;
    dir = parent;
  }
}
async function readPlainRepository(root, gitDir) {
  let [config, headText, owner, objects, refs] = await Promise.all([
    readFile3(join5(gitDir, "config"), "utf8").catch(() => {
    }),
    readFile3(join5(gitDir, "HEAD"), "utf8").catch(() => {
    }),
    stat2(root).catch(() => {
    }),
    isDirectory(join5(gitDir, "objects")),
    isDirectory(join5(gitDir, "refs"))
  ]);
  if (config === void 0 || headText === void 0 || owner?.uid !== process.getuid?.() || !objects || !refs || /^\s*(\[[^\]]*\]\s*)?(worktree\s*=|bare\b(?!\s*=\s*false\s*$)|\[\s*include|worktreeconfig|refstorage)/im.test(
    config
  ) || await exists(join5(gitDir, "commondir"))) return;
  let head = await resolveHead(gitDir, headText);
  if (head === void 0) return;
  let shallow = await exists(join5(gitDir, "shallow"));
  return { root, gitDir, shallow, head };
}
async function resolveHead(gitDir, text) {
  let detached = HASH.exec(text)?.[1];
  if (detached !== void 0) return detached;
  let ref = /^ref: (refs\/heads\/[^\s]+)\n?$/.exec(text)?.[1];
  if (ref === void 0 || ref.includes("..")) return;
  let loose = await readFile3(join5(gitDir, ref), "utf8").catch(
    (error) => error.code === "ENOENT" ? null : void 0
  );
  if (loose !== void 0)
    return loose !== null ? HASH.exec(loose)?.[1] : await packedRef(gitDir, ref) ?? void 0;
}
async function readRefFromFiles(gitDir, ref) {
  if (await exists(join5(gitDir, "commondir"))) return;
  let name = ref;
  for (let depth = 0; depth < 5; depth++) {
    if (!name.startsWith("refs/") || name.includes("..")) return;
    let loose = await readFile3(join5(gitDir, name), "utf8").catch(
      (error) => error.code === "ENOENT" || error.code === "ENOTDIR" ? null : void 0
    );
    if (loose === void 0) return;
    if (loose === null) return packedRef(gitDir, name);
    let target = /^ref: (refs\/\S+)\n?$/.exec(loose)?.[1];
    if (target === void 0) return HASH.exec(loose)?.[1];
    name = target;
  }
}
async function packedRef(gitDir, ref) {
  let packed = await readFile3(join5(gitDir, "packed-refs"), "utf8").catch(() => "");
  for (let line of packed.split(`
`))
    if (line.endsWith(` ${ref}`)) {
      let hash = line.slice(0, line.length - ref.length - 1);
      return HASH.test(hash) ? hash : void 0;
    }
  return null;
}
function isDirectory(path) {
  return stat2(path).then(
    (s) => s.isDirectory(),
    () => !1
  );
}
function exists(path) {
  return lstat3(path).then(
    () => !0,
    () => !1
  );
}

// src/git/history.ts
var DEEPEN_STEPS = [100, 400, 1600, 6400];
async function readHistory(repo, chooseBase, map, env, tagsRead, mainLine = [], newerLine) {
  let shallow = repo.shallow, deepened = "";
  for (let step = 0; ; step++) {
    let tags = step === 0 && tagsRead !== void 0 ? await tagsRead : await readTags(repo.root, env), { baseTag, range, releasedOnBranch } = await readSinceBase(
      repo,
      tags,
      chooseBase,
      map,
      env,
      mainLine,
      newerLine
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
async function readSinceBase(repo, tags, chooseBase, map, env, mainLine, newerLine) {
  let best = chooseBase(tags.all, tags.all);
  if (best === void 0)
    return { baseTag: void 0, range: await readRange(repo.root, void 0, map, env) };
  let commit = tags.commits.get(best);
  if (commit === repo.head) return { baseTag: best, range: { commits: [], boundary: /* @__PURE__ */ new Set() } };
  let head = mainLine[0] === void 0 ? "" : (await readFile4(join6(repo.gitDir, "HEAD"), "utf8").catch(() => "")).trim(), onTrunk = mainLine[0] !== void 0 && head === `ref: ${mainLine[0]}`, otherBranch = !onTrunk && head.startsWith("ref: refs/heads/") && (newerLine?.(best, head.slice(16)) ?? !1), trunkRefs = onTrunk ? Promise.all(mainLine.map((ref) => readRefFromFiles(repo.gitDir, ref).catch(() => {
  }))) : void 0, rangeOnly = () => readRange(repo.root, `refs/tags/${best}`, map, env), read = onTrunk ? (
    // A tag on a tree has no merge base with HEAD: git refuses the walk of both sides.
    await readRangeAndSide(repo.root, `refs/tags/${best}`, map, env).catch(rangeOnly)
  ) : await rangeOnly(), range = { commits: read.commits, boundary: read.boundary };
  if (commit !== void 0 && range.boundary.has(commit)) return { baseTag: best, range };
  let inRange = new Set(range.commits.map((c) => c.commit.hash)), sideOf = async () => {
    if (otherBranch || commit === void 0 || range.commits.length === 0 || range.boundary.size === 0)
      return;
    let side = read.side !== void 0 && trunkRefs !== void 0 && ancestorsOfHead(repo, await trunkRefs, inRange, range.boundary) ? { merged: !read.side.some((c) => c.hash === commit), commits: read.side } : await readBranchSide(repo.root, commit, mainLine, env);
    if (side.merged) return;
    let mine = range.commits.map((c) => ({ hash: c.commit.hash, subject: subjectOf(c) })), released = await releasedAsCherryPicks(repo.root, side.commits, mine, env), commits = range.commits.filter((c) => !released.has(c.commit.hash));
    return {
      baseTag: best,
      range: { commits, boundary: range.boundary },
      releasedOnBranch: { cherryPicks: range.commits.length - commits.length }
    };
  }, cutAfter = (tag) => tag === void 0 || !inRange.has(tags.commits.get(tag) ?? ""), merged = mergedCandidates(repo, tags, best, range, chooseBase, read.side ?? []);
  if (cutAfter(merged.found)) {
    let onBranch2 = await sideOf();
    if (onBranch2 !== void 0) return onBranch2;
  }
  let baseTag = await chooseMergedBase(repo, tags, merged, chooseBase, env);
  if (!cutAfter(merged.found) && cutAfter(baseTag)) {
    let onBranch2 = await sideOf();
    if (onBranch2 !== void 0) return onBranch2;
  }
  if (baseTag === void 0) return { baseTag, range: await readRange(repo.root, void 0, map, env) };
  let baseCommit = tags.commits.get(baseTag);
  return baseCommit === repo.head ? { baseTag, range: { commits: [], boundary: /* @__PURE__ */ new Set() } } : range.boundary.size === 1 && baseCommit !== void 0 && range.boundary.has(baseCommit) ? { baseTag, range } : { baseTag, range: await readRange(repo.root, `refs/tags/${baseTag}`, map, env) };
}
function ancestorsOfHead(repo, commits, inRange, boundary) {
  return commits.every(
    (c) => c === null || c !== void 0 && (c === repo.head || inRange.has(c) || boundary.has(c))
  );
}
function subjectOf(record2) {
  let subject = record2.subject;
  return typeof subject == "string" ? subject : "";
}
function mergedCandidates(repo, tags, best, range, chooseBase, outside) {
  let notHeads = new Set(outside.map((c) => c.hash)), seen = new Set(range.boundary);
  for (let c of range.commits) seen.add(c.commit.hash);
  seen.add(repo.head);
  let known = tags.all.filter((tag) => seen.has(tags.commits.get(tag) ?? "")), knownSet = new Set(known), found = chooseBase(known, tags.all);
  return { known, found, rivals: () => tags.all.filter(
    (tag) => tag !== best && !knownSet.has(tag) && !notHeads.has(tags.commits.get(tag) ?? "") && (found === void 0 ? chooseBase([tag], tags.all) === tag : chooseBase([found, tag], tags.all) === tag)
  ) };
}
async function chooseMergedBase(repo, tags, { known, found, rivals }, chooseBase, env) {
  let candidates = rivals();
  if (candidates.length === 0) return found;
  let merged = await mergedAmong(repo.root, candidates, tags, env);
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
    let text = await readFile4(join6(gitDir, "shallow"), "utf8");
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

// src/project/build-version-sources.ts
import { lstat as lstat5, stat as stat3 } from "node:fs/promises";
import { join as join9 } from "node:path";

// src/edits/incremental-version.ts
var CALL = /^((?:incremental\.)?Version)\(\s*(["'])([^"'\\\r\n]+)\2\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*((?:,\s*(?:release_candidate|prerelease|post|dev)\s*=\s*\d+\s*)*),?\s*\)$/;
function parseIncrementalVersion(expression) {
  let m = CALL.exec(expression.trim());
  if (m === null) return;
  let keywords = /* @__PURE__ */ new Map(), rcKeyword = "release_candidate";
  for (let k of (m[7] ?? "").matchAll(/(release_candidate|prerelease|post|dev)\s*=\s*(\d+)/g)) {
    let key = k[1];
    key === "prerelease" && (rcKeyword = key), keywords.set(key === "prerelease" ? "release_candidate" : key, Number(k[2]));
  }
  return {
    callee: m[1],
    name: m[3],
    quote: m[2],
    numbers: [Number(m[4]), Number(m[5]), Number(m[6])],
    rcKeyword,
    rc: keywords.get("release_candidate"),
    post: keywords.get("post"),
    dev: keywords.get("dev"),
    separator: /,(\s*)/.exec(expression)?.[0] ?? ", ",
    wrapped: expression.includes(`
`) ? /\(\s*\n([ \t]+)/.exec(expression)?.[1] ?? "    " : void 0
  };
}
function incrementalVersion(call) {
  let rc = call.rc === void 0 ? "" : `rc${call.rc}`, post = call.post === void 0 ? "" : `.post${call.post}`, dev = call.dev === void 0 ? "" : `.dev${call.dev}`;
  return `${call.numbers.join(".")}${rc}${post}${dev}`;
}
function writeIncrementalVersion(call, version, where) {
  let m = /^(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:rc(\d+))?(?:\.post(\d+))?(?:\.dev(\d+))?$/.exec(version);
  if (m === null)
    throw new VersionFileError(
      `${where}: ${version} cannot be written as incremental's Version(...) there (it spells three numbers and an optional release candidate, post and dev release; no alpha or beta)`
    );
  let args = [
    `${call.quote}${call.name}${call.quote}`,
    m[1],
    m[2] ?? "0",
    m[3] ?? "0",
    ...m[4] === void 0 ? [] : [`${call.rcKeyword}=${m[4]}`],
    ...m[5] === void 0 ? [] : [`post=${m[5]}`],
    ...m[6] === void 0 ? [] : [`dev=${m[6]}`]
  ];
  return call.wrapped !== void 0 ? `${call.callee}(
${args.map((a) => `${call.wrapped}${a},
`).join("")})` : `${call.callee}(${args.join(call.separator)})`;
}

// src/edits/version-tuple.ts
var LEVEL_OF = {
  alpha: "a",
  beta: "b",
  candidate: "rc",
  rc: "rc",
  c: "rc",
  final: ""
}, TUPLE = /^\(\s*(\d+(?:\s*,\s*\d+)*)(?:\s*,\s*(["'])(alpha|beta|candidate|rc|c|final)\2(?:\s*,\s*(\d+))?)?\s*(,)?\s*\)$/;
function parseVersionTuple(literal3) {
  let m = TUPLE.exec(literal3.trim());
  if (m === null) return;
  let numbers = m[1].split(",").map((n) => Number(n.trim()));
  if (numbers.length < 2 || numbers.some((n) => !Number.isSafeInteger(n))) return;
  let separator = /,(\s*)/.exec(literal3)?.[0] ?? ", ", tuple = { numbers, separator, trailingComma: m[5] !== void 0 };
  return m[3] !== void 0 && (tuple.level = {
    word: m[3],
    quote: m[2],
    serial: m[4] === void 0 ? void 0 : Number(m[4])
  }), tuple;
}
function tupleVersion(tuple) {
  let release = tuple.numbers.join("."), level = tuple.level === void 0 ? "" : LEVEL_OF[tuple.level.word] ?? "";
  return level === "" ? release : `${release}${level}${tuple.level?.serial ?? 0}`;
}
function writeVersionTuple(tuple, version, where) {
  let m = /^(\d+(?:\.\d+)*)(?:(a|b|rc)(\d+))?$/.exec(version);
  if (m === null)
    throw new VersionFileError(
      `${where}: ${version} cannot be written in the version tuple there (it spells a release and an optional a/b/rc level only)`
    );
  let release = m[1].split(".").map(Number);
  for (; release.length > tuple.numbers.length && release.at(-1) === 0; ) release.pop();
  if (release.length > tuple.numbers.length)
    throw new VersionFileError(
      `${where}: ${version} has more numbers than the version tuple there (${tuple.numbers.length})`
    );
  for (; release.length < tuple.numbers.length; ) release.push(0);
  let items = release.map(String);
  if (tuple.level !== void 0) {
    let word = m[2] === void 0 ? "final" : levelWord(m[2], tuple.level.word), serial = m[3] === void 0 ? 0 : Number(m[3]);
    if (tuple.level.serial === void 0 && serial !== 0)
      throw new VersionFileError(
        `${where}: ${version} needs a pre-release number, and the version tuple there has no place for it after its level`
      );
    items.push(`${tuple.level.quote}${word}${tuple.level.quote}`), tuple.level.serial !== void 0 && items.push(String(serial));
  } else if (m[2] !== void 0)
    throw new VersionFileError(
      `${where}: ${version} is a pre-release, and the version tuple there has no release level to spell it`
    );
  return `(${items.join(tuple.separator)}${tuple.trailingComma ? "," : ""})`;
}
function levelWord(pep440, current) {
  return pep440 === "a" ? "alpha" : pep440 === "b" ? "beta" : current === "candidate" || current === "c" ? current : "rc";
}

// src/edits/python-assignment.ts
var IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
function readPythonAssignment(text, variable) {
  let last2 = readPythonAssignments(text, variable).at(-1);
  if (last2?.kind !== "expression") return last2;
  let call = parseIncrementalVersion(last2.expression);
  return call !== void 0 ? { ...last2, kind: "incremental", value: incrementalVersion(call), call } : asVersionTuple(text, variable, last2) ?? last2;
}
function holdsVersion(assignment) {
  return assignment?.kind === "string" || assignment?.kind === "tuple" || assignment?.kind === "incremental";
}
function asVersionTuple(text, variable, assignment) {
  let own = parseVersionTuple(assignment.expression);
  if (own !== void 0)
    return { ...assignment, kind: "tuple", value: tupleVersion(own), source: variable, tuple: own };
  let code = assignment.expression.replace(/(["'])(?:(?!\1).)*\1/g, "");
  if (/[A-Za-z0-9_]\s*\[/.test(code)) return;
  let names2 = new Set(
    [...code.matchAll(/(?<![.\w])[A-Za-z_][A-Za-z0-9_]*/g)].map((m) => m[0]).filter((n) => n !== variable)
  ), tuples = [];
  for (let name of names2) {
    let last2 = readPythonAssignments(text, name).at(-1), tuple = last2?.kind === "expression" ? parseVersionTuple(last2.expression) : void 0;
    last2?.kind === "expression" && tuple !== void 0 && tuples.push({ ...last2, kind: "tuple", value: tupleVersion(tuple), source: name, tuple });
  }
  return tuples.length === 1 ? tuples[0] : void 0;
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
  let all = readPythonAssignments(text, variable), last2 = all.at(-1);
  if (last2 === void 0)
    throw new VersionFileError(
      `${path}: no top-level assignment of ${variable} (like ${variable} = "1.2.3")`
    );
  if (last2.kind === "expression") {
    let tuple = readPythonAssignment(text, variable);
    if (tuple?.kind === "incremental") {
      let [start, end] = tuple.range;
      return text.slice(0, start) + writeIncrementalVersion(tuple.call, newValue, `${path}:${tuple.line}`) + text.slice(end);
    }
    if (tuple?.kind === "tuple") {
      let [start, end] = tuple.range;
      return text.slice(0, start) + writeVersionTuple(tuple.tuple, newValue, `${path}:${tuple.line}`) + text.slice(end);
    }
    throw new VersionFileError(
      `${path}:${last2.line}: ${variable} is assigned ${last2.expression}; expected a string literal like "1.2.3"`
    );
  }
  let targets = all.filter(
    (a) => a.kind === "string" && a.value === last2.value
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
  let line = lineOf(text, start), literal3 = /[uUrR]?(?:"([^"\\\r\n]*)"|'([^'\\\r\n]*)')(?=[ \t]*(?:[#;\r\n]|$))/y;
  literal3.lastIndex = valueStart;
  let match = literal3.exec(text);
  if (match === null) {
    let end = text.slice(valueStart).search(/\r?\n|$/), rest = text.slice(valueStart, valueStart + end), code = /^(?:[^#"']|"[^"\r\n]*"|'[^'\r\n]*')*/.exec(rest)?.[0] ?? rest, closed = bracketsOpen(code) > 0 ? closingBracket(text, valueStart) : void 0, expression = closed === void 0 ? code.trimEnd() : text.slice(valueStart, closed + 1);
    return { kind: "expression", expression, line, range: [valueStart, valueStart + expression.length] };
  }
  let double = match[1] !== void 0, value = (double ? match[1] : match[2]) ?? "", open = match.index + match[0].length - value.length - 1;
  return { kind: "string", value, quote: double ? '"' : "'", line, range: [open, open + value.length] };
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
function bracketsOpen(code) {
  let depth = 0;
  for (let char of code.replace(/"[^"\r\n]*"|'[^'\r\n]*'/g, ""))
    "([{".includes(char) ? depth++ : ")]}".includes(char) && depth--;
  return depth;
}
function closingBracket(text, start) {
  let depth = 0, i = start;
  for (; i < text.length; ) {
    let char = text[i];
    if (char === "#") {
      let end = text.indexOf(`
`, i);
      i = end === -1 ? text.length : end;
      continue;
    }
    if (char === '"' || char === "'") {
      i = skipString(text, i);
      continue;
    }
    if ("([{".includes(char)) depth++;
    else if (")]}".includes(char) && (depth--, depth === 0))
      return i;
    i++;
  }
}

// src/project/compiled-version-sources.ts
import { dirname as dirname2, join as join7 } from "node:path";

// src/edits/lockfile-names.ts
var LOCKFILE_NAMES = {
  uv: "uv.lock",
  poetry: "poetry.lock",
  pdm: "pdm.lock"
};
function lockfileName(kind) {
  return kind === "cargo" ? "Cargo.lock" : LOCKFILE_NAMES[kind];
}

// src/edits/lockfile-scan.ts
var STRING = /^"([^"\\\r\n]*)"\s*(?:#.*)?$/;
function scanLockPackages(text) {
  if (text.includes('"""') || text.includes("'''")) return;
  let packages = [], current, ownKeys = !1, offset = 0;
  for (let line of text.split(`
`)) {
    let start = offset;
    offset += line.length + 1;
    let trimmed = line.replace(/\r$/, "");
    if (trimmed === "" || /^\s/.test(trimmed) || trimmed.startsWith("#") || /^[\]}]/.test(trimmed)) continue;
    if (trimmed.startsWith("[")) {
      if (/^\[\[package\]\]\s*(?:#.*)?$/.test(trimmed))
        current = { name: void 0, version: void 0, sourceKeys: [], hasSource: !1 }, packages.push(current), ownKeys = !0;
      else if (/^(?:\[package\.[A-Za-z0-9_.-]+\]|\[\[package\.[A-Za-z0-9_.-]+\]\])\s*(?:#.*)?$/.test(trimmed))
        ownKeys = !1;
      else if (/^(?:\[[A-Za-z0-9_.-]+\]|\[\[[A-Za-z0-9_.-]+\]\])\s*(?:#.*)?$/.test(trimmed))
        current = void 0, ownKeys = !1;
      else return;
      continue;
    }
    let entry = /^([A-Za-z0-9_-]+)\s*=\s*(.*)$/.exec(trimmed);
    if (entry === null) return;
    if (current === void 0 || !ownKeys) continue;
    let [, key = "", value = ""] = entry;
    if (key === "name") {
      let m = STRING.exec(value);
      if (m === null) return;
      current.name = m[1];
    } else if (key === "version") {
      let m = STRING.exec(value);
      if (m === null) return;
      let at = start + trimmed.indexOf('"', key.length) + 1;
      current.version = { value: m[1] ?? "", start: at, end: at + (m[1] ?? "").length };
    } else if (key === "source") {
      if (current.hasSource = !0, value.startsWith("{")) {
        if (!/^\{.*\}\s*(?:#.*)?$/.test(value)) return;
        current.sourceKeys = [...value.matchAll(/(?:^\{|,)\s*([A-Za-z0-9_-]+)\s*=/g)].map(
          (k) => k[1]
        );
      } else if (STRING.exec(value) === null) return;
    }
  }
  return packages;
}

// node_modules/eslint-visitor-keys/lib/visitor-keys.js
var KEYS = {
  ArrayExpression: ["elements"],
  ArrayPattern: ["elements"],
  ArrowFunctionExpression: ["params", "body"],
  AssignmentExpression: ["left", "right"],
  AssignmentPattern: ["left", "right"],
  AwaitExpression: ["argument"],
  BinaryExpression: ["left", "right"],
  BlockStatement: ["body"],
  BreakStatement: ["label"],
  CallExpression: ["callee", "arguments"],
  CatchClause: ["param", "body"],
  ChainExpression: ["expression"],
  ClassBody: ["body"],
  ClassDeclaration: ["id", "superClass", "body"],
  ClassExpression: ["id", "superClass", "body"],
  ConditionalExpression: ["test", "consequent", "alternate"],
  ContinueStatement: ["label"],
  DebuggerStatement: [],
  DoWhileStatement: ["body", "test"],
  EmptyStatement: [],
  ExperimentalRestProperty: ["argument"],
  ExperimentalSpreadProperty: ["argument"],
  ExportAllDeclaration: ["exported", "source", "attributes"],
  ExportDefaultDeclaration: ["declaration"],
  ExportNamedDeclaration: [
    "declaration",
    "specifiers",
    "source",
    "attributes"
  ],
  ExportSpecifier: ["local", "exported"],
  ExpressionStatement: ["expression"],
  ForInStatement: ["left", "right", "body"],
  ForOfStatement: ["left", "right", "body"],
  ForStatement: ["init", "test", "update", "body"],
  FunctionDeclaration: ["id", "params", "body"],
  FunctionExpression: ["id", "params", "body"],
  Identifier: [],
  IfStatement: ["test", "consequent", "alternate"],
  ImportAttribute: ["key", "value"],
  ImportDeclaration: ["specifiers", "source", "attributes"],
  ImportDefaultSpecifier: ["local"],
  ImportExpression: ["source", "options"],
  ImportNamespaceSpecifier: ["local"],
  ImportSpecifier: ["imported", "local"],
  JSXAttribute: ["name", "value"],
  JSXClosingElement: ["name"],
  JSXClosingFragment: [],
  JSXElement: ["openingElement", "children", "closingElement"],
  JSXEmptyExpression: [],
  JSXExpressionContainer: ["expression"],
  JSXFragment: ["openingFragment", "children", "closingFragment"],
  JSXIdentifier: [],
  JSXMemberExpression: ["object", "property"],
  JSXNamespacedName: ["namespace", "name"],
  JSXOpeningElement: ["name", "attributes"],
  JSXOpeningFragment: [],
  JSXSpreadAttribute: ["argument"],
  JSXSpreadChild: ["expression"],
  JSXText: [],
  LabeledStatement: ["label", "body"],
  Literal: [],
  LogicalExpression: ["left", "right"],
  MemberExpression: ["object", "property"],
  MetaProperty: ["meta", "property"],
  MethodDefinition: ["key", "value"],
  NewExpression: ["callee", "arguments"],
  ObjectExpression: ["properties"],
  ObjectPattern: ["properties"],
  PrivateIdentifier: [],
  Program: ["body"],
  Property: ["key", "value"],
  PropertyDefinition: ["key", "value"],
  RestElement: ["argument"],
  ReturnStatement: ["argument"],
  SequenceExpression: ["expressions"],
  SpreadElement: ["argument"],
  StaticBlock: ["body"],
  Super: [],
  SwitchCase: ["test", "consequent"],
  SwitchStatement: ["discriminant", "cases"],
  TaggedTemplateExpression: ["tag", "quasi"],
  TemplateElement: [],
  TemplateLiteral: ["quasis", "expressions"],
  ThisExpression: [],
  ThrowStatement: ["argument"],
  TryStatement: ["block", "handler", "finalizer"],
  UnaryExpression: ["argument"],
  UpdateExpression: ["argument"],
  VariableDeclaration: ["declarations"],
  VariableDeclarator: ["id", "init"],
  WhileStatement: ["test", "body"],
  WithStatement: ["object", "body"],
  YieldExpression: ["argument"]
}, NODE_TYPES = Object.keys(KEYS);
for (let type of NODE_TYPES)
  Object.freeze(KEYS[type]);
Object.freeze(KEYS);
var visitor_keys_default = KEYS;

// node_modules/eslint-visitor-keys/lib/index.js
function unionWith(additionalKeys) {
  let retv = (
    /** @type {{ [type: string]: ReadonlyArray<string> }} */
    Object.assign({}, visitor_keys_default)
  );
  for (let type of Object.keys(additionalKeys))
    if (Object.hasOwn(retv, type)) {
      let keys = new Set(additionalKeys[type]);
      for (let key of retv[type])
        keys.add(key);
      retv[type] = Object.freeze(Array.from(keys));
    } else
      retv[type] = Object.freeze(Array.from(additionalKeys[type]));
  return Object.freeze(retv);
}

// node_modules/toml-eslint-parser/lib/index.mjs
function last(arr) {
  return arr[arr.length - 1] ?? null;
}
function toKeyName(node) {
  return node.type === "TOMLBare" ? node.name : node.value;
}
var TOMLVerImpl = class {
  constructor(major, minor) {
    this.major = major, this.minor = minor;
  }
  lt(major, minor) {
    return this.major < major || this.major === major && this.minor < minor;
  }
  gte(major, minor) {
    return this.major > major || this.major === major && this.minor >= minor;
  }
}, TOML_VERSION_1_0 = new TOMLVerImpl(1, 0), TOML_VERSION_1_1 = new TOMLVerImpl(1, 1), DEFAULT_TOML_VERSION = TOML_VERSION_1_1, SUPPORTED_TOML_VERSIONS = {
  "1.0": TOML_VERSION_1_0,
  "1.0.0": TOML_VERSION_1_0,
  "1.1": TOML_VERSION_1_1,
  "1.1.0": TOML_VERSION_1_1,
  latest: TOML_VERSION_1_1,
  next: TOML_VERSION_1_1
};
function getTOMLVer(v) {
  return v && SUPPORTED_TOML_VERSIONS[v] || DEFAULT_TOML_VERSION;
}
var MESSAGES = {
  "unterminated-string": "Unterminated string constant",
  "unterminated-table-key": "Unterminated table-key",
  "unterminated-array": "Unterminated array",
  "unterminated-inline-table": "Unterminated inline table",
  "missing-key": "Empty bare keys are not allowed",
  "missing-newline": "Must be a newline",
  "missing-equals-sign": "Expected equal (=) token",
  "missing-value": "Unspecified values are invalid",
  "missing-comma": "Expected comma (,) token",
  "dupe-keys": "Defining a key multiple times is invalid",
  "unexpected-char": "Unexpected character",
  "unexpected-token": "Unexpected token",
  "invalid-control-character": "Control characters (codes < 0x1f and 0x7f) are not allowed",
  "invalid-comment-character": "Invalid code point {{cp}} within comments",
  "invalid-key-value-newline": "The key, equals sign, and value must be on the same line",
  "invalid-inline-table-newline": "No newlines are allowed between the curly braces unless they are valid within a value",
  "invalid-underscore": "Underscores are allowed between digits",
  "invalid-space": "Unexpected spaces",
  "invalid-three-quotes": "Three or more quotes are not permitted",
  "invalid-date": "Unexpected invalid date",
  "invalid-time": "Unexpected invalid time",
  "invalid-leading-zero": "Leading zeros are not allowed",
  "invalid-trailing-comma-in-inline-table": "Trailing comma is not permitted in an inline table",
  "invalid-char-in-escape-sequence": "Invalid character in escape sequence",
  "invalid-consecutive-dots-in-key": "Consecutive dots are not permitted in keys",
  "invalid-code-point": "Invalid code point {{cp}}",
  "invalid-trailing-dot-in-key": "Keys cannot end with a dot",
  "invalid-leading-dot-in-key": "Keys cannot start with a dot"
};
function getMessage(code, data) {
  return data ? MESSAGES[code].replace(/\{\{(.*?)\}\}/gu, (_, name$2) => name$2 in data ? data[name$2] : `{{${name$2}}}`) : MESSAGES[code];
}
var ParseError = class extends SyntaxError {
  /**
  * Initialize this ParseError instance.
  *
  */
  constructor(code, offset, line, column, data) {
    super(getMessage(code, data)), this.index = offset, this.lineNumber = line, this.column = column;
  }
}, CodePoint = {
  EOF: -1,
  NULL: 0,
  SOH: 1,
  BACKSPACE: 8,
  TABULATION: 9,
  LINE_FEED: 10,
  FORM_FEED: 12,
  CARRIAGE_RETURN: 13,
  ESCAPE: 27,
  SO: 14,
  US: 31,
  SPACE: 32,
  QUOTATION_MARK: 34,
  HASH: 35,
  SINGLE_QUOTE: 39,
  PLUS_SIGN: 43,
  COMMA: 44,
  DASH: 45,
  DOT: 46,
  DIGIT_0: 48,
  DIGIT_1: 49,
  DIGIT_2: 50,
  DIGIT_3: 51,
  DIGIT_7: 55,
  DIGIT_9: 57,
  COLON: 58,
  EQUALS_SIGN: 61,
  LATIN_CAPITAL_A: 65,
  LATIN_CAPITAL_E: 69,
  LATIN_CAPITAL_F: 70,
  LATIN_CAPITAL_T: 84,
  LATIN_CAPITAL_U: 85,
  LATIN_CAPITAL_Z: 90,
  LEFT_BRACKET: 91,
  BACKSLASH: 92,
  RIGHT_BRACKET: 93,
  UNDERSCORE: 95,
  LATIN_SMALL_A: 97,
  LATIN_SMALL_B: 98,
  LATIN_SMALL_E: 101,
  LATIN_SMALL_F: 102,
  LATIN_SMALL_I: 105,
  LATIN_SMALL_L: 108,
  LATIN_SMALL_N: 110,
  LATIN_SMALL_O: 111,
  LATIN_SMALL_R: 114,
  LATIN_SMALL_S: 115,
  LATIN_SMALL_T: 116,
  LATIN_SMALL_U: 117,
  LATIN_SMALL_X: 120,
  LATIN_SMALL_Z: 122,
  LEFT_BRACE: 123,
  RIGHT_BRACE: 125,
  TILDE: 126,
  DELETE: 127,
  PAD: 128,
  SUPERSCRIPT_TWO: 178,
  SUPERSCRIPT_THREE: 179,
  SUPERSCRIPT_ONE: 185,
  VULGAR_FRACTION_ONE_QUARTER: 188,
  VULGAR_FRACTION_THREE_QUARTERS: 190,
  LATIN_CAPITAL_LETTER_A_WITH_GRAVE: 192,
  LATIN_CAPITAL_LETTER_O_WITH_DIAERESIS: 214,
  LATIN_CAPITAL_LETTER_O_WITH_STROKE: 216,
  LATIN_SMALL_LETTER_O_WITH_DIAERESIS: 246,
  LATIN_SMALL_LETTER_O_WITH_STROKE: 248,
  GREEK_SMALL_REVERSED_DOTTED_LUNATE_SIGMA_SYMBOL: 891,
  GREEK_CAPITAL_LETTER_YOT: 895,
  CP_1FFF: 8191,
  ZERO_WIDTH_NON_JOINER: 8204,
  ZERO_WIDTH_JOINER: 8205,
  UNDERTIE: 8255,
  CHARACTER_TIE: 8256,
  SUPERSCRIPT_ZERO: 8304,
  CP_218F: 8591,
  CIRCLED_DIGIT_ONE: 9312,
  NEGATIVE_CIRCLED_DIGIT_ZERO: 9471,
  GLAGOLITIC_CAPITAL_LETTER_AZU: 11264,
  CP_2FEF: 12271,
  IDEOGRAPHIC_COMMA: 12289,
  CP_D7FF: 55295,
  CP_E000: 57344,
  CJK_COMPATIBILITY_IDEOGRAPH_F900: 63744,
  ARABIC_LIGATURE_SALAAMUHU_ALAYNAA: 64975,
  ARABIC_LIGATURE_SALLA_USED_AS_KORANIC_STOP_SIGN_ISOLATED_FORM: 65008,
  REPLACEMENT_CHARACTER: 65533,
  LINEAR_B_SYLLABLE_B008_A: 65536,
  CP_EFFFF: 983039,
  CP_10FFFF: 1114111
};
function isControl(cp) {
  return cp >= CodePoint.NULL && cp <= CodePoint.US;
}
function isWhitespace(cp) {
  return cp === CodePoint.TABULATION || cp === CodePoint.SPACE;
}
function isEOL(cp) {
  return cp === CodePoint.LINE_FEED || cp === CodePoint.CARRIAGE_RETURN;
}
function isUpperLetter(cp) {
  return cp >= CodePoint.LATIN_CAPITAL_A && cp <= CodePoint.LATIN_CAPITAL_Z;
}
function isLowerLetter(cp) {
  return cp >= CodePoint.LATIN_SMALL_A && cp <= CodePoint.LATIN_SMALL_Z;
}
function isLetter(cp) {
  return isLowerLetter(cp) || isUpperLetter(cp);
}
function isDigit(cp) {
  return cp >= CodePoint.DIGIT_0 && cp <= CodePoint.DIGIT_9;
}
function isHexDig(cp) {
  return isDigit(cp) || cp >= CodePoint.LATIN_SMALL_A && cp <= CodePoint.LATIN_SMALL_F || cp >= CodePoint.LATIN_CAPITAL_A && cp <= CodePoint.LATIN_CAPITAL_F;
}
function isOctalDig(cp) {
  return cp >= CodePoint.DIGIT_0 && cp <= CodePoint.DIGIT_7;
}
function isUnicodeScalarValue(cp) {
  return cp >= 0 && cp <= 55295 || cp >= 57344 && cp <= 1114111;
}
function sortedLastIndex(array, value) {
  let low = 0, high = array.length;
  for (; low < high; ) {
    let mid = low + high >>> 1, val = array[mid];
    if (val === value) return mid + 1;
    val < value ? low = mid + 1 : high = mid;
  }
  return low;
}
var Locations = class {
  constructor() {
    this.offsets = [];
  }
  addOffset(offset) {
    for (let i = this.offsets.length - 1; i >= 0; i--) {
      let element = this.offsets[i];
      if (element === offset) return;
      if (element < offset) break;
    }
    this.offsets.push(offset);
  }
  /**
  * Calculate the location of the given index.
  * @param index The index to calculate their location.
  * @returns The location of the index.
  */
  getLocFromIndex(offset) {
    let line = sortedLastIndex(this.offsets, offset) + 1;
    return {
      line,
      column: offset - (line === 1 ? 0 : this.offsets[line - 2])
    };
  }
}, CodePointIterator = class {
  /**
  * Initialize this char iterator.
  */
  constructor(text) {
    this.locs = new Locations(), this.lastCodePoint = CodePoint.NULL, this.start = -1, this.end = 0, this.text = text;
  }
  next() {
    return this.lastCodePoint === CodePoint.EOF ? CodePoint.EOF : this.lastCodePoint = this.moveAt(this.end);
  }
  getLocFromIndex(index) {
    return this.locs.getLocFromIndex(index);
  }
  eat(cp) {
    return this.text.codePointAt(this.end) === cp ? (this.next(), !0) : !1;
  }
  moveAt(offset) {
    this.start = this.end = offset;
    let cp = this.text.codePointAt(this.start) ?? CodePoint.EOF;
    if (cp === CodePoint.EOF)
      return this.end = this.start, cp;
    if (this.end += cp >= 65536 ? 2 : 1, cp === CodePoint.LINE_FEED) this.locs.addOffset(this.end);
    else if (cp === CodePoint.CARRIAGE_RETURN)
      return this.text.codePointAt(this.end) === CodePoint.LINE_FEED && (this.end++, this.locs.addOffset(this.end)), CodePoint.LINE_FEED;
    return cp;
  }
}, HAS_BIGINT = typeof BigInt < "u", RADIX_PREFIXES = {
  16: "0x",
  10: "",
  8: "0o",
  2: "0b"
}, ESCAPES_1_0 = {
  [CodePoint.QUOTATION_MARK]: CodePoint.QUOTATION_MARK,
  [CodePoint.BACKSLASH]: CodePoint.BACKSLASH,
  [CodePoint.LATIN_SMALL_B]: CodePoint.BACKSPACE,
  [CodePoint.LATIN_SMALL_F]: CodePoint.FORM_FEED,
  [CodePoint.LATIN_SMALL_N]: CodePoint.LINE_FEED,
  [CodePoint.LATIN_SMALL_R]: CodePoint.CARRIAGE_RETURN,
  [CodePoint.LATIN_SMALL_T]: CodePoint.TABULATION
}, ESCAPES_LATEST = {
  ...ESCAPES_1_0,
  [CodePoint.LATIN_SMALL_E]: CodePoint.ESCAPE
}, Tokenizer = class {
  /**
  * Initialize this tokenizer.
  */
  constructor(text, parserOptions) {
    this.backCode = !1, this.lastCodePoint = CodePoint.NULL, this.state = "DATA", this.token = null, this.tokenStart = -1, this.valuesEnabled = !1, this.text = text, this.parserOptions = parserOptions || {}, this.codePointIterator = new CodePointIterator(text), this.tomlVersion = getTOMLVer(this.parserOptions.tomlVersion), this.ESCAPES = this.tomlVersion.gte(1, 1) ? ESCAPES_LATEST : ESCAPES_1_0;
  }
  get start() {
    return this.codePointIterator.start;
  }
  get end() {
    return this.codePointIterator.end;
  }
  getLocFromIndex(index) {
    return this.codePointIterator.getLocFromIndex(index);
  }
  /**
  * Report an invalid character error.
  */
  reportParseError(code, data) {
    let offset = this.codePointIterator.start, loc = this.codePointIterator.getLocFromIndex(offset);
    throw new ParseError(code, offset, loc.line, loc.column, data);
  }
  /**
  * Get the next token.
  */
  nextToken() {
    let token = this.token;
    if (token != null)
      return this.token = null, token;
    let cp = this.lastCodePoint;
    for (; cp !== CodePoint.EOF && !this.token; ) {
      cp = this.nextCode();
      let nextState = this[this.state](cp);
      if (!nextState) throw new Error(`Unknown error: pre state=${this.state}`);
      this.state = nextState;
    }
    return token = this.token, this.token = null, token;
  }
  /**
  * Get the next code point.
  */
  nextCode() {
    return this.lastCodePoint === CodePoint.EOF ? CodePoint.EOF : this.backCode ? (this.backCode = !1, this.lastCodePoint) : this.lastCodePoint = this.codePointIterator.next();
  }
  /**
  * Eat the next code point.
  */
  eatCode(cp) {
    return this.lastCodePoint === CodePoint.EOF ? !1 : this.backCode ? this.lastCodePoint === cp ? (this.backCode = !1, !0) : !1 : this.codePointIterator.eat(cp);
  }
  /**
  * Moves the character position to the given position.
  */
  moveAt(loc) {
    this.backCode && (this.backCode = !1), this.lastCodePoint = this.codePointIterator.moveAt(loc);
  }
  /**
  * Back the current code point as the given state.
  */
  back(state) {
    return this.backCode = !0, state;
  }
  punctuatorToken() {
    this.startToken(), this.endToken("Punctuator", "end");
  }
  startToken() {
    this.tokenStart = this.codePointIterator.start;
  }
  /**
  * Commit the current token.
  */
  endToken(type, pos, option1, option2) {
    let { tokenStart } = this, end = this.codePointIterator[pos], range = [tokenStart, end], loc = {
      start: this.codePointIterator.getLocFromIndex(tokenStart),
      end: this.codePointIterator.getLocFromIndex(end)
    };
    if (type === "Block") this.token = {
      type,
      value: this.text.slice(tokenStart + 1, end),
      range,
      loc
    };
    else {
      let token, value = this.text.slice(tokenStart, end);
      if (type === "BasicString" || type === "LiteralString" || type === "MultiLineBasicString" || type === "MultiLineLiteralString") token = {
        type,
        value,
        string: option1,
        range,
        loc
      };
      else if (type === "Integer") {
        let text = option1;
        token = {
          type,
          value,
          number: parseInt(text, option2),
          bigint: HAS_BIGINT ? BigInt(RADIX_PREFIXES[option2] + text) : null,
          range,
          loc
        };
      } else type === "Float" ? token = {
        type,
        value,
        number: option1,
        range,
        loc
      } : type === "Boolean" ? token = {
        type,
        value,
        boolean: option1,
        range,
        loc
      } : type === "LocalDate" || type === "LocalTime" || type === "LocalDateTime" || type === "OffsetDateTime" ? token = {
        type,
        value,
        date: option1,
        range,
        loc
      } : token = {
        type,
        value,
        range,
        loc
      };
      this.token = token;
    }
  }
  DATA(cp) {
    for (; isWhitespace(cp) || isEOL(cp); ) cp = this.nextCode();
    if (cp === CodePoint.HASH)
      return this.startToken(), "COMMENT";
    if (cp === CodePoint.QUOTATION_MARK)
      return this.startToken(), "BASIC_STRING";
    if (cp === CodePoint.SINGLE_QUOTE)
      return this.startToken(), "LITERAL_STRING";
    if (cp === CodePoint.DOT || cp === CodePoint.EQUALS_SIGN || cp === CodePoint.LEFT_BRACKET || cp === CodePoint.RIGHT_BRACKET || cp === CodePoint.LEFT_BRACE || cp === CodePoint.RIGHT_BRACE || cp === CodePoint.COMMA)
      return this.punctuatorToken(), "DATA";
    if (this.valuesEnabled) {
      if (cp === CodePoint.DASH || cp === CodePoint.PLUS_SIGN)
        return this.startToken(), "SIGN";
      if (cp === CodePoint.LATIN_SMALL_N || cp === CodePoint.LATIN_SMALL_I)
        return this.startToken(), this.back("NAN_OR_INF");
      if (isDigit(cp))
        return this.startToken(), this.back("NUMBER");
      if (cp === CodePoint.LATIN_SMALL_T || cp === CodePoint.LATIN_SMALL_F)
        return this.startToken(), this.back("BOOLEAN");
    } else if (isUnquotedKeyChar(cp, this.tomlVersion))
      return this.startToken(), "BARE";
    return cp === CodePoint.EOF ? "DATA" : this.reportParseError("unexpected-char");
  }
  COMMENT(cp) {
    let processCommentChar = this.tomlVersion.gte(1, 1) ? (c) => {
      isNonEOL(c) || this.reportParseError("invalid-comment-character", { cp: JSON.stringify(String.fromCodePoint(c)).slice(1, -1) });
    } : (c) => {
      isControlOtherThanTab(c) && this.reportParseErrorControlChar();
    };
    for (; !isEOL(cp) && cp !== CodePoint.EOF; )
      processCommentChar(cp), cp = this.nextCode();
    return this.endToken("Block", "start"), "DATA";
  }
  BARE(cp) {
    for (; isUnquotedKeyChar(cp, this.tomlVersion); ) cp = this.nextCode();
    return this.endToken("Bare", "start"), this.back("DATA");
  }
  BASIC_STRING(cp) {
    if (cp === CodePoint.QUOTATION_MARK)
      return cp = this.nextCode(), cp === CodePoint.QUOTATION_MARK ? "MULTI_LINE_BASIC_STRING" : (this.endToken("BasicString", "start", ""), this.back("DATA"));
    let out = [];
    for (; cp !== CodePoint.QUOTATION_MARK && cp !== CodePoint.EOF && cp !== CodePoint.LINE_FEED; ) {
      if (isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
      if (cp === CodePoint.BACKSLASH) {
        cp = this.nextCode();
        let ecp = this.ESCAPES[cp];
        if (ecp) {
          out.push(ecp), cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_SMALL_U) {
          let code = this.parseUnicode(4);
          out.push(code), cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_CAPITAL_U) {
          let code = this.parseUnicode(8);
          out.push(code), cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_SMALL_X && this.tomlVersion.gte(1, 1)) {
          let code = this.parseUnicode(2);
          out.push(code), cp = this.nextCode();
          continue;
        }
        return this.reportParseError("invalid-char-in-escape-sequence");
      }
      out.push(cp), cp = this.nextCode();
    }
    return cp !== CodePoint.QUOTATION_MARK ? this.reportParseError("unterminated-string") : (this.endToken("BasicString", "end", String.fromCodePoint(...out)), "DATA");
  }
  MULTI_LINE_BASIC_STRING(cp) {
    let out = [];
    for (cp === CodePoint.LINE_FEED && (cp = this.nextCode()); cp !== CodePoint.EOF; ) {
      if (cp !== CodePoint.LINE_FEED && isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
      if (cp === CodePoint.QUOTATION_MARK) {
        let startPos = this.codePointIterator.start;
        if (this.eatCode(CodePoint.QUOTATION_MARK) && this.eatCode(CodePoint.QUOTATION_MARK))
          return this.eatCode(CodePoint.QUOTATION_MARK) && (out.push(CodePoint.QUOTATION_MARK), this.eatCode(CodePoint.QUOTATION_MARK) && (out.push(CodePoint.QUOTATION_MARK), this.eatCode(CodePoint.QUOTATION_MARK))) ? (this.moveAt(startPos), this.reportParseError("invalid-three-quotes")) : (this.endToken("MultiLineBasicString", "end", String.fromCodePoint(...out)), "DATA");
        this.moveAt(startPos);
      }
      if (cp === CodePoint.BACKSLASH) {
        cp = this.nextCode();
        let ecp = this.ESCAPES[cp];
        if (ecp) {
          out.push(ecp), cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_SMALL_U) {
          let code = this.parseUnicode(4);
          out.push(code), cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_CAPITAL_U) {
          let code = this.parseUnicode(8);
          out.push(code), cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_SMALL_X && this.tomlVersion.gte(1, 1)) {
          let code = this.parseUnicode(2);
          out.push(code), cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LINE_FEED) {
          for (cp = this.nextCode(); isWhitespace(cp) || cp === CodePoint.LINE_FEED; ) cp = this.nextCode();
          continue;
        } else if (isWhitespace(cp)) {
          let valid = !0, startPos = this.codePointIterator.start, nextCp;
          for (; (nextCp = this.nextCode()) !== CodePoint.EOF && nextCp !== CodePoint.LINE_FEED; )
            if (!isWhitespace(nextCp)) {
              this.moveAt(startPos), valid = !1;
              break;
            }
          if (valid) {
            for (cp = this.nextCode(); isWhitespace(cp) || cp === CodePoint.LINE_FEED; ) cp = this.nextCode();
            continue;
          }
        }
        return this.reportParseError("invalid-char-in-escape-sequence");
      }
      out.push(cp), cp = this.nextCode();
    }
    return this.reportParseError("unterminated-string");
  }
  LITERAL_STRING(cp) {
    if (cp === CodePoint.SINGLE_QUOTE)
      return cp = this.nextCode(), cp === CodePoint.SINGLE_QUOTE ? "MULTI_LINE_LITERAL_STRING" : (this.endToken("LiteralString", "start", ""), this.back("DATA"));
    let out = [];
    for (; cp !== CodePoint.SINGLE_QUOTE && cp !== CodePoint.EOF && cp !== CodePoint.LINE_FEED; ) {
      if (isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
      out.push(cp), cp = this.nextCode();
    }
    return cp !== CodePoint.SINGLE_QUOTE ? this.reportParseError("unterminated-string") : (this.endToken("LiteralString", "end", String.fromCodePoint(...out)), "DATA");
  }
  MULTI_LINE_LITERAL_STRING(cp) {
    let out = [];
    for (cp === CodePoint.LINE_FEED && (cp = this.nextCode()); cp !== CodePoint.EOF; ) {
      if (cp !== CodePoint.LINE_FEED && isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
      if (cp === CodePoint.SINGLE_QUOTE) {
        let startPos = this.codePointIterator.start;
        if (this.eatCode(CodePoint.SINGLE_QUOTE) && this.eatCode(CodePoint.SINGLE_QUOTE))
          return this.eatCode(CodePoint.SINGLE_QUOTE) && (out.push(CodePoint.SINGLE_QUOTE), this.eatCode(CodePoint.SINGLE_QUOTE) && (out.push(CodePoint.SINGLE_QUOTE), this.eatCode(CodePoint.SINGLE_QUOTE))) ? (this.moveAt(startPos), this.reportParseError("invalid-three-quotes")) : (this.endToken("MultiLineLiteralString", "end", String.fromCodePoint(...out)), "DATA");
        this.moveAt(startPos);
      }
      out.push(cp), cp = this.nextCode();
    }
    return this.reportParseError("unterminated-string");
  }
  SIGN(cp) {
    return cp === CodePoint.LATIN_SMALL_N || cp === CodePoint.LATIN_SMALL_I ? this.back("NAN_OR_INF") : isDigit(cp) ? this.back("NUMBER") : this.reportParseError("unexpected-char");
  }
  NAN_OR_INF(cp) {
    if (cp === CodePoint.LATIN_SMALL_N) {
      let startPos = this.codePointIterator.start;
      if (this.eatCode(CodePoint.LATIN_SMALL_A) && this.eatCode(CodePoint.LATIN_SMALL_N))
        return this.endToken("Float", "end", NaN), "DATA";
      this.moveAt(startPos);
    } else if (cp === CodePoint.LATIN_SMALL_I) {
      let startPos = this.codePointIterator.start;
      if (this.eatCode(CodePoint.LATIN_SMALL_N) && this.eatCode(CodePoint.LATIN_SMALL_F))
        return this.endToken("Float", "end", this.text[this.tokenStart] === "-" ? -1 / 0 : 1 / 0), "DATA";
      this.moveAt(startPos);
    }
    return this.reportParseError("unexpected-char");
  }
  NUMBER(cp) {
    let start = this.text[this.tokenStart], sign = start === "+" ? CodePoint.PLUS_SIGN : start === "-" ? CodePoint.DASH : CodePoint.NULL;
    if (cp === CodePoint.DIGIT_0) {
      if (sign === CodePoint.NULL) {
        let startPos = this.codePointIterator.start, nextCp$1 = this.nextCode();
        if (isDigit(nextCp$1)) {
          let nextNextCp = this.nextCode();
          if (nextNextCp === CodePoint.COLON)
            return this.data = {
              hasDate: !1,
              year: 0,
              month: 0,
              day: 0,
              hour: Number(String.fromCodePoint(CodePoint.DIGIT_0, nextCp$1)),
              minute: 0,
              second: 0
            }, "TIME_MINUTE";
          if (isDigit(nextNextCp)) {
            let nextNextNextCp = this.nextCode();
            if (isDigit(nextNextNextCp) && this.eatCode(CodePoint.DASH))
              return this.data = {
                hasDate: !0,
                year: Number(String.fromCodePoint(CodePoint.DIGIT_0, nextCp$1, nextNextCp, nextNextNextCp)),
                month: 0,
                day: 0,
                hour: 0,
                minute: 0,
                second: 0
              }, "DATE_MONTH";
          }
          return this.moveAt(startPos), this.reportParseError("invalid-leading-zero");
        }
        this.moveAt(startPos);
      }
      return cp = this.nextCode(), cp === CodePoint.LATIN_SMALL_X || cp === CodePoint.LATIN_SMALL_O || cp === CodePoint.LATIN_SMALL_B ? sign !== CodePoint.NULL ? this.reportParseError("unexpected-char") : cp === CodePoint.LATIN_SMALL_X ? "HEX" : cp === CodePoint.LATIN_SMALL_O ? "OCTAL" : "BINARY" : cp === CodePoint.LATIN_SMALL_E || cp === CodePoint.LATIN_CAPITAL_E ? (this.data = {
        minus: sign === CodePoint.DASH,
        left: [CodePoint.DIGIT_0]
      }, "EXPONENT_RIGHT") : cp === CodePoint.DOT ? (this.data = {
        minus: sign === CodePoint.DASH,
        absInt: [CodePoint.DIGIT_0]
      }, "FRACTIONAL_RIGHT") : (this.endToken("Integer", "start", "0", 10), this.back("DATA"));
    }
    let { out, nextCp, hasUnderscore } = this.parseDigits(cp, isDigit);
    return nextCp === CodePoint.DASH && sign === CodePoint.NULL && !hasUnderscore && out.length === 4 ? (this.data = {
      hasDate: !0,
      year: Number(String.fromCodePoint(...out)),
      month: 0,
      day: 0,
      hour: 0,
      minute: 0,
      second: 0
    }, "DATE_MONTH") : nextCp === CodePoint.COLON && sign === CodePoint.NULL && !hasUnderscore && out.length === 2 ? (this.data = {
      hasDate: !1,
      year: 0,
      month: 0,
      day: 0,
      hour: Number(String.fromCodePoint(...out)),
      minute: 0,
      second: 0
    }, "TIME_MINUTE") : nextCp === CodePoint.LATIN_SMALL_E || nextCp === CodePoint.LATIN_CAPITAL_E ? (this.data = {
      minus: sign === CodePoint.DASH,
      left: out
    }, "EXPONENT_RIGHT") : nextCp === CodePoint.DOT ? (this.data = {
      minus: sign === CodePoint.DASH,
      absInt: out
    }, "FRACTIONAL_RIGHT") : (this.endToken("Integer", "start", sign === CodePoint.DASH ? String.fromCodePoint(CodePoint.DASH, ...out) : String.fromCodePoint(...out), 10), this.back("DATA"));
  }
  HEX(cp) {
    let { out } = this.parseDigits(cp, isHexDig);
    return this.endToken("Integer", "start", String.fromCodePoint(...out), 16), this.back("DATA");
  }
  OCTAL(cp) {
    let { out } = this.parseDigits(cp, isOctalDig);
    return this.endToken("Integer", "start", String.fromCodePoint(...out), 8), this.back("DATA");
  }
  BINARY(cp) {
    let { out } = this.parseDigits(cp, (c) => c === CodePoint.DIGIT_0 || c === CodePoint.DIGIT_1);
    return this.endToken("Integer", "start", String.fromCodePoint(...out), 2), this.back("DATA");
  }
  FRACTIONAL_RIGHT(cp) {
    let { minus, absInt } = this.data, { out, nextCp } = this.parseDigits(cp, isDigit), absNum = [
      ...absInt,
      CodePoint.DOT,
      ...out
    ];
    if (nextCp === CodePoint.LATIN_SMALL_E || nextCp === CodePoint.LATIN_CAPITAL_E)
      return this.data = {
        minus,
        left: absNum
      }, "EXPONENT_RIGHT";
    let value = Number(minus ? String.fromCodePoint(CodePoint.DASH, ...absNum) : String.fromCodePoint(...absNum));
    return this.endToken("Float", "start", value), this.back("DATA");
  }
  EXPONENT_RIGHT(cp) {
    let { left, minus: leftMinus } = this.data, minus = !1;
    (cp === CodePoint.DASH || cp === CodePoint.PLUS_SIGN) && (minus = cp === CodePoint.DASH, cp = this.nextCode());
    let { out } = this.parseDigits(cp, isDigit), right = out;
    minus && right.unshift(CodePoint.DASH);
    let value = Number(leftMinus ? String.fromCodePoint(CodePoint.DASH, ...left, CodePoint.LATIN_SMALL_E, ...right) : String.fromCodePoint(...left, CodePoint.LATIN_SMALL_E, ...right));
    return this.endToken("Float", "start", value), this.back("DATA");
  }
  BOOLEAN(cp) {
    if (cp === CodePoint.LATIN_SMALL_T) {
      let startPos = this.codePointIterator.start;
      if (this.eatCode(CodePoint.LATIN_SMALL_R) && this.eatCode(CodePoint.LATIN_SMALL_U) && this.eatCode(CodePoint.LATIN_SMALL_E))
        return this.endToken("Boolean", "end", !0), "DATA";
      this.moveAt(startPos);
    } else if (cp === CodePoint.LATIN_SMALL_F) {
      let startPos = this.codePointIterator.start;
      if (this.eatCode(CodePoint.LATIN_SMALL_A) && this.eatCode(CodePoint.LATIN_SMALL_L) && this.eatCode(CodePoint.LATIN_SMALL_S) && this.eatCode(CodePoint.LATIN_SMALL_E))
        return this.endToken("Boolean", "end", !1), "DATA";
      this.moveAt(startPos);
    }
    return this.reportParseError("unexpected-char");
  }
  DATE_MONTH(cp) {
    let start = this.codePointIterator.start;
    if (!isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), !isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), cp !== CodePoint.DASH) return this.reportParseError("unexpected-char");
    let end = this.codePointIterator.start, data = this.data;
    return data.month = Number(this.text.slice(start, end)), "DATE_DAY";
  }
  DATE_DAY(cp) {
    let start = this.codePointIterator.start;
    if (!isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), !isDigit(cp)) return this.reportParseError("unexpected-char");
    let end = this.codePointIterator.end, data = this.data;
    if (data.day = Number(this.text.slice(start, end)), !isValidDate(data.year, data.month, data.day)) return this.reportParseError("invalid-date");
    if (cp = this.nextCode(), cp === CodePoint.LATIN_CAPITAL_T || cp === CodePoint.LATIN_SMALL_T) return "TIME_HOUR";
    if (cp === CodePoint.SPACE) {
      let startPos = this.codePointIterator.start;
      if (isDigit(this.nextCode()) && isDigit(this.nextCode()))
        return this.moveAt(startPos), "TIME_HOUR";
      this.moveAt(startPos);
    }
    let dateValue = getDateFromDateTimeData(data, "");
    return this.endToken("LocalDate", "start", dateValue), this.back("DATA");
  }
  TIME_HOUR(cp) {
    let start = this.codePointIterator.start;
    if (!isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), !isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), cp !== CodePoint.COLON) return this.reportParseError("unexpected-char");
    let end = this.codePointIterator.start, data = this.data;
    return data.hour = Number(this.text.slice(start, end)), "TIME_MINUTE";
  }
  TIME_MINUTE(cp) {
    let start = this.codePointIterator.start;
    if (!isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), !isDigit(cp)) return this.reportParseError("unexpected-char");
    let end = this.codePointIterator.end, data = this.data;
    return data.minute = Number(this.text.slice(start, end)), cp = this.nextCode(), cp === CodePoint.COLON ? "TIME_SECOND" : this.tomlVersion.lt(1, 1) ? this.reportParseError("unexpected-char") : isValidTime(data.hour, data.minute, data.second) ? this.processTimeEnd(cp, data) : this.reportParseError("invalid-time");
  }
  TIME_SECOND(cp) {
    let start = this.codePointIterator.start;
    if (!isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), !isDigit(cp)) return this.reportParseError("unexpected-char");
    let end = this.codePointIterator.end, data = this.data;
    return data.second = Number(this.text.slice(start, end)), isValidTime(data.hour, data.minute, data.second) ? (cp = this.nextCode(), cp === CodePoint.DOT ? "TIME_SEC_FRAC" : this.processTimeEnd(cp, data)) : this.reportParseError("invalid-time");
  }
  TIME_SEC_FRAC(cp) {
    if (!isDigit(cp)) return this.reportParseError("unexpected-char");
    let start = this.codePointIterator.start;
    for (; isDigit(cp); ) cp = this.nextCode();
    let end = this.codePointIterator.start, data = this.data;
    return data.frac = this.text.slice(start, end), this.processTimeEnd(cp, data);
  }
  processTimeEnd(cp, data) {
    if (data.hasDate) {
      if (cp === CodePoint.DASH || cp === CodePoint.PLUS_SIGN)
        return data.offsetSign = cp, "TIME_OFFSET";
      if (cp === CodePoint.LATIN_CAPITAL_Z || cp === CodePoint.LATIN_SMALL_Z) {
        let dateValue$2 = getDateFromDateTimeData(data, "Z");
        return this.endToken("OffsetDateTime", "end", dateValue$2), "DATA";
      }
      let dateValue$1 = getDateFromDateTimeData(data, "");
      return this.endToken("LocalDateTime", "start", dateValue$1), this.back("DATA");
    }
    let dateValue = getDateFromDateTimeData(data, "");
    return this.endToken("LocalTime", "start", dateValue), this.back("DATA");
  }
  TIME_OFFSET(cp) {
    if (!isDigit(cp)) return this.reportParseError("unexpected-char");
    let hourStart = this.codePointIterator.start;
    if (cp = this.nextCode(), !isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), cp !== CodePoint.COLON) return this.reportParseError("unexpected-char");
    let hourEnd = this.codePointIterator.start;
    cp = this.nextCode();
    let minuteStart = this.codePointIterator.start;
    if (!isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), !isDigit(cp)) return this.reportParseError("unexpected-char");
    let minuteEnd = this.codePointIterator.end, hour = Number(this.text.slice(hourStart, hourEnd)), minute = Number(this.text.slice(minuteStart, minuteEnd));
    if (!isValidTime(hour, minute, 0)) return this.reportParseError("invalid-time");
    let data = this.data, dateValue = getDateFromDateTimeData(data, `${String.fromCodePoint(data.offsetSign)}${padStart(hour, 2)}:${padStart(minute, 2)}`);
    return this.endToken("OffsetDateTime", "end", dateValue), "DATA";
  }
  parseDigits(cp, checkDigit) {
    if (cp === CodePoint.UNDERSCORE) return this.reportParseError("invalid-underscore");
    if (!checkDigit(cp)) return this.reportParseError("unexpected-char");
    let out = [], before = CodePoint.NULL, hasUnderscore = !1;
    for (; checkDigit(cp) || cp === CodePoint.UNDERSCORE; ) {
      if (cp === CodePoint.UNDERSCORE) {
        if (hasUnderscore = !0, before === CodePoint.UNDERSCORE) return this.reportParseError("invalid-underscore");
      } else out.push(cp);
      before = cp, cp = this.nextCode();
    }
    return before === CodePoint.UNDERSCORE ? this.reportParseError("invalid-underscore") : {
      out,
      nextCp: cp,
      hasUnderscore
    };
  }
  parseUnicode(count) {
    let startLoc = this.codePointIterator.start, start = this.codePointIterator.end, charCount = 0, cp;
    for (; (cp = this.nextCode()) !== CodePoint.EOF; ) {
      if (!isHexDig(cp))
        return this.moveAt(startLoc), this.reportParseError("invalid-char-in-escape-sequence");
      if (charCount++, charCount >= count) break;
    }
    let end = this.codePointIterator.end, code = this.text.slice(start, end), codePoint = parseInt(code, 16);
    return isUnicodeScalarValue(codePoint) ? codePoint : this.reportParseError("invalid-code-point", { cp: code });
  }
  reportParseErrorControlChar() {
    return this.reportParseError("invalid-control-character");
  }
};
function isUnquotedKeyChar(cp, tomlVersion) {
  return isLetter(cp) || isDigit(cp) || cp === CodePoint.UNDERSCORE || cp === CodePoint.DASH ? !0 : (tomlVersion.lt(1, 1), !1);
}
function isControlOtherThanTab(cp) {
  return isControl(cp) && cp !== CodePoint.TABULATION || cp === CodePoint.DELETE;
}
function isNonEOL(cp) {
  return cp === CodePoint.TABULATION || CodePoint.SPACE <= cp && cp <= CodePoint.TILDE || isNonAscii(cp);
}
function isNonAscii(cp) {
  return CodePoint.PAD <= cp && cp <= CodePoint.CP_D7FF || CodePoint.CP_E000 <= cp && cp <= CodePoint.CP_10FFFF;
}
function isValidDate(y, m, d) {
  return y >= 0 && m <= 12 && m >= 1 && d >= 1 ? d <= (m === 2 ? y & 3 || !(y % 25) && y & 15 ? 28 : 29 : 30 + (m + (m >> 3) & 1)) : !1;
}
function isValidTime(h, m, s) {
  return !(h >= 24 || h < 0 || m > 59 || m < 0 || s > 60 || s < 0);
}
function getDateFromDateTimeData(data, timeZone) {
  let year = padStart(data.year, 4), month = data.month ? padStart(data.month, 2) : "01", day = data.day ? padStart(data.day, 2) : "01", hour = padStart(data.hour, 2), minute = padStart(data.minute, 2), second = padStart(data.second, 2), textDate = `${year}-${month}-${day}`, frac = data.frac ? `.${data.frac}` : "", dateValue = /* @__PURE__ */ new Date(`${textDate}T${hour}:${minute}:${second}${frac}${timeZone}`);
  return !isNaN(dateValue.getTime()) || data.second !== 60 ? dateValue : /* @__PURE__ */ new Date(`${textDate}T${hour}:${minute}:59${frac}${timeZone}`);
}
function padStart(num, maxLength) {
  return String(num).padStart(maxLength, "0");
}
var VALUE_KIND_VALUE = /* @__PURE__ */ Symbol("VALUE_KIND_VALUE"), VALUE_KIND_INTERMEDIATE = /* @__PURE__ */ Symbol("VALUE_KIND_INTERMEDIATE"), KeysResolver = class {
  constructor(ctx) {
    this.rootKeys = /* @__PURE__ */ new Map(), this.tables = [], this.ctx = ctx;
  }
  applyResolveKeyForTable(node) {
    let keys = this.rootKeys, peekKeyIndex = node.key.keys.length - 1;
    for (let index = 0; index < peekKeyIndex; index++) {
      let keyNode = node.key.keys[index], keyName = toKeyName(keyNode);
      node.resolvedKey.push(keyName);
      let keyStore = keys.get(keyName);
      if (!keyStore)
        keyStore = {
          node: keyNode,
          keys: /* @__PURE__ */ new Map()
        }, keys.set(keyName, keyStore);
      else if (keyStore.table === "array") {
        let peekIndex = keyStore.peekIndex;
        node.resolvedKey.push(peekIndex), keyStore = keyStore.keys.get(peekIndex);
      }
      keys = keyStore.keys;
    }
    let lastKeyNode = node.key.keys[peekKeyIndex], lastKeyName = toKeyName(lastKeyNode);
    node.resolvedKey.push(lastKeyName);
    let lastKeyStore = keys.get(lastKeyName);
    if (lastKeyStore) if (lastKeyStore.table) if (lastKeyStore.table === "array") if (node.kind === "array") {
      let newKeyStore = {
        node: lastKeyNode,
        keys: /* @__PURE__ */ new Map()
      }, newIndex = lastKeyStore.peekIndex + 1;
      node.resolvedKey.push(newIndex), lastKeyStore.keys.set(newIndex, newKeyStore), lastKeyStore.peekIndex = newIndex, this.tables.push({
        node,
        keys: newKeyStore.keys
      });
    } else this.ctx.reportParseError("dupe-keys", lastKeyNode);
    else this.ctx.reportParseError("dupe-keys", lastKeyNode);
    else if (node.kind === "array") this.ctx.reportParseError("dupe-keys", lastKeyNode);
    else {
      let transformKey = {
        table: node.kind,
        node: lastKeyNode,
        keys: lastKeyStore.keys
      };
      keys.set(lastKeyName, transformKey), this.tables.push({
        node,
        keys: transformKey.keys
      });
    }
    else if (node.kind === "array") {
      node.resolvedKey.push(0);
      let newKeyStore = {
        node: lastKeyNode,
        keys: /* @__PURE__ */ new Map()
      };
      keys.set(lastKeyName, {
        table: node.kind,
        node: lastKeyNode,
        keys: /* @__PURE__ */ new Map([[0, newKeyStore]]),
        peekIndex: 0
      }), this.tables.push({
        node,
        keys: newKeyStore.keys
      });
    } else {
      let newKeyStore = {
        table: node.kind,
        node: lastKeyNode,
        keys: /* @__PURE__ */ new Map()
      };
      keys.set(lastKeyName, newKeyStore), this.tables.push({
        node,
        keys: newKeyStore.keys
      });
    }
  }
  verifyDuplicateKeys(node) {
    for (let body of node.body) body.type === "TOMLKeyValue" && verifyDuplicateKeysForKeyValue(this.ctx, this.rootKeys, body);
    for (let { node: tableNode, keys } of this.tables) for (let body of tableNode.body) verifyDuplicateKeysForKeyValue(this.ctx, keys, body);
  }
};
function verifyDuplicateKeysForKeyValue(ctx, defineKeys, node) {
  let keys = defineKeys, lastKey = last(node.key.keys);
  for (let keyNode of node.key.keys) {
    let key = toKeyName(keyNode), defineKey = keys.get(key);
    defineKey ? ((defineKey.value === VALUE_KIND_VALUE || lastKey === keyNode || defineKey.table) && ctx.reportParseError("dupe-keys", getAfterNode(keyNode, defineKey.node)), defineKey.value = VALUE_KIND_INTERMEDIATE) : (lastKey === keyNode ? defineKey = {
      value: VALUE_KIND_VALUE,
      node: keyNode,
      keys: /* @__PURE__ */ new Map()
    } : defineKey = {
      value: VALUE_KIND_INTERMEDIATE,
      node: keyNode,
      keys: /* @__PURE__ */ new Map()
    }, keys.set(key, defineKey)), keys = defineKey.keys;
  }
  node.value.type === "TOMLInlineTable" ? verifyDuplicateKeysForInlineTable(ctx, keys, node.value) : node.value.type === "TOMLArray" && verifyDuplicateKeysForArray(ctx, keys, node.value);
}
function verifyDuplicateKeysForInlineTable(ctx, defineKeys, node) {
  for (let body of node.body) verifyDuplicateKeysForKeyValue(ctx, defineKeys, body);
}
function verifyDuplicateKeysForArray(ctx, defineKeys, node) {
  let keys = defineKeys;
  for (let index = 0; index < node.elements.length; index++) {
    let element = node.elements[index], defineKey = keys.get(index);
    defineKey ? ctx.reportParseError("dupe-keys", getAfterNode(element, defineKey.node)) : (defineKey = {
      value: VALUE_KIND_VALUE,
      node: element,
      keys: /* @__PURE__ */ new Map()
    }, defineKeys.set(index, defineKey), element.type === "TOMLInlineTable" ? verifyDuplicateKeysForInlineTable(ctx, defineKey.keys, element) : element.type === "TOMLArray" && verifyDuplicateKeysForArray(ctx, defineKey.keys, element));
  }
}
function getAfterNode(a, b) {
  return a.range[0] <= b.range[0] ? b : a;
}
var Context = class {
  constructor(data) {
    this.tokens = [], this.comments = [], this.back = null, this.stateStack = [], this.needNewLine = !1, this.needSameLine = !1, this.currToken = null, this.prevToken = null, this.valueContainerStack = [], this.tokenizer = new Tokenizer(data.text, data.parserOptions), this.topLevelTable = data.topLevelTable, this.table = data.topLevelTable, this.keysResolver = new KeysResolver(this);
  }
  /**
  * Get the next token.
  */
  nextToken(option) {
    if (this.prevToken = this.currToken, this.back ? (this.currToken = this.back, this.back = null) : this.currToken = this._nextTokenFromTokenizer(option), (this.needNewLine || this.needSameLine || option?.needSameLine) && this.prevToken && this.currToken) if (this.prevToken.loc.end.line === this.currToken.loc.start.line) {
      if (this.needNewLine) return this.reportParseError("missing-newline", this.currToken);
    } else {
      let needSameLine = this.needSameLine || option?.needSameLine;
      if (needSameLine) return this.reportParseError(needSameLine, this.currToken);
    }
    return this.needNewLine = !1, this.needSameLine = !1, this.currToken;
  }
  _nextTokenFromTokenizer(option) {
    let valuesEnabled = this.tokenizer.valuesEnabled;
    option?.valuesEnabled && (this.tokenizer.valuesEnabled = option.valuesEnabled);
    let token = this.tokenizer.nextToken();
    for (; token && token.type === "Block"; )
      this.comments.push(token), token = this.tokenizer.nextToken();
    return token && this.tokens.push(token), this.tokenizer.valuesEnabled = valuesEnabled, token;
  }
  backToken() {
    if (this.back) throw new Error("Illegal state");
    this.back = this.currToken, this.currToken = this.prevToken;
  }
  addValueContainer(valueContainer) {
    this.valueContainerStack.push(valueContainer), this.tokenizer.valuesEnabled = !0;
  }
  consumeValueContainer() {
    let valueContainer = this.valueContainerStack.pop();
    return this.tokenizer.valuesEnabled = this.valueContainerStack.length > 0, valueContainer;
  }
  applyResolveKeyForTable(node) {
    this.keysResolver.applyResolveKeyForTable(node);
  }
  verifyDuplicateKeys() {
    this.keysResolver.verifyDuplicateKeys(this.topLevelTable);
  }
  /**
  * Report an invalid token error.
  */
  reportParseError(code, token) {
    let offset, line, column;
    if (token)
      offset = token.range[0], line = token.loc.start.line, column = token.loc.start.column;
    else {
      offset = this.tokenizer.start;
      let startPos = this.tokenizer.getLocFromIndex(offset);
      line = startPos.line, column = startPos.column;
    }
    throw new ParseError(code, offset, line, column);
  }
}, STATE_FOR_ERROR = { VALUE: "missing-value" }, STRING_VALUE_STYLE_MAP = {
  BasicString: "basic",
  MultiLineBasicString: "basic",
  LiteralString: "literal",
  MultiLineLiteralString: "literal"
}, STRING_KEY_STYLE_MAP = {
  BasicString: "basic",
  LiteralString: "literal"
}, DATETIME_VALUE_KIND_MAP = {
  OffsetDateTime: "offset-date-time",
  LocalDateTime: "local-date-time",
  LocalDate: "local-date",
  LocalTime: "local-time"
}, TOMLParser = class {
  /**
  * Initialize this parser.
  */
  constructor(text, parserOptions) {
    this.text = text, this.parserOptions = parserOptions || {}, this.tomlVersion = getTOMLVer(this.parserOptions.tomlVersion);
  }
  /**
  * Parse TOML
  */
  parse() {
    let ast = {
      type: "Program",
      body: [],
      sourceType: "module",
      tokens: [],
      comments: [],
      parent: null,
      range: [0, 0],
      loc: {
        start: {
          line: 1,
          column: 0
        },
        end: {
          line: 1,
          column: 0
        }
      }
    }, node = {
      type: "TOMLTopLevelTable",
      body: [],
      parent: ast,
      range: cloneRange(ast.range),
      loc: cloneLoc(ast.loc)
    };
    ast.body = [node];
    let ctx = new Context({
      text: this.text,
      parserOptions: this.parserOptions,
      topLevelTable: node
    }), token = ctx.nextToken();
    if (token) {
      for (node.range[0] = token.range[0], node.loc.start = clonePos(token.loc.start); token; ) {
        let state$1 = ctx.stateStack.pop() || "TABLE";
        ctx.stateStack.push(...this[state$1](token, ctx)), token = ctx.nextToken();
      }
      let state = ctx.stateStack.pop() || "TABLE";
      if (state in STATE_FOR_ERROR) return ctx.reportParseError(STATE_FOR_ERROR[state], null);
      ctx.table.type === "TOMLTable" && applyEndLoc(ctx.table, last(ctx.table.body)), applyEndLoc(node, last(node.body));
    }
    ctx.verifyDuplicateKeys(), ast.tokens = ctx.tokens, ast.comments = ctx.comments;
    let endOffset = ctx.tokenizer.end, endPos = ctx.tokenizer.getLocFromIndex(endOffset);
    return ast.range[1] = endOffset, ast.loc.end = {
      line: endPos.line,
      column: endPos.column
    }, ast;
  }
  TABLE(token, ctx) {
    return isBare(token) || isString(token) ? this.processKeyValue(token, ctx.table, ctx) : isLeftBracket(token) ? this.processTable(token, ctx.topLevelTable, ctx) : ctx.reportParseError("unexpected-token", token);
  }
  VALUE(token, ctx) {
    return isString(token) || isMultiLineString(token) ? this.processStringValue(token, ctx) : isNumber(token) ? this.processNumberValue(token, ctx) : isBoolean(token) ? this.processBooleanValue(token, ctx) : isDateTime(token) ? this.processDateTimeValue(token, ctx) : isLeftBracket(token) ? this.processArray(token, ctx) : isLeftBrace(token) ? this.processInlineTable(token, ctx) : ctx.reportParseError("unexpected-token", token);
  }
  processTable(token, topLevelTableNode, ctx) {
    let tableNode = {
      type: "TOMLTable",
      kind: "standard",
      key: null,
      resolvedKey: [],
      body: [],
      parent: topLevelTableNode,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    ctx.table.type === "TOMLTable" && applyEndLoc(ctx.table, last(ctx.table.body)), topLevelTableNode.body.push(tableNode), ctx.table = tableNode;
    let targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
    if (isLeftBracket(targetToken)) {
      if (token.range[1] < targetToken.range[0]) return ctx.reportParseError("invalid-space", targetToken);
      tableNode.kind = "array", targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
    }
    if (isRightBracket(targetToken)) return ctx.reportParseError("missing-key", targetToken);
    if (!targetToken) return ctx.reportParseError("unterminated-table-key", null);
    if (targetToken = this.processKeyNode(targetToken, tableNode, ctx).nextToken, !isRightBracket(targetToken)) return ctx.reportParseError("unterminated-table-key", targetToken);
    if (tableNode.kind === "array") {
      let rightBracket = targetToken;
      if (targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" }), !isRightBracket(targetToken)) return ctx.reportParseError("unterminated-table-key", targetToken);
      if (rightBracket.range[1] < targetToken.range[0]) return ctx.reportParseError("invalid-space", targetToken);
    }
    return applyEndLoc(tableNode, targetToken), ctx.applyResolveKeyForTable(tableNode), ctx.needNewLine = !0, [];
  }
  processKeyValue(token, tableNode, ctx) {
    let keyValueNode = {
      type: "TOMLKeyValue",
      key: null,
      value: null,
      parent: tableNode,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    tableNode.body.push(keyValueNode);
    let { nextToken: targetToken } = this.processKeyNode(token, keyValueNode, ctx);
    return isEq(targetToken) ? (ctx.addValueContainer({
      parent: keyValueNode,
      set: (valNode) => (keyValueNode.value = valNode, applyEndLoc(keyValueNode, valNode), ctx.needNewLine = !0, [])
    }), ctx.needSameLine = "invalid-key-value-newline", ["VALUE"]) : ctx.reportParseError("missing-equals-sign", targetToken);
  }
  processKeyNode(token, parent, ctx) {
    isDot(token) && ctx.reportParseError("invalid-leading-dot-in-key", token);
    let keyNode = {
      type: "TOMLKey",
      keys: [],
      parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    parent.key = keyNode;
    let targetToken = token, dotToken = null;
    do {
      if (isBare(targetToken)) this.processBareKey(targetToken, keyNode);
      else if (isString(targetToken)) this.processStringKey(targetToken, keyNode);
      else break;
      if (dotToken = null, targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" }), !isDot(targetToken)) break;
      dotToken = targetToken, targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
    } while (targetToken);
    return dotToken && ctx.reportParseError(isDot(targetToken) ? "invalid-consecutive-dots-in-key" : "invalid-trailing-dot-in-key", dotToken), applyEndLoc(keyNode, last(keyNode.keys)), {
      keyNode,
      nextToken: targetToken
    };
  }
  processBareKey(token, keyNode) {
    let node = {
      type: "TOMLBare",
      name: token.value,
      parent: keyNode,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    keyNode.keys.push(node);
  }
  processStringKey(token, keyNode) {
    let node = {
      type: "TOMLQuoted",
      kind: "string",
      value: token.string,
      style: STRING_KEY_STYLE_MAP[token.type],
      multiline: !1,
      parent: keyNode,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    keyNode.keys.push(node);
  }
  processStringValue(token, ctx) {
    let valueContainer = ctx.consumeValueContainer(), node = {
      type: "TOMLValue",
      kind: "string",
      value: token.string,
      style: STRING_VALUE_STYLE_MAP[token.type],
      multiline: isMultiLineString(token),
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    return valueContainer.set(node);
  }
  processNumberValue(token, ctx) {
    let valueContainer = ctx.consumeValueContainer(), text = this.text, [startRange, endRange] = token.range, numberString = null, getNumberText = () => numberString ?? (numberString = text.slice(startRange, endRange).replace(/_/g, "")), node;
    return token.type === "Integer" ? node = {
      type: "TOMLValue",
      kind: "integer",
      value: token.number,
      bigint: token.bigint,
      get number() {
        return getNumberText();
      },
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    } : node = {
      type: "TOMLValue",
      kind: "float",
      value: token.number,
      get number() {
        return getNumberText();
      },
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    }, valueContainer.set(node);
  }
  processBooleanValue(token, ctx) {
    let valueContainer = ctx.consumeValueContainer(), node = {
      type: "TOMLValue",
      kind: "boolean",
      value: token.boolean,
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    return valueContainer.set(node);
  }
  processDateTimeValue(token, ctx) {
    let valueContainer = ctx.consumeValueContainer(), node = {
      type: "TOMLValue",
      kind: DATETIME_VALUE_KIND_MAP[token.type],
      value: token.date,
      datetime: token.value,
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    return valueContainer.set(node);
  }
  processArray(token, ctx) {
    let valueContainer = ctx.consumeValueContainer(), node = {
      type: "TOMLArray",
      elements: [],
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    }, nextToken = ctx.nextToken({ valuesEnabled: !0 });
    return isRightBracket(nextToken) ? (applyEndLoc(node, nextToken), valueContainer.set(node)) : (ctx.backToken(), this.processArrayValue(node, valueContainer, ctx));
  }
  processArrayValue(node, valueContainer, ctx) {
    return ctx.addValueContainer({
      parent: node,
      set: (valNode) => {
        node.elements.push(valNode);
        let nextToken = ctx.nextToken({ valuesEnabled: !0 }), hasComma = isComma(nextToken);
        return hasComma && (nextToken = ctx.nextToken({ valuesEnabled: !0 })), isRightBracket(nextToken) ? (applyEndLoc(node, nextToken), valueContainer.set(node)) : hasComma ? (ctx.backToken(), this.processArrayValue(node, valueContainer, ctx)) : ctx.reportParseError(nextToken ? "missing-comma" : "unterminated-array", nextToken);
      }
    }), ["VALUE"];
  }
  processInlineTable(token, ctx) {
    let valueContainer = ctx.consumeValueContainer(), node = {
      type: "TOMLInlineTable",
      body: [],
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    }, needSameLine = this.tomlVersion.gte(1, 1) ? void 0 : "invalid-inline-table-newline", nextToken = ctx.nextToken({ needSameLine });
    if (nextToken) {
      if (isBare(nextToken) || isString(nextToken)) return this.processInlineTableKeyValue(nextToken, node, valueContainer, ctx);
      if (isRightBrace(nextToken))
        return applyEndLoc(node, nextToken), valueContainer.set(node);
    }
    return ctx.reportParseError("unexpected-token", nextToken);
  }
  processInlineTableKeyValue(token, inlineTableNode, valueContainer, ctx) {
    let keyValueNode = {
      type: "TOMLKeyValue",
      key: null,
      value: null,
      parent: inlineTableNode,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    inlineTableNode.body.push(keyValueNode);
    let { nextToken: targetToken } = this.processKeyNode(token, keyValueNode, ctx);
    if (!isEq(targetToken)) return ctx.reportParseError("missing-equals-sign", targetToken);
    let needSameLine = this.tomlVersion.gte(1, 1) ? void 0 : "invalid-inline-table-newline";
    return ctx.addValueContainer({
      parent: keyValueNode,
      set: (valNode) => {
        keyValueNode.value = valNode, applyEndLoc(keyValueNode, valNode);
        let nextToken = ctx.nextToken({ needSameLine });
        if (isComma(nextToken)) {
          if (nextToken = ctx.nextToken({ needSameLine }), nextToken && (isBare(nextToken) || isString(nextToken))) return this.processInlineTableKeyValue(nextToken, inlineTableNode, valueContainer, ctx);
          if (isRightBrace(nextToken)) {
            if (this.tomlVersion.lt(1, 1)) return ctx.reportParseError("invalid-trailing-comma-in-inline-table", nextToken);
          } else return ctx.reportParseError(nextToken ? "unexpected-token" : "unterminated-inline-table", nextToken);
        }
        return isRightBrace(nextToken) ? (applyEndLoc(inlineTableNode, nextToken), valueContainer.set(inlineTableNode)) : ctx.reportParseError(nextToken ? "missing-comma" : "unterminated-inline-table", nextToken);
      }
    }), ctx.needSameLine = "invalid-key-value-newline", ["VALUE"];
  }
};
function isDot(token) {
  return isPunctuator(token) && token.value === ".";
}
function isEq(token) {
  return isPunctuator(token) && token.value === "=";
}
function isLeftBracket(token) {
  return isPunctuator(token) && token.value === "[";
}
function isRightBracket(token) {
  return isPunctuator(token) && token.value === "]";
}
function isLeftBrace(token) {
  return isPunctuator(token) && token.value === "{";
}
function isRightBrace(token) {
  return isPunctuator(token) && token.value === "}";
}
function isComma(token) {
  return isPunctuator(token) && token.value === ",";
}
function isPunctuator(token) {
  return !!(token && token.type === "Punctuator");
}
function isBare(token) {
  return token.type === "Bare";
}
function isString(token) {
  return token.type === "BasicString" || token.type === "LiteralString";
}
function isMultiLineString(token) {
  return token.type === "MultiLineBasicString" || token.type === "MultiLineLiteralString";
}
function isNumber(token) {
  return token.type === "Integer" || token.type === "Float";
}
function isBoolean(token) {
  return token.type === "Boolean";
}
function isDateTime(token) {
  return token.type === "OffsetDateTime" || token.type === "LocalDateTime" || token.type === "LocalDate" || token.type === "LocalTime";
}
function applyEndLoc(node, child) {
  child && (node.range[1] = child.range[1], node.loc.end = clonePos(child.loc.end));
}
function cloneRange(range) {
  return [range[0], range[1]];
}
function cloneLoc(loc) {
  return {
    start: clonePos(loc.start),
    end: clonePos(loc.end)
  };
}
function clonePos(pos) {
  return {
    line: pos.line,
    column: pos.column
  };
}
var tomlKeys = {
  Program: ["body"],
  TOMLTopLevelTable: ["body"],
  TOMLTable: ["key", "body"],
  TOMLKeyValue: ["key", "value"],
  TOMLKey: ["keys"],
  TOMLArray: ["elements"],
  TOMLInlineTable: ["body"],
  TOMLBare: [],
  TOMLQuoted: [],
  TOMLValue: []
}, KEYS2 = unionWith(tomlKeys);
function parseForESLint(code, options) {
  return {
    ast: new TOMLParser(code, options).parse(),
    visitorKeys: KEYS2,
    services: { isTOML: !0 }
  };
}
var getStaticTOMLValue = generateConvertTOMLValue((node) => node.value);
function generateConvertTOMLValue(convertValue) {
  function resolveValue(node, baseTable) {
    return resolver[node.type](node, baseTable);
  }
  let resolver = {
    Program(node, baseTable = {}) {
      return resolveValue(node.body[0], baseTable);
    },
    TOMLTopLevelTable(node, baseTable = {}) {
      for (let body of node.body) resolveValue(body, baseTable);
      return baseTable;
    },
    TOMLKeyValue(node, baseTable = {}) {
      let value = resolveValue(node.value);
      return set(baseTable, resolveValue(node.key), value), baseTable;
    },
    TOMLTable(node, baseTable = {}) {
      let table3 = getTable(baseTable, resolveValue(node.key), node.kind === "array");
      for (let body of node.body) resolveValue(body, table3);
      return baseTable;
    },
    TOMLArray(node) {
      return node.elements.map((e) => resolveValue(e));
    },
    TOMLInlineTable(node) {
      let table3 = {};
      for (let body of node.body) resolveValue(body, table3);
      return table3;
    },
    TOMLKey(node) {
      return node.keys.map((key) => resolveValue(key));
    },
    TOMLBare(node) {
      return node.name;
    },
    TOMLQuoted(node) {
      return node.value;
    },
    TOMLValue(node) {
      return convertValue(node);
    }
  };
  return (node) => resolveValue(node);
}
function getTable(baseTable, keys, array) {
  let target = baseTable;
  for (let index = 0; index < keys.length - 1; index++) {
    let key = keys[index];
    target = getNextTargetFromKey(target, key);
  }
  let lastKey = last(keys), lastTarget = target[lastKey];
  if (lastTarget == null) {
    let tableValue$1 = {};
    return target[lastKey] = array ? [tableValue$1] : tableValue$1, tableValue$1;
  }
  if (isValue(lastTarget)) {
    let tableValue$1 = {};
    return target[lastKey] = array ? [tableValue$1] : tableValue$1, tableValue$1;
  }
  if (!array) {
    if (Array.isArray(lastTarget)) {
      let tableValue$1 = {};
      return target[lastKey] = tableValue$1, tableValue$1;
    }
    return lastTarget;
  }
  if (Array.isArray(lastTarget)) {
    let tableValue$1 = {};
    return lastTarget.push(tableValue$1), tableValue$1;
  }
  let tableValue = {};
  return target[lastKey] = [tableValue], tableValue;
  function getNextTargetFromKey(currTarget, key) {
    let nextTarget = currTarget[key];
    if (nextTarget == null) {
      let val = {};
      return currTarget[key] = val, val;
    }
    if (isValue(nextTarget)) {
      let val = {};
      return currTarget[key] = val, val;
    }
    let resultTarget = nextTarget;
    for (; Array.isArray(resultTarget); ) {
      let lastIndex = resultTarget.length - 1, nextElement = resultTarget[lastIndex];
      if (isValue(nextElement)) {
        let val = {};
        return resultTarget[lastIndex] = val, val;
      }
      resultTarget = nextElement;
    }
    return resultTarget;
  }
}
function set(baseTable, keys, value) {
  let target = baseTable;
  for (let index = 0; index < keys.length - 1; index++) {
    let key = keys[index], nextTarget = target[key];
    if (nextTarget == null) {
      let val = {};
      target[key] = val, target = val;
    } else if (isValue(nextTarget) || Array.isArray(nextTarget)) {
      let val = {};
      target[key] = val, target = val;
    } else target = nextTarget;
  }
  target[last(keys)] = value;
}
function isValue(value) {
  return typeof value != "object" || value instanceof Date;
}
function parseTOML(code, options) {
  return parseForESLint(code, options).ast;
}

// src/edits/toml-document.ts
var EXPECTATIONS = {
  "Unterminated string constant": "a closing quote before the end of the line",
  "Unterminated table-key": 'a "]" closing the table header',
  "Unterminated array": 'a "]" closing the array',
  "Unterminated inline table": 'a "}" closing the inline table',
  "Empty bare keys are not allowed": "a key",
  "Must be a newline": "a newline after the value",
  "Expected equal (=) token": 'an "=" after the key',
  "Unspecified values are invalid": 'a value after "="',
  "Expected comma (,) token": 'a "," between the elements',
  "Defining a key multiple times is invalid": "each key and table to be defined only once",
  "The key, equals sign, and value must be on the same line": 'the key, "=" and the value on one line'
};
function parseTomlDocument(text, file) {
  let source = text.startsWith("\uFEFF") ? ` ${text.slice(1)}` : text, program;
  try {
    program = parseTOML(source);
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    let expected = EXPECTATIONS[error.message] ?? "valid TOML (key = value, [table] or # comment)", { line, column } = errorPosition(source, error);
    throw new VersionFileError(
      `${file}:${line}:${column}: invalid TOML: ${error.message}; expected ${expected}`,
      {
        cause: error
      }
    );
  }
  let entries = [], tableHeaders = [];
  for (let item of program.body[0].body)
    if (item.type === "TOMLTable") {
      tableHeaders.push(item.resolvedKey);
      for (let node of item.body) collect(entries, item.resolvedKey, node);
    } else
      collect(entries, [], item);
  return { text, file, entries, tableHeaders };
}
var NOTICED_LATE = /* @__PURE__ */ new Set([
  "Unspecified values are invalid",
  "The key, equals sign, and value must be on the same line",
  "Expected equal (=) token"
]);
function errorPosition(source, error) {
  if (!NOTICED_LATE.has(error.message) || error.column !== 0)
    return { line: error.lineNumber, column: error.column + 1 };
  let index = error.index;
  for (; index > 0 && /\s/.test(source[index - 1]); ) index--;
  let before = source.slice(0, index);
  return { line: before.split(`
`).length, column: index - before.lastIndexOf(`
`) };
}
function collect(entries, prefix, node) {
  let path = [...prefix, ...node.key.keys.map((key) => key.type === "TOMLBare" ? key.name : key.value)];
  entries.push({ path, node, value: node.value }), collectNested(entries, path, node.value);
}
function collectNested(entries, path, value) {
  if (value.type === "TOMLInlineTable")
    for (let child of value.body) collect(entries, path, child);
  else value.type === "TOMLArray" && value.elements.forEach((element, index) => {
    collectNested(entries, [...path, index], element);
  });
}
function samePath(a, b) {
  return a.length === b.length && a.every((part, index) => part === b[index]);
}
function startsWithPath(path, prefix) {
  return prefix.every((part, index) => part === path[index]);
}
function findEntry(doc, path) {
  return doc.entries.find((entry) => samePath(entry.path, path));
}
function hasTable(doc, path) {
  return doc.tableHeaders.some((header) => startsWithPath(header, path)) || doc.entries.some((entry) => entry.path.length > path.length && startsWithPath(entry.path, path));
}
function staticValue(value) {
  return getStaticTOMLValue(value);
}
function valueAt(doc, path) {
  let entry = findEntry(doc, path);
  return entry === void 0 ? void 0 : staticValue(entry.value);
}
function isStringValue(value) {
  return value.type === "TOMLValue" && value.kind === "string";
}
function describeValue(value) {
  if (value.type === "TOMLArray") return "an array";
  if (value.type === "TOMLInlineTable") return "an inline table";
  switch (value.kind) {
    case "string":
      return "a string";
    case "integer":
      return "an integer";
    case "float":
      return "a float";
    case "boolean":
      return "a boolean";
    default:
      return "a date or time";
  }
}
function locate(doc, node) {
  return `${doc.file}:${node.loc.start.line}:${node.loc.start.column + 1}`;
}
function formatPath(path) {
  return path.map((part, index) => {
    if (typeof part == "number") return `[${part}]`;
    let text = /^[A-Za-z0-9_-]+$/.test(part) ? part : JSON.stringify(part);
    return index === 0 ? text : `.${text}`;
  }).join("");
}
function parseDottedKey(key, file) {
  let invalid = () => new VersionFileError(
    `${file}: "${key}" is not a valid TOML key; expected a dotted key like tool.x.version`
  );
  if (/[\r\n=#[\]{}]/.test(key.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, ""))) throw invalid();
  let program;
  try {
    program = parseTOML(`${key} = 0
`);
  } catch {
    throw invalid();
  }
  let [first] = program.body[0].body;
  if (first?.type !== "TOMLKeyValue") throw invalid();
  return first.key.keys.map((part) => part.type === "TOMLBare" ? part.name : part.value);
}
function replaceStrings(text, replacements) {
  let sorted = [...replacements].sort((a, b) => b.value.range[0] - a.value.range[0]), result = text;
  for (let { value, newValue } of sorted) {
    let [start, end] = value.range;
    result = result.slice(0, start) + encodeString(text.slice(start, end), value, newValue) + result.slice(end);
  }
  return result;
}
function encodeString(raw, value, newValue) {
  let quote = value.style === "basic" ? '"' : "'", delimiter = value.multiline ? quote.repeat(3) : quote, opening = delimiter + (/^(?:"""|''')\r?\n/.exec(raw)?.[0].slice(3) ?? "");
  return value.style === "basic" ? `${opening}${escapeBasic(newValue)}${delimiter}` : !newValue.includes(value.multiline ? "'''" : "'") && ![...newValue].some((char) => isControl2(char) && char !== "	") ? `${opening}${newValue}${delimiter}` : `"${escapeBasic(newValue)}"`;
}
function isControl2(char) {
  let code = char.charCodeAt(0);
  return code < 32 || code === 127;
}
function escapeBasic(value) {
  return [...value].map((char) => char === "\\" || char === '"' ? `\\${char}` : isControl2(char) ? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()}` : char).join("");
}

// src/edits/lockfile.ts
var normalizeProjectName = normalisePackageName;
function setLockfileVersion(text, kind, projectName2, newVersion, path) {
  let fast = setByScan(text, kind, projectName2, newVersion);
  if (fast !== void 0) return fast;
  let doc = parseTomlDocument(text, path), own = packageEntries(doc).filter((pkg) => isOwn(kind, pkg, projectName2));
  if (own.length === 0) {
    let why = kind === "uv" ? `has no editable or virtual entry for ${projectName2}` : kind === "cargo" ? `has no entry for the crate ${projectName2}` : `does not list ${projectName2} itself (${lockfileName(kind)} only lists dependencies)`;
    return { changed: !1, text, reason: `${path} ${why}` };
  }
  let replacements = [];
  for (let pkg of own)
    if (pkg.version !== void 0) {
      if (!isStringValue(pkg.version.value))
        throw new VersionFileError(
          `${locate(doc, pkg.version.value)}: ${formatPath(pkg.version.path)} is ${describeValue(pkg.version.value)}; expected a string`
        );
      pkg.version.value.value !== newVersion && replacements.push({ value: pkg.version.value, newValue: newVersion });
    }
  if (replacements.length === 0) {
    let why = own.some((pkg) => pkg.version !== void 0) ? `already records ${projectName2} ${newVersion}` : `records no version for ${projectName2} (a dynamic version)`;
    return { changed: !1, text, reason: `${path} ${why}` };
  }
  let edited = replaceStrings(text, replacements);
  return parseTomlDocument(edited, path), { changed: !0, text: edited, entries: replacements.length };
}
function lockfileHoldsProject(text, kind, projectName2) {
  let scanned = scanLockPackages(text);
  if (scanned !== void 0)
    return scanned.some((pkg) => isOwn(kind, pkg, projectName2) && pkg.version !== void 0);
  let doc;
  try {
    doc = parseTomlDocument(text, lockfileName(kind));
  } catch {
    return !0;
  }
  return packageEntries(doc).some((pkg) => isOwn(kind, pkg, projectName2) && pkg.version !== void 0);
}
function setByScan(text, kind, projectName2, newVersion) {
  if (/["\\\r\n]/.test(newVersion)) return;
  let scanned = scanLockPackages(text);
  if (scanned === void 0) return;
  let own = scanned.filter((pkg) => isOwn(kind, pkg, projectName2));
  if (own.length === 0) return;
  let stale = own.flatMap(
    (pkg) => pkg.version !== void 0 && pkg.version.value !== newVersion ? [pkg.version] : []
  );
  if (stale.length === 0) return;
  let out = text;
  for (let at of stale.sort((a, b) => b.start - a.start))
    out = out.slice(0, at.start) + newVersion + out.slice(at.end);
  return { changed: !0, text: out, entries: stale.length };
}
function packageEntries(doc) {
  let packages = /* @__PURE__ */ new Map();
  for (let entry of doc.entries) {
    let [table3, index, key, sub] = entry.path;
    if (table3 !== "package" || typeof index != "number" || typeof key != "string") continue;
    let pkg = packages.get(index);
    pkg === void 0 && (pkg = { name: void 0, version: void 0, sourceKeys: [], hasSource: !1 }, packages.set(index, pkg)), entry.path.length === 3 && key === "name" && isStringValue(entry.value) && (pkg.name = entry.value.value), entry.path.length === 3 && key === "version" && (pkg.version = entry), key === "source" && (pkg.hasSource = !0), entry.path.length === 4 && key === "source" && typeof sub == "string" && pkg.sourceKeys.push(sub);
  }
  return [...packages.values()];
}
var LOCAL_SOURCES = ["editable", "virtual", "directory"];
function isOwn(kind, pkg, projectName2) {
  return pkg.name === void 0 ? !1 : kind === "cargo" ? pkg.name === projectName2 && !pkg.hasSource : normalizeProjectName(stripExtras(pkg.name)) !== normalizeProjectName(projectName2) ? !1 : kind === "uv" ? pkg.sourceKeys.some((key) => LOCAL_SOURCES.includes(key)) : !0;
}
function stripExtras(name) {
  return name.replace(/\[.*$/, "").trim();
}

// src/project/compiled-version-sources.ts
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
  let lock = join7(lockDir, "Cargo.lock").replace(/^\.\//, "");
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
    let candidate = dir === "." ? "Cargo.toml" : join7(dir, "Cargo.toml"), found = await readManifest(root, candidate);
    if (found !== void 0 && table2(found.data.workspace) !== void 0) return candidate;
  }
}
async function lockHoldsCrate(root, lock, name) {
  let file = await readRepoText(root, lock, VersionFileError);
  return file === void 0 ? !1 : lockfileHoldsProject(file.text, "cargo", name);
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
import { lstat as lstat4, readdir } from "node:fs/promises";
import { join as join8 } from "node:path";
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
  let entries = await readdir(join8(root, base), { withFileTypes: !0 }).catch(() => []), dirs = [];
  for (let entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith(".") || NOT_PACKAGES.has(entry.name)) continue;
    let path = base === "" ? entry.name : `${base}/${entry.name}`;
    (await lstat4(join8(root, path, "__init__.py")).catch(() => {
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
  let hatchPath = pyproject?.version.kind === "static" ? void 0 : pyproject?.hatchVersionPath;
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
      if (await exists2(join9(root, candidate))) return candidate;
}
async function exists2(path) {
  return stat3(path).then(
    () => !0,
    () => !1
  );
}
async function incrementalVersionFile(root, name) {
  if (name === void 0 || !/^[A-Za-z0-9_.-]+$/.test(name) || name.includes("..")) return;
  let folder = name.toLowerCase().replaceAll("-", "_");
  for (let path of [`src/${folder}/_version.py`, `${folder}/_version.py`])
    if ((await lstat5(join9(root, path)).catch(() => {
    }))?.isFile()) return path;
}

// src/edits/changelog-markdown-scan.ts
function sectionHeadings(text, end) {
  let all = scanHeadings(text, end), first = all[0];
  return first?.level === 1 && !looksLikeVersionHeading(first.text) ? all.slice(1) : all;
}
function scanHeadings(text, end) {
  let headings = [], fence, offset = 0, title, blankBefore = !0;
  for (let line of text.slice(0, end).split(`
`)) {
    let content = line.replace(/\r$/, ""), candidate = title;
    title = void 0;
    let afterBlank = blankBefore;
    blankBefore = content.trim() === "";
    let underline = fence === void 0 ? SETEXT_UNDERLINE.exec(content)?.[1] : void 0;
    if (candidate !== void 0 && underline !== void 0) {
      headings.push({
        start: candidate.start,
        next: Math.min(offset + line.length + 1, text.length),
        level: underline === "=" ? 1 : 2,
        text: candidate.text,
        setext: underline
      }), offset += line.length + 1;
      continue;
    }
    if (fence === void 0 && afterBlank && SETEXT_TEXT.test(content) && (title = { text: content.trim(), start: offset }), fence !== void 0) {
      let close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(content)?.[1];
      close !== void 0 && close[0] === fence[0] && close.length >= fence.length && (fence = void 0);
    } else if (/^ {0,3}(?:`{3,}[^`]*|~{3,}.*)$/.test(content))
      fence = /^ {0,3}(`+|~+)/.exec(content)?.[1];
    else {
      let heading = /^ {0,3}(#{1,2})(?:[ \t]+(.*?))?[ \t]*$/.exec(content);
      heading && headings.push({
        start: offset,
        next: Math.min(offset + line.length + 1, text.length),
        level: heading[1] === "#" ? 1 : 2,
        text: heading[2] ?? ""
      });
    }
    offset += line.length + 1;
  }
  return headings;
}
var SETEXT_UNDERLINE = /^ {0,3}([=-])\1{2,}[ \t]*$/, SETEXT_TEXT = /^ {0,3}(?![-*+>#<|=`~]|\d+[.)](?:\s|$))\S/;
function contentEnd(text) {
  let lines = text.split(`
`), end = text.length, offset = text.length, sawLink = !1;
  for (let i = lines.length - 1; i >= 0; i--) {
    let line = lines[i];
    if (offset -= line.length + (i < lines.length - 1 ? 1 : 0), line.trim() !== "") {
      if (!/^ {0,3}\[[^\]]+\]:[ \t]*\S/.test(line)) break;
      sawLink = !0, end = offset;
    }
  }
  return sawLink ? end : text.length;
}

// src/edits/changelog-splice.ts
function eolOf(text) {
  return text?.includes(`\r
`) ? `\r
` : `
`;
}
function withEol(section, eol) {
  return section.replace(/\r\n/g, `
`).trimEnd().split(`
`).join(eol);
}
function splice(text, start, end, body, eol, gap = {}) {
  let before = text.slice(0, start), after = text.slice(end), breaks = 0;
  for (; before.slice(0, before.length - breaks * eol.length).endsWith(eol); ) breaks++;
  let lead = before === "" ? "" : eol.repeat(Math.max(0, (gap.before ?? 1) + 1 - breaks));
  if (after.trim() === "") {
    let finalNewline = text.endsWith(`
`) || end < text.length || start === end;
    return before + lead + body + (finalNewline ? eol : "") + after.replace(/^(?:\r?\n)+/, "");
  }
  return `${before}${lead}${body}${eol.repeat((gap.after ?? 1) + 1)}${after.replace(/^(?:[ \t]*\r?\n)+/, "")}`;
}
function linesOf(text) {
  let lines = [], start = 0;
  for (; start <= text.length; ) {
    let nl = text.indexOf(`
`, start), next = nl === -1 ? text.length + 1 : nl + 1, raw = text.slice(start, nl === -1 ? text.length : nl);
    if (lines.push({ text: raw.replace(/\r$/, ""), start, end: start + raw.length, next }), nl === -1) break;
    start = next;
  }
  return lines;
}
function afterTowncrierMarker(text) {
  let match = /^(?:\.\. towncrier release notes start|<!-- towncrier release notes start -->)[ \t]*(?:\r?\n|$)/m.exec(
    text
  );
  return match === null ? void 0 : match.index + match[0].length;
}

// src/edits/changelog-links.ts
var DEFINITION = /^ {0,3}\[([^\]]+)\]:[ \t]*(\S+)[ \t]*$/;
function updateCompareLinks(text, version) {
  let end = contentEnd(text);
  if (end === text.length) return text;
  let previous = previousVersion(text, end, version);
  if (previous === void 0) return text;
  let eol = eolOf(text), footer = text.slice(end).split(/\r?\n/), definitions = footer.map((line) => DEFINITION.exec(line)), unreleased = definitions.findIndex((d) => d !== null && d[1]?.toLowerCase() === "unreleased");
  if (unreleased === -1) return text;
  let compare2 = /^(.+\/)([^/]+?)\.\.\.(HEAD|main|master|trunk|develop)$/.exec(
    definitions[unreleased][2]
  );
  if (compare2 === null) return text;
  let [, base = "", fromTag = "", branch = "HEAD"] = compare2;
  if (!fromTag.toLowerCase().endsWith(previous.toLowerCase()) || fromTag === tagFor(fromTag, previous, version))
    return text;
  let newTag = tagFor(fromTag, previous, version), lines = [...footer];
  if (lines[unreleased] = lines[unreleased].replace(
    `${fromTag}...${branch}`,
    `${newTag}...${branch}`
  ), definitions.findIndex((d) => d !== null && d[1]?.replace(/^v/i, "") === version) === -1) {
    let prior = definitions.findIndex((d) => d !== null && d[1]?.replace(/^v/i, "") === previous), at = prior === -1 ? unreleased + 1 : prior < unreleased ? prior + 1 : prior, indent = /^ */.exec(lines[prior === -1 ? unreleased : prior])?.[0] ?? "";
    lines.splice(at, 0, `${indent}[${version}]: ${base}${fromTag}...${newTag}`);
  }
  return text.slice(0, end) + lines.join(eol);
}
function tagFor(fromTag, previous, version) {
  return fromTag.slice(0, fromTag.length - previous.length) + version;
}
function previousVersion(text, end, version) {
  let headings = sectionHeadings(text, end), at = headings.findIndex((h) => isVersionHeading(h.text, version));
  if (at !== -1)
    for (let heading of headings.slice(at + 1)) {
      let found = headingVersion(heading.text);
      if (found !== void 0) return found;
    }
}

// src/edits/changelog-unreleased.ts
function mergeUnreleased(section, notes) {
  let generated = splitBlocks(section.trimEnd()), known = new Set(section.split(`
`).filter((l) => l.trim() !== ""));
  known.add(MAINTENANCE_ENTRY);
  let hand = splitBlocks(withoutLines(notes, known));
  if (hand.intro === "" && hand.subsections.every((s) => s.body === "")) return section;
  let [title = "", ...lines] = generated.intro.split(`
`), setext = /^ {0,3}(?:={3,}|-{3,})[ \t]*$/.test(lines[0] ?? ""), head = setext ? `${title}
${lines[0]}` : title, intro = (setext ? lines.slice(1) : lines).join(`
`).trim();
  intro === MAINTENANCE_ENTRY && (intro = "");
  let subsections = generated.subsections.map((s) => ({ ...s }));
  for (let note of hand.subsections) {
    let same = subsections.find((s) => s.key === note.key);
    same === void 0 ? note.body !== "" && subsections.push(note) : note.body !== "" && (same.body = same.body === "" ? note.body : `${same.body}
${note.body}`);
  }
  let parts = [head, hand.intro.trim(), intro];
  for (let s of subsections) parts.push(s.body === "" ? s.heading : `${s.heading}

${s.body}`);
  return `${parts.filter((p) => p !== "").join(`

`)}
`;
}
var COMMENT = /<!--[\s\S]*?-->/g, COMMENT_AND_SPACE = /[ \t]*<!--[\s\S]*?-->/g, PLACEHOLDER_LINE = /^[ \t]*[-*+](?:[ \t]+\\\[.*\\\])?[ \t]*$/, PLACEHOLDER = /^[ \t]*[-*+](?:[ \t]+\\\[[^\n]*\\\])?[ \t]*$/gm;
function splitLeftovers(text) {
  let found = [];
  for (let match of text.matchAll(COMMENT)) found.push({ at: match.index, text: match[0] });
  let masked = text.replace(COMMENT, (comment) => comment.replace(/[^\n]/g, " "));
  for (let match of masked.matchAll(PLACEHOLDER)) found.push({ at: match.index, text: match[0].trim() });
  let bare = text.replace(COMMENT_AND_SPACE, "").split(`
`).filter((line) => !PLACEHOLDER_LINE.test(line)).join(`
`), blocks = splitBlocks(bare), from = 0, kept = [];
  for (let block of blocks.subsections) {
    let at = masked.indexOf(block.heading, from);
    from = at + block.heading.length, block.body === "" ? found.push({ at, text: block.heading }) : kept.push(`${block.heading}

${block.body}`);
  }
  let notes = [blocks.intro, ...kept].filter((p) => p !== "").join(`

`), leftovers = found.sort((a, b) => a.at - b.at).map((f) => f.text).join(`

`);
  return { notes: notes === "" ? "" : `${notes.replace(/\n(?:[ \t]*\n){2,}/g, `

`)}
`, leftovers };
}
function generatedTitles(titles) {
  return new Set(
    [...DEFAULT_SECTIONS.map(([, t]) => t), BREAKING_TITLE, ...titles].map((t) => t.trim().toLowerCase())
  );
}
function handWrittenParts(old, section, comingVersion = !1) {
  let generated = splitBlocks(section), titles = generatedTitles(generated.subsections.map((s) => s.key)), blocks = splitBlocks(old), ours = comingVersion || generated.subsections.length === 0 || blocks.subsections.some((s) => titles.has(s.key)), kept = blocks.subsections.filter((s) => !titles.has(s.key)).map((s) => `${s.heading}

${s.body}`);
  return [ours ? blocks.intro : "", ...kept].filter((p) => p !== "").join(`

`);
}
function withoutLines(text, known) {
  return text.split(`
`).filter((line) => !known.has(line) || /^ {0,3}###[ \t]/.test(line)).join(`
`).replace(/\n(?:[ \t]*\n){2,}/g, `

`);
}
function splitBlocks(text) {
  let lines = text.split(`
`), intro = [], subsections = [], fence;
  for (let line of lines) {
    let fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    fenceMark !== void 0 && (fence === void 0 ? fence = fenceMark : fenceMark[0] === fence[0] && fenceMark.length >= fence.length && (fence = void 0)), fence === void 0 && /^ {0,3}###[ \t]+\S/.test(line) ? subsections.push({ heading: line.trimEnd(), lines: [] }) : (subsections.at(-1)?.lines ?? intro).push(line);
  }
  return {
    intro: trimBlankLines(intro),
    subsections: subsections.map((s) => ({
      heading: s.heading,
      key: s.heading.replace(/^ {0,3}###[ \t]+/, "").trim().toLowerCase(),
      body: trimBlankLines(s.lines)
    }))
  };
}
function trimBlankLines(lines) {
  let start = 0, end = lines.length;
  for (; start < end && lines[start].trim() === ""; ) start++;
  for (; end > start && lines[end - 1].trim() === ""; ) end--;
  return lines.slice(start, end).join(`
`);
}

// src/edits/changelog-markdown.ts
var TITLE = "# Changelog";
function insertMarkdownSection(existing, section, version) {
  if (existing === void 0 || existing.trim() === "") {
    let eol2 = eolOf(existing);
    return `${TITLE}${eol2}${eol2}${withEol(section, eol2)}${eol2}`;
  }
  let eol = eolOf(existing), end = contentEnd(existing), headings = sectionHeadings(existing, end);
  section = inFileStyle(section, version, headings, existing);
  let body = withEol(section, eol), sectionEnd2 = (index) => headings[index + 1]?.start ?? end, same = headings.findIndex((h) => isVersionHeading(h.text, version));
  if (same !== -1) {
    let { start, next, text } = headings[same], old = existing.slice(Math.min(next, sectionEnd2(same)), sectionEnd2(same)).replace(/\r\n/g, `
`), hand = splitLeftovers(handWrittenParts(old, section, NOT_RELEASED.test(text))).notes, merged = withEol(mergeUnreleased(section, hand), eol);
    return updateCompareLinks(splice(existing, start, sectionEnd2(same), merged, eol), version);
  }
  let marker = afterTowncrierMarker(existing);
  if (marker !== void 0 && marker <= end) return splice(existing, marker, marker, body, eol);
  let first = headings[0];
  if (first !== void 0 && isUnreleasedHeading(first.text)) {
    let { notes, leftovers } = splitLeftovers(
      existing.slice(first.next, sectionEnd2(0)).replace(/\r\n/g, `
`)
    ), released = mergeUnreleased(section, notes), merged = withEol(leftovers === "" ? released : `${leftovers}

${released}`, eol), at2 = Math.min(first.next, sectionEnd2(0));
    return updateCompareLinks(splice(existing, at2, sectionEnd2(0), merged, eol), version);
  }
  let at = first === void 0 ? end : first.start;
  return updateCompareLinks(splice(existing, at, at, body, eol), version);
}
function inFileStyle(section, version, headings, existing) {
  let rendered = /^## \[.+\] - (\S+)[ \t]*(?=\r?\n|$)/.exec(section);
  if (rendered === null) return section;
  let versions = headings.filter(
    (h) => looksLikeVersionHeading(h.text) && !isVersionHeading(h.text, version)
  ), template = versions.find((h) => !NOT_RELEASED.test(h.text)) ?? versions[0], text = template?.text.trim();
  if (template === void 0 || text === void 0 || text.includes("](") || text.startsWith("[") && template.setext === void 0) return section;
  let heading = text.startsWith("[") ? void 0 : headingLike(text, version, rendered[1]), rest = section.slice(rendered[0].length);
  if (template.setext === void 0)
    return heading === void 0 ? section : `${"#".repeat(template.level)} ${heading}${rest}`;
  let title = heading ?? rendered[0].slice(3), underline = template.setext.repeat(Math.max(title.length, 3)), groups = /^ {0,3}###[ \t]/m.test(existing) ? rest : rest.replace(/^### (.+)$/gm, "**$1**");
  return `${title}
${underline}${groups}`;
}
function hasMarkdownSection(text, version) {
  return scanHeadings(text, text.length).some((h) => isVersionHeading(h.text, version));
}
function readMarkdownSection(text, version) {
  let end = contentEnd(text), headings = sectionHeadings(text, end), index = headings.findIndex((h) => isVersionHeading(h.text, version));
  if (index === -1) return;
  let start = headings[index].start, stop = headings[index + 1]?.start ?? end;
  return text.slice(start, stop).replace(/\r\n/g, `
`).trimEnd();
}

// src/edits/changelog-rst-layout.ts
var SPARE = ["=", "-", "~", "^", '"', "+", "*", "#", "`", "'", ":", "."];
function scanRstHeadings(text) {
  let lines = linesOf(text), headings = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    let title = lines[i].text, under = lines[i + 1].text.trimEnd();
    if (title.trim() === "" || isAdornment(title.trimEnd()) || !isAdornment(under) || under.length < Math.min(title.trimEnd().length, 4)) continue;
    let overlined = (i > 0 ? lines[i - 1].text.trimEnd() : "") === under;
    if (!overlined && /^\s/.test(title)) continue;
    let before = overlined ? i - 2 : i - 1;
    if (before >= 0 && lines[before].text.trim() !== "") continue;
    let startLine = lines[overlined ? i - 1 : i], underLine = lines[i + 1], labels = labelsAbove(lines, overlined ? i - 1 : i);
    headings.push({
      start: startLine.start,
      next: Math.min(underLine.next, text.length),
      text: title.trim(),
      adornment: { char: under[0], over: overlined },
      labelStart: labels?.start ?? startLine.start,
      label: labels?.name
    }), i++;
  }
  return headings;
}
var LABEL = /^\.\. _([^:`]+|`[^`]+`):[ \t]*$/;
function labelsAbove(lines, at) {
  let found;
  for (let i = at - 1; i >= 0; i--) {
    let line = lines[i].text;
    if (line.trim() === "") continue;
    let label = LABEL.exec(line);
    if (label === null) break;
    found = { start: lines[i].start, name: found?.name ?? label[1].replace(/`/g, "") };
  }
  return found;
}
function sameAdornment(a, b) {
  return b !== void 0 && b !== "bold" && a.char === b.char && a.over === b.over;
}
function rstLayout(text) {
  let headings = scanRstHeadings(text), first = headings[0], firstVersion = headings.find((h) => looksLikeVersionHeading(h.text)), title = first !== void 0 && !looksLikeVersionHeading(first.text) && !isUnreleasedHeading(first.text) ? first : void 0, used = headings.map((h) => h.adornment), spare = (taken) => ({ char: SPARE.find((c) => !taken.some((a) => a.char === c && !a.over)) ?? "~", over: !1 }), sections = headings.filter((h) => h !== title), version = firstVersion?.adornment ?? sections[0]?.adornment ?? spare(used), group, versionAt = sections.findIndex((h) => sameAdornment(h.adornment, version)), sub = sections.slice(versionAt + 1).find((h) => !sameAdornment(h.adornment, version) && !sameAdornment(h.adornment, title?.adornment));
  sub !== void 0 ? group = sub.adornment : versionAt !== -1 && sections.some((h) => looksLikeVersionHeading(h.text)) ? group = "bold" : group = spare([...used, version]);
  let from = firstVersion?.next ?? title?.next ?? 0, bullet = /^([-*+])([ \t]+)\S/m.exec(text.slice(from))?.slice(1, 3).join("") ?? "- ", versions = headings.filter((h) => looksLikeVersionHeading(h.text)), template = (versions.find((h) => !NOT_RELEASED.test(h.text)) ?? firstVersion)?.text, dateLine = versions.map((h) => text.slice(h.next).trimStart().split(/\r?\n/, 1)[0] ?? "").find((line) => line.length <= 60 && /^[A-Za-z][\w ]*\b\d{4}-\d{2}-\d{2}\b/.test(line))?.trimEnd();
  return { headings, title, version, group, bullet, template, dateLine, label: labelTemplate(versions) };
}
function labelTemplate(versions) {
  let released = versions.filter((h) => !NOT_RELEASED.test(h.text)), written = released.map((h) => {
    let version = headingVersion(h.text);
    if (!(h.label === void 0 || version === void 0))
      for (let separator of [".", "-", "_", ""]) {
        let form = version.split(".").join(separator);
        if (h.label.includes(form)) return { name: h.label, version: form, separator };
      }
  });
  return released.length > 0 && written.every((w) => w !== void 0) ? written[0] : void 0;
}
function labelFor(layout, version) {
  let { label } = layout;
  return label === void 0 ? void 0 : label.name.replace(label.version, version.split(".").join(label.separator));
}
function sectionEnd(layout, heading, textLength) {
  let at = layout.headings.indexOf(heading);
  return layout.headings.slice(at + 1).find(
    (h) => sameAdornment(h.adornment, heading.adornment) || sameAdornment(h.adornment, layout.version) || layout.title !== void 0 && sameAdornment(h.adornment, layout.title.adornment)
  )?.labelStart ?? textLength;
}

// src/edits/changelog-notes.ts
function rstToMarkdown(section) {
  let text = section.replace(/\r\n/g, `
`), headings = scanRstHeadings(text), out = [], offset = 0;
  for (let [index, heading] of headings.entries())
    out.push(...convertLines(text.slice(offset, heading.start))), out.push(`${index === 0 ? "##" : "###"} ${inline(heading.text)}`), offset = heading.next;
  return out.push(...convertLines(text.slice(offset))), out.join(`
`).replace(/\n{3,}/g, `

`).trim();
}
function convertLines(chunk) {
  return chunk === "" ? [] : chunk.replace(/\n$/, "").split(`
`).map((line) => {
    let bold = /^\*\*([^*]+)\*\*:?[ \t]*$/.exec(line);
    return bold === null ? inline(line) : `### ${bold[1]}`;
  });
}
function inline(line) {
  return line.replace(/(?<![\w`:])`((?:[a-z][a-z\d+.-]*:\/\/|mailto:)[^\s`<>]+)`__?(?![\w`])/gi, "<$1>").replace(/``(.+?)``/g, (_, code) => `\`${code}\``).replace(/`([^`<]+?)\s*<([^`>]+)>`__?/g, (_, label, url) => `[${label.trim()}](${url})`).replace(/:(?:issue|pr|pull|gh):`#?(\d+)`/g, "#$1").replace(/:[\w.+-]+(?::[\w.+-]+)?:`[~!]?([^`]+)`/g, (_, target) => `\`${target}\``);
}

// src/edits/changelog-rst-inline.ts
var WORD = /[\p{L}\p{N}\p{M}]/u, ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/, ROLE = /^:[A-Za-z0-9](?:[\w+.-]|:(?=[A-Za-z0-9]))*:(?=`)/;
function toRstInline(line) {
  return escapeLineStart(convertInline(line));
}
function convertInline(line) {
  let out = "", i = 0;
  for (; i < line.length; ) {
    let char = line[i], prev = line[i - 1] ?? "";
    if (char === ":" && !WORD.test(prev)) {
      let role = ROLE.exec(line.slice(i)), span = role === null ? void 0 : codeSpan(line, i + role[0].length);
      if (role !== null && span !== void 0 && span.ticks === 1) {
        out += line.slice(i, span.end), i = span.end;
        continue;
      }
    }
    if (char === "`") {
      let span = codeSpan(line, i);
      if (span === void 0) {
        let run = /^`+/.exec(line.slice(i))?.[0] ?? "`";
        out += "\\`".repeat(run.length), i += run.length;
        continue;
      }
      let suffix = span.ticks === 1 ? ROLE_SUFFIX.exec(line.slice(span.end)) : null;
      if (suffix !== null) {
        out += line.slice(i, span.end + suffix[0].length), i = span.end + suffix[0].length;
        continue;
      }
      out += literal2(span.content, out, line[span.end] ?? ""), i = span.end;
      continue;
    }
    if (char === "\\") {
      let next = line[i + 1];
      next !== void 0 && ASCII_PUNCTUATION.test(next) ? (out += `\\${next}`, i += 2) : (out += "\\\\", i += 1);
      continue;
    }
    if (char === "*" || char === "|") out += `\\${char}`;
    else if (char === "_") {
      let run = /^_+/.exec(line.slice(i))?.[0], after = line[i + run.length] ?? "";
      out += WORD.test(after) ? run : "\\_".repeat(run.length), i += run.length;
      continue;
    } else if (char === ":" && line[i + 1] === ":") {
      out += ":\\:", i += 2;
      continue;
    } else out += char;
    i += 1;
  }
  return out;
}
var ROLE_SUFFIX = /^:[A-Za-z0-9](?:[\w+.-]|:(?=[A-Za-z0-9]))*:(?![\w`])/;
function codeSpan(line, at) {
  let ticks = /^`+/.exec(line.slice(at))?.[0].length ?? 0;
  if (ticks === 0) return;
  let close = new RegExp(`(?<!\`)\`{${ticks}}(?!\`)`, "g");
  close.lastIndex = at + ticks;
  let match = close.exec(line);
  if (match === null) return;
  let content = line.slice(at + ticks, match.index);
  return /^ .*[^ ].* $|^ [^ ] $/.test(content) && (content = content.slice(1, -1)), { ticks, content, end: match.index + ticks };
}
function literal2(content, before, after) {
  if (content.trim() === "" || /^\s|\s$|``|`$|^`/.test(content))
    return content.replace(/[!-/:-@[-`{-~]/g, (c) => c === "'" || c === '"' ? c : `\\${c}`);
  let lead = before !== "" && WORD.test(before.slice(-1)) ? "\\ " : "", trail = WORD.test(after) ? "\\ " : "";
  return `${lead}\`\`${content}\`\`${trail}`;
}
function escapeLineStart(line) {
  if (/^\.\.(?:\s|$)/.test(line)) return `\\${line}`;
  if (/^[-+>](?:\s|$|-|>>)/.test(line)) return `\\${line}`;
  if (/^:(?!\\)/.test(line) && ROLE.exec(line) === null) return `\\${line}`;
  let enumerated = /^(\(?)(\d+|[A-Za-z]|[ivxlcdm]+|[IVXLCDM]+|#)([.)])(?=\s|$)/.exec(line);
  if (enumerated !== null) {
    let [whole, open = "", label = "", close = ""] = enumerated;
    return open === "" ? `${label}\\${close}${line.slice(whole.length)}` : `\\${line}`;
  }
  return /^([!-/:-@[-`{-~])\1{3,}\s*$/.test(line) ? `\\${line}` : line;
}

// src/edits/changelog-rst-render.ts
function renderRstSection(version, date, groups, layout, hand = { intro: "", tail: "" }) {
  let blocks = [adorn(versionHeading(layout.template, version, date), layout.version)];
  layout.dateLine !== void 0 && blocks.push(layout.dateLine.replace(/\b\d{4}-\d{2}-\d{2}\b/, date)), hand.intro !== "" && blocks.push(hand.intro);
  let shown = groups.length === 0 && hand.intro === "" && hand.tail === "" ? [{ title: "", entries: [MAINTENANCE_ENTRY] }] : groups;
  for (let group of shown)
    group.title !== "" && blocks.push(layout.group === "bold" ? `**${group.title}**` : adorn(group.title, layout.group)), blocks.push(group.entries.map((entry) => rstBullet(entry, layout.bullet)).join(`
`));
  return hand.tail !== "" && blocks.push(hand.tail), `${blocks.join(`

`)}
`;
}
function adorn(text, adornment) {
  let line = adornment.char.repeat(Math.max(text.length, 3));
  return adornment.over ? `${line}
${text}
${line}` : `${text}
${line}`;
}
function rstBullet(entry, bullet) {
  let [first = "", ...rest] = entry.replace(/^- /, "").split(`
`), indent = " ".repeat(bullet.length), lines = [first, ...rest.map((line) => line.replace(/^ {2}/, ""))].map(toRstInline);
  return bullet + lines.map((line, i) => i === 0 || line === "" ? line : indent + line).join(`
`);
}

// src/edits/changelog-rst.ts
function insertRstSection(existing, input) {
  let eol = eolOf(existing);
  if (existing === void 0 || existing.trim() === "") {
    let fresh = rstLayout(""), title = adorn("Changelog", { char: "=", over: !1 }), section = renderRstSection(input.version, input.date, input.groups, {
      ...fresh,
      version: { char: "-", over: !1 },
      group: { char: "~", over: !1 }
    });
    return `${withEol(`${title}

${section}`, eol)}${eol}`;
  }
  let layout = rstLayout(existing), label = labelFor(layout, input.version), render = (hand, labelled = !0) => {
    let section = renderRstSection(input.version, input.date, input.groups, layout, hand);
    return withEol(labelled && label !== void 0 ? `.. _${label}:

${section}` : section, eol);
  }, generated = renderRstSection(input.version, input.date, input.groups, layout), gap = sectionGap(existing, layout), same = layout.headings.find((h) => h !== layout.title && isVersionHeading(h.text, input.version));
  if (same !== void 0) {
    let end = sectionEnd(layout, same, existing.length), hand = handWritten(existing.slice(Math.min(same.next, end), end), generated, input.groups);
    return splice(existing, same.start, end, render(hand, same.label === void 0), eol, { after: gap });
  }
  let marker = afterTowncrierMarker(existing);
  if (marker !== void 0) return splice(existing, marker, marker, render(), eol);
  let first = layout.headings.find((h) => h !== layout.title && h.start >= (layout.title?.next ?? 0));
  if (first !== void 0 && isUnreleasedHeading(first.text)) {
    let end = sectionEnd(layout, first, existing.length), { notes, leftovers } = splitRstLeftovers(existing.slice(Math.min(first.next, end), end)), hand = handWritten(notes, generated, input.groups), body = leftovers === "" ? render(hand) : `${withEol(leftovers, eol)}${eol}${eol}${render(hand)}`;
    return splice(existing, Math.min(first.next, end), end, body, eol, { before: gap, after: gap });
  }
  let at = first?.labelStart ?? sphinxReleaseStart(existing, layout.title?.next ?? 0) ?? existing.length;
  return splice(existing, at, at, render(), eol, { after: gap });
}
function sectionGap(text, layout) {
  let counts = /* @__PURE__ */ new Map(), sections = layout.headings.filter(
    (h) => h !== layout.title && sameAdornment(h.adornment, layout.version)
  );
  for (let heading of sections.slice(1)) {
    let blank = blankLinesBefore(text, heading.labelStart);
    blank > 0 && blank <= 3 && counts.set(blank, (counts.get(blank) ?? 0) + 1);
  }
  let best = 1;
  for (let [blank, n] of counts) n > (counts.get(best) ?? 0) && (best = blank);
  return best;
}
function blankLinesBefore(text, at) {
  let start = text.lastIndexOf(`
`, at - 1) + 1, blank = 0;
  for (; start > 0 && blank < 4; ) {
    let end = start - 1, previous = end === 0 ? 0 : text.lastIndexOf(`
`, end - 1) + 1;
    if (text.slice(previous, end).trim() !== "") break;
    blank++, start = previous;
  }
  return blank;
}
function handWritten(old, section, groups) {
  let text = old.replace(/\r\n/g, `
`), titles = generatedTitles(groups.map((g) => g.title)), known = new Set(section.split(`
`).filter((l) => l.trim() !== ""));
  known.add(MAINTENANCE_ENTRY);
  let headings = scanRstHeadings(text), loose = text.slice(0, headings[0]?.start ?? text.length).split(`
`).filter((line) => !known.has(line) && !/^\s*(?:unreleased\.?|released:? \S+)\s*$/i.test(line)).filter(
    (line) => !/^\*\*[^*]+\*\*:?\s*$/.test(line) || !titles.has(line.replace(/[*:]/g, "").trim().toLowerCase())
  ), blocks = headings.map((h, i) => ({ h, body: text.slice(h.start, headings[i + 1]?.start ?? text.length).trim() })).filter(({ h }) => !titles.has(h.text.toLowerCase())).map(({ body }) => body), tidy = (t) => t.replace(/\n(?:[ \t]*\n){2,}/g, `

`).trim();
  return { intro: tidy(loose.join(`
`)), tail: tidy(blocks.join(`

`)) };
}
function splitRstLeftovers(text) {
  let lines = text.replace(/\r\n/g, `
`).split(`
`), leftover = lines.map(() => !1);
  for (let i = 0; i < lines.length; i++)
    if (COMMENT_START.test(lines[i]))
      for (leftover[i] = !0; i + 1 < lines.length && /^[ \t]+\S/.test(lines[i + 1]); ) leftover[++i] = !0;
  let titles = [];
  for (let i = 0; i < lines.length; i++) {
    if (leftover[i]) continue;
    let line = lines[i], under = (lines[i + 1] ?? "").trimEnd();
    if (BOLD_TITLE.test(line)) titles.push({ from: i, to: i + 1 });
    else if (line.trim() !== "" && /^\S/.test(line) && isAdornment(under) && under.length >= line.trimEnd().length) {
      let over = i > 0 && lines[i - 1].trimEnd() === under;
      titles.push({ from: over ? i - 1 : i, to: i + 2 }), i++;
    }
  }
  titles.forEach((title, k) => {
    let next = titles[k + 1]?.from ?? lines.length;
    if (!lines.slice(title.to, next).some((line, j) => !leftover[title.to + j] && line.trim() !== "")) for (let i = title.from; i < title.to; i++) leftover[i] = !0;
  });
  let chunks = (keep) => lines.map((line, i) => leftover[i] === keep ? line : "").join(`
`).replace(/\n(?:[ \t]*\n){2,}/g, `

`).trim(), notes = chunks(!1);
  return { notes: notes === "" ? "" : `${notes}
`, leftovers: chunks(!0) };
}
var COMMENT_START = /^\.\.(?:[ \t]*$|[ \t]+(?![_[|])(?!\S+::))/, BOLD_TITLE = /^\*\*[^*]+\*\*:?[ \t]*$/;
function hasRstSection(text, version) {
  let layout = rstLayout(text);
  return layout.headings.some((h) => h !== layout.title && isVersionHeading(h.text, version));
}
function readRstSection(text, version) {
  let layout = rstLayout(text), heading = layout.headings.find((h) => h !== layout.title && isVersionHeading(h.text, version));
  if (heading !== void 0)
    return text.slice(heading.start, sectionEnd(layout, heading, text.length)).replace(/\r\n/g, `
`).trimEnd();
}

// src/edits/changelog-file.ts
function insertChangelogSection(existing, section, version, path = "CHANGELOG.md") {
  if (changelogMarkup(path, existing) === "rst") {
    let parsed = parseSection(section);
    if (parsed === void 0)
      throw new Error(`internal: not a rendered changelog section: ${section.slice(0, 40)}`);
    return insertRstSection(existing, { version, date: parsed.date, groups: parsed.groups });
  }
  return insertMarkdownSection(existing, section, version);
}
function hasVersionSection(existing, version, path = "") {
  return existing === void 0 ? !1 : changelogMarkup(path, existing) === "rst" ? hasRstSection(existing, version) : hasMarkdownSection(existing, version);
}
function readVersionSection(text, version, path = "") {
  return changelogMarkup(path, text) === "rst" ? readRstSection(text, version) : readMarkdownSection(text, version);
}
function readReleaseNotes(text, version, path = "") {
  let section = readVersionSection(text, version, path);
  if (section !== void 0)
    return changelogMarkup(path, text) === "rst" ? rstToMarkdown(section) : section;
}

// src/project/read-project.ts
import { join as join11 } from "node:path";

// src/edits/citation-cff.ts
var CITATION_FILE = "CITATION.cff", VERSION_LINE = /^version:[ \t]*(['"]?)(v?)([^'"\s#]+)\1[ \t]*(?:#.*)?$/m, DATE_LINE = /^date-released:[ \t]*(['"]?)(\d{4}-\d{2}-\d{2})\1[ \t]*(?:#.*)?$/m;
function readCitationVersion(text) {
  let found = VERSION_LINE.exec(text);
  if (found !== null)
    return { value: found[3], line: text.slice(0, found.index).split(`
`).length };
}
function setCitationVersion(text, version, date) {
  let found = VERSION_LINE.exec(text);
  if (found === null) return;
  let [, quote = "", v = ""] = found, start = found.index + found[0].indexOf(`${quote}${v}${found[3]}`) + quote.length + v.length, out = `${text.slice(0, start)}${version}${text.slice(start + found[3].length)}`, dated = date === void 0 ? null : DATE_LINE.exec(out);
  if (dated !== null && date !== void 0) {
    let at = dated.index + dated[0].indexOf(dated[2], 14);
    out = `${out.slice(0, at)}${date}${out.slice(at + dated[2].length)}`;
  }
  return out;
}

// src/edits/incremental-placeholders.ts
var QUOTES = ['"', "'"];
function reprOf(name, quote, version, where) {
  let shape = parseIncrementalVersion(`Version(${quote}${name}${quote}, 0, 0, 0)`);
  if (shape === void 0) throw new Error(`not a package name incremental spells: ${name}`);
  return writeIncrementalVersion(shape, version, where);
}
function publicSpellings(name, version, where) {
  let call = parseIncrementalVersion(reprOf(name, '"', version, where));
  if (call === void 0) return [];
  let now2 = incrementalVersion(call), rc = call.rc === void 0 ? "" : `.rc${call.rc}`, post = call.post === void 0 ? "" : `.post${call.post}`, dev = call.dev === void 0 ? "" : `.dev${call.dev}`, old = `${call.numbers.join(".")}${rc}${post}${dev}`;
  return old === now2 ? [now2] : [now2, old];
}
function escapeRegex(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function textForm(name, version) {
  return new RegExp(`(?<![\\w.-])${escapeRegex(`${name} ${version}`)}(?!\\w)`, "g");
}
function isCandidate(name, current, where) {
  if (current === void 0) return !1;
  try {
    return parseIncrementalVersion(reprOf(name, '"', current, where))?.rc !== void 0;
  } catch {
    return !1;
  }
}
function placeholderNeedles(name, current) {
  let needles = [...QUOTES.map((q) => `Version(${q}${name}${q}, ${q}NEXT${q}, 0, 0)`), `${name} NEXT`];
  return isCandidate(name, current, "") && (needles.push(...QUOTES.map((q) => reprOf(name, q, current, ""))), needles.push(...publicSpellings(name, current, "").map((p) => `${name} ${p}`))), needles;
}
function holdsPlaceholder(line, name, current) {
  return replacePlaceholders(line, name, current, "0.0.0", "") !== line;
}
function replacePlaceholders(text, name, current, version, where) {
  let result = text, call = (quote) => reprOf(name, quote, version, where), words = () => `${name} ${publicSpellings(name, version, where)[0] ?? version}`, swap = (from, to) => {
    result.includes(from) && (result = result.split(from).join(to()));
  }, swapWords = (from) => {
    result = result.replace(textForm(name, from), words);
  };
  if (isCandidate(name, current, where)) {
    for (let q of QUOTES) swap(reprOf(name, q, current, where), () => call(q));
    for (let spelled of publicSpellings(name, current, where)) swapWords(spelled);
  }
  for (let q of QUOTES) swap(`Version(${q}${name}${q}, ${q}NEXT${q}, 0, 0)`, () => call(q));
  return swapWords("NEXT"), result;
}

// src/project/ini-file.ts
function parseIni(text) {
  let sections = /* @__PURE__ */ new Map(), current, last2;
  return text.split(`
`).forEach((raw, index) => {
    let line = raw.replace(/\r$/, "");
    if (/^\s*[#;]/.test(line)) return;
    if (line.trim() === "") {
      last2 = void 0;
      return;
    }
    let header = /^\[([^\]]+)\]\s*$/.exec(line);
    if (header !== null) {
      let name = header[1].trim();
      current = sections.get(name) ?? /* @__PURE__ */ new Map(), sections.set(name, current), last2 = void 0;
      return;
    }
    if (/^\s/.test(line) && last2 !== void 0) {
      last2.value = `${last2.value}
${line.trim()}`.trim();
      return;
    }
    let pair = /^([^=:]+?)\s*[=:]\s*(.*)$/.exec(line);
    pair === null || current === void 0 || (last2 = { value: pair[2].trim(), line: index + 1 }, current.set(pair[1].trim().toLowerCase(), last2));
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
import { lstat as lstat6 } from "node:fs/promises";
import { join as join10 } from "node:path";
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
    path === pkg.path || paths.includes(path) || !path.startsWith(folder) || !path.endsWith(".py") || !holdsPlaceholder(text, pkg.name, pkg.current) || !(await lstat6(join10(root, path)).catch(() => {
    }))?.isFile() || (await readRepoText(root, path, VersionFileError), paths.push(path));
  return paths.map((path) => ({ kind: "placeholders", path, name: pkg.name, current: pkg.current }));
}

// src/project/pyproject-info.ts
var PROJECT_VERSION = ["project", "version"], POETRY_VERSION = ["tool", "poetry", "version"];
function readPyprojectInfo(view) {
  let name = stringAt(view, ["project", "name"]) ?? stringAt(view, ["tool", "poetry", "name"]);
  return {
    version: versionOf(view, name),
    name,
    hasProjectTable: view.hasTable(["project"]),
    hasPoetry: view.hasTable(["tool", "poetry"]),
    hasHatch: view.hasTable(["tool", "hatch"]),
    hatchVersionPath: stringAt(view, ["tool", "hatch", "version", "path"]),
    buildBackend: stringAt(view, ["build-system", "build-backend"])
  };
}
function versionOf(view, name) {
  let dynamic = view.value(["project", "dynamic"]), isDynamic = Array.isArray(dynamic) && dynamic.includes("version");
  if (!isDynamic) {
    let project = view.version(PROJECT_VERSION, "project");
    if (project !== void 0) return { kind: "static", ...project, table: "project" };
  }
  if (view.value(["tool", "poetry-dynamic-versioning", "enable"]) === !0)
    return { kind: "dynamic", source: { kind: "computed", tool: "poetry-dynamic-versioning" } };
  let poetry = view.version(POETRY_VERSION, "tool.poetry");
  return poetry !== void 0 ? { kind: "static", ...poetry, table: "tool.poetry" } : isDynamic ? { kind: "dynamic", source: dynamicSource(view, name) } : view.hasTable(["tool", "setuptools_scm"]) || view.hasTable(["tool", "setuptools-scm"]) ? { kind: "dynamic", source: { kind: "computed", tool: "setuptools-scm" } } : { kind: "absent" };
}
function stringAt(view, path) {
  let value = view.value(path);
  return typeof value == "string" ? value : void 0;
}
function dynamicSource(view, name) {
  let hatchSource = stringAt(view, ["tool", "hatch", "version", "source"]) ?? "regex", hatchPath = stringAt(view, ["tool", "hatch", "version", "path"]);
  if (view.hasTable(["tool", "hatch", "version"])) {
    let expression = stringAt(view, ["tool", "hatch", "version", "expression"]) ?? "__version__";
    if (hatchSource === "code" && hatchPath !== void 0)
      return expression.trim() === "__version__" ? { kind: "file", path: hatchPath, tool: "hatch" } : { kind: "computed", tool: `hatch (code: ${expression.trim()} in ${hatchPath})` };
    if (hatchSource === "regex" && hatchPath !== void 0) {
      let pattern = stringAt(view, ["tool", "hatch", "version", "pattern"]);
      return { kind: "file", path: hatchPath, tool: "hatch", pattern: pattern ?? HATCH_DEFAULT_PATTERN };
    }
    let incrementalName = stringAt(view, ["tool", "incremental", "name"]) ?? name;
    return hatchSource === "incremental" && incrementalName !== void 0 ? { kind: "incremental", package: incrementalName.toLowerCase(), tool: "hatch" } : { kind: "computed", tool: `hatch (${hatchSource})` };
  }
  let pdmSource = stringAt(view, ["tool", "pdm", "version", "source"]), pdmPath = stringAt(view, ["tool", "pdm", "version", "path"]);
  if (pdmSource === "file" && pdmPath !== void 0) return { kind: "file", path: pdmPath, tool: "pdm" };
  if (pdmSource !== void 0) return { kind: "computed", tool: `pdm (${pdmSource})` };
  let attr = stringAt(view, ["tool", "setuptools", "dynamic", "version", "attr"]);
  if (attr !== void 0) return { kind: "attr", attr, tool: "setuptools" };
  let file = view.value(["tool", "setuptools", "dynamic", "version", "file"]), firstFile = Array.isArray(file) ? file[0] : file;
  if (typeof firstFile == "string") return { kind: "text-file", path: firstFile, tool: "setuptools" };
  if (view.hasTable(["tool", "setuptools_scm"]) || view.hasTable(["tool", "setuptools-scm"]))
    return { kind: "computed", tool: "setuptools-scm" };
  if (view.hasTable(["tool", "versioningit"])) return { kind: "computed", tool: "versioningit" };
  let backend = stringAt(view, ["build-system", "build-backend"]), scikit = scikitBuildSource(view);
  if (scikit !== void 0) return scikit;
  if (backend === "maturin")
    return { kind: "cargo", manifest: (stringAt(view, ["tool", "maturin", "manifest-path"]) ?? "Cargo.toml").replace(/^\.\//, ""), tool: "maturin" };
  if (backend === "mesonpy") return { kind: "meson", tool: "meson-python" };
  if (backend?.startsWith("flit_core")) {
    let module = stringAt(view, ["tool", "flit", "module", "name"]) ?? name?.replace(/[-.]/g, "_");
    if (module !== void 0) return { kind: "attr", attr: `${module}.__version__`, tool: "flit" };
  }
}
var SCIKIT_BUILD_DEFAULT_REGEX = `(?i)^(__version__|VERSION)(?: ?\\: ?str)? *= *([\\'"])v?(?P<value>.+?)\\2`;
function scikitBuildSource(view) {
  let table3 = ["tool", "scikit-build", "metadata", "version"], provider = stringAt(view, [...table3, "provider"]);
  if (provider === void 0) return;
  if (provider !== "scikit_build_core.metadata.regex")
    return { kind: "computed", tool: `scikit-build-core (${provider})` };
  let input = stringAt(view, [...table3, "input"]), result = stringAt(view, [...table3, "result"]) ?? "{value}";
  if (input === void 0) return;
  let regex = stringAt(view, [...table3, "regex"]) ?? SCIKIT_BUILD_DEFAULT_REGEX, path = input.replace(/^\.\//, "");
  if (result !== "{value}") {
    let parts = [...result.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]);
    return parts.length === 0 || parts.some((name) => !regex.includes(`(?P<${name}>`)) ? void 0 : { kind: "file", path, tool: "scikit-build-core", pattern: regex, result };
  }
  let pattern = regex.replaceAll("(?P<value>", "(?P<version>").replaceAll("(?P=value)", "(?P=version)");
  return { kind: "file", path, tool: "scikit-build-core", pattern };
}
var NeedsPositions = class extends Error {
};
function isTable(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
function dataView(data, text) {
  let at = (path) => {
    let value = data;
    for (let part of path) {
      if (typeof value != "object" || value === null) return;
      value = value[part];
    }
    return value;
  };
  return {
    value: at,
    // A table, or an array of tables (`[[tool.x]]` defines tool.x as the positional reader sees it).
    hasTable(path) {
      let value = at(path);
      return isTable(value) || Array.isArray(value) && value.some(isTable);
    },
    version(path) {
      let value = at(path);
      if (value === void 0) return;
      if (typeof value != "string") throw new NeedsPositions();
      let line = versionLine(text, path, value);
      if (line === void 0) throw new NeedsPositions();
      return { version: value, line };
    }
  };
}
function versionLine(text, path, value) {
  let lines = text.split(`
`), table3 = "", found;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i], header = /^\s*\[\s*([A-Za-z0-9_-]+(?:\s*\.\s*[A-Za-z0-9_-]+)*)\s*\]\s*(?:#.*)?\r?$/.exec(line);
    if (header !== null) {
      table3 = header[1].replace(/\s+/g, "");
      continue;
    }
    if (/^\s*\[/.test(line)) {
      table3 = "\0";
      continue;
    }
    let key = /^\s*([A-Za-z0-9_-]+(?:\s*\.\s*[A-Za-z0-9_-]+)*)\s*=\s*(["'])(.*?)\2\s*(?:#.*)?\r?$/.exec(
      line
    );
    if (!(key === null || key[3] !== value || [
      ...table3 === "" ? [] : table3.split("."),
      ...key[1].replace(/\s+/g, "").split(".")
    ].join("\0") !== path.join("\0"))) {
      if (found !== void 0) return;
      found = i + 1;
    }
  }
  return found;
}

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

// src/edits/pyproject.ts
function readPyprojectVersion(text, path) {
  return readPyprojectInfo(documentView(parseTomlDocument(text, path)));
}
function documentView(doc) {
  return {
    value: (path) => valueAt(doc, path),
    hasTable: (path) => hasTable(doc, path),
    version(path, table3) {
      let entry = findEntry(doc, path);
      if (entry !== void 0) {
        if (!isStringValue(entry.value))
          throw new VersionFileError(
            `${locate(doc, entry.value)}: [${table3}].version is ${describeValue(entry.value)}; expected a string like "1.2.3"`
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

// src/project/read-pyproject.ts
async function readPyproject2(pyproject, path) {
  try {
    return readPyprojectInfo(dataView(pyproject.data, pyproject.text));
  } catch (error) {
    if (!(error instanceof NeedsPositions)) throw error;
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
  let rest = text.slice(call.index), literal3 = new RegExp(`[(,\\s]${key}\\s*=\\s*(["'])([^"'\\n]+)\\1`).exec(rest), variable = new RegExp(`[(,\\s]${key}\\s*=\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*[,)\\n]`).exec(rest);
  return literal3 !== null && (variable === null || literal3.index <= variable.index) ? { literal: literal3[2] } : variable === null ? void 0 : { variable: variable[1] };
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

// src/project/stale-copies.ts
var NOT_COPIES = /(^|\/)(uv\.lock|poetry\.lock|pdm\.lock|Pipfile\.lock|package-lock\.json|yarn\.lock|pnpm-lock\.yaml|Cargo\.lock|requirements[^/]*\.txt|constraints[^/]*\.txt)$|\.lock$/, OTHER_PACKAGES = /(^|\/)(_vendor|_vendored|vendor|vendored|third_party|third-party|extern|site-packages|node_modules|[^/]+\.dist-info|[^/]+\.egg-info)\/|(^|\/)PKG-INFO$/;
function isOtherPackagePath(path) {
  return OTHER_PACKAGES.test(path);
}
function escapeRegex2(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function targetEntryText(target) {
  switch (target.kind) {
    case "python":
      return entryText(`${target.path}:${target.variable}`);
    case "text":
      return entryText(target.path);
    case "pattern":
      return entryText({
        path: target.path,
        pattern: target.pattern,
        ...target.result === void 0 ? {} : { result: target.result }
      });
    default:
      return;
  }
}
function entryText(entry) {
  return typeof entry == "string" ? JSON.stringify(entry) : `{ path = ${JSON.stringify(entry.path)}, pattern = ${JSON.stringify(entry.pattern)}${entry.result === void 0 ? "" : `, result = ${JSON.stringify(entry.result)}`} }`;
}
function versionFileEntryFor(path, lineText, version, whole, table3) {
  if (whole) return path;
  let python = /^([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*[^=]+)?=\s*(['"])/.exec(lineText);
  if (path.endsWith(".py") && python !== null) return `${path}:${python[1]}`;
  let tomlKey = /^\s*([A-Za-z0-9_-]+)\s*=/.exec(lineText);
  if (path.endsWith(".toml") && tomlKey !== null) return `${path}:${table3 ? `${table3}.` : ""}${tomlKey[1]}`;
  let at = lineText.indexOf(version), prefix = lineText.slice(0, at).trimStart();
  return { path, pattern: `^\\s*${escapeRegex2(prefix).replace(/\s+/g, "\\s*")}(?P<version>[^"'\\s,]+)` };
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
var DEFINES_NEEDLE = "MAJOR", HEADER = /\.(h|hh|hpp|hxx|h\.in)$/i, DEFINE = (name) => new RegExp(`^[ \\t]*#[ \\t]*define[ \\t]+(${name})[ \\t]+(\\d+)[ \\t]*(?:\\/\\/.*|\\/\\*.*)?$`, "m");
function versionDefinesCopy(path, line, lineText, fileText, version) {
  if (!HEADER.test(path)) return;
  let parts = /^(\d+)\.(\d+)\.(\d+)$/.exec(version), major = DEFINE("\\w*MAJOR").exec(lineText);
  if (parts === null || major === null || Number(major[2]) !== Number(parts[1])) return;
  let prefix = major[1].slice(0, -5), minor = DEFINE(`${prefix}MINOR`).exec(fileText), patch = DEFINE(`${prefix}(?:PATCH|MICRO)`).exec(fileText);
  if (minor === null || patch === null || Number(minor[2]) !== Number(parts[2]) || Number(patch[2]) !== Number(parts[3])) return;
  let at = (found) => fileText.slice(0, found.index).split(`
`).length, pattern = `(?s)${[
    { name: major[1], group: "major", line },
    { name: minor[1], group: "minor", line: at(minor) },
    { name: patch[1], group: "patch", line: at(patch) }
  ].sort((a, b) => a.line - b.line).map((d) => `#\\s*define\\s+${d.name}\\s+(?P<${d.group}>\\d+)\\b`).join(".*?")}`, text = [major[0], minor[0], patch[0]].map((t) => t.trim()).join(", ");
  return { path, line, text, entry: entryText({ path, pattern, result: "{major}.{minor}.{patch}" }) };
}
async function findStaleCopies(root, version, covered, skip, grepped) {
  let lines = grepped ?? await grepTracked(root, [version, DEFINES_NEEDLE]), v = escapeRegex2(version), assignment = new RegExp(
    `^\\s*(?:[{,]\\s*)?["']?(?:__version__|version|release)["']?\\s*[:=]\\s*["']?v?${v}(?![\\w.+-]*\\d)["']?\\s*[,;}]?\\s*(?:#.*)?$`,
    "i"
  ), call = new RegExp(`[(,]\\s*["'](?:__version\\w*__|version)["']\\s*,\\s*["']v?${v}["']\\s*\\)`, "i"), whole = new RegExp(`^\\s*v?${v}\\s*$`), copies = [];
  for (let { path, line, text } of lines) {
    if (skip.has(path) || NOT_COPIES.test(path) || isOtherPackagePath(path) || covered.has(`${path}:${line}`)) continue;
    if (text.includes(DEFINES_NEEDLE) && HEADER.test(path) && DEFINE("\\w*MAJOR").test(text)) {
      let header = (await readRepoText(root, path).catch(() => {
      }))?.text ?? "", copy = versionDefinesCopy(path, line, text, header, version);
      copy !== void 0 && copies.push(copy);
      continue;
    }
    if (!text.includes(version)) continue;
    let isWhole = whole.test(text) && line === 1;
    if (!isWhole && !assignment.test(text) && !call.test(text)) continue;
    let fileText = (await readRepoText(root, path).catch(() => {
    }))?.text ?? "", table3 = path.endsWith(".toml") ? tomlTableAt(fileText, line) : void 0, entry = tiedToLine(versionFileEntryFor(path, text, version, isWhole, table3), fileText, line, text);
    copies.push({ path, line, text: text.trim(), entry: entryText(entry) });
  }
  return copies;
}

// src/edits/c-version-defines.ts
var LEVELS = { a: ["ALPHA", 10], b: ["BETA", 11], rc: ["GAMMA", 12] };
function setVersionDefines(text, version) {
  let parsed = parseVersion(version, { strict: !0 });
  if (parsed === void 0 || parsed.epoch !== 0 || parsed.release.length > 3 || parsed.dev !== void 0 || parsed.post !== void 0 || parsed.local !== void 0)
    return text;
  let prefix = /^[ \t]*#[ \t]*define[ \t]+(\w*)MAJOR[ \t]+\d+[ \t]*$/m.exec(text)?.[1];
  if (prefix === void 0 || !new RegExp(`^[ \\t]*#[ \\t]*define[ \\t]+${prefix}MINOR[ \\t]`, "m").test(text))
    return text;
  let [major = 0, minor = 0, micro = 0] = parsed.release, [levelName, level] = parsed.pre === void 0 ? ["FINAL", 15] : LEVELS[parsed.pre.label], serial = parsed.pre?.number ?? 0, hex = (major & 255) << 24 | (minor & 255) << 16 | (micro & 255) << 8 | level << 4 | serial, out = text, set2 = (name, value, next) => {
    out = out.replace(
      new RegExp(
        `^([ \\t]*#[ \\t]*define[ \\t]+${prefix}${name}[ \\t]+)(${value.source})([ \\t]*(?:\\/\\/.*|\\/\\*.*)?)$`,
        "m"
      ),
      (_, head, old, tail) => `${head}${next(old)}${tail}`
    );
  };
  return set2("MICRO", /\d+/, () => String(micro)), set2("RELEASE_LEVEL", /PY_RELEASE_LEVEL_[A-Z]+/, () => `PY_RELEASE_LEVEL_${levelName}`), set2("RELEASE_SERIAL", /\d+/, () => String(serial)), set2("HEX", /0x[0-9A-Fa-f]{8}/, (old) => {
    let digits = ((parsed.pre === void 0 && old.slice(-2, -1) === "0" ? hex & -241 : hex) >>> 0).toString(16).padStart(8, "0");
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

// src/project/stale-copies-of.ts
async function staleCopiesOf(root, targets, version, changelogFile, needles, known) {
  let grep = grepTracked(root, [version, DEFINES_NEEDLE, ...needles]);
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
      let sentinel = (t) => t.kind === "pattern" && t.result !== void 0 ? t.result.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, "999999999") : "0.0.0.dev999999999", edits = [...new Set(planned.map(sentinel))].flatMap(
        (version2) => planFileEdits({
          version: version2,
          targets: planned.filter((t) => sentinel(t) === version2),
          texts,
          changelogFile,
          changelogSection: void 0
        }).edits
      );
      for (let edit of edits) {
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
        let value = readTomlValue(text, target.key, target.path);
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
async function readProject(root, loaded, named2) {
  let { config } = loaded, sources = await readSources(root, loaded), { pyproject, setupCfg, setupPy } = sources, metadata = setupCfg?.ini.get("metadata"), name = pyproject?.name ?? nonEmpty(metadata?.get("name")?.value) ?? setupPy?.name;
  named2?.(name);
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
  let implicit = [];
  if (!explicit.some((t) => t.kind !== "toml"))
    for (let [target, why] of await implicitTargets(root, sources, name, warnings))
      add(target, why), implicit.push(target);
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
  let incremental = usable ? await findIncrementalPackage(root, targets) : void 0, needles = incremental === void 0 ? [] : placeholderNeedles(incremental.name, incremental.current), { copies: staleCopies, lines: found } = usable ? await staleCopiesOf(root, targets, version, config.changelog_file, [...needles, ...SIGN_NEEDLES], lines) : { copies: [], lines: [] }, signs = usable ? found.filter((l) => SIGN_NEEDLES.some((n) => l.text.includes(n))) : void 0;
  if (incremental !== void 0)
    for (let target of await placeholderTargets(root, incremental, found))
      add(
        target,
        `it holds ${incremental.name}'s NEXT placeholders (or its release candidate's version), which incremental's update replaces with the release`
      ), current.set(target, void 0);
  if (staleCopies.length > 0) {
    let list = staleCopies.map((c) => `${c.path}:${c.line} ${c.text}`).join("; "), advised = staleCopies.map((c) => c.entry), kept = advised.some((e) => !/^"[^"]*\.toml:[^"]*"$/.test(e)) ? implicit.filter((t) => targets.includes(t)).flatMap((t) => {
      let entry = targetEntryText(t);
      return entry === void 0 ? [] : [entry];
    }) : [], entries = [.../* @__PURE__ */ new Set([...kept, ...advised])].join(", ");
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
    signs,
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
        let found = readBumpversionToml(file, parseToml(text, file));
        if (found !== void 0) return found;
      } else {
        let found = readBumpversionIni(file, text);
        if (found !== void 0) return found;
      }
  }
}
async function lockHoldsProject(root, file, lock, name) {
  if (!await exists2(join11(root, file))) return !1;
  let read = await readRepoText(root, file, VersionFileError).catch(() => null);
  if (read === null) return !0;
  let text = read?.text;
  if (text === void 0) return !1;
  let spelled = name.split(/[-_.]+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[-_.]+");
  return new RegExp(`["']${spelled}\\s*(?:\\[[^\\]]*\\])?["']`, "i").test(text) ? lockfileHoldsProject(text, lock, name) : !1;
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
  let last2 = newest[0];
  if (last2 === void 0 || local === 0 || local <= utc) return;
  let partner = newest.find(
    (t) => Math.abs(t.offset - last2.offset) === 60 && bySeason(newest, Math.max(t.offset, last2.offset))
  ), offset = partner === void 0 ? last2.offset : nearestInYear(newest, [last2.offset, partner.offset], moment), other = partner === void 0 ? void 0 : offset === last2.offset ? partner.offset : last2.offset, why = other === void 0 ? `dated in ${utcName(offset)}, the clock the project's tags were made in` : `dated in ${utcName(offset)}, the clock the project's tags were made in at this time of year (${utcName(other)} in the other season: daylight saving time)`;
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
function bySeason(tags, summer) {
  let winter = summer - 60, season = (t) => {
    let day = dayOfYear(t.seconds);
    if (day >= 98 && day <= 273) return "summer";
    if (day < 66 || day > 311) return "winter";
  };
  for (let [high, low] of [
    ["summer", "winter"],
    ["winter", "summer"]
    // the southern hemisphere's summer is the northern's winter
  ]) {
    let ofSummer = tags.filter((t) => t.offset === summer).map(season), ofWinter = tags.filter((t) => t.offset === winter).map(season);
    if (!ofSummer.includes(low) && !ofWinter.includes(high) && ofSummer.includes(high) && ofWinter.includes(low))
      return !0;
  }
  return !1;
}
function dayOfYear(seconds) {
  let date = new Date(seconds * 1e3);
  return (date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / 1e3 / DAY;
}
function nearestInYear(tags, offsets, moment) {
  let today = dayOfYear(moment), best, bestDistance = Number.POSITIVE_INFINITY;
  for (let t of tags) {
    if (!offsets.includes(t.offset)) continue;
    let apart = Math.abs(dayOfYear(t.seconds) - today), distance = Math.min(apart, 365 - apart);
    distance < bestDistance && (best = t, bestDistance = distance);
  }
  return best?.offset ?? offsets[0] ?? 0;
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
  let newestTagged = taggedYears?.get(formatVersion(newest));
  if (newestTagged !== void 0 && Math.abs(asYear - newestTagged) > 1) return;
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
    let last2 = newest.at(-1);
    if (newest.length === NEWEST2 && last2 !== void 0 && compareVersions(v, last2) <= 0) continue;
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
    let first = v.release[0] ?? 0, named2 = Date.UTC(first < 1e3 ? 2e3 + first : first, (v.release[1] ?? 1) - 1, v.release[2] ?? 1), [y, m, d] = date.split("-").map(Number), late = (Date.UTC(y ?? 2e3, (m ?? 1) - 1, d ?? 1) - named2) / 864e5;
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
    let month = Number(day.slice(5, 7)), named2 = v.release[1] ?? 0;
    (named2 === month || named2 === month - 1) && matching++;
  }
  return known >= 2 && matching * 2 > known;
}
function taggedInTheirYears(versions, yearToken, taggedYears) {
  let known = 0, matching = 0;
  for (let v of versions) {
    let tagged = taggedYears.get(formatVersion(v));
    if (tagged === void 0) continue;
    known++;
    let head = v.release[0] ?? 0, named2 = yearToken === "YY" ? 2e3 + head : head;
    (named2 === tagged || named2 === tagged + 1) && matching++;
  }
  return known === 0 || matching * 2 > known;
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

// src/flows/shared/towncrier.ts
import { spawn as spawn2 } from "node:child_process";
import { mkdir, readdir as readdir2, rmdir } from "node:fs/promises";
import { dirname as dirname4, posix as posix3 } from "node:path";

// src/edits/towncrier-news.ts
var UNDERLINE = /^([=\-~^*+#"'`:.!$%&,;<>?@_|/\\])\1{2,}[ \t]*$/, MARKDOWN_HEADING = /^(#{1,6})[ \t]+\S/;
function findNewsSection(text, version) {
  let lines = text.replace(/\r\n?/g, `
`).split(`
`), names2 = versionPattern(version);
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (!names2.test(line)) continue;
    let heading = headingAt(lines, i);
    if (heading === void 0) continue;
    let end = lines.length;
    for (let j = i + 1; j < lines.length; j++) {
      let other = headingAt(lines, j);
      if (other !== void 0 && endsSection(heading.level, other.level)) {
        end = other.start;
        break;
      }
    }
    return `${lines.slice(heading.start, end).join(`
`).trimEnd()}
`;
  }
}
function headingAt(lines, i) {
  let line = lines[i], markdown = MARKDOWN_HEADING.exec(line);
  if (markdown) return { level: { kind: "md", depth: markdown[1].length }, start: i };
  if (line.trim() === "" || UNDERLINE.test(line)) return;
  let under = UNDERLINE.exec(lines[i + 1] ?? "");
  if (under === null) return;
  let overlined = (lines[i - 1] ?? "").trimEnd() === under[0].trimEnd() && (lines[i - 2] ?? "").trim() === "";
  return { level: { kind: "rst", char: under[1], over: overlined }, start: overlined ? i - 1 : i };
}
function endsSection(level, other) {
  return level.kind === "rst" ? other.kind === "rst" && other.char === level.char && other.over === level.over : other.kind === "md" && other.depth <= level.depth;
}
function versionPattern(version) {
  let escaped = version.replace(/^v/i, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w.+-])v?${escaped}(?![\\w+-]|\\.\\w)`, "i");
}
function insertNewsDraft(existing, startString, section) {
  if (existing === void 0) return section;
  let text = existing.replace(/\r\n?/g, `
`), at = text.indexOf(startString), header = at === -1 ? "" : `${text.slice(0, at).trimEnd()}

${startString}
`, body = (at === -1 ? text : text.slice(at + startString.length)).trimStart();
  return `${header}${section}${body === "" ? "" : `

${body}`}`;
}

// src/project/towncrier-config.ts
import { posix as posix2 } from "node:path";
var START_STRING = `.. towncrier release notes start
`;
function readTowncrierConfig(data, source) {
  let tool = data.tool;
  if (!isTable2(tool) || !isTable2(tool.towncrier)) return;
  let table3 = tool.towncrier, text = (key) => typeof table3[key] == "string" ? table3[key] : void 0, directory = text("directory"), packageName = text("package") ?? "", packageDir = text("package_dir") ?? ".";
  return {
    source,
    filename: text("filename") ?? "NEWS.rst",
    singleFile: table3.single_file !== !1,
    fragmentBase: normalise(directory ?? posix2.join(packageDir, packageName)),
    newsfragmentsFolders: directory === void 0,
    startString: text("start_string") ?? START_STRING,
    projectName: nonEmpty2(text("name")) ?? (packageName === "" ? void 0 : pythonTitle(packageName)),
    types: fragmentTypes(table3),
    sectionPaths: sectionPaths(table3)
  };
}
function fragmentTypes(table3) {
  if (Array.isArray(table3.type)) {
    let listed = table3.type.flatMap(
      (entry) => isTable2(entry) && typeof entry.directory == "string" ? [
        {
          directory: entry.directory,
          name: typeof entry.name == "string" ? entry.name : entry.directory
        }
      ] : []
    );
    if (listed.length > 0) return listed;
  }
  if (isTable2(table3.fragment)) {
    let named2 = Object.entries(table3.fragment).map(([directory, entry]) => ({
      directory,
      name: isTable2(entry) && typeof entry.name == "string" ? entry.name : pythonTitle(directory)
    }));
    if (named2.length > 0) return named2;
  }
  return DEFAULT_FRAGMENT_TYPES;
}
function sectionPaths(table3) {
  if (!Array.isArray(table3.section)) return [""];
  let paths = table3.section.flatMap(
    (entry) => isTable2(entry) && typeof entry.path == "string" ? [entry.path] : []
  );
  return paths.length > 0 ? paths : [""];
}
function nonEmpty2(value) {
  return value === void 0 || value === "" ? void 0 : value;
}
function pythonTitle(text) {
  let out = "", previousLetter = !1;
  for (let char of text) {
    let letter = char.toLowerCase() !== char.toUpperCase();
    out += letter ? previousLetter ? char.toLowerCase() : char.toUpperCase() : char, previousLetter = letter;
  }
  return out;
}
function newsFilePath(config, release) {
  return config.singleFile ? normalise(config.filename) : normalise(
    config.filename.replaceAll("{name}", release.name).replaceAll("{version}", release.version).replaceAll("{project_date}", release.date)
  );
}
function fragmentFolder(config) {
  return (config.newsfragmentsFolders ? posix2.join(config.fragmentBase, "newsfragments") : config.fragmentBase).replace(/^\.\//, "");
}
function isFragmentPath(config, path) {
  let base = config.fragmentBase, inside = base === "." ? path : path.startsWith(`${base}/`) ? path.slice(base.length + 1) : void 0;
  return inside === void 0 ? !1 : !config.newsfragmentsFolders || inside.split("/").slice(0, -1).includes("newsfragments");
}
function normalise(path) {
  let joined = posix2.normalize(path.replaceAll("\\", "/")).replace(/\/+$/, "");
  return joined === "" ? "." : joined;
}
function isTable2(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}

// src/flows/shared/towncrier.ts
async function detectTowncrier(root, pyproject) {
  let own = (await readRepoText(root, "towncrier.toml", ConfigError))?.text;
  if (own !== void 0) {
    let found = readTowncrierConfig(parseToml(own, "towncrier.toml"), "towncrier.toml");
    if (found) return found;
  }
  return pyproject === void 0 ? void 0 : readTowncrierConfig(pyproject, "pyproject.toml");
}
async function listNewsFragments(root, config, overrides) {
  let names2 = config.types.map((t) => t.directory), fragments = [];
  for (let section of config.sectionPaths) {
    let folder = posix3.join(fragmentFolder(config), section), real = await resolveRepoPath(root, folder).catch((error) => {
      if (error instanceof OutsideRepositoryError)
        throw new ConfigError(
          `towncrier's news fragment folder ${folder} (${config.source}) ${error.message.replace(/^"[^"]*" /, "")}; releaser never reads files outside the repository, so nothing was done: make ${folder} a folder of the repository`
        );
    });
    if (real === void 0) continue;
    let entries = await readdir2(real.abs, { withFileTypes: !0 }).catch(() => []);
    for (let entry of entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) {
      if (!entry.isFile()) continue;
      let type = fragmentTypeOf(entry.name, names2), declared = config.types.find((t) => t.directory === type);
      declared !== void 0 && fragments.push({
        path: posix3.join(folder, entry.name).replace(/^\.\//, ""),
        type: declared.directory,
        bump: bumpOfFragmentType(declared, overrides)
      });
    }
  }
  return fragments;
}
function towncrierArgs(config, release, mode) {
  let named2 = config.projectName ?? release.name, name = named2 === void 0 ? [] : ["--name", named2];
  return [
    "towncrier",
    "build",
    mode === "draft" ? "--draft" : "--yes",
    "--version",
    release.version,
    "--date",
    release.date,
    ...name
  ];
}
async function renderTowncrierDraft(config, release) {
  let { stdout } = await runTowncrier(config, release, "draft");
  return `${stdout.replace(/\r\n/g, `
`).trimEnd()}
`;
}
async function buildTowncrierNews(config, release) {
  await runTowncrier(config, release, "build");
}
async function readNewsSection(config, release) {
  let path = newsFilePath(config, { ...release, name: release.name ?? "" }), text = (await readRepoText(release.root, path, ConfigError))?.text;
  return { path, text, section: text === void 0 ? void 0 : findNewsSection(text, release.version) };
}
async function withTowncrierChangelog(plan, world) {
  if (plan.nextVersion === void 0) return plan;
  let config = world.config === void 0 ? await detectTowncrier(world.root, world.pyproject) : world.config ?? void 0;
  if (config === void 0) return plan;
  let release = { ...world, version: plan.nextVersion }, written = await readNewsSection(config, release);
  if (written.section !== void 0) {
    let kept = { ...plan, changelog: written.section };
    return outcomes.set(kept, { kind: "written", newsFile: written.path, news: written.text ?? written.section }), kept;
  }
  try {
    let draft = await renderTowncrierDraft(config, release), drafted = { ...plan, changelog: draft }, news = insertNewsDraft(written.text, config.startString, draft);
    outcomes.set(drafted, { kind: "drafted", newsFile: written.path, news });
    let empty = noFragmentsWarning(config, drafted);
    return empty !== void 0 && world.warn(empty), drafted;
  } catch (error) {
    if (!(error instanceof TowncrierMissingError)) {
      if (world.failure !== "warn" || !(error instanceof Error)) throw error;
      return world.warn(
        `${error.message}; the changelog section is not shown, and \`update\` and \`release-pr\` stop on this until it is fixed`
      ), { ...plan, changelog: void 0 };
    }
    world.warn(MISSING_WARNING);
    let kept = { ...plan };
    return outcomes.set(kept, { kind: "missing", error }), kept;
  }
}
var NO_FRAGMENTS = /No significant changes\./;
function saysOnlyNoChanges(draft) {
  let lines = draft.split(/\r?\n/).map((line) => line.trim());
  return NO_FRAGMENTS.test(draft) && lines.every(
    (line, i) => line === "" || NO_FRAGMENTS.test(line) || isAdornment(line) || /^#{1,6}\s/.test(line) || isAdornment(lines[i + 1] ?? "")
  );
}
function noFragmentsWarning(config, plan) {
  if (plan.changelog === void 0 || !saysOnlyNoChanges(plan.changelog)) return;
  let cancelled = new Set(plan.cancelled), asking = plan.commits.filter((c) => !cancelled.has(c) && bumpOfCommit(c) !== "none").length;
  if (asking === 0) return;
  let since = plan.baseTag === void 0 ? "in the history" : `since ${plan.baseTag}`;
  return `towncrier found no news fragments for ${plan.nextVersion}, although ${asking} ${asking === 1 ? "commit" : "commits"} ${since} ${asking === 1 ? "asks" : "ask"} for a release; the section will say 'No significant changes.' (add fragments to ${fragmentFolder(config)})`;
}
var MISSING_WARNING = "towncrier is not installed (no towncrier on PATH), so the changelog shown is the one the commits would give, not the news fragments'; `update` and `release-pr` need it: pip install towncrier", outcomes = /* @__PURE__ */ new WeakMap();
function draftedByTowncrier(plan) {
  return outcomes.get(plan)?.kind === "drafted";
}
function plannedNewsFile(plan) {
  let outcome = outcomes.get(plan);
  if (!(outcome === void 0 || outcome.kind === "missing"))
    return { path: outcome.newsFile, text: outcome.news };
}
function requireTowncrier(plan) {
  let outcome = outcomes.get(plan);
  if (outcome?.kind === "missing") throw outcome.error;
}
function withoutTowncrierWarning(context) {
  return { ...context, warn: (message) => message === MISSING_WARNING ? void 0 : context.warn(message) };
}
var TowncrierMissingError = class extends ConfigError {
};
async function runTowncrier(config, release, mode) {
  let made = [];
  try {
    for (let section of config.sectionPaths) {
      let folder = posix3.join(fragmentFolder(config), section), real = await resolveRepoPath(release.root, folder).catch(() => {
      });
      if (real === void 0) continue;
      let first = await mkdir(real.abs, { recursive: !0 }).catch(() => {
      });
      first !== void 0 && made.push({ folder: real.abs, top: first });
    }
    return await spawnTowncrier(config, release, mode);
  } finally {
    for (let { folder, top } of made.reverse()) await removeEmptyUpTo(folder, top);
  }
}
async function removeEmptyUpTo(dir, top) {
  for (let current = dir; ; current = dirname4(current))
    if (!await rmdir(current).then(
      () => !0,
      () => !1
    ) || current === top || dirname4(current) === current) return;
}
function spawnTowncrier(config, release, mode) {
  let argv = towncrierArgs(config, release, mode), shown = `towncrier build ${mode === "draft" ? "--draft" : "--yes"}`;
  return new Promise((resolve2, reject) => {
    let started = now(), [command = "", ...args] = argv, child = spawn2(command, args, {
      cwd: release.root,
      env: { ...release.env, PYTHONIOENCODING: "utf-8" },
      stdio: ["ignore", "pipe", "pipe"]
    }), out = [], err = [];
    child.stdout.on("data", (chunk) => out.push(chunk)), child.stderr.on("data", (chunk) => err.push(chunk)), child.on("error", (error) => {
      error.code === "ENOENT" ? reject(
        new TowncrierMissingError(
          `[tool.towncrier] in ${config.source} makes towncrier write the changelog, but towncrier is not installed (no towncrier on PATH); install it (pip install towncrier) and run again; nothing was changed`,
          { cause: error }
        )
      ) : reject(new ConfigError(`${shown} could not be started: ${error.message}`, { cause: error }));
    }), child.on("close", (code, signal) => {
      tracing() && traceCall(`run ${commandLine(argv)} -> exit ${code ?? signal} (${took(started)})`);
      let stdout = Buffer.concat(out).toString("utf8"), stderr = Buffer.concat(err).toString("utf8");
      if (code === 0) {
        resolve2({ stdout, stderr });
        return;
      }
      let last2 = (stderr.trim() === "" ? stdout : `${stdout}
${stderr}`).split(`
`).map((l) => l.trim()).filter(
        (l) => l !== "" && !/^(Loading template|Finding news|Rendering news|Writing to newsfile)/.test(l)
      ), reason = last2.at(-1) ?? (signal ? `killed by ${signal}` : `exit code ${code}`);
      if (/Failed to list the news fragment files/.test(stderr) && /FileNotFoundError/.test(reason)) {
        reject(
          new ConfigError(
            `${shown} failed: the news fragment folder ${fragmentFolder(config)} does not exist; create it with an empty .gitkeep in it (towncrier's git rm takes the folder away with its last fragment)`,
            { details: [`command: ${commandLine(argv)}`, ...last2.slice(-20)] }
          )
        );
        return;
      }
      reject(
        new ConfigError(
          `${shown} failed: ${reason}; fix the towncrier settings in ${config.source} or the news fragments (\`${commandLine(argv)}\` shows it all)`,
          { details: [`command: ${commandLine(argv)}`, ...last2.slice(-20)] }
        )
      );
    });
  });
}

export {
  repositoryFromFiles,
  readTags,
  readTagCommit,
  createAnnotatedTag,
  deleteTag,
  findWorkspace,
  pathInRepository,
  asPackageError,
  REMOVAL_NEEDLES,
  SIGN_NEEDLES,
  isComingVersion,
  directivesComing,
  removalsCarriedOut,
  signVersion,
  grepTracked,
  grepTree,
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
  readRecent,
  readHistory,
  LOCKFILE_NAMES,
  parseTomlDocument,
  isStringValue,
  replaceStrings,
  setLockfileVersion,
  lockfileHoldsProject,
  exists2 as exists,
  isOtherPackagePath,
  versionFileEntryFor,
  tomlTableAt,
  findStaleCopies,
  sectionHeadings,
  contentEnd,
  splitLeftovers,
  scanRstHeadings,
  rstLayout,
  sectionEnd,
  splitRstLeftovers,
  insertChangelogSection,
  hasVersionSection,
  readVersionSection,
  readReleaseNotes,
  planFileEdits,
  readProject,
  writtenFiles,
  releaseDate,
  calverStyle,
  withVersionScheme,
  releaseClock,
  insertNewsDraft,
  isFragmentPath,
  detectTowncrier,
  listNewsFragments,
  renderTowncrierDraft,
  buildTowncrierNews,
  readNewsSection,
  withTowncrierChangelog,
  draftedByTowncrier,
  plannedNewsFile,
  requireTowncrier,
  withoutTowncrierWarning
};
