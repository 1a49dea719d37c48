#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  chooseTool,
  readProjectFacts,
  splitCommandLine
} from "./chunk-3FSULXLG.js";
import {
  VERSION
} from "./chunk-K2XJDQ5N.js";
import {
  readCurrentBranch
} from "./chunk-6DOCS5YT.js";
import {
  openRepository,
  readProject,
  readTags,
  writeFileAtomic,
  writtenFiles
} from "./chunk-JA2CYGXO.js";
import {
  loadConfig,
  parse,
  parseVersionFileEntry,
  readRepoText,
  resolveRepoPath,
  runGit,
  validateConfigValues,
  versionFilePath
} from "./chunk-MKK6INCF.js";
import "./chunk-OUOMCRLW.js";
import {
  DEFAULT_SECTIONS
} from "./chunk-CWP2OE3N.js";
import {
  compileTagFormat
} from "./chunk-4DM55T37.js";
import {
  compareVersions,
  parseVersion
} from "./chunk-ABNXZSXZ.js";
import "./chunk-GGKGLXSE.js";
import "./chunk-O4HYDLSU.js";
import {
  styles
} from "./chunk-5ZHY677I.js";
import "./chunk-PECP7TWK.js";
import {
  ConfigError
} from "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";

// src/flows/init/init.ts
import { mkdir, readdir, unlink } from "node:fs/promises";
import { dirname } from "node:path";

// src/flows/init/migrate.ts
var isTable = (value) => typeof value == "object" && value !== null && !Array.isArray(value), strings = (value) => Array.isArray(value) ? value.filter((v) => typeof v == "string") : [], IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
function migrateFrom(pyproject) {
  let tool = isTable(pyproject?.tool) ? pyproject.tool : void 0;
  if (isTable(tool?.semantic_release)) return fromSemanticRelease(tool.semantic_release);
  if (isTable(tool?.commitizen)) return fromCommitizen(tool.commitizen);
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
];
function takeCommitMessage(table, migration) {
  let subject = table.commit_subject, message = table.commit_message;
  for (let [key, value] of [
    ["commit_subject", subject],
    ["commit_message", message]
  ])
    value !== void 0 && typeof value != "string" && migration.left.push(`${key} (${JSON.stringify(value)} is no text)`);
  let seven = SEVEN_ONLY.some((key) => key in table), body = typeof message == "string" ? message : void 0;
  typeof subject == "string" ? migration.commitMessage = body === void 0 || body === "" ? subject : `${subject}

${body}` : seven && body !== void 0 ? migration.commitMessage = body === "" ? "{version}" : `{version}

${body}` : body !== void 0 && (migration.commitMessage = body);
}
function isPrerelease(branches, match) {
  return Object.values(branches).some((b) => isTable(b) && b.match === match && b.prerelease === !0);
}
function fromCommitizen(table) {
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
          let colon = entry.lastIndexOf(":"), path = colon < 0 ? entry : entry.slice(0, colon), name = colon < 0 ? "" : entry.slice(colon + 1);
          path !== "pyproject.toml" && (IDENTIFIER.test(name) && path.endsWith(".py") ? migration.versionFiles.push(`${path}:${name}`) : migration.left.push(
            `version_files entry ${JSON.stringify(entry)} (releaser edits Python files: path.py:VARIABLE)`
          ));
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
  let named = new Set(value.flatMap((entry) => isTable(entry) ? [entry.type] : []));
  for (let [type] of DEFAULT_SECTIONS) named.has(type) || hidden.push(type);
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
  let lines = text.split(/\r?\n/), marked = lines.find((line) => line.includes("x-release-please-version") && ASSIGNMENT.test(line));
  return ASSIGNMENT.exec(
    marked ?? lines.find((line) => version !== void 0 && ASSIGNMENT.exec(line)?.[2] === version) ?? ""
  )?.[1];
}

