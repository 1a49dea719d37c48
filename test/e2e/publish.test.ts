import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { PROVIDERS, type Provider } from "../helpers/host-view.ts";
import { assertNoToken, type HostedRepo, hostedRepo } from "../helpers/hosted-repo.ts";
import { runAsync, tempDir } from "../helpers/repo.ts";
import { startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * Publishing for real (issue 10): Debian's build tools and twine upload to a loopback package
 * index, and pip installs the release from it into a fresh virtual environment.
 * The hatchling project is released on GitHub's and GitLab's stand-ins (issue 27); the other build
 * backends on GitHub's. Slow (builds, a venv, pip): it lives in test/e2e.
 */

const PYPI_TOKEN = "pypi-AgEIcHlwaS5vcmcSecretUploadToken0042";
const indexes: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  for (const server of indexes.splice(0)) await server.close();
});
/** One index per test: every test releases widgets 1.5.0. */
let index = await startPackageIndexStandIn({ token: PYPI_TOKEN });
indexes.push(index);
beforeEach(async () => {
  index = await startPackageIndexStandIn({ token: PYPI_TOKEN });
  indexes.push(index);
});

/** Debian's python (with build, hatchling, twine) before any other on PATH. */
const PATH = `/usr/bin:${process.env.PATH ?? ""}`;

async function hatchlingProject(provider: Provider): Promise<HostedRepo> {
  const h = await hostedRepo(
    `\n[tool.releaser.publish]\nrepository_url = "${index.uploadUrl}"\nbuild_command = ["/usr/bin/python3", "-m", "build", "--no-isolation", "--skip-dependency-check", "--outdir", "dist"]\n\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n`,
    { provider },
  );
  h.repo.commit("chore: ignore dist", { ".gitignore": "dist/\n" });
  expect((await h.run(["update"])).code).toBe(0);
  await h.push("main");
  return h;
}

/** pip installs name==version from the loopback index into a fresh venv; returns `__version__`. */
async function installAndImport(name: string, version: string): Promise<string> {
  const venv = tempDir("releaser-venv-");
  const made = await runAsync("/usr/bin/python3", ["-m", "venv", venv], { cwd: venv });
  expect(made.code, made.stderr).toBe(0);
  const pip = await runAsync(
    `${venv}/bin/pip`,
    ["install", "-q", "--disable-pip-version-check", "--index-url", index.simpleUrl, `${name}==${version}`],
    { cwd: venv, env: { PIP_CONFIG_FILE: "/dev/null", PIP_NO_CACHE_DIR: "1" } },
  );
  expect(pip.code, pip.stderr).toBe(0);
  const run = await runAsync(`${venv}/bin/python`, ["-c", `import ${name}; print(${name}.__version__)`], {
    cwd: venv,
  });
  expect(run.code, run.stderr).toBe(0);
  return run.stdout.trim();
}

