import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type HostedRepo, hostedRepo } from "../helpers/hosted-repo.ts";
import { pyproject, tempDir } from "../helpers/repo.ts";
import { startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * The index's check before the tag (DESIGN 5, issue 32): the built files pass the upload tool's own
 * check (`twine check`), or releaser's for the tools without one, before anything is tagged. Real
 * builds with Debian's hatchling and twine, one build per case.
 */

const PYPI_TOKEN = "pypi-AgEIcHlwaS5vcmcSecretUploadToken0032";
const PATH = `/usr/bin:${process.env.PATH ?? ""}`;
const BUILD =
  '["/usr/bin/python3", "-m", "build", "--no-isolation", "--skip-dependency-check", "--outdir", "dist"]';
const RECORDER = join(dirname(new URL(import.meta.url).pathname), "../fixtures/recording-tool/record.mjs");
const BAD_README = "Widgets\n=======\n\nA library.\n\nSee `the manual`_ for more.\n";
const GOOD_README = "Widgets\n=======\n\nSee `the manual <https://example.org/>`_ for more.\n";

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

async function index() {
  const server = await startPackageIndexStandIn({ token: PYPI_TOKEN });
  closers.push(server.close);
  return server;
}

/** A hatchling project with README.rst as its readme, its 1.5.0 release commit pushed. */
async function project(readme: string, publishConfig: string): Promise<HostedRepo> {
  const h = await hostedRepo("", {
    pyproject: (api) =>
      pyproject(
        "1.4.2",
        "widgets",
        `readme = "README.rst"\n\n[tool.releaser.host]\napi_url = "${api}"\n\n[tool.releaser.publish]\n${publishConfig}\n\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n`,
      ),
    files: {
      "src/widgets/__init__.py": '__version__ = "1.4.2"\n',
      "README.rst": readme,
      ".gitignore": "dist/\n",
    },
  });
  expect((await h.run(["update"])).code).toBe(0);
  await h.push("main");
  return h;
}

const nothingReleased = async (h: HostedRepo, pypi: Awaited<ReturnType<typeof index>>) => {
  expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
  expect((await h.remoteGit("ls-remote", "--tags", "origin", "v1.5.0")).trim()).toBe("");
  expect(h.github.writes()).toEqual([]);
  expect(pypi.uploads()).toEqual([]);
};

const REFUSED =
  /^error: dist\/widgets-1\.5\.0[-.][^:]*: the long description \(README\.rst, text\/x-rst\) does not render: line 6: Unknown target name: "the manual"; fix it and run release again; nothing was tagged \(releaser explain BUILD_ERROR\)$/m;

describe("the index's check before the tag", () => {
  it("twine: a README.rst that does not render stops release before the tag, in one line", async () => {
    const pypi = await index();
    const h = await project(BAD_README, `repository_url = "${pypi.uploadUrl}"\nbuild_command = ${BUILD}`);
    const dry = await h.run(["release", "--dry-run"], { PYPI_TOKEN, PATH });
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain("then check the files as the index will (twine check dist/*)");

    const result = await h.run(["release"], { PYPI_TOKEN, PATH });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(REFUSED);
    await nothingReleased(h, pypi);
  });

  it("uv (no check of its own): releaser's check refuses the same README the same way", async () => {
    const pypi = await index();
    const h = await project(BAD_README, `repository_url = "${pypi.uploadUrl}"\ntool = "uv"`);
    const bin = tempDir("releaser-bin-");
    symlinkSync(RECORDER, join(bin, "uv"));
    const record = join(tempDir(), "record.jsonl");
    writeFileSync(record, "");
    const env = { PYPI_TOKEN, PATH: `${bin}:${PATH}`, RECORD_FILE: record };
    const dry = await h.run(["release", "--dry-run"], env);
    expect(dry.stdout).toContain("then check the files as the index will (releaser's metadata check)");

    const result = await h.run(["release"], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(REFUSED);
    // Built, never published.
    const calls = readFileSync(record, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l).argv[0]);
    expect(calls).toEqual(["build"]);
    await nothingReleased(h, pypi);
  });

  it("twine: a README.rst that renders passes the check and the release goes through", async () => {
    const pypi = await index();
    const h = await project(GOOD_README, `repository_url = "${pypi.uploadUrl}"\nbuild_command = ${BUILD}`);
    const result = await h.run(["release", "--json"], { PYPI_TOKEN, PATH });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ published: true });
    expect(h.repo.git("tag", "-l", "v1.5.0").trim()).toBe("v1.5.0");
    expect([...pypi.files.keys()].sort()).toEqual([
      "widgets-1.5.0-py2.py3-none-any.whl",
      "widgets-1.5.0.tar.gz",
    ]);
  });
});
