import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type HostedRepo, hostedRepo, TOKEN } from "../helpers/hosted-repo.ts";
import { tempDir } from "../helpers/repo.ts";
import { startActionsOidcStandIn } from "../stand-ins/actions-oidc.ts";
import { type PackageIndexOptions, startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * The publishing half of `release` (issue 10) against a loopback package index: building with
 * Debian's `python3 -m build`, uploading with twine, trusted publishing through a stand-in of the
 * Actions OIDC endpoint, and the tools that cannot be installed here (uv, hatch, pdm) through a
 * recording stand-in on PATH that logs the exact commands and environment they are handed.
 */

const PYPI_TOKEN = "pypi-AgEIcHlwaS5vcmcSecretUploadToken0042";
const PATH = `/usr/bin:${process.env.PATH ?? ""}`;
const BUILD =
  '["/usr/bin/python3", "-m", "build", "--no-isolation", "--skip-dependency-check", "--outdir", "dist"]';
const RECORDER = join(dirname(new URL(import.meta.url).pathname), "../fixtures/recording-tool/record.mjs");

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

async function index(options: PackageIndexOptions = { token: PYPI_TOKEN }) {
  const server = await startPackageIndexStandIn(options);
  closers.push(server.close);
  return server;
}

/** A hatchling project whose release commit for 1.5.0 is merged and pushed. */
async function project(publishConfig: string): Promise<HostedRepo> {
  const h = await hostedRepo(
    `\n[tool.releaser.publish]\n${publishConfig}\n\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n`,
  );
  h.repo.commit("chore: ignore dist", { ".gitignore": "dist/\n" });
  expect((await h.run(["update"])).code).toBe(0);
  await h.push("main");
  return h;
}

const remoteTag = async (h: HostedRepo) =>
  (await h.remoteGit("ls-remote", "--tags", "origin", "v1.5.0")).trim();
const sha256 = (text: string) => `sha256:${createHash("sha256").update(text).digest("hex")}`;
const WHEEL = "widgets-1.5.0-py2.py3-none-any.whl";
const SDIST = "widgets-1.5.0.tar.gz";

describe("building, before anything is tagged", () => {
  it("a failing build is a BuildError with the command and its last line; no tag, no release", async () => {
    const pypi = await index();
    const h = await project(
      `repository_url = "${pypi.uploadUrl}"\nbuild_command = ["/bin/sh", "-c", "echo compiling; echo missing header foo.h >&2; exit 2"]`,
    );
    const result = await h.run(["release"], { PYPI_TOKEN, PATH });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("compiling\n");
    expect(result.stderr).toMatch(
      /^error: the build failed: `\/bin\/sh -c echo compiling; .*` ended with exit code 2 \(missing header foo\.h\); nothing was tagged or released: fix the build, then run release again \(releaser explain BUILD_ERROR\)$/m,
    );
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
    expect(await remoteTag(h)).toBe("");
    expect(h.github.writes()).toEqual([]);
    expect(pypi.uploads()).toEqual([]);
  });

  it("a build tool that is not installed says how to get it", async () => {
    const pypi = await index();
    const h = await project(`repository_url = "${pypi.uploadUrl}"\ntool = "uv"`);
    const result = await h.run(["release"], { PYPI_TOKEN, PATH: "/nonexistent:/usr/bin:/bin" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "error: the build command `uv build --out-dir dist` cannot run: uv is not on PATH; install it (see https://docs.astral.sh/uv/getting-started/installation/ (in Actions: astral-sh/setup-uv)) or set publish.build_command; nothing was built or tagged",
    );
  });

  it("a build command the configuration names that is not installed: no install line of another tool", async () => {
    const pypi = await index();
    const h = await project(
      `repository_url = "${pypi.uploadUrl}"\nbuild_command = ["releaser-no-such-builder", "--out", "dist"]`,
    );
    const result = await h.run(["release"], { PYPI_TOKEN, PATH });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "error: the build command `releaser-no-such-builder --out dist` cannot run: releaser-no-such-builder is not on PATH; install it, or fix publish.build_command; nothing was built or tagged",
    );
    const dry = await h.run(["release", "--dry-run", "--json"], { PYPI_TOKEN, PATH });
    expect(dry.code, dry.stderr).toBe(0);
    expect(JSON.parse(dry.stdout).needs).toEqual([
      "releaser-no-such-builder on PATH (publish.build_command runs it)",
    ]);
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
  });

  it("an upload tool that is not installed is found before anything is built or tagged", async () => {
    const pypi = await index();
    const h = await project(`repository_url = "${pypi.uploadUrl}"\ntool = "hatch"\nbuild_command = ${BUILD}`);
    const result = await h.run(["release"], { PYPI_TOKEN, PATH });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "error: the upload command `hatch publish --no-prompt` cannot run: hatch is not on PATH; install it (pipx install hatch (in Actions: pip install hatch)) or set publish.publish_command; nothing was built or tagged",
    );
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
    expect(h.github.writes()).toEqual([]);
  });

  it("a build or hook that changes tracked files stops the release before the tag", async () => {
    const pypi = await index();
    const h = await project(
      `repository_url = "${pypi.uploadUrl}"\nbuild_command = ${BUILD}\n\n[tool.releaser.hooks]\npre_release = ["echo INJECTED >> src/widgets/__init__.py"]`,
    );
    const result = await h.run(["release"], { PYPI_TOKEN, PATH });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "error: the pre_release hooks changed the commit to release (tracked files changed: src/widgets/__init__.py), so what is built would not be what is tagged; nothing was tagged",
    );
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
    expect(pypi.uploads()).toEqual([]);
  });

  it("http to a host that is not loopback, or credentials in the URL, are refused before anything", async () => {
    for (const [url, message] of [
      ["http://pypi.example.invalid/legacy/", "is not https; tokens go to the index over https only"],
      [
        "https://user:s3cret@pypi.example.invalid/legacy/",
        "publish.repository_url carries a user name or password",
      ],
    ]) {
      const h = await project(`repository_url = "${url}"\nbuild_command = ${BUILD}`);
      const result = await h.run(["release"], { PYPI_TOKEN, PATH });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(message);
      expect(result.stderr).not.toContain("s3cret@");
      expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
    }
  });

  it("a token with a trailing newline, in a variable not named like a secret, is still never printed", async () => {
    const pypi = await index();
    const h = await project(
      `repository_url = "${pypi.uploadUrl}"\nbuild_command = ${BUILD}\ntoken_env = "PYPI_API"`,
    );
    const result = await h.run(["release", "--json", "-v"], { PYPI_API: `${PYPI_TOKEN}-wrong\n`, PATH });
    expect(result.code).toBe(1);
    expect(result.stdout + result.stderr).not.toContain(PYPI_TOKEN);
  });

  it("a build_command that is an empty list, or a string that needs a shell, is refused by its key", async () => {
    const pypi = await index();
    for (const [value, message] of [
      ["[]", "publish.build_command: the argument list is empty"],
      [
        '"make dist && twine check dist/*"',
        'publish.build_command = "make dist && twine check dist/*" cannot be run without a shell: "&" would need a shell',
      ],
    ]) {
      const h = await project(`repository_url = "${pypi.uploadUrl}"\nbuild_command = ${value}`);
      const result = await h.run(["release"], { PYPI_TOKEN, PATH });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`error: ${message}`);
      expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
    }
  });

  it("files of another version are refused by name before anything is tagged", async () => {
    const pypi = await index();
    const h = await project(
      `repository_url = "${pypi.uploadUrl}"\nbuild_command = "/bin/sh -c 'mkdir -p dist && touch dist/widgets-1.4.0.tar.gz dist/widgets-1.4.0-py3-none-any.whl'"`,
    );
    const result = await h.run(["release"], { PYPI_TOKEN, PATH });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "error: dist/widgets-1.4.0-py3-none-any.whl carries version 1.4.0, but the release is 1.5.0",
    );
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
  });

  it("a plain linux_x86_64 wheel, which PyPI refuses, is refused before anything is tagged", async () => {
    const pypi = await index();
    const linux = "widgets-1.5.0-cp312-cp312-linux_x86_64.whl";
    // A compiled build that skipped auditwheel: the wheel keeps the plain linux platform tag.
    const build = `["/bin/sh", "-c", "/usr/bin/python3 -m build --no-isolation --skip-dependency-check --outdir dist && mv dist/${WHEEL} dist/${linux}"]`;
    const h = await project(`repository_url = "${pypi.uploadUrl}"\nbuild_command = ${build}`);
    const result = await h.run(["release"], { PYPI_TOKEN, PATH });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `error: dist/${linux} has platform tag linux_x86_64, which PyPI refuses (it takes Linux wheels only as manylinux or musllinux); build the Linux wheels with cibuildwheel, or repair them with \`auditwheel repair\`, to get manylinux wheels, or leave this file out of dist/`,
    );
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
    expect(await h.remoteGit("ls-remote", "--tags", "origin")).not.toContain("v1.5.0");
    expect(h.github.writes()).toEqual([]);
    expect([...pypi.files.keys()]).toEqual([]);
  });

  it("an old file in dist/ is removed before the build, so it is never uploaded", async () => {
    const pypi = await index();
    const h = await project(`repository_url = "${pypi.uploadUrl}"\nbuild_command = ${BUILD}`);
    mkdirSync(join(h.repo.dir, "dist"), { recursive: true });
    writeFileSync(join(h.repo.dir, "dist", "widgets-1.4.2.tar.gz"), "old");
    const result = await h.run(["release"], { PYPI_TOKEN, PATH });
    expect(result.code, result.stderr).toBe(0);
    expect([...pypi.files.keys()].sort()).toEqual([WHEEL, SDIST]);
  });

  it("no credential for the index stops the release before the build, naming both ways", async () => {
    const pypi = await index();
    const h = await project(`repository_url = "${pypi.uploadUrl}"\nbuild_command = ${BUILD}`);
    const result = await h.run(["release"], { PATH });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'error: no credential for the package index: set PYPI_TOKEN to an API token (publish.token_env names the variable), or publish with trusted publishing from GitHub Actions ("permissions: id-token: write") or GitLab CI ("id_tokens: PYPI_ID_TOKEN: aud: pypi"), with a trusted publisher set up on the index; or pass --skip-publish (releaser explain CONFIG_ERROR)\n',
    );
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
  });

  it("the index already has the version with other bytes: stopped before the tag, naming the file and both hashes", async () => {
    const pypi = await index();
    // 1.5.0's wheel, released from other code (the index keeps a released file for ever).
    const other = Buffer.from("a wheel released from other code");
    pypi.files.set(WHEEL, {
      filename: WHEEL,
      name: "widgets",
      version: "1.5.0",
      filetype: "bdist_wheel",
      content: other,
      sha256: createHash("sha256").update(other).digest("hex"),
    });
    const h = await project(`repository_url = "${pypi.uploadUrl}"\nbuild_command = ${BUILD}`);
    const result = await h.run(["release"], { PYPI_TOKEN, PATH });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        `^error: the index already has ${WHEEL.replace(/\./g, "\\.")} \\(sha256 [0-9a-f]{12}… there, [0-9a-f]{12}… built here\\) with other contents: 1\\.5\\.0 is released there from other code and a released version cannot change on the index; nothing is tagged: release a new version`,
        "m",
      ),
    );
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
    expect(await remoteTag(h)).toBe("");
    expect(h.github.writes()).toEqual([]);
    expect(pypi.uploads()).toEqual([]);
  });
});

