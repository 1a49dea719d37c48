#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  asPackageError,
  findHostToken,
  findWorkspace,
  gitAuthEnv,
  isLoopbackAddress,
  loadPackageConfig,
  openRepository,
  pathInRepository,
  readHeadBranchOf,
  readHistory,
  readPlanCommit,
  readProject,
  readRemoteUrl,
  readTags,
  releaseDate,
  resolveApiUrl,
  resolveProvider,
  withVersionScheme,
  writeFileAtomic,
  writtenFiles
} from "./chunk-5A2WFVSQ.js";
import {
  FALLBACK_BRANCH,
  inLine,
  isConfigured,
  lineOfBranch,
  lineText,
  loadConfig,
  runGit,
  trunkOf
} from "./chunk-5D3QAQXF.js";
import {
  styles
} from "./chunk-5ZHY677I.js";
import {
  detectTowncrier,
  listNewsFragments,
  withTowncrierChangelog
} from "./chunk-YCLWT3EH.js";
import {
  readRepoText,
  resolveRepoPath
} from "./chunk-QRNXJCXI.js";
import {
  parseCommit,
  planRelease,
  releaseSubjectVersion,
  toPlanCommit
} from "./chunk-EPEM7PH6.js";
import {
  baseTagChooser,
  compileTagFormat,
  describeGitmojiTypes,
  selectCalverBaseTag,
  startsWithGitmoji,
  withPackageName
} from "./chunk-ZRAOEREK.js";
import {
  compareBumps,
  maxBump
} from "./chunk-DKC3G5CW.js";
import {
  contentEnd,
  rstLayout,
  scanRstHeadings,
  sectionEnd,
  sectionHeadings,
  splitLeftovers,
  splitRstLeftovers
} from "./chunk-WW5EZLRN.js";
import {
  changelogMarkup,
  isUnreleasedHeading,
  releaseMarkers
} from "./chunk-L5I3LTLB.js";
import {
  stripControl
} from "./chunk-PECP7TWK.js";
import {
  compileParsers,
  describeScientificPrefixes,
  readsGitmoji,
  readsScientificPrefixes,
  startsWithScientificPrefix,
  withPresetSections
} from "./chunk-QEUVSNEV.js";
import {
  findMemberPins
} from "./chunk-RY6I3XHJ.js";
import {
  inferTagFormat,
  normalisePackageName
} from "./chunk-TGOOFPRP.js";
import {
  bumpVersion,
  compareVersions,
  formatVersion,
  parseVersion,
  sameVersionText
} from "./chunk-GW6HQE3D.js";
import {
  ConfigError,
  ReleaseError,
  VersionFileError
} from "./chunk-DSG6HE4L.js";

