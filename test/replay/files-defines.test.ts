import { describe, expect, it } from "vitest";
import { changesVersionDefine, versionFromDefines } from "./files.ts";

describe("a C header that spells the version in parts", () => {
  const header = (patch: string) =>
    `#pragma once\n#define PKG_VERSION_MAJOR 3\n#define PKG_VERSION_MINOR 0\n#define PKG_VERSION_PATCH ${patch}\n#define PKG_VERSION_HEX 0x03000200\n`;

  it("reads MAJOR, MINOR and PATCH (or MICRO), a pre-release after the last", () => {
    expect(versionFromDefines(header("2"))).toBe("3.0.2");
    expect(versionFromDefines(header("2a0"))).toBe("3.0.2a0");
    expect(
      versionFromDefines(
        "#define X_VERSION_MAJOR 1\n#  define X_VERSION_MINOR 4\n#define X_VERSION_MICRO 0\n",
      ),
    ).toBe("1.4.0");
    expect(versionFromDefines("#define X_VERSION_MAJOR 1\n#define X_VERSION_MINOR 4\n")).toBeUndefined();
    expect(versionFromDefines("#define PY_MAJOR 3\n")).toBeUndefined();
  });

  it("takes a release level beside a plain number as its pre-release: a development version is not the release", () => {
    const levelled = (micro: string, level: string, serial = "0", patch = "") =>
      `#define PKG_VERSION_MAJOR 3\n#define PKG_VERSION_MINOR 1\n#define PKG_VERSION_MICRO ${micro}\n` +
      `#define PKG_VERSION_RELEASE_LEVEL ${level}\n#define PKG_VERSION_RELEASE_SERIAL ${serial}\n${patch}`;
    expect(versionFromDefines(levelled("0", "PY_RELEASE_LEVEL_ALPHA"))).toBe("3.1.0a0");
    expect(versionFromDefines(levelled("0", "PY_RELEASE_LEVEL_BETA", "2"))).toBe("3.1.0b2");
    expect(versionFromDefines(levelled("0", "0xC", "1"))).toBe("3.1.0rc1");
    expect(versionFromDefines(levelled("0", "PY_RELEASE_LEVEL_FINAL"))).toBe("3.1.0");
    // PATCH spells the pre-release itself beside MICRO: it is read as it stands.
    expect(
      versionFromDefines(levelled("0", "PY_RELEASE_LEVEL_ALPHA", "0", "#define PKG_VERSION_PATCH 0a0\n")),
    ).toBe("3.1.0a0");
    expect(
      versionFromDefines(levelled("0", "PY_RELEASE_LEVEL_FINAL", "0", "#define PKG_VERSION_PATCH 0\n")),
    ).toBe("3.1.0");
  });

  it("a diff changes a version define, or not", () => {
    expect(changesVersionDefine({ added: ["#define PKG_VERSION_PATCH 2"] })).toBe(true);
    expect(changesVersionDefine({ added: ["#define PKG_BUFFER 2", "int x = 3;"] })).toBe(false);
  });
});
