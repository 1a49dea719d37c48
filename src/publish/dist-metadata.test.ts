import { gunzipSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { parseCoreMetadata, readCoreMetadata } from "./dist-metadata.ts";
import { tarMember } from "./tar-member.ts";
import { tarGz } from "./test-archives.ts";

const METADATA = "Metadata-Version: 2.1\nName: acme\nVersion: 1.5.0\n\nThe description.\n";

describe("readCoreMetadata", () => {
  it("reads a wheel's .dist-info/METADATA, not another file of that name", () => {
    const bytes = zipSync({
      "acme/METADATA": strToU8("not this"),
      "acme-1.5.0.dist-info/RECORD": strToU8("not this either"),
      "acme-1.5.0.dist-info/METADATA": strToU8(METADATA),
    });
    expect(readCoreMetadata({ name: "acme-1.5.0-py3-none-any.whl", bytes })).toBe(METADATA);
  });

  it("reads a zip sdist's top-level PKG-INFO, not the wheel's file or a nested one", () => {
    const bytes = zipSync({
      "acme-1.5.0/src/acme.egg-info/PKG-INFO": strToU8("nested"),
      "acme-1.5.0.dist-info/METADATA": strToU8("a wheel's"),
      "acme-1.5.0/PKG-INFO": strToU8(METADATA),
    });
    expect(readCoreMetadata({ name: "acme-1.5.0.zip", bytes })).toBe(METADATA);
  });

  it("reads a tar.gz sdist's top-level PKG-INFO", () => {
    const bytes = tarGz({
      "acme-1.5.0/src/acme.egg-info/PKG-INFO": "nested",
      "acme-1.5.0/PKG-INFO": METADATA,
    });
    expect(readCoreMetadata({ name: "acme-1.5.0.tar.gz", bytes })).toBe(METADATA);
  });

  it("is undefined for a file without metadata, or one that is not an archive", () => {
    expect(
      readCoreMetadata({
        name: "acme-1.5.0-py3-none-any.whl",
        bytes: zipSync({ "acme/__init__.py": strToU8("") }),
      }),
    ).toBeUndefined();
    expect(
      readCoreMetadata({ name: "acme-1.5.0.zip", bytes: zipSync({ "acme-1.5.0/setup.py": strToU8("") }) }),
    ).toBeUndefined();
    expect(
      readCoreMetadata({ name: "acme-1.5.0.tar.gz", bytes: tarGz({ "acme-1.5.0/setup.py": "" }) }),
    ).toBeUndefined();
    expect(readCoreMetadata({ name: "acme-1.5.0.tar.gz", bytes: strToU8("not gzip") })).toBeUndefined();
    expect(readCoreMetadata({ name: "acme-1.5.0.whl", bytes: strToU8("not zip") })).toBeUndefined();
  });
});

describe("parseCoreMetadata", () => {
  it("keeps every occurrence of a field, by its lower-cased name, and the body as the description", () => {
    const parsed = parseCoreMetadata(
      "Metadata-Version: 2.1\r\nName: acme\r\nClassifier: A\r\nclassifier:B\r\nSummary:\tshort\r\n\r\nBody\r\n\r\nmore\r\n",
    );
    expect([...parsed.fields]).toEqual([
      ["metadata-version", ["2.1"]],
      ["name", ["acme"]],
      ["classifier", ["A", "B"]],
      ["summary", ["short"]],
    ]);
    expect(parsed.description).toBe("Body\n\nmore\n");
  });

  it("a line that is no field is left out; continuation lines join the field before them", () => {
    const parsed = parseCoreMetadata(
      "Name: acme\nnot a field\nLicense: MIT\n  and more\n\tand a tab\nKeywords: a\n",
    );
    expect(Object.fromEntries(parsed.fields)).toEqual({
      name: ["acme"],
      license: ["MIT\n  and more\nand a tab"],
      keywords: ["a"],
    });
    expect(parsed.description).toBeUndefined();
  });

  it("a continuation before any field is left out", () => {
    expect(Object.fromEntries(parseCoreMetadata("  stray\nName: acme").fields)).toEqual({ name: ["acme"] });
  });

  it("joins a continuation to the last occurrence of a repeated field", () => {
    const parsed = parseCoreMetadata("Classifier: A\nClassifier: B\n  b2\n");
    expect(parsed.fields.get("classifier")).toEqual(["A", "B\n  b2"]);
  });

  it("a 1.x Description field: its 8-space or | indent is not part of the text; a blank body does not count", () => {
    const parsed = parseCoreMetadata(
      "Metadata-Version: 1.1\nDescription: Title\n        =====\n        |indented\n       |bar\n\n  \n",
    );
    expect(parsed.description).toBe("Title\n=====\nindented\nbar");
  });
});

describe("tarMember", () => {
  const tar = (files: Record<string, string>, types: Record<string, string> = {}) => {
    return new Uint8Array(gunzipSync(tarGz(files, types)));
  };
  const text = (bytes: Uint8Array | undefined) =>
    bytes === undefined ? undefined : new TextDecoder().decode(bytes);

  it("finds a member after others of any size, and only a regular file", () => {
    const archive = tar(
      { "a/dir": "", "a/big": "x".repeat(1500), "a/PKG-INFO": "found", "b/PKG-INFO": "later" },
      { "a/dir": "5" },
    );
    expect(text(tarMember(archive, /PKG-INFO$/))).toBe("found");
    expect(text(tarMember(archive, /^a\/dir$/))).toBeUndefined();
    expect(text(tarMember(archive, /^a\/big$/))).toBe("x".repeat(1500));
    expect(tarMember(archive, /nothing/)).toBeUndefined();
  });

  it("a GNU long name or a pax path names the next member only", () => {
    const long = `acme-1.5.0/${"d".repeat(120)}/PKG-INFO`;
    const archive = tar(
      { "././@LongLink": `${long}\0`, "short-name": "by the long name", "other/PKG-INFO": "by its own name" },
      { "././@LongLink": "L" },
    );
    expect(text(tarMember(archive, /^acme-1\.5\.0\/d+\/PKG-INFO$/))).toBe("by the long name");
    expect(text(tarMember(archive, /^other\/PKG-INFO$/))).toBe("by its own name");
    expect(tarMember(archive, /^short-name$/)).toBeUndefined();
    const pax = tar(
      { "PaxHeader/x": "30 path=acme-1.5.0/PKG-INFO\n", "acme-1.5.0/P": "by the pax path" },
      { "PaxHeader/x": "x" },
    );
    expect(text(tarMember(pax, /^acme-1\.5\.0\/PKG-INFO$/))).toBe("by the pax path");
  });

  it("stops at the end-of-archive block and at a truncated header", () => {
    const archive = tar({ "a/one": "1" });
    expect(text(tarMember(archive, /one/))).toBe("1");
    expect(tarMember(archive.subarray(0, 511), /one/)).toBeUndefined();
  });
});

describe("readCoreMetadata and parseCoreMetadata: exact names and line rules", () => {
  it("takes only a top-level .dist-info/METADATA or PKG-INFO, never a longer name or a nested copy", () => {
    const wheel = zipSync({
      "vendor/old.dist-info/METADATA": strToU8("nested"),
      "acme-1.5.0.dist-info/METADATA.orig": strToU8("a copy"),
      "acme-1.5.0.dist-info/METADATA": strToU8(METADATA),
    });
    expect(readCoreMetadata({ name: "acme-1.5.0-py3-none-any.whl", bytes: wheel })).toBe(METADATA);
    const zipSdist = zipSync({
      "acme-1.5.0/PKG-INFO.orig": strToU8("a copy"),
      "acme-1.5.0/PKG-INFO": strToU8(METADATA),
    });
    expect(readCoreMetadata({ name: "acme-1.5.0.zip", bytes: zipSdist })).toBe(METADATA);
    const tarSdist = tarGz({ "acme-1.5.0/PKG-INFO.orig": "a copy", "acme-1.5.0/PKG-INFO": METADATA });
    expect(readCoreMetadata({ name: "acme-1.5.0.tar.gz", bytes: tarSdist })).toBe(METADATA);
  });

  it("old Mac line ends (a lone CR) end lines too", () => {
    const parsed = parseCoreMetadata("Name: acme\rVersion: 1.0\r\rbody");
    expect(Object.fromEntries(parsed.fields)).toEqual({ name: ["acme"], version: ["1.0"] });
    expect(parsed.description).toBe("body");
  });

  it("a field name starts the line: a sentence with a colon is no field", () => {
    expect(Object.fromEntries(parseCoreMetadata("Name: acme\nNote that: x\n").fields)).toEqual({
      name: ["acme"],
    });
  });

  it("only a leading 8-space, tab or | indent is taken off a continuation line", () => {
    const parsed = parseCoreMetadata("Description: a\n  b        c\n  d |e\n");
    expect(parsed.fields.get("description")).toEqual(["a\n  b        c\n  d |e"]);
  });
});

describe("tarMember: header fields at their limits", () => {
  const tar = (files: Record<string, string>, types: Record<string, string> = {}) =>
    new Uint8Array(gunzipSync(tarGz(files, types)));
  const text = (bytes: Uint8Array | undefined) =>
    bytes === undefined ? undefined : new TextDecoder().decode(bytes);

  it("a name that fills all 100 bytes (no NUL) is read whole", () => {
    const name = `a/${"n".repeat(98)}`;
    expect(text(tarMember(tar({ [name]: "full" }), new RegExp(`^${name}$`)))).toBe("full");
  });

  it("an old-style regular file (type NUL) counts", () => {
    expect(text(tarMember(tar({ "a/PKG-INFO": "old" }, { "a/PKG-INFO": "\0" }), /PKG-INFO$/))).toBe("old");
  });

  it("reads the last header of an archive that ends without its zero blocks", () => {
    const archive = tar({ "a/empty": "" });
    expect(text(tarMember(archive.subarray(0, 512), /^a\/empty$/))).toBe("");
  });

  it("a blank size field is an empty member, and the next one is still found", () => {
    const archive = tar({ "a/blank": "", "a/PKG-INFO": "next" });
    archive.fill(0x20, 124, 136);
    expect(text(tarMember(archive, /PKG-INFO$/))).toBe("next");
  });

  it("a pax header without a path leaves the next member its own name", () => {
    const archive = tar(
      { "PaxHeader/x": "20 mtime=1234567890\n", "a/PKG-INFO": "own" },
      { "PaxHeader/x": "x" },
    );
    expect(text(tarMember(archive, /^a\/PKG-INFO$/))).toBe("own");
  });

  it("nothing past the end-of-archive block is read, whatever the pattern", () => {
    expect(tarMember(tar({ "a/dir": "" }, { "a/dir": "5" }), /.*/)).toBeUndefined();
  });
});