// src/core/shared-version.ts
function refuseDisagreeingVersions(packages) {
  let carrying = packages.filter((p) => p.fileVersion !== void 0), first = carrying[0];
  if (first === void 0) return;
  let same = (a, b) => {
    let [x, y] = [parseVersion(a), parseVersion(b)];
    return x !== void 0 && y !== void 0 ? compareVersions(x, y) === 0 : a === b;
  };
  if (carrying.every((p) => same(p.fileVersion, first.fileVersion))) return;
  let listed2 = carrying.map((p) => `${p.name} ${p.fileVersion} (${p.path})`).join(", ");
  throw new ConfigError(
    `shared_version: the packages released together carry different versions (${listed2}), and one tag names one version; set every package's files to the same version, or remove shared_version to release each package on its own`
  );
}
function groupVersion(packages) {
  let best;
  for (let p of packages) {
    if (p.nextVersion === void 0) continue;
    let version = parseVersion(p.nextVersion);
    version !== void 0 && (best === void 0 || compareVersions(version, best.version) > 0) && (best = { text: p.nextVersion, version });
  }
  return best?.text;
}
function groupReleaseNotes(sections) {
  let first = sections[0];
  return first === void 0 ? "" : sections.every((s) => s.notes.trim() === first.notes.trim()) ? first.notes : sections.map(({ name, notes }) => {
    let lines = notes.trim().split(`
`), body = /^#{1,6}\s/.test(lines[0] ?? "") ? lines.slice(1).join(`
`).trim() : notes.trim();
    return `## ${name}

${body === "" ? "No changes of its own." : body}`;
  }).join(`

`);
}

// src/flows/update/update-journal.ts
import { readdir, readFile, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
var FILE = "releaser-update.json";
function journalPath(gitDir) {
  return join(gitDir, FILE);
}
async function readJournal(gitDir) {
  let text = await readFile(journalPath(gitDir), "utf8").catch(() => {
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
      match && names.has(match[1]) && !isRunning(Number(match[2])) && stray.push(join(dir, entry));
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
async function updateWrittenPaths(root, entries, paths, version, env) {
  let wanted = new Set(paths), found = [];
  for (let entry of entries)
    wanted.has(entry.path) && (entry.code === "??" || await addsVersion(root, entry.path, version, env)) && found.push(entry.path);
  return found;
}
async function addsVersion(root, path, version, env) {
  let diff = await runGit(
    ["diff", "HEAD", "--no-color", "--no-ext-diff", "--unified=0", "--", `:(literal)${path}`],
    { cwd: root, env, allowedCodes: [128] }
  );
  if (diff.code !== 0) return !0;
  let escaped = version.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), carries = new RegExp(`(?<![\\w.+-])${escaped}(?![\\w+-]|\\.\\w)`);
  return diff.stdout.split(`
`).some((line) => /^\+(?!\+\+ )/.test(line) && carries.test(line));
}

// src/flows/check/check-package.ts
import { join as join3, sep } from "node:path";

// src/git/paths-touched.ts
async function commitsTouching(root, base, folder, env, excluded = []) {
  let range = base === void 0 ? ["HEAD"] : [`${base}..HEAD`], paths = [
    folder === "." ? ":(top)" : `:(top,literal)${folder}`,
    ...excluded.map((path) => `:(top,literal,exclude)${path}`)
  ], { stdout } = await runGit(["rev-list", ...range, "--", ...paths], { cwd: root, env });
  return new Set(stdout.split(`
`).filter((line) => line !== ""));
}

// src/project/unreleased-notes.ts
import { readdir as readdir2 } from "node:fs/promises";
import { dirname as dirname2, join as join2 } from "node:path";

// src/edits/unreleased-kinds.ts
function unreleasedRstKinds(text) {
  let lf = text.replace(/\r\n/g, `
`), layout = rstLayout(lf), first = layout.headings.find((h) => h !== layout.title && h.start >= (layout.title?.next ?? 0));
  if (first === void 0 || !isUnreleasedHeading(first.text)) return [];
  let end = sectionEnd(layout, first, lf.length), { notes } = splitRstLeftovers(lf.slice(Math.min(first.next, end), end)), headings = scanRstHeadings(notes).map((h) => ({ at: h.start, title: h.text })), bold = [...notes.matchAll(/^\*\*([^*]+)\*\*:?[ \t]*$/gm)].map((m) => ({
    at: m.index ?? 0,
    title: m[1].trim()
  }));
  return [...headings, ...bold].sort((a, b) => a.at - b.at).map((t) => t.title);
}
function unreleasedKinds(text) {
  let lf = text.replace(/\r\n/g, `
`), end = contentEnd(lf), [first, second] = sectionHeadings(lf, end);
  if (first === void 0 || !isUnreleasedHeading(first.text)) return [];
  let { notes } = splitLeftovers(lf.slice(first.next, second?.start ?? end)), titles = [], fence;
  for (let line of notes.split(`
`)) {
    let marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== void 0) {
      fence === void 0 ? fence = marker : marker.startsWith(fence) && (fence = void 0);
      continue;
    }
    let heading = fence === void 0 ? /^ {0,3}###[ \t]+(.*?)[ \t#]*$/.exec(line) : null;
    heading !== null && heading[1] !== "" && titles.push(heading[1]);
  }
  return titles;
}

// src/project/unreleased-notes.ts
var LOG_PAGE = /(?:change|news|history|release).*\.md$/i, MAX_PAGES = 50;
async function findUnreleasedNotes(root, changelog) {
  let text = await readText(root, changelog);
  if (text === void 0) return;
  let own = changelogMarkup(changelog, text) === "rst" ? unreleasedRstKinds(text) : unreleasedKinds(text);
  if (own.length > 0) return { path: changelog, titles: own };
  let newest = newestRelease(text);
  if (newest === void 0) return;
  let folder = dirname2(changelog) === "." ? "" : `${dirname2(changelog)}/`, pages = (await readdir2(join2(root, folder)).catch(() => [])).filter((name) => `${folder}${name}` !== changelog && LOG_PAGE.test(name)).sort().slice(0, MAX_PAGES);
  for (let name of pages) {
    let page = await readText(root, `${folder}${name}`);
    if (page === void 0 || newestRelease(page) !== newest) continue;
    let titles = unreleasedKinds(page);
    if (titles.length > 0) return { path: `${folder}${name}`, titles };
  }
}
function newestRelease(text) {
  let best;
  for (let marker of releaseMarkers(text)) {
    let version = parseVersion(marker.version);
    version !== void 0 && (best === void 0 || compareVersions(version, best) > 0) && (best = version);
  }
  return best === void 0 ? void 0 : formatVersion(best);
}
async function readText(root, path) {
  return (await readRepoText(root, path, VersionFileError).catch(() => {
  }))?.text;
}

// src/flows/shared/progress-step.ts
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

// src/flows/check/follow-pins.ts
var NO_COMMIT = "0".repeat(40);
function dependencyCommit(update) {
  let message = `fix: dependency ${update.name} updated to ${update.version}`;
  return toPlanCommit(parseCommit({ hash: NO_COMMIT, message }));
}
function readPins(packages) {
  let names = new Set(packages.map((p) => p.member.normalisedName)), pins = /* @__PURE__ */ new Map();
  for (let p of packages) {
    let text = p.loaded.pyproject?.text, own = text === void 0 ? [] : findMemberPins(text, pathInRepository(p.member.path, "pyproject.toml"), names);
    pins.set(
      p,
      own.filter((pin) => pin.name !== p.member.normalisedName)
    );
  }
  return pins;
}
async function followPins(packages, replan) {
  let pins = readPins(packages), current = packages;
  for (let round = 0; round <= packages.length; round++) {
    let versions = new Map(
      current.flatMap(
        (p) => p.plan.nextVersion === void 0 ? [] : [[p.member.normalisedName, p.plan.nextVersion]]
      )
    ), changed = !1, next = [];
    for (let [index, p] of current.entries()) {
      let original = packages[index], wanted = staleUpdates(pins.get(original) ?? [], versions);
      if (p.plan.pending || sameUpdates(wanted, p.dependencyUpdates)) {
        next.push(p);
        continue;
      }
      changed = !0, next.push(await replan(original, wanted));
    }
    if (current = next, !changed) return current;
  }
  return current;
}
function staleUpdates(pins, versions) {
  let updates = /* @__PURE__ */ new Map();
  for (let pin of pins) {
    let version = versions.get(pin.name);
    version !== void 0 && version !== pin.version && updates.set(pin.name, version);
  }
  return [...updates].map(([name, version]) => ({ name, version })).sort((a, b) => a.name.localeCompare(b.name));
}
function sameUpdates(a, b) {
  return a.length === b.length && a.every((u, i) => u.name === b[i]?.name && u.version === b[i]?.version);
}

// src/flows/check/line-bound.ts
function refuseLeavingLine(plan, branch) {
  if (branch === void 0 || plan.nextVersion === void 0 || plan.pending || plan.source === "release-as-flag" || plan.source === "release-as-footer") return;
  let line = lineOfBranch(branch);
  if (line === void 0 || inLine(line, plan.nextVersion)) return;
  let asked = plan.source === "bump-flag" ? `--bump ${plan.bump}` : `the commits since ${plan.baseTag ?? "the start"}`, stay = stayingVersion(plan.baseVersion, line), first = stay === void 0 ? firstOfLine(plan.baseVersion, line) : void 0, keep = stay !== void 0 ? `--bump patch or --release-as ${stay} (or a Release-As: ${stay} footer in a commit message, which release-pr reads)` : first !== void 0 ? `its first release, --release-as ${first} (or a Release-As: ${first} footer in a commit message, which release-pr reads)` : "--release-as X.Y.Z (or a Release-As: X.Y.Z footer in a commit message, which release-pr reads)";
  throw new ReleaseError(
    `${branch} is the ${lineText(line)} line, but ${asked} ${plan.source === "bump-flag" ? "asks" : "ask"} for a ${plan.bump} release (${plan.nextVersion}), which leaves it; release that from the trunk, or keep it in the line with ${keep}; nothing was written`
  );
}
function firstOfLine(base, line) {
  let first = [...line];
  for (; first.length < 3; ) first.push(0);
  let parts = numbers(base);
  for (let i = 0; i < 3; i++)
    if ((first[i] ?? 0) !== (parts[i] ?? 0))
      return (first[i] ?? 0) > (parts[i] ?? 0) ? first.join(".") : void 0;
}
function numbers(version) {
  return version.split(/[^0-9]+/).slice(0, 3).map(Number);
}
function stayingVersion(base, line) {
  if (!inLine(line, base)) return;
  let parts = numbers(base);
  for (; parts.length < 3; ) parts.push(0);
  let [major = 0, minor = 0, patch = 0] = parts;
  return `${major}.${minor}.${patch + 1}`;
}

// src/core/changelog-kinds.ts
var LEVELS = /* @__PURE__ */ new Map([
  ["breaking changes", "major"],
  ["breaking change", "major"],
  ["breaking", "major"],
  ["removed", "major"],
  ["changed", "major"],
  ["added", "minor"],
  ["features", "minor"],
  ["feature", "minor"],
  ["new features", "minor"],
  ["new feature", "minor"],
  ["enhancements", "minor"],
  ["deprecated", "minor"],
  ["fixed", "patch"],
  ["fixes", "patch"],
  ["bug fixes", "patch"],
  ["bug fix", "patch"],
  ["bugfixes", "patch"],
  ["security", "patch"]
]);
function kindLevel(title) {
  let key = title.toLowerCase().replace(/[^a-z]+/g, " ").trim();
  return LEVELS.get(key) ?? "none";
}
function kindsBump(titles) {
  let bump = "none", kinds = [];
  for (let title of titles) {
    let level = kindLevel(title);
    compareBumps(level, "none") !== 0 && (kinds.push(title.trim()), bump = maxBump(bump, level));
  }
  return { bump, kinds };
}

// src/flows/check/notes-kinds.ts
function notesKindsWarning(plan, notes, majorOnZero) {
  if (plan.source !== "commits") return;
  let { bump, kinds } = kindsBump(notes.titles);
  if (bump === "none") return;
  let onZero = !majorOnZero && (parseVersion(plan.baseVersion)?.release[0] ?? 0) === 0, level = (b) => onZero && b === "major" ? "minor" : b;
  if (compareBumps(level(bump), level(plan.bump)) === 0) return;
  let commits = plan.bump === "none" || plan.nextVersion === void 0 ? "no commit asks for a release" : `the commits ask for a ${plan.bump} release (${plan.nextVersion})`;
  return `the Unreleased section of ${notes.path} lists ${listed(kinds)}, which ${kinds.length === 1 ? "asks" : "ask"} for a ${bump} release, and ${commits}; to release it as a ${bump} release: \`--bump ${bump}\``;
}
function listed(items) {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

// src/flows/check/package-tags.ts
async function withTagShape(fromFiles, tagsRead, packageName, member) {
  let tags = (await tagsRead).all, configured = isConfigured(fromFiles.layers, ["tag_format"]), format = fromFiles.config.tag_format, named = format.includes("{name}") ? withPackageName(
    format,
    member?.normalisedName ?? normalisedOrUndefined(await packageName()),
    configured ? fromFiles.files.at(-1) ?? "the configuration" : "the default"
  ) : format, loaded = named === format ? fromFiles : { ...fromFiles, config: { ...fromFiles.config, tag_format: named } };
  if (configured) {
    let from = loaded.files.at(-1) ?? "the configuration";
    return await refuseShapeMatchingNothing(loaded.config.tag_format, from, tags, packageName), { loaded, tagFormatWhy: `from ${from}` };
  }
  let inferred = inferTagFormat(ownTags(tags, member), member?.name ?? await packageName());
  if (member !== void 0 && !member.sole && (!inferred.fromTags || !namesPackage(inferred.format, member)))
    return {
      loaded,
      tagFormatWhy: `the default for a package of several: ${named.replace("{version}", "1.2.3")}`
    };
  if (inferred.format === loaded.config.tag_format) return { loaded, tagFormatWhy: inferred.why };
  let releases = (shape) => {
    let compiled = compileTagFormat(shape);
    return tags.filter((tag) => isReleaseVersion(compiled.parse(tag))).length;
  };
  if (releases(loaded.config.tag_format) > 0 && releases(inferred.format) < 2)
    return {
      loaded,
      tagFormatWhy: `the default: your release tags look like ${loaded.config.tag_format.replace("{version}", "1.2.3")}`
    };
  let config = { ...loaded.config, tag_format: inferred.format };
  return { loaded: { ...loaded, config }, tagFormatWhy: inferred.why };
}
function ownTags(tags, member) {
  if (member === void 0 || member.sole === !0) return tags;
  let name = member.normalisedName;
  return tags.filter((tag) => {
    let normalised = normalisePackageName(tag);
    return normalised.startsWith(name) && "-@/".includes(normalised.charAt(name.length) || "?");
  });
}
function normalisedOrUndefined(name) {
  return name === void 0 ? void 0 : normalisePackageName(name);
}
function namesPackage(format, member) {
  let prefix = format.slice(0, format.indexOf("{version}"));
  return normalisePackageName(prefix).startsWith(member.normalisedName);
}
async function refuseShapeMatchingNothing(format, from, tags, packageName) {
  let configured = compileTagFormat(format);
  if (tags.some((tag) => isReleaseVersion(configured.parse(tag)))) return;
  let inferred = inferTagFormat(tags, await packageName());
  if (!inferred.fromTags || inferred.format === format) return;
  let shape = compileTagFormat(inferred.format), count = tags.filter((tag) => isReleaseVersion(shape.parse(tag))).length;
  if (count !== 0)
    throw new ConfigError(
      `tag_format "${format}" (${from}) matches none of your ${count} release tag${count === 1 ? "" : "s"}; they look like "${inferred.format}" (${compileTagFormat(inferred.format).format("1.2.3")}), so every commit would count as unreleased; set tag_format = "${inferred.format}", or remove the setting and releaser reads the shape from the tags`
    );
}
function isReleaseVersion(version) {
  return version !== void 0 && version.release.length >= 3 && version.local === void 0;
}

// src/flows/check/plan-warnings.ts
function planWarnings(plan, unreleased, written) {
  let warnings = [];
  if (plan.releaseAsNote !== void 0 && warnings.push(plan.releaseAsNote), plan.taken.length > 0 && plan.nextVersion !== void 0) {
    let skipped = plan.taken.map((t) => `${t.version} (${t.tag})`).join(", "), are = plan.taken.length > 1 ? "are" : "is";
    warnings.push(
      `${skipped} ${are} tagged already, outside this branch's history (a release branch, or only on origin), so the next version is ${plan.nextVersion}`
    );
  }
  let u = plan.unreleased;
  if (unreleased && u !== void 0) {
    let asWritten = written === void 0 || written === u.version, carried = spelled(u.version, written);
    if (u.next !== void 0 && sameVersionText(u.next, u.version))
      warnings.push(
        `the files carry ${carried}, which no tag names and no release commit set yet; \`releaser update\` (or the release pull request) makes the release commit, and \`releaser release\` releases it after that`
      );
    else {
      let next = u.next === void 0 ? "nothing is released until a commit asks for a release (feat, fix, a breaking change)" : `the next release will be ${u.next}`, because = u.why === "a development version" || u.why === "a local version" ? `: it never releases ${u.why}` : ", only a version that `update` or the merged release pull request set";
      warnings.push(
        `the files carry ${asWritten ? `${u.version} (${u.why})` : `${written} (that is ${u.version}, ${u.why})`}, which no tag names; \`releaser release\` will not release it${because}; ${next}${patchBelow(plan)}`
      );
    }
  }
  return unreleased && warnings.push(...makingAdvice(plan)), warnings;
}
function makingAdvice(plan) {
  let { making } = plan;
  if (making === void 0) return [];
  let { final } = making, next = plan.nextVersion === void 0 ? void 0 : parseVersion(plan.nextVersion), finalVersion = parseVersion(final);
  if (next !== void 0 && finalVersion !== void 0)
    return plan.source !== "commits" || compareVersions(next, finalVersion) <= 0 ? [] : [
      `${making.version === final ? `the files carry ${final}` : `the files are making ${final} (they carry ${making.version})`}, and the commits go past it to ${plan.nextVersion}; to release ${final} instead: \`--release-as ${final}\``
    ];
  if (plan.nextVersion !== void 0 || !isCandidate(making.version)) return [];
  let since = plan.baseTag === void 0 ? "" : ` since ${plan.baseTag}`;
  return [
    `the files carry ${making.version}, a release candidate, and no commit${since} asks for another release; its final is the usual next step: \`--release-as ${final}\``
  ];
}
function isCandidate(text) {
  let version = parseVersion(text);
  return version?.pre?.label === "rc" && version.dev === void 0;
}
function spelled(version, written) {
  return written === void 0 || written === version ? version : `${written} (${version})`;
}
function patchBelow(plan) {
  if (plan.baseTag === void 0) return "";
  let advised = plan.bump === "none" && plan.commits.length > 0 && !isCandidate(plan.making?.version ?? ""), asked = plan.bump === "patch" ? plan.nextVersion : advised ? plan.making?.final : void 0;
  if (asked === void 0) return "";
  let base = parseVersion(plan.baseVersion), next = parseVersion(asked);
  if (base === void 0 || next === void 0) return "";
  let [major = 0, minor = 0] = base.release, fix = formatVersion(bumpVersion(base, "patch", { majorOnZero: !0 })), [nextMajor = 0, nextMinor = 0] = next.release;
  return nextMajor === major && nextMinor === minor ? "" : ` (${plan.bump === "none" ? `\`--bump patch\` gives ${asked}; ` : ""}a patch of ${plan.baseVersion} is ${fix}: \`--release-as ${fix}\`)`;
}

// src/flows/check/tag-derived-pending.ts
function tagDerivedPendingVersion(project, commits, templates, packageName) {
  if (project.version !== void 0 || project.versionFromTag === void 0) return;
  let named = releaseSubjectVersion(templates, packageName);
  for (let commit of commits) {
    let version = named(commit.subject);
    if (version !== void 0) return parseVersion(version) === void 0 ? void 0 : version;
  }
}

// src/flows/check/check-package.ts
async function checkPackage(shared, fromFiles, target) {
  let { context, options, repo, tagsRead, journal, interrupted } = shared, { member } = target, projectRoot = member === void 0 ? repo.root : join3(repo.root, member.path), warn = member === void 0 ? context.warn : (message) => context.warn(`${member.name}: ${message}`), nameKnown = () => {
  }, nameRead = new Promise((resolve) => {
    nameKnown = resolve;
  }), projectRead = readProject(projectRoot, fromFiles, nameKnown);
  projectRead.catch(() => {
  });
  let shaped = await withTagShape(fromFiles, tagsRead, () => Promise.race([nameRead, projectRead.then((project2) => project2.name)]), member), { tagFormatWhy } = shaped, tagList = await tagsRead, { loaded, schemeWhy, clock } = withVersionScheme(
    shaped.loaded,
    ownTags(tagList.all, member),
    context,
    tagList
  ), { config } = loaded, date = releaseDate(context.env, context.now, clock?.offset), tagFormat = compileTagFormat(config.tag_format), parsers = compileParsers(config.parsers), trunk = trunkOf(config.release_branch) ?? FALLBACK_BRANCH, historyEnv = options.fetchEnv ? await options.fetchEnv(config, repo.root) : context.env, read = () => readHistory(
    repo,
    config.version_scheme === "calver" ? (merged) => selectCalverBaseTag(merged, tagFormat)?.tag : baseTagChooser(tagFormat),
    (bytes, start, end) => readPlanCommit(bytes, start, end, parsers),
    historyEnv,
    tagsRead,
    [`refs/heads/${trunk}`, `refs/remotes/origin/${trunk}`, "refs/remotes/origin/HEAD"]
  ), progress = repo.shallow ? context.progress : void 0, remoteTagsRead = options.remoteTags?.(config, repo.root, tagsRead);
  remoteTagsRead?.catch(() => {
  });
  let [whole, project] = await Promise.all([
    inStep(
      progress,
      "fetch",
      "deepening the shallow clone to the last release",
      read,
      (found) => found.deepened === "" ? { status: "already", detail: "the shallow clone reaches the last release" } : `the shallow clone was ${found.deepened} commits to reach the last release`
    ),
    projectRead
  ]), remote = remoteTagsRead === void 0 ? void 0 : await remoteTagsRead;
  if (remote?.fetched !== void 0 && remote.fetched.length > 0)
    return remote.warning !== void 0 && context.warn(remote.warning), shared.tagsRead = readTags(repo.root, context.env), checkPackage(shared, fromFiles, target);
  for (let warning of project.warnings) warn(warning);
  loaded.changelog?.warning !== void 0 && warn(loaded.changelog.warning), whole.deepened !== "" && progress === void 0 && warn(`the shallow clone was ${whole.deepened} commits to reach the last release`);
  let history = member === void 0 ? whole : await touchingFolder(repo.root, whole, member.path, historyEnv, target.nested ?? []), towncrierConfig = await detectTowncrier(projectRoot, loaded.pyproject?.data), listed2 = towncrierConfig === void 0 ? void 0 : await listNewsFragments(projectRoot, towncrierConfig, config.changelog.fragment_bumps);
  if (towncrierConfig !== void 0) {
    let known = new Set(towncrierConfig.types.map((t) => t.directory)), unknown = Object.keys(config.changelog.fragment_bumps).filter((type) => !known.has(type));
    unknown.length > 0 && warn(
      `fragment_bumps names ${unknown.join(", ")}, which ${unknown.length === 1 ? "is no fragment type" : "are no fragment types"} of towncrier's settings in ${towncrierConfig.source} (${[...known].join(", ")}), so ${unknown.length === 1 ? "it counts" : "they count"} for nothing; use the types' names`
    );
  }
  let fragments = listed2 !== void 0 && (isConfigured(loaded.layers, ["changelog", "fragment_bumps"]) || mostlyUnconventional(history.commits)) ? listed2 : void 0, plan = planRelease({
    tagFormat: config.tag_format,
    packageName: project.name,
    majorOnZero: config.major_on_zero,
    changelog: withPresetSections(config.changelog, config.parsers),
    tags: ownTags(remote === void 0 ? history.tags.all : [...history.tags.all, ...remote.names], member),
    baseTag: history.baseTag,
    // A dependency's release stands in the plan as a fix of this package (follow-pins.ts).
    commits: [...(target.dependencyUpdates ?? []).map(dependencyCommit), ...history.commits],
    fileVersion: project.version ?? tagDerivedPendingVersion(
      project,
      history.commits,
      [config.commit_message, config.pr.title],
      member?.normalisedName
    ),
    fileVersionSource: project.versionSource,
    releaseSubjects: [config.commit_message, config.pr.title],
    releasePackage: member?.normalisedName,
    date,
    calver: config.version_scheme === "calver" ? config.calver_format : void 0,
    fragments,
    overrides: target.overrides
  });
  refuseLeavingLine(plan, await readHeadBranchOf(repo, context.env));
  let unreleased = member === void 0 ? options.warnUnreleased ?? !0 : options.warnUnreleasedPackages ?? options.warnUnreleased ?? !0;
  remote?.warning !== void 0 && context.warn(remote.warning);
  for (let warning of planWarnings(plan, unreleased, project.version)) warn(warning);
  if (unreleased && config.version_scheme !== "calver" && towncrierConfig === void 0) {
    let notes = await findUnreleasedNotes(projectRoot, config.changelog_file), warning = notes === void 0 ? void 0 : notesKindsWarning(plan, notes, config.major_on_zero);
    warning !== void 0 && warn(warning);
  }
  let staleJournal = journal !== void 0 && interrupted === void 0, towncrier = {
    root: projectRoot,
    pyproject: loaded.pyproject?.data,
    name: project.name,
    date,
    config: towncrierConfig ?? null
  }, shown = options.towncrierDraft === !1 ? plan : await withTowncrierChangelog(plan, {
    ...towncrier,
    env: context.env,
    warn,
    failure: options.towncrierDraft === "preview" ? "warn" : "throw"
  });
  return {
    repo,
    loaded,
    // The changelog as the files are: a CHANGELOG.md that links to docs/release-notes.md is named
    // by the file `update` writes (found by the replay).
    config: { ...config, changelog_file: await realPath(projectRoot, config.changelog_file) },
    history,
    project,
    plan: shown,
    date,
    interrupted,
    staleJournal,
    tagFormatWhy,
    schemeWhy,
    clock
  };
}
async function realPath(root, given) {
  try {
    let real = await resolveRepoPath(root, given);
    return real.rel === "" ? given : real.rel.split(sep).join("/");
  } catch {
    return given;
  }
}
async function touchingFolder(root, history, folder, env, nested) {
  let base = history.baseTag === void 0 ? void 0 : `refs/tags/${history.baseTag}`, touching = await commitsTouching(root, base, folder, env, nested);
  return { ...history, commits: history.commits.filter((c) => touching.has(c.commit.hash)) };
}
function mostlyUnconventional(commits) {
  return commits.filter((c) => c.conventional).length * 2 < commits.length || commits.length === 0;
}

// src/flows/check/package-selection.ts
function nestedFolders(workspace, member) {
  return workspace.members.filter((m) => m !== member && (member.path === "." || m.path.startsWith(`${member.path}/`))).map((m) => m.path);
}
function selectMembers(workspace, wanted) {
  if (wanted.length === 0) return workspace.members;
  let chosen = wanted.map((name) => {
    let member = workspace.members.find((m) => m.normalisedName === normalisePackageName(name));
    if (member === void 0)
      throw new ConfigError(
        `--package ${name}: no package of that name here; the packages are ${workspace.members.map((m) => m.name).join(", ")} (${workspace.source})`
      );
    return member;
  });
  return workspace.members.filter((m) => chosen.includes(m));
}

// src/flows/check/workspace-warnings.ts
async function workspaceWarnings(root, workspace, planned, tags = []) {
  let warnings = [];
  warnings.push(...tagsOfNoPackage(planned, tags));
  let versions = new Map(
    planned.flatMap(
      (p) => p.plan.nextVersion === void 0 ? [] : [[p.member.normalisedName, p.plan.nextVersion]]
    )
  ), chosen = new Set(planned.map((p) => p.member.normalisedName));
  for (let member of workspace.members) {
    if (chosen.has(member.normalisedName) || versions.size === 0) continue;
    let file = pathInRepository(member.path, "pyproject.toml"), text = (await readRepoText(root, file, ConfigError))?.text;
    if (text !== void 0)
      for (let pin of findMemberPins(text, file, new Set(versions.keys()))) {
        let version = versions.get(pin.name);
        version === void 0 || version === pin.version || warnings.push(
          `${member.name} pins ${pin.name}==${pin.version} (${pin.where}), and ${pin.name} becomes ${version}; leave out --package, or add --package ${member.name}, so the pin follows`
        );
      }
  }
  for (let p of planned)
    (p.loaded.pyproject?.data.tool?.towncrier !== void 0 || p.loaded.changelog?.source === "towncrier") && p.plan.nextVersion !== void 0 && warnings.push(
      `${p.member.name} keeps its changelog with towncrier, which \`releaser update\` does not run for a package of several yet: it will stop there; set changelog_file in its [tool.releaser] table to a file releaser writes`
    );
  return warnings;
}
function tagsOfNoPackage(planned, tags) {
  let plain = tags.filter((tag) => /^v?\d+(\.\d+){2,}$/.test(tag)).map((tag) => ({ tag, version: parseVersion(tag.replace(/^v/, "")) })).filter((t) => t.version !== void 0).sort((a, b) => compareVersions(b.version, a.version)), newest = plain[0];
  if (newest === void 0) return [];
  let more = plain.length > 1 ? ` (and ${plain.length - 1} more)` : "", format = newest.tag.startsWith("v") ? "v{version}" : "{version}";
  return planned.filter((p) => p.plan.baseTag === void 0 && p.plan.nextVersion !== void 0).map(
    (p) => `${p.member.name} has no release tag of its own (${p.config.tag_format.replace("{version}", "1.2.3")}), so all its history counts and its next version is ${p.plan.nextVersion}, while the repository's tag ${newest.tag}${more} names no package; if those are ${p.member.name}'s releases (a build that reads its version from git tags starts from ${newest.tag}), set tag_format = "${format}" in its [tool.releaser] table, or --release-as with --package ${p.member.name}`
  );
}

// src/flows/check/check.ts
async function checkFlow(context, overrides, options = {}) {
  let found = await checkRepository(context, overrides, options);
  if (found.kind === "single") return found.result;
  throw refuseWorkspace(found.workspace);
}
function memberOf(check) {
  return "member" in check ? check.member : void 0;
}
function refuseWorkspace(workspace, command = "this command") {
  let names = workspace.members.map((m) => m.name).join(", ");
  return new ConfigError(
    `this repository holds several packages (${names}; ${workspace.source}), and ${command} takes one project at the root; run it with the packages in mind (\`releaser check\`, \`update\`, \`release-pr\` and \`release\` take each of them); the root's version is left alone`
  );
}
async function checkRepository(context, overrides, options = {}) {
  let repo = await openRepository(context.cwd, context.env), tagsRead = readTags(repo.root, context.env);
  tagsRead.catch(() => {
  });
  let journal = await readJournal(repo.gitDir), fromFiles = await loadConfig(repo.root, { configFile: context.configFile, cwd: context.cwd }), found = await findWorkspace(repo.root, {
    rootPyproject: fromFiles.pyproject?.data,
    packages: fromFiles.config.packages.length === 0 ? void 0 : { globs: fromFiles.config.packages, from: settingFile(fromFiles, "packages") }
  }), wanted = options.packages ?? [], together = found !== void 0 && fromFiles.config.shared_version, workspace = together ? releasedTogether(found, wanted) : found;
  if (workspace === void 0 && hasUvWorkspace(fromFiles.pyproject?.data) && context.warn(
    "[tool.uv.workspace] lists no package here (its members match no folder with a pyproject.toml), so the root's project is released as the one project; if the root is private, add the packages first"
  ), workspace === void 0 && fromFiles.config.shared_version && context.warn(
    `shared_version (${settingFile(fromFiles, "shared_version")}) links the packages of a repository of several, and this one releases one project at its root, so it changes nothing; remove it, or list the packages with packages = ["packages/*"]`
  ), workspace === void 0) {
    if (wanted.length > 0)
      throw new ConfigError(
        `--package ${wanted[0]}: this repository releases one project at its root, not several packages; leave out --package, or list the packages with packages = ["packages/*"] in the configuration`
      );
    let interrupted = journal?.head === repo.head ? journal : void 0;
    if (interrupted && (overrides.bump !== void 0 || (overrides.releaseAs ?? interrupted.version) !== interrupted.version || overrides.prerelease !== void 0))
      throw new ReleaseError(
        `an update to ${interrupted.version} was interrupted before its commit; finish it first with \`releaser update\` (no --bump, --release-as or --prerelease), or discard it: \`git checkout -- .\` and delete .git/releaser-update.json`
      );
    let asked = interrupted ? { releaseAs: interrupted.version, allowDowngrade: !0 } : overrides;
    return { kind: "single", result: await checkPackage({ context, options, repo, tagsRead, journal, interrupted }, fromFiles, {
      overrides: asked
    }) };
  }
  let members = selectMembers(workspace, wanted);
  if (overrides.bump !== void 0 && members.length > 1 && !together)
    throw new ConfigError(
      `--bump ${overrides.bump} would release every package, those no commit touched included, and this repository holds ${members.length} (${members.map((m) => m.name).join(", ")}); add --package <name> for each package it is for`
    );
  if (overrides.releaseAs !== void 0 && members.length > 1 && !together)
    throw new ConfigError(
      `--release-as ${overrides.releaseAs} names one version, and this repository holds ${members.length} packages (${members.map((m) => m.name).join(", ")}); add --package <name> for the one it is for`
    );
  let shared = { context, options, repo, tagsRead, journal, interrupted: void 0 }, packages = [], configs = /* @__PURE__ */ new Map();
  for (let member of members) {
    let loaded = await loadPackageConfig(repo.root, member.path, fromFiles.layers);
    together && !isConfigured(loaded.layers, ["tag_format"]) && (loaded.config.tag_format = fromFiles.config.tag_format), configs.set(member, loaded);
    let nested = nestedFolders(workspace, member), result = await checkPackage(shared, loaded, { overrides, member, nested }).catch(
      (error) => {
        throw asPackageError(error, member.name);
      }
    );
    result.history.deepened !== "" && (shared.tagsRead = Promise.resolve(result.history.tags));
    let sharing = packages.find((p) => p.config.tag_format === result.config.tag_format);
    if (sharing !== void 0 && !together)
      throw new ConfigError(
        `${sharing.member.name} and ${member.name} would share their tags (tag_format "${result.config.tag_format}", ${result.tagFormatWhy}), so one's release would be the other's; put {name} in tag_format ("{name}-v{version}", the default for several packages), or give each package its own in its [tool.releaser] table`
      );
    packages.push({ ...result, member, dependencyUpdates: [] });
  }
  let followed = await followPins(packages, async (p, dependencyUpdates) => {
    let loaded = configs.get(p.member), nested = nestedFolders(workspace, p.member);
    return { ...await checkPackage(shared, loaded, {
      overrides,
      member: p.member,
      nested,
      dependencyUpdates
    }), member: p.member, dependencyUpdates };
  }), grouped = together ? await withGroupVersion(
    followed,
    (p, releaseAs) => checkPackage(shared, configs.get(p.member), {
      overrides: { ...overrides, releaseAs },
      member: p.member,
      nested: nestedFolders(workspace, p.member),
      dependencyUpdates: p.dependencyUpdates
    }).then((result) => ({ ...result, member: p.member, dependencyUpdates: p.dependencyUpdates }))
  ) : followed, tags = grouped[0]?.history.tags.all ?? [];
  for (let warning of await workspaceWarnings(repo.root, workspace, grouped, tags)) context.warn(warning);
  return { kind: "workspace", workspace, packages: grouped };
}
function releasedTogether(workspace, wanted) {
  let names = workspace.members.map((m) => m.name).join(", ");
  if (wanted.length > 0)
    throw new ConfigError(
      `--package ${wanted[0]}: shared_version releases the packages together (${names}), one version and one tag for all, so a release takes every one; leave out --package`
    );
  return { ...workspace, members: workspace.members.map((m) => ({ ...m, sole: !0 })) };
}
async function withGroupVersion(packages, again) {
  let grouped = packages.map((p) => ({
    name: p.member.name,
    path: p.member.path,
    fileVersion: p.project.version,
    nextVersion: p.plan.nextVersion
  }));
  refuseDisagreeingVersions(grouped);
  let version = groupVersion(grouped);
  if (version === void 0) return [...packages];
  let result = [];
  for (let p of packages)
    if (p.plan.nextVersion === version) result.push(p);
    else {
      let planned = await again(p, version);
      result.push({ ...planned, plan: { ...planned.plan, source: "group" } });
    }
  return result;
}
function hasUvWorkspace(pyproject) {
  let tool = pyproject?.tool;
  return typeof tool?.uv?.workspace == "object" && tool.uv.workspace !== null;
}
function settingFile(loaded, key) {
  return [...loaded.layers].reverse().find((l) => key in l.values)?.file ?? "the configuration";
}

// src/cli/commands/convention-advice.ts
var MERGE_SUBJECT = /^Merge (?:pull request|branch|branches|remote-tracking branch|tag|commit) /;
function conventionShare(commits, parsers) {
  let preset = readsGitmoji(parsers), scientificPreset = readsScientificPrefixes(parsers), share = {
    considered: 0,
    conventional: 0,
    gitmoji: 0,
    following: 0,
    preset,
    scientific: 0,
    scientificPreset
  };
  for (let commit of commits) {
    if (!commit.conventional && MERGE_SUBJECT.test(commit.subject)) continue;
    share.considered++;
    let gitmoji = startsWithGitmoji(commit.subject);
    commit.conventional && share.conventional++, gitmoji && share.gitmoji++, startsWithScientificPrefix(commit.subject) && share.scientific++, (commit.conventional || preset && gitmoji) && share.following++;
  }
  return share;
}
function conventionAdvice(share, since) {
  let { considered, following, gitmoji, preset, scientific, scientificPreset } = share;
  if (considered === 0) return;
  let commits = `${considered} commit${considered === 1 ? "" : "s"} ${since} (merges aside)`, force = "or force this release's bump with `--bump patch|minor|major`";
  if (!scientificPreset && scientific * 2 > considered)
    return `${scientific} of the ${commits} start with the scientific Python prefixes (\`ENH:\`, \`BUG:\`, \`MAINT:\`, ...), which the conventional-commit convention reads as types that ask for no release: add \`[[tool.releaser.parsers]]\` with \`preset = "scientific-python"\` to the configuration to read them (${describeScientificPrefixes()}), ${force}.`;
  if (following * 2 >= considered) return;
  let of = `${following} of the ${commits}`;
  return scientificPreset ? `${of} follow the conventional-commit convention or the scientific Python prefixes, and releaser bumps and writes the changelog from those only: start subjects with a prefix (${describeScientificPrefixes()}) or write \`feat: ...\`, \`fix: ...\`, ${force}.` : preset ? `${of} follow the conventional-commit or the gitmoji convention, and releaser bumps and writes the changelog from those only: start subjects with a gitmoji it maps (${describeGitmojiTypes()}) or write \`feat: ...\`, \`fix: ...\`, ${force}.` : gitmoji * 2 > considered ? `${of} follow the conventional-commit convention, but ${gitmoji} start with a gitmoji: add \`[[tool.releaser.parsers]]\` with \`preset = "gitmoji"\` to the configuration to read them (${describeGitmojiTypes()}; other gitmojis ask for no release), ${force}.` : `${of} follow the conventional-commit convention (\`feat: ...\`, \`fix: ...\`), and releaser bumps and writes the changelog from those only: write subjects that way, add a parser for the form your project uses (\`[[tool.releaser.parsers]]\` with \`pattern = '^\\[(?P<type>\\w+)\\] (?P<description>.+)$'\`), ${force}.`;
}

// src/cli/commands/check-report.ts
function checkJson({
  plan,
  history,
  project,
  interrupted,
  config,
  tagFormatWhy,
  schemeWhy,
  clock
}) {
  let conventional = plan.commits.filter((c) => c.conventional).length, share = conventionShare(plan.commits, config.parsers);
  return {
    last_tag: plan.baseTag ?? null,
    current_version: plan.baseVersion,
    file_version: project.version ?? null,
    bump: plan.bump,
    next_version: plan.nextVersion ?? null,
    tag: plan.tag ?? null,
    tag_format: config.tag_format,
    /** Where tag_format comes from: the configuration, or the shape of the project's tags. */
    tag_format_why: tagFormatWhy,
    /** semver or calver, and the calendar format; from the configuration or the release tags. */
    version_scheme: config.version_scheme,
    calver_format: config.version_scheme === "calver" ? config.calver_format : null,
    version_scheme_why: schemeWhy,
    /** The clock the release is dated in when the tags show one (`-04:00`, why), else null: UTC. */
    release_clock: clock === void 0 ? null : { utc_offset: isoOffset(clock.offset), why: clock.why },
    pending: plan.pending,
    /** The files' version when nothing will release it (a hand bump, a .devN): why, and the next release. */
    unreleased_version: plan.unreleased === void 0 ? null : { version: plan.unreleased.version, why: plan.unreleased.why, next: plan.unreleased.next ?? null },
    /** Versions the bump landed on that are tagged already (elsewhere), skipped for the next free one. */
    taken_versions: plan.taken.map((t) => ({ version: t.version, tag: t.tag })),
    version_source: plan.source,
    downgrade: plan.downgrade,
    /** The base is a release tagged on a release branch cut from this line (pytest's 9.0.x): cherry-picks released there, left out. */
    released_on_branch: history.releasedOnBranch === void 0 ? null : { cherry_picks: history.releasedOnBranch.cherryPicks },
    commits: {
      total: history.commits.length,
      conventional,
      skipped: plan.commits.length - conventional,
      cancelled: plan.cancelled.length,
      /** Subjects that start with a gitmoji (✨, :bug:, ...), mapped by the preset or not. */
      gitmoji: share.gitmoji,
      /** Subjects that start with the scientific Python prefixes (ENH:, BUG:, MAINT, BUG: ...). */
      scientific_python: share.scientific
    },
    changelog: plan.changelog ?? null,
    /** towncrier's news fragments that decide the bump (a `breaking` one with only docs commits). */
    bump_fragments: plan.fragmentDrivers.map((f) => ({ path: f.path, type: f.type, bump: f.bump })),
    interrupted_update: interrupted?.version ?? null,
    files: writtenFiles(project, config.changelog_file),
    /** Tracked files that still assign the version and that `update` would leave behind (DESIGN 5). */
    stale_copies: project.staleCopies.map((c) => ({
      path: c.path,
      line: c.line,
      text: c.text,
      version_files_entry: c.entry
    })),
    version_from_tag: versionFromTag(project)
  };
}
function isoOffset(offset) {
  let abs = Math.abs(offset);
  return `${offset < 0 ? "-" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}
function versionFromTag(project) {
  return project.versionFromTag !== void 0;
}
var MAX_LISTED = 10;
function renderCheck({ plan, history, project, interrupted, config, tagFormatWhy, schemeWhy, clock }, color, folder, section) {
  let s = styles(color), lines = [], row = (label, value) => lines.push(`${s.dim(label.padEnd(14))}${value}`), name = project.name ? ` ${s.bold(stripControl(project.name))}` : "", where = folder === void 0 ? "" : s.dim(` (${stripControl(folder)})`);
  lines.push(`${s.bold("releaser check")}${name}${where}`, "");
  let onBranch = history.releasedOnBranch;
  row(
    "last release",
    plan.baseTag ? `${plan.baseTag} (${plan.baseVersion})${onBranch === void 0 ? "" : `, tagged on a release branch cut from this line${onBranch.cherryPicks === 0 ? "" : `; ${onBranch.cherryPicks === 1 ? "1 commit released there as a cherry-pick is" : `${onBranch.cherryPicks} commits released there as cherry-picks are`} left out`}`}` : `none (base version ${plan.baseVersion})`
  );
  let ignoredOthers = /another package/.test(tagFormatWhy);
  if ((config.tag_format !== "v{version}" || ignoredOthers) && !tagFormatWhy.startsWith("from ") && row(
    "tag shape",
    `${stripControl(config.tag_format.replace("{version}", "1.2.3"))} (${stripControl(tagFormatWhy)})`
  ), config.version_scheme === "calver" && !schemeWhy.startsWith("from ") && row("numbering", `by the calendar, ${config.calver_format} (${stripControl(schemeWhy)})`), clock !== void 0 && row("dates", clock.why), project.version !== void 0 && project.version !== plan.baseVersion) {
    let note = plan.unreleased === void 0 ? "" : s.yellow(` (${plan.unreleased.why}, untagged: not released)`);
    row("in the files", `${project.version}${note}`);
  }
  let conventional = plan.commits.filter((c) => c.conventional), skipped = plan.commits.filter((c) => !c.conventional), since = plan.baseTag ? `since ${plan.baseTag}` : "in all history";
  if (row(
    "commits",
    `${history.commits.length} ${since} (${conventional.length} conventional, ${skipped.length} skipped${plan.cancelled.length > 0 ? `, ${plan.cancelled.length} cancelled by reverts` : ""})`
  ), plan.nextVersion === void 0)
    row("bump", "none"), lines.push(
      "",
      `${s.yellow("Nothing to release:")} no commit ${since} asks for a version bump (feat, fix, docs, perf or a breaking change)${anyway(history.commits.length)}.`
    );
  else {
    row("bump", `${s.bold(plan.bump)}${sourceNote(plan)}`);
    for (let line of listCommits(plan.drivers, s)) lines.push(`${" ".repeat(14)}${line}`);
    for (let line of listFragments(plan.fragmentDrivers, s)) lines.push(`${" ".repeat(14)}${line}`);
    if (row("next version", `${s.green(s.bold(plan.nextVersion))} (tag ${stripControl(plan.tag ?? "")})`), plan.taken.length > 0) {
      let taken = plan.taken.map((t) => `${t.version} (${stripControl(t.tag)} exists)`).join(", ");
      row("skipped", `${taken}: tagged outside this branch's history`);
    }
    let files = writtenFiles(project, config.changelog_file).map((file) => stripControl(folder === void 0 ? file : pathInRepository(folder, file))).join(", ");
    row("writes", versionFromTag(project) ? `${files} (the build takes the version from the tag)` : files), interrupted !== void 0 ? lines.push(
      "",
      `${s.yellow("Interrupted:")} an update to ${interrupted.version} stopped before its commit; \`releaser update\` finishes it.`
    ) : plan.pending && lines.push(
      "",
      `${s.cyan("Pending:")} the files already carry ${plan.nextVersion} and tag ${plan.tag} does not exist yet; \`releaser release\` releases it.`
    ), lines.push("", (section ?? plan.changelog)?.trimEnd() ?? "");
  }
  let advice = conventionAdvice(conventionShare(plan.commits, config.parsers), since);
  if (advice !== void 0 && lines.push("", `${s.yellow("Not conventional:")} ${stripControl(advice)}`), skipped.length > 0) {
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
    case "group":
      return " (the version of the packages released together)";
    default:
      return ", from:";
  }
}
function listCommits(commits, s) {
  let lines = commits.slice(0, MAX_LISTED).map((c) => `${s.dim(c.commit.hash.slice(0, 7))} ${stripControl(c.subject)}`);
  return commits.length > MAX_LISTED && lines.push(s.dim(`... and ${commits.length - MAX_LISTED} more`)), lines;
}
function listFragments(fragments, s) {
  let lines = fragments.slice(0, MAX_LISTED).map((f) => `${s.dim("news fragment")} ${stripControl(f.path)} (${stripControl(f.type)})`);
  return fragments.length > MAX_LISTED && lines.push(s.dim(`... and ${fragments.length - MAX_LISTED} more`)), lines;
}
function anyway(commits) {
  return commits === 0 ? "" : `; to release ${commits === 1 ? "it" : "them"} anyway, force the bump with \`--bump patch\` (or minor, major)`;
}

