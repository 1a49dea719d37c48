import { gzipSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { BuildError } from "../core/errors.ts";
import { normaliseName, parseDistName, validateDist } from "./dist-files.ts";

const wheel = (name: string, metaName = "my-pkg", metaVersion = "1.5.0") => ({
  name,
  bytes: zipSync({
    "my_pkg/__init__.py": strToU8('__version__ = "1.5.0"\n'),
    "my_pkg-1.5.0.dist-info/METADATA": strToU8(
      `Metadata-Version: 2.1\nName: ${metaName}\nVersion: ${metaVersion}\nSummary: x\n\nName: in the description\n`,
    ),
  }),
});
/** A gzipped ustar archive, as an sdist is. */
function tarGz(files: Record<string, string>): Uint8Array {
  const blocks: Buffer[] = [];
  for (const [path, text] of Object.entries(files)) {
    const body = Buffer.from(text);
    const header = Buffer.alloc(512);
    header.write(path, 0, 100);
    header.write("0000644\0", 100);
    header.write("0000000\0", 108);
    header.write("0000000\0", 116);
    header.write(`${body.length.toString(8).padStart(11, "0")}\0`, 124);
    header.write("00000000000\0", 136);
    header.write("        ", 148);
    header.write("0", 156);
    header.write("ustar\0", 257);
    header.write("00", 263);
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
    blocks.push(header, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

const sdist = (name: string, metaName = "my-pkg", metaVersion = "1.5.0") => ({
  name,
  bytes: tarGz({
    [`${name.replace(/\.tar\.gz$/, "")}/setup.py`]: "",
    [`${name.replace(/\.tar\.gz$/, "")}/PKG-INFO`]: `Metadata-Version: 2.1\nName: ${metaName}\nVersion: ${metaVersion}\n\nbody\n`,
  }),
});
const project = { name: "My.Pkg", version: "1.5.0" };

describe("parseDistName", () => {
  it.each([
    ["my_pkg-1.5.0-py3-none-any.whl", { kind: "wheel", name: "my-pkg", version: "1.5.0" }],
    [
      "my_pkg-1.5.0-1-cp311-cp311-manylinux_2_17_x86_64.whl",
      { kind: "wheel", name: "my-pkg", version: "1.5.0" },
    ],
    ["My.Pkg-1.5.0rc1.tar.gz", { kind: "sdist", name: "my-pkg", version: "1.5.0rc1" }],
    ["my-pkg-1.5.0.tar.gz", { kind: "sdist", name: "my-pkg", version: "1.5.0" }],
    ["old-2.0.zip", { kind: "sdist", name: "old", version: "2.0" }],
  ])("%s", (file, expected) => {
    expect(parseDistName(file)).toEqual(expected);
  });

  it.each([
    "README.md",
    "x-1.0-py3.whl",
    "x--1.0-py3-none-any.whl",
    "x.tar.gz",
    "x-1.0.tar.bz2",
  ])("is undefined for %s", (file) => {
    expect(parseDistName(file)).toBeUndefined();
  });

  it("normalises names as PEP 503 does", () => {
    expect(normaliseName("Foo__Bar.-baz")).toBe("foo-bar-baz");
  });
});

describe("validateDist", () => {
  it("returns the sdist and the wheels, leaving other files out", () => {
    const files = [sdist("my_pkg-1.5.0.tar.gz"), wheel("my_pkg-1.5.0-py3-none-any.whl"), sdist("notes.txt")];
    expect(validateDist(files, project).map((f) => f.name)).toEqual([
      "my_pkg-1.5.0.tar.gz",
      "my_pkg-1.5.0-py3-none-any.whl",
    ]);
  });

  it("compares versions under PEP 440", () => {
    const files = [
      sdist("my_pkg-1.5.0rc1.tar.gz", "my_pkg", "1.5.0rc1"),
      wheel("my_pkg-1.5.0rc1-py3-none-any.whl", "my_pkg", "1.5.0-rc.1"),
    ];
    expect(validateDist(files, { name: "my-pkg", version: "1.5.0rc1" })).toHaveLength(2);
  });

  it.each([
    [
      [wheel("my_pkg-1.5.0-py3-none-any.whl")],
      "the build left no sdist (.tar.gz) in dist/; a release needs both: check the build command (publish.build_command)",
    ],
    [[sdist("my_pkg-1.5.0.tar.gz")], "the build left no wheel (.whl) in dist/;"],
    [[], "the build left no sdist (.tar.gz) and no wheel (.whl) in dist/;"],
    [
      [sdist("my_pkg-1.4.9.tar.gz"), wheel("my_pkg-1.5.0-py3-none-any.whl")],
      "dist/my_pkg-1.4.9.tar.gz carries version 1.4.9, but the release is 1.5.0;",
    ],
    [
      [sdist("other-1.5.0.tar.gz"), wheel("my_pkg-1.5.0-py3-none-any.whl")],
      'dist/other-1.5.0.tar.gz is named for project "other", but pyproject.toml names "My.Pkg";',
    ],
    [
      [sdist("my_pkg-1.5.0.tar.gz"), wheel("my_pkg-1.5.0-py3-none-any.whl", "my-pkg", "0.0.0")],
      "dist/my_pkg-1.5.0-py3-none-any.whl: its METADATA says Version: 0.0.0, but the release is 1.5.0",
    ],
    [
      [sdist("my_pkg-1.5.0.tar.gz"), wheel("my_pkg-1.5.0-py3-none-any.whl", "someone-else")],
      "dist/my_pkg-1.5.0-py3-none-any.whl: its METADATA says Name: someone-else, but the project is My.Pkg",
    ],
    [
      [
        sdist("my_pkg-1.5.0.tar.gz"),
        { name: "my_pkg-1.5.0-py3-none-any.whl", bytes: new Uint8Array([1, 2, 3]) },
      ],
      "dist/my_pkg-1.5.0-py3-none-any.whl is not a readable wheel (zip)",
    ],
  ])("refuses a wrong build (%#)", (files, message) => {
    expect(() => validateDist(files, project)).toThrow(BuildError);
    expect(() => validateDist(files, project)).toThrow(message);
  });
});