describe("a dry run with publishing", () => {
  it("says it would build, get credentials and upload, and builds nothing", async () => {
    const pypi = await index();
    const h = await project(`repository_url = "${pypi.uploadUrl}"\nbuild_command = ${BUILD}`);
    const result = await h.run(["release", "--dry-run"], { PYPI_TOKEN, PATH });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("would build with build_command: /usr/bin/python3 -m build");
    expect(result.stdout).toContain("the API token in PYPI_TOKEN");
    expect(result.stdout).toContain(`would upload the built files to ${pypi.uploadUrl} with twine`);
    expect(existsSync(join(h.repo.dir, "dist"))).toBe(false);
    expect(pypi.requests).toEqual([]);
    expect(h.github.writes()).toEqual([]);
  });
});

describe("uploading", () => {
  it("a refused upload is an UploadError in the index's words; the re-run uploads each file once", async () => {
    const pypi = await index();
    const h = await project(`repository_url = "${pypi.uploadUrl}"\nbuild_command = ${BUILD}`);
    pypi.fail({ method: "POST", path: "/legacy/" }, { status: 400, body: { message: "injected" }, times: 1 });
    const failed = await h.run(["release", "--json"], { PYPI_TOKEN, PATH });
    expect(failed.code).toBe(1);
    expect(failed.stderr, failed.stderr).toMatch(
      /^error: the upload failed: `twine upload .*` ended with exit code 1 \(.*400.*\); the release is tagged/m,
    );
    expect(JSON.parse(failed.stdout)).toMatchObject({ error: { code: "UPLOAD_ERROR" } });
    expect(await remoteTag(h)).not.toBe("");

    const again = await h.run(["release", "--json"], { PYPI_TOKEN, PATH });
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ published: true });
    expect([...pypi.files.keys()].sort()).toEqual([WHEEL, SDIST]);
    expect(h.github.releases).toHaveLength(1);
  });

  it("a wrong token is refused by the index and said so; it is never printed", async () => {
    const pypi = await index();
    const h = await project(`repository_url = "${pypi.uploadUrl}"\nbuild_command = ${BUILD}`);
    const result = await h.run(["release"], { PYPI_TOKEN: `${PYPI_TOKEN}-wrong`, PATH });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error: the upload failed: .*403/);
    expect(result.stdout + result.stderr).not.toContain(PYPI_TOKEN);
  });
});

