import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, releaser, type TempRepo } from "../helpers/repo.ts";
import { snapshotTree } from "../helpers/tree-snapshot.ts";

/**
 * `releaser init` on the shapes real projects have (issue 23), end to end through the built CLI:
 * a version the build takes from the tag, release and publish jobs already in place under any
 * file name (and mentions that are none), a release.yaml of the project's own, a lock file that
 * does not list the project, a version the files carry that no tag has, and `update` right after
 * `init`. The fixtures were written for these tests after reading how such projects set things up.
 */

const warnings = (stderr: string) =>
  stderr
    .split("\n")
    .filter((l) => l.startsWith("warning: "))
    .map((l) => l.slice("warning: ".length));

function initJson(repo: TempRepo, args: string[] = []) {
  const result = releaser(["init", "--dry-run", "--json", ...args], { cwd: repo.dir });
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
}

const HATCH_VCS = `[build-system]
requires = ["hatchling", "hatch-vcs"]
build-backend = "hatchling.build"

[project]
name = "vcs-demo"
dynamic = ["version"]

[tool.hatch.version]
source = "vcs"
`;

describe("a version the build takes from the tag", () => {
  it.each([
    ["hatch-vcs", HATCH_VCS, "hatch (vcs)"],
    [
      "setuptools-scm",
      '[build-system]\nrequires = ["setuptools>=64", "setuptools-scm>=8"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\nname = "scm-demo"\ndynamic = ["version"]\n\n[tool.setuptools_scm]\n',
      "setuptools-scm",
    ],
    [
      "pdm scm",
      '[build-system]\nrequires = ["pdm-backend"]\nbuild-backend = "pdm.backend"\n\n[project]\nname = "pdm-demo"\ndynamic = ["version"]\n\n[tool.pdm.version]\nsource = "scm"\n',
      "pdm (scm)",
    ],
    [
      "versioningit",
      '[build-system]\nrequires = ["setuptools", "versioningit"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\nname = "vit-demo"\ndynamic = ["version"]\n\n[tool.versioningit]\ndefault-version = "0.0.0+unknown"\n',
      "versioningit",
    ],
    [
      "poetry-dynamic-versioning",
      '[tool.poetry]\nname = "pdv-demo"\nversion = "0.0.0"\n\n[tool.poetry-dynamic-versioning]\nenable = true\n',
      "poetry-dynamic-versioning",
    ],
  ])("%s: no static-version advice; the tag gives the version, update writes the changelog", (_, text, tool) => {
    const repo = makeRepo({ "pyproject.toml": text, "src/pkg/__init__.py": "" });
    repo.tag("v1.3.0");
    repo.commit("feat: more");
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/version = "1\.2\.3"|stops until then/);
    expect(result.stdout).toContain(
      `Note: the version comes from the tag (${tool}): \`releaser release\` makes the tag the build reads, and \`update\` writes only the changelog.`,
    );
    expect(repo.read("pyproject.toml")).toContain(
      `# The version comes from the tag (${tool}); \`update\` writes only: "CHANGELOG.md"`,
    );
    repo.git("add", "-A");
    repo.commit("chore: adopt releaser");
    expect(checkJson(repo.dir)).toMatchObject({ version_from_tag: true, files: ["CHANGELOG.md"] });
    const update = releaser(["update", "--dry-run"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(update.stdout).toContain("+++ b/CHANGELOG.md");
    expect(update.stdout).not.toContain("pyproject.toml");
  });
});

describe("a version setup.py takes from the tag, with no version in pyproject.toml (issue 42)", () => {
  const VERSIONEER_PY =
    '"""Git implementation of _version.py."""\n\n\ndef get_keywords():\n    git_refnames = "$Format:%d$"\n    git_full = "$Format:%H$"\n    return {"refnames": git_refnames, "full": git_full}\n';
  it.each<[string, Record<string, string>, string]>([
    [
      "versioneer",
      {
        "setup.py":
          'import versioneer\nfrom setuptools import setup\n\nsetup(\n    name="tagpkg",\n    version=versioneer.get_version(),\n    cmdclass=versioneer.get_cmdclass(),\n)\n',
        "setup.cfg":
          "[versioneer]\nVCS = git\nstyle = pep440\nversionfile_source = tagpkg/_version.py\ntag_prefix =\n",
        "versioneer.py": "# versioneer\n",
        "tagpkg/_version.py": VERSIONEER_PY,
        "tagpkg/__init__.py":
          'from ._version import get_versions\n\n__version__ = get_versions()["version"]\ndel get_versions\n',
      },
      "versioneer (versioneer.get_version() in setup.py)",
    ],
    [
      "versioneer named only in setup.cfg",
      {
        "setup.py":
          'from setuptools import setup\nimport vv_build\n\nsetup(name="tagpkg", **vv_build.kwargs())\n',
        "setup.cfg": "[versioneer]\nVCS = git\nversionfile_source = tagpkg/_version.py\n",
        "tagpkg/_version.py": VERSIONEER_PY,
        "tagpkg/__init__.py": "",
      },
      "versioneer ([versioneer] in setup.cfg)",
    ],
    [
      "setup.py use_scm_version",
      {
        "setup.py":
          'from setuptools import setup\n\nsetup(\n    name="tagpkg",\n    use_scm_version=True,\n    setup_requires=["setuptools_scm"],\n)\n',
        "tagpkg/__init__.py": "",
      },
      "setuptools-scm (use_scm_version in setup.py)",
    ],
  ])("%s: only the tag carries the version; update writes the changelog, nothing blocks", (_, files, tool) => {
    // pyproject.toml holds tool settings only, no [project] version.
    const repo = makeRepo({ "pyproject.toml": "[tool.ruff]\nline-length = 88\n", ...files });
    repo.tag("1.3.0");
    repo.commit("feat: more", { "tagpkg/more.py": "X = 1\n" });
    const init = releaser(["init"], { cwd: repo.dir });
    expect(init.code, init.stderr).toBe(0);
    expect(init.stderr).not.toContain("no file carries the version");
    expect(init.stdout).toContain(
      `Note: the version comes from the tag (${tool}): \`releaser release\` makes the tag the build reads, and \`update\` writes only the changelog.`,
    );
    repo.git("add", "-A");
    repo.commit("chore: adopt releaser");
    expect(checkJson(repo.dir)).toMatchObject({
      version_from_tag: true,
      next_version: "1.4.0",
      files: ["CHANGELOG.md"],
    });
    const before = repo.read("tagpkg/__init__.py");
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("CHANGELOG.md")).toContain("1.4.0");
    expect(repo.read("tagpkg/__init__.py")).toBe(before);
    // The release commit changes the changelog alone.
    expect(repo.git("show", "--name-only", "--format=", "HEAD").trim()).toBe("CHANGELOG.md");
  });
});

