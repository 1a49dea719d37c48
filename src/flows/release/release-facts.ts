/**
 * What each step of a release is given, read from the release found to do (DESIGN 5): the
 * build's, credentials' and upload's context, the code-host release asked for, the tag's facts,
 * and the hooks' facts and place.
 */
import { planHostRelease } from "../../core/host-release.ts";
import { findPreviousVersion } from "../../core/tag-format.ts";
import { type Pep440Version, parseVersion } from "../../core/version.ts";
import type { CheckResult } from "../check/check.ts";
import type { FlowContext } from "../shared/context.ts";
import type { AssetFile } from "./asset-files.ts";
import type { PublishContext } from "./publish-plan.ts";
import type { ReleasePlace } from "./release-place.ts";
import { REMOTE, type ReleaseRemote } from "./release-remote.ts";
import { findReleasedFiles, type ReleasedFiles, takeReleasedFiles } from "./released-files.ts";
import type { ReleaseTarget } from "./target.ts";
import { checkUnchanged } from "./unchanged.ts";

/** The release found to do: what it tags, and how it reaches origin and the code host. */
export type Found = {
  check: CheckResult;
  remote: ReleaseRemote;
  target: Extract<ReleaseTarget, { kind: "release" }>;
};

/**
 * The files release.assets names, read in the release's place: before anything is tagged (after
 * the build, when there is one), so a glob reaching outside the repository stops the release
 * while nothing has changed yet.
 */
export interface AssetReader {
  files: AssetFile[];
  read(): Promise<void>;
}

export function projectOf(check: CheckResult, target: Found["target"]) {
  return { name: check.project.name ?? "", version: target.version };
}

/** What the build, the credentials and the upload steps work with. */
export function publishContextOf(
  context: FlowContext,
  { check, remote, target }: Found,
  place: ReleasePlace,
  assets: AssetReader,
  distFrom: PublishContext["distFrom"],
): PublishContext {
  const { config } = check;
  const { env, host } = remote;
  const project = projectOf(check, target);
  return {
    get root() {
      return place.packageDir();
    },
    project,
    env,
    stream: context.stream ?? (() => {}),
    addSecret: context.addSecret ?? (() => {}),
    skipExisting: config.publish.skip_existing,
    afterBuild: assets.read,
    verify: (what: string) => checkUnchanged(place.dir, place.at, env, what),
    // The build needs no credential: the tokens are kept from it.
    buildEnv: withoutVariables(env, [
      config.publish.token_env,
      config.host.token_env,
      "GITHUB_TOKEN",
      "GH_TOKEN",
      "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
      "ACTIONS_ID_TOKEN_REQUEST_URL",
      "GITLAB_TOKEN",
      "GL_TOKEN",
      "CI_JOB_TOKEN",
      config.publish.id_token_env,
    ]),
    // Any tag of the version is on HEAD here (readReleaseTarget refuses one elsewhere).
    tagged: target.localTag !== undefined || target.remoteTag !== undefined,
    ...(distFrom === undefined ? {} : { distFrom }),
    ...(host === undefined
      ? {}
      : {
          released: {
            find: () => findReleasedFiles(host, target.tag, project),
            take: (found: ReleasedFiles) => takeReleasedFiles(place.packageDir(), host, found),
          },
        }),
  };
}

export function hostReleaseRequest({ check, target }: Found, notes: string, fromLine: boolean) {
  const { config } = check;
  return planHostRelease({
    version: target.version,
    tag: target.tag,
    notes,
    draft: config.release.draft,
    prerelease: config.release.prerelease,
    tagFormat: config.tag_format,
    // The remote's tags too: a newer line released elsewhere may not be in this clone.
    tags: [...check.history.tags.all, ...target.remoteTags],
    fromLine,
  });
}

export function tagFacts({ check, remote, target }: Found, notes: string) {
  return {
    root: check.repo.root,
    tag: target.tag,
    head: target.head,
    commit: target.commit,
    branch: target.branch,
    remote: REMOTE,
    message: notes,
    sign: check.config.release.sign_tags,
    remoteTag: target.remoteTag,
    ahead: target.ahead,
    env: remote.env,
    remoteEnv: remote.remoteEnv,
    ...(remote.host === undefined ? {} : { provider: remote.host.provider }),
  };
}

/** A hook list with the release's facts, run in the release's place. */
export function hooksOf(
  context: FlowContext,
  { check, remote, target }: Found,
  place: ReleasePlace,
  commands: readonly string[],
) {
  return {
    commands,
    facts: {
      version: target.version,
      tag: target.tag,
      previousVersion: findPreviousVersion(
        check.history.tags.all,
        check.config.tag_format,
        parseVersion(target.version) as Pep440Version,
      ),
    },
    get cwd() {
      return place.packageDir();
    },
    env: remote.env,
    stream: context.stream ?? (() => {}),
  };
}

/** The environment without some variables (the credentials a build must not see). */
function withoutVariables(env: NodeJS.ProcessEnv, names: readonly string[]): NodeJS.ProcessEnv {
  const drop = new Set(names);
  return Object.fromEntries(Object.entries(env).filter(([name]) => !drop.has(name)));
}
