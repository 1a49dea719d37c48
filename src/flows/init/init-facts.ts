import type { GitmojiHistory, ScientificHistory } from "./commit-style.ts";
import type { Migration } from "./migrate.ts";

/**
 * What `releaser init` writes (issue 12), as text made from the facts it found: a commented
 * `[tool.releaser]` table and two GitHub workflows. Pure functions: the tests read them whole.
 */
export interface InitFacts {
  releaseBranch: string;
  /** A configured list of release branches (`["main", "*.x"]`), kept as it is; releaseBranch is its trunk. */
  releaseBranches?: readonly string[] | undefined;
  /** Why that branch ("origin's default branch", "from [tool.semantic_release]"). */
  releaseBranchWhy?: string;
  tagFormat: string;
  /** Why tag_format is what it is ("your tags look like v1.4.2", "no tag yet: the default"). */
  tagFormatWhy: string;
  /** The release tags number by the calendar: the `calver_format` they follow, and why. */
  calver?: { format: string; why: string } | undefined;
  /** The files `update` will write (CHANGELOG.md included). */
  files: string[];
  /** Where the version lives and why, in the build's terms: `trawler/VERSION ([tool.hatch.version] path and pattern in pyproject.toml)`. */
  versionPlaces?: string[];
  /** The build tool releaser will use, and why. */
  tool: string;
  /** Its name (uv, poetry, hatch, pdm, twine) and what the workflow installs for it. */
  toolName: string;
  toolPackages: readonly string[];
  /** towncrier writes the changelog: the workflows install it (release-pr and update run it). */
  towncrier?: boolean | undefined;
  /** The repository has submodules (.gitmodules): the workflows check them out. */
  submodules?: boolean | undefined;
  changelogFile: string;
  /** The npm version of releaser the workflows pin. */
  releaserVersion: string;
  /** The changelog the project has: an existing file, or towncrier's `filename`. */
  changelogFound?: { path: string; source: "found" | "towncrier" } | undefined;
  /** The tool the build takes the version from the tag with (hatch-vcs, setuptools-scm, ...). */
  versionFromTag?: string | undefined;
  /** What was taken over from the tool the project used before. */
  migration?: Migration | undefined;
  /** Most recent subjects start with a gitmoji: the configuration reads them with the preset. */
  gitmoji?: GitmojiHistory | undefined;
  /** Most recent subjects start with the scientific Python prefixes: read with that preset. */
  scientific?: ScientificHistory | undefined;
  /**
   * Changelogs deeper in docs/ than the search goes (docs/en/docs/release-notes.md), best first:
   * the configuration names the first in a comment, for the user to take.
   */
  deepChangelogs?: readonly string[] | undefined;
  /**
   * Who uploads to the index (`init --publish-with`): releaser's `release` (the default), or
   * pypa/gh-action-pypi-publish in a job of its own after `release --skip-publish` built `dist/`.
   */
  publishWith?: PublishWith | undefined;
  /** `publish.repository_url` as configured (empty: PyPI): where a GitLab publish job uploads. */
  repositoryUrl?: string | undefined;
  /** The project's name, for the `pypi` environment's URL (none: the URL is left out). */
  projectName?: string | undefined;
  /**
   * A build backend of compiled extensions: the wheels are built per platform by a matrix
   * (maturin-action for maturin, cibuildwheel for the others) and released with `--dist`.
   */
  compiled?: CompiledBackend | undefined;
}

/** A backend of compiled extensions, or "cibuildwheel": the project's own workflow builds platform wheels so (mypyc, setuptools extensions). */
export type CompiledBackend = "maturin" | "scikit-build-core" | "meson-python" | "cibuildwheel";

/** The backend of compiled extensions a `[build-system] build-backend` names, if it is one. */
export function compiledBackend(buildBackend: string | undefined): CompiledBackend | undefined {
  if (buildBackend === "maturin") return "maturin";
  if (buildBackend === "scikit_build_core.build") return "scikit-build-core";
  if (buildBackend === "mesonpy") return "meson-python";
  return undefined;
}

/** The ways `init --publish-with` can have the release uploaded to the index. */
export const PUBLISH_WITH = ["releaser", "pypa"] as const;
export type PublishWith = (typeof PUBLISH_WITH)[number];
