import { GitError } from "../core/errors.ts";
import { runGit } from "./run.ts";

/** Who commits and tags when git has no identity in GitHub Actions (what GitHub documents for bots). */
const ACTIONS_BOT = {
  name: "github-actions[bot]",
  email: "41898282+github-actions[bot]@users.noreply.github.com",
};

/**
 * In CI a fresh runner has no git identity: in GitHub Actions commits and tags are then made as
 * the Actions bot; in GitLab CI as the user who started the pipeline (GITLAB_USER_NAME and
 * GITLAB_USER_EMAIL, which GitLab sets in every job). Only an identity someone set counts, not one
 * git guesses from the host name.
 */
export async function withActionsIdentity(cwd: string, env: NodeJS.ProcessEnv): Promise<NodeJS.ProcessEnv> {
  const identity = ciIdentity(env);
  if (identity === undefined) return env;
  const result = await runGit(["-c", "user.useConfigOnly=true", "var", "GIT_AUTHOR_IDENT"], {
    cwd,
    env,
    allowedCodes: [128],
  });
  if (result.code === 0) return env;
  return {
    ...env,
    GIT_AUTHOR_NAME: identity.name,
    GIT_AUTHOR_EMAIL: identity.email,
    GIT_COMMITTER_NAME: identity.name,
    GIT_COMMITTER_EMAIL: identity.email,
  };
}

/** The identity a CI job commits as when git has none (undefined: not in a CI releaser knows). */
function ciIdentity(env: NodeJS.ProcessEnv): { name: string; email: string } | undefined {
  if (env.GITHUB_ACTIONS === "true") return ACTIONS_BOT;
  if (env.GITLAB_CI !== "true") return undefined;
  const name = env.GITLAB_USER_NAME?.trim();
  const email = env.GITLAB_USER_EMAIL?.trim();
  if (name && email) return { name, email };
  // A pipeline without a user (a schedule's owner left, say): a name that says where it came from.
  const host = env.CI_SERVER_HOST?.trim() || "gitlab.com";
  return { name: "releaser (GitLab CI)", email: `noreply@${host}` };
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
