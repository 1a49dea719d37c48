#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  remoteGitEnv
} from "./chunk-POGXQ7MB.js";
import {
  readRemoteTags,
  readRemoteUrl
} from "./chunk-WPWWHQWQ.js";
import {
  hasVersionSection,
  insertChangelogSection,
  plannedNewsFile,
  readReleaseNotes,
  readVersionSection
} from "./chunk-KHGI7K5P.js";
import {
  readRepoText,
  runGit
} from "./chunk-JCLYMUD7.js";
import {
  GitError,
  VersionFileError
} from "./chunk-DSG6HE4L.js";

// src/git/fetch-tags.ts
var FETCH_BYTES = 64 * 1024;
async function fetchMissingTags(cwd, remote, remoteTags, env, known) {
  let local = new Set(known ?? await localTagNames(cwd, env)), missing = [...remoteTags].filter(([name]) => !local.has(name) && mayFetch(name));
  if (missing.length === 0) return { fetched: [] };
  let wanted = missing.map(([name]) => name);
  if (await isShallow(cwd, env)) {
    if (await isPartialClone(cwd, env)) return { fetched: [] };
    let present = await commitsPresent(
      cwd,
      missing.map(([, commit]) => commit),
      env
    );
    wanted = missing.filter(([, commit]) => present.has(commit)).map(([name]) => name);
  }
  let fetched = [], failed = [], reason = "", fetch = (names) => runGit(
    [
      "fetch",
      "--quiet",
      "--no-tags",
      "--no-write-fetch-head",
      remote,
      ...names.map((name) => `refs/tags/${name}:refs/tags/${name}`)
    ],
    { cwd, env }
  );
  for (let batch of batches(wanted))
    try {
      await fetch(batch), fetched.push(...batch);
    } catch {
      for (let name of batch)
        try {
          await fetch([name]), fetched.push(name);
        } catch (error) {
          failed.push(name), reason ||= error instanceof GitError ? error.message : String(error);
        }
    }
  return failed.length === 0 ? { fetched } : { fetched, failed: { names: failed, reason } };
}
function mayFetch(name) {
  return /\d/.test(name) && !name.includes("\uFFFD") && name.length <= 1024;
}
function* batches(names) {
  let batch = [], bytes = 0;
  for (let name of names) {
    let size = 2 * Buffer.byteLength(name) + 22;
    batch.length > 0 && bytes + size > FETCH_BYTES && (yield batch, batch = [], bytes = 0), batch.push(name), bytes += size;
  }
  batch.length > 0 && (yield batch);
}
async function isShallow(cwd, env) {
  let { stdout } = await runGit(["rev-parse", "--is-shallow-repository"], { cwd, env });
  return stdout.trim() === "true";
}
async function isPartialClone(cwd, env) {
  let { stdout } = await runGit(
    ["config", "--get-regexp", "^(remote\\..*\\.promisor|extensions\\.partialclone)$"],
    { cwd, env, allowedCodes: [1] }
  );
  return stdout.split(`
`).some((line) => /^extensions\.partialclone \S/i.test(line) || / true$/i.test(line));
}
async function commitsPresent(cwd, commits, env) {
  let { stdout } = await runGit(["cat-file", "--batch-check=%(objectname) %(objecttype)"], {
    cwd,
    // Never a lazy fetch of what is missing (git 2.44 and later honour it).
    env: { ...env, GIT_NO_LAZY_FETCH: "1" },
    input: `${commits.join(`
`)}
`
  }), present = /* @__PURE__ */ new Set();
  for (let line of stdout.split(`
`)) {
    let [name, type] = line.split(" ");
    type === "commit" && name !== void 0 && present.add(name);
  }
  return present;
}
async function localTagNames(cwd, env) {
  let { stdout } = await runGit(["for-each-ref", "--format=%(refname:strip=2)", "refs/tags"], { cwd, env });
  return stdout.split(`
`).filter((name) => name !== "");
}

