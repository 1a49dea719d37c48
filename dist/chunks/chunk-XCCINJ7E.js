#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  faultPoint,
  hasVersionSection,
  insertChangelogSection
} from "./chunk-BX4HTDB3.js";
import {
  checkCommitIdentity,
  commitPaths,
  describeOperationInProgress,
  readStatus,
  unstagePaths
} from "./chunk-6DOCS5YT.js";
import {
  setPyprojectVersion
} from "./chunk-4VM4HHEW.js";
import {
  describeValue,
  formatPath,
  isStringValue,
  locate,
  parseTomlDocument,
  replaceStrings,
  setTomlValue
} from "./chunk-POJCIX7Z.js";
import {
  checkFlow,
  findStrayTempFiles,
  journalPath,
  removeJournal,
  writeJournal
} from "./chunk-MJK7YERV.js";
import {
  LOCKFILE_NAMES,
  setPythonAssignment,
  writeFileAtomic
} from "./chunk-JA2CYGXO.js";
import {
  readRepoText,
  resolveRepoPathOr,
  runGit
} from "./chunk-MKK6INCF.js";
import {
  listSome
} from "./chunk-PECP7TWK.js";
import {
  ConfigError,
  GitError,
  ReleaseError,
  VersionFileError
} from "./chunk-DSG6HE4L.js";

// src/flows/update.ts
import { rm as rm2 } from "node:fs/promises";
import { join as join2 } from "node:path";

// src/edits/lockfile.ts
function normalizeProjectName(name) {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}
function setLockfileVersion(text, kind, projectName, newVersion, path) {
  let doc = parseTomlDocument(text, path), wanted = normalizeProjectName(projectName), own = packageEntries(doc).filter(
    (pkg) => pkg.name !== void 0 && normalizeProjectName(stripExtras(pkg.name)) === wanted && isOwn(kind, pkg)
  );
  if (own.length === 0) {
    let why = kind === "uv" ? `has no editable or virtual entry for ${projectName}` : `does not list ${projectName} itself (${LOCKFILE_NAMES[kind]} only lists dependencies)`;
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
    let why = own.some((pkg) => pkg.version !== void 0) ? `already records ${projectName} ${newVersion}` : `records no version for ${projectName} (a dynamic version)`;
    return { changed: !1, text, reason: `${path} ${why}` };
  }
  let edited = replaceStrings(text, replacements);
  return parseTomlDocument(edited, path), { changed: !0, text: edited, entries: replacements.length };
}
function packageEntries(doc) {
  let packages = /* @__PURE__ */ new Map();
  for (let entry of doc.entries) {
    let [table, index, key, sub] = entry.path;
    if (table !== "package" || typeof index != "number" || typeof key != "string") continue;
    let pkg = packages.get(index);
    pkg === void 0 && (pkg = { name: void 0, version: void 0, sourceKeys: [] }, packages.set(index, pkg)), entry.path.length === 3 && key === "name" && isStringValue(entry.value) && (pkg.name = entry.value.value), entry.path.length === 3 && key === "version" && (pkg.version = entry), entry.path.length === 4 && key === "source" && typeof sub == "string" && pkg.sourceKeys.push(sub);
  }
  return [...packages.values()];
}
var LOCAL_SOURCES = ["editable", "virtual", "directory"];
function isOwn(kind, pkg) {
  return kind === "uv" ? pkg.sourceKeys.some((key) => LOCAL_SOURCES.includes(key)) : !0;
}
function stripExtras(name) {
  return name.replace(/\[.*$/, "").trim();
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
        case "lock": {
          let edit = setLockfileVersion(text, target.lock, target.projectName, input.version, target.path);
          edit.changed ? after.set(target.path, edit.text) : notes.push(edit.reason);
          break;
        }
      }
  }
  if (input.changelogSection !== void 0) {
    let before = current(input.changelogFile);
    after.set(input.changelogFile, insertChangelogSection(before, input.changelogSection, input.version));
  }
  let edits = [];
  for (let [path, text] of after) {
    let before = input.texts.get(path);
    text !== before && edits.push({ path, before, after: text });
  }
  return { edits, notes };
}

