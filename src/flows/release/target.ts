import { ConfigError, GitError, ReleaseError, TagExistsError } from "../../core/errors.ts";
import { compileTagFormat, findTagForVersion } from "../../core/tag-format.ts";
import { listSome } from "../../core/text.ts";
import { formatVersion, parseVersion, sameVersionText } from "../../core/version.ts";
import { comparePosition, isAncestor, shortCommit as short } from "../../git/ancestry.ts";
import { runGit } from "../../git/run.ts";
import { describeOperationInProgress, readStatus } from "../../git/worktree.ts";
import { memberOf } from "../check/check.ts";
import type { CheckResult } from "../check/check-types.ts";
import { offReleaseBranch, type ReleaseBranch, readHeadBranch } from "../shared/release-branch.ts";
import { computedBy, computedVersion, isComputed } from "./computed-version.ts";
import { isReleaseCommit, madeByRelease, releaseCommitSince } from "./existing-tag.ts";
import { refuseMixedVersions } from "./mixed-versions.ts";
import { notPendingReason } from "./not-pending-reason.ts";
import { readOriginBranch } from "./origin-branch.ts";
import { findCommitToTag, laterCommitsWarning } from "./release-commit.ts";
import { packageNameOf, releaseTemplates } from "./release-subjects.ts";

/** What `release` releases, from facts gathered before anything is changed. */
export type ReleaseTarget =
  /** No pending version: exit 0 with `reason` (and a `warning` when something looks unfinished). */
  | { kind: "nothing"; reason: string; warning?: string }
  | {
      kind: "release";
      version: string;
      tag: string;
      /** HEAD: what the hooks and the build run on, and what the branch push sends. */
      head: string;
      /**
       * The commit the tag goes on: the release commit (the commit that set the version, or the
       * merge that brought it in), which is HEAD unless commits landed after it.
       */
      commit: string;
      /** Commits of HEAD after `commit` (a package's: those that touch its folder): not in this release. */
      after: number;
      /** Said before the steps: the commits after the release commit and where they go. */
      warning?: string;
      /** The release branch (HEAD is on it). */
      branch: string;
      /** The commit the tag points at in this clone, when it exists (always `commit`). */
      localTag: string | undefined;
      /** The commit the tag points at on the remote, when it is there (always `commit`). */
      remoteTag: string | undefined;
      /**
       * The remote branch lacks the commit to tag (`update` then `release`): HEAD, which is ahead
       * of it, is pushed with the tag.
       */
      ahead: boolean;
      /** The names of the remote's tags (a newer line may be released there and not fetched here). */
      remoteTags: string[];
    };

/**
 * Validation (DESIGN 5, release), one clear error each and before any change: no operation in
 * progress, a clean tree, on the release branch, not behind the remote branch, and the version
 * the files carry either without a tag (pending), or tagged on HEAD or on its release commit (a
 * release to finish). The tag goes on the release commit: commits that landed after it are not
 * in its notes, so they stay for the next release (and `warning` says so).
 * The remote is read with one `ls-remote` (the branch and the tags), so this moves no ref.
 */
