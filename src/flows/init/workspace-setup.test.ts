import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { workspaceConfigText } from "./config-template.ts";
import {
  packageReleaseTags,
  packageTagFormatEdit,
  packageTagShape,
  proposePackageGlobs,
  rootProjectNote,
  tagsOfPackage,
  trustedPublishersText,
  unnamedTagsWarning,
} from "./workspace-setup.ts";

const alpha = { name: "Alpha_Lib", normalisedName: "alpha-lib" };

describe("tagsOfPackage", () => {
  it("keeps the tags that carry the package's name, in any spelling, and nothing else", () => {
    const tags = [
      "v1.0.0",
      "alpha-lib-v1.2.0",
      "Alpha_Lib@1.3.0",
      "alpha-libx-v9.0.0",
      "beta-v1.0.0",
      "alpha-lib/2.0",
    ];
    expect(tagsOfPackage(tags, "alpha-lib")).toEqual([
      "alpha-lib-v1.2.0",
      "Alpha_Lib@1.3.0",
      "alpha-lib/2.0",
    ]);
  });
});

describe("packageTagShape", () => {
  it("is {name}-v{version} with no tag, and nothing to write", () => {
    expect(packageTagShape(["v1.0.0", "beta-v2.0.0"], alpha)).toEqual({
      format: "alpha-lib-v{version}",
      why: "no release tag of Alpha_Lib yet: the default for a package of several",
      write: false,
      releases: [],
    });
  });

  it("follows the default-shaped tags, newest first", () => {
    const shape = packageTagShape(["alpha-lib-v1.2.0", "alpha-lib-v1.10.0", "alpha-lib-v1.3.0"], alpha);
    expect(shape).toMatchObject({ format: "alpha-lib-v{version}", write: false });
    expect(shape.releases).toEqual(["alpha-lib-v1.10.0", "alpha-lib-v1.3.0", "alpha-lib-v1.2.0"]);
  });

  it("writes another shape down, spelled as the tags spell it", () => {
    const shape = packageTagShape(["alpha_lib@1.2.0", "alpha_lib@1.3.0", "v0.1.0"], alpha);
    expect(shape).toEqual({
      format: "alpha_lib@{version}",
      why: "2 of your tags of Alpha_Lib look like alpha_lib@1.2.3",
      write: true,
      releases: ["alpha_lib@1.3.0", "alpha_lib@1.2.0"],
    });
  });

  it("keeps the default when one stray tag of another shape stands beside default-shaped releases", () => {
    const shape = packageTagShape(["alpha-lib-v1.2.0", "alpha-lib-1.3.0"], alpha);
    expect(shape).toMatchObject({ format: "alpha-lib-v{version}", write: false });
    expect(shape.why).toBe("the default: the release tags of Alpha_Lib look like alpha-lib-v1.2.3");
  });
});

describe("proposePackageGlobs", () => {
  it("lists a folder of several packages as a glob, a lone one and a top-level one by path", () => {
    expect(proposePackageGlobs(["core", "libs/a", "libs/b", "packages/x", "tools/cli"].sort())).toEqual([
      "core",
      "libs/*",
      "packages/x",
      "tools/cli",
    ]);
  });

  it("is empty for no folder", () => {
    expect(proposePackageGlobs([])).toEqual([]);
  });
});

describe("packageTagFormatEdit", () => {
  it("appends a [tool.releaser] table, the rest byte for byte", () => {
    const text = '[project]\nname = "a"\nversion = "1.0"\n';
    const edit = packageTagFormatEdit(text, "a@{version}", "why");
    expect(edit?.action).toBe("append");
    expect(edit?.whole).toBe(`${text}\n[tool.releaser]\ntag_format = "a@{version}"   # why\n`);
    expect(edit?.whole.startsWith(text)).toBe(true);
  });

  it("inserts after an existing header, keeping its comment, its keys and CRLF line ends", () => {
    const text = '[project]\r\nname = "a"\r\n\r\n[tool.releaser]  # mine\r\nmajor_on_zero = false\r\n';
    const edit = packageTagFormatEdit(text, "a@{version}", "why");
    expect(edit?.action).toBe("insert");
    expect(edit?.whole).toBe(
      '[project]\r\nname = "a"\r\n\r\n[tool.releaser]  # mine\r\ntag_format = "a@{version}"   # why\r\nmajor_on_zero = false\r\n',
    );
  });

  it("inserts after a header that ends the file", () => {
    const edit = packageTagFormatEdit('[project]\nname = "a"\n[tool.releaser]', "a@{version}", "w");
    expect(parse(edit?.whole ?? "")).toMatchObject({ tool: { releaser: { tag_format: "a@{version}" } } });
  });

  it("is undefined where the line would not read back (a dotted key, a file that does not parse)", () => {
    expect(
      packageTagFormatEdit(
        'tool.releaser.major_on_zero = false\n\n[project]\nname = "a"\n',
        "a@{version}",
        "w",
      ),
    ).toBeUndefined();
    expect(packageTagFormatEdit("[project\n", "a@{version}", "w")).toBeUndefined();
  });

  it("keeps a comment one line even when the why holds a line break", () => {
    const edit = packageTagFormatEdit("", "a@{version}", "one\ntwo");
    expect(edit?.text).toBe('[tool.releaser]\ntag_format = "a@{version}"   # one two\n');
  });
});

