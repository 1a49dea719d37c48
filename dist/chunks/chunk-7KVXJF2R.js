#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  readCurrentBranch
} from "./chunk-RWE36UBA.js";
import {
  REMOTE_LIST_TIMEOUT_MS,
  findHostToken,
  hostTokenNeed,
  refusedCredentials,
  resolveHostSettings,
  resolveHostTarget
} from "./chunk-QZSUL5AW.js";
import {
  isConfigured,
  runGit
} from "./chunk-O364KSEP.js";
import {
  traceCall
} from "./chunk-OUOMCRLW.js";
import {
  VERSION
} from "./chunk-CGWGWJJP.js";
import {
  ConfigError,
  GitError
} from "./chunk-DSG6HE4L.js";

// src/git/ancestry.ts
async function isAncestor(cwd, ancestor, commit, env) {
  return (await runGit(["merge-base", "--is-ancestor", ancestor, commit], {
    cwd,
    env,
    allowedCodes: [1, 128]
  })).code === 0;
}
async function comparePosition(cwd, head, remote, env) {
  return remote === void 0 ? "ahead" : remote === head ? "same" : await isAncestor(cwd, remote, head, env) ? "ahead" : await isAncestor(cwd, head, remote, env) ? "behind" : (await runGit(["cat-file", "-e", `${remote}^{commit}`], { cwd, env, allowedCodes: [1, 128] })).code === 0 ? "diverged" : "behind";
}
function shortCommit(commit) {
  return commit.slice(0, 12);
}

// src/host/open-host.ts
async function openCodeHost(settings, options) {
  switch (settings.provider) {
    case "github": {
      let { createGitHubHost } = await import("./github-host-W3AQLIAS.js");
      return createGitHubHost(settings, { userAgent: `releaser/${VERSION}`, ...options });
    }
    case "gitlab": {
      let { createGitLabHost } = await import("./gitlab-host-VPF2MIPT.js");
      return createGitLabHost(settings, { userAgent: `releaser/${VERSION}`, ...options });
    }
  }
}

// src/flows/shared/code-host.ts
function openFlowHost(settings, context, open = openCodeHost) {
  return context.addSecret?.(settings.token), open(settings, {
    onWait: (seconds, reason) => context.warn(`${reason} was reached; waiting ${seconds} s, then trying again`),
    now: context.now
  });
}
async function openHostAccess(config, originUrl, context, options) {
  let env = options.env ?? context.env;
  if (options.dryRun && findHostToken(config, env, originUrl) === void 0) {
    let target = resolveHostTarget(config, env, originUrl);
    return { kind: "no-token", needs: hostTokenNeed(config, target.provider) };
  }
  let settings = resolveHostSettings(config, env, originUrl);
  return { kind: "open", settings, host: await openFlowHost(settings, context, options.open) };
}
function requireHost(access) {
  if (access.kind === "open") return access.host;
  throw new ConfigError(`no token for the code host: set ${access.needs}; only a dry run goes without one`);
}

// src/git/default-branch.ts
async function readRecordedDefaultBranch(cwd, remote, env) {
  let result = await runGit(["symbolic-ref", "--quiet", `refs/remotes/${remote}/HEAD`], {
    cwd,
    env,
    allowedCodes: [1, 128]
  }), prefix = `refs/remotes/${remote}/`, target = result.stdout.trim();
  if (!(result.code !== 0 || !target.startsWith(prefix) || target.length === prefix.length))
    return target.slice(prefix.length);
}
async function readRemoteHeadAndTags(cwd, remote, branches, env) {
  let result = await runGit(
    ["ls-remote", "--symref", remote, "HEAD", ...branches.map((b) => `refs/heads/${b}`), "refs/tags/*"],
    { cwd, env, allowedCodes: [128], timeoutMs: REMOTE_LIST_TIMEOUT_MS }
  );
  if (result.code !== 0) throw unreadable(remote, result.stderr);
  return parseHeadListing(result.stdout, branches);
}
function parseHeadListing(stdout, branches) {
  let symref, headCommit, wanted = new Set(branches.map((b) => `refs/heads/${b}`)), found = /* @__PURE__ */ new Map(), tags = /* @__PURE__ */ new Map();
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
var FALLBACK_BRANCH = "main";
async function knownReleaseBranch(check, remote, env) {
  if (isConfigured(check.loaded.layers, ["release_branch"]))
    return { name: check.config.release_branch, from: "release_branch", configured: !0 };
  let recorded = await readRecordedDefaultBranch(check.repo.root, remote, env);
  if (recorded !== void 0)
    return told(
      { name: recorded, from: `${remote}'s default branch`, configured: !1 },
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
async function readHeadBranch(root, env) {
  let current = await readCurrentBranch(root, env);
  if (current !== void 0 || env.GITLAB_CI !== "true") return current;
  let branch = env.CI_COMMIT_BRANCH?.trim(), commit = env.CI_COMMIT_SHA?.trim();
  return !branch || !commit ? void 0 : (await runGit(["rev-parse", "--verify", "--quiet", "HEAD"], {
    cwd: root,
    env,
    allowedCodes: [1]
  })).stdout.trim() === commit ? branch : void 0;
}
function offReleaseBranch(command, branch, current) {
  let { name } = branch;
  return new GitError(
    `${command} runs on the release branch "${name}" (${branch.from}), but HEAD is ${current === void 0 ? "detached" : `on "${current}"`}; check out ${name}${branch.configured ? "" : ", or set release_branch to the branch releases are made from"} (in GitHub Actions, run it on push to ${name}; in GitLab CI, in a pipeline for ${name})`
  );
}
function told(branch, how) {
  return traceCall(`release branch ${branch.name}: ${branch.from} (${how})`), branch;
}

// src/git/identity.ts
var ACTIONS_BOT = {
  name: "github-actions[bot]",
  email: "41898282+github-actions[bot]@users.noreply.github.com"
};
async function withActionsIdentity(cwd, env) {
  let identity = ciIdentity(env);
  return identity === void 0 || (await runGit(["-c", "user.useConfigOnly=true", "var", "GIT_AUTHOR_IDENT"], {
    cwd,
    env,
    allowedCodes: [128]
  })).code === 0 ? env : {
    ...env,
    GIT_AUTHOR_NAME: identity.name,
    GIT_AUTHOR_EMAIL: identity.email,
    GIT_COMMITTER_NAME: identity.name,
    GIT_COMMITTER_EMAIL: identity.email
  };
}
function ciIdentity(env) {
  if (env.GITHUB_ACTIONS === "true") return ACTIONS_BOT;
  if (env.GITLAB_CI !== "true") return;
  let name = env.GITLAB_USER_NAME?.trim(), email = env.GITLAB_USER_EMAIL?.trim();
  return name && email ? { name, email } : { name: "releaser (GitLab CI)", email: `noreply@${env.CI_SERVER_HOST?.trim() || "gitlab.com"}` };
}
async function checkTaggerIdentity(cwd, env) {
  if ((await runGit(["var", "GIT_COMMITTER_IDENT"], { cwd, env, allowedCodes: [128] })).code !== 0)
    throw new GitError(
      'git has no identity to make the release tag with (an annotated tag names its tagger); set one with `git config user.name "Your Name"` and `git config user.email you@example.com`, nothing was changed'
    );
}

export {
  isAncestor,
  comparePosition,
  shortCommit,
  openHostAccess,
  requireHost,
  readRemoteHeadAndTags,
  FALLBACK_BRANCH,
  knownReleaseBranch,
  askedReleaseBranch,
  readHeadBranch,
  offReleaseBranch,
  withActionsIdentity,
  checkTaggerIdentity
};
