import { describe, expect, it } from "vitest";
import { makeRepo, pyproject, releaser } from "../helpers/repo.ts";

/** Never lower, also without tags (issue 43, case 2; DESIGN 4): the files' pre-release counts. */
describe("never lower without tags", () => {
  it("files at 2.1.0b3, no tag, --prerelease b: update writes 2.1.0b4 from the commits", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("2.1.0b3", "demo") });
    repo.commit("fix: a", { "a.txt": "a\n" });
    const update = releaser(["update", "--prerelease", "b"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(update.stdout + update.stderr).not.toContain("--release-as");
    expect(repo.read("pyproject.toml")).toBe(pyproject("2.1.0b4", "demo"));
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("chore(release): 2.1.0b4");
  });

  it("a label below the files' pre-release is one error line, and nothing is written", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("2.1.0b3", "demo") });
    repo.commit("fix: a", { "a.txt": "a\n" });
    const head = repo.git("rev-parse", "HEAD");
    const update = releaser(["update", "--prerelease", "a"], { cwd: repo.dir });
    expect(update.code).toBe(1);
    expect(update.stderr).toMatch(
      /^error: The pre-release 2\.1\.0a1 would sort before the existing 2\.1\.0b3\./m,
    );
    expect(repo.git("rev-parse", "HEAD")).toBe(head);
    expect(repo.git("status", "--porcelain")).toBe("");
  });
});
