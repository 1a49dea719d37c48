/**
 * An environment in which no credential of any kind reaches the CLI (blank counts as unset), and
 * nothing says it runs in CI: what a stranger trying releaser on a project has.
 */
export const NO_TOKENS: Readonly<Record<string, string>> = {
  GITHUB_TOKEN: "",
  GH_TOKEN: "",
  GITLAB_TOKEN: "",
  GL_TOKEN: "",
  CI_JOB_TOKEN: "",
  PYPI_TOKEN: "",
  ACTIONS_ID_TOKEN_REQUEST_URL: "",
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: "",
  GITHUB_ACTIONS: "",
  GITHUB_STEP_SUMMARY: "",
  CI: "",
};