// src/cli/commands/check-workspace.ts
function workspaceJson(workspace, packages) {
  let seen = /* @__PURE__ */ new Map();
  for (let p of packages) for (let c of p.plan.commits) seen.set(c.commit.hash, c.conventional);
  return {
    workspace: { source: workspace.source, packages: workspace.members.map((m) => m.name) },
    last_tag: null,
    current_version: null,
    bump: highestBump(packages.map((p) => p.plan.bump)),
    next_version: null,
    pending: packages.some((p) => p.plan.pending),
    commits: {
      total: seen.size,
      conventional: [...seen.values()].filter(Boolean).length
    },
    changelog: null,
    packages: packages.map((p) => {
      let doc = checkJson(p), files = doc.files.map((file) => pathInRepository(p.member.path, file)), stale = doc.stale_copies.map((c) => ({ ...c, path: pathInRepository(p.member.path, c.path) }));
      return {
        name: p.member.name,
        path: p.member.path,
        ...doc,
        files: p.dependencyUpdates.length > 0 && !files.includes(pathInRepository(p.member.path, "pyproject.toml")) ? [pathInRepository(p.member.path, "pyproject.toml"), ...files] : files,
        stale_copies: stale,
        /** Exact pins on other packages that follow their new versions in the release commit. */
        dependency_updates: p.dependencyUpdates
      };
    })
  };
}
function highestBump(bumps) {
  return bumps.reduce(maxBump, "none");
}
function renderWorkspace(workspace, packages, color) {
  let s = styles(color), blocks = packages.map((p) => renderCheck(p, color, p.member.path)), releasing = packages.filter((p) => p.plan.nextVersion !== void 0), summary = releasing.length === 0 ? `${s.yellow("Nothing to release")} in ${packages.length} package${packages.length === 1 ? "" : "s"}.` : `${s.bold("Next releases:")} ${releasing.map((p) => `${stripControl(p.member.name)} ${s.green(p.plan.nextVersion ?? "")}`).join(", ")}${releasing.length < packages.length ? `; nothing for ${packages.filter((p) => p.plan.nextVersion === void 0).map((p) => stripControl(p.member.name)).join(", ")}` : ""}.`;
  return `${s.dim(
    `${packages.length} of ${workspace.members.length} packages (${stripControl(workspace.source)})`
  )}

${blocks.join(`
`)}
${summary}
`;
}

