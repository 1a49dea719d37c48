#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  gitDirsOf,
  repositoryFromFiles
} from "./chunk-KHGI7K5P.js";
import {
  runGit
} from "./chunk-JCLYMUD7.js";
import {
  hasUserInfo
} from "./chunk-V7J7FPVE.js";
import {
  ConfigError,
  GitError,
  PushError
} from "./chunk-DSG6HE4L.js";

// src/git/repository.ts
import { stat } from "node:fs/promises";
async function openRepository(cwd, env) {
  if (!await stat(cwd).then(
    (s) => s.isDirectory(),
    () => !1
  )) throw new GitError(`no such directory: ${cwd}; check the path given with -C`);
  let fromFiles = await repositoryFromFiles(cwd, env ?? process.env);
  if (fromFiles !== void 0) return fromFiles;
  let result = await runGit(
    [
      "rev-parse",
      "--show-toplevel",
      "--absolute-git-dir",
      "--is-shallow-repository",
      "--verify",
      "-q",
      "HEAD^{commit}"
    ],
    { cwd, env, allowedCodes: [1, 128] }
  ).catch((error) => {
    throw error instanceof GitError && /not a git repository|No such file/i.test(error.details.join(`
`)) ? notARepository(cwd) : error;
  });
  if (result.code === 128 && /not a git repository/i.test(result.stderr)) throw notARepository(cwd);
  if (result.code === 128 && /must be run in a work tree/i.test(result.stderr))
    throw new GitError(
      `${cwd} is a bare git repository (no working tree, so no files to read or release); run releaser in a clone with a working tree (git clone ${cwd} <dir>)`
    );
  if (/safe\.directory|dubious ownership/.test(result.stderr))
    throw new GitError(
      `git refuses to read ${cwd}: the directory is owned by another user; run \`git config --global --add safe.directory ${cwd}\``
    );
  let [root, gitDir, shallow, head] = result.stdout.split(`
`);
  if (!root || !gitDir) throw notARepository(cwd);
  if (result.code !== 0 || !head) throw await noCommitOnHead(root, env);
  return { root, gitDir, shallow: shallow === "true", head };
}
async function noCommitOnHead(root, env) {
  let answer = (args) => runGit(args, { cwd: root, env, allowedCodes: [1, 128] }).then(
    (r) => r.code === 0 ? r.stdout.split(`
`).filter((line) => line !== "") : [],
    () => []
  ), [branches, [current]] = await Promise.all([
    answer(["for-each-ref", "--count=3", "--format=%(refname:short)", "refs/heads"]),
    answer(["symbolic-ref", "-q", "--short", "HEAD"])
  ]), other = branches.find((branch) => branch !== current);
  return current === void 0 || other === void 0 ? new GitError(
    `the repository at ${root} has no commits yet; make a first commit, then run releaser again`
  ) : new GitError(
    `HEAD is on branch ${current}, which has no commits yet (other branches do: ${branches.filter((b) => b !== current).join(", ")}); switch to the branch to release (git switch ${other}), or commit on ${current} first`
  );
}
function notARepository(cwd) {
  return new GitError(
    `not a git repository: ${cwd}; run releaser inside your project's git checkout, or point at it with -C <dir>`
  );
}

