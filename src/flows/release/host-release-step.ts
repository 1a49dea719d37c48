import type { HostReleaseRequest } from "../../core/host-release.ts";
import type { CodeHost, HostRelease } from "../../host/port.ts";
import type { ReleaseStep } from "./steps.ts";

/** What the host-release step found or made, for the assets step and the report. */
export interface HostReleaseMemory {
  release: HostRelease | undefined;
}

/**
 * `host-release`: the code-host release for the tag (spec 2.6 body). One that exists is left as
 * it is (a maintainer may have edited it; a warning says so). A 422 "already exists" on create
 * means another run made it between our look and our call: that run goes on, this one stops.
 */
export function hostReleaseStep(
  host: CodeHost | undefined,
  request: HostReleaseRequest,
  memory: HostReleaseMemory,
): ReleaseStep {
  return {
    name: "host-release",
    observe: async () => {
      if (host === undefined) {
        return { state: "skipped", detail: "no code-host release (--skip-host-release)" };
      }
      const existing = await host.findReleaseByTag(request.tag);
      if (existing !== undefined) {
        memory.release = existing;
        return {
          state: "done",
          detail: `release ${existing.tag}${existing.draft ? " (draft)" : ""}: ${existing.url}`,
          warning: `the release of ${request.tag} already exists (${existing.url}); it is left as it is`,
        };
      }
      const kind = [request.draft ? "draft" : "", request.prerelease ? "pre-release" : ""]
        .filter((k) => k !== "")
        .join(" ");
      return {
        state: "todo",
        detail: `create ${kind === "" ? "release" : `${kind} release`} ${request.tag}${request.latest === false ? " (not marked latest: a newer release exists)" : ""}`,
        apply: async () => {
          const { release, created } = await host.createRelease({
            tag: request.tag,
            name: request.name,
            body: request.body,
            draft: request.draft,
            prerelease: request.prerelease,
            ...(request.latest === false ? { latest: false as const } : {}),
          });
          memory.release = release;
          if (!created) {
            return {
              detail: `release ${release.tag} was created by another run: ${release.url}`,
              warning: `the release of ${request.tag} was created by another run meanwhile (${release.url}); that run uploads the assets`,
              stop: true,
            };
          }
          return { detail: `created release ${release.tag}: ${release.url}` };
        },
      };
    },
  };
}
