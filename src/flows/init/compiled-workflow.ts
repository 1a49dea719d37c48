import type { CompiledBackend, InitFacts } from "./init-facts.ts";

/**
 * `.github/workflows/release.yml` for a project of compiled extensions (issue 29): the release
 * pull request on every push; once it is merged (`check --json` says a release is pending), one
 * build job per platform (maturin-action for maturin, cibuildwheel for scikit-build-core and
 * meson-python) and one for the sdist, then one job that downloads every file into one folder and
 * runs `release --dist`: tag, GitHub release with every file, upload. The tag comes after the
 * matrix, so a platform whose build fails leaves no tag and no release.
 */
export function compiledReleaseWorkflow(
  facts: InitFacts,
  backend: CompiledBackend,
  head: string,
  setupSteps: (why: string) => string,
): string {
  const npx = `npx --yes py-releaser@${facts.releaserVersion}`;
  const builder = backend === "maturin" ? "maturin-action" : "cibuildwheel";
  return `# Written by \`releaser init\`. On every push to the release branch: keep one release pull request
# current; once it is merged, build the wheels on every platform (${builder}) and the sdist,
# then tag, create the GitHub release with every file and publish them to PyPI. A platform whose
# build fails leaves no tag: the release job runs only when every build job succeeded.
${head}
permissions:
  contents: read

concurrency:
  group: release
  cancel-in-progress: false

jobs:
  release-pr:
    runs-on: ubuntu-latest
    permissions:
      contents: write        # the release commit's branch
      pull-requests: write   # the release pull request
      actions: write         # start the release pull request's checks (pr.dispatch_checks)
    outputs:
      pending: \${{ steps.check.outputs.pending }}
    steps:
      - uses: actions/checkout@v6
        with:
          fetch-depth: 0   # releaser reads the commits since the last release tag
      - uses: actions/setup-node@v6
        with:
          node-version: "24"
      - name: Release pull request
        run: ${npx} release-pr
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
      - name: Is a release pending (the release pull request merged)?
        id: check
        run: |
          ${npx} check --json > "$RUNNER_TEMP/check.json"
          echo "pending=$(jq -r .pending "$RUNNER_TEMP/check.json")" >> "$GITHUB_OUTPUT"

  wheels:
    needs: release-pr
    if: needs.release-pr.outputs.pending == 'true'
    strategy:
      matrix:
        include:
${platforms(backend)
  .map((p) => `          - os: ${p.os}\n            target: ${p.target}`)
  .join("\n")}
    runs-on: \${{ matrix.os }}
    steps:
      - uses: actions/checkout@v6
${backend === "maturin" ? maturinWheels() : cibuildwheelWheels()}
      - uses: actions/upload-artifact@v6
        with:
          name: wheels-\${{ matrix.os }}-\${{ matrix.target }}
          path: wheelhouse/
          if-no-files-found: error

  sdist:
    needs: release-pr
    if: needs.release-pr.outputs.pending == 'true'
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v6
${backend === "maturin" ? maturinSdist() : buildSdist()}
      - uses: actions/upload-artifact@v6
        with:
          name: sdist
          path: wheelhouse/
          if-no-files-found: error

  release:
    needs: [wheels, sdist]
    runs-on: ubuntu-latest
    permissions:
      contents: write   # the tag and the GitHub release
      id-token: write   # trusted publishing to PyPI (set up a trusted publisher for this workflow)
    steps:
${setupSteps("release checks and uploads with it")}
      - name: Every file the build jobs made, in one folder
        uses: actions/download-artifact@v7
        with:
          path: wheelhouse/
          merge-multiple: true
      - name: Release them (tag, GitHub release, upload)
        run: ${npx} release --dist wheelhouse
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
`;
}

/**
 * The build matrix: Linux x86_64 and aarch64 on native runners, macOS (Apple silicon runners; Intel
 * wheels cross-built there, as GitHub retires its Intel images), Windows x64. maturin builds one
 * target a job; cibuildwheel builds both macOS architectures in one job (CIBW_ARCHS_MACOS).
 */
function platforms(backend: CompiledBackend): ReadonlyArray<{ os: string; target: string }> {
  const mac =
    backend === "maturin"
      ? [
          { os: "macos-latest", target: "x86_64" },
          { os: "macos-latest", target: "aarch64" },
        ]
      : [{ os: "macos-latest", target: "x86_64-arm64" }];
  return [
    { os: "ubuntu-latest", target: "x86_64" },
    { os: "ubuntu-24.04-arm", target: "aarch64" },
    ...mac,
    { os: "windows-latest", target: backend === "maturin" ? "x64" : "AMD64" },
  ];
}

function maturinWheels(): string {
  return `      - uses: actions/setup-python@v6
        with:
          python-version: "3.x"
      - name: Build the wheels (maturin)
        uses: PyO3/maturin-action@v1
        with:
          target: \${{ matrix.target }}
          args: --release --out wheelhouse
          manylinux: auto`;
}

function cibuildwheelWheels(): string {
  return `      - name: Build the wheels (cibuildwheel)
        uses: pypa/cibuildwheel@v3.2
        env:
          CIBW_ARCHS_MACOS: x86_64 arm64
        with:
          output-dir: wheelhouse`;
}

function maturinSdist(): string {
  return `      - name: Build the sdist (maturin)
        uses: PyO3/maturin-action@v1
        with:
          command: sdist
          args: --out wheelhouse`;
}

function buildSdist(): string {
  return `      - uses: actions/setup-python@v6
        with:
          python-version: "3.x"
      - name: Build the sdist
        run: pipx run build --sdist --outdir wheelhouse`;
}
