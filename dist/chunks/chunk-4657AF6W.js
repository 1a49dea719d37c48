#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  asPreRelease,
  compileTagFormat,
  countStart,
  dropCarriageReturn,
  findTagForVersion,
  fixesRaiseN,
  isAlphanumericCode,
  isBlank,
  isSpaceCode,
  isTokenCode,
  matchSubject,
  nextCalverVersion,
  parseCalverFormat,
  preReleaseVersions,
  spellCalver,
  splitScopes,
  twoPartReleases,
  usesTwoPartReleases
} from "./chunk-PB6TKFMF.js";
import {
  escapeBlockStart,
  stripControl
} from "./chunk-PECP7TWK.js";
import {
  bumpVersion,
  compareVersions,
  formatVersion,
  parseVersion,
  spellingsOf
} from "./chunk-HSFYTKTF.js";
import {
  ReleaseError,
  TagExistsError
} from "./chunk-DSG6HE4L.js";

// src/core/bump.ts
var RANK = { none: 0, patch: 1, minor: 2, major: 3 }, PATCH_TYPES = /* @__PURE__ */ new Set(["fix", "docs", "perf"]);
function bumpOfCommit(commit) {
  return commit.breaking ? "major" : commit.conventional ? commit.presetBump !== void 0 ? commit.presetBump : commit.type === "feat" ? "minor" : PATCH_TYPES.has(commit.type) ? "patch" : "none" : "none";
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
  if (!isPlainLine(text)) return escapedEntry(text);
  let first = text.charCodeAt(0);
  return first >= 97 && first <= 122 ? BULLET_CAPITAL[first - 97] + text.slice(1) : `- ${text}`;
}
var BULLET_CAPITAL = Array.from({ length: 26 }, (_, i) => `- ${String.fromCharCode(65 + i)}`);
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

// src/core/forced-version.ts
function forcedLabel(text, from) {
  return from.kind === "flag" ? `--release-as ${text}` : `Release-As: ${text} (commit ${from.commit.slice(0, 7)})`;
}
function readForcedVersion(text, from, calver) {
  let label = forcedLabel(text, from), parsed = parseVersion(text.trim());
  if (parsed === void 0)
    throw new ReleaseError(
      `${label} is not a PEP 440 version; ask for a release version such as 1.5.0 (or a pre-release such as 2.0.0rc1)`
    );
  let { local, dev, ...rest } = parsed, publicVersion = rest;
  if (local !== void 0)
    throw new ReleaseError(
      `${label} has a local label (+${local}), which no release carries (the index refuses local versions); ask for ${formatVersion(padded(publicVersion, calver !== void 0))}`
    );
  if (dev !== void 0)
    throw new ReleaseError(
      `${label} is a development version, which releaser never releases; ask for ${formatVersion(padded(publicVersion, calver !== void 0))} (a pre-release such as 2.0.0rc1 is a release)`
    );
  let version = padded(publicVersion, calver !== void 0), canonical = calver === void 0 ? formatVersion(version) : spellCalver(version, parseCalverFormat(calver));
  if (canonical === text) return { version, note: void 0 };
  let why = version.release.length > parsed.release.length ? "a release has three numbers (a two-part tag reads as a floating tag, like v2.0 for the newest 2.0.x, not as a release)" : calver === void 0 ? "its canonical PEP 440 spelling, which the files and the tag carry" : `its PEP 440 spelling in calver_format ${calver}, which the files and the tag carry`;
  return { version, note: `${label} is taken as ${canonical}: ${why}` };
}
function padded(version, calver) {
  if (calver || version.release.length >= 3) return version;
  let release = [...version.release];
  for (; release.length < 3; ) release.push(0);
  return { ...version, release };
}

