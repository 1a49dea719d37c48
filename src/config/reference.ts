/**
 * The configuration reference (issue 12): one paragraph per key of the schema, keyed by its
 * dotted path (`host.api_url`; the keys of an array of tables as `parsers[].pattern`), and the
 * schema's own account of each key (type and default) read from `configSchema` by introspection.
 * `npm run docs` (scripts/docs.mjs) renders docs/configuration.md from it; reference.test.ts
 * fails when a key has no paragraph or a paragraph belongs to no key. Documentation only: the
 * CLI does not import this module, so it adds nothing to dist/.
 *
 * A paragraph that names another key writes its full path in backticks (`publish.token_env`);
 * the generated page links it, and the test checks that the key exists.
 */
import { configSchema } from "./schema.ts";

export const CONFIG_REFERENCE: Readonly<Record<string, string>> = {
  tag_format:
    "The name of a release tag, with `{version}` where the version goes: `v{version}` makes `v1.5.0`; `{version}` and `mypkg-v{version}` are other common shapes. `{version}` must occur exactly once, unless the tags spell the version's numbers otherwise: `{major}`, `{minor}` and `{patch}` together, in this order, with separators between them (`rel_{major}_{minor}_{patch}` reads `rel_2_0_52` as 2.0.52 and `rel_2_1_0b3` as 2.1.0b3, and writes 2.0.53 as `rel_2_0_53`). Left unset, the shape of the project's own release tags is used, these included. `{name}` is the package's name as PEP 503 normalises it (`Alpha_Lib` gives `alpha-lib`): in a repository of several packages (`packages`) the default is `{name}-v{version}`, so each package has its own tags (`alpha-lib-v1.3.0`). The format works both ways: `release` names the tag and the GitHub release with it, and `check` reads the existing tags with it. The base of the next version is the newest final-release tag of this shape that is an ancestor of HEAD; pre-release tags (`v1.5.0rc1`), floating tags (`v1`, `v1.4`) and tags of other shapes are not bases. The literal parts must match exactly (case included), and the version part takes no `v` of its own: with `{version}`, the tag `v1.2.3` does not match. A format that makes tags git refuses (a space, `..`, `~`) is an error when the configuration is loaded.",
  version_scheme:
    "How the next version is numbered. `\"semver\"` (the default): major.minor.patch, a breaking change raising the first part, a `feat:` the second and a `fix:` the third (PEP 440 versions, as Python metadata needs). `\"calver\"`: by the calendar, in the shape `calver_format` gives (pip's `26.2`, structlog's `26.1.0`, black's `25.12.0`). The year (and month and day) come from the release date, which is today in UTC or the date `SOURCE_DATE_EPOCH` names. A release in a later year (or month or day, for a format with one) than the last release starts the count: `N` at 0 or 1, as the project's tags of the newest earlier year start it (pip's `26.0`, structlog's `26.1.0`; 1 when no tag shows), `MICRO` at 0. Within the same period a breaking change or `feat:` raises `N` and sets `MICRO` to 0, a `fix:` raises `MICRO`; a format without `N` raises `MICRO` for both. Two-part tags (`26.0`) are releases under this scheme, not floating tags. `--bump`, `--release-as`, `--prerelease` and the versions already tagged work as with semver: a version tagged elsewhere is skipped for the next one. `releaser init` writes `\"calver\"` when the newest release tags start with a recent year.",
  calver_format:
    'The shape of a calendar version, read when `version_scheme` is `"calver"`: parts separated by dots, the year first (`YYYY` as `2026`, `YY` as `26`), then in this order at most one month (`MM` or `M`; PEP 440 writes both without a leading zero, `26.1`; `0M` keeps the zero, `2026.08`, for a project whose files and tags write it so), one day (`DD` or `D`; `0D` with its zero) after a month, `N` (the release\'s number in its period) and `MICRO` (bug fixes). Examples: `"YY.N"` (pip: `26.0`, `26.0.1`, `26.1`), `"YY.N.MICRO"` (structlog, attrs: `26.1.0`, `26.1.1`), `"YY.M.MICRO"` (black: `26.1.0`, `26.3.0`, `26.3.1`), `"YYYY.MM.N"`, `"YYYY.0M.0D"` (by the day: `2026.08.17`, a second release that day `2026.08.17.1`). The version is written with the format\'s parts: a format without `MICRO` adds it as a last part only for a fix (`26.2.1`, never `26.2.0`). Any other token or order is an error when the configuration is loaded. Default `"YY.N.MICRO"`; `releaser init` writes the one the tags follow.',
  release_branch:
    "The branch releases are made from. Without a setting it is origin's default branch: the one the clone recorded (`refs/remotes/origin/HEAD`, which `git clone` writes), else the one origin's HEAD names, which `release-pr` and `release` ask for in the `ls-remote` that reads origin's tags (`check` never asks the remote); when neither answers (no origin, origin unreachable, or origin's HEAD names no branch it has), it is `main`, and `-v` says which branch was taken and why. `release-pr` and `release` refuse to run on any other branch (`release` also runs on a detached HEAD that already carries the release's tag, to finish an interrupted release), and `release` refuses a HEAD that is behind `origin/<release_branch>`. The release pull request targets this branch, and `{branch}` in `pr.branch` is replaced with it. Must not be empty; `releaser init` takes it from the release tool used before, else from origin's default branch. A list of names and globs adds maintenance lines: `release_branch = [\"main\", \"*.x\", \"maintenance/*\"]`: the first name is the trunk (the branch the release-branch base rule, `{branch}` in the init's workflows and a run off every listed branch speak of), and `release-pr` and `release` also run on any branch an entry names, with the pull request into that branch (`releaser/1.4.x`). On a branch that names a line (`1.4.x`, `maintenance/2.5.x`: the numbers before `.x`), a bump that would leave the line (a `feat:` on `1.4.x`, which asks for 1.5.0) is refused before anything is written, naming `--bump patch` and `--release-as`; a release from a line is never the repository's \"Latest\" release on GitHub.",
  commit_message:
    "The subject of the release commit that `update` and `release-pr` make; `{version}` is replaced with the new version. releaser also recognises release commits by this subject and by `pr.title` (a squash merge gives the commit the pull request's title), with or without GitHub's ` (#123)` suffix: that is how a version set by a release commit counts as pending before its first tag exists, and how `release` finds the version of a project whose build takes it from tags. Changing it later means older release commits are no longer recognised by the new text. Must not be empty.",
  major_on_zero:
    "What a breaking change does while the version is below 1.0.0. `true` (the default, as Semantic Versioning reads it): a breaking change bumps the major version, so 0.9.3 becomes 1.0.0. `false`: on 0.x a breaking change bumps the minor version instead (0.9.3 becomes 0.10.0), and so does `--bump major`; leave 0.x with `--release-as 1.0.0`. From 1.0.0 on the setting has no effect.",
  version_files:
    'More places that carry the version, which `check` reads and `update` writes. An entry is one of: `"path.py:VARIABLE"` for a top-level assignment in a Python file (`src/pkg/__init__.py:__version__`, `src/pkg/version.py:VERSION`); `"path.toml:dotted.key"` for a value in a TOML file (`src/pkg/meta.toml:tool.version`); `"path"` alone for a file that holds just the version (`src/pkg/VERSION`, `version.txt`); or a table `{ path = "docs/install.md", pattern = "pkg==(?P<version>[^\\\\s]+)" }` whose regular expression (Python syntax accepted, `^`/`$` at line boundaries) has a `version` group around the version, which is replaced at its first match. Paths are relative to the repository root and must stay inside it. Without entries other than TOML ones, releaser finds where the build reads the version (DESIGN 5): the static `version` of `[project]`, `[tool.poetry]` or `setup.cfg [metadata]`; the file of a dynamic version (hatch\'s `[tool.hatch.version] path` with its `pattern`, whose default takes `__version__ = ` and `VERSION = `; setuptools `attr:`/`file:` in pyproject.toml or setup.cfg; pdm\'s `[tool.pdm.version]`; flit\'s module; maturin\'s Cargo manifest, its `[package] version` or the workspace\'s `[workspace.package] version` when the crate inherits it; scikit-build-core\'s regex provider, its `input` file and `regex`; meson-python\'s `version:` in the `project()` of meson.build); a literal `version=` in `setup.py`, the variable it names, or the file it reads (`version.py`, a plain `VERSION`); else `__version__` in the package\'s `__init__.py`, `_version.py`, `__about__.py`, `__version__.py` or `version.py`, and a `VERSION`/`version.txt` at the root or in the package that holds the same version. A bump-my-version or bumpversion configuration (`.bumpversion.toml`, `.bumpversion.cfg`, `setup.cfg [bumpversion]`, `[tool.bumpversion]`) is read as it is: its current version and the files it lists (with their `search`/`replace`) are written too. The static version in pyproject.toml and the project\'s entry in `uv.lock`, `poetry.lock` or `pdm.lock` (a maturin crate\'s in `Cargo.lock`) are always written and need no entry. `check` and `update` name any other tracked file that still assigns the current version (`docs/conf.py:3 release = "1.4.2"`), with the entry that would cover it (listed as stale_copies by `check --json`).',
  packages:
    'The folders of the Python packages released from this repository, each on its own (DESIGN 8): globs or plain paths relative to the root, such as `["packages/*", "tools/cli"]`; a folder is a package when it holds a pyproject.toml with a `[project]` name. Empty (the default): the members of a uv workspace (`[tool.uv.workspace] members`, less `exclude`), else the one project at the root. The root is a package only when listed (`"."`), so a workspace root (virtual, or a private project) is never released. Each package has its own version files, changelog and tags (`tag_format` default `{name}-v{version}`); a commit counts for the packages whose folders it touches. A package\'s own `[tool.releaser]` table in its pyproject.toml overrides the root\'s keys for it, and the paths in it (`version_files`, `changelog_file`) are relative to its folder. Set only in the root configuration.',
  shared_version:
    "The packages of `packages` (or of the uv workspace) are released together, as one product: one version, carried by every package's version files, one tag of the project's own shape (`2.2.0`, `v2.2.0`: `tag_format` defaults to the shape of the tags the repository has, no `{name}` needed), one release commit and one code-host release, and every package's files built and published. The version follows the commits that touch any of the packages, and `--bump` and `--release-as` take them all at once (no `--package`). Each package keeps its own changelog. `check` refuses packages whose files carry different versions, naming each. Default `false`: each package is released on its own, with its own tags. `releaser init` sets it when the repository's release tags carry no package's name and its packages carry the tags' version. Set only in the root configuration.",
  changelog_file:
    "The changelog file, relative to the repository root (inside it). Not set: the changelog the project has, found when the configuration is loaded: with `[tool.towncrier]` configured (towncrier.toml, else pyproject.toml), towncrier's `filename` (default `NEWS.rst`); else a regular file named `CHANGELOG`, `CHANGES`, `HISTORY`, `NEWS`, `RELEASE-NOTES` or `RELEASES` (any case, `-` or `_`) with `.md`, `.rst`, `.txt` or no extension, at the root, else in `docs/` (names in that order, then extensions in that order); else `CHANGELOG.md`, created with a `# Changelog` title. A symbolic link among them that leads outside the repository is refused. `releaser init` writes what it found here. `update` writes the new version's section in the file's own markup: Markdown for `.md`; reST for `.rst` (and for a `.txt` or extension-less file whose headings are underlined), with the file's heading underline (and overline) characters for the version and its groups (bold group titles when its versions have no sub-headings), its bullet style, and its version headings' shape (`Version 1.5.0`, `myproj 1.5.0 (date)`). The section goes after the title and any introduction (after a `.. towncrier release notes start` marker when there is one), never at the end, and a section for the same version is replaced, never duplicated (notes written in it by hand ahead of the release, such as a `1.5.0 (unreleased)` section or flask's `Version 1.5.0` / `Unreleased`, are kept, and it gets the release date). Keep a Changelog: the notes under `## [Unreleased]` move into the new section (after the generated groups; a hand-written group of the same title joins it), the empty `## [Unreleased]` heading stays on top, and compare links at the end of the file follow (`[Unreleased]` compares from the new tag; `[1.5.0]` is added when the previous version's link is a compare link of the same shape). A release without any commit for the changelog (`--bump patch` alone) gets the line `Maintenance release.`, never an empty section. `release` uses this version's section as it stands, edits made in the release pull request included, as the message of the annotated tag and the body of the GitHub release (a reST section converted to Markdown). Must not be empty.",
  allowed_types:
    "The commit types `check-pr` and `check-commit` accept, compared case-insensitively. Empty (the default): any type of the conventional shape passes, and a type outside the standard list (feat, fix, docs, style, refactor, perf, test, build, ci, chore, revert) is a warning that it will not bump the version. `--types feat,fix` (and the Action's `types` input) replaces the list for one run. It changes neither the bump nor the changelog.",
  allowed_scopes:
    "The scopes `check-pr` and `check-commit` accept, compared case-insensitively; with several scopes (`feat(api,cli): ...`) each must be listed. Empty (the default): any scope. Whether a scope is required at all is `require_scope`.",
  require_scope:
    "`check-pr` and `check-commit` fail a title or message without a scope: `feat: add x` fails, `feat(api): add x` passes. `--require-scope` (and the Action's `require-scope: 'true'`) turns it on for one run. Releases do not look at it.",
  strict_style:
    "`check-pr` and `check-commit` fail on the style guidance instead of warning about it: a description in the imperative mood (`add`, not `added`), starting with a lowercase letter, shorter than 50 characters and without a final period, and a blank line between a commit message's subject and its body. `--strict` turns it on for one run.",
  changelog:
    "How `update` groups the commits into the changelog section (and so into the release notes): the title of each commit type's group and the types left out. It has no effect on the bump.",
  "changelog.sections":
    'Group titles by commit type, as a table: `sections = { feat = "New features", security = "Security" }`. An entry replaces the built-in title of its type or adds a type; the built-in titles, in their order, are feat "Features", fix "Bug Fixes", docs "Documentation", style "Styles", refactor "Refactoring", perf "Performance", test "Tests", build "Build", ci "CI", chore "Chores" and revert "Reverts", and added types come after them. Types match case-insensitively. A commit whose type has no title gets no entry. Breaking changes come first, under "⚠ Breaking Changes", whatever their type. Titles do not change the bump: only breaking changes, feat, fix, docs and perf bump the version.',
  "changelog.hidden":
    "Commit types left out of the changelog, compared case-insensitively. Setting the key replaces the default list (`[]` shows every type that has a title). Hiding a type does not change the bump (a hidden `fix` still makes a patch release), and a breaking change of a hidden type is still listed under the breaking changes.",
  "changelog.fragment_bumps":
    'With towncrier, the bump a news fragment of each type asks for, as a table: `fragment_bumps = { removal = "minor", doc = "patch" }` (values `major`, `minor`, `patch`, `none`). The bump of a release is the highest of its commits\' and its fragments\' where the project speaks through its fragments: its commits since the last release mostly do not follow the convention, or this table is set (a project whose commits are conventional bumps by them, as pypa/build releases feature fragments in patch releases). Without an entry, the type\'s name decides: `breaking`, `removal`, `incompatible` major; `feature`, `feat`, `improvement`, `deprecation`, `change` minor; `bugfix`, `fix`, `vendor`, `security` patch (plural or suffixed names too: `features`, `breaking-change`); else its title ("Backwards-incompatible Changes" and "Removals" major, "Features" minor, "Bug Fixes" patch); any other type (`doc`, `misc`, `trivial`) asks for none. `check` names the fragments behind its bump.',
  parsers:
    "Custom parsers for commit subjects that are not conventional commits, as an array of tables: one `[[tool.releaser.parsers]]` table (`[[parsers]]` in releaser.toml) per parser. They are tried in order on a subject that neither the conventional grammar nor git's `Revert \"...\"` form matches; the first that matches with a non-empty type and description decides the commit's type, scope and breaking flag, and the commit then bumps the version and enters the changelog like a conventional one. `check-pr` and `check-commit` accept such titles too. Each table has either `pattern` or `preset`.",
  "parsers[].preset":
    'A built-in convention instead of a `pattern` (one of the two per table). `"gitmoji"` reads subjects that start with a gitmoji, as the emoji (with or without U+FE0F) or its `:shortcode:`: ✨ `:sparkles:` a feature; 🐛 `:bug:` and 🚑️ `:ambulance:` a fix; 💥 `:boom:` a breaking change, listed under Breaking Changes only; ⚡️ `:zap:` perf; 📝 `:memo:` docs; ♻️ `:recycle:` refactor; ⬆️ `:arrow_up:` build; ⏪️ `:rewind:` revert. The description is the rest of the subject, so `✨ Add support for X` enters the changelog as `- Add support for X` under Features. An optional `(scope)` after the emoji is the scope, and a conventional header after it (`✨ feat(api): add x`) is read as one. Every other gitmoji follows the convention with its shortcode as the type (🔧 wrench, 🌐 globe_with_meridians): no bump and no changelog entry, unless `changelog.sections` names it (`sections = { globe_with_meridians = "Translations" }`). Conventional subjects are still read, and with the preset a gitmoji at the start of their description (`feat: ✨ add x`) is left out of the entry. `releaser init` proposes it when most of the last 50 commits start with a gitmoji. `"scientific-python"` reads the subject prefixes of the scientific Python projects\' development guides, in any case and before the conventional grammar (which would read `BUG:` as a type that bumps nothing): `ENH:` a feature (Features), `API:` (API Changes) and `DEP:` (Deprecations) a minor release; `BUG:` a fix (Bug Fixes), `REV:` a revert (Reverts), `PERF:` (Performance) a patch; `MAINT:` (chore), `DOC:` (docs), `TST:` (test), `BLD:` (build), `CI:`, `STY:` (style), `TYP:`, `BENCH:`, `DEV:` and `REL:` no release. Joined prefixes (`MAINT, BUG: ...`, `ENH/BUG: ...`) take the one that asks for the most; `API!:` is a breaking change. `releaser init` proposes it when most of the last 50 commits start with these prefixes.',
  "parsers[].pattern":
    "The regular expression of one parser, matched against the commit's subject line. The named groups `type` and `description` are required; `scope` and `breaking` (a non-empty match makes the commit a breaking change) are optional; the type is trimmed and lowercased. JavaScript's `(?<name>...)` and Python's syntax (`(?P<name>...)`, `\\A`, `\\Z`, leading inline flags `(?i)`, `(?m)`, `(?s)`) are both accepted. Patterns run in linear time, so no commit subject can make releaser hang: back-references, lookarounds and counted repeats too large for V8's linear engine are refused when the configuration is loaded. Example, in a TOML literal string: `pattern = '^\\[(?P<type>\\w+)\\] (?P<description>.+)$'` reads `[feat] add x` as a feature.",
  host: "The code host that `release-pr` and `release` work with: which kind, its API, the repository and the variable holding the token. `check` and `update` do not use it, and `release --skip-host-release` needs no token for it (a token found is still used for the push).",
  "host.provider":
    'The kind of code host. `"github"`: github.com and GitHub Enterprise Server (with `host.api_url`). `"gitlab"`: gitlab.com and self-managed GitLab (REST API v4): `release-pr` keeps one merge request current (its `--json` output keeps the names pr_url and pr_number, the number being the merge request\'s iid), and `release` creates a GitLab release whose assets are files in the project\'s generic package registry, linked from the release. `"auto"` (the default) picks GitLab when `host.api_url` ends in `/api/v4`, when origin is on gitlab.com (or a host under it), or when origin\'s host is that of GitLab CI\'s `CI_SERVER_URL` (so a GitLab CI job on a self-managed server needs no setting), and GitHub otherwise. A self-managed GitLab is not recognised by its name (`gitlab.example.com` is not gitlab.com): outside GitLab CI, set `"gitlab"` or an `host.api_url` ending in `/api/v4`.',
  "host.api_url":
    "The base URL of the code host's REST API. GitHub: `https://api.github.com` for github.com, `https://HOST/api/v3` for GitHub Enterprise Server; left at its default inside GitHub Actions, the runner's `GITHUB_API_URL` is used instead, so an Enterprise workflow needs no setting. GitLab: `https://gitlab.com/api/v4`, or `https://HOST/api/v4` for a self-managed server (a URL ending in `/api/v4` also makes `host.provider` `\"auto\"` pick GitLab). Left at its default (GitHub's URL, which means nothing to GitLab), GitLab's is GitLab CI's `CI_API_V4_URL` inside a job, else `https://HOST/api/v4` on origin's host (`https://gitlab.com/api/v4` when there is no origin). It must be an http(s) URL without a user name or password (the token belongs in the variable `host.token_env` names), and https unless it is a loopback address such as 127.0.0.1; a refusal names where the URL came from (`host.api_url`, `GITHUB_API_URL` or `CI_API_V4_URL`). The token is sent to `origin` only when origin is on this API's host (github.com for api.github.com) over https (plain http only on a loopback address); any other origin is reached with git's own credentials.",
  "host.repository":
    "The repository, for the pull request (GitLab's merge request) and the release: `owner/repo` on GitHub; on GitLab the project's full path, `group/project` or with subgroups `group/sub/project`. Empty (the default): on GitLab inside GitLab CI, the job's `CI_PROJECT_PATH`; otherwise read from the URL of the `origin` remote (https, ssh or `git@host:owner/repo` forms), its last two path segments on GitHub (`https://ghe.example/scm/acme/widgets` is `acme/widgets`) and its whole path on GitLab (`git@gitlab.com:acme/tools/widgets.git` is `acme/tools/widgets`). Set it when origin's URL does not name the repository on the code host.",
  "host.token_env":
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, shown as text
    "The name of the environment variable that holds the code host's token (the name, never the token itself). GitHub: when that variable is unset or blank, `GH_TOKEN` is tried. `release-pr` needs the permissions `contents: write` and `pull-requests: write`, `release` needs `contents: write`; the same token authenticates git's pushes to origin and the deepening of a shallow clone when origin is the code host (see `host.api_url`). The token is masked in all output. In GitHub Actions, pass `GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}` in the step's `env`. GitLab: the variable named here is read first only when it is not left at `GITHUB_TOKEN`; then `GITLAB_TOKEN` and `GL_TOKEN`, a project, group or personal access token with the api scope, sent in the `PRIVATE-TOKEN` header (its user needs at least the Developer role, and the right to push where the release branch or tags are protected); then GitLab CI's `CI_JOB_TOKEN`, sent in the `JOB-TOKEN` header. A job token reaches only its own project (and projects whose job token allowlist names it), and only part of the API: the release, its links and the package registry, which is what `release` needs, with the tag pushed by git only where the project allows pushes with the job token (Settings, CI/CD, Job token permissions, \"Allow Git push requests to the repository\"). Merge requests take no job token: `release-pr` refuses one before pushing anything, so give it `GITLAB_TOKEN` as a masked CI/CD variable. git's pushes to a GitLab origin send the token as the password of user `oauth2` (`gitlab-ci-token` for a job token), in a header, never in the URL.",
  "host.max_rate_limit_wait":
    "How many seconds releaser waits out the code host's rate limits, all waits for one request together. A wait is the answer's `retry-after`, else until the announced reset, else (a secondary limit without either) one minute, doubled each time, at most five waits; one that does not fit stops the run with `RATE_LIMIT_ERROR` saying which limit and how long was waited; every step looks before it acts, so running again later resumes. Lower it for jobs that should rather fail fast.",
  pr: "The release pull request that `release-pr` creates and keeps current: one per release branch, found again by its branch.",
  "pr.branch":
    "The branch the release pull request comes from; `{branch}` (the only placeholder) is replaced with `release_branch`. Each run resets it to the release branch's head plus the new release commit and force-pushes it with a lease, so it always holds exactly one release commit and the same pull request is updated; commits pushed to it by hand are replaced, with a warning naming them. Checked when the configuration is loaded: it must make a valid git branch name and differ from `release_branch`.",
  "pr.title":
    "The title of the release pull request; `{version}` (the only placeholder) is replaced with the next version. One non-empty line. A squash merge turns it into the release commit's subject, so releaser recognises it as a release commit the way it recognises `commit_message`; the default is a `chore`, a type that bumps nothing.",
  "pr.labels":
    "Labels for the release pull request. Each run adds those the pull request does not carry yet and removes none. Each must be 1 to 50 characters without commas or line breaks; `[]` adds none.",
  "pr.commit":
    'How the release commit reaches the pull request\'s branch. `api` (the default): on GitHub, `release-pr` computes the files in a temporary worktree as always, then makes the commit through the Git Data API: a blob for each changed file, a tree on the release branch head\'s tree, a commit whose parent is that head (no author is sent, so GitHub makes it as the token\'s identity and signs it: "Verified", which rules that require signed commits accept), and the branch created or moved to it with force. `release-pr --json` says `"commit_verified"`. On GitLab, the commit is made through its Commits API ("Create a commit with multiple files and actions"): the changed files as `create`, `update`, `delete` (and `chmod` for the executable bit) actions, text as it is and other bytes base64-encoded, on the release branch\'s head (its `"start_sha"`) with `force`, so the branch is created or reset onto it; no author is sent, so GitLab commits as the token\'s user and, where it signs web commits (GitLab.com), signs it; `"commit_verified"` is true when GitLab\'s signature endpoint calls it verified. GitLab\'s actions cannot write a symbolic link: such a release commit is refused, set `git` for it. Either host\'s ref move takes no expected old commit, so the branch is read again just before it: one that moved since the run read it (another run, a push by hand) is not overwritten, and the run stops saying to run again. `git`: the commit is made locally and force-pushed with a lease, as git does. The tag `release` makes stays a git tag on the merged commit.',
  "pr.dispatch_checks":
    "Events made with GitHub Actions' own token start no workflow, so a release pull request opened in Actions would never get its required checks. After the branch moves, `release-pr` lists the repository's workflows, reads each one's file from the checkout, and starts (a `workflow_dispatch:` run on the pull request's branch, so the runs report on its head commit) every workflow that runs on pull requests (`on: pull_request` or `on: pull_request_target`) and accepts `workflow_dispatch:` without required inputs; one warning names those that run on pull requests but cannot be started, with the line to add (`workflow_dispatch:` under `on:`; `releaser init --dispatch-checks` adds it). `auto` (the default): only in GitHub Actions (`GITHUB_ACTIONS=true`); `always`: wherever it runs (a personal token starts the checks itself, so this is rarely needed); `never`: no workflow is started. The token needs `actions: write`. `release-pr --json` lists the started workflows' paths in `dispatched`. GitLab starts pipelines for the token's pushes: nothing to do there.",
  "pr.auto_merge":
    'Turn on the code host\'s auto-merge for the release pull request each time it is created or updated, with this merge method: `squash`, `merge` or `rebase`; `""` (the default) leaves it off. The pull request then merges itself once its required checks pass (GitHub\'s `enablePullRequestAutoMerge`). A repository that does not allow auto-merge gets one warning naming the setting (Settings > General > Pull Requests > Allow auto-merge), and the pull request is still made. On GitLab, auto-merge of the merge request (`PUT .../merge_requests/:iid/merge` with `"auto_merge": true` and its older name `"merge_when_pipeline_succeeds"`; `squash` for "squash"; "merge" and "rebase" follow the merge method of the project, a project setting on GitLab): GitLab merges when the pipeline of the merge request succeeds, so a project where no pipeline runs for it refuses (405), and that is one warning saying what to change; the merge request is still made. `release-pr --json` says the method in `"auto_merge"` (null when it was not turned on).',
  release:
    "What `release` makes on the code host besides the tag: the GitHub release, its flags and its files, and how the tag is made. `--skip-host-release` leaves out the GitHub release and its assets.",
  "release.assets":
    "Globs of files to attach to the GitHub release, relative to the repository root (`dist/*`, `docs/*.pdf`). When `release` builds (also with `--skip-publish`; not with `--skip-build`), they are matched after the build, so the default attaches the sdist and wheel just built; without a build, files of another version in `dist/` stop the release before the tag. Matched inside the repository only: a pattern that is absolute or climbs out with `..` is refused when the configuration is loaded, a symbolic link leading out is refused before anything is tagged, and `.git` is never searched. A configured glob that matches nothing is a warning; two files with one name are an error, since a release has one asset per name. The files go onto the release while it is a draft, and the release is published after them (GitHub's immutable releases take no file afterwards). An asset already there with the same bytes (GitHub's sha256 digest, or the size where no digest is given) is kept, one with other bytes (or an unfinished upload) is replaced; on a published immutable release a missing or different file is an error that says to release a new version. `[]` attaches nothing.",
  "release.draft":
    "Leave the GitHub release a draft, which appears on the releases page only once someone publishes it (`release --json` then says `released: false`, `release_draft: true`). Every release is made a draft first and published once its files are on it; this stops before publishing. The tag is still pushed, the assets attached and the package uploaded; a re-run finds the draft and leaves it a draft. A draft for the tag made by hand is taken over (this release's title and notes) either way.",
  "release.prerelease":
    "Mark every GitHub release as a pre-release. Without it, PEP 440 pre-releases and development releases (`1.5.0rc1`, `1.5.0.dev1`) are marked as pre-releases anyway and final releases are not. It changes neither the version nor the upload to the package index.",
  "release.sign_tags":
    "Sign the release tag with git's `git tag -s` instead of making a plain annotated tag. git's own settings pick the key and the kind of signature (`user.signingkey`, `gpg.format` for OpenPGP, SSH or X.509), so they must be set up where `release` runs.",
  publish:
    "How `release` builds the distributions and uploads them to the Python package index; `--skip-publish` leaves out the upload (the build runs and `dist/` stays for a later publishing step, e.g. pypa/gh-action-pypi-publish), `--skip-build` both. Before the tag, the built files are compared with what the index already lists for the version (its sha256): other bytes stop the release. The tool, both commands, the index URL and the credential are settled before anything is tagged, so a missing tool or token leaves nothing behind.",
  "publish.tool":
    "The tool that builds and uploads. `auto` picks one from the project: `uv.lock` gives uv, `poetry.lock` or a `[tool.poetry]` table gives poetry, `pdm.lock` gives pdm, a `[tool.hatch]` table gives hatch, and anything else twine (PyPA's `python3 -m build`, then `twine upload`). Each tool runs its own commands (`uv build` and `uv publish`, `poetry build` and `poetry publish`, `hatch build` and `hatch publish`, `pdm build` and `pdm publish`), which must be on PATH before anything is tagged. The index URL and the token reach the tool only through the environment variables it documents (`TWINE_PASSWORD`, `UV_PUBLISH_TOKEN`, ...), never its command line.",
  "publish.repository_url":
    "The package index's upload URL, e.g. `https://test.pypi.org/legacy/`. Empty (the default): PyPI (`https://upload.pypi.org/legacy/`), and each tool uses its own default. It must be https (plain http only on a loopback address) and carry no user name or password. For a `.../legacy/` URL releaser reads the index's simple page (`.../simple/<project>/`) to skip files already uploaded and to confirm the upload; trusted publishing talks to the same host's `/_/oidc/` endpoints.",
  "publish.build_command":
    'A command that replaces the tool\'s build command: an argument list (`["python3", "-m", "build"]`) or one string, split into words the way a POSIX shell would (quotes, backslashes) but run without a shell, so a string with an unquoted `;`, `|`, `&`, `<`, `>`, `$`, backtick, parenthesis, brace, glob character or `~`, a `#` comment, or a leading `NAME=value` is refused: give a list, or a script. Empty (`""`): the tool\'s own. It runs in the repository root after `dist/` is emptied, with `SETUPTOOLS_SCM_PRETEND_VERSION` set to the release\'s version and without the tokens in its environment. It must leave an sdist and a wheel of this project and version in `dist/` (names and metadata are checked) and must not change tracked files or commit.',
  "publish.publish_command":
    "A command that replaces the tool's upload command, given like `publish.build_command` (an argument list, or one string split without a shell). It runs as given, without the file names appended, when the index does not yet list every built file; the upload URL and the token reach it through the chosen tool's environment variables (for twine `TWINE_REPOSITORY_URL`, `TWINE_USERNAME`, `TWINE_PASSWORD`), and `publish.skip_existing` adds no flag to it. Empty (`\"\"`): the tool's own.",
  "publish.trusted_publishing":
    "How the upload credential is obtained. `auto`: trusted publishing when running in GitHub Actions with `permissions: id-token: write` (which sets `ACTIONS_ID_TOKEN_REQUEST_URL` and `ACTIONS_ID_TOKEN_REQUEST_TOKEN`), or in a GitLab CI job (`GITLAB_CI` is `true`) that holds an OIDC ID token in the variable `publish.id_token_env` names, and the variable `publish.token_env` names is empty; otherwise that API token. With both, GitHub Actions' is used. `always`: trusted publishing only, an error outside such a job. `never`: the API token only. On GitHub Actions, trusted publishing asks the index for its audience (`/_/oidc/audience`), requests the Actions OIDC token for it and exchanges it at `/_/oidc/mint-token` for a short-lived upload token; in GitLab CI the job's ID token, made by GitLab for the audience the job's `id_tokens:` names, is exchanged at `/_/oidc/mint-token` as it is. Both happen before anything is tagged, and the index must have a trusted publisher set up for the workflow or the GitLab project and its CI file. The OIDC tokens and minted tokens are masked in all output.",
  "publish.token_env":
    "The name of the environment variable that holds the package index's API token (the name, never the token itself). The token reaches the tool through the tool's own variables with the user name `__token__`, never a command line, is kept from the build's environment, and is masked in all output. Not needed with trusted publishing.",
  "publish.id_token_env":
    "GitLab CI: the name of the environment variable that holds the job's OIDC ID token for trusted publishing (the name, never the token). The job defines it with `id_tokens:` and the index's audience, `pypi` for PyPI (`testpypi` for TestPyPI): `id_tokens: { PYPI_ID_TOKEN: { aud: pypi } }`. It is read only when `GITLAB_CI` is `true` and, with `publish.trusted_publishing` `auto`, only when no API token is in the variable `publish.token_env` names. A blank setting is the default.",
  "publish.skip_existing":
    "Whether the tool is told to skip files the index already has: twine, poetry and pdm get `--skip-existing`; uv skips identical files by itself, and hatch gets no flag. Independently of it, releaser reads the index's simple page first and uploads only the files it does not list, so a re-run after a partial upload completes. The flag covers the files that page did not show yet: with `false`, such a file makes the upload fail.",
  hooks:
    "Commands that `release` runs before and after the release. They are the one place releaser runs a shell: each runs through `/bin/sh -c` in the repository root, with `RELEASER_VERSION`, `RELEASER_TAG` and `RELEASER_PREVIOUS_VERSION` (the newest earlier release, empty when there is none) added to the environment; commit text never reaches the command line. Their output streams to stderr.",
  "hooks.pre_release":
    "Commands run one after the other before the build and before anything is tagged, e.g. `python -m pytest -q`. The first that fails stops the release with `PUBLISH_ERROR`, naming its command, exit code and last line, and nothing is tagged, pushed or released. A hook must leave tracked files and HEAD as they were. They run with `--skip-publish` too, and not again when the tag already exists (a re-run finishing an interrupted release).",
  "hooks.post_release":
    "Commands run one after the other once this run has released something (pushed the tag, created the GitHub release, attached assets or uploaded files), e.g. to announce the release. The release has happened, so a failure is a warning naming the command, and the later post_release hooks do not run. A dry run, and a run that finds everything already done, run none.",
};

