import { access, constants } from "node:fs/promises";
import { isAbsolute, join } from "node:path";
import type { Repository } from "../../git/repository.ts";
import { runGit } from "../../git/run.ts";

const COMMIT_HOOKS = ["pre-commit", "prepare-commit-msg", "commit-msg"];

/**
 * What to tell a user whose release commit failed after the identity and in-progress checks
 * passed: name the repository's commit hooks when it has any (the usual cause), else point at
 * git's own message.
 */
export async function describeCommitFailure(repo: Repository, env: NodeJS.ProcessEnv): Promise<string> {
  const configured = await runGit(["config", "core.hooksPath"], { cwd: repo.root, env, allowedCodes: [1] })
    .then((r) => r.stdout.trim())
    .catch(() => "");
  const dir =
    configured === ""
      ? join(repo.gitDir, "hooks")
      : isAbsolute(configured)
        ? configured
        : join(repo.root, configured);
  const hooks: string[] = [];
  for (const hook of COMMIT_HOOKS) {
    if (
      await access(join(dir, hook), constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      hooks.push(hook);
  }
  return hooks.length > 0
    ? `The repository's ${hooks.join(" and ")} hook${hooks.length > 1 ? "s" : ""} ran on the commit: fix what ${hooks.length > 1 ? "they report" : "it reports"} and run update again`
    : "Fix what git reports and run update again";
}
