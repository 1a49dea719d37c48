#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  REMOVAL_NEEDLES,
  SIGN_NEEDLES,
  contentEnd,
  detectTowncrier,
  directivesComing,
  grepTracked,
  grepTree,
  isComingVersion,
  isOtherPackagePath,
  listNewsFragments,
  planFileEdits,
  readHeadBranchOf,
  readHistory,
  readPlanCommit,
  readProject,
  readRecent,
  readTags,
  releaseDate,
  removalsCarriedOut,
  rstLayout,
  scanRstHeadings,
  sectionEnd,
  sectionHeadings,
  signVersion,
  splitLeftovers,
  splitRstLeftovers,
  withTowncrierChangelog,
  withVersionScheme
} from "./chunk-KHGI7K5P.js";
import {
  FALLBACK_BRANCH,
  NOT_RELEASED,
  changelogMarkup,
  headingVersion,
  inLine,
  isAdornment,
  isConfigured,
  isUnreleasedHeading,
  lineOfBranch,
  lineText,
  newerThanBranchLine,
  readRepoText,
  releaseMarkers,
  resolveRepoPathOr,
  runGit,
  trunkOf
} from "./chunk-JCLYMUD7.js";
import {
  compareBumps,
  inferTagFormat,
  maxBump,
  normalisePackageName,
  parseCommit,
  planRelease,
  releaseSubjectVersion,
  toPlanCommit
} from "./chunk-4657AF6W.js";
import {
  baseTagChooser,
  compileParsers,
  compileTagFormat,
  parseCalverFormat,
  selectCalverBaseTag,
  spellCalver,
  withPackageName,
  withPresetSections
} from "./chunk-PB6TKFMF.js";
import {
  bumpVersion,
  compareVersions,
  formatVersion,
  isFinalRelease,
  parseVersion,
  sameVersionText
} from "./chunk-HSFYTKTF.js";
import {
  resolveRepoPath
} from "./chunk-KVTZWJTW.js";
import {
  ConfigError,
  ReleaseError,
  VersionFileError
} from "./chunk-DSG6HE4L.js";

// src/flows/check/check-package.ts
import { join as join2, sep } from "node:path";

// src/core/dependency-bot.ts
var CONVENTIONAL_BUMP = /^[a-z]+\((deps|deps-dev|dependencies)\)!?: (bump|update|pin|lock file maintenance)\b/i, PLAIN_BUMP = /^Bump \S+ (from \S+ to \S+|with \d+ updates?)\b|^Bump the \S+ group\b/, PRE_COMMIT_CI = /^\[pre-commit\.ci\]/;
function isDependencyBotSubject(subject) {
  return CONVENTIONAL_BUMP.test(subject) || PLAIN_BUMP.test(subject) || PRE_COMMIT_CI.test(subject);
}

// src/core/convention-sample.ts
var SHORT_RANGE = 10, EARLIER_WINDOW = 50, MERGE_SUBJECT = /^Merge (?:pull request|branch|branches|remote-tracking branch|tag|commit) /;
function isGitMergeSubject(subject) {
  return MERGE_SUBJECT.test(subject);
}
function peoplesCommits(commits) {
  return commits.filter(
    (c) => !isDependencyBotSubject(c.subject) && (c.conventional || !isGitMergeSubject(c.subject))
  );
}
function mayMisjudgeConvention(commits) {
  let people = peoplesCommits(commits), following = people.filter((c) => c.conventional).length;
  return people.length < SHORT_RANGE && following < people.length && following * 2 >= people.length;
}

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
import { readdir } from "node:fs/promises";
import { dirname, join } from "node:path";

