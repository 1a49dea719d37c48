import { describe, expect, it } from "vitest";
import { updateCompareLinks } from "./changelog-links.ts";

const URL = "https://github.com/o/r";
const SECTIONS =
  "# Changelog\n\n## [Unreleased]\n\n## [1.5.0] - 2026-11-21\n\n- x\n\n## [1.4.0] - 2026-10-01\n\n- y\n";

describe("updateCompareLinks", () => {
  it("moves [Unreleased] to compare from the new tag and adds the new version's link below it", () => {
    const text = `${SECTIONS}\n[Unreleased]: ${URL}/compare/v1.4.0...HEAD\n[1.4.0]: ${URL}/releases/tag/v1.4.0\n`;
    expect(updateCompareLinks(text, "1.5.0")).toBe(
      `${SECTIONS}\n[Unreleased]: ${URL}/compare/v1.5.0...HEAD\n[1.5.0]: ${URL}/compare/v1.4.0...v1.5.0\n[1.4.0]: ${URL}/releases/tag/v1.4.0\n`,
    );
  });

  it("puts the new link on the side [Unreleased] is when the links run oldest first", () => {
    const text = `${SECTIONS}\n[1.4.0]: ${URL}/releases/tag/v1.4.0\n[Unreleased]: ${URL}/compare/v1.4.0...HEAD`;
    expect(updateCompareLinks(text, "1.5.0")).toBe(
      `${SECTIONS}\n[1.4.0]: ${URL}/releases/tag/v1.4.0\n[1.5.0]: ${URL}/compare/v1.4.0...v1.5.0\n[Unreleased]: ${URL}/compare/v1.5.0...HEAD`,
    );
  });

  it("puts the new link right after [Unreleased] when the previous version has none, indented as it is", () => {
    const text = `${SECTIONS}\n[0.1.0]: ${URL}/x\n  [Unreleased]: ${URL}/compare/v1.4.0...main\n[0.0.1]: ${URL}/y\n`;
    expect(updateCompareLinks(text, "1.5.0")).toBe(
      `${SECTIONS}\n[0.1.0]: ${URL}/x\n  [Unreleased]: ${URL}/compare/v1.5.0...main\n  [1.5.0]: ${URL}/compare/v1.4.0...v1.5.0\n[0.0.1]: ${URL}/y\n`,
    );
  });

  it("indents the new link as the previous version's link is", () => {
    const text = `${SECTIONS}\n[Unreleased]: ${URL}/compare/v1.4.0...HEAD\n   [1.4.0]: ${URL}/releases/tag/v1.4.0\n`;
    expect(updateCompareLinks(text, "1.5.0")).toBe(
      `${SECTIONS}\n[Unreleased]: ${URL}/compare/v1.5.0...HEAD\n   [1.5.0]: ${URL}/compare/v1.4.0...v1.5.0\n   [1.4.0]: ${URL}/releases/tag/v1.4.0\n`,
    );
  });

  it("finds the previous version's link whether or not its label has a v", () => {
    const text = `${SECTIONS}\n[Unreleased]: ${URL}/compare/v1.4.0...HEAD\n[0.9.0]: ${URL}/a\n[V1.4.0]: ${URL}/b\n`;
    expect(updateCompareLinks(text, "1.5.0")).toBe(
      `${SECTIONS}\n[Unreleased]: ${URL}/compare/v1.5.0...HEAD\n[0.9.0]: ${URL}/a\n[1.5.0]: ${URL}/compare/v1.4.0...v1.5.0\n[V1.4.0]: ${URL}/b\n`,
    );
  });

  it("keeps the new version's own link when there is one, with or without a v", () => {
    for (const label of ["1.5.0", "v1.5.0", "V1.5.0"]) {
      const links = `[${label}]: ${URL}/mine\n[1.4.0]: ${URL}/releases/tag/v1.4.0\n`;
      const text = `${SECTIONS}\n[Unreleased]: ${URL}/compare/v1.4.0...HEAD\n${links}`;
      expect(updateCompareLinks(text, "1.5.0")).toBe(
        `${SECTIONS}\n[Unreleased]: ${URL}/compare/v1.5.0...HEAD\n${links}`,
      );
    }
  });

  it.each(["HEAD", "main", "master", "trunk", "develop"])("follows a compare against %s", (branch) => {
    const text = `${SECTIONS}\n[unreleased]: ${URL}/compare/v1.4.0...${branch}  \n`;
    expect(updateCompareLinks(text, "1.5.0")).toBe(
      `${SECTIONS}\n[unreleased]: ${URL}/compare/v1.5.0...${branch}  \n[1.5.0]: ${URL}/compare/v1.4.0...v1.5.0\n`,
    );
  });

  it("keeps the project's tag shape and the file's CRLF line endings", () => {
    const sections = SECTIONS.replace(/\n/g, "\r\n");
    const text = `${sections}\r\n[Unreleased]: ${URL}/compare/release-1.4.0...HEAD\r\n[1.4.0]: ${URL}/tag\r\n`;
    expect(updateCompareLinks(text, "1.5.0")).toBe(
      `${sections}\r\n[Unreleased]: ${URL}/compare/release-1.5.0...HEAD\r\n[1.5.0]: ${URL}/compare/release-1.4.0...release-1.5.0\r\n[1.4.0]: ${URL}/tag\r\n`,
    );
  });

  it("takes the first version heading below the new one for the previous version, in any heading shape", () => {
    const sections = "# Changes\n\n## Version 1.5.0\n\n## Notes\n\n## Version 1.4.0rc1 (date)\n\n## 1.3.0\n";
    const text = `${sections}\n[Unreleased]: ${URL}/compare/V1.4.0RC1...HEAD\n`;
    expect(updateCompareLinks(text, "1.5.0")).toBe(
      `${sections}\n[Unreleased]: ${URL}/compare/V1.5.0...HEAD\n[1.5.0]: ${URL}/compare/V1.4.0RC1...V1.5.0\n`,
    );
  });

  it("reads a version's link label with a v dropped only from its start", () => {
    const sections = "# Changelog\n\n## [1.5.0.dev1]\n\n## [1.4.0.dev1]\n";
    const older = `[1.4.0.dev1]: ${URL}/a\n[0.1.0]: ${URL}/b\n`;
    const text = `${sections}\n${older}[Unreleased]: ${URL}/compare/v1.4.0.dev1...HEAD\n`;
    expect(updateCompareLinks(text, "1.5.0.dev1")).toBe(
      `${sections}\n[1.4.0.dev1]: ${URL}/a\n[1.5.0.dev1]: ${URL}/compare/v1.4.0.dev1...v1.5.0.dev1\n[0.1.0]: ${URL}/b\n[Unreleased]: ${URL}/compare/v1.5.0.dev1...HEAD\n`,
    );
    const own = `${sections}\n[Unreleased]: ${URL}/compare/v1.4.0.dev1...HEAD\n[1.5.0.dev1]: ${URL}/mine\n`;
    expect(updateCompareLinks(own, "1.5.0.dev1")).toBe(
      `${sections}\n[Unreleased]: ${URL}/compare/v1.5.0.dev1...HEAD\n[1.5.0.dev1]: ${URL}/mine\n`,
    );
  });

  it("is done once: a second run changes nothing", () => {
    const text = `${SECTIONS}\n[Unreleased]: ${URL}/compare/v1.4.0...HEAD\n[1.4.0]: ${URL}/releases/tag/v1.4.0\n`;
    const once = updateCompareLinks(text, "1.5.0");
    expect(updateCompareLinks(once, "1.5.0")).toBe(once);
    // [Unreleased] already compares from the new tag while the version has no link of its own.
    const moved = `${SECTIONS}\n[Unreleased]: ${URL}/compare/v1.5.0...HEAD\n`;
    expect(updateCompareLinks(moved, "1.5.0")).toBe(moved);
  });

  it.each([
    ["no link definitions", SECTIONS],
    ["no [Unreleased] link", `${SECTIONS}\n[1.4.0]: ${URL}/compare/v1.3.0...v1.4.0\n`],
    ["an [Unreleased] link that compares nothing", `${SECTIONS}\n[Unreleased]: ${URL}/tree/main\n`],
    ["a compare against another branch", `${SECTIONS}\n[Unreleased]: ${URL}/compare/v1.4.0...mainline\n`],
    [
      "a compare against a branch with more after it",
      `${SECTIONS}\n[Unreleased]: ${URL}/compare/v1.4.0...HEAD/x\n`,
    ],
    ["a compare from another version's tag", `${SECTIONS}\n[Unreleased]: ${URL}/compare/v1.3.0...HEAD\n`],
    ["a compare without a base URL", `${SECTIONS}\n[Unreleased]: v1.4.0...HEAD\n`],
    [
      "a second heading for the version below it",
      "# Changelog\n\n## [1.5.0]\n\n## 1.5.0 (old)\n\n## [1.4.0]\n\n[Unreleased]: https://x/compare/v1.5.0...HEAD\n",
    ],
    [
      "no heading for the version",
      "# Changelog\n\n## [Unreleased]\n\n## [1.4.0]\n\n[Unreleased]: https://x/compare/v1.4.0...HEAD\n",
    ],
    [
      "no version below the new one",
      "# Changelog\n\n## [1.5.0]\n\n## Notes\n\n[Unreleased]: https://x/compare/v1.4.0...HEAD\n",
    ],
    [
      "the new version heading below the old one only",
      "# Changelog\n\n## [1.4.0]\n\n## [1.5.0]\n\n[Unreleased]: https://x/compare/v1.4.0...HEAD\n",
    ],
  ])("touches nothing with %s", (_, text) => {
    expect(updateCompareLinks(text, "1.5.0")).toBe(text);
  });
});
