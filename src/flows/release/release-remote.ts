import { GitError } from "../../core/errors.ts";
import { withActionsIdentity } from "../../git/identity.ts";
import { readRemoteUrl } from "../../git/remote.ts";
import type { CodeHost } from "../../host/port.ts";
import { findHostToken } from "../../host/settings.ts";
import type { CheckResult } from "../check/check-types.ts";
import { type HostAccess, openHostAccess } from "../shared/code-host.ts";
import type { FlowContext } from "../shared/context.ts";
import { tokenForRemote } from "../shared/remote-auth.ts";
import { notPendingReason } from "./not-pending-reason.ts";
import type { ReleaseDeps, ReleaseOptions } from "./release-types.ts";
import { type ReleaseTarget, readReleaseTarget } from "./target.ts";

/** The remote a release tags on and pushes to. */
export const REMOTE = "origin";

/** What a release knows of origin and the code host before its steps: how to reach them. */
export interface ReleaseRemote {
  kind: "remote";
  /** The run's environment (with the Actions identity for the tag). */
  env: NodeJS.ProcessEnv;
  originUrl: string;
  /** The code host; undefined with --skip-host-release, or when opening it failed (`accessError`). */
  access: HostAccess | undefined;
  host: CodeHost | undefined;
  /** The environment of git's pushes and listings: the token for origin, when there is one. */
  remoteEnv: NodeJS.ProcessEnv;
  /** Opening the code host failed: thrown once there is a version to release. */
  accessError: unknown;
}

/**
 * origin and the code host (DESIGN 5): a version nobody asked for is nothing to release, whatever
 * origin and the code host's settings are (a `.dev0` with no origin, or one that names no
 * repository, included). Without a token a dry run still shows every step (the code-host ones say
 * they would need it); a real run stops with the error that says how to give one (readTarget),
 * before any change, unless there is nothing to release.
 */
export async function openReleaseRemote(
  context: FlowContext,
  check: CheckResult,
  options: ReleaseOptions,
  deps: ReleaseDeps,
): Promise<ReleaseRemote | { kind: "nothing"; reason: string }> {
  const { repo, config } = check;
  const env = await withActionsIdentity(repo.root, context.env);
  const originUrl = await readRemoteUrl(repo.root, REMOTE, env);
  const unasked = check.plan.unreleased;
  if (originUrl === undefined) {
    if (unasked !== undefined) return { kind: "nothing", reason: notPendingReason(check, unasked.version) };
    throw new GitError(
      `there is no "${REMOTE}" remote to push the release tag to; add one (git remote add origin URL)`,
    );
  }
  let accessError: unknown;
  const access: HostAccess | undefined = options.skipHostRelease
    ? undefined
    : await openHostAccess(config, originUrl, context, { dryRun: true, open: deps.openHost, env }).catch(
        (error: unknown) => {
          if (unasked === undefined) throw error;
          accessError = error;
          return undefined;
        },
      );
  const host = access?.kind === "open" ? access.host : undefined;
  const token = findHostToken(config, env, originUrl)?.token;
  if (token !== undefined) context.addSecret?.(token);
  const remoteEnv = {
    ...env,
    ...(token === undefined ? {} : tokenForRemote(originUrl, token, config, env, context.warn)),
  };
  return { kind: "remote", env, originUrl, access, host, remoteEnv, accessError };
}

/**
 * What the release releases (target.ts), asked of origin and the code host; a real run goes no
 * further without a token (openHostAccess throws the error that says how).
 */
export async function readTarget(
  context: FlowContext,
  check: CheckResult,
  options: ReleaseOptions,
  deps: ReleaseDeps,
  remote: ReleaseRemote,
): Promise<ReleaseTarget> {
  const { host, env } = remote;
  const target = await readReleaseTarget(
    check,
    {
      name: REMOTE,
      env: remote.remoteEnv,
      ...(host === undefined
        ? {}
        : {
            // Only a published release is a release done: a draft (an interrupted run's) is
            // finished, whatever came after the release commit.
            releaseExists: async (tag) => {
              const found = await host.findReleaseByTag(tag);
              return found !== undefined && !found.draft;
            },
          }),
    },
    env,
  );
  if (target.kind === "nothing") {
    if (target.warning) context.warn(target.warning);
    return target;
  }
  if (remote.accessError !== undefined) throw remote.accessError;
  // Commits that landed after the release commit are not in this release: said before the steps.
  if (target.warning) context.warn(target.warning);
  if (!options.dryRun && remote.access?.kind === "no-token") {
    await openHostAccess(check.config, remote.originUrl, context, {
      dryRun: false,
      open: deps.openHost,
      env,
    });
  }
  return target;
}