// src/git/remote-url.ts
import { readFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
async function readRemoteUrlFromConfig(cwd, name, env) {
  if (env.GIT_DIR || env.GIT_CONFIG_COUNT || env.GIT_CONFIG_PARAMETERS || env.GIT_CONFIG) return;
  let dirs = await gitDirsOf(cwd, env);
  if (dirs === void 0) return;
  let own = await readFile(join(dirs.common, "config"), "utf8").catch(() => {
  });
  if (!(own === void 0 || mayRewrite(own))) {
    for (let file of globalConfigFiles(env)) {
      let text = await readFile(file, "utf8").catch(() => "");
      if (mayRewrite(text)) return;
    }
    return remoteUrlIn(own, name);
  }
}
function mayRewrite(text) {
  return /insteadof|^\s*\[\s*include/im.test(text);
}
function globalConfigFiles(env) {
  let home = env.HOME ?? homedir(), files = [env.GIT_CONFIG_GLOBAL ?? join(home, ".gitconfig")];
  return files.push(join(env.XDG_CONFIG_HOME || join(home, ".config"), "git", "config")), env.GIT_CONFIG_NOSYSTEM || files.push(env.GIT_CONFIG_SYSTEM ?? "/etc/gitconfig"), files;
}
function remoteUrlIn(text, name) {
  let inSection = !1;
  for (let raw of text.split(/\r?\n/)) {
    let line = raw.trim();
    if (line.startsWith("[")) {
      let section = /^\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]\s*([#;].*)?$/.exec(line);
      if (section === null) return;
      inSection = section[1]?.toLowerCase() === "remote" && (section[2] ?? "").replace(/\\(.)/g, "$1") === name;
      continue;
    }
    if (!inSection) continue;
    let entry = /^url\s*=\s*(.*)$/i.exec(line);
    if (entry !== null)
      return unquote(entry[1] ?? "");
  }
  return null;
}
function unquote(raw) {
  if (/\\/.test(raw)) return;
  let out = "", quoted = !1;
  for (let char of raw)
    if (char === '"') quoted = !quoted;
    else {
      if (!quoted && (char === "#" || char === ";")) break;
      out += char;
    }
  return out.trim();
}

// src/git/remote.ts
async function readRemoteUrl(cwd, name, env) {
  let fromConfig = await readRemoteUrlFromConfig(cwd, name, env ?? process.env);
  if (fromConfig !== void 0) return fromConfig ?? void 0;
  let result = await runGit(["remote", "get-url", name], { cwd, env, allowedCodes: [2, 128] });
  return result.code === 0 ? result.stdout.trim() : void 0;
}
function gitAuthEnv(remoteUrl, token, env, user = "x-access-token") {
  let origin;
  try {
    let url = new URL(remoteUrl);
    if (url.protocol !== "https:" && url.protocol !== "http:") return {};
    origin = `${url.protocol}//${url.host}/`;
  } catch {
    return {};
  }
  let count = Number(env.GIT_CONFIG_COUNT ?? "0") || 0, header = `AUTHORIZATION: basic ${Buffer.from(`${user}:${token}`).toString("base64")}`, key = `http.${origin}.extraheader`;
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
async function forcePushBranch(cwd, remote, commit, branch, expected, env, provider) {
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
  if (result.code !== 0) throw pushFailure(branch, remote, result, provider);
}
function pushFailure(branch, remote, result, provider) {
  let lines = `${result.stdout}
${result.stderr}`.split(`
`).map((l) => l.trim()), rejected = lines.find((l) => l.startsWith("!"))?.split("	").at(-1), fatal = lines.find((l) => /^(fatal|error|remote):/.test(l))?.replace(/^(fatal|error):\s*/, ""), said = lines.filter((l) => l.startsWith("remote:")).map((l) => l.slice(7).trim()).filter((l) => l !== "" && !/^-+$/.test(l)).slice(0, 2).join(" "), reason = `${rejected ?? fatal ?? `exit code ${result.code}`}${said ? `: ${said}` : ""}`;
  return /stale info/.test(reason) ? new PushError(
    `the push of ${branch} to ${remote} was refused because ${branch} changed on ${remote} while this run worked (${reason}); run again`,
    { details: lines.filter((l) => l !== "") }
  ) : new PushError(
    `the push of ${branch} to ${remote} was rejected (${reason}); ${provider === "gitlab" || GITLAB_SAYS.test(result.stderr) ? GITLAB_PUSH : `check the token's "contents: write" permission and branch protection`}, then run again`,
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
async function readRemoteTags(cwd, remote, env, timeoutMs) {
  let found = parseListing(
    await listRemote(cwd, remote, ["refs/tags/*"], env, timeoutMs),
    (ref) => ref.startsWith("refs/tags/")
  );
  return new Map([...found].map(([ref, commit]) => [ref.slice(10), commit]));
}
var REMOTE_LIST_TIMEOUT_MS = 12e4;
async function listRemote(cwd, remote, patterns, env, timeoutMs = REMOTE_LIST_TIMEOUT_MS) {
  let result = await runGit(["ls-remote", remote, ...patterns], {
    cwd,
    env,
    allowedCodes: [128],
    timeoutMs
  });
  if (result.code !== 0) {
    let reason = result.stderr.split(`
`).map((l) => l.trim()).find((l) => /^(fatal|error|remote):/.test(l))?.replace(/^(fatal|error):\s*/, "") ?? "exit code 128", refused = /Authentication failed|could not read Username|403|401/i.test(result.stderr);
    throw new GitError(
      refused ? refusedCredentials(remote, reason, result.stderr) : `could not read the remote "${remote}" (${reason}); check the network, the remote URL and that the token may read the repository`
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
async function pushReleaseRefs(cwd, remote, refs, env, provider) {
  let specs = [];
  if (refs.tag !== void 0 && specs.push(`refs/tags/${refs.tag}:refs/tags/${refs.tag}`), refs.branch && specs.push(`${refs.branch.commit}:refs/heads/${refs.branch.name}`), specs.length === 0) return { upToDate: [] };
  let result = await runGit(
    ["push", "--porcelain", ...specs.length > 1 ? ["--atomic"] : [], remote, ...specs],
    { cwd, env, allowedCodes: [1, 128] }
  );
  if (result.code !== 0) {
    let what = [refs.tag, refs.branch?.name].filter((x) => x !== void 0).join(" and ");
    throw pushFailure(what, remote, result, provider);
  }
  return { upToDate: result.stdout.split(`
`).filter((line) => line.startsWith("=	")).map((line) => (line.split("	")[1] ?? "").split(":").at(-1) ?? "").map((ref) => ref.replace(/^refs\/(tags|heads)\//, "")) };
}
var GITLAB_SAYS = /\bGitLab\b|HTTP Basic: Access denied/, GITLAB_PUSH = 'check that the token may push there on GitLab: the Developer role, Maintainer (or a role allowed under Settings \u2192 Repository \u2192 Protected branches or Protected tags) for a protected branch or tag; for CI_JOB_TOKEN, "Allow Git push requests to the repository" under Settings \u2192 CI/CD \u2192 Job token permissions, or give GITLAB_TOKEN';
function refusedCredentials(remote, reason, stderr) {
  let variables = GITLAB_SAYS.test(stderr) ? "host.token_env, GITLAB_TOKEN or GL_TOKEN, or CI_JOB_TOKEN in GitLab CI" : "host.token_env, GITHUB_TOKEN or GH_TOKEN";
  return `the remote "${remote}" refused the credentials (${reason}); give a token that may read and push the repository (${variables})`;
}

// src/core/loopback.ts
function isLoopbackAddress(url) {
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(url.hostname) || url.hostname === "[::1]";
}
function isSafeForToken(url) {
  return url.protocol === "https:" || url.protocol === "http:" && isLoopbackAddress(url);
}

// src/host/remote-url.ts
function parseRemoteUrl(url, nested = !1) {
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
  let owners = nested ? parts.slice(0, -1) : parts.slice(-2, -1), repo = parts[parts.length - 1];
  if (!(!owners.every((o) => SEGMENT.test(o)) || !SEGMENT.test(repo)))
    return { scheme, host, owner: owners.join("/"), repo };
}
var SEGMENT = /^[A-Za-z0-9_.-]+$/;
function parseRepositoryName(text, nested = !1) {
  let parts = text.trim().replace(/\.git$/, "").split("/");
  if (!(parts.length < 2 || !nested && parts.length > 2) && parts.every((p) => SEGMENT.test(p)))
    return { owner: parts.slice(0, -1).join("/"), repo: parts[parts.length - 1] };
}

// src/host/settings.ts
var PUBLIC_API = "https://api.github.com", GITLAB_COM = "gitlab.com";
function resolveHostSettings(config, env, originUrl) {
  let target = resolveHostTarget(config, env, originUrl), found = findHostToken(config, env, originUrl);
  if (found === void 0)
    throw target.provider === "gitlab" ? new ConfigError(
      `no token for GitLab: set ${privateTokenNeed(config)} to a project or personal access token with the api scope (host.token_env names the variable); in GitLab CI, CI_JOB_TOKEN is used for releases and the package registry, and release-pr's merge requests need GITLAB_TOKEN as a masked CI/CD variable`
    ) : new ConfigError(
      `no token for the code host: set ${config.host.token_env}${config.host.token_env === "GH_TOKEN" ? "" : " or GH_TOKEN"} (host.token_env names the variable); in GitHub Actions pass GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }} in env and give the workflow "permissions: contents: write, pull-requests: write"`
    );
  return { ...target, token: found.token, tokenVariable: found.variable, tokenKind: found.kind };
}
function resolveHostTarget(config, env, originUrl) {
  let host = config.host, provider = resolveProvider(config, env, originUrl), repository = resolveRepository(config, env, originUrl, provider), apiUrl = resolveApiUrl(config, env, originUrl), example = provider === "gitlab" ? "https://HOST/api/v4" : "https://HOST/api/v3";
  if (!/^https?:\/\/[^/\s]/.test(apiUrl) || !URL.canParse(apiUrl))
    throw new ConfigError(
      `${apiUrlSource(config, env, provider)} = "${apiUrl}" is not an http(s) URL (e.g. ${example})`
    );
  if (hasUserInfo(apiUrl))
    throw new ConfigError(
      `${apiUrlSource(config, env, provider)} carries a user name or password; remove them from the URL and give the token in ${tokenVariables(config, provider)[0]?.variable} (host.token_env names the variable)`
    );
  if (!isSafeForToken(new URL(apiUrl)))
    throw new ConfigError(
      `${apiUrlSource(config, env, provider)} = "${apiUrl}" is plain http, which would send the code host's token unencrypted; use https (plain http is allowed only to a loopback address such as 127.0.0.1 or [::1], not to a name, not even localhost)`
    );
  return {
    provider,
    apiUrl,
    repository,
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
function resolveProvider(config, env, originUrl) {
  let chosen = config.host.provider;
  if (chosen !== "auto") return chosen;
  if (/\/api\/v4\/*$/.test(config.host.api_url)) return "gitlab";
  let origin = originUrl === void 0 ? void 0 : parseRemoteUrl(originUrl);
  if (origin === void 0) return "github";
  let host = origin.host.toLowerCase();
  if (isGitLabCom(host)) return "gitlab";
  let server = env.CI_SERVER_URL?.trim();
  return server && URL.canParse(server) && new URL(server).hostname.toLowerCase() === host ? "gitlab" : "github";
}
var isGitLabCom = (host) => {
  let name = host.toLowerCase();
  return name === GITLAB_COM || name.endsWith(`.${GITLAB_COM}`);
};
function resolveRepository(config, env, originUrl, provider) {
  let host = config.host, nested = provider === "gitlab", shape = nested ? '"group/project" (subgroups allowed: "group/sub/project")' : '"owner/repo"';
  if (host.repository !== "") {
    let named = parseRepositoryName(host.repository, nested);
    if (named === void 0)
      throw new ConfigError(
        `host.repository = "${host.repository}" is not of the form ${shape}; fix it or remove it to use the origin remote`
      );
    return named;
  }
  let fromCi = nested ? env.CI_PROJECT_PATH?.trim() : void 0;
  if (fromCi) {
    let named = parseRepositoryName(fromCi, !0);
    if (named === void 0)
      throw new ConfigError(
        `CI_PROJECT_PATH = "${fromCi}" is not a GitLab project path; set host.repository = "group/project" in [tool.releaser]`
      );
    return named;
  }
  if (originUrl === void 0)
    throw new ConfigError(
      `cannot tell which repository to release: there is no "origin" remote; add one (git remote add origin URL) or set host.repository = ${shape} in [tool.releaser]`
    );
  let parsed = parseRemoteUrl(originUrl, nested);
  if (parsed !== void 0 && !nested && isGitLabCom(parsed.host))
    throw new ConfigError(
      `origin is on ${parsed.host} but host.provider = "github"; set host.provider = "gitlab" (or remove it), or name the GitHub repository in host.repository = "owner/repo"`
    );
  if (parsed === void 0)
    throw new ConfigError(
      `cannot tell which repository to release from the "origin" remote URL; set host.repository = ${shape} in [tool.releaser]`
    );
  return { owner: parsed.owner, repo: parsed.repo };
}
function apiUrlSource(config, env, provider) {
  return config.host.api_url !== PUBLIC_API ? "host.api_url" : provider === "gitlab" ? env.CI_API_V4_URL?.trim() ? "CI_API_V4_URL" : "host.api_url" : env.GITHUB_API_URL ? "GITHUB_API_URL" : "host.api_url";
}
function tokenVariables(config, provider) {
  let named = config.host.token_env;
  if (provider === "github")
    return [.../* @__PURE__ */ new Set([named, "GH_TOKEN"])].map((variable) => ({ variable, kind: "private" }));
  let first = named === "GITHUB_TOKEN" ? [] : [named];
  return [.../* @__PURE__ */ new Set([...first, "GITLAB_TOKEN", "GL_TOKEN", "CI_JOB_TOKEN"])].map((variable) => ({
    variable,
    kind: variable === "CI_JOB_TOKEN" ? "job" : "private"
  }));
}
function hostTokenNeed(config, provider = "github") {
  let [first, ...rest] = tokenVariables(config, provider).map((t) => t.variable);
  return rest.length === 0 ? first : `${first} (or ${rest.join(", ")})`;
}
function privateTokenNeed(config) {
  let [first, ...rest] = tokenVariables(config, "gitlab").filter((t) => t.kind === "private").map((t) => t.variable);
  return rest.length === 0 ? first : `${first} (or ${rest.join(", ")})`;
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
function resolveApiUrl(config, env, originUrl) {
  let configured = config.host.api_url, apiUrl = configured;
  if (configured === PUBLIC_API)
    if (resolveProvider(config, env, originUrl) === "gitlab") {
      let host = gitlabHost(originUrl);
      apiUrl = env.CI_API_V4_URL?.trim() || `${host.startsWith("http://") ? host : `https://${host}`}/api/v4`;
    } else env.GITHUB_API_URL && (apiUrl = env.GITHUB_API_URL);
  return apiUrl.replace(/\/+$/, "");
}
function gitlabHost(originUrl) {
  let origin = originUrl === void 0 ? void 0 : parseRemoteUrl(originUrl);
  if (origin === void 0 || originUrl === void 0) return GITLAB_COM;
  if (origin.scheme === "https" || origin.scheme === "http") {
    let url = new URL(originUrl.trim());
    return origin.scheme === "http" ? `http://${url.host}` : url.host;
  }
  return origin.host;
}
function findHostToken(config, env, originUrl) {
  for (let { variable, kind } of tokenVariables(config, resolveProvider(config, env, originUrl))) {
    let token = env[variable]?.trim();
    if (token) return { token, variable, kind };
  }
}

// src/fs/write-atomic.ts
import { open, rename, stat as stat2, unlink } from "node:fs/promises";
var written = 0;
function tempSuffix() {
  return written = (written + 1) % 256, ((Date.now() % 16777216 << 8 | written) >>> 0).toString(16).padStart(8, "0");
}
async function writeFileAtomic(path, text, beforeRename = () => {
}) {
  let mode = await stat2(path).then(
    (s) => s.mode & 4095,
    () => 438
  ), temp = "", handle;
  for (let attempt = 0; handle === void 0; attempt++)
    temp = `${path}.releaser-${process.pid}-${tempSuffix()}.tmp`, handle = await open(temp, "wx", mode).catch((error) => {
      if (error.code !== "EEXIST" || attempt >= 20) throw error;
    });
  try {
    try {
      await handle.writeFile(text, "utf8"), await handle.sync();
    } finally {
      await handle.close();
    }
    beforeRename(), await rename(temp, path);
  } catch (error) {
    throw await unlink(temp).catch(() => {
    }), error;
  }
}

export {
  openRepository,
  writeFileAtomic,
  readRemoteUrl,
  gitAuthEnv,
  fetchRemoteBranch,
  forcePushBranch,
  readRemoteRefs,
  readRemoteBranchAndTags,
  readRemoteTags,
  REMOTE_LIST_TIMEOUT_MS,
  pushReleaseRefs,
  refusedCredentials,
  isLoopbackAddress,
  isSafeForToken,
  parseRemoteUrl,
  resolveHostSettings,
  resolveHostTarget,
  resolveProvider,
  hostTokenNeed,
  resolveApiUrl,
  findHostToken
};
