import { join } from "node:path";
import { isConfigured } from "../../config/values.ts";
import { ConfigError, GitError } from "../../core/errors.ts";
import { planHostRelease } from "../../core/host-release.ts";
import { asTag, findPreviousVersion } from "../../core/tag-format.ts";
import { type Pep440Version, parseVersion } from "../../core/version.ts";
import { readReleaseNotes } from "../../edits/changelog-file.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";
import { shortCommit } from "../../git/ancestry.ts";
import { checkTaggerIdentity, withActionsIdentity } from "../../git/identity.ts";
import { readRemoteUrl } from "../../git/remote.ts";
import { findHostToken } from "../../host/settings.ts";
import { namingTheOldCopies } from "../../publish/build.ts";
import { distDirOf } from "../../publish/dist-dir.ts";
import { DistVersionError, refuseForeignDistributions } from "../../publish/dist-files.ts";
import { type CheckResult, memberOf } from "../check/check.ts";
import { type HostAccess, openHostAccess } from "../shared/code-host.ts";
import type { FlowContext } from "../shared/context.ts";
import { faultPoint } from "../shared/fault-points.ts";
import { tokenForRemote } from "../shared/remote-auth.ts";
import { type AssetFile, readAssetFiles } from "./asset-files.ts";
import { assetsStep } from "./assets-step.ts";
import { preReleaseHooksStep, runPostReleaseHooks } from "./hook-steps.ts";
import { type HostReleaseMemory, hostReleaseStep } from "./host-release-step.ts";
import { notPendingReason } from "./not-pending-reason.ts";
import type { PublishMemory } from "./publish-plan.ts";
import { publishReleaseStep } from "./publish-release-step.ts";
import { buildStep, credentialsStep, planPublish, uploadStep } from "./publish-steps.ts";
import { withReleaseTree } from "./release-tree.ts";
import type { PreparedRelease, ReleaseDeps, ReleaseOptions, ReleaseOutcome } from "./release-types.ts";
import { findReleasedFiles, type ReleasedFiles, takeReleasedFiles } from "./released-files.ts";
import { type ReleaseStep, runSteps } from "./steps.ts";
import { tagSteps } from "./tag-steps.ts";
import { readReleaseTarget } from "./target.ts";
import { checkUnchanged } from "./unchanged.ts";

const REMOTE = "origin";

/** A release with nothing to do, and why. */
function nothing(check: CheckResult, reason: string): PreparedRelease {
  return { kind: "nothing", check, outcome: { kind: "nothing", reason } };
}

/**
 * The spec's release flow (DESIGN 5) for one project, or one package of several (its folder is
 * where the build, the hooks, dist/, the assets and the changelog are; DESIGN 8): validate, then
 * the steps pre_release hooks -> build -> credentials -> tag -> push -> draft code-host release ->
 * assets -> publish the release -> upload to the index, each reconciling (done steps are
 * skipped, so a re-run finishes an interrupted release). `--skip-publish` leaves out the upload
 * (the build stays in dist/), `--skip-build` the build too. The tag goes on the release commit;
 * when commits landed after it, the steps that build run in a clean tree of that commit. The
 * post_release hooks run after a release this run completed; their failures are warnings.
 */
