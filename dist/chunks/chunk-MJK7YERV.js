#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  openRepository,
  readMergedTags,
  readProject,
  readTags,
  writeFileAtomic,
  writtenFiles
} from "./chunk-JA2CYGXO.js";
import {
  gitEnv,
  gitFailure,
  loadConfig,
  runGit,
  spawnError
} from "./chunk-MKK6INCF.js";
import {
  commandLine,
  took,
  traceCall,
  tracing
} from "./chunk-OUOMCRLW.js";
import {
  parseCommit,
  parseSubjectCommit,
  planRelease,
  toPlanCommit
} from "./chunk-THFAYQ2A.js";
import {
  compileCustomParser,
  compileTagFormat,
  selectBaseTag
} from "./chunk-4DM55T37.js";
import {
  now
} from "./chunk-O4HYDLSU.js";
import {
  styles
} from "./chunk-5ZHY677I.js";
import {
  stripControl
} from "./chunk-PECP7TWK.js";
import {
  ConfigError,
  GitError,
  ReleaseError
} from "./chunk-DSG6HE4L.js";

// src/git/history.ts
import { readFile } from "node:fs/promises";
import { join } from "node:path";

// src/git/log.ts
import { spawn } from "node:child_process";

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

// src/flows/progress-step.ts
async function inStep(progress, step, doing, work, ended) {
  progress?.start(step, doing);
  let result;
  try {
    result = await work();
  } catch (error) {
    throw progress?.end(step, "failed", error instanceof Error ? error.message : String(error)), error;
  }
  if (progress) {
    let end = ended(result), { status = "done", detail } = typeof end == "string" ? { detail: end } : end;
    progress.end(step, status, detail);
  }
  return result;
}
function historySummary(plan) {
  let count = `${plan.commits.length} commit${plan.commits.length === 1 ? "" : "s"}`, range = plan.baseTag === void 0 ? "in all history" : `since ${plan.baseTag}`;
  return plan.nextVersion === void 0 ? `${count} ${range}: nothing to release` : `${count} ${range}: ${plan.nextVersion} next (${plan.bump})`;
}

// src/flows/update-journal.ts
import { readdir, readFile as readFile2, rm } from "node:fs/promises";
import { basename, dirname, join as join2 } from "node:path";
var FILE = "releaser-update.json";
function journalPath(gitDir) {
  return join2(gitDir, FILE);
}
async function readJournal(gitDir) {
  let text = await readFile2(journalPath(gitDir), "utf8").catch(() => {
  });
  if (text !== void 0)
    try {
      let data = JSON.parse(text);
      if (typeof data.version == "string" && typeof data.head == "string" && typeof data.message == "string" && Array.isArray(data.paths) && data.paths.every((p) => typeof p == "string"))
        return { version: data.version, head: data.head, message: data.message, paths: data.paths };
    } catch {
    }
}
async function writeJournal(gitDir, journal) {
  await writeFileAtomic(journalPath(gitDir), `${JSON.stringify(journal, null, 2)}
`);
}
async function removeJournal(gitDir) {
  await rm(journalPath(gitDir), { force: !0 });
}
var TEMP = /^(.+)\.releaser-(\d+)-[0-9a-f]{8}\.tmp$/;
async function findStrayTempFiles(files) {
  let stray = [], byDir = /* @__PURE__ */ new Map();
  for (let file of files) {
    let names = byDir.get(dirname(file)) ?? /* @__PURE__ */ new Set();
    names.add(basename(file)), byDir.set(dirname(file), names);
  }
  for (let [dir, names] of byDir)
    for (let entry of await readdir(dir).catch(() => [])) {
      let match = TEMP.exec(entry);
      match && names.has(match[1]) && !isRunning(Number(match[2])) && stray.push(join2(dir, entry));
    }
  return stray.sort();
}
function isRunning(pid) {
  if (pid === process.pid) return !1;
  try {
    return process.kill(pid, 0), !0;
  } catch (error) {
    return error.code === "EPERM";
  }
}

// src/flows/check.ts
async function checkFlow(context, overrides, options = {}) {
  let repo = await openRepository(context.cwd, context.env), tagsRead = readTags(repo.root, context.env);
  tagsRead.catch(() => {
  });
  let journal = await readJournal(repo.gitDir), interrupted = journal?.head === repo.head ? journal : void 0;
  if (interrupted && (overrides.bump !== void 0 || (overrides.releaseAs ?? interrupted.version) !== interrupted.version || overrides.prerelease !== void 0))
    throw new ReleaseError(
      `an update to ${interrupted.version} was interrupted before its commit; finish it first with \`releaser update\` (no --bump, --release-as or --prerelease), or discard it: \`git checkout -- .\` and delete .git/releaser-update.json`
    );
  let wanted = interrupted ? { releaseAs: interrupted.version, allowDowngrade: !0 } : overrides, loaded = await loadConfig(repo.root, { configFile: context.configFile, cwd: context.cwd }), { config } = loaded, date = releaseDate(context.env, context.now), tagFormat = compileTagFormat(config.tag_format), parsers = config.parsers.map((p) => compileCustomParser(p.pattern)), historyEnv = options.fetchEnv ? await options.fetchEnv(config, repo.root) : context.env, read = () => readHistory(
    repo,
    (merged) => selectBaseTag(merged, tagFormat)?.tag,
    (bytes, start, end) => readPlanCommit(bytes, start, end, parsers),
    historyEnv,
    tagsRead
  ), progress = repo.shallow ? context.progress : void 0, [history, project] = await Promise.all([
    inStep(
      progress,
      "fetch",
      "deepening the shallow clone to the last release",
      read,
      (found) => found.deepened === "" ? { status: "already", detail: "the shallow clone reaches the last release" } : `the shallow clone was ${found.deepened} commits to reach the last release`
    ),
    readProject(repo.root, loaded)
  ]);
  for (let warning of project.warnings) context.warn(warning);
  history.deepened !== "" && progress === void 0 && context.warn(`the shallow clone was ${history.deepened} commits to reach the last release`);
  let plan = planRelease({
    tagFormat: config.tag_format,
    majorOnZero: config.major_on_zero,
    changelog: config.changelog,
    tags: history.tags.all,
    baseTag: history.baseTag,
    commits: history.commits,
    fileVersion: project.version,
    fileVersionSource: project.versionSource,
    releaseSubjects: [config.commit_message, config.pr.title],
    date,
    overrides: wanted
  });
  return { repo, loaded, config, history, project, plan, date, interrupted, staleJournal: journal !== void 0 && interrupted === void 0 };
}

