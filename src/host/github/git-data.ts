import { movedMeanwhile } from "../moved-meanwhile.ts";
import type { HostCommit, HostCommitInput, RepositoryId } from "../port.ts";
import type { GitHubClient } from "./client.ts";
import { githubMessage, type Operation, type RequestErrorShape } from "./errors.ts";

type Call = <T>(op: Operation, body: () => Promise<T>) => Promise<T>;

const CONTENTS_WRITE = "contents: write";

/**
 * A commit made through GitHub's Git Data API: a blob per changed file, a tree on the parent's
 * tree (a removed file is an entry with `sha: null`), a commit with the parent, and the branch
 * created or moved to it with `force`. No author or committer is sent: GitHub then makes the
 * commit as the token's identity and signs it, so it shows as "Verified".
 */
export function gitDataCommits(client: GitHubClient, repository: RepositoryId, call: Call) {
  const { owner, repo } = repository;

  const commitFiles = (input: HostCommitInput): Promise<HostCommit> =>
    call({ what: `make the release commit on ${input.branch}`, permission: CONTENTS_WRITE }, async () => {
      const tree: Array<{
        path: string;
        mode: "100644" | "100755" | "120000";
        type: "blob";
        sha: string | null;
      }> = [];
      for (const file of input.files) {
        if ("deleted" in file) {
          tree.push({ path: file.path, mode: "100644", type: "blob", sha: null });
          continue;
        }
        const { data: blob } = await client.rest.git.createBlob({
          owner,
          repo,
          content: Buffer.from(file.content).toString("base64"),
          encoding: "base64",
        });
        tree.push({ path: file.path, mode: file.mode, type: "blob", sha: blob.sha });
      }
      const { data: made } = await client.rest.git.createTree({
        owner,
        repo,
        base_tree: input.parentTree,
        tree,
      });
      const { data: commit } = await client.rest.git.createCommit({
        owner,
        repo,
        message: input.message,
        tree: made.sha,
        parents: [input.parent],
      });
      // PATCH refs has no lease: the branch is read again right before it is moved.
      if ((await readBranch(input.branch)) !== input.current) throw movedMeanwhile(input.branch);
      await moveBranch(input.branch, commit.sha, input.current !== undefined);
      return { sha: commit.sha, verified: commit.verification?.verified === true };
    });

  /** Where the branch is, or undefined when it does not exist. */
  async function readBranch(branch: string): Promise<string | undefined> {
    try {
      const { data } = await client.rest.git.getRef({ owner, repo, ref: `heads/${branch}` });
      return data.object.sha;
    } catch (error) {
      if ((error as { status?: number }).status === 404) return undefined;
      throw error;
    }
  }

  /** Moves the branch (or creates it); a branch that appeared or went meanwhile is handled. */
  async function moveBranch(branch: string, sha: string, exists: boolean): Promise<void> {
    const create = () => client.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha });
    const update = () => client.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha, force: true });
    try {
      await (exists ? update() : create());
    } catch (error) {
      const message = githubMessage(error as RequestErrorShape);
      const status = (error as { status?: number }).status;
      if (status === 422 && !exists && /already exists/i.test(message)) await update();
      else if (status === 422 && exists && /does not exist/i.test(message)) await create();
      else throw error;
    }
  }

  const isCommitVerified = (sha: string): Promise<boolean> =>
    call({ what: `read commit ${sha.slice(0, 12)}` }, async () => {
      const { data } = await client.rest.git.getCommit({ owner, repo, commit_sha: sha });
      return data.verification?.verified === true;
    });

  return { commitFiles, isCommitVerified };
}
