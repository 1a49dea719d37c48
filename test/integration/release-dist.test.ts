import { copyFileSync, mkdirSync, readdirSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { type HostedRepo, hostedRepo } from "../helpers/hosted-repo.ts";
import { runAsync } from "../helpers/repo.ts";
import { startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * `release --dist DIR` (issue 29): the wheels a CI matrix built per platform, downloaded into one
 * folder, released instead of a build on this machine. Every file is checked before the tag; the
 * release's assets and the upload are exactly those files.
 */
const PYPI_TOKEN = "pypi-AgEIcHlwaS5vcmcDistFolderToken0042";
const PATH = `/usr/bin:${process.env.PATH ?? ""}`;
const SDIST = "widgets-1.5.0.tar.gz";
const PURE = "widgets-1.5.0-py2.py3-none-any.whl";
// Copies of the pure wheel under a platform wheel's name: what each job of the matrix uploads.
const LINUX = "widgets-1.5.0-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl";
const MAC = "widgets-1.5.0-cp312-cp312-macosx_11_0_arm64.whl";

const pypi = await startPackageIndexStandIn({ token: PYPI_TOKEN });
afterAll(() => pypi.close());

/** A hatchling project whose release commit for 1.5.0 is merged and pushed, with its built files in wheelhouse/. */
async function released(files: string[] = [SDIST, PURE, LINUX, MAC]): Promise<HostedRepo> {
  const h = await hostedRepo(
    `\n[tool.releaser.publish]\nrepository_url = "${pypi.uploadUrl}"\nbuild_command = ["/bin/false"]\n\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n`,
  );
  h.repo.commit("chore: ignore build output", { ".gitignore": "dist/\nwheelhouse/\nbuilt/\n" });
  expect((await h.run(["update"])).code).toBe(0);
  await h.push("main");
  const built = join(h.repo.dir, "built");
  const build = await runAsync(
    "/usr/bin/python3",
    ["-m", "build", "--no-isolation", "--skip-dependency-check", "--outdir", built],
    { cwd: h.repo.dir },
  );
  expect(build.code, build.stderr).toBe(0);
  const wheelhouse = join(h.repo.dir, "wheelhouse");
  mkdirSync(wheelhouse);
  for (const file of files) copyFileSync(join(built, file === SDIST ? SDIST : PURE), join(wheelhouse, file));
  return h;
}

/**
 * A `.tar.gz` whose one member declares `size` bytes and holds the start of them (zeros): what
 * the index would inflate is enormous, the file a few kilobytes.
 */
function bomb(member: string, size: number): Buffer {
  const header = Buffer.alloc(512);
  header.write(member, 0, "utf8");
  header.write("0000644\0", 100);
  header.write("0000000\0", 108);
  header.write("0000000\0", 116);
  header.write(`${size.toString(8).padStart(11, "0")}\0`, 124);
  header.write("00000000000\0", 136);
  header.write("0", 156);
  header.write("ustar\0", 257);
  header.write("00", 263);
  header.fill(" ", 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return gzipSync(Buffer.concat([header, Buffer.alloc(4 * 1024 ** 2)]));
}

describe("release --dist DIR", () => {
  it("releases exactly the files in DIR: the tag, the release's assets and the upload; nothing is built", async () => {
    const h = await released();
    const result = await h.run(["release", "--dist", "wheelhouse", "--json"], { PYPI_TOKEN, PATH });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ released: true, published: true });
    // build_command is /bin/false: it never ran.
    expect(result.stderr).toContain(`took ${[SDIST, MAC, LINUX, PURE].sort().join(", ")} from wheelhouse/`);
    expect(h.repo.git("tag", "-l", "v1.5.0").trim()).toBe("v1.5.0");
    expect(h.github.releases[0]?.assets.map((a) => a.name).sort()).toEqual([SDIST, PURE, LINUX, MAC].sort());
    expect([...pypi.files.keys()].filter((f) => f.startsWith("widgets-1.5.0")).sort()).toEqual(
      [SDIST, PURE, LINUX, MAC].sort(),
    );
  }, 120_000);

  it.each<[string, (dir: string) => void, string]>([
    [
      "a wheel of another version",
      (dir) => copyFileSync(join(dir, PURE), join(dir, "widgets-1.4.9-py3-none-any.whl")),
      "error: wheelhouse/widgets-1.4.9-py3-none-any.whl carries version 1.4.9, but the release is 1.5.0",
    ],
    [
      "a wheel of another project",
      (dir) => copyFileSync(join(dir, PURE), join(dir, "gadgets-1.5.0-py3-none-any.whl")),
      'error: wheelhouse/gadgets-1.5.0-py3-none-any.whl is named for project "gadgets", but the project\'s metadata names "widgets"',
    ],
    [
      "a file that is no distribution",
      (dir) => writeFileSync(join(dir, "build.log"), "ok\n"),
      "error: wheelhouse/build.log is neither a wheel (.whl) nor an sdist (.tar.gz); remove it from wheelhouse/",
    ],
    [
      "a wheel with malformed tags",
      (dir) => copyFileSync(join(dir, PURE), join(dir, "widgets-1.5.0-cp312-cp3 12-linux.whl")),
      "error: wheelhouse/widgets-1.5.0-cp312-cp3 12-linux.whl has malformed tags (cp312-cp3 12-linux)",
    ],
    [
      "a plain linux_aarch64 wheel (PyPI takes only manylinux or musllinux)",
      (dir) => copyFileSync(join(dir, PURE), join(dir, "widgets-1.5.0-cp312-cp312-linux_aarch64.whl")),
      "error: wheelhouse/widgets-1.5.0-cp312-cp312-linux_aarch64.whl has platform tag linux_aarch64, which PyPI refuses (it takes Linux wheels only as manylinux or musllinux); build the Linux wheels with cibuildwheel, or repair them with `auditwheel repair`, to get manylinux wheels, or leave this file out of wheelhouse/",
    ],
    [
      "a decompression bomb (a member that inflates to 3 GiB)",
      (dir) => writeFileSync(join(dir, SDIST), bomb("widgets-1.5.0/huge.bin", 3 * 1024 ** 3)),
      "error: wheelhouse/widgets-1.5.0.tar.gz is refused as a decompression bomb: its member widgets-1.5.0/huge.bin is 3221225472 bytes, more than 1073741824; nothing was tagged: rebuild the sdist (and look at where this one came from) (releaser explain BUILD_ERROR)",
    ],
    [
      // A sparse file: 3 GiB on the disk's word, nothing written. Right: one line before the tag
      // (no release file of 2 GiB or more can be shipped: GitHub's limit), never an internal error.
      "a file over 2 GiB",
      (dir) => truncateSync(join(dir, SDIST), 3 * 1024 ** 3),
      "error: wheelhouse/widgets-1.5.0.tar.gz is 3.0 GiB; a release file must be smaller than 2 GiB (GitHub's limit for a release asset; package indexes take far less), so nothing was tagged: leave it out, or split it (releaser explain BUILD_ERROR)",
    ],
    [
      "an artifact left in its own folder",
      (dir) => mkdirSync(join(dir, "wheels-linux")),
      "error: wheelhouse/wheels-linux is a folder; --dist takes the distributions directly in wheelhouse/ (download the artifacts with merge-multiple: true)",
    ],
  ])(
    "refuses %s before anything is tagged",
    async (_, spoil, message) => {
      const h = await released();
      spoil(join(h.repo.dir, "wheelhouse"));
      const before = [...pypi.files.keys()].length;
      const result = await h.run(["release", "--dist", "wheelhouse"], { PYPI_TOKEN, PATH });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(message);
      expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
      expect(h.github.writes()).toEqual([]);
      expect([...pypi.files.keys()].length).toBe(before);
    },
    120_000,
  );

  it("takes DIR as an absolute path inside the repository ($CI_PROJECT_DIR/wheelhouse); one outside is refused before the tag", async () => {
    const h = await released([SDIST, PURE]);
    const outside = await h.run(["release", "--dist", "/tmp", "--json"], { PYPI_TOKEN, PATH });
    expect(outside.code).toBe(1);
    expect(outside.stderr).toContain("error: --dist /tmp is outside the repository (");
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
    // The index already holds another build's files of these names (the first test's): no upload.
    const result = await h.run(
      ["release", "--dist", join(h.repo.dir, "wheelhouse"), "--skip-publish", "--json"],
      {
        PYPI_TOKEN,
        PATH,
      },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(`took ${[SDIST, PURE].sort().join(", ")} from wheelhouse/`);
    expect(h.github.releases[0]?.assets.map((a) => a.name).sort()).toEqual([SDIST, PURE].sort());
  }, 120_000);

  it("needs an sdist unless --no-sdist; wheels alone then", async () => {
    const h = await released([LINUX, MAC]);
    const refused = await h.run(["release", "--dist", "wheelhouse"], { PYPI_TOKEN, PATH });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "error: wheelhouse/ holds no sdist (.tar.gz); the release needs both (or --no-sdist for wheels alone): check that the build jobs' artifacts were all downloaded into wheelhouse/",
    );
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
    const result = await h.run(["release", "--dist", "wheelhouse", "--no-sdist"], { PYPI_TOKEN, PATH });
    expect(result.code, result.stderr).toBe(0);
    expect(h.github.releases[0]?.assets.map((a) => a.name).sort()).toEqual([LINUX, MAC].sort());
    expect(readdirSync(join(h.repo.dir, "wheelhouse")).sort()).toEqual([LINUX, MAC].sort());
  }, 120_000);

  it("a folder that does not exist, or --dist with --skip-build, is refused", async () => {
    const h = await released();
    const missing = await h.run(["release", "--dist", "artifacts"], { PYPI_TOKEN, PATH });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      "error: --dist artifacts: there is no such folder; download the build jobs' artifacts into it first",
    );
    const both = await h.run(["release", "--dist", "wheelhouse", "--skip-build"], { PYPI_TOKEN, PATH });
    expect(both.code).toBe(2);
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
  }, 120_000);
});