export async function prepareRelease(
  context: FlowContext,
  check: CheckResult,
  options: ReleaseOptions,
  deps: ReleaseDeps = {},
): Promise<PreparedRelease> {
  const { repo, config } = check;
  const member = memberOf(check);
  const folder = member?.path ?? ".";
  const projectRoot = folder === "." ? repo.root : join(repo.root, folder);
  const env = await withActionsIdentity(repo.root, context.env);
  const originUrl = await readRemoteUrl(repo.root, REMOTE, env);
  // A version nobody asked for (DESIGN 5) is nothing to release, whatever origin and the code
  // host's settings are: a `.dev0` with no origin, or one that names no repository, included.
  const unasked = check.plan.unreleased;
  if (originUrl === undefined) {
    if (unasked !== undefined) return nothing(check, notPendingReason(check, unasked.version));
    throw new GitError(
      `there is no "${REMOTE}" remote to push the release tag to; add one (git remote add origin URL)`,
    );
  }
  // Without a token a dry run still shows every step (the code-host ones say they would need
  // it); a real run stops with the error that says how to give one, before any change, unless
  // there is nothing to release (a hand bump or a .dev0 in the files says so and exits 0).
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

  const target = await readReleaseTarget(
    check,
    {
      name: REMOTE,
      env: remoteEnv,
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
    return nothing(check, target.reason);
  }
  if (accessError !== undefined) throw accessError;
  // Commits that landed after the release commit are not in this release: said before the steps.
  if (target.warning) context.warn(target.warning);
  // A real run goes no further without a token: openHostAccess throws the error that says how.
  if (!options.dryRun && access?.kind === "no-token") {
    await openHostAccess(config, originUrl, context, { dryRun: false, open: deps.openHost, env });
  }

  if (!options.skipPublish && !options.skipBuild && parseVersion(target.version)?.local !== undefined) {
    throw new ConfigError(
      `${target.version} is a local version (PEP 440 "+..."), which package indexes refuse; release a public version, or pass --skip-publish to tag and release it on the code host only`,
    );
  }
  if (target.localTag === undefined && target.remoteTag === undefined)
    await checkTaggerIdentity(repo.root, env);
  const notes = await readNotes(check, projectRoot, target.version, context.warn);
  // Assets are read before anything is tagged (after the build, when there is one), so a glob
  // reaching outside the repository stops the release while nothing has changed yet.
  let assets: AssetFile[] = [];
  // Where the build and the hooks run: the checkout, or a clean tree of the commit to tag when
  // commits landed after it (set below, before the steps run).
  let tree = { dir: repo.root, at: target.head };
  // The package's own folder in that tree: its dist/, its assets, its hooks' working directory.
  const inTree = () => (folder === "." ? tree.dir : join(tree.dir, folder));
  const readAssets = async () => {
    if (access === undefined) return;
    // The default (dist/*) may match nothing when nothing is built; a configured glob should.
    const configured = isConfigured(check.loaded.layers, ["release", "assets"]);
    assets = await readAssetFiles(inTree(), config.release.assets, (pattern) => {
      if (configured) context.warn(`release.assets: "${pattern}" matches no file; nothing of it is uploaded`);
    });
  };
  const project = { name: check.project.name ?? "", version: target.version };
  const publish = options.skipBuild
    ? undefined
    : await planPublish(projectRoot, check.loaded, env, {
        dryRun: options.dryRun,
        upload: !options.skipPublish,
        build: options.dist === undefined,
        ...(member === undefined
          ? {}
          : { workspace: { root: repo.root, packageName: member.normalisedName } }),
      });
  if (publish === undefined || options.dryRun) await readAssets();
  // Without a build in this run, dist/ may hold another version's files: refused before the tag.
  if (publish === undefined) {
    try {
      refuseForeignDistributions(
        assets.map((a) => a.path),
        project,
      );
    } catch (error) {
      // A wheel built before the release commit, or from a file update did not write: say which file.
      if (error instanceof DistVersionError) throw await namingTheOldCopies(projectRoot, error);
      throw error;
    }
  }
  const published: PublishMemory = { files: undefined, token: undefined, published: false };
  const verify = (what: string) => checkUnchanged(tree.dir, tree.at, env, what);
  // The build needs no credential: the tokens are kept from it.
  const buildEnv = withoutVariables(env, [
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
  ]);
  // Any tag of the version is on HEAD here (readReleaseTarget refuses one elsewhere).
  const tagged = target.localTag !== undefined || target.remoteTag !== undefined;
  const publishContext = {
    get root() {
      return inTree();
    },
    project,
    env,
    stream: context.stream ?? (() => {}),
    addSecret: context.addSecret ?? (() => {}),
    skipExisting: config.publish.skip_existing,
    afterBuild: readAssets,
    verify,
    buildEnv,
    tagged,
    ...(options.dist === undefined
      ? {}
      : {
          distFrom: {
            root: repo.root,
            dir: await distDirOf(repo.root, options.dist),
            sdist: options.sdist !== false,
          },
        }),
    ...(host === undefined
      ? {}
      : {
          released: {
            find: () => findReleasedFiles(host, target.tag, project),
            take: (found: ReleasedFiles) => takeReleasedFiles(inTree(), host, found),
          },
        }),
  };
  const memory: HostReleaseMemory = { release: undefined };
  const request = planHostRelease({
    version: target.version,
    tag: target.tag,
    notes,
    draft: config.release.draft,
    prerelease: config.release.prerelease,
    tagFormat: config.tag_format,
    // The remote's tags too: a newer line released elsewhere may not be in this clone.
    tags: [...check.history.tags.all, ...target.remoteTags],
  });
  const hooks = (commands: readonly string[]) => ({
    commands,
    facts: {
      version: target.version,
      tag: target.tag,
      previousVersion: findPreviousVersion(
        check.history.tags.all,
        config.tag_format,
        parseVersion(target.version) as Pep440Version,
      ),
    },
    get cwd() {
      return inTree();
    },
    env,
    stream: context.stream ?? (() => {}),
  });
  const steps: ReleaseStep[] = [
    preReleaseHooksStep(hooks(config.hooks.pre_release), tagged, verify),
    buildStep(publish, publishContext, published),
    credentialsStep(publish, publishContext, published),
    ...tagSteps({
      root: repo.root,
      tag: target.tag,
      head: target.head,
      commit: target.commit,
      branch: target.branch,
      remote: REMOTE,
      message: notes,
      sign: config.release.sign_tags,
      remoteTag: target.remoteTag,
      ahead: target.ahead,
      env,
      remoteEnv,
      ...(host === undefined ? {} : { provider: host.provider }),
    }),
    hostReleaseStep(access, request, memory),
    assetsStep(
      access,
      async () => assets,
      memory,
      () => faultPoint(env),
      // A dry run builds nothing: the files the build would make are named by the glob alone.
      options.dryRun && publish !== undefined ? config.release.assets : undefined,
    ),
    publishReleaseStep(access, request, memory, async () => assets),
    uploadStep(publish, publishContext, published),
  ];
  const run = async (): Promise<ReleaseOutcome> => {
    context.progress?.heading?.(
      `Release ${target.version} ${asTag(target.version, target.tag)} from ${shortCommit(target.commit)}:`,
    );
    const runAll = () =>
      runSteps(steps, {
        dryRun: options.dryRun,
        warn: context.warn,
        afterEffect: () => faultPoint(env),
        progress: context.progress,
      });
    // A build at HEAD would ship code the tagged commit lacks: with commits after the release
    // commit, the build runs in a clean tree of that commit, and its dist/ comes back here.
    const ran =
      options.dryRun || publish === undefined || target.commit === target.head
        ? await runAll()
        : await withReleaseTree(
            repo.root,
            repo.gitDir,
            target.commit,
            env,
            async (made) => {
              tree = { dir: made.dir, at: made.separate ? target.commit : target.head };
              try {
                return await runAll();
              } finally {
                tree = { dir: repo.root, at: target.head };
              }
            },
            [folder === "." ? "dist" : join(folder, "dist")],
          );
    // Hooks, builds and credentials are preparation, and a tag only in this clone is no release:
    // a run that did only those released nothing (and runs no post_release hook).
    const preparation = new Set(["pre-release-hooks", "build", "credentials", "tag"]);
    const changed = ran.reports.some((r) => r.status === "done" && !preparation.has(r.step));
    if (changed && !ran.stopped) await runPostReleaseHooks(hooks(config.hooks.post_release), context.warn);
    return {
      kind: "ran",
      version: target.version,
      tag: target.tag,
      head: target.commit,
      reports: ran.reports,
      stopped: ran.stopped,
      changed,
      releaseUrl: memory.release?.url,
      draft: memory.release?.draft === true,
      published: published.published,
    };
  };
  return { kind: "ready", check, version: target.version, tag: target.tag, run };
}

/**
 * The release notes and tag message: this version's section of the changelog as it is now (a
 * maintainer may have edited it in the release PR), as Markdown (a reST changelog's section is
 * converted). Without one, the section the commits would give, with a warning.
 */
async function readNotes(
  check: CheckResult,
  projectRoot: string,
  version: string,
  warn: (message: string) => void,
) {
  const { config, plan } = check;
  const file = await readRepoText(projectRoot, config.changelog_file);
  const section = file === undefined ? undefined : readReleaseNotes(file.text, version, file.path.rel);
  if (section !== undefined) return section;
  warn(
    `${config.changelog_file} has no section for ${version}; the release notes are ${plan.nextVersion === version && plan.changelog ? "generated from the commits" : "a single line"}`,
  );
  if (plan.nextVersion === version && plan.changelog !== undefined) return plan.changelog.trimEnd();
  return `## ${version}\n\n- Release ${version}`;
}

/** The environment without some variables (the credentials a build must not see). */
function withoutVariables(env: NodeJS.ProcessEnv, names: readonly string[]): NodeJS.ProcessEnv {
  const drop = new Set(names);
  return Object.fromEntries(Object.entries(env).filter(([name]) => !drop.has(name)));
}
