import { describe, expect, it } from "vitest";
import { setVersionDefines } from "./c-version-defines.ts";

const header = (micro: number, level: string, serial: number, hex: string) => `#pragma once
#define LIB_VERSION_MAJOR 3
#define LIB_VERSION_MINOR 1
#define LIB_VERSION_MICRO ${micro}
// ALPHA = 0xA, BETA = 0xB, GAMMA = 0xC (release candidate), FINAL = 0xF
#define LIB_VERSION_RELEASE_LEVEL PY_RELEASE_LEVEL_${level}
#define LIB_VERSION_RELEASE_SERIAL ${serial}  /* the pre-release's number */
#define LIB_VERSION_PATCH 0
#define LIB_VERSION_HEX ${hex}
#define OTHER_VERSION_MICRO 7
`;

describe("a C header's companion version defines (patchlevel.h's convention)", () => {
  it.each([
    ["3.1.0", header(0, "FINAL", 0, "0x030100F0")],
    ["3.1.2", header(2, "FINAL", 0, "0x030102F0")],
    ["3.1.0a0", header(0, "ALPHA", 0, "0x030100A0")],
    ["3.1.0b2", header(0, "BETA", 2, "0x030100B2")],
    ["3.1.4rc1", header(4, "GAMMA", 1, "0x030104C1")],
  ])("%s", (version, expected) => {
    expect(setVersionDefines(header(9, "ALPHA", 5, "0x030109A5"), version)).toBe(expected);
  });

  it("keeps a HEX that spells a final release with level 0 (0x030100, not F0) so", () => {
    const noLevel =
      "#define LIB_VERSION_MAJOR 3\n#define LIB_VERSION_MINOR 1\n#define LIB_VERSION_PATCH 4\n#define LIB_VERSION_HEX 0x03010400\n";
    expect(setVersionDefines(noLevel.replace("PATCH 4", "PATCH 5"), "3.1.5")).toBe(
      "#define LIB_VERSION_MAJOR 3\n#define LIB_VERSION_MINOR 1\n#define LIB_VERSION_PATCH 5\n#define LIB_VERSION_HEX 0x03010500\n",
    );
    // A release candidate has a level of its own.
    expect(setVersionDefines(noLevel, "3.1.5rc1")).toContain("#define LIB_VERSION_HEX 0x030105C1\n");
  });

  it("keeps the HEX's lower case", () => {
    expect(setVersionDefines(header(9, "ALPHA", 5, "0x030109a5"), "3.1.0")).toBe(
      header(0, "FINAL", 0, "0x030100f0"),
    );
  });

  it.each([
    "3.1.0.dev1",
    "3.1.0.post1",
    "3.1.0+local",
    "1!3.1.0",
    "3.1.0.4",
    "not a version",
  ])("leaves %s's defines alone (patchlevel.h has no spelling for it)", (version) => {
    const text = header(9, "ALPHA", 5, "0x030109A5");
    expect(setVersionDefines(text, version)).toBe(text);
  });

  it("leaves a file with no MAJOR and MINOR defines alone, and a HEX that is a macro", () => {
    const plain = "#define LIB_VERSION_MICRO 9\n";
    expect(setVersionDefines(plain, "3.1.0")).toBe(plain);
    const macro =
      "#define V_MAJOR 3\n#define V_MINOR 1\n#define V_MICRO 9\n#define V_HEX \\\n    PACK(V_MAJOR)\n";
    expect(setVersionDefines(macro, "3.1.0")).toBe(
      "#define V_MAJOR 3\n#define V_MINOR 1\n#define V_MICRO 0\n#define V_HEX \\\n    PACK(V_MAJOR)\n",
    );
  });
});
