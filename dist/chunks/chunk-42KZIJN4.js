#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  isConfigured,
  runGit
} from "./chunk-KBGJTA6U.js";
import {
  hasUserInfo,
  traceCall
} from "./chunk-OUOMCRLW.js";
import {
  VERSION
} from "./chunk-CGWGWJJP.js";
import {
  ConfigError,
  GitError,
  PushError
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

// src/git/remote.ts
async function readRemoteUrl(cwd, name, env) {
  let result = await runGit(["remote", "get-url", name], { cwd, env, allowedCodes: [2, 128] });
  return result.code === 0 ? result.stdout.trim() : void 0;
}
function gitAuthEnv(remoteUrl, token, env) {
  let origin;
  try {
    let url = new URL(remoteUrl);
    if (url.protocol !== "https:" && url.protocol !== "http:") return {};
    origin = `${url.protocol}//${url.host}/`;
  } catch {
    return {};
  }
  let count = Number(env.GIT_CONFIG_COUNT ?? "0") || 0, header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString("base64")}`, key = `http.${origin}.extraheader`;
  return {
    GIT_CONFIG_COUNT: String(count + 2),
    [`GIT_CONFIG_KEY_${count}`]: key,
    [`GIT_CONFIG_VALUE_${count}`]: "",
    [`GIT_CONFIG_KEY_${count + 1}`]: key,
    [`GIT_CONFIG_VALUE_${count + 1}`]: header
  };
}
async function fetchRemoteBranch(cwd, remote, branch, into, env) {
  await runGit(
    ["fetch", "--quiet", "--no-tags", "--no-write-fetch-head", remote, `+refs/heads/${branch}:${into}`],
    {
      cwd,
      env
    }
  );
}
async function forcePushBranch(cwd, remote, commit, branch, expected, env) {
  let ref = `refs/heads/${branch}`, result = await runGit(
    [
      "push",
      "--porcelain",
      "--quiet",
      `--force-with-lease=${ref}:${expected ?? ""}`,
      remote,
      `${commit}:${ref}`
    ],
    { cwd, env, allowedCodes: [1, 128] }
  );
  if (result.code !== 0) throw pushFailure(branch, remote, result);
}
function pushFailure(branch, remote, result) {
  let lines = `${result.stdout}
${result.stderr}`.split(`
`).map((l) => l.trim()), rejected = lines.find((l) => l.startsWith("!"))?.split("	").at(-1), fatal = lines.find((l) => /^(fatal|error|remote):/.test(l))?.replace(/^(fatal|error):\s*/, ""), said = lines.filter((l) => l.startsWith("remote:")).map((l) => l.slice(7).trim()).filter((l) => l !== "" && !/^-+$/.test(l)).slice(0, 2).join(" "), reason = `${rejected ?? fatal ?? `exit code ${result.code}`}${said ? `: ${said}` : ""}`;
  return /stale info/.test(reason) ? new PushError(
    `the push of ${branch} to ${remote} was refused because ${branch} changed on ${remote} while this run worked (${reason}); run again`,
    { details: lines.filter((l) => l !== "") }
  ) : new PushError(
    `the push of ${branch} to ${remote} was rejected (${reason}); check the token's "contents: write" permission and branch protection, then run again`,
    { details: lines.filter((l) => l !== "") }
  );
}
async function readRemoteRefs(cwd, remote, refs, env) {
  let patterns = refs.flatMap((ref) => ref.startsWith("refs/tags/") ? [ref, `${ref}^{}`] : [ref]), wanted = new Set(refs);
  return parseListing(await listRemote(cwd, remote, patterns, env), (ref) => wanted.has(ref));
}
async function readRemoteBranchAndTags(cwd, remote, branch, env) {
  let branchRef = `refs/heads/${branch}`, found = parseListing(
    await listRemote(cwd, remote, [branchRef, "refs/tags/*"], env),
    (ref) => ref === branchRef || ref.startsWith("refs/tags/")
  ), tags = /* @__PURE__ */ new Map();
  for (let [ref, commit] of found)
    ref.startsWith("refs/tags/") && tags.set(ref.slice(10), commit);
  return { branch: found.get(branchRef), tags };
}
async function listRemote(cwd, remote, patterns, env) {
  let result = await runGit(["ls-remote", remote, ...patterns], { cwd, env, allowedCodes: [128] });
  if (result.code !== 0) {
    let reason = result.stderr.split(`
`).map((l) => l.trim()).find((l) => /^(fatal|error|remote):/.test(l))?.replace(/^(fatal|error):\s*/, "") ?? "exit code 128", refused = /Authentication failed|could not read Username|403|401/i.test(result.stderr);
    throw new GitError(
      refused ? `the remote "${remote}" refused the credentials (${reason}); give a token that may read and push the repository (host.token_env, GITHUB_TOKEN or GH_TOKEN)` : `could not read the remote "${remote}" (${reason}); check the network, the remote URL and that the token may read the repository`
    );
  }
  return result.stdout;
}
function parseListing(stdout, keep) {
  let found = /* @__PURE__ */ new Map();
  for (let line of stdout.split(`
`)) {
    let [commit = "", ref = ""] = line.split("	"), name = ref.endsWith("^{}") ? ref.slice(0, -3) : ref;
    commit === "" || !keep(name) || (ref.endsWith("^{}") || !found.has(name)) && found.set(name, commit);
  }
  return found;
}
async function pushReleaseRefs(cwd, remote, refs, env) {
  let specs = [];
  if (refs.tag !== void 0 && specs.push(`refs/tags/${refs.tag}:refs/tags/${refs.tag}`), refs.branch && specs.push(`${refs.branch.commit}:refs/heads/${refs.branch.name}`), specs.length === 0) return { upToDate: [] };
  let result = await runGit(
    ["push", "--porcelain", ...specs.length > 1 ? ["--atomic"] : [], remote, ...specs],
    { cwd, env, allowedCodes: [1, 128] }
  );
  if (result.code !== 0) {
    let what = [refs.tag, refs.branch?.name].filter((x) => x !== void 0).join(" and ");
    throw pushFailure(what, remote, result);
  }
  return { upToDate: result.stdout.split(`
`).filter((line) => line.startsWith("=	")).map((line) => (line.split("	")[1] ?? "").split(":").at(-1) ?? "").map((ref) => ref.replace(/^refs\/(tags|heads)\//, "")) };
}

// src/host/open-host.ts
async function openCodeHost(settings, options) {
  if (settings.provider === "github") {
    let { createGitHubHost } = await import("./github-host-HKFNR3KM.js");
    return createGitHubHost(settings, { userAgent: `releaser/${VERSION}`, ...options });
  }
}

// src/core/loopback.ts
function isLoopbackAddress(url) {
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(url.hostname) || url.hostname === "[::1]";
}
function isSafeForToken(url) {
  return url.protocol === "https:" || url.protocol === "http:" && isLoopbackAddress(url);
}

// src/host/remote-url.ts
function parseRemoteUrl(url) {
  let text = url.trim(), scheme, host, path, scp = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/\/)(.+)$/.exec(text);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    let parsed;
    try {
      parsed = new URL(text);
    } catch {
      return;
    }
    scheme = parsed.protocol.replace(/:$/, "").toLowerCase(), host = parsed.hostname, path = decodeURIComponent(parsed.pathname);
  } else if (scp !== null)
    scheme = "ssh", host = scp[1], path = scp[2];
  else
    return;
  let parts = path.replace(/\/+$/, "").replace(/\.git$/, "").split("/").filter((p) => p !== "");
  if (parts.length < 2 || host === "") return;
  let owner = parts[parts.length - 2], repo = parts[parts.length - 1];
  if (!(!/^[A-Za-z0-9_.-]+$/.test(owner) || !/^[A-Za-z0-9_.-]+$/.test(repo)))
    return { scheme, host, owner, repo };
}
function parseRepositoryName(text) {
  let match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?$/.exec(text.trim());
  return match ? { owner: match[1], repo: match[2] } : void 0;
}

// src/host/settings.ts
var PUBLIC_API = "https://api.github.com";
function resolveHostSettings(config, env, originUrl) {
  let target = resolveHostTarget(config, env, originUrl), found = findHostToken(config, env);
  if (found === void 0)
    throw new ConfigError(
      `no token for the code host: set ${config.host.token_env}${config.host.token_env === "GH_TOKEN" ? "" : " or GH_TOKEN"} (host.token_env names the variable); in GitHub Actions pass GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }} in env and give the workflow "permissions: contents: write, pull-requests: write"`
    );
  return { ...target, token: found.token, tokenVariable: found.variable };
}
function resolveHostTarget(config, env, originUrl) {
  let host = config.host, repository;
  if (host.repository !== "") {
    if (repository = parseRepositoryName(host.repository), repository === void 0)
      throw new ConfigError(
        `host.repository = "${host.repository}" is not of the form "owner/repo"; fix it or remove it to use the origin remote`
      );
  } else {
    if (originUrl === void 0)
      throw new ConfigError(
        'cannot tell which repository to release: there is no "origin" remote; add one (git remote add origin URL) or set host.repository = "owner/repo" in [tool.releaser]'
      );
    if (repository = parseRemoteUrl(originUrl), repository === void 0)
      throw new ConfigError(
        'cannot tell which repository to release from the "origin" remote URL; set host.repository = "owner/repo" in [tool.releaser]'
      );
  }
  let apiUrl = resolveApiUrl(config, env);
  if (!/^https?:\/\/[^/\s]/.test(apiUrl) || !URL.canParse(apiUrl))
    throw new ConfigError(
      `host.api_url = "${host.api_url}" is not an http(s) URL (e.g. https://HOST/api/v3)`
    );
  if (hasUserInfo(apiUrl))
    throw new ConfigError(
      `host.api_url carries a user name or password; remove them from the URL and give the token in ${host.token_env} (host.token_env)`
    );
  if (!isSafeForToken(new URL(apiUrl)))
    throw new ConfigError(
      `${apiUrlSource(config, env)} = "${apiUrl}" is plain http, which would send the code host's token unencrypted; use https (plain http is allowed only to a loopback address such as 127.0.0.1 or [::1], not to a name, not even localhost)`
    );
  return {
    provider: host.provider,
    apiUrl,
    repository: { owner: repository.owner, repo: repository.repo },
    maxRateLimitWait: host.max_rate_limit_wait,
    retryBaseMs: milliseconds("RELEASER_RETRY_DELAY_MS", env.RELEASER_RETRY_DELAY_MS, 1e3, 0, 6e4),
    requestTimeoutMs: milliseconds(
      "RELEASER_HTTP_TIMEOUT_MS",
      env.RELEASER_HTTP_TIMEOUT_MS,
      3e4,
      100,
      6e5
    ),
    rateLimitSecondMs: milliseconds(
      "RELEASER_RATE_LIMIT_SECOND_MS",
      env.RELEASER_RATE_LIMIT_SECOND_MS,
      1e3,
      0,
      1e3
    )
  };
}
function apiUrlSource(config, env) {
  return config.host.api_url === PUBLIC_API && env.GITHUB_API_URL ? "GITHUB_API_URL" : "host.api_url";
}
function hostTokenNeed(config) {
  let variable = config.host.token_env;
  return variable === "GH_TOKEN" ? variable : `${variable} (or GH_TOKEN)`;
}
function milliseconds(name, value, fallback, min, max) {
  if (value === void 0 || value.trim() === "") return fallback;
  let ms = Number(value);
  if (!Number.isInteger(ms) || ms < min || ms > max)
    throw new ConfigError(
      `${name}="${value}" is not a whole number of milliseconds from ${min} to ${max}; unset it (default ${fallback})`
    );
  return ms;
}
function resolveApiUrl(config, env) {
  let fromActions = env.GITHUB_API_URL;
  return (config.host.api_url === PUBLIC_API && fromActions ? fromActions : config.host.api_url).replace(/\/+$/, "");
}
function findHostToken(config, env) {
  for (let variable of [config.host.token_env, "GH_TOKEN"]) {
    let token = env[variable]?.trim();
    if (token) return { token, variable };
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
  if (options.dryRun && findHostToken(config, env) === void 0)
    return resolveHostTarget(config, env, originUrl), { kind: "no-token", needs: hostTokenNeed(config) };
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
    { cwd, env, allowedCodes: [128] }
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
    refused ? `the remote "${remote}" refused the credentials (${reason}); give a token that may read and push the repository (host.token_env, GITHUB_TOKEN or GH_TOKEN)` : `could not read the remote "${remote}" (${reason}); check the network, the remote URL and that the token may read the repository`
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
function offReleaseBranch(command, branch, current) {
  let { name } = branch;
  return new GitError(
    `${command} runs on the release branch "${name}" (${branch.from}), but HEAD is ${current === void 0 ? "detached" : `on "${current}"`}; check out ${name}${branch.configured ? "" : ", or set release_branch to the branch releases are made from"} (in GitHub Actions, run it on push to ${name})`
  );
}
function told(branch, how) {
  return traceCall(`release branch ${branch.name}: ${branch.from} (${how})`), branch;
}

// src/flows/shared/remote-auth.ts
async function remoteGitEnv(root, config, env) {
  let url = await readRemoteUrl(root, "origin", env), token = findHostToken(config, env)?.token;
  return url === void 0 || token === void 0 ? env : { ...env, ...tokenForRemote(url, token, config, env, () => {
  }) };
}
function tokenForRemote(remoteUrl, token, config, env, warn) {
  let remote, api;
  try {
    remote = new URL(remoteUrl), api = new URL(resolveApiUrl(config, env));
  } catch {
    return {};
  }
  if (remote.protocol !== "https:" && remote.protocol !== "http:") return {};
  let loopback = isLoopbackAddress(remote), apiHost = api.hostname === "api.github.com" ? "github.com" : api.hostname;
  return remote.hostname !== apiHost || remote.protocol === "http:" && !loopback ? (warn(
    `the token is not sent to origin (${remote.protocol}//${remote.host}): it is not the code host's own address over https (${apiHost}); git uses its own credentials for it`
  ), {}) : gitAuthEnv(remoteUrl, token, env);
}

// src/git/identity.ts
var ACTIONS_BOT = {
  name: "github-actions[bot]",
  email: "41898282+github-actions[bot]@users.noreply.github.com"
};
async function withActionsIdentity(cwd, env) {
  return env.GITHUB_ACTIONS !== "true" || (await runGit(["-c", "user.useConfigOnly=true", "var", "GIT_AUTHOR_IDENT"], {
    cwd,
    env,
    allowedCodes: [128]
  })).code === 0 ? env : {
    ...env,
    GIT_AUTHOR_NAME: ACTIONS_BOT.name,
    GIT_AUTHOR_EMAIL: ACTIONS_BOT.email,
    GIT_COMMITTER_NAME: ACTIONS_BOT.name,
    GIT_COMMITTER_EMAIL: ACTIONS_BOT.email
  };
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
  readRemoteUrl,
  fetchRemoteBranch,
  forcePushBranch,
  readRemoteRefs,
  readRemoteBranchAndTags,
  pushReleaseRefs,
  isSafeForToken,
  findHostToken,
  openHostAccess,
  requireHost,
  readRemoteHeadAndTags,
  FALLBACK_BRANCH,
  knownReleaseBranch,
  askedReleaseBranch,
  offReleaseBranch,
  remoteGitEnv,
  tokenForRemote,
  withActionsIdentity,
  checkTaggerIdentity
};
