import * as v from "valibot";

/**
 * The configuration schema: one source for validation, defaults and the documentation
 * (DESIGN section 3). Every table is strict, so an unknown key is an error, not a silent no-op.
 *
 * valibot rather than zod: zod 4 puts 700 KB (all of its locales) into the bundle and costs every
 * `releaser` run 40-60 ms of start-up; valibot's modules are tree-shaken to what is used here.
 */
const text = v.string();
const textList = v.array(v.string());
/** A command as argv: a list, or a string split on whitespace. "" means "use the tool's own". */
const argv = v.union([v.string(), v.array(v.string())]);
/**
 * A place that carries the version: `"path.py:NAME"`, `"path.toml:dotted.key"`, `"path"` (a file
 * that holds just the version), or a table with a regular expression whose `version` group is it
 * (or, with `result`, a format that builds the version from the pattern's named groups, as
 * scikit-build-core's regex does over a C header's `#define`s: `"{major}.{minor}.{patch}"`).
 */
const versionFile = v.union([
  v.string(),
  v.strictObject({ path: text, pattern: text, result: v.optional(text) }),
]);

const changelog = v.strictObject({
  /** Section titles by commit type (overrides and additions to spec table 2.7). */
  sections: v.optional(v.record(v.string(), text), {}),
  /** Types left out of the changelog. */
  hidden: v.optional(textList, ["style", "test", "ci", "chore"]),
  /** towncrier fragment types -> the bump a fragment of that type asks for (DESIGN 4): `{ type = "minor" }`. */
  fragment_bumps: v.optional(v.record(v.string(), v.picklist(["major", "minor", "patch", "none"])), {}),
});

/**
 * A custom parser: `pattern`, a regular expression with named groups type, description, and
 * optional scope, breaking; or `preset`, a built-in convention. One of the two (src/config/values.ts
 * refuses neither and both): one table with two optional keys rather than a union of two tables,
 * so a wrong key or preset gets the loader's precise message ("unknown key", "expected one of").
 */
const parser = v.strictObject({
  pattern: v.optional(text),
  preset: v.optional(v.picklist(["gitmoji", "scientific-python"])),
});

const host = v.strictObject({
  /** `auto`: GitLab when origin is on gitlab.com or GitLab CI's server (DESIGN 9), else GitHub. */
  provider: v.optional(v.picklist(["auto", "github", "gitlab"]), "auto"),
  api_url: v.optional(text, "https://api.github.com"),
  /** owner/repo; default: parsed from the origin remote. */
  repository: v.optional(text, ""),
  token_env: v.optional(text, "GITHUB_TOKEN"),
  /** Seconds releaser waits out a rate limit before it gives up with RateLimitError. */
  max_rate_limit_wait: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 300),
});

const pr = v.strictObject({
  branch: v.optional(text, "releaser/{branch}"),
  title: v.optional(text, "chore(release): {version}"),
  labels: v.optional(textList, ["release"]),
  /** `api`: the release commit is made by the host (GitHub's Git Data API, GitLab's Commits API); `git`: pushed. */
  commit: v.optional(v.picklist(["api", "git"]), "api"),
  /** Start the PR's `pull_request` workflows by `workflow_dispatch`: `auto` in GitHub Actions only. */
  dispatch_checks: v.optional(v.picklist(["auto", "always", "never"]), "auto"),
  /** The host's auto-merge for the release PR, with this merge method; "" leaves it off. */
  auto_merge: v.optional(v.picklist(["", "squash", "merge", "rebase"]), ""),
});

const release = v.strictObject({
  assets: v.optional(textList, ["dist/*"]),
  draft: v.optional(v.boolean(), false),
  prerelease: v.optional(v.boolean(), false),
  /** Sign release tags with git's own `-s` (user.signingkey, gpg.format). */
  sign_tags: v.optional(v.boolean(), false),
});

const publish = v.strictObject({
  tool: v.optional(v.picklist(["auto", "uv", "poetry", "hatch", "pdm", "twine"]), "auto"),
  repository_url: v.optional(text, ""),
  build_command: v.optional(argv, ""),
  publish_command: v.optional(argv, ""),
  trusted_publishing: v.optional(v.picklist(["auto", "always", "never"]), "auto"),
  token_env: v.optional(text, "PYPI_TOKEN"),
  /** GitLab CI: the variable holding the OIDC ID token for trusted publishing. */
  id_token_env: v.optional(text, "PYPI_ID_TOKEN"),
  skip_existing: v.optional(v.boolean(), true),
});

const hooks = v.strictObject({
  pre_release: v.optional(textList, []),
  post_release: v.optional(textList, []),
});

export const configSchema = v.strictObject({
  tag_format: v.optional(text, "v{version}"),
  /** How versions are numbered: semver's major.minor.patch, or by the calendar (calver_format). */
  version_scheme: v.optional(v.picklist(["semver", "calver"]), "semver"),
  /** The calendar format (YYYY, YY, MM, M, N, MICRO), read when version_scheme is "calver". */
  calver_format: v.optional(text, "YY.N.MICRO"),
  /** One branch name, or names and globs (`["main", "*.x"]`): the first name is the trunk (DESIGN 3). */
  release_branch: v.optional(v.union([text, textList]), "main"),
  commit_message: v.optional(text, "chore(release): {version}"),
  major_on_zero: v.optional(v.boolean(), true),
  version_files: v.optional(v.array(versionFile), []),
  changelog_file: v.optional(text, "CHANGELOG.md"),
  allowed_types: v.optional(textList, []),
  allowed_scopes: v.optional(textList, []),
  /** check-pr/check-commit require a scope. */
  require_scope: v.optional(v.boolean(), false),
  /** check-pr/check-commit fail on style warnings (mood, case, length, period). */
  strict_style: v.optional(v.boolean(), false),
  changelog: v.optional(changelog, {}),
  parsers: v.optional(v.array(parser), []),
  host: v.optional(host, {}),
  pr: v.optional(pr, {}),
  release: v.optional(release, {}),
  publish: v.optional(publish, {}),
  hooks: v.optional(hooks, {}),
  /**
   * The folders of the packages released from this repository, globs relative to the root
   * (DESIGN 8); empty: a uv workspace's members, else the one project at the root.
   */
  packages: v.optional(textList, []),
  /**
   * The packages are released together (DESIGN 8): one version, one tag of the root's shape, one
   * code-host release; every package's version files are written and its dists published.
   */
  shared_version: v.optional(v.boolean(), false),
});

/** The validated configuration object (spec 2.5). */
export type Config = v.InferOutput<typeof configSchema>;
/** One `version_files` entry as configured. */
export type VersionFileEntry = v.InferOutput<typeof versionFile>;
