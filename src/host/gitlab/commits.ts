import { GitHostError } from "../../core/errors.ts";
import { movedMeanwhile } from "../moved-meanwhile.ts";
import type { HostCommit, HostCommitInput } from "../port.ts";
import { encodeSegment, type GitLabClient } from "./client.ts";
import { commitActions } from "./commit-actions.ts";
import { type Call, GitLabRequestError, gitlabMessage } from "./errors.ts";

/** What GitLab answers for a commit (Entities::CommitDetail), the fields read here. */
interface CommitData {
  id: string;
}

/** GitLab's verdict on a commit's signature (Entities::CommitSignature), the field read here. */
interface SignatureData {
  verification_status?: string;
}

/**
 * The release commit made by GitLab (DESIGN 5), through "Create a commit with multiple files and
 * actions" (`POST /projects/:id/repository/commits`): the changed files as actions on
 * `start_sha` (the release branch's head), and `force` so the PR branch is reset onto it whether
 * or not it exists. No author is sent: GitLab commits as the token's user and, where it signs web
 * commits (GitLab.com), signs the commit, which its signature endpoint then calls verified.
 */
export function gitlabCommits(client: GitLabClient, project: string, call: Call) {
  const isCommitVerified = (sha: string): Promise<boolean> =>
    call({ what: `read the signature of commit ${sha.slice(0, 12)}` }, () => signed(sha));

  /** Whether GitLab verified the commit's signature (its own, for a commit it made); 404: unsigned. */
  const signed = async (sha: string): Promise<boolean> => {
    try {
      const { data } = await client.request<SignatureData>(
        "GET",
        `${project}/repository/commits/${sha}/signature`,
      );
      return VERIFIED.has(String(data.verification_status));
    } catch (error) {
      if (error instanceof GitLabRequestError && error.status === 404) return false;
      throw error;
    }
  };

  /** Where the branch is, or undefined when it does not exist (404 Branch Not Found). */
  const readBranch = async (branch: string): Promise<string | undefined> => {
    try {
      const { data } = await client.request<{ commit: CommitData }>(
        "GET",
        `${project}/repository/branches/${encodeSegment(branch)}`,
      );
      return data.commit.id;
    } catch (error) {
      if (
        error instanceof GitLabRequestError &&
        error.status === 404 &&
        /branch/i.test(gitlabMessage(error.data, 404))
      )
        return undefined;
      throw error;
    }
  };

  const commitFiles = async (input: HostCommitInput): Promise<HostCommit> => {
    const what = `make the release commit on ${input.branch}`;
    // Refused before any request: an action GitLab cannot take (a symbolic link).
    const actions = commitActions(input.files);
    return call({ what, needsApiToken: true }, async () => {
      // `force` takes no expected old commit: the branch is read again right before the commit.
      if ((await readBranch(input.branch)) !== input.current) throw movedMeanwhile(input.branch);
      let made: CommitData;
      try {
        ({ data: made } = await client.request<CommitData>("POST", `${project}/repository/commits`, {
          json: {
            branch: input.branch,
            commit_message: input.message,
            start_sha: input.parent,
            force: true,
            actions,
            stats: false,
          },
          // A repeat (after a 5xx or a lost answer) resets the branch onto the same start again.
          idempotent: true,
        }));
      } catch (error) {
        if (error instanceof GitLabRequestError && error.status === 400) throw refusedActions(what, error);
        throw error;
      }
      return { sha: made.id, verified: await signed(made.id) };
    });
  };

  return { commitFiles, isCommitVerified };
}

/**
 * `verified`: a signature GitLab verified with the committer's key; `verified_system`: a commit
 * GitLab itself made and signed (web and API commits).
 */
const VERIFIED = new Set(["verified", "verified_system"]);

/**
 * GitLab's 400 for the commit (Commits::CreateService and the actions' checks, which run before
 * any write: nothing was changed): a file the actions expected absent or present on the start
 * commit, a start commit it cannot find, a path it refuses.
 */
function refusedActions(what: string, error: GitLabRequestError): GitHostError {
  return new GitHostError(
    `GitLab refused to ${what} (400: ${gitlabMessage(error.data, 400)}); nothing was changed on GitLab: run release-pr again, and if GitLab refuses it again set pr.commit = "git" to push the commit instead`,
    { cause: error },
  );
}
