import type { HostReleaseRequest } from "../../core/host-release.ts";
import type { CodeHost, HostRelease } from "../../host/port.ts";
import type { HostAccess } from "../shared/code-host.ts";
import type { Applied, ReleaseStep } from "./steps.ts";

/** What the host-release step found or made, for the assets and publish steps and the report. */
export interface HostReleaseMemory {
  release: HostRelease | undefined;
}

/**
 * `host-release`: the code-host release for the tag (spec 2.6 body), made as a draft: GitHub's
 * immutable releases refuse assets on a published release, so the files go onto the draft and
 * `publish-release` publishes it afterwards (DESIGN 5).
 *
 * A published release that exists is left as it is (a maintainer may have edited it; a warning
 * says so). A draft for the tag (an interrupted run's, or one made by hand) is taken over: its
 * title, notes and pre-release flag become this release's, and the later steps finish it. A 422
 * "already exists" on create means it appeared between our look and our call (another run, or our
 * own request retried after a cut connection): it is used in the same way. A dry run without a
 * token cannot look: it says what a real run would do unless the release exists.
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
      const kind = request.prerelease ? "draft pre-release" : "draft release";
      const create = `create ${kind} ${request.tag}`;
      if (access.kind === "no-token") {
        return {
          state: "todo",
          detail: `${create} unless it exists (not looked up: no token)`,
          needs: [access.needs],
          observed: false,
          apply: async () => ({ detail: "" }),
        };
      }
      const host = access.host;
      const existing = await host.findReleaseByTag(request.tag);
      if (existing !== undefined && !existing.draft) {
        memory.release = existing;
        return {
          state: "done",
          detail: `release ${existing.tag}: ${existing.url}`,
          warning: `the release of ${request.tag} already exists (${existing.url}); it is left as it is`,
        };
      }
      if (existing !== undefined) {
        memory.release = existing;
        const changes = takeOver(existing, request);
        if (changes === undefined) {
          return {
            state: "done",
            detail: `draft release ${existing.tag} (an earlier run's): ${existing.url}`,
          };
        }
        return {
          state: "todo",
          detail: `take over the draft release ${existing.tag} (${changes.what}) and finish it`,
          apply: async () => {
            memory.release = await host.updateRelease(existing.id, changes.input);
            return {
              detail: `took over the draft release ${existing.tag} (${changes.what}): ${existing.url}`,
            };
          },
        };
      }
      return {
        state: "todo",
        detail: create,
        apply: () => createDraft(host, request, memory),
      };
    },
  };
}

async function createDraft(
  host: CodeHost,
  request: HostReleaseRequest,
  memory: HostReleaseMemory,
): Promise<Applied> {
  const { release, created } = await host.createRelease({
    tag: request.tag,
    name: request.name,
    body: request.body,
    draft: true,
    prerelease: request.prerelease,
  });
  memory.release = release;
  if (created) return { detail: `created draft release ${release.tag}: ${release.url}` };
  // Another run made it meanwhile, or our own create went through before a cut connection made
  // the retry see it: either way it is there, and the steps go on with it.
  const changes = release.draft ? takeOver(release, request) : undefined;
  if (changes !== undefined) memory.release = await host.updateRelease(release.id, changes.input);
  return {
    already: true,
    detail: `release ${release.tag} is there: ${release.url}`,
    warning: `the release of ${request.tag} appeared while this run created it (another run, or a retried request); it is kept`,
  };
}

/** What taking a draft over changes (undefined: it already says what this release says). */
function takeOver(
  draft: HostRelease,
  request: HostReleaseRequest,
): { what: string; input: { name: string; body: string; prerelease: boolean } } | undefined {
  const what = [
    draft.name === request.name ? "" : "title",
    draft.body === request.body ? "" : "notes",
    draft.prerelease === request.prerelease ? "" : "pre-release flag",
  ].filter((w) => w !== "");
  if (what.length === 0) return undefined;
  return {
    what: `${what.join(", ")} from the changelog and the configuration`,
    input: { name: request.name, body: request.body, prerelease: request.prerelease },
  };
}
