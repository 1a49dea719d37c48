import { join } from "node:path";
import { isConfigured } from "../../config/values.ts";
import { ConfigError } from "../../core/errors.ts";
import { lineOfBranch } from "../../core/release-lines.ts";
import { asTag } from "../../core/tag-format.ts";
import { parseVersion, spellingsOf } from "../../core/version.ts";
import { readReleaseNotes } from "../../edits/changelog-file.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";
import { shortCommit } from "../../git/ancestry.ts";
import { checkTaggerIdentity } from "../../git/identity.ts";
import { namingTheOldCopies } from "../../publish/build.ts";
import { distDirOf } from "../../publish/dist-dir.ts";
import { DistVersionError, refuseForeignDistributions } from "../../publish/dist-files.ts";
import { type CheckResult, memberOf } from "../check/check.ts";
import type { FlowContext } from "../shared/context.ts";
import { faultPoint } from "../shared/fault-points.ts";
import { readAssetFiles } from "./asset-files.ts";
import { assetsStep } from "./assets-step.ts";
import { type GroupPart, joinGroupReleaseStep } from "./group-release-step.ts";
import { preReleaseHooksStep, runPostReleaseHooks } from "./hook-steps.ts";
import { type HostReleaseMemory, hostReleaseStep } from "./host-release-step.ts";
import type { PublishContext, PublishMemory } from "./publish-plan.ts";
import { publishReleaseStep } from "./publish-release-step.ts";
import { buildStep, credentialsStep, planPublish, uploadStep } from "./publish-steps.ts";
import {
  type AssetReader,
  type Found,
  hooksOf,
  hostReleaseRequest,
  projectOf,
  publishContextOf,
  tagFacts,
} from "./release-facts.ts";
import { type ReleasePlace, releasePlace } from "./release-place.ts";
import { openReleaseRemote, readTarget } from "./release-remote.ts";
import type { PreparedRelease, ReleaseDeps, ReleaseOptions, ReleaseOutcome } from "./release-types.ts";
import { type ReleaseStep, runSteps } from "./steps.ts";
import { tagSteps } from "./tag-steps.ts";

/** A release with nothing to do, and why. */
function nothing(check: CheckResult, reason: string): PreparedRelease {
  return { kind: "nothing", check, outcome: { kind: "nothing", reason } };
}

/**
 * The spec's release flow (DESIGN 5) for one project, or one package of several (its folder is
 * where the build, the hooks, dist/, the assets and the changelog are; DESIGN 8), prepared as a
 * list of steps: open origin and the code host; read what to release; refuse what cannot be
 * released; read the notes; plan the build, or take `--dist DIR` instead (a step of its own);
 * read the assets a run without a build attaches; then the release steps (pre_release hooks ->
 * build -> credentials -> tag -> push -> draft code-host release -> assets -> publish the release
 * -> upload to the index), each reconciling (done steps are skipped, so a re-run finishes an
 * interrupted release), run by runRelease: in a clean tree of the release commit when commits
 * landed after it (the clean-tree build, a step of its own). `--skip-publish` leaves out the
 * upload (the build stays in dist/), `--skip-build` the build too. The post_release hooks run
 * after a release this run completed; their failures are warnings.
 */
