#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  comparePosition,
  openHostAccess,
  requireHost,
  shortCommit,
  withActionsIdentity
} from "./chunk-EEAMUPR5.js";
import {
  readWorkflowTriggers
} from "./chunk-XL5LT7NE.js";
import {
  askedReleaseBranch,
  knownReleaseBranch,
  offReleaseBranch,
  readHeadBranch,
  readRemoteHeadAndTags
} from "./chunk-NXTUGPOM.js";
import "./chunk-CGWGWJJP.js";
import "./chunk-ZCSJLFPS.js";
import {
  updateRepositoryFlow
} from "./chunk-J6MJCQNR.js";
import "./chunk-TLCNX4GV.js";
import "./chunk-42W5FCZH.js";
import {
  fetchOriginTags,
  plannedReleaseNotes
} from "./chunk-UDKX5HLU.js";
import {
  checkJson,
  checkRepository,
  progressFor,
  remoteGitEnv,
  tokenForRemote,
  workspaceJson
} from "./chunk-POGXQ7MB.js";
import {
  fetchRemoteBranch,
  forcePushBranch,
  readRemoteRefs,
  readRemoteUrl
} from "./chunk-WPWWHQWQ.js";
import "./chunk-OHWNW6QK.js";
import "./chunk-5OPBFZVE.js";
import {
  styles
} from "./chunk-5ZHY677I.js";
import {
  historySummary,
  inStep
} from "./chunk-NRU6ZLCV.js";
import {
  pathInRepository,
  readStatus,
  requireTowncrier,
  withoutTowncrierWarning
} from "./chunk-KHGI7K5P.js";
import {
  gitEnv,
  gitFailure,
  runGit
} from "./chunk-JCLYMUD7.js";
import {
  escapeMentions,
  packageReleaseList
} from "./chunk-4657AF6W.js";
import "./chunk-PB6TKFMF.js";
import {
  listSome
} from "./chunk-PECP7TWK.js";
import "./chunk-HSFYTKTF.js";
import "./chunk-KVTZWJTW.js";
import "./chunk-V7J7FPVE.js";
import {
  AuthenticationError,
  ConfigError,
  GitError,
  PushError,
  ReleaseError
} from "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";

// src/flows/release-pr/release-pr.ts
import { resolve } from "node:path";

// src/host/host-name.ts
var NAMES = { github: "GitHub", gitlab: "GitLab" };
function hostName(provider) {
  return NAMES[provider] ?? provider;
}

// src/flows/release-pr/auto-merge.ts
async function turnOnAutoMerge(host, pr, method, warn) {
  let name = pr.label ?? `pull request #${pr.number}`;
  if (host.enableAutoMerge === void 0) {
    warn(
      `pr.auto_merge = "${method}": ${host.provider} has no auto-merge releaser can turn on; ${name} is left to merge by hand`
    );
    return;
  }
  let answer = await host.enableAutoMerge(pr, method);
  if (answer.kind === "enabled") return method;
  if (answer.fix !== void 0) {
    warn(
      `auto-merge was not turned on for ${name}: ${hostName(host.provider)} refused it (${answer.reason}); ${answer.fix}, or set pr.auto_merge = ""`
    );
    return;
  }
  warn(
    /not allowed/i.test(answer.reason) ? `auto-merge was not turned on for ${name}: the repository does not allow it (${answer.reason}); turn on "Allow auto-merge" in the repository's Settings > General > Pull Requests, or set pr.auto_merge = ""` : `auto-merge was not turned on for ${name}: ${answer.reason}`
  );
}

