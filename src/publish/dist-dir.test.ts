import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BuildError, ConfigError } from "../core/errors.ts";
import { distFileRefusal, readDistDir } from "./dist-dir.ts";

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
