import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, pyproject, releaser } from "../helpers/repo.ts";

/**
 * Issue 42: when the version the files are making and the commits disagree, check names the
 * concrete `--release-as` that releases the files' final, and that advice works as given.
 */
describe("check's advice from the version the files are making", () => {
  it("commits that go past the files' alpha (1.5.0a0, a breaking change: 2.0.0) get `--release-as 1.5.0`, which works", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.0") });
    repo.tag("v1.4.0");
    repo.commit("Bump version to 1.5.0a0", { "pyproject.toml": pyproject("1.5.0a0") });
    repo.commit("feat!: drop support for the oldest interpreter");
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain(
      "warning: the files are making 1.5.0 (they carry 1.5.0a0), and the commits go past it to 2.0.0; to release 1.5.0 instead: `--release-as 1.5.0`\n",
    );
    expect(checkJson(repo.dir, ["--release-as", "1.5.0"])).toMatchObject({
      next_version: "1.5.0",
      tag: "v1.5.0",
    });
    const update = releaser(["update", "--release-as", "1.5.0"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toBe(pyproject("1.5.0"));
  });

  it("commits that go past a release set by hand (1.5.0, no release commit) get `--release-as 1.5.0`, which works", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.0") });
    repo.tag("v1.4.0");
    repo.commit("Prepare the 1.5.0 release", { "pyproject.toml": pyproject("1.5.0") });
    repo.commit("feat!: drop support for the oldest interpreter");
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.stderr).toContain(
      "warning: the files carry 1.5.0, and the commits go past it to 2.0.0; to release 1.5.0 instead: `--release-as 1.5.0`\n",
    );
    expect(checkJson(repo.dir, ["--release-as", "1.5.0"])).toMatchObject({
      next_version: "1.5.0",
      tag: "v1.5.0",
    });
  });

  it("a tagged release candidate with nothing since that asks for a release gets its final's `--release-as`, which works", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.0") });
    repo.tag("v1.4.0");
    repo.commit("Release candidate", { "pyproject.toml": pyproject("2.0.0rc1") });
    repo.tag("v2.0.0rc1");
    repo.commit("Update the news");
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain(
      "warning: the files carry 2.0.0rc1, a release candidate, and no commit since v1.4.0 asks for another release; its final is the usual next step: `--release-as 2.0.0`\n",
    );
    expect(checkJson(repo.dir)).toMatchObject({ next_version: null });
    expect(checkJson(repo.dir, ["--release-as", "2.0.0"])).toMatchObject({
      next_version: "2.0.0",
      tag: "v2.0.0",
    });
  });

  it("commits that finish the files' version, or a development version with nothing to release, get no such advice", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.0") });
    repo.tag("v1.4.0");
    repo.commit("Open 1.5.0", { "pyproject.toml": pyproject("1.5.0.dev0") });
    expect(releaser(["check"], { cwd: repo.dir }).stderr).not.toContain("is the usual next step");
    repo.commit("feat: a new option");
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.stdout).toContain("next version  1.5.0 (tag v1.5.0)");
    expect(check.stderr).not.toContain("the files are making");
  });
});