// src/flows/init/templates.ts
function configText(facts, table) {
  let head = table === "tool.releaser" ? `[tool.releaser]
` : "", sub = (name) => table === "tool.releaser" ? `[tool.releaser.${name}]` : `[${name}]`, m = facts.migration, set = (key, value, fallback, note = "") => value === void 0 ? `# ${key} = ${fallback}${note}` : `${key} = ${tomlString(value)}${note}`, from = m === void 0 ? "" : `# Taken over from ${m.from} (leave it or remove it: releaser does not read it).
`, left = m === void 0 || m.left.length === 0 ? "" : `# Not taken over from ${m.from}: ${commentText(m.left.join("; "))}
`, versionFiles = m !== void 0 && m.versionFiles.length > 0 ? `version_files = [${m.versionFiles.map((f) => tomlString(f)).join(", ")}]` : '# version_files = ["src/pkg/version.py:VERSION"]   # more places that carry the version';
  return `${head}# Written by \`releaser init\`. Every key is optional; the commented lines show the defaults.
${from}${left}release_branch = ${tomlString(facts.releaseBranch)}   # release-pr and release run on this branch only${facts.releaseBranchWhy === void 0 ? "" : ` (${commentText(facts.releaseBranchWhy)})`}
tag_format = ${tomlString(facts.tagFormat)}   # ${commentText(facts.tagFormatWhy)}
# \`update\` writes the version and the changelog to: ${facts.files.map((f) => tomlString(f)).join(", ")}
${versionFiles}
${set("changelog_file", m?.changelogFile, tomlString(facts.changelogFile))}
${set("commit_message", m?.commitMessage, '"chore(release): {version}"')}
${set("major_on_zero", m?.majorOnZero, "true", "   # false: a breaking change on 0.x bumps the minor version")}
${changelogTable(m, sub)}${releaseTable(m, sub)}
${sub("publish")}
# tool = "auto"   # found: ${commentText(facts.tool)}
${set("build_command", m?.buildCommand, '""')}
# trusted_publishing = "auto"   # in GitHub Actions with "id-token: write"; else the token below
# token_env = "PYPI_TOKEN"
`;
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
  let lines = [
    m.draft === void 0 ? "" : `draft = ${m.draft}
`,
    m.prerelease === void 0 ? "" : `prerelease = ${m.prerelease}
`
  ];
  return `
${sub("release")}
${lines.join("")}`;
}
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
function releaseWorkflow(facts) {
  return `# Written by \`releaser init\`. On every push to the release branch: keep one release pull request
# current; once it is merged, tag, create the GitHub release, build and publish to PyPI.
name: Release

on:
  push:
    branches: [${branchFilter(facts.releaseBranch)}]

permissions:
  contents: write        # the release commit's branch, the tag, the GitHub release
  pull-requests: write   # the release pull request
  id-token: write        # trusted publishing to PyPI (set up a trusted publisher for this workflow)

concurrency:
  group: release
  cancel-in-progress: false

jobs:
  release:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0   # releaser reads the commits since the last release tag
      - uses: actions/setup-python@v5
        with:
          python-version: "3.x"
      - uses: actions/setup-node@v4
        with:
          node-version: "20"
      - name: Install ${facts.toolName} (release builds and uploads with it)
        run: python -m pip install --upgrade ${facts.toolPackages.join(" ")}
      - name: Release pull request
        run: npx --yes py-releaser@${facts.releaserVersion} release-pr
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
      - name: Release (after the release pull request is merged; otherwise nothing to do)
        run: npx --yes py-releaser@${facts.releaserVersion} release
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
`;
}
function branchFilter(branch) {
  return JSON.stringify(branch.replace(/[*+?![\\]/g, (c) => `\\${c}`).replaceAll("${{", "$?{{"));
}
function prTitleWorkflow(facts) {
  return `# Written by \`releaser init\`. The squash-merge commit takes the pull request's title, so the title
# must be a conventional commit: releaser reads the next version from it.
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
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: "20"
      - run: npx --yes py-releaser@${facts.releaserVersion} check-pr
`;
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
    return target !== void 0 && project.current.get(target) === void 0 ? `version file ${JSON.stringify(entry)} (no version there releaser can read)` : void 0;
  } catch (error) {
    return `version file ${JSON.stringify(entry)} (${reason(error)})`;
  }
}
async function plannedProject(root, loaded, values) {
  let config = await validateConfigValues(root, values);
  return { config, project: await readProject(root, { ...loaded, config }) };
}
function reason(error) {
  return (error instanceof Error ? error.message : String(error)).replace(/^pyproject\.toml: key "tool\.releaser\.[^"]*": /, "").replace(/\.$/, "");
}

