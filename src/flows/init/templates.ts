import { describeGitmojiTypes } from "../../core/gitmoji.ts";
import type { GitmojiHistory } from "./commit-style.ts";
import type { Migration } from "./migrate.ts";

/**
 * What `releaser init` writes (issue 12), as text made from the facts it found: a commented
 * `[tool.releaser]` table and two GitHub workflows. Pure functions: the tests read them whole.
 */
export interface InitFacts {
  releaseBranch: string;
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
  /** The project's name, for the `pypi` environment's URL (none: the URL is left out). */
  projectName?: string | undefined;
}

/** The ways `init --publish-with` can have the release uploaded to the index. */
export const PUBLISH_WITH = ["releaser", "pypa"] as const;
export type PublishWith = (typeof PUBLISH_WITH)[number];

/** The `[tool.releaser]` table appended to pyproject.toml (or, without the prefix, releaser.toml). */
export function configText(facts: InitFacts, table: "tool.releaser" | "top-level"): string {
  const head = table === "tool.releaser" ? "[tool.releaser]\n" : "";
  const sub = (name: string) => (table === "tool.releaser" ? `[tool.releaser.${name}]` : `[${name}]`);
  const m = facts.migration;
  const set = (key: string, value: unknown, fallback: string, note = "") =>
    value === undefined ? `# ${key} = ${fallback}${note}` : `${key} = ${tomlString(value)}${note}`;
  const from =
    m === undefined
      ? ""
      : `# Taken over from ${m.from} (leave it or remove it: releaser does not read it).\n`;
  const left =
    m === undefined || m.left.length === 0
      ? ""
      : wrapComment(`Not taken over from ${m.from}:`, m.left.map(commentText));
  const versionFiles =
    m !== undefined && m.versionFiles.length > 0
      ? `version_files = [${m.versionFiles.map((f) => tomlString(f)).join(", ")}]`
      : '# version_files = ["src/pkg/version.py:VERSION"]   # more places that carry the version';
  return `${head}# Written by \`releaser init\`. Every key is optional; the commented lines show the defaults.
${from}${left}release_branch = ${tomlString(facts.releaseBranch)}   # release-pr and release run on this branch only${facts.releaseBranchWhy === undefined ? "" : ` (${commentText(facts.releaseBranchWhy)})`}
tag_format = ${tomlString(facts.tagFormat)}   # ${commentText(facts.tagFormatWhy)}
${calverLines(facts)}${writesLine(facts)}
${versionFiles}
${changelogLine(facts)}
${set("commit_message", m?.commitMessage, '"chore(release): {version}"')}
${set("major_on_zero", m?.majorOnZero, "true", "   # false: a breaking change on 0.x bumps the minor version")}
${parsersTable(facts, table)}${changelogTable(m, sub)}${releaseTable(m, sub)}
${sub("publish")}
# tool = "auto"   # found: ${commentText(facts.tool)}
${set("build_command", m?.buildCommand, '""')}
${uploadLines(facts)}`;
}

/** What the root configuration of a repository of several packages says about them. */
export interface WorkspaceConfigFacts {
  /** Where the packages are listed ([tool.uv.workspace] members), or undefined when init lists them. */
  detectedFrom: string | undefined;
  /** The `packages` globs init writes (no uv workspace lists the packages). */
  packages: readonly string[] | undefined;
  /** Each package, "alpha-lib (packages/alpha)". */
  members: readonly string[];
}

/**
 * The root `[tool.releaser]` of a repository of several packages (DESIGN 8): the settings of the
 * whole repository, `packages` only when no uv workspace lists them, and no per-package key
 * (tag_format, version_files, changelog_file: each package's own table sets those).
 */
export function workspaceConfigText(
  facts: InitFacts,
  workspace: WorkspaceConfigFacts,
  table: "tool.releaser" | "top-level",
): string {
  const head = table === "tool.releaser" ? "[tool.releaser]\n" : "";
  const sub = (name: string) => (table === "tool.releaser" ? `[tool.releaser.${name}]` : `[${name}]`);
  const packages =
    workspace.packages === undefined
      ? wrapComment(
          `The packages, found in ${commentText(workspace.detectedFrom ?? "")} (no \`packages\` needed):`,
          workspace.members.map(commentText),
        )
      : `${wrapComment("The packages, each released on its own:", workspace.members.map(commentText))}packages = [${workspace.packages.map((p) => tomlString(p)).join(", ")}]\n`;
  return `${head}# Written by \`releaser init\`. Every key is optional; the commented lines show the defaults.
${packages}release_branch = ${tomlString(facts.releaseBranch)}   # release-pr and release run on this branch only${facts.releaseBranchWhy === undefined ? "" : ` (${commentText(facts.releaseBranchWhy)})`}
# tag_format = "{name}-v{version}"   # each package's tags: its name (PEP 503), then -v and the version
# A package's own settings (tag_format, version_files, changelog_file) go in the [tool.releaser]
# table of its pyproject.toml, with paths from its folder.
${parsersTable(facts, table)}
${sub("publish")}
# tool = "auto"   # found: ${commentText(facts.tool)}
${uploadLines(facts)}`;
}

