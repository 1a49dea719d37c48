import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, releaser, tempDir } from "../helpers/repo.ts";

/**
 * Tags that spell the version's numbers otherwise (issue 43, case 1; DESIGN 3 and 5): a project
 * tagged rel_2_0_51, rel_2_0_52 (its package in lib/, found by setuptools' `where`), with no
 * tag_format written, is read, planned and tagged in that shape by every command.
 */
function spelledProject() {
  const repo = makeRepo({
    "pyproject.toml":
      '[project]\nname = "SQLThing"\ndynamic = ["version"]\n\n[tool.setuptools.dynamic]\nversion = { attr = "sqlthing.__version__" }\n\n[tool.setuptools.packages.find]\nwhere = ["lib"]\n',
    "lib/sqlthing/__init__.py": '__version__ = "2.0.51"\n',
    "CHANGES.rst": "Changes\n=======\n",
  });
  repo.tag("rel_2_0_50");
  repo.commit("chore(release): 2.0.51");
  repo.tag("rel_2_0_51");
  repo.commit("fix: close cursors on error", { "lib/sqlthing/engine.py": "x = 1\n" });
  return repo;
}

describe("tags that spell the version otherwise: rel_{major}_{minor}_{patch}", () => {
  it("check reads the shape and the base from the tags alone, and names the next tag in it", () => {
    const repo = spelledProject();
    expect(checkJson(repo.dir)).toMatchObject({
      last_tag: "rel_2_0_51",
      current_version: "2.0.51",
      next_version: "2.0.52",
      tag: "rel_2_0_52",
      tag_format: "rel_{major}_{minor}_{patch}",
      tag_format_why: "2 of your tags look like rel_1_2_3 (the newest rel_2_0_51)",
      files: ["lib/sqlthing/__init__.py", "CHANGES.rst"],
    });
  });

  it("init writes the shape down, and update and release --dry-run use it", () => {
    const repo = spelledProject();
    const init = releaser(["init", "--no-workflow"], { cwd: repo.dir });
    expect(init.code, init.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toMatch(/^tag_format = "rel_\{major\}_\{minor\}_\{patch\}"/m);
    repo.git("add", "-A");
    repo.git("commit", "-q", "-m", "chore: adopt releaser");
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("lib/sqlthing/__init__.py")).toBe('__version__ = "2.0.52"\n');
    const origin = tempDir("spelled-origin-");
    repo.git("init", "-q", "--bare", origin);
    repo.git("remote", "add", "origin", origin);
    repo.git("push", "-q", "origin", "HEAD:main", "--tags");
    repo.git("branch", "-q", "--set-upstream-to=origin/main");
    const release = releaser(["release", "--dry-run", "--skip-publish", "--skip-host-release"], {
      cwd: repo.dir,
    });
    expect(release.stdout + release.stderr).toContain("rel_2_0_52");
    expect(release.stdout + release.stderr).not.toContain("v2.0.52");
  });

  it("a configured tag_format with {major}, {minor}, {patch} that matches none of the tags names their shape", () => {
    const repo = spelledProject();
    repo.commit("chore: configure", {
      "releaser.toml": 'tag_format = "release-{major}-{minor}-{patch}"\n',
    });
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code).toBe(1);
    expect(check.stderr).toBe(
      'error: tag_format "release-{major}-{minor}-{patch}" (releaser.toml) matches none of your 2 release tags; they look like "rel_{major}_{minor}_{patch}" (rel_1_2_3), so every commit would count as unreleased; set tag_format = "rel_{major}_{minor}_{patch}", or remove the setting and releaser reads the shape from the tags (releaser explain CONFIG_ERROR)\n',
    );
  });
});