// src/core/tag-shape.ts
var NO_TAG_WHY = "no release tag yet: the default", PLAIN_PREFIXES = ["", "v"], NAME_SEPARATORS = ["-v", "-", "@"];
function normalisePackageName(name) {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}
function readOwnTag(tag, name) {
  for (let prefix of PLAIN_PREFIXES) {
    let plain = tag.startsWith(prefix) ? readAfter(tag, prefix.length) : void 0;
    if (plain !== void 0) return { prefix, version: plain };
  }
  if (name === void 0) return;
  let wanted = normalisePackageName(name);
  if (wanted !== "") {
    for (let named of namedReadings(tag))
      if (normalisePackageName(named.name) === wanted) return { prefix: named.prefix, version: named.version };
  }
}
var PACKAGE_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
function* namedReadings(tag) {
  for (let end = 1; end < tag.length; end++) {
    if (!/[A-Za-z0-9._-]/.test(tag.charAt(end - 1))) return;
    let name = tag.slice(0, end);
    if (PACKAGE_NAME.test(name))
      for (let separator of NAME_SEPARATORS) {
        if (!tag.startsWith(separator, end)) continue;
        let version = readAfter(tag, end + separator.length);
        version !== void 0 && (yield { name, prefix: tag.slice(0, end + separator.length), version });
      }
  }
}
function readNamedTag(tag) {
  for (let named of namedReadings(tag)) return named;
}
function readAfter(tag, start) {
  return parseVersion(tag.slice(start), { strict: !0 });
}
function inferTagFormat(tags, packageName) {
  let name = packageName?.trim() === "" ? void 0 : packageName, byPrefix = /* @__PURE__ */ new Map(), others = [];
  for (let tag2 of tags) {
    let own = readOwnTag(tag2, name);
    if (own === void 0 || !isReleaseShape(own.version)) {
      let other = own === void 0 ? readNamedTag(tag2) : void 0;
      other !== void 0 && isReleaseShape(other.version) && others.push({ tag: tag2, version: other.version });
      continue;
    }
    let seen = byPrefix.get(own.prefix);
    seen === void 0 ? byPrefix.set(own.prefix, { count: 1, newest: own.version, tag: tag2 }) : (seen.count++, compareVersions(own.version, seen.newest) > 0 && Object.assign(seen, { newest: own.version, tag: tag2 }));
  }
  let shapes = [...byPrefix.entries()].sort(
    (a, b) => compareVersions(b[1].newest, a[1].newest) || b[1].count - a[1].count || a[0].localeCompare(b[0])
  ), [best, ...rest] = shapes;
  if (best === void 0)
    return spelledShape(tags) ?? { format: "v{version}", why: noOwnTagWhy(others, name), fromTags: !1 };
  let [prefix, { count, tag, newest }] = best, spelled = spelledShape(tags, { newest, count });
  if (spelled !== void 0) return spelled;
  let shape = `${prefix}1.2.3`, what = name === void 0 ? "" : ` of ${name}`, why = rest.length === 0 ? `${count === 1 ? `your release tag${what} looks` : `${count} of your tags${what} look`} like ${shape}` : (
    // check and init put this in parentheses already: no parentheses inside.
    `your newest release tag${what}, ${tag}, looks like ${shape}; ${rest.map(([p, o]) => `${o.count} ${o.count === 1 ? "other looks" : "others look"} like ${p}1.2.3`).join(", ")}`
  ), newer = others.filter((o) => compareVersions(o.version, newest) > 0);
  return { format: `${prefix}{version}`, why: `${why}${ignoredWhy(newer, name)}`, fromTags: !0 };
}
function isReleaseShape(version) {
  return version.release.length >= 2 && version.local === void 0;
}
function noOwnTagWhy(others, name) {
  if (others.length === 0) return NO_TAG_WHY;
  let newest = newestOf(others), more = others.length === 1 ? "" : ` and ${others.length - 1} more`;
  return name === void 0 ? `no release tag of a plain shape (1.2.3, v1.2.3) yet, and ${newest}${more} may be another package's (the package's name is unknown): the default` : `no release tag of ${name} yet (${newest}${more} ${others.length === 1 ? "names" : "name"} another package): the default`;
}
function ignoredWhy(newer, name) {
  if (newer.length === 0) return "";
  let newest = newestOf(newer), more = newer.length === 1 ? "" : ` and ${newer.length - 1} more`;
  return name === void 0 ? `; the newer ${newest}${more} may be another package's (the package's name is unknown)` : `; the newer ${newest}${more} ${newer.length === 1 ? "names" : "name"} another package, not ${name}`;
}
function newestOf(tags) {
  let best = tags[0];
  for (let t of tags) compareVersions(t.version, best.version) > 0 && (best = t);
  return best.tag;
}
var SPELLED = /^([A-Za-z][A-Za-z0-9]*[_-])?(\d+)([_-])(\d+)\3(\d+)((?:a|b|rc)\d+)?$/;
function spelledShapes(tags) {
  let shapes = /* @__PURE__ */ new Map();
  for (let tag of tags) {
    let m = SPELLED.exec(tag);
    if (m === null) continue;
    let [, prefix = "", major = "", separator = "_", minor = "", patch = "", pre = ""] = m;
    if (Number(major) >= 1970 && Number(minor) <= 12 && Number(patch) <= 31) continue;
    let version = parseVersion(`${major}.${minor}.${patch}${pre}`, { strict: !0 });
    if (version === void 0) continue;
    let format = `${prefix}{major}${separator}{minor}${separator}{patch}`, seen = shapes.get(format);
    seen === void 0 ? shapes.set(format, { format, count: 1, newest: version, tag }) : (seen.count++, compareVersions(version, seen.newest) > 0 && Object.assign(seen, { newest: version, tag }));
  }
  return [...shapes.values()].filter((s) => s.count >= 2).sort((a, b) => b.count - a.count || compareVersions(b.newest, a.newest));
}
function spelledShape(tags, dotted) {
  let [best] = spelledShapes(tags);
  if (best === void 0 || dotted !== void 0 && (compareVersions(best.newest, dotted.newest) <= 0 || best.count < dotted.count))
    return;
  let looks = best.format.replace("{major}", "1").replace("{minor}", "2").replace("{patch}", "3");
  return {
    format: best.format,
    why: `${best.count} of your tags look like ${looks} (the newest ${best.tag})`,
    fromTags: !0
  };
}