/** A workflow expression, as GitHub writes them (`${{ ... }}`). */
const EXPR = ["$", "{{ secrets.TOKEN }}"].join("");

/** Release and publish jobs of every kind, each in a file whose name says nothing. */
const WORKFLOWS: Record<string, string> = {
  ".github/workflows/a-psr.yml":
    "on:\n  push:\n    branches: [main]\njobs:\n  rel:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: python-semantic-release/python-semantic-release@v9.8.0\n",
  ".github/workflows/b-psr-cli.yaml":
    "on: [workflow_dispatch]\njobs:\n  go:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pip install python-semantic-release\n      - run: |\n          git config user.name bot\n          semantic-release -v version --no-push\n",
  ".github/workflows/c-ci.yaml":
    "on:\n  push:\n    branches: [main]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pytest\n  bump:\n    needs: test\n    runs-on: ubuntu-latest\n    steps:\n      - run: uvx --from commitizen cz bump --yes --changelog\n",
  ".github/workflows/d-cz.yml": `on: push\njobs:\n  version:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: commitizen-tools/commitizen-action@master\n        with:\n          github_token: ${EXPR}\n`,
  ".github/workflows/e-rp.yml":
    "on:\n  push:\n    branches: [main]\njobs:\n  please:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: googleapis/release-please-action@v4\n        with:\n          release-type: python\n",
  ".github/workflows/f-tag.yml":
    "on:\n  push:\n    tags: ['v*']\njobs:\n  pypi:\n    runs-on: ubuntu-latest\n    permissions:\n      id-token: write\n    steps:\n      - run: python -m build\n      - uses: pypa/gh-action-pypi-publish@release/v1\n",
  ".github/workflows/g-rel.yaml": `on:\n  release:\n    types: [published]\njobs:\n  upload:\n    runs-on: ubuntu-latest\n    steps:\n      - run: python -m build && python -m twine upload dist/*\n        env:\n          TWINE_PASSWORD: ${EXPR}\n`,
  ".github/workflows/h-tools.yml":
    "on:\n  push:\n    tags: ['*']\njobs:\n  uv:\n    runs-on: ubuntu-latest\n    steps:\n      - run: uv build\n      - run: uv publish\n  poetry:\n    runs-on: ubuntu-latest\n    steps:\n      - run: poetry publish --build\n  hatch:\n    runs-on: ubuntu-latest\n    steps:\n      - run: hatch build && hatch publish\n  pdm:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pdm publish\n",
  ".github/release-please.yml": "primaryBranch: main\nreleaseType: python\n",
};