describe("trustedPublishersText", () => {
  it("names each package and the workflow", () => {
    expect(trustedPublishersText(["alpha-lib", "beta-lib"], "releaser.yml")).toBe(
      "on PyPI, add a trusted publisher to each package, with this repository and the workflow releaser.yml: alpha-lib, beta-lib (a package not on PyPI yet takes a pending publisher under its name)",
    );
  });
});

describe("workspaceConfigText", () => {
  const facts = {
    releaseBranch: "main",
    tagFormat: "{name}-v{version}",
    tagFormatWhy: "x",
    files: [],
    tool: "uv (uv.lock)",
    toolName: "uv",
    toolPackages: ["uv"],
    changelogFile: "CHANGELOG.md",
    releaserVersion: "9.8.7",
  };

  it("writes packages only when init lists them, and no per-package key", () => {
    const members = ["alpha-lib (packages/alpha)", "gamma (tools/gamma)"];
    const listed = workspaceConfigText(
      facts,
      { detectedFrom: undefined, packages: ["packages/*", "tools/gamma"], members },
      "top-level",
    );
    expect(parse(listed)).toEqual({
      packages: ["packages/*", "tools/gamma"],
      release_branch: "main",
      publish: {},
    });
    const detected = workspaceConfigText(
      facts,
      { detectedFrom: "[tool.uv.workspace] members in pyproject.toml", packages: undefined, members },
      "tool.releaser",
    );
    expect(parse(detected)).toEqual({ tool: { releaser: { release_branch: "main", publish: {} } } });
    expect(detected).toContain(
      "# The packages, found in [tool.uv.workspace] members in pyproject.toml (no `packages` needed):",
    );
    expect(detected).toContain("alpha-lib (packages/alpha); gamma (tools/gamma)");
  });
});

describe("unnamedTagsWarning", () => {
  it("names the plain release tags no package counts, and the packages without a tag of their own", () => {
    expect(
      unnamedTagsWarning(["v2.9.1", "v2.33.0", "v1", "nightly", "alpha-v1.0.0"], ["beta", "gamma"]),
    ).toBe(
      "2 release tags (the newest v2.33.0) carry no package's name, so no package counts them as its release: beta, gamma have no release tag of their own, and the first release of each is planned from its files and all its commits; each package is tagged on its own ({name}-v{version}); packages that carry the tags' version are released together under them with shared_version = true",
    );
    expect(unnamedTagsWarning(["1.4.0"], ["beta"])).toMatch(
      /^the release tag 1\.4\.0 carries no package's name, so no package counts it as its release: beta has no release tag of its own/,
    );
  });

  it("says nothing when every package has its own tags, or no plain release tag exists", () => {
    expect(unnamedTagsWarning(["v2.9.1"], [])).toBeUndefined();
    expect(unnamedTagsWarning(["beta-v1.0.0", "v1", "latest"], ["gamma"])).toBeUndefined();
  });
});

describe("rootProjectNote", () => {
  it("gives the packages line that lists the root with the packages found", () => {
    expect(rootProjectNote("acme", ["libs/a", "libs/b"])).toBe(
      'the root\'s own project, acme, is not released: a workspace root is released only when it is listed; to release it too, set packages = [".", "libs/a", "libs/b"] in the root\'s [tool.releaser]',
    );
  });
});

describe("packageReleaseTags", () => {
  it("reads the package's own tags under a configured format, newest first", () => {
    const tags = ["v9.0.0", "alpha-lib-v1.0.0", "alpha_lib@1.1.0", "alpha_lib@1.3.0", "beta@2.0.0"];
    expect(packageReleaseTags(tags, alpha, "alpha_lib@{version}")).toEqual([
      "alpha_lib@1.3.0",
      "alpha_lib@1.1.0",
    ]);
    expect(packageReleaseTags(tags, alpha, "v{version}")).toEqual([]);
  });
});