/** How the upload is made: releaser's credentials, or the workflow's pypa job that needs none here. */
function uploadLines(facts: InitFacts): string {
  if (facts.publishWith === "pypa") {
    return `# The release workflow runs \`release --skip-publish\`: the build is checked and kept in dist/
# (attached to the GitHub release by release.assets); pypa/gh-action-pypi-publish uploads it.
`;
  }
  return `# trusted_publishing = "auto"   # in GitHub Actions with "id-token: write"; else the token below
# token_env = "PYPI_TOKEN"
`;
}

/** `version_scheme = "calver"` and its format when the tags number by the calendar, else nothing. */
function calverLines(facts: InitFacts): string {
  if (facts.calver === undefined) return "";
  return `version_scheme = "calver"   # ${commentText(facts.calver.why)}
calver_format = ${tomlString(facts.calver.format)}   # ${calverHow(facts.calver.format)}
`;
}

/** What the release tags' calendar format does, in a few words. */
function calverHow(format: string): string {
  const period = /\bM{1,2}\b/.test(format) ? "month" : "year";
  return format.split(".").includes("N")
    ? `a new ${period} starts the count N again; a feat raises N, a fix MICRO`
    : `a new ${period} starts MICRO at 0; each release after it in the ${period} raises MICRO`;
}

/** `changelog_file`: taken over, the project's own (written down), towncrier's, or the default. */
function changelogLine(facts: InitFacts): string {
  const taken = facts.migration?.changelogFile;
  if (taken !== undefined) return `changelog_file = ${tomlString(taken)}`;
  const found = facts.changelogFound;
  if (found?.source === "found") {
    return `changelog_file = ${tomlString(found.path)}   # the changelog the project has`;
  }
  if (found?.source === "towncrier") {
    return `# changelog_file = ${tomlString(found.path)}   # towncrier's filename: \`update\` runs towncrier`;
  }
  const deep = facts.deepChangelogs?.[0];
  if (deep !== undefined) {
    return `# changelog_file = ${tomlString(deep)}   # found deeper in docs/ than releaser looks: uncomment to write the release notes there`;
  }
  return `# changelog_file = ${tomlString(facts.changelogFile)}`;
}

/**
 * `[[parsers]]` with the gitmoji preset when most recent subjects start with a gitmoji, with the
 * reason and what it reads in a comment.
 */
function parsersTable(facts: InitFacts, table: "tool.releaser" | "top-level"): string {
  const found = facts.gitmoji;
  if (found === undefined) return "";
  const name = table === "tool.releaser" ? "[[tool.releaser.parsers]]" : "[[parsers]]";
  const why = `of the last ${found.of} commits start with a gitmoji (✨ Add ..., 🐛 Fix ...), so this built-in parser reads them: ${describeGitmojiTypes()}; other gitmojis ask for no release (their type is their shortcode: [changelog] sections = { globe_with_meridians = "Translations" } lists 🌐). Conventional subjects (feat: ...) are read as well.`;
  return `
${wrapComment(String(found.gitmoji), [why])}${name}
preset = "gitmoji"
`;
}

/** The comment saying what `update` writes. */
function writesLine(facts: InitFacts): string {
  const files = facts.files.map((f) => tomlString(f)).join(", ");
  return facts.versionFromTag === undefined
    ? `# \`update\` writes the version and the changelog to: ${files}`
    : `# The version comes from the tag (${commentText(facts.versionFromTag)}); \`update\` writes only: ${files}`;
}

/** `[changelog]` when section titles or hidden types were taken over (release-please). */
function changelogTable(m: Migration | undefined, sub: (name: string) => string): string {
  if (m?.changelogSections === undefined && m?.hiddenTypes === undefined) return "";
  const sections = Object.entries(m.changelogSections ?? {})
    .map(([type, title]) => `${tomlString(type)} = ${tomlString(title)}`)
    .join(", ");
  const hidden = (m.hiddenTypes ?? []).map((t) => tomlString(t)).join(", ");
  return `\n${sub("changelog")}\nsections = { ${sections} }   # section titles by commit type\nhidden = [${hidden}]   # types left out of the changelog\n`;
}

