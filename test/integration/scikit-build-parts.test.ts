import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, releaser } from "../helpers/repo.ts";

/**
 * scikit-build-core's regex provider with a `result` (issue 42, found by the replay): the version
 * is made from named groups over a C header's `#define`s (`{major}.{minor}.{patch}`, the regex in
 * verbose mode). check reads it there, update writes each group with its part and the header's
 * MICRO, RELEASE_LEVEL and RELEASE_SERIAL (CPython's patchlevel.h convention) with them, comments
 * as they were. Through the built CLI.
 */
const PYPROJECT = `[build-system]
requires = ["scikit-build-core"]
build-backend = "scikit_build_core.build"

[project]
name = "bind-lib"
dynamic = ["version"]

[tool.scikit-build.metadata.version]
provider = "scikit_build_core.metadata.regex"
input = "include/bind_lib/detail/common.h"
regex = '''(?sx)
\\#define \\s+ BIND_LIB_VERSION_MAJOR \\s+ (?P<major>\\d+) .*?
\\#define \\s+ BIND_LIB_VERSION_MINOR \\s+ (?P<minor>\\d+) .*?
\\#define \\s+ BIND_LIB_VERSION_PATCH \\s+ (?P<patch>\\S+)
'''
result = "{major}.{minor}.{patch}"
`;

const HEADER = (
  major: number,
  minor: number,
  micro: number,
  level: string,
  serial: number,
  patch: string,
) => `#pragma once
/* -- start version constants -- */
#define BIND_LIB_VERSION_MAJOR ${major}
#define BIND_LIB_VERSION_MINOR ${minor}
#define BIND_LIB_VERSION_MICRO ${micro}
#define BIND_LIB_VERSION_RELEASE_LEVEL PY_RELEASE_LEVEL_${level}
#define BIND_LIB_VERSION_RELEASE_SERIAL ${serial}
// String version of (micro, release level, release serial), e.g.: 0a0, 0b1, 0rc1, 0
#define BIND_LIB_VERSION_PATCH ${patch}
/* -- end version constants -- */
`;

function project() {
  const repo = makeRepo({
    "pyproject.toml": PYPROJECT,
    "include/bind_lib/detail/common.h": HEADER(3, 0, 4, "FINAL", 0, "4"),
    "CHANGELOG.md": "# Changelog\n",
  });
  repo.tag("v3.0.4");
  repo.commit("feat: a new binding", { "src/x.cpp": "// x\n" });
  return repo;
}

describe("scikit-build-core: a version made from a header's #defines", () => {
  it("check reads 3.0.4 from the three groups and names the header", () => {
    const repo = project();
    expect(checkJson(repo.dir)).toMatchObject({
      current_version: "3.0.4",
      next_version: "3.1.0",
      files: ["include/bind_lib/detail/common.h", "CHANGELOG.md"],
    });
  });

  it("update writes each #define with its part, and MICRO, RELEASE_LEVEL and SERIAL beside them", () => {
    const repo = project();
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("include/bind_lib/detail/common.h")).toBe(HEADER(3, 1, 0, "FINAL", 0, "0"));
  });

  it("a pre-release goes into the patch group", () => {
    const repo = project();
    const update = releaser(["update", "--release-as", "3.1.0rc1"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("include/bind_lib/detail/common.h")).toBe(HEADER(3, 1, 0, "GAMMA", 1, "0rc1"));
  });

  it("a version the groups cannot hold is refused, nothing written", () => {
    const repo = project();
    const update = releaser(["update", "--release-as", "1!3.1.0"], { cwd: repo.dir });
    expect(update.code).not.toBe(0);
    expect(update.stderr).toBe(
      "error: " +
        'include/bind_lib/detail/common.h: 1!3.1.0 cannot be written through the groups of "{major}.{minor}.{patch}"; choose a version these groups can hold (--release-as), or name the file with version_files (releaser explain VERSION_FILE_ERROR)\n',
    );
    expect(repo.read("include/bind_lib/detail/common.h")).toBe(HEADER(3, 0, 4, "FINAL", 0, "4"));
    expect(repo.git("status", "--porcelain")).toBe("");
  });
});
