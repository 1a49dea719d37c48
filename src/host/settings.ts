import type { Config } from "../config/schema.ts";
import { ConfigError } from "../core/errors.ts";
import { isSafeForToken } from "../core/loopback.ts";
import { hasUserInfo } from "../core/url-credentials.ts";
import type { RepositoryId } from "./port.ts";
import { parseRemoteUrl, parseRepositoryName } from "./remote-url.ts";

/** What a code-host client needs, resolved from configuration, the environment and `origin`. */
export interface HostSettings extends HostTarget {
  token: string;
  /** The variable the token came from, for messages (never the value). */
  tokenVariable: string;
  /**
   * How the host takes it: `private` (a GitHub token; a GitLab project, group or personal access
   * token, sent as PRIVATE-TOKEN) or `job` (GitLab CI's CI_JOB_TOKEN, sent as JOB-TOKEN).
   */
  tokenKind: TokenKind;
}

/** The kinds of code host releaser speaks to (DESIGN 3, 9). */
export type Provider = "github" | "gitlab";
export type TokenKind = "private" | "job";

/** The code host and repository a token would be used for: the settings without the token. */
export interface HostTarget {
  provider: Provider;
  /**
   * The REST API base (`https://api.github.com`, `https://HOST/api/v3` for GitHub Enterprise,
   * `https://gitlab.com/api/v4` or `https://HOST/api/v4` for GitLab).
   */
  apiUrl: string;
  repository: RepositoryId;
  /** Seconds to wait out a rate limit before giving up. */
  maxRateLimitWait: number;
  /**
   * The base of the retry backoff for 5xx answers, resets and time-outs, in milliseconds (retry n
   * waits n² times it): 1000, or RELEASER_RETRY_DELAY_MS (the tests set it low).
   */
  retryBaseMs: number;
  /**
   * How long one HTTP request may take before it is abandoned and retried like a 5xx: 30 s, or
   * RELEASER_HTTP_TIMEOUT_MS (the fault-injection tests set it low to make time-outs quick).
   */
  requestTimeoutMs: number;
  /**
   * How many milliseconds one second of a rate-limit wait lasts: 1000, or
   * RELEASER_RATE_LIMIT_SECOND_MS (the tests make GitHub's one-minute waits take milliseconds).
   */
  rateLimitSecondMs: number;
}

const PUBLIC_API = "https://api.github.com";
const GITLAB_COM = "gitlab.com";

/**
 * Resolves the host settings (DESIGN 3 `[tool.releaser.host]`): the repository from
 * `host.repository` or the `origin` URL; the API from `host.api_url` (in GitHub Actions on an
 * Enterprise server, GITHUB_API_URL when api_url is left at its default); the token from
 * `host.token_env`, then GH_TOKEN.
 */
export function resolveHostSettings(
  config: Config,
  env: NodeJS.ProcessEnv,
  originUrl: string | undefined,
): HostSettings {
  const target = resolveHostTarget(config, env, originUrl);
  const found = findHostToken(config, env, originUrl);
  if (found === undefined) {
    if (target.provider === "gitlab") {
      throw new ConfigError(
        `no token for GitLab: set ${privateTokenNeed(config)} to a project or personal access token with the api scope (host.token_env names the variable); in GitLab CI, CI_JOB_TOKEN is used for releases and the package registry, and release-pr's merge requests need GITLAB_TOKEN as a masked CI/CD variable`,
      );
    }
    throw new ConfigError(
      `no token for the code host: set ${config.host.token_env}${config.host.token_env === "GH_TOKEN" ? "" : " or GH_TOKEN"} (host.token_env names the variable); in GitHub Actions pass GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }} in env and give the workflow "permissions: contents: write, pull-requests: write"`,
    );
  }
  return { ...target, token: found.token, tokenVariable: found.variable, tokenKind: found.kind };
}

/**
 * The settings without the token: which repository on which API (a dry run without a token still
 * checks them, so a wrong `host.repository` is found before a real run).
 */
