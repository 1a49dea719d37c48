import type { Config } from "../config/schema.ts";
import { gitAuthEnv, readRemoteUrl } from "../git/remote.ts";

/**
 * The token for git's talk with the `origin` remote (push, ls-remote, deepening a shallow clone):
 * from `host.token_env`, then GH_TOKEN. Without one, git uses whatever credentials it has.
 */
export function hostToken(config: Config, env: NodeJS.ProcessEnv): string | undefined {
  for (const name of [config.host.token_env, "GH_TOKEN"]) {
    const value = env[name]?.trim();
    if (value) return value;
  }
  return undefined;
}

/** The environment in which git reaches `origin` with the token (unchanged without one). */
export async function remoteGitEnv(
  root: string,
  config: Config,
  env: NodeJS.ProcessEnv,
): Promise<NodeJS.ProcessEnv> {
  const url = await readRemoteUrl(root, "origin", env);
  const token = hostToken(config, env);
  if (url === undefined || token === undefined) return env;
  return { ...env, ...gitAuthEnv(url, token, env) };
}
