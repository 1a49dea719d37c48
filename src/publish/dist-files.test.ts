import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { BuildError } from "../core/errors.ts";
import {
  type BuiltFile,
  DistVersionError,
  normaliseName,
  parseDistName,
  refuseForeignDistributions,
  validateDist,
} from "./dist-files.ts";
import { tarGz } from "./test-archives.ts";

const wheel = (name: string, metaName = "my-pkg", metaVersion = "1.5.0") => ({
  name,
  bytes: zipSync({
    "my_pkg/__init__.py": strToU8('__version__ = "1.5.0"\n'),
    "my_pkg-1.5.0.dist-info/METADATA": strToU8(
      `Metadata-Version: 2.1\nName: ${metaName}\nVersion: ${metaVersion}\nSummary: x\n\nName: in the description\n`,
    ),
  }),
});
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
      `dist/other-1.5.0.tar.gz is named for project "other", but the project's metadata names "My.Pkg";`,
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

  it("names a project no file names (a setup.py that computes it) by its distributions", () => {
    const files = [sdist("my_pkg-1.5.0.tar.gz"), wheel("my_pkg-1.5.0-py3-none-any.whl")];
    expect(validateDist(files, { name: "", version: "1.5.0" })).toHaveLength(2);
    const mixed = [sdist("other-1.5.0.tar.gz", "other"), wheel("my_pkg-1.5.0-py3-none-any.whl")];
    expect(() => validateDist(mixed, { name: "", version: "1.5.0" })).toThrow(
      "dist/ holds distributions of two projects, other and my-pkg; remove the other project's files",
    );
  });

  it("carries the built version of a file that says another, for the caller to name where it came from", () => {
    const files = [sdist("my_pkg-1.4.9.tar.gz"), wheel("my_pkg-1.4.9-py3-none-any.whl")];
    let caught: unknown;
    try {
      validateDist(files, project);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DistVersionError);
    expect(caught).toMatchObject({ built: "1.4.9", wanted: "1.5.0" });
  });
});

describe("reading an sdist's PKG-INFO", () => {
  const wheelFile = wheel("my_pkg-1.5.0-py3-none-any.whl");
  const pkgInfo = (version: string) =>
    `Metadata-Version: 2.1\r\nName: My-Pkg \r\nVersion: ${version}\r\n\r\nVersion: 9.9.9 in the text\n`;

  it("finds it after other files of any size, not in a subfolder", () => {
    const bytes = tarGz({
      "my_pkg-1.5.0/big.bin": "x".repeat(1300),
      "my_pkg-1.5.0/src/PKG-INFO": pkgInfo("0.0.1"),
      "my_pkg-1.5.0/PKG-INFO": pkgInfo("1.5.0"),
    });
    expect(validateDist([{ name: "my_pkg-1.5.0.tar.gz", bytes }, wheelFile], project)).toHaveLength(2);
  });

  it("follows ustar prefixes, GNU long names and PAX paths", () => {
    // A top folder longer than a ustar name: the header's prefix holds it.
    const withPrefix = tarGz({ [`${"my_pkg-1.5.0-".repeat(9)}x/PKG-INFO`]: pkgInfo("1.5.0") });
    expect(
      validateDist([{ name: "my_pkg-1.5.0.tar.gz", bytes: withPrefix }, wheelFile], project),
    ).toHaveLength(2);
    const nested = tarGz({ [`my_pkg-1.5.0/${"d".repeat(95)}/PKG-INFO`]: pkgInfo("1.5.0") });
    expect(() => validateDist([{ name: "my_pkg-1.5.0.tar.gz", bytes: nested }, wheelFile], project)).toThrow(
      "has no PKG-INFO at its top",
    );
    const gnu = tarGz(
      { "././@LongLink": "my_pkg-1.5.0/PKG-INFO\0", "ignored-name": pkgInfo("1.5.0") },
      { "././@LongLink": "L" },
    );
    expect(validateDist([{ name: "my_pkg-1.5.0.tar.gz", bytes: gnu }, wheelFile], project)).toHaveLength(2);
    const pax = tarGz(
      { "PaxHeader/x": "30 path=my_pkg-1.5.0/PKG-INFO\n", "other-name": pkgInfo("1.5.0") },
      { "PaxHeader/x": "x" },
    );
    expect(validateDist([{ name: "my_pkg-1.5.0.tar.gz", bytes: pax }, wheelFile], project)).toHaveLength(2);
  });

  it("reads old zip sdists, and refuses one without PKG-INFO", () => {
    const zip = zipSync({ "my_pkg-1.5.0/PKG-INFO": strToU8(pkgInfo("1.5.0")) });
    expect(validateDist([{ name: "my_pkg-1.5.0.zip", bytes: zip }, wheelFile], project)).toHaveLength(2);
    const empty = zipSync({ "my_pkg-1.5.0/setup.py": strToU8("") });
    expect(() => validateDist([{ name: "my_pkg-1.5.0.zip", bytes: empty }, wheelFile], project)).toThrow(
      "dist/my_pkg-1.5.0.zip has no PKG-INFO at its top: it is not an sdist",
    );
  });

  it("takes METADATA from the .dist-info folder only, and only the header's fields", () => {
    const nested = {
      name: "my_pkg-1.5.0-py3-none-any.whl",
      bytes: zipSync({ "vendor/x.dist-info/METADATA": strToU8("Name: my-pkg\nVersion: 1.5.0\n") }),
    };
    expect(() => validateDist([sdist("my_pkg-1.5.0.tar.gz"), nested], project)).toThrow(
      "dist/my_pkg-1.5.0-py3-none-any.whl has no .dist-info/METADATA: it is not a wheel",
    );
  });
});

