import { resolve } from "node:path";
import { AuthenticationError, ConfigError, GitError, PushError } from "../../core/errors.ts";
import { comparePosition, shortCommit } from "../../git/ancestry.ts";
import { fetchRemoteBranch, forcePushBranch, readRemoteRefs, readRemoteUrl } from "../../git/remote.ts";
import { runGit } from "../../git/run.ts";
import { hostName } from "../../host/host-name.ts";
import type { openCodeHost } from "../../host/open-host.ts";
import { checkRepository } from "../check/check.ts";
import type { PackageCheck } from "../check/check-types.ts";
import { openHostAccess, requireHost } from "../shared/code-host.ts";
import type { FlowContext } from "../shared/context.ts";
import { historySummary, inStep } from "../shared/progress-step.ts";
import {
  askedReleaseBranch,
  knownReleaseBranch,
  offReleaseBranch,
  readHeadBranch,
} from "../shared/release-branch.ts";
import { remoteGitEnv, tokenForRemote } from "../shared/remote-auth.ts";
import { requireTowncrier, withoutTowncrierWarning } from "../shared/towncrier.ts";
import { afterPullRequest } from "./after-pull-request.ts";
import { buildReleaseCommit, type ReleaseCommit } from "./build-release-commit.ts";
import { commitThroughHost } from "./host-commit.ts";
import { type OriginHead, REMOTE, readOriginHead } from "./origin-head.ts";
import { handMadeCommits, holdsRelease, releaseSubjectPattern } from "./pr-branch.ts";
import { prScope } from "./pr-scope.ts";
import { reconcilePullRequest } from "./reconcile-pull-request.ts";
import type { ReleasePrResult } from "./release-pr-types.ts";
import { refuseUncommittedInputs } from "./uncommitted-inputs.ts";

export interface ReleasePrDeps {
  /** The code host (tests may pass their own); default: the one `host.provider` names. */
  openHost?: typeof openCodeHost;
}

const REMOTE_REF = "refs/releaser/release-pr";

/**
 * The spec's release-pr flow (DESIGN 5): the release commit is made on the fixed PR branch
 * (`pr.branch`) from the release branch's head, force-pushed with a lease, and the one release
 * pull request is created or brought up to date. The states come from facts (versions, tags,
 * branches), never from labels. A dry run reads (GET requests, `ls-remote`) and writes nothing.
 */
