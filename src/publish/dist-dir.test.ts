import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { BuildError, ConfigError } from "../core/errors.ts";
import { distDirOf, distFileRefusal, readDistDir } from "./dist-dir.ts";
import { tarGz } from "./test-archives.ts";

describe("distFileRefusal: what --dist DIR may hold", () => {
  it.each([
    "widgets-1.5.0.tar.gz",
    "widgets-1.5.0-py3-none-any.whl",
    "widgets-1.5.0-py2.py3-none-any.whl",
    "widgets-1.5.0-1-cp312-cp312-win_amd64.whl",
    "widgets-1.5.0-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
    "widgets-1.5.0-cp313-cp313t-macosx_11_0_arm64.whl",
    "widgets-1.5.0-pp310-pypy310_pp73-musllinux_1_2_aarch64.whl",
  ])("takes %s", (name) => {
    expect(distFileRefusal(name)).toBeUndefined();
  });

  it.each<[string, string]>([
    ["build.log", "is neither a wheel (.whl) nor an sdist (.tar.gz)"],
    ["widgets-1.5.0.whl", "is neither a wheel (.whl) nor an sdist (.tar.gz)"],
    ["widgets-1.5.0.zip", "is a .zip sdist, which the index no longer accepts"],
    ["widgets-1.5.0-x1-cp312-cp312-win_amd64.whl", 'has build tag "x1", which must start with a digit'],
    [
      "widgets-1.5.0-cp312-cp3 12-linux.whl",
      "has malformed tags (cp312-cp3 12-linux); a wheel's name ends in python-abi-platform tags such as cp312-cp312-manylinux_2_17_x86_64",
    ],
    [
      "widgets-1.5.0-py3-none-any..x.whl",
      "has malformed tags (py3-none-any..x); a wheel's name ends in python-abi-platform tags such as cp312-cp312-manylinux_2_17_x86_64",
    ],
  ])("refuses %s: %s", (name, reason) => {
    expect(distFileRefusal(name)).toBe(reason);
  });
});

describe("readDistDir: the folder itself", () => {
  const project = { name: "widgets", version: "1.5.0" };
  const folder = (files: Record<string, string> = {}) => {
    const root = mkdtempSync(join(tmpdir(), "dist-dir-"));
    mkdirSync(join(root, "wheelhouse"));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, "wheelhouse", name), text);
    return root;
  };

  it.each<[string, (root: string) => void, string]>([
    [
      "missing",
      (root) => rmSync(join(root, "wheelhouse"), { recursive: true }),
      "--dist wheelhouse: there is no such folder; download the build jobs' artifacts into it first (actions/download-artifact with merge-multiple: true)",
    ],
    [
      "empty",
      () => {},
      "--dist wheelhouse holds no distributions; download the build jobs' artifacts into it first",
    ],
    [
      "holding a link",
      (root) => symlinkSync("/etc/hostname", join(root, "wheelhouse", "widgets-1.5.0.tar.gz")),
      "wheelhouse/widgets-1.5.0.tar.gz is not a regular file (a link?); --dist takes files only",
    ],
    [
      "holding a folder",
      (root) => mkdirSync(join(root, "wheelhouse", "wheels-linux")),
      "wheelhouse/wheels-linux is a folder; --dist takes the distributions directly in wheelhouse/ (download the artifacts with merge-multiple: true)",
    ],
  ])("refuses a folder %s", async (_, spoil, message) => {
    const root = folder();
    spoil(root);
    const read = readDistDir({ root, dir: "wheelhouse/", project, sdist: true });
    await expect(read).rejects.toThrow(BuildError);
    await expect(read).rejects.toThrow(message);
  });

  it("refuses a folder outside the repository", async () => {
    await expect(readDistDir({ root: folder(), dir: "../elsewhere", project, sdist: true })).rejects.toThrow(
      ConfigError,
    );
  });
});

describe("distFileRefusal: a wheel's tags, each one", () => {
  it.each<[string, string | undefined]>([
    ["widgets-1.5.0-12-cp312-cp312-win_amd64.whl", undefined],
    ["widgets-1.5.0-1.x-cp312-cp312-win_amd64.whl", 'has build tag "1.x", which must start with a digit'],
    [
      "widgets-1.5.0-py 3-none-any.whl",
      "has malformed tags (py 3-none-any); a wheel's name ends in python-abi-platform tags such as cp312-cp312-manylinux_2_17_x86_64",
    ],
    [
      "widgets-1.5.0-py3-no+ne-any.whl",
      "has malformed tags (py3-no+ne-any); a wheel's name ends in python-abi-platform tags such as cp312-cp312-manylinux_2_17_x86_64",
    ],
    ["widgets-1.5.0.tar.gz.zip", "is a .zip sdist, which the index no longer accepts"],
  ])("%s", (name, refusal) => {
    expect(distFileRefusal(name)).toBe(refusal);
  });
});