describe("trusted publishing", () => {
  it("asks the index's audience, gets the Actions OIDC token for it, exchanges it, and uploads with the minted token", async () => {
    const oidc = await startActionsOidcStandIn();
    closers.push(oidc.close);
    const pypi = await index({ oidc: { audience: "pypi", acceptedJwt: oidc.jwtFor("pypi") } });
    const h = await project(`repository_url = "${pypi.uploadUrl}"\nbuild_command = ${BUILD}`);
    const result = await h.run(["release", "--json"], {
      PATH,
      ACTIONS_ID_TOKEN_REQUEST_URL: oidc.requestUrl,
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: oidc.requestToken,
    });
    expect(result.code, result.stderr).toBe(0);
    expect(oidc.requests.map((r) => r.query.audience)).toEqual(["pypi"]);
    expect(pypi.minted).toHaveLength(1);
    expect([...pypi.files.keys()].sort()).toEqual([WHEEL, SDIST]);
    const output = result.stdout + result.stderr;
    for (const secret of [oidc.requestToken, oidc.jwtFor("pypi"), pypi.minted[0] ?? "", TOKEN]) {
      expect(output).not.toContain(secret);
    }
    expect(result.stderr).toContain("minted an upload token by trusted publishing");
  });

  it("a refused exchange shows the index's message and stops before the tag", async () => {
    const oidc = await startActionsOidcStandIn();
    closers.push(oidc.close);
    const pypi = await index({ oidc: { audience: "pypi", acceptedJwt: "some-other-publisher" } });
    const h = await project(`repository_url = "${pypi.uploadUrl}"\nbuild_command = ${BUILD}`);
    const result = await h.run(["release"], {
      PATH,
      ACTIONS_ID_TOKEN_REQUEST_URL: oidc.requestUrl,
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: oidc.requestToken,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "error: could not exchange the OIDC token for an upload token (trusted publishing): 422 Token request failed; invalid-publisher: valid token, but no corresponding publisher (All lookup strategies exhausted)",
    );
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
    expect(pypi.uploads()).toEqual([]);
    expect(h.github.writes()).toEqual([]);
  });
});

describe("uv, hatch and pdm get the exact commands and environment (recording stand-in on PATH)", () => {
  const expectations = {
    uv: {
      build: ["build", "--out-dir", "dist"],
      publish: ["publish", `dist/${WHEEL}`, `dist/${SDIST}`],
      env: (url: string) => ({ UV_PUBLISH_URL: url, UV_PUBLISH_TOKEN: sha256(PYPI_TOKEN) }),
    },
    hatch: {
      build: ["build"],
      publish: ["publish", "--no-prompt", `dist/${WHEEL}`, `dist/${SDIST}`],
      env: (url: string) => ({
        HATCH_INDEX_REPO: url,
        HATCH_INDEX_USER: "__token__",
        HATCH_INDEX_AUTH: sha256(PYPI_TOKEN),
      }),
    },
    pdm: {
      build: ["build", "--dest", "dist"],
      publish: ["publish", "--no-build", "--skip-existing"],
      env: (url: string) => ({
        PDM_CHECK_UPDATE: "false",
        PDM_PUBLISH_REPO: url,
        PDM_PUBLISH_USERNAME: "__token__",
        PDM_PUBLISH_PASSWORD: sha256(PYPI_TOKEN),
      }),
    },
  };

  for (const [tool, want] of Object.entries(expectations)) {
    it(`${tool}: \`${tool} ${want.build.join(" ")}\` then \`${tool} ${want.publish.join(" ")}\`, the token only in the environment`, async () => {
      const pypi = await index();
      const h = await project(`repository_url = "${pypi.uploadUrl}"\ntool = "${tool}"`);
      const bin = tempDir("releaser-bin-");
      symlinkSync(RECORDER, join(bin, tool));
      const record = join(tempDir(), "record.jsonl");
      writeFileSync(record, "");
      const result = await h.run(["release", "--json"], {
        PYPI_TOKEN,
        PATH: `${bin}:${PATH}`,
        RECORD_FILE: record,
      });
      expect(result.code, result.stderr).toBe(0);
      const calls = readFileSync(record, "utf8")
        .trim()
        .split("\n")
        .map(
          (line) =>
            JSON.parse(line) as { tool: string; argv: string[]; cwd: string; env: Record<string, string> },
        );
      expect(calls.map((c) => [c.tool, c.argv])).toEqual([
        [tool, want.build],
        [tool, want.publish],
      ]);
      for (const call of calls) expect(call.cwd).toBe(h.repo.dir);
      expect(calls[0]?.env).toEqual({ SETUPTOOLS_SCM_PRETEND_VERSION: "1.5.0" });
      expect(calls[1]?.env).toEqual({
        SETUPTOOLS_SCM_PRETEND_VERSION: undefined,
        ...want.env(pypi.uploadUrl),
      });
      expect(JSON.stringify(calls.map((c) => c.argv))).not.toContain(PYPI_TOKEN);
    });
  }
});
