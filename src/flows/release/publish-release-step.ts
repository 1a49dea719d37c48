import type { HostReleaseRequest } from "../../core/host-release.ts";
import type { HostAccess } from "../shared/code-host.ts";
import type { HostReleaseMemory } from "./host-release-step.ts";
import type { ReleaseStep } from "./steps.ts";

/**
 * `publish-release`: the draft made by `host-release`, its assets on it, is published (marked the
 * repository's latest release unless an older line is released). `release.draft = true` leaves it
 * a draft for a person to publish. A published release is done.
 */
export function publishReleaseStep(
  access: HostAccess | undefined,
  request: HostReleaseRequest,
  memory: HostReleaseMemory,
): ReleaseStep {
  return {
    name: "publish-release",
    observe: async () => {
      if (access === undefined)
        return { state: "skipped", detail: "no code-host release (--skip-host-release)" };
      const latest = request.latest === false ? " (not marked latest: a newer release exists)" : "";
      const release = memory.release;
      if (request.draft && (release === undefined || release.draft)) {
        return {
          state: "skipped",
          detail: `left a draft (release.draft = true): publish it on the code host`,
        };
      }
      if (access.kind === "no-token" || release === undefined) {
        // A dry run: the draft is not made yet, or could not be looked up.
        return {
          state: "todo",
          detail: `publish release ${request.tag} once its files are on it${latest}`,
          ...(access.kind === "no-token" ? { needs: [access.needs], observed: false } : {}),
          apply: async () => ({ detail: "" }),
        };
      }
      if (!release.draft)
        return { state: "done", detail: `release ${release.tag} is published: ${release.url}` };
      return {
        state: "todo",
        detail: `publish release ${release.tag}${latest}`,
        apply: async () => {
          const published = await access.host.updateRelease(release.id, {
            draft: false,
            ...(request.latest === false ? { latest: false as const } : {}),
          });
          memory.release = published;
          return { detail: `published release ${published.tag}${latest}: ${published.url}` };
        },
      };
    },
  };
}
