#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  compareVersions,
  formatVersion,
  isFinalRelease,
  parseVersion,
  sameRelease
} from "./chunk-HSFYTKTF.js";
import {
  ConfigError
} from "./chunk-DSG6HE4L.js";

// src/core/case-fold.ts
function foldCase(source) {
  let out = [], inClass = !1, i = 0;
  for (; i < source.length; ) {
    let c = source[i];
    if (c === "\\") {
      let sequence = readEscape(source, i);
      out.push(sequence), i += sequence.length;
      continue;
    }
    if (!inClass && source.startsWith("(?<", i) && /[A-Za-z_$]/.test(source[i + 3] ?? "")) {
      let close = source.indexOf(">", i), end = close === -1 ? source.length : close + 1;
      out.push(source.slice(i, end)), i = end;
      continue;
    }
    if (inClass)
      if (c === "]")
        inClass = !1, out.push(c);
      else if (isLetter(c) && source[i + 1] === "-" && isLetter(source[i + 2] ?? "")) {
        let to = source[i + 2];
        out.push(`${c}-${to}`), sameCase(c, to) && out.push(`${swap(c)}-${swap(to)}`), i += 3;
        continue;
      } else
        out.push(isLetter(c) ? `${c}${swap(c)}` : c);
    else c === "[" ? (inClass = !0, out.push(c), source[i + 1] === "^" && (out.push("^"), i++)) : isLetter(c) && !isQuantifierBrace(source, i) ? out.push(`[${c.toLowerCase()}${c.toUpperCase()}]`) : out.push(c);
    i++;
  }
  return out.join("");
}
function readEscape(source, at) {
  let next = source[at + 1] ?? "";
  if (/[pPuk]/.test(next) && /[{<]/.test(source[at + 2] ?? "")) {
    let close = source.indexOf(source[at + 2] === "{" ? "}" : ">", at);
    return source.slice(at, close === -1 ? source.length : close + 1);
  }
  return next === "x" ? source.slice(at, at + 4) : next === "u" ? source.slice(at, at + 6) : next === "c" ? source.slice(at, at + 3) : source.slice(at, at + 2);
}
function isLetter(c) {
  return /^[A-Za-z]$/.test(c);
}
function sameCase(a, b) {
  return a === a.toLowerCase() == (b === b.toLowerCase());
}
function swap(c) {
  return c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
}
function isQuantifierBrace(source, at) {
  let open = source.lastIndexOf("{", at), close = source.lastIndexOf("}", at);
  return open > close && /^\{\d*,?\d*$/.test(source.slice(open, at));
}

// src/core/char-codes.ts
function dropCarriageReturn(line) {
  return line.endsWith("\r") ? line.slice(0, -1) : line;
}
function isBlank(line) {
  return line.trim() === "";
}
function isSpaceCode(c) {
  return c === 32 || c >= 9 && c <= 13;
}
function isDigitCode(c) {
  return c >= 48 && c <= 57;
}
function isAlphanumericCode(c) {
  return isDigitCode(c) || c >= 65 && c <= 90 || c >= 97 && c <= 122;
}
function isWordCode(c) {
  return isAlphanumericCode(c) || c === 95;
}
function isTokenCode(c) {
  return isWordCode(c) || c === 45;
}

// src/core/scientific-prefixes.ts
var PREFIXES = [
  ["ENH", "feat", "minor"],
  ["API", "api", "minor"],
  ["DEP", "deprecation", "minor"],
  ["BUG", "fix", "patch"],
  ["REV", "revert", "patch"],
  ["PERF", "perf", "patch"],
  ["MAINT", "chore", "none"],
  ["DOC", "docs", "none"],
  ["TST", "test", "none"],
  ["BLD", "build", "none"],
  ["CI", "ci", "none"],
  ["STY", "style", "none"],
  ["TYP", "typing", "none"],
  ["BENCH", "bench", "none"],
  ["DEV", "dev", "none"],
  ["REL", "release", "none"]
], SCIENTIFIC_SECTIONS = {
  api: "API Changes",
  deprecation: "Deprecations"
}, SHARED_WITH_CONVENTIONAL = /* @__PURE__ */ new Set(["CI", "PERF"]), BY_PREFIX = new Map(PREFIXES.map(([prefix, type, bump]) => [prefix, { prefix, type, bump }])), FIRST_LETTERS = new Set(PREFIXES.map(([prefix]) => prefix.charCodeAt(0))), LONGEST = Math.max(...PREFIXES.map(([prefix]) => prefix.length)), RANK = { none: 0, patch: 1, minor: 2 };
function matchScientificPrefix(subject) {
  let found = prefixesAt(subject);
  if (found === void 0) return;
  let i = found.end, scope;
  if (subject.charCodeAt(i) === 40) {
    let close = subject.indexOf(")", i);
    if (close <= i + 1) return;
    scope = subject.slice(i + 1, close), i = close + 1;
  }
  let breaking = subject.charCodeAt(i) === 33;
  if (breaking && i++, subject.charCodeAt(i) !== 58) return;
  let description = subject.slice(i + 1).trim();
  if (description === "") return;
  let winner = found.prefixes[0];
  for (let entry of found.prefixes) RANK[entry.bump] > RANK[winner.bump] && (winner = entry);
  return { type: winner.type, bump: winner.bump, breaking, scope, description };
}
function startsWithScientificPrefix(subject) {
  let found = prefixesAt(subject);
  return found === void 0 || matchScientificPrefix(subject) === void 0 ? !1 : found.prefixes.some((entry) => !SHARED_WITH_CONVENTIONAL.has(entry.prefix));
}
function describeScientificPrefixes() {
  let byBump = /* @__PURE__ */ new Map();
  for (let [prefix, , bump] of PREFIXES) byBump.set(bump, [...byBump.get(bump) ?? [], prefix]);
  return [...byBump].map(([bump, prefixes]) => `${prefixes.join("/")} ${bump}`).join(", ");
}
function prefixesAt(subject) {
  let first = subject.charCodeAt(0);
  if (!FIRST_LETTERS.has(first >= 97 && first <= 122 ? first - 32 : first)) return;
  let prefixes = [], i = 0;
  for (; ; ) {
    let start = i;
    for (; isWordCode(subject.charCodeAt(i)); ) i++;
    if (i - start > LONGEST) return;
    let entry = BY_PREFIX.get(subject.slice(start, i).toUpperCase());
    if (entry === void 0) return;
    prefixes.push(entry);
    let j = i;
    for (; subject.charCodeAt(j) === 32; ) j++;
    let c = subject.charCodeAt(j);
    if (c !== 44 && c !== 47 && c !== 43) return { prefixes, end: i };
    for (j++; subject.charCodeAt(j) === 32; ) j++;
    i = j;
  }
}

// src/core/custom-parser.ts
function runsInLinearTime(source, flags) {
  try {
    return new RegExp(source, `${flags}l`), !0;
  } catch (error) {
    return !/linear time/i.test(error instanceof Error ? error.message : "");
  }
}
function compileCustomParser(pattern) {
  let translated = translatePattern(pattern), source = translated.flags.includes("i") ? foldCase(translated.source) : translated.source, flags = translated.flags.replace("i", ""), regex;
  try {
    regex = new RegExp(source, flags);
  } catch (error) {
    let reason = error instanceof Error ? error.message : String(error);
    throw new Error(`pattern ${JSON.stringify(pattern)} is not a valid regular expression: ${reason}`);
  }
  let slow = findBacktrackingOnly(source);
  if (slow !== void 0)
    throw new Error(
      `pattern ${JSON.stringify(pattern)} uses ${slow}, which only a backtracking engine can run and which can take exponential time on some commit subjects; custom parsers run in linear time, so rewrite it without back-references and lookaround`
    );
  if (!runsInLinearTime(source, flags))
    throw new Error(
      `pattern ${JSON.stringify(pattern)} cannot run in linear time (a counted repeat too large for the linear engine, e.g. {0,40}), so some commit subjects could make it run for hours; use * or + instead of large counts`
    );
  let groups = new RegExp(`${source}|`, flags).exec("")?.groups ?? {}, missing = ["type", "description"].filter((name) => !(name in groups));
  if (missing.length > 0) {
    let names = missing.map((name) => `(?<${name}>...)`).join(" and ");
    throw new Error(`pattern ${JSON.stringify(pattern)} needs the named group ${names}`);
  }
  return { pattern: regex };
}
function compileParsers(entries) {
  return entries.map(
    (entry) => entry.preset !== void 0 ? { preset: entry.preset } : compileCustomParser(entry.pattern ?? "")
  );
}
function readsGitmoji(entries) {
  return entries.some((entry) => entry.preset === "gitmoji");
}
function readsScientificPrefixes(entries) {
  return entries.some((entry) => entry.preset === "scientific-python");
}
function withPresetSections(changelog, entries) {
  return readsScientificPrefixes(entries) ? { ...changelog, sections: { ...SCIENTIFIC_SECTIONS, ...changelog.sections } } : changelog;
}
function translatePattern(pattern, { verbose: takesVerbose = !1 } = {}) {
  let flags = "", rest = pattern, inline = (takesVerbose ? /^\(\?([imsuax]+)\)/ : /^\(\?([imsua]+)\)/).exec(pattern);
  inline !== null && (flags = [...new Set(inline[1].replace(/[ua]/g, ""))].join(""), rest = pattern.slice(inline[0].length));
  let verbose = flags.includes("x");
  flags = flags.replace("x", "");
  let out = [], inClass = !1;
  for (let i = 0; i < rest.length; i++) {
    let c = rest[i];
    if (c === "\\") {
      let escaped = rest[i + 1] ?? "";
      !inClass && escaped === "A" ? out.push("^") : !inClass && escaped === "Z" ? out.push("$") : verbose && (escaped === "#" || escaped === " ") ? out.push(escaped) : out.push(c, escaped), i++;
    } else if (!(verbose && !inClass && /\s/.test(c)))
      if (verbose && !inClass && c === "#") {
        let end = rest.indexOf(`
`, i);
        i = end === -1 ? rest.length : end;
      } else if (inClass)
        c === "]" && (inClass = !1), out.push(c);
      else if (c === "[")
        inClass = !0, out.push(c);
      else if (rest.startsWith("(?P<", i))
        out.push("(?<"), i += 3;
      else if (rest.startsWith("(?P=", i)) {
        let close = rest.indexOf(")", i);
        if (close < 0) {
          out.push(c);
          continue;
        }
        out.push(`\\k<${rest.slice(i + 4, close)}>`), i = close;
      } else
        out.push(c);
  }
  return { source: out.join(""), flags };
}
function findBacktrackingOnly(source) {
  let inClass = !1;
  for (let i = 0; i < source.length; i++) {
    let c = source[i];
    if (c === "\\") {
      let next = source[i + 1] ?? "";
      if (!inClass && /[1-9]/.test(next)) return `a back-reference (\\${next})`;
      if (!inClass && next === "k" && source[i + 2] === "<") return "a back-reference (\\k<...>)";
      i++;
    } else if (inClass)
      c === "]" && (inClass = !1);
    else if (c === "[")
      inClass = !0;
    else if (c === "(" && source[i + 1] === "?") {
      let kind = /^\(\?(=|!|<=|<!)/.exec(source.slice(i))?.[1];
      if (kind !== void 0) return `a lookaround ((?${kind}...)`;
    }
  }
}

// src/core/tag-format.ts
var DEFAULT_TAG_FORMAT = "v{version}", PLACEHOLDER = "{version}", NAME_PLACEHOLDER = "{name}";
function withPackageName(format, normalisedName, from) {
  if (!format.includes(NAME_PLACEHOLDER)) return format;
  if (normalisedName === void 0 || normalisedName === "")
    throw new ConfigError(
      `tag_format "${format}" (${from}) uses {name}, but the project has no name ([project] name); add the name, or write the tag's prefix in the format itself`
    );
  return format.replaceAll(NAME_PLACEHOLDER, normalisedName);
}
var PARTS = /^(.*?)\{major\}(.*?)\{minor\}(.*?)\{patch\}(.*)$/s;
function compileTagFormat(format) {
  let compiled = compiledFormats.get(format);
  return compiled === void 0 && (compiled = remembering(compileUncached(format)), compiledFormats.set(format, compiled)), compiled;
}
var compiledFormats = /* @__PURE__ */ new Map();
function remembering(format) {
  let read = /* @__PURE__ */ new Map();
  return {
    source: format.source,
    format: format.format,
    parse(tag) {
      if (read.has(tag)) return read.get(tag);
      let version = format.parse(tag);
      return read.set(tag, version), version;
    }
  };
}
function compileUncached(format) {
  let parts = format.includes(PLACEHOLDER) ? null : PARTS.exec(format);
  if (parts !== null) return compilePartsFormat(format, parts);
  let part = /\{(major|minor|patch)\}/i.exec(format);
  if (part !== null && !format.includes(PLACEHOLDER))
    throw new ConfigError(
      `tag_format "${format}" uses ${part[0]}: a format that spells the version's numbers needs {major}, {minor} and {patch}, in this order, each once, in lower case, with a separator between them (like rel_{major}_{minor}_{patch}); else use {version}.`
    );
  let count = format.split(PLACEHOLDER).length - 1;
  if (count !== 1)
    throw new ConfigError(
      `tag_format "${format}" must contain {version} exactly once (found ${count === 0 ? "none" : count}).`,
      { details: [`For example "${DEFAULT_TAG_FORMAT}" or "release-{version}".`] }
    );
  let index = format.indexOf(PLACEHOLDER), prefix = format.slice(0, index), suffix = format.slice(index + PLACEHOLDER.length);
  return refuseUnknownPlaceholder(format, prefix + suffix), {
    source: format,
    format: (version) => `${prefix}${version}${suffix}`,
    // Fixed literal parts are compared as strings, so no regex metacharacter in them has effect.
    parse(tag) {
      if (!(!tag.startsWith(prefix) || !tag.endsWith(suffix)))
        return parseVersion(tag.slice(prefix.length, tag.length - suffix.length), { strict: !0 });
    }
  };
}
function refuseUnknownPlaceholder(format, literal) {
  let unknown = /\{[A-Za-z_][A-Za-z0-9_]*\}/.exec(literal);
  if (unknown !== null)
    throw new ConfigError(
      `tag_format "${format}" uses ${unknown[0]}; the placeholders are {version}, or {major}, {minor} and {patch} together, and {name} (the package's name).`
    );
}
function compilePartsFormat(format, parts) {
  let [, prefix = "", first = "", second = "", suffix = ""] = parts;
  if (refuseUnknownPlaceholder(format, prefix + first + second + suffix), first === "" || second === "")
    throw new ConfigError(
      `tag_format "${format}" needs a separator between {major}, {minor} and {patch} (like rel_{major}_{minor}_{patch}).`
    );
  let literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), numbers = new RegExp(`^(\\d+)${literal(first)}(\\d+)${literal(second)}(\\d+)(.*)$`, "s");
  return {
    source: format,
    format(version) {
      let m = /^(\d+)\.(\d+)(?:\.(\d+))?((?:[._-]?(?:a|b|rc|post|dev)\d*)*)$/.exec(version);
      if (m === null)
        throw new ConfigError(
          `tag_format "${format}" cannot name ${version}: it spells three numbers and a pre-, post- or dev-release part; choose a version of that shape, or set tag_format with {version}`
        );
      return `${prefix}${m[1]}${first}${m[2]}${second}${m[3] ?? "0"}${m[4]}${suffix}`;
    },
    parse(tag) {
      if (!tag.startsWith(prefix) || !tag.endsWith(suffix)) return;
      let m = numbers.exec(tag.slice(prefix.length, tag.length - suffix.length));
      if (!(m === null || /^[._-]?\d/.test(m[4])))
        return parseVersion(`${m[1]}.${m[2]}.${m[3]}${m[4]}`, { strict: !0 });
    }
  };
}
function selectBaseTag(tagNames, tagFormat, twoPartReleases2) {
  let compiled = toTagFormat(tagFormat), parsed = [];
  for (let tag of tagNames) {
    let version = compiled.parse(tag);
    version !== void 0 && parsed.push({ tag, version });
  }
  let twoPart = twoPartReleases2 ?? twoPartStyle(parsed.map((p) => p.version)), best;
  for (let { tag, version } of parsed) {
    if (!isBaseCandidate(version) && !(twoPart && isTwoPartRelease(version))) continue;
    let order = best === void 0 ? 1 : compareVersions(version, best.version);
    if (order < 0) continue;
    let canonical = compiled.format(formatVersion(version)) === tag;
    (order > 0 || canonical && !best?.canonical) && (best = { tag, version, canonical });
  }
  return best === void 0 ? void 0 : { tag: best.tag, version: best.version };
}
function baseTagChooser(tagFormat) {
  let compiled = toTagFormat(tagFormat), styles = /* @__PURE__ */ new WeakMap();
  return (tags, all) => {
    let twoPart = styles.get(all);
    return twoPart === void 0 && (twoPart = usesTwoPartReleases(all, compiled), styles.set(all, twoPart)), selectBaseTag(tags, compiled, twoPart)?.tag;
  };
}
function preReleaseVersions(tagNames, tagFormat) {
  let compiled = toTagFormat(tagFormat), versions = [];
  for (let tag of tagNames) {
    let version = compiled.parse(tag);
    version?.pre !== void 0 && versions.push(version);
  }
  return versions;
}
function findTagForVersion(tagNames, tagFormat, version) {
  let compiled = toTagFormat(tagFormat), wanted = formatVersion(version), exact = compiled.format(wanted), found;
  for (let tag of tagNames) {
    if (tag === exact) return tag;
    if (found !== void 0) continue;
    let parsed = compiled.parse(tag);
    parsed !== void 0 && formatVersion(parsed) === wanted && (found = tag);
  }
  return found;
}
function toTagFormat(tagFormat) {
  return typeof tagFormat == "string" ? compileTagFormat(tagFormat) : tagFormat;
}
function isBaseCandidate(version) {
  return isFinalRelease(version) && version.local === void 0 && version.release.length >= 3;
}
function findPreviousVersion(tagNames, tagFormat, version) {
  let compiled = toTagFormat(tagFormat), best;
  for (let tag of tagNames) {
    let parsed = compiled.parse(tag);
    parsed === void 0 || parsed.release.length < 3 || parsed.local !== void 0 || compareVersions(parsed, version) >= 0 || (best === void 0 || compareVersions(parsed, best) > 0) && (best = parsed);
  }
  return best === void 0 ? "" : formatVersion(best);
}
function asTag(version, tag) {
  return tag === version ? `as tag ${tag}` : `as ${tag}`;
}
function isTwoPartRelease(version) {
  return version.release.length === 2 && isFinalRelease(version) && version.local === void 0;
}
function usesTwoPartReleases(tagNames, tagFormat) {
  let compiled = toTagFormat(tagFormat), versions = [];
  for (let tag of tagNames) {
    let version = compiled.parse(tag);
    version !== void 0 && versions.push(version);
  }
  return twoPartStyle(versions);
}
function twoPartStyle(versions) {
  let lines = /* @__PURE__ */ new Map();
  for (let version of versions) {
    if (version.local !== void 0 || !isFinalRelease(version)) continue;
    if (version.release.length === 1) return !1;
    if (version.release.length > 3) continue;
    let [major = 0, minor = 0, patch] = version.release, key = `${version.epoch}!${major}.${minor}`, line = lines.get(key) ?? {
      line: { epoch: version.epoch, release: [major, minor] },
      two: !1,
      zero: !1,
      patched: !1
    };
    patch === void 0 ? line.two = !0 : patch === 0 ? line.zero = !0 : line.patched = !0, lines.set(key, line);
  }
  let released = [...lines.values()].filter((l) => l.two || l.zero), newest = released.sort((a, b) => compareVersions(b.line, a.line))[0], threeParts = [...lines.values()].some((l) => l.zero || l.patched);
  return newest?.two === !0 && !newest.zero && (released.some((l) => l.two && l.patched) || !threeParts);
}

// src/runtime/regexp-engine.ts
var enabled = !1;
function enableLinearRegExpFallback() {
  if (enabled) return;
  enabled = !0;
  let { setFlagsFromString } = process.getBuiltinModule("node:v8");
  setFlagsFromString("--enable-experimental-regexp-engine-on-excessive-backtracks"), setFlagsFromString("--enable-experimental-regexp-engine");
}

// src/core/gitmoji.ts
var BREAKING_GITMOJI_TYPE = "breaking", MAPPED = [
  ["\u2728", "sparkles", "feat"],
  ["\u{1F41B}", "bug", "fix"],
  ["\u{1F691}", "ambulance", "fix"],
  ["\u{1F4A5}", "boom", BREAKING_GITMOJI_TYPE],
  ["\u26A1", "zap", "perf"],
  ["\u{1F4DD}", "memo", "docs"],
  ["\u267B", "recycle", "refactor"],
  ["\u2B06", "arrow_up", "build"],
  ["\u23EA", "rewind", "revert"]
], OTHERS = [
  ["\u{1F3A8}", "art"],
  ["\u{1F525}", "fire"],
  ["\u{1F680}", "rocket"],
  ["\u{1F484}", "lipstick"],
  ["\u{1F389}", "tada"],
  ["\u2705", "white_check_mark"],
  ["\u{1F512}", "lock"],
  ["\u{1F510}", "closed_lock_with_key"],
  ["\u{1F516}", "bookmark"],
  ["\u{1F6A8}", "rotating_light"],
  ["\u{1F6A7}", "construction"],
  ["\u{1F49A}", "green_heart"],
  ["\u2B07", "arrow_down"],
  ["\u{1F4CC}", "pushpin"],
  ["\u{1F477}", "construction_worker"],
  ["\u{1F4C8}", "chart_with_upwards_trend"],
  ["\u2795", "heavy_plus_sign"],
  ["\u2796", "heavy_minus_sign"],
  ["\u{1F527}", "wrench"],
  ["\u{1F528}", "hammer"],
  ["\u{1F310}", "globe_with_meridians"],
  ["\u270F", "pencil2"],
  ["\u{1F4A9}", "poop"],
  ["\u{1F500}", "twisted_rightwards_arrows"],
  ["\u{1F4E6}", "package"],
  ["\u{1F47D}", "alien"],
  ["\u{1F69A}", "truck"],
  ["\u{1F4C4}", "page_facing_up"],
  ["\u{1F371}", "bento"],
  ["\u267F", "wheelchair"],
  ["\u{1F4A1}", "bulb"],
  ["\u{1F37B}", "beers"],
  ["\u{1F4AC}", "speech_balloon"],
  ["\u{1F5C3}", "card_file_box"],
  ["\u{1F50A}", "loud_sound"],
  ["\u{1F507}", "mute"],
  ["\u{1F465}", "busts_in_silhouette"],
  ["\u{1F6B8}", "children_crossing"],
  ["\u{1F3D7}", "building_construction"],
  ["\u{1F4F1}", "iphone"],
  ["\u{1F921}", "clown_face"],
  ["\u{1F95A}", "egg"],
  ["\u{1F648}", "see_no_evil"],
  ["\u{1F4F8}", "camera_flash"],
  ["\u2697", "alembic"],
  ["\u{1F50D}", "mag"],
  ["\u{1F3F7}", "label"],
  ["\u{1F331}", "seedling"],
  ["\u{1F6A9}", "triangular_flag_on_post"],
  ["\u{1F945}", "goal_net"],
  ["\u{1F4AB}", "dizzy"],
  ["\u{1F5D1}", "wastebasket"],
  ["\u{1F6C2}", "passport_control"],
  ["\u{1FA79}", "adhesive_bandage"],
  ["\u{1F9D0}", "monocle_face"],
  ["\u26B0", "coffin"],
  ["\u{1F9EA}", "test_tube"],
  ["\u{1F454}", "necktie"],
  ["\u{1FA7A}", "stethoscope"],
  ["\u{1F9F1}", "bricks"],
  ["\u{1F9D1}\u200D\u{1F4BB}", "technologist"],
  ["\u{1F4B8}", "money_with_wings"],
  ["\u{1F9F5}", "thread"],
  ["\u{1F9BA}", "safety_vest"],
  ["\u2708", "airplane"]
], BY_EMOJI = /* @__PURE__ */ new Map(), BY_CODE = /* @__PURE__ */ new Map();
for (let [emoji, code, type] of MAPPED)
  BY_EMOJI.set(emoji, { type, mapped: !0 }), BY_CODE.set(code, { type, mapped: !0 });
for (let [emoji, code] of OTHERS)
  BY_EMOJI.set(emoji, { type: code, mapped: !1 }), BY_CODE.set(code, { type: code, mapped: !1 });
var LONGEST2 = Math.max(...[...BY_EMOJI.keys()].map((e) => e.length)), LONGEST_CODE = Math.max(...[...BY_CODE.keys()].map((c) => c.length)), VARIATION_SELECTOR = 65039, FIRST_UNITS = new Set([...BY_EMOJI.keys()].map((e) => e.charCodeAt(0)));
function matchGitmoji(subject) {
  let found = subject.charCodeAt(0) === 58 ? shortcodeAt(subject) : emojiAt(subject);
  if (found === void 0) return;
  let i = found.end;
  for (; isSpace(subject.charCodeAt(i)); ) i++;
  let scope;
  if (subject.charCodeAt(i) === 40) {
    let close = subject.indexOf(")", i);
    close > i + 1 && (scope = subject.slice(i + 1, close), i = close + 1);
  }
  subject.charCodeAt(i) === 58 && !startsShortcode(subject, i) && i++;
  let { type, mapped } = found.entry;
  return { type, mapped, breaking: type === BREAKING_GITMOJI_TYPE, rest: subject.slice(i).trim(), scope };
}
function startsWithGitmoji(subject) {
  return matchGitmoji(subject) !== void 0;
}
function describeGitmojiTypes() {
  let byType = /* @__PURE__ */ new Map();
  for (let [emoji, , type] of MAPPED) byType.set(type, [...byType.get(type) ?? [], emoji]);
  return [...byType].map(([type, emojis]) => `${emojis.join("/")} ${type}`).join(", ");
}
function emojiAt(subject) {
  let first = 0;
  for (; subject.charCodeAt(first) === VARIATION_SELECTOR; ) first++;
  if (!FIRST_UNITS.has(subject.charCodeAt(first))) return;
  let key = "", best;
  for (let i = 0; i < subject.length && key.length < LONGEST2; i++) {
    subject.charCodeAt(i) !== VARIATION_SELECTOR && (key += subject[i]);
    let entry = BY_EMOJI.get(key);
    entry !== void 0 && (best = { entry, end: i + 1 });
  }
  if (best === void 0) return;
  let end = best.end;
  for (; subject.charCodeAt(end) === VARIATION_SELECTOR; ) end++;
  return { entry: best.entry, end };
}
function shortcodeAt(subject) {
  let close = subject.indexOf(":", 1);
  if (close < 2 || close > LONGEST_CODE + 1) return;
  let entry = BY_CODE.get(subject.slice(1, close).toLowerCase());
  return entry === void 0 ? void 0 : { entry, end: close + 1 };
}
function startsShortcode(subject, at) {
  let close = subject.indexOf(":", at + 1);
  return close > at + 1 && BY_CODE.has(subject.slice(at + 1, close).toLowerCase());
}
function isSpace(code) {
  return code === 32 || code === 9;
}

// src/core/parse-subject.ts
function parseSubject(subject, parsers = []) {
  let match = matchSubject(firstLine(subject), parsers);
  if (match === void 0) return;
  let { type, scope, breaking, description } = match;
  return { type, scope, scopes: splitScopes(scope), breaking, description };
}
function matchSubject(subject, parsers) {
  if (parsers.length > 0 && readsScientificPrefixes2(parsers)) {
    let scientific = matchScientific(subject);
    if (scientific !== void 0) return scientific;
  }
  let conventional = matchConventional(subject);
  return conventional !== void 0 ? parsers.length > 0 ? withoutLeadingGitmoji(conventional, parsers) : conventional : matchGitRevert(subject) ?? matchCustom(subject, parsers);
}
function withoutLeadingGitmoji(match, parsers) {
  if (!parsers.some((p) => "preset" in p && p.preset === "gitmoji")) return match;
  let rest = matchGitmoji(match.description)?.rest;
  return rest === void 0 || rest === "" ? match : { ...match, description: rest };
}
function matchConventional(subject) {
  let i = 0;
  for (; isWordCode(subject.charCodeAt(i)); ) i++;
  if (i === 0) return;
  let type = knownType(subject, i) ?? subject.slice(0, i).toLowerCase(), scope;
  if (subject.charCodeAt(i) === 40) {
    let close = subject.indexOf(")", i);
    if (close <= i + 1) return;
    scope = subject.slice(i + 1, close), i = close + 1;
  }
  let breaking = subject.charCodeAt(i) === 33;
  if (breaking && i++, subject.charCodeAt(i) !== 58) return;
  let description = subject.slice(i + 1).trim();
  if (description !== "")
    return { type, scope, breaking, description };
}
var KNOWN_TYPES = [
  "feat",
  "fix",
  "docs",
  "style",
  "refactor",
  "perf",
  "test",
  "build",
  "ci",
  "chore",
  "revert"
];
function knownType(subject, end) {
  for (let type of KNOWN_TYPES) {
    if (type.length !== end) continue;
    let k = 0;
    for (; k < end && (subject.charCodeAt(k) | 32) === type.charCodeAt(k); ) k++;
    if (k === end) return type;
  }
}
function matchGitRevert(subject) {
  let reapply = subject.startsWith('Reapply "');
  if (!reapply && !subject.startsWith('Revert "')) return;
  let start = reapply ? 9 : 8, end = endBeforePullRequestSuffix(subject);
  if (subject.charCodeAt(end - 1) !== 34) return;
  let inner = subject.slice(start, end - 1);
  if (inner.trim() === "") return;
  let reverted = reapply ? `Revert "${inner}"` : inner;
  return { type: "revert", scope: void 0, breaking: !1, description: reverted, reverted };
}
function endBeforePullRequestSuffix(subject) {
  let end = subject.trimEnd().length;
  if (subject.charCodeAt(end - 1) !== 41) return end;
  let open = subject.lastIndexOf(" (#");
  if (open < 0 || open + 3 >= end - 1) return end;
  for (let i = open + 3; i < end - 1; i++) if (!isDigitCode(subject.charCodeAt(i))) return end;
  return open;
}
function matchCustom(subject, parsers) {
  for (let parser of parsers) {
    if ("preset" in parser) {
      if (parser.preset !== "gitmoji") continue;
      let match = matchPreset(subject);
      if (match !== void 0) return match;
      continue;
    }
    let { pattern } = parser;
    pattern.lastIndex = 0;
    let groups = pattern.exec(subject)?.groups;
    if (groups === void 0) continue;
    let type = groups.type?.trim().toLowerCase(), description = groups.description?.trim();
    if (!type || !description) continue;
    let scope = groups.scope === "" ? void 0 : groups.scope, breaking = (groups.breaking ?? "") !== "";
    return { type, scope, breaking, description };
  }
}
function matchPreset(subject) {
  let gitmoji = matchGitmoji(subject);
  if (gitmoji === void 0 || gitmoji.rest === "") return;
  let { type, rest, breaking, scope } = gitmoji, inner = matchConventional(rest);
  if (inner !== void 0) return { ...inner, breaking: inner.breaking || breaking };
  let reverted = type === "revert" ? matchGitRevert(rest)?.reverted : void 0;
  return {
    type,
    scope,
    breaking,
    description: rest,
    ...reverted === void 0 ? {} : { reverted }
  };
}
function readsScientificPrefixes2(parsers) {
  return parsers.some((p) => "preset" in p && p.preset === "scientific-python");
}
function matchScientific(subject) {
  let found = matchScientificPrefix(subject);
  if (found === void 0) return;
  let { type, bump, breaking, scope, description } = found, reverted = type === "revert" ? matchGitRevert(description)?.reverted : void 0;
  return {
    type,
    scope,
    breaking,
    description,
    bump,
    ...reverted === void 0 ? {} : { reverted }
  };
}
var NO_SCOPES = Object.freeze([]);
function splitScopes(scope) {
  if (scope === void 0) return NO_SCOPES;
  if (!scope.includes(",")) {
    let trimmed = scope.trim();
    return trimmed === "" ? NO_SCOPES : [trimmed];
  }
  return scope.split(",").map((part) => part.trim()).filter((part) => part !== "");
}
function firstLine(text) {
  let newline = text.indexOf(`
`);
  return dropCarriageReturn(newline < 0 ? text : text.slice(0, newline));
}

// src/core/calver.ts
var TOKENS = ["YYYY", "YY", "MM", "M", "0M", "DD", "D", "0D", "N", "MICRO"], RANK2 = {
  YYYY: 0,
  YY: 0,
  MM: 1,
  M: 1,
  "0M": 1,
  DD: 2,
  D: 2,
  "0D": 2,
  N: 3,
  MICRO: 4
};
function calverFormatProblem(text) {
  let parts = text.split("."), unknown = parts.find((part) => !TOKENS.includes(part)), example = 'e.g. "YY.N" (pip), "YY.N.MICRO" (structlog), "YY.M.MICRO" (black) or "YYYY.0M.0D" (by the day)';
  if (unknown !== void 0)
    return `"${text}" has ${unknown === "" ? "an empty part" : `"${unknown}"`}; the parts are YYYY, YY, MM, M, 0M, DD, D, 0D, N and MICRO separated by dots, ${example}`;
  let ranks = parts.map((part) => RANK2[part]);
  if (ranks[0] !== 0) return `"${text}" must start with the year (YYYY or YY), ${example}`;
  if (ranks.length < 2) return `"${text}" needs a part after the year (M, MM, N or MICRO), ${example}`;
  for (let i = 1; i < ranks.length; i++)
    if ((ranks[i] ?? 0) <= (ranks[i - 1] ?? 0))
      return `"${text}" must name the year, then at most one of each of month, day, N and MICRO in that order, ${example}`;
  if (ranks.includes(2) && !ranks.includes(1))
    return `"${text}" names a day without the month before it, ${example}`;
}
function parseCalverFormat(text) {
  let problem = calverFormatProblem(text);
  if (problem !== void 0) throw new ConfigError(`calver_format ${problem}`);
  let parts = text.split(".");
  return {
    text,
    year: parts[0] === "YYYY" ? "YYYY" : "YY",
    month: parts.some((part) => RANK2[part] === 1),
    day: parts.some((part) => RANK2[part] === 2),
    n: parts.includes("N"),
    micro: parts.includes("MICRO"),
    padMonth: parts.includes("0M"),
    padDay: parts.includes("0D")
  };
}
function periodOf(date, format) {
  let match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (match === null) throw new ConfigError(`the release date "${date}" is not YYYY-MM-DD`);
  return {
    year: Number(match[1]),
    month: format.month ? Number(match[2]) : 0,
    day: format.day ? Number(match[3]) : 0
  };
}
function spellCalver(version, format) {
  let text = formatVersion(version);
  if (!format.padMonth && !format.padDay) return text;
  let plain = version.release.join("."), padded = version.release.map(
    (part, i) => i === 1 && format.padMonth || i === 2 && format.month && format.padDay ? String(part).padStart(2, "0") : String(part)
  ).join("."), at = text.indexOf(plain);
  return at === -1 ? text : `${text.slice(0, at)}${padded}${text.slice(at + plain.length)}`;
}
function readParts(version, format) {
  let at = (index2) => version.release[index2] ?? 0, first = at(0), year = format.year === "YY" ? 2e3 + first : first, index = 1, month = format.month ? at(index++) : 0, day = format.day ? at(index++) : 0, n = format.n ? at(index++) : 0, micro = at(index);
  return { period: { year, month, day }, n, micro };
}
function writtenParts(format) {
  return 1 + Number(format.month) + Number(format.day) + Number(format.n) + Number(format.micro);
}
function comparePeriods(a, b) {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
function countStart(versions, format) {
  let lowest = /* @__PURE__ */ new Map();
  for (let version of versions) {
    if (!isCalverShaped(version, format)) continue;
    let { period, n } = readParts(version, format), key = `${period.year}.${period.month}.${period.day}`, known = lowest.get(key);
    (known === void 0 || n < known.n) && lowest.set(key, { period, n });
  }
  let newestFirst = [...lowest.values()].sort((a, b) => comparePeriods(b.period, a.period));
  for (let { n } of newestFirst) if (n === 0 || n === 1) return n;
  return 1;
}
function isCalverShaped(version, format) {
  if (!isFinalRelease(version) || version.local !== void 0) return !1;
  let length = version.release.length, written = writtenParts(format);
  if (length < written || length > (format.micro ? written : written + 1)) return !1;
  let { period } = readParts(version, format);
  return period.year < 2e3 || period.year > 2999 || format.day && (period.day < 1 || period.day > 31) ? !1 : !format.month || period.month >= 1 && period.month <= 12;
}
var FIXES_RAISE_N_EVIDENCE = 3;
function fixesRaiseN(versions, format) {
  if (!format.n || format.micro) return !1;
  let parts = writtenParts(format), finals = versions.filter((v) => isFinalRelease(v) && v.post === void 0);
  return finals.length < FIXES_RAISE_N_EVIDENCE ? !1 : finals.every((v) => v.release.length <= parts);
}
function nextCalverVersion(input) {
  let { base, format } = input, release = periodOf(input.date, format), from = readParts(base, format), parts;
  return comparePeriods(release, from.period) > 0 ? parts = { period: release, n: input.start, micro: 0 } : (input.bump !== "patch" || input.fixesRaiseN === !0) && format.n ? parts = { period: from.period, n: from.n + 1, micro: 0 } : parts = { period: from.period, n: from.n, micro: from.micro + 1 }, { epoch: base.epoch, release: writeParts(parts, format) };
}
function writeParts(parts, format) {
  let release = [format.year === "YY" ? parts.period.year - 2e3 : parts.period.year];
  return format.month && release.push(parts.period.month), format.day && release.push(parts.period.day), format.n && release.push(parts.n), (format.micro || parts.micro > 0) && release.push(parts.micro), release;
}
function asPreRelease(release, label, existing) {
  let highest = 0;
  for (let other of existing)
    other.pre?.label === label && sameRelease(other, release) && (highest = Math.max(highest, other.pre.number));
  return { ...release, pre: { label, number: highest + 1 } };
}
function twoPartReleases(tags, tagFormat) {
  let released = /* @__PURE__ */ new Map();
  for (let tag of tags) {
    let version = tagFormat.parse(tag);
    version === void 0 || version.release.length !== 2 || !isFinalRelease(version) || version.local !== void 0 || released.set(formatVersion({ epoch: version.epoch, release: [...version.release, 0] }), tag);
  }
  return released;
}
function selectCalverBaseTag(tagNames, tagFormat) {
  let best;
  for (let tag of tagNames) {
    let version = tagFormat.parse(tag);
    version === void 0 || version.release.length < 2 || !isFinalRelease(version) || version.local !== void 0 || (best === void 0 || compareVersions(version, best.version) > 0) && (best = { tag, version });
  }
  return best;
}

export {
  calverFormatProblem,
  parseCalverFormat,
  periodOf,
  spellCalver,
  countStart,
  fixesRaiseN,
  nextCalverVersion,
  asPreRelease,
  twoPartReleases,
  selectCalverBaseTag,
  dropCarriageReturn,
  isBlank,
  isSpaceCode,
  isAlphanumericCode,
  isTokenCode,
  matchScientificPrefix,
  startsWithScientificPrefix,
  describeScientificPrefixes,
  compileCustomParser,
  compileParsers,
  readsGitmoji,
  readsScientificPrefixes,
  withPresetSections,
  translatePattern,
  withPackageName,
  compileTagFormat,
  baseTagChooser,
  preReleaseVersions,
  findTagForVersion,
  findPreviousVersion,
  asTag,
  usesTwoPartReleases,
  enableLinearRegExpFallback,
  matchGitmoji,
  startsWithGitmoji,
  describeGitmojiTypes,
  parseSubject,
  matchSubject,
  splitScopes
};