// src/cli/commands/check.ts
async function runCheck(context, overrides, output, json) {
  let { progressFor } = await import("./progress-XA2FYKQY.js"), progress = await progressFor(output), result = await checkFlow(progress ? { ...context, progress } : context, overrides);
  return json ? output.out(`${JSON.stringify(checkJson(result), null, 2)}
`) : output.out(renderCheck(result, output.color)), 0;
}
function checkJson({ plan, history, project, interrupted, config }) {
  let conventional = plan.commits.filter((c) => c.conventional).length;
  return {
    last_tag: plan.baseTag ?? null,
    current_version: plan.baseVersion,
    file_version: project.version ?? null,
    bump: plan.bump,
    next_version: plan.nextVersion ?? null,
    tag: plan.tag ?? null,
    pending: plan.pending,
    version_source: plan.source,
    downgrade: plan.downgrade,
    commits: {
      total: history.commits.length,
      conventional,
      skipped: plan.commits.length - conventional,
      cancelled: plan.cancelled.length
    },
    changelog: plan.changelog ?? null,
    interrupted_update: interrupted?.version ?? null,
    files: writtenFiles(project, config.changelog_file),
    version_from_tag: versionFromTag(project)
  };
}
function versionFromTag(project) {
  let version = project.pyproject?.version;
  return version?.kind === "dynamic" && version.source?.kind === "computed";
}
var MAX_LISTED = 10;
function renderCheck({ plan, history, project, interrupted, config }, color) {
  let s = styles(color), lines = [], row = (label, value) => lines.push(`${s.dim(label.padEnd(14))}${value}`), name = project.name ? ` ${s.bold(stripControl(project.name))}` : "";
  lines.push(`${s.bold("releaser check")}${name}`, ""), row(
    "last release",
    plan.baseTag ? `${plan.baseTag} (${plan.baseVersion})` : `none (base version ${plan.baseVersion})`
  ), project.version !== void 0 && project.version !== plan.baseVersion && row("in the files", project.version);
  let conventional = plan.commits.filter((c) => c.conventional), skipped = plan.commits.filter((c) => !c.conventional), since = plan.baseTag ? `since ${plan.baseTag}` : "in all history";
  if (row(
    "commits",
    `${history.commits.length} ${since} (${conventional.length} conventional, ${skipped.length} skipped${plan.cancelled.length > 0 ? `, ${plan.cancelled.length} cancelled by reverts` : ""})`
  ), plan.nextVersion === void 0)
    row("bump", "none"), lines.push(
      "",
      `${s.yellow("Nothing to release:")} no commit ${since} asks for a version bump (feat, fix, docs, perf or a breaking change).`
    );
  else {
    row("bump", `${s.bold(plan.bump)}${sourceNote(plan)}`);
    for (let line of listCommits(plan.drivers, s)) lines.push(`${" ".repeat(14)}${line}`);
    row("next version", `${s.green(s.bold(plan.nextVersion))} (tag ${stripControl(plan.tag ?? "")})`);
    let files = writtenFiles(project, config.changelog_file).map(stripControl).join(", ");
    row("writes", versionFromTag(project) ? `${files} (the build takes the version from the tag)` : files), interrupted !== void 0 ? lines.push(
      "",
      `${s.yellow("Interrupted:")} an update to ${interrupted.version} stopped before its commit; \`releaser update\` finishes it.`
    ) : plan.pending && lines.push(
      "",
      `${s.cyan("Pending:")} the files already carry ${plan.nextVersion} and tag ${plan.tag} does not exist yet; \`releaser release\` releases it.`
    ), lines.push("", plan.changelog?.trimEnd() ?? "");
  }
  if (skipped.length > 0) {
    lines.push("", s.dim(`skipped (not conventional): ${skipped.length}`));
    for (let line of listCommits(skipped, s)) lines.push(s.dim(`  ${line}`));
  }
  return `${lines.join(`
`)}
`;
}
function sourceNote(plan) {
  if (plan.downgrade) return ` (version forced by --release-as: a downgrade from ${plan.baseVersion})`;
  switch (plan.source) {
    case "bump-flag":
      return " (forced by --bump)";
    case "release-as-flag":
      return " (version forced by --release-as)";
    case "release-as-footer":
      return " (version set by a Release-As footer)";
    case "pending":
      return " (pending release)";
    default:
      return ", from:";
  }
}
function listCommits(commits, s) {
  let lines = commits.slice(0, MAX_LISTED).map((c) => `${s.dim(c.commit.hash.slice(0, 7))} ${stripControl(c.subject)}`);
  return commits.length > MAX_LISTED && lines.push(s.dim(`... and ${commits.length - MAX_LISTED} more`)), lines;
}

export {
  inStep,
  historySummary,
  journalPath,
  writeJournal,
  removeJournal,
  findStrayTempFiles,
  checkFlow,
  runCheck,
  checkJson,
  renderCheck
};