// src/flows/release-pr/dispatch-checks.ts
function shouldDispatch(mode, env) {
  return mode === "always" || mode === "auto" && env.GITHUB_ACTIONS === "true";
}
async function dispatchChecks(host, root, head, branch, env, warn, base) {
  let workflows;
  try {
    workflows = await host.listWorkflows();
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    return warn(`the pull request's checks were not started: ${error.message}`), [];
  }
  let dispatched = [], cannot = [];
  for (let workflow of workflows) {
    let text = await readAtHead(root, head, workflow.path, env);
    if (text === void 0) continue;
    let triggers = readWorkflowTriggers(text, base);
    if (triggers.kind === "no-dispatch" || triggers.kind === "required-inputs") {
      cannot.push({ path: workflow.path, triggers });
      continue;
    }
    if (triggers.kind === "dispatchable")
      try {
        await host.dispatchWorkflow(workflow, branch), dispatched.push(workflow.path);
      } catch (error) {
        if (!(error instanceof ReleaseError)) throw error;
        warn(`${workflow.path} was not started on ${branch}: ${error.message}`);
      }
  }
  return cannot.length > 0 && warn(undispatchableWarning(cannot, branch)), dispatched;
}
function undispatchableWarning(cannot, branch) {
  let items = cannot.map(
    ({ path, triggers }) => triggers.kind === "no-dispatch" ? `${path} (add \`workflow_dispatch:\` under \`on:\`)` : `${path} (its workflow_dispatch requires ${triggers.inputs.map((i) => `\`${i}\``).join(", ")}: give ${triggers.inputs.length === 1 ? "it" : "them"} a default)`
  );
  return `${cannot.length === 1 ? "a workflow runs" : `${cannot.length} workflows run`} on pull requests but cannot be started on ${branch}, so ${cannot.length === 1 ? "its checks" : "their checks"} will not report on the release pull request: ${items.join("; ")}; \`releaser init --dispatch-checks\` adds the trigger`;
}
async function readAtHead(root, head, path, env) {
  let { stdout, code } = await runGit(["cat-file", "blob", `${head}:${path}`], {
    cwd: root,
    env,
    allowedCodes: [128]
  });
  return code === 0 ? stdout : void 0;
}

// src/flows/release-pr/after-pull-request.ts
async function afterPullRequest(context, host, config, want) {
  let dispatched = [], { listWorkflows, dispatchWorkflow } = host;
  if (want.moved && listWorkflows !== void 0 && dispatchWorkflow !== void 0 && shouldDispatch(config.pr.dispatch_checks, context.env)) {
    let workflows = { ...host, listWorkflows, dispatchWorkflow };
    dispatched = await inStep(
      context.progress,
      "checks",
      `starting the pull request's checks on ${want.branch}`,
      () => dispatchChecks(workflows, want.root, want.head, want.branch, context.env, context.warn, want.pr.base),
      (paths) => paths.length === 0 ? "no workflow to start" : `started ${paths.join(", ")}`
    );
  }
  let autoMerge, method = config.pr.auto_merge;
  return method !== "" && want.changed && (autoMerge = await inStep(
    context.progress,
    "auto-merge",
    `turning on auto-merge (${method})`,
    () => turnOnAutoMerge(host, want.pr, method, context.warn),
    (on) => on ? `${method} once the required checks pass` : "not turned on (see the warning)"
  )), { dispatched, autoMerge };
}

// src/flows/release-pr/build-release-commit.ts
import { readdir, rm, rmdir } from "node:fs/promises";
import { join } from "node:path";
async function buildReleaseCommit(context, repo, originTags) {
  let parent = join(repo.gitDir, "releaser"), dir = join(parent, `release-pr-worktree-${process.pid}`), git = (args) => runGit(args, { cwd: repo.root, env: context.env });
  await removeStaleWorktrees(repo.root, parent, context.env), await git(["worktree", "add", "--quiet", "--detach", dir, repo.head]);
  try {
    let env = await withActionsIdentity(dir, context.env), seen = /* @__PURE__ */ new Set(), update = await updateRepositoryFlow(
      {
        ...context,
        cwd: dir,
        env,
        // The same warnings were told while planning on the release branch: say each once.
        warn: (message) => {
          seen.has(message) || seen.add(message);
        }
      },
      {},
      { commit: !0, dryRun: !1, allowDirty: !1, remoteTags: async () => ({ names: originTags }) }
    ), outcome = update.kind === "single" ? update.result.outcome : update.outcome;
    if (outcome.kind !== "written" || outcome.commit === void 0)
      throw new ReleaseError(
        `the release commit could not be made on a clean copy of ${repo.head.slice(0, 7)} (${outcome.kind})`
      );
    let { stdout } = await runGit(["rev-parse", `${outcome.commit}^{tree}`], { cwd: dir, env });
    return { commit: outcome.commit, tree: stdout.trim(), message: outcome.message };
  } finally {
    await removeWorktree(repo.root, dir, context.env), await rmdir(parent).catch(() => {
    });
  }
}
async function removeStaleWorktrees(root, parent, env) {
  let names = await readdir(parent).catch(() => []);
  for (let name of names) {
    let match = /^release-pr-worktree(?:-(\d+))?$/.exec(name);
    if (match === null) continue;
    let pid = Number(match[1] ?? 0);
    pid !== 0 && pid !== process.pid && isAlive(pid) || await removeWorktree(root, join(parent, name), env);
  }
}
function isAlive(pid) {
  try {
    return process.kill(pid, 0), !0;
  } catch (error) {
    return error.code === "EPERM";
  }
}
async function removeWorktree(root, dir, env) {
  await runGit(["worktree", "remove", "--force", dir], { cwd: root, env, allowedCodes: [128] }).catch(
    () => {
    }
  ), await rm(dir, { recursive: !0, force: !0 }), await runGit(["worktree", "prune"], { cwd: root, env }).catch(() => {
  });
}

