import { resolve } from "node:path";
import type { Config } from "../../config/schema.ts";
import { ConfigError, GitError, PushError } from "../../core/errors.ts";
import { renderPrBody, renderWorkspacePrBody } from "../../core/pr-body.ts";
import { packageReleaseList } from "../../core/release-subject.ts";
import { listSome } from "../../core/text.ts";
import { comparePosition, shortCommit } from "../../git/ancestry.ts";
import { type RemoteHead, readRemoteHeadAndTags } from "../../git/default-branch.ts";
import { fetchRemoteBranch, forcePushBranch, readRemoteRefs, readRemoteUrl } from "../../git/remote.ts";
import { runGit } from "../../git/run.ts";
import { readCurrentBranch, readStatus } from "../../git/worktree.ts";
import type { openCodeHost } from "../../host/open-host.ts";
import type { CodeHost, PullRequest } from "../../host/port.ts";
import { pathInRepository, type Workspace } from "../../workspace/members.ts";
import {
  type CheckResult,
  checkRepository,
  type PackageCheck,
  type RepositoryCheck,
} from "../check/check.ts";
import { openHostAccess, requireHost } from "../shared/code-host.ts";
import type { FlowContext } from "../shared/context.ts";
import { historySummary, inStep } from "../shared/progress-step.ts";
import {
  askedReleaseBranch,
  knownReleaseBranch,
  offReleaseBranch,
  type ReleaseBranch,
} from "../shared/release-branch.ts";
import { remoteGitEnv, tokenForRemote } from "../shared/remote-auth.ts";
import { changelogAsMarkdown, requireTowncrier, withoutTowncrierWarning } from "../shared/towncrier.ts";
import { buildReleaseCommit, type ReleaseCommit } from "./build-release-commit.ts";

export type ReleasePrAction = "created" | "updated" | "unchanged" | "none";

export type ReleasePrOutcome =
  /** No commit asks for a release: nothing is pushed, an open release PR is left alone. */
  | { kind: "nothing" }
  /** The release branch already carries an untagged version: the PR was merged, `release` is next. */
  | { kind: "pending" }
  /** HEAD is behind the remote release branch (an older push's run): nothing is changed. */
  | { kind: "behind"; remote: string }
  | {
      kind: "planned";
      branch: string;
      title: string;
      body: string;
      /** The open release PR the run would update (else it would create one). */
      open: PullRequest | undefined;
      /** The PR branch exists on the remote (it would be replaced). */
      branchExists: boolean;
      /** A dry run without a token: the open PR was not looked up; a real run would need this. */
      needs?: string;
    }
  | {
      kind: "done";
      action: Exclude<ReleasePrAction, "none">;
      pr: PullRequest;
      branch: string;
      /** The branch was pushed (false: it already held exactly this release commit). */
      pushed: boolean;
      /** Subjects of commits someone added to the PR branch by hand, now replaced. */
      replaced: string[];
    };

interface ReleasePrCommon {
  /** The branch the PR goes into: release_branch, else origin's default branch, else main. */
  releaseBranch: ReleaseBranch;
  outcome: ReleasePrOutcome;
}

/** The release PR of a repository of one project: its plan. */
export interface SingleReleasePr extends ReleasePrCommon {
  kind: "single";
  check: CheckResult;
}

/** The release PR of a repository of several packages (DESIGN 8): one PR, a section per package. */
export interface WorkspaceReleasePr extends ReleasePrCommon {
  kind: "workspace";
  workspace: Workspace;
  /** Every package's plan, as `check` shows them. */
  packages: PackageCheck[];
  /** The packages the PR releases: a next version that is not set yet. */
  releases: PackageCheck[];
  /** The packages whose next version is set and not tagged (the PR was merged): `release` is next. */
  pending: PackageCheck[];
}

export type ReleasePrResult = SingleReleasePr | WorkspaceReleasePr;

export interface ReleasePrDeps {
  /** The code host (tests may pass their own); default: the one `host.provider` names. */
  openHost?: typeof openCodeHost;
}

