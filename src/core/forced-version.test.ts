import { describe, expect, it } from "vitest";
import { forcedLabel, readForcedVersion } from "./forced-version.ts";
import { formatVersion } from "./version.ts";

const FLAG = { kind: "flag" } as const;
const FOOTER = { kind: "footer", commit: "0123456789abcdef0123456789abcdef01234567" } as const;

function read(text: string, calver?: string): string {
  try {
    const { version, note } = readForcedVersion(text, FLAG, calver);
    return note === undefined ? formatVersion(version) : `${formatVersion(version)} (${note})`;
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

const THREE =
  "a release has three numbers (a two-part tag reads as a floating tag, like v2.0 for the newest 2.0.x, not as a release)";
const SPELLING = "its canonical PEP 440 spelling, which the files and the tag carry";

describe("readForcedVersion", () => {
  it.each([
    ["2.0.0", "2.0.0"],
    ["2.0.0rc1", "2.0.0rc1"],
    ["1.4.2.post1", "1.4.2.post1"],
    ["1.5.0.1", "1.5.0.1"],
    ["1!2.0.0", "1!2.0.0"],
    ["2.0", `2.0.0 (--release-as 2.0 is taken as 2.0.0: ${THREE})`],
    ["2", `2.0.0 (--release-as 2 is taken as 2.0.0: ${THREE})`],
    ["2.0rc1", `2.0.0rc1 (--release-as 2.0rc1 is taken as 2.0.0rc1: ${THREE})`],
    ["v2.0.0", `2.0.0 (--release-as v2.0.0 is taken as 2.0.0: ${SPELLING})`],
    ["2.0.0-rc.1", `2.0.0rc1 (--release-as 2.0.0-rc.1 is taken as 2.0.0rc1: ${SPELLING})`],
    ["2.0.0-post1", `2.0.0.post1 (--release-as 2.0.0-post1 is taken as 2.0.0.post1: ${SPELLING})`],
    [
      "1.5.0+local.1",
      "ReleaseError: --release-as 1.5.0+local.1 has a local label (+local.1), which no release carries (the index refuses local versions); ask for 1.5.0",
    ],
    [
      "2.0+ubuntu-1",
      "ReleaseError: --release-as 2.0+ubuntu-1 has a local label (+ubuntu.1), which no release carries (the index refuses local versions); ask for 2.0.0",
    ],
    [
      "2.0.0rc1.dev3",
      "ReleaseError: --release-as 2.0.0rc1.dev3 is a development version, which releaser never releases; ask for 2.0.0rc1 (a pre-release such as 2.0.0rc1 is a release)",
    ],
    [
      "soon",
      "ReleaseError: --release-as soon is not a PEP 440 version; ask for a release version such as 1.5.0 (or a pre-release such as 2.0.0rc1)",
    ],
  ])("%s -> %s", (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it("keeps a calendar version's parts as written", () => {
    expect(read("26.2", "YY.N")).toBe("26.2");
    expect(read("26.2+x", "YY.N")).toBe(
      "ReleaseError: --release-as 26.2+x has a local label (+x), which no release carries (the index refuses local versions); ask for 26.2",
    );
  });

  it("takes a calendar version as its format spells it: the zero-padded day is no other spelling", () => {
    expect(read("2024.01.05.post1", "YYYY.0M.0D")).toBe("2024.1.5.post1");
    expect(read("2024.1.5.post1", "YYYY.0M.0D")).toBe(
      "2024.1.5.post1 (--release-as 2024.1.5.post1 is taken as 2024.01.05.post1: its PEP 440 spelling in calver_format YYYY.0M.0D, which the files and the tag carry)",
    );
    expect(read("2024.01.05", "YYYY.M.D")).toBe(
      "2024.1.5 (--release-as 2024.01.05 is taken as 2024.1.5: its PEP 440 spelling in calver_format YYYY.M.D, which the files and the tag carry)",
    );
  });

  it("names a footer by its commit", () => {
    expect(forcedLabel("2.0", FOOTER)).toBe("Release-As: 2.0 (commit 0123456)");
    expect(forcedLabel("2.0", FLAG)).toBe("--release-as 2.0");
    expect(readForcedVersion("2.0", FOOTER, undefined).note).toBe(
      `Release-As: 2.0 (commit 0123456) is taken as 2.0.0: ${THREE}`,
    );
  });
});
