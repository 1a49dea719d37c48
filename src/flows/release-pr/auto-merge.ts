import { hostName } from "../../host/host-name.ts";
import type { CodeHost, MergeMethod, PullRequest } from "../../host/port.ts";

/**
 * Turns on the host's auto-merge for the release pull request (DESIGN 5). A refusal about the
 * repository (auto-merge not allowed) or the pull request is one warning, naming the setting when
 * that is the reason; the pull request stands. Returns the method when auto-merge is on.
 */
export async function turnOnAutoMerge(
  host: CodeHost,
  pr: PullRequest,
  method: MergeMethod,
  warn: (message: string) => void,
): Promise<MergeMethod | undefined> {
  const name = pr.label ?? `pull request #${pr.number}`;
  if (host.enableAutoMerge === undefined) {
    warn(
      `pr.auto_merge = "${method}": ${host.provider} has no auto-merge releaser can turn on; ${name} is left to merge by hand`,
    );
    return undefined;
  }
  const answer = await host.enableAutoMerge(pr, method);
  if (answer.kind === "enabled") return method;
  if (answer.fix !== undefined) {
    warn(
      `auto-merge was not turned on for ${name}: ${hostName(host.provider)} refused it (${answer.reason}); ${answer.fix}, or set pr.auto_merge = ""`,
    );
    return undefined;
  }
  warn(
    /not allowed/i.test(answer.reason)
      ? `auto-merge was not turned on for ${name}: the repository does not allow it (${answer.reason}); turn on "Allow auto-merge" in the repository's Settings > General > Pull Requests, or set pr.auto_merge = ""`
      : `auto-merge was not turned on for ${name}: ${answer.reason}`,
  );
  return undefined;
}
