#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  OutsideRepositoryError,
  readRepoText,
  resolveRepoPath
} from "./chunk-QRNXJCXI.js";
import {
  commandLine,
  took,
  traceCall,
  tracing
} from "./chunk-OUOMCRLW.js";
import {
  now
} from "./chunk-O4HYDLSU.js";
import {
  DEFAULT_FRAGMENT_TYPES,
  bumpOfCommit,
  bumpOfFragmentType,
  fragmentTypeOf
} from "./chunk-DKC3G5CW.js";
import {
  parseToml
} from "./chunk-UP7RG7CN.js";
import {
  isAdornment
} from "./chunk-L5I3LTLB.js";
import {
  ConfigError
} from "./chunk-DSG6HE4L.js";

// src/flows/shared/towncrier.ts
import { spawn } from "node:child_process";
import { mkdir, readdir, rmdir } from "node:fs/promises";
import { dirname, posix as posix2 } from "node:path";

// src/edits/towncrier-news.ts
var UNDERLINE = /^([=\-~^*+#"'`:.!$%&,;<>?@_|/\\])\1{2,}[ \t]*$/, MARKDOWN_HEADING = /^(#{1,6})[ \t]+\S/;
function findNewsSection(text, version) {
  let lines = text.replace(/\r\n?/g, `
`).split(`
`), names = versionPattern(version);
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (!names.test(line)) continue;
    let heading = headingAt(lines, i);
    if (heading === void 0) continue;
    let end = lines.length;
    for (let j = i + 1; j < lines.length; j++) {
      let other = headingAt(lines, j);
      if (other !== void 0 && endsSection(heading.level, other.level)) {
        end = other.start;
        break;
      }
    }
    return `${lines.slice(heading.start, end).join(`
`).trimEnd()}
`;
  }
}
function headingAt(lines, i) {
  let line = lines[i], markdown = MARKDOWN_HEADING.exec(line);
  if (markdown) return { level: { kind: "md", depth: markdown[1].length }, start: i };
  if (line.trim() === "" || UNDERLINE.test(line)) return;
  let under = UNDERLINE.exec(lines[i + 1] ?? "");
  if (under === null) return;
  let overlined = (lines[i - 1] ?? "").trimEnd() === under[0].trimEnd() && (lines[i - 2] ?? "").trim() === "";
  return { level: { kind: "rst", char: under[1], over: overlined }, start: overlined ? i - 1 : i };
}
function endsSection(level, other) {
  return level.kind === "rst" ? other.kind === "rst" && other.char === level.char && other.over === level.over : other.kind === "md" && other.depth <= level.depth;
}
function versionPattern(version) {
  let escaped = version.replace(/^v/i, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w.+-])v?${escaped}(?![\\w+-]|\\.\\w)`, "i");
}
function insertNewsDraft(existing, startString, section) {
  if (existing === void 0) return section;
  let text = existing.replace(/\r\n?/g, `
`), at = text.indexOf(startString), header = at === -1 ? "" : `${text.slice(0, at).trimEnd()}

${startString}
`, body = (at === -1 ? text : text.slice(at + startString.length)).trimStart();
  return `${header}${section}${body === "" ? "" : `

${body}`}`;
}

// src/project/towncrier-config.ts
import { posix } from "node:path";
var START_STRING = `.. towncrier release notes start
`;
function readTowncrierConfig(data, source) {
  let tool = data.tool;
  if (!isTable(tool) || !isTable(tool.towncrier)) return;
  let table = tool.towncrier, text = (key) => typeof table[key] == "string" ? table[key] : void 0, directory = text("directory"), packageName = text("package") ?? "", packageDir = text("package_dir") ?? ".";
  return {
    source,
    filename: text("filename") ?? "NEWS.rst",
    singleFile: table.single_file !== !1,
    fragmentBase: normalise(directory ?? posix.join(packageDir, packageName)),
    newsfragmentsFolders: directory === void 0,
    startString: text("start_string") ?? START_STRING,
    projectName: nonEmpty(text("name")) ?? (packageName === "" ? void 0 : pythonTitle(packageName)),
    types: fragmentTypes(table),
    sectionPaths: sectionPaths(table)
  };
}
function fragmentTypes(table) {
  if (Array.isArray(table.type)) {
    let listed = table.type.flatMap(
      (entry) => isTable(entry) && typeof entry.directory == "string" ? [
        {
          directory: entry.directory,
          name: typeof entry.name == "string" ? entry.name : entry.directory
        }
      ] : []
    );
    if (listed.length > 0) return listed;
  }
  if (isTable(table.fragment)) {
    let named = Object.entries(table.fragment).map(([directory, entry]) => ({
      directory,
      name: isTable(entry) && typeof entry.name == "string" ? entry.name : pythonTitle(directory)
    }));
    if (named.length > 0) return named;
  }
  return DEFAULT_FRAGMENT_TYPES;
}
function sectionPaths(table) {
  if (!Array.isArray(table.section)) return [""];
  let paths = table.section.flatMap(
    (entry) => isTable(entry) && typeof entry.path == "string" ? [entry.path] : []
  );
  return paths.length > 0 ? paths : [""];
}
function nonEmpty(value) {
  return value === void 0 || value === "" ? void 0 : value;
}
function pythonTitle(text) {
  let out = "", previousLetter = !1;
  for (let char of text) {
    let letter = char.toLowerCase() !== char.toUpperCase();
    out += letter ? previousLetter ? char.toLowerCase() : char.toUpperCase() : char, previousLetter = letter;
  }
  return out;
}
function newsFilePath(config, release) {
  return config.singleFile ? normalise(config.filename) : normalise(
    config.filename.replaceAll("{name}", release.name).replaceAll("{version}", release.version).replaceAll("{project_date}", release.date)
  );
}
function fragmentFolder(config) {
  return (config.newsfragmentsFolders ? posix.join(config.fragmentBase, "newsfragments") : config.fragmentBase).replace(/^\.\//, "");
}
function isFragmentPath(config, path) {
  let base = config.fragmentBase, inside = base === "." ? path : path.startsWith(`${base}/`) ? path.slice(base.length + 1) : void 0;
  return inside === void 0 ? !1 : !config.newsfragmentsFolders || inside.split("/").slice(0, -1).includes("newsfragments");
}
function normalise(path) {
  let joined = posix.normalize(path.replaceAll("\\", "/")).replace(/\/+$/, "");
  return joined === "" ? "." : joined;
}
function isTable(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}

// src/flows/shared/towncrier.ts
async function detectTowncrier(root, pyproject) {
  let own = (await readRepoText(root, "towncrier.toml", ConfigError))?.text;
  if (own !== void 0) {
    let found = readTowncrierConfig(parseToml(own, "towncrier.toml"), "towncrier.toml");
    if (found) return found;
  }
  return pyproject === void 0 ? void 0 : readTowncrierConfig(pyproject, "pyproject.toml");
}
async function listNewsFragments(root, config, overrides) {
  let names = config.types.map((t) => t.directory), fragments = [];
  for (let section of config.sectionPaths) {
    let folder = posix2.join(fragmentFolder(config), section), real = await resolveRepoPath(root, folder).catch((error) => {
      if (error instanceof OutsideRepositoryError)
        throw new ConfigError(
          `towncrier's news fragment folder ${folder} (${config.source}) ${error.message.replace(/^"[^"]*" /, "")}; releaser never reads files outside the repository, so nothing was done: make ${folder} a folder of the repository`
        );
    });
    if (real === void 0) continue;
    let entries = await readdir(real.abs, { withFileTypes: !0 }).catch(() => []);
    for (let entry of entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) {
      if (!entry.isFile()) continue;
      let type = fragmentTypeOf(entry.name, names), declared = config.types.find((t) => t.directory === type);
      declared !== void 0 && fragments.push({
        path: posix2.join(folder, entry.name).replace(/^\.\//, ""),
        type: declared.directory,
        bump: bumpOfFragmentType(declared, overrides)
      });
    }
  }
  return fragments;
}
function towncrierArgs(config, release, mode) {
  let named = config.projectName ?? release.name, name = named === void 0 ? [] : ["--name", named];
  return [
    "towncrier",
    "build",
    mode === "draft" ? "--draft" : "--yes",
    "--version",
    release.version,
    "--date",
    release.date,
    ...name
  ];
}
async function renderTowncrierDraft(config, release) {
  let { stdout } = await runTowncrier(config, release, "draft");
  return `${stdout.replace(/\r\n/g, `
`).trimEnd()}
`;
}
async function buildTowncrierNews(config, release) {
  await runTowncrier(config, release, "build");
}
async function readNewsSection(config, release) {
  let path = newsFilePath(config, { ...release, name: release.name ?? "" }), text = (await readRepoText(release.root, path, ConfigError))?.text;
  return { path, text, section: text === void 0 ? void 0 : findNewsSection(text, release.version) };
}
async function withTowncrierChangelog(plan, world) {
  if (plan.nextVersion === void 0) return plan;
  let config = world.config === void 0 ? await detectTowncrier(world.root, world.pyproject) : world.config ?? void 0;
  if (config === void 0) return plan;
  let release = { ...world, version: plan.nextVersion }, written = await readNewsSection(config, release);
  if (written.section !== void 0) {
    let kept = { ...plan, changelog: written.section };
    return outcomes.set(kept, { kind: "written", newsFile: written.path, news: written.text ?? written.section }), kept;
  }
  try {
    let draft = await renderTowncrierDraft(config, release), drafted = { ...plan, changelog: draft }, news = insertNewsDraft(written.text, config.startString, draft);
    outcomes.set(drafted, { kind: "drafted", newsFile: written.path, news });
    let empty = noFragmentsWarning(config, drafted);
    return empty !== void 0 && world.warn(empty), drafted;
  } catch (error) {
    if (!(error instanceof TowncrierMissingError)) {
      if (world.failure !== "warn" || !(error instanceof Error)) throw error;
      return world.warn(
        `${error.message}; the changelog section is not shown, and \`update\` and \`release-pr\` stop on this until it is fixed`
      ), { ...plan, changelog: void 0 };
    }
    world.warn(MISSING_WARNING);
    let kept = { ...plan };
    return outcomes.set(kept, { kind: "missing", error }), kept;
  }
}
var NO_FRAGMENTS = /No significant changes\./;
function saysOnlyNoChanges(draft) {
  let lines = draft.split(/\r?\n/).map((line) => line.trim());
  return NO_FRAGMENTS.test(draft) && lines.every(
    (line, i) => line === "" || NO_FRAGMENTS.test(line) || isAdornment(line) || /^#{1,6}\s/.test(line) || isAdornment(lines[i + 1] ?? "")
  );
}
function noFragmentsWarning(config, plan) {
  if (plan.changelog === void 0 || !saysOnlyNoChanges(plan.changelog)) return;
  let cancelled = new Set(plan.cancelled), asking = plan.commits.filter((c) => !cancelled.has(c) && bumpOfCommit(c) !== "none").length;
  if (asking === 0) return;
  let since = plan.baseTag === void 0 ? "in the history" : `since ${plan.baseTag}`;
  return `towncrier found no news fragments for ${plan.nextVersion}, although ${asking} ${asking === 1 ? "commit" : "commits"} ${since} ${asking === 1 ? "asks" : "ask"} for a release; the section will say 'No significant changes.' (add fragments to ${fragmentFolder(config)})`;
}
var MISSING_WARNING = "towncrier is not installed (no towncrier on PATH), so the changelog shown is the one the commits would give, not the news fragments'; `update` and `release-pr` need it: pip install towncrier", outcomes = /* @__PURE__ */ new WeakMap();
function draftedByTowncrier(plan) {
  return outcomes.get(plan)?.kind === "drafted";
}
function plannedNewsFile(plan) {
  let outcome = outcomes.get(plan);
  if (!(outcome === void 0 || outcome.kind === "missing"))
    return { path: outcome.newsFile, text: outcome.news };
}
function requireTowncrier(plan) {
  let outcome = outcomes.get(plan);
  if (outcome?.kind === "missing") throw outcome.error;
}
function withoutTowncrierWarning(context) {
  return { ...context, warn: (message) => message === MISSING_WARNING ? void 0 : context.warn(message) };
}
var TowncrierMissingError = class extends ConfigError {
};
async function runTowncrier(config, release, mode) {
  let made = [];
  try {
    for (let section of config.sectionPaths) {
      let folder = posix2.join(fragmentFolder(config), section), real = await resolveRepoPath(release.root, folder).catch(() => {
      });
      if (real === void 0) continue;
      let first = await mkdir(real.abs, { recursive: !0 }).catch(() => {
      });
      first !== void 0 && made.push({ folder: real.abs, top: first });
    }
    return await spawnTowncrier(config, release, mode);
  } finally {
    for (let { folder, top } of made.reverse()) await removeEmptyUpTo(folder, top);
  }
}
async function removeEmptyUpTo(dir, top) {
  for (let current = dir; ; current = dirname(current))
    if (!await rmdir(current).then(
      () => !0,
      () => !1
    ) || current === top || dirname(current) === current) return;
}
function spawnTowncrier(config, release, mode) {
  let argv = towncrierArgs(config, release, mode), shown = `towncrier build ${mode === "draft" ? "--draft" : "--yes"}`;
  return new Promise((resolve, reject) => {
    let started = now(), [command = "", ...args] = argv, child = spawn(command, args, {
      cwd: release.root,
      env: { ...release.env, PYTHONIOENCODING: "utf-8" },
      stdio: ["ignore", "pipe", "pipe"]
    }), out = [], err = [];
    child.stdout.on("data", (chunk) => out.push(chunk)), child.stderr.on("data", (chunk) => err.push(chunk)), child.on("error", (error) => {
      error.code === "ENOENT" ? reject(
        new TowncrierMissingError(
          `[tool.towncrier] in ${config.source} makes towncrier write the changelog, but towncrier is not installed (no towncrier on PATH); install it (pip install towncrier) and run again; nothing was changed`,
          { cause: error }
        )
      ) : reject(new ConfigError(`${shown} could not be started: ${error.message}`, { cause: error }));
    }), child.on("close", (code, signal) => {
      tracing() && traceCall(`run ${commandLine(argv)} -> exit ${code ?? signal} (${took(started)})`);
      let stdout = Buffer.concat(out).toString("utf8"), stderr = Buffer.concat(err).toString("utf8");
      if (code === 0) {
        resolve({ stdout, stderr });
        return;
      }
      let last = (stderr.trim() === "" ? stdout : `${stdout}
${stderr}`).split(`
`).map((l) => l.trim()).filter(
        (l) => l !== "" && !/^(Loading template|Finding news|Rendering news|Writing to newsfile)/.test(l)
      ), reason = last.at(-1) ?? (signal ? `killed by ${signal}` : `exit code ${code}`);
      if (/Failed to list the news fragment files/.test(stderr) && /FileNotFoundError/.test(reason)) {
        reject(
          new ConfigError(
            `${shown} failed: the news fragment folder ${fragmentFolder(config)} does not exist; create it with an empty .gitkeep in it (towncrier's git rm takes the folder away with its last fragment)`,
            { details: [`command: ${commandLine(argv)}`, ...last.slice(-20)] }
          )
        );
        return;
      }
      reject(
        new ConfigError(
          `${shown} failed: ${reason}; fix the towncrier settings in ${config.source} or the news fragments (\`${commandLine(argv)}\` shows it all)`,
          { details: [`command: ${commandLine(argv)}`, ...last.slice(-20)] }
        )
      );
    });
  });
}

export {
  insertNewsDraft,
  isFragmentPath,
  detectTowncrier,
  listNewsFragments,
  renderTowncrierDraft,
  buildTowncrierNews,
  readNewsSection,
  withTowncrierChangelog,
  draftedByTowncrier,
  plannedNewsFile,
  requireTowncrier,
  withoutTowncrierWarning
};