export function resolveHostTarget(
  config: Config,
  env: NodeJS.ProcessEnv,
  originUrl: string | undefined,
): HostTarget {
  const host = config.host;
  const provider = resolveProvider(config, env, originUrl);
  const repository = resolveRepository(config, env, originUrl, provider);
  const apiUrl = resolveApiUrl(config, env, originUrl);
  const example = provider === "gitlab" ? "https://HOST/api/v4" : "https://HOST/api/v3";
  if (!/^https?:\/\/[^/\s]/.test(apiUrl) || !URL.canParse(apiUrl)) {
    throw new ConfigError(
      `${apiUrlSource(config, env, provider)} = "${apiUrl}" is not an http(s) URL (e.g. ${example})`,
    );
  }
  if (hasUserInfo(apiUrl)) {
    // Said without the URL: the password in it is a secret.
    throw new ConfigError(
      `${apiUrlSource(config, env, provider)} carries a user name or password; remove them from the URL and give the token in ${tokenVariables(config, provider)[0]?.variable} (host.token_env names the variable)`,
    );
  }
  if (!isSafeForToken(new URL(apiUrl))) {
    throw new ConfigError(
      `${apiUrlSource(config, env, provider)} = "${apiUrl}" is plain http, which would send the code host's token unencrypted; use https (plain http is allowed only to a loopback address such as 127.0.0.1 or [::1], not to a name, not even localhost)`,
    );
  }
  return {
    provider,
    apiUrl,
    repository,
    maxRateLimitWait: host.max_rate_limit_wait,
    retryBaseMs: milliseconds("RELEASER_RETRY_DELAY_MS", env.RELEASER_RETRY_DELAY_MS, 1000, 0, 60_000),
    requestTimeoutMs: milliseconds(
      "RELEASER_HTTP_TIMEOUT_MS",
      env.RELEASER_HTTP_TIMEOUT_MS,
      30_000,
      100,
      600_000,
    ),
    rateLimitSecondMs: milliseconds(
      "RELEASER_RATE_LIMIT_SECOND_MS",
      env.RELEASER_RATE_LIMIT_SECOND_MS,
      1000,
      0,
      1000,
    ),
  };
}

/**
 * The kind of code host (DESIGN 3, 9): `host.provider` when set; otherwise GitLab when origin is on
 * gitlab.com, on the host of GitLab CI's `CI_SERVER_URL`, or `host.api_url` ends in `/api/v4`;
 * otherwise GitHub.
 */
export function resolveProvider(
  config: Config,
  env: NodeJS.ProcessEnv,
  originUrl: string | undefined,
): Provider {
  const chosen = config.host.provider;
  if (chosen !== "auto") return chosen;
  if (/\/api\/v4\/*$/.test(config.host.api_url)) return "gitlab";
  const origin = originUrl === undefined ? undefined : parseRemoteUrl(originUrl);
  if (origin === undefined) return "github";
  const host = origin.host.toLowerCase();
  if (isGitLabCom(host)) return "gitlab";
  const server = env.CI_SERVER_URL?.trim();
  if (server && URL.canParse(server) && new URL(server).hostname.toLowerCase() === host) return "gitlab";
  return "github";
}

const isGitLabCom = (host: string) => {
  const name = host.toLowerCase();
  return name === GITLAB_COM || name.endsWith(`.${GITLAB_COM}`);
};

/** `host.repository`, else GitLab CI's `CI_PROJECT_PATH` (GitLab only), else origin's path. */
function resolveRepository(
  config: Config,
  env: NodeJS.ProcessEnv,
  originUrl: string | undefined,
  provider: Provider,
): RepositoryId {
  const host = config.host;
  const nested = provider === "gitlab";
  const shape = nested ? '"group/project" (subgroups allowed: "group/sub/project")' : '"owner/repo"';
  if (host.repository !== "") {
    const named = parseRepositoryName(host.repository, nested);
    if (named === undefined) {
      throw new ConfigError(
        `host.repository = "${host.repository}" is not of the form ${shape}; fix it or remove it to use the origin remote`,
      );
    }
    return named;
  }
  const fromCi = nested ? env.CI_PROJECT_PATH?.trim() : undefined;
  if (fromCi) {
    const named = parseRepositoryName(fromCi, true);
    if (named === undefined) {
      throw new ConfigError(
        `CI_PROJECT_PATH = "${fromCi}" is not a GitLab project path; set host.repository = "group/project" in [tool.releaser]`,
      );
    }
    return named;
  }
  if (originUrl === undefined) {
    throw new ConfigError(
      `cannot tell which repository to release: there is no "origin" remote; add one (git remote add origin URL) or set host.repository = ${shape} in [tool.releaser]`,
    );
  }
  const parsed = parseRemoteUrl(originUrl, nested);
  if (parsed !== undefined && !nested && isGitLabCom(parsed.host)) {
    // host.provider = "github" with origin on gitlab.com: origin's path names no GitHub repository.
    throw new ConfigError(
      `origin is on ${parsed.host} but host.provider = "github"; set host.provider = "gitlab" (or remove it), or name the GitHub repository in host.repository = "owner/repo"`,
    );
  }
  if (parsed === undefined) {
    throw new ConfigError(
      `cannot tell which repository to release from the "origin" remote URL; set host.repository = ${shape} in [tool.releaser]`,
    );
  }
  return { owner: parsed.owner, repo: parsed.repo };
}

/** Where the API URL came from, for messages: the CI's variable when it gave it. */
function apiUrlSource(config: Config, env: NodeJS.ProcessEnv, provider: Provider): string {
  if (config.host.api_url !== PUBLIC_API) return "host.api_url";
  if (provider === "gitlab") return env.CI_API_V4_URL?.trim() ? "CI_API_V4_URL" : "host.api_url";
  return env.GITHUB_API_URL ? "GITHUB_API_URL" : "host.api_url";
}

/** The variables the code host's token is read from, in order. */
function tokenVariables(config: Config, provider: Provider): Array<{ variable: string; kind: TokenKind }> {
  const named = config.host.token_env;
  if (provider === "github") {
    return [...new Set([named, "GH_TOKEN"])].map((variable) => ({ variable, kind: "private" as const }));
  }
  // GitLab: the variable host.token_env names unless it is left at GitHub's default.
  const first = named === "GITHUB_TOKEN" ? [] : [named];
  return [...new Set([...first, "GITLAB_TOKEN", "GL_TOKEN", "CI_JOB_TOKEN"])].map((variable) => ({
    variable,
    kind: variable === "CI_JOB_TOKEN" ? ("job" as const) : ("private" as const),
  }));
}

/**
 * The variables the code host's token is read from, for messages: "GITHUB_TOKEN (or GH_TOKEN)",
 * "GITLAB_TOKEN (or GL_TOKEN, CI_JOB_TOKEN)".
 */
export function hostTokenNeed(config: Config, provider: Provider = "github"): string {
  const [first, ...rest] = tokenVariables(config, provider).map((t) => t.variable);
  return rest.length === 0 ? (first as string) : `${first} (or ${rest.join(", ")})`;
}

/** GitLab's access-token variables, for the no-token message (CI_JOB_TOKEN is GitLab CI's to set). */
function privateTokenNeed(config: Config): string {
  const [first, ...rest] = tokenVariables(config, "gitlab")
    .filter((t) => t.kind === "private")
    .map((t) => t.variable);
  return rest.length === 0 ? (first as string) : `${first} (or ${rest.join(", ")})`;
}

/** A duration in milliseconds from the environment, checked against its bounds. */
function milliseconds(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined || value.trim() === "") return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < min || ms > max) {
    throw new ConfigError(
      `${name}="${value}" is not a whole number of milliseconds from ${min} to ${max}; unset it (default ${fallback})`,
    );
  }
  return ms;
}

