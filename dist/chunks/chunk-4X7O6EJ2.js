#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  compileTagFormat,
  dropCarriageReturn,
  findTagForVersion,
  isAlphanumericCode,
  isBlank,
  isSpaceCode,
  isTokenCode,
  matchSubject,
  preReleaseVersions
} from "./chunk-KPZM7N3J.js";
import {
  bumpVersion,
  compareVersions,
  formatVersion,
  parseVersion
} from "./chunk-ABNXZSXZ.js";
import {
  escapeBlockStart,
  stripControl
} from "./chunk-PECP7TWK.js";
import {
  ReleaseError,
  TagExistsError
} from "./chunk-DSG6HE4L.js";

// src/core/bump.ts
var RANK = { none: 0, patch: 1, minor: 2, major: 3 }, PATCH_TYPES = /* @__PURE__ */ new Set(["fix", "docs", "perf"]);
function bumpOfCommit(commit) {
  return commit.breaking ? "major" : commit.conventional ? commit.type === "feat" ? "minor" : PATCH_TYPES.has(commit.type) ? "patch" : "none" : "none";
}
function maxBump(a, b) {
  return RANK[a] >= RANK[b] ? a : b;
}
function compareBumps(a, b) {
  return RANK[a] - RANK[b];
}
function decideBump(commits) {
  let bump = "none";
  for (let commit of commits) bump = maxBump(bump, bumpOfCommit(commit));
  let drivers = bump === "none" ? [] : commits.filter((c) => bumpOfCommit(c) === bump);
  return { bump, drivers };
}