export async function prepareRelease(
  context: FlowContext,
  check: CheckResult,
  options: ReleaseOptions,
  deps: ReleaseDeps = {},
  /** Its part in a release of packages released together (shared_version); none: its own release. */
  group?: GroupPart,
): Promise<PreparedRelease> {
  const remote = await openReleaseRemote(context, check, options, deps);
  if (remote.kind === "nothing") return nothing(check, remote.reason);
  const target = await readTarget(context, check, options, deps, remote);
  if (target.kind === "nothing") return nothing(check, target.reason);
  const found: Found = { check, remote, target };
  await refuseUnreleasable(found, options);
  const notes = group?.notes ?? (await readNotes(check, projectRootOf(check), target.version, context.warn));
  const place = releasePlace(check.repo, packageFolder(check), target.head);
  const assets = assetReader(context, found, place);
  const publish = await planBuild(found, options);
  await readAssetsWithoutBuild(found, options, publish, assets);
  const distFrom = await takeDistFrom(check.repo.root, options);
  const published: PublishMemory = { files: undefined, token: undefined, published: false };
  const publishContext = publishContextOf(context, found, place, assets, distFrom);
  const memory: HostReleaseMemory = { release: undefined };
  // A release from a maintenance line (1.4.x) is never the repository's "latest" (DESIGN 4).
  const fromLine = lineOfBranch(target.branch) !== undefined;
  const request = hostReleaseRequest(found, notes, fromLine);
  const steps: ReleaseStep[] = [
    preReleaseHooksStep(
      hooksOf(context, found, place, check.config.hooks.pre_release),
      publishContext.tagged,
      publishContext.verify,
    ),
    buildStep(publish, publishContext, published),
    credentialsStep(publish, publishContext, published),
    // Released together: the group's lead tags and makes the release, the others join it.
    ...(group === undefined || group.leads ? tagSteps(tagFacts(found, notes)) : []),
    group === undefined || group.leads
      ? hostReleaseStep(remote.access, request, memory)
      : joinGroupReleaseStep(remote.access, target.tag, memory, group.lead),
    assetsStep(
      remote.access,
      async () => assets.files,
      memory,
      () => faultPoint(remote.env),
      // A dry run builds nothing: the files the build would make are named by the glob alone.
      options.dryRun && publish !== undefined ? check.config.release.assets : undefined,
      group?.siblingFile,
    ),
    ...(group === undefined || group.closes
      ? [publishReleaseStep(remote.access, request, memory, async () => assets.files)]
      : []),
    uploadStep(publish, publishContext, published),
  ];
  const run = () =>
    runRelease(context, found, options, {
      steps,
      place,
      // A build at HEAD would ship code the tagged commit lacks: with commits after the release
      // commit, the build runs in a clean tree of that commit, and its dist/ comes back here.
      cleanTree: !options.dryRun && publish !== undefined && target.commit !== target.head,
      postRelease: hooksOf(context, found, place, check.config.hooks.post_release),
      memory,
      published,
      notes,
      openForGroup: group !== undefined && !group.closes && !check.config.release.draft,
    });
  return { kind: "ready", check, version: target.version, tag: target.tag, run };
}

/** The package's folder in the repository (`.` for the one project). */
function packageFolder(check: CheckResult): string {
  return memberOf(check)?.path ?? ".";
}

function projectRootOf(check: CheckResult): string {
  const folder = packageFolder(check);
  return folder === "." ? check.repo.root : join(check.repo.root, folder);
}

/** What cannot be released stops the run before any step: a local version, no tagger identity. */
async function refuseUnreleasable({ check, remote, target }: Found, options: ReleaseOptions): Promise<void> {
  if (!options.skipPublish && !options.skipBuild && parseVersion(target.version)?.local !== undefined) {
    throw new ConfigError(
      `${target.version} is a local version (PEP 440 "+..."), which package indexes refuse; release a public version, or pass --skip-publish to tag and release it on the code host only`,
    );
  }
  if (target.localTag === undefined && target.remoteTag === undefined)
    await checkTaggerIdentity(check.repo.root, remote.env);
}

function assetReader(context: FlowContext, { check, remote }: Found, place: ReleasePlace): AssetReader {
  const reader: AssetReader = {
    files: [],
    read: async () => {
      if (remote.access === undefined) return;
      // The default (dist/*) may match nothing when nothing is built; a configured glob should.
      const configured = isConfigured(check.loaded.layers, ["release", "assets"]);
      reader.files = await readAssetFiles(place.packageDir(), check.config.release.assets, (pattern) => {
        if (configured)
          context.warn(`release.assets: "${pattern}" matches no file; nothing of it is uploaded`);
      });
    },
  };
  return reader;
}

/** The build and the upload, planned; undefined with --skip-build. */
async function planBuild({ check, remote }: Found, options: ReleaseOptions) {
  if (options.skipBuild) return undefined;
  const member = memberOf(check);
  return await planPublish(projectRootOf(check), check.loaded, remote.env, {
    dryRun: options.dryRun,
    upload: !options.skipPublish,
    build: options.dist === undefined,
    ...(member === undefined
      ? {}
      : { workspace: { root: check.repo.root, packageName: member.normalisedName } }),
  });
}

/**
 * A run without a build (and a dry run) reads its assets now; without a build dist/ may hold
 * another version's files: refused before the tag, naming the file.
 */
