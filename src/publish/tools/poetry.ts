import type { PublishTool } from "./tool.ts";

/** The repository name poetry gets for a configured URL (its settings come from the environment). */
const REPOSITORY = "releaser";

/**
 * Poetry: `poetry build`, `poetry publish` (POETRY_REPOSITORIES_<N>_URL and POETRY_PYPI_TOKEN_<N>);
 * a null keyring so it never asks a keyring daemon for anything in CI.
 */
export const poetry: PublishTool = {
  name: "poetry",
  install: "pipx install poetry (Debian: apt-get install python3-poetry)",
  pipPackages: ["poetry"],
  build: ["poetry", "build", "--no-interaction"],
  publish: (_files, target) => [
    "poetry",
    "publish",
    "--no-interaction",
    ...(target.url === undefined ? [] : ["--repository", REPOSITORY]),
    ...(target.skipExisting ? ["--skip-existing"] : []),
  ],
  environment: (target) => ({
    PYTHON_KEYRING_BACKEND: "keyring.backends.null.Keyring",
    ...(target.url === undefined
      ? { POETRY_PYPI_TOKEN_PYPI: target.token }
      : {
          [`POETRY_REPOSITORIES_${REPOSITORY.toUpperCase()}_URL`]: target.url,
          [`POETRY_PYPI_TOKEN_${REPOSITORY.toUpperCase()}`]: target.token,
        }),
  }),
};