// src/edits/changelog-ahead.ts
function aheadSection(text) {
  let lines = text.replace(/\r\n/g, `
`).split(`
`);
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i], atx = /^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/.exec(line), under = (lines[i + 1] ?? "").trimEnd(), heading = atx !== null ? atx[1] : line.trim() !== "" && isAdornment(under) ? line : void 0;
    if (heading === void 0 || isAdornment(line.trimEnd())) continue;
    let version = headingVersion(heading);
    if (version !== void 0)
      return NOT_RELEASED.test(heading) ? { version, heading: heading.trim(), line: i + 1 } : void 0;
  }
}

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
async function findChangelogNotes(root, changelog) {
  let text = await readText(root, changelog);
  if (text === void 0) return {};
  let kinds = changelogMarkup(changelog, text) === "rst" ? unreleasedRstKinds(text) : unreleasedKinds(text), found = {
    unreleased: kinds.length > 0 ? { path: changelog, titles: kinds } : void 0,
    ahead: withPath(aheadSection(text), changelog)
  }, newest = newestRelease(text);
  if (newest === void 0 || found.unreleased !== void 0 && found.ahead !== void 0) return found;
  for (let path of await pagesBeside(root, changelog)) {
    let page = await readText(root, path);
    if (page === void 0) continue;
    let ahead = aheadSection(page), released = page.replace(/\r\n/g, `
`).split(`
`);
    if (ahead !== void 0 && released.splice(ahead.line - 1, 1), newestRelease(released.join(`
`)) !== newest) continue;
    let titles = unreleasedKinds(page);
    if (found.unreleased === void 0 && titles.length > 0 && (found.unreleased = { path, titles }), found.ahead ??= withPath(ahead, path), found.unreleased !== void 0 && found.ahead !== void 0) break;
  }
  return found;
}
function withPath(value, path) {
  return value === void 0 ? void 0 : { ...value, path };
}
async function pagesBeside(root, changelog) {
  let folder = dirname(changelog) === "." ? "" : `${dirname(changelog)}/`;
  return (await readdir(join(root, folder)).catch(() => [])).filter((name) => `${folder}${name}` !== changelog && LOG_PAGE.test(name)).sort().slice(0, MAX_PAGES).map((name) => `${folder}${name}`);
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

// src/flows/check/dependency-commit.ts
var NO_COMMIT = "0".repeat(40);
function dependencyCommit(update) {
  let message = `fix: dependency ${update.name} updated to ${update.version}`;
  return toPlanCommit(parseCommit({ hash: NO_COMMIT, message }));
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
  let commits = plan.bump === "none" || plan.nextVersion === void 0 ? "no commit asks for a release" : `the commits ask for a ${plan.bump} release (${plan.nextVersion})`, said = `the Unreleased section of ${notes.path} lists ${listed(kinds)}, which ${kinds.length === 1 ? "asks" : "ask"} for a ${bump} release, and ${commits}`, zero = parseVersion(plan.baseVersion);
  if (majorOnZero && bump === "major" && zero !== void 0 && zero.release[0] === 0) {
    let minor = formatVersion(bumpVersion(zero, "minor", { majorOnZero })), major = formatVersion(bumpVersion(zero, "major", { majorOnZero }));
    return plan.bump === "minor" ? `${said}, which is how a 0.x project mostly releases a breaking change; to release it as ${major}: \`--bump major\`` : `${said}; on 0.x a breaking change mostly makes a minor release: \`--bump minor\` (${minor}), or \`--bump major\` for ${major}`;
  }
  return `${said}; to release it as a ${bump} release: \`--bump ${bump}\``;
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

// src/flows/update/release-files.ts
async function readReleaseFiles(root, targets, changelogFile) {
  let texts = /* @__PURE__ */ new Map(), real = async (given) => {
    let read = await readRepoText(root, given, VersionFileError), path = read?.path.rel ?? (await resolveRepoPathOr(root, given, VersionFileError)).rel;
    return texts.set(path, read?.text), path;
  }, resolved = [];
  for (let target of targets) resolved.push({ ...target, path: await real(target.path) });
  return { targets: resolved, changelogFile: await real(changelogFile), texts };
}

// src/flows/check/post-release.ts
var AROUND_FOLDERS = /^(?:docs?|documentation|sites?|tests?|testing|benchmarks?|\.github|\.gitlab|\.circleci|\.azure-pipelines|changelog\.d|changes|news|newsfragments)\//i, AROUND_FILES = /^(?:readme|license|licence|copying|authors|contributors|changelog|changes|history|news|contributing|code_of_conduct|security|notice|citation)(?:\.[\w.]+)?$|^(?:tox\.ini|noxfile\.py|pytest\.ini|mypy\.ini|\.flake8|\.coveragerc|\.editorconfig|\.gitignore|\.gitattributes|\.git-blame-ignore-revs|\.mailmap|\.pre-commit-config\.ya?ml|\.readthedocs\.ya?ml|\.?codecov\.ya?ml|renovate\.json5?|pyproject\.toml|setup\.cfg|manifest\.in|(?:[\w-]*-)?requirements(?:-[\w-]+)?\.(?:txt|in))$/i;
function isAroundTheCode(path) {
  return AROUND_FOLDERS.test(path) ? !0 : !path.includes("/") && AROUND_FILES.test(path);
}
var CODE_TYPES = /* @__PURE__ */ new Set(["feat", "fix", "perf", "refactor", "revert"]);
function mayBePostRelease(plan) {
  if (plan.source !== "commits" || plan.baseTag === void 0 || plan.bump !== "none" && plan.bump !== "patch" || plan.commits.some((c) => c.conventional && (c.breaking || CODE_TYPES.has(c.type))) || plan.fileVersion !== void 0 && !sameVersionText(plan.fileVersion, plan.baseVersion)) return !1;
  let base = parseVersion(plan.baseVersion);
  return base !== void 0 && isFinalRelease(base) && base.local === void 0;
}
async function changedSince(root, baseTag) {
  let result = await runGit(
    ["diff", "--name-only", "-z", "--no-renames", `refs/tags/${baseTag}`, "HEAD", "--"],
    {
      cwd: root
    }
  ).catch(() => {
  });
  return result === void 0 ? [] : result.stdout.split("\0").filter((p) => p !== "");
}
function nextPostRelease(plan, calver) {
  let base = parseVersion(plan.baseVersion);
  if (base === void 0) return;
  let post = { ...base, post: (base.post ?? 0) + 1 };
  return calver === void 0 ? formatVersion(post) : spellCalver(post, parseCalverFormat(calver));
}
async function versionFilesSpell(root, targets, changelogFile, version) {
  try {
    let files = await readReleaseFiles(root, targets, changelogFile);
    return planFileEdits({ ...files, version, changelogSection: void 0 }), !0;
  } catch {
    return !1;
  }
}
function postReleaseAdvice(plan, changed, calver) {
  if (!mayBePostRelease(plan) || changed.length === 0 || !changed.every(isAroundTheCode)) return;
  let post = nextPostRelease(plan, calver);
  if (post === void 0) return;
  let files = `${changed.length} file${changed.length === 1 ? "" : "s"}`;
  return `only docs, tests, CI and metadata changed since ${plan.baseTag} (${files}, none of the package's code): a post-release republishes them under the same version of the code: \`--release-as ${post}\``;
}

// src/flows/check/signs-advice.ts
function signsAdvice(plan, signs) {
  let next = plan.nextVersion === void 0 ? void 0 : parseVersion(plan.nextVersion);
  if (plan.source !== "commits" || next === void 0) return [];
  let outside = (lines) => lines.filter(
    (l) => !isChangelogPath(l.path, signs.changelogFile) && !isTestPath(l.path) && !isOtherPackagePath(l.path)
  ), above = (sign) => compareVersions(sign.version, next) > 0, advice = [], ahead = signs.ahead === void 0 ? void 0 : parseVersion(signs.ahead.version);
  if (signs.ahead !== void 0 && ahead !== void 0 && compareVersions(ahead, next) !== 0 && isComingVersion(ahead, signs.released)) {
    let written = `the changelog has a section written ahead for ${signs.ahead.version} (${signs.ahead.path}:${signs.ahead.line} \`${signs.ahead.heading}\`), and the commits ask for ${plan.nextVersion}`, release = `\`--release-as ${formatVersion(ahead)}\``;
    return advice.push(
      compareVersions(ahead, next) > 0 ? `${written}; to release the version it names: ${release}` : `${written}, so \`update\` would write ${plan.nextVersion}'s section above it: to release the version it names, ${release}; else rename its heading to ${plan.nextVersion}`
    ), advice;
  }
  let coming = directivesComing(outside(signs.head), signs.released);
  if (coming !== void 0 && (above(coming.sign) || isNextPatch(coming.sign, plan))) {
    let { sign, count } = coming, more = count > 1 ? ` and ${count - 1} more` : "";
    advice.push(
      `version directives already name ${sign.spelled} as the coming version (\`${sign.words}\` in ${sign.path}:${sign.line}${more}), and the commits ask for ${plan.nextVersion}; to release it: \`--release-as ${signVersion(sign)}\``
    );
  }
  let done = signs.base === void 0 ? void 0 : removalsCarriedOut(outside(signs.base), outside(signs.head), signs.released, signs.project);
  if (done !== void 0 && above(done) && (coming === void 0 || !sameVersion(coming.sign, done))) {
    let since = plan.baseTag === void 0 ? "" : ` since ${plan.baseTag}`;
    advice.push(
      `the removals promised for ${done.spelled} are carried out${since} (${done.path}:${done.line} said "${done.words}"), and the commits ask for ${plan.nextVersion}; to release that version: \`--release-as ${signVersion(done)}\``
    );
  }
  return advice;
}
function isNextPatch(sign, plan) {
  let base = parseVersion(plan.baseVersion);
  if (base === void 0 || plan.baseTag === void 0 || plan.bump !== "minor" || plan.commits.some((c) => c.breaking) || !isFinalRelease(base)) return !1;
  let patch = bumpVersion(base, "patch", { majorOnZero: !0 });
  return compareVersions(sign.version, patch) === 0 && sign.version.release.length === 3;
}
function sameVersion(a, b) {
  return compareVersions(a.version, b.version) === 0;
}
function outsideNested(lines, folder, nested) {
  if (nested.length === 0) return [...lines];
  let own = folder === "." ? "" : `${folder}/`, prefixes = nested.map((n) => `${n.startsWith(own) ? n.slice(own.length) : n}/`);
  return lines.filter((l) => !prefixes.some((p) => l.path.startsWith(p)));
}
var REMOVING = /\b(?:remove|removes|removed|drop|drops|delete)\b/i;
function mayCarryOutRemovals(plan) {
  return plan.source !== "commits" || plan.nextVersion === void 0 || plan.bump === "major" || plan.baseTag === void 0 ? !1 : plan.commits.some((c) => REMOVING.test(c.subject));
}
function isTestPath(path) {
  return path.split("/").slice(0, -1).some((folder) => /^(?:tests?|testing|fixtures|testdata)$/i.test(folder));
}
var LOG_NAME = /(?:change|news|history|release)/i;
function isChangelogPath(path, changelogFile) {
  if (path === changelogFile) return !0;
  let parts = path.split("/"), name = parts.at(-1) ?? "", dot = name.lastIndexOf("."), extension = dot <= 0 ? "" : name.slice(dot).toLowerCase();
  return LOG_NAME.test(name) && ["", ".md", ".rst", ".txt"].includes(extension) ? !0 : parts.slice(0, -1).some((folder) => /^(?:changelog|changes|news|newsfragments)(?:\.d)?$/i.test(folder));
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
  let { context, options, repo, tagsRead, journal, interrupted } = shared, { member } = target, projectRoot = member === void 0 ? repo.root : join2(repo.root, member.path), warn = member === void 0 ? context.warn : (message) => context.warn(`${member.name}: ${message}`), nameKnown = () => {
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
    [`refs/heads/${trunk}`, `refs/remotes/origin/${trunk}`, "refs/remotes/origin/HEAD"],
    (tag, branch2) => {
      let version = tagFormat.parse(tag);
      return version !== void 0 && newerThanBranchLine(version, branch2);
    }
  ), progress = repo.shallow ? context.progress : void 0, remoteTagsRead = options.remoteTags?.(config, repo.root, tagsRead);
  remoteTagsRead?.catch(() => {
  });
  let unreleased = member === void 0 ? options.warnUnreleased ?? !0 : options.warnUnreleasedPackages ?? options.warnUnreleased ?? !0, signs = unreleased && config.version_scheme !== "calver", [whole, project, headSigns] = await Promise.all([
    inStep(
      progress,
      "fetch",
      "deepening the shallow clone to the last release",
      read,
      (found) => found.deepened === "" ? { status: "already", detail: "the shallow clone reaches the last release" } : `the shallow clone was ${found.deepened} commits to reach the last release`
    ),
    projectRead,
    projectRead.then(
      (p) => signs ? p.signs ?? grepTracked(projectRoot, SIGN_NEEDLES) : []
    )
  ]), remote = remoteTagsRead === void 0 ? void 0 : await remoteTagsRead;
  if (remote?.fetched !== void 0 && remote.fetched.length > 0)
    return remote.warning !== void 0 && context.warn(remote.warning), shared.tagsRead = readTags(repo.root, context.env), checkPackage(shared, fromFiles, target);
  for (let warning of project.warnings) warn(warning);
  loaded.changelog?.warning !== void 0 && warn(loaded.changelog.warning), whole.deepened !== "" && progress === void 0 && warn(`the shallow clone was ${whole.deepened} commits to reach the last release`);
  let history = member === void 0 ? whole : await touchingFolder(repo.root, whole, member.path, historyEnv, target.nested ?? []), earlierRead = history.baseTag !== void 0 && mayMisjudgeConvention(history.commits) ? readEarlier(repo.root, history.baseTag, parsers, historyEnv, member?.path) : void 0;
  earlierRead?.catch(() => {
  });
  let towncrierConfig = await detectTowncrier(projectRoot, loaded.pyproject?.data), listed2 = towncrierConfig === void 0 ? void 0 : await listNewsFragments(projectRoot, towncrierConfig, config.changelog.fragment_bumps);
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
  }), branch = await readHeadBranchOf(repo, context.env);
  refuseLeavingLine(plan, branch);
  let baseSigns = signs && mayCarryOutRemovals(plan) && history.baseTag !== void 0 ? grepTree(projectRoot, `refs/tags/${history.baseTag}`, REMOVAL_NEEDLES) : void 0;
  baseSigns?.catch(() => {
  });
  let changed = unreleased && member === void 0 && history.baseTag !== void 0 && mayBePostRelease(plan) ? changedSince(repo.root, history.baseTag) : void 0, changelogNotes = signs ? findChangelogNotes(projectRoot, config.changelog_file) : void 0;
  remote?.warning !== void 0 && context.warn(remote.warning);
  for (let warning of planWarnings(plan, unreleased, project.version)) warn(warning);
  if (unreleased && config.version_scheme !== "calver" && towncrierConfig === void 0) {
    let notes = (await changelogNotes)?.unreleased, warning = notes === void 0 ? void 0 : notesKindsWarning(plan, notes, config.major_on_zero);
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
  if (signs) {
    let released = {
      tagged: ownTags(history.tags.all, member).flatMap((t) => tagFormat.parse(t) ?? []),
      line: branch === void 0 ? void 0 : lineOfBranch(branch)
    }, own = (lines) => outsideNested(lines, member?.path ?? ".", target.nested ?? []), base = baseSigns === void 0 ? void 0 : own(await baseSigns), said = signsAdvice(plan, {
      head: own(headSigns),
      base,
      released,
      changelogFile: config.changelog_file,
      project: project.name,
      ahead: (await changelogNotes)?.ahead
    });
    for (let warning of said) warn(warning);
  }
  let calver = config.version_scheme === "calver" ? config.calver_format : void 0, post = changed === void 0 ? void 0 : postReleaseAdvice(plan, await changed, calver);
  return post !== void 0 && await (async (version) => version !== void 0 && await versionFilesSpell(repo.root, project.targets, config.changelog_file, version))(nextPostRelease(plan, calver)) && warn(post), {
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
    clock,
    earlier: earlierRead === void 0 ? void 0 : await earlierRead
  };
}
async function readEarlier(root, baseTag, parsers, env, folder) {
  try {
    let commits = await readRecent(
      root,
      `refs/tags/${baseTag}`,
      EARLIER_WINDOW,
      (bytes, start, end) => readPlanCommit(bytes, start, end, parsers),
      env,
      folder === void 0 ? [] : [folder]
    );
    return { base: baseTag, commits };
  } catch {
    return;
  }
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
  let people = peoplesCommits(commits);
  return people.filter((c) => c.conventional).length * 2 < people.length || people.length === 0;
}

export {
  SHORT_RANGE,
  isGitMergeSubject,
  peoplesCommits,
  inStep,
  historySummary,
  spelled,
  readReleaseFiles,
  checkPackage
};
