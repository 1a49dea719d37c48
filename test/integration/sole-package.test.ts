import { describe, expect, it } from "vitest";
import { makeRepo, pyproject, releaser } from "../helpers/repo.ts";

/**
 * One Python project kept in a folder of the repository (the repository's root holds tooling
 * only): the repository's tags are its own, as a single project's are, whatever the folder (found
 * by the replay: a project tagged v6.165.10 was planned from all its history under hypothesis-v).
 */
function soleInFolder() {
  const repo = makeRepo({
    "pyproject.toml": "[tool.ruff]\nline-length = 88\n",
    "engine/pyproject.toml": pyproject("6.1.0", "engine"),
    "engine/src/engine/__init__.py": '__version__ = "6.1.0"\n',
  });
  repo.tag("v6.0.0");
  repo.commit("chore(release): 6.1.0");
  repo.tag("v6.1.0");
  repo.commit("feat: shrink faster", { "engine/src/engine/shrink.py": "x = 1\n" });
  return repo;
}

describe("the repository's only package, in a folder", () => {
  it("init keeps the tags' shape, v{version}, and check plans from the last tag", () => {
    const repo = soleInFolder();
    const init = releaser(["init", "--no-workflow"], { cwd: repo.dir });
    expect(init.code, init.stderr).toBe(0);
    expect(init.stderr).not.toContain("carry no package's name");
    expect(init.stdout).toContain("tags v{version}");
    expect(repo.read("engine/pyproject.toml")).toContain('\n[tool.releaser]\ntag_format = "v{version}"');
    const check = releaser(["check", "--json"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(JSON.parse(check.stdout).packages[0]).toMatchObject({
      name: "engine",
      last_tag: "v6.1.0",
      current_version: "6.1.0",
      next_version: "6.2.0",
      tag: "v6.2.0",
    });
  });

  it("before init too: check reads the repository's tags as the package's", () => {
    const repo = soleInFolder();
    repo.commit("chore: list the package", {
      "pyproject.toml": '[tool.releaser]\npackages = ["engine"]\n',
    });
    const check = releaser(["check", "--json"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(JSON.parse(check.stdout).packages[0]).toMatchObject({
      last_tag: "v6.1.0",
      next_version: "6.2.0",
      tag: "v6.2.0",
    });
  });
});