describe("existing release and publish jobs", () => {
  it("are found by what they run, whatever their file is called, one line each", () => {
    const repo = makeRepo({ "pyproject.toml": '[project]\nname = "p"\nversion = "1.0.0"\n', ...WORKFLOWS });
    repo.tag("v1.0.0");
    const result = releaser(["init", "--dry-run"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    const release =
      "it releases as releaser's release.yml now does, so every version would be released twice: remove that job (or the file)";
    const publish =
      "releaser's release.yml publishes too, so every version would be uploaded twice: remove that job (or the file)";
    expect(warnings(result.stderr)).toEqual([
      ".github/release-please.yml configures the release-please GitHub App, which opens release pull requests and creates releases as releaser now does: remove the file (and the app's access to this repository), or every version would be released twice",
      `.github/workflows/a-psr.yml: job rel runs python-semantic-release/python-semantic-release on every push to main; ${release}`,
      `.github/workflows/b-psr-cli.yaml: job go runs \`semantic-release version\` when started by hand; ${release}`,
      `.github/workflows/c-ci.yaml: job bump runs \`cz bump\` on every push to main; ${release}`,
      `.github/workflows/d-cz.yml: job version runs commitizen-tools/commitizen-action on every push; ${release}`,
      `.github/workflows/e-rp.yml: job please runs googleapis/release-please-action on every push to main; ${release}`,
      `.github/workflows/f-tag.yml: job pypi runs pypa/gh-action-pypi-publish when a tag is pushed; ${publish}`,
      `.github/workflows/g-rel.yaml: job upload runs \`twine upload\` when a GitHub release is published; ${publish}`,
      `.github/workflows/h-tools.yml: job uv runs \`uv publish\` when a tag is pushed; ${publish}`,
      `.github/workflows/h-tools.yml: job poetry runs \`poetry publish\` when a tag is pushed; ${publish}`,
      `.github/workflows/h-tools.yml: job hatch runs \`hatch publish\` when a tag is pushed; ${publish}`,
      `.github/workflows/h-tools.yml: job pdm runs \`pdm publish\` when a tag is pushed; ${publish}`,
    ]);
    const json = initJson(repo);
    expect(json.existing_releases).toHaveLength(12);
    expect(json.existing_releases[6]).toEqual({
      path: ".github/workflows/f-tag.yml",
      job: "pypi",
      runs: ["pypa/gh-action-pypi-publish"],
      kind: "publish",
      when: "when a tag is pushed",
    });
  });

  it("mentions are none: comments, a stale bot's message, echo, a step's name, TestPyPI", () => {
    const repo = makeRepo({
      "pyproject.toml": '[project]\nname = "p"\nversion = "1.0.0"\n',
      ".github/workflows/stale.yml":
        'on:\n  schedule:\n    - cron: "0 0 * * *"\njobs:\n  stale:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/stale@v9\n        with:\n          stale-pr-message: "Releases are made by semantic-release version and twine upload; cz bump is gone."\n',
      ".github/workflows/ci.yaml":
        '# We used to run `cz bump` and `uv publish` here.\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      # - uses: pypa/gh-action-pypi-publish@release/v1\n      - name: twine upload check\n        run: |\n          # twine upload dist/*\n          echo "remember: semantic-release publish"\n          python -m twine check dist/*\n      - uses: pypa/gh-action-pypi-publish@release/v1\n        with:\n          repository-url: https://test.pypi.org/legacy/\n',
      ".github/workflows/broken.yml": "on: [push\njobs: {\n",
    });
    const result = releaser(["init", "--dry-run"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(warnings(result.stderr)).toEqual([]);
    expect(initJson(repo).existing_releases).toEqual([]);
  });
});

describe("a release workflow of the project's own", () => {
  const PUBLISH =
    "on:\n  push:\n    tags: ['v*']\njobs:\n  pypi:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: pypa/gh-action-pypi-publish@release/v1\n";

  it("release.yaml that publishes stays beside releaser's releaser.yml, its job named with what to remove", () => {
    const repo = makeRepo({
      "pyproject.toml": '[project]\nname = "p"\nversion = "1.0.0"\n',
      ".github/workflows/release.yaml": PUBLISH,
    });
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    const says =
      ".github/workflows/release.yaml: job pypi runs pypa/gh-action-pypi-publish when a tag is pushed; releaser's releaser.yml publishes too, so every version would be uploaded twice: remove that job (or the file)";
    expect(warnings(result.stderr)).toEqual([says]);
    expect(result.stdout).toContain(
      "created .github/workflows/releaser.yml (.github/workflows/release.yaml is the project's own (with job pypi), left as it is, so releaser's workflow goes in releaser.yml; a PyPI trusted publisher names releaser.yml; it publishes too, so every version would go out twice: remove its job pypi (or the file), or pass --force to put releaser's workflow in .github/workflows/release.yaml instead)",
    );
    expect(repo.read(".github/workflows/release.yaml")).toBe(PUBLISH);
    expect(existsSync(join(repo.dir, ".github/workflows/release.yml"))).toBe(false);
    expect(repo.read("pyproject.toml")).toContain("[tool.releaser]");
  });

  it("a release.yml of the project's own that releases (filelock's shape: tags only by the job's if) is named too", () => {
    const repo = makeRepo({
      "pyproject.toml": '[project]\nname = "p"\nversion = "1.0.0"\n',
      ".github/workflows/release.yml":
        "on:\n  push:\n    branches: [main]\n    tags: ['*']\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - run: uv build\n  release:\n    if: startsWith(github.ref, 'refs/tags/')\n    runs-on: ubuntu-latest\n    steps:\n      - uses: softprops/action-gh-release@v2\n      - uses: pypa/gh-action-pypi-publish@release/v1\n",
    });
    const dry = releaser(["init", "--dry-run"], { cwd: repo.dir });
    expect(dry.code, dry.stderr).toBe(0);
    expect(warnings(dry.stderr)).toEqual([
      ".github/workflows/release.yml: job release runs softprops/action-gh-release and pypa/gh-action-pypi-publish when a tag is pushed; it releases as releaser's releaser.yml now does, so every version would be released twice: remove that job (or the file)",
    ]);
    expect(initJson(repo).existing_releases).toEqual([
      {
        path: ".github/workflows/release.yml",
        job: "release",
        runs: ["softprops/action-gh-release", "pypa/gh-action-pypi-publish"],
        kind: "release",
        when: "when a tag is pushed",
      },
    ]);
    const forced = releaser(["init", "--force"], { cwd: repo.dir });
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain(
      "replaced .github/workflows/release.yml (the project's own release workflow: job release runs softprops/action-gh-release and pypa/gh-action-pypi-publish when a tag is pushed; releaser's workflow releases instead; job build goes too)",
    );
    expect(warnings(forced.stderr)).toEqual([]);
  });

  it("releaser's own release.yml from an earlier init is no release of the project's own", () => {
    const repo = makeRepo({ "pyproject.toml": '[project]\nname = "p"\nversion = "1.0.0"\n' });
    expect(releaser(["init"], { cwd: repo.dir }).code).toBe(0);
    repo.git("add", "-A");
    repo.commit("ci: releaser");
    const again = releaser(["init", "--force", "--dry-run"], { cwd: repo.dir });
    expect(again.code, again.stderr).toBe(0);
    expect(warnings(again.stderr)).toEqual([]);
    expect(again.stdout).toMatch(/^would replace \.github\/workflows\/release\.yml$/m);
  });

  it("--force replaces release.yaml and makes no release.yml twin", () => {
    const repo = makeRepo({
      "pyproject.toml": '[project]\nname = "p"\nversion = "1.0.0"\n',
      ".github/workflows/release.yaml": PUBLISH,
    });
    const result = releaser(["init", "--force"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      "replaced .github/workflows/release.yaml (the project's own publish workflow: job pypi runs pypa/gh-action-pypi-publish when a tag is pushed; releaser's workflow builds and publishes instead)",
    );
    expect(result.stdout).toContain("add a trusted publisher for this repository's release.yaml workflow");
    expect(existsSync(join(repo.dir, ".github/workflows/release.yml"))).toBe(false);
    expect(repo.read(".github/workflows/release.yaml")).toContain("py-releaser@");
    expect(warnings(result.stderr)).toEqual([]);
  });
});

describe("lock files", () => {
  it("one that does not hold the project's own entry is not a file update writes", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[tool.poetry]\nname = "poetic"\nversion = "1.0.0"\ndescription = ""\n\n[tool.poetry.dependencies]\npython = "^3.9"\nrequests = "^2"\n',
      "poetry.lock":
        '# generated by Poetry\n[[package]]\nname = "requests"\nversion = "2.32.3"\ndescription = "HTTP"\noptional = false\npython-versions = ">=3.8"\nfiles = []\n\n[metadata]\nlock-version = "2.0"\npython-versions = "^3.9"\ncontent-hash = "abc"\n',
      "poetic/__init__.py": "",
    });
    repo.tag("v1.0.0");
    repo.commit("fix: a bug");
    const json = initJson(repo);
    expect(json.version_files).toEqual(["pyproject.toml", "CHANGELOG.md"]);
    expect(json.files[0].text).toContain(
      '# `update` writes the version and the changelog to: "pyproject.toml", "CHANGELOG.md"',
    );
    expect(checkJson(repo.dir).files).toEqual(["pyproject.toml", "CHANGELOG.md"]);
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.git("show", "--name-only", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "CHANGELOG.md",
      "pyproject.toml",
    ]);
  });

  it("one that holds it (uv.lock's editable entry) is listed and written", () => {
    const repo = makeRepo({
      "pyproject.toml": '[project]\nname = "Uv_Demo"\nversion = "1.0.0"\n',
      "uv.lock":
        'version = 1\nrequires-python = ">=3.9"\n\n[[package]]\nname = "uv-demo"\nversion = "1.0.0"\nsource = { editable = "." }\n',
    });
    repo.tag("v1.0.0");
    repo.commit("fix: a bug");
    expect(initJson(repo).version_files).toEqual(["pyproject.toml", "uv.lock", "CHANGELOG.md"]);
    expect(checkJson(repo.dir).files).toEqual(["pyproject.toml", "uv.lock", "CHANGELOG.md"]);
  });
});

describe("the version the files carry", () => {
  it("a development version with no tag: init says releaser will not release it, and what will be next", () => {
    const repo = makeRepo({ "pyproject.toml": '[project]\nname = "dev"\nversion = "8.4.2"\n' });
    repo.tag("v8.4.2");
    repo.commit("chore: start 8.5", {
      "pyproject.toml": '[project]\nname = "dev"\nversion = "8.5.0.dev0"\n',
    });
    const result = releaser(["init", "--dry-run"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(warnings(result.stderr)).toContain(
      "the files carry 8.5.0.dev0, which has no tag (a development version); releaser will not release it; the next release will be 8.5.0 after a `feat:`",
    );
    expect(initJson(repo).untagged_version).toEqual({
      version: "8.5.0.dev0",
      why: "a development version",
      next: null,
      after_feat: "8.5.0",
    });
  });

  it("a hand bump with no tag, and a tagged version that says nothing", () => {
    const repo = makeRepo({ "pyproject.toml": '[project]\nname = "hand"\nversion = "2.29.0"\n' });
    repo.tag("v2.29.0");
    expect(initJson(repo).untagged_version).toBeNull();
    repo.commit("chore: bump", { "pyproject.toml": '[project]\nname = "hand"\nversion = "2.29.1"\n' });
    const result = releaser(["init", "--dry-run"], { cwd: repo.dir });
    expect(warnings(result.stderr)).toContain(
      "the files carry 2.29.1, which has no tag (no release commit set it); releaser will not release it; the next release will be 2.30.0 after a `feat:`",
    );
  });
});

describe("update right after init", () => {
  it("init's own edit is a dirty tree: --dry-run shows the plan, update refuses as for any change", () => {
    const repo = makeRepo({ "pyproject.toml": '[project]\nname = "fresh"\nversion = "1.0.0"\n' });
    repo.tag("v1.0.0");
    repo.commit("feat: something");
    expect(releaser(["init"], { cwd: repo.dir }).code).toBe(0);
    const dry = releaser(["update", "--dry-run"], { cwd: repo.dir });
    expect(dry.code, dry.stderr).toBe(0);
    expect(`${dry.stdout}${dry.stderr}`).not.toMatch(/interrupted|incomplete|Finishing/i);
    expect(dry.stdout).toContain("would update 1.0.0 -> 1.1.0");
    const before = snapshotTree(repo.dir);
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code).not.toBe(0);
    expect(update.stderr).toMatch(
      /^error: the working tree has uncommitted changes \(pyproject\.toml\); commit or stash them first, or pass --allow-dirty/m,
    );
    expect(snapshotTree(repo.dir)).toEqual(before);
  });

  it("on a pending release (its release commit made, no tag yet) init's edit finishes nothing", () => {
    const repo = makeRepo({ "pyproject.toml": '[project]\nname = "pend"\nversion = "1.0.0"\n' });
    repo.tag("v1.0.0");
    repo.commit("feat: something");
    expect(releaser(["update"], { cwd: repo.dir }).code).toBe(0);
    expect(releaser(["init"], { cwd: repo.dir }).code).toBe(0);
    for (const args of [["update", "--dry-run"], ["update"]]) {
      const result = releaser(args, { cwd: repo.dir });
      expect(result.code, result.stderr).toBe(0);
      expect(`${result.stdout}${result.stderr}`).not.toMatch(
        /interrupted|incomplete|Finishing|not committed/i,
      );
    }
    expect(repo.git("log", "-1", "--format=%s")).toBe("chore(release): 1.1.0\n");
    expect(repo.git("status", "--porcelain")).toContain(" M pyproject.toml");
  });

  it("an update left uncommitted (--no-commit) is still finished", () => {
    const repo = makeRepo({ "pyproject.toml": '[project]\nname = "half"\nversion = "1.0.0"\n' });
    repo.tag("v1.0.0");
    repo.commit("feat: something");
    expect(releaser(["update", "--no-commit"], { cwd: repo.dir }).code).toBe(0);
    const dry = releaser(["update", "--dry-run"], { cwd: repo.dir });
    expect(dry.stderr).toContain("pyproject.toml, CHANGELOG.md not committed");
  });
});

describe("the workflows init writes", () => {
  it("run on Node.js 24 with the current majors of the setup actions", () => {
    const repo = makeRepo({ "pyproject.toml": '[project]\nname = "p"\nversion = "1.0.0"\n' });
    expect(releaser(["init"], { cwd: repo.dir }).code).toBe(0);
    for (const path of [".github/workflows/release.yml", ".github/workflows/pr-title.yml"]) {
      const text = repo.read(path);
      expect(text).toContain('node-version: "24"');
      expect(text).toContain("actions/checkout@v6");
      expect(text).toContain("actions/setup-node@v6");
      expect(text).not.toMatch(/node-version: "20"|@v4\b|@v5\b/);
    }
    expect(repo.read(".github/workflows/release.yml")).toContain("actions/setup-python@v6");
  });
});

describe("a migration's leftovers", () => {
  it("the list of what was not taken over is wrapped; PSR's boilerplate leaves the commit message", () => {
    const keys = Array.from({ length: 30 }, (_, i) => `some_unknown_setting_number_${i} = true`).join("\n");
    const repo = makeRepo({
      "pyproject.toml": `[project]\nname = "p"\nversion = "1.0.0"\n\n[tool.semantic_release]\ncommit_message = "{version}\\n\\nAutomatically generated by python-semantic-release"\n${keys}\n`,
    });
    expect(releaser(["init"], { cwd: repo.dir }).code).toBe(0);
    const text = repo.read("pyproject.toml");
    const table = text.slice(text.indexOf("[tool.releaser]"));
    const comments = table.split("\n").filter((l) => l.startsWith("#"));
    const left = comments.filter((l) => l.startsWith("# Not taken over") || l.startsWith("#   "));
    expect(left.length).toBeGreaterThan(5);
    for (const line of left) expect(line.length).toBeLessThanOrEqual(100);
    expect(left.join(" ")).toContain("some_unknown_setting_number_29");
    expect(table).toMatch(/^commit_message = "\{version\}"$/m);
    expect(table).not.toContain("Automatically generated");
  });
});

describe("the changelog the project has", () => {
  it("is written into the configuration; towncrier's file is followed, not fixed", () => {
    const repo = makeRepo({
      "pyproject.toml": '[project]\nname = "hist"\nversion = "1.0.0"\n',
      "HISTORY.rst": "History\n=======\n\n1.0.0\n-----\n\n* First.\n",
    });
    const json = initJson(repo);
    expect(json.version_files).toEqual(["pyproject.toml", "HISTORY.rst"]);
    expect(json.files[0].text).toContain(
      '\nchangelog_file = "HISTORY.rst"   # the changelog the project has\n',
    );
    const towncrier = makeRepo({
      "pyproject.toml":
        '[project]\nname = "tc"\nversion = "1.0.0"\n\n[tool.towncrier]\nfilename = "NEWS.rst"\ndirectory = "changes"\n',
      "NEWS.rst": "News\n====\n",
    });
    const tc = initJson(towncrier);
    expect(tc.version_files).toEqual(["pyproject.toml", "NEWS.rst"]);
    expect(tc.files[0].text).toContain(
      '\n# changelog_file = "NEWS.rst"   # towncrier\'s filename: `update` runs towncrier\n',
    );
  });
});