export { ENVIRONMENT_REFERENCE, type EnvironmentVariable } from "./environment-reference.ts";

/** One key of the schema, as the reference shows it. */
export interface ConfigKey {
  /** Dotted path: `tag_format`, `host.api_url`; a key in an array of tables: `parsers[].pattern`. */
  path: string;
  /** The value's type in words: "string", "list of strings", "integer ≥ 0", `one of "a" | "b"`, "table". */
  type: string;
  /** The default as TOML text (`"v{version}"`, `["release"]`, `300`); undefined when it has none. */
  defaultValue: string | undefined;
  /** A table or an array of tables: its keys follow it in the list. */
  table: boolean;
  /** The key must be given (inside its table) when the table is. */
  required: boolean;
}

/** The shape of a valibot schema object, as far as the reference reads it. */
interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  default?: unknown;
  item?: SchemaNode;
  value?: SchemaNode;
  options?: readonly unknown[];
  pipe?: readonly { kind: string; type: string; requirement?: unknown }[];
}

/**
 * Every key of the schema in schema order, each table right before its keys, with type and
 * default read from the schema itself. A schema construct it has no words for is an error, so a
 * new kind of key cannot reach the reference undescribed.
 */
export function describeConfigKeys(schema: unknown = configSchema): ConfigKey[] {
  const keys: ConfigKey[] = [];
  collectKeys(schema as SchemaNode, "", keys);
  return keys;
}

