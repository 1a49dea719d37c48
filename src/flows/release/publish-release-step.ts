import { createHash } from "node:crypto";
import type { HostReleaseRequest } from "../../core/host-release.ts";
import type { ReleaseFile } from "../../host/port.ts";
import type { HostAccess } from "../shared/code-host.ts";
import type { AssetFile } from "./asset-files.ts";
import type { HostReleaseMemory } from "./host-release-step.ts";
import type { ReleaseStep } from "./steps.ts";

/**
 * `publish-release`: the draft made by `host-release`, its assets on it, is published (marked the
 * repository's latest release unless an older line is released). `release.draft = true` leaves it
 * a draft for a person to publish. A published release is done. The release's own files (`files`,
 * the assets) are named to the host: one that links stored files (GitLab) links exactly those, and
 * a file stored there that is not one of them is named in a warning (DESIGN 9).
 */
export function publishReleaseStep(
  access: HostAccess | undefined,
  request: HostReleaseRequest,
  memory: HostReleaseMemory,
  files: () => Promise<readonly AssetFile[]> = async () => [],
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
            files: (await files()).map(releaseFile),
          });
          memory.release = published;
          const detail = `published release ${published.tag}${latest}: ${published.url}`;
          const unlinked = published.unlinked ?? [];
          if (unlinked.length === 0) return { detail };
          const one = unlinked.length === 1;
          return {
            detail,
            warning: `${unlinked.join(", ")} in the package registry for ${published.tag} ${one ? "is" : "are"} not among this release's own files (an earlier run's, or put there by hand), so ${one ? "it is" : "they are"} not linked from the release; delete ${one ? "it" : "them"} from the registry if not wanted`,
          };
        },
      };
    },
  };
}

/** The name, size and sha256 the host matches a stored file against. */
function releaseFile(file: AssetFile): ReleaseFile {
  return {
    name: file.name,
    size: file.bytes.byteLength,
    sha256: createHash("sha256").update(file.bytes).digest("hex"),
  };
}