export async function releasePrFlow(
  context: FlowContext,
  options: { dryRun: boolean },
  deps: ReleasePrDeps = {},
): Promise<ReleasePrResult> {
  const progress = context.progress;
  // origin's HEAD comes with its tags, in the one listing check reads them with; read once, for
  // every package of several.
  let origin: OriginHead = {
    tags: [],
    fetched: [],
    head: undefined,
    branches: new Map(),
    why: `${REMOTE} was not asked`,
    unread: true,
  };
  let originRead: Promise<OriginHead> | undefined;
  const found = await inStep(
    progress,
    "history",
    "reading the commits since the last release",
    () =>
      checkRepository(
        withoutTowncrierWarning(context),
        {},
        {
          fetchEnv: (config, root) => remoteGitEnv(root, config, context.env),
          // A version tagged only on origin (or on a branch this clone lacks) is taken too.
          remoteTags: async (config, root, local) => {
            const first = originRead === undefined;
            originRead ??= readOriginHead(root, config, context, local);
            origin = await originRead;
            // The tags fetched are told once: the check that asked first reads its tags again.
            if (!first) return { names: origin.tags };
            const { fetched, warning } = origin;
            return { names: origin.tags, fetched, ...(warning === undefined ? {} : { warning }) };
          },
        },
      ),
    (read) => (read.kind === "single" ? historySummary(read.result.plan) : packagesSummary(read.packages)),
  );
  const scope = await prScope(found);
  // The repository's settings (release branch, pull request, code host, commit message) are
  // the same in every package's configuration: they are never a package's own.
  const { repo, config } = scope.check;
  const releaseBranch =
    (await knownReleaseBranch(scope.check, REMOTE, context.env)) ??
    askedReleaseBranch(REMOTE, origin.head, origin.why);
  const base = releaseBranch.name;
  const branch = await readHeadBranch(repo.root, context.env);
  if (branch !== base) throw offReleaseBranch("release-pr", releaseBranch, branch);
  await refuseUncommittedInputs(repo.root, context.env);
  const prBranch = config.pr.branch.replaceAll("{branch}", base);
  if (prBranch === base || prBranch.trim() === "") {
    throw new ConfigError(
      `pr.branch = "${config.pr.branch}" must name a branch other than ${base}, e.g. "releaser/{branch}"`,
    );
  }
  if (scope.release === undefined) {
    return scope.result(
      releaseBranch,
      // Whether the release PR was merged is known only from origin's tags (the tag may be there).
      scope.pending ? { kind: "pending", originUnread: origin.unread } : { kind: "nothing" },
    );
  }
  const releasing = scope.release;
  // The body is towncrier's section: without towncrier, stop before anything. (An update of
  // several packages refuses towncrier's packages itself.)
  if (scope.kind === "single") requireTowncrier(scope.check.plan);

  const originUrl = await readRemoteUrl(repo.root, REMOTE, context.env);
  if (originUrl === undefined) {
    throw new GitError(
      `there is no "${REMOTE}" remote to push ${prBranch} to; add one (git remote add origin URL)`,
    );
  }
  // A dry run without a token shows its plan, the PR look-up marked (code-host.ts says why).
  const access = await openHostAccess(config, originUrl, context, {
    dryRun: options.dryRun,
    open: deps.openHost,
  });
  if (access.kind === "open" && access.settings.tokenKind === "job") {
    // Said before the branch is pushed: GitLab takes no job token for merge requests.
    const refusal = `GitLab does not let ${access.settings.tokenVariable} open or update merge requests (a CI/CD job token reaches releases and the package registry only): give a project or personal access token with the api scope in GITLAB_TOKEN (a masked CI/CD variable)`;
    if (!options.dryRun) throw new AuthenticationError(`${refusal}; nothing was pushed`);
    context.warn(`a real run would stop here: ${refusal}`);
  }
  const token = access.kind === "open" ? access.settings.token : undefined;
  const gitEnv = {
    ...context.env,
    ...(token === undefined ? {} : tokenForRemote(originUrl, token, config, context.env, context.warn)),
  };
  const title = config.pr.title.replaceAll("{version}", releasing.label);
  const body = releasing.body(base);

  // The API first: its answers say precisely what is wrong with a token.
  const open =
    access.kind === "open"
      ? await inStep(
          progress,
          "find-pr",
          `looking for the open pull request from ${prBranch}`,
          () => access.host.findOpenPullRequest(prBranch, base),
          (found) => (found ? `#${found.number} is open` : "none is open"),
        )
      : undefined;
  const baseRef = `refs/heads/${base}`;
  const prRef = `refs/heads/${prBranch}`;
  // Both branches came with origin's tags, beside the history read; asked again only when that
  // listing was not made (its failure is then said in git's words).
  const refs = origin.unread
    ? await readRemoteRefs(repo.root, REMOTE, [baseRef, prRef], gitEnv)
    : new Map(
        [baseRef, prRef].flatMap((ref) => {
          const commit = origin.branches.get(ref.slice("refs/heads/".length));
          return commit === undefined ? [] : [[ref, commit] as const];
        }),
      );
  const remoteHead = refs.get(prRef);
  const position = await comparePosition(repo.root, repo.head, refs.get(baseRef), context.env);
  if (position === "behind") {
    // Two pushes in a row: this run is the older one, the newer run keeps the PR current.
    return scope.result(releaseBranch, { kind: "behind", remote: refs.get(baseRef) as string });
  }
  if (position === "ahead" || position === "diverged") {
    throw new GitError(
      `HEAD (${repo.head.slice(0, 12)}) has commits that ${REMOTE}/${base} does not have${position === "diverged" ? `, and ${REMOTE}/${base} has commits HEAD lacks` : ""}; the release PR is made from what is on ${REMOTE}: push ${base} first${position === "diverged" ? " (after git pull --rebase)" : ""}, then run release-pr`,
    );
  }
  if (options.dryRun) {
    return scope.result(releaseBranch, {
      kind: "planned",
      branch: prBranch,
      title,
      body,
      open,
      branchExists: remoteHead !== undefined,
      ...(access.kind === "no-token" ? { needs: access.needs } : {}),
    });
  }
  const host = requireHost(access);

  let pushed = false;
  let verified = false;
  let same = false;
  // GitHub makes the commit itself (and signs it) unless pr.commit = "git" asks for a push.
  const { commitFiles } = host;
  const hostCommits = config.pr.commit === "api" && commitFiles !== undefined;
  let replaced: string[] = [];
  const message = config.commit_message.replaceAll("{version}", releasing.label);
  try {
    const release = await inStep(
      progress,
      "commit",
      `making the release commit for ${releasing.label}`,
      async () => {
        const made = await buildReleaseCommit(
          { ...context, configFile: context.configFile && resolve(context.cwd, context.configFile) },
          repo,
          origin.tags,
        );
        // The PR branch may hold this very commit already (a re-run): then nothing is new.
        if (remoteHead !== undefined) {
          await fetchRemoteBranch(repo.root, REMOTE, prBranch, REMOTE_REF, gitEnv);
          same = await holdsRelease(repo.root, remoteHead, made, repo.head, context.env);
          replaced = await handMadeCommits(
            repo.root,
            repo.head,
            remoteHead,
            releaseSubjectPattern(config.commit_message, scope.kind === "workspace"),
            context.env,
          );
        }
        return made;
      },
      (made) =>
        same && remoteHead !== undefined
          ? {
              status: "already",
              detail: `${prBranch} already holds the release commit ${shortCommit(remoteHead)} ${message}`,
            }
          : `${shortCommit(made.commit)} ${message}`,
    );
    await inStep(
      progress,
      "push",
      `pushing ${prBranch} to ${REMOTE}`,
      async () => {
        if (same) {
          if (hostCommits && remoteHead !== undefined)
            verified = (await host.isCommitVerified?.(remoteHead)) === true;
          return "";
        }
        try {
          if (hostCommits) {
            const made = await commitThroughHost(
              { ...host, commitFiles },
              repo.root,
              repo.head,
              release,
              prBranch,
              remoteHead,
              context.env,
            );
            pushed = true;
            verified = made.verified;
            return `${shortCommit(made.sha)}`;
          }
          await forcePushBranch(
            repo.root,
            REMOTE,
            release.commit,
            prBranch,
            remoteHead,
            gitEnv,
            host.provider,
          );
          pushed = true;
          return "";
        } catch (error) {
          // The push's lease, or the host's look at the branch just before its commit, refused.
          if (!(error instanceof PushError)) throw error;
          return await afterRejectedPush(error, release);
        }
      },
      (note) =>
        pushed
          ? hostCommits
            ? `moved ${prBranch} on ${REMOTE} to ${note}, a commit ${hostName(host.provider)} made${verified ? " and signed (verified)" : ""}`
            : `pushed ${prBranch} to ${REMOTE}`
          : { status: "already", detail: note || `${prBranch} already holds this release commit` },
    );
  } finally {
    await runGit(["update-ref", "-d", REMOTE_REF], { cwd: repo.root, env: context.env }).catch(
      () => undefined,
    );
  }

  /**
   * A rejected push is looked into: when the branch moved meanwhile to the same release commit
   * (another run for this very push), that run's push stands and this one goes on to the PR;
   * when it moved elsewhere, run again; when it did not move, the server refused us: the error.
   */
  async function afterRejectedPush(error: PushError, release: ReleaseCommit): Promise<string> {
    const now = (await readRemoteRefs(repo.root, REMOTE, [prRef], gitEnv).catch(() => undefined))?.get(prRef);
    if (now === undefined || now === remoteHead) throw error;
    await fetchRemoteBranch(repo.root, REMOTE, prBranch, REMOTE_REF, gitEnv);
    if (await holdsRelease(repo.root, now, release, repo.head, context.env)) {
      return `${prBranch} was pushed with this release commit by another run meanwhile`;
    }
    throw new PushError(
      `${prBranch} on ${REMOTE} changed while this run pushed it (another release-pr run, or a push by hand); run release-pr again to bring it up to date`,
    );
  }

  const { pr, changed, created } = await inStep(
    progress,
    "pull-request",
    open
      ? `updating ${open.label ?? `pull request #${open.number}`}`
      : `opening the pull request from ${prBranch}`,
    () => reconcilePullRequest(host, open, { head: prBranch, base, title, body, labels: config.pr.labels }),
    (done) =>
      done.changed
        ? `${done.created ? "opened" : "updated"} #${done.pr.number}: ${done.pr.url}`
        : { status: "already", detail: `#${done.pr.number} is up to date: ${done.pr.url}` },
  );
  const after = await afterPullRequest(context, host, config, {
    root: repo.root,
    head: repo.head,
    branch: prBranch,
    moved: pushed,
    pr,
    changed: created || changed || pushed,
  });
  const action = created ? "created" : pushed || changed ? "updated" : "unchanged";
  return scope.result(releaseBranch, {
    kind: "done",
    action,
    pr,
    branch: prBranch,
    pushed,
    replaced,
    commitVerified: verified,
    ...after,
  });
}

/** The history step's summary for several packages: which have a next version. */
function packagesSummary(packages: readonly PackageCheck[]): string {
  const next = packages.filter((p) => p.plan.nextVersion !== undefined);
  const count = `${packages.length} package${packages.length === 1 ? "" : "s"}`;
  return next.length === 0
    ? `${count}: nothing to release`
    : `${count}: ${next.map((p) => `${p.member.normalisedName} ${p.plan.nextVersion}`).join(", ")} next`;
}
