import { describe, expect, it } from "vitest";
import { releasePlan } from "../../../test/helpers/release-plan.ts";
import type { ReleasePlan } from "../../core/plan-types.ts";
import { isAroundTheCode, mayBePostRelease, postReleaseAdvice } from "./post-release.ts";

function plan(extra: Partial<ReleasePlan>): ReleasePlan {
  return releasePlan(
    { tag: "1.2.2", version: "1.2.2", file: "1.2.2" },
    "patch",
    { version: "1.2.3", tag: "1.2.3" },
    extra,
  );
}

const AROUND = [
  ".github/workflows/reusable-docs.yml",
  ".pre-commit-config.yaml",
  "README.md",
  "pyproject.toml",
  "tests/packages/test-no-prepare/backend_no_prepare.py",
  "tox.ini",
  "docs/conf.py",
  ".readthedocs.yaml",
];

describe("isAroundTheCode", () => {
  it("docs, tests, CI, tool settings and metadata at the root are around the code", () => {
    for (const path of [
      ...AROUND,
      "LICENSE",
      "dev-requirements.txt",
      "setup.cfg",
      "changelog.d/12.bugfix.md",
    ])
      expect(isAroundTheCode(path), path).toBe(true);
  });
  it("the package's files, a setup.py, and a README inside the package are code", () => {
    for (const path of [
      "src/build/__init__.py",
      "setup.py",
      "src/pkg/README.md",
      "pkg/data.txt",
      "Cargo.toml",
    ])
      expect(isAroundTheCode(path), path).toBe(false);
  });
});

describe("postReleaseAdvice", () => {
  it("names the next post-release when only files around the code changed", () => {
    expect(postReleaseAdvice(plan({}), AROUND)).toBe(
      "only docs, tests, CI and metadata changed since 1.2.2 (8 files, none of the package's code): a post-release republishes them under the same version of the code: `--release-as 1.2.2.post1`",
    );
    // After a post-release, the next one; with no commit that asks a release, too.
    expect(
      postReleaseAdvice(
        plan({
          baseTag: "24.3.0.post1",
          baseVersion: "24.3.0.post1",
          fileVersion: "24.3.0.post1",
          bump: "none",
        }),
        ["docs/conf.py"],
      ),
    ).toContain(
      "since 24.3.0.post1 (1 file, none of the package's code): a post-release republishes them under the same version of the code: `--release-as 24.3.0.post2`",
    );
  });
  it("says nothing when code changed, nothing changed, the commits ask more than a patch, or a flag chose", () => {
    expect(postReleaseAdvice(plan({}), [...AROUND, "src/build/__main__.py"])).toBeUndefined();
    expect(postReleaseAdvice(plan({}), [])).toBeUndefined();
    expect(postReleaseAdvice(plan({ bump: "minor", nextVersion: "1.3.0" }), AROUND)).toBeUndefined();
    expect(postReleaseAdvice(plan({ source: "bump-flag" }), AROUND)).toBeUndefined();
    expect(postReleaseAdvice(plan({ baseTag: undefined }), AROUND)).toBeUndefined();
  });
  it("is not asked for when a commit says it changes the code", () => {
    const commit = (subject: string, type: string) => ({
      subject,
      type,
      description: subject,
      breaking: false,
      breakingNotes: [],
      conventional: true,
      commit: { hash: subject },
    });
    expect(mayBePostRelease(plan({ commits: [commit("docs: x", "docs"), commit("ci: y", "ci")] }))).toBe(
      true,
    );
    expect(mayBePostRelease(plan({ commits: [commit("docs: x", "docs"), commit("fix: y", "fix")] }))).toBe(
      false,
    );
  });

  it("spells the post-release as the calendar format writes the project's versions", () => {
    const base = { baseTag: "2024.01.05", baseVersion: "2024.1.5", fileVersion: "2024.1.5" };
    expect(postReleaseAdvice(plan(base), ["docs/index.md"], "YYYY.0M.0D")).toBe(
      "only docs, tests, CI and metadata changed since 2024.01.05 (1 file, none of the package's code): a post-release republishes them under the same version of the code: `--release-as 2024.01.05.post1`",
    );
    expect(postReleaseAdvice(plan(base), ["docs/index.md"], "YYYY.M.D")).toContain(
      "`--release-as 2024.1.5.post1`",
    );
  });

  it("is not where the files already carry another version (a hand-set 1.2.3 is the next release)", () => {
    expect(mayBePostRelease(plan({ fileVersion: "1.2.3" }))).toBe(false);
    expect(
      mayBePostRelease(plan({ fileVersion: "2024.01.05", baseTag: "2024.1.5", baseVersion: "2024.1.5" })),
    ).toBe(true);
    expect(mayBePostRelease(plan({ fileVersion: undefined }))).toBe(true);
  });

  it("is never after a pre-release", () => {
    expect(mayBePostRelease(plan({ baseTag: "2.0.0rc1", baseVersion: "2.0.0rc1" }))).toBe(false);
  });
});
