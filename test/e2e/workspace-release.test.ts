import { createHash } from "node:crypto";
import { existsSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { assertNoToken } from "../helpers/hosted-repo.ts";
import { runAsync, tempDir } from "../helpers/repo.ts";
import { BUILD, hostedWorkspace } from "../helpers/workspace-repo.ts";
import { startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * `release` in a uv workspace of two packages (issue 25, DESIGN 8): each package is built in its
 * folder by Debian's `python3 -m build`, tagged `{name}-v{version}`, given its own GitHub release
 * with only its files, and uploaded with twine to a loopback index; pip installs both from it.
 * One package's failure stops the run, named, and a re-run resumes with it.
 */

const PYPI_TOKEN = "pypi-AgEIcHlwaS5vcmcSecretUploadToken0042";
const PATH = `/usr/bin:${process.env.PATH ?? ""}`;
const indexes: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  for (const server of indexes.splice(0)) await server.close();
});

async function newIndex() {
  const index = await startPackageIndexStandIn({ token: PYPI_TOKEN });
  indexes.push(index);
  return index;
}

const RECORDER = join(dirname(new URL(import.meta.url).pathname), "../fixtures/recording-tool/record.mjs");
/** pip installs each name==version from the index into one fresh venv; returns their `__version__`s. */
async function installAndImport(simpleUrl: string, wanted: Record<string, string>): Promise<string> {
  const venv = tempDir("releaser-venv-");
  const made = await runAsync("/usr/bin/python3", ["-m", "venv", venv], { cwd: venv });
  expect(made.code, made.stderr).toBe(0);
  const pip = await runAsync(
    `${venv}/bin/pip`,
    [
      "install",
      "-q",
      "--disable-pip-version-check",
      "--index-url",
      simpleUrl,
      ...Object.entries(wanted).map(([name, version]) => `${name}==${version}`),
    ],
    { cwd: venv, env: { PIP_CONFIG_FILE: "/dev/null", PIP_NO_CACHE_DIR: "1" } },
  );
  expect(pip.code, pip.stderr).toBe(0);
  const modules = Object.keys(wanted).map((name) => name.replaceAll("-", "_"));
  const run = await runAsync(
    `${venv}/bin/python`,
    ["-c", `import ${modules.join(", ")}; print(${modules.map((m) => `${m}.__version__`).join(", ")})`],
    { cwd: venv },
  );
  expect(run.code, run.stderr).toBe(0);
  return run.stdout.trim();
}

interface PackageDoc {
  name: string;
  path: string;
  tag: string | null;
  version: string | null;
  released: boolean;
  published: boolean;
  reason: string | null;
  steps: Array<{ step: string; status: string }>;
}

