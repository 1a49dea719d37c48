import { ConfigError } from "../../core/errors.ts";
import type { CheckResult } from "../check/check-types.ts";

/** Files that disagree on the version would ship a mixed release: refused (update sets them all). */
export function refuseMixedVersions({ project }: CheckResult): void {
  if (project.version === undefined) return;
  for (const target of project.targets) {
    if (target.kind === "lock") continue;
    const value = project.current.get(target);
    if (value !== undefined && value !== project.version) {
      throw new ConfigError(
        `${target.path} carries version ${value} but ${project.versionSource ?? "the project"} carries ${project.version}, so the release would ship mixed versions; set them alike (releaser update writes them all) and commit`,
      );
    }
  }
}
