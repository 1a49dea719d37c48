import { PublishError } from "../../core/errors.ts";
import { listSome } from "../../core/text.ts";
import { shortCommit } from "../../git/ancestry.ts";
import { runGit } from "../../git/run.ts";
import { readStatus } from "../../git/worktree.ts";

/**
 * What ships must be what is tagged: after the hooks and the build, HEAD of `root` must still be
 * `head`, the commit checked out there when the release began, and no tracked file may have
 * changed, else the release stops before the tag. `root` is the checkout, or the clean copy of
 * the commit to tag that withReleaseTree made when later commits changed files (`head` is then
 * that commit): either way the files built are the tagged commit's.
 */
export async function checkUnchanged(
  root: string,
  head: string,
  env: NodeJS.ProcessEnv,
  what: string,
): Promise<void> {
  const now = (await runGit(["rev-parse", "HEAD"], { cwd: root, env })).stdout.trim();
  const changed = (await readStatus(root, false, env)).map((e) => e.path);
  if (now === head && changed.length === 0) return;
  const how =
    now !== head ? `HEAD moved to ${shortCommit(now)}` : `tracked files changed: ${listSome(changed)}`;
  throw new PublishError(
    `${what} changed the commit to release (${how}), so what is built would not be what is tagged; nothing was tagged: make them leave the working tree as it was`,
  );
}
