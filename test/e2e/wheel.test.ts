import { chmodSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeRepo, pyproject, runAsync, tempDir } from "../helpers/repo.ts";
import { startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * The Python wheel py-releaser (issue 15), as a Python maintainer gets it: built by
 * `npm run build:wheel` with Debian's hatchling, uploaded with twine to the loopback index,
 * pip-installed into a fresh venv, and run: `releaser --version`, `releaser check`, the exit
 * codes, and one clear line when Node.js is missing or too old.
 */
const ROOT = join(import.meta.dirname, "../..");
const TOKEN = "pypi-AgEIcHlwaS5vcmcWheelUploadToken0042";
const index = await startPackageIndexStandIn({ token: TOKEN });
afterAll(() => index.close());

describe("the Python wheel", () => {
  it("builds, uploads, pip-installs, and runs releaser on the node on PATH", async () => {
    const build = await runAsync(process.execPath, [join(ROOT, "scripts/build-wheel.mjs")], { cwd: ROOT });
    expect(build.code, build.stderr).toBe(0);
    const wheels = readdirSync(join(ROOT, "dist/python")).filter((f) => f.endsWith(".whl"));
    expect(wheels).toEqual([expect.stringMatching(/^py_releaser-\d+\.\d+\.\d+-py3-none-any\.whl$/)]);
    const wheel = join(ROOT, "dist/python", wheels[0] as string);

    const upload = await runAsync(
      "/usr/bin/twine",
      ["upload", "--non-interactive", "--disable-progress-bar", "--repository-url", index.uploadUrl, wheel],
      { cwd: ROOT, env: { TWINE_USERNAME: "__token__", TWINE_PASSWORD: TOKEN } },
    );
    expect(upload.code, upload.stdout + upload.stderr).toBe(0);

    const venv = tempDir("releaser-venv-");
    expect((await runAsync("/usr/bin/python3", ["-m", "venv", venv], { cwd: venv })).code).toBe(0);
    const pip = await runAsync(
      join(venv, "bin/pip"),
      ["install", "-q", "--disable-pip-version-check", "--index-url", index.simpleUrl, "py-releaser"],
      { cwd: venv, env: { PIP_CONFIG_FILE: "/dev/null", PIP_NO_CACHE_DIR: "1" } },
    );
    expect(pip.code, pip.stderr).toBe(0);
    const releaser = join(venv, "bin/releaser");

    const version = await runAsync(releaser, ["--version"], { cwd: venv });
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect(wheels[0]).toContain(`-${version.stdout.trim()}-`);

    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2", "demo") });
    repo.tag("v1.4.2");
    repo.commit("feat: x");
    const check = await runAsync(releaser, ["check", "--json"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(JSON.parse(check.stdout)).toMatchObject({ last_tag: "v1.4.2", next_version: "1.5.0" });
    // Exit codes pass through: 1 for an error, 2 for a usage error; python -m works the same.
    expect((await runAsync(releaser, ["check"], { cwd: tempDir() })).code).toBe(1);
    expect((await runAsync(releaser, ["check", "--bump", "huge"], { cwd: repo.dir })).code).toBe(2);
    const module = await runAsync(join(venv, "bin/python"), ["-m", "py_releaser", "--version"], {
      cwd: venv,
    });
    expect(module.stdout).toBe(version.stdout);

    // No node on PATH, or one too old: one line that says what to install.
    const noNode = await runAsync(releaser, ["check"], { cwd: repo.dir, env: { PATH: join(venv, "bin") } });
    expect(noNode.code).toBe(1);
    expect(noNode.stderr).toBe(
      "error: releaser runs on Node.js, and `node` is not on PATH; install Node.js 20.19 or newer (e.g. apt-get install nodejs, brew install node, or actions/setup-node) and run it again\n",
    );
    const old = tempDir();
    writeFileSync(join(old, "node"), "#!/bin/sh\necho v18.19.0\n");
    chmodSync(join(old, "node"), 0o755);
    const tooOld = await runAsync(releaser, ["check"], {
      cwd: repo.dir,
      env: { PATH: `${old}:/usr/bin:/bin` },
    });
    expect(tooOld.code).toBe(1);
    expect(tooOld.stderr).toBe(
      `error: releaser needs Node.js 20.19 or newer, and \`node\` on PATH (${join(old, "node")}) is 18.19; install a newer Node.js and run it again\n`,
    );
  }, 180_000);
});