describe("readDistDir: the files in it", () => {
  const project = { name: "widgets", version: "1.5.0" };
  const metadataText = (name = "widgets", version = "1.5.0") =>
    `Metadata-Version: 2.1\nName: ${name}\nVersion: ${version}\n\n`;
  const wheelBytes = (name?: string, version?: string) =>
    zipSync({ "widgets-1.5.0.dist-info/METADATA": strToU8(metadataText(name, version)) });
  const sdistBytes = (name?: string, version?: string) =>
    tarGz({ "widgets-1.5.0/PKG-INFO": metadataText(name, version) });
  const WHEELS = [
    "widgets-1.5.0-cp312-cp312-win_amd64.whl",
    "widgets-1.5.0-cp312-cp312-macosx_11_0_arm64.whl",
    "widgets-1.5.0-cp313-cp313-manylinux_2_17_x86_64.whl",
    "widgets-1.5.0-cp311-cp311-musllinux_1_2_aarch64.whl",
    "widgets-1.5.0-cp310-cp310-win32.whl",
  ];
  const SDIST = "widgets-1.5.0.tar.gz";
  const folder = (files: Record<string, Uint8Array | string>) => {
    const root = mkdtempSync(join(tmpdir(), "dist-dir-"));
    mkdirSync(join(root, "wheelhouse"));
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(root, "wheelhouse", name), bytes);
    return root;
  };
  const all = (): Record<string, Uint8Array> => ({
    [SDIST]: sdistBytes(),
    ...Object.fromEntries(WHEELS.map((w) => [w, wheelBytes()])),
  });
  const refusal = async (read: Promise<unknown>) => {
    const error = await read.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildError);
    return (error as Error).message;
  };

  it("returns every distribution with its bytes, in name order", async () => {
    const files = all();
    const read = await readDistDir({ root: folder(files), dir: "wheelhouse//", project, sdist: true });
    const names = [SDIST, ...WHEELS].sort((a, b) => a.localeCompare(b));
    expect(read.map((f) => f.name)).toEqual(names);
    for (const file of read)
      expect(Buffer.from(file.bytes)).toEqual(Buffer.from(files[file.name] as Uint8Array));
  });

  it("names the first file in name order that is not a distribution", async () => {
    const root = folder({ ...all(), "zz.log": "", "build.log": "", "notes.txt": "" });
    expect(await refusal(readDistDir({ root, dir: "wheelhouse", project, sdist: true }))).toBe(
      "wheelhouse/build.log is neither a wheel (.whl) nor an sdist (.tar.gz); remove it from wheelhouse/",
    );
  });

  it("needs an sdist and a wheel, or a wheel alone with --no-sdist", async () => {
    const wheels = Object.fromEntries(WHEELS.map((w) => [w, wheelBytes()]));
    expect(
      (await readDistDir({ root: folder(wheels), dir: "wheelhouse", project, sdist: false })).map(
        (f) => f.name,
      ),
    ).toHaveLength(5);
    expect(
      await refusal(readDistDir({ root: folder(wheels), dir: "wheelhouse", project, sdist: true })),
    ).toBe(
      "wheelhouse/ holds no sdist (.tar.gz); the release needs both (or --no-sdist for wheels alone): check that the build jobs' artifacts were all downloaded into wheelhouse/",
    );
    const sdistOnly = { [SDIST]: sdistBytes() };
    expect(
      await refusal(readDistDir({ root: folder(sdistOnly), dir: "wheelhouse", project, sdist: false })),
    ).toBe(
      "wheelhouse/ holds no wheel (.whl); the release needs a wheel: check that the build jobs' artifacts were all downloaded into wheelhouse/",
    );
  });

  it("refuses a file of another version or another project, named under the folder", async () => {
    const old = { ...all(), "widgets-1.4.0-py3-none-any.whl": wheelBytes("widgets", "1.4.0") };
    expect(await refusal(readDistDir({ root: folder(old), dir: "wheelhouse", project, sdist: true }))).toBe(
      "wheelhouse/widgets-1.4.0-py3-none-any.whl carries version 1.4.0, but the release is 1.5.0; the build took its version from elsewhere (a tag-based version? set it through SETUPTOOLS_SCM_PRETEND_VERSION, or fix the build configuration)",
    );
    const other = { ...all(), "gadgets-1.5.0-py3-none-any.whl": wheelBytes("gadgets") };
    expect(await refusal(readDistDir({ root: folder(other), dir: "wheelhouse", project, sdist: true }))).toBe(
      'wheelhouse/gadgets-1.5.0-py3-none-any.whl is named for project "gadgets", but the project\'s metadata names "widgets"; fix its name ([project] name, setup.cfg or setup.py) or the build configuration',
    );
  });

  it("says why a folder outside the repository, or a file in place of the folder, cannot be used", async () => {
    const root = folder({});
    const outside = readDistDir({ root, dir: "../elsewhere/", project, sdist: true });
    await expect(outside).rejects.toThrow(ConfigError);
    await expect(outside).rejects.toThrow(
      new ConfigError('--dist ../elsewhere cannot be used: "../elsewhere" points outside the repository'),
    );
    writeFileSync(join(root, "dist.txt"), "");
    expect(await refusal(readDistDir({ root, dir: "dist.txt", project, sdist: true }))).toBe(
      `--dist dist.txt cannot be read: ENOTDIR: not a directory, scandir '${join(realpathSync(root), "dist.txt")}'`,
    );
  });
});

