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
}

/** The code host and repository a token would be used for: the settings without the token. */
export interface HostTarget {
  provider: "github";
  /** The REST API base (`https://api.github.com`, or `https://HOST/api/v3` for Enterprise). */
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
  const found = findHostToken(config, env);
  if (found === undefined) {
    throw new ConfigError(
      `no token for the code host: set ${config.host.token_env}${config.host.token_env === "GH_TOKEN" ? "" : " or GH_TOKEN"} (host.token_env names the variable); in GitHub Actions pass GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }} in env and give the workflow "permissions: contents: write, pull-requests: write"`,
    );
  }
  return { ...target, token: found.token, tokenVariable: found.variable };
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
  let repository: RepositoryId | undefined;
  if (host.repository !== "") {
    repository = parseRepositoryName(host.repository);
    if (repository === undefined) {
      throw new ConfigError(
        `host.repository = "${host.repository}" is not of the form "owner/repo"; fix it or remove it to use the origin remote`,
      );
    }
  } else if (originUrl === undefined) {
    throw new ConfigError(
      'cannot tell which repository to release: there is no "origin" remote; add one (git remote add origin URL) or set host.repository = "owner/repo" in [tool.releaser]',
    );
  } else {
    repository = parseRemoteUrl(originUrl);
    if (repository === undefined) {
      throw new ConfigError(
        'cannot tell which repository to release from the "origin" remote URL; set host.repository = "owner/repo" in [tool.releaser]',
      );
    }
  }
  const apiUrl = resolveApiUrl(config, env);
  if (!/^https?:\/\/[^/\s]/.test(apiUrl) || !URL.canParse(apiUrl)) {
    throw new ConfigError(
      `host.api_url = "${host.api_url}" is not an http(s) URL (e.g. https://HOST/api/v3)`,
    );
  }
  if (hasUserInfo(apiUrl)) {
    // Said without the URL: the password in it is a secret.
    throw new ConfigError(
      `host.api_url carries a user name or password; remove them from the URL and give the token in ${host.token_env} (host.token_env)`,
    );
  }
  if (!isSafeForToken(new URL(apiUrl))) {
    throw new ConfigError(
      `${apiUrlSource(config, env)} = "${apiUrl}" is plain http, which would send the code host's token unencrypted; use https (plain http is allowed only to a loopback address such as 127.0.0.1 or [::1], not to a name, not even localhost)`,
    );
  }
  return {
    provider: host.provider,
    apiUrl,
    repository: { owner: repository.owner, repo: repository.repo },
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

/** Where the API URL came from, for messages: GITHUB_API_URL when Actions gave it. */
function apiUrlSource(config: Config, env: NodeJS.ProcessEnv): string {
  return config.host.api_url === PUBLIC_API && env.GITHUB_API_URL ? "GITHUB_API_URL" : "host.api_url";
}

/** The variables the code host's token is read from, for messages: "GITHUB_TOKEN (or GH_TOKEN)". */
export function hostTokenNeed(config: Config): string {
  const variable = config.host.token_env;
  return variable === "GH_TOKEN" ? variable : `${variable} (or GH_TOKEN)`;
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

/** `host.api_url`, or in GitHub Actions on an Enterprise server GITHUB_API_URL when left at its default. */
export function resolveApiUrl(config: Config, env: NodeJS.ProcessEnv): string {
  const fromActions = env.GITHUB_API_URL;
  const apiUrl = config.host.api_url === PUBLIC_API && fromActions ? fromActions : config.host.api_url;
  return apiUrl.replace(/\/+$/, "");
}

/** The code host's token: `host.token_env`, then GH_TOKEN (trimmed; blank counts as unset). */
export function findHostToken(
  config: Config,
  env: NodeJS.ProcessEnv,
): { token: string; variable: string } | undefined {
  for (const variable of [config.host.token_env, "GH_TOKEN"]) {
    const token = env[variable]?.trim();
    if (token) return { token, variable };
  }
  return undefined;
}
