import { GitError } from "../core/errors.ts";
import { runGit } from "./run.ts";

/** Who commits and tags when git has no identity in GitHub Actions (what GitHub documents for bots). */
const ACTIONS_BOT = {
  name: "github-actions[bot]",
  email: "41898282+github-actions[bot]@users.noreply.github.com",
};

/**
 * In GitHub Actions a fresh runner has no git identity: there, commits and tags are made as the
 * Actions bot. Only an identity someone set counts, not one git guesses from the host name.
 */
export async function withActionsIdentity(cwd: string, env: NodeJS.ProcessEnv): Promise<NodeJS.ProcessEnv> {
  if (env.GITHUB_ACTIONS !== "true") return env;
  const result = await runGit(["-c", "user.useConfigOnly=true", "var", "GIT_AUTHOR_IDENT"], {
    cwd,
    env,
    allowedCodes: [128],
  });
  if (result.code === 0) return env;
  return {
    ...env,
    GIT_AUTHOR_NAME: ACTIONS_BOT.name,
    GIT_AUTHOR_EMAIL: ACTIONS_BOT.email,
    GIT_COMMITTER_NAME: ACTIONS_BOT.name,
    GIT_COMMITTER_EMAIL: ACTIONS_BOT.email,
  };
}

/** Fails with a clear message when git has no identity to sign an annotated tag with (the tagger). */
export async function checkTaggerIdentity(cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  const result = await runGit(["var", "GIT_COMMITTER_IDENT"], { cwd, env, allowedCodes: [128] });
  if (result.code !== 0) {
    throw new GitError(
      'git has no identity to make the release tag with (an annotated tag names its tagger); set one with `git config user.name "Your Name"` and `git config user.email you@example.com`, nothing was changed',
    );
  }
}