describe("readDistDir: names in messages", () => {
  const project = { name: "widgets", version: "1.5.0" };

  it("shows the folder without its trailing slashes, and takes the files in alphabetical order, any case", async () => {
    const root = mkdtempSync(join(tmpdir(), "dist-dir-"));
    mkdirSync(join(root, "wheelhouse"));
    await expect(readDistDir({ root, dir: "wheelhouse//", project, sdist: true })).rejects.toThrow(
      new BuildError(
        "--dist wheelhouse holds no distributions; download the build jobs' artifacts into it first",
      ),
    );
    for (const name of ["README.md", "build.log"]) writeFileSync(join(root, "wheelhouse", name), "");
    await expect(readDistDir({ root, dir: "wheelhouse", project, sdist: true })).rejects.toThrow(
      new BuildError(
        "wheelhouse/build.log is neither a wheel (.whl) nor an sdist (.tar.gz); remove it from wheelhouse/",
      ),
    );
  });

  it("an sdist's name is not read for wheel tags", () => {
    expect(distFileRefusal("widgets-1.5.0+cu121.tar.gz")).toBeUndefined();
  });
});

describe("distDirOf: --dist relative to the repository, or absolute inside it (DESIGN 10)", () => {
  it("takes an absolute path inside the repository as its relative path, through a link to the checkout too", async () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), "releaser-distdir-")));
    mkdirSync(join(root, "ci", "wheelhouse"), { recursive: true });
    expect(await distDirOf(root, "wheelhouse")).toBe("wheelhouse");
    expect(await distDirOf(root, join(root, "ci", "wheelhouse"))).toBe("ci/wheelhouse");
    expect(await distDirOf(root, `${join(root, "ci", "wheelhouse")}/`)).toBe("ci/wheelhouse");
    // Not there yet: still inside, readDistDir says it is missing.
    expect(await distDirOf(root, join(root, "later"))).toBe("later");
    const link = `${root}-link`;
    symlinkSync(root, link);
    expect(await distDirOf(link, join(root, "ci", "wheelhouse"))).toBe("ci/wheelhouse");
    expect(await distDirOf(root, join(link, "ci", "wheelhouse"))).toBe("ci/wheelhouse");
    rmSync(link);
    rmSync(root, { recursive: true, force: true });
  });

  it("refuses an absolute path outside the repository with one line", async () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), "releaser-distdir-")));
    const outside = realpathSync(mkdtempSync(join(tmpdir(), "releaser-elsewhere-")));
    await expect(distDirOf(root, outside)).rejects.toThrow(ConfigError);
    await expect(distDirOf(root, outside)).rejects.toThrow(
      `--dist ${outside} is outside the repository (${root}); give a folder inside it, relative to the repository or absolute, and nothing was tagged`,
    );
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });
});