export async function readReleaseTarget(
  check: CheckResult,
  remote: {
    name: string;
    env: NodeJS.ProcessEnv;
    /** Whether the code host has a release for a tag (undefined: not asked, --skip-host-release). */
    releaseExists?: (tag: string) => Promise<boolean>;
  },
  env: NodeJS.ProcessEnv,
): Promise<ReleaseTarget> {
  const { repo, config, project, history } = check;
  const inProgress = await describeOperationInProgress(repo.gitDir);
  if (inProgress !== undefined) {
    throw new GitError(`${inProgress}, then run release again`);
  }
  if (check.interrupted !== undefined) {
    throw new ReleaseError(
      `an update to ${check.interrupted.version} was interrupted before its commit; finish it with \`releaser update\`, then release`,
    );
  }
  const dirty = (await readStatus(repo.root, false, env)).map((e) => e.path);
  if (dirty.length > 0) {
    throw new GitError(
      `the working tree has uncommitted changes (${listSome(dirty)}); a release tags a commit, so commit or stash them first`,
    );
  }
  const current = await readHeadBranch(repo.root, env);
  const tagFormat = compileTagFormat(config.tag_format);
  const fileVersion = project.version ?? computedVersion(check, tagFormat);
  if (fileVersion === undefined) {
    if (isComputed(check)) {
      return {
        kind: "nothing",
        reason: `nothing to release: the version is computed from tags (${computedBy(check)}), and no release commit for a next version came after ${check.plan.baseTag ?? "the start"}; run \`releaser release-pr\` (or \`update\`) and merge it first`,
      };
    }
    throw new ConfigError(
      "the project's files carry no version to release (no version in pyproject.toml and no __version__ found); add one, or name the file in version_files",
    );
  }
  const parsed = parseVersion(fileVersion);
  if (parsed === undefined) {
    throw new ConfigError(
      `${project.versionSource ?? "the project files"}: "${fileVersion}" is not a valid PEP 440 version`,
    );
  }
  refuseMixedVersions(check);
  const version = formatVersion(parsed);
  // A development or local version is never released (DESIGN 5): said before origin is asked.
  if (parsed.dev !== undefined || parsed.local !== undefined) {
    return { kind: "nothing", reason: notPendingReason(check, version) };
  }
  // A new tag is spelled as the plan names it: a calendar's 2026.02.03, as its other tags are.
  const { plan } = check;
  const planned =
    plan.tag !== undefined && plan.nextVersion !== undefined && sameVersionText(plan.nextVersion, version)
      ? plan.tag
      : undefined;
  const tag = findTagForVersion(history.tags.all, tagFormat, parsed) ?? planned ?? tagFormat.format(version);
  // The release commit's subject and the changelog's heading name the version as the files spell
  // it (update wrote all three): a calendar's 2026.02.03, where PEP 440 writes 2026.2.3.
  const named = sameVersionText(fileVersion, version) ? fileVersion : version;
  const localTag = history.tags.commits.get(tag);

  const listing = await readOriginBranch(check, remote, env);
  const branch = listing.releaseBranch.name;
  const remoteTag = listing.tags.get(tag);
  const head = repo.head;
  // A release stopped half-way is finished from its tag: `git checkout v1.5.0 && releaser release`.
  const finishing = current === undefined && (localTag === head || remoteTag === head);
  if (current !== branch && !finishing) throw offReleaseBranch("release", listing.releaseBranch, current);
  if (localTag !== undefined && remoteTag !== undefined && localTag !== remoteTag) {
    throw new TagExistsError(
      `tag ${tag} is on ${short(localTag)} here but on ${short(remoteTag)} on ${remote.name}; take ${remote.name}'s (git fetch --tags --force) and run again`,
    );
  }
  const tagged = localTag ?? remoteTag;
  if (tagged !== undefined && tagged !== head) {
    // A tag on check's base commit needs no walk of the history: the base is an ancestor of
    // HEAD, and check has read the commits since it (a base on a release branch is no ancestor).
    const since =
      tagged === baseCommit(check) && history.releasedOnBranch === undefined ? history.commits : undefined;
    // A base check read as released on a release branch cut from this line is released, though
    // no ancestor of HEAD: git flow tags a release branch's merge into a stable branch and merges
    // the release branch, not that merge, back into the trunk.
    const onBranch = tagged === baseCommit(check) && history.releasedOnBranch !== undefined;
    const released = since !== undefined || onBranch || (await isAncestor(repo.root, tagged, head, env));
    const predates = released && (await releaseCommitSince(check, tagged, since, named, env));
    const madeHere = released && !predates && (await madeByRelease(repo.root, tag, named, env));
    const noHostRelease = madeHere && (await remote.releaseExists?.(tag)) === false;
    // The tag an earlier run put on the release commit before it stopped (not pushed, or without
    // its code-host release): the release is finished from there, whatever came after it.
    if (
      (noHostRelease || (madeHere && remoteTag === undefined)) &&
      (await isReleaseCommit(check, tagged, named, env))
    ) {
      return await releaseOf(
        check,
        remote,
        listing,
        { version, tag, commit: tagged, localTag, remoteTag },
        env,
      );
    }
    if (released && !predates) {
      // A tag without a release: an earlier release that stopped half-way (or a tag from before
      // releaser, which never had one). Said, not failed: the latter would fail every run.
      return {
        kind: "nothing",
        reason: `nothing to release: ${version}, the version in the files, was released as ${tag} (on ${short(tagged)}); run \`releaser update\` or merge the release pull request first`,
        ...(noHostRelease
          ? {
              warning: `${tag} has no release on the code host; if an earlier \`releaser release\` stopped half-way, finish it from its tag: git checkout ${tag} && releaser release, then check out ${branch} again`,
            }
          : {}),
      };
    }
    throw new TagExistsError(
      `tag ${tag} already exists on ${short(tagged)}${released ? ", before the release commit of" : ", not on"} HEAD (${short(head)}), so ${version} is released; run \`releaser update\` for the next version (or --release-as with a higher one)`,
    );
  }

  if (tagged === undefined && !check.plan.pending && project.version !== undefined) {
    return { kind: "nothing", reason: notPendingReason(check, version) };
  }

  const found =
    tagged === head
      ? undefined
      : await findCommitToTag(repo.root, {
          templates: releaseTemplates(check),
          version: named,
          head,
          exclude: [baseCommit(check)].filter((c): c is string => c !== undefined),
          env,
          packageName: packageNameOf(check),
        });
  const commit = found?.commit ?? head;
  return await releaseOf(
    check,
    remote,
    listing,
    { version, tag, commit, localTag, remoteTag },
    env,
    finishing,
  );
}

