#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  require_picomatch
} from "./chunk-ZCSJLFPS.js";
import {
  REMOTE_LIST_TIMEOUT_MS,
  refusedCredentials
} from "./chunk-WPWWHQWQ.js";
import {
  gitDirsOf,
  readHeadBranchAt,
  readHeadBranchOf,
  readSymbolicRefFile
} from "./chunk-KHGI7K5P.js";
import {
  FALLBACK_BRANCH,
  isBranchGlob,
  isConfigured,
  releaseBranchEntries,
  runGit,
  trunkOf
} from "./chunk-JCLYMUD7.js";
import {
  traceCall
} from "./chunk-V7J7FPVE.js";
import {
  GitError
} from "./chunk-DSG6HE4L.js";
import {
  __toESM
} from "./chunk-Z7FL2XP4.js";

// src/core/release-branch-match.ts
var import_picomatch = __toESM(require_picomatch(), 1);
function isReleaseBranch(setting, branch) {
  return typeof setting == "string" ? setting === branch : releaseBranchEntries(setting).some(
    (entry) => isBranchGlob(entry) ? import_picomatch.default.isMatch(branch, entry, { dot: !0 }) : entry === branch
  );
}

// src/git/default-branch.ts
async function readRecordedDefaultBranch(cwd, remote, env) {
  let prefix = `refs/remotes/${remote}/`, dirs = await gitDirsOf(cwd, env);
  if (dirs !== void 0) {
    let target2 = await readSymbolicRefFile(dirs.common, `${prefix}HEAD`);
    return target2?.startsWith(prefix) && target2.length > prefix.length ? target2.slice(prefix.length) : void 0;
  }
  let result = await runGit(["symbolic-ref", "--quiet", `refs/remotes/${remote}/HEAD`], {
    cwd,
    env,
    allowedCodes: [1, 128]
  }), target = result.stdout.trim();
  if (!(result.code !== 0 || !target.startsWith(prefix) || target.length === prefix.length))
    return target.slice(prefix.length);
}
async function readRemoteHeadAndTags(cwd, remote, branches, env) {
  let heads = branches === "all" ? ["refs/heads/*"] : branches.map((b) => `refs/heads/${b}`), result = await runGit(["ls-remote", "--symref", remote, "HEAD", ...heads, "refs/tags/*"], {
    cwd,
    env,
    allowedCodes: [128],
    timeoutMs: REMOTE_LIST_TIMEOUT_MS
  });
  if (result.code !== 0) throw unreadable(remote, result.stderr);
  return parseHeadListing(result.stdout, branches);
}
function parseHeadListing(stdout, branches) {
  let symref, headCommit, wanted = branches === "all" ? { has: (ref) => ref.startsWith("refs/heads/") } : new Set(branches.map((b) => `refs/heads/${b}`)), found = /* @__PURE__ */ new Map(), tags = /* @__PURE__ */ new Map();
  for (let line of stdout.split(`
`)) {
    let [left = "", ref = ""] = line.split("	");
    if (ref === "HEAD") {
      left.startsWith("ref: refs/heads/") ? symref = left.slice(16) : /^[0-9a-f]{40,64}$/.test(left) && (headCommit = left);
      continue;
    }
    if (/^[0-9a-f]{40,64}$/.test(left)) {
      if (wanted.has(ref)) found.set(ref.slice(11), left);
      else if (ref.startsWith("refs/tags/")) {
        let peeled = ref.endsWith("^{}"), name = (peeled ? ref.slice(0, -3) : ref).slice(10);
        (peeled || !tags.has(name)) && tags.set(name, left);
      }
    }
  }
  return { head: symref !== void 0 && symref !== "" && headCommit !== void 0 ? { branch: symref, commit: headCommit } : void 0, branches: found, tags };
}
function unreadable(remote, stderr) {
  let reason = stderr.split(`
`).map((l) => l.trim()).find((l) => /^(fatal|error|remote):/.test(l))?.replace(/^(fatal|error):\s*/, "") ?? "exit code 128", refused = /Authentication failed|could not read Username|403|401/i.test(stderr);
  return new GitError(
    refused ? refusedCredentials(remote, reason, stderr) : `could not read the remote "${remote}" (${reason}); check the network, the remote URL and that the token may read the repository`
  );
}

// src/flows/shared/release-branch.ts
async function knownReleaseBranch(check, remote, env) {
  let setting = check.config.release_branch;
  if (isConfigured(check.loaded.layers, ["release_branch"])) {
    let current = await readHeadBranchOf(check.repo, env);
    if (current !== void 0 && current !== trunkOf(setting) && isReleaseBranch(setting, current))
      return { name: current, from: "release_branch", configured: !0, setting, line: !0 };
    let trunk = trunkOf(setting);
    if (trunk !== void 0) return { name: trunk, from: "release_branch", configured: !0, setting };
  }
  let recorded = await readRecordedDefaultBranch(check.repo.root, remote, env);
  if (recorded === void 0) return;
  let listed = isConfigured(check.loaded.layers, ["release_branch"]) ? { configured: !0, setting } : {};
  return told(
    { name: recorded, from: `${remote}'s default branch`, configured: !1, ...listed },
    `refs/remotes/${remote}/HEAD`
  );
}
function askedReleaseBranch(remote, head, why) {
  return head !== void 0 ? told(
    { name: head.branch, from: `${remote}'s default branch`, configured: !1 },
    `asked of ${remote}`
  ) : told(
    { name: FALLBACK_BRANCH, from: `the default, as ${why}`, configured: !1 },
    "release_branch is not set"
  );
}
function readHeadBranch(root, env) {
  return readHeadBranchAt(root, env);
}
function offReleaseBranch(command, branch, current) {
  let { name } = branch, entries = branch.setting === void 0 ? [name] : releaseBranchEntries(branch.setting), adding = branch.configured ? current === void 0 ? "" : `, or, to release from "${current}" too, add it to the setting: release_branch = ${tomlList([...entries, current])}` : ", or set release_branch to the branch releases are made from";
  return new GitError(
    `${command} runs on the release branch "${name}" (${branch.from}), but HEAD is ${current === void 0 ? "detached" : `on "${current}"`}; check out ${name}${adding} (in GitHub Actions, run it on push to ${name}; in GitLab CI, in a pipeline for ${name})`
  );
}
function tomlList(entries) {
  return `[${entries.map((e) => JSON.stringify(e)).join(", ")}]`;
}
function told(branch, how) {
  return traceCall(`release branch ${branch.name}: ${branch.from} (${how})`), branch;
}

export {
  readRecordedDefaultBranch,
  readRemoteHeadAndTags,
  knownReleaseBranch,
  askedReleaseBranch,
  readHeadBranch,
  offReleaseBranch
};