// src/flows/shared/origin-tags.ts
var REMOTE = "origin", ORIGIN_TAGS_TIMEOUT_MS = 15e3, CHECK_ORIGIN_TAGS_TIMEOUT_MS = 3e3;
function originTags(context, timeoutMs = ORIGIN_TAGS_TIMEOUT_MS) {
  let read, told = !1;
  return async (config, root, local) => {
    read ??= readOriginTags(context, config, root, timeoutMs, local);
    let found = await read;
    return told ? { names: found.names } : (told = !0, found);
  };
}
async function readOriginTags(context, config, root, timeoutMs, local) {
  if (await readRemoteUrl(root, REMOTE, context.env) === void 0) return { names: [] };
  let tags, env = await remoteGitEnv(root, config, context.env);
  try {
    tags = await readRemoteTags(root, REMOTE, env, timeoutMs);
  } catch (error) {
    return {
      names: [],
      warning: `origin's tags were not read, so a version tagged only there is not seen here (\`git fetch --tags\` brings them; release-pr and release ask origin again): ${reasonOf(error)}`
    };
  }
  let known = local === void 0 ? void 0 : (await local.catch(() => {
  }))?.all, { fetched, warning } = await fetchOriginTags(root, tags, env, known);
  return {
    names: [...tags.keys()],
    ...fetched.length === 0 ? {} : { fetched },
    ...warning === void 0 ? {} : { warning }
  };
}
async function fetchOriginTags(root, tags, env, known) {
  try {
    let { fetched, failed } = await fetchMissingTags(root, REMOTE, tags, env, known);
    return failed === void 0 ? { fetched } : { fetched, warning: unfetched(failed) };
  } catch (error) {
    return { fetched: [], warning: unfetched({ names: [], reason: reasonOf(error) }) };
  }
}
function unfetched(failed) {
  return `${failed.names.length === 0 ? "origin's tags this clone lacks" : `${failed.names.slice(0, 3).join(", ")}${failed.names.length > 3 ? ` and ${failed.names.length - 3} more` : ""} (on origin, on commits this clone has)`} could not be fetched, so a release tagged there may be planned again here; fetch them by hand (\`git fetch origin 'refs/tags/*:refs/tags/*'\`) and look at what git says: ${failed.reason}`;
}
function reasonOf(error) {
  return error instanceof Error ? error.message : String(error);
}
function offlineTags() {
  let told = !1;
  return async () => told ? { names: [] } : (told = !0, {
    names: [],
    warning: "offline: only this clone's tags were read, so a version tagged only on origin is not seen (drop --offline, or unset RELEASER_OFFLINE, to ask origin)"
  });
}
function isOffline(flag, env) {
  return flag === !0 || /^(1|true|yes)$/i.test(env.RELEASER_OFFLINE ?? "");
}

// src/flows/shared/release-notes.ts
function unaskedRelease({ plan, interrupted }) {
  return !plan.pending && interrupted === void 0 && plan.unreleased?.version === plan.nextVersion;
}
function keepsWrittenSection(check, hasSection) {
  return (check.plan.pending || unaskedRelease(check)) && check.interrupted === void 0 && hasSection;
}
async function plannedReleaseNotes(check, projectRoot, keep = "as-update") {
  let planned = await plannedChangelog(check, projectRoot, keep);
  if (planned !== void 0)
    return readReleaseNotes(planned.text, planned.version, planned.path) ?? check.plan.changelog?.trimEnd();
}
async function plannedChangelogSection(check, projectRoot) {
  let planned = await plannedChangelog(check, projectRoot, "as-update");
  if (planned !== void 0)
    return readVersionSection(planned.text, planned.version, planned.path) ?? check.plan.changelog?.trimEnd();
}
async function plannedChangelog(check, projectRoot, keep) {
  let { plan, config } = check, version = plan.nextVersion;
  if (version === void 0 || plan.changelog === void 0) return;
  let news = plannedNewsFile(plan);
  if (news !== void 0) return { text: news.text, version, path: news.path };
  let read = await readRepoText(projectRoot, config.changelog_file, VersionFileError), path = read?.path.rel ?? config.changelog_file;
  return { text: keep === "as-update" && keepsWrittenSection(check, hasVersionSection(read?.text, version, path)) ? read?.text : insertChangelogSection(read?.text, plan.changelog, version, path), version, path };
}

export {
  CHECK_ORIGIN_TAGS_TIMEOUT_MS,
  originTags,
  fetchOriginTags,
  offlineTags,
  isOffline,
  unaskedRelease,
  keepsWrittenSection,
  plannedReleaseNotes,
  plannedChangelogSection
};
