import { describe, expect, it } from "vitest";
import { releaseSubjectVersion } from "./release-subject.ts";

describe("releaseSubjectVersion", () => {
  const read = releaseSubjectVersion(["chore(release): {version}", "release v{version}\n\nbody"]);

  it("reads the version back from either template, a squash merge's (#N) allowed", () => {
    expect(read("chore(release): 1.5.0")).toBe("1.5.0");
    expect(read("chore(release): 1.5.0 (#12)")).toBe("1.5.0");
    expect(read("release v2.0.0rc1")).toBe("2.0.0rc1");
  });

  it("any other subject names no version", () => {
    expect(read("chore(release): ")).toBeUndefined();
    expect(read("chore(release): 1.5.0 and more")).toBeUndefined();
    expect(read("feat: chore(release): 1.5.0")).toBeUndefined();
    expect(read("chore(release)X 1.5.0")).toBeUndefined();
    expect(releaseSubjectVersion(["chore: release"])("chore: release")).toBeUndefined();
  });

  it("a template naming the version twice needs the same version twice", () => {
    const twice = releaseSubjectVersion(["{version}: release {version}"]);
    expect(twice("1.5.0: release 1.5.0")).toBe("1.5.0");
    expect(twice("1.5.0: release 1.6.0")).toBeUndefined();
  });
});