/**
 * The release target once the version, its tag and the commit to tag are known: HEAD must not be
 * behind nor beside the remote branch; the branch is pushed with the tag when the remote lacks
 * the commit to tag.
 */
async function releaseOf(
  check: CheckResult,
  remote: { name: string },
  listing: { releaseBranch: ReleaseBranch; branch: string | undefined; tags: Map<string, string> },
  what: {
    version: string;
    tag: string;
    commit: string;
    localTag: string | undefined;
    remoteTag: string | undefined;
  },
  env: NodeJS.ProcessEnv,
  finishing = false,
): Promise<Extract<ReleaseTarget, { kind: "release" }>> {
  const { repo } = check;
  const head = repo.head;
  const branch = listing.releaseBranch.name;
  const remoteBranch = listing.branch;
  const position = finishing ? "same" : await comparePosition(repo.root, head, remoteBranch, env);
  if (position === "behind" || position === "diverged") {
    throw new GitError(
      position === "behind"
        ? `HEAD (${short(head)}) is behind ${remote.name}/${branch} (${short(remoteBranch ?? "")}): someone pushed since this checkout; pull (git pull --ff-only ${remote.name} ${branch}) and run again`
        : `HEAD (${short(head)}) and ${remote.name}/${branch} (${short(remoteBranch ?? "")}) have diverged: each has commits the other lacks; bring them together (git pull --rebase ${remote.name} ${branch}, then push) and run again`,
    );
  }
  const { commit } = what;
  // Commits after the release commit are HEAD's own: the branch is pushed only when the remote
  // lacks the commit the tag goes on (a tag must be on the branch's history).
  const ahead =
    position === "ahead" &&
    (commit === head ||
      remoteBranch === undefined ||
      !(await isAncestor(repo.root, commit, remoteBranch, env)));
  // A package of several counts the later commits that touch its folder: the others are not its.
  const folder = memberOf(check)?.path ?? ".";
  const paths = folder === "." ? [] : ["--", `:(top,literal)${folder}`];
  const after =
    commit === head
      ? 0
      : Number(
          (
            await runGit(["rev-list", "--count", `${commit}..${head}`, ...paths], { cwd: repo.root, env })
          ).stdout.trim(),
        );
  const remoteTags = [...listing.tags.keys()];
  return {
    kind: "release",
    ...what,
    head,
    branch,
    after,
    ahead,
    remoteTags,
    ...(after > 0 ? { warning: laterCommitsWarning(after, commit, what.version, short) } : {}),
  };
}

/** The commit of check's base tag (an ancestor of HEAD), if there is one. */
function baseCommit({ history }: CheckResult): string | undefined {
  return history.baseTag === undefined ? undefined : history.tags.commits.get(history.baseTag);
}
