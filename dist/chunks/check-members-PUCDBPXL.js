#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  groupVersion,
  refuseDisagreeingVersions
} from "./chunk-5WVQ2RMH.js";
import {
  loadPackageConfig
} from "./chunk-WJD2QUVJ.js";
import {
  findMemberPins
} from "./chunk-42W5FCZH.js";
import {
  checkPackage
} from "./chunk-NRU6ZLCV.js";
import {
  asPackageError,
  pathInRepository
} from "./chunk-KHGI7K5P.js";
import {
  isConfigured,
  readRepoText
} from "./chunk-JCLYMUD7.js";
import {
  normalisePackageName
} from "./chunk-4657AF6W.js";
import "./chunk-PB6TKFMF.js";
import "./chunk-PECP7TWK.js";
import {
  compareVersions,
  parseVersion
} from "./chunk-HSFYTKTF.js";
import "./chunk-KVTZWJTW.js";
import "./chunk-V7J7FPVE.js";
import {
  ConfigError
} from "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";

// src/flows/check/follow-pins.ts
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

// src/flows/check/check-members.ts
async function checkMembers(shared, fromFiles, workspace, { overrides, wanted, together }) {
  let members = selectMembers(workspace, wanted);
  if (overrides.bump !== void 0 && members.length > 1 && !together)
    throw new ConfigError(
      `--bump ${overrides.bump} would release every package, those no commit touched included, and this repository holds ${members.length} (${members.map((m) => m.name).join(", ")}); add --package <name> for each package it is for`
    );
  if (overrides.releaseAs !== void 0 && members.length > 1 && !together)
    throw new ConfigError(
      `--release-as ${overrides.releaseAs} names one version, and this repository holds ${members.length} packages (${members.map((m) => m.name).join(", ")}); add --package <name> for the one it is for`
    );
  let packages = [], configs = /* @__PURE__ */ new Map(), said = /* @__PURE__ */ new Map(), current = [], own = { ...shared, context: { ...shared.context, warn: (m) => current.push(m) } }, planned = (member) => (current = [], said.set(member, current), own), flush = () => {
    let told = /* @__PURE__ */ new Set();
    for (let warning of [...said.values()].flat())
      told.has(warning) || (told.add(warning), shared.context.warn(warning));
  }, grouped = await (async () => {
    for (let member of members) {
      let loaded = await loadPackageConfig(shared.repo.root, member.path, fromFiles.layers);
      together && !isConfigured(loaded.layers, ["tag_format"]) && (loaded.config.tag_format = fromFiles.config.tag_format), configs.set(member, loaded);
      let nested = nestedFolders(workspace, member), result = await checkPackage(planned(member), loaded, { overrides, member, nested }).catch(
        (error) => {
          throw asPackageError(error, member.name);
        }
      );
      result.history.deepened !== "" && (own.tagsRead = Promise.resolve(result.history.tags));
      let sharing = packages.find((p) => p.config.tag_format === result.config.tag_format);
      if (sharing !== void 0 && !together)
        throw new ConfigError(
          `${sharing.member.name} and ${member.name} would share their tags (tag_format "${result.config.tag_format}", ${result.tagFormatWhy}), so one's release would be the other's; put {name} in tag_format ("{name}-v{version}", the default for several packages), or give each package its own in its [tool.releaser] table`
        );
      packages.push({ ...result, member, dependencyUpdates: [] });
    }
    let followed = await followPins(packages, async (p, dependencyUpdates) => {
      let loaded = configs.get(p.member), nested = nestedFolders(workspace, p.member);
      return { ...await checkPackage(planned(p.member), loaded, {
        overrides,
        member: p.member,
        nested,
        dependencyUpdates
      }), member: p.member, dependencyUpdates };
    });
    return together ? await withGroupVersion(
      followed,
      (p, releaseAs) => checkPackage(planned(p.member), configs.get(p.member), {
        overrides: { ...overrides, releaseAs },
        member: p.member,
        nested: nestedFolders(workspace, p.member),
        dependencyUpdates: p.dependencyUpdates
      }).then((result) => ({ ...result, member: p.member, dependencyUpdates: p.dependencyUpdates }))
    ) : followed;
  })().finally(flush), tags = grouped[0]?.history.tags.all ?? [];
  for (let warning of await workspaceWarnings(shared.repo.root, workspace, grouped, tags))
    shared.context.warn(warning);
  return grouped;
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
export {
  checkMembers
};