function collectKeys(table: SchemaNode, prefix: string, keys: ConfigKey[]): void {
  for (const [name, entry] of Object.entries(table.entries ?? {})) {
    const path = `${prefix}${name}`;
    const optional = entry.type === "optional";
    const schema = optional ? (entry.wrapped as SchemaNode) : entry;
    const fallback = typeof entry.default === "function" ? entry.default() : entry.default;
    const defaultValue = fallback === undefined ? undefined : tomlValue(fallback);
    if (isTable(schema)) {
      keys.push({ path, type: "table", defaultValue: undefined, table: true, required: !optional });
      collectKeys(schema, `${path}.`, keys);
    } else if (schema.type === "array" && schema.item !== undefined && isTable(schema.item)) {
      keys.push({ path, type: "list of tables", defaultValue, table: true, required: !optional });
      collectKeys(schema.item, `${path}[].`, keys);
    } else {
      const type = typeName(schema, path);
      keys.push({ path, type, defaultValue, table: false, required: !optional });
    }
  }
}

function isTable(schema: SchemaNode): boolean {
  return schema.type === "strict_object" || schema.type === "object";
}

function typeName(schema: SchemaNode, path: string): string {
  switch (schema.type) {
    case "string":
    case "boolean":
      return schema.type;
    case "number": {
      const checks = schema.pipe ?? [];
      const base = checks.some((c) => c.type === "integer") ? "integer" : "number";
      const min = checks.find((c) => c.type === "min_value")?.requirement;
      const max = checks.find((c) => c.type === "max_value")?.requirement;
      return `${base}${min === undefined ? "" : ` ≥ ${min}`}${max === undefined ? "" : ` ≤ ${max}`}`;
    }
    case "picklist":
      return `one of ${(schema.options ?? []).map((o) => JSON.stringify(o)).join(" | ")}`;
    case "array":
      return `list of ${plural(typeName(schema.item as SchemaNode, path))}`;
    case "record":
      return `table of ${plural(typeName(schema.value as SchemaNode, path))}`;
    case "union":
      return (schema.options as SchemaNode[]).map((o) => typeName(o, path)).join(" or ");
    case "strict_object":
      return `table { ${Object.keys(schema.entries ?? {}).join(", ")} }`;
    default:
      throw new Error(`${path}: the reference has no words for a schema of type "${schema.type}"`);
  }
}

function plural(type: string): string {
  return /^(string|boolean|integer|number|table)$/.test(type) ? `${type}s` : `(${type})`;
}

/** A value as TOML writes it: `"text"`, `["a", "b"]`, `true`, `300`, `{ a = "b" }`. */
export function tomlValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "boolean" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return `[${value.map(tomlValue).join(", ")}]`;
  if (typeof value === "object" && value !== null) {
    const pairs = Object.entries(value).map(
      ([k, v]) => `${/^[A-Za-z0-9_-]+$/.test(k) ? k : JSON.stringify(k)} = ${tomlValue(v)}`,
    );
    return pairs.length === 0 ? "{}" : `{ ${pairs.join(", ")} }`;
  }
  throw new Error(`no TOML form for ${String(value)}`);
}
