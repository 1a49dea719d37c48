import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, pyproject, releaser } from "../helpers/repo.ts";

/**
 * A project that tags its .0 releases with two parts, 2.0 then 2.0.1, 2.0.2, 2.1 (found by the
 * replay on a web framework): 2.0 is a release and a base, not a floating tag, and the next .0
 * release is written and tagged as the project writes it (2.2, not 2.2.0).
 */
function twoPartProject() {
  const repo = makeRepo({ "pyproject.toml": pyproject("2.0", "webframe") });
  repo.tag("1.10.8");
  repo.commit("chore(release): 2.0");
  repo.tag("2.0");
  return repo;
}

describe("two-part .0 releases", () => {
  it("a fix after 2.0 is 2.0.1, from the 2.0 tag", () => {
    const repo = twoPartProject();
    repo.commit("fix: escape paths", { "a.txt": "a\n" });
    repo.commit("chore(release): 2.0.1", { "pyproject.toml": pyproject("2.0.1", "webframe") });
    repo.tag("2.0.1");
    repo.commit("fix: another", { "b.txt": "b\n" });
    expect(checkJson(repo.dir)).toMatchObject({ last_tag: "2.0.1", next_version: "2.0.2", tag: "2.0.2" });
  });

  it("a feature after 2.0.1 is 2.1, written and tagged so", () => {
    const repo = twoPartProject();
    repo.commit("chore(release): 2.0.1", { "pyproject.toml": pyproject("2.0.1", "webframe") });
    repo.tag("2.0.1");
    repo.commit("feat: views", { "a.txt": "a\n" });
    expect(checkJson(repo.dir)).toMatchObject({ last_tag: "2.0.1", next_version: "2.1", tag: "2.1" });
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toBe(pyproject("2.1", "webframe"));
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("chore(release): 2.1");
  });
});

describe("two-part .0 releases on a maintenance line (found by the replay)", () => {
  it("the line's own two-part tag is its base, though the main line moved on to the next major", () => {
    const repo = twoPartProject();
    repo.commit("chore(release): 2.0.1", { "pyproject.toml": pyproject("2.0.1", "webframe") });
    repo.tag("2.0.1");
    repo.commit("chore(release): 2.1", { "pyproject.toml": pyproject("2.1", "webframe") });
    repo.tag("2.1");
    repo.git("checkout", "-q", "-b", "2.x");
    repo.commit("chore(release): 2.2", { "pyproject.toml": pyproject("2.2", "webframe") });
    repo.tag("2.2");
    repo.git("checkout", "-q", "main");
    repo.commit("feat!: new engine", { "a.txt": "a\n" });
    repo.commit("chore(release): 3.0", { "pyproject.toml": pyproject("3.0", "webframe") });
    repo.tag("3.0");
    repo.git("checkout", "-q", "2.x");
    repo.commit("fix: close the pool", { "b.txt": "b\n" });
    // Merged into 2.x: 2.2, 2.1, 2.0.1, 2.0; not merged: 3.0. Among the merged ones alone, 2.2
    // beside 2.0.1 looked like a floating tag (2.0.1 was proposed the base).
    expect(checkJson(repo.dir)).toMatchObject({ last_tag: "2.2", next_version: "2.2.1", tag: "2.2.1" });
  });
});
