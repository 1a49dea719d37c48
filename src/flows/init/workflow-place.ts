import { ConfigError } from "../../core/errors.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";

/**
 * Where `init` puts releaser's release workflow. `.github/workflows/release.yml` when it is free;
 * a project that has its own release.yml (pip, python-gitlab) keeps it, and releaser's goes
 * beside it under a name that says whose it is: `releaser.yml`, else `release-releaser.yml`
 * (still sorted next to release.yml in the Actions list). Nothing the project has is replaced
 * without --force; the config is written either way.
 */
export interface ReleasePlace {
  /** The file releaser's workflow is written to (or kept in). */
  path: string;
  /** What that file is now: nothing, releaser's own workflow from an earlier init, or the project's. */
  there: "none" | "releaser" | "project";
  /** The project's own release workflow left as it is beside releaser's. */
  beside?: string;
}

export const RELEASE_WORKFLOW = ".github/workflows/release.yml";
const ALTERNATIVES = [".github/workflows/releaser.yml", ".github/workflows/release-releaser.yml"];

/** A workflow init wrote: it runs releaser from npm (the template's `npx --yes py-releaser@…`). */
const RUNS_RELEASER = /\bpy-releaser@/;

export async function placeReleaseWorkflow(root: string, force: boolean): Promise<ReleasePlace> {
  const found = [];
  for (const path of [RELEASE_WORKFLOW, ...ALTERNATIVES])
    found.push({ path, ...(await present(root, path)) });
  // releaser's workflow from an earlier init stays where it is: a second one would release twice.
  const ours = found.find((f) => f.text !== undefined && RUNS_RELEASER.test(f.text));
  if (ours?.actual !== undefined) return { path: ours.actual, there: "releaser" };
  const [release, ...others] = found;
  if (release?.actual === undefined) return { path: RELEASE_WORKFLOW, there: "none" };
  if (force) return { path: release.actual, there: "project" };
  const free = others.find((f) => f.actual === undefined);
  if (free === undefined) {
    throw new ConfigError(
      `${release.actual} is the project's own and ${others.map((f) => f.actual).join(" and ")} exist too, none of them releaser's: init has no free name for its release workflow; pass --force to replace ${release.actual}, or --no-workflow to write the configuration alone`,
    );
  }
  return { path: free.path, there: "none", beside: release.actual };
}

/** The file at `path` or its `.yaml` twin (a name GitHub runs just the same), with its text. */
async function present(root: string, path: string): Promise<{ actual?: string; text?: string }> {
  for (const actual of [path, path.replace(/\.yml$/, ".yaml")]) {
    const text = (await readRepoText(root, actual, ConfigError).catch(() => undefined))?.text;
    if (text !== undefined) return { actual, text };
  }
  return {};
}
