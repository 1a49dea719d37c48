#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  faultPoint
} from "./chunk-TLCNX4GV.js";
import {
  findMemberPins,
  setMemberPins
} from "./chunk-42W5FCZH.js";
import {
  isOffline,
  keepsWrittenSection,
  offlineTags,
  originTags,
  unaskedRelease
} from "./chunk-UDKX5HLU.js";
import {
  checkFlow,
  checkRepository,
  findStrayTempFiles,
  journalPath,
  removeJournal,
  updateWrittenPaths,
  writeJournal
} from "./chunk-POGXQ7MB.js";
import {
  writeFileAtomic
} from "./chunk-WPWWHQWQ.js";
import {
  readReleaseFiles
} from "./chunk-NRU6ZLCV.js";
import {
  LOCKFILE_NAMES,
  buildTowncrierNews,
  checkCommitIdentity,
  commitEmpty,
  commitPaths,
  describeOperationInProgress,
  detectTowncrier,
  draftedByTowncrier,
  hasVersionSection,
  insertNewsDraft,
  isFragmentPath,
  lockfileHoldsProject,
  pathInRepository,
  planFileEdits,
  readNewsSection,
  readStatus,
  renderTowncrierDraft,
  requireTowncrier,
  setLockfileVersion,
  unstagePaths,
  withoutTowncrierWarning
} from "./chunk-KHGI7K5P.js";
import {
  readRepoText,
  resolveRepoPathOr,
  runGit
} from "./chunk-JCLYMUD7.js";
import {
  packageReleaseList
} from "./chunk-4657AF6W.js";
import {
  listSome
} from "./chunk-PECP7TWK.js";
import {
  resolveRepoPath
} from "./chunk-KVTZWJTW.js";
import {
  ConfigError,
  GitError,
  ReleaseError
} from "./chunk-DSG6HE4L.js";

// src/flows/update/update.ts
import { rm as rm3 } from "node:fs/promises";
import { join as join3 } from "node:path";

// src/flows/update/commit-failure.ts
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

// src/flows/update/towncrier-update.ts
import { mkdir, rm, stat } from "node:fs/promises";
import { join as join2, posix } from "node:path";
async function ensureNewsFolder(step) {
  let folder = posix.dirname(step.news.path);
  if (folder === "." || step.news.text !== void 0) return;
  let real = await resolveRepoPath(step.release.root, folder);
  if (!await stat(real.abs).then(
    () => !0,
    () => !1
  ))
    return await mkdir(real.abs, { recursive: !0 }), real.abs;
}
async function prepareTowncrierUpdate(check, version, env) {
  let root = check.repo.root, config = await detectTowncrier(root, check.loaded.pyproject?.data);
  if (config === void 0) return;
  let release = { root, env, version, date: check.date, name: check.project.name }, news = await readNewsSection(config, release);
  return { config, release, news, build: news.section === void 0 };
}
async function previewTowncrierBuild(step, plan) {
  requireTowncrier(plan);
  let draft = (draftedByTowncrier(plan) ? plan.changelog : void 0) ?? await renderTowncrierDraft(step.config, step.release), after = insertNewsDraft(step.news.text, step.config.startString, draft);
  return {
    edit: { path: step.news.path, before: step.news.text, after },
    note: `towncrier build writes ${step.news.path} and removes the news fragments it used (git rm), in the release commit`
  };
}
async function checkTowncrierRuns(step, plan) {
  step.build && (requireTowncrier(plan), draftedByTowncrier(plan) || await renderTowncrierDraft(step.config, step.release));
}
async function runTowncrierBuild(step, env) {
  try {
    step.createdFolder = await ensureNewsFolder(step), await buildTowncrierNews(step.config, step.release);
  } catch (error) {
    throw await undoTowncrierBuild(step, env).catch(() => {
    }), error;
  }
}
function fragmentRemovals(step, entries) {
  return entries.filter((e) => e.code.includes("D") && isFragmentPath(step.config, e.path)).map((e) => e.path);
}
async function readyRemovalsForCommit(step, env) {
  let staged = (await readStatus(step.release.root, !0, env)).filter((e) => e.code.startsWith("D") && isFragmentPath(step.config, e.path)).map((e) => e.path);
  staged.length > 0 && await unstagePaths(step.release.root, staged, env);
}
async function undoTowncrierBuild(step, env) {
  let root = step.release.root, entries = await readStatus(root, !0, env), fragments = fragmentRemovals(step, entries), news = entries.some((e) => e.path === step.news.path) ? [step.news.path] : [], paths = [...fragments, ...news];
  if (paths.length === 0) return [];
  await unstagePaths(root, paths, env);
  let tracked = step.news.text === void 0 ? fragments : paths;
  return tracked.length > 0 && await runGit(["checkout", "--", ...tracked], { cwd: root, env }), step.news.text === void 0 && news.length > 0 && await rm(join2(root, step.news.path), { force: !0 }), step.createdFolder !== void 0 && await rm(step.createdFolder, { recursive: !0, force: !0 }), paths;
}
async function newsEdit(step) {
  let after = await readNewsSection(step.config, step.release);
  if (after.text === void 0)
    throw new ReleaseError(
      `towncrier build ran but ${step.news.path} is not there; check filename in ${step.config.source}`
    );
  return { path: step.news.path, before: step.news.text, after: after.text };
}