// src/flows/commit-failure.ts
import { access, constants } from "node:fs/promises";
import { isAbsolute, join } from "node:path";
var COMMIT_HOOKS = ["pre-commit", "prepare-commit-msg", "commit-msg"];
async function describeCommitFailure(repo, env) {
  let configured = await runGit(["config", "core.hooksPath"], { cwd: repo.root, env, allowedCodes: [1] }).then((r) => r.stdout.trim()).catch(() => ""), dir = configured === "" ? join(repo.gitDir, "hooks") : isAbsolute(configured) ? configured : join(repo.root, configured), hooks = [];
  for (let hook of COMMIT_HOOKS)
    await access(join(dir, hook), constants.X_OK).then(
      () => !0,
      () => !1
    ) && hooks.push(hook);
  return hooks.length > 0 ? `The repository's ${hooks.join(" and ")} hook${hooks.length > 1 ? "s" : ""} ran on the commit: fix what ${hooks.length > 1 ? "they report" : "it reports"} and run update again` : "Fix what git reports and run update again";
}

// src/flows/release-files.ts
async function readReleaseFiles(root, targets, changelogFile) {
  let texts = /* @__PURE__ */ new Map(), real = async (given) => {
    let read = await readRepoText(root, given, VersionFileError), path = read?.path.rel ?? (await resolveRepoPathOr(root, given, VersionFileError)).rel;
    return texts.set(path, read?.text), path;
  }, resolved = [];
  for (let target of targets) resolved.push({ ...target, path: await real(target.path) });
  return { targets: resolved, changelogFile: await real(changelogFile), texts };
}

// src/flows/write-edits.ts
import { mkdir, rm, rmdir } from "node:fs/promises";
import { dirname } from "node:path";
async function writeEdits(root, edits, between = () => {
}) {
  let done = [], folders = [], restore = async () => {
    let restored = [];
    for (let edit of [...done].reverse()) {
      let path = (await resolveRepoPathOr(root, edit.path)).abs;
      edit.before === void 0 ? await rm(path, { force: !0 }) : await writeFileAtomic(path, edit.before), restored.push(edit.path);
    }
    for (let folder of folders.splice(0)) await rmdir(folder).catch(() => {
    });
    return restored;
  };
  for (let edit of edits) {
    try {
      let target = await resolveRepoPathOr(root, edit.path);
      edit.before === void 0 && folders.unshift(...await makeFolders(dirname(target.abs))), await writeFileAtomic(target.abs, edit.after, between);
    } catch (error) {
      if (error instanceof ReleaseError)
        throw await restore(), error;
      let code = error.code;
      if (code === void 0) throw error;
      let restored = await restore();
      throw new ReleaseError(
        `could not write ${edit.path} (${code}); ${restored.length > 0 ? `restored ${restored.join(", ")}, ` : ""}nothing was changed`,
        { cause: error }
      );
    }
    done.push(edit), between();
  }
  return { paths: done.map((e) => e.path), restore };
}
async function makeFolders(folder) {
  let first = await mkdir(folder, { recursive: !0 });
  if (first === void 0) return [];
  let made = [];
  for (let at = folder; ; at = dirname(at))
    if (made.push(at), at === first || dirname(at) === at) return made;
}