describe("release publishes to the package index", () => {
  it("a poetry project via poetry build and poetry publish, its [tool.poetry] version bumped", async () => {
    const h = await hostedRepo("", {
      pyproject: (apiUrl) =>
        [
          "[tool.poetry]",
          'name = "widgets"',
          'version = "1.4.2"',
          'description = "Widgets."',
          'authors = ["Acme <dev@example.com>"]',
          'packages = [{ include = "widgets", from = "src" }]',
          "",
          "[tool.poetry.dependencies]",
          'python = "^3.8"',
          "",
          "[build-system]",
          'requires = ["poetry-core"]',
          'build-backend = "poetry.core.masonry.api"',
          "",
          "[tool.releaser.host]",
          `api_url = "${apiUrl}"`,
          "",
          "[tool.releaser.publish]",
          `repository_url = "${index.uploadUrl}"`,
          "",
        ].join("\n"),
    });
    h.repo.commit("chore: ignore dist", { ".gitignore": "dist/\n" });
    expect((await h.run(["update"])).code).toBe(0);
    expect(h.repo.read("pyproject.toml")).toContain('version = "1.5.0"');
    await h.push("main");
    const result = await h.run(["release", "--json"], { PYPI_TOKEN, PATH });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /✓ build +built widgets-1\.5\.0-py3-none-any\.whl, widgets-1\.5\.0\.tar\.gz with poetry \(\[tool\.poetry\]\)( \(\d+\.\d s\))?\n/,
    );
    expect(JSON.parse(result.stdout)).toMatchObject({ published: true });
    expect([...index.files.keys()].sort()).toEqual([
      "widgets-1.5.0-py3-none-any.whl",
      "widgets-1.5.0.tar.gz",
    ]);
    expect(await installAndImport("widgets", "1.5.0")).toBe("1.5.0");
    expect(result.stdout + result.stderr).not.toContain(PYPI_TOKEN);
  });

  it("a setuptools-scm project: the build makes the release's version although the tag comes after it", async () => {
    const h = await hostedRepo("", {
      pyproject: (apiUrl) =>
        [
          "[build-system]",
          'requires = ["setuptools>=61", "setuptools-scm"]',
          'build-backend = "setuptools.build_meta"',
          "",
          "[project]",
          'name = "widgets"',
          'dynamic = ["version"]',
          "",
          "[tool.setuptools_scm]",
          'write_to = "src/widgets/_version.py"',
          "",
          "[tool.releaser.host]",
          `api_url = "${apiUrl}"`,
          "",
          "[tool.releaser.publish]",
          `repository_url = "${index.uploadUrl}"`,
          `build_command = ["/usr/bin/python3", "-m", "build", "--no-isolation", "--skip-dependency-check", "--outdir", "dist"]`,
          "",
        ].join("\n"),
      files: { "src/widgets/__init__.py": "from ._version import version as __version__\n" },
    });
    h.repo.commit("chore: ignore build output", {
      ".gitignore": "dist/\nbuild/\n*.egg-info/\nsrc/widgets/_version.py\n",
    });
    const update = await h.run(["update"]);
    expect(update.code, update.stderr).toBe(0);
    await h.push("main");
    const result = await h.run(["release", "--json"], { PYPI_TOKEN, PATH });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ version: "1.5.0", tag: "v1.5.0", published: true });
    expect([...index.files.keys()].sort()).toEqual([
      "widgets-1.5.0-py3-none-any.whl",
      "widgets-1.5.0.tar.gz",
    ]);
    expect(await installAndImport("widgets", "1.5.0")).toBe("1.5.0");
  });

  it("a hatch-vcs project: the same, through hatchling's version source", async () => {
    const h = await hostedRepo("", {
      pyproject: (apiUrl) =>
        [
          "[build-system]",
          'requires = ["hatchling", "hatch-vcs"]',
          'build-backend = "hatchling.build"',
          "",
          "[project]",
          'name = "widgets"',
          'dynamic = ["version"]',
          "",
          "[tool.hatch.version]",
          'source = "vcs"',
          "",
          "[tool.hatch.build.hooks.vcs]",
          'version-file = "src/widgets/_version.py"',
          "",
          "[tool.releaser.host]",
          `api_url = "${apiUrl}"`,
          "",
          "[tool.releaser.publish]",
          'tool = "twine"',
          `repository_url = "${index.uploadUrl}"`,
          `build_command = ["/usr/bin/python3", "-m", "build", "--no-isolation", "--skip-dependency-check", "--outdir", "dist"]`,
          "",
        ].join("\n"),
      files: { "src/widgets/__init__.py": "from ._version import __version__\n" },
    });
    h.repo.commit("chore: ignore build output", { ".gitignore": "dist/\nsrc/widgets/_version.py\n" });
    expect((await h.run(["update"])).code).toBe(0);
    await h.push("main");
    const result = await h.run(["release", "--json"], { PYPI_TOKEN, PATH });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ version: "1.5.0", published: true });
    expect(await installAndImport("widgets", "1.5.0")).toBe("1.5.0");
  });
});

/** The members of a .tar.gz, sorted. */
async function tarMembers(content: Buffer): Promise<string[]> {
  const dir = tempDir("releaser-sdist-");
  writeFileSync(join(dir, "sdist.tar.gz"), content);
  const listed = await runAsync("tar", ["-tzf", "sdist.tar.gz"], { cwd: dir });
  expect(listed.code, listed.stderr).toBe(0);
  return listed.stdout.split("\n").filter(Boolean).sort();
}

/** The sdist a fresh clone of `commit` builds with `version` (as the release's build gets it). */
async function cleanCheckoutSdist(repoDir: string, commit: string, version: string): Promise<string[]> {
  const clone = tempDir("releaser-clean-");
  const cloned = await runAsync("git", ["clone", "-q", repoDir, clone], { cwd: clone });
  expect(cloned.code, cloned.stderr).toBe(0);
  await runAsync("git", ["checkout", "-q", "--detach", commit], { cwd: clone });
  const built = await runAsync(
    "/usr/bin/python3",
    ["-m", "build", "--no-isolation", "--skip-dependency-check", "--sdist", "--outdir", "dist"],
    { cwd: clone, env: { PATH, SETUPTOOLS_SCM_PRETEND_VERSION: version } },
  );
  expect(built.code, built.stderr).toBe(0);
  return tarMembers(readFileSync(join(clone, "dist", "widgets-1.5.0.tar.gz")));
}

