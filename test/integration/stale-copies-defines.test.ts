import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, releaser } from "../helpers/repo.ts";

/**
 * A C header spells the version as defines (issue 42, found by the replay): `#define
 * LIB_VERSION_MAJOR 2`, `_MINOR 13`, `_PATCH 4` and a HEX beside the package's `_version.py`, which
 * CMake reads. `check` names the header as a stale copy with the pattern entry whose groups make
 * the version (and the module the list would turn off); those entries, once added, make `update`
 * write the header's numbers and HEX. Through the built CLI.
 */
const PYPROJECT = (extra = "") => `[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build"

[project]
name = "cpp-lib"
dynamic = ["version"]

[tool.hatch.version]
path = "src/cpp_lib/_version.py"
${extra}`;

const HEADER = (patch: number, hex: string) => `#pragma once

#define LIB_VERSION_MAJOR 2
#define LIB_VERSION_MINOR 13
#define LIB_VERSION_PATCH ${patch}

// like CPython's, with 0 for a final release
#define LIB_VERSION_HEX ${hex}
`;

const ENTRY = `{ path = "include/lib/common.h", pattern = "(?s)#\\\\s*define\\\\s+LIB_VERSION_MAJOR\\\\s+(?P<major>\\\\d+)\\\\b.*?#\\\\s*define\\\\s+LIB_VERSION_MINOR\\\\s+(?P<minor>\\\\d+)\\\\b.*?#\\\\s*define\\\\s+LIB_VERSION_PATCH\\\\s+(?P<patch>\\\\d+)\\\\b", result = "{major}.{minor}.{patch}" }`;

const WARNING = `warning: include/lib/common.h:3 #define LIB_VERSION_MAJOR 2, #define LIB_VERSION_MINOR 13, #define LIB_VERSION_PATCH 4: still carries 2.13.4, which \`update\` would leave behind; add { path = "src/cpp_lib/_version.py", pattern = "(?i)^(__version__|VERSION) *= *(['\\"])v?(?P<version>.+?)\\\\2" }, ${ENTRY} to version_files (or derive it from the version)\n`;

function project(files: Record<string, string> = {}) {
  const repo = makeRepo({
    "pyproject.toml": PYPROJECT(),
    "src/cpp_lib/_version.py": '__version__ = "2.13.4"\n',
    "include/lib/common.h": HEADER(4, "0x020D0400"),
    "include/lib/other.h": "#define OTHER_MAJOR 2\n#define OTHER_MINOR 13\n#define OTHER_PATCH 3\n",
    "CMakeLists.txt":
      'file(STRINGS "include/lib/common.h" defines REGEX "#define LIB_VERSION_(MAJOR|MINOR|PATCH) ")\n',
    "CHANGELOG.md": "# Changelog\n",
    ...files,
  });
  repo.tag("v2.13.4");
  repo.commit("fix: a fix", { "a.txt": "a\n" });
  return repo;
}

describe("a C header whose defines spell the version", () => {
  it("check names it as a stale copy, with the entries that cover it, in its warning and in --json", () => {
    const repo = project();
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe(WARNING);
    expect(checkJson(repo.dir).stale_copies).toEqual([
      {
        path: "include/lib/common.h",
        line: 3,
        text: "#define LIB_VERSION_MAJOR 2, #define LIB_VERSION_MINOR 13, #define LIB_VERSION_PATCH 4",
        version_files_entry: ENTRY,
      },
    ]);
  });

  it("with the advised entries in version_files, update writes the header's numbers and HEX", () => {
    const repo = project();
    const advised = /; add (.*) to version_files/.exec(releaser(["check"], { cwd: repo.dir }).stderr)?.[1];
    repo.commit("chore: name the copies", {
      "pyproject.toml": PYPROJECT(`\n[tool.releaser]\nversion_files = [${advised}]\n`),
    });
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toBe("");
    expect(check.stdout).toContain(
      "writes        src/cpp_lib/_version.py, include/lib/common.h, CHANGELOG.md\n",
    );
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("include/lib/common.h")).toBe(HEADER(5, "0x020D0500"));
    expect(repo.read("src/cpp_lib/_version.py")).toBe('__version__ = "2.13.5"\n');
    expect(repo.read("include/lib/other.h")).toBe(
      "#define OTHER_MAJOR 2\n#define OTHER_MINOR 13\n#define OTHER_PATCH 3\n",
    );
  });

  it("a header listed so still leaves the other stale copies named", () => {
    const repo = project({
      "pyproject.toml": PYPROJECT(
        `\n[tool.releaser]\nversion_files = ["src/cpp_lib/_version.py:__version__", ${ENTRY}]\n`,
      ),
      "docs/conf.py": 'release = "2.13.4"\n',
    });
    expect(checkJson(repo.dir).stale_copies).toEqual([
      {
        path: "docs/conf.py",
        line: 1,
        text: 'release = "2.13.4"',
        version_files_entry: '"docs/conf.py:release"',
      },
    ]);
  });
});