// src/flows/update.ts
async function updateFlow(context, overrides, options) {
  let check = await checkFlow(context, overrides), { plan, config, project, repo } = check;
  if (check.staleJournal && !options.dryRun && await removeJournal(repo.gitDir), plan.nextVersion === void 0) return { check, outcome: { kind: "nothing" } };
  let version = plan.nextVersion;
  refuseNoVersionTarget(check);
  let files = await readReleaseFiles(repo.root, project.targets, config.changelog_file), releasePaths = [...files.texts.keys()];
  if (!options.dryRun) {
    let written2 = [...releasePaths.map((p) => join2(repo.root, p)), journalPath(repo.gitDir)];
    for (let stray of await findStrayTempFiles(written2)) await rm2(stray, { force: !0 });
  }
  let changelogText = files.texts.get(files.changelogFile), finishing = [], statusRead, status = () => (statusRead ??= readStatus(repo.root, !0, context.env), statusRead), committedPaths = [];
  check.interrupted !== void 0 ? (finishing.push(`an update to ${version} was interrupted before its commit`), committedPaths = dirtyReleasePaths(await status(), releasePaths)) : plan.pending && (committedPaths = dirtyReleasePaths(await status(), releasePaths), committedPaths.length > 0 && finishing.push(`${committedPaths.join(", ")} not committed`), hasVersionSection(changelogText, version) || finishing.push(`${files.changelogFile} has no section for ${version}`));
  let keepSection = plan.pending && check.interrupted === void 0 && hasVersionSection(changelogText, version), { edits, notes } = planEdits(files, version, keepSection ? void 0 : plan.changelog);
  if (plan.pending && check.interrupted === void 0) {
    let stale = edits.filter((e) => e.path !== files.changelogFile).map((e) => e.path);
    if (stale.length > 0 && finishing.push(`${stale.join(", ")} still carr${stale.length > 1 ? "y" : "ies"} an older version`), finishing.length === 0) return { check, outcome: { kind: "pending" } };
  }
  let message = config.commit_message.replaceAll("{version}", version);
  if (options.dryRun) return { check, outcome: { kind: "dry-run", edits, notes, message, finishing } };
  let inProgress = await describeOperationInProgress(repo.gitDir);
  if (inProgress !== void 0) throw new GitError(`${inProgress}; nothing was changed`);
  options.commit && await checkCommitIdentity(repo.root, context.env);
  let ours = finishing.length > 0 ? new Set(releasePaths) : /* @__PURE__ */ new Set();
  options.allowDirty || refuseDirtyTree(await status(), edits, ours), options.commit && (await writeJournal(repo.gitDir, { version, head: repo.head, message, paths: releasePaths }), faultPoint(context.env));
  let written = await writeEdits(repo.root, edits, () => faultPoint(context.env));
  if (!options.commit)
    return await removeJournal(repo.gitDir), { check, outcome: { kind: "written", edits, notes, commit: void 0, message, finishing } };
  let toCommit = [.../* @__PURE__ */ new Set([...written.paths, ...committedPaths])];
  if (toCommit.length === 0)
    return await removeJournal(repo.gitDir), { check, outcome: { kind: "pending" } };
  try {
    let commit = await commitPaths(
      repo.root,
      toCommit,
      message,
      context.env,
      () => faultPoint(context.env)
    );
    return faultPoint(context.env), await removeJournal(repo.gitDir), { check, outcome: { kind: "written", edits, notes, commit, message, finishing } };
  } catch (error) {
    let made = await releaseCommitMade(repo.root, repo.head, message, context.env);
    if (made !== void 0)
      return await removeJournal(repo.gitDir), { check, outcome: { kind: "written", edits, notes, commit: made, message, finishing } };
    await unstagePaths(repo.root, toCommit, context.env).catch(() => {
    });
    let restored = await written.restore();
    await removeJournal(repo.gitDir);
    let reason = error instanceof ReleaseError ? error.message : String(error), restoredText = restored.length > 0 ? `restored ${restored.join(", ")}, ` : "";
    throw new GitError(
      `the release commit failed (${reason}); ${restoredText}nothing was changed. ${await describeCommitFailure(repo, context.env)}`,
      { cause: error, details: error instanceof ReleaseError ? error.details : [] }
    );
  }
}
async function releaseCommitMade(root, before, message, env) {
  let result = await runGit(["log", "-1", "--format=%H%x00%P%x00%B", "HEAD"], { cwd: root, env }).catch(
    () => {
    }
  ), [hash = "", parents = "", body = ""] = (result?.stdout ?? "").split("\0");
  return hash !== before && parents.trim() === before && body.trim() === message.trim() ? hash : void 0;
}
function planEdits(files, version, changelogSection) {
  return planFileEdits({
    version,
    targets: files.targets,
    texts: files.texts,
    changelogFile: files.changelogFile,
    changelogSection
  });
}
function dirtyReleasePaths(entries, paths) {
  let wanted = new Set(paths);
  return entries.filter((e) => wanted.has(e.path)).map((e) => e.path);
}
function refuseDirtyTree(entries, edits, ours) {
  let touched = new Set(edits.map((e) => e.path)), dirty = entries.filter((e) => (e.code !== "??" || touched.has(e.path)) && !ours.has(e.path)).map((e) => e.path);
  if (dirty.length !== 0)
    throw new GitError(
      `the working tree has uncommitted changes (${listSome(dirty)}); commit or stash them first, or pass --allow-dirty`
    );
}
function refuseNoVersionTarget({ project, repo }) {
  if (project.targets.some((t) => t.kind !== "lock")) return;
  let version = project.pyproject?.version;
  if (!(version?.kind === "dynamic" && version.source?.kind === "computed"))
    throw new ConfigError(
      project.pyproject === void 0 ? `there is no pyproject.toml at the repository root (${repo.root}), so no file would carry the new version; releaser releases the project at the root of the repository: add one, or name the files with version_files` : 'no file carries the version (no [project] version, no __version__ found); name it with version_files = ["src/pkg/__init__.py:__version__"]'
    );
}

export {
  updateFlow
};