const REMOTE = "origin";
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
  let origin: OriginAnswer = { tags: [], head: undefined, why: `${REMOTE} was not asked` };
  let originRead: Promise<OriginAnswer> | undefined;
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
          remoteTags: async (config, root) => {
            originRead ??= readOrigin(root, config, context);
            origin = await originRead;
            return origin.tags;
          },
        },
      ),
    (read) => (read.kind === "single" ? historySummary(read.result.plan) : packagesSummary(read.packages)),
  );
  const target = releaseTarget(found);
  // The repository's settings (release branch, pull request, code host, commit message) are
  // the same in every package's configuration: they are never a package's own.
  const { repo, config } = target.check;
  const releaseBranch =
    (await knownReleaseBranch(target.check, REMOTE, context.env)) ??
    askedReleaseBranch(REMOTE, origin.head, origin.why);
  const base = releaseBranch.name;
  const branch = await readCurrentBranch(repo.root, context.env);
  if (branch !== base) throw offReleaseBranch("release-pr", releaseBranch, branch);
  await refuseUncommittedInputs(repo.root, context.env);
  const prBranch = config.pr.branch.replaceAll("{branch}", base);
  if (prBranch === base || prBranch.trim() === "") {
    throw new ConfigError(
      `pr.branch = "${config.pr.branch}" must name a branch other than ${base}, e.g. "releaser/{branch}"`,
    );
  }
  if (target.release === undefined) {
    return target.result(releaseBranch, { kind: target.pending ? "pending" : "nothing" });
  }
  const releasing = target.release;
  // The body is towncrier's section: without towncrier, stop before anything. (An update of
  // several packages refuses towncrier's packages itself.)
  if (target.kind === "single") requireTowncrier(target.check.plan);

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
  const refs = await readRemoteRefs(repo.root, REMOTE, [baseRef, prRef], gitEnv);
  const remoteHead = refs.get(prRef);
  const position = await comparePosition(repo.root, repo.head, refs.get(baseRef), context.env);
  if (position === "behind") {
    // Two pushes in a row: this run is the older one, the newer run keeps the PR current.
    return target.result(releaseBranch, { kind: "behind", remote: refs.get(baseRef) as string });
  }
  if (position === "ahead" || position === "diverged") {
    throw new GitError(
      `HEAD (${repo.head.slice(0, 12)}) has commits that ${REMOTE}/${base} does not have${position === "diverged" ? `, and ${REMOTE}/${base} has commits HEAD lacks` : ""}; the release PR is made from what is on ${REMOTE}: push ${base} first${position === "diverged" ? " (after git pull --rebase)" : ""}, then run release-pr`,
    );
  }
  if (options.dryRun) {
    return target.result(releaseBranch, {
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
  let same = false;
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
        );
        // The PR branch may hold this very commit already (a re-run): then nothing is new.
        if (remoteHead !== undefined) {
          await fetchRemoteBranch(repo.root, REMOTE, prBranch, REMOTE_REF, gitEnv);
          same = await holdsRelease(repo.root, remoteHead, made, repo.head, context.env);
          replaced = await handMadeCommits(
            repo.root,
            repo.head,
            remoteHead,
            releaseSubjectPattern(config.commit_message, target.kind === "workspace"),
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
        if (same) return "";
        try {
          await forcePushBranch(repo.root, REMOTE, release.commit, prBranch, remoteHead, gitEnv);
          pushed = true;
          return "";
        } catch (error) {
          if (!(error instanceof PushError)) throw error;
          return await afterRejectedPush(error, release);
        }
      },
      (note) =>
        pushed
          ? `pushed ${prBranch} to ${REMOTE}`
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
    open ? `updating pull request #${open.number}` : `opening the pull request from ${prBranch}`,
    () => reconcilePullRequest(host, open, { head: prBranch, base, title, body, labels: config.pr.labels }),
    (done) =>
      done.changed
        ? `${done.created ? "opened" : "updated"} #${done.pr.number}: ${done.pr.url}`
        : { status: "already", detail: `#${done.pr.number} is up to date: ${done.pr.url}` },
  );
  const action = created ? "created" : pushed || changed ? "updated" : "unchanged";
  return target.result(releaseBranch, { kind: "done", action, pr, branch: prBranch, pushed, replaced });
}

/** What the release PR is about: the one project's release, or the packages of several. */
interface ReleaseTarget {
  kind: "single" | "workspace";
  /** The project's plan, or a package's: the repository, and its settings (the same for all). */
  check: CheckResult;
  /** What the PR releases; undefined when there is nothing to release, or it is pending. */
  release: { label: string; body: (releaseBranch: string) => string } | undefined;
  /** Nothing to release because the release was merged and is not tagged yet. */
  pending: boolean;
  result: (releaseBranch: ReleaseBranch, outcome: ReleasePrOutcome) => ReleasePrResult;
}

/**
 * The single project's release as it always was; for several packages (DESIGN 8), every package
 * with a next version that is not set yet, named in one list (`alpha-lib 1.3.0, beta-lib 0.3.1`,
 * the list the release commit's subject carries) and given a section each in the body.
 */
function releaseTarget(found: RepositoryCheck): ReleaseTarget {
  if (found.kind === "single") {
    const check = found.result;
    const { plan } = check;
    const result = (releaseBranch: ReleaseBranch, outcome: ReleasePrOutcome): ReleasePrResult => ({
      kind: "single",
      check,
      releaseBranch,
      outcome,
    });
    const { nextVersion, tag, changelog } = plan;
    if (nextVersion === undefined || tag === undefined || changelog === undefined) {
      return { kind: "single", check, release: undefined, pending: false, result };
    }
    if (plan.pending) return { kind: "single", check, release: undefined, pending: true, result };
    const body = (releaseBranch: string) =>
      renderPrBody({
        version: nextVersion,
        tag,
        releaseBranch,
        // towncrier's reST section reads as Markdown, as in the release notes.
        changelog: changelogAsMarkdown(plan) ?? changelog,
      });
    return { kind: "single", check, release: { label: nextVersion, body }, pending: false, result };
  }
  const { workspace, packages } = found;
  const releases = packages.filter((p) => p.plan.nextVersion !== undefined && !p.plan.pending);
  const pending = packages.filter((p) => p.plan.nextVersion !== undefined && p.plan.pending);
  const result = (releaseBranch: ReleaseBranch, outcome: ReleasePrOutcome): ReleasePrResult => ({
    kind: "workspace",
    workspace,
    packages,
    releases,
    pending,
    releaseBranch,
    outcome,
  });
  // A workspace has at least one package (members.ts refuses an empty list).
  const check = packages[0] as PackageCheck;
  if (releases.length === 0) {
    return { kind: "workspace", check, release: undefined, pending: pending.length > 0, result };
  }
  const label = packageReleaseList(
    releases.map((p) => ({ name: p.member.normalisedName, version: p.plan.nextVersion as string })),
  );
  const body = (releaseBranch: string) =>
    renderWorkspacePrBody({
      releaseBranch,
      packages: releases.map((p) => ({
        name: p.member.normalisedName,
        version: p.plan.nextVersion as string,
        tag: p.plan.tag as string,
        changelog: changelogAsMarkdown(p.plan) ?? p.plan.changelog ?? "",
        changelogPath: pathInRepository(p.member.path, p.config.changelog_file),
      })),
    });
  return { kind: "workspace", check, release: { label, body }, pending: false, result };
}

/** The history step's summary for several packages: which have a next version. */
function packagesSummary(packages: readonly PackageCheck[]): string {
  const next = packages.filter((p) => p.plan.nextVersion !== undefined);
  const count = `${packages.length} package${packages.length === 1 ? "" : "s"}`;
  return next.length === 0
    ? `${count}: nothing to release`
    : `${count}: ${next.map((p) => `${p.member.normalisedName} ${p.plan.nextVersion}`).join(", ")} next`;
}

/**
 * Creates the pull request, or brings the open one's title, body and labels up to date; writes
 * only what differs. `changed` says whether anything was written.
 */
async function reconcilePullRequest(
  host: CodeHost,
  open: PullRequest | undefined,
  want: { head: string; base: string; title: string; body: string; labels: readonly string[] },
): Promise<{ pr: PullRequest; changed: boolean; created: boolean }> {
  let changed = false;
  let created = false;
  let pr = open;
  if (pr === undefined) {
    // `created` false: another run opened it meanwhile; it is brought up to date like an open one.
    ({ pullRequest: pr, created } = await host.createPullRequest({
      head: want.head,
      base: want.base,
      title: want.title,
      body: want.body,
    }));
    changed = created;
  }
  const changes: { title?: string; body?: string } = {};
  if (pr.title !== want.title) changes.title = want.title;
  if (normalise(pr.body) !== normalise(want.body)) changes.body = want.body;
  if (changes.title !== undefined || changes.body !== undefined) {
    pr = await host.updatePullRequest(pr.number, changes);
    changed = true;
  }
  const carried = pr.labels;
  const missing = want.labels.filter((label) => !carried.includes(label));
  if (missing.length > 0) {
    await host.addLabels(pr.number, missing);
    pr = { ...pr, labels: [...pr.labels, ...missing] };
    changed = true;
  }
  return { pr, changed, created };
}

/** GitHub stores bodies with CRLF line ends when they were edited in the browser. */
function normalise(text: string): string {
  return text.replace(/\r\n/g, "\n").trimEnd();
}

/** The remote branch is exactly our release commit: same parent, same tree, same message. */
async function holdsRelease(
  root: string,
  remoteHead: string,
  release: ReleaseCommit,
  head: string,
  env: NodeJS.ProcessEnv,
): Promise<boolean> {
  const { stdout } = await runGit(["log", "-1", "--format=%P%x00%T%x00%B", remoteHead], { cwd: root, env });
  const [parents = "", tree = "", message = ""] = stdout.split("\0");
  return parents.trim() === head && tree === release.tree && message.trim() === release.message.trim();
}

/**
 * Commits on the remote PR branch that are neither on the release branch nor a release commit
 * of ours: someone pushed them by hand, and the force-push replaces them (said in the output).
 */
async function handMadeCommits(
  root: string,
  head: string,
  remoteHead: string,
  ours: RegExp,
  env: NodeJS.ProcessEnv,
): Promise<string[]> {
  const { stdout } = await runGit(["log", "--format=%s", `${head}..${remoteHead}`], { cwd: root, env });
  return stdout.split("\n").filter((s) => s !== "" && !ours.test(s));
}

/**
 * Any release commit's subject: the configured `commit_message` with any version in it, or for
 * several packages any list of them (`alpha-lib 1.3.0, beta-lib 0.3.1`), which has spaces.
 */
function releaseSubjectPattern(template: string, severalPackages: boolean): RegExp {
  const subject = (template.split("\n")[0] ?? "").trim();
  const parts = subject.split("{version}").map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  // A list is `<name> <version>` items joined by ", " (packageReleaseList).
  const version = severalPackages ? "\\S+ \\S+(?:, \\S+ \\S+)*" : "\\S+";
  return new RegExp(`^${parts.join(version)}$`);
}

/**
 * The plan reads the working tree but the release commit is made from HEAD: a tracked change, or
 * an untracked configuration or project file, would make them differ. Refused, before anything.
 */
async function refuseUncommittedInputs(root: string, env: NodeJS.ProcessEnv): Promise<void> {
  const inputs = new Set(["pyproject.toml", "releaser.toml", ".releaser.toml"]);
  const dirty = (await readStatus(root, true, env))
    .filter((e) => e.code !== "??" || inputs.has(e.path))
    .map((e) => e.path);
  if (dirty.length === 0) return;
  throw new GitError(
    `the working tree has uncommitted changes (${listSome(dirty)}); release-pr makes the release commit from HEAD, so commit or stash them first`,
  );
}

interface OriginAnswer {
  tags: string[];
  head: RemoteHead | undefined;
  /** Why there is no head (said when the release branch falls back to main). */
  why: string;
}

/**
 * origin's tag names (for the taken versions) and its HEAD (the default release branch), in one
 * `ls-remote`; none when there is no origin or it cannot be read: the push (or the API) that
 * follows says what is wrong with the remote in its own words, and `-v` shows this `ls-remote`
 * and its answer.
 */
async function readOrigin(root: string, config: Config, context: FlowContext): Promise<OriginAnswer> {
  if ((await readRemoteUrl(root, REMOTE, context.env)) === undefined) {
    return { tags: [], head: undefined, why: `there is no "${REMOTE}" remote` };
  }
  try {
    const env = await remoteGitEnv(root, config, context.env);
    const listing = await readRemoteHeadAndTags(root, REMOTE, [], env);
    return {
      tags: [...listing.tags.keys()],
      head: listing.head,
      why: `${REMOTE} names no default branch`,
    };
  } catch {
    return { tags: [], head: undefined, why: `${REMOTE} could not be read` };
  }
}