// src/flows/shared/remote-auth.ts
async function remoteGitEnv(root, config, env) {
  let url = await readRemoteUrl(root, "origin", env), token = findHostToken(config, env, url)?.token;
  return url === void 0 || token === void 0 ? env : { ...env, ...tokenForRemote(url, token, config, env, () => {
  }) };
}
function tokenUser(remoteUrl, config, env) {
  return resolveProvider(config, env, remoteUrl) !== "gitlab" ? "x-access-token" : findHostToken(config, env, remoteUrl)?.kind === "job" ? "gitlab-ci-token" : "oauth2";
}
function tokenForRemote(remoteUrl, token, config, env, warn) {
  let remote, api;
  try {
    remote = new URL(remoteUrl), api = new URL(resolveApiUrl(config, env, remoteUrl));
  } catch {
    return {};
  }
  if (remote.protocol !== "https:" && remote.protocol !== "http:") return {};
  let loopback = isLoopbackAddress(remote), apiHost = api.hostname === "api.github.com" ? "github.com" : api.hostname;
  return remote.hostname !== apiHost || remote.protocol === "http:" && !loopback ? (warn(
    `the token is not sent to origin (${remote.protocol}//${remote.host}): it is not the code host's own address over https (${apiHost}); git uses its own credentials for it`
  ), {}) : gitAuthEnv(remoteUrl, token, env, tokenUser(remoteUrl, config, env));
}

export {
  groupReleaseNotes,
  journalPath,
  writeJournal,
  removeJournal,
  findStrayTempFiles,
  updateWrittenPaths,
  inStep,
  historySummary,
  spelled,
  checkFlow,
  memberOf,
  checkRepository,
  remoteGitEnv,
  tokenForRemote,
  checkJson,
  renderCheck,
  anyway,
  workspaceJson,
  renderWorkspace
};
