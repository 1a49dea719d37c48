import { describe, expect, it } from "vitest";
import {
  type GroupedPackage,
  groupReleaseNotes,
  groupVersion,
  refuseDisagreeingVersions,
} from "./shared-version.ts";

const grouped = (
  name: string,
  fileVersion: string | undefined,
  nextVersion: string | undefined,
): GroupedPackage => ({
  name,
  path: `packages/${name}`,
  fileVersion,
  nextVersion,
});

describe("refuseDisagreeingVersions", () => {
  it("passes packages whose files carry one version, spelled alike or not", () => {
    expect(() =>
      refuseDisagreeingVersions([grouped("a", "2.1.0", undefined), grouped("b", "2.1", undefined)]),
    ).not.toThrow();
  });

  it("passes a package whose version comes from the tag beside one that carries it", () => {
    expect(() =>
      refuseDisagreeingVersions([grouped("a", undefined, undefined), grouped("b", "2.1.0", undefined)]),
    ).not.toThrow();
  });

  it("refuses two versions, naming each package, its version and its folder", () => {
    expect(() =>
      refuseDisagreeingVersions([
        grouped("a", "2.1.0", undefined),
        grouped("b", undefined, undefined),
        grouped("c", "2.0.5", undefined),
      ]),
    ).toThrow(
      "shared_version: the packages released together carry different versions (a 2.1.0 (packages/a), c 2.0.5 (packages/c)), and one tag names one version; set every package's files to the same version, or remove shared_version to release each package on its own",
    );
  });
});

describe("groupVersion", () => {
  it("takes the highest version any package's commits ask for", () => {
    expect(
      groupVersion([
        grouped("a", "2.1.0", "2.1.1"),
        grouped("b", "2.1.0", "2.2.0"),
        grouped("c", "2.1.0", undefined),
      ]),
    ).toBe("2.2.0");
  });

  it("is undefined when no package has anything to release", () => {
    expect(
      groupVersion([grouped("a", "2.1.0", undefined), grouped("b", "2.1.0", undefined)]),
    ).toBeUndefined();
  });
});

describe("groupReleaseNotes", () => {
  it("puts each package's section under its name, its version heading dropped", () => {
    expect(
      groupReleaseNotes([
        { name: "alpha-lib", notes: "## [2.2.0] - 2026-01-02\n\n### Bug Fixes\n\n- The bug" },
        { name: "beta-lib", notes: "## 2.2.0\n\n### Features\n\n- A new call\n" },
      ]),
    ).toBe("## alpha-lib\n\n### Bug Fixes\n\n- The bug\n\n## beta-lib\n\n### Features\n\n- A new call");
  });

  it("gives one text when the packages share one section", () => {
    const notes = "## 2.2.0\n\n- A new call";
    expect(
      groupReleaseNotes([
        { name: "a", notes },
        { name: "b", notes: `${notes}\n` },
      ]),
    ).toBe(notes);
  });
});