// src/flows/init/init.ts
var RELEASE_WORKFLOW = ".github/workflows/release.yml", PR_TITLE_WORKFLOW = ".github/workflows/pr-title.yml";
async function initFlow(context, options) {
  let repo = await openRepository(context.cwd, context.env), pyproject = await readRepoText(repo.root, "pyproject.toml", ConfigError);
  if (pyproject === void 0)
    throw new ConfigError(
      `there is no pyproject.toml at the repository root (${repo.root}); releaser releases a Python project described there: create it first (e.g. with \`uv init\`, \`poetry init\` or \`hatch new --init\`), then run init`
    );
  let loaded = await loadConfig(repo.root, { configFile: context.configFile, cwd: context.cwd }), project = await readProject(repo.root, loaded), tags = await readTags(repo.root, context.env), { tool, why } = chooseTool(loaded.config, await readProjectFacts(repo.root, loaded)), configured = loaded.files.length > 0, migration = configured ? void 0 : migrateFrom(loaded.pyproject?.data) ?? await migrateFromReleasePlease(
    async (path) => (await readRepoText(repo.root, path, ConfigError).catch(() => {
    }))?.text
  );
  migration !== void 0 && (keepFoundModules(migration, project.targets), await vetMigration(repo.root, loaded, migration));
  let tagStyle = configured ? { format: loaded.config.tag_format, why: `from ${loaded.files.at(-1)}` } : migratedTagFormat(migration, tags.all), branch = configured ? { name: loaded.config.release_branch, why: `from ${loaded.files.at(-1)}` } : migration?.releaseBranch !== void 0 ? { name: migration.releaseBranch, why: `from ${migration.from}` } : await defaultBranch(repo.root, context.env), facts = {
    migration,
    releaseBranch: branch.name,
    releaseBranchWhy: branch.why,
    tagFormat: tagStyle.format,
    tagFormatWhy: tagStyle.why,
    files: writtenFiles(project, loaded.config.changelog_file),
    tool: `${tool.name} (${why})`,
    toolName: tool.name,
    toolPackages: tool.pipPackages,
    changelogFile: loaded.config.changelog_file,
    releaserVersion: VERSION
  }, warnings = [];
  if (!configured) {
    let planned = await plannedProject(repo.root, loaded, plannedValues(facts));
    facts.files = writtenFiles(planned.project, planned.config.changelog_file), facts.changelogFile = planned.config.changelog_file, planned.project.version === void 0 && warnings.push(
      'no file carries the version releaser would write: add `version = "1.2.3"` to [project] in pyproject.toml, or name the file with version_files ("path.py:VARIABLE"); `update` stops until then'
    );
  }
  warnings.push(...await otherReleaseWorkflows(repo.root));
  let files = [
    configured ? {
      path: loaded.files.at(-1),
      action: "keep",
      text: "",
      why: "releaser is configured here already; init leaves it as it is"
    } : await configFile(repo.root, pyproject.text, facts)
  ], existing = [];
  for (let [path, text] of [
    [RELEASE_WORKFLOW, releaseWorkflow(facts)],
    [PR_TITLE_WORKFLOW, prTitleWorkflow(facts)]
  ]) {
    let there = await readRepoText(repo.root, path, ConfigError) !== void 0;
    there && !options.force ? (existing.push(path), files.push({ path, action: "keep", text, why: "it exists: --force replaces it with the text below" })) : files.push({ path, action: there ? "overwrite" : "create", text });
  }
  if (existing.length > 0 && !options.dryRun)
    throw new ConfigError(
      `${existing.join(" and ")} ${existing.length === 1 ? "exists" : "exist"} already; init does not overwrite ${existing.length === 1 ? "it" : "them"}: compare with \`releaser init --dry-run\`, or pass --force to replace ${existing.length === 1 ? "it" : "them"}`
    );
  return options.dryRun || await writeFiles(repo.root, files, pyproject.text), { facts, files, warnings };
}
function plannedValues(facts) {
  let m = facts.migration, values = {
    release_branch: facts.releaseBranch,
    tag_format: facts.tagFormat
  };
  return m === void 0 || (m.versionFiles.length > 0 && (values.version_files = m.versionFiles), m.changelogFile !== void 0 && (values.changelog_file = m.changelogFile), m.commitMessage !== void 0 && (values.commit_message = m.commitMessage), m.majorOnZero !== void 0 && (values.major_on_zero = m.majorOnZero), (m.changelogSections !== void 0 || m.hiddenTypes !== void 0) && (values.changelog = { sections: m.changelogSections ?? {}, hidden: m.hiddenTypes ?? [] })), values;
}
var OTHER_RELEASERS = [
  [/release-please-action|googleapis\/release-please/, "release-please"],
  [/python-semantic-release|semantic-release (publish|version)/, "python-semantic-release"],
  [/commitizen-action|\bcz bump\b/, "commitizen"]
];
async function otherReleaseWorkflows(root) {
  let folder = await resolveRepoPath(root, ".github/workflows").catch(() => {
  }), names = folder === void 0 ? [] : await readdir(folder.abs).catch(() => []), found = [];
  for (let name of names.filter((n) => /\.ya?ml$/.test(n)).sort()) {
    let path = `.github/workflows/${name}`;
    if (path === RELEASE_WORKFLOW || path === PR_TITLE_WORKFLOW) continue;
    let text = (await readRepoText(root, path, ConfigError).catch(() => {
    }))?.text ?? "", tool = OTHER_RELEASERS.find(([pattern]) => pattern.test(text))?.[1];
    tool !== void 0 && found.push(
      `${path} runs ${tool}: remove it (or its release job) once releaser's workflow is in place, or both will release the same commits`
    );
  }
  return found;
}
async function configFile(root, pyprojectText, facts) {
  let text = appended(pyprojectText, configText(facts, "tool.releaser")), fits = !1;
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
    text: configText(facts, "top-level"),
    why: "pyproject.toml defines `tool` in a way a [tool.releaser] table cannot be added to"
  };
}
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
  let last = (file) => +(file.path === "pyproject.toml"), created = [], replaced = [];
  for (let file of [...writes].sort((a, b) => last(a) - last(b))) {
    let text = file.action === "append" ? pyprojectText + file.text : file.text;
    try {
      await writeFileAtomic(targets.get(file), text), (file.action === "create" ? created : replaced).push(file);
    } catch (error) {
      for (let done of created) await unlink(targets.get(done)).catch(() => {
      });
      let code = error.code ?? error.message, paths = (list) => list.map((f) => f.path).join(" and "), undone = created.length > 0 ? `; ${paths(created)} removed again` : "", kept = replaced.length > 0 ? `; ${paths(replaced)} replaced already (--force)` : "";
      throw new ConfigError(
        `could not write ${file.path} (${code})${undone}${kept}; nothing else was written`
      );
    }
  }
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
function inferTagFormat(tags) {
  let byPrefix = /* @__PURE__ */ new Map();
  for (let tag2 of tags) {
    let match = /^(.*?)(\d+(?:\.\d+)+(?:[-._+]?[a-zA-Z0-9.+-]*)?)$/.exec(tag2);
    if (match === null) continue;
    let [, prefix2 = "", text = ""] = match, version = parseVersion(text);
    if (version === void 0 || /[{}]/.test(prefix2)) continue;
    let seen = byPrefix.get(prefix2);
    seen === void 0 ? byPrefix.set(prefix2, { count: 1, newest: version, tag: tag2 }) : (seen.count++, compareVersions(version, seen.newest) > 0 && Object.assign(seen, { newest: version, tag: tag2 }));
  }
  let shapes = [...byPrefix.entries()].sort(
    (a, b) => compareVersions(b[1].newest, a[1].newest) || b[1].count - a[1].count || a[0].localeCompare(b[0])
  ), [best, ...others] = shapes;
  if (best === void 0) return { format: "v{version}", why: NO_TAG_WHY };
  let [prefix, { count, tag }] = best, why = others.length === 0 ? `${count === 1 ? "your release tag looks" : `${count} of your tags look`} like ${prefix}1.2.3` : `your newest release tag, ${tag}, looks like ${prefix}1.2.3 (${others.map(([p, o]) => `${o.count} look like ${p}1.2.3`).join(", ")})`;
  return { format: `${prefix}{version}`, why };
}
function keepFoundModules(migration, found) {
  let entries = migration.versionFiles.map(parseVersionFileEntry);
  if (!entries.some((t) => t.kind === "python")) return;
  let listed = new Set(entries.map((t) => t.path)), modules = found.flatMap(
    (t) => t.kind === "python" && !listed.has(t.path) ? [`${t.path}:${t.variable}`] : []
  );
  migration.versionFiles.unshift(...modules);
}
function migratedTagFormat(migration, tags) {
  let inferred = inferTagFormat(tags);
  if (migration?.tagFormat === void 0) return inferred;
  let taken = { format: migration.tagFormat, why: `from ${migration.from}` }, shaped = !1;
  try {
    let format = compileTagFormat(migration.tagFormat);
    shaped = tags.some((tag) => format.parse(tag) !== void 0);
  } catch {
    return inferred;
  }
  let tagged = inferred.format !== migration.tagFormat && inferred.why !== NO_TAG_WHY;
  return shaped || !tagged ? taken : {
    format: inferred.format,
    why: `${inferred.why}; ${migration.from} would make ${migration.tagFormat.replace("{version}", "1.2.3")}, which no tag looks like`
  };
}
var NO_TAG_WHY = "no release tag yet: the default";
async function defaultBranch(root, env) {
  let remote = await runGit(["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"], {
    cwd: root,
    env,
    allowedCodes: [1, 128]
  }), fromOrigin = remote.code === 0 ? remote.stdout.trim().replace(/^origin\//, "") : "";
  if (fromOrigin !== "") return { name: fromOrigin, why: "origin's default branch" };
  for (let ref of [
    "refs/remotes/origin/main",
    "refs/remotes/origin/master",
    "refs/heads/main",
    "refs/heads/master"
  ])
    if ((await runGit(["rev-parse", "--verify", "--quiet", ref], {
      cwd: root,
      env,
      allowedCodes: [1, 128]
    })).code === 0)
      return {
        name: ref.split("/").at(-1),
        why: `${ref.replace(/^refs\/(remotes\/|heads\/)/, "")} exists; origin names no default branch`
      };
  let current = await readCurrentBranch(root, env);
  return current === void 0 ? { name: "main", why: "no branch to go by: the default" } : { name: current, why: "the current branch; origin names no default branch" };
}

// src/cli/commands/init.ts
async function runInit(context, options, output, json) {
  let result = await initFlow(context, options);
  for (let warning of result.warnings) context.warn(warning);
  return json ? (output.out(`${JSON.stringify(initJson(result, options.dryRun), null, 2)}
`), 0) : (output.out(renderInit(result, options.dryRun, output.color)), 0);
}
function initJson(result, dryRun) {
  let { facts, files } = result;
  return {
    dry_run: dryRun,
    release_branch: facts.releaseBranch,
    release_branch_why: facts.releaseBranchWhy ?? null,
    tag_format: facts.tagFormat,
    version_files: facts.files,
    build_tool: facts.tool,
    migrated_from: facts.migration?.from ?? null,
    not_migrated: facts.migration?.left ?? [],
    warnings: result.warnings,
    files: files.map((f) => ({ path: f.path, action: f.action, text: f.text }))
  };
}
var DONE = {
  create: "created",
  append: "added [tool.releaser] to",
  overwrite: "replaced",
  keep: "kept"
}, WOULD = {
  create: "would create",
  append: "would add [tool.releaser] to",
  overwrite: "would replace",
  keep: "would keep"
};
function renderInit({ facts, files }, dryRun, color) {
  let s = styles(color), lines = [
    `${s.bold("releaser init")}: release branch ${facts.releaseBranch}${facts.releaseBranchWhy ? ` (${facts.releaseBranchWhy})` : ""}, tags ${facts.tagFormat}, version in ${facts.files.join(", ")}, build with ${facts.tool}`,
    ...facts.migration === void 0 ? [] : [
      `Taken over from ${facts.migration.from}; not taken over: ${facts.migration.left.length === 0 ? "nothing" : facts.migration.left.join("; ")}`
    ],
    ""
  ];
  for (let file of files) {
    let verb = dryRun ? s.yellow(WOULD[file.action]) : s.green(DONE[file.action]);
    if (lines.push(`${verb} ${file.path}${file.why ? ` (${file.why})` : ""}`), dryRun && file.text !== "") {
      let text = file.text.replace(/^(\r?\n)+/, "").trimEnd();
      lines.push("", ...text.split(/\r?\n/).map((line) => line === "" ? "" : `    ${line}`), "");
    }
  }
  let refused = files.filter((f) => f.action === "keep" && f.why?.startsWith("it exists"));
  return lines.push(
    "",
    dryRun ? `Nothing was written.${refused.length > 0 ? ` Without --force, init would stop: ${refused.map((f) => f.path).join(" and ")} ${refused.length === 1 ? "exists" : "exist"} already.` : ""}` : "Next: commit these files; on PyPI, add a trusted publisher for this repository's release.yml workflow (or set a PYPI_TOKEN secret)."
  ), `${lines.join(`
`)}
`;
}
export {
  initJson,
  runInit
};