describe("refuseForeignDistributions", () => {
  it("lets this release's files and other files through", () => {
    expect(() =>
      refuseForeignDistributions(
        ["dist/my_pkg-1.5.0.tar.gz", "dist/my_pkg-1.5.0-py3-none-any.whl", "dist/notes.txt"],
        project,
      ),
    ).not.toThrow();
  });

  it.each([
    [
      "dist/my_pkg-1.4.2.tar.gz",
      "dist/my_pkg-1.4.2.tar.gz is a distribution of my-pkg 1.4.2, not of this release (My.Pkg 1.5.0)",
    ],
    [
      "dist/other-1.5.0-py3-none-any.whl",
      "dist/other-1.5.0-py3-none-any.whl is a distribution of other 1.5.0, not of this release",
    ],
  ])("refuses %s", (path, message) => {
    expect(() => refuseForeignDistributions([path], project)).toThrow(message);
  });
});

describe("validateDist: the checks each file passes, one by one", () => {
  const W = "my_pkg-1.5.0-py3-none-any.whl";
  const S = "my_pkg-1.5.0.tar.gz";
  const rawWheel = (entries: Record<string, string>) => ({
    name: W,
    bytes: zipSync(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, strToU8(v)]))),
  });

  it("parseDistName refuses a wheel name with an empty part and a file after an sdist's suffix", () => {
    expect(parseDistName("my_pkg-1.5.0-py3-none-.whl")).toBeUndefined();
    expect(parseDistName("my_pkg-1.5.0.tar.gz.asc")).toBeUndefined();
    expect(parseDistName("my_pkg-1.5.0.zip.sha256")).toBeUndefined();
  });

  it("a project without a name is named by its first distribution, other files before it skipped", () => {
    const files = [{ name: "README.txt", bytes: strToU8("") }, wheel(W), sdist(S)];
    expect(validateDist(files, { name: "", version: "1.5.0" }).map((f) => f.name)).toEqual([W, S]);
    expect(() => validateDist([wheel(W, "other"), sdist(S)], { name: "", version: "1.5.0" })).toThrow(
      new BuildError(`dist/${W}: its METADATA says Name: other, but the project is my-pkg`),
    );
  });

  it("names the sdist's PKG-INFO when it disagrees", () => {
    expect(() => validateDist([wheel(W), sdist(S, "other")], project)).toThrow(
      new BuildError(`dist/${S}: its PKG-INFO says Name: other, but the project is My.Pkg`),
    );
  });

  it("a field missing from the header is (none), even when the description holds a line like it", () => {
    const noName = rawWheel({
      "my_pkg-1.5.0.dist-info/METADATA": "Metadata-Version: 2.1\nVersion: 1.5.0\n\nName: my-pkg\n",
    });
    expect(() => validateDist([noName, sdist(S)], project)).toThrow(
      new BuildError(`dist/${W}: its METADATA says Name: (none), but the project is My.Pkg`),
    );
    const noVersion = rawWheel({
      "my_pkg-1.5.0.dist-info/METADATA": "Metadata-Version: 2.1\nName: my-pkg\n\nVersion: 1.5.0\n",
    });
    expect(() => validateDist([noVersion, sdist(S)], project)).toThrow(
      new BuildError(`dist/${W}: its METADATA says Version: (none), but the release is 1.5.0`),
    );
    const crlf = rawWheel({
      "my_pkg-1.5.0.dist-info/METADATA": "Metadata-Version: 2.1\r\nName: my-pkg\r\n\r\nVersion: 1.5.0\r\n",
    });
    expect(() => validateDist([crlf, sdist(S)], project)).toThrow(/says Version: \(none\)/);
  });

  it("reads METADATA and PKG-INFO by their exact names, not a file that starts like them", () => {
    const wheelWithCopy = rawWheel({
      "my_pkg-1.5.0.dist-info/METADATA.orig": "Name: other\nVersion: 9\n",
      "my_pkg-1.5.0.dist-info/METADATA": "Name: my-pkg\nVersion: 1.5.0\n",
    });
    const sdistWithCopy = {
      name: S,
      bytes: tarGz({
        "my_pkg-1.5.0/PKG-INFO.orig": "Name: other\nVersion: 9\n",
        "my_pkg-1.5.0/PKG-INFO": "Name: my-pkg\nVersion: 1.5.0\n",
      }),
    };
    expect(validateDist([wheelWithCopy, sdistWithCopy], project)).toHaveLength(2);
  });
});

