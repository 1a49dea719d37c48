import { isBranchGlob } from "../../core/release-lines.ts";
import { compiledReleaseWorkflow } from "./compiled-workflow.ts";
import type { InitFacts } from "./init-facts.ts";

/**
 * `.github/workflows/release.yml`: the release PR on every push, the release after its merge;
 * releaser uploads to the index, or (`publishWith: "pypa"`) PyPA's action does in a second job.
 */
export function releaseWorkflow(facts: InitFacts): string {
  if (facts.compiled !== undefined) {
    return compiledReleaseWorkflow(facts, facts.compiled, workflowHead(facts), (why) =>
      releaseSetupSteps(facts, why, false),
    );
  }
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
  actions: write         # start the release pull request's checks (pr.dispatch_checks)
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
      actions: write         # start the release pull request's checks (pr.dispatch_checks)
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
        uses: pypa/gh-action-pypi-publish@release/v1${
          facts.repositoryUrl?.trim()
            ? `
        with:
          repository-url: ${JSON.stringify(facts.repositoryUrl.trim())}   # publish.repository_url`
            : ""
        }
`;
}

/** The name, the push trigger on the release branch, and a blank line. */
function workflowHead(facts: InitFacts): string {
  return `name: Release

on:
  push:
    branches: [${facts.releaseBranches === undefined ? branchFilter(facts.releaseBranch) : facts.releaseBranches.map(branchPattern).join(", ")}]
`;
}

/** Checkout with the history, Python, Node.js 24, the build tool, and the release pull request. */
function releaseSetupSteps(facts: InitFacts, toolWhy: string, releasePr = true): string {
  return `      - uses: actions/checkout@v6
        with:
          fetch-depth: 0   # releaser reads the commits since the last release tag${
            facts.submodules === true
              ? "\n          submodules: recursive   # the build needs them (.gitmodules)"
              : ""
          }
      - uses: actions/setup-python@v6
        with:
          python-version: "3.x"
      - uses: actions/setup-node@v6
        with:
          node-version: "24"
      - name: Install ${facts.toolName} (${toolWhy})${facts.towncrier === true ? " and towncrier (it writes the changelog from the news fragments)" : ""}
        run: python -m pip install --upgrade ${installedPackages(facts).join(" ")}${
          releasePr
            ? `
      - name: Release pull request
        run: npx --yes py-releaser@${facts.releaserVersion} release-pr
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}`
            : ""
        }`;
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

/** A release branch entry as a filter: a name matched as itself, a glob (`*.x`) as the glob. */
function branchPattern(entry: string): string {
  return isBranchGlob(entry) ? JSON.stringify(entry.replaceAll("${{", "$?{{")) : branchFilter(entry);
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

/** What the workflows install with pip: the build tool's packages, and towncrier when it writes the changelog. */
export function installedPackages(facts: Pick<InitFacts, "toolPackages" | "towncrier">): string[] {
  return [...facts.toolPackages, ...(facts.towncrier === true ? ["towncrier"] : [])];
}