describe("a build in a clean tree of the release commit (DESIGN 10)", () => {
  it("ships what a clean checkout ships: no .git file, no path of the runner (hatch-vcs, a commit after the release commit)", async () => {
    const h = await hostedRepo("", {
      pyproject: (apiUrl) =>
        [
          "[build-system]",
          'requires = ["hatchling", "hatch-vcs"]',
          'build-backend = "hatchling.build"',
          "",
          "[project]",
          'name = "widgets"',
          'dynamic = ["version"]',
          "",
          "[tool.hatch.version]",
          'source = "vcs"',
          "",
          "[tool.releaser.host]",
          `api_url = "${apiUrl}"`,
          "",
          "[tool.releaser.publish]",
          'tool = "twine"',
          `repository_url = "${index.uploadUrl}"`,
          `build_command = ["/usr/bin/python3", "-m", "build", "--no-isolation", "--skip-dependency-check", "--outdir", "dist"]`,
          "",
        ].join("\n"),
      files: { "src/widgets/__init__.py": "__version__ = '0'\n" },
    });
    h.repo.commit("chore: ignore build output", { ".gitignore": "dist/\n" });
    expect((await h.run(["update"])).code).toBe(0);
    const releaseCommit = h.repo.git("rev-parse", "HEAD").trim();
    // A commit lands after the release commit: the build runs in a clean tree of the release commit.
    h.repo.commit("fix: later", { "src/widgets/later.py": "LATER = 1\n" });
    await h.push("main");
    const result = await h.run(["release", "--json"], { PYPI_TOKEN, PATH });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ version: "1.5.0", tag: "v1.5.0", published: true });
    const sdist = index.files.get("widgets-1.5.0.tar.gz")?.content;
    expect(sdist).toBeDefined();
    const members = await tarMembers(sdist as Buffer);
    expect(members).toEqual(await cleanCheckoutSdist(h.repo.dir, releaseCommit, "1.5.0"));
    expect(members).not.toContain("widgets-1.5.0/.git");
    expect(members).not.toContain("widgets-1.5.0/src/widgets/later.py");
    expect(members).toContain("widgets-1.5.0/PKG-INFO");
  });
});

describe.each(PROVIDERS)("on %s", (provider) => {
  describe("release publishes to the package index", () => {
    it("a hatchling project via python -m build and twine: on the index, on the release, and pip installs 1.5.0", async () => {
      const h = await hatchlingProject(provider);
      const result = await h.run(["release", "--json"], { PYPI_TOKEN, PATH });
      expect(result.code, result.stderr).toBe(0);
      const json = JSON.parse(result.stdout) as {
        published: boolean;
        released: boolean;
        steps: Array<{ step: string; status: string }>;
      };
      expect(json).toMatchObject({ published: true, released: true });
      expect(json.steps.map((s) => [s.step, s.status])).toEqual([
        ["pre-release-hooks", "skipped"],
        ["build", "done"],
        ["credentials", "already"],
        ["tag", "done"],
        ["push", "done"],
        ["host-release", "done"],
        ["assets", "done"],
        ["publish-release", "done"],
        ["upload", "done"],
      ]);
      const files = ["widgets-1.5.0-py2.py3-none-any.whl", "widgets-1.5.0.tar.gz"];
      expect([...index.files.keys()].sort()).toEqual(files);
      // The release carries the files the index got, byte for byte, and those are dist/'s.
      const release = h.host.releases()[0];
      expect(release?.assets.map((a) => a.name).sort()).toEqual(files);
      for (const asset of release?.assets ?? []) {
        expect(asset.content.length, asset.name).toBeGreaterThan(0);
        expect(asset.content, asset.name).toEqual(index.files.get(asset.name)?.content);
        expect(asset.content, asset.name).toEqual(readFileSync(join(h.repo.dir, "dist", asset.name)));
      }
      // GitLab: the files are in the generic package registry, the release's links are package links.
      if (provider === "gitlab")
        expect(h.gitlab.state.releases[0]?.links.map((l) => [l.name, l.link_type]).sort()).toEqual(
          files.map((name) => [name, "package"]),
        );
      expect(await installAndImport("widgets", "1.5.0")).toBe("1.5.0");
      assertNoToken({ stdout: result.stdout, stderr: result.stderr });
      expect(result.stdout + result.stderr).not.toContain(PYPI_TOKEN);

      // A second run finds everything done, the files on the index included.
      const uploads = index.uploads().length;
      const writes = h.host.writes().length;
      const again = await h.run(["release", "--json"], { PYPI_TOKEN, PATH });
      expect(again.code, again.stderr).toBe(0);
      expect(JSON.parse(again.stdout)).toMatchObject({ published: true, released: false });
      expect(index.uploads()).toHaveLength(uploads);
      expect(h.host.writes()).toHaveLength(writes);
      // Nothing is rebuilt, so the release's assets stay the files that are on the index.
      expect(again.stderr).toContain("not built again");
      const assets = h.host.releases()[0]?.assets ?? [];
      expect(assets).toHaveLength(2);
      for (const asset of assets) expect(asset.content).toEqual(index.files.get(asset.name)?.content);
    });
  });
});