describe("refuseForeignDistributions: which error", () => {
  it("another project's file is a BuildError; another version's a DistVersionError carrying both", () => {
    let thrown: unknown;
    try {
      refuseForeignDistributions(["dist/other-1.5.0.tar.gz"], project);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BuildError);
    expect(thrown).not.toBeInstanceOf(DistVersionError);
    try {
      refuseForeignDistributions(["dist/my_pkg-1.4.2.tar.gz"], project);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ built: "1.4.2", wanted: "1.5.0" });
    expect(thrown).toBeInstanceOf(DistVersionError);
  });

  it("a project without a name takes any name, and still checks the version", () => {
    expect(() =>
      refuseForeignDistributions(["dist/other-1.5.0.tar.gz"], { name: "", version: "1.5.0" }),
    ).not.toThrow();
    expect(() =>
      refuseForeignDistributions(["dist/other-1.4.0.tar.gz"], { name: "", version: "1.5.0" }),
    ).toThrow(
      new DistVersionError(
        "dist/other-1.4.0.tar.gz is a distribution of other 1.4.0, not of this release (other 1.5.0); remove it from dist/ (or rebuild), or narrow release.assets",
        "1.4.0",
        "1.5.0",
      ),
    );
  });

  it("reads the file name at the end of a deeper path, and compares versions that are not PEP 440 as text", () => {
    expect(() => refuseForeignDistributions(["build/out/dist/my_pkg-2.0.tar.gz"], project)).toThrow(
      /^build\/out\/dist\/my_pkg-2\.0\.tar\.gz is a distribution of my-pkg 2\.0/,
    );
    expect(() =>
      refuseForeignDistributions(["dist/my_pkg-weird.tar.gz"], { name: "my-pkg", version: "weird" }),
    ).not.toThrow();
  });
});

describe("validateDist: files from --dist DIR", () => {
  const W = wheel("my_pkg-1.5.0-py3-none-any.whl");
  const S = sdist("my_pkg-1.5.0.tar.gz");
  const tail = "check that the build jobs' artifacts were all downloaded into wheelhouse/";

  it.each<[string, BuiltFile[], boolean, string]>([
    [
      "nothing",
      [],
      true,
      "holds no sdist (.tar.gz) and no wheel (.whl); the release needs both (or --no-sdist for wheels alone)",
    ],
    [
      "an sdist alone",
      [S],
      true,
      "holds no wheel (.whl); the release needs both (or --no-sdist for wheels alone)",
    ],
    [
      "wheels alone",
      [W],
      true,
      "holds no sdist (.tar.gz); the release needs both (or --no-sdist for wheels alone)",
    ],
    ["nothing, with --no-sdist", [], false, "holds no wheel (.whl); the release needs a wheel"],
    ["an sdist alone, with --no-sdist", [S], false, "holds no wheel (.whl); the release needs a wheel"],
  ])("refuses %s", (_, files, withSdist, words) => {
    expect(() => validateDist(files, project, { sdist: withSdist, from: "wheelhouse" })).toThrow(
      new BuildError(`wheelhouse/ ${words}: ${tail}`),
    );
  });

  it("takes wheels alone with --no-sdist, and both with or without it", () => {
    expect(validateDist([W], project, { sdist: false, from: "wheelhouse" })).toEqual([W]);
    expect(validateDist([S, W], project, { sdist: false, from: "wheelhouse" })).toEqual([S, W]);
    expect(validateDist([S, W], project, { from: "wheelhouse" })).toEqual([S, W]);
  });
});