// src/flows/update/write-edits.ts
import { mkdir as mkdir2, rm as rm2, rmdir } from "node:fs/promises";
import { dirname } from "node:path";
async function writeEdits(root, edits, between = () => {
}) {
  let done = [], folders = [], restore = async () => {
    let restored = [];
    for (let edit of [...done].reverse()) {
      let path = (await resolveRepoPathOr(root, edit.path)).abs;
      edit.before === void 0 ? await rm2(path, { force: !0 }) : await writeFileAtomic(path, edit.before), restored.push(edit.path);
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
  let first = await mkdir2(folder, { recursive: !0 });
  if (first === void 0) return [];
  let made = [];
  for (let at = folder; ; at = dirname(at))
    if (made.push(at), at === first || dirname(at) === at) return made;
}

// src/flows/update/update.ts
async function updateFlow(context, overrides, options, checked) {
  let check = checked ?? await checkFlow(withoutTowncrierWarning(context), overrides), { plan, config, project, repo } = check;
  if (check.staleJournal && !options.dryRun && await removeJournal(repo.gitDir), plan.nextVersion === void 0) return { check, outcome: { kind: "nothing" } };
  let version = plan.nextVersion;
  refuseNoVersionTarget(check);
  let files = await readReleaseFiles(repo.root, project.targets, config.changelog_file), towncrier = await prepareTowncrierUpdate(check, version, context.env), releasePaths = [.../* @__PURE__ */ new Set([...files.texts.keys(), ...towncrier ? [towncrier.news.path] : []])];
  if (!options.dryRun) {
    let written2 = [...releasePaths.map((p) => join3(repo.root, p)), journalPath(repo.gitDir)];
    for (let stray of await findStrayTempFiles(written2)) await rm3(stray, { force: !0 });
  }
  let changelogText = files.texts.get(files.changelogFile), changelogName = towncrier?.news.path ?? files.changelogFile, hasSection = towncrier ? towncrier.news.section !== void 0 : hasVersionSection(changelogText, version), finishing = [], statusRead, status = () => (statusRead ??= readStatus(repo.root, !0, context.env), statusRead), committedPaths = [], unasked = unaskedRelease(check);
  check.interrupted !== void 0 ? (finishing.push(`an update to ${version} was interrupted before its commit`), committedPaths = dirtyReleasePaths(await status(), releasePaths), towncrier && committedPaths.push(...fragmentRemovals(towncrier, await status()))) : (plan.pending || unasked) && (committedPaths = await updateWrittenPaths(repo.root, await status(), releasePaths, version, context.env), towncrier && committedPaths.push(...fragmentRemovals(towncrier, await status())), committedPaths.length > 0 && finishing.push(`${committedPaths.join(", ")} not committed`), hasSection || finishing.push(`${changelogName} has no section for ${version}`));
  let keepSection = towncrier !== void 0 || keepsWrittenSection(check, hasSection), { edits, notes } = planEdits(files, version, keepSection ? void 0 : plan.changelog, check.date);
  if (unasked && finishing.push(`the files carry ${version}, but no release commit set it`), (plan.pending || unasked) && check.interrupted === void 0) {
    let stale = edits.filter((e) => e.path !== files.changelogFile).map((e) => e.path);
    if (stale.length > 0 && finishing.push(`${stale.join(", ")} still carr${stale.length > 1 ? "y" : "ies"} an older version`), finishing.length === 0 && plan.pending) return { check, outcome: { kind: "pending" } };
  }
  let message = config.commit_message.replaceAll("{version}", version);
  if (options.dryRun) {
    if (towncrier?.build) {
      let preview = await previewTowncrierBuild(towncrier, plan);
      edits.push(preview.edit), notes.push(preview.note);
    }
    return { check, outcome: { kind: "dry-run", edits, notes, message, finishing } };
  }
  let inProgress = await describeOperationInProgress(repo.gitDir);
  if (inProgress !== void 0) throw new GitError(`${inProgress}; nothing was changed`);
  options.commit && await checkCommitIdentity(repo.root, context.env);
  let ours = new Set(committedPaths), touched = [...edits.map((e) => e.path), ...towncrier ? [towncrier.news.path] : []];
  options.allowDirty || refuseDirtyTree(await status(), touched, ours), towncrier && await checkTowncrierRuns(towncrier, plan), options.commit && (await writeJournal(repo.gitDir, { version, head: repo.head, message, paths: releasePaths }), faultPoint(context.env));
  let written = await writeEdits(repo.root, edits, () => faultPoint(context.env));
  if (towncrier?.build) {
    try {
      await runTowncrierBuild(towncrier, context.env);
    } catch (error) {
      let restored = await written.restore();
      await removeJournal(repo.gitDir);
      let restoredText = restored.length > 0 ? `restored ${restored.join(", ")}, ` : "";
      throw new ConfigError(`${error.message}; ${restoredText}nothing was changed`, {
        cause: error,
        details: error instanceof ReleaseError ? error.details : []
      });
    }
    if (edits.push(await newsEdit(towncrier)), faultPoint(context.env), options.commit) {
      let removed = fragmentRemovals(towncrier, await readStatus(repo.root, !0, context.env));
      committedPaths.push(towncrier.news.path, ...removed);
    }
  }
  if (!options.commit)
    return await removeJournal(repo.gitDir), { check, outcome: { kind: "written", edits, notes, commit: void 0, message, finishing } };
  let toCommit = [.../* @__PURE__ */ new Set([...written.paths, ...committedPaths])];
  if (toCommit.length === 0 && unasked) {
    let commit = await commitEmpty(repo.root, message, context.env);
    return await removeJournal(repo.gitDir), { check, outcome: { kind: "written", edits, notes, commit, message, finishing } };
  }
  if (toCommit.length === 0)
    return await removeJournal(repo.gitDir), { check, outcome: { kind: "pending" } };
  towncrier && await readyRemovalsForCommit(towncrier, context.env);
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
    towncrier?.build && restored.push(...await undoTowncrierBuild(towncrier, context.env).catch(() => [])), await removeJournal(repo.gitDir);
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
function planEdits(files, version, changelogSection, date) {
  return planFileEdits({
    version,
    targets: files.targets,
    texts: files.texts,
    changelogFile: files.changelogFile,
    changelogSection,
    date
  });
}
function dirtyReleasePaths(entries, paths) {
  let wanted = new Set(paths);
  return entries.filter((e) => wanted.has(e.path)).map((e) => e.path);
}
function refuseDirtyTree(entries, paths, ours) {
  let touched = new Set(paths), dirty = entries.filter((e) => (e.code !== "??" || touched.has(e.path)) && !ours.has(e.path)).map((e) => e.path);
  if (dirty.length !== 0)
    throw new GitError(
      `the working tree has uncommitted changes (${listSome(dirty)}); commit or stash them first, or pass --allow-dirty`
    );
}
function refuseNoVersionTarget({ project, repo }) {
  if (!(project.targets.some((t) => t.kind !== "lock") || project.versionFromTag !== void 0))
    throw new ConfigError(
      project.pyproject === void 0 && project.setuptoolsFiles.length === 0 ? `there is no pyproject.toml, setup.cfg or setup.py at the repository root (${repo.root}), so no file would carry the new version; releaser releases the project at the root of the repository: add one, or name the files with version_files` : 'no file carries the version (no static version, no file the build reads it from, no __version__ or VERSION file found); name it with version_files: "src/pkg/__init__.py:__version__", "src/pkg/VERSION" (a file holding just the version) or { path = "...", pattern = "version: (?P<version>.+)" }'
    );
}

// src/flows/update/workspace-update.ts
import { rm as rm4 } from "node:fs/promises";
import { join as join4 } from "node:path";
async function updateWorkspace(context, packages, options) {
  let releases = packages.flatMap(
    (check) => check.plan.nextVersion === void 0 || check.plan.pending ? [] : [{ check, version: check.plan.nextVersion }]
  );
  if (releases.length === 0) {
    let pending = packages.filter((p) => p.plan.pending);
    return pending.length > 0 ? { kind: "pending", pending } : { kind: "nothing" };
  }
  let first = releases[0], { repo } = first.check, edits = [], notes = [], releasePaths = /* @__PURE__ */ new Set();
  for (let release of releases) {
    let planned = await packageEdits(release);
    edits.push(...planned.edits), notes.push(...planned.notes);
    for (let path of planned.paths) releasePaths.add(path);
  }
  let lock = await rootLockEdits(repo.root, releases);
  edits.push(...lock.edits);
  for (let path of lock.paths) releasePaths.add(path);
  let rootPins = await rootPinEdits(repo.root, releases);
  edits.push(...rootPins.edits);
  for (let path of rootPins.paths) releasePaths.add(path);
  let list = packageReleaseList(
    releases.map((r) => ({ name: r.check.member.normalisedName, version: r.version }))
  ), message = first.check.config.commit_message.replaceAll("{version}", list);
  if (options.dryRun) return { kind: "dry-run", releases, edits, notes, message };
  let inProgress = await describeOperationInProgress(repo.gitDir);
  if (inProgress !== void 0) throw new GitError(`${inProgress}; nothing was changed`);
  options.commit && await checkCommitIdentity(repo.root, context.env);
  let edited = new Set(edits.map((e) => e.path)), status = await readStatus(repo.root, !0, context.env), ours = status.filter((e) => releasePaths.has(e.path) && !edited.has(e.path)).map((e) => e.path);
  options.allowDirty || refuseDirtyTree(status, [...edited], new Set(ours));
  let absolute = [...releasePaths].map((p) => join4(repo.root, p));
  for (let stray of await findStrayTempFiles(absolute)) await rm4(stray, { force: !0 });
  let written = await writeEdits(repo.root, edits, () => faultPoint(context.env));
  if (!options.commit) return { kind: "written", releases, edits, notes, commit: void 0, message };
  let toCommit = [.../* @__PURE__ */ new Set([...written.paths, ...ours])];
  try {
    let commit = toCommit.length === 0 ? await commitEmpty(repo.root, message, context.env) : await commitPaths(repo.root, toCommit, message, context.env, () => faultPoint(context.env));
    return faultPoint(context.env), { kind: "written", releases, edits, notes, commit, message };
  } catch (error) {
    let made = await releaseCommitMade(repo.root, repo.head, message, context.env);
    if (made !== void 0) return { kind: "written", releases, edits, notes, commit: made, message };
    await unstagePaths(repo.root, toCommit, context.env).catch(() => {
    });
    let restored = await written.restore(), reason = error instanceof ReleaseError ? error.message : String(error), restoredText = restored.length > 0 ? `restored ${restored.join(", ")}, ` : "";
    throw new GitError(
      `the release commit failed (${reason}); ${restoredText}nothing was changed. ${await describeCommitFailure(repo, context.env)}`,
      { cause: error, details: error instanceof ReleaseError ? error.details : [] }
    );
  }
}
async function packageEdits({
  check,
  version
}) {
  let { member, project, config, loaded, repo } = check, tool = loaded.pyproject?.data.tool;
  if (loaded.changelog?.source === "towncrier" || tool?.towncrier !== void 0)
    throw new ConfigError(
      `${member.name} (${member.path}) keeps its changelog with towncrier, which releaser does not run for a package of several yet; set changelog_file in its [tool.releaser] table to a file releaser writes, or release it on its own`
    );
  if (!project.targets.some((t) => t.kind !== "lock") && project.versionFromTag === void 0)
    throw new ConfigError(
      `no file of ${member.name} (${member.path}) carries its version (no static version in its pyproject.toml, no file its build reads it from); name it with version_files in its [tool.releaser] table, e.g. "src/pkg/__init__.py:__version__"`
    );
  let root = join4(repo.root, member.path), files = await readReleaseFiles(root, project.targets, config.changelog_file), planned = planFileEdits({
    version,
    targets: files.targets,
    texts: files.texts,
    changelogFile: files.changelogFile,
    changelogSection: check.plan.changelog,
    date: check.date
  }), edits = await withPinsMoved(root, planned.edits, check), inRoot = (path) => pathInRepository(member.path, path);
  return {
    edits: edits.map((edit) => ({ ...edit, path: inRoot(edit.path) })),
    notes: planned.notes.map((note) => `${member.name}: ${note}`),
    paths: [...files.texts.keys(), ...check.dependencyUpdates.length > 0 ? ["pyproject.toml"] : []].map(
      inRoot
    )
  };
}
async function withPinsMoved(root, edits, check) {
  if (check.dependencyUpdates.length === 0) return edits;
  let versions = new Map(check.dependencyUpdates.map((u) => [u.name, u.version])), file = "pyproject.toml", existing = edits.find((e) => e.path === file), before = existing?.before ?? (await readRepoText(root, file, ConfigError))?.text;
  if (before === void 0) return edits;
  let after = setMemberPins(existing?.after ?? before, pathInRepository(check.member.path, file), versions);
  return existing !== void 0 ? edits.map((e) => e === existing ? { ...e, after } : e) : after === before ? edits : [{ path: file, before, after }, ...edits];
}
async function rootPinEdits(root, releases) {
  if (releases.some((r) => r.check.member.path === ".")) return { edits: [], paths: [] };
  let read = await readRepoText(root, "pyproject.toml", ConfigError);
  if (read === void 0) return { edits: [], paths: [] };
  let versions = new Map(releases.map((r) => [r.check.member.normalisedName, r.version]));
  if (findMemberPins(read.text, "pyproject.toml", new Set(versions.keys())).length === 0) return { edits: [], paths: [] };
  let after = setMemberPins(read.text, "pyproject.toml", versions);
  return { edits: after === read.text ? [] : [{ path: read.path.rel, before: read.text, after }], paths: [read.path.rel] };
}
async function rootLockEdits(root, releases) {
  let edits = [], paths = [];
  for (let [kind, file] of Object.entries(LOCKFILE_NAMES)) {
    let read = await readRepoText(root, file, ConfigError);
    if (read === void 0) continue;
    let text = read.text;
    for (let { check, version } of releases) {
      let name = check.member.name;
      if (!lockfileHoldsProject(text, kind, name)) continue;
      text = setLockfileVersion(text, kind, name, version, file).text, paths.includes(read.path.rel) || paths.push(read.path.rel);
    }
    text !== read.text && edits.push({ path: read.path.rel, before: read.text, after: text });
  }
  return { edits, paths };
}

// src/flows/update/update-repository.ts
async function updateRepositoryFlow(context, overrides, options, packages = []) {
  let found = await checkRepository(withoutTowncrierWarning(context), overrides, {
    packages,
    warnUnreleasedPackages: !1,
    remoteTags: options.remoteTags ?? (isOffline(options.offline, context.env) ? offlineTags() : originTags(context))
  });
  if (found.kind === "single")
    return { kind: "single", result: await updateFlow(context, overrides, options, found.result) };
  let outcome = await updateWorkspace(context, found.packages, options);
  return { kind: "workspace", workspace: found.workspace, packages: found.packages, outcome };
}

export {
  updateRepositoryFlow
};