// src/core/changelog.ts
var DEFAULT_SECTIONS = [
  ["feat", "Features"],
  ["fix", "Bug Fixes"],
  ["docs", "Documentation"],
  ["style", "Styles"],
  ["refactor", "Refactoring"],
  ["perf", "Performance"],
  ["test", "Tests"],
  ["build", "Build"],
  ["ci", "CI"],
  ["chore", "Chores"],
  ["revert", "Reverts"]
], BREAKING_TITLE = "\u26A0 Breaking Changes";
function groupCommits(commits, options) {
  let hidden = new Set(options.hidden.map((t) => t.toLowerCase())), titles = new Map(DEFAULT_SECTIONS);
  for (let [type, title] of Object.entries(options.sections)) titles.set(type.toLowerCase(), title);
  let breaking = [], byType = /* @__PURE__ */ new Map();
  for (let commit of commits) {
    if (!commit.conventional) continue;
    if (commit.breaking) {
      let notes = commit.breakingNotes.length > 0 ? commit.breakingNotes : [commit.description];
      for (let note of notes) breaking.push(formatEntry(note));
    }
    if (hidden.has(commit.type) || !titles.has(commit.type)) continue;
    let list = byType.get(commit.type) ?? [];
    list.length === 0 && byType.set(commit.type, list), list.push(formatEntry(commit.description));
  }
  let groups = [];
  breaking.length > 0 && groups.push({ title: BREAKING_TITLE, entries: breaking });
  for (let [type, title] of titles) {
    let entries = byType.get(type);
    entries && groups.push({ title, entries });
  }
  return groups;
}
function formatEntry(text) {
  return isPlainLine(text) ? `- ${text.charAt(0).toUpperCase()}${text.slice(1)}` : escapedEntry(text);
}
function escapedEntry(text) {
  let trimmed = stripControl(text).trim(), capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1), [first = "", ...rest] = escapeMentions(capitalised).split(`
`);
  return `- ${[first, ...rest].map(escapeBlockStart).join(`
  `)}`;
}
function isPlainLine(text) {
  let length = text.length;
  if (length === 0) return !1;
  let first = text.charCodeAt(0);
  if (first <= 32 || first >= 127 || first === 35 || first === 126 || first === 60 || first === 91 || first === 61 || first === 45 || isSpaceCode2(text.charCodeAt(length - 1))) return !1;
  for (let i = 0; i < length; i++) {
    let c = text.charCodeAt(i);
    if (c < 32 || c >= 127 && c <= 159 || c === 64 || c === 96 || c === 92) return !1;
  }
  return !0;
}
function isSpaceCode2(c) {
  return c === 32 || c >= 9 && c <= 13 || c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
function escapeMentions(text) {
  if (!text.includes("@")) return text;
  let parts = [], strays = [], escaped = !1, afterMention = !1, i = 0;
  for (; i < text.length; ) {
    let char = text[i];
    if (char === "\\" && text[i + 1] === "@") {
      if (MENTION_START.test(text[i + 2] ?? "")) {
        i++;
        continue;
      }
      parts.push("\\@"), i += 2;
    } else if ((char === "h" || char === "H") && (i === 0 || !MENTION_BLOCKER.test(text[i - 1])) && URL_START.test(text.slice(i, i + 8))) {
      let end = text.slice(i).search(/[\s<>]/), url = end === -1 ? text.slice(i) : text.slice(i, i + end);
      parts.push(url), i += url.length;
    } else if (char === "\\" && i + 1 < text.length && ASCII_PUNCTUATION.test(text[i + 1]))
      parts.push(text.slice(i, i + 2)), i += 2;
    else if (char === "`") {
      let run = backtickRun(text, i), close = findClosingRun(text, i + run, run);
      if (close === void 0) {
        for (let k = 0; k < run; k++) strays.push(parts.push("`") - 1);
        i += run;
      } else
        parts.push(text.slice(i, close)), i = close;
    } else if (char === "@" && (afterMention || i === 0 || !MENTION_BLOCKER.test(text[i - 1]))) {
      MENTION.lastIndex = i + 1;
      let name = MENTION.exec(text)?.[0];
      if (name === void 0)
        parts.push(char), i++;
      else {
        let last = parts.length - 1;
        parts[last]?.endsWith("`") && !strays.includes(last) && parts.push(" "), parts.push(`\`@${name}\``), i += 1 + name.length, text[i] === "`" && findClosingRun(text, i + backtickRun(text, i), backtickRun(text, i)) && parts.push(" "), escaped = !0, afterMention = !0;
        continue;
      }
    } else
      parts.push(char), i++;
    afterMention = !1;
  }
  if (!escaped) return text;
  for (let index of strays) parts[index] = "\\`";
  return parts.join("");
}
var MENTION = /[A-Za-z0-9][A-Za-z0-9-]*(?:\/[\w.-]+)?/y, MENTION_START = /[A-Za-z0-9]/, URL_START = /^https?:\/\//i, MENTION_BLOCKER = /\w/, ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
function backtickRun(text, at) {
  let end = at;
  for (; text[end] === "`"; ) end++;
  return end - at;
}
function findClosingRun(text, from, length) {
  let i = from;
  for (; i < text.length; ) {
    if (text[i] !== "`") {
      i++;
      continue;
    }
    let run = backtickRun(text, i);
    if (run === length) return i + run;
    i += run;
  }
}
function sectionHeading(version, date) {
  return `## [${version}] - ${date}`;
}
var MAINTENANCE_ENTRY = "- Maintenance release.";
function renderSection(version, date, groups) {
  let parts = [sectionHeading(version, date)];
  for (let group of groups) parts.push(`### ${group.title}`, group.entries.join(`
`));
  return groups.length === 0 && parts.push(MAINTENANCE_ENTRY), `${parts.join(`

`)}
`;
}
function parseSection(text) {
  let lines = text.replace(/\r\n/g, `
`).split(`
`), heading = /^## \[(.+)\] - (\S+)$/.exec(lines[0] ?? "");
  if (heading === null) return;
  let groups = [], group;
  for (let line of lines.slice(1))
    if (line !== "")
      if (line.startsWith("### "))
        group = { title: line.slice(4), entries: [] }, groups.push(group);
      else if (line.startsWith("  ") && group !== void 0 && group.entries.length > 0) {
        let last = group.entries.length - 1;
        group.entries[last] = `${group.entries[last]}
${line}`;
      } else
        group === void 0 && (group = { title: "", entries: [] }, groups.push(group)), group.entries.push(line);
  let bare = groups.length === 1 && groups[0]?.title === "" && groups[0].entries.join() === MAINTENANCE_ENTRY;
  return { version: heading[1], date: heading[2], groups: bare ? [] : groups };
}

// src/core/release-subject.ts
function releaseSubjectMatcher(templates, version) {
  let wanted = releaseSubjects(templates, version);
  return (subject) => wanted.some((w) => subject === w || subject.startsWith(`${w} (#`));
}
function mayHaveReleaseSubject(templates, version) {
  let wanted = releaseSubjects(templates, version);
  return (line) => {
    let cut = line.trimEnd();
    return cut !== "" && wanted.some((w) => cut.startsWith(w) || w.startsWith(cut));
  };
}
function releaseSubjects(templates, version) {
  return templates.map((template) => (template.split(`
`)[0] ?? "").replaceAll("{version}", version).trim()).filter((subject) => subject !== "");
}

// src/core/reverts.ts
function cancelReverts(commits) {
  let cancelled = new Uint8Array(commits.length), index = indexCommits(commits);
  if (index === void 0) return [...commits];
  for (let i = 0; i < commits.length; i++) {
    let revert = commits[i].revert;
    if (cancelled[i] === 1 || revert === void 0) continue;
    let target = findTarget(index, cancelled, i, revert);
    target !== void 0 && (cancelled[i] = 1, cancelled[target] = 1);
  }
  return commits.filter((_, i) => cancelled[i] === 0);
}
function indexCommits(commits) {
  let wantedHashes = /* @__PURE__ */ new Set(), wantedSubjects = /* @__PURE__ */ new Set();
  for (let { revert } of commits)
    revert?.hash !== void 0 && wantedHashes.add(revert.hash.toLowerCase()), revert?.subject !== void 0 && wantedSubjects.add(revert.subject.trim());
  if (wantedHashes.size === 0 && wantedSubjects.size === 0) return;
  let index = {
    hashes: [],
    byHash: /* @__PURE__ */ new Map(),
    sortedByHash: void 0,
    bySubject: /* @__PURE__ */ new Map(),
    subjectCursor: /* @__PURE__ */ new Map()
  };
  return commits.forEach((commit, i) => {
    let hash = commit.commit.hash.toLowerCase();
    index.hashes.push(hash), wantedHashes.has(hash) && push(index.byHash, hash, i);
    let subject = commit.subject.trim();
    wantedSubjects.has(subject) && push(index.bySubject, subject, i);
  }), index;
}
function push(map, key, value) {
  let list = map.get(key);
  list === void 0 ? map.set(key, [value]) : list.push(value);
}
function findTarget(index, cancelled, revertIndex, revert) {
  let hash = revert.hash?.toLowerCase() ?? "";
  if (hash.length >= 7) {
    let named = index.byHash.get(hash) ?? withHashPrefix(index, hash);
    if (named.length > 0) return named.find((j) => j > revertIndex && cancelled[j] === 0);
  }
  if (revert.subject !== void 0)
    return findBySubject(index, cancelled, revertIndex, revert.subject.trim());
}
function withHashPrefix(index, prefix) {
  let { hashes } = index;
  index.sortedByHash ??= hashes.map((_, i) => i).sort((a, b) => hashes[a] < hashes[b] ? -1 : 1);
  let sorted = index.sortedByHash, low = 0, high = sorted.length;
  for (; low < high; ) {
    let middle = low + high >>> 1;
    hashes[sorted[middle]] < prefix ? low = middle + 1 : high = middle;
  }
  let found = [];
  for (let k = low; k < sorted.length && hashes[sorted[k]].startsWith(prefix); k++) found.push(sorted[k]);
  return found.sort((a, b) => a - b);
}
function findBySubject(index, cancelled, revertIndex, subject) {
  let list = index.bySubject.get(subject);
  if (list === void 0) return;
  let cursor = index.subjectCursor.get(subject) ?? 0;
  for (; cursor < list.length && (list[cursor] <= revertIndex || cancelled[list[cursor]] === 1); ) cursor++;
  return index.subjectCursor.set(subject, cursor), list[cursor];
}

// src/core/taken-versions.ts
function releasedVersions(tags, tagFormat, formatText) {
  let shapes = PLAIN_SHAPES.includes(formatText) ? [tagFormat, ...PLAIN_SHAPES.filter((f) => f !== formatText).map((f) => compileTagFormat(f))] : [tagFormat], released = /* @__PURE__ */ new Map();
  for (let tag of tags)
    for (let shape of shapes) {
      let version = shape.parse(tag);
      if (version === void 0 || version.release.length < 3 || version.local !== void 0) continue;
      let text = formatVersion(canonicalRelease(version));
      (!released.has(text) || tag === tagFormat.format(text)) && released.set(text, tag);
      break;
    }
  return released;
}
var PLAIN_SHAPES = ["v{version}", "{version}"];
function nextFree(first, base, bump, options, released) {
  let taken = [], version = first ?? bumpVersion(base, bump, options);
  for (let i = 0; i < 1e4; i++) {
    let final = { epoch: version.epoch, release: version.release }, tag = released.get(formatVersion(canonicalRelease(final)));
    if (tag === void 0) return { version, taken };
    taken.push({ version: formatVersion(final), tag }), version = bumpVersion(final, bump, options);
  }
  return { version, taken };
}
function canonicalRelease(version) {
  let release = [...version.release];
  for (; release.length > 3 && release[release.length - 1] === 0; ) release.pop();
  for (; release.length < 3; ) release.push(0);
  return { ...version, release };
}

// src/core/version-in-making.ts
function inTheMaking(fileVersion, base) {
  if (!(fileVersion === void 0 || fileVersion.post !== void 0 || fileVersion.local !== void 0) && !(fileVersion.pre === void 0 && fileVersion.dev === void 0))
    return base === void 0 || compareVersions(fileVersion, base) > 0 ? fileVersion : void 0;
}
function finishing(base, bump, options) {
  if (base.pre === void 0 && base.dev === void 0 || base.post !== void 0) return;
  let [major = 0, minor = 0, patch = 0] = base.release, effective = bump === "major" && major === 0 && !options.majorOnZero ? "minor" : bump;
  if (!(effective === "patch" || effective === "minor" && patch === 0 || effective === "major" && minor === 0 && patch === 0)) return;
  let release = { epoch: base.epoch, release: [major, minor, patch] };
  return options.prerelease === void 0 ? release : nextPreReleaseOf(release, options);
}
function nextPreReleaseOf(release, options) {
  let [major = 0, minor = 0, patch = 0] = release.release;
  return patch > 0 ? bumpVersion({ epoch: release.epoch, release: [major, minor, patch - 1] }, "patch", options) : minor > 0 ? bumpVersion({ epoch: release.epoch, release: [major, minor - 1, 0] }, "minor", options) : major > 0 ? bumpVersion({ epoch: release.epoch, release: [major - 1, 0, 0] }, "major", {
    ...options,
    majorOnZero: !0
  }) : { ...release, pre: { label: options.prerelease, number: 1 } };
}

// src/core/plan.ts
function planRelease(input) {
  let tagFormat = compileTagFormat(input.tagFormat), base = input.baseTag === void 0 ? void 0 : tagFormat.parse(input.baseTag), fileVersion = input.fileVersion === void 0 ? void 0 : parseVersionOrThrow(input.fileVersion, input.fileVersionSource ?? "the project files"), baseVersion = base ?? fileVersion ?? ZERO, commits = [...input.commits], counted = cancelReverts(commits), countedSet = counted.length === commits.length ? void 0 : new Set(counted), cancelled = countedSet === void 0 ? [] : commits.filter((c) => !countedSet.has(c)), decision = decideBump(counted), released = releasedVersions(input.tags, tagFormat, input.tagFormat), pending = fileVersion !== void 0 && isPending(input, released, base, fileVersion, counted), chosen = chooseVersion(
    input,
    decision.bump,
    baseVersion,
    base,
    fileVersion,
    pending,
    counted,
    released
  ), plan = {
    baseTag: input.baseTag,
    baseVersion: formatVersion(baseVersion),
    fileVersion: fileVersion === void 0 ? void 0 : formatVersion(fileVersion),
    commits,
    cancelled,
    bump: chosen.bump,
    drivers: chosen.source === "commits" ? decision.drivers : [],
    source: chosen.source,
    downgrade: chosen.version !== void 0 && compareVersions(chosen.version, baseVersion) < 0,
    nextVersion: void 0,
    tag: void 0,
    pending: chosen.source === "pending",
    unreleased: void 0,
    taken: chosen.taken,
    groups: [],
    changelog: void 0
  }, nextText = chosen.version === void 0 ? void 0 : formatVersion(chosen.version);
  if (fileVersion !== void 0 && !plan.pending && (plan.unreleased = unreleasedFileVersion(fileVersion, base, released, nextText)), chosen.version === void 0) return plan;
  let nextVersion = formatVersion(chosen.version), groups = groupCommits(counted, input.changelog);
  return {
    ...plan,
    nextVersion,
    tag: tagFormat.format(nextVersion),
    groups,
    changelog: renderSection(nextVersion, input.date, groups)
  };
}
var ZERO = { epoch: 0, release: [0, 0, 0] };
function isPending(input, released, base, fileVersion, counted) {
  if (fileVersion.dev !== void 0 || fileVersion.local !== void 0 || released.has(formatVersion(canonicalRelease(fileVersion))) || base !== void 0 && compareVersions(fileVersion, base) <= 0) return !1;
  let isRelease = releaseSubjectMatcher(input.releaseSubjects, formatVersion(fileVersion));
  return counted.some((c) => isRelease(c.subject));
}
function unreleasedFileVersion(fileVersion, base, released, next) {
  let version = formatVersion(fileVersion);
  if (released.has(formatVersion(canonicalRelease(fileVersion))) || base === void 0 && fileVersion.dev === void 0 && fileVersion.local === void 0 || base !== void 0 && compareVersions(fileVersion, base) <= 0) return;
  let why = fileVersion.dev !== void 0 ? "a development version" : fileVersion.local !== void 0 ? "a local version" : "no release commit set it";
  return { version, why, next };
}
function chooseVersion(input, commitBump, baseVersion, base, fileVersion, pending, counted, released) {
  let { overrides } = input, bumpOptions = {
    majorOnZero: input.majorOnZero,
    prerelease: overrides.prerelease,
    existing: preReleaseVersions(input.tags, input.tagFormat)
  }, making = inTheMaking(fileVersion, base), bumpFrom = (bump) => nextFree(
    making === void 0 ? void 0 : finishing(making, bump, bumpOptions) ?? bumpVersion({ epoch: making.epoch, release: making.release }, bump, bumpOptions),
    baseVersion,
    bump,
    bumpOptions,
    released
  );
  if (overrides.releaseAs !== void 0) {
    let version2 = parseVersionOrThrow(overrides.releaseAs, "--release-as");
    return checkForcedVersion(input, version2, baseVersion), {
      bump: bumpBetween(baseVersion, version2, commitBump),
      version: version2,
      source: "release-as-flag",
      taken: []
    };
  }
  if (overrides.bump !== void 0) {
    let { version: version2, taken: taken2 } = bumpFrom(overrides.bump);
    return { bump: overrides.bump, version: version2, source: "bump-flag", taken: taken2 };
  }
  if (pending && fileVersion !== void 0)
    return {
      bump: bumpBetween(baseVersion, fileVersion, commitBump),
      version: fileVersion,
      source: "pending",
      taken: []
    };
  let footer = counted.find((c) => c.releaseAs !== void 0)?.releaseAs;
  if (footer !== void 0) {
    let version2 = parseVersionOrThrow(footer, "the Release-As footer"), isReleased = released.has(formatVersion(canonicalRelease(version2)));
    if (compareVersions(version2, baseVersion) > 0 && !isReleased)
      return {
        bump: bumpBetween(baseVersion, version2, commitBump),
        version: version2,
        source: "release-as-footer",
        taken: []
      };
  }
  if (commitBump === "none") return { bump: "none", version: void 0, source: "commits", taken: [] };
  let { version, taken } = bumpFrom(commitBump);
  return { bump: commitBump, version, source: "commits", taken };
}
function checkForcedVersion(input, version, baseVersion) {
  let tagFormat = compileTagFormat(input.tagFormat), tag = findTagForVersion(input.tags, tagFormat, version) ?? findTagForVersion(input.tags, tagFormat, canonicalRelease(version)), text = formatVersion(version);
  if (tag !== void 0)
    throw new TagExistsError(
      `--release-as ${text}: tag ${tag} already exists, so ${text} is released; choose a version above ${formatVersion(baseVersion)}`
    );
  if (compareVersions(version, baseVersion) < 0 && input.overrides.allowDowngrade !== !0)
    throw new ReleaseError(
      `--release-as ${text} is below the current version ${formatVersion(baseVersion)}${input.baseTag ? ` (${input.baseTag})` : ""}; pass --allow-downgrade if you mean to release a lower version`
    );
}
function bumpBetween(from, to, fallback) {
  if (compareVersions(to, from) < 0) return compareBumps(fallback, "none") > 0 ? fallback : "patch";
  for (let [index, bump] of [
    [0, "major"],
    [1, "minor"],
    [2, "patch"]
  ])
    if ((to.release[index] ?? 0) !== (from.release[index] ?? 0)) return bump;
  return compareBumps(fallback, "none") > 0 ? fallback : "patch";
}
function parseVersionOrThrow(text, where) {
  let version = parseVersion(text);
  if (version === void 0)
    throw new ReleaseError(`${where}: "${text}" is not a valid PEP 440 version (e.g. 1.5.0, 2.0.0rc1)`);
  return version;
}

// src/core/parse-footers.ts
var BREAKING_TOKENS = ["BREAKING CHANGE", "BREAKING-CHANGE"];
function parseBodyAndFooters(lines) {
  let footerStart = lines.length, k = lines.length - 1;
  for (; ; ) {
    for (; k >= 0 && isBlank(lines[k]); ) k--;
    if (k < 0) break;
    let start = k;
    for (; start > 0 && !isBlank(lines[start - 1]); ) start--;
    if (parseFooterLine(lines[start]) === void 0) break;
    footerStart = start, k = start - 1;
  }
  let footers = [], current, close = () => {
    current !== void 0 && (current.footer.value = current.lines.join(`
`).trim(), footers.push(current.footer));
  };
  for (let i = footerStart; i < lines.length; i++) {
    let line = lines[i], footer = parseFooterLine(line);
    if (footer === void 0) {
      current?.lines.push(line);
      continue;
    }
    close(), current = { footer, lines: [footer.value] };
  }
  close();
  let bodyLines = lines.slice(0, footerStart);
  return { body: bodyLines.join(`
`).trim(), footers, ...scanBodyForBreakingChanges(bodyLines) };
}
function scanBodyForBreakingChanges(lines) {
  let bodyNotes = [], bodyBreaking = !1, note, flush = () => {
    if (note === void 0) return;
    let text = note.join(`
`).trim();
    text !== "" && bodyNotes.push(text), note = void 0;
  };
  for (let line of lines) {
    let footer = parseFooterLine(line);
    footer !== void 0 ? (flush(), isBreakingToken(footer.token) && (bodyBreaking = !0, note = [footer.value])) : isBlank(line) ? flush() : note?.push(line);
  }
  return flush(), { bodyNotes, bodyBreaking };
}
function parseFooterLine(line) {
  for (let token of BREAKING_TOKENS)
    if (line.startsWith(token) && line.charCodeAt(token.length) === 58)
      return { token, separator: ": ", value: line.slice(token.length + 1).trim() };
  if (!isAlphanumericCode(line.charCodeAt(0))) return;
  let i = 1;
  for (; isTokenCode(line.charCodeAt(i)); ) i++;
  let at = line.charCodeAt(i), next = line.charCodeAt(i + 1), separator;
  if (at === 58 && (next === 32 || next === 9)) separator = ": ";
  else if (at === 32 && next === 35) separator = " #";
  else return;
  let value = line.slice(i + 2).trim();
  if (value !== "")
    return { token: line.slice(0, i), separator, value };
}
function isBreakingToken(token) {
  return token === "BREAKING CHANGE" || token === "BREAKING-CHANGE";
}
function findReleaseAs(footers) {
  for (let i = footers.length - 1; i >= 0; i--) {
    let footer = footers[i];
    if (footer.separator === ": " && footer.token.toLowerCase() === "release-as") return footer.value;
  }
}

// src/core/parse-commit.ts
function parseCommit(commit, parsers = []) {
  let single = singleLineSubject(commit.message);
  if (single !== void 0) return parseSubjectOnly(commit, single, parsers);
  let lines = commit.message.split(`
`).map(dropCarriageReturn), first = 0;
  for (; first < lines.length && isBlank(lines[first]); ) first++;
  let subject = lines[first] ?? "", rest = lines.slice(first + 1), { body, footers, bodyNotes, bodyBreaking } = parseBodyAndFooters(rest), releaseAs = findReleaseAs(footers), match = matchSubject(subject, parsers);
  if (match === void 0)
    return {
      commit,
      subject,
      type: "",
      scope: void 0,
      scopes: [],
      description: subject.trim(),
      body,
      footers,
      breaking: !1,
      breakingNotes: [],
      conventional: !1,
      revert: void 0,
      releaseAs
    };
  let footerNotes = [], footerBreaking = !1;
  for (let footer of footers)
    isBreakingToken(footer.token) && (footerBreaking = !0, footer.value !== "" && footerNotes.push(footer.value));
  return {
    commit,
    subject,
    type: match.type,
    scope: match.scope,
    scopes: match.scopes,
    description: match.description,
    body,
    footers,
    breaking: match.breaking || bodyBreaking || footerBreaking,
    breakingNotes: [...bodyNotes, ...footerNotes],
    conventional: !0,
    revert: match.type === "revert" ? revertReference(match, rest) : void 0,
    releaseAs
  };
}
function singleLineSubject(message) {
  let first = message.charCodeAt(0);
  if (message.length === 0 || isSpaceCode(first)) return;
  let end = message.indexOf(`
`);
  end === -1 && (end = message.length);
  for (let i = end; i < message.length; i++) if (!isSpaceCode(message.charCodeAt(i))) return;
  return message.charCodeAt(end - 1) === 13 ? message.slice(0, end - 1) : message.slice(0, end);
}
var NO_FOOTERS = Object.freeze([]), NO_NOTES = Object.freeze([]);
function parseSubjectOnly(commit, subject, parsers) {
  let match = matchSubject(subject, parsers);
  return {
    commit,
    subject,
    type: match?.type ?? "",
    scope: match?.scope,
    scopes: match?.scopes ?? NO_NOTES,
    description: match?.description ?? subject.trim(),
    body: "",
    footers: NO_FOOTERS,
    breaking: match?.breaking ?? !1,
    breakingNotes: NO_NOTES,
    conventional: match !== void 0,
    revert: match?.type === "revert" ? { subject: match.reverted ?? unquote(match.description) } : void 0,
    releaseAs: void 0
  };
}
function parseSubjectCommit(hash, subject, parsers) {
  let match = matchSubject(subject, parsers);
  if (match?.type !== "revert")
    return planCommit(
      hash,
      subject,
      match?.type ?? "",
      match?.scope,
      match?.description ?? subject.trim(),
      match?.breaking ?? !1,
      NO_NOTES,
      match !== void 0,
      void 0,
      void 0
    );
}
function toPlanCommit(c) {
  return planCommit(
    c.commit.hash,
    c.subject,
    c.type,
    c.scope,
    c.description,
    c.breaking,
    c.breakingNotes,
    c.conventional,
    c.revert,
    c.releaseAs
  );
}
function planCommit(hash, subject, type, scope, description, breaking, breakingNotes, conventional, revert, releaseAs) {
  return {
    commit: { hash },
    subject,
    type,
    scope,
    description,
    breaking,
    breakingNotes,
    conventional,
    revert,
    releaseAs
  };
}
var REVERTS_COMMIT = /^This reverts commit ([0-9a-fA-F]{7,64})\b/;
function revertReference(match, rest) {
  let reference = { subject: match.reverted ?? unquote(match.description) };
  for (let line of rest) {
    let found = REVERTS_COMMIT.exec(line);
    if (found !== null) {
      reference.hash = found[1].toLowerCase();
      break;
    }
  }
  return reference;
}
function unquote(text) {
  return text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1).trim() : text;
}

export {
  bumpOfCommit,
  decideBump,
  DEFAULT_SECTIONS,
  BREAKING_TITLE,
  escapeMentions,
  MAINTENANCE_ENTRY,
  parseSection,
  releaseSubjectMatcher,
  mayHaveReleaseSubject,
  planRelease,
  parseCommit,
  parseSubjectCommit,
  toPlanCommit
};
