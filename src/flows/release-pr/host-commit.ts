import { runGit } from "../../git/run.ts";
import { readBlob, readTreeChanges } from "../../git/tree-changes.ts";
import type { CodeHost, CommitFile, HostCommit } from "../../host/port.ts";
import type { ReleaseCommit } from "./build-release-commit.ts";

/**
 * The release commit made again through the host (DESIGN 5): the files the local release commit
 * changed (computed in the temporary worktree as always) are sent with the release branch head as
 * parent, and the PR branch is moved to the host's commit, which the host signs.
 */
export async function commitThroughHost(
  host: CodeHost & Required<Pick<CodeHost, "commitFiles">>,
  root: string,
  head: string,
  release: ReleaseCommit,
  branch: string,
  current: string | undefined,
  env: NodeJS.ProcessEnv,
): Promise<HostCommit> {
  const changes = await readTreeChanges(root, head, release.commit, env);
  const files: CommitFile[] = [];
  for (const change of changes) {
    files.push(
      "deleted" in change
        ? change
        : {
            path: change.path,
            mode: change.mode,
            content: await readBlob(root, change.blob, env),
            before: change.before,
          },
    );
  }
  const { stdout } = await runGit(["rev-parse", `${head}^{tree}`], { cwd: root, env });
  return host.commitFiles({
    branch,
    parent: head,
    parentTree: stdout.trim(),
    message: release.message,
    files,
    current,
  });
}
