import type { Config } from "../../config/schema.ts";
import { isLoopbackAddress } from "../../core/loopback.ts";
import { gitAuthEnv, readRemoteUrl } from "../../git/remote.ts";
import { findHostToken, resolveApiUrl, resolveProvider } from "../../host/settings.ts";

/** The environment in which git reaches `origin` with the token (unchanged without one). */
export async function remoteGitEnv(
  root: string,
  config: Config,
  env: NodeJS.ProcessEnv,
): Promise<NodeJS.ProcessEnv> {
  const url = await readRemoteUrl(root, "origin", env);
  const token = findHostToken(config, env, url)?.token;
  if (url === undefined || token === undefined) return env;
  return { ...env, ...tokenForRemote(url, token, config, env, () => {}) };
}

/**
 * The user name git sends with the token, as each host takes it: GitHub's `x-access-token`;
 * GitLab's `oauth2` for an access token, `gitlab-ci-token` for CI_JOB_TOKEN (which may push only
 * where the project allows it).
 */
function tokenUser(remoteUrl: string, config: Config, env: NodeJS.ProcessEnv): string {
  if (resolveProvider(config, env, remoteUrl) !== "gitlab") return "x-access-token";
  return findHostToken(config, env, remoteUrl)?.kind === "job" ? "gitlab-ci-token" : "oauth2";
}

/**
 * The code host's token goes to `origin` only when origin is that code host: the API's host
 * (github.com for api.github.com, the same host for Enterprise), over https, or plain http on a
 * loopback address. Anything else gets no token (a warning says why), so a repository whose
 * origin points elsewhere cannot collect it.
 */
export function tokenForRemote(
  remoteUrl: string,
  token: string,
  config: Config,
  env: NodeJS.ProcessEnv,
  warn: (message: string) => void,
): NodeJS.ProcessEnv {
  let remote: URL;
  let api: URL;
  try {
    remote = new URL(remoteUrl);
    api = new URL(resolveApiUrl(config, env, remoteUrl));
  } catch {
    return {};
  }
  if (remote.protocol !== "https:" && remote.protocol !== "http:") return {};
  // Plain http only to a loopback address (not a name a resolver may send elsewhere).
  const loopback = isLoopbackAddress(remote);
  const apiHost = api.hostname === "api.github.com" ? "github.com" : api.hostname;
  if (remote.hostname !== apiHost || (remote.protocol === "http:" && !loopback)) {
    warn(
      `the token is not sent to origin (${remote.protocol}//${remote.host}): it is not the code host's own address over https (${apiHost}); git uses its own credentials for it`,
    );
    return {};
  }
  return gitAuthEnv(remoteUrl, token, env, tokenUser(remoteUrl, config, env));
}