describe("validateDist: an sdist that is no gzip", () => {
  it("is not a readable sdist, with the reader's words", () => {
    const broken = { name: "my_pkg-1.5.0.tar.gz", bytes: new Uint8Array([1, 2, 3]) };
    expect(() => validateDist([broken, wheel("my_pkg-1.5.0-py3-none-any.whl")], project)).toThrow(
      new BuildError("dist/my_pkg-1.5.0.tar.gz is not a readable sdist: incorrect header check"),
    );
  });
});

describe("validateDist: files from --dist DIR are named in DIR", () => {
  it("says the folder they came from when a file cannot be read", () => {
    const bad = { name: "my_pkg-1.5.0-py3-none-any.whl", bytes: new Uint8Array([1, 2, 3]) };
    expect(() => validateDist([sdist("my_pkg-1.5.0.tar.gz"), bad], project, { from: "wheelhouse" })).toThrow(
      /^wheelhouse\/my_pkg-1\.5\.0-py3-none-any\.whl is not a readable wheel \(zip\): /,
    );
    const broken = { name: "my_pkg-1.5.0.tar.gz", bytes: new Uint8Array([1, 2, 3]) };
    expect(() =>
      validateDist([broken, wheel("my_pkg-1.5.0-py3-none-any.whl")], project, { from: "wheelhouse" }),
    ).toThrow(
      new BuildError("wheelhouse/my_pkg-1.5.0.tar.gz is not a readable sdist: incorrect header check"),
    );
  });
});

describe("validateDist: a wheel whose platform tag the index refuses (DESIGN 5)", () => {
  const S = sdist("my_pkg-1.5.0.tar.gz");

  it.each([
    ["my_pkg-1.5.0-cp312-cp312-linux_x86_64.whl", "linux_x86_64"],
    ["my_pkg-1.5.0-cp312-cp312-linux_aarch64.whl", "linux_aarch64"],
    ["my_pkg-1.5.0-1-cp39-abi3-linux_armv7l.whl", "linux_armv7l"],
    ["my_pkg-1.5.0-cp312-cp312-manylinux_2_17_x86_64.linux_x86_64.whl", "linux_x86_64"],
  ])("refuses %s, naming the file, why and what to do", (name, tag) => {
    expect(() => validateDist([S, wheel(name)], project)).toThrow(
      new BuildError(
        `dist/${name} has platform tag ${tag}, which PyPI refuses (it takes Linux wheels only as manylinux or musllinux); build the Linux wheels with cibuildwheel, or repair them with \`auditwheel repair\`, to get manylinux wheels, or leave this file out of dist/`,
      ),
    );
  });

  it("names the folder the files came from (--dist DIR)", () => {
    const name = "my_pkg-1.5.0-cp312-cp312-linux_x86_64.whl";
    expect(() => validateDist([S, wheel(name)], project, { from: "wheelhouse" })).toThrow(
      `wheelhouse/${name} has platform tag linux_x86_64, which PyPI refuses`,
    );
  });

  it("takes manylinux, musllinux, macOS, Windows and pure wheels", () => {
    const names = [
      "my_pkg-1.5.0-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
      "my_pkg-1.5.0-cp312-cp312-manylinux2014_aarch64.whl",
      "my_pkg-1.5.0-cp312-cp312-musllinux_1_2_x86_64.whl",
      "my_pkg-1.5.0-cp312-cp312-macosx_11_0_arm64.whl",
      "my_pkg-1.5.0-cp312-cp312-win_amd64.whl",
      "my_pkg-1.5.0-py3-none-any.whl",
    ];
    const files = [S, ...names.map((name) => wheel(name))];
    expect(validateDist(files, project).map((f) => f.name)).toEqual([S.name, ...names]);
  });
});