/** `[release]` when draft or pre-release GitHub releases were taken over (release-please). */
function releaseTable(m: Migration | undefined, sub: (name: string) => string): string {
  if (m?.draft === undefined && m?.prerelease === undefined) return "";
  const lines = [
    m.draft === undefined ? "" : `draft = ${m.draft}\n`,
    m.prerelease === undefined ? "" : `prerelease = ${m.prerelease}\n`,
  ];
  return `\n${sub("release")}\n${lines.join("")}`;
}

/** A surrogate that is not half of a pair: neither TOML nor UTF-8 can hold it. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A TOML basic string: `"`, `\` and every control character escaped (JSON's quoting leaves DEL
 * and lone surrogates as they are, which TOML refuses), a lone surrogate replaced by U+FFFD.
 */
export function tomlString(value: unknown): string {
  if (typeof value !== "string") return String(value);
  const text = value.replace(LONE_SURROGATE, "\uFFFD");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: escaping control characters is the point
  const escaped = text.replace(/["\\\u0000-\u001f\u007f]/g, (c: string) => {
    return TOML_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
  return `"${escaped}"`;
}

const TOML_ESCAPES: Record<string, string> = {
  '"': '\\"',
  "\\": "\\\\",
  "\b": "\\b",
  "\t": "\\t",
  "\n": "\\n",
  "\f": "\\f",
  "\r": "\\r",
};

/** Text for a `#` comment: one line, no control characters. */
export function commentText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters is the point
  return value.replace(LONE_SURROGATE, "\uFFFD").replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
}

/** The widest a comment line `init` writes may get (a long single item alone may be wider). */
export const COMMENT_WIDTH = 100;

/**
 * A `#` comment of a heading and items, wrapped at COMMENT_WIDTH columns: the items follow the
 * heading separated by "; ", and a line that would get too wide goes on with "#   ".
 */
export function wrapComment(heading: string, items: readonly string[]): string {
  const lines: string[] = [];
  let line = `# ${heading}`;
  items.forEach((item, index) => {
    const piece = `${item}${index < items.length - 1 ? ";" : ""}`;
    for (const word of piece.split(" ")) {
      if (line.length + 1 + word.length > COMMENT_WIDTH && line.trim() !== "#") {
        lines.push(line);
        line = "#  ";
      }
      line += ` ${word}`;
    }
  });
  lines.push(line);
  return `${lines.join("\n")}\n`;
}

/**
 * `.github/workflows/release.yml`: the release PR on every push, the release after its merge;
 * releaser uploads to the index, or (`publishWith: "pypa"`) PyPA's action does in a second job.
 */
export function releaseWorkflow(facts: InitFacts): string {
  return facts.publishWith === "pypa" ? pypaReleaseWorkflow(facts) : releaserReleaseWorkflow(facts);
}

/** releaser does it all in one job: tag, GitHub release, build and upload (trusted publishing). */
function releaserReleaseWorkflow(facts: InitFacts): string {
  return `# Written by \`releaser init\`. On every push to the release branch: keep one release pull request
# current; once it is merged, tag, create the GitHub release, build and publish to PyPI.
${workflowHead(facts)}
permissions:
  contents: write        # the release commit's branch, the tag, the GitHub release
  pull-requests: write   # the release pull request
  id-token: write        # trusted publishing to PyPI (set up a trusted publisher for this workflow)

concurrency:
  group: release
  cancel-in-progress: false

jobs:
  release:
    runs-on: ubuntu-latest
    steps:
${releaseSetupSteps(facts, "release builds and uploads with it")}
      - name: Release (after the release pull request is merged; otherwise nothing to do)
        run: npx --yes py-releaser@${facts.releaserVersion} release
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
`;
}

/**
 * releaser tags, builds (checked as the index would) and makes the GitHub release with the sdist
 * and wheel attached, without uploading (`--skip-publish`); PyPA's own action uploads the same
 * files in a job of its own, the only one with \`id-token: write\` (as PyPA advises: the build never
 * holds the publishing credential), and only when this run released something (the release
 * step's \`released\` from \`--json\`), so a push with nothing to release uploads nothing.
 */
function pypaReleaseWorkflow(facts: InitFacts): string {
  const url = pypiProjectUrl(facts.projectName);
  const environment =
    url === undefined
      ? "    environment: pypi   # a PyPI trusted publisher can require this environment\n"
      : `    environment:
      name: pypi   # a PyPI trusted publisher can require this environment
      url: ${url}
`;
  return `# Written by \`releaser init\`. On every push to the release branch: keep one release pull request
# current; once it is merged, tag, build and create the GitHub release with the sdist and wheel;
# then pypa/gh-action-pypi-publish uploads them to PyPI (trusted publishing, with attestations).
${workflowHead(facts)}
permissions:
  contents: read

concurrency:
  group: release
  cancel-in-progress: false

jobs:
  release:
    runs-on: ubuntu-latest
    permissions:
      contents: write        # the release commit's branch, the tag, the GitHub release
      pull-requests: write   # the release pull request
    outputs:
      released: \${{ steps.release.outputs.released }}
    steps:
${releaseSetupSteps(facts, "release builds and checks with it")}
      - name: Release (after the release pull request is merged; otherwise nothing to do)
        id: release
        run: |
          npx --yes py-releaser@${facts.releaserVersion} release --skip-publish --json > "$RUNNER_TEMP/release.json"
          echo "released=$(jq -r .released "$RUNNER_TEMP/release.json")" >> "$GITHUB_OUTPUT"
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
      - name: Keep the sdist and wheel for the upload
        if: steps.release.outputs.released == 'true'
        uses: actions/upload-artifact@v6
        with:
          name: dist
          path: dist/
          if-no-files-found: error

  publish:
    needs: release
    if: needs.release.outputs.released == 'true'
    runs-on: ubuntu-latest
${environment}    permissions:
      id-token: write   # trusted publishing to PyPI (set up a trusted publisher for this workflow)
    steps:
      - uses: actions/download-artifact@v7
        with:
          name: dist
          path: dist/
      - name: Upload to PyPI
        uses: pypa/gh-action-pypi-publish@release/v1
`;
}

/** The name, the push trigger on the release branch, and a blank line. */
function workflowHead(facts: InitFacts): string {
  return `name: Release

on:
  push:
    branches: [${branchFilter(facts.releaseBranch)}]
`;
}

/** Checkout with the history, Python, Node.js 24, the build tool, and the release pull request. */
function releaseSetupSteps(facts: InitFacts, toolWhy: string): string {
  return `      - uses: actions/checkout@v6
        with:
          fetch-depth: 0   # releaser reads the commits since the last release tag
      - uses: actions/setup-python@v6
        with:
          python-version: "3.x"
      - uses: actions/setup-node@v6
        with:
          node-version: "24"
      - name: Install ${facts.toolName} (${toolWhy})
        run: python -m pip install --upgrade ${facts.toolPackages.join(" ")}
      - name: Release pull request
        run: npx --yes py-releaser@${facts.releaserVersion} release-pr
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}`;
}

/**
 * The project's page on PyPI, `https://pypi.org/p/<name>` with the name normalised as PyPI does
 * (PEP 503); undefined for no name or one that is not a valid project name (nothing else may
 * reach the YAML).
 */
export function pypiProjectUrl(name: string | undefined): string | undefined {
  if (name === undefined || !/^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$/.test(name)) return undefined;
  return `https://pypi.org/p/${name.toLowerCase().replace(/[-_.]+/g, "-")}`;
}

/**
 * A branch name as one entry of a workflow's `branches:` filter: GitHub's pattern characters
 * escaped (so the name matches only itself), then quoted as a YAML string (JSON's quoting is
 * YAML's), so no name can change the file's structure.
 *
 * Only `* + ? ! [ \` take a backslash: GitHub refuses one before any other character (a `]` with
 * its `[` escaped is plain). A `${{` (git allows it in a branch name) would start an expression,
 * which GitHub refuses in `on:` and no escape turns off: it is written `$?{{` ("zero or one $"),
 * which matches the name and, besides it, only the same name without that `$`.
 */
export function branchFilter(branch: string): string {
  return JSON.stringify(branch.replace(/[*+?![\\]/g, (c) => `\\${c}`).replaceAll("${{", "$?{{"));
}

/** `.github/workflows/pr-title.yml`: the pull request title is checked against the convention. */
export function prTitleWorkflow(facts: InitFacts): string {
  const convention =
    facts.gitmoji === undefined
      ? "must be a conventional commit"
      : "must be a conventional commit or start with a gitmoji";
  return `# Written by \`releaser init\`. The squash-merge commit takes the pull request's title, so the title
# ${convention}: releaser reads the next version from it.
name: Pull request title

on:
  pull_request:
    types: [opened, edited, synchronize, reopened]

permissions:
  contents: read

jobs:
  title:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v6
      - uses: actions/setup-node@v6
        with:
          node-version: "24"
      - run: npx --yes py-releaser@${facts.releaserVersion} check-pr
`;
}
