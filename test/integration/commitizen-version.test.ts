import { describe, expect, it } from "vitest";
import { makeRepo, releaser } from "../helpers/repo.ts";

/**
 * A project that adopts releaser after commitizen, whose build takes the version from the tag and
 * whose [tool.commitizen] version was the version's record (found by the replay): init keeps that
 * key current, and update writes it with the release.
 */
const PYPROJECT = `[build-system]
requires = ["hatchling", "uv-dynamic-versioning"]
build-backend = "hatchling.build"

[project]
name = "copy-tool"
dynamic = ["version"]

[tool.hatch.version]
source = "uv-dynamic-versioning"

[tool.commitizen]
tag_format = "v$version"
update_changelog_on_bump = true
version = "9.17.1"
`;

describe("commitizen's version key, after init", () => {
  it("init lists it in version_files, and update writes 9.17.2 there", () => {
    const repo = makeRepo({ "pyproject.toml": PYPROJECT });
    repo.tag("v9.17.1", "v9.17.1");
    repo.commit("fix: quote paths", { "a.txt": "a\n" });
    const init = releaser(["init", "--no-workflow"], { cwd: repo.dir });
    expect(init.code, init.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toMatch(
      /^version_files = \["pyproject\.toml:tool\.commitizen\.version"\]/m,
    );
    repo.git("add", "-A");
    repo.git("commit", "-q", "-m", "chore: adopt releaser");
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toContain('\nversion = "9.17.2"\n');
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("chore(release): 9.17.2");
  });
});