// src/git/tree-changes.ts
import { execFile } from "node:child_process";
async function readTreeChanges(cwd, from, to, env) {
  let { stdout } = await runGit(["diff-tree", "-r", "-z", "--no-renames", "--no-commit-id", from, to], {
    cwd,
    env
  }), fields = stdout.split("\0"), changes = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    let [old = "", mode = "", , blob = "", status = ""] = (fields[i] ?? "").slice(1).split(" "), path = fields[i + 1] ?? "";
    status === "D" ? changes.push({ path, deleted: !0 }) : isFileMode(mode) && changes.push({ path, mode, blob, before: isFileMode(old) ? old : void 0 });
  }
  return changes;
}
function isFileMode(mode) {
  return mode === "100644" || mode === "100755" || mode === "120000";
}
function readBlob(cwd, blob, env) {
  return new Promise((resolve2, reject) => {
    execFile(
      "git",
      ["cat-file", "blob", blob],
      { cwd, env: gitEnv(env), encoding: "buffer", maxBuffer: 512 * 1024 * 1024 },
      (error, stdout, stderr) => {
        error ? reject(
          gitFailure(["cat-file", "blob", blob], { stdout: "", stderr: stderr.toString("utf8"), code: 1 })
        ) : resolve2(stdout);
      }
    );
  });
}

// src/flows/release-pr/host-commit.ts
async function commitThroughHost(host, root, head, release, branch, current, env) {
  let changes = await readTreeChanges(root, head, release.commit, env), files = [];
  for (let change of changes)
    files.push(
      "deleted" in change ? change : {
        path: change.path,
        mode: change.mode,
        content: await readBlob(root, change.blob, env),
        before: change.before
      }
    );
  let { stdout } = await runGit(["rev-parse", `${head}^{tree}`], { cwd: root, env });
  return host.commitFiles({
    branch,
    parent: head,
    parentTree: stdout.trim(),
    message: release.message,
    files,
    current
  });
}

// src/flows/release-pr/origin-head.ts
var REMOTE = "origin";
async function readOriginHead(root, config, context, local) {
  let none = { tags: [], fetched: [], head: void 0, branches: /* @__PURE__ */ new Map() };
  if (await readRemoteUrl(root, REMOTE, context.env) === void 0)
    return { ...none, why: `there is no "${REMOTE}" remote`, unread: !1 };
  try {
    let env = await remoteGitEnv(root, config, context.env), listing = await readRemoteHeadAndTags(root, REMOTE, "all", env), known = local === void 0 ? void 0 : (await local.catch(() => {
    }))?.all;
    return {
      tags: [...listing.tags.keys()],
      ...await fetchOriginTags(root, listing.tags, env, known),
      head: listing.head,
      branches: listing.branches,
      why: `${REMOTE} names no default branch`,
      unread: !1
    };
  } catch {
    return { ...none, why: `${REMOTE} could not be read`, unread: !0 };
  }
}

// src/flows/release-pr/pr-branch.ts
async function holdsRelease(root, remoteHead, release, head, env) {
  let { stdout } = await runGit(["log", "-1", "--format=%P%x00%T%x00%B", remoteHead], { cwd: root, env }), [parents = "", tree = "", message = ""] = stdout.split("\0");
  return parents.trim() === head && tree === release.tree && message.trim() === release.message.trim();
}
async function handMadeCommits(root, head, remoteHead, ours, env) {
  let { stdout } = await runGit(["log", "--format=%s", `${head}..${remoteHead}`], { cwd: root, env });
  return stdout.split(`
`).filter((s) => s !== "" && !ours.test(s));
}
function releaseSubjectPattern(template, severalPackages) {
  let parts = (template.split(`
`)[0] ?? "").trim().split("{version}").map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")), version = severalPackages ? "\\S+ \\S+(?:, \\S+ \\S+)*" : "\\S+";
  return new RegExp(`^${parts.join(version)}$`);
}

// src/flows/release-pr/pr-scope.ts
import { join as join2 } from "node:path";

