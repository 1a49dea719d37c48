import type { HostReleaseRequest } from "../../core/host-release.ts";
import type { HostRelease } from "../../host/port.ts";
import type { HostAccess } from "../code-host.ts";
import type { ReleaseStep } from "./steps.ts";

/** What the host-release step found or made, for the assets step and the report. */
export interface HostReleaseMemory {
  release: HostRelease | undefined;
}

/**
 * `host-release`: the code-host release for the tag (spec 2.6 body). One that exists is left as
 * it is (a maintainer may have edited it; a warning says so). A 422 "already exists" on create
 * means it appeared between our look and our call (another run, or our own request retried after
 * a cut connection): it is used, and the assets step (which tolerates duplicates) goes on.
 * A dry run without a token cannot look: it says what a real run would do unless the release
 * exists, and what it would need.
 */
export function hostReleaseStep(
  access: HostAccess | undefined,
  request: HostReleaseRequest,
  memory: HostReleaseMemory,
): ReleaseStep {
  return {
    name: "host-release",
    observe: async () => {
      if (access === undefined) {
        return { state: "skipped", detail: "no code-host release (--skip-host-release)" };
      }
      const kind = [request.draft ? "draft" : "", request.prerelease ? "pre-release" : ""]
        .filter((k) => k !== "")
        .join(" ");
      const create = `create ${kind === "" ? "release" : `${kind} release`} ${request.tag}`;
      const latest = request.latest === false ? " (not marked latest: a newer release exists)" : "";
      if (access.kind === "no-token") {
        return {
          state: "todo",
          detail: `${create} unless it exists (not looked up: no token)${latest}`,
          needs: access.needs,
          observed: false,
          apply: async () => ({ detail: "" }),
        };
      }
      const host = access.host;
      const existing = await host.findReleaseByTag(request.tag);
      if (existing !== undefined) {
        memory.release = existing;
        return {
          state: "done",
          detail: `release ${existing.tag}${existing.draft ? " (draft)" : ""}: ${existing.url}`,
          warning: `the release of ${request.tag} already exists (${existing.url}); it is left as it is`,
        };
      }
      return {
        state: "todo",
        detail: `${create}${latest}`,
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
            // Another run made it meanwhile, or our own create went through before a cut
            // connection made the retry see it: either way it is there, and the steps go on.
            return {
              already: true,
              detail: `release ${release.tag} is there: ${release.url}`,
              warning: `the release of ${request.tag} appeared while this run created it (another run, or a retried request); it is kept`,
            };
          }
          return { detail: `created release ${release.tag}: ${release.url}` };
        },
      };
    },
  };
}
