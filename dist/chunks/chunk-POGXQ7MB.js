#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  findHostToken,
  gitAuthEnv,
  isLoopbackAddress,
  openRepository,
  readRemoteUrl,
  resolveApiUrl,
  resolveProvider,
  writeFileAtomic
} from "./chunk-WPWWHQWQ.js";
import {
  loadConfig
} from "./chunk-OHWNW6QK.js";
import {
  showControl
} from "./chunk-5OPBFZVE.js";
import {
  styles
} from "./chunk-5ZHY677I.js";
import {
  SHORT_RANGE,
  checkPackage,
  isGitMergeSubject,
  peoplesCommits
} from "./chunk-NRU6ZLCV.js";
import {
  findWorkspace,
  pathInRepository,
  readTags,
  writtenFiles
} from "./chunk-KHGI7K5P.js";
import {
  runGit
} from "./chunk-JCLYMUD7.js";
import {
  maxBump
} from "./chunk-4657AF6W.js";
import {
  describeGitmojiTypes,
  describeScientificPrefixes,
  readsGitmoji,
  readsScientificPrefixes,
  startsWithGitmoji,
  startsWithScientificPrefix
} from "./chunk-PB6TKFMF.js";
import {
  stripControl
} from "./chunk-PECP7TWK.js";
import {
  now
} from "./chunk-V7J7FPVE.js";
import {
  ConfigError,
  ReleaseError
} from "./chunk-DSG6HE4L.js";

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
  let shared = { context, options, repo, tagsRead, journal, interrupted: void 0 }, { checkMembers } = await import("./check-members-PUCDBPXL.js"), packages = await checkMembers(shared, fromFiles, workspace, { overrides, wanted, together });
  return { kind: "workspace", workspace, packages };
}
function releasedTogether(workspace, wanted) {
  let names = workspace.members.map((m) => m.name).join(", ");
  if (wanted.length > 0)
    throw new ConfigError(
      `--package ${wanted[0]}: shared_version releases the packages together (${names}), one version and one tag for all, so a release takes every one; leave out --package`
    );
  return { ...workspace, members: workspace.members.map((m) => ({ ...m, sole: !0 })) };
}
function hasUvWorkspace(pyproject) {
  let tool = pyproject?.tool;
  return typeof tool?.uv?.workspace == "object" && tool.uv.workspace !== null;
}
function settingFile(loaded, key) {
  return [...loaded.layers].reverse().find((l) => key in l.values)?.file ?? "the configuration";
}

// src/cli/progress.ts
var STEP_MARKS = {
  done: "\u2713",
  already: "=",
  skipped: "-",
  would: "~",
  "not-reached": "\xB7",
  failed: "\u2717"
}, SHOW_TIME_FROM_S = 0.5;
async function progressFor(output) {
  if (output.quiet) return;
  if (!output.live) return createPlainProgress(output);
  let { default: yoctoSpinner } = await import("./yocto-spinner-WZPGUQKN.js");
  return createLiveProgress(output, yoctoSpinner);
}
function createPlainProgress(output) {
  let s = styles(output.errColor), started = now();
  return {
    heading(text) {
      output.err(`${showControl(text)}
`);
    },
    start() {
      started = now();
    },
    end(step, status, detail) {
      if (status === "failed") return;
      let mark = STEP_MARKS[status], styled = status === "done" ? s.green(mark) : status === "would" ? s.yellow(mark) : s.dim(mark), text = showControl(status === "would" ? `would ${detail}` : detail);
      output.err(`  ${styled} ${step.padEnd(18)}${text}${tookText(started, status, s.dim)}
`);
    }
  };
}
function createLiveProgress(output, yoctoSpinner) {
  let s = styles(output.errColor), spinner, started = now(), stream = output.stderr, line = (step, detail) => output.scrub(`${step.padEnd(18)}${showControl(detail)}`);
  return {
    heading(text) {
      output.err(`${s.bold(showControl(text))}
`);
    },
    start(step, detail) {
      started = now();
      let text = line(step, detail);
      spinner === void 0 ? spinner = yoctoSpinner({ text, stream, color: "cyan" }).start() : spinner.text = text;
    },
    end(step, status, detail) {
      let text = `${line(step, status === "failed" ? "failed" : status === "would" ? `would ${detail}` : detail)}${tookText(started, status, s.dim)}`, current = spinner ?? yoctoSpinner({ stream }).start();
      spinner = void 0, status === "done" ? current.success(text) : status === "failed" ? current.error(text) : current.stop(`${s.dim(STEP_MARKS[status])} ${text}`);
    }
  };
}
function tookText(started, status, dim) {
  let seconds = (now() - started) / 1e3;
  return status !== "done" && status !== "failed" || seconds < SHOW_TIME_FROM_S ? "" : dim(` (${seconds.toFixed(1)} s)`);
}

