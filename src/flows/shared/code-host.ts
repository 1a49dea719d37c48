import type { Config } from "../../config/schema.ts";
import { ConfigError } from "../../core/errors.ts";
import { openCodeHost } from "../../host/open-host.ts";
import type { CodeHost } from "../../host/port.ts";
import {
  findHostToken,
  type HostSettings,
  hostTokenNeed,
  resolveHostSettings,
  resolveHostTarget,
} from "../../host/settings.ts";
import type { FlowContext } from "./context.ts";

/**
 * The code host as the flows open it: its token masked in all output from here on, and a wait
 * for a rate limit told as a warning. `open` is the factory (tests may pass their own).
 */
export function openFlowHost(
  settings: HostSettings,
  context: FlowContext,
  open: typeof openCodeHost = openCodeHost,
): Promise<CodeHost> {
  context.addSecret?.(settings.token);
  return open(settings, {
    onWait: (seconds, reason) =>
      context.warn(`${reason} was reached; waiting ${seconds} s, then trying again`),
    now: context.now,
  });
}

/**
 * The code host a flow may talk to: open with a token, or (a dry run only) not asked at all. A dry
 * run without a token still shows its plan; the steps that would talk to the host say what they
 * would need (`needs`). No unauthenticated request is tried: GitHub hides draft releases (which
 * `release` makes first) and private repositories from anonymous readers, so an anonymous look
 * could report "absent" for what exists, and its 60 requests an hour are shared by everyone behind
 * the same address. A real run without a token fails here, before anything is changed.
 */
export type HostAccess =
  | { kind: "open"; host: CodeHost; settings: HostSettings }
  | { kind: "no-token"; needs: string };

export async function openHostAccess(
  config: Config,
  originUrl: string | undefined,
  context: FlowContext,
  options: { dryRun: boolean; open?: typeof openCodeHost | undefined; env?: NodeJS.ProcessEnv },
): Promise<HostAccess> {
  const env = options.env ?? context.env;
  if (options.dryRun && findHostToken(config, env, originUrl) === undefined) {
    // The repository and API settings are still checked: a wrong one is found by the dry run.
    const target = resolveHostTarget(config, env, originUrl);
    return { kind: "no-token", needs: hostTokenNeed(config, target.provider) };
  }
  const settings = resolveHostSettings(config, env, originUrl);
  return { kind: "open", settings, host: await openFlowHost(settings, context, options.open) };
}

/** The open host of a run past its dry-run return (a real run never gets "no-token"). */
export function requireHost(access: HostAccess): CodeHost {
  if (access.kind === "open") return access.host;
  throw new ConfigError(`no token for the code host: set ${access.needs}; only a dry run goes without one`);
}
