/**
 * The environment variables of the reference (docs/configuration.md): what releaser reads, and
 * what it sets for hooks and the build. The configuration keys are in reference.ts.
 */
/** An environment variable releaser reads, or sets for the commands it runs. */
export interface EnvironmentVariable {
  name: string;
  /** read: releaser reads it; set: releaser sets it for hooks or the build. */
  use: "read" | "set";
  description: string;
}

export const ENVIRONMENT_REFERENCE: readonly EnvironmentVariable[] = [
  {
    name: "GITHUB_TOKEN",
    use: "read",
    description:
      "The code host's token for `release-pr` and `release`, the variable `host.token_env` names by default. GitHub Actions provides it as `secrets.GITHUB_TOKEN`.",
  },
  {
    name: "GH_TOKEN",
    use: "read",
    description:
      "GitHub: tried for the code host's token when the variable `host.token_env` names is unset or blank.",
  },
  {
    name: "GITLAB_TOKEN",
    use: "read",
    description:
      "GitLab: the code host's token (a project, group or personal access token with the api scope), sent as `PRIVATE-TOKEN`; read after the variable `host.token_env` names when that is not left at `GITHUB_TOKEN`. `release-pr` needs it (or `GL_TOKEN`): merge requests take no job token. In GitLab CI, make it a masked CI/CD variable.",
  },
  {
    name: "GL_TOKEN",
    use: "read",
    description: "GitLab: tried for the code host's token when `GITLAB_TOKEN` is unset or blank.",
  },
  {
    name: "CI_JOB_TOKEN",
    use: "read",
    description:
      "Set by GitLab CI in every job; the code host's token (sent as `JOB-TOKEN`) when neither `GITLAB_TOKEN` nor `GL_TOKEN` is set. It is enough for `release` (the release, its links, the package registry; the tag push needs the project's \"Allow Git push requests to the repository\"), not for `release-pr`, which refuses it before pushing.",
  },
  {
    name: "GITLAB_CI",
    use: "read",
    description:
      "`true` inside GitLab CI: `check-pr` reads a merge request pipeline's title, and the ID token in the variable `publish.id_token_env` names is used for trusted publishing.",
  },
  {
    name: "CI_SERVER_URL",
    use: "read",
    description:
      'Set by GitLab CI: when origin is on this server\'s host, `host.provider` `"auto"` picks GitLab (self-managed servers included).',
  },
  {
    name: "CI_API_V4_URL",
    use: "read",
    description:
      "Set by GitLab CI; GitLab's API URL when `host.api_url` is left at its default, so a job needs no setting. It must be https (plain http only to a loopback address); a refusal names it.",
  },
  {
    name: "CI_PROJECT_PATH",
    use: "read",
    description:
      "Set by GitLab CI (`group/sub/project`); the repository on GitLab when `host.repository` is empty, instead of origin's path.",
  },
  {
    name: "CI_COMMIT_BRANCH",
    use: "read",
    description:
      "Set by GitLab CI in branch pipelines, with `CI_COMMIT_SHA`: GitLab checks out the pipeline's commit detached, and with `GITLAB_CI` `true` a HEAD at `CI_COMMIT_SHA` counts as on `CI_COMMIT_BRANCH`, so `release-pr` and `release` run there when it is the release branch.",
  },
  {
    name: "CI_COMMIT_SHA",
    use: "read",
    description: "The commit a GitLab CI pipeline runs for (see `CI_COMMIT_BRANCH`).",
  },
  {
    name: "GITLAB_USER_NAME",
    use: "read",
    description:
      "Set by GitLab CI, with `GITLAB_USER_EMAIL`: the user who started the pipeline. With `GITLAB_CI` `true` and no git identity configured, the release commit and tag are made as this user (else as `releaser (GitLab CI)` at `noreply@` the `CI_SERVER_HOST`).",
  },
  {
    name: "GITLAB_USER_EMAIL",
    use: "read",
    description: "The email of the user who started a GitLab CI pipeline (see `GITLAB_USER_NAME`).",
  },
  {
    name: "CI_SERVER_HOST",
    use: "read",
    description:
      "Set by GitLab CI: the instance's host name, for the fallback git identity (see `GITLAB_USER_NAME`).",
  },
  {
    name: "CI_MERGE_REQUEST_IID",
    use: "read",
    description:
      "Set by GitLab CI in merge request pipelines: with `GITLAB_CI` `true`, `check-pr` takes the title from `CI_MERGE_REQUEST_TITLE` when `--title` is not given; without it, `check-pr` in GitLab CI says the pipeline is not a merge request pipeline.",
  },
  {
    name: "CI_MERGE_REQUEST_TITLE",
    use: "read",
    description:
      'The merge request\'s title in a merge request pipeline; `check-pr` checks it when `--title` is not given (run the job with `rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event"`).',
  },
  {
    name: "PYPI_TOKEN",
    use: "read",
    description:
      "The package index's API token, the variable `publish.token_env` names by default; not needed with trusted publishing.",
  },
  {
    name: "ACTIONS_ID_TOKEN_REQUEST_URL",
    use: "read",
    description:
      "Set by GitHub Actions in a job with `permissions: id-token: write`, with `ACTIONS_ID_TOKEN_REQUEST_TOKEN`: both present (and no API token) make `publish.trusted_publishing` `auto` use trusted publishing.",
  },
  {
    name: "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
    use: "read",
    description:
      "The other half of the OIDC token request (see `ACTIONS_ID_TOKEN_REQUEST_URL`); kept secret.",
  },
  {
    name: "PYPI_ID_TOKEN",
    use: "read",
    description:
      "GitLab CI: the job's OIDC ID token for trusted publishing, the variable `publish.id_token_env` names by default, defined in the job with `id_tokens: { PYPI_ID_TOKEN: { aud: pypi } }`; read only when `GITLAB_CI` is `true`. Masked in all output.",
  },
  {
    name: "GITHUB_API_URL",
    use: "read",
    description:
      "Set by GitHub Actions; used instead of `host.api_url` when that is left at its default, so workflows on GitHub Enterprise Server need no setting.",
  },
  {
    name: "GITHUB_ACTIONS",
    use: "read",
    description:
      "`true` inside GitHub Actions: a job without a git identity commits and tags as github-actions[bot], and `check-pr` and `check-commit` report problems as annotations.",
  },
  {
    name: "GITHUB_EVENT_PATH",
    use: "read",
    description:
      "The Actions event payload; `check-pr` reads the pull request's title from it when `--title` is not given (outside a GitLab CI merge request pipeline).",
  },
  {
    name: "SOURCE_DATE_EPOCH",
    use: "read",
    description:
      "Seconds since 1970 (the reproducible-builds convention): the changelog date is that day in UTC instead of today (in the clock a calendar project's tags were made on, when they show one).",
  },
  {
    name: "NO_COLOR",
    use: "read",
    description: "Any non-empty value turns colour off, like `--no-color`.",
  },
  {
    name: "FORCE_COLOR",
    use: "read",
    description:
      "Turns colour on even where the output is no terminal; `0` or `false` turns it off. `--no-color` wins over it.",
  },
  {
    name: "TERM",
    use: "read",
    description: "`dumb`: no colour and no live progress.",
  },
  {
    name: "CI",
    use: "read",
    description:
      "Set to anything but `0` or `false`: progress is printed as plain lines, one per finished step, without a spinner.",
  },
  {
    name: "RELEASER_RETRY_DELAY_MS",
    use: "read",
    description:
      "The base of the code host's retry backoff for 5xx answers, resets and time-outs, in milliseconds (default 1000; retry n waits n² times it; 0 to 60000).",
  },
  {
    name: "RELEASER_RATE_LIMIT_SECOND_MS",
    use: "read",
    description:
      "How long one second of a rate-limit wait lasts, in milliseconds (default 1000; 0 to 1000): the waits `retry-after` or a secondary limit ask for, and the second GitHub asks between two write requests, shortened for tests.",
  },
  {
    name: "RELEASER_HTTP_TIMEOUT_MS",
    use: "read",
    description:
      "How long one request to the code host may take before it is retried, in milliseconds (default 30000; 100 to 600000).",
  },
  {
    name: "RELEASER_GIT_TIMEOUT_MS",
    use: "read",
    description:
      "The longest a git command that talks to origin (ls-remote, fetch, push) may run before it is stopped, in milliseconds (default 120000 for a listing, 300000 for fetch and push; 100 to 3600000). Every other git command releaser starts stops after 10 minutes, and none outlives releaser.",
  },
  {
    name: "XDG_CACHE_HOME",
    use: "read",
    description:
      "On Node.js 22.1 and later, where releaser keeps Node.js's compile cache of its own code: `$XDG_CACHE_HOME/releaser/compile-cache` (an absolute path), else `~/.cache/releaser/compile-cache`; never the shared temporary folder. `NODE_DISABLE_COMPILE_CACHE=1` (Node.js's own) turns the cache off; Node.js 20 has none.",
  },
  {
    name: "NODE_COMPILE_CACHE",
    use: "read",
    description:
      "Node.js's own: when set, Node.js keeps its compile cache in that folder and releaser leaves it so (it names none of its own).",
  },
  {
    name: "RELEASER_OFFLINE",
    use: "read",
    description:
      "`1` (or `true`, `yes`): `check` and `update` read this clone's tags only and never ask origin, as `--offline` does; one warning says so, since a version tagged only on origin is then not seen.",
  },
  {
    name: "RELEASER_VERSION",
    use: "set",
    description: "For hooks: the version being released, e.g. `1.5.0`.",
  },
  {
    name: "RELEASER_TAG",
    use: "set",
    description: "For hooks: its tag, e.g. `v1.5.0`.",
  },
  {
    name: "RELEASER_PREVIOUS_VERSION",
    use: "set",
    description: "For hooks: the newest release before it, empty for the first release.",
  },
  {
    name: "SETUPTOOLS_SCM_PRETEND_VERSION",
    use: "set",
    description:
      "For the build: the release's version, so setuptools-scm and hatch-vcs build it although the tag is made only after the build.",
  },
];
