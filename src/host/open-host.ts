import { VERSION } from "../runtime/version.ts";
import type { CodeHost } from "./port.ts";
import type { HostSettings } from "./settings.ts";

export interface OpenHostOptions {
  /** Told when a rate limit is waited out. */
  onWait: (seconds: number, reason: string) => void;
  now?: () => Date;
  fetch?: typeof fetch;
}

/**
 * The one factory of code-host clients. Each provider's implementation (and its HTTP client) is
 * loaded here on demand, so the commands that never talk to a host do not pay for it.
 */
export async function openCodeHost(settings: HostSettings, options: OpenHostOptions): Promise<CodeHost> {
  switch (settings.provider) {
    case "github": {
      const { createGitHubHost } = await import("./github/github-host.ts");
      return createGitHubHost(settings, { userAgent: `releaser/${VERSION}`, ...options });
    }
    case "gitlab": {
      const { createGitLabHost } = await import("./gitlab/gitlab-host.ts");
      return createGitLabHost(settings, { userAgent: `releaser/${VERSION}`, ...options });
    }
  }
}
