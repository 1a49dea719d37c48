#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  VERSION
} from "./chunk-CGWGWJJP.js";
import {
  findHostToken,
  hostTokenNeed,
  resolveHostSettings,
  resolveHostTarget
} from "./chunk-WPWWHQWQ.js";
import {
  runGit
} from "./chunk-JCLYMUD7.js";
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
      let { createGitHubHost } = await import("./github-host-MLZU55DC.js");
      return createGitHubHost(settings, { userAgent: `releaser/${VERSION}`, ...options });
    }
    case "gitlab": {
      let { createGitLabHost } = await import("./gitlab-host-43BNPMNG.js");
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
  withActionsIdentity,
  checkTaggerIdentity
};
