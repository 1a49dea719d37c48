import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { genericPackage, toRelease } from "./release-shapes.ts";

/** GitLab's checks of a generic package's name and version (Gitlab::Regex, generic packages). */
const GITLAB_NAME = /^[A-Za-z0-9._-]+$/;
const GITLAB_VERSION = /^(\.?[\w+-]+\.?)+$/;

describe("genericPackage", () => {
  it("names the package after the project and versions it by the tag, as they are when GitLab takes them", () => {
    expect(genericPackage("widgets", "v1.4.3")).toEqual({ name: "widgets", version: "v1.4.3" });
    expect(genericPackage("alpha-lib", "alpha-lib-v1.0.0")).toEqual({
      name: "alpha-lib",
      version: "alpha-lib-v1.0.0",
    });
    expect(genericPackage("my.pkg_2", "1.0.0rc1+local-3_x")).toEqual({
      name: "my.pkg_2",
      version: "1.0.0rc1+local-3_x",
    });
  });

  it("puts _ for each character GitLab refuses", () => {
    expect(genericPackage("widgets", "pkg==1.0")).toEqual({ name: "widgets", version: "pkg__1.0" });
    expect(genericPackage("widgets", "release/v1.0 (final)")).toEqual({
      name: "widgets",
      version: "release_v1.0__final_",
    });
    expect(genericPackage("my project+x", "v1")).toEqual({ name: "my_project_x", version: "v1" });
    expect(genericPackage("wídgets", "v1")).toEqual({ name: "w_dgets", version: "v1" });
    expect(genericPackage("a/b", "v1").name).toBe("a_b");
  });

  it("takes the dots off both ends of a version", () => {
    expect(genericPackage("widgets", ".v1.0.")).toEqual({ name: "widgets", version: "v1.0" });
    expect(genericPackage("widgets", "...v1...")).toEqual({ name: "widgets", version: "v1" });
    expect(genericPackage("widgets", "v1.0").version).toBe("v1.0");
    expect(genericPackage(".widgets.", "v1").name).toBe(".widgets.");
  });

  it("never gives an empty name or version", () => {
    expect(genericPackage("", "")).toEqual({ name: "release", version: "_" });
    expect(genericPackage("widgets", "...")).toEqual({ name: "widgets", version: "_" });
    expect(genericPackage("widgets", ".")).toEqual({ name: "widgets", version: "_" });
    expect(genericPackage("@", "@")).toEqual({ name: "_", version: "_" });
  });

  it("gives a name and version GitLab takes for any tag git takes (no `..` in a ref)", () => {
    const text = fc.string({ unit: "binary", maxLength: 24 });
    fc.assert(
      fc.property(text, text, (project, tag) => {
        fc.pre(!tag.includes(".."));
        const { name, version } = genericPackage(project, tag);
        expect(name).toMatch(GITLAB_NAME);
        expect(version).toMatch(GITLAB_VERSION);
      }),
    );
  });
});

describe("toRelease", () => {
  it("reads a GitLab release as a published release the port can number", () => {
    expect(
      toRelease(
        {
          tag_name: "v1.5.0",
          name: "widgets 1.5.0",
          description: "## [1.5.0]",
          upcoming_release: false,
          _links: { self: "https://gitlab.example/acme/widgets/-/releases/v1.5.0" },
        },
        3,
      ),
    ).toEqual({
      id: 3,
      tag: "v1.5.0",
      name: "widgets 1.5.0",
      body: "## [1.5.0]",
      draft: false,
      prerelease: false,
      url: "https://gitlab.example/acme/widgets/-/releases/v1.5.0",
      uploadUrl: "",
      immutable: false,
    });
  });

  it("reads a missing name, description or page as empty text", () => {
    const empty = { id: 1, tag: "v1", name: "", body: "", url: "" };
    expect(toRelease({ tag_name: "v1", name: null, description: null }, 1)).toMatchObject(empty);
    expect(toRelease({ tag_name: "v1" }, 1)).toMatchObject(empty);
    expect(toRelease({ tag_name: "v1", _links: {} }, 1)).toMatchObject(empty);
  });
});