// src/core/pr-body.ts
var MAX_BODY = 65536;
function renderPrBody(input) {
  let footer = [
    "---",
    "",
    `Merging this pull request releases **${input.version}**: \`releaser release\` then tags \`${input.tag}\`, creates the release and publishes the package.`,
    `This branch is rewritten by \`releaser release-pr\` on every push to \`${input.releaseBranch}\`; commits added to it by hand are replaced.`
  ].join(`
`), section = escapeMentions(input.changelog.trimEnd()), whole = `${section}

${footer}
`;
  if (whole.length <= MAX_BODY) return whole;
  let note = `

_The changelog is cut here to fit GitHub's limit; CHANGELOG.md on this branch has all of it._`, room = MAX_BODY - footer.length - note.length - 3;
  return `${cutAtBoundary(section, room)}${note}

${footer}
`;
}
function cutAtBoundary(text, room) {
  let window = text.slice(0, room + 1), at = Math.max(window.lastIndexOf(`
- `), window.lastIndexOf(`
### `));
  return (at > 0 ? text.slice(0, at) : text.slice(0, room)).trimEnd();
}
function renderWorkspacePrBody(input) {
  let releases = input.packages.map((p) => `**${p.name} ${p.version}**`), tags = input.packages.map((p) => `\`${p.tag}\``), footer = [
    "---",
    "",
    `Merging this pull request releases ${joinWords(releases)}: \`releaser release\` then tags ${joinWords(tags)}, creates ${input.packages.length === 1 ? "the release" : "each release"} and publishes ${input.packages.length === 1 ? "the package" : "the packages"}.`,
    `This branch is rewritten by \`releaser release-pr\` on every push to \`${input.releaseBranch}\`; commits added to it by hand are replaced.`
  ].join(`
`), parts = input.packages.map((p) => ({
    heading: `# ${p.name} ${p.version} (tag \`${p.tag}\`)`,
    section: escapeMentions(p.changelog.trimEnd()),
    note: `

_${p.name}'s changelog is cut here to fit GitHub's limit; ${p.changelogPath} on this branch has all of it._`
  })), assemble = (sections) => `${parts.map((part, i) => `${part.heading}

${sections[i]}`).join(`

`)}

${footer}
`, whole = assemble(parts.map((p) => p.section));
  if (whole.length <= MAX_BODY) return whole;
  let fixed = assemble(parts.map((p) => p.note)).length, rooms = fairShares(
    parts.map((p) => p.section.length),
    MAX_BODY - fixed
  );
  return assemble(
    parts.map((part, i) => {
      let room = rooms[i];
      return part.section.length <= room ? part.section : `${cutAtBoundary(part.section, room)}${part.note}`;
    })
  );
}
function fairShares(lengths, total) {
  let rooms = lengths.map(() => 0), order = lengths.map((length, i) => ({ length, i })).sort((a, b) => a.length - b.length), left = Math.max(0, total);
  return order.forEach(({ length, i }, k) => {
    let share = Math.floor(left / (order.length - k));
    rooms[i] = Math.min(length, share), left -= rooms[i];
  }), rooms;
}
function joinWords(items) {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

// src/flows/release-pr/pr-scope.ts
async function prScope(found) {
  if (found.kind === "single") {
    let check2 = found.result, { plan } = check2, result2 = (releaseBranch, outcome) => ({
      kind: "single",
      check: check2,
      releaseBranch,
      outcome
    }), { nextVersion, tag, changelog } = plan;
    if (nextVersion === void 0 || tag === void 0 || changelog === void 0)
      return { kind: "single", check: check2, release: void 0, pending: !1, result: result2 };
    if (plan.pending) return { kind: "single", check: check2, release: void 0, pending: !0, result: result2 };
    let notes2 = await plannedReleaseNotes(check2, check2.repo.root) ?? changelog;
    return { kind: "single", check: check2, release: { label: nextVersion, body: (releaseBranch) => renderPrBody({ version: nextVersion, tag, releaseBranch, changelog: notes2 }) }, pending: !1, result: result2 };
  }
  let { workspace, packages } = found, releases = packages.filter((p) => p.plan.nextVersion !== void 0 && !p.plan.pending), pending = packages.filter((p) => p.plan.nextVersion !== void 0 && p.plan.pending), result = (releaseBranch, outcome) => ({
    kind: "workspace",
    workspace,
    packages,
    releases,
    pending,
    releaseBranch,
    outcome
  }), check = packages[0];
  if (releases.length === 0)
    return { kind: "workspace", check, release: void 0, pending: pending.length > 0, result };
  let label = packageReleaseList(
    releases.map((p) => ({ name: p.member.normalisedName, version: p.plan.nextVersion }))
  ), notes = await Promise.all(
    releases.map(
      async (p) => await plannedReleaseNotes(p, join2(p.repo.root, p.member.path), "never") ?? ""
    )
  );
  return { kind: "workspace", check, release: { label, body: (releaseBranch) => renderWorkspacePrBody({
    releaseBranch,
    packages: releases.map((p, i) => ({
      name: p.member.normalisedName,
      version: p.plan.nextVersion,
      tag: p.plan.tag,
      changelog: notes[i],
      changelogPath: pathInRepository(p.member.path, p.config.changelog_file)
    }))
  }) }, pending: !1, result };
}

// src/flows/release-pr/reconcile-pull-request.ts
async function reconcilePullRequest(host, open, want) {
  let changed = !1, created = !1, pr = open;
  pr === void 0 && ({ pullRequest: pr, created } = await host.createPullRequest({
    head: want.head,
    base: want.base,
    title: want.title,
    body: want.body
  }), changed = created);
  let changes = {};
  pr.title !== want.title && (changes.title = want.title), normalise(pr.body) !== normalise(want.body) && (changes.body = want.body), (changes.title !== void 0 || changes.body !== void 0) && (pr = await host.updatePullRequest(pr.number, changes), changed = !0);
  let carried = pr.labels, missing = want.labels.filter((label) => !carried.includes(label));
  return missing.length > 0 && (await host.addLabels(pr.number, missing), pr = { ...pr, labels: [...pr.labels, ...missing] }, changed = !0), { pr, changed, created };
}
function normalise(text) {
  return text.replace(/\r\n/g, `
`).trimEnd();
}

// src/flows/release-pr/uncommitted-inputs.ts
async function refuseUncommittedInputs(root, env) {
  let inputs = /* @__PURE__ */ new Set(["pyproject.toml", "releaser.toml", ".releaser.toml"]), dirty = (await readStatus(root, !0, env)).filter((e) => e.code !== "??" || inputs.has(e.path)).map((e) => e.path);
  if (dirty.length !== 0)
    throw new GitError(
      `the working tree has uncommitted changes (${listSome(dirty)}); release-pr makes the release commit from HEAD, so commit or stash them first`
    );
}

// src/flows/release-pr/release-pr.ts
var REMOTE_REF = "refs/releaser/release-pr";
async function releasePrFlow(context, options, deps = {}) {
  let progress = context.progress, origin = {
    tags: [],
    fetched: [],
    head: void 0,
    branches: /* @__PURE__ */ new Map(),
    why: `${REMOTE} was not asked`,
    unread: !0
  }, originRead, found = await inStep(
    progress,
    "history",
    "reading the commits since the last release",
    () => checkRepository(
      withoutTowncrierWarning(context),
      {},
      {
        fetchEnv: (config2, root) => remoteGitEnv(root, config2, context.env),
        // A version tagged only on origin (or on a branch this clone lacks) is taken too.
        remoteTags: async (config2, root, local) => {
          let first = originRead === void 0;
          if (originRead ??= readOriginHead(root, config2, context, local), origin = await originRead, !first) return { names: origin.tags };
          let { fetched, warning } = origin;
          return { names: origin.tags, fetched, ...warning === void 0 ? {} : { warning } };
        }
      }
    ),
    (read) => read.kind === "single" ? historySummary(read.result.plan) : packagesSummary(read.packages)
  ), scope = await prScope(found), { repo, config } = scope.check, releaseBranch = await knownReleaseBranch(scope.check, REMOTE, context.env) ?? askedReleaseBranch(REMOTE, origin.head, origin.why), base = releaseBranch.name, branch = await readHeadBranch(repo.root, context.env);
  if (branch !== base) throw offReleaseBranch("release-pr", releaseBranch, branch);
  await refuseUncommittedInputs(repo.root, context.env);
  let prBranch = config.pr.branch.replaceAll("{branch}", base);
  if (prBranch === base || prBranch.trim() === "")
    throw new ConfigError(
      `pr.branch = "${config.pr.branch}" must name a branch other than ${base}, e.g. "releaser/{branch}"`
    );
  if (scope.release === void 0)
    return scope.result(
      releaseBranch,
      // Whether the release PR was merged is known only from origin's tags (the tag may be there).
      scope.pending ? { kind: "pending", originUnread: origin.unread } : { kind: "nothing" }
    );
  let releasing = scope.release;
  scope.kind === "single" && requireTowncrier(scope.check.plan);
  let originUrl = await readRemoteUrl(repo.root, REMOTE, context.env);
  if (originUrl === void 0)
    throw new GitError(
      `there is no "${REMOTE}" remote to push ${prBranch} to; add one (git remote add origin URL)`
    );
  let access = await openHostAccess(config, originUrl, context, {
    dryRun: options.dryRun,
    open: deps.openHost
  });
  if (access.kind === "open" && access.settings.tokenKind === "job") {
    let refusal = `GitLab does not let ${access.settings.tokenVariable} open or update merge requests (a CI/CD job token reaches releases and the package registry only): give a project or personal access token with the api scope in GITLAB_TOKEN (a masked CI/CD variable)`;
    if (!options.dryRun) throw new AuthenticationError(`${refusal}; nothing was pushed`);
    context.warn(`a real run would stop here: ${refusal}`);
  }
  let token = access.kind === "open" ? access.settings.token : void 0, gitEnv2 = {
    ...context.env,
    ...token === void 0 ? {} : tokenForRemote(originUrl, token, config, context.env, context.warn)
  }, title = config.pr.title.replaceAll("{version}", releasing.label), body = releasing.body(base), open = access.kind === "open" ? await inStep(
    progress,
    "find-pr",
    `looking for the open pull request from ${prBranch}`,
    () => access.host.findOpenPullRequest(prBranch, base),
    (found2) => found2 ? `#${found2.number} is open` : "none is open"
  ) : void 0, baseRef = `refs/heads/${base}`, prRef = `refs/heads/${prBranch}`, refs = origin.unread ? await readRemoteRefs(repo.root, REMOTE, [baseRef, prRef], gitEnv2) : new Map(
    [baseRef, prRef].flatMap((ref) => {
      let commit = origin.branches.get(ref.slice(11));
      return commit === void 0 ? [] : [[ref, commit]];
    })
  ), remoteHead = refs.get(prRef), position = await comparePosition(repo.root, repo.head, refs.get(baseRef), context.env);
  if (position === "behind")
    return scope.result(releaseBranch, { kind: "behind", remote: refs.get(baseRef) });
  if (position === "ahead" || position === "diverged")
    throw new GitError(
      `HEAD (${repo.head.slice(0, 12)}) has commits that ${REMOTE}/${base} does not have${position === "diverged" ? `, and ${REMOTE}/${base} has commits HEAD lacks` : ""}; the release PR is made from what is on ${REMOTE}: push ${base} first${position === "diverged" ? " (after git pull --rebase)" : ""}, then run release-pr`
    );
  if (options.dryRun)
    return scope.result(releaseBranch, {
      kind: "planned",
      branch: prBranch,
      title,
      body,
      open,
      branchExists: remoteHead !== void 0,
      ...access.kind === "no-token" ? { needs: access.needs } : {}
    });
  let host = requireHost(access), pushed = !1, verified = !1, same = !1, { commitFiles } = host, hostCommits = config.pr.commit === "api" && commitFiles !== void 0, replaced = [], message = config.commit_message.replaceAll("{version}", releasing.label);
  try {
    let release = await inStep(
      progress,
      "commit",
      `making the release commit for ${releasing.label}`,
      async () => {
        let made = await buildReleaseCommit(
          { ...context, configFile: context.configFile && resolve(context.cwd, context.configFile) },
          repo,
          origin.tags
        );
        return remoteHead !== void 0 && (await fetchRemoteBranch(repo.root, REMOTE, prBranch, REMOTE_REF, gitEnv2), same = await holdsRelease(repo.root, remoteHead, made, repo.head, context.env), replaced = await handMadeCommits(
          repo.root,
          repo.head,
          remoteHead,
          releaseSubjectPattern(config.commit_message, scope.kind === "workspace"),
          context.env
        )), made;
      },
      (made) => same && remoteHead !== void 0 ? {
        status: "already",
        detail: `${prBranch} already holds the release commit ${shortCommit(remoteHead)} ${message}`
      } : `${shortCommit(made.commit)} ${message}`
    );
    await inStep(
      progress,
      "push",
      `pushing ${prBranch} to ${REMOTE}`,
      async () => {
        if (same)
          return hostCommits && remoteHead !== void 0 && (verified = await host.isCommitVerified?.(remoteHead) === !0), "";
        try {
          if (hostCommits) {
            let made = await commitThroughHost(
              { ...host, commitFiles },
              repo.root,
              repo.head,
              release,
              prBranch,
              remoteHead,
              context.env
            );
            return pushed = !0, verified = made.verified, `${shortCommit(made.sha)}`;
          }
          return await forcePushBranch(
            repo.root,
            REMOTE,
            release.commit,
            prBranch,
            remoteHead,
            gitEnv2,
            host.provider
          ), pushed = !0, "";
        } catch (error) {
          if (!(error instanceof PushError)) throw error;
          return await afterRejectedPush(error, release);
        }
      },
      (note) => pushed ? hostCommits ? `moved ${prBranch} on ${REMOTE} to ${note}, a commit ${hostName(host.provider)} made${verified ? " and signed (verified)" : ""}` : `pushed ${prBranch} to ${REMOTE}` : { status: "already", detail: note || `${prBranch} already holds this release commit` }
    );
  } finally {
    await runGit(["update-ref", "-d", REMOTE_REF], { cwd: repo.root, env: context.env }).catch(
      () => {
      }
    );
  }
  async function afterRejectedPush(error, release) {
    let now = (await readRemoteRefs(repo.root, REMOTE, [prRef], gitEnv2).catch(() => {
    }))?.get(prRef);
    if (now === void 0 || now === remoteHead) throw error;
    if (await fetchRemoteBranch(repo.root, REMOTE, prBranch, REMOTE_REF, gitEnv2), await holdsRelease(repo.root, now, release, repo.head, context.env))
      return `${prBranch} was pushed with this release commit by another run meanwhile`;
    throw new PushError(
      `${prBranch} on ${REMOTE} changed while this run pushed it (another release-pr run, or a push by hand); run release-pr again to bring it up to date`
    );
  }
  let { pr, changed, created } = await inStep(
    progress,
    "pull-request",
    open ? `updating ${open.label ?? `pull request #${open.number}`}` : `opening the pull request from ${prBranch}`,
    () => reconcilePullRequest(host, open, { head: prBranch, base, title, body, labels: config.pr.labels }),
    (done) => done.changed ? `${done.created ? "opened" : "updated"} #${done.pr.number}: ${done.pr.url}` : { status: "already", detail: `#${done.pr.number} is up to date: ${done.pr.url}` }
  ), after = await afterPullRequest(context, host, config, {
    root: repo.root,
    head: repo.head,
    branch: prBranch,
    moved: pushed,
    pr,
    changed: created || changed || pushed
  }), action = created ? "created" : pushed || changed ? "updated" : "unchanged";
  return scope.result(releaseBranch, {
    kind: "done",
    action,
    pr,
    branch: prBranch,
    pushed,
    replaced,
    commitVerified: verified,
    ...after
  });
}
function packagesSummary(packages) {
  let next = packages.filter((p) => p.plan.nextVersion !== void 0), count = `${packages.length} package${packages.length === 1 ? "" : "s"}`;
  return next.length === 0 ? `${count}: nothing to release` : `${count}: ${next.map((p) => `${p.member.normalisedName} ${p.plan.nextVersion}`).join(", ")} next`;
}

// src/cli/commands/release-pr.ts
async function runReleasePr(context, options, output, json) {
  let progress = await progressFor(output), result = await releasePrFlow(progress ? { ...context, progress } : context, options), text = renderReleasePr(result, json ? output.errColor : output.color);
  json ? (output.err(text), output.out(`${JSON.stringify(releasePrJson(result, options.dryRun), null, 2)}
`)) : output.out(text);
  let { outcome } = result;
  if (outcome.kind === "done")
    for (let subject of outcome.replaced)
      context.warn(`replaced a commit someone added to ${outcome.branch} by hand: "${subject}"`);
  return 0;
}
function releasePrJson(result, dryRun) {
  let { outcome } = result, pr = outcome.kind === "done" ? outcome.pr : outcome.kind === "planned" ? outcome.open : void 0;
  return {
    ...result.kind === "single" ? checkJson(result.check) : workspaceJson(result.workspace, result.packages),
    dry_run: dryRun,
    action: outcome.kind === "done" ? outcome.action : "none",
    pr_url: pr?.url ?? null,
    pr_number: pr?.number ?? null,
    branch: outcome.kind === "done" || outcome.kind === "planned" ? outcome.branch : null,
    pushed: outcome.kind === "done" ? outcome.pushed : !1,
    replaced_commits: outcome.kind === "done" ? outcome.replaced : [],
    commit_verified: outcome.kind === "done" ? outcome.commitVerified : !1,
    dispatched: outcome.kind === "done" ? outcome.dispatched : [],
    auto_merge: outcome.kind === "done" ? outcome.autoMerge ?? null : null,
    // Without a token the open PR was not looked up: a real run would create or update one.
    would: outcome.kind === "planned" ? outcome.needs !== void 0 ? "create-or-update" : outcome.open ? "update" : "create" : null,
    needs: outcome.kind === "planned" && outcome.needs !== void 0 ? [outcome.needs] : []
  };
}
function releasedLabel(result) {
  return result.kind === "single" ? result.check.plan.nextVersion ?? "" : packageList(result.releases);
}
function packageList(packages) {
  return packages.map((p) => `${p.member.normalisedName} ${p.plan.nextVersion}`).join(", ");
}
function renderReleasePr(result, color) {
  let { outcome } = result;
  switch (outcome.kind) {
    case "pending":
      return outcome.originUnread ? renderUnknownPending(result) : result.kind === "single" ? renderSingleIdle(result.check.plan, outcome.kind, result.releaseBranch.name) : renderWorkspaceIdle(result.pending, outcome.kind);
    case "nothing":
      return result.kind === "single" ? renderSingleIdle(result.check.plan, outcome.kind, result.releaseBranch.name) : renderWorkspaceIdle(result.pending, outcome.kind);
    case "behind":
      return `Nothing changed: HEAD (${(result.kind === "single" ? result.check.repo.head : result.packages[0]?.repo.head)?.slice(0, 12)}) is behind origin/${result.releaseBranch.name} (${outcome.remote.slice(0, 12)}), so a newer push's run keeps the release pull request current; to run it from here, pull first (git pull --ff-only).
`;
    default:
      return renderPullRequest(releasedLabel(result), result.releaseBranch.name, outcome, color);
  }
}
function renderSingleIdle(plan, kind, base) {
  return kind === "nothing" ? `Nothing to release: no commit ${plan.baseTag ? `since ${plan.baseTag} ` : ""}asks for a version bump; an open release pull request is left as it is.
` : `${base} already carries ${plan.nextVersion} and tag ${plan.tag} does not exist yet: the release pull request was merged. \`releaser release\` is next.
`;
}
function renderUnknownPending(result) {
  return `${result.kind === "single" ? `${result.releaseBranch.name} carries ${result.check.plan.nextVersion}, and tag ${result.check.plan.tag} is not in this clone` : `${packageList(result.pending)} ${result.pending.length === 1 ? "is" : "are"} set, and not tagged in this clone`}; origin's tags could not be read, so whether it is released already is not known. Nothing changed: when origin answers, run release-pr again, or \`releaser release\` (which asks origin) to release it.
`;
}
function renderWorkspaceIdle(pending, kind) {
  return kind === "nothing" ? `Nothing to release: no commit since each package's last release asks for a version bump; an open release pull request is left as it is.
` : `${packageList(pending)} ${pending.length === 1 ? "is" : "are"} set and not tagged yet: the release pull request was merged. \`releaser release\` releases ${pending.length === 1 ? "it" : "them"}.
`;
}
function renderPullRequest(label, base, outcome, color) {
  let s = styles(color);
  if (outcome.kind === "planned") {
    let target = outcome.needs !== void 0 ? "create a pull request, or update the open one (not looked up: no token)" : outcome.open ? `update ${nameOf(outcome.open)} (${outcome.open.url})` : "create a pull request";
    return [
      `${s.yellow("Dry run:")} would ${outcome.branchExists ? "replace" : "create"} branch ${outcome.branch} with the release commit for ${label} on ${base}, and ${target} into ${base}:`,
      "",
      `${s.bold(outcome.title)}`,
      "",
      outcome.body.trimEnd(),
      "",
      "Nothing was pushed or written.",
      ...outcome.needs === void 0 ? [] : [
        `${s.yellow(`would need ${outcome.needs}`)}: the open pull request was not looked up, and a real run needs it to open or update one.`
      ],
      ""
    ].join(`
`);
  }
  let verb = { created: "Created", updated: "Updated", unchanged: "Unchanged:" }[outcome.action], push = outcome.pushed ? `pushed ${outcome.branch}` : `${outcome.branch} already up to date`;
  return `${s.green(verb)} ${nameOf(outcome.pr)} for ${label} (${push}): ${outcome.pr.url}
`;
}
function nameOf(pr) {
  return pr.label ?? `pull request #${pr.number}`;
}
export {
  releasePrJson,
  runReleasePr
};