// src/cli/commands/convention-advice.ts
var BRACKETED = /^\[[A-Za-z]+\] \S/;
function conventionShare(commits, parsers) {
  let preset = readsGitmoji(parsers), scientificPreset = readsScientificPrefixes(parsers), share = {
    considered: 0,
    conventional: 0,
    gitmoji: 0,
    following: 0,
    preset,
    scientific: 0,
    scientificPreset,
    bracketed: 0
  };
  for (let commit of commits) {
    if (!commit.conventional && isGitMergeSubject(commit.subject)) continue;
    share.considered++;
    let gitmoji = startsWithGitmoji(commit.subject);
    commit.conventional && share.conventional++, gitmoji && share.gitmoji++, startsWithScientificPrefix(commit.subject) && share.scientific++, !commit.conventional && BRACKETED.test(commit.subject) && share.bracketed++, (commit.conventional || preset && gitmoji) && share.following++;
  }
  return share;
}
function conventionAdvice(share, since, earlier) {
  let { considered, following, gitmoji, preset, scientific, scientificPreset } = share;
  if (considered === 0) return;
  let commits = `${considered} commit${considered === 1 ? "" : "s"} ${since} (merges aside)`, force = "or force this release's bump with `--bump patch|minor|major`";
  if (!scientificPreset && scientific * 2 > considered)
    return `${scientific} of the ${commits} start with the scientific Python prefixes (\`ENH:\`, \`BUG:\`, \`MAINT:\`, ...), which the conventional-commit convention reads as types that ask for no release: add \`[[tool.releaser.parsers]]\` with \`preset = "scientific-python"\` to the configuration to read them (${describeScientificPrefixes()}), ${force}.`;
  if (following * 2 >= considered) return earlierAdvice(share, since, earlier);
  let of = `${following} of the ${commits}`;
  if (scientificPreset)
    return `${of} follow the conventional-commit convention or the scientific Python prefixes, and releaser bumps and writes the changelog from those only: start subjects with a prefix (${describeScientificPrefixes()}) or write \`feat: ...\`, \`fix: ...\`, ${force}.`;
  if (preset)
    return `${of} follow the conventional-commit or the gitmoji convention, and releaser bumps and writes the changelog from those only: start subjects with a gitmoji it maps (${describeGitmojiTypes()}) or write \`feat: ...\`, \`fix: ...\`, ${force}.`;
  if (gitmoji * 2 > considered)
    return `${of} follow the conventional-commit convention, but ${gitmoji} start with a gitmoji: add \`[[tool.releaser.parsers]]\` with \`preset = "gitmoji"\` to the configuration to read them (${describeGitmojiTypes()}; other gitmojis ask for no release), ${force}.`;
  let convention = `${of} follow the conventional-commit convention (\`feat: ...\`, \`fix: ...\`), and releaser bumps and writes the changelog from those only`;
  return share.bracketed * 2 > considered - following ? `${convention}: ${share.bracketed} name their type in brackets, which a parser reads (\`[[tool.releaser.parsers]]\` with \`pattern = '^\\[(?P<type>\\w+)\\] (?P<description>.+)$'\` in the configuration), or write subjects that way, ${force}.` : `${convention}: write subjects that way (or, for another form that names the type, add a \`[[tool.releaser.parsers]]\` pattern), ${force}.`;
}
function earlierAdvice(share, since, earlier) {
  let { considered, following } = share;
  if (earlier === void 0 || following >= considered) return;
  let before = earlier.share;
  if (before.considered < SHORT_RANGE || before.following * 2 >= before.considered) return;
  let skipped = considered - following, convention = share.preset || share.scientificPreset ? "the convention releaser reads" : "the conventional-commit convention";
  return `${following} of the ${considered} commit${considered === 1 ? "" : "s"} ${since} (merges aside) follow ${convention}, but only ${before.following} of the ${before.considered} before ${earlier.base} (merges and a dependency bot's aside) do, and releaser bumps and writes the changelog from those only: the ${skipped === 1 ? "one" : skipped} it skipped may ask for more; write subjects that way (\`feat: ...\`, \`fix: ...\`), or force this release's bump with \`--bump patch|minor|major\`.`;
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
function renderCheck({ plan, history, project, interrupted, config, tagFormatWhy, schemeWhy, clock, earlier }, color, folder, section) {
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
  let earlierShare = earlier === void 0 ? void 0 : { base: earlier.base, share: conventionShare(peoplesCommits(earlier.commits), config.parsers) }, advice = conventionAdvice(conventionShare(plan.commits, config.parsers), since, earlierShare);
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
  journalPath,
  writeJournal,
  removeJournal,
  findStrayTempFiles,
  updateWrittenPaths,
  checkFlow,
  memberOf,
  checkRepository,
  remoteGitEnv,
  tokenForRemote,
  STEP_MARKS,
  progressFor,
  checkJson,
  renderCheck,
  anyway,
  workspaceJson,
  renderWorkspace
};