// src/core/taken-versions.ts
function releasedVersions(tags, tagFormat, formatText, packageName) {
  let family = packageName !== void 0 || PLAIN_SHAPES.includes(formatText), released = /* @__PURE__ */ new Map();
  for (let tag of tags) {
    let version = tagFormat.parse(tag) ?? (family ? readOwnTag(tag, packageName)?.version : void 0);
    if (version === void 0 || version.release.length < 3 || version.local !== void 0) continue;
    let text = formatVersion(canonicalRelease(version));
    (!released.has(text) || tag === tagFormat.format(text)) && released.set(text, tag);
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
function finalOfMaking(making, released) {
  let final = { epoch: making.epoch, release: making.release };
  return released.has(formatVersion(canonicalRelease(final))) ? void 0 : final;
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

// src/core/choose-version.ts
function chooseVersion(input, commitBump, baseVersion, base, fileVersion, pending, counted, released) {
  let { overrides } = input, bumpOptions = {
    majorOnZero: input.majorOnZero,
    prerelease: overrides.prerelease,
    // The files' own pre-release counts too (2.1.0b3 in the files, --prerelease b: 2.1.0b4), with
    // or without a tag for it (DESIGN 4, never lower).
    existing: withFilePreRelease(preReleaseVersions(input.tags, input.tagFormat), fileVersion)
  }, making = inTheMaking(fileVersion, base), bumpFrom = (bump, flag = !1) => input.calver !== void 0 ? (flag ? void 0 : finishedCalver(making, released, bumpOptions)) ?? nextFreeCalver(input, input.calver, baseVersion, bump, released) : nextFree(
    making === void 0 ? void 0 : finishing(making, bump, bumpOptions) ?? bumpVersion({ epoch: making.epoch, release: making.release }, bump, bumpOptions),
    baseVersion,
    bump,
    bumpOptions,
    released
  );
  if (overrides.releaseAs !== void 0) {
    let from = { kind: "flag" }, { version: version2, note } = readForcedVersion(overrides.releaseAs, from, input.calver);
    return checkForcedVersion(input, version2, baseVersion, overrides.releaseAs, from), {
      bump: bumpBetween(baseVersion, version2, commitBump),
      version: version2,
      source: "release-as-flag",
      taken: [],
      note
    };
  }
  if (overrides.bump !== void 0) {
    let { version: version2, taken: taken2 } = bumpFrom(overrides.bump, !0);
    return { bump: overrides.bump, version: version2, source: "bump-flag", taken: taken2 };
  }
  if (pending && fileVersion !== void 0)
    return {
      bump: bumpBetween(baseVersion, fileVersion, commitBump),
      version: fileVersion,
      source: "pending",
      taken: []
    };
  let footer = counted.find((c) => c.releaseAs !== void 0);
  if (footer?.releaseAs !== void 0) {
    let from = { kind: "footer", commit: footer.commit.hash }, { version: version2, note } = readForcedVersion(footer.releaseAs, from, input.calver);
    if (!released.has(formatVersion(canonicalRelease(version2))))
      return checkForcedVersion(input, version2, baseVersion, footer.releaseAs, from), {
        bump: bumpBetween(baseVersion, version2, commitBump),
        version: version2,
        source: "release-as-footer",
        taken: [],
        note
      };
  }
  if (commitBump === "none") return { bump: "none", version: void 0, source: "commits", taken: [] };
  let { version, taken } = bumpFrom(commitBump);
  return { bump: commitBump, version, source: "commits", taken };
}
function finishedCalver(making, released, options) {
  if (making?.pre === void 0) return;
  let final = finalOfMaking(making, released);
  return final === void 0 ? void 0 : { version: options.prerelease === void 0 ? final : asPreRelease(final, options.prerelease, options.existing), taken: [] };
}
function nextFreeCalver(input, formatText, base, bump, released) {
  let format = parseCalverFormat(formatText), releases = [...released.keys()].flatMap((text) => parseVersion(text) ?? []), start = countStart(releases, format), tagFormat = compileTagFormat(input.tagFormat), fixesN = fixesRaiseN(
    input.tags.flatMap((tag) => tagFormat.parse(tag) ?? []),
    format
  ), taken = [], next = (from) => nextCalverVersion({ base: from, bump, date: input.date, format, start, fixesRaiseN: fixesN }), version = next(base);
  for (let i = 0; i < 1e4; i++) {
    let tag = released.get(formatVersion(canonicalRelease(version)));
    if (tag === void 0) break;
    taken.push({ version: formatVersion(version), tag }), version = next(version);
  }
  let { prerelease } = input.overrides;
  return prerelease === void 0 ? { version, taken } : {
    version: asPreRelease(
      version,
      prerelease,
      withFilePreRelease(
        preReleaseVersions(input.tags, input.tagFormat),
        parseVersion(input.fileVersion ?? "")
      )
    ),
    taken
  };
}
function checkForcedVersion(input, version, baseVersion, asked, from) {
  let label = forcedLabel(asked, from), tagFormat = compileTagFormat(input.tagFormat), tag = findTagForVersion(input.tags, tagFormat, version) ?? findTagForVersion(input.tags, tagFormat, canonicalRelease(version)), text = formatVersion(version);
  if (tag !== void 0)
    throw new TagExistsError(
      `${label}: tag ${tag} already exists, so ${text} is released; choose a version above ${formatVersion(baseVersion)}`
    );
  if (compareVersions(version, baseVersion) < 0 && input.overrides.allowDowngrade !== !0)
    throw new ReleaseError(
      `${label} is below the current version ${formatVersion(baseVersion)}${input.baseTag ? ` (${input.baseTag})` : ""}; pass --allow-downgrade if you mean to release a lower version`,
      // A footer stays in the history: the way past a mistaken one without a downgrade.
      from.kind === "footer" ? { details: ["--release-as or --bump outranks the footer: either chooses the version instead"] } : {}
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
function withFilePreRelease(tagged, fileVersion) {
  return fileVersion?.pre === void 0 ? [...tagged] : [...tagged, fileVersion];
}

// src/core/news-fragments.ts
var DEFAULT_FRAGMENT_TYPES = [
  { directory: "feature", name: "Features" },
  { directory: "bugfix", name: "Bugfixes" },
  { directory: "doc", name: "Improved Documentation" },
  { directory: "removal", name: "Deprecations and Removals" },
  { directory: "misc", name: "Misc" }
];
function fragmentTypeOf(basename, types) {
  if (basename.startsWith(".")) return;
  let parts = basename.split("."), known = new Set(types);
  for (let i = parts.length - 1; i >= 1; i--) {
    let part = parts[i] ?? "";
    if (known.has(part)) return part;
  }
}
var BREAKING_NAMES = /* @__PURE__ */ new Set(["breaking", "removal", "incompatible"]), MINOR_NAMES = /* @__PURE__ */ new Set(["feature", "feat", "improvement", "deprecation", "change", "enhancement"]), PATCH_NAMES = /* @__PURE__ */ new Set(["bugfix", "fix", "vendor", "security"]);
function bumpOfFragmentType(type, overrides) {
  let given = overrides[type.directory];
  if (given === "major" || given === "minor" || given === "patch" || given === "none") return given;
  let word = type.directory.toLowerCase().split(/[-_.]/)[0] ?? "", singular = word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
  if (BREAKING_NAMES.has(singular)) return "major";
  if (MINOR_NAMES.has(singular)) return "minor";
  if (PATCH_NAMES.has(singular) || singular === "bugfixe") return "patch";
  let title = type.name.toLowerCase().trim();
  return /^(backwards?[- ]incompatible|breaking|removals?\b|incompatible)/.test(title) ? "major" : /^(new )?(features?|improvements?|enhancements?|deprecations?)\b/.test(title) ? "minor" : /^(bug ?fix(es)?|bugs? fixed|fixes|security)\b/.test(title) ? "patch" : "none";
}
function decideFragmentBump(fragments) {
  let bump = "none";
  for (let fragment of fragments) bump = maxBump(bump, fragment.bump);
  return { bump, drivers: bump === "none" ? [] : fragments.filter((f) => f.bump === bump) };
}

// src/core/release-subject.ts
function releaseSubjectMatcher(templates, version, packageName) {
  let wanted = releaseSubjects(templates, version), listed = packageName === void 0 ? void 0 : listedReleases(templates), item = `${packageName} ${version}`;
  return (subject) => wanted.some((w) => subject === w || subject.startsWith(`${w} (#`)) || (listed?.(subject)?.includes(item) ?? !1);
}
function packageReleaseList(releases) {
  return releases.map((r) => `${r.name} ${r.version}`).join(", ");
}
function listedReleases(templates) {
  let patterns = templatePatterns(templates, "(.+?)");
  return (subject) => {
    for (let pattern of patterns) {
      let list = pattern.exec(subject)?.[1];
      if (list !== void 0) return list.split(", ");
    }
  };
}
function templatePatterns(templates, group) {
  return templates.map((template) => (template.split(`
`)[0] ?? "").trim()).filter((line) => line.includes("{version}")).map((line) => {
    let parts = line.split("{version}").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    return new RegExp(`^${parts.join(group)}(?: \\(#\\d+\\))?$`);
  });
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
function releaseSubjectVersion(templates, packageName) {
  let patterns = templatePatterns(templates, "(\\S+)"), listed = packageName === void 0 ? void 0 : listedReleases(templates);
  return (subject) => {
    for (let pattern of patterns) {
      let match = pattern.exec(subject), [, first, ...more] = match ?? [];
      if (first !== void 0 && more.every((v) => v === first)) return first;
    }
    return listed?.(subject)?.find((i) => i.startsWith(`${packageName} `))?.slice(`${packageName} `.length);
  };
}

// src/core/pending-version.ts
function isPending(input, released, base, fileVersion, counted) {
  if (fileVersion.dev !== void 0 || fileVersion.local !== void 0 || released.has(formatVersion(canonicalRelease(fileVersion))) || base !== void 0 && compareVersions(fileVersion, base) <= 0) return !1;
  let matchers = spellingsOf(formatVersion(fileVersion), input.fileVersion).map(
    (v) => releaseSubjectMatcher(input.releaseSubjects, v, input.releasePackage)
  );
  return counted.some((c) => matchers.some((isRelease) => isRelease(c.subject)));
}
function unreleasedFileVersion(fileVersion, base, released, next) {
  let version = formatVersion(fileVersion);
  if (released.has(formatVersion(canonicalRelease(fileVersion))) || base === void 0 && fileVersion.dev === void 0 && fileVersion.local === void 0 || base !== void 0 && compareVersions(fileVersion, base) <= 0) return;
  let why = fileVersion.dev !== void 0 ? "a development version" : fileVersion.local !== void 0 ? "a local version" : "no release commit set it";
  return { version, why, next };
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

// src/core/plan.ts
function planRelease(input) {
  let tagFormat = compileTagFormat(input.tagFormat), base = input.baseTag === void 0 ? void 0 : tagFormat.parse(input.baseTag), fileVersion = input.fileVersion === void 0 ? void 0 : parseVersionOrThrow(input.fileVersion, input.fileVersionSource ?? "the project files"), baseVersion = base ?? fileVersion ?? ZERO, commits = [...input.commits], counted = cancelReverts(commits), countedSet = counted.length === commits.length ? void 0 : new Set(counted), cancelled = countedSet === void 0 ? [] : commits.filter((c) => !countedSet.has(c)), byCommits = decideBump(counted), byFragments = decideFragmentBump(input.fragments ?? []), bump = maxBump(byCommits.bump, byFragments.bump), decision = {
    bump,
    drivers: compareBumps(byCommits.bump, bump) === 0 ? byCommits.drivers : [],
    fragmentDrivers: compareBumps(byFragments.bump, bump) === 0 ? byFragments.drivers : []
  }, released = releasedVersions(input.tags, tagFormat, input.tagFormat, input.packageName), twoPartStyle = input.calver === void 0 && usesTwoPartReleases(input.tags, tagFormat);
  if (input.calver !== void 0 || twoPartStyle)
    for (let [text, tag] of twoPartReleases(input.tags, tagFormat))
      released.has(text) || released.set(text, tag);
  let pending = fileVersion !== void 0 && isPending(input, released, base, fileVersion, counted), chosen = chooseVersion(
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
    fragmentDrivers: chosen.source === "commits" ? decision.fragmentDrivers : [],
    source: chosen.source,
    ...chosen.note === void 0 ? {} : { releaseAsNote: chosen.note },
    downgrade: chosen.version !== void 0 && compareVersions(chosen.version, baseVersion) < 0,
    nextVersion: void 0,
    tag: void 0,
    pending: chosen.source === "pending",
    unreleased: void 0,
    taken: chosen.taken,
    groups: [],
    changelog: void 0
  }, spell = (version) => twoPartStyle ? asTwoPart(version) : input.calver !== void 0 ? spellCalver(version, parseCalverFormat(input.calver)) : formatVersion(version);
  if (fileVersion !== void 0 && !plan.pending) {
    let spelled = chosen.version === void 0 ? void 0 : spell(chosen.version);
    plan.unreleased = unreleasedFileVersion(fileVersion, base, released, spelled);
  }
  let making = inTheMaking(fileVersion, base) ?? (plan.unreleased !== void 0 && fileVersion?.dev === void 0 && fileVersion?.local === void 0 ? fileVersion : void 0), final = making === void 0 ? void 0 : finalOfMaking(making, released);
  if (making !== void 0 && final !== void 0 && (plan.making = { version: formatVersion(making), final: spell(final) }), chosen.version === void 0) return plan;
  let nextVersion = spell(chosen.version), groups = groupCommits(counted, input.changelog);
  return {
    ...plan,
    nextVersion,
    tag: tagFormat.format(nextVersion),
    groups,
    changelog: renderSection(nextVersion, input.date, groups)
  };
}
var ZERO = { epoch: 0, release: [0, 0, 0] };
function asTwoPart(version) {
  let { release } = version;
  return version.pre === void 0 && version.post === void 0 && version.dev === void 0 && release.length === 3 && release[2] === 0 ? formatVersion({ ...version, release: release.slice(0, 2) }) : formatVersion(version);
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
    scopes: splitScopes(match.scope),
    description: match.description,
    body,
    footers,
    breaking: match.breaking || bodyBreaking || footerBreaking,
    breakingNotes: [...bodyNotes, ...footerNotes],
    conventional: !0,
    revert: match.type === "revert" ? revertReference(match, rest) : void 0,
    releaseAs,
    presetBump: match.bump
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
    scopes: splitScopes(match?.scope),
    description: match?.description ?? subject.trim(),
    body: "",
    footers: NO_FOOTERS,
    breaking: match?.breaking ?? !1,
    breakingNotes: NO_NOTES,
    conventional: match !== void 0,
    revert: match?.type === "revert" ? { subject: match.reverted ?? unquote(match.description) } : void 0,
    releaseAs: void 0,
    presetBump: match?.bump
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
      void 0,
      match?.bump
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
    c.releaseAs,
    c.presetBump
  );
}
function planCommit(hash, subject, type, scope, description, breaking, breakingNotes, conventional, revert, releaseAs, presetBump) {
  let commit = {
    commit: { hash },
    subject,
    type,
    description,
    breaking,
    breakingNotes,
    conventional
  };
  return scope !== void 0 && (commit.scope = scope), revert !== void 0 && (commit.revert = revert), releaseAs !== void 0 && (commit.releaseAs = releaseAs), presetBump !== void 0 && (commit.presetBump = presetBump), commit;
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
  normalisePackageName,
  readOwnTag,
  inferTagFormat,
  bumpOfCommit,
  maxBump,
  compareBumps,
  decideBump,
  DEFAULT_SECTIONS,
  BREAKING_TITLE,
  escapeMentions,
  MAINTENANCE_ENTRY,
  parseSection,
  canonicalRelease,
  DEFAULT_FRAGMENT_TYPES,
  fragmentTypeOf,
  bumpOfFragmentType,
  releaseSubjectMatcher,
  packageReleaseList,
  mayHaveReleaseSubject,
  releaseSubjectVersion,
  planRelease,
  parseCommit,
  parseSubjectCommit,
  toPlanCommit
};