describe("release in a repository of several packages", () => {
  it("releases each package in turn: its build in its folder, its tag, its release with only its files, its upload", async () => {
    const index = await newIndex();
    const h = await hostedWorkspace(index);
    expect(h.repo.git("log", "-1", "--format=%s").trim()).toBe(
      "chore(release): alpha-lib 1.3.0, beta-lib 0.3.1",
    );

    // A dry run shows both packages' steps and changes nothing.
    const dry = await h.run(["release", "--dry-run", "--json"], { PYPI_TOKEN, PATH });
    expect(dry.code, dry.stderr).toBe(0);
    const planned = JSON.parse(dry.stdout) as { packages: PackageDoc[]; released: boolean };
    expect(planned.released).toBe(false);
    expect(planned.packages.map((p) => [p.name, p.tag])).toEqual([
      ["alpha-lib", "alpha-lib-v1.3.0"],
      ["beta-lib", "beta-lib-v0.3.1"],
      ["gamma", null],
    ]);
    expect(h.github.writes()).toEqual([]);
    expect(h.repo.git("tag", "-l", "*-v1.3.0", "*-v0.3.1")).toBe("");

    const result = await h.run(["release", "--json"], { PYPI_TOKEN, PATH });
    expect(result.code, result.stderr).toBe(0);
    const doc = JSON.parse(result.stdout) as {
      packages: PackageDoc[];
      released: boolean;
      published: boolean;
    };
    expect(doc).toMatchObject({ released: true, published: true });
    expect(doc.packages.map((p) => [p.name, p.path, p.version, p.tag, p.released, p.published])).toEqual([
      ["alpha-lib", "packages/alpha", "1.3.0", "alpha-lib-v1.3.0", true, true],
      ["beta-lib", "packages/beta", "0.3.1", "beta-lib-v0.3.1", true, true],
      ["gamma", "packages/gamma", null, null, false, false],
    ]);
    // gamma, untouched, says why it is not released.
    expect(doc.packages[2]?.reason).toMatch(
      /^nothing to release: 2\.0\.0, the version in the files, was released as gamma-v2\.0\.0 /,
    );
    // Each package's step lines name it (stderr shows the steps as they run).
    expect(result.stderr).toContain("Release 1.3.0 as alpha-lib-v1.3.0");
    expect(result.stderr).toContain("Release 0.3.1 as beta-lib-v0.3.1");

    // Both tags on the release commit, on the remote.
    const head = h.repo.git("rev-parse", "HEAD").trim();
    const remoteTags = await h.remoteGit("ls-remote", "--tags", "origin");
    for (const tag of ["alpha-lib-v1.3.0", "beta-lib-v0.3.1"]) {
      expect(h.repo.git("rev-list", "-n", "1", tag).trim()).toBe(head);
      expect(remoteTags).toContain(`refs/tags/${tag}`);
    }
    // One release per package, each with only its own files, its notes its own changelog section.
    const releases = new Map(h.github.releases.map((r) => [r.tag_name, r]));
    expect([...releases.keys()].sort()).toEqual(["alpha-lib-v1.3.0", "beta-lib-v0.3.1"]);
    expect(
      releases
        .get("alpha-lib-v1.3.0")
        ?.assets.map((a) => a.name)
        .sort(),
    ).toEqual(["alpha_lib-1.3.0-py3-none-any.whl", "alpha_lib-1.3.0.tar.gz"]);
    expect(
      releases
        .get("beta-lib-v0.3.1")
        ?.assets.map((a) => a.name)
        .sort(),
    ).toEqual(["beta_lib-0.3.1-py3-none-any.whl", "beta_lib-0.3.1.tar.gz"]);
    expect(releases.get("alpha-lib-v1.3.0")?.body).toContain("- A new call");
    expect(releases.get("alpha-lib-v1.3.0")?.body).not.toContain("The bug");
    expect(releases.get("beta-lib-v0.3.1")?.body).toContain("- The bug");
    expect(releases.get("beta-lib-v0.3.1")?.body).not.toContain("A new call");
    expect([...index.files.keys()].sort()).toEqual([
      "alpha_lib-1.3.0-py3-none-any.whl",
      "alpha_lib-1.3.0.tar.gz",
      "beta_lib-0.3.1-py3-none-any.whl",
      "beta_lib-0.3.1.tar.gz",
    ]);
    // Each build ran in its package's folder: its dist/ there, none at the root.
    const at = (path: string) => existsSync(join(h.repo.dir, path));
    expect(at("packages/alpha/dist/alpha_lib-1.3.0.tar.gz")).toBe(true);
    expect(at("packages/beta/dist/beta_lib-0.3.1.tar.gz")).toBe(true);
    expect(at("dist")).toBe(false);
    expect(await installAndImport(index.simpleUrl, { "alpha-lib": "1.3.0", "beta-lib": "0.3.1" })).toBe(
      "1.3.0 0.3.1",
    );
    assertNoToken({ stdout: result.stdout, stderr: result.stderr });
    expect(result.stdout + result.stderr).not.toContain(PYPI_TOKEN);

    // A second run finds both released: nothing is uploaded, nothing written on the code host.
    const writes = h.github.writes().length;
    const uploads = index.uploads().length;
    const again = await h.run(["release", "--json"], { PYPI_TOKEN, PATH });
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ released: false, published: true });
    expect(h.github.writes()).toHaveLength(writes);
    expect(index.uploads()).toHaveLength(uploads);
    // Four builds, a venv and pip: more than the default time on a busy two-core machine.
  }, 300_000);

  it("one package's failure stops the run, named, after the packages before it; a re-run resumes with it", async () => {
    const index = await newIndex();
    // beta's build fails while BREAK_BETA is set: the same commit builds once it is not.
    const h = await hostedWorkspace(
      index,
      `["/bin/sh", "-c", "test -z \\"$BREAK_BETA\\" && exec \\"$@\\"", "sh", ${BUILD}]`,
    );
    const failed = await h.run(["release", "--json"], { PYPI_TOKEN, PATH, BREAK_BETA: "1" });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(
      /^error: beta-lib: the build failed: .* ended with exit code 1.*; alpha-lib 1\.3\.0 was released before it, and a re-run resumes with beta-lib \(releaser explain BUILD_ERROR\)$/m,
    );
    // --json says what the run released beside the error (DESIGN 8), in one document.
    const half = JSON.parse(failed.stdout) as {
      released: boolean;
      error: { code: string; message: string };
      packages: Array<PackageDoc & { state: string }>;
    };
    expect(half.error.code).toBe("BUILD_ERROR");
    expect(half.error.message).toMatch(
      /^beta-lib: the build failed: .*; alpha-lib 1\.3\.0 was released before it, and a re-run resumes with beta-lib$/,
    );
    expect(half.released).toBe(true);
    expect(half.packages.map((p) => [p.name, p.state, p.tag, p.released, p.published])).toEqual([
      ["alpha-lib", "released", "alpha-lib-v1.3.0", true, true],
      ["beta-lib", "failed", null, false, false],
      ["gamma", "nothing", null, false, false],
    ]);
    const alphaSteps = half.packages[0]?.steps.map((s) => [s.step, s.status]);
    for (const step of ["build", "tag", "push", "host-release", "assets", "publish-release", "upload"])
      expect(alphaSteps).toContainEqual([step, "done"]);
    expect(half.packages[1]?.steps).toEqual([]);
    expect(h.github.releases.map((r) => r.tag_name)).toEqual(["alpha-lib-v1.3.0"]);
    expect(h.repo.git("tag", "-l", "beta-lib-v*").trim()).toBe("beta-lib-v0.3.0");
    expect([...index.files.keys()].every((f) => f.startsWith("alpha_lib-"))).toBe(true);

    const resumed = await h.run(["release", "--json"], { PYPI_TOKEN, PATH });
    expect(resumed.code, resumed.stderr).toBe(0);
    const doc = JSON.parse(resumed.stdout) as { packages: PackageDoc[] };
    expect(doc.packages.map((p) => [p.name, p.released, p.published])).toEqual([
      ["alpha-lib", false, true],
      ["beta-lib", true, true],
      ["gamma", false, false],
    ]);
    expect(h.github.releases.map((r) => r.tag_name).sort()).toEqual(["alpha-lib-v1.3.0", "beta-lib-v0.3.1"]);
    expect([...index.files.keys()].filter((f) => f.startsWith("beta_lib-")).sort()).toEqual([
      "beta_lib-0.3.1-py3-none-any.whl",
      "beta_lib-0.3.1.tar.gz",
    ]);
  });

  it("--package releases only the packages named; a package with nothing pending says why", async () => {
    const index = await newIndex();
    const h = await hostedWorkspace(index);
    const only = await h.run(["release", "--package", "Beta_Lib", "--json"], { PYPI_TOKEN, PATH });
    expect(only.code, only.stderr).toBe(0);
    expect((JSON.parse(only.stdout) as { packages: PackageDoc[] }).packages.map((p) => p.name)).toEqual([
      "beta-lib",
    ]);
    expect(h.github.releases.map((r) => r.tag_name)).toEqual(["beta-lib-v0.3.1"]);

    // A new fix in alpha after the release commit: alpha's 1.3.0 is still the one to release.
    await h.repo.commitAsync("fix(alpha): later", { "packages/alpha/src/alpha_lib/later.py": "z = 3\n" });
    await h.push("main");
    const rest = await h.run(["release"], { PYPI_TOKEN, PATH });
    expect(rest.code, rest.stderr).toBe(0);
    expect(rest.stderr).toContain("1 commit after the release commit");
    expect(rest.stdout).toMatch(
      /^beta-lib: Nothing to release: 0\.3\.1, the version in the files, was released as beta-lib-v0\.3\.1 /m,
    );
    expect(rest.stdout).toMatch(/^alpha-lib: Released 1\.3\.0: /m);
    expect(h.github.releases.map((r) => r.tag_name).sort()).toEqual(["alpha-lib-v1.3.0", "beta-lib-v0.3.1"]);
  });

  it("uv (recording stand-in on PATH): `uv build --package <name>` in each package's folder, `uv publish` of its files", async () => {
    const index = await newIndex();
    const h = await hostedWorkspace(index, undefined, `repository_url = "${index.uploadUrl}"`, {
      "uv.lock": "version = 1\n",
    });
    const bin = tempDir("releaser-bin-");
    symlinkSync(RECORDER, join(bin, "uv"));
    const record = join(tempDir(), "record.jsonl");
    writeFileSync(record, "");
    const result = await h.run(["release", "--skip-host-release", "--json"], {
      PYPI_TOKEN,
      PATH: `${bin}:${PATH}`,
      RECORD_FILE: record,
    });
    expect(result.code, result.stderr).toBe(0);
    const calls = readFileSync(record, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { argv: string[]; cwd: string; env: Record<string, string> });
    const alpha = join(h.repo.dir, "packages/alpha");
    const beta = join(h.repo.dir, "packages/beta");
    expect(calls.map((c) => [c.cwd, c.argv])).toEqual([
      [alpha, ["build", "--package", "alpha-lib", "--out-dir", "dist"]],
      [alpha, ["publish", "dist/alpha_lib-1.3.0-py3-none-any.whl", "dist/alpha_lib-1.3.0.tar.gz"]],
      [beta, ["build", "--package", "beta-lib", "--out-dir", "dist"]],
      [beta, ["publish", "dist/beta_lib-0.3.1-py3-none-any.whl", "dist/beta_lib-0.3.1.tar.gz"]],
    ]);
    const token = `sha256:${createHash("sha256").update(PYPI_TOKEN).digest("hex")}`;
    expect(calls[1]?.env).toMatchObject({ UV_PUBLISH_URL: index.uploadUrl, UV_PUBLISH_TOKEN: token });
    expect(calls[3]?.env).toMatchObject({ UV_PUBLISH_URL: index.uploadUrl, UV_PUBLISH_TOKEN: token });
  });

  it("releases a package after the packages it requires, whatever the workspace's order", async () => {
    const index = await newIndex();
    const h = await hostedWorkspace(index, undefined, undefined, {}, undefined, ["beta-lib>=0.3.1"]);
    const dry = await h.run(["release", "--dry-run", "--json"], { PYPI_TOKEN, PATH });
    expect(dry.code, dry.stderr).toBe(0);
    const doc = JSON.parse(dry.stdout) as { packages: PackageDoc[] };
    expect(doc.packages.map((p) => p.tag)).toEqual(["beta-lib-v0.3.1", "alpha-lib-v1.3.0", null]);
  });
});