/**
 * The REST API base. GitHub: `host.api_url`, or in GitHub Actions on an Enterprise server
 * GITHUB_API_URL when left at its default. GitLab: `host.api_url` when set, else GitLab CI's
 * `CI_API_V4_URL`, else `https://<origin's host>/api/v4` (https://gitlab.com/api/v4 for gitlab.com).
 */
export function resolveApiUrl(config: Config, env: NodeJS.ProcessEnv, originUrl?: string): string {
  const configured = config.host.api_url;
  let apiUrl = configured;
  if (configured === PUBLIC_API) {
    if (resolveProvider(config, env, originUrl) === "gitlab") {
      const host = gitlabHost(originUrl);
      apiUrl = env.CI_API_V4_URL?.trim() || `${host.startsWith("http://") ? host : `https://${host}`}/api/v4`;
    } else if (env.GITHUB_API_URL) {
      apiUrl = env.GITHUB_API_URL;
    }
  }
  return apiUrl.replace(/\/+$/, "");
}

/**
 * The GitLab instance origin is on, as `host[:port]`: an https origin's port is kept (a
 * self-managed instance on :8443); an ssh origin's is the SSH port, so only its host name counts.
 */
function gitlabHost(originUrl: string | undefined): string {
  const origin = originUrl === undefined ? undefined : parseRemoteUrl(originUrl);
  if (origin === undefined || originUrl === undefined) return GITLAB_COM;
  if (origin.scheme === "https" || origin.scheme === "http") {
    const url = new URL(originUrl.trim());
    // Plain http stays http (refused later unless it is a loopback address).
    return origin.scheme === "http" ? `http://${url.host}` : url.host;
  }
  return origin.host;
}

/**
 * The code host's token (trimmed; blank counts as unset). GitHub: `host.token_env`, then GH_TOKEN.
 * GitLab: `host.token_env` when set, then GITLAB_TOKEN, GL_TOKEN, then CI_JOB_TOKEN (a job token).
 */
export function findHostToken(
  config: Config,
  env: NodeJS.ProcessEnv,
  originUrl?: string,
): { token: string; variable: string; kind: TokenKind } | undefined {
  for (const { variable, kind } of tokenVariables(config, resolveProvider(config, env, originUrl))) {
    const token = env[variable]?.trim();
    if (token) return { token, variable, kind };
  }
  return undefined;
}
