import { afterAll, describe, expect, it } from "vitest";
import { hostedRepo } from "../helpers/hosted-repo.ts";
import { runAsync, tempDir } from "../helpers/repo.ts";
import { BUILD } from "../helpers/workspace-repo.ts";
import { startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * Several hatchling packages listed with `packages = ["libs/*"]` (no uv workspace; issue 25): one
 * pins another exactly, one is untouched. A fix in the pinned package releases it, moves the pin
 * and gives the pinning package a patch release of its own; `release` uploads the pinned package
 * first (real `python3 -m build` in each folder, real twine), and pip resolves the pin from the
 * index.
 */

const PYPI_TOKEN = "pypi-AgEIcHlwaS5vcmcSecretUploadToken0042";
const PATH = `/usr/bin:${process.env.PATH ?? ""}`;
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

function hatchling(name: string, version: string, dependencies: readonly string[] = []): string {
  return [
    "[project]",
    `name = "${name}"`,
    `version = "${version}"`,
    'requires-python = ">=3.8"',
    `dependencies = ${JSON.stringify(dependencies)}`,
    "",
    "[build-system]",
    'requires = ["hatchling"]',
    'build-backend = "hatchling.build"',
    "",
  ].join("\n");
}

describe("release of a packages = [...] layout", () => {
  it("releases the fixed package, then the package that pins it, and pip installs both from the index", async () => {
    const index = await startPackageIndexStandIn({ token: PYPI_TOKEN });
    closers.push(index.close);
    const h = await hostedRepo("", {
      pyproject: (apiUrl) =>
        [
          "[tool.releaser]",
          'packages = ["libs/*"]',
          "",
          "[tool.releaser.host]",
          `api_url = "${apiUrl}"`,
          "",
          "[tool.releaser.publish]",
          `repository_url = "${index.uploadUrl}"`,
          `build_command = [${BUILD}]`,
          "",
        ].join("\n"),
      files: {
        ".gitignore": "dist/\n",
        "libs/alpha/pyproject.toml": hatchling("alpha-lib", "1.2.0", ["beta-lib==0.3.0"]),
        "libs/alpha/src/alpha_lib/__init__.py": '__version__ = "1.2.0"\n',
        "libs/beta/pyproject.toml": hatchling("beta-lib", "0.3.0"),
        "libs/beta/src/beta_lib/__init__.py": '__version__ = "0.3.0"\n',
        "libs/gamma/pyproject.toml": hatchling("gamma", "2.0.0"),
        "libs/gamma/src/gamma/__init__.py": '__version__ = "2.0.0"\n',
      },
    });
    for (const tag of ["alpha-lib-v1.2.0", "beta-lib-v0.3.0", "gamma-v2.0.0"]) {
      await h.repo.gitAsync("tag", tag, "HEAD~2");
    }
    await h.repo.commitAsync("fix(beta): the bug", { "libs/beta/src/beta_lib/fix.py": "y = 2\n" });
    const updated = await h.run(["update"]);
    expect(updated.code, updated.stderr).toBe(0);
    expect(h.repo.git("log", "-1", "--format=%s").trim()).toBe(
      "chore(release): alpha-lib 1.2.1, beta-lib 0.3.1",
    );
    expect(h.repo.read("libs/alpha/pyproject.toml")).toContain('dependencies = ["beta-lib==0.3.1"]');
    await h.push("main", "--tags");

    const result = await h.run(["release", "--json"], { PYPI_TOKEN, PATH });
    expect(result.code, result.stderr).toBe(0);
    const doc = JSON.parse(result.stdout) as {
      packages: Array<{ name: string; tag: string; released: boolean }>;
    };
    // beta-lib first: alpha-lib 1.2.1 requires it.
    expect(doc.packages.map((p) => [p.name, p.tag, p.released])).toEqual([
      ["beta-lib", "beta-lib-v0.3.1", true],
      ["alpha-lib", "alpha-lib-v1.2.1", true],
      ["gamma", null, false],
    ]);
    expect(h.github.releases.map((r) => r.tag_name)).toEqual(["beta-lib-v0.3.1", "alpha-lib-v1.2.1"]);
    expect(h.repo.git("tag", "-l", "gamma-*").trim()).toBe("gamma-v2.0.0");
    expect([...index.files.keys()].sort()).toEqual([
      "alpha_lib-1.2.1-py3-none-any.whl",
      "alpha_lib-1.2.1.tar.gz",
      "beta_lib-0.3.1-py3-none-any.whl",
      "beta_lib-0.3.1.tar.gz",
    ]);

    // pip resolves alpha-lib's pin on beta-lib 0.3.1 from the index.
    const venv = tempDir("releaser-venv-");
    expect((await runAsync("/usr/bin/python3", ["-m", "venv", venv], { cwd: venv })).code).toBe(0);
    const pip = await runAsync(
      `${venv}/bin/pip`,
      ["install", "-q", "--disable-pip-version-check", "--index-url", index.simpleUrl, "alpha-lib==1.2.1"],
      { cwd: venv, env: { PIP_CONFIG_FILE: "/dev/null", PIP_NO_CACHE_DIR: "1" } },
    );
    expect(pip.code, pip.stderr).toBe(0);
    const run = await runAsync(
      `${venv}/bin/python`,
      ["-c", "import alpha_lib, beta_lib; print(alpha_lib.__version__, beta_lib.__version__)"],
      { cwd: venv },
    );
    expect(run.stdout.trim()).toBe("1.2.1 0.3.1");
  }, 300_000);
});
