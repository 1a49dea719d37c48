import type { HostAccess } from "../shared/code-host.ts";
import type { HostReleaseMemory } from "./host-release-step.ts";
import type { ReleaseStep } from "./steps.ts";

/**
 * A package's part in a release of packages released together (shared_version, DESIGN 8): the
 * first package of the run makes the tag and the draft code-host release, each package adds its
 * files to that draft, and the last one publishes it (GitHub's immutable releases take no file
 * once published).
 */
export interface GroupPart {
  /** The package that tags and makes the release: the first of the run. */
  lead: string;
  /** This package makes the tag and the release. */
  leads: boolean;
  /** This package publishes the release, its files and every other package's on it. */
  closes: boolean;
  /** The notes of the whole release (every package's section): the tag message and the release body. */
  notes: string | undefined;
  /** Whether a file on the release is another package's of the group (not a stray one). */
  siblingFile: (name: string) => boolean;
}

/**
 * `host-release` of a package that joins the release its group's lead made: finds it by the tag,
 * makes nothing. A dry run, or a run without a token, says what it would join.
 */
export function joinGroupReleaseStep(
  access: HostAccess | undefined,
  tag: string,
  memory: HostReleaseMemory,
  lead: string,
): ReleaseStep {
  return {
    name: "host-release",
    observe: async () => {
      if (access === undefined)
        return { state: "skipped", detail: "no code-host release (--skip-host-release)" };
      const joins = `the release ${tag} that ${lead} makes`;
      if (access.kind === "no-token") {
        return {
          state: "todo",
          detail: `join ${joins} (not looked up: no token)`,
          needs: [access.needs],
          observed: false,
          apply: async () => ({ detail: "" }),
        };
      }
      const found = await access.host.findReleaseByTag(tag);
      if (found === undefined) {
        return { state: "todo", detail: `join ${joins}`, apply: async () => ({ detail: `joined ${joins}` }) };
      }
      memory.release = found;
      return { state: "done", detail: `release ${found.tag}, made with ${lead}: ${found.url}` };
    },
  };
}
