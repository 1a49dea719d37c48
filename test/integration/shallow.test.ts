import { describe, expect, it } from "vitest";
import { checkJson, gitIn, makeRepo, pyproject, releaser, tempDir } from "../helpers/repo.ts";

/** An upstream with 300 commits: the tag v1.4.2 at commit 100, a feat among the later ones. */
function upstream() {
  const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2") });
  for (let i = 1; i <= 99; i++) repo.commit(`fix: old ${i}`);
  repo.tag("v1.4.2", "release");
  for (let i = 1; i <= 200; i++) repo.commit(i === 3 ? "feat: deep feature" : `chore: later ${i}`);
  return repo;
}

describe("shallow clones", () => {
  it("are deepened from the remote until the last release tag is reached", () => {
    const origin = upstream();
    const clone = tempDir();
    gitIn(clone, ["clone", "-q", "--depth", "1", "--no-tags", `file://${origin.dir}`, "."]);
    const result = releaser(["check", "--json"], { cwd: clone });
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(json).toMatchObject({ last_tag: "v1.4.2", next_version: "1.5.0", commits: { total: 200 } });
    expect(result.stderr).toContain("shallow clone was deepened by up to");
    expect(checkJson(origin.dir)).toMatchObject({ next_version: "1.5.0", commits: { total: 200 } });
  });

  it("without a remote to deepen from, fail and name fetch-depth: 0", () => {
    const origin = upstream();
    const clone = tempDir();
    gitIn(clone, ["clone", "-q", "--depth", "5", `file://${origin.dir}`, "."]);
    gitIn(clone, ["remote", "remove", "origin"]);
    const result = releaser(["check"], { cwd: clone });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "error: this is a shallow clone with no remote to deepen it from, so the commits since the last release cannot be read; clone the whole history (actions/checkout: `fetch-depth: 0`) (releaser explain GIT_ERROR)\n",
    );
  });
});
