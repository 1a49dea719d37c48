import { openCodeHost } from "../host/open-host.ts";
import type { CodeHost } from "../host/port.ts";
import type { HostSettings } from "../host/settings.ts";
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
