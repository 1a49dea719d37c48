import { describe, expect, it } from "vitest";
import { checkJson, gitIn, makeRepo, releaser, tempDir } from "../helpers/repo.ts";
import { snapshotTree } from "../helpers/tree-snapshot.ts";

/**
 * A version the build computes from the tag (structlog, hatch-vcs: `dynamic = ["version"]`, no
 * file carries it), issue 32: after `update`'s release commit, which changed only the changelog,
 * check reports the pending release, `release` would make it, and `update` has nothing more to do,
 * as for a static version.
 */
const HATCH_VCS = `[build-system]
requires = ["hatchling", "hatch-vcs"]
build-backend = "hatchling.build"

[project]
name = "vcs-demo"
dynamic = ["version"]

[tool.hatch.version]
source = "vcs"

[tool.releaser.host]
repository = "acme/vcs-demo"
`;
const env = { SOURCE_DATE_EPOCH: "1763683200" };

function project() {
  const repo = makeRepo({
    "pyproject.toml": HATCH_VCS,
    "src/vcs_demo/__init__.py": "",
    "CHANGELOG.md": "# Changelog\n",
  });
  repo.tag("v1.4.0");
  repo.commit("feat: a feature");
  // An origin to release to, holding what is released so far.
  const origin = tempDir();
  gitIn(origin, ["init", "-q", "--bare"]);
  repo.git("remote", "add", "origin", origin);
  repo.git("push", "-q", "origin", "HEAD:refs/heads/main", "v1.4.0");
  return repo;
}

describe("a tag-derived version after update's release commit", () => {
  it("check shows 1.5.0 pending, release --dry-run would release v1.5.0, update --dry-run has nothing to do", () => {
    const repo = project();
    expect(checkJson(repo.dir, [], env)).toMatchObject({ next_version: "1.5.0", pending: false });
    const update = releaser(["update"], { cwd: repo.dir, env });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("chore(release): 1.5.0");
    expect(repo.git("show", "--name-only", "--format=", "HEAD").trim()).toBe("CHANGELOG.md");

    const check = checkJson(repo.dir, [], env);
    expect(check).toMatchObject({ next_version: "1.5.0", pending: true, last_tag: "v1.4.0" });

    const before = snapshotTree(repo.dir);
    const again = releaser(["update", "--dry-run"], { cwd: repo.dir, env });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("Nothing to update:");
    expect(again.stdout).toContain("tag v1.5.0 does not exist yet; `releaser release` releases it");
    const json = JSON.parse(releaser(["update", "--dry-run", "--json"], { cwd: repo.dir, env }).stdout);
    expect(json).toMatchObject({
      next_version: "1.5.0",
      pending: true,
      version_source: "pending",
      commit: null,
    });

    repo.git("push", "-q", "origin", "HEAD:refs/heads/main");
    const release = releaser(["release", "--dry-run"], { cwd: repo.dir, env });
    expect(release.code, release.stderr).toBe(0);
    expect(release.stdout).toContain("Dry run: release 1.5.0 as v1.5.0 from ");
    expect(snapshotTree(repo.dir)).toEqual(before);
  });

  it("a second feat: after the release commit does not move the pending version", () => {
    const repo = project();
    expect(releaser(["update"], { cwd: repo.dir, env }).code).toBe(0);
    repo.commit("feat: another");
    expect(checkJson(repo.dir, [], env)).toMatchObject({ next_version: "1.5.0", pending: true });
  });
});