async function readAssetsWithoutBuild(
  { check, target }: Found,
  options: ReleaseOptions,
  publish: Awaited<ReturnType<typeof planBuild>>,
  assets: AssetReader,
): Promise<void> {
  if (publish === undefined || options.dryRun) await assets.read();
  if (publish !== undefined) return;
  try {
    refuseForeignDistributions(
      assets.files.map((a) => a.path),
      projectOf(check, target),
    );
  } catch (error) {
    // A wheel built before the release commit, or from a file update did not write: say which file.
    if (error instanceof DistVersionError) throw await namingTheOldCopies(projectRootOf(check), error);
    throw error;
  }
}

/** `--dist DIR`: the folder to take the distributions from, relative to the repository (DESIGN 10). */
async function takeDistFrom(root: string, options: ReleaseOptions): Promise<PublishContext["distFrom"]> {
  if (options.dist === undefined) return undefined;
  return { root, dir: await distDirOf(root, options.dist), sdist: options.sdist !== false };
}

/**
 * Runs the steps (in a clean tree of the release commit when `cleanTree`), then the post_release
 * hooks after a release this run completed; says what the run did.
 */
async function runRelease(
  context: FlowContext,
  { remote, target }: Found,
  options: ReleaseOptions,
  run: {
    steps: readonly ReleaseStep[];
    place: ReleasePlace;
    cleanTree: boolean;
    postRelease: ReturnType<typeof hooksOf>;
    memory: HostReleaseMemory;
    published: PublishMemory;
    /** The notes that ship: the tag message, the release body and `--json`'s `notes` (one text). */
    notes: string;
    /** The draft stays open for the packages released with this one: a later one publishes it. */
    openForGroup: boolean;
  },
): Promise<ReleaseOutcome> {
  context.progress?.heading?.(
    `Release ${target.version} ${asTag(target.version, target.tag)} from ${shortCommit(target.commit)}:`,
  );
  const runAll = () =>
    runSteps(run.steps, {
      dryRun: options.dryRun,
      warn: context.warn,
      afterEffect: () => faultPoint(remote.env),
      progress: context.progress,
    });
  const ran = run.cleanTree ? await run.place.inCleanTree(target.commit, remote.env, runAll) : await runAll();
  // Hooks, builds and credentials are preparation, and a tag only in this clone is no release:
  // a run that did only those released nothing (and runs no post_release hook).
  const preparation = new Set(["pre-release-hooks", "build", "credentials", "tag"]);
  const changed = ran.reports.some((r) => r.status === "done" && !preparation.has(r.step));
  if (changed && !ran.stopped) await runPostReleaseHooks(run.postRelease, context.warn);
  return {
    kind: "ran",
    version: target.version,
    tag: target.tag,
    head: target.commit,
    reports: ran.reports,
    stopped: ran.stopped,
    changed,
    releaseUrl: run.memory.release?.url,
    // A draft left open for the packages released with this one is no draft of the user's.
    draft: run.memory.release?.draft === true && !run.openForGroup,
    published: run.published.published,
    notes: run.notes,
  };
}

/**
 * The release notes and tag message: this version's section of the changelog as it is now (a
 * maintainer may have edited it in the release PR), as Markdown (a reST changelog's section is
 * converted). Without one, the section the commits would give, with a warning.
 */
/** A package's notes for a version: its changelog's section (readNotes), for a release of several. */
export function readPackageNotes(check: CheckResult, version: string, warn: (message: string) => void) {
  return readNotes(check, projectRootOf(check), version, warn);
}

async function readNotes(
  check: CheckResult,
  projectRoot: string,
  version: string,
  warn: (message: string) => void,
) {
  const { config, plan } = check;
  const file = await readRepoText(projectRoot, config.changelog_file);
  // The heading names the version as the files spell it (update wrote both): 2026.02.03 for 2026.2.3.
  const section =
    file === undefined
      ? undefined
      : spellingsOf(version, check.project.version)
          .map((v) => readReleaseNotes(file.text, v, file.path.rel))
          .find((s) => s !== undefined);
  if (section !== undefined) return section;
  warn(
    `${config.changelog_file} has no section for ${version}; the release notes are ${plan.nextVersion === version && plan.changelog ? "generated from the commits" : "a single line"}`,
  );
  if (plan.nextVersion === version && plan.changelog !== undefined) return plan.changelog.trimEnd();
  return `## ${version}\n\n- Release ${version}`;
}
